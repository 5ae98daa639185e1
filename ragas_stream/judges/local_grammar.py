"""Word classes of English for the offline judge: verbs and their forms, prepositions,
determiners, possessives and the words for family members.

General vocabulary, not tuned to any data set. It lets the judge find the verb of a question
("Which club does Tomas Verhoek currently *play* for?"), put a verb in the past or the third
person ("did ... play" → "played"), and tell a participle ("born", "founded") or a stranded
preposition ("... from?") at the end of a question. Every lookup takes a lower-case word.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

__all__ = [
    "AUXILIARIES",
    "BE",
    "DETERMINERS",
    "FAMILY",
    "IRREGULAR_BASES",
    "MODALS",
    "POSSESSIVES",
    "PREPOSITIONAL_PARTICIPLES",
    "PREPOSITIONS",
    "RELATIVE_PRONOUNS",
    "RELATIVE_WORDS",
    "is_base_verb",
    "is_finite_verb",
    "is_gerund",
    "is_participle",
    "is_verb",
    "past_participle",
    "past_tense",
    "third_person",
    "verb_base",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


BE = _words("is are was were be been being am")
MODALS = _words("can could will would shall should may might must")
AUXILIARIES = BE | MODALS | _words("do does did has have had")
"""Auxiliary and modal verbs: what a yes/no question opens with."""

PREPOSITIONS = _words(
    """
    in on at from for with by to into onto of during since under after before through about
    against between near off over around across along within without towards toward upon
    among behind beyond inside outside until via per like as
    """
)
# Participles that work as prepositions ("following the merger"): they open no clause and
# govern no answer.
PREPOSITIONAL_PARTICIPLES = _words("according including following regarding concerning excluding")
POSSESSIVES = _words("its their his her our my your")
RELATIVE_PRONOUNS = _words("who whom whose which that")
"""The pronouns that open a relative clause ("the club that won the final")."""
RELATIVE_WORDS = RELATIVE_PRONOUNS | _words("where when")
"""The words that open a relative clause, adverbs too ("the town where she was born")."""
DETERMINERS = _words("a an the this that these those whose") | POSSESSIVES
FAMILY = _words(
    "father mother son daughter brother sister uncle aunt nephew niece cousin grandfather "
    "grandmother grandson granddaughter stepson stepdaughter sibling twin"
)
"""Words for a family member that relate two people ("her father", "the son of")."""

# Irregular verbs: base, past, participle.
_IRREGULAR_TEXT = """
arise arose arisen|awake awoke awoken|be was been|bear bore born|beat beat beaten|
become became become|begin began begun|bend bent bent|bet bet bet|bid bid bid|bind bound bound|
bite bit bitten|bleed bled bled|blow blew blown|break broke broken|breed bred bred|
bring brought brought|build built built|burn burnt burnt|buy bought bought|catch caught caught|
choose chose chosen|cling clung clung|come came come|cost cost cost|creep crept crept|
cut cut cut|deal dealt dealt|dig dug dug|do did done|draw drew drawn|drink drank drunk|
drive drove driven|eat ate eaten|fall fell fallen|feed fed fed|feel felt felt|fight fought fought|
find found found|flee fled fled|fly flew flown|forbid forbade forbidden|forget forgot forgotten|
freeze froze frozen|get got got|give gave given|go went gone|grow grew grown|hang hung hung|
have had had|hear heard heard|hide hid hidden|hit hit hit|hold held held|hurt hurt hurt|
keep kept kept|know knew known|lay laid laid|lead led led|leave left left|lend lent lent|
let let let|lie lay lain|light lit lit|lose lost lost|make made made|mean meant meant|
meet met met|pay paid paid|put put put|quit quit quit|read read read|ride rode ridden|
ring rang rung|rise rose risen|run ran run|say said said|see saw seen|seek sought sought|
sell sold sold|send sent sent|set set set|shake shook shaken|shine shone shone|shoot shot shot|
show showed shown|shut shut shut|shrink shrank shrunk|sing sang sung|sink sank sunk|
sit sat sat|sleep slept slept|
slide slid slid|speak spoke spoken|spend spent spent|spin spun spun|split split split|
spread spread spread|spring sprang sprung|stand stood stood|steal stole stolen|stick stuck stuck|
sting stung stung|strike struck struck|swear swore sworn|sweep swept swept|swim swam swum|
take took taken|teach taught taught|tear tore torn|tell told told|think thought thought|
throw threw thrown|understand understood understood|wake woke woken|wear wore worn|
win won won|withdraw withdrew withdrawn|write wrote written|overtake overtook overtaken|
undergo underwent undergone|oversee oversaw overseen|rebuild rebuilt rebuilt|
"""


def _irregular() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    past: dict[str, str] = {}
    participle: dict[str, str] = {}
    base_of: dict[str, str] = {}
    for entry in _IRREGULAR_TEXT.split("|"):
        parts = entry.split()
        if len(parts) != 3:
            continue
        base, simple, perfect = parts
        past[base] = simple
        participle[base] = perfect
        base_of.setdefault(simple, base)
        base_of.setdefault(perfect, base)
    return past, participle, base_of


_PAST, _PARTICIPLE, _BASE_OF = (MappingProxyType(m) for m in _irregular())
_PARTICIPLES = frozenset(_PARTICIPLE.values())

# Words that are nouns at least as often as verbs ("back", "record", "train") are left out;
# their past forms ("recorded") are still recognised as verbs.
_BASES = _words(
    """
    accept achieve acquire act add admit adopt affect agree aim allow announce answer appear
    apply appoint approve argue arrest arrive ask assign attack attempt attend attract avoid
    ban beat become begin believe belong blame block boost borrow break bring build burn buy
    call cancel capture carry catch cause celebrate change charge check choose cite claim
    clean close coach collapse collect combine come comment commission compete complete
    compose conclude conduct confirm connect consider consist construct contain continue
    contribute control convert cost count cover create cross cut damage debut decide declare
    decline defeat defend deliver demand deny depend describe design destroy detect develop
    die direct disappear discover discuss dismiss divide donate draw drink drive drop earn
    eat edit elect emerge employ empty enable end enjoy enter establish estimate examine
    exist expand expect explain export extend fail fall feed feel fight fill find finish
    flow fly focus follow force found gain get give go govern grant grow guide happen hate
    hear help hide hire hit hold hunt identify ignore illustrate import improve include
    increase influence inform inherit injure install introduce invent invest invite involve
    join judge keep kill know last launch lead learn leave lend let lie like limit link live
    locate lose love maintain make manage manufacture marry mean measure meet merge mention
    migrate miss mix move narrate need nominate notice obtain occupy occur offer open
    operate organise organize originate own paint participate pass pay perform permit pick
    plan play portray prefer premiere prepare present preserve prevent print produce promote
    propose protect prove provide publish pull purchase push qualify raise reach read
    receive recognise recognize recover reduce refer refuse regard reject release rely
    remain remove rename rent repair replace represent require rescue research resign
    respond restore retain retire return reveal rise rule run save say see seek select sell
    send serve set settle shoot show sing sink sit sleep speak spend split sponsor spread
    stand start stay steal stop strike study succeed sue suffer suggest supply support
    surround survive suspend take talk teach tell tend thank think threaten throw transfer
    translate travel treat try turn undergo understand use visit vote wait walk want warn
    wash watch wear weigh win wish withdraw work worry write yield gross orbit headquarter
    criticise criticize broadcast air premiere invade capture rule inhabit border flow drain
    feed hunt graduate retire relocate emigrate immigrate migrate settle compose conduct
    melt boil freeze star form score record report sign host rank tour test trade share award
    regulate reuse expire renew prohibit submit exceed restrict reimburse refund deduct waive
    forfeit redeem verify validate encrypt delete authorise authorize disable notify consult
    obey violate comply exclude possess absorb evolve descend resemble differ collaborate
    accompany precede depict permit base situate house bury skip bypass override access store
    disclose upgrade reboot restart deploy request rotate inaugurate negotiate calculate ratify
    handle generate lack
        """
) | frozenset(_PAST)


def is_base_verb(word: str) -> bool:
    """Whether a lower-case word is the base form of a listed verb ("play", "found")."""
    return word in _BASES


def verb_base(word: str) -> str | None:
    """The base of a verb form ("played" → "play", "won" → "win", "makes" → "make"), or
    None when the word is not a form of a listed verb."""
    if word in _BASES:
        return word
    if word in _BASE_OF:
        return _BASE_OF[word]
    for suffix, replacement in (
        ("ies", "y"),
        ("ied", "y"),
        ("es", ""),
        ("s", ""),
        ("ed", ""),
        ("ed", "e"),
        ("d", ""),
        ("ing", ""),
        ("ing", "e"),
    ):
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            candidate = word[: -len(suffix)] + replacement
            if candidate in _BASES:
                return candidate
            doubled = len(candidate) > 2 and candidate[-1] == candidate[-2]
            if suffix in ("ed", "ing") and doubled and candidate[:-1] in _BASES:
                return candidate[:-1]  # "stopped" → "stop"
    return None


def is_verb(word: str) -> bool:
    """Whether a lower-case word is a form of a listed verb or an auxiliary, or a past form
    of an unlisted one ("mentored")."""
    return word in AUXILIARIES or verb_base(word) is not None or _unlisted_past(word)


def is_participle(word: str) -> bool:
    """Whether a lower-case word is a past participle ("born", "founded", "known",
    "mentored")."""
    if word in _PARTICIPLES:
        return True
    listed = word.endswith("ed") and len(word) >= 4 and verb_base(word) is not None
    return listed or _unlisted_past(word)


# Words of six letters or more ending in "-ed" that are no past form of a verb ("-eed" words,
# "indeed", "speed", are left out by their ending).
_NOT_PAST = _words("hundred sacred wicked beloved kindred rugged crooked")


def _unlisted_past(word: str) -> bool:
    """Whether a word the verb list lacks is still, by its ending, a past form ("mentored",
    "tutored", "audited"): the list cannot hold every verb a passage uses."""
    return (
        len(word) >= 6
        and word.endswith("ed")
        and not word.endswith("eed")
        and word not in _NOT_PAST
        and any(c in "aeiouy" for c in word[:-2])
    )


def is_gerund(word: str) -> bool:
    """Whether a lower-case word is the -ing form of a listed verb ("emptying", "joining")."""
    return word.endswith("ing") and verb_base(word) is not None


def is_finite_verb(word: str) -> bool:
    """Whether a lower-case word can be a finite verb: an auxiliary, a third-person or past
    form of a listed verb ("plays", "won", "founded")."""
    if word in AUXILIARIES:
        return True
    if word in _BASE_OF and word in frozenset(_PAST.values()):
        return True
    base = verb_base(word)
    if base is None:
        return _unlisted_past(word)
    return word != base and not word.endswith("ing")


def past_tense(base: str) -> str:
    """The simple past of a base verb ("play" → "played", "win" → "won")."""
    if base in _PAST:
        return _PAST[base]
    if base.endswith("e"):
        return base + "d"
    if base.endswith("y") and len(base) > 2 and base[-2] not in "aeiou":
        return base[:-1] + "ied"
    if _DOUBLED.fullmatch(base):
        return base + base[-1] + "ed"  # "stop" → "stopped", "plan" → "planned"
    return base + "ed"


# A word of one syllable ending in one vowel and one consonant doubles it before "-ed".
_DOUBLED = re.compile(r"[^aeiou]*[aeiou][bdglmnprt]")


def past_participle(base: str) -> str:
    """The past participle of a base verb ("direct" → "directed", "win" → "won")."""
    if base in _PARTICIPLE:
        return _PARTICIPLE[base]
    return past_tense(base)


def third_person(base: str) -> str:
    """The third-person singular present of a base verb ("play" → "plays")."""
    if base == "have":
        return "has"
    if base == "be":
        return "is"
    if base.endswith(("s", "sh", "ch", "x", "z", "o")):
        return base + "es"
    if base.endswith("y") and len(base) > 2 and base[-2] not in "aeiou":
        return base[:-1] + "ies"
    return base + "s"


PAST_FORMS: Mapping[str, str] = _PAST
IRREGULAR_BASES: Mapping[str, str] = _BASE_OF
"""Each past and participle of an irregular verb mapped to its base ("won" → "win",
"born" → "bear"): the one table of irregular verbs, which ``local_lexicon`` reads too."""
