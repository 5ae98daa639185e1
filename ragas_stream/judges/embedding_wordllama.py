"""A sentence embedding that ships inside a PyPI package: WordLlama (optional extra).

``pip install 'ragas-stream[embeddings]'`` brings the ``wordllama`` package, whose wheel
carries a small static embedding (token vectors taken from a large language model's embedding
table and trained for sentence similarity; 32,000 tokens by 256 dimensions, 16 MB) and its
tokenizer. A text's vector is the mean of its tokens' vectors, so it is cheap (a hundred
sentences in a few milliseconds), deterministic and offline. Unlike the hashing embedding it places
synonyms and paraphrases near each other ("Who founded the firm?" and "It was established by
Dana Ortiz"), which is what answer relevance measures.

The weights and tokenizer are read from the installed package's own files; nothing is ever
downloaded (``wordllama``'s own loader would fetch the tokenizer from a model hub when its
file is not where it looks, so it is not used).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from importlib import resources
from typing import Any

from .embedding import Embedder, HashingEmbedder

__all__ = ["EMBEDDER_NAMES", "EmbedderUnavailable", "WordLlamaEmbedder", "make_embedder"]

EMBEDDER_NAMES = ("hashing", "wordllama")
"""The embedders a ``[judge] embedder = …`` setting may name."""

_INSTALL_HINT = "install the optional extra: pip install 'ragas-stream[embeddings]'"
_WEIGHTS = ("weights", "l2_supercat_256.safetensors")
_TOKENIZER = ("tokenizers", "l2_supercat_tokenizer_config.json")
_TENSOR = "embedding.weight"
# Matryoshka training: a prefix of these lengths is itself a usable embedding.
_DIMENSIONS = (64, 128, 256)


class EmbedderUnavailable(RuntimeError):
    """An embedder was asked for whose package is not installed, or whose files are missing.

    The message says what to install."""


class WordLlamaEmbedder:
    """An ``Embedder`` backed by the WordLlama weights bundled in the ``wordllama`` wheel.

    Guarantees: ``embed`` returns one unit-length vector of ``dimensions`` finite floats per
    text, in order (the all-zero vector for a blank text); it is deterministic,
    thread-safe (the tokenizer and the matrix are only read) and does no I/O. Construction
    reads about 18 MB from the installed package (tens of milliseconds; call it off the event
    loop) and raises ``EmbedderUnavailable`` when ``wordllama`` is not installed.
    ``dimensions`` is 64, 128 or 256: the first that many dimensions of each vector.
    """

    def __init__(self, *, dimensions: int = 256) -> None:
        if dimensions not in _DIMENSIONS:
            raise ValueError(f"dimensions must be one of {_DIMENSIONS}, not {dimensions}")
        self.dimensions = dimensions
        self._model = _load(dimensions)

    def __repr__(self) -> str:
        return f"WordLlamaEmbedder(dimensions={self.dimensions})"

    def embed(self, texts: Sequence[str]) -> list[tuple[float, ...]]:
        if not texts:
            return []
        matrix = self._model.embed(list(texts), norm=False)  # normalised below, 0 for no tokens
        return [
            _finite(row) if text.strip() else (0.0,) * self.dimensions
            for text, row in zip(texts, matrix.tolist(), strict=True)
        ]


def _finite(row: Sequence[float]) -> tuple[float, ...]:
    """The row as a unit vector, or all zeros when it has no length (a text with no tokens)
    or is not finite."""
    if not all(math.isfinite(v) for v in row):
        return (0.0,) * len(row)
    norm = math.sqrt(math.fsum(v * v for v in row))
    if norm == 0.0:
        return tuple(0.0 for _ in row)
    return tuple(v / norm for v in row)


def _load(dimensions: int) -> Any:
    try:
        from safetensors import safe_open
        from tokenizers import Tokenizer
        from wordllama.inference import WordLlamaInference
    except ImportError as exc:
        raise EmbedderUnavailable(
            f"the wordllama embedder is not installed: {_INSTALL_HINT}"
        ) from exc
    package = resources.files("wordllama")
    weights = package.joinpath(*_WEIGHTS)
    tokenizer_file = package.joinpath(*_TOKENIZER)
    if not (weights.is_file() and tokenizer_file.is_file()):
        raise EmbedderUnavailable(
            "the installed wordllama package lacks its bundled weights or tokenizer "
            f"({'/'.join(_WEIGHTS)}, {'/'.join(_TOKENIZER)}): reinstall it with "
            f"pip install --force-reinstall 'wordllama>=0.4,<0.5'"
        )
    with resources.as_file(tokenizer_file) as path:
        tokenizer = Tokenizer.from_file(str(path))
    with resources.as_file(weights) as path, safe_open(str(path), framework="np") as tensors:
        matrix = tensors.get_tensor(_TENSOR)[:, :dimensions].copy()  # contiguous
    return WordLlamaInference(matrix, tokenizer)


def make_embedder(name: str) -> Embedder:
    """The ``Embedder`` a configuration names: ``hashing`` (the default, built in) or
    ``wordllama`` (the ``embeddings`` extra). Raises ``EmbedderUnavailable`` when the named
    one is not installed and ``ValueError`` for an unknown name."""
    if name == "hashing":
        return HashingEmbedder()
    if name == "wordllama":
        return WordLlamaEmbedder()
    raise ValueError(f"unknown embedder {name!r}: choose one of {', '.join(EMBEDDER_NAMES)}")
