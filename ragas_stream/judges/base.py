"""The judge seam: typed questions in, typed answers out.

A *question* is a frozen dataclass that knows everything a judge needs to answer it: a stable
``kind``, the static ``instructions`` of its prompt (our words, placed first so that provider
prompt caching helps), the user ``payload`` (always sent fenced as data), the JSON schema of a
reply, and ``parse`` to validate a reply into a typed value. Because questions describe
themselves, an LLM judge is generic over them, the offline ``LocalJudge`` answers them by kind,
and the judge emulator can rebuild a question from a prompt (``from_payload``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, runtime_checkable

import orjson

from ..results import JudgeCall

__all__ = [
    "Answer",
    "InvalidReply",
    "Judge",
    "JudgeError",
    "Question",
]

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class JudgeError(Exception):
    """A judge could not answer. ``reason`` is a short code safe as a metric label
    (``timeout``, ``rate_limited``, ``http_500``, ``invalid_reply``, ``circuit_open``,
    ``connection``, ``unsupported`` …); ``detail`` is words for people and never holds a secret.
    """

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


class InvalidReply(JudgeError):
    """A reply that does not match the question's schema (wrong shape, wrong count …)."""

    def __init__(self, detail: str) -> None:
        super().__init__("invalid_reply", detail)


class Question(Generic[T]):
    """Base of every typed judge question; concrete questions are frozen dataclasses.

    Subclasses set ``kind`` and ``instructions`` and implement ``payload``, ``reply_schema``,
    ``parse`` and ``encode``. ``parse(encode(v)) == v`` must hold (the emulator relies on it).
    """

    kind: ClassVar[str]
    operation: ClassVar[str] = "chat"  # "chat" or "embeddings"
    instructions: ClassVar[str] = ""

    def payload(self) -> dict[str, Any]:
        """The user data of the question, JSON-serialisable; sent to the model as data only."""
        raise NotImplementedError

    @classmethod
    def from_payload(cls, payload: Mapping[str, Any]) -> Self:
        """Rebuild the question from ``payload()`` output (used by the judge emulator)."""
        raise NotImplementedError

    @classmethod
    def reply_schema(cls) -> dict[str, Any]:
        """JSON schema (an object) that a model's reply must satisfy."""
        raise NotImplementedError

    def parse(self, reply: Any) -> T:
        """Validate a decoded JSON reply into the typed value; raise ``InvalidReply``."""
        raise NotImplementedError

    def encode(self, value: T) -> Any:
        """The JSON reply that ``parse`` would turn into ``value``."""
        raise NotImplementedError

    def cache_key(self) -> str:
        """A content address of this question (kind and payload), stable across processes."""
        body = orjson.dumps(self.payload(), option=orjson.OPT_SORT_KEYS)
        return self.kind + ":" + hashlib.blake2b(body, digest_size=16).hexdigest()


@dataclass(frozen=True, slots=True)
class Answer(Generic[T_co]):
    """A judge's answer to one question: ``value`` or ``error``, and the calls it cost."""

    value: T_co | None = None
    error: JudgeError | None = None
    calls: tuple[JudgeCall, ...] = ()


@runtime_checkable
class Judge(Protocol):
    """Something that answers typed questions.

    Guarantees: ``answer`` returns exactly one ``Answer`` per question, in order; it never raises
    for a failure of the model or the network (that is an ``Answer`` with an ``error``), only on
    cancellation. It may answer several questions in one request (a fused plan) — callers must
    not assume one request per question. ``name`` identifies the judge in telemetry.
    """

    @property
    def name(self) -> str: ...

    async def answer(self, questions: Sequence[Question[Any]]) -> list[Answer[Any]]: ...
