"""The judge emulator: an OpenAI-compatible server with limits and faults, over real HTTP."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import anyio
import orjson
import pytest

from ragas_stream.cli import emulator as emulator_cli
from ragas_stream.emulator import EmulatorConfig, JudgeEmulator
from ragas_stream.judges.base import InvalidReply
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.prompting import build_chat_request
from ragas_stream.judges.questions import ExtractStatements, SelectRelevantSentences

QUESTION = ExtractStatements("How tall is Tokyo Tower?", "Tokyo Tower is 333 metres tall.")


class FakeClock:
    """Limit buckets refill only when the test says so."""

    def __init__(self) -> None:
        self.now = 500.0

    def time(self) -> float:
        return 1_700_000_000.0 + self.now

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


def chat_body(questions: list[Any] | None = None, mode: str = "json_schema") -> dict[str, Any]:
    request = build_chat_request(questions or [QUESTION], structured_output=mode)
    return request.body("any-model")


async def post(
    http: aiohttp.ClientSession, url: str, body: Any, **headers: str
) -> tuple[int, dict[str, str], Any]:
    async with http.post(url, data=orjson.dumps(body), headers=headers) as response:
        return response.status, dict(response.headers), orjson.loads(await response.read())


@pytest.mark.anyio
async def test_over_the_request_limit_it_answers_429_with_retry_after_and_headers(
    http: aiohttp.ClientSession,
) -> None:
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0, rpm=120), clock=FakeClock()) as emu:
        url = emu.url + "/chat/completions"
        results = [await post(http, url, chat_body()) for _ in range(3)]
        assert [status for status, _, _ in results] == [200, 200, 429]
        ok_headers = results[0][1]
        assert ok_headers["x-ratelimit-limit-requests"] == "120"
        assert ok_headers["x-ratelimit-remaining-requests"] == "1"
        _, headers, body = results[2]
        assert headers["Retry-After"] == "1"
        assert 0 < int(headers["retry-after-ms"]) <= 500
        assert headers["x-ratelimit-remaining-requests"] == "0"
        assert body["error"]["type"] == "rate_limit_exceeded"
        stats = emu.statistics()
        assert (stats.accepted, stats.limited) == (2, 1)


@pytest.mark.anyio
async def test_a_rejected_request_does_not_use_up_the_limit(http: aiohttp.ClientSession) -> None:
    clock = FakeClock()
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0, rpm=600), clock=clock) as emu:
        url = emu.url + "/chat/completions"
        statuses = [(await post(http, url, chat_body()))[0] for _ in range(30)]
        assert statuses == [200] * 10 + [429] * 20  # the one-second bucket of 600/min
        _, headers, _ = await post(http, url, chat_body())
        assert headers["retry-after-ms"] == "100"  # 20 rejections took nothing
        clock.now += 0.1
        status, _, _ = await post(http, url, chat_body())
        assert status == 200


@pytest.mark.anyio
async def test_over_the_token_limit_it_answers_429(http: aiohttp.ClientSession) -> None:
    config = EmulatorConfig(latency_ms=0.0, tpm=30_000)
    async with JudgeEmulator(config, clock=FakeClock()) as emu:
        url = emu.url + "/chat/completions"
        statuses = [(await post(http, url, chat_body()))[0] for _ in range(4)]
        assert statuses[0] == 200 and 429 in statuses  # ~330 tokens each, 500 a second
        assert emu.statistics().tokens <= 500 + 330


@pytest.mark.anyio
async def test_answers_are_the_local_judges_in_single_and_fused_form(
    http: aiohttp.ClientSession,
) -> None:
    questions: list[Any] = [
        QUESTION,
        SelectRelevantSentences("How tall?", ("It is 333 metres tall. It is red.",)),
    ]
    expected = [a.value for a in await LocalJudge().answer(questions)]
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0)) as emu:
        for asked in ([questions[0]], questions):
            status, _, body = await post(http, emu.url + "/chat/completions", chat_body(asked))
            assert status == 200
            content = body["choices"][0]["message"]["content"]
            parsed = build_chat_request(asked).parse(content)
            assert parsed == expected[: len(asked)]
            usage = body["usage"]
            assert usage["total_tokens"] == usage["prompt_tokens"] + usage["completion_tokens"]


@pytest.mark.anyio
async def test_text_mode_replies_are_fenced_json(http: aiohttp.ClientSession) -> None:
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0)) as emu:
        _, _, body = await post(http, emu.url + "/chat/completions", chat_body(mode="text"))
    content = body["choices"][0]["message"]["content"]
    assert content.startswith("```json\n") and content.endswith("\n```")


@pytest.mark.anyio
async def test_embeddings_follow_the_openai_shape(http: aiohttp.ClientSession) -> None:
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0)) as emu:
        status, _, body = await post(
            http, emu.url + "/embeddings", {"model": "e", "input": ["a cat", "a dog"]}
        )
        single_status, _, single = await post(
            http, emu.url + "/embeddings", {"model": "e", "input": "one text"}
        )
    assert status == 200 == single_status
    assert [item["index"] for item in body["data"]] == [0, 1]
    assert len(body["data"][0]["embedding"]) == len(body["data"][1]["embedding"]) > 0
    assert len(single["data"]) == 1


@pytest.mark.anyio
async def test_injected_faults_come_at_the_configured_rates(http: aiohttp.ClientSession) -> None:
    config = EmulatorConfig(
        latency_ms=0.0, error_rate=0.1, throttle_rate=0.1, malformed_rate=0.1, seed=3
    )
    count = 300
    async with JudgeEmulator(config) as emu:
        url = emu.url + "/chat/completions"
        for _ in range(count):
            await post(http, url, chat_body())
        stats = emu.statistics()
    for kind in ("error", "throttle", "malformed"):
        assert 12 <= stats.faults.get(kind, 0) <= 50  # 30 expected; binomial p=0.1, n=300
    errors = sum(stats.by_status.get(code, 0) for code in ("500", "502", "503"))
    assert errors == stats.faults["error"]
    assert stats.by_status["429"] == stats.faults["throttle"]
    assert stats.accepted == count - errors - stats.faults["throttle"]


@pytest.mark.anyio
async def test_scripted_faults_apply_in_order(http: aiohttp.ClientSession) -> None:
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0)) as emu:
        emu.script(["error", "throttle", "malformed", "ok"])
        url = emu.url + "/chat/completions"
        results = [await post(http, url, chat_body()) for _ in range(4)]
        with pytest.raises(ValueError, match="unknown fault"):
            emu.script(["explode"])  # type: ignore[list-item]
    statuses = [status for status, _, _ in results]
    assert statuses[0] in (500, 502, 503)
    assert statuses[1:] == [429, 200, 200]
    request = build_chat_request([QUESTION])
    [bad] = request.parse(results[2][2]["choices"][0]["message"]["content"])
    [good] = request.parse(results[3][2]["choices"][0]["message"]["content"])
    assert isinstance(bad, InvalidReply)
    assert not isinstance(good, InvalidReply)


@pytest.mark.anyio
async def test_every_malformed_variant_fails_validation(http: aiohttp.ClientSession) -> None:
    questions: list[Any] = [QUESTION, SelectRelevantSentences("Q?", ("A. B.",))]
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0, malformed_rate=1.0)) as emu:
        for asked in ([QUESTION], questions):
            request = build_chat_request(asked)
            for _ in range(12):  # enough draws to meet all three variants
                _, _, body = await post(http, emu.url + "/chat/completions", request.body("m"))
                content = body["choices"][0]["message"]["content"]
                assert all(isinstance(r, InvalidReply) for r in request.parse(content))


@pytest.mark.anyio
async def test_a_hanging_request_ends_when_the_emulator_closes(http: aiohttp.ClientSession) -> None:
    emu = JudgeEmulator(EmulatorConfig(latency_ms=0.0, hang_seconds=60.0))
    statuses: list[int] = []
    async with emu:
        emu.script(["timeout"])

        async def ask() -> None:
            statuses.append((await post(http, emu.url + "/chat/completions", chat_body()))[0])

        with anyio.fail_after(10):
            async with anyio.create_task_group() as tg:
                tg.start_soon(ask)
                while emu.statistics().in_flight == 0:  # until the server holds it
                    await anyio.wait_all_tasks_blocked()
                await emu.aclose()
    assert statuses == [504]


@pytest.mark.anyio
async def test_bad_requests_get_400_with_a_reason(http: aiohttp.ClientSession) -> None:
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0)) as emu:
        url = emu.url + "/chat/completions"
        not_ours = {"messages": [{"role": "user", "content": "hello"}]}
        unknown = chat_body()
        unknown["messages"][1]["content"] = unknown["messages"][1]["content"].replace(
            "extract_statements", "no_such_kind"
        )
        for body, reason in ((not_ours, "no <data> fence"), (unknown, "unknown question kind")):
            status, _, reply = await post(http, url, body)
            assert status == 400 and reason in reply["error"]["message"]
        async with http.post(url, data=b"{not json") as response:
            assert response.status == 400


@pytest.mark.anyio
async def test_with_a_key_set_other_keys_are_refused(http: aiohttp.ClientSession) -> None:
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0, api_key="right")) as emu:
        url = emu.url + "/chat/completions"
        wrong, _, _ = await post(http, url, chat_body(), Authorization="Bearer wrong")
        bearer, _, _ = await post(http, url, chat_body(), Authorization="Bearer right")
        azure, _, _ = await post(http, url, chat_body(), **{"api-key": "right"})
    assert (wrong, bearer, azure) == (401, 200, 200)


@pytest.mark.anyio
async def test_azure_paths_stats_health_and_models(http: aiohttp.ClientSession) -> None:
    async with JudgeEmulator(EmulatorConfig(latency_ms=0.0)) as emu:
        azure = emu.root_url + "/openai/deployments/my-gpt/chat/completions?api-version=x"
        status, _, _ = await post(http, azure, chat_body())
        assert status == 200
        async with http.get(emu.root_url + "/stats") as response:
            stats = orjson.loads(await response.read())
        async with http.get(emu.root_url + "/health") as response:
            assert response.status == 200
        async with http.get(emu.url + "/models") as response:
            assert orjson.loads(await response.read())["data"][0]["id"] == "emulated-judge"
    assert stats["accepted"] == 1 and stats["by_status"] == {"200": 1}


def test_config_rejects_impossible_rates() -> None:
    with pytest.raises(ValueError, match="sum to at most 1"):
        EmulatorConfig(error_rate=0.6, timeout_rate=0.6)
    assert "right" not in repr(EmulatorConfig(api_key="right"))


# -- the command ----------------------------------------------------------------------------


def parse(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ragas-stream")
    emulator_cli.register(parser.add_subparsers())
    return parser.parse_args(["judge-emulator", *argv])


def test_the_command_maps_flags_to_a_config() -> None:
    args = parse("--port", "0", "--rpm", "600", "--error-rate", "0.1", "--no-ratelimit-headers")
    config = emulator_cli.config_from_args(args)
    assert (config.port, config.rpm, config.error_rate) == (0, 600, 0.1)
    assert config.ratelimit_headers is False
    assert args.func is emulator_cli.main


def test_the_command_refuses_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        parse("--error-rate", "1.5")
    assert caught.value.code == 2
    os.environ.pop("RAGAS_STREAM_EMULATOR_KEY", None)
    assert emulator_cli.main(parse("--require-key")) == 2
    assert "RAGAS_STREAM_EMULATOR_KEY" in capsys.readouterr().err


@pytest.mark.slow
def test_the_command_serves_until_interrupted() -> None:
    code = "import sys; from ragas_stream.cli import main; sys.exit(main(sys.argv[1:]))"
    command = [sys.executable, "-c", code, "judge-emulator", "--port", "0", "--latency-ms", "0"]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as process:
        try:
            assert process.stdout is not None
            line = process.stdout.readline()
            assert line.startswith("judge emulator listening on http://127.0.0.1:")
            url = line.rsplit(" ", 1)[1].strip()

            async def check() -> int:
                async with aiohttp.ClientSession() as session:
                    async with session.get(url.removesuffix("/v1") + "/health") as response:
                        return response.status

            assert anyio.run(check) == 200
            process.send_signal(signal.SIGINT)
            assert process.wait(timeout=10) == 0
        finally:
            if process.poll() is None:
                process.kill()


@pytest.mark.anyio
async def test_serve_signals_readiness_once_bound(http: aiohttp.ClientSession) -> None:
    emulator = JudgeEmulator(EmulatorConfig(latency_ms=0.0))
    with anyio.fail_after(10):
        async with anyio.create_task_group() as tg:
            url = await tg.start(emulator.serve)
            async with http.get(url.removesuffix("/v1") + "/health") as response:
                assert response.status == 200
            tg.cancel_scope.cancel()
    with pytest.raises(aiohttp.ClientConnectionError):
        async with http.get(url.removesuffix("/v1") + "/health"):
            pass
