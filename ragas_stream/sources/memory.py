"""``MemorySource``: the in-process SDK queue between the watched service and the pipeline.

Guarantee: **best-effort, in submission order.** ``submit`` never blocks and never raises into
the caller: when the bounded buffer is full the newest item is dropped (counted, and reported to
``on_drop``). Items still buffered when the process exits are lost; settling is a no-op.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections import deque
from collections.abc import AsyncGenerator, Callable, Mapping
from typing import Any

import anyio

from ..clock import Clock, SystemClock
from ..events import DecodeLimits, Interaction, Reject, interaction_from_mapping
from ..results import Outcome
from .base import Delivery, Source, SourceStatistics

__all__ = ["MemorySource"]

_DEFAULT_LIMITS = DecodeLimits()
_SYSTEM_CLOCK = SystemClock()


class MemorySource(Source):
    """A bounded, thread-safe queue of interactions submitted by the application itself.

    ``submit`` may be called from the event loop thread or any other thread, before or after
    ``deliveries()`` starts (earlier submissions wait in the buffer). It never blocks and never
    raises: a full buffer drops the newest item (``on_drop("buffer_full")``), a submission after
    ``close()`` is dropped (``"closed"``), and an unexpected failure is dropped (``"error"``);
    every drop is counted in ``dropped``. A mapping that is not a valid interaction is delivered
    as a ``Reject``. ``close()`` ends the stream once the buffered items are delivered.

    The consumer is woken through the running asyncio loop (``call_soon_threadsafe``), so
    ``deliveries()`` needs anyio's asyncio backend.
    """

    name = "memory"

    def __init__(
        self,
        capacity: int = 10_000,
        *,
        limits: DecodeLimits = _DEFAULT_LIMITS,
        clock: Clock = _SYSTEM_CLOCK,
        on_drop: Callable[[str], None] | None = None,
    ) -> None:
        if capacity < 1:
            raise ValueError(f"capacity must be at least 1, not {capacity}")
        self.capacity = capacity
        self._limits = limits
        self._clock = clock
        self._on_drop = on_drop
        self._lock = threading.Lock()
        self._buffer: deque[tuple[Interaction | Reject, float, int]] = deque()
        self._closed = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._waiter: anyio.Event | None = None  # set while the consumer waits for an item
        self._iterating = False
        self._submitted = 0
        self._read = 0
        self._settled = 0
        self._drops: dict[str, int] = {}

    @property
    def dropped(self) -> int:
        """Submissions dropped so far, for any reason."""
        with self._lock:
            return sum(self._drops.values())

    def drops(self) -> dict[str, int]:
        """Submissions dropped so far, by reason (``buffer_full``, ``closed``, ``error``)."""
        with self._lock:
            return dict(self._drops)

    @property
    def buffered(self) -> int:
        """Items waiting to be delivered."""
        with self._lock:
            return len(self._buffer)

    def submit(self, item: Interaction | Mapping[str, Any]) -> bool:
        """Queue ``item``; True when accepted, False when dropped. Never blocks, never raises."""
        try:
            return self._submit(item)
        except Exception:
            # Anything at all (a hostile mapping, a failing clock): drop it, the caller goes on.
            with contextlib.suppress(Exception):
                self._drop("error")
            return False

    def close(self) -> None:
        """End the stream after the buffered items; later submissions are dropped. Idempotent."""
        with self._lock:
            self._closed = True
            waiter, self._waiter = self._waiter, None
        self._wake(waiter)

    async def aclose(self) -> None:
        """Same as ``close()``."""
        self.close()

    async def deliveries(self) -> AsyncGenerator[Delivery, None]:
        """Yield the submitted items in order until ``close()``. May be iterated once."""
        with self._lock:
            if self._iterating:
                raise RuntimeError("MemorySource.deliveries() may be iterated only once")
            self._iterating = True
            self._loop = asyncio.get_running_loop()
        while True:
            with self._lock:
                if self._buffer:
                    entry: tuple[Interaction | Reject, float, int] | None = self._buffer.popleft()
                    self._read += 1
                    waiter = None
                elif self._closed:
                    return
                else:
                    entry = None
                    waiter = self._waiter = anyio.Event()
            if entry is not None:
                item, received_at, number = entry
                yield Delivery(
                    item, self._settle, received_at=received_at, origin=f"memory:{number}"
                )
            elif waiter is not None:
                await waiter.wait()

    def statistics(self) -> SourceStatistics:
        with self._lock:
            return SourceStatistics(
                read=self._read,
                settled=self._settled,
                pending=self._read - self._settled,
                connected=not self._closed,
                position=str(self._submitted),
            )

    async def _settle(self, outcome: Outcome) -> None:
        with self._lock:
            self._settled += 1

    def _submit(self, item: Interaction | Mapping[str, Any]) -> bool:
        received_at = self._clock.monotonic()
        decoded: Interaction | Reject
        if isinstance(item, Interaction):
            decoded = item
        elif isinstance(item, Mapping):
            decoded = interaction_from_mapping(item, limits=self._limits, now=self._clock.time)
        else:
            decoded = Reject(
                "not_an_object", f"expected an Interaction or a mapping, got {type(item).__name__}"
            )
        with self._lock:
            if self._closed:
                reason: str | None = "closed"
            elif len(self._buffer) >= self.capacity:
                reason = "buffer_full"
            else:
                reason = None
                self._submitted += 1
                self._buffer.append((decoded, received_at, self._submitted))
                waiter, self._waiter = self._waiter, None
        if reason is not None:
            self._drop(reason)
            return False
        self._wake(waiter)
        return True

    def _drop(self, reason: str) -> None:
        with self._lock:
            self._drops[reason] = self._drops.get(reason, 0) + 1
        if self._on_drop is not None:
            with contextlib.suppress(Exception):  # nor may the callback's failure reach the caller
                self._on_drop(reason)

    def _wake(self, waiter: anyio.Event | None) -> None:
        """Wake a waiting consumer from whatever thread we are on."""
        loop = self._loop
        if waiter is None or loop is None:
            return
        with contextlib.suppress(RuntimeError):  # the loop is closed: nobody is left to wake
            loop.call_soon_threadsafe(waiter.set)
