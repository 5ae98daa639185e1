"""Helpers shared by the broker-source tests: read deliveries under deadlines."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import anyio

from ragas_stream.events import Interaction
from ragas_stream.sources.base import Delivery


async def take(it: AsyncIterator[Delivery], count: int, limit: float = 10.0) -> list[Delivery]:
    out = []
    with anyio.fail_after(limit):
        while len(out) < count:
            out.append(await anext(it))
    return out


async def eventually(predicate: Callable[[], bool], limit: float = 10.0) -> None:
    """Poll under a deadline, for state a source exposes without an event (connected …)."""
    with anyio.fail_after(limit):
        while not predicate():  # noqa: ASYNC110
            await anyio.sleep(0.02)


class Collector:
    """Reads a delivery iterator in the background (cancelling ``anext`` would end it)."""

    def __init__(self) -> None:
        self.got: list[Delivery] = []
        self._wanted = 0
        self._enough = anyio.Event()

    async def run(self, it: AsyncIterator[Delivery]) -> None:
        async for delivery in it:
            self.got.append(delivery)
            if len(self.got) >= self._wanted:
                self._enough.set()

    async def wait(self, count: int, limit: float = 10.0) -> list[Delivery]:
        with anyio.fail_after(limit):
            while len(self.got) < count:
                self._wanted, self._enough = count, anyio.Event()
                await self._enough.wait()
        return self.got[:count]


def ids(deliveries: list[Delivery]) -> list[str]:
    return [d.item.id if isinstance(d.item, Interaction) else "reject" for d in deliveries]
