"""Helpers for testing code built on ragas-stream, shipped with the package.

``ScriptedJudge`` answers typed questions from a script, so a test decides exactly what the
judge says (including failures) and can inspect what it was asked. ``InMemoryExporter`` keeps
every evaluation and settlement and lets a test wait for them. ``sample_interactions`` loads the
demo data set shipped with the package.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import anyio
import orjson

from .clock import Clock, SystemClock
from .events import Interaction, Reject, interaction_from_mapping
from .judges.base import Answer, JudgeError, Question
from .results import Evaluation, JudgeCall, Outcome
from .samples import sample_records

__all__ = ["InMemoryExporter", "Script", "ScriptedJudge", "sample_interactions"]

Script = Mapping[str, Any] | Callable[[Question[Any]], Any]
"""A mapping from question ``kind`` to a reply, or a function of the question giving one.

A reply is the typed value the question's ``parse`` returns (lists are accepted for tuples),
a ``JudgeError`` to answer with that error, or, in a mapping, a function of the question
giving either.
"""


class ScriptedJudge:
    """A ``Judge`` that answers from a script and records what it was asked.

    Each reply goes through ``question.parse(question.encode(reply))``, exactly as a real
    judge's reply would, so a malformed scripted reply (say, the wrong number of verdicts)
    becomes an ``invalid_reply`` error. A kind the script does not cover gets an
    ``unsupported`` error. A ``JudgeError`` the script returns or raises becomes that answer's
    error; any other exception raised by a script function propagates (a broken test should
    fail loudly). Answers come in order, one per question, each with one ``JudgeCall``.

    ``questions`` lists every question asked, in order; ``batches`` the questions of each
    ``answer`` call, which shows how a session grouped them.
    """

    def __init__(
        self,
        script: Script,
        *,
        name: str = "scripted",
        model: str = "scripted",
        provider: str = "scripted",
        clock: Clock | None = None,
    ) -> None:
        self._script = script
        self._name = name
        self._model = model
        self._provider = provider
        self._clock = clock or SystemClock()
        self.questions: list[Question[Any]] = []
        self.batches: list[tuple[Question[Any], ...]] = []

    @property
    def name(self) -> str:
        return self._name

    def kinds(self) -> list[str]:
        """The kinds of the questions asked, in order."""
        return [q.kind for q in self.questions]

    async def answer(self, questions: Sequence[Question[Any]]) -> list[Answer[Any]]:
        self.batches.append(tuple(questions))
        answers: list[Answer[Any]] = []
        for question in questions:
            self.questions.append(question)
            answers.append(self._answer_one(question))
        await anyio.lowlevel.checkpoint()
        return answers

    def _reply(self, question: Question[Any]) -> Any:
        if callable(self._script):
            return self._script(question)
        if question.kind not in self._script:
            return JudgeError("unsupported", f"the script has no reply for {question.kind!r}")
        reply = self._script[question.kind]
        return reply(question) if callable(reply) else reply

    def _answer_one(self, question: Question[Any]) -> Answer[Any]:
        started = self._clock.monotonic()
        error: JudgeError | None = None
        value: Any = None
        encoded: Any = None
        try:
            reply = self._reply(question)
            if isinstance(reply, JudgeError):
                error = reply
            else:
                encoded = question.encode(reply)
                value = question.parse(encoded)
        except JudgeError as exc:
            error = exc
        sent = len(question.instructions) + len(orjson.dumps(question.payload()))
        received = 0 if encoded is None else len(orjson.dumps(encoded))
        call = JudgeCall(
            operation=question.operation,
            model=self._model,
            provider=self._provider,
            input_tokens=sent // 4,
            output_tokens=received // 4,
            started_at=started,
            ended_at=self._clock.monotonic(),
            status="ok" if error is None else "error",
            error_type=None if error is None else error.reason,
        )
        return Answer(value=value, error=error, calls=(call,))


def sample_interactions() -> tuple[Interaction, ...]:
    """The demo interactions shipped in ``ragas_stream/data/sample_interactions.jsonl``, in
    file order. Each carries labels ``route``, ``model`` and ``scenario`` (``good``,
    ``unfaithful``, ``off_topic`` or ``noisy_context``: what the answer or contexts were
    written to show). Raises ``ValueError`` if a line does not decode (a packaging bug).
    """
    found: list[Interaction] = []
    for number, record in enumerate(sample_records(), 1):
        item = interaction_from_mapping(record)
        if isinstance(item, Reject):
            raise ValueError(f"sample record {number}: {item.reason}: {item.detail}")
        found.append(item)
    return tuple(found)


class InMemoryExporter:
    """An ``Exporter`` that keeps everything it is given, in call order, for assertions.

    ``wait_for_outcomes(n)`` / ``wait_for_evaluations(n)`` return once that many have arrived
    (use them under ``anyio.fail_after``), so tests never poll or sleep.
    """

    def __init__(self) -> None:
        self.evaluations: list[Evaluation] = []
        self.outcomes: list[tuple[Outcome, str, Interaction | Reject | None]] = []
        self.closed = False
        self._changed = anyio.Event()

    async def export(self, evaluation: Evaluation) -> None:
        self.evaluations.append(evaluation)
        self._notify()

    def record_outcome(
        self, outcome: Outcome, reason: str, item: Interaction | Reject | None
    ) -> None:
        self.outcomes.append((outcome, reason, item))
        self._notify()

    async def aclose(self) -> None:
        self.closed = True

    async def wait_for_outcomes(self, count: int) -> None:
        while len(self.outcomes) < count:
            await self._changed.wait()

    async def wait_for_evaluations(self, count: int) -> None:
        while len(self.evaluations) < count:
            await self._changed.wait()

    def _notify(self) -> None:
        self._changed.set()
        self._changed = anyio.Event()
