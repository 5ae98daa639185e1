"""Denials, exceptions and "only" (offline judge, ``local_verify``): whether the clause that
speaks of a claim has its polarity, what a denial covers, and what a sentence gives all
but one thing, or only to others. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .local_evidence import (
    Bag,
    Claim,
    Clause,
    Context,
    NameRun,
    Sentence,
    but_instead,
    comma_end,
    denied_spans,
    first_denial,
    held,
    key,
    occurrences,
)
from .local_evidence import (
    verb_like as _verb_like,
)
from .local_grammar import (
    AUXILIARIES,
    BE,
    PREPOSITIONS,
)
from .local_lexicon import (
    lemmas,
    polarities,
)
from .local_stretch import (
    _Stretch,
)
from .text import (
    NEGATIONS,
    STOPWORDS,
    Token,
)


def _best_clause(claim: Claim, stretch: _Stretch) -> Clause | None:
    """The clause that speaks of the claim: one that holds a verb of the claim, if any does
    (a sentence naming the same people but saying nothing of what the claim says they did
    neither agrees nor disagrees), with the most of the claim's words."""
    wanted = claim.keys - STOPWORDS
    verbs = _claim_verbs(claim)
    return max(
        stretch.clauses,
        key=lambda c: (any(held(v, Bag.of(c.keys)) for v in verbs), len(wanted & c.keys)),
        default=None,
    )


# Light verbs that still say what a claim does when an auxiliary puts them first or the claim
# has no other verb, though too common to tie a claim to a sentence: each has a synonym that is
# not light ("you do not need approval" is said by "does not require approval"; "let" is
# "allow", "give" is "provide", "make" is "produce").
_LIGHT_VERBS = lemmas("let keep give need make")


def _claim_verbs(claim: Claim) -> list[str]:
    """The keys of the claim's content verbs: the words after an auxiliary or modal ("can
    not carry"), else the words that can be verbs ("unused" only then: it may be an
    adjective), else a light verb ("makes cars")."""
    tokens = claim.tokens
    after: list[str] = []
    for i, t in enumerate(tokens[:-1]):
        if t.text not in AUXILIARIES:
            continue
        j = i + 1 + (tokens[i + 1].text in NEGATIONS and i + 2 < len(tokens))
        if key(tokens[j]) in claim.words or key(tokens[j]) in _LIGHT_VERBS:
            after.append(key(tokens[j]))
    if after:
        return after
    verbs = [
        key(t)
        for t in tokens
        if _verb_like(t) and t.text not in AUXILIARIES and key(t) in claim.words
    ]
    # "Harlow makes cars": a light verb with no other is the verb ("no longer produces cars")
    return verbs or [key(t) for t in tokens if _verb_like(t) and key(t) in _LIGHT_VERBS]


def _flipped(polar: dict[str, set[str]], clause: Clause) -> bool:
    """Whether a word of opposite direction makes up for a negation ("miss" = "not meet")."""
    return any(
        signs and clause.polar.get(scale) and not signs & clause.polar[scale]
        for scale, signs in polar.items()
    )


# Words with which a claim says when something began: "only regulated from 1991" agrees
# with "not regulated until 1991".
_ONSET = lemmas("only first from since after begin began start")

_UNTIL = re.compile(r"\b(?:not|never)\b[^.;]*?\b(?:until|till)\b\s+\S", re.IGNORECASE)


_UNTIL_WORDS = frozenset(["until", "till"])


def _denied_until(claim: Claim) -> bool:
    """Whether the claim denies only until a time ("was not decommissioned until June")."""
    return _UNTIL.search(claim.text) is not None


def _negation_agrees(claim: Claim, stretch: _Stretch, context: Context) -> bool:
    """Whether the clause that best matches the claim has its polarity, and no word of the
    claim stands only in clauses of the other polarity ("A bridge connects it" against "It
    can only be reached by ferry; there is no bridge"). A clause that denies only until a
    time ("not regulated until 1991") agrees with a claim of when it began ("only regulated
    from 1991"). A clause that allows something only with something else ("cannot be taken
    without advice") affirms it of a claim that names what it requires and denies it of one
    that does not ("it cannot be taken" agrees, "it can be taken" does not)."""
    best = _best_clause(claim, stretch)
    if claim.negated and _denied_until(claim):
        # "was not decommissioned until 30 June 2023" says it was, then: it agrees with a
        # clause that says so ("fully decommissioned on 30 June 2023"; the date is checked
        # elsewhere), or that denies it only until a time too
        return (
            best is None
            or not _denies(best, claim)
            or best.onset
            or bool(best.keys & _UNTIL_WORDS)  # "was not acknowledged until 09:20"
        )
    onset = not claim.negated and bool(claim.keys & _ONSET)
    exception = _exception_for(claim, stretch, context)
    if exception is not None:
        # "on all plans except Enterprise" denies it of Enterprise, "no refunds on any plan
        # except Starter" affirms it of Starter
        return claim.negated != exception[1]
    if claim.negated and _only_subjects(claim, stretch) is not None:
        return True
    if _requirement_unmet(claim, best, stretch):
        return False
    if _required_of_another(claim, stretch):
        # "allowed without approval" is no denial the stretch gainsays; "does not allow
        # premium economy without approval" requires it, which the stretch does not
        return not _denies_twice(claim)
    if (
        best is not None
        and (_denies(best, claim) and _denial_bears_on(claim, best, stretch))
        != (claim.negated and _own_denial_bears(claim))
        and not (best.onset and onset)
        and not _flipped(claim.polar, best)
        and not (claim.negated and _denied_in_contrast(claim, best, stretch))
    ):
        return False
    if claim.negated:
        return True
    excepted = _excepted(claim)
    named = [k for run in claim.names for k in run.keys if k not in excepted]
    nouns = [w for w in claim.words if w not in excepted]
    # A denial that the claim's verb of opposite sense makes up for agrees ("will miss its
    # target" against "will not meet its goal").
    polar = {s: signs for s, signs in claim.polar.items() if s in _DENIABLE_SCALES}

    def agrees(c: Clause) -> bool:
        return (
            not _denies(c, claim)
            or (c.onset and onset)
            or _flipped(polar, c)
            or not _denial_bears_on(claim, c, stretch)
        )

    agreeing = [c for c in stretch.clauses if agrees(c)]
    for clause in stretch.clauses:
        if agrees(clause):
            continue
        bag = Bag.of(clause.keys)
        for word in nouns + (named if clause.contrast else []):  # "but not to AdminNet"
            if held(word, bag) and not any(held(word, Bag.of(c.keys)) for c in agreeing):
                return False
    return True


# Scales whose words of one sense say what "not" with the other says ("miss" is "not meet",
# "forbid" is "not allow"); unlike a comparison ("lower than those who drank none").
_DENIABLE_SCALES = frozenset(
    ("result", "permit", "include", "retention", "open", "life", "approval", "outcome")
)


def _requirement_unmet(claim: Claim, best: Clause | None, stretch: _Stretch) -> bool:
    """Whether a claim that allows its thing only with something ("cannot make three
    withdrawals without losing the rate") meets a stretch that allows it plainly ("allows
    three penalty-free withdrawals"): no clause of it denies, limits or sets a condition, and
    the clause that best matches the claim says its thing is free of something ("fee-free")
    or names less than half of what the claim requires."""
    if not claim.required or best is None:
        return False
    if any(c.negated or c.required or c.keys & _NEED for c in stretch.clauses):
        return False
    if _FREE_OF & best.keys:
        return True  # "two fee-free transfers": what it names, it says they go without
    clause = Bag.of(best.keys)
    named = sum(1 for k in claim.required if held(k, clause))
    return 2 * named < len(claim.required)


_FREE_OF = lemmas("free")  # "fee-free", "penalty-free": going without what it names


# Words by which a clause sets a condition, a need or a limit ("requires a badge", "only with
# approval", "limited to one day").
_NEED = lemmas(
    "require need must only unless if when with subject provided condition mandatory limit"
    " limited restrict restricted"
)


def _required_of_another(claim: Claim, stretch: _Stretch) -> bool:
    """Whether what a claim says its thing goes "without" ("Premium economy is allowed without
    a director's approval") the stretch requires only of another thing, set off by a comma
    after the claim's words ("Premium economy is allowed for ..., and business class only
    with written approval from a divisional director"): no denial bears on the claim."""
    tokens = claim.tokens
    at = next((i for i, t in enumerate(tokens) if t.text == "without"), None)
    if at is None:
        return False
    said = [key(t) for t in tokens[:at] if t.is_content and not t.is_number]
    wanted = [key(t) for t in tokens[at + 1 :] if t.is_content]
    for part in stretch.parts:
        for index, token in enumerate(part.tokens):
            if token.text != "with":
                continue
            after = Bag.of(key(t) for t in part.tokens[index + 1 : index + 1 + _REQUIRED_REACH])
            if not any(held(w, after) for w in wanted):
                continue
            start = index
            while start > 0 and not _broken_between(
                part.text, part.tokens[start - 1], part.tokens[start]
            ):
                start -= 1
            if start == 0:
                return False  # the sentence requires it of its own subject
            own = Bag.of(key(t) for t in part.tokens[start:index] if t.is_content)
            before = Bag.of(key(t) for t in part.tokens[:start])
            if (
                own.keys
                and not any(held(w, own) for w in said)
                and any(held(w, before) for w in said)
            ):
                return True
    return False


_REQUIRED_REACH = 6  # the words after "with" that say what is required


def _denies_twice(claim: Claim) -> bool:
    """Whether a claim with a "without" denies its verb too ("does not allow X without Y"),
    which makes Y a requirement."""
    tokens = claim.tokens
    at = next((i for i, t in enumerate(tokens) if t.text == "without"), len(tokens))
    return any(t.text in NEGATIONS for t in tokens[:at])


def _broken_between(text: str, left: Token, right: Token) -> bool:
    """Whether a comma or a semicolon stands between two tokens."""
    return "," in text[left.end : right.start] or ";" in text[left.end : right.start]


def _denies(clause: Clause, claim: Claim) -> bool:
    """Whether the clause denies, as the claim reads it: a clause whose two denials cancel
    (``Clause.required``) affirms to a claim whose subject it speaks of (``_own_condition``)
    that names at least half of what it requires, or names any of it after a "without" of its
    own, and denies to any other."""
    if clause.required and _own_condition(clause, claim):
        claimed = Bag.of(claim.keys)
        named = sum(1 for k in clause.required if held(k, claimed))
        if 2 * named >= len(clause.required):
            return False
        if named and "without" in claim.keys:
            # the claim speaks of what is required with a "without" of its own: "can access
            # it without approval" denies it, "cannot access it without approval" affirms it
            return False
    if clause.capped and not _CAPS & claim.keys:
        return False  # "Do not take more than one tablet in 24 hours": a cap, checked as one
    return clause.negated


# Words that speak of going past an amount: a claim of them is denied by a cap.
_CAPS = lemmas("more exceed exceeds exceeding")


def _own_condition(clause: Clause, claim: Claim) -> bool:
    """Whether what the clause requires may be the claim's: not when the claim's subject
    stands outside the clause ("Do not give it to children under 12 unless prescribed" sets
    children a condition, not adults)."""
    head = claim.head - _ANYONE
    return not head or any(held(h, Bag.of(clause.keys)) for h in head)


# Subjects that stand for whoever the context speaks of ("anyone currently on aspirin").
_ANYONE = lemmas("anyone anybody everyone everybody someone somebody people person")


def _denial_bears_on(claim: Claim, clause: Clause, stretch: _Stretch) -> bool:
    """Whether a denial of the clause may cover a word or name of the claim: not when each
    denies only a part of the clause the claim's words stand outside ("fined ... by the
    regulator for failing to warn customers" denies the warning, not the fine; see
    ``denied_spans``), nor when "not X but Y" denies only an X the claim does not say."""
    for part in stretch.parts:
        for own, (start, end) in zip(part.clauses, part.clause_spans, strict=False):
            if own is not clause:
                continue
            tokens = [t for t in part.tokens if t.start >= start and t.end <= end]
            denial = first_denial(tokens, part.text)
            if denial is not None:
                # "caused not by the wind but by water": only the wind is denied (the "but"
                # may open a clause of its own)
                whole = part.tokens
                spot = next(i for i, t in enumerate(whole) if t is tokens[denial])
                instead = but_instead(whole, spot, comma_end(whole, part.text, spot))
                if instead is not None:
                    return _says_of(claim, Bag.of(key(t) for t in whole[spot + 1 : instead]))
            spans = denied_spans(tokens, part.text)
            verbs = _claim_verbs(claim)
            if spans is None and not verbs and not claim.negated:
                # "The boardroom on floor 8 cannot be booked": the denial stands after all
                # that "The boardroom is on floor 8" says, in the clause's subject
                at = denial or 0
                if _denied_predicate_unclaimed(claim, tokens, at):
                    return False
                return _says_of(claim, Bag.of(key(t) for t in tokens[at:]))
            if not spans:
                return True
            denied = Bag.of(key(t) for a, b in spans for t in tokens[a:b])
            # "failed to sign the lease, and the board approved it": the approval stands
            if verbs:
                return any(held(w, denied) for w in verbs)
            return _says_of(claim, denied)
    return True


def _denied_predicate_unclaimed(claim: Claim, tokens: Sequence[Token], at: int) -> bool:
    """Whether a denial "is not <word> <preposition> ..." denies a word the claim does not
    say: "They are not effective against viral infections such as the common cold" denies
    that they are effective, not that the cold is a viral infection."""
    if not 0 < at < len(tokens) - 2 or tokens[at - 1].text not in BE:
        return False
    head = tokens[at + 1]
    if not head.is_content or head.capitalised or head.is_number:
        return False
    if tokens[at + 2].text not in PREPOSITIONS or tokens[at + 2].text == "to":
        return False  # ("is not required to join": the joining is denied too)
    return not held(key(head), Bag.of(claim.words))


def _says_of(claim: Claim, bag: Bag) -> bool:
    """Whether ``bag`` holds a word of the claim, or a name of it word for word ("Saab
    Automobile" is not said by "cars")."""
    return any(held(w, bag) for w in claim.words) or any(
        k in bag.keys for run in claim.names for k in run.keys
    )


def _own_denial_bears(claim: Claim) -> bool:
    """Whether the claim's own denial covers its verb: not one that denies only a part of it
    ("Visitors can watch the seals without disturbing them": the watching stands)."""
    spans = denied_spans(claim.tokens, claim.text)
    verbs = _claim_verbs(claim)
    if not spans or not verbs:
        return True
    denied = Bag.of(key(t) for a, b in spans for t in claim.tokens[a:b])
    return any(held(w, denied) for w in verbs)


def _denied_in_contrast(claim: Claim, best: Clause, stretch: _Stretch) -> bool:
    """Whether a clause the context splits off as a denial ("staff may connect laptops to
    eduroam but not to AdminNet") names a name of the claim that its best clause does not:
    what the claim denies of that name, the context denies too."""
    names = {k for run in claim.names for k in run.keys} - best.keys
    return any(c.contrast and c.negated and names & c.keys for c in stretch.clauses)


_EXCEPTIONS = frozenset(("except", "excluding"))
_EXCEPTION_REACH = 5
_EXEMPT = lemmas("than exempt exclude excluded exception only omit omitted besides apart without")


def _exception_for(claim: Claim, stretch: _Stretch, context: Context) -> tuple[str, bool] | None:
    """The name of the claim's subject that a sentence of the stretch makes an exception of
    ("a 14-day free trial on all plans except Enterprise", for "The Enterprise plan comes
    with a 14-day free trial"), and whether the sentence denies what it excepts from ("no
    refunds are given on any plan except Starter": then it affirms it of Starter); or None.
    The name stands in the sentence only in the phrase after "except", "excluding" or
    "other than" (up to a verb, at most five words), and the sentence says at least half of
    what the claim says after its verb. A common word of the claim's subject that stands
    there only is excepted too ("A locked administrative account is unlocked ..." against
    "except for accounts with administrative privileges"). A claim that makes exceptions
    itself or says the exception ("exempt", "excluded", "only") has none."""
    if any(t.text in _EXCEPTIONS or key(t) in _EXEMPT for t in claim.tokens):
        return None  # "Enterprise is exempt": the claim says the exception itself
    verb = next((i for i, t in enumerate(claim.tokens) if i and _verb_like(t)), None)
    if verb is None:
        return None
    predicate = [key(t) for t in claim.tokens[verb:] if t.is_content and not t.capitalised]
    for part in stretch.parts:
        tokens = part.tokens
        for index, token in enumerate(tokens):
            other_than = token.text == "than" and index and tokens[index - 1].text == "other"
            if token.text not in _EXCEPTIONS and not other_than:
                continue
            start = index + 1
            _, end = part.segments[part.segment_of(index)]
            end = min(end, start + _EXCEPTION_REACH)
            end = next((i for i in range(start, end) if _verb_like(tokens[i])), end)
            span = range(start, end)  # "except interns | must complete ...": up to a verb
            outside = {key(t) for i, t in enumerate(tokens) if i not in span}
            rest = Bag.of(outside)
            if 2 * sum(1 for w in predicate if held(w, rest)) < len(predicate):
                continue  # "all plans except Basic include SSO" says nothing of its support
            denied = any(t.text in NEGATIONS for t in tokens[:index])
            for run in claim.names:
                if run.start >= verb or set(run.keys) <= outside:
                    continue
                if any(i in span for i in occurrences(run, part, context)):
                    return run.label(), denied
            inside = Bag.of(key(tokens[i]) for i in span)
            for word in _subject_words(claim):
                if held(key(word), inside) and not held(key(word), rest):
                    return word.text, denied  # "except for accounts with administrative ..."
    return None


def _subject_words(claim: Claim) -> list[Token]:
    """The common words before the claim's first auxiliary ("A locked administrative
    account | is unlocked"): what kind of thing it speaks of."""
    end = next((i for i, t in enumerate(claim.tokens) if i and t.text in AUXILIARIES), 0)
    return [
        t
        for t in claim.tokens[:end]
        if t.is_content and not (t.capitalised and not t.initial) and not t.is_number
    ]


def _left_out(claim: Claim, stretch: _Stretch, context: Context) -> str | None:
    """Why the stretch says what the claim affirms of all but the claim's subject (an
    exception, or an "only" that names others), or None: such a stretch denies the claim,
    and bears out its denial."""
    excepted = _exception_for(claim, stretch, context)
    if excepted is not None and not excepted[1]:
        return f"the context makes an exception of {excepted[0]}"
    return _only_subjects(claim, stretch)


def _excepted(claim: Claim) -> set[str]:
    """The keys the claim itself excepts, after "but not" up to a comma ("may be used in
    gardens but not in forests"): a denial of them in the context agrees with the claim."""
    tokens = claim.tokens
    keys: set[str] = set()
    for index in range(1, len(tokens)):
        if tokens[index].text != "not" or tokens[index - 1].text != "but":
            continue
        for token in tokens[index + 1 :]:
            if "," in claim.text[token.start - 2 : token.start]:
                break
            keys.add(key(token))
    return keys


def _head_words(tokens: Sequence[Token]) -> set[str]:
    """The content words of a noun phrase before its "of", comma or "like" ("burr assembly"
    of "The burr assembly of the Tallis K2 grinder")."""
    words: set[str] = set()
    for token in tokens:
        if token.text in ("of", "like", ","):
            break
        if token.is_content:
            words.add(key(token))
    return words


def _only_subjects(claim: Claim, stretch: _Stretch) -> str | None:
    """A sentence that opens "Only the hopper lid and grounds bin ... are dishwasher-safe",
    against a claim that says it (or denies it) of another subject ("The burr assembly is
    dishwasher-safe"): the claim's subject, named by none of the words of the "only" phrase,
    shares a word of what is said of them."""
    verb = next((i for i, t in enumerate(claim.tokens) if i and t.text in AUXILIARIES), None)
    if verb is None:
        return None
    mine = _head_words(claim.tokens[:verb])
    said = {key(t) for t in claim.tokens[verb + 1 :] if t.is_content}
    for part in stretch.parts:
        tokens = part.tokens
        if not tokens or tokens[0].text != "only":
            continue
        at = next((i for i, t in enumerate(tokens) if i > 1 and t.text in AUXILIARIES), None)
        if at is None or at > _ONLY_REACH:
            continue
        if not mine or mine & {key(t) for t in tokens[1:at] if t.is_content}:
            continue
        if said & {key(t) for t in tokens[at + 1 :] if t.is_content}:
            phrase = part.text[tokens[1].start : tokens[at - 1].end]
            return f"the context says only {phrase}"
    return None


_ONLY_REACH = 14


def _denial_held(claim: Claim, clause: Clause) -> bool:
    """Whether a clause holds every word a negated claim denies, so that it can say the
    opposite ("no conductor" against "carries a conductor"); not "without supplementary
    oxygen" against "reached the summit after five days", which says nothing of oxygen."""
    denied = _denied_words(claim)
    bag = Bag.of(clause.keys)
    return all(held(w, bag) for w in denied)


def _denied_elsewhere(claim: Claim, context: Context) -> bool:
    """Whether a sentence of the context denies, and holds every word the claim denies."""
    denied = _denied_words(claim)
    if not denied:
        return False
    for sentence in context.sentences:
        if not any(_denies(c, claim) for c in sentence.clauses):
            continue
        if all(held(w, sentence.bag) for w in denied):
            return True
    return False


def _negations(tokens: Sequence[Token]) -> list[int]:
    """Where the negation words stand ("not", "never", "no", any "...n't")."""
    return [i for i, t in enumerate(tokens) if t.text in NEGATIONS or t.text.endswith("n't")]


def _denied_words(claim: Claim) -> list[str]:
    """The content words a claim's negation (or "without") applies to: the noun after "no"
    ("no conductor"), else the words after the negation up to a comma or the case it holds
    in ("not formed in the same city", "without supplementary oxygen", "not require sign-off
    while ...")."""
    tokens = claim.tokens
    nots = sorted([*_negations(tokens), *(i for i, t in enumerate(tokens) if t.text == "without")])
    if not nots:
        return []
    at = nots[0]
    words: list[str] = []
    for token in tokens[at + 1 : comma_end(tokens, claim.text, at)]:
        if token.text in _CASE_WORDS:
            break  # "does not require sign-off while the error rate is below 2%": the case
        if not token.is_number and key(token) in claim.words:
            words.append(key(token))
            if tokens[at].text == "no":
                break
    return words


# The words that open the case a denial holds in, which is not denied.
_CASE_WORDS = frozenset(["while", "when", "if", "once", "unless", "until", "whenever"])


def _unlike_main(part: Sentence, context: Context, run: NameRun) -> Bag | None:
    """The words of a sentence's main clause where the sentence opens by setting the name
    apart ("Unlike the E2, the Solvik E3 offers a keep-warm function"): what it says of the
    other thing, the name does not have. None for any other sentence."""
    tokens = part.tokens
    if not tokens or tokens[0].text != "unlike":
        return None
    spots = [at for at in occurrences(run, part, context) if 1 <= at <= 2]
    if not spots:
        return None
    comma = part.text.find(",", tokens[spots[0]].end)
    if comma < 0:
        return None
    main = [t for t in tokens if t.start > comma and t.is_content and not t.is_number]
    return Bag.of(key(t) for t in main) if main else None


def unlike_denial(claim: Claim, context: Context) -> str | None:
    """A sentence that sets a name of the claim apart from another thing that has what the
    claim gives it ("Unlike the E2, the Solvik E3 offers ... a keep-warm function" for "The
    Solvik E2 has a keep-warm function"), where no other sentence naming it holds those
    words: the sentence, quoted, that denies the claim (and bears out its denial)."""
    for run in claim.names:
        naming = [part for part in context.sentences if occurrences(run, part, context)]
        for part in naming:
            main = _unlike_main(part, context, run)
            if main is None:
                continue
            others = [p for p in naming if p is not part]
            distinct = [w for w in claim.words if not any(held(w, p.bag) for p in others)]
            if distinct and all(held(w, main) for w in distinct):
                return part.text
    return None


def named_opposite(claim: Claim, context: Context) -> str | None:
    """The only sentence naming a name of the claim, where it names the claim's other names
    too and says the opposite of the claim's subject on a scale of an outcome, with nothing
    on the claim's side ("He reached the US Open final four times ... but lost each of
    them", for "Björn Borg won the US Open singles title", where the sentence with "singles
    titles" names no US Open): that sentence."""
    scales = {scale: signs for scale, signs in claim.polar.items() if scale in _EVENT_SCALES}
    if not scales or len(claim.names) < 2:
        return None
    for run in claim.names:
        naming = [part for part in context.sentences if occurrences(run, part, context)]
        if len(naming) != 1:
            continue
        (part,) = naming
        if not all(occurrences(other, part, context) for other in claim.names):
            continue
        said = [c.polar.get(scale, set()) for c in part.clauses for scale in scales]
        theirs = set().union(*said) if said else set()
        mine = set().union(*scales.values())
        if theirs and not theirs & mine and _said_of_subject(claim, part, context, scales):
            return part.text
    return None


def _said_of_subject(
    claim: Claim, part: Sentence, context: Context, scales: dict[str, set[str]]
) -> bool:
    """Whether the sentence's words on ``scales`` come after the claim's subject (the name
    it opens with, in a claim with no "by") and none is followed by it ("losing to the poet
    Ivo Carrow" is said of another than Ivo Carrow)."""
    subject = claim.names[0]
    if any(t.is_content for t in claim.tokens[: subject.start]):
        return False
    if any(t.text == "by" for t in claim.tokens):
        return False  # ("The Ferrand Prize ... was won by Ivo Carrow": the doer comes later)
    places = occurrences(subject, part, context)
    spots = [
        i for i, t in enumerate(part.tokens) if any(s in scales for s in polarities((key(t),)))
    ]
    return bool(places and spots) and all(
        min(places) < i and not any(i < at <= i + _TO_REACH for at in places) for i in spots
    )


_TO_REACH = 4  # tokens from a word of outcome to the one it is said against ("losing to ...")


# The scales of an event's outcome a sentence may say the opposite of, whatever else it says.
_EVENT_SCALES = frozenset(["outcome", "result"])


# "lacks" as a verb says "has no" ("Mercury lacks natural moons"); "a lack of" is a noun.
_LACKS = re.compile(r"\b(?P<verb>lacks|lacked|lack)\b(?!\s+of\b)", re.IGNORECASE)
_LACK_AS_DENIAL = {"lacks": "has no", "lacked": "had no", "lack": "have no"}
# Words before "lack" that make it a noun or deny it.
_NOT_A_LACK = frozenset(("a", "the", "its", "their", "his", "her", "not", "never", "n't"))


def lack_as_denial(statement: str) -> str:
    """The statement with its verb "lack" written as the denial it is ("Mercury lacks
    natural moons": "Mercury has no natural moons"), so the context's "has no ..." bears it
    out; the noun ("a lack of funding", "the lack of") is left as it is, and so is a denied
    lack ("did not lack courage"), which a second denial would garble."""

    def denial(match: re.Match[str]) -> str:
        before = statement[: match.start()].rstrip().split()
        if before and before[-1].lower() in _NOT_A_LACK:
            return match.group(0)
        return _LACK_AS_DENIAL[match.group("verb").lower()]

    return _LACKS.sub(denial, statement)
