"""Time, rank and scope (offline judge, ``local_verify``): former and current roles and values,
bounds of years and spans, kinship, exclusive words, "only", frequency, rank and
superlatives, claims for every case, nearness and origin of places, and what a sentence says
of a named part of a general case. Pure functions.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from .local_complements import complement_failure
from .local_denials import (
    _EXCEPTIONS,
)
from .local_evidence import (
    CALENDAR,
    PRONOUNS,
    WEEKDAYS,
    WORKS,
    Bag,
    Claim,
    Context,
    NameRun,
    Sentence,
    held,
    is_year_token,
    key,
    keys_to_comma,
    occurrences,
    verb_like,
    year_spans,
)
from .local_grammar import BE as BE_FORMS
from .local_grammar import PREPOSITIONS, is_verb
from .local_kinship import (
    another_holder,
    claimed_parent,
    claimed_relations,
    reversed_relation,
    same_person,
    stated_parents,
    stated_relations,
    subject_of,
)
from .local_lexicon import (
    canonical_unit,
    exclusive_group,
    lemma,
    lemmas,
    synonym_ids,
    unit_dimension,
)
from .local_links import (
    _about,
    _about_before,
)
from .local_numbers import (
    STATES,
    _is_year,
)
from .local_reason import dated_time
from .local_stretch import (
    _common_noun,
    _coverage,
    _held,
    _Instead,
    _number_places,
    _quote,
    _same_name,
    _Stretch,
    _stretch,
    _units_agree,
)
from .text import (
    NEGATIONS,
    STOPWORDS,
    Token,
    date_supported,
)

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
    forward", "a forward before switching positions", "took it over from the council"."""
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
            if _taken_over_from(tokens, i):
                return f"the context says it was taken over from the {token.text}"
            a, b = part.clause_spans[part.clause_of(i)] if part.clause_spans else (0, 10**9)
            clause = [t for t in tokens if a <= t.start < b]
            ended = any(
                (t.text in _UNTIL or (t.text == "to" and j and is_year_token(clause[j - 1])))
                and j + 1 < len(clause)
                and is_year_token(clause[j + 1])
                for j, t in enumerate(clause)
            )  # "until 2019", "from 2012 to 2018"
            if ended:
                return f"the context says {token.text} until a year: a former role"
            if _said_before(part, i):
                return f"the context says {token.text} of a time before: a former role"
    return None


# How many tokens before a role its "previously" may stand ("having previously taught there
# as professor of harmony").
_PREVIOUSLY_REACH = 6


def _earlier_role_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A role the claim says someone held during a span where the sentence that gives the
    span says they held it before: "was the conservatory's professor of harmony during those
    years" against "She was director ... from 1912 to 1936, having previously taught there as
    professor of harmony"."""
    if claim.negated or not {"during", "throughout"} & {t.text for t in claim.tokens}:
        return None
    roles = {key(t) for t in claim.tokens if _common_noun(t)} & set(claim.words)
    for part in stretch.parts:
        if not year_spans(part.tokens, part.text):
            continue
        tokens = part.tokens
        for index, token in enumerate(tokens):
            if key(token) not in roles or not _common_noun(token):
                continue
            before = tokens[max(0, index - _PREVIOUSLY_REACH) : index]
            if any(t.text in _PREVIOUSLY for t in before):
                return f"the context says {token.text} of a time before the span"
    return None


def _taken_over_from(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token at ``index`` is who something was taken over from ("which took it
    over from the parish council"): the one who held it before."""
    at = index - 1
    while at >= 0 and (tokens[at].text in ("the", "its", "their") or _common_noun(tokens[at])):
        at -= 1
    return at > 0 and tokens[at].text == "from" and tokens[at - 1].text == "over"


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


# (not ``local_links._FORMERLY``, which also holds "before" and "earlier" for a changed value)
_PREVIOUSLY = frozenset(["previously", "formerly"])


def _bound(tokens: Sequence[Token], index: int) -> str | None:
    """Which way a limit on the number at ``index`` points: "upper" ("up to 30", "no more
    than 30", "30 or less", "not permitted for more than 30"), "lower" ("at least 12", "12 or
    more") or None."""
    before = [t.text for t in tokens[max(0, index - 3) : index]]
    for words, side in ((_UPPER_BEFORE, "upper"), (_LOWER_BEFORE, "lower")):
        for pattern in words:
            if tuple(before[-len(pattern) :]) == pattern:
                # upper limits first: "no more than" is read before "more than"
                start = index - len(pattern)
                if {"not", "never"} & {t.text for t in tokens[max(0, start - 3) : start]}:
                    return "lower" if side == "upper" else "upper"  # "not permitted for more"
                return side
    if before[-1:] == ["after"] and index + 1 < len(tokens) and _counts_time(tokens[index + 1]):
        return "lower"  # "after 30 days" (not "after 1990", a year, nor "after 5 pm")
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
_ENDING = lemmas("leave end retire resign quit close finish stop complete")
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
            spans = [*year_spans(part.tokens, part.text), *_dated_spans(part.tokens)]
            for _, first, last in spans:
                if first == last:
                    continue
                if ending and year == first:
                    return _Instead(f"the context gives {last} for its end, not {year}")
                if starting and year == last:
                    return _Instead(f"the context gives {first} for its start, not {year}")
    return None


def _dated_spans(tokens: Sequence[Token]) -> list[tuple[int, int, int]]:
    """The spans a text gives between dates with their months ("from November 1990 until
    May 1997"), as ``year_spans`` gives them: (index of the first year, first, last)."""
    spans: list[tuple[int, int, int]] = []
    for i, token in enumerate(tokens):
        if token.text != "from" or i + 2 >= len(tokens) or is_year_token(tokens[i + 1]):
            continue  # (a span of bare years is ``year_spans``'s)
        first = next(
            (j for j in range(i + 1, min(i + 4, len(tokens))) if is_year_token(tokens[j])), None
        )
        if first is None or first + 1 >= len(tokens) or tokens[first + 1].text not in _SPAN_TO:
            continue
        last = next(
            (j for j in range(first + 2, min(first + 5, len(tokens))) if is_year_token(tokens[j])),
            None,
        )
        if last is not None:
            spans.append((first, int(tokens[first].text), int(tokens[last].text)))
    return spans


_SPAN_TO = frozenset(["to", "until", "till"])


# The words between "until" and the event that ends a span ("until her abdication").
_UNTIL_DETERMINERS = frozenset(["her", "his", "its", "their", "the"])


def _until_events(tokens: Sequence[Token]) -> list[tuple[str, str]]:
    """The events a text ends a span with, with the word before each ("reigned until her
    death": her, death)."""
    return [
        (tokens[i + 1].text, key(tokens[i + 2]))
        for i in range(len(tokens) - 2)
        if tokens[i].text == "until"
        and tokens[i + 1].text in _UNTIL_DETERMINERS
        and tokens[i + 2].is_content
        and not tokens[i + 2].is_number
    ]


def _until_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that ends a span with an event ("reigned until her death") where the stretch's
    sentences about the claim's names end it with another ("reigned ... until her
    abdication") and never with the claim's (another's "reigned until his death" is his)."""
    for whose, event in _until_events(claim.tokens):
        theirs = [
            other
            for part in stretch.parts
            if not claim.names or any(occurrences(run, part, context) for run in claim.names)
            for det, other in _until_events(part.tokens)
            if det == whose or "the" in (det, whose)  # "his death" is not "her death"
        ]
        if theirs and not held(event, Bag.of(theirs)):
            return _Instead(f"the context ends it with {theirs[0]}, not {event}")
    return None


def _until_amount_failure(claim: Claim, context: Context) -> str | None:
    """A claim that something goes on "until" an amount ("until they are 8 weeks old")
    where a sentence that gives that amount elsewhere ("starting at 6 to 8 weeks of age")
    gives another of the same unit after its own "until" ("until the puppy is 16 weeks
    old"): that is where it ends."""
    tokens = claim.tokens
    at = next((i for i, t in enumerate(tokens) if t.text in _UNTIL), None)
    if at is None:
        return None
    mine = _number_after(tokens, at)
    units = claim.numbers.get(mine.text, set()) if mine is not None else set()
    if mine is None or not units:
        return None
    for sentence in context.sentences:
        words = sentence.tokens
        if not any(t.text == mine.text for t in words):
            continue
        ends = [
            n for i, t in enumerate(words) if t.text in _UNTIL and (n := _number_after(words, i))
        ]
        if any(n.text == mine.text for n in ends):
            return None
        for end in ends:
            if sentence.numbers.get(end.text, set()) & units:
                return f'the context gives {end.text} after "until", not {mine.text}'
    return None


_UNTIL_REACH = 5  # the words after "until" that may hold its amount ("until the puppy is 16")


def _number_after(tokens: Sequence[Token], at: int) -> Token | None:
    """The first number (not a year) within reach after the token at ``at``."""
    for token in tokens[at + 1 : at + 1 + _UNTIL_REACH]:
        if token.is_number and not is_year_token(token):
            return token
    return None


def _term_of(
    holder: NameRun, role: frozenset[str], context: Context
) -> tuple[Sentence, int, int] | None:
    """The sentence that gives the years of the holder's term in the role ("Mayor Edda
    Thornquist of Varnholm served two terms, from 2006 to 2014"), with its first and last
    year."""
    for part in context.sentences:
        if not occurrences(holder, part, context):
            continue
        if not any(held(word, part.bag) for word in role):
            continue
        for _, first, last in year_spans(part.tokens, part.text):
            if first < last:
                return part, first, last
    return None


def _term_failure(claim: Claim, context: Context) -> str | None:
    """An event the claim puts within someone's term ("The harbour bridge was approved
    while Edda Thornquist was mayor", "Marta Lindqvist was chairing the board when the
    company acquired Helmfield Grid") that the context dates outside the years it gives
    that term: the sentence that holds the event's words and names ("The Varnholm harbour
    bridge was approved in 2016") gives no year inside it."""
    read = _term_while(claim) or _term_when(claim)
    if read is None:
        return None
    holder, role_tokens, event_tokens = read
    role = frozenset(key(t) for t in role_tokens if t.is_content and not t.capitalised)
    term = _term_of(holder, role, context) if role else None
    if term is None:
        return None
    said, first, last = term
    starts = {t.start for t in event_tokens}
    event = [
        run
        for run in claim.names
        if claim.tokens[run.start].start in starts and not _same_name(run, holder)
    ]
    words = {key(t) for t in event_tokens if t.is_content and not t.capitalised}
    dated: list[int] = []
    for part in context.sentences:
        years = [int(t.text) for t in part.tokens if is_year_token(t)]
        if part is said or not years:
            continue
        if event and not all(occurrences(run, part, context) for run in event):
            continue  # it must name what the event is about ...
        if not event and sum(1 for w in words if held(w, part.bag)) * 2 < max(1, len(words)):
            continue  # ... or hold most of its words
        if any(first <= year <= last for year in years):
            return None  # a year inside the term: the event may fall in it
        dated.append(years[0])
    if not dated:
        return None
    return _Instead(
        f"the context gives {dated[0]}, outside {holder.label()}'s term, {first} to {last}"
    )


# What a claim of an event in someone's term says: the holder, the words of the role, and
# the words of the event.
_TermClaim = tuple[NameRun, Sequence[Token], Sequence[Token]]


def _term_while(claim: Claim) -> _TermClaim | None:
    """ "EVENT while HOLDER was ROLE" (the holder may be a pronoun for a name before)."""
    tokens = claim.tokens
    at = next((i for i, t in enumerate(tokens) if t.text == "while"), None)
    if at is None or at + 3 >= len(tokens):
        return None
    holder = next((run for run in claim.names if run.start == at + 1), None)
    after = holder.end + 1 if holder is not None else at + 2
    if holder is None and tokens[at + 1].text in PRONOUNS:
        holder = next((run for run in claim.names if run.end < at), None)
    if holder is None or after >= len(tokens) or tokens[after].text not in BE_FORMS:
        return None
    return holder, tokens[after + 1 :], tokens[:at]


def _term_when(claim: Claim) -> _TermClaim | None:
    """ "HOLDER was [not] ROLE when EVENT", the holder opening the claim."""
    tokens = claim.tokens
    holder = next((run for run in claim.names if run.start == 0), None)
    at = next((i for i, t in enumerate(tokens) if t.text == "when"), None)
    if holder is None or at is None or at + 2 >= len(tokens):
        return None
    after = holder.end + 1
    if after >= at or tokens[after].text not in BE_FORMS:
        return None
    role = [t for t in tokens[after + 1 : at] if t.text not in ("not", "still")]
    return (holder, role, tokens[at + 1 :]) if role else None


def _event_order_failure(claim: Claim, context: Context) -> str | None:
    """A year the claim puts before or after a named event ("on 10 August 1793, a few years
    before the French Revolution began") that the context dates the other way: the sentence
    naming the event gives a year right after the claim's verb for it ("the French
    Revolution, which began in 1789")."""
    tokens = claim.tokens
    at = next(
        (i for i, t in enumerate(tokens) if not t.is_number and t.text in ("before", "after")),
        None,
    )
    if at is None:
        return None
    years = [int(t.text) for t in tokens[:at] if is_year_token(t)]
    event = [run for run in claim.names if run.start > at]
    verbs = {key(t) for t in tokens[at + 1 :] if verb_like(t) and t.text not in BE_FORMS}
    if len(years) != 1 or not event or not verbs:
        return None
    for part in context.sentences:
        if not all(occurrences(run, part, context) for run in event):
            continue
        for index, token in enumerate(part.tokens):
            if not is_year_token(token):
                continue
            if not any(key(t) in verbs for t in part.tokens[max(0, index - 3) : index]):
                continue
            dated = int(token.text)
            wrong = years[0] > dated if tokens[at].text == "before" else years[0] < dated
            if not wrong:
                return None
            label = " ".join(run.label() for run in event)
            return _Instead(f"the context dates {label} to {dated}")
    return None


def _clause_order_failure(claim: Claim, context: Context) -> str | None:
    """A claim opening "After (or Before) A, B" whose two events the context dates the other
    way: "After the bridge opened, Sand completed the Kemm viaduct" where the bridge "opened
    on 11 June 1889" and he "completed the Kemm viaduct ... in 1882". Each event's year is
    the first one a sentence holding a word of the event gives shortly after the event's
    verb; None when either is not dated so, or the claim gives a year of its own."""
    tokens = claim.tokens
    if len(tokens) < 4 or tokens[0].text not in ("after", "before"):
        return None
    comma = claim.text.find(",")
    if comma < 0 or any(is_year_token(t) for t in tokens):
        return None
    opening = [t for t in tokens[1:] if t.end <= comma]
    main = [t for t in tokens if t.start > comma]
    first, then = _event_year(opening, context), _event_year(main, context)
    if first is None or then is None or first == then:
        return None
    wrong = then < first if tokens[0].text == "after" else then > first
    if not wrong:
        return None
    return _Instead(f"the context dates the one to {first[0]} and the other to {then[0]}")


def _since_failure(claim: Claim, context: Context) -> str | None:
    """A state the claim says held when an event happened ("The register was publicly
    searchable when the Act came into force") where a sentence holding the state's words
    says it holds only since a later year ("publicly searchable since March 2021") than the
    one the context dates the event to ("came into force on 1 January 2020")."""
    tokens = claim.tokens
    at = next((i for i, t in enumerate(tokens) if t.text == "when" and i >= 3), None)
    if at is None or any(is_year_token(t) for t in tokens[:at]):
        return None
    when = _event_year(tokens[at + 1 :], context)
    words = {
        key(t)
        for t in tokens[:at]
        if t.is_content and not t.is_number and not t.capitalised and t.text not in BE_FORMS
    }
    if when is None or len(words) < 2:
        return None
    for part in context.sentences:
        if sum(1 for w in words if held(w, part.bag)) < len(words) - 1:
            continue
        for index, token in enumerate(part.tokens):
            if token.text != "since":
                continue
            year = next(
                (int(t.text) for t in part.tokens[index + 1 : index + 4] if is_year_token(t)),
                None,
            )
            if year is not None and when[0] < year:
                return _Instead(f"the context says so only since {year}, after {when[0]}")
    return None


def _no_longer_failure(claim: Claim, context: Context) -> str | None:
    """A claim that a name holds a thing now ("Mirabel Osgood runs Foxglove & Pine") where
    the passage naming both goes on to say the name later gave it up ("In 2015 she sold her
    stake ..."): it did once, not now."""
    tokens = claim.tokens
    subject = next((run for run in claim.names if run.start == 0), None)
    if subject is None or subject.end + 1 >= len(tokens):
        return None
    verb = tokens[subject.end + 1]
    if verb.text not in _HOLDING_NOW:
        return None
    held_thing = [run for run in claim.names if run.start > subject.end + 1]
    if not held_thing:
        return None
    for number, part in enumerate(context.sentences):
        if not all(occurrences(run, part, context) for run in (subject, *held_thing)):
            continue
        for later in context.sentences[number : number + _LATER_SENTENCES]:
            if later.context != part.context:
                break
            about = occurrences(subject, later, context) or subject.keys in later.implied
            # what was given up: the thing itself, or a holding of it ("sold her stake")
            it = any(occurrences(run, later, context) for run in held_thing) or any(
                key(t) in _HOLDINGS for t in later.tokens
            )
            if about and it and any(key(t) in _GIVING_UP for t in later.tokens):
                return f'the context says it was given up: "{_quote(later.text)}"'
    return None


def _still_failure(claim: Claim, context: Context) -> str | None:
    """A claim that a name "still" does something ("Saab Automobile still makes cars")
    where a sentence about the name says it no longer does ("it filed for bankruptcy in 2011
    and no longer produces cars"): that sentence, quoted."""
    tokens = claim.tokens
    subject = next((run for run in claim.names if run.start == 0), None)
    at = next((i for i, t in enumerate(tokens) if t.text == "still"), None)
    if subject is None or at is None or at <= subject.end or at + 1 >= len(tokens):
        return None
    verb = key(tokens[at + 1])
    rest = [key(t) for t in tokens[at + 2 :] if t.is_content and not t.capitalised]
    named: int | None = None  # the passage of the last sentence about the name
    for sentence in context.sentences:
        about = bool(occurrences(subject, sentence, context)) or subject.keys in sentence.implied
        # (a next sentence of the same passage whose pronoun names nothing else is about it)
        going_on = named == sentence.context and sentence.pronoun >= 0 and not sentence.names
        named = sentence.context if about or going_on else None
        if named is None:
            continue
        words = sentence.tokens
        for i in range(len(words) - 2):
            if (words[i].text, words[i + 1].text) != ("no", "longer"):
                continue
            denied = Bag.of(key(t) for t in words[i + 2 : i + 2 + _STILL_REACH])
            if held(verb, denied) and all(held(w, denied) for w in rest):
                return f'the context says it no longer does: "{_quote(sentence.text)}"'
    return None


_STILL_REACH = 5  # the words after "no longer" that say what is no longer done


# Present verbs of holding a thing now, and the verbs of giving it up.
_HOLDING_NOW = frozenset(["runs", "owns", "manages", "leads", "heads", "chairs", "directs"])
_GIVING_UP = lemmas("sell leave quit resign retire relinquish")
_HOLDINGS = lemmas("stake share company business firm post role position seat")
_LATER_SENTENCES = 3  # how far on a passage may say the thing was given up


def _current_holder_failure(claim: Claim, context: Context) -> str | None:
    """A claim that names the current holder of a role ("The current artistic director of
    the theatre ... is Harlan Vose") where the context gives the role to that name and, from
    a later year, to another ("Vose left acting in 2012 to become artistic director"; "Since
    2019 its artistic director has been Priya Lanthorne"): the later one holds it now."""
    tokens = claim.tokens
    at = next((i for i, t in enumerate(tokens) if t.text in _CURRENT), None)
    if at is None or not claim.names:
        return None
    role: list[str] = []
    for token in tokens[at + 1 : at + 1 + _ROLE_WORDS]:
        if not token.is_content or token.capitalised or token.is_number:
            break
        role.append(key(token))
    answer = claim.names[-1]
    if not role or answer.start <= at:
        return None
    holders: list[tuple[int, NameRun]] = []
    for part in context.sentences:
        if not all(held(w, part.bag) for w in role):
            continue
        years = [int(t.text) for t in part.tokens if is_year_token(t)]
        people = [
            run
            for run in part.names
            if run.place is None
            # ("Since 2019 ...": no name)
            and not all(t.text in PREPOSITIONS for t in part.tokens[run.start : run.end + 1])
            and not (run.start and part.tokens[run.start - 1].text in PREPOSITIONS)
            and not (run.start > 1 and part.tokens[run.start - 2].text in PREPOSITIONS)
        ]
        if len(set(years)) == 1 and len(people) == 1:
            holders.append((years[0], people[0]))
    if len({run.keys for _, run in holders}) < 2:
        return None
    year, latest = max(holders, key=lambda held_by: held_by[0])
    if _same_name(latest, answer) or not any(_same_name(run, answer) for _, run in holders):
        return None
    return _Instead(f"the context gives that role to {latest.label()} since {year}")


_CURRENT = frozenset(["current", "currently", "present"])
_ROLE_WORDS = 3  # the most words of the role after "current" ("artistic director")


def _unknown_first_failure(claim: Claim, context: Context) -> str | None:
    """A claim that makes something the first, only or last of a kind the context never
    names ("made Ruiz the first woman ever to take the prize", where no sentence speaks of
    a woman): a distinction the context does not give."""
    tokens = claim.tokens
    for at, token in enumerate(tokens[:-1]):
        if token.text not in _DISTINCTIONS or not at or tokens[at - 1].text not in _OWNERS:
            continue  # ("restarted first, followed by ...": an order, not a distinction)
        kind = tokens[at + 1]
        if not kind.is_content or kind.is_number or kind.capitalised or is_verb(kind.text):
            continue
        if any(held(key(kind), part.bag) for part in context.sentences):
            continue
        if token.text == "first" and key(kind) in _FIRST_WORKS and _debut_said(context):
            continue  # "the first feature by Noor Hadley": "first-time filmmaker Noor Hadley"
        return f"the context does not say it was the {token.text} {kind.text}"
    return None


_DISTINCTIONS = frozenset(["first", "only", "last"])
_OWNERS = frozenset(["the", "a", "an", "its", "his", "her", "their"])
_FIRST_WORKS = WORKS | lemmas("feature work")


def _debut_said(context: Context) -> bool:
    """Whether the context speaks of a first work in its own words ("first-time", "debut")."""
    return any(
        t.text == "debut" or (t.text == "first" and part.text[t.end : t.end + 1] == "-")
        for part in context.sentences
        for t in part.tokens
    )


def _event_year(tokens: Sequence[Token], context: Context) -> tuple[int, ...] | None:
    """The time the context gives an event the tokens tell ("the bridge opened"): the first
    one after one of its verbs (``dated_time``) in a sentence holding one of its other
    content words."""
    verbs = frozenset(
        key(t)
        for t in tokens
        if (verb_like(t) or is_verb(t.text))
        and t.text not in BE_FORMS
        and not (t.capitalised and not t.initial)  # (the "Act" of "the Companies Act 2019")
    )
    words = {key(t) for t in tokens if t.is_content and not t.is_number} - verbs
    if not verbs or not words:
        return None
    places = [(part, 0) for part in context.sentences if any(held(w, part.bag) for w in words)]
    return dated_time(places, verbs)


def _kinship_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A relation between two people the stretch states the other way round ("Noel is the
    elder brother of Liam" for "Liam is the elder brother of Noel"), or of the same other
    person to someone else only ("Josef Hemlin's great-granddaughter, Ute Hemlin", for "Clara
    Voss is a great-granddaughter of Josef Hemlin")."""
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
            if another_holder(relation, stated) is not None:
                return f'the context gives that relation to another: "{_quote(part.text)}"'
    return None


def parent_outcome(claim: Claim, context: Context) -> tuple[bool, str] | None:
    """Whether the context bears out the parent a claim names ("Mary Shelley's father was
    William Godwin"), where a sentence about the child gives its parents as "the daughter of
    A and B" (``stated_parents``: the father first): borne out when that parent is the
    claim's, gainsaid when not; with the sentence that decides. None when the claim names no
    parent or no sentence gives the child's."""
    claimed = claimed_parent(claim.text)
    if claimed is None:
        return None
    child, relation, parent = claimed
    for part in context.sentences:
        before = context.sentences[max(0, part.index - _SUBJECT_REACH) : part.index]
        subject = subject_of([*(s.text for s in before), part.text])
        if not same_person(subject, child):
            continue
        parents = stated_parents(part.text, subject)
        if parents:
            return same_person(parents[relation], parent), part.text
    return None


# How near the claim's subject a word of the same closed set must stand to be said of it.
_APPOSED_REACH = 4


def exclusive_denial(claim: Claim, context: Context) -> str | None:
    """For a denial ("Tobias Wren is not the son of ..."): a word of a closed set that it
    denies and the context never says, where a sentence names its subject with another word
    of that set right by it ("Tobias Wren, Margaret's nephew, ..."): that sentence, quoted,
    which bears the denial out."""
    if not claim.negated or not claim.names:
        return None
    subject = claim.names[0]
    if any(t.is_content for t in claim.tokens[: subject.start]):
        return None  # the claim does not open with its subject's name
    for word in claim.words:
        groups = exclusive_group(word)
        if not groups or any(held(word, part.bag) for part in context.sentences):
            continue
        for part in context.sentences:
            for at in occurrences(subject, part, context):
                near = part.tokens[at : at + len(subject.keys) + _APPOSED_REACH]
                if any(key(t) != word and exclusive_group(key(t)) & groups for t in near):
                    return part.text
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
                    return _Instead(f"the context says {token.text}, not {word}")
    return None


def _both_only_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that something holds for "both" (or "all") of a kind of thing ("occurs on
    both islands") where a sentence of the stretch that speaks of that kind gives it only
    for one named thing ("is found only on Great Mirrow, the larger of the two islands";
    "is endemic to Great Mirrow"): the others are left out."""
    if claim.negated:
        return None
    tokens = claim.tokens
    kinds = {
        key(tokens[at + 1])
        for at in range(len(tokens) - 1)
        if tokens[at].text in ("both", "all") and tokens[at + 1].is_content
    }
    if not kinds:
        return None
    for part in stretch.parts:
        if not kinds & {key(t) for t in part.tokens}:
            continue
        starts = {run.start: run for run in part.names}
        for at, token in enumerate(part.tokens):
            if token.text not in _ONE_ONLY:
                continue
            after = at + 1
            while after < len(part.tokens) and part.tokens[after].text in _ONLY_GAP:
                after += 1
            run = starts.get(after)
            if run is None:
                continue
            following = part.tokens[run.end + 1 : run.end + 2]
            if following and following[0].text in ("and", "or"):
                continue  # "only on A and B": a list, not one
            return _Instead(f"the context gives it only for {run.label()}")
    return None


# Words that give something to one thing alone ("only on", "endemic to"), and the words that
# may stand between them and its name.
_ONE_ONLY = frozenset(["only", "solely", "exclusively", "endemic"])
_ONLY_GAP = frozenset(["on", "in", "to", "at", "for", "the", "from"])


def _kinds_after_only(part: Sentence, at: int) -> tuple[str, set[str], str] | None:
    """The head noun and the kinds of the phrase an "only" opens ("only on the Pro tier":
    tier, {pro}), with the words as written; None when it has fewer than two words."""
    return _only_phrase(part.tokens, part.text, at)


def _only_phrase(tokens: Sequence[Token], text: str, at: int) -> tuple[str, set[str], str] | None:
    """``_kinds_after_only`` for any tokens and the text they come from."""
    j = at + 1
    if j < len(tokens) and tokens[j].text in _ONLY_PREPOSITIONS:
        j += 1
    if j < len(tokens) and tokens[j].text in ("the", "a", "an", "its", "their"):
        j += 1
    phrase: list[str] = []
    opened = j
    while j < len(tokens) and not tokens[j].is_number and tokens[j].text not in STOPWORDS:
        phrase.append(key(tokens[j]))
        j += 1
    if len(phrase) < 2:
        return None
    return phrase[-1], set(phrase[:-1]), text[tokens[opened].start : tokens[j - 1].end]


def _kinds_before_only(part: Sentence, at: int) -> tuple[str, set[str], str] | None:
    """The head noun and the named kinds of a list that a trailing "only" closes ("on the
    Business and Enterprise plans only": plan, {business, enterprise}), with the words as
    written; None when no such list stands right before it."""
    tokens = part.tokens
    if at < 3 or tokens[at - 1].capitalised or tokens[at - 1].is_number:
        return None
    head = key(tokens[at - 1])
    kinds: set[str] = set()
    start = at - 1
    for index in range(at - 2, -1, -1):
        token = tokens[index]
        if token.capitalised and not token.is_number:
            kinds.add(key(token))
        elif token.text not in ("and", "or"):
            break
        start = index
    if len(kinds) < 2:
        return None
    return head, kinds, part.text[tokens[start].start : tokens[at - 1].end]


def _kind_listed(kind: str, head: str, context: Context) -> bool:
    """Whether a sentence that holds the head noun names the kind ("offered in four plans:
    Starter, Team, Business and Enterprise")."""
    return any(
        head in sentence.bag.keys and any(key(t) == kind and t.capitalised for t in sentence.tokens)
        for sentence in context.sentences
    )


def _listed_kinds(tokens: Sequence[Token], text: str, head: int) -> set[str]:
    """The kinds a list right before a head noun names ("birth, adoptive and foster
    parents": {birth, adoptive, foster}); empty unless it lists two or more, joined by a
    comma, "and" or "or"."""
    kinds: set[str] = set()
    joined = False
    at = head - 1
    while at >= 0 and tokens[at].is_content and not tokens[at].is_number:
        kinds.add(key(tokens[at]))
        if at >= 2 and tokens[at - 1].text in ("and", "or"):
            joined, at = True, at - 2
            continue
        if at >= 1 and "," in text[tokens[at - 1].end : tokens[at].start]:
            joined = True
        at -= 1
    return kinds if joined and len(kinds) > 1 else set()


def _claimed_only_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that gives something "only to birth parents" where a sentence of the stretch
    lists the claim's kind of that thing with others ("birth, adoptive and foster
    parents"): the context gives it to those others too."""
    tokens = claim.tokens
    for at, token in enumerate(tokens):
        if token.text != "only":
            continue
        found = _only_phrase(tokens, claim.text, at)
        if found is None:
            continue
        head, kinds, written = found
        for part in stretch.parts:
            for h, other in enumerate(part.tokens):
                if key(other) != head:
                    continue
                listed = _listed_kinds(part.tokens, part.text, h)
                if kinds & listed and listed - kinds:
                    return _Instead(f"the context lists others than the {written}")
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
            trailing = _kinds_before_only(part, i)
            found = trailing or _kinds_after_only(part, i)
            if found is None:
                continue
            head, kinds, written = found
            a, b = part.clause_spans[part.clause_of(i)]
            said = {key(t) for t in ptokens if a <= t.start < b} - kinds - {head}
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
                ) or (trailing is not None and _kind_listed(mine, head, context)):
                    return _Instead(
                        f"the context gives it only to the {written}, not {tokens[at - 1].text}"
                    )
    return None


# The words with which a claim says something holds in every case ("whether or not ...").
_REGARDLESS = re.compile(r"\b(?:whether\s+or\s+not|regardless\s+of\s+whether)\b", re.IGNORECASE)
# How many of the words a claim says it holds regardless of a condition must recur there.
_REGARDLESS_SHARED = 2


def unconditional_failure(claim: Claim, context: Context) -> str | None:
    """A claim that something holds whether or not a thing happens ("escalates after 10
    minutes, whether or not Ravi has acknowledged the page") where a sentence makes it hang
    on that thing ("If the primary does not acknowledge, the page escalates ..."): that
    sentence, quoted, which says it holds only in one case."""
    match = _REGARDLESS.search(claim.text)
    if match is None:
        return None
    words = Bag.of(key(t) for t in claim.tokens if t.start >= match.end() and t.is_content)
    for part in context.sentences:
        tokens = part.tokens
        for i, token in enumerate(tokens):
            if token.text not in ("if", "unless"):
                continue
            case = {key(t) for t in tokens[i + 1 :] if t.is_content and not t.is_number}
            if sum(1 for w in case if held(w, words)) >= _REGARDLESS_SHARED:
                return part.text
    return None


def replaced_outcome(claim: Claim, context: Context) -> str | None:
    """An outcome the claim gives ("escalated to the platform lead") that a sentence
    replaces with another the claim does not give, in a case the sentence opens with and the
    question or the claim speaks of ("On Saturdays and Sundays, escalate to the secondary
    rotation storage-oncall-2 instead of the platform lead", for a question "On a Saturday,
    ..."): that sentence."""
    mine = Bag.of(claim.keys)
    for part in context.sentences:
        tokens = part.tokens
        at = next(
            (
                i
                for i in range(1, len(tokens) - 2)
                if tokens[i].text == "instead" and tokens[i + 1].text == "of"
            ),
            None,
        )
        if at is None or tokens[0].text not in _CASE_OPENERS:
            continue
        comma = next(
            (i for i, t in enumerate(tokens[:at]) if part.text[t.end : t.end + 1] == ","), None
        )
        if comma is None:
            continue
        case = {key(t) for t in tokens[1 : comma + 1] if t.is_content and not t.is_number}
        replaced = [key(t) for t in tokens[at + 2 :] if t.is_content]
        instead = [  # ("escalate to the secondary rotation": the opening verb is no outcome)
            key(t) for t in tokens[comma + 2 : at] if t.is_content and not verb_like(t)
        ]
        if not case & (context.case | claim.keys) or not replaced or not instead:
            continue
        given = sum(1 for w in instead if held(w, mine))  # ("the parcel" it is done to)
        if all(held(w, mine) for w in replaced) and 2 * given < len(instead):
            return part.text
    return None


# The words a sentence opens its case with ("On Saturdays ...", "If ...").
_CASE_OPENERS = frozenset(["on", "if", "when", "during", "for", "in", "at", "outside", "after"])


# The words after "only" that make what follows the one case something holds in.
_ONLY_CASES = frozenset(["when", "if", "where", "after"])


def _only_when_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that gives what the stretch allows only in one case ("Dental treatment is
    covered only when it results from an accident") to a case of its own that the context
    knows nothing of ("covers dental treatment needed because of gum disease"): it names
    fewer than half of the case's words and has a word no sentence holds."""
    mine = Bag.of(claim.keys)
    own_case: bool | None = None  # whether a word of it is none of the context's, once asked
    for part in stretch.parts:
        tokens = part.tokens
        for i, token in enumerate(tokens[:-1]):
            if token.text != "only" or tokens[i + 1].text not in _ONLY_CASES:
                continue
            if own_case is None:
                own_case = any(
                    not any(held(w, p.bag) for p in context.sentences) for w in claim.words
                )
            if not own_case:
                return None  # every word of it is the context's: no case of its own
            allowed = Bag.of(key(t) for t in tokens[:i] if t.is_content and not t.is_number)
            case = [
                key(t)
                for t in tokens[i + 2 :]
                if t.is_content and not t.is_number and key(t) not in allowed.keys
            ]
            if not case or 2 * sum(1 for w in case if held(w, mine)) >= len(case):
                continue  # the claim's case is the one allowed ("when a storm caused it")
            if sum(1 for w in claim.words if held(w, allowed)) < 2:
                continue  # the "only" restricts something the claim does not speak of
            said = part.text[tokens[i].start : tokens[-1].end]
            return _Instead(f"the context allows it {said}")
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


def _apposed_superlative(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim giving a superlative ("The highest is Mawenzi") to a name of a sentence that
    sets the superlative off by commas after another of its names ("three volcanic cones:
    Kibo, the highest, Mawenzi and Shira"): that name holds the place, not the claim's."""
    scales = {_SCALE_OF[t.text] for t in claim.tokens if t.text in _SCALE_OF}
    if not scales or not claim.names:
        return None
    for part in stretch.parts:
        tokens = part.tokens
        for run in part.names:
            at = run.end + 1
            if at + 1 >= len(tokens) or tokens[at].text != "the":
                continue
            if part.text[tokens[run.end].end : tokens[at].start].strip() != ",":
                continue  # "Kibo, the highest": set off by a comma after the name
            if _SCALE_OF.get(tokens[at + 1].text) not in scales:
                continue
            if any(_same_name(run, mine) for mine in claim.names):
                return None
            others = [m for m in claim.names if any(_same_name(m, o) for o in part.names)]
            if others:
                return _Instead(
                    f"the context gives {run.label()} that place, not {others[0].label()}"
                )
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
        if at + 1 < len(tokens) and tokens[at].text in _COPULAS and tokens[at + 1].text == "not":
            at += 1  # "Canberra is not the largest city": the place is denied it
        if at + 2 >= len(tokens) or tokens[at].text not in _COPULAS | {"not"}:
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
                if part.tokens[there].text not in _COPULAS:
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


# Verbs that give a name a place ("Kathryn Bigelow became the first woman to win ...").
_COPULAS = BE_FORMS | frozenset(["became", "becomes", "remained", "remains"])

# Superlatives by the scale they rank on: "largest city" and "most populous city" are one.
_SCALE_OF = {
    **dict.fromkeys(["largest", "biggest", "most populous", "most populated"], "size"),
    **dict.fromkeys(["smallest", "least populous"], "smallness"),
    **dict.fromkeys(["tallest", "highest"], "height"),
    **dict.fromkeys(["longest"], "length"),
    **dict.fromkeys(["oldest"], "age"),
    **dict.fromkeys(["deepest"], "depth"),
    **dict.fromkeys(["busiest"], "traffic"),
    **dict.fromkeys(["first"], "precedence"),  # "the first woman to win ..."
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


# How far before "from" a verb of a state may stand for "from ... to ..." to be its span.
_STATE_REACH = 6


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
            if (
                not formerly
                and not part.numbers.get(old)
                and any(key(t) in STATES for t in tokens[max(0, i - _STATE_REACH) : i])
            ):
                continue  # "ruled the empire from 527 to 565": a span of years, not a change
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


# Words that give a value as it stood at first ("originally had nine lawns"), and words of a
# claim about now.
_AT_FIRST = frozenset(["originally", "initially", "formerly", "once"])
_TODAY = frozenset(["today", "now", "currently", "presently"])
_AT_FIRST_REACH = 4


def _first_value_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A number a claim about now ("has nine lawns today") that the stretch gives only as
    the value a thing had at first ("originally had nine lawns, but two were sold, leaving
    the seven it uses today")."""
    if not any(not t.is_number and t.text in _TODAY for t in claim.tokens):
        return None
    for number in claim.numbers:
        spots = _number_places(number, stretch.parts)
        if spots and all(
            any(t.text in _AT_FIRST for t in part.tokens[max(0, i - _AT_FIRST_REACH) : i])
            for part, i in spots
        ):
            return f"the context gives {number} as the value at first"
    return None


_FIRST_OR_SECOND = frozenset(("first", "second"))
_ORDINAL_REACH = 8


def _other_ordinal_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A number the claim gives to "the first" or "the second" of something ("A second
    permit costs £48") that the stretch gives, wherever it gives it, to the other one ("The
    first permit costs £48 a year and a second permit £96"): the nearest of the two words
    before the number, a few words back, is the other."""
    ordinals = {t.text for t in claim.tokens if not t.is_number and t.text in _FIRST_OR_SECOND}
    if len(ordinals) != 1 or not claim.numbers:
        return None
    (ours,) = ordinals
    for number in claim.numbers:
        nearest = [
            _ordinal_before(part.tokens, i) for part, i in _number_places(number, stretch.parts)
        ]
        if nearest and all(word is not None and word != ours for word in nearest):
            return f"the context gives {number} for the {nearest[0]}, not the {ours}"
    return None


def _ordinal_before(tokens: Sequence[Token], index: int) -> str | None:
    """The nearest "first" or "second" a few words before the token at ``index``."""
    before = tokens[max(0, index - _ORDINAL_REACH) : index]
    return next((t.text for t in reversed(before) if t.text in _FIRST_OR_SECOND), None)


_WEEKDAYS = frozenset(WEEKDAYS)


def _weekday_apart(claim: Claim, stretch: _Stretch) -> str | None:
    """A weekday of the claim ("came ashore on Sunday") that the stretch gives only in a
    sentence holding fewer of the claim's words than one giving another weekday ("made
    landfall ... early on Tuesday as a Category 2 storm. Forecasters had warned on Sunday
    ..."): the day of something else."""
    if len(stretch.parts) < 2:
        return None
    claimed = {t.text for t in claim.tokens if t.capitalised and t.text in _WEEKDAYS}
    for day in claimed:
        ours = [p for p in stretch.parts if any(t.text == day for t in p.tokens)]
        others = [
            p
            for p in stretch.parts
            if p not in ours and any(t.capitalised and t.text in _WEEKDAYS for t in p.tokens)
        ]
        if not ours or not others:
            continue
        best_ours = max(_coverage(claim, _stretch((p,))) for p in ours)
        best_other = max(_coverage(claim, _stretch((p,))) for p in others)
        if best_other > best_ours:
            return f"the context gives {day.capitalize()} of something else"
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
_WITHIN = frozenset(["in", "within", "inside"])


def _beside(part: Sentence, index: int) -> bool:
    """Whether the name at ``index`` follows a word of nearness in its own segment."""
    segment = part.segment_of(index)
    for back in range(index - 1, max(-1, index - 1 - _BESIDE_REACH), -1):
        if part.segment_of(back) != segment or part.tokens[back].text in _WITHIN:
            return False  # (but "near Darvel, in Ayrshire": Ayrshire holds it)
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


def _placed_thing_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that a common thing "was in" a place ("His workshop was in La Chaux-de-Fonds")
    where the stretch puts that thing right before "in" another place ("establishing his own
    workshop in Le Locle") and never in the claim's: the place the sentence names elsewhere
    is another thing's ("Born in La Chaux-de-Fonds")."""
    tokens = claim.tokens
    for run in claim.names:
        at = run.start
        if at < 3 or tokens[at - 1].text not in ("in", "at") or tokens[at - 2].text not in BE_FORMS:
            continue
        thing = tokens[at - 3]
        if not thing.is_content or thing.capitalised or thing.is_number:
            continue
        wanted = key(thing)
        elsewhere: NameRun | None = None
        for part in stretch.parts:
            for index, token in enumerate(part.tokens[:-1]):
                if key(token) != wanted or part.tokens[index + 1].text not in ("in", "at"):
                    continue
                placed = next((r for r in part.names if r.start == index + 2), None)
                if placed is None:
                    continue
                if placed.keys == run.keys or index + 2 in occurrences(run, part, context):
                    return None  # (it is said there too)
                elsewhere = placed
        if elsewhere is not None:
            return _Instead(f"the context places the {thing.text} in {elsewhere.label()}")
    return None


# Words that say a thing lies in one place and nowhere else ("entirely within Peru").
_WHOLLY = frozenset(["entirely", "wholly", "completely", "fully", "solely"])


def _wholly_within_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that puts a thing entirely in a place ("lies entirely within Peru") where the
    stretch joins that place to another by "and" ("on the border between Peru and Bolivia",
    "shared by Peru and Bolivia"): the thing lies in both."""
    tokens = claim.tokens
    for at, token in enumerate(tokens[:-2]):
        if token.text not in _WHOLLY or tokens[at + 1].text not in _WITHIN:
            continue
        for run in claim.names:
            if run.start != at + 2 or run.place is None:
                continue
            for part in stretch.parts:
                for index in occurrences(run, part, context):
                    other = _joined_place(part, index, run)
                    if other is not None:
                        return _Instead(
                            f"the context places it in {run.label()} and {other.label()}"
                        )
    return None


def _joined_place(part: Sentence, index: int, run: NameRun) -> NameRun | None:
    """Another place the sentence joins by a lone "and" to the place ``run`` names at
    ``index`` ("Peru and Bolivia", "Bolivia and Peru"), or None."""
    tokens = part.tokens
    last = index + len(run.keys) - 1  # where the place's name ends
    for other in part.names:
        if other.place is None or other.place == run.place:
            continue
        between = (
            tokens[last + 1 : other.start] if other.start > last else tokens[other.end + 1 : index]
        )
        if len(between) == 1 and between[0].text == "and":
            return other
    return None


# Words that place a thing in time against an event ("with a meal", "before a meal"): one
# excludes the others. ("without" is a denial of "with": ``local_denials`` reads it.)
_TIMED_BY = frozenset({"with", "before", "after", "during"})
# Words that may stand between such a word and its event ("before a meal", "after each dose").
_EVENT_DETERMINERS = frozenset({"a", "an", "the", "each", "every", "any", "your", "their"})


def _timed_events(tokens: Sequence[Token]) -> list[tuple[str, str]]:
    """Each (word, event key) where the tokens place something against an event: "taken
    with a meal" gives ("with", "meal")."""
    found = []
    for index, token in enumerate(tokens):
        if token.text not in _TIMED_BY:
            continue
        after = index + 1
        while after < len(tokens) and tokens[after].text in _EVENT_DETERMINERS:
            after += 1
        if after < len(tokens) and tokens[after].is_content and not tokens[after].capitalised:
            found.append((token.text, key(tokens[after])))
    return found


def _timing_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that places something against an event ("taken with a meal") where every
    sentence of the stretch that does so for that event uses another such word ("one hour
    before a meal"): before, with, after and during exclude each other."""
    for word, event in _timed_events(claim.tokens):
        theirs = {w for part in stretch.parts for w, e in _timed_events(part.tokens) if e == event}
        if theirs and word not in theirs:
            return _Instead(
                f"the context gives {' or '.join(sorted(theirs))} a {event}, not {word}"
            )
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


# Words before a name that make it where a journey starts, and where it ends.
_STARTS = frozenset(["from", "left", "leaving", "departed", "departing"])
_ENDS = frozenset(["to", "for", "towards", "reached", "reaching"])


def _route(tokens: Sequence[Token], names: Sequence[NameRun]) -> tuple[NameRun, NameRun] | None:
    """Where a journey starts and ends, when the tokens say both: "from A to B", "left A ...
    bound for B" (the end after the start, with no other start between)."""
    start: NameRun | None = None
    for run in names:
        before = tokens[run.start - 1].text if run.start else ""
        if before in _STARTS:
            start = run
        elif start is not None and before in _ENDS and run.start > start.end:
            return start, run
    return None


def _route_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A journey the claim runs the other way round (an opposite): "sailed from Oslo to
    Bremen" against "left Bremen on 3 May 1920, bound for Oslo"."""
    claimed = _route(claim.tokens, claim.names)
    if claimed is None:
        return None
    start, end = claimed
    for part in stretch.parts:
        stated = _route(part.tokens, part.names)
        if stated is None:
            continue
        there_start, there_end = stated
        if _same_name(there_start, end) and _same_name(there_end, start):
            return f"the context gives the way from {there_start.label()} to {there_end.label()}"
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


# Words that open an exception to what a clause says ("... every 90 days unless MFA is on").
_EXCEPTING = frozenset(["unless", "except"])


def _excepted(claim: Claim, stretch: _Stretch) -> str | None:
    """The sentence of the stretch that excepts the very case the claim speaks of: "With MFA
    enabled, passwords must (or need not) be changed every 90 days" against "Passwords must be
    changed every 90 days unless MFA is enabled" (the exception's content words, up to a
    comma, all in the claim). None for a claim that states the exception itself ("...
    unless MFA is enabled")."""
    if any(t.text in _EXCEPTING for t in claim.tokens):
        return None
    claimed = Bag.of(claim.keys)
    for part in stretch.parts:
        tokens = part.tokens
        for at, token in enumerate(tokens):
            if token.text not in _EXCEPTING:
                continue
            if any(t.text in NEGATIONS or t.text.endswith("n't") for t in tokens[:at]):
                continue  # "does not apply unless ...": the case is what it requires
            words = keys_to_comma(tokens, part.text, at + 1, len(tokens))
            if words and all(held(w, claimed) for w in words):
                return part.text
    return None


def _exception_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that affirms what a sentence says of the very case the sentence excepts
    (``_excepted``); its denial is what the exception says."""
    if claim.negated:
        return None
    excepting = _excepted(claim, stretch)
    if excepting is None:
        return None
    return f'the context makes an exception of that: "{_quote(excepting)}"'


def _compound_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A word joined by a hyphen the claim changes on one side ("ledger-store" where the
    stretch says "ledger-api", "month-end" where it says "year-end"), in a sentence of the
    stretch that does not write it as the claim does, where that sentence is the one that
    says the claim's words or names it: most such words name one thing of a kind."""
    claimed = _compounds(claim.text, claim.tokens)
    if not claimed:
        return None
    for part in stretch.parts:
        written = _compounds(part.text, part.tokens)
        if len(stretch.parts) > 1 and not any(occurrences(r, part, context) for r in claim.names):
            continue
        for one in claimed.keys() - written.keys():
            for other in written:
                if (one[0] == other[0]) != (one[1] == other[1]):
                    return _Instead(f"the context says {written[other]}, not {claimed[one]}")
    return _placed_compound_failure(claim, stretch)


def _placed_compound_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A thing the claim places "in" a word joined by a hyphen ("the replica in eu-west")
    that the stretch places in another of its kind ("promote the replica in eu-central"),
    where it puts another thing in the claim's ("the primary database in region eu-west")."""
    claimed = _placed(claim.text, claim.tokens)
    for part in stretch.parts:
        placed = _placed(part.text, part.tokens)
        for head, one in claimed.items():
            theirs = placed.get(head)
            if theirs is None or (one[0] == theirs[0]) == (one[1] == theirs[1]):
                continue  # not placed there, or in the same place, or in no place of its kind
            if one in placed.values():
                return _Instead(f"the context places the {head} elsewhere")
    return None


# Words between a preposition and the place it leads to ("in region eu-west").
_PLACE_WORDS = frozenset(["region", "zone", "cluster", "the"])


def _placed(text: str, tokens: Sequence[Token]) -> dict[str, tuple[str, str]]:
    """The nouns a text places in a word joined by a hyphen ("replica in eu-central"), each
    with that word's pair of keys."""
    found: dict[str, tuple[str, str]] = {}
    for index, (a, b) in enumerate(itertools.pairwise(tokens)):
        if a.is_number or b.is_number or text[a.end : b.start] not in ("-", "_"):
            continue
        at = index - 1
        while at >= 0 and tokens[at].text in _PLACE_WORDS:
            at -= 1
        if at >= 1 and tokens[at].text in ("in", "to", "from", "at") and tokens[at - 1].is_content:
            found.setdefault(key(tokens[at - 1]), (key(a), key(b)))
    return found


def _labelled_rival_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim about a thing named by a noun and a label ("vitamin C", "Protocol MB-14") that
    takes words from a sentence of the stretch naming only another thing of that noun
    ("Vitamin K ... needed by the liver to produce several blood clotting factors"), where no
    sentence naming the claim's thing holds those words."""
    ours = _labels(claim.text)
    if not ours or len(stretch.parts) < 2:
        return None
    naming = [p for p in stretch.parts if _labels(p.text) & ours]
    words = [w for w in claim.words if not any(w == lemma(label) for _, label in ours)]
    for part in stretch.parts:
        theirs = _labels(part.text)
        rivals = {(head, label) for head, label in theirs - ours if any(head == h for h, _ in ours)}
        if not rivals or theirs & ours:
            continue
        lent = [w for w in words if held(w, part.bag) and not any(held(w, p.bag) for p in naming)]
        if lent:
            head, label = sorted(rivals)[0]
            return _Instead(f"the context says that of the {head} {label}")
    return None


def _labels(text: str) -> set[tuple[str, str]]:
    """The things a text names by a noun and a label ("vitamin K", "Protocol MB-14"), as
    (the noun's key, the label)."""
    return {(lemma(m[1].lower()), m[2]) for m in _LABELLED.finditer(text) if m[2] not in ("I", "A")}


_LABELLED = re.compile(r"\b([A-Za-z]{3,})\s+([A-Z]|[A-Z]{1,3}-?\d{1,3})\b(?![\w'-])")


def _compounds(text: str, tokens: Sequence[Token]) -> dict[tuple[str, str], str]:
    """The pairs of words a text joins by a hyphen or an underscore, as keys (no numbers),
    each with the text that writes it."""
    return {
        (key(a), key(b)): text[a.start : b.end]
        for a, b in itertools.pairwise(tokens)
        if not a.is_number and not b.is_number and text[a.end : b.start] in ("-", "_")
    }


def _outside_span_failure(claim: Claim, context: Context) -> str | None:
    """A state the claim says a name held in a year ("Tove Lind was mayor of Brask in 2022")
    that the sentence naming it gives a span of years that leaves that year out ("served as
    mayor of Brask from 2005 to 2021"), where that sentence holds all the claim's names and
    words."""
    if not claim.names or any(
        verb_like(t) and t.text not in BE_FORMS and key(t) not in STATES for t in claim.tokens
    ):
        return None  # an event's year ("founded in 2010") is no year of a state
    years = [int(t.text) for t in claim.tokens if is_year_token(t)]
    if len(years) != 1:
        return None
    year = years[0]
    words = [w for w in claim.words if not w.isdigit()]
    for part in context.sentences:
        if not all(occurrences(run, part, context) for run in claim.names):
            continue
        if not all(held(w, part.bag) for w in words):
            continue
        spans = year_spans(part.tokens, part.text)
        if spans and not any(first <= year <= last for _, first, last in spans):
            return f'the context gives another span of years: "{_quote(part.text)}"'
    return None


def _answer_apart_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that ends on a place ("... were held in Valloy") borne out by a stretch whose
    sentence naming that place lacks words of the claim that another sentence of its passage
    holds with another place ("the athletics events were staged at the Harbour Stadium in
    nearby Kelby"): that sentence says where, and it is not the claim's place."""
    if not claim.names:
        return None
    answer = claim.names[-1]
    tokens = claim.tokens
    if answer.end != len(tokens) - 1 or answer.start < 1 or tokens[answer.start - 1].text != "in":
        return None
    named = [p for p in stretch.parts if occurrences(answer, p, context)]
    passages = {p.context for p in named}
    others = [
        p
        for p in context.sentences
        if p.context in passages and not occurrences(answer, p, context)
    ]  # (the same passage: one that says where a part of the thing was)
    if not named or not others:
        return None
    words = [w for w in claim.words if not any(held(w, p.bag) for p in named)]
    for part in others:
        if not words or not all(held(w, part.bag) for w in words):
            continue
        for run in part.names:
            before = [t.text for t in part.tokens[max(0, run.start - _PLACE_LEAD) : run.start]]
            if "in" in before and not any(_same_name(run, mine) for mine in claim.names):
                return _Instead(f"the context gives {run.label()} for that, not {answer.label()}")
    return None


_PLACE_LEAD = 2  # words from "in" to the place it leads to ("in nearby Kelby")


def _added_beyond_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim about a thing another one is said to add to ("Plus plan: includes everything
    in Basic, plus trip cancellation ..."), borne out only by what comes after that "plus":
    what is added is the other thing's, not the claim's ("the Basic plan covers trip
    cancellation")."""
    for part in stretch.parts:
        tokens = part.tokens
        for index in range(2, len(tokens) - 1):
            if tokens[index].text != "plus" or "," not in part.text[: tokens[index].start][-3:]:
                continue
            base = _everything_in(part, index)
            if base is None or not any(_same_name(base, mine) for mine in claim.names):
                continue
            added = Bag.of(key(t) for t in tokens[index + 1 :] if t.is_content)
            before = Bag.of(key(t) for t in tokens[:index] if t.is_content)
            own = [w for w in claim.words if not held(w, before)]
            found = sum(1 for w in own if held(w, added))
            if found >= _ADDED_WORDS and 2 * found >= len(own):
                return _Instead(f"the context adds that to {base.label()} in another thing")
    return None


def _everything_in(part: Sentence, plus: int) -> NameRun | None:
    """The name a sentence says "everything in" before its "plus" at ``plus`` ("includes
    everything in Basic, plus ..."), or None."""
    tokens = part.tokens
    if not any(t.text == "everything" for t in tokens[:plus]):
        return None
    return next(
        (
            r
            for r in part.names
            if r.start > 0 and r.end < plus and tokens[r.start - 1].text == "in"
        ),
        None,
    )


_ADDED_WORDS = 2  # the claim's words that must stand in what is added ("trip cancellation")
