"""Context precision (Ragas library): average precision of the retrieved contexts' ranking."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from ..events import Interaction
from ..judges.questions import RateContextUsefulness
from ..judges.session import Asker
from ..results import MetricResult

__all__ = ["ContextPrecision", "average_precision"]

Against = Literal["auto", "reference", "answer"]

_NAMES: dict[str, str] = {
    "auto": "context_precision",
    "reference": "context_precision_with_reference",
    "answer": "context_precision_without_reference",
}


def average_precision(useful: Sequence[bool]) -> float:
    """Σₖ precision@k · vₖ / Σ vₖ over contexts in rank order; 0.0 when none is useful.

    ``[True, True, False]`` gives 1.0 and ``[True, False, True]`` gives (1 + 2/3) / 2: a useful
    context ranked lower counts less.
    """
    hits = 0
    total = 0.0
    for rank, yes in enumerate(useful, start=1):
        if yes:
            hits += 1
            total += hits / rank
    return total / hits if hits else 0.0


class ContextPrecision:
    """Average precision of the contexts' order (METRICS.md, "Context precision").

    The judge marks every context, in rank order and in one question, as useful or not to
    arrive at a target answer: the reference (``against="reference"``, which requires one),
    the system's own answer (``against="answer"``), or the reference when the interaction has
    one and the answer otherwise (``"auto"``; ``details["against"]`` says which). A blank
    target is ``not_applicable``. The metric names are ``context_precision`` (auto),
    ``context_precision_with_reference`` and ``context_precision_without_reference``.
    """

    requires: ClassVar[frozenset[str]] = frozenset({"contexts"})

    def __init__(self, against: Against = "auto") -> None:
        if against not in _NAMES:
            raise ValueError("against must be 'auto', 'reference' or 'answer'")
        self.against = against
        self.name = _NAMES[against]

    def __repr__(self) -> str:
        return f"ContextPrecision(against={self.against!r})"

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        if not interaction.contexts:
            return MetricResult.not_applicable(self.name, "interaction has no contexts")
        reference = (interaction.reference or "").strip()
        if self.against == "reference" or (self.against == "auto" and reference):
            if not reference:
                return MetricResult.not_applicable(self.name, "no reference")
            target, against = reference, "reference"
        else:
            target, against = interaction.answer.strip(), "answer"
            if not target:
                return MetricResult.not_applicable(self.name, "answer is empty")
        decisions = await judge.ask(
            RateContextUsefulness(interaction.question, target, interaction.contexts)
        )
        useful = [d.yes for d in decisions]
        value = average_precision(useful)
        ranks = ", ".join(str(i) for i, yes in enumerate(useful, 1) if yes) or "none"
        explanation = (
            f"useful contexts (by rank) against the {against}: {ranks} of {len(useful)}; "
            f"average precision {value:.2f}"
        )
        return MetricResult.ok(
            self.name,
            value,
            explanation=explanation,
            details={"contexts": len(useful), "useful": sum(useful), "against": against},
        )
