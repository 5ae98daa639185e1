"""The local sinks: the JSONL exporter (and, below, the console exporter's summary)."""

from __future__ import annotations

import io
import os
from pathlib import Path
from types import MappingProxyType

import anyio
import anyio.to_thread
import orjson
import pytest

from exporters.console import ConsoleExporter
from exporters.jsonl import JsonlExporter
from ragas_stream.events import Interaction
from ragas_stream.exporting import ExporterContext, load_exporter
from ragas_stream.results import Evaluation, MetricResult, Outcome


def evaluation(i: int, *results: MetricResult) -> Evaluation:
    interaction = Interaction(
        id=f"i{i}",
        question="q",
        answer="a",
        timestamp=1_700_000_000.0 + i,
        labels=MappingProxyType({"route": "search"}),
    )
    return Evaluation(interaction, results, 0.0, 1.0)


@pytest.mark.anyio
async def test_each_evaluation_is_one_line_holding_its_record_on_disk_when_export_returns(
    tmp_path: Path,
) -> None:
    path = tmp_path / "out" / "results.jsonl"  # the directory does not exist yet
    exporter = load_exporter("jsonl", ExporterContext(options={"path": str(path)}))
    sent = [
        evaluation(1, MetricResult.ok("faithfulness", 0.6, explanation="3/5")),
        evaluation(2, MetricResult.error("faithfulness", "timeout")),
        evaluation(3, MetricResult.not_applicable("context_recall", "no_reference")),
    ]
    for e in sent:
        await exporter.export(e)
    # read before aclose: every exported line is already flushed to the OS
    lines = path.read_bytes().splitlines()
    assert [orjson.loads(line) for line in lines] == [
        orjson.loads(orjson.dumps(e.as_record())) for e in sent
    ]
    assert orjson.loads(lines[1])["outcome"] == "errored"
    await exporter.aclose()
    await exporter.aclose()  # idempotent
    with pytest.raises(RuntimeError, match="closed"):
        await exporter.export(sent[0])


@pytest.mark.anyio
async def test_an_existing_file_is_appended_to(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    path.write_bytes(b'{"earlier": true}\n')
    exporter = JsonlExporter(path)
    await exporter.export(evaluation(1, MetricResult.ok("faithfulness", 1.0)))
    await exporter.aclose()
    lines = path.read_bytes().splitlines()
    assert len(lines) == 2
    assert orjson.loads(lines[0]) == {"earlier": True}


@pytest.mark.anyio
async def test_a_line_torn_by_a_killed_run_does_not_swallow_the_next_runs_first_line(
    tmp_path: Path,
) -> None:
    path = tmp_path / "results.jsonl"
    path.write_bytes(b'{"id": "i0"}\n{"id": "i1", "met')  # killed mid-line
    exporter = JsonlExporter(path)
    await exporter.export(evaluation(2, MetricResult.ok("faithfulness", 1.0)))
    await exporter.aclose()
    lines = path.read_bytes().splitlines()
    assert lines[1] == b'{"id": "i1", "met'
    assert orjson.loads(lines[2])["id"] == "i2"


@pytest.mark.anyio
@pytest.mark.timeout(20)
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs a named pipe")
async def test_a_stalled_disk_does_not_stall_the_event_loop(tmp_path: Path) -> None:
    # Opening a FIFO for writing blocks until a reader appears: a stand-in for a stuck disk.
    # Were the write done on the loop, the reader below could never run (pytest-timeout fails).
    path = tmp_path / "pipe"
    os.mkfifo(path)
    exporter = JsonlExporter(path)
    with anyio.fail_after(10):
        async with anyio.create_task_group() as tg:
            tg.start_soon(exporter.export, evaluation(1, MetricResult.ok("faithfulness", 0.5)))
            await anyio.wait_all_tasks_blocked()
            assert exporter.lines == 0  # the export is still waiting for the "disk"
            reader = await anyio.to_thread.run_sync(path.open, "rb")
            line = await anyio.to_thread.run_sync(reader.readline)
        reader.close()
    assert orjson.loads(line)["id"] == "i1"
    assert exporter.lines == 1
    await exporter.aclose()


def test_create_validates_options() -> None:
    with pytest.raises(ValueError, match="unknown option"):
        load_exporter("jsonl", ExporterContext(options={"file": "x.jsonl"}))
    with pytest.raises(ValueError, match="path"):
        load_exporter("jsonl", ExporterContext(options={"path": ""}))


# The console exporter shares this file: both are local sinks with no service behind them.


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def time(self) -> float:
        return self.now

    def monotonic(self) -> float:
        return self.now


@pytest.mark.anyio
async def test_console_prints_running_means_and_counts_every_interval() -> None:
    clock = FakeClock()
    out = io.StringIO()
    console = ConsoleExporter(interval=5.0, stream=out, clock=clock)
    await console.export(
        evaluation(1, MetricResult.ok("faithfulness", 0.5), MetricResult.ok("answer_relevance", 1))
    )
    console.record_outcome(Outcome.SCORED, "ok", None)
    assert out.getvalue() == ""  # the interval has not passed
    clock.now = 5.0
    await console.export(
        evaluation(
            2,
            MetricResult.ok("faithfulness", 1.0),
            MetricResult.error("answer_relevance", "timeout"),
        )
    )
    console.record_outcome(Outcome.SAMPLED_OUT, "sampled_out", None)
    first = out.getvalue()
    assert first.startswith("ragas-stream: 1 settled (scored 1)")
    assert "faithfulness" in first and "mean 0.750" in first and "(n=2)" in first
    assert "answer_relevance" in first and "mean 1.000" in first and "1 failed" in first
    await console.aclose()
    final = out.getvalue()[len(first) :]
    assert final.startswith("ragas-stream: 2 settled (sampled_out 1, scored 1)")
    await console.aclose()
    assert out.getvalue().count("ragas-stream:") == 2


def test_console_create_validates_interval() -> None:
    assert isinstance(
        load_exporter("console", ExporterContext(options={"interval": 2})), ConsoleExporter
    )
    with pytest.raises(ValueError, match="interval"):
        load_exporter("console", ExporterContext(options={"interval": "soon"}))
