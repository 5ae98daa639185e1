"""TailSource: growth, half-written lines, rotation, checkpoints and restarts, bad input."""

from __future__ import annotations

import os
import shutil
import tracemalloc
from collections.abc import AsyncIterator
from contextlib import aclosing
from pathlib import Path

import anyio
import orjson
import pytest

from ragas_stream import sources
from ragas_stream.events import DecodeLimits, Interaction, Reject
from ragas_stream.results import Outcome
from ragas_stream.sources import (
    CheckpointError,
    Delivery,
    SourceSpecError,
    TailSource,
    open_source,
)
from ragas_stream.sources.checkpoint import CheckpointFile

pytestmark = pytest.mark.anyio

POLL = 0.005


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def time(self) -> float:
        return 1_700_000_000.0 + self.now

    def monotonic(self) -> float:
        return self.now


def line(i: int) -> bytes:
    record = {"id": f"q{i}", "question": f"question {i}", "answer": f"answer {i}"}
    return orjson.dumps(record) + b"\n"


def lines(*numbers: int) -> bytes:
    return b"".join(line(i) for i in numbers)


def append(path: Path, data: bytes) -> None:
    with path.open("ab") as handle:
        handle.write(data)


def ids(deliveries: list[Delivery]) -> list[str]:
    out = []
    for delivery in deliveries:
        assert isinstance(delivery.item, Interaction), delivery.item
        out.append(delivery.item.id)
    return out


async def take(it: AsyncIterator[Delivery], n: int) -> list[Delivery]:
    out: list[Delivery] = []
    with anyio.fail_after(5):
        while len(out) < n:
            out.append(await anext(it))
    return out


async def drain(it: AsyncIterator[Delivery]) -> list[Delivery]:
    with anyio.fail_after(10):
        return [delivery async for delivery in it]


async def settle_all(deliveries: list[Delivery]) -> None:
    for delivery in deliveries:
        await delivery.settle(Outcome.SCORED)


async def caught_up(source: TailSource) -> None:
    with anyio.fail_after(5):
        await source.wait_caught_up()


def saved_offset(checkpoint: Path) -> tuple[int, int]:
    state = CheckpointFile(checkpoint, kind="tail").read()
    assert state is not None
    return state["inode"], state["offset"]


def tail(path: Path, checkpoint: Path | None = None, **kwargs: object) -> TailSource:
    options: dict[str, object] = {"poll_interval": POLL, "checkpoint_interval": 0.0}
    options.update(kwargs)
    return TailSource(path, checkpoint=checkpoint, **options)  # type: ignore[arg-type]


async def test_tail_delivers_lines_as_the_file_grows(tmp_path: Path) -> None:
    path = tmp_path / "rag.jsonl"
    path.write_bytes(line(0) + b"\n  \n" + line(1))
    clock = FakeClock()
    async with tail(path, clock=clock) as source, aclosing(source.deliveries()) as it:
        first = await take(it, 2)
        append(path, lines(2, 3))
        more = await take(it, 2)
    assert ids(first + more) == ["q0", "q1", "q2", "q3"]
    assert first[0].origin == f"{path}:0"
    assert first[1].origin == f"{path}:{len(line(0)) + 4}"
    assert first[0].received_at == clock.now
    assert first[0].item.timestamp == clock.time()  # type: ignore[union-attr]


async def test_tail_half_written_line_waits_for_its_newline(tmp_path: Path) -> None:
    path = tmp_path / "rag.jsonl"
    path.write_bytes(b"")
    whole = line(7)
    half, rest = whole[:20], whole[20:]
    got: list[Delivery] = []
    async with tail(path) as source, aclosing(source.deliveries()) as it:

        async def pull() -> None:
            got.append(await anext(it))

        async with anyio.create_task_group() as tg:
            tg.start_soon(pull)
            append(path, half)
            await caught_up(source)
            assert source.statistics().position.endswith(f":{len(half)}")
            assert got == []
            append(path, rest)
    assert ids(got) == ["q7"]
    assert got[0].origin == f"{path}:0"


async def test_tail_waits_for_a_file_that_does_not_exist_yet(tmp_path: Path) -> None:
    path = tmp_path / "later" / "rag.jsonl"
    async with tail(path) as source, aclosing(source.deliveries()) as it:
        assert source.statistics().connected is False
        got: list[Delivery] = []

        async def pull() -> None:
            got.extend(await take(it, 1))

        async with anyio.create_task_group() as tg:
            tg.start_soon(pull)
            path.parent.mkdir()
            path.write_bytes(line(0))
        assert source.statistics().connected is True
    assert ids(got) == ["q0"]


async def test_tail_rename_rotation_loses_nothing(tmp_path: Path) -> None:
    path, rotated, checkpoint = tmp_path / "rag.jsonl", tmp_path / "rag.jsonl.1", tmp_path / "c"
    path.write_bytes(lines(0, 1))
    async with tail(path, checkpoint) as source:
        async with aclosing(source.deliveries()) as it:
            got = await take(it, 2)
            os.rename(path, rotated)
            append(rotated, line(2))  # the service still writes to its old file descriptor
            path.write_bytes(lines(3, 4))
            got += await take(it, 3)
        assert ids(got) == ["q0", "q1", "q2", "q3", "q4"]
        assert got[2].origin.endswith(f":{len(lines(0, 1))}")
        await settle_all(got)
    assert saved_offset(checkpoint) == (path.stat().st_ino, len(lines(3, 4)))


async def test_tail_copytruncate_loses_nothing(tmp_path: Path) -> None:
    path = tmp_path / "rag.jsonl"
    path.write_bytes(lines(0, 1, 2))
    async with tail(path) as source, aclosing(source.deliveries()) as it:
        got = await take(it, 3)
        shutil.copyfile(path, tmp_path / "rag.jsonl.1")
        with path.open("r+b") as handle:
            handle.truncate(0)
        append(path, lines(3))
        got += await take(it, 1)
        append(path, lines(4))
        got += await take(it, 1)
    assert ids(got) == ["q0", "q1", "q2", "q3", "q4"]
    assert got[3].origin == f"{path}:0"


async def test_tail_file_rewritten_in_place_is_read_again(tmp_path: Path) -> None:
    # Truncated and regrown to the same size between two polls: only the first bytes differ.
    path = tmp_path / "rag.jsonl"
    path.write_bytes(lines(0, 1))
    async with tail(path) as source, aclosing(source.deliveries()) as it:
        got = await take(it, 2)
        fd = os.open(path, os.O_WRONLY)
        try:
            os.pwrite(fd, lines(8, 9), 0)
        finally:
            os.close(fd)
        got += await take(it, 2)
    assert ids(got) == ["q0", "q1", "q8", "q9"]


async def test_tail_survives_the_file_disappearing_briefly(tmp_path: Path) -> None:
    path = tmp_path / "rag.jsonl"
    path.write_bytes(lines(0))
    async with tail(path) as source, aclosing(source.deliveries()) as it:
        got = await take(it, 1)
        path.unlink()  # the source still holds the old file open, so its inode is not reused
        path.write_bytes(lines(1, 2))
        got += await take(it, 2)
        assert source.statistics().position == f"{path.stat().st_ino}:{len(lines(1, 2))}"
    assert ids(got) == ["q0", "q1", "q2"]


async def test_checkpoint_never_passes_an_unsettled_line(tmp_path: Path) -> None:
    path, checkpoint = tmp_path / "rag.jsonl", tmp_path / "state" / "tail.json"
    path.write_bytes(lines(0, 1, 2, 3))
    inode = path.stat().st_ino
    async with tail(path, checkpoint) as source:
        async with aclosing(source.deliveries()) as it:
            d = await take(it, 4)
        await d[2].settle(Outcome.SCORED)
        await d[1].settle(Outcome.SAMPLED_OUT)
        assert saved_offset(checkpoint) == (inode, 0)
        assert source.statistics().pending == 2
        await d[0].settle(Outcome.REJECTED)
        assert saved_offset(checkpoint) == (inode, len(lines(0, 1, 2)))
        await d[0].settle(Outcome.SCORED)  # settling twice changes nothing
        stats = source.statistics()
        assert (stats.read, stats.settled, stats.pending) == (4, 3, 1)
    # aclose writes the settled prefix only: line 3 is still in flight.
    assert saved_offset(checkpoint) == (inode, len(lines(0, 1, 2)))


async def test_restart_resumes_after_the_settled_lines_without_rescoring(tmp_path: Path) -> None:
    path, checkpoint = tmp_path / "rag.jsonl", tmp_path / "tail.json"
    path.write_bytes(lines(0, 1, 2))
    async with tail(path, checkpoint) as source, aclosing(source.deliveries()) as it:
        await settle_all(await take(it, 3))
    append(path, lines(3, 4))
    async with tail(path, checkpoint, follow=False) as source, aclosing(source.deliveries()) as it:
        again = await drain(it)
    assert ids(again) == ["q3", "q4"]
    assert again[0].origin == f"{path}:{len(lines(0, 1, 2))}"


async def test_restart_rereads_the_lines_in_flight_at_shutdown(tmp_path: Path) -> None:
    path, checkpoint = tmp_path / "rag.jsonl", tmp_path / "tail.json"
    path.write_bytes(lines(0, 1, 2, 3))
    async with tail(path, checkpoint) as source, aclosing(source.deliveries()) as it:
        d = await take(it, 4)
        for i in (0, 1, 3):
            await d[i].settle(Outcome.SCORED)
    async with tail(path, checkpoint, follow=False) as source, aclosing(source.deliveries()) as it:
        assert ids(await drain(it)) == ["q2", "q3"]


async def test_rotated_while_down_file_is_finished_first(tmp_path: Path) -> None:
    path, rotated, checkpoint = tmp_path / "rag.jsonl", tmp_path / "rag.jsonl.1", tmp_path / "c"
    path.write_bytes(lines(0, 1, 2))
    async with tail(path, checkpoint) as source, aclosing(source.deliveries()) as it:
        await settle_all(await take(it, 2))
    os.rename(path, rotated)
    append(rotated, line(3))
    path.write_bytes(lines(4, 5))
    async with tail(path, checkpoint, follow=False) as source:
        async with aclosing(source.deliveries()) as it:
            got = await drain(it)
        assert ids(got) == ["q2", "q3", "q4", "q5"]
        assert got[0].origin == f"{rotated}:{len(lines(0, 1))}"
        assert got[2].origin == f"{path}:0"
        await settle_all(got)
    assert saved_offset(checkpoint) == (path.stat().st_ino, len(lines(4, 5)))


async def test_replaced_file_with_reused_inode_is_read_from_its_beginning(tmp_path: Path) -> None:
    # Truncated and rewritten while we were down: same inode, other first bytes.
    path, checkpoint = tmp_path / "rag.jsonl", tmp_path / "tail.json"
    path.write_bytes(lines(0, 1, 2))
    async with tail(path, checkpoint) as source, aclosing(source.deliveries()) as it:
        await settle_all(await take(it, 3))
    with path.open("r+b") as handle:
        handle.truncate(0)
        handle.write(lines(5, 6, 7, 8))
    async with tail(path, checkpoint, follow=False) as source, aclosing(source.deliveries()) as it:
        assert ids(await drain(it)) == ["q5", "q6", "q7", "q8"]


async def test_bad_lines_become_rejects_and_the_stream_goes_on(tmp_path: Path) -> None:
    path, checkpoint = tmp_path / "rag.jsonl", tmp_path / "tail.json"
    huge = b'{"question": "' + b"x" * 10_000_000 + b'", "answer": "a"}\n'
    path.write_bytes(
        b"{not json\n"
        + b'{"question": "q"}\n'
        + b'{"question": "caf\xe9", "answer": "a"}\n'
        + huge
        + b"[1, 2, 3]\n"
        + line(9)
        + b"\n"  # a trailing blank line: skipped, yet the checkpoint moves past it
    )
    tracemalloc.start()
    try:
        async with tail(path, checkpoint, follow=False) as source:
            async with aclosing(source.deliveries()) as it:
                got = await drain(it)
            peak = tracemalloc.get_traced_memory()[1]
            await settle_all(got)
    finally:
        tracemalloc.stop()
    reasons = [d.item.reason if isinstance(d.item, Reject) else "ok" for d in got]
    assert reasons == [
        "invalid_json",
        "missing_field",
        "invalid_utf8",
        "too_large",
        "not_an_object",
        "ok",
    ]
    too_large = got[3].item
    assert isinstance(too_large, Reject)
    assert str(len(huge) - 1) in too_large.detail
    assert too_large.preview.startswith(b'{"question": "xxx') and len(too_large.preview) == 512
    assert peak < 4_000_000, f"the 10 MB line was buffered: peak {peak} bytes"
    assert saved_offset(checkpoint)[1] == path.stat().st_size


async def test_line_over_the_limit_is_skipped_without_buffering_it(tmp_path: Path) -> None:
    path = tmp_path / "rag.jsonl"
    path.write_bytes(b"")
    source = tail(path, limits=DecodeLimits(max_record_bytes=100))
    async with source, aclosing(source.deliveries()) as it:
        got: list[Delivery] = []

        async def pull() -> None:
            got.extend(await take(it, 2))

        async with anyio.create_task_group() as tg:
            tg.start_soon(pull)
            append(path, b'{"question": "' + b"y" * 500)
            await caught_up(source)
            assert source.statistics().position.endswith(":514")
            append(path, b"y" * 500 + b'", "answer": "a"}\n' + line(1))
    assert isinstance(got[0].item, Reject) and got[0].item.reason == "too_large"
    assert "1031 bytes" in got[0].item.detail
    assert ids(got[1:]) == ["q1"]


async def test_follow_false_delivers_the_unterminated_last_line_and_ends(tmp_path: Path) -> None:
    path = tmp_path / "rag.jsonl"
    path.write_bytes(lines(0) + line(1).rstrip(b"\n"))
    async with tail(path, follow=False) as source, aclosing(source.deliveries()) as it:
        assert ids(await drain(it)) == ["q0", "q1"]


async def test_follow_false_on_a_missing_file_is_an_error(tmp_path: Path) -> None:
    async with tail(tmp_path / "nope.jsonl", follow=False) as source:
        with pytest.raises(FileNotFoundError, match=r"nope\.jsonl"):
            await drain(source.deliveries())


async def test_start_at_end_skips_what_is_already_there(tmp_path: Path) -> None:
    path = tmp_path / "rag.jsonl"
    path.write_bytes(lines(0, 1) + line(2)[:10])
    async with tail(path, start="end") as source, aclosing(source.deliveries()) as it:
        got: list[Delivery] = []

        async def pull() -> None:
            got.extend(await take(it, 1))

        async with anyio.create_task_group() as tg:
            tg.start_soon(pull)
            append(path, line(2)[10:] + line(3))
    assert ids(got) == ["q3"]


async def test_checkpoint_is_written_at_most_every_interval(tmp_path: Path) -> None:
    path, checkpoint = tmp_path / "rag.jsonl", tmp_path / "tail.json"
    path.write_bytes(lines(0, 1, 2, 3))
    clock = FakeClock()
    source = tail(path, checkpoint, clock=clock, checkpoint_interval=10.0)
    async with source:
        async with aclosing(source.deliveries()) as it:
            d = await take(it, 4)
        assert saved_offset(checkpoint)[1] == 0  # the starting position, written at once
        await d[0].settle(Outcome.SCORED)
        await d[1].settle(Outcome.SCORED)
        assert saved_offset(checkpoint)[1] == 0
        clock.now += 10.0
        await d[2].settle(Outcome.SCORED)
        assert saved_offset(checkpoint)[1] == len(lines(0, 1, 2))
        await d[3].settle(Outcome.SCORED)
        assert saved_offset(checkpoint)[1] == len(lines(0, 1, 2))
    assert saved_offset(checkpoint)[1] == len(lines(0, 1, 2, 3))


@pytest.mark.parametrize(
    "content", [b"garbage", b'{"version": 2, "kind": "tail"}', b'{"version": 1, "kind": "tail"}']
)
async def test_unusable_checkpoint_is_a_clear_error(tmp_path: Path, content: bytes) -> None:
    path, checkpoint = tmp_path / "rag.jsonl", tmp_path / "tail.json"
    path.write_bytes(lines(0))
    checkpoint.write_bytes(content)
    with pytest.raises(CheckpointError, match="Delete it to start over") as info:
        async with tail(path, checkpoint):
            pass
    assert str(checkpoint) in str(info.value)


async def test_checkpoint_of_another_file_is_a_clear_error(tmp_path: Path) -> None:
    checkpoint = tmp_path / "tail.json"
    (tmp_path / "a.jsonl").write_bytes(lines(0))
    (tmp_path / "b.jsonl").write_bytes(lines(0))
    async with tail(tmp_path / "a.jsonl", checkpoint):
        pass
    with pytest.raises(CheckpointError, match="belongs to"):
        async with tail(tmp_path / "b.jsonl", checkpoint):
            pass


async def test_aclose_ends_a_waiting_iteration(tmp_path: Path) -> None:
    path = tmp_path / "rag.jsonl"
    path.write_bytes(b"")
    source = tail(path, poll_interval=60.0)
    ended = anyio.Event()

    async def consume() -> None:
        async for _ in source.deliveries():
            pass
        ended.set()

    async with source, anyio.create_task_group() as tg:
        tg.start_soon(consume)
        await caught_up(source)
        assert source.statistics().connected
        await source.aclose()
        with anyio.fail_after(5):
            await ended.wait()
    assert source.statistics().connected is False


async def test_open_source_tails_a_bare_path_or_a_tail_spec(tmp_path: Path) -> None:
    path, state = tmp_path / "logs" / "rag.jsonl", tmp_path / "state"
    path.parent.mkdir()
    path.write_bytes(lines(0, 1))
    source = open_source(str(path), state_dir=state, follow=False)
    assert isinstance(source, TailSource)
    async with source, aclosing(source.deliveries()) as it:
        await settle_all(await drain(it))
    assert [p.name.startswith("tail-") for p in state.iterdir()] == [True]
    append(path, line(2))
    # The same file through "tail:" shares the checkpoint: only the new line is read.
    source = open_source(f"tail:{path}", state_dir=state, follow=False)
    assert isinstance(source, TailSource)
    async with source, aclosing(source.deliveries()) as it:
        assert ids(await drain(it)) == ["q2"]
    assert len(list(state.iterdir())) == 1


async def test_open_source_passes_the_checkpoint_interval(tmp_path: Path) -> None:
    path, state = tmp_path / "rag.jsonl", tmp_path / "state"
    path.write_bytes(lines(0, 1))
    source = open_source(str(path), state_dir=state, clock=FakeClock(), checkpoint_interval=0.0)
    assert isinstance(source, TailSource)
    async with source, aclosing(source.deliveries()) as it:
        first = (await take(it, 2))[0]
        await first.settle(Outcome.SCORED)  # the fake clock stands still: only 0 s allows this
        [checkpoint] = state.iterdir()
        assert saved_offset(checkpoint)[1] == len(line(0))


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("kafka://broker:9092/topic", "unknown kind of source 'kafka'"),
        ("tail:", "path is empty"),
    ],
)
def test_open_source_rejects_unknown_specs_listing_the_forms(
    tmp_path: Path, spec: str, problem: str
) -> None:
    with pytest.raises(SourceSpecError, match=problem) as info:
        open_source(spec, state_dir=tmp_path)
    assert "tail:PATH" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_open_source_rejects_a_directory(tmp_path: Path) -> None:
    with pytest.raises(SourceSpecError, match="is a directory"):
        open_source(str(tmp_path), state_dir=tmp_path)


def test_sources_public_surface() -> None:
    assert sorted(sources.__all__) == [
        "CheckpointError",
        "Delivery",
        "MemorySource",
        "Source",
        "SourceSpecError",
        "SourceStatistics",
        "TailSource",
        "open_source",
    ]
