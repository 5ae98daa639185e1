"""Metrics: one module per metric (definitions in METRICS.md) and a registry by name.

Every metric satisfies ``Metric`` (``metrics.base``): a ``name``, the interaction fields it
``requires`` and an async ``score``. ``build_metrics`` turns configured names into instances.

Names: ``faithfulness``, ``answer_relevance``, ``context_relevance``, ``context_precision``
(against the reference, or the answer when there is none), ``context_precision_with_reference``,
``context_precision_without_reference``, ``context_recall``, ``safe`` (F1@K), and the paper's
baselines ``direct_score_<quality>`` and ``pairwise_<quality>``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..judges.search import Searcher, build_searcher
from .answer_relevance import AnswerRelevance
from .base import Metric, missing_fields
from .context_precision import ContextPrecision, average_precision
from .context_recall import ContextRecall
from .context_relevance import ContextRelevance
from .direct_score import DirectScore
from .faithfulness import Faithfulness
from .pairwise import ALTERNATIVE_LABEL, PairwiseRanking
from .safe import DEFAULT_K, Safe, f1_at_k

__all__ = [
    "AnswerRelevance",
    "ContextPrecision",
    "ContextRecall",
    "ContextRelevance",
    "DirectScore",
    "Faithfulness",
    "Metric",
    "PairwiseRanking",
    "Safe",
    "UnknownMetric",
    "available_metrics",
    "average_precision",
    "build_metrics",
    "f1_at_k",
    "missing_fields",
]


@dataclass(frozen=True, slots=True)
class _Options:
    answer_relevance_questions: int = 3
    safe_k: int = DEFAULT_K
    safe_steps: int = 3
    searcher: Searcher | None = None
    alternative_label: str = ALTERNATIVE_LABEL


Options = dict[str, Any]


def _take(name: str, options: Options, known: Mapping[str, type | tuple[type, ...]]) -> Options:
    unknown = sorted(set(options) - set(known))
    if unknown:
        listed = ", ".join(sorted(known)) or "none"
        raise ValueError(
            f"metrics.{name}: unknown option(s) {', '.join(unknown)} (known: {listed})"
        )
    for key, kind in known.items():
        if key in options and (
            not isinstance(options[key], kind)
            or isinstance(options[key], bool) is not (kind is bool)
        ):
            raise ValueError(f"metrics.{name}.{key} has the wrong type")
    return options


def _no_options(
    name: str, build: Callable[[_Options], Metric]
) -> Callable[[_Options, Options], Metric]:
    def factory(o: _Options, options: Options) -> Metric:
        _take(name, options, {})
        return build(o)

    return factory


def _answer_relevance(o: _Options, options: Options) -> Metric:
    opts = _take("answer_relevance", options, {"questions": int})
    return AnswerRelevance(opts.get("questions", o.answer_relevance_questions))


def _safe(o: _Options, options: Options) -> Metric:
    opts = _take(
        "safe",
        options,
        {
            "k": int,
            "steps": int,
            "results_per_query": int,
            "searcher": str,
            "searcher_options": Mapping,
        },
    )
    searcher = o.searcher
    if "searcher" in opts:
        searcher = build_searcher(opts["searcher"], opts.get("searcher_options"))
    return Safe(
        k=opts.get("k", o.safe_k),
        searcher=searcher,
        steps=opts.get("steps", o.safe_steps),
        results_per_query=opts.get("results_per_query", 3),
    )


def _pairwise(quality: str) -> Callable[[_Options, Options], Metric]:
    def factory(o: _Options, options: Options) -> Metric:
        opts = _take(f"pairwise_{quality}", options, {"label": str})
        return PairwiseRanking(quality, label=opts.get("label", o.alternative_label))

    return factory


_FACTORIES: Mapping[str, Callable[[_Options, Options], Metric]] = MappingProxyType(
    {
        "faithfulness": _no_options("faithfulness", lambda o: Faithfulness()),
        "answer_relevance": _answer_relevance,
        "context_relevance": _no_options("context_relevance", lambda o: ContextRelevance()),
        "context_precision": _no_options("context_precision", lambda o: ContextPrecision("auto")),
        "context_precision_with_reference": _no_options(
            "context_precision_with_reference", lambda o: ContextPrecision("reference")
        ),
        "context_precision_without_reference": _no_options(
            "context_precision_without_reference", lambda o: ContextPrecision("answer")
        ),
        "context_recall": _no_options("context_recall", lambda o: ContextRecall()),
        "safe": _safe,
        "direct_score_faithfulness": _no_options(
            "direct_score_faithfulness", lambda o: DirectScore("faithfulness")
        ),
        "direct_score_answer_relevance": _no_options(
            "direct_score_answer_relevance", lambda o: DirectScore("answer_relevance")
        ),
        "direct_score_context_relevance": _no_options(
            "direct_score_context_relevance", lambda o: DirectScore("context_relevance")
        ),
        "pairwise_faithfulness": _pairwise("faithfulness"),
        "pairwise_answer_relevance": _pairwise("answer_relevance"),
    }
)
# Other spellings accepted in configuration: the Ragas library's and the SAFE paper's.
_ALIASES: Mapping[str, str] = MappingProxyType(
    {
        "answer_relevancy": "answer_relevance",
        "context_relevancy": "context_relevance",
        "llm_context_precision_with_reference": "context_precision_with_reference",
        "llm_context_precision_without_reference": "context_precision_without_reference",
        "llm_context_recall": "context_recall",
        "f1_at_k": "safe",
        "long_form_factuality": "safe",
    }
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


def build_metrics(
    names: Sequence[str],
    *,
    answer_relevance_questions: int = 3,
    safe_k: int = DEFAULT_K,
    safe_steps: int = 3,
    searcher: Searcher | None = None,
    alternative_label: str = ALTERNATIVE_LABEL,
    options: Mapping[str, Mapping[str, Any]] | None = None,
) -> list[Metric]:
    """One metric per name, in the order given; a repeated name is built once.

    Names are matched case-insensitively, and the Ragas library's spellings
    ("answer_relevancy", "llm_context_recall", ...) and "f1_at_k" are accepted. Options:
    ``answer_relevance_questions`` (n), ``safe_k`` (K of F1@K), ``safe_steps`` (search rounds),
    ``searcher`` (SAFE's evidence source; default the interaction's contexts) and
    ``alternative_label`` (the label holding the pairwise baselines' other answer).
    ``options`` maps a metric name to its own options, which win over the keyword arguments
    (the ``[metrics.<name>]`` config tables): ``answer_relevance``: ``questions``; ``safe``:
    ``k``, ``steps``, ``results_per_query``, ``searcher`` (``context``, ``serper`` or a URL,
    see ``judges.search.build_searcher``) and ``searcher_options``; ``pairwise_*``: ``label``.
    Raises ``UnknownMetric`` (a ``ValueError``) for a name no metric has, and ``ValueError``
    for a bad option (an unknown key, a wrong type or value).
    """
    if isinstance(names, str):
        raise TypeError("names must be a sequence of metric names, not one string")
    defaults = _Options(answer_relevance_questions, safe_k, safe_steps, searcher, alternative_label)
    per_metric: dict[str, Options] = {}
    for raw_name, raw_options in (options or {}).items():
        key = _ALIASES.get(raw_name.strip().lower(), raw_name.strip().lower())
        if key not in _FACTORIES:
            raise UnknownMetric(raw_name)
        per_metric[key] = dict(raw_options)
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
            metrics.append(factory(defaults, per_metric.get(name, {})))
    return metrics
