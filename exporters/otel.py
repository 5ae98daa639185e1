"""OpenTelemetry exporter: one evaluator span per evaluated interaction.

For each evaluation it records, on the ``TracerProvider`` passed in:

* a carrier span ``evaluate`` (kind INTERNAL, OpenInference ``openinference.span.kind =
  EVALUATOR``), the root of its own trace, with exactly one link to the evaluated span when the
  interaction carried a W3C ``traceparent`` (none otherwise). Its attributes hold the results as
  ``evaluations.{i}.evaluation.{name,score,label,explanation}`` plus the interaction id, outcome
  and labels (``ragas_stream.label.<key>``); its status is ERROR when every metric failed.
* one ``gen_ai.evaluation.result`` event per metric (``gen_ai.evaluation.name``,
  ``gen_ai.evaluation.score.value``, ``gen_ai.evaluation.score.label``,
  ``gen_ai.evaluation.explanation``, and ``error.type`` when the metric failed).
* a child span per judge request, named ``chat {model}`` or ``embeddings {model}`` (kind CLIENT)
  with ``gen_ai.operation.name``, ``gen_ai.request.model``, ``gen_ai.provider.name`` and
  ``gen_ai.usage.{input,output}_tokens``. A fused request shared by several metrics is one span
  (its token shares summed, ``ragas_stream.metrics`` naming them); answers served from the reply
  cache made no request and get no span. Judge times are monotonic clock readings, mapped to
  wall-clock span times through the clock's current offset.
* one ``ragas_stream.drift`` event per drift alarm that started or cleared since the previous
  evaluation (read from the aggregator, never fed to it).

Span label values are not bounded the way metric labels are: a trace backend indexes them
differently, and the interaction's own labels are what an operator searches traces by.

``tracer_provider_from_env`` builds the application's ``TracerProvider`` from the standard
``OTEL_*`` variables with OTLP/HTTP export; the exporter never traces its own HTTP calls.
"""

from __future__ import annotations

import logging
import os
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from typing import Any

import anyio.to_thread
from opentelemetry import context as otel_context
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import (
    BatchSpanProcessor,
    ConsoleSpanExporter,
    SpanExporter,
    SpanExportResult,
)
from opentelemetry.sdk.trace.sampling import (
    ALWAYS_OFF,
    ALWAYS_ON,
    ParentBased,
    Sampler,
    TraceIdRatioBased,
)
from opentelemetry.trace import (
    Link,
    Span,
    SpanContext,
    SpanKind,
    Status,
    StatusCode,
    TraceFlags,
    Tracer,
    set_span_in_context,
)

from ragas_stream.aggregate import Aggregator, DriftEvent
from ragas_stream.clock import Clock, SystemClock
from ragas_stream.events import Interaction, Reject
from ragas_stream.exporting import ExporterContext
from ragas_stream.results import Evaluation, JudgeCall, MetricResult, MetricStatus, Outcome

__all__ = ["OTelExporter", "SuppressedSpanExporter", "create", "tracer_provider_from_env"]

log = logging.getLogger(__name__)

TRACER_NAME = "ragas_stream.exporters.otel"
EVALUATION_EVENT = "gen_ai.evaluation.result"
DRIFT_EVENT = "ragas_stream.drift"
_NS = 1_000_000_000


class OTelExporter:
    """Turns each ``Evaluation`` into spans and events on ``tracer_provider``.

    ``export`` only creates spans in memory; sending is the provider's span processors' job
    (a ``BatchSpanProcessor`` sends from its own thread), so it never blocks on the network.
    ``thresholds`` (metric → score) label an ok score ``pass`` at or above the threshold and
    ``fail`` below it; without a threshold an ok score has no label. ``aclose`` shuts the provider
    down (flushing queued spans) only when this exporter owns it (``owns_provider``).
    """

    def __init__(
        self,
        tracer_provider: TracerProvider,
        *,
        clock: Clock | None = None,
        aggregator: Aggregator | None = None,
        thresholds: Mapping[str, float] | None = None,
        max_explanation_chars: int = 2048,
        owns_provider: bool = False,
    ) -> None:
        self._provider = tracer_provider
        self._tracer: Tracer = tracer_provider.get_tracer(TRACER_NAME, _version())
        self._clock = clock or SystemClock()
        self._aggregator = aggregator
        self._thresholds = dict(thresholds or {})
        self._max_chars = max_explanation_chars
        self._owns_provider = owns_provider
        self._cursor = aggregator.events_since(0)[1] if aggregator is not None else 0
        self._closed = False

    async def export(self, evaluation: Evaluation) -> None:
        """Record the evaluation's spans and events. Does no I/O."""
        offset_ns = int((self._clock.time() - self._clock.monotonic()) * _NS)
        start = int(evaluation.started_at * _NS) + offset_ns
        end = max(start, int(evaluation.ended_at * _NS) + offset_ns)
        interaction = evaluation.interaction
        links = []
        linked = _linked_context(interaction)
        if linked is not None:
            links.append(Link(linked))
        carrier = self._tracer.start_span(
            "evaluate",
            context=otel_context.Context(),  # a root: the evaluated trace is linked, not joined
            kind=SpanKind.INTERNAL,
            attributes=self._carrier_attributes(evaluation),
            links=links,
            start_time=start,
        )
        for result in evaluation.results:
            carrier.add_event(EVALUATION_EVENT, self._result_event(result), timestamp=end)
        self._judge_spans(evaluation, carrier, start, end, offset_ns)
        for event in self._drift_events():
            carrier.add_event(DRIFT_EVENT, _drift_attributes(event), timestamp=end)
        if evaluation.outcome is Outcome.ERRORED:
            carrier.set_status(Status(StatusCode.ERROR, "every metric failed"))
        carrier.end(end_time=end)

    def _label(self, result: MetricResult) -> str | None:
        if result.status is not MetricStatus.OK:
            return result.status.value
        threshold = self._thresholds.get(result.name)
        if threshold is None or result.value is None:
            return None
        return "pass" if result.value >= threshold else "fail"

    def _explanation(self, result: MetricResult) -> str:
        text = result.explanation if result.status is MetricStatus.OK else result.reason or ""
        return text[: self._max_chars]

    def _carrier_attributes(self, evaluation: Evaluation) -> dict[str, Any]:
        interaction = evaluation.interaction
        usage = evaluation.usage
        attributes: dict[str, Any] = {
            "openinference.span.kind": "EVALUATOR",
            "ragas_stream.interaction.id": interaction.id,
            "ragas_stream.outcome": evaluation.outcome.value,
            "ragas_stream.usage.judge_requests": usage.calls,
            "ragas_stream.usage.input_tokens": usage.input_tokens,
            "ragas_stream.usage.output_tokens": usage.output_tokens,
        }
        for key, value in interaction.labels.items():
            attributes[f"ragas_stream.label.{key}"] = value
        for i, result in enumerate(evaluation.results):
            prefix = f"evaluations.{i}.evaluation"
            attributes[f"{prefix}.name"] = result.name
            if result.value is not None:
                attributes[f"{prefix}.score"] = result.value
            label = self._label(result)
            if label is not None:
                attributes[f"{prefix}.label"] = label
            explanation = self._explanation(result)
            if explanation:
                attributes[f"{prefix}.explanation"] = explanation
        return attributes

    def _result_event(self, result: MetricResult) -> dict[str, Any]:
        attributes: dict[str, Any] = {"gen_ai.evaluation.name": result.name}
        if result.value is not None:
            attributes["gen_ai.evaluation.score.value"] = result.value
        label = self._label(result)
        if label is not None:
            attributes["gen_ai.evaluation.score.label"] = label
        explanation = self._explanation(result)
        if explanation:
            attributes["gen_ai.evaluation.explanation"] = explanation
        if result.status is MetricStatus.ERROR:
            attributes["error.type"] = result.reason or "error"
        return attributes

    def _judge_spans(
        self, evaluation: Evaluation, carrier: Span, start: int, end: int, offset_ns: int
    ) -> None:
        parent = set_span_in_context(carrier)
        for request in _requests(evaluation):
            call = request.call
            if call.started_at or call.ended_at:
                call_start = int(call.started_at * _NS) + offset_ns
                call_end = max(call_start, int(call.ended_at * _NS) + offset_ns)
            else:  # the judge did not time it: span the evaluation
                call_start, call_end = start, end
            attributes: dict[str, Any] = {
                "gen_ai.operation.name": call.operation,
                "gen_ai.request.model": call.model,
                "gen_ai.provider.name": call.provider,
                "gen_ai.usage.input_tokens": request.input_tokens,
                "gen_ai.usage.output_tokens": request.output_tokens,
                "ragas_stream.metrics": tuple(request.metrics),
            }
            if call.status != "ok":
                attributes["error.type"] = call.error_type or call.status
            span = self._tracer.start_span(
                f"{call.operation} {call.model}",
                context=parent,
                kind=SpanKind.CLIENT,
                attributes=attributes,
                start_time=call_start,
            )
            if call.status != "ok":
                span.set_status(Status(StatusCode.ERROR, call.error_type or call.status))
            span.end(end_time=call_end)

    def _drift_events(self) -> tuple[DriftEvent, ...]:
        if self._aggregator is None:
            return ()
        events, self._cursor = self._aggregator.events_since(self._cursor)
        return events

    def record_outcome(
        self, outcome: Outcome, reason: str, item: Interaction | Reject | None
    ) -> None:
        """Nothing to do: only evaluated interactions become spans."""

    async def aclose(self) -> None:
        """Shut the provider down (flushing its queue, in a worker thread) if this exporter
        owns it. Idempotent."""
        if self._closed:
            return
        self._closed = True
        if self._owns_provider:
            await anyio.to_thread.run_sync(self._provider.shutdown)


@dataclass
class _Request:
    call: JudgeCall
    metrics: list[str] = field(default_factory=list)
    input_tokens: int = 0
    output_tokens: int = 0


def _requests(evaluation: Evaluation) -> list[_Request]:
    """The distinct judge requests behind an evaluation (fused shares merged, cache hits out)."""
    merged: dict[tuple[str, str, str, float, float, str], _Request] = {}
    untimed: list[_Request] = []
    for result in evaluation.results:
        for call in result.calls:
            if call.cached:
                continue
            if call.started_at or call.ended_at:
                key = (call.operation, call.model, call.provider, call.started_at,
                       call.ended_at, call.status)  # fmt: skip
                request = merged.setdefault(key, _Request(call))
            else:
                request = _Request(call)
                untimed.append(request)
            if result.name not in request.metrics:
                request.metrics.append(result.name)
            request.input_tokens += call.input_tokens
            request.output_tokens += call.output_tokens
    return [*merged.values(), *untimed]


def _linked_context(interaction: Interaction) -> SpanContext | None:
    trace_id, span_id = interaction.trace_id, interaction.span_id
    if trace_id is None or span_id is None or interaction.traceparent is None:
        return None
    flags = int(interaction.traceparent[-2:], 16)
    context = SpanContext(
        trace_id=int(trace_id, 16),
        span_id=int(span_id, 16),
        is_remote=True,
        trace_flags=TraceFlags(flags & TraceFlags.SAMPLED),
    )
    return context if context.is_valid else None


def _drift_attributes(event: DriftEvent) -> dict[str, Any]:
    attributes: dict[str, Any] = {
        "ragas_stream.drift.kind": event.kind,
        "ragas_stream.drift.metric": event.metric,
        "ragas_stream.drift.scope": event.scope,
        "ragas_stream.drift.direction": event.direction,
        "ragas_stream.drift.value": event.value,
        "ragas_stream.drift.baseline_mean": event.baseline_mean,
        "ragas_stream.drift.statistic": event.statistic,
    }
    for key, value in event.labels:
        attributes[f"ragas_stream.drift.label.{key}"] = value
    return attributes


def _version() -> str:
    try:
        return version("ragas-stream")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "0"


def create(context: ExporterContext) -> OTelExporter:
    """Entry point ``otel``. Options: ``thresholds`` (metric → pass/fail score),
    ``max_explanation_chars`` (default 2048).

    Uses ``context.telemetry.tracer_provider`` when the application built one; otherwise builds
    one with ``tracer_provider_from_env(os.environ)`` and shuts it down on ``aclose``.
    """
    options = dict(context.options)
    thresholds = options.pop("thresholds", {})
    if not isinstance(thresholds, Mapping) or not all(
        isinstance(v, int | float) and not isinstance(v, bool) and 0 <= v <= 1
        for v in thresholds.values()
    ):
        raise ValueError("exporters.otel.thresholds must map metric names to numbers in [0, 1]")
    max_chars = options.pop("max_explanation_chars", 2048)
    if not isinstance(max_chars, int) or isinstance(max_chars, bool) or max_chars < 0:
        raise ValueError("exporters.otel.max_explanation_chars must be a whole number >= 0")
    if options:
        raise ValueError(
            f"exporters.otel: unknown option(s) {', '.join(sorted(options))} "
            "(known: thresholds, max_explanation_chars)"
        )
    telemetry = context.telemetry
    provider = telemetry.tracer_provider if telemetry is not None else None
    owns = provider is None
    if provider is None:
        provider = tracer_provider_from_env(os.environ)
    return OTelExporter(
        provider,
        clock=context.clock,
        aggregator=telemetry.aggregator if telemetry is not None else None,
        thresholds={str(k): float(v) for k, v in thresholds.items()},
        max_explanation_chars=max_chars,
        owns_provider=owns,
    )


# --- building a TracerProvider from the standard environment --------------------------------


class SuppressedSpanExporter(SpanExporter):
    """Wraps a span exporter so that nothing it does is traced: its HTTP requests run with
    OpenTelemetry's suppress-instrumentation flag set, which every instrumentation honours.
    Without it an instrumented HTTP client would trace each export, and those spans would be
    exported in turn, forever."""

    def __init__(self, inner: SpanExporter) -> None:
        self.inner = inner

    def export(self, spans: Any) -> SpanExportResult:
        token = otel_context.attach(
            otel_context.set_value(otel_context._SUPPRESS_INSTRUMENTATION_KEY, True)
        )
        try:
            return self.inner.export(spans)
        finally:
            otel_context.detach(token)

    def shutdown(self) -> None:
        self.inner.shutdown()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return self.inner.force_flush(timeout_millis)


def tracer_provider_from_env(
    env: Mapping[str, str] | None = None,
    *,
    span_exporter: SpanExporter | None = None,
) -> TracerProvider:
    """A ``TracerProvider`` configured from the standard ``OTEL_*`` variables in ``env``.

    Read here: ``OTEL_SDK_DISABLED``; ``OTEL_SERVICE_NAME`` and ``OTEL_RESOURCE_ATTRIBUTES``
    (service name default ``ragas-stream``); ``OTEL_TRACES_SAMPLER`` / ``_ARG``;
    ``OTEL_TRACES_EXPORTER`` (comma list of ``otlp``, ``console``, ``none``; unset: ``otlp``
    when any ``OTEL_EXPORTER_OTLP_*`` variable is set, else nothing is exported);
    ``OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT``, ``_HEADERS``, ``_TIMEOUT`` (seconds, as the Python
    SDK reads it) and ``_PROTOCOL`` (only ``http/protobuf``: OTLP over HTTP). Certificates,
    compression and the ``OTEL_BSP_*`` batch settings are read by the SDK from the process
    environment. ``span_exporter`` replaces the ``OTEL_TRACES_EXPORTER`` choice (tests pass an
    in-memory one). Every exporter is wrapped in ``SuppressedSpanExporter`` and fed by a
    ``BatchSpanProcessor``. Raises ``ValueError`` on a value it cannot honour; header values
    (which may hold credentials) never appear in its messages.
    """
    env = dict(os.environ if env is None else env)
    resource = _resource(env)
    if env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return TracerProvider(resource=resource, sampler=ALWAYS_OFF)
    provider = TracerProvider(resource=resource, sampler=_sampler(env))
    exporters = [span_exporter] if span_exporter is not None else _span_exporters(env)
    for exporter in exporters:
        provider.add_span_processor(BatchSpanProcessor(SuppressedSpanExporter(exporter)))
    return provider


def _resource(env: Mapping[str, str]) -> Resource:
    attributes: dict[str, Any] = {
        "telemetry.sdk.name": "opentelemetry",
        "telemetry.sdk.language": "python",
        "service.name": "ragas-stream",
        "service.version": _version(),
    }
    attributes.update(_key_values(env.get("OTEL_RESOURCE_ATTRIBUTES", ""), "resource attribute"))
    service = env.get("OTEL_SERVICE_NAME", "").strip()
    if service:
        attributes["service.name"] = service
    return Resource(attributes)


def _key_values(text: str, what: str) -> dict[str, str]:
    """Parse ``k1=v1,k2=v2`` (values percent-decoded), the W3C baggage-like OTel format."""
    out: dict[str, str] = {}
    for position, item in enumerate(text.split(","), start=1):
        if not item.strip():
            continue
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            # Name the item by position only: a header item may be a credential.
            raise ValueError(f"malformed {what} (item {position}): expected key=value")
        out[urllib.parse.unquote(key.strip())] = urllib.parse.unquote(value.strip())
    return out


def _sampler(env: Mapping[str, str]) -> Sampler:
    name = env.get("OTEL_TRACES_SAMPLER", "parentbased_always_on").strip().lower()
    arg = env.get("OTEL_TRACES_SAMPLER_ARG", "").strip()
    ratio = 1.0
    if name.endswith("traceidratio"):
        try:
            ratio = float(arg) if arg else 1.0
        except ValueError:
            raise ValueError(f"OTEL_TRACES_SAMPLER_ARG {arg!r} is not a number") from None
        if not 0.0 <= ratio <= 1.0:
            raise ValueError(f"OTEL_TRACES_SAMPLER_ARG {ratio} is not in [0, 1]")
    samplers: dict[str, Sampler] = {
        "always_on": ALWAYS_ON,
        "always_off": ALWAYS_OFF,
        "traceidratio": TraceIdRatioBased(ratio),
        "parentbased_always_on": ParentBased(ALWAYS_ON),
        "parentbased_always_off": ParentBased(ALWAYS_OFF),
        "parentbased_traceidratio": ParentBased(TraceIdRatioBased(ratio)),
    }
    if name not in samplers:
        raise ValueError(
            f"OTEL_TRACES_SAMPLER {name!r} is not supported (one of {', '.join(samplers)})"
        )
    return samplers[name]


def _span_exporters(env: Mapping[str, str]) -> list[SpanExporter]:
    chosen = env.get("OTEL_TRACES_EXPORTER")
    if chosen is None:
        # Departure from the SDK default (OTLP to localhost:4318): a sidecar with no collector
        # would log export failures forever and stall its shutdown, so when no OTLP setting at
        # all is given, spans stay local and we say how to send them.
        if not any(key.startswith("OTEL_EXPORTER_OTLP_") for key in env):
            log.info(
                "OpenTelemetry spans are not exported: set OTEL_EXPORTER_OTLP_ENDPOINT "
                "(or OTEL_TRACES_EXPORTER=otlp|console)"
            )
            return []
        chosen = "otlp"
    names = [n.strip().lower() for n in chosen.split(",")]
    exporters: list[SpanExporter] = []
    for name in names:
        if name in ("", "none"):
            continue
        if name == "otlp":
            exporters.append(_otlp_exporter(env))
        elif name == "console":
            exporters.append(ConsoleSpanExporter())
        else:
            raise ValueError(
                f"OTEL_TRACES_EXPORTER {name!r} is not supported (use otlp, console or none)"
            )
    return exporters


def _otlp_exporter(env: Mapping[str, str]) -> SpanExporter:
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

    protocol = (
        env.get("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")
        or env.get("OTEL_EXPORTER_OTLP_PROTOCOL")
        or "http/protobuf"
    ).strip()
    if protocol != "http/protobuf":
        raise ValueError(
            f"OTLP protocol {protocol!r} is not supported: ragas-stream exports OTLP over HTTP "
            "(http/protobuf, port 4318 on a Collector)"
        )
    endpoint = env.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "").strip()
    if not endpoint:
        base = env.get("OTEL_EXPORTER_OTLP_ENDPOINT", "").strip() or "http://localhost:4318"
        endpoint = base.rstrip("/") + "/v1/traces"
    headers = _key_values(
        env.get("OTEL_EXPORTER_OTLP_TRACES_HEADERS") or env.get("OTEL_EXPORTER_OTLP_HEADERS", ""),
        "OTLP header",
    )
    raw_timeout = (
        env.get("OTEL_EXPORTER_OTLP_TRACES_TIMEOUT") or env.get("OTEL_EXPORTER_OTLP_TIMEOUT") or ""
    ).strip()
    timeout: float | None = None
    if raw_timeout:
        try:
            timeout = float(raw_timeout)
        except ValueError:
            raise ValueError(f"OTLP timeout {raw_timeout!r} is not a number of seconds") from None
    return OTLPSpanExporter(endpoint=endpoint, headers=headers, timeout=timeout)
