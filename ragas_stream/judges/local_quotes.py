"""Quotes in the offline judge's reasons, put back as the context writes them.

The judge reads a few sentences rewritten (``analyse_context``: a lifespan in brackets spelled
out, a loan a light verb gives read as lent, a year added to "N years later"); the reasons it
gives quote what it read. ``as_written`` maps each quote back onto the sentence as written,
so a reason never quotes words the context does not hold. Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher

_QUOTED = re.compile(r'"([^"]+)"')
_CUT = "\u2026"  # how ``local_stretch._quote`` marks a quote cut short


def as_written(reason: str, rewritten: Sequence[tuple[str, str]]) -> str:
    """``reason`` with every quote that holds a rewritten sentence, whole or in part, given
    as written: ``rewritten`` pairs each sentence as the judge read it with the sentence as
    the context writes it. A quote that holds no rewritten words comes back unchanged."""
    if not rewritten:
        return reason
    pairs = [(" ".join(read.split()), " ".join(written.split())) for read, written in rewritten]
    return _QUOTED.sub(lambda m: f'"{_quote_as_written(m.group(1), pairs)}"', reason)


def _quote_as_written(quote: str, pairs: Sequence[tuple[str, str]]) -> str:
    cut = quote.endswith(_CUT)
    body = quote.removesuffix(_CUT)
    for read, written in pairs:
        if read in body:  # a stretch of sentences that holds the whole sentence
            body = body.replace(read, written)
        elif (at := read.find(body)) >= 0:  # the sentence, a clause of it, or a cut start
            body = _span_as_written(read, written, at, at + len(body))
        elif cut and (held := _cut_inside(body, read)):
            # a stretch cut short inside the rewritten sentence
            body = body[: len(body) - held] + _span_as_written(read, written, 0, held)
    return body + _CUT if cut else body


def _cut_inside(body: str, read: str) -> int:
    """How many characters ``body`` ends with that open ``read`` (0 when it ends with none
    of it or with too little to tell)."""
    for size in range(min(len(body), len(read)), _LEAST_OPENING - 1, -1):
        if body.endswith(read[:size]):
            return size
    return 0


# The fewest characters of a sentence's opening that tell it is the one a cut quote ends in.
_LEAST_OPENING = 12


def _span_as_written(read: str, written: str, start: int, end: int) -> str:
    """The part of ``written`` that ``read[start:end]`` stands for, aligned word by word: a
    span that starts or ends inside rewritten words takes all the words they replace."""
    read_words = [m.span() for m in _WORD.finditer(read)]
    written_words = [m.span() for m in _WORD.finditer(written)]
    aligned = SequenceMatcher(
        None,
        [read[a:b] for a, b in read_words],
        [written[a:b] for a, b in written_words],
        autojunk=False,
    ).get_opcodes()

    def mapped(at: int, closing: bool) -> int:
        word = next(
            (n for n, (a, b) in enumerate(read_words) if (a < at <= b if closing else at < b)),
            len(read_words),
        )
        for tag, i1, i2, j1, j2 in aligned:
            if i1 <= word < i2:
                if tag == "equal":  # the same word: the same characters of it
                    return written_words[j1 + word - i1][0] + at - read_words[word][0]
                if closing:
                    return written_words[j2 - 1][1] if j2 > j1 else _opening(written_words, j1)
                return _opening(written_words, j1)
        return len(written)

    return written[mapped(start, False) : mapped(end, True)]


def _opening(words: Sequence[tuple[int, int]], at: int) -> int:
    return words[at][0] if at < len(words) else (words[-1][1] if words else 0)


_WORD = re.compile(r"\S+")
