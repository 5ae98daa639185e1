"""``SharedRateLimiter``: one endpoint's requests/min and tokens/min budget, shared by replicas.

Each replica keeps its own ``RateLimiter`` for what is local (the concurrency limit, FIFO
order, pauses, learning from headers); ``SharedRateLimiter`` is that limiter plus a second
admission step against a budget kept in Redis under ``key``, so that N replicas pointing at the
same key together stay under the endpoint's limits. It plugs in wherever a ``RateLimiter`` does
(``LLMJudge(limiter=...)``).

The shared budget is a GCRA (generic cell rate algorithm: one "theoretical arrival time" per
bucket) for requests and one for tokens, updated by a Lua script that Redis runs atomically,
on Redis's own clock (``TIME``) so that replicas' clocks need not agree. It behaves like the
local ``TokenBucket``: ``request_burst`` seconds of requests (at least one) may go back to
back, a request is admitted while the token bucket is not in debt beyond its burst, and a
request larger than the bucket passes once it is full and delays what follows. Hence over any
window of T seconds the replicas together send at most ``burst + T * rpm / 60`` requests.
A request that cannot go now reserves the next free slot and sleeps until it: slots are
handed out first come first served across replicas, so a replica slower to ask (a busier
process, a farther Redis) is not starved by faster ones racing for each freed slot. A
reserved slot is spent even if its request is cancelled while waiting for it, and a pause set
while a request waits for its slot does not hold that request (its ``429`` would).

Also shared: a pause. ``pause`` (a ``429`` with ``Retry-After``) holds every replica, not only
the one that was told. Token estimates reconciled with a reply's usage (``Permit.reconcile``)
are settled with the shared budget on the next ``acquire``, as is a pause.

Availability: when Redis does not answer within ``timeout`` the replica admits on its local
limiter alone for ``retry_interval`` seconds (counted in ``fallbacks``) rather than stopping
judging; the endpoint's own ``429`` answers then still hold it back.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Self

import anyio
from redis import exceptions as redis_errors
from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff

from ..clock import Clock
from ..selfmetrics import SelfMetrics
from .ratelimit import LimiterConfig, Permit, RateLimiter

__all__ = ["SharedLimiterStatistics", "SharedRateLimiter"]

_log = logging.getLogger(__name__)
_KEY_PREFIX = "ragas-stream:limit:"

# KEYS: requests TAT, tokens TAT, pause-until (all in milliseconds of the clock used).
# ARGV: now ("" for Redis TIME), request interval, request tolerance, token interval (per
# token), token tolerance, token cost, tokens to give back (negative: to charge), pause
# (ms from now), "take" to admit now or not at all, "reserve" to admit now or claim the next
# free slot, "settle" to apply the adjustments only.
# Returns 0 when admitted (or settled); for "reserve", minus the microseconds until the slot
# claimed; else (not admitted, or paused) the microseconds to wait before asking again.
_SCRIPT = """
local now
if ARGV[1] == '' then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + tonumber(t[2]) / 1000
else
  now = tonumber(ARGV[1])
end
local req_interval, req_tolerance = tonumber(ARGV[2]), tonumber(ARGV[3])
local tok_interval, tok_tolerance = tonumber(ARGV[4]), tonumber(ARGV[5])
local cost, give_back, pause = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[8])

local function tat(key)
  local value = redis.call('GET', key)
  if value then return math.max(tonumber(value), now) end
  return now
end
local function store(key, value)
  redis.call('SET', key, string.format('%.3f', value), 'PX', math.ceil(value - now) + 60000)
end

if pause > 0 then
  local current = tonumber(redis.call('GET', KEYS[3]) or '0')
  if now + pause > current then
    redis.call('SET', KEYS[3], string.format('%.3f', now + pause), 'PX', math.ceil(pause) + 1000)
  end
end
if tok_interval > 0 and give_back ~= 0 then
  store(KEYS[2], math.max(tat(KEYS[2]) - give_back * tok_interval, now))
end
if ARGV[9] == 'settle' then return 0 end

local paused = tonumber(redis.call('GET', KEYS[3]) or '0')
if paused > now then return math.ceil((paused - now) * 1000) end
local wait = 0
local req_tat, tok_tat = now, now
if req_interval > 0 then
  req_tat = tat(KEYS[1])
  wait = math.max(wait, req_tat - now - req_tolerance)
end
if tok_interval > 0 then
  tok_tat = tat(KEYS[2])
  wait = math.max(wait, tok_tat - now - tok_tolerance)
end
if wait > 0 and ARGV[9] == 'take' then return math.max(1, math.ceil(wait * 1000)) end
-- Admitted now, or (to "reserve") at now + wait: the caller's slot, kept for it.
local at = now + wait
if req_interval > 0 then store(KEYS[1], math.max(req_tat, at) + req_interval) end
if tok_interval > 0 then store(KEYS[2], math.max(tok_tat, at) + cost * tok_interval) end
if wait > 0 then return -math.max(1, math.ceil(wait * 1000)) end
return 0
"""

_REDIS_ERRORS = (redis_errors.RedisError, OSError, TimeoutError)


@dataclass(frozen=True, slots=True)
class SharedLimiterStatistics:
    """Counts since start: requests ``admitted`` by the shared budget, of which ``delayed``
    had to wait for it (``waited_seconds`` in all); ``fallbacks``: admitted on the local
    limiter alone because Redis did not answer; ``redis_errors``: failed Redis calls."""

    admitted: int
    delayed: int
    waited_seconds: float
    fallbacks: int
    redis_errors: int


class SharedRateLimiter(RateLimiter):
    """A ``RateLimiter`` whose ``acquire`` also takes from a budget shared through Redis.

    ``redis``: a ``redis.asyncio.Redis`` client (the caller closes it) or a ``redis://`` URL
    (this limiter makes the client and ``aclose`` closes it; use it as an async context
    manager). ``key``: the budget's name, the same in every replica that shares it (say, the
    endpoint's name). The shared limits are ``shared_rpm`` and ``tpm_limit``: configured in
    ``config``, or lowered by the endpoint's headers; a requests limit being discovered by
    adaptation stays local to each replica. ``server_time=False`` uses the
    ``clock``'s wall time instead of Redis's (tests with a fake clock).

    Guarantees, beyond the local limiter's: among all limiters sharing ``key``, admissions
    never exceed the shared budget while Redis answers; ``try_acquire`` is local only (it
    cannot wait for Redis) — use ``acquire``.
    """

    def __init__(
        self,
        config: LimiterConfig,
        *,
        redis: Redis | str,
        key: str,
        clock: Clock,
        name: str = "",
        selfmetrics: SelfMetrics | None = None,
        timeout: float = 0.5,
        retry_interval: float = 1.0,
        server_time: bool = True,
    ) -> None:
        if config.rpm is None and config.tpm is None:
            raise ValueError("a shared limit needs rpm and/or tpm in the limiter config")
        if not key:
            raise ValueError("key must not be empty")
        super().__init__(config, clock=clock, name=name, selfmetrics=selfmetrics)
        if isinstance(redis, str):
            self._redis = Redis.from_url(
                redis,
                socket_connect_timeout=timeout,
                socket_timeout=timeout,
                retry=Retry(NoBackoff(), 0),
            )
            self._owns_redis = True
        else:
            self._redis = redis
            self._owns_redis = False
        self.key = key
        tag = "{" + key + "}"  # one hash slot for all three keys (Redis Cluster)
        self._keys = [f"{_KEY_PREFIX}{tag}:requests", f"{_KEY_PREFIX}{tag}:tokens"]
        self._keys.append(f"{_KEY_PREFIX}{tag}:pause")
        self._timeout = timeout
        self._retry_interval = retry_interval
        self._server_time = server_time
        self._script: Any = self._redis.register_script(_SCRIPT)
        self._give_back = 0  # tokens to return to the shared bucket (negative: to charge)
        self._pause_ms = 0.0
        self._unavailable_until = -math.inf
        self._shared_admitted = 0
        self._delayed = 0
        self._shared_waited = 0.0
        self._fallbacks = 0
        self._redis_errors = 0

    def __repr__(self) -> str:
        return (
            f"SharedRateLimiter(name={self.name!r}, key={self.key!r}, "
            f"rpm={self.shared_rpm}, tpm={self.tpm_limit})"
        )

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the Redis client if this limiter made it. Idempotent."""
        if self._owns_redis:
            self._owns_redis = False
            with anyio.CancelScope(shield=True):
                await self._redis.aclose()

    @property
    def shared_rpm(self) -> float | None:
        """The requests/min shared now: the configured limit, or the endpoint's advertised
        one when lower. A limit this replica is still discovering is not shared."""
        limits = [v for v in (self.config.rpm, self._advertised_rpm) if v is not None]
        return min(limits) if limits else None

    # -- admission ------------------------------------------------------------------------

    async def acquire(self, estimated_tokens: int = 0) -> Permit:
        """Wait for the local limiter (FIFO, concurrency, pause), then for the shared budget.
        Cancellation releases the local permit."""
        await self._settle_adjustments()
        permit = await super().acquire(estimated_tokens)
        try:
            await self._take_shared(estimated_tokens)
        except BaseException:
            permit.refund()
            permit.release()
            raise
        return permit

    async def try_acquire_shared(self, estimated_tokens: int = 0) -> float:
        """One attempt at the shared budget alone: ``0.0`` when taken, else the seconds to
        wait before trying again. Raises ``redis.exceptions.RedisError`` (or ``OSError``,
        ``TimeoutError``) when Redis does not answer."""
        return max(0.0, await self._admit(estimated_tokens, "take") / 1_000_000.0)

    async def reserve_shared(self, estimated_tokens: int = 0) -> tuple[float, bool]:
        """Claim the next free slot of the shared budget, first come first served across
        replicas: ``(seconds until the slot, True)`` (``0.0``: now); the slot is the caller's
        and is spent whether or not it is used. While the budget is paused: ``(seconds to
        wait before asking again, False)``. Raises as ``try_acquire_shared``."""
        reply = await self._admit(estimated_tokens, "reserve")
        return abs(reply) / 1_000_000.0, reply <= 0

    async def _admit(self, estimated_tokens: int, mode: str) -> int:
        """One run of the script (sending pending adjustments with it): its reply."""
        give_back, pause_ms = self._give_back, self._pause_ms
        with anyio.fail_after(self._timeout * 2):
            reply = await self._script(
                keys=self._keys, args=self._arguments(estimated_tokens, give_back, pause_ms, mode)
            )
        self._adjustments_sent(give_back, pause_ms)
        return int(reply)

    async def _take_shared(self, estimated_tokens: int) -> None:
        # A slot is reserved rather than raced for: a replica that is slower to ask again (a
        # busier process, a farther Redis) would otherwise lose every race and starve.
        started = self._clock.monotonic()
        delayed = False
        while True:
            if self._clock.monotonic() < self._unavailable_until:
                self._fallbacks += 1
                return
            try:
                wait, reserved = await self.reserve_shared(estimated_tokens)
            except _REDIS_ERRORS as exc:
                self._redis_unavailable(exc)
                self._fallbacks += 1
                return
            if wait > 0:
                delayed = True
                await anyio.sleep(wait)
            if reserved:
                break
        self._shared_admitted += 1
        if delayed:
            self._delayed += 1
            self._shared_waited += self._clock.monotonic() - started

    async def _settle_adjustments(self) -> None:
        """Send pending token corrections and pauses to the shared budget, if any."""
        give_back, pause_ms = self._give_back, self._pause_ms
        if not give_back and not pause_ms:
            return
        if self._clock.monotonic() < self._unavailable_until:
            return
        try:
            with anyio.fail_after(self._timeout * 2):
                await self._script(
                    keys=self._keys, args=self._arguments(0, give_back, pause_ms, "settle")
                )
        except _REDIS_ERRORS as exc:
            self._redis_unavailable(exc)
            return
        self._adjustments_sent(give_back, pause_ms)

    def _arguments(self, tokens: int, give_back: int, pause_ms: float, mode: str) -> list[Any]:
        now = "" if self._server_time else f"{self._clock.time() * 1000.0:.3f}"
        rpm, tpm = self.shared_rpm, self.tpm_limit
        request_interval = request_tolerance = token_interval = token_tolerance = 0.0
        if rpm:
            request_interval = 60_000.0 / rpm
            burst = max(1.0, rpm / 60.0 * self.config.request_burst)
            request_tolerance = (burst - 1.0) * request_interval
        if tpm:
            token_interval = 60_000.0 / tpm
            capacity = max(1.0, tpm / 60.0 * self.config.token_burst)
            token_tolerance = (capacity - min(float(tokens), capacity)) * token_interval
        return [
            now,
            f"{request_interval:.6f}",
            f"{request_tolerance:.6f}",
            f"{token_interval:.9f}",
            f"{token_tolerance:.6f}",
            str(max(0, tokens)),
            str(give_back),
            f"{pause_ms:.3f}",
            mode,
        ]

    def _adjustments_sent(self, give_back: int, pause_ms: float) -> None:
        # Only what was sent is cleared: corrections made while the call ran stay pending.
        self._give_back -= give_back
        if self._pause_ms == pause_ms:
            self._pause_ms = 0.0

    def _redis_unavailable(self, exc: BaseException) -> None:
        self._redis_errors += 1
        if self._clock.monotonic() >= self._unavailable_until:
            _log.warning(
                "shared limit %s: Redis did not answer (%s: %s); admitting on the local "
                "limiter alone for %.1fs",
                self.key,
                type(exc).__name__,
                exc,
                self._retry_interval,
            )
        self._unavailable_until = self._clock.monotonic() + self._retry_interval

    # -- feedback shared with the other replicas ----------------------------------------------

    def pause(self, seconds: float) -> None:
        """Pause this replica now and, from its next ``acquire``, every replica."""
        super().pause(seconds)
        if seconds > 0:
            self._pause_ms = max(self._pause_ms, min(seconds, 300.0) * 1000.0)

    def _adjust_tokens(self, delta: int) -> None:
        super()._adjust_tokens(delta)
        if self.tpm_limit is not None:
            self._give_back += delta

    # -- introspection --------------------------------------------------------------------

    def shared_statistics(self) -> SharedLimiterStatistics:
        return SharedLimiterStatistics(
            admitted=self._shared_admitted,
            delayed=self._delayed,
            waited_seconds=self._shared_waited,
            fallbacks=self._fallbacks,
            redis_errors=self._redis_errors,
        )
