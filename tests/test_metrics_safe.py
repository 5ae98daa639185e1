"""SAFE long-form factuality: F1@K, the fact pipeline, shared extraction and its failures."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest
from aiohttp import web

from ragas_stream.events import Interaction
from ragas_stream.judges.base import JudgeError
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.questions import (
    Decision,
    Verdict,
    VerifyFacts,
    WriteSearchQueries,
)
from ragas_stream.judges.search import HttpJsonSearcher
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import Safe, build_metrics, f1_at_k
from ragas_stream.results import MetricResult, MetricStatus
from ragas_stream.testing import ScriptedJudge

CONTEXT = (
    "Tokyo Tower, a communications tower in Minato, is 333 metres tall. It opened in 1958 and "
    "draws many tourists. The tower is painted white and international orange."
)
FACTS = ("Tokyo Tower is 333 metres tall", "Tokyo Tower opened in 1968", "I love towers")


def item(answer: str = "Tokyo Tower is 333 metres tall and opened in 1968.") -> Interaction:
    return Interaction(
        id="i-1", question="Tell me about Tokyo Tower.", answer=answer, contexts=(CONTEXT,)
    )


async def score(judge: Any, metric: Any, interaction: Interaction) -> MetricResult:
    with anyio.fail_after(10):
        (result,) = await JudgeSession(judge).run(interaction, [metric])
    return result


# --- F1@K -------------------------------------------------------------------------------------


def test_f1_at_k_is_zero_when_nothing_is_supported() -> None:
    assert f1_at_k(0, 0, 5) == 0.0
    assert f1_at_k(0, 7, 5) == 0.0


def test_f1_at_k_is_one_with_no_unsupported_fact_and_at_least_k_supported() -> None:
    assert f1_at_k(5, 0, 5) == 1.0
    assert f1_at_k(9, 0, 5) == 1.0


def test_f1_at_k_is_the_harmonic_mean_of_precision_and_recall_at_k() -> None:
    precision, recall = 3 / 4, 3 / 6
    assert f1_at_k(3, 1, 6) == pytest.approx(2 * precision * recall / (precision + recall))
    assert f1_at_k(2, 0, 4) == pytest.approx(2 * 1.0 * 0.5 / 1.5)


def test_f1_at_k_rejects_a_bad_k_or_negative_counts() -> None:
    with pytest.raises(ValueError):
        f1_at_k(1, 0, 0)
    with pytest.raises(ValueError):
        f1_at_k(-1, 0, 3)
    with pytest.raises(ValueError):
        Safe(k=0)


# --- the pipeline -----------------------------------------------------------------------------


def scripted(**overrides: Any) -> ScriptedJudge:
    script: dict[str, Any] = {
        "extract_statements": FACTS,
        "rate_fact_relevance": (Decision(True, "r"), Decision(True, "r"), Decision(False, "me")),
        "write_search_queries": lambda q: tuple("" for _ in q.facts),
        "verify_facts": (Verdict(True, "333 m"), Verdict(False, "1958, not 1968")),
    }
    script.update(overrides)
    return ScriptedJudge(script)


@pytest.mark.anyio
async def test_safe_counts_supported_unsupported_and_irrelevant_facts_into_f1_at_k() -> None:
    judge = scripted()
    result = await score(judge, Safe(k=2), item())
    assert result.status is MetricStatus.OK
    assert result.details == {
        "supported": 1,
        "not_supported": 1,
        "irrelevant": 1,
        "precision": 0.5,
        "recall_at_k": 0.5,
        "k": 2,
    }
    assert result.value == pytest.approx(0.5)
    assert '"Tokyo Tower opened in 1968"' in result.explanation
    assert judge.kinds() == [
        "extract_statements",
        "rate_fact_relevance",
        "write_search_queries",
        "verify_facts",
    ]


@pytest.mark.anyio
async def test_safe_searches_each_fact_first_then_asks_for_queries_until_done() -> None:
    rounds: list[WriteSearchQueries] = []

    def queries(question: WriteSearchQueries) -> tuple[str, ...]:
        rounds.append(question)
        return ("", "Tokyo Tower opening year") if len(rounds) == 1 else ("",)

    judge = scripted(write_search_queries=queries)
    await score(judge, Safe(k=2, steps=3), item())
    assert len(rounds) == 2
    first, second = rounds
    assert first.facts == FACTS[:2]  # only the relevant facts
    assert all(evidence for evidence in first.evidence)  # the facts themselves were searched
    assert second.facts == (FACTS[1],)  # the first fact was settled
    (verify,) = [q for q in judge.questions if isinstance(q, VerifyFacts)]
    assert any("1958" in e for e in verify.evidence[1])


@pytest.mark.anyio
async def test_safe_with_one_step_asks_for_no_query() -> None:
    judge = scripted()
    await score(judge, Safe(k=2, steps=1), item())
    assert "write_search_queries" not in judge.kinds()


@pytest.mark.anyio
async def test_safe_and_faithfulness_share_one_statement_extraction() -> None:
    judge = scripted(verify_statements=lambda q: tuple(Verdict(True, "r") for _ in q.statements))
    metrics = build_metrics(["faithfulness", "safe"], safe_k=2)
    with anyio.fail_after(10):
        results = await JudgeSession(judge).run(item(), metrics)
    assert [r.status for r in results] == [MetricStatus.OK, MetricStatus.OK]
    assert judge.kinds().count("extract_statements") == 1


@pytest.mark.anyio
async def test_safe_with_all_facts_irrelevant_scores_zero() -> None:
    judge = scripted(rate_fact_relevance=tuple(Decision(False, "aside") for _ in FACTS))
    result = await score(judge, Safe(k=2), item())
    assert result.value == 0.0
    assert result.details["irrelevant"] == 3
    assert "verify_facts" not in judge.kinds()


@pytest.mark.anyio
async def test_safe_of_a_refusal_or_without_contexts_is_not_applicable() -> None:
    judge = scripted(extract_statements=())
    result = await score(judge, Safe(), item(answer="I don't know."))
    assert (result.status, result.reason) == (MetricStatus.NOT_APPLICABLE, "answer has no facts")
    no_contexts = Interaction(id="i", question="q", answer="Tokyo Tower is tall.")
    result = await score(ScriptedJudge({}), Safe(), no_contexts)
    assert result.status is MetricStatus.NOT_APPLICABLE
    assert result.reason == "interaction has no contexts to search"


@pytest.mark.anyio
async def test_safe_judge_failure_is_an_error_result() -> None:
    judge = scripted(rate_fact_relevance=JudgeError("rate_limited"))
    result = await score(judge, Safe(), item())
    assert (result.status, result.reason) == (MetricStatus.ERROR, "rate_limited")


@asynccontextmanager
async def failing_search() -> AsyncIterator[str]:
    async def handler(request: web.Request) -> web.Response:
        return web.Response(status=503, text="down")

    app = web.Application()
    app.router.add_get("/search", handler)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    try:
        yield f"http://127.0.0.1:{runner.addresses[0][1]}/search"
    finally:
        await runner.cleanup()


@pytest.mark.anyio
async def test_a_failing_web_searcher_makes_safe_an_error_with_the_search_reason() -> None:
    async with failing_search() as url:
        metric = Safe(searcher=HttpJsonSearcher(url))
        no_contexts = Interaction(id="i", question="q", answer="Tokyo Tower is tall.")
        result = await score(scripted(), metric, no_contexts)
    assert (result.status, result.reason) == (MetricStatus.ERROR, "search_http_503")


@pytest.mark.anyio
async def test_safe_with_the_local_judge_prefers_the_faithful_answer() -> None:
    right = await score(LocalJudge(), Safe(k=2), item("Tokyo Tower is 333 metres tall."))
    wrong = await score(LocalJudge(), Safe(k=2), item("Tokyo Tower is 433 metres tall."))
    assert right.value is not None and wrong.value is not None
    assert right.value > wrong.value
    assert right.details["supported"] == 1 and wrong.details["not_supported"] == 1
