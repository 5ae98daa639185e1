"""``ragas-stream bench``: the pipeline against a rate-limited, faulty judge emulator."""

from __future__ import annotations

import argparse
import sys
from typing import Any

import anyio
import orjson

from ..bench import MODES, BenchConfig, run_bench
from .argtypes import fraction, positive

__all__ = ["main", "meets_targets", "register"]

EXIT_OK, EXIT_FAILURE, EXIT_CONFIG = 0, 1, 2

_DESCRIPTION = """\
Measure how close ragas-stream drives a judge endpoint to its rate limit, and prove that it
loses nothing when the endpoint fails.

It starts the judge emulator (an OpenAI-compatible server with --rpm as its limit and
--latency-ms per request), runs the real pipeline (memory source, the metrics, the LLM judge
with its rate limiter, retries and breaker) on synthetic interactions for --duration seconds,
then drains and prints ONE JSON object:

  utilisation        judge requests the emulator admitted per second / its limit
                     (measured after --warmup)
  http_429           responses with status 429, and http_429_ratio of all responses
  lost               interactions that ended neither scored nor with a recorded error
  judge_latency_ms   p50 and p99 of the judge's HTTP requests
  evaluations_per_s  interactions scored (or errored) per second

modes:
  configured    the client is configured with the limit (target: utilisation >= 0.95)
  server-only   only the emulator knows it; with its x-ratelimit-* headers the client adopts
                it, with --no-ratelimit-headers it discovers it (AIMD) (target: >= 0.85, and
                fewer than 2% of requests answered 429)
  faults        limit configured, and --fault-rate of requests fail: spurious 429s, 5xx,
                hangs past the client timeout and malformed replies (target: lost == 0)
  all           the three modes in turn; the object then holds {"runs": [...]}
"""

_EPILOG = """\
examples:
  ragas-stream bench                                   configured mode, 30 s
  ragas-stream bench --mode server-only --duration 60
  ragas-stream bench --mode faults --fault-rate 0.3 --check
  ragas-stream bench --mode all --duration 20 > bench.json

--check makes the exit code say whether the mode's targets were met (1 when not).
exit codes: 0 done (and targets met with --check), 1 failure or missed target, 2 bad arguments.
"""

_TARGETS = {"configured": 0.95, "server-only": 0.85}


def register(subparsers: Any) -> None:
    """Add the ``bench`` subcommand."""
    parser = subparsers.add_parser(
        "bench",
        help="benchmark the judge client against a local rate-limited, faulty emulator",
        description=_DESCRIPTION,
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--mode", choices=(*MODES, "all"), default="configured")
    parser.add_argument(
        "--duration", type=positive, default=30.0, metavar="S", help="seconds of load"
    )
    parser.add_argument(
        "--warmup",
        type=float,
        default=3.0,
        metavar="S",
        help="seconds excluded from the utilisation window (default %(default)s)",
    )
    parser.add_argument(
        "--rpm",
        type=positive,
        default=1200.0,
        metavar="R",
        help="the emulator's requests/min limit (default %(default)s)",
    )
    parser.add_argument(
        "--tpm",
        type=positive,
        default=None,
        metavar="T",
        help="also a tokens/min limit (default none)",
    )
    parser.add_argument(
        "--latency-ms",
        type=float,
        default=100.0,
        metavar="L",
        help="emulated model latency (default %(default)s)",
    )
    parser.add_argument(
        "--jitter-ms",
        type=float,
        default=20.0,
        metavar="J",
        help="latency varies by +-J ms (default %(default)s)",
    )
    parser.add_argument(
        "--concurrency",
        type=int,
        default=32,
        metavar="N",
        help="interactions scored at once (default %(default)s)",
    )
    parser.add_argument(
        "--fault-rate",
        type=fraction,
        default=0.3,
        metavar="F",
        help="faults mode: fraction of requests that fail (default %(default)s)",
    )
    parser.add_argument(
        "--judge-timeout",
        type=positive,
        default=2.0,
        metavar="S",
        help="client timeout per judge request (default %(default)s)",
    )
    parser.add_argument(
        "--no-ratelimit-headers",
        action="store_true",
        help="the emulator sends no x-ratelimit-* headers (server-only: pure discovery)",
    )
    parser.add_argument("--plan", choices=("fused", "separate"), default="fused")
    parser.add_argument(
        "--in-process",
        action="store_true",
        help="run the emulator in this process instead of a child process",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    parser.set_defaults(func=main)


def meets_targets(report: dict[str, Any]) -> bool:
    """Whether one run's report meets its mode's targets (lost == 0 always)."""
    if report["lost"] != 0:
        return False
    floor = _TARGETS.get(report["mode"])
    if floor is not None and report["utilisation"] < floor:
        return False
    return not (report["mode"] == "server-only" and report["http_429_ratio"] >= 0.02)


def main(args: argparse.Namespace) -> int:
    """Run the benchmark and print its JSON object. Exit codes: see ``--help``."""
    modes = MODES if args.mode == "all" else (args.mode,)
    try:
        configs = [
            BenchConfig(
                mode=mode,
                duration=args.duration,
                warmup=args.warmup,
                rpm=args.rpm,
                tpm=args.tpm,
                latency_ms=args.latency_ms,
                jitter_ms=args.jitter_ms,
                concurrency=args.concurrency,
                fault_rate=args.fault_rate,
                judge_timeout=args.judge_timeout,
                ratelimit_headers=not args.no_ratelimit_headers,
                plan=args.plan,
                in_process=args.in_process,
                seed=args.seed,
            )
            for mode in modes
        ]
    except ValueError as exc:
        print(f"ragas-stream bench: {exc}", file=sys.stderr)
        return EXIT_CONFIG

    async def run_all() -> list[dict[str, Any]]:
        return [await run_bench(config) for config in configs]

    try:
        reports = anyio.run(run_all)
    except KeyboardInterrupt:
        print("ragas-stream bench: interrupted", file=sys.stderr)
        return EXIT_FAILURE
    except Exception as exc:
        print(f"ragas-stream bench: failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return EXIT_FAILURE
    output: dict[str, Any] = reports[0] if len(reports) == 1 else {"runs": reports}
    sys.stdout.write(orjson.dumps(output, option=orjson.OPT_INDENT_2).decode() + "\n")
    if args.check and not all(meets_targets(r) for r in reports):
        return EXIT_FAILURE
    return EXIT_OK
