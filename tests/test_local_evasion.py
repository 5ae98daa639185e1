"""The offline judge's noncommittal check: parts of an answer that talk about the question
instead of answering it give no question for answer relevance."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from ragas_stream.events import Interaction
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.local_evasion import committed_text, is_noncommittal
from ragas_stream.judges.local_questions import generate_questions
from ragas_stream.judges.session import JudgeSession
from ragas_stream.judges.text import split_sentences
from ragas_stream.metrics import AnswerRelevance
from ragas_stream.results import MetricStatus

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize(
    "part",
    [
        "The question of who designed the bridge is one engineers still discuss",
        "Many readers have wondered why the novel was never finished",
        "How long the warranty lasts depends on many factors",
        "The refund window is something customers often ask about",
        "The launch date of the satellite is an important date you should keep in mind",
        "Whether the drug interacts with alcohol is a common question among patients",
        "The cause of the outage has been debated",
        "What the boiling point of ethanol is has long interested chemists",
    ],
)
def test_a_part_that_speaks_of_the_question_commits_to_nothing(part: str) -> None:
    assert is_noncommittal(part)


@pytest.mark.parametrize(
    "part",
    [
        "When the pump fails, the alarm sounds in the control room",  # a time clause
        "She toured Japan twice, a period in which the orchestra recorded Brahms",
        "Do not drive until you know how the medicine affects you",
        "The outage is a question of 3 failed disks",  # a number commits
        "The warranty lasts two years and depends on registration",
        "Ethanol boils at 78 degrees Celsius",
    ],
)
def test_a_part_that_answers_is_kept(part: str) -> None:
    assert not is_noncommittal(part)


def test_only_the_noncommittal_part_of_a_sentence_is_dropped() -> None:
    answer = (
        "The bridge opened in 1932, and why it took so long depends on many factors. "
        "It carries four lanes."
    )
    assert committed_text(answer) == "The bridge opened in 1932. It carries four lanes."
    assert committed_text("It opened in 1932.") == "It opened in 1932."
    assert committed_text("Why it fails depends on many things.") == ""


@pytest.mark.anyio
async def test_an_evasive_answer_gets_no_question_and_no_relevance_score() -> None:
    evasive = (
        "The refund window for online orders is something customers often ask about, "
        "and how long it lasts depends on many factors."
    )
    assert generate_questions(evasive, 3) == ()
    item = Interaction(
        id="e", question="How long is the refund window?", answer=evasive, contexts=("c",)
    )
    (result,) = await JudgeSession(LocalJudge()).run(item, [AnswerRelevance()])
    assert result.status is MetricStatus.NOT_APPLICABLE
    assert result.reason == "no questions could be generated from the answer"


def _parts_of_answers(pattern: str, keys: tuple[str, ...]) -> list[str]:
    parts: list[str] = []
    for path in sorted(DATA.glob(pattern)):
        for line in path.read_bytes().splitlines():
            if line.strip():
                item = orjson.loads(line)
                parts.extend(s for key in keys for s in split_sentences(item[key]))
    return parts


def test_no_sentence_of_a_real_answer_loses_a_part() -> None:
    # Every answer in the faithfulness sets commits to something (faithful or not), and
    # so does every direct answer of the answer-relevance set.
    sentences = _parts_of_answers("faithfulness_*.jsonl", ("faithful", "hallucinated"))
    sentences += _parts_of_answers("answer_relevance_pairs.jsonl", ("relevant",))
    assert len(sentences) > 3000
    changed = [s for s in sentences if committed_text(s) != s]
    assert changed == []


def test_most_evasive_answers_of_the_relevance_set_give_no_question() -> None:
    rows = [
        orjson.loads(line)
        for line in (DATA / "answer_relevance_pairs.jsonl").read_bytes().splitlines()
        if line.strip()
    ]
    evasive = [r["irrelevant"] for r in rows if r["kind"] == "evasive"]
    assert len(evasive) == 20
    silent = sum(1 for answer in evasive if generate_questions(answer, 3) == ())
    assert silent >= 15  # measured: 15 (python benchmarks/answer_relevance.py)
