"""The judge a ``[judge]`` config section names, built the same way by the sidecar and ``score``."""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AsyncExitStack
from typing import TYPE_CHECKING

import anyio

from ..clock import Clock
from .base import Judge
from .embedding import Embedder

if TYPE_CHECKING:
    from ..config import JudgeConfig
    from ..selfmetrics import SelfMetrics

__all__ = ["open_judge"]


async def open_judge(
    config: JudgeConfig,
    stack: AsyncExitStack,
    *,
    clock: Clock,
    env: Mapping[str, str] | None = None,
    selfmetrics: SelfMetrics | None = None,
) -> Judge:
    """The configured judge, its sessions entered on ``stack`` (closed when it unwinds).

    ``local``: the offline judge (``graded`` and ``embedder`` as configured; a model
    embedder's files are read in a worker thread). ``openai``: the LLM judge (one endpoint or
    a fallback chain); with ``cascade`` the offline judge answers first and only its doubtful
    verifications go to the LLM judge. Raises ``ConfigError`` for a bad endpoint, a missing
    key or an embedder that is not installed."""
    from .local import LocalJudge

    if config.kind == "local":
        embedder = await _open_embedder(config.embedder)
        return LocalJudge(graded=config.graded, embedder=embedder)
    from .cascade import CascadeJudge
    from .llm import judge_from_config

    llm = judge_from_config(config, selfmetrics=selfmetrics, clock=clock, env=env)
    if config.cascade:
        first = LocalJudge(clock=clock)
        doubt = config.cascade_doubt
        cascade = CascadeJudge(first, llm, doubt=doubt, selfmetrics=selfmetrics)
        return await stack.enter_async_context(cascade)
    return await stack.enter_async_context(llm)


async def _open_embedder(name: str) -> Embedder:
    from ..config import ConfigError
    from .embedding_wordllama import EmbedderUnavailable, make_embedder

    try:
        return await anyio.to_thread.run_sync(make_embedder, name)
    except (EmbedderUnavailable, ValueError) as exc:
        raise ConfigError(f"judge.embedder: {exc}") from None
