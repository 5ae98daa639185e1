"""Statement verification for the offline judge.

Pure, deterministic functions over the readings of ``local_evidence``. A statement is
*supported* when one stretch of context — a sentence, two adjacent sentences, two sentences of
one context that share a name (the bridge of a two-step fact), or (failing those) a whole
context — holds enough of its content words and nothing in it conflicts with the statement:

* coverage: a word counts when the stretch holds it, an inflection, an irregular form, a listed
  synonym, or a word of the same derivational root; hedges ("about", "roughly") need no
  support; numbers, dates and names are checked separately, strictly;
* names must occur as written (a surname stands for a full name used elsewhere in the context;
  a country and the word for its people are one name); numbers with the same unit ("8 GB" is
  not "8 MB"), next to the same words; dates must agree; a decade ("the 1990s") holds the
  years in it;
* each name or number must stand next to its relation words (the words around it in the
  statement) somewhere in the stretch, unless no other name or number does (or does so in
  so many words where the claim's only by what the context's words imply): "the capital is
  Calgary" is not supported by "the capital is Edmonton, while its largest city is Calgary";
  and the claim's answer (its last number) must stand in a clause that holds the verb it
  answers, where a clause of the stretch holds that verb beside another number ("a 1994
  novel by Rhys. She was awarded the medal in 2009" does not say she was awarded it in 1994);
* the matching clause must have the same polarity (a negation flipped is "the opposite"),
  unless its denial covers only a part the claim's words stand outside ("fined ... for
  failing to warn customers", "No one was hurt, but the line was closed"); a denial the
  best sentence says nothing of ("without supplementary oxygen") is no opposite, and holds
  where another sentence denies the same words; words of opposite direction ("rose" /
  "fell", "currently" / "formerly") must not face each other; what the context gives "only"
  to one kind of a thing ("only on the Pro tier") is not said of another kind it names ("a
  free tier"); two names joined by a verb must keep their roles ("A acquired B" = "B was
  acquired by A" ≠ "B acquired A"), and by a converse verb the other way round ("A lost to
  B" = "B beat A", and the claim's verb is held where the stretch gives its converse); the
  agent of a participle after the main verb ("began in a bakery owned by X") is not the
  verb's; a name another verb leads to ("rises at Lake Tolland ... before emptying into
  Lake Osmer") is no complement of the claim's verb; a plain denial holds where the
  context gainsays the claim it denies (said without its negation: "Mara Voss did not win"
  where "Orla Finch defeated Mara Voss"), unless the context's clause denies another thing;
* a comparison ("A is older than B", "A came out first, before B") and a claim about two
  things at once ("A and B are from the same country", "A and B were both singers") are
  decided from what the context says about each of them (``local_reason``); a claim that a
  name holds first place ("X is the largest city in Z"), or does not, is decided by the name
  the context gives that place ("Y is the most populous city in Z");
* a relation between two people must keep its direction ("the elder brother of", see
  ``local_kinship``); a limit its side ("at least 30" is not "up to 30"); a role held "until
  2019" or called "former" is not one held now; a claim for every case ("any time") is not
  held by a sentence that limits it ("before 3:00 pm"), nor is one that concedes a case
  ("even if the host does not attend", "whether or not") by a sentence that sets it as a
  condition; a number of years, or an amount the claim compares, may be the difference of
  two the context gives beside the claim's words (years of two passages too), a margin it
  states ("taller by 64 metres", "26 more than") must be the gap between the two things it
  compares (the faster of two spans of time being the shorter), a number of months, weeks or
  days may be the span between two dates of one sentence, and an amount it gives as a total
  the sum of two of its unit (of two counts beside its words, for a count without one) or a
  count times a price "each"; an amount it gives as a case ("a seven-hour flight") may meet
  the bounds a clause sets ("flights of six hours or more"), and does not take what a bound
  it misses applies to ("needs approval for 15 days" against "Stays longer than 20 days
  require approval"); a small count the names one sentence lists ("bordered by Italy,
  France, Germany, and Austria and Liechtenstein"); a place the context names only beside a
  thing ("near Karrow", "close to the border with Kenya") is not where the thing is; a span
  of years ("from 1977 until 1983") gives when something began and when it ended, and not
  the other way round; an event put within someone's term ("approved while X was mayor") is
  gainsaid when the sentences dating it give no year inside the term, and a state said to
  hold when an event happened ("searchable when the Act came into force") by a sentence
  saying it holds only since a later year; which of two things was done first is read from
  when each was done (the year beside the claim's own verb: "closed first" takes "It closed
  in 1952"), not when work on it began, and an amount compared is not a decade nor, unless
  asked, the one a thing was founded with; "the longer of the two documentaries" is the one
  of the two the context makes longer; a short label before a colon ("Price: $0.021 per GB")
  tells what its amount is; a denial only until a time ("not decommissioned until 30 June")
  says it happened then; a verb joined by "and" shares its subject ("closed in 1962 and
  reopened in 1998");
* what a sentence gives all but one thing ("on all plans except Enterprise"), or "only" to
  others ("Only the lid and the tray are dishwasher-safe"), it denies of that thing, and
  a claim that gives a thing "only" to one kind is gainsaid by a sentence that lists that
  kind with others ("birth, adoptive and foster parents"), and one that gives it "only" to
  one of the two things the passages are about is gainsaid where the context says it of the
  other too; a name that "still" does something is gainsaid by a sentence about it that
  says it "no longer" does ("no longer produces cars"); a claim about one kind of a
  thing ("production database access") is not borne out by a sentence about another kind
  ("VPN access") where the context names both apart; two words tied each to a thing may
  not be swapped ("resistant to X but susceptible to Y"), nor two amounts
  ("12% in Europe and 8% in Asia"); a span of months ("between May and September") or of
  weekdays ("Monday to Saturday") holds those inside it and denies the others, and "every
  day" is gainsaid by an exception ("daily except Mondays"), while a sentence naming only
  days outside the claim's "weekdays" ("on any Saturday or Sunday") decides nothing of them;
  a superlative the context gives
  another of for the same noun ("the longest bridge", for "the oldest") is a change, and so
  is a name of a kind the sentence lists others of ("the Pro and Enterprise plans", for "the
  Basic plan"); a sentence tied to the claim only by a name that qualifies another noun ("the
  Ostby library") does not lend it its values; an amount
  meets a bound the claim sets ("deeper than 1,400 metres"); a thing "is from" no place it
  only moved to; a thing done before, with, after or during an event is done at no other of
  those times ("one hour before a meal", for "with a meal"); a model named after a thing
  ("the iPhone 3G", "the Lumo 2") is not the thing; the answer of a claim about a named
  subject is not borne out by sentences about another subject ("Plato ... born in Athens",
  for Aristotle, who "was born in Stagira");
  "A and B were both ..." must hold of each; an outcome a rule gives by bands ("if uptime
  falls below 99.0%, the credit rises to 25%") is the one of the band the claim's case falls
  in, its case given by the claim or by a sentence naming its subject (``local_tiers``);
  a word joined by a hyphen that the claim changes on one side ("ledger-store" for
  "ledger-api") is another thing; a name the claim calls the doer of a deed by its noun ("X
  was the buyer") may not be the one the deed was done to; a state held in a year outside
  the span the sentence naming its holder gives ("mayor from 2009 to 2019", for 2022) is an
  opposite.

When one sentence holds nearly all of a statement's words, that sentence alone decides: a name
or number of the statement found only elsewhere is a substitution, not support; and each of a
sentence's clauses set apart by semicolons says its own fact ("gallium, discovered by A; ...
and germanium, isolated by B": A is no answer for germanium). A statement
that is not supported, whose subject is a description ("The engineer who drew the first sketch
of the tower joined ..."), is supported when it is, said of a name the context gives that
description (``local_bridge``, with the guards of ``_verify_described``).

Every verdict carries a degree (``Verdict.degree``). A supported statement gets 0.9 to 1 by how
tightly the stretch says it (no foreign word among the claim's pieces) and, a tenth of it, by
its affinity with the context (below). One that is not supported gets at most 0.45, lowered by
each word (x0.75) and, more, by each name, number or date (x0.3) the whole context lacks, and
by a conflict (x0.4) or an opposite (x0.15); an absent amount that is the difference or sum of
two of one kind in the context counts as half an absent one; a plain denial of what the context
decides neither way grades a hair (0.01) above the claim it denies; a long one is also graded
by its parts (split at commas and joining words), each checked on its own; its affinity adds up
to 0.03, and an answer that stands next to the word it answers ("Its capital is Pierre") 0.02,
unless the context says the opposite. The affinity (``_affinity``) is how closely the context
keeps the statement's words together in a clause (or through a name another sentence shares)
and in the statement's order. So two answers the yes/no rules cannot tell apart are still
ranked by their evidence. Given the question the statements answer (``local_given``), each
word the context lacks that a statement brings itself, not from the question, halves what its
degree has above the floor of its band (0.9 when supported, 0 when not): the question's
premises are not the answer's claims.

This module decides and grades; the checks it runs live beside it, each module using only
those listed before it: ``local_stretch`` (the stretch of sentences and the words it holds),
``local_numbers`` (numbers, dates, names), ``local_links`` (who goes with what, the claim's
focus), ``local_denials`` (negation, exceptions, "only"), ``local_roles`` (direction, order,
roles), ``local_scope`` (time, rank, bounds, scope) and ``local_focus`` (the claim's answer).
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType

from .local_answers import compared_against
from .local_bridge import Bridge, bridged_claims, named_only_by_possessive, successor_claim
from .local_dated import dated_order, offset_year_failure
from .local_denials import (
    _best_clause,
    _claim_verbs,
    _denial_held,
    _denied_elsewhere,
    _denied_until,
    _denied_words,
    _left_out,
    _negation_agrees,
    _negations,
    lack_as_denial,
    named_opposite,
    unlike_denial,
)
from .local_evidence import (
    CALENDAR,
    LIGHT,
    Bag,
    Claim,
    Context,
    NameRun,
    Sentence,
    analyse_claim,
    analyse_context,
    asked_kinds,
    held,
    key,
    occurrences,
    plain_idioms,
    plain_words,
    verb_like,
    written_lower,
)
from .local_focus import (
    _FOCUSED_COVERAGE,
    _RELATIONAL,
    _beside_subject,
    _bridged_answer,
    _bridging_names,
    _focus_failure,
    _focus_places,
    _fronted_failure,
    _governed_failure,
    _kinship_words,
    _larger,
    _name_places,
)
from .local_given import own_missing, premises
from .local_grammar import (
    AUXILIARIES,
    BE,
    FAMILY,
    PREPOSITIONS,
    is_base_verb,
    past_tense,
    third_person,
)
from .local_lexicon import lemma, lemmas, polarities
from .local_links import (
    _FOCUSED_WORDS,
    _amount_of_another_thing,
    _competition,
    _dated_apart,
    _Focus,
    _focus,
    _foreign_holder,
    _kin_said_apart,
    _lifespan_of_another,
    _modifier_said_apart,
    _named_in_denial,
    _parallel_failure,
    _unlinked,
)
from .local_numbers import (
    _asked_kind_failure,
    _cap_failure,
    _case_failure,
    _condition_amount_failure,
    _derivable,
    _kinds_named,
    _margin_coverage,
    _number_held,
    _own_passage_failure,
    _passage_kind_failure,
    _span_event_failure,
    _strict_failure,
    _substitution,
    attached_difference,
    counted_months,
    kinds_of,
    passages_naming,
    share_of,
)
from .local_quotes import as_written
from .local_reason import (
    COMPARATIVES,
    decide_comparison,
    decide_pair_claim,
    each_of_both,
    in_a_lifetime,
    passage_subjects,
    soon_failure,
    the_one_of_two,
    the_other_of_two,
)
from .local_roles import (
    _agent_noun_failure,
    _common_agent_failure,
    _credit_failure,
    _direction_failure,
    _gender_failure,
    _label_failure,
    _new_thing_failure,
    _noun_of_name_failure,
    _order_failure,
    _passive_agent_failure,
    _post_failure,
    _replaced_failure,
    _role_failure,
    _sequence_failure,
    _speaker_failure,
    _swapped_modifier,
    _swapped_pairing,
    _swapped_values,
    _than_failure,
    _title_failure,
)
from .local_scope import (
    _added_beyond_failure,
    _answer_apart_failure,
    _apposed_superlative,
    _both_only_failure,
    _bound_failure,
    _claimed_only_failure,
    _clause_order_failure,
    _complement_failure,
    _compound_failure,
    _current_holder_failure,
    _date_swap_failure,
    _earlier_role_failure,
    _event_order_failure,
    _excepted,
    _exception_failure,
    _exclusive_failure,
    _first_value_failure,
    _former_role_failure,
    _former_value_failure,
    _frequency_failure,
    _kinship_failure,
    _labelled_rival_failure,
    _nearness_failure,
    _no_longer_failure,
    _only_failure,
    _only_when_failure,
    _origin_failure,
    _other_kind_failure,
    _other_ordinal_failure,
    _outside_span_failure,
    _overgeneral_failure,
    _placed_thing_failure,
    _qualified_elsewhere,
    _rank_failure,
    _route_failure,
    _since_failure,
    _span_end_failure,
    _specific_elsewhere,
    _still_failure,
    _superlative_holder,
    _superlative_swap,
    _term_failure,
    _timing_failure,
    _unknown_first_failure,
    _until_amount_failure,
    _until_failure,
    _weekday_apart,
    _wholly_within_failure,
    exclusive_denial,
    parent_outcome,
    replaced_outcome,
    unconditional_failure,
)
from .local_stretch import (
    _ANCHOR,
    _attached,
    _coverage,
    _has_name,
    _held,
    _Instead,
    _InsteadOf,
    _linked,
    _missing,
    _number_places,
    _quote,
    _same_name,
    _Stretch,
    _stretch,
    _units_agree,
)
from .local_tiers import gives_amount, tier_outcome
from .local_works import own_work
from .questions import Verdict
from .text import (
    STOPWORDS,
    date_supported,
    tokenize,
)

__all__ = ["verify_statements"]


def _conflict(claim: Claim, stretch: _Stretch, context: Context) -> tuple[str, bool] | None:
    """The first conflict between claim and stretch, and whether it is an opposite."""
    strict = _strict_failure(claim, stretch, context)
    left_out = None if claim.negated else _left_out(claim, stretch, context)
    if left_out is not None:
        return left_out, True
    failure = (
        _object_missing(claim, stretch)
        or _only_failure(claim, stretch, context)
        or _only_when_failure(claim, stretch, context)
        or _claimed_only_failure(claim, stretch)
        or _both_only_failure(claim, stretch)
        or (strict[0] if strict else None)
        or _unlinked(claim, stretch, context)
        or _dated_apart(claim, stretch, context)
        or _kin_said_apart(claim, stretch, context)
        or _modifier_said_apart(claim, stretch)
        or _named_in_denial(claim, stretch, context)
        or _parallel_failure(claim, stretch, context)
        # (a denial the stretch makes too stands, whoever else it names: "was nominated ...
        # but never won the award", beside the year's winner)
        or (
            None
            if claim.negated and _negation_agrees(claim, stretch, context)
            else _competition(claim, stretch, context)
        )
        or _foreign_holder(claim, stretch, context)
        or _amount_of_another_thing(claim, stretch, context)
        or _lifespan_of_another(claim, stretch, context)
        or _exclusive_failure(claim, stretch)
        or _frequency_failure(claim, stretch)
        or _former_value_failure(claim, stretch)
        or _first_value_failure(claim, stretch)
        or _weekday_apart(claim, stretch)
        or _other_ordinal_failure(claim, stretch)
        or _overgeneral_failure(claim, stretch)
        or _rank_failure(claim, stretch, context)
        or _superlative_swap(claim, stretch)
        or _apposed_superlative(claim, stretch)
        or _nearness_failure(claim, stretch, context)
        or _wholly_within_failure(claim, stretch, context)
        or _placed_thing_failure(claim, stretch, context)
        or _timing_failure(claim, stretch)
        or _origin_failure(claim, stretch, context)
        or _span_end_failure(claim, stretch, context)
        or _until_failure(claim, stretch, context)
        or _focus_failure(claim, stretch, context)
        or _fronted_failure(claim, stretch, context)
        or _governed_failure(claim, stretch)
        or _qualified_elsewhere(claim, stretch, context)
        or _complement_failure(claim, stretch, context)
        or _other_kind_failure(claim, stretch, context)
        or _unknown_first_failure(claim, context)
        or offset_year_failure(claim, context)
    )
    if failure is not None:
        return failure, False
    if claim.negated and _excepted(claim, stretch) is not None:
        return None  # "need not be changed with MFA on": "must be changed unless MFA is on"
    if not _negation_agrees(claim, stretch, context):
        best = _best_clause(claim, stretch)
        if not (claim.negated and best is not None and not _denial_held(claim, best)):
            return f'the context says the opposite: "{_quote(stretch.text)}"', True
        # "without supplementary oxygen" against a sentence that says nothing of oxygen: the
        # denial must stand in another sentence ("did not use supplementary oxygen")
        if not _denied_elsewhere(claim, context):
            return "the context does not say what the statement denies", False
    failure = (
        _direction_failure(claim, stretch)
        or _than_failure(claim, stretch)
        or _sequence_failure(claim, stretch)
        or _order_failure(claim, stretch, context)
        or _role_failure(claim, stretch, context)
        or _agent_noun_failure(claim, stretch, context)
        or _common_agent_failure(claim, stretch)
        or _new_thing_failure(claim, stretch, context)
        or _gender_failure(claim, stretch)
        or _passive_agent_failure(claim, stretch)
        or _swapped_pairing(claim, stretch)
        or _swapped_modifier(claim, stretch)
        or _route_failure(claim, stretch)
        or _compound_failure(claim, stretch, context)
        or _labelled_rival_failure(claim, stretch)
        or _answer_apart_failure(claim, stretch, context)
        or _added_beyond_failure(claim, stretch)
        or _credit_failure(claim, stretch)
        or _title_failure(claim, stretch)
        or _label_failure(claim, stretch)
        or _noun_of_name_failure(claim, stretch, context)
        or _replaced_failure(claim, stretch)
        or _post_failure(claim, context)
        or _speaker_failure(claim, stretch)
        or _swapped_values(claim, stretch)
        or _passage_kind_failure(claim, stretch, context)
        or _own_passage_failure(claim, stretch, context)
        or _condition_amount_failure(claim, stretch)
        or _cap_failure(claim, stretch, context)
        or _span_event_failure(claim, stretch)
        or _asked_kind_failure(claim, stretch, context)
        or _kinship_failure(claim, stretch, context)
        or _date_swap_failure(claim, stretch)
        or _bound_failure(claim, stretch)
        or _exception_failure(claim, stretch)
        or _case_failure(claim, context)
        or _former_role_failure(claim, stretch)
        or _earlier_role_failure(claim, stretch)
        or soon_failure(claim, stretch.parts)
    )
    if failure is not None:
        return failure, True
    return None


_OBJECT_DETERMINERS = frozenset(["a", "an", "the", "its", "his", "her", "their"])


def _object_missing(claim: Claim, stretch: _Stretch) -> str | None:
    """The noun the claim's first verb acts on, where the stretch lacks it: "struck a whale"
    against "struck a reef" (the rest of the claim may be there)."""
    tokens = claim.tokens
    for index, token in enumerate(tokens[:-2]):
        if not verb_like(token) or token.text in AUXILIARIES or token.text in BE:
            continue
        if tokens[index + 1].text not in _OBJECT_DETERMINERS:
            return None
        noun = tokens[index + 2]
        after = tokens[index + 3].text if index + 3 < len(tokens) else ""
        if (
            noun.is_content
            and not noun.is_number
            and not noun.capitalised
            and (not after or after in PREPOSITIONS)
            and not _held(key(noun), stretch)
        ):
            return f"the context does not mention {noun.text}"
        return None
    return None


def _focused(
    claim: Claim, context: Context, ranked: Sequence[_Stretch]
) -> tuple[Verdict, _Stretch] | None:
    """Support for a claim whose focus stands in one sentence (or two linked ones) with
    nothing conflicting, though fewer of its other words are there: the wording around a
    short answer is often the question's, not the context's. A name or number focus is
    checked strictly anyway; a word focus must stand next to the word it relates to."""
    focus = _focus(claim)
    if focus is None or len(claim.words) > _FOCUSED_WORDS:
        return None
    kin = _kinship_words(claim)
    candidates = list(ranked) + [
        _stretch(parts) for parts, _ in _larger(context, claim) if len(parts) == 2
    ]
    # The claim's verbs that some sentence of the context holds, found once for all stretches.
    said = [
        verb
        for verb in _claim_verbs(claim)
        if any(held(verb, part.bag) for part in context.sentences)
    ]
    for stretch in candidates:
        coverage = _coverage(claim, stretch)
        if (
            len({part.context for part in stretch.parts}) > 1
            and len(stretch.parts) < len(context.sentences)
            and coverage < 1.0
            and not _bridged_answer(claim, focus, stretch, context)
        ):
            continue  # a sentence of each of two passages: they must hold every word of it
        places = _focus_places(focus, stretch, context)
        if not places:
            continue
        if any(w in _RELATIONAL and not _held(w, stretch) for w in claim.words):
            continue  # "found outside the Highlands": the word that places it must be there
        if any(not _held(w, stretch) for w in kin):
            continue  # "Her father was the poet X": not "She married the poet X"
        if any(not _held(verb, stretch) for verb in said):
            continue  # what it says was done is said in another sentence: that one decides
        if _only_a_candidate(claim, stretch):
            continue  # "won in 2006" against "was shortlisted in 2006"
        if _beside_subject(claim, focus, places, context) and not _own_words_absent(
            claim, stretch, context
        ):
            coverage = 1.0
        if coverage + 1e-9 < min(_FOCUSED_COVERAGE.values()):
            continue
        strong = bool(focus.relation) and any(
            _attached(focus.relation, part, i) for part, i in places
        )
        if focus.kind == "word" and focus.relation and not strong and not claim.names:
            continue  # nothing else in the claim is checked strictly
        if coverage + 1e-9 < _FOCUSED_COVERAGE[strong]:
            continue
        if (
            not strong
            and focus.relation
            and any(
                held(w, part.bag)
                for w in focus.relation
                for part in context.sentences
                if part not in stretch.parts
            )
        ):
            continue  # the word it relates to is in another sentence, next to something else
        if not claim.names and not claim.numbers and coverage * len(claim.words) < 2 - 1e-9:
            continue  # the focus and at least one other word
        if _conflict(claim, stretch, context) is None:
            return Verdict(True, f'stated in the context: "{_quote(stretch.text)}"'), stretch
    return None


def _own_words_absent(claim: Claim, stretch: _Stretch, context: Context) -> bool:
    """Whether a claim answering a question has two words or more of its own (not the
    question's) and the stretch holds none of its words: "Basque has official status in
    both Spain and France" against "the border between Spain and France" says more than
    its names together."""
    if not context.case or _names_an_identity(claim):
        return False
    own = [w for w in claim.words if w not in context.case]
    return len(own) >= 2 and not any(_held(w, stretch) for w in claim.words)


def _names_an_identity(claim: Claim) -> bool:
    """Whether the claim opens with a name and "is"/"was" ("Getlink is the company formerly
    called Groupe Eurotunnel"): it says which name is which, in words of its own."""
    first = claim.names[0] if claim.names else None
    return (
        first is not None
        and first.start == 0
        and first.end + 1 < len(claim.tokens)
        and claim.tokens[first.end + 1].text in ("is", "was", "are", "were")
    )


# Words that make someone a candidate for a prize, not its winner.
_CANDIDACY = lemmas("shortlist nominate nominee finalist contender runner")


def _only_a_candidate(claim: Claim, stretch: _Stretch) -> bool:
    """Whether the claim says someone won (a word of the outcome scale) and the stretch,
    which does not say so, makes a candidate of someone ("was shortlisted for the prize in
    2006"): the wording around a short answer may be the question's, but not a win."""
    won = [w for w in claim.words if "outcome" in polarities((w,))]
    return (
        bool(won)
        and not any(_held(w, stretch) for w in won)
        and any(key(t) in _CANDIDACY for part in stretch.parts for t in part.tokens)
    )


def _each_of_both(
    claim: Claim, context: Context, min_coverage: float, everything: _Stretch
) -> tuple[Verdict, float] | None:
    """For "A and B were (not) both born in Athens", the verdict on the claim said of each
    ("A was born in Athens") that the context does not support, with the weight of the
    evidence against it, or a supported verdict when it supports both; None when the claim
    says no "A and B ... both"."""
    each = each_of_both(claim)
    if each is None:
        return None
    for text in each:
        single = analyse_claim(text, context.known, context.lower, context.labels)
        found, weight, _ = _decide(single, context, min_coverage, everything)
        if not found.supported:
            return found, weight
    return Verdict(True, f"said of each: {'; '.join(each)}"), 1.0


def _both_each(
    claim: Claim, verdict: Verdict, context: Context, min_coverage: float, everything: _Stretch
) -> Verdict:
    """A verdict that "A and B were both born in Athens" (or, denied, that they were not),
    unless what the context says of each does not bear out both ("Aristotle ... was born in
    Stagira"): the claim said of each must be supported too."""
    if verdict.supported == claim.negated or in_a_lifetime(claim):
        return verdict  # not both, as far as the words go; or dated against a life
    each = _each_of_both(claim, context, min_coverage, everything)
    if each is None or each[0].supported:
        return verdict
    return Verdict(claim.negated, f"not both: {each[0].reason}")


def _both_undecided(
    claim: Claim, context: Context, min_coverage: float, everything: _Stretch
) -> tuple[Verdict, float] | None:
    """The verdict on "A and B were (not) both ..." that the words of the claim as a whole
    do not decide (``decide_pair_claim``), from the claim said of each: supported when the
    context supports it of both, not when it does not support it of one; its denial
    supported only when the context says otherwise of one (not when it merely lacks it),
    and not when it supports both. None when the claim says no "A and B ... both", or its
    denial is left undecided."""
    each = _each_of_both(claim, context, min_coverage, everything)
    if each is None:
        return None
    found, weight = each
    if found.supported:
        return Verdict(not claim.negated, found.reason), _OPPOSED if claim.negated else 1.0
    if not claim.negated:
        return Verdict(False, f"not both: {found.reason}"), weight
    if weight < 1.0:
        return Verdict(True, f"not both: {found.reason}"), 1.0
    return None


# ``_decide``'s answer: the verdict, the weight of the evidence against an unsupported claim,
# and the stretch that says a supported one.
_Decided = tuple[Verdict, float, _Stretch | None]


def _decide(claim: Claim, context: Context, min_coverage: float, everything: _Stretch) -> _Decided:
    """The verdict; for a supported one the stretch that says it, for one that is not the
    weight of the evidence against it (``_OPPOSED`` for an opposite, ``_CONFLICTED`` for a
    conflict, 1.0 for mere absence)."""
    if not claim.words and not claim.numbers and not claim.names:
        return Verdict(False, "the statement makes no checkable claim"), 0.0, None
    if not context.sentences:
        return Verdict(False, "there is no context"), 0.0, None
    work = own_work(claim, context)
    if work is not None:  # "Beethoven composed operas": "Beethoven's only opera, Fidelio"
        if claim.negated:
            return Verdict(False, f'the context says otherwise: "{_quote(work)}"'), _OPPOSED, None
        return Verdict(True, f'stated in the context: "{_quote(work)}"'), 1.0, None
    parent = parent_outcome(claim, context)
    if parent is not None:  # "Mary Shelley's father was ...": "the daughter of A and B"
        holds, said = parent
        if holds != claim.negated:
            return Verdict(True, f'stated in the context: "{_quote(said)}"'), 1.0, None
        return Verdict(False, f'the context gives other parents: "{_quote(said)}"'), _OPPOSED, None
    special = decide_comparison(claim, context) or decide_pair_claim(claim, context)
    if special is not None:
        return _both_each(claim, special, context, min_coverage, everything), _OPPOSED, None
    both = _both_undecided(claim, context, min_coverage, everything)
    if both is not None:
        return both[0], both[1], None
    tiered = None if claim.negated else _tiered(claim, context)
    if tiered is not None:
        return tiered
    other = exclusive_denial(claim, context)
    if other is not None:  # "Tobias Wren, Margaret's nephew": not her son
        return Verdict(True, f'the context says otherwise: "{_quote(other)}"'), 1.0, None
    replaced = replaced_outcome(claim, context)
    if replaced is not None and not claim.negated:  # "instead of the platform lead"
        reason = f'the context gives another outcome in that case: "{_quote(replaced)}"'
        return Verdict(False, reason), _CONFLICTED, None
    conditional = unconditional_failure(claim, context)
    if conditional is not None and not claim.negated:  # "whether or not": "If ... does not"
        reason = f'the context makes it hang on a case: "{_quote(conditional)}"'
        return Verdict(False, reason), _OPPOSED, None
    opposed = named_opposite(claim, context)
    if opposed is not None:  # "reached the US Open final four times ... but lost each"
        if claim.negated:
            return Verdict(True, f'the context says otherwise: "{_quote(opposed)}"'), 1.0, None
        return Verdict(False, f'the context says the opposite: "{_quote(opposed)}"'), _OPPOSED, None
    unlike = unlike_denial(claim, context)
    if unlike is not None:  # "Unlike the E2, the E3 offers a keep-warm function"
        if claim.negated:
            return Verdict(True, f'the context sets it apart: "{_quote(unlike)}"'), 1.0, None
        return Verdict(False, f'the context says the opposite: "{_quote(unlike)}"'), _OPPOSED, None
    dated = dated_order(claim, context)
    if dated is not None:  # "published before Edme Mariotte described it": 1662 and 1676
        if dated.holds:
            return Verdict(True, dated.reason), 1.0, None
        return Verdict(False, dated.reason), _OPPOSED, None
    term = (
        _term_failure(claim, context)
        or _event_order_failure(claim, context)
        or _clause_order_failure(claim, context)
        or _since_failure(claim, context)
        or _no_longer_failure(claim, context)
        or _still_failure(claim, context)
        or _until_amount_failure(claim, context)
        or _current_holder_failure(claim, context)
    )
    if term is not None:  # the context dates the event outside the term the claim puts it in
        if claim.negated:
            return Verdict(True, f"the context says otherwise: {term}"), 1.0, None
        return Verdict(False, term), _CONFLICTED, None
    outside = _outside_span_failure(claim, context)
    if outside is not None:  # "served as mayor from 2005 to 2021", for "mayor in 2022"
        if claim.negated:
            return Verdict(True, outside), 1.0, None
        return Verdict(False, outside), _OPPOSED, None
    holder = _superlative_holder(claim, context)
    if holder is not None:
        reason, own = holder
        if own and claim.negated:
            return Verdict(False, f"the context says the opposite: {reason}"), _OPPOSED, None
        if not own and claim.negated:
            return Verdict(True, reason), 1.0, None  # another holds the place it is denied
        if not own:
            return Verdict(False, reason), _CONFLICTED, None
    ranked = sorted((_stretch((s,)) for s in context.sentences), key=lambda s: -_coverage(claim, s))
    top = _coverage(claim, ranked[0])
    first_conflict: str | None = None
    first_opposite = False
    supported: _Stretch | None = None
    swapped: str | None = None  # another value where the best sentences give the claim's
    for stretch in ranked:
        coverage = _coverage(claim, stretch)
        if coverage + 1e-9 < min_coverage:
            break
        if supported is not None and coverage + 1e-9 < _coverage(claim, supported):
            break
        if swapped is not None and coverage + 1e-9 < top:
            break  # no other sentence saying as much of it supports it: a change
        conflict = _conflict(claim, stretch, context)
        if conflict is None:
            supported = supported or stretch
            continue
        if conflict[1] and supported is not None and _linked(claim, stretch) + 1e-9 >= _ANCHOR:
            if _tightness(claim, supported, context) > _tightness(claim, stretch, context):
                continue  # one says it in so many words; the other only shares its words
            # Two sentences say it equally well, and one says the opposite.
            return Verdict(False, conflict[0]), _OPPOSED, None
        if first_conflict is None:
            first_conflict = conflict[0]
            first_opposite = conflict[1]
            if (
                coverage + 1e-9 >= top
                and _linked(claim, stretch) + 1e-9 >= _ANCHOR
                and not _specific_elsewhere(claim, stretch, context)
            ):
                # The sentence that says nearly all of it says the opposite, or says it of
                # another name, number or date: a change, not support from elsewhere.
                if conflict[1]:
                    return Verdict(False, conflict[0]), _OPPOSED, None
                swapped = _substitution(claim, stretch, context, everything)
                if swapped is not None and _amounts_elsewhere(claim, stretch, context):
                    swapped = None  # another sentence gives its very amounts: let it speak
    if supported is None and swapped is not None:
        return Verdict(False, swapped), _CONFLICTED, None
    if supported is not None:
        return Verdict(True, f'stated in the context: "{_quote(supported.text)}"'), 1.0, supported
    for parts, needed in _larger(context, claim):
        stretch = _stretch(parts)
        if _margin_coverage(claim, stretch) + 1e-9 < max(needed, min_coverage):
            continue
        conflict = _conflict(claim, stretch, context)
        if conflict is None:
            return Verdict(True, f'stated in the context: "{_quote(stretch.text)}"'), 1.0, stretch
        if first_conflict is None:
            first_conflict = conflict[0]
            first_opposite = conflict[1]
    focused = _focused(claim, context, ranked)
    if focused is not None:
        return focused[0], 1.0, focused[1]
    if first_conflict is not None:
        return Verdict(False, first_conflict), _OPPOSED if first_opposite else _CONFLICTED, None
    strict = _strict_failure(claim, everything, context)
    if strict is not None:
        reason, elsewhere = strict  # a number given for something else is a conflict
        return Verdict(False, reason), _CONFLICTED if elsewhere else 1.0, None
    absent = _missing(claim, everything)
    if absent:
        return Verdict(False, f"the context does not mention {', '.join(absent)}"), 1.0, None
    return Verdict(False, "no single passage of the context states this"), 1.0, None


_RARE = 2  # the most sentences that hold a word of a claim that names its case


def _tiered(claim: Claim, context: Context) -> _Decided | None:
    """The decision of a claim that gives the outcome of a rule's band for a case
    (``tier_outcome``): borne out by the sentence giving the band that holds the case, or
    gainsaid when it gives another band's outcome."""
    if not gives_amount(claim.text):
        return None  # (most claims: the context's sentences are not read for their bands)
    # a word of the claim few sentences hold names its case too ("Sandbox keys ... are
    # treated as Standard plan keys")
    rare = [w for w in claim.words if sum(held(w, p.bag) for p in context.sentences) <= _RARE]
    named = [
        part.text
        for part in context.sentences
        if any(occurrences(run, part, context) for run in claim.names)
        or any(held(w, part.bag) for w in rare)
    ]
    found = tier_outcome(claim.text, [part.text for part in context.sentences], named)
    if found is None:
        return None
    holds, clause = found
    if not holds:
        reason = f'the context gives that case another outcome: "{_quote(clause)}"'
        return Verdict(False, reason), _CONFLICTED, None
    part = next((p for p in context.sentences if clause in p.text), None)
    digits = set(re.findall(r"\d+(?:\.\d+)?", claim.text.replace(",", "")))
    if part is not None and any(n not in digits and n not in part.numbers for n in claim.numbers):
        # "1,200 requests a minute and ten thousand a day": the bands are read from digits,
        # so a number written in words must stand in the sentence that decides
        return None
    said = _stretch((part,)) if part is not None else None
    return Verdict(True, f'stated in the context: "{_quote(clause)}"'), 1.0, said


def _gives_all_amounts(claim: Claim, part: Sentence) -> bool:
    """Whether a sentence gives every amount of the claim, each in the claim's units."""
    return all(
        number in part.numbers and _units_agree(units, part.numbers[number])
        for number, units in claim.numbers.items()
    )


def _amounts_elsewhere(claim: Claim, stretch: _Stretch, context: Context) -> bool:
    """Whether the stretch is about another thing of a kind the claim names ("Standard
    tier" for "the Premium support tier") and a sentence of a passage about the claim's own
    thing gives every amount of the claim in its units ("Support SLA, Premium tier: ...
    within 4 business hours"): the stretch shares more words with the claim, but that
    sentence is the one to read it by."""
    if not claim.numbers:
        return False
    inside = {part.index for part in stretch.parts}
    if _own_amounts_apart(claim, stretch, context) or _amounts_together(claim, stretch, context):
        return True
    for run, nouns in kinds_of(claim):
        if not any(
            not _same_name(other, run)
            for part in stretch.parts
            for other in _kinds_named(part, context, nouns)
        ):
            continue  # the stretch is about no other thing of that kind
        for part in context.sentences:
            if part.index in inside or not _gives_all_amounts(claim, part):
                continue
            if any(_same_name(other, run) for other in _kinds_named(part, context, nouns)):
                return True
    return False


def _amounts_together(claim: Claim, stretch: _Stretch, context: Context) -> bool:
    """Whether the claim gives several amounts, the stretch lacks one of them, and another
    sentence of the stretch's passage gives them all in their units ("If uptime falls below
    99.0%, the credit rises to 25%" beside "... falls below the committed level, ... a
    credit of 10%"): the amounts said together are the ones to read the claim by."""
    if len(claim.numbers) < 2 or all(n in stretch.numbers for n in claim.numbers):
        return False
    passages = {part.context for part in stretch.parts}
    return any(
        part.context in passages and part not in stretch.parts and _gives_all_amounts(claim, part)
        for part in context.sentences
    )


_THAN = frozenset(["than", "versus"])


def _own_amounts_apart(claim: Claim, stretch: _Stretch, context: Context) -> bool:
    """Whether the stretch lies in passages that name none of the claim's names while a
    sentence of a passage that names one gives every amount of the claim in its units: "It
    ... launched at a price of $449" in the Tallis T7's passage, "It ... launched at $429" in
    the Corvo Slate 11's."""
    names = [
        run
        for run in claim.names
        if not set(run.keys) <= CALENDAR
        and not {t.text for t in claim.tokens[max(0, run.start - 2) : run.start]} & _THAN
    ]  # (not a thing it is compared with: "... than the Core plan")
    if not names or any(_has_name(run, stretch, context) for run in names):
        return False
    ours = passages_naming(names, context)
    if any(part.context in ours for part in stretch.parts):
        return False  # a passage that names it may speak of other things too
    return any(
        part.context in ours and _gives_all_amounts(claim, part) for part in context.sentences
    )


# How much weaker than mere absence an unsupported statement's evidence is when the context
# says the opposite, or gives another name, number or date for it; and what each absent piece
# costs. A missing name, number or date is far rarer in a faithful paraphrase than a missing
# word, so it costs more.
_OPPOSED = 0.15
_CONFLICTED = 0.4
_ABSENT_WORD = 0.75
_ABSENT_ANCHOR = 0.3
_UNSUPPORTED_CEILING = 0.45
# A supported statement's degree runs from here (loosely stated) to 1 (stated tightly); a
# piece of the claim the supporting stretch lacks loosens it as much as this many foreign words
# standing among the pieces it holds.
_SUPPORTED_FLOOR = 0.9
_LACKING = 3


# A piece of a claim: ("name", its index), ("number", its value) or ("word", its index).
_Item = tuple[str, int | str]


def _absent_anchors(claim: Claim, everything: _Stretch, context: Context) -> float:
    """How many of the claim's dates, names and numbers the context lacks; a number it could
    be computed from (``_derivable``) counts as half of one."""
    dates = sum(1 for d in claim.dates if not date_supported(d, everything.dates))
    names = sum(1 for run in claim.names if not _has_name(run, everything, context))
    numbers = sum(
        _absent_number(n, claim, everything, context)
        for n in claim.numbers
        if not _number_held(n, claim, everything)
    )
    return dates + names + numbers


def _absent_number(number: str, claim: Claim, everything: _Stretch, context: Context) -> float:
    """How much an amount the context lacks counts as absent: less where the context's
    amounts give it by a computation (``_ATTACHED_DERIVED``, ``_DERIVED``)."""
    if attached_difference(number, claim, everything) or share_of(
        number, claim, everything, context
    ):
        return _ATTACHED_DERIVED
    return _DERIVED if _derivable(number, claim, everything) else 1.0


# How much of an absent number a number the context's amounts give by subtraction or
# addition counts for: enough to rank a computed amount above a wrong one, while a wrong one
# that is by chance the difference of two other amounts loses little.
_DERIVED = 0.5
# ... and a number whose two operands each stand beside the claim's words or names.
_ATTACHED_DERIVED = 0.25


def _places(claim: Claim, stretch: _Stretch, context: Context) -> dict[_Item, list[int]]:
    """Where the stretch holds each name, number and word of the claim: token indices counted
    across the stretch's sentences, keyed by ("name", i), ("number", value) or ("word", j)."""
    found: dict[_Item, list[int]] = {}
    offset = 0
    for part in stretch.parts:
        for i, run in enumerate(claim.names):
            spots = occurrences(run, part, context)
            found.setdefault(("name", i), []).extend(offset + p for p in spots)
        for index, token in enumerate(part.tokens):
            if token.is_number:
                if token.text in claim.numbers:
                    found.setdefault(("number", token.text), []).append(offset + index)
                continue
            if token.text in STOPWORDS:
                continue
            bag = Bag.of((key(token),))
            for j, word in enumerate(claim.words):
                if held(word, bag):
                    found.setdefault(("word", j), []).append(offset + index)
        offset += len(part.tokens)
    return {item: sorted(spots) for item, spots in found.items() if spots}


def _intruders(claim: Claim, stretch: _Stretch, places: dict[_Item, list[int]]) -> int:
    """The fewest content words foreign to the claim in a span of the stretch that holds one
    place of each of the claim's names, numbers and words."""
    tokens = [tok for part in stretch.parts for tok in part.tokens]
    foreign = [tok.text not in STOPWORDS and key(tok) not in claim.keys for tok in tokens]
    # Where a new segment (after a comma, a relative pronoun, a clause's conjunction) or a new
    # sentence opens: pieces said across one are said less closely than pieces of one clause.
    breaks: list[int] = []
    offset = 0
    for part in stretch.parts:
        breaks.extend(offset + start for start, _ in part.segments)
        offset += len(part.tokens)
    for piece, spots in places.items():
        width = len(claim.names[int(piece[1])].keys) if piece[0] == "name" else 1
        for spot in spots:
            for i in range(spot, min(spot + width, len(tokens))):
                foreign[i] = False
    # Prefix sums, so that each window's cost is read in constant time.
    cost = [0]
    for alien in foreign:
        cost.append(cost[-1] + alien)
    opened = [0] * (len(tokens) + 1)  # breaks at or before each token
    for b in breaks:
        opened[b] += 1
    for i in range(1, len(opened)):
        opened[i] += opened[i - 1]
    lists = list(places.values())
    events = sorted((p, i) for i, spots in enumerate(lists) for p in spots)
    best = len(tokens)
    counts: dict[int, int] = {}
    left = 0
    for position, item in events:
        counts[item] = counts.get(item, 0) + 1
        while len(counts) == len(lists):
            start, first = events[left]
            crossed = opened[position] - opened[start]
            best = min(best, cost[position + 1] - cost[start] + crossed)
            counts[first] -= 1
            if not counts[first]:
                del counts[first]
            left += 1
    return best


def _tightness(claim: Claim, stretch: _Stretch, context: Context) -> float:
    """How closely the stretch states the claim, in (0, 1]: the claim's names, numbers and
    words the stretch holds, against those plus the ones it lacks plus the fewest foreign
    content words standing among them. A claim said in one breath is tight (1); one whose
    answer stands apart from its other words, beside other words than the claim's ("Titan
    orbits Mercury" from "Titan, the largest moon of Saturn, is bigger than the planet
    Mercury"), is loose."""
    places = _places(claim, stretch, context)
    pieces = len(claim.names) + len(claim.numbers) + len(claim.words)
    lacking = _LACKING * max(0, pieces - len(places))
    if len(places) < 2:
        return len(places) / (len(places) + lacking) if places else 1.0
    return len(places) / (len(places) + lacking + _intruders(claim, stretch, places))


def _best_says_opposite(claim: Claim, context: Context) -> bool:
    """Whether the sentence holding most of the claim's words (at least half of them) says
    the opposite: flips a negation or a direction, or swaps the roles or the order of two
    names, even though it does not hold enough of the claim to decide it."""
    best = max((_stretch((s,)) for s in context.sentences), key=lambda s: _coverage(claim, s))
    if _coverage(claim, best) < 0.5:
        return False
    if not _negation_agrees(claim, best, context):
        # A denial against a sentence that only shares some of its words ("were not formed
        # in the same city" against "formed in Manchester") is no opposite: the sentence
        # must hold what is denied ("no conductor" against "carries a conductor").
        return not claim.negated or all(_held(w, best) for w in _denied_words(claim))
    return bool(
        _direction_failure(claim, best)
        or _order_failure(claim, best, context)
        or _role_failure(claim, best, context)
        or _kinship_failure(claim, best, context)
    )


def _verify_one(
    claim: Claim,
    context: Context,
    min_coverage: float,
    everything: _Stretch,
    reading: _Reading,
    decided: _Decided | None = None,
) -> Verdict:
    """The verdict with its degree: from 0.9 to 1 by how tightly the context says it when
    supported; otherwise below 0.5, graded by what the whole context lacks of the statement
    (each absent word, and more so each absent name, number or date, lowers it), by whether
    the context contradicts it and, for a long statement, by how much its parts hold. Within
    either band, a little of the degree is the statement's affinity with the context (see
    ``_affinity``), which orders statements the rules would grade alike; below 0.5 also how
    well the context keeps its names and numbers with the rest of it (``_values_attached``).
    ``decided`` is ``_decide``'s answer when the caller already has it."""
    verdict, weight, stretch = decided or _decide(claim, context, min_coverage, everything)
    denial = _plain_denial(claim)
    if (
        not verdict.supported
        and weight == _CONFLICTED
        and isinstance(verdict.reason, _Instead)
        and denial
        and not _said_in_one_clause(claim, context)
    ):
        # "Java was not developed by Guido van Rossum" where the context names another
        # developer: what it says instead is what the denial denies.
        verdict = Verdict(True, f"the context says otherwise: {verdict.reason}")
        weight, stretch = 1.0, None
    # the claim a plain denial denies, decided once for the two checks that read it
    affirmation = (
        _affirmation(claim, context, min_coverage, everything)
        if denial and not verdict.supported
        else None
    )
    # (the check above reads the denial as written; this one restates it without its
    # negation, which finds roles, bounds and opposites the denial's own reading misses)
    if affirmation is not None and not _denies_another(claim, context):
        against = _against_affirmation(affirmation[1])
        if against is not None:
            # "Mara Voss did not win" where the context gives the win to another: the claim
            # it denies is one the context gainsays
            verdict = Verdict(True, f"the context says otherwise: {against}")
            weight, stretch = 1.0, None
    if verdict.supported:
        tight = 1.0 if stretch is None else _tightness(claim, stretch, context)
        tight = (1 - _AFFINITY_SUPPORTED) * tight + _AFFINITY_SUPPORTED * _affinity(
            claim, everything, reading
        )
        return Verdict(True, str(verdict.reason), _SUPPORTED_FLOOR + (1 - _SUPPORTED_FLOOR) * tight)
    if weight == 0.0 or not context.sentences:
        return Verdict(False, str(verdict.reason), 0.0)
    degree = _unsupported_for(claim, context, weight, min_coverage, everything, reading)
    if affirmation is not None:
        floor = _undecided_affirmation(affirmation, context, min_coverage, everything, reading)
        degree = degree if floor is None else max(degree, floor)
    return Verdict(False, str(verdict.reason), min(degree, _UNSUPPORTED_CEILING))


def _unsupported_for(
    claim: Claim,
    context: Context,
    weight: float,
    min_coverage: float,
    everything: _Stretch,
    reading: _Reading,
) -> float:
    """The degree of an unsupported statement, before the ceiling (see ``_verify_one``)."""
    degree = _unsupported_degree(claim, context, weight, everything)
    parts = _parts(claim, context)
    if parts:
        # A long statement the context does not bear out as a whole: how much of it do its
        # parts, each checked on its own, hold? A changed or added part shows there.
        share = sum(
            _part_strength(part, context, min_coverage, everything) for part in parts
        ) / len(parts)
        degree = (degree + _UNSUPPORTED_CEILING * share) / 2
    degree += _AFFINITY_UNSUPPORTED * _affinity(claim, everything, reading)
    if weight != _OPPOSED:  # (a claim the context says the opposite of stands with it too)
        degree += _VALUES_ATTACHED * _values_attached(claim, everything, context)
        if _answer_attached(claim, everything, context):
            degree += _ANSWER_ATTACHED
    return degree


# A denial of what the context leaves unsaid stands a little above the claim it denies: a
# passage about a thing that does not say it did something is weak evidence that it did not.
_UNSAID = 0.01


def _affirmation(
    claim: Claim, context: Context, min_coverage: float, everything: _Stretch
) -> tuple[Claim, _Decided] | None:
    """A plain denial's claim said without its negation ("Mara Voss did not win" → "Mara
    Voss won"), with ``_decide``'s answer for it; None when it cannot be so said."""
    affirmed = analyse_claim(_affirmed(claim), context.known, context.lower, context.labels)
    if affirmed.negated:
        return None
    return affirmed, _decide(affirmed, context, min_coverage, everything)


def _undecided_affirmation(
    affirmation: tuple[Claim, _Decided],
    context: Context,
    min_coverage: float,
    everything: _Stretch,
    reading: _Reading,
) -> float | None:
    """For a plain denial, the degree of the claim it denies plus ``_UNSAID`` when the
    context decides that claim neither way (no opposite, no other value in its place); None
    otherwise."""
    affirmed, found = affirmation
    verdict, weight, _ = found
    if verdict.supported or weight in (_OPPOSED, _CONFLICTED):
        return None
    graded = _verify_one(affirmed, context, min_coverage, everything, reading, found)
    return None if graded.degree is None else graded.degree + _UNSAID


def _said_in_one_clause(claim: Claim, context: Context) -> bool:
    """Whether a clause of the context that holds the claim's verb says what the claim
    denies, with all its names ("will be shared between Tarnby and Hallsby"), or is itself
    a denial of another thing (``_denies_another``): either way another name elsewhere does
    not bear the denial out."""
    return any(
        (complete and named and not negated) or (negated and not complete)
        for negated, complete, named in _clauses_of_verb(claim, context)
    )


def _denies_another(claim: Claim, context: Context) -> bool:
    """Whether a clause of the context that holds the claim's verb is a denial of another
    thing ("The ban does not apply to Fairholt", for Marden, says nothing of Marden)."""
    return any(
        negated and not complete for negated, complete, _ in _clauses_of_verb(claim, context)
    )


def _clauses_of_verb(claim: Claim, context: Context) -> Iterator[tuple[bool, bool, bool]]:
    """For each clause of the context that holds the claim's verb: whether it is negated,
    whether it holds all the claim's names, and whether the claim has any."""
    verbs = _claim_verbs(claim)
    # (not a capitalised first word alone: "Certificates for internal endpoints are ...")
    names = [set(run.keys) for run in claim.names if run.start > 0 or len(run.keys) > 1]
    for part in context.sentences:
        for clause in part.clauses:
            if any(held(v, Bag.of(clause.keys)) for v in verbs):
                yield clause.negated, all(keys <= clause.keys for keys in names), bool(names)


def _against_affirmation(decided: _Decided) -> str | None:
    """For a plain denial, given ``_decide``'s answer for the claim it denies, why the context
    gainsays that claim: it says the opposite of it, or puts another name, number, date or
    role in its place ("Orla Finch defeated Mara Voss", for "Mara Voss did not win"); None
    when it does not."""
    found, weight, _ = decided
    if found.supported:
        return None
    if weight == _OPPOSED or (weight == _CONFLICTED and isinstance(found.reason, _Instead)):
        return str(found.reason)
    return None


_CONTRACTED: Mapping[str, str] = MappingProxyType({"ca": "can", "wo": "will", "sha": "shall"})


def _base_form(base: str) -> str:
    return base


_DO_FORMS: Mapping[str, Callable[[str], str]] = MappingProxyType(
    {"did": past_tense, "does": third_person, "do": _base_form}
)


def _affirmed(claim: Claim) -> str:
    """A plain denial said without its negation ("Mara Voss did not win ..." → "Mara Voss
    won ...", "was never used" → "was used")."""
    tokens, text = claim.tokens, claim.text
    at = _negations(tokens)[0]
    if tokens[at].text == "cannot":
        auxiliary, start = "can", tokens[at].start
    elif tokens[at].text.endswith("n't"):
        auxiliary = tokens[at].text[:-3]
        auxiliary = _CONTRACTED.get(auxiliary, auxiliary)
        start = tokens[at].start
    else:
        auxiliary = tokens[at - 1].text
        start = tokens[at - 1].start
    after = at + 1
    if auxiliary in _DO_FORMS and after < len(tokens) and is_base_verb(tokens[after].text):
        form = _DO_FORMS[auxiliary](tokens[after].text)
        return text[:start] + form + text[tokens[after].end :]
    return text[:start] + auxiliary + text[tokens[at].end :]


def _plain_denial(claim: Claim) -> bool:
    """Whether the claim is one plain denial: "not" after its verb's auxiliary ("Java was
    not developed by ..."), its only negation, in a sentence with no clause of its own
    ("..., which is supplied from ..." asserts something more)."""
    if not claim.negated or "," in claim.text or _denied_until(claim):
        return False  # a denial only in a condition, a sentence that says more, or only
        # until a time (which says the thing happened then)
    if any(t.text in ("which", "who", "whose") for t in claim.tokens):
        return False
    tokens = claim.tokens
    nots = _negations(tokens)
    if len(nots) != 1:
        return False
    at = nots[0]
    if tokens[at].text.endswith("n't") or tokens[at].text == "cannot":
        return True
    return tokens[at].text in ("not", "never") and at > 0 and tokens[at - 1].text in AUXILIARIES


# How much the affinity of a statement's words moves its degree: enough to order two statements
# the rules grade alike (a supported one within its 0.9 to 1 band, one not borne out within
# its band below 0.5), never enough to carry one across a decision.
_AFFINITY_SUPPORTED = 0.1
_AFFINITY_UNSUPPORTED = 0.03


# What an unsupported statement gains when its answer stands in the context next to the word
# it answers ("Its capital is Pierre" for "the capital of the state ... is Pierre").
_ANSWER_ATTACHED = 0.02


# How much an unsupported statement's degree moves with how well the context keeps its names
# and numbers with its other words, and what a name of the clause's own before one costs.
_VALUES_ATTACHED = 0.02
_FOREIGN_NAME = 0.25


def _values_attached(claim: Claim, everything: _Stretch, context: Context) -> float:
    """How well the context keeps each of the claim's names and numbers with the rest of
    the claim, in [0, 1]: for each, the best clause holding it, by the share of the claim's
    words it holds (a pronoun counting as the name it stands for), less a little for each
    name of its own before it ("Ganymede ... takes about 7.15 days to complete one orbit"
    is about another moon); averaged."""
    keys = frozenset(k for k in claim.keys if k not in STOPWORDS and k not in LIGHT)
    if len(keys) < 2:
        return 0.0
    values = [_name_places(run, everything.parts, context) for run in claim.names]
    values += [_number_places(number, everything.parts) for number in claim.numbers]
    if not values:
        return 0.0
    total = 0.0
    for places in values:
        best = 0.0
        for part, index in places:
            clause = part.clause_of(index)
            if clause >= len(part.clause_bags):
                continue
            held_keys = set(part.clause_bags[clause].keys)
            if part.pronoun >= 0 and part.clause_of(part.pronoun) == clause:
                held_keys.update(k for name in part.implied for k in name)
            foreign = sum(
                1
                for run in part.names
                if part.clause_of(run.start) == clause
                and run.end < index
                and not any(_same_name(run, mine) for mine in claim.names)
            )
            share = len(held_keys & keys) / len(keys)
            best = max(best, share - _FOREIGN_NAME * foreign)
        total += best
    return total / len(values)


def _answer_attached(claim: Claim, everything: _Stretch, context: Context) -> bool:
    """Whether the claim's answer (its last name or number) stands somewhere in the context
    (``everything``, read once for all claims) next to the word it relates to, strictly (in
    its own segment or a relative clause)."""
    focus = _answer_focus(claim, context.case)
    if focus is None or focus.kind == "word" or not focus.relation:
        return False
    return any(
        _attached(focus.relation, part, i, loose=False)
        for part, i in _focus_places(focus, everything, context)
    )


def _answer_focus(claim: Claim, asked: frozenset[str]) -> _Focus | None:
    """The claim's focus (``_focus``), or its last name the question does not give when the
    focus is a word of the question and only the question's words follow that name: a
    statement made of a question and its short answer may put the answer before the
    question's last words ("served in Oslo as naval attaché" for "In which city did he
    serve as naval attaché?")."""
    focus = _focus(claim)
    if focus is None or focus.kind != "word" or focus.value not in asked:
        return focus
    own = [run for run in claim.names if not set(run.keys) <= asked]
    if not own:
        return focus
    run = max(own, key=lambda r: r.start)
    after = (key(t) for t in claim.tokens[run.end + 1 :])
    if any(k not in asked and k not in STOPWORDS for k in after):
        return focus  # "... for Dortmund when he scored": the answer brings more words
    return _Focus("name", run.label(), run, claim.relations.get(("name", run.label()), frozenset()))


def _affinity(claim: Claim, everything: _Stretch, reading: _Reading) -> float:
    """How closely the context keeps the statement's words together, in [0, 1]. Mostly, for
    each of its words, the largest share of its other words that one clause holding it also
    holds, or half of what a clause reaches through a name another sentence shares (a word
    the context lacks counts 0; a clause of the other polarity counts half), averaged; the
    rest is how many of its neighbouring words the context has in the same order.
    Of two statements the rules grade alike (two answers failing on the same words of their
    question, say), it favours the one whose distinctive words stand in the context beside
    the rest: "the timeout defaults to 30 seconds" over "the pool size is 32", for "the
    timeout was 30 seconds"; and "Ames defeated Brook" over "Brook defeated Ames"."""
    keys = frozenset(k for k in claim.keys if k not in STOPWORDS and k not in LIGHT)
    if len(keys) < 2:
        return 0.0
    best = dict.fromkeys(keys, 0.0)
    parts = everything.parts
    links = reading.links
    for number, part in enumerate(parts):
        for clause in part.clauses:
            shared = clause.keys & keys
            if not shared:
                continue
            weight = 1.0 if clause.negated == claim.negated or clause.onset else 0.5
            share = weight * (len(shared) - 1) / (len(keys) - 1)
            for other, names in links.get(number, ()):
                if any(set(name) <= clause.keys for name in names):
                    # A name of this clause leads to a sentence holding more of the claim
                    # ("the Premier tier receives 99.95%", "Norrow is on the Premier tier").
                    joined = len((clause.keys | parts[other].own) & keys)
                    share = max(share, weight * _LINKED * (joined - 1) / (len(keys) - 1))
            for k in shared:
                best[k] = max(best[k], share)
    words = math.fsum(best.values()) / len(keys)  # exact: the same in any set order
    return (1 - _ORDERED) * words + _ORDERED * _in_order(claim, reading)


_ORDERED = 0.3  # how much of the affinity is word order (who did what to whom)
_ORDER_GAP = 6  # tokens within which two neighbouring words of a claim count as in order


def _in_order(claim: Claim, reading: _Reading) -> float:
    """The share of the claim's neighbouring content words that some sentence of the
    context has in the same order, a few words apart."""
    sequence = [key(t) for t in claim.tokens if key(t) not in STOPWORDS and key(t) not in LIGHT]
    pairs = list(itertools.pairwise(sequence))
    if not pairs:
        return 0.0
    found = 0
    for x, y in pairs:
        later: dict[int, list[int]] = {}
        for sentence, index in reading.places.get(y, ()):
            later.setdefault(sentence, []).append(index)
        if any(
            any(0 < j - i <= _ORDER_GAP for j in later.get(sentence, ()))
            for sentence, i in reading.places.get(x, ())
        ):
            found += 1
    return found / len(pairs)


_LINKED = 0.5  # how much a clause's share counts when it reaches the claim through a name
_LINKED_SENTENCES = 60  # contexts longer than this are read clause by clause only (cost bound)


# For each sentence (by position), the other sentences sharing a name with it, and those names.
_Links = dict[int, list[tuple[int, list[tuple[str, ...]]]]]


@dataclass(frozen=True, slots=True)
class _Reading:
    """What the affinity needs of a whole context, found once for all its statements: the
    name links between sentences, and where each word stands (sentence, token)."""

    links: _Links
    places: dict[str, list[tuple[int, int]]]


def _read(parts: Sequence[Sentence]) -> _Reading:
    places: dict[str, list[tuple[int, int]]] = {}
    for number, part in enumerate(parts):
        for index, token in enumerate(part.tokens):
            places.setdefault(key(token), []).append((number, index))
    return _Reading(_name_links(parts), places)


def _name_links(parts: Sequence[Sentence]) -> _Links:
    """For each sentence, the other sentences sharing a name with it, and those names (none
    for a context longer than ``_LINKED_SENTENCES``)."""
    if len(parts) > _LINKED_SENTENCES:
        return {}
    named = [_bridging_names(part) for part in parts]
    links: _Links = {}
    for a, b in itertools.combinations(range(len(parts)), 2):
        common = sorted(named[a] & named[b])
        if common:
            links.setdefault(a, []).append((b, common))
            links.setdefault(b, []).append((a, common))
    return links


_PART_BREAK = re.compile(r",\s+|;\s+|\s+(?:and|but|while|whereas|with|after|before)\s+")
_PART_WORDS = 3  # content pieces a part needs to be checked on its own
_LONG = 8  # content pieces from which a statement is checked part by part too


def _parts(claim: Claim, context: Context) -> list[Claim]:
    """The parts of a long statement, split at commas and joining words, that carry enough
    of a claim to check on their own (none for a short statement)."""
    if len(claim.words) + len(claim.names) + len(claim.numbers) < _LONG:
        return []
    parts = []
    for text in _PART_BREAK.split(claim.text):
        part = analyse_claim(text, context.known, context.lower, context.labels)
        if len(part.words) + len(part.names) + len(part.numbers) >= _PART_WORDS:
            parts.append(part)
    return parts if len(parts) > 1 else []


_PART_SENTENCES = 12  # a part is checked against at most this many sentences (cost bound)


def _part_strength(
    part: Claim, context: Context, min_coverage: float, everything: _Stretch
) -> float:
    if len(context.sentences) > _PART_SENTENCES:
        # Only the sentences holding most of the part: a part grades its statement, it does
        # not decide it, and a long context must not multiply the cost of a long statement.
        ranked = sorted(
            range(len(context.sentences)),
            key=lambda i: -_coverage(part, _stretch((context.sentences[i],))),
        )
        keep = sorted(ranked[:_PART_SENTENCES])
        context = replace(context, sentences=tuple(context.sentences[i] for i in keep))
        everything = _stretch(context.sentences)
    verdict, weight, _ = _decide(part, context, min_coverage, everything)
    if verdict.supported:
        return 1.0
    return _unsupported_degree(part, context, weight, everything) / _UNSUPPORTED_CEILING


def _unsupported_degree(
    claim: Claim, context: Context, weight: float, everything: _Stretch
) -> float:
    if weight > _OPPOSED and (
        _best_says_opposite(claim, context)
        or _agent_noun_failure(claim, everything, context)
        or _span_end_failure(claim, everything, context)
    ):
        # (a claim that calls a name the doer of a deed has no other word to find its
        # sentence by: "Pennock Systems was the buyer"; nor one that ends a span in the year
        # the context begins it: "left office in 1990" for "served from 1990 until 1997")
        weight = _OPPOSED
    return (
        _UNSUPPORTED_CEILING
        * weight
        * _ABSENT_WORD ** len(_missing(claim, everything))
        * math.pow(_ABSENT_ANCHOR, _absent_anchors(claim, everything, context))
    )


def verify_statements(
    contexts: Sequence[str],
    statements: Sequence[str],
    min_coverage: float = 0.7,
    question: str = "",
) -> tuple[Verdict, ...]:
    """One verdict per statement, in order (see the module docstring for the rules).
    ``question``, when given, is the one the statements answer. It is no evidence: the
    grading reads from it which words a statement brings itself (``_own_words_weighed``), and
    the reading of a statement which opening word is no name (one the question writes in
    lower case)."""
    context = analyse_context([c for c in contexts if c.strip()])
    if question.strip():
        # a word the question writes in lower case is no name where a statement opens with
        # it ("Does sunlight reach ...": "Sunlight reaches ..."); no evidence is read from it
        asked = analyse_claim(question, context.known, context.lower, context.labels)
        context = replace(
            context,
            lower=context.lower | written_lower(tokenize(question)),
            asked=asked_kinds(question, context.known),
            given=tuple((n, frozenset(u)) for n, u in asked.numbers.items()),
            case=asked.keys,
        )
    everything = _stretch(context.sentences)  # the whole context, read once for all
    reading = _read(everything.parts)
    given = premises(question) if question.strip() else None
    verdicts = []
    for statement in statements:
        statement = _kin_of_described(plain_idioms(statement))
        if given is not None:
            statement = _against_the_other(statement, question, context)
        verdict, claim = _verify_described(statement, context, min_coverage, everything, reading)
        if verdict.supported:
            verdict = (
                _only_one(statement, claim, context, min_coverage, everything, reading) or verdict
            )
        if given is not None:
            verdict = _own_words_weighed(verdict, own_missing(claim, given, everything))
        if context.as_written:
            verdict = replace(verdict, reason=as_written(verdict.reason, context.as_written))
        verdicts.append(verdict)
    return tuple(verdicts)


# "the founder's nephew": a relative of someone a common noun describes.
_DESCRIBED_KIN = re.compile(
    r"\bthe\s+(?P<owner>[a-z]+)'s\s+(?P<kin>(?:(?:elder|older|younger)\s+)?(?:"
    + "|".join(sorted(FAMILY))
    + r"))\b"
)


def _kin_of_described(statement: str) -> str:
    """The statement with "the founder's nephew" written "the nephew of the founder", the
    form in which a relative of someone described is read (the kinship rules read a
    possessive as a name's)."""
    return _DESCRIBED_KIN.sub(lambda m: f"the {m['kin']} of the {m['owner']}", statement)


# "The elder is Luca Ferrante": the degree of a choice and the one it picks.
_PICKED = re.compile(r"^the\s+(\w+)\s+(?:is|was)\s+(.+?)\.?$", re.IGNORECASE)


def _against_the_other(statement: str, question: str, context: Context) -> str:
    """A comparison answering a question about "the two mills" that names only one of
    them, completed with the other ("Harrop's Mill had the bigger workforce" → "... than
    Thornfield Mill"), when the context decides the completed comparison; else as it is."""
    other = the_other_of_two(statement, question, context)
    if other is None:
        return statement
    picked = _PICKED.match(statement)
    if picked is not None and lemma(picked[1].lower()) in COMPARATIVES:
        completed = f"{picked[2]} is {picked[1].lower()} than {other}"  # "The elder is X"
    else:
        completed = compared_against(statement, other)
    claim = analyse_claim(completed, context.known, context.lower, context.labels)
    return completed if decide_comparison(claim, context) is not None else statement


# "Only Turandot was first performed at La Scala": the name after a leading "only".
_ONLY_ONE = re.compile(r"^only\s+(?:the\s+)?", re.IGNORECASE)


def _only_one(
    statement: str,
    claim: Claim,
    context: Context,
    min_coverage: float,
    everything: _Stretch,
    reading: _Reading,
) -> Verdict | None:
    """For a statement that gives something to one of the two things the context's passages
    are about alone ("Only Turandot was first performed at La Scala"), a verdict against it
    when the context bears the same out of the other thing too ("Madama Butterfly ... Its
    first performance took place at La Scala"); else None."""
    opened = _ONLY_ONE.match(statement)
    if opened is None or claim.negated:
        return None
    two = passage_subjects(context)
    rest = statement[opened.end() :]
    mine = [r for r in two if rest.lower().startswith(r.label().lower())]
    if len(two) != 2 or len(mine) != 1:
        return None
    other = next(r for r in two if r is not mine[0])
    said = f"{other.label()}{rest[len(mine[0].label()) :]}"
    verdict, _ = _verify_described(said, context, min_coverage, everything, reading)
    if not verdict.supported:
        return None
    reason = f"the context says it of {other.label()} too: {verdict.reason}"
    return Verdict(False, reason, _UNSUPPORTED_CEILING * _CONFLICTED)


# Each word a statement's answer brings itself that the context lacks (one its question does
# not give it either) weighs this much more on its degree, within its band: a premise of the
# question the context words otherwise is weaker evidence against the answer than a word of
# its own.
_OWN_MISSING = 0.5


def _own_words_weighed(verdict: Verdict, own: int) -> Verdict:
    """``verdict`` with its degree lowered for ``own`` missing words of the answer's own: a
    supported one towards the floor of its band, an unsupported one towards 0."""
    if not own or verdict.degree is None:
        return verdict
    floor = min(_SUPPORTED_FLOOR, verdict.degree) if verdict.supported else 0.0
    degree = floor + (verdict.degree - floor) * _OWN_MISSING**own
    return Verdict(verdict.supported, verdict.reason, degree)


def _verify_described(
    statement: str, context: Context, min_coverage: float, everything: _Stretch, reading: _Reading
) -> tuple[Verdict, Claim]:
    """The verdict of a statement, with the claim it was decided as. One the context does not
    support, whose subject is a description ("The engineer who drew the first sketch of the
    tower joined ..."), is supported when it is, said of a name the context gives that
    description (``local_bridge``), by a stretch that reaches past the sentence giving the
    name, holds every word the claim says after its verb and, unless the claim is about a
    thing of its ("The debut novel of the author of X"), names it other than by a possessive
    ("Her brother ... was born in 1947" is not her birth); a thing of the name ("The mother
    of the king who ...") is also supported by what the context decides of the name as a whole
    (its parents). A denial is not restated: what another name did does not bear it out. One
    the context supports may still fail through its description (``_said_of_another``), and
    any fails whose description stands only for a name the rest of it gives (it says the thing
    of itself)."""
    statement = plain_words(lack_as_denial(statement))
    one = the_one_of_two(statement, context) or successor_claim(statement, context)
    if one is not None:  # "the longer of the two documentaries was directed by ...": which?
        name, said_of = one
        said = analyse_claim(said_of, context.known, context.lower, context.labels)
        held_of = _verify_one(said, context, min_coverage, everything, reading)
        return _described(name, held_of), said
    claim = analyse_claim(statement, context.known, context.lower, context.labels)
    months = counted_months(claim, context, everything)
    if months:  # "takes effect on 14 June 2024", counted from a notice: June is no word to find
        claim = replace(claim, words=tuple(w for w in claim.words if w not in months))
    decided = _decide(claim, context, min_coverage, everything)
    verdict = _verify_one(claim, context, min_coverage, everything, reading, decided)
    if claim.negated:
        return verdict, claim
    bridges = bridged_claims(statement, context, list(claim.names))
    identities = [bridge for bridge in bridges if bridge.identity]
    if identities:
        # "The official language of Brazil is Spanish": the claim names the described thing,
        # and the context gives it another name (when it gives the claimed one, the verdict
        # stands: a bridge's name is not sure enough to support a claim on its own)
        if any(bridge.itself for bridge in identities) or not verdict.supported:
            return verdict, claim
        name = identities[0].name.label()
        return Verdict(False, f"{name} is the one described"), claim
    if bridges and all(bridge.itself for bridge in bridges):
        # "The river that flows through Ljubljana empties into the Ljubljanica", which is
        # that river: the claim says the thing of itself
        name = bridges[0].name.label()
        return Verdict(False, f"{name} is the one described; the claim says it of itself"), claim
    unlike_itself = [b for b in bridges if not b.itself]
    if verdict.supported:
        # (both checks read every restatement: each is analysed and decided once)
        restatements = [_restatement(b, context, min_coverage, everything) for b in unlike_itself]
        kept = _said_of_another(
            restatements, verdict, decided[2], context, min_coverage, everything, reading
        )
        kept = _gainsaid_when_named(kept, restatements, context, min_coverage, everything, reading)
        return _tighter_when_named(
            kept, restatements, context, min_coverage, everything, reading
        ), claim
    for bridge in unlike_itself:
        _, other, decided = _restatement(bridge, context, min_coverage, everything)
        found, _, stretch = decided
        if not found.supported:
            continue
        if stretch is None:
            # decided by what the context says of the name as a whole ("the son of Louis
            # XIII and Anne of Austria", for "The mother of Louis XIV was ..."): no passage
            # to weigh
            if bridge.owned:
                return _described(bridge.name.label(), found), claim
            continue
        if all(part.index == bridge.through for part in stretch.parts):
            continue
        if not all(_held(word, stretch) for word in bridge.said):
            continue  # "worked as a ferryman" does not say "as a lock-keeper"
        if not bridge.owned and named_only_by_possessive(bridge.name, stretch.parts, context):
            continue  # (but "his debut novel" is "the debut novel of Idris Fenn")
        restated = _verify_one(other, context, min_coverage, everything, reading, decided)
        if restated.supported:
            return _described(bridge.name.label(), restated), claim
    return verdict, claim


def _described(name: str, verdict: Verdict) -> Verdict:
    """``verdict``, on a claim restated with the name its description stands for, as the
    verdict on the described claim: the same decision and degree, its reason naming the
    one described."""
    return Verdict(
        verdict.supported, f"{name} is the one described; {verdict.reason}", verdict.degree
    )


# A bridge's restatement, as analysed and as ``_decide`` decides it.
_Restated = tuple[Bridge, Claim, _Decided]


def _restatement(
    bridge: Bridge, context: Context, min_coverage: float, everything: _Stretch
) -> _Restated:
    """The bridge with its restatement analysed and decided."""
    other = analyse_claim(bridge.statement, context.known, context.lower, context.labels)
    return bridge, other, _decide(other, context, min_coverage, everything)


def _gainsaid_when_named(
    verdict: Verdict,
    restatements: list[_Restated],
    context: Context,
    min_coverage: float,
    everything: _Stretch,
    reading: _Reading,
) -> Verdict:
    """A supported described claim's verdict, unless the context gives the description one
    name and, said of that name, the claim meets a conflict ("The flower pollinated by the
    Ashwing moth is found on Skelm Island", where it pollinates the Veyle lily and "the Orra
    lily is found on neighbouring Skelm Island"): read apart, the description's words and
    the rest were borne out by sentences about two things."""
    if not verdict.supported or len(restatements) != 1:
        return verdict
    bridge, other, decided = restatements[0]
    reason = decided[0].reason  # (an ``_InsteadOf`` is only ever a conflict's reason)
    if not (isinstance(reason, _InsteadOf) and reason.name == bridge.name.keys):
        return verdict  # only where the context puts another name in the place of this one
    said = _verify_one(other, context, min_coverage, everything, reading, decided)
    return verdict if said.supported else _described(bridge.name.label(), said)


def _tighter_when_named(
    verdict: Verdict,
    restatements: list[_Restated],
    context: Context,
    min_coverage: float,
    everything: _Stretch,
    reading: _Reading,
) -> Verdict:
    """A supported described claim's verdict or, when a restatement with a name the context
    gives the description is borne out more tightly, by a stretch whose sentences are about
    that name as far as their openings show, that restatement's ("Lars Falk set up his own
    workshop in Uppsala", for "The optician who figured the lens set up his own workshop in
    Uppsala"): read apart, the description's words and the rest are borne out loosely, as
    loosely for an answer the context says of another clause, so that the answer said of
    the name ranks above it."""
    if not verdict.supported:
        return verdict
    best = verdict
    for bridge, other, decided in restatements:
        stretch = decided[2]
        if stretch is None or not all(
            _opens_with(part, bridge.name, other) for part in stretch.parts
        ):
            continue  # (not "John Williams is ... Steven Spielberg, his collaborator, was born")
        restated = _verify_one(other, context, min_coverage, everything, reading, decided)
        if restated.supported and restated.strength > best.strength:
            best = _described(bridge.name.label(), restated)
    return best


def _opens_with(part: Sentence, name: NameRun, claim: Claim) -> bool:
    """Whether a sentence is about the name, as far as its opening shows: it opens with no
    name, or with that name, or with one the claim gives."""
    opening = next((run for run in part.names if run.start == 0), None)
    return (
        opening is None
        or _same_name(opening, name)
        or any(_same_name(opening, run) for run in claim.names)
    )


def _said_of_another(
    restatements: list[_Restated],
    verdict: Verdict,
    stretch: _Stretch | None,
    context: Context,
    min_coverage: float,
    everything: _Stretch,
    reading: _Reading,
) -> Verdict:
    """``verdict``, a supported one borne out by ``stretch``, unless the claim's subject is a
    description the context gives a name (one of ``restatements``, the claim's restatements
    that are not said of the name itself: "The director of The Third Man": Carol Reed) and
    the stretch joins the sentence giving that name to one that opens with another name of
    that sentence ("... directed by Carol Reed from a screenplay by Graham Greene." "Graham
    Greene ... was born in 1904"), while said of the name the claim is not borne out."""
    if stretch is None or not restatements:
        return verdict
    named = {bridge.name.keys for bridge, _, _ in restatements}
    through = {bridge.through for bridge, _, _ in restatements}
    rivals = {
        run.keys
        for sentence in context.sentences
        if sentence.index in through
        for run in sentence.names
        if run.keys not in named
    }
    others = [
        part
        for part in stretch.parts
        if part.index not in through
        and any(run.start == 0 and run.keys in rivals for run in part.names)
        and not any(run.keys in named for run in part.names)
    ]
    if not others:
        return verdict
    first: Verdict | None = None
    for bridge, other, decided in restatements:
        said = _verify_one(other, context, min_coverage, everything, reading, decided)
        if said.supported:
            return verdict
        if first is None:
            first = _described(bridge.name.label(), said)
    return first or verdict
