"""The judge session fuses questions asked together and turns failures into error results."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import anyio
import anyio.lowlevel
import pytest

from ragas_stream.events import Interaction
from ragas_stream.judges.base import Answer, InvalidReply, JudgeError, Question
from ragas_stream.judges.session import Asker, JudgeSession, ReplyCache
from ragas_stream.results import JudgeCall, MetricResult, MetricStatus


@dataclass(frozen=True)
class Echo(Question[str]):
    """A test question whose answer is its own text, upper-cased."""

    text: str
    kind: ClassVar[str] = "echo"

    def payload(self) -> dict[str, Any]:
        return {"text": self.text}

    @classmethod
    def from_payload(cls, payload: Mapping[str, Any]) -> Echo:
        return cls(str(payload["text"]))

    @classmethod
    def reply_schema(cls) -> dict[str, Any]:
        return {"type": "object", "properties": {"text": {"type": "string"}}}

    def parse(self, reply: Any) -> str:
        if not isinstance(reply, dict) or not isinstance(reply.get("text"), str):
            raise InvalidReply("text missing")
        return str(reply["text"])

    def encode(self, value: str) -> Any:
        return {"text": value}


class RecordingJudge:
    """Answers Echo questions; records how questions were batched into calls."""

    name = "recording"

    def __init__(self, fail_on: str | None = None) -> None:
        self.batches: list[list[str]] = []
        self.fail_on = fail_on

    async def answer(self, questions: Sequence[Question[Any]]) -> list[Answer[Any]]:
        self.batches.append([q.payload()["text"] for q in questions])
        await anyio.lowlevel.checkpoint()
        share = 1.0 / len(questions)
        answers: list[Answer[Any]] = []
        for q in questions:
            call = JudgeCall("chat", "m", "test", 10, 2, share=share)
            text = q.payload()["text"]
            if text == self.fail_on:
                answers.append(Answer(error=JudgeError("http_500", "boom"), calls=(call,)))
            else:
                answers.append(Answer(value=text.upper(), calls=(call,)))
        return answers


@dataclass
class TwoStepMetric:
    """Asks ``first``, then ``second``; the value is 1 when both answers came back."""

    name: str
    first: str
    second: str
    requires: ClassVar[frozenset[str]] = frozenset()

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        a = await judge.ask(Echo(self.first))
        b = await judge.ask(Echo(self.second))
        return MetricResult.ok(self.name, 1.0, explanation=a + b)


class BrokenMetric:
    name = "broken"
    requires: ClassVar[frozenset[str]] = frozenset()

    async def score(self, interaction: Interaction, judge: Asker) -> MetricResult:
        raise RuntimeError("bug")


INTERACTION = Interaction(id="1", question="q", answer="a")


@pytest.mark.anyio
async def test_fused_plan_sends_concurrent_questions_in_one_batch_per_step() -> None:
    judge = RecordingJudge()
    metrics = [TwoStepMetric("m1", "a", "b"), TwoStepMetric("m2", "c", "d")]
    with anyio.fail_after(5):
        results = await JudgeSession(judge, plan="fused").run(INTERACTION, metrics)
    assert judge.batches == [["a", "c"], ["b", "d"]]
    assert [r.status for r in results] == [MetricStatus.OK, MetricStatus.OK]
    assert results[0].usage.calls == pytest.approx(1.0)  # two halves of fused requests


@pytest.mark.anyio
async def test_separate_plan_sends_one_question_per_call() -> None:
    judge = RecordingJudge()
    metrics = [TwoStepMetric("m1", "a", "b"), TwoStepMetric("m2", "c", "d")]
    with anyio.fail_after(5):
        await JudgeSession(judge, plan="separate").run(INTERACTION, metrics)
    assert sorted(map(tuple, judge.batches)) == [("a",), ("b",), ("c",), ("d",)]


@pytest.mark.anyio
async def test_identical_questions_are_asked_once_per_session() -> None:
    judge = RecordingJudge()
    metrics = [TwoStepMetric("m1", "same", "x"), TwoStepMetric("m2", "same", "y")]
    with anyio.fail_after(5):
        results = await JudgeSession(judge).run(INTERACTION, metrics)
    assert judge.batches[0] == ["same"]
    assert all(r.status is MetricStatus.OK for r in results)
    assert results[1].calls[0].cached  # the shared answer is not billed twice


@pytest.mark.anyio
async def test_reply_cache_answers_repeated_questions_across_sessions() -> None:
    judge, cache = RecordingJudge(), ReplyCache(16)
    metric = TwoStepMetric("m", "a", "b")
    await JudgeSession(judge, cache=cache).run(INTERACTION, [metric])
    await JudgeSession(judge, cache=cache).run(INTERACTION, [metric])
    assert judge.batches == [["a"], ["b"]]
    assert cache.hits == 2


@pytest.mark.anyio
async def test_judge_error_becomes_error_result_with_reason_and_calls() -> None:
    judge = RecordingJudge(fail_on="b")
    metrics = [TwoStepMetric("m1", "a", "b"), TwoStepMetric("m2", "c", "d")]
    with anyio.fail_after(5):
        first, second = await JudgeSession(judge).run(INTERACTION, metrics)
    assert first.status is MetricStatus.ERROR and first.reason == "http_500"
    assert first.value is None and len(first.calls) == 2
    assert second.status is MetricStatus.OK


@pytest.mark.anyio
async def test_metric_bug_is_an_internal_error_not_a_crash() -> None:
    judge = RecordingJudge()
    with anyio.fail_after(5):
        broken, ok = await JudgeSession(judge).run(
            INTERACTION, [BrokenMetric(), TwoStepMetric("m", "a", "b")]
        )
    assert broken.status is MetricStatus.ERROR and broken.reason == "internal"
    assert ok.status is MetricStatus.OK


@pytest.mark.anyio
async def test_metric_timeout_is_an_error_result() -> None:
    class Stuck:
        name = "stuck"

        async def answer(self, questions: Sequence[Question[Any]]) -> list[Answer[Any]]:
            await anyio.sleep_forever()
            raise AssertionError

    with anyio.fail_after(5):
        (result,) = await JudgeSession(Stuck(), metric_timeout=0.05).run(
            INTERACTION, [TwoStepMetric("m", "a", "b")]
        )
    assert result.status is MetricStatus.ERROR and result.reason == "timeout"


def test_metric_result_refuses_nan_and_out_of_range() -> None:
    with pytest.raises(ValueError):
        MetricResult("m", MetricStatus.OK, float("nan"))
    with pytest.raises(ValueError):
        MetricResult("m", MetricStatus.OK, 1.5)
    with pytest.raises(ValueError):
        MetricResult("m", MetricStatus.ERROR, None, None)
    assert MetricResult.ok("m", 1.0000000001).value == 1.0
