"""Per-interaction judge session: runs the metrics and batches their questions.

With the ``fused`` plan, questions that the metrics of one interaction ask *at the same time* go
to the judge in one ``answer`` call (an LLM judge turns that into one request, sending the
contexts once). "At the same time" is decided deterministically, not by a timer: the session
flushes when every still-running metric is waiting on the judge. With the ``separate`` plan each
question is sent on its own, as the papers do. Identical questions (same kind and payload) are
asked once per session and, when a ``ReplyCache`` is given, once per cache lifetime.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol, TypeVar

import anyio

from ..events import Interaction
from ..results import JudgeCall, MetricResult
from .base import Answer, Judge, JudgeError, Question

__all__ = ["Asker", "JudgeSession", "ReplyCache"]

log = logging.getLogger(__name__)
T = TypeVar("T")


class Asker(Protocol):
    """What a metric sees of the judge: ``ask`` returns the typed value or raises JudgeError."""

    async def ask(self, question: Question[T]) -> T: ...


class _Scorable(Protocol):
    name: str

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult: ...


class ReplyCache:
    """A bounded LRU of successful answers keyed on (judge name, question content address).

    Not thread-safe; one per event loop. ``capacity`` 0 disables it.
    """

    def __init__(self, capacity: int = 4096) -> None:
        self.capacity = capacity
        self._items: OrderedDict[str, Answer[Any]] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: str) -> Answer[Any] | None:
        item = self._items.get(key)
        if item is None:
            self.misses += 1
            return None
        self._items.move_to_end(key)
        self.hits += 1
        return item

    def put(self, key: str, answer: Answer[Any]) -> None:
        if self.capacity <= 0 or answer.error is not None:
            return
        self._items[key] = answer
        self._items.move_to_end(key)
        while len(self._items) > self.capacity:
            self._items.popitem(last=False)


@dataclass
class _Pending:
    question: Question[Any]
    key: str
    done: anyio.Event
    answer: Answer[Any] | None = None
    waiters: int = 0


def _as_cached(answer: Answer[Any]) -> Answer[Any]:
    return Answer(answer.value, None, tuple(replace(c, cached=True) for c in answer.calls))


class JudgeSession:
    """Scores one interaction with several metrics against one judge.

    ``run`` never raises for a metric failure: a ``JudgeError`` becomes an ``error`` result with
    the error's reason, a timeout an ``error`` with reason ``timeout``, any other exception an
    ``error`` with reason ``internal`` (logged with its traceback). Results keep metric order.
    """

    def __init__(
        self,
        judge: Judge,
        *,
        plan: str = "fused",
        cache: ReplyCache | None = None,
        metric_timeout: float = 120.0,
    ) -> None:
        if plan not in ("fused", "separate"):
            raise ValueError(f"plan must be 'fused' or 'separate', not {plan!r}")
        self._judge = judge
        self._fused = plan == "fused"
        self._cache = cache
        self._timeout = metric_timeout
        self._active = 0
        self._blocked = 0
        self._unsent: list[_Pending] = []
        self._inflight: dict[str, _Pending] = {}
        self._tg: anyio.abc.TaskGroup | None = None

    async def run(
        self, interaction: Interaction, metrics: Sequence[_Scorable]
    ) -> tuple[MetricResult, ...]:
        results: list[MetricResult | None] = [None] * len(metrics)
        async with anyio.create_task_group() as tg:
            self._tg = tg
            self._active = len(metrics)
            for index, metric in enumerate(metrics):
                tg.start_soon(self._run_one, index, metric, interaction, results)
        self._tg = None
        return tuple(r for r in results if r is not None)

    async def _run_one(
        self,
        index: int,
        metric: _Scorable,
        interaction: Interaction,
        results: list[MetricResult | None],
    ) -> None:
        view = _MetricAsker(self)
        try:
            with anyio.fail_after(self._timeout):
                result = await metric.score(interaction, view)
            result = replace(result, calls=result.calls + tuple(view.calls))
        except JudgeError as exc:
            result = MetricResult.error(metric.name, exc.reason, calls=view.calls)
        except TimeoutError:
            result = MetricResult.error(metric.name, "timeout", calls=view.calls)
        except Exception:
            log.exception("metric %s failed on interaction %s", metric.name, interaction.id)
            result = MetricResult.error(metric.name, "internal", calls=view.calls)
        results[index] = result
        self._active -= 1
        if self._active == 0 and self._tg is not None:
            # Every metric has its result; a request only a timed-out metric waited for
            # must not keep the interaction open.
            self._tg.cancel_scope.cancel()
        else:
            self._maybe_flush()

    async def ask(self, question: Question[Any]) -> Answer[Any]:
        """Answer ``question`` for a running metric; never raises (errors are in the Answer)."""
        key = question.cache_key()
        if self._cache is not None:
            hit = self._cache.get(self._judge.name + "|" + key)
            if hit is not None:
                return _as_cached(hit)
        pending = self._inflight.get(key)
        shared = pending is not None
        if pending is None:
            pending = _Pending(question, key, anyio.Event())
            self._inflight[key] = pending
            self._unsent.append(pending)
        pending.waiters += 1
        self._blocked += 1
        self._maybe_flush()
        await pending.done.wait()
        assert pending.answer is not None
        return _as_cached(pending.answer) if shared else pending.answer

    def _maybe_flush(self) -> None:
        if not self._unsent or self._tg is None:
            return
        # Fused: flush once every running metric waits on the judge, so nothing more can join
        # the batch. Waiters of an answered batch stop counting as blocked before they resume,
        # so metrics released together get to ask their next questions together.
        if self._fused and self._blocked < self._active:
            return
        batches = [self._unsent] if self._fused else [[p] for p in self._unsent]
        self._unsent = []
        for batch in batches:
            self._tg.start_soon(self._send, batch)

    async def _send(self, batch: list[_Pending]) -> None:
        try:
            answers = await self._judge.answer([p.question for p in batch])
        except Exception as exc:  # a judge broke its promise; keep the promise for it
            log.exception("judge %s raised instead of answering", self._judge.name)
            answers = [Answer(error=JudgeError("internal", type(exc).__name__)) for _ in batch]
        for pending, answer in zip(batch, answers, strict=True):
            pending.answer = answer
            self._blocked -= pending.waiters
            self._inflight.pop(pending.key, None)
            if self._cache is not None:
                self._cache.put(self._judge.name + "|" + pending.key, answer)
            pending.done.set()


class _MetricAsker:
    """The ``Asker`` handed to one metric; records the calls its questions cost."""

    def __init__(self, session: JudgeSession) -> None:
        self._session = session
        self.calls: list[JudgeCall] = []

    async def ask(self, question: Question[T]) -> T:
        answer = await self._session.ask(question)
        self.calls.extend(answer.calls)
        if answer.error is not None:
            raise answer.error
        return answer.value  # type: ignore[return-value]
