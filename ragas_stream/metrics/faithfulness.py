"""Faithfulness (Ragas): the share of the answer's statements that the contexts support."""

from __future__ import annotations

from typing import ClassVar

from ..events import Interaction
from ..judges.questions import ExtractStatements, VerifyStatements
from ..judges.session import Asker
from ..results import MetricResult

__all__ = ["Faithfulness"]

_LISTED = 5  # unsupported statements quoted in the explanation
_QUOTE = 160


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _QUOTE else text[: _QUOTE - 1].rstrip() + "\u2026"


class Faithfulness:
    """F = supported statements / statements (METRICS.md, "Faithfulness").

    With a judge that grades its evidence (``Verdict.degree``, the offline judge), each
    statement counts by its degree rather than as 0 or 1: the score is the mean degree, which is
    the paper's ratio exactly when every verdict is a plain yes or no. ``details["supported"]``
    stays the count of statements decided supported.

    Asks the judge to split the answer into statements, then to verify all of them against the
    contexts in one question. An answer with no statements (a refusal, an empty answer) is
    ``not_applicable`` with reason "answer has no statements". The explanation quotes the first
    unsupported statements with the judge's reasons. Judge errors propagate to the session.
    """

    name: str = "faithfulness"
    requires: ClassVar[frozenset[str]] = frozenset({"contexts"})

    def __repr__(self) -> str:
        return "Faithfulness()"

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        if not interaction.contexts:
            return MetricResult.not_applicable(self.name, "interaction has no contexts")
        if not interaction.answer.strip():
            return MetricResult.not_applicable(self.name, "answer has no statements")
        statements = await judge.ask(ExtractStatements(interaction.question, interaction.answer))
        if not statements:
            return MetricResult.not_applicable(self.name, "answer has no statements")
        verdicts = await judge.ask(
            VerifyStatements(interaction.contexts, statements, interaction.question)
        )
        supported = sum(1 for v in verdicts if v.supported)
        total = len(statements)
        explanation = f"{supported} of {total} statements are supported by the context"
        unsupported = [
            f'"{_quote(s)}" ({_quote(v.reason)})' if v.reason else f'"{_quote(s)}"'
            for s, v in zip(statements, verdicts, strict=True)
            if not v.supported
        ]
        if unsupported:
            explanation += "; unsupported: " + "; ".join(unsupported[:_LISTED])
            if len(unsupported) > _LISTED:
                explanation += f"; and {len(unsupported) - _LISTED} more"
        return MetricResult.ok(
            self.name,
            min(1.0, sum(v.strength for v in verdicts) / total),
            explanation=explanation,
            details={"statements": total, "supported": supported},
        )
