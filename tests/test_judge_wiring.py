"""A [judge] config section becomes the right judge: shared budget, secrets hidden."""

from __future__ import annotations

import pytest

from ragas_stream.config import JudgeConfig
from ragas_stream.judges.llm import LLMJudge, endpoint_from_mapping, judge_from_config
from ragas_stream.judges.shared_limit import SharedRateLimiter


@pytest.mark.anyio
async def test_shared_limit_url_gives_every_replica_the_redis_budget(redis_url: str) -> None:
    config = JudgeConfig(
        kind="openai",
        url="http://127.0.0.1:9/v1",
        model="m",
        rpm=60,
        shared_limit_url=redis_url,
        shared_limit_key="test-wiring",
    )
    judge = judge_from_config(config, env={})
    assert isinstance(judge, LLMJudge)
    async with judge:
        assert isinstance(judge.limiter, SharedRateLimiter)


def test_local_limiter_without_shared_url() -> None:
    judge = judge_from_config(
        JudgeConfig(kind="openai", url="http://127.0.0.1:9/v1", model="m"), env={}
    )
    assert isinstance(judge, LLMJudge)
    assert not isinstance(judge.limiter, SharedRateLimiter)


def test_endpoint_repr_hides_the_redis_password() -> None:
    endpoint = endpoint_from_mapping(
        {
            "url": "http://127.0.0.1:9/v1",
            "model": "m",
            "shared_limit_url": "redis://:hunter2@127.0.0.1:6379/0",
        },
        default_name="e",
    )
    assert "hunter2" not in repr(endpoint)
    assert "127.0.0.1:6379" in repr(endpoint)
