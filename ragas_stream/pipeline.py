"""The pipeline: source → sampler → bounded queue → scorers → aggregator → exporters → settle.

One task group owns every task. Guarantees:

* Every delivery read is settled exactly once, with ``scored`` / ``errored`` (after every
  exporter saw the evaluation), ``sampled_out`` or ``shed`` (intentional drops) or ``rejected``
  (after the dead-letter sink has it), and each settlement is counted by outcome and reason.
* Memory is bounded: the queue between sampler and scorers holds at most ``queue_size``
  interactions, and at most ``concurrency`` are scored at once. With ``overflow="block"`` a full
  queue stops reading (the source keeps the backlog; nothing is dropped); with ``"shed"`` the
  newest interaction is settled as ``shed`` instead.
* ``stop()`` drains: reading stops at once, queued and in-flight work finishes within
  ``drain_timeout``; whatever is still unfinished then is left *unsettled*, so a checkpointing
  source re-delivers it after a restart (at-least-once, never silently lost).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

import anyio
from anyio.abc import TaskStatus
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream

from .clock import Clock, SystemClock
from .deadletter import DeadLetterSink
from .events import Interaction, Reject
from .exporting import Exporter
from .judges.base import Judge
from .judges.session import JudgeSession, ReplyCache
from .metrics.base import Metric, missing_fields
from .results import Evaluation, MetricResult, Outcome
from .sampling import Sampler
from .selfmetrics import SelfMetrics
from .sources.base import Delivery, Source

__all__ = ["EvaluationObserver", "Pipeline", "PipelineConfig", "PipelineStatistics", "Scorer"]

log = logging.getLogger(__name__)


class EvaluationObserver(Protocol):
    """Sees every evaluation before the exporters do (the rolling-window aggregator)."""

    def observe(self, evaluation: Evaluation) -> None: ...


@dataclass(frozen=True, slots=True)
class PipelineConfig:
    """Tuning of the pipeline. Defaults are safe: every wait has a deadline."""

    concurrency: int = 16
    queue_size: int = 256
    overflow: Literal["block", "shed"] = "block"
    plan: Literal["fused", "separate"] = "fused"
    metric_timeout: float = 120.0
    drain_timeout: float = 30.0
    reply_cache_size: int = 4096

    def __post_init__(self) -> None:
        if self.concurrency < 1:
            raise ValueError("concurrency must be >= 1")
        if self.queue_size < 1:
            raise ValueError("queue_size must be >= 1")
        if self.overflow not in ("block", "shed"):
            raise ValueError("overflow must be 'block' or 'shed'")
        if self.plan not in ("fused", "separate"):
            raise ValueError("plan must be 'fused' or 'separate'")
        if self.metric_timeout <= 0 or self.drain_timeout < 0:
            raise ValueError("metric_timeout must be > 0 and drain_timeout >= 0")


@dataclass(frozen=True, slots=True)
class PipelineStatistics:
    """Counts since start. ``received`` = sum of the settled outcomes + ``in_flight`` + ``queued``
    (+ deliveries abandoned unsettled at a drain deadline, which the source re-delivers)."""

    received: int
    settled: dict[str, int] = field(default_factory=dict)
    in_flight: int = 0
    queued: int = 0
    running: bool = False


class Scorer:
    """Scores one interaction with a set of metrics against one judge.

    Metrics whose required fields are missing are ``not_applicable`` without a judge call; the
    rest run concurrently in one ``JudgeSession`` (which fuses their questions per ``plan``).
    Never raises for a metric or judge failure. Results keep the order of ``metrics``.
    """

    def __init__(
        self,
        judge: Judge,
        metrics: Sequence[Metric],
        *,
        plan: Literal["fused", "separate"] = "fused",
        metric_timeout: float = 120.0,
        cache: ReplyCache | None = None,
        clock: Clock | None = None,
    ) -> None:
        if not metrics:
            raise ValueError("at least one metric is needed")
        self.judge = judge
        self.metrics = tuple(metrics)
        self._plan = plan
        self._timeout = metric_timeout
        self._cache = cache
        self._clock = clock or SystemClock()

    async def score(self, interaction: Interaction) -> Evaluation:
        started = self._clock.monotonic()
        results: dict[str, MetricResult] = {}
        runnable: list[Metric] = []
        for metric in self.metrics:
            missing = missing_fields(metric, interaction)
            if missing:
                reason = "no " + " and no ".join(missing)
                results[metric.name] = MetricResult.not_applicable(metric.name, reason)
            else:
                runnable.append(metric)
        if runnable:
            session = JudgeSession(
                self.judge, plan=self._plan, cache=self._cache, metric_timeout=self._timeout
            )
            for result in await session.run(interaction, runnable):
                results[result.name] = result
        ordered = tuple(results[m.name] for m in self.metrics)
        return Evaluation(interaction, ordered, started, self._clock.monotonic())


class Pipeline:
    """Runs a source through sampling and scoring into exporters. See the module docstring.

    ``run`` returns when a finite source is exhausted and all its work is settled, or after
    ``stop()`` once draining has finished or timed out. It signals readiness through
    ``task_status`` once the source is open and the workers run.
    """

    def __init__(
        self,
        source: Source,
        scorer: Scorer,
        *,
        sampler: Sampler | None = None,
        exporters: Sequence[Exporter] = (),
        exporter_names: Sequence[str] | None = None,
        dead_letter: DeadLetterSink | None = None,
        selfmetrics: SelfMetrics | None = None,
        aggregator: EvaluationObserver | None = None,
        config: PipelineConfig = PipelineConfig(),
        clock: Clock | None = None,
    ) -> None:
        self.source = source
        self.scorer = scorer
        self.sampler = sampler or Sampler(rate=1.0)
        self.exporters = tuple(exporters)
        self._exporter_names = tuple(exporter_names or (type(e).__name__ for e in exporters))
        self.dead_letter = dead_letter
        self.selfmetrics = selfmetrics
        self.aggregator = aggregator
        self.config = config
        self.clock = clock or SystemClock()
        self._reader_scope = anyio.CancelScope()
        self._work_scope = anyio.CancelScope()
        self._stopping = anyio.Event()
        self._received = 0
        self._settled: dict[str, int] = {}
        self._in_flight = 0
        self._queued = 0
        self._running = False

    def stop(self) -> None:
        """Ask for a graceful drain (idempotent, callable from any task of this loop)."""
        self._stopping.set()
        self._reader_scope.cancel()

    def statistics(self) -> PipelineStatistics:
        return PipelineStatistics(
            self._received, dict(self._settled), self._in_flight, self._queued, self._running
        )

    async def run(self, *, task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        send, receive = anyio.create_memory_object_stream[Delivery](self.config.queue_size)
        if self.selfmetrics is not None:
            self.selfmetrics.queue_capacity.set(self.config.queue_size)
            self.selfmetrics.sample_rate.set(self.sampler.rate)
        self._running = True
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(self._watch_drain_deadline)
                with self._work_scope:
                    async with anyio.create_task_group() as workers:
                        async with receive:
                            for _ in range(self.config.concurrency):
                                workers.start_soon(self._work, receive.clone())
                        task_status.started()
                        await self._read(send)
                tg.cancel_scope.cancel()  # the deadline watcher
        finally:
            self._running = False

    async def _watch_drain_deadline(self) -> None:
        await self._stopping.wait()
        await anyio.sleep(self.config.drain_timeout)
        if not self._work_scope.cancel_called:
            log.warning(
                "drain deadline of %.1fs passed with %d interaction(s) unfinished; they stay "
                "unsettled and will be re-delivered after a restart",
                self.config.drain_timeout,
                self._in_flight + self._queued,
            )
            self._work_scope.cancel()

    async def _read(self, send: MemoryObjectSendStream[Delivery]) -> None:
        async with send:
            deliveries = self.source.deliveries()
            try:
                with self._reader_scope:
                    async for delivery in deliveries:
                        self._received += 1
                        if self.selfmetrics is not None:
                            self.selfmetrics.received.labels(self.source.name).inc()
                        await self._route(delivery, send)
            finally:
                aclose = getattr(deliveries, "aclose", None)
                if aclose is not None:
                    with anyio.CancelScope(shield=True):
                        await aclose()

    async def _route(self, delivery: Delivery, send: MemoryObjectSendStream[Delivery]) -> None:
        item = delivery.item
        if isinstance(item, Reject):
            await self._reject(delivery, item)
            return
        decision = self.sampler.decide(item)
        if not decision.keep:
            await self._settle(delivery, Outcome.SAMPLED_OUT, decision.reason)
            return
        if self.config.overflow == "shed":
            try:
                send.send_nowait(delivery)
            except anyio.WouldBlock:
                await self._settle(delivery, Outcome.SHED, "queue_full")
                return
        else:
            # If stop() cancels this wait, the delivery stays unsettled: a durable source
            # re-delivers it after a restart, exactly like an unread one.
            await send.send(delivery)
        self._set_queued(+1)

    async def _reject(self, delivery: Delivery, reject: Reject) -> None:
        if self.dead_letter is not None:
            try:
                with anyio.CancelScope(shield=True):
                    await self.dead_letter.write(
                        reject, origin=delivery.origin, at=self.clock.time()
                    )
                if self.selfmetrics is not None:
                    self.selfmetrics.dead_letters.labels(reject.reason).inc()
            except Exception:
                log.exception("dead-letter write failed for a %s reject", reject.reason)
        await self._settle(delivery, Outcome.REJECTED, reject.reason)

    async def _work(self, receive: MemoryObjectReceiveStream[Delivery]) -> None:
        async with receive:
            async for delivery in receive:
                self._set_queued(-1)
                self._in_flight += 1
                if self.selfmetrics is not None:
                    self.selfmetrics.inflight.inc()
                try:
                    await self._evaluate(delivery)
                finally:
                    self._in_flight -= 1
                    if self.selfmetrics is not None:
                        self.selfmetrics.inflight.dec()

    async def _evaluate(self, delivery: Delivery) -> None:
        assert isinstance(delivery.item, Interaction)
        evaluation = await self.scorer.score(delivery.item)
        with anyio.CancelScope(shield=True):
            self._observe(evaluation)
            for name, exporter in zip(self._exporter_names, self.exporters, strict=True):
                try:
                    await exporter.export(evaluation)
                except Exception:
                    log.exception("exporter %s failed on %s", name, evaluation.interaction.id)
                    if self.selfmetrics is not None:
                        self.selfmetrics.exporter_errors.labels(name).inc()
            outcome = evaluation.outcome
            reason = "ok" if outcome is Outcome.SCORED else _first_error(evaluation)
            await self._settle(delivery, outcome, reason)

    def _observe(self, evaluation: Evaluation) -> None:
        if self.aggregator is not None:
            try:
                self.aggregator.observe(evaluation)
            except Exception:
                log.exception("aggregator failed on %s", evaluation.interaction.id)
        metrics = self.selfmetrics
        if metrics is None:
            return
        for result in evaluation.results:
            metrics.metric_results.labels(
                result.name, result.status.value, result.reason or "ok"
            ).inc()
            usage = result.usage
            if usage.calls:
                metrics.metric_judge_calls.labels(result.name).inc(usage.calls)
                metrics.metric_tokens.labels(result.name, "input").inc(usage.input_tokens)
                metrics.metric_tokens.labels(result.name, "output").inc(usage.output_tokens)
        timestamp = evaluation.interaction.timestamp
        if timestamp > 0:
            metrics.lag.observe(max(0.0, self.clock.time() - timestamp))

    async def _settle(self, delivery: Delivery, outcome: Outcome, reason: str) -> None:
        with anyio.CancelScope(shield=True):
            try:
                await delivery.settle(outcome)
            except Exception:
                # The outcome stands; the source will re-deliver what it could not acknowledge.
                log.exception("source failed to acknowledge a %s delivery", outcome.value)
        self._settled[outcome.value] = self._settled.get(outcome.value, 0) + 1
        if self.selfmetrics is not None:
            self.selfmetrics.settled.labels(outcome.value, reason).inc()
        for name, exporter in zip(self._exporter_names, self.exporters, strict=True):
            try:
                exporter.record_outcome(outcome, reason, delivery.item)
            except Exception:
                log.exception("exporter %s failed to record an outcome", name)
                if self.selfmetrics is not None:
                    self.selfmetrics.exporter_errors.labels(name).inc()

    def _set_queued(self, delta: int) -> None:
        self._queued += delta
        if self.selfmetrics is not None:
            self.selfmetrics.queue_depth.set(self._queued)


def _first_error(evaluation: Evaluation) -> str:
    for result in evaluation.results:
        if result.reason is not None:
            return str(result.reason)
    return "error"
