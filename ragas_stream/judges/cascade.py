"""A cascade: the offline judge answers everything, an LLM judge only what it is unsure of.

``CascadeJudge`` asks its ``first`` judge (the ``LocalJudge``, graded) every question. A
verification whose verdicts include a doubtful one — a degree strictly inside ``doubt`` — is
asked again of the ``second`` judge (an LLM judge), and that answer is used; so is every
question the first judge failed on. Everything else keeps the first judge's answer, which
costs no request. The statements being verified are the first judge's, so the second judge
sees the same claims.

By default a statement the offline judge finds stated in the context keeps its verdict, and
one it does not is doubtful, however low its degree: the offline judge's "stated" is wrong far
less often than its "not stated", which is often a paraphrase it cannot read (see ``DOUBT``).
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

__all__ = ["DOUBT", "CascadeJudge", "check_doubt"]

# Degrees in this open band are doubtful: every "not supported" verdict (below 0.5) but one
# with nothing to check (0). Measured with `python benchmarks/local_judge.py` (half the
# answers hallucinated): on the sixteen pair sets used for development it passes on 35% of
# faithful and 90% of hallucinated answers, on the five never looked at 56% and 84%; were the
# LLM judge always right, 98.9% and 95.6% of their pairs would then rank right. The band used
# before, (0.15, 0.92), kept contradictions and missing names offline and passed loosely stated
# support on: 33% and 50%, 44% and 60%, for 96.9% and 85.8%. Its confident "not supported"
# verdicts were wrong too often: on the five unread sets, 118 statements of faithful answers
# against 253 of hallucinated ones. Its "stated" is wrong less often: the hallucinated answers
# the default band keeps offline, all found stated, are 10% and 16%. On a sixth set written
# blind after the band was chosen (`oxbow`), it passes on 70% and 85%, for 93.8% of pairs
# right, against 62%, 69% and 90.6% with the band before.
DOUBT = (0.0, 0.5)


def check_doubt(band: Sequence[float], name: str = "doubt") -> None:
    """Raise ``ValueError`` (naming ``name`` and the rule) unless ``band`` is two degrees
    ``(low, high)`` with ``0 <= low < high <= 1``."""
    if len(band) != 2 or not 0.0 <= band[0] < band[1] <= 1.0:
        raise ValueError(
            f"{name} is {list(band)}; it must be two degrees [low, high] with "
            f"0 <= low < high <= 1, e.g. {list(DOUBT)}"
        )


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
        check_doubt(doubt)
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
