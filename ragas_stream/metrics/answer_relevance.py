"""Answer relevance (Ragas): how close questions generated from the answer are to the question."""

from __future__ import annotations

from typing import ClassVar

from ..events import Interaction
from ..judges.embedding import cosine
from ..judges.questions import EmbedTexts, GenerateQuestions
from ..judges.session import Asker
from ..results import MetricResult

__all__ = ["AnswerRelevance"]

_LISTED = 5
_NO_QUESTIONS = "no questions could be generated from the answer"


class AnswerRelevance:
    """AR = mean over generated questions qᵢ of cos(q, qᵢ) (METRICS.md, "Answer relevance").

    Asks the judge for ``questions`` questions that the answer would answer, then embeds the
    user's question and the generated ones in one ``EmbedTexts`` question. A negative cosine
    counts as 0 so the score stays in [0, 1]; ``details["clamped"]`` says how many did. No
    generated question (an evasive or empty answer) is ``not_applicable``. The scale depends
    on the embedding: compare scores made with the same judge.
    """

    name: str = "answer_relevance"
    requires: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, questions: int = 3) -> None:
        if isinstance(questions, bool) or not isinstance(questions, int) or questions < 1:
            raise ValueError("questions must be a positive integer")
        self.questions = questions

    def __repr__(self) -> str:
        return f"AnswerRelevance(questions={self.questions})"

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        if not interaction.answer.strip():
            return MetricResult.not_applicable(self.name, _NO_QUESTIONS)
        generated = await judge.ask(GenerateQuestions(interaction.answer, self.questions))
        if not generated:
            return MetricResult.not_applicable(self.name, _NO_QUESTIONS)
        vectors = await judge.ask(EmbedTexts((interaction.question, *generated)))
        asked, others = vectors[0], vectors[1:]
        similarities = [cosine(asked, other) for other in others]
        clamped = sum(1 for s in similarities if s < 0)
        value = sum(max(0.0, s) for s in similarities) / len(similarities)
        listed = "; ".join(
            f'"{q}" ({s:.2f})' for q, s in zip(generated[:_LISTED], similarities, strict=False)
        )
        explanation = (
            f"mean cosine similarity {value:.2f} between the question and "
            f"{len(generated)} generated from the answer: {listed}"
        )
        if clamped:
            explanation += f"; negative similarities counted as 0: {clamped}"
        return MetricResult.ok(
            self.name,
            value,
            explanation=explanation,
            details={
                "questions": len(generated),
                "clamped": clamped,
                "min_cosine": round(min(similarities), 6),
                "max_cosine": round(max(similarities), 6),
            },
        )
