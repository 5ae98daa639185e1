"""Context recall (Ragas library): the share of the reference that the contexts account for."""

from __future__ import annotations

from typing import ClassVar

from ..events import Interaction
from ..judges.questions import VerifyStatements
from ..judges.session import Asker
from ..judges.text import split_sentences
from ..results import MetricResult

__all__ = ["ContextRecall"]

_LISTED = 3
_QUOTE = 160


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _QUOTE else text[: _QUOTE - 1].rstrip() + "\u2026"


class ContextRecall:
    """CR = reference sentences attributable to the contexts / reference sentences.

    The reference is split into sentences here (``judges.text.split_sentences``), so the
    denominator does not depend on the judge; the judge then decides for all of them, in one
    ``VerifyStatements`` question, whether the contexts support each. That is the same kind of
    question faithfulness asks, so a fused request carries both with the contexts sent once.
    A reference without a sentence is ``not_applicable``. A graded verdict counts by its
    degree, as in faithfulness.
    """

    name: str = "context_recall"
    requires: ClassVar[frozenset[str]] = frozenset({"contexts", "reference"})

    def __repr__(self) -> str:
        return "ContextRecall()"

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        if not interaction.contexts:
            return MetricResult.not_applicable(self.name, "interaction has no contexts")
        sentences = split_sentences(interaction.reference or "")
        if not sentences:
            return MetricResult.not_applicable(self.name, "reference has no sentences")
        verdicts = await judge.ask(VerifyStatements(interaction.contexts, sentences))
        attributed = sum(1 for v in verdicts if v.supported)
        explanation = (
            f"{attributed} of {len(sentences)} reference sentences can be attributed to the "
            "contexts"
        )
        missing = [
            f'"{_quote(s)}"' for s, v in zip(sentences, verdicts, strict=True) if not v.supported
        ]
        if missing:
            explanation += "; not found: " + "; ".join(missing[:_LISTED])
            if len(missing) > _LISTED:
                explanation += f"; and {len(missing) - _LISTED} more"
        return MetricResult.ok(
            self.name,
            min(1.0, sum(v.strength for v in verdicts) / len(sentences)),
            explanation=explanation,
            details={"sentences": len(sentences), "attributed": attributed},
        )
