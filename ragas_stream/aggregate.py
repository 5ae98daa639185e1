"""Rolling windows, confidence intervals and drift detection over sampled scores.

The pipeline feeds every ``Evaluation`` to one ``Aggregator`` (``observe``) before the exporters
see it; exporters read ``snapshot()`` and ``events_since()`` and never feed it.

Series. Scores are kept per *series*: a metric name, a *scope* and a label set. Scope ``all`` is
one series per metric over every interaction; scope ``labels`` is one series per metric and per
bounded label set (see ``ragas_stream.labels``), present only when label keys are allow-listed.
Only ``ok`` results carry a score; ``not_applicable`` and ``error`` results are counted as
skipped and never enter a mean.

Windows. Each window of ``W`` seconds is a ring of ``resolution`` time buckets holding count,
sum and sum of squares, so memory per series is constant whatever the traffic, and a window
covers the last ``W`` seconds to within ``W / resolution``. Time is ``clock.monotonic()`` at
observation, not the interaction's own timestamp (which may be late, replayed or wrong).

Confidence interval. For a window with ``n >= 2`` scores, mean ``m`` and sample standard
deviation ``s``: ``m ± t(1 - (1 - c)/2, n - 1) · s / √n`` (Student's t, ``c`` = ``confidence``),
clipped to [0, 1]. Scores are bounded, so the sample mean is close to normal once ``n`` is a few
dozen; for a handful of scores the interval is indicative only, and with ``n < 2`` there is
none. Sampling that is uniform within a series (the sampler hashes ids) does not bias the mean.

Drift. Each series runs Page's two-sided CUSUM on standardised scores against a baseline: the
mean ``mu`` and standard deviation ``sd`` (floored at ``sigma_floor``) of the series' scores in the
trailing ``baseline`` window before the current score. For each new score ``x``, with
``z = (x - mu) / sd``::

    S_down = min(cap*h, max(0, S_down - z - k))      S_up = min(cap*h, max(0, S_up + z - k))

An alarm starts (an ``onset`` event, counted) when ``S > h`` and ends (a ``cleared`` event) when
``S`` falls to ``release·h``. ``k`` (``slack``, in units of sd) is half the smallest shift worth
detecting, widened by ``uncertainty / sqrt(n)`` for a baseline of ``n`` scores (the baseline mean
is itself an estimate); ``h`` (``threshold``) trades false alarms against delay. No test runs
until the baseline holds ``min_baseline`` scores. The cap bounds how long an alarm outlives a
level shift once the baseline has absorbed the new level. ``benchmarks/drift.py`` measures the
false-alarm rate and the detection delay of the defaults on synthetic streams.

Thread safety: ``observe`` runs on the event loop and ``snapshot`` may run in a scrape thread;
a lock guards the state, held for O(series * windows) work at most.
"""

from __future__ import annotations

import math
import threading
from array import array
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, fields
from statistics import NormalDist
from typing import TYPE_CHECKING, Any, Literal

from .clock import Clock
from .labels import OVERFLOW_VALUE, LabelLimiter
from .results import Evaluation, MetricStatus

if TYPE_CHECKING:
    from .config import AggregateConfig
    from .exporting import Telemetry

__all__ = [
    "DEFAULT_WINDOWS",
    "AggregateSnapshot",
    "Aggregator",
    "AggregatorStatistics",
    "DriftConfig",
    "DriftEvent",
    "DriftStatus",
    "WindowStats",
    "t_quantile",
    "window_name",
]

Scope = Literal["all", "labels"]
Direction = Literal["down", "up"]

DEFAULT_WINDOWS: Mapping[str, float] = {"5m": 300.0, "1h": 3600.0}
"""The rolling windows used when none are configured: name → seconds."""


@dataclass(frozen=True, slots=True)
class DriftConfig:
    """CUSUM drift detection settings (see the module docstring for the method).

    ``baseline``: seconds of history the current score is compared with. ``slack`` (k) and
    ``threshold`` (h) are in units of the baseline's standard deviation. ``release``: an alarm
    clears when the statistic falls to ``release · threshold``. ``cap``: the statistic never
    exceeds ``cap · threshold``. ``sigma_floor``: the smallest sd used (a constant baseline would
    otherwise make every tiny change infinite). ``min_baseline``: scores needed before testing.
    ``uncertainty``: the slack is widened by this many standard errors of the baseline mean
    (``uncertainty / sqrt(n)`` in units of sd), so that a young or thin baseline, whose mean is
    itself uncertain, does not raise false alarms.
    """

    baseline: float = 21600.0
    slack: float = 0.3
    threshold: float = 20.0
    release: float = 0.5
    cap: float = 2.0
    sigma_floor: float = 0.05
    min_baseline: int = 100
    uncertainty: float = 2.0
    enabled: bool = True

    def __post_init__(self) -> None:
        if self.baseline <= 0:
            raise ValueError(f"drift baseline must be positive, not {self.baseline}")
        if self.slack < 0 or self.threshold <= 0:
            raise ValueError("drift slack must be >= 0 and threshold > 0")
        if not 0 <= self.release < 1:
            raise ValueError(f"drift release must be in [0, 1), not {self.release}")
        if self.cap < 1:
            raise ValueError(f"drift cap must be >= 1, not {self.cap}")
        if self.sigma_floor <= 0:
            raise ValueError(f"drift sigma_floor must be positive, not {self.sigma_floor}")
        if self.min_baseline < 2:
            raise ValueError(f"drift min_baseline must be >= 2, not {self.min_baseline}")
        if self.uncertainty < 0:
            raise ValueError(f"drift uncertainty must be >= 0, not {self.uncertainty}")


@dataclass(frozen=True, slots=True)
class WindowStats:
    """One series over one window. ``mean``, ``stddev`` and the interval are ``None`` when the
    window holds too few scores (none for the mean, fewer than two for the others)."""

    metric: str
    scope: Scope
    labels: tuple[tuple[str, str], ...]
    window: str
    seconds: float
    count: int
    mean: float | None
    stddev: float | None
    ci_lower: float | None
    ci_upper: float | None


@dataclass(frozen=True, slots=True)
class DriftStatus:
    """The drift detector of one series in one direction. ``statistic`` is S / h: an alarm
    starts above 1. ``alarms`` counts onsets since start (monotonic)."""

    metric: str
    scope: Scope
    labels: tuple[tuple[str, str], ...]
    direction: Direction
    statistic: float
    active: bool
    alarms: int
    baseline_mean: float | None
    baseline_count: int


@dataclass(frozen=True, slots=True)
class DriftEvent:
    """A drift alarm starting (``onset``) or ending (``cleared``); ``seq`` increases by one per
    event; ``time`` is wall-clock Unix seconds; ``value`` the score that triggered it."""

    seq: int
    time: float
    kind: Literal["onset", "cleared"]
    metric: str
    scope: Scope
    labels: tuple[tuple[str, str], ...]
    direction: Direction
    value: float
    baseline_mean: float
    statistic: float


@dataclass(frozen=True, slots=True)
class AggregateSnapshot:
    """Every series' windows and drift detectors at one instant."""

    confidence: float
    windows: tuple[WindowStats, ...]
    drift: tuple[DriftStatus, ...]


@dataclass(frozen=True, slots=True)
class AggregatorStatistics:
    """``observed``: scores taken in; ``skipped``: results without a score (not applicable or
    error); ``folded``: scores put under the all-``other`` label set because ``max_series`` was
    reached; ``drift_alarms``: onsets over all series."""

    series: int
    observed: int
    skipped: int
    folded: int
    drift_alarms: int


def window_name(seconds: float) -> str:
    """A short, stable name for a window length: 300 → ``5m``, 3600 → ``1h``, 90 → ``90s``."""
    if seconds <= 0:
        raise ValueError(f"a window must be positive, not {seconds}")
    for unit, size in (("d", 86400.0), ("h", 3600.0), ("m", 60.0)):
        if seconds >= size and (seconds / size).is_integer():
            return f"{int(seconds / size)}{unit}"
    return f"{seconds:g}s"


_CORNISH_FISHER = (
    # (power of 1/df, denominator, polynomial coefficients in x, highest first, times x)
    (1, 4, (1, 0, 1)),
    (2, 96, (5, 0, 16, 0, 3)),
    (3, 384, (3, 0, 19, 0, 17, 0, -15)),
    (4, 92160, (79, 0, 776, 0, 1482, 0, -1920, 0, -945)),
)


def t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile of Student's t with ``df`` degrees of freedom.

    Closed forms for 1 and 2 degrees of freedom. Otherwise the Cornish-Fisher expansion in
    ``1/df`` to the fourth order (Abramowitz & Stegun 26.7.5), polished for ``df <= 30`` by
    Newton steps on the exact distribution function (A&S 26.7.3-4), so the result agrees with
    tables to about 1e-6 wherever an interval is computed.
    """
    if not 0.0 < p < 1.0:
        raise ValueError(f"p must be in (0, 1), not {p}")
    if df < 1:
        raise ValueError(f"df must be >= 1, not {df}")
    if df == 1:
        return math.tan(math.pi * (p - 0.5))
    if df == 2:
        return (2 * p - 1) / math.sqrt(2 * p * (1 - p))
    x = NormalDist().inv_cdf(p)
    t = x
    for power, denominator, coefficients in _CORNISH_FISHER:
        poly = 0.0
        for c in coefficients:
            poly = poly * x + c
        t += poly * x / denominator / df**power
    if df <= 30:
        log_norm = math.lgamma((df + 1) / 2) - math.lgamma(df / 2) - 0.5 * math.log(df * math.pi)
        for _ in range(4):
            density = math.exp(log_norm - (df + 1) / 2 * math.log1p(t * t / df))
            t -= (_t_cdf(t, df) - p) / density
    return t


def _t_cdf(t: float, df: int) -> float:
    """P(T <= t) for an integer ``df >= 3``, by the finite series of A&S 26.7.3-4."""
    theta = math.atan(abs(t) / math.sqrt(df))
    c2 = math.cos(theta) ** 2
    if df % 2:
        term = total = math.cos(theta)
        for j in range(3, df - 1, 2):
            term *= c2 * (j - 1) / j
            total += term
        two_sided = 2 / math.pi * (theta + math.sin(theta) * total)
    else:
        term = total = 1.0
        for j in range(2, df - 1, 2):
            term *= c2 * (j - 1) / j
            total += term
        two_sided = math.sin(theta) * total
    return 0.5 + math.copysign(two_sided / 2, t)


class _Window:
    """A ring of time buckets with running totals over the live ones."""

    __slots__ = ("_head", "_idx", "_n", "_s", "_size", "_ss", "_width", "n", "s", "ss")

    def __init__(self, seconds: float, resolution: int) -> None:
        self._width = seconds / resolution
        self._size = resolution
        # Typed arrays: 8 bytes a slot instead of a Python object each.
        self._idx = array("q", [-1]) * resolution
        self._n = array("q", [0]) * resolution
        self._s = array("d", [0.0]) * resolution
        self._ss = array("d", [0.0]) * resolution
        self._head: int | None = None
        self.n = 0
        self.s = 0.0
        self.ss = 0.0

    def advance(self, now: float) -> int:
        """Move to ``now``'s bucket, dropping buckets that left the window; return its index."""
        bucket = math.floor(now / self._width)
        head = self._head
        if head is not None and bucket <= head:
            return head  # same bucket, or a clock that stepped back: stay put
        self._head = bucket
        if head is not None:
            # Recompute the totals from the live buckets (exact; once per bucket width).
            oldest = bucket - self._size
            n, s, ss = 0, 0.0, 0.0
            for i in range(self._size):
                if self._idx[i] > oldest:
                    n += self._n[i]
                    s += self._s[i]
                    ss += self._ss[i]
            self.n, self.s, self.ss = n, s, ss
        return bucket

    def add(self, now: float, x: float) -> None:
        bucket = self.advance(now)
        slot = bucket % self._size
        if self._idx[slot] != bucket:
            self._idx[slot] = bucket
            self._n[slot] = 0
            self._s[slot] = 0.0
            self._ss[slot] = 0.0
        self._n[slot] += 1
        self._s[slot] += x
        self._ss[slot] += x * x
        self.n += 1
        self.s += x
        self.ss += x * x

    def moments(self) -> tuple[int, float, float]:
        """Count, mean and sample variance (0 when fewer than two) of the live buckets."""
        n = self.n
        if n == 0:
            return 0, 0.0, 0.0
        mean = self.s / n
        if n < 2:
            return n, mean, 0.0
        variance = max(0.0, (self.ss - self.s * mean) / (n - 1))
        return n, mean, variance


class _Cusum:
    __slots__ = ("active", "alarms", "statistic")

    def __init__(self) -> None:
        self.statistic = 0.0
        self.active = False
        self.alarms = 0


class _Series:
    __slots__ = ("baseline", "down", "key", "up", "windows")

    def __init__(
        self, key: tuple[str, Scope, tuple[tuple[str, str], ...]], windows: list[_Window]
    ) -> None:
        self.key = key
        self.windows = windows
        self.baseline: _Window | None = None
        self.down = _Cusum()
        self.up = _Cusum()


class Aggregator:
    """Rolling-window means with confidence intervals, and drift detection, per series.

    ``windows`` maps a window name to its length in seconds. ``labels`` bounds the label sets
    (its keys define the ``labels`` scope; none → only ``all``). ``drift=None`` disables drift
    detection. ``resolution``: buckets per window. ``max_events``: drift events kept for
    ``events_since`` (older ones are forgotten). ``max_series`` caps memory (a series costs a
    few kilobytes): once reached, scores of a new label set go to the label set whose every
    value is ``other`` (counted as ``folded``). Not a context manager: it holds no resources.
    """

    def __init__(
        self,
        *,
        clock: Clock,
        windows: Mapping[str, float] = DEFAULT_WINDOWS,
        labels: LabelLimiter | None = None,
        confidence: float = 0.95,
        drift: DriftConfig | None = DriftConfig(),
        resolution: int = 60,
        max_events: int = 1024,
        max_series: int = 5000,
    ) -> None:
        if not windows:
            raise ValueError("at least one window is required")
        for name, seconds in windows.items():
            if seconds <= 0:
                raise ValueError(f"window {name!r} must be positive, not {seconds}")
        if not 0.5 <= confidence < 1.0:
            raise ValueError(f"confidence must be in [0.5, 1), not {confidence}")
        if resolution < 1:
            raise ValueError(f"resolution must be >= 1, not {resolution}")
        if max_series < 1:
            raise ValueError(f"max_series must be >= 1, not {max_series}")
        self._clock = clock
        self._windows = dict(windows)
        self._labels = labels if labels is not None else LabelLimiter()
        self._confidence = confidence
        self._drift = drift if drift is not None and drift.enabled else None
        self._resolution = resolution
        self._series: dict[tuple[str, Scope, tuple[tuple[str, str], ...]], _Series] = {}
        self._events: deque[DriftEvent] = deque(maxlen=max_events)
        self._seq = 0
        self._max_series = max_series
        self._observed = 0
        self._skipped = 0
        self._folded = 0
        self._alarms = 0
        self._lock = threading.Lock()

    @classmethod
    def from_config(
        cls, config: AggregateConfig, *, clock: Clock, telemetry: Telemetry | None = None
    ) -> Aggregator:
        """Build from the ``[aggregate]`` config section; label keys and the per-key cap come
        from ``telemetry``. ``config.options`` may set any ``DriftConfig`` field except
        ``baseline`` (``drift_`` prefix optional), plus ``resolution``, ``max_events`` and
        ``max_series``.
        Raises ``ValueError`` naming a bad option."""
        options = dict(config.options)
        extra: dict[str, int] = {}
        for name in ("resolution", "max_events", "max_series"):
            if name in options:
                extra[name] = int(options.pop(name))
        allowed = {f.name for f in fields(DriftConfig)} - {"baseline"}
        drift_options: dict[str, Any] = {}
        for key, value in options.items():
            name = key.removeprefix("drift_")
            if name not in allowed:
                known = ", ".join(sorted(allowed | {"resolution", "max_events", "max_series"}))
                raise ValueError(f"aggregate.options: unknown option {key!r} (known: {known})")
            drift_options[name] = value
        drift = DriftConfig(baseline=config.baseline, **drift_options)
        labels = LabelLimiter()
        if telemetry is not None:
            labels = LabelLimiter(telemetry.label_keys, telemetry.max_label_values)
        return cls(
            clock=clock,
            windows={window_name(s): float(s) for s in config.windows},
            labels=labels,
            confidence=config.confidence,
            drift=drift,
            **extra,
        )

    @property
    def labels(self) -> LabelLimiter:
        """The label limiter; exporters share it so that both agree on ``other``."""
        return self._labels

    @property
    def windows(self) -> Mapping[str, float]:
        """Window name → seconds."""
        return dict(self._windows)

    @property
    def confidence(self) -> float:
        """The confidence level of the intervals."""
        return self._confidence

    @property
    def drift_config(self) -> DriftConfig | None:
        """The drift settings, or ``None`` when drift detection is off."""
        return self._drift

    def observe(self, evaluation: Evaluation) -> None:
        """Take in every ``ok`` score of ``evaluation``. Never raises on valid input."""
        values = self._labels.bound(evaluation.interaction.labels)
        labelled = tuple(zip(self._labels.keys, values, strict=True))
        now = self._clock.monotonic()
        with self._lock:
            for result in evaluation.results:
                if result.status is MetricStatus.OK and result.value is not None:
                    self._add(result.name, result.value, labelled, now)
                else:
                    self._skipped += 1

    def observe_score(self, metric: str, value: float, labels: Mapping[str, str] = {}) -> None:
        """Take in one score of ``metric`` (in [0, 1]) for an interaction with ``labels``."""
        if not (math.isfinite(value) and 0.0 <= value <= 1.0):
            raise ValueError(f"score {value!r} of {metric!r} is not in [0, 1]")
        values = self._labels.bound(labels)
        labelled = tuple(zip(self._labels.keys, values, strict=True))
        now = self._clock.monotonic()
        with self._lock:
            self._add(metric, value, labelled, now)

    def _add(
        self, metric: str, value: float, labelled: tuple[tuple[str, str], ...], now: float
    ) -> None:
        self._observed += 1
        self._add_to(self._get(metric, "all", ()), value, now)
        if labelled:
            if (metric, "labels", labelled) not in self._series and (
                len(self._series) >= self._max_series
            ):
                labelled = tuple((key, OVERFLOW_VALUE) for key, _ in labelled)
                self._folded += 1
            self._add_to(self._get(metric, "labels", labelled), value, now)

    def _get(self, metric: str, scope: Scope, labelled: tuple[tuple[str, str], ...]) -> _Series:
        key = (metric, scope, labelled)
        series = self._series.get(key)
        if series is None:
            windows = [_Window(s, self._resolution) for s in self._windows.values()]
            series = _Series(key, windows)
            if self._drift is not None:
                series.baseline = _Window(self._drift.baseline, self._resolution)
            self._series[key] = series
        return series

    def _add_to(self, series: _Series, value: float, now: float) -> None:
        for window in series.windows:
            window.add(now, value)
        baseline = series.baseline
        drift = self._drift
        if baseline is None or drift is None:
            return
        baseline.advance(now)
        n, mean, variance = baseline.moments()
        if n >= drift.min_baseline:
            sigma = max(math.sqrt(variance), drift.sigma_floor)
            z = (value - mean) / sigma
            slack = drift.slack + drift.uncertainty / math.sqrt(n)
            self._step(series, series.down, "down", -z - slack, value, mean, drift)
            self._step(series, series.up, "up", z - slack, value, mean, drift)
        baseline.add(now, value)

    def _step(
        self,
        series: _Series,
        cusum: _Cusum,
        direction: Direction,
        increment: float,
        value: float,
        baseline_mean: float,
        drift: DriftConfig,
    ) -> None:
        h = drift.threshold
        cusum.statistic = min(drift.cap * h, max(0.0, cusum.statistic + increment))
        if not cusum.active and cusum.statistic > h:
            cusum.active = True
            cusum.alarms += 1
            self._alarms += 1
            self._emit("onset", series, direction, value, baseline_mean, cusum.statistic / h)
        elif cusum.active and cusum.statistic <= drift.release * h:
            cusum.active = False
            self._emit("cleared", series, direction, value, baseline_mean, cusum.statistic / h)

    def _emit(
        self,
        kind: Literal["onset", "cleared"],
        series: _Series,
        direction: Direction,
        value: float,
        baseline_mean: float,
        statistic: float,
    ) -> None:
        self._seq += 1
        metric, scope, labelled = series.key
        self._events.append(
            DriftEvent(
                seq=self._seq,
                time=self._clock.time(),
                kind=kind,
                metric=metric,
                scope=scope,
                labels=labelled,
                direction=direction,
                value=value,
                baseline_mean=baseline_mean,
                statistic=statistic,
            )
        )

    def snapshot(self) -> AggregateSnapshot:
        """Every series' window statistics and drift state, as of ``clock.monotonic()`` now."""
        now = self._clock.monotonic()
        p = 1.0 - (1.0 - self._confidence) / 2.0
        moments: list[tuple[_Series, str, float, tuple[int, float, float]]] = []
        drift: list[DriftStatus] = []
        with self._lock:  # copy the moments; the intervals are computed after releasing it
            for series in self._series.values():
                metric, scope, labelled = series.key
                for (name, seconds), window in zip(
                    self._windows.items(), series.windows, strict=True
                ):
                    window.advance(now)
                    moments.append((series, name, seconds, window.moments()))
                if series.baseline is not None and self._drift is not None:
                    series.baseline.advance(now)
                    n, mean, _ = series.baseline.moments()
                    h = self._drift.threshold
                    for direction, cusum in (("down", series.down), ("up", series.up)):
                        drift.append(
                            DriftStatus(
                                metric=metric,
                                scope=scope,
                                labels=labelled,
                                direction=direction,  # type: ignore[arg-type]
                                statistic=cusum.statistic / h,
                                active=cusum.active,
                                alarms=cusum.alarms,
                                baseline_mean=mean if n else None,
                                baseline_count=n,
                            )
                        )
        stats = tuple(self._window_stats(*m, p) for m in moments)
        return AggregateSnapshot(self._confidence, stats, tuple(drift))

    @staticmethod
    def _window_stats(
        series: _Series,
        name: str,
        seconds: float,
        moments: tuple[int, float, float],
        p: float,
    ) -> WindowStats:
        metric, scope, labelled = series.key
        n, mean, variance = moments
        stddev = lower = upper = None
        if n >= 2:
            stddev = math.sqrt(variance)
            half = t_quantile(p, n - 1) * stddev / math.sqrt(n)
            lower = max(0.0, mean - half)
            upper = min(1.0, mean + half)
        return WindowStats(
            metric=metric,
            scope=scope,
            labels=labelled,
            window=name,
            seconds=seconds,
            count=n,
            mean=mean if n else None,
            stddev=stddev,
            ci_lower=lower,
            ci_upper=upper,
        )

    def drift(self) -> tuple[DriftStatus, ...]:
        """The drift detectors of every series (empty when drift detection is off)."""
        return self.snapshot().drift

    def events_since(self, cursor: int = 0) -> tuple[tuple[DriftEvent, ...], int]:
        """Drift events with ``seq > cursor``, oldest first, and the cursor to pass next time.

        Each reader keeps its own cursor. Only the last ``max_events`` events are kept, so a
        reader that falls further behind misses the oldest ones.
        """
        with self._lock:
            events = tuple(e for e in self._events if e.seq > cursor)
            return events, self._seq

    def statistics(self) -> AggregatorStatistics:
        """Counts since start."""
        with self._lock:
            return AggregatorStatistics(
                series=len(self._series),
                observed=self._observed,
                skipped=self._skipped,
                folded=self._folded,
                drift_alarms=self._alarms,
            )
