"""Which interactions get scored.

Decisions are deterministic on the interaction id (a keyed hash, not a random draw), so two
replicas, a replay and a restart all agree on the same interaction. Composition, in order:
forced rules (keep or drop regardless of rate) → the rate of the first matching stratum, else
the base rate → an optional judge budget (at most N kept per minute; the only part that depends
on time, and it only ever drops).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from .clock import Clock, SystemClock
from .events import Interaction

__all__ = ["Decision", "LabelRule", "Rule", "Sampler", "SamplerStatistics", "unit_hash"]


def unit_hash(key: str, salt: str = "") -> float:
    """Map ``key`` to a uniform number in [0, 1) — the same on every machine and process."""
    digest = hashlib.blake2b(key.encode("utf-8", "surrogatepass"), digest_size=8, key=salt.encode())
    return int.from_bytes(digest.digest(), "big") / 2.0**64


@dataclass(frozen=True, slots=True)
class Decision:
    """``keep`` or not, and why: ``rate``, ``stratum:<key>=<value>``, ``rule:<name>`` or
    ``budget``."""

    keep: bool
    reason: str


class Rule(Protocol):
    """A forced rule: ``True`` forces keep, ``False`` forces drop, ``None`` has no opinion."""

    @property
    def name(self) -> str: ...

    def __call__(self, interaction: Interaction) -> bool | None: ...


@dataclass(frozen=True, slots=True)
class LabelRule:
    """Force ``action`` when label ``key`` equals one of ``values`` (or is present, if empty)."""

    name: str
    key: str
    values: tuple[str, ...] = ()
    action: Literal["keep", "drop"] = "keep"

    def __call__(self, interaction: Interaction) -> bool | None:
        value = interaction.labels.get(self.key)
        if value is None or (self.values and value not in self.values):
            return None
        return self.action == "keep"


@dataclass(frozen=True, slots=True)
class SamplerStatistics:
    """Counts of decisions since start, by reason."""

    kept: Mapping[str, int]
    dropped: Mapping[str, int]


@dataclass
class _Budget:
    per_minute: float
    tokens: float
    updated: float


@dataclass
class Sampler:
    """Deterministic, composable sampling.

    ``rate`` in [0, 1] is the base keep probability. ``stratum_rates`` maps a label key to
    {value: rate}; the first key (in mapping order) whose value matches decides the rate.
    ``max_per_minute`` > 0 caps how many interactions are kept per minute (a token bucket);
    interactions over the cap are dropped with reason ``budget``. ``salt`` changes which ids
    fall in the sample without changing the rate.
    """

    rate: float = 1.0
    rules: Sequence[Rule] = ()
    stratum_rates: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    max_per_minute: float = 0.0
    salt: str = ""
    clock: Clock = field(default_factory=SystemClock)

    def __post_init__(self) -> None:
        rates = [self.rate, *(r for s in self.stratum_rates.values() for r in s.values())]
        for rate in rates:
            if not 0.0 <= rate <= 1.0:
                raise ValueError(f"sampling rate {rate} is outside [0, 1]")
        if self.max_per_minute < 0:
            raise ValueError("max_per_minute must be >= 0 (0 means no budget)")
        self._budget = (
            _Budget(self.max_per_minute, self.max_per_minute, self.clock.monotonic())
            if self.max_per_minute > 0
            else None
        )
        self._kept: dict[str, int] = {}
        self._dropped: dict[str, int] = {}

    def decide(self, interaction: Interaction) -> Decision:
        """Decide for one interaction. Never raises; O(rules + strata)."""
        decision = self._decide(interaction)
        if decision.keep and self._budget is not None and not self._take_budget():
            decision = Decision(False, "budget")
        counts = self._kept if decision.keep else self._dropped
        counts[decision.reason] = counts.get(decision.reason, 0) + 1
        return decision

    def _decide(self, interaction: Interaction) -> Decision:
        for rule in self.rules:
            verdict = rule(interaction)
            if verdict is not None:
                return Decision(verdict, f"rule:{rule.name}")
        rate, reason = self.rate, "rate"
        for key, by_value in self.stratum_rates.items():
            value = interaction.labels.get(key)
            if value is not None and value in by_value:
                rate, reason = by_value[value], f"stratum:{key}={value}"
                break
        return Decision(unit_hash(interaction.id, self.salt) < rate, reason)

    def _take_budget(self) -> bool:
        budget = self._budget
        assert budget is not None
        now = self.clock.monotonic()
        budget.tokens = min(
            budget.per_minute, budget.tokens + (now - budget.updated) * budget.per_minute / 60.0
        )
        budget.updated = now
        if budget.tokens >= 1.0:
            budget.tokens -= 1.0
            return True
        return False

    def statistics(self) -> SamplerStatistics:
        return SamplerStatistics(dict(self._kept), dict(self._dropped))
