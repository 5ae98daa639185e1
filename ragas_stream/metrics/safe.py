"""SAFE long-form factuality with F1@K (Wei et al., arXiv 2403.18802)."""

from __future__ import annotations

from typing import ClassVar

import anyio

from ..events import Interaction
from ..judges.base import JudgeError
from ..judges.questions import (
    ExtractStatements,
    RateFactRelevance,
    VerifyFacts,
    WriteSearchQueries,
)
from ..judges.search import ContextSearcher, Searcher, SearchResult
from ..judges.session import Asker
from ..results import MetricResult

__all__ = ["DEFAULT_K", "Safe", "f1_at_k"]

DEFAULT_K = 10
"""The default K. The paper used 64 (the median number of relevant facts in its long answers);
a RAG answer holds a handful, so K = 10 asks for about two paragraphs' worth of facts."""

_LISTED = 3
_QUOTE = 120


def f1_at_k(supported: int, not_supported: int, k: int) -> float:
    """F1@K = 2·P·R_K / (P + R_K) with P = S / (S + N) and R_K = min(S / K, 1); 0 when S = 0.

    So with N = 0 and S >= K it is 1, and a response needs K supported facts for full recall.
    """
    if k < 1:
        raise ValueError("k must be >= 1")
    if supported < 0 or not_supported < 0:
        raise ValueError("fact counts cannot be negative")
    if supported == 0:
        return 0.0
    precision = supported / (supported + not_supported)
    recall = min(supported / k, 1.0)
    return 2 * precision * recall / (precision + recall)


def _quote(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _QUOTE else text[: _QUOTE - 1].rstrip() + "\u2026"


class Safe:
    """F1@K of the answer's facts, rated with search evidence (METRICS.md, "SAFE").

    Steps, each one judge question covering every fact at once: split the answer into
    self-contained facts (the same ``ExtractStatements`` question faithfulness asks, so a
    session asks it once for both); decide which facts are relevant to the question; search for
    evidence in rounds — the first round searches each fact as written, each later round asks
    the judge for the next query per fact given the evidence so far (an empty query ends that
    fact's search) — keeping the top ``results_per_query`` results per query, for at most
    ``steps`` rounds; then rate each relevant fact against its own evidence. S, N and I (facts
    supported, not supported, irrelevant) are in ``details`` with precision and recall@K.

    ``not_applicable``: the answer has no facts, or the searcher needs contexts and the
    interaction has none. A search failure is an ``error`` with the searcher's reason.
    Searches of one round run concurrently, at most ``search_concurrency`` at a time.
    """

    name: str = "safe"
    requires: ClassVar[frozenset[str]] = frozenset()

    def __init__(
        self,
        *,
        k: int = DEFAULT_K,
        searcher: Searcher | None = None,
        steps: int = 3,
        results_per_query: int = 3,
        search_concurrency: int = 8,
    ) -> None:
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise ValueError("k must be a positive integer")
        if steps < 1 or results_per_query < 1 or search_concurrency < 1:
            raise ValueError("steps, results_per_query and search_concurrency must be >= 1")
        self.k = k
        self.searcher: Searcher = searcher or ContextSearcher()
        self.steps = steps
        self.results_per_query = results_per_query
        self._limiter = anyio.CapacityLimiter(search_concurrency)

    def __repr__(self) -> str:
        return f"Safe(k={self.k}, searcher={self.searcher!r}, steps={self.steps})"

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        if self.searcher.needs_contexts and not interaction.contexts:
            return MetricResult.not_applicable(self.name, "interaction has no contexts to search")
        if not interaction.answer.strip():
            return MetricResult.not_applicable(self.name, "answer has no facts")
        facts = await judge.ask(ExtractStatements(interaction.question, interaction.answer))
        if not facts:
            return MetricResult.not_applicable(self.name, "answer has no facts")
        ratings = await judge.ask(
            RateFactRelevance(interaction.question, interaction.answer, facts)
        )
        relevant = tuple(f for f, r in zip(facts, ratings, strict=True) if r.yes)
        irrelevant = len(facts) - len(relevant)
        supported = 0
        unsupported: list[str] = []
        if relevant:
            evidence = await self._gather(relevant, interaction, judge)
            verdicts = await judge.ask(VerifyFacts(relevant, evidence))
            for fact, verdict in zip(relevant, verdicts, strict=True):
                if verdict.supported:
                    supported += 1
                else:
                    unsupported.append(f'"{_quote(fact)}"')
        not_supported = len(relevant) - supported
        value = f1_at_k(supported, not_supported, self.k)
        precision = supported / len(relevant) if relevant else 0.0
        recall = min(supported / self.k, 1.0)
        explanation = (
            f"F1@{self.k} {value:.2f}: {supported} supported, {not_supported} not supported, "
            f"{irrelevant} irrelevant facts (searched with {self.searcher.name})"
        )
        if unsupported:
            explanation += "; not supported: " + "; ".join(unsupported[:_LISTED])
            if len(unsupported) > _LISTED:
                explanation += f"; and {len(unsupported) - _LISTED} more"
        return MetricResult.ok(
            self.name,
            value,
            explanation=explanation,
            details={
                "supported": supported,
                "not_supported": not_supported,
                "irrelevant": irrelevant,
                "precision": round(precision, 6),
                "recall_at_k": round(recall, 6),
                "k": self.k,
            },
        )

    async def _gather(
        self, facts: tuple[str, ...], interaction: Interaction, judge: Asker
    ) -> tuple[tuple[str, ...], ...]:
        evidence: list[list[str]] = [[] for _ in facts]
        queries: list[str] = list(facts)  # the first round searches each fact as written
        for step in range(self.steps):
            if step > 0:
                open_facts = [i for i, q in enumerate(queries) if q]
                asked = await judge.ask(
                    WriteSearchQueries(
                        tuple(facts[i] for i in open_facts),
                        tuple(tuple(evidence[i]) for i in open_facts),
                    )
                )
                queries = [""] * len(facts)
                for i, query in zip(open_facts, asked, strict=True):
                    queries[i] = query
            if not any(queries):
                break
            found: list[tuple[SearchResult, ...]] = [() for _ in facts]
            failures: list[JudgeError] = []
            async with anyio.create_task_group() as tg:
                for index, query in enumerate(queries):
                    if query:
                        tg.start_soon(self._search, index, query, interaction, found, failures)
            if failures:
                raise failures[0]
            for index, results in enumerate(found):
                for result in results:
                    text = result.as_evidence()
                    if text not in evidence[index]:
                        evidence[index].append(text)
        return tuple(tuple(e) for e in evidence)

    async def _search(
        self,
        index: int,
        query: str,
        interaction: Interaction,
        found: list[tuple[SearchResult, ...]],
        failures: list[JudgeError],
    ) -> None:
        # A failure is kept and raised after the round: raised here, the task group would
        # wrap it in an ExceptionGroup and the session could not report its reason.
        try:
            async with self._limiter:
                found[index] = await self.searcher.search(
                    query, limit=self.results_per_query, interaction=interaction
                )
        except JudgeError as exc:
            failures.append(exc)
