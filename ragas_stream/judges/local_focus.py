"""The answer a claim gives (offline judge, ``local_verify``): whether the clause that holds a
claim's answer also holds what it answers, and whether its verb governs it there. Pure
functions.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

from .local_evidence import (
    LIGHT,
    PRONOUNS,
    Bag,
    Claim,
    Context,
    NameRun,
    Sentence,
    held,
    key,
    occurrences,
)
from .local_evidence import (
    verb_like as _verb_like,
)
from .local_grammar import (
    AUXILIARIES,
    FAMILY,
    POSSESSIVES,
    PREPOSITIONAL_PARTICIPLES,
    PREPOSITIONS,
    is_participle,
)
from .local_grammar import BE as BE_FORMS
from .local_lexicon import (
    lemmas,
)
from .local_links import (
    _FOCUSED_WORDS,
    _carried,
    _Focus,
    _focus,
)
from .local_numbers import (
    _is_year,
)
from .local_stretch import (
    _PAIR_COVERAGE,
    _WHOLE_CONTEXT_COVERAGE,
    _attached,
    _held,
    _number_places,
    _same_name,
    _Stretch,
    _stretch,
)
from .text import Token

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


# The share of a claim's words a stretch must hold when the claim's focus (what it ends on)
# is there: next to its relation word (strong), or merely there (weak).
_FOCUSED_COVERAGE = {True: 0.3, False: 0.5}


def _name_places(
    run: NameRun, parts: Sequence[Sentence], context: Context
) -> list[tuple[Sentence, int]]:
    """Where the sentences name ``run``: (sentence, token index) pairs."""
    return [(p, i) for p in parts for i in occurrences(run, p, context)]


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
        if _relation_governed(claim, focus) and any(
            held(v, part.clause_bags[clause]) for v in verbs - focus.relation - LIGHT
        ):
            return None  # "was withdrawn in 1989", for "withdrawn from service in 1989"
        a, b = part.clause_spans[clause]
        inside = [i for i, t in enumerate(part.tokens) if a <= t.start < b]
        for run in names:
            if any(i in inside for i in occurrences(run, part, context)):
                return None
            if set(run.keys) <= part.clause_bags[clause].keys:
                return None  # "..., and was withdrawn in 1989": the subject it is lent
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


def _fronted_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim's answer (its last name or number) that the stretch gives only in a phrase
    opening its sentence with another verb ("Born in Perth, he trained in Glasgow"; "After
    training in Munich, he set up ...", ``_fronted_verb``) is said of that verb, not of the
    claim's, when the rest of the sentence holds the claim's verb ("Oskar Lind trained in
    Perth")."""
    focus = _focus(claim)
    if focus is None or focus.kind == "word":
        return None
    places = _focus_places(focus, stretch, context)
    if not places:
        return None
    claimed = Bag.of(claim.keys)
    verbs = [key(t) for t in claim.tokens if _verb_like(t) and key(t) in claim.words]
    if not verbs:
        return None
    for part, index in places:
        opener = _fronted_verb(part)
        end = part.segments[0][1]
        if not (
            opener is not None
            and index < end < len(part.tokens)
            and not held(key(opener), claimed)
            and any(held(v, Bag.of(key(t) for t in part.tokens[end:])) for v in verbs)
        ):
            return None
    return f"the context says {focus.value} of something else"


# Words that open a phrase of time before a gerund ("After training in Munich, he ...").
_GERUND_LEADS = frozenset(("after", "before", "while", "since"))


def _fronted_verb(part: Sentence) -> Token | None:
    """The verb of a phrase opening the sentence without a subject: a participle ("Born in
    Perth, ...") or a gerund after a word of time ("After training in Munich, ..."); None
    when the sentence opens otherwise."""
    tokens = part.tokens
    if not tokens:
        return None
    if is_participle(tokens[0].text):
        return tokens[0]
    if len(tokens) > 1 and tokens[0].text in _GERUND_LEADS and tokens[1].text.endswith("ing"):
        return tokens[1]
    return None


def _relation_governed(claim: Claim, focus: _Focus) -> bool:
    """Whether each of the focus's relation words is a noun the claim's verb takes after a
    preposition ("withdrawn from service in 1989"): the verb, not that noun, says what the
    value is of."""
    tokens = claim.tokens
    spots = [i for i, t in enumerate(tokens) if key(t) in focus.relation]
    return bool(spots) and all(
        i > 1 and tokens[i - 1].text in PREPOSITIONS and _verb_like(tokens[i - 2]) for i in spots
    )


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
