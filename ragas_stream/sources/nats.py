"""``NatsSource``: consume interactions from a NATS JetStream stream with a durable pull consumer.

Guarantee: **at-least-once.** Messages are fetched from the durable consumer ``durable``
(shared by every replica: JetStream hands each message to one of them) and acknowledged only
after their delivery is settled: ``ack`` for every outcome but a reject, ``term`` for a reject
(it is in the dead-letter sink by then, and must not come back). Each acknowledgement waits for
the server's confirmation; one lost in an outage is retried. A message whose consumer dies
before settling it is redelivered by the server once ``ack_wait`` has passed, so nothing is
lost; it may then be scored twice. Messages a live consumer holds are kept from redelivery by a
heartbeat (``in_progress`` every ``ack_wait / 4``) whenever the reader fetches or a delivery is
settled, and, if the host runs ``maintain()``, through any stall too. On a graceful close the
messages still unsettled are ``nak``-ed, so another replica gets them at once. Ordering: stream
order within one consumer, but redeliveries come out of order and several replicas interleave.

Redelivery is bounded: the consumer is created with ``max_deliver = max_deliveries + 1``, and a
message delivered more than ``max_deliveries`` times (one that crashes every consumer, say) is
delivered as a ``Reject("too_many_deliveries")`` — dead-lettered, then terminated — instead of
being dropped silently by the server.

The stream must exist (the watched service owns it): until it does the source retries with
exponential backoff. While the server is unreachable the NATS client keeps reconnecting by
itself (every second). Meanwhile the source reports ``connected=False``.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import AsyncGenerator
from dataclasses import dataclass
from functools import partial
from typing import Any, Literal

import anyio
import nats
from nats import errors as nats_errors
from nats.js import api as js_api
from nats.js import errors as js_errors

from ..clock import Clock, SystemClock
from ..events import DecodeLimits, Interaction, Reject, decode_interaction
from ..results import Outcome
from .base import Delivery, Source, SourceStatistics
from .spec import Backoff, display_url

__all__ = ["NatsConfig", "NatsSource", "NatsStatistics"]

_log = logging.getLogger(__name__)
_DEFAULT_LIMITS = DecodeLimits()
_SYSTEM_CLOCK = SystemClock()
_COMMAND_TIMEOUT = 10.0
_FETCH_TIMEOUT = 1.0
_ACK_TIMEOUT = 2.0
_ACK = b"+ACK"
_TERM = b"+TERM"


@dataclass(frozen=True, slots=True, repr=False)
class NatsConfig:
    """Where and how to consume. ``url``: ``nats://host:port`` (``tls://`` for TLS; any
    credentials in it are never shown). ``subject``: filter within the stream (empty: all of
    it). ``durable``: the consumer shared by the replicas. ``consumer``: this process's name on
    its connection. ``ack_wait``: seconds the server waits for an acknowledgement before it
    redelivers. ``start``: where a newly created consumer begins."""

    url: str
    stream: str
    subject: str = ""
    durable: str = "ragas-stream"
    consumer: str = "ragas-stream"
    ack_wait: float = 60.0
    max_deliveries: int = 5
    batch: int = 64
    start: Literal["beginning", "end"] | str = "beginning"

    def __post_init__(self) -> None:
        if not self.stream or not self.durable:
            raise ValueError("stream and durable must not be empty")
        if self.start not in ("beginning", "end"):
            raise ValueError("start must be 'beginning' or 'end'")
        if self.ack_wait <= 0:
            raise ValueError("ack_wait must be > 0")
        if self.batch < 1 or self.max_deliveries < 1:
            raise ValueError("batch and max_deliveries must be >= 1")

    @property
    def heartbeat_interval(self) -> float:
        return self.ack_wait / 4.0

    def __repr__(self) -> str:
        return (
            f"NatsConfig(url={display_url(self.url)!r}, stream={self.stream!r}, "
            f"subject={self.subject!r}, durable={self.durable!r}, consumer={self.consumer!r}, "
            f"ack_wait={self.ack_wait}, max_deliveries={self.max_deliveries}, "
            f"batch={self.batch}, start={self.start!r})"
        )


@dataclass(frozen=True, slots=True)
class NatsStatistics:
    """Counts since start: messages that came ``redelivered`` (delivered before), and
    ``reconnects``; ``ack_backlog``: settlements not yet confirmed by the server, retried
    every ``ack_wait / 4`` (should the server redeliver one meanwhile, it is scored again)."""

    redelivered: int
    ack_backlog: int
    reconnects: int


class NatsSource(Source):
    """Consumes a JetStream stream through a durable pull consumer; at-least-once (see the
    module docstring). ``deliveries()`` may be iterated once; ``maintain()`` may run beside it
    in the host's task group. ``token``: the server's auth token, if it needs one."""

    name = "nats"

    def __init__(
        self,
        config: NatsConfig,
        *,
        token: str | None = None,
        limits: DecodeLimits = _DEFAULT_LIMITS,
        clock: Clock = _SYSTEM_CLOCK,
        rng: random.Random | None = None,
    ) -> None:
        self.config = config
        self._token = token
        self._limits = limits
        self._clock = clock
        self._backoff = Backoff(rng=rng)
        self._nc: Any = None
        self._subscription: Any = None
        self._inflight: dict[int, Any] = {}  # stream sequence -> message
        self._abandoned: list[Any] = []
        self._unacked: list[tuple[Any, bytes]] = []
        self._closed = False
        self._shut_down = False
        self._iterating = False
        self._read_scope: anyio.CancelScope | None = None
        self._maintenance_scope: anyio.CancelScope | None = None
        self._maintaining = False
        self._next_maintenance = -math.inf
        self._quiet = False  # an outage has been reported already
        self._read = 0
        self._settled = 0
        self._redelivered = 0
        self._reconnects = 0
        self._position = ""

    def __repr__(self) -> str:
        return f"NatsSource({self.config!r})"

    # --- lifecycle ------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Stop reading (a pending fetch returns at once), ``nak`` the messages still held so
        that another replica gets them at once, retry unconfirmed settlements, and close the
        connection. Idempotent."""
        self._closed = True
        for scope in (self._read_scope, self._maintenance_scope):
            if scope is not None:
                scope.cancel()
        with anyio.CancelScope(shield=True):
            await self._shutdown()

    async def _shutdown(self) -> None:
        if self._shut_down:
            return
        self._shut_down = True
        nc, self._nc = self._nc, None
        if nc is None:
            return
        if self._unacked:
            await self._retry_acknowledgements()
        try:
            with anyio.fail_after(_COMMAND_TIMEOUT):
                for message in [*self._inflight.values(), *self._abandoned]:
                    await message.nak()
                self._inflight.clear()
                self._abandoned.clear()
        except (nats_errors.Error, OSError, TimeoutError) as exc:
            _log.warning(
                "nats source: could not release unsettled messages on close (%s); they come "
                "back after ack_wait (%.1fs)",
                exc,
                self.config.ack_wait,
            )
        finally:
            with anyio.move_on_after(_COMMAND_TIMEOUT):
                await nc.close()

    # --- the Source API -------------------------------------------------------------------

    def statistics(self) -> SourceStatistics:
        nc = self._nc
        return SourceStatistics(
            read=self._read,
            settled=self._settled,
            pending=len(self._inflight),
            connected=bool(
                nc is not None and nc.is_connected and self._subscription and not self._closed
            ),
            position=self._position,
        )

    def broker_statistics(self) -> NatsStatistics:
        """Counts specific to NATS (redeliveries seen, failed settlements, reconnects)."""
        return NatsStatistics(self._redelivered, len(self._unacked), self._reconnects)

    async def deliveries(self) -> AsyncGenerator[Delivery, None]:
        """Yield messages as they arrive until ``aclose``. May be iterated once."""
        if self._iterating:
            raise RuntimeError("NatsSource.deliveries() may be iterated only once")
        self._iterating = True
        batch: list[Any] = []
        try:
            while not self._closed:
                batch = await self._next_batch()
                while batch:
                    message = batch.pop(0)
                    if self._closed:
                        return
                    yield self._deliver(message)
        finally:
            # Fetched but never handed out: no heartbeat for them, and released on close.
            for message in batch:
                self._inflight.pop(message.metadata.sequence.stream, None)
                self._abandoned.append(message)

    # --- reading --------------------------------------------------------------------------

    async def _next_batch(self) -> list[Any]:
        while not self._closed:
            scope = self._read_scope = anyio.CancelScope()
            try:
                with scope:
                    messages = await self._fetch()
            except (nats_errors.Error, OSError) as exc:
                await self._failed(exc)
                continue
            finally:
                self._read_scope = None
            if scope.cancelled_caught:
                return []
            self._backoff.reset()
            if messages:
                return messages
        return []

    async def _fetch(self) -> list[Any]:
        await self._maybe_maintain()
        subscription = self._subscription or await self._subscribe()
        timeout = min(_FETCH_TIMEOUT, self.config.heartbeat_interval)
        try:
            messages = await subscription.fetch(self.config.batch, timeout=timeout)
        except nats_errors.TimeoutError:
            return []
        out = []
        for message in messages:
            sequence = message.metadata.sequence.stream
            if sequence in self._inflight:
                continue  # redelivered while we still hold it: already on its way
            self._inflight[sequence] = message
            out.append(message)
        return out

    async def _subscribe(self) -> Any:
        if self._nc is None:
            self._nc = await nats.connect(
                servers=[self.config.url],
                token=self._token,
                name=f"ragas-stream:{self.config.consumer}",
                connect_timeout=5,
                reconnect_time_wait=1,
                max_reconnect_attempts=-1,
                allow_reconnect=True,
                error_cb=self._on_error,
                disconnected_cb=self._on_disconnected,
                reconnected_cb=self._on_reconnected,
            )
        js = self._nc.jetstream(timeout=_COMMAND_TIMEOUT)
        consumer = js_api.ConsumerConfig(
            durable_name=self.config.durable,
            ack_policy=js_api.AckPolicy.EXPLICIT,
            ack_wait=self.config.ack_wait,
            max_deliver=self.config.max_deliveries + 1,
            filter_subject=self.config.subject or None,
            deliver_policy=(
                js_api.DeliverPolicy.ALL
                if self.config.start == "beginning"
                else js_api.DeliverPolicy.NEW
            ),
        )
        try:
            await js.add_consumer(self.config.stream, consumer)
        except js_errors.NotFoundError:
            raise
        except js_errors.BadRequestError as exc:
            # Usually a consumer of that name with another configuration: use it as it is.
            _log.warning(
                "nats source: could not create or update consumer %s on stream %s (%s); "
                "binding to it as it is",
                self.config.durable,
                self.config.stream,
                exc.description,
            )
        self._subscription = await js.pull_subscribe_bind(
            durable=self.config.durable, stream=self.config.stream
        )
        self._quiet = False
        _log.info(
            "nats source: consuming stream %s as %s on %s",
            self.config.stream,
            self.config.durable,
            display_url(self.config.url),
        )
        return self._subscription

    async def _failed(self, exc: BaseException) -> None:
        if isinstance(exc, js_errors.NotFoundError):
            problem = f"stream {self.config.stream} does not exist (yet)"
        else:
            problem = f"{type(exc).__name__}: {exc}"
        if self._backoff.failures == 0:
            _log.warning("nats source: %s; retrying with backoff", problem)
        if isinstance(exc, nats_errors.ConnectionClosedError | nats_errors.NoServersError):
            self._nc, self._subscription = None, None
        delay = self._backoff.next()
        scope = self._read_scope = anyio.CancelScope()
        try:
            with scope:
                await anyio.sleep(delay)
        finally:
            self._read_scope = None

    async def _on_error(self, exc: Exception) -> None:
        # The client retries on its own (every second); say so once per outage.
        if self._quiet:
            _log.debug("nats source: client error: %s", exc)
            return
        self._quiet = True
        _log.warning(
            "nats source: %s: %s; the client keeps retrying",
            display_url(self.config.url),
            exc or type(exc).__name__,
        )

    async def _on_disconnected(self) -> None:
        if not self._closed:
            _log.warning("nats source: disconnected from %s", display_url(self.config.url))

    async def _on_reconnected(self) -> None:
        self._reconnects += 1
        self._quiet = False
        _log.info("nats source: reconnected to %s", display_url(self.config.url))

    # --- delivering and settling ------------------------------------------------------------

    def _deliver(self, message: Any) -> Delivery:
        metadata = message.metadata
        sequence = metadata.sequence.stream
        self._read += 1
        self._position = str(sequence)
        delivered = metadata.num_delivered
        if delivered > 1:
            self._redelivered += 1
        item: Interaction | Reject
        if delivered > self.config.max_deliveries:
            item = Reject(
                "too_many_deliveries",
                f"message was delivered {delivered} times (max_deliveries is "
                f"{self.config.max_deliveries}); a consumer may have crashed on it",
                bytes(message.data[:512]),
            )
        else:
            item = decode_interaction(message.data, limits=self._limits, now=self._clock.time)
        return Delivery(
            item,
            partial(self._settle, message),
            received_at=self._clock.monotonic(),
            origin=f"nats:{self.config.stream}:{sequence}",
        )

    async def _settle(self, message: Any, outcome: Outcome) -> None:
        self._settled += 1
        self._inflight.pop(message.metadata.sequence.stream, None)
        payload = _TERM if outcome is Outcome.REJECTED else _ACK
        if not await self._acknowledge(message, payload):
            self._unacked.append((message, payload))
            return
        await self._maybe_maintain()

    async def _acknowledge(self, message: Any, payload: bytes) -> bool:
        """Send ``payload`` (``+ACK`` or ``+TERM``) and wait for the server to confirm it, so
        that a settlement lost in an outage is known and retried. True when confirmed."""
        nc = self._nc
        if nc is None:
            return False
        try:
            with anyio.fail_after(_ACK_TIMEOUT + 1.0):
                await nc.request(message.reply, payload, timeout=_ACK_TIMEOUT)
        except (nats_errors.Error, OSError, TimeoutError) as exc:
            _log.warning(
                "nats source: acknowledging message %s failed (%s: %s); it will be retried",
                message.metadata.sequence.stream,
                type(exc).__name__,
                exc,
            )
            return False
        return True

    async def _retry_acknowledgements(self) -> None:
        pending, self._unacked = self._unacked, []
        for index, (message, payload) in enumerate(pending):
            if not await self._acknowledge(message, payload):
                self._unacked.extend(pending[index:])
                return

    # --- background maintenance ---------------------------------------------------------------

    async def maintain(self) -> None:
        """Run the heartbeat on its own until the source is closed.

        Optional: without it the heartbeat runs whenever the reader asks for messages or a
        delivery is settled, which covers a pipeline that makes progress. Run this in the
        host's task group so that messages are not redelivered even through a long stall (a
        judge paused for minutes). Never raises (but for cancellation)."""
        with anyio.CancelScope() as self._maintenance_scope:
            while not self._closed:
                await self._maybe_maintain()
                await anyio.sleep(self.config.heartbeat_interval)

    async def _maybe_maintain(self) -> None:
        """Every ``ack_wait / 4`` at most: retry unconfirmed settlements, and tell the server
        the messages held are still being worked on. Failures are logged, never raised."""
        now = self._clock.monotonic()
        if self._maintaining or now < self._next_maintenance or self._nc is None:
            return
        self._maintaining = True
        self._next_maintenance = now + self.config.heartbeat_interval
        try:
            if self._unacked:
                await self._retry_acknowledgements()
            for sequence, message in list(self._inflight.items()):
                if sequence not in self._inflight:
                    continue  # settled meanwhile
                try:
                    await message.in_progress()
                except nats_errors.MsgAlreadyAckdError:
                    continue
        except (nats_errors.Error, OSError) as exc:
            _log.debug("nats source: heartbeat failed: %s", exc)
        except Exception:
            _log.exception("nats source: heartbeat failed")
        finally:
            self._maintaining = False
