"""Relations between two people read the right way round, for the offline judge.

"Liam is the elder brother of Noel" and "Noel is the elder brother of Liam" share every word;
only the direction differs. This module reads such relations ("X is the [elder] R of Y",
"X's/her [older] R Y") from a claim and from context sentences as (holder, relation, age,
other) and says when the context states the claim's relation the other way round. It knows
which relations cannot be held both ways ("son of", "teacher of") and that an age word turns a
symmetric one ("brother of") into one that cannot ("elder brother of"), and which name a tie
from its other side ("parent of" and "subsidiary of", between firms too). It also reads "Y's
[great-]R, X" in the context and "X is Y's R" in a claim, and says when the context gives the
claim's relation of the same person to someone else only. Pure functions, no state.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .local_grammar import FAMILY
from .local_lexicon import lemma

__all__ = [
    "Relation",
    "another_holder",
    "claimed_parent",
    "claimed_relations",
    "opening_name",
    "reversed_relation",
    "same_person",
    "stated_parents",
    "stated_relations",
    "subject_of",
]

# ("Anne of Austria", "Henry VIII of England": "of" before a capital stays in the name)
_NAME = r"[A-Z][\w'.-]*(?:\s+(?:[A-Z][\w'.-]*|de|van|von|da|del|of(?=\s+[A-Z])))*"
_AGE = r"elder|older|eldest|oldest|younger|youngest|big|little|baby"
# Directed relations beyond the family; sorted, so that the pattern is the same in every process.
_ROLES = {
    "teacher",
    "student",
    "pupil",
    "mentor",
    "protege",
    "protégé",
    "predecessor",
    "successor",
    "parent",
    "subsidiary",
}
# Relations that say the same tie from the other side: "A is the parent of B" is "B is a
# subsidiary of A", so "A is a subsidiary of B" says the tie the other way round.
_CONVERSE = {
    "parent": "subsidiary",
    "subsidiary": "parent",
    "teacher": "student",
    "student": "teacher",
    "pupil": "teacher",
    "mentor": "protege",
    "predecessor": "successor",
    "successor": "predecessor",
}
_KIN = "(?:great-)*(?:" + "|".join(sorted(FAMILY | _ROLES, key=lambda w: (-len(w), w))) + ")"
_OF = re.compile(
    rf"(?:\b(?:the|an?|his|her|their)\s+)(?:(?P<age>{_AGE})\s+)?(?P<rel>{_KIN})\s+of\s+"
    rf"(?P<other>{_NAME})"
)
_CLAIM = re.compile(
    rf"(?P<holder>{_NAME})\s*,?\s+(?:is|was|has\s+been)\s+(?:the|an?|his|her|their)\s+"
    rf"(?:(?P<age>{_AGE})\s+)?(?P<rel>{_KIN})\s+of\s+(?:the\s+[a-z]+,\s+)?(?P<other>{_NAME})"
)
# In a context sentence, a name that "became" or "is" the relation of another ("Alphabet Inc.,
# a newly created holding company, became the parent of Google").
_HOLDS = re.compile(
    rf"(?P<holder>{_NAME})(?:,[^,]*,)?\s+(?:is|was|became|has\s+been|remains)\s+"
    rf"(?:the|an?)\s+(?:(?P<age>{_AGE})\s+)?(?P<rel>{_KIN})\s+of\s+(?P<other>{_NAME})"
)
# "X is Y's R" in a claim, "Y's R, X" in a context sentence.
_CLAIM_OWNED = re.compile(
    rf"(?P<holder>{_NAME})\s+(?:is|was|has\s+been)\s+(?P<other>{_NAME})'s\s+"
    rf"(?:(?P<age>{_AGE})\s+)?(?P<rel>{_KIN})\b"
)
_OWNED = re.compile(
    rf"(?P<other>{_NAME})'s\s+(?:(?P<age>{_AGE})\s+)?(?P<rel>{_KIN}),?\s+(?P<holder>{_NAME})"
)
_POSSESSED = re.compile(
    rf"\b(?:his|her|their)\s+(?:(?P<age>{_AGE})\s+)?(?P<rel>{_KIN}),?\s+(?P<holder>{_NAME})"
)
# "X studied under the landscape artist Y": Y is X's teacher.
_UNDER = re.compile(
    rf"(?P<other>{_NAME})\s+(?:studied|trained|apprenticed)\s+under\s+"
    rf"(?:the\s+(?:[a-z]+\s+){{0,3}})?(?P<holder>{_NAME})"
)
_SYMMETRIC = frozenset(["brother", "sister", "cousin", "sibling", "twin"])
_OLD = frozenset(["elder", "older", "eldest", "oldest", "big"])


@dataclass(frozen=True, slots=True)
class Relation:
    """``holder`` is the ``relation`` (of ``age``: "old", "young" or "") of ``other``; names as
    sets of word lemmas."""

    holder: frozenset[str]
    relation: str
    age: str
    other: frozenset[str]


def _name(text: str) -> frozenset[str]:
    words = (w.rstrip(".") for w in re.findall(r"[\w'.-]+", text))
    return frozenset(lemma(w) for w in words if w[:1].isupper())


def _age(word: str | None) -> str:
    if not word:
        return ""
    return "old" if word.lower() in _OLD else "young"


def claimed_relations(claim: str) -> list[Relation]:
    """The relations a claim states as "X is the [elder] R of Y" or "X is Y's R"."""
    return [
        Relation(_name(m["holder"]), lemma(m["rel"]), _age(m["age"]), _name(m["other"]))
        for pattern in (_CLAIM, _CLAIM_OWNED)
        for m in pattern.finditer(claim)
    ]


def stated_relations(sentence: str, subject: frozenset[str]) -> list[Relation]:
    """The relations a context sentence states of its ``subject`` (the name it opens with, or
    the one its pronoun stands for): "X ... the elder brother of Y", "her older sister Y";
    and "X studied under Y" makes Y the teacher of X."""
    found = [
        Relation(_name(m["holder"]), lemma(m["rel"]), _age(m["age"]), _name(m["other"]))
        for m in _HOLDS.finditer(sentence)
        if lemma(m["rel"]) in _CONVERSE
    ]
    found.extend(
        Relation(_name(m["holder"]), lemma(m["rel"]), _age(m["age"]), _name(m["other"]))
        for m in _OWNED.finditer(sentence)
    )
    found.extend(
        Relation(_name(m["holder"]), "teacher", "", _name(m["other"]))
        for m in _UNDER.finditer(sentence)
    )
    if not subject:
        return found
    for m in _OF.finditer(sentence):
        found.append(Relation(subject, lemma(m["rel"]), _age(m["age"]), _name(m["other"])))
    for m in _POSSESSED.finditer(sentence):
        found.append(Relation(_name(m["holder"]), lemma(m["rel"]), _age(m["age"]), subject))
    return found


def _same(a: frozenset[str], b: frozenset[str]) -> bool:
    """One person: the same name, or one word of it ("Venus" for "Venus Williams"); "John
    Adams" is not "John Quincy Adams"."""
    if not a or not b:
        return False
    shorter, longer = sorted((a, b), key=len)
    return a == b or (len(shorter) == 1 and shorter <= longer)


def reversed_relation(claimed: Relation, stated: Iterable[Relation]) -> Relation | None:
    """A stated relation that says the claimed one the other way round: the same relation
    with holder and other swapped, where it cannot hold both ways (asymmetric, or the same
    age word), or between the same two with the opposite age word, or its converse held the
    same way round ("A became the parent of B", for "A is a subsidiary of B")."""
    for fact in stated:
        if _CONVERSE.get(fact.relation) == claimed.relation:
            kept = _same(fact.holder, claimed.holder) and _same(fact.other, claimed.other)
            if kept and not _same(fact.holder, claimed.other):
                return fact  # "A is the parent of B", for "A is a subsidiary of B"
            continue
        if fact.relation != claimed.relation:
            continue
        swapped = _same(fact.holder, claimed.other) and _same(fact.other, claimed.holder)
        kept = _same(fact.holder, claimed.holder) and _same(fact.other, claimed.other)
        if swapped and kept:
            continue  # names too short to tell the two apart
        if swapped and fact.relation in _SYMMETRIC:
            if fact.age and fact.age == claimed.age:
                return fact
        elif swapped or (kept and fact.age and claimed.age and fact.age != claimed.age):
            return fact
    return None


def another_holder(claimed: Relation, stated: Sequence[Relation]) -> Relation | None:
    """A stated relation that gives the claimed one's relation of the same other person to
    someone else ("Josef Hemlin's great-granddaughter, Ute Hemlin", for "Clara Voss is a
    great-granddaughter of Josef Hemlin"), where none gives it to the claim's holder."""
    same = [
        fact
        for fact in stated
        if fact.relation == claimed.relation and _same(fact.other, claimed.other)
    ]
    if any(_same(fact.holder, claimed.holder) for fact in same):
        return None
    return next((fact for fact in same if fact.holder and fact.holder != fact.other), None)


def opening_name(sentence: str) -> frozenset[str]:
    """The name a sentence opens with, if any."""
    match = re.match(_NAME, sentence.strip())
    return _name(match.group(0)) if match else frozenset()


def subject_of(sentences: Sequence[str]) -> frozenset[str]:
    """The subject of the last of ``sentences``: the name it opens with, or for one opening
    with "He", "She", "They" or their possessives, the name the nearest sentence before it
    opens with."""
    for back, sentence in enumerate(reversed(sentences)):
        words = sentence.split(maxsplit=1)
        if words and words[0] in ("He", "She", "They", "His", "Her", "Their"):
            continue
        name = opening_name(sentence)
        if name & {"the", "a", "an", "in", "on", "at", "after", "before"}:
            name = frozenset()  # a sentence opening with a common word names no subject
        if name or back == 0:
            return name
    return frozenset()


# A parent a claim names: "X's father was Y", "The mother of X was Y", "Y was the father of X".
_PARENT = r"(?P<rel>father|mother)"
_DESCRIBED = r"(?:the\s+(?:[a-z-]+\s+){1,3})?"
_PARENT_CLAIMS = (
    re.compile(
        rf"^(?P<child>{_NAME})'s\s+{_PARENT}\s+(?:is|was)\s+{_DESCRIBED}(?P<parent>{_NAME})$"
    ),
    re.compile(
        rf"^The\s+{_PARENT}\s+of\s+(?P<child>{_NAME})\s+(?:is|was)\s+{_DESCRIBED}"
        rf"(?P<parent>{_NAME})$"
    ),
    re.compile(rf"^(?P<parent>{_NAME})\s+(?:is|was)\s+the\s+{_PARENT}\s+of\s+(?P<child>{_NAME})$"),
)
# The parents a sentence gives its subject: "the daughter of the philosopher A and the writer B".
_CHILD_OF = re.compile(
    rf"\b(?:daughter|son|child)\s+of\s+{_DESCRIBED}(?P<first>{_NAME})"
    rf"(?:\s+and\s+{_DESCRIBED}(?P<second>{_NAME}))?"
)


def claimed_parent(claim: str) -> tuple[frozenset[str], str, frozenset[str]] | None:
    """The child, "father" or "mother", and the parent a claim names ("Mary Shelley's father
    was William Godwin"), or None."""
    text = claim.strip().rstrip(".")
    for pattern in _PARENT_CLAIMS:
        match = pattern.match(text)
        if match is not None:
            return _name(match["child"]), match["rel"], _name(match["parent"])
    return None


def stated_parents(sentence: str, subject: frozenset[str]) -> dict[str, frozenset[str]]:
    """The parents a sentence gives its ``subject`` as "the daughter (son, child) of A and
    B": A the father and B the mother, in the order English writes them, or the one parent
    as either; empty when it gives none, or has no subject."""
    if not subject:
        return {}
    match = _CHILD_OF.search(sentence)
    if match is None:
        return {}
    first = _name(match["first"])
    if not match["second"]:
        return {"father": first, "mother": first}
    return {"father": first, "mother": _name(match["second"])}


def same_person(a: frozenset[str], b: frozenset[str]) -> bool:
    """One person (see ``_same``)."""
    return _same(a, b)
