"""Cost accounting: judge requests and tokens per metric per interaction, in the results lines
and as Prometheus counters, adding up to what the endpoint actually served."""

from __future__ import annotations

import io
from pathlib import Path

import anyio
import orjson
import pytest
from prometheus_client import CollectorRegistry

from ragas_stream.emulator import EmulatorConfig, JudgeEmulator
from ragas_stream.judges.endpoint import EndpointConfig
from ragas_stream.judges.llm import LLMJudge
from ragas_stream.metrics import build_metrics
from ragas_stream.scoring import score_file

SAMPLE = Path(__file__).with_name("data") / "token_sample.jsonl"
NAMES = ["faithfulness", "answer_relevance", "context_precision", "context_recall"]


@pytest.mark.anyio
async def test_requests_and_tokens_per_metric_add_up_to_what_the_endpoint_served(
    registry: CollectorRegistry,
) -> None:
    out = io.BytesIO()
    async with JudgeEmulator(EmulatorConfig(latency_ms=0)) as emulator:
        endpoint = EndpointConfig(
            name="emu", base_url=emulator.url, model="judge", embedding_model="embed"
        )
        async with LLMJudge(endpoint) as judge:
            with anyio.fail_after(30):
                summary = await score_file(
                    SAMPLE, out, judge=judge, metrics=build_metrics(NAMES), registry=registry
                )
            served = judge.statistics()
        requests = len(emulator.requests)
    assert summary.outcomes["scored"] == 5

    lines = [orjson.loads(line) for line in out.getvalue().splitlines()]
    per_line_calls = 0.0
    per_line_input = 0
    for line in lines:
        for name in NAMES:
            usage = line["metrics"][name]["usage"]
            assert usage["calls"] > 0 and usage["input_tokens"] > 0
            per_line_calls += usage["calls"]
            per_line_input += usage["input_tokens"]
    assert per_line_calls == pytest.approx(requests, abs=0.01)  # fused shares add up
    assert per_line_input == served.input_tokens

    def counter(name: str, **labels: str) -> float:
        value = registry.get_sample_value(name, labels)
        assert value is not None, (name, labels)
        return value

    calls = [counter("ragas_stream_metric_judge_requests_total", metric=n) for n in NAMES]
    assert sum(calls) == pytest.approx(requests, abs=0.01)
    tokens_in = [
        counter("ragas_stream_metric_judge_tokens_total", metric=n, direction="input")
        for n in NAMES
    ]
    tokens_out = [
        counter("ragas_stream_metric_judge_tokens_total", metric=n, direction="output")
        for n in NAMES
    ]
    assert sum(tokens_in) == served.input_tokens
    assert sum(tokens_out) == served.output_tokens
    # Faithfulness asks twice (extract, then verify); precision once, in a fused request.
    assert calls[0] > calls[2]
