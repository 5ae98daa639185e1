"""Prometheus exporter: score histograms, rolling-window gauges and ``/metrics``.

Series (naming rule ``ragas_stream_<name>_<unit>[_total]``; scores are ratios in [0, 1]):

* ``ragas_stream_score_ratio`` — histogram of every ``ok`` score, labelled ``metric`` plus the
  allow-listed user label keys, buckets over [0, 1], with an exemplar ``trace_id`` when the
  interaction carried a ``traceparent`` (visible in the OpenMetrics exposition).
* ``ragas_stream_score_window_{mean,ci_lower,ci_upper}_ratio`` and
  ``ragas_stream_score_window_evaluations`` — the aggregator's rolling windows, labelled
  ``metric``, ``window`` (``5m``, ``1h`` …), ``scope`` (``all``: one series per metric over every
  interaction; ``labels``: one per bounded label set) and the user label keys. Computed at
  scrape time, so a window empties as time passes even when nothing is scored.
* ``ragas_stream_score_drift_active`` (0/1), ``ragas_stream_score_drift_cusum_ratio`` (the CUSUM
  statistic over its threshold: an alarm starts above 1) and
  ``ragas_stream_score_drift_alarms_total``, labelled ``metric``, ``scope``, ``direction`` (``down``
  or ``up``) and the user label keys.
* ``ragas_stream_label_values_overflowed_total{key}`` — label values replaced by ``other``.

The pipeline's own series (``ragas_stream.selfmetrics``) live on the same registry; this
exporter serves the whole registry. ``/metrics`` answers in the OpenMetrics format when the
scraper's ``Accept`` asks for it (that is where exemplars show) and in the Prometheus text
format otherwise; rendering runs in a worker thread so a scrape never stalls the event loop.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Sequence
from typing import Any

import anyio.to_thread
from aiohttp import web
from prometheus_client import CollectorRegistry, Histogram
from prometheus_client.exposition import choose_encoder
from prometheus_client.metrics_core import CounterMetricFamily, GaugeMetricFamily, Metric

from ragas_stream.aggregate import AggregateSnapshot, Aggregator
from ragas_stream.events import Interaction, Reject
from ragas_stream.exporting import ExporterContext
from ragas_stream.labels import LabelLimiter
from ragas_stream.results import Evaluation, MetricStatus, Outcome

__all__ = ["SCORE_BUCKETS", "PrometheusExporter", "create"]

SCORE_BUCKETS: tuple[float, ...] = (
    0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0,
)  # fmt: skip
"""Upper bounds of the score histogram buckets; ``0.0`` isolates exact zeros (refusals scored
zero), the finer top end separates good from excellent."""


class _AggregateCollector:
    """Turns the aggregator's snapshot and the label limiter's counts into metric families."""

    def __init__(self, aggregator: Aggregator | None, labels: LabelLimiter) -> None:
        self._aggregator = aggregator
        self._labels = labels
        self._keys = list(labels.keys)

    def _families(self) -> dict[str, Metric]:
        keys = self._keys
        level = 95.0 if self._aggregator is None else self._aggregator.confidence * 100
        window_labels = ["metric", "window", "scope", *keys]
        drift_labels = ["metric", "scope", "direction", *keys]
        return {
            "mean": GaugeMetricFamily(
                "ragas_stream_score_window_mean_ratio",
                "Mean score over the rolling window.",
                labels=window_labels,
            ),
            "lower": GaugeMetricFamily(
                "ragas_stream_score_window_ci_lower_ratio",
                f"Lower bound of the {level:g}% confidence interval of the window mean "
                "(Student t, clipped to [0, 1]).",
                labels=window_labels,
            ),
            "upper": GaugeMetricFamily(
                "ragas_stream_score_window_ci_upper_ratio",
                f"Upper bound of the {level:g}% confidence interval of the window mean "
                "(Student t, clipped to [0, 1]).",
                labels=window_labels,
            ),
            "count": GaugeMetricFamily(
                "ragas_stream_score_window_evaluations",
                "Scores in the rolling window.",
                labels=window_labels,
            ),
            "active": GaugeMetricFamily(
                "ragas_stream_score_drift_active",
                "1 while a drift alarm is on for the series and direction, else 0.",
                labels=drift_labels,
            ),
            "cusum": GaugeMetricFamily(
                "ragas_stream_score_drift_cusum_ratio",
                "CUSUM drift statistic divided by its alarm threshold (an alarm starts above 1).",
                labels=drift_labels,
            ),
            "alarms": CounterMetricFamily(
                "ragas_stream_score_drift_alarms",
                "Drift alarms started, by series and direction.",
                labels=drift_labels,
            ),
            "overflow": CounterMetricFamily(
                "ragas_stream_label_values_overflowed",
                "Label values replaced by 'other' because their key reached its cap on "
                "distinct values.",
                labels=["key"],
            ),
        }

    def describe(self) -> Iterable[Metric]:
        return list(self._families().values())

    def collect(self) -> Iterable[Metric]:
        families = self._families()
        if self._aggregator is not None:
            self._fill(families, self._aggregator.snapshot())
        stats = self._labels.statistics()
        overflow = families["overflow"]
        assert isinstance(overflow, CounterMetricFamily)
        for key in stats.keys:
            overflow.add_metric([key], stats.overflowed[key])
        return list(families.values())

    def _values(self, labelled: tuple[tuple[str, str], ...]) -> list[str]:
        found = dict(labelled)
        return [found.get(key, "") for key in self._keys]

    def _fill(self, families: dict[str, Metric], snapshot: AggregateSnapshot) -> None:
        gauges = {k: v for k, v in families.items() if isinstance(v, GaugeMetricFamily)}
        alarms = families["alarms"]
        assert isinstance(alarms, CounterMetricFamily)
        for w in snapshot.windows:
            values = [w.metric, w.window, w.scope, *self._values(w.labels)]
            gauges["count"].add_metric(values, w.count)
            if w.mean is not None:
                gauges["mean"].add_metric(values, w.mean)
            if w.ci_lower is not None and w.ci_upper is not None:
                gauges["lower"].add_metric(values, w.ci_lower)
                gauges["upper"].add_metric(values, w.ci_upper)
        for d in snapshot.drift:
            values = [d.metric, d.scope, d.direction, *self._values(d.labels)]
            gauges["active"].add_metric(values, 1.0 if d.active else 0.0)
            gauges["cusum"].add_metric(values, d.statistic)
            alarms.add_metric(values, d.alarms)


class PrometheusExporter:
    """Records scores on ``registry`` and serves it.

    ``export`` never blocks: it updates in-memory series. ``labels`` bounds the user labels; when
    an ``aggregator`` is given, pass its limiter and ``record_overflow=False`` (the aggregator
    has already counted the interaction's overflows). ``aclose`` unregisters this exporter's
    series so that a new one can be created on the same registry.
    """

    def __init__(
        self,
        registry: CollectorRegistry,
        *,
        labels: LabelLimiter | None = None,
        aggregator: Aggregator | None = None,
        record_overflow: bool = True,
        buckets: Sequence[float] = SCORE_BUCKETS,
    ) -> None:
        self.registry = registry
        self._labels = labels if labels is not None else LabelLimiter()
        self._record_overflow = record_overflow
        self.scores = Histogram(
            "ragas_stream_score_ratio",
            "Scores of the sampled interactions, by metric (only ok results; see "
            "ragas_stream_metric_results_total for the others).",
            ["metric", *self._labels.keys],
            buckets=tuple(buckets),
            registry=registry,
        )
        self._collector = _AggregateCollector(aggregator, self._labels)
        registry.register(self._collector)
        self._closed = False

    async def export(self, evaluation: Evaluation) -> None:
        """Observe each ``ok`` score into the histogram, with the trace id as exemplar."""
        interaction = evaluation.interaction
        values = self._labels.bound(interaction.labels, record=self._record_overflow)
        trace_id = interaction.trace_id  # 32 hex digits: well within the exemplar size limit
        exemplar = {"trace_id": trace_id} if trace_id else None
        for result in evaluation.results:
            if result.status is MetricStatus.OK and result.value is not None:
                self.scores.labels(result.name, *values).observe(result.value, exemplar)

    def record_outcome(
        self, outcome: Outcome, reason: str, item: Interaction | Reject | None
    ) -> None:
        """Nothing to do: outcomes are counted by the pipeline's self-metrics."""

    async def handle_metrics(self, request: web.Request) -> web.Response:
        """``GET /metrics``: the whole registry, OpenMetrics if the scraper accepts it."""
        encoder, content_type = choose_encoder(request.headers.get("Accept", ""))
        body = await anyio.to_thread.run_sync(encoder, self.registry)
        return web.Response(body=body, headers={"Content-Type": content_type})

    async def aclose(self) -> None:
        """Unregister this exporter's series. Idempotent."""
        if self._closed:
            return
        self._closed = True
        for collector in (self.scores, self._collector):
            with contextlib.suppress(KeyError):
                self.registry.unregister(collector)


def create(context: ExporterContext) -> PrometheusExporter:
    """Entry point ``prometheus``. Options: ``buckets`` (a list of upper bounds in [0, 1]).

    Uses ``context.telemetry``'s registry (a private one if none) and, when present, its
    aggregator and that aggregator's label limiter; mounts ``GET /metrics`` via ``add_route``.
    """
    options = dict(context.options)
    buckets = _buckets(options.pop("buckets", SCORE_BUCKETS))
    if options:
        raise ValueError(
            f"exporters.prometheus: unknown option(s) {', '.join(sorted(options))} (known: buckets)"
        )
    telemetry = context.telemetry
    registry: Any = telemetry.prometheus_registry if telemetry is not None else None
    if registry is None:
        registry = CollectorRegistry()
    aggregator: Aggregator | None = telemetry.aggregator if telemetry is not None else None
    if aggregator is not None:
        labels, record = aggregator.labels, False
    elif telemetry is not None:
        labels, record = LabelLimiter(telemetry.label_keys, telemetry.max_label_values), True
    else:
        labels, record = LabelLimiter(), True
    exporter = PrometheusExporter(
        registry,
        labels=labels,
        aggregator=aggregator,
        record_overflow=record,
        buckets=buckets,
    )
    if context.add_route is not None:
        context.add_route("GET", "/metrics", exporter.handle_metrics)
    return exporter


def _buckets(raw: Any) -> tuple[float, ...]:
    if not isinstance(raw, list | tuple) or not raw:
        raise ValueError("exporters.prometheus.buckets must be a non-empty list of numbers")
    try:
        bounds = tuple(float(b) for b in raw)
    except (TypeError, ValueError):
        raise ValueError("exporters.prometheus.buckets must be numbers in [0, 1]") from None
    if any(not 0.0 <= b <= 1.0 for b in bounds) or list(bounds) != sorted(set(bounds)):
        raise ValueError("exporters.prometheus.buckets must be increasing numbers in [0, 1]")
    return bounds
