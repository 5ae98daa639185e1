"""Sources of interactions: a log tail, the in-process SDK queue, Redis Streams, NATS JetStream
and an HTTP ingest endpoint.

``open_source`` turns a source spec from configuration or the command line into a ``Source``.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from ..clock import Clock, SystemClock
from ..events import DecodeLimits
from .base import Delivery, Source, SourceStatistics
from .checkpoint import CheckpointError
from .memory import MemorySource
from .spec import open_http, open_nats, open_redis
from .tail import TailSource

__all__ = [
    "CheckpointError",
    "Delivery",
    "MemorySource",
    "Source",
    "SourceSpecError",
    "SourceStatistics",
    "TailSource",
    "open_source",
]

_DEFAULT_LIMITS = DecodeLimits()
_SYSTEM_CLOCK = SystemClock()


class SourceSpecError(ValueError):
    """A source spec that names no known kind of source; the message lists the accepted forms."""


@dataclass(frozen=True, slots=True)
class _Options:
    state_dir: Path
    limits: DecodeLimits
    clock: Clock
    follow: bool
    checkpoint_interval: float


def _open_tail(spec: str, options: _Options) -> Source:
    target = spec.split(":", 1)[1]
    if not target:
        raise _spec_error("tail:", "the path is empty")
    path = Path(os.path.abspath(os.path.expanduser(target)))
    if path.is_dir():
        raise _spec_error(target, f"{path} is a directory; give the log file itself")
    digest = hashlib.blake2b(str(path).encode("utf-8", "surrogateescape"), digest_size=8)
    return TailSource(
        path,
        checkpoint=options.state_dir / f"tail-{digest.hexdigest()}.json",
        follow=options.follow,
        limits=options.limits,
        clock=options.clock,
        checkpoint_interval=options.checkpoint_interval,
    )


# Each kind of source registers here: scheme -> (opener, form shown in error messages). The
# opener receives the whole spec ("tail:/var/log/rag.jsonl", "redis://host:6379/0?stream=s")
# and the shared options.
_OPENERS: Mapping[str, tuple[Callable[[str, _Options], Source], str]] = MappingProxyType(
    {
        "tail": (_open_tail, "tail:PATH  (follow a JSONL log file)"),
        "redis": (open_redis, "redis://HOST:PORT/DB?stream=S&group=G  (Redis Streams)"),
        "rediss": (open_redis, "rediss://HOST:PORT/DB?stream=S&group=G  (Redis over TLS)"),
        "nats": (open_nats, "nats://HOST:PORT?stream=S&subject=X  (NATS JetStream)"),
        "tls": (open_nats, "tls://HOST:PORT?stream=S&subject=X  (NATS JetStream over TLS)"),
        "http": (open_http, "http://HOST:PORT  (HTTP ingest: POST JSON or NDJSON)"),
    }
)
_BARE_PATH_FORM = "PATH  (a bare path: the same as tail:PATH)"
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]*):")


def _spec_error(spec: str, problem: str) -> SourceSpecError:
    forms = "\n  ".join([*(form for _, form in _OPENERS.values()), _BARE_PATH_FORM])
    return SourceSpecError(f"bad source {spec!r}: {problem}. Accepted forms:\n  {forms}")


def _parse(spec: str) -> tuple[str, str]:
    """Return (scheme, spec), a bare path becoming ``tail:PATH``."""
    match = _SCHEME.match(spec)
    scheme = match.group(1).lower() if match else ""
    if scheme in _OPENERS:
        return scheme, spec
    if match is not None and spec[match.end() :].startswith("//"):
        raise _spec_error(spec, f"unknown kind of source {scheme!r}")
    # No scheme, or "name:rest" with no known scheme: a file name (which may contain a colon).
    return "tail", "tail:" + spec


def open_source(
    spec: str,
    *,
    state_dir: Path,
    limits: DecodeLimits = _DEFAULT_LIMITS,
    clock: Clock = _SYSTEM_CLOCK,
    follow: bool = True,
    checkpoint_interval: float = 1.0,
) -> Source:
    """Build the source a spec names, without opening it (enter it with ``async with``).

    Accepted: ``tail:PATH`` or a bare ``PATH`` (checkpointed under ``state_dir``, written at
    most every ``checkpoint_interval`` seconds: after a crash, up to that much settled work
    is read again); ``redis://HOST:PORT/DB?stream=S&group=G…`` (consumer group, at-least-once);
    ``nats://HOST:PORT?stream=S&subject=X…`` (durable pull consumer, at-least-once);
    ``http://HOST:PORT[/path]…`` (ingest endpoint, best-effort after ``202``). Raises
    ``SourceSpecError`` for anything else, listing the accepted forms.
    """
    if not spec.strip():
        raise _spec_error(spec, "it is empty")
    scheme, normalized = _parse(spec.strip())
    opener, _ = _OPENERS[scheme]
    return opener(normalized, _Options(state_dir, limits, clock, follow, checkpoint_interval))
