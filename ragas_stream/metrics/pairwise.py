"""The paper's "GPT Ranking" baseline: the judge picks the better of two answers."""

from __future__ import annotations

import hashlib
from typing import ClassVar

from ..events import Interaction
from ..judges.questions import CompareAnswers
from ..judges.session import Asker
from ..results import MetricResult

__all__ = ["ALTERNATIVE_LABEL", "PairwiseRanking"]

ALTERNATIVE_LABEL = "alternative_answer"
"""The interaction label that holds the competing answer (an A/B or shadow model's answer)."""

_QUALITIES = ("faithfulness", "answer_relevance")


class PairwiseRanking:
    """1.0 when the judge prefers the interaction's answer to the other candidate, else 0.0,
    for ``quality`` (faithfulness or answer_relevance); averaged over a window, a win rate.

    The other candidate is the label ``alternative_answer`` (``label``) when the interaction
    has it — a shadow or A/B model's answer, which labels cap at 256 characters — and the
    reference answer otherwise; with neither, or when the two are the same text, the metric is
    ``not_applicable``. Which answer is shown first is decided by a hash of the interaction id,
    so position bias averages out yet replays agree. Named ``pairwise_<quality>``;
    ``pairwise_faithfulness`` requires contexts. ``details["against"]`` names the other
    candidate's origin.
    """

    requires: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, quality: str, *, label: str = ALTERNATIVE_LABEL) -> None:
        if quality not in _QUALITIES:
            raise ValueError(f"quality must be one of {', '.join(_QUALITIES)}")
        self.quality = quality
        self.label = label
        self.name = f"pairwise_{quality}"

    def __repr__(self) -> str:
        return f"PairwiseRanking({self.quality!r}, label={self.label!r})"

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        if self.quality == "faithfulness" and not interaction.contexts:
            return MetricResult.not_applicable(self.name, "interaction has no contexts")
        other = (interaction.labels.get(self.label) or "").strip()
        against = f"label {self.label}"
        if not other:
            other, against = (interaction.reference or "").strip(), "reference"
        if not other:
            return MetricResult.not_applicable(
                self.name, f"no alternative answer (label {self.label!r}) and no reference"
            )
        answer = interaction.answer.strip()
        if not answer:
            return MetricResult.not_applicable(self.name, "answer is empty")
        if answer == other:
            return MetricResult.not_applicable(self.name, "the two answers are the same")
        digest = hashlib.blake2b(interaction.id.encode("utf-8"), digest_size=1).digest()[0]
        answer_first = digest % 2 == 0
        first, second = (answer, other) if answer_first else (other, answer)
        preference = await judge.ask(
            CompareAnswers(self.quality, interaction.question, first, second, interaction.contexts)
        )
        won = (preference.better == 1) == answer_first
        explanation = (
            f"the judge found the answer {'better' if won else 'worse'} than the {against} "
            f"for {self.quality}"
        )
        if preference.reason:
            explanation += f": {preference.reason}"
        return MetricResult.ok(
            self.name,
            1.0 if won else 0.0,
            explanation=explanation,
            details={"against": against, "position": 1 if answer_first else 2},
        )
