"""The judge benchmark: the whole pipeline against a rate-limited, faulty judge emulator.

``run_bench`` starts a ``JudgeEmulator`` (in this process, or as a child process so client and
server do not share a CPU), builds an ``LLMJudge`` for it, and runs the real ``Pipeline``
(``MemorySource`` → sampler at rate 1 → scorer with the configured metrics → a collecting
exporter) for ``duration`` seconds, feeding synthetic interactions closed-loop (a bounded
number outstanding, so nothing is shed). Then it stops feeding, lets the pipeline drain, and
reports one JSON-able dict:

* ``utilisation``: requests the emulator admitted per second over the measured window (after
  ``warmup``) divided by its limit (``rpm``/60);
* ``http_429`` / ``http_429_ratio``: responses with status 429 (limit or injected), of all;
* ``lost``: interactions submitted that ended neither scored nor errored (must be 0);
* ``judge_latency_ms``: p50/p99 of the judge's HTTP requests that got a reply;
* ``evaluations_per_s`` over the measured window, outcomes, metric statuses, retries.

Modes: ``configured`` (the client knows the limit), ``server-only`` (only the emulator does;
``ratelimit_headers`` off makes the client discover it by AIMD), ``faults`` (the limit is
configured and 30% of requests fail: spurious 429s, 5xx, hangs past the client timeout and
malformed replies, in equal parts).
"""

from __future__ import annotations

import math
import random
import subprocess
import sys
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

import aiohttp
import anyio
import orjson
from prometheus_client import CollectorRegistry

from .clock import SystemClock
from .emulator import EmulatorConfig, JudgeEmulator
from .events import Interaction, Reject
from .judges.endpoint import EndpointConfig
from .judges.llm import LLMJudge
from .judges.resilience import RetryPolicy
from .metrics import build_metrics
from .pipeline import Pipeline, PipelineConfig, Scorer
from .results import Evaluation, JudgeCall, Outcome
from .selfmetrics import SelfMetrics
from .sources.memory import MemorySource

__all__ = ["BenchConfig", "run_bench", "synthetic_interaction"]

Mode = Literal["configured", "server-only", "faults"]
MODES: tuple[Mode, ...] = ("configured", "server-only", "faults")


@dataclass(frozen=True, slots=True)
class BenchConfig:
    """One benchmark run. ``fault_rate`` applies in ``faults`` mode, split equally between
    throttling, server errors, hangs and malformed replies; a hang outlasts ``judge_timeout``.
    ``outstanding`` bounds interactions submitted but not settled (default: ``concurrency``,
    enough to keep the judge busy while keeping the final drain short)."""

    mode: Mode = "configured"
    duration: float = 30.0
    warmup: float = 3.0
    rpm: float = 1200.0
    tpm: float | None = None
    latency_ms: float = 100.0
    jitter_ms: float = 20.0
    concurrency: int = 32
    outstanding: int | None = None
    fault_rate: float = 0.3
    ratelimit_headers: bool = True
    judge_timeout: float = 2.0
    metrics: tuple[str, ...] = ("faithfulness", "answer_relevance", "context_relevance")
    plan: Literal["fused", "separate"] = "fused"
    in_process: bool = False
    drain_timeout: float = 60.0
    seed: int = 0

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}")
        if not self.duration > 0 or not 0 <= self.warmup < self.duration:
            raise ValueError("need duration > 0 and 0 <= warmup < duration")
        if not self.rpm > 0:
            raise ValueError("rpm must be > 0")
        if self.concurrency < 1:
            raise ValueError("concurrency must be >= 1")
        if not 0.0 <= self.fault_rate <= 1.0:
            raise ValueError("fault_rate must be in [0, 1]")

    def emulator_config(self) -> EmulatorConfig:
        """The emulator this run starts: the limit, latency and (faults mode) fault rates."""
        faults = self.fault_rate / 4.0 if self.mode == "faults" else 0.0
        return EmulatorConfig(
            latency_ms=self.latency_ms,
            jitter_ms=self.jitter_ms,
            rpm=self.rpm,
            tpm=self.tpm,
            throttle_rate=faults,
            error_rate=faults,
            timeout_rate=faults,
            malformed_rate=faults,
            hang_seconds=max(5.0, self.judge_timeout * 3),
            ratelimit_headers=self.ratelimit_headers,
            seed=self.seed,
        )


# -- synthetic traffic ----------------------------------------------------------------------

_PLACES = ("Harbor", "Granite", "Willow", "Copper", "Juniper", "Falcon", "Meridian", "Aspen")
_THINGS = ("Bridge", "Library", "Observatory", "Museum", "Tower", "Station", "Dam", "Lighthouse")
_CITIES = ("Lisbon", "Osaka", "Quito", "Tallinn", "Perth", "Accra", "Denver", "Bergen")


def synthetic_interaction(number: int, rng: random.Random) -> Interaction:
    """A plausible RAG interaction, unique per ``number`` (so no reply is served from cache):
    two or three context passages about a landmark and an answer that is faithful, partly
    made up, or off-topic."""
    name = f"{rng.choice(_PLACES)} {rng.choice(_THINGS)} {number}"
    city = rng.choice(_CITIES)
    height = rng.randrange(40, 400)
    year = rng.randrange(1850, 2020)
    visitors = rng.randrange(2, 90) * 10_000
    passages = [
        f"The {name} is a landmark in {city}. The {name} is {height} metres tall. "
        f"The {name} was completed in {year} after {rng.randrange(2, 9)} years of work.",
        f"About {visitors} people visit the {name} every year. Guided tours start at the "
        f"main entrance every hour. The site closes on public holidays.",
        f"{city} has a mild climate and a busy harbour. The city council maintains the "
        f"{name} and several parks nearby.",
    ][: rng.choice((2, 3))]
    kind = rng.random()
    if kind < 0.6:
        answer = f"The {name} is {height} metres tall and was completed in {year}."
    elif kind < 0.85:
        answer = (
            f"The {name} is {height + rng.randrange(5, 50)} metres tall, was completed in "
            f"{year}, and about {visitors} people visit it every year."
        )
    else:
        answer = f"{city} has a mild climate and several parks."
    question = f"How tall is the {name} and when was it completed?"
    return Interaction(
        id=f"bench-{number}",
        question=question,
        answer=answer,
        contexts=tuple(passages),
        labels=MappingProxyType({"route": "bench"}),
    )


# -- collecting exporter ------------------------------------------------------------------


@dataclass
class _Collector:
    """An exporter that keeps what the benchmark needs and signals settlements."""

    clock: SystemClock
    outcomes: Counter[str] = field(default_factory=Counter)
    statuses: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)
    latencies: list[float] = field(default_factory=list)
    finished_at: list[float] = field(default_factory=list)
    settled: int = 0
    changed: anyio.Event = field(default_factory=anyio.Event)
    _seen: set[tuple[float, float, str]] = field(default_factory=set)

    async def export(self, evaluation: Evaluation) -> None:
        self.finished_at.append(self.clock.monotonic())
        for result in evaluation.results:
            self.statuses[result.status.value] += 1
            if result.reason is not None and result.status.value == "error":
                self.reasons[result.reason] += 1
            for call in result.calls:
                self._latency(call)

    def _latency(self, call: JudgeCall) -> None:
        # The calls of one fused request share their timestamps; count the request once.
        key = (call.started_at, call.ended_at, call.operation)
        if key in self._seen or call.status in ("timeout", "connection"):
            return
        self._seen.add(key)
        self.latencies.append(call.ended_at - call.started_at)

    def record_outcome(
        self, outcome: Outcome, reason: str, item: Interaction | Reject | None
    ) -> None:
        self.outcomes[outcome.value] += 1
        self.settled += 1
        self.changed.set()
        self.changed = anyio.Event()

    async def aclose(self) -> None:
        return None


def _percentile(values: list[float], fraction: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    rank = max(0, math.ceil(fraction * len(ordered)) - 1)
    return ordered[rank]


# -- the emulator, in process or as a child ------------------------------------------------


@asynccontextmanager
async def _emulator(config: BenchConfig) -> AsyncIterator[str]:
    emulator_config = config.emulator_config()
    if config.in_process:
        async with JudgeEmulator(emulator_config) as emulator:
            yield emulator.url
        return
    argv = [
        sys.executable,
        "-c",
        "import sys; from ragas_stream.cli.emulator import run_from_argv; "
        "sys.exit(run_from_argv(sys.argv[1:]))",
        *_emulator_argv(emulator_config),
    ]
    process = await anyio.open_process(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert process.stdout is not None
        with anyio.fail_after(30):
            line = b""
            async for chunk in process.stdout:
                line += chunk
                if b"\n" in line:
                    break
        text = line.decode("utf-8", "replace").strip()
        if not text.startswith("judge emulator listening on "):
            raise RuntimeError(f"the judge emulator did not start: {text!r}")
        yield text.rsplit(" ", 1)[1]
    finally:
        with anyio.CancelScope(shield=True):
            if process.returncode is None:
                process.terminate()
                with anyio.move_on_after(5):
                    await process.wait()
                if process.returncode is None:
                    process.kill()
                    await process.wait()
            await process.aclose()


def _emulator_argv(c: EmulatorConfig) -> list[str]:
    argv = ["--port", "0", "--latency-ms", str(c.latency_ms), "--jitter-ms", str(c.jitter_ms)]
    argv += ["--rpm", str(c.rpm)] if c.rpm else []
    argv += ["--tpm", str(c.tpm)] if c.tpm else []
    argv += [
        "--error-rate", str(c.error_rate),
        "--malformed-rate", str(c.malformed_rate),
        "--timeout-rate", str(c.timeout_rate),
        "--throttle-rate", str(c.throttle_rate),
        "--hang-seconds", str(c.hang_seconds),
        "--seed", str(c.seed),
    ]  # fmt: skip
    if not c.ratelimit_headers:
        argv.append("--no-ratelimit-headers")
    return argv


async def _emulator_stats(http: aiohttp.ClientSession, url: str) -> dict[str, Any]:
    async with http.get(url.removesuffix("/v1") + "/stats") as response:
        stats: dict[str, Any] = orjson.loads(await response.read())
        return stats


# -- the run --------------------------------------------------------------------------------


async def run_bench(config: BenchConfig) -> dict[str, Any]:
    """Run one benchmark (see the module docstring) and return its report."""
    clock = SystemClock()
    rng = random.Random(config.seed)
    selfmetrics = SelfMetrics(CollectorRegistry())
    collector = _Collector(clock)
    outstanding_cap = config.outstanding or config.concurrency
    client_knows = config.mode in ("configured", "faults")
    async with _emulator(config) as url, aiohttp.ClientSession() as http:
        endpoint = EndpointConfig(
            name="bench",
            base_url=url,
            model="emulated-judge",
            embedding_model="emulated-embedding",
            rpm=config.rpm if client_knows else None,
            tpm=config.tpm if client_knows else None,
            max_concurrency=2 * config.concurrency,
            timeout=config.judge_timeout,
        )
        retry = RetryPolicy(deadline=min(30.0, config.drain_timeout / 2))
        async with LLMJudge(endpoint, selfmetrics=selfmetrics, clock=clock, retry=retry) as judge:
            source = MemorySource(capacity=outstanding_cap + 16, clock=clock)
            scorer = Scorer(
                judge,
                build_metrics(config.metrics),
                plan=config.plan,
                metric_timeout=config.drain_timeout,
                clock=clock,
            )
            pipeline = Pipeline(
                source,
                scorer,
                exporters=[collector],
                selfmetrics=selfmetrics,
                config=PipelineConfig(
                    concurrency=config.concurrency,
                    queue_size=outstanding_cap,
                    plan=config.plan,
                    metric_timeout=config.drain_timeout,
                    drain_timeout=config.drain_timeout,
                ),
                clock=clock,
            )
            submitted = 0
            window: dict[str, Any] = {}
            started = clock.monotonic()
            done = anyio.Event()

            async def run_pipeline(*, task_status: Any = anyio.TASK_STATUS_IGNORED) -> None:
                await pipeline.run(task_status=task_status)
                done.set()

            async with anyio.create_task_group() as tg:
                await tg.start(run_pipeline)

                async def measure() -> None:
                    await anyio.sleep(config.warmup)
                    window["start"] = clock.monotonic()
                    window["before"] = await _emulator_stats(http, url)

                tg.start_soon(measure)
                end = started + config.duration
                while clock.monotonic() < end:
                    while submitted - collector.settled < outstanding_cap:
                        if not source.submit(synthetic_interaction(submitted, rng)):
                            raise RuntimeError("the benchmark source refused an interaction")
                        submitted += 1
                    changed = collector.changed
                    with anyio.move_on_after(max(0.0, end - clock.monotonic())):
                        await changed.wait()
                window["end"] = clock.monotonic()
                window["after"] = await _emulator_stats(http, url)
                # No more input: the pipeline drains what it holds, then run() returns. Past
                # the drain timeout, stop() abandons the rest, which then counts as lost.
                source.close()
                with anyio.move_on_after(config.drain_timeout):
                    await done.wait()
                if not done.is_set():
                    pipeline.stop()
            window["final"] = await _emulator_stats(http, url)
            drained = clock.monotonic() - window["end"]
            client = judge.statistics()
    return _report(config, submitted, collector, window, drained, client)


def _report(
    config: BenchConfig,
    submitted: int,
    collector: _Collector,
    window: dict[str, Any],
    drained: float,
    client: Any,
) -> dict[str, Any]:
    span = window["end"] - window["start"]
    before, after, final = window["before"], window["after"], window["final"]
    accepted = after["accepted"] - before["accepted"]
    requests = final["requests"]
    throttled = final["by_status"].get("429", 0)
    finished = sum(1 for t in collector.finished_at if window["start"] <= t <= window["end"])
    scored = collector.outcomes.get(Outcome.SCORED.value, 0)
    errored = collector.outcomes.get(Outcome.ERRORED.value, 0)
    p50 = _percentile(collector.latencies, 0.50)
    p99 = _percentile(collector.latencies, 0.99)
    return {
        "mode": config.mode,
        "duration_s": config.duration,
        "measured_window_s": round(span, 3),
        "emulator": {
            "rpm": config.rpm,
            "tpm": config.tpm,
            "latency_ms": config.latency_ms,
            "jitter_ms": config.jitter_ms,
            "ratelimit_headers": config.ratelimit_headers,
            "injected_faults": final["faults"],
            "in_process": config.in_process,
        },
        "client": {
            "configured_rpm": config.rpm if config.mode != "server-only" else None,
            "final_rpm_limit": client.limiter.rpm_limit,
            "limit_decreases": client.limiter.decreases,
            "concurrency": config.concurrency,
            "plan": config.plan,
            "retries": client.retries,
            "repairs": client.repairs,
            "breaker_opened": client.breaker.opened,
        },
        "utilisation": round(accepted / span / (config.rpm / 60.0), 4),
        "achieved_rpm": round(accepted / span * 60.0, 1),
        "judge_requests": requests,
        "http_429": throttled,
        "http_429_ratio": round(throttled / requests, 4) if requests else 0.0,
        "emulator_status": final["by_status"],
        "submitted": submitted,
        "outcomes": dict(collector.outcomes),
        "lost": submitted - scored - errored,
        "metric_results": dict(collector.statuses),
        "metric_error_reasons": dict(collector.reasons),
        "judge_latency_ms": {
            "p50": round(p50 * 1000, 1) if p50 is not None else None,
            "p99": round(p99 * 1000, 1) if p99 is not None else None,
            "requests": len(collector.latencies),
        },
        "evaluations_per_s": round(finished / span, 2),
        "drain_s": round(drained, 3),
    }
