"""The HTTP ingest source over real loopback HTTP: JSON and NDJSON batches, bearer tokens off
loopback, body limits, 429 when full, clear JSON errors for bad input."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import aclosing
from pathlib import Path
from typing import Any

import aiohttp
import anyio
import orjson
import pytest
from prometheus_client import CollectorRegistry

from ragas_stream.events import Interaction
from ragas_stream.judges.local import LocalJudge
from ragas_stream.metrics import build_metrics
from ragas_stream.pipeline import Pipeline, PipelineConfig, Scorer
from ragas_stream.results import Outcome
from ragas_stream.sampling import Sampler
from ragas_stream.selfmetrics import SelfMetrics
from ragas_stream.sources import SourceSpecError, open_source
from ragas_stream.sources.base import Delivery
from ragas_stream.sources.http import HttpIngestConfig, HttpIngestSource

pytestmark = pytest.mark.anyio

TOKEN = "tok-0123456789abcdef"


def record(i: int) -> dict[str, Any]:
    return {
        "id": f"q{i}",
        "question": f"What is the capital of country {i}?",
        "contexts": [f"The capital of country {i} is City {i}."],
        "answer": f"City {i}.",
    }


def ndjson(*records: dict[str, Any]) -> bytes:
    return b"".join(orjson.dumps(r) + b"\n" for r in records)


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


async def post(
    session: aiohttp.ClientSession,
    source: HttpIngestSource,
    body: bytes | Any,
    content_type: str = "application/json",
    token: str | None = None,
) -> tuple[int, dict[str, Any], Any]:
    headers = {"Content-Type": content_type}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    url = f"http://127.0.0.1:{source.port}{source.config.path}"
    async with session.post(url, data=body, headers=headers) as response:
        return response.status, await response.json(), response.headers


async def take(it: AsyncIterator[Delivery], count: int) -> list[Delivery]:
    out = []
    with anyio.fail_after(5):
        while len(out) < count:
            out.append(await anext(it))
    return out


def ids(deliveries: list[Delivery]) -> list[str]:
    return [d.item.id for d in deliveries if isinstance(d.item, Interaction)]


def make(**options: Any) -> HttpIngestSource:
    token = options.pop("token", None)
    return HttpIngestSource(HttpIngestConfig(port=0, **options), token=token)


async def test_accepts_an_object_an_array_and_an_ndjson_batch_in_order(
    http: aiohttp.ClientSession,
) -> None:
    async with make() as source, aclosing(source.deliveries()) as it:
        assert source.statistics().connected
        status, body, _ = await post(http, source, orjson.dumps(record(0)))
        assert (status, body) == (202, {"accepted": 1})
        status, body, _ = await post(http, source, orjson.dumps([record(1), record(2)]))
        assert (status, body) == (202, {"accepted": 2})
        status, body, _ = await post(
            http, source, ndjson(record(3), record(4)) + b"\n", "application/x-ndjson"
        )
        assert (status, body) == (202, {"accepted": 2})
        got = await take(it, 5)
        assert ids(got) == ["q0", "q1", "q2", "q3", "q4"]
        for delivery in got:
            await delivery.settle(Outcome.SCORED)
        stats = source.statistics()
        assert (stats.read, stats.settled, stats.pending) == (5, 5, 0)


async def test_off_loopback_a_missing_or_wrong_token_is_refused(
    http: aiohttp.ClientSession,
) -> None:
    async with make(host="0.0.0.0", token=TOKEN) as source, aclosing(source.deliveries()) as it:
        for token in (None, "wrong", ""):
            status, body, headers = await post(http, source, orjson.dumps(record(0)), token=token)
            assert status == 401
            assert body["error"]["code"] == "unauthorized"
            assert headers["WWW-Authenticate"].startswith("Bearer")
            assert TOKEN not in orjson.dumps(body).decode()
        status, _, _ = await post(http, source, orjson.dumps(record(1)), token=TOKEN)
        assert status == 202
        assert ids(await take(it, 1)) == ["q1"]  # nothing of the refused requests got in


def test_listening_beyond_loopback_needs_a_token(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(SourceSpecError, match=r"beyond loopback.*token_env"):
        open_source("http://0.0.0.0:8080", state_dir=tmp_path)
    with pytest.raises(ValueError, match="beyond loopback"):
        HttpIngestSource(HttpIngestConfig(host="10.1.2.3"))
    monkeypatch.setenv("TEST_INGEST_TOKEN", TOKEN)
    source = open_source(
        "http://0.0.0.0:8080/ingest?token_env=TEST_INGEST_TOKEN", state_dir=tmp_path
    )
    assert isinstance(source, HttpIngestSource)
    assert source.config.path == "/ingest"
    assert TOKEN not in repr(source)
    # Loopback needs none.
    assert isinstance(open_source("http://127.0.0.1:8080", state_dir=tmp_path), HttpIngestSource)
    assert isinstance(open_source("http://localhost:8080", state_dir=tmp_path), HttpIngestSource)


async def test_an_oversize_body_is_413_whether_its_length_is_declared_or_not(
    http: aiohttp.ClientSession,
) -> None:
    big = orjson.dumps([record(i) for i in range(40)])
    assert len(big) > 2048

    async def chunked() -> AsyncIterator[bytes]:
        for start in range(0, len(big), 512):
            yield big[start : start + 512]

    async with make(max_body=2048) as source:
        for body in (big, chunked()):
            status, error, _ = await post(http, source, body)
            assert status == 413
            assert error["error"]["code"] == "body_too_large"
            assert "2048" in error["error"]["message"]
        assert source.statistics().position == "0"  # nothing accepted


async def test_bad_json_and_invalid_records_get_a_clear_json_error(
    http: aiohttp.ClientSession,
) -> None:
    async with make() as source:
        status, error, _ = await post(http, source, b'{"question": ')
        assert status == 400 and error["error"]["code"] == "invalid_json"

        status, error, _ = await post(http, source, b"   ")
        assert status == 400 and error["error"]["code"] == "empty_body"

        status, error, _ = await post(http, source, orjson.dumps([record(0), 42]))
        assert status == 400 and error["error"]["code"] == "invalid_records"
        assert error["error"]["records"] == [
            {"index": 1, "reason": "not_an_object", "detail": "expected an object, got int"}
        ]

        batch = ndjson(record(0)) + b"{broken\n" + orjson.dumps({"question": "no answer"})
        status, error, _ = await post(http, source, batch, "application/x-ndjson")
        assert status == 400 and error["error"]["code"] == "invalid_records"
        assert [(r["line"], r["reason"]) for r in error["error"]["records"]] == [
            (2, "invalid_json"),
            (3, "missing_field"),
        ]
        assert "nothing was accepted" in error["error"]["message"]

        status, error, _ = await post(http, source, b"question,answer", "text/csv")
        assert status == 415 and error["error"]["code"] == "unsupported_media_type"
        assert source.statistics().position == "0"
        assert source.ingest_statistics().responses == {400: 4, 415: 1}


async def test_a_full_buffer_answers_429_with_retry_after(
    http: aiohttp.ClientSession,
) -> None:
    async with make(queue=3, retry_after=2.0) as source, aclosing(source.deliveries()) as it:
        status, _, _ = await post(http, source, orjson.dumps([record(0), record(1)]))
        assert status == 202
        status, error, headers = await post(http, source, orjson.dumps([record(2), record(3)]))
        assert status == 429 and error["error"]["code"] == "busy"
        assert headers["Retry-After"] == "2"
        status, error, _ = await post(http, source, orjson.dumps([record(i) for i in range(4)]))
        assert status == 413 and error["error"]["code"] == "batch_too_large"
        assert ids(await take(it, 2)) == ["q0", "q1"]  # the pipeline catches up
        status, _, _ = await post(http, source, orjson.dumps([record(2), record(3)]))
        assert status == 202
        assert ids(await take(it, 2)) == ["q2", "q3"]


async def test_after_close_the_buffered_interactions_are_still_delivered(
    http: aiohttp.ClientSession,
) -> None:
    source = make()
    async with source:
        await post(http, source, orjson.dumps([record(0), record(1)]))
        await source.aclose()
        assert not source.statistics().connected
        async with aclosing(source.deliveries()) as it:
            assert ids([d async for d in it]) == ["q0", "q1"]


async def test_the_pipeline_scores_posted_interactions(
    http: aiohttp.ClientSession, registry: CollectorRegistry
) -> None:
    source = make()
    async with source:
        pipeline = Pipeline(
            source,
            Scorer(LocalJudge(), build_metrics(["faithfulness"])),
            sampler=Sampler(rate=1.0),
            selfmetrics=SelfMetrics(registry),
            config=PipelineConfig(concurrency=2, queue_size=4),
        )
        async with anyio.create_task_group() as tg:
            tg.start_soon(pipeline.run)
            status, _, _ = await post(
                http, source, ndjson(*(record(i) for i in range(6))), "application/x-ndjson"
            )
            assert status == 202
            await source.aclose()  # ends the stream once the six are read
    assert pipeline.statistics().settled == {"scored": 6}


async def test_the_token_is_never_logged(
    http: aiohttp.ClientSession, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with make(host="0.0.0.0", token=TOKEN) as source:
        await post(http, source, orjson.dumps(record(0)), token="guess-" + TOKEN[:8])
        await post(http, source, orjson.dumps(record(0)), token=TOKEN)
    assert TOKEN not in caplog.text and TOKEN[:8] not in caplog.text
    assert "token" not in repr(source).lower() or TOKEN not in repr(source)


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        ("http://127.0.0.1:8080?max_body=lots", "max_body"),
        ("http://127.0.0.1:8080?queue=0", "queue"),
        ("http://user:pw@127.0.0.1:8080", "no credentials"),
        ("http://127.0.0.1:8080?token=abc", "unknown option"),
        ("http://127.0.0.1:8080?token_env=NO_SUCH_VARIABLE_SET", "NO_SUCH"),
    ],
)
def test_bad_http_specs_are_errors_that_say_why(tmp_path: Path, spec: str, problem: str) -> None:
    with pytest.raises(SourceSpecError, match=problem) as info:
        open_source(spec, state_dir=tmp_path)
    assert "http://HOST:PORT" in str(info.value)
    assert "pw@" not in str(info.value)


def test_open_source_reads_http_limits(tmp_path: Path) -> None:
    source = open_source("http://127.0.0.1:0?max_body=64KiB&queue=8", state_dir=tmp_path)
    assert isinstance(source, HttpIngestSource)
    assert (source.config.max_body, source.config.queue) == (65536, 8)
    assert source.config.path == "/v1/interactions"
