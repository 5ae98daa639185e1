"""Context precision (average precision of the ranking) and context recall."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import anyio
import pytest

from ragas_stream.events import Interaction
from ragas_stream.judges.base import JudgeError
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.questions import (
    Decision,
    RateContextUsefulness,
    Verdict,
    VerifyStatements,
)
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import (
    ContextPrecision,
    ContextRecall,
    Metric,
    average_precision,
    build_metrics,
)
from ragas_stream.results import MetricResult, MetricStatus
from ragas_stream.testing import ScriptedJudge

CONTEXTS = (
    "Tokyo Tower is 333 metres tall.",
    "Tokyo has a humid subtropical climate.",
    "Tokyo Tower opened in 1958.",
)


def item(
    *,
    answer: str = "Tokyo Tower is 333 metres tall and opened in 1958.",
    reference: str | None = "Tokyo Tower is 333 m tall. It opened in 1958.",
    contexts: Sequence[str] = CONTEXTS,
) -> Interaction:
    return Interaction(
        id="i-1",
        question="How tall is Tokyo Tower and when did it open?",
        answer=answer,
        contexts=tuple(contexts),
        reference=reference,
    )


def useful(*flags: bool) -> tuple[Decision, ...]:
    return tuple(Decision(f, "r") for f in flags)


async def score(judge: Any, metric: Metric, interaction: Interaction) -> MetricResult:
    with anyio.fail_after(10):
        (result,) = await JudgeSession(judge).run(interaction, [metric])
    return result


# --- average precision ------------------------------------------------------------------------


def test_average_precision_of_the_worked_examples_depends_on_the_order() -> None:
    assert average_precision([True, True, False]) == 1.0
    assert average_precision([True, False, True]) == pytest.approx((1 + 2 / 3) / 2)
    assert average_precision([False, True, True]) == pytest.approx((1 / 2 + 2 / 3) / 2)


def test_average_precision_with_nothing_useful_is_zero_not_nan() -> None:
    assert average_precision([False, False]) == 0.0
    assert average_precision([]) == 0.0


# --- context precision --------------------------------------------------------------------------


@pytest.mark.anyio
async def test_context_precision_rates_every_context_in_one_question_against_the_reference() -> (
    None
):
    judge = ScriptedJudge({"rate_context_usefulness": useful(True, False, True)})
    result = await score(judge, ContextPrecision(), item())
    assert result.name == "context_precision"
    assert result.value == pytest.approx(0.8333, abs=1e-4)
    assert result.details == {"contexts": 3, "useful": 2, "against": "reference"}
    (question,) = judge.questions
    assert isinstance(question, RateContextUsefulness)
    assert question.contexts == CONTEXTS
    assert question.answer == item().reference


@pytest.mark.anyio
async def test_context_precision_falls_back_to_the_answer_without_a_reference() -> None:
    judge = ScriptedJudge({"rate_context_usefulness": useful(True, True, False)})
    result = await score(judge, ContextPrecision(), item(reference=None))
    assert result.value == 1.0
    assert result.details["against"] == "answer"
    assert judge.questions[0].answer == item().answer  # type: ignore[attr-defined]


@pytest.mark.anyio
async def test_context_precision_flavours_are_named_and_pick_their_target() -> None:
    judge = ScriptedJudge({"rate_context_usefulness": useful(False, False, True)})
    with_reference = ContextPrecision("reference")
    without = ContextPrecision("answer")
    assert with_reference.name == "context_precision_with_reference"
    assert without.name == "context_precision_without_reference"
    result = await score(judge, without, item())
    assert result.details["against"] == "answer"
    assert result.value == pytest.approx(1 / 3)
    missing = await score(ScriptedJudge({}), with_reference, item(reference=None))
    assert (missing.status, missing.reason) == (MetricStatus.NOT_APPLICABLE, "no reference")


@pytest.mark.anyio
async def test_context_precision_is_not_applicable_without_contexts_or_target() -> None:
    judge = ScriptedJudge({})
    no_contexts = await score(judge, ContextPrecision(), item(contexts=()))
    assert no_contexts.status is MetricStatus.NOT_APPLICABLE
    blank = await score(judge, ContextPrecision("answer"), item(answer="  "))
    assert (blank.status, blank.reason) == (MetricStatus.NOT_APPLICABLE, "answer is empty")
    assert judge.questions == []
    assert ContextPrecision.requires == frozenset({"contexts"})


@pytest.mark.anyio
async def test_context_precision_judge_failure_and_wrong_count_are_errors() -> None:
    failing = ScriptedJudge({"rate_context_usefulness": JudgeError("timeout")})
    result = await score(failing, ContextPrecision(), item())
    assert (result.status, result.reason) == (MetricStatus.ERROR, "timeout")
    short = ScriptedJudge({"rate_context_usefulness": useful(True)})
    result = await score(short, ContextPrecision(), item())
    assert (result.status, result.reason) == (MetricStatus.ERROR, "invalid_reply")


@pytest.mark.anyio
async def test_context_precision_with_the_local_judge_rewards_ranking_useful_contexts_first() -> (
    None
):
    good = await score(LocalJudge(), ContextPrecision(), item())
    reordered = (CONTEXTS[1], CONTEXTS[0], CONTEXTS[2])
    worse = await score(LocalJudge(), ContextPrecision(), item(contexts=reordered))
    assert good.value is not None and worse.value is not None
    assert good.value > worse.value


# --- context recall ---------------------------------------------------------------------------


@pytest.mark.anyio
async def test_context_recall_is_the_share_of_reference_sentences_the_contexts_support() -> None:
    judge = ScriptedJudge({"verify_statements": (Verdict(True, "r"), Verdict(False, "absent"))})
    result = await score(judge, ContextRecall(), item())
    assert result.value == 0.5
    assert result.details == {"sentences": 2, "attributed": 1}
    assert '"It opened in 1958."' in result.explanation
    (question,) = judge.questions
    assert isinstance(question, VerifyStatements)
    assert question.statements == ("Tokyo Tower is 333 m tall.", "It opened in 1958.")


@pytest.mark.anyio
async def test_context_recall_needs_contexts_and_a_reference_with_sentences() -> None:
    assert ContextRecall.requires == frozenset({"contexts", "reference"})
    judge = ScriptedJudge({})
    result = await score(judge, ContextRecall(), item(reference="  ...  "))
    assert (result.status, result.reason) == (
        MetricStatus.NOT_APPLICABLE,
        "reference has no sentences",
    )
    result = await score(judge, ContextRecall(), item(contexts=()))
    assert result.status is MetricStatus.NOT_APPLICABLE
    assert judge.questions == []


@pytest.mark.anyio
async def test_context_recall_judge_failure_is_an_error_result() -> None:
    judge = ScriptedJudge({"verify_statements": JudgeError("circuit_open")})
    result = await score(judge, ContextRecall(), item())
    assert (result.status, result.reason) == (MetricStatus.ERROR, "circuit_open")


@pytest.mark.anyio
async def test_context_recall_with_the_local_judge_drops_when_a_context_is_missing() -> None:
    full = await score(LocalJudge(), ContextRecall(), item())
    partial = await score(LocalJudge(), ContextRecall(), item(contexts=CONTEXTS[:2]))
    assert full.details["attributed"] == 2 and partial.details["attributed"] == 1
    assert full.value is not None and full.value >= 0.9
    assert partial.value is not None and 0.45 <= partial.value < 0.75
    plain = LocalJudge(graded=False)
    assert (await score(plain, ContextRecall(), item())).value == 1.0
    assert (await score(plain, ContextRecall(), item(contexts=CONTEXTS[:2]))).value == 0.5


@pytest.mark.anyio
async def test_recall_and_faithfulness_share_one_fused_request_with_the_contexts() -> None:
    judge = ScriptedJudge(
        {
            "extract_statements": ("Tokyo Tower is 333 metres tall",),
            "verify_statements": lambda q: tuple(Verdict(True, "r") for _ in q.statements),
            "rate_context_usefulness": useful(True, False, True),
        }
    )
    metrics = build_metrics(["faithfulness", "context_precision", "context_recall"])
    with anyio.fail_after(10):
        results = await JudgeSession(judge).run(item(), metrics)
    assert all(r.status is MetricStatus.OK for r in results)
    first = [q.kind for q in judge.batches[0]]
    assert sorted(first) == ["extract_statements", "rate_context_usefulness", "verify_statements"]
    assert len(judge.batches) == 2  # then faithfulness verifies its statements
