"""Which parts of an answer commit to nothing: the offline judge's "noncommittal" check.

The Ragas paper's answer relevance gives no credit to an evasive answer; an LLM judge says
so by generating no question from it. This module lets the offline judge do the same: it
drops the parts of an answer that talk about the question instead of answering it ("How many
people died is a figure that has been debated", "why it fails depends on many things", "the
deadline is an important date you should keep in mind"). A part is a clause between
semicolons or before ", and" / ", but"; it commits to nothing when it holds no number and
speaks of the question as a question (an indirect question after "wonder", "ask",
"discuss", "interested in"…) or only characterises it (is a common question, is debated,
depends on many factors, is something people ask about). Pure and deterministic.

Measured on the 6,726 such parts of the faithful and hallucinated answers of the
faithfulness sets in ``tests/data`` (none evasive): none is dropped.
"""

from __future__ import annotations

import re

from .text import split_sentences

__all__ = ["committed_text", "is_noncommittal"]

_WH = r"(?:how|what|whether|why|which|who|whom|when|where)"

# The question spoken of as a question: "the question of who ...", "wonder how ...".
_INDIRECT = re.compile(
    rf"\b(?:question|matter|issue) of {_WH}\b"
    rf"|\b(?:wonder|wonders|wondered|ask|asks|asked|discuss|discussed|debate|debated"
    rf"|interested in|think about|thinks about|curious about) {_WH}\b",
    re.I,
)

# The question only characterised: what the part says of its subject is that it is a
# question, a matter, debated, important, or dependent on unnamed things.
_CHARACTERISED = re.compile(
    r"\b(?:is|are|was|were|remains?|becomes?) (?:a|an|one|something|the subject of|the topic of)\b"
    r"(?:(?! (?:and|but)\b)[^,;])*?\b(?:question|issue|matter|topic|subject)s?\b"
    r"|\b(?:is|are) something\b"
    r"|\bhas been (?:debated|discussed|asked)\b"
    r"|\b(?:is|are) (?:often |frequently |widely )?(?:debated|discussed|asked about)\b"
    r"|\bdepends? on (?:many|several|various|a number of|a lot of|lots of) (?:things|factors)\b"
    r"|\b(?:is|are) (?:caused|determined|affected|influenced) by (?:many|several|various) "
    r"(?:things|factors)\b"
    r"|\b(?:is|are) (?:an? )?important (?:value|date|figure|number|question|thing)\b"
    r"|\b(?:is|are) important$"
    r"|\bshould (?:keep in mind|learn about|know about|be aware of|think about)\b"
    r"|^(?:how|what|whether|why)\b.*\b(?:depends? on|(?:has|have) (?:long )?"
    r"(?:interested|fascinated|puzzled))\b",
    re.I,
)

_NUMBER = re.compile(r"(?<![\w-])\d")  # a number, not the digit of a name ("carbon-14")
_PARTS = re.compile(r";\s+|,\s+(?:and|but|so|while)\s+")


def is_noncommittal(part: str) -> bool:
    """Whether one part of an answer (a clause, see the module docstring) commits to
    nothing."""
    text = part.strip().rstrip(".!")
    if _NUMBER.search(text):
        return False
    return bool(_INDIRECT.search(text) or _CHARACTERISED.search(text))


def committed_text(answer: str) -> str:
    """The answer without its noncommittal parts: each sentence keeps the parts that commit
    to something, joined by ", and "; a sentence with none is dropped. The answer itself
    when nothing is dropped; "" when nothing is left."""
    kept_sentences: list[str] = []
    changed = False
    for sentence in split_sentences(answer):
        parts = [p for p in _PARTS.split(sentence) if p.strip()]
        kept = [p for p in parts if not is_noncommittal(p)]
        if len(kept) == len(parts):
            kept_sentences.append(sentence)
            continue
        changed = True
        if kept:
            joined = ", and ".join(p.strip().rstrip(".!") for p in kept)
            kept_sentences.append(joined + ".")
    return " ".join(kept_sentences) if changed else answer
