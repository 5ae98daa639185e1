"""Retries, the circuit breaker and endpoint fallback — units, then over real HTTP."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from typing import Any

import anyio
import pytest
from prometheus_client import CollectorRegistry

from ragas_stream.emulator import EmulatorConfig, JudgeEmulator
from ragas_stream.judges.endpoint import EndpointConfig
from ragas_stream.judges.fallback import FallbackJudge
from ragas_stream.judges.llm import LLMJudge, build_judge
from ragas_stream.judges.questions import ExtractStatements
from ragas_stream.judges.ratelimit import LimiterConfig, RateLimiter
from ragas_stream.judges.resilience import (
    BreakerConfig,
    BreakerState,
    CircuitBreaker,
    RetryPolicy,
    classify_status,
)
from ragas_stream.selfmetrics import SelfMetrics

QUESTION = ExtractStatements("How tall is Tokyo Tower?", "Tokyo Tower is 333 metres tall.")
FAST_RETRY = RetryPolicy(max_attempts=4, base_delay=0.01, max_delay=0.05, deadline=20.0)


class FakeClock:
    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def time(self) -> float:
        return 1_700_000_000.0 + self.now

    def monotonic(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


# -- units ------------------------------------------------------------------------------------


def test_backoff_is_full_jitter_under_an_exponential_ceiling() -> None:
    policy = RetryPolicy(base_delay=0.5, max_delay=4.0)
    rng = random.Random(7)
    for attempt, ceiling in ((1, 0.5), (2, 1.0), (3, 2.0), (4, 4.0), (9, 4.0)):
        draws = [policy.backoff(attempt, rng) for _ in range(300)]
        assert all(0.0 <= d <= ceiling for d in draws)
        assert max(draws) > 0.8 * ceiling  # spread over the whole range, not a fixed delay
        assert min(draws) < 0.2 * ceiling


@pytest.mark.parametrize(
    ("status", "timed_out", "label", "retryable"),
    [
        (200, False, "ok", False),
        (429, False, "http_429", True),
        (500, False, "http_5xx", True),
        (503, False, "http_5xx", True),
        (400, False, "http_4xx", False),
        (401, False, "http_4xx", False),
        (None, True, "timeout", True),
        (None, False, "connection", True),
    ],
)
def test_only_throttling_server_errors_and_network_failures_are_retried(
    status: int | None, timed_out: bool, label: str, retryable: bool
) -> None:
    assert classify_status(status, timed_out=timed_out) == label
    assert RetryPolicy.retryable(label) is retryable


def test_breaker_opens_after_consecutive_failures_only() -> None:
    clock = FakeClock()
    breaker = CircuitBreaker(BreakerConfig(failure_threshold=3), clock=clock)
    for _ in range(2):
        assert breaker.allow()
        breaker.record_failure()
    assert breaker.allow()
    breaker.record_success()  # a success in between resets the count
    for _ in range(2):
        breaker.record_failure()
    assert breaker.state is BreakerState.CLOSED
    breaker.record_failure()
    assert breaker.state is BreakerState.OPEN
    assert not breaker.allow()
    assert breaker.statistics().rejected == 1


def test_breaker_half_opens_lets_one_probe_through_and_closes_on_success() -> None:
    clock = FakeClock()
    changes: list[BreakerState] = []
    config = BreakerConfig(failure_threshold=1, reset_timeout=5.0)
    breaker = CircuitBreaker(config, clock=clock, on_change=changes.append)
    breaker.record_failure()
    clock.advance(4.9)
    assert not breaker.allow()
    clock.advance(0.1)
    assert breaker.state is BreakerState.HALF_OPEN
    assert breaker.allow()
    assert not breaker.allow()  # only one probe at a time
    breaker.record_success()
    assert breaker.state is BreakerState.CLOSED
    assert changes == [BreakerState.OPEN, BreakerState.HALF_OPEN, BreakerState.CLOSED]


def test_a_failed_probe_reopens_for_twice_as_long() -> None:
    clock = FakeClock()
    config = BreakerConfig(failure_threshold=1, reset_timeout=2.0, max_reset_timeout=5.0)
    breaker = CircuitBreaker(config, clock=clock)
    breaker.record_failure()
    clock.advance(2.0)
    assert breaker.allow()
    breaker.record_failure()
    assert breaker.state is BreakerState.OPEN
    assert breaker.retry_in() == pytest.approx(4.0)
    clock.advance(4.0)
    assert breaker.allow()
    breaker.record_failure()
    assert breaker.retry_in() == pytest.approx(5.0)  # capped


def test_a_neutral_outcome_frees_the_probe() -> None:
    clock = FakeClock()
    breaker = CircuitBreaker(BreakerConfig(failure_threshold=1, reset_timeout=1.0), clock=clock)
    breaker.record_failure()
    clock.advance(1.0)
    assert breaker.allow()
    breaker.record_neutral()  # e.g. the probe was throttled: it proved nothing
    assert breaker.state is BreakerState.HALF_OPEN
    assert breaker.allow()


# -- over HTTP ----------------------------------------------------------------------------


@pytest.fixture
async def emulator() -> AsyncIterator[JudgeEmulator]:
    async with JudgeEmulator(EmulatorConfig(latency_ms=1.0, hang_seconds=5.0)) as emu:
        yield emu


def endpoint(emu: JudgeEmulator, name: str = "primary", **options: Any) -> EndpointConfig:
    options.setdefault("rpm", 60_000)
    return EndpointConfig(name=name, base_url=emu.url, model="judge", **options)


@pytest.mark.anyio
async def test_server_errors_are_retried_until_an_answer(
    emulator: JudgeEmulator, registry: CollectorRegistry
) -> None:
    emulator.script(["error", "error", "ok"])
    metrics = SelfMetrics(registry)
    async with LLMJudge(endpoint(emulator), retry=FAST_RETRY, selfmetrics=metrics) as judge:
        with anyio.fail_after(10):
            [answer] = await judge.answer([QUESTION])
    assert answer.error is None
    assert [c.status for c in answer.calls] == ["http_5xx", "http_5xx", "ok"]
    assert emulator.statistics().requests == 3
    labels = {"endpoint": "primary", "reason": "http_5xx"}
    assert registry.get_sample_value("ragas_stream_judge_retries_total", labels) == 2


@pytest.mark.anyio
async def test_a_timed_out_request_is_retried(emulator: JudgeEmulator) -> None:
    emulator.script(["timeout", "ok"])
    async with LLMJudge(endpoint(emulator, timeout=0.6), retry=FAST_RETRY) as judge:
        with anyio.fail_after(10):
            [answer] = await judge.answer([QUESTION])
    assert answer.error is None
    assert [c.status for c in answer.calls] == ["timeout", "ok"]


@pytest.mark.anyio
async def test_retries_stop_at_max_attempts_with_the_last_reason(emulator: JudgeEmulator) -> None:
    emulator.script(["timeout"] * 3)
    retry = RetryPolicy(max_attempts=2, base_delay=0.01, deadline=20.0)
    async with LLMJudge(endpoint(emulator, timeout=0.2), retry=retry) as judge:
        with anyio.fail_after(10):
            [answer] = await judge.answer([QUESTION])
    assert answer.error is not None and answer.error.reason == "timeout"
    assert emulator.statistics().requests == 2


@pytest.mark.anyio
async def test_no_attempt_starts_after_the_deadline(emulator: JudgeEmulator) -> None:
    emulator.script(["timeout"] * 10)
    retry = RetryPolicy(max_attempts=10, base_delay=0.01, deadline=0.5)
    async with LLMJudge(endpoint(emulator, timeout=5.0), retry=retry) as judge:
        with anyio.fail_after(5):
            [answer] = await judge.answer([QUESTION])
    assert answer.error is not None and answer.error.reason == "timeout"
    assert emulator.statistics().requests == 1  # the one attempt ran into the deadline


@pytest.mark.anyio
async def test_a_client_error_is_not_retried() -> None:
    config = EmulatorConfig(latency_ms=0.0, api_key="the-right-key")
    async with JudgeEmulator(config) as emu:
        ep = endpoint(emu, api_key_env="KEY")
        async with build_judge([ep], env={"KEY": "a-wrong-key"}, retry=FAST_RETRY) as judge:
            with anyio.fail_after(10):
                [answer] = await judge.answer([QUESTION])
        assert answer.error is not None and answer.error.reason == "http_401"
        assert emu.statistics().requests == 1


def _breaker_judge(
    emu: JudgeEmulator, clock: FakeClock, metrics: SelfMetrics | None = None
) -> LLMJudge:
    # A fake clock controls the breaker; the limiter then needs no buckets (they would
    # never refill), so it limits concurrency only.
    return LLMJudge(
        endpoint(emu, rpm=None),
        clock=clock,
        retry=RetryPolicy(max_attempts=1),
        breaker=BreakerConfig(failure_threshold=3, reset_timeout=5.0),
        limiter=RateLimiter(LimiterConfig(adaptive=False), clock=clock),
        selfmetrics=metrics,
    )


@pytest.mark.anyio
async def test_breaker_opens_on_failures_and_recovers_through_a_probe(
    emulator: JudgeEmulator, registry: CollectorRegistry
) -> None:
    clock = FakeClock()
    metrics = SelfMetrics(registry)
    state = {"endpoint": "primary"}
    emulator.script(["error", "error", "error"])
    async with _breaker_judge(emulator, clock, metrics) as judge:
        with anyio.fail_after(10):
            for _ in range(3):
                [answer] = await judge.answer([QUESTION])
                assert answer.error is not None and answer.error.reason.startswith("http_5")
            assert registry.get_sample_value("ragas_stream_judge_breaker_state", state) == 2
            [answer] = await judge.answer([QUESTION])
            assert answer.error is not None and answer.error.reason == "circuit_open"
            assert emulator.statistics().requests == 3  # rejected without a request

            clock.advance(5.0)
            [answer] = await judge.answer([QUESTION])  # the half-open probe
    assert answer.error is None
    assert judge.breaker.state is BreakerState.CLOSED
    assert registry.get_sample_value("ragas_stream_judge_breaker_state", state) == 0
    assert emulator.statistics().requests == 4


@pytest.mark.anyio
async def test_fallback_endpoint_answers_while_the_primary_is_down(
    emulator: JudgeEmulator,
) -> None:
    async with JudgeEmulator(EmulatorConfig(latency_ms=1.0, error_rate=1.0)) as broken:
        primary = endpoint(broken, name="primary", priority=0)
        backup = endpoint(emulator, name="backup", priority=1)
        judge = build_judge(
            [backup, primary],  # priority, not list order, decides
            retry=RetryPolicy(max_attempts=2, base_delay=0.01, deadline=20.0),
            breaker=BreakerConfig(failure_threshold=2, reset_timeout=60.0),
        )
        assert isinstance(judge, FallbackJudge)
        assert judge.name == "primary>backup"
        async with judge:
            with anyio.fail_after(10):
                [first] = await judge.answer([QUESTION])
                [second] = await judge.answer([QUESTION])
        assert first.error is None and second.error is None
        assert [c.status for c in first.calls] == ["http_5xx", "http_5xx", "ok"]
        assert broken.statistics().requests == 2  # the open breaker spared it the second time
        assert emulator.statistics().accepted == 2
        assert first.value == second.value


@pytest.mark.anyio
async def test_fallback_when_the_primary_refuses_connections(emulator: JudgeEmulator) -> None:
    async with JudgeEmulator(EmulatorConfig()) as gone:
        dead_url = gone.url
    primary = EndpointConfig(name="primary", base_url=dead_url, model="judge", rpm=60_000)
    backup = endpoint(emulator, name="backup", priority=1)
    async with build_judge([primary, backup], retry=FAST_RETRY) as judge:
        with anyio.fail_after(10):
            [answer] = await judge.answer([QUESTION])
    assert answer.error is None
    assert [c.status for c in answer.calls][-1] == "ok"
    assert "connection" in [c.status for c in answer.calls]


@pytest.mark.anyio
async def test_an_invalid_reply_is_not_passed_to_the_fallback(emulator: JudgeEmulator) -> None:
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0, malformed_rate=1.0)) as sloppy:
        primary = endpoint(sloppy, name="primary")
        backup = endpoint(emulator, name="backup", priority=1)
        async with build_judge([primary, backup], retry=FAST_RETRY) as judge:
            with anyio.fail_after(10):
                [answer] = await judge.answer([QUESTION])
    assert answer.error is not None and answer.error.reason == "invalid_reply"
    assert emulator.statistics().requests == 0


@pytest.mark.anyio
async def test_a_lone_endpoint_waits_for_its_breaker_probe_instead_of_failing(
    emulator: JudgeEmulator,
) -> None:
    emulator.script(["error", "error"])
    judge = build_judge(
        [endpoint(emulator)],
        retry=RetryPolicy(max_attempts=1, base_delay=0.01, deadline=10.0),
        breaker=BreakerConfig(failure_threshold=2, reset_timeout=0.3),
    )
    assert isinstance(judge, LLMJudge) and judge.wait_when_open
    async with judge:
        with anyio.fail_after(10):
            for _ in range(2):
                [failed] = await judge.answer([QUESTION])
                assert failed.error is not None
            assert judge.breaker.state is BreakerState.OPEN
            [answer] = await judge.answer([QUESTION])
    assert answer.error is None  # it waited for the half-open probe, which succeeded
    assert judge.breaker.state is BreakerState.CLOSED
    assert emulator.statistics().requests == 3
