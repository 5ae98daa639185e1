"""The Prometheus exporter: exposition parsed back and checked, served over real HTTP."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from types import MappingProxyType

import aiohttp
import anyio
import pytest
from aiohttp import web
from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.metrics import MetricWrapperBase
from prometheus_client.openmetrics.parser import text_string_to_metric_families as parse_om
from prometheus_client.parser import text_string_to_metric_families as parse_text
from prometheus_client.samples import Sample
from tool_helpers import require_tool

from exporters.prometheus import SCORE_BUCKETS, PrometheusExporter
from ragas_stream.aggregate import Aggregator, DriftConfig
from ragas_stream.events import Interaction
from ragas_stream.exporting import ExporterContext, Telemetry, load_exporter
from ragas_stream.labels import LabelLimiter
from ragas_stream.results import Evaluation, MetricResult
from ragas_stream.selfmetrics import SelfMetrics

Getter = Callable[[dict[str, str]], Awaitable[tuple[str, str]]]

TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
TRACEPARENT = f"00-{TRACE_ID}-00f067aa0ba902b7-01"


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def time(self) -> float:
        return 1_700_000_000.0 + self.now

    def monotonic(self) -> float:
        return self.now


def evaluation(
    i: int,
    *results: MetricResult,
    labels: dict[str, str] | None = None,
    traceparent: str | None = None,
) -> Evaluation:
    interaction = Interaction(
        id=f"i{i}",
        question="q",
        answer="a",
        labels=MappingProxyType(labels or {}),
        traceparent=traceparent,
    )
    return Evaluation(interaction, results, 0.0, 1.0)


def samples(registry: CollectorRegistry, name: str) -> list[Sample]:
    text = generate_latest(registry).decode()
    return [s for family in parse_text(text) for s in family.samples if s.name == name]


@pytest.mark.anyio
async def test_scores_fill_histogram_buckets_over_the_unit_interval(
    registry: CollectorRegistry,
) -> None:
    exporter = PrometheusExporter(registry)
    for i, value in enumerate((0.0, 0.05, 0.5, 0.97, 1.0)):
        await exporter.export(evaluation(i, MetricResult.ok("faithfulness", value)))

    buckets = {
        s.labels["le"]: s.value
        for s in samples(registry, "ragas_stream_score_ratio_bucket")
        if s.labels["metric"] == "faithfulness"
    }
    expected_bounds = [float(b) for b in SCORE_BUCKETS] + [float("inf")]
    assert sorted(float(le) for le in buckets) == expected_bounds
    assert all(0.0 <= float(le) <= 1.0 for le in buckets if le != "+Inf")
    assert buckets["0.0"] == 1  # the exact zero
    assert buckets["0.1"] == 2
    assert buckets["0.5"] == 3
    assert buckets["0.95"] == 3
    assert buckets["1.0"] == 5
    assert buckets["+Inf"] == 5
    (count,) = samples(registry, "ragas_stream_score_ratio_count")
    assert count.value == 5


@pytest.mark.anyio
async def test_results_without_a_score_are_not_observed(registry: CollectorRegistry) -> None:
    exporter = PrometheusExporter(registry)
    await exporter.export(
        evaluation(
            1,
            MetricResult.ok("faithfulness", 0.8),
            MetricResult.not_applicable("context_recall", "no_reference"),
            MetricResult.error("answer_relevance", "timeout"),
        )
    )
    metrics = {s.labels["metric"] for s in samples(registry, "ragas_stream_score_ratio_count")}
    assert metrics == {"faithfulness"}


@pytest.mark.anyio
async def test_label_values_beyond_the_cap_become_other_and_are_counted(
    registry: CollectorRegistry,
) -> None:
    exporter = PrometheusExporter(registry, labels=LabelLimiter(["route"], max_values=2))
    for i in range(6):
        labels = {"route": f"r{i}", "request_id": f"req-{i}"}  # request_id is not allowed
        await exporter.export(evaluation(i, MetricResult.ok("faithfulness", 0.5), labels=labels))

    counts = {
        s.labels["route"]: s.value for s in samples(registry, "ragas_stream_score_ratio_count")
    }
    assert counts == {"r0": 1, "r1": 1, "other": 4}
    assert all(
        "request_id" not in s.labels for s in samples(registry, "ragas_stream_score_ratio_count")
    )
    (overflow,) = samples(registry, "ragas_stream_label_values_overflowed_total")
    assert overflow.labels == {"key": "route"}
    assert overflow.value == 4


@pytest.mark.anyio
async def test_an_exporter_sharing_the_aggregators_limiter_does_not_count_overflow_twice(
    registry: CollectorRegistry,
) -> None:
    aggregator = Aggregator(clock=FakeClock(), labels=LabelLimiter(["route"], max_values=1))
    context = ExporterContext(
        telemetry=Telemetry(prometheus_registry=registry, aggregator=aggregator)
    )
    exporter = load_exporter("prometheus", context)
    for i in range(3):
        e = evaluation(i, MetricResult.ok("faithfulness", 0.5), labels={"route": f"r{i}"})
        aggregator.observe(e)  # the pipeline feeds the aggregator first
        await exporter.export(e)
    (overflow,) = samples(registry, "ragas_stream_label_values_overflowed_total")
    assert overflow.value == 2
    await exporter.aclose()


@pytest.mark.anyio
async def test_rolling_window_gauges_show_mean_interval_and_count_then_expire(
    registry: CollectorRegistry,
) -> None:
    clock = FakeClock()
    aggregator = Aggregator(
        clock=clock, windows={"5m": 300.0}, labels=LabelLimiter(["route"]), drift=None
    )
    exporter = PrometheusExporter(
        registry, labels=aggregator.labels, aggregator=aggregator, record_overflow=False
    )
    for i, value in enumerate((0.6, 0.8, 1.0)):
        e = evaluation(i, MetricResult.ok("faithfulness", value), labels={"route": "search"})
        aggregator.observe(e)
        await exporter.export(e)

    def gauge(name: str, scope: str) -> float:
        (s,) = [s for s in samples(registry, name) if s.labels["scope"] == scope]
        assert s.labels["window"] == "5m"
        assert s.labels["metric"] == "faithfulness"
        return s.value

    for scope in ("all", "labels"):
        assert gauge("ragas_stream_score_window_mean_ratio", scope) == pytest.approx(0.8)
        assert gauge("ragas_stream_score_window_evaluations", scope) == 3
        lower = gauge("ragas_stream_score_window_ci_lower_ratio", scope)
        upper = gauge("ragas_stream_score_window_ci_upper_ratio", scope)
        assert 0.0 <= lower < 0.8 < upper <= 1.0
    labelled = [
        s for s in samples(registry, "ragas_stream_score_window_mean_ratio")
        if s.labels["scope"] == "labels"
    ]  # fmt: skip
    assert labelled[0].labels["route"] == "search"

    clock.now += 301.0  # the window empties with time, without any new score
    assert gauge("ragas_stream_score_window_evaluations", "all") == 0
    assert samples(registry, "ragas_stream_score_window_mean_ratio") == []


@pytest.mark.anyio
async def test_drift_gauges_and_counter_report_an_alarm(registry: CollectorRegistry) -> None:
    clock = FakeClock()
    drift = DriftConfig(baseline=3600.0, slack=0.25, threshold=4.0, min_baseline=20)
    aggregator = Aggregator(clock=clock, drift=drift)
    exporter = PrometheusExporter(registry, aggregator=aggregator)
    for i in range(40):
        clock.now += 1.0
        aggregator.observe_score("answer_relevance", 0.8 + (0.1 if i % 2 else -0.1))
    for _ in range(10):
        clock.now += 1.0
        aggregator.observe_score("answer_relevance", 0.3)

    def by_direction(name: str) -> dict[str, float]:
        return {s.labels["direction"]: s.value for s in samples(registry, name)}

    assert by_direction("ragas_stream_score_drift_active") == {"down": 1.0, "up": 0.0}
    assert by_direction("ragas_stream_score_drift_alarms_total") == {"down": 1.0, "up": 0.0}
    assert by_direction("ragas_stream_score_drift_cusum_ratio")["down"] > 1.0
    await exporter.aclose()


@pytest.mark.anyio
async def test_exposition_passes_promtool_check_metrics(registry: CollectorRegistry) -> None:
    promtool = require_tool("promtool", "prometheus")
    selfmetrics = SelfMetrics(registry)
    for value in vars(selfmetrics).values():  # every self-metric series present, once
        if isinstance(value, MetricWrapperBase):
            names = value._labelnames
            child = value.labels(*(["x"] * len(names))) if names else value
            for method in ("inc", "observe", "set"):
                if hasattr(child, method):
                    getattr(child, method)(1)
                    break
    clock = FakeClock()
    aggregator = Aggregator(clock=clock, labels=LabelLimiter(["route", "model"], max_values=1))
    exporter = PrometheusExporter(
        registry, labels=aggregator.labels, aggregator=aggregator, record_overflow=False
    )
    for i in range(3):
        e = evaluation(
            i,
            MetricResult.ok("faithfulness", 0.9),
            MetricResult.ok("answer_relevance", 0.7),
            labels={"route": f"r{i}", "model": "m"},
            traceparent=TRACEPARENT,
        )
        aggregator.observe(e)
        await exporter.export(e)
    exposition = generate_latest(registry)
    with anyio.fail_after(30):
        result = await anyio.run_process(
            [promtool, "check", "metrics"], input=exposition, check=False
        )
    report = (result.stdout + result.stderr).decode()
    assert result.returncode == 0, report
    assert report.strip() == ""


@pytest.fixture
async def served(
    registry: CollectorRegistry,
) -> AsyncIterator[Getter]:
    """Serve the exporter's /metrics route on a real loopback port; yield a GET helper."""
    routes: list[tuple[str, str, object]] = []
    context = ExporterContext(
        telemetry=Telemetry(prometheus_registry=registry),
        add_route=lambda method, path, handler: routes.append((method, path, handler)),
    )
    exporter = load_exporter("prometheus", context)
    assert [(m, p) for m, p, _ in routes] == [("GET", "/metrics")]
    await exporter.export(
        evaluation(1, MetricResult.ok("faithfulness", 0.75), traceparent=TRACEPARENT)
    )
    app = web.Application()
    for method, path, handler in routes:
        app.router.add_route(method, path, handler)  # type: ignore[arg-type]
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]

    async def get(headers: dict[str, str]) -> tuple[str, str]:
        async with (
            aiohttp.ClientSession() as session,
            session.get(f"http://127.0.0.1:{port}/metrics", headers=headers) as response,
        ):
            assert response.status == 200
            return response.headers["Content-Type"], await response.text()

    try:
        yield get
    finally:
        await runner.cleanup()
        await exporter.aclose()


@pytest.mark.anyio
async def test_openmetrics_scrape_carries_the_trace_id_as_exemplar(
    served: Getter,
) -> None:
    with anyio.fail_after(10):
        content_type, body = await served(
            {"Accept": "application/openmetrics-text; version=1.0.0,text/plain;q=0.5"}
        )
    assert content_type.startswith("application/openmetrics-text")
    assert body.endswith("# EOF\n")
    exemplars = [
        s.exemplar
        for family in parse_om(body)
        for s in family.samples
        if s.name == "ragas_stream_score_ratio_bucket" and s.exemplar is not None
    ]
    assert len(exemplars) == 1
    assert exemplars[0].labels == {"trace_id": TRACE_ID}
    assert exemplars[0].value == 0.75


@pytest.mark.anyio
async def test_plain_scrape_gets_the_prometheus_text_format(
    served: Getter,
) -> None:
    with anyio.fail_after(10):
        content_type, body = await served({})
    assert content_type.startswith("text/plain")
    assert "# EOF" not in body
    assert "trace_id" not in body  # exemplars exist only in OpenMetrics
    names = {s.name for family in parse_text(body) for s in family.samples}
    assert "ragas_stream_score_ratio_bucket" in names


@pytest.mark.anyio
async def test_closing_unregisters_so_a_new_exporter_fits_the_same_registry(
    registry: CollectorRegistry,
) -> None:
    first = PrometheusExporter(registry)
    await first.aclose()
    await first.aclose()  # idempotent
    second = PrometheusExporter(registry)
    await second.export(evaluation(1, MetricResult.ok("faithfulness", 1.0)))
    assert len(samples(registry, "ragas_stream_score_ratio_count")) == 1


def test_create_rejects_unknown_options_and_bad_buckets(registry: CollectorRegistry) -> None:
    telemetry = Telemetry(prometheus_registry=registry)
    with pytest.raises(ValueError, match="unknown option"):
        load_exporter("prometheus", ExporterContext(options={"bucket": [0.5]}, telemetry=telemetry))
    with pytest.raises(ValueError, match="increasing"):
        load_exporter(
            "prometheus", ExporterContext(options={"buckets": [0.5, 0.2]}, telemetry=telemetry)
        )
    with pytest.raises(ValueError, match="increasing"):
        load_exporter("prometheus", ExporterContext(options={"buckets": [2]}, telemetry=telemetry))
