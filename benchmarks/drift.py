"""Drift benchmark: false alarms on a stationary stream, detection delay after a step drop.

Runs the real ``ragas_stream.aggregate.Aggregator`` (the CUSUM drift detector the dashboards and
alerts use) on synthetic score streams under a fake clock, and prints one JSON object.

The stream: interactions arrive at ``--rate`` per second and are sampled at ``--sample-rate``, so
scores reach the aggregator as a Poisson process of rate ``rate · sample_rate`` (0.5/s with the
defaults). Scores are Beta-distributed with mean ``--mean`` and standard deviation ``--sd``.

* Stationary: ``--hours`` of scores with a constant mean; every ``down`` onset is a false alarm
  (reported per day and as the mean time between alarms). The 95% interval of the 5-minute
  window is checked against the true mean once a minute (its empirical coverage).
* Step: ``--trials`` independent streams, each warmed up for ``--warmup`` seconds, then the mean
  drops by ``--drop`` (same sd). The delay is the time (and number of scores) from the drop to
  the first ``down`` onset; a trial with no onset within ``--horizon`` seconds is a miss; a trial
  whose alarm fired before the drop is counted apart and left out of the delays.

Run: ``python benchmarks/drift.py`` (about a minute with the defaults) or with ``--quick``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from dataclasses import asdict
from typing import Any

from ragas_stream.aggregate import Aggregator, DriftConfig

METRIC = "answer_relevance"


class FakeClock:
    """Time only moves when the benchmark says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def time(self) -> float:
        return 1_700_000_000.0 + self.now

    def monotonic(self) -> float:
        return self.now


def beta_parameters(mean: float, sd: float) -> tuple[float, float]:
    """Beta(a, b) with the given mean and standard deviation."""
    spread = mean * (1 - mean) / (sd * sd) - 1
    if spread <= 0:
        raise ValueError(f"no Beta distribution has mean {mean} and sd {sd}")
    return mean * spread, (1 - mean) * spread


def onsets_down(aggregator: Aggregator, cursor: int) -> tuple[int, int]:
    events, cursor = aggregator.events_since(cursor)
    return sum(1 for e in events if e.kind == "onset" and e.direction == "down"), cursor


def stationary(args: argparse.Namespace, drift: DriftConfig, rng: random.Random) -> dict[str, Any]:
    clock = FakeClock()
    aggregator = Aggregator(clock=clock, windows={"5m": 300.0}, drift=drift)
    a, b = beta_parameters(args.mean, args.sd)
    score_rate = args.rate * args.sample_rate
    end = args.hours * 3600.0
    alarms = up_alarms = scores = covered = checks = 0
    cursor = 0
    next_check = max(600.0, drift.baseline)  # let the window fill before checking coverage
    while clock.now < end:
        clock.now += rng.expovariate(score_rate)
        aggregator.observe_score(METRIC, rng.betavariate(a, b))
        scores += 1
        events, cursor = aggregator.events_since(cursor)
        for e in events:
            if e.kind == "onset":
                if e.direction == "down":
                    alarms += 1
                else:
                    up_alarms += 1
        if clock.now >= next_check:
            next_check += 60.0
            (window,) = aggregator.snapshot().windows
            if window.ci_lower is not None and window.ci_upper is not None:
                checks += 1
                covered += window.ci_lower <= args.mean <= window.ci_upper
    days = args.hours / 24.0
    return {
        "hours": args.hours,
        "scores": scores,
        "false_alarms_down": alarms,
        "false_alarms_up": up_alarms,
        "false_alarms_down_per_day": round(alarms / days, 4),
        "hours_between_false_alarms_down": round(args.hours / alarms, 1) if alarms else None,
        "ci95_5m_coverage": round(covered / checks, 4) if checks else None,
        "ci95_5m_checks": checks,
    }


def step(args: argparse.Namespace, drift: DriftConfig, rng: random.Random) -> dict[str, Any]:
    before = beta_parameters(args.mean, args.sd)
    after = beta_parameters(args.mean - args.drop, args.sd)
    score_rate = args.rate * args.sample_rate
    delays: list[float] = []
    delay_scores: list[int] = []
    missed = early = 0
    for _ in range(args.trials):
        clock = FakeClock()
        aggregator = Aggregator(clock=clock, windows={"5m": 300.0}, drift=drift)
        cursor = 0
        fired_early = False
        while clock.now < args.warmup:
            clock.now += rng.expovariate(score_rate)
            aggregator.observe_score(METRIC, rng.betavariate(*before))
            found, cursor = onsets_down(aggregator, cursor)
            fired_early = fired_early or found > 0
        if fired_early:
            early += 1
            continue
        start, count, detected = clock.now, 0, False
        while clock.now - start < args.horizon:
            clock.now += rng.expovariate(score_rate)
            aggregator.observe_score(METRIC, rng.betavariate(*after))
            count += 1
            found, cursor = onsets_down(aggregator, cursor)
            if found:
                delays.append(clock.now - start)
                delay_scores.append(count)
                detected = True
                break
        missed += not detected
    return {
        "trials": args.trials,
        "detected": len(delays),
        "missed": missed,
        "alarm_before_drop": early,
        "delay_seconds": _summary(delays),
        "delay_scores": _summary([float(n) for n in delay_scores]),
    }


def _summary(values: list[float]) -> dict[str, float] | None:
    if not values:
        return None
    ordered = sorted(values)

    def pct(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)], 1)

    return {
        "mean": round(statistics.fmean(values), 1),
        "p50": pct(0.5),
        "p90": pct(0.9),
        "max": round(ordered[-1], 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rate", type=float, default=10.0, help="interactions per second")
    parser.add_argument("--sample-rate", type=float, default=0.05)
    parser.add_argument("--mean", type=float, default=0.8, help="mean score before the drop")
    parser.add_argument("--sd", type=float, default=0.15, help="score standard deviation")
    parser.add_argument("--drop", type=float, default=0.1, help="step drop of the mean")
    parser.add_argument("--hours", type=float, default=2000.0, help="stationary stream length")
    parser.add_argument("--trials", type=int, default=200, help="step-drop trials")
    parser.add_argument("--warmup", type=float, default=7200.0, help="seconds before the drop")
    parser.add_argument("--horizon", type=float, default=3600.0, help="seconds to detect")
    parser.add_argument("--baseline", type=float, default=DriftConfig().baseline)
    parser.add_argument("--slack", type=float, default=DriftConfig().slack)
    parser.add_argument("--threshold", type=float, default=DriftConfig().threshold)
    parser.add_argument("--seed", type=int, default=20240601)
    parser.add_argument("--quick", action="store_true", help="200 hours, 50 trials")
    args = parser.parse_args(argv)
    if args.quick:
        args.hours, args.trials = 200.0, 50
    drift = DriftConfig(baseline=args.baseline, slack=args.slack, threshold=args.threshold)
    rng = random.Random(args.seed)
    began = time.perf_counter()
    report: dict[str, Any] = {
        "stream": {
            "rate_per_s": args.rate,
            "sample_rate": args.sample_rate,
            "scores_per_s": args.rate * args.sample_rate,
            "mean": args.mean,
            "sd": args.sd,
            "drop": args.drop,
            "distribution": "beta",
        },
        "drift": asdict(drift),
        "stationary": stationary(args, drift, rng),
        "step": step(args, drift, rng),
    }
    report["elapsed_seconds"] = round(time.perf_counter() - began, 1)
    json.dump(report, sys.stdout, indent=2)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
