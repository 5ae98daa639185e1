"""``ragas-stream score``: batch scoring of a JSONL file, in process and against a judge config."""

from __future__ import annotations

import sys
from pathlib import Path

import anyio
import orjson
import pytest

from ragas_stream.cli import main
from ragas_stream.emulator import EmulatorConfig, JudgeEmulator

LINES = [
    {
        "id": "a",
        "question": "How tall is Tokyo Tower?",
        "contexts": ["Tokyo Tower is 333 metres tall. It opened in 1958."],
        "answer": "Tokyo Tower is 333 metres tall.",
        "reference": "It is 333 m tall.",
    },
    {
        "id": "b",
        "user_input": "When did Tokyo Tower open?",
        "retrieved_contexts": ["Tokyo Tower is 333 metres tall. It opened in 1958."],
        "response": "It opened in 1968.",
    },
    {"id": "c", "question": "Anything?", "answer": "I don't know.", "contexts": ["Nothing."]},
]


def write_input(tmp_path: Path, *, malformed: bool = True) -> Path:
    path = tmp_path / "in.jsonl"
    rows = [orjson.dumps(LINES[0]), orjson.dumps(LINES[1])]
    if malformed:
        rows.append(b'{"question": "no answer here"}')
        rows.append(b"")
    rows.append(orjson.dumps(LINES[2]))
    path.write_bytes(b"\n".join(rows) + b"\n")
    return path


def read_output(path: Path) -> list[dict[str, object]]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines()]


def test_score_writes_one_line_per_input_in_order_with_rejects_and_a_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write_input(tmp_path)
    out = tmp_path / "out.jsonl"
    code = main(
        [
            "score",
            str(source),
            "--metrics",
            "faithfulness,context_recall",
            "--output",
            str(out),
            "--no-progress",
        ]
    )
    assert code == 0
    lines = read_output(out)
    assert [line["id"] for line in lines] == ["a", "b", None, "c"]
    assert [line["outcome"] for line in lines] == ["scored", "scored", "rejected", "scored"]
    assert lines[2]["reason"] == "missing_field"
    metrics = lines[0]["metrics"]
    assert isinstance(metrics, dict)
    assert metrics["faithfulness"]["value"] >= 0.9
    assert metrics["faithfulness"]["usage"]["calls"] == 2
    assert lines[1]["metrics"]["faithfulness"]["value"] < 0.1  # type: ignore[index]
    assert lines[1]["metrics"]["context_recall"]["status"] == "not_applicable"  # type: ignore[index]
    table = capsys.readouterr().out
    assert "faithfulness" in table and "context_recall" in table
    assert "interactions: 4 (rejected 1, scored 3)" in table


def test_score_with_a_plain_local_judge_gives_the_papers_ratios(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write_input(tmp_path)
    config = tmp_path / "plain.toml"
    config.write_text('[judge]\nkind = "local"\ngraded = false\n')
    out = tmp_path / "out.jsonl"
    command = ["score", str(source), "--judge", str(config), "--metrics", "faithfulness"]
    assert main([*command, "--output", str(out), "--no-progress"]) == 0
    values = [line["metrics"]["faithfulness"]["value"] for line in read_output(out)[:2]]  # type: ignore[index]
    assert values == [1.0, 0.0]
    assert "0.500" in capsys.readouterr().out  # the mean of 1.0 and 0.0; c is n/a


def test_score_to_stdout_puts_the_summary_on_stderr_and_draws_progress(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write_input(tmp_path, malformed=False)
    code = main(["score", str(source), "--metrics", "faithfulness", "--progress"])
    assert code == 0
    captured = capsys.readouterr()
    assert [orjson.loads(line)["id"] for line in captured.out.splitlines()] == ["a", "b", "c"]
    assert "interactions: 3 (scored 3)" in captured.err
    assert "[" + "#" * 30 + "] 3/3" in captured.err


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--metrics", "faithfulness,fluency"], "unknown metric 'fluency'"),
        (["--searcher", "bing"], "unknown searcher"),
        (["--k", "0", "--metrics", "safe"], "k must be a positive integer"),
        (["--judge", "missing.toml"], "missing.toml"),
        (["--concurrency", "0"], "--concurrency"),
    ],
)
def test_score_usage_mistakes_exit_2_with_a_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    source = write_input(tmp_path)
    assert main(["score", str(source), "--output", str(tmp_path / "o"), *arguments]) == 2
    assert message in capsys.readouterr().err


def test_score_of_a_missing_input_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["score", str(tmp_path / "absent.jsonl")]) == 2
    assert "not a readable file" in capsys.readouterr().err


def config_file(tmp_path: Path, url: str) -> Path:
    path = tmp_path / "judge.toml"
    path.write_text(
        "[judge]\n"
        'kind = "openai"\n'
        f'url = "{url}"\n'
        'model = "judge"\n'
        'embedding_model = "embed"\n'
        "[metrics]\n"
        'names = ["faithfulness", "answer_relevance", "context_precision"]\n'
    )
    return path


@pytest.mark.anyio
async def test_score_with_a_judge_config_uses_the_llm_judge_and_the_config_metrics(
    tmp_path: Path,
) -> None:
    source = write_input(tmp_path)
    out = tmp_path / "out.jsonl"
    async with JudgeEmulator(EmulatorConfig(latency_ms=0)) as emulator:
        config = config_file(tmp_path, emulator.url)
        command = [sys.executable, "-m", "ragas_stream", "score", str(source)]
        command += ["--judge", str(config), "--output", str(out)]
        with anyio.fail_after(60):
            done = await anyio.run_process(command, check=False)
        assert len(emulator.requests) > 0
    assert done.returncode == 0, done.stderr.decode()
    lines = read_output(out)
    assert [line["outcome"] for line in lines] == ["scored", "scored", "rejected", "scored"]
    metrics = lines[0]["metrics"]
    assert isinstance(metrics, dict)
    assert set(metrics) == {"faithfulness", "answer_relevance", "context_precision"}
    assert metrics["faithfulness"]["usage"]["input_tokens"] > 0
    assert b"context_precision" in done.stdout


@pytest.mark.anyio
async def test_score_exits_1_when_every_interaction_errored(tmp_path: Path) -> None:
    source = write_input(tmp_path, malformed=False)
    async with JudgeEmulator(EmulatorConfig(latency_ms=0, api_key="sk-right-key-123456")) as emu:
        config = config_file(tmp_path, emu.url)  # sends no key: every request gets a 401
        command = [sys.executable, "-m", "ragas_stream", "score", str(source)]
        command += ["--judge", str(config), "--metrics", "context_precision", "-o", "-"]
        with anyio.fail_after(60):
            done = await anyio.run_process(command, check=False)
    assert done.returncode == 1
    assert b"every evaluated interaction errored" in done.stderr
    outcomes = [orjson.loads(line)["outcome"] for line in done.stdout.splitlines()]
    assert outcomes == ["errored", "errored", "errored"]
