"""The Redis-backed shared judge budget: several limiters on one key stay under one limit,
share pauses and token corrections, fall back to local limits when Redis is away, and keep
LLM judges under an endpoint's requests/min as measured by the judge emulator."""

from __future__ import annotations

import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

import anyio
import pytest
from redis.asyncio import Redis

from ragas_stream.emulator import EmulatorConfig, JudgeEmulator
from ragas_stream.judges.endpoint import EndpointConfig
from ragas_stream.judges.llm import LLMJudge
from ragas_stream.judges.questions import ExtractStatements
from ragas_stream.judges.ratelimit import LimiterConfig, Permit, RateLimiter
from ragas_stream.judges.resilience import RetryPolicy
from ragas_stream.judges.shared_limit import SharedRateLimiter

pytestmark = [pytest.mark.anyio, pytest.mark.broker]


class FakeClock:
    """Time that moves only when told to."""

    def __init__(self) -> None:
        self.now = 1000.0

    def time(self) -> float:
        return 1_700_000_000.0 + self.now

    def monotonic(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
async def key(redis: Redis) -> AsyncIterator[str]:
    name = f"test-{uuid.uuid4().hex[:12]}"
    try:
        yield name
    finally:
        keys = await redis.keys(f"ragas-stream:limit:{{{name}}}:*")
        if keys:
            await redis.delete(*keys)


def shared(redis: Redis, key: str, clock: Any, **options: Any) -> SharedRateLimiter:
    server_time = options.pop("server_time", False)
    options.setdefault("adaptive", False)
    return SharedRateLimiter(
        LimiterConfig(**options),
        redis=redis,
        key=key,
        clock=clock,
        name="emu",
        server_time=server_time,
    )


async def test_limiters_on_one_key_share_the_requests_per_minute(redis: Redis, key: str) -> None:
    clock = FakeClock()
    a, b = shared(redis, key, clock, rpm=60), shared(redis, key, clock, rpm=60)
    assert await a.try_acquire_shared() == 0.0
    assert await b.try_acquire_shared() == pytest.approx(1.0, abs=1e-3)
    clock.advance(1.0)
    assert await b.try_acquire_shared() == 0.0
    assert await a.try_acquire_shared() == pytest.approx(1.0, abs=1e-3)
    # Greedy from both sides for two simulated minutes: one request a second in all.
    admitted = 0
    for step in range(1200):
        clock.advance(0.1)
        for limiter in (a, b) if step % 2 else (b, a):
            if await limiter.try_acquire_shared() == 0.0:
                admitted += 1
    assert admitted == 120


async def test_a_burst_is_allowed_up_to_request_burst_seconds(redis: Redis, key: str) -> None:
    clock = FakeClock()
    limiters = [shared(redis, key, clock, rpm=600, request_burst=0.5) for _ in range(3)]
    waits = [await limiters[i % 3].try_acquire_shared() for i in range(7)]
    # 10 requests/s with half a second of burst: five at once, then one every 0.1 s.
    assert waits[:5] == [0.0] * 5
    assert waits[5] == pytest.approx(0.1, abs=1e-3)


async def test_tokens_per_minute_are_shared_and_a_large_request_passes_when_full(
    redis: Redis, key: str
) -> None:
    clock = FakeClock()
    # 10 tokens a second, a bucket of 10.
    a, b = shared(redis, key, clock, tpm=600), shared(redis, key, clock, tpm=600)
    assert await a.try_acquire_shared(10) == 0.0
    assert await b.try_acquire_shared(5) == pytest.approx(0.5, abs=1e-3)
    clock.advance(1.0)
    assert await b.try_acquire_shared(50) == 0.0  # larger than the bucket: passes, in debt
    assert await a.try_acquire_shared(1) == pytest.approx(4.1, abs=1e-3)  # 41 tokens short


async def test_reconciled_token_estimates_are_given_back_to_every_replica(
    redis: Redis, key: str
) -> None:
    clock = FakeClock()
    a, b = shared(redis, key, clock, tpm=600), shared(redis, key, clock, tpm=600)
    permit = await a.acquire(10)
    assert await b.try_acquire_shared(8) > 0
    permit.reconcile(2)  # the reply said 2 tokens, not 10
    permit.release()
    assert isinstance(await a.acquire(0), Permit)  # the next acquire settles the difference
    assert await b.try_acquire_shared(8) == 0.0


async def test_a_pause_from_one_replica_holds_the_others(redis: Redis, key: str) -> None:
    clock = FakeClock()
    a, b = shared(redis, key, clock, rpm=6000), shared(redis, key, clock, rpm=6000)
    assert await b.try_acquire_shared() == 0.0
    a.record_response(429, {"Retry-After": "3"})
    assert await a.try_acquire_shared() == pytest.approx(3.0, abs=1e-3)
    assert await b.try_acquire_shared() == pytest.approx(3.0, abs=1e-3)
    clock.advance(3.0)
    assert await b.try_acquire_shared() == 0.0


async def test_slots_are_reserved_first_come_first_served(redis: Redis, key: str) -> None:
    clock = FakeClock()
    a, b = shared(redis, key, clock, rpm=60), shared(redis, key, clock, rpm=60)
    assert await a.reserve_shared() == (0.0, True)
    assert await b.reserve_shared() == (pytest.approx(1.0, abs=1e-3), True)
    assert await a.reserve_shared() == (pytest.approx(2.0, abs=1e-3), True)
    # Reserved slots are spent: one who only tries finds the budget taken until then.
    assert await b.try_acquire_shared() == pytest.approx(3.0, abs=1e-3)
    b.record_response(429, {"Retry-After": "10"})
    assert await b.reserve_shared() == (pytest.approx(10.0, abs=1e-3), False)  # paused
    assert await a.reserve_shared() == (pytest.approx(10.0, abs=1e-3), False)
    clock.advance(10.0)
    assert await a.reserve_shared() == (0.0, True)


class _FarRedis(Redis):
    """A Redis client whose scripts arrive late: a replica in a busier process, or farther
    from Redis, than the others."""

    async def evalsha(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        await anyio.sleep(0.02)
        return await super().evalsha(*args, **kwargs)


async def test_a_replica_slower_to_ask_still_gets_its_share(
    redis: Redis, redis_url: str, key: str
) -> None:
    from ragas_stream.clock import SystemClock

    rate = 20.0  # per second, a slot every 50 ms: the slow replica asks 20 ms late
    far = _FarRedis.from_url(redis_url)
    limiters = [
        shared(client, key, SystemClock(), rpm=rate * 60, max_concurrency=8, server_time=True)
        for client in (redis, far)
    ]
    admitted = [0, 0]

    async def hammer(number: int) -> None:
        while True:
            permit = await limiters[number].acquire()
            admitted[number] += 1
            permit.release()

    try:
        with anyio.move_on_after(2.0):
            async with anyio.create_task_group() as tg:
                for number in (0, 1):
                    for _ in range(4):
                        tg.start_soon(hammer, number)
    finally:
        await far.aclose()
    assert sum(admitted) <= 2 + rate * 2.0 + 1
    assert min(admitted) >= 0.3 * sum(admitted), admitted


async def test_concurrent_limiters_in_real_time_never_exceed_the_limit(
    redis: Redis, key: str
) -> None:
    from ragas_stream.clock import SystemClock

    rate = 20.0  # per second: rpm 1200, a burst of two
    limiters = [
        shared(redis, key, SystemClock(), rpm=rate * 60, max_concurrency=64, server_time=True)
        for _ in range(4)
    ]
    admitted: list[float] = []

    async def hammer(limiter: SharedRateLimiter) -> None:
        while True:
            permit = await limiter.acquire()
            admitted.append(time.monotonic())
            permit.release()

    with anyio.move_on_after(2.5):
        async with anyio.create_task_group() as tg:
            for limiter in limiters:
                for _ in range(4):
                    tg.start_soon(hammer, limiter)
    admitted.sort()
    span = admitted[-1] - admitted[0]
    assert len(admitted) <= 2 + rate * span + 1
    assert len(admitted) >= 0.8 * rate * span  # and the budget is used, not starved
    # Over every one-second window as well.
    for i, start in enumerate(admitted):
        within = sum(1 for t in admitted[i:] if t < start + 1.0)
        assert within <= rate + 2
    assert sum(limiter.shared_statistics().delayed for limiter in limiters) > 0


async def test_without_redis_it_falls_back_to_the_local_limiter() -> None:
    clock = FakeClock()
    limiter = SharedRateLimiter(
        LimiterConfig(rpm=600),
        redis="redis://127.0.0.1:1/0",  # nothing listens there
        key="unreachable",
        clock=clock,
        timeout=0.2,
    )
    async with limiter:
        with anyio.fail_after(5):
            first = await limiter.acquire()
            first.release()
            clock.advance(0.2)
            second = await limiter.acquire()  # within retry_interval: Redis is not asked
            second.release()
        stats = limiter.shared_statistics()
    assert (stats.fallbacks, stats.redis_errors, stats.admitted) == (2, 1, 0)
    assert "unreachable" in repr(limiter)


def test_a_shared_limit_needs_a_limit_to_share(redis_url: str) -> None:
    with pytest.raises(ValueError, match="rpm and/or tpm"):
        SharedRateLimiter(LimiterConfig(), redis=redis_url, key="k", clock=FakeClock())


async def _run_judges(emulator: JudgeEmulator, limiters: list[RateLimiter], seconds: float) -> None:
    endpoint = EndpointConfig(name="emu", base_url=emulator.url, model="judge", rpm=600)
    retry = RetryPolicy(max_attempts=1, base_delay=0.01, max_delay=0.05, deadline=10.0)

    async def ask(judge: LLMJudge, worker: int) -> None:
        for n in range(10_000):
            question = ExtractStatements(f"Question {worker}-{n}?", f"Answer {n}. It is {n}.")
            await judge.answer([question])

    async with anyio.create_task_group() as tg:
        judges = [LLMJudge(endpoint, limiter=limiter, retry=retry) for limiter in limiters]
        for judge in judges:
            await judge.__aenter__()
        try:
            with anyio.move_on_after(seconds):
                async with anyio.create_task_group() as workers:
                    for number, judge in enumerate(judges):
                        for worker in range(6):
                            workers.start_soon(ask, judge, number * 10 + worker)
        finally:
            for judge in judges:
                await judge.aclose()
        tg.cancel_scope.cancel()


async def test_three_judges_sharing_a_budget_stay_under_the_endpoint_limit(
    redis: Redis, key: str
) -> None:
    from ragas_stream.clock import SystemClock

    config = EmulatorConfig(rpm=600, latency_ms=5.0, ratelimit_headers=False)
    async with JudgeEmulator(config) as emulator:
        limiters: list[RateLimiter] = [
            SharedRateLimiter(
                LimiterConfig(rpm=600), redis=redis, key=key, clock=SystemClock(), name="emu"
            )
            for _ in range(3)
        ]
        await _run_judges(emulator, limiters, seconds=3.0)
        stats = emulator.statistics()
    assert stats.limited == 0, stats
    assert stats.accepted >= 20  # about 10 a second (plus the emulator's one-second burst)


async def test_three_judges_with_local_limits_alone_overshoot(redis: Redis) -> None:
    """The control for the test above: it would catch a shared limiter that shares nothing."""
    from ragas_stream.clock import SystemClock

    config = EmulatorConfig(rpm=600, latency_ms=5.0, ratelimit_headers=False)
    async with JudgeEmulator(config) as emulator:
        limiters = [RateLimiter(LimiterConfig(rpm=600), clock=SystemClock()) for _ in range(3)]
        await _run_judges(emulator, limiters, seconds=2.0)
        stats = emulator.statistics()
    assert stats.limited > 0, stats
