"""``BrokerSource``: the skeleton shared by the sources that consume a message broker.

A broker source reads messages in batches and holds each one ("in flight") until its delivery
is settled, then acknowledges it to the broker. While it holds messages a heartbeat, at most
every ``heartbeat_interval``, keeps the broker from handing them to another consumer; it runs
whenever the reader reads or a delivery is settled, and through any stall if the host runs
``maintain()``. A read that fails is retried after an exponential backoff with jitter. On close
the messages still held are released so that another consumer gets them at once.

The subclass talks to its broker: connecting, reading a batch, settling, the heartbeat itself,
and releasing on close. Its module docstring states the delivery guarantee and ordering.
"""

from __future__ import annotations

import abc
import math
import random
from collections.abc import AsyncGenerator, Sized
from typing import Generic, TypeVar

import anyio

from ..clock import Clock
from ..events import DecodeLimits
from .base import Delivery, Source, SourceStatistics
from .spec import Backoff

__all__ = ["BrokerSource"]

M = TypeVar("M")


class BrokerSource(Source, Generic[M]):
    """A source that reads batches of ``M`` from a broker; see the module docstring.
    ``deliveries()`` may be iterated once; ``maintain()`` may run beside it in the host's task
    group. Each subclass documents its guarantee (at-least-once) and ordering."""

    # Read and not yet settled, keyed as the broker needs: the heartbeat keeps these held,
    # and closing releases them.
    _inflight: Sized

    def __init__(
        self,
        *,
        heartbeat_interval: float,
        limits: DecodeLimits,
        clock: Clock,
        rng: random.Random | None,
    ) -> None:
        self._heartbeat_interval = heartbeat_interval
        self._limits = limits
        self._clock = clock
        self._backoff = Backoff(rng=rng)
        self._closed = False
        self._shut_down = False
        self._iterating = False
        self._read_scope: anyio.CancelScope | None = None
        self._maintenance_scope: anyio.CancelScope | None = None
        self._maintaining = False
        self._next_maintenance = -math.inf
        self._read = 0
        self._settled = 0
        self._position = ""

    # --- what the subclass provides ---------------------------------------------------------

    @abc.abstractmethod
    async def _read_batch(self) -> list[M]:
        """Read the next messages (connecting first if need be) and register them as in
        flight; empty when none came. Raises when the broker fails."""

    @abc.abstractmethod
    async def _read_failed(self, exc: Exception) -> bool:
        """Deal with a read that raised ``exc``: True to read again (after ``_back_off()``
        if the broker is unreachable), False to let ``exc`` propagate."""

    @abc.abstractmethod
    def _deliver(self, message: M) -> Delivery:
        """The delivery for a message read, counted in ``_read`` and ``_position``."""

    @abc.abstractmethod
    def _abandon(self, message: M) -> None:
        """Take a message read but never handed out off the heartbeat; close releases it."""

    @abc.abstractmethod
    def _has_client(self) -> bool:
        """True while there is a client to send the heartbeat through."""

    @abc.abstractmethod
    def _is_connected(self) -> bool:
        """True while the broker is reachable and the source can read from it."""

    @abc.abstractmethod
    async def _heartbeat(self) -> None:
        """Retry failed acknowledgements and keep the messages held from going to another
        consumer. Failures are logged, never raised."""

    @abc.abstractmethod
    async def _shutdown(self) -> None:
        """Retry failed acknowledgements, release the messages still held and close the
        client, in bounded time. Called once, shielded; broker failures are logged."""

    # --- lifecycle ------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Stop reading (a blocked read returns at once), retry failed acknowledgements,
        release the messages still held so that another consumer gets them at once, and close
        the connection. Idempotent."""
        self._closed = True
        for scope in (self._read_scope, self._maintenance_scope):
            if scope is not None:
                scope.cancel()
        if self._shut_down:
            return
        self._shut_down = True
        with anyio.CancelScope(shield=True):
            await self._shutdown()

    # --- the Source API -------------------------------------------------------------------

    def statistics(self) -> SourceStatistics:
        return SourceStatistics(
            read=self._read,
            settled=self._settled,
            pending=len(self._inflight),
            connected=self._is_connected() and not self._closed,
            position=self._position,
        )

    async def deliveries(self) -> AsyncGenerator[Delivery, None]:
        """Yield messages as they arrive, in the order the subclass documents, until
        ``aclose``. May be iterated once."""
        if self._iterating:
            raise RuntimeError(f"{type(self).__name__}.deliveries() may be iterated only once")
        self._iterating = True
        batch: list[M] = []
        try:
            while not self._closed:
                batch = await self._next_batch()
                while batch:
                    message = batch.pop(0)
                    if self._closed:
                        return
                    yield self._deliver(message)
        finally:
            # Read but never handed out: no heartbeat for them, and released on close.
            for message in batch:
                self._abandon(message)

    # --- reading --------------------------------------------------------------------------

    async def _next_batch(self) -> list[M]:
        """The next messages to deliver, registered as in flight; empty when closed."""
        while not self._closed:
            scope = self._read_scope = anyio.CancelScope()
            try:
                with scope:
                    await self._maybe_maintain()
                    batch = await self._read_batch()
            except Exception as exc:
                if not await self._read_failed(exc):
                    raise
                continue
            finally:
                self._read_scope = None
            if scope.cancelled_caught:
                return []
            self._backoff.reset()
            if batch:
                return batch
        return []

    async def _back_off(self) -> None:
        """Sleep the next backoff delay before reading again; ``aclose`` cuts it short."""
        delay = self._backoff.next()
        scope = self._read_scope = anyio.CancelScope()
        try:
            with scope:
                await anyio.sleep(delay)
        finally:
            self._read_scope = None

    # --- background maintenance ---------------------------------------------------------------

    async def maintain(self) -> None:
        """Run the heartbeat on its own until the source is closed.

        Optional: without it the heartbeat runs whenever the reader asks for messages or a
        delivery is settled, which covers a pipeline that makes progress. Run this in the
        host's task group so that the messages held stay this consumer's even through a long
        stall (a judge paused for minutes). Never raises (but for cancellation)."""
        with anyio.CancelScope() as self._maintenance_scope:
            while not self._closed:
                await self._maybe_maintain()
                await anyio.sleep(self._heartbeat_interval)

    async def _maybe_maintain(self) -> None:
        """Run ``_heartbeat`` if there is a client, at most every ``heartbeat_interval`` and
        never twice at once. Never raises (but for cancellation)."""
        now = self._clock.monotonic()
        if self._maintaining or now < self._next_maintenance or not self._has_client():
            return
        self._maintaining = True
        self._next_maintenance = now + self._heartbeat_interval
        try:
            await self._heartbeat()
        finally:
            self._maintaining = False
