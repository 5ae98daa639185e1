"""Plain-text helpers for the offline judge and the metrics: sentences, tokens, numbers, dates.

Every function here is pure and deterministic: no state, no I/O, no randomness. The rules are
English-oriented heuristics, good enough for an offline judge and for counting sentences; they
are not a linguistic parser.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import NamedTuple

__all__ = [
    "MONTH_NAMES",
    "NEGATIONS",
    "STOPWORDS",
    "YEARS_IN",
    "Token",
    "content_words",
    "date_spans",
    "date_supported",
    "dates",
    "is_negated",
    "month_number",
    "normalize_number",
    "numbers",
    "proper_names",
    "split_sentences",
    "stem",
    "tokenize",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


STOPWORDS: frozenset[str] = _words(
    """
    a about above after again against all also am an and another any are aren't as at be because
    been before being below between both but by can can't cannot could couldn't did didn't do does
    doesn't doing don't down during each either else etc even ever every few for from further
    get gets got had hadn't has hasn't have haven't having he he'd he'll he's her here here's
    hers herself him himself his how how's however i i'd i'll i'm i've if in into is isn't it
    it's its itself just let's many may me might more most much must mustn't my myself neither
    no nor not now of off often on once one only or other otherwise ought our ours ourselves out
    over own per please quite rather really same shall shan't she she'd she'll she's should
    shouldn't so some such than that that's the their theirs them themselves then there
    there's these they they'd they'll they're they've this those though through thus to too
    under until up upon us very via was wasn't we we'd we'll we're we've well were weren't what
    what's whatever when when's whenever where where's whereas whether which while who who's
    whom whose why why's will with within without won't would wouldn't yes yet you you'd you'll
    you're you've your yours yourself yourselves
    """
)
"""Function words that carry no topic: ignored when comparing the content of two texts."""

NEGATIONS: frozenset[str] = _words(
    "not no never none nobody nothing neither nor cannot can't won't don't doesn't didn't "
    "isn't aren't wasn't weren't hasn't haven't hadn't shouldn't wouldn't couldn't mustn't "
    "shan't"
)
"""Words that flip the polarity of a clause (any word ending in ``n't`` does too)."""

_ABBREVIATIONS = _words(
    """
    mr mrs ms dr prof sr jr st mt ft vs approx dept est fig inc ltd co corp gov gen col lt sgt
    capt rev hon jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur
    thurs fri sat sun vol ed pp cf al ca resp min max avg no nos v
    """
)
# These abbreviate a word that comes before a number ("No. 5", "c. 428 BC", "b. 1950"); before
# a capital they end a sentence ("No. Once enabled, ...").
_NUMBER_ABBREVIATIONS = _words("no nos vol fig pp c b d fl")

_NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
# Scales written short and glued to a figure: "$2.5bn", "4.2k", "€40m" ("m" and "b" only
# after a currency sign: "40m" alone is forty metres).
_GLUED_SCALES = {
    "bn": 1_000_000_000,
    "mn": 1_000_000,
    "k": 1_000,
    "m": 1_000_000,
    "b": 1_000_000_000,
}
_CURRENCY_SIGNS = "$€£¥"
_PLAIN_DECIMAL = re.compile(r"\d+(?:\.\d+)?")


def _glued_scale(word: str, text: str, number: Token) -> bool:
    if word not in _GLUED_SCALES or not _PLAIN_DECIMAL.fullmatch(number.text):
        return False  # (not "1.2.3k": a version, no amount)
    if word in ("m", "b"):
        return number.start > 0 and text[number.start - 1] in _CURRENCY_SIGNS
    return True


# "one" is a pronoun as often as a number: after these words it is not counted.
_ONE_AS_PRONOUN = _words("no any every some each this that which the another someone")

_MONTHS = {
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "october": 10,
    "november": 11,
    "december": 12,
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "sept": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
MONTH_NAMES: frozenset[str] = frozenset(
    m for m in _MONTHS if len(m) > 4 or m in ("may", "june", "july")
)
"""The months' full names, lower-cased."""


def month_number(name: str) -> int | None:
    """The number of a month written out or abbreviated ("September", "sept": 9), or None."""
    return _MONTHS.get(name.lower())


# Month names must be capitalised, so "may" the verb and "march" the verb are not dates.
_MONTH = (
    r"(?P<{0}>(?:January|February|March|April|May|June|July|August|September|October"
    r"|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec))\.?"
)
_ORD = r"(?:st|nd|rd|th)?"
_DATE_PATTERNS = (
    re.compile(r"\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})\b"),
    re.compile(rf"\b(?P<d>\d{{1,2}}){_ORD}\s+(?:of\s+)?{_MONTH.format('m')},?\s+(?P<y>\d{{4}})\b"),
    re.compile(rf"\b{_MONTH.format('m')}\s+(?P<d>\d{{1,2}}){_ORD},?\s+(?P<y>\d{{4}})\b"),
    re.compile(rf"\b{_MONTH.format('m')},?\s+(?:of\s+)?(?P<y>\d{{4}})\b"),
    re.compile(rf"\b(?P<d>\d{{1,2}}){_ORD}\s+(?:of\s+)?{_MONTH.format('m')}\b"),
    re.compile(rf"\b{_MONTH.format('m')}\s+(?P<d>\d{{1,2}}){_ORD}\b(?![:.,]?\d)"),
    re.compile(
        r"\b(?P<h>Christmas Day|Christmas Eve|New Year['\u2019]s Day|New Year['\u2019]s Eve)"
        r"(?:,?\s+(?:of\s+)?(?P<y>\d{4}))?"
    ),
)
# The days a holiday names, as (month, day).
_HOLIDAYS = {
    "christmas day": (12, 25),
    "christmas eve": (12, 24),
    "new year's day": (1, 1),
    "new year's eve": (12, 31),
}

_TOKEN = re.compile(
    r"(?P<dotted>\b(?:[A-Z]\.){2,}(?![A-Za-z]))"  # "U.S.", read as the acronym "US"
    # A model or designation code, one name: "Tessaly-4b", "COVID-19", "An-225", "3G", "A320",
    # and a version: "Evergreen Fixed v3", "v2.1", not in a path ("/v2/invoices") (a capital
    # first otherwise: "mid-1990s" and "pre-2000" keep their years)
    r"|(?P<code>\b[A-Z][^\W\d_]*-\d+[^\W\d_]?\b|\b\d+[GD]\b|\b[A-Z]{1,3}\d+[A-Za-z]?\b"
    r"|(?<![/\w])v\d+(?:\.\d+)?\b(?!/))"
    # a time of day or a race's ("10:30", "4:08.1", "2:05:33"): one number
    r"|(?P<time>\b\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?\b)"
    r"|(?P<num>\d+(?:[.,]\d+)*)(?:(?:st|nd|rd|th)\b)?"
    r"|(?P<word>[^\W\d_]+(?:['\u2019][^\W\d_]+)*)"
)
_BOUNDARY = re.compile(r"([.!?…]+)([\"'\u201d\u2019)\]]*)(\s+)")
_BULLET = re.compile(r"^\s*(?:[-*•▪‣\u2013]|\d{1,3}[.)])\s+")
_DOTTED = re.compile(r"^(?:[a-z]\.)+[a-z]$")
_SENTENCE_OPENERS = "\"'\u201c\u2018([{"


def split_sentences(text: str) -> tuple[str, ...]:
    """Split ``text`` into sentences, in order, each stripped; pieces without a word are dropped.

    A boundary is terminal punctuation followed by whitespace and a capital letter, a digit or
    an opening quote, except after a known abbreviation ("Dr.", "e.g."), an initial ("J. R. R.
    Tolkien") or inside a number ("3.5"). Blank lines and list bullets also end a sentence, and
    so does a period glued to the next sentence ("in 1995.Paul Okafor is ..."), as text joined
    from several documents often has.
    """
    sentences: list[str] = []
    for block in _blocks(_GLUED.sub(_unglue, text)):
        sentences.extend(_split_block(block))
    return tuple(s for s in sentences if any(ch.isalnum() for ch in s))


_DECIMAL = re.compile(r"\d[\d,]*\.\d+")
_GLUED = re.compile(r"(\S+)\.(?=[A-Z][a-z]*['\u2019]?[a-z]*[\s,;:])")


def _unglue(match: re.Match[str]) -> str:
    last = match.group(1).rsplit(".", 1)[-1]
    letters = last.strip(")]\"'\u201d\u2019")
    if ("." in match.group(1) and not _DECIMAL.fullmatch(match.group(1))) or not letters:
        return match.group(0)  # "U.S.Army", "e.g.This": an abbreviation (not "190.23.Iridium")
    if letters.isalpha() and (len(letters) < 3 or letters.lower() in _ABBREVIATIONS):
        return match.group(0)
    return match.group(0) + " "


def _blocks(text: str) -> list[str]:
    blocks: list[str] = []
    current: list[str] = []
    for line in text.splitlines():
        bullet = _BULLET.match(line)
        if not line.strip() or bullet:
            if current:
                blocks.append(" ".join(current))
            current = []
            if bullet:
                line = line[bullet.end() :]
        if line.strip():
            current.append(line.strip())
    if current:
        blocks.append(" ".join(current))
    return blocks


def _split_block(block: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for match in _BOUNDARY.finditer(block):
        following = block[match.end() : match.end() + 1]
        if not (
            following.isupper()
            or following.isdigit()
            or following in _SENTENCE_OPENERS
            or _LOWER_IDENTIFIER.match(block, match.end())
        ):
            continue
        if match.group(1) == "." and _ends_with_abbreviation(
            block[start : match.start()], following.isdigit()
        ):
            continue
        pieces.append(block[start : match.end(2)].strip())
        start = match.end()
    pieces.append(block[start:].strip())
    return [p for p in pieces if p]


# A name written in lower case that may open a sentence: a service or a package
# ("ledger-api is owned by ...", "pricing_svc"), or a brand ("iPhone", "eBay").
_LOWER_IDENTIFIER = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+\b(?![.'])|[a-z]{1,2}[A-Z][a-z]")


def _ends_with_abbreviation(prefix: str, before_number: bool) -> bool:
    words = prefix.split()
    if not words:
        return False
    last = words[-1].lstrip(_SENTENCE_OPENERS)
    if len(last) == 1 and last.isalpha() and last.isupper():
        return True  # an initial
    lowered = last.lower()
    if lowered in ("a.m.", "p.m.", "a.m", "p.m"):
        return False  # "... by 11 a.m. Pets are ...": a time closes the sentence
    if lowered in _NUMBER_ABBREVIATIONS:
        return before_number
    return lowered in _ABBREVIATIONS or bool(_DOTTED.match(lowered))


class Token(NamedTuple):
    """A word or a number of a text.

    ``text`` is the lower-cased word or the normalised number (``"1500"``, ``"3.5"``,
    ``"9:00"``, ``"4:08.1"``; number words such as "twenty-five", "a million" and ordinals
    from "third" on become digits, except inside a name: "Flat Six"; "two decades" becomes
    "20 years"). ``capitalised`` is true when the word
    starts with a capital, ``initial`` when it opens a sentence, ``acronym`` for an all-capital
    word of two or more letters, and ``symbol`` for a single capital letter used as a name
    ("A = 1", "vitamin C"), which is not the article "A" nor the pronoun "I".
    """

    text: str
    is_number: bool
    start: int
    end: int
    capitalised: bool = False
    initial: bool = False
    acronym: bool = False
    symbol: bool = False

    @property
    def key(self) -> str:
        """The comparison form: the number, the acronym as written, or the stem of the word."""
        return self.text if self.is_number or self.acronym else stem(self.text)

    @property
    def is_content(self) -> bool:
        """A number, a symbol, or a word of two or more letters that is not a stopword."""
        if self.is_number or self.symbol:
            return True
        return len(self.text) > 1 and self.text not in STOPWORDS


# The temperature scales a degree sign names ("°C", "° F").
_DEGREE_SCALES = {"C": "celsius", "F": "fahrenheit"}


def _after_degree_sign(text: str, start: int) -> bool:
    return text[max(0, start - 2) : start].rstrip().endswith("°")


def tokenize(text: str) -> tuple[Token, ...]:
    """The words and numbers of ``text`` in order; punctuation and symbols are dropped."""
    raw: list[Token] = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup
        if kind == "time":
            hours, rest = match.group("time").split(":", 1)  # "09:30" is "9:30"
            raw.append(Token(f"{int(hours)}:{rest}", True, match.start(), match.end()))
        elif kind == "code":
            code = match.group("code")
            if code[0] == "v":  # a version's number as numbers are written: "v5.0" is "v5"
                code = "v" + normalize_number(code[1:])
            raw.append(
                Token(
                    code.lower(),
                    False,
                    match.start(),
                    match.end(),
                    capitalised=True,
                    initial=_opens_sentence(text, match.start()),
                    acronym=True,
                )
            )
        elif kind == "num":
            value = normalize_number(match.group("num"))
            raw.append(Token(value, True, match.start(), match.end()))
        else:
            word = match.group("word") or match.group("dotted").replace(".", "")
            scale = _DEGREE_SCALES.get(word) if _after_degree_sign(text, match.start()) else None
            if scale is not None:  # "1,420 °C": a unit, not the name "C"
                raw.append(Token(scale, False, match.start(), match.end()))
                continue
            acronym = len(word) > 1 and word.isupper()
            lowered = word.lower().replace("\u2019", "'")
            raw.append(
                Token(
                    word if word in _ACRONYMS_NOT_STOPWORDS else lowered,
                    False,
                    match.start(),
                    match.end(),
                    # ("iPhone", "eBay": a brand written with an inner capital is a name)
                    capitalised=word[0].isupper() or (len(word) > 2 and word[1].isupper()),
                    initial=_opens_sentence(text, match.start()),
                    acronym=acronym,
                )
            )
    return tuple(_mark_symbols(_fold_number_words(_glued(raw, text), text), text))


def _glued(tokens: list[Token], text: str) -> list[Token]:
    """The tokens with two words that make one read as one: a "vice-" glued to the role
    after it ("vice-chair" is one word, no "chair"), so that a deputy is not read as holding
    the role; "turn down" as the "reject" it means ("the application was turned down"), so
    that its "down" is no fall; "a little" before a bound as the "just" it means ("a little
    over four kilos"), so that it asks for no word "little"."""
    out: list[Token] = []
    for at, token in enumerate(tokens):
        previous = out[-1] if out else None
        after = tokens[at + 1] if at + 1 < len(tokens) else None
        joined = (
            None if previous is None or token.is_number else _glue(previous, token, after, text)
        )
        if joined is not None and previous is not None:
            out[-1] = previous._replace(text=joined, end=token.end)
            continue
        out.append(token)
    return out


def _glue(first: Token, second: Token, after: Token | None, text: str) -> str | None:
    """The one word two adjacent tokens make, or None; ``after`` is the token that follows
    them."""
    between = text[first.end : second.start]
    if (first.text, second.text) == ("a", "little") and after and after.text in _BOUNDS:
        return "just"
    if first.text == "vice" and between == "-":
        return "vice" + second.text
    if first.text in _TURN_FORMS and second.text == "down" and between == " ":
        return _TURN_FORMS[first.text]
    return None


_BOUNDS = frozenset(("over", "under", "more", "less", "fewer", "above", "below"))
_TURN_FORMS = {
    "turn": "reject",
    "turns": "rejects",
    "turned": "rejected",
    "turning": "rejecting",
}


# "the US Open", "IT support": acronyms, not the stopwords "us" and "it" (other words in
# capitals, such as "NO" or "OR", are read as the words they spell).
_ACRONYMS_NOT_STOPWORDS = frozenset(("US", "IT"))

_OPENING_MARKS = frozenset(" \t\"'\u201c\u2018([{*-•")


def _opens_sentence(text: str, index: int) -> bool:
    i = index - 1
    while i >= 0 and text[i] in _OPENING_MARKS:
        i -= 1
    if i >= 1 and text[i] == "." and _closes_initial(text, i):
        return False  # "John F. Kennedy": the period of an initial opens nothing
    return i < 0 or text[i] in ".!?:;\n"


def _closes_initial(text: str, period: int) -> bool:
    letter = text[period - 1]
    return letter.isupper() and (period < 2 or not text[period - 2].isalnum())


_ORDINAL_TEXT = """
third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth
fifteenth sixteenth seventeenth eighteenth nineteenth twentieth
"""
_ORDINALS = {word: value for value, word in enumerate(_ORDINAL_TEXT.split(), start=3)}
# After these an ordinal is a fraction ("a third of"), not a rank.
_FRACTION_BEFORE = _words("a one two three four five six seven eight nine")


YEARS_IN = {"decade": 10, "decades": 10, "century": 100, "centuries": 100}
"""Time nouns that count years, with how many."""

# Half of a time unit, as an amount of a smaller one ("half a year": six months).
_HALF_OF = {
    "century": ("50", "years"),
    "decade": ("5", "years"),
    "year": ("6", "months"),
    "day": ("12", "hours"),
    "hour": ("30", "minutes"),
    "minute": ("30", "seconds"),
}


def _fold_number_words(tokens: list[Token], text: str) -> list[Token]:
    out: list[Token] = []
    for index, token in enumerate(tokens):
        word = token.text
        previous = out[-1] if out else None
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        if word == "half" and _and_a(out):
            # "five and a half": one number
            whole = out[-3]
            halved = _format_decimal(Decimal(whole.text) + Decimal("0.5"))
            out[-3:] = [Token(halved, True, whole.start, token.end)]
            continue
        fraction = previous is not None and (
            previous.text in _FRACTION_BEFORE
            or text[previous.start : previous.end].lower() in _FRACTION_BEFORE
        )  # "a third of", "one fifth of" (whose "one" is a number by now)
        named = token.capitalised and not token.initial  # "The Third Man": a title's word
        if not token.is_number and word in _ORDINALS and not fraction and not named:
            out.append(Token(str(_ORDINALS[word]), True, token.start, token.end))
            continue
        if not token.is_number and word in _NUMBER_WORDS:
            if word == "one" and previous is not None and previous.text in _ONE_AS_PRONOUN:
                out.append(token)
                continue
            if token.capitalised and previous is not None and previous.capitalised:
                out.append(token)  # "Flat Six", "Channel Four": part of a name
                continue
            if (
                token.capitalised
                and following is not None
                and following.capitalised
                and following.text in _NUMBER_WORDS
            ):
                out.append(token)  # "Nineteen Eighty-Four": a title, not 19 and 84
                continue
            value = _NUMBER_WORDS[word]
            if (
                previous is not None
                and previous.is_number
                and previous.text.isdigit()
                and _last_written(previous, text) in _TENS
                and value < 10
                and previous.end >= token.start - 1
            ):  # "twenty-five", "twenty five", "a hundred and twenty five"
                out[-1] = Token(str(int(previous.text) + value), True, previous.start, token.end)
                continue
            if _hundred_and(out, text, value) and not (
                following is not None and following.text in _SCALES
            ):  # "one hundred and five", "two thousand and twelve"
                whole = out[-2]
                out[-2:] = [Token(str(int(whole.text) + value), True, whole.start, token.end)]
                continue
            out.append(Token(str(value), True, token.start, token.end))
        elif (
            not token.is_number
            and previous is not None
            and previous.is_number
            and ":" not in previous.text
            and previous.end == token.start
            and _glued_scale(word, text, previous)
        ):
            scaled = Decimal(previous.text) * _GLUED_SCALES[word]
            out[-1] = Token(_format_decimal(scaled), True, previous.start, token.end)
        elif word in YEARS_IN and previous is not None and _counts(previous, text):
            # "two decades" is 20 years (but "the 20th century" is no 2,000 years)
            years = int(previous.text) * YEARS_IN[word]
            out[-1] = Token(str(years), True, previous.start, previous.end)
            out.append(Token("years", False, token.start, token.end))
        elif (
            word in _HALF_OF
            and previous is not None
            and previous.text in ("a", "an")
            and len(out) >= 2
            and out[-2].text == "half"
        ):
            # "half a year" is six months, "half an hour" thirty minutes
            amount, unit = _HALF_OF[word]
            out[-2:] = [Token(amount, True, out[-2].start, previous.end)]
            out.append(Token(unit, False, token.start, token.end))
        elif word in ("decade", "century") and previous is not None and previous.text == "a":
            # "in a decade" is in 10 years, "a century-old mill" 100 years old
            out[-1] = Token(str(YEARS_IN[word]), True, previous.start, previous.end)
            out.append(Token("years", False, token.start, token.end))
        elif not token.is_number and word in _SCALES and previous is not None:
            if previous.is_number and _PLAIN_DECIMAL.fullmatch(previous.text):
                scaled = Decimal(previous.text) * _SCALES[word]
                out[-1] = Token(_format_decimal(scaled), True, previous.start, token.end)
            elif previous.text == "a" and len(out) >= 2 and out[-2].text == "half":
                # "half a million": 500,000
                halved = _format_decimal(Decimal(_SCALES[word]) / 2)
                out[-2:] = [Token(halved, True, out[-2].start, token.end)]
            elif previous.text == "a":  # "a million homes"
                out[-1] = Token(str(_SCALES[word]), True, previous.start, token.end)
            else:
                out.append(token)
        else:
            out.append(token)
    return out


_TENS = frozenset(w for w, v in _NUMBER_WORDS.items() if v >= 20)


def _last_written(token: Token, text: str) -> str:
    """The last word a number token was written with ("five" of "one hundred and five"), or
    "" when it was written in figures."""
    written = text[token.start : token.end].lower()
    if not written[:1].isalpha():
        return ""
    return re.split(r"[\s\-]+", written)[-1]


def _hundred_and(out: list[Token], text: str, value: int) -> bool:
    """Whether the tokens so far end on a round number written in words, "hundred" or
    "thousand" last, then "and", so that a smaller number word adds to it ("one hundred and
    five" is 105; "one hundred and two hundred" is no such sum)."""
    if len(out) < 2 or out[-1].text != "and" or not out[-2].text.isdigit():
        return False
    scale = _SCALES.get(_last_written(out[-2], text), 0)
    return scale in (100, 1_000) and int(out[-2].text) % scale == 0 and value < 100


def _counts(token: Token, text: str) -> bool:
    """Whether the token is a whole number written as digits or a number word ("3", "three";
    not the ordinals "3rd", "third")."""
    written = text[token.start : token.end].lower()
    return (
        token.is_number and token.text.isdigit() and (written.isdigit() or written in _NUMBER_WORDS)
    )


def _and_a(out: list[Token]) -> bool:
    """Whether the tokens so far end on a whole number, "and", "a" ("five and a ...")."""
    return (
        len(out) >= 3
        and out[-3].is_number
        and out[-3].text.isdigit()
        and out[-2].text == "and"
        and out[-1].text == "a"
    )


def _mark_symbols(tokens: list[Token], text: str) -> list[Token]:
    out: list[Token] = []
    for index, token in enumerate(tokens):
        raw = text[token.start : token.end]
        if len(raw) == 1 and raw.isupper() and raw != "I":
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            is_article = (
                raw == "A"
                and following is not None
                # ("A 14-year-old ..." opening a sentence: the article)
                and (not following.is_number or token.initial)
                # an article is followed directly by its noun, not by an operator
                and not text[token.end : following.start].strip()
            )
            if not is_article:
                token = Token(
                    token.text,
                    False,
                    token.start,
                    token.end,
                    capitalised=True,
                    initial=token.initial,
                    symbol=True,
                )
        out.append(token)
    return out


def normalize_number(raw: str) -> str:
    """The canonical text of a written number: ``"1,000"`` → ``"1000"``, ``"3.50"`` → ``"3.5"``.

    A comma followed by groups of exactly three digits separates thousands; otherwise a single
    comma is a decimal comma ("3,5"). Text that is not a number is returned unchanged.
    """
    text = raw.strip()
    if "," in text and "." in text:
        text = text.replace(",", "")
    elif "," in text:
        groups = text.split(",")
        if all(len(g) == 3 for g in groups[1:]):
            text = "".join(groups)
        elif len(groups) == 2:
            text = ".".join(groups)
        else:
            text = "".join(groups)
    if text.count(".") > 1:
        groups = text.split(".")
        if not all(len(g) == 3 for g in groups[1:]):
            return raw  # a version or an outline number ("1.2.3"): compare it as written
        text = "".join(groups)
    try:
        return _format_decimal(Decimal(text))
    except InvalidOperation:
        return raw


def _format_decimal(value: Decimal) -> str:
    text = format(value.normalize(), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text or "0"


def stem(word: str) -> str:
    """A light, deterministic suffix stripper so that "opened", "opens" and "opening" agree.

    Not a linguistic stemmer: it only has to map inflections of one word to the same key.
    """
    w = word.lower().replace("\u2019", "'")
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) <= 2 or not w.isalpha():
        return w
    if w.endswith(("ies", "ied")) and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith(("sses", "ches", "shes", "xes")):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w.endswith("ing") and len(w) >= 5:
        w = w[:-3]
    elif w.endswith("eed"):
        if len(w) > 5:
            w = w[:-1]  # "agreed" → "agree"; "need" and "speed" stay
    elif w.endswith("ed") and len(w) >= 4:
        w = w[:-2]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiousz":
        w = w[:-1]  # "stopp" (from "stopped") → "stop"
    if len(w) > 2 and w.endswith("e"):
        w = w[:-1]  # "use", "used", "uses" → "us"
    return w


def content_words(text: str) -> tuple[str, ...]:
    """Stems of the topic-carrying tokens of ``text``, in order (numbers and symbols included)."""
    return tuple(t.key for t in tokenize(text) if t.is_content)


def numbers(text: str) -> frozenset[str]:
    """The normalised numbers in ``text`` ("1,000" and "one thousand" both give ``"1000"``)."""
    return frozenset(t.text for t in tokenize(text) if t.is_number)


def proper_names(text: str) -> frozenset[str]:
    """Stems of the words that look like names: capitalised words that do not open a sentence,
    acronyms ("HR", "AWS") and symbols ("A", "vitamin C"). Stopwords are never names.
    """
    return frozenset(
        t.key
        for t in tokenize(text)
        if not t.is_number
        and t.text not in STOPWORDS
        and (t.symbol or t.acronym or (t.capitalised and not t.initial))
    )


def is_negated(text_or_tokens: str | tuple[Token, ...]) -> bool:
    """Whether the text holds a negation word ("not", "never", "no", any "…n't"). Given the
    text, a "no" that opens a compound ("no-claims bonus") is not one."""
    if isinstance(text_or_tokens, str):
        text: str | None = text_or_tokens
        tokens = tokenize(text_or_tokens)
    else:
        text, tokens = None, text_or_tokens
    for token in tokens:
        if token.is_number:
            continue
        if text is not None and token.text == "no" and text[token.end : token.end + 1] == "-":
            continue
        if token.text in NEGATIONS or token.text.endswith("n't"):
            return True
    return False


def dates(text: str) -> frozenset[str]:
    """The dates in ``text``, normalised: ``"2021-03-12"``, ``"2021-03"`` (month and year) or
    ``"--03-12"`` (day and month). "12 March 2021", "March 12th, 2021" and "2021-03-12" agree.
    Month names must be capitalised. A bare year is a number, not a date.
    """
    found: set[str] = set()
    remaining = text
    for pattern in _DATE_PATTERNS:
        for match in pattern.finditer(remaining):
            parts = match.groupdict()
            holiday = parts.get("h")
            if holiday is not None:
                m, numbered = _HOLIDAYS[holiday.lower().replace("\u2019", "'")]
                day: str | None = str(numbered)
            else:
                month = parts["m"]
                m = int(month) if month.isdigit() else _MONTHS[month.lower()]
                day = parts.get("d")
            if not 1 <= m <= 12:
                continue
            if day is not None and not 1 <= int(day) <= 31:
                continue
            year = parts.get("y")
            if year and day:
                found.add(f"{int(year):04d}-{m:02d}-{int(day):02d}")
            elif year:
                found.add(f"{int(year):04d}-{m:02d}")
            elif day:
                found.add(f"--{m:02d}-{int(day):02d}")
        # Blank what matched so that a full date is not also read as a partial one.
        remaining = pattern.sub(lambda mt: " " * len(mt.group(0)), remaining)
    return frozenset(found)


def date_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Where the dates of ``text`` (as :func:`dates` finds them) stand: character spans."""
    spans: list[tuple[int, int]] = []
    remaining = text
    for pattern in _DATE_PATTERNS:
        for match in pattern.finditer(remaining):
            spans.append(match.span())
        remaining = pattern.sub(lambda mt: " " * len(mt.group(0)), remaining)
    return tuple(sorted(spans))


def date_supported(date: str, candidates: frozenset[str]) -> bool:
    """Whether ``date`` (from :func:`dates`) is stated by one of ``candidates``: the same date,
    or a more precise one that agrees ("2021-03" is supported by "2021-03-12", not the reverse).
    """
    for candidate in candidates:
        if candidate == date or candidate.startswith(date + "-"):
            return True
        if date.startswith("--") and candidate.endswith(date[1:]):
            return True
    return False
