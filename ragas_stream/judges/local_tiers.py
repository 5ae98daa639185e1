"""Tiers of a rule, for the offline judge: which band of an amount a case falls in, and the
outcome the context gives that band.

A policy often gives outcomes by bands ("if uptime falls below 99.0%, the credit rises to
25%"; "staff in bands B1 to B4 may book up to 2 nights per trip"). A claim that gives an
outcome for a case ("25% of the fee for a month with 98.7% uptime"; "Ilse Marren may book
up to 2 nights per trip", where the context puts her in band B2) is borne out when the band
holding the case is the one the context gives that outcome, and gainsaid when another band's
outcome is claimed. The case comes from the claim (an amount the context does not give), from
a sentence naming the claim's subject, or, failing both, from the one amount of the bands'
kind the context gives outside them ("Its measured uptime for March was 98.7%"). An outcome in
percent may be claimed as its share of an amount the context gives ("25% of the monthly fee",
"2,400 dollars per month": $600). A tier named by a word and a letter or number ("up to EUR
110 per night in Tier B cities"), a job family by its name ("job family Operations") and a
plan or tier by the name before it ("the Standard plan") are bands of one value each; their
case is the one tier of a sentence naming the claim's subject or holding a word of the claim
few sentences hold ("Tier B covers Rotterdam, Lyon and Antwerp"), unless that sentence itself
gives a tier the claim's kind of outcome; a clause naming several tiers is read piece by
piece. "The cheapest plan that includes phone support" is the cheapest of the plans a
sentence holding "phone support" names. A claim that compares ("than") or names two tiers
claims no outcome of one. Clauses that forbid ("Do not take more than 8 tablets") and bands
of bare numbers are no bands. Pure functions.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Band", "bands", "gives_amount", "tier_outcome"]

# (no clock time, "14:00", nor the digits of an identifier, "ac-4471")
_NUMBER = r"(?<![\w:.,-])(\d[\d,]*(?:\.\d+)?)(?![\d:])"
_LABEL = r"\b([A-Z])(\d{1,2})\b"
# An amount's unit: a percent sign or the word after the number.
_UNIT = r"\s*(%|[a-z]+)?"


@dataclass(frozen=True, slots=True)
class Band:
    """An interval of one kind of amount (a unit word, "%", or a label's letter) with the
    outcome amounts a clause gives it."""

    kind: str
    low: float
    high: float
    outcomes: frozenset[tuple[float, str]]
    text: str

    def holds(self, value: float) -> bool:
        """Whether the band holds ``value`` (its bounds included)."""
        return self.low <= value <= self.high


_RANGE = re.compile(
    rf"(?:between\s+)?{_NUMBER}\s*(%)?\s*(?:to|and|\u2013|-)\s*{_NUMBER}{_UNIT}", re.I
)
_AT_LEAST = re.compile(
    rf"(?:at\s+least|above|over|more\s+than|exceeding|exceeds|greater\s+than)\s+(?:the\s+)?"
    rf"{_NUMBER}{_UNIT}",
    re.I,
)
_OR_MORE = re.compile(rf"{_NUMBER}{_UNIT}\s+(?:or|and)\s+(?:more|above|over|longer)", re.I)
_BELOW = re.compile(
    rf"(?:below|under|less\s+than|fewer\s+than)\s+(?:the\s+)?{_NUMBER}{_UNIT}",
    re.I,
)
# A tier named by a word and a letter or a number ("Tier B cities", "Zone 2"), a job family
# by its name ("job family Operations"), or a plan or tier by the name before it ("the
# Standard plan"): a band of one value of its own kind.
_NAMED_TIER = re.compile(
    r"\b(Tier|Band|Zone|Grade|Level|Class|Category|Group|Severity|Priority)\s+([A-Z]|\d{1,2})"
    r"\b(?![.,]?\d)|\b(job family)\s+([A-Z][a-z]+)\b|\b([A-Z][a-z]+)\s+(plan|tier)\b"
)
# Capitalised words before "plan" that name none ("The plan", "Each plan").
_NO_PLAN = frozenset(["the", "this", "that", "each", "every", "any", "our", "your", "a", "an"])
# Where a clause that names several tiers parts, one piece per tier.
_TIER_BREAK = re.compile(r",?\s+(?:and|or|while|whereas)\s+|,\s+")
_LABEL_RANGE = re.compile(r"\b([A-Z])(\d{1,2})\s*(?:to|-|\u2013)\s*\1(\d{1,2})\b")
_LABEL_UP = re.compile(r"\b([A-Z])(\d{1,2})\s+(?:and|or)\s+(?:above|higher|up)\b")
_AMOUNT = re.compile(rf"(?:[$£€]\s*)?{_NUMBER}{_UNIT}")
# Words after a number that are no unit of a kind of amount.
_NO_UNIT = frozenset(["to", "and", "or", "of", "per", "a", "an", "the", "in", "for", "if"])
_CLAUSE_BREAK = re.compile(
    r";|\.\s|,\s+(?:and|while|but|whereas)\s+|,\s+if\s+|,\s+(?=[$£€]?\d)", re.I
)
# A clause that forbids ("Do not take more than 8 tablets") gives a limit, not an outcome.
_FORBIDS = re.compile(r"\b(?:not|never|no)\b|n't", re.I)


def _unit(word: str | None) -> str:
    if not word or word.lower() in _NO_UNIT:
        return ""
    word = word.lower()
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _value(text: str) -> float:
    return float(text.replace(",", ""))


def _bands_of(clause: str) -> list[tuple[str, float, float, tuple[int, int]]]:
    """The bands a clause states, each as (kind, low, high, the span that states it)."""
    found: list[tuple[str, float, float, tuple[int, int]]] = []
    for kind, value, span in _tiers(clause):
        found.append((kind, value, value, span))
    if found:
        return found
    for match in _LABEL_RANGE.finditer(clause):
        found.append((match[1], float(match[2]), float(match[3]), match.span()))
    for match in _LABEL_UP.finditer(clause):
        found.append((match[1], float(match[2]), math.inf, match.span()))
    if found:
        return found
    for match in _RANGE.finditer(clause):
        kind = "%" if match[2] or match[4] == "%" else _unit(match[4])
        found.append((kind, _value(match[1]), _value(match[3]), match.span()))
    for pattern, upward in ((_AT_LEAST, True), (_OR_MORE, True), (_BELOW, False)):
        for match in pattern.finditer(clause):
            if any(s <= match.start() < e for *_, (s, e) in found):
                continue
            number = _value(match[1])
            low, high = (number, math.inf) if upward else (-math.inf, number - 1e-9)
            found.append((_unit(match[2]), low, high, match.span()))
    return found


def _tiers(text: str) -> list[tuple[str, float, tuple[int, int]]]:
    """The named tiers of a text as (kind, value, span): a letter or number is its kind's
    value ("Tier B": ("tier", 2.0)); a name is a kind of its own ("job family Operations":
    ("job family:operations", 0.0))."""
    found = []
    for match in _NAMED_TIER.finditer(text):
        if match[1]:
            label = match[2]
            value = float(label) if label.isdigit() else float(ord(label) - ord("A") + 1)
            found.append((match[1].lower(), value, match.span()))
        elif match[3]:
            found.append((f"{match[3]}:{match[4].lower()}", 0.0, match.span()))
        elif match[5].lower() not in _NO_PLAN:  # "the Standard plan": ("plan:standard", 0.0)
            found.append((f"{match[6]}:{match[5].lower()}", 0.0, match.span()))
    return found


def _tier_pieces(clause: str) -> list[str]:
    """The pieces of a clause that names several tiers, each naming one ("up to EUR 140
    per night in Tier A cities and up to EUR 110 per night in Tier B cities"); none when a
    piece names several or a tier stands in none."""
    named = len(_tiers(clause))
    pieces = [p for p in _TIER_BREAK.split(clause) if _tiers(p)]
    if len(pieces) != named or any(len(_tiers(p)) != 1 for p in pieces):
        return []
    return pieces


def _amounts(text: str, skip: Sequence[tuple[int, int]] = ()) -> set[tuple[float, str]]:
    """The amounts a text gives with their units, outside the spans ``skip``."""
    found = set()
    for match in _AMOUNT.finditer(text):
        if any(s <= match.start() < e for s, e in skip):
            continue
        if re.match(r"[A-Z]\d", text[max(0, match.start() - 1) : match.start() + 1]):
            continue  # the digits of a label ("G3")
        found.add((_value(match[1]), _unit(match[2])))
    return found


def bands(sentences: Sequence[str]) -> list[Band]:
    """The bands the sentences state, one per clause that gives a band and an outcome."""
    found: list[Band] = []
    for sentence in sentences:
        for clause in _CLAUSE_BREAK.split(sentence):
            if _FORBIDS.search(clause):
                continue
            stated = _bands_of(clause)
            if len(stated) > 1 and all(_NAMED_TIER.match(clause, s) for *_, (s, _) in stated):
                found.extend(b for piece in _tier_pieces(clause) for b in _band(piece))
                continue
            if len(stated) == 1:  # no band, or several: the outcome is not tied to one
                found.extend(_band(clause, stated[0]))
    return found


def _band(
    clause: str, stated: tuple[str, float, float, tuple[int, int]] | None = None
) -> list[Band]:
    """The band of a clause that states one, with the outcomes it gives that band, if any."""
    kind, low, high, span = stated or _bands_of(clause)[0]
    if not kind:
        return []  # a bare number's band ("from about 6,000 in 1850 to 3,800")
    outcomes = frozenset(_amounts(clause, (span,)))
    return [Band(kind, low, high, outcomes, clause.strip())] if outcomes else []


def _cases(
    claim: str, named: Sequence[str], given: set[tuple[float, str]]
) -> set[tuple[float, str]]:
    """The case values: amounts of the claim the context does not give, and the labels of
    the sentences that name the claim's subject."""
    cases = {a for a in _amounts(claim) if a not in given}
    for sentence in [claim, *named]:
        cases |= {(float(m[2]), m[1]) for m in re.finditer(_LABEL, sentence)}
        tiers = _tiers(sentence)
        if len(tiers) == 1:  # ("Tier B covers Rotterdam, Lyon and Antwerp")
            cases.add((tiers[0][1], tiers[0][0]))
    return cases


def gives_amount(claim: str) -> bool:
    """Whether a claim gives an amount: without one it claims no outcome of a band, and
    ``tier_outcome`` need not read the context."""
    return bool(_amounts(claim))


def tier_outcome(
    claim: str, sentences: Sequence[str], named: Sequence[str]
) -> tuple[bool, str] | None:
    """Whether the claim gives the outcome of the band its case falls in (True) or of another
    band (False), with the clause that decides; None when the context gives no band for the
    case, or the claim no outcome of a band. An outcome in percent may be claimed as that
    share of an amount the context gives ("25% of the monthly fee", "pays 2,400 dollars per
    month": $600). ``named`` are the context's sentences that name the claim's subject, where
    its case may stand ("Ilse Marren, analyst, band B2")."""
    if not gives_amount(claim) or _bands_of(_NAMED_TIER.sub("", claim)):
        return None  # (a claim that states a band itself gives no case: "more than 6 g")
    if len(_tiers(claim)) > 1 or re.search(r"\bthan\b", claim):
        return None  # ("the Flex plan ... than the Core plan": a comparison of two tiers)
    stated = bands(sentences)
    if not stated:
        return None
    given = {a for s in sentences for a in _amounts(s)}
    units = {unit for band in stated for _, unit in band.outcomes}
    claimed = {
        a
        for a in _amounts(claim)
        if a in given and a[1] in units and any(g[1] == a[1] and g != a for g in given)
    }  # an outcome the context gives, of a unit it gives other amounts of
    shares = _shares(claim, stated, given)
    if not claimed and not shares:
        return None
    claim_units = {unit for _, unit in _amounts(claim)}
    named = [  # (a sentence giving a tier the claim's kind of outcome states it, no case)
        s
        for s in named
        if not any(b.text in s and {u for _, u in b.outcomes} & claim_units for b in stated)
    ]
    chosen = _chosen_tier(claim, sentences, stated, claimed)
    if chosen is not None:  # "the cheapest plan that includes phone support"
        return bool(claimed & chosen.outcomes), chosen.text
    cases = _cases(claim, named, given) - claimed - {a for a in _amounts(claim) if a in shares}
    holding = [b for b in stated for v, kind in cases if b.kind == kind and b.holds(v)]
    if not holding and not cases:
        holding = _held_elsewhere(stated, sentences, _amounts(claim))
    if not holding:
        return None
    # the narrowest band, and of open ones the nearest bound ("below 99.0%" in "below 99.9%")
    narrowest = min(holding, key=lambda b: (b.high - b.low, b.high, -b.low))
    if claimed & narrowest.outcomes or any(narrowest in owners for owners in shares.values()):
        return True, narrowest.text
    if {unit for _, unit in claimed} & {unit for _, unit in narrowest.outcomes} or shares:
        return False, narrowest.text
    return None


# "the cheapest plan that includes phone support": a superlative of price over the plans
# (or tiers) a sentence gives a thing; the rest of the claim after "that" says the thing.
_CHOSEN = re.compile(
    r"\bthe\s+(cheapest|least\s+expensive|lowest-priced|most\s+expensive|priciest|costliest)"
    r"\s+(?:[A-Z]\w*\s+)*(plan|tier)s?\s+(?:that|which|with)\s+([^,.;]+)",
    re.I,
)
_LISTED_TIERS = re.compile(
    r"\b((?:[A-Z][a-z]+(?:,\s*|\s+and\s+|\s+or\s+))*[A-Z][a-z]+)\s+(plan|tier)s?\b"
)
_DEAREST = ("most", "priciest", "costliest")
_THING_WORDS = 2  # the words of the thing a chosen tier must have that a sentence must hold


def _chosen_tier(
    claim: str, sentences: Sequence[str], stated: Sequence[Band], claimed: set[tuple[float, str]]
) -> Band | None:
    """For "the cheapest plan that includes phone support ... is $15": the band of the
    cheapest (or dearest) of the tiers a sentence holding the thing's words names ("Phone
    support is available on the Plus and Premier plans"), among the bands whose outcomes are
    in the claim's units; None when the claim is no such choice or no sentence names them."""
    match = _CHOSEN.search(claim)
    if match is None or not claimed:
        return None
    noun = match[2].lower()
    thing = [w.lower() for w in re.findall(r"[A-Za-z]+", match[3])][1:]  # after its verb
    thing = [w for w in thing if w not in _NO_PLAN and w not in ("is", "are", "costs", "cost")]
    if len(thing) < _THING_WORDS:
        return None
    units = {unit for _, unit in claimed}
    for sentence in sentences:
        lower = sentence.lower()
        if not all(re.search(rf"\b{w}", lower) for w in thing[:_THING_WORDS]):
            continue
        labels = {
            name.lower()
            for listed in _LISTED_TIERS.finditer(sentence)
            if listed[2] == noun
            for name in re.split(r",\s*|\s+and\s+|\s+or\s+", listed[1])
        }
        candidates = [
            b
            for b in stated
            if b.kind.split(":")[-1] in labels
            and b.kind.startswith(f"{noun}:")
            and any(u in units for _, u in b.outcomes)
        ]
        if len(candidates) < 2:
            continue

        def price(band: Band) -> float:
            return min(v for v, u in band.outcomes if u in units)

        dearest = match[1].lower().startswith(_DEAREST)
        return (max if dearest else min)(candidates, key=price)
    return None


def _shares(
    claim: str, stated: Sequence[Band], given: set[tuple[float, str]]
) -> dict[tuple[float, str], list[Band]]:
    """The claim's amounts the context does not give that are a band's outcome in percent
    of an amount it gives in other units, each with the bands whose share it is."""
    found: dict[tuple[float, str], list[Band]] = {}
    bases = [value for value, unit in given if unit != "%" and value > 0]
    for amount in _amounts(claim):
        if amount in given or amount[1] == "%":
            continue
        for band in stated:
            if any(
                unit == "%" and abs(share / 100 * base - amount[0]) < 1e-6 * max(1.0, amount[0])
                for share, unit in band.outcomes
                for base in bases
            ):
                found.setdefault(amount, []).append(band)
    return found


def _held_elsewhere(
    stated: Sequence[Band], sentences: Sequence[str], claimed: set[tuple[float, str]]
) -> list[Band]:
    """The bands that hold the one amount of their kind the context gives outside its
    bands' clauses ("Its measured uptime for March was 98.7%"), when it gives exactly one
    and the claim does not give it (what the claim gives is claimed, no case)."""
    texts = {band.text for band in stated}
    kinds = {band.kind for band in stated}
    loose = {
        a
        for s in sentences
        for clause in _CLAUSE_BREAK.split(s)
        if clause.strip() not in texts and not _bands_of(clause)
        for a in _amounts(clause)
        if a[1] in kinds
    } - {o for band in stated for o in band.outcomes}
    loose -= claimed
    if len(loose) != 1:
        return []
    ((value, kind),) = loose
    return [b for b in stated if b.kind == kind and b.holds(value)]
