"""Context relevance (Ragas): the share of context sentences needed to answer the question."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from ..events import Interaction
from ..judges.questions import SelectRelevantSentences
from ..judges.session import Asker
from ..judges.text import split_sentences, tokenize
from ..results import MetricResult

__all__ = ["ContextRelevance"]

_SAME_WORDS = 0.8  # Jaccard overlap of words at which a quote counts as the sentence
_TRIM = re.compile(r"^[\s\"'\u201c\u2018(\[]+|[\s\"'\u201d\u2019)\].;:!?,]+$")


def _normal(text: str) -> str:
    return _TRIM.sub("", " ".join(text.lower().split()))


class _Sentence:
    __slots__ = ("normal", "words")

    def __init__(self, text: str) -> None:
        self.normal = _normal(text)
        self.words = frozenset(t.key for t in tokenize(text))


def _matches(quote: _Sentence, sentence: _Sentence) -> bool:
    if not quote.normal:
        return False
    if quote.normal == sentence.normal:
        return True
    union = quote.words | sentence.words
    return bool(union) and len(quote.words & sentence.words) / len(union) >= _SAME_WORDS


def _match_quotes(quotes: Sequence[str], sentences: Sequence[str]) -> tuple[set[int], int]:
    """Which of ``sentences`` the judge's ``quotes`` reproduce, each sentence at most once.

    A quote may hold several sentences; it is split first. A quote matches a sentence when the
    two are equal after case, spacing and edge punctuation are ignored, or share 80% of their
    words. A quote of a sentence already matched is a repeat and is ignored. Returns the
    indices matched and the number of quoted sentences found nowhere in the contexts.
    """
    targets = [_Sentence(s) for s in sentences]
    matched: set[int] = set()
    unmatched = 0
    for quote in quotes:
        for piece in split_sentences(quote) or (quote,):
            candidate = _Sentence(piece)
            found = next(
                (
                    i
                    for i, t in enumerate(targets)
                    if i not in matched and candidate.normal == t.normal
                ),
                None,
            )
            if found is None:
                found = next(
                    (
                        i
                        for i, t in enumerate(targets)
                        if i not in matched and _matches(candidate, t)
                    ),
                    None,
                )
            if found is not None:
                matched.add(found)
            elif not any(_matches(candidate, targets[i]) for i in matched):
                unmatched += 1
    return matched, unmatched


class ContextRelevance:
    """CR = relevant context sentences / context sentences (METRICS.md, "Context relevance").

    Sentences are counted with ``judges.text.split_sentences``. The judge copies out the
    sentences that help answer the question; only quotes that really occur in the contexts
    count (fuzzy-matched, each sentence once), so the value never exceeds 1. "Insufficient
    Information" scores 0. Contexts without a sentence are ``not_applicable``.
    """

    name: str = "context_relevance"
    requires: ClassVar[frozenset[str]] = frozenset({"contexts"})

    def __repr__(self) -> str:
        return "ContextRelevance()"

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        sentences = [s for context in interaction.contexts for s in split_sentences(context)]
        if not sentences:
            return MetricResult.not_applicable(self.name, "contexts have no sentences")
        quotes = await judge.ask(
            SelectRelevantSentences(interaction.question, interaction.contexts)
        )
        matched, unmatched = _match_quotes(quotes, sentences)
        total = len(sentences)
        explanation = f"{len(matched)} of {total} context sentences are relevant to the question"
        if not quotes:
            explanation += " (the judge found no useful sentence)"
        if unmatched:
            explanation += f"; quotes not found in the contexts: {unmatched}"
        return MetricResult.ok(
            self.name,
            len(matched) / total,
            explanation=explanation,
            details={"sentences": total, "relevant": len(matched), "not_found": unmatched},
        )
