"""A claim about a thing the claim only describes, restated with the name the context gives it.

"The engineer who drew the first sketch of the Eiffel Tower joined Eiffel's company in 1879"
describes its subject; the context names it in one sentence ("Its first sketch was drawn in
June 1884 by Maurice Koechlin") and says the rest of it of that name in another ("He joined
Gustave Eiffel's firm ... in 1879"). The two-step facts of multi-hop questions are said this
way. ``bridged_claims`` finds the names the description may stand for and restates the claim
with each, except where the claim would become an identity ("The capital of X is Y": "N is
Y"); the verifier may then support the claim through one of them (see ``local_verify`` and
its ``_verify_described`` for the guards it adds).

A description is a subject that opens with an article and a common noun followed by "who",
"that", "which", "where", "of" or a preposition before "whom" ("The author of The Weir at
Dunmallow", "the scientist after whom ... is named"), or a thing of one
("The reign of the emperor who ordered ...", restated "The reign of Justinian I ..."). A name
stands for it when one sentence of the context holds the description's names and most of its
words beside that name (the description's names may stand in the sentence before it or in
its passage's first, its words in the sentence before one that opens with a pronoun), and a
sentence calls that name by the description's noun, a compound of it or a member of its kind
("a structural engineer", "the town of Brennock", "a passenger steamship", "a physicist"); or
the name is the doer "by" gives of the noun's deed or, for a work's maker, the name after a
"by" that follows the work's noun ("a popular science book by ... Stephen Hawking"). A
restatement whose rest names the name itself is marked (``Bridge.itself``): the claim then
says the thing of itself. Pure, deterministic functions.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from .local_evidence import (
    LIGHT,
    Bag,
    Context,
    NameRun,
    Sentence,
    held,
    key,
    names_a_people,
    occurrences,
    passage_of,
    verb_like,
)
from .local_grammar import (
    BE,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    is_finite_verb,
    is_participle,
)
from .local_lexicon import lemmas
from .local_places import place_of
from .text import STOPWORDS, Token, stem, tokenize

__all__ = ["Bridge", "bridged_claims", "named_only_by_possessive", "successor_claim"]

_ARTICLES = frozenset(("the", "a", "an"))
_RELATIVES = frozenset(("who", "that", "which", "where", "whose", "of"))
# Prepositions that open a relative clause before "whom" or "which" ("after whom").
_PREPOSITION_RELATIVES = frozenset(("after", "for", "by", "with", "to", "from", "in"))
# How much of the description's words the sentence naming the bridge must hold.
_DESCRIBED_SHARE = 0.66
# At most this many names are tried for one description.
_MOST_NAMES = 3
# Verbs that, before "as", only say what someone is ("who serves as CTO").
_AS_VERBS = lemmas("serve act work function")
# Nouns for a language: a people's adjective after "is" names one ("is Portuguese").
_TONGUES = lemmas("language tongue")
# How many tokens a description's head may take ("The Pinewright Games co-founder who").
_HEAD_REACH = 6


@dataclass(frozen=True, slots=True)
class Bridge:
    """A restatement of a claim with a name for its described subject: the new statement, the
    sentence that links the description to the name (by its index among the context's
    sentences), the name, what the claim says of it after its verb, and whether the claim's
    subject is a thing of the name's rather than the name itself."""

    statement: str
    through: int
    name: NameRun
    said: tuple[str, ...]  # the keys of the words after the claim's verb ("year", "ferryman")
    owned: bool  # whether the claim is about a thing of the name's ("The reign of N")
    itself: bool = False  # whether the rest of the claim names the name itself
    identity: bool = False  # whether the claim says what the described thing is ("is X")


def _description(tokens: tuple[Token, ...]) -> int | None:
    """Where a described subject's description starts ("The engineer | who drew ..."): the
    index of "who"/"of"/..., or None when the claim does not open so."""
    if len(tokens) < 5 or tokens[0].text not in _ARTICLES:
        return None
    for index in range(1, min(_HEAD_REACH, len(tokens))):
        token = tokens[index]
        if (
            token.text in _PREPOSITION_RELATIVES
            and index + 1 < len(tokens)
            and tokens[index + 1].text in ("whom", "which")
        ):
            return index if index > 1 else None  # "The scientist after whom ... is named"
        if token.text in _RELATIVES:
            named = any(t.capitalised and not _people_word(t) for t in tokens[1:index])
            if named and token.text != "who":
                return None  # "The Basic plan of Ledgerly": a name's kind, no description
            return index if index > 1 and not tokens[index - 1].capitalised else None
        if _participle_opens(tokens, index):
            return index  # "The NASA probe | launched in January 2006 flew past Pluto"
        if token.is_number or verb_like(token):
            return None
        if token.capitalised and index >= 3 and not tokens[index - 1].capitalised:
            return None  # a name after the noun: no description opens here
    return None


def _people_word(token: Token) -> bool:
    """Whether a capitalised word is a people's adjective ("British"), no name of a thing."""
    place = place_of(key(token))
    return place is not None and place != token.text.lower()


def _participle_opens(tokens: tuple[Token, ...], index: int) -> bool:
    """Whether a past participle after the head's noun opens a description, with a
    preposition after it ("The probe launched in 2006", "the film directed by ..."); the
    claim's own verb must still follow (see ``_predicates``)."""
    return (
        index >= 2
        and index + 1 < len(tokens)
        and is_participle(tokens[index].text)
        and tokens[index - 1].is_content
        and not tokens[index - 1].capitalised
        and not verb_like(tokens[index - 1])
        and tokens[index + 1].text in PREPOSITIONS
    )


def _clause_start(tokens: tuple[Token, ...], opened: int) -> int:
    """Where the words of a description start: after its "who" or "of", at its participle."""
    return opened if verb_like(tokens[opened]) else opened + 1


def _described(tokens: tuple[Token, ...]) -> tuple[int, int] | None:
    """Where the described thing's article stands and where its description starts: "The
    engineer | who ..." (0, 2); for a thing of a described thing, the inner one: "The reign
    of | the emperor | who ordered ..." (3, 5), which the restatement replaces."""
    opened = _description(tokens)
    if opened is None:
        return None
    if tokens[opened].text == "of":
        inner = _description(tokens[opened + 1 :])
        if inner is not None:
            return opened + 1, opened + 1 + inner
    return 0, opened


def _predicates(tokens: tuple[Token, ...], opened: int) -> list[int]:
    """The tokens where the claim's own verb may start, after the description: a finite verb
    or auxiliary after (for a relative clause) the clause's own verb."""
    relative = tokens[opened].text != "of"
    found: list[int] = []
    seen_verb = verb_like(tokens[opened])  # a participle is the description's own verb
    for index in range(opened + 1, len(tokens) - 1):
        token = tokens[index]
        if not verb_like(token):
            continue
        previous = tokens[index - 1].text
        determined = previous in DETERMINERS and index - 1 != opened  # "that" as a relative
        if previous in BE or previous in ("has", "have", "had") or determined:
            continue  # "was established", "the opening": inside the description
        if relative and not seen_verb:
            seen_verb = True
            continue
        if not is_finite_verb(token.text):
            continue  # "... joined X after leaving Y": no verb of the claim's own
        found.append(index)
    return found


def _content(tokens: tuple[Token, ...]) -> list[str]:
    """The keys of the common content words (no numbers, no names)."""
    return [key(t) for t in tokens if t.is_content and not t.is_number and not t.capitalised]


# Nouns for the doer of a deed whose verb is another word ("the author" of a novel "written
# by" someone); the others share a root with theirs (producer, produced).
_DOERS = {"author": ("writer",), "architect": ("design",)}


# Nouns for a kind that a sentence calls by one of its members ("the scientist after whom
# ...": "a theoretical physicist").
_KINDS = {
    kind: tuple(stem(w) for w in members.split())
    for kind, members in (
        (
            stem("scientist"),
            "physicist chemist biologist astronomer mathematician geologist biochemist "
            "pharmacologist pathologist physiologist bacteriologist microbiologist botanist "
            "zoologist geneticist",
        ),
        (stem("artist"), "painter sculptor illustrator printmaker"),
        (
            stem("musician"),
            "composer pianist violinist guitarist singer drummer cellist organist bassist "
            "saxophonist trumpeter",
        ),
        (stem("flower"), "lily rose orchid tulip daisy iris poppy violet lotus magnolia"),
        (
            stem("tree"),
            "oak pine elm birch beech maple cedar willow ash fir spruce yew larch poplar",
        ),
        (
            stem("bird"),
            "lark wren finch sparrow owl eagle hawk heron gull crow thrush warbler swallow",
        ),
    )
}


def _noun_keys(head: list[str]) -> Bag:
    """The description's noun and what its doer's deed is called."""
    return Bag.of((head[-1], *_DOERS.get(head[-1], ())))


def _members(head: list[str]) -> frozenset[str]:
    """The keys of the members of the description's kind, to be matched whole: "physiology"
    is no physiologist."""
    return frozenset(_KINDS.get(head[-1], ()))


def _deed_keys(head: list[str]) -> Bag:
    """The deed of the description's noun, by its root and that root's synonyms ("founder":
    "found", "form", "establish")."""
    return Bag.of((*_DOERS.get(head[-1], ()), *Bag.of((head[-1],)).roots))


def _holds_head(sentence: Sentence, head: list[str]) -> bool:
    """Whether the sentence holds the description's noun (or its deed) and words before it."""
    noun = _noun_keys(head)
    return (
        any(held(k, sentence.bag) for k in noun.keys) or bool(_members(head) & sentence.own)
    ) and all(held(w, sentence.bag) for w in head[:-1])


def _candidates(
    described: list[NameRun],
    sentence: Sentence,
    spots: list[int],
    head: list[str],
    context: Context,
) -> list[NameRun]:
    """The names of the linking sentence that are not the description's own and that the
    context calls by the description's noun, of no people but the description's, nearest to
    the words of the description first."""
    own = {run.keys for run in described}
    peoples = {run.keys for run in described if names_a_people(run)}
    runs = [
        run
        for run in sentence.names
        if run.keys not in own
        and run.surface.lower() not in STOPWORDS | PREPOSITIONS  # "Since 1941 it has ..."
        and not any(set(run.keys) <= set(k) for k in own)
        and _named_as(run, head, context)
        and not _of_another_people(run, peoples, context)
    ]

    def distance(run: NameRun) -> int:
        return min((abs(run.start - s) for s in spots), default=0)

    return sorted(runs, key=distance)[:_MOST_NAMES]


def _deed_agent(
    sentence: Sentence, head: list[str], described: list[NameRun], context: Context
) -> NameRun | None:
    """The name after "by" that follows the deed of the description's noun in a sentence of
    a passage about the things the description names ("It was produced by Butch Vig", for
    "the producer of Nirvana's album Nevermind"; "Leicester were managed throughout the
    season by Claudio Ranieri", for "the manager who led Leicester City to the Premier
    League title"), or None."""
    passage = passage_of(sentence, context)
    if not described or not all(
        any(occurrences(run, s, context) for s in passage) for run in described
    ):
        return None
    noun = _noun_keys(head)
    tokens = sentence.tokens
    for index, token in enumerate(tokens[:-2]):
        if not verb_like(token) or not held(key(token), noun):
            continue
        for run in sentence.names:
            by = run.start > index + 1 and tokens[run.start - 1].text == "by"
            if by and _done_by(tokens, index, run.start):
                return run
    return None


# Makers of a work that "a novel by X", "an album by X" names without a verb.
_MAKERS = lemmas("author writer novelist poet composer songwriter painter creator")
# How many words may stand between "by" and the maker's name ("by the British physicist").
_MAKER_REACH = 4


def _maker_by(
    sentence: Sentence, head: list[str], described: list[NameRun], context: Context
) -> NameRun | None:
    """For a described maker of a work ("the author of A Brief History of Time"): the name
    after "by" and a few words without a verb, where "by" follows a noun, not a verb, in a
    sentence naming the work ("... is a popular science book by the British physicist Stephen
    Hawking"; not "published by Bantam"); None otherwise."""
    if head[-1] not in _MAKERS or not described:
        return None
    if not all(occurrences(run, sentence, context) for run in described):
        return None
    tokens = sentence.tokens
    for index, token in enumerate(tokens[1:-1], start=1):
        if token.text != "by" or verb_like(tokens[index - 1]) or tokens[index - 1].capitalised:
            continue
        after = [r for r in sorted(sentence.names, key=lambda r: r.start) if r.start > index]
        # ("by the British physicist ...": a people's adjective is a kind, no maker)
        maker = next((r for r in after if not names_a_people(r)), None)
        if maker is None:
            return None
        between = tokens[index + 1 : maker.start]
        if len(between) > _MAKER_REACH or any(verb_like(t) for t in between):
            return None
        return maker
    return None


def _named_as(run: NameRun, head: list[str], context: Context) -> bool:
    """Whether a sentence calls the thing by the description's noun: the noun right before
    its name ("the town of Brennock", "the Welsh writer Idris Fenn"), or before a copula and
    the name that ends the sentence ("Its head dyer is Mariko Sato"), or after the copula of
    a sentence it opens ("Brennock is a market town", "He was a structural engineer"); or a
    member of the description's kind right after the name ("the Veyle lily", for "the
    flower")."""
    noun, deed, members = _noun_keys(head), _deed_keys(head), _members(head)
    for sentence in context.sentences:
        tokens = sentence.tokens
        spots = [
            i
            for i, t in enumerate(tokens)
            if held(key(t), noun) or key(t) in members or _compound(t, head)
        ]
        deeds = [i for i, t in enumerate(tokens) if verb_like(t) and held(key(t), deed)]
        if not spots and not deeds:
            continue
        for at in occurrences(run, sentence, context):
            if held(run.keys[-1], noun) or (len(run.keys) > 2 and run.keys[0] in noun.keys):
                return True  # "Wembley Stadium", "Museum of Modern Art", for "the museum"
            if _kind_after(run, sentence, at, members) is not None:
                return True  # "the Veyle lily", for "the flower"
            for spot in spots:
                between = tokens[spot + 1 : at]
                if (
                    spot < at
                    and len(between) <= 4
                    and not any(verb_like(t) for t in between)
                    and not any(t.text in PREPOSITIONS and t.text != "of" for t in between)
                ):
                    return True  # (but "a chemist at the University of Leeds")
                if (
                    at == spot + 2
                    and tokens[spot + 1].text in ("is", "was")
                    and at + len(run.keys) >= len(tokens)
                ):
                    return True  # "The workshop's current head dyer is Mariko Sato."
                if at <= 1 and spot > at and any(t.text in BE for t in tokens[at:spot]):
                    return True
            by = _by_before(tokens, at, _agent_noun(head))
            if by is not None and any(_done_by(tokens, d, by + 1) for d in deeds):
                return True  # "a band formed in Galway in 2009 by Eoin Farrelly": its founder
            if (
                at
                and tokens[at - 1].text == "and"
                and any(
                    other.start < at
                    and tokens[other.start - 1].text == "by"
                    and any(_done_by(tokens, d, other.start) for d in deeds)
                    for other in sentence.names
                    if other.start
                )
            ):
                return True  # "co-founded ... by Ada Kowalczyk, who ..., and Jonas Brandt"
    return False


# How many words may call the doer between "by" and its name ("by the paper artist").
_TITLE_REACH = 3


def _agent_noun(head: list[str]) -> bool:
    """Whether the description's noun names a doer ("designer", "founder", "author"), not
    a deed ("the first description of X was given by ...")."""
    return head[-1] in _DOERS or head[-1].endswith(("er", "or", "ist"))


def _by_before(tokens: tuple[Token, ...], at: int, titled: bool) -> int | None:
    """Where the "by" before the name at ``at`` stands: right before it or, when
    ``titled``, before an article and a few lower-case words that call it ("designed by the
    paper artist Emiko Sato"); None when there is none."""
    if at and tokens[at - 1].text == "by":
        return at - 1
    if not titled:
        return None
    for by in range(at - 3, max(-1, at - 3 - _TITLE_REACH), -1):
        title = tokens[by + 2 : at]
        if (
            by >= 0
            and tokens[by].text == "by"
            and tokens[by + 1].text in _ARTICLES
            and all(t.is_content and not t.capitalised and not verb_like(t) for t in title)
        ):
            return by
    return None


def _compound(token: Token, head: list[str]) -> bool:
    """Whether the word is a compound of the description's noun ("steamship" for "the
    ship")."""
    noun = head[-1]
    return len(noun) >= 4 and token.text != noun and token.text.endswith(noun)


# How far before its "by" the deed of a doer may stand ("formed in Galway in 2009 by").
_DEED_REACH = 6


def _done_by(tokens: tuple[Token, ...], deed: int, name: int) -> bool:
    """Whether the name at ``name``, right after its "by", is the doer of the deed at
    ``deed``: the deed stands a few words before the "by", with no other verb between, nor
    another "by" ("directed by Carol Reed from a screenplay by Graham Greene": the deed's
    doer is the first)."""
    between = tokens[deed + 1 : name - 1]
    return (
        deed < name - 1
        and len(between) < _DEED_REACH
        and not any(verb_like(t) or t.text == "by" for t in between)
    )


def bridged_claims(statement: str, context: Context, names: list[NameRun]) -> list[Bridge]:
    """Restatements of a claim whose subject is a description, one per name the context
    gives that description, nearest first; or, for a claim that ends in a described object
    ("... served as vice president under the president who signed the Civil Rights Act"),
    with a name for that object. Empty when the claim names what it is about or the context
    names no such thing. ``names`` are the claim's name runs (as the verifier read them).
    Deterministic; at most a few restatements."""
    tokens = tuple(tokenize(statement))
    opening = _described(tokens)
    if opening is None:
        return _object_bridges(statement, tokens, context, names)
    article, opened = opening
    bridges = _restated(statement, tokens, context, names, article, opened)
    if bridges or not article:
        return bridges
    # "The designer of the centrepiece of X": no name for the centrepiece, one for its
    # designer ("Its centrepiece ..., designed by the paper artist Emiko Sato")
    outer = _description(tokens)
    return [] if outer is None else _restated(statement, tokens, context, names, 0, outer)


def _restated(
    statement: str,
    tokens: tuple[Token, ...],
    context: Context,
    names: list[NameRun],
    article: int,
    opened: int,
) -> list[Bridge]:
    """The restatements of a claim whose described thing's article stands at ``article``
    and whose description starts at ``opened``, one per name the context gives it."""
    head = _content(tokens[article + 1 : opened])
    if not head:
        return []
    prefix = statement[: tokens[article].start]  # "The reign of " for a described emperor
    bridges: list[Bridge] = []
    seen: set[tuple[tuple[str, ...], int]] = set()
    bags = [_with_antecedent(sentence, context) for sentence in context.sentences]
    for start in _predicates(tokens, opened):
        rest = tokens[start:]
        identity = (
            not prefix
            and rest[0].text in BE
            and len(rest) > 1
            and (rest[1].text in _ARTICLES or rest[1].capitalised)
            and (
                head[-1] in _TONGUES
                or not any(r.start == start + 1 and names_a_people(r) for r in names)
            )
        )  # "... is the capital", "... was Maurice Koechlin", "The language of X is
        # Portuguese" ("is Italian", a people's adjective, says what it is like otherwise)
        if identity and (
            rest[1].text in _ARTICLES or not _plain_identity(tokens, opened, start, head, names)
        ):
            continue
        end = tokens[start - 1].end
        described = [run for run in names if tokens[run.start].start < end]
        inside = [run for run in described if run.start > opened and tokens[opened].text != "of"]
        said = tuple(_content(tokens[start + 1 :]))
        after = [key(t) for t in tokens[start:]]
        for run, through in _linked(
            tokens[_clause_start(tokens, opened) : start], described, inside, head, context, bags
        ):
            # once per predicate, marked where the rest of the claim names the name itself
            # ("The author of X earned his PhD at Stephen Hawking": it says it of itself)
            if (run.keys, start) in seen:
                continue
            seen.add((run.keys, start))
            text = f"{prefix}{_called(run, head, context)} {statement[tokens[start].start :]}"
            itself = _subsequence(run.keys, after)
            bridges.append(Bridge(text, through.index, run, said, bool(prefix), itself, identity))
    return bridges


def _called(run: NameRun, head: list[str], context: Context) -> str:
    """The name as the context calls the thing: with the member of the description's kind
    it writes right after it ("Veyle lily", for "the flower"), else as it is."""
    members = _members(head)
    for sentence in context.sentences:
        for at in occurrences(run, sentence, context):
            kind = _kind_after(run, sentence, at, members)
            if kind is not None:
                return f"{run.label()} {kind.text}"
    return run.label()


def _kind_after(run: NameRun, sentence: Sentence, at: int, members: frozenset[str]) -> Token | None:
    """The word right after the name at ``at`` when it is a member of the description's
    kind ("lily" of "the Veyle lily"), else None."""
    after = at + len(run.keys)
    if after < len(sentence.tokens) and key(sentence.tokens[after]) in members:
        return sentence.tokens[after]
    return None


def _plain_identity(
    tokens: tuple[Token, ...], opened: int, start: int, head: list[str], names: list[NameRun]
) -> bool:
    """Whether an identity ("The official language of Brazil is Portuguese") may be decided
    by the name a bridge finds: the description holds no description of its own ("The line
    manager of the person who runs ..."), and the name the claim gives is no adjective of a
    people ("is Belvanian", said of an author, is what the author is like), unless the thing
    described is a language."""
    if any(t.text in ("who", "that", "which", "whose") for t in tokens[opened + 1 : start]):
        return False
    claimed = next((r for r in names if r.start == start + 1), None)
    if claimed is None:
        return False
    if head[-1] in _TONGUES:
        return True
    last = tokens[claimed.end].text
    return not (len(claimed.keys) == 1 and last.endswith(_PEOPLE_ENDINGS))


# Endings of a people's adjective ("Belvanian", "Japanese", "Danish"); broad on purpose: a
# name they catch ("Jordan") is only left to the plain reading, as before identities were read.
_PEOPLE_ENDINGS = ("ian", "ean", "ese", "ish", "ic", "an", "i")


def _object_described(tokens: tuple[Token, ...]) -> tuple[int, int] | None:
    """Where a described object's "the" stands and where its relative clause opens, for a
    claim that ends in one ("... under | the president | who signed the Civil Rights Act"):
    after the claim's own verb (not a copula: "X is the band that ..." is an identity), a
    head of common words, then "who", "that" or "which" and a clause with a verb."""
    verbs = [i for i, t in enumerate(tokens) if verb_like(t)]
    if not verbs:
        return None
    for article in range(verbs[0] + 1, len(tokens) - 2):
        if tokens[article].text != "the" or tokens[article - 1].text in BE:
            continue
        for opened in range(article + 2, min(article + _HEAD_REACH, len(tokens) - 1)):
            token = tokens[opened]
            if token.text in ("who", "that", "which"):
                clause = tokens[opened + 1 :]
                if any(verb_like(t) for t in clause):
                    return article, opened
                break
            if token.is_number or token.capitalised or verb_like(token):
                break
    return None


def _object_bridges(
    statement: str, tokens: tuple[Token, ...], context: Context, names: list[NameRun]
) -> list[Bridge]:
    """The claim restated with a name for its described object (see ``_object_described``);
    what it says of the name is the words before the description."""
    opening = _object_described(tokens)
    if opening is None:
        return []
    article, opened = opening
    head = _content(tokens[article + 1 : opened])
    if not head:
        return []
    inside = [run for run in names if run.start > opened]
    said = tuple(_content(tokens[:article]))
    before = [key(t) for t in tokens[:article]]
    bags = [_with_antecedent(sentence, context) for sentence in context.sentences]
    bridges: list[Bridge] = []
    for run, through in _linked(tokens[opened + 1 :], inside, inside, head, context, bags):
        if any(bridge.name.keys == run.keys for bridge in bridges):
            continue
        text = f"{statement[: tokens[article].start]}{run.label()}"
        itself = _subsequence(run.keys, before)
        bridges.append(Bridge(text, through.index, run, said, False, itself))
    return bridges


def _linked(
    description: tuple[Token, ...],
    described: list[NameRun],
    inside: list[NameRun],
    head: list[str],
    context: Context,
    bags: list[Bag],
) -> Iterator[tuple[NameRun, Sentence]]:
    """Each name a sentence of the context gives the description, with that sentence, in
    sentence order. ``description`` is the words after the head ("who drew ..."),
    ``described`` the claim's names within the description and ``inside`` those of them
    in its clause."""
    # ("serves as CTO"; "co-developed": the "co" split off says nothing of its own)
    words = [w for w in _content(description) if w not in _AS_VERBS and w not in LIGHT]
    if not words and not described:
        return
    deeds = {key(t) for t in description if verb_like(t)}
    for sentence, bag in zip(context.sentences, bags, strict=True):
        held_words = [w for w in words if held(w, bag)]
        if len(held_words) < _DESCRIBED_SHARE * len(words):
            # "who shared the prize with the discoverer of penicillin": "Fleming shared
            # ...", where the passage says elsewhere who Fleming is
            held_words = [w for w in words if held(w, _through_names(sentence, context))]
        if len(held_words) < _DESCRIBED_SHARE * len(words) and not _deed_reworded(
            words, held_words, deeds, described, sentence, context
        ):
            agent = _deed_agent(sentence, head, described, context)
            if agent is not None:
                # "Nevermind, the second album by Nirvana ... It was produced by Butch
                # Vig": the sentence that says the deed of the thing names its doer
                yield agent, sentence
            continue
        if not all(_named_around(run, sentence, context) for run in described):
            continue
        if not words and not _holds_head(sentence, head):
            maker = _maker_by(sentence, head, described, context)
            if maker is not None:
                # "X is a popular science book by the British physicist Stephen Hawking"
                yield maker, sentence
            continue  # "The author of X": the sentence naming X names its author
        # (where the description's own names stand too: "who serves as CTO")
        spots = [i for i, t in enumerate(sentence.tokens) if key(t) in held_words]
        named = [i for run in inside for i in occurrences(run, sentence, context)]
        candidates = _candidates(described, sentence, spots + named, head, context)
        if named and not spots:
            candidates = candidates[:1]  # the name the description's name is said of
        for run in candidates:
            yield run, sentence


def _through_names(sentence: Sentence, context: Context) -> Bag:
    """The words of the sentence and of the other sentences of its passage that name a
    name of it (two words or more, or the last word of one: "Fleming" for "Alexander
    Fleming")."""
    words = set(sentence.own)
    for other in passage_of(sentence, context):
        if other.index != sentence.index and any(
            len(run.keys) > 1 and not run.place and occurrences(run, sentence, context)
            for run in other.names
        ):
            words |= other.own
    return Bag.of(words)


# How many words may stand between a people's adjective and the name it qualifies ("the
# Scottish physician Alexander Fleming").
_PEOPLE_REACH = 3


def _of_another_people(run: NameRun, peoples: set[tuple[str, ...]], context: Context) -> bool:
    """Whether the context gives the name a people's adjective other than the description's
    ("the Scottish physician Alexander Fleming" is no "Australian scientist"): right before
    the name, or after the copula of a sentence the name opens ("Fleming was a Scottish
    physician")."""
    if not peoples:
        return False
    for sentence in context.sentences:
        for at in occurrences(run, sentence, context):
            for other in sentence.names:
                if not names_a_people(other) or other.keys in peoples:
                    continue
                before = 0 < at - other.end <= _PEOPLE_REACH and not any(
                    verb_like(t) for t in sentence.tokens[other.end + 1 : at]
                )
                opened = (
                    at <= 1
                    and any(t.text in BE for t in sentence.tokens[at : other.start])
                    and other.start - at <= len(run.keys) + _PEOPLE_REACH
                )
                if before or opened:
                    return True
    return False


def _named_around(run: NameRun, sentence: Sentence, context: Context) -> bool:
    """Whether the sentence names a name of the description, or, later in the passage, the
    sentence before it or the passage's first does ("The Palace of Versailles is ... Louis
    XIV ... moved the royal court there in 1682"); a people's adjective ("the French royal
    court") need not be named."""
    if names_a_people(run) or occurrences(run, sentence, context):
        return True
    passage = passage_of(sentence, context)
    earlier = [s for s in passage if s.index == sentence.index - 1 or s is passage[0]]
    return any(occurrences(run, s, context) for s in earlier if s.index < sentence.index)


def _with_antecedent(sentence: Sentence, context: Context) -> Bag:
    """The sentence's words, and, where it opens with a pronoun ("It ... is named after
    Albert Einstein"), those of the sentence before it in the passage ("Einsteinium is a
    synthetic chemical element ...")."""
    before = sentence.index - 1
    if sentence.pronoun != 0 or before < 0:
        return sentence.bag
    previous = context.sentences[before]
    if previous.context != sentence.context:
        return sentence.bag
    return Bag.of((*sentence.bag.keys, *previous.bag.keys))


def _subsequence(keys: tuple[str, ...], within: list[str]) -> bool:
    """Whether ``keys`` stand together, in order, among ``within``."""
    n = len(keys)
    return any(tuple(within[i : i + n]) == keys for i in range(len(within) - n + 1))


def _deed_reworded(
    words: list[str],
    held_words: list[str],
    deeds: set[str],
    described: list[NameRun],
    sentence: Sentence,
    context: Context,
) -> bool:
    """Whether a sentence that holds all the description's names lacks only its verbs ("the
    stadium that hosted the 1966 FIFA World Cup Final": "The 1966 FIFA World Cup Final was
    played ... at Wembley Stadium"): the names say which thing it is, the deed is reworded."""
    missing = [w for w in words if w not in held_words]
    return (
        bool(described)
        and bool(missing)
        and all(w in deeds for w in missing)
        and all(occurrences(run, sentence, context) for run in described)
    )


def named_only_by_possessive(run: NameRun, parts: tuple[Sentence, ...], context: Context) -> bool:
    """Whether the stretch names the thing only through a possessive pronoun ("Her brother Jon
    Brandt ... was born in 1947" says nothing of her birth)."""
    spots = [(part, i) for part in parts for i in occurrences(run, part, context)]
    return bool(spots) and all(part.tokens[i].text in POSSESSIVES for part, i in spots)


_SUCCESSOR = re.compile(
    r"^(?P<owner>(?:[A-Z][\w.-]*\s+){0,3}[A-Z][\w.-]*)['\u2019]s\s+successor"
    r"(?:,\s+[^,]+,)?\s+(?P<rest>[a-z].*)$"
)
# How many tokens after "succeeded by" the successor's name may start ("was succeeded by
# her Chancellor of the Exchequer, John Major").
_SUCCESSOR_REACH = 8


def successor_claim(statement: str, context: Context) -> tuple[str, str] | None:
    """A statement about someone's successor ("Thatcher's successor left office in ..."),
    said of the name the context gives as succeeding them ("She resigned ... and was
    succeeded by her Chancellor of the Exchequer, John Major"): that name and the statement
    said of it; None when the statement is of another shape or the context names no one
    successor (an apposition the statement gives, ", John Major,", is dropped: the context's
    successor is the one it is about)."""
    match = _SUCCESSOR.match(statement.strip())
    if match is None:
        return None
    owner = frozenset(key(t) for t in tokenize(match["owner"]))
    found: set[str] = set()
    for part in context.sentences:
        if not owner & ({key(t) for t in part.tokens} | set().union(*map(set, part.implied))):
            continue
        tokens = part.tokens
        for index in range(len(tokens) - 1):
            if tokens[index].text != "succeeded" or tokens[index + 1].text != "by":
                continue
            runs = [
                r
                for r in part.names
                if index + 1 < r.start <= index + 1 + _SUCCESSOR_REACH
                and not owner & set(r.keys)
                and not any(verb_like(t) for t in tokens[index + 2 : r.start])
            ]
            if runs:  # the last: "her Chancellor of the Exchequer, John Major"
                run = runs[-1]
                found.add(part.text[tokens[run.start].start : tokens[run.end].end])
    if len(found) != 1:
        return None
    (name,) = found
    return name, f"{name} {match['rest']}"
