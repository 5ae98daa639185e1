"""A work the context gives a name as one it made (offline judge, ``local_verify``,
``local_reason``): by a possessive ("Ludwig van Beethoven's only opera, Fidelio" is an opera
Beethoven composed, so "Beethoven composed operas" is borne out and "Beethoven did not
compose an opera" gainsaid), or by a verb of making right after the name ("Mozart wrote more
than twenty operas"). Pure functions.
"""

from __future__ import annotations

from collections.abc import Iterable

from .local_evidence import WORKS, Claim, Context, NameRun, key, occurrences
from .local_lexicon import lemmas

# The verbs by which someone makes a work.
MAKING = lemmas("compose write paint direct record design build create author pen draw")
# The most words between the verb and the work ("an early opera") or the possessive and the
# work ("Beethoven's only opera").
_BETWEEN = 2
# The most tokens between a maker's name and the verb, or the verb and the work.
_NEAR = 4


def own_work(claim: Claim, context: Context) -> str | None:
    """The sentence that gives the claim's work as its maker's (``made_work``), for a claim
    "NAME made (a/the ...) WORK(s)" that ends on the work; None otherwise."""
    tokens = claim.tokens
    opening = next((run for run in claim.names if run.start == 0), None)
    if opening is None:
        return None
    at = opening.end + 1
    while at < len(tokens) and tokens[at].text in ("did", "does", "not", "never"):
        at += 1
    if at >= len(tokens) - 1 or key(tokens[at]) not in MAKING:
        return None
    between = tokens[at + 1 : -1]
    if len(between) > _BETWEEN or any(t.capitalised or t.is_number for t in between):
        return None  # ("wrote 16 symphonies": how many is for the other rules)
    # ("Mozart did compose operas": "Mozart wrote more than twenty operas")
    return made_work(opening, [key(tokens[at]), key(tokens[-1])], context)


def possessed_work(owner: tuple[str, ...], words: Iterable[str], context: Context) -> str | None:
    """The first sentence that writes one of ``words`` that is a kind of work as the owner's
    by a possessive ("Beethoven's only opera"); None when none does."""
    works = {w for w in words if w in WORKS}
    if not works or not owner:
        return None
    for part in context.sentences:
        tokens = part.tokens
        for j, token in enumerate(tokens):
            if key(token) != owner[-1] or not token.text.endswith("'s"):
                continue
            if any(key(t) in works for t in tokens[j + 1 : j + 2 + _BETWEEN]):
                return part.text
    return None


def made_work(run: NameRun, words: Iterable[str], context: Context) -> str | None:
    """The sentence that gives the name a kind of work among ``words`` as one it made with
    the verb of making among them (None when none does): by a possessive ("Beethoven's
    only opera"), or in a sentence naming it where that verb comes before the work, "write"
    standing for "compose" and the other way round ("Mozart wrote more than twenty operas",
    for "composed operas"; but "wrote the film" is not "directed" it)."""
    listed = list(words)
    verbs = {w for w in listed if w in MAKING}
    if not verbs:
        return None
    owned = possessed_work(run.keys, listed, context)
    if owned is not None:
        return owned
    if verbs & _SCORING:
        verbs |= _SCORING
    works = {w for w in listed if w in WORKS}
    for part in context.sentences:
        named = occurrences(run, part, context)
        if not works or not named:
            continue
        keys = [key(t) for t in part.tokens]
        for m, verb in enumerate(keys):
            # the name its doer, right before the verb; the work right after it ("Mozart wrote
            # more than twenty operas"; not "written and directed by X, based on the novella")
            if verb not in verbs or not any(0 < m - n <= _NEAR for n in named):
                continue
            if any(k in works for k in keys[m + 1 : m + 2 + _NEAR]):
                return part.text
    return None


# Two verbs a work of music or words is made with alike.
_SCORING = lemmas("compose write")
