"""JSONL exporter: one line per evaluation, ``Evaluation.as_record()``, appended to a file.

Guarantees: lines appear in export order; each ``export`` hands its line to the operating system
(written and flushed, not fsynced) before it returns, in a worker thread, so the event loop never
waits on the disk and a crash of this process loses no exported line; a slow disk slows the
exporter's caller (back-pressure), never the loop. The file is opened for append on the first
export, its directory created if missing; ``aclose`` closes it. A line left half-written by a
killed process stays as it is, but the first line of the next run starts on a line of its own,
so a reader loses only the torn line (its interaction was not checkpointed, and is scored
again).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import IO

import anyio
import anyio.to_thread
import orjson

from ragas_stream.events import Interaction, Reject
from ragas_stream.exporting import ExporterContext
from ragas_stream.results import Evaluation, Outcome

__all__ = ["DEFAULT_PATH", "JsonlExporter", "create"]

DEFAULT_PATH = "ragas-stream-results.jsonl"


class JsonlExporter:
    """Appends one JSON object per evaluation to ``path``. See the module docstring."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._file: IO[bytes] | None = None
        self._lock = threading.Lock()  # the file is touched only from worker threads
        self._closed = False
        self.lines = 0

    async def export(self, evaluation: Evaluation) -> None:
        """Encode the record on the loop, write and flush it in a worker thread."""
        if self._closed:
            raise RuntimeError(f"JSONL exporter for {self.path} is closed")
        line = orjson.dumps(evaluation.as_record()) + b"\n"
        await anyio.to_thread.run_sync(self._write, line)
        self.lines += 1

    def _write(self, line: bytes) -> None:
        with self._lock:
            if self._file is None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._file = self.path.open("ab")
                if _ends_torn(self.path):
                    self._file.write(b"\n")
            self._file.write(line)
            self._file.flush()

    def _close(self) -> None:
        with self._lock:
            if self._file is not None:
                self._file.close()
                self._file = None

    def record_outcome(
        self, outcome: Outcome, reason: str, item: Interaction | Reject | None
    ) -> None:
        """Nothing to do: the file holds evaluations only (rejects go to the dead-letter sink)."""

    async def aclose(self) -> None:
        """Close the file (every line is already flushed). Idempotent; shielded."""
        if self._closed:
            return
        self._closed = True
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(self._close)


def _ends_torn(path: Path) -> bool:
    """Whether a regular file is not empty and its last line has no newline (a pipe or a
    device is never torn: it is not read back)."""
    try:
        if not path.is_file() or path.stat().st_size == 0:
            return False
        with path.open("rb") as existing:
            existing.seek(-1, 2)
            return existing.read(1) != b"\n"
    except OSError:
        return False


def create(context: ExporterContext) -> JsonlExporter:
    """Entry point ``jsonl``. Option ``path`` (default ``ragas-stream-results.jsonl``)."""
    options = dict(context.options)
    path = options.pop("path", DEFAULT_PATH)
    if options:
        raise ValueError(
            f"exporters.jsonl: unknown option(s) {', '.join(sorted(options))} (known: path)"
        )
    if not isinstance(path, str | Path) or not str(path):
        raise ValueError("exporters.jsonl.path must be a file path")
    return JsonlExporter(path)
