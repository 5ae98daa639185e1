"""Searchers: where SAFE looks for evidence about a fact.

A ``Searcher`` turns a query into at most ``limit`` short ``SearchResult`` passages, best first.
Three are provided:

* ``ContextSearcher`` (the default): searches the interaction's own retrieved contexts, offline,
  by a BM25 ranking of their sentences. Facts are then checked against what the RAG service
  retrieved, which is what a monitoring sidecar can afford on every sampled interaction.
* ``SerperSearcher``: Google Search through the Serper API (as in the SAFE paper); the key is
  read from an environment variable.
* ``HttpJsonSearcher``: any HTTP endpoint that answers a query with JSON (an internal search
  service, Elasticsearch behind a proxy, a vector store's REST API): GET or POST, with a
  configurable path to the list of results and the fields that hold their text.

Network searchers enforce a timeout on every request and a concurrency limit, never put the key
anywhere but the request header, and raise ``SearchError`` (a ``JudgeError``, so a metric's
result becomes ``error`` with the reason) on failure. Each opens one HTTP session per search
unless it is used as an async context manager, which keeps one session until ``aclose``.
"""

from __future__ import annotations

import math
import os
from collections import Counter
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Literal, Protocol, Self, runtime_checkable

import aiohttp
import anyio
import orjson

from ..events import Interaction
from .base import JudgeError
from .endpoint import Secret, redact, safe_url
from .text import split_sentences, tokenize

__all__ = [
    "ContextSearcher",
    "HttpJsonSearcher",
    "SearchError",
    "SearchResult",
    "Searcher",
    "SerperSearcher",
    "build_searcher",
]

SERPER_URL = "https://google.serper.dev/search"


class SearchError(JudgeError):
    """A search failed. ``reason`` is ``search_timeout``, ``search_connection``,
    ``search_http_<status>``, ``search_invalid_reply`` or ``search_no_key``; ``detail`` never
    holds the key."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    """One piece of evidence: its ``text`` (a snippet or a passage), a ``title`` and where it
    came from (``source``: a URL, or ``context:N`` for the interaction's N-th context)."""

    text: str
    title: str = ""
    source: str = ""

    def as_evidence(self) -> str:
        """The text a judge sees: the title, if any, then the text."""
        return f"{self.title}: {self.text}" if self.title else self.text


@runtime_checkable
class Searcher(Protocol):
    """Finds evidence for a query.

    ``search`` returns at most ``limit`` results, best first, possibly none; it may run
    concurrently for many queries; it raises ``SearchError`` (never another exception) when
    the search itself fails. ``interaction`` is the one being scored: a searcher over the
    interaction's contexts reads them, web searchers ignore it. ``needs_contexts`` says
    whether an interaction without contexts can be searched at all.
    """

    @property
    def name(self) -> str: ...

    @property
    def needs_contexts(self) -> bool: ...

    async def search(
        self, query: str, *, limit: int, interaction: Interaction
    ) -> tuple[SearchResult, ...]: ...


# --- the interaction's own contexts ------------------------------------------------------------

_K1 = 1.2
_B = 0.75


class ContextSearcher:
    """Searches the interaction's contexts, offline and deterministically.

    The passages are the contexts' sentences; a sentence that opens with a pronoun is joined
    to the one before it, so a result stays readable on its own. Ranking is BM25 over word
    stems; ties keep context order; a passage sharing no word with the query is never
    returned. Pure CPU work, proportional to the contexts' length.
    """

    name = "context"
    needs_contexts = True

    def __repr__(self) -> str:
        return "ContextSearcher()"

    async def search(
        self, query: str, *, limit: int, interaction: Interaction
    ) -> tuple[SearchResult, ...]:
        await anyio.lowlevel.checkpoint()
        return rank_passages(query, _passages(interaction.contexts), limit)


_LEADING_PRONOUNS = frozenset(
    ["it", "its", "they", "their", "he", "she", "his", "her", "this", "these", "that", "those"]
)


def _passages(contexts: Sequence[str]) -> list[SearchResult]:
    out: list[SearchResult] = []
    for number, context in enumerate(contexts, 1):
        previous = ""
        for sentence in split_sentences(context):
            first = tokenize(sentence)[:1]
            text = sentence
            if previous and first and first[0].text in _LEADING_PRONOUNS:
                text = f"{previous} {sentence}"
            out.append(SearchResult(text, "", f"context:{number}"))
            previous = sentence
    return out


def rank_passages(
    query: str, passages: Sequence[SearchResult], limit: int
) -> tuple[SearchResult, ...]:
    """The ``limit`` passages that best match ``query`` by BM25, best first."""
    terms = [t.key for t in tokenize(query) if t.is_content]
    if not terms or not passages or limit <= 0:
        return ()
    docs = [Counter(t.key for t in tokenize(p.text) if t.is_content) for p in passages]
    lengths = [sum(d.values()) for d in docs]
    average = (sum(lengths) / len(lengths)) or 1.0
    frequency = Counter(term for d in docs for term in d)
    count = len(docs)
    scored: list[tuple[float, int]] = []
    for index, doc in enumerate(docs):
        score = 0.0
        for term in set(terms):
            tf = doc.get(term, 0)
            if not tf:
                continue
            idf = math.log(1 + (count - frequency[term] + 0.5) / (frequency[term] + 0.5))
            norm = tf + _K1 * (1 - _B + _B * lengths[index] / average)
            score += idf * tf * (_K1 + 1) / norm
        if score > 0:
            scored.append((-score, index))
    scored.sort()
    return tuple(passages[index] for _, index in scored[:limit])


# --- over HTTP ---------------------------------------------------------------------------------


def _read_key(env_var: str, env: Mapping[str, str] | None) -> Secret | None:
    if not env_var:
        return None
    value = (os.environ if env is None else env).get(env_var, "").strip()
    return Secret(value) if value else None


class _HttpSearcher:
    """Shared HTTP machinery: timeout, concurrency limit, session handling, error mapping."""

    name = "http"
    needs_contexts = False

    def __init__(self, url: str, *, timeout: float, max_concurrency: int) -> None:
        if not timeout > 0:
            raise ValueError("timeout must be > 0")
        if max_concurrency < 1:
            raise ValueError("max_concurrency must be >= 1")
        self.url = url
        self.timeout = timeout
        self._limiter = anyio.CapacityLimiter(max_concurrency)
        self._session: aiohttp.ClientSession | None = None
        self._secret: Secret | None = None

    async def __aenter__(self) -> Self:
        if self._session is None:
            self._session = aiohttp.ClientSession()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the shared session, if one is open. Idempotent."""
        session, self._session = self._session, None
        if session is not None:
            with anyio.CancelScope(shield=True):
                await session.close()

    @asynccontextmanager
    async def _client(self) -> AsyncIterator[aiohttp.ClientSession]:
        if self._session is not None:
            yield self._session
            return
        async with aiohttp.ClientSession() as session:
            yield session

    async def _request(
        self,
        method: str,
        *,
        headers: Mapping[str, str],
        params: Mapping[str, str] | None = None,
        body: Any = None,
    ) -> Any:
        where = safe_url(self.url)
        data = orjson.dumps(body) if body is not None else None
        async with self._limiter, self._client() as session:
            try:
                with anyio.fail_after(self.timeout):
                    async with session.request(
                        method, self.url, headers=dict(headers), params=params, data=data
                    ) as response:
                        status = response.status
                        raw = await response.read()
            except TimeoutError:
                raise SearchError("search_timeout", f"{where} did not answer in time") from None
            except (aiohttp.ClientError, OSError):
                raise SearchError("search_connection", f"{where} could not be reached") from None
        if status != 200:
            text = redact(raw[:200].decode("utf-8", "replace"), self._secret)
            detail = f"{where} answered HTTP {status}"
            if status not in (401, 403) and text.strip():
                detail += ": " + text
            raise SearchError(f"search_http_{status}", redact(detail, self._secret))
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            raise SearchError(
                "search_invalid_reply", f"{where} sent a body that is not JSON"
            ) from None


def _text(value: Any) -> str:
    return " ".join(value.split()) if isinstance(value, str) else ""


class SerperSearcher(_HttpSearcher):
    """Google Search through the Serper API (``POST {"q": query, "num": limit}`` with the key
    in ``X-API-KEY``). Results: the answer box, then the knowledge-graph description, then the
    organic results' snippets, at most ``limit``. ``url`` can point elsewhere for tests."""

    name = "serper"

    def __init__(
        self,
        *,
        api_key_env: str = "SERPER_API_KEY",
        url: str = SERPER_URL,
        timeout: float = 15.0,
        max_concurrency: int = 4,
        env: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(url, timeout=timeout, max_concurrency=max_concurrency)
        self._secret = _read_key(api_key_env, env)
        self._key_env = api_key_env

    def __repr__(self) -> str:
        key = "***" if self._secret else None
        return f"SerperSearcher(url={safe_url(self.url)!r}, key={key})"

    async def search(
        self, query: str, *, limit: int, interaction: Interaction
    ) -> tuple[SearchResult, ...]:
        if self._secret is None:
            raise SearchError("search_no_key", f"set {self._key_env} to use the Serper searcher")
        body = await self._request(
            "POST",
            headers={"X-API-KEY": self._secret.reveal(), "Content-Type": "application/json"},
            body={"q": query, "num": max(1, limit)},
        )
        if not isinstance(body, dict):
            raise SearchError("search_invalid_reply", "the Serper reply is not an object")
        found: list[SearchResult] = []
        box = body.get("answerBox")
        if isinstance(box, dict):
            text = _text(box.get("answer")) or _text(box.get("snippet"))
            if text:
                found.append(SearchResult(text, _text(box.get("title")), _text(box.get("link"))))
        graph = body.get("knowledgeGraph")
        if isinstance(graph, dict) and _text(graph.get("description")):
            found.append(SearchResult(_text(graph.get("description")), _text(graph.get("title"))))
        organic = body.get("organic")
        for item in organic if isinstance(organic, list) else []:
            if isinstance(item, dict) and _text(item.get("snippet")):
                found.append(
                    SearchResult(
                        _text(item.get("snippet")),
                        _text(item.get("title")),
                        _text(item.get("link")),
                    )
                )
        return tuple(found[:limit])


def _dig(value: Any, path: str) -> Any:
    for part in [p for p in path.split(".") if p]:
        if isinstance(value, dict):
            value = value.get(part)
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return None
    return value


class HttpJsonSearcher(_HttpSearcher):
    """A generic JSON search endpoint.

    ``GET url?{query_param}=QUERY[&{limit_param}=LIMIT]``, or with ``method="POST"`` a JSON body
    ``{query_param: QUERY, limit_param: LIMIT}``. The results are the list at ``results_path``
    (dotted, e.g. ``"hits.hits"``; empty for a top-level list); each result's text is the first
    non-empty of ``text_fields`` (dotted paths too), its title ``title_field`` and its source
    ``source_field``. An optional key, read from ``api_key_env``, goes in ``api_key_header``
    after ``api_key_prefix``.
    """

    name = "http"

    def __init__(
        self,
        url: str,
        *,
        method: Literal["GET", "POST"] = "GET",
        query_param: str = "q",
        limit_param: str | None = "limit",
        results_path: str = "results",
        text_fields: Sequence[str] = ("snippet", "text", "content"),
        title_field: str = "title",
        source_field: str = "url",
        api_key_env: str = "",
        api_key_header: str = "Authorization",
        api_key_prefix: str = "Bearer ",
        timeout: float = 10.0,
        max_concurrency: int = 4,
        env: Mapping[str, str] | None = None,
    ) -> None:
        if method not in ("GET", "POST"):
            raise ValueError("method must be GET or POST")
        if not url.startswith(("http://", "https://")):
            raise ValueError("url must be an http:// or https:// URL")
        if not text_fields:
            raise ValueError("text_fields must name at least one field")
        super().__init__(url, timeout=timeout, max_concurrency=max_concurrency)
        self.method = method
        self.query_param = query_param
        self.limit_param = limit_param
        self.results_path = results_path
        self.text_fields = tuple(text_fields)
        self.title_field = title_field
        self.source_field = source_field
        self._secret = _read_key(api_key_env, env)
        self._key_header = api_key_header
        self._key_prefix = api_key_prefix

    def __repr__(self) -> str:
        key = "***" if self._secret else None
        return f"HttpJsonSearcher(url={safe_url(self.url)!r}, method={self.method}, key={key})"

    async def search(
        self, query: str, *, limit: int, interaction: Interaction
    ) -> tuple[SearchResult, ...]:
        headers = {"Accept": "application/json"}
        if self._secret is not None:
            headers[self._key_header] = self._key_prefix + self._secret.reveal()
        arguments: dict[str, Any] = {self.query_param: query}
        if self.limit_param:
            arguments[self.limit_param] = max(1, limit)
        if self.method == "GET":
            params = {key: str(value) for key, value in arguments.items()}
            body = await self._request("GET", headers=headers, params=params)
        else:
            headers["Content-Type"] = "application/json"
            body = await self._request("POST", headers=headers, body=arguments)
        items = _dig(body, self.results_path)
        if not isinstance(items, list):
            raise SearchError(
                "search_invalid_reply", f"no list of results at {self.results_path or '(top)'!r}"
            )
        found: list[SearchResult] = []
        for item in items:
            text = next(
                (_text(_dig(item, f)) for f in self.text_fields if _text(_dig(item, f))), ""
            )
            if text:
                title = _text(_dig(item, self.title_field))
                found.append(SearchResult(text, title, _text(_dig(item, self.source_field))))
        return tuple(found[:limit])


def build_searcher(
    spec: str, options: Mapping[str, Any] | None = None, *, env: Mapping[str, str] | None = None
) -> Searcher:
    """The searcher a configuration names: ``context``, ``serper``, or an ``http://`` /
    ``https://`` URL (a ``HttpJsonSearcher``). ``options`` are passed to its constructor (e.g.
    ``results_path``, ``api_key_env``); an unknown option raises ``ValueError``."""
    opts = dict(options or {})
    kind = spec.strip()
    try:
        if kind == "context":
            if opts:
                raise ValueError(f"the context searcher takes no options, got {sorted(opts)}")
            return ContextSearcher()
        if kind == "serper":
            return SerperSearcher(env=env, **opts)
        if kind.startswith(("http://", "https://")):
            return HttpJsonSearcher(kind, env=env, **opts)
    except TypeError as exc:
        raise ValueError(f"searcher {kind!r}: {exc}") from None
    raise ValueError(f"unknown searcher {spec!r}; use context, serper or an http(s):// URL")
