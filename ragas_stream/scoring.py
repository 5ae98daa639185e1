"""Batch scoring: a finite JSONL file of interactions through the real pipeline into a results
file, one line per input, in input order.

``score_file`` reads with ``TailSource(follow=False)`` (the sidecar's decoder and limits), runs
the same ``Pipeline`` and ``Scorer`` (so the same judge, limiter, fused plan and outcomes as the
sidecar) with a sampler that keeps everything, and writes, for every non-blank input line, one
line: ``Evaluation.as_record()`` for a scored or errored interaction, or
``{"id", "outcome": "rejected", "reason", "detail"}`` for a line that did not decode. Lines are
written in input order (results that finish early wait in memory for the ones before them) and
flushed as they become writable. It returns a ``ScoreSummary``: counts by outcome and, per
metric, counts by status and the mean of the ``ok`` values.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Literal

import orjson
from prometheus_client import CollectorRegistry

from .clock import Clock, SystemClock
from .events import DecodeLimits, Interaction, Reject
from .judges.base import Judge
from .judges.session import ReplyCache
from .metrics.base import Metric
from .pipeline import Pipeline, PipelineConfig, Scorer
from .results import Evaluation, Outcome
from .sampling import Sampler
from .selfmetrics import SelfMetrics
from .sources.base import Delivery, Source, SourceStatistics
from .sources.tail import TailSource

__all__ = ["MetricSummary", "ScoreSummary", "count_records", "score_file"]


@dataclass
class MetricSummary:
    """One metric over a batch: results by status and the sum of ``ok`` values."""

    ok: int = 0
    not_applicable: int = 0
    error: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float | None:
        """The mean of the ``ok`` values, or None when there is none."""
        return self.total / self.ok if self.ok else None


@dataclass
class ScoreSummary:
    """What a batch produced: ``outcomes`` by name, ``metrics`` by metric name (in the order the
    metrics were given), and ``lines`` written."""

    outcomes: Counter[str] = field(default_factory=Counter)
    metrics: dict[str, MetricSummary] = field(default_factory=dict)
    lines: int = 0

    @property
    def evaluated(self) -> int:
        return self.outcomes[Outcome.SCORED.value] + self.outcomes[Outcome.ERRORED.value]


Progress = Callable[[ScoreSummary], None]


class _Numbered(Source):
    """Wraps a source, remembering each item's position in the input."""

    def __init__(self, inner: Source) -> None:
        self.inner = inner
        self.name = inner.name
        self.position: dict[int, int] = {}
        self._count = 0

    async def __aenter__(self) -> _Numbered:
        await self.inner.__aenter__()
        return self

    async def deliveries(self) -> AsyncIterator[Delivery]:
        async for delivery in self.inner.deliveries():
            self.position[id(delivery.item)] = self._count
            self._count += 1
            yield delivery

    async def aclose(self) -> None:
        await self.inner.aclose()

    def statistics(self) -> SourceStatistics:
        return self.inner.statistics()


class _OrderedWriter:
    """An exporter writing one line per settled delivery, in input order."""

    def __init__(
        self,
        out: IO[bytes],
        source: _Numbered,
        summary: ScoreSummary,
        progress: Progress | None,
    ) -> None:
        self._out = out
        self._source = source
        self._summary = summary
        self._progress = progress
        self._evaluations: dict[int, Evaluation] = {}
        self._ready: dict[int, bytes] = {}
        self._next = 0
        self.failure: OSError | None = None

    async def export(self, evaluation: Evaluation) -> None:
        self._evaluations[id(evaluation.interaction)] = evaluation

    def record_outcome(
        self, outcome: Outcome, reason: str, item: Interaction | Reject | None
    ) -> None:
        key = id(item)
        record: dict[str, object]
        evaluation = self._evaluations.pop(key, None)
        if evaluation is not None:
            record = evaluation.as_record()
            self._count_metrics(evaluation)
        elif isinstance(item, Reject):
            record = {"id": item.id, "outcome": outcome.value, "reason": reason}
            record["detail"] = item.detail
        else:
            ident = item.id if isinstance(item, Interaction) else None
            record = {"id": ident, "outcome": outcome.value, "reason": reason}
        self._summary.outcomes[outcome.value] += 1
        position = self._source.position.pop(key, None)
        line = orjson.dumps(record) + b"\n"
        if position is None:  # not from the numbered source: write at once
            self._write(line)
        else:
            self._ready[position] = line
            while self._next in self._ready:
                self._write(self._ready.pop(self._next))
                self._next += 1
        if self._progress is not None:
            self._progress(self._summary)

    def _write(self, line: bytes) -> None:
        # The pipeline logs and swallows exporter failures; keep the first so that
        # score_file can raise it once the pipeline has finished.
        if self.failure is not None:
            return
        try:
            self._out.write(line)
            self._out.flush()
        except OSError as exc:
            self.failure = exc
            return
        self._summary.lines += 1

    def _count_metrics(self, evaluation: Evaluation) -> None:
        for result in evaluation.results:
            entry = self._summary.metrics.setdefault(result.name, MetricSummary())
            if result.value is not None:
                entry.ok += 1
                entry.total += result.value
            elif result.status.value == "not_applicable":
                entry.not_applicable += 1
            else:
                entry.error += 1

    async def aclose(self) -> None:
        for position in sorted(self._ready):  # lines whose predecessors never settled
            self._write(self._ready.pop(position))


def count_records(path: Path) -> int:
    """The number of non-blank lines in ``path`` (what ``score_file`` will write)."""
    count = 0
    with path.open("rb") as handle:
        for line in handle:
            if line.strip():
                count += 1
    return count


async def score_file(
    path: Path,
    out: IO[bytes],
    *,
    judge: Judge,
    metrics: Sequence[Metric],
    plan: Literal["fused", "separate"] = "fused",
    concurrency: int = 8,
    metric_timeout: float = 120.0,
    registry: CollectorRegistry | None = None,
    progress: Progress | None = None,
    limits: DecodeLimits | None = None,
    clock: Clock | None = None,
) -> ScoreSummary:
    """Score every interaction of the JSONL file ``path`` and write result lines to ``out``.

    Raises ``OSError`` when the input cannot be read or the output written; judge and metric
    failures are outcomes in the results, not exceptions. ``progress`` is called after every
    settled line. ``registry`` receives the pipeline's self-metrics (judge calls and tokens
    per metric included).
    """
    clock = clock or SystemClock()
    summary = ScoreSummary()
    summary.metrics = {m.name: MetricSummary() for m in metrics}
    tail = TailSource(path, follow=False, limits=limits or DecodeLimits(), clock=clock)
    source = _Numbered(tail)
    writer = _OrderedWriter(out, source, summary, progress)
    scorer = Scorer(
        judge,
        metrics,
        plan=plan,
        metric_timeout=metric_timeout,
        cache=ReplyCache(),
        clock=clock,
    )
    async with source:
        try:
            pipeline = Pipeline(
                source,
                scorer,
                sampler=Sampler(rate=1.0),
                exporters=[writer],
                exporter_names=["results"],
                selfmetrics=SelfMetrics(registry if registry is not None else CollectorRegistry()),
                config=PipelineConfig(
                    concurrency=concurrency,
                    queue_size=max(16, 2 * concurrency),
                    overflow="block",
                    plan=plan,
                    metric_timeout=metric_timeout,
                ),
                clock=clock,
            )
            await pipeline.run()
        finally:
            await writer.aclose()
    if writer.failure is not None:
        raise writer.failure
    return summary
