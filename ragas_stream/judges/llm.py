"""``LLMJudge``: typed questions answered by an OpenAI-compatible endpoint over HTTP.

Generic over ``Question``: it never looks at a kind. Chat questions asked together go in one
fused request when the endpoint has ``fuse`` on (else one request each, concurrently);
embeddings questions go in one embeddings request. Every HTTP attempt passes the endpoint's
``CircuitBreaker`` and ``RateLimiter`` (one of each per endpoint, shared by every caller) and is
retried per the ``RetryPolicy``; a reply that fails validation gets one repair request, then
becomes an ``invalid_reply`` error naming what was wrong.

Secrets: the key is read once into a ``Secret`` and only put into the request header. It is
never logged, never in an exception message or span attribute (server error text is passed
through ``redact``), and ``repr`` of the judge and its config does not show it.
"""

from __future__ import annotations

import logging
import os
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import TracebackType
from typing import TYPE_CHECKING, Any, Self
from urllib.parse import urlsplit

import aiohttp
import anyio
import orjson

from ..clock import Clock, SystemClock
from ..results import JudgeCall
from ..selfmetrics import SelfMetrics
from .base import Answer, InvalidReply, JudgeError, Question
from .endpoint import EndpointConfig, EndpointError, Secret, redact, safe_url
from .fallback import FallbackJudge
from .prompting import (
    ChatRequest,
    build_chat_request,
    embedding_reply,
    embedding_texts,
    estimate_tokens,
)
from .ratelimit import LimiterConfig, LimiterStatistics, RateLimiter, parse_retry_after
from .resilience import (
    BreakerConfig,
    BreakerState,
    BreakerStatistics,
    CircuitBreaker,
    RetryPolicy,
    classify_status,
)

if TYPE_CHECKING:
    from opentelemetry.trace import Tracer, TracerProvider

    from ..config import JudgeConfig

__all__ = ["JudgeStatistics", "LLMJudge", "build_judge", "judge_from_config"]

log = logging.getLogger(__name__)

MAX_FUSED_QUESTIONS = 16
_ERROR_TEXT_CHARS = 200


@dataclass(frozen=True, slots=True)
class JudgeStatistics:
    """A snapshot of one endpoint's judge: HTTP requests by status label, retries, repairs,
    tokens reported by the endpoint, and its limiter and breaker."""

    endpoint: str
    requests: Mapping[str, int]
    retries: int
    repairs: int
    input_tokens: int
    output_tokens: int
    limiter: LimiterStatistics
    breaker: BreakerStatistics


@dataclass
class _Attempt:
    """One HTTP attempt, to be apportioned to the questions it served."""

    operation: str
    status: str
    started: float
    ended: float
    served: tuple[int, ...]
    input_tokens: int = 0
    output_tokens: int = 0
    per_question: dict[int, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _Reply:
    body: Any


def _split(total: int, parts: int) -> list[int]:
    base, extra = divmod(total, parts)
    return [base + (1 if i < extra else 0) for i in range(parts)]


class LLMJudge:
    """A ``Judge`` over one OpenAI-compatible endpoint; an async context manager.

    Guarantees: ``answer`` returns one ``Answer`` per question, in order, and raises only on
    cancellation. No attempt starts after the retry deadline (counted from the ``answer``
    call). One aiohttp session per judge, opened on entry (or first use), closed by ``aclose``.
    While the breaker is open, a request fails at once with ``circuit_open`` — or, with
    ``wait_when_open`` (for an endpoint with no fallback after it), waits for the breaker's
    probe within the deadline.
    """

    def __init__(
        self,
        endpoint: EndpointConfig,
        *,
        secret: Secret | None = None,
        selfmetrics: SelfMetrics | None = None,
        clock: Clock | None = None,
        retry: RetryPolicy | None = None,
        breaker: BreakerConfig | None = None,
        limiter: RateLimiter | None = None,
        tracer_provider: TracerProvider | None = None,
        rng: random.Random | None = None,
        wait_when_open: bool = False,
    ) -> None:
        self.endpoint = endpoint
        self.wait_when_open = wait_when_open
        self._structured_output: str = endpoint.structured_output
        self._secret = secret
        self._metrics = selfmetrics
        self._clock: Clock = clock or SystemClock()
        self._retry = retry or RetryPolicy()
        self._rng = rng or random.Random()
        self.limiter = limiter or RateLimiter(
            LimiterConfig(
                rpm=endpoint.rpm, tpm=endpoint.tpm, max_concurrency=endpoint.max_concurrency
            ),
            clock=self._clock,
            name=endpoint.name,
            selfmetrics=selfmetrics,
        )
        self.breaker = CircuitBreaker(
            breaker or BreakerConfig(), clock=self._clock, on_change=self._breaker_changed
        )
        self._tracer: Tracer | None = (
            tracer_provider.get_tracer("ragas_stream.judges.llm") if tracer_provider else None
        )
        self._session: aiohttp.ClientSession | None = None
        self._closed = False
        self._requests: dict[str, int] = {}
        self._retries = 0
        self._repairs = 0
        self._input_tokens = 0
        self._output_tokens = 0
        parts = urlsplit(endpoint.base_url)
        port = parts.port or (443 if parts.scheme == "https" else 80)
        self._server = (parts.hostname or "", port)
        if selfmetrics is not None:
            selfmetrics.breaker_open.labels(endpoint.name).set(int(BreakerState.CLOSED))

    @property
    def name(self) -> str:
        """The endpoint name: the judge's label in telemetry and reply-cache keys."""
        return self.endpoint.name

    def __repr__(self) -> str:
        return f"LLMJudge({self.endpoint!r})"

    # -- lifecycle ------------------------------------------------------------------------

    async def __aenter__(self) -> Self:
        self._open_session()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    def _open_session(self) -> aiohttp.ClientSession:
        if self._closed:
            raise JudgeError("closed", f"judge {self.name} is closed")
        if self._session is None:
            connector = aiohttp.TCPConnector(limit=self.endpoint.max_concurrency + 4)
            self._session = aiohttp.ClientSession(
                connector=connector,
                timeout=aiohttp.ClientTimeout(total=None),  # each attempt has its own deadline
                headers={"Content-Type": "application/json"},
            )
        return self._session

    async def aclose(self) -> None:
        """Close the HTTP session. Idempotent."""
        self._closed = True
        session, self._session = self._session, None
        with anyio.CancelScope(shield=True):
            if session is not None:
                await session.close()
            await self.limiter.aclose()

    def _breaker_changed(self, state: BreakerState) -> None:
        if self._metrics is not None:
            self._metrics.breaker_open.labels(self.name).set(int(state))
        if state is BreakerState.OPEN:
            log.warning("judge endpoint %s: circuit open after repeated failures", self.name)
        elif state is BreakerState.CLOSED:
            log.info("judge endpoint %s: circuit closed again", self.name)

    # -- answering ------------------------------------------------------------------------

    async def answer(self, questions: Sequence[Question[Any]]) -> list[Answer[Any]]:
        """One ``Answer`` per question, in order; failures are answers with an ``error``."""
        out: list[Answer[Any] | None] = [None] * len(questions)
        deadline = self._clock.monotonic() + self._retry.deadline
        chat = [i for i, q in enumerate(questions) if q.operation == "chat"]
        embed = [i for i, q in enumerate(questions) if q.operation == "embeddings"]
        for index, question in enumerate(questions):
            if question.operation not in ("chat", "embeddings"):
                out[index] = Answer(
                    error=JudgeError("unsupported", f"operation {question.operation!r}")
                )
        if chat and not self.endpoint.model:
            for index in chat:
                out[index] = Answer(
                    error=JudgeError("unsupported", f"endpoint {self.name} has no chat model")
                )
            chat = []
        if embed and not self.endpoint.embedding_model:
            for index in embed:
                out[index] = Answer(
                    error=JudgeError("unsupported", f"endpoint {self.name} has no embedding_model")
                )
            embed = []
        if self.endpoint.fuse:
            groups = [
                chat[i : i + MAX_FUSED_QUESTIONS] for i in range(0, len(chat), MAX_FUSED_QUESTIONS)
            ]
        else:
            groups = [[i] for i in chat]
        async with anyio.create_task_group() as tg:
            for group in groups:
                tg.start_soon(self._guarded, self._answer_chat, group, questions, out, deadline)
            if embed:
                tg.start_soon(self._guarded, self._answer_embed, embed, questions, out, deadline)
        return [a if a is not None else Answer(error=JudgeError("internal")) for a in out]

    async def _guarded(
        self,
        work: Callable[
            [list[int], Sequence[Question[Any]], list[Answer[Any] | None], float],
            Awaitable[None],
        ],
        indices: list[int],
        questions: Sequence[Question[Any]],
        out: list[Answer[Any] | None],
        deadline: float,
    ) -> None:
        try:
            await work(indices, questions, out, deadline)
        except Exception as exc:  # keep the Judge promise: an answer, not an exception
            log.exception("judge %s failed unexpectedly", self.name)
            for index in indices:
                if out[index] is None:
                    out[index] = Answer(error=JudgeError("internal", type(exc).__name__))

    async def _answer_chat(
        self,
        indices: list[int],
        questions: Sequence[Question[Any]],
        out: list[Answer[Any] | None],
        deadline: float,
    ) -> None:
        asked = [questions[i] for i in indices]
        request = build_chat_request(asked, structured_output=self._structured_output)
        attempts: list[_Attempt] = []
        everyone = tuple(range(len(asked)))
        results: list[Any]
        try:
            try:
                text = await self._chat(request, deadline, attempts, everyone)
            except JudgeError as exc:
                if not self._refuses_response_format(exc, request):
                    raise
                # Learnt once per endpoint: ask for JSON in words from now on.
                log.info("judge endpoint %s refuses response_format; using JSON in text", self.name)
                self._structured_output = "text"
                request = build_chat_request(asked, structured_output="text")
                text = await self._chat(request, deadline, attempts, everyone)
        except JudgeError as exc:
            results = [exc] * len(asked)
        else:
            results = request.parse(text)
            bad = [k for k, r in enumerate(results) if isinstance(r, InvalidReply)]
            self._mark(attempts[-1], results)
            if bad:
                self._repairs += 1
                self._count_retry("invalid_reply")
                problems = [results[k].detail for k in bad]
                repair = request.repair(text, problems)
                try:
                    text = await self._chat(repair, deadline, attempts, tuple(bad))
                except JudgeError as exc:
                    for k in bad:
                        results[k] = exc
                else:
                    again = repair.parse(text)
                    self._mark(attempts[-1], again, only=bad)
                    for k in bad:
                        results[k] = again[k]
        self._fill(indices, results, attempts, out)

    @staticmethod
    def _refuses_response_format(error: JudgeError, request: ChatRequest) -> bool:
        return (
            request.response_format is not None
            and error.reason in ("http_400", "http_422")
            and "response_format" in error.detail
        )

    def _mark(self, attempt: _Attempt, results: list[Any], only: list[int] | None = None) -> None:
        positions = only if only is not None else list(range(len(results)))
        invalid = False
        for k in positions:
            if isinstance(results[k], InvalidReply):
                attempt.per_question[k] = "invalid_reply"
                invalid = True
        self._count_request(attempt.operation, "invalid_reply" if invalid else "ok")

    def _fill(
        self,
        indices: list[int],
        results: list[Any],
        attempts: list[_Attempt],
        out: list[Answer[Any] | None],
    ) -> None:
        calls: list[list[JudgeCall]] = [[] for _ in indices]
        for attempt in attempts:
            served = attempt.served
            share = 1.0 / len(served)
            inputs = _split(attempt.input_tokens, len(served))
            outputs = _split(attempt.output_tokens, len(served))
            for position, k in enumerate(served):
                status = attempt.per_question.get(k, attempt.status)
                calls[k].append(
                    JudgeCall(
                        operation=attempt.operation,
                        model=self.endpoint.model_for(attempt.operation),
                        provider=self.endpoint.provider,
                        input_tokens=inputs[position],
                        output_tokens=outputs[position],
                        started_at=attempt.started,
                        ended_at=attempt.ended,
                        status=status,
                        error_type=None if status == "ok" else status,
                        share=share,
                    )
                )
        for k, index in enumerate(indices):
            result = results[k]
            if isinstance(result, JudgeError):
                out[index] = Answer(error=result, calls=tuple(calls[k]))
            else:
                out[index] = Answer(value=result, calls=tuple(calls[k]))

    async def _chat(
        self,
        request: ChatRequest,
        deadline: float,
        attempts: list[_Attempt],
        served: tuple[int, ...],
    ) -> str:
        body = orjson.dumps(request.body(self.endpoint.model))
        reply = await self._exchange(
            "chat", body, request.estimated_tokens(), deadline, attempts, served
        )
        try:
            message = reply.body["choices"][0]["message"]
            content = message.get("content") or message.get("refusal") or ""
        except (KeyError, IndexError, TypeError, AttributeError):
            content = ""
        return content if isinstance(content, str) else ""

    async def _answer_embed(
        self,
        indices: list[int],
        questions: Sequence[Question[Any]],
        out: list[Answer[Any] | None],
        deadline: float,
    ) -> None:
        asked = [questions[i] for i in indices]
        texts: list[list[str]] = []
        results: list[Any] = [None] * len(asked)
        for k, question in enumerate(asked):
            try:
                texts.append(embedding_texts(question))
            except InvalidReply as exc:
                texts.append([])
                results[k] = JudgeError("unsupported", exc.detail)
        live = tuple(k for k in range(len(asked)) if results[k] is None)
        attempts: list[_Attempt] = []
        flat = [text for k in live for text in texts[k]]
        if live and not flat:  # nothing to embed: answer without a request
            for k in live:
                results[k] = _parse_embedding(asked[k], [])
        elif live:
            body = orjson.dumps(
                {"model": self.endpoint.embedding_model, "input": flat, "encoding_format": "float"}
            )
            estimate = sum(estimate_tokens(t) for t in flat) + 1
            for attempt_number in (1, 2):  # an invalid reply is asked once more, like a repair
                if attempt_number == 2:
                    self._repairs += 1
                    self._count_retry("invalid_reply")
                try:
                    reply = await self._exchange(
                        "embeddings", body, estimate, deadline, attempts, live
                    )
                except JudgeError as exc:
                    for k in live:
                        results[k] = exc
                    break
                try:
                    vectors = _vectors(reply.body, len(flat))
                except InvalidReply as exc:
                    self._count_request("embeddings", "invalid_reply")
                    for k in live:
                        results[k] = exc
                        attempts[-1].per_question[k] = "invalid_reply"
                    continue
                offset = 0
                for k in live:
                    count = len(texts[k])
                    results[k] = _parse_embedding(asked[k], vectors[offset : offset + count])
                    offset += count
                    if isinstance(results[k], InvalidReply):
                        attempts[-1].per_question[k] = "invalid_reply"
                invalid = any(isinstance(results[k], InvalidReply) for k in live)
                self._count_request("embeddings", "invalid_reply" if invalid else "ok")
                if not invalid:
                    break
        self._fill(indices, results, attempts, out)

    # -- one request with limiter, breaker, retries ----------------------------------------

    async def _exchange(
        self,
        operation: str,
        body: bytes,
        estimate: int,
        deadline: float,
        attempts: list[_Attempt],
        served: tuple[int, ...],
    ) -> _Reply:
        url = self.endpoint.url(operation)
        headers = self.endpoint.auth_headers(self._secret)
        number = 0
        while True:
            number += 1
            while not self.breaker.allow():
                # Alone (or last in a chain), waiting for the probe beats failing fast.
                pause = max(self.breaker.retry_in(), self._retry.backoff(number, self._rng), 0.05)
                if not self.wait_when_open or self._clock.monotonic() + pause >= deadline:
                    raise JudgeError(
                        "circuit_open",
                        f"endpoint {self.name} is failing; next probe in "
                        f"{self.breaker.retry_in():.1f}s",
                    )
                await anyio.sleep(pause)
            remaining = deadline - self._clock.monotonic()
            try:
                if remaining <= 0:
                    raise TimeoutError
                with anyio.fail_after(remaining):
                    permit = await self.limiter.acquire(estimate)
            except TimeoutError:
                self.breaker.record_neutral()
                raise JudgeError(
                    "deadline", f"endpoint {self.name}: deadline passed waiting for the limiter"
                ) from None
            except BaseException:
                self.breaker.record_neutral()
                raise
            timeout = min(self.endpoint.timeout, max(0.001, deadline - self._clock.monotonic()))
            outcome = "neutral"
            try:
                status, response_headers, raw, started, ended, timed_out = await self._post(
                    operation, url, headers, body, timeout, number
                )
                label = classify_status(status, timed_out=timed_out)
                latency = ended - started
                self.limiter.record_response(status, response_headers, latency)
                attempt = _Attempt(operation, label, started, ended, served)
                attempts.append(attempt)
                self._observe_duration(operation, latency)
                if label == "ok":
                    outcome = "success"
                    parsed = _json_or_none(raw)
                    input_tokens, output_tokens = _usage(parsed)
                    if input_tokens or output_tokens:
                        permit.reconcile(input_tokens + output_tokens)
                        attempt.input_tokens, attempt.output_tokens = input_tokens, output_tokens
                        self._count_tokens(input_tokens, output_tokens)
                    if parsed is None:
                        self._count_request(operation, "invalid_reply")
                        raise InvalidReply(f"endpoint {self.name} sent a body that is not JSON")
                    return _Reply(parsed)
                self._count_request(operation, label)
                if label in ("http_429", "http_5xx"):
                    permit.refund()
                outcome = "failure" if label in ("http_5xx", "timeout", "connection") else "neutral"
                error = self._error(label, status, raw)
            finally:
                permit.release()
                if outcome == "success":
                    self.breaker.record_success()
                elif outcome == "failure":
                    self.breaker.record_failure()
                else:
                    self.breaker.record_neutral()
            if not self._retry.retryable(label) or number >= self._retry.max_attempts:
                raise error
            # After a 429 with Retry-After the limiter holds every caller until it has passed.
            hinted = parse_retry_after(response_headers, self._clock.time()) is not None
            throttled = label == "http_429" and hinted
            wait = 0.0 if throttled else self._retry.backoff(number, self._rng)
            if self._clock.monotonic() + wait >= deadline:
                raise error
            self._count_retry(label)
            log.debug(
                "judge %s: %s attempt %d ended %s; retrying in %.2fs",
                self.name,
                operation,
                number,
                label,
                wait,
            )
            if wait > 0:
                await anyio.sleep(wait)

    async def _post(
        self,
        operation: str,
        url: str,
        headers: Mapping[str, str],
        body: bytes,
        seconds: float,
        attempt: int,
    ) -> tuple[int | None, Mapping[str, str], bytes, float, float, bool]:
        session = self._open_session()
        started = self._clock.monotonic()
        status: int | None = None
        response_headers: Mapping[str, str] = {}
        raw = b""
        timed_out = False
        span = None
        if self._tracer is not None:
            span = self._tracer.start_span(
                f"{operation} {self.endpoint.model_for(operation)}",
                attributes={
                    "gen_ai.operation.name": operation,
                    "gen_ai.request.model": self.endpoint.model_for(operation),
                    "gen_ai.provider.name": self.endpoint.provider,
                    "server.address": self._server[0],
                    "server.port": self._server[1],
                    "ragas_stream.judge.endpoint": self.name,
                    "ragas_stream.judge.attempt": attempt,
                },
            )
        try:
            with anyio.fail_after(seconds):
                async with session.post(url, data=body, headers=headers) as response:
                    status = response.status
                    response_headers = dict(response.headers)
                    raw = await response.read()
        except TimeoutError:
            status, timed_out = None, True
        except (aiohttp.ClientError, OSError) as exc:
            status = None
            log.debug("judge %s: connection error %s", self.name, type(exc).__name__)
        finally:
            ended = self._clock.monotonic()
            if span is not None:
                label = classify_status(status, timed_out=timed_out)
                if status is not None:
                    span.set_attribute("http.response.status_code", status)
                if label != "ok":
                    span.set_attribute("error.type", label)
                usage = _usage(_json_or_none(raw)) if label == "ok" else (0, 0)
                if usage != (0, 0):
                    span.set_attribute("gen_ai.usage.input_tokens", usage[0])
                    span.set_attribute("gen_ai.usage.output_tokens", usage[1])
                span.end()
        return status, response_headers, raw, started, ended, timed_out

    def _error(self, label: str, status: int | None, raw: bytes) -> JudgeError:
        where = f"endpoint {self.name} ({safe_url(self.endpoint.base_url)})"
        if label == "timeout":
            return JudgeError("timeout", f"{where} did not answer in time")
        if label == "connection":
            return JudgeError("connection", f"{where} could not be reached")
        message = ""
        parsed = _json_or_none(raw)
        if isinstance(parsed, dict):
            error = parsed.get("error")
            if isinstance(error, dict):
                message = str(error.get("message") or "")
            elif isinstance(error, str):
                message = error
        detail = f"{where} answered HTTP {status}"
        if message and status not in (401, 403):
            detail += ": " + redact(message, self._secret)[:_ERROR_TEXT_CHARS]
        reason = "rate_limited" if label == "http_429" else f"http_{status}"
        return JudgeError(reason, redact(detail, self._secret))

    # -- self-telemetry -------------------------------------------------------------------

    def _count_request(self, operation: str, status: str) -> None:
        self._requests[status] = self._requests.get(status, 0) + 1
        if self._metrics is not None:
            self._metrics.judge_requests.labels(self.name, operation, status).inc()

    def _count_retry(self, reason: str) -> None:
        self._retries += 1
        if self._metrics is not None:
            self._metrics.judge_retries.labels(self.name, reason).inc()

    def _count_tokens(self, input_tokens: int, output_tokens: int) -> None:
        self._input_tokens += input_tokens
        self._output_tokens += output_tokens
        if self._metrics is not None:
            self._metrics.judge_tokens.labels(self.name, "input").inc(input_tokens)
            self._metrics.judge_tokens.labels(self.name, "output").inc(output_tokens)

    def _observe_duration(self, operation: str, seconds: float) -> None:
        if self._metrics is not None:
            self._metrics.judge_duration.labels(self.name, operation).observe(max(0.0, seconds))

    def statistics(self) -> JudgeStatistics:
        """A snapshot of counters, limiter and breaker (cheap; no I/O)."""
        return JudgeStatistics(
            endpoint=self.name,
            requests=dict(self._requests),
            retries=self._retries,
            repairs=self._repairs,
            input_tokens=self._input_tokens,
            output_tokens=self._output_tokens,
            limiter=self.limiter.statistics(),
            breaker=self.breaker.statistics(),
        )


def _json_or_none(raw: bytes) -> Any:
    if not raw:
        return None
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None


def _usage(body: Any) -> tuple[int, int]:
    usage = body.get("usage") if isinstance(body, dict) else None
    if not isinstance(usage, dict):
        return 0, 0
    prompt = usage.get("prompt_tokens") or usage.get("input_tokens") or 0
    completion = usage.get("completion_tokens") or usage.get("output_tokens") or 0
    if not completion and not prompt:
        prompt = usage.get("total_tokens") or 0
    ok = isinstance(prompt, int) and isinstance(completion, int)
    return (max(0, prompt), max(0, completion)) if ok else (0, 0)


def _vectors(body: Any, expected: int) -> list[list[float]]:
    data = body.get("data") if isinstance(body, dict) else None
    if not isinstance(data, list) or len(data) != expected:
        raise InvalidReply(f"expected {expected} embeddings")
    ordered: list[list[float] | None] = [None] * expected
    for position, item in enumerate(data):
        if not isinstance(item, dict) or not isinstance(item.get("embedding"), list):
            raise InvalidReply("an embedding item has no vector")
        index = item.get("index", position)
        if not isinstance(index, int) or not 0 <= index < expected or ordered[index] is not None:
            raise InvalidReply("embedding indices are not a permutation")
        ordered[index] = item["embedding"]
    return [v for v in ordered if v is not None]


def _parse_embedding(question: Question[Any], vectors: Sequence[Sequence[float]]) -> Any:
    try:
        return question.parse(embedding_reply(question, vectors))
    except InvalidReply as exc:
        return exc
    except Exception as exc:
        return InvalidReply(f"{type(exc).__name__} while validating embeddings")


# -- building judges from configuration -----------------------------------------------------


def build_judge(
    endpoints: Sequence[EndpointConfig],
    *,
    selfmetrics: SelfMetrics | None = None,
    clock: Clock | None = None,
    env: Mapping[str, str] | None = None,
    retry: RetryPolicy | None = None,
    breaker: BreakerConfig | None = None,
    tracer_provider: TracerProvider | None = None,
    rng: random.Random | None = None,
) -> LLMJudge | FallbackJudge:
    """One ``LLMJudge`` per endpoint, in ``priority`` order (lower first; ties keep the given
    order); a ``FallbackJudge`` chain when there are several. Every endpoint but the last
    fails fast while its breaker is open (so the next one is asked); the last waits for its
    breaker's probe, within the retry deadline. Keys are read now from ``env``
    (default: the process environment) or key files; a missing key raises ``EndpointError``.
    Use the result as an async context manager."""
    if not endpoints:
        raise EndpointError("no judge endpoint configured")
    names = [e.name for e in endpoints]
    if len(set(names)) != len(names):
        raise EndpointError(f"endpoint names must be unique, got {names}")
    environment = os.environ if env is None else env
    clock = clock or SystemClock()
    judges = [
        LLMJudge(
            endpoint,
            secret=endpoint.read_secret(environment),
            selfmetrics=selfmetrics,
            clock=clock,
            retry=retry,
            breaker=breaker,
            limiter=_shared_limiter(endpoint, clock, selfmetrics),
            tracer_provider=tracer_provider,
            rng=rng,
            wait_when_open=position == len(endpoints) - 1,
        )
        for position, endpoint in enumerate(sorted(endpoints, key=lambda e: e.priority))
    ]
    return judges[0] if len(judges) == 1 else FallbackJudge(judges)


def _shared_limiter(
    endpoint: EndpointConfig, clock: Clock, selfmetrics: SelfMetrics | None
) -> RateLimiter | None:
    """A Redis-shared limiter when the endpoint names one; None keeps the local limiter."""
    if not endpoint.shared_limit_url:
        return None
    from .shared_limit import SharedRateLimiter

    return SharedRateLimiter(
        LimiterConfig(rpm=endpoint.rpm, tpm=endpoint.tpm, max_concurrency=endpoint.max_concurrency),
        redis=endpoint.shared_limit_url,
        key=endpoint.shared_limit_key or endpoint.name,
        clock=clock,
        name=endpoint.name,
        selfmetrics=selfmetrics,
    )


_FIELDS = {
    "name",
    "base_url",
    "model",
    "embedding_model",
    "kind",
    "api_key_env",
    "api_key_file",
    "api_version",
    "rpm",
    "tpm",
    "max_concurrency",
    "timeout",
    "priority",
    "fuse",
    "structured_output",
    "shared_limit_url",
    "shared_limit_key",
}


def endpoint_from_mapping(raw: Mapping[str, Any], *, default_name: str) -> EndpointConfig:
    """An ``EndpointConfig`` from a config-file table (``url`` is accepted for ``base_url``;
    ``rpm``/``tpm`` of 0 mean unset). Raises ``EndpointError`` naming the bad key."""
    values = dict(raw)
    if "url" in values and "base_url" not in values:
        values["base_url"] = values.pop("url")
    unknown = sorted(set(values) - _FIELDS)
    if unknown:
        raise EndpointError(
            f"unknown endpoint key(s) {', '.join(unknown)}; known: {', '.join(sorted(_FIELDS))}"
        )
    values.setdefault("name", default_name)
    for key in ("rpm", "tpm"):
        if values.get(key) in (0, 0.0, None):
            values[key] = None
    try:
        return EndpointConfig(**values)
    except TypeError as exc:
        raise EndpointError(f"endpoint {values.get('name')}: {exc}") from None


def judge_from_config(
    config: JudgeConfig,
    *,
    selfmetrics: SelfMetrics | None = None,
    clock: Clock | None = None,
    env: Mapping[str, str] | None = None,
    tracer_provider: TracerProvider | None = None,
) -> LLMJudge | FallbackJudge:
    """The judge for a ``[judge]`` config section of kind ``openai`` (see ``build_judge``).

    Raises ``ConfigError`` for a bad endpoint or a missing key."""
    from ..config import ConfigError

    try:
        if config.endpoints:
            endpoints = [
                endpoint_from_mapping(raw, default_name=f"endpoint{i}")
                for i, raw in enumerate(config.endpoints, start=1)
            ]
        else:
            endpoints = [
                endpoint_from_mapping(
                    {
                        "base_url": config.url,
                        "model": config.model,
                        "embedding_model": config.embedding_model,
                        "api_key_env": config.api_key_env,
                        "api_key_file": config.api_key_file,
                        "rpm": config.rpm,
                        "tpm": config.tpm,
                        "timeout": config.timeout,
                        "shared_limit_url": config.shared_limit_url,
                        "shared_limit_key": config.shared_limit_key,
                    },
                    default_name="default",
                )
            ]
        return build_judge(
            endpoints,
            selfmetrics=selfmetrics,
            clock=clock,
            env=env,
            tracer_provider=tracer_provider,
        )
    except EndpointError as exc:
        raise ConfigError(f"judge: {exc}") from None
