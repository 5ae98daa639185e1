"""The settled watermark and the atomic, versioned checkpoint file."""

from __future__ import annotations

import os
from pathlib import Path

import orjson
import pytest

from ragas_stream.sources.checkpoint import (
    CheckpointError,
    CheckpointFile,
    SettledWatermark,
    TailCheckpoint,
    fingerprint,
)


def test_watermark_never_passes_an_unsettled_entry() -> None:
    tracker: SettledWatermark[int] = SettledWatermark(0)
    tickets = [tracker.add(end) for end in (10, 20, 30, 40)]

    assert tracker.settle(tickets[2]) is False
    assert tracker.settle(tickets[1]) is False
    assert tracker.watermark == 0
    assert tracker.settle(tickets[0]) is True
    assert tracker.watermark == 30
    assert tracker.pending == 1
    assert tracker.settle(tickets[3]) is True
    assert tracker.watermark == 40
    assert (tracker.pending, tracker.settled) == (0, 4)


def test_watermark_settle_twice_or_unknown_ticket_does_nothing() -> None:
    tracker: SettledWatermark[int] = SettledWatermark(0)
    first, second = tracker.add(1), tracker.add(2)
    assert tracker.settle(first) is True
    version = tracker.version
    assert tracker.settle(first) is False
    assert tracker.settle(999) is False
    assert tracker.settle(-1) is False
    assert tracker.version == version
    assert (tracker.watermark, tracker.pending, tracker.settled) == (1, 1, 1)
    assert tracker.settle(second) is True


def test_watermark_positions_added_settled_advance_only_behind_their_predecessors() -> None:
    tracker: SettledWatermark[str] = SettledWatermark("start")
    tracker.add("blank-1", settled=True)  # nothing pending: moves at once
    assert tracker.watermark == "blank-1"
    line = tracker.add("line")
    tracker.add("blank-2", settled=True)  # behind an unsettled line: waits for it
    assert tracker.watermark == "blank-1"
    assert tracker.settle(line) is True
    assert tracker.watermark == "blank-2"
    assert (tracker.pending, tracker.settled) == (0, 1)


def test_watermark_keeps_no_entries_once_everything_is_settled() -> None:
    tracker: SettledWatermark[int] = SettledWatermark(0)
    for i in range(10_000):
        tracker.settle(tracker.add(i))
    assert tracker.watermark == 9_999
    assert len(tracker._entries) == 0


def _state(offset: int = 42) -> dict[str, object]:
    return TailCheckpoint("/var/log/rag.jsonl", 1, 2, offset, fingerprint(b"x"), 1).to_mapping()


def test_checkpoint_file_round_trips_and_creates_its_directory(tmp_path: Path) -> None:
    store = CheckpointFile(tmp_path / "state" / "deep" / "tail.json", kind="tail")
    assert store.read() is None
    store.write(_state(42))
    store.write(_state(43))
    state = store.read()
    assert state is not None
    assert TailCheckpoint.from_mapping(state, source=store.path).offset == 43
    doc = orjson.loads(store.path.read_bytes())
    assert (doc["version"], doc["kind"]) == (1, "tail")


def test_checkpoint_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    store = CheckpointFile(tmp_path / "tail.json", kind="tail")
    for offset in range(5):
        store.write(_state(offset))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tail.json"]


def test_checkpoint_failed_write_keeps_the_previous_state(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = CheckpointFile(tmp_path / "tail.json", kind="tail")
    store.write(_state(7))

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space"):
        store.write(_state(8))
    monkeypatch.undo()
    assert store.read() == _state(7)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tail.json"]


def test_checkpoint_stale_temp_file_from_a_crash_is_ignored(tmp_path: Path) -> None:
    store = CheckpointFile(tmp_path / "tail.json", kind="tail")
    store.write(_state(5))
    (tmp_path / ".tail.json.crashed.tmp").write_bytes(b'{"version": 1, "kind": "ta')
    state = store.read()
    assert state is not None and state["offset"] == 5
    store.write(_state(6))
    assert CheckpointFile(tmp_path / "tail.json", kind="tail").read() == _state(6)


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        (b"{not json", "not JSON"),
        (b"[1, 2]", "not a JSON object"),
        (b'{"version": 99, "kind": "tail"}', "version 99"),
        (b'{"kind": "tail"}', "version None"),
        (b'{"version": 1, "kind": "redis"}', "'redis' source"),
    ],
)
def test_checkpoint_unusable_file_is_a_clear_error(
    tmp_path: Path, content: bytes, expected: str
) -> None:
    path = tmp_path / "tail.json"
    path.write_bytes(content)
    with pytest.raises(CheckpointError) as info:
        CheckpointFile(path, kind="tail").read()
    message = str(info.value)
    assert expected in message
    assert str(path) in message
    assert "Delete it" in message
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    ("field", "value"),
    [("offset", -1), ("inode", "12"), ("offset", True), ("fingerprint", 5), ("path", None)],
)
def test_tail_checkpoint_rejects_malformed_fields(
    tmp_path: Path, field: str, value: object
) -> None:
    state = {**_state(), field: value}
    with pytest.raises(CheckpointError, match=field):
        TailCheckpoint.from_mapping(state, source=tmp_path / "tail.json")
