"""Token efficiency through the real LLM judge over loopback: the fused plan's request and token
budget, the separate plan, and the retry of a verify reply with the wrong verdict count."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import orjson
import pytest
from aiohttp import web

from ragas_stream.emulator import EmulatorConfig, JudgeEmulator
from ragas_stream.events import Interaction, Reject, decode_interaction
from ragas_stream.judges.endpoint import EndpointConfig
from ragas_stream.judges.llm import LLMJudge
from ragas_stream.judges.prompting import read_prompt, render_reply
from ragas_stream.judges.questions import QUESTION_TYPES, Verdict
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import Faithfulness, build_metrics
from ragas_stream.results import MetricStatus

SAMPLE = Path(__file__).with_name("data") / "token_sample.jsonl"
BUDGET = ["faithfulness", "answer_relevance", "context_precision", "context_recall"]


def sample() -> list[Interaction]:
    items = []
    for line in SAMPLE.read_bytes().splitlines():
        item = decode_interaction(line)
        assert not isinstance(item, Reject)
        items.append(item)
    return items


async def costs(plan: str) -> list[tuple[int, int, list[Any]]]:
    """(requests, prompt tokens, results) per sample interaction, through the emulator."""
    out = []
    async with JudgeEmulator(EmulatorConfig(latency_ms=0)) as emulator:
        endpoint = EndpointConfig(
            name="emu", base_url=emulator.url, model="judge", embedding_model="embed"
        )
        async with LLMJudge(endpoint) as judge:
            for item in sample():
                before, tokens = len(emulator.requests), judge.statistics().input_tokens
                with anyio.fail_after(20):
                    results = await JudgeSession(judge, plan=plan).run(item, build_metrics(BUDGET))
                out.append(
                    (
                        len(emulator.requests) - before,
                        judge.statistics().input_tokens - tokens,
                        list(results),
                    )
                )
    return out


@pytest.mark.anyio
async def test_the_four_ragas_metrics_fused_need_at_most_4_requests_and_under_3000_tokens() -> None:
    items = sample()
    assert all(len(i.contexts) == 3 and i.reference for i in items)
    for requests, prompt_tokens, results in await costs("fused"):
        assert requests <= 4
        assert prompt_tokens < 3000
        assert [r.status for r in results] == [MetricStatus.OK] * 4


@pytest.mark.anyio
async def test_the_separate_plan_asks_step_by_step_with_the_same_outcome_types() -> None:
    fused = await costs("fused")
    separate = await costs("separate")
    for (f_requests, _, f_results), (s_requests, _, s_results) in zip(fused, separate, strict=True):
        assert s_requests > f_requests
        assert [r.name for r in s_results] == [r.name for r in f_results]
        assert [r.status for r in s_results] == [r.status for r in f_results]
        assert [r.value for r in s_results] == [r.value for r in f_results]  # same judge answers


@pytest.mark.anyio
async def test_a_verify_reply_with_the_wrong_verdict_count_is_rejected_and_asked_again() -> None:
    prompts: list[list[dict[str, Any]]] = []

    async def chat(request: web.Request) -> web.Response:
        body = await request.json()
        prompts.append(body["messages"])
        read = read_prompt(body["messages"])
        replies = []
        for _, kind, payload in read.tasks:
            question = QUESTION_TYPES[kind].from_payload(payload)
            if kind == "extract_statements":
                value: Any = ("A = 1", "C = 3")
            else:
                verdicts = (Verdict(True, "stated"), Verdict(False, "absent"))
                value = verdicts[:1] if len(prompts) == 2 else verdicts  # first try: one short
            replies.append((question.reply_schema(), question.encode(value)))
        content = render_reply(read, replies)
        return web.json_response(
            {"choices": [{"message": {"role": "assistant", "content": content}}], "usage": {}}
        )

    app = web.Application()
    app.router.add_post("/v1/chat/completions", chat)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        url = f"http://127.0.0.1:{runner.addresses[0][1]}/v1"
        item = Interaction(id="i", question="q", answer="A = 1, C = 3", contexts=("A = 1",))
        async with LLMJudge(EndpointConfig(name="srv", base_url=url, model="m")) as judge:
            with anyio.fail_after(20):
                (result,) = await JudgeSession(judge).run(item, [Faithfulness()])
            assert judge.statistics().repairs == 1
    finally:
        await runner.cleanup()
    assert (result.status, result.value) == (MetricStatus.OK, 0.5)
    assert len(prompts) == 3  # extract, verify (one verdict short), verify again
    repair = orjson.dumps(prompts[2]).decode()
    assert "expected 2 verdicts" in repair
