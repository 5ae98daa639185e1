"""The ``ragas-stream`` command.

Subcommands live in sibling modules, each exposing ``register(subparsers)`` which adds its
parser and sets ``func`` to ``main(args) -> int``. Exit codes: 0 success (including a drain
after SIGINT/SIGTERM), 1 a runtime failure, 2 a usage or configuration mistake.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

__all__ = ["EXIT_CONFIG", "EXIT_FAILURE", "EXIT_OK", "build_parser", "main"]

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_CONFIG = 2

# Modules that register subcommands, in the order --help lists them.
_COMMANDS = ("run", "score", "emulator", "bench")

_DESCRIPTION = """\
Continuously evaluate a production RAG service.

ragas-stream reads your service's interactions (question, retrieved contexts, answer, optional
reference) from a JSONL log it tails or from a queue, samples them, scores the sample with the
Ragas metrics (faithfulness, answer relevance, context relevance, ...) using an LLM judge or
the built-in offline judge, and exports every score to Prometheus and OpenTelemetry.
"""

_EPILOG = """\
start here:
  ragas-stream demo                      offline demo: sample stream, local judge, :9464/metrics
  ragas-stream run --source tail:/var/log/rag/interactions.jsonl --sample-rate 0.1
  ragas-stream run --config ragas-stream.toml
  ragas-stream <command> --help          options of one command

exit codes: 0 ok (also after a graceful SIGINT/SIGTERM drain), 1 runtime failure,
2 bad usage or configuration (the message says what to fix).
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ragas-stream",
        description=_DESCRIPTION,
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    from importlib.metadata import PackageNotFoundError, version

    try:
        own_version = version("ragas-stream")
    except PackageNotFoundError:  # running from a source tree
        own_version = "unknown"
    parser.add_argument("--version", action="version", version=f"%(prog)s {own_version}")
    subparsers = parser.add_subparsers(title="commands", metavar="<command>")
    for name in _COMMANDS:
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
            continue
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", None)
    if func is None:
        parser.print_help(sys.stderr)
        return EXIT_CONFIG
    code: int = func(args)
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
