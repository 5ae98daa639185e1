"""The ``embeddings`` extra: WordLlama's bundled sentence embedding, offline, for relevance."""

from __future__ import annotations

import math
import sys
from contextlib import AsyncExitStack
from pathlib import Path

import orjson
import pytest
from tool_helpers import require_module

from ragas_stream.cli import main
from ragas_stream.clock import SystemClock
from ragas_stream.config import ConfigError, JudgeConfig, load_config
from ragas_stream.events import Interaction
from ragas_stream.judges.embedding import HashingEmbedder, cosine
from ragas_stream.judges.embedding_wordllama import (
    EmbedderUnavailable,
    WordLlamaEmbedder,
    make_embedder,
)
from ragas_stream.judges.factory import open_judge
from ragas_stream.judges.local import LocalJudge
from ragas_stream.judges.questions import EmbedTexts
from ragas_stream.judges.session import JudgeSession
from ragas_stream.metrics import AnswerRelevance

pytestmark = pytest.mark.anyio

QUESTION = "Who founded the firm?"
PARAPHRASE = "Who established the company?"  # the same question in other words
OTHER = "Where is the firm located?"  # another question sharing its words


@pytest.fixture(scope="module")
def embedder() -> WordLlamaEmbedder:
    require_module("wordllama", "embeddings")
    return WordLlamaEmbedder()


@pytest.fixture
def without_wordllama(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if the extra were not installed: importing ``wordllama`` fails."""
    monkeypatch.setitem(sys.modules, "wordllama", None)
    monkeypatch.setitem(sys.modules, "wordllama.inference", None)


def test_vectors_are_unit_length_deterministic_and_zero_for_a_blank_text(
    embedder: WordLlamaEmbedder,
) -> None:
    texts = [QUESTION, "", "   ", "It was established in 1998 by Dana Ortiz."]
    first = embedder.embed(texts)
    assert embedder.embed(texts) == first
    assert [len(v) for v in first] == [256] * 4
    assert all(math.isfinite(x) for v in first for x in v)
    assert math.isclose(math.fsum(x * x for x in first[0]), 1.0, rel_tol=1e-6)
    assert first[1] == first[2] == (0.0,) * 256
    assert embedder.embed([]) == []


def test_a_paraphrase_is_nearer_than_another_question_with_the_same_words(
    embedder: WordLlamaEmbedder,
) -> None:
    # Why the extra exists: word overlap ranks these the wrong way round.
    question, paraphrase, other = embedder.embed([QUESTION, PARAPHRASE, OTHER])
    assert cosine(question, paraphrase) > cosine(question, other) + 0.1
    hashed = HashingEmbedder().embed([QUESTION, PARAPHRASE, OTHER])
    assert cosine(hashed[0], hashed[1]) < cosine(hashed[0], hashed[2])


def test_fewer_dimensions_are_a_prefix_of_the_full_vector(embedder: WordLlamaEmbedder) -> None:
    small = WordLlamaEmbedder(dimensions=64)
    (full,) = embedder.embed([QUESTION])
    (short,) = small.embed([QUESTION])
    assert len(short) == 64
    norm = math.sqrt(math.fsum(x * x for x in full[:64]))
    assert short == pytest.approx([x / norm for x in full[:64]], abs=1e-6)
    with pytest.raises(ValueError, match="one of"):
        WordLlamaEmbedder(dimensions=100)


async def test_answer_relevance_with_the_extra_prefers_the_answer_in_other_words(
    embedder: WordLlamaEmbedder,
) -> None:
    question = "Who established the company?"
    direct = "Dana Ortiz founded the firm in 1998."  # answers it, in other words
    unrelated = "The weather in Lyon is mild in spring."
    beside = "The company sells running shoes in Lyon."  # shares the question's word

    async def score(judge: LocalJudge, answer: str) -> float:
        item = Interaction(id="x", question=question, answer=answer, contexts=("ctx",))
        (result,) = await JudgeSession(judge).run(item, [AnswerRelevance()])
        assert result.value is not None
        return result.value

    meaning = LocalJudge(embedder=embedder)
    assert await score(meaning, direct) > await score(meaning, beside)
    assert await score(meaning, direct) > await score(meaning, unrelated)
    words = LocalJudge()  # word overlap sees nothing shared with the direct answer
    assert await score(words, direct) < await score(words, unrelated)


def test_a_missing_extra_says_what_to_install(without_wordllama: None) -> None:
    with pytest.raises(EmbedderUnavailable, match=r"pip install 'ragas-stream\[embeddings\]'"):
        WordLlamaEmbedder()
    assert isinstance(make_embedder("hashing"), HashingEmbedder)
    with pytest.raises(ValueError, match="hashing, wordllama"):
        make_embedder("glove")


def test_the_embedder_is_a_judge_setting_with_an_env_override(tmp_path: Path) -> None:
    path = tmp_path / "c.toml"
    path.write_text('[judge]\nembedder = "wordllama"\n')
    assert load_config(path).judge.embedder == "wordllama"
    env = {"RAGAS_STREAM__JUDGE__EMBEDDER": "hashing"}
    assert load_config(path, env=env).judge.embedder == "hashing"
    path.write_text('[judge]\nembedder = "glove"\n')
    with pytest.raises(ConfigError, match=r"judge\.embedder is 'glove'; expected one of"):
        load_config(path)


async def test_the_configured_local_judge_embeds_with_wordllama(
    embedder: WordLlamaEmbedder,
) -> None:
    async with AsyncExitStack() as stack:
        judge = await open_judge(
            JudgeConfig(embedder="wordllama"), stack, clock=SystemClock(), env={}
        )
        (answer,) = await judge.answer([EmbedTexts(texts=(QUESTION,))])
    assert answer.value == tuple(embedder.embed([QUESTION]))


async def test_opening_a_judge_without_the_extra_is_a_config_error(
    without_wordllama: None,
) -> None:
    async with AsyncExitStack() as stack:
        with pytest.raises(ConfigError, match=r"judge.embedder: .*ragas-stream\[embeddings\]"):
            await open_judge(JudgeConfig(embedder="wordllama"), stack, clock=SystemClock(), env={})


def test_score_takes_the_embedder_and_exits_2_without_the_extra(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    require_module("wordllama", "embeddings")
    source = tmp_path / "in.jsonl"
    line = {"id": "a", "question": QUESTION, "answer": "Dana Ortiz.", "contexts": ["x"]}
    source.write_bytes(orjson.dumps(line) + b"\n")
    out = tmp_path / "out.jsonl"
    args = ["score", str(source), "--metrics", "answer_relevance", "--no-progress", "-o", str(out)]
    assert main([*args, "--embedder", "wordllama"]) == 0
    (result,) = [orjson.loads(x) for x in out.read_bytes().splitlines()]
    capsys.readouterr()
    monkeypatch.setitem(sys.modules, "wordllama", None)
    monkeypatch.setitem(sys.modules, "wordllama.inference", None)
    assert main([*args, "--embedder", "wordllama"]) == 2
    assert "ragas-stream[embeddings]" in capsys.readouterr().err
    assert result["id"] == "a"
