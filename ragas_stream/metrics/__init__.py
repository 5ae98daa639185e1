"""Metrics: one module per metric (definitions in METRICS.md) and a registry by name.

Every metric satisfies ``Metric`` (``metrics.base``): a ``name``, the interaction fields it
``requires`` and an async ``score``. ``build_metrics`` turns configured names into instances.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from .answer_relevance import AnswerRelevance
from .base import Metric, missing_fields
from .context_relevance import ContextRelevance
from .faithfulness import Faithfulness

__all__ = [
    "AnswerRelevance",
    "ContextRelevance",
    "Faithfulness",
    "Metric",
    "UnknownMetric",
    "available_metrics",
    "build_metrics",
    "missing_fields",
]


@dataclass(frozen=True, slots=True)
class _Options:
    answer_relevance_questions: int = 3


_FACTORIES: Mapping[str, Callable[[_Options], Metric]] = MappingProxyType(
    {
        "faithfulness": lambda o: Faithfulness(),
        "answer_relevance": lambda o: AnswerRelevance(o.answer_relevance_questions),
        "context_relevance": lambda o: ContextRelevance(),
    }
)
# The Ragas library's spellings, accepted in configuration.
_ALIASES: Mapping[str, str] = MappingProxyType(
    {"answer_relevancy": "answer_relevance", "context_relevancy": "context_relevance"}
)


class UnknownMetric(ValueError):
    """A metric name that no metric has; the message lists the known names."""

    def __init__(self, name: str) -> None:
        super().__init__(
            f"unknown metric {name!r}; known metrics: {', '.join(available_metrics())}"
        )
        self.metric = name


def available_metrics() -> tuple[str, ...]:
    """The names ``build_metrics`` accepts, sorted."""
    return tuple(sorted(_FACTORIES))


def build_metrics(names: Sequence[str], *, answer_relevance_questions: int = 3) -> list[Metric]:
    """One metric per name, in the order given; a repeated name is built once.

    Names are matched case-insensitively, and the Ragas library's spellings
    ("answer_relevancy", "context_relevancy") are accepted. Raises ``UnknownMetric`` (a
    ``ValueError``) for a name no metric has, and ``ValueError`` for a bad option.
    """
    if isinstance(names, str):
        raise TypeError("names must be a sequence of metric names, not one string")
    options = _Options(answer_relevance_questions)
    metrics: list[Metric] = []
    seen: set[str] = set()
    for raw in names:
        name = raw.strip().lower()
        name = _ALIASES.get(name, name)
        factory = _FACTORIES.get(name)
        if factory is None:
            raise UnknownMetric(raw)
        if name not in seen:
            seen.add(name)
            metrics.append(factory(options))
    return metrics
