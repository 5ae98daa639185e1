"""Statement extraction for the offline judge: sentences split into self-contained claims.

Pure, deterministic functions over English text (``judges.text`` does the tokenising). A short
answer or a yes/no answer is first turned into a sentence with its question
(``local_answers``). A sentence is split at commas, semicolons, conjunctions and subordinators
where a new subject-and-verb clause starts; a verb phrase joined by "and", or a participle
after a comma, gets the subject of the clause before (the participle said in the past tense
after a clause in the past: "..., cutting power" → "cut power"), and an opening participle
phrase ("Founded in 1921, the firm ...") the subject of the clause after; an apposition after
an opening name and a relative clause after a name become claims of their own; a closing "X
said" is a claim of its own; a pronoun subject is replaced by the subject of the last
sentence's main clause (an "it" that stands for what follows, "it was decided to ...", is
kept); refusals, pleasantries and questions are dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .local_answers import answer_statements, complete_comparison, question_subject
from .local_grammar import (
    PAST_FORMS,
    PREPOSITIONAL_PARTICIPLES,
    is_base_verb,
    is_finite_verb,
    is_participle,
    past_tense,
    verb_base,
)
from .local_grammar import PREPOSITIONS as _GRAMMAR_PREPOSITIONS
from .local_lexicon import canonical_unit
from .text import STOPWORDS, Token, date_spans, split_sentences, tokenize

__all__ = ["extract_statements"]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_AUX = _words(
    "is are was were be been am has have had do does did can could will would shall should "
    "may might must cannot can't won't isn't aren't wasn't weren't doesn't don't didn't "
    "hasn't haven't hadn't shouldn't wouldn't couldn't"
)
_VERBS = _words(
    """
    include includes offer offers provide provides cover covers cost costs take takes took
    get gets got give gives gave need needs require requires allow allows make makes made
    open opens close closes run runs ran start starts end ends last lasts contain contains
    support supports use uses lead leads led become becomes became mean means meant go goes
    went come comes came say says said show shows remain remains reach reaches receive
    receives pay pays paid earn earns hold holds held keep keeps kept store stores let lets
    help helps reduce reduces increase increases cause causes apply applies charge charges
    build builds built win wins won lose loses lost begin begins began sit sits sat stand
    stands stood lie lies grow grows grew rise rises rose fall falls fell sell sells sold buy
    buys bought ship ships send sends sent expire expires depend depends range ranges equal
    equals contain contains carry carries mark marks draw draws serve serves protect protects
    treat treats work works move moves live lives die dies born happen happens occur occurs
    exist exists seem seems appear appears
    """
)
_PAST = frozenset(PAST_FORMS.values()) - _words("read bet bid quit")
_PRONOUNS = _words("it they he she this these its their his her")
_DETERMINERS = _words("a an the its their his her our my your this that these those first")
_SUBJECT_PRONOUNS = _words("it they he she")
_CONNECTIVES = _words(
    "and but so because since although though while whereas therefore thus hence also then plus"
)
_OPENERS = _words(
    "yes no sure well okay ok overall basically actually additionally moreover furthermore "
    "however also so certainly indeed generally"
)
_QUESTION_FILLER = _words(
    "tell know explain describe give list find need want like say mean happen anything "
    "something thing"
)
_SUBORDINATE = r"(?:when|while|whereas|after|before|as|since|until|although|though|because)"
# ("even though", "even if": a concession stays whole)
_SEPARATOR = re.compile(
    rf"\s*;\s*|,\s+(?:{_SUBORDINATE}\s+)?|(?<!\beven)\s+(?:and|but|so|{_SUBORDINATE})\s+"
)
_REPORTING = _words(
    "said says reported reports told announced added confirmed warned explained stated noted "
    "wrote argued insisted believe believes believed estimated estimates"
)
_REFUSAL = re.compile(
    r"\b(?:i (?:do not|don't|did not|didn't) (?:know|have)"
    r"|i(?:'m| am) (?:not sure|unable|afraid|sorry)"
    r"|i (?:cannot|can't|could not|couldn't|was unable to) (?:find|answer|help|say|tell|provide"
    r"|determine|see|confirm|locate)"
    r"|(?:no|not enough|insufficient) (?:relevant )?information"
    r"|not (?:mentioned|provided|specified|stated|covered|included|available) in the"
    # "The context does not mention ...", "it doesn't say that": about the sources, not a
    # claim; "The plan does not cover trip cancellation" is a claim.
    r"|(?:context|text|documents?|passages?|sources?|information|article|excerpts?|materials?)"
    r"(?: provided| given| above)? (?:does not|doesn't|do not|don't) (?:mention|say|specify"
    r"|state|cover|contain)"
    r"|(?:does not|doesn't|do not|don't) (?:mention|say|specify|state|cover|contain)"
    r" (?:that|this|it|these|those|such|any (?:information|details?))"
    r"|as an ai|i apologi[sz]e|sorry,? (?:but )?i|unfortunately,? i)\b"
)
_FILLER = re.compile(
    r"(?:^(?:hope (?:this|that) helps|happy to help|let me know|feel free|thanks?(?: you)?"
    r"|you're welcome|good luck|hello|hi|sorry|apologies)\b|\bgreat question\b)"
)
# Clauses opening with these state a condition, not a claim: they stay with their main clause.
_CONDITIONS = _words("if once when whenever unless until after before as")
# A piece that ends on a span of time: the "before" or "after" clause it opens is its gap.
_GAP_UNITS = r"(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|centuries)"
# ("three months before": a gap in words as exact as in figures; "roughly three months" is
# a hedge, not a gap to check, and "drifted for two days" a duration)
_NOT_GAPS = "roughly about nearly almost around approximately some over than for"
_NO_GAP = "".join(rf"(?<!{w} )" for w in _NOT_GAPS.split(" "))
_GAP_END = re.compile(
    rf"\b(?:\d[\d,.]*|{_NO_GAP}(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))"
    rf"\s+{_GAP_UNITS}\s*$",
    re.I,
)
# A gap in words that a piece ends on after its comma ("..., more than a year", "...,
# shortly").
_WORDED_GAP = re.compile(
    r",\s+(?:(?:more|less|fewer) than\s+|about\s+|almost\s+|nearly\s+|over\s+|some\s+"
    r"|just\s+|only\s+|roughly\s+|around\s+|approximately\s+|barely\s+|exactly\s+)?"
    r"(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several"
    rf"|a few|few|many)\s+{_GAP_UNITS}\s*$|,\s+(?:shortly|soon|just|long|immediately|right)\s*$",
    re.I,
)
_CAUSES_AND_CONTRASTS = _words("because since while although though whereas")
_SUBORDINATORS = _CONDITIONS | _CAUSES_AND_CONTRASTS
_NOT = _words("not never")
_RELATIVE_PRONOUNS = _words("which who whom whose where")
_ADVERBS_BEFORE_VERB = _words(
    "only also usually always often still just then sometimes afterwards later subsequently "
    "eventually finally soon"
)


def _is_verb(word: str) -> bool:
    return (
        word in _AUX or word in _VERBS or (len(word) >= 5 and word.endswith("ed")) or word in _PAST
    )


# Pronouns after which a verb stands in its bare form ("they overwinter").
_BARE_VERB_SUBJECTS = _words("they we you i")


def _has_verb(tokens: tuple[Token, ...], raw: str) -> bool:
    if any(op in raw for op in ("=", "<", ">", "\u2264", "\u2265")):
        return True
    kept = [t for t in tokens if not t.is_number]
    words = [t.text for t in kept]
    for index, word in enumerate(words):
        before = words[index - 1] if index else ""
        if before in _DETERMINERS or before in ("to", "than", "as"):
            continue  # "its first cut", "to win", "than expected": not a verb of its own
        if word in _AUX or (len(word) >= 5 and word.endswith("ed")) or word in _PAST:
            return True
        if (
            index == 1
            and before in _BARE_VERB_SUBJECTS
            and word.isalpha()
            and word not in STOPWORDS
        ):
            return True  # "They overwinter in Mexico": after "they" a verb the lists lack
        if (
            index > 0
            and before not in _GRAMMAR_PREPOSITIONS
            and verb_base(word) is not None
            and not word.endswith("ing")
            and not (is_participle(word) and word not in _PAST)  # "objects taken from"
            and (index < len(words) - 1 or (before.endswith("s") and not word.endswith("s")))
            and not (not kept[index - 1].capitalised and _disagrees(before, word))
        ):
            return True  # "a coastal path links the villages", "about 100 copies survive"
        # Many listed verbs are also nouns ("support", "cost"); as the last word they are nouns.
        if word in _VERBS and index < len(words) - 1:
            if is_participle(word) and word not in _PAST and verb_base(word) != word:
                continue  # "a sculptor born in Oslo": a participle only, no clause's verb
            return True
    return False


# Plural nouns that do not end in "s", and the pronouns that take a verb's base form.
_PLURAL_SUBJECTS = _words("people children men women police staff cattle i you we they")


def _disagrees(before: str, word: str) -> bool:
    """Whether a base form cannot be the verb of the word before it: a singular subject takes
    "lights", not "light" ("blue and red light most strongly": a noun, not a clause). (Not
    asked of a capitalised word, which may name a people: "a Prussian force under ...")"""
    return verb_base(word) == word and not before.endswith("s") and before not in _PLURAL_SUBJECTS


def _starts_with_verb(tokens: tuple[Token, ...]) -> bool:
    """Whether a clause has no subject of its own: "opened in 1958", "not turned off"."""
    words = [t.text for t in tokens[:3] if not t.is_number]
    if not words or tokens[0].is_number:
        return False
    if words[0] in _ADVERBS_BEFORE_VERB:
        words = words[1:]
    if not words:
        return False
    if words[0] in _NOT:
        return len(words) > 1 and _is_verb(words[1])
    return _is_verb(words[0])


def _strip_lead(text: str) -> str:
    """Drop leading connectives ("and", "because") and comma-led openers ("Yes,")."""
    while True:
        stripped = text.lstrip(" ,;:-\u2013\u2014")
        match = re.match(r"([A-Za-z]+)(,?)\s+", stripped)
        if match is None:
            return stripped
        word = match.group(1).lower()
        if word in _CONNECTIVES or (word in _OPENERS and match.group(2)):
            text = stripped[match.end() :]
            continue
        return stripped


def _subject(statement: str) -> str | None:
    """The words before the first verb when they look like a subject ("Tokyo Tower",
    "Employees", "A storm with winds of 150 km/h"), skipping an opening subordinator ("Once
    versioning is enabled") and an apposition set off by commas ("Tokyo Tower, a tower in
    Minato, is ..."), and an opening time ("In 2020 the Civic Front won ..."). Pronouns are
    not subjects."""
    statement = _OPENING_TIME.sub("", statement)
    head = statement.split(",", 1)[0]
    tokens = tokenize(head)
    if tokens and tokens[0].text in _SUBORDINATORS:
        tokens = tokens[1:]
    if not tokens or tokens[0].text in _PRONOUNS or (tokens[0].is_number and not _counted(tokens)):
        return None
    if tokens[0].text in STOPWORDS and tokens[0].text not in ("the", "you", "we", "a", "an"):
        return None
    for index, token in enumerate(tokens):
        if token.capitalised and index and tokens[index - 1].capitalised:
            continue  # "The Kestrel Open is ...": a word of a name, not a verb
        if not token.is_number and _is_verb(token.text):
            if not 1 <= index <= 10:
                return None
            found = head[tokens[0].start : tokens[index - 1].end]
            # "Margarethe Vossberg (1889-1967) was ...": the name, not its bracket
            return _BRACKET.sub("", found).strip() or None
    if head != statement and len(tokens) <= 6:
        return head[tokens[0].start :]  # the verb comes after the apposition
    return None


def _counted(tokens: tuple[Token, ...]) -> bool:
    """Whether the tokens open with a count of people or things ("14 volunteers"), not a
    year, a date or an amount in units."""
    if len(tokens) < 2 or len(tokens[0].text) == 4 or tokens[1].is_number:
        return False
    second = tokens[1]
    return not second.capitalised and second.is_content and canonical_unit(second.text) is None


# A time a clause opens with, before its subject ("In 2020 the Civic Front won ...").
_OPENING_TIME = re.compile(
    r"^(?:in|by|from|until|after|before|since)\s+(?:(?:early|mid|late)\s+)?\d{4}s?,?\s+(?=\S)",
    re.IGNORECASE,
)

# A bracketed part of a subject, closed or cut off by the verb after it.
_BRACKET = re.compile(r"\s*\([^()]*(?:\)|$)")

# A subject that is a named person's thing ("Clara Voss's connection to Hemlin Brewery").
_CAPITALISED_WORDS = r"(?:[A-Z][\w-]*\s+)*[A-Z][\w-]*"
_POSSESSOR = re.compile(rf"^(?P<name>{_CAPITALISED_WORDS})'s\s+[a-z]")


# A name with a possessive after it, anywhere in a statement ("ended Napoleon's rule").
_OWNER = re.compile(rf"\b({_CAPITALISED_WORDS})'s\b")


# A subject that is a name of two words or more ("Marta Lindqvist").
_NAMED = re.compile(r"^[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)+$")


def _thing(subject: str) -> bool:
    """Whether a subject is a common noun phrase, no name ("The defeat", "A storm"): no
    person a "he" or "she" stands for."""
    words = subject.split()
    return (
        len(words) >= 2
        and words[0].lower() in ("the", "a", "an")
        and not any(w[:1].isupper() for w in words[1:])
    )


def _its_owner(answered: str | None) -> str | None:
    """The name an opening "its" stands for after a short answer that gave one ("Cob Cottage
    - its wheat reed is ..."); none after a sentence, whose subject may be the person who
    made the thing the "its" is of ("Wright designed Fallingwater ... Its terraces ...")."""
    if answered and _NAMED.match(answered) and not _coordinated(answered):
        return answered
    return None


def _coordinated(subject: str) -> bool:
    """Whether a subject joins two or more with "and" ("James Watson and Francis Crick"): a
    "he" or "she" does not stand for it."""
    return re.search(r"\band\b", subject) is not None


# The sets of a score, one after another ("7-5, 3-6, 6-4").
_SCORE_END = re.compile(r"\b\d{1,2}[-\u2013]\d{1,2}$")
_SCORE_START = re.compile(r"\d{1,2}[-\u2013]\d{1,2}\b")
# A role "as" gives the subject pronoun after it ("as a woman she was barred").
_ROLE_BEFORE_SUBJECT = re.compile(
    r"((?:an?|the|his|her|their)\s+[a-z]+(?:\s+[a-z]+)?)\s+(?=(?:he|she|they)\s)"
)
# A joining word left at the end of a clause whose next clause was split off (", yet").
_DANGLING_JOIN = re.compile(r",\s*(?:yet|and|but|so)$")


def _finish(statement: str) -> str:
    statement = _strip_lead(statement).strip().rstrip(" .;:,!")
    statement = _DANGLING_JOIN.sub("", statement)
    if statement and statement[0].islower():
        statement = statement[0].upper() + statement[1:]
    return statement


def _is_claim(statement: str) -> bool:
    lowered = statement.lower().replace("\u2019", "'")
    if not statement or statement.endswith("?"):
        return False
    if _REFUSAL.search(lowered) or _FILLER.search(lowered):
        return False
    return any(t.is_content for t in tokenize(statement))


_FIRST_WORD = re.compile(r"[^\w]*([^\W\d_]+)")


def _first_word(text: str) -> str:
    match = _FIRST_WORD.match(text)
    return match.group(1).lower() if match else ""


_ONLY = re.compile(r"^\W*only\s+", re.IGNORECASE)


def _opens_condition(text: str) -> bool:
    """Whether the text opens with a condition ("if ...", "once ...", "only when ...")."""
    return _first_word(_ONLY.sub("", text)) in _CONDITIONS


_NOUN_DETERMINERS = frozenset(("the", "a", "an", "its", "their", "our", "his", "her", "both"))


def _shared_noun(before: tuple[Token, ...], after: tuple[Token, ...]) -> bool:
    """Whether "and" joins two names that share the noun after the second ("the Pro and
    Enterprise plans", "the Gold or Silver tiers"): a determiner and a name before it, a name
    and a plural after it, and after that at most one word that is no verb ("only")."""
    if len(before) < 2 or not before[-1].capitalised or before[-2].text not in _NOUN_DETERMINERS:
        return False
    names = 0
    while names < len(after) and after[names].capitalised and not after[names].is_number:
        names += 1
    rest = after[names + 1 :]
    return (
        0 < names < len(after)
        and after[names].text.endswith("s")
        and len(rest) <= 1
        and all(not _is_verb(t.text) for t in rest)
    )


def _clauses(sentence: str) -> list[str]:
    """Split a sentence into clauses that each make a claim.

    A piece after a comma, semicolon, "and", "but", "so", or a subordinator ("because",
    "after", "while", "when" ...) starts a new clause when it has a subject and a verb; a verb
    phrase joined by "and"/"but" ("... and opened in 1958") or a participle after a comma
    ("..., leaving 60,000 homes without power") becomes a clause with the subject of the one
    before; a closing "X said" stays with the clause it reports; anything else (a list item,
    two names sharing the plural after them as in "the Pro and Enterprise plans", an
    apposition) stays with its clause, and a condition ("if ...", "once ...", a "when"
    before or after its clause, a "since" of time after it with no comma) stays with the
    clause it conditions.
    """
    pieces: list[tuple[str, str]] = []
    separator, position = "", 0
    dated = date_spans(sentence)
    for match in _SEPARATOR.finditer(sentence):
        if any(a < match.start() < b for a, b in dated):
            continue  # "born April 7, 1939": the comma is the date's
        pieces.append((separator, sentence[position : match.start()]))
        separator, position = match.group(0), match.end()
    pieces.append((separator, sentence[position:]))

    chunks: list[str] = []
    current = ""
    conditional = False  # current opens with a condition still waiting for its main clause
    previous = ""  # the piece before this one
    verbal = False  # current is a participle clause given its subject: it has its verb
    for number, (separator, piece) in enumerate(pieces):
        last, previous = previous, piece
        if not current:
            current = piece
            verbal = False
            conditional = _opens_condition(_strip_lead(piece))
            continue
        clean = _strip_lead(piece)
        tokens = tokenize(clean)
        body = _strip_lead(current)
        body_tokens = tokenize(body)
        if separator.strip() == ";" and _has_verb(body_tokens, body):
            chunks.append(current)  # a semicolon always ends a claim
            current = clean
            verbal = False
            conditional = _opens_condition(clean)
            continue
        if _joined_subject_follows(separator, piece, pieces[number + 1 :]) and _has_verb(
            body_tokens, body
        ):
            # "..., and Howard Florey and Ernst Chain later developed it": a new clause whose
            # subject the comma and its "and" open
            chunks.append(current)
            current = clean
            verbal = conditional = False
            continue
        if not verbal and not _has_verb(body_tokens, body):
            current += separator + piece
            # "Only" + "when ...": the condition opens with the words before the separator
            conditional = conditional or _opens_condition(_strip_lead(current))
            continue
        if separator.strip() == "," and _is_attribution(tokens):
            chunks.append(current)  # "..., the agency said": who makes the claim
            chunks.append(clean)
            current = ""
            verbal = False
            continue
        if separator.strip() == "," and _SCORE_END.search(last) and _SCORE_START.match(clean):
            current += separator + piece  # "won 7-5, 3-6, 6-4 to reach ...": one score
            continue
        if separator.strip() == "and" and re.match(r"an?\s+(?:half|quarter|third)\b", clean):
            current += separator + piece  # "two and a half lengths": one number
            continue
        if separator.strip() == "and" and re.search(r"\bbetween\s+(?:\S+\s+){0,3}\S+$", last):
            current += separator + piece  # "flies between Bergen and Reykjavik": one place
            continue
        if separator.strip() in ("and", "or") and not _has_verb(tokenize(last), last):
            current += separator + piece  # "demand in Europe and the US fell": one subject
            continue
        if separator.strip() in ("and", "or") and _shared_noun(tokenize(last), tokens):
            current += separator + piece  # "on the Pro and Enterprise plans": one noun
            continue
        if separator.strip() in ("before", "after") and _GAP_END.search(last):
            current += separator + piece  # "57 years before Sony got its start": the gap
            continue
        if (
            separator.strip() in ("before", "after")
            and pieces[number - 1][0].strip() in _CAUSES_AND_CONTRASTS
            and not _has_verb(tokenize(last), last)
        ):
            # "because peace after the war made it unnecessary": the subject of the clause
            # the subordinator opens is a noun phrase the "after" is part of
            current += separator + piece
            continue
        if separator.strip() in ("before", "after") and _has_verb(tokens, clean):
            # "..., more than a year before the USSR was dissolved": a gap in words, which
            # says nothing without its "before"; the clauses are claims of their own
            current = _WORDED_GAP.sub("", current)
        # "carried-over days expire": a hyphenated opener is a compound word, not a verb.
        compound = "-" in clean.split(maxsplit=1)[0] if clean.strip() else False
        # ("..., having sold her stake": a perfect participle's phrase has no subject either)
        perfect = bool(tokens) and tokens[0].text == "having"
        subjectless = (_starts_with_verb(tokens) or perfect) and not compound
        relative = _first_word(clean) in _RELATIVE_PRONOUNS
        own = _before_relative(tokens)  # "songwriter who grew up": the verb is the clause's
        concession = re.match(r"even\s+(?:if|when|though|after|before)\b", clean, re.I)
        if _has_verb(own, clean) and not subjectless and not relative:
            during = separator.strip() == "while" and _modal(body_tokens)
            if conditional or separator.strip() in ("when", "since") or during or concession:
                # "He was 30 when he won the title", "... since she retired", "may fail over
                # while the error rate is low", "..., even if the host is absent": the time or
                # the concession a claim holds with is part of it (", since demand was high"
                # is a cause: the comma keeps it apart; "sales rose while costs fell", with
                # no modal to hold in a time, is a contrast)
                current += separator + piece
                conditional = False
            else:
                chunks.append(current)
                current = clean
                if separator.strip() == "as" and (role := _ROLE_BEFORE_SUBJECT.match(clean)):
                    # "as a woman she was barred": "as" gives her role, not a time; the clause
                    # is "she was barred ... as a woman"
                    current = f"{clean[role.end() :]} as {role.group(1)}"
                verbal = False
                conditional = _opens_condition(clean)
            continue
        joined = separator.strip() in ("and", "but") or piece.lstrip().lower().startswith(
            ("and ", "but ")
        )
        participle = separator.strip() == "," and _participle_clause(tokens)
        if ((joined and subjectless) or participle) and not conditional:
            last = re.split(r",\s+", body)[-1]
            subject = _subject(body) or _subject(last)
            # else the pronoun opening the clause before, or its main clause after an opening
            # one, resolved later: "it opened ... and draws ...", "Before it was controlled,
            # it destroyed ... but spared ..."
            for part in (body, last):
                opener = part.split(maxsplit=1)[0] if part.strip() else ""
                if subject is None and opener.lower() in _SUBJECT_PRONOUNS:
                    subject = opener
            chunks.append(current)
            said = _perfect(clean)
            if participle and subject:
                said = _finite(said, body)
            current = f"{subject} {said}" if subject else clean
            verbal = participle  # "revenue beating the market": a claim of its own
            continue
        current += separator + piece
    if current:
        chunks.append(current)
    return _open_participle(chunks)


_NAMES_AFTER_AND = re.compile(r"(?:and|but)\s+(?:[A-Z][\w'.-]*\s+){0,3}[A-Z][\w'.-]*$")


def _joined_subject_follows(
    separator: str, piece: str, following: Sequence[tuple[str, str]]
) -> bool:
    """Whether a piece after a comma is "and" or "but" and a name, and the next piece, after
    "and", has a verb: the two name the subject of a new clause (", and Howard Florey" + "and
    Ernst Chain later developed it")."""
    if separator.strip() != "," or not _NAMES_AFTER_AND.match(piece.strip()):
        return False
    if not following:
        return False
    joint, after = following[0]
    return joint.strip() == "and" and _has_verb(tokenize(after), after)


_MODALS = _words("can cannot may might must should could")


def _modal(tokens: Sequence[Token]) -> bool:
    """Whether a clause says what may or must be done ("on-call can fail over")."""
    return any(t.text in _MODALS for t in tokens)


def _open_participle(chunks: list[str]) -> list[str]:
    """The clauses with the opening participle phrases said of the next clause's subject
    ("Founded in 1921, the firm was bought in 1988": "the firm was founded in 1921"; "it"
    and the like are resolved later, as any pronoun subject)."""
    leading = 0
    while leading < len(chunks) - 1 and _passive_opening(chunks[leading]):
        leading += 1
    if not leading:
        return chunks
    main = chunks[leading]
    subject = _subject(main)
    opener = main.split(maxsplit=1)[0] if main.strip() else ""
    if subject is None and opener.lower() in _SUBJECT_PRONOUNS:
        subject = opener
    if subject is None:
        return chunks
    be = "were" if subject.lower() == "they" or _coordinated(subject) else "was"
    said = [
        f"{subject} {_perfect(c)}" if _HAVING.match(c) else f"{subject} {be} {c[0].lower()}{c[1:]}"
        for c in chunks[:leading]
    ]
    return [*said, *chunks[leading:]]


# "Having missed the ferry": a perfect participle's phrase, said with "had".
_HAVING = re.compile(r"^having\s+(?=\w)", re.IGNORECASE)


def _finite(clause: str, before: str) -> str:
    """A participle clause said in the past tense when the clause before it is in the past
    ("The storm hit the coast, leaving 60,000 homes without power" → "left 60,000 homes
    ..."); as it is otherwise."""
    first, _, rest = clause.partition(" ")
    low = first.lower()
    base = verb_base(low) if low.endswith("ing") else None
    if base is None or not rest:
        return clause
    if not any(t.text in _PAST or t.text.endswith("ed") for t in tokenize(before)):
        return clause
    return f"{past_tense(base)} {rest}"


def _perfect(clause: str) -> str:
    """A participle clause with "having" said as a past perfect ("having never won" → "had
    never won"); any other clause as it is."""
    return _HAVING.sub("had ", clause)


def _passive_opening(chunk: str) -> bool:
    """Whether a clause is a past participle's phrase with no subject ("Founded in 1921",
    "granted only a 20-year permit"), not "Writing for the panel" or "Pending approval"."""
    tokens = tokenize(chunk)
    if len(tokens) > 2 and tokens[0].text == "having":
        tokens = tokens[1:]  # "Having missed Tuesday's ferry"
    if len(tokens) < 2 or not is_participle(tokens[0].text):
        return False
    return not tokens[0].text.endswith("ing") and verb_base(tokens[0].text) is not None


def _before_relative(tokens: tuple[Token, ...]) -> tuple[Token, ...]:
    """The tokens of a piece before its first relative pronoun."""
    for index, token in enumerate(tokens):
        if index and not token.is_number and token.text in _RELATIVE_PRONOUNS | {"that"}:
            return tokens[:index]
    return tokens


def _is_attribution(tokens: tuple[Token, ...]) -> bool:
    """Whether a piece only says who said it ("the agency said", "officials reported")."""
    words = [t.text for t in tokens if not t.is_number]
    return 1 <= len(words) <= 6 and words[-1] in _REPORTING


def _participle_clause(tokens: tuple[Token, ...]) -> bool:
    """Whether a piece is a participle clause ("leaving 60,000 homes without power")."""
    if not tokens or tokens[0].is_number:
        return False
    word = tokens[0].text
    if word in PREPOSITIONAL_PARTICIPLES:
        return False  # "..., following problems with the software": a preposition
    return word.endswith("ing") and len(word) > 4 and verb_base(word) is not None


_APPOSITION = re.compile(
    r"^(?P<subject>(?:[A-Z][\w'\u2019&.-]*\s+){0,4}[A-Z][\w'\u2019&.-]*),\s+"
    r"(?P<apposition>(?:the|a|an)\s[^,]+?),\s+(?P<rest>[a-z].*)$"
)
# An apposition after a name inside a sentence ("agreed to buy Pellbridge Cold Storage, a
# family-owned warehousing firm in Stourfield, for £38 million"), and the word after it.
_INNER_APPOSITION = re.compile(
    r"(?P<name>\b(?:[A-Z][\w'\u2019&.-]*\s+){0,4}[A-Z][\w'\u2019&.-]*),\s+"
    r"(?P<apposition>(?:the|a|an)\s[^,;:()]+?),\s+(?P<follows>[a-z]+)\b"
)
_JOINS = frozenset(["and", "but", "or", "nor", "so", "yet", "while", "whereas", "which", "who"])
_CLAUSE_WORDS = frozenset(["that", "which", "who", "whom", "whose", "where", "when"])
_OBJECT_RELATIVE_SUBJECTS = frozenset(["he", "she", "they", "we", "i", "it"])


def _clause_like(tokens: tuple[Token, ...]) -> bool:
    """Whether words set off after a name make a clause, not a noun phrase: an auxiliary, a
    relative word, or a past form before its object ("the Titanic hit an iceberg"; not
    "a family-owned refrigerated warehousing firm")."""
    for index, token in enumerate(tokens):
        if token.text in _AUX or token.text in _CLAUSE_WORDS:
            return True
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        past = token.text in _PAST or (token.text.endswith("ed") and verb_base(token.text))
        if index and past and following is not None and following.text in _DETERMINERS:
            return True
    return False


# (a name may end with a noun for a body of people: "the Kestrel team, which owns ...")
_RELATIVE_CLAUSE = re.compile(
    r"(?P<antecedent>\b(?:[A-Z][\w'\u2019.-]*\s+(?:&\s+)?){0,3}[A-Z][\w'\u2019.-]*"
    r"(?:\s+(?:team|group|department|division|unit|committee|squad))?),\s+"
    r"(?P<pronoun>who|which|whom|whose)\s+(?P<clause>[^,;]+?)(?=,\s|;|$)"
)


# A name and an apposition that ends with a preposition before another name ("Alasdair
# Hendry, a schoolteacher from Skye"): a "who" after that name is the first.
_APPOSED_PLACE = re.compile(
    r"(?P<name>\b(?:[A-Z][\w'\u2019.-]*\s+){0,3}[A-Z][\w'\u2019.-]*),\s+(?:a|an|the)\s+"
    r"(?:[a-z][\w-]*\s+){1,4}(?:from|in|of|at|near)\s+$"
)


def _reshape(sentence: str) -> list[str]:
    """A sentence with its side claims pulled out as sentences of their own: an apposition
    after an opening name ("Wilko, the chain founded in 1930, has collapsed" → "Wilko has
    collapsed" and "Wilko is the chain founded in 1930"), and a relative clause after a name
    ("..., beating Katrin Jakobsdottir, who took 25%" → "Katrin Jakobsdottir took 25%"; see
    ``_relative_statement``), and a closing "with" of where a share went ("..., with almost
    40 per cent going to working households" → "almost 40 per cent went to working
    households")."""
    text = sentence.strip().rstrip(".")
    extra: list[str] = []
    text, denied = _rather(text)
    if denied:
        extra.append(denied)
    absolute = _ABSOLUTE_WITH.search(text)
    if absolute is not None:
        # ", with almost 40 per cent going to households in work": a claim of its own
        verb = _ABSOLUTE_PAST[absolute["verb"].lower()]
        extra.append(f"{absolute['subject'].strip()} {verb} {absolute['rest']}")
        text = text[: absolute.start()]
    match = _APPOSITION.match(text)
    if match is not None:
        rest_tokens = tokenize(match["rest"])
        if rest_tokens and (_starts_with_verb(rest_tokens) or rest_tokens[0].text in _AUX):
            extra.append(f"{match['subject']} is {match['apposition']}")
            text = f"{match['subject']} {match['rest']}"
    for inner in list(_INNER_APPOSITION.finditer(text))[::-1]:
        if inner["follows"] in _JOINS:
            continue  # "Ardo, a port, and Besk, a town, ...": a list
        if _clause_like(tokenize(inner["apposition"])):
            continue  # a clause of its own, not a noun phrase ("the firm that has ...")
        extra.insert(0, f"{inner['name']} is {inner['apposition']}")
        text = text[: inner.end("name")] + " " + text[inner.start("follows") :]
    for relative in list(_RELATIVE_CLAUSE.finditer(text))[::-1]:
        clause_tokens = tokenize(relative["clause"])
        if not clause_tokens or not (
            _has_verb(clause_tokens, relative["clause"])
            or (relative["pronoun"] != "whose" and is_finite_verb(clause_tokens[0].text))
        ):
            continue  # ("which owns the ledger-sync service": its verb opens it)
        if relative["antecedent"].split()[0].lower() in STOPWORDS:
            continue
        antecedent = relative["antecedent"]
        if relative["pronoun"] == "who":
            apposed = _APPOSED_PLACE.search(text[: relative.start("antecedent")])
            if apposed is not None:
                antecedent = apposed["name"]  # "A, a teacher from Skye, who ...": A, not Skye
        said = _relative_statement(antecedent, relative["pronoun"], relative["clause"])
        if said is None:
            continue
        opener, _, said_rest = said.partition(" ")
        owner = _subject(text)
        if opener.lower() in ("he", "she") and owner is not None and said_rest:
            said = f"{owner} {said_rest}"  # "which she founded": the sentence's subject did
        extra.insert(0, said)
        after = text[relative.end() :]
        before = text[: relative.start("antecedent")]
        opening = not before.strip() or not _has_verb(tokenize(before), before)
        if opening and _SUBJECT_COMMA.match(after):
            after = after[1:]  # "Wembley Stadium, which hosted ..., opened": no comma left
        text = text[: relative.end("antecedent")] + after
    return [text, *extra]


# A closing ", with <amount or share> going to ...": what went where, said on its own.
_ABSOLUTE_PAST = {"going": "went", "coming": "came"}
_ABSOLUTE_WITH = re.compile(
    r",\s+with\s+(?P<subject>(?:[\w'%.-]+\s+){1,6}?)(?P<verb>going|coming)\s+(?P<rest>[^,;]+)$"
)


# A comma closing a relative clause after the subject, before the main clause's verb phrase.
_SUBJECT_COMMA = re.compile(r",\s+(?!(?:and|but|or|while|whereas|although|though)\b)[a-z]")


_RATHER = re.compile(r"\s*,?\s+(?:rather\s+than|instead\s+of)\s+", re.IGNORECASE)
_RATHER_PREPOSITIONS = _words("for to in at by on with from as into")
_CLOSING_NAME = re.compile(r"\s(?:[A-Z][\w'\u2019&.-]*\s+){0,3}[A-Z][\w'\u2019&.-]*$")
_NEGATED_AUX = _words("is are was were has have had can could will would should may must")


def _rather(text: str) -> tuple[str, str]:
    """A clause "A rather than B" (or "instead of") as what it affirms and what it denies:
    "It was given for the photoelectric effect rather than for relativity" → ("It was
    given for the photoelectric effect", "It was not given for relativity"; "chose Ardby
    rather than Besk" → "did not choose Besk"). The denial is "" when the part B replaces
    cannot be found (B opens with no preposition A has and is no name closing A) or the
    clause has no verb to deny."""
    parts = _RATHER.split(text, maxsplit=1)
    if len(parts) != 2 or not parts[0].strip() or not parts[1].strip():
        return text, ""
    affirmed, other = parts[0].strip(), parts[1].strip()
    opener = other.split()[0].lower()
    at = affirmed.lower().rfind(f" {opener} ")
    if opener not in _RATHER_PREPOSITIONS:
        named = _CLOSING_NAME.search(affirmed)
        at = named.start() if named is not None and other[:1].isupper() else -1
    if at < 0:
        return affirmed, ""
    words = affirmed[:at].split()
    verb = next((i for i, w in enumerate(words) if i and w.lower() in _NEGATED_AUX), None)
    if verb is not None:
        negated = [*words[: verb + 1], "not", *words[verb + 1 :]]
    else:
        verb = next(
            (
                i
                for i, w in enumerate(words)
                if i and (w.lower() in _PAST or w.lower().endswith("ed")) and verb_base(w.lower())
            ),
            None,
        )
        if verb is None:
            return affirmed, ""
        negated = [
            *words[:verb],
            "did",
            "not",
            verb_base(words[verb].lower()) or "",
            *words[verb + 1 :],
        ]
    return affirmed, " ".join([*negated, other])


def _relative_statement(antecedent: str, pronoun: str, clause: str) -> str | None:
    """What a relative clause says of its name: "Ana Ruiz, who was born in Lyon" → "Ana Ruiz
    was born in Lyon"; "Richard III, whom Henry VII defeated at Bosworth" → "Henry VII
    defeated Richard III at Bosworth" (the name after the clause's first verb), as is a
    "which" clause with a pronoun subject ("Foxglove & Pine, which she founded in 2005" →
    "she founded Foxglove & Pine in 2005"); "Ana Ruiz, whose father was a painter" → "Ana
    Ruiz's father was a painter". None when such a clause has no verb after its subject."""
    if pronoun == "whose":
        return f"{antecedent}' {clause}" if antecedent.endswith("s") else f"{antecedent}'s {clause}"
    words = clause.split()
    if pronoun == "which" and len(words) > 1 and words[0].lower() in _OBJECT_RELATIVE_SUBJECTS:
        pronoun = "whom"  # "Foxglove & Pine, which she founded in 2005": she founded it
    if pronoun != "whom":
        return f"{antecedent} {clause}"
    verb = next((i for i, w in enumerate(words) if i and _is_verb(w.lower())), None)
    if verb is None:
        return None
    return " ".join([*words[: verb + 1], antecedent, *words[verb + 1 :]])


# "It was the co-pilot, Aino Virtanen, who founded the festival": a cleft sentence, and the
# words that may open the noun phrase it singles out.
_CLEFT = re.compile(r"^It\s+(?:was|is)\s+(?P<focus>.+?),?\s+(?:who|that)\s+(?P<rest>.+)$")
_CLEFT_DETERMINERS = frozenset(["the", "a", "an", "his", "her", "its", "their"])


def _uncleft(sentence: str) -> str:
    """A cleft sentence said plainly ("It was Aino Virtanen who founded it" → "Aino
    Virtanen founded it", "It was in 1999 that she left" → "In 1999 she left"), when what it
    singles out is named or opens with a preposition ("It is a city that lies on the Rhine"
    keeps its "it"); any other sentence as it is."""
    match = _CLEFT.match(sentence.strip())
    if match is None:
        return sentence
    focus = match["focus"]
    words = focus.split()
    first = words[0].lower()
    if first in _GRAMMAR_PREPOSITIONS:
        pass  # "It was in 1999 that ..."
    elif not (words[0][:1].isupper() or first in _CLEFT_DETERMINERS) or not any(
        w[:1].isupper() for w in words
    ):
        return sentence  # "It is named after X, who ...", "It is a city that ...": no cleft
    closed = "," if "," in focus else ""  # (an apposition closes before the verb)
    return f"{focus[:1].upper()}{focus[1:]}{closed} {match['rest']}"


# A lead that only echoes the yes of the answer before a colon ("Both did: Bohr received it
# in 1922 ...").
_LEAD = re.compile(
    r"^\s*(?:both|they|he|she|it|each)\s+(?:did|do|does|was|were|is|are|has|have)\s*:\s*",
    re.IGNORECASE,
)
# A second subject whose verb is left out ("Bohr received it in 1922 and Heisenberg in 1932"):
# the first clause's subject, verb phrase and preposition, then the second subject and what
# follows its preposition.
_GAPPED = re.compile(
    r"^(?P<subject>(?:[A-Z][\w'\u2019.-]*\s+){0,3}[A-Z][\w'\u2019.-]*)\s+"
    r"(?P<verb>[a-z][^,;]*?)\s+(?P<preposition>in|on|at|by|for|from|to|with)\s+[^,;]+?"
    r",?\s+and\s+(?P<other>(?:[A-Z][\w'\u2019.-]*\s+){0,3}[A-Z][\w'\u2019.-]*)\s+"
    r"(?P=preposition)\s+(?P<rest>[^,;]+)$"
)


def _ungapped(clause: str) -> list[str]:
    """A clause whose second subject's verb is left out, as two clauses: "Bohr received it
    in 1922 and Heisenberg in 1932" → "Bohr received it in 1922", "Heisenberg received it in
    1932". Any other clause as it is, and one whose verb phrase holds a name, which the
    second name may stand for instead ("moved to Paris in 1990 and Berlin in 1995")."""
    match = _GAPPED.match(clause.strip().rstrip("."))
    if match is None or _has_verb(tokenize(match["rest"]), match["rest"]):
        return [clause]
    if any(word[:1].isupper() for word in match["verb"].split()):
        return [clause]  # "moved to Paris in 1990 and Berlin in 1995": Berlin is no subject
    first = clause[: match.start("other")].rstrip().removesuffix("and").rstrip(" ,")
    second = f"{match['other']} {match['verb']} {match['preposition']} {match['rest']}"
    return [first, second]


# An "it" that stands for what follows ("It was decided in July 2020 to rebuild the spire").
_EXPLETIVE = re.compile(r"^it\s+(?:is|was|has\s+been|had\s+been)\s+\w+ed\b.*?\b(?:to|that)\b", re.I)


# A run of capitalised words and the word after it ("Björn Borg beat").
_QUESTION_NAME = re.compile(r"((?:[A-Z][\w'\u2019-]*\s+)*[A-Z][\w'\u2019-]*)\s+(\w+)")


def _doer_in_question(question: str, predicate: str, subject: str) -> str | None:
    """The name the question puts right before the verb a pronoun's statement opens with,
    other than the question's subject ("Was Jimmy Connors the player Björn Borg beat ...?"
    and "he beat Ilie Năstase": Björn Borg); None when the question has no such name."""
    verb = predicate.split(maxsplit=1)[0].lower() if predicate.strip() else ""
    if not verb or verb in _AUX or not _is_verb(verb):
        return None
    for match in _QUESTION_NAME.finditer(question):
        name, following = match.group(1), match.group(2).lower()
        if following != verb or len(name.split()) < 2:
            continue
        if name.split()[0].lower() in _AUX or name in subject or subject in name:
            continue
        return name
    return None


def extract_statements(answer: str, question: str = "") -> tuple[str, ...]:
    """Statements of ``answer``: a short answer or a yes/no answer is first turned into a
    sentence with its question (``local_answers``); a sentence is parted at a colon before an
    instruction ("...: take one tablet each evening"); sentences are split into clauses, pronoun
    subjects resolved (an opening pronoun with no subject yet refers to what the question asks
    about), a comparison completed with the option of the question it is made against,
    refusals, pleasantries and questions dropped. Deterministic."""
    statements: list[str] = []
    built = answer_statements(question, answer) if question else None
    answered: str | None = None  # the name a short answer gives, as its sentence's subject
    if built is not None:
        statements.extend(s for s in built[0] if _is_claim(s))
        answer = built[1]
        answered = _subject(built[0][0]) if built[0] else None
    subject: str | None = question_subject(question) if question else None
    latest: str | None = None  # the subject of the latest clause that has one
    possessor: str | None = None  # the last name the latest clause gives a thing of
    person = subject if subject and _NAMED.match(subject) else None  # the latest named one
    for sentence in (s for whole in split_sentences(answer) for s in _at_instruction(whole)):
        main, *extras = _reshape(_LEAD.sub("", _uncleft(sentence)))
        clauses = [(g, True) for c in _clauses(main) for g in _ungapped(c)] + [
            (c, False) for e in extras for c in _clauses(e)
        ]
        for number, (clause, tracks) in enumerate(clauses):
            statement = _finish(clause)
            if not _is_claim(statement):
                continue
            first = statement.split(maxsplit=1)
            if not tracks:
                if statement not in statements:
                    statements.append(statement)
                continue
            if _is_attribution(tokenize(statement)):
                if statement not in statements:
                    statements.append(statement)
                continue  # "INDEC reported" is no one a later "it" stands for
            if _EXPLETIVE.match(statement):
                pass  # "It was decided in 2020 to rebuild it": the "it" stands for no one
            elif subject and len(first) == 2 and first[0].lower() in _SUBJECT_PRONOUNS:
                referent = subject
                if first[0].lower() in ("he", "she") and latest and _coordinated(subject):
                    referent = latest  # "A and B proposed it, and C did not share it, as she"
                owner = _POSSESSOR.match(subject)
                if first[0].lower() in ("he", "she") and owner is not None:
                    referent = owner["name"]  # "Clara Voss's connection to ...": she is Voss
                elif first[0].lower() in ("he", "she") and _thing(subject):
                    # "The defeat ended Napoleon's Hundred Days. He abdicated ...": he is no
                    # defeat, but the person whose thing the sentence before named, or the
                    # person an earlier statement was about
                    referent = possessor or person or referent
                if first[0].lower() in ("he", "she"):
                    # "Was X the player Y beat ...? No, he beat Z": he is Y, who does that
                    referent = _doer_in_question(question, first[1], subject) or referent
                statement = _finish(f"{referent} {first[1]}")
            elif len(first) == 2 and first[0] == "Its" and (its_owner := _its_owner(answered)):
                # "Cob Cottage - its wheat reed is 40 cm deep": the thing of the one named
                statement = _finish(f"{its_owner}'s {first[1]}")
            elif (
                subject
                and len(first) == 2
                and first[0].lower() == "both"
                and (first[1].split()[0].lower() in _AUX)
            ):
                # "Both were singers": both of what the question names.
                verb, _, rest = first[1].partition(" ")
                statement = _finish(f"{subject} {verb} both {rest}")
            elif number == 0 or subject is None:
                # A later "it" stands for the subject of a sentence's main clause, not of a
                # clause after it ("..., because tunnelling fell behind. It links ...").
                subject = _subject(statement) or subject
            latest = _subject(statement) or latest
            if latest and not _thing(latest) and _NAMED.match(latest):
                person = latest
            owners = _OWNER.findall(statement)
            possessor = owners[-1] if owners else None
            if question:
                statement = _both_named(complete_comparison(statement, question), question)
                statement = _asked_thing(statement, question)
            if statement not in statements:
                statements.append(statement)
    return tuple(statements)


# A colon before an instruction ("Meals don't matter: take one tablet each evening").
_COLON = re.compile(r":\s+(?=[a-z])")


def _at_instruction(sentence: str) -> list[str]:
    """A sentence split at a colon that an instruction follows (a verb's base form: "take",
    "avoid"), where the part before it has a verb of its own: two claims, the second
    capitalised ("Take one tablet each evening"); else the sentence whole."""
    match = _COLON.search(sentence)
    if match is None:
        return [sentence]
    before, after = sentence[: match.start()], sentence[match.end() :]
    words = tokenize(after)
    if not words or verb_base(words[0].text) != words[0].text or not is_base_verb(words[0].text):
        return [sentence]
    if not _has_verb(tokenize(before), before):
        return [sentence]
    return [before, after[:1].upper() + after[1:]]


_NAMED_WORDS = r"[A-Z][\w'\u2019.-]*(?:\s+[A-Z][\w'\u2019.-]*)*"
# "both the Yalta and Potsdam conferences", "both Paris and Rome": the pair a question asks of.
_ASKED_PAIR = re.compile(
    rf"\bboth\s+(?:the\s+)?{_NAMED_WORDS}\s+and\s+(?:the\s+)?{_NAMED_WORDS}(?P<noun>\s+[a-z]+s)?\b"
)
_BOTH_NOUN = re.compile(r"\bboth\s+(?P<noun>[a-z]+s)\b")


def _both_named(statement: str, question: str) -> str:
    """The statement with "both <things>" written as the pair the question names ("attended
    both conferences" for "Did X attend both the Yalta and Potsdam conferences?": "attended
    both the Yalta and Potsdam conferences"), so that each of the two is checked."""
    asked = _ASKED_PAIR.search(question)
    said = _BOTH_NOUN.search(statement)
    if asked is None or said is None:
        return statement
    noun = (asked["noun"] or "").strip()
    if noun and noun != said["noun"]:
        return statement
    return statement[: said.start()] + asked.group(0) + statement[said.end() :]


# "the purchase", for "a 5,000 EUR software purchase at Orvane Systems" in the question.
_THE_NOUN = re.compile(r"\b[Tt]he\s+(?P<noun>[a-z]+)\b")
_AMOUNT = re.compile(r"(?:^|\s)[£$€]?\d")
_TAIL = rf"(?:\s+(?:at|of|in|from)\s+{_NAMED_WORDS})?"


def _asked_thing(statement: str, question: str) -> str:
    """The statement with its first "the <noun>" that the question gives an amount ("a <words>
    <noun>", the words holding a number) written as the question does: "The team lead can
    approve the purchase", answering "Who has to approve a 5,000 EUR software purchase at
    Orvane Systems?", claims it of the 5,000 EUR software purchase at Orvane Systems, which is
    what a check of the claim must weigh. Without an amount the question's words may be a
    state ("an empty stomach"), not the thing the answer speaks of; unchanged then."""
    for said in _THE_NOUN.finditer(statement):
        asked = re.search(
            rf"\b(?:a|an)\s+(?P<words>(?:[^\s;?]*[^\s,;?]\s+){{0,4}}?){said['noun']}\b{_TAIL}",
            question,
        )
        if asked is None or not _AMOUNT.search(asked["words"]):
            continue
        thing = asked.group(0).split(maxsplit=1)[1]
        if thing.lower() in statement.lower():
            return statement
        return statement[: said.start("noun")] + thing + statement[said.end() :]
    return statement
