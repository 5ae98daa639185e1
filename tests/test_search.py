"""Searchers for SAFE: the interaction's contexts, Serper, a generic JSON endpoint (loopback)."""

from __future__ import annotations

import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import anyio
import pytest
from aiohttp import web

from ragas_stream.events import Interaction
from ragas_stream.judges.base import JudgeError
from ragas_stream.judges.search import (
    ContextSearcher,
    HttpJsonSearcher,
    Searcher,
    SearchError,
    SearchResult,
    SerperSearcher,
    build_searcher,
)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
KEY = "sk-test-0123456789abcdef"

TOKYO = Interaction(
    id="i",
    question="How tall is Tokyo Tower?",
    answer="Tokyo Tower is 333 metres tall.",
    contexts=(
        "Tokyo Tower, in Minato, is 333 metres tall. It opened in 1958.",
        "Tokyo has a humid subtropical climate with hot summers.",
    ),
)


@asynccontextmanager
async def serve(handler: Handler, path: str = "/search") -> AsyncIterator[str]:
    app = web.Application()
    app.router.add_route("*", path, handler)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    try:
        yield f"http://127.0.0.1:{port}{path}"
    finally:
        await runner.cleanup()


# --- the interaction's contexts -----------------------------------------------------------------


@pytest.mark.anyio
async def test_context_searcher_ranks_the_matching_sentence_first_and_joins_a_pronoun() -> None:
    searcher = ContextSearcher()
    assert isinstance(searcher, Searcher) and searcher.needs_contexts
    results = await searcher.search("Tokyo Tower opened 1958", limit=3, interaction=TOKYO)
    assert results[0] == SearchResult(
        "Tokyo Tower, in Minato, is 333 metres tall. It opened in 1958.", "", "context:1"
    )
    assert all(r.source.startswith("context:") for r in results)


@pytest.mark.anyio
async def test_context_searcher_returns_nothing_unrelated_and_respects_the_limit() -> None:
    searcher = ContextSearcher()
    assert await searcher.search("penguins", limit=3, interaction=TOKYO) == ()
    assert len(await searcher.search("Tokyo", limit=1, interaction=TOKYO)) == 1
    assert await searcher.search("Tokyo", limit=0, interaction=TOKYO) == ()


# --- Serper -------------------------------------------------------------------------------------


@pytest.mark.anyio
async def test_serper_posts_the_query_with_the_key_and_reads_answer_box_graph_and_results() -> None:
    seen: list[tuple[str | None, Any]] = []

    async def handler(request: web.Request) -> web.Response:
        seen.append((request.headers.get("X-API-KEY"), await request.json()))
        return web.json_response(
            {
                "answerBox": {"answer": "333 m", "title": "Tokyo Tower height"},
                "knowledgeGraph": {"title": "Tokyo Tower", "description": "A tower in Minato."},
                "organic": [
                    {"title": "Wiki", "link": "https://w.example/tt", "snippet": "Opened 1958."},
                    {"title": "No snippet", "link": "https://x.example"},
                    {"title": "Guide", "link": "https://g.example", "snippet": "Visit at dusk."},
                ],
            }
        )

    async with serve(handler) as url:
        searcher = SerperSearcher(url=url, env={"SERPER_API_KEY": KEY})
        with anyio.fail_after(10):
            results = await searcher.search("Tokyo Tower height", limit=3, interaction=TOKYO)
    assert seen == [(KEY, {"q": "Tokyo Tower height", "num": 3})]
    assert [r.text for r in results] == ["333 m", "A tower in Minato.", "Opened 1958."]
    assert results[2].source == "https://w.example/tt"
    assert results[0].as_evidence() == "Tokyo Tower height: 333 m"
    assert KEY not in repr(searcher) and not searcher.needs_contexts


@pytest.mark.anyio
async def test_serper_without_a_key_fails_with_a_reason_before_any_request() -> None:
    searcher = SerperSearcher(url="http://127.0.0.1:9/search", env={})
    with pytest.raises(SearchError) as caught:
        await searcher.search("q", limit=3, interaction=TOKYO)
    assert caught.value.reason == "search_no_key"
    assert isinstance(caught.value, JudgeError)


@pytest.mark.anyio
async def test_serper_error_text_never_carries_the_key() -> None:
    async def handler(request: web.Request) -> web.Response:
        key = request.headers.get("X-API-KEY")
        return web.json_response({"message": f"quota exceeded for key {key}"}, status=429)

    async with serve(handler) as url:
        searcher = SerperSearcher(url=url, env={"SERPER_API_KEY": KEY})
        with pytest.raises(SearchError) as caught, anyio.fail_after(10):
            await searcher.search("q", limit=3, interaction=TOKYO)
    assert caught.value.reason == "search_http_429"
    assert KEY not in str(caught.value) and "quota exceeded" in caught.value.detail


# --- generic JSON endpoint ----------------------------------------------------------------------


@pytest.mark.anyio
async def test_http_json_get_sends_query_and_limit_and_follows_the_results_path() -> None:
    seen: list[dict[str, str]] = []

    async def handler(request: web.Request) -> web.Response:
        seen.append(dict(request.query))
        assert request.headers.get("Authorization") == f"Bearer {KEY}"
        hits = [
            {"doc": {"body": "First passage."}, "name": "A", "href": "u1"},
            {"doc": {"body": ""}, "summary": "Fallback text.", "name": "B"},
            {"doc": {}, "name": "C"},
        ]
        return web.json_response({"data": {"hits": hits}})

    async with serve(handler) as url:
        searcher = HttpJsonSearcher(
            url,
            query_param="query",
            limit_param="size",
            results_path="data.hits",
            text_fields=("doc.body", "summary"),
            title_field="name",
            source_field="href",
            api_key_env="SEARCH_KEY",
            env={"SEARCH_KEY": KEY},
        )
        with anyio.fail_after(10):
            results = await searcher.search("tower height", limit=5, interaction=TOKYO)
    assert seen == [{"query": "tower height", "size": "5"}]
    assert results == (
        SearchResult("First passage.", "A", "u1"),
        SearchResult("Fallback text.", "B", ""),
    )


@pytest.mark.anyio
async def test_http_json_post_sends_a_json_body_and_reads_a_top_level_list() -> None:
    bodies: list[Any] = []

    async def handler(request: web.Request) -> web.Response:
        bodies.append(await request.json())
        return web.json_response([{"text": "one"}, {"text": "two"}, {"text": "three"}])

    async with serve(handler) as url:
        async with HttpJsonSearcher(url, method="POST", results_path="", limit_param=None) as s:
            with anyio.fail_after(10):
                first = await s.search("a", limit=2, interaction=TOKYO)
                second = await s.search("b", limit=2, interaction=TOKYO)
        await s.aclose()  # idempotent
    assert bodies == [{"q": "a"}, {"q": "b"}]
    assert [r.text for r in first] == ["one", "two"] and len(second) == 2


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (web.Response(status=500, text="boom"), "search_http_500"),
        (web.Response(status=200, text="not json"), "search_invalid_reply"),
        (web.json_response({"items": []}), "search_invalid_reply"),
    ],
)
async def test_http_json_failures_are_search_errors_with_a_reason(
    reply: web.Response, reason: str
) -> None:
    async def handler(request: web.Request) -> web.Response:
        return reply

    async with serve(handler) as url:
        searcher = HttpJsonSearcher(url)
        with pytest.raises(SearchError) as caught, anyio.fail_after(10):
            await searcher.search("q", limit=3, interaction=TOKYO)
    assert caught.value.reason == reason


@pytest.mark.anyio
async def test_http_json_timeout_is_a_search_timeout() -> None:
    release = anyio.Event()

    async def handler(request: web.Request) -> web.Response:
        await release.wait()
        return web.json_response({"results": []})

    async with serve(handler) as url:
        searcher = HttpJsonSearcher(url, timeout=0.2)
        with pytest.raises(SearchError) as caught, anyio.fail_after(10):
            await searcher.search("q", limit=3, interaction=TOKYO)
        release.set()
    assert caught.value.reason == "search_timeout"


@pytest.mark.anyio
async def test_http_json_unreachable_endpoint_is_a_connection_error() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    searcher = HttpJsonSearcher(f"http://127.0.0.1:{port}/search")
    with pytest.raises(SearchError) as caught, anyio.fail_after(10):
        await searcher.search("q", limit=3, interaction=TOKYO)
    assert caught.value.reason == "search_connection"


def test_build_searcher_names_the_three_kinds_and_rejects_others() -> None:
    assert isinstance(build_searcher("context"), ContextSearcher)
    assert isinstance(build_searcher("serper", env={}), SerperSearcher)
    http = build_searcher("https://search.example/api", {"results_path": "hits"})
    assert isinstance(http, HttpJsonSearcher) and http.results_path == "hits"
    with pytest.raises(ValueError, match="unknown searcher"):
        build_searcher("bing")
    with pytest.raises(ValueError, match="searcher"):
        build_searcher("https://search.example/api", {"colour": "red"})
    with pytest.raises(ValueError):
        HttpJsonSearcher("ftp://search.example")
