"""``RedisStreamSource``: consume interactions from a Redis stream through a consumer group.

Guarantee: **at-least-once.** An entry is read with ``XREADGROUP`` into this consumer's pending
list and acknowledged (``XACK``) only after its delivery is settled — scored, sampled out, shed,
or rejected after the dead-letter stream has it. An entry whose consumer dies before settling it
stays pending and is reclaimed (``XAUTOCLAIM``) by a live consumer of the group once it has been
idle ``claim_idle`` seconds, so nothing is lost; it may then be scored twice (once by the
consumer that died after exporting but before acknowledging). Entries a live consumer holds stay
its own while it works on them: a heartbeat resets their idle time every ``claim_idle / 4``
(``XCLAIM … JUSTID`` of the entries it still owns) whenever the reader reads or a delivery is
settled, and, if the host runs ``maintain()``, through any stall too. On close the entries
still held are released (made idle) so that another consumer takes them over at once.
Ordering: stream order within one read; reclaimed entries come out of order, and several
consumers interleave.

An entry carries the interaction as JSON in one field (``data`` by default) or as flat fields
(``question``, ``answer``, ``contexts`` as a JSON array …). A malformed entry becomes a reject;
an entry delivered more than ``max_deliveries`` times (say, one that crashes every consumer
that reads it) becomes a ``Reject("too_many_deliveries")`` instead of circulating forever.
``dead_letter`` is a ``DeadLetterSink`` that appends rejects to the stream ``<stream>:dead``.

Connection loss is retried with exponential backoff and jitter; the source reports
``connected=False`` meanwhile. An ``XACK`` that fails is kept and retried, and a consumer group
that disappears (Redis restarted without persistence) is created again.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any, Literal

import anyio
import orjson
from redis import exceptions as redis_errors
from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff

from ..clock import Clock, SystemClock
from ..deadletter import dead_letter_record
from ..events import DecodeLimits, Interaction, Reject, decode_interaction, interaction_from_mapping
from ..results import Outcome
from .base import Delivery
from .broker import BrokerSource
from .spec import display_url

__all__ = ["RedisDeadLetter", "RedisStreamConfig", "RedisStreamSource", "RedisStreamStatistics"]

_log = logging.getLogger(__name__)
_DEFAULT_LIMITS = DecodeLimits()
_SYSTEM_CLOCK = SystemClock()
_PREVIEW_BYTES = 512
_COMMAND_TIMEOUT = 10.0

# An entry read: its id, its fields, and how many times it has been delivered.
_Entry = tuple[str, Mapping[bytes, bytes], int]

# Extends the idle time of the entries still owned by this consumer; returns those it no
# longer owns (acknowledged or claimed by another consumer since).
_HEARTBEAT = """
local lost = {}
for i = 3, #ARGV do
  local id = ARGV[i]
  local pending = redis.call('XPENDING', KEYS[1], ARGV[1], id, id, 1)
  if pending[1] ~= nil and pending[1][2] == ARGV[2] then
    redis.call('XCLAIM', KEYS[1], ARGV[1], ARGV[2], 0, id, 'JUSTID')
  else
    table.insert(lost, id)
  end
end
return lost
"""

_CONNECTION_ERRORS = (
    redis_errors.ConnectionError,
    redis_errors.TimeoutError,
    redis_errors.BusyLoadingError,
    OSError,
    TimeoutError,
)


@dataclass(frozen=True, slots=True, repr=False)
class RedisStreamConfig:
    """Where and how to consume. ``url``: ``redis://[:password@]host:port/db`` (``rediss://``
    for TLS; any password in it is never shown). ``consumer``: this process's name in the
    group. ``claim_idle``: seconds an entry must sit unacknowledged with a silent consumer
    before another takes it over. ``start``: where a newly created group begins. ``block``:
    the longest one read waits for new entries."""

    url: str
    stream: str
    group: str = "ragas-stream"
    consumer: str = "ragas-stream"
    field: str = "data"
    claim_idle: float = 60.0
    start: Literal["beginning", "end"] | str = "beginning"
    batch: int = 64
    block: float = 1.0
    max_deliveries: int = 5
    dead_stream: str = ""
    dead_maxlen: int = 100_000

    def __post_init__(self) -> None:
        if not self.stream or not self.group or not self.consumer:
            raise ValueError("stream, group and consumer must not be empty")
        if self.start not in ("beginning", "end"):
            raise ValueError("start must be 'beginning' or 'end'")
        if self.claim_idle <= 0 or self.block <= 0:
            raise ValueError("claim_idle and block must be > 0")
        if self.batch < 1 or self.max_deliveries < 1 or self.dead_maxlen < 1:
            raise ValueError("batch, max_deliveries and dead_maxlen must be >= 1")

    @property
    def dead_letter_stream(self) -> str:
        return self.dead_stream or f"{self.stream}:dead"

    @property
    def heartbeat_interval(self) -> float:
        return self.claim_idle / 4.0

    @property
    def claim_interval(self) -> float:
        """How often idle entries of other consumers are looked for."""
        return max(0.01, self.claim_idle / 2.0)

    def __repr__(self) -> str:
        return (
            f"RedisStreamConfig(url={display_url(self.url)!r}, stream={self.stream!r}, "
            f"group={self.group!r}, consumer={self.consumer!r}, field={self.field!r}, "
            f"claim_idle={self.claim_idle}, start={self.start!r}, batch={self.batch}, "
            f"block={self.block}, max_deliveries={self.max_deliveries}, "
            f"dead_stream={self.dead_letter_stream!r})"
        )


@dataclass(frozen=True, slots=True)
class RedisStreamStatistics:
    """Counts since start: entries ``reclaimed`` from other consumers, acknowledgements in
    ``ack_backlog`` waiting to be retried, entries found ``lost`` to another consumer by the
    heartbeat, ``reconnects`` after connection loss, rejects written to the dead-letter
    stream."""

    reclaimed: int
    ack_backlog: int
    lost: int
    reconnects: int
    dead_letters: int


class RedisDeadLetter:
    """A ``DeadLetterSink`` appending each reject to a Redis stream (``XADD``, approximately
    capped at ``maxlen`` entries). Fields: ``data`` (the JSON dead-letter record), ``reason``
    and ``origin``. ``write`` raises when Redis is unreachable; the caller counts it. It uses
    its source's connection; ``aclose`` does nothing."""

    def __init__(self, source: RedisStreamSource) -> None:
        self._source = source

    @property
    def stream(self) -> str:
        return self._source.config.dead_letter_stream

    async def write(self, reject: Reject, *, origin: str, at: float) -> None:
        record = dead_letter_record(reject, origin=origin, at=at)
        fields: dict[Any, Any] = {
            "data": orjson.dumps(record),
            "reason": reject.reason,
            "origin": origin,
        }
        with anyio.fail_after(_COMMAND_TIMEOUT):
            await self._source._redis().xadd(
                self.stream, fields, maxlen=self._source.config.dead_maxlen, approximate=True
            )
        self._source._dead_letters += 1

    async def aclose(self) -> None:
        return None


class RedisStreamSource(BrokerSource[_Entry]):
    """Consumes a Redis stream as one consumer of a consumer group; at-least-once (see the
    module docstring). ``deliveries()`` may be iterated once, and yields this consumer's own
    pending entries first, then reclaimed and new ones; ``maintain()`` may run beside it in the
    host's task group. ``client`` lets the caller pass an existing ``redis.asyncio.Redis``
    (which the caller then closes); otherwise one is made from ``config.url``."""

    name = "redis_streams"

    def __init__(
        self,
        config: RedisStreamConfig,
        *,
        password: str | None = None,
        client: Redis | None = None,
        limits: DecodeLimits = _DEFAULT_LIMITS,
        clock: Clock = _SYSTEM_CLOCK,
        rng: random.Random | None = None,
    ) -> None:
        super().__init__(
            heartbeat_interval=config.heartbeat_interval, limits=limits, clock=clock, rng=rng
        )
        self.config = config
        self._password = password
        self._client = client
        self._owns_client = client is None
        self.dead_letter = RedisDeadLetter(self)
        self._field = config.field.encode()
        self._inflight: set[str] = set()
        self._abandoned: set[str] = set()
        self._unacked: set[str] = set()
        self._history: str | None = "0"  # our own pending entries are read again first
        self._claim_cursor = "0-0"
        self._next_claim = -math.inf
        self._group_ready = False
        self._connected = False
        self._heartbeat_script: Any = None
        self._reclaimed = 0
        self._lost = 0
        self._reconnects = 0
        self._dead_letters = 0

    def __repr__(self) -> str:
        return f"RedisStreamSource({self.config!r})"

    # --- lifecycle ------------------------------------------------------------------------

    async def __aenter__(self) -> RedisStreamSource:
        self._redis()
        return self

    async def _shutdown(self) -> None:
        client = self._client
        if client is None:
            return
        try:
            with anyio.fail_after(_COMMAND_TIMEOUT):
                await self._flush_acks()
                await self._release_unsettled()
                await self._forget_consumer_if_idle()
        except (*_CONNECTION_ERRORS, redis_errors.RedisError) as exc:
            _log.warning(
                "redis source %s: could not tidy up on close (%s); unsettled entries will be "
                "reclaimed after %.1fs",
                self.config.stream,
                exc,
                self.config.claim_idle,
            )
        finally:
            if self._owns_client:
                self._client = None
                await client.aclose()

    def _redis(self) -> Redis:
        if self._client is None:
            if self._shut_down:
                raise RuntimeError("the source is closed")
            self._client = Redis.from_url(
                self.config.url,
                password=self._password,
                socket_connect_timeout=5.0,
                socket_timeout=self.config.block + _COMMAND_TIMEOUT,
                health_check_interval=30,
                client_name=f"ragas-stream:{self.config.consumer}",
                # One quick retry for a stale pooled connection; longer outages are this
                # source's business (backoff, connected=False), not the client's.
                retry=Retry(NoBackoff(), 1),
            )
        return self._client

    def _has_client(self) -> bool:
        return self._client is not None

    def _is_connected(self) -> bool:
        return self._connected

    # --- statistics -------------------------------------------------------------------------

    def broker_statistics(self) -> RedisStreamStatistics:
        """Counts specific to Redis (reclaims, acknowledgement retries, reconnects)."""
        return RedisStreamStatistics(
            reclaimed=self._reclaimed,
            ack_backlog=len(self._unacked),
            lost=self._lost,
            reconnects=self._reconnects,
            dead_letters=self._dead_letters,
        )

    # --- reading --------------------------------------------------------------------------

    async def _read_batch(self) -> list[_Entry]:
        entries = await self._read_once()
        if not self._connected:
            if self._backoff.failures:
                _log.info("redis source: connected again to %s", display_url(self.config.url))
            self._connected = True
        return entries

    async def _read_failed(self, exc: Exception) -> bool:
        if isinstance(exc, _CONNECTION_ERRORS):
            await self._connection_lost(exc)
            return True
        if isinstance(exc, redis_errors.ResponseError) and str(exc).startswith("NOGROUP"):
            _log.warning(
                "redis source: group %s of stream %s is gone; creating it again",
                self.config.group,
                self.config.stream,
            )
            self._group_ready = False
            return True
        return False

    async def _connection_lost(self, exc: BaseException) -> None:
        if self._connected or self._backoff.failures == 0:
            _log.warning(
                "redis source: connection to %s failed (%s: %s); retrying with backoff",
                display_url(self.config.url),
                type(exc).__name__,
                exc,
            )
            if self._connected:
                self._reconnects += 1
        self._connected = False
        await self._back_off()

    async def _read_once(self) -> list[_Entry]:
        client = self._redis()
        if not self._group_ready:
            await self._create_group(client)
        if self._history is not None:
            entries = await self._read_history(client)
            if entries:
                return entries
        if self._clock.monotonic() >= self._next_claim:
            entries = await self._reclaim(client)
            if entries:
                return entries
        config = self.config
        block = min(config.block, config.claim_interval, config.heartbeat_interval)
        reply = await client.xreadgroup(
            self.config.group,
            self.config.consumer,
            {self.config.stream: ">"},
            count=self.config.batch,
            block=max(1, int(block * 1000)),
        )
        return self._register([(i, f or {}, 1) for i, f in _stream_entries(reply)])

    async def _create_group(self, client: Redis) -> None:
        start = "0" if self.config.start == "beginning" else "$"
        try:
            await client.xgroup_create(
                self.config.stream, self.config.group, id=start, mkstream=True
            )
        except redis_errors.ResponseError as exc:
            if not str(exc).startswith("BUSYGROUP"):
                raise
        self._group_ready = True

    async def _read_history(self, client: Redis) -> list[_Entry]:
        assert self._history is not None
        reply = await client.xreadgroup(
            self.config.group,
            self.config.consumer,
            {self.config.stream: self._history},
            count=self.config.batch,
        )
        entries = _stream_entries(reply)
        if not entries:
            self._history = None
            return []
        self._history = entries[-1][0]
        gone = [i for i, f in entries if not f]
        if gone:
            await client.xack(self.config.stream, self.config.group, *gone)
        fresh = [(i, f) for i, f in entries if f and i not in self._inflight]
        counts = await self._delivery_counts(client, [i for i, _ in fresh])
        return self._register([(i, f, counts.get(i, 1)) for i, f in fresh])

    async def _reclaim(self, client: Redis) -> list[_Entry]:
        reply = await client.xautoclaim(
            self.config.stream,
            self.config.group,
            self.config.consumer,
            max(1, int(self.config.claim_idle * 1000)),
            start_id=self._claim_cursor,
            count=self.config.batch,
        )
        cursor = _text(reply[0])
        claimed = list(reply[1]) if len(reply) > 1 else []
        deleted = list(reply[2]) if len(reply) > 2 else []
        if cursor == "0-0":
            self._next_claim = self._clock.monotonic() + self.config.claim_interval
        self._claim_cursor = cursor
        if deleted:
            _log.warning(
                "redis source: %d pending entr(ies) of stream %s were deleted (trimmed) "
                "before anyone settled them",
                len(deleted),
                self.config.stream,
            )
        entries: list[tuple[str, Mapping[bytes, bytes]]] = []
        gone: list[str] = []
        for raw_id, fields in claimed:
            entry_id = _text(raw_id)
            if fields is None:  # Redis 6.2 reports a deleted entry like this
                gone.append(entry_id)
            elif entry_id not in self._inflight:
                entries.append((entry_id, fields))
        if gone:
            await client.xack(self.config.stream, self.config.group, *gone)
        if not entries:
            return []
        self._reclaimed += len(entries)
        _log.info(
            "redis source: reclaimed %d entr(ies) idle for %.1fs or more",
            len(entries),
            self.config.claim_idle,
        )
        counts = await self._delivery_counts(client, [i for i, _ in entries])
        return self._register([(i, f, counts.get(i, 1)) for i, f in entries])

    async def _delivery_counts(self, client: Redis, ids: list[str]) -> dict[str, int]:
        if not ids:
            return {}
        ordered = sorted(ids, key=_id_key)
        rows = await client.xpending_range(
            self.config.stream,
            self.config.group,
            min=ordered[0],
            max=ordered[-1],
            count=len(ids) + len(self._inflight),
            consumername=self.config.consumer,
        )
        return {_text(row["message_id"]): int(row["times_delivered"]) for row in rows}

    def _register(self, entries: list[_Entry]) -> list[_Entry]:
        for entry_id, _, _ in entries:
            self._inflight.add(entry_id)
        return entries

    # --- delivering and settling ------------------------------------------------------------

    def _deliver(self, message: _Entry) -> Delivery:
        entry_id, fields, count = message
        self._read += 1
        self._position = entry_id
        item: Interaction | Reject
        if count > self.config.max_deliveries:
            item = Reject(
                "too_many_deliveries",
                f"entry was delivered {count} times (max_deliveries is "
                f"{self.config.max_deliveries}); a consumer may have crashed on it",
                _preview(fields),
            )
        else:
            item = self._decode(fields)
        return Delivery(
            item,
            partial(self._settle, entry_id),
            received_at=self._clock.monotonic(),
            origin=f"redis:{self.config.stream}:{entry_id}",
        )

    def _decode(self, fields: Mapping[bytes, bytes]) -> Interaction | Reject:
        raw = fields.get(self._field)
        if raw is not None:
            return decode_interaction(raw, limits=self._limits, now=self._clock.time)
        size = sum(len(k) + len(v) for k, v in fields.items())
        preview = _preview(fields)
        if size > self._limits.max_record_bytes:
            return Reject(
                "too_large",
                f"entry is {size} bytes; the limit is {self._limits.max_record_bytes}",
                preview,
            )
        try:
            mapping = {k.decode(): _flat_value(k.decode(), v.decode()) for k, v in fields.items()}
        except UnicodeDecodeError as exc:
            return Reject("invalid_utf8", f"a field is not UTF-8 at byte {exc.start}", preview)
        if not mapping:
            return Reject("missing_field", f"entry has no {self.config.field!r} field", preview)
        result = interaction_from_mapping(mapping, limits=self._limits, now=self._clock.time)
        if isinstance(result, Reject):
            return Reject(result.reason, result.detail, preview, result.id)
        return result

    def _abandon(self, message: _Entry) -> None:
        entry_id = message[0]
        self._inflight.discard(entry_id)
        self._abandoned.add(entry_id)

    async def _settle(self, entry_id: str, outcome: Outcome) -> None:
        self._settled += 1
        self._inflight.discard(entry_id)
        try:
            with anyio.fail_after(_COMMAND_TIMEOUT):
                await self._redis().xack(self.config.stream, self.config.group, entry_id)
        except (*_CONNECTION_ERRORS, redis_errors.RedisError, RuntimeError) as exc:
            self._unacked.add(entry_id)
            _log.warning("redis source: XACK of %s failed (%s); it will be retried", entry_id, exc)
            return
        await self._maybe_maintain()

    # --- background maintenance ---------------------------------------------------------------

    async def _heartbeat(self) -> None:
        """Retry failed acknowledgements and extend the idle time of the entries held (every
        ``claim_idle / 4`` at most). Failures are logged, never raised."""
        try:
            with anyio.fail_after(_COMMAND_TIMEOUT):
                await self._flush_acks()
                await self._keep_owned()
        except (*_CONNECTION_ERRORS, redis_errors.RedisError) as exc:
            _log.debug("redis source: heartbeat failed: %s", exc)
        except Exception:
            _log.exception("redis source: heartbeat failed")

    async def _flush_acks(self) -> None:
        if not self._unacked or self._client is None:
            return
        ids = sorted(self._unacked)
        await self._client.xack(self.config.stream, self.config.group, *ids)
        self._unacked.difference_update(ids)

    async def _keep_owned(self) -> None:
        if not self._inflight or self._client is None:
            return
        if self._heartbeat_script is None:
            self._heartbeat_script = self._client.register_script(_HEARTBEAT)
        ids = sorted(self._inflight)
        lost = await self._heartbeat_script(
            keys=[self.config.stream], args=[self.config.group, self.config.consumer, *ids]
        )
        # An entry settled while the script ran is no longer pending: not lost.
        lost_ids = {_text(i) for i in lost} & self._inflight
        if lost_ids:
            self._lost += len(lost_ids)
            _log.warning(
                "redis source: %d entr(ies) held by %s were taken over by another consumer "
                "(this one was silent for over %.1fs); they may be scored twice",
                len(lost_ids),
                self.config.consumer,
                self.config.claim_idle,
            )

    async def _release_unsettled(self) -> None:
        """Make the entries this consumer still holds look idle, so that another consumer
        takes them over at once instead of after ``claim_idle``."""
        if not (self._inflight or self._abandoned) or self._client is None:
            return
        ids: list[Any] = sorted(self._inflight | self._abandoned)
        idle_ms = int(self.config.claim_idle * 1000) + 1
        await self._client.xclaim(
            self.config.stream,
            self.config.group,
            self.config.consumer,
            0,
            ids,
            idle=idle_ms,
            justid=True,
        )

    async def _forget_consumer_if_idle(self) -> None:
        """Delete this consumer from the group when it holds nothing, so restarts with fresh
        names do not pile up consumers. Deleting a consumer drops its pending entries, hence
        the check."""
        if self._client is None or not self._group_ready:
            return
        pending = await self._client.xpending_range(
            self.config.stream,
            self.config.group,
            min="-",
            max="+",
            count=1,
            consumername=self.config.consumer,
        )
        if not pending:
            await self._client.xgroup_delconsumer(
                self.config.stream, self.config.group, self.config.consumer
            )


def _text(value: Any) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _id_key(entry_id: str) -> tuple[int, int]:
    millis, _, sequence = entry_id.partition("-")
    return int(millis), int(sequence or 0)


def _stream_entries(reply: Any) -> list[tuple[str, Mapping[bytes, bytes] | None]]:
    """The (id, fields) pairs of an ``XREADGROUP`` reply for one stream (RESP2 or RESP3);
    fields are ``None`` (or empty) for a pending entry deleted from the stream since."""
    if not reply:
        return []
    if isinstance(reply, Mapping):
        streams = list(reply.values())
        entries = streams[0][0] if streams and streams[0] else []
    else:
        entries = reply[0][1]
    return [(_text(raw_id), fields) for raw_id, fields in entries]


def _flat_value(key: str, value: str) -> Any:
    """A flat field's value: JSON arrays and objects are parsed, a numeric timestamp too."""
    stripped = value.lstrip()
    if stripped[:1] in ("[", "{"):
        try:
            return orjson.loads(stripped)
        except orjson.JSONDecodeError:
            return value
    if key == "timestamp":
        try:
            return float(stripped)
        except ValueError:
            return value
    return value


def _preview(fields: Mapping[bytes, bytes]) -> bytes:
    try:
        encoded = orjson.dumps(
            {k.decode("utf-8", "replace"): v.decode("utf-8", "replace") for k, v in fields.items()}
        )
    except (TypeError, orjson.JSONEncodeError):
        return b""
    return encoded[:_PREVIEW_BYTES]
