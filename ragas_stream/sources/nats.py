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
import random
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
from .base import Delivery
from .broker import BrokerSource
from .spec import display_url

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


class NatsSource(BrokerSource[Any]):
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
        super().__init__(
            heartbeat_interval=config.heartbeat_interval, limits=limits, clock=clock, rng=rng
        )
        self.config = config
        self._token = token
        self._nc: Any = None
        self._subscription: Any = None
        self._inflight: dict[int, Any] = {}  # stream sequence -> message
        self._abandoned: list[Any] = []
        self._unacked: list[tuple[Any, bytes]] = []
        self._quiet = False  # an outage has been reported already
        self._redelivered = 0
        self._reconnects = 0

    def __repr__(self) -> str:
        return f"NatsSource({self.config!r})"

    # --- lifecycle ------------------------------------------------------------------------

    async def _shutdown(self) -> None:
        nc = self._nc
        if nc is None:
            return
        if self._unacked:
            await self._retry_acknowledgements()  # through the client, before it goes
        self._nc = None
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

    def _has_client(self) -> bool:
        return self._nc is not None

    def _is_connected(self) -> bool:
        nc = self._nc
        return bool(nc is not None and nc.is_connected and self._subscription)

    # --- statistics -------------------------------------------------------------------------

    def broker_statistics(self) -> NatsStatistics:
        """Counts specific to NATS (redeliveries seen, failed settlements, reconnects)."""
        return NatsStatistics(self._redelivered, len(self._unacked), self._reconnects)

    # --- reading --------------------------------------------------------------------------

    async def _read_batch(self) -> list[Any]:
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

    async def _read_failed(self, exc: Exception) -> bool:
        if not isinstance(exc, nats_errors.Error | OSError):
            return False
        if isinstance(exc, js_errors.NotFoundError):
            problem = f"stream {self.config.stream} does not exist (yet)"
        else:
            problem = f"{type(exc).__name__}: {exc}"
        if self._backoff.failures == 0:
            _log.warning("nats source: %s; retrying with backoff", problem)
        if isinstance(exc, nats_errors.ConnectionClosedError | nats_errors.NoServersError):
            self._nc, self._subscription = None, None
        await self._back_off()
        return True

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

    def _abandon(self, message: Any) -> None:
        self._inflight.pop(message.metadata.sequence.stream, None)
        self._abandoned.append(message)

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

    async def _heartbeat(self) -> None:
        """Retry unconfirmed settlements, and tell the server the messages held are still
        being worked on (every ``ack_wait / 4`` at most). Failures are logged, never raised."""
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
