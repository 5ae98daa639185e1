"""Retry policy and circuit breaker for judge endpoints.

``RetryPolicy`` says which failures are worth another attempt (``429``, ``5xx``, timeouts,
connection errors — never another ``4xx``) and how long to wait: exponential backoff with full
jitter, bounded by a number of attempts and an overall deadline per ``Judge.answer`` call.

``CircuitBreaker`` stops sending to an endpoint that keeps failing: it opens after
``failure_threshold`` consecutive failures (``5xx``, timeouts, connection errors; a ``429`` is
the limiter's business and counts neither way), rejects requests while open, and after
``reset_timeout`` lets ``half_open_probes`` requests through. A successful probe closes it; a
failed one re-opens it for twice as long (up to ``max_reset_timeout``).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Callable
from dataclasses import dataclass

from ..clock import Clock

__all__ = [
    "BreakerConfig",
    "BreakerState",
    "BreakerStatistics",
    "CircuitBreaker",
    "RetryPolicy",
    "classify_status",
]


def classify_status(status: int | None, *, timed_out: bool = False) -> str:
    """A bounded status label for an HTTP outcome: ``ok``, ``http_429``, ``http_5xx``,
    ``http_4xx``, ``timeout`` or ``connection`` (``status`` ``None`` = no response)."""
    if status is None:
        return "timeout" if timed_out else "connection"
    if 200 <= status < 300:
        return "ok"
    if status == 429:
        return "http_429"
    if status >= 500:
        return "http_5xx"
    return "http_4xx"


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """``max_attempts`` HTTP attempts per request, waits drawn uniformly from
    [0, min(``max_delay``, ``base_delay`` * 2**(attempt-1))] (full jitter), and no attempt
    started after ``deadline`` seconds from the start of the ``answer`` call."""

    max_attempts: int = 6
    base_delay: float = 0.2
    max_delay: float = 20.0
    deadline: float = 90.0

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError("max_attempts must be >= 1")
        if self.base_delay < 0 or self.max_delay < 0 or not self.deadline > 0:
            raise ValueError("delays must be >= 0 and deadline > 0")

    @staticmethod
    def retryable(status_label: str) -> bool:
        """Whether a failure with this ``classify_status`` label deserves another attempt."""
        return status_label in ("http_429", "http_5xx", "timeout", "connection")

    def backoff(self, attempt: int, rng: random.Random) -> float:
        """The wait after failed attempt number ``attempt`` (1-based)."""
        ceiling = min(self.max_delay, self.base_delay * 2.0 ** (attempt - 1))
        return rng.uniform(0.0, ceiling)


class BreakerState(enum.IntEnum):
    """Values match the ``ragas_stream_judge_breaker_state`` gauge."""

    CLOSED = 0
    HALF_OPEN = 1
    OPEN = 2


@dataclass(frozen=True, slots=True)
class BreakerConfig:
    """When a breaker opens and how it probes; see the module docstring."""

    failure_threshold: int = 8
    reset_timeout: float = 5.0
    max_reset_timeout: float = 60.0
    half_open_probes: int = 1

    def __post_init__(self) -> None:
        if self.failure_threshold < 1 or self.half_open_probes < 1:
            raise ValueError("failure_threshold and half_open_probes must be >= 1")
        if not 0 < self.reset_timeout <= self.max_reset_timeout:
            raise ValueError("need 0 < reset_timeout <= max_reset_timeout")


@dataclass(frozen=True, slots=True)
class BreakerStatistics:
    """A snapshot: state, consecutive failures, times opened, requests rejected while open,
    and seconds until the next probe."""

    state: BreakerState
    consecutive_failures: int
    opened: int
    rejected: int
    retry_in: float


class CircuitBreaker:
    """One endpoint's breaker. ``allow()`` before sending; then exactly one of
    ``record_success``, ``record_failure`` or ``record_neutral`` for each allowed request.
    ``on_change`` is called with the new state on every transition."""

    def __init__(
        self,
        config: BreakerConfig,
        *,
        clock: Clock,
        on_change: Callable[[BreakerState], None] | None = None,
    ) -> None:
        self.config = config
        self._clock = clock
        self._on_change = on_change
        self._state = BreakerState.CLOSED
        self._failures = 0
        self._open_until = 0.0
        self._open_for = config.reset_timeout
        self._probes = 0
        self._opened = 0
        self._rejected = 0

    @property
    def state(self) -> BreakerState:
        """The state now (an open breaker whose timeout passed reads as half-open)."""
        if self._state is BreakerState.OPEN and self._clock.monotonic() >= self._open_until:
            self._set(BreakerState.HALF_OPEN)
            self._probes = 0
        return self._state

    def allow(self) -> bool:
        """Whether a request may be sent now (counts a half-open probe when it may)."""
        state = self.state
        if state is BreakerState.CLOSED:
            return True
        if state is BreakerState.HALF_OPEN and self._probes < self.config.half_open_probes:
            self._probes += 1
            return True
        self._rejected += 1
        return False

    def retry_in(self) -> float:
        """Seconds until an open breaker lets a probe through (0 when not open)."""
        if self.state is not BreakerState.OPEN:
            return 0.0
        return max(0.0, self._open_until - self._clock.monotonic())

    def record_success(self) -> None:
        """The endpoint answered: reset the failure count; a probe's success closes it."""
        self._failures = 0
        if self._state is not BreakerState.CLOSED:
            self._open_for = self.config.reset_timeout
            self._probes = 0
            self._set(BreakerState.CLOSED)

    def record_failure(self) -> None:
        """A 5xx, timeout or connection error: may open (or re-open) the breaker."""
        self._failures += 1
        state = self.state
        if state is BreakerState.HALF_OPEN:
            self._open_for = min(self.config.max_reset_timeout, self._open_for * 2.0)
            self._open()
        elif state is BreakerState.CLOSED and self._failures >= self.config.failure_threshold:
            self._open()

    def record_neutral(self) -> None:
        """The request says nothing about health (a ``429``, a cancellation): free its probe."""
        if self._state is BreakerState.HALF_OPEN and self._probes > 0:
            self._probes -= 1

    def _open(self) -> None:
        self._open_until = self._clock.monotonic() + self._open_for
        self._probes = 0
        self._opened += 1
        self._set(BreakerState.OPEN)

    def _set(self, state: BreakerState) -> None:
        if state is not self._state:
            self._state = state
            if self._on_change is not None:
                self._on_change(state)

    def statistics(self) -> BreakerStatistics:
        """A snapshot (no side effects beyond the open-to-half-open transition)."""
        return BreakerStatistics(
            state=self.state,
            consecutive_failures=self._failures,
            opened=self._opened,
            rejected=self._rejected,
            retry_in=self.retry_in(),
        )
