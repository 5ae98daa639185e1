"""The Redis Streams source on a real Redis: acknowledged after settlement, reclaimed from dead
consumers, kept from live ones, rejects in a dead-letter stream, reconnects after an outage."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Mapping
from contextlib import aclosing
from pathlib import Path
from typing import Any

import anyio
import orjson
import pytest
from prometheus_client import CollectorRegistry
from redis.asyncio import Redis
from source_helpers import Collector, Proxy, eventually, ids, take

from ragas_stream.events import Interaction, Reject
from ragas_stream.judges.local import LocalJudge
from ragas_stream.metrics import build_metrics
from ragas_stream.pipeline import Pipeline, PipelineConfig, Scorer
from ragas_stream.results import Outcome
from ragas_stream.sampling import Sampler
from ragas_stream.selfmetrics import SelfMetrics
from ragas_stream.sources import SourceSpecError, open_source
from ragas_stream.sources.redis_streams import RedisStreamConfig, RedisStreamSource

pytestmark = [pytest.mark.anyio, pytest.mark.broker]


def record(i: int, **extra: Any) -> dict[str, Any]:
    return {
        "id": f"q{i}",
        "question": f"What is the capital of country {i}?",
        "contexts": [f"The capital of country {i} is City {i}."],
        "answer": f"City {i}.",
        **extra,
    }


@pytest.fixture
async def stream(redis: Redis) -> AsyncIterator[str]:
    name = f"test-rs-{uuid.uuid4().hex[:12]}"
    try:
        yield name
    finally:
        await redis.delete(name, f"{name}:dead")


def make(redis_url: str, stream: str, consumer: str = "c1", **options: Any) -> RedisStreamSource:
    config = RedisStreamConfig(
        url=redis_url, stream=stream, group="g", consumer=consumer, block=0.1, **options
    )
    return RedisStreamSource(config)


async def publish(redis: Redis, stream: str, *records: Mapping[str, Any]) -> list[str]:
    ids = []
    for rec in records:
        entry_id = await redis.xadd(stream, {"data": orjson.dumps(rec)})
        ids.append(entry_id.decode())
    return ids


class Outcomes:
    """An exporter that only counts settlements and wakes a waiter at a count."""

    def __init__(self) -> None:
        self.count = 0
        self._target = 0
        self._reached = anyio.Event()

    async def export(self, evaluation: Any) -> None:
        return None

    def record_outcome(self, outcome: Outcome, reason: str, item: Any) -> None:
        self.count += 1
        if self.count >= self._target:
            self._reached.set()

    async def wait(self, count: int) -> None:
        self._target = count
        if self.count < count:
            await self._reached.wait()

    async def aclose(self) -> None:
        return None


async def pending_count(redis: Redis, stream: str, group: str = "g") -> int:
    summary = await redis.xpending(stream, group)
    return int(summary["pending"])


async def test_entries_are_acknowledged_only_after_their_delivery_is_settled(
    redis_url: str, redis: Redis, stream: str
) -> None:
    await publish(redis, stream, record(0), record(1), record(2))
    async with make(redis_url, stream) as source, aclosing(source.deliveries()) as it:
        got = await take(it, 3)
        assert ids(got) == ["q0", "q1", "q2"]
        assert got[0].origin.startswith(f"redis:{stream}:")
        assert await pending_count(redis, stream) == 3
        await got[1].settle(Outcome.SCORED)
        await got[1].settle(Outcome.SCORED)  # idempotent
        assert await pending_count(redis, stream) == 2
        await got[0].settle(Outcome.SAMPLED_OUT)
        await got[2].settle(Outcome.ERRORED)
        assert await pending_count(redis, stream) == 0
        stats = source.statistics()
        assert (stats.read, stats.settled, stats.pending, stats.connected) == (3, 3, 0, True)


async def test_json_field_flat_fields_and_a_custom_field_are_decoded(
    redis_url: str, redis: Redis, stream: str
) -> None:
    await redis.xadd(stream, {"payload": orjson.dumps(record(0)), "data": b"ignored"})
    async with make(redis_url, stream, field="payload") as source:
        async with aclosing(source.deliveries()) as it:
            [custom] = await take(it, 1)
    assert isinstance(custom.item, Interaction) and custom.item.id == "q0"

    other = stream + "-flat"
    try:
        await redis.xadd(
            other,
            {
                "id": "flat-1",
                "question": "Who wrote Hamlet?",
                "contexts": orjson.dumps(["Hamlet is a play by Shakespeare."]),
                "answer": "Shakespeare.",
                "labels": orjson.dumps({"route": "search"}),
                "timestamp": "1700000000.5",
            },
        )
        await redis.xadd(other, {"question": b"\xff\xfe"})
        async with make(redis_url, other) as source, aclosing(source.deliveries()) as it:
            flat, bad = await take(it, 2)
    finally:
        await redis.delete(other)
    assert isinstance(flat.item, Interaction)
    assert flat.item.contexts == ("Hamlet is a play by Shakespeare.",)
    assert dict(flat.item.labels) == {"route": "search"}
    assert flat.item.timestamp == 1700000000.5
    assert isinstance(bad.item, Reject) and bad.item.reason == "invalid_utf8"


async def test_pipeline_scores_entries_and_writes_rejects_to_the_dead_letter_stream(
    redis_url: str, redis: Redis, stream: str, registry: CollectorRegistry
) -> None:
    await publish(redis, stream, *(record(i) for i in range(5)))
    await redis.xadd(stream, {"data": b"{not json"})
    await redis.xadd(stream, {"data": orjson.dumps({"question": "no answer"})})
    source = make(redis_url, stream)
    outcomes = Outcomes()
    async with source:
        pipeline = Pipeline(
            source,
            Scorer(LocalJudge(), build_metrics(["faithfulness"])),
            sampler=Sampler(rate=1.0),
            exporters=[outcomes],
            dead_letter=source.dead_letter,
            selfmetrics=SelfMetrics(registry),
            config=PipelineConfig(concurrency=2, queue_size=2),
        )
        async with anyio.create_task_group() as tg:
            tg.start_soon(pipeline.run)
            with anyio.fail_after(10):
                await outcomes.wait(7)
            pipeline.stop()
    assert pipeline.statistics().settled == {"scored": 5, "rejected": 2}
    assert await pending_count(redis, stream) == 0
    dead = await redis.xrange(f"{stream}:dead")
    reasons = sorted(fields[b"reason"].decode() for _, fields in dead)
    assert reasons == ["invalid_json", "missing_field"]
    first = orjson.loads(dead[0][1][b"data"])
    assert first["origin"].startswith(f"redis:{stream}:")
    assert first["input"] == {"text": "{not json"}
    assert source.broker_statistics().dead_letters == 2


async def test_entries_left_pending_by_a_dead_consumer_are_reclaimed_after_claim_idle(
    redis_url: str, redis: Redis, stream: str
) -> None:
    await redis.xgroup_create(stream, "g", id="0", mkstream=True)
    await publish(redis, stream, record(0), record(1), record(2))
    # A consumer that read two entries and died without acknowledging them.
    await redis.xreadgroup("g", "dead", {stream: ">"}, count=2)
    async with make(redis_url, stream, claim_idle=0.3) as source:
        async with aclosing(source.deliveries()) as it:
            got = await take(it, 3)
            assert sorted(ids(got)) == ["q0", "q1", "q2"]
            for delivery in got:
                await delivery.settle(Outcome.SCORED)
    assert source.broker_statistics().reclaimed == 2
    assert await pending_count(redis, stream) == 0


@pytest.mark.parametrize("keeping", ["reading", "maintain"])
async def test_entries_held_by_a_live_consumer_are_not_taken_by_another(
    redis_url: str, redis: Redis, stream: str, keeping: str
) -> None:
    await publish(redis, stream, record(0), record(1))
    others, more = Collector(), Collector()
    async with (
        make(redis_url, stream, "holder", claim_idle=0.3) as holder,
        make(redis_url, stream, "other", claim_idle=0.3) as other,
        aclosing(holder.deliveries()) as held_it,
        aclosing(other.deliveries()) as other_it,
        anyio.create_task_group() as tg,
    ):
        held = await take(held_it, 2)
        if keeping == "reading":
            tg.start_soon(more.run, held_it)  # the reader asks for more: the heartbeat rides on it
        else:
            tg.start_soon(holder.maintain)  # the host runs the heartbeat; the reader is idle
        tg.start_soon(others.run, other_it)
        # Five times claim_idle: without the heartbeat the other consumer would take both.
        await anyio.sleep(1.5)
        assert others.got == []
        for delivery in held:
            await delivery.settle(Outcome.SCORED)
        await publish(redis, stream, record(2), record(3), record(4))
        await eventually(lambda: len(others.got) + len(more.got) == 3)
        tg.cancel_scope.cancel()
    assert holder.broker_statistics().lost == 0
    assert other.broker_statistics().reclaimed == 0


async def test_without_a_heartbeat_entries_of_a_stalled_consumer_are_taken_over(
    redis_url: str, redis: Redis, stream: str
) -> None:
    """The control for the test above: a consumer neither reading, settling nor running
    ``maintain`` looks dead, and another takes over its entries."""
    await publish(redis, stream, record(0))
    others = Collector()
    async with (
        make(redis_url, stream, "stalled", claim_idle=0.3) as stalled,
        make(redis_url, stream, "other", claim_idle=0.3) as other,
        aclosing(stalled.deliveries()) as stalled_it,
        aclosing(other.deliveries()) as other_it,
        anyio.create_task_group() as tg,
    ):
        [held] = await take(stalled_it, 1)
        tg.start_soon(others.run, other_it)
        assert ids(await others.wait(1, limit=5)) == ["q0"]
        await held.settle(Outcome.SCORED)
        tg.cancel_scope.cancel()
    assert other.broker_statistics().reclaimed == 1


async def test_an_entry_delivered_too_often_becomes_a_reject(
    redis_url: str, redis: Redis, stream: str
) -> None:
    await redis.xgroup_create(stream, "g", id="0", mkstream=True)
    await publish(redis, stream, record(0))
    await redis.xreadgroup("g", "crashed", {stream: ">"}, count=1)
    async with make(redis_url, stream, claim_idle=0.05, max_deliveries=1) as source:
        async with aclosing(source.deliveries()) as it:
            [poison] = await take(it, 1)
    assert isinstance(poison.item, Reject)
    assert poison.item.reason == "too_many_deliveries"
    assert b"capital of country 0" in poison.item.preview


async def test_a_restart_under_the_same_name_reads_its_own_pending_entries_first(
    redis_url: str, redis: Redis, stream: str
) -> None:
    await publish(redis, stream, record(0), record(1))
    first = make(redis_url, stream, "fixed", claim_idle=60)
    async with first, aclosing(first.deliveries()) as it:
        await take(it, 2)  # and "crash" before settling
    await publish(redis, stream, record(2))
    second = make(redis_url, stream, "fixed", claim_idle=60)
    async with second, aclosing(second.deliveries()) as it:
        got = await take(it, 3)
        assert ids(got) == ["q0", "q1", "q2"]
        for delivery in got:
            await delivery.settle(Outcome.SCORED)
    assert await pending_count(redis, stream) == 0


async def test_closing_hands_unsettled_entries_to_other_consumers_at_once(
    redis_url: str, redis: Redis, stream: str
) -> None:
    await publish(redis, stream, record(0), record(1), record(2))
    leaving = make(redis_url, stream, "leaving", claim_idle=30)
    async with leaving, aclosing(leaving.deliveries()) as it:
        first = await take(it, 2)
        await first[0].settle(Outcome.SCORED)
    staying = make(redis_url, stream, "staying", claim_idle=30)
    async with staying, aclosing(staying.deliveries()) as it:
        # Not after claim_idle (30 s): at once.
        got = await take(it, 2, limit=5)
    assert sorted(ids(got)) == ["q1", "q2"]
    consumers = {c["name"].decode() for c in await redis.xinfo_consumers(stream, "g")}
    assert "leaving" in consumers  # it still owns q1: deleting it would lose q1
    assert "staying" in consumers


async def test_closing_removes_a_consumer_that_holds_nothing(
    redis_url: str, redis: Redis, stream: str
) -> None:
    await publish(redis, stream, record(0))
    source = make(redis_url, stream, "tidy")
    async with source, aclosing(source.deliveries()) as it:
        [only] = await take(it, 1)
        await only.settle(Outcome.SCORED)
    assert await redis.xinfo_consumers(stream, "g") == []


async def test_a_group_destroyed_while_running_is_created_again(
    redis_url: str, redis: Redis, stream: str
) -> None:
    await publish(redis, stream, record(0))
    async with make(redis_url, stream) as source, aclosing(source.deliveries()) as it:
        [first] = await take(it, 1)
        await first.settle(Outcome.SCORED)
        await redis.xgroup_destroy(stream, "g")
        await publish(redis, stream, record(1))
        # The group is recreated from the beginning of the stream: q0 comes again.
        assert ids(await take(it, 2)) == ["q0", "q1"]


async def test_reconnects_after_an_outage_and_retries_failed_acknowledgements(
    redis_url: str, redis: Redis, stream: str
) -> None:
    port = int(redis_url.rsplit(":", 1)[1].split("/")[0])
    proxy = Proxy(port)
    async with anyio.create_task_group() as tg:
        await tg.start(proxy.run)
        await publish(redis, stream, record(0))
        source = make(f"redis://127.0.0.1:{proxy.port}/0", stream, claim_idle=0.4)
        collector = Collector()
        async with (
            source,
            aclosing(source.deliveries()) as it,
            anyio.create_task_group() as reading,
        ):
            [first] = await take(it, 1)
            proxy.cut()
            await first.settle(Outcome.SCORED)  # the XACK fails: kept for later
            assert source.broker_statistics().ack_backlog == 1
            reading.start_soon(collector.run, it)  # the reader notices the outage, backs off
            await eventually(lambda: not source.statistics().connected)
            await publish(redis, stream, record(1))
            await tg.start(proxy.run)
            got = await collector.wait(1, limit=20)
            assert ids(got) == ["q1"]
            await got[0].settle(Outcome.SCORED)
            await eventually(lambda: source.broker_statistics().ack_backlog == 0)
            assert source.statistics().connected
            assert source.broker_statistics().reconnects >= 1
            reading.cancel_scope.cancel()
        assert await pending_count(redis, stream) == 0
        proxy.cut()


def test_open_source_parses_a_redis_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEST_REDIS_PASSWORD", "hunter2-secret")
    source = open_source(
        "redis://127.0.0.1:6379/2?stream=rag&group=eval&claim_idle=2s&field=payload"
        "&max_deliveries=3&password_env=TEST_REDIS_PASSWORD",
        state_dir=tmp_path,
    )
    assert isinstance(source, RedisStreamSource)
    config = source.config
    assert (config.stream, config.group, config.field) == ("rag", "eval", "payload")
    assert config.claim_idle == 2.0 and config.max_deliveries == 3
    assert config.dead_letter_stream == "rag:dead"
    assert config.url == "redis://127.0.0.1:6379/2"
    host, _, pid = config.consumer.rpartition("-")
    assert host and pid.isdigit()  # hostname-pid by default
    assert "hunter2" not in repr(source)


def test_a_password_in_the_url_never_shows(tmp_path: Path) -> None:
    source = open_source("redis://:hunter2@127.0.0.1:6379/0?stream=s", state_dir=tmp_path)
    assert "hunter2" not in repr(source)
    with pytest.raises(SourceSpecError) as info:
        open_source("redis://:hunter2@127.0.0.1:6379/0?stream=s&bogus=1", state_dir=tmp_path)
    assert "hunter2" not in str(info.value)


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        ("redis://127.0.0.1:6379/0", "stream is required"),
        ("redis://127.0.0.1:6379/0?stream=s&claim_idle=soon", "claim_idle"),
        ("redis://127.0.0.1:6379/0?stream=s&strem=x", "unknown option.*strem"),
        ("redis://127.0.0.1:6379/0?stream=s&stream=t", "given 2 times"),
        ("redis://127.0.0.1:6379/0?stream=s&start=middle", "start"),
        ("redis://127.0.0.1:6379/0?stream=s&password_env=NO_SUCH_VARIABLE_SET", "NO_SUCH"),
        ("redis://127.0.0.1:notaport/0?stream=s", "port"),
    ],
)
def test_bad_redis_specs_are_errors_that_say_why(tmp_path: Path, spec: str, problem: str) -> None:
    with pytest.raises(SourceSpecError, match=problem) as info:
        open_source(spec, state_dir=tmp_path)
    assert "redis://HOST:PORT/DB?stream=S&group=G" in str(info.value)


async def test_an_unreachable_server_is_retried_and_closing_stays_prompt(stream: str) -> None:
    source = make("redis://127.0.0.1:1/0", stream)  # nothing listens there
    collector = Collector()
    with anyio.fail_after(5):
        async with source, aclosing(source.deliveries()) as it, anyio.create_task_group() as tg:
            tg.start_soon(collector.run, it)
            await eventually(lambda: source._backoff.failures >= 2)
            assert not source.statistics().connected
            await source.aclose()  # the reader, asleep in its backoff, ends at once
    assert collector.got == []
