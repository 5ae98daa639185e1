"""The pieces the offline judge's statement checks share: a stretch of context sentences
judged together, the words of a claim it holds, and the reasons a check gives.

Pure functions; see ``local_verify`` for how the checks decide a statement.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .local_evidence import (
    Bag,
    Claim,
    Clause,
    Context,
    NameRun,
    Sentence,
    held,
    key,
    occurrences,
    rate_of,
    unit_after,
)
from .local_evidence import (
    verb_like as _verb_like,
)
from .local_grammar import (
    PREPOSITIONS,
    is_finite_verb,
    is_participle,
)
from .local_lexicon import (
    canonical_unit,
    converses,
)
from .text import (
    Token,
)

# The share of a statement's words one sentence must hold to decide alone (see
# ``local_verify``).
_ANCHOR = 0.8
_PAIR_COVERAGE = 0.8
_WHOLE_CONTEXT_COVERAGE = 0.85


class _Instead(str):
    """A reason saying that the context puts something else in the claim's place: another
    name, number, date, unit, role or order ("the context gives James Gosling for that, not
    Guido van Rossum"). A plain denial of the claim is then borne out (``local_verify``).

    The kind of a reason is this type, never its wording, so rewording a reason cannot change
    a verdict. It stays inside the verifier: the verdicts ``local_verify`` returns hold plain
    strings."""

    __slots__ = ()


class _InsteadOf(_Instead):
    """An ``_Instead`` that says which name of the claim the context puts another in the
    place of (``name``, its keys): "the context gives Orra for that, not Veyle"."""

    name: tuple[str, ...]

    def __new__(cls, reason: str, name: tuple[str, ...]) -> _InsteadOf:
        made = super().__new__(cls, reason)
        made.name = name
        return made


def _quote(text: str, limit: int = 120) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "\u2026"


@dataclass(frozen=True, slots=True)
class _Stretch:
    """One or more sentences judged together."""

    parts: tuple[Sentence, ...]
    bag: Bag
    numbers: dict[str, set[str]]
    pieces: tuple[tuple[str, frozenset[str]], ...]
    dates: frozenset[str]
    decades: frozenset[int]
    clauses: tuple[Clause, ...]

    @property
    def text(self) -> str:
        return " ".join(p.text for p in self.parts)

    @property
    def single(self) -> Sentence | None:
        return self.parts[0] if len(self.parts) == 1 else None


def _stretch(parts: Sequence[Sentence]) -> _Stretch:
    numbers: dict[str, set[str]] = {}
    for part in parts:
        for number, units in part.numbers.items():
            numbers.setdefault(number, set()).update(units)
    return _Stretch(
        parts=tuple(parts),
        bag=Bag.union(p.bag for p in parts),
        numbers=numbers,
        pieces=tuple(piece for p in parts for piece in p.pieces),
        dates=frozenset().union(*(p.dates for p in parts)),
        decades=frozenset().union(*(p.decades for p in parts)),
        clauses=tuple(c for p in parts for c in p.clauses),
    )


# --- words ------------------------------------------------------------------------------------


def _held(word: str, stretch: _Stretch) -> bool:
    if held(word, stretch.bag, stretch.clauses):
        return True
    # "B taught A" is said by "A studied under B"; who has which role is read elsewhere
    other = converses(word)
    return bool(other) and any(key(t) in other for part in stretch.parts for t in part.tokens)


def _coverage(claim: Claim, stretch: _Stretch) -> float:
    if not claim.words:
        return 1.0
    return sum(1 for w in claim.words if _held(w, stretch)) / len(claim.words)


def _missing(claim: Claim, stretch: _Stretch) -> list[str]:
    return [w for w in claim.words if not _held(w, stretch)]


def _number_places(number: str, parts: Sequence[Sentence]) -> list[tuple[Sentence, int]]:
    """Where the sentences give ``number``: (sentence, token index) pairs."""
    return [
        (p, i) for p in parts for i, t in enumerate(p.tokens) if t.is_number and t.text == number
    ]


def _linked(claim: Claim, stretch: _Stretch) -> float:
    """The share of the claim's linking words (light ones included) the stretch holds."""
    if not claim.linking:
        return 1.0
    return sum(1 for w in claim.linking if _held(w, stretch)) / len(claim.linking)


def _overlaps(words: frozenset[str], others: frozenset[str]) -> bool:
    if not words or not others:
        return False
    return any(held(w, Bag.of(others)) for w in words)


# --- names ------------------------------------------------------------------------------------


def _has_name(run: NameRun, stretch: _Stretch, context: Context) -> bool:
    return any(occurrences(run, part, context) for part in stretch.parts)


def _same_name(a: NameRun, b: NameRun) -> bool:
    if set(a.keys) & set(b.keys):
        return True
    return a.place is not None and a.place == b.place


def _one_name(a: NameRun, b: NameRun) -> bool:
    """Whether two names may name one thing, more strictly than ``_same_name``: one's words
    hold the other's ("Cameron", "James Cameron") or they end alike; not two that only share
    a first word ("James Horner", "James Cameron")."""
    mine, theirs = set(a.keys), set(b.keys)
    if mine and theirs and (mine <= theirs or theirs <= mine or a.keys[-1] == b.keys[-1]):
        return True
    return a.place is not None and a.place == b.place


# --- who goes with what -------------------------------------------------------------------------


_RELATIVES = frozenset(["who", "which", "whom", "whose"])


def _attached(words: frozenset[str], part: Sentence, index: int, loose: bool = True) -> bool:
    """Whether a word of ``words`` stands in the segment of the token at ``index``, or in a
    relative clause right after it ("Harlan Group, which bought it"). ``loose`` also looks
    past a segment with no verb of its own: the apposition around it ("the Challenger Deep,
    the deepest point of ...") and the verb it is the subject of ("Titan, the largest moon of
    Saturn, has ...")."""
    number = part.segment_of(index)
    bags = [part.segment_bags[number]]
    start, end = part.segments[number]
    opener = part.tokens[start]
    noun_phrase = opener.capitalised or opener.text in ("the", "a", "an") or start == index
    if loose and noun_phrase and not any(_verb_like(t) for t in part.tokens[start:end]):
        if number > 0:
            bags.append(part.segment_bags[number - 1])
        for following in range(number + 1, len(part.segments)):
            a, b = part.segments[following]
            if part.tokens[a].text in ("and", "but", "or"):
                break  # "born in Zurich, Switzerland, and later emigrated": the subject's verb
            bags.append(part.segment_bags[following])
            if _bracketed(part, a, b):
                continue  # "Elsa Brandt (born 1911, died 1998) was ...": look past it
            if part.tokens[a].text in _RELATIVES:
                continue  # "Granmark, which the authority said ..., was fined": past it too
            if any(_verb_like(t) for t in part.tokens[a:b]):
                break
    if (
        number > 0
        and opener.text in _CIRCUMSTANTIAL
        and start + 1 < end
        and part.tokens[start + 1].text.endswith("ing")
    ):
        # "painted it in June 1889 while staying at the asylum in Saint-Rémy": where he
        # stayed is where he painted (but "Its capital is Pierre, while Sioux Falls is ..."
        # contrasts two things)
        bags.append(part.segment_bags[number - 1])
    bags.extend(_participle_clauses(part, index, number))
    bags.extend(_shared_subject_clauses(part, index, number))
    if number + 1 < len(part.segments):
        start, _ = part.segments[number + 1]
        names_between = [r for r in part.names if index < r.start < start and r.place is None]
        if part.tokens[start].text in _RELATIVES and not names_between:
            bags.append(part.segment_bags[number + 1])
    return any(held(w, bag) for w in words for bag in bags)


def _later_segments(part: Sentence, index: int, number: int) -> Iterator[tuple[int, int, int]]:
    """The segments after segment ``number`` (its number, first and end token), up to one
    that another name (no place) stands before: the name at ``index`` may be their subject."""
    for following in range(number + 1, len(part.segments)):
        a, b = part.segments[following]
        if any(index < r.start < a and r.place is None for r in part.names):
            return
        yield following, a, b


def _shared_subject_clauses(part: Sentence, index: int, number: int) -> list[Bag]:
    """For a name that opens its sentence, the words of each later segment that "and" or
    "but" opens right before a finite verb, with no other name between ("Farrelly is the
    band's lead vocalist and plays the mandolin"): the name is that verb's subject too."""
    if any(t.text != "the" for t in part.tokens[:index]):
        return []
    found: list[Bag] = []
    for following, a, b in _later_segments(part, index, number):
        if a + 1 >= b or part.tokens[a].text not in ("and", "but"):
            continue
        verb = part.tokens[a + 1]
        if not verb.is_number and not verb.capitalised and is_finite_verb(verb.text):
            found.append(part.segment_bags[following])
    return found


def _participle_clauses(part: Sentence, index: int, number: int) -> list[Bag]:
    """For a name that opens its sentence, the words of a later clause a past participle
    opens, with no other name between ("Sir Isaac Newton was an English mathematician,
    physicist and astronomer, born on 25 December 1642"): it describes the name."""
    if any(t.is_content for t in part.tokens[:index] if not t.capitalised):
        return []
    found: list[Bag] = []
    for following, a, b in _later_segments(part, index, number):
        opener = part.tokens[a]
        if not opener.is_number and is_participle(opener.text) and not opener.capitalised:
            found.append(part.segment_bags[following])
            break
        if any(_verb_like(t) for t in part.tokens[a:b]):
            break
    return found


# Openers of a clause whose place and time are its main verb's.
_CIRCUMSTANTIAL = frozenset(["while", "whilst"])


def _bracketed(part: Sentence, start: int, end: int) -> bool:
    """Whether the tokens [start, end) of a sentence stand inside brackets."""
    text = part.text
    opened = text.rfind("(", 0, part.tokens[start].start)
    closed = text.rfind(")", 0, part.tokens[start].start)
    return opened > closed


def _implied(part: Sentence, subject: NameRun) -> bool:
    """Whether a pronoun of the sentence stands for a name sharing a word with the subject."""
    return any(set(keys) & set(subject.keys) for keys in part.implied)


def _token_units(part: Sentence, index: int) -> set[str]:
    """The units written right after (or, for a currency or percent sign, around) the number
    token at ``index``, and the time it is counted per ("/min")."""
    token = part.tokens[index]
    found: set[str] = set()
    unit = unit_after(part.tokens, index)
    if unit is not None:
        found.add(unit)
    around = part.text[max(0, token.start - 1) : token.end + 2]
    if "%" in around[len(around) - 2 :]:
        found.add("pct")
    sign = part.text[max(0, token.start - 1) : token.start]
    unit = canonical_unit(sign) if sign.strip() else None
    if unit is not None:
        found.add(unit)
    rate = rate_of(part.tokens, index)
    if rate is not None:
        found.add(rate)
    return found


def _units_agree(wanted: set[str], there: set[str]) -> bool:
    """Whether a number written with ``there`` can be the claim's number with ``wanted``."""
    return not wanted or bool(wanted & there)


def _common_noun(token: Token) -> bool:
    """A lower-case content word that is no verb nor preposition (possessives included)."""
    return (
        not token.capitalised
        and token.is_content
        and token.text not in PREPOSITIONS
        and not _verb_like(token)
    )
