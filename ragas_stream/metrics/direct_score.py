"""The paper's "GPT Score" baseline: the judge rates one quality directly from 0 to 10."""

from __future__ import annotations

from typing import ClassVar

from ..events import Interaction
from ..judges.questions import QUALITIES, RateQuality
from ..judges.session import Asker
from ..results import MetricResult

__all__ = ["DirectScore"]

_NEEDS_CONTEXTS = frozenset({"faithfulness", "context_relevance"})


class DirectScore:
    """score / 10, where the judge rates ``quality`` (faithfulness, answer_relevance or
    context_relevance, defined in its instructions) from 0 to 10 in one question.

    A baseline to compare the decomposed metrics against (METRICS.md, "Baselines"): cheaper,
    and in the Ragas paper much less in agreement with people. Named
    ``direct_score_<quality>``. Qualities about contexts require contexts; a quality about the
    answer with a blank answer is ``not_applicable``.
    """

    requires: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, quality: str) -> None:
        if quality not in QUALITIES:
            raise ValueError(f"quality must be one of {', '.join(QUALITIES)}")
        self.quality = quality
        self.name = f"direct_score_{quality}"

    def __repr__(self) -> str:
        return f"DirectScore({self.quality!r})"

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        if self.quality in _NEEDS_CONTEXTS and not interaction.contexts:
            return MetricResult.not_applicable(self.name, "interaction has no contexts")
        if self.quality != "context_relevance" and not interaction.answer.strip():
            return MetricResult.not_applicable(self.name, "answer is empty")
        rating = await judge.ask(
            RateQuality(
                self.quality, interaction.question, interaction.answer, interaction.contexts
            )
        )
        explanation = f"the judge rated {self.quality} {rating.score:g} of 10"
        if rating.reason:
            explanation += f": {rating.reason}"
        return MetricResult.ok(
            self.name, rating.score / 10.0, explanation=explanation, details={"score": rating.score}
        )
