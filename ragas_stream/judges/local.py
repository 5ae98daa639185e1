"""The offline judge: answers every typed question with text heuristics, no model, no network.

It lets the product run on a fresh machine with no key, and gives tests and demos a judge
whose answers are deterministic (the same question always gets the same answer). Its scores
are cruder than a good LLM's: it compares words, numbers, dates, names and negation, and does
not understand paraphrase. It keeps no state between questions and caches nothing.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import anyio
import orjson

from ..clock import Clock, SystemClock
from ..results import JudgeCall
from .base import Answer, JudgeError, Question
from .embedding import DIMENSIONS, hashing_embedding
from .questions import (
    EmbedTexts,
    ExtractStatements,
    GenerateQuestions,
    SelectRelevantSentences,
    Verdict,
    VerifyStatements,
)
from .text import (
    STOPWORDS,
    Token,
    date_supported,
    dates,
    is_negated,
    split_sentences,
    tokenize,
)

__all__ = ["LocalJudge"]

log = logging.getLogger(__name__)

MODEL = "local-heuristic"
PROVIDER = "local"


class LocalJudge:
    """A ``Judge`` that answers offline and deterministically.

    Guarantees: ``answer`` returns one ``Answer`` per question, in order, and never raises
    (except on cancellation): a question kind it does not know gets an ``unsupported`` error,
    and a bug in a heuristic an ``internal`` error. The work is pure Python, about a
    millisecond per thousand characters of question data. Questions with at most
    ``offload_above`` characters of data are answered on the event loop, which gets a
    checkpoint after each; larger ones in a worker thread, so one huge context cannot stall
    the loop. Each answer carries one ``JudgeCall`` (model ``local-heuristic``, provider
    ``local``) whose token counts are estimated as a quarter of the characters sent and
    returned.

    ``min_coverage`` is the share of a statement's content words that one context sentence
    must contain for the statement to count as supported.
    """

    def __init__(
        self,
        *,
        clock: Clock | None = None,
        dimensions: int = DIMENSIONS,
        min_coverage: float = 0.7,
        offload_above: int = 8_000,
    ) -> None:
        if not 0.0 < min_coverage <= 1.0:
            raise ValueError("min_coverage must be in (0, 1]")
        if dimensions <= 0:
            raise ValueError("dimensions must be positive")
        self._clock = clock or SystemClock()
        self._dimensions = dimensions
        self._min_coverage = min_coverage
        self._offload_above = offload_above

    @property
    def name(self) -> str:
        return "local"

    def __repr__(self) -> str:
        return f"LocalJudge(dimensions={self._dimensions}, min_coverage={self._min_coverage})"

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
        if isinstance(question, ExtractStatements):
            return extract_statements(question.answer)
        if isinstance(question, VerifyStatements):
            return verify_statements(question.contexts, question.statements, self._min_coverage)
        if isinstance(question, GenerateQuestions):
            return generate_questions(question.answer, question.n)
        if isinstance(question, SelectRelevantSentences):
            return select_relevant_sentences(question.question, question.contexts)
        if isinstance(question, EmbedTexts):
            return tuple(hashing_embedding(t, self._dimensions) for t in question.texts)
        raise JudgeError("unsupported", f"the local judge cannot answer {question.kind!r}")


def _data_size(value: Any) -> int:
    """Characters of text in a payload."""
    if isinstance(value, str):
        return len(value)
    if isinstance(value, Mapping):
        return sum(_data_size(v) for v in value.values())
    if isinstance(value, list | tuple):
        return sum(_data_size(v) for v in value)
    return 0


# --- vocabulary -------------------------------------------------------------------------------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_AUX = _words(
    "is are was were be been am has have had do does did can could will would shall should "
    "may might must cannot can't won't isn't aren't wasn't weren't doesn't don't didn't "
    "hasn't haven't hadn't shouldn't wouldn't couldn't"
)
_VERBS = _words(
    """
    include includes offer offers provide provides cover covers cost costs take takes took
    get gets got give gives gave need needs require requires allow allows make makes made
    open opens close closes run runs ran start starts end ends last lasts contain contains
    support supports use uses lead leads led become becomes became mean means meant go goes
    went come comes came say says said show shows remain remains reach reaches receive
    receives pay pays paid earn earns hold holds held keep keeps kept store stores let lets
    help helps reduce reduces increase increases cause causes apply applies charge charges
    build builds built win wins won lose loses lost begin begins began sit sits sat stand
    stands stood lie lies grow grows grew rise rises rose fall falls fell sell sells sold buy
    buys bought ship ships send sends sent expire expires depend depends range ranges equal
    equals contain contains carry carries mark marks draw draws serve serves protect protects
    treat treats work works move moves live lives die dies born happen happens occur occurs
    exist exists seem seems appear appears
    """
)
_PRONOUNS = _words("it they he she this these its their his her")
_SUBJECT_PRONOUNS = _words("it they he she")
_CONNECTIVES = _words(
    "and but so because since although though while whereas therefore thus hence also then plus"
)
_OPENERS = _words(
    "yes no sure well okay ok overall basically actually additionally moreover furthermore "
    "however also so certainly indeed generally"
)
_QUESTION_FILLER = _words(
    "tell know explain describe give list find need want like say mean happen anything "
    "something thing"
)
_SEPARATOR = re.compile(r"\s*;\s*|,\s+|\s+(?:and|but|so|because|whereas)\s+")
_REFUSAL = re.compile(
    r"\b(?:i (?:do not|don't|did not|didn't) (?:know|have)"
    r"|i(?:'m| am) (?:not sure|unable|afraid|sorry)"
    r"|i (?:cannot|can't|could not|couldn't|was unable to) (?:find|answer|help|say|tell|provide"
    r"|determine|see|confirm|locate)"
    r"|(?:no|not enough|insufficient) (?:relevant )?information"
    r"|not (?:mentioned|provided|specified|stated|covered|included|available) in the"
    r"|(?:does not|doesn't|do not|don't) (?:mention|say|specify|state|cover|contain)"
    r"|as an ai|i apologi[sz]e|sorry,? (?:but )?i|unfortunately,? i)\b"
)
_FILLER = re.compile(
    r"(?:^(?:hope (?:this|that) helps|happy to help|let me know|feel free|thanks?(?: you)?"
    r"|you're welcome|good luck|hello|hi|sorry|apologies)\b|\bgreat question\b)"
)
# Clauses opening with these state a condition, not a claim: they stay with their main clause.
_CONDITIONS = _words("if once when whenever unless until after before as")
_SUBORDINATORS = _CONDITIONS | _words("because since while although though whereas")
_NOT = _words("not never")
_RELATIVE_PRONOUNS = _words("which who whom whose where")
_ADVERBS_BEFORE_VERB = _words("only also usually always often still just then sometimes")


def _is_verb(word: str) -> bool:
    return word in _AUX or word in _VERBS or (len(word) >= 5 and word.endswith("ed"))


def _has_verb(tokens: tuple[Token, ...], raw: str) -> bool:
    if any(op in raw for op in ("=", "<", ">", "\u2264", "\u2265")):
        return True
    words = [t.text for t in tokens if not t.is_number]
    for index, word in enumerate(words):
        if word in _AUX or (len(word) >= 5 and word.endswith("ed")):
            return True
        # Many listed verbs are also nouns ("support", "cost"); as the last word they are nouns.
        if word in _VERBS and index < len(words) - 1:
            return True
    return False


def _starts_with_verb(tokens: tuple[Token, ...]) -> bool:
    """Whether a clause has no subject of its own: "opened in 1958", "not turned off"."""
    words = [t.text for t in tokens[:3] if not t.is_number]
    if not words or tokens[0].is_number:
        return False
    if words[0] in _ADVERBS_BEFORE_VERB:
        words = words[1:]
    if not words:
        return False
    if words[0] in _NOT:
        return len(words) > 1 and _is_verb(words[1])
    return _is_verb(words[0])


def _strip_lead(text: str) -> str:
    """Drop leading connectives ("and", "because") and comma-led openers ("Yes,")."""
    while True:
        stripped = text.lstrip(" ,;:-\u2013\u2014")
        match = re.match(r"([A-Za-z]+)(,?)\s+", stripped)
        if match is None:
            return stripped
        word = match.group(1).lower()
        if word in _CONNECTIVES or (word in _OPENERS and match.group(2)):
            text = stripped[match.end() :]
            continue
        return stripped


def _subject(statement: str) -> str | None:
    """The words before the first verb when they look like a subject ("Tokyo Tower",
    "Employees"), skipping an opening subordinator ("Once versioning is enabled") and an
    apposition set off by commas ("Tokyo Tower, a tower in Minato, is ..."). Pronouns and
    numbers are not subjects."""
    head = statement.split(",", 1)[0]
    tokens = tokenize(head)
    if tokens and tokens[0].text in _SUBORDINATORS:
        tokens = tokens[1:]
    if not tokens or tokens[0].is_number or tokens[0].text in _PRONOUNS:
        return None
    if tokens[0].text in STOPWORDS and tokens[0].text not in ("the", "you", "we"):
        return None
    for index, token in enumerate(tokens):
        if token.is_number:
            return None
        if _is_verb(token.text):
            if not 1 <= index <= 6:
                return None
            return head[tokens[0].start : tokens[index - 1].end]
    if head != statement and len(tokens) <= 6:
        return head[tokens[0].start :]  # the verb comes after the apposition
    return None


def _finish(statement: str) -> str:
    statement = _strip_lead(statement).strip().rstrip(" .;:,!")
    if statement and statement[0].islower():
        statement = statement[0].upper() + statement[1:]
    return statement


def _is_claim(statement: str) -> bool:
    lowered = statement.lower().replace("\u2019", "'")
    if not statement or statement.endswith("?"):
        return False
    if _REFUSAL.search(lowered) or _FILLER.search(lowered):
        return False
    return any(t.is_content for t in tokenize(statement))


_FIRST_WORD = re.compile(r"[^\w]*([^\W\d_]+)")


def _first_word(text: str) -> str:
    match = _FIRST_WORD.match(text)
    return match.group(1).lower() if match else ""


def _clauses(sentence: str) -> list[str]:
    """Split a sentence into clauses that each make a claim.

    A piece after a comma, semicolon, "and", "but", "so", "because" or "whereas" starts a
    new clause when it has a subject and a verb; a verb phrase joined by "and"/"but"
    ("... and opened in 1958") becomes a clause with the subject of the one before; anything
    else (a list item, an apposition) stays with its clause, and a condition ("if ...",
    "once ...") stays with the clause it conditions.
    """
    pieces: list[tuple[str, str]] = []
    separator, position = "", 0
    for match in _SEPARATOR.finditer(sentence):
        pieces.append((separator, sentence[position : match.start()]))
        separator, position = match.group(0), match.end()
    pieces.append((separator, sentence[position:]))

    chunks: list[str] = []
    current = ""
    conditional = False  # current opens with a condition still waiting for its main clause
    for separator, piece in pieces:
        if not current:
            current = piece
            conditional = _first_word(_strip_lead(piece)) in _CONDITIONS
            continue
        clean = _strip_lead(piece)
        tokens = tokenize(clean)
        body = _strip_lead(current)
        if not _has_verb(tokenize(body), body):
            current += separator + piece
            continue
        # "carried-over days expire": a hyphenated opener is a compound word, not a verb.
        compound = "-" in clean.split(maxsplit=1)[0] if clean.strip() else False
        subjectless = _starts_with_verb(tokens) and not compound
        relative = _first_word(clean) in _RELATIVE_PRONOUNS
        if _has_verb(tokens, clean) and not subjectless and not relative:
            if conditional:
                current += separator + piece
                conditional = False
            else:
                chunks.append(current)
                current = clean
                conditional = _first_word(clean) in _CONDITIONS
            continue
        joined = separator.strip() in ("and", "but") or piece.lstrip().lower().startswith(
            ("and ", "but ")
        )
        if joined and subjectless and not conditional:
            subject = _subject(re.split(r",\s+", body)[-1]) or _subject(body)
            chunks.append(current)
            current = f"{subject} {clean}" if subject else clean
            continue
        current += separator + piece
    if current:
        chunks.append(current)
    return chunks


def extract_statements(answer: str) -> tuple[str, ...]:
    """Statements of ``answer``: sentences split into clauses, pronoun subjects resolved,
    refusals, pleasantries and questions dropped. Deterministic."""
    statements: list[str] = []
    subject: str | None = None
    for sentence in split_sentences(answer):
        for clause in _clauses(sentence):
            statement = _finish(clause)
            if not _is_claim(statement):
                continue
            first = statement.split(maxsplit=1)
            if subject and len(first) == 2 and first[0].lower() in _SUBJECT_PRONOUNS:
                statement = _finish(f"{subject} {first[1]}")
            else:
                subject = _subject(statement) or subject
            if statement not in statements:
                statements.append(statement)
    return tuple(statements)


# --- verification -------------------------------------------------------------------------------


def _windows(tokens: Sequence[Token]) -> dict[str, frozenset[str]]:
    """For each number, the content words within two content positions of it."""
    content = [t for t in tokens if t.is_content]
    found: dict[str, set[str]] = {}
    for index, token in enumerate(content):
        if not token.is_number:
            continue
        near = content[max(0, index - 2) : index + 3]
        found.setdefault(token.text, set()).update(t.key for t in near if not t.is_number)
    return {number: frozenset(words) for number, words in found.items()}


@dataclass(frozen=True, slots=True)
class _Clause:
    keys: frozenset[str]
    negated: bool


@dataclass(frozen=True, slots=True)
class _Passage:
    """A stretch of context (a sentence, or a whole retrieved context) ready for comparison."""

    text: str
    keys: frozenset[str]
    numbers: frozenset[str]
    dates: frozenset[str]
    windows: Mapping[str, frozenset[str]]
    clauses: tuple[_Clause, ...]


def _clause_list(sentence: str) -> tuple[_Clause, ...]:
    out = []
    for clause in _clauses(sentence):
        tokens = tokenize(clause)
        out.append(_Clause(frozenset(t.key for t in tokens), is_negated(tokens)))
    return tuple(out)


def _passage(text: str, extra_keys: frozenset[str] = frozenset()) -> _Passage:
    tokens = tokenize(text)
    return _Passage(
        text=text,
        keys=frozenset(t.key for t in tokens) | extra_keys,
        numbers=frozenset(t.text for t in tokens if t.is_number),
        dates=dates(text),
        windows=_windows(tokens),
        clauses=_clause_list(text),
    )


def _merge(text: str, parts: Sequence[_Passage]) -> _Passage:
    windows: dict[str, frozenset[str]] = {}
    for part in parts:
        for number, words in part.windows.items():
            windows[number] = windows.get(number, frozenset()) | words
    return _Passage(
        text=text,
        keys=frozenset().union(*(p.keys for p in parts)),
        numbers=frozenset().union(*(p.numbers for p in parts)),
        dates=frozenset().union(*(p.dates for p in parts)),
        windows=windows,
        clauses=tuple(c for p in parts for c in p.clauses),
    )


def _context_passages(context: str) -> tuple[list[_Passage], _Passage]:
    """The sentences of one context (a sentence opening with a pronoun also gets the subject
    of the sentence before it) and the whole context."""
    sentences: list[_Passage] = []
    previous: str | None = None
    for sentence in split_sentences(context):
        extra: frozenset[str] = frozenset()
        first = tokenize(sentence)[:1]
        if previous is not None and first and first[0].text in _PRONOUNS:
            subject = _subject(previous) or ""
            extra = frozenset(t.key for t in tokenize(subject) if t.is_content)
        sentences.append(_passage(sentence, extra))
        previous = sentence
    return sentences, _merge(context, sentences)


# Verbs that carry little of a claim ("you need proof" = "proof is required"): not counted.
_LIGHT_VERBS = _words(
    "need needs needed make makes made get gets got take takes took give gives gave go goes "
    "went come comes came put puts keep keeps kept let lets want wants"
)


@dataclass(frozen=True, slots=True)
class _Claim:
    content: frozenset[str]
    numbers: frozenset[str]
    dates: frozenset[str]
    names: frozenset[str]
    negated: bool
    windows: Mapping[str, frozenset[str]]


def _claim(statement: str) -> _Claim:
    tokens = tokenize(statement)
    return _Claim(
        content=frozenset(
            t.key for t in tokens if t.is_content and not t.is_number and t.text not in _LIGHT_VERBS
        ),
        numbers=frozenset(t.text for t in tokens if t.is_number),
        dates=dates(statement),
        names=frozenset(
            t.key
            for t in tokens
            if not t.is_number
            and t.text not in STOPWORDS
            and (t.symbol or t.acronym or (t.capitalised and not t.initial))
        ),
        negated=is_negated(tokens),
        windows=_windows(tokens),
    )


def _coverage(claim: _Claim, passage: _Passage) -> float:
    if not claim.content:
        return 1.0
    return len(claim.content & passage.keys) / len(claim.content)


def _strict_failure(claim: _Claim, passage: _Passage) -> str | None:
    """Why the passage cannot support the claim's dates, numbers or names (None if it can)."""
    for date in sorted(claim.dates):
        if not date_supported(date, passage.dates):
            return f"the date {date.lstrip('-')} is not in the context"
    missing = sorted(claim.names - passage.keys)
    if missing:
        return f"the context does not mention {', '.join(missing)}"
    for number in sorted(claim.numbers):
        if number not in passage.numbers:
            return f"the number {number} is not in the context"
        near = claim.windows.get(number, frozenset())
        there = passage.windows.get(number, frozenset())
        if near and there and not near & there:
            return f"the context gives {number} for something else"
    return None


def _negation_agrees(claim: _Claim, passage: _Passage) -> bool:
    wanted = claim.content | claim.numbers
    best = max(passage.clauses, key=lambda c: len(wanted & c.keys), default=None)
    return best is None or best.negated == claim.negated


def _quote(text: str, limit: int = 120) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


# Words gathered from across one whole context must cover more of the claim than one sentence.
_WHOLE_CONTEXT_COVERAGE = 0.85


def _verify_one(
    claim: _Claim, contexts: Sequence[tuple[list[_Passage], _Passage]], min_coverage: float
) -> Verdict:
    if not claim.content and not claim.numbers:
        return Verdict(False, "the statement makes no checkable claim")
    # One sentence that covers most of the claim, or one whole context that covers nearly all.
    candidates: list[tuple[_Passage, float]] = []
    for sentences, whole in contexts:
        candidates.extend((s, min_coverage) for s in sentences)
        candidates.append((whole, max(min_coverage, _WHOLE_CONTEXT_COVERAGE)))
    opposite: _Passage | None = None
    for passage, needed in candidates:
        if _coverage(claim, passage) + 1e-9 < needed or _strict_failure(claim, passage):
            continue
        if _negation_agrees(claim, passage):
            return Verdict(True, f'stated in the context: "{_quote(passage.text)}"')
        opposite = opposite or passage
    if opposite is not None:
        return Verdict(False, f'the context says the opposite: "{_quote(opposite.text)}"')
    if not contexts:
        return Verdict(False, "there is no context")
    wholes = [whole for _, whole in contexts]
    best = max(wholes, key=lambda p: _coverage(claim, p))
    failure = _strict_failure(claim, best)
    if failure is not None:
        return Verdict(False, failure)
    absent = sorted(claim.content - best.keys)
    if absent:
        return Verdict(False, f"the context does not mention {', '.join(absent)}")
    return Verdict(False, "no single passage of the context states this")


def verify_statements(
    contexts: Sequence[str], statements: Sequence[str], min_coverage: float = 0.7
) -> tuple[Verdict, ...]:
    """One verdict per statement, in order: supported when one context sentence holds at least
    ``min_coverage`` of its content words (or one whole context holds 85% of them), together
    with its numbers (next to the same words), dates and names, with the same polarity."""
    analysed = [_context_passages(c) for c in contexts if c.strip()]
    return tuple(_verify_one(_claim(s), analysed, min_coverage) for s in statements)


# --- question generation ------------------------------------------------------------------------


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
    Empty when the answer makes no claim."""
    statements = extract_statements(answer)
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
