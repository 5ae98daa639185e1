"""What a statement takes from its question, for the offline judge's grading.

A short answer becomes a statement with its question ("Croatia" to "The person after whom the
unit is named was born in a village that is now in Croatia"): the words it takes from the
question are the question's premises, not claims of the answer. A word the answer brings itself
that the context lacks is the stronger sign that it says something the context does not; a
premise the context words otherwise (a multi-hop question's description of its bridge) is the
weaker one. Pure functions.
"""

from __future__ import annotations

from .local_evidence import Claim, key
from .local_stretch import _missing, _Stretch
from .text import tokenize

__all__ = ["own_missing", "premises"]


def premises(question: str) -> frozenset[str]:
    """The keys of the content words of ``question`` (empty for no question)."""
    return frozenset(key(t) for t in tokenize(question) if t.is_content)


def own_missing(claim: Claim, given: frozenset[str], everything: _Stretch) -> int:
    """How many of the claim's words the whole context (``everything``) lacks that its
    question (``given``, its ``premises``) does not hold either: the words the answer brings
    itself."""
    return sum(1 for word in _missing(claim, everything) if word not in given)
