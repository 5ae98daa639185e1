"""The in-process SDK: evaluate the interactions of the service this code runs in.

``Monitor.submit`` is what a request handler calls. It never blocks and never raises into the
caller; when the bounded buffer is full the newest interaction is dropped and counted as an
intentional ``shed`` (reason ``buffer_full``) on ``ragas_stream_interactions_settled_total``.
Scoring, exporting and the metrics port run in the background:

* in an async service, inside the service's own event loop::

      async with Monitor(config) as monitor:
          ...
          monitor.submit({"question": q, "contexts": ctx, "answer": a})

* in a threaded (sync) service, on a private event loop in a daemon thread::

      monitor = Monitor(config).start()
      ...
      monitor.close()           # drains what was submitted, within the drain timeout
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping, Sequence
from contextlib import AsyncExitStack
from types import TracebackType
from typing import Any, Self

import anyio
from prometheus_client import CollectorRegistry

from .app import Application
from .config import Config
from .events import Interaction
from .exporting import Exporter
from .judges.base import Judge
from .results import Outcome
from .sources.memory import MemorySource

__all__ = ["Monitor"]

log = logging.getLogger(__name__)


class Monitor:
    """Background evaluation fed by ``submit``. See the module docstring.

    Delivery is best-effort: interactions still buffered when the process dies are lost (they
    were never written anywhere); everything that is dropped on purpose is counted.
    """

    def __init__(
        self,
        config: Config | None = None,
        *,
        capacity: int = 10_000,
        judge: Judge | None = None,
        exporters: Sequence[Exporter] = (),
        registry: CollectorRegistry | None = None,
        tracer_provider: Any = None,
    ) -> None:
        self.config = config or Config()
        self.registry = registry if registry is not None else CollectorRegistry()
        self._source = MemorySource(capacity, on_drop=self._count_drop)
        self._app = Application(
            self.config,
            registry=self.registry,
            tracer_provider=tracer_provider,
            source=self._source,
            judge=judge,
            exporters=exporters,
        )
        self._stack: AsyncExitStack | None = None
        self._thread: threading.Thread | None = None
        self._started = threading.Event()
        self._startup_error: BaseException | None = None
        self.port: int | None = None

    def submit(self, interaction: Interaction | Mapping[str, Any]) -> bool:
        """Queue an interaction for evaluation. Never blocks, never raises; False if dropped."""
        return self._source.submit(interaction)

    def _count_drop(self, reason: str) -> None:
        self._app.selfmetrics.settled.labels(Outcome.SHED.value, reason).inc()

    async def __aenter__(self) -> Self:
        stack = AsyncExitStack()
        await stack.enter_async_context(self._app)
        tg = await stack.enter_async_context(anyio.create_task_group())
        self.port = await tg.start(self._app.run)
        self._stack = stack
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Stop accepting, score what is buffered (within the drain timeout), close everything."""
        self._source.close()
        stack, self._stack = self._stack, None
        if stack is not None:
            await stack.aclose()

    def start(self, *, timeout: float = 30.0) -> Self:
        """Run the monitor on a private event loop in a daemon thread (for sync services).

        Returns once the metrics port is bound; raises what startup raised."""
        if self._thread is not None:
            raise RuntimeError("this Monitor is already started")
        self._thread = threading.Thread(target=self._thread_main, name="ragas-stream", daemon=True)
        self._thread.start()
        if not self._started.wait(timeout):
            raise TimeoutError(f"ragas-stream did not start within {timeout}s")
        if self._startup_error is not None:
            raise self._startup_error
        return self

    def close(self, *, timeout: float | None = None) -> None:
        """End a ``start()``-ed monitor: drain what was submitted, then join the thread."""
        self._source.close()
        if self._thread is not None:
            self._thread.join(timeout)

    def _thread_main(self) -> None:
        async def serve() -> None:
            try:
                async with self._app:
                    async with anyio.create_task_group() as tg:
                        self.port = await tg.start(self._app.run)
                        self._started.set()
            except BaseException as exc:  # reported to the starting thread
                if not self._started.is_set():
                    self._startup_error = exc
                    self._started.set()
                else:
                    log.exception("ragas-stream monitor stopped on an error")

        anyio.run(serve)
