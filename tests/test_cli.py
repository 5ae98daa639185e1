"""The command line: help that teaches, exit codes that mean something, a demo that runs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import orjson
import pytest

from ragas_stream.cli import EXIT_CONFIG, main


def _cli(
    *args: str, env: dict[str, str] | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ragas_stream", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
    )


def test_help_lists_commands_and_examples(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    text = capsys.readouterr().out
    for word in ("run", "demo", "exit codes", "ragas-stream demo"):
        assert word in text


def test_run_help_explains_config_precedence(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["run", "--help"])
    text = capsys.readouterr().out
    assert "RAGAS_STREAM__" in text and "--source" in text and "SIGTERM" in text


def test_no_command_prints_help_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == EXIT_CONFIG


def test_bad_config_exits_2_with_the_key_named(tmp_path: Path) -> None:
    config = tmp_path / "c.toml"
    config.write_text("[sampling]\nrate = 3\n")
    result = _cli("run", "--config", str(config))
    assert result.returncode == 2
    assert "sampling" in result.stderr and "outside [0, 1]" in result.stderr
    assert "Traceback" not in result.stderr


def test_missing_source_exits_2_and_says_how_to_fix(tmp_path: Path) -> None:
    result = _cli("run", "--state-dir", str(tmp_path), "--port", "0")
    assert result.returncode == 2
    assert "--source" in result.stderr


def test_unknown_metric_exits_2(tmp_path: Path) -> None:
    log = tmp_path / "log.jsonl"
    log.touch()
    result = _cli(
        "run",
        "--source",
        f"tail:{log}",
        "--state-dir",
        str(tmp_path),
        "--metrics",
        "nope",
        "--port",
        "0",
    )
    assert result.returncode == 2
    assert "nope" in result.stderr and "faithfulness" in result.stderr


@pytest.mark.slow
def test_demo_runs_offline_and_stops_by_itself(tmp_path: Path) -> None:
    output = tmp_path / "results.jsonl"
    result = _cli(
        "demo",
        "--duration",
        "3",
        "--port",
        "0",
        "--rate",
        "20",
        "--output",
        str(output),
        timeout=90,
    )
    assert result.returncode == 0, result.stderr
    assert "/metrics" in result.stderr
    records = [orjson.loads(line) for line in output.read_bytes().splitlines()]
    assert len(records) >= 10
    statuses = {m["status"] for r in records for m in r["metrics"].values()}
    assert "ok" in statuses
