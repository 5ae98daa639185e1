"""What the offline judge reads out of a context sentence and out of a statement.

Pure, deterministic functions and frozen records. A context is split into sentences (a sentence
with a pronoun also gets the words of the subject before it); each sentence is read for its
words (as lemma keys), names (runs of capitalised words, cut at punctuation), places (a country
and the word for its people count as one), numbers with their units, dates, clauses (for
negation and direction words) and *segments*: the stretches between commas, brackets,
relative pronouns and conjunctions that open a new verb ("directed by A | and starring B"),
which tell which words a name or number belongs to. A statement is read the same way, and each
of its names and numbers gets its *relation words*: the nearest content words on either side,
which a context must put next to the same name or number.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from .local_grammar import (
    AUXILIARIES,
    BE,
    PREPOSITIONS,
    is_finite_verb,
    is_gerund,
    is_participle,
    is_verb,
    verb_base,
)
from .local_lexicon import (
    HEDGES,
    canonical_unit,
    is_verb_form,
    lemma,
    lemmas,
    polarities,
    root,
    synonym_ids,
    unit_dimension,
)
from .local_places import place_of, place_of_name, places_around
from .local_statements import _clauses, _subject
from .text import (
    MONTH_NAMES,
    NEGATIONS,
    STOPWORDS,
    Token,
    date_spans,
    dates,
    month_number,
    normalize_number,
    split_sentences,
    stem,
    tokenize,
)

__all__ = [
    "Bag",
    "Claim",
    "Context",
    "NameRun",
    "Sentence",
    "after_copula",
    "analyse_claim",
    "analyse_context",
    "comma_end",
    "counts_one_of",
    "denied_spans",
    "elliptical_count",
    "held",
    "in_span",
    "is_year_token",
    "key",
    "keys_to_comma",
    "later_than",
    "month_spans",
    "name_runs",
    "names_a_people",
    "occurrences",
    "passage_of",
    "pieces_of",
    "rate_of",
    "relation_words",
    "unit_after",
    "verb_like",
    "written_lower",
    "year_spans",
    "years_later",
]

LIGHT = lemmas(
    """
    need make get take give go come put keep let want be have do also only even there thing
    way lot kind sort mean can may must will shall would should could per each every both
    either said note answer question context according text since until unless still already
    yet ever back away far become nationality profession occupation later previously
    eventually subsequently afterwards co
    """
)
"""Words too common to tie a statement to a sentence, or naming the kind of a value (and
"co", which the tokenizer splits off "co-founded": "founded with" says the same)."""

CALENDAR = lemmas(
    """
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday
    """
)
TITLES = lemmas(
    """
    mr mrs ms dr prof professor sir dame lord lady king queen prince princess saint st general
    president senator governor judge captain colonel father brother sister mayor chancellor
    inspector detective officer chief commander admiral bishop pope emperor empress duke
    duchess count countess baron minister coach doctor reverend
    """
)
PRONOUNS = frozenset(
    ["it", "its", "they", "their", "them", "he", "him", "his", "she", "her", "this", "these"]
)
_EXTRA_NEGATIONS = frozenset({"without", "neither", "nor", "none", "nobody", "nothing", "non"})
_FREE = frozenset({"cost", "charge", "extra", "fee"})
_CURRENCY = re.compile(r"([$€£¥])\s?(\d[\d,.]*)")
_PERCENT = re.compile(r"(\d)\s?%")
_PIECE = re.compile(
    r"\s*[;:()\u2013\u2014]\s*|,(?!\d{3})\s*|\s+(?:and|but|while|whereas|against|versus|vs)\s+"
)
_BREAK = re.compile(r"[,;:()\[\]\u2013\u2014\"\u201c\u201d]|\.\s|\s-\s")
_NAME_JOINERS = frozenset(["of", "de", "del", "la", "van", "von", "der", "du", "di", "da"])
_CLAUSE_OPENERS = frozenset(["which", "who", "whom", "whose", "that", "where", "when"])
_SEGMENT_WORDS = frozenset(
    ["who", "whom", "whose", "which", "while", "whereas", "although", "though"]
)
_JOINERS = frozenset(["and", "but", "or", "yet"])


def key(token: Token) -> str:
    """The comparison key of a token: the number, the acronym, or the lemma of the word."""
    if token.is_number or token.acronym:
        return token.text
    return lemma(token.text)


# Modal words that, capitalised inside a sentence, are names ("Kraftwerk and Can").
_MODAL_NAMES = frozenset(["can", "will", "must", "might", "shall"])


def _is_name(tokens: Sequence[Token], index: int) -> bool:
    token = tokens[index]
    if token.text in _MODAL_NAMES and token.capitalised and not token.initial:
        return True
    if token.is_number or token.text in STOPWORDS:
        return False
    if token.symbol or token.acronym:
        return True
    if not token.capitalised:
        return False
    if not token.initial:
        return True
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    return following is not None and following.capitalised and _is_name(tokens, index + 1)


@dataclass(frozen=True, slots=True)
class NameRun:
    """Adjacent name tokens (no punctuation between them), as keys in order."""

    keys: tuple[str, ...]
    start: int
    end: int  # the last token, inclusive
    surface: str = ""  # the name as written

    @property
    def place(self) -> str | None:
        """The place the name stands for ("Nigerian" → "nigeria", "United Kingdom" →
        "britain")."""
        return place_of_name(self.keys)

    def label(self) -> str:
        """The name as written (or its keys)."""
        return self.surface or " ".join(self.keys)

    @property
    def possessive(self) -> bool:
        """Whether the name is written as a possessor ("Napoleon's")."""
        return self.label().endswith(("'s", "\u2019s"))


def _broken(text: str, left: Token, right: Token) -> bool:
    return bool(_BREAK.search(text[left.end : right.start] + " "))


def _name_broken(text: str, left: Token, right: Token) -> bool:
    """Whether punctuation ends a name between two tokens; the period of an initial does
    not ("F. W. de Klerk", "John F. Kennedy")."""
    if len(left.text) == 1 and left.capitalised and text[left.end : right.start].strip() == ".":
        return False
    if _nickname_quote(text, left, right):
        return False
    return _broken(text, left, right)


_OPENING_QUOTES = ('"', "\u201c", "'", "\u2018")
_CLOSING_QUOTES = ('"', "\u201d", "'", "\u2019")


def _nickname_quote(text: str, left: Token, right: Token) -> bool:
    """Whether the gap is a quote, double or single, around a one-word nickname within a
    name (Jean Louise "Scout" Finch, George Herman 'Babe' Ruth), which does not end the
    name."""
    gap = text[left.end : right.start]
    if gap[:1] == " " and gap[1:] in _OPENING_QUOTES:  # before the nickname
        after = text[right.end : right.end + 2]
        return after[:1] in _CLOSING_QUOTES and after[1:] == " "
    if gap[:1] in _CLOSING_QUOTES and gap[1:] == " ":  # after it
        return text[max(0, left.start - 1) : left.start] in _OPENING_QUOTES
    return False


def _possessive(text: str, token: Token) -> bool:
    """Whether the token is a possessive: "Siberia's", or a plural "Pharmaceuticals'"."""
    return token.text.endswith(("'s", "\u2019s")) or text[token.end : token.end + 1] in (
        "'",
        "\u2019",
    )


def name_runs(
    tokens: Sequence[Token], text: str, known: frozenset[str] = frozenset()
) -> list[NameRun]:
    """The names of a text, in order. A capitalised word opening a sentence counts when
    ``known`` (names seen elsewhere) holds it; "of" between two names joins them ("University
    of Bergen"). Month and day names and units are not names."""
    runs: list[NameRun] = []
    current: list[int] = []

    def close() -> None:
        if current:
            surface = text[tokens[current[0]].start : tokens[current[-1]].end]
            keys = tuple(key(tokens[i]) for i in current)
            runs.append(NameRun(keys, current[0], current[-1], surface))
            current.clear()

    def named(index: int) -> bool:
        token = tokens[index]
        found = (
            _is_name(tokens, index)
            or (token.capitalised and not token.is_number and key(token) in known)
        ) and key(token) not in CALENDAR
        initial = (
            len(token.text) == 1
            and text[token.end : token.end + 1] == "."
            and not (index and tokens[index - 1].is_number)  # "5 W." is a unit
        )
        # "F. W. de Klerk"; "the Velo S": a capital unit symbol after a name word is a model
        model = index > 0 and tokens[index - 1].capitalised and text[token.start].isupper()
        return found and (initial or model or canonical_unit(token.text) is None)

    for index, token in enumerate(tokens):
        is_name = named(index)
        if (
            not is_name
            and current
            and token.text in _NAME_JOINERS
            and index + 1 < len(tokens)
            and named(index + 1)
            and not _name_broken(text, tokens[current[-1]], token)
            and not tokens[current[-1]].acronym
            and place_of(key(tokens[index + 1])) is None  # "Faith Chepngetich of Kenya"
        ):
            current.append(index)  # "Bank | of | England"
            continue
        if (
            is_name
            and current
            and (
                _name_broken(text, tokens[current[-1]], token)
                or (
                    _possessive(text, tokens[current[-1]])
                    and not _nickname_quote(text, tokens[current[-1]], token)
                )
            )
        ):
            close()  # "Siberia's Lake Baikal": the owner and the owned are two names
        if is_name:
            current.append(index)
        else:
            close()
    close()
    return runs


# Words that say which kind of a unit of time is counted ("20 working days").
_TIME_KINDS = frozenset(("working", "business", "calendar", "consecutive", "clear", "school"))


def _places_of(tokens: Sequence[Token]) -> frozenset[str]:
    """The places the capitalised words of a sentence name or describe ("Nigerian" →
    "nigeria"), but for a people's word used for their language ("wrote in Swedish",
    "Swedish-speaking"), which places no one."""
    found = set()
    for index, token in enumerate(tokens):
        place = place_of(key(token)) if token.capitalised else None
        if place is None:
            continue
        spoken = place != key(token) and (
            (index and tokens[index - 1].text == "in")
            or (index + 1 < len(tokens) and tokens[index + 1].text == "speaking")
        )
        if not spoken:
            found.add(place)
    return frozenset(found)


def unit_after(tokens: Sequence[Token], index: int) -> str | None:
    """The unit written right after the number at ``index``: "12 km", "106 million square
    kilometres", "20 working days", the unit after a range's end for its start ("30 to 59
    minutes"), and years for an age ("aged 12"); None when no unit follows."""
    if index and tokens[index - 1].text in _AGED:
        unit = unit_after(tokens[index:], 0)
        return "year" if unit is None else unit
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    if following is None or following.is_number:
        return None
    if following.text == "to" and index + 2 < len(tokens) and tokens[index + 2].is_number:
        return unit_after(tokens, index + 2)  # "30 to 59 minutes": both are minutes
    if following.text in ("square", "sq") and index + 2 < len(tokens):
        return _squared(tokens[index + 2].text)
    if following.text == "nautical" and index + 2 < len(tokens):
        return "nmi" if canonical_unit(tokens[index + 2].text) == "mi" else None
    if following.text in _TIME_KINDS and index + 2 < len(tokens):
        unit = canonical_unit(tokens[index + 2].text)
        return unit if unit is not None and unit_dimension(unit) == "time" else None
    return canonical_unit(following.text)


# The words that make the number after them an age in years.
_AGED = frozenset(["aged", "age", "ages"])


def numbers_of(text: str, tokens: Sequence[Token]) -> dict[str, set[str]]:
    """Each number of the text with the units written right after it (or a currency sign
    before it, or a percent sign after it). A "one" written as a word is not counted."""
    found: dict[str, set[str]] = {}
    for index, token in enumerate(tokens):
        if not token.is_number:
            continue
        if token.text == "1" and not text[token.start].isdigit():
            continue
        units = found.setdefault(token.text, set())
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        if following is not None and decade_suffix(token, following):
            continue  # "the 1990s", "her 20s": a decade, not 1990 seconds
        if following is not None and not following.is_number:
            unit = unit_after(tokens, index)
            if (unit is not None and following.start - token.end <= 1) or (
                unit is not None and not _broken(text, token, following)
            ):
                units.add(unit)
        rate = rate_of(tokens, index)
        if rate is not None:
            units.add(rate)
        if (
            index
            and tokens[index - 1].capitalised
            and _AGE_APPOSITION.fullmatch(text, tokens[index - 1].end, token.end + 1)
        ):
            units.add("year")  # "Lena Kaarsberg, 22, won ...": her age
    for match in _CURRENCY.finditer(text):
        number = normalize_number(match.group(2).rstrip(".,"))
        unit = canonical_unit(match.group(1))
        if unit is not None:
            found.setdefault(number, set()).add(unit)
    for match in _PERCENT.finditer(text):
        start = match.start(1)
        for token in tokens:
            if token.is_number and token.start <= start < token.end:
                found.setdefault(token.text, set()).add("pct")
    return found


# An age set off by commas right after a name (", 22,").
_AGE_APPOSITION = re.compile(r",\s*\d{1,3},")


def decade_suffix(token: Token, following: Token) -> bool:
    """Whether an "s" glued to a number ending in 0 makes it a decade ("1990s", "60s")."""
    return following.text == "s" and following.start == token.end and token.text.endswith("0")


def rate_of(tokens: Sequence[Token], index: int) -> str | None:
    """The time a number is counted per, as a unit of its own ("/min" for "600 requests per
    minute", "/h" for "30 km an hour", "/week" for "2 times a week"): "per", "a", "an",
    "each" or "every" and a unit of time, with at most two words between the number and
    them."""
    for at in range(index + 1, min(index + 4, len(tokens) - 1)):
        word = tokens[at]
        if word.is_number:
            return None
        if word.text in _PER:
            unit = canonical_unit(tokens[at + 1].text)
            if unit is not None and unit_dimension(unit) == "time":
                return f"/{unit}"
            return None
    return None


_PER = frozenset(("per", "a", "an", "each", "every"))


def _squared(word: str) -> str | None:
    """The area unit of "square <length unit>" ("kilometres" → ``"km2"``), or None."""
    unit = canonical_unit(word)
    if unit is None or unit_dimension(unit) != "length":
        return None
    return canonical_unit(unit + "2")


def decades_of(text: str) -> frozenset[int]:
    """The first years of the decades a text names ("the 1990s" → 1990)."""
    return frozenset(int(m.group(1)) for m in re.finditer(r"\b(1\d{2}0|20\d0)'?s\b", text))


def pieces_of(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """(number, the content words of its piece) for every number of the text, where pieces
    are the text cut at commas, semicolons, colons, brackets and conjunctions; a short label
    before a colon ("Price: $0.021 per GB", "launched more vessels in 1955: 14 against 9";
    a year is no amount of its own) lends its words to the piece after it, and a
    piece that opens with a verb after "and" has the common words of the subject before it
    ("The branch line closed in 1962 and reopened in 1998"), and an amount alone after a
    comma (or a date alone) those of the piece before it ("the highest melting point of all
    metals, 3,422 °C"; "came first, on 20 February 2023"), and a date alone opening the text
    those of the piece after it ("On 11 September, Lind beat Voss"), and an elliptical count
    ("leaving the seven it uses") those of the last piece with a number before a noun ("nine
    lawns")."""
    out: list[tuple[str, frozenset[str]]] = []
    label: frozenset[str] = frozenset()
    subject: frozenset[str] = frozenset()
    previous: frozenset[str] = frozenset()
    counted: frozenset[str] = frozenset()  # the words of the last piece counting a noun
    fronted = 0  # how many numbers a date alone opening the text gives
    cuts = [m.group() for m in _PIECE.finditer(text)]
    for number, piece in enumerate(_PIECE.split(text)):
        tokens = tokenize(piece)
        kept = [
            t
            for t in tokens
            if t.is_content
            and not t.is_number
            and canonical_unit(t.text) is None
            and key(t) not in HEDGES
            and key(t) not in LIGHT
        ]
        words = label | frozenset(key(t) for t in kept)
        if number and cuts[number - 1].strip() == "and" and tokens and verb_like(tokens[0]):
            words |= subject  # "The branch line closed in 1962 and reopened in 1998"
        else:
            verb = next((t.start for t in tokens if verb_like(t)), None)
            subject = frozenset(
                key(t) for t in kept if verb is not None and t.start < verb and not t.capitalised
            )
        if words <= CALENDAR and number and cuts[number - 1].strip() == ",":
            # "the highest melting point of all metals, 3,422 °C"; "came first, on 20
            # February 2023"
            words |= previous
        if number == 1 and fronted:
            # "On 11 September, Lind beat Voss": the opening date is the clause's
            out[:fronted] = [(n, w | words) for n, w in out[:fronted]]
        label = frozenset()
        previous = words
        numbered = False
        for at, token in enumerate(tokens):
            if token.is_number:
                own = words | counted if _elliptical(tokens, at) else words
                out.append((token.text, own))
                numbered = numbered or not is_year_token(token)
                if _counts_a_noun(tokens, at):
                    counted = words
        if number == 0 and words <= CALENDAR and cuts and cuts[0].strip() == ",":
            fronted = len(out)  # a date alone before a comma opens the text
        labelled = number < len(cuts) and cuts[number].strip() == ":"
        if labelled and not numbered and 0 < len(words) <= _LABEL_WORDS:
            label = words  # "Price: $0.021 per GB": the amount is the price
    return tuple(out)


_LABEL_WORDS = 3  # content words of a field's label ("Monthly price:")


def _counts_a_noun(tokens: Sequence[Token], index: int) -> bool:
    """Whether a common noun follows the number ("nine lawns", not "two were sold")."""
    if index + 1 == len(tokens) or is_year_token(tokens[index]):
        return False
    following = tokens[index + 1]
    return following.is_content and not following.capitalised and not verb_like(following)


def counts_one_of(tokens: Sequence[Token], index: int, words: frozenset[str]) -> bool:
    """Whether the number at ``index`` counts one of ``words``: it stands within three
    tokens after it, with no number between ("512 GB of storage", "nine fermentation vats"),
    or the number stands for it ("nine lawns ... leaving the seven it uses")."""
    noun = elliptical_count(tokens, index)
    if noun is not None and any(held(w, Bag.of((key(noun),))) for w in words):
        return True
    for token in tokens[index + 1 : index + 4]:
        if token.is_number:
            return False
        if any(held(w, Bag.of((key(token),))) for w in words):
            return True
    return False


def elliptical_count(tokens: Sequence[Token], index: int) -> Token | None:
    """The noun an elliptical count stands for: the noun after the last number before it
    that counts one ("nine lawns ... leaving the seven it uses": "lawns"); None when the
    number has a noun of its own or none comes before."""
    if not _elliptical(tokens, index):
        return None
    for at in range(index - 1, -1, -1):
        if tokens[at].is_number and _counts_a_noun(tokens, at):
            return tokens[at + 1]
    return None


def _elliptical(tokens: Sequence[Token], index: int) -> bool:
    """Whether the number stands for a count of things named before it, with no noun of
    its own after "the" and a pronoun or relative word after it ("had nine lawns, but two
    were sold, leaving the seven it uses"); a number compared against is none."""
    if index == 0 or tokens[index - 1].text != "the":
        return False
    if index > 1 and tokens[index - 2].text == "than":
        return False  # "far fewer than the 100,000 that some had predicted": not the count
    if index + 1 == len(tokens):
        return True
    return tokens[index + 1].text in _ELLIPSIS_FOLLOWERS


_ELLIPSIS_FOLLOWERS = PRONOUNS | {"that", "which", "who", "still", "now", "remaining", "left"}


@dataclass(frozen=True, slots=True)
class Clause:
    """A clause's words, whether it is negative, its direction words, and whether its
    negation only says when something began ("was not regulated until 1991": it was, from
    1991), so a claim of either polarity may agree with it."""

    keys: frozenset[str]
    negated: bool
    polar: dict[str, set[str]]
    onset: bool = False
    contrast: bool = False  # split off the clause before it ("..., but not to AdminNet")
    required: frozenset[str] = frozenset()  # see ``denial``; ``negated`` stays true
    capped: bool = False  # it denies only what goes past an amount ("not more than one")


def denial(tokens: Sequence[Token], text: str = "") -> tuple[bool, frozenset[str]]:
    """Whether a clause is negative, and what it requires when two of its denials cancel.

    Negative: a negation word ("not", "no", "without", "…n't"), or "fail(ed) to", "unable
    to". A "no" opening a compound ("no-claims") does not count, nor does a negation in a
    condition ("covers limescale damage even if the machine has not been descaled": the
    condition is denied, not the claim).

    Required: when a denied verb (or "no …") and a "without" or "unless" cancel ("cannot be
    taken without a doctor's advice"), the content keys after the "without", up to a comma
    or the other denial (doctor, advice); empty for any other clause. Such a clause still
    counts as negative here: a claim is read as affirming it, a context sentence as allowing
    it only with what it requires (``local_verify``)."""
    found = _denials(tokens, text)
    at = _without(found)
    if at is None:
        return bool(found), frozenset()
    last = max(i for _, i in found)
    stop = last if at < last else len(tokens)
    return True, frozenset(keys_to_comma(tokens, text, at + 1, stop))


def keys_to_comma(tokens: Sequence[Token], text: str, start: int, stop: int) -> list[str]:
    """The keys of the content words (no numbers) from ``start`` up to ``stop`` or the first
    comma, in order: what a "without" or an "unless" applies to."""
    found: list[str] = []
    for index in range(start, stop):
        token = tokens[index]
        if text and index and "," in text[tokens[index - 1].end : token.start]:
            break
        if token.is_content and not token.is_number:
            found.append(key(token))
    return found


def _without(denials: list[tuple[str, int]]) -> int | None:
    """Where the "without" (or "unless") of two denials that cancel stands: a denied verb or
    "no …" and a "without" ("does not allow it without notice", "no refund without a
    receipt", "without a badge, you cannot enter" all require something); None otherwise."""
    if len(denials) != 2:
        return None
    words = [w for w, _ in denials]
    if words.count("without") != 1:
        return None
    other = words[1] if words[0] == "without" else words[0]
    if other in _CANCELLING or other.endswith("n't"):
        return denials[words.index("without")][1]
    return None


_CANCELLING = frozenset({"not", "never", "cannot", "no", "none", "nobody", "nothing"})


def comma_end(tokens: Sequence[Token], text: str, at: int) -> int:
    """The index of the first token after ``at`` that a comma stands before (in ``text``),
    or the number of tokens: where a phrase that starts after ``at`` ends."""
    end = at + 1
    while end < len(tokens) and "," not in text[tokens[end - 1].end : tokens[end].start]:
        end += 1
    return end


def denied_spans(tokens: Sequence[Token], text: str) -> list[tuple[int, int]] | None:
    """For each denial of a clause (its ``tokens``, in ``text``) that denies only a part of
    it, the tokens it denies, as (start, end) indices: after "fail(ed) to", "refused to" ... up
    to a comma or the clause's end ("fined ... for failing to warn customers": the warning,
    not the fine), or after a denial opening the clause up to a comma ("No one was hurt, but
    the line was closed"). None when a denial may deny the whole clause."""
    spans: list[tuple[int, int]] = []
    for _, at in _denials(tokens, text):
        end = comma_end(tokens, text, at)
        if not _partial_denial(tokens, at) and not (at <= 1 and end < len(tokens)):
            return None
        spans.append((at + 1, end))
    return spans


def but_instead(tokens: Sequence[Token], at: int, end: int) -> int | None:
    """Where the "but" of "not X but Y" stands, when the denial at ``at`` is a "not" right
    before a preposition or a determiner and a "but" follows it before ``end`` ("caused not
    by the wind but by water": only the wind is denied); else None."""
    if tokens[at].text != "not" or at + 1 >= end:
        return None
    if tokens[at + 1].text not in _NOT_BUT_OPENERS:
        return None
    return next((i for i in range(at + 2, end) if tokens[i].text == "but"), None)


# What may follow the "not" of "not X but Y" ("not by the wind", "not the council").
_NOT_BUT_OPENERS = frozenset(["by", "in", "on", "at", "for", "from", "with", "the", "a", "an"])


def first_denial(tokens: Sequence[Token], text: str) -> int | None:
    """Where the clause's first denial word stands (see ``denied_spans``), or None."""
    found = _denials(tokens, text)
    return found[0][1] if found else None


def _denials(tokens: Sequence[Token], text: str) -> list[tuple[str, int]]:
    """The clause's denial words and where they stand, in order; an "unless" after a denial
    counts as "without" ("do not take it unless a doctor advises": only with advice)."""
    condition = False
    opened = 0  # where the condition opened
    denials: list[tuple[str, int]] = []
    for index, token in enumerate(tokens):
        if condition and text and index and "," in text[tokens[index - 1].end : token.start]:
            condition = False
        if (
            condition
            and token.text in _MAIN_SUBJECTS
            and any(verb_like(t) or is_verb(t.text) for t in tokens[opened + 2 : index])
        ):
            condition = False  # "Once points have expired they cannot ...": no comma
        if token.is_number:
            continue
        word = token.text
        if word == "unless" and len(denials) == 1:
            denials.append(("without", index))
        if word in ("if", "unless", "whether", "when", "once"):
            condition, opened = True, index
        if condition:
            continue
        following = tokens[index + 1].text if index + 1 < len(tokens) else ""
        after = text[token.end : token.end + 1]
        if word == "no" and (after in ("-", ".") or following in _FREE):
            continue  # "no-claims", "No. 1", "at no cost": not a denial
        if word in ("no", "not") and _bounding(tokens, index + 1, word == "not"):
            continue  # "no more than 30 days" sets a limit, it denies nothing
        if text and _parenthetical(text, token.start, token.end):
            continue  # "The owners, who asked not to be named, agreed ...": not the clause's
        if word == "not" and index and tokens[index - 1].text == "but":
            continue  # "may be used in gardens but not in forests": an exception, no denial
        if (
            word in NEGATIONS
            or word.endswith("n't")
            or word in _EXTRA_NEGATIONS
            or _partial_denial(tokens, index)
        ):
            denials.append((word, index))
    return denials


# Subject pronouns that open the main clause after a condition written without a comma.
_MAIN_SUBJECTS = frozenset(["they", "it", "he", "she", "we", "you", "i"])
_FAILING = frozenset(["fail", "fails", "failed", "failing", "unable"])
# not "decline": "attributed the decline to", "sales declined to 40 units"
_REFUSING = frozenset(["refuse", "refuses", "refused", "refusing"])
_STOPPING = frozenset(["stop", "stops", "stopped", "stopping"])


def _partial_denial(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token at ``index`` denies what follows it, not its whole clause: "fail(ed)
    to", "unable to", "refused to", "stopped short of" (the court "stopped
    short of cancelling the sale": it did not cancel it), "without" before a verb's -ing form
    inside a clause ("... without disturbing them")."""
    word = tokens[index].text
    following = tokens[index + 1].text if index + 1 < len(tokens) else ""
    if word in _FAILING or word in _REFUSING:
        return following == "to"
    if word == "without" and index > 0:
        # "which allows visitors to watch the seals without disturbing them": the
        # disturbing is denied, not what the clause says before it
        return following.endswith("ing") and len(following) > 5
    return (
        word == "short" and following == "of" and index > 0 and tokens[index - 1].text in _STOPPING
    )


_COMPARATIVES = frozenset(["more", "less", "fewer", "later", "earlier", "longer", "greater"])


def _bounding(tokens: Sequence[Token], index: int, numbered: bool) -> bool:
    """Whether the tokens from ``index`` read "more than", "later than" ... (a limit), and
    when ``numbered``, a number follows ("not more than 30", not "has not won more than
    once")."""
    return (
        index + 1 < len(tokens)
        and tokens[index].text in _COMPARATIVES
        and tokens[index + 1].text == "than"
        and (not numbered or (index + 2 < len(tokens) and tokens[index + 2].is_number))
    )


def _parenthetical(text: str, start: int, end: int) -> bool:
    """Whether the span stands in a relative clause set off by commas (", who ... ,")."""
    comma = text.rfind(",", 0, start)
    if comma < 0 or text.find(",", end) < 0:
        return False
    opener = text[comma + 1 : start].split()
    return bool(opener) and opener[0].lower() in ("who", "which")


def _before_until(text: str, last: str) -> bool:
    """Whether the clause ending in ``last`` is followed by "until" in the sentence."""
    return re.search(rf"\b{re.escape(last)}\s+(?:until|till)\b", text, re.IGNORECASE) is not None


def polar_of(tokens: Sequence[Token], keys: Iterable[str]) -> dict[str, set[str]]:
    """The direction scales a clause speaks of (see ``polarities``), with an obligation
    written as "have to", "need to", "required to" or "must" counted as "mandatory" ("adults
    do not have to wear helmets" says what "helmets remain optional for adults" says)."""
    obliged = any(t.text == "must" for t in tokens) or any(
        a.text in _OBLIGING and b.text == "to" for a, b in itertools.pairwise(tokens)
    )
    return polarities([*keys, "mandatory"] if obliged else keys)


def _claim_polar(tokens: Sequence[Token], keys: Iterable[str]) -> dict[str, set[str]]:
    """The direction scales a claim speaks of (``polar_of``), where a "lost" that takes a
    bare noun ("his craft lost skirt pressure") is no defeat to set against a "won" of the
    context. (A context keeps its "lost": which sentence speaks of a claim is chosen with
    it.)"""
    losses = [i for i, t in enumerate(tokens) if key(t) == _LOSE]
    if losses and all(_loses_a_thing(tokens, i) for i in losses):
        keys = [k for k in keys if k != _LOSE]
    return polar_of(tokens, keys)


_LOSE = lemma("lose")


def _loses_a_thing(tokens: Sequence[Token], index: int) -> bool:
    """Whether "lost" at ``index`` takes a bare common noun ("lost skirt pressure", "lost
    power"), a thing lost rather than a contest ("lost the final", "lost to Leeds")."""
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    return (
        following is not None
        and following.is_content
        and not following.is_number
        and not following.capitalised
        and not verb_like(following)
    )


_OBLIGING = frozenset(("have", "has", "had", "having", "need", "needs", "required", "obliged"))


def _clause_list(text: str) -> tuple[Clause, ...]:
    clauses = []
    for whole in _clauses(text):
        for number, clause in enumerate(_contrasted(whole)):
            tokens = tokenize(clause)
            keys = frozenset(key(t) for t in tokens)
            denied, required = denial(tokens, clause)
            onset = denied and bool(tokens) and _before_until(text, tokens[-1].text)
            polar = polar_of(tokens, keys)
            capped = denied and _CAP.search(clause) is not None
            clauses.append(Clause(keys, denied, polar, onset, number > 0, required, capped))
    return tuple(clauses)


# A denial of what goes past an amount only ("Do not take more than one tablet").
_CAP = re.compile(r"\b(?:not|no|never)\s+(?:\w+\s+){0,2}?(?:more\s+than|exceed)", re.I)


_CONTRAST = re.compile(r"(?:,\s+(?:but\s+|and\s+)?|\s+but\s+)(?=not\s)")


def _contrasted(clause: str) -> list[str]:
    """A clause with a closing contrast split off ("The seat is on Isla Monteverde, not on
    its largest island"): the "not" denies the contrast, not the clause before it."""
    match = _CONTRAST.search(clause)
    if match is None:
        return [clause]
    contrast = clause[match.end() :]
    tokens = tokenize(contrast)
    elliptic = len(tokens) > 1 and tokens[1].text in PREPOSITIONS  # "but not to AdminNet"
    if not elliptic and any(verb_like(t) for t in tokens):
        return [clause]  # "..., not all of them were sold": a clause of its own
    return [clause[: match.start()], contrast]


def verb_like(token: Token) -> bool:
    """Whether a token can be a verb (an auxiliary, a verb form, a participle)."""
    if token.is_number or token.capitalised:
        return False
    word = token.text
    return (
        word in AUXILIARIES
        or is_finite_verb(word)
        or is_participle(word)
        or is_gerund(word)
        or is_verb_form(word)
    )


def _verb_before_preposition(tokens: Sequence[Token], index: int) -> bool:
    """An unlisted verb in the third person: "-s" and then a preposition ("boils at")."""
    token = tokens[index]
    following = tokens[index + 1] if index + 1 < len(tokens) else None
    return (
        not token.is_number
        and not token.capitalised
        and len(token.text) > 3
        and token.text.endswith("s")
        and not token.text.endswith("ss")
        and following is not None
        and following.text in _AFTER_VERB
    )


_AFTER_VERB = frozenset(
    ["at", "in", "on", "to", "into", "from", "with", "for", "by", "about", "over", "under"]
)


# Words that open a clause of time or cause, with its own subject ("before Bea Okafor
# equalised", "because the Orrin Council refused").
_CLAUSE_SUBORDINATORS = frozenset(["before", "after", "until", "because", "since", "once"])
_SUBJECT_REACH = 4  # tokens from the subordinator's name to its verb


def _opens_clause_of_another(tokens: Sequence[Token], index: int) -> bool:
    """Whether a subordinator opens a clause whose subject is a name ("scored twice before
    Bea Okafor equalised"): what that name did is not what the sentence says before it."""
    if tokens[index].is_number or tokens[index].text not in _CLAUSE_SUBORDINATORS:
        return False
    after = index + 1
    if after >= len(tokens) or not tokens[after].capitalised or key(tokens[after]) in CALENDAR:
        return False  # ("until Thursday while the site is made safe": a time, no subject)
    return any(verb_like(t) for t in tokens[after + 1 : after + 1 + _SUBJECT_REACH])


def _place_chain(tokens: Sequence[Token], text: str, index: int) -> bool:
    """Whether the comma before ``index`` only sets off a wider place of the name before it
    ("near Darvel, in Ayrshire, Scotland"): the place is still where the deed was done."""
    before, token = tokens[index - 1], tokens[index]
    if not before.capitalised or text[before.end : token.start] != ", ":
        return False
    if token.capitalised:
        return place_of(key(token)) == token.text.lower()  # a country: "Ayrshire, Scotland"
    return (
        token.text == "in"
        and index + 1 < len(tokens)
        and tokens[index + 1].capitalised
        and text[token.end : tokens[index + 1].start] == " "
    )


def segments(tokens: Sequence[Token], text: str) -> tuple[tuple[int, int], ...]:
    """Token ranges [start, end) of the stretches of a sentence between punctuation, relative
    pronouns, and conjunctions that open a new verb ("directed by A | and starring B")."""
    cuts = [0]
    for index in range(1, len(tokens)):
        token = tokens[index]
        if (_broken(text, tokens[index - 1], token) and not _place_chain(tokens, text, index)) or (
            not token.is_number and token.text in _SEGMENT_WORDS
        ):
            cuts.append(index)
        elif not token.is_number and token.text in _JOINERS and index + 1 < len(tokens):
            # "born in Leeds | and died in London", but "written and directed by X" is one.
            following = verb_like(tokens[index + 1]) or _verb_before_preposition(tokens, index + 1)
            if following and not verb_like(tokens[index - 1]) and not _shared_agent(tokens, index):
                cuts.append(index)
        elif (
            not token.is_number
            and token.text == "that"
            and index + 1 < len(tokens)
            and verb_like(tokens[index + 1])
        ) or _opens_clause_of_another(tokens, index):
            cuts.append(index)
    cuts.append(len(tokens))
    return tuple((a, b) for a, b in itertools.pairwise(cuts) if b > a)


def _shared_agent(tokens: Sequence[Token], index: int) -> bool:
    """Whether the joiner at ``index`` stands between two participles of one passive that
    share the "by" after the second ("the mirror was ground and polished by X"), where the
    first is a word ``verb_like`` does not know as one ("ground")."""
    return (
        index >= 2
        and index + 2 < len(tokens)
        and tokens[index - 2].text in BE
        and tokens[index + 2].text == "by"
    )


@dataclass(frozen=True, slots=True)
class Bag:
    """Keys ready for the loose word match of ``held``."""

    keys: frozenset[str]
    synonyms: frozenset[int]
    roots: frozenset[str]
    prefixes: frozenset[str]
    grades: frozenset[str] = frozenset()
    practitioners: frozenset[str] = frozenset()  # "cell" for "cellist"
    practised: frozenset[str] = frozenset()  # "cell" for "cello"

    @classmethod
    def of(cls, keys: Iterable[str]) -> Bag:
        keys = frozenset(keys)
        return cls(
            keys=keys,
            synonyms=frozenset(i for k in keys for i in synonym_ids(k)),
            roots=frozenset(root(k) for k in keys),
            prefixes=frozenset(k[:5] for k in keys if len(k) >= 5),
            grades=frozenset(_grade(k) for k in keys),
            practitioners=frozenset(filter(None, map(_practitioner, keys))),
            practised=frozenset(filter(None, map(_practised, keys))),
        )

    @classmethod
    def union(cls, bags: Iterable[Bag]) -> Bag:
        bags = list(bags)
        return cls(
            keys=frozenset().union(*(b.keys for b in bags)),
            synonyms=frozenset().union(*(b.synonyms for b in bags)),
            roots=frozenset().union(*(b.roots for b in bags)),
            prefixes=frozenset().union(*(b.prefixes for b in bags)),
            grades=frozenset().union(*(b.grades for b in bags)),
            practitioners=frozenset().union(*(b.practitioners for b in bags)),
            practised=frozenset().union(*(b.practised for b in bags)),
        )


def _practitioner(key: str) -> str:
    """What an "-ist" word practises ("cellist" → "cell", "novelist" → "novel"), or ""."""
    return key[:-3] if key.endswith("ist") and len(key) >= 7 else ""


def _practised(key: str) -> str:
    """A word as an "-ist" word would start ("cello" → "cell", "violin" → "violin")."""
    base = key[:-1] if key.endswith("o") else key
    return base if len(base) >= 4 and key.isalpha() else ""


def _grade(key: str) -> str:
    """An adjective key without its comparative or superlative ending ("highest", "higher"
    → "high"; "bigger" → "big"), so that the three forms compare equal."""
    for suffix in ("est", "er"):
        if key.endswith(suffix) and len(key) > len(suffix) + 2:
            base = key[: -len(suffix)]
            if base[-1] == base[-2]:
                base = base[:-1]
            if base.endswith("i"):
                base = base[:-1] + "y"
            return stem(base)
    return key


def held(word: str, bag: Bag, polar: Iterable[Clause] = ()) -> bool:
    """Whether ``bag`` holds the lemma key ``word``: the same key, a listed synonym, a word on
    the same direction scale (the direction check decides), the same derivational root, or a
    shared beginning of five letters or more covering most of the shorter word."""
    if word in bag.keys:
        return True
    if synonym_ids(word) & bag.synonyms:
        return True
    scales = polarities((word,))
    if scales and any(scale in c.polar for c in polar for scale in scales):
        return True
    if root(word) in bag.roots:
        return True
    if _grade(word) in bag.grades:
        return True
    if _practised(word) in bag.practitioners or _practitioner(word) in bag.practised:
        return True  # "plays the cello" and "a cellist"
    if len(word) >= 5 and word[:5] in bag.prefixes:
        for other in bag.keys:
            if len(other) >= 5 and other[:5] == word[:5]:
                common = 5
                while common < min(len(other), len(word)) and other[common] == word[common]:
                    common += 1
                if common >= 0.7 * min(len(other), len(word)):
                    return True
    return _compound_held(word, bag.keys)


def _compound_held(word: str, keys: frozenset[str]) -> bool:
    """Whether a word is made of two words the keys hold, of three letters or more each
    ("sunlight": "light from the Sun")."""
    return len(word) >= 6 and any(
        word[:i] in keys and (word[i:] in keys or lemma(word[i:]) in keys)
        for i in range(3, len(word) - 2)
    )


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of a context, read for comparison. ``own`` are the keys of its words;
    ``bag`` adds the subject a pronoun in it stands for."""

    text: str
    tokens: tuple[Token, ...]
    own: frozenset[str]
    bag: Bag
    names: tuple[NameRun, ...]
    places: frozenset[str]
    numbers: dict[str, set[str]]
    decades: frozenset[int]
    pieces: tuple[tuple[str, frozenset[str]], ...]
    dates: frozenset[str]
    clauses: tuple[Clause, ...]
    segments: tuple[tuple[int, int], ...]
    segment_bags: tuple[Bag, ...]
    index: int  # position among all sentences of all contexts
    context: int
    implied: tuple[tuple[str, ...], ...] = ()  # names a pronoun of the sentence stands for
    pronoun: int = -1  # the token of that pronoun
    clause_spans: tuple[tuple[int, int], ...] = ()  # character spans of its clauses
    clause_bags: tuple[Bag, ...] = ()
    topical: bool = False  # names no subject: the passage's named topic is implied at token 0

    def clause_of(self, token_index: int) -> int:
        """The number of the clause holding a token (0 when the clauses are unknown)."""
        start = self.tokens[token_index].start
        for number, (a, b) in enumerate(self.clause_spans):
            if a <= start < b:
                return number
        return 0

    def segment_of(self, token_index: int) -> int:
        for number, (start, end) in enumerate(self.segments):
            if start <= token_index < end:
                return number
        return len(self.segments) - 1

    def has_key_sequence(self, keys: Sequence[str]) -> bool:
        """Whether the keys occur in this order, adjacent (``the`` ignored)."""
        own = [key(t) for t in self.tokens if t.text != "the"]
        n = len(keys)
        return any(tuple(own[i : i + n]) == tuple(keys) for i in range(len(own) - n + 1))


@dataclass(frozen=True, slots=True)
class Context:
    """All sentences of the retrieved contexts, and the names they use."""

    sentences: tuple[Sentence, ...]
    known: frozenset[str]  # keys of every name in the contexts
    full_names: tuple[tuple[str, ...], ...] = field(default=())
    lower: frozenset[str] = field(default=frozenset())  # words written in lower case
    labels: frozenset[tuple[str, str]] = field(default=frozenset())  # ("petrel", "220")
    # the things of a kind the question asks about: ("Standard" run, "plan") of "... reported
    # by a Standard-plan customer?" (see ``asked_kinds``)
    asked: tuple[tuple[NameRun, str], ...] = field(default=())
    # the amounts the question gives, with their units ("a £10,000 balance": 10000, gbp)
    given: tuple[tuple[str, frozenset[str]], ...] = field(default=())
    # the keys of the question's words: the case it asks about ("On a Saturday, ...")
    case: frozenset[str] = field(default=frozenset())
    # each sentence read rewritten, with the sentence as the context writes it (reasons quote
    # the latter: ``local_quotes``)
    as_written: tuple[tuple[str, str], ...] = field(default=())


# The most words a clause may have borrowed from the one before as its subject ("It began in
# 1739 and was ended by ...": "It was ended by ..."), which the sentence does not repeat.
_LENT_SUBJECT = 6


def _sentence(
    text: str,
    extra: frozenset[str],
    index: int,
    context: int,
    known: frozenset[str],
    implied: tuple[tuple[str, ...], ...] = (),
    topical: bool = False,
) -> Sentence:
    tokens = tokenize(text)
    pronoun = 0 if topical else _anaphor(tokens)
    spans_of_clauses: list[tuple[int, int]] = []
    cursor = 0
    texts_of_clauses: list[str] = []  # with a subject lent by the clause before
    for whole in _clauses(text):
        clause = whole
        found = text.find(clause, cursor)
        words = whole.split()
        for drop in range(1, min(_LENT_SUBJECT, len(words) - 1) + 1):
            if found >= 0:
                break
            clause = " ".join(words[drop:])  # "It was ended by ...": its subject was lent
            found = text.find(clause, cursor)
        if found < 0:
            continue
        spans_of_clauses.append((found, found + len(clause)))
        texts_of_clauses.append(whole)
        cursor = found + len(clause)
    dated = _work_years(tokens)
    spanned = any(
        not is_year_token(tokens[i + 1]) for i, _, _ in year_spans(tokens, text)
    )  # (a span written with words, not a life's "1821-1894")
    own = (
        frozenset(key(t) for t in tokens)
        | (_CAME_OUT if dated else frozenset())
        | (_SPANNED if spanned else frozenset())
        | (_MEMBERS if _counts_pieces(tokens, text) else frozenset())
        | _months_within(tokens, text)
        | _weekdays_within(tokens, text)
    )
    spans = segments(tokens, text)
    return Sentence(
        text=text,
        tokens=tokens,
        own=own,
        bag=Bag.of(own | extra),
        names=tuple(name_runs(tokens, text, known)),
        places=_places_of(tokens),
        numbers=numbers_of(text, tokens),
        decades=decades_of(text),
        pieces=pieces_of(text),
        dates=dates(text),
        clauses=_clause_list(text),
        segments=spans,
        segment_bags=tuple(
            Bag.of(
                [key(t) for t in tokens[a:b]]
                + (list(_CAME_OUT) if dated & set(range(a, b)) else [])
            )
            for a, b in spans
        ),
        index=index,
        context=context,
        implied=implied if pronoun >= 0 else (),
        pronoun=pronoun,
        topical=topical,
        clause_spans=tuple(spans_of_clauses),
        clause_bags=tuple(Bag.of(key(t) for t in tokenize(whole)) for whole in texts_of_clauses),
    )


_SPAN_OPENERS = frozenset(("between", "from"))
_SPAN_JOINERS = frozenset(("and", "to", "until", "through"))


def month_spans(tokens: Sequence[Token], text: str) -> list[tuple[int, int, str]]:
    """The spans of months a sentence gives ("between May and September", "from November
    to March"), as first and last month numbers and as written, in order."""
    found: list[tuple[int, int, str]] = []
    for index in range(1, len(tokens) - 2):
        opener, first, joiner, last = tokens[index - 1 : index + 3]
        if opener.text not in _SPAN_OPENERS or joiner.text not in _SPAN_JOINERS:
            continue
        start, end = month_number(first.text), month_number(last.text)
        if first.text in MONTH_NAMES and last.text in MONTH_NAMES and start and end:
            found.append((start, end, text[opener.start : last.end]))
    return found


WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY_JOINERS = frozenset(("to", "until", "till", "through", "thru"))


def weekday_spans(tokens: Sequence[Token], text: str) -> list[tuple[int, int, str]]:
    """The spans of weekdays a sentence gives ("Monday to Saturday", "from Monday through
    Friday", "Monday\u2013Friday"), as first and last day numbers (Monday 0) and as written."""
    found: list[tuple[int, int, str]] = []
    for index, first in enumerate(tokens[:-1]):
        start = _weekday(first)
        if start is None:
            continue
        joined = tokens[index + 1].text in _DAY_JOINERS and index + 2 < len(tokens)
        last = tokens[index + 2] if joined else tokens[index + 1]
        between = text[first.end : last.start].strip()
        if not joined and between not in ("-", "\u2013", "\u2014"):
            continue
        end = _weekday(last)
        if end is not None and end != start:
            found.append((start, end, text[first.start : last.end]))
    return found


def _weekday(token: Token) -> int | None:
    word = key(token)
    return WEEKDAYS.index(word) if token.capitalised and word in WEEKDAYS else None


def in_span(place: int, first: int, last: int) -> bool:
    """Whether a month (or a weekday) falls in a span of them, one that runs over the new
    year (or the weekend) too: "from November to March" holds January."""
    return first <= place <= last if first <= last else place >= first or place <= last


def _months_within(tokens: Sequence[Token], text: str) -> frozenset[str]:
    """The keys of the months inside the spans a sentence gives: "between May and
    September" says July too."""
    return frozenset(
        lemma(name)
        for first, last, _ in month_spans(tokens, text)
        for name in MONTH_NAMES
        if in_span(month_number(name) or 0, first, last)
    )


_EVERY_DAY = re.compile(r"\b(?:seven days a week|every day of the week)\b", re.I)


def _weekdays_within(tokens: Sequence[Token], text: str) -> frozenset[str]:
    """The keys of the weekdays inside the spans a sentence gives: "Monday to Friday" says
    Wednesday too."""
    days = frozenset(
        WEEKDAYS[day]
        for first, last, _ in weekday_spans(tokens, text)
        for day in range(7)
        if in_span(day, first, last)
    )
    if _EVERY_DAY.search(text):
        days = frozenset(WEEKDAYS)  # "seven days a week": Sundays too
    # "Monday to Friday" says weekdays; "Saturdays and Sundays" the weekend
    named = days | {key(t) for t in tokens if t.capitalised and key(t) in WEEKDAYS}
    grouped = {"weekday"} if set(WEEKDAYS[:5]) <= days else set()
    if set(WEEKDAYS[5:]) <= named:
        grouped.add("weekend")
    return days | grouped


_DAY_MONTH = r"(?:\d{1,2}\s+[A-Z][a-z]+\s+|[A-Z][a-z]+\s+\d{1,2},\s+)?"
_LIFE = re.compile(
    rf"\((?:born\s+)?({_DAY_MONTH}\d{{3,4}})\s*[\u2013\u2014-]\s*({_DAY_MONTH}\d{{3,4}})\)"
)


def _life(match: re.Match[str]) -> str:
    """ "(1911-1998)" or "(30 December 1906 - 25 April 1976)" after a name: when it was born
    and died."""
    return f"(born {match.group(1)}, died {match.group(2)})"


# "not guilty" is a verdict, not a denial of the clause it stands in ("The jury returned not
# guilty verdicts", "She pleaded not guilty"): read as the one word it means.
_NOT_GUILTY = re.compile(r"\bnot\s+guilty\b", re.IGNORECASE)


# "a brother or sister", "brothers or sisters": a sibling, in one word.
_BROTHER_OR_SISTER = re.compile(r"\b(?:a\s+)?brother(s?)\s+or\s+(?:a\s+)?sisters?\b", re.I)


# "spend the winter", "spent the summer": the season's own verb ("winter", "wintered").
_SPEND_THE_SEASON = re.compile(r"\b(spends?|spending|spent)\s+the\s+(winter|summer)\b", re.I)
_SEASON_FORMS = {"spend": "", "spends": "s", "spending": "ing", "spent": "ed"}


# Idioms a sentence may state a plain fact with, and that fact in plain words.
_IDIOMS = tuple(
    (re.compile(pattern, re.IGNORECASE), plain)
    for pattern, plain in (
        (r"\bcame into the world\b", "was born"),
        (r"\bbreathed (?:his|her|their) last\b", "died"),
        (r"\btied the knot\b", "married"),
    )
)


def plain_idioms(text: str) -> str:
    """The text with each idiom of a plain fact written plainly ("came into the world" →
    "was born"), so that its words can be found in a context that says it plainly. Unlike
    ``plain_words`` it is read of statements only."""
    for pattern, plain in _IDIOMS:
        text = pattern.sub(plain, text)
    return text


def plain_words(text: str) -> str:
    """The text with "not guilty" written "innocent", so that the clause it stands in is not
    read as denied and the verdict meets "guilty" on one scale; "a brother or sister"
    written "a sibling", the one word for either; and "spend the winter" written "winter",
    the season's own verb."""
    text = _BROTHER_OR_SISTER.sub(lambda m: "siblings" if m[1] else "a sibling", text)
    text = _SPEND_THE_SEASON.sub(lambda m: m[2] + _SEASON_FORMS[m[1].lower()], text)
    return _NOT_GUILTY.sub("innocent", text)


# A loan given by a light verb ("extended a £4 million bridging loan to Pennick Shipyards"):
# read as lent, so that the one it went to borrowed it.
_LOAN_GIVEN = re.compile(
    r"\b(?:extended|granted|gave|provided|advanced|made)\b"
    r"(?=\s+(?:a|an)\s+[^.;]{0,60}?\bloans?\s+(?:of\s+[^.;]{0,30}?\s+)?to\b)"
)


# A year before one of these nouns is when the work came out ("a 1988 western film").
WORKS = lemmas(
    """
    film movie novel book album single song record play opera musical series sitcom show
    documentary game painting poem symphony ballet drama comedy thriller novella memoir
    """
)
_CAME_OUT = lemmas("release publish premiere appear issue debut launch")


# What a span of years ("president of Pepsi-Cola from 1977 until 1983") says without the
# words: someone joined then, and left at its close (no wider words: "ended" has synonyms,
# "completed", that a span does not say).
_SPANNED = lemmas("join leave")

_MEMBERS = lemmas("member")


def _counts_pieces(tokens: Sequence[Token], text: str) -> bool:
    """Whether the sentence counts a band or group by its pieces ("continued as a four-piece",
    "a 5-piece"): it counts its members."""
    return any(
        number.is_number and piece.text == "piece" and text[number.end : piece.start] == "-"
        for number, piece in itertools.pairwise(tokens)
    )


_RANGE_WORDS = frozenset(["until", "till", "to", "through"])
_DASHES = frozenset(["-", "\u2013", "\u2014"])


def years_later(tokens: Sequence[Token]) -> Iterator[tuple[int, int]]:
    """Each "N years later" of a sentence after a year ("began in 1791, and the canal opened
    eleven years later"), as where its N stands and the year it gives (1802)."""
    for index in range(1, len(tokens) - 2):
        span = _later_span(tokens, index)
        if span is None:
            continue
        years = [int(t.text) for t in tokens[:index] if is_year_token(t)]
        if years:
            yield index, years[-1] + span


def later_than(tokens: Sequence[Token]) -> Iterator[tuple[int, int, frozenset[str]]]:
    """Each "N years later than ..." of a sentence that ``analyse_context`` restated with
    the year of what it is later than ("That is two years later (the final phase is
    scheduled for completion in 2024) than originally planned"): the year it is later than
    (2024), the year it is (2026), and the keys of the words after "than"."""
    for index in range(len(tokens) - 3):
        span = _later_span(tokens, index)
        if span is None or tokens[index + 2].text == "earlier":
            continue
        rest = tokens[index + 3 :]
        if span < 0:  # "completion in 2026, two years later than planned"
            before = [int(t.text) for t in tokens[:index] if is_year_token(t)]
            if before:
                yield before[-1] + span, before[-1], _content_keys(rest[1:])
            continue
        than = next((i for i, t in enumerate(rest) if t.text == "than"), None)
        years = [int(t.text) for t in rest[:than] if is_year_token(t)] if than else []
        if than and years:
            yield years[-1], years[-1] + span, _content_keys(rest[than + 1 :])


def _content_keys(tokens: Sequence[Token]) -> frozenset[str]:
    return frozenset(key(t) for t in tokens if t.is_content)


def _later_span(tokens: Sequence[Token], index: int) -> int | None:
    """N, where the tokens from ``index`` read "N years later" (or "afterwards"), else None;
    -N for "N years later than" ("scheduled for 2026, two years later than originally
    planned": the plan was for N years before) and N for "N years earlier than"."""
    if index + 2 >= len(tokens):
        return None
    span, unit, later = tokens[index : index + 3]
    if not span.is_number or not span.text.isdigit() or is_year_token(span):
        return None
    if key(unit) != "year" or later.text not in ("later", "afterwards", "earlier"):
        return None
    than = index + 3 < len(tokens) and tokens[index + 3].text == "than"
    if later.text == "earlier" and not than:
        return None  # ("ten years earlier" is read nowhere yet)
    return -int(span.text) if than == (later.text != "earlier") else int(span.text)


def _dated_later(sentences: Iterable[str]) -> Iterator[str]:
    """The sentences of a passage, a year added to each "N years later" that has no year
    before it in its sentence, from the last year of the sentences before ("won in Rome in
    1960. Four years later in Tokyo, he won again" → "Four years later (in 1964) in
    Tokyo")."""
    last: int | None = None
    dated = ""  # the clause that gives the last year
    for text in sentences:
        tokens = tokenize(text)
        years = [int(t.text) for t in tokens if is_year_token(t)]
        first = next((i for i, t in enumerate(tokens) if is_year_token(t)), len(tokens))
        span = next(
            ((i, n) for i in range(first) if (n := _later_span(tokens, i)) is not None),
            None,
        )
        if last is not None and span is not None:
            at, n = span
            later = tokens[at + 2]
            if tokens[at + 3 : at + 4] and tokens[at + 3].text == "than":
                # "... scheduled for completion in 2026. That is two years later than
                # originally planned": the clause of 2026 is restated with what it is later
                # than, 2024; the time goes on from 2026
                restated = dated.replace(str(last), str(last + n))
                yield f"{text[: later.end]} ({restated}){text[later.end :]}" if dated else text
                continue
            text = f"{text[: later.end]} (in {last + n}){text[later.end :]}"
            years.insert(0, last + n)
        if years:
            last = years[-1]
            dated = next(
                (c for c in reversed(_CLAUSE_BREAK.split(text)) if str(last) in c), ""
            ).rstrip(".!?")
        yield text


# Where a sentence's clauses part, for restating the one that gives a year.
_CLAUSE_BREAK = re.compile(r"[,;]\s+(?:and\s+|but\s+)?|\s+(?:and|but|while)\s+")


def is_year_token(token: Token) -> bool:
    """Whether the token is a year: a whole number from 1000 to 2100 written as four digits
    ("2,100 people" is no year)."""
    return (
        token.is_number
        and token.text.isdigit()
        and 1000 <= int(token.text) <= 2100
        and token.end - token.start == 4
    )


def year_spans(tokens: Sequence[Token], text: str) -> list[tuple[int, int, int]]:
    """The spans of years a text gives, in order: (index of the first year's token, the
    first year, the last) for "from 1977 until 1983", "between 1977 and 1983" and
    "1977\u20131983"."""
    spans: list[tuple[int, int, int]] = []
    for i, token in enumerate(tokens[:-1]):
        if not is_year_token(token):
            continue
        after = tokens[i + 1]
        if is_year_token(after) and text[token.end : after.start].strip() in _DASHES:
            spans.append((i, int(token.text), int(after.text)))
            continue
        if i + 2 >= len(tokens) or not is_year_token(tokens[i + 2]):
            continue
        opener = tokens[i - 1].text if i else ""
        if (after.text in _RANGE_WORDS and opener == "from") or (
            after.text == "and" and opener == "between"
        ):
            spans.append((i, int(token.text), int(tokens[i + 2].text)))
    return spans


def _work_years(tokens: Sequence[Token]) -> set[int]:
    """Indices of the year tokens that date a work ("a 1988 American western film")."""
    found: set[int] = set()
    for index, token in enumerate(tokens):
        if not is_year_token(token):
            continue
        for following in tokens[index + 1 : index + 5]:
            if following.is_number:
                break
            if key(following) in WORKS:
                found.add(index)
                break
    return found


def asked_kinds(question: str, known: frozenset[str]) -> tuple[tuple[NameRun, str], ...]:
    """Each name of a question that qualifies the noun after it, with that noun's key: the
    kind of thing the question asks about ("a Standard-plan customer": Standard, "plan"). The
    noun is joined to the name by a hyphen or names a kind of offering ("the Gold tier"), so
    that a verb after a name ("Does the Danube flow ...") is none."""
    tokens = tokenize(question)
    found = []
    for run in name_runs(tokens, question, known):
        after = run.end + 1
        if after >= len(tokens) or tokens[after].capitalised or tokens[after].is_number:
            continue
        noun = tokens[after]
        joined = question[tokens[run.end].end : noun.start] == "-"
        if joined or noun.text in _OFFERINGS:
            found.append((run, key(noun)))
    return tuple(found)


# Nouns for one kind of a product or a service among others ("the Gold tier", "the Pro plan").
_OFFERINGS = frozenset(
    ["plan", "plans", "tier", "tiers", "edition", "package", "level", "grade", "class", "band"]
)


def written_lower(tokens: Sequence[Token]) -> frozenset[str]:
    """The words the tokens write in lower case, as written and as keys: what a capitalised
    word opening a statement may be rather than a name."""
    return frozenset(w for t in tokens if not t.capitalised for w in (t.text, key(t)))


def analyse_context(contexts: Sequence[str]) -> Context:
    """The sentences of every context, in order. A sentence with a pronoun also gets the
    subject of the sentence before it, also across passages when a passage opens with the
    pronoun; a later sentence of a passage that names no subject
    of its own ("During the siege of 1644 the defence was led by ...") gets the named thing
    the passage opens with, its topic (``Sentence.topical``), which stands in no role there.
    A lifespan in brackets is spelled out ("born 1911, died 1998"), a loan a light verb gives
    is read as lent ("extended a loan to X": "lent a loan to X"), "not guilty" as
    "innocent" and "a brother or sister" as "a sibling" (``plain_words``), and "N years
    later" after a year gets the year it gives (``_dated_later``);
    ``Context.as_written`` keeps each sentence so rewritten as the context writes it."""
    texts: list[tuple[int, str]] = []
    rewritten: dict[str, str] = {}
    for number, context in enumerate(contexts):
        written = split_sentences(context)
        read = list(
            _dated_later(plain_words(_LOAN_GIVEN.sub("lent", _LIFE.sub(_life, s))) for s in written)
        )
        texts.extend((number, s) for s in read)
        rewritten.update((r, w) for r, w in zip(read, written, strict=True) if r != w)
    known: set[str] = set()
    lower: set[str] = set()
    for _, text in texts:
        tokens = tokenize(text)
        for run in name_runs(tokens, text):
            known.update(run.keys)
        lower.update(written_lower(tokens))
    for _, text in texts:
        tokens = tokenize(text)
        if tokens and _opening_name(tokens, frozenset(lower)):
            known.add(key(tokens[0]))  # "Canberra is the capital": a name opening a sentence
    frozen = frozenset(known)
    sentences: list[Sentence] = []
    subject_keys: frozenset[str] = frozenset()
    subject_names: tuple[tuple[str, ...], ...] = ()
    topic: tuple[frozenset[str], tuple[tuple[str, ...], ...]] = (frozenset(), ())
    previous_context = -1
    for number, text in texts:
        first = number != previous_context
        tokens = tokenize(text)
        if first:
            previous_context = number
            topic = (frozenset(), ())
            # (a passage opening with "It" goes on from the one before: a document that
            # retrieval cut in two)
            if not tokens or tokens[0].text not in PRONOUNS:
                subject_keys, subject_names = frozenset(), ()
        at = _anaphor(tokens)
        if at >= 0:
            keys, names = subject_keys, subject_names
            person = _person_before(tokens[at], subject_keys, sentences)
            if person is not None:
                keys, names = frozenset(person.keys), (person.keys,)
            sentences.append(_sentence(text, keys, len(sentences), number, frozen, names))
        elif (
            not first
            and topic[1]
            and not any(r.start <= 1 for r in name_runs(tokens, text, frozen))
        ):
            sentences.append(
                _sentence(text, topic[0], len(sentences), number, frozen, topic[1], True)
            )
        else:
            sentences.append(_sentence(text, frozenset(), len(sentences), number, frozen))
        subject = _subject(text)
        if at > 0 and tokens[at].text in _PERSONAL and _after_apposition(text, tokens[at]):
            # "A child prodigy, he composed ...": the words before the pronoun describe the
            # one it stands for, who stays the subject ("He died in 1791")
            continue
        if subject:
            subject_tokens = tokenize(subject)
            subject_keys = frozenset(key(t) for t in subject_tokens if t.is_content)
            capitalised = frozenset(
                key(t)
                for i, t in enumerate(subject_tokens)
                if t.capitalised and (i or not (t.text.endswith("s") and not t.text.endswith("ss")))
            )  # ("Adults may take ...": a plural opening a sentence names no one)
            subject_names = tuple(
                r.keys
                for r in name_runs(subject_tokens, subject, frozen | capitalised)
                if not all(t.text in STOPWORDS for t in subject_tokens[r.start : r.end + 1])
            )
            common = [key(t) for t in subject_tokens if t.is_content and not t.capitalised]
            opens = subject_tokens[0].text if subject_tokens else ""
            bracketed = _named_before_bracket(subject, subject_tokens)
            if bracketed:
                subject_names = (bracketed, *subject_names)
            if first:  # a passage about a named thing: its later sentences may be about it
                topic = (subject_keys, subject_names)
            if not subject_names and opens in ("the", "a", "an") and common:
                subject_names = (tuple(common),)  # "The platypus is ...": "it" is the platypus
        else:
            opening = [r for r in name_runs(tokens, text, frozen) if r.start <= 1]
            if opening:  # "Alfred Kessler (1890-1962) was ...": the name is the subject
                subject_keys = frozenset(opening[0].keys)
                subject_names = (opening[0].keys,)
                if first:
                    topic = (subject_keys, subject_names)
    full = tuple(dict.fromkeys(run.keys for s in sentences for run in s.names if len(run.keys) > 1))
    labels = frozenset(label for s in sentences for label in _labels(s.tokens, frozen))
    return Context(
        tuple(sentences),
        frozen,
        full,
        frozenset(lower),
        labels,
        as_written=tuple(rewritten.items()),
    )


def _named_before_bracket(subject: str, tokens: Sequence[Token]) -> tuple[str, ...]:
    """The common words an article opens a subject with, right before a bracket ("The grey
    marsh vole (Microtus palustrinus)"): what the subject is called, beside its formal name;
    else none."""
    if len(tokens) < 2 or tokens[0].text not in ("the", "a", "an"):
        return ()
    words: list[str] = []
    for token in tokens[1:]:
        if token.capitalised or token.is_number or not token.is_content:
            return ()
        words.append(key(token))
        if subject[token.end :].lstrip().startswith("("):
            return tuple(words)
    return ()


def _after_apposition(text: str, pronoun: Token) -> bool:
    """Whether the pronoun follows a phrase of no more than a few words set off by a comma
    ("A gifted violinist, she toured ..."), or a longer one that "a" opens, describing the
    one the pronoun stands for ("A right-handed batsman and slow left-arm bowler, he")."""
    before = text[: pronoun.start].rstrip()
    if not before.endswith(","):
        return False
    words = before.split()
    if words and words[0].lower() in ("a", "an"):
        # ("A right-handed batsman and slow left-arm bowler, he took ..."): a description
        return len(words) <= _DESCRIPTION_WORDS
    return len(words) <= _APPOSITION_WORDS


_APPOSITION_WORDS = 5
_DESCRIPTION_WORDS = 10


# Pronouns that stand for the subject of a sentence.
_PERSONAL = frozenset(["he", "she", "it", "they"])


def _person_before(
    pronoun: Token, subject: frozenset[str], sentences: Sequence[Sentence]
) -> NameRun | None:
    """For a "he" or "she" after a sentence about a titled thing ("The Starry Night is a
    painting by the Dutch painter Vincent van Gogh. He painted it ..."), the person that
    sentence names last: a name of two words or more that no "the" opens. None when the
    pronoun is no person's or the sentence's subject may be one."""
    if pronoun.text not in ("he", "she") or not sentences:
        return None
    before = sentences[-1]
    if len(before.tokens) < 2 or before.tokens[0].text != "the":
        return None
    if key(before.tokens[1]) not in subject:
        return None
    people = [
        run
        for run in before.names
        if (len(run.keys) > 1 or run.possessive)
        and run.start
        and before.tokens[run.start - 1].text != "the"
    ]  # ("The defeat ended Napoleon's rule. He abdicated": Napoleon, whose rule it was)
    return people[-1] if people else None


def _labels(tokens: Sequence[Token], known: frozenset[str]) -> Iterator[tuple[str, str]]:
    """Numbers that are part of a name, with the name's word before them ("Quillbase 4.2",
    "Petrel 220"): a model or version, not an amount."""
    for before, token in itertools.pairwise(tokens):
        word = key(before)
        if (
            token.is_number
            and before.capitalised
            and not before.is_number
            and word in known
            and word not in CALENDAR
            and before.text not in STOPWORDS
        ):
            yield word, token.text


def _anaphor(tokens: Sequence[Token]) -> int:
    """The token that refers back to the sentence before (-1 if none): a pronoun, or a
    common noun opening the sentence as its subject ("The song was written by ...")."""
    if (
        len(tokens) > 2
        and tokens[0].text == "the"
        and tokens[1].is_content
        and not tokens[1].capitalised
        and tokens[2].text in _BE_OR_HAS
    ):
        return 1
    return next(
        (
            i
            for i, t in enumerate(tokens)
            if t.text in PRONOUNS and not _in_relative_clause(tokens, i)
        ),
        -1,
    )


# A pronoun right after these stands in a relative clause ("Graham Greene, the novelist with
# whom he made three films, was born ..."): what the sentence says is not said of the one
# it stands for.
_RELATIVE_OPENERS = frozenset(["whom", "which", "that", "who"])
# How many words may stand between "whose" and a pronoun of its clause ("whose books she").
_WHOSE_REACH = 2


def _in_relative_clause(tokens: Sequence[Token], index: int) -> bool:
    """Whether the pronoun at ``index`` opens a relative clause's own subject: right after
    "whom", "which", ... or a few words after "whose" ("whose early books she filmed")."""
    if not index:
        return False
    if tokens[index - 1].text in _RELATIVE_OPENERS:
        return True
    before = tokens[max(0, index - 1 - _WHOSE_REACH) : index]
    return any(
        t.text == "whose" and not any(verb_like(u) for u in before[j + 1 :])
        for j, t in enumerate(before)
    )


_BE_OR_HAS = frozenset(["is", "was", "are", "were", "has", "had"])


# The fewest letters of a word in "-us" read as a Latin singular ("Cyprus", "Megalosaurus")
# rather than a plural or a short common word ("Thus", "Plus").
_LATIN_SINGULAR = 6


def _opening_name(tokens: Sequence[Token], lower: frozenset[str]) -> bool:
    first = tokens[0]
    word = first.text
    if first.is_number or not first.capitalised or word in STOPWORDS or word in PRONOUNS:
        return False
    plural = word.endswith("s") and not (
        word.endswith("ss") or (word.endswith("us") and len(word) >= _LATIN_SINGULAR)
    )
    if word in lower or key(first) in lower or plural:
        return False  # (but "Megalosaurus", "Copernicus" are no plurals)
    if key(first) in HEDGES or (word.endswith("ed") and len(word) > 5):
        return False  # "Around 1.5 million ...", "Staffed by volunteers": not names
    if len(tokens) > 1:
        after = tokens[1]
        if (
            not after.capitalised
            and not after.is_number
            and after.text not in STOPWORDS
            and not verb_like(after)
        ):
            return False  # "Benefit elections take effect ...": a name is seldom followed by a noun
        if after.text in ("and", "or") and len(tokens) > 2 and not tokens[2].capitalised:
            return False  # "Press and hold the button": names join names ("Smith and Jones")
    if _participle_named(tokens):
        return True
    return verb_base(word) is None and not word.endswith(("ly", "ing"))


def _participle_named(tokens: Sequence[Token]) -> bool:
    """Whether a statement opens with a name whose first word reads as a participle: an
    "-ing" word, a capitalised word and "is", "was" ... ("Turning Torso is a skyscraper");
    a participle phrase does not go on so ("Using Tycho's data, ...")."""
    return (
        len(tokens) > 2
        and tokens[0].text.endswith("ing")
        and tokens[1].capitalised
        and not tokens[1].is_number
        and "'" not in tokens[1].text
        and tokens[2].text in _BE_OR_HAS
    )


def _trim_opening(run: NameRun, tokens: Sequence[Token], lower: frozenset[str]) -> NameRun:
    """A name run opening the statement without its first word when that is a common word
    the context writes in lower case, or a verb ("Businesswoman Halla Tomasdottir",
    "Ending Cambridge's run")."""
    if run.start != 0 or len(run.keys) < 2 or _participle_named(tokens):
        return run
    first = tokens[0]
    if first.text in lower or key(first) in lower or verb_base(first.text) is not None:
        surface = run.surface.split(maxsplit=1)[-1] if run.surface else ""
        return NameRun(run.keys[1:], run.start + 1, run.end, surface)
    return run


@dataclass(frozen=True, slots=True)
class Claim:
    """A statement read for verification."""

    text: str
    tokens: tuple[Token, ...]
    words: tuple[str, ...]  # content keys that need support (no numbers, names, hedges)
    linking: frozenset[str]  # content keys, light words included, that tie a sentence to it
    numbers: dict[str, set[str]]
    decades: frozenset[int]
    pieces: tuple[tuple[str, frozenset[str]], ...]
    dates: frozenset[str]
    names: tuple[NameRun, ...]
    negated: bool
    keys: frozenset[str]
    polar: dict[str, set[str]]
    relations: dict[tuple[str, str], frozenset[str]]  # value → its relation words
    counted: dict[str, frozenset[str]] = field(default_factory=dict)  # number → what it counts
    head: frozenset[str] = frozenset()  # the content words that open it (its subject)
    required: frozenset[str] = frozenset()  # see ``denial``


def relation_words(
    tokens: Sequence[Token],
    span: tuple[int, int],
    values: set[int],
    text: str = "",
    window: int = 6,
) -> frozenset[str]:
    """The content word a value (or word) belongs to in a statement: the nearest one before it
    (skipping other values, stopwords, hedges and light words, within ``window`` tokens), or
    after it for a value that opens the statement ("Siemens acquired ...")."""
    for step in (-1, 1):
        index = span[0] - 1 if step < 0 else span[1] + 1
        seen = 0
        while 0 <= index < len(tokens) and seen < window:
            token = tokens[index]
            seen += 1
            k = key(token)
            if not token.is_number and token.text in _CLAUSE_OPENERS:
                break  # "the film in which X made ...": X belongs to the clause it opens
            if text and step < 0 and _broken(text, token, tokens[index + 1]):
                break
            if text and step > 0 and _broken(text, tokens[index - 1], token):
                break
            if token.text in ("it", "them", "him") and not token.is_number:
                return frozenset()  # "directed it for X": the pronoun holds the relation
            if (
                index not in values
                and token.is_content
                and not token.is_number
                and k not in HEDGES
                and k not in LIGHT
                and canonical_unit(token.text) is None
            ):
                return frozenset((k,))
            index += step
    return frozenset()


def after_copula(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token at ``index`` follows "is"/"was" (a determiner may come between)."""
    at = index - 1
    while at >= 0 and tokens[at].text in ("the", "a", "an"):
        at -= 1
    return at >= 0 and tokens[at].text in ("is", "are", "was", "were")


def _subject_head(tokens: Sequence[Token], values: set[int]) -> frozenset[str]:
    """The content words that open a statement, up to its first preposition, relative
    pronoun or verb ("The main ingredient | of skordalia is garlic")."""
    found: set[str] = set()
    for index, token in enumerate(tokens):
        if token.is_number or index in values:
            if found:
                break
            continue
        if token.text in _CLAUSE_OPENERS or token.text in ("of", "in", "for", "on", "at", "by"):
            break
        if verb_like(token) and found:
            break
        k = key(token)
        if token.is_content and k not in HEDGES and k not in LIGHT:
            found.add(k)
    return frozenset(found)


def _predicate_amount(tokens: Sequence[Token], index: int) -> bool:
    """Whether the number at ``index`` is what "is" says of the statement's subject, a bound
    word maybe between ("The first-response time for ... the Premium tier is within 4 business
    hours"): it belongs to the subject's head, not to the last noun before it."""
    at = index - 1
    while at >= 0 and tokens[at].text in _AMOUNT_BOUNDS:
        at -= 1
    return at > 0 and tokens[at].text in ("is", "are", "was", "were")


# Words between "is" and the amount it gives ("is within 4 hours", "is up to 30 days").
_AMOUNT_BOUNDS = frozenset(
    [
        "within",
        "about",
        "around",
        "under",
        "over",
        "up",
        "to",
        "at",
        "least",
        "most",
        "only",
        "just",
        "roughly",
        "approximately",
        "nearly",
        "almost",
        "a",
        "an",
        "the",
    ]
)


def _counted(tokens: Sequence[Token], index: int, values: set[int], text: str) -> str | None:
    """The noun a number counts ("31 goals", "512 GB of storage"): the first content word
    after it and its unit, within three tokens."""
    for step in range(1, 4):
        at = index + step
        if at >= len(tokens) or at in values or tokens[at].is_number:
            return None
        token = tokens[at]
        if _broken(text, tokens[at - 1], token):
            return None
        if canonical_unit(token.text) is not None or token.text in ("of", "more", "extra"):
            continue
        k = key(token)
        if token.is_content and k not in HEDGES and k not in LIGHT:
            return k
        return None
    return None


_MEASURED = frozenset(["long", "tall", "high", "deep", "wide", "thick", "old", "heavy"])


# "earned her doctorate", "completed a PhD", "received his degree": the degree says it all.
_GAINING = lemmas("earn obtain receive gain complete get take award")
_DEGREES = lemmas("doctorate phd dphil degree diploma masters bachelor")


def _gains_degree(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token is a verb of gaining before the degree it gains ("earned her
    doctorate"): the verb needs no support of its own."""
    if key(tokens[index]) not in _GAINING:
        return False
    following = [key(t) for t in tokens[index + 1 : index + 3]]
    return bool(following) and (
        following[0] in _DEGREES
        or (len(following) > 1 and not tokens[index + 1].is_content and following[1] in _DEGREES)
    )


def _names_an_age(tokens: Sequence[Token], index: int) -> bool:
    """Whether the token is the "age" of "at the age of 47" or the "aged" of "aged 47"."""
    word = tokens[index].text
    after = tokens[index + 1 : index + 3]
    if word == "aged":
        return bool(after) and after[0].is_number
    return word == "age" and len(after) == 2 and after[0].text == "of" and after[1].is_number


# The keys of the negation words that are no stopwords ("never", "none"): a claim's denial is
# read by the negation checks, no word the context must hold.
_NEGATION_KEYS = frozenset(stem(w) for w in NEGATIONS) - frozenset(stem(w) for w in STOPWORDS)


def analyse_claim(
    statement: str,
    known: frozenset[str],
    lower: frozenset[str] = frozenset(),
    labels: frozenset[tuple[str, str]] = frozenset(),
) -> Claim:
    """A statement read for verification (see ``Claim``). ``lower`` holds the words the
    context writes in lower case: a capitalised word opening the statement is a name unless
    the context uses it as a common word (or it looks like a plural or a function word).
    A number the context writes as part of a name (``labels``: "Quillbase 4.2") is no
    amount of the claim where it follows that name."""
    tokens = tokenize(statement)
    if tokens and _opening_name(tokens, lower):
        known = known | {key(tokens[0])}
    in_dates = date_spans(statement)
    holiday = {
        i
        for i, t in enumerate(tokens)
        if t.capitalised
        and month_number(t.text) is None
        and any(a <= t.start < b for a, b in in_dates)
    }  # "Christmas Day 1758": a date, no name
    runs = tuple(
        _trim_opening(r, tokens, lower)
        for r in name_runs(tokens, statement, known)
        if not all(i in holiday for i in range(r.start, r.end + 1))
    )
    named = {i for run in runs for i in range(run.start, run.end + 1)}
    content = [
        key(t)
        for i, t in enumerate(tokens)
        if t.is_content
        and i not in named
        and i not in holiday
        and not t.is_number
        and canonical_unit(t.text) is None
        and not (t.text == "longer" and i and tokens[i - 1].text in ("no", "any"))
        and not (t.text in _MEASURED and i and canonical_unit(tokens[i - 1].text) is not None)
        and not _names_an_age(tokens, i)
        and not _gains_degree(tokens, i)
    ]  # "640 kilometres long": the unit says what "long" says; "at the age of 47": the 47
    described = _described_heads(tokens)
    words = tuple(
        dict.fromkeys(
            k
            for k in content
            if k not in HEDGES
            and k not in LIGHT
            and k not in described
            and k not in _NEGATION_KEYS  # "never frozen": a denial, read as one
        )
    )
    found_numbers = numbers_of(statement, tokens)
    for before, token in itertools.pairwise(tokens):
        if token.is_number and (key(before), token.text) in labels:
            found_numbers.pop(token.text, None)
    value_tokens: set[int] = set()
    for run in runs:
        value_tokens.update(range(run.start, run.end + 1))
    value_tokens.update(i for i, t in enumerate(tokens) if t.is_number)
    relations: dict[tuple[str, str], frozenset[str]] = {}
    counted: dict[str, frozenset[str]] = {}
    head = _subject_head(tokens, value_tokens)
    for run in runs:
        relations[("name", run.label())] = relation_words(
            tokens, (run.start, run.end), value_tokens, statement
        ) | (head if after_copula(tokens, run.start) else frozenset())
    for index, token in enumerate(tokens):
        if any(a <= token.start < b for a, b in in_dates):
            continue  # a day or a year of a date: the date check decides
        if token.is_number and token.text in found_numbers:
            relations[("number", token.text)] = (
                head
                if head and _predicate_amount(tokens, index)
                else relation_words(tokens, (index, index), value_tokens, statement)
            )
            noun = _counted(tokens, index, value_tokens, statement)
            if noun:
                counted[token.text] = frozenset((noun,))
    keys = frozenset(key(t) for t in tokens)
    denied, required = denial(tokens, statement)
    return Claim(
        text=statement,
        tokens=tokens,
        words=words,
        linking=frozenset(k for k in content if k not in HEDGES),
        numbers=found_numbers,
        decades=decades_of(statement),
        pieces=pieces_of(statement),
        dates=dates(statement),
        names=runs,
        # A claim whose denials cancel affirms ("it cannot be taken without advice").
        negated=denied and not required,
        required=required,
        keys=keys,
        polar=_claim_polar(tokens, keys),
        relations=relations,
        counted=counted,
        head=head,
    )


_DESCRIBING = frozenset(["that", "which", "who", "whom", "whose", "where"])


def _described_heads(tokens: Sequence[Token]) -> frozenset[str]:
    """The nouns a claim describes something by, with a relative clause after them ("the
    body that approves purchases", "the city where the bridge lands"): the clause says which
    thing is meant, and the context may call it by another noun ("the Capital Expenditure
    Committee"), so the noun itself needs no support."""
    heads: set[str] = set()
    for index in range(1, len(tokens) - 1):
        token = tokens[index]
        if (
            tokens[index - 1].text == "the"
            and tokens[index + 1].text in _DESCRIBING
            and token.is_content
            and not token.is_number
            and not token.capitalised
        ):
            heads.add(key(token))
    return frozenset(heads)


_VERSION = re.compile(r"\d+(?:\.\d+)?")


def occurrences(run: NameRun, part: Sentence, context: Context) -> list[int]:
    """Token indices where the sentence names what the claim's name run names: the same
    words in order, the place or its people, or the last word of a full name the context
    uses elsewhere."""
    found: list[int] = []
    n = len(run.keys)
    keys = [key(t) if t.text != "the" else "" for t in part.tokens]
    for index, token in enumerate(part.tokens[:-1]):
        following = part.tokens[index + 1]
        if token.text == "version" and following.is_number and _VERSION.fullmatch(following.text):
            keys[index : index + 2] = ["", f"v{following.text}"]  # "version 2.3" names "v2.3"
    for index in range(len(keys)):
        if not keys[index]:
            continue
        window = [k for k in keys[index : index + n + 2] if k][:n]
        if tuple(window) == run.keys:
            found.append(index)
    numbered = None if found else _numbered_mentions(run, part)
    if numbered is not None:
        return numbered  # "Ninth Symphony" is "Symphony No. 9" (and not "Symphony No. 8")
    if not found and n >= 2:
        # "Senator Ruth Abbott" for "Ruth Abbott": a title before a full name.
        for other in part.names:
            m = len(other.keys)
            if (2 <= m < n and run.keys[n - m :] == other.keys) or (
                m < n and run.keys[n - m :] == other.keys and set(run.keys[: n - m]) <= TITLES
            ):
                found.append(other.start)
        bare = tuple(k for k in run.keys if k not in TITLES)
        if not found and bare and len(bare) < n:
            # "Inspector Marsh" for "Inspector Julian Marsh": a title and a surname.
            for other in part.names:
                if other.keys[-len(bare) :] == bare and set(other.keys) & TITLES:
                    found.append(other.start)
    if not found and n == 2:
        found = _kin_by_first_name(run, part, context)
    if not found and n >= 2:
        # "Gottfried Wilhelm Leibniz" for "Gottfried Leibniz", "Field Marshal Gebhard von
        # Blücher" for "Field Marshal Blücher": middle names left out.
        for other in part.names:
            if (
                len(other.keys) > n
                and other.keys[0] == run.keys[0]
                and other.keys[-1] == run.keys[-1]
                and _subsequence(run.keys, other.keys)
            ):
                found.append(other.start)
    if not found and n == 2 and len(run.keys[0]) >= _SHORT_FIRST_NAME:
        # "Christine Marie Evert" for "Chris Evert": a first name said short
        found = [
            other.start
            for other in part.names
            if len(other.keys) >= n
            and other.keys[-1] == run.keys[-1]
            and other.keys[0] != run.keys[0]
            and other.keys[0].startswith(run.keys[0])
        ]
    if not found and any(
        len(k) == 1 for k in run.keys + tuple(k for o in part.names for k in o.keys)
    ):
        found = [other.start for other in part.names if _initialled(run.keys, other.keys)]
    if not found:
        found = _acronym_mentions(run, part)
    if not found:
        # "North American" for "North America": the people or adjective of a place in "-a"
        found = [
            other.start
            for other in part.names
            if len(other.keys) == n
            and other.keys[:-1] == run.keys[:-1]
            and run.keys[-1] == other.keys[-1] + "n"
            and other.keys[-1].endswith("a")
        ]
    if found:
        return found
    place = run.place
    if place is not None:
        found = [other.start for other in part.names if other.place == place]
        if not found and not _people_named_otherwise(run, part):
            # "formed in London" for "formed in England": a place within it
            found = [other.start for other in part.names if place in places_around(other.keys)]
        if found:
            return found
    if (
        n >= 2
        and run.keys[0] not in _PLACE_HEADS
        and any(_contains(full, run.keys) for full in context.full_names)
    ):
        for other in part.names:
            m = len(other.keys)
            if m < n and other.keys == run.keys[n - m :]:
                found.append(other.end)  # "Marsh" for "Julian Marsh", not "Ferrant Tower"
    if not found and any(
        (_contains(implied, run.keys) and (place is None or len(implied) == n))
        or (
            n >= 2
            and run.keys[-len(implied) :] == implied
            and any(_contains(full, run.keys) for full in context.full_names)
            and not _named_otherwise(run, part.implied)
        )
        for implied in part.implied
    ):
        found.append(part.pronoun)  # "she" after "Solvang said ...", for "Greta Solvang"
        first = part.tokens[part.pronoun].text
        subject = _SUBJECT_FORMS.get(first)
        found.extend(  # "its general release came ..., where it won": the subject it is too
            i for i, t in enumerate(part.tokens) if i > part.pronoun and t.text == subject
        )
    if not found and n >= 2:
        found = _definite_mentions(run, part, context)
    return found


# The fewest letters of a first name said short ("Chris" for "Christine", "Alex").
_SHORT_FIRST_NAME = 3

# The subject form of a possessive pronoun, which stands for the same thing later in its
# sentence.
_SUBJECT_FORMS = {"its": "it", "his": "he", "her": "she", "their": "they"}

# The first words of a place's name that a shorter name does not stand for: "Kenya" is no
# "Mount Kenya", "Victoria" no "Lake Victoria".
_PLACE_HEADS = lemmas("mount mt lake river cape gulf bay port fort isle island sea ocean strait")


def _named_otherwise(run: NameRun, implied: tuple[tuple[str, ...], ...]) -> bool:
    """Whether a pronoun's referent has a full name with another first name than the claim's
    name: "She", after "Mary Shelley (née Godwin) ...", is no "William Godwin"."""
    ours = [k for k in run.keys if k not in TITLES]
    for full in implied:
        theirs = [k for k in full if k not in TITLES]
        if len(theirs) >= 2 and ours and theirs[0] != ours[0]:
            return True
    return False


def _initialled(ours: tuple[str, ...], theirs: tuple[str, ...]) -> bool:
    """Whether two full names differ only by initials: "Franklin D. Roosevelt" and "Franklin
    Delano Roosevelt", "F. W. de Klerk" and "Frederik Willem de Klerk", "John F. Kennedy"
    and "John Kennedy"."""
    if ours == theirs or len(ours) < 2 or ours[-1] != theirs[-1] or len(ours[-1]) < 2:
        return False  # (found as written, or no surname to go by)
    if len(ours) == len(theirs) and all(
        a == b or (len(a) == 1 and b.startswith(a)) or (len(b) == 1 and a.startswith(b))
        for a, b in zip(ours, theirs, strict=True)
    ):
        return True
    bare = tuple(k for k in ours if len(k) > 1)
    return len(bare) >= 2 and bare == tuple(k for k in theirs if len(k) > 1)


_LINKING = frozenset(["of", "the", "and", "for", "de"])


# Kin who share a family name, named by their first name after the kinship word ("his
# younger brother Liam").
_SURNAME_KIN = frozenset(["brother", "sister", "son", "daughter", "father"])


def _kin_by_first_name(run: NameRun, part: Sentence, context: Context) -> list[int]:
    """Where a sentence names by the first name alone, right after a kinship word, a kin of
    someone with the claim's family name ("Chris Hemsworth ... his younger brother Liam" for
    "Liam Hemsworth"): the sentence must name that someone, or stand for them."""
    first, family = run.keys
    spots = [
        other.start
        for other in part.names
        if other.keys == (first,)
        and other.start
        and key(part.tokens[other.start - 1]) in _SURNAME_KIN
    ]
    if not spots:
        return []
    kin = [k for k in (*(o.keys for o in part.names), *part.implied) if len(k) >= 2]
    return spots if any(k[-1] == family and k[0] != first for k in kin) else []


def _initials(keys: tuple[str, ...]) -> str:
    return "".join(k[0] for k in keys if k and k not in _LINKING)


def _subsequence(short: Sequence[str], long: Sequence[str]) -> bool:
    """Whether ``short`` stands in ``long`` in order, with gaps allowed."""
    rest = iter(long)
    return all(any(word == other for other in rest) for word in short)


def _acronym_letters(run: NameRun) -> str | None:
    """The capitals of a one-word name written as an acronym ("UAE", "CTO's": CTO), or None
    for any other name."""
    letters = run.label().removesuffix("'s").removesuffix("\u2019s")
    if len(run.keys) != 1 or not (2 <= len(letters) <= 6 and letters.isalpha()):
        return None
    return letters if letters.isupper() else None


# "Ninth Symphony" is "Symphony No. 9": an ordinal before a work's kind is its number.
_ORDINAL_WORDS = "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth"
_ORDINAL_NUMBERS = {stem(w): str(n) for n, w in enumerate(_ORDINAL_WORDS.split(" "), start=1)}


def names_a_people(run: NameRun) -> bool:
    """Whether a name is the adjective or people of a place ("Italian", "Hungarian"), not
    the place itself ("Italy")."""
    return run.place is not None and run.label().lower() != run.place


def passage_of(sentence: Sentence, context: Context) -> list[Sentence]:
    """The sentences of the passage (retrieved context) the sentence stands in, in order."""
    return [s for s in context.sentences if s.context == sentence.context]


def _people_named_otherwise(run: NameRun, part: Sentence) -> bool:
    """Whether the claim's name is a people ("Austrian") and the sentence names another
    ("a Hungarian writer who lives in Vienna"): a city it names is then no sign of the
    claim's people."""
    return names_a_people(run) and any(
        names_a_people(o) and o.place != run.place for o in part.names
    )


def _numbered_mentions(run: NameRun, part: Sentence) -> list[int] | None:
    """Where a sentence that names a kind of work by number ("Symphony No. 9", "Piano
    Concerto number 2") names the one the claim gives an ordinal ("Ninth Symphony"); None
    when the claim's name has no ordinal before a kind or the sentence numbers no such kind."""
    number = _ORDINAL_NUMBERS.get(run.keys[0]) if len(run.keys) >= 2 else None
    if number is None:
        return None
    kind, tokens = run.keys[1:], part.tokens
    n = len(kind)
    numbered = [
        index
        for index in range(len(tokens) - n - 1)
        if tuple(key(t) for t in tokens[index : index + n]) == kind
        and tokens[index + n].text in ("no", "number")
        and tokens[index + n + 1].is_number
    ]
    if not numbered:
        return None
    return [index for index in numbered if tokens[index + n + 1].text == number]


def _acronym_mentions(run: NameRun, part: Sentence) -> list[int]:
    """Where a sentence names by its initials what the claim spells out, or the other way
    round ("UAE" and "United Arab Emirates"): the shorter must be written in capitals."""
    found: list[int] = []
    for other in part.names:
        short, full = (run, other) if len(run.keys) == 1 else (other, run)
        if len(full.keys) < 2:
            continue
        letters = _acronym_letters(short)
        if letters is not None and _initials(full.keys) == letters.lower():
            found.append(other.start)
    if not found:
        found = _spelled_out(run, part)
    return found


def _spelled_out(run: NameRun, part: Sentence) -> list[int]:
    """Where a sentence spells out in lower-case words what a name in capitals abbreviates
    ("chief technology officer" for "CTO", "human resources" for "HR")."""
    letters = _acronym_letters(run)
    if letters is None:
        return []
    n, tokens = len(letters), part.tokens
    return [
        i
        for i in range(len(tokens) - n + 1)
        if all(
            t.text.isalpha() and not t.capitalised and t.text not in _LINKING
            for t in tokens[i : i + n]
        )
        and "".join(t.text[0] for t in tokens[i : i + n]) == letters.lower()
    ]


def _definite_mentions(run: NameRun, part: Sentence, context: Context) -> list[int]:
    """Where a sentence says "the museum" for the "Frans Hals Museum" an earlier sentence
    names, in its passage or one before it (retrieved passages about one thing go on about
    it): only when no other name of the context ends in that noun, so the noun can stand for
    nothing else."""
    head = run.keys[-1]
    spots = [
        i
        for i in range(1, len(part.tokens))
        if part.tokens[i - 1].text == "the"
        and not part.tokens[i].capitalised
        and key(part.tokens[i]) == head
    ]
    if not spots:
        return []
    named = False
    for sentence in context.sentences:
        for other in sentence.names:
            if other.keys[-1] != head or len(other.keys) < 2:
                continue
            if other.keys != run.keys:
                return []  # two names end in that noun: "the museum" is ambiguous
            if sentence.index < part.index:
                named = True
    return spots if named else []


def _contains(full: tuple[str, ...], keys: tuple[str, ...]) -> bool:
    n = len(keys)
    return any(full[i : i + n] == keys for i in range(len(full) - n + 1))
