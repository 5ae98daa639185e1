"""The offline judge's answers to the context-precision, SAFE and baseline questions.

Pure, deterministic functions built on statement extraction and verification. They hold no
state; the one ``embed`` callable they may receive is the judge's embedder.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence

from .embedding import cosine
from .local_questions import generate_questions, select_relevant_sentences
from .local_statements import extract_statements
from .local_verify import verify_statements
from .questions import CompareAnswers, Decision, Preference, RateQuality, Rating, Verdict
from .text import split_sentences, tokenize

__all__ = [
    "compare_answers",
    "rate_context_usefulness",
    "rate_fact_relevance",
    "rate_quality",
    "verify_facts",
    "write_search_queries",
]

Embed = Callable[[Sequence[str]], tuple[tuple[float, ...], ...]]

# The share of an answer's content words that a context must hold to count as useful when it
# supports no whole statement on its own.
_USEFUL_OVERLAP = 0.4


def _keys(text: str) -> set[str]:
    return {t.key for t in tokenize(text) if t.is_content}


def rate_context_usefulness(
    question: str, answer: str, contexts: Sequence[str], min_coverage: float = 0.7
) -> tuple[Decision, ...]:
    """One decision per context, in order: useful when it supports at least one statement of
    ``answer`` by itself, or holds at least 40% (and two) of the answer's content words."""
    statements = extract_statements(answer, question) or tuple(split_sentences(answer))
    wanted = _keys(answer)
    decisions: list[Decision] = []
    for context in contexts:
        verdicts = verify_statements((context,), statements, min_coverage) if statements else ()
        supported = [s for s, v in zip(statements, verdicts, strict=True) if v.supported]
        if supported:
            decisions.append(Decision(True, f'it states "{supported[0]}"'))
            continue
        shared = wanted & _keys(context)
        if wanted and len(shared) >= 2 and len(shared) >= _USEFUL_OVERLAP * len(wanted):
            decisions.append(Decision(True, "it holds much of what the answer says"))
        else:
            decisions.append(Decision(False, "nothing the answer relies on is in it"))
    return tuple(decisions)


def rate_fact_relevance(question: str, answer: str, facts: Sequence[str]) -> tuple[Decision, ...]:
    """One decision per fact: relevant when it shares a content word with the question, or
    (transitively) with a fact already found relevant: facts about the subject the answer
    talks about count, facts about something else do not."""
    topic = _keys(question)
    keys = [_keys(fact) for fact in facts]
    relevant = [False] * len(facts)
    changed = True
    while changed:
        changed = False
        for index, words in enumerate(keys):
            if not relevant[index] and words & topic:
                relevant[index] = True
                topic |= words
                changed = True
    if topic == _keys(question) and facts:
        # Nothing links to the question's words (a terse question such as "Why?"): judge
        # every fact against the answer's first claim instead.
        first = keys[0]
        relevant = [bool(words & first) for words in keys]
    return tuple(
        Decision(True, "it is about what the question asks")
        if yes
        else Decision(False, "it is about something the question does not ask")
        for yes in relevant
    )


def write_search_queries(
    facts: Sequence[str], evidence: Sequence[Sequence[str]], min_coverage: float = 0.7
) -> tuple[str, ...]:
    """One query per fact: the fact itself while it has no evidence; then the words of the
    fact that the evidence does not yet hold; empty once the evidence settles the fact (it
    supports it, or holds every word of it)."""
    queries: list[str] = []
    for fact, found in zip(facts, evidence, strict=True):
        if not found:
            queries.append(fact)
            continue
        (verdict,) = verify_statements(tuple(found), (fact,), min_coverage)
        held: set[str] = set()
        for text in found:
            held |= {t.key for t in tokenize(text)}
        missing = [t for t in tokenize(fact) if t.is_content and t.key not in held]
        if verdict.supported or not missing:
            queries.append("")
        else:
            queries.append(" ".join(fact[t.start : t.end] for t in missing))
    return tuple(queries)


def verify_facts(
    facts: Sequence[str], evidence: Sequence[Sequence[str]], min_coverage: float = 0.7
) -> tuple[Verdict, ...]:
    """One verdict per fact, each judged against its own evidence only."""
    verdicts: list[Verdict] = []
    for fact, found in zip(facts, evidence, strict=True):
        if not found:
            verdicts.append(Verdict(False, "no evidence was found"))
        else:
            verdicts.extend(verify_statements(tuple(found), (fact,), min_coverage))
    return tuple(verdicts)


# --- baselines ---------------------------------------------------------------------------------


def _faithfulness(question: str, answer: str, contexts: Sequence[str], coverage: float) -> float:
    statements = extract_statements(answer, question)
    if not statements or not contexts:
        return 0.0
    verdicts = verify_statements(contexts, statements, coverage)
    return sum(v.supported for v in verdicts) / len(verdicts)


def _answer_relevance(question: str, answer: str, embed: Embed) -> float:
    generated = generate_questions(answer, 3)
    if not generated:
        return 0.0
    vectors = embed((question, *generated))
    return sum(max(0.0, cosine(vectors[0], v)) for v in vectors[1:]) / len(generated)


def _context_relevance(question: str, contexts: Sequence[str]) -> float:
    total = sum(len(split_sentences(c)) for c in contexts)
    if not total:
        return 0.0
    return min(1.0, len(select_relevant_sentences(question, contexts)) / total)


def _measure(
    quality: str, question: str, answer: str, contexts: Sequence[str], embed: Embed, cov: float
) -> float:
    if quality == "faithfulness":
        return _faithfulness(question, answer, contexts, cov)
    if quality == "answer_relevance":
        return _answer_relevance(question, answer, embed)
    return _context_relevance(question, contexts)


def rate_quality(q: RateQuality, embed: Embed, min_coverage: float = 0.7) -> Rating:
    """The quality measured as the corresponding metric would (share of supported statements,
    mean cosine of generated questions, share of relevant sentences), scaled to a whole
    number from 0 to 10."""
    value = _measure(q.quality, q.question, q.answer, q.contexts, embed, min_coverage)
    return Rating(float(round(10 * value)), f"measured {q.quality} {value:.2f}")


def compare_answers(q: CompareAnswers, embed: Embed, min_coverage: float = 0.7) -> Preference:
    """The answer that measures better for the quality; a tie is broken by a hash of the
    question's data (deterministic, and not always the first position)."""
    first = _measure(q.quality, q.question, q.first, q.contexts, embed, min_coverage)
    second = _measure(q.quality, q.question, q.second, q.contexts, embed, min_coverage)
    reason = f"{q.quality}: first {first:.2f}, second {second:.2f}"
    if abs(first - second) > 1e-9:
        return Preference(1 if first > second else 2, reason)
    digest = hashlib.blake2b(q.cache_key().encode("utf-8"), digest_size=1).digest()[0]
    return Preference(1 + digest % 2, reason + " (a tie, broken at random)")
