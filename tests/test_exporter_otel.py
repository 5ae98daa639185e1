"""The OpenTelemetry exporter: spans from the in-memory exporter, OTLP/HTTP over loopback."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import Any

import anyio
import anyio.to_thread
import pytest
from aiohttp import web
from opentelemetry import context as otel_context
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

from exporters.otel import (
    DRIFT_EVENT,
    EVALUATION_EVENT,
    OTelExporter,
    SuppressedSpanExporter,
    tracer_provider_from_env,
)
from ragas_stream.aggregate import Aggregator, DriftConfig
from ragas_stream.events import Interaction
from ragas_stream.exporting import ExporterContext, Telemetry, load_exporter
from ragas_stream.results import Evaluation, JudgeCall, MetricResult

TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
SPAN_ID = "00f067aa0ba902b7"
TRACEPARENT = f"00-{TRACE_ID}-{SPAN_ID}-01"
WALL_OFFSET = 1_700_000_000.0


class FakeClock:
    def __init__(self) -> None:
        self.now = 500.0

    def time(self) -> float:
        return WALL_OFFSET + self.now

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def spans() -> Iterator[tuple[TracerProvider, InMemorySpanExporter]]:
    memory = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(memory))
    yield provider, memory
    provider.shutdown()


def evaluation(
    *results: MetricResult,
    traceparent: str | None = TRACEPARENT,
    started_at: float = 100.0,
    ended_at: float = 102.0,
) -> Evaluation:
    interaction = Interaction(
        id="int-1",
        question="How tall is Tokyo Tower?",
        answer="333 metres.",
        labels=MappingProxyType({"route": "search"}),
        traceparent=traceparent,
    )
    return Evaluation(interaction, results, started_at, ended_at)


def only(spans: Sequence[ReadableSpan], name: str) -> ReadableSpan:
    (span,) = [s for s in spans if s.name == name]
    return span


def events(span: ReadableSpan, name: str) -> list[dict[str, Any]]:
    return [dict(e.attributes or {}) for e in span.events if e.name == name]


@pytest.mark.anyio
async def test_carrier_is_an_evaluator_span_with_exactly_one_link_to_the_evaluated_span(
    spans: tuple[TracerProvider, InMemorySpanExporter],
) -> None:
    provider, memory = spans
    exporter = OTelExporter(provider, clock=FakeClock())
    await exporter.export(evaluation(MetricResult.ok("faithfulness", 0.6)))

    carrier = only(memory.get_finished_spans(), "evaluate")
    assert carrier.attributes is not None
    assert carrier.attributes["openinference.span.kind"] == "EVALUATOR"
    assert carrier.attributes["ragas_stream.interaction.id"] == "int-1"
    assert carrier.attributes["ragas_stream.label.route"] == "search"
    assert carrier.parent is None  # its own trace: the evaluated trace is linked, not joined
    assert len(carrier.links) == 1
    linked = carrier.links[0].context
    assert (f"{linked.trace_id:032x}", f"{linked.span_id:016x}") == (TRACE_ID, SPAN_ID)
    assert linked.is_remote and linked.trace_flags.sampled
    assert carrier.context is not None
    assert f"{carrier.context.trace_id:032x}" != TRACE_ID
    # monotonic 100 → 102 mapped to wall-clock through the clock's offset
    assert carrier.start_time == int((WALL_OFFSET + 100.0) * 1e9)
    assert carrier.end_time == int((WALL_OFFSET + 102.0) * 1e9)


@pytest.mark.anyio
async def test_an_interaction_without_traceparent_gets_no_link(
    spans: tuple[TracerProvider, InMemorySpanExporter],
) -> None:
    provider, memory = spans
    await OTelExporter(provider).export(
        evaluation(MetricResult.ok("faithfulness", 1.0), traceparent=None)
    )
    assert only(memory.get_finished_spans(), "evaluate").links == ()


@pytest.mark.anyio
async def test_results_become_indexed_attributes_and_one_genai_event_per_metric(
    spans: tuple[TracerProvider, InMemorySpanExporter],
) -> None:
    provider, memory = spans
    exporter = OTelExporter(provider, thresholds={"faithfulness": 0.7, "answer_relevance": 0.5})
    await exporter.export(
        evaluation(
            MetricResult.ok("faithfulness", 0.6, explanation="3 of 5 statements supported"),
            MetricResult.ok("answer_relevance", 0.9),
            MetricResult.not_applicable("context_recall", "no_reference"),
            MetricResult.error("context_relevance", "timeout"),
        )
    )
    carrier = only(memory.get_finished_spans(), "evaluate")
    attrs = dict(carrier.attributes or {})
    assert attrs["evaluations.0.evaluation.name"] == "faithfulness"
    assert attrs["evaluations.0.evaluation.score"] == 0.6
    assert attrs["evaluations.0.evaluation.label"] == "fail"
    assert attrs["evaluations.0.evaluation.explanation"] == "3 of 5 statements supported"
    assert attrs["evaluations.1.evaluation.label"] == "pass"
    assert "evaluations.2.evaluation.score" not in attrs
    assert attrs["evaluations.2.evaluation.label"] == "not_applicable"
    assert attrs["evaluations.2.evaluation.explanation"] == "no_reference"
    assert attrs["evaluations.3.evaluation.label"] == "error"

    results = events(carrier, EVALUATION_EVENT)
    assert [e["gen_ai.evaluation.name"] for e in results] == [
        "faithfulness",
        "answer_relevance",
        "context_recall",
        "context_relevance",
    ]
    faithfulness, relevance, recall, failed = results
    assert faithfulness["gen_ai.evaluation.score.value"] == 0.6
    assert faithfulness["gen_ai.evaluation.score.label"] == "fail"
    assert faithfulness["gen_ai.evaluation.explanation"] == "3 of 5 statements supported"
    assert "error.type" not in faithfulness
    assert relevance["gen_ai.evaluation.score.label"] == "pass"
    assert "gen_ai.evaluation.score.value" not in recall
    assert "error.type" not in recall
    assert failed["error.type"] == "timeout"
    assert carrier.status.status_code is StatusCode.UNSET  # not every metric failed


@pytest.mark.anyio
async def test_an_evaluation_whose_every_metric_failed_has_error_status(
    spans: tuple[TracerProvider, InMemorySpanExporter],
) -> None:
    provider, memory = spans
    await OTelExporter(provider).export(evaluation(MetricResult.error("faithfulness", "timeout")))
    carrier = only(memory.get_finished_spans(), "evaluate")
    assert carrier.status.status_code is StatusCode.ERROR


@pytest.mark.anyio
async def test_judge_requests_become_child_spans_with_genai_attributes(
    spans: tuple[TracerProvider, InMemorySpanExporter],
) -> None:
    provider, memory = spans
    fused = dict(operation="chat", model="gpt-4o-mini", provider="openai", started_at=100.5)
    calls_f = (
        JudgeCall(**fused, ended_at=101.0, input_tokens=60, output_tokens=20, share=0.5),  # type: ignore[arg-type]
        JudgeCall("chat", "gpt-4o-mini", "openai", 7, 3, 101.0, 101.5, cached=True),
    )
    calls_r = (
        JudgeCall(**fused, ended_at=101.0, input_tokens=60, output_tokens=20, share=0.5),  # type: ignore[arg-type]
        JudgeCall("embeddings", "text-embedding-3-small", "openai", 12, 0, 101.0, 101.2),
        JudgeCall(
            "chat", "gpt-4o-mini", "openai", 0, 0, 101.2, 101.9, status="http_429",
            error_type="rate_limited",
        ),
    )  # fmt: skip
    await OTelExporter(provider, clock=FakeClock()).export(
        evaluation(
            MetricResult.ok("faithfulness", 1.0, calls=calls_f),
            MetricResult.ok("answer_relevance", 0.8, calls=calls_r),
        )
    )
    finished = memory.get_finished_spans()
    carrier = only(finished, "evaluate")
    children = [s for s in finished if s.name != "evaluate"]
    assert sorted(s.name for s in children) == [
        "chat gpt-4o-mini",  # the fused request, once
        "chat gpt-4o-mini",  # the rate-limited one
        "embeddings text-embedding-3-small",
    ]  # the cached answer made no request: no span
    assert carrier.context is not None
    for child in children:
        assert child.parent is not None and child.parent.span_id == carrier.context.span_id
        assert child.kind is SpanKind.CLIENT
    fused_span = next(
        s for s in children if s.attributes and s.attributes.get("error.type") is None
        and s.name.startswith("chat")
    )  # fmt: skip
    attrs = dict(fused_span.attributes or {})
    assert attrs["gen_ai.operation.name"] == "chat"
    assert attrs["gen_ai.request.model"] == "gpt-4o-mini"
    assert attrs["gen_ai.provider.name"] == "openai"
    assert attrs["gen_ai.usage.input_tokens"] == 120  # the two shares summed
    assert attrs["gen_ai.usage.output_tokens"] == 40
    assert attrs["ragas_stream.metrics"] == ("faithfulness", "answer_relevance")
    assert fused_span.start_time == int((WALL_OFFSET + 100.5) * 1e9)
    assert fused_span.end_time == int((WALL_OFFSET + 101.0) * 1e9)
    embed = only(children, "embeddings text-embedding-3-small")
    assert (embed.attributes or {})["gen_ai.operation.name"] == "embeddings"
    limited = next(s for s in children if (s.attributes or {}).get("error.type"))
    assert (limited.attributes or {})["error.type"] == "rate_limited"
    assert limited.status.status_code is StatusCode.ERROR


@pytest.mark.anyio
async def test_a_drift_alarm_is_recorded_as_an_event_on_the_next_carrier(
    spans: tuple[TracerProvider, InMemorySpanExporter],
) -> None:
    provider, memory = spans
    clock = FakeClock()
    aggregator = Aggregator(
        clock=clock, drift=DriftConfig(baseline=3600.0, threshold=4.0, min_baseline=20)
    )
    exporter = OTelExporter(provider, clock=clock, aggregator=aggregator)
    onset_at = None
    for i in range(60):
        clock.now += 1.0
        value = (0.9 if i % 2 else 0.7) if i < 40 else 0.2
        e = evaluation(MetricResult.ok("answer_relevance", value))
        aggregator.observe(e)
        await exporter.export(e)
        carrier = memory.get_finished_spans()[-1]
        if events(carrier, DRIFT_EVENT):
            onset_at = i
            break
    assert onset_at is not None and onset_at >= 40
    (drift,) = events(memory.get_finished_spans()[-1], DRIFT_EVENT)
    assert drift["ragas_stream.drift.kind"] == "onset"
    assert drift["ragas_stream.drift.metric"] == "answer_relevance"
    assert drift["ragas_stream.drift.direction"] == "down"
    assert drift["ragas_stream.drift.baseline_mean"] == pytest.approx(0.8)
    # earlier carriers had no drift event, and the event is not repeated
    await exporter.export(evaluation(MetricResult.ok("answer_relevance", 0.2)))
    assert events(memory.get_finished_spans()[-1], DRIFT_EVENT) == []


class _FlagRecorder(SpanExporter):
    def __init__(self) -> None:
        self.flags: list[object] = []
        self.spans: list[ReadableSpan] = []

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.flags.append(otel_context.get_value(otel_context._SUPPRESS_INSTRUMENTATION_KEY))
        self.spans.extend(spans)
        return SpanExportResult.SUCCESS


def test_span_export_runs_with_instrumentation_suppressed() -> None:
    recorder = _FlagRecorder()
    SuppressedSpanExporter(recorder).export([])
    assert recorder.flags == [True]
    assert otel_context.get_value(otel_context._SUPPRESS_INSTRUMENTATION_KEY) is None

    provider = tracer_provider_from_env({"OTEL_SERVICE_NAME": "svc"}, span_exporter=recorder)
    provider.get_tracer("t").start_span("s").end()
    provider.force_flush()
    provider.shutdown()
    assert recorder.flags[1:] and all(flag is True for flag in recorder.flags[1:])
    assert [s.name for s in recorder.spans] == ["s"]
    assert recorder.spans[0].resource.attributes["service.name"] == "svc"


@pytest.mark.anyio
async def test_provider_from_env_sends_otlp_http_to_the_configured_endpoint() -> None:
    received: list[tuple[Mapping[str, str], bytes]] = []
    got = anyio.Event()

    async def collect(request: web.Request) -> web.Response:
        received.append((request.headers.copy(), await request.read()))  # case-insensitive
        got.set()
        return web.Response(body=b"", content_type="application/x-protobuf")

    app = web.Application()
    app.router.add_post("/v1/traces", collect)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    env = {
        "OTEL_EXPORTER_OTLP_ENDPOINT": f"http://127.0.0.1:{port}/",
        "OTEL_EXPORTER_OTLP_HEADERS": "authorization=Bearer%20s3cret,x-tenant=acme",
        "OTEL_SERVICE_NAME": "rag-eval",
        "OTEL_RESOURCE_ATTRIBUTES": "deployment.environment=prod,service.name=ignored",
        "OTEL_TRACES_EXPORTER": "otlp",
    }
    provider = tracer_provider_from_env(env)
    try:
        exporter = OTelExporter(provider)
        await exporter.export(evaluation(MetricResult.ok("faithfulness", 0.5)))
        with anyio.fail_after(20):
            flushed = await anyio.to_thread.run_sync(provider.force_flush)
            await got.wait()
        assert flushed
    finally:
        await anyio.to_thread.run_sync(provider.shutdown)
        await runner.cleanup()

    headers, body = received[0]
    assert headers["authorization"] == "Bearer s3cret"
    assert headers["x-tenant"] == "acme"
    assert headers["Content-Type"] == "application/x-protobuf"
    request = ExportTraceServiceRequest()
    request.ParseFromString(body)
    (resource_spans,) = request.resource_spans
    resource = {a.key: a.value.string_value for a in resource_spans.resource.attributes}
    assert resource["service.name"] == "rag-eval"
    assert resource["deployment.environment"] == "prod"
    names = [s.name for scope in resource_spans.scope_spans for s in scope.spans]
    assert names == ["evaluate"]


def test_provider_from_env_honours_disabling_and_rejects_what_it_cannot_do() -> None:
    recorder = _FlagRecorder()
    disabled = tracer_provider_from_env({"OTEL_SDK_DISABLED": "true"}, span_exporter=recorder)
    span = disabled.get_tracer("t").start_span("s")
    assert not span.is_recording()
    span.end()
    disabled.shutdown()
    assert recorder.spans == []

    off = tracer_provider_from_env({"OTEL_TRACES_SAMPLER": "always_off"}, span_exporter=recorder)
    assert not off.get_tracer("t").start_span("s").is_recording()
    off.shutdown()

    with pytest.raises(ValueError, match="http/protobuf"):
        tracer_provider_from_env({"OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"})
    with pytest.raises(ValueError, match="not supported"):
        tracer_provider_from_env({"OTEL_TRACES_EXPORTER": "zipkin"})
    with pytest.raises(ValueError, match="not supported"):
        tracer_provider_from_env({"OTEL_TRACES_SAMPLER": "sometimes"})
    with pytest.raises(ValueError, match="item 2") as caught:
        tracer_provider_from_env({"OTEL_EXPORTER_OTLP_HEADERS": "a=1,Bearer sk-secret-value"})
    assert "sk-secret" not in str(caught.value)  # a malformed item may be a credential
    ok = tracer_provider_from_env({"OTEL_EXPORTER_OTLP_HEADERS": "authorization=sk-123"})
    assert "sk-123" not in repr(ok.resource.attributes)
    ok.shutdown()


@pytest.mark.anyio
async def test_created_without_a_provider_it_builds_one_from_env_and_owns_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OTEL_TRACES_EXPORTER", "none")
    exporter = load_exporter("otel", ExporterContext(telemetry=Telemetry()))
    assert isinstance(exporter, OTelExporter)
    await exporter.export(evaluation(MetricResult.ok("faithfulness", 0.5)))
    await exporter.aclose()
    await exporter.aclose()
    with pytest.raises(ValueError, match="unknown option"):
        load_exporter("otel", ExporterContext(options={"threshold": 1}, telemetry=Telemetry()))
    with pytest.raises(ValueError, match="thresholds"):
        load_exporter(
            "otel", ExporterContext(options={"thresholds": {"f": 2}}, telemetry=Telemetry())
        )


def test_without_any_otlp_setting_spans_stay_local_instead_of_failing_to_export() -> None:
    from exporters.otel import _span_exporters

    assert _span_exporters({}) == []
    assert len(_span_exporters({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:4318"})) == 1
    assert len(_span_exporters({"OTEL_TRACES_EXPORTER": "console"})) == 1
