"""Statements from a short answer and its question, for the offline judge.

A short answer ("Paris", "in 1987", "three seasons", "no") says nothing by itself; its claim is
the question turned into a sentence with the answer in the place of the question word: "What is
the capital of France?" + "Paris" → "The capital of France is Paris"; "Which club does X
currently play for?" + "Feyenoord" → "X currently plays for Feyenoord"; "Has X won the World
Open?" + "No" → "X has not won the World Open". A choice between two options ("Who is older, A
or B?") gives a comparison naming the other option ("B is older than A"), so that the claim can
be checked on its own. Pure, deterministic functions; English only; a question they cannot
parse gives no statement (the answer is then read as it is).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .local_grammar import (
    AUXILIARIES,
    BE,
    DETERMINERS,
    MODALS,
    POSSESSIVES,
    PREPOSITIONS,
    is_base_verb,
    is_finite_verb,
    is_gerund,
    is_participle,
    past_participle,
    past_tense,
    third_person,
    verb_base,
)
from .local_lexicon import canonical_unit
from .text import STOPWORDS, split_sentences, tokenize

__all__ = [
    "Options",
    "answer_statements",
    "compared_against",
    "complete_comparison",
    "is_short_answer",
    "options",
    "question_subject",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_WH = _words("what which who whom whose where when how why")
_DO = _words("do does did")
_HAVE = _words("has have had")
# "How long must staff keep receipts?": the answer is an adverbial, and closes the statement;
# an answer to "how often" or "how soon" takes no adjective after it ("weekly", not "weekly
# often").
_HOW_TIMES = _words("often soon early late")
_HOW_ADVERBIAL = _HOW_TIMES | _words("long far")
# Words that may come between the subject and the participle of a question ("best known").
_PRE_PARTICIPLE = _words("best most first originally also mainly mostly still often")
_PREDICATE_OPENERS = _words("both all also still not never")
_HOW_ADJECTIVES = _words(
    """
    long tall old far big high deep wide heavy large small short often fast early late
    """
)
_YES = re.compile(r"^\s*(yes|yeah|yep|correct|true|indeed)\b[\s,.!;:-]*", re.I)
_NO = re.compile(r"^\s*(no|nope|false|incorrect)\b(?!\.\s*\d)[\s,.!;:-]*", re.I)
_PRONOUN_START = _words("it he she they this these that there we i you")
_COMPARATIVE_EXTRA = _words("more less fewer earlier later older younger")
# Verbs that questions ask about and that are seldom the nouns of a subject: the verb of a
# do-question when one of them follows the subject ("Does the travel plan cover ...").
_USUAL_VERBS = _words(
    """
    need cover include require allow accept offer support provide apply qualify affect
    regulate acquire own contain share belong win lose beat sign hire employ serve host
    pay charge cost expire renew open close run operate produce publish release sell buy
    mean use allow permit ban prohibit reach join leave found direct write play perform
    live work teach study marry die happen occur exist remain become grow increase reduce
    get receive obtain take give keep
    """
)
_FIRST = _words("first earliest sooner")
_LAST = _words("last latest")


def _split_words(text: str) -> list[str]:
    """Whitespace words with outer punctuation (except a final period of an abbreviation)
    removed; a comma becomes its own word."""
    out: list[str] = []
    for raw in text.replace("\u2019", "'").split():
        comma = raw.rstrip('"\u201c\u201d()[]').endswith((",", ";"))
        word = raw.rstrip(",;:?!").strip('"\u201c\u201d()[]').rstrip(",;:?!")
        if word.endswith(".") and not re.fullmatch(r"(?:[A-Za-z]\.)+|[A-Z][a-z]?\.", word):
            word = word.rstrip(".")
        if word:
            out.append(word)
        if comma:
            out.append(",")
    return out


def _low(word: str) -> str:
    return word.lower()


def _is_capital(word: str) -> bool:
    return word[:1].isupper()


@dataclass(frozen=True, slots=True)
class Options:
    """A choice between two named options at the end of a question ("..., A or B?")."""

    head: str
    first: str
    second: str

    def other(self, answer: str) -> str | None:
        """The option the answer did not choose, or None when it names neither or both. An
        option described before its name ("the composer Elsa Maunder") is chosen by its
        name, and the other is given by its name."""
        said = _norm(answer)
        first, second = _norm(self.first), _norm(self.second)
        has_first = bool(first) and _mentions(said, first)
        has_second = bool(second) and _mentions(said, second)
        if not has_first and not has_second:
            first, second = _norm(_core(self.first)), _norm(_core(self.second))
            has_first = bool(first) and _mentions(said, first)
            has_second = bool(second) and _mentions(said, second)
            if has_first != has_second:
                return _core(self.second) if has_first else _core(self.first)
        if has_first and not has_second:
            return self.second
        if has_second and not has_first:
            return self.first
        return None


def _core(option: str) -> str:
    """An option's name without the common words describing it before it ("the conductor
    Ruvin Tasch" → "Ruvin Tasch"); the option itself when it has no such name."""
    words = option.split()
    start = next((i for i, w in enumerate(words) if _is_capital(w)), None)
    if start is None or start == 0 or not all(not _is_capital(w) for w in words[:start]):
        return option
    return " ".join(words[start:])


def _norm(text: str) -> str:
    words = re.findall(r"[\w']+", text.lower())
    return " ".join(w for w in words if w not in ("the", "a", "an"))


def _mentions(text: str, phrase: str) -> bool:
    return f" {phrase} " in f" {text} "


_OPTIONS = re.compile(
    r"^(?P<head>.+)[,:]\s*(?:either\s+)?(?P<a>[^,:]+?),?\s+or\s+(?P<b>[^,:]+?)\s*\??\s*$"
)


# Options set off in the middle: "Which of the two mathematicians, A or B, was born in ...?"
_OPTIONS_INSIDE = re.compile(
    r"^(?P<wh>(?:which|who)\b[^,:]*),\s*(?P<a>[^,:]+?),?\s+or\s+(?P<b>[^,:]+?),\s*"
    r"(?P<rest>[a-z][^,:]*?)\s*\?\s*$",
    re.I,
)


def options(question: str) -> Options | None:
    """The two options of a choice question ("Which is older, A or B?"), or None. Options
    set off in the middle ("Which composer, A or B, was born first?") are read as if last."""
    text = question.strip()
    inside = _OPTIONS_INSIDE.match(text)
    if inside is not None and not inside["rest"][:1].isupper():
        return Options(f"{inside['wh'].strip()} {inside['rest']}", inside["a"], inside["b"])
    match = _OPTIONS.match(text)
    if match is not None:
        return Options(match["head"].strip(), match["a"].strip(), match["b"].strip(" ?"))
    # Without a comma: "Which magazine was started first Arthur's Magazine or First for Women?"
    words = _split_words(text)
    if "or" not in words:
        return None
    at = len(words) - 1 - words[::-1].index("or")
    second = words[at + 1 :]
    if not second or not _is_capital(second[0]):
        return None
    start = at
    while start > 1 and (
        _is_capital(words[start - 1])
        or (words[start - 1].lower() in ("of", "for", "the", "and", "de", "in") and start - 1 < at)
    ):
        start -= 1
    while start < at and not _is_capital(words[start]):
        start += 1
    if start >= at or start < 2:
        return None
    return Options(" ".join(words[:start]), " ".join(words[start:at]), " ".join(second))


def is_short_answer(answer: str) -> bool:
    """Whether an answer is a bare phrase (no subject and finite verb of its own): "Paris",
    "the 1990s", "about 900 researchers", "On routes around Glasgow"."""
    words = [w for w in _split_words(answer) if w != ","]
    if not words or len(words) > 12:
        return False
    if _low(words[0]) in _PRONOUN_START:
        return False
    if any(ch in answer for ch in "=<>"):
        return False
    for index, word in enumerate(words):
        low = _low(word)
        if index and _is_capital(word):
            continue  # a name, or a month ("May")
        if low in AUXILIARIES and not _opens_name(words, index):
            return False
        if low.endswith(("n't", "n\u2019t")):
            return False  # "Meals don't matter": a contracted auxiliary is a verb
        if index == 0:
            continue
        previous = _low(words[index - 1])
        numbered = previous.isdigit() and index >= 2 and _is_capital(words[index - 2])
        if (
            previous in DETERMINERS or previous in PREPOSITIONS or _is_number_word(previous)
        ) and not (numbered and is_finite_verb(low)):
            continue  # "a modified version", "two states": an adjective or a noun
        if is_finite_verb(low) or (is_base_verb(low) and previous.endswith("s")):
            return False  # ("Apollo 12 landed": a name's number before the verb)
        if _unlisted_verb(words, index):
            return False
    return True


def _unlisted_verb(words: list[str], index: int) -> bool:
    """Whether a word ending in "s" that the verb list lacks is a verb by its place: after a
    noun and before an article or a name ("the alert pages the Kestrel team", "the report
    names Anna Berg")."""
    word = words[index]
    following = words[index + 1] if index + 1 < len(words) else ""
    return (
        word.islower()
        and word.endswith("s")
        and not word.endswith("ss")
        and (following in ("the", "a", "an") or _is_capital(following))
        and not _is_capital(words[index - 1])
        and not _is_number_word(_low(words[index - 1]))
    )


def _opens_name(words: list[str], index: int) -> bool:
    """Whether a capitalised auxiliary opens a name, the first word of a phrase followed by
    another capitalised word ("Will Jennings", "May Britt"), not a question ("Will it ...")."""
    following = words[index + 1] if index + 1 < len(words) else ""
    return index == 0 and _is_capital(words[0]) and _is_capital(following)


_NUMBER_WORDS = _words(
    """
    one two three four five six seven eight nine ten eleven twelve thirteen fourteen
    fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy
    eighty ninety hundred thousand million billion trillion dozen
    """
)
_QUANTIFIERS = _words(
    """
    about around some more less fewer than over under nearly almost roughly
    approximately at least most just only exactly up to between and or a an the
    """
)


def _is_number_word(word: str) -> bool:
    return word in _NUMBER_WORDS or bool(re.fullmatch(r"[\d.,]+(?:st|nd|rd|th|s)?", word))


def _quantity_with_unit(phrase: str) -> bool:
    """Whether a phrase is an amount, with at most a unit ("about 900", "512 GB")."""
    words = phrase.split()
    if _only_quantity(phrase):
        return True
    return (
        len(words) >= 2 and _only_quantity(" ".join(words[:-1])) and bool(canonical_unit(words[-1]))
    )


def _only_quantity(phrase: str) -> bool:
    """Whether a phrase is a bare amount ("about 900", "twelve", "more than 3,000")."""
    words = [w.lower().strip("$\u20ac\u00a3%") for w in phrase.split()]
    return bool(words) and all(_is_number_word(w) or w in _QUANTIFIERS or not w for w in words)


# An alias in brackets after a name ("the Museum of Modern Art (MoMA)"), or the name a place
# has had since or before ("Bombay (now Mumbai)").
_ALIAS = re.compile(
    r"\s*\(\s*(?:(?:now|formerly|today|present-day)\s+)?[A-Za-z][\w.&-]*"
    r"(?:\s+[A-Z][\w.&-]*)*\s*\)"
)


def _answer_phrase(answer: str) -> str:
    """The answer as a phrase to put in its question's place, without a bracketed alias."""
    words = _split_words(_ALIAS.sub("", answer.strip().rstrip(".!")))
    if words and (
        _low(words[0]) in _QUANTIFIERS
        or _low(words[0]) in PREPOSITIONS
        or _low(words[0]) in DETERMINERS
        or _is_number_word(_low(words[0]))
        or (_is_adverb(_low(words[0])) and len(words) > 1)  # "Automatically after 30 minutes"
    ):
        words[0] = _low(words[0])
    return " ".join(words).replace(" ,", ",")


def _starts_with_preposition(phrase: str) -> bool:
    words = phrase.split()
    return bool(words) and _low(words[0]) in PREPOSITIONS


_DAY = re.compile(r"\b\d{1,2}\b.*\b[A-Z][a-z]+\b|\b[A-Z][a-z]+\s+\d{1,2}\b")


def _when(answer: str) -> str:
    if _starts_with_preposition(answer):
        return answer
    if _DAY.search(answer) and re.search(r"\d", answer):
        return "on " + answer
    return "in " + answer


def _where(answer: str) -> str:
    return answer if _starts_with_preposition(answer) else "in " + answer


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _join(*parts: str | list[str]) -> str:
    words: list[str] = []
    for part in parts:
        if isinstance(part, list):
            words.extend(part)
        elif part:
            words.append(part)
    text = " ".join(w for w in words if w)
    return _cap(re.sub(r"\s+,", ",", text).strip(" ,"))


@dataclass(frozen=True, slots=True)
class _Parse:
    lead: list[str]  # prepositions before the question word ("In which ...")
    wh: str  # the question word, lower-case ("what year" counts as "when")
    noun: list[str]  # words of the question phrase after the question word
    aux: str | None  # the auxiliary after the question phrase
    rest: list[str]  # the words after it


_SUBORDINATE = _words("before after while when during until since because as")
_CONDITION_WORDS = _words("if when unless once whenever")
_TIME_NOUNS = _words("year date day month decade century time")


def _parse(words: list[str]) -> _Parse | None:
    """The question word and what surrounds it, when it opens the question."""
    index = 0
    if [_low(w) for w in words[:2]] == ["up", "to"]:
        index = 2  # "Up to what amount can ...?"
    while index < len(words) and _low(words[index]) in PREPOSITIONS and index < 2:
        index += 1
    lead = words[:index]
    if lead and index + 1 < len(words) and _low(words[index]) in _HEDGED_WH:
        index += 1  # "At roughly what elevation ...?": the answer says how rough it is
    if index >= len(words) or _low(words[index]) not in _WH:
        return None
    wh = _low(words[index])
    cursor = index + 1
    noun: list[str] = []
    if wh == "how" and cursor < len(words) and _low(words[cursor]) not in AUXILIARIES:
        # ("How is the account unlocked?": a manner, with no adjective)
        noun.append(_low(words[cursor]))
        cursor += 1
        if [_low(w) for w in words[cursor : cursor + 2]] == ["in", "advance"]:
            noun += ["in", "advance"]  # "How far in advance must ...?"
            cursor += 2
    if wh in ("what", "which", "whose") or (wh == "how" and noun and noun[0] in ("many", "much")):
        while cursor < len(words):
            word = words[cursor]
            low = _low(word)
            following = _low(words[cursor + 1]) if cursor + 1 < len(words) else ""
            if low in AUXILIARIES or low == ",":
                break
            if not _is_capital(word) and (noun if wh != "how" else noun[1:]):
                verb_like = is_finite_verb(low) or is_base_verb(low)
                if low.endswith(("ed", "s")) and cursor + 1 < len(words):
                    after = words[cursor + 1]
                    # "How many engines powered the An-225?", "What credit applies if ...?":
                    # a verb before its object or condition
                    verb_like = (
                        verb_like
                        or following in DETERMINERS
                        or following in _CONDITION_WORDS
                        or _is_capital(after)
                    )
                if verb_like and following not in AUXILIARIES and not is_finite_verb(following):
                    break
            elif (
                wh != "how"
                and not _is_capital(word)
                and is_finite_verb(low)
                and not is_base_verb(low)
            ):
                break  # "Which was ...", "What drove ..."
            noun.append(word)
            cursor += 1
    if wh in ("what", "which") and noun and _low(noun[-1]) in _TIME_NOUNS and not lead:
        wh = "when"
    rest = [w for w in words[cursor:] if w != ","]
    if rest and _low(rest[0]) in AUXILIARIES:
        return _Parse(lead, wh, noun, _low(rest[0]), rest[1:])
    return _Parse(lead, wh, noun, None, rest)


# Hedges a question may put between its preposition and its question word.
_HEDGED_WH = _words("roughly about approximately around")

_ADVERBS = _words(
    """
    first also still currently mainly mostly originally usually often later ever
    """
)


def _adjective(word: str) -> bool:
    """Whether a lower-case word has an adjective's ending ("victorious", "responsible")."""
    return not _is_capital(word) and _low(word).endswith(_ADJECTIVE_ENDINGS)


def _is_adverb(word: str) -> bool:
    low = _low(word)
    return low in _ADVERBS or (low.endswith("ly") and len(low) > 4 and not _is_capital(word))


# An amount joined to its unit by a hyphen, describing the noun after it ("8-hour").
_AMOUNT_ADJECTIVE = re.compile(r"\d[\d.,]*-[a-z-]+")


def _main_verb(rest: list[str]) -> int | None:
    """Index of the verb of a do-question's rest ("the Falcons beat in the final"): a
    base-form verb that ends the question, else the first one right after a name, a pronoun
    or an adverb, else the first one before a determiner, else the last one that does not
    follow a determiner, a preposition, "to" or a possessive; failing all, the word before a
    closing preposition ("... emigrate to")."""
    candidates: list[int] = []
    for index, word in enumerate(rest):
        if index == 0 or _is_capital(word):
            continue
        low = _low(word)
        previous = _low(rest[index - 1])
        if previous in DETERMINERS or previous in PREPOSITIONS or previous == "to":
            continue
        if previous.endswith("'s") or previous.endswith("s'") or previous == "own":
            continue  # ("for their own use": a noun)
        if _AMOUNT_ADJECTIVE.fullmatch(previous) and not previous.endswith(("old", "olds")):
            continue  # "an 8-hour flight": a noun an amount describes ("a 14-year-old" is one)
        if is_base_verb(low) or low in ("be", "have") or _unlisted_base(rest, index):
            candidates.append(index)
    for index in candidates:
        following = rest[index + 1] if index + 1 < len(rest) else ""
        if _low(rest[index]) in ("have", "need", "ought") and _low(following) == "to":
            return index  # "the team that owns the apps have to ship ...": "have to" leads
    candidates = [
        index for index in candidates if not (index + 1 in candidates or _modifies(rest[index - 1]))
    ] or candidates  # "the Free plan turn on", "unused annual leave": nouns, not the verb
    if candidates and _low(rest[0]) in _PRONOUN_START and candidates[0] <= 2:
        return candidates[0]  # "Do I need ...", "Can we really use ..."
    usual = [i for i in candidates if _low(rest[i]) in _USUAL_VERBS]
    if usual:
        return usual[0]  # "the travel plan cover trip cancellation": cover, not travel
    if candidates and candidates[-1] == len(rest) - 1:
        return candidates[-1]
    for index in candidates:
        previous = rest[index - 1]
        if _is_capital(previous) or _low(previous) in _PRONOUN_START or _is_adverb(previous):
            return index
    for index in candidates:
        if index + 1 < len(rest) and _low(rest[index + 1]) in DETERMINERS:
            return index  # "hotfixes skip the smoke test suite": a verb before its object
    if candidates:
        return candidates[-1]
    for index in range(1, len(rest) - 1):
        if (
            _is_capital(rest[index - 1])
            and not _is_capital(rest[index])
            and _low(rest[index]) not in STOPWORDS
            and _low(rest[index + 1]) in DETERMINERS
        ):
            return index  # "Did Johann Galle calculate the ...": an unlisted verb after a name
    for index in range(1, len(rest) - 1):
        if (
            _low(rest[index + 1]) in POSSESSIVES
            and not _is_capital(rest[index])
            and _low(rest[index - 1]) not in DETERMINERS
            and _low(rest[index - 1]) not in PREPOSITIONS
        ):
            return index  # "the company stage its productions": a verb before its object
    named = _after_named_noun(rest)
    if named is not None:
        return named
    if len(rest) >= 3 and _low(rest[-1]) in PREPOSITIONS and not _is_capital(rest[-2]):
        return len(rest) - 2
    if len(rest) >= 2 and not _is_capital(rest[-1]) and _low(rest[-1]) not in PREPOSITIONS:
        return len(rest) - 1
    return None


def _unlisted_base(rest: list[str], index: int) -> bool:
    """Whether a word the verb list lacks is a base-form verb by its ending and its place:
    "-ify", "-ize", "-ise" right after a name and before a preposition, a determiner or the
    end ("Did Germany reunify in ...?")."""
    low = _low(rest[index])
    following = _low(rest[index + 1]) if index + 1 < len(rest) else ""
    return (
        low.isalpha()
        and low.endswith(("ify", "ize", "ise"))
        and len(low) > 5
        and _is_capital(rest[index - 1])
        and (not following or following in PREPOSITIONS or following in DETERMINERS)
    )


def _after_named_noun(rest: list[str]) -> int | None:
    """The word after a subject made of a determiner, a name and one common noun ("a Halden
    Partners employee | book business class ..."), when it is a plain word: the verb the
    lexicon does not list. None otherwise."""
    if len(rest) < 4 or _low(rest[0]) not in DETERMINERS or not _is_capital(rest[1]):
        return None
    at = 1
    while at < len(rest) and _is_capital(rest[at]):
        at += 1
    verb = at + 1
    if verb >= len(rest) - 1 or _is_capital(rest[at]) or _is_capital(rest[verb]):
        return None
    low = _low(rest[verb])
    if low in STOPWORDS or low in PREPOSITIONS or _participle_like(low) or not low.isalpha():
        return None
    return verb


_ADJECTIVE_ENDINGS = ("al", "ous", "ful", "ive", "ic", "less", "able", "ible", "ary")


def _modifies(word: str) -> bool:
    """Whether a word before a verb-like word reads as its adjective ("annual leave",
    "unused leave"): then that word is a noun."""
    low = _low(word)
    if _is_capital(word) or is_finite_verb(low) or low in AUXILIARIES:
        return False
    return low.endswith(_ADJECTIVE_ENDINGS) or (low.startswith("un") and low.endswith("ed"))


def _split_adverbs(subject: list[str]) -> tuple[list[str], list[str]]:
    """A subject and the adverbs that end it ("Tomas Verhoek currently" → "currently")."""
    end = len(subject)
    while end > 1 and _is_adverb(subject[end - 1]):
        end -= 1
    return subject[:end], subject[end:]


def _progressive(rest: list[str], index: int) -> bool:
    """Whether the -ing word at ``index`` is a progressive's, after a noun phrase: not after a
    determiner, a preposition or "to" ("the building"), nor a compound ("best-selling")."""
    low = _low(rest[index])
    if index == 0 or "-" in low or not low.endswith("ing") or len(low) < 6:
        return False
    if not is_gerund(low) and not (_is_capital(rest[index - 1]) and low not in PREPOSITIONS):
        return False  # "during", "evening"; but "Marta Lindqvist chairing": her verb
    previous = _low(rest[index - 1])
    return previous not in DETERMINERS and previous not in PREPOSITIONS and previous != "to"


def _participle_like(low: str) -> bool:
    """A known participle, or a word of five letters or more ending in "ed" ("raced",
    "founded"); not a compound adjective ("ridge-backed"), "speed" or "naked"."""
    if "-" in low or low.endswith("eed") or low == "naked":
        return False
    return is_participle(low) or (low.endswith("ed") and len(low) >= 5)


# Words that stand before a preposition as a predicate ("native to", "famous for", "home
# to"), beside the adjective endings of ``_modifies``.
_PREDICATE_ADJECTIVES = _words(
    "native similar close home famous free open due equal adjacent prone next part rich "
    "short full subject eligible available known responsible valid exempt safe ready immune "
    "aware fit"
)


def _takes_preposition(word: str) -> bool:
    low = _low(word)
    if _is_capital(word) or low in DETERMINERS:
        return False
    return low in _PREDICATE_ADJECTIVES or low.endswith((*_ADJECTIVE_ENDINGS, "ent", "ant"))


def _infinitive_perfect(rest: list[str], index: int) -> bool:
    """Whether the participle at ``index`` follows "to have" or "to be" ("the only person to
    have won ..."): it belongs to the noun phrase, not the predicate."""
    return index >= 2 and _low(rest[index - 2]) == "to" and _low(rest[index - 1]) in ("have", "be")


def _in_relative(rest: list[str], index: int) -> bool:
    """Whether the word at ``index`` is the verb (or its "not") of a relative clause that
    opens right before it: "who used", "who has worked", "that is not linked"."""
    at = index - 1
    while (
        at > 0
        and index - at <= 2
        and (_low(rest[at]) in AUXILIARIES or _low(rest[at]) in ("not", "never"))
    ):
        at -= 1
    return at >= 0 and _low(rest[at]) in _RELATIVE_OPENERS


# Words between a relative word and the verb of its clause, its subject ("where the 1994
# Harlan Trophy winner played"), at most.
_RELATIVE_SUBJECT_REACH = 6


def _in_object_relative(rest: list[str], index: int) -> bool:
    """Whether the word at ``index`` is the verb of a relative clause with a subject of its
    own ("the university where the 1994 winner played", "the museum that Smith founded"): a
    relative word stands a few words before it with only a noun phrase between."""
    for at in range(index - 2, max(-1, index - 2 - _RELATIVE_SUBJECT_REACH), -1):
        low = _low(rest[at])
        if low in ("where", "that", "which", "whom"):
            return at > 0
        if (
            rest[at].endswith(",")
            or low in AUXILIARIES
            or is_finite_verb(low)
            or _participle_like(low)
        ):
            return False
    return False


def _predicate_start(rest: list[str]) -> int | None:
    """Where the predicate of a be/have-question starts: its last participle (with the
    adverbs before it; not one after a preposition or a determiner, "into known icing
    conditions"), an adverb before a clause ("already chancellor when ..."), "one of",
    "both"/"also"/..., a stranded preposition (with the adjective before it: "native to"),
    or a closing adjective ("enforceable"); None when the rest is one noun phrase."""
    if rest and is_participle(_low(rest[0])):
        return 0  # "Which language was used to ...": the question phrase is the subject
    found = _participle_start(rest)
    compared = _comparative_start(rest)
    if compared is not None and (found is None or found > compared):
        return compared  # (not "married to each other | more than once")
    adverb = _adverb_start(rest)
    if adverb is not None and (
        found is None or any(_low(w) in _CLAUSE_OPENERS for w in rest[adverb + 1 : found])
    ):
        return adverb  # (a participle after it without a clause between takes it along)
    if isinstance(found, _Opened):
        return int(found)
    if (
        found is None
        and len(rest) >= 2
        and _low(rest[-1]) in PREPOSITIONS
        and not (len(rest) >= 3 and _low(rest[-3]) in _FINITE_BE)  # "that X is written for"
    ):
        found = len(rest) - 1
        before = rest[found - 1]
        if (
            found >= 2
            and not _is_capital(before)
            and _low(before) not in DETERMINERS
            and _low(before) not in PREPOSITIONS
        ):
            found -= 1  # "native to", "famous for"
    if found is None:
        last = _low(rest[-1]) if len(rest) >= 3 else ""
        if last in _PREDICATE_ADJECTIVES or last.endswith(("able", "ible")):
            return len(rest) - 1  # "a verbal agreement to sell land | enforceable"
        return None
    while found > 0 and (
        _is_adverb(rest[found - 1])
        or _low(rest[found - 1]) in _PRE_PARTICIPLE
        or _low(rest[found - 1]) in ("be", "been", "most")
    ):
        found -= 1
    return found


class _Opened(int):
    """A predicate start that a word opens ("both", "one of", "eligible for"): taken as it
    is, with no adverbs before it."""


def _participle_start(rest: list[str]) -> int | None:
    """The last participle of the rest that can start its predicate, or where a word that
    opens one stands (an ``_Opened``); None without either."""
    found: int | None = None
    for index, word in enumerate(rest):
        low = _low(word)
        if _is_capital(word) and index:
            continue
        if _in_relative(rest, index) or _in_object_relative(rest, index):
            continue  # "the astronomer who used the larger telescope": the relative's verb
        if low in _PREDICATE_OPENERS and index and not _joins_objects(rest, index, found):
            return _Opened(index)
        if (
            low == "one"
            and index
            and index + 1 < len(rest)
            and _low(rest[index + 1]) == "of"
            and _low(rest[index - 1]) not in DETERMINERS
        ):
            return _Opened(index)  # "Frederick Banting | one of the people awarded ..."
        if found is not None and (low in _SUBORDINATE or low == "to"):
            # "penicillin discovered | before insulin was first used": another clause;
            # "originally scheduled | to be completed": the participle's own complement
            break
        if (
            found is None
            and index
            and low in _PREDICATE_ADJECTIVES
            and index + 1 < len(rest)
            and _low(rest[index + 1]) in PREPOSITIONS
            and _low(rest[index - 1]) not in DETERMINERS
        ):
            return _Opened(index)  # "... when his leave starts | eligible for paid leave"
        if (
            _participle_like(low)
            and not _infinitive_perfect(rest, index)
            and not (index and _low(rest[index - 1]) in (PREPOSITIONS | DETERMINERS))
            and not (index and _low(rest[index - 1]) in _FINITE_BE)
        ):
            found = index
        elif found is None and _progressive(rest, index):
            found = index  # "was the astronomer ... working when ...": "was working"
    return found


def _joins_objects(rest: list[str], index: int, participle: int | None) -> bool:
    """Whether a "both" after the predicate's participle joins its objects ("involved in
    building | both the Eiffel Tower and ..."): a determiner or a name follows it."""
    if participle is None or _low(rest[index]) != "both" or index + 1 >= len(rest):
        return False
    following = rest[index + 1]
    return _low(following) in DETERMINERS or _is_capital(following)


# A finite "be" left in the rest of a be-question, whose own is moved to its front, belongs to
# a clause of the subject's ("the city where the bridge is located").
_FINITE_BE = frozenset(["is", "are", "was", "were"])
# Adverbs that may open a predicate before a noun or an adjective ("already chancellor").
_PREDICATE_ADVERBS = _words("already ever previously formerly currently originally once")
# Words in -ly that are nouns, not adverbs.
_LY_NOUNS = _words("family assembly supply rally ally belly lily jelly holly bully reply")
# Words that open a clause of the rest's own, after which no predicate of the main one starts.
_CLAUSE_OPENERS = _SUBORDINATE | _words("which where who whom whose that if")


def _adverb_start(rest: list[str]) -> int | None:
    """An adverb that opens the predicate after the subject and before any clause of its own
    ("Angela Merkel | already chancellor when ...", "the choir's director | previously an
    organist in the town where ..."); not one inside the subject ("the newly built")."""
    for index, word in enumerate(rest):
        low = _low(word)
        if index >= 2 and low in _CLAUSE_OPENERS:
            return None
        if index < 2 or index == len(rest) - 1 or _is_capital(word) or low in _LY_NOUNS:
            continue  # (nor one that closes the rest: "may staff work remotely")
        before = _low(rest[index - 1])
        if before in DETERMINERS or before.endswith(("'s", "s'")) or before in PREPOSITIONS:
            continue
        if is_base_verb(before):
            continue  # "work remotely up to ...": the verb's adverb
        if low in _PREDICATE_ADVERBS or (low.endswith("ly") and len(low) > 5):
            return index
    return None


def _comparative_start(rest: list[str]) -> int | None:
    """Where a comparison's predicate starts: the comparative before "than" ("larger in area
    than", "more expensive than"), with "more"/"less" before it; None without one."""
    lows = [_low(w) for w in rest]
    if "than" not in lows:
        return None
    than = lows.index("than")
    for index in range(than - 1, max(0, than - 4) - 1, -1):
        word = lows[index]
        if index and word.endswith("er") and len(word) > 4 and not _is_capital(rest[index]):
            if index > 1 and (
                lows[index - 1] in ("more", "less", "much", "far") or is_participle(lows[index - 1])
            ):
                return index - 1  # "more expensive than", "founded earlier than"
            return index
        if index and word in ("more", "less", "fewer"):
            return index
    return None


def _verb_form(base: str, aux: str) -> str:
    if aux == "did":
        return past_tense(base)
    if aux == "does":
        return third_person(base)
    return base


def _subject_and_predicate(rest: list[str]) -> tuple[list[str], list[str]]:
    if rest and _low(rest[0]) in _PRONOUN_START:
        return rest[:1], rest[1:]  # "Will it be warmer tomorrow?"
    start = _predicate_start(rest)
    if start is None:
        for index, word in enumerate(rest):
            low = _low(word)
            if index and low in DETERMINERS and _ends_noun_phrase(rest, index - 1):
                # "Canberra | the largest city in ...", "the museum's founder | a painter"
                return rest[:index], rest[index:]
            if index >= 2 and low in PREPOSITIONS and low != "of":
                if _takes_preposition(rest[index - 1]):
                    index -= 1  # "the red fox | native to Ireland"
                return rest[:index], rest[index:]
        return rest, []
    return rest[:start], rest[start:]


def _ends_noun_phrase(rest: list[str], index: int) -> bool:
    """Whether the word at ``index`` can end a subject that a determiner after it follows: a
    name or a noun ("the museum's founder"), not a preposition, a conjunction nor a word that
    stands before a determiner ("the winner of the 1998 prize", "all the rooms", "of A and
    the B")."""
    low = _low(rest[index])
    return _is_capital(rest[index]) or (
        low not in PREPOSITIONS and low not in _PREDETERMINERS and low not in ("and", "or")
    )


_PREDETERMINERS = frozenset(["all", "both", "half", "such", "quite", "rather"])


def _phrase(parse: _Parse, answer: str, stranded: bool) -> str:
    """The answer as it stands in the statement: with the unit of "how many ..." or the
    adjective of "how tall", and the preposition of "where", "when" or the question's lead."""
    wh, phrase = parse.wh, answer
    if wh == "how" and parse.noun:
        kind = parse.noun[0]
        if kind in ("many", "much") and parse.noun[1:] and _quantity_with_unit(answer):
            noun = parse.noun[1:]
            if _low(answer.split()[-1]) == _low(noun[0]):
                noun = noun[1:]  # "18 weeks" for "How many weeks of leave": "weeks" once
            phrase = " ".join([answer, *noun])
        elif parse.noun[1:] == ["in", "advance"] and "advance" not in answer.lower():
            phrase = f"{answer} in advance"
        elif kind in _HOW_ADVERBIAL and parse.aux not in BE:
            if kind == "long" and not _starts_with_preposition(answer):
                phrase = f"for {answer}"  # "must keep receipts for seven years"
        elif (
            kind in _HOW_ADJECTIVES
            and kind not in _HOW_TIMES
            and parse.aux in BE
            and kind not in answer.lower().split()
        ):
            # "How old was she?" + "about 51": "about 51 years old"
            bare = re.sub(r"^at\s+", "", answer, flags=re.I)
            years = kind == "old" and _only_quantity(bare)
            phrase = f"{bare} years old" if years else f"{answer} {kind}"
    if stranded:
        return phrase
    if parse.lead and not _starts_with_preposition(phrase):
        return f"{' '.join(w.lower() for w in parse.lead)} {phrase}"
    if wh == "where":
        return _where(phrase)
    if wh == "when":
        return _when(phrase)
    if wh == "why" and not phrase.lower().startswith(("because", "to ", "due", "as ")):
        return f"because {phrase}"
    return phrase


_PARTICLES = _words("up out off down over away back")
# Verbs whose complement is no object a passive could open with.
_NO_PASSIVE = _words("have be do become remain stay seem appear")


def _passive(rest: list[str], agent: str) -> str | None:
    """ "directed The Glass Orchard" + "Helen Marsh" → "The Glass Orchard was directed by
    Helen Marsh"; None when the verb takes no object or is "have"."""
    verb = _low(rest[0])
    base = verb_base(verb)
    if base is None or base in _NO_PASSIVE or _is_capital(rest[0]):
        return None  # ("Who became CFO?": "Nkechi Obi became CFO", not "CFO was become by")
    if verb == base or verb.endswith("ing"):
        return None  # not a finite verb: "Which planets orbit ..." keeps its order
    tail = rest[1:]
    particle = ""
    if tail and _low(tail[0]) in _PARTICLES:
        particle, tail = _low(tail[0]), tail[1:]
    if (
        not tail
        or _low(tail[0]) in PREPOSITIONS
        or _low(tail[0]) in _CONDITION_WORDS
        or _is_degree(tail[0])
        or _is_degree(tail[-1])
        or _MORE_OFTEN.search(" ".join(tail)) is not None
        or _low(tail[0]).endswith("ing")
    ):
        # No object: "Who died in 1979?", "What credit applies if ...?", "Which ballet
        # premiered later?", "Which needs replacing more often?"; or a comparison the answer
        # must open: "Who published a first novel earlier?"
        return None
    present = (verb.endswith("s") and verb_base(verb) == verb[:-1]) or verb.endswith("es")
    aux = "is" if present else "was"
    return _join(tail, aux, past_participle(base), particle, "by", agent)


# A comparison of how often or how soon closing a question ("needs its filter replaced more
# often"): the answer opens the statement, no passive.
_MORE_OFTEN = re.compile(r"\b(?:more|less)\s+(?:often|frequently|quickly|slowly|soon)$", re.I)


# Words that open a relative clause inside a subject ("the astronomer who used ...").
_RELATIVE_OPENERS = _words("that which who whom whose where")


def _postposed_participle(rest: list[str]) -> int | None:
    """The participle of a be-question that stands between its subject and the subject's
    relative clause ("the treaty signed that ended the war", "the Games held at which Owens
    won"), or None."""
    for index in range(1, len(rest) - 2):
        low = _low(rest[index])
        if not _participle_like(low) or _is_capital(rest[index]):
            continue
        before = _low(rest[index - 1])
        if before in DETERMINERS or before in PREPOSITIONS or before in AUXILIARIES:
            return None
        following = [_low(w) for w in rest[index + 1 : index + 3]]
        if following[0] in _RELATIVE_OPENERS or (
            following[0] in PREPOSITIONS and following[1] in ("which", "whom")
        ):
            return index
        return None  # the first participle is the predicate's
    return None


def _is_degree(word: str) -> bool:
    """A comparative or superlative adverb standing after a verb ("lived longer", "opened
    first"): the verb has no object."""
    low = _low(word)
    return low in _COMPARATIVE_WORDS or low in _COMPARATIVE_EXTRA or low in _FIRST | _LAST


_TIME_DETERMINERS = _words("each every this last next that")


def _role_as(tail: list[str]) -> bool:
    """Whether the words open with an "as" that gives a role, with no verb after it ("serve
    as president of her country"), not a clause ("as the river rose")."""
    return _low(tail[0]) == "as" and not any(is_finite_verb(_low(w)) for w in tail[1:])


def _strands_first(tail: list[str]) -> bool:
    """Whether the first word after a do-question's verb is a preposition left without its
    object, a time phrase following it ("migrate to each winter", "move to in 1990")."""
    if len(tail) < 2 or _low(tail[0]) not in PREPOSITIONS:
        return False
    following = _low(tail[1])
    if following[0].isdigit():
        # "move to 1990" is rare; "become in 1935" is a time phrase of its own
        return _low(tail[0]) not in _TIME_PREPOSITIONS
    return following in PREPOSITIONS or following in _TIME_DETERMINERS


def _inner_stranding(predicate: list[str]) -> int | None:
    """Where a preposition inside a predicate is left without its object, a time phrase
    ending the predicate after it ("playing for at the time", "based in during 1990");
    None if there is none."""
    for index in range(1, len(predicate) - 1):
        if _low(predicate[index - 1]) not in PREPOSITIONS and _strands_first(predicate[index:]):
            return index
    return None


_TIME_PREPOSITIONS = frozenset(
    ["in", "on", "at", "by", "during", "since", "until", "before", "after"]
)


def _wh_statement(parse: _Parse, answer: str) -> str | None:
    """The declarative form of a wh-question with the answer in the question word's place."""
    wh, aux, rest = parse.wh, parse.aux, parse.rest
    adverbial = (
        wh in ("where", "when", "why")
        or bool(parse.lead)
        or (wh == "how" and bool(parse.noun) and parse.noun[0] in _HOW_ADVERBIAL and aux not in BE)
        or (wh == "how" and not parse.noun)  # "How did they heat it?": a manner ends it
    )
    if aux is None:
        # The question word is the subject: "Who directed X?" → "X was directed by Y", so
        # that the answer ends the statement, where new information goes.
        if not rest:
            return None
        passive = _passive(rest, _phrase(parse, answer, False))
        return passive or _join(_phrase(parse, answer, False), rest)
    if aux in _DO:
        verb = _main_verb(rest)
        if verb is None:
            return None
        subject, adverbs = _split_adverbs(rest[:verb])
        tail = rest[verb + 1 :]
        form = _verb_form(_low(rest[verb]), aux)
        stranded = bool(tail) and _low(tail[-1]) in PREPOSITIONS
        if _strands_first(tail):
            # "Which country did she move to in 1990?": the answer is the object of "to"
            phrase = _phrase(parse, answer, True)
            if _starts_with_preposition(phrase):
                return _join(subject, adverbs, form, phrase, tail[1:])
            return _join(subject, adverbs, form, tail[0], phrase, tail[1:])
        phrase = _phrase(parse, answer, stranded)
        if tail and _low(tail[0]) in _SUBORDINATE and not stranded and not _role_as(tail):
            return _join(subject, adverbs, form, phrase, tail)  # "... worked at X before ..."
        if wh == "how" and _low(rest[verb]) == "take" and not stranded:
            return _join(subject, adverbs, form, answer, tail)  # "Io takes 1.77 days to ..."
        if stranded or adverbial:
            return _join(subject, adverbs, form, tail, phrase)
        return _join(subject, adverbs, form, phrase, tail)
    if not rest:
        return None
    bare = wh in ("what", "who", "which") and not parse.noun and not parse.lead
    start = _predicate_start(rest)
    if aux in BE:
        at = _time_clause(rest)
        if wh == "how" and parse.noun and parse.noun[0] in _HOW_ADJECTIVES and at is not None:
            # "How old was Ridd when the bridge opened?": "Ridd was 51 years old when ..."
            return _join(rest[:at], aux, _phrase(parse, answer, False), rest[at:])
        if bare and at is not None:
            # "Who was King of England when the Pilgrims sailed?": "James I was King of
            # England when ..."; the time clause keeps its own verb
            return _join(_phrase(parse, answer, False), aux, rest)
        postposed = _postposed_participle(rest)
        if postposed is not None:
            # "was the treaty signed that ended the war": the relative clause is the
            # subject's ("The treaty that ended the war was signed in 1745")
            subject = rest[:postposed] + rest[postposed + 1 :]
            return _join(subject, aux, rest[postposed], _phrase(parse, answer, False))
        if (
            wh == "how"
            and parse.noun
            and parse.noun[0] in _HOW_ADJECTIVES
            and start is not None
            and 0 < start < len(rest) - 2
            and _low(rest[start + 1]) in PREPOSITIONS
            and _low(rest[-1]) not in PREPOSITIONS
        ):
            # "How long is the route described in X?": all of it is the subject.
            return _join(rest, aux, _phrase(parse, answer, False))
        if (
            start == 0
            or _low(rest[0]) in PREPOSITIONS
            or ((bare or (wh == "which" and parse.noun)) and _adjective(rest[0]))
        ):
            # "Which album was released later?", "How many islands are in X?", "Who was
            # victorious at Stamford Bridge?", "Which lizard is native to Indonesia?"
            return _join(_phrase(parse, answer, False), aux, rest)
        first = _low(rest[0])
        if (len(rest) == 1 or _low(rest[1]) in PREPOSITIONS or _low(rest[1]) == "than") and (
            first in _COMPARATIVE_WORDS
            or first in _COMPARATIVE_EXTRA
            or first in _FIRST | _LAST
            or first.endswith("est")
        ):
            # "Who is older?", "Which animal is heavier on average?"
            return _join(_phrase(parse, answer, False), aux, rest)
        if _is_degree(rest[-1]) and not any(_is_capital(w) for w in rest):
            return _join(_phrase(parse, answer, False), aux, rest)  # "Which is aged longer?"
        noun_phrase = _low(rest[0]) in DETERMINERS or rest[0].endswith(("'s", "s'"))
        named = len(_names_first(rest)[0])
        if start is None and adverbial and _complement_at(rest, named):
            # "In which years was Red Rum runner-up in the Grand National?": the name is the
            # subject, what follows it the predicate ("Red Rum was runner-up ... in 1975")
            return _join(rest[:named], aux, rest[named:], _phrase(parse, answer, False))
        if start is None or (bare and noun_phrase and _low(rest[-1]) not in PREPOSITIONS):
            return _join(rest, aux, _phrase(parse, answer, False))
        subject, predicate = rest[:start], rest[start:]
        stranded = _low(predicate[-1]) in PREPOSITIONS
        inner = _inner_stranding(predicate) if not stranded else None
        if inner is not None:
            # "was X playing for at the time": "X was playing for Bayern Munich at the time"
            phrase = _phrase(parse, answer, True)
            return _join(subject, aux, predicate[: inner + 1], phrase, predicate[inner + 1 :])
        phrase = _phrase(parse, answer, stranded)
        if not stranded and len(predicate) > 2 and _low(predicate[1]) in _SUBORDINATE:
            # "was the women's race rowed before 2001": "was rowed over 1,500 metres before
            # 2001", the answer beside the verb it completes
            return _join(subject, aux, predicate[:1], phrase, predicate[1:])
        return _join(subject, aux, predicate, phrase)
    # has/have/had or a modal: a participle or base verb follows the subject.
    if aux in _HAVE and not any(
        _participle_like(_low(w)) and not _describes_noun(rest, i) for i, w in enumerate(rest)
    ):
        # "Which country has the largest population?": "has" is the verb, the question
        # phrase its subject.
        return _join(_phrase(parse, answer, False), aux, rest)
    if aux in MODALS and _modal_verb_first(rest):
        # "Which alias should be paged when ...?", "Which team should handle the ticket?":
        # the question phrase is the subject
        start = 0
    elif aux in MODALS and start is not None and start > 1:
        verb = _main_verb(rest[:start])
        if verb is not None and is_base_verb(_low(rest[verb])):
            start = verb  # "should puppies keep receiving ...": the modal's verb is "keep"
    if start is None:
        start = _main_verb(rest)
        if start is None:
            return _join(_phrase(parse, answer, False), aux, rest) if aux in _HAVE else None
    if start == 0:
        return _join(_phrase(parse, answer, False), aux, rest)
    subject, predicate = rest[:start], rest[start:]
    stranded = _low(predicate[-1]) in PREPOSITIONS
    phrase = _phrase(parse, answer, stranded)
    if stranded or adverbial:
        return _join(subject, aux, predicate, phrase)
    # The answer goes right after the verb, past the adverbs before it ("had previously
    # headed X").
    verb = next((i for i, w in enumerate(predicate) if _participle_like(_low(w))), 0)
    return _join(subject, aux, predicate[: verb + 1], phrase, predicate[verb + 1 :])


def _complement_at(words: list[str], at: int) -> bool:
    """Whether the words from ``at`` open a complement of "be" after a name: a determiner
    ("the longest in Europe", "a student") or a noun and its preposition ("runner-up in",
    "president of"), not the rest of a compound subject ("the Nordwell Bank boardroom")."""
    if not 0 < at < len(words):
        return False
    return _low(words[at]) in DETERMINERS or (
        at + 1 < len(words) and _low(words[at + 1]) in PREPOSITIONS and not words[at].isdigit()
    )


def _describes_noun(rest: list[str], index: int) -> bool:
    """Whether the participle at ``index`` describes the noun after it, standing right
    after a determiner or a degree word ("the larger installed capacity")."""
    if index == 0 or index + 1 >= len(rest):
        return False
    before = _low(rest[index - 1])
    return before in DETERMINERS or _is_degree(before) or before.endswith("est")


def _modal_verb_first(rest: list[str]) -> bool:
    """Whether the words after a question's modal open with its verb, past any adverbs
    ("should be paged", "should handle the ticket", "can currently seat more spectators"):
    the question phrase is then the subject."""
    at = 0
    while at < len(rest) - 1 and _is_adverb(rest[at]):
        at += 1
    first = _low(rest[at])
    following = _low(rest[at + 1]) if at + 1 < len(rest) else ""
    return (
        first in ("be", "have")
        or is_base_verb(first)
        or (
            bool(following)
            and (following in DETERMINERS or following in _MORE_OR_FEWER)
            and not _is_capital(rest[at])
        )
    )


_MORE_OR_FEWER = frozenset(["more", "fewer", "less"])


_HAVE = frozenset(["have", "has", "had"])
_PERFECT_ADVERBS = frozenset(["already", "ever", "still", "yet", "just", "also", "never"])


_TIME_CLAUSE = _words("when while before after until")


def _time_clause(rest: list[str]) -> int | None:
    """Where a clause saying when the question holds starts, after a subject without a
    verb ("Ridd | when the bridge opened"); None if there is none."""
    for index, word in enumerate(rest):
        if _low(word) in _TIME_CLAUSE:
            return index if index > 0 else None
        if is_finite_verb(_low(word)) or _participle_like(_low(word)):
            return None
    return None


def _yes_no_statement(words: list[str], positive: bool) -> str | None:
    """The declarative form of a yes/no question, negated for a "no"."""
    if not words or _low(words[0]) not in AUXILIARIES:
        return None
    aux, rest = _low(words[0]), [w for w in words[1:] if w != ","]
    # "Were both A and B members of ...?": "both" goes after the verb ("A and B were both")
    both = "both" if rest and _low(rest[0]) == "both" and "and" in map(_low, rest[2:-1]) else ""
    rest = rest[1:] if both else rest
    if not rest:
        return None
    if aux in _DO:
        verb = _main_verb(rest)
        if verb is None:
            return None
        subject, adverbs = _split_adverbs(rest[:verb])
        if len(subject) > 1 and _low(subject[-1]) == "both":
            both, subject = "both", subject[:-1]  # "Do A and B both feed ...?": "do not both"
        tail = rest[verb + 1 :]
        base = _low(rest[verb])
        if positive:
            return _join(subject, both, adverbs, _verb_form(base, aux), tail)
        return _join(subject, aux, "not", both, adverbs, base, tail)
    if aux in _HAVE:
        # "Had Marquez already received the prize when the novel came out?": the perfect's
        # participle is the first one after the subject; what follows it stays as it is.
        at = next((i for i, w in enumerate(rest) if i and is_participle(_low(w))), None)
        if at is not None:
            subject, adverbs = _split_adverbs(rest[:at])
            while subject and _low(subject[-1]) in _PERFECT_ADVERBS:
                adverbs = [subject.pop(), *adverbs]
            return _join(subject, aux, "" if positive else "not", both, adverbs, rest[at:])
    if aux in MODALS and (
        _low(rest[0]) in _PRONOUN_START
        or not is_participle(_low(rest[0]))
        or _modifies_noun(rest)  # "Can unused parental leave be exchanged ...?"
    ):
        # (the verb stands before a condition: "Can the lock still be opened if ...?")
        condition = next((i for i, w in enumerate(rest) if i and _low(w) in _CONDITION_WORDS), None)
        verb = _main_verb(rest[:condition]) if condition else None
        verb = _main_verb(rest) if verb is None else verb
        if verb is not None and (
            _low(rest[verb]) not in ("be", "have")
            or (verb + 1 < len(rest) and is_participle(_low(rest[verb + 1])))
        ):
            # "May hotfixes skip the suite?": the modal goes before the base verb.
            while verb > 1 and _low(rest[verb - 1]) in ("be", "been", "have"):
                verb -= 1  # "can expired points be put back": the passive's "be" with it
            subject, adverbs = _split_adverbs(rest[:verb])
            return _join(subject, aux, "" if positive else "not", both, adverbs, rest[verb:])
    subject, predicate = _subject_and_predicate(rest)
    if not predicate:
        subject, predicate = _names_first(rest)
    if not predicate:
        return None
    return _join(subject, aux, "" if positive else "not", both, predicate)


def _modifies_noun(rest: list[str]) -> bool:
    """Whether the participle opening the rest describes the noun after it ("unused
    parental leave"): a plain word follows, not a preposition, a determiner nor a name."""
    if len(rest) < 3:
        return False
    after = _low(rest[1])
    return (
        not _is_capital(rest[1])
        and after not in PREPOSITIONS
        and after not in DETERMINERS
        and after not in STOPWORDS
        and not is_participle(after)
    )


def _names_first(rest: list[str]) -> tuple[list[str], list[str]]:
    """A subject made of the names that open the rest ("Elsa Brandt and Karl Moberg | of
    the same nationality")."""
    end = 0
    for index, word in enumerate(rest):
        if _is_capital(word) or (
            _low(word) in ("and", "the", "of")
            and index + 1 < len(rest)
            and _is_capital(rest[index + 1])
        ):
            end = index + 1
            continue
        break
    return rest[:end], rest[end:]


# "What does the passage say about X (and Y)?": an answer's pronoun stands for X, not for
# the passage.
_SAYS_ABOUT = re.compile(
    r"^what\s+(?:does|do|did)\s+(?:the|this|that)\s+\w+\s+(?:say|state|tell\s+us)\s+"
    r"(?:about|regarding|on)\s+(?P<topic>.+?)(?:\s+and\s+.*)?\s*\?$",
    re.I,
)


# A second question joined to the first ("..., and are they toxic to predators?").
_JOINED_QUESTION = re.compile(
    r",\s+(?:and|but|or)\s+(?:(?:is|are|was|were|do|does|did|can|could|has|have|had|will|would)"
    r"\s+(?:it|they|he|she|its|their|his|her)\b|(?:what|when|where|who|which|why|how)\b)",
    re.I,
)


def question_subject(question: str) -> str | None:
    """What the question asks about, for resolving a pronoun that opens an answer ("When was
    the distillery in Port Ellis founded?" → "the distillery in Port Ellis"), or None."""
    about = _SAYS_ABOUT.match(question.strip())
    if about is not None:
        return about["topic"]  # "What does the passage say about antibiotics ...?": they
    second = _JOINED_QUESTION.search(question)
    if second is not None:  # "Where do X overwinter, and are they toxic?": the first asks
        question = question[: second.start()] + "?"
    choice = options(question)
    words = _split_words(choice.head if choice else question)
    if words and _low(words[0]) in AUXILIARIES:
        aux, rest = _low(words[0]), [w for w in words[1:] if w != ","]
        if aux in _DO:
            verb = _main_verb(rest)
            subject = _split_adverbs(rest[:verb])[0] if verb else []
        else:
            subject = _subject_and_predicate(rest)[0]
    else:
        parse = _parse(words)
        if parse is None or not parse.rest or parse.aux is None:
            return None
        rest = parse.rest
        if parse.aux in _DO:
            verb = _main_verb(rest)
            subject = _split_adverbs(rest[:verb])[0] if verb else []
        else:
            start = _predicate_start(rest)
            if start is None and parse.aux not in BE:
                start = _main_verb(rest)
            if start == 0 or (rest and _low(rest[0]) in PREPOSITIONS):
                return None
            subject = rest[:start] if start is not None else rest
    at = _time_clause(subject)
    if at:
        subject = subject[:at]  # "How old was Ilmar Vesk when he died?": Ilmar Vesk
    if subject and _low(subject[0]) in ("the", "a", "an"):
        subject = [_low(subject[0]), *subject[1:]]
    if (
        len(subject) > 3
        and subject[0] == "the"
        and _low(subject[1]) in _OUTCOMES
        and subject[2] == "of"
    ):
        subject = subject[3:]  # "What was the outcome of the appeal? It was refused."
    return " ".join(subject) or None


# "the outcome of the appeal": an answer's "it" is the appeal ("It was refused"), not its
# outcome
_OUTCOMES = _words("outcome result fate")


def complete_comparison(statement: str, question: str) -> str:
    """A comparison made in answer to a choice question, completed with the option it is made
    against: "Harold Penfold is older" → "Harold Penfold is older than Derek Lowe"."""
    by_how = _BY_HOW_MUCH.search(question)
    if by_how is not None:  # "Which is longer, A or B, and by how much?"
        question = question[: by_how.start()].rstrip(" ,") + "?"
    choice = options(question)
    if choice is None or " than " in f" {statement.lower()} " or _COMPARED.search(statement):
        return statement
    other = choice.other(statement)
    if other is None:
        return statement
    return compared_against(statement, other)


def compared_against(statement: str, other: str) -> str:
    """A comparison completed with the thing it is made against ("is older" → "is older than
    Derek Lowe", "opened first" → "opened first, before Derek Lowe"); the statement as it is
    when it makes none, or already names what it is made against."""
    if " than " in f" {statement.lower()} " or _COMPARED.search(statement):
        return statement
    words = [_low(w) for w in _split_words(statement)]
    if words and (words[-1] in _COMPARATIVE_EXTRA or words[-1] in _COMPARATIVE_WORDS):
        return f"{statement} than {other}"  # "published a first novel earlier"
    if any(w in _FIRST or w == "before" for w in words):
        return f"{statement}, before {other}"
    if any(w in _LAST or w == "after" for w in words):
        return f"{statement}, after {other}"
    for word in (w for w in words if w in _COMPARATIVE_WORDS):
        found = re.search(rf"\b{re.escape(word)}\b(?=\s*[,(;])", statement, re.I)
        if found is not None:
            # "The Rhine is longer, by about 136 km": "longer than the Elbe, by about ..."
            return f"{statement[: found.end()]} than {other}{statement[found.end() :]}"
    if any(w in _COMPARATIVE_EXTRA or w in _COMPARATIVE_WORDS for w in words):
        return f"{statement} than {other}"
    return statement


# A comparison in time the statement already makes against a named thing ("seventeen
# years before Ashcombe College").
_COMPARED = re.compile(r"\b(?:before|after)\s+(?:the\s+)?[A-Z]")

_COMPARATIVE_WORDS = _words(
    """
    older younger taller shorter longer larger bigger smaller higher lower deeper
    shallower heavier lighter faster slower earlier later greater wider narrower richer
    poorer hotter colder warmer cooler newer closer farther further stronger weaker
    cheaper dearer thicker thinner
    """
)


def answer_statements(question: str, answer: str) -> tuple[tuple[str, ...], str] | None:
    """Statements for an answer that only makes sense with its question (a short answer, or
    one opening with "yes"/"no"), and the rest of the answer to be read as it is (the "she
    reached the final twice" of "No, but she reached the final twice"). None when the answer
    stands on its own or the question cannot be parsed."""
    if not question.strip() or not answer.strip():
        return None
    asked_last = [s for s in split_sentences(question) if s.rstrip().endswith("?")]
    if asked_last:
        question = asked_last[-1]  # "A contractor who ... in May. How many weeks ...?"
    by_how = _BY_HOW_MUCH.search(question)
    if by_how is not None:
        return _with_margin(question[: by_how.start()].rstrip(" ,") + "?", answer)
    second = _SECOND_QUESTION.search(question)
    if second is not None and options(question[: second.start()].rstrip(" ,") + "?"):
        return _with_second_answer(question, second, answer)
    gap = _gap_statement(question, answer)
    if gap is not None:
        return (gap,), ""
    choice = options(question)
    head = choice.head if choice else question
    words = _split_words(head)
    yes, no = _YES.match(answer), _NO.match(answer)
    asked, setting = _opening_phrase(words)
    if asked and _low(asked[0]) in AUXILIARIES and not (yes or no):
        chosen = _alternative_chosen(asked, answer)
        if chosen is not None:
            statement = _yes_no_statement(chosen[0], positive=True)
            if statement is not None and _low(statement.split()[0]) not in AUXILIARIES:
                return ((_join(statement, setting) if setting else statement),), chosen[1]
    if asked and _low(asked[0]) in AUXILIARIES and (yes or no):
        match = yes or no
        assert match is not None
        statement = _yes_no_statement(asked, positive=yes is not None)
        if statement is not None and setting:
            statement = _join(statement, setting)
        remainder = answer[match.end() :].strip()
        if remainder.lower().startswith("but "):
            remainder = remainder[4:]
        if statement is None:
            return ((), remainder) if remainder else None
        if remainder and is_short_answer(remainder):
            only = _only_statement(asked, remainder)
            if only is not None:  # "No, only on Great Mirrow.": what holds instead
                return (statement, _join(only, setting) if setting else only), ""
            remainder = ""  # "No, never." adds nothing the statement does not say
        return (statement,), remainder
    participled = _participle_answer(question, answer)
    if participled is not None:
        return participled
    if not is_short_answer(answer) and not _answers_in_kind(words, answer):
        return _described_answer(question, answer) or _explained_answer(question, answer)
    parse = _parse(asked)
    detail = _DETAIL.search(answer)  # "The carbon filter (every 12 months vs. 24 months)"
    phrase = _answer_phrase(answer[: detail.start()] if detail else answer)
    if parse is None:
        built = _in_place(words, phrase)
        return ((_detailed(built, detail),), "") if built else None
    statement = _wh_statement(parse, phrase)
    if statement is None:
        statement = _replace_question_phrase(asked, parse, phrase)
    if statement is None:
        return None
    if setting:
        statement = _join(statement, setting)  # "... guards the well, in Tavren folklore"
    if choice is not None:
        statement = complete_comparison(statement, question)
    statement = _REPEATED.sub(r"\1", statement)  # "Up to EUR 110 per night" + "per night"
    return (_detailed(statement, detail),), ""


# Question words that open a question whose answer may be a clause they open too ("Until
# what age ...?" "Until they are 16 weeks old.").
_CLAUSE_LEADS = _words("until since after before")


def _answers_in_kind(words: list[str], answer: str) -> bool:
    """Whether an answer opens with the word its question opens with, a clause of its own
    ("Until they are at least 16 weeks old"), so it takes the question's place whole."""
    lead = _low(words[0]) if words else ""
    first = answer.split(maxsplit=1)[0].lower() if answer.strip() else ""
    return lead in _CLAUSE_LEADS and first == lead and "," not in answer


def _only_statement(asked: list[str], remainder: str) -> str | None:
    """The statement a short "only ..." after "yes" or "no" makes of its question ("Does the
    salamander occur on both islands?" "No, only on Great Mirrow.": "The salamander occurs
    only on Great Mirrow"): the phrase takes the place of the question's phrase that opens
    with its preposition, or else closes the affirmed question."""
    found = _ONLY.match(remainder)
    if found is None:
        return None
    affirmed = _yes_no_statement(asked, positive=True)
    if affirmed is None:
        return None
    phrase = found["phrase"].rstrip(" .!")
    first = phrase.split()[0].lower()
    at = affirmed.lower().rfind(f" {first} ") if first in PREPOSITIONS else -1
    kept = affirmed[:at] if at > 0 else affirmed
    return f"{kept} only {phrase}"


_ONLY = re.compile(r"^(?:but\s+)?only\s+(?P<phrase>\S.*)$", re.I)


# Two or three words said twice in a row, where an answer repeats its question's words.
_REPEATED = re.compile(r"\b(\w+(?:\s+\w+){1,2})\s+\1\b", re.IGNORECASE)


# A bracket of several words closing a short answer: a detail the statement ends with.
_DETAIL = re.compile(r"\s*\((?P<inner>[^()]*\s[^()]*)\)\s*[.!]?\s*$")


def _detailed(statement: str, detail: re.Match[str] | None) -> str:
    return f"{statement} ({detail['inner'].strip()})" if detail else statement


# A question that also asks for a margin ("Which tower is taller, and by how much?"), and an
# answer that gives one after the option it names ("The Ferro Tower, by 64 metres").
_BY_HOW_MUCH = re.compile(
    r",?\s+and\s+by\s+(?:roughly\s+|about\s+|approximately\s+)?how\s+(?:much|many)\b[^?]*\?\s*$",
    re.I,
)
_MARGIN = re.compile(
    r"^(?P<head>[^,;(]+?)\s*(?:,|\(|\s[-\u2013]\s)\s*"
    r"(?P<margin>(?:by\s+)?(?:(?:about|roughly|approximately|around|nearly|almost|some)\s+)?"
    r"\d[^,;()]*?)"
    r"\)?\s*[.!]?\s*$",
    re.I,
)


def _with_margin(question: str, answer: str) -> tuple[tuple[str, ...], str] | None:
    """Statements for an answer to a question that asks which and by how much: the answer's
    option put into the question without its margin clause, the margin after it as what
    the comparison states ("The Ferro Tower is taller by 64 metres"). An answer that is a
    sentence of its own is read as it is."""
    match = _MARGIN.match(answer.strip())
    head = match["head"] if match else answer
    built = answer_statements(question, head)
    if built is None or not built[0] or match is None:
        return built
    margin = match["margin"].strip()
    if not margin.lower().startswith("by "):
        if len(margin.split()) > 3 or margin.lower().endswith(("er", "than")):
            return built  # "(64 metres taller)": no margin the statement can take as it is
        margin = f"by {margin}"
    *others, last = built[0]
    return (*others, _join(last.rstrip(" ."), margin)), built[1]


# A choice question that goes on to ask about the chosen one ("Which is deeper, A or B, and
# how deep is the deeper one at its maximum?"), and the chosen one as it asks it.
_SECOND_QUESTION = re.compile(
    r",?\s+and\s+(?P<second>(?:how|what|when|where)\s+.*?\b(?P<one>the\s+\w+er\s+one|it)\b.*?)"
    r"\?\s*$",
    re.I,
)
# An answer naming the chosen one, then what the second question asks ("Lake Baikal, at
# roughly 1,642 metres").
_CHOSEN_THEN = re.compile(r"^(?P<head>[^,;(]+?)\s*[,;(]\s*(?P<rest>[^()]+?)\)?\s*[.!]?\s*$")


def _with_second_answer(
    question: str, second: re.Match[str], answer: str
) -> tuple[tuple[str, ...], str] | None:
    """Statements for an answer to a choice question with a second question about the chosen
    one: the choice, then the second question answered of it ("Lake Baikal is deeper than
    Lake Tanganyika", "Lake Baikal at its maximum is roughly 1,642 metres deep"; "Lake
    Tarnagh reaches 67 metres" for "Lake Tarnagh, which reaches 67 metres")."""
    choice_question = question[: second.start()].rstrip(" ,") + "?"
    match = _CHOSEN_THEN.match(answer.strip())
    if match is None:
        return answer_statements(choice_question, answer)
    head, rest = match["head"], match["rest"]
    built = answer_statements(choice_question, head)
    if built is None or not built[0]:
        return built
    relative = re.match(r"(?:which|who|that)\s+(?P<said>.+)$", rest.strip(), re.I)
    if relative is not None:  # "Lake Tarnagh, which reaches 67 metres"
        return (*built[0], _join(head, relative["said"])), built[1]
    asked = second["second"]
    asked = (
        asked[: second.start("one") - second.start("second")]
        + head
        + asked[second.end("one") - second.start("second") :]
    )
    rest = re.sub(r"^(?:at|with)\s+", "", rest.strip(), flags=re.I)
    more = answer_statements(asked[0].upper() + asked[1:] + "?", rest)
    if more is None or not more[0]:
        return built
    return (*built[0], *more[0]), built[1]


_ROUGHLY = _words("about around roughly nearly almost approximately just some over under")

# "How many years after the bridge opened was the hall finished?": the gap, its anchor
# event and the question proper.
_HOW_GAP = re.compile(
    r"^\s*how\s+(?:(?:many|much)\s+(?P<unit>[a-z]+)|long)\s+(?P<side>after|before)\s+"
    r"(?P<rest>.+?)\s*\?\s*$",
    re.I,
)


def _gap_statement(question: str, answer: str) -> str | None:
    """The statement for a short answer to a question asking how long after (or before) an
    event something happened: "26 years" to "How many years after Halden & Pryce was founded
    was Arthur Halden appointed an MBE?" is "Arthur Halden was appointed an MBE 26 years
    after Halden & Pryce was founded". The question proper starts at its first auxiliary
    that no participle follows (not the event's own "was founded"); None when there is none
    or the answer is no bare amount."""
    match = _HOW_GAP.match(question)
    if match is None or not is_short_answer(answer):
        return None
    words = _split_words(match["rest"])
    starts = [
        i
        for i, w in enumerate(words)
        if i
        and _low(w) in AUXILIARIES
        and i + 1 < len(words)
        and not _participle_like(_low(words[i + 1]))
    ]
    if not starts:
        return None
    event, asked = words[: starts[0]], words[starts[0] :]
    main = _yes_no_statement(asked, positive=True)
    if main is None:
        return None
    amount = answer.strip().rstrip(".")
    head, _, tail = amount.partition(" ")
    if head.lower() in STOPWORDS or head.lower() in _ROUGHLY:
        amount = f"{head.lower()} {tail}".strip()  # "About 11 months": not a name
    unit = match["unit"]
    if unit and unit.lower() not in amount.lower() and _only_quantity(amount):
        amount = f"{amount} {unit.lower()}"
    return _join(main, amount, match["side"].lower(), [w for w in event if w != ","])


def _alternative_chosen(asked: list[str], answer: str) -> tuple[list[str], str] | None:
    """For a yes/no-shaped question that offers two words ("Did she move there before or
    after the prize?"), the question with the one the answer gives on its own ("After.",
    "After, in 1990") in their place, and the rest of the answer to read as it is; None when
    the answer opens with neither, or with a sentence ("Butterflies are ...")."""
    first = re.match(r"\s*([A-Za-z]+)\s*(?:[,.;:!-]+\s*|$)", answer)
    if first is None:
        return None
    pick = first.group(1).lower()
    for index in range(1, len(asked) - 2):
        one, joint, other = (_low(w) for w in asked[index : index + 3])
        if joint == "or" and pick in (one, other) and one != other:
            rest = answer[first.end() :].strip()
            return [*asked[:index], pick, *asked[index + 3 :]], rest
    return None


_DESCRIBED = re.compile(
    r"^(?P<head>[^,;:]{1,80}?),\s+(?P<pronoun>which|who|whose)\s+(?P<rest>\S.*)$", re.S
)


def _described_answer(question: str, answer: str) -> tuple[tuple[str, ...], str] | None:
    """A short answer followed by a relative clause ("Geneva, which hosts the UN's European
    headquarters"): the answer's statement, and the clause said of the answer ("Geneva hosts
    the UN's European headquarters") as the rest to read as it is; a "which" after a member of
    a team ("Jonas Brekk of the Revenue Systems team, which owns pricing-svc") is said of the
    team; a "whose" clause is said of the answer's thing ("Wren End, whose reed is 40 cm
    deep": "Wren End's reed is 40 cm deep")."""
    match = _DESCRIBED.match(answer.strip())
    if match is None or not is_short_answer(match["head"]) or "," in match["rest"]:
        return None  # "X, who led it, died in 1603": the clause is inside a sentence
    built = answer_statements(question, match["head"])
    if built is None or not built[0]:
        return None
    head = match["head"].strip()
    group = _MEMBER_OF.search(head) if match["pronoun"] == "which" else None
    if group is not None:  # "Jonas Brekk of the Revenue Systems team, which owns ...": the team
        head = group["group"].replace("the", "The", 1)
    if match["pronoun"] == "whose":
        head = f"{head}'" if head.endswith("s") else f"{head}'s"
    return built[0], f"{head} {match['rest'].strip()}"


# A person named as a member of a group ("Jonas Brekk of the Revenue Systems team"): a
# "which" after it is said of the group.
_MEMBER_OF = re.compile(
    r"\bof\s+(?P<group>the\s+(?:[A-Z][\w'\u2019&.-]*\s+){1,4}"
    r"(?:team|group|department|division|unit|committee|squad|office))$"
)


# The question words that ask for a thing, which can do what a participle says.
_ASKING_FOR_A_THING = frozenset(["what", "which", "who", "whom"])
_PARTICIPLED = re.compile(
    r"^(?P<head>[^,;:]{1,80}?),\s+(?P<verb>[a-z]+ing|with|at)\s+(?P<rest>\S.*)$", re.S
)


_COMMA = re.compile(r",(?!\d{3}\b)")  # not the comma of "2,100"
_TALLY = re.compile(r"\b(?:to|against|versus|vs|compared|than)\b|'s\b")


def _participle_answer(question: str, answer: str) -> tuple[tuple[str, ...], str] | None:
    """A short answer followed by a participle clause ("A pinwheel escapement, replacing
    the original verge"), a "with" ("The Hardanger fiddle, with 16 strings") or an "at" and
    an amount ("The Aldridge Endurance, at 4.2 kg"): the answer's statement, and the clause
    said of the answer ("A pinwheel escapement replaced the original verge", "The Hardanger
    fiddle has 16 strings", "The Aldridge Endurance is at 4.2 kg") as the rest to read as it
    is, where the question asks for a thing ("What", "Which", "Who"); None otherwise."""
    match = _PARTICIPLED.match(answer.strip())
    if match is None or not is_short_answer(match["head"]) or _COMMA.search(match["rest"]):
        return None
    if _low(_split_words(question)[0]) not in _ASKING_FOR_A_THING:
        return None  # "How often ...?" "Once a week, removing any hair": no doer
    rest = match["rest"].strip()
    if match["verb"] in ("at", "with") and _TALLY.search(rest):
        return None  # "with seven titles to Kellerby's five": a tally of both
    if match["verb"] == "at":
        if not any(t.is_number for t in tokenize(rest)):
            return None  # "Ferrand, at the time": no amount
        verb: str | None = "is at"  # "The Aldridge Endurance, at 4.2 kg": it stands at it
    elif match["verb"] == "with":
        if any(is_participle(_low(w)) or is_gerund(_low(w)) for w in _split_words(match["rest"])):
            return None  # "with biometric login also accepted": a clause of its own
        verb = "has"  # "The Hardanger fiddle, with 16 strings": it has them
    else:
        base = verb_base(match["verb"]) if is_gerund(match["verb"]) else None
        verb = past_tense(base) if base is not None else None
    if verb is None:
        return None
    built = answer_statements(question, match["head"])
    if built is None or not built[0]:
        return None
    return built[0], f"{match['head'].strip()} {verb} {rest}"


_EXPLAINED = re.compile(
    r"^(?P<head>[^,;:()]{1,80}?)(?::|\s[-\u2013\u2014]\s)"
    r"\s*(?P<rest>\S.*)$",
    re.S,
)


def _explained_answer(question: str, answer: str) -> tuple[tuple[str, ...], str] | None:
    """A short answer followed by a colon or a dash and what it rests on ("About 37: he was
    born in 1821 ...", "Lyra Flex — it comes with 60 GB"): the answer's statement, and the
    rest to read as it is. (A ", because ..." stays one claim with the answer it argues for.)"""
    match = _EXPLAINED.match(answer.strip())
    if match is None or not is_short_answer(match["head"]):
        return None
    built = answer_statements(question, match["head"])
    if built is None or not built[0]:
        return None
    return built[0], match["rest"].strip()


# How many words a condition opening a question ("If a customer's return arrives 45 days
# after delivery, will ...?") may run to.
_CONDITION_REACH = 16


def _opening_phrase(words: list[str]) -> tuple[list[str], list[str]]:
    """A question split from the opening phrase it sets off by a comma, and that phrase as
    part of the claim. A source ("According to runbook RB-207, are ...", "Per the policy,
    ...") is where the answer comes from, not part of what it claims, so it is dropped; a
    time or condition ("In 2019, did ...", "Under the new rules, may ...", "If the return
    arrives late, will ...") limits the claim, so it is kept to close the statement ("With
    monthly billing, how much ...?")."""
    opener = _low(words[0]) if words else ""
    if "," in words and (opener in PREPOSITIONS | {"according", "per"} | _CONDITION_WORDS):
        comma = words.index(",")
        opens = _low(words[comma + 1]) if comma + 1 < len(words) else ""
        longest = _CONDITION_REACH if opener in _CONDITION_WORDS else 8
        if 1 < comma < longest and (opens in AUXILIARIES or opens in _WH):
            kept = [] if _low(words[0]) in ("according", "per") else words[:comma]
            if kept:
                kept = [kept[0].lower(), *kept[1:]]
            return words[comma + 1 :], kept
    return words, []


def _replace_question_phrase(words: list[str], parse: _Parse, phrase: str) -> str | None:
    """The question with its question phrase replaced by the answer, as a last resort
    ("Which country did X emigrate to" + "Canada" → "Canada did X emigrate to")."""
    rest = " ".join(parse.rest)
    if not rest:
        return None
    lead = " ".join(w.lower() for w in parse.lead)
    return _join(lead, phrase, parse.aux or "", rest)


def _modifies_next(words: list[str], index: int) -> bool:
    """Whether a capitalised word is an adjective of the common noun after it ("which
    French town"), not a name."""
    following = words[index + 1] if index + 1 < len(words) else ""
    return bool(following) and not _is_capital(following) and _low(following) not in AUXILIARIES


def _in_place(words: list[str], phrase: str) -> str | None:
    """A question whose question word is not at its start ("X was released in what year?"):
    the question phrase replaced by the answer where it stands. A question word after a
    preposition, or closing the question, is the asked one; another may open a relative
    clause ("The naturalist who named tardigrades was born in what town?")."""
    found = [i for i, w in enumerate(words) if _low(w) in _WH and i > 0]
    if not found:
        return None
    asked = (
        [i for i in found if _low(words[i - 1]) in PREPOSITIONS]
        or [i for i in found if len(words) - i <= 3]
        or [i for i in found if _after_verb(words, i)]
    )
    index = asked[-1] if asked else found[0]
    end = index + 1
    if _low(words[index]) in ("what", "which", "whose"):
        titled = _titled_noun_end(words, end)  # "which National Football League team"
        if titled is not None:
            end = titled
        while (
            end < len(words)
            and end - index <= 3
            and (not _is_capital(words[end]) or _modifies_next(words, end))
            and _low(words[end]) not in AUXILIARIES
            and _low(words[end]) not in _RELATIVE_OPENERS  # "which building that is ..."
            and words[end] != ","
        ):
            end += 1
    before = words[:index]
    if before and _starts_with_preposition(phrase) and _low(before[-1]) in PREPOSITIONS:
        before = before[:-1]  # "learned the trade from whom?" "From his uncle": one "from"
    return _join(before, phrase, words[end:])


def _after_verb(words: list[str], index: int) -> bool:
    """Whether the question word at ``index`` follows a verb ("... owned which team?"), as
    the object it asks for, not a relative pronoun after a noun."""
    previous = _low(words[index - 1])
    return not _is_capital(words[index - 1]) and (
        is_finite_verb(previous) or is_participle(previous)
    )


def _titled_noun_end(words: list[str], start: int) -> int | None:
    """The end of a run of capitalised words and the common noun closing it ("National
    Football League team"), when ``start`` opens one; else None."""
    end = start
    while end < len(words) and _is_capital(words[end]) and end - start < _TITLE_WORDS:
        end += 1
    if end == start or end >= len(words) or _is_capital(words[end]):
        return None
    low = _low(words[end])
    if low in AUXILIARIES or low in PREPOSITIONS or low in DETERMINERS or words[end] == ",":
        return None
    return end + 1


_TITLE_WORDS = 4
