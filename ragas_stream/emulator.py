"""An OpenAI-compatible judge endpoint for tests and benchmarks, with limits and faults.

``JudgeEmulator`` is an aiohttp server speaking the chat-completions and embeddings API (also
under Azure's ``/openai/deployments/{name}/…`` paths). It rebuilds our judge questions from a
prompt (``prompting.read_prompt`` + ``QUESTION_TYPES[kind].from_payload``), answers them with
the offline ``LocalJudge`` (plain yes/no verdicts, as a model following the reply schema gives)
and replies with ``question.encode(value)`` — single or fused form, plain JSON under
``response_format``, a fenced JSON block in text mode.

It enforces requests-per-minute and tokens-per-minute token buckets (refilling continuously,
``burst_seconds`` deep) and answers an over-limit request with ``429``, ``Retry-After``
(seconds, rounded up), ``retry-after-ms`` and ``x-ratelimit-*`` headers, never counting a
rejected request against the limit. Tokens are counted as the client estimates them (a quarter
of the characters), prompt plus completion, charged on admission. Faults are injected at the
configured rates from a seeded random generator, or scripted per request (``script``):
``throttle`` (a spurious ``429``), ``error`` (``500``/``502``/``503``), ``timeout`` (the request
hangs for ``hang_seconds``, then ``504``) and ``malformed`` (prose, truncated JSON or the wrong
shape, after normal admission). With ``api_key`` set, a request with another key gets a ``401``
whose message echoes the key it was sent, as careless providers do — so tests can prove the
client redacts it.
"""

from __future__ import annotations

import collections
import math
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import TracebackType
from typing import Any, Literal, Self

import anyio
import orjson
from aiohttp import web
from anyio.abc import TaskStatus

from .clock import Clock, SystemClock
from .judges.base import Question
from .judges.local import LocalJudge
from .judges.prompting import (
    PromptError,
    ReadPrompt,
    estimate_tokens,
    read_prompt,
    render_reply,
)
from .judges.questions import QUESTION_TYPES
from .judges.ratelimit import TokenBucket

__all__ = [
    "EmulatorConfig",
    "EmulatorStatistics",
    "Fault",
    "JudgeEmulator",
    "RequestRecord",
]

Fault = Literal["ok", "throttle", "error", "timeout", "malformed"]
_FAULTS: tuple[Fault, ...] = ("ok", "throttle", "error", "timeout", "malformed")


@dataclass(frozen=True, slots=True, repr=False)
class EmulatorConfig:
    """How the emulator behaves. Rates are fractions of requests in [0, 1] and together at
    most 1; ``rpm``/``tpm`` ``None`` means unlimited; ``latency_ms`` (± ``jitter_ms``, uniform)
    is added to every admitted request. ``ratelimit_headers`` sends ``x-ratelimit-*`` like
    OpenAI; ``retry_after_ms`` also sends the precise ``retry-after-ms``; ``response_format``
    off makes it refuse structured-output requests with a ``400``, like older servers."""

    host: str = "127.0.0.1"
    port: int = 0
    model: str = "emulated-judge"
    latency_ms: float = 20.0
    jitter_ms: float = 0.0
    rpm: float | None = None
    tpm: float | None = None
    burst_seconds: float = 1.0
    error_rate: float = 0.0
    throttle_rate: float = 0.0
    malformed_rate: float = 0.0
    timeout_rate: float = 0.0
    hang_seconds: float = 30.0
    ratelimit_headers: bool = True
    retry_after_ms: bool = True
    response_format: bool = True
    api_key: str | None = None
    seed: int = 0

    def __post_init__(self) -> None:
        rates = (self.error_rate, self.throttle_rate, self.malformed_rate, self.timeout_rate)
        if any(not 0.0 <= r <= 1.0 for r in rates) or sum(rates) > 1.0 + 1e-9:
            raise ValueError("fault rates must be in [0, 1] and sum to at most 1")
        for name, value in (("rpm", self.rpm), ("tpm", self.tpm)):
            if value is not None and not value > 0:
                raise ValueError(f"{name} must be > 0 or unset")
        if self.latency_ms < 0 or self.jitter_ms < 0 or self.hang_seconds < 0:
            raise ValueError("latency, jitter and hang must be >= 0")
        if not self.burst_seconds > 0:
            raise ValueError("burst_seconds must be > 0")
        if not 0 <= self.port <= 65535:
            raise ValueError("port must be in 0..65535")

    def __repr__(self) -> str:
        return (
            f"EmulatorConfig(host={self.host!r}, port={self.port}, rpm={self.rpm}, "
            f"tpm={self.tpm}, latency_ms={self.latency_ms}, error_rate={self.error_rate}, "
            f"throttle_rate={self.throttle_rate}, malformed_rate={self.malformed_rate}, "
            f"timeout_rate={self.timeout_rate}, api_key={'***' if self.api_key else None})"
        )


@dataclass(frozen=True, slots=True)
class RequestRecord:
    """One request as the emulator saw it: arrival (monotonic seconds), operation, HTTP
    status sent, fault applied, tasks answered, tokens charged."""

    arrived: float
    operation: str
    status: int
    fault: str
    tasks: int = 0
    tokens: int = 0


@dataclass(frozen=True, slots=True)
class EmulatorStatistics:
    """Counts since start. ``accepted``: requests admitted by the limits and answered ``200``
    (well-formed or not); ``limited``: ``429`` because a limit was exceeded; ``by_status``:
    every response by HTTP status; ``faults``: injected faults by kind."""

    requests: int
    accepted: int
    limited: int
    tokens: int
    in_flight: int
    by_status: dict[str, int] = field(default_factory=dict)
    faults: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """The JSON form served at ``/stats``."""
        return {
            "requests": self.requests,
            "accepted": self.accepted,
            "limited": self.limited,
            "tokens": self.tokens,
            "in_flight": self.in_flight,
            "by_status": dict(self.by_status),
            "faults": dict(self.faults),
        }


def _format_duration(seconds: float) -> str:
    if seconds < 1.0:
        return f"{max(0, math.ceil(seconds * 1000))}ms"
    minutes, rest = divmod(seconds, 60.0)
    return f"{int(minutes)}m{rest:.3f}s" if minutes else f"{rest:.3f}s"


class _Reject(Exception):
    def __init__(self, status: int, message: str, kind: str = "invalid_request_error") -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.kind = kind


class JudgeEmulator:
    """The emulator server; an async context manager (binds on entry, ``url`` then valid).

    Also runnable as a task: ``await tg.start(emulator.serve)`` signals readiness once bound
    and serves until cancelled. ``requests`` keeps the last 10 000 ``RequestRecord``s.
    """

    def __init__(
        self,
        config: EmulatorConfig | None = None,
        *,
        clock: Clock | None = None,
        judge: LocalJudge | None = None,
    ) -> None:
        self.config = config or EmulatorConfig()
        self._clock: Clock = clock or SystemClock()
        self._judge = judge or LocalJudge(graded=False)
        self._rng = random.Random(self.config.seed)
        now = self._clock.monotonic()
        c = self.config
        self._rpm = (
            TokenBucket(c.rpm / 60.0, max(1.0, c.rpm / 60.0 * c.burst_seconds), now)
            if c.rpm
            else None
        )
        self._tpm = (
            TokenBucket(c.tpm / 60.0, max(1.0, c.tpm / 60.0 * c.burst_seconds), now)
            if c.tpm
            else None
        )
        self._script: collections.deque[Fault] = collections.deque()
        self.requests: collections.deque[RequestRecord] = collections.deque(maxlen=10_000)
        self._count = 0
        self._accepted = 0
        self._limited = 0
        self._tokens = 0
        self._in_flight = 0
        self._by_status: collections.Counter[str] = collections.Counter()
        self._faults: collections.Counter[str] = collections.Counter()
        self._runner: web.AppRunner | None = None
        self._closing: anyio.Event | None = None
        self.port = 0
        self._embed_type = next(
            (t for t in QUESTION_TYPES.values() if t.operation == "embeddings"), None
        )

    # -- lifecycle ------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """The OpenAI-style base URL (with ``/v1``) once bound."""
        return f"http://{self.config.host}:{self.port}/v1"

    @property
    def root_url(self) -> str:
        """The server root, for Azure-style endpoints (``/openai/deployments/…``)."""
        return f"http://{self.config.host}:{self.port}"

    async def __aenter__(self) -> Self:
        await self._start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def _start(self) -> None:
        if self._runner is not None:
            return
        self._closing = anyio.Event()
        app = web.Application(client_max_size=8 * 1024 * 1024)
        for prefix in ("/v1", ""):
            app.router.add_post(prefix + "/chat/completions", self._chat)
            app.router.add_post(prefix + "/embeddings", self._embeddings)
            app.router.add_get(prefix + "/models", self._models)
        app.router.add_post("/openai/deployments/{deployment}/chat/completions", self._chat)
        app.router.add_post("/openai/deployments/{deployment}/embeddings", self._embeddings)
        app.router.add_get("/stats", self._stats)
        app.router.add_get("/health", self._health)
        runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        site = web.TCPSite(runner, self.config.host, self.config.port)
        try:
            await site.start()
        except BaseException:
            await runner.cleanup()
            raise
        addresses = runner.addresses
        self.port = int(addresses[0][1]) if addresses else self.config.port
        self._runner = runner

    async def aclose(self) -> None:
        """Stop serving; hanging requests end at once. Idempotent."""
        runner, self._runner = self._runner, None
        if self._closing is not None:
            self._closing.set()
        if runner is not None:
            with anyio.CancelScope(shield=True):
                await runner.cleanup()

    async def serve(self, *, task_status: TaskStatus[str] = anyio.TASK_STATUS_IGNORED) -> None:
        """Bind, report the base URL through ``task_status``, serve until cancelled."""
        await self._start()
        try:
            task_status.started(self.url)
            await anyio.sleep_forever()
        finally:
            await self.aclose()

    # -- control and introspection ----------------------------------------------------------

    def script(self, faults: Iterable[Fault]) -> None:
        """Force the outcome of the next requests, in order, before random faults apply."""
        for fault in faults:
            if fault not in _FAULTS:
                raise ValueError(f"unknown fault {fault!r}; known: {', '.join(_FAULTS)}")
            self._script.append(fault)

    def statistics(self) -> EmulatorStatistics:
        """A snapshot of the counters since start."""
        return EmulatorStatistics(
            requests=self._count,
            accepted=self._accepted,
            limited=self._limited,
            tokens=self._tokens,
            in_flight=self._in_flight,
            by_status=dict(self._by_status),
            faults=dict(self._faults),
        )

    # -- handlers ---------------------------------------------------------------------------

    async def _stats(self, request: web.Request) -> web.Response:
        return _json(200, self.statistics().as_dict())

    async def _health(self, request: web.Request) -> web.Response:
        return _json(200, {"status": "ok"})

    async def _models(self, request: web.Request) -> web.Response:
        model = {"id": self.config.model, "object": "model", "owned_by": "ragas-stream"}
        return _json(200, {"object": "list", "data": [model]})

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        return await self._handle(request, "chat")

    async def _embeddings(self, request: web.Request) -> web.StreamResponse:
        return await self._handle(request, "embeddings")

    async def _handle(self, request: web.Request, operation: str) -> web.StreamResponse:
        arrived = self._clock.monotonic()
        self._count += 1
        self._in_flight += 1
        status, fault, tasks, tokens = 500, "ok", 0, 0
        try:
            try:
                self._check_key(request)
                body = await request.read()
                try:
                    data = orjson.loads(body)
                except orjson.JSONDecodeError:
                    raise _Reject(400, "the body is not JSON") from None
                if not isinstance(data, dict):
                    raise _Reject(400, "the body is not a JSON object")
                if operation == "chat":
                    prepared = await self._prepare_chat(data)
                else:
                    prepared = await self._prepare_embeddings(data)
                tasks, tokens = prepared.tasks, prepared.prompt_tokens + prepared.output_tokens
                response, fault = await self._respond(prepared, self._next_fault(), tokens)
            except _Reject as exc:
                response = _error(exc.status, exc.message, exc.kind)
            status = response.status
            return response
        finally:
            self._in_flight -= 1
            self._by_status[str(status)] += 1
            self.requests.append(RequestRecord(arrived, operation, status, fault, tasks, tokens))

    def _check_key(self, request: web.Request) -> None:
        expected = self.config.api_key
        if expected is None:
            return
        given = request.headers.get("api-key")
        if given is None:
            auth = request.headers.get("Authorization", "")
            given = auth[7:] if auth.startswith("Bearer ") else ""
        if given != expected:
            raise _Reject(401, f"Incorrect API key provided: {given}.", "invalid_authentication")

    def _next_fault(self) -> Fault:
        if self._script:
            return self._script.popleft()
        c = self.config
        draw = self._rng.random()
        for fault, rate in (
            ("timeout", c.timeout_rate),
            ("throttle", c.throttle_rate),
            ("error", c.error_rate),
            ("malformed", c.malformed_rate),
        ):
            if draw < rate:
                return fault  # type: ignore[return-value]
            draw -= rate
        return "ok"

    async def _respond(
        self, prepared: _Prepared, fault: Fault, tokens: int
    ) -> tuple[web.Response, str]:
        if fault == "throttle":
            self._faults[fault] += 1
            return self._too_many(self._rng.uniform(0.05, 0.3), spurious=True), fault
        wait = self._admit(tokens)
        if wait > 0:
            self._limited += 1
            return self._too_many(wait, spurious=False), "limited"
        headers = self._limit_headers()
        if fault == "timeout":
            self._faults[fault] += 1
            assert self._closing is not None
            with anyio.move_on_after(self.config.hang_seconds):
                await self._closing.wait()
            return _error(504, "the model did not answer in time", "timeout", headers), fault
        await self._latency()
        if fault == "error":
            self._faults[fault] += 1
            status = self._rng.choice((500, 502, 503))
            message = "the server had an error processing your request"
            return _error(status, message, "server_error", headers), fault
        if fault == "malformed":
            self._faults[fault] += 1
            prepared = prepared.malformed(self._rng)
        self._accepted += 1
        self._tokens += tokens
        body = prepared.envelope(self.config.model, int(self._clock.time()), self._count)
        return _json(200, body, headers), fault

    def _admit(self, tokens: int) -> float:
        now = self._clock.monotonic()
        wait = 0.0
        if self._rpm is not None:
            wait = max(wait, self._rpm.wait_time(1.0, now))
        if self._tpm is not None:
            wait = max(wait, self._tpm.wait_time(float(tokens), now))
        if wait > 0:
            return wait
        if self._rpm is not None:
            self._rpm.take(1.0, now)
        if self._tpm is not None:
            self._tpm.take(float(tokens), now)
        return 0.0

    def _limit_headers(self) -> dict[str, str]:
        if not self.config.ratelimit_headers:
            return {}
        now = self._clock.monotonic()
        headers: dict[str, str] = {}
        for name, bucket, limit in (
            ("requests", self._rpm, self.config.rpm),
            ("tokens", self._tpm, self.config.tpm),
        ):
            if bucket is None or limit is None:
                continue
            headers[f"x-ratelimit-limit-{name}"] = str(int(limit))
            headers[f"x-ratelimit-remaining-{name}"] = str(max(0, int(bucket.level(now))))
            headers[f"x-ratelimit-reset-{name}"] = _format_duration(bucket.time_to_full(now))
        return headers

    def _too_many(self, wait: float, *, spurious: bool) -> web.Response:
        headers = self._limit_headers()
        headers["Retry-After"] = str(max(1, math.ceil(wait)))
        if self.config.retry_after_ms:
            headers["retry-after-ms"] = str(max(1, math.ceil(wait * 1000)))
        message = (
            "The server is overloaded; please retry."
            if spurious
            else "Rate limit reached; please retry after the indicated time."
        )
        return _error(429, message, "rate_limit_exceeded", headers)

    async def _latency(self) -> None:
        c = self.config
        delay = c.latency_ms
        if c.jitter_ms:
            delay += self._rng.uniform(-c.jitter_ms, c.jitter_ms)
        if delay > 0:
            await anyio.sleep(delay / 1000.0)

    # -- preparing answers ------------------------------------------------------------------

    async def _prepare_chat(self, data: Mapping[str, Any]) -> _Prepared:
        messages = data.get("messages")
        if not isinstance(messages, list) or not messages:
            raise _Reject(400, "'messages' must be a non-empty list")
        if data.get("response_format") is not None and not self.config.response_format:
            raise _Reject(400, "Unrecognized request argument supplied: response_format")
        try:
            read = read_prompt(messages)
        except PromptError as exc:
            raise _Reject(400, f"not a judge prompt: {exc}") from None
        questions: list[Question[Any]] = []
        for _, kind, payload in read.tasks:
            qtype = QUESTION_TYPES.get(kind)
            if qtype is None:
                raise _Reject(400, f"unknown question kind {kind!r}")
            try:
                questions.append(qtype.from_payload(payload))
            except (ValueError, TypeError) as exc:
                raise _Reject(400, f"bad {kind} payload: {exc}") from None
        answers = await self._judge.answer(questions)
        replies: list[tuple[Mapping[str, Any], Any]] = []
        for question, answer in zip(questions, answers, strict=True):
            if answer.error is not None:
                raise _Reject(500, f"the local judge failed: {answer.error.reason}", "server_error")
            replies.append((question.reply_schema(), question.encode(answer.value)))
        prompt_tokens = (
            sum(
                estimate_tokens(str(m.get("content", ""))) + 4
                for m in messages
                if isinstance(m, dict)
            )
            + 3
        )
        text = render_reply(read, replies)
        if data.get("response_format") is None:
            text = "```json\n" + text + "\n```"
        return _Prepared("chat", read, text, None, prompt_tokens, estimate_tokens(text))

    async def _prepare_embeddings(self, data: Mapping[str, Any]) -> _Prepared:
        raw = data.get("input")
        texts = [raw] if isinstance(raw, str) else raw
        if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
            raise _Reject(400, "'input' must be a string or a list of strings")
        if self._embed_type is None:
            raise _Reject(404, "no embeddings question type is known", "not_found")
        question = self._embed_type.from_payload({"texts": texts})
        [answer] = await self._judge.answer([question])
        if answer.error is not None:
            raise _Reject(500, f"the local judge failed: {answer.error.reason}", "server_error")
        encoded = question.encode(answer.value)
        vectors = next((v for v in encoded.values() if isinstance(v, list)), [])
        prompt_tokens = sum(estimate_tokens(t) for t in texts) + 1
        return _Prepared("embeddings", None, "", vectors, prompt_tokens, 0)


@dataclass(slots=True)
class _Prepared:
    operation: str
    read: ReadPrompt | None
    text: str
    vectors: list[Any] | None
    prompt_tokens: int
    output_tokens: int

    @property
    def tasks(self) -> int:
        if self.read is not None:
            return len(self.read.tasks)
        return len(self.vectors or [])

    @property
    def fused(self) -> bool:
        return self.read is not None and self.read.fused

    def malformed(self, rng: random.Random) -> _Prepared:
        """This reply broken in one of three ways: prose, truncated JSON, the wrong shape."""
        if self.operation == "embeddings":
            kept = (self.vectors or [])[: max(0, len(self.vectors or []) - 1)]
            return replace(self, vectors=kept)
        variant = rng.randrange(3)
        if variant == 0:
            text = "I am sorry, but I cannot evaluate this request in the requested format."
        elif variant == 1:
            text = self.text[: len(self.text) // 2]
        else:
            text = '{"answers": []}' if self.fused else '{"result": "unknown"}'
        return replace(self, text=text)

    def envelope(self, model: str, created: int, number: int) -> dict[str, Any]:
        usage = {
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.output_tokens,
            "total_tokens": self.prompt_tokens + self.output_tokens,
        }
        if self.operation == "embeddings":
            data = [
                {"object": "embedding", "index": i, "embedding": vector}
                for i, vector in enumerate(self.vectors or [])
            ]
            return {"object": "list", "data": data, "model": model, "usage": usage}
        return {
            "id": f"chatcmpl-emu-{number}",
            "object": "chat.completion",
            "created": created,
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": self.text},
                    "finish_reason": "stop",
                }
            ],
            "usage": usage,
        }


def _json(status: int, body: Any, headers: Mapping[str, str] | None = None) -> web.Response:
    return web.Response(
        status=status,
        body=orjson.dumps(body),
        content_type="application/json",
        headers=dict(headers or {}),
    )


def _error(
    status: int, message: str, kind: str, headers: Mapping[str, str] | None = None
) -> web.Response:
    return _json(status, {"error": {"message": message, "type": kind, "code": kind}}, headers)
