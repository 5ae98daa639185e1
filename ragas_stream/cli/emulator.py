"""``ragas-stream judge-emulator``: a local OpenAI-compatible judge with limits and faults."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

import anyio

from ..emulator import EmulatorConfig, JudgeEmulator
from .argtypes import fraction, non_negative, positive

__all__ = ["config_from_args", "main", "register", "run_from_argv"]

EXIT_OK, EXIT_FAILURE, EXIT_CONFIG = 0, 1, 2

_DESCRIPTION = """\
Serve an OpenAI-compatible judge endpoint on this machine, for trying ragas-stream without a
key and for testing how it copes with a real endpoint's limits and failures.

It answers ragas-stream's judge questions with the offline local judge, under
/v1/chat/completions and /v1/embeddings (and Azure-style /openai/deployments/NAME/...), after
--latency-ms. It enforces --rpm and --tpm like a provider does: an over-limit request gets
HTTP 429 with Retry-After, retry-after-ms and x-ratelimit-* headers. It injects faults at the
given rates: 500/502/503 errors, requests that hang (then 504), malformed replies and spurious
429s. GET /stats shows what it saw.
"""

_EPILOG = """\
examples:
  ragas-stream judge-emulator --port 8089 --rpm 600 --latency-ms 200
      then point a judge at base_url http://127.0.0.1:8089/v1 (any model name works)
  ragas-stream judge-emulator --port 8089 --error-rate 0.1 --timeout-rate 0.05 \\
      --malformed-rate 0.1 --throttle-rate 0.05          (30% of requests fail somehow)
  RAGAS_STREAM_EMULATOR_KEY=secret ragas-stream judge-emulator --require-key \\
      (requests must carry that key as a Bearer token or an api-key header)

It prints one line, "judge emulator listening on URL", once the port is bound; Ctrl-C stops it.
exit codes: 0 stopped, 1 could not serve (port in use ...), 2 bad arguments.
"""


def register(subparsers: Any) -> None:
    """Add the ``judge-emulator`` subcommand."""
    parser = subparsers.add_parser(
        "judge-emulator",
        help="serve a local OpenAI-compatible judge with rate limits and injected faults",
        description=_DESCRIPTION,
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default %(default)s)")
    parser.add_argument(
        "--port", type=int, default=8089, help="port to bind, 0 for any free one (default 8089)"
    )
    parser.add_argument(
        "--latency-ms",
        type=non_negative,
        default=50.0,
        metavar="L",
        help="added to every answered request (default %(default)s)",
    )
    parser.add_argument(
        "--jitter-ms",
        type=non_negative,
        default=0.0,
        metavar="J",
        help="latency varies uniformly by +-J ms (default 0)",
    )
    parser.add_argument(
        "--rpm",
        type=positive,
        default=None,
        metavar="R",
        help="requests per minute before answering 429 (default unlimited)",
    )
    parser.add_argument(
        "--tpm",
        type=positive,
        default=None,
        metavar="T",
        help="tokens per minute (prompt + completion, 4 characters a token; default unlimited)",
    )
    parser.add_argument(
        "--burst-seconds",
        type=positive,
        default=1.0,
        metavar="S",
        help="the limit buckets hold S seconds of allowance (default 1)",
    )
    parser.add_argument(
        "--error-rate",
        type=fraction,
        default=0.0,
        metavar="E",
        help="fraction of requests answered 500/502/503",
    )
    parser.add_argument(
        "--malformed-rate",
        type=fraction,
        default=0.0,
        metavar="M",
        help="fraction answered with prose, truncated JSON or the wrong JSON shape",
    )
    parser.add_argument(
        "--timeout-rate",
        type=fraction,
        default=0.0,
        metavar="X",
        help="fraction that hang for --hang-seconds, then get 504",
    )
    parser.add_argument(
        "--throttle-rate",
        type=fraction,
        default=0.0,
        metavar="P",
        help="fraction answered with a spurious 429 (overload), whatever the limits",
    )
    parser.add_argument(
        "--hang-seconds",
        type=non_negative,
        default=30.0,
        metavar="S",
        help="how long a timed-out request hangs (default %(default)s)",
    )
    parser.add_argument(
        "--no-ratelimit-headers",
        action="store_true",
        help="do not send x-ratelimit-* headers (the client must discover the limit)",
    )
    parser.add_argument(
        "--require-key",
        action="store_true",
        help="require the key in $RAGAS_STREAM_EMULATOR_KEY (401 otherwise)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the fault generator")
    parser.set_defaults(func=main)


def config_from_args(args: argparse.Namespace) -> EmulatorConfig:
    """The ``EmulatorConfig`` the parsed arguments describe (``ValueError`` when invalid)."""
    key = None
    if args.require_key:
        key = os.environ.get("RAGAS_STREAM_EMULATOR_KEY", "")
        if not key:
            raise ValueError("--require-key needs RAGAS_STREAM_EMULATOR_KEY to be set")
    return EmulatorConfig(
        host=args.host,
        port=args.port,
        latency_ms=args.latency_ms,
        jitter_ms=args.jitter_ms,
        rpm=args.rpm,
        tpm=args.tpm,
        burst_seconds=args.burst_seconds,
        error_rate=args.error_rate,
        malformed_rate=args.malformed_rate,
        timeout_rate=args.timeout_rate,
        throttle_rate=args.throttle_rate,
        hang_seconds=args.hang_seconds,
        ratelimit_headers=not args.no_ratelimit_headers,
        api_key=key,
        seed=args.seed,
    )


def main(args: argparse.Namespace) -> int:
    """Serve until interrupted. Exit codes: 0 stopped, 1 could not serve, 2 bad arguments."""
    try:
        config = config_from_args(args)
    except ValueError as exc:
        print(f"ragas-stream judge-emulator: {exc}", file=sys.stderr)
        return EXIT_CONFIG

    async def serve() -> None:
        async with JudgeEmulator(config) as emulator:
            print(f"judge emulator listening on {emulator.url}", flush=True)
            await anyio.sleep_forever()

    try:
        anyio.run(serve)
    except KeyboardInterrupt:
        return EXIT_OK
    except OSError as exc:
        print(f"ragas-stream judge-emulator: cannot serve: {exc}", file=sys.stderr)
        return EXIT_FAILURE
    return EXIT_OK


def run_from_argv(argv: list[str]) -> int:
    """Run the command with its own parser (how the benchmark starts a child emulator)."""
    parser = argparse.ArgumentParser(prog="ragas-stream")
    register(parser.add_subparsers())
    return main(parser.parse_args(["judge-emulator", *argv]))
