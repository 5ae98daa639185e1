"""Result types shared by metrics, the pipeline and exporters.

Every type here is an immutable value. A ``MetricResult`` can never carry NaN: its constructor
rejects a non-finite or out-of-range value, so a bug upstream fails loudly in tests instead of
reaching a dashboard.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable
from dataclasses import dataclass, field

from .events import Interaction

__all__ = [
    "Evaluation",
    "JudgeCall",
    "MetricResult",
    "MetricStatus",
    "Outcome",
    "Usage",
]


class Outcome(enum.StrEnum):
    """How a delivery was settled. Exactly one per interaction read.

    ``SAMPLED_OUT`` and ``SHED`` are intentional drops; ``REJECTED`` carries a reason and the
    input goes to the dead-letter sink; ``SCORED`` and ``ERRORED`` were evaluated (``ERRORED``:
    every metric ended in ``error``).
    """

    SCORED = "scored"
    ERRORED = "errored"
    SAMPLED_OUT = "sampled_out"
    SHED = "shed"
    REJECTED = "rejected"

    @property
    def intentional_drop(self) -> bool:
        return self in (Outcome.SAMPLED_OUT, Outcome.SHED)


class MetricStatus(enum.StrEnum):
    """``ok``: a value in [0, 1]; ``not_applicable``: inputs allow no score; ``error``: failed."""

    OK = "ok"
    NOT_APPLICABLE = "not_applicable"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class JudgeCall:
    """One request a judge made (or a share of one fused request), for cost and tracing.

    ``operation`` follows the GenAI semantic conventions: ``chat`` or ``embeddings``.
    ``share`` is the fraction of a fused request attributed to this question (1.0 when the
    request served a single question); token counts are already multiplied by it.
    ``started_at`` / ``ended_at`` are readings of the judge's *monotonic* clock, like
    ``Evaluation.started_at``; exporters map them to wall time with one offset per evaluation.
    """

    operation: str
    model: str
    provider: str
    input_tokens: int = 0
    output_tokens: int = 0
    started_at: float = 0.0
    ended_at: float = 0.0
    status: str = "ok"
    error_type: str | None = None
    share: float = 1.0
    cached: bool = False


@dataclass(frozen=True, slots=True)
class Usage:
    """Judge cost of a piece of work: request count (fused shares count fractionally) and tokens."""

    calls: float = 0.0
    input_tokens: int = 0
    output_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.calls + other.calls,
            self.input_tokens + other.input_tokens,
            self.output_tokens + other.output_tokens,
        )

    @classmethod
    def of(cls, calls: Iterable[JudgeCall]) -> Usage:
        total = cls()
        for call in calls:
            if call.cached:
                continue
            total = total + cls(call.share, call.input_tokens, call.output_tokens)
        return total

    def as_dict(self) -> dict[str, float | int]:
        return {
            "calls": round(self.calls, 4),
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
        }


@dataclass(frozen=True, slots=True)
class MetricResult:
    """The outcome of one metric on one interaction.

    Invariants (checked on construction): ``status == ok`` iff ``value`` is a finite float in
    [0, 1]; any other status has ``value is None`` and a non-empty ``reason``.
    """

    name: str
    status: MetricStatus
    value: float | None = None
    reason: str | None = None
    explanation: str = ""
    calls: tuple[JudgeCall, ...] = ()
    details: dict[str, float | int | str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.status is MetricStatus.OK:
            if self.value is None or not math.isfinite(self.value):
                raise ValueError(f"metric {self.name!r}: ok result needs a finite value")
            if not 0.0 <= self.value <= 1.0:
                raise ValueError(f"metric {self.name!r}: value {self.value} outside [0, 1]")
        else:
            if self.value is not None:
                raise ValueError(f"metric {self.name!r}: {self.status} result carries a value")
            if not self.reason:
                raise ValueError(f"metric {self.name!r}: {self.status} result needs a reason")

    @property
    def usage(self) -> Usage:
        return Usage.of(self.calls)

    @classmethod
    def ok(
        cls,
        name: str,
        value: float,
        *,
        explanation: str = "",
        calls: Iterable[JudgeCall] = (),
        details: dict[str, float | int | str] | None = None,
    ) -> MetricResult:
        # Clamp rounding noise (e.g. a cosine of 1.0000000002) but never hide a NaN.
        if math.isfinite(value):
            value = min(1.0, max(0.0, value))
        return cls(name, MetricStatus.OK, value, None, explanation, tuple(calls), details or {})

    @classmethod
    def not_applicable(
        cls, name: str, reason: str, *, calls: Iterable[JudgeCall] = ()
    ) -> MetricResult:
        return cls(name, MetricStatus.NOT_APPLICABLE, None, reason, "", tuple(calls))

    @classmethod
    def error(cls, name: str, reason: str, *, calls: Iterable[JudgeCall] = ()) -> MetricResult:
        return cls(name, MetricStatus.ERROR, None, reason, "", tuple(calls))

    def as_dict(self) -> dict[str, object]:
        return {
            "value": self.value,
            "status": self.status.value,
            "reason": self.reason,
            "explanation": self.explanation,
            "usage": self.usage.as_dict(),
            **({"details": self.details} if self.details else {}),
        }


@dataclass(frozen=True, slots=True)
class Evaluation:
    """All metric results for one interaction, with when scoring started and ended (monotonic
    clock seconds)."""

    interaction: Interaction
    results: tuple[MetricResult, ...]
    started_at: float
    ended_at: float

    @property
    def outcome(self) -> Outcome:
        if self.results and all(r.status is MetricStatus.ERROR for r in self.results):
            return Outcome.ERRORED
        return Outcome.SCORED

    @property
    def usage(self) -> Usage:
        total = Usage()
        for result in self.results:
            total = total + result.usage
        return total

    def as_record(self) -> dict[str, object]:
        """The JSONL results line: id, timestamp, labels, outcome and one entry per metric."""
        i = self.interaction
        return {
            "id": i.id,
            "timestamp": i.timestamp,
            "labels": dict(i.labels),
            "outcome": self.outcome.value,
            "metrics": {r.name: r.as_dict() for r in self.results},
        }
