"""End to end over real I/O: lines appended to a file → a real HTTP scrape of /metrics and
spans in the OpenTelemetry SDK's in-memory exporter."""

from __future__ import annotations

from pathlib import Path

import aiohttp
import anyio
import orjson
import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

from ragas_stream.app import Application
from ragas_stream.config import load_config
from ragas_stream.testing import InMemoryExporter

TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
SPAN_ID = "00f067aa0ba902b7"

GOOD = {
    "id": "good-1",
    "question": "How tall is Tokyo Tower?",
    "contexts": [
        "Tokyo Tower, a communications and observation tower in Minato, Tokyo, is 333 metres "
        "tall. It opened in 1958 and draws many tourists."
    ],
    "answer": "Tokyo Tower is 333 metres tall.",
    "labels": {"route": "search"},
    "traceparent": f"00-{TRACE_ID}-{SPAN_ID}-01",
}
UNFAITHFUL = {
    "id": "bad-1",
    "question": "When did Tokyo Tower open?",
    "contexts": GOOD["contexts"],
    "answer": "Tokyo Tower opened in 1972 and is 410 metres tall.",
    "labels": {"route": "search"},
}


def _config(tmp_path: Path, log: Path) -> object:
    return load_config(
        overrides={
            "source.spec": f"tail:{log}",
            "source.state_dir": str(tmp_path / "state"),
            "sampling.rate": 1.0,
            "server.host": "127.0.0.1",
            "server.port": 0,
            "exporters.enabled": ("prometheus", "otel"),
            "labels.keys": ("route",),
        }
    )


@pytest.mark.anyio
async def test_appended_lines_reach_a_metrics_scrape_and_spans(tmp_path: Path) -> None:
    log = tmp_path / "interactions.jsonl"
    log.touch()
    spans = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(spans))
    recorder = InMemoryExporter()
    registry = CollectorRegistry()
    config = _config(tmp_path, log)
    async with Application(
        config,  # type: ignore[arg-type]
        registry=registry,
        tracer_provider=provider,
        exporters=[recorder],
    ) as app:
        async with anyio.create_task_group() as tg:
            port = await tg.start(app.run)
            with log.open("ab") as handle:
                for record in (GOOD, UNFAITHFUL):
                    handle.write(orjson.dumps(record) + b"\n")
                handle.write(b"{this is not json\n")
            with anyio.fail_after(20):
                await recorder.wait_for_outcomes(3)
            async with aiohttp.ClientSession() as http:
                async with http.get(f"http://127.0.0.1:{port}/metrics") as response:
                    assert response.status == 200
                    exposition = await response.text()
                async with http.get(f"http://127.0.0.1:{port}/readyz") as response:
                    assert response.status == 200
                async with http.get(f"http://127.0.0.1:{port}/healthz") as response:
                    assert response.status == 200
            app.stop()

    samples = {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(exposition)
        for s in family.samples
    }
    settled = {
        dict(labels).get("outcome"): value
        for (name, labels), value in samples.items()
        if name == "ragas_stream_interactions_settled_total"
    }
    assert settled["scored"] == 2 and settled["rejected"] == 1
    score_counts = {
        dict(labels)["metric"]: value
        for (name, labels), value in samples.items()
        if name.endswith("_count") and "score" in name and "metric" in dict(labels)
    }
    assert score_counts["faithfulness"] == 2
    assert score_counts["context_relevance"] == 2

    by_id = {e.interaction.id: e for e in recorder.evaluations}
    faith = {i: next(r for r in e.results if r.name == "faithfulness") for i, e in by_id.items()}
    assert faith["good-1"].details["supported"] == 1
    assert faith["good-1"].value is not None and faith["good-1"].value >= 0.9
    assert faith["bad-1"].value is not None and faith["bad-1"].value < 0.5

    finished = spans.get_finished_spans()
    carriers = [
        s for s in finished if s.attributes and "evaluations.0.evaluation.name" in s.attributes
    ]
    assert len(carriers) == 2
    linked = [s for s in carriers if s.links]
    assert len(linked) == 1
    assert format(linked[0].links[0].context.trace_id, "032x") == TRACE_ID
