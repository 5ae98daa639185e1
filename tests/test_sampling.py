"""Sampling is deterministic on the id and composes rules, strata and a budget."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

import pytest

from ragas_stream.events import Interaction
from ragas_stream.sampling import LabelRule, Sampler, unit_hash


@dataclass
class FakeClock:
    now: float = 0.0

    def time(self) -> float:
        return 1_700_000_000.0 + self.now

    def monotonic(self) -> float:
        return self.now


def _interaction(i: int, **labels: str) -> Interaction:
    return Interaction(id=f"id-{i}", question="q", answer="a", labels=MappingProxyType(labels))


def test_same_id_same_decision_across_sampler_instances() -> None:
    a, b = Sampler(rate=0.3), Sampler(rate=0.3)
    decisions_a = [a.decide(_interaction(i)).keep for i in range(2000)]
    decisions_b = [b.decide(_interaction(i)).keep for i in range(2000)]
    assert decisions_a == decisions_b


def test_rate_is_respected_within_sampling_noise() -> None:
    sampler = Sampler(rate=0.1)
    kept = sum(sampler.decide(_interaction(i)).keep for i in range(20_000))
    assert 1800 < kept < 2200


def test_salt_changes_membership_not_rate() -> None:
    plain = [Sampler(rate=0.5).decide(_interaction(i)).keep for i in range(4000)]
    salted = [Sampler(rate=0.5, salt="s").decide(_interaction(i)).keep for i in range(4000)]
    assert plain != salted
    assert abs(sum(salted) - 2000) < 200


def test_unit_hash_is_uniform_in_unit_interval() -> None:
    values = [unit_hash(str(i)) for i in range(10_000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert abs(sum(values) / len(values) - 0.5) < 0.02


def test_forced_rule_beats_rate() -> None:
    sampler = Sampler(rate=0.0, rules=[LabelRule("vip", "tier", ("gold",))])
    gold = sampler.decide(_interaction(1, tier="gold"))
    plain = sampler.decide(_interaction(2, tier="free"))
    assert gold.keep and gold.reason == "rule:vip"
    assert not plain.keep and plain.reason == "rate"


def test_drop_rule_and_stratum_rate() -> None:
    sampler = Sampler(
        rate=0.0,
        rules=[LabelRule("no-tests", "env", ("test",), action="drop")],
        stratum_rates={"route": {"checkout": 1.0}},
    )
    assert not sampler.decide(_interaction(1, env="test", route="checkout")).keep
    decision = sampler.decide(_interaction(2, route="checkout"))
    assert decision.keep and decision.reason == "stratum:route=checkout"


def test_budget_caps_kept_per_minute_and_refills() -> None:
    clock = FakeClock()
    sampler = Sampler(rate=1.0, max_per_minute=10, clock=clock)
    first = [sampler.decide(_interaction(i)) for i in range(15)]
    assert sum(d.keep for d in first) == 10
    assert {d.reason for d in first if not d.keep} == {"budget"}
    clock.now += 30.0  # half a minute refills half the budget
    later = [sampler.decide(_interaction(100 + i)).keep for i in range(10)]
    assert sum(later) == 5
    stats = sampler.statistics()
    assert stats.kept["rate"] == 15 and stats.dropped["budget"] == 10


@pytest.mark.parametrize("rate", [-0.1, 1.5])
def test_rate_outside_unit_interval_is_refused(rate: float) -> None:
    with pytest.raises(ValueError, match="outside"):
        Sampler(rate=rate)
