"""Checkpoints: an ordered settled-watermark tracker and an atomically written state file.

``SettledWatermark`` answers "how far may the checkpoint advance?": deliveries are registered
in read order and settled in any order; the watermark is the mark of the last delivery whose
every predecessor is settled too, so a checkpoint never passes an unsettled delivery.

``CheckpointFile`` stores a small JSON document, versioned and tagged with the kind of source
that wrote it, replacing it atomically (temp file in the same directory, fsync, rename, fsync of
the directory): after a crash the file holds either the old state or the new one, never a mix.
Both are reusable by any source that checkpoints.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import tempfile
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

import orjson

__all__ = [
    "FINGERPRINT_BYTES",
    "CheckpointError",
    "CheckpointFile",
    "SettledWatermark",
    "TailCheckpoint",
    "fingerprint",
]

M = TypeVar("M")

# How many leading bytes of a file identify it (together with its inode).
FINGERPRINT_BYTES = 256


class CheckpointError(ValueError):
    """A checkpoint file that cannot be used: malformed, of an unknown version, or written for
    another source. The message names the file and says how to recover."""


class SettledWatermark(Generic[M]):
    """Tracks deliveries in read order and the furthest mark that is safe to checkpoint.

    ``add`` registers a delivery (or an already-settled position such as a skipped blank line)
    and returns a ticket; ``settle`` marks a ticket settled and reports whether the watermark
    moved. The watermark only ever covers a contiguous settled prefix, in read order. Settling
    an unknown or already-settled ticket does nothing. Memory is proportional to the number of
    entries from the oldest unsettled one onwards. Not thread-safe; use it from one event loop.
    """

    def __init__(self, initial: M) -> None:
        self._watermark = initial
        self._entries: deque[list[Any]] = deque()  # [mark, settled]
        self._base = 0  # ticket of _entries[0]
        self._next = 0
        self._pending = 0
        self._settled = 0
        self._version = 0

    @property
    def watermark(self) -> M:
        """The mark of the last entry whose predecessors and itself are all settled."""
        return self._watermark

    @property
    def pending(self) -> int:
        """Deliveries added and not yet settled."""
        return self._pending

    @property
    def settled(self) -> int:
        """Deliveries settled so far (positions added as already settled are not counted)."""
        return self._settled

    @property
    def version(self) -> int:
        """Increases every time the watermark moves; compare to see whether it changed."""
        return self._version

    def add(self, mark: M, *, settled: bool = False) -> int:
        """Register the next entry in read order; return its ticket."""
        ticket = self._next
        self._next += 1
        if settled and not self._entries:
            self._base = self._next
            self._advance(mark)
            return ticket
        self._entries.append([mark, settled])
        if not settled:
            self._pending += 1
        return ticket

    def settle(self, ticket: int) -> bool:
        """Mark ``ticket`` settled. True when the watermark moved as a result."""
        index = ticket - self._base
        if index < 0 or index >= len(self._entries) or self._entries[index][1]:
            return False
        self._entries[index][1] = True
        self._pending -= 1
        self._settled += 1
        if index != 0:
            return False
        last: Any = None
        while self._entries and self._entries[0][1]:
            last = self._entries.popleft()[0]
            self._base += 1
        self._advance(last)
        return True

    def _advance(self, mark: M) -> None:
        self._watermark = mark
        self._version += 1


def fingerprint(head: bytes) -> str:
    """A short digest of a file's first bytes, to tell a reused inode from the same file."""
    return hashlib.blake2b(head, digest_size=16).hexdigest()


@dataclass(frozen=True, slots=True)
class TailCheckpoint:
    """Where a log tail resumes: the file (path, device, inode, and a fingerprint of its first
    ``fingerprint_bytes`` bytes) and the byte offset just after the last settled line."""

    path: str
    device: int
    inode: int
    offset: int
    fingerprint: str
    fingerprint_bytes: int

    def to_mapping(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "device": self.device,
            "inode": self.inode,
            "offset": self.offset,
            "fingerprint": self.fingerprint,
            "fingerprint_bytes": self.fingerprint_bytes,
        }

    @classmethod
    def from_mapping(cls, state: Mapping[str, Any], *, source: Path) -> TailCheckpoint:
        """Validate ``state`` (read from ``source``); raise ``CheckpointError`` when malformed."""
        ints = ("device", "inode", "offset", "fingerprint_bytes")
        strs = ("path", "fingerprint")
        for key in ints:
            value = state.get(key)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise _malformed(source, f"field {key!r} must be a non-negative integer")
        for key in strs:
            if not isinstance(state.get(key), str):
                raise _malformed(source, f"field {key!r} must be a string")
        return cls(
            path=state["path"],
            device=state["device"],
            inode=state["inode"],
            offset=state["offset"],
            fingerprint=state["fingerprint"],
            fingerprint_bytes=state["fingerprint_bytes"],
        )


def _malformed(path: Path, what: str) -> CheckpointError:
    return CheckpointError(
        f"checkpoint file {path} is unusable: {what}. Delete it to start over "
        "(lines since the last run may then be read again or skipped, per the start setting)."
    )


class CheckpointFile:
    """A versioned JSON state file for one source, replaced atomically on every ``write``.

    The document is ``{"version": V, "kind": K, ...state}``. ``read`` returns the state without
    those two keys, ``None`` when the file does not exist, and raises ``CheckpointError`` when it
    is not a JSON object, or has another version or kind. Both methods block on disk: call them
    from a worker thread in async code.
    """

    def __init__(self, path: Path, *, kind: str, version: int = 1) -> None:
        self.path = path
        self.kind = kind
        self.version = version

    def read(self) -> dict[str, Any] | None:
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None
        try:
            doc = orjson.loads(raw)
        except orjson.JSONDecodeError as exc:
            raise _malformed(self.path, f"not JSON ({exc})") from None
        if not isinstance(doc, dict):
            raise _malformed(self.path, "not a JSON object")
        version = doc.pop("version", None)
        if version != self.version:
            raise _malformed(
                self.path, f"version {version!r} is not the supported version {self.version}"
            )
        kind = doc.pop("kind", None)
        if kind != self.kind:
            raise _malformed(self.path, f"it was written by a {kind!r} source, not {self.kind!r}")
        return doc

    def write(self, state: Mapping[str, Any]) -> None:
        """Replace the file with ``state``; on return the new state is durable."""
        payload = orjson.dumps({"version": self.version, "kind": self.kind, **state})
        directory = self.path.parent
        directory.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=directory)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(payload)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp, self.path)
        except BaseException:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temp)
            raise
        _fsync_directory(directory)


def _fsync_directory(directory: Path) -> None:
    # Makes the rename itself durable; some platforms cannot open a directory, which is fine.
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
