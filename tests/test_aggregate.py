"""The aggregator: rolling windows, Student-t intervals, CUSUM drift, under a fake clock."""

from __future__ import annotations

import math
import random
import statistics
from types import MappingProxyType

import pytest

from ragas_stream.aggregate import (
    Aggregator,
    DriftConfig,
    WindowStats,
    t_quantile,
    window_name,
)
from ragas_stream.config import AggregateConfig
from ragas_stream.events import Interaction
from ragas_stream.exporting import Telemetry
from ragas_stream.labels import LabelLimiter
from ragas_stream.results import Evaluation, MetricResult


class FakeClock:
    def __init__(self) -> None:
        self.now = 10_000.0

    def time(self) -> float:
        return 1_700_000_000.0 + self.now

    def monotonic(self) -> float:
        return self.now


def evaluation(*results: MetricResult, labels: dict[str, str] | None = None) -> Evaluation:
    interaction = Interaction("i", "q", "a", labels=MappingProxyType(labels or {}))
    return Evaluation(interaction, results, 0.0, 1.0)


def windows_of(aggregator: Aggregator, metric: str, scope: str = "all") -> dict[str, WindowStats]:
    return {
        w.window: w
        for w in aggregator.snapshot().windows
        if w.metric == metric and w.scope == scope
    }


@pytest.mark.parametrize(
    ("p", "df", "table"),
    [
        (0.975, 1, 12.7062),
        (0.975, 2, 4.3027),
        (0.975, 3, 3.1824),
        (0.975, 5, 2.5706),
        (0.975, 10, 2.2281),
        (0.975, 29, 2.0452),
        (0.975, 60, 2.0003),
        (0.975, 1000, 1.9623),
        (0.995, 3, 5.8409),
        (0.95, 7, 1.8946),
    ],
)
def test_t_quantile_agrees_with_tables(p: float, df: int, table: float) -> None:
    assert t_quantile(p, df) == pytest.approx(table, abs=6e-5)


def test_window_mean_and_interval_are_the_student_t_interval_of_the_scores() -> None:
    clock = FakeClock()
    aggregator = Aggregator(clock=clock, windows={"5m": 300.0}, drift=None)
    scores = [0.2, 0.9, 0.6, 0.75, 0.4, 0.8]
    for score in scores:
        clock.now += 10.0
        aggregator.observe_score("faithfulness", score)
    w = windows_of(aggregator, "faithfulness")["5m"]
    mean, sd = statistics.fmean(scores), statistics.stdev(scores)
    half = 2.5706 * sd / math.sqrt(len(scores))  # t(0.975, 5)
    assert w.count == 6
    assert w.mean == pytest.approx(mean)
    assert w.stddev == pytest.approx(sd)
    assert w.ci_lower == pytest.approx(mean - half, abs=1e-4)
    assert w.ci_upper == pytest.approx(mean + half, abs=1e-4)


def test_one_score_has_a_mean_but_no_interval_and_the_interval_is_clipped() -> None:
    clock = FakeClock()
    aggregator = Aggregator(clock=clock, windows={"5m": 300.0}, drift=None)
    aggregator.observe_score("faithfulness", 1.0)
    w = windows_of(aggregator, "faithfulness")["5m"]
    assert (w.count, w.mean, w.ci_lower, w.ci_upper) == (1, 1.0, None, None)
    aggregator.observe_score("faithfulness", 0.9)
    w = windows_of(aggregator, "faithfulness")["5m"]
    assert w.ci_upper == 1.0  # mean 0.95 ± 0.64, clipped
    assert w.ci_lower is not None and 0.0 <= w.ci_lower < 0.95


def test_a_window_forgets_scores_older_than_its_length() -> None:
    clock = FakeClock()
    aggregator = Aggregator(
        clock=clock, windows={"5m": 300.0, "1h": 3600.0}, drift=None, resolution=60
    )
    aggregator.observe_score("faithfulness", 0.2)
    clock.now += 200.0
    aggregator.observe_score("faithfulness", 0.8)
    both = windows_of(aggregator, "faithfulness")
    assert both["5m"].count == 2 and both["5m"].mean == pytest.approx(0.5)
    clock.now += 150.0  # the first score is 350 s old: out of 5m (to within 5 s), in 1h
    both = windows_of(aggregator, "faithfulness")
    assert both["5m"].count == 1 and both["5m"].mean == pytest.approx(0.8)
    assert both["1h"].count == 2
    clock.now += 3600.0
    both = windows_of(aggregator, "faithfulness")
    assert both["1h"].count == 0 and both["1h"].mean is None
    assert both["5m"].count == 0


def test_scores_are_kept_per_metric_overall_and_per_bounded_label_set() -> None:
    aggregator = Aggregator(
        clock=FakeClock(), labels=LabelLimiter(["route"], max_values=1), drift=None
    )
    aggregator.observe(
        evaluation(
            MetricResult.ok("faithfulness", 0.4),
            MetricResult.ok("answer_relevance", 1.0),
            labels={"route": "search", "user": "u1"},
        )
    )
    aggregator.observe(evaluation(MetricResult.ok("faithfulness", 0.8), labels={"route": "chat"}))
    overall = windows_of(aggregator, "faithfulness", "all")["5m"]
    assert overall.labels == () and overall.count == 2 and overall.mean == pytest.approx(0.6)
    by_label = {
        w.labels: w.mean
        for w in aggregator.snapshot().windows
        if w.metric == "faithfulness" and w.scope == "labels" and w.window == "5m"
    }
    assert by_label == {(("route", "search"),): 0.4, (("route", "other"),): 0.8}
    assert windows_of(aggregator, "answer_relevance", "all")["1h"].mean == 1.0


def test_past_max_series_new_label_sets_fold_into_the_all_other_set() -> None:
    aggregator = Aggregator(
        clock=FakeClock(), labels=LabelLimiter(["route", "model"]), drift=None, max_series=3
    )
    for route in ("a", "b", "c", "d"):
        aggregator.observe_score("faithfulness", 0.5, {"route": route, "model": "m"})
    aggregator.observe_score("faithfulness", 0.5, {"route": "a", "model": "m"})  # known: kept
    labelled = {
        w.labels: w.count
        for w in aggregator.snapshot().windows
        if w.scope == "labels" and w.window == "5m"
    }
    assert labelled == {
        (("route", "a"), ("model", "m")): 2,
        (("route", "b"), ("model", "m")): 1,
        (("route", "other"), ("model", "other")): 2,
    }
    assert aggregator.statistics().folded == 2


def test_without_label_keys_there_is_only_the_overall_scope() -> None:
    aggregator = Aggregator(clock=FakeClock(), drift=None)
    aggregator.observe(evaluation(MetricResult.ok("faithfulness", 0.4), labels={"route": "x"}))
    assert {w.scope for w in aggregator.snapshot().windows} == {"all"}
    assert aggregator.statistics().series == 1


def test_results_without_a_score_are_skipped_and_counted() -> None:
    aggregator = Aggregator(clock=FakeClock(), drift=None)
    aggregator.observe(
        evaluation(
            MetricResult.ok("faithfulness", 0.5),
            MetricResult.error("answer_relevance", "timeout"),
            MetricResult.not_applicable("context_recall", "no_reference"),
        )
    )
    stats = aggregator.statistics()
    assert (stats.observed, stats.skipped, stats.series, stats.folded) == (1, 2, 1, 0)
    with pytest.raises(ValueError, match="not in"):
        aggregator.observe_score("faithfulness", 1.5)
    with pytest.raises(ValueError, match="not in"):
        aggregator.observe_score("faithfulness", float("nan"))


def feed(
    aggregator: Aggregator, clock: FakeClock, values: list[float], every: float = 2.0
) -> list[str]:
    """Observe ``values`` one every ``every`` seconds; return the drift events as strings."""
    _, cursor = aggregator.events_since(0)
    out: list[str] = []
    for value in values:
        clock.now += every
        aggregator.observe_score("answer_relevance", value)
        events, cursor = aggregator.events_since(cursor)
        out.extend(f"{e.kind}:{e.direction}" for e in events)
    return out


def noisy(rng: random.Random, mean: float, n: int, sd: float = 0.15) -> list[float]:
    return [min(1.0, max(0.0, rng.gauss(mean, sd))) for _ in range(n)]


def test_a_stationary_stream_raises_no_alarm() -> None:
    clock, rng = FakeClock(), random.Random(7)
    aggregator = Aggregator(clock=clock, drift=DriftConfig(baseline=3600.0))
    assert feed(aggregator, clock, noisy(rng, 0.8, 20_000)) == []
    assert all(not d.active for d in aggregator.drift())
    assert aggregator.statistics().drift_alarms == 0


def test_a_step_drop_starts_a_down_alarm_within_a_few_dozen_scores() -> None:
    clock, rng = FakeClock(), random.Random(11)
    aggregator = Aggregator(clock=clock, drift=DriftConfig(baseline=3600.0))
    assert feed(aggregator, clock, noisy(rng, 0.8, 1800)) == []
    after = feed(aggregator, clock, noisy(rng, 0.7, 150))
    assert after[:1] == ["onset:down"]
    status = {d.direction: d for d in aggregator.drift()}
    assert status["down"].active and status["down"].alarms == 1
    assert status["down"].statistic > 1.0
    assert status["down"].baseline_mean == pytest.approx(0.8, abs=0.02)
    assert not status["up"].active


def test_an_alarm_clears_once_the_baseline_has_absorbed_the_new_level() -> None:
    clock, rng = FakeClock(), random.Random(3)
    aggregator = Aggregator(clock=clock, drift=DriftConfig(baseline=600.0, min_baseline=50))
    feed(aggregator, clock, noisy(rng, 0.8, 600))
    after = feed(aggregator, clock, noisy(rng, 0.5, 900))
    assert after[:2] == ["onset:down", "cleared:down"]


def test_no_test_runs_before_the_baseline_holds_min_baseline_scores() -> None:
    clock = FakeClock()
    aggregator = Aggregator(clock=clock, drift=DriftConfig(min_baseline=100))
    assert feed(aggregator, clock, [0.9] * 99 + [0.0] * 1) == []
    (down,) = [d for d in aggregator.drift() if d.direction == "down"]
    assert down.statistic == 0.0 and down.baseline_count == 100


def test_a_constant_baseline_uses_the_sigma_floor_instead_of_dividing_by_zero() -> None:
    clock = FakeClock()
    aggregator = Aggregator(clock=clock, drift=DriftConfig(min_baseline=20, sigma_floor=0.05))
    assert feed(aggregator, clock, [1.0] * 100 + [0.99] * 50) == []  # 0.2 sd: under the slack
    assert feed(aggregator, clock, [0.7] * 5)[:1] == ["onset:down"]


def test_events_are_read_by_cursor_and_only_the_last_max_events_are_kept() -> None:
    clock = FakeClock()
    drift = DriftConfig(baseline=60.0, min_baseline=10, threshold=2.0, uncertainty=0.0)
    aggregator = Aggregator(clock=clock, drift=drift, max_events=3)
    for _ in range(6):  # alternate levels: each swing starts and clears alarms
        feed(aggregator, clock, [0.9, 0.7] * 40)
        feed(aggregator, clock, [0.2] * 80)
    events, cursor = aggregator.events_since(0)
    assert len(events) == 3
    assert [e.seq for e in events] == list(range(cursor - 2, cursor + 1))
    assert aggregator.events_since(cursor) == ((), cursor)
    assert all(e.time == pytest.approx(clock.time(), abs=1000) for e in events)


def test_from_config_names_windows_reads_drift_options_and_label_keys() -> None:
    config = AggregateConfig(
        windows=(300.0, 3600.0, 90.0),
        baseline=7200.0,
        confidence=0.9,
        options={"threshold": 12, "drift_slack": 0.2, "resolution": 30},
    )
    telemetry = Telemetry(label_keys=("route",), max_label_values=7)
    aggregator = Aggregator.from_config(config, clock=FakeClock(), telemetry=telemetry)
    assert aggregator.windows == {"5m": 300.0, "1h": 3600.0, "90s": 90.0}
    assert aggregator.confidence == 0.9
    drift = aggregator.drift_config
    assert drift is not None
    assert (drift.baseline, drift.threshold, drift.slack) == (7200.0, 12, 0.2)
    assert aggregator.labels.keys == ("route",) and aggregator.labels.max_values == 7
    with pytest.raises(ValueError, match="unknown option 'thresold'"):
        Aggregator.from_config(
            AggregateConfig(options={"thresold": 3}), clock=FakeClock(), telemetry=telemetry
        )
    off = Aggregator.from_config(AggregateConfig(options={"enabled": False}), clock=FakeClock())
    assert off.drift_config is None and off.drift() == ()


@pytest.mark.parametrize(
    ("seconds", "name"), [(300, "5m"), (3600, "1h"), (90, "90s"), (5400, "90m"), (86400, "1d")]
)
def test_window_names_are_short_and_stable(seconds: float, name: str) -> None:
    assert window_name(seconds) == name


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError):
        Aggregator(clock=FakeClock(), windows={})
    with pytest.raises(ValueError):
        Aggregator(clock=FakeClock(), windows={"x": 0.0})
    with pytest.raises(ValueError):
        Aggregator(clock=FakeClock(), confidence=1.0)
    with pytest.raises(ValueError):
        DriftConfig(release=1.0)
    with pytest.raises(ValueError):
        DriftConfig(threshold=0.0)
