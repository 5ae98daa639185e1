"""Question generation and relevant-sentence selection for the offline judge.

Pure, deterministic functions. ``generate_questions`` turns the answer's statements into the
questions they answer; ``select_relevant_sentences`` copies out the context sentences that share
the question's topic words or give the kind of fact it asks for.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .local_evasion import committed_text
from .local_statements import _AUX, _QUESTION_FILLER, _VERBS, _is_verb, _words, extract_statements
from .text import STOPWORDS, Token, dates, split_sentences, tokenize

__all__ = ["generate_questions", "select_relevant_sentences"]


_RELATIVES = _words("which who whom whose where that when if because")
_DO = {"has": "does", "have": "do", "had": "did"}


def _base_verb(word: str) -> str:
    lowered = word.lower()
    if lowered.endswith("ies") and len(lowered) > 4:
        return lowered[:-3] + "y"
    if lowered.endswith(("sses", "ches", "shes", "xes")):
        return lowered[:-2]
    if lowered.endswith("s") and not lowered.endswith("ss"):
        return lowered[:-1]
    return lowered


def _main_verb(words: Sequence[str]) -> int | None:
    """Index of the first verb of a statement's main clause, if it comes early enough."""
    for index, word in enumerate(words[:10]):
        lowered = word.lower().strip(",;:")
        if index and lowered in _RELATIVES:
            return None
        if lowered in _AUX or lowered in _VERBS:
            return index
        if len(lowered) >= 5 and lowered.endswith("ed") and index:
            return index
    return None


def _lower(word: str) -> str:
    return word.lower() if word.lower() in STOPWORDS or _is_verb(word.lower()) else word


def _questions_from(statement: str) -> list[str]:
    """A yes/no question and, when the subject is clear, a wh-question about the subject."""
    words = statement.rstrip(" .!").split()
    if not words:
        return []
    verb = _main_verb(words)
    if verb == 0 or (verb is None and _is_verb(words[0].lower())):
        return [_question("Should I", [_lower(words[0]), *words[1:]])]  # an instruction
    if verb is None:
        return [_question("Is it true that", [_lower(words[0]), *words[1:]])]
    subject = [_lower(words[0]), *words[1:verb]]
    word = words[verb].lower()
    rest = words[verb + 1 :]
    following = rest[0].lower() if rest else ""
    questions: list[str] = []
    if word in _DO and following not in ("been", "got") and not following.endswith("ed"):
        questions.append(_question(_DO[word].capitalize(), [*subject, "have", *rest]))
        questions.append(_question(f"What {_DO[word]}", [*subject, "have"]))
    elif word in _AUX:
        questions.append(_question(word.capitalize(), [*subject, *rest]))
        if word in ("is", "are", "was", "were") and following not in ("not", "never"):
            questions.append(_question(f"What {word}", subject))
        elif rest and word not in ("is", "are", "was", "were"):
            questions.append(_question(f"What {word}", [*subject, rest[0]]))
    elif word in _VERBS and word.endswith("s"):
        questions.append(_question("Does", [*subject, _base_verb(word), *rest]))
        questions.append(_question("What does", [*subject, _base_verb(word)]))
    else:
        questions.append(_question("Is it true that", [*subject, words[verb], *rest]))
    return questions


def _question(lead: str, words: Sequence[str]) -> str:
    return " ".join([lead, *words]).rstrip(" ,;:") + "?"


def _is_name(tokens: Sequence[Token], index: int) -> bool:
    token = tokens[index]
    if token.is_number or token.text in STOPWORDS or not token.capitalised:
        return False
    if not token.initial:
        return True
    # A capitalised sentence opener is a name only when a name follows ("Tokyo Tower").
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    return following is not None and _is_name(tokens, index + 1)


def _key_phrases(answer: str) -> tuple[list[str], list[str]]:
    """Runs of names, and the other topic words from most to least frequent."""
    tokens = tokenize(answer)
    names: list[str] = []
    run: list[Token] = []
    for index in range(len(tokens) + 1):
        if index < len(tokens) and _is_name(tokens, index):
            run.append(tokens[index])
            continue
        if run:
            phrase = answer[run[0].start : run[-1].end]
            if len(phrase) > 1 and phrase not in names:
                names.append(phrase)
            run = []
    counts: dict[str, int] = {}
    surface: dict[str, str] = {}
    for token in tokens:
        word = token.text
        if not token.is_content or token.is_number or len(word) <= 3 or _is_verb(word):
            continue
        if not word.endswith("ly") and all(word not in n.lower() for n in names):
            counts[token.key] = counts.get(token.key, 0) + 1
            surface.setdefault(token.key, word)
    words = [surface[k] for k in sorted(counts, key=lambda k: -counts[k])]
    return names, words


def generate_questions(answer: str, n: int) -> tuple[str, ...]:
    """Up to ``n`` questions the answer would answer: its statements turned into questions
    (yes/no, then about their subject), then questions about its names and topic words.
    Parts of the answer that commit to nothing ("… is a question many people ask") give no
    question (``local_evasion``); empty when the answer makes no claim."""
    statements = extract_statements(committed_text(answer))
    if not statements:
        return ()
    per_statement = [_questions_from(statement) for statement in statements]
    candidates: list[str] = []
    for rank in range(2):
        candidates.extend(qs[rank] for qs in per_statement if len(qs) > rank)
    # Key phrases come from the claims only, so "As an AI, ..." does not give "What is AI?".
    names, words = _key_phrases(". ".join(statements))
    candidates.extend(f"What is {name}?" for name in names)
    candidates.extend(f"What about {word}?" for word in words)
    unique: list[str] = []
    seen: set[str] = set()
    for candidate in candidates:
        folded = candidate.lower()
        if folded not in seen:
            seen.add(folded)
            unique.append(candidate)
    return tuple(unique[:n])


# --- sentence selection -------------------------------------------------------------------------


_EXPECTS = (
    (re.compile(r"^\s*when\b|\bwhat (?:year|date|day)\b", re.I), "date"),
    (re.compile(r"^\s*how (?:many|much|long|tall|old|far|big|often|high|heavy)\b", re.I), "number"),
    (re.compile(r"^\s*who(?:m|se)?\b", re.I), "name"),
)


def _expected(question: str) -> str | None:
    """What kind of fact the question asks for, from its opening words."""
    for pattern, kind in _EXPECTS:
        if pattern.search(question):
            return kind
    return None


def _gives(sentence: str, tokens: Sequence[Token], kind: str | None) -> bool:
    if kind == "date":
        return bool(dates(sentence)) or any(
            t.is_number and t.text.isdigit() and 1000 <= int(t.text) <= 2100 for t in tokens
        )
    if kind == "number":
        return any(t.is_number for t in tokens)
    if kind == "name":
        return any(_is_name(tokens, i) for i in range(len(tokens)))
    return False


def select_relevant_sentences(question: str, contexts: Sequence[str]) -> tuple[str, ...]:
    """Context sentences, copied unchanged and in order, that share at least two of the
    question's content words or a third of them, including one that is not a name (or else
    give the kind of fact asked for: a date for "when", a number for "how many"). Empty when
    none does ("Insufficient Information")."""
    tokens = tokenize(question)
    asked = {t.key for t in tokens if t.is_content and t.text not in _QUESTION_FILLER}
    if not asked:
        return ()
    names = {tokens[i].key for i in range(len(tokens)) if _is_name(tokens, i) or tokens[i].symbol}
    attributes = asked - names
    kind = _expected(question)
    selected: list[str] = []
    for context in contexts:
        for sentence in split_sentences(context):
            sentence_tokens = tokenize(sentence)
            shared = asked & {t.key for t in sentence_tokens}
            if not shared or (len(shared) < 2 and len(shared) * 3 < len(asked)):
                continue
            asks_other = attributes and not shared & attributes
            if asks_other and not _gives(sentence, sentence_tokens, kind):
                continue
            selected.append(sentence)
    return tuple(selected)
