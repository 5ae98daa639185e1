"""The order of two events the context dates (offline judge, ``local_verify``).

A claim that puts one event before or after another ("Boyle's law was published before Edme
Mariotte described the same relationship"; "the author moved to Montreal after the novel won
the Marren Prize") is decided by the years the context gives each event: the year beside the
words of the event in the one sentence that names it and holds most of its words ("Robert
Boyle published it in 1662"; "Mariotte ... published it in 1676"). Pure functions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .local_evidence import (
    Bag,
    Claim,
    Context,
    NameRun,
    Sentence,
    held,
    is_year_token,
    key,
    occurrences,
    verb_like,
)
from .local_lexicon import lemmas
from .local_stretch import _quote
from .text import STOPWORDS, Token

_ORDER = frozenset(["before", "after"])
_RELATIVE = frozenset(["whom", "which", "who", "that"])
_NAMING = lemmas("name call")
_DEADLINE = frozenset(["by", "until", "till"])
# Words of a side that say nothing of which event it is.
_VAGUE = lemmas("same first later earlier also already year time")


@dataclass(frozen=True, slots=True)
class DatedOrder:
    """Whether the context's years bear the claim's order out, and the reason why."""

    holds: bool
    reason: str


def dated_order(claim: Claim, context: Context) -> DatedOrder | None:
    """The order of the claim's two events by the years the context gives them, for a claim
    "A before B" or "A after B" (a denial of it reads the other way); None when the claim
    has no such shape, or either event has no single year in the context, or both have the
    same year."""
    tokens = claim.tokens
    if any(t.is_number for t in tokens):
        return None  # a claim with a date or an amount of its own is read by the other rules
    same = _same_year(tokens)
    if same is not None:
        return _dated_together(claim, context, *same)
    at = next(
        (i for i, t in enumerate(tokens) if t.text in _ORDER and not t.is_number),
        None,
    )
    if at is None:
        return None
    if (at + 1 < len(tokens) and tokens[at + 1].text in _RELATIVE) or (
        at and key(tokens[at - 1]) in _NAMING
    ):
        return None  # "the naturalist after whom the frog is named": no order of events
    first = _dated(claim, tokens, 0, at, context)
    second = _dated(claim, tokens, at + 1, len(tokens), context)
    if first is None or second is None or first[0] == second[0]:
        return None
    earlier = first[0] < second[0]
    holds = earlier if tokens[at].text == "before" else not earlier
    if holds and not (first[2] and second[2]):
        return None  # the order holds, but of the deeds of others: the other rules decide
    if claim.negated:
        holds = not holds
    reason = (
        f'the context dates the one to {first[0]} ("{_quote(first[1])}") and the other to '
        f'{second[0]} ("{_quote(second[1])}")'
    )
    return DatedOrder(holds, reason)


def _same_year(tokens: Sequence[Token]) -> tuple[int, int] | None:
    """Where the first event of a claim "A in the same year that (as, when) B" ends and the
    second starts, or None for another shape."""
    for at in range(1, len(tokens) - 3):
        if (
            tokens[at].text == "same"
            and tokens[at - 1].text == "the"
            and tokens[at + 1].text == "year"
            and tokens[at + 2].text in _SAME_JOINS
        ):
            end = at - 2 if at >= 2 and tokens[at - 2].text == "in" else at - 1
            return end, at + 3
    return None


_SAME_JOINS = frozenset(["that", "as", "when", "in"])


def _dated_together(claim: Claim, context: Context, end: int, start: int) -> DatedOrder | None:
    """Whether the context dates both events of "A in the same year that B" to one year."""
    tokens = claim.tokens
    first = _dated(claim, tokens, 0, end, context)
    second = _dated(claim, tokens, start, len(tokens), context)
    if first is None or second is None:
        return None
    holds = first[0] == second[0]
    if holds and not (first[2] and second[2]):
        return None  # the same year, but of the deeds of others: the other rules decide
    reason = (
        f'the context dates the one to {first[0]} ("{_quote(first[1])}") and the other to '
        f'{second[0]} ("{_quote(second[1])}")'
    )
    return DatedOrder(holds != claim.negated, reason)


def _dated(
    claim: Claim, tokens: Sequence[Token], start: int, end: int, context: Context
) -> tuple[int, str, bool] | None:
    """The year the context gives the event the claim's tokens ``start:end`` describe, the
    sentence that gives it, and whether that sentence names the name the event opens with
    (its doer; true when it opens with none). The sentence is, of those that give a year,
    the one that names most of its names, then holds most of its words (None when two do
    as well); an event with no name, by one that holds all its words, or all but one."""
    runs = [run for run in claim.names if start <= run.start and run.end < end]
    words = {
        key(t)
        for t in tokens[start:end]
        if t.is_content and not t.capitalised and t.text not in STOPWORDS
    } - _VAGUE
    if not words or (not runs and len(words) < _UNNAMED_WORDS):
        return None
    best: list[tuple[tuple[int, int], Sentence]] = []
    for part in context.sentences:
        if not any(is_year_token(t) for t in part.tokens):
            continue
        named = sum(_names(run, part, context) for run in runs)
        if runs and not named:
            continue
        score = (named, sum(held(w, part.bag) for w in words))
        if not runs and score[1] < len(words) - 1:
            continue  # an event with no name: the sentence must hold nearly all its words
        if not best or score > best[0][0]:
            best = [(score, part)]
        elif score == best[0][0]:
            best.append((score, part))
    if len(best) != 1:
        return None
    part = best[0][1]
    year = _year_beside(part, words)
    if year is None:
        return None
    # (a name that opens the event is its doer: the dating sentence must be about it)
    opening = [run for run in runs if all(not t.is_content for t in tokens[start : run.start])]
    return year, part.text, all(_names(run, part, context) for run in opening)


# The fewest words of an event with no name that a sentence can date ("the northern stretch
# of the town walls was pulled down").
_UNNAMED_WORDS = 3


def _names(run: NameRun, part: Sentence, context: Context) -> bool:
    """Whether the sentence names ``run``, or has a pronoun standing for it."""
    return bool(occurrences(run, part, context)) or run.keys in part.implied


def _year_beside(part: Sentence, words: set[str]) -> int | None:
    """The year of the sentence nearest a word of the event, or its only year where it holds
    none of them (None when two years stand equally near). A year after "by" or "until" is
    a deadline, not when anything happened."""
    bag_of = {i: Bag.of((key(t),)) for i, t in enumerate(part.tokens) if t.is_content}
    spots = [i for i, bag in bag_of.items() if any(held(w, bag) for w in words)]
    years = [
        (i, int(t.text))
        for i, t in enumerate(part.tokens)
        if is_year_token(t)
        # ("would shut it by mid-2023": a deadline, not when the event was)
        and not any(b.text in _DEADLINE for b in part.tokens[max(0, i - 2) : i])
    ]
    if not years:
        return None
    if not spots:  # the sentence names the event's doer only: its one year, if one
        return years[0][1] if len({year for _, year in years}) == 1 else None
    ranked = sorted((min(abs(i - s) for s in spots), year) for i, year in years)
    if len(ranked) > 1 and ranked[0][0] == ranked[1][0] and ranked[0][1] != ranked[1][1]:
        return None
    return ranked[0][1]


def offset_year_failure(claim: Claim, context: Context) -> str | None:
    """A claim that dates a deed to a year ("opened in 1924") where the context dates that
    deed a number of years before or after another event ("was completed and opened a year
    before the exhibition began") whose year it gives ("the British Empire Exhibition of
    1924-25"), and the two do not add up: the year beside the deed is the other event's."""
    tokens = claim.tokens
    years = [int(t.text) for t in tokens if is_year_token(t)]
    deeds = {key(t) for t in tokens if not t.capitalised and verb_like(t)}
    if len(set(years)) != 1 or not deeds:
        return None
    for part in context.sentences:
        offset = _offset(part, deeds)
        if offset is None:
            continue
        amount, anchor = offset
        base = _anchor_year(anchor, context)
        if base is None:
            continue
        expected = base + amount
        if years[0] != expected:
            span = "a year" if abs(amount) == 1 else f"{abs(amount)} years"
            side = "before" if amount < 0 else "after"
            return f'the context dates it {span} {side} an event of {base}: "{_quote(part.text)}"'
    return None


_OFFSET_WORDS = {"before": -1, "earlier": -1, "after": 1, "later": 1}
_ONE = frozenset(["a", "an", "one"])


def _offset(part: Sentence, deeds: set[str]) -> tuple[int, set[str]] | None:
    """Where a sentence says a deed of the claim's happened some years before or after an
    event ("opened a year before the exhibition began"): the signed number of years and the
    words of that event; None when it says no such thing."""
    tokens = part.tokens
    for at, token in enumerate(tokens[:-3]):
        if key(token) not in deeds:
            continue
        count, unit, side = tokens[at + 1 : at + 4]
        if count.text in _ONE:
            number = 1
        elif count.is_number and count.text.isdigit() and int(count.text) < 100:
            number = int(count.text)
        else:
            continue
        if unit.text not in ("year", "years") or side.text not in ("before", "after"):
            continue
        anchor = set()
        for later in tokens[at + 4 :]:
            if later.is_number or verb_like(later):
                break
            if later.is_content and later.text not in STOPWORDS:
                anchor.add(key(later))
        if anchor:
            return number * _OFFSET_WORDS[side.text], anchor
    return None


def _anchor_year(anchor: set[str], context: Context) -> int | None:
    """The one year the context writes right after a word of the event ("Exhibition of
    1924-25", "the 1924 exhibition" read too), or None when it gives none or several."""
    found: set[int] = set()
    for part in context.sentences:
        tokens = part.tokens
        for at, token in enumerate(tokens):
            if not is_year_token(token):
                continue
            near = tokens[max(0, at - 2) : at] + tokens[at + 1 : at + 2]
            if any(key(t) in anchor for t in near):
                found.add(int(token.text))
    return found.pop() if len(found) == 1 else None
