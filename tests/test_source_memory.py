"""MemorySource: the in-process queue never blocks or raises, drops newest, works from threads."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from contextlib import aclosing
from typing import Any

import anyio
import pytest
from anyio import wait_all_tasks_blocked

from ragas_stream.events import Interaction, Reject
from ragas_stream.results import Outcome
from ragas_stream.sources import Delivery, MemorySource

pytestmark = pytest.mark.anyio


def record(i: int) -> dict[str, Any]:
    return {"id": f"q{i}", "question": f"question {i}", "answer": f"answer {i}"}


def ids(deliveries: list[Delivery]) -> list[str]:
    out = []
    for delivery in deliveries:
        assert isinstance(delivery.item, Interaction), delivery.item
        out.append(delivery.item.id)
    return out


async def drain(source: MemorySource) -> list[Delivery]:
    with anyio.fail_after(5):
        return [delivery async for delivery in source.deliveries()]


class HostileMapping(Mapping[str, Any]):
    def __getitem__(self, key: str) -> Any:
        raise RuntimeError("boom")

    def __iter__(self) -> Iterator[str]:
        raise RuntimeError("boom")

    def __len__(self) -> int:
        return 1


class BrokenClock:
    def time(self) -> float:
        raise RuntimeError("no clock")

    def monotonic(self) -> float:
        raise RuntimeError("no clock")


async def test_memory_delivers_in_order_including_submissions_before_iteration() -> None:
    source = MemorySource()
    assert source.submit(record(0))
    interaction = Interaction(id="q1", question="q", answer="a")
    assert source.submit(interaction)
    source.close()
    got = await drain(source)
    assert ids(got) == ["q0", "q1"]
    assert got[1].item is interaction
    assert [d.origin for d in got] == ["memory:1", "memory:2"]


async def test_memory_full_buffer_drops_the_newest_and_counts_it() -> None:
    reasons: list[str] = []
    source = MemorySource(capacity=2, on_drop=reasons.append)
    accepted = [source.submit(record(i)) for i in range(4)]
    assert accepted == [True, True, False, False]
    assert source.dropped == 2
    assert source.drops() == {"buffer_full": 2}
    assert reasons == ["buffer_full", "buffer_full"]
    source.close()
    assert ids(await drain(source)) == ["q0", "q1"]


async def test_memory_submit_never_raises_into_the_caller() -> None:
    def failing_callback(reason: str) -> None:
        raise RuntimeError("callback broke")

    source = MemorySource(capacity=1, on_drop=failing_callback)
    assert source.submit(HostileMapping()) is False  # cannot even be read
    assert source.submit(record(0)) is True
    assert source.submit(record(1)) is False  # full, and the callback raises
    source.close()
    assert source.submit(record(2)) is False  # after close
    assert source.drops() == {"error": 1, "buffer_full": 1, "closed": 1}
    assert MemorySource(clock=BrokenClock()).submit(record(3)) is False


async def test_memory_invalid_input_becomes_a_reject_delivery() -> None:
    source = MemorySource()
    assert source.submit({"question": "no answer"})
    assert source.submit(42)  # type: ignore[arg-type]
    source.close()
    got = await drain(source)
    assert [d.item.reason for d in got if isinstance(d.item, Reject)] == [
        "missing_field",
        "not_an_object",
    ]


async def test_memory_submit_from_another_thread_wakes_a_waiting_consumer() -> None:
    source = MemorySource()
    got: list[Delivery] = []

    async def consume() -> None:
        async with aclosing(source.deliveries()) as it:
            got.append(await anext(it))

    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            tg.start_soon(consume)
            await wait_all_tasks_blocked()  # the consumer waits on an empty buffer
            assert await anyio.to_thread.run_sync(source.submit, record(5))
    assert ids(got) == ["q5"]


async def test_memory_submit_on_the_loop_thread_wakes_a_waiting_consumer() -> None:
    source = MemorySource()
    got: list[Delivery] = []

    async def consume() -> None:
        async with aclosing(source.deliveries()) as it:
            got.append(await anext(it))

    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            tg.start_soon(consume)
            await wait_all_tasks_blocked()
            assert source.submit(record(6))
    assert ids(got) == ["q6"]


async def test_memory_many_threads_lose_nothing_and_keep_each_threads_order() -> None:
    source = MemorySource(capacity=100_000)
    per_thread, threads = 500, 4
    start = threading.Barrier(threads)

    def produce(t: int) -> None:
        start.wait()
        for i in range(per_thread):
            assert source.submit(record(t * per_thread + i))

    got: list[Delivery] = []

    async def consume() -> None:
        async with aclosing(source.deliveries()) as it:
            while len(got) < per_thread * threads:
                got.append(await anext(it))

    with anyio.fail_after(10):
        async with anyio.create_task_group() as tg:
            tg.start_soon(consume)
            for t in range(threads):
                tg.start_soon(anyio.to_thread.run_sync, produce, t)
    numbers = [int(i[1:]) for i in ids(got)]
    assert sorted(numbers) == list(range(per_thread * threads))
    for t in range(threads):
        mine = [n for n in numbers if n // per_thread == t]
        assert mine == sorted(mine)
    assert source.dropped == 0


async def test_memory_close_from_a_thread_ends_a_waiting_stream() -> None:
    source = MemorySource()
    source.submit(record(0))
    ended = anyio.Event()
    got: list[Delivery] = []

    async def consume() -> None:
        got.extend([d async for d in source.deliveries()])
        ended.set()

    with anyio.fail_after(5):
        async with anyio.create_task_group() as tg:
            tg.start_soon(consume)
            await wait_all_tasks_blocked()
            assert not ended.is_set()
            await anyio.to_thread.run_sync(source.close)
            await ended.wait()
    assert ids(got) == ["q0"]
    assert source.statistics().connected is False


async def test_memory_statistics_count_reads_and_settlements() -> None:
    source = MemorySource()
    for i in range(3):
        source.submit(record(i))
    async with aclosing(source.deliveries()) as it:
        first, second = await anext(it), await anext(it)
        await first.settle(Outcome.SCORED)
        await first.settle(Outcome.SCORED)  # idempotent
        stats = source.statistics()
        assert (stats.read, stats.settled, stats.pending) == (2, 1, 1)
        assert source.buffered == 1
        await second.settle(Outcome.SHED)
    assert source.statistics().pending == 0


async def test_memory_iterates_only_once() -> None:
    source = MemorySource()
    source.close()
    await drain(source)
    with pytest.raises(RuntimeError, match="only once"):
        await drain(source)
