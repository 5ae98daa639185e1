"""A deterministic, offline text embedding by feature hashing, and cosine similarity.

Features are word unigrams (stemmed; stopwords weighted down), word bigrams over the content
words, and character trigrams of the content words. Each feature is hashed with BLAKE2b (not
Python's salted ``hash``) to a dimension and a sign, so the same text gives the same vector in
every process and on every machine. Vectors are L2-normalised; the empty text gives the zero
vector. It measures word overlap, not meaning: synonyms are not close.

``Embedder`` is the seam through which the offline judge gets its vectors. The default is
``HashingEmbedder``. A sentence-embedding model can be plugged in by passing any object with
an ``embed`` method to ``LocalJudge(embedder=...)``: a model must ship inside a PyPI package
(nothing may be downloaded at run time), as ``embedding_wordllama.WordLlamaEmbedder`` does (the
``embeddings`` extra; ``[judge] embedder = "wordllama"``). Answer-relevance
scores are comparable only between runs that used the same embedder.
"""

from __future__ import annotations

import hashlib
import itertools
import math
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from .text import tokenize

__all__ = ["DIMENSIONS", "Embedder", "HashingEmbedder", "cosine", "hashing_embedding"]

DIMENSIONS = 384
"""The default embedding size."""

_UNIGRAM = 1.0
_STOPWORD = 0.15
_BIGRAM = 0.6
_TRIGRAM = 0.25


def _bucket(feature: str, dimensions: int) -> tuple[int, float]:
    digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
    value = int.from_bytes(digest, "little")
    return (value >> 1) % dimensions, (1.0 if value & 1 else -1.0)


def hashing_embedding(text: str, dimensions: int = DIMENSIONS) -> tuple[float, ...]:
    """The embedding of ``text``: ``dimensions`` finite floats, unit length (or all zero)."""
    if dimensions <= 0:
        raise ValueError("dimensions must be positive")
    vector = [0.0] * dimensions

    def add(feature: str, weight: float) -> None:
        index, sign = _bucket(feature, dimensions)
        vector[index] += sign * weight

    content: list[str] = []
    for token in tokenize(text):
        if token.is_content:
            content.append(token.key)
            add("w:" + token.key, _UNIGRAM)
        else:
            add("w:" + token.key, _STOPWORD)
    for left, right in itertools.pairwise(content):
        add(f"b:{left} {right}", _BIGRAM)
    for word in content:
        padded = f"#{word}#"
        for i in range(len(padded) - 2):
            add("c:" + padded[i : i + 3], _TRIGRAM)

    norm = math.sqrt(sum(v * v for v in vector))
    if norm == 0.0:
        return tuple(vector)
    return tuple(v / norm for v in vector)


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine similarity in [-1, 1]; 0.0 when either vector is all zero.

    Raises ``ValueError`` when the dimensions differ.
    """
    if len(a) != len(b):
        raise ValueError(f"vectors have different dimensions ({len(a)} and {len(b)})")
    dot = sum(x * y for x, y in zip(a, b, strict=True))
    norm_a = math.sqrt(sum(x * x for x in a))
    norm_b = math.sqrt(sum(y * y for y in b))
    if norm_a == 0.0 or norm_b == 0.0:
        return 0.0
    return max(-1.0, min(1.0, dot / (norm_a * norm_b)))


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into vectors for the offline judge.

    ``embed`` returns one vector per text, in order, all of one dimension, every entry finite.
    It is called synchronously (from a worker thread for large inputs), so it must be
    thread-safe, deterministic for a given text, and must not do network I/O.
    """

    def embed(self, texts: Sequence[str]) -> Sequence[Sequence[float]]: ...


class HashingEmbedder:
    """The default ``Embedder``: ``hashing_embedding`` with ``dimensions`` dimensions."""

    def __init__(self, dimensions: int = DIMENSIONS) -> None:
        if dimensions <= 0:
            raise ValueError("dimensions must be positive")
        self.dimensions = dimensions

    def __repr__(self) -> str:
        return f"HashingEmbedder(dimensions={self.dimensions})"

    def embed(self, texts: Sequence[str]) -> list[tuple[float, ...]]:
        return [hashing_embedding(text, self.dimensions) for text in texts]
