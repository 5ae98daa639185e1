"""Judge cost per interaction: requests, prompt and completion tokens, by metric and plan.

Runs the real LLM judge (``LLMJudge``: prompt building, fusion, parsing) against the judge
emulator over loopback, on the fixed sample in ``tests/data/token_sample.jsonl`` (interactions
with three retrieved contexts and a reference), so that later changes to prompts or plans can
be compared. For each plan (fused, separate) it scores every interaction with each metric
alone and with the four metrics of the Ragas budget together (faithfulness, answer relevance,
context precision, context recall), without a reply cache across interactions, and prints the
mean per interaction of:

* requests: HTTP requests the emulator received (chat and embeddings);
* prompt / completion: tokens as the endpoint reported them (the emulator counts a quarter
  of the characters, like the client's estimate).

Then the cascade (``CascadeJudge``: the offline judge answers, the LLM judge gets only the
verifications it is unsure of) against the LLM judge alone, for faithfulness, fused, on the
faithful and on the hallucinated answers of the ``dev`` pair set
(``tests/data/faithfulness_dev.jsonl``), with each doubt band of ``CASCADE_BANDS``. Under a
cascade every other metric is answered offline, so faithfulness (and context recall, which
verifies too) is all it costs.

Usage: ``python benchmarks/tokens.py [--json]``. Target: the four together, fused, need at
most 4 requests and well under 3000 prompt tokens per interaction.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

import anyio
import orjson

from ragas_stream.emulator import EmulatorConfig, JudgeEmulator
from ragas_stream.events import Interaction, Reject, decode_interaction
from ragas_stream.judges.base import Judge
from ragas_stream.judges.cascade import DOUBT, CascadeJudge
from ragas_stream.judges.endpoint import EndpointConfig
from ragas_stream.judges.llm import LLMJudge
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import build_metrics

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
SAMPLE = DATA / "token_sample.jsonl"
PAIRS = DATA / "faithfulness_dev.jsonl"
CASCADE_BANDS: dict[str, tuple[float, float]] = {"default": DOUBT, "before": (0.15, 0.92)}
BUDGET = ("faithfulness", "answer_relevance", "context_precision", "context_recall")
SINGLE = (
    "faithfulness",
    "answer_relevance",
    "context_relevance",
    "context_precision",
    "context_recall",
    "safe",
    "direct_score_faithfulness",
    "pairwise_answer_relevance",
)


def load_sample(path: Path = SAMPLE) -> list[Interaction]:
    items: list[Interaction] = []
    for line in path.read_bytes().splitlines():
        if line.strip():
            item = decode_interaction(line)
            if isinstance(item, Reject):
                raise ValueError(f"bad sample line: {item.detail}")
            items.append(item)
    return items


def load_pairs(path: Path = PAIRS) -> dict[str, list[Interaction]]:
    """The faithful and the hallucinated answers of a pair set, as interactions."""
    answers: dict[str, list[Interaction]] = {"faithful": [], "hallucinated": []}
    for line in path.read_bytes().splitlines():
        if not line.strip():
            continue
        pair = orjson.loads(line)
        for key, items in answers.items():
            items.append(
                Interaction(
                    id=f"{pair['id']}-{key}",
                    question=pair["question"],
                    answer=pair[key],
                    contexts=tuple(pair["contexts"]),
                )
            )
    return answers


async def measure(
    judge: Judge,
    emulator: JudgeEmulator,
    names: tuple[str, ...],
    plan: str,
    items: list[Interaction],
    llm: LLMJudge | None = None,
) -> dict[str, Any]:
    """Mean requests, prompt and completion tokens per interaction for ``names`` together;
    the tokens are those ``llm`` (``judge`` itself when None) spent."""
    counted = llm if llm is not None else judge
    assert isinstance(counted, LLMJudge)
    requests: list[int] = []
    prompt: list[int] = []
    completion: list[int] = []
    statuses: dict[str, int] = {}
    for item in items:
        before = len(emulator.requests)
        stats = counted.statistics()
        results = await JudgeSession(judge, plan=plan).run(item, build_metrics(list(names)))
        after = counted.statistics()
        requests.append(len(emulator.requests) - before)
        prompt.append(after.input_tokens - stats.input_tokens)
        completion.append(after.output_tokens - stats.output_tokens)
        for result in results:
            statuses[result.status.value] = statuses.get(result.status.value, 0) + 1
    return {
        "metrics": list(names),
        "plan": plan,
        "requests": round(statistics.mean(requests), 2),
        "prompt_tokens": round(statistics.mean(prompt), 1),
        "completion_tokens": round(statistics.mean(completion), 1),
        "max_prompt_tokens": max(prompt),
        "statuses": statuses,
    }


async def run() -> dict[str, Any]:
    items = load_sample()
    rows: list[dict[str, Any]] = []
    async with JudgeEmulator(EmulatorConfig(latency_ms=0)) as emulator:
        endpoint = EndpointConfig(
            name="emulator", base_url=emulator.url, model="judge", embedding_model="embed"
        )
        async with LLMJudge(endpoint) as judge:
            for plan in ("fused", "separate"):
                rows.append(await measure(judge, emulator, BUDGET, plan, items))
                for name in SINGLE:
                    rows.append(await measure(judge, emulator, (name,), plan, items))
        cascade = await _cascade_rows(emulator, endpoint)
    context_chars = statistics.mean(sum(len(c) for c in i.contexts) for i in items)
    return {
        "interactions": len(items),
        "contexts_per_interaction": statistics.mean(len(i.contexts) for i in items),
        "context_chars_per_interaction": round(context_chars),
        "rows": rows,
        "cascade": cascade,
    }


async def _cascade_rows(emulator: JudgeEmulator, endpoint: EndpointConfig) -> list[dict[str, Any]]:
    """Faithfulness on the pair set's answers: the LLM judge alone, then each cascade band."""
    rows: list[dict[str, Any]] = []
    for answers, items in load_pairs().items():
        async with LLMJudge(endpoint) as alone:
            row = await measure(alone, emulator, ("faithfulness",), "fused", items)
            rows.append({"judge": "llm", "answers": answers, **row})
        for band, doubt in CASCADE_BANDS.items():
            llm = LLMJudge(endpoint)
            async with CascadeJudge(LocalJudge(), llm, doubt=doubt) as judge:
                row = await measure(judge, emulator, ("faithfulness",), "fused", items, llm)
                rows.append({"judge": f"cascade {band} {doubt}", "answers": answers, **row})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    report = anyio.run(run)
    if args.json:
        sys.stdout.write(orjson.dumps(report, option=orjson.OPT_INDENT_2).decode() + "\n")
        return 0
    print(
        f"{report['interactions']} interactions, {report['contexts_per_interaction']:.1f} "
        f"contexts and {report['context_chars_per_interaction']} context characters each"
    )
    print(f"the four together: {', '.join(BUDGET)}; means per interaction")
    print(f"{'plan':<9} {'metrics':<32} {'requests':>8} {'prompt':>8} {'completion':>10}")
    for row in report["rows"]:
        label = "the four together" if len(row["metrics"]) > 1 else row["metrics"][0]
        print(
            f"{row['plan']:<9} {label:<32} {row['requests']:>8} {row['prompt_tokens']:>8} "
            f"{row['completion_tokens']:>10}"
        )
    print()
    print(f"faithfulness, fused, on the answers of {PAIRS.name}; means per interaction")
    print(f"{'answers':<13} {'judge':<32} {'requests':>8} {'prompt':>8} {'completion':>10}")
    for row in report["cascade"]:
        print(
            f"{row['answers']:<13} {row['judge']:<32} {row['requests']:>8} "
            f"{row['prompt_tokens']:>8} {row['completion_tokens']:>10}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
