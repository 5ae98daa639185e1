"""The pipeline settles every delivery exactly once and keeps its bounds."""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any, ClassVar

import anyio
import anyio.lowlevel
import orjson
import pytest
from prometheus_client import CollectorRegistry

from ragas_stream.deadletter import FileDeadLetter
from ragas_stream.events import Interaction, Reject, decode_interaction
from ragas_stream.judges.base import Answer, Question
from ragas_stream.judges.session import Asker
from ragas_stream.pipeline import Pipeline, PipelineConfig, Scorer
from ragas_stream.results import Evaluation, MetricResult, Outcome
from ragas_stream.sampling import Sampler
from ragas_stream.selfmetrics import SelfMetrics
from ragas_stream.sources.base import Delivery, Source, SourceStatistics


class ListSource(Source):
    """A finite source over raw lines; records every settlement (a fake at the Source seam)."""

    name = "list"

    def __init__(self, lines: Sequence[bytes], *, hold_open: anyio.Event | None = None) -> None:
        self.lines = lines
        self.settlements: list[tuple[int, Outcome]] = []
        self.hold_open = hold_open
        self._waiters: list[tuple[int, anyio.Event]] = []

    async def wait_settled(self, count: int) -> None:
        """Return once ``count`` deliveries are settled."""
        if len(self.settlements) < count:
            event = anyio.Event()
            self._waiters.append((count, event))
            await event.wait()

    async def deliveries(self) -> AsyncIterator[Delivery]:
        for index, line in enumerate(self.lines):

            async def settle(outcome: Outcome, index: int = index) -> None:
                self.settlements.append((index, outcome))
                for count, event in self._waiters:
                    if len(self.settlements) >= count:
                        event.set()

            yield Delivery(decode_interaction(line), settle, origin=f"list:{index}")
        if self.hold_open is not None:
            await self.hold_open.wait()

    async def aclose(self) -> None:
        pass

    def statistics(self) -> SourceStatistics:
        return SourceStatistics(len(self.lines), len(self.settlements), 0, True)


class NoJudge:
    name = "none"

    async def answer(self, questions: Sequence[Question[Any]]) -> list[Answer[Any]]:
        raise AssertionError("the length metric never asks the judge")


class LengthMetric:
    """Scores 1.0 for answers that are not 'fail'; raises for 'fail' to exercise error paths."""

    name = "length"
    requires: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, gate: anyio.Event | None = None) -> None:
        self.gate = gate
        self.running = 0
        self.max_running = 0

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        self.running += 1
        self.max_running = max(self.max_running, self.running)
        try:
            if self.gate is not None:
                await self.gate.wait()
            await anyio.lowlevel.checkpoint()
            if interaction.answer == "fail":
                raise RuntimeError("boom")
            return MetricResult.ok(self.name, 1.0)
        finally:
            self.running -= 1


class NeedsContexts(LengthMetric):
    name = "needs_contexts"
    requires: ClassVar[frozenset[str]] = frozenset({"contexts"})


class RecordingExporter:
    def __init__(self, fail: bool = False) -> None:
        self.evaluations: list[Evaluation] = []
        self.outcomes: list[tuple[Outcome, str]] = []
        self.fail = fail

    async def export(self, evaluation: Evaluation) -> None:
        if self.fail:
            raise OSError("disk full")
        self.evaluations.append(evaluation)

    def record_outcome(
        self, outcome: Outcome, reason: str, item: Interaction | Reject | None
    ) -> None:
        self.outcomes.append((outcome, reason))

    async def aclose(self) -> None:
        pass


def _line(i: int, answer: str = "fine", **extra: Any) -> bytes:
    return orjson.dumps({"id": f"i{i}", "question": "q?", "answer": answer, **extra})


@pytest.mark.anyio
async def test_every_delivery_is_settled_exactly_once_with_its_outcome(tmp_path: Path) -> None:
    lines = [_line(i) for i in range(50)] + [b"{bad", b"[1]", _line(99, answer="fail")]
    source = ListSource(lines)
    exporter = RecordingExporter()
    registry = CollectorRegistry()
    dead = FileDeadLetter(tmp_path / "dead.jsonl")
    pipeline = Pipeline(
        source,
        Scorer(NoJudge(), [LengthMetric()]),
        exporters=[exporter],
        dead_letter=dead,
        selfmetrics=SelfMetrics(registry),
        config=PipelineConfig(concurrency=4, queue_size=2),
    )
    with anyio.fail_after(10):
        await pipeline.run()
    await dead.aclose()

    indexes = [i for i, _ in source.settlements]
    assert sorted(indexes) == list(range(len(lines)))  # each exactly once
    outcomes = Counter(o for _, o in source.settlements)
    assert outcomes == {Outcome.SCORED: 50, Outcome.REJECTED: 2, Outcome.ERRORED: 1}
    assert len(exporter.evaluations) == 51
    assert Counter(o for o, _ in exporter.outcomes) == outcomes
    dead_lines = [orjson.loads(x) for x in (tmp_path / "dead.jsonl").read_bytes().splitlines()]
    assert sorted(d["reason"] for d in dead_lines) == ["invalid_json", "not_an_object"]
    value = registry.get_sample_value(
        "ragas_stream_interactions_settled_total", {"outcome": "rejected", "reason": "invalid_json"}
    )
    assert value == 1.0
    assert registry.get_sample_value(
        "ragas_stream_interactions_received_total", {"source": "list"}
    ) == len(lines)


@pytest.mark.anyio
async def test_sampled_out_interactions_are_settled_and_counted_not_scored() -> None:
    source = ListSource([_line(i) for i in range(400)])
    exporter = RecordingExporter()
    pipeline = Pipeline(
        source,
        Scorer(NoJudge(), [LengthMetric()]),
        sampler=Sampler(rate=0.25),
        exporters=[exporter],
    )
    with anyio.fail_after(10):
        await pipeline.run()
    outcomes = Counter(o for _, o in source.settlements)
    assert outcomes[Outcome.SAMPLED_OUT] + outcomes[Outcome.SCORED] == 400
    assert 60 < outcomes[Outcome.SCORED] < 140
    assert len(exporter.evaluations) == outcomes[Outcome.SCORED]


@pytest.mark.anyio
async def test_shed_mode_drops_newest_when_queue_is_full_and_counts_it() -> None:
    gate = anyio.Event()
    metric = LengthMetric(gate)
    source = ListSource([_line(i) for i in range(20)], hold_open=anyio.Event())
    pipeline = Pipeline(
        source,
        Scorer(NoJudge(), [metric]),
        config=PipelineConfig(concurrency=1, queue_size=2, overflow="shed"),
    )
    async with anyio.create_task_group() as tg:
        await tg.start(pipeline.run)
        with anyio.fail_after(5):
            # At most 1 in flight + 2 queued; the rest are shed while the scorer is stuck.
            await source.wait_settled(17)
        assert {o for _, o in source.settlements} == {Outcome.SHED}
        gate.set()
        with anyio.fail_after(5):
            await source.wait_settled(20)
        pipeline.stop()
    outcomes = Counter(o for _, o in source.settlements)
    assert outcomes[Outcome.SHED] + outcomes[Outcome.SCORED] == 20
    assert 2 <= outcomes[Outcome.SCORED] <= 3


@pytest.mark.anyio
async def test_concurrency_is_bounded_and_block_mode_loses_nothing() -> None:
    metric = LengthMetric()
    source = ListSource([_line(i) for i in range(200)])
    pipeline = Pipeline(
        source, Scorer(NoJudge(), [metric]), config=PipelineConfig(concurrency=3, queue_size=1)
    )
    with anyio.fail_after(10):
        await pipeline.run()
    assert metric.max_running <= 3
    assert Counter(o for _, o in source.settlements) == {Outcome.SCORED: 200}


@pytest.mark.anyio
async def test_stop_drains_in_flight_work_and_leaves_the_rest_unread() -> None:
    gate = anyio.Event()
    source = ListSource([_line(i) for i in range(100)], hold_open=anyio.Event())
    pipeline = Pipeline(
        source,
        Scorer(NoJudge(), [LengthMetric(gate)]),
        config=PipelineConfig(concurrency=2, queue_size=2, drain_timeout=5),
    )
    async with anyio.create_task_group() as tg:
        await tg.start(pipeline.run)
        with anyio.fail_after(5):
            while pipeline.statistics().in_flight < 2:
                await anyio.lowlevel.checkpoint()
        pipeline.stop()
        gate.set()
    settled = {i for i, _ in source.settlements}
    received = pipeline.statistics().received
    assert settled == set(range(len(settled)))  # a prefix: nothing skipped
    assert 2 <= len(settled) <= received < 100


@pytest.mark.anyio
async def test_drain_deadline_leaves_stuck_work_unsettled_for_redelivery() -> None:
    source = ListSource([_line(i) for i in range(5)], hold_open=anyio.Event())
    pipeline = Pipeline(
        source,
        Scorer(NoJudge(), [LengthMetric(anyio.Event())]),  # never released
        config=PipelineConfig(concurrency=1, queue_size=1, drain_timeout=0.1),
    )
    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            await tg.start(pipeline.run)
            while pipeline.statistics().in_flight < 1:
                await anyio.lowlevel.checkpoint()
            pipeline.stop()
    assert source.settlements == []


@pytest.mark.anyio
async def test_failing_exporter_is_counted_and_scoring_goes_on() -> None:
    registry = CollectorRegistry()
    source = ListSource([_line(i) for i in range(10)])
    good = RecordingExporter()
    pipeline = Pipeline(
        source,
        Scorer(NoJudge(), [LengthMetric()]),
        exporters=[RecordingExporter(fail=True), good],
        exporter_names=["bad", "good"],
        selfmetrics=SelfMetrics(registry),
    )
    with anyio.fail_after(10):
        await pipeline.run()
    assert len(good.evaluations) == 10
    assert (
        registry.get_sample_value("ragas_stream_exporter_errors_total", {"exporter": "bad"}) == 10
    )


@pytest.mark.anyio
async def test_metric_missing_required_field_is_not_applicable_without_judge() -> None:
    source = ListSource([_line(1), _line(2, contexts=["c"])])
    exporter = RecordingExporter()
    pipeline = Pipeline(source, Scorer(NoJudge(), [NeedsContexts()]), exporters=[exporter])
    with anyio.fail_after(10):
        await pipeline.run()
    by_id = {e.interaction.id: e.results[0] for e in exporter.evaluations}
    assert by_id["i1"].status.value == "not_applicable" and by_id["i1"].reason == "no contexts"
    assert by_id["i2"].status.value == "ok"
