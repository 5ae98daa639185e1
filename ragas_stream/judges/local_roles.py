"""Direction, order and roles (offline judge, ``local_verify``): words of opposite direction,
the sides of a comparison, the order of steps and events, who did what to whom, and pairs of
words tied to things that a claim may not swap. Pure functions.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from .local_denials import _broken_between
from .local_evidence import (
    CALENDAR,
    LIGHT,
    Bag,
    Claim,
    Clause,
    Context,
    NameRun,
    Sentence,
    denial,
    held,
    key,
    occurrences,
    polar_of,
)
from .local_evidence import (
    verb_like as _verb_like,
)
from .local_grammar import (
    AUXILIARIES,
    MODALS,
    POSSESSIVES,
    PREPOSITIONS,
    is_base_verb,
    is_finite_verb,
    is_participle,
    is_verb,
)
from .local_grammar import BE as BE_FORMS
from .local_kinship import claimed_relations
from .local_lexicon import (
    converses,
    lemma,
    lemmas,
    polarities,
)
from .local_stretch import (
    _RELATIVES,
    _common_noun,
    _Instead,
    _one_name,
    _same_name,
    _Stretch,
)
from .text import (
    STOPWORDS,
    Token,
    stem,
    tokenize,
)

# Scales of a quality a thing has ("poor yields", "a slow start"), not of an event or an order:
# a clause that gives the thing the opposite quality contradicts the claim.
_QUALITIES = frozenset(
    [
        "strength",
        "speed",
        "quality",
        "heat",
        "moisture",
        "wealth",
        "difficulty",
        "safety",
        "pooling",
    ]
)


def _subject_clause_opposes(
    claim: Claim, part: Sentence, best: Clause, scale: str, signs: set[str]
) -> bool:
    """Whether, where the clause that best matches the claim has no word of ``scale``,
    another clause of the sentence that has the claim's subject for its own without naming
    it has one of the opposite direction, and none gives the claim's: "Hugo Bastide had
    been shortlisted for the prize in 2006, losing to Ivo Carrow" against "Hugo Bastide won
    the prize in 2006"."""
    if not claim.names or claim.names[0].start != 0:
        return False
    subject = set(claim.names[0].keys)
    if any(signs & c.polar.get(scale, set()) for c in part.clauses):
        return False
    written = [  # where the sentence writes the subject's name
        part.tokens[i].start for i, t in enumerate(part.tokens) if key(t) in subject
    ]
    return any(
        clause is not best
        and clause.negated == claim.negated
        and subject <= clause.keys
        and number < len(part.clause_spans)
        and not any(a <= at < b for at in written for a, b in [part.clause_spans[number]])
        and clause.polar.get(scale)
        and not signs & clause.polar[scale]
        for number, clause in enumerate(part.clauses)
    )


def _ordered_by_another(claim: Claim, part: Sentence, clause: Clause) -> bool:
    """Whether each word of order in a clause is "before" or "after" with a thing none of
    whose words the claim holds: it orders the clause's event against another event than
    the one the claim orders it against ("went live on 6 March 2023, eleven months after
    the project's kickoff", for "the go-live came first")."""
    number = next((i for i, c in enumerate(part.clauses) if c is clause), None)
    if number is None or number >= len(part.clause_spans):
        return False
    a, b = part.clause_spans[number]
    inside = [i for i, t in enumerate(part.tokens) if a <= t.start < b]
    ordering = [i for i in inside if "order" in polarities((key(part.tokens[i]),))]
    if not ordering:
        return False
    for i in ordering:
        if part.tokens[i].text not in ("before", "after"):
            return False
        thing = [
            t
            for t in part.tokens[i + 1 : i + 1 + _ORDERED_REACH]
            if t.is_content and not t.is_number
        ]
        if not thing or any(key(t) in claim.keys for t in thing):
            return False
    return True


_ORDERED_REACH = 4  # tokens after "before" or "after" read as what it orders against


def _direction_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """Words of opposite direction in the clause that best matches the claim, in each
    sentence of the stretch; for a quality (``_QUALITIES``), in any clause that shares two
    other words with the claim, where no clause gives the claim's side."""
    # (a stopword's key is no word the clause shares: "the" is keyed "th")
    wanted = {key(t) for t in claim.tokens if t.text not in STOPWORDS} & claim.keys
    # ("the younger sister of Venus" for "her older sister Venus": the kinship check reads
    # which side an age word of a relation stands on)
    kin_age = any(r.age for r in claimed_relations(claim.text))
    for part in stretch.parts:
        best = max(part.clauses, key=lambda c: len(wanted & c.keys), default=None)
        if best is None or not wanted & best.keys:
            continue
        for scale, signs in claim.polar.items():
            if kin_age and scale == "age":
                continue
            if scale == "order" and _compounded_order(claim):
                continue  # "first-line escalation": a kind of escalation, not an order
            marks = _case_marks(claim, scale)
            there = best.polar.get(scale)
            if there and not signs & there and best.negated == claim.negated:
                if scale == "order" and _ordered_by_another(claim, part, best):
                    continue  # "went live on 6 March, eleven months after the kickoff"
                if any(
                    signs & c.polar.get(scale, set()) and (marks & c.keys) - best.keys
                    for c in part.clauses
                ):
                    continue  # "25 knots on a dry runway and 15 on a wet one", for the 15
                return f"the context says the opposite ({scale})"
            if (
                there
                and signs & there
                and best.negated == claim.negated
                and _case_opposes(part, best, scale, signs, marks)
            ):
                return f"the context says the opposite ({scale})"
            if not there and _subject_clause_opposes(claim, part, best, scale, signs):
                return f"the context says the opposite ({scale})"
            if (
                scale == "change"
                and there
                and signs & there
                and there - signs
                and _segment_opposes(claim, part, scale)
            ):
                return f"the context says the opposite ({scale})"
        plain = {k for k in wanted if not polarities((k,))}
        for scale, signs in claim.polar.items():
            if scale not in _QUALITIES:
                continue
            # Another clause of the sentence that says what the claim says of the same things
            # ("and farmers reported poor yields of wheat"), when none says it the claim's way.
            if any(signs & c.polar.get(scale, set()) for c in part.clauses):
                continue
            for clause in part.clauses:
                there = clause.polar.get(scale)
                if (
                    clause is not best
                    and there
                    and clause.negated == claim.negated
                    and len(plain & clause.keys) >= 2
                ):
                    return f"the context says the opposite ({scale})"
    return None


def _case_opposes(
    part: Sentence, best: Clause, scale: str, signs: set[str], marks: frozenset[str]
) -> bool:
    """Whether another clause of the sentence than the one that best matches the claim holds
    one of its case's marks (``_case_marks``) and speaks of the scale only the other way
    ("A postmortem is mandatory for SEV1 and SEV2 incidents; for SEV3 it is optional", for
    SEV3): that clause, not the best one, says what holds in the claim's case."""
    for clause in part.clauses:
        there = clause.polar.get(scale, set())
        if there and not there & signs and (marks & clause.keys) - best.keys:
            return True
    return False


def _case_marks(claim: Claim, scale: str) -> frozenset[str]:
    """The claim's numbers, and its names after its first word of ``scale``: what sets the
    case it speaks of apart from another's ("optional for a SEV3 incident"), not its subject."""
    at = next(
        (i for i, t in enumerate(claim.tokens) if scale in polarities((key(t),))),
        len(claim.tokens),
    )
    named = {k for run in claim.names if run.start > at for k in run.keys}
    return frozenset(claim.numbers) | named


def _segment_opposes(claim: Claim, part: Sentence, scale: str) -> bool:
    """Where a clause speaks of both directions of a change ("Despite the lower volume, the
    cooperative's revenue rose by 8 percent"): whether its segment that holds a number of the
    claim and the most of its other words (three at least), with no denial, speaks of the
    scale only in the other direction than the claim ("revenue fell 8 percent"). Where the
    sentence holds no number of the claim ("revenue fell in 2022", the year the passage
    opens with), a segment that has the claim's word of change right after the same word
    ("revenue rose") says it, in its direction."""
    numbers = frozenset(claim.numbers)
    if not numbers & {key(t) for t in part.tokens}:
        return _changed_word_opposes(claim, part, scale)
    wanted = claim.keys - STOPWORDS
    best: tuple[Token, ...] = ()
    most = 2
    for start, end in part.segments:
        tokens = part.tokens[start:end]
        keys = {key(t) for t in tokens}
        if numbers & keys and len(wanted & keys) > most:
            best, most = tokens, len(wanted & keys)
    if not best or denial(best)[0]:
        return False
    there = polar_of(best, [key(t) for t in best]).get(scale, set())
    return bool(there) and not claim.polar[scale] & there


def _changed_word_opposes(claim: Claim, part: Sentence, scale: str) -> bool:
    """Whether a segment of the sentence, with no denial, says the word the claim changes
    ("revenue fell") changed the other way ("the cooperative's revenue rose by 8 percent")
    and not the claim's."""
    # (the word right before, not the object of a preposition: "the pressure at altitude
    # reduces" changes the pressure)
    changed = {
        key(claim.tokens[i])
        for i in range(len(claim.tokens) - 1)
        if scale in polarities((key(claim.tokens[i + 1]),))
        and claim.tokens[i].is_content
        and not (i and claim.tokens[i - 1].text in PREPOSITIONS)
    }
    if not changed:
        return False
    signs = claim.polar[scale]
    for start, end in part.segments:
        tokens = part.tokens[start:end]
        if denial(tokens)[0]:
            continue
        for before, token in itertools.pairwise(tokens):
            if key(before) not in changed:
                continue
            there = polar_of((token,), [key(token)]).get(scale, set())
            if there and not signs & there:
                return True
    return False


def _compounded_order(claim: Claim) -> bool:
    """Whether each word of order in the claim is the first part of a hyphened compound
    ("first-line", "last-minute")."""
    ordering = [t for t in claim.tokens if "order" in polarities((key(t),))]
    return bool(ordering) and all(claim.text[t.end : t.end + 1] == "-" for t in ordering)


# Verbs that pass judgement in words: the one who does it is the one who says them.
_JUDGING = lemmas("praise criticise criticize thank accuse blame compliment applaud condemn")
_SAYING = frozenset(["said", "says", "added", "told"])


def _speaker_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that its subject judged another in words ("Ferraz praised Kowalczyk for
    playing without fear") where a sentence of the stretch gives the words to that other
    and names the subject nowhere ("Kowalczyk said afterwards that her opponent had 'played
    without fear'"): the claim turns the speaker round."""
    tokens = claim.tokens
    verb = next((i for i, t in enumerate(tokens) if key(t) in _JUDGING), None)
    if verb is None:
        return None
    subject = next((r for r in claim.names if r.end < verb), None)
    judged = next((r for r in claim.names if r.start > verb), None)
    if subject is None or judged is None or verb - subject.end > 2 or judged.start - verb > 3:
        return None  # (the one judged is the verb's object: "praised the teenager Ferraz")
    for part in stretch.parts:
        if any(_same_name(r, subject) for r in part.names):
            continue
        for run in part.names:
            if not _same_name(run, judged):
                continue
            after = part.tokens[run.end + 1 : run.end + 2]
            before = part.tokens[run.start - 1 : run.start] if run.start else ()
            if any(t.text in _SAYING for t in (*after, *before)):
                return _Instead(f"the context gives those words to {run.label()}")
    return None


def _than_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """The two sides of a comparison swapped around its "than" ("more common in women than
    in men" against "more common in men than in women")."""
    sides = _than_sides(claim.tokens)
    if sides is None:
        return None
    for part in stretch.parts:
        theirs = _than_sides(part.tokens)
        if theirs is not None and theirs == (sides[1], sides[0]):
            return f"the context compares {sides[1]} with {sides[0]}, not the other way round"
    return None


def _than_sides(tokens: Sequence[Token]) -> tuple[str, str] | None:
    """The content words right before and right after "than" (past prepositions and
    determiners), when they differ."""
    at = next((i for i, t in enumerate(tokens) if t.text == "than"), None)
    if at is None:
        return None
    before = next((key(t) for t in reversed(tokens[:at]) if t.is_content), None)
    after = next((key(t) for t in tokens[at + 1 :] if t.is_content), None)
    if before is None or after is None or before == after:
        return None
    return before, after


def _sequence_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """Two steps of a sequence ("first the cache service, then the auth service") in the
    other order: both the claim and a sentence of the stretch list steps, and two words that
    each stand once in both, after the sentence's first step, come in the other order."""
    if not _lists_steps(claim.tokens):
        return None
    mine = _step_words(claim.tokens)
    for part in stretch.parts:
        if not _lists_steps(part.tokens):
            continue
        theirs = _step_words(part.tokens, after=_first_step(part.tokens))
        shared = [w for w in mine if w in theirs]
        for a, b in itertools.combinations(shared, 2):
            if theirs[a] > theirs[b]:
                return _Instead(f"the context gives {b} before {a}")
    return None


_STEP_MARKERS = frozenset(["first", "then", "finally", "next", "starting", "followed"])


def _lists_steps(tokens: Sequence[Token]) -> bool:
    """Whether the tokens list steps: "then" and another step marker ("first ..., then
    ...", "starting with ..., then ..."), not a lone "then" of a narrative."""
    markers = [t.text for t in tokens if t.text in _STEP_MARKERS]
    return "then" in markers and len(markers) >= 2


def _first_step(tokens: Sequence[Token]) -> int:
    """Where a list of steps starts: its first "first", "starting" or "then"."""
    return next(
        (i for i, t in enumerate(tokens) if t.text in ("first", "starting", "then")), len(tokens)
    )


def _step_words(tokens: Sequence[Token], after: int = 0) -> dict[str, int]:
    """The words and numbers that stand once among the tokens from ``after`` on, each with
    its position (content words only, no verbs, nor the words that mark a step: "the cache
    service first" and "first the cache service" list the same step)."""
    seen: dict[str, list[int]] = {}
    for index, token in enumerate(tokens[after:], start=after):
        if token.text in STOPWORDS or (not token.is_number and _verb_like(token)):
            continue
        if token.text in _STEP_MARKERS or token.text == "last":
            continue
        if not token.is_number and not token.is_content:
            continue
        seen.setdefault(token.text if token.is_number else key(token), []).append(index)
    return {word: spots[0] for word, spots in seen.items() if len(spots) == 1}


def _voice(between: Sequence[Token]) -> bool | None:
    """Whether the verb between two names is passive with its agent ("was bought by": True),
    active (False), or passive without an agent (None: "was signed between")."""
    words = [t.text for t in between if not t.is_number]
    for index, word in enumerate(words):
        if word in BE_FORMS:
            following = [
                w
                for w in words[index + 1 : index + 3]
                if not w.endswith("ly") and w not in ("not", "never")
            ]
            if following and is_participle(following[0]):
                return True if "by" in words[index + 1 :] else None
        if is_participle(word) and _agent_follows(words[index + 1 : index + 1 + _BY_REACH]):
            if any(_finite(w) for w in words[:index]):
                return None  # "began in a bakery owned by": the agent is the bakery's
            return True  # "founded by", "a college founded in 1923 by"
    return False


def _finite(word: str) -> bool:
    return word not in AUXILIARIES and is_finite_verb(word)


# How far after a participle its agent's "by" may stand ("founded in 1923 by": two words,
# the year not counted; "founded in Bristol in 1999 by": four), with no verb before it.
_BY_REACH = 4


def _agent_follows(words: Sequence[str]) -> bool:
    """Whether "by" stands among the words after a participle before any verb."""
    for word in words:
        if word == "by":
            return True
        if is_verb(word) or word in BE_FORMS:
            return False
    return False


_CLAUSE_BREAKS = frozenset(
    ["who", "which", "whom", "whose", "while", "whereas", "although", "though"]
)


# Nouns of a deed said with a light verb, and the deed's verb: "filed a lawsuit against B"
# is "sued B".
_DEED_OF = dict.fromkeys(lemmas("lawsuit suit"), lemma("sue"))


def _relation(
    text: str, tokens: Sequence[Token], a: tuple[int, int], b: tuple[int, int]
) -> tuple[bool, bool, frozenset[str]] | None:
    """For two name runs (token spans) of one text: (a comes first, the link is passive, the
    keys of the verbs between them), or None when no verb links them ("A and B")."""
    first, second = (a, b) if a[0] < b[0] else (b, a)
    between = tokens[first[1] + 1 : second[0]]
    verbs = frozenset(
        key(t)
        for i, t in enumerate(between)
        if not t.is_number
        and not t.capitalised
        and t.text not in AUXILIARIES
        and is_verb(t.text)
        and not (i and between[i - 1].text == "to")  # "... to win the race": a purpose
        and not _gerund_noun(tokens, first[1] + 1 + i)
        and text[t.start - 1 : t.start] != "-"  # "an Anglo-allied force": an adjective
        and not _owned(tokens, first[1] + 1 + i)  # "Dali's painting": a thing, no deed
    )
    verbs |= frozenset(_DEED_OF[key(t)] for t in between if key(t) in _DEED_OF)
    if not verbs:
        return None  # no verb between them: a list or an apposition, not a relation
    if first[0] > 0 and tokens[first[0] - 1].text == "by":
        return None  # both are agents ("directed by A and produced by B"): no relation
    if between and between[0].text in ("who", "which", "that"):
        between = between[1:]  # "A, which bought B": A is the subject
    if any(not t.is_number and t.text in _CLAUSE_BREAKS for t in between):
        return None  # the second name is in another clause
    voice = _voice(between)
    if voice is None:
        return None  # "B was signed between A ...": no agent, the roles are not stated
    return a[0] < b[0], voice, verbs


def _owned(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token at ``index`` follows a possessive ("Dali's painting", "her
    findings"), which makes it a noun."""
    before = tokens[index - 1].text if index else ""
    return before.endswith(("'s", "\u2019s")) or before in POSSESSIVES


def _order_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """Two names related by a verb in a different order with the same voice, or in the same
    order with different voices: their roles are swapped (judged in each sentence of the
    stretch that names both)."""
    if len(claim.names) < 2:
        return None
    for part in stretch.parts:
        failure = _order_in(claim, part, context)
        if failure is not None:
            return failure
    return None


def _order_in(claim: Claim, part: Sentence, context: Context) -> str | None:
    for i, a in enumerate(claim.names):
        for b in claim.names[i + 1 :]:
            if _same_name(a, b):
                continue
            a_at = occurrences(a, part, context)
            b_at = occurrences(b, part, context)
            if not a_at or not b_at or a_at[0] == b_at[0]:
                continue
            a_there = _span(part, a_at[0])
            b_there = _span(part, b_at[0])
            mine = _relation(claim.text, claim.tokens, (a.start, a.end), (b.start, b.end))
            theirs = _relation(part.text, part.tokens, a_there, b_there)
            if mine is None or theirs is None:
                continue
            if not any(held(v, Bag.of(theirs[2])) for v in mine[2]):
                continue  # another verb: another relation, not these roles swapped
            if (mine[0] == theirs[0]) != (mine[1] == theirs[1]):
                return _Instead(f"the context gives {a.label()} / {b.label()} the other roles")
    return None


_ROLE_GAP = frozenset(
    ["the", "a", "an", "his", "her", "its", "their", "this", "that", "these", "those"]
)
_ROLE_BOUNDARIES = frozenset(
    [
        "and",
        "but",
        "or",
        "after",
        "before",
        "while",
        "when",
        "because",
        "although",
        "though",
        "since",
        "until",
        "if",
    ]
)


_DATING = frozenset(["in", "on", "during", "since"])
# Verbs whose object does what the infinitive after it says ("ordered X to pay").
_CONTROL_BASES = (
    "order force ask allow require persuade urge invite instruct direct encourage enable "
    "authorise authorize oblige"
)
_CONTROL_IRREGULAR = (
    "tell tells told telling forbid forbids forbade permit permits permitted permitting "
    "compel compels compelled compelling"
)
_CONTROL = frozenset(
    form
    for base in _CONTROL_BASES.split()
    for form in (base, f"{base}s", f"{base.removesuffix('e')}ed", f"{base.removesuffix('e')}ing")
) | frozenset(_CONTROL_IRREGULAR.split())


# Verbs of a contest whose subject is a side even with no object ("The Royals won 88-81",
# "Oxford lost by two lengths"), unlike "launched on 12 August".
_CONTESTS = lemmas("won win lost lose")


def _no_prize(text: str, tokens: Sequence[Token], verb: int) -> bool:
    """Whether a verb of a contest is followed by no prize, only by a score, a margin or
    nothing ("won 88-81 after overtime", "lost by two lengths"), not "won 22 titles"."""
    following = tokens[verb + 1] if verb + 1 < len(tokens) else None
    if following is None or following.text in ("by", "after", "on"):
        return True
    score = tokens[verb + 2] if verb + 2 < len(tokens) else None
    return (
        following.is_number
        and score is not None
        and score.is_number
        and text[following.end : score.start] in ("-", "\u2013")
    )


def _role(text: str, tokens: Sequence[Token], run: tuple[int, int], verb: int) -> str | None:
    """The part a name (token span) plays for a verb: "agent" (it does it), "patient" (it
    undergoes it), or None when it is neither its subject nor its object. The subject is
    in the stretch before the verb back to a comma, a conjunction or a relative pronoun
    (whose antecedent is then the subject); the object comes right after the verb, or after
    "by" when the verb is passive."""
    agentive = any(
        t.text == "by" and (u.capitalised or u.text in _ROLE_GAP)
        for t, u in zip(tokens[verb + 1 : verb + 5], tokens[verb + 2 : verb + 6], strict=False)
        if not t.is_number and not u.is_number
    ) or _titled_agent(tokens, verb)  # "bought by Siemens", not "increased by 18 percent"
    word = tokens[verb].text
    participle = is_participle(word) or (agentive and word.endswith("ed"))
    passive = participle and (
        any(t.text in BE_FORMS for t in tokens[max(0, verb - 3) : verb] if not t.is_number)
        or agentive
    )
    following = tokens[verb + 1] if verb + 1 < len(tokens) else None
    takes_object = following is not None and (
        (following.capitalised and key(following) not in CALENDAR)  # ("born September 26")
        or (not following.is_number and following.text in _ROLE_GAP)
    )
    contest = key(tokens[verb]) in _CONTESTS and run[1] < verb and _no_prize(text, tokens, verb)
    if not passive and not takes_object and (participle or run[1] > verb) and not contest:
        return None  # "born in 1975", "launched on 12 August": the roles are not stated
    if verb > 0 and tokens[verb - 1].text == "to" and run[1] == verb - 2 and run[0] > 0:
        # "ordered X to pay", "ordered the bakery chain X to pay": X pays.
        for governor in range(run[0] - 1, max(-1, run[0] - 6), -1):
            token = tokens[governor]
            if token.is_number or _broken_between(text, token, tokens[governor + 1]):
                break
            if token.text in _CONTROL:
                return "agent"
            if token.capitalised or _verb_like(token):
                break
    if verb > 0 and tokens[verb - 1].text == "to" and run[1] < verb:
        # An infinitive ("came from behind to beat X"): its subject is the main verb's.
        for main in range(verb - 2, run[1], -1):
            token = tokens[main]
            if _verb_like(token) and token.text not in BE_FORMS and token.text != "to":
                if token.text in _CONTROL and main < verb - 2:
                    return None  # "A ordered B to pay": B pays, not A
                found = _role(text, tokens, run, main)
                return found if found == "agent" else None
        return None
    if run[1] < verb:
        start = verb
        while start > 0:
            previous = tokens[start - 1]
            if _broken_between(text, previous, tokens[start]):
                # a participle's apposition only right before the verb ("The Royals, coached
                # by Victor Hale, won"), not before a noun ("LF Logistics, owned by ..., in
                # its biggest purchase")
                opening = _apposition_start(text, tokens, start - 1, before_verb=start == verb)
                if opening is not None and opening - 1 == run[1]:
                    return "patient" if passive else "agent"  # "X, a flour supplier, must pay"
                break
            if not previous.is_number and (
                previous.text in _ROLE_BOUNDARIES
                or previous.text == "to"
                or (
                    _verb_like(previous)
                    and previous.text not in BE_FORMS
                    and previous.text not in MODALS
                )
            ):
                break
            if not previous.is_number and previous.text in _RELATIVES | {"that"}:
                if start - 1 == run[1] + 1 or (start - 2 >= 0 and start - 2 == run[1]):
                    return "patient" if passive else "agent"  # "A, which bought B"
                break
            start -= 1
        if start > run[0]:
            return None
        return "patient" if passive else "agent"
    between = tokens[verb + 1 : run[0]]
    words = [
        t.text
        for at, t in enumerate(between)
        if not t.is_number
        and not (t.text in _DATING and at + 1 < len(between) and between[at + 1].is_number)
    ]  # "acquired in 1899 by X": the date is no part of the link
    if passive:
        if not words or words[0] != "by":
            return None
        by = next(i for i in range(verb + 1, run[0]) if tokens[i].text == "by")
        if len(words) <= 2:
            return None if _describes_next(text, tokens, run[1]) else "agent"
        return "agent" if _by_description(text, tokens[by : run[0] + 1]) else None
    if all(w in _ROLE_GAP for w in words) and len(words) <= 2:
        return "patient"
    if _descriptor(text, tokens[verb : run[0] + 1]):
        return "patient"  # "bought the snack maker Greenleaf Kitchen"
    return None


def _passive_by(tokens: Sequence[Token], index: int) -> bool:
    """Whether the word at ``index`` is a passive verb the lexicon does not list: a form in
    -ed after a form of "be" and before "by" ("is chaired by")."""
    word = tokens[index].text
    return (
        word.endswith("ed")
        and 0 < index < len(tokens) - 1
        and tokens[index - 1].text in BE_FORMS
        and tokens[index + 1].text == "by"
    )


def _titled_agent(tokens: Sequence[Token], verb: int) -> bool:
    """Whether "by", right after the verb, opens a name behind a bare title ("chaired by
    chief operating officer Tobias Lind")."""
    if verb + 2 >= len(tokens) or tokens[verb + 1].text != "by":
        return False
    for index in range(verb + 2, min(len(tokens), verb + 6)):
        token = tokens[index]
        if token.is_number:
            return False
        if token.capitalised:
            return index > verb + 2
        if not _title_word(token):
            return False
    return False


def _title_word(token: Token) -> bool:
    """A common noun, or a word in -ing, that may stand in a title before a name ("chief
    operating officer")."""
    return _common_noun(token) or token.text.endswith("ing")


def _describes_next(text: str, tokens: Sequence[Token], end: int) -> bool:
    """Whether the name ending at ``end`` only describes a name after it, with common words
    between ("by Sorel's longtime collaborator Felix Brandholm", "by the Ostrian physician
    Lena Aldemar"): then the later name is the agent."""
    for index in range(end + 1, min(len(tokens), end + 6)):
        token, between = tokens[index], index - end - 1
        if _broken_between(text, tokens[index - 1], token) and not (
            between and token.capitalised and _comma_only(text, tokens[index - 1], token)
        ):
            return False
        if token.capitalised:
            return between > 0
        if token.is_number or not _common_noun(token):
            return False
    return False


def _comma_only(text: str, left: Token, right: Token) -> bool:
    return text[left.end : right.start].strip() == ","


def _by_description(text: str, span: Sequence[Token]) -> bool:
    """Whether the tokens between "by" (the first) and a name (the last) describe the name:
    a determiner, a possessive or a capitalised word, then up to four common words, with a
    comma at most before the name ("by the band's bassist, Ren Okafo")."""
    inner = span[1:-1]
    if not 2 <= len(inner) <= 5:
        return False
    opener = inner[0]
    if opener.is_number or not (
        opener.text in _ROLE_GAP
        or opener.text.endswith("'s")
        or opener.capitalised
        or _common_noun(opener)  # a bare title: "by service manager Elin Brandt"
    ):
        return False
    for left, right in itertools.pairwise(span[:-1]):
        if _broken_between(text, left, right):
            return False
    if _broken_between(text, span[-2], span[-1]) and not _comma_only(text, span[-2], span[-1]):
        return False
    last = len(inner) - 1  # (a word in -ing modifies a noun after it, it does not end a title)
    return all(
        not t.is_number and (_common_noun(t) or (at < last and _title_word(t)))
        for at, t in enumerate(inner)
        if at
    )


def _apposition_start(
    text: str, tokens: Sequence[Token], end: int, before_verb: bool = False
) -> int | None:
    """The first token of an apposition ending at ``end`` and set off by commas (", a flour
    supplier,"): a determiner and words that are no verbs, or, ``before_verb``, also a
    participle and "by" its agent (", coached by Victor Hale,") or a relative clause (", who
    had served two terms,"); None when there is none."""
    start = end
    while start > 0 and not _broken_between(text, tokens[start - 1], tokens[start]):
        start -= 1
    if start == 0 or end - start > 6:
        return None
    inner = tokens[start : end + 1]
    if inner[0].is_number:
        return None
    if before_verb and len(inner) >= 2 and inner[0].text in ("who", "which"):
        return start  # ", who had served two terms,": a relative clause set off by commas
    if before_verb and len(inner) >= 3 and is_participle(inner[0].text) and inner[1].text == "by":
        rest = inner[2:]  # ", coached by Victor Hale,": a participle and its agent
    elif inner[0].text in ("a", "an", "the"):
        rest = inner
    else:
        return None
    if any(_verb_like(t) for t in rest):
        return None
    return start


def _descriptor(text: str, span: Sequence[Token]) -> bool:
    """Whether the tokens between a verb (the first) and a name (the last) are a determiner
    and up to four common nouns describing the name ("the organic snack maker"): no verb,
    preposition, number or punctuation among them."""
    inner = span[1:-1]
    if not 2 <= len(inner) <= 5 or inner[0].is_number or inner[0].text not in _ROLE_GAP:
        return False
    for left, right in itertools.pairwise(span):
        if _broken_between(text, left, right):
            return False
    return all(
        not t.is_number
        and not t.capitalised
        and t.is_content
        and t.text not in PREPOSITIONS
        and not _verb_like(t)
        for t in inner[1:]
    )


def _done_by(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token is a participle followed by "by" and a name ("kept by Elin Brandt";
    not "taken by a patient")."""
    after = tokens[index + 1 : index + 3]
    return (
        len(after) == 2
        and after[0].text == "by"
        and after[1].capitalised
        and is_participle(tokens[index].text)
    )


def _pairings(tokens: Sequence[Token]) -> list[tuple[str, str, str, int]]:
    """Each word of a text that a preposition ties to the content word after it, skipping
    articles: ("resistant", "to", "apple", index of "resistant") in "resistant to apple
    scab"."""
    found: list[tuple[str, str, str, int]] = []
    for index in range(len(tokens) - 2):
        word, preposition = tokens[index], tokens[index + 1]
        if preposition.text not in PREPOSITIONS or preposition.text == "of":
            continue
        if not word.is_content or word.is_number or word.capitalised:
            continue
        after = next(
            (t for t in tokens[index + 2 : index + 4] if t.text not in ("the", "a", "an")), None
        )
        if after is not None and after.is_content and not after.is_number:
            found.append((key(word), preposition.text, key(after), index))
    return found


def _swapped_pairing(claim: Claim, stretch: _Stretch) -> str | None:
    """Two words the claim ties each to a thing, swapped: "susceptible to apple scab but
    resistant to fire blight" against "resistant to apple scab but susceptible to fire
    blight". A sentence ties each of the two things to the other word, by the same
    preposition."""
    ours = [(w, p, t) for w, p, t, _ in _pairings(claim.tokens)]
    if len(ours) < 2:
        return None
    for part in stretch.parts:
        theirs = {(w, p, t): at for w, p, t, at in _pairings(part.tokens)}
        for (word, preposition, thing), (
            other,
            other_preposition,
            other_thing,
        ) in itertools.permutations(ours, 2):
            if word == other or thing == other_thing or preposition != other_preposition:
                continue
            at = theirs.get((other, preposition, thing))
            if at is not None and (word, preposition, other_thing) in theirs:
                shown = part.text[part.tokens[at].start : part.tokens[at + 2].end]
                return f'the context says "{shown}"'
    return None


# Modifiers of one noun that say opposite things of it ("high tide", "low tide").
_OPPOSITE_MODIFIERS = {
    key: other
    for pair in ("high low", "early late", "upper lower", "inner outer", "peak off-peak")
    for key, other in itertools.permutations([lemma(w) for w in pair.split()])
}


def _swapped_modifier(claim: Claim, stretch: _Stretch) -> str | None:
    """A modifier of a noun swapped for its opposite where the sentence says both: "only in
    the hours around high tide, when the causeway is passable" against "covered by the sea
    at high tide, so visitors can cross only during the hours around low tide". The claim's
    other words stand with the opposite modifier, in its segment, more than with its own."""
    tokens = claim.tokens
    for modifier, noun in itertools.pairwise(tokens):
        mine = key(modifier)
        other = _OPPOSITE_MODIFIERS.get(mine)
        if other is None or noun.is_number or not noun.is_content:
            continue
        words = {key(t) for t in tokens if t.is_content and not t.is_number} - {
            mine,
            key(noun),
        }
        for part in stretch.parts:
            scores: dict[str, list[int]] = {mine: [], other: []}
            theirs = ""  # the opposite pair as the sentence writes it
            for at, (a, b) in enumerate(itertools.pairwise(part.tokens)):
                if key(b) == key(noun) and key(a) in scores:
                    bag = part.segment_bags[part.segment_of(at)]
                    scores[key(a)].append(sum(1 for w in words if held(w, bag)))
                    theirs = theirs or (f"{a.text} {b.text}" if key(a) == other else "")
            if not scores[mine] or not scores[other]:
                continue
            best = max(scores[other])
            if best >= 2 and best > max(scores[mine]):
                return f'the context says "{theirs}" there, not "{modifier.text} {noun.text}"'
    return None


def _credit_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that ties a name to a word the context credits to another name, while it
    credits the claim's name with something else: "Leonard Bernstein wrote the lyrics"
    against "music by Leonard Bernstein, lyrics by Stephen Sondheim"."""
    words = set(claim.words)
    for part in stretch.parts:
        credits = _credits(part)
        for run in claim.names:
            found = _tied_to_another(credits, run, words, claim.names)
            if found is not None:
                return f"the context credits {found[0]} to {found[1].surface}"
    return None


def _title_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that gives a name the work of a title the context puts before another name,
    where it puts another title before this one: "Richard Rodgers wrote the lyrics" against
    "composer Richard Rodgers and lyricist Oscar Hammerstein II". The name is the subject of
    the claim's verb, and the work is what the claim says after it."""
    tokens = claim.tokens
    for part in stretch.parts:
        titles = _titles(part)
        for run in claim.names:
            own = Bag.of(t for t, name in titles if _same_name(run, name))
            after = run.end + 1
            if not own.keys or after >= len(tokens) or not is_finite_verb(tokens[after].text):
                continue
            said = {key(t) for t in tokens[after:]}
            words = [w for w in claim.words if w in said and not held(w, own)]
            for title, name in titles:
                if any(_same_name(n, name) for n in claim.names):
                    continue
                if any(held(w, Bag.of((title,))) for w in words):
                    return f"the context calls {name.surface} the {title}"
    return None


def _titles(part: Sentence) -> list[tuple[str, NameRun]]:
    """Each title of one who does a kind of work that stands right before a name, without an
    article ("lyricist Oscar Hammerstein II": ("lyricist", Oscar Hammerstein II))."""
    tokens = part.tokens
    return [
        (key(tokens[run.start - 1]), run)
        for run in part.names
        if run.start
        and tokens[run.start - 1].text.isalpha()
        and not tokens[run.start - 1].capitalised
        and tokens[run.start - 1].text not in STOPWORDS
        and tokens[run.start - 1].text.endswith(_AGENT_ENDINGS)
        and part.text[tokens[run.start - 1].end : tokens[run.start].start] == " "
    ]


# The endings of a noun for one who does a kind of work ("composer", "director", "lyricist",
# "musician").
_AGENT_ENDINGS = ("er", "or", "ist", "ian")


def _tied_to_another(
    pairs: Sequence[tuple[str, NameRun]],
    run: NameRun,
    words: set[str],
    names: Sequence[NameRun],
) -> tuple[str, NameRun] | None:
    """Among the (word, name) pairs a sentence ties, where it ties ``run`` to some word: the
    first pair that ties a word of ``words`` to a name none of ``names`` is."""
    if not any(_same_name(run, name) for _, name in pairs):
        return None
    return next(
        (
            (word, name)
            for word, name in pairs
            if word in words and not any(_same_name(n, name) for n in names)
        ),
        None,
    )


def _label_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that a description is a name ("The defending champion in the 1972 match was
    Bobby Fischer") where the context writes the description's words as the title of another
    name ("the defending champion Boris Spassky") and another title before this one ("the
    challenger Bobby Fischer")."""
    tokens = claim.tokens
    last = claim.names[-1] if claim.names else None
    if last is None or last.end != len(tokens) - 1 or last.start < 2:
        return None
    if tokens[last.start - 1].text not in BE_FORMS:
        return None
    words = {key(t) for t in tokens[: last.start - 1] if t.is_content and not t.capitalised}
    for part in stretch.parts:
        found = _tied_to_another(_labels(part), last, words, claim.names)
        if found is not None:
            return f"the context calls {found[1].surface} the {found[0]}"
    return None


def _replaced_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim that gives a role to the one the context says another replaced in it ("Head
    of Support is Tomas Reyes" against "Priya Nandakumar has replaced Tomas Reyes as Head of
    Support"), unless it says the role was theirs before ("was", "former")."""
    texts = {t.text for t in claim.tokens}
    if texts & _PAST_MARKS:
        return None
    for part in stretch.parts:
        tokens = part.tokens
        starts = {run.start: run for run in part.names}
        for index, token in enumerate(tokens):
            if token.text not in _REPLACED or index + 1 not in starts:
                continue
            former = starts[index + 1]
            as_at = former.end + 1
            if as_at >= len(tokens) or tokens[as_at].text != "as":
                continue
            role = {key(t) for t in tokens[as_at + 1 : as_at + 1 + _ROLE_WORDS]} - STOPWORDS
            if not any(_same_name(run, former) for run in claim.names):
                continue
            if role & claim.keys:  # (the role is often a name: "Head of Customer Support")
                return f"the context says {former.surface} was replaced in that role"
    return None


_REPLACED = frozenset(["replaced", "succeeded", "superseded"])
_PAST_MARKS = frozenset(["was", "were", "former", "formerly", "previously", "until", "had"])
_ROLE_WORDS = 4  # the words of the role after "as" that are read


def _post_failure(claim: Claim, context: Context) -> str | None:
    """A claim that gives a name a post the context gives another name, where the context
    gives this name a post of its own: "Nkechi Obi became chief financial officer" against
    "appointed Nkechi Obi as chief risk officer, succeeding Graham Lutz, who moved to the post
    of chief financial officer" (see ``_posts``). The claim must say the post of the name: no
    preposition, joiner or relative word stands between them ("worked with the chief risk
    officer" gives the name no post). Posts are read from the whole context: a post is said
    of the name wherever the context says it."""
    posts = [post for part in context.sentences for post in _posts(part)]
    if not posts:
        return None
    tokens = claim.tokens
    for run in claim.names:
        own = {word for words, _, name in posts if _same_name(run, name) for word in words}
        if not own:
            unheld = _unheld_post(claim, run, posts, context) or _post_of_another(claim, run, posts)
            if unheld is not None:
                return unheld
            continue  # the context gives the claim's name no post: nothing to swap
        for words, surface, name in posts:
            if any(_same_name(n, name) for n in claim.names):
                continue
            foreign = [
                index
                for index, token in enumerate(tokens)
                if not run.start <= index <= run.end
                and key(token) in words
                and key(token) not in own
            ]
            if any(_says_post_of(tokens, run, index) for index in foreign):
                return f"the context makes {name.label()} the {surface}"
    return None


def _unheld_post(
    claim: Claim,
    run: NameRun,
    posts: Sequence[tuple[frozenset[str], str, NameRun]],
    context: Context,
) -> str | None:
    """For a name the context gives no post: a post the claim gives it in apposition ("Rosa
    Fenn, a doctoral student supervised by ...") that the context gives another name in
    apposition ("by Ray Gosse, a doctoral student"), where no sentence naming this one holds
    the post's last word."""
    tokens = claim.tokens
    after = run.end + 1
    if after >= len(tokens) or "," not in claim.text[tokens[run.end].end : tokens[after].start]:
        return None
    if tokens[after].text not in ("a", "an", "the"):
        return None
    mine = _post_words(claim.text, tokens, after)
    if mine is None:
        return None
    said = [t for t in tokens[mine[0] : mine[1]] if not t.capitalised]
    while said and _verb_like(said[-1]):
        said.pop()  # "a doctoral student supervised by ...": the post ends before the verb
    if not said:
        return None
    words = frozenset(key(t) for t in said)
    head = key(said[-1])
    if any(head in part.own for part in context.sentences if occurrences(run, part, context)):
        return None
    for theirs, surface, name in posts:
        if not _same_name(run, name) and head in theirs and words <= theirs | {head}:
            return f"the context makes {name.label()} the {surface}"
    return None


def _post_of_another(
    claim: Claim, run: NameRun, posts: Sequence[tuple[frozenset[str], str, NameRun]]
) -> str | None:
    """For a name the context gives no post: a claim that names it as the holder of a post
    ("The chief executive of Corvane Systems is Priya Raman", "Tom Reilly is head coach")
    the context gives another name the claim does not mention ("Maarten Velde has been its
    chief executive"; "appointed his assistant, Nadia Petrova, as head coach")."""
    tokens = claim.tokens
    opening = run.start == 0 and run.end + 2 < len(tokens) and tokens[run.end + 1].text in BE_FORMS
    if opening:
        # "Tom Reilly is head coach on a three-year deal": the post right after its "is"
        after = run.end + 2
        while after < len(tokens) and tokens[after].text in ("the", "a", "an"):
            after += 1
        said = [key(t) for t in tokens[after:]]
    elif run.end != len(tokens) - 1 or run.start < 2 or tokens[run.start - 1].text not in BE_FORMS:
        return None
    else:
        said = [key(t) for t in tokens[: run.start - 1]]
    for words, surface, name in posts:
        if _same_name(run, name) or any(_same_name(n, name) for n in claim.names):
            continue
        if len(words) > 1 and words <= set(said[: len(words)] if opening else said):
            return f"the context makes {name.label()} the {surface}"
    return None


def _says_post_of(tokens: Sequence[Token], run: NameRun, index: int) -> bool:
    """Whether the claim's word at ``index`` is said of the name ``run``: nothing between
    them ties it to something else."""
    between = tokens[run.end + 1 : index] if index > run.end else tokens[index + 1 : run.start]
    return not any(t.text in _POST_BLOCKERS for t in between)


# Words between a name and a word that make the word another's ("worked with the chief risk
# officer", "and the chief executive"); "as", "of", and the dating prepositions do not.
_POST_BLOCKERS = (PREPOSITIONS - {"as", "of", "in", "on", "at", "since"}) | frozenset(
    ["and", "or", "who", "whom", "whose", "which", "that", "than", "while", "whereas"]
)


def _posts(part: Sentence) -> list[tuple[frozenset[str], str, NameRun]]:
    """The post a sentence gives each name, as (its keys, its words as written, the name):
    "appointed Nkechi Obi as chief risk officer" (or "..., Nkechi Obi, as ..."); "Graham
    Lutz, who moved to the post of chief financial officer" (or "who became ...", "who served
    as ..."); "The bank's chief executive, Ruth Palmer, had led ..."; "Ruth Palmer, the
    bank's chief executive, said"."""
    text, tokens = part.text, part.tokens
    found: list[tuple[frozenset[str], str, NameRun]] = []
    for run in part.names:
        after = run.end + 1
        post: tuple[int, int] | None = None
        if after < len(tokens) and not _broken_between(text, tokens[run.end], tokens[after]):
            if tokens[after].text == "as":
                post = _post_words(text, tokens, after + 1)
        elif after < len(tokens) and "," in text[tokens[run.end].end : tokens[after].start]:
            if tokens[after].text == "who":
                post = _relative_post(text, tokens, after + 1)
            elif tokens[after].text == "as" and after + 1 < len(tokens):
                # "appointed his assistant, Nadia Petrova, as head coach": the post it gives
                post = _post_words(text, tokens, after + 1)
            else:
                post = _post_after(text, tokens, after)
        if post is None:
            post = _post_before(text, tokens, run)
        if post is None and after < len(tokens):
            post = _linked_post(text, tokens, after)
        if post is not None:
            words = tokens[post[0] : post[1]]
            surface = text[words[0].start : words[-1].end]
            found.append((frozenset(key(t) for t in words), surface, run))
    return found


# The nouns that name a post in "the post of chief financial officer".
_POST_NOUNS = frozenset(["post", "position", "role", "office", "job", "title", "rank"])
_BECOME = frozenset(["became", "becomes", "become"])


def _post_words(text: str, tokens: Sequence[Token], start: int) -> tuple[int, int] | None:
    """The span of a post's words from ``start`` (an article skipped): up to ``_ROLE_WORDS``
    words, ended by punctuation, a stopword ("of the bank") or a number."""
    while start < len(tokens) and tokens[start].text in ("the", "a", "an"):
        start += 1
    end = start
    while end < len(tokens) and end - start < _ROLE_WORDS:
        token = tokens[end]
        if end > start and _broken_between(text, tokens[end - 1], token):
            break
        if token.is_number or not token.text.isalpha() or token.text in STOPWORDS:
            break
        end += 1
    return (start, end) if end > start else None


def _relative_post(text: str, tokens: Sequence[Token], start: int) -> tuple[int, int] | None:
    """The post a relative clause opened at ``start`` gives its name: after "the post of",
    "as", or a first verb "became"."""
    if start < len(tokens) and tokens[start].text in _BECOME:
        return _post_words(text, tokens, start + 1)
    for index in range(start, len(tokens) - 1):
        if index > start and _broken_between(text, tokens[index - 1], tokens[index]):
            return None
        token = tokens[index]
        if token.text in _POST_NOUNS and tokens[index + 1].text == "of":
            return _post_words(text, tokens, index + 2)
        if token.text == "as":
            return _post_words(text, tokens, index + 1)
    return None


# The verbs that link a name to its post ("has been its chief executive", "serves as ...").
_LINKS = {
    ("has", "been"): 2,
    ("had", "been"): 2,
    ("serves", "as"): 2,
    ("served", "as"): 2,
    ("is",): 1,
    ("was",): 1,
}


def _linked_post(text: str, tokens: Sequence[Token], start: int) -> tuple[int, int] | None:
    """The post a verb after a name gives it ("Maarten Velde has been its chief executive
    since 2016", "Ilse Brandt serves as chief technology officer"): a linking verb, a
    determiner or possessive maybe, and the post's words, whose last word names a post."""
    for words, width in _LINKS.items():
        if tuple(t.text for t in tokens[start : start + width]) != words:
            continue
        at = start + width
        if at < len(tokens) and tokens[at].text in ("the", "its", "their", *POSSESSIVES):
            at += 1
        if at >= len(tokens) or _broken_between(text, tokens[at - 1], tokens[at]):
            return None
        post = _post_words(text, tokens, at)
        if post is None:
            return None
        first, end = post
        while end > first and key(tokens[end - 1]) not in _POST_HEADS:
            end -= 1  # "chief executive since 2016"
        if end == first or any(t.capitalised for t in tokens[first:end]):
            return None
        return first, end
    return None


# The last words of a post a linking verb gives a name.
_POST_HEADS = frozenset(
    key(t)
    for t in tokenize(
        "executive officer director chair chairman chairwoman chairperson president manager "
        "head editor coach captain minister mayor governor secretary treasurer founder "
        "principal dean conductor curator leader commander chancellor"
    )
)


def _post_after(text: str, tokens: Sequence[Token], start: int) -> tuple[int, int] | None:
    """The post an apposition after a name gives it (", the bank's chief executive,"): a
    determiner, a possessor maybe, and the post's words, closed by a comma or the end."""
    if tokens[start].text not in ("the", "a", "an", *POSSESSIVES):
        return None
    start += 1
    if start < len(tokens) and tokens[start].text.endswith(("'s", "\u2019s")):
        start += 1
    post = _post_words(text, tokens, start)
    if post is None or not _closed(text, tokens, post[1]):
        return None
    return post


def _post_before(text: str, tokens: Sequence[Token], run: NameRun) -> tuple[int, int] | None:
    """The post an apposition before a name gives it ("The bank's chief executive, Ruth
    Palmer, had ..."): up to ``_TITLE_WORDS`` words in lower case after a determiner or a
    possessor, a comma, and the name closed by a comma."""
    at = run.start - 1
    if at < 1 or "," not in text[tokens[at].end : tokens[run.start].start]:
        return None
    if not _closed(text, tokens, run.end + 1):
        return None
    end = at + 1
    while at >= 0 and end - at <= _TITLE_WORDS:
        token = tokens[at]
        if not token.text.isalpha() or token.capitalised or token.text in STOPWORDS:
            break
        if _verb_like(token) or (at < end - 1 and _broken_between(text, token, tokens[at + 1])):
            break
        at -= 1
    if at < 0 or at + 1 == end:
        return None
    opener = tokens[at]
    if opener.text not in ("the", *POSSESSIVES) and not opener.text.endswith(("'s", "\u2019s")):
        return None
    return at + 1, end


def _closed(text: str, tokens: Sequence[Token], index: int) -> bool:
    """Whether a phrase ending before ``index`` is closed by a comma or the sentence's end."""
    return index >= len(tokens) or "," in text[tokens[index - 1].end : tokens[index].start]


def _labels(part: Sentence) -> list[tuple[str, NameRun]]:
    """The words of each title that "the" opens right before a name ("the defending
    champion Boris Spassky": ("defend", Boris Spassky), ("champion", Boris Spassky))."""
    found: list[tuple[str, NameRun]] = []
    tokens = part.tokens
    for run in part.names:
        at = run.start - 1
        title: list[str] = []
        while at >= 0 and tokens[at].text.isalpha() and not tokens[at].capitalised:
            if tokens[at].text == "the":
                found.extend((word, run) for word in title)
                break
            if tokens[at].text in STOPWORDS or len(title) == _TITLE_WORDS:
                break
            title.append(key(tokens[at]))
            at -= 1
    return found


# The most words a title before a name may have ("the defending champion").
_TITLE_WORDS = 3


def _credits(part: Sentence) -> list[tuple[str, NameRun]]:
    """Each word a sentence credits to a name by "by" right after it ("lyrics by Stephen
    Sondheim": ("lyric", Stephen Sondheim))."""
    starts = {run.start: run for run in part.names}
    tokens = part.tokens
    return [
        (key(tokens[index]), starts[index + 2])
        for index in range(len(tokens) - 2)
        if tokens[index + 1].text == "by"
        and index + 2 in starts
        and tokens[index].text.isalpha()
        and not tokens[index].capitalised
        and tokens[index].text not in STOPWORDS
    ]


_PLACE_REACH = 3  # tokens from a number to the preposition that ties it to a name


def _values_by_name(
    tokens: Sequence[Token], names: Sequence[NameRun]
) -> set[tuple[str, str, tuple[str, ...]]]:
    """Each number a preposition ties to the name after it: ("12", "in", ("europe",)) in
    "rose 12% in Europe and 8% in Asia"."""
    starts = {run.start: run.keys for run in names}
    found: set[tuple[str, str, tuple[str, ...]]] = set()
    for index, token in enumerate(tokens):
        if not token.is_number:
            continue
        for at in range(index + 1, min(index + 1 + _PLACE_REACH, len(tokens) - 1)):
            if tokens[at].is_number:
                break
            if tokens[at].text in PREPOSITIONS:
                name = at + 2 if tokens[at + 1].text == "the" else at + 1
                if name in starts:
                    found.add((token.text, tokens[at].text, starts[name]))
                break
    return found


def _swapped_values(claim: Claim, stretch: _Stretch) -> str | None:
    """A number the claim ties to a name the context ties to another, while it ties another
    number of the same kind to the claim's name: "rose 12% in Asia" against "rose 12% in
    Europe and 8% in Asia"."""
    ours = _values_by_name(claim.tokens, claim.names)
    if not ours:
        return None
    for part in stretch.parts:
        theirs = _values_by_name(part.tokens, part.names)
        for number, preposition, name in ours:
            if (number, preposition, name) in theirs:
                continue
            given = [n for n, p, k in theirs if p == preposition and k == name and n != number]
            if given and any(n == number and p == preposition for n, p, _ in theirs):
                label = next(run.label() for run in claim.names if run.keys == name)
                return _Instead(f"the context gives {given[0]} for {label}, not {number}")
    return None


def _role_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A name that does what the claim says to it, or the other way round ("the Swedish army
    was defeated" against "the Swedish army defeated the Danish army")."""
    verbs = [
        i
        for i, t in enumerate(claim.tokens)
        if not t.is_number
        and not t.capitalised
        and t.text not in AUXILIARIES
        and (is_verb(t.text) or _passive_by(claim.tokens, i))
        and (key(t) not in LIGHT or _done_by(claim.tokens, i))  # "are kept by X": X keeps them
        and not _noun_before_verb(claim.tokens, i)
        and not _owned(claim.tokens, i)
    ]
    for run in claim.names:
        if run.possessive:
            continue  # "the incident that led to Nordlys Bank's requirement": a possessor
        for verb in verbs:
            wanted = key(claim.tokens[verb])
            converse = converses(wanted)
            read = _party if converse else _role
            mine = read(claim.text, claim.tokens, (run.start, run.end), verb)
            if mine is None:
                continue
            for part in stretch.parts:
                if mine == "agent" and not occurrences(run, part, context):
                    doer = _absent_agent(claim, run, verb, part, context)
                    if doer is not None:
                        return f"the context says {doer.label()} does that"
                if mine == "agent":
                    doer = _agent_elsewhere(claim, run, verb, part, context)
                    if doer is not None:
                        return f"the context says {doer.label()} does that"
                for at in occurrences(run, part, context):
                    if part.topical and at == part.pronoun:
                        continue  # the passage's topic, implied: it stands in no role here
                    if part.tokens[at].text in POSSESSIVES:
                        continue  # "Her herbarium was donated": she is its owner, no patient
                    span = _span(part, at)
                    clause = part.clause_of(at)
                    for index, token in enumerate(part.tokens):
                        if not token.is_number and key(token) in converse:
                            if _converse_role(part, span, index, clause, mine):
                                return _Instead(f"the context gives {run.label()} the other role")
                            continue
                        if token.is_number or not held(wanted, Bag.of((key(token),))):
                            continue
                        if key(token) in _CAST and wanted not in _CAST:
                            continue  # "It stars Aidan Roche as ...": he plays, no patient
                        if part.clause_of(index) != clause or not _acts(part.tokens, index):
                            continue
                        if _measures(part, index):
                            continue  # "runs 131 minutes": a measure, no one acted on
                        before = part.tokens[index - 1].text if index else ""
                        if before in _ROLE_GAP or before.endswith("'s"):
                            continue  # "its headquarters": a noun
                        if _gerund_noun(part.tokens, index):
                            continue  # "is an oil-on-canvas painting by": a thing, no deed
                        theirs = _role(part.text, part.tokens, span, index)
                        if theirs is not None and theirs != mine:
                            return _Instead(f"the context gives {run.label()} the other role")
                        if mine == "agent" and theirs is None:
                            doer = _agent(part, index, claim, run, verb)
                            if doer is not None:
                                return f"the context says {doer.label()} does that"
                        if mine == "patient" and theirs == "patient":
                            failure = _other_agent(claim, verb, part, index)
                            if failure is not None:
                                return failure
                        if mine == "agent" and theirs == "agent":
                            doer = _agent_of_the_other(claim, run, verb, part, index)
                            if doer is not None:
                                return f"the context says {doer.label()} does that"
    return None


# Verbs whose object is the one who plays ("The film stars X"), against "X plays ...".
_CAST = lemmas("star feature")


def _acts(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token at ``index`` is a verb: a verb form, or a listed verb's base form
    after "to" or a modal ("agreed to acquire Pellbridge", "will acquire"), which alone may
    be a noun ("a sign", "the purchase")."""
    if _verb_like(tokens[index]):
        return True
    before = tokens[index - 1].text if index else ""
    return (before == "to" or before in MODALS) and is_base_verb(tokens[index].text)


def _common_agent_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim whose subject, a thing named by common nouns, does what the context says
    something else did, by a passive with its agent: "The town covered about 60% of the
    cost" against "Around 60% of the renovation cost was covered by a heritage lottery grant,
    with the remainder raised by the town". The passive must be said of a word the claim
    says after its verb (the same deed done to the same thing), and the agent must share no
    word with the claim's subject. Named subjects are ``_role_failure``'s."""
    found = _common_subject(claim.tokens)
    if found is None:
        return None
    verb, subject = found
    wanted = key(claim.tokens[verb])
    objects = {key(t) for t in claim.tokens[verb + 1 :] if t.is_content} - LIGHT
    for part in stretch.parts:
        tokens = part.tokens
        for index in range(1, len(tokens) - 2):
            token = tokens[index]
            if token.is_number or key(token) != wanted or tokens[index + 1].text != "by":
                continue
            if not any(t.text in BE_FORMS for t in tokens[max(0, index - 3) : index]):
                continue  # no passive: "by" is a means or a measure
            clause = part.clause_of(index)
            undergoes = {
                key(t) for at, t in enumerate(tokens[:index]) if part.clause_of(at) == clause
            }
            if not objects & undergoes:
                continue  # another deed of that verb
            agent = _agent_phrase(part, index + 2)
            if not agent:
                continue
            doers = Bag.of(key(t) for t in agent)
            if not any(held(word, doers) for word in subject):
                said = part.text[agent[0].start : agent[-1].end]
                return f"the context says {said} did that"
    return None


def _new_thing_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that a named thing did something ("Dunmore Park opened in 1994") where the
    stretch says it in a clause of its own whose subject is another, new thing: "It was
    pulled down in 1988, and a new ground on the same site opened in 1994"; "its
    replacement opened on the same site in 2007". The clause must open with that subject
    (an indefinite article, or a possessive and a word for a successor) and not name the
    claim's subject."""
    tokens = claim.tokens
    if not claim.names or claim.names[0].start != 0:
        return None
    subject = claim.names[0]
    verb = subject.end + 1
    if verb >= len(tokens) or not is_finite_verb(tokens[verb].text):
        return None
    if tokens[verb].text in AUXILIARIES or tokens[verb].text in BE_FORMS:
        return None  # "was about 51 years old": no deed
    wanted = key(tokens[verb])
    for part in stretch.parts:
        for index, token in enumerate(part.tokens):
            if token.is_number or key(token) != wanted:
                continue
            clause = part.clause_of(index)
            opening = [i for i in range(index) if part.clause_of(i) == clause]
            if not opening or opening[0] == 0:
                continue  # the sentence's first clause: its subject may be the claim's
            first = part.tokens[opening[0]]
            second = part.tokens[opening[0] + 1] if len(opening) > 1 else None
            new = first.text in ("a", "an") or (
                first.text in POSSESSIVES and second is not None and key(second) in _SUCCESSORS
            )
            if not new or any(i in opening for i in occurrences(subject, part, context)):
                continue
            said = part.text[first.start : part.tokens[index].end]
            return f'the context says that of another thing: "{said}"'
    return None


_SUCCESSORS = lemmas("replacement successor")


def _common_subject(tokens: Sequence[Token]) -> tuple[int, frozenset[str]] | None:
    """The first verb of a claim in the active voice and the content words of its subject,
    when that subject is common nouns after an article ("The town covered ..."): no name,
    number or pronoun."""
    for index, token in enumerate(tokens):
        if token.is_number or (token.capitalised and not token.initial):
            return None
        perfect = token.text in _PERFECT and index + 1 < len(tokens)
        if index and perfect and is_participle(tokens[index + 1].text):
            # "The parish council has organised ...": the participle is the verb
            words = frozenset(
                key(t) for t in tokens[:index] if t.is_content and t.text not in _ROLE_GAP
            )
            return (index + 1, words) if words else None
        if token.text in AUXILIARIES:
            return None  # a passive or an auxiliary's clause: not read here
        if index and is_finite_verb(token.text):
            words = frozenset(
                key(t) for t in tokens[:index] if t.is_content and t.text not in _ROLE_GAP
            )
            return (index, words) if words else None
        if token.text in STOPWORDS and token.text not in _ROLE_GAP:
            return None
    return None


_PERFECT = frozenset(["has", "have", "had"])


def _agent_phrase(part: Sentence, start: int) -> tuple[Token, ...]:
    """The words of a passive's agent from ``start`` (after "by"), up to punctuation, a
    joiner or a preposition; empty when it opens with a number or a name."""
    tokens = part.tokens
    if start >= len(tokens) or tokens[start].is_number or tokens[start].capitalised:
        return ()
    end = start
    while end < len(tokens) and end - start < _AGENT_WORDS:
        token = tokens[end]
        if end > start and _broken_between(part.text, tokens[end - 1], token):
            break
        if token.is_number or token.text in _ROLE_BOUNDARIES or token.text in PREPOSITIONS:
            break
        end += 1
    return tuple(t for t in tokens[start:end] if t.is_content)


_AGENT_WORDS = 5  # the most words of a passive's agent that are read


def _gerund_noun(tokens: Sequence[Token], index: int) -> bool:
    """Whether the -ing word at ``index`` ends a noun phrase its article opens, a few words
    before, with no verb between ("an oil-on-canvas painting", "the first recording")."""
    if not tokens[index].text.endswith("ing"):
        return False
    for before in reversed(tokens[max(0, index - _GERUND_REACH) : index]):
        if before.is_number or _verb_like(before):
            return False
        if before.text in ("a", "an", "the"):
            return True
    return False


# How many words an article may stand before the -ing noun it opens.
_GERUND_REACH = 4


def _noun_before_verb(tokens: Sequence[Token], index: int) -> bool:
    """Whether the base form at ``index`` is a noun, because a finite verb follows it in the
    statement: "The Pro plan includes phone support" (the Pro does not plan), unlike "The
    Rovers beat the Lions" or "did not copy her novel, which was published"."""
    if not index or not is_base_verb(tokens[index].text):
        return False
    if tokens[index - 1].text in AUXILIARIES or tokens[index - 1].text in _VERB_LEADS:
        return False  # "did not plan", "to plan"
    if _named_object_before(tokens, index):
        return True  # "available on the Pro plan": the object of "on" does not plan
    return any(
        is_finite_verb(later.text)
        and not (  # "beat the Royals 88-81, helped by 31 points": a participle and its agent
            is_participle(later.text) and at + 1 < len(tokens) and tokens[at + 1].text == "by"
        )
        for at, later in enumerate(tokens[index + 1 :], start=index + 1)
    )


def _named_object_before(tokens: Sequence[Token], index: int) -> bool:
    """Whether a name right before ``index`` is the object of a preposition, after its
    determiner ("on the Pro"), so that the word at ``index`` completes the noun phrase."""
    start = index
    while start and tokens[start - 1].capitalised and not tokens[start - 1].is_number:
        start -= 1
    return (
        start < index
        and start >= 2
        and tokens[start - 1].text in ("the", "a", "an")
        and tokens[start - 2].text in PREPOSITIONS
    )


_VERB_LEADS = frozenset(["to", "not", "who", "that", "which", "and", "or"])


def _converse_role(
    part: Sentence, span: tuple[int, int], index: int, clause: int, mine: str
) -> bool:
    """Whether a name has, by the converse verb at ``index`` of its clause, the role the
    claim gives it by its own verb: then the claim has the roles the other way round. Only
    where the verb reaches another party by name ("studied under Ada Feld", "beat the
    Rovers"): "She studied at the Royal Academy ... and later taught there" gives her no
    teacher."""
    if part.clause_of(index) != clause or not _verb_like(part.tokens[index]):
        return False
    if not _reaches_party(part, index, span):
        return False
    return _party(part.text, part.tokens, span, index) == mine


def _reaches_party(part: Sentence, verb: int, span: tuple[int, int]) -> bool:
    """Whether the verb at ``verb`` reaches a name other than the one at ``span``, as its
    object or after one of the prepositions that lead to the other party ("to", "under",
    "from", "by"), with at most a few words before it ("under the painter Ada Feld", "lent 2
    million euros to the Brask Cooperative"); another preposition ends the search ("studied
    at the Royal Academy")."""
    starts = {run.start for run in part.names if run.start != span[0]}
    for index in range(verb + 1, min(verb + 1 + _PARTY_REACH, len(part.tokens))):
        if index in starts:
            return True
        word = part.tokens[index].text
        if word in PREPOSITIONS and word not in _REACHING:
            return False
    return False


_PARTY_REACH = 6  # tokens after a verb within which the other party is named


_PARTY_PREPOSITIONS = frozenset(["to", "under", "from"])
_REACHING = _PARTY_PREPOSITIONS | {"by"}  # the prepositions a verb reaches its party by


def _party(text: str, tokens: Sequence[Token], run: tuple[int, int], verb: int) -> str | None:
    """The role of a name for a verb (``_role``), or for a verb that reaches the other party
    by a preposition ("lost to the Rovers", "studied under Ada Feld"): the name right before
    it does it, the name after the preposition is the other party."""
    found = _role(text, tokens, run, verb)
    if found is not None:
        return found
    if run[1] == verb - 1:
        return "agent"
    after = verb + 1
    if after < len(tokens) and tokens[after].text in _PARTY_PREPOSITIONS:
        after += 2 if after + 1 < len(tokens) and tokens[after + 1].text == "the" else 1
        if run[0] == after:
            return "patient"
    return None


_MEASURING = lemmas("run last weigh measure span stretch total")


def _measures(part: Sentence, index: int) -> bool:
    """Whether the verb at ``index`` gives a measure of its subject ("runs 131 minutes",
    "weighs 3 kg"), not an act on something ("must pay 90,000 pounds")."""
    following = index + 1
    return (
        following < len(part.tokens)
        and part.tokens[following].is_number
        and key(part.tokens[index]) in _MEASURING
    )


def _agent(
    part: Sentence, verb: int, claim: Claim, doer: NameRun, claim_verb: int
) -> NameRun | None:
    """A name of the sentence that is the agent of the verb at ``verb`` where the claim makes
    ``doer`` its agent: another name, or one the claim gives another role ("written by A and
    drawn by B" against "written by B and illustrated by A")."""
    for run in part.names:
        if run.place is not None or _one_name(run, doer):
            continue  # ("James Horner" is another agent than "James Cameron")
        same = [mine for mine in claim.names if _one_name(run, mine)]
        if any(
            _role(claim.text, claim.tokens, (mine.start, mine.end), claim_verb) == "agent"
            for mine in same
        ):
            continue  # the claim makes it an agent of this verb too
        if _role(part.text, part.tokens, (run.start, run.end), verb) == "agent":
            return run
    return None


def _absent_agent(
    claim: Claim, doer: NameRun, claim_verb: int, part: Sentence, context: Context
) -> NameRun | None:
    """For a sentence that does not name the claim's agent: the other agent it gives for
    the claim's verb, done to another name of the claim in the same clause ("'Paper
    Harbours' was written by Ren Okafo" against "... written by Joss Caverly"), or to what
    the claim's common nouns after its verb name ("James Cameron composed the score" against
    "The score for Titanic was composed by James Horner")."""
    wanted = key(claim.tokens[claim_verb])
    others = [r for r in claim.names if r is not doer]
    done_to = [  # a thing of common nouns the claim's verb is done to ("composed the score")
        key(t)
        for t in claim.tokens[claim_verb + 1 :]
        if t.is_content and not t.is_number and not t.capitalised
    ]
    if any(t.text != "the" for t in claim.tokens[: doer.start]):
        # ("The lead singer of The Paper Kites plays ..."): the subject is a description,
        # and the name in it does nothing
        done_to = []
    for index, token in enumerate(part.tokens):
        if token.is_number or not _verb_like(token) or not held(wanted, Bag.of((key(token),))):
            continue
        clause = part.clause_of(index)
        if not any(
            part.clause_of(at) == clause for r in others for at in occurrences(r, part, context)
        ) and not (
            done_to
            and clause < len(part.clause_bags)
            and all(held(w, part.clause_bags[clause]) for w in done_to)
        ):
            continue
        found = _agent(part, index, claim, doer, claim_verb)
        if found is not None and not any(_same_name(found, r) for r in others):
            return found
    return None


def _agent_elsewhere(
    claim: Claim, doer: NameRun, claim_verb: int, part: Sentence, context: Context
) -> NameRun | None:
    """For a sentence that names the claim's agent, but in no clause holding the claim's
    verb (nor a noun of it): another name it gives as that verb's agent ("designed by Frank
    Gehry and inaugurated by King Juan Carlos I" against "inaugurated by Frank Gehry")."""
    places = occurrences(doer, part, context)
    if not places:
        return None
    wanted = key(claim.tokens[claim_verb])
    ours = {part.clause_of(at) for at in places}
    found: NameRun | None = None
    for index, token in enumerate(part.tokens):
        if token.is_number or not held(wanted, Bag.of((key(token),))):
            continue
        if part.clause_of(index) in ours:
            return None  # the clauses that name it decide; "manager" says it without a verb
        if _verb_like(token):
            found = found or _agent(part, index, claim, doer, claim_verb)
    return found


def _agent_of_the_other(
    claim: Claim, doer: NameRun, claim_verb: int, part: Sentence, verb: int
) -> NameRun | None:
    """For a verb the sentence gives the claim's agent in one clause and another agent in
    another: that other agent, where its clause holds more of what the claim says than the
    agent's own clause does, counting only words one of the two holds ("ledger-sync is owned
    by the Tidewater team, while the payment-gateway service is owned by the Kestrel team"
    against "the Kestrel team owns the ledger-sync service")."""
    wanted = key(claim.tokens[claim_verb])
    words = [w for w in claim.words if w not in doer.keys and w != wanted]
    clause = part.clause_of(verb)
    if not words or clause >= len(part.clause_bags):
        return None
    here = part.clause_bags[clause]
    for index, token in enumerate(part.tokens):
        other_clause = part.clause_of(index)
        if other_clause == clause or token.is_number or not _verb_like(token):
            continue
        if not held(wanted, Bag.of((key(token),))):
            continue
        other = _agent(part, index, claim, doer, claim_verb)
        if other is None or other_clause >= len(part.clause_bags):
            continue
        there = part.clause_bags[other_clause]
        only_there = sum(1 for w in words if held(w, there) and not held(w, here))
        only_here = sum(1 for w in words if held(w, here) and not held(w, there))
        if only_there > only_here:
            return other
    return None


def _other_agent(claim: Claim, claim_verb: int, part: Sentence, verb: int) -> str | None:
    """For a verb done to the same thing in the claim and in a sentence: the sentence names
    its agent and the claim names another one ("acquired by the Crown Union Bank" against
    "it was acquired in 1899 by the Midland Counties Bank")."""
    theirs = [
        run
        for run in part.names
        if run.place is None
        and _role(part.text, part.tokens, (run.start, run.end), verb) == "agent"
    ]
    mine = [
        run
        for run in claim.names
        if _role(claim.text, claim.tokens, (run.start, run.end), claim_verb) == "agent"
    ]
    if not theirs or not mine:
        return None
    if any(set(a.keys) <= set(b.keys) or set(b.keys) <= set(a.keys) for a in mine for b in theirs):
        return None  # ("the Crown Union Bank" is not "the Midland Counties Bank")
    return f"the context says {theirs[0].label()} does that, not {mine[0].label()}"


def _span(part: Sentence, index: int) -> tuple[int, int]:
    for run in part.names:
        if run.start <= index <= run.end:
            return run.start, run.end
    return index, index


def _agent_noun_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A name the claim calls the doer of a deed by a noun ("Pennock Systems was the buyer")
    that the context names as the one the deed was done to ("Strale Analytics agreed to
    acquire Pennock Systems"): the roles are the other way round."""
    found = _agent_noun_claim(claim)
    if found is None:
        return None
    run, deed = found
    for part in stretch.parts:
        for at in occurrences(run, part, context):
            if part.tokens[at].text in POSSESSIVES:
                continue
            span = _span(part, at)
            for index, token in enumerate(part.tokens):
                if token.is_number or not held(deed, Bag.of((key(token),))):
                    continue
                if not _acts(part.tokens, index) or _gerund_noun(part.tokens, index):
                    continue
                if _role(part.text, part.tokens, span, index) == "patient":
                    return _Instead(f"the context gives {run.label()} the other role")
    return None


def _agent_noun_claim(claim: Claim) -> tuple[NameRun, str] | None:
    """The name a claim ends by calling the doer of a deed ("X was the buyer", "X is the
    acquirer") and the key of that deed's verb, or None for a claim of another shape."""
    tokens = claim.tokens
    if len(tokens) < 4 or tokens[-1].is_number or tokens[-2].text not in _ARTICLES:
        return None
    if tokens[-3].text not in BE_FORMS:
        return None
    run = next((r for r in claim.names if r.end == len(tokens) - 4), None)
    deed = _deed_of_doer(tokens[-1].text)
    if run is None or run.possessive or deed is None:
        return None
    return run, stem(deed)


_ARTICLES = frozenset(["the", "a", "an"])


def _deed_of_doer(noun: str) -> str | None:
    """The listed verb a doer's noun is made from ("buyer": "buy", "acquirer": "acquire",
    "winner": "win"), or None."""
    if not noun.endswith(("er", "or")) or len(noun) < 5:
        return None
    stem = noun[:-2]
    for verb in (stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else ""):
        if verb and is_base_verb(verb):
            return verb
    return None


def _passive_agent_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A claim in the passive whose agent is common nouns ("The wasp's larvae are parasitized
    by the moth") where the stretch gives the same deed, done to the same thing, another
    agent that shares no word with it ("Its larvae are parasitized by the wasp Cotesia
    brevis"). The common-noun subject in the active voice is ``_common_agent_failure``'s."""
    tokens = claim.tokens
    found = next(
        (
            i
            for i in range(1, len(tokens) - 2)
            if tokens[i + 1].text == "by"
            and is_participle(tokens[i].text)
            and any(t.text in BE_FORMS for t in tokens[max(0, i - 3) : i])
        ),
        None,
    )
    if found is None:
        return None
    agent = _claim_agent(tokens, found + 2)
    if not agent:
        return None
    wanted = key(tokens[found])
    undergoes = {key(t) for t in tokens[:found] if t.is_content} - LIGHT
    for part in stretch.parts:
        for index in range(1, len(part.tokens) - 2):
            if key(part.tokens[index]) != wanted or part.tokens[index + 1].text != "by":
                continue
            before = {key(t) for t in part.tokens[:index] if t.is_content}
            phrase = part.tokens[index + 2 : index + 2 + _AGENT_WORDS]
            theirs = Bag.of(key(t) for t in phrase)
            if undergoes & before and not any(held(w, theirs) for w in agent):
                said = part.text[phrase[0].start : phrase[-1].end]
                return f"the context says {said} did that"
    return None


def _claim_agent(tokens: Sequence[Token], start: int) -> frozenset[str]:
    """The content words of a passive claim's agent from ``start`` (after "by") to a comma
    word, when they are common nouns; empty when the agent is named."""
    words: list[Token] = []
    for token in tokens[start : start + _AGENT_WORDS]:
        if token.text in _ROLE_BOUNDARIES or token.text in PREPOSITIONS or token.is_number:
            break
        words.append(token)
    if any(t.capitalised for t in words):
        return frozenset()
    return frozenset(key(t) for t in words if t.is_content)


_MALE = frozenset(["him", "his", "himself"])
_FEMALE = frozenset(["her", "herself"])


def _gender_failure(claim: Claim, stretch: _Stretch) -> str | None:
    """A pronoun right after a verb that the stretch gives only the other gender after the
    same verb ("Feld injured his ankle" against "Nandakumar slipped and injured her ankle";
    "carried him down" against "carried her down"): the deed was done to, or by, someone
    else. A possessive must stand before the same word in both; auxiliaries are no verb."""
    tokens = claim.tokens
    for at in range(1, len(tokens)):
        said = tokens[at].text
        gender = _MALE if said in _MALE else _FEMALE if said in _FEMALE else None
        verb = tokens[at - 1].text
        if gender is None or verb in AUXILIARIES or not is_verb(verb):
            continue
        after = key(tokens[at + 1]) if at + 1 < len(tokens) and tokens[at + 1].is_content else None
        other = _FEMALE if gender is _MALE else _MALE
        found: dict[bool, str] = {}
        for part in stretch.parts:
            words = part.tokens
            for j in range(len(words) - 1):
                if key(words[j]) != key(tokens[at - 1]) or words[j + 1].text not in gender | other:
                    continue
                if after is not None and (j + 2 >= len(words) or key(words[j + 2]) != after):
                    continue
                found[words[j + 1].text in gender] = f"{words[j].text} {words[j + 1].text}"
        if list(found) == [False]:
            return _Instead(f'the context says "{found[False]}", not "{verb} {said}"')
    return None


def _noun_of_name_failure(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """A claim that calls a name "the N of X" ("the island of Zealand") where the stretch
    gives that N to another name ("the island of Hven") and names X only otherwise ("the
    strait between Zealand and Scania"): X is not the N the context speaks of."""
    tokens = claim.tokens
    for run in claim.names:
        if run.start < 2 or tokens[run.start - 1].text != "of":
            continue
        noun = tokens[run.start - 2]
        if not noun.is_content or noun.capitalised or noun.is_number or is_verb(noun.text):
            continue
        given: list[NameRun] = []
        for part in stretch.parts:
            starts = {other.start: other for other in part.names}
            words = part.tokens
            for at in range(len(words) - 2):
                if key(words[at]) == key(noun) and words[at + 1].text == "of" and at + 2 in starts:
                    given.append(starts[at + 2])
        if not given or any(_same_name(other, run) for other in given):
            continue
        if any(occurrences(run, part, context) for part in stretch.parts):
            return f"the context calls {given[0].label()} the {noun.text}, not {run.label()}"
    return None
