"""The three Ragas-paper metrics, run through a JudgeSession with scripted and local judges."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from typing import Any

import anyio
import pytest

from ragas_stream.events import Interaction
from ragas_stream.judges.base import JudgeError, Question
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.questions import (
    EmbedTexts,
    ExtractStatements,
    GenerateQuestions,
    SelectRelevantSentences,
    Verdict,
    VerifyStatements,
)
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import (
    AnswerRelevance,
    ContextRelevance,
    Faithfulness,
    Metric,
    UnknownMetric,
    available_metrics,
    build_metrics,
)
from ragas_stream.results import MetricResult, MetricStatus
from ragas_stream.testing import ScriptedJudge, sample_interactions

ABC_CONTEXT = "A = 1, B = 2, A + B = 3"
ABC_ANSWER = "A = 1, B = 2, C = 3, A + B = 3, A + C = 4"
BECAUSE_ANSWER = "Because A = 1 and B = 2, A + B = 3"
TOKYO_QUESTION = "How tall is Tokyo Tower?"
TOKYO_CONTEXT = (
    "Tokyo Tower, a communications and observation tower in Minato, Tokyo, is 333 metres "
    "tall. It opened in 1958 and draws many tourists."
)
TOKYO_FIRST = (
    "Tokyo Tower, a communications and observation tower in Minato, Tokyo, is 333 metres tall."
)


def interaction(
    question: str = "What are A, B and C?",
    answer: str = ABC_ANSWER,
    contexts: Sequence[str] = (ABC_CONTEXT,),
) -> Interaction:
    return Interaction(id="i-1", question=question, answer=answer, contexts=tuple(contexts))


async def score(judge: Any, metric: Metric, item: Interaction, plan: str = "fused") -> MetricResult:
    with anyio.fail_after(10):
        (result,) = await JudgeSession(judge, plan=plan).run(item, [metric])
    return result


def verdicts(*supported: bool) -> tuple[Verdict, ...]:
    return tuple(Verdict(s, "in context" if s else "not in context") for s in supported)


# --- faithfulness -----------------------------------------------------------------------------


@pytest.mark.anyio
async def test_faithfulness_is_three_of_five_for_the_worked_example_with_a_scripted_judge() -> None:
    judge = ScriptedJudge(
        {
            "extract_statements": ("A = 1", "B = 2", "C = 3", "A + B = 3", "A + C = 4"),
            "verify_statements": verdicts(True, True, False, True, False),
        }
    )
    result = await score(judge, Faithfulness(), interaction())
    assert result.status is MetricStatus.OK
    assert result.value == pytest.approx(0.6)
    assert result.details == {"statements": 5, "supported": 3}
    assert '"C = 3" (not in context)' in result.explanation
    assert '"A + C = 4"' in result.explanation
    assert judge.kinds() == ["extract_statements", "verify_statements"]
    verify = judge.questions[1]
    assert isinstance(verify, VerifyStatements)
    assert verify.contexts == (ABC_CONTEXT,)
    assert verify.question == interaction().question
    assert len(result.calls) == 2


@pytest.mark.anyio
async def test_faithfulness_is_one_when_every_statement_is_supported() -> None:
    judge = ScriptedJudge(
        {
            "extract_statements": ("A = 1", "B = 2", "A + B = 3"),
            "verify_statements": verdicts(True, True, True),
        }
    )
    result = await score(judge, Faithfulness(), interaction(answer=BECAUSE_ANSWER))
    assert result.value == 1.0
    assert result.explanation == "3 of 3 statements are supported by the context"


@pytest.mark.anyio
async def test_faithfulness_of_graded_verdicts_is_their_mean_degree() -> None:
    judge = ScriptedJudge(
        {
            "extract_statements": ("A = 1", "B = 2", "C = 3", "A + C = 4"),
            "verify_statements": (
                Verdict(True, "r", 1.0),
                Verdict(True, "r", 0.9),
                Verdict(False, "r", 0.3),
                Verdict(False, "r", 0.0),
            ),
        }
    )
    result = await score(judge, Faithfulness(), interaction())
    assert result.value == pytest.approx((1.0 + 0.9 + 0.3) / 4)
    assert result.details == {"statements": 4, "supported": 2}
    assert result.explanation.startswith("2 of 4 statements are supported")


@pytest.mark.anyio
async def test_faithfulness_with_the_local_judge_scores_the_worked_examples() -> None:
    plain = LocalJudge(graded=False)
    assert (await score(plain, Faithfulness(), interaction())).value == pytest.approx(0.6)
    result = await score(plain, Faithfulness(), interaction(answer=BECAUSE_ANSWER))
    assert result.value == 1.0
    # Graded, the same decisions; the two unsupported statements still count a little, the
    # supported ones nearly fully.
    graded = await score(LocalJudge(), Faithfulness(), interaction())
    assert graded.details["supported"] == 3
    assert graded.value == pytest.approx(0.6, abs=0.05)
    graded = await score(LocalJudge(), Faithfulness(), interaction(answer=BECAUSE_ANSWER))
    assert graded.details["supported"] == graded.details["statements"]
    assert graded.value is not None and graded.value >= 0.9


@pytest.mark.anyio
async def test_faithfulness_of_a_refusal_is_not_applicable_without_verifying() -> None:
    judge = ScriptedJudge({"extract_statements": ()})
    result = await score(judge, Faithfulness(), interaction(answer="I don't know."))
    assert result.status is MetricStatus.NOT_APPLICABLE
    assert result.reason == "answer has no statements"
    assert judge.kinds() == ["extract_statements"]
    local = await score(LocalJudge(), Faithfulness(), interaction(answer="I don't know."))
    assert local.reason == "answer has no statements"


@pytest.mark.anyio
async def test_faithfulness_of_an_empty_answer_asks_nothing() -> None:
    judge = ScriptedJudge({})
    result = await score(judge, Faithfulness(), interaction(answer="  "))
    assert result.status is MetricStatus.NOT_APPLICABLE
    assert judge.questions == []


@pytest.mark.anyio
async def test_faithfulness_without_contexts_is_not_applicable() -> None:
    result = await score(ScriptedJudge({}), Faithfulness(), interaction(contexts=()))
    assert result.status is MetricStatus.NOT_APPLICABLE
    assert Faithfulness.requires == frozenset({"contexts"})


@pytest.mark.anyio
async def test_faithfulness_judge_failure_is_an_error_result_with_the_reason() -> None:
    judge = ScriptedJudge(
        {
            "extract_statements": ("A = 1",),
            "verify_statements": JudgeError("rate_limited", "429 from the endpoint"),
        }
    )
    result = await score(judge, Faithfulness(), interaction())
    assert result.status is MetricStatus.ERROR
    assert result.reason == "rate_limited"
    assert result.value is None
    assert len(result.calls) == 2  # the call that failed is still accounted for


@pytest.mark.anyio
async def test_faithfulness_wrong_verdict_count_is_an_invalid_reply_error() -> None:
    judge = ScriptedJudge(
        {"extract_statements": ("A = 1", "B = 2"), "verify_statements": verdicts(True)}
    )
    result = await score(judge, Faithfulness(), interaction())
    assert result.status is MetricStatus.ERROR
    assert result.reason == "invalid_reply"


@pytest.mark.anyio
async def test_faithfulness_explanation_lists_a_bounded_number_of_statements() -> None:
    statements = tuple(f"claim {i} = {i}" for i in range(9))
    judge = ScriptedJudge(
        {"extract_statements": statements, "verify_statements": verdicts(*[False] * 9)}
    )
    result = await score(judge, Faithfulness(), interaction())
    assert result.value == 0.0
    assert "and 4 more" in result.explanation
    assert "claim 5" not in result.explanation


# --- answer relevance -------------------------------------------------------------------------


@pytest.mark.anyio
async def test_answer_relevance_is_the_mean_cosine_of_the_given_embeddings() -> None:
    generated = ("Q1?", "Q2?", "Q3?")
    vectors = ((1.0, 0.0), (2.0, 0.0), (0.0, 5.0), (1.0, 1.0))  # cosines 1, 0, 1/sqrt(2)
    judge = ScriptedJudge({"generate_questions": generated, "embed_texts": vectors})
    result = await score(judge, AnswerRelevance(), interaction(question="Q?"))
    assert result.value == pytest.approx((1.0 + 0.0 + 1 / math.sqrt(2)) / 3)
    assert result.details["questions"] == 3
    assert result.details["clamped"] == 0
    assert '"Q1?" (1.00)' in result.explanation
    assert judge.kinds() == ["generate_questions", "embed_texts"]
    (embed,) = [q for q in judge.questions if isinstance(q, EmbedTexts)]
    assert embed.texts == ("Q?", *generated)  # one call: the question and every generated one


@pytest.mark.anyio
async def test_answer_relevance_counts_negative_similarity_as_zero_and_says_so() -> None:
    vectors = ((1.0, 0.0), (-1.0, 0.0), (1.0, 0.0))
    judge = ScriptedJudge({"generate_questions": ("Q1?", "Q2?"), "embed_texts": vectors})
    result = await score(judge, AnswerRelevance(questions=2), interaction())
    assert result.value == pytest.approx(0.5)
    assert result.details["clamped"] == 1
    assert result.details["min_cosine"] == -1.0
    assert "negative similarities counted as 0: 1" in result.explanation


@pytest.mark.anyio
async def test_answer_relevance_of_zero_vectors_is_zero_not_nan() -> None:
    vectors = ((0.0, 0.0), (0.0, 0.0))
    judge = ScriptedJudge({"generate_questions": ("Q1?",), "embed_texts": vectors})
    result = await score(judge, AnswerRelevance(questions=1), interaction())
    assert result.value == 0.0


@pytest.mark.anyio
async def test_answer_relevance_asks_for_the_configured_number_of_questions() -> None:
    seen: list[int] = []

    def script(question: Question[Any]) -> Any:
        if isinstance(question, GenerateQuestions):
            seen.append(question.n)
            return tuple(f"Q{i}?" for i in range(question.n))
        assert isinstance(question, EmbedTexts)
        return tuple((1.0, 0.0) for _ in question.texts)

    result = await score(ScriptedJudge(script), AnswerRelevance(questions=5), interaction())
    assert seen == [5]
    assert result.details["questions"] == 5
    assert result.value == pytest.approx(1.0)
    with pytest.raises(ValueError):
        AnswerRelevance(questions=0)


@pytest.mark.anyio
async def test_answer_relevance_without_generated_questions_is_not_applicable() -> None:
    judge = ScriptedJudge({"generate_questions": ()})
    result = await score(judge, AnswerRelevance(), interaction(answer="Sorry, no idea."))
    assert result.status is MetricStatus.NOT_APPLICABLE
    assert result.reason == "no questions could be generated from the answer"
    assert judge.kinds() == ["generate_questions"]


@pytest.mark.anyio
async def test_answer_relevance_embedding_failure_is_an_error_result() -> None:
    judge = ScriptedJudge(
        {"generate_questions": ("Q1?",), "embed_texts": JudgeError("timeout", "slow")}
    )
    result = await score(judge, AnswerRelevance(), interaction())
    assert (result.status, result.reason) == (MetricStatus.ERROR, "timeout")


@pytest.mark.anyio
async def test_answer_relevance_embedding_count_mismatch_is_an_invalid_reply() -> None:
    judge = ScriptedJudge({"generate_questions": ("Q1?", "Q2?"), "embed_texts": ((1.0,),)})
    result = await score(judge, AnswerRelevance(), interaction())
    assert (result.status, result.reason) == (MetricStatus.ERROR, "invalid_reply")


@pytest.mark.anyio
async def test_answer_relevance_with_the_local_judge_prefers_an_on_topic_answer() -> None:
    on_topic = interaction(question=TOKYO_QUESTION, answer="Tokyo Tower is 333 metres tall.")
    off_topic = interaction(
        question=TOKYO_QUESTION, answer="Our shop opens at 9 a.m. and parking is free."
    )
    near = await score(LocalJudge(), AnswerRelevance(), on_topic)
    far = await score(LocalJudge(), AnswerRelevance(), off_topic)
    assert near.value is not None and far.value is not None
    assert near.value > far.value + 0.3


# --- context relevance ------------------------------------------------------------------------


@pytest.mark.anyio
async def test_context_relevance_is_one_of_two_for_tokyo_with_a_scripted_judge() -> None:
    judge = ScriptedJudge({"select_relevant_sentences": (TOKYO_FIRST,)})
    item = interaction(question=TOKYO_QUESTION, answer="333 m", contexts=(TOKYO_CONTEXT,))
    result = await score(judge, ContextRelevance(), item)
    assert result.value == 0.5
    assert result.details == {"sentences": 2, "relevant": 1, "not_found": 0}


@pytest.mark.anyio
async def test_context_relevance_is_one_of_two_for_tokyo_with_the_local_judge() -> None:
    item = interaction(question=TOKYO_QUESTION, answer="333 m", contexts=(TOKYO_CONTEXT,))
    result = await score(LocalJudge(), ContextRelevance(), item)
    assert result.value == 0.5


@pytest.mark.anyio
async def test_context_relevance_counts_only_quotes_found_in_the_contexts() -> None:
    quotes = (
        "tokyo tower, a communications and observation tower in minato, tokyo, is 333 metres tall",
        TOKYO_FIRST,  # the same sentence again: counted once
        "Tokyo Tower is the tallest building in the world.",  # invented
    )
    judge = ScriptedJudge({"select_relevant_sentences": quotes})
    item = interaction(question=TOKYO_QUESTION, answer="333 m", contexts=(TOKYO_CONTEXT,))
    result = await score(judge, ContextRelevance(), item)
    assert result.value == 0.5
    assert result.details["not_found"] == 1
    assert "quotes not found in the contexts: 1" in result.explanation


@pytest.mark.anyio
async def test_context_relevance_splits_a_quote_that_joins_two_sentences() -> None:
    judge = ScriptedJudge({"select_relevant_sentences": (TOKYO_CONTEXT,)})
    item = interaction(question=TOKYO_QUESTION, answer="333 m", contexts=(TOKYO_CONTEXT,))
    assert (await score(judge, ContextRelevance(), item)).value == 1.0


@pytest.mark.anyio
async def test_context_relevance_of_insufficient_information_is_zero() -> None:
    judge = ScriptedJudge(
        {"select_relevant_sentences": lambda q: q.parse({"sentences": "Insufficient Information"})}
    )
    item = interaction(question="Who won the match?", contexts=(TOKYO_CONTEXT,))
    result = await score(judge, ContextRelevance(), item)
    assert result.value == 0.0
    assert "found no useful sentence" in result.explanation


@pytest.mark.anyio
async def test_context_relevance_of_contexts_without_sentences_is_not_applicable() -> None:
    judge = ScriptedJudge({})
    result = await score(judge, ContextRelevance(), interaction(contexts=("   ", "--")))
    assert result.status is MetricStatus.NOT_APPLICABLE
    assert result.reason == "contexts have no sentences"
    assert judge.questions == []


@pytest.mark.anyio
async def test_context_relevance_judge_failure_is_an_error_result() -> None:
    judge = ScriptedJudge({"select_relevant_sentences": JudgeError("circuit_open")})
    result = await score(judge, ContextRelevance(), interaction())
    assert (result.status, result.reason) == (MetricStatus.ERROR, "circuit_open")


# --- together ---------------------------------------------------------------------------------


@pytest.mark.anyio
@pytest.mark.parametrize("plan", ["fused", "separate"])
async def test_all_three_metrics_score_one_interaction_in_either_plan(plan: str) -> None:
    judge = ScriptedJudge(
        {
            "extract_statements": ("A = 1", "C = 3"),
            "verify_statements": verdicts(True, False),
            "generate_questions": ("Q1?",),
            "embed_texts": ((1.0, 0.0), (1.0, 0.0)),
            "select_relevant_sentences": (ABC_CONTEXT,),
        }
    )
    metrics = build_metrics(["faithfulness", "answer_relevance", "context_relevance"])
    with anyio.fail_after(10):
        results = await JudgeSession(judge, plan=plan).run(interaction(), metrics)
    assert [(r.name, r.value) for r in results] == [
        ("faithfulness", 0.5),
        ("answer_relevance", 1.0),
        ("context_relevance", 1.0),
    ]
    if plan == "fused":  # the first questions of the three metrics went in one request
        assert len(judge.batches[0]) == 3
    else:
        assert all(len(batch) == 1 for batch in judge.batches)


@pytest.mark.anyio
async def test_on_the_sample_data_faithful_answers_score_higher_than_unfaithful_ones() -> None:
    items = sample_interactions()
    metrics = build_metrics(["faithfulness", "answer_relevance", "context_relevance"])
    judge = LocalJudge()
    scores: dict[tuple[str, str], list[float]] = {}
    with anyio.fail_after(60):
        for item in items:
            for result in await JudgeSession(judge).run(item, metrics):
                assert result.status is not MetricStatus.ERROR, result
                if result.value is not None:
                    key = (item.labels["scenario"], result.name)
                    scores.setdefault(key, []).append(result.value)

    def mean(scenario: str, metric: str) -> float:
        return statistics.mean(scores[(scenario, metric)])

    assert mean("good", "faithfulness") > mean("unfaithful", "faithfulness") + 0.5
    assert mean("good", "answer_relevance") > mean("off_topic", "answer_relevance") + 0.2
    assert mean("good", "context_relevance") > mean("noisy_context", "context_relevance") + 0.3


def test_sample_data_is_varied_and_decodes() -> None:
    items = sample_interactions()
    assert 55 <= len(items) <= 70
    assert len({i.id for i in items}) == len(items)
    scenarios = [i.labels["scenario"] for i in items]
    shares = {s: scenarios.count(s) / len(items) for s in set(scenarios)}
    assert shares["good"] == pytest.approx(0.6, abs=0.05)
    assert shares["unfaithful"] == pytest.approx(0.15, abs=0.05)
    assert shares["off_topic"] == pytest.approx(0.15, abs=0.05)
    assert shares["noisy_context"] == pytest.approx(0.1, abs=0.05)
    assert len({i.labels["route"] for i in items}) >= 6
    assert all(1 <= len(i.contexts) <= 4 and i.labels["model"] for i in items)
    assert sum(1 for i in items if i.reference) >= 10


# --- registry and the scripted judge ----------------------------------------------------------


def test_build_metrics_returns_named_metrics_in_order() -> None:
    assert available_metrics() == (
        "answer_relevance",
        "context_precision",
        "context_precision_with_reference",
        "context_precision_without_reference",
        "context_recall",
        "context_relevance",
        "direct_score_answer_relevance",
        "direct_score_context_relevance",
        "direct_score_faithfulness",
        "faithfulness",
        "pairwise_answer_relevance",
        "pairwise_faithfulness",
        "safe",
    )
    metrics = build_metrics(["context_relevance", "Faithfulness", "answer_relevancy"])
    assert [m.name for m in metrics] == ["context_relevance", "faithfulness", "answer_relevance"]
    assert all(isinstance(m, Metric) for m in metrics)


def test_build_metrics_builds_a_repeated_name_once_and_passes_options() -> None:
    metrics = build_metrics(["answer_relevance", "answer_relevance"], answer_relevance_questions=4)
    assert len(metrics) == 1
    assert isinstance(metrics[0], AnswerRelevance) and metrics[0].questions == 4


def test_build_metrics_rejects_an_unknown_name_listing_the_known_ones() -> None:
    with pytest.raises(UnknownMetric) as caught:
        build_metrics(["faithfulness", "fluency"])
    assert isinstance(caught.value, ValueError)
    assert "fluency" in str(caught.value)
    assert "context_recall, context_relevance" in str(caught.value)
    with pytest.raises(TypeError):
        build_metrics("faithfulness")


@pytest.mark.anyio
async def test_scripted_judge_answers_in_order_and_records_what_it_was_asked() -> None:
    judge = ScriptedJudge({"extract_statements": ["A = 1"]})
    questions = [ExtractStatements("q", "a"), SelectRelevantSentences("q", ("c",))]
    answers = await judge.answer(questions)
    assert answers[0].value == ("A = 1",)  # a list in the script becomes the parsed tuple
    assert answers[1].error is not None and answers[1].error.reason == "unsupported"
    assert judge.questions == questions
    assert judge.batches == [tuple(questions)]
    assert [c.model for a in answers for c in a.calls] == ["scripted", "scripted"]
    assert answers[1].calls[0].status == "error"


@pytest.mark.anyio
async def test_scripted_judge_turns_a_raised_judge_error_into_an_answer() -> None:
    def script(question: Question[Any]) -> Any:
        raise JudgeError("http_500", "boom")

    (answer,) = await ScriptedJudge(script).answer([ExtractStatements("q", "a")])
    assert answer.error is not None and answer.error.reason == "http_500"


def test_build_metrics_accepts_the_ragas_library_and_safe_spellings() -> None:
    metrics = build_metrics(
        ["llm_context_precision_without_reference", "llm_context_recall", "f1_at_k"]
    )
    assert [m.name for m in metrics] == [
        "context_precision_without_reference",
        "context_recall",
        "safe",
    ]


def test_build_metrics_takes_per_metric_options_over_the_keyword_defaults() -> None:
    (safe, relevance, pairwise) = build_metrics(
        ["safe", "answer_relevance", "pairwise_faithfulness"],
        safe_k=20,
        options={
            "safe": {"k": 5, "steps": 2, "searcher": "context"},
            "answer_relevancy": {"questions": 4},
            "pairwise_faithfulness": {"label": "shadow_answer"},
        },
    )
    assert (safe.k, safe.steps) == (5, 2)  # type: ignore[attr-defined]
    assert relevance.questions == 4  # type: ignore[attr-defined]
    assert pairwise.label == "shadow_answer"  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"faithfulness": {"k": 3}}, "unknown option"),
        ({"safe": {"k": "three"}}, "wrong type"),
        ({"safe": {"k": True}}, "wrong type"),
        ({"safe": {"searcher": "bing"}}, "unknown searcher"),
        ({"safe": {"k": 0}}, "positive"),
    ],
)
def test_build_metrics_rejects_bad_options_naming_them(
    options: dict[str, dict[str, object]], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        build_metrics(["faithfulness", "safe"], options=options)
    with pytest.raises(UnknownMetric):
        build_metrics(["faithfulness"], options={"fluency": {}})
