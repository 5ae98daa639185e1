"""The pipeline's own Prometheus metrics (self-telemetry), on a registry passed in.

Naming rule (DESIGN): ``ragas_stream_<name>_<unit>[_total]``. An intentional drop carries
``outcome`` ``sampled_out`` or ``shed``; a failure carries a ``reason``; a retry is counted as a
retry, never as a drop. Label values here are bounded by construction (enums, reason codes,
configured endpoint names) — user labels never reach these series.
"""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

__all__ = ["SelfMetrics"]

_LATENCY_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)
_LAG_BUCKETS = (0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 900, 3600)


class SelfMetrics:
    """All self-telemetry series, created on ``registry``. One instance per application."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.registry = registry
        self.received = Counter(
            "ragas_stream_interactions_received_total",
            "Deliveries read from the source (interactions and rejects).",
            ["source"],
            registry=registry,
        )
        self.settled = Counter(
            "ragas_stream_interactions_settled_total",
            "Deliveries settled, by outcome (scored, errored, sampled_out, shed, rejected) "
            "and reason.",
            ["outcome", "reason"],
            registry=registry,
        )
        self.metric_results = Counter(
            "ragas_stream_metric_results_total",
            "Metric results by metric, status (ok, not_applicable, error) and reason.",
            ["metric", "status", "reason"],
            registry=registry,
        )
        self.metric_judge_calls = Counter(
            "ragas_stream_metric_judge_requests_total",
            "Judge requests attributed to each metric (fused requests count fractionally).",
            ["metric"],
            registry=registry,
        )
        self.metric_tokens = Counter(
            "ragas_stream_metric_judge_tokens_total",
            "Judge tokens attributed to each metric, by direction (input, output).",
            ["metric", "direction"],
            registry=registry,
        )
        self.judge_requests = Counter(
            "ragas_stream_judge_requests_total",
            "HTTP requests sent to judge endpoints, by endpoint, operation and status "
            "(ok, http_429, http_5xx, timeout, connection, invalid_reply …).",
            ["endpoint", "operation", "status"],
            registry=registry,
        )
        self.judge_retries = Counter(
            "ragas_stream_judge_retries_total",
            "Judge requests retried, by endpoint and reason.",
            ["endpoint", "reason"],
            registry=registry,
        )
        self.judge_escalations = Counter(
            "ragas_stream_judge_escalations_total",
            "Questions a cascade's offline judge passed on to the LLM judge, by reason "
            "(doubtful: a verdict it was unsure of; failed: it could not answer).",
            ["reason"],
            registry=registry,
        )
        self.judge_tokens = Counter(
            "ragas_stream_judge_tokens_total",
            "Tokens reported by judge endpoints, by direction (input, output).",
            ["endpoint", "direction"],
            registry=registry,
        )
        self.judge_duration = Histogram(
            "ragas_stream_judge_request_duration_seconds",
            "Duration of judge HTTP requests.",
            ["endpoint", "operation"],
            buckets=_LATENCY_BUCKETS,
            registry=registry,
        )
        self.limiter_wait = Histogram(
            "ragas_stream_judge_limiter_wait_seconds",
            "Time a judge request waited in the rate limiter before it was sent.",
            ["endpoint"],
            buckets=_LATENCY_BUCKETS,
            registry=registry,
        )
        self.limiter_limit = Gauge(
            "ragas_stream_judge_limit_requests_per_minute",
            "The requests/min limit the limiter currently enforces (configured or adapted).",
            ["endpoint"],
            registry=registry,
        )
        self.breaker_open = Gauge(
            "ragas_stream_judge_breaker_state",
            "Circuit breaker state per endpoint: 0 closed, 1 half-open, 2 open.",
            ["endpoint"],
            registry=registry,
        )
        self.queue_depth = Gauge(
            "ragas_stream_queue_depth_interactions",
            "Interactions waiting in the bounded queue between sampler and scorer.",
            registry=registry,
        )
        self.queue_capacity = Gauge(
            "ragas_stream_queue_capacity_interactions",
            "Capacity of the bounded queue between sampler and scorer.",
            registry=registry,
        )
        self.inflight = Gauge(
            "ragas_stream_evaluations_in_flight",
            "Interactions being scored right now.",
            registry=registry,
        )
        self.lag = Histogram(
            "ragas_stream_export_lag_seconds",
            "Time from the interaction's timestamp to the export of its scores.",
            buckets=_LAG_BUCKETS,
            registry=registry,
        )
        self.sample_rate = Gauge(
            "ragas_stream_sample_rate_ratio",
            "The configured base sampling rate.",
            registry=registry,
        )
        self.exporter_errors = Counter(
            "ragas_stream_exporter_errors_total",
            "Exporter calls that raised, by exporter.",
            ["exporter"],
            registry=registry,
        )
        self.dead_letters = Counter(
            "ragas_stream_dead_letters_total",
            "Rejects written to the dead-letter sink, by reason.",
            ["reason"],
            registry=registry,
        )
