"""Who goes with what (offline judge, ``local_verify``): whether a claim's names and numbers
stand next to the words the claim relates them to, or another name or number does; whether
the sentences of a stretch are about the same fact; and the claim's focus (the answer it
gives). Pure functions.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from .local_evidence import (
    CALENDAR,
    Bag,
    Claim,
    Context,
    NameRun,
    Sentence,
    after_copula,
    counts_one_of,
    held,
    key,
    occurrences,
)
from .local_evidence import (
    relation_words as _relation_words,
)
from .local_evidence import (
    verb_like as _verb_like,
)
from .local_grammar import (
    AUXILIARIES,
    PREPOSITIONS,
    RELATIVE_WORDS,
    is_finite_verb,
    is_verb,
)
from .local_grammar import BE as BE_FORMS
from .local_lexicon import exclusive_group, lemma, lemmas
from .local_numbers import (
    _year_like,
)
from .local_stretch import (
    _attached,
    _common_noun,
    _coverage,
    _implied,
    _Instead,
    _InsteadOf,
    _same_name,
    _Stretch,
    _stretch,
    _token_units,
    _units_agree,
)
from .text import (
    STOPWORDS,
    Token,
    month_number,
)


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


_ROLE_REACH = 5  # tokens before a name read for the "by" that makes it the doer ("by the
# English computer scientist Tim Berners-Lee")


def _other_role(
    claim: Claim, run: NameRun, part: Sentence, other: NameRun, context: Context
) -> bool:
    """Whether the sentence gives the claim's name after the claim's preposition ("at
    CERN") and the other name as the doer, after "by" ("invented by Tim Berners-Lee"): the
    two fill different places of the relation, and the other is no rival."""
    if run.start < 1 or claim.tokens[run.start - 1].text not in PREPOSITIONS:
        return False
    mine = claim.tokens[run.start - 1].text
    before = part.tokens[max(0, other.start - _ROLE_REACH) : other.start]
    theirs = next((t.text for t in reversed(before) if t.text in PREPOSITIONS), None)
    if theirs != "by" or mine == "by":
        return False  # (a place after "of" or "in" may still rival one after "on")
    return any(
        at > 0 and part.tokens[at - 1].text == mine for at in occurrences(run, part, context)
    )


def _fully_attached(words: frozenset[str], part: Sentence, index: int) -> bool:
    """Whether two or more relation words all stand in the segment of the token at ``index``
    ("Walter Heale as its first editor" for "first editor")."""
    bag = part.segment_bags[part.segment_of(index)]
    return len(words) > 1 and all(held(w, bag) for w in words)


def _told_elsewhere(
    claim: Claim, run: NameRun, words: frozenset[str], context: Context
) -> list[Sentence]:
    """For a name right after the claim's object and its preposition ("painted The Starry
    Night in Arles"): the sentences that tell the claim's deed, by its verb, of that object
    named or written "it" right after the sentence that opens with it ("The Starry Night is
    an oil-on-canvas painting ... He painted it in June 1889 ... in Saint-Rémy") without
    naming ``run``."""
    tokens = claim.tokens
    thing = next((r for r in claim.names if r.end == run.start - 2 and r.start > 0), None)
    if thing is None or thing.place is not None:
        return []
    joined = claim.text[tokens[thing.start].start : tokens[run.end].end].lower()
    if any(joined in part.text.lower() for part in context.sentences):
        return []  # one name ("the Nobel Prize in Physics")
    told: list[Sentence] = []
    for number, part in enumerate(context.sentences):
        before = context.sentences[number - 1] if number else None
        opened = (
            before is not None
            and before.context == part.context
            and any(
                i == 0 or (i == 1 and before.tokens[0].text == "the")
                for i in occurrences(thing, before, context)
            )
        )
        about = occurrences(thing, part, context) or (
            opened and any(t.text == "it" for t in part.tokens)
        )
        if not about or occurrences(run, part, context):
            continue
        verbs = Bag.of(key(t) for t in part.tokens if _verb_like(t))
        if all(held(w, verbs) for w in words):
            told.append(part)
    return told


def _preposition_before(tokens: Sequence[Token], at: int) -> bool:
    """Whether a preposition of place or time stands right before the token at ``at``."""
    return at > 0 and tokens[at - 1].text in ("in", "at", "on", "from", "to", "by")


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
        prepositional = ""
        if attached:
            rivals = _subject_rivals(claim, run, slots, attached, stretch, context)
            if not rivals:
                continue
        elif run in slots:
            rivals = _rivals(claim, run, stretch, context)
        elif len(stretch.parts) == 1:
            rivals = list(stretch.parts)  # another name of this very sentence
        elif _preposition_before(claim.tokens, run.start):
            # "founded in 1996 in Bellevue" held together from "It was founded in 1996 ... in
            # Kirkland" and "... moved its headquarters to Bellevue": the sentence that
            # tells the event (with the claim's number) gives another name after the same
            # preposition
            rivals = [
                p
                for p in stretch.parts
                if not occurrences(run, p, context) and set(claim.numbers) & set(p.numbers)
            ] or _told_elsewhere(claim, run, words, context)
            prepositional = claim.tokens[run.start - 1].text
        else:
            continue
        for part in rivals:
            for other in part.names:
                if prepositional and (
                    other.start == 0 or part.tokens[other.start - 1].text != prepositional
                ):
                    continue
                if any(_same_name(other, mine) for mine in claim_names):
                    continue
                if set(other.keys) <= claim.keys:
                    continue  # the claim names it too, as a common word ("feijoada")
                if other.keys[-1] in words:
                    continue  # the claim's own word, named ("film school": "Film and TV School")
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
                if opens and (_after_relation(claim, part, other, words) or _governed(part, other)):
                    continue  # "It supported only 2G EDGE data": no rival to a subject
                if _other_role(claim, run, part, other, context):
                    continue  # "invented by Tim Berners-Lee ... while working at CERN"
                if _attached(words, part, other.start, loose=False):
                    return _InsteadOf(
                        f"the context gives {other.label()} for that, not {run.label()}", run.keys
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
        if _by_claim_verb(claim, places):
            continue  # "was withdrawn in 1989": the claim's own verb holds the number
        for part in stretch.parts:
            if len(stretch.parts) > 1 and number not in part.numbers:
                continue  # another sentence's amount may be about something else
            if formerly and _changed_from(number, part):
                continue  # "30 companies before its expansion": "expanded from 30 to 40"
            for i, rival in _rival_numbers(part, claim, number, units):
                if _near(words, counted, part, i, loose=False):
                    return _Instead(f"the context gives {rival} for that, not {number}")
    return None


def _by_claim_verb(claim: Claim, places: Sequence[tuple[Sentence, int]]) -> bool:
    """Whether a verb of the claim stands in the segment of one of the number's places
    ("was withdrawn in 1989" for "was withdrawn from service in 1989"); for "become", the
    role it becomes ("became president ... in 2006" for "was elected its president in
    2006")."""
    tokens = claim.tokens
    verbs = {key(t) for t in tokens if _verb_like(t) and t.text not in AUXILIARIES}
    for i, token in enumerate(tokens):
        if key(token) in _BECOME:
            role = next((t for t in tokens[i + 1 :] if t.text not in ("a", "an", "the")), None)
            if role is not None and role.is_content and not role.capitalised:
                verbs.add(key(role))
    return bool(verbs) and any(_attached(frozenset(verbs), part, i, False) for part, i in places)


_BECOME = lemmas("become became")


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
    1922 only of another name that opens them ("Niels Bohr ... received ... in 1922"), or
    that give it in a clause another name opens (``_number_of_another``)."""
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
    return _number_of_another(claim, stretch, context)


def _claimed_numbers(claim: Claim, part: Sentence) -> Iterator[tuple[int, Token]]:
    """The tokens of a sentence that write one of the claim's numbers, with where they stand."""
    for index, token in enumerate(part.tokens):
        if token.is_number and token.text in claim.numbers:
            yield index, token


def _number_of_another(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """An amount of a claim about a named subject that the stretch gives in a clause opened
    by another name, with the claim's verb, the subject standing apart: "In the 400 m, Maren
    Ilves took gold in 4:08.1, with Kolar finishing fourth" gives 4:08.1 for Ilves, not for
    "Jana Kolar won the 400 m in 4:08.1"."""
    if not claim.names or claim.names[0].start != 0 or claim.names[0].place is not None:
        return None
    subject = claim.names[0]
    verbs = frozenset(
        key(t) for t in claim.tokens if _verb_like(t) and t.text not in AUXILIARIES
    ) - {"be", "have"}
    if not verbs:
        return None
    for part in stretch.parts:
        for index, token in _claimed_numbers(claim, part):
            segment = part.segment_of(index)
            start, end = part.segments[segment]
            opener = next((run for run in part.names if run.start == start), None)
            if (
                opener is None
                or opener.place is not None
                or any(_same_name(opener, run) for run in claim.names)
                or any(start <= at < end for at in occurrences(subject, part, context))
                or not any(held(v, part.segment_bags[segment]) for v in verbs)
            ):
                continue
            return _Instead(
                f"the context gives {token.text} for {opener.label()}, not {subject.label()}"
            )
    return None


def _amount_of_another_thing(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """For a stretch of several sentences, a claim about a thing named by a common noun ("A
    light commercial van is replaced at 100,000 miles"): an amount of it the stretch gives
    in a sentence without that noun nor a pronoun, where another sentence gives the noun, the
    claim's verb and another amount in the same unit ("Company cars are replaced at four
    years or 100,000 miles. Light commercial vans are replaced at ... 120,000 miles")."""
    if len(stretch.parts) < 2 or not claim.numbers:
        return None
    head = _subject_noun(claim)
    if head is None:
        return None
    verbs = {key(t) for t in claim.tokens if _verb_like(t) and t.text not in AUXILIARIES}
    for part in stretch.parts:
        if part.pronoun >= 0 or any(key(t) == head for t in part.tokens):
            continue
        for _, token in _claimed_numbers(claim, part):
            units = claim.numbers[token.text]
            for other in context.sentences:
                keys = {key(t) for t in other.tokens}
                if other is part or head not in keys or not verbs & keys:
                    continue
                rivals = [n for n, u in other.numbers.items() if n != token.text and units & u]
                if rivals:
                    return _Instead(
                        f"the context gives {rivals[0]} for the {head}, not {token.text}"
                    )
    return None


def _subject_noun(claim: Claim) -> str | None:
    """The key of the common noun that ends a claim's subject before its first verb ("van"
    of "A light commercial van is replaced ..."); None for a subject with a name."""
    for index, token in enumerate(claim.tokens):
        if token.text in AUXILIARIES or (index > 1 and is_finite_verb(token.text)):
            before = claim.tokens[:index]
            if not before or any(r.start < index for r in claim.names):
                return None
            last = before[-1]
            return key(last) if _common_noun(last) else None
    return None


_LIFE_EVENTS = frozenset(["born", "died"])


def _lifespan_of_another(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A year of a claim about a named subject's birth or death that the stretch gives in
    the brackets after another name: "he succeeded John Flamsteed (born 1646, died 1719)"
    gives no birth year of Edmond Halley."""
    if not claim.names or claim.names[0].start != 0:
        return None
    if not any(t.text in _LIFE_EVENTS for t in claim.tokens):
        return None
    subject = claim.names[0]
    for part in stretch.parts:
        for index, token in _claimed_numbers(claim, part):
            owner = next(
                (
                    run
                    for run in reversed(part.names)
                    if run.end < index
                    and "(" in part.text[part.tokens[run.end].end : token.start]
                    and ")" not in part.text[part.tokens[run.end].end : token.start]
                ),
                None,
            )
            if owner is None or any(
                t.text not in _LIFE_EVENTS and not t.is_number and key(t) not in CALENDAR
                for t in part.tokens[owner.end + 1 : index]
            ):
                continue
            if not _same_name(owner, subject):
                return _Instead(
                    f"the context gives {token.text} in the dates of {owner.label()}, "
                    f"not {subject.label()}"
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
        return counts_one_of(part.tokens, index, words)
    return _attached(words, part, index, loose)


# Prepositions whose object may still be the doer or the holder of a relation ("went to
# Ada Lind", "shared with Ada Lind", "built by ..."): a name after the others is no subject.
_AGENTIVE = frozenset(["by", "to", "with", "for", "of", "as", "like", "between", "among"])


def _governed(part: Sentence, other: NameRun) -> bool:
    """Whether the name stands after a preposition that makes it no doer ("opened as a museum
    under the Turkish Republic", "in Paris"), with at most an article between."""
    before = [t.text for t in part.tokens[max(0, other.start - 2) : other.start]]
    if before and before[-1] in ("the", "a", "an"):
        before = before[:-1]
    return bool(before) and before[-1] in PREPOSITIONS and before[-1] not in _AGENTIVE


def _after_relation(claim: Claim, part: Sentence, other: NameRun, words: frozenset[str]) -> bool:
    """Whether the claim's verb of the relation (or its noun) stands before the name in its
    segment, and no "by" right before the name unless after another verb: the name is what
    is done to ("It supported only 2G EDGE data") or the doer of another deed, not who does
    it ("developed by James Gosling")."""
    verbs = Bag.of(key(t) for t in claim.tokens if _verb_like(t) and key(t) in words)
    by = next(
        (i for i in range(max(0, other.start - 3), other.start) if part.tokens[i].text == "by"),
        None,
    )
    if by is not None:
        # the doer of the claim's deed ("developed by James Gosling", "by the director Suri
        # Oyelaran"), unless "by" follows another verb ("opened to the public in a building
        # designed by Samuel Whitcombe")
        deed = part.tokens[by - 1] if by else None
        claimed = Bag.of(key(t) for t in claim.tokens if _verb_like(t))
        if deed is None or not _verb_like(deed) or held(key(deed), claimed):
            return False
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


def _bridge(run: NameRun, stretch: _Stretch) -> bool:
    """Whether a name links the sentences of a stretch (it occurs in two of them)."""
    return sum(1 for part in stretch.parts if any(r.keys == run.keys for r in part.names)) > 1


def _parallel_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim whose answer name stands in one of a sentence's parallel clauses (set apart
    by semicolons: "gallium, discovered by Lecoq de Boisbaudran; ... and eka-silicon as
    germanium, isolated by Clemens Winkler") while a word that picks out what it is about
    stands only in another: each clause says its own fact."""
    slots = [r for r in _answer_slots(claim) if any(t.is_content for t in claim.tokens[: r.start])]
    if not slots:
        return None  # (an answer that closes the claim, not its subject)
    answer = slots[-1]
    for part in stretch.parts:
        if ";" not in part.text:
            continue
        found = occurrences(answer, part, context)
        if not found:
            continue
        # which piece, between semicolons, each token stands in
        piece_of = [part.text.count(";", 0, token.start) for token in part.tokens]
        home = {piece_of[i] for i in found}
        keys_by_piece: dict[int, set[str]] = {}
        for i, token in enumerate(part.tokens):
            keys_by_piece.setdefault(piece_of[i], set()).add(key(token))
        pieces = part.text.count(";") + 1
        for word in claim.words:
            holding = {n for n, keys in keys_by_piece.items() if held(word, Bag.of(keys))}
            if holding and len(holding) < pieces and not holding & home:
                return f"the context gives {answer.label()} in another clause than {word}"
    return None


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


_PERSONAL_PRONOUNS = frozenset(["he", "she", "him", "her", "his"])


def _named_in_denial(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """For a stretch of several sentences and a claim that denies nothing: a name of the
    claim that the stretch names only a few words after a "not", "never" or "no" ("He was
    never selected for a Test match" for "Edwin Tresham played Test cricket", with "played
    for Gloucestershire" from another sentence): the context denies what the claim joins it
    to."""
    if len(stretch.parts) < 2 or claim.negated:
        return None
    for run in claim.names:
        places = [(part, at) for part in stretch.parts for at in occurrences(run, part, context)]
        if not places or len({part.index for part, _ in places}) == len(stretch.parts):
            continue
        if all(_denied_at(part, at) for part, at in places):
            return f"the context names {run.label()} only in a denial"
    return None


# Tokens back from a name to the "not"/"never" that denies it ("never selected for a Test").
_DENIAL_REACH = 5


def _denied_at(part: Sentence, at: int) -> bool:
    """Whether a "not", "never" or "no" stands a few tokens before the name at ``at``, with
    no comma between ("He was never selected for a Test match")."""
    for back in range(at - 1, max(-1, at - 1 - _DENIAL_REACH), -1):
        token = part.tokens[back]
        if "," in part.text[token.end : part.tokens[back + 1].start]:
            return False
        if token.text in ("not", "never", "no"):
            return True
    return False


def _kin_said_apart(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """For a stretch of several sentences: a name of the claim found only in a sentence that
    is about another thing of the kind the claim's subject is ("The Veyle lily is found on
    Skelm Island" against "The Veyle lily grows only on Harth Island. A related species,
    the Orra lily, is found on neighbouring Skelm Island"): what it says is the other's."""
    if len(stretch.parts) < 2 or not claim.names or claim.names[0].start > 1:
        return None
    subject = claim.names[0]
    kind = None if subject.possessive else _noun_after(claim.tokens, subject)
    if kind is None:
        return None  # ("Fitzgerald's editor": a thing of the name, not its kind)
    for run in claim.names[1:]:
        naming = [part for part in stretch.parts if occurrences(run, part, context)]
        if not naming or any(r.keys == subject.keys for part in naming for r in part.names):
            continue  # (by its name, not the topic a passage lends a later sentence)
        for part in naming:
            for other in part.names:
                if other.possessive or _same_name(other, subject):
                    continue
                if _noun_after(part.tokens, other) == kind:
                    return f"the context says {run.label()} of {other.label()} {kind}"
    return None


def _modifier_said_apart(claim: Claim, stretch: _Stretch) -> str | None:
    """For a stretch of several sentences: a noun the claim qualifies by a word of a closed
    set ("the men's team", and no other word of the set) said, in a sentence of the stretch
    without the claim's own pair, with another word of that set ("Its women's team lifted
    the national cup"): what that sentence says is the other's."""
    if len(stretch.parts) < 2:
        return None
    tokens = claim.tokens
    for modifier, noun in itertools.pairwise(tokens):
        if modifier.capitalised or modifier.is_number or not _common_noun(noun):
            continue
        mine = lemma(key(modifier))
        group = exclusive_group(mine)
        if not group or any(
            lemma(key(t)) != mine and exclusive_group(lemma(key(t))) & group for t in tokens
        ):
            continue  # (a claim of "the first booster" and "a second" speaks of both)
        own: set[int] = set()
        rivals: list[tuple[Sentence, Token]] = []
        for part in stretch.parts:
            for before, after in itertools.pairwise(part.tokens):
                if key(after) != key(noun) or before.is_number:
                    continue
                theirs = lemma(key(before))
                if theirs == mine:
                    own.add(part.index)
                elif exclusive_group(theirs) & group:
                    rivals.append((part, before))
        apart = [(part, word) for part, word in rivals if part.index not in own]
        if apart:
            return f"the context says that of the {apart[0][1].text} {noun.text}"
    return None


def _noun_after(tokens: Sequence[Token], run: NameRun) -> str | None:
    """The key of the common noun right after a name ("lily" of "the Orra lily"), or None."""
    at = run.end + 1
    if at >= len(tokens) or tokens[at].is_number or not _common_noun(tokens[at]):
        return None
    return key(tokens[at])


def _dated_apart(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """For a stretch of several sentences: the claim's one year is given by a sentence that
    does not name a name of the claim, and every sentence that names it dates it by another
    year ("In 1978 it was moved to the forecourt ... After a restoration in 2004, the statue
    was relocated again, to the entrance of the Harbour Museum": not moved there in 1978).
    Only for a claim of one clause (no comma, no relative word), and a name it takes
    something "to" when dated "in" its year (a name it moves something "from" belongs to an
    earlier time), or the name its verb is done to, right after its subject's ("Björn Borg
    beat John McEnroe in the 1976 final" against "... in 1976, when he defeated Ilie
    Năstase ... and John McEnroe in 1980")."""
    if len(stretch.parts) < 2 or "," in claim.text:
        return None
    years = [n for n, units in claim.numbers.items() if _year_like(n, units)]
    if len(years) != 1 or any(t.text in RELATIVE_WORDS for t in claim.tokens):
        return None
    year = years[0]
    at = next(i for i, t in enumerate(claim.tokens) if t.text == year)
    dating = bool(at) and claim.tokens[at - 1].text == "in"
    dated = [part for part in stretch.parts if _gives_year(part, year)]
    if not dated:
        return None
    for run in claim.names:
        before = [t.text for t in claim.tokens[max(0, run.start - _DESTINATION_REACH) : run.start]]
        taken = dating and bool({"to", "into"} & set(before)) and "from" not in before
        if not taken and not _object_of_verb(claim, run):
            continue  # only a name the claim takes something to, or what its verb is done to
        if any(occurrences(run, part, context) for part in dated):
            continue
        naming = [part for part in stretch.parts if occurrences(run, part, context)]
        others = {
            t.text
            for part in naming
            for t in part.tokens
            if t.text != year and _year_like(t.text, set()) and t.text.isdigit()
        }
        if naming and all(any(t.text in others for t in part.tokens) for part in naming):
            return f"the context dates {run.label()} to {min(others)}, not {year}"
    return None


def _object_of_verb(claim: Claim, run: NameRun) -> bool:
    """Whether the name stands right after the claim's one content verb, which follows a
    name that opens the claim ("Björn Borg beat John McEnroe in the 1976 final")."""
    if run.start < 2 or not claim.names or claim.names[0].start != 0:
        return False
    verb = claim.tokens[run.start - 1]
    return (
        run.start - 1 == claim.names[0].end + 1
        and _verb_like(verb)
        and verb.text not in AUXILIARIES
    )


# Tokens between "to" and the name it takes something to ("to the entrance of the Harbour
# Museum").
_DESTINATION_REACH = 5


def _gives_year(part: Sentence, year: str) -> bool:
    return any(t.text == year for t in part.tokens)


def _unlinked(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """For a stretch of several sentences: a name or number of the claim found only in a
    sentence that shares none of the claim's other words (it belongs to another fact)."""
    if len(stretch.parts) < 2:
        return None

    # (a month is part of a date, which is checked below, not a word that ties a sentence)
    linking = {w for w in claim.linking if month_number(w) is None}
    slots = _answer_slots(claim)
    # (the words that describe an answer's name in the sentence, "the Danish architect Georg
    # Rotne", tie it to nothing where the claim says them of that name too)
    said = [(run, words) for run in slots if (words := _words_before_name(claim.tokens, run.start))]

    def ties(part: Sentence) -> bool:
        own = linking - _shared_description(said, part, context)
        return bool(own & part.bag.keys) or any(held(w, part.bag) for w in own)

    direct = {part.index for part in stretch.parts if ties(part)}
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
    for part in stretch.parts:
        if linked(part):
            continue
        for run in slots:
            if occurrences(run, part, context) and not any(
                occurrences(run, p, context) for p in stretch.parts if linked(p)
            ):
                return f"the context mentions {run.label()} about something else"
        if _of_the_subject(claim, part):
            continue  # "Lena Kaarsberg, 22, won ..." and "She is 22 years old"
        for number in claim.numbers:
            if number in part.numbers and not any(
                number in p.numbers for p in stretch.parts if linked(p)
            ):
                return _Instead(f"the context gives {number} about something else")
    return None


def _of_the_subject(claim: Claim, part: Sentence) -> bool:
    """Whether a personal pronoun of the sentence stands for the first name of the claim:
    the numbers it gives are that person's."""
    subject = min(claim.names, key=lambda run: run.start).keys if claim.names else None
    return (
        subject is not None
        and subject in part.implied
        and part.pronoun >= 0  # (a topical sentence implies its topic with no pronoun)
        and part.tokens[part.pronoun].text in _PERSONAL_PRONOUNS
    )


def _shared_description(
    said: Sequence[tuple[NameRun, frozenset[str]]], part: Sentence, context: Context
) -> set[str]:
    """Of the words the claim describes a name with (``said``), those the sentence describes
    it with too, between an article and the name ("the Danish architect Georg Rotne" in
    both)."""
    found: set[str] = set()
    for run, words in said:
        for at in occurrences(run, part, context):
            found.update(words & _words_before_name(part.tokens, at))
    return found


def _words_before_name(tokens: Sequence[Token], at: int) -> frozenset[str]:
    """The keys of the few words between an article and the name at token ``at`` (none when
    no article opens them)."""
    words: list[str] = []
    for token in reversed(tokens[max(0, at - _DESCRIBING - 1) : at]):
        if token.text in ("the", "a", "an"):
            return frozenset(words)
        if not token.is_content or token.is_number or is_verb(token.text):
            break
        words.append(key(token))
    return frozenset()


_DESCRIBING = 3  # the most words a name's description may have


_FORMERLY = frozenset(["previously", "formerly", "originally", "before", "earlier", "initially"])


def _about_before(claim: Claim) -> bool:
    """Whether the claim speaks of a time before a change ("previously", "before its
    expansion")."""
    return any(not t.is_number and t.text in _FORMERLY for t in claim.tokens)


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


def _counts_word(claim: Claim, at: int, word: str) -> bool:
    """Whether the claim's token at ``at`` is a number, standing alone, that counts the
    word after it ("112,000 inhabitants", not the "2" of "/v2/invoices")."""
    token = claim.tokens[at]
    alone = claim.text[token.end : token.end + 1] in ("", " ")
    return token.is_number and alone and word in claim.counted.get(token.text, ())
