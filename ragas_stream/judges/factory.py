"""The judge a ``[judge]`` config section names, built the same way by the sidecar and ``score``."""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import AsyncExitStack
from typing import TYPE_CHECKING

from ..clock import Clock
from .base import Judge

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

    ``local``: the offline judge (``graded`` as configured). ``openai``: the LLM judge (one
    endpoint or a fallback chain); with ``cascade`` the offline judge answers first and only
    its doubtful verifications go to the LLM judge. Raises ``ConfigError`` for a bad endpoint
    or a missing key."""
    from .local import LocalJudge

    if config.kind == "local":
        return LocalJudge(graded=config.graded)
    from .cascade import CascadeJudge
    from .llm import judge_from_config

    llm = judge_from_config(config, selfmetrics=selfmetrics, clock=clock, env=env)
    if config.cascade:
        cascade = CascadeJudge(LocalJudge(clock=clock), llm, selfmetrics=selfmetrics)
        return await stack.enter_async_context(cascade)
    return await stack.enter_async_context(llm)
