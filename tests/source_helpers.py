"""Helpers shared by the broker-source tests: read deliveries under deadlines."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import anyio
from anyio.abc import SocketAttribute, SocketStream, TaskStatus

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


class Proxy:
    """A TCP proxy on loopback that a test can cut and restore, to fake a network outage."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self._scope: anyio.CancelScope | None = None

    async def run(self, *, task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        with anyio.CancelScope() as self._scope:
            listener = await anyio.create_tcp_listener(local_host="127.0.0.1", local_port=self.port)
            self.port = listener.extra(SocketAttribute.local_port)
            task_status.started()
            async with listener:
                await listener.serve(self._forward)

    def cut(self) -> None:
        assert self._scope is not None
        self._scope.cancel()

    async def _forward(self, client: SocketStream) -> None:
        async with client, await anyio.connect_tcp("127.0.0.1", self.target_port) as upstream:
            async with anyio.create_task_group() as tg:
                tg.start_soon(_pipe, client, upstream, tg.cancel_scope)
                tg.start_soon(_pipe, upstream, client, tg.cancel_scope)


async def _pipe(src: SocketStream, dst: SocketStream, scope: anyio.CancelScope) -> None:
    try:
        async for chunk in src:
            await dst.send(chunk)
    except (anyio.BrokenResourceError, anyio.ClosedResourceError, OSError):
        pass
    scope.cancel()
