"""Client-side rate limiting for one judge endpoint, shared by every metric and worker using it.

A ``RateLimiter`` admits a request when four things allow it: no pause is in force (a
``Retry-After`` or an exhausted ``x-ratelimit-remaining-*``), fewer than ``max_concurrency``
requests are in flight, the requests-per-minute bucket has a request, and the tokens-per-minute
bucket has the request's estimated tokens (reconciled with the reply's ``usage`` afterwards).
Waiters are admitted in FIFO order. Time comes from a ``Clock``, so the admission decision
(``try_acquire``) is testable with a fake clock; ``acquire`` sleeps in real time.

Limits come from, in order: the configuration; the server's ``x-ratelimit-limit-*`` headers
(the lower of the two is enforced); and, when neither gives a requests limit, discovery:
slow start (the rate doubles every interval in which the limiter was the bottleneck) until the
first ``429``, then additive increase and multiplicative decrease on ``429`` or on latency
growing well past its baseline. Decreases start from the rate the endpoint actually accepted,
not from the estimate, so one overshoot costs one decrease.
"""

from __future__ import annotations

import collections
import email.utils
import math
import re
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass

import anyio

from ..clock import Clock
from ..selfmetrics import SelfMetrics

__all__ = [
    "LimiterConfig",
    "LimiterStatistics",
    "Permit",
    "RateLimiter",
    "TokenBucket",
    "parse_duration_header",
    "parse_retry_after",
]

_DURATION_PART = re.compile(r"(\d+(?:\.\d+)?)(ms|h|m|s)")
_MAX_PAUSE = 300.0


def parse_duration_header(value: str) -> float | None:
    """Seconds in an ``x-ratelimit-reset-*`` value: ``1s``, ``6m0s``, ``20ms``, ``1.5``."""
    value = value.strip().lower()
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    total = 0.0
    position = 0
    for match in _DURATION_PART.finditer(value):
        if match.start() != position:
            return None
        number, unit = float(match.group(1)), match.group(2)
        total += number * {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0}[unit]
        position = match.end()
    return total if position == len(value) else None


def parse_retry_after(headers: Mapping[str, str], now_unix: float) -> float | None:
    """Seconds to wait from ``retry-after-ms`` or ``Retry-After`` (seconds or an HTTP date).

    Returns ``None`` when absent or unreadable; clamps to [0, 300].
    """
    raw_ms = _header(headers, "retry-after-ms")
    if raw_ms is not None:
        try:
            return min(_MAX_PAUSE, max(0.0, float(raw_ms) / 1000.0))
        except ValueError:
            pass
    raw = _header(headers, "retry-after")
    if raw is None:
        return None
    try:
        return min(_MAX_PAUSE, max(0.0, float(raw)))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        return None
    return min(_MAX_PAUSE, max(0.0, when.timestamp() - now_unix))


def _header(headers: Mapping[str, str], name: str) -> str | None:
    value = headers.get(name)
    if value is None:  # plain dicts are case-sensitive; HTTP headers are not
        lowered = name.lower()
        for key, candidate in headers.items():
            if key.lower() == lowered:
                return candidate
    return value


def _number(headers: Mapping[str, str], name: str) -> float | None:
    raw = _header(headers, name)
    if raw is None:
        return None
    try:
        value = float(raw)
    except ValueError:
        return None
    return value if math.isfinite(value) and value >= 0 else None


class TokenBucket:
    """A token bucket that may go into debt.

    It refills at ``rate`` per second up to ``capacity``. A cost is admitted when the level is
    at least ``min(cost, capacity)``, then subtracted in full — so a request larger than the
    bucket still passes once the bucket is full, and the debt delays what follows. Not
    thread-safe; time is passed in by the caller.
    """

    __slots__ = ("_level", "_updated", "capacity", "rate")

    def __init__(self, rate: float, capacity: float, now: float, *, full: bool = True) -> None:
        if rate <= 0 or capacity <= 0:
            raise ValueError("rate and capacity must be > 0")
        self.rate = rate
        self.capacity = capacity
        self._level = capacity if full else 0.0
        self._updated = now

    def level(self, now: float) -> float:
        """The level at ``now`` (negative while in debt)."""
        self._refill(now)
        return self._level

    def _refill(self, now: float) -> None:
        if now > self._updated:
            self._level = min(self.capacity, self._level + (now - self._updated) * self.rate)
            self._updated = now

    def wait_time(self, cost: float, now: float) -> float:
        """Seconds until ``cost`` would be admitted (0 when it would be now)."""
        self._refill(now)
        need = min(cost, self.capacity)
        if self._level >= need - 1e-9:  # float dust must not become a wait too short to pass
            return 0.0
        return (need - self._level) / self.rate

    def take(self, cost: float, now: float) -> None:
        """Subtract ``cost`` unconditionally (check ``wait_time`` first)."""
        self._refill(now)
        self._level -= cost

    def adjust(self, delta: float, now: float) -> None:
        """Add ``delta`` (negative for more cost), never above capacity."""
        self._refill(now)
        self._level = min(self.capacity, self._level + delta)

    def reconfigure(self, rate: float, capacity: float, now: float) -> None:
        """Change rate and capacity, keeping the level (clipped to the new capacity)."""
        self._refill(now)
        self.rate = rate
        self.capacity = capacity
        self._level = min(self._level, capacity)

    def time_to_full(self, now: float) -> float:
        """Seconds until the bucket is full again."""
        self._refill(now)
        return max(0.0, (self.capacity - self._level) / self.rate)


@dataclass(frozen=True, slots=True)
class LimiterConfig:
    """Limits and adaptation settings of one endpoint.

    ``rpm``/``tpm`` ``None``: not configured (learnt from headers; requests/min discovered when
    ``adaptive``). ``request_burst``: seconds of requests the client may send back to back
    (at least one request) — small, so the client paces instead of bursting into a server-side
    bucket. ``token_burst``: seconds of tokens likewise. Adaptation: start at ``initial_rpm``
    and multiply by ``slow_start`` per ``interval`` in which the limiter held requests back,
    until the first decrease; ``decrease`` multiplies the rate the endpoint accepted over the
    last ``rate_window`` seconds on a ``429`` (at most once per ``cooldown``); after that,
    ``increase`` is the additive step per ``interval`` (and at least ten requests) as a fraction
    of the rate set by the last decrease; latency counts as congestion when its fast average
    exceeds ``latency_factor`` times its slow average.
    """

    rpm: float | None = None
    tpm: float | None = None
    max_concurrency: int = 16
    request_burst: float = 0.1
    token_burst: float = 1.0
    adaptive: bool = True
    initial_rpm: float = 600.0
    min_rpm: float = 1.0
    max_rpm: float = 1_000_000.0
    decrease: float = 0.9
    increase: float = 0.01
    slow_start: float = 2.0
    interval: float = 1.0
    cooldown: float = 1.0
    rate_window: float = 10.0
    latency_factor: float = 3.0

    def __post_init__(self) -> None:
        if self.max_concurrency < 1:
            raise ValueError("max_concurrency must be >= 1")
        if not 0 < self.decrease < 1:
            raise ValueError("decrease must be in (0, 1)")
        if self.slow_start < 1 or self.increase < 0:
            raise ValueError("slow_start must be >= 1 and increase >= 0")


@dataclass(frozen=True, slots=True)
class LimiterStatistics:
    """A snapshot. ``rpm_limit``/``tpm_limit``: what is enforced now (``None``: no limit);
    ``discovering``: the requests limit is being found by adaptation; ``paused_for``: seconds
    until a server-requested pause ends."""

    rpm_limit: float | None
    tpm_limit: float | None
    discovering: bool
    in_flight: int
    max_concurrency: int
    waiting: int
    paused_for: float
    admitted: int
    throttled: int
    decreases: int
    waited_seconds: float


class Permit:
    """The right to send one request. ``release`` (idempotent) frees the concurrency slot;
    ``reconcile`` corrects the token estimate with the reply's usage; ``refund`` returns the
    estimate when the server did not count the request (a ``429``)."""

    __slots__ = ("_limiter", "_released", "_settled", "estimate")

    def __init__(self, limiter: RateLimiter, estimate: int) -> None:
        self._limiter = limiter
        self.estimate = estimate
        self._released = False
        self._settled = False

    def reconcile(self, actual_tokens: int) -> None:
        """Charge ``actual_tokens`` instead of the estimate (first call wins)."""
        if not self._settled:
            self._settled = True
            self._limiter._adjust_tokens(self.estimate - actual_tokens)

    def refund(self) -> None:
        """Give the estimated tokens back (the server did not count the request)."""
        self.reconcile(0)

    def release(self) -> None:
        """Free the concurrency slot; idempotent."""
        if not self._released:
            self._released = True
            self._limiter._release()


class RateLimiter:
    """Admission control for one endpoint; see the module docstring.

    Guarantees: FIFO admission among ``acquire`` callers; never more than ``max_concurrency``
    permits held; no admission during a pause; the request and token buckets are never
    overdrawn except by the documented debt of one oversized request. ``record_response``
    feeds the server's answer back (status, headers, latency) and may change limits or pause.
    """

    async def aclose(self) -> None:
        """Release what the limiter holds (nothing, locally; a shared limiter's connection)."""

    def __init__(
        self,
        config: LimiterConfig,
        *,
        clock: Clock,
        name: str = "",
        selfmetrics: SelfMetrics | None = None,
    ) -> None:
        self.config = config
        self.name = name
        self._clock = clock
        self._metrics = selfmetrics
        now = clock.monotonic()
        self._advertised_rpm: float | None = None
        self._advertised_tpm: float | None = None
        self._discovering = config.rpm is None and config.adaptive
        self._estimate = config.initial_rpm
        self._slow_start = True
        self._step = 0.0
        self._last_increase = now
        self._last_decrease = -math.inf
        self._saturated = False
        self._fast_latency = 0.0
        self._slow_latency = 0.0
        self._latency_samples = 0
        self._successes: collections.deque[float] = collections.deque()
        self._requests: TokenBucket | None = None
        self._tokens: TokenBucket | None = None
        self._pause_until = -math.inf
        self._in_flight = 0
        self._queue: collections.deque[object] = collections.deque()
        self._changed: anyio.Event | None = None  # created by the first waiter, in a loop
        self._admitted = 0
        self._throttled = 0
        self._decreases = 0
        self._waited = 0.0
        self._apply_limits(now)

    # -- limits ---------------------------------------------------------------------------

    @property
    def rpm_limit(self) -> float | None:
        """The requests/min enforced now, ``None`` for no limit."""
        configured = self.config.rpm
        advertised = self._advertised_rpm
        if configured is not None:
            return min(configured, advertised) if advertised is not None else configured
        if self._discovering:
            return min(self._estimate, advertised) if advertised is not None else self._estimate
        return advertised

    @property
    def tpm_limit(self) -> float | None:
        """The tokens/min enforced now, ``None`` for no limit."""
        configured, advertised = self.config.tpm, self._advertised_tpm
        if configured is not None and advertised is not None:
            return min(configured, advertised)
        return configured if configured is not None else advertised

    def _apply_limits(self, now: float) -> None:
        rpm, tpm = self.rpm_limit, self.tpm_limit
        if rpm is None:
            self._requests = None
        else:
            rate = rpm / 60.0
            capacity = max(1.0, rate * self.config.request_burst)
            if self._requests is None:
                self._requests = TokenBucket(rate, capacity, now)
            else:
                self._requests.reconfigure(rate, capacity, now)
        if tpm is None:
            self._tokens = None
        else:
            rate = tpm / 60.0
            capacity = max(1.0, rate * self.config.token_burst)
            if self._tokens is None:
                self._tokens = TokenBucket(rate, capacity, now)
            else:
                self._tokens.reconfigure(rate, capacity, now)
        if self._metrics is not None:
            self._metrics.limiter_limit.labels(self.name).set(math.inf if rpm is None else rpm)
        self._notify()

    # -- admission ------------------------------------------------------------------------

    def try_acquire(self, estimated_tokens: int = 0) -> Permit | float:
        """Admit now and return a ``Permit``, or return the seconds to wait (``math.inf``
        when only a released permit can help). Bypasses the FIFO queue of ``acquire``."""
        now = self._clock.monotonic()
        delay = max(0.0, self._pause_until - now)
        if self._in_flight >= self.config.max_concurrency:
            delay = math.inf
        if self._requests is not None:
            wait = self._requests.wait_time(1.0, now)
            if wait > 0:
                self._saturated = True
            delay = max(delay, wait)
        if self._tokens is not None:
            delay = max(delay, self._tokens.wait_time(float(estimated_tokens), now))
        if delay > 0:
            return delay
        if self._requests is not None:
            self._requests.take(1.0, now)
        if self._tokens is not None:
            self._tokens.take(float(estimated_tokens), now)
        self._in_flight += 1
        self._admitted += 1
        return Permit(self, estimated_tokens)

    async def acquire(self, estimated_tokens: int = 0) -> Permit:
        """Wait (FIFO) until admitted. Cancellation leaves the queue consistent."""
        started = self._clock.monotonic()
        me = object()
        self._queue.append(me)
        try:
            while True:
                delay = math.inf
                if self._queue[0] is me:
                    result = self.try_acquire(estimated_tokens)
                    if isinstance(result, Permit):
                        self._queue.popleft()
                        self._notify()
                        waited = self._clock.monotonic() - started
                        self._waited += waited
                        if self._metrics is not None:
                            self._metrics.limiter_wait.labels(self.name).observe(waited)
                        return result
                    delay = result
                if self._changed is None:
                    self._changed = anyio.Event()
                changed = self._changed
                with anyio.move_on_after(delay):
                    await changed.wait()
        except BaseException:
            if me in self._queue:
                head = self._queue[0] is me
                self._queue.remove(me)
                if head:
                    self._notify()
            raise

    @asynccontextmanager
    async def slot(self, estimated_tokens: int = 0) -> AsyncIterator[Permit]:
        """``acquire`` as a context manager that always releases the permit."""
        permit = await self.acquire(estimated_tokens)
        try:
            yield permit
        finally:
            permit.release()

    def _release(self) -> None:
        self._in_flight -= 1
        self._notify()

    def _adjust_tokens(self, delta: int) -> None:
        if self._tokens is not None and delta:
            self._tokens.adjust(float(delta), self._clock.monotonic())
            if delta > 0:
                self._notify()

    def _notify(self) -> None:
        if self._changed is not None:
            self._changed.set()
            self._changed = None

    def pause(self, seconds: float) -> None:
        """Admit nothing for ``seconds`` from now (extends, never shortens, a pause)."""
        until = self._clock.monotonic() + min(_MAX_PAUSE, max(0.0, seconds))
        if until > self._pause_until:
            self._pause_until = until
            self._notify()

    # -- feedback -------------------------------------------------------------------------

    def record_response(
        self,
        status: int | None,
        headers: Mapping[str, str] | None = None,
        latency: float | None = None,
    ) -> None:
        """Learn from one response: ``status`` (``None`` for a timeout or connection error),
        its headers and its latency in seconds."""
        now = self._clock.monotonic()
        headers = headers or {}
        retry_after = parse_retry_after(headers, self._clock.time())
        if retry_after is not None and (status == 429 or (status or 0) >= 500):
            self.pause(retry_after)
        self._learn_headers(headers, now)
        if status == 429:
            self._throttled += 1
            if self._discovering:
                self._decrease(now)
        elif status is not None and 200 <= status < 300:
            self._successes.append(now)
            if latency is not None:
                self._observe_latency(latency, now)
            if self._discovering:
                self._maybe_increase(now)

    def _learn_headers(self, headers: Mapping[str, str], now: float) -> None:
        changed = False
        limit_requests = _number(headers, "x-ratelimit-limit-requests")
        if limit_requests and limit_requests != self._advertised_rpm:
            first = self._advertised_rpm is None
            self._advertised_rpm = limit_requests
            if first and self._discovering and self._slow_start:
                # The provider told us its limit: start there instead of probing for it.
                self._estimate = limit_requests
                self._slow_start = False
                self._step = limit_requests * self.config.increase
            changed = True
        limit_tokens = _number(headers, "x-ratelimit-limit-tokens")
        if limit_tokens is not None and limit_tokens > 0 and self._advertised_tpm != limit_tokens:
            self._advertised_tpm = limit_tokens
            changed = True
        if changed:
            self._apply_limits(now)
        remaining = _number(headers, "x-ratelimit-remaining-requests")
        if remaining is not None and remaining < 1:
            reset = parse_duration_header(_header(headers, "x-ratelimit-reset-requests") or "")
            rpm = self.rpm_limit
            # The reset header is the time to a *full* allowance; one request needs far less.
            wait = 60.0 / rpm if rpm else (reset if reset is not None else 1.0)
            if reset is not None:
                wait = min(wait, reset)
            self.pause(wait)
        remaining_tokens = _number(headers, "x-ratelimit-remaining-tokens")
        if remaining_tokens is not None and remaining_tokens < 1:
            reset = parse_duration_header(_header(headers, "x-ratelimit-reset-tokens") or "")
            self.pause(min(1.0, reset) if reset is not None else 1.0)

    def _accepted_rpm(self, now: float) -> float | None:
        window = self.config.rate_window
        while self._successes and self._successes[0] < now - window:
            self._successes.popleft()
        if len(self._successes) < 2:
            return None
        # Over the window, or since the first success in it when the window is not yet full.
        span = min(window, now - self._successes[0])
        return len(self._successes) / span * 60.0 if span > 0 else None

    def _decrease(self, now: float) -> None:
        cooldown = max(self.config.cooldown, self._fast_latency)
        if now - self._last_decrease < cooldown:
            return
        current = self.rpm_limit or self._estimate
        accepted = self._accepted_rpm(now)
        base = min(current, accepted) if accepted is not None else current
        self._estimate = max(self.config.min_rpm, base * self.config.decrease)
        self._step = max(self.config.min_rpm * 0.1, self._estimate * self.config.increase)
        self._slow_start = False
        self._last_decrease = now
        self._last_increase = now
        self._decreases += 1
        self._apply_limits(now)

    def _maybe_increase(self, now: float) -> None:
        # At least ten requests between steps, so slow endpoints are not probed every second.
        interval = max(self.config.interval, 10.0 * 60.0 / max(self._estimate, 1e-9))
        if now - self._last_increase < interval:
            return
        self._last_increase = now
        if not self._saturated:
            return  # the limiter was not the bottleneck: no evidence more would be accepted
        self._saturated = False
        if self._slow_start:
            estimate = self._estimate * self.config.slow_start
        else:
            estimate = self._estimate + self._step
        ceiling = self.config.max_rpm
        if self._advertised_rpm is not None:
            ceiling = min(ceiling, self._advertised_rpm)
        estimate = min(estimate, ceiling)
        if estimate != self._estimate:
            self._estimate = estimate
            self._apply_limits(now)

    def _observe_latency(self, latency: float, now: float) -> None:
        self._latency_samples += 1
        if self._latency_samples == 1:
            self._fast_latency = self._slow_latency = latency
            return
        self._fast_latency += 0.2 * (latency - self._fast_latency)
        self._slow_latency += 0.02 * (latency - self._slow_latency)
        if (
            self._discovering
            and self._latency_samples >= 20
            and self._fast_latency > self.config.latency_factor * self._slow_latency
        ):
            self._decrease(now)

    # -- introspection --------------------------------------------------------------------

    def statistics(self) -> LimiterStatistics:
        """A snapshot of limits, queue and counters (no side effects)."""
        now = self._clock.monotonic()
        return LimiterStatistics(
            rpm_limit=self.rpm_limit,
            tpm_limit=self.tpm_limit,
            discovering=self._discovering,
            in_flight=self._in_flight,
            max_concurrency=self.config.max_concurrency,
            waiting=len(self._queue),
            paused_for=max(0.0, self._pause_until - now),
            admitted=self._admitted,
            throttled=self._throttled,
            decreases=self._decreases,
            waited_seconds=self._waited,
        )
