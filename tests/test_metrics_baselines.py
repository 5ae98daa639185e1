"""The paper's baselines as metrics: a direct 0-10 score and a pairwise ranking of two answers."""

from __future__ import annotations

import hashlib
from types import MappingProxyType
from typing import Any

import anyio
import pytest

from ragas_stream.events import Interaction
from ragas_stream.judges.base import JudgeError
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.questions import CompareAnswers, Preference, RateQuality, Rating
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import DirectScore, PairwiseRanking
from ragas_stream.results import MetricResult, MetricStatus
from ragas_stream.testing import ScriptedJudge

CONTEXT = "Tokyo Tower is 333 metres tall. It opened in 1958."
GOOD = "Tokyo Tower is 333 metres tall."
BAD = "Tokyo Tower is 400 metres tall."


def item(
    *,
    id: str = "i-1",
    answer: str = GOOD,
    reference: str | None = None,
    labels: dict[str, str] | None = None,
    contexts: tuple[str, ...] = (CONTEXT,),
) -> Interaction:
    return Interaction(
        id=id,
        question="How tall is Tokyo Tower?",
        answer=answer,
        contexts=contexts,
        reference=reference,
        labels=MappingProxyType(labels or {}),
    )


async def score(judge: Any, metric: Any, interaction: Interaction) -> MetricResult:
    with anyio.fail_after(10):
        (result,) = await JudgeSession(judge).run(interaction, [metric])
    return result


# --- direct score -----------------------------------------------------------------------------


@pytest.mark.anyio
@pytest.mark.parametrize("quality", ["faithfulness", "answer_relevance", "context_relevance"])
async def test_direct_score_is_the_rating_over_ten(quality: str) -> None:
    judge = ScriptedJudge({"rate_quality": Rating(7.0, "mostly")})
    metric = DirectScore(quality)
    result = await score(judge, metric, item())
    assert (metric.name, result.value) == (f"direct_score_{quality}", 0.7)
    assert result.details == {"score": 7.0}
    assert "7 of 10: mostly" in result.explanation
    (question,) = judge.questions
    assert isinstance(question, RateQuality) and question.quality == quality


@pytest.mark.anyio
async def test_direct_score_not_applicable_and_error_paths() -> None:
    judge = ScriptedJudge({})
    result = await score(judge, DirectScore("faithfulness"), item(contexts=()))
    assert (result.status, result.reason) == (
        MetricStatus.NOT_APPLICABLE,
        "interaction has no contexts",
    )
    result = await score(judge, DirectScore("answer_relevance"), item(answer=" "))
    assert (result.status, result.reason) == (MetricStatus.NOT_APPLICABLE, "answer is empty")
    assert judge.questions == []
    failing = ScriptedJudge({"rate_quality": JudgeError("http_500")})
    result = await score(failing, DirectScore("answer_relevance"), item())
    assert (result.status, result.reason) == (MetricStatus.ERROR, "http_500")
    with pytest.raises(ValueError):
        DirectScore("fluency")


@pytest.mark.anyio
async def test_direct_score_with_the_local_judge_rates_a_faithful_answer_higher() -> None:
    good = await score(LocalJudge(), DirectScore("faithfulness"), item())
    bad = await score(LocalJudge(), DirectScore("faithfulness"), item(answer=BAD))
    assert (good.value, bad.value) == (1.0, 0.0)


# --- pairwise ---------------------------------------------------------------------------------


def first_id(answer_first: bool) -> str:
    """An interaction id whose hash puts the interaction's answer first (or second)."""
    for n in range(100):
        digest = hashlib.blake2b(f"i-{n}".encode(), digest_size=1).digest()[0]
        if (digest % 2 == 0) == answer_first:
            return f"i-{n}"
    raise AssertionError("no id found")


@pytest.mark.anyio
@pytest.mark.parametrize("answer_first", [True, False])
async def test_pairwise_wins_when_the_judge_prefers_the_answer_in_either_position(
    answer_first: bool,
) -> None:
    judge = ScriptedJudge(
        {"compare_answers": lambda q: Preference(1 if q.first == GOOD else 2, "r")}
    )
    interaction = item(id=first_id(answer_first), labels={"alternative_answer": BAD})
    result = await score(judge, PairwiseRanking("faithfulness"), interaction)
    assert result.value == 1.0
    assert result.details == {
        "against": "label alternative_answer",
        "position": 1 if answer_first else 2,
    }
    (question,) = judge.questions
    assert isinstance(question, CompareAnswers)
    assert (question.first == GOOD) == answer_first


@pytest.mark.anyio
async def test_pairwise_loses_against_a_better_reference() -> None:
    judge = ScriptedJudge(
        {"compare_answers": lambda q: Preference(1 if q.first == GOOD else 2, "r")}
    )
    result = await score(
        judge, PairwiseRanking("answer_relevance"), item(answer=BAD, reference=GOOD)
    )
    assert result.value == 0.0
    assert result.details["against"] == "reference"


@pytest.mark.anyio
async def test_pairwise_without_another_answer_or_with_the_same_one_is_not_applicable() -> None:
    judge = ScriptedJudge({})
    metric = PairwiseRanking("answer_relevance")
    result = await score(judge, metric, item())
    assert result.status is MetricStatus.NOT_APPLICABLE
    assert "no alternative answer" in (result.reason or "")
    result = await score(judge, metric, item(reference=GOOD))
    assert result.reason == "the two answers are the same"
    result = await score(judge, PairwiseRanking("faithfulness"), item(contexts=(), reference=BAD))
    assert result.reason == "interaction has no contexts"
    assert judge.questions == []
    with pytest.raises(ValueError):
        PairwiseRanking("context_relevance")


@pytest.mark.anyio
async def test_pairwise_judge_failure_is_an_error_result() -> None:
    judge = ScriptedJudge({"compare_answers": JudgeError("invalid_reply")})
    result = await score(judge, PairwiseRanking("faithfulness"), item(reference=BAD))
    assert (result.status, result.reason) == (MetricStatus.ERROR, "invalid_reply")


@pytest.mark.anyio
async def test_pairwise_with_the_local_judge_prefers_the_faithful_answer() -> None:
    for n in range(4):  # both positions
        won = await score(
            LocalJudge(), PairwiseRanking("faithfulness"), item(id=f"i-{n}", reference=BAD)
        )
        lost = await score(
            LocalJudge(),
            PairwiseRanking("faithfulness"),
            item(id=f"i-{n}", answer=BAD, reference=GOOD),
        )
        assert (won.value, lost.value) == (1.0, 0.0)
