"""``ragas-stream run`` (production) and ``ragas-stream demo`` (offline, embedded defaults)."""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import anyio
import orjson
from anyio.abc import TaskStatus

from ..app import Application
from ..clock import SystemClock
from ..config import Config, ConfigError, apply_overrides, load_config
from ..samples import replay_record, sample_records
from . import EXIT_CONFIG, EXIT_FAILURE, EXIT_OK

__all__ = ["register", "run_application"]

log = logging.getLogger("ragas_stream")

_RUN_EPILOG = """\
configuration: defaults < --config FILE (TOML, or YAML for .yaml/.yml) < environment
variables RAGAS_STREAM__<SECTION>__<KEY> (e.g. RAGAS_STREAM__SAMPLING__RATE=0.2) < flags.

examples:
  ragas-stream run --source tail:/var/log/rag/interactions.jsonl --sample-rate 0.1
  ragas-stream run --config /etc/ragas-stream/config.toml
  OPENAI_API_KEY=... ragas-stream run --config prod.toml \\
      --judge https://api.openai.com/v1 --judge-model gpt-4o-mini
  ragas-stream run --source redis://127.0.0.1:6379/0?stream=rag&group=eval

SIGINT/SIGTERM drain in-flight work (up to pipeline.drain_timeout), write the checkpoint and
exit 0; a restart continues where the checkpoint says, so nothing is skipped or scored twice.
"""

_DEMO_EPILOG = """\
The demo needs no key and no network: it appends a bundled stream of realistic RAG
interactions (some unfaithful, some off-topic, some with noisy contexts) to a log in a
temporary folder, tails it, scores every interaction with the offline local judge, serves
Prometheus metrics and prints a running summary. Open http://127.0.0.1:9464/metrics meanwhile.
"""


def register(subparsers: Any) -> None:
    run = subparsers.add_parser(
        "run",
        help="run the sidecar: tail or consume interactions, score, export",
        description="Run the evaluation sidecar until stopped (SIGINT/SIGTERM drain gracefully).",
        epilog=_RUN_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    run.add_argument("--config", type=Path, metavar="FILE", help="TOML or YAML config file")
    _add_common(run)
    run.add_argument(
        "--source",
        metavar="SPEC",
        help="tail:PATH | redis://HOST:PORT/DB?stream=S&group=G | nats://HOST:PORT?stream=S&"
        "subject=X | http://HOST:PORT (overrides [source] spec)",
    )
    run.add_argument("--sample-rate", type=float, metavar="R", help="base sampling rate in [0, 1]")
    run.add_argument("--state-dir", metavar="DIR", help="checkpoints and dead letters")
    run.set_defaults(func=_main_run)

    demo = subparsers.add_parser(
        "demo",
        help="offline demo on a bundled sample stream (no key, no network)",
        description="Score a bundled sample stream with the offline judge and serve metrics.",
        epilog=_DEMO_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_common(demo, default_port=9464)
    demo.add_argument("--duration", type=float, metavar="S", help="stop by itself after S seconds")
    demo.add_argument(
        "--rate", type=float, default=5.0, metavar="N", help="interactions appended per second"
    )
    demo.set_defaults(func=_main_demo)


def _add_common(parser: argparse.ArgumentParser, default_port: int | None = None) -> None:
    parser.add_argument(
        "--judge",
        metavar="local|URL",
        help="'local' (offline heuristic judge) or an OpenAI-compatible base URL",
    )
    parser.add_argument("--judge-model", metavar="MODEL", help="chat model of the judge URL")
    parser.add_argument(
        "--metrics", metavar="A,B", help="comma-separated metric names (see the README)"
    )
    parser.add_argument("--output", type=Path, metavar="FILE", help="also write results JSONL")
    parser.add_argument(
        "--port",
        type=int,
        default=default_port,
        metavar="P",
        help="metrics/health port (default 9464; 0 picks a free one)",
    )
    parser.add_argument("--host", metavar="ADDR", help="address to listen on")
    parser.add_argument("--log-level", choices=["DEBUG", "INFO", "WARNING", "ERROR"])


def _flag_overrides(args: argparse.Namespace) -> dict[str, Any]:
    overrides: dict[str, Any] = {}
    if getattr(args, "source", None):
        overrides["source.spec"] = args.source
    if getattr(args, "sample_rate", None) is not None:
        overrides["sampling.rate"] = args.sample_rate
    if getattr(args, "state_dir", None):
        overrides["source.state_dir"] = args.state_dir
    if args.judge:
        if args.judge == "local":
            overrides["judge.kind"] = "local"
        else:
            overrides["judge.kind"] = "openai"
            overrides["judge.url"] = args.judge
    if args.judge_model:
        overrides["judge.model"] = args.judge_model
    if args.metrics:
        overrides["metrics.names"] = args.metrics
    if args.port is not None:
        overrides["server.port"] = args.port
    if args.host:
        overrides["server.host"] = args.host
    if args.log_level:
        overrides["logging.level"] = args.log_level
    return overrides


def _with_output(config: Config, output: Path | None) -> Config:
    if output is None:
        return config
    enabled = tuple(dict.fromkeys((*config.exporters.enabled, "jsonl")))
    options = {k: dict(v) for k, v in config.exporters.options.items()}
    options.setdefault("jsonl", {})["path"] = str(output)
    return apply_overrides(config, {"exporters.enabled": enabled, "exporters.options": options})


def _setup_logging(level: str) -> None:
    logging.basicConfig(
        level=getattr(logging, level),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )


def _main_run(args: argparse.Namespace) -> int:
    try:
        config = load_config(args.config, env=os.environ, overrides=_flag_overrides(args))
        config = _with_output(config, args.output)
    except ConfigError as exc:
        print(f"ragas-stream: configuration error: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    _setup_logging(config.logging.level)
    return run_application(config, env=os.environ)


def run_application(
    config: Config, *, env: Mapping[str, str] | None = None, demo_writer: Any = None
) -> int:
    """Run an ``Application`` until it ends or a signal drains it; map failures to exit codes."""

    async def main() -> None:
        async with Application(config, env=env) as app, anyio.create_task_group() as tg:
            tg.start_soon(_stop_on_signal, app)
            port = await tg.start(_run_then_cancel, app, tg.cancel_scope)
            print(
                f"ragas-stream: metrics on http://{_display_host(config)}:{port}/metrics",
                file=sys.stderr,
                flush=True,
            )
            if demo_writer is not None:
                tg.start_soon(demo_writer, app)

    try:
        anyio.run(main)
    except ConfigError as exc:
        print(f"ragas-stream: configuration error: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    except KeyboardInterrupt:
        return EXIT_OK
    except Exception as exc:
        log.exception("ragas-stream stopped on an error")
        print(f"ragas-stream: failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_FAILURE
    return EXIT_OK


async def _run_then_cancel(
    app: Application, helpers: anyio.CancelScope, *, task_status: TaskStatus[int]
) -> None:
    # The application returns once the pipeline has drained; the helpers (signal watcher,
    # demo writer) end with it.
    await app.run(task_status=task_status)
    helpers.cancel()


def _display_host(config: Config) -> str:
    return "127.0.0.1" if config.server.host in ("0.0.0.0", "", "::") else config.server.host


async def _stop_on_signal(app: Application) -> None:
    with anyio.open_signal_receiver(signal.SIGINT, signal.SIGTERM) as signals:
        async for signum in signals:
            name = signal.Signals(signum).name
            print(f"ragas-stream: {name}: draining in-flight work", file=sys.stderr, flush=True)
            app.stop()


def _main_demo(args: argparse.Namespace) -> int:
    state = Path(tempfile.mkdtemp(prefix="ragas-stream-demo-"))
    log_path = state / "interactions.jsonl"
    overrides = {
        "source.spec": f"tail:{log_path}",
        "source.state_dir": str(state / "state"),
        "sampling.rate": 1.0,
        "server.host": "127.0.0.1",
        "exporters.enabled": ("prometheus", "console"),
        "labels.keys": ("route", "model"),
        "pipeline.drain_timeout": 10.0,
        **_flag_overrides(args),
    }
    try:
        config = _with_output(load_config(env={}, overrides=overrides), args.output)
    except ConfigError as exc:
        print(f"ragas-stream: configuration error: {exc}", file=sys.stderr)
        return EXIT_CONFIG
    _setup_logging(config.logging.level if args.log_level else "WARNING")
    print(f"ragas-stream demo: appending sample interactions to {log_path}", file=sys.stderr)
    return run_application(
        config, demo_writer=_DemoWriter(log_path, rate=args.rate, duration=args.duration)
    )


class _DemoWriter:
    """Appends the bundled sample stream to the demo log, looping with fresh ids."""

    def __init__(self, path: Path, *, rate: float, duration: float | None) -> None:
        self.path, self.rate, self.duration = path, max(rate, 0.1), duration
        self.clock = SystemClock()

    async def __call__(self, app: Application) -> None:
        records = sample_records()
        with anyio.move_on_after(self.duration if self.duration else float("inf")):
            async with await anyio.open_file(self.path, "ab") as log_file:
                loop = 0
                while True:
                    for record in records:
                        line = replay_record(record, loop, self.clock.time())
                        await log_file.write(orjson.dumps(line) + b"\n")
                        await log_file.flush()
                        await anyio.sleep(1.0 / self.rate)
                    loop += 1
        app.stop()
