"""The application: builds every part from a ``Config`` and runs them under one task group.

``Application`` is an async context manager. Entering it builds the parts (source, judge,
metrics, sampler, aggregator, exporters, dead-letter sink) and the HTTP server for ``/metrics``,
``/healthz`` and ``/readyz``; ``run`` serves and scores until the source ends or ``stop()`` is
called, signalling readiness (``task_status.started(port)``) once the port is bound and the
pipeline is reading. Leaving it closes everything in reverse order, shielded from cancellation,
so checkpoints and buffered exports are flushed on every exit path.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from contextlib import AsyncExitStack
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import anyio
from aiohttp import web
from anyio.abc import TaskStatus
from prometheus_client import CollectorRegistry

from .aggregate import Aggregator
from .clock import Clock, SystemClock
from .config import Config, ConfigError
from .deadletter import DeadLetterSink, FileDeadLetter
from .events import DecodeLimits
from .exporting import Exporter, ExporterContext, ExporterNotFound, Telemetry, load_exporter
from .judges.base import Judge
from .judges.session import ReplyCache
from .metrics import UnknownMetric, build_metrics
from .pipeline import Pipeline, Scorer
from .sampling import LabelRule, Sampler
from .selfmetrics import SelfMetrics
from .sources import SourceSpecError, open_source
from .sources.base import Source

__all__ = ["Application"]

log = logging.getLogger(__name__)


class Application:
    """One running ragas-stream: pipeline plus HTTP server. See the module docstring.

    Parts may be injected (``source``, ``judge``, ``exporters``) — tests and the SDK use that;
    otherwise they are built from ``config``. ``registry`` and ``tracer_provider`` are passed in
    when the caller owns them (tests use a fresh registry and an in-memory span exporter).
    """

    def __init__(
        self,
        config: Config,
        *,
        registry: CollectorRegistry | None = None,
        tracer_provider: Any = None,
        clock: Clock | None = None,
        source: Source | None = None,
        judge: Judge | None = None,
        exporters: Sequence[Exporter] = (),
        env: Mapping[str, str] | None = None,
    ) -> None:
        self.config = config
        self.clock = clock or SystemClock()
        self.registry = registry if registry is not None else CollectorRegistry()
        self.selfmetrics = SelfMetrics(self.registry)
        self.telemetry = Telemetry(
            prometheus_registry=self.registry,
            tracer_provider=tracer_provider,
            label_keys=config.labels.keys,
            max_label_values=config.labels.max_values,
        )
        self._source = source
        self._judge = judge
        self._extra_exporters = tuple(exporters)
        self._env = env
        self._stack = AsyncExitStack()
        self._routes: list[tuple[str, str, Any]] = []
        self.pipeline: Pipeline | None = None
        self.port: int | None = None

    async def __aenter__(self) -> Self:
        try:
            await self._build()
        except BaseException:
            await self._stack.aclose()
            raise
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        with anyio.CancelScope(shield=True):
            await self._stack.aclose()

    async def _build(self) -> None:
        config = self.config
        state_dir = Path(config.source.state_dir)
        limits = DecodeLimits(max_record_bytes=config.source.max_record_bytes)
        # Validate what is cheap to check before opening the source (which may bind a port or
        # join a consumer group).
        judge = self._judge or await self._build_judge()
        try:
            metrics = build_metrics(
                config.metrics.names,
                answer_relevance_questions=config.metrics.answer_relevance_questions,
                options=config.metrics.options,
            )
        except UnknownMetric as exc:
            raise ConfigError(f"metrics.names: {exc}") from None
        except ValueError as exc:  # a bad [metrics.<name>] option
            raise ConfigError(f"metrics: {exc}") from None

        self.aggregator = self._build_aggregator()
        self.telemetry.aggregator = self.aggregator

        source = self._source
        if source is None:
            if not config.source.spec:
                raise ConfigError(
                    'no source configured: set [source] spec = "tail:/path/to/log.jsonl" '
                    "or pass --source"
                )
            try:
                source = open_source(
                    config.source.spec,
                    state_dir=state_dir,
                    limits=limits,
                    clock=self.clock,
                    checkpoint_interval=config.source.checkpoint_interval,
                )
            except SourceSpecError as exc:
                raise ConfigError(str(exc)) from None
        self.source = await self._stack.enter_async_context(source)

        exporters = list(self._extra_exporters)
        names = [type(e).__name__ for e in exporters]
        for name in config.exporters.enabled:
            context = ExporterContext(
                options=config.exporters.options.get(name, {}),
                clock=self.clock,
                telemetry=self.telemetry,
                add_route=self._add_route,
            )
            try:
                exporter = load_exporter(name, context)
            except ExporterNotFound as exc:
                raise ConfigError(f"exporters.enabled: {exc}") from None
            except ValueError as exc:  # a bad option of that exporter
                raise ConfigError(f"exporters.{name}: {exc}") from None
            self._stack.push_async_callback(exporter.aclose)
            exporters.append(exporter)
            names.append(name)

        # A source with its own dead-letter sink (a Redis dead-letter stream) keeps rejects next
        # to the input; every other source writes them to a JSONL file.
        dead_letter: DeadLetterSink | None = getattr(self.source, "dead_letter", None)
        if dead_letter is None:
            dead_letter = FileDeadLetter(config.dead_letter_path())
            self._stack.push_async_callback(dead_letter.aclose)
        sampling = config.sampling
        sampler = Sampler(
            rate=sampling.rate,
            rules=[
                LabelRule(f"{r.action}:{r.label}", r.label, r.values, r.action)
                for r in sampling.force
            ],
            stratum_rates=sampling.strata,
            max_per_minute=sampling.max_per_minute,
            salt=sampling.salt,
            clock=self.clock,
        )
        scorer = Scorer(
            judge,
            metrics,
            plan=config.pipeline.plan,
            metric_timeout=config.pipeline.metric_timeout,
            cache=ReplyCache(config.pipeline.reply_cache_size),
            clock=self.clock,
        )
        self.pipeline = Pipeline(
            self.source,
            scorer,
            sampler=sampler,
            exporters=exporters,
            exporter_names=names,
            dead_letter=dead_letter,
            selfmetrics=self.selfmetrics,
            aggregator=self.aggregator,
            config=config.pipeline,
            clock=self.clock,
        )

    async def _build_judge(self) -> Judge:
        from .judges.factory import open_judge

        return await open_judge(
            self.config.judge,
            self._stack,
            clock=self.clock,
            env=self._env,
            selfmetrics=self.selfmetrics,
        )

    def _build_aggregator(self) -> Aggregator:
        try:
            return Aggregator.from_config(
                self.config.aggregate, clock=self.clock, telemetry=self.telemetry
            )
        except ValueError as exc:
            raise ConfigError(str(exc)) from None

    def _add_route(self, method: str, path: str, handler: Any) -> None:
        self._routes.append((method, path, handler))

    def stop(self) -> None:
        """Begin a graceful drain (see ``Pipeline.stop``). Idempotent."""
        if self.pipeline is not None:
            self.pipeline.stop()

    def ready(self) -> bool:
        """Ready when the source is connected and the pipeline runs."""
        pipeline = self.pipeline
        return bool(pipeline and pipeline.statistics().running and self.source.ready)

    async def run(self, *, task_status: TaskStatus[int] = anyio.TASK_STATUS_IGNORED) -> None:
        """Serve HTTP and run the pipeline until the source ends or ``stop()`` drains it."""
        assert self.pipeline is not None, "enter the Application before running it"
        runner = await self._start_http()
        try:
            async with anyio.create_task_group() as tg:
                # Broker sources keep their consumer alive (heartbeats, claims) even while the
                # pipeline is stalled on a slow judge; that housekeeping ends with the pipeline.
                maintain = getattr(self.source, "maintain", None)
                if maintain is not None:
                    tg.start_soon(maintain)
                async with anyio.create_task_group() as pipeline_group:
                    await pipeline_group.start(self.pipeline.run)
                    assert self.port is not None
                    log.info("ragas-stream ready; metrics on port %d", self.port)
                    task_status.started(self.port)
                tg.cancel_scope.cancel()
        finally:
            with anyio.CancelScope(shield=True):
                await runner.cleanup()

    async def _start_http(self) -> web.AppRunner:
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/readyz", self._readyz)
        for method, path, handler in self._routes:
            app.router.add_route(method, path, handler)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        server = self.config.server
        site = web.TCPSite(runner, server.host, server.port, reuse_address=True)
        try:
            await site.start()
        except OSError as exc:
            await runner.cleanup()
            raise ConfigError(
                f"cannot listen on {server.host}:{server.port} ({exc.strerror}); "
                "pick another port with --port or [server] port"
            ) from None
        # runner.addresses holds the bound (host, port, …) tuples, including for port 0.
        addresses = [a for a in runner.addresses if isinstance(a, tuple)]
        self.port = int(addresses[0][1]) if addresses else server.port
        return runner

    async def _healthz(self, _request: web.Request) -> web.Response:
        return web.json_response({"status": "alive"})

    async def _readyz(self, _request: web.Request) -> web.Response:
        ready = self.ready()
        body = {"status": "ready" if ready else "not_ready", "source": self.source.name}
        return web.json_response(body, status=200 if ready else 503)
