"""Checks on the numbers, dates and names of a claim (offline judge, ``local_verify``).

Whether a stretch of context holds a claim's numbers (as written, or as a difference, a sum,
a count of listed names, or a bound met), its dates and its names, and whether it gives a
number of the claim to something else. Pure functions.
"""

from __future__ import annotations

import datetime
import itertools
import re
from collections.abc import Collection, Mapping, Sequence
from types import MappingProxyType

from .local_evidence import (
    CALENDAR,
    LIGHT,
    WEEKDAYS,
    WORKS,
    Bag,
    Claim,
    Context,
    NameRun,
    Sentence,
    decade_suffix,
    held,
    in_span,
    is_year_token,
    key,
    later_than,
    month_spans,
    occurrences,
    passage_of,
    unit_after,
    weekday_spans,
    year_spans,
    years_later,
)
from .local_evidence import (
    _counted as _counted_noun,
)
from .local_evidence import (
    verb_like as _verb_like,
)
from .local_grammar import (
    AUXILIARIES,
    PREPOSITIONS,
    RELATIVE_PRONOUNS,
    is_participle,
)
from .local_lexicon import (
    base_factor,
    canonical_unit,
    exclusive_group,
    lemmas,
    unit_dimension,
    units_of,
)
from .local_reason import BIRTH, COMPARATIVES, amount_sign, began_and_ended
from .local_stretch import (
    _attached,
    _common_noun,
    _coverage,
    _has_name,
    _held,
    _implied,
    _Instead,
    _number_places,
    _overlaps,
    _same_name,
    _Stretch,
    _stretch,
    _token_units,
    _units_agree,
)
from .text import (
    MONTH_NAMES,
    STOPWORDS,
    Token,
    date_spans,
    date_supported,
    dates,
    month_number,
)

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
        and not (
            i + 1 < len(tokens)
            and _counted(tokens[i + 1])
            and not decade_suffix(t, tokens[i + 1])  # "the 1990s"
        )
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
    if any(
        number in date.lstrip("-").split("-") and _within_dates(date, stretch)
        for date in claim.dates
    ):
        return True  # the day of "28 December", in "from 15 December to 5 January"
    if _computed(number, claim, stretch) or _listed_count(number, claim, stretch):
        return True
    if _definite_count(number, claim):
        return True  # "the two German states", "the longer of the two films": a reference
    if _within_bound(number, claim, stretch) or _meets_bound(number, claim, stretch):
        return True
    if _bound_met(number, claim, stretch) or _year_within_span(number, claim, stretch):
        return True
    decade = _decade_of(number, claim)
    if decade is not None:
        return (
            any(n.isdigit() and decade <= int(n) < decade + 10 for n in stretch.numbers)
            or decade in stretch.decades
        )
    return False


def _definite_count(number: str, claim: Claim) -> bool:
    """Whether "two" is written as a word after "the" ("the two German states", "the longer
    of the two films"): a reference to a pair the context speaks of, or the question's
    framing, not an amount the claim asserts (a larger count of listed names is
    ``_listed_count``'s to check)."""
    return number == "2" and any(
        t.is_number
        and t.text == number
        and i
        and claim.tokens[i - 1].text == "the"
        and not claim.text[t.start].isdigit()
        for i, t in enumerate(claim.tokens)
    )


def _year_within_span(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether a year the claim says a state held in ("was chancellor in 2010") lies in a span
    of years of the stretch ("served as chancellor from 2005 to 2021"). Only for a claim
    whose verbs say a state, not an event: "founded in 2010" is no year of a span."""
    if not _is_year(number) or not _written_as_year(number, claim.tokens):
        return False
    if any(
        _verb_like(t) and t.text not in AUXILIARIES and key(t) not in STATES for t in claim.tokens
    ):
        return False
    year = int(number)
    return any(
        first < year < last
        for part in stretch.parts
        for _, first, last in year_spans(part.tokens, part.text)
    )


# Verbs that say a state that lasts through a span ("served as mayor from 1990 to 1998").
STATES = lemmas("serve hold live work remain reign lead govern rule chair head coach manage play")


def _computed(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim's number is computed from amounts or dates of the stretch: a span
    of years or between dates, a difference, a total, a majority, a part of the date a term
    ends."""
    return (
        _years_between(number, claim, stretch)
        or _years_lasted(number, claim, stretch)
        or _difference(number, claim, stretch)
        or _span_between_dates(number, claim, stretch)
        or _total(number, claim, stretch)
        or _stepped(number, claim, stretch)
        or _years_later(number, claim, stretch)
        or _majority_of(number, claim, stretch)
        or any(
            number.isdigit() and int(number) in (_date_fields(d) or ()) and _term_end(d, stretch)
            for d in claim.dates
        )  # the year of a date where a term ends
    )


def _majority_of(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim's count is the least majority of a count the stretch gives, where
    both speak of a majority ("an absolute majority of the 538 electoral votes": 270)."""
    value = _as_number(number)
    if value is None or value != int(value) or _is_year(number):
        return False
    if "majority" not in claim.keys or not _held("majority", stretch):
        return False
    return any(
        (whole := _as_number(other)) is not None and whole == int(whole) and whole // 2 + 1 == value
        for other in [*stretch.numbers, *claim.numbers]
        if other != number
    )


def _years_later(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether a year is a year of a sentence plus a span it gives after it ("opened its
    first plant abroad in 1991 and listed its shares ... three years later": 1994), unless
    the span dates another verb than the claim's, which the sentence says before it ("He
    retired in 1924 and died seven years later" dates a death in 1931, not a retirement)."""
    if not _is_year(number):
        return False
    verbs = Bag.of(key(t) for t in claim.tokens if _verb_like(t) and t.text not in AUXILIARIES)
    for part in stretch.parts:
        for index, year in years_later(part.tokens):
            if year != int(number):
                continue
            dated = next(
                (
                    t
                    for t in reversed(part.tokens[:index])
                    if _verb_like(t) and t.text not in AUXILIARIES
                ),
                None,
            )
            if dated is None or held(key(dated), verbs):
                return True
            if not any(
                _verb_like(t) and t.text not in AUXILIARIES and held(key(t), verbs)
                for t in part.tokens[:index]
            ):
                return True  # ("listed its shares three years later" for "went public")
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
    if index >= 1 and words[index - 1] == "between":
        return "low", True  # "between £75 and £250": from 75
    if index >= 3 and words[index - 1] == "and" and words[index - 3] == "between":
        return "high", True  # ... up to 250
    if _range_to(tokens, index):
        return "low", True  # "30 to 59 minutes": from 30
    if index >= 2 and _range_to(tokens, index - 2):
        return "high", True  # ... up to 59
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


def _range_to(tokens: Sequence[Token], index: int) -> bool:
    """Whether the number at ``index`` opens a range with "to" ("30 to 59 minutes")."""
    return (
        index + 2 < len(tokens)
        and tokens[index].is_number
        and tokens[index + 1].text == "to"
        and tokens[index + 2].is_number
    )


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
    word: it need not hold every word); likewise a number of the claim ("a 10% credit" for
    98.2% uptime, against "uptime from 99.0% to below 99.9% earns a 10% credit")."""
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
        for other in claim.numbers:
            if other != number and other in unmet and other not in met:
                # "a 10% credit" for 98.2% uptime, where 10% is for 99.0% to below 99.9%
                return f"the context gives {other} only for cases other than {number}"
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
    if claim.tokens and claim.tokens[0].is_number and claim.tokens[0].text == number:
        return False  # "£440, paid on the anniversary": the amount asserted, no case
    if any(
        other != number
        and units & theirs
        and _claimed_bound(other, claim)
        and _in_if_clause(other, claim)
        for other, theirs in claim.numbers.items()
    ):
        return False  # "5% is cut if output falls below 80%": the case is the bound's own
    for part in stretch.parts:
        for start, end in part.segments:
            bounds = _segment_bounds(part, start, end, units)
            if bounds and all(_meets(value, *bound) for bound in bounds):
                return True
    return False


# Words that open a clause that states a condition.
_IF = frozenset(["if", "when", "once", "whenever", "unless"])


def _in_if_clause(number: str, claim: Claim) -> bool:
    """Whether ``number`` stands in a clause opened by "if", "when" ... ("is cut if output
    falls below 80%"), with no comma between."""
    for index, token in enumerate(claim.tokens):
        if not token.is_number or token.text != number:
            continue
        for before in reversed(claim.tokens[:index]):
            if "," in claim.text[before.end : token.start]:
                break
            if before.text in _IF:
                return True
    return False


def _broken_bound(number: str, claim: Claim, stretch: _Stretch) -> str | None:
    """The limit an amount the claim gives as a case breaks, where the stretch limits
    amounts of its unit ("a maximum of", "at least": not "above", which may only name a
    case) and no segment of it sets a bound the amount meets: "access for 60 days" against
    "access for a maximum of 30 days" (at most 30). None otherwise."""
    units = claim.numbers.get(number, set())
    value = _as_number(number)
    if not units or value is None or _is_year(number) or _claimed_bound(number, claim):
        return None
    broken = None
    for part in stretch.parts:
        for start, end in part.segments:
            for at, (limit, side, allowed) in _bounds_at(part, start, end, units):
                if _meets(value, limit, side, allowed):
                    return None
                words = tuple(t.text for t in part.tokens[max(0, at - 2) : at])
                if words in _LIMITS:
                    broken = f"at {'most' if side == 'high' else 'least'} {limit:g}"
    return broken


# The words before an amount that make it a limit, not a case ("a maximum of 30 days").
_LIMITS = frozenset(
    [("maximum", "of"), ("minimum", "of"), ("at", "most"), ("at", "least"), ("up", "to")]
)


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
            if token.text in claim.numbers:
                continue  # "10% applies if uptime falls below 99.0%": the 10% is no uptime
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
        if not _names_any(claim, part):
            continue  # ("a French company began digging ... in 1881": not the claim's)
        years = sorted({int(n) for n in part.numbers if _is_year(n)})
        if any(b - a == span for a, b in itertools.combinations(years, 2)):
            return True
    return False


def _years_lasted(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether a number of years the claim gives is how long a thing lasted by the sentences
    of one passage of the stretch: from a year it began ("established in 1810") to a year it
    ended ("Production continued until 1935"), where one of those sentences names the
    claim's name ("125 years")."""
    if "year" not in claim.numbers.get(number, set()) or not number.isdigit():
        return False
    for passage in {part.context for part in stretch.parts}:
        parts = [part for part in stretch.parts if part.context == passage]
        if not any(_names_any(claim, part) for part in parts):
            continue
        began, ended = began_and_ended(parts)
        if any(b - a == int(number) for a in began for b in ended):
            return True
    return False


def _names_any(claim: Claim, part: Sentence) -> bool:
    """Whether the sentence names one of the claim's names (as written, or through the
    subject a pronoun of it stands for), or the claim names nothing."""
    if not claim.names:
        return True
    keys = [key(t) for t in part.tokens]
    return any(
        run.keys in part.implied
        or any(tuple(keys[i : i + len(run.keys)]) == run.keys for i in range(len(keys)))
        for run in claim.names
    )


def _span_between_dates(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether a number of months, weeks or days the claim gives is the span between two
    dates one sentence of the stretch gives ("eight months" for "began in March 2018 and
    were completed in November 2018"; "14 days" for "from 4 July 2019 to 18 July 2019")."""
    units = claim.numbers.get(number, set())
    value = _as_number(number)
    if value is None or value <= 0 or not units & {"month", "week", "day"}:
        return False
    for part in stretch.parts:
        for a, b in itertools.combinations(sorted(part.dates), 2):
            months, days = _date_gap(a, b)
            if "month" in units and months == value:
                return True
            if days is not None and (
                ("day" in units and days == value) or ("week" in units and days == 7 * value)
            ):
                return True
    return False


def _date_fields(date: str) -> tuple[int, ...] | None:
    """The year, month and day, as many as a date written "YYYY", "YYYY-MM" or "YYYY-MM-DD"
    gives; None for another form (a year before the common era, "-0044")."""
    fields = date.split("-")
    return tuple(int(f) for f in fields) if all(f.isdigit() for f in fields) else None


def _date_gap(a: str, b: str) -> tuple[int | None, int | None]:
    """The whole months between two dates written "YYYY-MM" or "YYYY-MM-DD" (None for a
    bare year), and the days between two full dates (None otherwise)."""
    x, y = _date_fields(a), _date_fields(b)
    if x is None or y is None or len(x) < 2 or len(y) < 2:
        return None, None
    months = (y[0] - x[0]) * 12 + y[1] - x[1]
    if len(x) < 3 or len(y) < 3:
        return months, None
    try:
        days = (datetime.date(*y) - datetime.date(*x)).days
    except ValueError:
        return months, None
    return months, days


# Words with which a claim gives an age ("at the age of 47", "aged 47", "47 years old"), and
# the words beside the year an age counts from.
_AGED = lemmas("age aged old")

# Words with which a claim gives an amount as a difference ("264 pages more than").
_DIFFERENCE = lemmas("more less fewer than difference exceed") | COMPARATIVES


def _difference(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim's number, a number of years or one it compares ("more", "than",
    "taller by"), is the difference of two amounts of one kind in the stretch that each
    stand beside a word the claim puts beside it: "retired 29 years after founding it" for
    "founded in 1962" and "retired in 1991"; "264 pages more" for "612 pages" and "348
    pages"; "at the age of 47" for "born in 1921" and "won it in 1968". An amount beside
    none of those words ("born in 1931", for the founding) is no operand, nor is one beside
    only a name the claim uses ("Marrow retired in 2021")."""
    value = _as_number(number)
    if value is None or value <= 0:
        return False
    aged = bool(claim.keys & _AGED)
    yearly = aged or "year" in claim.numbers.get(number, set())
    if not yearly and not claim.keys & _DIFFERENCE:
        return False  # "a deposit of 10%" is no difference of "5%" and "15%"
    if "pct" in claim.numbers.get(number, set()) and "point" not in claim.keys:
        return False  # "14 percent more" is a ratio: 59% and 45% are 14 points apart
    named = frozenset().union(*(run.keys for run in claim.names))
    words = frozenset().union(*(w for n, w in claim.pieces if n == number)) - named
    if aged:
        words |= BIRTH  # an age counts from the year of birth
    operands = {
        n: _as_number(n)
        for n, beside in stretch.pieces
        if n != number
        and _overlaps(words, beside)
        and not _other_member(beside, words)
        and _year_like(n, stretch.numbers.get(n, set())) == yearly
    }
    for a, b in itertools.combinations(operands, 2):
        x, y = operands[a], operands[b]
        if x is None or y is None or stretch.numbers.get(a) != stretch.numbers.get(b):
            continue
        exact = _age_by_dates(value, int(min(x, y)), int(max(x, y)), stretch) if aged else None
        if exact is not None:
            if exact:
                return True
            continue  # the birthday had not come yet, or had: the dates say which
        if abs(abs(x - y) - value) < 1e-9:
            return True
    return False


def _other_member(beside: frozenset[str], words: frozenset[str]) -> bool:
    """Whether an amount stands beside a word of a closed set the claim's amount stands
    beside another member of ("$24 billed annually" for a difference "billed monthly")."""
    claimed = frozenset().union(*map(exclusive_group, words))
    return any(w not in words and exclusive_group(w) & claimed for w in beside)


def _age_by_dates(value: float, born: int, then: int, stretch: _Stretch) -> bool | None:
    """Whether an age is the one the full dates of two years give ("born on 18 December
    1946", "released on 20 June 1975": 28, not 29); None when the stretch gives no date of
    either year, or one without its day."""
    births = [d for part in stretch.parts for d in part.dates if d.startswith(f"{born}-")]
    events = [d for part in stretch.parts for d in part.dates if d.startswith(f"{then}-")]
    full = [d for d in births + events if len(_date_fields(d) or ()) == 3]
    if not births or not events or len(full) < len(births) + len(events):
        return None
    return any(
        _full_years(birth, event) == value for birth in births for event in events if birth < event
    )


def _full_years(start: str, end: str) -> int:
    """The whole years from one full date ("YYYY-MM-DD") to a later one."""
    (y1, m1, d1), (y2, m2, d2) = _date_fields(start) or (), _date_fields(end) or ()
    return y2 - y1 - (1 if (m2, d2) < (m1, d1) else 0)


# Words with which a claim gives an amount as a total ("in total", "with the pack added").
_TOTALLING = lemmas("total combined together altogether sum plus add added overall")
_COUNTS = range(2, 13)  # how many of a thing priced "each" a total may count


def _total(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim's amount, given as a total ("cost 83,000 pounds in total", "51
    dollars with the pack added"), is the sum of two amounts of its unit in the stretch
    ("42 dollars", "9 dollars"), or a count times an amount priced each ("two units at
    41,500 pounds each"). A count without a unit ("1,550 seats in total") is the sum of two
    counts without one, each beside a word the claim puts beside it ("seats 1,200 people",
    "seats 350"); otherwise an amount without a unit is no operand."""
    units = claim.numbers.get(number, set())
    value = _as_number(number)
    if value is None or value <= 0 or not claim.keys & _TOTALLING:
        return False
    if not units:
        return _counts_total(number, value, claim, stretch)
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


# Verbs that change an amount by a step ("raised by a further 20,000 rows"), with the step's
# sign; the words that may stand between "by" and the step.
_STEP_UP = lemmas("raise increase expand grow boost extend lift add rise")
_STEP_DOWN = lemmas("reduce cut lower decrease shrink trim drop")
_STEP_FILLERS = frozenset(("a", "an", "another", "further", "additional", "extra", "more"))
_STEP_REACH = 4  # tokens from the verb to "by"


def _stepped(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim's amount is where a step the stretch gives ("the limit is raised by
    a further 20,000 rows") takes an amount that another change brought the thing to
    ("raised from 50,000 to 80,000 rows": 100,000 rows). Both must be of the claim's unit, or,
    for amounts without one, count the noun the claim's amount counts ("rows")."""
    value = _as_number(number)
    if value is None or _is_year(number):
        return False
    units = claim.numbers.get(number, set())
    nouns = claim.counted.get(number, frozenset())
    if not units and not nouns:
        return False
    reached: list[float] = []
    steps: list[float] = []
    for part in stretch.parts:
        tokens = part.tokens
        for index, token in enumerate(tokens):
            amount = _as_number(token.text) if token.is_number else None
            if amount is None:
                continue
            there = _token_units(part, index)
            if units:
                if not units & there:
                    continue
            elif there or _counted_noun(tokens, index, set(), part.text) not in nouns:
                continue
            at = index - 1
            while at >= 0 and tokens[at].text in _STEP_FILLERS:
                at -= 1
            before = tokens[at].text if at >= 0 else ""
            if before == "to":
                reached.append(amount)
            elif before == "by":
                verbs = [key(t) for t in tokens[max(0, at - _STEP_REACH) : at]]
                if any(v in _STEP_UP for v in verbs):
                    steps.append(amount)
                elif any(v in _STEP_DOWN for v in verbs):
                    steps.append(-amount)
    return any(abs(base + step - value) < 1e-9 for base in reached for step in steps)


def _counts_total(number: str, value: float, claim: Claim, stretch: _Stretch) -> bool:
    """Whether a count the claim gives as a total is the sum of two counts of the stretch
    (no years, no units) that each stand beside a word the claim puts beside it."""
    named = frozenset().union(*(run.keys for run in claim.names))
    words = frozenset().union(*(w for n, w in claim.pieces if n == number)) - named
    counts = [
        x
        for n, beside in stretch.pieces
        if n != number and not stretch.numbers.get(n) and not _year_in(n, stretch.parts)
        if _overlaps(words, beside) and (x := _as_number(n)) is not None
    ]
    return any(abs(x + y - value) < 1e-9 for x, y in itertools.combinations(counts, 2))


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


def _years_across(number: str, claim: Claim, context: Context) -> bool:
    """Whether a number of years the claim gives is the span between two years that two
    sentences of the context give, each beside a word the claim has beside the number:
    "reported lysozyme six years before his discovery of penicillin" for "In 1922 he
    reported the discovery of lysozyme" in one passage and "Penicillin was discovered in
    1928" in another."""
    if "year" not in claim.numbers.get(number, set()) or not number.isdigit():
        return False
    named = frozenset().union(*(run.keys for run in claim.names))
    words = frozenset().union(*(w for n, w in claim.pieces if n == number)) - named
    years: dict[int, set[int]] = {}
    for at, part in enumerate(context.sentences):
        for n, beside in part.pieces:
            if _is_year(n) and _overlaps(words, beside):
                years.setdefault(int(n), set()).add(at)
    span = int(number)
    # (two years said only in the same sentences are ``_years_between``'s to read)
    return any(
        b - a == span and years[a] != years[b] for a, b in itertools.combinations(sorted(years), 2)
    )


def own_gap(number: str, claim: Claim) -> tuple[bool, str] | None:
    """Whether a number of years, days or units the claim gives as a gap is the gap between
    two years, dates or amounts in those units the claim gives itself ("first hosted in 1896
    and again in 2004, a gap of 108 years"; "landed 122 days later (20 July versus 19
    November 1969)"; "to 8,400 tonnes from 9,600 tonnes, a reduction of 1,200 tonnes"), and
    why not; None when the claim gives no such pair (its own values are the other checks'
    to bear out). A claim that gives a gap its own values do not make is wrong whatever the
    context says."""
    units = claim.numbers.get(number, set())
    value = _as_number(number)
    if value is None or value <= 0 or not units or not _gap_worded(number, claim):
        return None
    if "year" in units:
        years = sorted({int(n) for n in claim.numbers if _is_year(n) and n != number})
        return _own_pairs(value, years, number, "years apart")
    if "day" not in units:
        # "to 8,400 tonnes from 9,600 tonnes, a reduction of 1,200 tonnes"
        same = [
            amount
            for n, there in claim.numbers.items()
            if n != number and there & units and (amount := _as_number(n)) is not None
        ]
        return _own_pairs(value, sorted(same), number, "apart")
    days = _own_days(claim)
    if days is None:
        return None
    if days == value:
        return True, ""
    return False, f"the claim's own dates are {days} days apart, not {number}"


def _own_pairs(
    value: float, values: list[float] | list[int], number: str, apart: str
) -> tuple[bool, str] | None:
    """Whether two of the claim's own values are ``value`` apart: borne out when two are;
    contradicted when it gives exactly two and they are not; None otherwise."""
    if len(values) < 2:
        return None
    if any(abs(abs(a - b) - value) < 1e-9 for a, b in itertools.combinations(values, 2)):
        return True, ""
    if len(values) != 2:
        return None
    a, b = values
    return (
        False,
        f"{_show_amount(a)} and {_show_amount(b)} are {_show_amount(b - a)} {apart}, not {number}",
    )


def _show_amount(value: float) -> str:
    return f"{value:g}" if value != int(value) else str(int(value))


# Words that make a number a gap between two times or two amounts.
_GAP_WORDS = lemmas(
    "gap apart later after earlier before between separate span interval reduction increase "
    "difference drop rise fall decline gain"
)


def _gap_worded(number: str, claim: Claim) -> bool:
    """Whether the claim's words beside the number make it a gap ("a gap of 108 years",
    "122 days later", "six years after")."""
    tokens = claim.tokens
    for at, token in enumerate(tokens):
        if token.text != number:
            continue
        near = tokens[max(0, at - 3) : at + 4]
        return any(key(t) in _GAP_WORDS for t in near)
    return False


def _own_days(claim: Claim) -> int | None:
    """The days between the claim's two dates, a day and month without a year taking the
    other's year ("20 July versus 19 November 1969"); None unless it gives two such."""
    full = [d for d in claim.dates if not d.startswith("-") and d.count("-") == 2]
    partial = [d for d in claim.dates if d.startswith("--")]
    if len(full) + len(partial) != 2 or not full:
        return None
    year = full[0][:4]
    days = []
    for date in (*full, *partial):
        text = year + date[1:] if date.startswith("--") else date
        try:
            days.append(datetime.date.fromisoformat(text))
        except ValueError:
            return None
    return abs((days[1] - days[0]).days)


def _derivable(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim's amount is the difference or the sum of two amounts the stretch
    gives of one kind (years with years for a number of years; amounts of the same units
    otherwise), or, for a bare number, an age the years it gives make (``_age_gap``), or a
    number of months between two months it dates things to (``_month_gap``), whatever words
    stand beside them: weak evidence that the claim computed it from them, for grading a
    claim that is not borne out, never for support."""
    value = _as_number(number)
    if value is None or value <= 0 or _is_year(number):
        return False
    units = claim.numbers.get(number, set())
    yearly = "year" in units
    amounts: list[tuple[float, frozenset[str]]] = []
    for other, there in stretch.numbers.items():
        amount = _as_number(other)
        if amount is None or other == number:
            continue
        if yearly != _is_year(other):
            continue
        if not yearly and units and there and not units & there:
            continue
        amounts.append((amount, frozenset(there)))
    for (a, a_units), (b, b_units) in itertools.combinations(amounts, 2):
        if not yearly and a_units != b_units:
            continue
        if abs(abs(a - b) - value) < 1e-9 or (not yearly and abs(a + b - value) < 1e-9):
            return True
    return (
        _converted_gap(value, units, stretch)
        or _clock_gap(value, units, stretch)
        or (not units and _age_gap(value, stretch))
        or ("month" in units and _month_gap(value, stretch))
    )


def attached_difference(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim's amount is the difference of two amounts of one kind that each
    stand beside a word or a name the claim puts beside it, in any sentences of the stretch
    ("10 years" of the United States' work on the canal: "took over the project in 1904",
    "the canal opened ... in 1914"): stronger evidence of a computation than
    ``_derivable``'s, still only for grading a claim that is not borne out."""
    value = _as_number(number)
    words = frozenset().union(*(w for n, w in claim.pieces if n == number))
    if value is None or value <= 0 or not words:
        return False
    units = claim.numbers.get(number, set())
    yearly = "year" in units
    operands: list[tuple[float, frozenset[str]]] = []
    for n, beside in stretch.pieces:
        there = frozenset(stretch.numbers.get(n, set()))
        amount = _as_number(n)
        if n == number or amount is None or _is_year(n) != yearly:
            continue
        if not yearly and there != units and not units & there:
            continue  # metres are no operands of dollars
        if _overlaps(words, beside):
            operands.append((amount, there))
    return any(
        a_units == b_units and abs(abs(a - b) - value) < 1e-9
        for (a, a_units), (b, b_units) in itertools.combinations(operands, 2)
    )


def share_of(number: str, claim: Claim, stretch: _Stretch, context: Context) -> bool:
    """Whether the claim's amount is a percentage the stretch gives of an amount in the
    claim's units that the stretch or the question gives ("4.2% annual interest", "a £10,000
    balance": £420): evidence of a computation, for grading a claim that is not borne out."""
    value = _as_number(number)
    units = claim.numbers.get(number, set())
    if value is None or value <= 0 or not units:
        return False
    shares = [_as_number(n) for n, there in stretch.numbers.items() if "pct" in there]
    bases = [
        _as_number(n)
        for n, there in [*stretch.numbers.items(), *context.given]
        if n != number and units & set(there)
    ]
    return any(
        p is not None and b is not None and abs(p / 100 * b - value) < 1e-6 * value
        for p in shares
        for b in bases
    )


def _month_gap(value: float, stretch: _Stretch) -> bool:
    """Whether ``value`` months is about the gap between two months the stretch dates things
    to ("in June 1990" and "on 3 October 1990": four months)."""
    months = {
        int(date[:4]) * 12 + int(date[5:7])
        for date in stretch.dates
        if len(date) >= 7 and date[:4].isdigit() and date[5:7].isdigit()
    }
    return any(abs(a - b) == value for a, b in itertools.combinations(months, 2))


# No age a person reaches is this many years or more.
_OLDEST = 125


def _age_gap(value: float, stretch: _Stretch) -> bool:
    """Whether a bare ``value`` is an age the stretch lets one compute: the span between two
    years it gives ("born in 1821 ... died in 1904": 83), or an age it gives plus such a span
    ("in 1148, at the age of 37 ... until her death in 1171": about 60)."""
    years = [int(n) for n in stretch.numbers if _is_year(n)]
    spans = {abs(a - b) for a, b in itertools.combinations(years, 2)}
    ages = [
        age
        for n, units in stretch.numbers.items()
        if not _is_year(n)
        and units <= {"year"}
        and (age := _as_number(n)) is not None
        and 0 < age < _OLDEST
    ]
    return any(span == value for span in spans) or any(
        age + span == value for age in ages for span in spans
    )


def _converted_gap(value: float, units: set[str], stretch: _Stretch) -> bool:
    """Whether ``value`` is the difference of two amounts the stretch gives in units of its
    dimension, converted ("1.6 kg" and "1.1 kg": 500 grams)."""
    unit = next((u for u in units if base_factor(u) is not None), None)
    if unit is None:
        return False
    wanted = value * (base_factor(unit) or 0.0)
    amounts = [
        amount * factor
        for other, there in stretch.numbers.items()
        for u in there
        if unit_dimension(u) == unit_dimension(unit)
        and (factor := base_factor(u)) is not None
        and (amount := _as_number(other)) is not None
    ]
    return any(
        abs(abs(a - b) - wanted) < 1e-6 * max(1.0, wanted)
        for a, b in itertools.combinations(amounts, 2)
    )


def _clock_gap(value: float, units: set[str], stretch: _Stretch) -> bool:
    """Whether ``value`` (in seconds, minutes or hours) is the gap between two times the
    stretch gives as "2:08:41" and "2:09:15" (34 seconds), read as hours, minutes and
    seconds, or, with two parts, as either minutes and seconds ("4:08.1") or hours and
    minutes ("9:30")."""
    unit = next((u for u in units if unit_dimension(u) == "time" and base_factor(u)), None)
    if unit is None:
        return False
    scale = base_factor(unit) or 0.0
    readings = [_clock_readings(n) for n in stretch.numbers if ":" in n]
    for a, b in itertools.combinations(readings, 2):
        for x, y in zip(a, b, strict=True):
            if x is not None and y is not None and abs(abs(x - y) - value * scale) < 1e-6:
                return True
    return False


def _clock_readings(text: str) -> tuple[float | None, float | None]:
    """A time in seconds read two ways: as minutes and seconds (with three parts: hours,
    minutes and seconds), and as hours and minutes (None where it cannot be)."""
    try:
        parts = [float(p) for p in text.split(":")]
    except ValueError:
        return None, None
    if len(parts) == 3:
        seconds = parts[0] * 3600 + parts[1] * 60 + parts[2]
        return seconds, seconds
    if len(parts) == 2:
        return parts[0] * 60 + parts[1], parts[0] * 3600 + parts[1] * 60
    return None, None


# How far after its year a work's noun may stand ("a 1988 American western film").
_WORK_REACH = 4


def _work_after(part: Sentence, index: int) -> int | None:
    """Where the work's noun stands that the year at ``index`` dates, when the words between
    are only its modifiers ("1988 American western film"): no verb, article, number or
    punctuation between ("in 1923 the postmistress lent her novels" dates no novel)."""
    tokens = part.tokens
    for j in range(index + 1, min(len(tokens), index + 1 + _WORK_REACH)):
        between = part.text[tokens[j - 1].end : tokens[j].start]
        token = tokens[j]
        if between.strip() or token.is_number or token.text in STOPWORDS or _verb_like(token):
            return None
        if key(token) in WORKS:
            return j
    return None


def _dates_another_work(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether every sentence of the stretch that holds the year gives it only as the year of
    a work the claim neither names nor calls by its noun ("The studio was established
    following the success of Miyazaki's 1984 film Nausicaä": 1984 is the film's, not the
    studio's). A work brought in by "a" ("Jaws is a 1975 film") may be the claim's subject
    itself, so such a year is left alone."""
    if not _is_year(number):
        return False
    claimed = {run.keys for run in claim.names}
    found = False
    for part in stretch.parts:
        tokens = part.tokens
        for index, token in enumerate(tokens):
            if token.text != number or not is_year_token(token):
                continue
            if index and tokens[index - 1].text in ("a", "an"):
                return False
            noun = _work_after(part, index)
            if noun is None or key(tokens[noun]) in claim.keys:
                return False
            if any(run.start in (noun + 1, noun + 2) and run.keys in claimed for run in part.names):
                return False
            found = True
    return found


def _titled_year(
    tokens: Sequence[Token], text: str, names: Sequence[NameRun], index: int
) -> NameRun | None:
    """The name the year at ``index`` dates as a title's: "The Theory of Moral Sentiments,
    published in 1759", "Dracula was published in 1897" or "My Neighbor Totoro (1988)"; None
    when the year stands otherwise."""
    if text[: tokens[index].start].rstrip().endswith("("):
        end = index - 1
    elif index >= 3 and tokens[index - 1].text == "in" and is_participle(tokens[index - 2].text):
        end = index - 3
        if text[tokens[end].end : tokens[index - 2].start].strip() != ",":
            if tokens[end].text not in ("was", "were"):
                return None
            end -= 1
    else:
        return None
    return next((run for run in names if run.end == end), None)


def _dates_another_title(number: str, claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim gives the year to a title ("The Wealth of Nations was published in
    1759") that the context gives only to another title ("The Theory of Moral Sentiments,
    published in 1759"), each bound to it by a participle after a comma or a "was", or by
    brackets."""
    if not _is_year(number):
        return False
    if any(token.text in RELATIVE_PRONOUNS for token in claim.tokens):
        return False  # "The club that won the final in Istanbul was founded in 1892"
    claimed = {run.keys for run in claim.names}
    ours = [
        run
        for index, token in enumerate(claim.tokens)
        if token.text == number
        and (run := _titled_year(claim.tokens, claim.text, claim.names, index)) is not None
        and run.place is None
    ]
    if not ours:
        return False
    found = False
    for part in stretch.parts:
        for index, token in enumerate(part.tokens):
            if token.text != number or not is_year_token(token):
                continue
            run = _titled_year(part.tokens, part.text, part.names, index)
            if run is None or run.keys in claimed:
                return False
            found = True
    return found


def _number_failure(claim: Claim, stretch: _Stretch, context: Context) -> _Failure | None:
    for number in sorted(claim.numbers):
        if not _number_held(number, claim, stretch):
            if _years_across(number, claim, context):
                continue
            if any(
                d.startswith(number) and _year_of_passage(d, stretch, context) for d in claim.dates
            ):
                continue  # "on 19 November 1969": its year is the passage's
            if _is_year(number) and _opening_year(number, stretch, context):
                continue  # "In 2022 a drought ... the revenue rose": 2022's revenue
            if any(
                number.isdigit()
                and int(number) in (_date_fields(d) or ())
                and _counted_from(d, stretch, context)
                for d in claim.dates
            ):
                continue  # "on 14 June 2024", 60 days after a notice of 15 April 2024
            own = own_gap(number, claim)
            if own is not None:
                if own[0]:
                    continue  # "in 1896 and again in 2004, a gap of 108 years": its own sum
                return _Instead(own[1]), True
            if any(number in part.numbers for part in context.sentences):
                return f"the passage that says the rest does not give {number}", False
            broken = _broken_bound(number, claim, stretch)
            if broken is not None:
                return _Instead(f"the context allows {broken}, not {number}"), True
            return f"the number {number} is not in the context", False
        if number in stretch.numbers and (
            _dates_another_work(number, claim, stretch)
            or _dates_another_title(number, claim, stretch)
        ):
            return _Instead(f"the context gives {number} as the year of another work"), True
        if (
            number in stretch.numbers
            and _given_as_difference(number, claim.tokens, claimed=True)
            and not any(
                _given_as_difference(number, part.tokens, claimed=False) for part in stretch.parts
            )
            and not _difference(number, claim, stretch)
        ):
            # "faster under Gold by 4 hours" against "within 4 hours" for Silver
            return _Instead(f"the context gives {number} as an amount, not a difference"), True
        if number not in stretch.numbers or _decade_of(number, claim) is not None:
            continue  # a decade, held by a year in it ("the 1960s": "in 1960")
        rates, rates_there = _rates(claim.numbers[number]), _rates(stretch.numbers[number])
        wanted, there = claim.numbers[number] - rates, stretch.numbers[number] - rates_there
        if wanted and there and not _scaled(wanted) & there:
            if _meets_bound(number, claim, stretch):
                continue  # "3 years of service" meets "at least two years" beside "three days"
            return _Instead(f"the context gives {number} in other units"), True
        if rates and rates_there and not rates & rates_there:
            # "600 requests per second" against "600 requests per minute"
            return _Instead(f"the context gives {number} per another time"), False
        if wanted and not there and _counts_other_things(number, stretch):
            # "11 years after its founding" against "on sale in 11 countries"
            return _Instead(f"the context gives {number} of something else"), True
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


def _given_as_difference(number: str, tokens: Sequence[Token], *, claimed: bool) -> bool:
    """Whether the tokens give ``number`` as a margin between two amounts, not an amount of
    one thing. A claim does so with "by" where it compares ("faster under Gold by 3 hours"),
    not in "rose by 4%"; a context also with "by" alone ("shortened by two days") or right
    before a comparative, a unit between at most ("3 hours faster", "12 more seats")."""
    comparative = any(key(t) in COMPARATIVES for t in tokens)
    for i, token in enumerate(tokens):
        if not token.is_number or token.text != number:
            continue
        if (comparative or not claimed) and i and tokens[i - 1].text == "by":
            return True
        if claimed:
            continue
        after = [t for t in tokens[i + 1 : i + 3] if t.text.isalpha()]
        if after[:1] and key(after[0]) in COMPARATIVES:
            return True
        if (
            len(after) == 2
            and key(after[1]) in COMPARATIVES
            and i + 2 < len(tokens)
            and tokens[i + 2] is after[1]
            and unit_after(tokens, i) is not None
        ):
            return True
    return False


def _margin_coverage(claim: Claim, stretch: _Stretch) -> float:
    """The claim's coverage by the stretch, its comparative counted as held where the claim
    gives a number as a margin that the stretch's amounts make ("faster by 3 hours" for
    "within 1 hour" and "within 4 hours"): the two amounts say what the comparative says."""
    coverage = _coverage(claim, stretch)
    if coverage >= 1.0 or not any(
        _given_as_difference(n, claim.tokens, claimed=True) and _difference(n, claim, stretch)
        for n in claim.numbers
    ):
        return coverage
    held_words = sum(1 for w in claim.words if _held(w, stretch) or w in COMPARATIVES)
    return held_words / len(claim.words)


def _counts_other_things(number: str, stretch: _Stretch) -> bool:
    """Whether every time the stretch writes ``number`` it counts things that are no unit:
    a plural noun right after it ("11 countries", "5 employees")."""
    found = False
    for part in stretch.parts:
        tokens = part.tokens
        for index, token in enumerate(tokens[:-1]):
            if token.text != number:
                continue
            following = tokens[index + 1]
            if not _plural_noun(following) or canonical_unit(following.text) is not None:
                return False
            found = True
    return found


def _plural_noun(token: Token) -> bool:
    """Whether a token after a number is a plural noun: a lower-case word ending in "s" that
    is no function word ("countries", "employees"; not "is", "was", "as")."""
    word = token.text
    return (
        word.isalpha()
        and not token.capitalised
        and len(word) > 3
        and word.endswith("s")
        and word not in STOPWORDS
        and word not in AUXILIARIES
        and word not in PREPOSITIONS
    )


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
        own = Bag.of(claim.keys | claim_words)
        # (a word the claim says in another form is no foreign one: "reunified" for
        # "reunification")
        foreign = frozenset(w for w in mine - claim.keys - claim_words if not held(w, own))
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


# A span of two dates: "from 15 December to 5 January", "between 1 March and 30 April".
_DATE_SPAN = re.compile(
    r"\b(?:from|between)\s+(?P<a>[^,;]{3,30}?)\s+(?:to|until|till|through|and)\s+"
    r"(?P<b>\d{1,2}\s+[A-Z][a-z]+(?:\s+\d{4})?|[A-Z][a-z]+\s+\d{1,2}(?:,\s+\d{4})?)"
)


def _within_dates(date: str, stretch: _Stretch) -> bool:
    """Whether a day and month (of a year or not) falls within a span of dates a sentence
    of the stretch gives ("28 December" in "from 15 December to 5 January", across the turn
    of the year)."""
    day = _month_day(date)
    if day is None:
        return False
    for part in stretch.parts:
        for match in _DATE_SPAN.finditer(part.text):
            a = min(dates(match["a"]), default="")  # (one date each, as a rule)
            b = min(dates(match["b"]), default="")
            first, last = _month_day(a), _month_day(b)
            if first is None or last is None:
                continue
            if not _same_year_span(date, a, b):
                continue
            if first <= last and first <= day <= last:
                return True
            if first > last and (day >= first or day <= last):
                return True  # the span runs over the new year
    return False


# The words of a passage that is one body's document ("the Travel and Expense Policy of the
# Ferrant Institute").
_DOCUMENTS = lemmas(
    "policy handbook guide guidelines terms rules agreement manual procedure regulations "
    "conditions contract charter code"
)


def _owner_of_passage(run: NameRun, stretch: _Stretch, context: Context) -> bool:
    """Whether a name the stretch lacks is the one a body's document opens with ("Under the
    Travel and Expense Policy of the Ferrant Institute, ...") and stands for throughout:
    it is named in the passage's first sentence, which opens "Under" it (``_opens_under``),
    or else it is named in no other passage and no sentence of the stretch names anything
    but places ("a daily limit of £45 in the United Kingdom")."""
    if run.place is not None or not stretch.parts:
        return False
    naming = {s.context for s in context.sentences if occurrences(run, s, context)}
    for part in stretch.parts:
        opening = passage_of(part, context)[0]
        if part is opening or not occurrences(run, opening, context):
            return False
        if _opens_under(run, opening, context):
            continue
        if naming != {part.context} or any(name.place is None for name in part.names):
            return False
        if not any(key(t) in _DOCUMENTS for t in opening.tokens) and not _defines(
            run, opening, context
        ):
            return False  # a news story's later sentence may be about another thing
    return True


def _opens_under(run: NameRun, opening: Sentence, context: Context) -> bool:
    """Whether a passage opens "Under the <name>, ...": what it goes on to say is the name's
    ("Under the Harbinger scheme, SEV2 covers ..."), whatever other passages say of it."""
    tokens = opening.tokens
    return (
        bool(tokens)
        and tokens[0].text == "under"
        and any(at <= 2 for at in occurrences(run, opening, context))
    )


def _defines(run: NameRun, opening: Sentence, context: Context) -> bool:
    """Whether a passage opens by saying what the name is ("Flagpost is an open-source
    feature flag service ..."): an article about it, whose later sentences speak of it."""
    tokens = opening.tokens
    for at in occurrences(run, opening, context):
        if at > 1 or (at == 1 and tokens[0].text != "the"):
            continue
        after = at + len(run.keys)
        if (
            after + 1 < len(tokens)
            and tokens[after].text in ("is", "was")
            and tokens[after + 1].text in ("a", "an", "the")
        ):
            return True
    return False


def _year_of_passage(date: str, stretch: _Stretch, context: Context) -> bool:
    """Whether a full date is a day and month of the stretch in a passage whose one year is
    the date's: "It landed ... on 19 November" after "lifted off on 14 November 1969"."""
    if date.startswith("-") or date.count("-") != 2:
        return False
    year, day = date[:4], date[4:]
    for part in stretch.parts:
        if "-" + day not in part.dates:
            continue
        passage = passage_of(part, context)
        years = {t.text for s in passage for t in s.tokens if is_year_token(t)}
        years |= {d[:4] for s in passage for d in s.dates if not d.startswith("-")}
        if years == {year}:
            return True
    return False


def _opening_year(date: str, stretch: _Stretch, context: Context) -> bool:
    """Whether a year alone is the one a passage opens with ("In 2022 a long drought cut
    the harvest ...") for every sentence of the stretch, none of which, nor any sentence
    between the opening and it, gives another year: "the cooperative's revenue rose by 8
    percent" is 2022's revenue."""
    if not date.isdigit():
        return False
    for part in stretch.parts:
        passage = passage_of(part, context)
        tokens = passage[0].tokens
        if len(tokens) < 2 or tokens[0].text != "in" or tokens[1].text != date:
            return False
        until = passage[: passage.index(part) + 1]
        if any(is_year_token(t) and t.text != date for s in until for t in s.tokens):
            return False
    return True


def _term_end(date: str, stretch: _Stretch) -> bool:
    """Whether a full date is where a term ends that a sentence of the stretch starts on a
    date and runs for some months or years: that many months later, or the day before
    ("commences on 1 April 2024 and continues for twenty-four (24) months": 31 March 2026)."""
    wanted = _date_fields(date)
    if wanted is None or len(wanted) != 3:
        return False
    for part in stretch.parts:
        starts = [f for d in part.dates if (f := _date_fields(d)) is not None and len(f) == 3]
        tokens = part.tokens
        for index, token in enumerate(tokens):
            if not starts or not token.is_number or not token.text.isdigit():
                continue
            after = [t for t in tokens[index + 1 : index + 3] if t.text != token.text][:1]
            unit = key(after[0]) if after else ""
            if unit not in ("month", "year"):
                continue
            months = int(token.text) * (12 if unit == "year" else 1)
            for year, month, day in starts:
                total = year * 12 + month - 1 + months
                try:
                    end = datetime.date(total // 12, total % 12 + 1, day)
                except ValueError:
                    continue
                ends = {end, end - datetime.timedelta(days=1)}
                if datetime.date(*wanted) in ends:
                    return True
    return False


def _counted_from(date: str, stretch: _Stretch, context: Context) -> bool:
    """Whether a full date is some days or weeks after a dated thing that a sentence of the
    stretch counts from, dated by a sentence of the context that names it ("takes effect 60
    days after the date of the notice" and "a written notice dated 15 April 2024": 14 June
    2024)."""
    wanted = _calendar_day(date)
    if wanted is None:
        return False
    for part in stretch.parts:
        tokens = part.tokens
        for index, token in enumerate(tokens[:-3]):
            unit, after = key(tokens[index + 1]), tokens[index + 2].text
            if not token.text.isdigit() or unit not in ("day", "week") or after != "after":
                continue
            gap = datetime.timedelta(days=int(token.text) * (7 if unit == "week" else 1))
            things = {
                key(t) for t in tokens[index + 3 : index + 8] if t.is_content and key(t) != "date"
            }
            for sentence in context.sentences:
                if sentence is part or not things & {key(t) for t in sentence.tokens}:
                    continue
                for anchor in sentence.dates:
                    day = _calendar_day(anchor)
                    if day is not None and day + gap == wanted:
                        return True
    return False


def _calendar_day(date: str) -> datetime.date | None:
    """The day a full date ("2024-06-14") names, or None for a partial or impossible one."""
    fields = _date_fields(date)
    if fields is None or len(fields) != 3:
        return None
    try:
        return datetime.date(*fields)
    except ValueError:
        return None


def counted_months(claim: Claim, context: Context, everything: _Stretch) -> frozenset[str]:
    """The month words of the claim's full dates that no sentence states but the context
    counts (``_counted_from``): "14 June 2024" when a notice dated 15 April 2024 takes effect
    60 days later. Such a date's month is the computation's, not a word to find."""
    counted = [
        d
        for d in claim.dates
        if not any(date_supported(d, s.dates) for s in context.sentences)
        and _counted_from(d, everything, context)
    ]
    months = {int(d.split("-")[1]) for d in counted}
    return frozenset(
        key(t) for t in claim.tokens if (m := month_number(t.text)) is not None and m in months
    )


def _month_day(date: str) -> tuple[int, int] | None:
    """The month and day of a date written "YYYY-MM-DD" or "--MM-DD"; None otherwise."""
    fields = date.lstrip("-").split("-")
    if not all(f.isdigit() for f in fields):
        return None
    if len(fields) == 3 or (len(fields) == 2 and date.startswith("--")):
        return int(fields[-2]), int(fields[-1])
    return None


def _same_year_span(date: str, a: str, b: str) -> bool:
    """Whether a dated day can fall in the span for its year: a span without years holds
    any year's; one with years holds a date of those years only."""
    year = date[:4] if date[:4].isdigit() else None
    years = {d[:4] for d in (a, b) if d[:4].isdigit()}
    return not year or not years or year in years


def _strict_failure(claim: Claim, stretch: _Stretch, context: Context) -> _Failure | None:
    """Why the stretch cannot support the claim's dates, names or numbers (None if it can),
    and whether it gives a number of the claim for something else (a conflict, not an
    absence)."""
    for date in sorted(claim.dates):
        if (
            not date_supported(date, stretch.dates)
            and not _within_dates(date, stretch)
            and not _term_end(date, stretch)
            and not _year_of_passage(date, stretch, context)
            and not _opening_year(date, stretch, context)
            and not _counted_from(date, stretch, context)
        ):
            if any(date_supported(date, part.dates) for part in context.sentences):
                return f"the passage that says the rest does not give {date.lstrip('-')}", False
            return f"the date {date.lstrip('-')} is not in the context", False
    missing = [
        run
        for run in claim.names
        if not _has_name(run, stretch, context) and not _owner_of_passage(run, stretch, context)
    ]
    if missing:
        labels = ", ".join(run.label() for run in missing)
        if all(any(occurrences(run, s, context) for s in context.sentences) for run in missing):
            # the stretch is not the whole context: say where the name is not (a reason that
            # is no ``_Instead``: the name is absent here, not replaced)
            return f"the passage that says the rest does not name {labels}", False
        rival = _kind_rival(claim, missing, stretch)
        if rival is not None:
            return _Instead(f"the context gives {rival} for that, not {labels}"), True
        return f"the context does not mention {labels}", False
    month = _month_failure(claim, stretch) or _weekday_failure(claim, stretch)
    if month is not None:
        return month
    later = _later_than_failure(claim, stretch, context)
    if later is not None:
        return _Instead(later), True
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


def _later_than_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A year the claim gives as the one first meant ("originally scheduled for 2026") that
    a passage of the stretch gives as some years later than the one first meant ("scheduled
    for completion in 2026. That is two years later than originally planned")."""
    if not any(key(t) in _FIRST_MEANT for t in claim.tokens):
        return None
    passages = {part.context for part in stretch.parts}
    for part in context.sentences:
        if part.context not in passages:
            continue
        for meant, year, words in later_than(part.tokens):
            if str(year) in claim.numbers and words & _FIRST_MEANT:
                return f"the context gives {year} as {year - meant} years later than first meant"
    return None


_FIRST_MEANT = lemmas("originally initially")


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
        if not any(in_span(month_number(m) or 0, a, b) for a, b, _ in spans)
    )
    if not missing:
        return None
    if spans:
        return _Instead(f"the context gives {spans[0][2]}, not {missing[0].capitalize()}"), True
    return f"the context does not give {missing[0].capitalize()}", bool(there)


def _weekday_failure(claim: Claim, stretch: _Stretch) -> _Failure | None:
    """A weekday the claim names that falls outside the span of weekdays a sentence of the
    stretch gives ("runs Monday to Saturday", for "on Sundays"), unless that sentence says
    the day apart, not denied ("and on Sundays from 10:00")."""
    days = {key(t) for t in claim.tokens if t.capitalised and key(t) in WEEKDAYS}
    if not days:
        return _day_group_failure(claim, stretch)
    for part in stretch.parts:
        spans = weekday_spans(part.tokens, part.text)
        if not spans:
            continue
        for day in sorted(days):
            number = WEEKDAYS.index(day)
            if any(in_span(number, a, b) for a, b, _ in spans):
                continue
            if any(day in clause.keys and not clause.negated for clause in part.clauses):
                continue
            return _Instead(f"the context gives {spans[0][2]}, not {day.capitalize()}"), True
    return _day_group_failure(claim, stretch)


# The days a word for a group of them names.
_DAY_GROUPS: Mapping[str, frozenset[str]] = MappingProxyType(
    {"weekday": frozenset(WEEKDAYS[:5]), "weekend": frozenset(WEEKDAYS[5:])}
)


def _day_group_failure(claim: Claim, stretch: _Stretch) -> _Failure | None:
    """A group of days the claim names ("on weekdays") where a sentence of the stretch names
    days only outside it ("on any Saturday or Sunday"): that sentence says nothing of the
    claim's days (a conflict, not an opposite, whether it says the thing or denies it)."""
    groups = [g for g in _DAY_GROUPS if g in claim.words]
    for part in stretch.parts:
        named = {key(t) for t in part.tokens if t.capitalised and key(t) in WEEKDAYS}
        for group in groups:
            if named and not named & _DAY_GROUPS[group] and not held(group, part.bag):
                return f"the context names {', '.join(sorted(named))}, not {group}s", False
    return None


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


# The rest of a score or a range after its first number ("the Rovers 3-1", with any dash).
_SCORE = re.compile(r"\s*[-\u2013\u2014:]\s*\d")


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
            and any(c.isdigit() for c in part.text[after.start : after.end])  # not "three"
            and not is_year_token(after)
            and part.text[tokens[whole.end].end : after.start] == " "
            and " " not in part.text[after.start : after.end]  # "2.3 million": an amount
            and not _SCORE.match(part.text, after.end)
        ):
            found = found or part.text[tokens[whole.start].start : after.end]  # "Lumo 2"
        else:
            return None
    return found


def _name_inside_name(claim: Claim) -> list[tuple[NameRun, NameRun]]:
    """Each name of the claim that it also uses as part of a longer name of its own, with
    that longer name ("Pellham" in "The Pellham Accord was negotiated in Pellham"); not the
    last word of a longer name said before it, which names it again ("Priya Nandakumar ...
    where Nandakumar injured", "the Heritage Trust ... the Trust")."""
    found = []
    for run in claim.names:
        n = len(run.keys)
        for whole in claim.names:
            m = len(whole.keys)
            if whole.start < run.start and n == 1 and m > 1 and whole.keys[-1] == run.keys[0]:
                break  # (but "Kenji Watanabe" after "Professor Kenji Watanabe" is another)
            if m > n and any(whole.keys[i : i + n] == run.keys for i in range(m - n + 1)):
                found.append((run, whole))
                break
    return found


def _kind_rival(claim: Claim, missing: Sequence[NameRun], stretch: _Stretch) -> str | None:
    """For one name of the claim the context lacks that qualifies a noun ("the Basic plan"):
    another name the sentence gives the same noun ("on the Pro and Enterprise plans"), so
    the sentence names the things of that kind it speaks of, and the claim's is not one."""
    if len(missing) != 1 or stretch.single is None:
        return None
    run, tokens = missing[0], claim.tokens
    if run.end + 1 >= len(tokens) or not _common_noun(tokens[run.end + 1]):
        return None
    noun = key(tokens[run.end + 1])
    part = stretch.single
    for other in part.names:
        if any(_same_name(other, mine) for mine in claim.names):
            continue
        # "the Pro plan", or the first of a pair: "the Pro and Enterprise plans"
        following = [key(t) for t in part.tokens[other.end + 1 : other.end + 5]]
        if following[:1] == [noun] or (following[:1] in (["and"], ["or"]) and noun in following):
            return other.label()
    return None


def _passage_kind_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that takes a name qualifying a noun ("on the Premium tier") from one passage
    and its amount from another passage, one that names another thing of that noun ("Support
    SLA, Standard tier: ... within 1 business day"): that passage's amounts are the other
    thing's. Only where the amount (with its units) stands in no passage naming the claim's
    thing."""
    if not claim.numbers or len({part.context for part in stretch.parts}) < 2:
        return None
    for run, nouns in kinds_of(claim):
        ours = {p.context for p in stretch.parts if any(_same_name(run, n) for n in p.names)}
        if not ours:
            continue
        for number, units in claim.numbers.items():
            theirs = {
                p.context
                for p in stretch.parts
                if number in p.numbers and _units_agree(units, p.numbers[number])
            }
            if not theirs or theirs & ours:
                continue
            for part in context.sentences:
                if part.context not in theirs:
                    continue
                for other in _qualifiers(part, nouns):
                    if not any(_same_name(other, mine) for mine in claim.names):
                        label = f"{other.label()} {part.tokens[other.end + 1].text}"
                        return _Instead(f"the context gives {number} for the {label}")
    return None


def passages_naming(names: Sequence[NameRun], context: Context) -> set[int]:
    """The passages (by their index among the contexts) with a sentence naming one of
    ``names``."""
    return {
        part.context
        for part in context.sentences
        if any(occurrences(run, part, context) for run in names)
    }


def _own_passage_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that takes its name from one passage and its amount from another passage that
    does not name it, where a passage naming it gives another amount in the same units beside
    the claim's words for it: "The launch price of the Corvo Slate 11 was $449" against
    "The Corvo Slate 11 ... launched at $429" and "The Tallis T7 ... launched at a price of
    $449". Each passage speaks of its own thing. A year counts in a span, or as the year of
    the event the verb before it names ("was founded in 1923" against "It was established in
    1919"), and then only the passages that give it beside that verb take it."""
    if not claim.names or len({part.context for part in stretch.parts}) < 2:
        return None
    ours = passages_naming([r for r in claim.names if not set(r.keys) <= CALENDAR], context)
    if not ours:
        return None
    for number, units in claim.numbers.items():
        words = frozenset().union(*(w for n, w in claim.pieces if n == number))
        # (a year counts as an amount only in a span: "reigned from 1368 to 1644")
        spanned = _is_year(number) and any(
            t.is_number and t.text == number and _span_of(claim.tokens, i)
            for i, t in enumerate(claim.tokens)
        )
        # (or the year of an event the verb before it names: "was founded in 1923" against
        # "It was established in 1919" in the passage naming it; then the passages giving
        # the year count only where it stands beside that verb: "In 1923 the company opened
        # its second plant" is no founding)
        verbs = _event_verb(claim, number) if _is_year(number) else frozenset()
        theirs = {
            p.context
            for p in stretch.parts
            if number in p.numbers
            and (not verbs or any(n == number and _overlaps(verbs, w) for n, w in p.pieces))
        }
        if not theirs or theirs & ours:
            continue
        for part in context.sentences:
            if part.context not in ours:
                continue
            for other, beside in part.pieces:
                if (
                    other not in claim.numbers
                    and _units_agree(units, part.numbers.get(other, set()))
                    and (
                        units
                        or part.numbers.get(other)
                        or (_is_year(number) and _is_year(other) and spanned)
                        or (_is_year(other) and _overlaps(verbs, beside))
                    )
                    and _overlaps(words, beside)
                ):
                    return _Instead(f"the context gives {other}, not {number}, for it")
    return None


def _event_verb(claim: Claim, year: str) -> frozenset[str]:
    """The key of the verb right before a year of the claim, with nothing but its preposition
    between ("was founded in 1923": {found}); empty when none stands there."""
    for index, token in enumerate(claim.tokens):
        if token.is_number and token.text == year and index >= 2:
            verb, between = claim.tokens[index - 2], claim.tokens[index - 1]
            if _verb_like(verb) and between.text in PREPOSITIONS:
                return frozenset([key(verb)])
    return frozenset()


# Words that make the number after them a condition ("if uptime falls below 99.0%").
_CONDITIONING = lemmas("if when once below above under over exceed beyond")
# How far before a number a conditioning word may stand.
_CONDITION_REACH = 3


def _conditioned(number: str, tokens: Sequence[Token]) -> bool:
    """Whether ``number`` stands a few words after a word that makes it a condition ("if
    uptime falls below 99.0%", "once sales exceed 500 units")."""
    return any(
        token.is_number
        and token.text == number
        and any(key(t) in _CONDITIONING for t in tokens[max(0, i - _CONDITION_REACH) : i])
        for i, token in enumerate(tokens)
    )


def _condition_amount_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """In a stretch of sentences, a claim that pairs a condition with an amount ("10% applies
    if uptime falls below 99.0%") where the sentence that gives the condition gives another
    amount in the same units ("If uptime falls below 99.0%, the credit rises to 25%"): the
    claim's amount is another condition's."""
    if len(stretch.parts) < 2:
        return None
    for condition in claim.numbers:
        if not _conditioned(condition, claim.tokens):
            continue
        for part in stretch.parts:
            if condition not in part.numbers or not _conditioned(condition, part.tokens):
                continue
            for number, units in claim.numbers.items():
                if number == condition or number in part.numbers or not units:
                    continue
                for other, there in part.numbers.items():
                    if other not in claim.numbers and units & there:
                        return _Instead(
                            f"the context gives {other}, not {number}, where it gives {condition}"
                        )
    return None


# The words before an amount that make it the most there is ("capped at 400 credits").
_CAPS = frozenset(
    [
        ("capped", "at"),
        ("cap", "of"),
        ("limit", "of"),
        ("limited", "to"),
        ("maximum", "of"),
        ("at", "most"),
        ("up", "to"),
    ]
)
# The words after "the most" that make it an amount, not a superlative ("the most an
# engineer can earn", not "the most popular model").
_MOST_OF = frozenset(["a", "an", "the", "one", "you", "that", "any", "each"])


def _asks_most(claim: Claim) -> bool:
    """Whether the claim speaks of the most there may be of an amount ("the most an engineer
    can earn", "the maximum payout")."""
    tokens = claim.tokens
    return any(
        (t.text == "maximum" and i + 1 < len(tokens) and tokens[i + 1].text != "of")
        or (
            t.text == "most"
            and i
            and tokens[i - 1].text == "the"
            and i + 1 < len(tokens)
            and tokens[i + 1].text in _MOST_OF
        )
        for i, t in enumerate(tokens)
    )


def _capped(part: Sentence, index: int) -> bool:
    """Whether the amount at ``index`` is given as the most there may be ("capped at 400
    credits", "up to 3 days"), "no more than" included."""
    words = tuple(t.text for t in part.tokens[max(0, index - 3) : index])
    return words[-2:] in _CAPS or words == ("no", "more", "than")


def _counted_after(tokens: Sequence[Token], index: int) -> str | None:
    """The key of the word right after the amount at ``index`` ("400 credits": "credit")."""
    if index + 1 < len(tokens) and tokens[index + 1].text.isalpha():
        return key(tokens[index + 1])
    return None


def _cap_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim of the most there may be ("the most an engineer can earn ... is 250 credits")
    whose amount the stretch gives as no limit ("a flat stipend of 250 credits"), where a
    sentence of the same passage caps an amount of the same thing ("capped at 400 credits per
    weekend"): that cap is the most."""
    if not _asks_most(claim):
        return None
    passages = {part.context for part in stretch.parts}
    for number in claim.numbers:
        spots = _number_places(number, stretch.parts)
        if not spots or any(_capped(part, i) for part, i in spots):
            continue
        counted = {_counted_after(part.tokens, i) for part, i in spots} - {None}
        for part in context.sentences:
            if part.context not in passages:
                continue
            for i, token in enumerate(part.tokens):
                if (
                    token.is_number
                    and token.text != number
                    and _capped(part, i)
                    and _counted_after(part.tokens, i) in counted
                ):
                    return _Instead(f"the context caps it at {token.text}, not {number}")
    return None


# The words with which a claim dates the start or the end of a span ("the reign began in").
_SPAN_EDGES = lemmas("begin start end finish")
# How far before a span its verb may stand ("was built between 532 and 537").
_SPAN_VERB_REACH = 6


def _span_of(tokens: Sequence[Token], index: int) -> bool:
    """Whether the number at ``index`` opens or closes a span ("between 532 and 537", "from
    527 to 565")."""
    words = [t.text for t in tokens]
    before = words[index - 1] if index else ""
    after = words[index + 1] if index + 1 < len(words) else ""
    opens = before in ("between", "from") and after in ("and", "to", "until")
    closes = index >= 3 and words[index - 3] in ("between", "from") and before in ("and", "to")
    return opens or closes


def _span_verb(part: Sentence, index: int) -> str | None:
    """The key of the nearest verb before the span at ``index`` that is no auxiliary."""
    start = index - 1 if index and part.tokens[index - 1].text in ("between", "from") else index
    for token in reversed(part.tokens[max(0, start - _SPAN_VERB_REACH) : start]):
        if _verb_like(token) and token.text not in AUXILIARIES:
            return key(token)
    return None


def _span_event_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that dates the start or end of something ("the reign began in 532") with a year
    the stretch gives as an edge of the span of a deed the claim does not speak of ("was built
    between 532 and 537"): that is another span."""
    keys = Bag.of(claim.keys)
    for number in claim.numbers:
        if not claim.relations.get(("number", number), frozenset()) & _SPAN_EDGES:
            continue
        for part in stretch.parts:
            for index, token in enumerate(part.tokens):
                if not token.is_number or token.text != number or not _span_of(part.tokens, index):
                    continue
                verb = _span_verb(part, index)
                if verb is not None and not held(verb, keys):
                    return _Instead(f"the context gives {number} for another span ({verb})")
    return None


def _qualifiers(part: Sentence, nouns: Collection[str]) -> list[NameRun]:
    """The names of a sentence that stand right before one of ``nouns`` ("the Premium
    plan")."""
    tokens = part.tokens
    return [
        run for run in part.names if run.end + 1 < len(tokens) and key(tokens[run.end + 1]) in nouns
    ]


def _asked_kind_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that names no thing of the kind its question asks about ("a Standard-plan
    customer") and whose amount the context gives only in passages that name another thing
    of that kind and not the asked one ("within 1 hour for Severity 1 tickets on the Premium
    plan"): the amount is the other thing's."""
    if not context.asked or not claim.numbers:
        return None
    for asked, noun in context.asked:
        if any(_same_name(asked, mine) for mine in claim.names):
            continue  # the claim names its thing itself
        for number, units in claim.numbers.items():
            holding = [
                p
                for p in stretch.parts
                if number in p.numbers and _units_agree(units, p.numbers[number])
            ]
            if not holding:
                continue
            rivals: set[str] = set()
            for part in holding:
                kinds = _kinds_named(part, context, (noun,))
                if any(_same_name(asked, run) for run in kinds):
                    break  # a passage about the asked thing gives it
                rivals.update(run.label() for run in kinds)
            else:
                if rivals:
                    named = sorted(rivals)[0]
                    return _Instead(
                        f"the context gives {number} for the {named} {noun}, "
                        f"not the {asked.label()} {noun}"
                    )
    return None


def _kinds_named(part: Sentence, context: Context, nouns: Collection[str]) -> list[NameRun]:
    """The names that qualify one of ``nouns`` ("the Premium plan") in a sentence or in the
    sentences of its passage before it (a heading: "Support SLA, Standard tier: ...")."""
    return [
        run
        for other in context.sentences
        if other.context == part.context and other.index <= part.index
        for run in _qualifiers(other, nouns)
    ]


def kinds_of(claim: Claim) -> list[tuple[NameRun, frozenset[str]]]:
    """Each name of a claim that qualifies a noun, with the keys of that noun and the next
    ("the Premium support tier": Premium, {support, tier}); a people or a place ("the French
    chemist") is no kind of thing."""
    found = []
    tokens = claim.tokens
    for run in claim.names:
        if run.place is not None:
            continue
        nouns = set()
        for token in tokens[run.end + 1 : run.end + 3]:
            if not _common_noun(token):
                break
            nouns.add(key(token))
        if nouns:
            found.append((run, frozenset(nouns)))
    return found


def _substitution(
    claim: Claim, stretch: _Stretch, context: Context, everything: _Stretch
) -> str | None:
    """A sentence saying what the claim says with another name, number or date in its place:
    the claim's value is missing and the sentence has a value of the same kind the claim
    does not use. A number the whole context (``everything``) computes is not missing."""
    for date in sorted(claim.dates):
        if (
            not date_supported(date, stretch.dates)
            and stretch.dates
            and not _year_of_passage(date, stretch, context)
            and not _counted_from(date, stretch, context)
        ):
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
        if _computed(number, claim, everything):
            continue  # computed from amounts said apart ("taller by 64 metres")
        rivals = [
            other
            for other, other_units in stretch.numbers.items()
            if other not in claim.numbers
            and not _only_a_day(other, stretch)
            # "1,990 people" is no year in place of "before 2000"
            and _year_in(other, stretch.parts) == _written_as_year(number, claim.tokens)
            and ((units and other_units and units & other_units) or (not units and not other_units))
        ]
        if rivals:
            # the one said beside a common word of the claim ("born 1890, died 1962": 1962
            # for "died")
            common = {
                key(t) for t in claim.tokens if t.is_content and not (t.is_number or t.capitalised)
            }
            rival = max(rivals, key=lambda other: _beside_words(other, common, stretch))
            return _Instead(f"the context gives {rival}, not {number}")
    return None


def _beside_words(number: str, words: set[str], stretch: _Stretch) -> bool:
    """Whether one of ``words`` stands among the few words before the number in the
    stretch."""
    return any(
        key(before) in words
        for part in stretch.parts
        for at, token in enumerate(part.tokens)
        if token.text == number
        for before in part.tokens[max(0, at - _BESIDE) : at]
    )


_BESIDE = 3


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


# A bare "degrees" is a degree of whichever scale the context gives ("two degrees warmer":
# "2 °C above").
_DEGREE_SCALES = units_of("temperature")


def _scaled(units: set[str]) -> set[str]:
    """The units a claim's amount may be written in: a bare degree is one of any scale."""
    return units | _DEGREE_SCALES if "deg" in units else units
