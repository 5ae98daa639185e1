"""``TailSource``: follow a JSONL log file, across rotation and restarts.

Guarantee: **at-least-once, in file order.** Every complete line is delivered once per run, in
the order it appears in the file (the old file of a rotation before the new one). The
checkpoint advances only to the end of the last line whose every predecessor is settled, so the
lines in flight at a crash (read but not yet settled) are read again after a restart; nothing
settled is read twice, and nothing is skipped.

Reading never blocks the event loop: ``stat`` and chunked ``pread`` run in a worker thread, and
an idle file is polled every ``poll_interval`` seconds. Memory is bounded: a line longer than
``limits.max_record_bytes`` is not buffered but skipped up to its newline and delivered as a
``Reject("too_large")``.

Rotation: when the path names a new inode (rename rotation, or the file was deleted and
created again), the old file is read to its end first and the new one from its start. When the
file shrinks below the read position, or its first bytes change, it was truncated in place
(copytruncate) and is read again from the start. A missing file is waited for. Limits: a line
written to an old file after it was both rotated and drained is lost, as is data written between
``copytruncate``'s copy and truncate; of several rotations while the source was down only the
checkpointed file and the current one are read.
"""

from __future__ import annotations

import logging
import math
import os
import stat
from collections.abc import AsyncGenerator, Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Literal, NamedTuple, TypeVar

import anyio

from ..clock import Clock, SystemClock
from ..events import DecodeLimits, Interaction, Reject, decode_interaction
from ..results import Outcome
from .base import Delivery, Source, SourceStatistics
from .checkpoint import (
    FINGERPRINT_BYTES,
    CheckpointError,
    CheckpointFile,
    SettledWatermark,
    TailCheckpoint,
    fingerprint,
)

__all__ = ["TailSource"]

_log = logging.getLogger(__name__)
_T = TypeVar("_T")

# Immutable defaults (a frozen value object and a stateless clock), shared safely.
_DEFAULT_LIMITS = DecodeLimits()
_SYSTEM_CLOCK = SystemClock()

_CHUNK_BYTES = 256 * 1024
_PREVIEW_BYTES = 512


@dataclass(eq=False)
class _FileId:
    """One generation of one file: its identity and the first bytes read from it."""

    name: str
    device: int
    inode: int
    head: bytearray


@dataclass(frozen=True, slots=True)
class _Mark:
    """A line boundary: reading may resume at ``offset`` of ``file``."""

    file: _FileId
    offset: int


@dataclass(eq=False)
class _OpenFile:
    fd: int
    file: _FileId
    offset: int  # the next byte to read


@dataclass(frozen=True, slots=True)
class _TooLarge:
    size: int
    preview: bytes


class _Record(NamedTuple):
    """A line (``bytes``), an over-long line (``_TooLarge``) or a bare position (``None``)."""

    file: _FileId
    start: int
    end: int
    content: bytes | _TooLarge | None


class _Closed(Exception):
    pass


class _LineSplitter:
    """Cuts a byte stream into lines without ever holding more than ``limit`` bytes of one.

    A line that outgrows the limit is discarded up to its newline and reported as a
    ``_TooLarge``; in *silent* mode (skipping a partial line when starting at the end of a file)
    the discarded bytes are reported as a bare position instead.
    """

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._partial = bytearray()
        self._start = 0
        self._discarded = -1  # bytes discarded from the current line; -1: not discarding
        self._silent = False
        self._preview = b""

    def reset(self, offset: int, *, skip_partial: bool = False) -> None:
        self._partial = bytearray()
        self._start = offset
        self._discarded = 0 if skip_partial else -1
        self._silent = skip_partial
        self._preview = b""

    def feed(self, data: bytes, offset: int) -> list[tuple[int, int, bytes | _TooLarge | None]]:
        """Split ``data`` (which starts at file ``offset``) into the lines it completes."""
        out: list[tuple[int, int, bytes | _TooLarge | None]] = []
        pos = 0
        while (newline := data.find(b"\n", pos)) >= 0:
            end = offset + newline + 1
            if self._discarded >= 0:
                size = self._discarded + newline - pos
                out.append((self._start, end, None if self._silent else self._too_large(size)))
                self._discarded, self._silent, self._preview = -1, False, b""
            elif self._partial:
                self._partial += data[pos:newline]
                out.append((self._start, end, bytes(self._partial)))
                self._partial = bytearray()
            else:
                out.append((self._start, end, data[pos:newline]))
            self._start = end
            pos = newline + 1
        if pos < len(data):
            if self._discarded >= 0:
                self._discarded += len(data) - pos
            else:
                self._partial += data[pos:]
                if len(self._partial) > self._limit:
                    self._preview = bytes(self._partial[:_PREVIEW_BYTES])
                    self._discarded = len(self._partial)
                    self._partial = bytearray()
        return out

    def flush(self, end: int) -> list[tuple[int, int, bytes | _TooLarge | None]]:
        """End the stream at ``end``: an unterminated last line is returned as a line."""
        out: list[tuple[int, int, bytes | _TooLarge | None]] = []
        if self._discarded >= 0:
            content = None if self._silent else self._too_large(self._discarded)
            out.append((self._start, end, content))
        elif self._partial:
            out.append((self._start, end, bytes(self._partial)))
        self.reset(end)
        return out

    def _too_large(self, size: int) -> _TooLarge:
        return _TooLarge(size, self._preview)


class TailSource(Source):
    """Follows the JSONL file at ``path``; at-least-once, in file order (see the module doc).

    ``checkpoint`` is the state file recording the settled position; without one every run
    starts afresh. ``start`` chooses where a file is first read when there is no checkpoint
    for it: its ``beginning`` or its current ``end`` (a file that appears later, or replaces a
    checkpointed one, is always read from its beginning, since everything in it is new). With
    ``follow=False`` the source reads to the end of the file (delivering an unterminated last
    line too) and stops: batch scoring. The checkpoint is written at most every
    ``checkpoint_interval`` seconds while running, and once more by ``aclose``.

    Raises ``CheckpointError`` (a ``ValueError``) on entry when the checkpoint is malformed, of
    an unknown version, or was written for another path.
    """

    name = "tail"

    def __init__(
        self,
        path: Path,
        *,
        checkpoint: Path | None = None,
        follow: bool = True,
        poll_interval: float = 0.25,
        limits: DecodeLimits = _DEFAULT_LIMITS,
        clock: Clock = _SYSTEM_CLOCK,
        checkpoint_interval: float = 1.0,
        start: Literal["beginning", "end"] = "beginning",
    ) -> None:
        if start not in ("beginning", "end"):
            raise ValueError(f"start must be 'beginning' or 'end', not {start!r}")
        self.path = Path(os.path.abspath(path))
        self._checkpoint = (
            CheckpointFile(checkpoint, kind="tail", version=1) if checkpoint else None
        )
        self._follow = follow
        self._poll_interval = poll_interval
        self._limits = limits
        self._clock = clock
        self._checkpoint_interval = checkpoint_interval
        self._start_at = start
        self._lines = _LineSplitter(limits.max_record_bytes)
        self._tracker: SettledWatermark[_Mark | None] = SettledWatermark(None)
        self._file: _OpenFile | None = None
        self._io_lock = anyio.Lock()
        self._write_lock = anyio.Lock()
        self._start_lock = anyio.Lock()
        self._closed_event = anyio.Event()
        self._idle_waiters: list[anyio.Event] = []
        self._closed = False
        self._started = False
        self._iterating = False
        self._finished = False
        self._read = 0
        self._written_version = 0
        self._last_write = -math.inf

    # --- the Source API -------------------------------------------------------------------

    async def __aenter__(self) -> TailSource:
        await self._start()
        return self

    async def deliveries(self) -> AsyncGenerator[Delivery, None]:
        """Yield one delivery per non-blank line, in file order. May be iterated once."""
        if self._iterating:
            raise RuntimeError("TailSource.deliveries() may be iterated only once")
        self._iterating = True
        try:
            await self._start()
            while (batch := await self._next_batch()) is not None:
                for record in batch:
                    if self._closed:
                        return
                    delivery = self._deliver(record)
                    if delivery is not None:
                        yield delivery
        except _Closed:
            return
        finally:
            self._release_idle_waiters()

    def statistics(self) -> SourceStatistics:
        current = self._file
        return SourceStatistics(
            read=self._read,
            settled=self._tracker.settled,
            pending=self._tracker.pending,
            connected=current is not None,
            position=f"{current.file.inode}:{current.offset}" if current else "",
        )

    async def wait_caught_up(self) -> None:
        """Wait until the reader has read everything the file held when this was called and
        is waiting for more (or the source has ended). Reading happens only while
        ``deliveries()`` is being iterated, so call this from another task than the consumer.
        """
        if self._closed or self._finished:
            return
        event = anyio.Event()
        self._idle_waiters.append(event)
        await event.wait()

    async def aclose(self) -> None:
        """Stop reading, write the checkpoint of what is settled, close the file. Idempotent."""
        self._closed = True
        self._closed_event.set()
        self._release_idle_waiters()
        with anyio.CancelScope(shield=True):
            try:
                await self._write_checkpoint(force=True)
            finally:
                async with self._io_lock:
                    if self._file is not None:
                        os.close(self._file.fd)
                        self._file = None

    # --- delivering -----------------------------------------------------------------------

    def _deliver(self, record: _Record) -> Delivery | None:
        mark = _Mark(record.file, record.end)
        content = record.content
        if content is None or (isinstance(content, bytes) and not content.strip()):
            self._tracker.add(mark, settled=True)
            return None
        item: Interaction | Reject
        if isinstance(content, _TooLarge):
            item = Reject(
                "too_large",
                f"line is {content.size} bytes; the limit is {self._limits.max_record_bytes}; "
                "it was skipped up to its newline",
                content.preview,
            )
        else:
            item = decode_interaction(content, limits=self._limits, now=self._clock.time)
        ticket = self._tracker.add(mark)
        self._read += 1
        return Delivery(
            item,
            partial(self._settled, ticket),
            received_at=self._clock.monotonic(),
            origin=f"{record.file.name}:{record.start}",
        )

    async def _settled(self, ticket: int, outcome: Outcome) -> None:
        if self._tracker.settle(ticket) and not self._closed:
            await self._checkpoint_soon()

    async def _checkpoint_soon(self) -> None:
        """Write the checkpoint if it is due; a failure is logged and retried later."""
        try:
            await self._write_checkpoint()
        except OSError as exc:
            # Neither the settler nor the reader should fail for this: the next settle, poll or
            # aclose tries again, and until then a restart merely re-reads a few lines.
            _log.warning("could not write the checkpoint of %s: %s", self.path, exc)

    async def _write_checkpoint(self, *, force: bool = False) -> None:
        if self._checkpoint is None or self._tracker.version == self._written_version:
            return
        if not force and (
            self._write_lock.locked()
            or self._clock.monotonic() - self._last_write < self._checkpoint_interval
        ):
            return
        async with self._write_lock:
            version, mark = self._tracker.version, self._tracker.watermark
            if mark is None or version == self._written_version:
                return
            self._last_write = self._clock.monotonic()
            await anyio.to_thread.run_sync(self._checkpoint.write, self._state(mark))
            self._written_version = version

    def _state(self, mark: _Mark) -> dict[str, object]:
        head = bytes(mark.file.head[: min(FINGERPRINT_BYTES, mark.offset)])
        return TailCheckpoint(
            path=str(self.path),
            device=mark.file.device,
            inode=mark.file.inode,
            offset=mark.offset,
            fingerprint=fingerprint(head),
            fingerprint_bytes=len(head),
        ).to_mapping()

    # --- reading (the blocking parts run in a worker thread, under _io_lock) ----------------

    async def _io(self, func: Callable[[], _T]) -> _T:
        async with self._io_lock:
            if self._closed:
                raise _Closed
            return await anyio.to_thread.run_sync(func)

    async def _start(self) -> None:
        async with self._start_lock:
            if self._started:
                return
            try:
                mark = await self._io(self._open_at_start)
            except _Closed:
                return
            self._started = True
            if mark is not None:
                self._tracker.add(mark, settled=True)

    async def _next_batch(self) -> list[_Record] | None:
        """The next records to deliver, or ``None`` when the source is finished or closed."""
        while not self._closed and not self._finished:
            await self._checkpoint_soon()
            # Only a read that starts after wait_caught_up() was called may release it.
            armed, self._idle_waiters = self._idle_waiters, []
            try:
                records = await self._io(self._step)
            except BaseException:
                self._idle_waiters += armed
                raise
            if records is None:
                _release(armed)
            else:
                self._idle_waiters += armed
            if records:
                return records
            if records is None and not self._finished:
                with anyio.move_on_after(self._poll_interval):
                    await self._closed_event.wait()
        self._release_idle_waiters()
        return None

    def _release_idle_waiters(self) -> None:
        waiters, self._idle_waiters = self._idle_waiters, []
        _release(waiters)

    def _step(self) -> list[_Record] | None:
        """Read what is new. ``None``: nothing new, wait; ``[]``: progress, call again."""
        current = self._file
        if current is None:
            opened = self._open(self.path, 0)
            if opened is None:
                if not self._follow:
                    raise FileNotFoundError(f"log file {self.path} does not exist")
                return None
            return [self._switch_to(opened)]
        data = os.pread(current.fd, _CHUNK_BYTES, current.offset)
        if data:
            return self._consume(current, data)
        change = self._change(current)
        if change == "same" or change == "missing":
            if self._follow:
                return None
            self._finished = True
            return self._flush(current)
        if change == "truncated":
            records = self._flush(current)
            records.append(self._switch_to(_positioned(current, 0)))
            return records
        # Rotated: whatever reached the old file before the rename is read first.
        data = os.pread(current.fd, _CHUNK_BYTES, current.offset)
        if data:
            return self._consume(current, data)
        records = self._flush(current)
        opened = self._open(self.path, 0)
        if opened is not None:
            os.close(current.fd)
            records.append(self._switch_to(opened))
        return records

    def _consume(self, current: _OpenFile, data: bytes) -> list[_Record]:
        start = current.offset
        current.offset += len(data)
        head = current.file.head
        if len(head) == start < FINGERPRINT_BYTES:
            head += data[: FINGERPRINT_BYTES - start]
        return [_Record(current.file, *line) for line in self._lines.feed(data, start)]

    def _flush(self, current: _OpenFile) -> list[_Record]:
        return [_Record(current.file, *line) for line in self._lines.flush(current.offset)]

    def _switch_to(self, opened: _OpenFile) -> _Record:
        self._file = opened
        self._lines.reset(opened.offset)
        return _Record(opened.file, opened.offset, opened.offset, None)

    def _change(self, current: _OpenFile) -> Literal["same", "missing", "rotated", "truncated"]:
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return "missing"
        if (st.st_dev, st.st_ino) != (current.file.device, current.file.inode):
            return "rotated"
        if os.fstat(current.fd).st_size < current.offset:
            return "truncated"
        head = current.file.head
        if head and os.pread(current.fd, len(head), 0) != head:
            return "truncated"
        return "same"

    def _open(self, path: Path | str, offset: int) -> _OpenFile | None:
        """Open ``path`` positioned at ``offset``; ``None`` when it does not exist."""
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
        except FileNotFoundError:
            return None
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                raise IsADirectoryError(f"{path} is not a regular file")
            head = bytearray(os.pread(fd, min(FINGERPRINT_BYTES, offset), 0))
        except BaseException:
            os.close(fd)
            raise
        return _OpenFile(fd, _FileId(str(path), st.st_dev, st.st_ino, head), offset)

    def _open_at_start(self) -> _Mark | None:
        """Resolve where to begin; return the starting position, if a file is open."""
        saved = self._load_checkpoint()
        opened = self._open(self.path, 0)
        if saved is None:
            if opened is None:
                return None
            if self._start_at == "end":
                return self._begin_at_end(opened)
            self._switch_to(opened)
            return _Mark(opened.file, 0)
        if opened is not None and _matches(opened.fd, saved):
            return self._resume(opened, saved)
        rotated = self._find_rotated(saved)
        if rotated is not None:
            if opened is not None:
                os.close(opened.fd)
            return self._resume(rotated, saved)
        if opened is not None:
            _log.warning(
                "checkpointed file of %s (inode %d) is gone; reading the current file from "
                "its beginning",
                self.path,
                saved.inode,
            )
            self._switch_to(opened)
            return _Mark(opened.file, 0)
        return None

    def _load_checkpoint(self) -> TailCheckpoint | None:
        if self._checkpoint is None:
            return None
        state = self._checkpoint.read()
        if state is None:
            return None
        saved = TailCheckpoint.from_mapping(state, source=self._checkpoint.path)
        if saved.path != str(self.path):
            raise CheckpointError(
                f"checkpoint file {self._checkpoint.path} belongs to {saved.path}, not "
                f"{self.path}. Delete it to start over, or give this source its own checkpoint."
            )
        return saved

    def _resume(self, opened: _OpenFile, saved: TailCheckpoint) -> _Mark:
        self._switch_to(_positioned(opened, saved.offset))
        assert self._file is not None
        return _Mark(self._file.file, saved.offset)

    def _begin_at_end(self, opened: _OpenFile) -> _Mark | None:
        size = os.fstat(opened.fd).st_size
        self._file = _positioned(opened, size)
        partial_line = size > 0 and os.pread(opened.fd, 1, size - 1) != b"\n"
        # A partial last line is skipped quietly; its newline then becomes the first position.
        self._lines.reset(size, skip_partial=partial_line)
        return None if partial_line else _Mark(self._file.file, size)

    def _find_rotated(self, saved: TailCheckpoint) -> _OpenFile | None:
        """The checkpointed file under another name in the same directory, if it is there."""
        try:
            entries = list(os.scandir(self.path.parent))
        except FileNotFoundError:
            return None
        for entry in entries:
            if entry.inode() != saved.inode or entry.path == str(self.path):
                continue
            try:
                if not entry.is_file(follow_symlinks=False):
                    continue
                candidate = self._open(entry.path, 0)
            except OSError:
                continue
            if candidate is None:
                continue
            if _matches(candidate.fd, saved):
                return candidate
            os.close(candidate.fd)
        return None


def _release(waiters: list[anyio.Event]) -> None:
    for event in waiters:
        event.set()


def _positioned(opened: _OpenFile, offset: int) -> _OpenFile:
    """The same open file, to be read from ``offset`` (its head re-read to match)."""
    head = bytearray(os.pread(opened.fd, min(FINGERPRINT_BYTES, offset), 0))
    file = _FileId(opened.file.name, opened.file.device, opened.file.inode, head)
    return _OpenFile(opened.fd, file, offset)


def _matches(fd: int, saved: TailCheckpoint) -> bool:
    """Is the open file the checkpointed one (same inode and first bytes, long enough)?

    The device number is not compared: it can change across reboots and container restarts,
    and the fingerprint already tells a reused inode from the original file.
    """
    st = os.fstat(fd)
    if st.st_ino != saved.inode or st.st_size < saved.offset:
        return False
    head = os.pread(fd, saved.fingerprint_bytes, 0)
    return len(head) == saved.fingerprint_bytes and fingerprint(head) == saved.fingerprint
