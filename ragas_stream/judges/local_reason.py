"""Claims about two things at once, decided from what the context says about each.

* A comparison: "A is older than B", "A is deeper than B", "A came out first, before B". The
  context must give each of A and B a value on the compared scale (a year or date for time
  words, a quantity in the same unit for amounts); the claim is supported when the values
  stand in the claimed order. A comparison that names only A ("A has the higher melting
  point") is made against the one other thing the context writes as it writes A, when the
  amount it gives A stands by the claim's words.
* "The longer of the two X": the one of two things the context names right after "X", or
  tells apart by an amount right before "X" ("the 200 m freestyle", "the 400 m
  freestyle"), that the degree picks; "The older of A and B" is the one of A and B it picks.
* A claim that two things agree: "A and B are (not) from the same country" compares the places
  (countries, or the words for their people) the context gives each; "A and B have the same
  founder" compares the names it gives each for the words after "same"; "A and B were (not)
  both singers" checks each against the words after "both".

Each function returns None when the claim is not of its kind or the context does not give the
values, so that the ordinary checks decide. Pure, deterministic functions.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from .local_evidence import (
    Bag,
    Claim,
    Context,
    NameRun,
    Sentence,
    analyse_claim,
    counts_one_of,
    held,
    is_year_token,
    key,
    occurrences,
    verb_like,
    years_later,
)
from .local_grammar import AUXILIARIES, RELATIVE_WORDS, is_verb
from .local_lexicon import (
    base_factor,
    canonical_unit,
    exclusive_group,
    lemma,
    lemmas,
    unit_dimension,
    units_of,
)
from .local_places import place_of, places_around
from .local_works import made_work
from .questions import Verdict
from .text import YEARS_IN, Token, dates, month_number, tokenize

__all__ = [
    "BIRTH",
    "COMPARATIVES",
    "amount_sign",
    "dated_time",
    "decide_comparison",
    "decide_pair_claim",
    "each_of_both",
    "in_a_lifetime",
    "soon_failure",
    "the_one_of_two",
    "the_other_of_two",
]

_EARLY = lemmas("first earliest earlier before sooner older oldest elder eldest prior")
_LATE = lemmas("later last latest after younger youngest newer newest")
_AGE = lemmas("older oldest elder eldest younger youngest")
_MORE = lemmas(
    """
    more most larger largest bigger biggest higher highest deeper deepest taller tallest
    longer longest heavier heaviest greater greatest wider widest richer faster fastest
    quicker quickest
    hotter warmer stronger further farther thicker thickest
    """
)
_LESS = lemmas(
    """
    less least fewer fewest smaller smallest lower lowest shallower shorter shortest
    lighter lightest narrower poorer slower slowest colder cooler weaker thinner thinnest
    """
)
_MARKERS = frozenset(("than", "before", "after"))
_FAR = lemmas("further farther furthest farthest closer closest nearer nearest distance")


def _entities(claim: Claim) -> list[NameRun]:
    return [run for run in claim.names if run.place is None]


# The sentences about a thing, each with where it is named (``_sentences_of``).
_Places = list[tuple[Sentence, int]]


def _sentences_of(run: NameRun, context: Context) -> _Places:
    """The sentences about a thing, each with where it is named: those naming it, and a
    sentence of the same passage right after one of them that no other name opens
    ("Individuals typically live about 18 months") or whose pronoun stands for a name
    within the thing's words ("It ..." after "The Kessel vole ...", for "Kessel vole") or,
    where the thing opened that sentence, for no name at all."""
    found: list[tuple[Sentence, int]] = []
    named: Sentence | None = None  # the last sentence that names it or stands for it
    named_by: Sentence | None = None  # the last sentence that names it
    words = set(run.keys)
    for sentence in context.sentences:
        at = [i for i in occurrences(run, sentence, context) if not _compared_with(sentence, i)]
        if at:
            found.append((sentence, at[0]))
            named = named_by = sentence
        elif (
            named is not None
            and named.index + 1 == sentence.index
            and named.context == sentence.context
            and _about_the_same(sentence)
        ):
            if sentence.pronoun < 0:
                found.append((sentence, 0))
            elif not sentence.implied and (found[-1][1] <= 1 or found[-1][0] is not named_by):
                # "The ashen shrike breeds ... Slightly larger than its relative the Hollin
                # shrike, it reaches 23 centimetres": no name for the pronoun to stand for,
                # so it stands for the thing that opened the sentence before.
                found.append((sentence, sentence.pronoun))
                named = sentence  # (and the next one's pronoun may stand for it too)
            else:
                meant = [set(n) - _ARTICLE_KEYS for n in sentence.implied]
                if any(m and (m <= words or words <= m) for m in meant):
                    # ("it", for "The Ngātoro Flats Geothermal Plant", stands for Ngātoro Flats)
                    found.append((sentence, sentence.pronoun))
                    named = sentence
    return found


def _compared_with(sentence: Sentence, at: int) -> bool:
    """Whether the thing named at ``at`` is only what another is measured against ("larger
    than its relative the Hollin shrike, it reaches 23 centimetres"): the amounts are not
    its own."""
    return any(t.text == "than" for t in sentence.tokens[max(0, at - 4) : at])


# The keys of the articles, which the names a pronoun stands for keep ("the Kessel vole").
_ARTICLE_KEYS = frozenset(key(t) for t in tokenize("the a an"))


def _about_the_same(sentence: Sentence) -> bool:
    """Whether a sentence may go on about the thing the one before named: it names nothing,
    or its names do not open it and neither does an article ("Adult males average 2,300
    kilograms ... in southern Africa"; not "The dune cricket is an insect of the family
    Gryllidae", which brings in another thing)."""
    if not sentence.names:
        return True
    if sentence.tokens and sentence.tokens[0].text in _DETERMINERS:
        return False
    return not any(n.start <= 1 and (n.start == 1 or len(n.keys) > 1) for n in sentence.names)


# Words that date when a thing was begun, not when it was done ("Construction began in 1984
# but stalled ... and the tower finally opened in 1989").
_BEGUN = lemmas("began begun begin started start commenced")


def _begun_at(tokens: Sequence[Token], index: int) -> bool:
    return any(key(t) in _BEGUN for t in tokens[max(0, index - 3) : index])


def _time_value(
    sentence: Sentence, at: int, lives: bool = True, begun: bool = True
) -> tuple[int, ...] | None:
    """The first date or year given after (else before) a token of the sentence; with
    ``lives`` false, not a year of birth or death ("born 1888, died 1951" says nothing of
    when a first novel came out); with ``begun`` false, a year something began in only when
    the sentence gives no other."""
    tokens = sentence.tokens
    order = [*range(at, len(tokens)), *range(at - 1, -1, -1)]
    if not begun:
        order.sort(key=lambda i: _begun_at(tokens, i))  # stable: the nearest otherwise
    for index in order:
        token = tokens[index]
        if is_year_token(token):
            if not lives and index and tokens[index - 1].text in ("born", "died"):
                continue
            return _date_at(sentence, token)
    return None


# How many characters before a year its date may start ("30 September 2023"), and after it
# end ("2023-06-30").
_DATE_BEFORE = 20
_DATE_AFTER = 6


def _date_at(sentence: Sentence, year: Token) -> tuple[int, ...]:
    """The date a year token ends (or opens) as numbers, (year, month, day) or (year, month),
    else the year alone: "fully decommissioned on 30 June 2023" gives (2023, 6, 30) even
    where the sentence gives another date of 2023 before it."""
    text = sentence.text
    around = text[max(0, year.start - _DATE_BEFORE) : year.end + _DATE_AFTER]
    found = [d for d in dates(around) if d.startswith(year.text) and sentence.dates & {d}]
    if not found:
        return (int(year.text),)
    best = max(found, key=lambda d: (len(d), d))
    return tuple(int(p) for p in best.split("-"))


# Words of a claim about the top of a range ("the larger maximum wingspan").
_MAXIMUM = lemmas("maximum max peak utmost")


def _range_start(sentence: Sentence, at: int) -> bool:
    """Whether the number at ``at`` opens a range ("2.5 to 3.5", "2.5-3.5")."""
    tokens = sentence.tokens
    if at + 1 < len(tokens) and tokens[at + 1].is_number:
        return sentence.text[tokens[at].end : tokens[at + 1].start].strip() in ("-", "\u2013")
    return at + 2 < len(tokens) and tokens[at + 1].text == "to" and tokens[at + 2].is_number


def _amount(
    sentence: Sentence,
    at: int,
    claim: Claim,
    units: set[str] | None,
    like: frozenset[str],
    measured: bool = False,
    bare: bool = False,
) -> tuple[int, tuple[float, set[str], frozenset[str]]] | None:
    """A quantity (not a year) the sentence gives, nearest after the name, preferring one
    next to the claim's words or to ``like`` (the words of the amount it is compared with:
    "an area of 84 km²" against "60 km south" and "a surface area of 131 km²"), with its
    units and the words next to it; and how far it stands (less when preferred). With
    ``measured``, only an amount written with one of ``units``; with ``bare``, only one
    written with none that counts the claim's counted noun or people ("160 people")."""
    candidates: list[tuple[int, float, set[str], frozenset[str]]] = []
    wanted = Bag.of((*claim.words, *like))
    counted = _counted_noun(claim)
    far = any(lemma(t.text) in _FAR for t in claim.tokens)
    founding = bool(claim.keys & _ORIGINALLY)  # the claim asks about the start itself
    planned = bool(claim.keys & _PLANNED)
    current = any(t.text in _CURRENTLY for t in claim.tokens)  # "can currently seat more"
    for index, token in enumerate(sentence.tokens):
        if not token.is_number or ":" in token.text:
            continue
        there = sentence.numbers.get(token.text, set()) or _range_units(sentence, index)
        decade = index + 1 < len(sentence.tokens) and sentence.tokens[index + 1].text == "s"
        if is_year_token(token) and (not there or decade):
            continue  # a year or a decade ("the 1980s"); "1,230 kilometres" is an amount
        if _one_of(sentence, index):
            continue  # "one of the northernmost capitals" is no amount of it
        if units and (there or measured) and not _same_measure(units, there):
            continue
        if bare and (
            there
            or counted is None
            or not counts_one_of(sentence.tokens, index, frozenset((counted, _PEOPLE)))
        ):
            continue  # a measure, or a count of other things
        if _of_another(sentence, at, index):
            continue  # "Its largest tributary is the Wray, which is 140 kilometres long"
        if claim.keys & _MAXIMUM and _range_start(sentence, index):
            continue  # "typically 2.5 to 3.5 metres", for "the larger maximum wingspan"
        if not far and _how_far(sentence, index):
            continue  # "9 miles north of Wendle" is no size of the town
        words = frozenset().union(*(w for n, w in sentence.pieces if n == token.text))
        near = any(held(w, wanted) for w in words) if words else False
        # "with 14 stops", for "more stops": what it counts breaks ties between amounts
        # equally near the claim's words
        counts = counted is not None and (
            counts_one_of(sentence.tokens, index, frozenset((counted,)))
            or _amount_of_noun(sentence.tokens, index, counted)
        )
        distance = abs(index - at) - (100 if near else 0) - (_COUNTS if counts else 0)
        if counted is not None and held(counted, Bag.of(words)):
            # "launched more vessels ...: 14 against 9", not "with around 2,900 employees"
            distance -= _COUNTED_PIECE
        if not founding and _originally_at(sentence.tokens, index):
            distance += _ORIGINAL  # "formed in 1969 with six members ... the current four"
        if not founding and any(
            t.text in _CURRENTLY for t in sentence.tokens[max(0, index - 2) : index]
        ):
            distance -= _ORIGINAL  # "leaving the current four-piece lineup": what it has now
        if current and _changed_to(sentence.tokens, index):
            distance -= _ORIGINAL  # "an expansion ... raised its capacity to 3,100"
        if not planned and any(
            key(t) in _PLANNED for t in sentence.tokens[max(0, index - 4) : index]
        ):
            distance += _CONVERTED  # "originally planned a capacity of 240 megawatts, but"
        if units and there and not units & there:
            distance += _CONVERTED  # "0.6 kilometres" for metres, where none is in metres
        try:
            candidates.append((distance, float(token.text), there, words))
        except ValueError:
            continue
    if not candidates:
        return None
    distance, value, there, words = min(candidates, key=lambda c: c[0])
    return distance, (value, there, words)


def _changed_to(tokens: Sequence[Token], index: int) -> bool:
    """Whether the number at ``index`` is what a change brought an amount "to" ("raised its
    capacity to 3,100"): the amount since the change, for a claim of what holds now."""
    if index == 0 or tokens[index - 1].text != "to":
        return False
    return any(key(t) in _CHANGING for t in tokens[max(0, index - _CHANGE_REACH) : index - 1])


# Verbs that bring an amount to a new value, and how far before its "to" one may stand.
_CHANGING = lemmas("raise increase expand grow boost reduce cut lower extend enlarge")
_CHANGE_REACH = 5


def _amount_of_noun(tokens: Sequence[Token], index: int, noun: str) -> bool:
    """Whether the number at ``index`` is the amount of ``noun`` written before it with "of"
    ("an installed capacity of 180 megawatts", "a capacity of about 240")."""
    for at in range(index - 1, max(0, index - 3), -1):
        if tokens[at].text == "of":
            return at > 0 and key(tokens[at - 1]) == noun
        if tokens[at].is_number:
            return False
    return False


_PEOPLE = lemma("people")  # a count of any people ("160 people", "persons")


def _one_of(sentence: Sentence, index: int) -> bool:
    """Whether the token is the word "one" before "of" ("one of the largest")."""
    token = sentence.tokens[index]
    following = sentence.tokens[index + 1] if index + 1 < len(sentence.tokens) else None
    return (
        token.text == "1"
        and not sentence.text[token.start].isdigit()
        and following is not None
        and following.text == "of"
    )


_COUNTS = 10
# An amount in another unit of the wanted dimension is taken only where none is in its unit.
_CONVERTED = 1000
# What an amount's piece says it counts outweighs its nearness to the claim's other words.
_COUNTED_PIECE = 150

# Words that give an amount as it was at the start ("formed in 1969 with six members",
# "originally 40 staff"): a comparison that does not ask about the start takes another
# amount the sentences give, if any.
_ORIGINALLY = lemmas(
    "formed founded established launched opened original originally initially founding"
)
_ORIGINAL = 200
# Words that give an amount as it was meant to be, not as it is: taken only where the thing
# has no other amount, unless the claim speaks of the plan.
_PLANNED = lemmas("planned proposed intended")
_CURRENTLY = frozenset(["current", "currently", "now", "today", "present"])
_WHEN_REACH = 9  # how far before an amount a "when it opened" clause may start


def _originally_at(tokens: Sequence[Token], index: int) -> bool:
    """Whether a word of the start stands near the number at ``index``, or opens a "when"
    clause before it ("When it opened in 1951 it had seating for 1,800")."""
    if any(key(t) in _ORIGINALLY for t in tokens[max(0, index - 4) : index + 4]):
        return True
    before = tokens[max(0, index - _WHEN_REACH) : index]
    return any(
        t.text == "when" and any(key(n) in _ORIGINALLY for n in before[i + 1 : i + 3])
        for i, t in enumerate(before)
    )


def _counted_noun(claim: Claim) -> str | None:
    """The noun a comparison counts, right after its comparative ("has more stops than":
    "stop"; the head of a compound: "more dye vats": "vat"), or None ("11 percent more
    than")."""
    tokens = claim.tokens
    for at, (word, following) in enumerate(itertools.pairwise(tokens)):
        if _direction(key(word)) is not None and following.is_content and not following.is_number:
            if following.text == "than":
                return None
            end = at + 1  # the head of the noun after it: "more dye vats": "vat"
            while (
                end + 1 < len(tokens)
                and tokens[end + 1].is_content
                and not tokens[end + 1].is_number
                and tokens[end + 1].text != "than"
                and not verb_like(tokens[end + 1])
            ):
                end += 1
            return key(tokens[end])
    return None


def _range_units(sentence: Sentence, index: int) -> set[str]:
    """The units of the number that closes a range the number at ``index`` opens ("150 to
    190 grams", "35-42 grams": grams), or none."""
    tokens = sentence.tokens
    after = tokens[index + 1 : index + 3]
    joint = sentence.text[tokens[index].end : after[0].start] if after else ""
    if after and after[0].is_number and joint in ("-", "\u2013"):  # a hyphen or an en dash
        return sentence.numbers.get(after[0].text, set())
    if len(after) == 2 and after[0].text == "to" and after[1].is_number:
        return sentence.numbers.get(after[1].text, set())
    return set()


def _how_far(sentence: Sentence, index: int) -> bool:
    """Whether the number at ``index`` gives how far the thing lies from another ("9 miles
    north of Wendle"): its unit, a compass word, then "of". ("Flows 418 kilometres from the
    Krel Hills" is the river's length.)"""
    after = [t.text for t in sentence.tokens[index + 1 : index + 4]]
    return len(after) == 3 and "compass" in exclusive_group(lemma(after[1])) and after[2] == "of"


def _of_another(sentence: Sentence, at: int, index: int) -> bool:
    """Whether the number at ``index`` stands in a relative clause right after another name
    that follows the thing at ``at`` ("the Wray, which is 140 kilometres long"): then it is
    that name's amount."""
    opening = sentence.segments[sentence.segment_of(index)][0]
    if sentence.tokens[opening].text not in ("which", "who") or opening == 0:
        return False
    before = sentence.tokens[opening - 1]
    if "," not in sentence.text[before.end : sentence.tokens[opening].start]:
        return False  # "a river in western Ebrovia that flows ...": the river flows
    return any(at < run.start and run.end + 1 == opening for run in sentence.names)


def amount_sign(word: str) -> int:
    """1 for a word that says more of an amount ("deeper", "more"), -1 for one that says
    less ("shallower", "fewer"), 0 for any other."""
    found = _direction(lemma(word))
    return found[1] if found is not None and found[0] == "amount" else 0


def _names_a_thing(tokens: Sequence[Token], at: int) -> bool:
    """Whether the word at ``at`` goes with the noun after it ("its first edition")."""
    following = tokens[at + 1] if at + 1 < len(tokens) else None
    return (
        following is not None
        and following.is_content
        and following.text != "than"
        and not verb_like(following)
    )


def _direction(word: str) -> tuple[str, int, bool] | None:
    """The scale a comparison word speaks of, its sign, and whether it speaks of age."""
    if word in _EARLY:
        return "time", -1, word in _AGE
    if word in _LATE:
        return "time", 1, word in _AGE
    if word in _MORE:
        return "amount", 1, False
    if word in _LESS:
        return "amount", -1, False
    return None


# Units a stated gap between two times is given in, in days; how far off a stated gap may
# be, as a share of it or in its unit, whichever is more; and the slack a time given to the
# year only (or the month) adds.
_GAP_DAYS = {"year": 365.25, "month": 30.44, "week": 7.0, "day": 1.0}
_GAP_SHARE = 0.1
_GAP_UNITS = 0.5


def _stated_gap(claim: Claim, at: int) -> tuple[float, str, int] | None:
    """The gap the claim states right before its "before"/"after" ("about five and a half
    years after") or before the age word of its "than" ("three years older than"), as
    (amount, unit, bound), if any: the bound is 1 for a least gap ("more than 17 years
    before"), -1 for a greatest ("less than a year after"), else 0."""
    at -= _ahead_of(claim.tokens, at)
    aged = at > 2 and claim.tokens[at].text == "than" and key(claim.tokens[at - 1]) in _AGE
    at -= aged  # "three years older than": the gap stands before "older"
    if at < 2 or not (aged or claim.tokens[at].text in ("before", "after", "ahead")):
        return None
    amount, unit = claim.tokens[at - 2], lemma(claim.tokens[at - 1].text)
    if unit not in _GAP_DAYS:
        return None
    if amount.text in ("a", "an"):
        value = 1.0  # "more than a year before"
    elif not amount.is_number:
        return None
    else:
        try:
            value = float(amount.text)
        except ValueError:
            return None
    lead = " ".join(t.text for t in claim.tokens[max(0, at - 4) : at - 2] if not t.is_number)
    bound = next((b for phrase, b in _GAP_BOUNDS.items() if f" {lead}".endswith(f" {phrase}")), 0)
    return value, unit, bound


def soon_failure(claim: Claim, parts: Sequence[Sentence]) -> str | None:
    """A claim that something came "shortly after" (or "soon", "immediately" after or before)
    where a sentence of ``parts`` puts a gap of more than a year there: "more than twenty
    years after returning" against "shortly after he returned"; None otherwise."""
    tokens = claim.tokens
    markers = {
        b.text for a, b in itertools.pairwise(tokens) if a.text in _SOON and b.text in _ORDERS
    }
    for part in parts:
        words = part.tokens
        for index in range(2, len(words)):
            marker = "after" if words[index].text == "later" else words[index].text
            unit = lemma(words[index - 1].text)
            amount = words[index - 2]
            if marker not in markers or unit not in _GAP_DAYS or not amount.is_number:
                continue
            try:
                days = float(amount.text) * _GAP_DAYS[unit]
            except ValueError:
                continue
            if days > _GAP_DAYS["year"]:
                return f"the context gives {amount.text} {unit}s {marker}, not {marker} soon"
    return None


_SOON = frozenset(["shortly", "soon", "immediately"])
_ORDERS = frozenset(["after", "before"])


def _gap_after(claim: Claim, at: int) -> tuple[float, str, int] | None:
    """The gap a claim states with "by" after its "before"/"after" ("discovered first,
    before Neptune by 65 years"), as ``_stated_gap`` gives it."""
    margin = _margin_after(claim, at)
    if margin is None:
        return None
    tokens = claim.tokens
    by = next((i for i in range(at + 1, len(tokens)) if tokens[i].text == "by"), None)
    if by is None:
        return None
    number = by + 2 if margin[1] else by + 1
    if number + 1 >= len(tokens):
        return None
    unit = lemma(tokens[number + 1].text)
    return (margin[0], unit, 0) if unit in _GAP_DAYS else None


# Words before a stated gap that make it a bound, and which.
_GAP_BOUNDS = {"more than": 1, "over": 1, "at least": 1, "less than": -1, "under": -1}


def _gap_agrees(gap: tuple[float, str, int], a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """Whether two times (year, month, day; the month and day may be missing) stand the
    stated gap apart: to within a tenth of it or half its unit, whichever is more, plus the
    slack of a time given only to the year or the month; a bound on its side, with the
    slack of such a time only."""
    amount, unit, bound = gap
    wanted = amount * _GAP_DAYS[unit]
    vague = sum(_imprecision(t) for t in (a, b))
    apart = abs(_day_number(b) - _day_number(a))
    if bound:
        return (apart - wanted) * bound >= -vague
    slack = max(_GAP_SHARE * wanted, _GAP_UNITS * _GAP_DAYS[unit]) + vague
    return abs(apart - wanted) <= slack


_HALF_YEAR = _GAP_DAYS["year"] / 2
_HALF_MONTH = _GAP_DAYS["month"] / 2


def _day_number(time: tuple[int, ...]) -> float:
    """Days since year 0 of a time, taking the middle of a year or a month given alone."""
    year, month, day = (*time, 0, 0)[:3]
    if not month:
        return year * _GAP_DAYS["year"] + _HALF_YEAR
    return year * _GAP_DAYS["year"] + (month - 1) * _GAP_DAYS["month"] + (day or _HALF_MONTH)


def _imprecision(time: tuple[int, ...]) -> float:
    """Half the span, in days, a time given to the year (or the month) only covers."""
    return _HALF_YEAR if len(time) == 1 else _HALF_MONTH if len(time) == 2 else 0.0


def _split(claim: Claim) -> tuple[int, str] | None:
    """The first marker of a comparison ("than", "before", "after") and where it stands; a
    "than" right before a number bounds an amount ("more than 17 years before Haydn") and
    marks none."""
    tokens = claim.tokens
    for index, token in enumerate(tokens):
        if _ahead_of(tokens, index) and _name_follows(tokens, index):
            return index, "before"  # "five years ahead of Frankenstein"
        if not token.is_number and token.text in _MARKERS and index > 0:
            if token.text == "than" and _gap_follows(tokens, index + 1):
                continue
            if token.text == "after" and tokens[index - 1].text in _NAMING:
                continue  # "was named after Poland": a namesake, not a time
            return index, token.text
    return None


_NAMING = frozenset(("named", "renamed", "called"))


def _gap_follows(tokens: Sequence[Token], at: int) -> bool:
    """Whether the tokens from ``at`` open an amount: a number, or "a"/"an" before a unit of
    time ("more than a year before")."""
    if at >= len(tokens):
        return False
    if tokens[at].is_number:
        return True
    return (
        tokens[at].text in ("a", "an")
        and at + 1 < len(tokens)
        and lemma(tokens[at + 1].text) in _GAP_DAYS
    )


def _ahead_of(tokens: Sequence[Token], at: int) -> int:
    """1 when the token at ``at`` is the "of" of "ahead of" (a "before"), else 0."""
    return int(at > 1 and tokens[at].text == "of" and tokens[at - 1].text == "ahead")


def _name_follows(tokens: Sequence[Token], at: int) -> bool:
    """Whether a name (with or without "the") comes right after the token at ``at``."""
    after = tokens[at + 2 if at + 2 < len(tokens) and tokens[at + 1].text == "the" else at + 1 :]
    return bool(after) and after[0].capitalised


def decide_comparison(claim: Claim, context: Context) -> Verdict | None:
    """A comparison between two named things, decided from their values; None when the claim
    is no comparison or the context lacks a value."""
    split = _split(claim)
    if split is None:
        return _against_the_other(claim, context)
    at, marker = split
    entities = _entities(claim)
    left = _widest(claim, [r for r in entities if r.end < at], _written_as(claim, 0, context))
    right = _widest(
        claim, [r for r in entities if r.start > at], _written_as(claim, at + 1, context)
    )
    if not left or not right:
        return None
    a, b = left[0], right[0]
    if marker in ("before", "after") and (
        any(verb_like(t) or is_verb(t.text) for t in claim.tokens[b.end + 1 :])
        or any(
            not t.capitalised and t.text not in _DETERMINERS for t in claim.tokens[at + 1 : b.start]
        )
    ):
        # "had four members after Freya Lund left", "before moving to Cambridge", "before her
        # death in Monroeville": a time, not a comparison of two things, unless each side's
        # verb is dated ("made its first flight before Ford Motor Company was founded")
        return _events_compared(claim, context, a, b, at, marker)
    found = _compare(claim, context, a, b, at, marker)
    names = [r for r in entities if r.end < at][:1], [r for r in entities if r.start > at][:1]
    if found is None and names[0] and names[1] and (names[0][0], names[1][0]) != (a, b):
        # "the Tovey halfpenny": the sentences about the name give its amount, where those
        # naming the whole thing do not ("About 18,500 pieces were struck ...")
        return _compare(claim, context, names[0][0], names[1][0], at, marker)
    return found


def _events_compared(
    claim: Claim, context: Context, a: NameRun, b: NameRun, at: int, marker: str
) -> Verdict | None:
    """Whether what ``a`` did came before or after what ``b`` did, by the years the context
    gives right after each side's own verb in the sentences about each ("made the first
    flight ... on 17 December 1903", "was incorporated on 16 June 1903"); None when either
    is not dated so."""
    tokens = claim.tokens
    if b.start <= at or any(
        not t.capitalised and t.text not in _DETERMINERS for t in tokens[at + 1 : b.start]
    ):
        return None
    a_verbs = _verb_keys(tokens[a.end + 1 : at])
    b_verbs = _verb_keys(tokens[b.end + 1 :])
    if not a_verbs or not b_verbs:
        return None
    a_time = dated_time(_sentences_of(a, context), a_verbs)
    b_time = dated_time(_sentences_of(b, context), b_verbs)
    if a_time is None or b_time is None or a_time == b_time:
        return None
    if {int(t.text) for t in tokens if is_year_token(t)} - {a_time[0], b_time[0]}:
        return None  # "died in 1615, a year before ...": the claim's own years decide
    holds = a_time < b_time if marker == "before" else a_time > b_time
    gap = _stated_gap(claim, at) or _gap_after(claim, at)
    if holds and gap is not None and not _gap_agrees(gap, a_time, b_time):
        # "began seven months before ..." where the context gives June and October
        given = f"{_show(a_time)} and {_show(b_time)}"
        return Verdict(False, f"the context gives {given}: not {gap[0]:g} {gap[1]}s apart")
    return _verdict(holds, claim.negated, a, b, a_time, b_time)


def _own_year(claim: Claim, a: NameRun, at: int) -> int | None:
    """The year the claim gives its first side's event itself, after the last verb before
    its "before" or "after" ("stopped competing in 1981, after ..."; not "dates from 1776
    and was restored after ..."); None without one."""
    tokens = claim.tokens
    verb = next((i for i in range(at - 1, a.end, -1) if verb_like(tokens[i])), None)
    if verb is None:
        return None
    years = [int(t.text) for t in tokens[verb + 1 : at] if is_year_token(t)]
    return years[-1] if years else None


def _verb_keys(tokens: Sequence[Token]) -> frozenset[str]:
    """The keys of the verbs among ``tokens``, not "be" nor "have"."""
    return frozenset(key(t) for t in tokens if verb_like(t) and t.text not in AUXILIARIES)


def dated_time(
    places: Sequence[tuple[Sentence, int]], verbs: frozenset[str]
) -> tuple[int, ...] | None:
    """The first date or year after one of ``verbs`` in its clause (no relative clause
    between) in the sentences about a thing, or None."""
    wanted = Bag.of(verbs)
    for sentence, _ in places:
        tokens = sentence.tokens
        for index, token in enumerate(tokens):
            if not is_year_token(token):
                continue
            reach = _unquoted(sentence, tokens[max(0, index - _CLAUSE_REACH) : index])
            for before in reversed(reach):
                if not before.is_number and held(key(before), wanted):
                    return _time_value(sentence, index)
                if before.text in RELATIVE_WORDS:
                    break  # "founded by Ida Harl, who died in 1950": another clause's year
    return None


# How far back from a year its clause's verb may stand ("made the first controlled, sustained
# flight of a powered, heavier-than-air aircraft on 17 December 1903").
_CLAUSE_REACH = 16


def _compare(
    claim: Claim,
    context: Context,
    a: NameRun,
    b: NameRun,
    at: int,
    marker: str | None,
    near: bool = False,
) -> Verdict | None:
    """Whether ``a`` stands to ``b`` as the claim's degree word before ``at`` (or its
    ``marker``, "before" or "after") says, by the values the context gives each; None when
    it gives no comparable values, or, with ``near``, when the amount it gives ``a`` stands
    by none of the claim's other words ("more employees": not "revenue of 412 million")."""
    kept = [t for t in claim.tokens[:at] if not t.is_number]
    words = [key(t) for t in kept]
    if marker in ("before", "after"):
        words.append(lemma(marker))  # the key the direction tables hold ("befor")
    directions = {i: d for i, w in enumerate(words) if (d := _direction(w)) is not None}
    for i in directions:
        if words[i] in _FAR and i + 1 < len(kept) and kept[i + 1].text == "back":
            directions[i] = ("time", -1, False)  # "origins further back in time": earlier
    spots = list(directions)
    if not spots:
        return None
    if len(spots) > 1 and directions[spots[0]][0] == "amount":
        # "had more headwords in its first edition than": the "first" names an edition
        spots = [i for i in spots if i == spots[0] or not _names_a_thing(kept, i)]
    degree = words[spots[-1]]
    scale, sign, age = directions[spots[-1]]
    a_at, b_at = _sentences_of(a, context), _sentences_of(b, context)
    if not a_at or not b_at:
        return None
    lived = any(t.text in ("live", "lived", "lives") for t in claim.tokens[:at]) or (
        age and any(t.text in ("death", "died") for t in claim.tokens)
    )  # "older at the time of his death": the longer life
    a_span, b_span = (_first_lifespan(a_at), _first_lifespan(b_at)) if lived else (None, None)
    if a_span is not None and b_span is not None:  # "A lived longer than B": their lives
        if a_span == b_span:
            return None
        longer = sign > 0 if scale == "amount" else sign < 0  # "older" is an earlier birth
        holds = a_span > b_span if longer else a_span < b_span
        return _years_verdict(claim, at, holds, a, b, a_span, b_span)
    if lived and scale != "amount":
        return None  # (a life "longer" than another without its years: the amounts below)
    # "spent longer in total as prime minister": every span of the role
    total = frozenset(claim.keys) if claim.keys & _TOTAL else frozenset()
    spans = _first_span(a_at, total), _first_span(b_at, total)
    if scale == "amount" and any(t.text in ("longer", "shorter") for t in claim.tokens):
        a_years, b_years = spans
        if a_years is None or b_years is None:
            # "stayed in production longer": from "established in 1810" to "until 1935"
            a_years, b_years = _lasted(a_at, context), _lasted(b_at, context)
        if a_years is not None and b_years is not None and a_years != b_years:
            # "served longer as prime minister": from 1971 to 1979 against 1983 to 1988
            holds = a_years > b_years if sign > 0 else a_years < b_years
            return _years_verdict(claim, at, holds, a, b, a_years, b_years)
        if claim.keys & _HISTORY:
            # "has the longer history": the one that began first
            a_time, b_time = _first_time(a_at, lives=False), _first_time(b_at, lives=False)
            if a_time is not None and b_time is not None and a_time != b_time:
                holds = a_time < b_time if sign > 0 else a_time > b_time
                return _verdict(holds, claim.negated, a, b, a_time, b_time)
    if scale == "time":
        lives = age or any(key(t) in _LIFE_WORDS or t.text in _LIFE_WORDS for t in claim.tokens)
        begun = bool(claim.keys & _BEGUN)
        verbs = _verbs_of(claim)
        # ("The clock in X is older": its noun dates no event; the thing itself is dated)
        dating = frozenset() if age else _dating_words(claim, at, a)
        a_time = _first_time(a_at, lives, begun, verbs, dating)
        b_time = _first_time(b_at, lives, begun, verbs, dating)
        born = (_birth_by_age(a_at), _birth_by_age(b_at)) if claim.keys & BIRTH else (None, None)
        if born[0] is not None and born[1] is not None:
            a_time, b_time = born  # "won it in 2014 at the age of 24": born about 1990
        if age and _at_an_event(words[spots[-1] + 1 :]):
            # "younger on coming to the throne": the age at each one's first event after birth
            ages = _age_at_event(a_at), _age_at_event(b_at)
            if ages[0] is not None and ages[1] is not None and ages[0] != ages[1]:
                holds = ages[0] > ages[1] if sign < 0 else ages[0] < ages[1]
                shown = (f"aged {ages[0] / 365.25:.3g}", f"aged {ages[1] / 365.25:.3g}")
                return _verdict(holds, claim.negated, a, b, *shown)
        own = _own_year(claim, a, at) if marker in ("before", "after") else None
        if (
            own is not None
            and b_time is not None
            and own != b_time[0]
            and (own < b_time[0] if marker == "after" else own > b_time[0])
        ):
            # "stopped competing in 1981, after a knee injury" (1984): the claim's own year
            # stands on the wrong side (where it stands on the right one, the rest decides)
            given = f"the claim gives {own} and the context {b.label()} {_show(b_time)}"
            return Verdict(
                claim.negated, given + ("" if claim.negated else ", the other way round")
            )
        if a_time is not None and b_time is not None and a_time != b_time:
            holds = a_time < b_time if sign < 0 else a_time > b_time
            gap = (_stated_gap(claim, at) or _gap_after(claim, at)) if marker else None
            years = {int(t.text) for t in claim.tokens if is_year_token(t)}
            if gap is not None and years - {a_time[0], b_time[0]}:
                gap = None  # the claim's own years are not these: its gap is of other times
            if holds and gap is not None and not _gap_agrees(gap, a_time, b_time):
                given = f"{_show(a_time)} and {_show(b_time)}"
                return Verdict(False, f"the context gives {given}: not {gap[0]:g} {gap[1]}s apart")
            return _verdict(holds, claim.negated, a, b, a_time, b_time)
        if (a_time is None or b_time is None) and marker not in ("before", "after"):
            later = _said_after(a_at, b, context)
            if later is None:
                earlier = _said_after(b_at, a, context)
                later = None if earlier is None else not earlier
            if later is not None:
                # "They first appear in records about forty years after the earliest
                # recorded Vessary rolls": no years, but an order
                holds = later if sign > 0 else not later
                shown = ("later", "earlier") if later else ("earlier", "later")
                return _verdict(holds, claim.negated, a, b, *shown)
        if not age:
            return None
        sign = -sign  # ages given as numbers: the older is the larger
    if lemma(degree) in _SPEED:
        # "the faster best time", "ran faster": each one's best race time, the shorter faster
        timed = _best_race_time(a_at), _best_race_time(b_at)
        if timed[0] is not None and timed[1] is not None and timed[0][0] != timed[1][0]:
            holds = timed[0][0] < timed[1][0] if sign > 0 else timed[0][0] > timed[1][0]
            return _verdict(holds, claim.negated, a, b, timed[0][1], timed[1][1])
    if scale == "amount":
        ratio = _ratio(a_at, b, context)
        if ratio is None:
            inverse = _ratio(b_at, a, context)
            ratio = None if not inverse else 1 / inverse
        if ratio and ratio > 0 and ratio != 1:
            # "Its radius is about 0.8 times that of Jupiter": a multiple of the other thing
            holds = ratio > 1 if sign > 0 else ratio < 1
            return _verdict(holds, claim.negated, a, b, f"{ratio:g} times", "1")
    # The degree word finds the amount it compares ("deeper": "a depth of 94 metres", not
    # "covers 38 square kilometres").
    degrees = _plain_forms(degree)
    # A degree word that names what it measures ("heavier": a mass) takes an amount in
    # those units where the thing has one: "weighs 55 grams", not "reaches 23 centimetres".
    measures = _MEASURES.get(lemma(degree)) or _claimed_measure(claim)
    a_amount = measures and _first_amount(a_at, claim, set(measures), degrees, True)
    a_amount = a_amount or _first_amount(a_at, claim, None, degrees)
    if a_amount is None or (near and not _by_other_words(claim, a_amount[2], a, degree)):
        return None
    a_days = _duration(a_amount)
    units = (set(_DAYS) if a_days else a_amount[1]) or None
    b_amount = _first_amount(b_at, claim, units, a_amount[2] | degrees)
    if b_amount is None:
        return None
    counted = _counted_noun(claim)
    if counted and not measures and (a_amount[1] or b_amount[1]):
        # "seat more visitors": "seats 210 visitors" and "holds only 160 people", not the
        # domes' "18 metres" and "23-metre", where each thing has a count of the claim's
        # noun or of people (not Borg's "41 consecutive match wins" for "more titles", nor
        # "24 bulb turbines" for "greater installed capacity")
        a_count = _first_amount(a_at, claim, None, degrees, bare=True)
        b_count = _first_amount(b_at, claim, None, degrees, bare=True)
        if a_count is not None and b_count is not None:
            a_amount, b_amount = a_count, b_count
    # A bare count ("the largest of Earth's five oceanic divisions") against a measure
    # ("106 million square kilometres"): the other thing's measure, if it has one.
    if not a_amount[1] and b_amount[1]:
        measure = _first_amount(a_at, claim, b_amount[1], b_amount[2] | degrees, measured=True)
        a_amount = measure or a_amount
    elif a_amount[1] and not b_amount[1]:
        measure = _first_amount(b_at, claim, a_amount[1], a_amount[2] | degrees, measured=True)
        b_amount = measure or b_amount
    b_days = _duration(b_amount)
    if a_days is not None and b_days is not None:
        # "four months" against "three weeks": compared in days.
        if lemma(degree) in _SPEED or any(t.text in _FREQUENTLY for t in claim.tokens):
            sign = -sign  # "the faster response", "replaced more often": the shorter time
        holds = a_days > b_days if sign > 0 else a_days < b_days
        shown = (f"{a_days:.3g} days", f"{b_days:.3g} days")
        if a_days == b_days:
            return None
        stated = _stated_difference(claim, at)
        per = _margin_unit_days(claim, stated)
        if holds and stated and per and not _difference_agrees(stated, a_days / per, b_days / per):
            given = f"{a.label()} {shown[0]} and {b.label()} {shown[1]}"
            return Verdict(False, f"the context gives {given}: not {stated[0]:g} apart")
        return _verdict(holds, claim.negated, a, b, *shown)
    if a_amount[1] and b_amount[1] and not a_amount[1] & b_amount[1]:
        a_amount, b_amount = _in_one_unit(a_amount), _in_one_unit(b_amount)  # km against m
    if a_amount[0] == b_amount[0]:
        return None
    holds = a_amount[0] > b_amount[0] if sign > 0 else a_amount[0] < b_amount[0]
    stated = _stated_difference(claim, at)
    if holds and stated is not None and not _difference_agrees(stated, a_amount[0], b_amount[0]):
        # "operates 26 more locations than" where the context gives 62 and 38
        given = f"{a.label()} {_show(a_amount[0])} and {b.label()} {_show(b_amount[0])}"
        return Verdict(False, f"the context gives {given}: not {stated[0]:g} apart")
    return _verdict(holds, claim.negated, a, b, a_amount[0], b_amount[0])


def _claimed_measure(claim: Claim) -> frozenset[str] | None:
    """The units of the one dimension the claim's own amounts are given in ("longer, at
    roughly 600 metres against 420": lengths), or None."""
    dimensions = {unit_dimension(u) for units in claim.numbers.values() for u in units}
    if len(dimensions) != 1:
        return None
    (dimension,) = dimensions
    measured = units_of(dimension)
    return measured if any(base_factor(u) is not None for u in measured) else None


def _same_measure(units: set[str], there: set[str]) -> bool:
    """Whether an amount in ``there`` measures what ``units`` do: a shared unit, or units
    of one dimension that convert ("0.6 kilometres" for "metres")."""
    if units & there:
        return True
    return any(
        base_factor(u) is not None
        and base_factor(t) is not None
        and unit_dimension(u) == unit_dimension(t)
        for u in units
        for t in there
    )


def _in_one_unit(
    amount: tuple[float, set[str], frozenset[str]],
) -> tuple[float, set[str], frozenset[str]]:
    """The amount in the base unit of its dimension when it has one unit that converts
    ("0.6 km": 600 m), so that amounts in different units compare; else as it is."""
    value, units, words = amount
    if len(units) != 1:
        return amount
    (unit,) = units
    factor = base_factor(unit)
    if factor is None:
        return amount
    base = next(u for u in units_of(unit_dimension(unit)) if base_factor(u) == 1.0)
    return value * factor, {base}, words


# Words that make "longer" a comparison of when things began ("the longer history").
_HISTORY = lemmas("history tradition")

# Words that make a comparison of spans one of how often: the shorter span is the more often.
_FREQUENTLY = frozenset(["often", "frequently"])


def _years_verdict(
    claim: Claim, at: int, holds: bool, a: NameRun, b: NameRun, a_years: float, b_years: float
) -> Verdict:
    """The verdict on a comparison of two spans of years (a life, a term), which fails when
    the claim states a difference the spans do not have: "served one year longer" where the
    context gives 8 and 5 years. Spans counted from years alone may be a year off, so a year
    of slack is allowed, and a tenth of the difference when the claim says "about"."""
    stated = _stated_difference(claim, at)
    if holds and stated is not None:
        amount, rough = stated
        if abs(abs(a_years - b_years) - amount) > (max(1.0, 0.1 * amount) if rough else 1.0):
            return Verdict(
                False,
                f"the context gives {a.label()} {a_years} years and {b.label()} {b_years} "
                f"years: not {amount:g} apart",
            )
    return _verdict(holds, claim.negated, a, b, f"{a_years} years", f"{b_years} years")


def _after_verb(tokens: Sequence[Token], at: int) -> bool:
    """Whether the word at ``at`` follows a verb ("closed first", "was completed first"):
    "first" then compares, where "the first woman" or "first published" does not."""
    return at > 0 and verb_like(tokens[at - 1])


def _against_the_other(claim: Claim, context: Context) -> Verdict | None:
    """A comparison that names one thing ("Marrite-6 has the higher melting point", the
    answer to "Which alloy has the higher melting point?"), decided against the one other
    thing the context writes alike (``_frame``) and gives a comparable value: a thing with a
    sentence of its own, so that a heading both are written under ("Kessock Storage - Hot
    tier", "Kessock Storage - Cold tier") is no rival. None when the claim is of another
    kind, or the context gives no such thing or more than one."""
    tokens = claim.tokens
    at = next(
        (
            i
            for i, t in enumerate(tokens)
            if not t.is_number
            and (key(t) in COMPARATIVES or (t.text == "first" and _after_verb(tokens, i)))
            and i > 0
            and not _verb_next(tokens, i)
            and not _after_amount(tokens, i)
        ),
        None,
    )
    if at is None:
        return None
    entities = [r for r in _entities(claim) if r.end < at]
    verb = next((i for i, t in enumerate(tokens) if verb_like(t) and i < at), None)
    if verb is not None and len(entities) > 1:
        # "Penmarric Athletic has won the Kessler Shield more times": the subject is compared
        entities = [r for r in entities if r.end < verb] or entities
    sides = _widest(claim, entities, _written_as(claim, 0, context))
    if len(sides) != 1:
        return None
    a = sides[0]
    a_places = _sentences_of(a, context)
    a_at = {s.index for s, _ in a_places}
    a_frame = _frame(a_places)
    rivals: dict[tuple[str, ...], NameRun] = {}
    for sentence in context.sentences:
        for run in sentence.names:
            mine, theirs = set(a.keys), set(run.keys)
            if run.place is not None or run.keys in rivals or mine <= theirs or theirs <= mine:
                continue  # (the thing itself, or a part of its name; "Drayle Canal" rivals
                # "Pellin Canal")
            rivals[run.keys] = run
    verdicts: list[Verdict] = []
    for keys, run in rivals.items():
        if any(set(keys) < set(other) for other in rivals):
            continue  # a part of a rival's name: "the Mossgill quarries", by "Mossgill Railway"
        b_places = _sentences_of(run, context)
        b_at = {s.index for s, _ in b_places}
        if not b_at - a_at or not a_at - b_at or not a_frame & _frame(b_places):
            continue
        found = _compare(claim, context, a, run, at + 1, None, near=True)
        if found is not None:
            verdicts.append(found)
    return verdicts[0] if len(verdicts) == 1 else None


def _by_other_words(claim: Claim, words: frozenset[str], a: NameRun, degree: str) -> bool:
    """Whether an amount's neighbouring ``words`` hold a word of the claim other than the
    thing's name and the degree word."""
    others = Bag.of(w for w in claim.words if w not in a.keys and w != degree)
    return any(held(w, others) for w in words - set(a.keys))


def _after_amount(tokens: Sequence[Token], index: int) -> bool:
    """Whether a time word follows an amount: "about 29 years later" is a gap after an
    event, not a comparison with another thing (unlike "25 degrees higher")."""
    before = tokens[index - 1]
    if key(tokens[index]) not in _EARLY | _LATE:
        return False
    return before.is_number or canonical_unit(before.text) is not None


def _frame(places: Sequence[tuple[Sentence, int]]) -> set[str]:
    """The content words right before and after where a thing is named ("The alloy
    Marrite-6 melts"): the two of a comparison are written alike ("The alloy Quenstone B
    melts"); a thing with none ("staff in Brint: 14 days") is compared with nothing."""
    words: set[str] = set()
    for sentence, at in places:
        # (the run that holds the name: "Cyclist Deme Fairholt won" for "Deme Fairholt")
        run = next((r for r in sentence.names if r.start <= at <= r.end), None)
        if run is None:
            continue
        for index in (run.start - 1, run.end + 1):
            token = sentence.tokens[index] if 0 <= index < len(sentence.tokens) else None
            if token is not None and token.is_content and not token.is_number:
                words.add(key(token))
    return words


def _verb_next(tokens: Sequence[Token], index: int) -> bool:
    """Whether a time word is followed by a verb: "later became", an adverb of time, not a
    comparison (unlike "the higher melting point")."""
    if key(tokens[index]) not in _EARLY | _LATE or index + 1 >= len(tokens):
        return False
    return verb_like(tokens[index + 1]) or is_verb(tokens[index + 1].text)


# The comparative degree words (not the superlatives, whose rivals may be many).
COMPARATIVES = frozenset(
    w
    for w in _MORE | _LESS | _EARLY | _LATE
    if (w.endswith("er") or w in lemmas("more less fewer")) and w not in lemmas("after further")
)


_APPROXIMATE = lemmas("about around roughly nearly almost approximately some")


def _stated_difference(claim: Claim, at: int) -> tuple[float, bool] | None:
    """The difference the claim states before its comparative ("26 more locations than",
    "about 300 metres taller than") or after it with "by" ("taller by 64 metres"), and
    whether it is approximate; None if it states none."""
    margin = _margin_after(claim, at)
    if margin is not None:
        return margin
    for index in range(max(0, at - _DIFFERENCE_REACH), at):
        token = claim.tokens[index]
        if not token.is_number or is_year_token(token):
            continue
        # the comparative right after it, or after its unit ("26 more", "300 metres taller";
        # not "rose 4.3 percent, slightly faster")
        degree = next(
            (i for i in range(index + 1, min(at, index + 3)) if _direction(key(claim.tokens[i]))),
            None,
        )
        between = claim.tokens[index + 1 : degree]
        if degree is None or any(verb_like(t) and not canonical_unit(t.text) for t in between):
            continue  # "with 14 titles to Agassi's eight won more": no difference
        try:
            amount = float(token.text)
        except ValueError:
            return None
        rough = index > 0 and key(claim.tokens[index - 1]) in _APPROXIMATE
        return amount, rough
    return None


# How far before its "than" a claim may state its difference ("costs $18 more per user per
# month than").
_DIFFERENCE_REACH = 8
# How far after its comparative a claim may state its margin ("has the faster response time
# for P1 incidents by 3 hours").
_MARGIN_REACH = 8


def _margin_after(claim: Claim, at: int) -> tuple[float, bool] | None:
    """The margin a claim states with "by" after its comparative ("taller by 64 metres",
    "finished first by about 23 seconds"), and whether it is approximate."""
    tokens = claim.tokens
    for index in range(at + 1, min(len(tokens) - 1, at + _MARGIN_REACH)):
        if tokens[index].text != "by":
            continue
        after = index + 1
        rough = key(tokens[after]) in _APPROXIMATE
        if rough:
            after += 1
        if after >= len(tokens) or not tokens[after].is_number or is_year_token(tokens[after]):
            return None
        try:
            return float(tokens[after].text.replace(",", "")), rough
        except ValueError:
            return None
    return None


def _difference_agrees(stated: tuple[float, bool], a: float, b: float) -> bool:
    """Whether two amounts differ by the stated amount: to within rounding, or a tenth of it
    when the claim says "about"."""
    amount, rough = stated
    slack = max(0.5, 0.1 * amount) if rough else max(0.5, 0.005 * amount)
    return abs(abs(a - b) - amount) <= slack


def _ratio(
    places: Sequence[tuple[Sentence, int]], other: NameRun, context: Context
) -> float | None:
    """The multiple of the other thing that a sentence about a thing gives: a number
    before "times", with the other thing named after it ("0.8 times that of Jupiter"); None
    when there is none (a word such as "twice" is not read). The other thing must follow
    within the same phrase: "won the title four times, was runner-up to Edith Calloway"
    counts wins, it multiplies nothing of hers."""
    for sentence, _ in places:
        spots = occurrences(other, sentence, context)
        tokens = sentence.tokens
        for index, token in enumerate(tokens[:-1]):
            if not token.is_number or tokens[index + 1].text != "times":
                continue
            after = tokens[index + 1].end
            if any(
                index + 1 < at <= index + 1 + _RATIO_REACH
                and not any(mark in sentence.text[after : tokens[at].start] for mark in ",;:")
                for at in spots
            ):
                try:
                    return float(token.text)
                except ValueError:
                    return None
    return None


# Tokens from "times" to the thing it multiplies ("0.8 times the mass of Jupiter").
_RATIO_REACH = 6


_DAYS = {
    "s": 1 / 86400,
    "min": 1 / 1440,
    "h": 1 / 24,
    "day": 1,
    "week": 7,
    "month": 30.4,
    "year": 365.25,
}


# What a degree word measures, where it names one thing only ("longer" may be a length or a
# time, so it takes the nearest amount).
_MEASURED = {
    "mass": "heavier heaviest lighter lightest",
    "length": (
        "taller tallest deeper deepest wider widest narrower shallower farther farthest "
        "thicker thickest thinner thinnest"
    ),
    "temperature": "hotter warmer colder cooler",
}
_MEASURES = {word: units_of(dim) for dim, words in _MEASURED.items() for word in lemmas(words)}


def _plain_forms(degree: str) -> frozenset[str]:
    """A comparative with the adjectives it may come from ("deeper": deep; "bigger": big;
    "larger": large), so that it finds "a depth of" through the synonym tables."""
    forms = {degree}
    if degree.endswith("er") and len(degree) > 4:
        stem = degree[:-2]
        forms |= {stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else stem}
        if stem.endswith("i"):
            forms.add(stem[:-1] + "y")  # "heavier": heavy
    return frozenset(forms)


# Degree words of speed: said of a span of time, the faster is the shorter.
_SPEED = lemmas("faster fastest quicker quickest slower slowest")


# A time in minutes and seconds to its hundredths, as races are timed ("3:58.74"); a time of
# day ("23:00") has no fraction.
_RACE_TIME = re.compile(r"(?P<minutes>\d{1,2}):(?P<seconds>[0-5]\d\.\d{1,3})")


def _best_race_time(places: Sequence[tuple[Sentence, int]]) -> tuple[float, str] | None:
    """The shortest race time ("3:58.74") the sentences about a thing give it, in seconds and
    as written: those after its name where a sentence names it only later ("took silver
    behind Ilsa Venn" gives her none of the sentence's own times). None when they give none."""
    best: tuple[float, str] | None = None
    for sentence, at in places:
        for index, token in enumerate(sentence.tokens):
            timed = _RACE_TIME.fullmatch(token.text)
            if timed is None or (at and index < at):
                continue
            seconds = 60 * int(timed["minutes"]) + float(timed["seconds"])
            if best is None or seconds < best[0]:
                best = (seconds, token.text)
    return best


def _margin_unit_days(claim: Claim, stated: tuple[float, bool] | None) -> float | None:
    """The days in one unit of the margin the claim states ("by 3 hours": 1/24), or None
    when it states none or not as a span of time."""
    if stated is None:
        return None
    for number, units in claim.numbers.items():
        try:
            value = float(number.replace(",", ""))
        except ValueError:
            continue
        if value == stated[0]:
            days = _duration((1.0, units, frozenset()))
            if days is not None:
                return days
    return None


def _duration(amount: tuple[float, set[str], frozenset[str]]) -> float | None:
    """A span of time in days ("four months": 121.6), or None for another quantity."""
    value, units, _ = amount
    known = [u for u in units if u in _DAYS]
    return value * _DAYS[known[0]] if len(known) == 1 else None


def _first_time(
    places: Sequence[tuple[Sentence, int]],
    lives: bool = True,
    begun: bool = True,
    verbs: frozenset[str] = frozenset(),
    words: frozenset[str] = frozenset(),
) -> tuple[int, ...] | None:
    """The time the sentences about a thing give it: a year after one of ``verbs`` (the
    claim's: "closed first" takes "It closed in 1952", not "opened in 1873"; "died first"
    takes "died in Vienna on 5 December 1791", not "born in Salzburg on 27 January 1756"),
    said after the thing is named, or dated "eleven years later" than a year of its
    sentence; else the first ``_time_value``, from a sentence the thing opens before one
    that names it only later ("succeeding Dora Pike" dates Dora Pike's successor, not
    her)."""
    if verbs & _DEATH:
        for sentence, at in places:
            ended = _bracketed_death(sentence, at)
            if ended is not None:
                return ended  # "died first": "Harold Godwinson (c. 1022 - 14 October 1066)"
    for sentence, at in places:
        tokens = sentence.tokens
        # a sentence that stands for the thing only by a later pronoun is about it from its
        # start ("Construction began in 1949, and its first telescope ...")
        start = 0 if at and at == sentence.pronoun else at + 1
        for index in range(start, len(tokens)):
            if is_year_token(tokens[index]) and _dated_by(
                _unquoted(sentence, tokens[start:index]), verbs
            ):
                return _time_value(sentence, index, lives, begun)
        later = _years_later(tokens, verbs)
        if later is not None:
            return (later,)
    if words:
        wanted = Bag.of(words)
        for sentence, at in places:
            tokens = sentence.tokens
            for index in range(at + 1, len(tokens)):
                reach = tokens[max(at + 1, index - _VERB_REACH) : index]
                if is_year_token(tokens[index]) and any(held(key(t), wanted) for t in reach):
                    # "put out their first record, Low Country Radio, in 2016" for "released
                    # its debut album": not "a duo formed in 2011"
                    return _time_value(sentence, index, lives, begun)
            if at and at == sentence.pronoun:
                # "In 1978 it was included on the first list of World Heritage Sites": a year
                # opening the sentence its pronoun stands in
                reach = tokens[at + 1 : at + 1 + _VERB_REACH]
                if any(held(key(t), wanted) for t in reach):
                    for index in range(min(at, 2)):
                        if is_year_token(tokens[index]):
                            return _time_value(sentence, index, lives, begun)
    for sentence, at in sorted(places, key=lambda place: not _opens(*place)):
        found = _time_value(sentence, at, lives, begun)
        if found is not None:
            return found
    return None


# Words after an age word that put the age at an event ("younger on coming to the throne").
_AT_EVENT = frozenset(("on", "when", "at", "upon"))


def _at_an_event(words: Sequence[str]) -> bool:
    """Whether the words after an age word ("on coming to the throne") put the age at an
    event, not at birth or death ("at the time of his death" is a life's length)."""
    return bool(words) and words[0] in _AT_EVENT and not set(words) & (BIRTH | _DEATH)


def _age_at_event(places: Sequence[tuple[Sentence, int]]) -> float | None:
    """Days from a thing's birth ("born on 24 May 1819") to the next date its sentences give
    ("succeeded her uncle on 20 June 1837"), or None where they give no birth or no later
    date."""
    birth: tuple[int, ...] | None = None
    for sentence, _ in places:
        tokens = sentence.tokens
        for index, token in enumerate(tokens):
            if not is_year_token(token):
                continue
            when = _date_at(sentence, token)
            if birth is None:
                if any(t.text == "born" for t in tokens[max(0, index - 5) : index]):
                    birth = when
                continue
            if any(t.text in ("died", "death") for t in tokens[max(0, index - 5) : index]):
                return None
            if when > birth:
                return _day_number(when) - _day_number(birth)
    return None


BIRTH = lemmas("born birth")  # the words of a birth ("born in 1921", "his birth")
_DEATH = lemmas("died death")

# A life in brackets after a name: "(c. 1015 - 25 September 1066)", "(1724-1781)"; the
# death's date is the group.
_LIFE_BRACKET = re.compile(
    r"\((?:c\.|b\.|born)?\s*[^()\d]{0,20}\d{3,4}\s*[\u2013\u2014-]\s*([^()]{0,25}?\d{3,4})\)"
)
# Characters between a name's first word and the bracket of its life ("Harald Sigurdsson").
_BRACKET_REACH = 40


def _opens(sentence: Sentence, at: int) -> bool:
    """Whether the thing named at ``at`` opens its sentence, alone or inside a longer name
    ("Babe Ruth" in "George Herman 'Babe' Ruth was born ..."), or as the pronoun subject after
    a phrase set off by a comma ("Gazetted as a forest reserve in 1952, it covers ...")."""
    tokens = sentence.tokens
    fronted = (
        0 < at < len(tokens)
        and at == sentence.pronoun
        and "," in sentence.text[tokens[at - 1].end : tokens[at].start]
    )
    return (
        at <= 1 or fronted or any(r.start <= 1 and r.start <= at <= r.end for r in sentence.names)
    )


def _bracketed_death(sentence: Sentence, at: int) -> tuple[int, ...] | None:
    """The date of death of the life in brackets right after the name at ``at`` ("Harold
    Godwinson (c. 1022 - 14 October 1066)": (1066, 10, 14)), or after the sentence's first
    name where ``at`` only follows "known as" it ("Harald Sigurdsson (c. 1015 - 25 September
    1066), known as Harald Hardrada"); None when there is no such bracket."""
    tokens = sentence.tokens
    if at >= len(tokens):
        return None
    known_as = at >= 2 and tokens[at - 1].text == "as" and tokens[at - 2].text == "known"
    start = 0 if known_as else tokens[at].start
    opening = sentence.text.find("(", start)
    if opening < 0 or opening - start > _BRACKET_REACH:
        return None
    match = _LIFE_BRACKET.match(sentence.text, opening)
    if match is None:
        return None
    death = match.group(1)
    found = sorted(dates(death), key=len)
    if found:
        return tuple(int(p) for p in found[-1].split("-"))
    year = re.search(r"\d{3,4}$", death)
    return (int(year.group()),) if year is not None else None


def _birth_by_age(places: Sequence[tuple[Sentence, int]]) -> tuple[int, ...] | None:
    """The year of birth the first sentence about a thing that dates it and gives its age
    then implies ("won the race in 2014 at the age of 24": 1990), where that sentence does
    not give the birth itself; None otherwise."""
    for sentence, _ in places:
        tokens = sentence.tokens
        if any(key(t) in BIRTH for t in tokens):
            return None
        years = [int(t.text) for t in tokens if is_year_token(t)]
        ages = [
            int(tokens[i + 1].text)
            for i, t in enumerate(tokens[:-1])
            if tokens[i + 1].is_number
            and tokens[i + 1].text.isdigit()
            and (t.text == "aged" or (t.text == "of" and i and tokens[i - 1].text == "age"))
        ]
        if len(years) == 1 and len(ages) == 1:
            return (years[0] - ages[0],)
    return None


def _years_later(tokens: Sequence[Token], verbs: frozenset[str]) -> int | None:
    """The year one of ``verbs`` dates by a span after an earlier year of the sentence
    ("began in 1791, and the canal opened to boats eleven years later": 1802), or None."""
    for index, year in years_later(tokens):
        if any(key(t) in verbs for t in tokens[max(0, index - _VERB_REACH) : index]):
            return year
    return None


# A title in quotes ("wrote 'An die Freude' in 1785"): its words are no verbs of the sentence.
_QUOTED_TITLE = re.compile(r"(?<!\w)['\u2018\"\u201c][^'\u2019\"\u201d]+['\u2019\"\u201d](?!\w)")


def _unquoted(sentence: Sentence, tokens: Sequence[Token]) -> list[Token]:
    """The tokens that stand outside the quoted titles of the sentence."""
    quoted = [m.span() for m in _QUOTED_TITLE.finditer(sentence.text)]
    return [t for t in tokens if not any(a <= t.start < b for a, b in quoted)]


def _dated_by(before: Sequence[Token], verbs: frozenset[str]) -> bool:
    """Whether one of ``verbs`` stands within ``_VERB_REACH`` tokens before a year."""
    return any(key(token) in verbs for token in before[-_VERB_REACH:])


# Tokens between a verb and the year it is dated by ("closed in 1952", "died in Vienna on 5
# December 1791").
_VERB_REACH = 7


def _dating_words(claim: Claim, at: int, a: NameRun) -> frozenset[str]:
    """The words of what the claim dates, before its degree word: "debut" and "album" of
    "released its debut album earlier than" (no verb, name, number or degree word, nor the
    "et" of "Arc-et-Senans"); with none, the names after the verb of the thing compared
    ("placed on the World Heritage List before", not its "at Arc-et-Senans")."""
    verb = next((i for i in range(a.end + 1, at) if verb_like(claim.tokens[i])), at)
    named = {i for run in claim.names if run.start > verb for i in range(run.start, run.end + 1)}
    for names in (False, True):
        words = frozenset(
            key(t)
            for i, t in enumerate(claim.tokens[:at])
            if t.is_content
            and (not t.capitalised or (names and i in named))
            and not _hyphened(claim.text, t)
            and not t.is_number
            and not verb_like(t)
            and _direction(key(t)) is None
        )
        if words:
            return words
    return frozenset()


def _hyphened(text: str, token: Token) -> bool:
    """Whether a token stands between two hyphens ("et" of "Arc-et-Senans")."""
    return (
        token.start > 0 and text[token.start - 1] == "-" and text[token.end : token.end + 1] == "-"
    )


def _verbs_of(claim: Claim) -> frozenset[str]:
    """The keys of the claim's own verbs, not "be" nor "have"."""
    return _verb_keys(claim.tokens)


# Words of a comparison in time that is about a life: its birth and death years decide it.
_LIFE_WORDS = lemmas("born birth die died death older oldest younger youngest age")


def _first_span(
    places: Sequence[tuple[Sentence, int]], total: frozenset[str] = frozenset()
) -> float | None:
    """Years from the first to the second year of "from 1971 to 1979" (or "from July 1945 to
    October 1951", counted in months) in the sentences about a thing (a term of office, a
    reign, a run); with ``total`` (the claim's words), the sum of all such spans of the role
    the claim names ("as Prime Minister ... twice, from October 1964 to June 1970 and again
    from March 1974 to April 1976", not "and as Leader of the Labour Party from 1935")."""
    found: list[float] = []
    for sentence, _ in places:
        tokens = sentence.tokens
        for index in range(len(tokens) - 3):
            if tokens[index].text != "from":
                continue
            span = _span_at(tokens, index + 1)
            if span is not None:
                if not total:
                    return span
                if _role_of(tokens, index, total):
                    found.append(span)
    return sum(found) if found else None


def _lasted(places: Sequence[tuple[Sentence, int]], context: Context) -> int | None:
    """How many years a thing lasted by the passage that opens with it: from the one year
    it began ("established in 1810") to the one year it ended ("continued until 1935");
    None when the passage gives not exactly one of each."""
    opening = next((sentence for sentence, at in places if at <= 1), None)
    if opening is None:
        return None
    began, ended = began_and_ended([s for s in context.sentences if s.context == opening.context])
    if len(began) != 1 or len(ended) != 1:
        return None
    span = min(ended) - min(began)
    return span if span > 0 else None


def began_and_ended(parts: Sequence[Sentence]) -> tuple[set[int], set[int]]:
    """The years the sentences give a thing's beginning ("established in 1810") and its end
    ("continued until 1935")."""
    return _years_after(parts, _BEGINNINGS), _years_after(parts, _ENDINGS)


def _years_after(parts: Sequence[Sentence], words: frozenset[str]) -> set[int]:
    """The years the sentences give right after one of ``words`` (within three tokens)."""
    found: set[int] = set()
    for part in parts:
        for index, token in enumerate(part.tokens):
            if is_year_token(token) and any(
                key(t) in words for t in part.tokens[max(0, index - 3) : index]
            ):
                found.add(int(token.text))
    return found


# Words that date when a thing began, and when it ended.
_BEGINNINGS = lemmas("founded established opened began started launched formed incorporated")
_ENDINGS = lemmas("until closed ended ceased shut dissolved demolished abandoned")


def _role_of(tokens: Sequence[Token], at: int, words: frozenset[str]) -> bool:
    """Whether the role the tokens before ``at`` last give ("as Leader of the Labour Party")
    holds one of ``words``, or none is given."""
    role = next((i for i in range(at - 1, -1, -1) if tokens[i].text == "as"), None)
    if role is None:
        return True
    wanted = Bag.of(words)
    return any(held(key(t), wanted) for t in tokens[role + 1 : at] if t.is_content)


def _span_at(tokens: Sequence[Token], at: int) -> float | None:
    """The years of "[Month] YYYY to [Month] YYYY" opening at ``at`` (months counted when both
    ends give one), or None."""
    first, at = _month_year(tokens, at)
    if first is None or at >= len(tokens) or tokens[at].text not in ("to", "until"):
        return None
    last, _ = _month_year(tokens, at + 1)
    if last is None or not (1000 <= first[1] <= last[1] <= 2100):
        return None
    if first[0] and last[0]:
        return round((last[1] * 12 + last[0] - first[1] * 12 - first[0]) / 12, 2)
    return last[1] - first[1]


def _month_year(tokens: Sequence[Token], at: int) -> tuple[tuple[int, int] | None, int]:
    """A year at ``at``, or a month and a year ("July 1945"), as (month or 0, year), and
    where the tokens after it start."""
    month = month_number(tokens[at].text) if at < len(tokens) else None
    if month is not None:
        at += 1
    if at < len(tokens) and tokens[at].is_number and tokens[at].text.isdigit():
        return (month or 0, int(tokens[at].text)), at + 1
    return None, at


_TOTAL = lemmas("total combined altogether")


# Tokens after "born" or "died" within which its year stands ("born in Salzburg on 27 January
# 1756").
_LIFE_REACH = 8


def _first_lifespan(places: Sequence[tuple[Sentence, int]]) -> int | None:
    """Years from the birth to the death the context gives a person ("born 1724, died
    1781", which is also how "(1724-1781)" reads)."""
    life = _first_life(places)
    return None if life is None else life[1] - life[0]


def _first_life(places: Sequence[tuple[Sentence, int]]) -> tuple[int, int] | None:
    """The years of a person's birth and death, from the first sentence about them that
    gives both, the death not before the birth."""
    for sentence, _ in places:
        years: dict[str, int] = {}
        tokens = sentence.tokens
        for index, token in enumerate(tokens[:-1]):
            if token.is_number or token.text not in ("born", "died"):
                continue
            for step, following in enumerate(tokens[index + 1 : index + 1 + _LIFE_REACH]):
                if following.text in ("born", "died"):
                    break
                if not (following.is_number and following.text.isdigit()):
                    continue
                after = tokens[index + 2 + step] if index + 2 + step < len(tokens) else None
                day = after is not None and month_number(after.text) is not None
                # ("born on 9 May 1828", "born 25 June 1903": the day is no year)
                if (step == 0 and not day) or 1000 <= int(following.text) <= 2100:
                    years.setdefault(token.text, int(following.text))
                    break
        if "born" in years and "died" in years and years["died"] >= years["born"]:
            return years["born"], years["died"]
    return None


def _said_after(a_at: _Places, b: NameRun, context: Context) -> bool | None:
    """Whether a sentence about ``a`` says it came after ``b`` (True) or before it (False):
    "after" or "before" stands between where it names (or stands for) ``a`` and a later
    naming of ``b``; None when no sentence orders them so."""
    for sentence, at in a_at:
        for index in occurrences(b, sentence, context):
            between = [t.text for t in sentence.tokens[at + 1 : index]]
            marks = [w for w in between if w in ("after", "before")]
            if len(marks) == 1:
                return marks[0] == "after"
    return None


def _first_amount(
    places: Sequence[tuple[Sentence, int]],
    claim: Claim,
    units: set[str] | None,
    like: frozenset[str],
    measured: bool = False,
    bare: bool = False,
) -> tuple[float, set[str], frozenset[str]] | None:
    """The amount of the sentences about a thing: the nearest one, preferring one next to
    the claim's words or to ``like``, then a sentence no pronoun for another thing opens
    ("She won it three times, was runner-up to Ilse Brandvik" gives no amount of Ilse's),
    then an earlier one."""
    best: tuple[int, tuple[float, set[str], frozenset[str]]] | None = None
    ordered = sorted(places, key=lambda place: _opened_by_another(*place))
    for rank, (sentence, at) in enumerate(ordered):
        found = _amount(sentence, at, claim, units, like, measured, bare)
        if found is not None and (best is None or found[0] + 10 * rank < best[0]):
            best = (found[0] + 10 * rank, found[1])
    return None if best is None else best[1]


def _opened_by_another(sentence: Sentence, at: int) -> bool:
    """Whether a pronoun that does not stand for the thing named at ``at`` opens the
    sentence ("She won it three times, was runner-up to Ilse Brandvik", for Ilse)."""
    return sentence.pronoun in (0, 1) and at != sentence.pronoun


def _show(value: object) -> str:
    if isinstance(value, tuple):
        return "-".join(f"{v:02d}" if i else str(v) for i, v in enumerate(value))
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _verdict(holds: bool, negated: bool, a: NameRun, b: NameRun, x: object, y: object) -> Verdict:
    """Supported when the values stand in the claimed order, or, for a negated claim ("A is
    not larger than B"), when they do not."""
    given = f"the context gives {a.label()} {_show(x)} and {b.label()} {_show(y)}"
    if holds != negated:
        return Verdict(True, given)
    return Verdict(False, given + (", so it does hold" if negated else ", the other way round"))


def _places_of(run: NameRun, context: Context) -> set[str]:
    found: set[str] = set()
    for sentence, at in _sentences_of(run, context):
        segment = sentence.segment_of(at)
        own = {p for p in sentence.places}
        near = {
            other.place
            for other in sentence.names
            if other.place and abs(sentence.segment_of(other.start) - segment) <= 1
        }
        found |= near or own
    return {p for p in found if p not in {lemma(k) for k in run.keys}}


def _birthplaces(run: NameRun, context: Context) -> set[str]:
    """The countries the context says a person was born in ("born in Ixelles, Brussels,
    Belgium, to Argentine parents": Belgium, not the parents' Argentina)."""
    found: set[str] = set()
    for sentence, _ in _sentences_of(run, context):
        tokens = sentence.tokens
        for index, token in enumerate(tokens):
            if token.text != "born" or index + 1 == len(tokens) or tokens[index + 1].text != "in":
                continue  # ("born 1914, died 1984, was an Argentine novelist": no place)
            end = next(
                (i for i in range(index + 1, len(tokens)) if tokens[i].text in _BIRTH_ENDS),
                len(tokens),
            )
            found |= {n.place for n in sentence.names if n.place and index < n.start < end}
    return found


_BIRTH_ENDS = frozenset(("to", "and", "who", "which", "but", "where"))


def _holds_words(
    run: NameRun,
    words: Sequence[str],
    places: set[str],
    context: Context,
    names: Sequence[NameRun] = (),
    denied: bool = False,
) -> bool:
    """Whether a sentence about ``run`` holds the words, places and names, not in a clause
    that denies them: all of them, or all but the verb when it holds a name too ("was
    awarded the Nobel Prize in Physics" for "received the Nobel Prize in Physics"). With
    ``denied`` ("both have no moons", "both lack moons"), a clause must deny the words
    ("It has no natural satellites") or say they lack."""
    for sentence, _ in _sentences_of(run, context):
        around = sentence.places.union(*(places_around(n.keys) for n in sentence.names))
        if not places <= around:
            continue  # ("formed in London" holds England)
        if not all(set(n.keys) <= sentence.own for n in names):
            continue
        if denied:
            if any(
                (c.negated or c.keys & _LACK) and all(held(w, Bag.of(c.keys)) for w in words)
                for c in sentence.clauses
            ):
                return True
            continue
        if any(c.negated and any(held(w, Bag.of(c.keys)) for w in words) for c in sentence.clauses):
            continue  # "found no detectable atmosphere"
        missing = [w for w in words if not held(w, sentence.bag, sentence.clauses)]
        if not missing:
            return True
        if (
            names
            and len(missing) == 1
            and (is_verb(missing[0]) or (missing[0] in _RECEIVED and _conferred(sentence)))
        ):
            return True
    return False


# Words that deny a thing to its subject without a negation (a context's "Mercury lacks
# moons"; a claim's "lack" is rewritten as "has no" before it is read).
_LACK = lemmas("lack")


def _denied_after(claim: Claim, at: int) -> bool:
    """Whether the claim denies what it says of both after its "both" ("both have no
    moons", "both never won"; the verifier writes "both lack" so), rather than denying that
    both hold."""
    return any(t.text in ("no", "not", "never") for t in claim.tokens[at + 1 :])


def in_a_lifetime(claim: Claim) -> bool:
    """Whether the claim dates something within a person's life ("during George Orwell's
    lifetime"): what the context says of each thing on its own does not word that."""
    return any(t.text == "lifetime" for t in claim.tokens)


def _within_lifetime(
    claim: Claim, at: int, sides: tuple[_Places, _Places], a: NameRun, b: NameRun, context: Context
) -> tuple[bool, str] | None:
    """ "A and B were both published during George Orwell's lifetime": whether the years the
    claim's verb dates for each fall within the years the context gives the person's life
    ("(25 June 1903 - 21 January 1950)"), and why; None for a claim without "lifetime" or
    when the context dates either, or the life, by none."""
    if not in_a_lifetime(claim):
        return None
    owner = next((r for r in claim.names if r.start > at and r.keys not in (a.keys, b.keys)), None)
    if owner is None:
        return None
    life = _first_life(_sentences_of(owner, context))
    verbs = _verbs_of(claim)
    a_time = _first_time(sides[0], True, True, verbs)
    b_time = _first_time(sides[1], True, True, verbs)
    if life is None or a_time is None or b_time is None:
        return None
    born, died = life
    holds = all(born <= time[0] <= died for time in (a_time, b_time))
    reason = (
        f"the context gives {a.label()} {a_time[0]}, {b.label()} {b_time[0]} and "
        f"{owner.label()} {born}-{died}"
    )
    return holds, reason


# Words that bound a time by a year ("founded before 1900", "after 1950").
_BOUNDS = {"before": -1, "after": 1}


def _both_bounded(
    claim: Claim, at: int, sides: tuple[_Places, _Places], a: NameRun, b: NameRun
) -> tuple[bool, str] | None:
    """ "A and B were both founded before 1900": whether the years the claim's verb dates for
    each lie on the claim's side of its year, and why; None for a claim without such a bound
    after "both" or when the context dates either by none."""
    tokens = claim.tokens
    bound = next(
        (
            (_BOUNDS[t.text], int(tokens[i + 1].text))
            for i, t in enumerate(tokens[:-1])
            if i > at and t.text in _BOUNDS and is_year_token(tokens[i + 1])
        ),
        None,
    )
    if bound is None:
        return None
    side, year = bound
    verbs = _verbs_of(claim)
    a_time = _first_time(sides[0], False, True, verbs)
    b_time = _first_time(sides[1], False, True, verbs)
    if a_time is None or b_time is None:
        return None
    holds = all((time[0] - year) * side > 0 for time in (a_time, b_time))
    return holds, f"the context gives {a.label()} {a_time[0]} and {b.label()} {b_time[0]}"


def _conferred(sentence: Sentence) -> bool:
    """Whether the sentence says something was conferred, with a verb ("was awarded"; the
    noun of "the award went to another" says no such thing)."""
    return any(key(t) in _CONFERRED and verb_like(t) for t in sentence.tokens)


# A claim that something was received ("both received the Nobel Prize") is what a sentence
# says that has it conferred ("He was awarded the Nobel Prize"); not one that has it only
# shortlisted. (Keys: "received" reads "receiv".)
_RECEIVED = lemmas("receive get obtain gain earn")
_CONFERRED = lemmas("award grant confer bestow present")


def _values_of(
    run: NameRun, nouns: Sequence[str], verbs: Sequence[str], other: NameRun, context: Context
) -> set[tuple[str, ...]]:
    """The names the context gives ``run`` for ``nouns`` ("the same order": "in the order
    Neuroptera"; "launched by the same agency": "launched by NASA"): names of its sentences,
    other than the two compared, that hold a noun themselves or stand in a segment holding a
    noun or one of the claim's other words (``verbs``)."""
    found: set[tuple[str, ...]] = set()
    wanted = Bag.of(nouns)
    words = [*nouns, *verbs]
    for sentence, _ in _sentences_of(run, context):
        for name in sentence.names:
            if name.keys in (run.keys, other.keys) or name.place is not None:
                continue
            if set(name.keys) <= set(run.keys) | set(other.keys):
                continue  # a piece of a compared title ("Causeway" of "Dust on the Causeway")
            if name.start in occurrences(run, sentence, context):
                continue
            segment = sentence.segment_bags[sentence.segment_of(name.start)]
            if any(held(k, wanted) for k in name.keys) or any(held(w, segment) for w in words):
                found.add(name.keys)
        for label, value in itertools.pairwise(sentence.tokens):
            if value.is_number and not label.is_number and held(key(label), wanted):
                found.add((key(label), value.text))  # "in group 18": a numbered value
    return found


def _numbered(values: set[tuple[str, ...]]) -> set[tuple[str, ...]]:
    """The values that are a noun and its number ("group 18")."""
    return {v for v in values if len(v) == 2 and v[1][:1].isdigit()}


def _listed(values: set[tuple[str, ...]]) -> str:
    return ", ".join(sorted(" ".join(v) for v in values))


def _same_value(
    claim: Claim, at: int, a: NameRun, b: NameRun, context: Context
) -> tuple[bool, str] | None:
    """ "A and B have the same founder / belong to the same order / to different groups":
    whether the names (or numbered values: "group 18") the context gives each for the nouns
    after "same" or "different" meet, and why; None when it gives one of them none."""
    nouns = [
        key(t)
        for t in claim.tokens[at + 1 :]
        if t.is_content and not t.is_number and key(t) in claim.words
    ]
    if not nouns:
        return None
    named = set(a.keys) | set(b.keys)
    marker = claim.tokens[at].text
    verbs = [w for w in claim.words if w not in nouns and w not in named and w != marker]
    a_values = _values_of(a, nouns, verbs, b, context)
    b_values = _values_of(b, nouns, verbs, a, context)
    if not a_values or not b_values:
        return None
    a_numbered, b_numbered = _numbered(a_values), _numbered(b_values)
    if a_numbered and b_numbered:
        a_values, b_values = a_numbered, b_numbered  # "group 7" decides, not the "Varn table"
    reason = (
        f"the context gives {a.label()} {_listed(a_values)} and {b.label()} "
        f"{_listed(b_values)} for {' '.join(nouns)}"
    )
    return bool(a_values & b_values), reason


# Nouns for a body people belong to ("the same political party", "the same club").
_BODY_NOUNS = lemmas("party club team band order league union")


def _shared_body(claim: Claim, a: NameRun, b: NameRun, context: Context) -> tuple[bool, str] | None:
    """ "A and B were members of the same party": a name, no place, that the sentences about
    each both give ("He led the Christian Democratic Union", "she joined the Christian
    Democratic Union"); None when they share none (that says nothing of a difference)."""
    own = {r.keys for r in claim.names}
    a_names = {r.keys for s, _ in _sentences_of(a, context) for r in s.names if r.place is None}
    b_names = {r.keys for s, _ in _sentences_of(b, context) for r in s.names if r.place is None}
    # (a name of two words or more, none of them a place: "Chancellor", a title, and "East
    # Germany", a place, are no body)
    shared = {
        k
        for k in (a_names & b_names) - own - {a.keys, b.keys}
        if len(k) > 1 and not any(place_of(w) for w in k)
    }
    if not shared:
        return None
    named = " ".join(sorted(shared)[0])
    return True, f"the context gives {a.label()} and {b.label()} {named}"


def _same_year(
    claim: Claim, noun: str | None, a: NameRun, b: NameRun, context: Context
) -> tuple[bool, str] | None:
    """ "A and B died in the same year" (or decade, or century): whether the years the
    claim's verb dates for each ("Bach died in Leipzig on 28 July 1750") fall in one, and
    why; None for another noun or when the context dates either by none."""
    span = _SPAN_YEARS.get(lemma(noun)) if noun is not None else None
    if span is None:
        return None
    verbs = _verbs_of(claim)
    a_time = _first_time(_sentences_of(a, context), True, True, verbs)
    b_time = _first_time(_sentences_of(b, context), True, True, verbs)
    if a_time is None or b_time is None:
        return None
    reason = f"the context gives {a.label()} {a_time[0]} and {b.label()} {b_time[0]}"
    # (a century runs from its year 1: 1901 to 2000)
    shift = 1 if span == 100 else 0
    return (a_time[0] - shift) // span == (b_time[0] - shift) // span, reason


# How many years the time nouns a claim may call the same span ("in the same decade").
_SPAN_YEARS = {"year": 1} | {lemma(word): years for word, years in YEARS_IN.items()}


def _same_amount(
    claim: Claim, at: int, a: NameRun, b: NameRun, context: Context
) -> tuple[bool, str] | None:
    """ "A and B have the same replacement interval": whether the first amount with a unit
    that the sentences about each give next to a noun after "same" ("replaced every 6
    months") is the same, and why; None when one of them has none."""
    nouns = Bag.of(key(t) for t in claim.tokens[at + 1 :] if t.is_content and not t.is_number)
    amounts: list[tuple[str, frozenset[str]]] = []
    for run in (a, b):
        found = next(
            (
                (number, frozenset(sentence.numbers.get(number, set())))
                for sentence, _ in _sentences_of(run, context)
                for number, words in sentence.pieces
                if sentence.numbers.get(number) and any(held(w, nouns) for w in words)
            ),
            None,
        )
        if found is None:
            return None
        amounts.append(found)
    (x, x_units), (y, y_units) = amounts
    if not x_units & y_units:
        return None  # amounts of different kinds say nothing of sameness
    reason = f"the context gives {a.label()} {x} and {b.label()} {y}"
    return x == y, reason


_DETERMINERS = frozenset(("the", "a", "an"))


def _written_as(claim: Claim, start: int, context: Context) -> list[NameRun]:
    """The thing named by the common words from ``start`` (past a determiner, up to a verb
    or the end), as a name run when the context writes it so ("the marsh vole"); else none."""
    tokens = claim.tokens
    at = start
    while at < len(tokens) and not tokens[at].is_number and tokens[at].text in _DETERMINERS:
        at += 1
    words: list[int] = []
    for index in range(at, len(tokens)):
        token = tokens[index]
        if token.is_number or not token.is_content or is_verb(token.text):
            break  # (a listed verb only: "reed" is no verb)
        if _direction(key(token)) is not None:
            break
        words.append(index)
    if not words:
        return []
    run = _run_of(claim, words)
    return [run] if _sentences_of(run, context) else []


def _widest(claim: Claim, names: list[NameRun], written: list[NameRun]) -> list[NameRun]:
    """The names of one side of a comparison, or its first name with the common words
    written after it when the context writes them so ("African bush elephant", not
    "African")."""
    if not names:
        return written
    if (
        written
        and written[0].start <= names[0].start
        and names[0].end < written[0].end
        and not any(t.capitalised for t in claim.tokens[names[0].end + 1 : written[0].end + 1])
    ):
        return written
    return names


def _run_of(claim: Claim, indices: Sequence[int]) -> NameRun:
    """Common words of the claim (token indices in order) taken as a name run."""
    tokens = claim.tokens
    surface = " ".join(tokens[i].text for i in indices)
    return NameRun(tuple(key(tokens[i]) for i in indices), indices[0], indices[-1], surface)


def _common_pair(claim: Claim, context: Context) -> list[NameRun]:
    """Two things named by common words that open the claim, each as the context writes it
    ("the saffron moth and the ghost lacewing belong to ..."), as name runs; else none."""
    tokens = claim.tokens
    phrases: list[list[int]] = [[]]
    for index, token in enumerate(tokens):
        if token.is_number:
            return []
        if token.text == "and" and len(phrases) == 1 and phrases[0]:
            phrases.append([])
        elif token.text in _DETERMINERS and not phrases[-1]:
            continue
        elif verb_like(token) or is_verb(token.text) or token.text in ("both", "same"):
            break
        elif token.is_content:
            phrases[-1].append(index)
        elif phrases[-1] and token.text not in _DETERMINERS:
            phrases[-1].append(index)  # "Dust on the Causeway": a title's function word
        elif not phrases[-1] or token.text not in _DETERMINERS:
            return []
    phrases = [_trimmed(claim, p) for p in phrases]
    if len(phrases) != 2 or not all(phrases):
        return []
    runs = [_run_of(claim, p) for p in phrases]
    if not all(_sentences_of(run, context) for run in runs):
        return []
    return runs


def _trimmed(claim: Claim, phrase: list[int]) -> list[int]:
    """A phrase without the function words that end it."""
    while phrase and not claim.tokens[phrase[-1]].is_content:
        phrase = phrase[:-1]
    return phrase


# What "the same ..." may ask of two things that the places the context gives them answer.
_PLACE_NOUNS = lemmas(
    """
    country nation nationality city town state region place continent province county area
    origin birthplace
    """
)


# What "the same ..." may ask that the town each thing is "from" or "in" answers.
_TOWN_NOUNS = lemmas("city town hometown")
_FROM = frozenset(("in", "from"))


def _same_town(a: NameRun, b: NameRun, context: Context) -> tuple[bool, str] | None:
    """Whether the first name the context writes after "in" or "from" in a sentence about
    each ("a band from Leeds", "formed in Manchester") is the same; None when one has none."""
    towns: list[NameRun] = []
    for run, other in ((a, b), (b, a)):
        first = next(
            (
                name
                for sentence, at in _sentences_of(run, context)
                for name in sentence.names
                if name.start > at
                and sentence.tokens[name.start - 1].text in _FROM
                and name.keys not in (run.keys, other.keys)
            ),
            None,
        )
        if first is None:
            return None
        towns.append(first)
    reason = (
        f"the context places {a.label()} in {towns[0].label()} and {b.label()} in "
        f"{towns[1].label()}"
    )
    return towns[0].keys == towns[1].keys, reason


def _joint(keys: Sequence[str], a: NameRun, b: NameRun) -> int | None:
    """Where the "and" that joins the two names into one subject stands ("the Sallow marsh
    harrier and the Tern Island shearwater"), or None."""
    return next((i for i in range(b.start - 1, a.end, -1) if keys[i] == "and"), None)


def decide_pair_claim(claim: Claim, context: Context) -> Verdict | None:
    """ "A and B are (not) from the same country" or "A and B are (not) both X", decided from
    what the context says of each; None when the claim is neither or lacks the facts."""
    entities = _entities(claim)
    pair = _common_pair(claim, context)
    tried: list[tuple[NameRun, NameRun]] = []
    if len(pair) == 2 and (len(entities) < 2 or len(entities) > 2):
        tried.append((pair[0], pair[1]))  # "Dust on the Causeway and The Bronze Kingdom ..."
    if len(entities) >= 2:
        a = entities[0]
        # ("The Guggenheim Museum in New York City and Fallingwater": the place is the first's)
        b = next((e for e in entities[1:] if _joined(claim, a, e)), entities[1])
        tried.append((a, b))
    for a, b in tried:
        verdict = _pair_verdict(claim, context, a, b)
        if verdict is not None:
            return verdict
    return None


def _joined(claim: Claim, a: NameRun, b: NameRun) -> bool:
    """Whether "and", and no verb, stands between two names of the claim."""
    between = claim.tokens[a.end + 1 : b.start]
    return any(t.text == "and" for t in between) and not any(verb_like(t) for t in between)


def _pair_verdict(claim: Claim, context: Context, a: NameRun, b: NameRun) -> Verdict | None:
    """``decide_pair_claim`` for the two names ``a`` and ``b``."""
    keys = [t.text for t in claim.tokens]
    marker = next((w for w in ("same", "different") if w in keys), None)
    joined = _joined(claim, a, b)
    if marker is not None and joined:  # (not "A won B in two different fields")
        a_places, b_places = _places_of(a, context), _places_of(b, context)
        if "born" in keys:  # "born in the same country": where each was born, where given
            a_places = _birthplaces(a, context) or a_places
            b_places = _birthplaces(b, context) or b_places
        noun = next(
            (
                key(t)
                for t in claim.tokens[keys.index(marker) + 1 :]
                if t.is_content and not t.capitalised  # "the same Bavarian town": the town
            ),
            None,
        )
        years = _same_year(claim, noun, a, b, context)
        if years is not None:
            same, reason = years
        elif a_places and b_places and (noun is None or lemma(noun) in _PLACE_NOUNS):
            same = bool(a_places & b_places)
            reason = (
                f"the context places {a.label()} in {', '.join(sorted(a_places))} and "
                f"{b.label()} in {', '.join(sorted(b_places))}"
            )
        else:
            found = _same_value(claim, keys.index(marker), a, b, context)
            if found is None and noun is not None and lemma(noun) in _TOWN_NOUNS:
                found = _same_town(a, b, context)
            if found is None:
                found = _same_amount(claim, keys.index(marker), a, b, context)
            body = any(lemma(t.text) in _BODY_NOUNS for t in claim.tokens[keys.index(marker) :])
            if found is None and body and marker == "same":
                found = _shared_body(claim, a, b, context)
            if found is None:
                return None
            same, reason = found
        holds = same if marker == "same" else not same  # "in different groups"
        return Verdict(holds != claim.negated, reason)
    if "both" in keys:
        at = keys.index("both")
        if _joint(keys, a, b) is None:
            return None  # "the Growth tier costs $25 more ... when both are billed monthly"
        if 0 < at < b.start:
            # "will cover both Tarnby and Hallsby": both are what it does it to; "Kraftwerk
            # fans can both sing and dance in Dusseldorf": the second name found is what is
            # said of both
            return None
        after = [
            key(t)
            for i, t in enumerate(claim.tokens[at + 1 :], start=at + 1)
            if t.is_content
            and not t.is_number
            and key(t) in claim.words
            and not _kind_of_name(claim, i)
        ]
        places = {r.place for r in claim.names if r.place is not None and r.start > at}
        places_set = {p for p in places if p}
        if not after and not places_set:
            return None
        sides = _sentences_of(a, context), _sentences_of(b, context)
        if not sides[0] or not sides[1]:
            return None
        named = [
            r
            for r in claim.names
            if r.start > at and r.place is None and r.keys not in (a.keys, b.keys)
        ]
        dated = _within_lifetime(claim, at, sides, a, b, context) or _both_bounded(
            claim, at, sides, a, b
        )
        if dated is not None:
            return Verdict(dated[0] != claim.negated, dated[1])
        denied = _denied_after(claim, at)
        if denied and not after:
            return None
        both = all(
            _holds_words(r, after, places_set, context, named, denied)
            # "both composed operas": "Beethoven's only opera", "Mozart wrote ... operas"
            or made_work(r, after, context) is not None
            for r in (a, b)
        )
        what = " ".join(after) or ", ".join(sorted(places_set))
        reason = f"the context {'does' if both else 'does not'} say both are {what}"
        if denied:  # (and "do not both lack ...": a denial of that)
            outer = any(t.text in ("not", "never") for t in claim.tokens[:at])
            return Verdict(both != outer, reason.replace("both are", "both are without"))
        return Verdict(both != claim.negated, reason)
    return None


def _kind_of_name(claim: Claim, at: int) -> bool:
    """Whether the claim's word at ``at`` is the kind of place the name after "of" is ("the
    state of Washington", "the city of Ulm"): the name says it, the word need not."""
    tokens = claim.tokens
    return (
        lemma(tokens[at].text) in _PLACE_NOUNS
        and at + 1 < len(tokens)
        and tokens[at + 1].text == "of"
        and any(r.start == at + 2 for r in claim.names)
    )


_BOTH = re.compile(r"\bboth\s+", re.IGNORECASE)
_BOTH_AFTER = re.compile(r"\s+both$", re.IGNORECASE)
_NOT = re.compile(r"\bnot\s+", re.IGNORECASE)
_SINGULAR = {"are": "is", "were": "was", "have": "has"}
_PLURAL_VERB = re.compile(r"\b(are|were|have)\b", re.IGNORECASE)


def each_of_both(claim: Claim) -> tuple[str, str] | None:
    """ "A and B were (not) both born in Athens" said of each, affirmed: ("A was born in
    Athens", "B was born in Athens"); None when the claim says no "A and B ... both ...", or
    says it of the two together ("both in the same country")."""
    keys = [t.text for t in claim.tokens]
    entities = _entities(claim)
    if "both" not in keys or len(entities) < 2 or {"same", "different"} & set(keys):
        return None  # ("both in the same country" is said of the two together)
    a, b = entities[0], entities[1]
    tokens = claim.tokens
    both = keys.index("both")
    joint = _joint(keys, a, b)
    if joint is None or 0 < both < b.end:
        return None
    verb = next((i for i in range(b.end + 1, len(tokens)) if verb_like(tokens[i])), None)
    if verb is None:
        return None
    start = a.start - 1 if a.start and keys[a.start - 1] in ("the", "a", "an") else a.start
    head = claim.text[: tokens[start].start]
    # "In 1990, A and B ...": a lead stays; "The novelists A and B ...": a noun for both goes
    head = head if "," in head else ""
    first = claim.text[tokens[start].start : tokens[joint].start].strip()
    second = claim.text[tokens[joint].end : tokens[verb].start].strip()
    second = _BOTH_AFTER.sub("", second)  # "A and B both composed": B composed
    rest = claim.text[tokens[verb].start :]
    rest = _BOTH.sub("", _NOT.sub("", rest, count=1) if claim.negated else rest, count=1)
    rest = _PLURAL_VERB.sub(lambda m: _SINGULAR[m.group(1).lower()], rest, count=1)
    one, other = f"{head}{first} {rest}", f"{head}{second} {rest}"
    return one[:1].upper() + one[1:], other[:1].upper() + other[1:]


# "the longer of the two documentaries", "the older of the two bridges", at a claim's start.
_ONE_OF_TWO = re.compile(r"^(?:the\s+)?(\w+)\s+of\s+the\s+two\s+(\w+)\b", re.IGNORECASE)


def the_one_of_two(statement: str, context: Context) -> tuple[str, str] | None:
    """For a statement about "the longer of the two documentaries", the one the context
    makes it and the statement said of it ("Ironwood Years was directed by ..."): the two
    are the names the context gives that noun right before ("The documentary Ironwood
    Years"), compared as ``decide_comparison`` compares them. None when the statement is not
    so written, the context does not give exactly two such names, or does not rank them."""
    match = _ONE_OF_TWO.match(statement)
    if match is None:
        return _the_one_of_named(statement, context)
    degree = match.group(1).lower()
    if _direction(lemma(degree)) is None:
        return None
    phrase, rest = _noun_phrase(match.group(2), statement[match.end() :])
    if is_verb(phrase[0].lower()):
        phrase = []  # "The younger of the two is ...": no noun names the two
    noun = lemma(phrase[-1].lower()) if phrase else ""
    found: dict[tuple[str, ...], NameRun] = {}
    for sentence in context.sentences:
        for run in sentence.names:
            before = sentence.tokens[max(0, run.start - 2) : run.start]
            if run.place is None and any(lemma(t.text) == noun for t in before):
                found.setdefault(run.keys, run)
    if len(found) != 2:
        amounts = _the_one_of_two_amounts(statement, match, context)
        if amounts is not None:
            return amounts
        # "the elder of the two Yankees teammates": the two things the passages are about
        found = {run.keys: run for run in passage_subjects(context)} if phrase else {}
        if len(found) != 2:
            return None
    first, second = found.values()
    named = _said_to_be(rest, (first, second), context)
    if named is not None:
        # "The elder of the two teammates was Lou Gehrig": Lou Gehrig is elder than the other
        other = second if named is first else first
        return named.label(), f"{named.label()} is {degree} than {other.label()}"
    winner = _picked(first, second, degree, context)
    if winner is None:
        return None
    return winner.label(), f"{winner.label()}{rest}"


_IDENTITY = re.compile(r"^\s+(?:is|was|are|were)\s+(.+?)\.?$")


def _said_to_be(rest: str, two: tuple[NameRun, NameRun], context: Context) -> NameRun | None:
    """The one of the two things that the rest of a statement ("was Babe Ruth") says the
    described thing is, by a name made of some of its words; None when the rest says more."""
    match = _IDENTITY.match(rest)
    if match is None:
        return None
    said = analyse_claim(match[1], context.known, context.lower, context.labels)
    if len(said.names) != 1 or said.words:
        return None
    words = set(said.names[0].keys)
    meant = [run for run in two if words <= set(run.keys)]
    return meant[0] if len(meant) == 1 else None


# A margin a comparison gives ("heavier by 500 grams"), which its own reading checks.
_MARGIN = re.compile(r"\bby\s+(?:about\s+|some\s+|roughly\s+|nearly\s+)?\d")
_OF_THE_TWO = re.compile(r"\bthe\s+two\b", re.IGNORECASE)


def the_other_of_two(statement: str, question: str, context: Context) -> str | None:
    """For a statement answering a question about "the two silk mills" that names one of the
    two things the context's passages are about ("Harrop's Mill had the bigger workforce"):
    the other one, which the comparison is made against; None otherwise."""
    if not _OF_THE_TWO.search(question) or _ONE_OF_TWO.match(statement):
        return None  # ("The older of the two mills was ...": ``the_one_of_two``)
    if _MARGIN.search(statement):
        return None  # ("heavier by 500 grams": the margin's own reading)
    two = passage_subjects(context)
    if not two:
        return None
    claim = analyse_claim(statement, context.known, context.lower, context.labels)
    keys = set(claim.keys)
    # the thing named whole ("Harrop's Mill" for "Harrop's"), or by a name only it holds
    # ("Babe Ruth" for "George Herman 'Babe' Ruth"; not "Mill", which both mills hold)
    named = [r for r in two if set(r.keys) <= keys] or [
        r
        for r in two
        if any(
            set(n.keys) <= set(r.keys)
            and not any(set(n.keys) <= set(o.keys) for o in two if o is not r)
            for n in claim.names
        )
    ]
    if len(named) != 1:
        return None
    return next(r for r in two if r is not named[0]).label()


def _opening_subject(sentence: Sentence) -> NameRun | None:
    """The name a sentence opens with, past a place that owns it ("Japan's Seikan Tunnel",
    but "Harrop's Mill")."""
    names = [r for r in sentence.names if r.start <= 1]
    if not names:
        return None
    run = names[0]
    after = [r for r in sentence.names if r.start == run.end + 1]
    if run.place is not None and run.surface.endswith(("'s", "\u2019s")) and after:
        return after[0]
    return run


def _noun_phrase(first: str, rest: str) -> tuple[list[str], str]:
    """The words of the noun phrase after "the two" (its first word and up to two more
    before a verb: "Yankees teammates was ..."), and the text after it."""
    phrase = [first]
    while len(phrase) < 3:
        word = re.match(r"\s+(\w+)\b", rest)
        if word is None or is_verb(word[1].lower()) or word[1].lower() in AUXILIARIES:
            break
        phrase.append(word[1])
        rest = rest[word.end() :]
    return phrase, rest


def passage_subjects(context: Context) -> list[NameRun]:
    """The two things a context of two passages is about, each the name opening its
    passage ("Lou Gehrig, the Yankees first baseman, ..."); none for another context."""
    openers: dict[int, Sentence] = {}
    for sentence in context.sentences:
        openers.setdefault(sentence.context, sentence)
    if len(openers) != 2:
        return []
    found = [run for run in map(_opening_subject, openers.values()) if run is not None]
    if len(found) != 2 or found[0].keys == found[1].keys:
        return []
    return found


def _picked(first: NameRun, second: NameRun, degree: str, context: Context) -> NameRun | None:
    """The one of two names the degree picks ("older"), compared as ``decide_comparison``
    compares them; None when the context does not rank them."""
    compared = analyse_claim(
        f"{first.label()} is {degree} than {second.label()}",
        context.known,
        context.lower,
        context.labels,
    )
    verdict = decide_comparison(compared, context)
    if verdict is None:
        return None
    return first if verdict.supported else second


def _the_one_of_two_amounts(
    statement: str, match: re.Match[str], context: Context
) -> tuple[str, str] | None:
    """For "the longer of the two freestyle races" where the context tells the two apart by
    an amount right before the noun ("the 200 m freestyle", "the 400 m freestyle"): the one
    whose amount the degree picks, and the statement said of it."""
    degree, noun = lemma(match.group(1).lower()), lemma(match.group(2).lower())
    direction = _direction(degree)
    if direction is None or direction[0] != "amount":
        return None
    found: dict[tuple[float, str], str] = {}
    for sentence in context.sentences:
        tokens = sentence.tokens
        for index, token in enumerate(tokens[:-1]):
            if not token.is_number or is_year_token(token):
                continue
            unit = canonical_unit(tokens[index + 1].text)
            at = index + 2 if unit is not None else index + 1
            if at >= len(tokens) or lemma(tokens[at].text) != noun:
                continue
            value = float(token.text.replace(",", ""))
            found.setdefault((value, unit or ""), sentence.text[token.start : tokens[at].end])
    if len(found) != 2 or len({unit for _, unit in found}) != 1:
        return None
    pick = max if direction[1] > 0 else min
    label = found[pick(found)]
    rest = statement[match.end() :]
    head = re.match(r"\s+([a-z]+s)\b", rest)
    if head is not None and head[1] not in AUXILIARIES:
        rest = rest[head.end() :]  # "freestyle races": the label names the race
    return f"the {label}", f"The {label}{rest}"


def _the_one_of_named(statement: str, context: Context) -> tuple[str, str] | None:
    """For "The older of Brightloom Textiles and Kestrel Mills was founded in 1919": the one
    of the two named things the context makes it, compared as ``decide_comparison`` compares
    them, and the statement said of it."""
    tokens = tokenize(statement)  # (the claim's own tokens: the shape is read before it)
    if len(tokens) < 4 or tokens[0].text != "the" or tokens[2].text != "of":
        return None  # (most statements: no claim is analysed for this)
    degree = tokens[1].text
    if _direction(lemma(degree)) is None:
        return None
    claim = analyse_claim(statement, context.known, context.lower, context.labels)
    if len(claim.names) < 2:
        return None
    first, second = claim.names[0], claim.names[1]
    if first.start != 3 or second.start != first.end + 2 or tokens[first.end + 1].text != "and":
        return None
    if second.end + 1 >= len(tokens):
        return None
    winner = _picked(first, second, degree, context)
    if winner is None:
        return None
    rest = statement[tokens[second.end].end :]
    return winner.label(), f"{winner.label()}{rest}"
