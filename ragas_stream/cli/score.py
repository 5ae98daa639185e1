"""``ragas-stream score``: score a JSONL file of interactions once and write the results."""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from contextlib import AsyncExitStack
from pathlib import Path
from typing import IO, Any, Literal, TextIO

import anyio

from ..clock import SystemClock
from ..config import ConfigError, JudgeConfig, load_config
from ..judges.base import Judge
from ..judges.search import build_searcher
from ..metrics import UnknownMetric, build_metrics
from ..metrics.base import Metric
from ..scoring import ScoreSummary, count_records, score_file

__all__ = ["main", "register"]

EXIT_OK, EXIT_FAILURE, EXIT_CONFIG = 0, 1, 2
_DEFAULT_METRICS = "faithfulness,answer_relevance,context_relevance"

_DESCRIPTION = """\
Score every interaction of a JSONL file once, with the same decoder, pipeline, judge limits
and outcomes as the sidecar, and write one result line per input line (in input order) in the
JSONL results format. A line that does not decode gets a line with outcome "rejected" and the
reason. A progress bar goes to stderr; a summary table (mean per metric, counts by status)
goes to stdout, or to stderr when the results go to stdout.
"""

_EPILOG = """\
examples:
  ragas-stream score interactions.jsonl --output results.jsonl
  ragas-stream score interactions.jsonl --metrics faithfulness,context_recall,safe --k 5
  ragas-stream score interactions.jsonl --judge ragas-stream.toml --output results.jsonl

--judge local uses the offline judge (no key, no network); --judge FILE reads the [judge]
section of a config file (and its [metrics] names and options unless --metrics is given).
--embedder wordllama gives the offline judge's answer relevance an embedding that knows
paraphrases (pip install 'ragas-stream[embeddings]'; still offline).

exit codes: 0 every input line has a result line; 1 a runtime failure (input unreadable,
output unwritable, or every evaluated interaction errored); 2 bad usage or configuration.
"""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "score",
        help="score a JSONL file of interactions once (batch)",
        description=_DESCRIPTION,
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("input", type=Path, metavar="INPUT.jsonl", help="interactions, one a line")
    parser.add_argument(
        "--metrics",
        metavar="A,B",
        help=f"comma-separated metric names (default: from --judge FILE, else {_DEFAULT_METRICS})",
    )
    parser.add_argument(
        "--judge", default="local", metavar="local|FILE", help="the judge (default: local)"
    )
    parser.add_argument(
        "--output", "-o", default="-", metavar="OUT.jsonl", help="results file (default: stdout)"
    )
    parser.add_argument("--plan", choices=("fused", "separate"), help="question plan")
    parser.add_argument(
        "--embedder",
        choices=("hashing", "wordllama"),
        help="the offline judge's embedding for answer relevance (wordllama needs the "
        "'embeddings' extra; default: from --judge FILE, else hashing)",
    )
    parser.add_argument(
        "--concurrency", type=int, default=8, metavar="N", help="interactions scored at once"
    )
    parser.add_argument("--k", type=int, metavar="K", help="K of SAFE's F1@K")
    parser.add_argument(
        "--searcher", metavar="SPEC", help="SAFE's searcher: context (default), serper, or a URL"
    )
    parser.add_argument(
        "--metric-timeout", type=float, default=120.0, metavar="S", help="seconds per metric"
    )
    bar = parser.add_mutually_exclusive_group()
    bar.add_argument("--progress", dest="progress", action="store_true", default=None)
    bar.add_argument("--no-progress", dest="progress", action="store_false")
    parser.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    """Run the batch; the exit code is documented in ``--help``."""
    if not args.input.is_file():
        print(f"ragas-stream score: {args.input} is not a readable file", file=sys.stderr)
        return EXIT_CONFIG
    if args.concurrency < 1:
        print("ragas-stream score: --concurrency must be >= 1", file=sys.stderr)
        return EXIT_CONFIG
    try:
        plan, names, options, judge_config = _settings(args)
        metrics = build_metrics(names, options=options)
    except (ConfigError, ValueError) as exc:  # UnknownMetric is a ValueError
        prefix = "metrics: " if isinstance(exc, UnknownMetric) else ""
        print(f"ragas-stream score: {prefix}{exc}", file=sys.stderr)
        return EXIT_CONFIG
    to_stdout = args.output == "-"
    progress_on = args.progress if args.progress is not None else sys.stderr.isatty()
    try:
        if to_stdout:
            summary = anyio.run(
                _run, args, metrics, plan, judge_config, progress_on, sys.stdout.buffer
            )
        else:
            with Path(args.output).open("wb") as out:
                summary = anyio.run(_run, args, metrics, plan, judge_config, progress_on, out)
    except ConfigError as exc:
        print(f"ragas-stream score: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    except OSError as exc:
        print(f"ragas-stream score: {exc}", file=sys.stderr)
        return EXIT_FAILURE
    table = sys.stderr if to_stdout else sys.stdout
    print_summary(summary, table)
    if summary.evaluated and summary.outcomes["errored"] == summary.evaluated:
        print("ragas-stream score: every evaluated interaction errored", file=sys.stderr)
        return EXIT_FAILURE
    return EXIT_OK


def _settings(
    args: argparse.Namespace,
) -> tuple[Literal["fused", "separate"], list[str], dict[str, dict[str, Any]], JudgeConfig]:
    """Plan, metric names and options, and the judge section: from --judge FILE (read once),
    then the flags."""
    plan: Literal["fused", "separate"] = "fused"
    judge_config = JudgeConfig()
    names = _DEFAULT_METRICS.split(",")
    options: dict[str, dict[str, Any]] = {}
    if args.judge != "local":
        config = load_config(Path(args.judge), env=os.environ)
        judge_config = config.judge
        plan = config.pipeline.plan
        names = list(config.metrics.names)
        options = {k: dict(v) for k, v in config.metrics.options.items()}
        if config.metrics.answer_relevance_questions != 3:
            options.setdefault("answer_relevance", {}).setdefault(
                "questions", config.metrics.answer_relevance_questions
            )
    if args.metrics:
        names = [n for n in args.metrics.split(",") if n.strip()]
    if args.plan:
        plan = args.plan
    if args.embedder:
        judge_config = dataclasses.replace(judge_config, embedder=args.embedder)
    if args.k is not None:
        options.setdefault("safe", {})["k"] = args.k
    if args.searcher:
        build_searcher(args.searcher)  # fail early with the spec's own message
        options.setdefault("safe", {})["searcher"] = args.searcher
    return plan, names, options, judge_config


async def _run(
    args: argparse.Namespace,
    metrics: list[Metric],
    plan: Literal["fused", "separate"],
    judge_config: JudgeConfig,
    progress_on: bool,
    out: IO[bytes],
) -> ScoreSummary:
    total = await anyio.to_thread.run_sync(count_records, args.input)
    bar = ProgressBar(sys.stderr, total) if progress_on else None
    async with AsyncExitStack() as stack:
        judge = await _build_judge(judge_config, stack)
        summary = await score_file(
            args.input,
            out,
            judge=judge,
            metrics=metrics,
            plan=plan,
            concurrency=args.concurrency,
            metric_timeout=args.metric_timeout,
            progress=bar.update if bar is not None else None,
        )
    if bar is not None:
        bar.finish(summary)
    return summary


async def _build_judge(config: JudgeConfig, stack: AsyncExitStack) -> Judge:
    """The judge a ``[judge]`` section names, built the way the application builds it."""
    from ..judges.factory import open_judge

    return await open_judge(config, stack, clock=SystemClock(), env=os.environ)


class ProgressBar:
    """A one-line progress bar redrawn in place (``\\r``), at most ten times a second."""

    def __init__(self, stream: TextIO, total: int, *, width: int = 30) -> None:
        self.stream = stream
        self.total = total
        self.width = width
        self._clock = SystemClock()
        self._started = self._clock.monotonic()
        self._drawn = -1.0

    def update(self, summary: ScoreSummary) -> None:
        now = self._clock.monotonic()
        if now - self._drawn < 0.1 and summary.lines < self.total:
            return
        self._drawn = now
        self.stream.write("\r" + self.render(summary, now - self._started))
        self.stream.flush()

    def render(self, summary: ScoreSummary, elapsed: float) -> str:
        done = sum(summary.outcomes.values())
        share = done / self.total if self.total else 1.0
        filled = min(self.width, int(share * self.width))
        rate = done / elapsed if elapsed > 0 else 0.0
        counts = " ".join(f"{k} {v}" for k, v in sorted(summary.outcomes.items()))
        bar = "#" * filled + "." * (self.width - filled)
        return f"[{bar}] {done}/{self.total} {counts} {rate:.1f}/s"

    def finish(self, summary: ScoreSummary) -> None:
        elapsed = self._clock.monotonic() - self._started
        self.stream.write("\r" + self.render(summary, elapsed) + "\n")
        self.stream.flush()


def print_summary(summary: ScoreSummary, stream: TextIO) -> None:
    """The summary table: per metric the mean of ok values and counts by status, then the
    interactions by outcome."""
    width = max([len("metric"), *(len(name) for name in summary.metrics)])
    stream.write(f"{'metric':<{width}}  {'mean':>6}  {'ok':>6}  {'n/a':>6}  {'error':>6}\n")
    for name, entry in summary.metrics.items():
        mean = "-" if entry.mean is None else f"{entry.mean:.3f}"
        stream.write(
            f"{name:<{width}}  {mean:>6}  {entry.ok:>6}  {entry.not_applicable:>6}  "
            f"{entry.error:>6}\n"
        )
    outcomes = ", ".join(f"{k} {v}" for k, v in sorted(summary.outcomes.items())) or "none"
    stream.write(f"interactions: {sum(summary.outcomes.values())} ({outcomes})\n")
    stream.flush()
