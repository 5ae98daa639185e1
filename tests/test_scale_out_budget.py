"""Three `ragas-stream run` replicas on one Redis consumer group, judging through one emulated
endpoint with a shared requests/min budget in Redis: together they never draw a 429, and every
interaction is scored."""

from __future__ import annotations

import os
import subprocess
import sys
import urllib.request
import uuid
from pathlib import Path
from typing import Any

import orjson
import pytest
import redis
from test_scale_out import interaction, running, scored, stop, wait_until

pytestmark = [pytest.mark.slow, pytest.mark.broker]

RPM = 300  # 5 requests/s for all replicas together
COUNT = 30  # each interaction costs 2 chat + 1 embeddings request with three metrics


def _emulator(tmp_path: Path) -> tuple[subprocess.Popen[bytes], Path]:
    out = tmp_path / "emulator.stdout"
    with out.open("wb") as stdout, (tmp_path / "emulator.stderr").open("wb") as stderr:
        proc = subprocess.Popen(
            [sys.executable, "-m", "ragas_stream", "judge-emulator", "--port", "0",
             "--rpm", str(RPM), "--latency-ms", "5"],
            stdout=stdout,
            stderr=stderr,
        )  # fmt: skip
    return proc, out


def _replica(
    tmp_path: Path, name: str, spec: str, judge_url: str, redis_url: str, key: str
) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "RAGAS_STREAM__PIPELINE__CONCURRENCY": "8",
        "RAGAS_STREAM__EXPORTERS__ENABLED": "jsonl",
        "RAGAS_STREAM__JUDGE__RPM": str(RPM),
        "RAGAS_STREAM__JUDGE__EMBEDDING_MODEL": "emulated-embedder",
        "RAGAS_STREAM__JUDGE__SHARED_LIMIT_URL": redis_url,
        "RAGAS_STREAM__JUDGE__SHARED_LIMIT_KEY": key,
    }
    with (tmp_path / f"{name}.stderr").open("wb") as stderr:
        return subprocess.Popen(
            [sys.executable, "-m", "ragas_stream", "run", "--source", spec,
             "--judge", judge_url, "--judge-model", "emulated-judge", "--sample-rate", "1",
             "--output", str(tmp_path / f"{name}.jsonl"), "--port", "0", "--host", "127.0.0.1",
             "--state-dir", str(tmp_path / f"{name}-state")],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )  # fmt: skip


def test_replicas_sharing_a_budget_draw_no_429_and_score_everything(
    tmp_path: Path, redis_url: str
) -> None:
    client = redis.Redis.from_url(redis_url)
    stream, key = f"budget-{uuid.uuid4().hex[:10]}", f"budget-{uuid.uuid4().hex[:10]}"
    spec = f"{redis_url}?stream={stream}&group=eval&batch=4"
    emulator, emulator_out = _emulator(tmp_path)
    try:
        with running([emulator]):
            wait_until(lambda: b"listening on" in emulator_out.read_bytes(), "the emulator", [])
            url = emulator_out.read_bytes().split(b"listening on", 1)[1].split()[0].decode()
            for i in range(COUNT):
                client.xadd(stream, {"data": interaction(i)})
            names = ["b0", "b1", "b2"]
            with running(
                [_replica(tmp_path, n, spec, url, redis_url, key) for n in names]
            ) as procs:
                outputs = [tmp_path / f"{n}.jsonl" for n in names]
                union = lambda: {i for o in outputs for i in scored(o)}  # noqa: E731
                wait_until(lambda: len(union()) == COUNT, "every interaction", procs, limit=90)
                assert stop(procs) == [0, 0, 0]
            with urllib.request.urlopen(url.removesuffix("/v1") + "/stats", timeout=10) as reply:
                stats: dict[str, Any] = orjson.loads(reply.read())
        assert stats["limited"] == 0, stats  # together they stayed under the endpoint's limit
        assert stats["accepted"] >= COUNT * 2  # and they really judged through it
        records = [
            orjson.loads(line)
            for o in outputs
            if o.exists()  # a replica may find the stream drained by the others
            for line in o.read_bytes().splitlines()
        ]
        statuses = {m["status"] for r in records for m in r["metrics"].values()}
        assert statuses <= {"ok", "not_applicable"}, statuses
    finally:
        client.delete(stream, f"{stream}:dead")
        for found in client.scan_iter(f"ragas-stream:limit:{{{key}}}:*"):
            client.delete(found)
        client.close()
