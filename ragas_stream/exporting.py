"""The exporter seam and how the core finds exporters without importing them.

Exporters only format and send. The pipeline calls them from one task, in order; an exporter
must not block the event loop for long (do file or network I/O in a worker thread or a
batching processor). An exporter failure is logged and counted, never allowed to stop scoring.

Exporters are plugins found by name in the ``ragas_stream.exporters`` entry-point group; the
core never imports the ``exporters`` package (a test pins this).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any, Protocol, runtime_checkable

from aiohttp import web

from .clock import Clock, SystemClock
from .events import Interaction, Reject
from .results import Evaluation, Outcome

__all__ = [
    "Exporter",
    "ExporterContext",
    "ExporterNotFound",
    "Telemetry",
    "load_exporter",
]

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@runtime_checkable
class Exporter(Protocol):
    """Receives every evaluation and every settlement.

    ``export`` is called once per evaluated interaction (outcome scored or errored), before
    its delivery is settled; ``record_outcome`` once per settled delivery, whatever the
    outcome. ``aclose`` flushes what is buffered.
    """

    async def export(self, evaluation: Evaluation) -> None: ...

    def record_outcome(
        self, outcome: Outcome, reason: str, item: Interaction | Reject | None
    ) -> None: ...

    async def aclose(self) -> None: ...


@dataclass
class ExporterContext:
    """What the application hands an exporter factory.

    ``options``: the exporter's config section. ``add_route``: mount an HTTP handler on the
    metrics port (e.g. ``/metrics``). ``telemetry``: the registry-like objects the app built
    (``prometheus_registry``, ``tracer_provider`` …), passed in, never global.
    """

    options: Mapping[str, Any] = field(default_factory=dict)
    clock: Clock = field(default_factory=SystemClock)
    telemetry: Telemetry | None = None
    add_route: Callable[[str, str, Handler], None] | None = None


@dataclass
class Telemetry:
    """Shared telemetry plumbing built once by the application and passed to every part.

    ``prometheus_registry`` is a ``prometheus_client.CollectorRegistry``; ``tracer_provider`` an
    OTel ``TracerProvider``; ``aggregator`` the rolling-window ``Aggregator`` the pipeline feeds
    (exporters read its snapshots, never feed it).
    ``label_keys`` is the allow-list of interaction label keys that may become metric labels.
    """

    prometheus_registry: Any = None
    tracer_provider: Any = None
    aggregator: Any = None  # ragas_stream.aggregate.Aggregator, fed by the pipeline
    label_keys: tuple[str, ...] = ()
    max_label_values: int = 50


class ExporterNotFound(LookupError):
    """No installed exporter has that name."""


def load_exporter(name: str, context: ExporterContext) -> Exporter:
    """Create the exporter registered as ``name`` in the ``ragas_stream.exporters`` group."""
    found = {ep.name: ep for ep in entry_points(group="ragas_stream.exporters")}
    if name not in found:
        known = ", ".join(sorted(found)) or "none installed"
        raise ExporterNotFound(f"unknown exporter {name!r} (known: {known})")
    factory = found[name].load()
    exporter = factory(context)
    if not isinstance(exporter, Exporter):
        raise TypeError(f"exporter {name!r} does not implement the Exporter protocol")
    return exporter
