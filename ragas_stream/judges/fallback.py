"""A chain of judges tried in priority order: the fallback when an endpoint is down.

``FallbackJudge`` asks its first judge; every question whose answer failed for a reason another
endpoint could fix (a circuit open, retries exhausted, a timeout, a server or auth error, an
unsupported operation) is asked again of the next judge, and so on. An ``invalid_reply`` is not
passed on: the endpoint worked, the model's reply was wrong even after a repair. Each answer
carries the calls of every endpoint that tried it, so cost and tracing stay complete.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import TracebackType
from typing import Any, Protocol, Self, runtime_checkable

import anyio

from .base import Answer, Judge, Question

__all__ = ["ClosableJudge", "FallbackJudge"]

_NO_FALLBACK = frozenset({"invalid_reply"})


@runtime_checkable
class ClosableJudge(Judge, Protocol):
    """A judge that holds resources (sessions) and releases them in ``aclose``."""

    async def aclose(self) -> None:
        """Release what the judge holds; idempotent."""


class FallbackJudge:
    """Answers with the first of ``judges`` that can; see the module docstring.

    Guarantees: one ``Answer`` per question, in order; never raises for a judge failure. The
    judges are owned: ``aclose`` closes every one (the others even if one fails to close).
    """

    def __init__(self, judges: Sequence[ClosableJudge]) -> None:
        if not judges:
            raise ValueError("a fallback chain needs at least one judge")
        self.judges = tuple(judges)
        self._name = ">".join(j.name for j in self.judges)

    @property
    def name(self) -> str:
        """The endpoint names in priority order, joined by ``>``."""
        return self._name

    async def answer(self, questions: Sequence[Question[Any]]) -> list[Answer[Any]]:
        """One ``Answer`` per question, in order, from the first judge that could answer."""
        results: list[Answer[Any] | None] = [None] * len(questions)
        calls: list[tuple[Any, ...]] = [()] * len(questions)
        pending = list(range(len(questions)))
        for position, judge in enumerate(self.judges):
            if not pending:
                break
            last = position == len(self.judges) - 1
            answers = await judge.answer([questions[i] for i in pending])
            still: list[int] = []
            for index, answer in zip(pending, answers, strict=True):
                calls[index] = calls[index] + tuple(answer.calls)
                error = answer.error
                if error is not None and not last and error.reason not in _NO_FALLBACK:
                    still.append(index)
                    results[index] = answer
                else:
                    results[index] = Answer(answer.value, error, calls[index])
            pending = still
        out: list[Answer[Any]] = []
        for index, result in enumerate(results):
            assert result is not None
            out.append(Answer(result.value, result.error, calls[index]))
        return out

    async def aclose(self) -> None:
        """Close every judge of the chain (shielded); re-raise the first failure."""
        failures: list[Exception] = []
        with anyio.CancelScope(shield=True):
            for judge in self.judges:
                try:
                    await judge.aclose()
                except Exception as exc:
                    failures.append(exc)
        if failures:
            raise failures[0]

    async def __aenter__(self) -> Self:
        for judge in self.judges:
            enter = getattr(judge, "__aenter__", None)
            if enter is not None:
                await enter()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
