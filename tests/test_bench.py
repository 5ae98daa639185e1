"""The benchmark program, in a very short configuration: it runs and loses nothing.

Performance figures are not asserted here (they need a quiet machine and a long run); see
``ragas-stream bench --help`` for the targets and how to measure them.
"""

from __future__ import annotations

import argparse
import random

import orjson
import pytest

from ragas_stream.bench import BenchConfig, run_bench, synthetic_interaction
from ragas_stream.cli import bench as bench_cli

SHORT = {
    "duration": 2.0,
    "warmup": 0.5,
    "rpm": 3000.0,
    "latency_ms": 5.0,
    "jitter_ms": 2.0,
    "concurrency": 8,
    "judge_timeout": 0.5,
    "in_process": True,
    "drain_timeout": 20.0,
}


@pytest.mark.anyio
@pytest.mark.slow
async def test_with_30_percent_faults_no_interaction_is_lost() -> None:
    report = await run_bench(BenchConfig(mode="faults", fault_rate=0.3, **SHORT))  # type: ignore[arg-type]
    assert report["submitted"] > 0
    assert report["lost"] == 0
    assert sum(report["outcomes"].values()) == report["submitted"]
    faults = report["emulator"]["injected_faults"]
    assert set(faults) <= {"throttle", "error", "timeout", "malformed"} and faults
    assert report["client"]["retries"] > 0


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ragas-stream")
    bench_cli.register(parser.add_subparsers())
    return parser.parse_args(["bench", *argv])


@pytest.mark.slow
def test_the_command_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    args = parse(
        "--mode", "server-only", "--duration", "1.5", "--warmup", "0.5", "--rpm", "3000",
        "--latency-ms", "5", "--concurrency", "4", "--in-process",
    )  # fmt: skip
    assert bench_cli.main(args) == 0
    report = orjson.loads(capsys.readouterr().out)
    for key in (
        "utilisation",
        "http_429",
        "http_429_ratio",
        "lost",
        "judge_latency_ms",
        "evaluations_per_s",
    ):
        assert key in report
    assert report["mode"] == "server-only" and report["lost"] == 0
    assert report["client"]["configured_rpm"] is None
    assert report["judge_latency_ms"]["p50"] <= report["judge_latency_ms"]["p99"]


def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench_cli.main(parse("--duration", "2", "--warmup", "5")) == 2
    assert "warmup" in capsys.readouterr().err
    with pytest.raises(SystemExit) as caught:
        parse("--mode", "fastest")
    assert caught.value.code == 2


def test_targets_are_judged_per_mode() -> None:
    good = {"mode": "server-only", "lost": 0, "utilisation": 0.9, "http_429_ratio": 0.01}
    assert bench_cli.meets_targets(good)
    assert not bench_cli.meets_targets({**good, "http_429_ratio": 0.05})
    assert not bench_cli.meets_targets({**good, "mode": "configured"})  # needs 0.95
    assert not bench_cli.meets_targets({**good, "mode": "faults", "lost": 1})


def test_synthetic_interactions_are_unique_and_deterministic() -> None:
    first = [synthetic_interaction(n, random.Random(5)) for n in range(20)]
    again = [synthetic_interaction(n, random.Random(5)) for n in range(20)]
    assert first == again
    assert len({i.question for i in first}) == 20
    assert all(i.contexts for i in first)
