"""What a verb is done to, or where, read from a claim and from the context, for the offline
judge.

"The shrike migrates to the pine forests of the Kerrin Mountains" and "It breeds in the pine
forests of the Kerrin Mountains. It migrates each autumn to the coastal scrublands of Ossary"
share nearly every word; only what "migrates to" leads to differs. This module reads a verb's
complement, the first name after it (straight after it, or after a preposition, with only
determiners, common nouns, numbers and dates between), and says when the context gives the
claim's verb, with the same preposition, another complement, and nowhere the claim's. Pure
functions, no state.
"""

from __future__ import annotations

from collections.abc import Sequence

from .local_evidence import CALENDAR, LIGHT, Claim, NameRun, Sentence, key, verb_like
from .local_grammar import AUXILIARIES, BE, PREPOSITIONS, is_finite_verb, is_gerund, is_participle
from .local_lexicon import synonym_ids
from .local_places import places_around
from .text import Token

__all__ = ["complement_failure"]

# Words that end the phrase after a verb: what follows is no complement of it.
_ENDS = frozenset(["and", "or", "but", "which", "who", "whom", "whose", "that", "where", "when"])
_REACH = 10  # tokens between a verb and its complement, at most


def _broken(text: str, left: Token, right: Token) -> bool:
    between = text[left.end : right.start]
    return any(mark in between for mark in ",;:()\u2013\u2014")


def complement(
    text: str, tokens: Sequence[Token], names: Sequence[NameRun], verb: int
) -> tuple[str, NameRun] | None:
    """The preposition ("" for none) and the name that complete the verb at ``verb``: "joined
    Dynamo Pesk" ("", Dynamo Pesk), "migrates each autumn to the coastal scrublands of
    Ossary" ("to", Ossary), "born on 1 June 1935 in Stockport" ("in", Stockport); None when
    a comma, a conjunction, a relative or another verb comes first."""
    starts = {run.start: run for run in names}
    preposition = ""
    for index in range(verb + 1, min(len(tokens), verb + 1 + _REACH)):
        token = tokens[index]
        if _broken(text, tokens[index - 1], token):
            return None
        if index in starts:
            return preposition, starts[index]
        if token.is_number or key(token) in CALENDAR:
            continue
        if token.capitalised or token.text in _ENDS or verb_like(token):
            return None
        if token.text in PREPOSITIONS and token.text != "of":
            preposition = token.text  # the last before the name: "on 1 June 1935 in"
    return None


def _same(a: NameRun, b: NameRun) -> bool:
    if a.place is not None and a.place == b.place:
        return True  # "the Dutch coast", "the Netherlands"
    return set(a.keys) <= set(b.keys) or set(b.keys) <= set(a.keys)


def _lies_within(inner: NameRun, outer: NameRun) -> bool:
    """Whether the place ``inner`` names lies within the one ``outer`` names ("London",
    "England")."""
    return outer.place is not None and outer.place in places_around(inner.keys)


def _names(part: Sentence, run: NameRun) -> bool:
    """Whether the sentence names ``run``, or has a pronoun that stands for it."""
    return any(_same(other, run) for other in part.names) or _stood_for(part, run)


def _stood_for(part: Sentence, run: NameRun) -> bool:
    """Whether the sentence's pronoun (or implied topic) stands for ``run``."""
    keys = set(run.keys)
    return any(keys <= set(implied) or set(implied) <= keys for implied in part.implied)


def _completes_another_verb(part: Sentence, run: NameRun, verb_key: str) -> bool:
    """Whether ``run`` is, in ``part``, what a verb of another meaning than ``verb_key`` leads
    to: "rises at Lake Tolland ... before emptying into Lake Osmer" names Lake Tolland only
    as where the river rises, not where it empties."""
    meaning = synonym_ids(verb_key)
    for at in _verbs(part.tokens):
        other_key = key(part.tokens[at])
        if is_gerund(part.tokens[at].text):
            continue  # "worked at Fitel ... before joining D. E. Shaw": he worked there too
        if other_key == verb_key or meaning & synonym_ids(other_key):
            continue
        theirs = complement(part.text, part.tokens, part.names, at)
        if theirs is not None and _same(theirs[1], run):
            return True
    return False


def _done_to(part: Sentence, at: int, wanted: NameRun) -> bool:
    """Whether the sentence says in the passive what the claim says in the active: the verb
    at ``at`` is a participle after a form of "be" whose subject is the claim's complement,
    named before it or the name its opening pronoun stands for ("It was designed by the
    engineer Matthias Kell", for "Matthias Kell designed the Fennholm Bridge")."""
    tokens = part.tokens
    if not is_participle(tokens[at].text):
        return False
    if not any(t.text in BE for t in tokens[max(0, at - 2) : at]):
        return False
    before = any(_same(run, wanted) for run in part.names if run.end < at)
    return before or (0 <= part.pronoun < at and _stood_for(part, wanted))


def _verbs(tokens: Sequence[Token]) -> list[int]:
    """The finite verbs and participles ("migrates", "joined", "emptying"), not a word that
    may be a verb's base or a noun ("wind farm")."""
    return [
        i
        for i, t in enumerate(tokens)
        if not t.is_number
        and not t.capitalised
        and (is_finite_verb(t.text) or is_participle(t.text) or is_gerund(t.text))
        and t.text not in AUXILIARIES
        and key(t) not in LIGHT
    ]


def complement_failure(
    claim: Claim, parts: Sequence[Sentence], sentences: Sequence[Sentence]
) -> tuple[str, str] | None:
    """For a claim's verb with a complement ("migrates to ... the Kerrin Mountains"): the
    complement that ``parts``, or a sentence naming another name of the claim, give the
    same verb with the same preposition instead, as (theirs, the claim's). None when a
    sentence of the context gives the claim's complement to that verb, or names the claim's
    complement beside giving another ("won the final against X after beating Y" may say of X
    what the claim says with another verb), unless there a verb of another meaning leads to
    it ("rises at Lake Tolland ... before emptying into Lake Osmer"). Complements after "by"
    are left to the reading of agents."""
    for verb in _verbs(claim.tokens):
        mine = complement(claim.text, claim.tokens, claim.names, verb)
        if mine is None or mine[0] == "by":
            continue
        preposition, wanted = mine
        wanted_key = key(claim.tokens[verb])
        other: NameRun | None = None
        agreed = False
        for part in sentences:
            for at in _verbs(part.tokens):
                if key(part.tokens[at]) != wanted_key:
                    # (a synonym gives no rival: one "wins a final", another "beats a team";
                    # but it agrees where it takes the claim's very complement: "defeated
                    # Ilie Năstase" for "beat Ilie Năstase")
                    if synonym_ids(key(part.tokens[at])) & synonym_ids(wanted_key):
                        theirs = complement(part.text, part.tokens, part.names, at)
                        if theirs is not None and theirs[0] == preposition:
                            agreed = agreed or _same(theirs[1], wanted)
                    continue
                if _done_to(part, at, wanted):
                    agreed = True  # "It was designed by Matthias Kell"
                    continue
                theirs = complement(part.text, part.tokens, part.names, at)
                if theirs is None or theirs[0] != preposition:
                    continue
                if (
                    _same(theirs[1], wanted)
                    or _lies_within(theirs[1], wanted)
                    or (
                        _names(part, wanted)
                        and not _completes_another_verb(part, wanted, wanted_key)
                    )
                ):
                    agreed = True  # said of the claim's name, or of both in one sentence
                elif other is None and (
                    any(part is p for p in parts)
                    or any(_names(part, r) for r in claim.names if r is not wanted)
                ):
                    other = theirs[1]
        if other is not None and not agreed:
            return other.label(), wanted.label()
    return None
