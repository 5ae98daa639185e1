"""Shared fixtures. Tests run on anyio's asyncio backend, with a fresh Prometheus registry."""

from __future__ import annotations

import os
import socket
from collections.abc import AsyncIterator

import pytest
from prometheus_client import CollectorRegistry
from redis.asyncio import Redis


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def registry() -> CollectorRegistry:
    return CollectorRegistry()


def _reachable(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1.0):
            return True
    except OSError:
        return False


def require_service(name: str, host: str, port: int) -> None:
    """Skip when a broker is absent — unless RAGAS_STREAM_REQUIRE_BROKERS=1 (CI), then fail."""
    if _reachable(host, port):
        return
    message = f"{name} is not reachable at {host}:{port}"
    if os.environ.get("RAGAS_STREAM_REQUIRE_BROKERS") == "1":
        pytest.fail(message + " (RAGAS_STREAM_REQUIRE_BROKERS=1 turns this skip into a failure)")
    pytest.skip(message)


@pytest.fixture
def redis_url() -> str:
    host, port = os.environ.get("RAGAS_STREAM_TEST_REDIS", "127.0.0.1:6379").split(":")
    require_service("Redis", host, int(port))
    return f"redis://{host}:{port}/0"


@pytest.fixture
def nats_url() -> str:
    host, port = os.environ.get("RAGAS_STREAM_TEST_NATS", "127.0.0.1:4222").split(":")
    require_service("NATS", host, int(port))
    return f"nats://{host}:{port}"


@pytest.fixture
async def redis(redis_url: str) -> AsyncIterator[Redis]:
    """An async Redis client on the test server, closed after the test."""
    client = Redis.from_url(redis_url)
    try:
        yield client
    finally:
        await client.aclose()
