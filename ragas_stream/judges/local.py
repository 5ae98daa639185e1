"""The offline judge: answers every typed question with text heuristics, no model, no network.

It lets the product run on a fresh machine with no key, and gives tests and demos a judge
whose answers are deterministic (the same question always gets the same answer). It turns a
short answer into its question as a sentence ("Paris" to "What is the capital of France?" is
"The capital of France is Paris"), and checks a statement against the context by its words
(with their inflections and small tables of synonyms, countries and their people), numbers,
units, dates and names, which name or number stands next to which words, negation, direction
words ("rose" / "fell"), who does what to whom, comparisons and claims about two things at
once; it does not understand paraphrase beyond that. It keeps no state between questions and
caches nothing. The heuristics live in ``local_answers`` and ``local_statements`` (statements),
``local_evidence``, ``local_verify`` (with the checks it runs, from ``local_stretch`` to
``local_focus``), ``local_reason`` and ``local_kinship`` (verification),
``local_questions`` and ``local_tasks``; the word tables in ``local_grammar``,
``local_lexicon`` and ``local_places``; embeddings come from a pluggable ``Embedder`` (a
hashing embedding by default).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

import anyio
import orjson

from ..clock import Clock, SystemClock
from ..results import JudgeCall
from .base import Answer, JudgeError, Question
from .embedding import DIMENSIONS, Embedder, HashingEmbedder
from .local_questions import generate_questions, select_relevant_sentences
from .local_statements import extract_statements
from .local_tasks import (
    compare_answers,
    rate_context_usefulness,
    rate_fact_relevance,
    rate_quality,
    verify_facts,
    write_search_queries,
)
from .local_verify import verify_statements
from .questions import (
    CompareAnswers,
    EmbedTexts,
    ExtractStatements,
    GenerateQuestions,
    RateContextUsefulness,
    RateFactRelevance,
    RateQuality,
    SelectRelevantSentences,
    Verdict,
    VerifyFacts,
    VerifyStatements,
    WriteSearchQueries,
)

__all__ = [
    "LocalJudge",
    "extract_statements",
    "generate_questions",
    "select_relevant_sentences",
    "verify_statements",
]

log = logging.getLogger(__name__)

MODEL = "local-heuristic"
PROVIDER = "local"


class LocalJudge:
    """A ``Judge`` that answers offline and deterministically.

    Guarantees: ``answer`` returns one ``Answer`` per question, in order, and never raises
    (except on cancellation): a question kind it does not know gets an ``unsupported`` error,
    and a bug in a heuristic an ``internal`` error. The work is pure Python: scoring the
    faithfulness of a short answer against a passage takes a few milliseconds, of a summary
    against a news article a few tens. Questions with at most ``offload_above`` characters of
    data are answered on the event loop, which gets a checkpoint after each; larger ones in a
    worker thread, so that a long context does not stall the loop. Each answer carries one
    ``JudgeCall`` (model ``local-heuristic``, provider ``local``) whose token counts are
    estimated as a quarter of the characters sent and returned.

    ``min_coverage`` is the share of a statement's content words that one sentence of the
    context must hold (a word counts when it, an inflection or a listed synonym of it occurs)
    for the statement to count as supported, once no number, date, name, unit, negation,
    direction or role conflicts with the context; a short statement whose last name, number
    or word stands in the context next to the word it relates to needs fewer of the others.
    ``embedder`` answers ``EmbedTexts`` (default: the hashing embedding with ``dimensions``);
    plug in a sentence-embedding model there (see ``judges.embedding.Embedder``; the
    ``embeddings`` extra brings ``judges.embedding_wordllama.WordLlamaEmbedder``).

    ``graded`` (default) gives every verdict a ``degree``: 0.9 to 1 for a supported statement
    (1 when the context says it in one breath), below 0.45 for one that is not (lower for each
    name, number, date or word the context lacks, lowest when the context says the opposite).
    Faithfulness and context recall then rank answers by how well the context bears them out,
    and the decisions are unchanged; ``graded=False`` gives plain yes/no verdicts, so the
    scores are the papers' ratios exactly.
    """

    def __init__(
        self,
        *,
        clock: Clock | None = None,
        dimensions: int = DIMENSIONS,
        min_coverage: float = 0.7,
        offload_above: int = 2_000,
        embedder: Embedder | None = None,
        graded: bool = True,
    ) -> None:
        if not 0.0 < min_coverage <= 1.0:
            raise ValueError("min_coverage must be in (0, 1]")
        if dimensions <= 0:
            raise ValueError("dimensions must be positive")
        self._clock = clock or SystemClock()
        self._dimensions = dimensions
        self._min_coverage = min_coverage
        self._offload_above = offload_above
        self._embedder: Embedder = embedder or HashingEmbedder(dimensions)
        self._graded = graded

    @property
    def name(self) -> str:
        return "local"

    def __repr__(self) -> str:
        return (
            f"LocalJudge(embedder={self._embedder!r}, min_coverage={self._min_coverage}, "
            f"graded={self._graded})"
        )

    async def answer(self, questions: Sequence[Question[Any]]) -> list[Answer[Any]]:
        answers: list[Answer[Any]] = []
        for question in questions:
            if _data_size(question.payload()) > self._offload_above:
                answers.append(await anyio.to_thread.run_sync(self._answer_one, question))
            else:
                answers.append(self._answer_one(question))
                await anyio.lowlevel.checkpoint()
        return answers

    def _answer_one(self, question: Question[Any]) -> Answer[Any]:
        started = self._clock.monotonic()
        value: Any = None
        error: JudgeError | None = None
        try:
            value = self._solve(question)
        except JudgeError as exc:
            error = exc
        except Exception as exc:
            log.exception("local judge failed on a %s question", question.kind)
            error = JudgeError("internal", f"local judge failed: {type(exc).__name__}")
        ended = self._clock.monotonic()
        sent = len(question.instructions) + len(orjson.dumps(question.payload()))
        received = 0 if error is not None else len(orjson.dumps(question.encode(value)))
        call = JudgeCall(
            operation=question.operation,
            model=MODEL,
            provider=PROVIDER,
            input_tokens=sent // 4,
            output_tokens=0 if question.operation == "embeddings" else received // 4,
            started_at=started,
            ended_at=ended,
            status="ok" if error is None else "error",
            error_type=None if error is None else error.reason,
        )
        if error is not None:
            return Answer(error=error, calls=(call,))
        return Answer(value=value, calls=(call,))

    def _solve(self, question: Question[Any]) -> Any:
        q = question
        coverage = self._min_coverage
        if isinstance(q, ExtractStatements):
            return extract_statements(q.answer, q.question)
        if isinstance(q, VerifyStatements):
            verdicts = verify_statements(q.contexts, q.statements, coverage, q.question)
            return self._grading(verdicts)
        if isinstance(q, GenerateQuestions):
            return generate_questions(q.answer, q.n)
        if isinstance(q, SelectRelevantSentences):
            return select_relevant_sentences(q.question, q.contexts)
        if isinstance(q, EmbedTexts):
            return self._embed(q.texts)
        if isinstance(q, RateContextUsefulness):
            return rate_context_usefulness(q.question, q.answer, q.contexts, coverage)
        if isinstance(q, RateFactRelevance):
            return rate_fact_relevance(q.question, q.answer, q.facts)
        if isinstance(q, WriteSearchQueries):
            return write_search_queries(q.facts, q.evidence, coverage)
        if isinstance(q, VerifyFacts):
            return self._grading(verify_facts(q.facts, q.evidence, coverage))
        if isinstance(q, RateQuality):
            return rate_quality(q, self._embed, coverage)
        if isinstance(q, CompareAnswers):
            return compare_answers(q, self._embed, coverage)
        raise JudgeError("unsupported", f"the local judge cannot answer {question.kind!r}")

    def _grading(self, verdicts: tuple[Verdict, ...]) -> tuple[Verdict, ...]:
        if self._graded:
            return verdicts
        return tuple(Verdict(v.supported, v.reason) for v in verdicts)

    def _embed(self, texts: Sequence[str]) -> tuple[tuple[float, ...], ...]:
        vectors = tuple(tuple(float(x) for x in v) for v in self._embedder.embed(list(texts)))
        if len(vectors) != len(texts):
            raise JudgeError("internal", "the embedder returned the wrong number of vectors")
        return vectors


def _data_size(value: Any) -> int:
    """Characters of text in a payload."""
    if isinstance(value, str):
        return len(value)
    if isinstance(value, Mapping):
        return sum(_data_size(v) for v in value.values())
    if isinstance(value, list | tuple):
        return sum(_data_size(v) for v in value)
    return 0
