"""Dead-letter sinks: where rejected input goes, with its reason, so nothing is lost silently."""

from __future__ import annotations

import base64
from pathlib import Path
from typing import Protocol, runtime_checkable

import anyio
import orjson

from .events import Reject

__all__ = ["DeadLetterSink", "FileDeadLetter", "dead_letter_record"]


@runtime_checkable
class DeadLetterSink(Protocol):
    """Stores rejects. ``write`` must not raise for an ordinary I/O hiccup more than once per
    call; the caller counts and logs a failure. ``aclose`` flushes."""

    async def write(self, reject: Reject, *, origin: str, at: float) -> None: ...

    async def aclose(self) -> None: ...


def dead_letter_record(reject: Reject, *, origin: str, at: float) -> dict[str, object]:
    """The JSON record of a reject: reason, detail, origin (file:offset, stream id …), and the
    first bytes of the input (as text when it is UTF-8, else base64)."""
    try:
        preview: dict[str, str] = {"text": reject.preview.decode("utf-8")}
    except UnicodeDecodeError:
        preview = {"base64": base64.b64encode(reject.preview).decode("ascii")}
    return {
        "at": at,
        "reason": reject.reason,
        "detail": reject.detail,
        "origin": origin,
        "id": reject.id,
        "input": preview,
    }


class FileDeadLetter:
    """Appends one JSON line per reject to ``path`` (created with its parent directory).

    Each line is written with a single ``write`` call on an append-mode file in a worker thread,
    so the event loop never blocks on disk and concurrent writers never interleave within a line.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._file: anyio.AsyncFile[bytes] | None = None

    async def write(self, reject: Reject, *, origin: str, at: float) -> None:
        if self._file is None:
            await anyio.Path(self.path.parent).mkdir(parents=True, exist_ok=True)
            self._file = await anyio.open_file(self.path, "ab")
        line = orjson.dumps(dead_letter_record(reject, origin=origin, at=at)) + b"\n"
        await self._file.write(line)
        await self._file.flush()

    async def aclose(self) -> None:
        if self._file is not None:
            with anyio.CancelScope(shield=True):
                await self._file.aclose()
            self._file = None
