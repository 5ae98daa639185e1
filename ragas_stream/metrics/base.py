"""The metric seam.

A metric is a small object with a ``name``, the interaction fields it ``requires`` and an async
``score``. It asks the judge typed questions through an ``Asker`` and returns a
``MetricResult``; it does not catch ``JudgeError`` (the session turns it into an ``error``
result carrying the calls already made) and it never returns NaN (``MetricResult`` refuses it).
"""

from __future__ import annotations

from typing import ClassVar, Protocol, runtime_checkable

from ..events import Interaction
from ..judges.session import Asker
from ..results import MetricResult

__all__ = ["Metric", "missing_fields"]


@runtime_checkable
class Metric(Protocol):
    """One score per interaction.

    ``requires`` names the optional ``Interaction`` fields the metric cannot do without
    (``contexts``, ``reference``); when one is empty the pipeline reports ``not_applicable``
    without asking the judge. ``score`` must be safe to run concurrently for many interactions.
    """

    name: str
    requires: ClassVar[frozenset[str]]

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult: ...


def missing_fields(metric: Metric, interaction: Interaction) -> list[str]:
    """The fields ``metric`` requires that ``interaction`` lacks (empty or None)."""
    return [name for name in sorted(metric.requires) if not getattr(interaction, name, None)]
