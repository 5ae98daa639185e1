"""A cascade: the offline judge answers everything, an LLM judge only what it is unsure of.

``CascadeJudge`` asks its ``first`` judge (the ``LocalJudge``, graded) every question. A
verification whose verdicts include a doubtful one — a degree strictly inside ``doubt``, the
band where the offline evidence is neither clearly for nor clearly against — is asked again of
the ``second`` judge (an LLM judge), and that answer is used; so is every question the first
judge failed on. Everything else keeps the first judge's answer, which costs no request. The
statements being verified are the first judge's, so the second judge sees the same claims.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self

import anyio

from .base import Answer, Judge, Question
from .fallback import ClosableJudge
from .questions import Verdict, VerifyFacts, VerifyStatements

if TYPE_CHECKING:
    from ..selfmetrics import SelfMetrics

__all__ = ["DOUBT", "CascadeJudge"]

# Degrees in this open band are doubtful: a support that is loosely stated, or a statement
# the context lacks only a word or two of; a contradiction or a missing name stays below it.
# On the project's twenty-one hard pair sets (half the answers hallucinated) it sends 35% of
# faithful and 52% of hallucinated answers on to the LLM judge; the pairs it keeps whole (both
# answers answered offline) rank right 90% of the time (`python benchmarks/local_judge.py`).
DOUBT = (0.15, 0.92)


class CascadeJudge:
    """Answers with ``first`` and re-asks ``second`` the doubtful verifications.

    Guarantees: one ``Answer`` per question, in order; never raises for a judge failure. The
    questions passed on go to ``second`` in one call, so a fused plan still sends them in one
    request. Each escalated answer carries the calls of both judges, so cost stays complete.
    ``escalated`` counts the questions passed on (also ``ragas_stream_judge_escalations_total``
    by reason when ``selfmetrics`` is given). The judges are owned: ``aclose`` closes both.
    """

    def __init__(
        self,
        first: Judge,
        second: ClosableJudge,
        *,
        doubt: tuple[float, float] = DOUBT,
        selfmetrics: SelfMetrics | None = None,
    ) -> None:
        low, high = doubt
        if not 0.0 <= low < high <= 1.0:
            raise ValueError("doubt must be a band (low, high) with 0 <= low < high <= 1")
        self.first = first
        self.second = second
        self.doubt = doubt
        self.escalated = 0
        self._selfmetrics = selfmetrics
        self._name = f"{first.name}+{second.name}"

    @property
    def name(self) -> str:
        """The two judges' names joined by ``+``."""
        return self._name

    def doubtful(self, question: Question[Any], answer: Answer[Any]) -> bool:
        """Whether ``answer`` should be asked again of the second judge."""
        if answer.error is not None:
            return True
        if not isinstance(question, VerifyStatements | VerifyFacts):
            return False
        low, high = self.doubt
        verdicts: tuple[Verdict, ...] = answer.value or ()
        return any(low < v.strength < high for v in verdicts)

    async def answer(self, questions: Sequence[Question[Any]]) -> list[Answer[Any]]:
        """One ``Answer`` per question, in order (see the class docstring)."""
        answers = list(await self.first.answer(questions))
        again = [
            i
            for i, (q, a) in enumerate(zip(questions, answers, strict=True))
            if self.doubtful(q, a)
        ]
        if not again:
            return answers
        self.escalated += len(again)
        if self._selfmetrics is not None:
            for index in again:
                reason = "failed" if answers[index].error is not None else "doubtful"
                self._selfmetrics.judge_escalations.labels(reason).inc()
        second = await self.second.answer([questions[i] for i in again])
        for index, better in zip(again, second, strict=True):
            calls = tuple(answers[index].calls) + tuple(better.calls)
            answers[index] = Answer(better.value, better.error, calls)
        return answers

    async def aclose(self) -> None:
        """Close the second judge (and the first if it holds anything), shielded."""
        with anyio.CancelScope(shield=True):
            close = getattr(self.first, "aclose", None)
            if close is not None:
                await close()
            await self.second.aclose()

    async def __aenter__(self) -> Self:
        enter = getattr(self.second, "__aenter__", None)
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
