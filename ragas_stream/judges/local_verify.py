"""Statement verification for the offline judge.

Pure, deterministic functions over the readings of ``local_evidence``. A statement is
*supported* when one stretch of context — a sentence, two adjacent sentences, two sentences of
one context that share a name (the bridge of a two-step fact), or (failing those) a whole
context — holds enough of its content words and nothing in it conflicts with the statement:

* coverage: a word counts when the stretch holds it, an inflection, an irregular form, a listed
  synonym, or a word of the same derivational root; hedges ("about", "roughly") need no
  support; numbers, dates and names are checked separately, strictly;
* names must occur as written (a surname stands for a full name used elsewhere in the context;
  a country and the word for its people are one name); numbers with the same unit ("8 GB" is
  not "8 MB"), next to the same words; dates must agree; a decade ("the 1990s") holds the
  years in it;
* each name or number must stand next to its relation words (the words around it in the
  statement) somewhere in the stretch, unless no other name or number does (or does so in
  so many words where the claim's only by what the context's words imply): "the capital is
  Calgary" is not supported by "the capital is Edmonton, while its largest city is Calgary";
  and the claim's answer (its last number) must stand in a clause that holds the verb it
  answers, where a clause of the stretch holds that verb beside another number ("a 1994
  novel by Rhys. She was awarded the medal in 2009" does not say she was awarded it in 1994);
* the matching clause must have the same polarity (a negation flipped is "the opposite"),
  unless its denial covers only a part the claim's words stand outside ("fined ... for
  failing to warn customers", "No one was hurt, but the line was closed"); a denial the
  best sentence says nothing of ("without supplementary oxygen") is no opposite, and holds
  where another sentence denies the same words; words of opposite direction ("rose" /
  "fell", "currently" / "formerly") must not face each other; what the context gives "only"
  to one kind of a thing ("only on the Pro tier") is not said of another kind it names ("a
  free tier"); two names joined by a verb must keep their roles ("A acquired B" = "B was
  acquired by A" ≠ "B acquired A");
* a comparison ("A is older than B", "A came out first, before B") and a claim about two
  things at once ("A and B are from the same country", "A and B were both singers") are
  decided from what the context says about each of them (``local_reason``); a claim that a
  name holds first place ("X is the largest city in Z"), or does not, is decided by the name
  the context gives that place ("Y is the most populous city in Z");
* a relation between two people must keep its direction ("the elder brother of", see
  ``local_kinship``); a limit its side ("at least 30" is not "up to 30"); a role held "until
  2019" or called "former" is not one held now; a claim for every case ("any time") is not
  held by a sentence that limits it ("before 3:00 pm"), nor is one that concedes a case
  ("even if the host does not attend", "whether or not") by a sentence that sets it as a
  condition; a number of years, or an amount the claim compares, may be the difference of
  two the context gives beside the claim's words, and an amount it gives as a total the sum
  of two of its unit or a count times a price "each"; an amount it gives as a case ("a
  seven-hour flight") may meet the bounds a clause sets ("flights of six hours or more"),
  and does not take what a bound it misses applies to ("needs approval for 15 days" against
  "Stays longer than 20 days require approval"); a small count the names one sentence
  lists ("bordered by Italy, France, Germany, and Austria and Liechtenstein"); a place the
  context names only beside a thing ("near Karrow", "close to the border with Kenya") is
  not where the thing is; a span of years ("from 1977 until 1983") gives when something
  began and when it ended, and not the other way round;
* what a sentence gives all but one thing ("on all plans except Enterprise"), or "only" to
  others ("Only the lid and the tray are dishwasher-safe"), it denies of that thing; a claim
  about one kind of a thing ("production database access") is not borne out by a sentence
  about another kind ("VPN access") where the context names both apart; two words tied each
  to a thing may not be swapped ("resistant to X but susceptible to Y"); a span of months
  ("between May and September") holds the months inside it and denies the others; an amount
  meets a bound the claim sets ("deeper than 1,400 metres"); a thing "is from" no place it
  only moved to; a model named after a thing ("the iPhone 3G", "the Lumo 2") is not the
  thing; the answer of a claim about a named subject is not borne out by sentences about
  another subject ("Plato ... born in Athens", for Aristotle, who "was born in Stagira");
  "A and B were both ..." must hold of each.

When one sentence holds nearly all of a statement's words, that sentence alone decides: a name
or number of the statement found only elsewhere is a substitution, not support. A statement
that is not supported, whose subject is a description ("The engineer who drew the first sketch
of the tower joined ..."), is supported when it is, said of a name the context gives that
description (``local_bridge``, with the guards of ``_verify_described``).

Every verdict carries a degree (``Verdict.degree``). A supported statement gets 0.9 to 1 by how
tightly the stretch says it (no foreign word among the claim's pieces) and, a tenth of it, by
its affinity with the context (below). One that is not supported gets at most 0.45, lowered by
each word (x0.75) and, more, by each name, number or date (x0.3) the whole context lacks, and
by a conflict (x0.4) or an opposite (x0.15); a long one is also graded by its parts (split at
commas and joining words), each checked on its own; its affinity adds up to 0.03, and an
answer that stands next to the word it answers ("Its capital is Pierre") 0.02, unless the
context says the opposite. The affinity
(``_affinity``) is how closely the context keeps the statement's words together in a clause
(or through a name another sentence shares) and in the statement's order. So two answers the
yes/no rules cannot tell apart are still ranked by their evidence.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace

from .local_bridge import bridged_claims, named_only_by_possessive
from .local_complements import complement_failure
from .local_evidence import (
    CALENDAR,
    LIGHT,
    PRONOUNS,
    Bag,
    Claim,
    Clause,
    Context,
    NameRun,
    Sentence,
    after_copula,
    analyse_claim,
    analyse_context,
    comma_end,
    denied_spans,
    held,
    in_month_span,
    is_year_token,
    key,
    month_spans,
    occurrences,
    rate_of,
    unit_after,
    year_spans,
)
from .local_evidence import (
    relation_words as _relation_words,
)
from .local_evidence import (
    verb_like as _verb_like,
)
from .local_grammar import (
    AUXILIARIES,
    FAMILY,
    MODALS,
    POSSESSIVES,
    PREPOSITIONAL_PARTICIPLES,
    PREPOSITIONS,
    is_participle,
    is_verb,
)
from .local_grammar import BE as BE_FORMS
from .local_kinship import claimed_relations, reversed_relation, stated_relations, subject_of
from .local_lexicon import (
    canonical_unit,
    exclusive_group,
    lemmas,
    polarities,
    synonym_ids,
    unit_dimension,
)
from .local_reason import amount_sign, decide_comparison, decide_pair_claim, each_of_both
from .questions import Verdict
from .text import (
    MONTH_NAMES,
    NEGATIONS,
    STOPWORDS,
    Token,
    date_spans,
    date_supported,
    month_number,
)

__all__ = ["verify_statements"]

# The share of a statement's words one sentence must hold to decide alone (see module doc).
_ANCHOR = 0.8
_PAIR_COVERAGE = 0.8
_WHOLE_CONTEXT_COVERAGE = 0.85


class _Instead(str):
    """A reason saying that the context puts something else in the claim's place: another
    name, number, date, unit, role or order ("the context gives James Gosling for that, not
    Guido van Rossum"). A plain denial of the claim is then borne out (``_verify_one``).

    The kind of a reason is this type, never its wording, so rewording a reason cannot change
    a verdict. It stays inside this module: the verdicts it returns hold plain strings."""

    __slots__ = ()


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
    return held(word, stretch.bag, stretch.clauses)


def _coverage(claim: Claim, stretch: _Stretch) -> float:
    if not claim.words:
        return 1.0
    return sum(1 for w in claim.words if _held(w, stretch)) / len(claim.words)


def _missing(claim: Claim, stretch: _Stretch) -> list[str]:
    return [w for w in claim.words if not _held(w, stretch)]


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


# --- numbers ----------------------------------------------------------------------------------


def _year_like(number: str, units: set[str]) -> bool:
    """Whether a number written with ``units`` reads as a year ("1749", not "1,749 degrees")."""
    return _is_year(number) and not units


def _is_year(number: str) -> bool:
    return number.isdigit() and 1000 <= int(number) <= 2100


def _written_as_year(number: str, tokens: Sequence[Token]) -> bool:
    """Whether the tokens write the number as a year ("in 1950", not "1,950 people" nor
    "1950 people")."""
    return any(
        t.text == number
        and is_year_token(t)
        and not (i + 1 < len(tokens) and _counted(tokens[i + 1]))
        for i, t in enumerate(tokens)
    )


def _year_in(number: str, parts: Sequence[Sentence]) -> bool:
    """Whether a sentence writes the number as a year (four digits: "1950", not "1,950")."""
    return any(t.text == number and is_year_token(t) for part in parts for t in part.tokens)


def _counted(token: Token) -> bool:
    """Whether the token after a number can be what it counts: a lower-case word that is no
    function word nor verb ("people", "metres"; not "and", "when", "opened")."""
    return (
        token.text.isalpha()
        and not token.capitalised
        and token.text not in STOPWORDS
        and token.text not in PREPOSITIONS
        and not _verb_like(token)
    )


def _decade_of(number: str, claim: Claim) -> int | None:
    if number.isdigit() and int(number) in claim.decades:
        return int(number)
    return None


def _number_held(number: str, claim: Claim, stretch: _Stretch) -> bool:
    if number in stretch.numbers:
        return True
    if _years_between(number, claim, stretch) or _difference(number, claim, stretch):
        return True
    if _total(number, claim, stretch) or _listed_count(number, claim, stretch):
        return True
    if number == "2" and " of the two " in f" {claim.text.lower()} ":
        return True  # "the longer of the two films": the question's framing, not a count
    if _within_bound(number, claim, stretch) or _meets_bound(number, claim, stretch):
        return True
    if _bound_met(number, claim, stretch):
        return True
    decade = _decade_of(number, claim)
    if decade is not None:
        return (
            any(n.isdigit() and decade <= int(n) < decade + 10 for n in stretch.numbers)
            or decade in stretch.decades
        )
    return False


def _within_bound(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether a year the claim gives as a bound ("opened before 2000", "after 1950", "by
    1990") holds for the years of the clauses of the stretch that hold the claim's words
    ("opened on 6 May 1994"): for every one of them, so that the bound cannot hold for one
    event and fail for another."""
    if not _is_year(number):
        return False
    bounds = {
        claim.tokens[i - 1].text
        for i, t in enumerate(claim.tokens)
        if i and t.is_number and t.text == number
    } & {"before", "after", "by"}
    if len(bounds) != 1:
        return False
    (bound,) = bounds
    limit = int(number)
    for part in stretch.parts:
        years: list[int] = []
        for tokens in _verb_clauses(part):
            bag = Bag.of(key(t) for t in tokens)
            if all(held(w, bag) for w in claim.words):
                years.extend(int(t.text) for t in tokens if is_year_token(t))
        if not years:
            continue
        if bound == "before" and all(year < limit for year in years):
            return True
        if bound == "by" and all(year <= limit for year in years):
            return True
        if bound == "after" and all(year > limit for year in years):
            return True
    return False


# How a text bounds an amount: words before it and after it, each with the side they bound
# and whether the bound itself is allowed ("six hours or more" allows six).
_BOUNDS_BEFORE: dict[tuple[str, ...], tuple[str, bool]] = {
    ("at", "least"): ("low", True),
    ("minimum", "of"): ("low", True),
    ("from",): ("low", True),
    ("over",): ("low", False),
    ("above",): ("low", False),
    ("more", "than"): ("low", False),
    ("longer", "than"): ("low", False),
    ("exceeding",): ("low", False),
    ("at", "most"): ("high", True),
    ("up", "to"): ("high", True),
    ("maximum", "of"): ("high", True),
    ("within",): ("high", True),
    ("under",): ("high", False),
    ("below",): ("high", False),
    ("less", "than"): ("high", False),
    ("fewer", "than"): ("high", False),
    ("shorter", "than"): ("high", False),
}
_BOUNDS_AFTER: dict[tuple[str, ...], tuple[str, bool]] = {
    ("or", "more"): ("low", True),
    ("or", "longer"): ("low", True),
    ("or", "above"): ("low", True),
    ("or", "over"): ("low", True),
    ("and", "above"): ("low", True),
    ("and", "over"): ("low", True),
    ("or", "less"): ("high", True),
    ("or", "fewer"): ("high", True),
    ("or", "under"): ("high", True),
    ("or", "below"): ("high", True),
}


_CHANGES = frozenset(("up", "down", "rose", "fell", "increased", "decreased", "grew"))


def _bound_at(tokens: Sequence[Token], index: int) -> tuple[str, bool] | None:
    """The bound the words around the amount at ``index`` set on it, if any; a unit may
    stand between the amount and the words after it ("six hours or more")."""
    words = [t.text for t in tokens]
    for before, bound in _BOUNDS_BEFORE.items():
        n = len(before)
        if index >= n and tuple(words[index - n : index]) == before:
            if before == ("from",) and index >= 2 and words[index - 2] in _CHANGES:
                return None  # "up from 49 percent": what it was, no bound
            return bound
    after = index + 1
    if after < len(tokens) and canonical_unit(words[after]) is not None:
        after += 1
    for following, bound in _BOUNDS_AFTER.items():
        if tuple(words[after : after + len(following)]) == following:
            return bound
    return None


def _meets(value: float, limit: float, side: str, allowed: bool) -> bool:
    """Whether ``value`` lies on ``side`` ("low": above, "high": below) of ``limit``, or on
    it when the bound ``allowed`` it."""
    return (value > limit if side == "low" else value < limit) or (allowed and value == limit)


def _case_amounts(claim: Claim) -> list[tuple[str, float, set[str]]]:
    """The amounts the claim gives as a case (with a unit, not a year, not bounded by the
    claim itself: "for 15 working days", not "at least 12 characters")."""
    found: list[tuple[str, float, set[str]]] = []
    for number, units in claim.numbers.items():
        value = _as_number(number)
        if not units or value is None or _is_year(number):
            continue
        if any(
            t.is_number and t.text == number and _bound_at(claim.tokens, i) is not None
            for i, t in enumerate(claim.tokens)
        ):
            continue
        found.append((number, value, units))
    return found


def _segment_bounds(
    part: Sentence, start: int, end: int, units: set[str]
) -> list[tuple[float, str, bool]]:
    """The bounds a segment of a sentence sets on amounts of ``units`` ("up to 20 working
    days": at most 20)."""
    return [bound for _, bound in _bounds_at(part, start, end, units)]


def _bounds_at(
    part: Sentence, start: int, end: int, units: set[str]
) -> list[tuple[int, tuple[float, str, bool]]]:
    """``_segment_bounds`` with where each bounded amount stands."""
    bounds: list[tuple[int, tuple[float, str, bool]]] = []
    for index in range(start, end):
        token = part.tokens[index]
        limit = _as_number(token.text) if token.is_number else None
        if limit is None or not _units_agree(units, _token_units(part, index)):
            continue
        bound = _bound_at(part.tokens, index)
        if bound is not None:
            bounds.append((index, (limit, *bound)))
    return bounds


# How near a bounded amount a word stands for the bound to apply to it ("Stays longer than
# 20 working days require prior approval"; not the policy named at the sentence's start).
_BOUND_REACH = 5


def _case_failure(claim: Claim, context: Context) -> str | None:
    """A word of the claim the context holds only where it sets a bound the claim's case
    does not meet: "needs approval ... for 15 working days" against "Stays longer than 20
    working days require prior approval" (the stretch that supports the claim may lack the
    word: it need not hold every word)."""
    for number, value, units in _case_amounts(claim):
        if any(number in part.numbers for part in context.sentences):
            continue  # the claim's own value ("a limit of $340"), not a case
        near = _near_number(claim, number)
        met: set[str] = set()
        unmet: set[str] = set()
        for part in context.sentences:
            for start, end in part.segments:
                keys = {key(t) for t in part.tokens[start:end]}
                bounds = _bounds_at(part, start, end, units)
                if not bounds or all(_meets(value, *bound) for _, bound in bounds):
                    met |= keys
                    continue
                for at, _ in bounds:
                    around = part.tokens[max(start, at - _BOUND_REACH) : at + _BOUND_REACH + 1]
                    unmet |= {key(t) for t in around}
        if not unmet:
            continue
        met_bag, unmet_bag = Bag.of(met), Bag.of(unmet)
        for word in claim.words:
            if word in near:
                continue  # what the case counts ("18 months of service")
            if held(word, unmet_bag) and not held(word, met_bag):
                return f"the context says {word} only of cases other than {number}"
    return None


def _near_number(claim: Claim, number: str, reach: int = 3) -> set[str]:
    """The claim's words within ``reach`` tokens of its amount ``number``."""
    tokens = claim.tokens
    found: set[str] = set()
    for index, token in enumerate(tokens):
        if token.is_number and token.text == number:
            for other in tokens[max(0, index - reach) : index + reach + 1]:
                if not other.is_number and key(other) in claim.words:
                    found.add(key(other))
    return found


def _meets_bound(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether an amount the claim gives as a case ("a seven-hour flight", "a month with
    98.2% uptime") meets the bounds one segment of the stretch sets on amounts of its unit
    ("flights of six hours or more", "uptime from 95.0% to below 99.0%"): every bound there.
    An amount the claim itself bounds ("at least 12 characters") is no case, and a year is
    left to the checks of dates."""
    units = claim.numbers.get(number, set())
    value = _as_number(number)
    if not units or value is None or _is_year(number):
        return False
    if any(
        t.is_number and t.text == number and _bound_at(claim.tokens, i) is not None
        for i, t in enumerate(claim.tokens)
    ):
        return False
    for part in stretch.parts:
        for start, end in part.segments:
            bounds = _segment_bounds(part, start, end, units)
            if bounds and all(_meets(value, *bound) for bound in bounds):
                return True
    return False


# The words before an amount that make it a bound the claim sets ("over 300 staff"); "up
# to" and "within" give a most, not a bound a value must meet.
_CLAIMED_BOUNDS = frozenset(
    [
        ("at", "least"),
        ("over",),
        ("above",),
        ("more", "than"),
        ("exceeding",),
        ("at", "most"),
        ("under",),
        ("below",),
        ("less", "than"),
        ("fewer", "than"),
    ]
)


def _claimed_bound(number: str, claim: Claim) -> tuple[str, bool] | None:
    """The bound the claim sets with the amount ("more than 300", "deeper than 1,400
    metres": above it), as ``_bound_at`` gives it, or None."""
    tokens = claim.tokens
    for index, token in enumerate(tokens):
        if not token.is_number or token.text != number:
            continue
        words = tuple(t.text for t in tokens[max(0, index - 2) : index])
        if any(words[len(words) - len(b) :] == b for b in _CLAIMED_BOUNDS):
            return _bound_at(tokens, index)
        if index >= 2 and tokens[index - 1].text == "than":
            sign = amount_sign(tokens[index - 2].text)
            if sign:
                return ("low", False) if sign > 0 else ("high", False)
    return None


def _bound_met(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether an amount of the claim's unit, in a sentence of the stretch about the claim's
    first name, meets the bound the claim sets ("Lake Ossa is deeper than 1,400 metres":
    "With a maximum depth of 1,642 metres, it ...")."""
    bound = _claimed_bound(number, claim)
    units = claim.numbers.get(number, set())
    value = _as_number(number)
    if bound is None or value is None or not units or _year_like(number, units):
        return False
    if not claim.names:
        return False
    side, allowed = bound
    subject = claim.names[0]
    for part in stretch.parts:
        if not (set(subject.keys) <= part.own or _implied(part, subject)):
            continue
        for index, token in enumerate(part.tokens):
            amount = _as_number(token.text) if token.is_number else None
            there = _token_units(part, index)
            if amount is None or not there or not units & there:
                continue
            if _meets(amount, value, side, allowed):
                return True
    return False


def _verb_clauses(part: Sentence) -> list[list[Token]]:
    """The tokens of each clause of a sentence, a clause without a verb of its own joined
    to the one before ("opened by the Queen | and President Mitterrand on 6 May 1994")."""
    groups: list[list[Token]] = []
    for a, b in part.clause_spans:
        tokens = [t for t in part.tokens if a <= t.start < b]
        verbal = any(_verb_like(t) and t.text not in AUXILIARIES for t in tokens)
        if groups and not verbal:
            groups[-1].extend(tokens)
        else:
            groups.append(tokens)
    return groups


def _years_between(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether a number of years the claim gives is the span between two years one sentence
    of the stretch gives ("five years" for "from 1931 to 1936")."""
    if "year" not in claim.numbers.get(number, set()) or not number.isdigit():
        return False
    span = int(number)
    for part in stretch.parts:
        years = sorted({int(n) for n in part.numbers if _is_year(n)})
        if any(b - a == span for a, b in itertools.combinations(years, 2)):
            return True
    return False


# Words with which a claim gives an age ("at the age of 47", "aged 47", "47 years old"), and
# the words beside the year an age counts from.
_AGED = lemmas("age aged old")
_BIRTH = lemmas("born birth")

# Words with which a claim gives an amount as a difference ("264 pages more than").
_DIFFERENCE = lemmas("more less fewer than longer shorter difference older younger")


def _difference(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim's number, a number of years or one it compares ("more", "than"), is
    the difference of two amounts of one kind in the stretch that each stand beside a word
    the claim puts beside it: "retired 29 years after founding it" for "founded in 1962" and
    "retired in 1991"; "264 pages more" for "612 pages" and "348 pages"; "at the age of 47"
    for "born in 1921" and "won it in 1968". An amount beside none of those words ("born in
    1931", for the founding) is no operand, nor is one beside only a name the claim uses
    ("Marrow retired in 2021")."""
    value = _as_number(number)
    if value is None or value <= 0:
        return False
    aged = bool(claim.keys & _AGED)
    yearly = aged or "year" in claim.numbers.get(number, set())
    if not yearly and not claim.keys & _DIFFERENCE:
        return False  # "a deposit of 10%" is no difference of "5%" and "15%"
    named = frozenset().union(*(run.keys for run in claim.names))
    words = frozenset().union(*(w for n, w in claim.pieces if n == number)) - named
    if aged:
        words |= _BIRTH  # an age counts from the year of birth
    operands = {
        n: _as_number(n)
        for n, beside in stretch.pieces
        if n != number and _overlaps(words, beside) and _is_year(n) == yearly
    }
    for a, b in itertools.combinations(operands, 2):
        x, y = operands[a], operands[b]
        if x is None or y is None or stretch.numbers.get(a) != stretch.numbers.get(b):
            continue
        if abs(abs(x - y) - value) < 1e-9:
            return True
    return False


# Words with which a claim gives an amount as a total ("in total", "with the pack added").
_TOTALLING = lemmas("total combined together altogether sum plus add added overall")
_COUNTS = range(2, 13)  # how many of a thing priced "each" a total may count


def _total(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim's amount, given as a total ("cost 83,000 pounds in total", "51
    dollars with the pack added"), is the sum of two amounts of its unit in the stretch
    ("42 dollars", "9 dollars"), or a count times an amount priced each ("two units at
    41,500 pounds each"). An amount without a unit is no operand."""
    units = claim.numbers.get(number, set())
    value = _as_number(number)
    if not units or value is None or value <= 0 or not claim.keys & _TOTALLING:
        return False
    amounts = {
        n: x
        for n, there in stretch.numbers.items()
        if n != number and there & units and (x := _as_number(n)) is not None
    }
    if any(abs(x + y - value) < 1e-9 for x, y in itertools.combinations(amounts.values(), 2)):
        return True
    counts = [
        int(n)
        for n, there in stretch.numbers.items()
        if not there and n.isdigit() and int(n) in _COUNTS
    ]
    for part in stretch.parts:
        for index, token in enumerate(part.tokens):
            if not token.is_number or token.text not in amounts:
                continue
            after = [t.text for t in part.tokens[index + 1 : index + 3]]
            if after[:1] and canonical_unit(after[0]) is not None:
                after = after[1:]  # "41,500 pounds each"
            if after[:1] == ["each"] and any(
                abs(c * amounts[token.text] - value) < 1e-9 for c in counts
            ):
                return True
    return False


_LIST_GAP = 6  # tokens between two names of one list ("Italy to the south, France ...")


def _listed_count(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether a small count the claim gives of something ("Five countries border
    Switzerland") is the number of names one sentence of the stretch lists beside another
    word of the claim ("It is bordered by Italy, France, Germany, and Austria and
    Liechtenstein"), the claim's own names left out."""
    counted = claim.counted.get(number)
    if not counted or not number.isdigit() or not 2 <= int(number) <= 12:
        return False
    others = [w for w in claim.words if w not in counted]
    for part in stretch.parts:
        if not others or not any(held(w, part.bag) for w in others):
            continue
        listed = [
            run for run in part.names if not any(_same_name(run, mine) for mine in claim.names)
        ]
        chain = 1
        for left, right in itertools.pairwise(listed):
            gap = part.text[part.tokens[left.end].end : part.tokens[right.start].start]
            joined = "," in gap or " and " in f" {gap} "
            if joined and right.start - left.end <= _LIST_GAP:
                chain += 1
            else:
                chain = 1
            if chain == int(number) and right is listed[-1]:
                return True
    return False


def _as_number(text: str) -> float | None:
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


# Why a stretch cannot support a claim, and whether it says something else instead.
_Failure = tuple[str, bool]


def _number_failure(claim: Claim, stretch: _Stretch, context: Context) -> _Failure | None:
    for number in sorted(claim.numbers):
        if not _number_held(number, claim, stretch):
            if any(number in part.numbers for part in context.sentences):
                return f"the passage that says the rest does not give {number}", False
            return f"the number {number} is not in the context", False
        if number not in stretch.numbers or _decade_of(number, claim) is not None:
            continue  # a decade, held by a year in it ("the 1960s": "in 1960")
        rates, rates_there = _rates(claim.numbers[number]), _rates(stretch.numbers[number])
        wanted, there = claim.numbers[number] - rates, stretch.numbers[number] - rates_there
        if wanted and there and not wanted & there:
            return _Instead(f"the context gives {number} in other units"), True
        if rates and rates_there and not rates & rates_there:
            # "600 requests per second" against "600 requests per minute"
            return _Instead(f"the context gives {number} per another time"), False
        if wanted and not there and _is_year(number):
            return (
                _Instead(f"the context gives {number} as a year"),
                False,
            )  # "1,964 metres" against "in 1964"
        if _written_as_year(number, claim.tokens) and not _year_in(number, stretch.parts):
            # "opened in 1950" against "holds 1,950 people"
            return _Instead(f"the context gives {number} as an amount, not a year"), False
        owner = _count_owned_by_another(number, claim, stretch)
        if owner is not None:
            return _Instead(
                f"the context gives {number} for something else ({owner} for that)"
            ), True
        claim_words = frozenset().union(*(w for n, w in claim.pieces if n == number))
        if not claim_words:
            continue
        if any(_overlaps(claim_words, w) for n, w in stretch.pieces if n == number):
            other = _distinguished_elsewhere(number, claim, claim_words, stretch)
            if other is not None:
                return _Instead(
                    f"the context gives {number} for something else ({other} for that)"
                ), True
            continue
        # A swap: the words the claim puts next to this number stand next to another.
        for other, words in stretch.pieces:
            if other == number or not _overlaps(claim_words, words):
                continue
            if other in claim.numbers and any(
                _overlaps(claim_words, w) for n, w in claim.pieces if n == other
            ):
                continue  # the claim puts these words with that number too
            if len(stretch.parts) > 1 and not any(
                number in p.numbers and other in p.numbers for p in stretch.parts
            ):
                # In a stretch of sentences, a value of another sentence may be about
                # something else; the sentences on their own were checked for swaps already.
                continue
            if _is_year(other) != _is_year(number):
                continue
            if wanted == stretch.numbers.get(other, set()) or wanted & stretch.numbers.get(
                other, set()
            ):
                return _Instead(
                    f"the context gives {number} for something else ({other} for that)"
                ), True
    return None


def _rates(units: set[str]) -> set[str]:
    """The times a number is counted per, among its units ("/min")."""
    return {u for u in units if u.startswith("/")}


def _count_owned_by_another(number: str, claim: Claim, stretch: _Stretch) -> str | None:
    """Another count of the same thing, in a sentence with ``number``, whose owner is the
    claim's and not that of ``number``: "A British squadron of nine ships engaged a French
    force of seven ships" gives 7, not 9, for "The French force consisted of nine ships".
    The owner of a count written "X of N" or "X with N" is what the words before it in its
    phrase name (back to a comma, a verb or another number); the claim's are the words before
    its number."""
    said = {t.text for t in claim.tokens if t.is_number}
    at = next((i for i, t in enumerate(claim.tokens) if t.is_number and t.text == number), -1)
    before = frozenset(key(t) for t in claim.tokens[: max(at, 0)] if _weighty(t))
    if not before:
        return None
    for part in stretch.parts:
        if number not in part.numbers:
            continue
        tokens = part.tokens
        counts = [
            (i, t.text, key(tokens[i + 1]))
            for i, t in enumerate(tokens[:-1])
            if t.is_number
            and not is_year_token(t)
            and not tokens[i + 1].is_number
            and i > 0
            and tokens[i - 1].text in _OWNED  # "a force of seven ships": its owner before it
        ]
        for i, n, counted in counts:
            if n != number:
                continue
            mine = _owner_words(part, i)
            for j, other, noun in counts:
                if other in said or noun != counted:
                    continue
                theirs = _owner_words(part, j)
                if before & (theirs - mine) and not before & (mine - theirs):
                    return other
    return None


_OWNED = frozenset(("of", "with"))


def _owner_words(part: Sentence, at: int) -> set[str]:
    """The content words right before token ``at`` in its phrase: back to the start of its
    segment (a comma), a verb or another number (the words a count belongs to, "a French
    force of")."""
    start = max((a for a, _ in part.segments if a <= at), default=0)
    words: set[str] = set()
    for token in reversed(part.tokens[start:at]):
        if token.is_number or _verb_like(token):
            break
        if _weighty(token):
            words.add(key(token))
    return words


def _weighty(token: Token) -> bool:
    """Whether a token is a content word that names something (no number, stopword or
    light word)."""
    return token.is_content and not token.is_number and key(token) not in _UNWEIGHTY


_UNWEIGHTY = STOPWORDS | LIGHT


def _distinguished_elsewhere(
    number: str, claim: Claim, claim_words: frozenset[str], stretch: _Stretch
) -> str | None:
    """Another amount of the same kind, in a sentence with ``number``, that stands with a
    word the claim puts next to ``number``, while the sentence puts ``number`` next to a
    word the claim lacks, the two words naming two kinds of one thing ("Full backups are
    retained for 12 weeks and incremental backups for 14 days", for "incremental backups
    ... 12 weeks")."""
    said = {t.text for t in claim.tokens if t.is_number}
    for part in stretch.parts:  # a number of another sentence may be about anything
        if number not in part.numbers:
            continue
        mine = frozenset().union(*(w for n, w in part.pieces if n == number))
        foreign = mine - claim.keys - claim_words
        if not foreign:
            continue
        kind = {unit_dimension(u) for u in part.numbers[number]}
        for other, words in part.pieces:
            if other == number or other in said or _is_year(other) != _is_year(number):
                continue
            if {unit_dimension(u) for u in part.numbers.get(other, set())} != kind:
                continue  # an amount rivals an amount of the same kind
            distinct = (claim_words & words) - mine
            if distinct and not words & foreign and _contrasted_modifiers(part, distinct, foreign):
                return other
    return None


def _contrasted_modifiers(part: Sentence, ours: frozenset[str], theirs: frozenset[str]) -> bool:
    """Whether a word of ``ours`` and one of ``theirs`` each stand right before the same noun
    ("incremental backups", "full backups"): two kinds of one thing."""

    def heads(words: frozenset[str]) -> set[str]:
        return {
            key(following)
            for token, following in itertools.pairwise(part.tokens)
            if not token.is_number and key(token) in words and not following.is_number
        }

    return bool(heads(ours) & heads(theirs))


def _strict_failure(claim: Claim, stretch: _Stretch, context: Context) -> _Failure | None:
    """Why the stretch cannot support the claim's dates, names or numbers (None if it can),
    and whether it gives a number of the claim for something else (a conflict, not an
    absence)."""
    for date in sorted(claim.dates):
        if not date_supported(date, stretch.dates):
            if any(date_supported(date, part.dates) for part in context.sentences):
                return f"the passage that says the rest does not give {date.lstrip('-')}", False
            return f"the date {date.lstrip('-')} is not in the context", False
    missing = [run for run in claim.names if not _has_name(run, stretch, context)]
    if missing:
        labels = ", ".join(run.label() for run in missing)
        if all(any(occurrences(run, s, context) for s in context.sentences) for run in missing):
            # the stretch is not the whole context: say where the name is not (a reason that
            # is no ``_Instead``: the name is absent here, not replaced)
            return f"the passage that says the rest does not name {labels}", False
        return f"the context does not mention {labels}", False
    month = _month_failure(claim, stretch)
    if month is not None:
        return month
    for run in claim.names:
        title = _untitled(claim, run, context)
        if title is not None:
            return f"the context does not call {run.label()} {title}", False
    for run in claim.names:
        longer = _named_only_within(claim, run, stretch, context)
        if longer is not None:
            return _Instead(
                f"the context names {run.label()} there only as part of {longer}"
            ), False
    for run, whole in _name_inside_name(claim):
        if not any(
            not any(w <= i < w + len(whole.keys) for w in occurrences(whole, part, context))
            for part in stretch.parts
            for i in occurrences(run, part, context)
        ):
            return _Instead(
                f"the context names {run.label()} only as part of {whole.label()}"
            ), False
    return _number_failure(claim, stretch, context)


def _bare_months(text: str, tokens: Sequence[Token]) -> set[str]:
    """The months a text names outside a full date ("in late October", not "2 March")."""
    spans = date_spans(text)
    return {
        t.text
        for t in tokens
        if t.capitalised
        and t.text in MONTH_NAMES
        and not (t.text == "may" and t.initial)
        and not any(a <= t.start < b for a, b in spans)
    }


def _month_failure(claim: Claim, stretch: _Stretch) -> _Failure | None:
    """A month the claim names on its own that the stretch neither gives nor holds in a
    span of months ("between May and September" holds July; see ``month_spans``): a
    conflict when the stretch gives a span ("runs only between May and September", for "in
    January"), a change when it names another month, an absence otherwise."""
    wanted = _bare_months(claim.text, claim.tokens)
    if not wanted:
        return None
    there = {t.text for part in stretch.parts for t in part.tokens if t.text in MONTH_NAMES}
    spans = [span for part in stretch.parts for span in month_spans(part.tokens, part.text)]
    missing = sorted(
        m
        for m in wanted - there
        if not any(in_month_span(month_number(m) or 0, a, b) for a, b, _ in spans)
    )
    if not missing:
        return None
    if spans:
        return _Instead(f"the context gives {spans[0][2]}, not {missing[0].capitalize()}"), True
    return f"the context does not give {missing[0].capitalize()}", bool(there)


# Titles that say what someone does (a captain commands, a coach trains), unlike "Mr" or
# "Dr": a claim giving one to a person the context names says more than a form of address.
_ROLE_TITLES = lemmas(
    """
    captain coach president senator governor general colonel commander chancellor mayor
    inspector detective minister bishop admiral judge chief
    """
)


def _untitled(claim: Claim, run: NameRun, context: Context) -> str | None:
    """The role title a claim puts before a name ("Captain Tomas Quill") when the context
    names that person only without it, and never says the title's word of them ("captained
    by Ilse Brandt" says it of her)."""
    if run.keys[0] in _ROLE_TITLES and len(run.keys) > 2:
        title, bare = run.keys[0], run.keys[1:]
    elif run.start > 0 and claim.tokens[run.start - 1].capitalised:
        title, bare = key(claim.tokens[run.start - 1]), run.keys
        if title not in _ROLE_TITLES or len(bare) < 2:
            return None
    else:
        return None
    whole = (title, *bare)
    n = len(whole)
    if any(full[i : i + n] == whole for full in context.full_names for i in range(len(full))):
        return None  # the context gives the title too
    spots = [
        (part, other.start)
        for part in context.sentences
        for other in part.names
        if other.keys == bare
    ]
    if not spots or any(_attached(frozenset([title]), part, at) for part, at in spots):
        return None
    return title


_ROMAN = re.compile(r"[ivx]{1,4}")


def _named_only_within(
    claim: Claim, run: NameRun, stretch: _Stretch, context: Context
) -> str | None:
    """A model or an edition named after a claim's name (a number or a Roman numeral after
    it: "the iPhone 3G", for "iPhone"), when the context also names the claim's name on its
    own ("The first iPhone ..."): two things. A sentence of the stretch that mentions the
    name only within the model's, with no pronoun for it, is about the other thing; when it
    holds a word of the claim no other sentence of the stretch holds, the stretch says that
    of the other thing, and this returns the model's name; else None."""
    following = claim.tokens[run.end + 1] if run.end + 1 < len(claim.tokens) else None
    if following is not None and following.is_number:
        return None  # "The Lumo 2 ...": the claim names the model itself
    for part in stretch.parts:
        model = _model_of(run, part, context)
        if model is None:
            continue
        others = _stretch([p for p in stretch.parts if p is not part])
        if len(stretch.parts) == 1 or any(
            held(w, part.bag) and not _held(w, others) for w in claim.words
        ):
            alone = any(
                r.keys == run.keys
                for sentence in context.sentences
                for r in sentence.names
                if occurrences(run, sentence, context)
            )
            return model if alone else None
    return None


def _model_of(run: NameRun, part: Sentence, context: Context) -> str | None:
    """The name of a model or an edition that every mention of the name in the sentence
    opens ("iPhone 3G", "Emberfall II", "Lumo 2"; not "Getlink SE", the same company), when
    no pronoun of the sentence stands for the name ("Its sequel, Emberfall II"); else None."""
    if _implied(part, run):
        return None
    found: str | None = None
    tokens = part.tokens
    for index in occurrences(run, part, context):
        whole = next((r for r in part.names if r.start == index), None)
        if whole is None or whole.keys[: len(run.keys)] != run.keys:
            return None
        extra = whole.keys[len(run.keys) :]
        after = tokens[whole.end + 1] if whole.end + 1 < len(tokens) else None
        if any(_ROMAN.fullmatch(k) or any(c.isdigit() for c in k) for k in extra):
            found = found or whole.label()  # "iPhone 3G", "Emberfall II"
        elif (
            not extra
            and after is not None
            and after.is_number
            and not is_year_token(after)
            and part.text[tokens[whole.end].end : after.start] == " "
        ):
            found = found or part.text[tokens[whole.start].start : after.end]  # "Lumo 2"
        else:
            return None
    return found


def _name_inside_name(claim: Claim) -> list[tuple[NameRun, NameRun]]:
    """Each name of the claim that it also uses as part of a longer name of its own, with
    that longer name ("Pellham" in "The Pellham Accord was negotiated in Pellham")."""
    found = []
    for run in claim.names:
        n = len(run.keys)
        for whole in claim.names:
            m = len(whole.keys)
            if m > n and any(whole.keys[i : i + n] == run.keys for i in range(m - n + 1)):
                found.append((run, whole))
                break
    return found


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
            if any(_verb_like(t) for t in part.tokens[a:b]):
                break
    if number + 1 < len(part.segments):
        start, _ = part.segments[number + 1]
        names_between = [r for r in part.names if index < r.start < start and r.place is None]
        if part.tokens[start].text in _RELATIVES and not names_between:
            bags.append(part.segment_bags[number + 1])
    return any(held(w, bag) for w in words for bag in bags)


def _same_preposition(claim: Claim, run: NameRun, part: Sentence, other: NameRun) -> bool:
    """Whether a name of the context follows the same preposition as the claim's name, right
    after the same word: "were held in Berlin" rivals "were held in Barcelona", while
    "negotiated at the Villa Serra" leads on to "negotiated in Castello"."""
    if run.start < 2 or other.start < 2:
        return False
    mine = claim.tokens[run.start - 2 : run.start]
    theirs = part.tokens[other.start - 2 : other.start]
    return (
        mine[1].text in PREPOSITIONS
        and mine[1].text == theirs[1].text
        and held(key(mine[0]), Bag.of((key(theirs[0]),)))
    )


def _fully_attached(words: frozenset[str], part: Sentence, index: int) -> bool:
    """Whether two or more relation words all stand in the segment of the token at ``index``
    ("Walter Heale as its first editor" for "first editor")."""
    bag = part.segment_bags[part.segment_of(index)]
    return len(words) > 1 and all(held(w, bag) for w in words)


def _counts(part: Sentence, index: int, words: frozenset[str]) -> bool:
    """Whether the number at ``index`` counts one of ``words``: it stands within three
    tokens after it ("512 GB of storage")."""
    for token in part.tokens[index + 1 : index + 4]:
        if token.is_number:
            return False
        if any(held(w, Bag.of((key(token),))) for w in words):
            return True
    return False


def _bracketed(part: Sentence, start: int, end: int) -> bool:
    """Whether the tokens [start, end) of a sentence stand inside brackets."""
    text = part.text
    opened = text.rfind("(", 0, part.tokens[start].start)
    closed = text.rfind(")", 0, part.tokens[start].start)
    return opened > closed


def _answer_slots(claim: Claim) -> list[NameRun]:
    """The names of a claim that fill the place of an answer: one that opens the claim, and
    one that ends it (nothing but function words after it)."""
    slots: list[NameRun] = []
    tokens = claim.tokens
    for run in claim.names:
        opens = run.start == 0 or all(not t.is_content for t in tokens[: run.start])
        after = tokens[run.end + 1 :]
        ends = all(
            not t.is_content or t.is_number or key(t) in CALENDAR for t in after
        ) and not any(
            t.text in BE_FORMS for t in after if not t.is_number
        )  # "in Quillbase 4.2 is 25": the name is no answer; "by Gehry on 18 October" is
        if opens or ends:
            slots.append(run)
    for first, second in itertools.pairwise(claim.names):
        # "born in Klamath Falls, Oregon": the place before the comma is the answer too
        between = claim.text[tokens[first.end].end : tokens[second.start].start]
        if second in slots and first not in slots and between.strip() == ",":
            slots.append(first)
    return slots


def _competition(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A name or number of the claim that the stretch does not put next to its relation
    words, while another name or number (of the same kind) stands next to them."""
    claim_names = claim.names
    slots = _answer_slots(claim)
    for run in claim_names:
        words = claim.relations.get(("name", run.label()), frozenset())
        if not words:
            continue
        places = [(part, i) for part in stretch.parts for i in occurrences(run, part, context)]
        if not places:
            continue
        attached = [part for part, i in places if _attached(words, part, i)]
        opens = not any(t.is_content for t in claim.tokens[: run.start])  # the subject
        if attached:
            rivals = _subject_rivals(claim, run, slots, attached, stretch, context)
            if not rivals:
                continue
        elif run in slots:
            rivals = _rivals(claim, run, stretch, context)
        elif len(stretch.parts) == 1:
            rivals = list(stretch.parts)  # another name of this very sentence
        else:
            continue
        for part in rivals:
            for other in part.names:
                if any(_same_name(other, mine) for mine in claim_names):
                    continue
                if set(other.keys) <= claim.keys:
                    continue  # the claim names it too, as a common word ("feijoada")
                if (other.place is None) != (run.place is None):
                    continue  # a country rivals a country or a people, not a person
                if set(other.keys) <= CALENDAR:
                    continue
                if _bridge(other, stretch) and not (
                    _fully_attached(words, part, other.start)
                    or _same_preposition(claim, run, part, other)
                ):
                    continue  # a name linking the sentences, unless it holds the whole relation
                if _qualifies_bridge(other, part, stretch):
                    continue  # "at the Villa Corsi on the shore of Lake Vento": where the link is
                if opens and _after_relation(claim, part, other, words):
                    continue  # "It supported only 2G EDGE data": no rival to a subject
                if _attached(words, part, other.start, loose=False):
                    return _Instead(
                        f"the context gives {other.label()} for that, not {run.label()}"
                    )
    formerly = _about_before(claim)
    for number, units in claim.numbers.items():
        # What the number counts decides when the claim says it ("31 goals"), else the word
        # before it.
        short = len(claim.words) <= _FOCUSED_WORDS
        words = (claim.counted.get(number) if short else None) or claim.relations.get(
            ("number", number), frozenset()
        )
        if not words or number not in stretch.numbers:
            continue
        places = [
            (part, i)
            for part in stretch.parts
            for i, t in enumerate(part.tokens)
            if t.is_number and t.text == number and _units_agree(units, _token_units(part, i))
        ]
        counted = number in claim.counted and short
        if not places:
            continue
        if any(_near(words, counted, part, i) for part, i in places):
            if counted or any(_attached_literally(words, part, i) for part, i in places):
                continue
            rival = _literal_rival(number, units, words, claim, places)
            if rival is not None:
                # "first appeared in 1961" reads as a debut, but "her debut novel ... was
                # published in 1967" says it in so many words
                return _Instead(f"the context gives {rival} for that, not {number}")
            continue
        for part in stretch.parts:
            if len(stretch.parts) > 1 and number not in part.numbers:
                continue  # another sentence's amount may be about something else
            if formerly and _changed_from(number, part):
                continue  # "30 companies before its expansion": "expanded from 30 to 40"
            for i, rival in _rival_numbers(part, claim, number, units):
                if _near(words, counted, part, i, loose=False):
                    return _Instead(f"the context gives {rival} for that, not {number}")
    return None


def _rival_numbers(
    part: Sentence, claim: Claim, number: str, units: set[str]
) -> Iterator[tuple[int, str]]:
    """The numbers of a sentence that could stand for the claim's ``number`` (with where
    they stand): not the claim's own, a year for a year and an amount for an amount, in its
    units where both have one."""
    for i, token in enumerate(part.tokens):
        rival = token.text
        if not token.is_number or rival in claim.numbers:
            continue
        there = _token_units(part, i)
        if _year_like(rival, there) != _year_like(number, units):
            continue
        if units and there and not units & there:
            continue
        yield i, rival


def _attached_literally(words: frozenset[str], part: Sentence, index: int) -> bool:
    """Whether a word of ``words`` is written in the segment of the token at ``index``, not
    only read into it (a segment's bag also holds what its words imply: "first appeared" a
    debut, a publishing)."""
    start, end = part.segments[part.segment_of(index)]
    written = Bag.of(key(t) for t in part.tokens[start:end])
    return any(held(w, written) for w in words)


def _literal_rival(
    number: str,
    units: set[str],
    words: frozenset[str],
    claim: Claim,
    places: Sequence[tuple[Sentence, int]],
) -> str | None:
    """Another number of the same kind, in a sentence where the claim's number stands, in a
    segment that writes the claim's words for it."""
    for part in {id(p): p for p, _ in places}.values():
        for i, rival in _rival_numbers(part, claim, number, units):
            if _attached_literally(words, part, i):
                return rival
    return None


def _foreign_holder(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """In a stretch of several sentences, a short claim's answer stands only in sentences
    about another subject: "Michael Jackson was born in Gary" says nothing of where Quincy
    Jones was born, though the sentence before names him. A sentence that holds the answer
    and another of the claim's names (or a pronoun for one) is about the claim's subject. So
    with a number: "Heisenberg received it in 1922" is not borne out by sentences that give
    1922 only of another name that opens them ("Niels Bohr ... received ... in 1922")."""
    if len(stretch.parts) < 2 or not claim.names or claim.names[0].start != 0:
        return None
    if len(claim.words) > _FOREIGN_HOLDER_WORDS:
        return None  # "X first described the mineral named after Storvik": a description
    subject = claim.names[0]
    for run in _answer_slots(claim):
        if run is subject:
            continue
        # (not "Gary" of "Gary, Indiana": a name written right before the answer is part of it)
        others = [r for r in claim.names if r is not run and not run.start - 2 <= r.end]
        holders: list[NameRun] = []
        for part in stretch.parts:
            found = occurrences(run, part, context)
            if not found:
                continue
            if any(occurrences(r, part, context) for r in others) or any(
                set(keys) & set(r.keys) for keys in part.implied for r in others
            ):
                holders = []
                break  # a sentence about the claim's subject gives it
            clause = part.clause_of(found[0])
            holders += [
                other
                for other in part.names
                if other.end < found[0]
                and part.clause_of(other.start) == clause
                and part.tokens[other.start].start == part.clause_spans[clause][0]
                and other.place is None
                and not any(_same_name(other, r) for r in claim.names)
            ]
        if holders:
            return _Instead(
                f"the context gives {run.label()} for {holders[0].label()}, not {subject.label()}"
            )
    for number in claim.numbers:
        holding = [part for part in stretch.parts if number in part.numbers]
        if not holding or any(_about(part, subject, context) for part in holding):
            continue
        openers = [  # (a name of two words or more: "Construction began ..." opens with none)
            part.names[0]
            for part in holding
            if part.names and part.names[0].start == 0 and len(part.names[0].keys) > 1
        ]
        if len(openers) == len(holding) and not any(
            _same_name(o, r) for o in openers for r in claim.names
        ):
            # "Heisenberg received it in 1922", where only "Niels Bohr ... received the Nobel
            # Prize in Physics in 1922" gives the year
            return _Instead(
                f"the context gives {number} for {openers[0].label()}, not {subject.label()}"
            )
    return None


# The most content words a claim may have for ``_foreign_holder`` to read it as a subject, a
# verb and an answer.
_FOREIGN_HOLDER_WORDS = 3


def _changed_from(number: str, part: Sentence) -> bool:
    """Whether the sentence gives ``number`` as the value something changed from ("was
    expanded from 30 to 40 companies")."""
    tokens = part.tokens
    return any(
        a.text == "from" and b.text == number and b.is_number for a, b in itertools.pairwise(tokens)
    )


def _near(
    words: frozenset[str], counted: bool, part: Sentence, index: int, loose: bool = True
) -> bool:
    """Whether the number at ``index`` goes with ``words``: it counts them ("31 goals"), or
    they stand in its segment."""
    if counted:
        return _counts(part, index, words)
    return _attached(words, part, index, loose)


def _after_relation(claim: Claim, part: Sentence, other: NameRun, words: frozenset[str]) -> bool:
    """Whether the claim's verb of the relation (or its noun) stands before the name in its
    segment, and no "by" right before the name: the name is what is done to ("It supported
    only 2G EDGE data"), not who does it ("developed by James Gosling")."""
    if any(t.text == "by" for t in part.tokens[max(0, other.start - 3) : other.start]):
        return False  # (also "by the director Suri Oyelaran")
    verbs = Bag.of(key(t) for t in claim.tokens if _verb_like(t) and key(t) in words)
    segment = part.segment_of(other.start)
    return any(
        part.segment_of(i) == segment and held(key(t), verbs)
        for i, t in enumerate(part.tokens[: other.start])
    )


def _subject_rivals(
    claim: Claim,
    run: NameRun,
    slots: Sequence[NameRun],
    attached: Sequence[Sentence],
    stretch: _Stretch,
    context: Context,
) -> list[Sentence]:
    """Where the claim's answer stands by its relation words only in sentences about another
    subject ("Plato ... was a philosopher born in Athens", for "Aristotle was born in
    Athens"), the stretch's sentences about the claim's subject, where a rival answer may
    stand ("Aristotle ... was born in Stagira"); else none."""
    subject = claim.names[0] if claim.names else None
    if subject is None or subject is run or subject.start != 0 or run not in slots:
        return []
    if any(_about(part, subject, context) for part in attached):
        return []
    return [part for part in stretch.parts if _about(part, subject, context)]


def _about(part: Sentence, subject: NameRun, context: Context) -> bool:
    """Whether a sentence names the subject, or has a pronoun that stands for it."""
    return bool(occurrences(subject, part, context)) or _implied(part, subject)


def _implied(part: Sentence, subject: NameRun) -> bool:
    """Whether a pronoun of the sentence stands for a name sharing a word with the subject."""
    return any(set(keys) & set(subject.keys) for keys in part.implied)


def _rivals(claim: Claim, run: NameRun, stretch: _Stretch, context: Context) -> list[Sentence]:
    """The sentences to look for a rival of a name in: the stretch's, and any other sentence
    about the claim's other names or holding most of its words."""
    others = [r for r in claim.names if r is not run]
    found = list(stretch.parts)
    for sentence in context.sentences:
        if sentence in found:
            continue
        if any(occurrences(r, sentence, context) for r in others) or (
            claim.words and _coverage(claim, _stretch((sentence,))) >= 0.5
        ):
            found.append(sentence)
    return found


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


def _bridge(run: NameRun, stretch: _Stretch) -> bool:
    """Whether a name links the sentences of a stretch (it occurs in two of them)."""
    return sum(1 for part in stretch.parts if any(r.keys == run.keys for r in part.names)) > 1


def _unreached_focus(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """For a stretch of several sentences and a claim ending on a name: that name, when the
    sentences holding it are linked to one holding the claim's other names only by a name
    that stands there with no word of the claim, while another name there does ("Blue
    Meridian ... directed by Hana Kovac and starring Otto Lindqvist", then "Otto Lindqvist
    ... born in Uppsala", for "the director of Blue Meridian was born in Uppsala"). None
    when they hold the other names too, or are linked by a name standing with a word of the
    claim, or nothing points elsewhere."""
    focus = _focus(claim)
    if focus is None or focus.run is None:
        return None
    others = [r for r in claim.names if r is not focus.run]
    if not others:
        return None
    holding = [p for p in stretch.parts if occurrences(focus.run, p, context)]
    if not holding:
        return None
    misled = False
    for part in holding:
        if all(occurrences(r, part, context) for r in others):
            return None
        for first in stretch.parts:
            if first in holding or not any(occurrences(r, first, context) for r in others):
                continue
            if _carried(claim, first, part, focus, context):
                return None
            misled = misled or _misleads(claim, first, part)
    return focus.value if misled else None


def _misleads(claim: Claim, first: Sentence, second: Sentence) -> bool:
    """Whether the first sentence shares a name with the second while another of its names
    stands with a word of the claim: the claim's relation leads to that one instead."""
    shared = [run for run in first.names if _shares_name(run, second)]
    words = frozenset(claim.words).difference(*(run.keys for run in shared))
    return bool(shared) and any(
        _attached(words - set(run.keys), first, run.start, loose=False)
        for run in first.names
        if run not in shared and not any(_same_name(run, mine) for mine in claim.names)
    )


def _shares_name(run: NameRun, part: Sentence) -> bool:
    """Whether the sentence has a name with the same words as ``run``."""
    return any(other.keys == run.keys for other in part.names)


def _qualifies_bridge(run: NameRun, part: Sentence, stretch: _Stretch) -> bool:
    """Whether a name in a prepositional phrase follows, in its segment, a name linking the
    stretch's sentences that stands in one too ("at the Villa Corsi on the shore of Lake
    Vento"): it says where the link is, it does not rival the claim's answer."""
    if not _after_preposition(part, run.start):
        return False
    segment = part.segment_of(run.start)
    return any(
        other.end < run.start
        and part.segment_of(other.start) == segment
        and _after_preposition(part, other.start)
        and _bridge(other, stretch)
        for other in part.names
    )


def _after_preposition(part: Sentence, index: int) -> bool:
    before = index - 1
    if before >= 0 and part.tokens[before].text == "the":
        before -= 1
    return before >= 0 and part.tokens[before].text in PREPOSITIONS


def _names_another_thing(run: NameRun, part: Sentence, claim: Claim) -> bool:
    """Whether the name only qualifies a noun the claim does not use ("The Ostby library
    reopened in 2020", for a claim about the Ostby council seat): the sentence is about
    that thing, not about the name it shares with the claim."""
    after = run.end + 1
    return (
        after < len(part.tokens)
        and _common_noun(part.tokens[after])
        and key(part.tokens[after]) not in claim.words
    )


def _unlinked(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """For a stretch of several sentences: a name or number of the claim found only in a
    sentence that shares none of the claim's other words (it belongs to another fact)."""
    if len(stretch.parts) < 2:
        return None

    # (a month is part of a date, which is checked below, not a word that ties a sentence)
    linking = {w for w in claim.linking if month_number(w) is None}
    direct = {
        part.index
        for part in stretch.parts
        if linking & part.bag.keys or any(held(w, part.bag) for w in linking)
    }
    for part in stretch.parts:  # a sentence sharing a name with a linked one is linked too
        if part.index not in direct and any(
            _bridge(run, _stretch((part, other)))
            for other in stretch.parts
            if other.index in direct
            for run in part.names
            if not _names_another_thing(run, part, claim)
        ):
            direct.add(part.index)

    def linked(part: Sentence) -> bool:
        return part.index in direct

    unreached = _unreached_focus(claim, stretch, context)
    if unreached is not None:
        return f"the context mentions {unreached} about something else"
    slots = _answer_slots(claim)
    for part in stretch.parts:
        if linked(part):
            continue
        for run in slots:
            if occurrences(run, part, context) and not any(
                occurrences(run, p, context) for p in stretch.parts if linked(p)
            ):
                return f"the context mentions {run.label()} about something else"
        for number in claim.numbers:
            if number in part.numbers and not any(
                number in p.numbers for p in stretch.parts if linked(p)
            ):
                return _Instead(f"the context gives {number} about something else")
    return None


def _best_clause(claim: Claim, stretch: _Stretch) -> Clause | None:
    """The clause that speaks of the claim: one that holds a verb of the claim, if any does
    (a sentence naming the same people but saying nothing of what the claim says they did
    neither agrees nor disagrees), with the most of the claim's words."""
    wanted = claim.keys - STOPWORDS
    verbs = _claim_verbs(claim)
    return max(
        stretch.clauses,
        key=lambda c: (any(held(v, Bag.of(c.keys)) for v in verbs), len(wanted & c.keys)),
        default=None,
    )


# Light verbs that still say what a claim does when an auxiliary puts them first, though too
# common to tie a claim to a sentence: each has a synonym that is not light ("you do not need
# approval" is said by "does not require approval"; "let" is "allow", "give" is "provide").
_LIGHT_VERBS = lemmas("let keep give need")


def _claim_verbs(claim: Claim) -> list[str]:
    """The keys of the claim's content verbs: the words after an auxiliary or modal ("can
    not carry"), else the words that can be verbs ("unused" only then: it may be an
    adjective)."""
    tokens = claim.tokens
    after: list[str] = []
    for i, t in enumerate(tokens[:-1]):
        if t.text not in AUXILIARIES:
            continue
        j = i + 1 + (tokens[i + 1].text in NEGATIONS and i + 2 < len(tokens))
        if key(tokens[j]) in claim.words or key(tokens[j]) in _LIGHT_VERBS:
            after.append(key(tokens[j]))
    if after:
        return after
    return [
        key(t)
        for t in tokens
        if _verb_like(t) and t.text not in AUXILIARIES and key(t) in claim.words
    ]


def _flipped(polar: dict[str, set[str]], clause: Clause) -> bool:
    """Whether a word of opposite direction makes up for a negation ("miss" = "not meet")."""
    return any(
        signs and clause.polar.get(scale) and not signs & clause.polar[scale]
        for scale, signs in polar.items()
    )


# Words with which a claim says when something began: "only regulated from 1991" agrees
# with "not regulated until 1991".
_ONSET = lemmas("only first from since after begin began start")


def _negation_agrees(claim: Claim, stretch: _Stretch, context: Context) -> bool:
    """Whether the clause that best matches the claim has its polarity, and no word of the
    claim stands only in clauses of the other polarity ("A bridge connects it" against "It
    can only be reached by ferry; there is no bridge"). A clause that denies only until a
    time ("not regulated until 1991") agrees with a claim of when it began ("only regulated
    from 1991"). A clause that allows something only with something else ("cannot be taken
    without advice") affirms it of a claim that names what it requires and denies it of one
    that does not ("it cannot be taken" agrees, "it can be taken" does not)."""
    best = _best_clause(claim, stretch)
    onset = not claim.negated and bool(claim.keys & _ONSET)
    exception = _exception_for(claim, stretch, context)
    if exception is not None:
        # "on all plans except Enterprise" denies it of Enterprise, "no refunds on any plan
        # except Starter" affirms it of Starter
        return claim.negated != exception[1]
    if claim.negated and _only_subjects(claim, stretch) is not None:
        return True
    if (
        best is not None
        and (_denies(best, claim) and _denial_bears_on(claim, best, stretch)) != claim.negated
        and not (best.onset and onset)
        and not _flipped(claim.polar, best)
        and not (claim.negated and _denied_in_contrast(claim, best, stretch))
    ):
        return False
    if claim.negated:
        return True
    excepted = _excepted(claim)
    named = [k for run in claim.names for k in run.keys if k not in excepted]
    nouns = [w for w in claim.words if w not in excepted]
    # A denial that the claim's verb of opposite sense makes up for agrees ("will miss its
    # target" against "will not meet its goal").
    polar = {s: signs for s, signs in claim.polar.items() if s in _DENIABLE_SCALES}

    def agrees(c: Clause) -> bool:
        return (
            not _denies(c, claim)
            or (c.onset and onset)
            or _flipped(polar, c)
            or not _denial_bears_on(claim, c, stretch)
        )

    agreeing = [c for c in stretch.clauses if agrees(c)]
    for clause in stretch.clauses:
        if agrees(clause):
            continue
        bag = Bag.of(clause.keys)
        for word in nouns + (named if clause.contrast else []):  # "but not to AdminNet"
            if held(word, bag) and not any(held(word, Bag.of(c.keys)) for c in agreeing):
                return False
    return True


# Scales whose words of one sense say what "not" with the other says ("miss" is "not meet",
# "forbid" is "not allow"); unlike a comparison ("lower than those who drank none").
_DENIABLE_SCALES = frozenset(
    ("result", "permit", "include", "retention", "open", "life", "approval", "outcome")
)


def _denies(clause: Clause, claim: Claim) -> bool:
    """Whether the clause denies, as the claim reads it: a clause whose two denials cancel
    (``Clause.required``) affirms to a claim that names at least half of what it requires,
    and denies to any other."""
    if clause.required:
        claimed = Bag.of(claim.keys)
        named = sum(1 for k in clause.required if held(k, claimed))
        if 2 * named >= len(clause.required):
            return False
    return clause.negated


def _denial_bears_on(claim: Claim, clause: Clause, stretch: _Stretch) -> bool:
    """Whether a denial of the clause may cover a word or name of the claim: not when each
    denies only a part of the clause the claim's words stand outside ("fined ... by the
    regulator for failing to warn customers" denies the warning, not the fine; see
    ``denied_spans``)."""
    for part in stretch.parts:
        for own, (start, end) in zip(part.clauses, part.clause_spans, strict=False):
            if own is not clause:
                continue
            tokens = [t for t in part.tokens if t.start >= start and t.end <= end]
            spans = denied_spans(tokens, part.text)
            if not spans:
                return True
            denied = Bag.of(key(t) for a, b in spans for t in tokens[a:b])
            names = {k for run in claim.names for k in run.keys}
            return any(held(w, denied) for w in (*claim.words, *names))
    return True


def _denied_in_contrast(claim: Claim, best: Clause, stretch: _Stretch) -> bool:
    """Whether a clause the context splits off as a denial ("staff may connect laptops to
    eduroam but not to AdminNet") names a name of the claim that its best clause does not:
    what the claim denies of that name, the context denies too."""
    names = {k for run in claim.names for k in run.keys} - best.keys
    return any(c.contrast and c.negated and names & c.keys for c in stretch.clauses)


_EXCEPTIONS = frozenset(("except", "excluding"))
_EXCEPTION_REACH = 5
_EXEMPT = lemmas("than exempt exclude excluded exception only omit omitted besides apart without")


def _exception_for(claim: Claim, stretch: _Stretch, context: Context) -> tuple[str, bool] | None:
    """The name of the claim's subject that a sentence of the stretch makes an exception of
    ("a 14-day free trial on all plans except Enterprise", for "The Enterprise plan comes
    with a 14-day free trial"), and whether the sentence denies what it excepts from ("no
    refunds are given on any plan except Starter": then it affirms it of Starter); or None.
    The name stands in the sentence only in the phrase after "except", "excluding" or
    "other than" (up to a verb, at most five words), and the sentence says at least half of
    what the claim says after its verb. A claim that makes exceptions itself or says the
    exception ("exempt", "excluded", "only") has none."""
    if any(t.text in _EXCEPTIONS or key(t) in _EXEMPT for t in claim.tokens):
        return None  # "Enterprise is exempt": the claim says the exception itself
    verb = next((i for i, t in enumerate(claim.tokens) if i and _verb_like(t)), None)
    if verb is None:
        return None
    predicate = [key(t) for t in claim.tokens[verb:] if t.is_content and not t.capitalised]
    for part in stretch.parts:
        tokens = part.tokens
        for index, token in enumerate(tokens):
            other_than = token.text == "than" and index and tokens[index - 1].text == "other"
            if token.text not in _EXCEPTIONS and not other_than:
                continue
            start = index + 1
            _, end = part.segments[part.segment_of(index)]
            end = min(end, start + _EXCEPTION_REACH)
            end = next((i for i in range(start, end) if _verb_like(tokens[i])), end)
            span = range(start, end)  # "except interns | must complete ...": up to a verb
            outside = {key(t) for i, t in enumerate(tokens) if i not in span}
            rest = Bag.of(outside)
            if 2 * sum(1 for w in predicate if held(w, rest)) < len(predicate):
                continue  # "all plans except Basic include SSO" says nothing of its support
            for run in claim.names:
                if run.start >= verb or set(run.keys) <= outside:
                    continue
                if any(i in span for i in occurrences(run, part, context)):
                    denied = any(t.text in NEGATIONS for t in tokens[:index])
                    return run.label(), denied
    return None


def _left_out(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """Why the stretch says what the claim affirms of all but the claim's subject (an
    exception, or an "only" that names others), or None: such a stretch denies the claim,
    and bears out its denial."""
    excepted = _exception_for(claim, stretch, context)
    if excepted is not None and not excepted[1]:
        return f"the context makes an exception of {excepted[0]}"
    return _only_subjects(claim, stretch)


def _excepted(claim: Claim) -> set[str]:
    """The keys the claim itself excepts, after "but not" up to a comma ("may be used in
    gardens but not in forests"): a denial of them in the context agrees with the claim."""
    tokens = claim.tokens
    keys: set[str] = set()
    for index in range(1, len(tokens)):
        if tokens[index].text != "not" or tokens[index - 1].text != "but":
            continue
        for token in tokens[index + 1 :]:
            if "," in claim.text[token.start - 2 : token.start]:
                break
            keys.add(key(token))
    return keys


# Scales of a quality a thing has ("poor yields", "a slow start"), not of an event or an order:
# a clause that gives the thing the opposite quality contradicts the claim.
_QUALITIES = frozenset(
    ["strength", "speed", "quality", "heat", "moisture", "wealth", "difficulty", "safety"]
)


def _direction_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """Words of opposite direction in the clause that best matches the claim, in each
    sentence of the stretch; for a quality (``_QUALITIES``), in any clause that shares two
    other words with the claim, where no clause gives the claim's side."""
    wanted = claim.keys - STOPWORDS
    for part in stretch.parts:
        best = max(part.clauses, key=lambda c: len(wanted & c.keys), default=None)
        if best is None or not wanted & best.keys:
            continue
        numbers = frozenset(claim.numbers)
        for scale, signs in claim.polar.items():
            there = best.polar.get(scale)
            if there and not signs & there and best.negated == claim.negated:
                if any(
                    signs & c.polar.get(scale, set()) and (numbers & c.keys) - best.keys
                    for c in part.clauses
                ):
                    continue  # "25 knots on a dry runway and 15 on a wet one", for the 15
                return f"the context says the opposite ({scale})"
        plain = {k for k in wanted if not polarities((k,))}
        for scale, signs in claim.polar.items():
            if scale not in _QUALITIES:
                continue
            # Another clause of the sentence that says what the claim says of the same things
            # ("and farmers reported poor yields of wheat"), when none says it the claim's way.
            if any(signs & c.polar.get(scale, set()) for c in part.clauses):
                continue
            for clause in part.clauses:
                there = clause.polar.get(scale)
                if (
                    clause is not best
                    and there
                    and clause.negated == claim.negated
                    and len(plain & clause.keys) >= 2
                ):
                    return f"the context says the opposite ({scale})"
    return None


def _than_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """The two sides of a comparison swapped around its "than" ("more common in women than
    in men" against "more common in men than in women")."""
    sides = _than_sides(claim.tokens)
    if sides is None:
        return None
    for part in stretch.parts:
        theirs = _than_sides(part.tokens)
        if theirs is not None and theirs == (sides[1], sides[0]):
            return f"the context compares {sides[1]} with {sides[0]}, not the other way round"
    return None


def _than_sides(tokens: Sequence[Token]) -> tuple[str, str] | None:
    """The content words right before and right after "than" (past prepositions and
    determiners), when they differ."""
    at = next((i for i, t in enumerate(tokens) if t.text == "than"), None)
    if at is None:
        return None
    before = next((key(t) for t in reversed(tokens[:at]) if t.is_content), None)
    after = next((key(t) for t in tokens[at + 1 :] if t.is_content), None)
    if before is None or after is None or before == after:
        return None
    return before, after


def _sequence_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """Two steps of a sequence ("first the cache service, then the auth service") in the
    other order: both the claim and a sentence of the stretch list steps, and two words that
    each stand once in both, after the sentence's first step, come in the other order."""
    if not _lists_steps(claim.tokens):
        return None
    mine = _step_words(claim.tokens)
    for part in stretch.parts:
        if not _lists_steps(part.tokens):
            continue
        theirs = _step_words(part.tokens, after=_first_step(part.tokens))
        shared = [w for w in mine if w in theirs]
        for a, b in itertools.combinations(shared, 2):
            if theirs[a] > theirs[b]:
                return _Instead(f"the context gives {b} before {a}")
    return None


_STEP_MARKERS = frozenset(["first", "then", "finally", "next", "starting", "followed"])


def _lists_steps(tokens: Sequence[Token]) -> bool:
    """Whether the tokens list steps: "then" and another step marker ("first ..., then
    ...", "starting with ..., then ..."), not a lone "then" of a narrative."""
    markers = [t.text for t in tokens if t.text in _STEP_MARKERS]
    return "then" in markers and len(markers) >= 2


def _first_step(tokens: Sequence[Token]) -> int:
    """Where a list of steps starts: its first "first", "starting" or "then"."""
    return next(
        (i for i, t in enumerate(tokens) if t.text in ("first", "starting", "then")), len(tokens)
    )


def _step_words(tokens: Sequence[Token], after: int = 0) -> dict[str, int]:
    """The words and numbers that stand once among the tokens from ``after`` on, each with
    its position (content words only, no verbs)."""
    seen: dict[str, list[int]] = {}
    for index, token in enumerate(tokens[after:], start=after):
        if token.text in STOPWORDS or (not token.is_number and _verb_like(token)):
            continue
        if not token.is_number and not token.is_content:
            continue
        seen.setdefault(token.text if token.is_number else key(token), []).append(index)
    return {word: spots[0] for word, spots in seen.items() if len(spots) == 1}


def _voice(between: Sequence[Token]) -> bool | None:
    """Whether the verb between two names is passive with its agent ("was bought by": True),
    active (False), or passive without an agent (None: "was signed between")."""
    words = [t.text for t in between if not t.is_number]
    for index, word in enumerate(words):
        if word in BE_FORMS:
            following = [w for w in words[index + 1 : index + 3] if not w.endswith("ly")]
            if following and is_participle(following[0]):
                return True if "by" in words[index + 1 :] else None
        if is_participle(word) and "by" in words[index + 1 : index + 1 + _BY_REACH]:
            return True  # "founded by", "a college founded in 1923 by"
    return False


# How far after a participle its agent's "by" may stand ("founded in 1923 by": two words,
# the year not counted).
_BY_REACH = 3


_CLAUSE_BREAKS = frozenset(
    ["who", "which", "whom", "whose", "while", "whereas", "although", "though"]
)


def _relation(
    text: str, tokens: Sequence[Token], a: tuple[int, int], b: tuple[int, int]
) -> tuple[bool, bool, frozenset[str]] | None:
    """For two name runs (token spans) of one text: (a comes first, the link is passive, the
    keys of the verbs between them), or None when no verb links them ("A and B")."""
    first, second = (a, b) if a[0] < b[0] else (b, a)
    between = tokens[first[1] + 1 : second[0]]
    verbs = frozenset(
        key(t)
        for i, t in enumerate(between)
        if not t.is_number
        and not t.capitalised
        and t.text not in AUXILIARIES
        and is_verb(t.text)
        and not (i and between[i - 1].text == "to")  # "... to win the race": a purpose
    )
    if not verbs:
        return None  # no verb between them: a list or an apposition, not a relation
    if first[0] > 0 and tokens[first[0] - 1].text == "by":
        return None  # both are agents ("directed by A and produced by B"): no relation
    if between and between[0].text in ("who", "which", "that"):
        between = between[1:]  # "A, which bought B": A is the subject
    if any(not t.is_number and t.text in _CLAUSE_BREAKS for t in between):
        return None  # the second name is in another clause
    voice = _voice(between)
    if voice is None:
        return None  # "B was signed between A ...": no agent, the roles are not stated
    return a[0] < b[0], voice, verbs


def _order_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """Two names related by a verb in a different order with the same voice, or in the same
    order with different voices: their roles are swapped (judged in each sentence of the
    stretch that names both)."""
    if len(claim.names) < 2:
        return None
    for part in stretch.parts:
        failure = _order_in(claim, part, context)
        if failure is not None:
            return failure
    return None


def _order_in(claim: Claim, part: Sentence, context: Context) -> str | None:
    for i, a in enumerate(claim.names):
        for b in claim.names[i + 1 :]:
            if _same_name(a, b):
                continue
            a_at = occurrences(a, part, context)
            b_at = occurrences(b, part, context)
            if not a_at or not b_at or a_at[0] == b_at[0]:
                continue
            a_there = _span(part, a_at[0])
            b_there = _span(part, b_at[0])
            mine = _relation(claim.text, claim.tokens, (a.start, a.end), (b.start, b.end))
            theirs = _relation(part.text, part.tokens, a_there, b_there)
            if mine is None or theirs is None:
                continue
            if not any(held(v, Bag.of(theirs[2])) for v in mine[2]):
                continue  # another verb: another relation, not these roles swapped
            if (mine[0] == theirs[0]) != (mine[1] == theirs[1]):
                return _Instead(f"the context gives {a.label()} / {b.label()} the other roles")
    return None


_ROLE_GAP = frozenset(
    ["the", "a", "an", "his", "her", "its", "their", "this", "that", "these", "those"]
)
_ROLE_BOUNDARIES = frozenset(
    [
        "and",
        "but",
        "or",
        "after",
        "before",
        "while",
        "when",
        "because",
        "although",
        "though",
        "since",
        "until",
        "if",
    ]
)


_DATING = frozenset(["in", "on", "during", "since"])
# Verbs whose object does what the infinitive after it says ("ordered X to pay").
_CONTROL_BASES = (
    "order force ask allow require persuade urge invite instruct direct encourage enable "
    "authorise authorize oblige"
)
_CONTROL_IRREGULAR = (
    "tell tells told telling forbid forbids forbade permit permits permitted permitting "
    "compel compels compelled compelling"
)
_CONTROL = frozenset(
    form
    for base in _CONTROL_BASES.split()
    for form in (base, f"{base}s", f"{base.removesuffix('e')}ed", f"{base.removesuffix('e')}ing")
) | frozenset(_CONTROL_IRREGULAR.split())


def _role(text: str, tokens: Sequence[Token], run: tuple[int, int], verb: int) -> str | None:
    """The part a name (token span) plays for a verb: "agent" (it does it), "patient" (it
    undergoes it), or None when it is neither its subject nor its object. The subject is
    in the stretch before the verb back to a comma, a conjunction or a relative pronoun
    (whose antecedent is then the subject); the object comes right after the verb, or after
    "by" when the verb is passive."""
    agentive = any(
        t.text == "by" and (u.capitalised or u.text in _ROLE_GAP)
        for t, u in zip(tokens[verb + 1 : verb + 5], tokens[verb + 2 : verb + 6], strict=False)
        if not t.is_number and not u.is_number
    ) or _titled_agent(tokens, verb)  # "bought by Siemens", not "increased by 18 percent"
    word = tokens[verb].text
    participle = is_participle(word) or (agentive and word.endswith("ed"))
    passive = participle and (
        any(t.text in BE_FORMS for t in tokens[max(0, verb - 3) : verb] if not t.is_number)
        or agentive
    )
    following = tokens[verb + 1] if verb + 1 < len(tokens) else None
    takes_object = following is not None and (
        following.capitalised or (not following.is_number and following.text in _ROLE_GAP)
    )
    if not passive and not takes_object and (participle or run[1] > verb):
        return None  # "born in 1975", "launched on 12 August": the roles are not stated
    if verb > 0 and tokens[verb - 1].text == "to" and run[1] == verb - 2 and run[0] > 0:
        # "ordered X to pay", "ordered the bakery chain X to pay": X pays.
        for governor in range(run[0] - 1, max(-1, run[0] - 6), -1):
            token = tokens[governor]
            if token.is_number or _broken_between(text, token, tokens[governor + 1]):
                break
            if token.text in _CONTROL:
                return "agent"
            if token.capitalised or _verb_like(token):
                break
    if verb > 0 and tokens[verb - 1].text == "to" and run[1] < verb:
        # An infinitive ("came from behind to beat X"): its subject is the main verb's.
        for main in range(verb - 2, run[1], -1):
            token = tokens[main]
            if _verb_like(token) and token.text not in BE_FORMS and token.text != "to":
                if token.text in _CONTROL and main < verb - 2:
                    return None  # "A ordered B to pay": B pays, not A
                found = _role(text, tokens, run, main)
                return found if found == "agent" else None
        return None
    if run[1] < verb:
        start = verb
        while start > 0:
            previous = tokens[start - 1]
            if _broken_between(text, previous, tokens[start]):
                opening = _apposition_start(text, tokens, start - 1)
                if opening is not None and opening - 1 == run[1]:
                    return "patient" if passive else "agent"  # "X, a flour supplier, must pay"
                break
            if not previous.is_number and (
                previous.text in _ROLE_BOUNDARIES
                or previous.text == "to"
                or (
                    _verb_like(previous)
                    and previous.text not in BE_FORMS
                    and previous.text not in MODALS
                )
            ):
                break
            if not previous.is_number and previous.text in _RELATIVES | {"that"}:
                if start - 1 == run[1] + 1 or (start - 2 >= 0 and start - 2 == run[1]):
                    return "patient" if passive else "agent"  # "A, which bought B"
                break
            start -= 1
        if start > run[0]:
            return None
        return "patient" if passive else "agent"
    between = tokens[verb + 1 : run[0]]
    words = [
        t.text
        for at, t in enumerate(between)
        if not t.is_number
        and not (t.text in _DATING and at + 1 < len(between) and between[at + 1].is_number)
    ]  # "acquired in 1899 by X": the date is no part of the link
    if passive:
        if not words or words[0] != "by":
            return None
        by = next(i for i in range(verb + 1, run[0]) if tokens[i].text == "by")
        if len(words) <= 2:
            return None if _describes_next(text, tokens, run[1]) else "agent"
        return "agent" if _by_description(text, tokens[by : run[0] + 1]) else None
    if all(w in _ROLE_GAP for w in words) and len(words) <= 2:
        return "patient"
    if _descriptor(text, tokens[verb : run[0] + 1]):
        return "patient"  # "bought the snack maker Greenleaf Kitchen"
    return None


def _passive_by(tokens: Sequence[Token], index: int) -> bool:
    """Whether the word at ``index`` is a passive verb the lexicon does not list: a form in
    -ed after a form of "be" and before "by" ("is chaired by")."""
    word = tokens[index].text
    return (
        word.endswith("ed")
        and 0 < index < len(tokens) - 1
        and tokens[index - 1].text in BE_FORMS
        and tokens[index + 1].text == "by"
    )


def _titled_agent(tokens: Sequence[Token], verb: int) -> bool:
    """Whether "by", right after the verb, opens a name behind a bare title ("chaired by
    chief operating officer Tobias Lind")."""
    if verb + 2 >= len(tokens) or tokens[verb + 1].text != "by":
        return False
    for index in range(verb + 2, min(len(tokens), verb + 6)):
        token = tokens[index]
        if token.is_number:
            return False
        if token.capitalised:
            return index > verb + 2
        if not _title_word(token):
            return False
    return False


def _title_word(token: Token) -> bool:
    """A common noun, or a word in -ing, that may stand in a title before a name ("chief
    operating officer")."""
    return _common_noun(token) or token.text.endswith("ing")


def _describes_next(text: str, tokens: Sequence[Token], end: int) -> bool:
    """Whether the name ending at ``end`` only describes a name after it, with common words
    between ("by Sorel's longtime collaborator Felix Brandholm", "by the Ostrian physician
    Lena Aldemar"): then the later name is the agent."""
    for index in range(end + 1, min(len(tokens), end + 6)):
        token, between = tokens[index], index - end - 1
        if _broken_between(text, tokens[index - 1], token) and not (
            between and token.capitalised and _comma_only(text, tokens[index - 1], token)
        ):
            return False
        if token.capitalised:
            return between > 0
        if token.is_number or not _common_noun(token):
            return False
    return False


def _comma_only(text: str, left: Token, right: Token) -> bool:
    return text[left.end : right.start].strip() == ","


def _by_description(text: str, span: Sequence[Token]) -> bool:
    """Whether the tokens between "by" (the first) and a name (the last) describe the name:
    a determiner, a possessive or a capitalised word, then up to four common words, with a
    comma at most before the name ("by the band's bassist, Ren Okafo")."""
    inner = span[1:-1]
    if not 2 <= len(inner) <= 5:
        return False
    opener = inner[0]
    if opener.is_number or not (
        opener.text in _ROLE_GAP
        or opener.text.endswith("'s")
        or opener.capitalised
        or _common_noun(opener)  # a bare title: "by service manager Elin Brandt"
    ):
        return False
    for left, right in itertools.pairwise(span[:-1]):
        if _broken_between(text, left, right):
            return False
    if _broken_between(text, span[-2], span[-1]) and not _comma_only(text, span[-2], span[-1]):
        return False
    last = len(inner) - 1  # (a word in -ing modifies a noun after it, it does not end a title)
    return all(
        not t.is_number and (_common_noun(t) or (at < last and _title_word(t)))
        for at, t in enumerate(inner)
        if at
    )


def _common_noun(token: Token) -> bool:
    """A lower-case content word that is no verb nor preposition (possessives included)."""
    return (
        not token.capitalised
        and token.is_content
        and token.text not in PREPOSITIONS
        and not _verb_like(token)
    )


def _apposition_start(text: str, tokens: Sequence[Token], end: int) -> int | None:
    """The first token of an apposition ending at ``end`` and set off by commas (", a flour
    supplier,"): a determiner and words that are no verbs; None when there is none."""
    start = end
    while start > 0 and not _broken_between(text, tokens[start - 1], tokens[start]):
        start -= 1
    if start == 0 or end - start > 6:
        return None
    inner = tokens[start : end + 1]
    if inner[0].is_number or inner[0].text not in ("a", "an", "the"):
        return None
    if any(_verb_like(t) for t in inner):
        return None
    return start


def _descriptor(text: str, span: Sequence[Token]) -> bool:
    """Whether the tokens between a verb (the first) and a name (the last) are a determiner
    and up to four common nouns describing the name ("the organic snack maker"): no verb,
    preposition, number or punctuation among them."""
    inner = span[1:-1]
    if not 2 <= len(inner) <= 5 or inner[0].is_number or inner[0].text not in _ROLE_GAP:
        return False
    for left, right in itertools.pairwise(span):
        if _broken_between(text, left, right):
            return False
    return all(
        not t.is_number
        and not t.capitalised
        and t.is_content
        and t.text not in PREPOSITIONS
        and not _verb_like(t)
        for t in inner[1:]
    )


def _broken_between(text: str, left: Token, right: Token) -> bool:
    return "," in text[left.end : right.start] or ";" in text[left.end : right.start]


def _done_by(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token is a participle followed by "by" and a name ("kept by Elin Brandt";
    not "taken by a patient")."""
    after = tokens[index + 1 : index + 3]
    return (
        len(after) == 2
        and after[0].text == "by"
        and after[1].capitalised
        and is_participle(tokens[index].text)
    )


def _pairings(tokens: Sequence[Token]) -> list[tuple[str, str, str, int]]:
    """Each word of a text that a preposition ties to the content word after it, skipping
    articles: ("resistant", "to", "apple", index of "resistant") in "resistant to apple
    scab"."""
    found: list[tuple[str, str, str, int]] = []
    for index in range(len(tokens) - 2):
        word, preposition = tokens[index], tokens[index + 1]
        if preposition.text not in PREPOSITIONS or preposition.text == "of":
            continue
        if not word.is_content or word.is_number or word.capitalised:
            continue
        after = next(
            (t for t in tokens[index + 2 : index + 4] if t.text not in ("the", "a", "an")), None
        )
        if after is not None and after.is_content and not after.is_number:
            found.append((key(word), preposition.text, key(after), index))
    return found


def _swapped_pairing(claim: Claim, stretch: _Stretch) -> str | None:
    """Two words the claim ties each to a thing, swapped: "susceptible to apple scab but
    resistant to fire blight" against "resistant to apple scab but susceptible to fire
    blight". A sentence ties each of the two things to the other word, by the same
    preposition."""
    ours = [(w, p, t) for w, p, t, _ in _pairings(claim.tokens)]
    if len(ours) < 2:
        return None
    for part in stretch.parts:
        theirs = {(w, p, t): at for w, p, t, at in _pairings(part.tokens)}
        for (word, preposition, thing), (
            other,
            other_preposition,
            other_thing,
        ) in itertools.permutations(ours, 2):
            if word == other or thing == other_thing or preposition != other_preposition:
                continue
            at = theirs.get((other, preposition, thing))
            if at is not None and (word, preposition, other_thing) in theirs:
                shown = part.text[part.tokens[at].start : part.tokens[at + 2].end]
                return f'the context says "{shown}"'
    return None


def _role_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A name that does what the claim says to it, or the other way round ("the Swedish army
    was defeated" against "the Swedish army defeated the Danish army")."""
    verbs = [
        i
        for i, t in enumerate(claim.tokens)
        if not t.is_number
        and not t.capitalised
        and t.text not in AUXILIARIES
        and (is_verb(t.text) or _passive_by(claim.tokens, i))
        and (key(t) not in LIGHT or _done_by(claim.tokens, i))  # "are kept by X": X keeps them
    ]
    for run in claim.names:
        for verb in verbs:
            mine = _role(claim.text, claim.tokens, (run.start, run.end), verb)
            if mine is None:
                continue
            wanted = key(claim.tokens[verb])
            for part in stretch.parts:
                if mine == "agent" and not occurrences(run, part, context):
                    doer = _absent_agent(claim, run, verb, part, context)
                    if doer is not None:
                        return f"the context says {doer.label()} does that"
                if mine == "agent":
                    doer = _agent_elsewhere(claim, run, verb, part, context)
                    if doer is not None:
                        return f"the context says {doer.label()} does that"
                for at in occurrences(run, part, context):
                    span = _span(part, at)
                    clause = part.clause_of(at)
                    for index, token in enumerate(part.tokens):
                        if token.is_number or not held(wanted, Bag.of((key(token),))):
                            continue
                        if part.clause_of(index) != clause or not _verb_like(token):
                            continue
                        if _measures(part, index):
                            continue  # "runs 131 minutes": a measure, no one acted on
                        before = part.tokens[index - 1].text if index else ""
                        if before in _ROLE_GAP or before.endswith("'s"):
                            continue  # "its headquarters": a noun
                        theirs = _role(part.text, part.tokens, span, index)
                        if theirs is not None and theirs != mine:
                            return _Instead(f"the context gives {run.label()} the other role")
                        if mine == "agent" and theirs is None:
                            doer = _agent(part, index, claim, run, verb)
                            if doer is not None:
                                return f"the context says {doer.label()} does that"
                        if mine == "patient" and theirs == "patient":
                            failure = _other_agent(claim, verb, part, index)
                            if failure is not None:
                                return failure
    return None


_MEASURING = lemmas("run last weigh measure span stretch total")


def _measures(part: Sentence, index: int) -> bool:
    """Whether the verb at ``index`` gives a measure of its subject ("runs 131 minutes",
    "weighs 3 kg"), not an act on something ("must pay 90,000 pounds")."""
    following = index + 1
    return (
        following < len(part.tokens)
        and part.tokens[following].is_number
        and key(part.tokens[index]) in _MEASURING
    )


def _agent(
    part: Sentence, verb: int, claim: Claim, doer: NameRun, claim_verb: int
) -> NameRun | None:
    """A name of the sentence that is the agent of the verb at ``verb`` where the claim makes
    ``doer`` its agent: another name, or one the claim gives another role ("written by A and
    drawn by B" against "written by B and illustrated by A")."""
    for run in part.names:
        if run.place is not None or _same_name(run, doer):
            continue
        same = [mine for mine in claim.names if _same_name(run, mine)]
        if any(
            _role(claim.text, claim.tokens, (mine.start, mine.end), claim_verb) == "agent"
            for mine in same
        ):
            continue  # the claim makes it an agent of this verb too
        if _role(part.text, part.tokens, (run.start, run.end), verb) == "agent":
            return run
    return None


def _absent_agent(
    claim: Claim, doer: NameRun, claim_verb: int, part: Sentence, context: Context
) -> NameRun | None:
    """For a sentence that does not name the claim's agent: the other agent it gives for
    the claim's verb, done to another name of the claim in the same clause ("'Paper
    Harbours' was written by Ren Okafo" against "... written by Joss Caverly")."""
    wanted = key(claim.tokens[claim_verb])
    others = [r for r in claim.names if r is not doer]
    for index, token in enumerate(part.tokens):
        if token.is_number or not _verb_like(token) or not held(wanted, Bag.of((key(token),))):
            continue
        clause = part.clause_of(index)
        if not any(
            part.clause_of(at) == clause for r in others for at in occurrences(r, part, context)
        ):
            continue
        found = _agent(part, index, claim, doer, claim_verb)
        if found is not None and not any(_same_name(found, r) for r in others):
            return found
    return None


def _agent_elsewhere(
    claim: Claim, doer: NameRun, claim_verb: int, part: Sentence, context: Context
) -> NameRun | None:
    """For a sentence that names the claim's agent, but in no clause holding the claim's
    verb (nor a noun of it): another name it gives as that verb's agent ("designed by Frank
    Gehry and inaugurated by King Juan Carlos I" against "inaugurated by Frank Gehry")."""
    places = occurrences(doer, part, context)
    if not places:
        return None
    wanted = key(claim.tokens[claim_verb])
    ours = {part.clause_of(at) for at in places}
    found: NameRun | None = None
    for index, token in enumerate(part.tokens):
        if token.is_number or not held(wanted, Bag.of((key(token),))):
            continue
        if part.clause_of(index) in ours:
            return None  # the clauses that name it decide; "manager" says it without a verb
        if _verb_like(token):
            found = found or _agent(part, index, claim, doer, claim_verb)
    return found


def _other_agent(claim: Claim, claim_verb: int, part: Sentence, verb: int) -> str | None:
    """For a verb done to the same thing in the claim and in a sentence: the sentence names
    its agent and the claim names another one ("acquired by the Crown Union Bank" against
    "it was acquired in 1899 by the Midland Counties Bank")."""
    theirs = [
        run
        for run in part.names
        if run.place is None
        and _role(part.text, part.tokens, (run.start, run.end), verb) == "agent"
    ]
    mine = [
        run
        for run in claim.names
        if _role(claim.text, claim.tokens, (run.start, run.end), claim_verb) == "agent"
    ]
    if not theirs or not mine:
        return None
    if any(set(a.keys) <= set(b.keys) or set(b.keys) <= set(a.keys) for a in mine for b in theirs):
        return None  # ("the Crown Union Bank" is not "the Midland Counties Bank")
    return f"the context says {theirs[0].label()} does that, not {mine[0].label()}"


def _span(part: Sentence, index: int) -> tuple[int, int]:
    for run in part.names:
        if run.start <= index <= run.end:
            return run.start, run.end
    return index, index


def _substitution(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A sentence saying what the claim says with another name, number or date in its place:
    the claim's value is missing and the sentence has a value of the same kind the claim
    does not use."""
    for date in sorted(claim.dates):
        if not date_supported(date, stretch.dates) and stretch.dates:
            return _Instead(f"the context gives another date than {date.lstrip('-')}")
    missing = [run for run in claim.names if not _has_name(run, stretch, context)]
    part = stretch.single
    everywhere = _stretch(context.sentences)
    if len(missing) == 1 and part is not None and not _has_name(missing[0], everywhere, context):
        opening = frozenset(
            key(t) for t in part.tokens if t.initial and t.capitalised and t.text not in STOPWORDS
        )
        others = [
            run
            for run in part.names
            if not any(_same_name(run, mine) for mine in claim.names)
            and not set(run.keys) <= CALENDAR
            and not set(run.keys) <= opening
        ]
        if others:
            return _Instead(f"the context names {others[0].label()}, not {missing[0].label()}")
    absent = [n for n in claim.numbers if not _number_held(n, claim, stretch)]
    if len(absent) != 1:
        return None  # several differ: more likely another fact than a changed one
    for number, units in sorted(claim.numbers.items()):
        if _number_held(number, claim, stretch):
            continue
        for other, other_units in stretch.numbers.items():
            if other in claim.numbers or _only_a_day(other, stretch):
                continue
            if _year_in(other, stretch.parts) != _written_as_year(number, claim.tokens):
                continue  # "1,990 people" is no year in place of "before 2000"
            if (units and other_units and units & other_units) or (not units and not other_units):
                return _Instead(f"the context gives {other}, not {number}")
    return None


def _only_a_day(number: str, stretch: _Stretch) -> bool:
    """Whether the number stands in the stretch only as the day of a date ("April 7, 1939",
    "14 December 1911"): a day is no amount that another could replace."""
    seen = False
    for part in stretch.parts:
        tokens = part.tokens
        for i, token in enumerate(tokens):
            if not token.is_number or token.text != number:
                continue
            seen = True
            beside = {key(tokens[j]) for j in (i - 1, i + 1) if 0 <= j < len(tokens)}
            if not beside & CALENDAR:
                return False
    return seen


_UPPER_BEFORE = (
    ("no", "more", "than"),
    ("not", "more", "than"),
    ("no", "longer", "than"),
    ("no", "later", "than"),
    ("up", "to"),
    ("at", "most"),
    ("less", "than"),
    ("fewer", "than"),
    ("maximum", "of"),
    ("maximum",),
    ("max",),
    ("within",),
    ("under",),
    ("below",),
)
_LOWER_BEFORE = (
    ("no", "less", "than"),
    ("not", "less", "than"),
    ("no", "fewer", "than"),
    ("at", "least"),
    ("more", "than"),
    ("minimum", "of"),
    ("minimum",),
    ("min",),
    ("over",),
    ("above",),
)


_NOW = frozenset(
    ["is", "are", "remains", "remain", "currently", "current", "now", "still", "plays"]
)
_FORMER_MARK = frozenset(["former", "formerly", "ex", "previously", "once"])
_UNTIL = frozenset(["until", "till"])


def _former_role_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A role the claim says someone holds now ("is the chief executive", "plays forward")
    where the stretch says they held it once: "the former chief executive", "served as chief
    executive from 2008 until 2019", "previously played for the Bears, where he was a
    forward", "a forward before switching positions"."""
    texts = [t.text for t in claim.tokens]
    now = next((i for i, t in enumerate(texts) if t in _NOW), None)
    if claim.negated or now is None or {"was", "were", "former", "formerly"} & set(texts):
        return None
    roles = {key(t) for t in claim.tokens[now + 1 :]} & set(claim.words)  # what it is now
    names = [set(run.keys) for run in claim.names]
    if names:  # the claim's names, or a pronoun for them, in the stretch
        named = {k for part in stretch.parts for k in part.own | _implied_keys(part)}
        if not any(n <= named for n in names):
            return None
    for part in stretch.parts:
        tokens = part.tokens
        for i, token in enumerate(tokens):
            if token.is_number or key(token) not in roles or not _common_noun(token):
                continue
            if i and tokens[i - 1].text in _FORMER_MARK:
                return f"the context says {tokens[i - 1].text} {token.text}"
            a, b = part.clause_spans[part.clause_of(i)] if part.clause_spans else (0, 10**9)
            clause = [t for t in tokens if a <= t.start < b]
            ended = any(
                t.text in _UNTIL and j + 1 < len(clause) and is_year_token(clause[j + 1])
                for j, t in enumerate(clause)
            )
            if ended:
                return f"the context says {token.text} until a year: a former role"
            if _said_before(part, i):
                return f"the context says {token.text} of a time before: a former role"
    return None


def _implied_keys(part: Sentence) -> set[str]:
    """The keys of the names a sentence's pronoun stands for ("He" for "Oskar Vennberg")."""
    return {k for keys in part.implied for k in keys}


def _said_before(part: Sentence, index: int) -> bool:
    """Whether the token at ``index`` stands in a clause of a time before: one that a
    relative word ties to a clause that says "previously" or "formerly" ("He previously
    played for the Bears, where he was a forward"), or that ends "before switching" to
    something else."""
    number = part.clause_of(index)
    a, b = part.clause_spans[number]
    clause = [t for t in part.tokens if a <= t.start < b]
    if any(
        t.text == "before" and j + 1 < len(clause) and clause[j + 1].text.endswith("ing")
        for j, t in enumerate(clause)
    ):
        return True  # "a forward before switching positions"
    if number and clause and clause[0].text in ("where", "when", "who", "which"):
        a, b = part.clause_spans[number - 1]
        return any(a <= t.start < b and t.text in _PREVIOUSLY for t in part.tokens)
    return False


# (not ``_FORMERLY``, which also holds "before" and "earlier" for a changed value)
_PREVIOUSLY = frozenset(["previously", "formerly"])


def _bound(tokens: Sequence[Token], index: int) -> str | None:
    """Which way a limit on the number at ``index`` points: "upper" ("up to 30", "no more
    than 30", "30 or less"), "lower" ("at least 12", "12 or more") or None."""
    before = [t.text for t in tokens[max(0, index - 3) : index]]
    for words, side in ((_UPPER_BEFORE, "upper"), (_LOWER_BEFORE, "lower")):
        for pattern in words:
            if tuple(before[-len(pattern) :]) == pattern:
                return side  # upper limits first: "no more than" is read before "more than"
    after = [t.text for t in tokens[index + 1 : index + 4]]
    for n in (1, 2):
        if len(after) > n and after[n - 1] == "or":
            if after[n] in ("more", "longer", "later", "above", "over"):
                return "lower"
            if after[n] in ("less", "fewer", "shorter", "earlier", "below", "under"):
                return "upper"
    return None


def _bound_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A number the claim gives as one kind of limit where the stretch gives it as the other:
    "at least 30 days" against "up to 30 days"."""
    wanted = {
        t.text: side
        for i, t in enumerate(claim.tokens)
        if t.is_number and (side := _bound(claim.tokens, i)) is not None
    }
    if not wanted:
        return None
    for part in stretch.parts:
        for i, token in enumerate(part.tokens):
            side = wanted.get(token.text) if token.is_number else None
            there = _bound(part.tokens, i) if side is not None else None
            if there is not None and there != side:
                word = "at most" if there == "upper" else "at least"
                return _Instead(f"the context gives {word} {token.text}")
    return None


_SUBJECT_REACH = 5  # sentences a pronoun's subject is looked for back


def _before_date(claim: Claim) -> list[str]:
    """The content words just before the claim's first date ("take effect" of "take effect
    on 22 November 2024"): what the claim says happened then."""
    tokens = claim.tokens
    start = next(
        (
            i
            for i, t in enumerate(tokens)
            if key(t) in CALENDAR
            or (t.is_number and i + 1 < len(tokens) and key(tokens[i + 1]) in CALENDAR)
        ),
        None,
    )
    if start is None:
        return []
    words: list[str] = []
    for token in reversed(tokens[max(0, start - 5) : start]):
        if token.is_number or token.text in STOPWORDS or key(token) in CALENDAR:
            continue
        words.append(key(token))
    return words[:3]


def _date_swap_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """In a stretch of several sentences, a date of the claim found only in a sentence that
    says none of what the claim says happened then, while another sentence says it with
    another date ("take effect on 22 November" against "runs to 22 November" and "take effect
    on 1 January")."""
    if len(stretch.parts) < 2 or len(claim.dates) != 1:
        return None  # with two dates, which words go with which is not read here
    said = _before_date(claim)
    if not said:
        return None

    def told(part: Sentence) -> int:
        return sum(1 for w in said if held(w, part.bag))

    for date in claim.dates:
        holding = [p for p in stretch.parts if date_supported(date, p.dates)]
        if not holding:
            continue
        best = max(told(p) for p in holding)
        for part in stretch.parts:
            others = [d for d in part.dates if not date_supported(date, frozenset([d]))]
            if part in holding or not others or told(part) <= best:
                continue
            return _Instead(
                f"the context gives {sorted(others)[0]} for that, not {date.lstrip('-')}"
            )
    return None


# Verbs that place an event at the end of a span of years, or at its start.
_ENDING = lemmas("leave end retire resign quit close finish stop")
_STARTING = lemmas("join begin start found founded open enter")  # "found" is also "find"
_EVENT_REACH = 6  # tokens back from a claim's year to the verb of its event


def _span_end_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that puts the end of something in a year ("left Pepsi-Cola in 1977") where
    the context gives that year as the start of its span ("president of Pepsi-Cola from 1977
    until 1983"), or its start in the year the span ends: the context gives the other year.
    The span must stand in a sentence that names a name of the claim."""
    for i, token in enumerate(claim.tokens):
        if not is_year_token(token):
            continue
        before = {key(t) for t in claim.tokens[max(0, i - _EVENT_REACH) : i]}
        ending, starting = bool(before & _ENDING), bool(before & _STARTING)
        if ending == starting:
            continue
        year = int(token.text)
        for part in stretch.parts:
            if not any(occurrences(run, part, context) for run in claim.names):
                continue
            for _, first, last in year_spans(part.tokens, part.text):
                if first == last:
                    continue
                if ending and year == first:
                    return _Instead(f"the context gives {last} for its end, not {year}")
                if starting and year == last:
                    return _Instead(f"the context gives {first} for its start, not {year}")
    return None


def _kinship_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A relation between two people the stretch states the other way round ("Noel is the
    elder brother of Liam" for "Liam is the elder brother of Noel")."""
    claimed = claimed_relations(claim.text)
    if not claimed:
        return None
    for part in stretch.parts:
        before = context.sentences[max(0, part.index - _SUBJECT_REACH) : part.index]
        subject = subject_of([*(s.text for s in before), part.text])
        stated = stated_relations(part.text, subject)
        for relation in claimed:
            if reversed_relation(relation, stated) is not None:
                return f'the context states it the other way round: "{_quote(part.text)}"'
    return None


def _exclusive_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A word of a closed set ("son", "gold", "Thursday") the stretch does not hold while it
    holds another word of the same set that the claim does not use (a synonym, "female" for
    "woman", is the same word)."""
    for word in claim.words:
        groups = exclusive_group(word)
        if not groups or word in stretch.bag.keys:
            continue
        same = synonym_ids(word)
        for part in stretch.parts:
            if same and any(synonym_ids(key(t)) & same for t in part.tokens):
                continue  # this sentence says it in another word
            for token in part.tokens:
                other = key(token)
                if other != word and other not in claim.keys and exclusive_group(other) & groups:
                    return f"the context says {token.text}, not {word}"
    return None


def _only_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim about one kind of a thing ("the free tier") where the stretch gives what it
    claims only to another kind of the same thing ("available only on the Pro tier"), and
    the context names the claim's kind too ("a free tier"): the claim's kind is left out."""
    tokens = claim.tokens
    for part in stretch.parts:
        ptokens = part.tokens
        for i, token in enumerate(ptokens):
            if token.text != "only":
                continue
            j = i + 1
            if j < len(ptokens) and ptokens[j].text in _ONLY_PREPOSITIONS:
                j += 1
            if j < len(ptokens) and ptokens[j].text in ("the", "a", "an", "its", "their"):
                j += 1
            phrase: list[str] = []
            opened = j
            while (
                j < len(ptokens) and not ptokens[j].is_number and ptokens[j].text not in STOPWORDS
            ):
                phrase.append(key(ptokens[j]))
                j += 1
            written = part.text[ptokens[opened].start : ptokens[j - 1].end] if phrase else ""
            if len(phrase) < 2:
                continue
            head, kinds = phrase[-1], set(phrase[:-1])
            a, b = part.clause_spans[part.clause_of(i)]
            said = {key(t) for t in ptokens if a <= t.start < b} - set(phrase)
            if not any(w in said for w in claim.words if w != head):
                continue  # the "only" is about something the claim does not say
            for at in range(1, len(tokens)):
                if key(tokens[at]) != head or tokens[at].capitalised:
                    continue  # (the "Lantern" of "the Oskarvik Lantern Festival" is a name's)
                mine = key(tokens[at - 1])
                if mine in STOPWORDS or mine in kinds or mine == head:
                    continue
                if any(
                    key(left) == mine and key(right) == head
                    for sentence in context.sentences
                    for left, right in itertools.pairwise(sentence.tokens)
                ):
                    return _Instead(
                        f"the context gives it only to the {written}, not {tokens[at - 1].text}"
                    )
    return None


_ONLY_PREPOSITIONS = frozenset(["on", "to", "for", "in", "with", "at", "by"])


def _other_kind_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim about one kind of a thing ("production database access") against a stretch
    that says it of another kind ("VPN access") and never names the claim's kind: the
    stretch is about something else, when another sentence of the context names the claim's
    kind ("never eligible for production database access") and no sentence naming it names
    the stretch's kind too ("Sandbox keys are treated as Standard plan keys" makes them one)."""

    def plain(token: Token) -> bool:
        return token.is_content and not token.is_number and not token.capitalised

    sentence_pairs: list[set[tuple[str, str]]] = []  # each sentence's word pairs, read once

    def pairs() -> list[set[tuple[str, str]]]:
        if not sentence_pairs:
            sentence_pairs.extend(
                {(key(a), key(b)) for a, b in itertools.pairwise(s.tokens)}
                for s in context.sentences
            )
        return sentence_pairs

    tokens = claim.tokens
    for mine, head in itertools.pairwise(tokens):
        if not (plain(mine) and plain(head)) or _held(key(mine), stretch):
            continue
        pair = (key(mine), key(head))
        naming = [found for found in pairs() if pair in found]
        if not naming:
            continue
        for part in stretch.parts:
            for theirs, their_head in itertools.pairwise(part.tokens):
                if key(their_head) != pair[1] or not plain(their_head):
                    continue  # (not "Bank" of "the Midland Counties Bank", a name)
                if not theirs.is_content or theirs.is_number or key(theirs) in claim.keys:
                    continue
                if any((key(theirs), pair[1]) in found for found in naming):
                    continue  # "Sandbox keys are treated as Standard plan keys": the same
                said = part.text[theirs.start : their_head.end]
                return f'the context says "{said}" there, not "{mine.text} {head.text}"'
    return None


def _head_words(tokens: Sequence[Token]) -> set[str]:
    """The content words of a noun phrase before its "of", comma or "like" ("burr assembly"
    of "The burr assembly of the Tallis K2 grinder")."""
    words: set[str] = set()
    for token in tokens:
        if token.text in ("of", "like", ","):
            break
        if token.is_content:
            words.add(key(token))
    return words


def _only_subjects(claim: Claim, stretch: _Stretch) -> str | None:
    """A sentence that opens "Only the hopper lid and grounds bin ... are dishwasher-safe",
    against a claim that says it (or denies it) of another subject ("The burr assembly is
    dishwasher-safe"): the claim's subject, named by none of the words of the "only" phrase,
    shares a word of what is said of them."""
    verb = next((i for i, t in enumerate(claim.tokens) if i and t.text in AUXILIARIES), None)
    if verb is None:
        return None
    mine = _head_words(claim.tokens[:verb])
    said = {key(t) for t in claim.tokens[verb + 1 :] if t.is_content}
    for part in stretch.parts:
        tokens = part.tokens
        if not tokens or tokens[0].text != "only":
            continue
        at = next((i for i, t in enumerate(tokens) if i > 1 and t.text in AUXILIARIES), None)
        if at is None or at > _ONLY_REACH:
            continue
        if not mine or mine & {key(t) for t in tokens[1:at] if t.is_content}:
            continue
        if said & {key(t) for t in tokens[at + 1 :] if t.is_content}:
            phrase = part.text[tokens[1].start : tokens[at - 1].end]
            return f"the context says only {phrase}"
    return None


_ONLY_REACH = 14


def _frequency_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """ "every year" in the claim where the stretch says "every two years" of the same unit."""
    units = {
        key(claim.tokens[i + 1])
        for i, t in enumerate(claim.tokens[:-1])
        if t.text == "every" and not claim.tokens[i + 1].is_number
    }
    if not units:
        return None
    for part in stretch.parts:
        tokens = part.tokens
        for i in range(len(tokens) - 2):
            counted, unit = tokens[i + 1], tokens[i + 2]
            if tokens[i].text != "every" or not counted.is_number or unit.is_number:
                continue
            if key(unit) in units:
                return f"the context says every {counted.text} {unit.text}"
    return None


_UNIVERSAL = frozenset(
    ["any", "anytime", "always", "every", "each", "all", "whenever", "regardless", "unlimited"]
)
_LIMITING = frozenset(
    [
        "before",
        "after",
        "until",
        "unless",
        "only",
        "except",
        "if",
        "within",
        "least",
        "most",
        "maximum",
        "minimum",
        "limited",
        "below",
        "above",
        "under",
        "over",
        "between",
        "provided",
    ]
)


def _rank_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim of first place ("the longest river in Europe") where a sentence of the stretch
    that names a name of the claim ranks lower with the same superlative ("The Danube is the
    second-longest river in Europe"); a rank given to something the claim does not name ("The
    second-largest island, Orra, ...") says nothing of it."""
    tokens = claim.tokens
    firsts = {
        t.text
        for i, t in enumerate(tokens)
        if i and tokens[i - 1].text == "the" and t.text.endswith("est") and len(t.text) > 4
    }
    if not firsts:
        return None
    for part in stretch.parts:
        if not any(occurrences(run, part, context) for run in claim.names):
            continue
        for before, token in itertools.pairwise(part.tokens):
            if token.text not in firsts or before.text == "1":
                continue
            if before.text in _ORDINALS or (before.is_number and before.text.isdigit()):
                return f"the context ranks it {before.text}, not first"
    return None


# Words ending in "est" that are no superlatives.
_NOT_SUPERLATIVE = frozenset(
    [
        "interest",
        "forest",
        "honest",
        "request",
        "protest",
        "suggest",
        "harvest",
        "contest",
        "modest",
        "arrest",
        "invest",
        "digest",
        "manifest",
        "conquest",
        "inquest",
        "behest",
        "earnest",
        "dishonest",
        "quest",
        "nest",
        "west",
        "test",
        "chest",
        "guest",
        "crest",
        "pest",
        "vest",
    ]
)


def _superlative_at(tokens: Sequence[Token], at: int) -> bool:
    """Whether a superlative stands at ``at``, after "the" or a rank ("the oldest", "the
    second longest", "the 2nd largest") and before another word."""
    word = tokens[at].text
    return (
        0 < at < len(tokens) - 1
        and len(word) > 4
        and word.endswith("est")
        and word not in _NOT_SUPERLATIVE
        and (tokens[at - 1].text == "the" or _ranked(tokens, at))
    )


def _ranked(tokens: Sequence[Token], at: int) -> bool:
    before = tokens[at - 1]
    return before.text in _ORDINALS or (before.is_number and before.text.isdigit())


def _superlative_swap(claim: Claim, stretch: _Stretch) -> str | None:
    """A superlative of the claim the stretch does not hold where the stretch gives another
    to the same noun ("the oldest bridge" against "the longest bridge"), or the same one
    without the claim's lower rank ("the second longest river" against "the longest
    river")."""
    tokens = claim.tokens
    for i in range(len(tokens)):
        if not _superlative_at(tokens, i):
            continue
        word, noun = tokens[i].text, key(tokens[i + 1])
        for part in stretch.parts:
            there = part.tokens
            for j in range(len(there)):
                if not _superlative_at(there, j) or key(there[j + 1]) != noun:
                    continue
                if there[j].text != word and not _held(key(tokens[i]), stretch):
                    return _Instead(f"the context gives {there[j].text}, not {word}")
                if there[j].text == word and _ranked(tokens, i) and not _ranked(there, j):
                    return f"the context ranks it first, not {tokens[i - 1].text}"
    return None


def _superlative(tokens: Sequence[Token], at: int) -> tuple[str, int] | None:
    """The superlative that opens at ``at`` ("largest", "most populous"), as its scale, and
    the index of the noun after it; None when there is none."""
    word = tokens[at].text
    if word in ("most", "least") and at + 2 < len(tokens):
        scale = _SCALE_OF.get(f"{word} {tokens[at + 1].text}")
        return (scale, at + 2) if scale else None
    scale = _SCALE_OF.get(word)
    return (scale, at + 1) if scale and at + 1 < len(tokens) else None


def _superlative_holder(claim: Claim, context: Context) -> tuple[str, bool] | None:
    """For a claim that a name holds first place, or does not ("Canberra is (not) the
    largest city in Australia"): why the context decides it, and whether the context gives
    that place to the claim's own name; else the other name it gives it to ("Sydney is the
    most populous city in Australia"); None when it gives it to no name."""
    tokens = claim.tokens
    for run in claim.names:
        at = run.end + 1
        if at + 1 < len(tokens) and tokens[at].text in BE_FORMS and tokens[at + 1].text == "not":
            at += 1  # "Canberra is not the largest city": the place is denied it
        if at + 2 >= len(tokens) or tokens[at].text not in BE_FORMS | {"not"}:
            continue
        if tokens[at + 1].text != "the":
            continue
        found = _superlative(tokens, at + 2)
        if found is None or found[1] >= len(tokens):
            continue
        scale, noun = found
        wanted = key(tokens[noun])
        scope = [r for r in claim.names if r.start > noun]
        holders: list[NameRun] = []
        for part in context.sentences:
            if scope and not all(occurrences(r, part, context) for r in scope):
                continue
            for other in part.names:
                there = other.end + 1
                if there + 2 >= len(part.tokens) or part.tokens[there + 1].text != "the":
                    continue
                if part.tokens[there].text not in BE_FORMS:
                    continue
                theirs = _superlative(part.tokens, there + 2)
                if theirs is None or theirs[0] != scale or theirs[1] >= len(part.tokens):
                    continue
                if key(part.tokens[theirs[1]]) != wanted:
                    continue
                if _same_name(other, run):
                    return _Instead(f"the context gives {run.label()} that place"), True
                holders.append(other)
        if holders:
            return _Instead(
                f"the context gives {holders[0].label()} for that, not {run.label()}"
            ), False
    return None


# Superlatives by the scale they rank on: "largest city" and "most populous city" are one.
_SCALE_OF = {
    **dict.fromkeys(["largest", "biggest", "most populous", "most populated"], "size"),
    **dict.fromkeys(["smallest", "least populous"], "smallness"),
    **dict.fromkeys(["tallest", "highest"], "height"),
    **dict.fromkeys(["longest"], "length"),
    **dict.fromkeys(["oldest"], "age"),
    **dict.fromkeys(["deepest"], "depth"),
    **dict.fromkeys(["busiest"], "traffic"),
}


# Ordinal words below first that the tokenizer keeps as words ("third" on become numbers).
_ORDINALS = frozenset(("second",))


def _overgeneral_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim made for every case ("any time", "always", "regardless") where the sentence
    that says it limits it ("before 3:00 pm", "only if", "up to") and says nothing of every
    case: the limit is what the claim leaves out."""
    texts = [t.text for t in claim.tokens]
    said = [
        word
        for i, word in enumerate(texts)
        if word in _UNIVERSAL - {"all", "each", "every"}
        or (word == "every" and i + 1 < len(texts) and not _counts_time(claim.tokens[i + 1]))
    ]
    conceded = _conceded(texts)
    said += [f"{texts[i - 1]} {texts[i]}" for i in sorted(conceded)]
    # "every day" says how often, which no limit of time gainsays ("before 3:00 pm"), but an
    # exception does ("daily except Mondays")
    often = [
        f"every {texts[i + 1]}"
        for i, word in enumerate(texts[:-1])
        if word == "every" and _counts_time(claim.tokens[i + 1])
    ]
    if not said and not often:
        return None
    own = {word for i, word in enumerate(texts) if i not in conceded}
    parts = stretch.parts
    if len(parts) > 1:
        # the sentence that says most of the claim: another may speak of every case of
        # something else ("never accepted, regardless of value")
        parts = (max(parts, key=lambda p: _coverage(claim, _stretch((p,)))),)
    for part in parts:
        words = {t.text for t in part.tokens}
        if words & _UNIVERSAL:
            return None
        limits = words & (_LIMITING - own)
        if limits and said:
            return f"the context limits it ({sorted(limits)[0]}), the claim says {said[0]}"
        excepted = words & (_EXCEPTIONS - own)
        if excepted and often:
            return (
                f"the context makes an exception ({sorted(excepted)[0]}), the claim says {often[0]}"
            )
    return None


def _conceded(texts: Sequence[str]) -> set[int]:
    """Where a claim concedes a case rather than setting one: the "if" of "even if", the
    "whether" of "whether or not" (they claim every case, as "regardless" does)."""
    pairs = list(itertools.pairwise(texts))
    return {
        i + 1
        for i, pair in enumerate(pairs)
        if pair in (("even", "if"), ("even", "when"))
        or (pair == ("whether", "or") and texts[i + 2 : i + 3] == ["not"])
    }


def _counts_time(token: Token) -> bool:
    """Whether "every" before this word says how often ("every year", "every 2 weeks")."""
    unit = canonical_unit(token.text)
    return token.is_number or (unit is not None and unit_dimension(unit) == "time")


_FORMERLY = frozenset(["previously", "formerly", "originally", "before", "earlier", "initially"])


def _about_before(claim: Claim) -> bool:
    """Whether the claim speaks of a time before a change ("previously", "before its
    expansion")."""
    return any(not t.is_number and t.text in _FORMERLY for t in claim.tokens)


def _former_value_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A number the claim gives as a value where the stretch gives it as the value a thing
    changed from ("increased from 10 to 25", "fell to 25 from 40" for "is 10", "is 40"), and
    not the one it changed to; or, for a claim about before ("previously", "before its
    expansion"), the value it changed to and not the one it changed from."""
    said_from = {
        claim.tokens[i + 1].text
        for i, t in enumerate(claim.tokens[:-1])
        if t.text == "from" and claim.tokens[i + 1].is_number
    }
    formerly = _about_before(claim)
    for part in stretch.parts:
        tokens = part.tokens
        for i in range(len(tokens) - 1):
            if tokens[i].text != "from" or not tokens[i + 1].is_number:
                continue
            old = tokens[i + 1].text
            if (old not in claim.numbers or old in said_from) and not formerly:
                continue
            to = next(
                (j for j in range(i + 2, min(i + 5, len(tokens))) if tokens[j].text == "to"), None
            )
            if to is None:
                # "fell to 610 million from 655 million": the value it changed to comes first
                to = next(
                    (j for j in range(i - 2, max(i - 7, -1), -1) if tokens[j].text == "to"),
                    None,
                )
                if to is None or not tokens[to + 1].is_number:
                    continue
                new = tokens[to + 1].text
                between: Sequence[Token] = ()  # the new value's own words ("million crowns")
            elif to + 1 >= len(tokens) or not tokens[to + 1].is_number:
                continue
            else:
                new = tokens[to + 1].text
                between = tokens[i + 2 : to]
            if _is_year(new) != _is_year(old):
                continue
            if formerly:
                # "40 companies before its expansion", against "expanded from 30 to 40"
                if new in claim.numbers and old not in claim.numbers:
                    return f"the context says it changed from {old} to {new}, not before"
                continue
            if any(t.text in claim.numbers or t.text in claim.keys for t in between):
                continue  # "10,000 in 1990": the claim says when
            if new not in claim.numbers:
                return f"the context says it changed from {old} to {new}"
    return None


# Words that put a place beside a thing rather than around it: "near Malmö", "close to the
# border with Kenya", "off the coast of Java".
_BESIDE = frozenset(
    [
        *("near", "nearby", "close", "next", "beside", "adjacent", "outside", "off"),
        *("border", "borders", "bordering"),
    ]
)
_BESIDE_REACH = 4  # tokens back from the place to its word of nearness


def _beside(part: Sentence, index: int) -> bool:
    """Whether the name at ``index`` follows a word of nearness in its own segment."""
    segment = part.segment_of(index)
    for back in range(index - 1, max(-1, index - 1 - _BESIDE_REACH), -1):
        if part.segment_of(back) != segment:
            return False
        if part.tokens[back].text.lower() in _BESIDE:
            return True
    return False


def _nearness_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that puts a thing in a place ("is located in Kenya") is not supported by a
    stretch that names the place only beside it ("in Tanzania, close to the border with
    Kenya"; "a bridge near Millau"): nearness is not containment. A denial of the claim is
    then what the context says (the reason names the place it gives)."""
    for run in claim.names:
        if run.start < 1 or claim.tokens[run.start - 1].text != "in":
            continue
        places = [
            (part, index) for part in stretch.parts for index in occurrences(run, part, context)
        ]
        if places and all(_beside(part, index) for part, index in places):
            return _Instead(f"the context gives {run.label()} only as near it, not as where it is")
    return None


def _origin_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that a thing "is from" a place, against a stretch whose sentences about the
    thing name the place only as where it went ("He moved to Valmora in 2001"), or not at
    all: a destination is no origin, and another's place is not its own."""
    tokens = claim.tokens
    subject = claim.names[0] if claim.names else None
    if subject is None or any(t.is_content for t in tokens[: subject.start]):
        return None  # "The band that recorded the album X is from ...": a description
    for run in claim.names:
        if run is subject or run.start < 2:
            continue
        if tokens[run.start - 1].text != "from" or tokens[run.start - 2].text not in BE_FORMS:
            continue
        places = [
            (part, index)
            for part in stretch.parts
            if _about(part, subject, context)
            for index in occurrences(run, part, context)
        ]
        if all(index and part.tokens[index - 1].text == "to" for part, index in places):
            return _Instead(
                f"the context gives {run.label()} only as where it went, not where it is from"
            )
    return None


def _conflict(claim: Claim, stretch: _Stretch, context: Context) -> tuple[str, bool] | None:
    """The first conflict between claim and stretch, and whether it is an opposite."""
    strict = _strict_failure(claim, stretch, context)
    left_out = None if claim.negated else _left_out(claim, stretch, context)
    if left_out is not None:
        return left_out, True
    failure = (
        _only_failure(claim, stretch, context)
        or (strict[0] if strict else None)
        or _unlinked(claim, stretch, context)
        or _competition(claim, stretch, context)
        or _foreign_holder(claim, stretch, context)
        or _exclusive_failure(claim, stretch)
        or _frequency_failure(claim, stretch)
        or _former_value_failure(claim, stretch)
        or _overgeneral_failure(claim, stretch)
        or _rank_failure(claim, stretch, context)
        or _superlative_swap(claim, stretch)
        or _nearness_failure(claim, stretch, context)
        or _origin_failure(claim, stretch, context)
        or _span_end_failure(claim, stretch, context)
        or _focus_failure(claim, stretch, context)
        or _governed_failure(claim, stretch)
        or _qualified_elsewhere(claim, stretch, context)
        or _complement_failure(claim, stretch, context)
        or _other_kind_failure(claim, stretch, context)
    )
    if failure is not None:
        return failure, False
    if not _negation_agrees(claim, stretch, context):
        best = _best_clause(claim, stretch)
        if not (claim.negated and best is not None and not _denial_held(claim, best)):
            return f'the context says the opposite: "{_quote(stretch.text)}"', True
        # "without supplementary oxygen" against a sentence that says nothing of oxygen: the
        # denial must stand in another sentence ("did not use supplementary oxygen")
        if not _denied_elsewhere(claim, context):
            return "the context does not say what the statement denies", False
    failure = (
        _direction_failure(claim, stretch)
        or _than_failure(claim, stretch)
        or _sequence_failure(claim, stretch)
        or _order_failure(claim, stretch, context)
        or _role_failure(claim, stretch, context)
        or _swapped_pairing(claim, stretch)
        or _kinship_failure(claim, stretch, context)
        or _date_swap_failure(claim, stretch)
        or _bound_failure(claim, stretch)
        or _case_failure(claim, context)
        or _former_role_failure(claim, stretch)
    )
    if failure is not None:
        return failure, True
    return None


def _complement_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """The stretch gives the claim's verb another complement ("migrates ... to the coastal
    scrublands of Ossary" against "migrates to the pine forests of the Kerrin Mountains")."""
    found = complement_failure(claim, stretch.parts, context.sentences)
    if found is None:
        return None
    theirs, mine = found
    return _Instead(f"the context gives {theirs} for that, not {mine}")


# Words that make a sentence state the general case, which a sentence about a named part of
# it overrides ("All employees must ...", "for all production databases, except where ...").
_GENERAL = frozenset(
    [
        "all",
        "every",
        "each",
        "any",
        "default",
        "usually",
        "normally",
        "generally",
        "otherwise",
        "except",
        "unless",
    ]
)


def _general_parts(
    claim: Claim, parts: Sequence[Sentence], context: Context, holding: bool
) -> list[tuple[Sentence, NameRun]]:
    """The sentences among ``parts`` that state a general case (and, if ``holding``, give one
    of the claim's numbers for it), each with a name of the claim that its passage lacks and
    another passage holds."""
    found = []
    for part in parts:
        if holding and not any(n in part.numbers for n in claim.numbers):
            continue
        if not any(not t.is_number and t.text in _GENERAL for t in part.tokens):
            continue
        for run in claim.names:
            if any(
                occurrences(run, o, context) for o in context.sentences if o.context == part.context
            ):
                continue  # its passage names it: the topic, not a case apart
            if any(occurrences(run, o, context) for o in context.sentences):
                found.append((part, run))
    return found


def _qualified_elsewhere(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A sentence that gives the claim's number for the general case, lacking a name of the
    claim that another sentence holds with a number of the same kind of its own: the
    specific case decides ("All employees must submit ... at least 10 working days in
    advance", then "Field Services employees must submit ... at least 20 working days in
    advance", against "a Field Services employee must submit ... 10 working days ...")."""
    if not claim.numbers:
        return None
    for general, run in _general_parts(claim, stretch.parts, context, holding=True):
        for part in context.sentences:
            if part is general or not occurrences(run, part, context):
                continue
            if _coverage(claim, _stretch((part,))) < 0.5:
                continue
            for theirs, their_units in part.numbers.items():
                if theirs in claim.numbers:
                    continue
                if any(
                    _units_agree(units, their_units) and _is_year(n) == _is_year(theirs)
                    for n, units in claim.numbers.items()
                ):
                    return _Instead(f"the context gives {theirs} for {run.label()}")
    return None


def _specific_elsewhere(claim: Claim, stretch: _Stretch, context: Context) -> bool:
    """Whether the stretch states a general case and a name of the claim it lacks stands in
    another sentence with one of the claim's numbers: that sentence decides the claim."""
    return any(
        any(n in part.numbers for n in claim.numbers)
        for general, run in _general_parts(claim, stretch.parts, context, holding=False)
        for part in context.sentences
        if part is not general and occurrences(run, part, context)
    )


# --- the decision -------------------------------------------------------------------------------


def _larger(context: Context, claim: Claim) -> Iterable[tuple[tuple[Sentence, ...], float]]:
    """Stretches of several sentences, smallest first, with the coverage each needs: two
    sentences of one passage, next to each other or sharing a name; two sentences of two
    passages when a shared name carries the claim from one to the other; each passage whole;
    the whole context."""
    sentences = context.sentences
    for a, b in itertools.pairwise(sentences):
        if a.context == b.context:
            yield (a, b), _PAIR_COVERAGE
    for i, a in enumerate(sentences):
        for b in sentences[i + 2 :]:
            if a.context == b.context and _bridged(a, b):
                yield (a, b), _PAIR_COVERAGE
    focus = _focus(claim)
    holding = {
        s.index for s in sentences if focus and _focus_places(focus, _stretch((s,)), context)
    }
    for i, a in enumerate(sentences):
        for b in sentences[i + 1 :]:
            if (
                focus is None
                or a.context == b.context
                or (a.index in holding) == (b.index in holding)
            ):
                continue
            first, second = (b, a) if a.index in holding else (a, b)
            if _carried(claim, first, second, focus, context):
                yield (a, b), 1.0  # every word of the claim: two passages are two topics
    by_context: dict[int, list[Sentence]] = {}
    for sentence in sentences:
        by_context.setdefault(sentence.context, []).append(sentence)
    for parts in by_context.values():
        if len(parts) > 2:
            yield tuple(parts), _WHOLE_CONTEXT_COVERAGE
    if len(by_context) > 1:
        yield sentences, _WHOLE_CONTEXT_COVERAGE


def _bridging_names(part: Sentence) -> set[tuple[str, ...]]:
    """The names of a sentence that can bridge it to another: any but a one-word place."""
    return {run.keys for run in part.names if len(run.keys) > 1 or run.place is None}


def _bridged(a: Sentence, b: Sentence) -> bool:
    """Whether two sentences share a name (the bridge of a two-step fact)."""
    return bool(_bridging_names(a) & _bridging_names(b))


def _carried(
    claim: Claim, first: Sentence, second: Sentence, focus: _Focus, context: Context
) -> bool:
    """Whether a name two sentences share carries the claim from the first, which lacks the
    claim's focus, to the second, which holds it: the first has the shared name standing
    with a word of the claim ("negotiated at the Villa Corsi", then "Villa Corsi ... in the
    town of Menzano"), or holds all the claim's other names and shares no other name with
    another sentence ("The 1966 final was played at Wembley", then "Wembley ... opened in
    1923"), and gives no amount of its own when the focus is one (the day of a date is
    none). A shared name that stands with none ("starring Paul Lemaire") links facts about
    something else."""
    if focus.kind == "number" and any(
        t.is_number
        and not _year_like(t.text, _token_units(first, i))
        and not _day_of_month(first, i)
        for i, t in enumerate(first.tokens)
    ):
        return False  # the first step gives an amount of its own ("500 mg per day")
    words = frozenset(claim.words)
    anchors = [r for r in claim.names if r is not focus.run]
    anchored = bool(anchors) and all(any(_same_name(r, o) for o in first.names) for r in anchors)
    for run in first.names:
        if len(run.keys) < 2 and run.place is not None:
            continue
        shared = run.keys in second.implied or any(other.keys == run.keys for other in second.names)
        if not shared:
            continue
        if _attached(words - set(run.keys), first, run.start):
            return True
        if anchored and _only_link(first, run, anchors, context):
            return True  # "the 1966 final was played at Wembley" for "the stadium of the final"
    return False


def _only_link(first: Sentence, run: NameRun, anchors: list[NameRun], context: Context) -> bool:
    """Whether ``run`` is the one name of the sentence, besides the claim's, that another
    sentence of the context names too: "directed by Aubin and starring Lemaire", where both
    have sentences of their own, does not say which of them the claim is about."""
    for other in first.names:
        if other.keys == run.keys or any(_same_name(a, other) for a in anchors):
            continue
        if any(
            part is not first and any(o.keys == other.keys for o in part.names)
            for part in context.sentences
        ):
            return False
    return True


def _day_of_month(part: Sentence, index: int) -> bool:
    """Whether the number at ``index`` is the day of a date ("30 July 1966")."""
    near = part.tokens[max(0, index - 1) : index + 2]
    return any(key(t) in CALENDAR for t in near if not t.is_number)


# The share of a claim's words a stretch must hold when the claim's focus (what it ends on)
# is there: next to its relation word (strong), or merely there (weak).
_FOCUSED_COVERAGE = {True: 0.3, False: 0.5}
# Only short claims (a question turned into a sentence around its answer) get that leniency.
_FOCUSED_WORDS = 5


@dataclass(frozen=True, slots=True)
class _Focus:
    """What a claim ends on, where new information goes in English: its last name, number or
    content word, and the word it relates to."""

    kind: str  # "name", "number" or "word"
    value: str
    run: NameRun | None
    relation: frozenset[str]
    phrase: tuple[str, ...] = ()  # for a word: the content words of its noun phrase


def _focus(claim: Claim) -> _Focus | None:
    for index in range(len(claim.tokens) - 1, -1, -1):
        token = claim.tokens[index]
        run = next((r for r in claim.names if r.start <= index <= r.end), None)
        if run is not None:
            return _Focus(
                "name", run.label(), run, claim.relations.get(("name", run.label()), frozenset())
            )
        if token.is_number:
            if token.text not in claim.numbers:
                continue
            relation = claim.counted.get(token.text) or claim.relations.get(
                ("number", token.text), frozenset()
            )
            return _Focus("number", token.text, None, relation)
        word = key(token)
        if index and _counts_word(claim, index - 1, word):
            continue  # "has 112,000 inhabitants": the number is the answer
        if word in claim.words:
            values: set[int] = set()
            for r in claim.names:
                values.update(range(r.start, r.end + 1))
            start = index
            while start > 0 and _modifier(claim.tokens[start - 1], claim, values):
                start -= 1
            phrase = tuple(key(t) for t in claim.tokens[start : index + 1] if key(t) in claim.words)
            relation = _relation_words(claim.tokens, (start, index), values, claim.text)
            if after_copula(claim.tokens, start):
                relation |= claim.head - set(phrase)  # "The main ingredient of X is garlic"
            return _Focus("word", word, None, relation, phrase)
    return None


def _modifier(token: Token, claim: Claim, values: set[int]) -> bool:
    """Whether a token can modify the noun after it ("fungal skin infections")."""
    if token.is_number or claim.tokens.index(token) in values:
        return False
    word = token.text
    if word in STOPWORDS or _verb_like(token) or key(token) not in claim.words:
        return word in ("and", "or")
    return True


def _name_places(
    run: NameRun, parts: Sequence[Sentence], context: Context
) -> list[tuple[Sentence, int]]:
    """Where the sentences name ``run``: (sentence, token index) pairs."""
    return [(p, i) for p in parts for i in occurrences(run, p, context)]


def _number_places(number: str, parts: Sequence[Sentence]) -> list[tuple[Sentence, int]]:
    """Where the sentences give ``number``: (sentence, token index) pairs."""
    return [
        (p, i) for p in parts for i, t in enumerate(p.tokens) if t.is_number and t.text == number
    ]


def _focus_places(focus: _Focus, stretch: _Stretch, context: Context) -> list[tuple[Sentence, int]]:
    if focus.run is not None:
        return _name_places(focus.run, stretch.parts, context)
    if focus.kind == "number":
        return _number_places(focus.value, stretch.parts)
    return [
        (p, i)
        for p in stretch.parts
        for i, t in enumerate(p.tokens)
        if not t.is_number and held(focus.value, Bag.of((key(t),)))
    ]


def _focus_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """For a short claim: the words of its focus phrase must all be in the stretch; and
    when the sentence that holds the focus says the same kind of thing twice, in two clauses
    ("amylase breaks down starch; pepsin breaks down proteins"), or when the focus's clause
    is about a thing of its own while another clause holds the claim's words ("its capital
    is Harrow Cross, while its largest town is Brenn, with 52,000 inhabitants"), the focus's
    clause must hold something else of the claim (another of its nouns or names, or a name
    that links to another sentence of the stretch)."""
    if len(claim.words) > _FOCUSED_WORDS:
        return None
    focus = _focus(claim)
    if focus is None:
        return None
    missing = [w for w in focus.phrase if not _held(w, stretch)]
    if missing:
        return f"the context does not mention {', '.join(missing)}"
    places = _focus_places(focus, stretch, context)
    if not places or not focus.relation:
        return None
    verbs = {key(t) for t in claim.tokens if _verb_like(t)}
    others = [
        w
        for w in claim.words
        if w not in focus.phrase and w not in focus.relation and w not in verbs
    ]
    names = [r for r in claim.names if r is not focus.run]
    if not others and not names:
        return None
    for part, index in places:
        clause = part.clause_of(index)
        if len(part.clause_bags) < 2:
            return None
        parallel = any(
            focus.relation & bag.keys  # the same word ("runs" is no parallel of "directed")
            for number, bag in enumerate(part.clause_bags)
            if number != clause and not _subordinate(part, number)
        )
        if not parallel and _own_subject(part, clause, claim):
            # "Its capital is Larkspur Ford, while its largest city is Vantry, with 112,000
            # inhabitants": the focus's clause names its own thing, another holds the claim's
            parallel = any(
                any(held(w, bag) for w in others)
                and not any(held(w, part.clause_bags[clause]) for w in others)
                for number, bag in enumerate(part.clause_bags)
                if number != clause and not _subordinate(part, number)
            )
        if not parallel:
            return None
        if any(held(w, part.clause_bags[clause]) for w in others):
            return None
        a, b = part.clause_spans[clause]
        inside = [i for i, t in enumerate(part.tokens) if a <= t.start < b]
        for run in names:
            if any(i in inside for i in occurrences(run, part, context)):
                return None
        bridges = [r.keys for r in part.names if r.start in inside and r.start != index]
        if part.pronoun in inside:
            bridges.extend(part.implied)  # "It premiered at ...": "it" is the bridge
        for keys in bridges:
            if any(
                other is not part and any(r.keys == keys for r in other.names)
                for other in stretch.parts
            ):
                return None  # the bridge of a two-step fact
    return f"the context says {focus.value} of something else"


_GOVERNED_SPAN = 8  # tokens between the answer and its verb: "published in 1961"


def _governing_verb(claim: Claim) -> tuple[str, str] | None:
    """The content verb that governs the claim's last number (the answer a question asked
    for: "... was published in 1961"), with that number; none when a copula, a comparison or
    another number comes first ("is 2,850 kilometres long", "larger than 5.0")."""
    for index in range(len(claim.tokens) - 1, -1, -1):
        token = claim.tokens[index]
        if any(r.start <= index <= r.end for r in claim.names):
            return None  # the claim ends on a name: the role checks read it
        if not (token.is_number and token.text in claim.numbers):
            continue
        verb = _verb_before(claim, index, _GOVERNED_SPAN, strict=True)
        return (verb, token.text) if verb is not None and verb not in LIGHT else None
    return None


def _verb_before(claim: Claim, at: int, span: int, strict: bool = False) -> str | None:
    """The key of the content verb nearest before the claim's token ``at``, within ``span``
    tokens; None when an auxiliary comes first ("is 2,850 kilometres long") or, when
    ``strict``, a comparison, another number or a participle that works as a preposition
    ("larger than 5.0", "according to the 2019 census")."""
    for j in range(at - 1, max(at - span, 0) - 1, -1):
        t = claim.tokens[j]
        if t.text in AUXILIARIES:
            return None
        if strict and (t.text == "than" or t.is_number or t.text in PREPOSITIONAL_PARTICIPLES):
            return None
        if _verb_like(t) and key(t) in claim.words:
            return key(t)
    return None


def _governed_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim's answer must stand in a clause that holds the verb it is the answer of,
    where a clause of the stretch holds that verb beside another number of the same kind (a
    year for a year, an amount for an amount): in "a 1994 novel by Rhys. She was awarded the
    medal in 2009", 1994 is not when she was awarded it. A number that closes the clause a
    "when" clause continues is that clause's time ("until 1974, when it merged")."""
    governing = _governing_verb(claim)
    if governing is None:
        return None
    verb, value = governing
    places = [
        (p, i)
        for p in stretch.parts
        for i, t in enumerate(p.tokens)
        if t.is_number and t.text == value
    ]
    if not places:
        return None
    clauses: set[tuple[int, int]] = set()  # the clauses that hold the verb
    rivalled = False  # whether one of them gives another number of the kind
    for part in stretch.parts:
        for number, bag in enumerate(part.clause_bags):
            if not held(verb, bag):
                continue
            clauses.add((part.index, number))
            a, b = part.clause_spans[number]
            inside = [i for i, t in enumerate(part.tokens) if a <= t.start < b]
            opener = inside[0] - 1 if inside else -1
            if opener > 0 and part.tokens[opener].text in _TIME_OPENERS:
                inside.insert(0, opener - 1)
            rivalled = rivalled or any(
                part.tokens[i].is_number
                and part.tokens[i].text not in claim.numbers
                and _is_year(part.tokens[i].text) == _is_year(value)
                for i in inside
            )
    if not rivalled:
        return None
    for part, i in places:
        own = {part.clause_of(i)}
        if i + 2 < len(part.tokens) and part.tokens[i + 1].text in _TIME_OPENERS:
            own.add(part.clause_of(i + 2))
        if any((part.index, number) in clauses for number in own):
            return None
    return f"the context says {value} of something else"


_TIME_OPENERS = ("when", "where")


def _counts_word(claim: Claim, at: int, word: str) -> bool:
    """Whether the claim's token at ``at`` is a number, standing alone, that counts the
    word after it ("112,000 inhabitants", not the "2" of "/v2/invoices")."""
    token = claim.tokens[at]
    alone = claim.text[token.end : token.end + 1] in ("", " ")
    return token.is_number and alone and word in claim.counted.get(token.text, ())


def _own_subject(part: Sentence, clause: int, claim: Claim) -> bool:
    """Whether a clause of the sentence is about a thing the claim does not name: a name
    right after "is"/"was" ("its largest city is Vantry") or before the clause's verb."""
    a, b = part.clause_spans[clause]
    tokens = part.tokens
    for run in part.names:
        if not a <= tokens[run.start].start < b:
            continue
        if any(_same_name(run, mine) for mine in claim.names) or set(run.keys) <= claim.keys:
            continue
        before = tokens[run.start - 1].text if run.start else ""
        after = tokens[run.end + 1] if run.end + 1 < len(tokens) else None
        if before in BE_FORMS or (after is not None and _verb_like(after)):
            return True
    return False


_SUBORDINATORS = frozenset(["when", "if", "once", "whenever", "unless", "while", "after"])


def _subordinate(part: Sentence, clause: int) -> bool:
    """Whether a clause of the sentence opens with a subordinator ("When the Half Load
    option is selected, ..."): it conditions another clause, it states no fact beside it."""
    a, b = part.clause_spans[clause]
    words = part.text[a:b].rsplit(":", 1)[-1].split()  # past a heading ("Half Load: When")
    return bool(words) and words[0].lower().strip(",") in _SUBORDINATORS


def _beside_subject(
    claim: Claim, focus: _Focus, places: Sequence[tuple[Sentence, int]], context: Context
) -> bool:
    """Whether a name or number focus stands in one sentence with every other name of the
    claim: then the question's wording ("built in", "orbits") need not be the context's, as
    the claim's subject and its answer are said together (the checks for conflicts, roles
    and rivals still apply)."""
    if focus.kind == "word":
        return False
    others = [r for r in claim.names if r is not focus.run]
    if not others:
        return False
    return any(
        all(any(_named_at(part, at) for at in occurrences(run, part, context)) for run in others)
        for part, _ in places
    )


def _named_at(part: Sentence, at: int) -> bool:
    """Whether the sentence names the thing at ``at``, or stands for it with a pronoun; not
    when only a common noun refers back to it ("The album was produced by ...")."""
    return at != part.pronoun or part.tokens[at].text in PRONOUNS


# Words that say where or how a thing stands to another ("outside", "without"): a claim that
# lacks them in the context says something else, however short it is.
_RELATIONAL = lemmas(
    """
    outside beyond except without inside within above below under over before after near
    instead unlike against despite only never neither either both unrelated related
    """
)
_KIN = lemmas(" ".join(FAMILY | {"husband", "wife", "spouse", "widow", "widower"}))


def _kinship_words(claim: Claim) -> list[str]:
    """The words of the claim that say how one person is kin to another: a kin word after a
    possessive or before "of" ("her father", "the son of"), not one that only describes
    ("the Harwick brothers")."""
    tokens = claim.tokens
    found = []
    for i, token in enumerate(tokens):
        if token.is_number or key(token) not in _KIN:
            continue
        owned = i > 0 and (tokens[i - 1].text in POSSESSIVES or tokens[i - 1].text.endswith("'s"))
        if owned or (i + 1 < len(tokens) and tokens[i + 1].text == "of"):
            found.append(key(token))
    return found


def _focused(
    claim: Claim, context: Context, ranked: Sequence[_Stretch]
) -> tuple[Verdict, _Stretch] | None:
    """Support for a claim whose focus stands in one sentence (or two linked ones) with
    nothing conflicting, though fewer of its other words are there: the wording around a
    short answer is often the question's, not the context's. A name or number focus is
    checked strictly anyway; a word focus must stand next to the word it relates to."""
    focus = _focus(claim)
    if focus is None or len(claim.words) > _FOCUSED_WORDS:
        return None
    kin = _kinship_words(claim)
    candidates = list(ranked) + [
        _stretch(parts) for parts, _ in _larger(context, claim) if len(parts) == 2
    ]
    # The claim's verbs that some sentence of the context holds, found once for all stretches.
    said = [
        verb
        for verb in _claim_verbs(claim)
        if any(held(verb, part.bag) for part in context.sentences)
    ]
    for stretch in candidates:
        coverage = _coverage(claim, stretch)
        if (
            len({part.context for part in stretch.parts}) > 1
            and len(stretch.parts) < len(context.sentences)
            and coverage < 1.0
            and not _bridged_answer(claim, focus, stretch, context)
        ):
            continue  # a sentence of each of two passages: they must hold every word of it
        places = _focus_places(focus, stretch, context)
        if not places:
            continue
        if any(w in _RELATIONAL and not _held(w, stretch) for w in claim.words):
            continue  # "found outside the Highlands": the word that places it must be there
        if any(not _held(w, stretch) for w in kin):
            continue  # "Her father was the poet X": not "She married the poet X"
        if any(not _held(verb, stretch) for verb in said):
            continue  # what it says was done is said in another sentence: that one decides
        if _beside_subject(claim, focus, places, context):
            coverage = 1.0
        if coverage + 1e-9 < min(_FOCUSED_COVERAGE.values()):
            continue
        strong = bool(focus.relation) and any(
            _attached(focus.relation, part, i) for part, i in places
        )
        if focus.kind == "word" and focus.relation and not strong and not claim.names:
            continue  # nothing else in the claim is checked strictly
        if coverage + 1e-9 < _FOCUSED_COVERAGE[strong]:
            continue
        if (
            not strong
            and focus.relation
            and any(
                held(w, part.bag)
                for w in focus.relation
                for part in context.sentences
                if part not in stretch.parts
            )
        ):
            continue  # the word it relates to is in another sentence, next to something else
        if not claim.names and not claim.numbers and coverage * len(claim.words) < 2 - 1e-9:
            continue  # the focus and at least one other word
        if _conflict(claim, stretch, context) is None:
            return Verdict(True, f'stated in the context: "{_quote(stretch.text)}"'), stretch
    return None


def _answer_verb(claim: Claim, focus: _Focus) -> str | None:
    """The content verb nearest before the claim's answer ("reached the summit of Mount
    Ulla"), if any."""
    tokens = claim.tokens
    at = (
        focus.run.start
        if focus.run is not None
        else next(
            (i for i, t in enumerate(tokens) if t.is_number and t.text == focus.value), len(tokens)
        )
    )
    return _verb_before(claim, at, len(tokens))


def _bridged_answer(claim: Claim, focus: _Focus, stretch: _Stretch, context: Context) -> bool:
    """Whether two sentences of two passages, linked by a name, hold all of a claim's words
    but one, and the claim's answer (a name or number) stands next to its relation word in
    them: the one missing word is the question's ("the stadium that hosted the final opened
    in 1923", where the first passage says the final was played there)."""
    if focus.kind == "word" or not focus.relation or len(stretch.parts) != 2:
        return False
    if not _bridged(*stretch.parts):
        return False
    missing = [w for w in claim.words if not _held(w, stretch)]
    if len(missing) != 1 or missing[0] == _answer_verb(claim, focus):
        return False  # "reached the summit of Mount Ulla": what was done must be said
    return any(
        _attached(focus.relation, part, i) for part, i in _focus_places(focus, stretch, context)
    )


def _each_of_both(
    claim: Claim, context: Context, min_coverage: float, everything: _Stretch
) -> tuple[Verdict, float] | None:
    """For "A and B were (not) both born in Athens", the verdict on the claim said of each
    ("A was born in Athens") that the context does not support, with the weight of the
    evidence against it, or a supported verdict when it supports both; None when the claim
    says no "A and B ... both"."""
    each = each_of_both(claim)
    if each is None:
        return None
    for text in each:
        single = analyse_claim(text, context.known, context.lower, context.labels)
        found, weight, _ = _decide(single, context, min_coverage, everything)
        if not found.supported:
            return found, weight
    return Verdict(True, f"said of each: {'; '.join(each)}"), 1.0


def _both_each(
    claim: Claim, verdict: Verdict, context: Context, min_coverage: float, everything: _Stretch
) -> Verdict:
    """A verdict that "A and B were both born in Athens" (or, denied, that they were not),
    unless what the context says of each does not bear out both ("Aristotle ... was born in
    Stagira"): the claim said of each must be supported too."""
    if verdict.supported == claim.negated:
        return verdict  # not both, as far as the words go
    each = _each_of_both(claim, context, min_coverage, everything)
    if each is None or each[0].supported:
        return verdict
    return Verdict(claim.negated, f"not both: {each[0].reason}")


def _both_undecided(
    claim: Claim, context: Context, min_coverage: float, everything: _Stretch
) -> tuple[Verdict, float] | None:
    """The verdict on "A and B were (not) both ..." that the words of the claim as a whole
    do not decide (``decide_pair_claim``), from the claim said of each: supported when the
    context supports it of both, not when it does not support it of one; its denial
    supported only when the context says otherwise of one (not when it merely lacks it),
    and not when it supports both. None when the claim says no "A and B ... both", or its
    denial is left undecided."""
    each = _each_of_both(claim, context, min_coverage, everything)
    if each is None:
        return None
    found, weight = each
    if found.supported:
        return Verdict(not claim.negated, found.reason), _OPPOSED if claim.negated else 1.0
    if not claim.negated:
        return Verdict(False, f"not both: {found.reason}"), weight
    if weight < 1.0:
        return Verdict(True, f"not both: {found.reason}"), 1.0
    return None


def _decide(
    claim: Claim, context: Context, min_coverage: float, everything: _Stretch
) -> tuple[Verdict, float, _Stretch | None]:
    """The verdict; for a supported one the stretch that says it, for one that is not the
    weight of the evidence against it (``_OPPOSED`` for an opposite, ``_CONFLICTED`` for a
    conflict, 1.0 for mere absence)."""
    if not claim.words and not claim.numbers and not claim.names:
        return Verdict(False, "the statement makes no checkable claim"), 0.0, None
    if not context.sentences:
        return Verdict(False, "there is no context"), 0.0, None
    special = decide_comparison(claim, context) or decide_pair_claim(claim, context)
    if special is not None:
        return _both_each(claim, special, context, min_coverage, everything), _OPPOSED, None
    both = _both_undecided(claim, context, min_coverage, everything)
    if both is not None:
        return both[0], both[1], None
    holder = _superlative_holder(claim, context)
    if holder is not None:
        reason, own = holder
        if own and claim.negated:
            return Verdict(False, f"the context says the opposite: {reason}"), _OPPOSED, None
        if not own and claim.negated:
            return Verdict(True, reason), 1.0, None  # another holds the place it is denied
        if not own:
            return Verdict(False, reason), _CONFLICTED, None
    ranked = sorted((_stretch((s,)) for s in context.sentences), key=lambda s: -_coverage(claim, s))
    top = _coverage(claim, ranked[0])
    first_conflict: str | None = None
    first_opposite = False
    supported: _Stretch | None = None
    swapped: str | None = None  # another value where the best sentences give the claim's
    for stretch in ranked:
        coverage = _coverage(claim, stretch)
        if coverage + 1e-9 < min_coverage:
            break
        if supported is not None and coverage + 1e-9 < _coverage(claim, supported):
            break
        if swapped is not None and coverage + 1e-9 < top:
            break  # no other sentence saying as much of it supports it: a change
        conflict = _conflict(claim, stretch, context)
        if conflict is None:
            supported = supported or stretch
            continue
        if conflict[1] and supported is not None and _linked(claim, stretch) + 1e-9 >= _ANCHOR:
            if _tightness(claim, supported, context) > _tightness(claim, stretch, context):
                continue  # one says it in so many words; the other only shares its words
            # Two sentences say it equally well, and one says the opposite.
            return Verdict(False, conflict[0]), _OPPOSED, None
        if first_conflict is None:
            first_conflict = conflict[0]
            first_opposite = conflict[1]
            if (
                coverage + 1e-9 >= top
                and _linked(claim, stretch) + 1e-9 >= _ANCHOR
                and not _specific_elsewhere(claim, stretch, context)
            ):
                # The sentence that says nearly all of it says the opposite, or says it of
                # another name, number or date: a change, not support from elsewhere.
                if conflict[1]:
                    return Verdict(False, conflict[0]), _OPPOSED, None
                swapped = _substitution(claim, stretch, context)
    if supported is None and swapped is not None:
        return Verdict(False, swapped), _CONFLICTED, None
    if supported is not None:
        return Verdict(True, f'stated in the context: "{_quote(supported.text)}"'), 1.0, supported
    for parts, needed in _larger(context, claim):
        stretch = _stretch(parts)
        if _coverage(claim, stretch) + 1e-9 < max(needed, min_coverage):
            continue
        conflict = _conflict(claim, stretch, context)
        if conflict is None:
            return Verdict(True, f'stated in the context: "{_quote(stretch.text)}"'), 1.0, stretch
        if first_conflict is None:
            first_conflict = conflict[0]
            first_opposite = conflict[1]
    focused = _focused(claim, context, ranked)
    if focused is not None:
        return focused[0], 1.0, focused[1]
    if first_conflict is not None:
        return Verdict(False, first_conflict), _OPPOSED if first_opposite else _CONFLICTED, None
    strict = _strict_failure(claim, everything, context)
    if strict is not None:
        reason, elsewhere = strict  # a number given for something else is a conflict
        return Verdict(False, reason), _CONFLICTED if elsewhere else 1.0, None
    absent = _missing(claim, everything)
    if absent:
        return Verdict(False, f"the context does not mention {', '.join(absent)}"), 1.0, None
    return Verdict(False, "no single passage of the context states this"), 1.0, None


# How much weaker than mere absence an unsupported statement's evidence is when the context
# says the opposite, or gives another name, number or date for it; and what each absent piece
# costs. A missing name, number or date is far rarer in a faithful paraphrase than a missing
# word, so it costs more.
_OPPOSED = 0.15
_CONFLICTED = 0.4
_ABSENT_WORD = 0.75
_ABSENT_ANCHOR = 0.3
_UNSUPPORTED_CEILING = 0.45
# A supported statement's degree runs from here (loosely stated) to 1 (stated tightly); a
# piece of the claim the supporting stretch lacks loosens it as much as this many foreign words
# standing among the pieces it holds.
_SUPPORTED_FLOOR = 0.9
_LACKING = 3


# A piece of a claim: ("name", its index), ("number", its value) or ("word", its index).
_Item = tuple[str, int | str]


def _absent_anchors(claim: Claim, everything: _Stretch, context: Context) -> int:
    dates = sum(1 for d in claim.dates if not date_supported(d, everything.dates))
    names = sum(1 for run in claim.names if not _has_name(run, everything, context))
    numbers = sum(1 for n in claim.numbers if not _number_held(n, claim, everything))
    return dates + names + numbers


def _places(claim: Claim, stretch: _Stretch, context: Context) -> dict[_Item, list[int]]:
    """Where the stretch holds each name, number and word of the claim: token indices counted
    across the stretch's sentences, keyed by ("name", i), ("number", value) or ("word", j)."""
    found: dict[_Item, list[int]] = {}
    offset = 0
    for part in stretch.parts:
        for i, run in enumerate(claim.names):
            spots = occurrences(run, part, context)
            found.setdefault(("name", i), []).extend(offset + p for p in spots)
        for index, token in enumerate(part.tokens):
            if token.is_number:
                if token.text in claim.numbers:
                    found.setdefault(("number", token.text), []).append(offset + index)
                continue
            if token.text in STOPWORDS:
                continue
            bag = Bag.of((key(token),))
            for j, word in enumerate(claim.words):
                if held(word, bag):
                    found.setdefault(("word", j), []).append(offset + index)
        offset += len(part.tokens)
    return {item: sorted(spots) for item, spots in found.items() if spots}


def _intruders(claim: Claim, stretch: _Stretch, places: dict[_Item, list[int]]) -> int:
    """The fewest content words foreign to the claim in a span of the stretch that holds one
    place of each of the claim's names, numbers and words."""
    tokens = [tok for part in stretch.parts for tok in part.tokens]
    foreign = [tok.text not in STOPWORDS and key(tok) not in claim.keys for tok in tokens]
    # Where a new segment (after a comma, a relative pronoun, a clause's conjunction) or a new
    # sentence opens: pieces said across one are said less closely than pieces of one clause.
    breaks: list[int] = []
    offset = 0
    for part in stretch.parts:
        breaks.extend(offset + start for start, _ in part.segments)
        offset += len(part.tokens)
    for piece, spots in places.items():
        width = len(claim.names[int(piece[1])].keys) if piece[0] == "name" else 1
        for spot in spots:
            for i in range(spot, min(spot + width, len(tokens))):
                foreign[i] = False
    # Prefix sums, so that each window's cost is read in constant time.
    cost = [0]
    for alien in foreign:
        cost.append(cost[-1] + alien)
    opened = [0] * (len(tokens) + 1)  # breaks at or before each token
    for b in breaks:
        opened[b] += 1
    for i in range(1, len(opened)):
        opened[i] += opened[i - 1]
    lists = list(places.values())
    events = sorted((p, i) for i, spots in enumerate(lists) for p in spots)
    best = len(tokens)
    counts: dict[int, int] = {}
    left = 0
    for position, item in events:
        counts[item] = counts.get(item, 0) + 1
        while len(counts) == len(lists):
            start, first = events[left]
            crossed = opened[position] - opened[start]
            best = min(best, cost[position + 1] - cost[start] + crossed)
            counts[first] -= 1
            if not counts[first]:
                del counts[first]
            left += 1
    return best


def _tightness(claim: Claim, stretch: _Stretch, context: Context) -> float:
    """How closely the stretch states the claim, in (0, 1]: the claim's names, numbers and
    words the stretch holds, against those plus the ones it lacks plus the fewest foreign
    content words standing among them. A claim said in one breath is tight (1); one whose
    answer stands apart from its other words, beside other words than the claim's ("Titan
    orbits Mercury" from "Titan, the largest moon of Saturn, is bigger than the planet
    Mercury"), is loose."""
    places = _places(claim, stretch, context)
    pieces = len(claim.names) + len(claim.numbers) + len(claim.words)
    lacking = _LACKING * max(0, pieces - len(places))
    if len(places) < 2:
        return len(places) / (len(places) + lacking) if places else 1.0
    return len(places) / (len(places) + lacking + _intruders(claim, stretch, places))


def _best_says_opposite(claim: Claim, context: Context) -> bool:
    """Whether the sentence holding most of the claim's words (at least half of them) says
    the opposite: flips a negation or a direction, or swaps the roles or the order of two
    names, even though it does not hold enough of the claim to decide it."""
    best = max((_stretch((s,)) for s in context.sentences), key=lambda s: _coverage(claim, s))
    if _coverage(claim, best) < 0.5:
        return False
    if not _negation_agrees(claim, best, context):
        # A denial against a sentence that only shares some of its words ("were not formed
        # in the same city" against "formed in Manchester") is no opposite: the sentence
        # must hold what is denied ("no conductor" against "carries a conductor").
        return not claim.negated or all(_held(w, best) for w in _denied_words(claim))
    return bool(
        _direction_failure(claim, best)
        or _order_failure(claim, best, context)
        or _role_failure(claim, best, context)
    )


def _denial_held(claim: Claim, clause: Clause) -> bool:
    """Whether a clause holds every word a negated claim denies, so that it can say the
    opposite ("no conductor" against "carries a conductor"); not "without supplementary
    oxygen" against "reached the summit after five days", which says nothing of oxygen."""
    denied = _denied_words(claim)
    bag = Bag.of(clause.keys)
    return all(held(w, bag) for w in denied)


def _denied_elsewhere(claim: Claim, context: Context) -> bool:
    """Whether a sentence of the context denies, and holds every word the claim denies."""
    denied = _denied_words(claim)
    if not denied:
        return False
    for sentence in context.sentences:
        if not any(_denies(c, claim) for c in sentence.clauses):
            continue
        if all(held(w, sentence.bag) for w in denied):
            return True
    return False


def _negations(tokens: Sequence[Token]) -> list[int]:
    """Where the negation words stand ("not", "never", "no", any "...n't")."""
    return [i for i, t in enumerate(tokens) if t.text in NEGATIONS or t.text.endswith("n't")]


def _denied_words(claim: Claim) -> list[str]:
    """The content words a claim's negation (or "without") applies to: the noun after "no"
    ("no conductor"), else the words after the negation up to a comma ("not formed in the
    same city", "without supplementary oxygen")."""
    tokens = claim.tokens
    nots = sorted([*_negations(tokens), *(i for i, t in enumerate(tokens) if t.text == "without")])
    if not nots:
        return []
    at = nots[0]
    words: list[str] = []
    for token in tokens[at + 1 : comma_end(tokens, claim.text, at)]:
        if not token.is_number and key(token) in claim.words:
            words.append(key(token))
            if tokens[at].text == "no":
                break
    return words


def _verify_one(
    claim: Claim,
    context: Context,
    min_coverage: float,
    everything: _Stretch,
    reading: _Reading,
    decided: tuple[Verdict, float, _Stretch | None] | None = None,
) -> Verdict:
    """The verdict with its degree: from 0.9 to 1 by how tightly the context says it when
    supported; otherwise below 0.5, graded by what the whole context lacks of the statement
    (each absent word, and more so each absent name, number or date, lowers it), by whether
    the context contradicts it and, for a long statement, by how much its parts hold. Within
    either band, a little of the degree is the statement's affinity with the context (see
    ``_affinity``), which orders statements the rules would grade alike; below 0.5 also how
    well the context keeps its names and numbers with the rest of it (``_values_attached``).
    ``decided`` is ``_decide``'s answer when the caller already has it."""
    verdict, weight, stretch = decided or _decide(claim, context, min_coverage, everything)
    if (
        not verdict.supported
        and weight == _CONFLICTED
        and isinstance(verdict.reason, _Instead)
        and _plain_denial(claim)
        and not _said_in_one_clause(claim, context)
    ):
        # "Java was not developed by Guido van Rossum" where the context names another
        # developer: what it says instead is what the denial denies.
        verdict = Verdict(True, f"the context says otherwise: {verdict.reason}")
        weight, stretch = 1.0, None
    if verdict.supported:
        tight = 1.0 if stretch is None else _tightness(claim, stretch, context)
        tight = (1 - _AFFINITY_SUPPORTED) * tight + _AFFINITY_SUPPORTED * _affinity(
            claim, everything, reading
        )
        return Verdict(True, str(verdict.reason), _SUPPORTED_FLOOR + (1 - _SUPPORTED_FLOOR) * tight)
    if weight == 0.0 or not context.sentences:
        return Verdict(False, str(verdict.reason), 0.0)
    degree = _unsupported_degree(claim, context, weight, everything)
    parts = _parts(claim, context)
    if parts:
        # A long statement the context does not bear out as a whole: how much of it do its
        # parts, each checked on its own, hold? A changed or added part shows there.
        share = sum(
            _part_strength(part, context, min_coverage, everything) for part in parts
        ) / len(parts)
        degree = (degree + _UNSUPPORTED_CEILING * share) / 2
    degree += _AFFINITY_UNSUPPORTED * _affinity(claim, everything, reading)
    if weight != _OPPOSED:  # (a claim the context says the opposite of stands with it too)
        degree += _VALUES_ATTACHED * _values_attached(claim, everything, context)
        if _answer_attached(claim, everything, context):
            degree += _ANSWER_ATTACHED
    return Verdict(False, str(verdict.reason), min(degree, _UNSUPPORTED_CEILING))


def _said_in_one_clause(claim: Claim, context: Context) -> bool:
    """Whether a clause of the context that holds the claim's verb says what the claim
    denies, with all its names ("will be shared between Tarnby and Hallsby"), or is itself
    a denial of another thing ("The ban does not apply to Fairholt", for Marden, says
    nothing of Marden): either way another name elsewhere does not bear the denial out."""
    verbs = _claim_verbs(claim)
    # (not a capitalised first word alone: "Certificates for internal endpoints are ...")
    names = [set(run.keys) for run in claim.names if run.start > 0 or len(run.keys) > 1]
    for part in context.sentences:
        for clause in part.clauses:
            if not any(held(v, Bag.of(clause.keys)) for v in verbs):
                continue
            complete = all(keys <= clause.keys for keys in names)
            if (complete and names and not clause.negated) or (clause.negated and not complete):
                return True
    return False


def _plain_denial(claim: Claim) -> bool:
    """Whether the claim is one plain denial: "not" after its verb's auxiliary ("Java was
    not developed by ..."), its only negation, in a sentence with no clause of its own
    ("..., which is supplied from ..." asserts something more)."""
    if not claim.negated or "," in claim.text:
        return False  # a denial only in a condition, or a sentence that says more
    if any(t.text in ("which", "who", "whose") for t in claim.tokens):
        return False
    tokens = claim.tokens
    nots = _negations(tokens)
    if len(nots) != 1:
        return False
    at = nots[0]
    if tokens[at].text.endswith("n't"):
        return True
    return tokens[at].text in ("not", "never") and at > 0 and tokens[at - 1].text in AUXILIARIES


# How much the affinity of a statement's words moves its degree: enough to order two statements
# the rules grade alike (a supported one within its 0.9 to 1 band, one not borne out within
# its band below 0.5), never enough to carry one across a decision.
_AFFINITY_SUPPORTED = 0.1
_AFFINITY_UNSUPPORTED = 0.03


# What an unsupported statement gains when its answer stands in the context next to the word
# it answers ("Its capital is Pierre" for "the capital of the state ... is Pierre").
_ANSWER_ATTACHED = 0.02


# How much an unsupported statement's degree moves with how well the context keeps its names
# and numbers with its other words, and what a name of the clause's own before one costs.
_VALUES_ATTACHED = 0.02
_FOREIGN_NAME = 0.25


def _values_attached(claim: Claim, everything: _Stretch, context: Context) -> float:
    """How well the context keeps each of the claim's names and numbers with the rest of
    the claim, in [0, 1]: for each, the best clause holding it, by the share of the claim's
    words it holds (a pronoun counting as the name it stands for), less a little for each
    name of its own before it ("Ganymede ... takes about 7.15 days to complete one orbit"
    is about another moon); averaged."""
    keys = frozenset(k for k in claim.keys if k not in STOPWORDS and k not in LIGHT)
    if len(keys) < 2:
        return 0.0
    values = [_name_places(run, everything.parts, context) for run in claim.names]
    values += [_number_places(number, everything.parts) for number in claim.numbers]
    if not values:
        return 0.0
    total = 0.0
    for places in values:
        best = 0.0
        for part, index in places:
            clause = part.clause_of(index)
            if clause >= len(part.clause_bags):
                continue
            held_keys = set(part.clause_bags[clause].keys)
            if part.pronoun >= 0 and part.clause_of(part.pronoun) == clause:
                held_keys.update(k for name in part.implied for k in name)
            foreign = sum(
                1
                for run in part.names
                if part.clause_of(run.start) == clause
                and run.end < index
                and not any(_same_name(run, mine) for mine in claim.names)
            )
            share = len(held_keys & keys) / len(keys)
            best = max(best, share - _FOREIGN_NAME * foreign)
        total += best
    return total / len(values)


def _answer_attached(claim: Claim, everything: _Stretch, context: Context) -> bool:
    """Whether the claim's answer (its last name or number) stands somewhere in the context
    (``everything``, read once for all claims) next to the word it relates to, strictly (in
    its own segment or a relative clause)."""
    focus = _focus(claim)
    if focus is None or focus.kind == "word" or not focus.relation:
        return False
    return any(
        _attached(focus.relation, part, i, loose=False)
        for part, i in _focus_places(focus, everything, context)
    )


def _affinity(claim: Claim, everything: _Stretch, reading: _Reading) -> float:
    """How closely the context keeps the statement's words together, in [0, 1]. Mostly, for
    each of its words, the largest share of its other words that one clause holding it also
    holds, or half of what a clause reaches through a name another sentence shares (a word
    the context lacks counts 0; a clause of the other polarity counts half), averaged; the
    rest is how many of its neighbouring words the context has in the same order.
    Of two statements the rules grade alike (two answers failing on the same words of their
    question, say), it favours the one whose distinctive words stand in the context beside
    the rest: "the timeout defaults to 30 seconds" over "the pool size is 32", for "the
    timeout was 30 seconds"; and "Ames defeated Brook" over "Brook defeated Ames"."""
    keys = frozenset(k for k in claim.keys if k not in STOPWORDS and k not in LIGHT)
    if len(keys) < 2:
        return 0.0
    best = dict.fromkeys(keys, 0.0)
    parts = everything.parts
    links = reading.links
    for number, part in enumerate(parts):
        for clause in part.clauses:
            shared = clause.keys & keys
            if not shared:
                continue
            weight = 1.0 if clause.negated == claim.negated or clause.onset else 0.5
            share = weight * (len(shared) - 1) / (len(keys) - 1)
            for other, names in links.get(number, ()):
                if any(set(name) <= clause.keys for name in names):
                    # A name of this clause leads to a sentence holding more of the claim
                    # ("the Premier tier receives 99.95%", "Norrow is on the Premier tier").
                    joined = len((clause.keys | parts[other].own) & keys)
                    share = max(share, weight * _LINKED * (joined - 1) / (len(keys) - 1))
            for k in shared:
                best[k] = max(best[k], share)
    words = math.fsum(best.values()) / len(keys)  # exact: the same in any set order
    return (1 - _ORDERED) * words + _ORDERED * _in_order(claim, reading)


_ORDERED = 0.3  # how much of the affinity is word order (who did what to whom)
_ORDER_GAP = 6  # tokens within which two neighbouring words of a claim count as in order


def _in_order(claim: Claim, reading: _Reading) -> float:
    """The share of the claim's neighbouring content words that some sentence of the
    context has in the same order, a few words apart."""
    sequence = [key(t) for t in claim.tokens if key(t) not in STOPWORDS and key(t) not in LIGHT]
    pairs = list(itertools.pairwise(sequence))
    if not pairs:
        return 0.0
    found = 0
    for x, y in pairs:
        later: dict[int, list[int]] = {}
        for sentence, index in reading.places.get(y, ()):
            later.setdefault(sentence, []).append(index)
        if any(
            any(0 < j - i <= _ORDER_GAP for j in later.get(sentence, ()))
            for sentence, i in reading.places.get(x, ())
        ):
            found += 1
    return found / len(pairs)


_LINKED = 0.5  # how much a clause's share counts when it reaches the claim through a name
_LINKED_SENTENCES = 60  # contexts longer than this are read clause by clause only (cost bound)


# For each sentence (by position), the other sentences sharing a name with it, and those names.
_Links = dict[int, list[tuple[int, list[tuple[str, ...]]]]]


@dataclass(frozen=True, slots=True)
class _Reading:
    """What the affinity needs of a whole context, found once for all its statements: the
    name links between sentences, and where each word stands (sentence, token)."""

    links: _Links
    places: dict[str, list[tuple[int, int]]]


def _read(parts: Sequence[Sentence]) -> _Reading:
    places: dict[str, list[tuple[int, int]]] = {}
    for number, part in enumerate(parts):
        for index, token in enumerate(part.tokens):
            places.setdefault(key(token), []).append((number, index))
    return _Reading(_name_links(parts), places)


def _name_links(parts: Sequence[Sentence]) -> _Links:
    """For each sentence, the other sentences sharing a name with it, and those names (none
    for a context longer than ``_LINKED_SENTENCES``)."""
    if len(parts) > _LINKED_SENTENCES:
        return {}
    named = [_bridging_names(part) for part in parts]
    links: _Links = {}
    for a, b in itertools.combinations(range(len(parts)), 2):
        common = sorted(named[a] & named[b])
        if common:
            links.setdefault(a, []).append((b, common))
            links.setdefault(b, []).append((a, common))
    return links


_PART_BREAK = re.compile(r",\s+|;\s+|\s+(?:and|but|while|whereas|with|after|before)\s+")
_PART_WORDS = 3  # content pieces a part needs to be checked on its own
_LONG = 8  # content pieces from which a statement is checked part by part too


def _parts(claim: Claim, context: Context) -> list[Claim]:
    """The parts of a long statement, split at commas and joining words, that carry enough
    of a claim to check on their own (none for a short statement)."""
    if len(claim.words) + len(claim.names) + len(claim.numbers) < _LONG:
        return []
    parts = []
    for text in _PART_BREAK.split(claim.text):
        part = analyse_claim(text, context.known, context.lower, context.labels)
        if len(part.words) + len(part.names) + len(part.numbers) >= _PART_WORDS:
            parts.append(part)
    return parts if len(parts) > 1 else []


_PART_SENTENCES = 12  # a part is checked against at most this many sentences (cost bound)


def _part_strength(
    part: Claim, context: Context, min_coverage: float, everything: _Stretch
) -> float:
    if len(context.sentences) > _PART_SENTENCES:
        # Only the sentences holding most of the part: a part grades its statement, it does
        # not decide it, and a long context must not multiply the cost of a long statement.
        ranked = sorted(
            range(len(context.sentences)),
            key=lambda i: -_coverage(part, _stretch((context.sentences[i],))),
        )
        keep = sorted(ranked[:_PART_SENTENCES])
        context = replace(context, sentences=tuple(context.sentences[i] for i in keep))
        everything = _stretch(context.sentences)
    verdict, weight, _ = _decide(part, context, min_coverage, everything)
    if verdict.supported:
        return 1.0
    return _unsupported_degree(part, context, weight, everything) / _UNSUPPORTED_CEILING


def _unsupported_degree(
    claim: Claim, context: Context, weight: float, everything: _Stretch
) -> float:
    if weight > _OPPOSED and _best_says_opposite(claim, context):
        weight = _OPPOSED
    return (
        _UNSUPPORTED_CEILING
        * weight
        * _ABSENT_WORD ** len(_missing(claim, everything))
        * _ABSENT_ANCHOR ** _absent_anchors(claim, everything, context)
    )


def verify_statements(
    contexts: Sequence[str], statements: Sequence[str], min_coverage: float = 0.7
) -> tuple[Verdict, ...]:
    """One verdict per statement, in order (see the module docstring for the rules)."""
    context = analyse_context([c for c in contexts if c.strip()])
    everything = _stretch(context.sentences)  # the whole context, read once for all
    reading = _read(everything.parts)
    return tuple(
        _verify_described(s, context, min_coverage, everything, reading) for s in statements
    )


def _verify_described(
    statement: str, context: Context, min_coverage: float, everything: _Stretch, reading: _Reading
) -> Verdict:
    """The verdict of a statement; one the context does not support, whose subject is a
    description ("The engineer who drew the first sketch of the tower joined ..."), is
    supported when it is, said of a name the context gives that description
    (``local_bridge``), by a stretch that reaches past the sentence giving the name, holds
    every word the claim says after its verb and, unless the claim is about a thing of its
    ("The debut novel of the author of X"), names it other than by a possessive ("Her
    brother ... was born in 1947" is not her birth). A denial is not restated: what another
    name did does not bear it out."""
    claim = analyse_claim(statement, context.known, context.lower, context.labels)
    verdict = _verify_one(claim, context, min_coverage, everything, reading)
    if verdict.supported or claim.negated:
        return verdict
    for bridge in bridged_claims(statement, context, list(claim.names)):
        other = analyse_claim(bridge.statement, context.known, context.lower, context.labels)
        decided = _decide(other, context, min_coverage, everything)
        found, _, stretch = decided
        if not found.supported or stretch is None:
            continue
        if all(part.index == bridge.through for part in stretch.parts):
            continue
        if not all(_held(word, stretch) for word in bridge.said):
            continue  # "worked as a ferryman" does not say "as a lock-keeper"
        if not bridge.owned and named_only_by_possessive(bridge.name, stretch.parts, context):
            continue  # (but "his debut novel" is "the debut novel of Idris Fenn")
        restated = _verify_one(other, context, min_coverage, everything, reading, decided)
        if restated.supported:
            reason = f"{bridge.name.label()} is the one described; {restated.reason}"
            return Verdict(True, reason, restated.degree)
    return verdict
