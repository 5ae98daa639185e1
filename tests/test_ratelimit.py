"""The per-endpoint rate limiter: buckets, pauses, header learning and limit discovery."""

from __future__ import annotations

import math
from datetime import UTC, datetime
from email.utils import format_datetime

import anyio
import pytest
from prometheus_client import CollectorRegistry

from ragas_stream.judges.ratelimit import (
    LimiterConfig,
    Permit,
    RateLimiter,
    TokenBucket,
    parse_duration_header,
    parse_retry_after,
)
from ragas_stream.selfmetrics import SelfMetrics


class FakeClock:
    """Time that moves only when told to."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def time(self) -> float:
        return 1_700_000_000.0 + self.now

    def monotonic(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def limiter(clock: FakeClock, **options: object) -> RateLimiter:
    return RateLimiter(LimiterConfig(**options), clock=clock, name="test")  # type: ignore[arg-type]


def drain(rl: RateLimiter, clock: FakeClock, seconds: float, cost: int = 0) -> list[float]:
    """Acquire greedily for ``seconds`` of fake time; the admission times."""
    end = clock.now + seconds
    admitted: list[float] = []
    while clock.now < end:
        result = rl.try_acquire(cost)
        if isinstance(result, Permit):
            admitted.append(clock.now)
            result.release()
        else:
            assert result > 0
            clock.advance(min(result, end - clock.now) if result < math.inf else 0.01)
    return admitted


def test_requests_per_minute_is_never_exceeded_over_any_minute() -> None:
    clock = FakeClock()
    rl = limiter(clock, rpm=120, adaptive=False)
    admitted = drain(rl, clock, 180.0)
    for start in admitted:
        in_window = [t for t in admitted if start <= t < start + 60.0]
        assert len(in_window) <= 120 + 1  # the rate plus the one-request burst
    assert len(admitted) >= 120 * 3 - 1  # and the limiter does not under-use it


def test_tokens_per_minute_is_never_exceeded_over_any_minute() -> None:
    clock = FakeClock()
    rl = limiter(clock, tpm=6000, adaptive=False)
    admitted = drain(rl, clock, 180.0, cost=450)
    for start in admitted:
        tokens = 450 * len([t for t in admitted if start <= t < start + 60.0])
        assert tokens <= 6000 + 100 + 450  # the rate, one second of burst, one request of debt
    assert 450 * len(admitted) >= 6000 * 3 - 450


def test_reconciled_usage_delays_what_follows() -> None:
    clock = FakeClock()
    rl = limiter(clock, tpm=6000, adaptive=False)  # 100 tokens/s, bucket of 100
    permit = rl.try_acquire(100)
    assert isinstance(permit, Permit)
    permit.reconcile(1000)  # the reply said it cost ten times the estimate
    permit.release()
    delay = rl.try_acquire(100)
    assert delay == pytest.approx(10.0)


def test_refund_returns_tokens_the_server_did_not_count() -> None:
    clock = FakeClock()
    rl = limiter(clock, tpm=6000, adaptive=False)
    permit = rl.try_acquire(100)
    assert isinstance(permit, Permit)
    permit.refund()
    permit.release()
    assert isinstance(rl.try_acquire(100), Permit)


def test_concurrency_limit_holds_until_a_permit_is_released() -> None:
    clock = FakeClock()
    rl = limiter(clock, max_concurrency=2, adaptive=False)
    first, second = rl.try_acquire(), rl.try_acquire()
    assert isinstance(first, Permit) and isinstance(second, Permit)
    assert rl.try_acquire() == math.inf
    first.release()
    first.release()  # idempotent: must not free a second slot
    third = rl.try_acquire()
    assert isinstance(third, Permit)
    assert rl.try_acquire() == math.inf
    assert rl.statistics().in_flight == 2


def test_retry_after_seconds_pauses_every_admission() -> None:
    clock = FakeClock()
    rl = limiter(clock, adaptive=False)
    rl.record_response(429, {"Retry-After": "2"})
    assert rl.try_acquire() == pytest.approx(2.0)
    clock.advance(1.999)
    assert not isinstance(rl.try_acquire(), Permit)
    clock.advance(0.001)
    assert isinstance(rl.try_acquire(), Permit)


def test_retry_after_http_date_pauses_until_that_time() -> None:
    clock = FakeClock()
    rl = limiter(clock, adaptive=False)
    when = datetime.fromtimestamp(math.floor(clock.time()) + 3, tz=UTC)
    rl.record_response(429, {"retry-after": format_datetime(when, usegmt=True)})
    assert rl.try_acquire() == pytest.approx(3.0 - (clock.time() % 1), abs=1e-6)


def test_retry_after_ms_is_preferred_for_precision() -> None:
    clock = FakeClock()
    headers = {"Retry-After": "1", "retry-after-ms": "250"}
    assert parse_retry_after(headers, clock.time()) == pytest.approx(0.25)
    assert parse_retry_after({"Retry-After": "soon"}, clock.time()) is None
    assert parse_retry_after({"Retry-After": "100000"}, clock.time()) == 300.0


def test_a_later_short_pause_never_shortens_a_long_one() -> None:
    clock = FakeClock()
    rl = limiter(clock, adaptive=False)
    rl.pause(5.0)
    rl.record_response(429, {"retry-after-ms": "100"})
    assert rl.try_acquire() == pytest.approx(5.0)


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("1s", 1.0), ("6m0s", 360.0), ("20ms", 0.02), ("1.5", 1.5), ("2h3m4.5s", 7384.5)],
)
def test_reset_durations_in_provider_formats(text: str, seconds: float) -> None:
    assert parse_duration_header(text) == pytest.approx(seconds)


def test_unreadable_reset_duration_is_ignored() -> None:
    assert parse_duration_header("soon") is None
    assert parse_duration_header("1s junk") is None


def test_advertised_limit_is_adopted_when_none_is_configured() -> None:
    clock = FakeClock()
    rl = limiter(clock)
    rl.record_response(200, {"x-ratelimit-limit-requests": "300"}, 0.1)
    assert rl.rpm_limit == 300
    rl.record_response(200, {"x-ratelimit-limit-tokens": "90000"}, 0.1)
    assert rl.tpm_limit == 90000


def test_the_lower_of_configured_and_advertised_limits_wins() -> None:
    clock = FakeClock()
    low = limiter(clock, rpm=100)
    low.record_response(200, {"X-RateLimit-Limit-Requests": "500"}, 0.1)
    assert low.rpm_limit == 100
    high = limiter(clock, rpm=1000)
    high.record_response(200, {"x-ratelimit-limit-requests": "500"}, 0.1)
    assert high.rpm_limit == 500


def test_exhausted_remaining_requests_pauses_one_request_interval() -> None:
    clock = FakeClock()
    rl = limiter(clock, rpm=600, adaptive=False, request_burst=10.0)
    headers = {
        "x-ratelimit-limit-requests": "600",
        "x-ratelimit-remaining-requests": "0",
        "x-ratelimit-reset-requests": "6s",
    }
    rl.record_response(200, headers, 0.05)
    assert rl.try_acquire() == pytest.approx(0.1)  # 60 s / 600, not the 6 s to a full bucket


def test_discovery_finds_a_server_limit_without_headers() -> None:
    """AIMD against a server-side bucket it knows nothing about: high use, few 429s."""
    clock = FakeClock()
    rl = limiter(clock)  # nothing configured: discover
    server_rpm = 1200.0
    server = TokenBucket(server_rpm / 60.0, server_rpm / 60.0, clock.monotonic())
    accepted: list[float] = []
    throttled = 0
    latency = 0.05
    end = clock.now + 120.0
    while clock.now < end:
        result = rl.try_acquire()
        if isinstance(result, Permit):
            now = clock.monotonic()
            wait = server.wait_time(1.0, now)
            if wait > 0:
                throttled += 1
                rl.record_response(429, {"retry-after-ms": str(math.ceil(wait * 1000))})
            else:
                server.take(1.0, now)
                accepted.append(now)
                rl.record_response(200, {}, latency)
            result.release()
        else:
            clock.advance(min(result, 0.05))
    steady = [t for t in accepted if t >= end - 60.0]
    utilisation = len(steady) / server_rpm
    assert utilisation >= 0.85
    assert throttled / (len(accepted) + throttled) < 0.02
    assert rl.statistics().decreases >= 1


def test_discovery_does_not_grow_the_limit_while_the_limiter_is_idle() -> None:
    clock = FakeClock()
    rl = limiter(clock)
    start = rl.rpm_limit
    for _ in range(50):  # one request every 2 s never meets the limit
        permit = rl.try_acquire()
        assert isinstance(permit, Permit)
        permit.release()
        rl.record_response(200, {}, 0.05)
        clock.advance(2.0)
    assert rl.rpm_limit == start


def test_growing_latency_lowers_a_discovered_limit() -> None:
    clock = FakeClock()
    rl = limiter(clock)
    before = rl.rpm_limit
    assert before is not None
    for _ in range(40):
        rl.record_response(200, {}, 0.1)
        clock.advance(0.05)
    for _ in range(20):
        rl.record_response(200, {}, 2.0)  # the server started queueing
        clock.advance(0.05)
    after = rl.rpm_limit
    assert after is not None and after < before


def test_a_configured_limit_is_not_lowered_by_throttling() -> None:
    clock = FakeClock()
    rl = limiter(clock, rpm=600)
    for _ in range(5):
        rl.record_response(429, {"retry-after-ms": "10"})
        clock.advance(2.0)
    assert rl.rpm_limit == 600
    assert rl.statistics().throttled == 5


def test_selfmetrics_show_the_enforced_limit_and_the_wait(registry: CollectorRegistry) -> None:
    clock = FakeClock()
    metrics = SelfMetrics(registry)
    rl = RateLimiter(LimiterConfig(rpm=90), clock=clock, name="ep", selfmetrics=metrics)
    value = registry.get_sample_value(
        "ragas_stream_judge_limit_requests_per_minute", {"endpoint": "ep"}
    )
    assert value == 90
    unlimited = RateLimiter(
        LimiterConfig(adaptive=False), clock=clock, name="free", selfmetrics=metrics
    )
    assert unlimited.rpm_limit is None
    value = registry.get_sample_value(
        "ragas_stream_judge_limit_requests_per_minute", {"endpoint": "free"}
    )
    assert value == math.inf
    del rl


@pytest.mark.anyio
async def test_waiters_are_admitted_in_arrival_order() -> None:
    from ragas_stream.clock import SystemClock

    rl = RateLimiter(LimiterConfig(max_concurrency=1, adaptive=False), clock=SystemClock())
    order: list[int] = []
    holder = await rl.acquire()

    async def take(number: int, queued: anyio.Event) -> None:
        queued.set()
        permit = await rl.acquire()
        order.append(number)
        permit.release()

    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            for number in range(5):
                queued = anyio.Event()
                tg.start_soon(take, number, queued)
                await queued.wait()
                await anyio.wait_all_tasks_blocked()
            assert rl.statistics().waiting == 5
            holder.release()
    assert order == [0, 1, 2, 3, 4]


@pytest.mark.anyio
async def test_a_cancelled_waiter_does_not_block_those_behind_it() -> None:
    from ragas_stream.clock import SystemClock

    rl = RateLimiter(LimiterConfig(max_concurrency=1, adaptive=False), clock=SystemClock())
    holder = await rl.acquire()
    admitted = anyio.Event()

    async def second() -> None:
        permit = await rl.acquire()
        admitted.set()
        permit.release()

    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            with anyio.CancelScope() as doomed:
                doomed.cancel()
                await rl.acquire()  # cancelled while queued at the head
            tg.start_soon(second)
            await anyio.wait_all_tasks_blocked()
            holder.release()
            await admitted.wait()
    assert rl.statistics().waiting == 0
    assert rl.statistics().in_flight == 0


@pytest.mark.anyio
async def test_acquire_waits_out_a_pause_in_real_time() -> None:
    from ragas_stream.clock import SystemClock

    clock = SystemClock()
    rl = RateLimiter(LimiterConfig(adaptive=False), clock=clock)
    rl.pause(0.2)
    started = clock.monotonic()
    with anyio.fail_after(5):
        async with rl.slot():
            waited = clock.monotonic() - started
    assert waited >= 0.2
    assert rl.statistics().in_flight == 0


# -- over real HTTP to the emulator -----------------------------------------------------------


@pytest.mark.anyio
async def test_retry_after_is_honoured_no_request_before_it_elapses() -> None:
    from ragas_stream.emulator import EmulatorConfig, JudgeEmulator
    from ragas_stream.judges.endpoint import EndpointConfig
    from ragas_stream.judges.llm import LLMJudge
    from ragas_stream.judges.questions import ExtractStatements

    # Whole seconds only (no retry-after-ms), so the client must wait the full second.
    config = EmulatorConfig(latency_ms=0.0, retry_after_ms=False)
    async with JudgeEmulator(config) as emu:
        emu.script(["throttle"])
        ep = EndpointConfig(name="emu", base_url=emu.url, model="judge", rpm=60_000)
        questions = [ExtractStatements("Q?", f"Answer number {i} is here.") for i in range(3)]
        async with LLMJudge(ep) as judge:
            with anyio.fail_after(10):
                [first] = await judge.answer(questions[:1])
                rest = await judge.answer(questions[1:])  # asked after the 429 came back
        records = list(emu.requests)
    assert first.error is None and all(a.error is None for a in rest)
    assert records[0].status == 429
    throttled_at = records[0].arrived
    assert len(records) >= 2
    for later in records[1:]:
        assert later.arrived - throttled_at >= 1.0


@pytest.mark.anyio
async def test_tokens_per_minute_is_respected_over_http() -> None:
    from ragas_stream.clock import SystemClock
    from ragas_stream.emulator import EmulatorConfig, JudgeEmulator
    from ragas_stream.judges.endpoint import EndpointConfig
    from ragas_stream.judges.llm import LLMJudge
    from ragas_stream.judges.questions import ExtractStatements

    tpm = 90_000.0  # 1500 tokens/s; each request below costs ~330
    # The server's bucket holds half a second more than the client's: two requests the client
    # sent a bucket apart may reach it closer together on a busy machine. Ten requests sent
    # at once (~3,300 tokens) still overflow it.
    config = EmulatorConfig(latency_ms=0.0, tpm=tpm, ratelimit_headers=False, burst_seconds=1.5)
    clock = SystemClock()
    async with JudgeEmulator(config) as emu:
        ep = EndpointConfig(name="emu", base_url=emu.url, model="judge", tpm=tpm, fuse=False)
        questions = [ExtractStatements("Q?", f"Answer {i} is a short one.") for i in range(10)]
        started = clock.monotonic()
        async with LLMJudge(ep) as judge:
            with anyio.fail_after(20):
                answers = await judge.answer(questions)
        elapsed = clock.monotonic() - started
        stats = emu.statistics()
    assert all(a.error is None for a in answers)
    assert stats.limited == 0  # the client never went over the server's limit
    assert stats.by_status == {"200": 10}
    # What the server counted fits in its one-second bucket plus the refill meanwhile.
    assert stats.tokens <= tpm / 60.0 * (1.0 + elapsed)
    assert elapsed >= (stats.tokens - tpm / 60.0) / (tpm / 60.0) * 0.9
