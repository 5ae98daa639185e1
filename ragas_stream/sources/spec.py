"""Specs of the broker and HTTP sources: ``redis://``, ``nats://`` and ``http://`` URLs.

A spec is a URL whose query carries the options (``redis://host:6379/0?stream=rag&group=eval``).
``QueryOptions`` reads them with types, durations (``2s``, ``500ms``) and sizes (``4MiB``) and
rejects unknown or repeated keys, so a typo is an error that names the accepted keys rather
than an option silently ignored. The openers (``open_redis``, ``open_nats``, ``open_http``)
turn a spec into a source without connecting; secrets are never taken from the spec's query
but from environment variables it names (``password_env=``, ``token_env=``).

Also here, because every broker source needs them: ``default_consumer_name`` (unique per
process, ``hostname-pid``) and ``Backoff`` (reconnect delays).
"""

from __future__ import annotations

import os
import random
import re
import socket
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar
from urllib.parse import SplitResult, parse_qs, urlsplit, urlunsplit

from ..clock import Clock
from ..events import DecodeLimits

if TYPE_CHECKING:
    from .base import Source

__all__ = [
    "Backoff",
    "OpenerOptions",
    "QueryOptions",
    "default_consumer_name",
    "display_url",
    "open_http",
    "open_nats",
    "open_redis",
    "parse_duration",
    "parse_size",
]

_T = TypeVar("_T")
_SIZE = re.compile(r"^\s*(\d+)\s*(b|kb|kib|mb|mib|gb|gib)?\s*$", re.IGNORECASE)
_SIZE_UNITS = {
    None: 1,
    "b": 1,
    "kb": 1000,
    "kib": 1024,
    "mb": 1000**2,
    "mib": 1024**2,
    "gb": 1000**3,
    "gib": 1024**3,
}
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$")
_DURATION_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, None: 1.0}
_NAME = re.compile(r"^[A-Za-z0-9_.:-]{1,200}$")


class OpenerOptions(Protocol):
    """What ``open_source`` passes every opener (its private options value)."""

    @property
    def state_dir(self) -> Path: ...

    @property
    def limits(self) -> DecodeLimits: ...

    @property
    def clock(self) -> Clock: ...


def parse_duration(text: str) -> float:
    """``"2"``, ``"2s"``, ``"500ms"``, ``"5m"``, ``"1h"`` → seconds."""
    match = _DURATION.match(text)
    if not match:
        raise ValueError(f"{text!r} is not a duration (examples: 500ms, 2s, 5m)")
    return float(match.group(1)) * _DURATION_UNITS[match.group(2)]


def parse_size(text: str) -> int:
    """``"1000"``, ``"64KiB"``, ``"4MiB"``, ``"1MB"`` → bytes."""
    match = _SIZE.match(text)
    if not match:
        raise ValueError(f"{text!r} is not a size (examples: 65536, 64KiB, 4MiB)")
    unit = match.group(2).lower() if match.group(2) else None
    return int(match.group(1)) * _SIZE_UNITS[unit]


def default_consumer_name() -> str:
    """``hostname-pid``: unique per process, readable in ``XINFO CONSUMERS`` and logs."""
    host = re.sub(r"[^A-Za-z0-9_.-]", "_", socket.gethostname()) or "host"
    return f"{host}-{os.getpid()}"


def display_url(url: str) -> str:
    """``url`` with no user info and no query: safe for logs, errors and ``repr``."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        if ":" in host:
            host = f"[{host}]"
        if parts.port is not None:
            host = f"{host}:{parts.port}"
    except ValueError:
        return "<unparseable url>"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


class Backoff:
    """Exponential reconnect delays with full jitter: the n-th delay is uniform in
    ``[initial * 2**n / 2, initial * 2**n]``, capped at ``cap``; ``reset`` after a success."""

    def __init__(
        self, initial: float = 0.1, cap: float = 10.0, *, rng: random.Random | None = None
    ) -> None:
        self.initial = initial
        self.cap = cap
        self._rng = rng or random.Random()
        self._failures = 0

    @property
    def failures(self) -> int:
        """Consecutive failures since the last ``reset``."""
        return self._failures

    def next(self) -> float:
        ceiling = min(self.cap, self.initial * 2.0 ** min(self._failures, 30))
        self._failures += 1
        return self._rng.uniform(ceiling / 2.0, ceiling)

    def reset(self) -> None:
        self._failures = 0


class QueryOptions:
    """Typed access to a spec's query string. Each getter consumes its key; ``finish``
    raises for keys nobody asked for. Errors are ``ValueError`` naming the key."""

    def __init__(self, query: str) -> None:
        self._values: dict[str, str] = {}
        for key, values in parse_qs(query, keep_blank_values=True).items():
            if len(values) > 1:
                raise ValueError(f"option {key!r} is given {len(values)} times")
            self._values[key] = values[0]
        self._known: list[str] = []

    def _take(self, key: str) -> str | None:
        self._known.append(key)
        return self._values.pop(key, None)

    def _convert(self, key: str, default: _T, convert: Callable[[str], _T]) -> _T:
        raw = self._take(key)
        if raw is None or raw == "":
            return default
        try:
            return convert(raw)
        except ValueError as exc:
            raise ValueError(f"option {key}: {exc}") from None

    def text(self, key: str, default: str = "") -> str:
        raw = self._take(key)
        return default if raw is None or raw == "" else raw

    def name(self, key: str, default: str = "") -> str:
        """A stream, group, consumer or subject name: letters, digits and ``_.:-``."""
        value = self.text(key, default)
        if value and not _NAME.match(value):
            raise ValueError(f"option {key}: {value!r} may hold only letters, digits and _.:-")
        return value

    def duration(self, key: str, default: float, *, minimum: float = 0.0) -> float:
        value = self._convert(key, default, parse_duration)
        if value < minimum:
            raise ValueError(f"option {key}: must be at least {minimum}s")
        return value

    def integer(self, key: str, default: int, *, minimum: int = 1) -> int:
        value = self._convert(key, default, int)
        if value < minimum:
            raise ValueError(f"option {key}: must be at least {minimum}")
        return value

    def size(self, key: str, default: int) -> int:
        value = self._convert(key, default, parse_size)
        if value < 1:
            raise ValueError(f"option {key}: must be at least 1 byte")
        return value

    def choice(self, key: str, default: str, choices: tuple[str, ...]) -> str:
        value = self.text(key, default)
        if value not in choices:
            raise ValueError(f"option {key}: {value!r} is not one of {', '.join(choices)}")
        return value

    def secret_from_env(self, key: str, env: Mapping[str, str]) -> str | None:
        """The value of the environment variable this option names; ``None`` when unset.
        An option naming an empty or missing variable is an error (naming the variable)."""
        variable = self.text(key)
        if not variable:
            return None
        value = env.get(variable, "")
        if not value:
            raise ValueError(f"option {key}: environment variable {variable} is not set")
        return value

    def finish(self) -> None:
        if self._values:
            unknown = ", ".join(sorted(self._values))
            known = ", ".join(sorted(set(self._known)))
            raise ValueError(f"unknown option(s) {unknown}; known: {known}")


def _fail(spec: str, problem: str) -> Exception:
    # Imported late: the package imports this module to register the openers.
    from . import _spec_error

    return _spec_error(display_url(spec), problem)


def _split(spec: str) -> SplitResult:
    try:
        parts = urlsplit(spec)
        parts.port  # noqa: B018 - raises ValueError for a bad port
    except ValueError as exc:
        raise _fail(spec, str(exc)) from None
    if parts.fragment:
        raise _fail(spec, "a fragment (#...) has no meaning here")
    return parts


def open_redis(spec: str, options: OpenerOptions) -> Source:
    """``redis://[:PASSWORD@]HOST:PORT/DB?stream=S&group=G&...`` (``rediss://`` for TLS)."""
    from .redis_streams import RedisStreamConfig, RedisStreamSource

    parts = _split(spec)
    try:
        query = QueryOptions(parts.query)
        stream = query.name("stream")
        if not stream:
            raise ValueError("option stream is required (stream=NAME)")
        claim_idle = query.duration("claim_idle", 60.0, minimum=0.01)
        config = RedisStreamConfig(
            url=urlunsplit((parts.scheme, parts.netloc, parts.path, "", "")),
            stream=stream,
            group=query.name("group", "ragas-stream"),
            consumer=query.name("consumer") or default_consumer_name(),
            field=query.text("field", "data"),
            claim_idle=claim_idle,
            start=query.choice("start", "beginning", ("beginning", "end")),
            batch=query.integer("batch", 64),
            block=query.duration("block", 1.0, minimum=0.01),
            max_deliveries=query.integer("max_deliveries", 5),
            dead_stream=query.name("dead") or f"{stream}:dead",
            dead_maxlen=query.integer("dead_maxlen", 100_000),
        )
        password = query.secret_from_env("password_env", os.environ)
        query.finish()
    except ValueError as exc:
        raise _fail(spec, str(exc)) from None
    return RedisStreamSource(config, password=password, limits=options.limits, clock=options.clock)


def open_nats(spec: str, options: OpenerOptions) -> Source:
    """``nats://HOST:PORT?stream=S&subject=X&durable=D&...`` (``tls://`` for TLS)."""
    from .nats import NatsConfig, NatsSource

    parts = _split(spec)
    try:
        query = QueryOptions(parts.query)
        stream = query.name("stream")
        if not stream:
            raise ValueError("option stream is required (stream=NAME)")
        subject = query.text("subject")
        if subject and (any(c.isspace() for c in subject) or subject.startswith(".")):
            raise ValueError(f"option subject: {subject!r} is not a NATS subject")
        config = NatsConfig(
            url=urlunsplit((parts.scheme, parts.netloc, "", "", "")),
            stream=stream,
            subject=subject,
            durable=query.name("durable", "ragas-stream"),
            consumer=query.name("consumer") or default_consumer_name(),
            ack_wait=query.duration("ack_wait", 60.0, minimum=0.1),
            max_deliveries=query.integer("max_deliveries", 5),
            batch=query.integer("batch", 64),
            start=query.choice("start", "beginning", ("beginning", "end")),
        )
        token = query.secret_from_env("token_env", os.environ)
        query.finish()
    except ValueError as exc:
        raise _fail(spec, str(exc)) from None
    return NatsSource(config, token=token, limits=options.limits, clock=options.clock)


def open_http(spec: str, options: OpenerOptions) -> Source:
    """``http://HOST:PORT[/PATH]?token_env=VAR&max_body=4MiB&queue=1024``."""
    from .http import HttpIngestConfig, HttpIngestSource

    parts = _split(spec)
    try:
        if not parts.hostname:
            raise ValueError("give the address to listen on, e.g. http://0.0.0.0:8080")
        if parts.username or parts.password:
            raise ValueError("put no credentials in the spec; name a variable with token_env=")
        query = QueryOptions(parts.query)
        config = HttpIngestConfig(
            host=parts.hostname,
            port=parts.port if parts.port is not None else 8080,
            path=parts.path if parts.path not in ("", "/") else "/v1/interactions",
            max_body=query.size("max_body", 4 * 1024**2),
            queue=query.integer("queue", 1024),
            retry_after=query.duration("retry_after", 1.0, minimum=0.0),
        )
        token = query.secret_from_env("token_env", os.environ)
        query.finish()
        source = HttpIngestSource(config, token=token, limits=options.limits, clock=options.clock)
    except ValueError as exc:
        raise _fail(spec, str(exc)) from None
    return source
