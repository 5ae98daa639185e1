"""The source seam: an async stream of deliveries, each settled exactly once.

A ``Delivery`` carries an ``Interaction`` (or a ``Reject``) and a way to *settle* it. Settling
tells the source the delivery's fate is final (scored, sampled out, shed, rejected); only then
may the source acknowledge it upstream (advance a file offset, ``XACK``, JetStream ``ack``).
Sources that checkpoint advance the checkpoint only past a prefix of settled deliveries.
"""

from __future__ import annotations

import abc
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from types import TracebackType
from typing import Self

from ..events import Interaction, Reject
from ..results import Outcome

__all__ = ["Delivery", "Source", "SourceStatistics"]


@dataclass(eq=False)
class Delivery:
    """One item read from a source.

    ``settle`` is idempotent: the first call wins and later calls do nothing, so a delivery
    can never be acknowledged twice. ``received_at`` is the monotonic time it was read.
    """

    item: Interaction | Reject
    _on_settle: Callable[[Outcome], Awaitable[None]] = field(repr=False)
    received_at: float = 0.0
    origin: str = ""
    settled: Outcome | None = None

    async def settle(self, outcome: Outcome) -> None:
        if self.settled is not None:
            return
        self.settled = outcome
        await self._on_settle(outcome)


@dataclass(frozen=True, slots=True)
class SourceStatistics:
    """A snapshot of a source: what it read, what is settled, what waits for settlement."""

    read: int
    settled: int
    pending: int
    connected: bool
    position: str = ""


class Source(abc.ABC):
    """An async context manager that yields deliveries.

    ``deliveries()`` yields until the source is closed or, for finite sources, exhausted.
    Each concrete source documents its delivery guarantee (at-least-once or best-effort) and
    ordering. ``aclose`` flushes any checkpoint of settled deliveries; it is safe to call twice.
    """

    name: str = "source"

    @abc.abstractmethod
    def deliveries(self) -> AsyncIterator[Delivery]: ...

    @abc.abstractmethod
    async def aclose(self) -> None: ...

    @abc.abstractmethod
    def statistics(self) -> SourceStatistics: ...

    @property
    def ready(self) -> bool:
        """True once connected (or opened) and able to deliver."""
        return self.statistics().connected

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
