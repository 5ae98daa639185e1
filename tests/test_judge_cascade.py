"""The cascade: the offline judge answers, an LLM judge (the emulator over loopback HTTP) is
asked only the verifications the offline judge is unsure of."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from typing import Any

import anyio
import pytest
from prometheus_client import CollectorRegistry

from ragas_stream.clock import SystemClock
from ragas_stream.config import JudgeConfig
from ragas_stream.emulator import EmulatorConfig, JudgeEmulator
from ragas_stream.events import Interaction
from ragas_stream.judges.base import Question
from ragas_stream.judges.cascade import CascadeJudge
from ragas_stream.judges.endpoint import EndpointConfig
from ragas_stream.judges.factory import open_judge
from ragas_stream.judges.llm import LLMJudge
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.questions import ExtractStatements, VerifyStatements
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import Faithfulness
from ragas_stream.selfmetrics import SelfMetrics
from ragas_stream.testing import ScriptedJudge

CONTEXT = "The museum opened in 1958 in Osaka. Its first director was Emi Sato."
CLEAR = VerifyStatements((CONTEXT,), ("The museum opened in 1958 in Osaka",))
WRONG = VerifyStatements((CONTEXT,), ("The museum did not open in 1958",))
DOUBTFUL = VerifyStatements((CONTEXT,), ("Emi Sato was the museum's first curator",))
EXTRACT = ExtractStatements("When did it open?", "It opened in 1958.")


@pytest.fixture
async def emulator() -> AsyncIterator[JudgeEmulator]:
    async with JudgeEmulator(EmulatorConfig(latency_ms=1.0)) as emu:
        yield emu


def llm(emu: JudgeEmulator) -> LLMJudge:
    config = EndpointConfig(base_url=emu.url, model="judge", rpm=60_000, name="emu")
    return LLMJudge(config)


async def degrees(question: VerifyStatements) -> list[float]:
    (answer,) = await LocalJudge().answer([question])
    return [v.strength for v in answer.value]


@pytest.mark.anyio
async def test_the_questions_are_clear_wrong_and_doubtful_for_the_offline_judge() -> None:
    assert await degrees(CLEAR) == [1.0]
    assert (await degrees(WRONG))[0] <= 0.1
    assert 0.15 < (await degrees(DOUBTFUL))[0] < 0.92


@pytest.mark.anyio
async def test_what_the_offline_judge_does_not_find_stated_reaches_the_llm_judge(
    emulator: JudgeEmulator,
) -> None:
    questions: list[Question[Any]] = [CLEAR, EXTRACT, WRONG, DOUBTFUL]
    async with CascadeJudge(LocalJudge(), llm(emulator)) as judge:
        with anyio.fail_after(10):
            answers = await judge.answer(questions)
    assert emulator.statistics().requests == 1  # both passed on in one request
    [record] = emulator.requests
    assert record.tasks == 2
    assert judge.escalated == 2
    assert [len(a.calls) for a in answers] == [1, 1, 2, 2]  # the escalated ones cost both
    assert answers[2].value[0].degree is None  # the LLM's yes/no verdicts are the ones used
    assert answers[3].value[0].degree is None
    assert answers[0].value[0].degree == 1.0


@pytest.mark.anyio
async def test_a_band_above_the_contradictions_keeps_them_offline(
    emulator: JudgeEmulator,
) -> None:
    questions: list[Question[Any]] = [CLEAR, WRONG, DOUBTFUL]
    async with CascadeJudge(LocalJudge(), llm(emulator), doubt=(0.15, 0.92)) as judge:
        with anyio.fail_after(10):
            answers = await judge.answer(questions)
    [record] = emulator.requests
    assert record.tasks == 1
    assert judge.escalated == 1
    assert [len(a.calls) for a in answers] == [1, 1, 2]
    assert answers[1].value[0].degree is not None  # the offline contradiction was kept


@pytest.mark.anyio
async def test_a_question_the_offline_judge_cannot_answer_is_passed_on(
    emulator: JudgeEmulator,
) -> None:
    failing = ScriptedJudge({})  # answers every question with an "unsupported" error
    async with CascadeJudge(failing, llm(emulator)) as judge:
        with anyio.fail_after(10):
            (answer,) = await judge.answer([CLEAR])
    assert answer.error is None and answer.value[0].supported
    assert emulator.statistics().requests == 1


@pytest.mark.anyio
async def test_a_cascade_config_builds_the_cascade_and_scores_through_it(
    emulator: JudgeEmulator,
) -> None:
    band = (0.1, 0.6)
    config = JudgeConfig(
        kind="openai", url=emulator.url, model="judge", cascade=True, cascade_doubt=band
    )
    item = Interaction(
        id="q1",
        question="Who was the museum's first director?",
        answer="Emi Sato was the museum's first curator.",
        contexts=(CONTEXT,),
    )
    async with AsyncExitStack() as stack:
        registry = CollectorRegistry()
        selfmetrics = SelfMetrics(registry)
        judge = await open_judge(
            config, stack, clock=SystemClock(), env={}, selfmetrics=selfmetrics
        )
        assert isinstance(judge, CascadeJudge)
        assert judge.doubt == band
        with anyio.fail_after(10):
            (result,) = await JudgeSession(judge).run(item, [Faithfulness()])
    assert result.value is not None
    assert emulator.statistics().requests == 1  # extraction stayed offline
    assert judge.escalated == 1
    escalations = "ragas_stream_judge_escalations_total"
    assert registry.get_sample_value(escalations, {"reason": "doubtful"}) == 1


def test_the_doubt_band_must_be_a_band() -> None:
    with pytest.raises(ValueError):
        CascadeJudge(LocalJudge(), LocalJudge(), doubt=(0.9, 0.1))  # type: ignore[arg-type]
