"""The NATS JetStream source on a real server: acknowledged after settlement, terminated on
reject, redelivered from dead consumers, kept from live ones, bounded redelivery, reconnects."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from contextlib import aclosing
from pathlib import Path
from typing import Any

import anyio
import nats
import orjson
import pytest
from nats.js import JetStreamContext
from nats.js import api as js_api
from source_helpers import Collector, Proxy, eventually, ids, take

from ragas_stream.events import Reject
from ragas_stream.results import Outcome
from ragas_stream.sources import SourceSpecError, open_source
from ragas_stream.sources.nats import NatsConfig, NatsSource

pytestmark = [pytest.mark.anyio, pytest.mark.broker]


def record(i: int) -> dict[str, Any]:
    return {
        "id": f"q{i}",
        "question": f"What is the capital of country {i}?",
        "contexts": [f"The capital of country {i} is City {i}."],
        "answer": f"City {i}.",
    }


class Stream:
    """A JetStream stream made for one test (and deleted after it)."""

    def __init__(self, js: JetStreamContext, name: str) -> None:
        self.js = js
        self.name = name
        self.subject = f"{name.lower()}.interactions"

    async def publish(self, *payloads: dict[str, Any] | bytes) -> None:
        for payload in payloads:
            data = payload if isinstance(payload, bytes) else orjson.dumps(payload)
            await self.js.publish(self.subject, data)

    async def consumer(self, durable: str = "eval") -> Any:
        return await self.js.consumer_info(self.name, durable)


@pytest.fixture
async def js(nats_url: str) -> AsyncIterator[JetStreamContext]:
    nc = await nats.connect(nats_url)
    try:
        yield nc.jetstream()
    finally:
        await nc.close()


@pytest.fixture
async def stream(js: JetStreamContext) -> AsyncIterator[Stream]:
    made = Stream(js, f"TEST_{uuid.uuid4().hex[:12].upper()}")
    await js.add_stream(name=made.name, subjects=[made.subject])
    try:
        yield made
    finally:
        await js.delete_stream(made.name)


def make(nats_url: str, stream: Stream | str, consumer: str = "c1", **options: Any) -> NatsSource:
    name = stream.name if isinstance(stream, Stream) else stream
    config = NatsConfig(url=nats_url, stream=name, durable="eval", consumer=consumer, **options)
    return NatsSource(config)


def consumer_config(stream: Stream, ack_wait: float, max_deliveries: int = 5) -> Any:
    """The consumer a ``NatsSource`` creates, for a test to read from it first."""
    return js_api.ConsumerConfig(
        durable_name="eval",
        ack_policy=js_api.AckPolicy.EXPLICIT,
        ack_wait=ack_wait,
        max_deliver=max_deliveries + 1,
        deliver_policy=js_api.DeliverPolicy.ALL,
    )


async def die_holding(stream: Stream, count: int, ack_wait: float, **kw: Any) -> None:
    """A consumer that fetches ``count`` messages and dies without acknowledging them."""
    await stream.js.add_consumer(stream.name, consumer_config(stream, ack_wait, **kw))
    subscription = await stream.js.pull_subscribe_bind(durable="eval", stream=stream.name)
    got = await subscription.fetch(count, timeout=5)
    assert len(got) == count
    await subscription.unsubscribe()


async def test_messages_are_acknowledged_only_after_settlement(
    nats_url: str, stream: Stream
) -> None:
    await stream.publish(record(0), record(1), record(2))
    async with make(nats_url, stream) as source, aclosing(source.deliveries()) as it:
        got = await take(it, 3)
        assert ids(got) == ["q0", "q1", "q2"]
        assert got[0].origin == f"nats:{stream.name}:1"
        assert (await stream.consumer()).num_ack_pending == 3
        await got[1].settle(Outcome.SCORED)
        await got[1].settle(Outcome.SCORED)  # idempotent
        await got[0].settle(Outcome.SHED)
        await got[2].settle(Outcome.SAMPLED_OUT)
        info = await stream.consumer()
        assert (info.num_ack_pending, info.num_pending, info.num_redelivered) == (0, 0, 0)
        stats = source.statistics()
        assert (stats.read, stats.settled, stats.pending, stats.connected) == (3, 3, 0, True)


async def test_a_rejected_message_is_terminated_not_redelivered(
    nats_url: str, stream: Stream
) -> None:
    await stream.publish(b"{not json", record(1))
    async with make(nats_url, stream, ack_wait=0.3) as source:
        async with aclosing(source.deliveries()) as it, anyio.create_task_group() as tg:
            bad, good = await take(it, 2)
            assert isinstance(bad.item, Reject) and bad.item.reason == "invalid_json"
            await bad.settle(Outcome.REJECTED)
            await good.settle(Outcome.SCORED)
            collector = Collector()
            tg.start_soon(collector.run, it)
            await anyio.sleep(1.0)  # over three times ack_wait: a nak or no ack would be back
            assert collector.got == []
            tg.cancel_scope.cancel()
    info = await stream.consumer()
    assert (info.num_ack_pending, info.num_redelivered) == (0, 0)


async def test_messages_of_a_dead_consumer_are_redelivered_after_ack_wait(
    nats_url: str, stream: Stream
) -> None:
    await stream.publish(record(0), record(1), record(2))
    await die_holding(stream, 2, ack_wait=0.5)
    async with make(nats_url, stream, ack_wait=0.5) as source:
        async with aclosing(source.deliveries()) as it:
            got = await take(it, 3)
            for delivery in got:
                await delivery.settle(Outcome.SCORED)
    assert sorted(ids(got)) == ["q0", "q1", "q2"]
    assert source.broker_statistics().redelivered == 2


@pytest.mark.parametrize("keeping", ["reading", "maintain"])
async def test_messages_held_by_a_live_consumer_are_not_redelivered(
    nats_url: str, stream: Stream, keeping: str
) -> None:
    await stream.publish(record(0), record(1))
    others, more = Collector(), Collector()
    async with (
        make(nats_url, stream, "holder", ack_wait=0.4, batch=2) as holder,
        make(nats_url, stream, "other", ack_wait=0.4) as other,
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
        # Almost four times ack_wait: without the heartbeat both would be redelivered.
        await anyio.sleep(1.5)
        assert others.got == []
        for delivery in held:
            await delivery.settle(Outcome.SCORED)
        await stream.publish(record(2))
        await eventually(lambda: len(others.got) + len(more.got) == 1)
        for delivery in others.got + more.got:
            await delivery.settle(Outcome.SCORED)
        tg.cancel_scope.cancel()
    info = await stream.consumer()
    assert (info.num_redelivered, info.num_ack_pending) == (0, 0)


async def test_a_message_delivered_too_often_becomes_a_reject(
    nats_url: str, stream: Stream
) -> None:
    await stream.publish(record(0))
    await die_holding(stream, 1, ack_wait=0.2, max_deliveries=1)
    async with make(nats_url, stream, ack_wait=0.2, max_deliveries=1) as source:
        async with aclosing(source.deliveries()) as it:
            [poison] = await take(it, 1)
            assert isinstance(poison.item, Reject)
            assert poison.item.reason == "too_many_deliveries"
            await poison.settle(Outcome.REJECTED)
    assert (await stream.consumer()).num_ack_pending == 0


async def test_closing_hands_unsettled_messages_to_other_consumers_at_once(
    nats_url: str, stream: Stream
) -> None:
    await stream.publish(record(0), record(1), record(2))
    leaving = make(nats_url, stream, "leaving", ack_wait=30, batch=2)
    async with leaving, aclosing(leaving.deliveries()) as it:
        first = await take(it, 1)
        await first[0].settle(Outcome.SCORED)
    staying = make(nats_url, stream, "staying", ack_wait=30)
    async with staying, aclosing(staying.deliveries()) as it:
        got = await take(it, 2, limit=5)  # not after ack_wait (30 s): at once
    assert sorted(ids(got)) == ["q1", "q2"]


async def test_waits_for_a_stream_that_does_not_exist_yet(
    nats_url: str, js: JetStreamContext
) -> None:
    name = f"TEST_{uuid.uuid4().hex[:12].upper()}"
    source = make(nats_url, name)
    try:
        async with source, aclosing(source.deliveries()) as it, anyio.create_task_group() as tg:
            collector = Collector()
            tg.start_soon(collector.run, it)
            await anyio.sleep(0.3)
            assert not source.statistics().connected
            later = Stream(js, name)
            await js.add_stream(name=name, subjects=[later.subject])
            await later.publish(record(7))
            assert ids(await collector.wait(1, limit=20)) == ["q7"]
            assert source.statistics().connected
            tg.cancel_scope.cancel()
    finally:
        await js.delete_stream(name)


async def test_reconnects_after_an_outage(nats_url: str, stream: Stream) -> None:
    proxy = Proxy(int(nats_url.rsplit(":", 1)[1]))
    async with anyio.create_task_group() as tg:
        await tg.start(proxy.run)
        await stream.publish(record(0))
        source = make(
            f"nats://127.0.0.1:{proxy.port}", stream, ack_wait=15
        )  # longer than the outage: no redelivery race
        collector = Collector()
        async with (
            source,
            aclosing(source.deliveries()) as it,
            anyio.create_task_group() as reading,
        ):
            reading.start_soon(collector.run, it)
            [first] = await collector.wait(1)
            proxy.cut()
            await eventually(lambda: not source.statistics().connected)
            await first.settle(Outcome.SCORED)  # unconfirmed: kept and retried
            assert source.broker_statistics().ack_backlog == 1
            await stream.publish(record(1))
            await tg.start(proxy.run)
            got = await collector.wait(2, limit=20)
            assert ids(got) == ["q0", "q1"]
            await got[1].settle(Outcome.SCORED)
            assert source.statistics().connected
            assert source.broker_statistics().reconnects >= 1
            await eventually(lambda: source.broker_statistics().ack_backlog == 0)
            reading.cancel_scope.cancel()
        proxy.cut()
    assert (await stream.consumer()).num_ack_pending == 0


def test_open_source_parses_a_nats_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEST_NATS_TOKEN", "s3cret-token")
    source = open_source(
        "nats://127.0.0.1:4222?stream=RAG&subject=rag.interactions&durable=eval"
        "&ack_wait=2s&max_deliveries=3&token_env=TEST_NATS_TOKEN",
        state_dir=tmp_path,
    )
    assert isinstance(source, NatsSource)
    config = source.config
    assert (config.stream, config.subject, config.durable) == ("RAG", "rag.interactions", "eval")
    assert (config.ack_wait, config.max_deliveries) == (2.0, 3)
    host, _, pid = config.consumer.rpartition("-")
    assert host and pid.isdigit()  # hostname-pid by default
    assert "s3cret" not in repr(source)


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        ("nats://127.0.0.1:4222", "stream is required"),
        ("nats://127.0.0.1:4222?stream=S&ack_wait=-1s", "ack_wait"),
        ("nats://127.0.0.1:4222?stream=S&subject=a b", "subject"),
        ("nats://127.0.0.1:4222?stream=S&durable=x&durabel=y", "unknown option.*durabel"),
        ("nats://127.0.0.1:4222?stream=S&token_env=NO_SUCH_VARIABLE_SET", "NO_SUCH"),
    ],
)
def test_bad_nats_specs_are_errors_that_say_why(tmp_path: Path, spec: str, problem: str) -> None:
    with pytest.raises(SourceSpecError, match=problem) as info:
        open_source(spec, state_dir=tmp_path)
    assert "nats://HOST:PORT?stream=S&subject=X" in str(info.value)


async def test_an_unreachable_server_is_retried_and_closing_stays_prompt() -> None:
    source = make("nats://127.0.0.1:1", "NOWHERE")  # nothing listens there
    collector = Collector()
    with anyio.fail_after(10):
        async with source, aclosing(source.deliveries()) as it, anyio.create_task_group() as tg:
            tg.start_soon(collector.run, it)
            await anyio.sleep(1.5)  # long enough for the client to try again
            assert not source.statistics().connected
            await source.aclose()  # the reader, waiting for a connection, ends at once
    assert collector.got == []


async def test_closing_retries_an_acknowledgement_lost_in_an_outage(
    nats_url: str, stream: Stream
) -> None:
    proxy = Proxy(int(nats_url.rsplit(":", 1)[1]))
    async with anyio.create_task_group() as tg:
        await tg.start(proxy.run)
        await stream.publish(record(0))
        # A heartbeat every 15 s: none runs between the reconnection and the close.
        source = make(f"nats://127.0.0.1:{proxy.port}", stream, ack_wait=60)
        collector = Collector()
        async with source:
            async with aclosing(source.deliveries()) as it, anyio.create_task_group() as reading:
                reading.start_soon(collector.run, it)
                [first] = await collector.wait(1)
                proxy.cut()
                await eventually(lambda: not source.statistics().connected)
                await first.settle(Outcome.SCORED)
                assert source.broker_statistics().ack_backlog == 1
                await tg.start(proxy.run)
                await eventually(lambda: source.statistics().connected, limit=20)
                assert source.broker_statistics().ack_backlog == 1
                reading.cancel_scope.cancel()
        assert source.broker_statistics().ack_backlog == 0
        proxy.cut()
    assert (await stream.consumer()).num_ack_pending == 0
