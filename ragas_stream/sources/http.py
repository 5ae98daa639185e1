"""``HttpIngestSource``: an HTTP endpoint the RAG service POSTs its interactions to.

Guarantee: **best-effort after ``202``, all-or-nothing per request.** A request is answered
``202 Accepted`` only when every record in it is a valid interaction and all of them fit in the
bounded buffer; they are then held in memory until the pipeline reads them, and a crash loses
what is still buffered or in flight (use a broker source when that matters). Any other answer
means nothing of the request was taken, so the client may simply retry it: ``429`` (with
``Retry-After``) when the buffer is full, ``400`` for bad input (a JSON error listing the bad
records), ``401`` for a missing or wrong bearer token, ``413`` for a body over ``max_body``
or a batch larger than the buffer, ``415`` for another content type. Order: the records of a
request are delivered in order, requests in the order they were accepted.

Bodies: ``application/json`` holding one interaction object or an array of them, or
``application/x-ndjson`` (also ``application/jsonl``) with one object per line. A bearer
``token`` is required whenever the source listens beyond loopback and, when set, checked on
every request (in constant time). The token never appears in logs, errors or ``repr``.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
from collections import deque
from collections.abc import AsyncGenerator, Mapping
from dataclasses import dataclass
from typing import Any

import anyio
import orjson
from aiohttp import web

from ..clock import Clock, SystemClock
from ..events import DecodeLimits, Interaction, Reject, decode_interaction, interaction_from_mapping
from ..results import Outcome
from .base import Delivery, Source, SourceStatistics

__all__ = ["HttpIngestConfig", "HttpIngestSource", "HttpIngestStatistics"]

_log = logging.getLogger(__name__)
_DEFAULT_LIMITS = DecodeLimits()
_SYSTEM_CLOCK = SystemClock()
_JSON_TYPES = frozenset({"application/json"})
_NDJSON_TYPES = frozenset({"application/x-ndjson", "application/ndjson", "application/jsonl"})
_MAX_LISTED_ERRORS = 20
_CHUNK = 64 * 1024


@dataclass(frozen=True, slots=True)
class HttpIngestConfig:
    """Where to listen and the limits. ``port`` 0 picks a free port (see
    ``HttpIngestSource.port``). ``max_body``: bytes per request. ``queue``: interactions
    buffered between the endpoint and the pipeline. ``retry_after``: seconds suggested to a
    client turned away with ``429``."""

    host: str = "127.0.0.1"
    port: int = 8080
    path: str = "/v1/interactions"
    max_body: int = 4 * 1024 * 1024
    queue: int = 1024
    retry_after: float = 1.0

    def __post_init__(self) -> None:
        if not self.path.startswith("/"):
            raise ValueError(f"path must start with '/', got {self.path!r}")
        if self.max_body < 1 or self.queue < 1:
            raise ValueError("max_body and queue must be >= 1")
        if not 0 <= self.port <= 65535:
            raise ValueError(f"port {self.port} is out of range")

    @property
    def loopback(self) -> bool:
        """Does ``host`` accept connections from this machine only?"""
        if self.host.lower() == "localhost":
            return True
        try:
            return ipaddress.ip_address(self.host.strip("[]")).is_loopback
        except ValueError:
            return False


@dataclass(frozen=True, slots=True)
class HttpIngestStatistics:
    """Requests answered since start, by HTTP status; interactions accepted."""

    responses: dict[int, int]
    accepted: int


class _BadRequest(Exception):
    def __init__(self, status: int, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.extra = extra


class HttpIngestSource(Source):
    """Serves ``POST config.path`` on ``config.host:config.port`` while entered; best-effort
    after ``202`` (see the module docstring). ``deliveries()`` may be iterated once and ends
    after ``aclose`` once the buffer is drained.

    Raises ``ValueError`` when the host is beyond loopback and no ``token`` is given.
    """

    name = "http"

    def __init__(
        self,
        config: HttpIngestConfig,
        *,
        token: str | None = None,
        limits: DecodeLimits = _DEFAULT_LIMITS,
        clock: Clock = _SYSTEM_CLOCK,
    ) -> None:
        if not token and not config.loopback:
            raise ValueError(
                f"the http source listens on {config.host}, beyond loopback: require a bearer "
                "token by naming the environment variable that holds it (token_env=VAR)"
            )
        self.config = config
        self._token = token.encode() if token else None
        self._limits = limits
        self._clock = clock
        self._buffer: deque[Delivery] = deque()
        self._arrived: anyio.Event | None = None  # set when the buffer gets items or closes
        self._runner: web.AppRunner | None = None
        self.port: int | None = None
        self._closed = False
        self._iterating = False
        self._read = 0
        self._settled = 0
        self._accepted = 0
        self._responses: dict[int, int] = {}

    def __repr__(self) -> str:
        auth = "bearer" if self._token else "none"
        return f"HttpIngestSource({self.config!r}, auth={auth})"

    @property
    def url(self) -> str:
        """The ingest URL, once listening."""
        host = self.config.host
        if ":" in host:
            host = f"[{host}]"
        return f"http://{host}:{self.port}{self.config.path}"

    # --- lifecycle ------------------------------------------------------------------------

    async def __aenter__(self) -> HttpIngestSource:
        await self._start()
        return self

    async def _start(self) -> None:
        if self._runner is not None or self._closed:
            return
        app = web.Application()
        app.router.add_post(self.config.path, self._ingest)
        runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await runner.setup()
        site = web.TCPSite(runner, self.config.host, self.config.port, reuse_address=True)
        try:
            await site.start()
        except OSError as exc:
            await runner.cleanup()
            raise OSError(
                exc.errno,
                f"http source cannot listen on {self.config.host}:{self.config.port} "
                f"({exc.strerror})",
            ) from None
        self._runner = runner
        addresses = runner.addresses
        self.port = int(addresses[0][1]) if addresses else self.config.port
        _log.info("http source: accepting interactions at %s", self.url)

    async def aclose(self) -> None:
        """Stop listening; ``deliveries()`` ends once the buffered interactions are read.
        Idempotent."""
        self._closed = True
        self._wake()
        runner, self._runner = self._runner, None
        if runner is not None:
            with anyio.CancelScope(shield=True):
                await runner.cleanup()

    # --- the Source API -------------------------------------------------------------------

    async def deliveries(self) -> AsyncGenerator[Delivery, None]:
        """Yield accepted interactions in acceptance order until closed and drained."""
        if self._iterating:
            raise RuntimeError("HttpIngestSource.deliveries() may be iterated only once")
        self._iterating = True
        await self._start()
        while True:
            if self._buffer:
                self._read += 1
                yield self._buffer.popleft()
            elif self._closed:
                return
            else:
                self._arrived = anyio.Event()
                await self._arrived.wait()

    def _wake(self) -> None:
        if self._arrived is not None:
            self._arrived.set()

    def statistics(self) -> SourceStatistics:
        return SourceStatistics(
            read=self._read,
            settled=self._settled,
            pending=self._read - self._settled,
            connected=self._runner is not None and not self._closed,
            position=str(self._accepted),
        )

    def ingest_statistics(self) -> HttpIngestStatistics:
        return HttpIngestStatistics(dict(self._responses), self._accepted)

    async def _settle(self, outcome: Outcome) -> None:
        self._settled += 1

    # --- the endpoint ---------------------------------------------------------------------

    async def _ingest(self, request: web.Request) -> web.Response:
        try:
            self._authorize(request)
            interactions = await self._parse(request)
            self._enqueue(interactions)
        except _BadRequest as problem:
            return self._error(problem)
        return self._respond(202, {"accepted": len(interactions)})

    def _authorize(self, request: web.Request) -> None:
        if self._token is None:
            return
        header = request.headers.get("Authorization", "")
        scheme, _, presented = header.partition(" ")
        if scheme.lower() != "bearer" or not presented.strip():
            raise _BadRequest(401, "unauthorized", "send the token as 'Authorization: Bearer …'")
        if not hmac.compare_digest(presented.strip().encode(), self._token):
            raise _BadRequest(401, "unauthorized", "the bearer token is not valid")

    async def _parse(self, request: web.Request) -> list[Interaction]:
        content_type = request.content_type
        if content_type not in _JSON_TYPES | _NDJSON_TYPES:
            raise _BadRequest(
                415,
                "unsupported_media_type",
                f"content type {content_type!r} is not accepted; send application/json (an "
                "object or an array of objects) or application/x-ndjson (one object per line)",
            )
        body = await self._body(request)
        if not body.strip():
            raise _BadRequest(400, "empty_body", "the body holds no interaction")
        if content_type in _NDJSON_TYPES:
            decoded = self._decode_lines(body)
        else:
            decoded = self._decode_json(body)
        rejects = [(i, item) for i, item in enumerate(decoded) if isinstance(item, Reject)]
        if rejects:
            unit = "line" if content_type in _NDJSON_TYPES else "index"
            listed = [
                {unit: i + 1 if unit == "line" else i, "reason": r.reason, "detail": r.detail}
                for i, r in rejects[:_MAX_LISTED_ERRORS]
            ]
            raise _BadRequest(
                400,
                "invalid_records",
                f"{len(rejects)} of {len(decoded)} record(s) are not valid interactions; "
                "nothing was accepted",
                records=listed,
            )
        return [item for item in decoded if isinstance(item, Interaction)]

    async def _body(self, request: web.Request) -> bytes:
        limit = self.config.max_body
        too_large = _BadRequest(
            413, "body_too_large", f"the body is larger than {limit} bytes; split the batch"
        )
        if request.content_length is not None and request.content_length > limit:
            raise too_large
        body = bytearray()
        while chunk := await request.content.read(_CHUNK):
            body += chunk
            if len(body) > limit:
                raise too_large
        return bytes(body)

    def _decode_lines(self, body: bytes) -> list[Interaction | Reject]:
        return [
            decode_interaction(line, limits=self._limits, now=self._clock.time)
            for line in body.split(b"\n")
            if line.strip()
        ]

    def _decode_json(self, body: bytes) -> list[Interaction | Reject]:
        try:
            document = orjson.loads(body)
        except orjson.JSONDecodeError as exc:
            raise _BadRequest(400, "invalid_json", f"the body is not JSON: {exc}") from None
        records = document if isinstance(document, list) else [document]
        if not records:
            raise _BadRequest(400, "empty_body", "the array holds no interaction")
        out: list[Interaction | Reject] = []
        for record in records:
            if isinstance(record, Mapping):
                out.append(
                    interaction_from_mapping(record, limits=self._limits, now=self._clock.time)
                )
            else:
                out.append(
                    Reject("not_an_object", f"expected an object, got {type(record).__name__}")
                )
        return out

    def _enqueue(self, interactions: list[Interaction]) -> None:
        if self._closed:
            raise _BadRequest(503, "shutting_down", "the sidecar is shutting down; retry later")
        if len(interactions) > self.config.queue:
            raise _BadRequest(
                413,
                "batch_too_large",
                f"{len(interactions)} interactions exceed the buffer of {self.config.queue}; "
                "split the batch",
            )
        if len(self._buffer) + len(interactions) > self.config.queue:
            raise _BadRequest(
                429, "busy", "the pipeline is full; retry after the indicated time", busy=True
            )
        now = self._clock.monotonic()
        for interaction in interactions:
            self._accepted += 1
            self._buffer.append(
                Delivery(
                    interaction, self._settle, received_at=now, origin=f"http:{self._accepted}"
                )
            )
        self._wake()

    def _error(self, problem: _BadRequest) -> web.Response:
        headers: dict[str, str] = {}
        if problem.status == 401:
            headers["WWW-Authenticate"] = 'Bearer realm="ragas-stream"'
        extra = dict(problem.extra)
        if extra.pop("busy", False) or problem.status == 503:
            headers["Retry-After"] = str(max(1, round(self.config.retry_after)))
        body = {"error": {"code": problem.code, "message": problem.message, **extra}}
        return self._respond(problem.status, body, headers)

    def _respond(
        self, status: int, body: Mapping[str, Any], headers: Mapping[str, str] | None = None
    ) -> web.Response:
        self._responses[status] = self._responses.get(status, 0) + 1
        return web.Response(
            status=status,
            body=orjson.dumps(body),
            content_type="application/json",
            headers=headers,
        )
