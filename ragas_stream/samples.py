"""The sample stream shipped inside the package (``data/sample_interactions.jsonl``).

Used by ``ragas-stream demo``, the compose demo writer and ``ragas_stream.testing``. Nothing is
downloaded: the file is package data.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import orjson

__all__ = ["replay_record", "sample_records"]

# Next to this module rather than importlib.resources: that also works when the package was
# installed in editable mode before it had an __init__ (a namespace package).
_PATH = Path(__file__).with_name("data") / "sample_interactions.jsonl"


def sample_records() -> list[dict[str, Any]]:
    """The raw sample records, in file order (63 interactions with route/model/scenario labels)."""
    return [orjson.loads(line) for line in _PATH.read_bytes().splitlines() if line.strip()]


def replay_record(record: dict[str, Any], loop: int, now: float) -> dict[str, Any]:
    """``record`` as a fresh interaction for pass ``loop`` of a replay: a new id, the current
    timestamp and a random W3C ``traceparent`` (so exemplars and span links have a target)."""
    fresh = dict(record)
    fresh["id"] = f"{record.get('id', 'demo')}-{loop}"
    fresh["timestamp"] = now
    fresh["traceparent"] = f"00-{secrets.token_hex(16)}-{secrets.token_hex(8)}-01"
    return fresh
