"""Console exporter: a short live summary on stdout for people watching a terminal.

Every ``interval`` seconds (checked when an evaluation or a settlement arrives, so an idle
pipeline prints nothing new) it prints one block: settled counts by outcome, and per metric the
running mean since start, the number of scores and of not-applicable and failed results.
``aclose`` prints a final block. Output is a few short lines at a time, written on the event loop:
the summary is small enough that a terminal or a pipe never makes it wait noticeably.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import TextIO

from ragas_stream.clock import Clock, SystemClock
from ragas_stream.events import Interaction, Reject
from ragas_stream.exporting import ExporterContext
from ragas_stream.results import Evaluation, MetricStatus, Outcome

__all__ = ["ConsoleExporter", "create"]


@dataclass
class _Running:
    count: int = 0
    total: float = 0.0
    not_applicable: int = 0
    errors: int = 0


class ConsoleExporter:
    """Prints a running summary to ``stream`` at most every ``interval`` seconds."""

    def __init__(
        self, *, interval: float = 5.0, stream: TextIO | None = None, clock: Clock | None = None
    ) -> None:
        if interval < 0:
            raise ValueError(f"interval must be >= 0, not {interval}")
        self._interval = interval
        self._stream = stream if stream is not None else sys.stdout
        self._clock = clock or SystemClock()
        self._metrics: dict[str, _Running] = {}
        self._outcomes: dict[str, int] = {}
        self._last_print = self._clock.monotonic()
        self._closed = False

    async def export(self, evaluation: Evaluation) -> None:
        """Fold the evaluation's results into the running means."""
        for result in evaluation.results:
            running = self._metrics.setdefault(result.name, _Running())
            if result.status is MetricStatus.OK and result.value is not None:
                running.count += 1
                running.total += result.value
            elif result.status is MetricStatus.NOT_APPLICABLE:
                running.not_applicable += 1
            else:
                running.errors += 1
        self._maybe_print()

    def record_outcome(
        self, outcome: Outcome, reason: str, item: Interaction | Reject | None
    ) -> None:
        """Count the settlement by outcome."""
        self._outcomes[outcome.value] = self._outcomes.get(outcome.value, 0) + 1
        self._maybe_print()

    def _maybe_print(self) -> None:
        now = self._clock.monotonic()
        if now - self._last_print >= self._interval:
            self._last_print = now
            self._print()

    def summary(self) -> str:
        """The text of one summary block."""
        settled = sum(self._outcomes.values())
        parts = [f"{name} {self._outcomes[name]}" for name in sorted(self._outcomes)]
        lines = [f"ragas-stream: {settled} settled" + (f" ({', '.join(parts)})" if parts else "")]
        for name in sorted(self._metrics):
            r = self._metrics[name]
            mean = f"{r.total / r.count:.3f}" if r.count else "  -  "
            extra = []
            if r.not_applicable:
                extra.append(f"{r.not_applicable} n/a")
            if r.errors:
                extra.append(f"{r.errors} failed")
            tail = f", {', '.join(extra)}" if extra else ""
            lines.append(f"  {name:<22} mean {mean}  (n={r.count}{tail})")
        return "\n".join(lines)

    def _print(self) -> None:
        self._stream.write(self.summary() + "\n")
        self._stream.flush()

    async def aclose(self) -> None:
        """Print the final summary. Idempotent."""
        if self._closed:
            return
        self._closed = True
        self._print()


def create(context: ExporterContext) -> ConsoleExporter:
    """Entry point ``console``. Option ``interval`` (seconds between summaries, default 5)."""
    options = dict(context.options)
    interval = options.pop("interval", 5.0)
    if options:
        raise ValueError(
            f"exporters.console: unknown option(s) {', '.join(sorted(options))} (known: interval)"
        )
    if isinstance(interval, bool) or not isinstance(interval, int | float) or interval < 0:
        raise ValueError("exporters.console.interval must be a number of seconds >= 0")
    return ConsoleExporter(interval=float(interval), clock=context.clock)
