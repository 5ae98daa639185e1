"""Scale-out past one process: sidecars sharing a Redis consumer group or a JetStream durable
consumer score every interaction, and once; after one is killed with SIGKILL, its unfinished
interactions are taken over by the others. Processes sharing a judge budget in Redis together
stay under the endpoint's requests/min, as the judge emulator counts it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
import uuid
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anyio
import nats
import orjson
import pytest
import redis

from ragas_stream.sources.spec import default_consumer_name

pytestmark = [pytest.mark.slow, pytest.mark.broker]

INTERACTIONS = 1500
ENV = {
    "RAGAS_STREAM__PIPELINE__CONCURRENCY": "4",
    "RAGAS_STREAM__PIPELINE__QUEUE_SIZE": "8",
    "RAGAS_STREAM__EXPORTERS__ENABLED": "jsonl",
    "RAGAS_STREAM__PIPELINE__DRAIN_TIMEOUT": "20",
}
BATCH = 16
IN_FLIGHT = BATCH + 8 + 4 + 1  # a fetched batch, the queue, the workers, one in hand


def interaction(i: int) -> bytes:
    return orjson.dumps(
        {
            "id": f"i-{i}",
            "question": f"What is the capital of country number {i}?",
            "contexts": [f"The capital of country number {i} is City {i}. It is large."],
            "answer": f"The capital of country number {i} is City {i}.",
        }
    )


def start(tmp_path: Path, name: str, argv: Sequence[str]) -> subprocess.Popen[bytes]:
    env = {**os.environ, **ENV}
    with (tmp_path / f"{name}.stderr").open("wb") as stderr:
        return subprocess.Popen(
            [sys.executable, "-m", "ragas_stream", *argv],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )


def sidecar(tmp_path: Path, name: str, source: str) -> subprocess.Popen[bytes]:
    return start(
        tmp_path,
        name,
        [
            "run",
            "--source",
            source,
            "--judge",
            "local",
            "--sample-rate",
            "1",
            "--output",
            str(tmp_path / f"{name}.jsonl"),
            "--port",
            "0",
            "--host",
            "127.0.0.1",
            "--state-dir",
            str(tmp_path / f"{name}-state"),
        ],
    )


@contextmanager
def running(procs: list[subprocess.Popen[bytes]]) -> Iterator[list[subprocess.Popen[bytes]]]:
    try:
        yield procs
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=30)


def scored(output: Path) -> list[str]:
    """Interaction ids in a results file; a line cut short by SIGKILL is skipped."""
    if not output.exists():
        return []
    out = []
    for line in output.read_bytes().splitlines():
        try:
            out.append(orjson.loads(line)["id"])
        except orjson.JSONDecodeError:
            continue
    return out


def wait_until(
    condition: Callable[[], bool],
    what: str,
    procs: Sequence[subprocess.Popen[bytes]],
    limit: float = 120.0,
) -> None:
    deadline = time.monotonic() + limit
    while not condition():
        for proc in procs:
            if proc.poll() is not None:
                raise AssertionError(f"a process exited early ({proc.returncode}) waiting {what}")
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {limit}s waiting for {what}")
        time.sleep(0.05)


def stop(procs: Sequence[subprocess.Popen[bytes]]) -> list[int]:
    for proc in procs:
        proc.send_signal(signal.SIGTERM)
    return [proc.wait(timeout=60) for proc in procs]


def kill(proc: subprocess.Popen[bytes]) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)


def consumer_name(pid: int) -> str:
    """The default consumer name a sidecar with process id ``pid`` uses (hostname-pid)."""
    return default_consumer_name().rsplit("-", 1)[0] + f"-{pid}"


def test_three_sidecars_on_a_redis_group_score_everything_once_despite_a_sigkill(
    tmp_path: Path, redis_url: str
) -> None:
    client = redis.Redis.from_url(redis_url)
    stream = f"scale-{uuid.uuid4().hex[:10]}"
    spec = f"{redis_url}?stream={stream}&group=eval&claim_idle=2s&batch={BATCH}"
    names = ["r0", "r1", "r2"]
    outputs = [tmp_path / f"{n}.jsonl" for n in names]
    try:
        pipe = client.pipeline(transaction=False)
        for i in range(INTERACTIONS):
            pipe.xadd(stream, {"data": interaction(i)})
        pipe.execute()
        with running([sidecar(tmp_path, n, spec) for n in names]) as procs:
            wait_until(
                lambda: all(len(scored(o)) >= 20 for o in outputs), "all three to score", procs
            )
            victim = procs[0]
            kill(victim)
            held = client.xpending_range(
                stream, "eval", "-", "+", 10_000, consumername=consumer_name(victim.pid)
            )
            held_ids = set()
            for row in held:
                [(_, fields)] = client.xrange(stream, row["message_id"], row["message_id"])
                held_ids.add(orjson.loads(fields[b"data"])["id"])
            survivors = procs[1:]
            union = lambda: {i for o in outputs for i in scored(o)}  # noqa: E731
            wait_until(lambda: len(union()) == INTERACTIONS, "every interaction", survivors)
            wait_until(
                lambda: client.xpending(stream, "eval")["pending"] == 0,
                "every entry acknowledged",
                survivors,
            )
            assert stop(survivors) == [0, 0]
        counts = Counter(i for o in outputs for i in scored(o))
        assert set(counts) == {f"i-{i}" for i in range(INTERACTIONS)}  # none lost
        assert len(scored(outputs[0])) < INTERACTIONS // 2, "the kill came too late"
        assert held_ids, "the killed sidecar held nothing: the kill tested nothing"
        twice = {i for i, n in counts.items() if n > 1}
        # Scored twice only if the killed one had exported it but not yet acknowledged it.
        assert twice <= held_ids, sorted(twice - held_ids)[:5]
        assert max(counts.values()) <= 2
        assert len(held_ids) <= IN_FLIGHT + BATCH
    finally:
        client.delete(stream, f"{stream}:dead")
        client.close()


async def _make_stream(url: str, name: str, subject: str, count: int) -> None:
    nc = await nats.connect(url)
    try:
        js = nc.jetstream()
        await js.add_stream(name=name, subjects=[subject])
        for i in range(count):
            await js.publish(subject, interaction(i))
    finally:
        await nc.close()


async def _consumer_state(url: str, name: str) -> tuple[int, int, int]:
    """Messages not yet delivered, delivered but unacknowledged, and deliveries in all."""
    nc = await nats.connect(url)
    try:
        info = await nc.jetstream().consumer_info(name, "eval")
        return info.num_pending, info.num_ack_pending, info.delivered.consumer_seq
    finally:
        await nc.close()


async def _delete_stream(url: str, name: str) -> None:
    nc = await nats.connect(url)
    try:
        await nc.jetstream().delete_stream(name)
    finally:
        await nc.close()


def test_two_sidecars_on_a_jetstream_consumer_score_everything_despite_a_sigkill(
    tmp_path: Path, nats_url: str
) -> None:
    name = f"SCALE_{uuid.uuid4().hex[:10].upper()}"
    subject = f"{name.lower()}.interactions"
    spec = f"{nats_url}?stream={name}&subject={subject}&durable=eval&ack_wait=2s&batch={BATCH}"
    names = ["n0", "n1"]
    outputs = [tmp_path / f"{n}.jsonl" for n in names]
    anyio.run(_make_stream, nats_url, name, subject, INTERACTIONS)
    try:
        with running([sidecar(tmp_path, n, spec) for n in names]) as procs:
            wait_until(lambda: all(len(scored(o)) >= 20 for o in outputs), "both to score", procs)
            victim, survivor = procs
            kill(victim)
            killed_scored = set(scored(outputs[0]))
            union = lambda: {i for o in outputs for i in scored(o)}  # noqa: E731
            wait_until(lambda: len(union()) == INTERACTIONS, "every interaction", [survivor])
            wait_until(
                lambda: anyio.run(_consumer_state, nats_url, name)[:2] == (0, 0),
                "every message acknowledged",
                [survivor],
            )
            redelivered = anyio.run(_consumer_state, nats_url, name)[2] - INTERACTIONS
            assert stop([survivor]) == [0]
        counts = Counter(i for o in outputs for i in scored(o))
        assert set(counts) == {f"i-{i}" for i in range(INTERACTIONS)}  # none lost
        assert len(killed_scored) < INTERACTIONS * 3 // 4, "the kill came too late"
        assert redelivered > 0, "nothing was in flight at the kill: it tested nothing"
        # What it held, plus what a timed-out fetch left in its subscription's buffer.
        assert redelivered <= 2 * IN_FLIGHT
        twice = {i for i, n in counts.items() if n > 1}
        # Scored twice only if the killed one had exported it but not acknowledged it.
        assert twice <= killed_scored
        assert len(twice) <= IN_FLIGHT
    finally:
        anyio.run(_delete_stream, nats_url, name)


DRIVER = """
import sys
import anyio
from ragas_stream.clock import SystemClock
from ragas_stream.judges.endpoint import EndpointConfig
from ragas_stream.judges.llm import LLMJudge
from ragas_stream.judges.questions import ExtractStatements
from ragas_stream.judges.ratelimit import LimiterConfig
from ragas_stream.judges.resilience import RetryPolicy
from ragas_stream.judges.shared_limit import SharedRateLimiter

url, redis_url, key, rpm, seconds, tag = sys.argv[1:7]

async def main():
    endpoint = EndpointConfig(name="emu", base_url=url, model="judge", rpm=float(rpm))
    limiter = SharedRateLimiter(
        LimiterConfig(rpm=float(rpm)), redis=redis_url, key=key, clock=SystemClock(), name="emu"
    )
    retry = RetryPolicy(max_attempts=1, base_delay=0.01, max_delay=0.05, deadline=10.0)
    async with limiter, LLMJudge(endpoint, limiter=limiter, retry=retry) as judge:
        async def ask(worker):
            for n in range(100000):
                question = ExtractStatements(f"Q {tag}-{worker}-{n}?", f"Answer {n}. It is {n}.")
                await judge.answer([question])
        with anyio.move_on_after(float(seconds)):
            async with anyio.create_task_group() as tg:
                for worker in range(6):
                    tg.start_soon(ask, worker)
    print(limiter.shared_statistics().admitted)

anyio.run(main)
"""


def test_replica_processes_sharing_a_budget_stay_under_the_emulator_limit(
    tmp_path: Path, redis_url: str
) -> None:
    rpm, seconds = 600, 4.0
    key = f"scale-{uuid.uuid4().hex[:10]}"
    emulator_out = tmp_path / "emulator.stdout"
    with emulator_out.open("wb") as stdout, (tmp_path / "emulator.stderr").open("wb") as stderr:
        emulator = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "ragas_stream",
                "judge-emulator",
                "--port",
                "0",
                "--rpm",
                str(rpm),
                "--latency-ms",
                "5",
            ],
            stdout=stdout,
            stderr=stderr,
        )
    client = redis.Redis.from_url(redis_url)
    try:
        with running([emulator]):
            wait_until(lambda: b"listening on" in emulator_out.read_bytes(), "the emulator", [])
            url = emulator_out.read_bytes().split(b"listening on", 1)[1].split()[0].decode()
            drivers = []
            args = [str(rpm), str(seconds)]
            for n in range(3):
                with (
                    (tmp_path / f"driver{n}.stdout").open("wb") as out,
                    (tmp_path / f"driver{n}.stderr").open("wb") as err,
                ):
                    drivers.append(
                        subprocess.Popen(
                            [sys.executable, "-c", DRIVER, url, redis_url, key, *args, str(n)],
                            stdout=out,
                            stderr=err,
                        )
                    )
            with running(drivers):
                assert [d.wait(timeout=60) for d in drivers] == [0, 0, 0]
            root = url.removesuffix("/v1")
            with urllib.request.urlopen(f"{root}/stats", timeout=10) as response:
                stats: dict[str, Any] = orjson.loads(response.read())
        admitted = [int((tmp_path / f"driver{n}.stdout").read_text()) for n in range(3)]
        assert stats["limited"] == 0, stats  # no 429: together under the limit
        # Requests cut short when the drivers stopped may not have reached the emulator.
        assert sum(admitted) - 3 * 6 <= stats["accepted"] <= sum(admitted)
        # And the budget was used: each replica got a share of it.
        assert min(admitted) > 0 and stats["accepted"] >= rpm / 60 * seconds * 0.7
    finally:
        for found in client.scan_iter(f"ragas-stream:limit:{{{key}}}:*"):
            client.delete(found)
        client.close()
