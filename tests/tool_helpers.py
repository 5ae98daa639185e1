"""Finding the external tools some tests run (promtool …)."""

from __future__ import annotations

import importlib.util
import os
import shutil

import pytest


def require_tool(name: str, debian_package: str) -> str:
    """The tool's path; skip without it — unless RAGAS_STREAM_REQUIRE_TOOLS=1 (CI), then fail."""
    found = shutil.which(name)
    if found:
        return found
    message = f"{name} is not installed (apt-get install {debian_package})"
    if os.environ.get("RAGAS_STREAM_REQUIRE_TOOLS") == "1":
        pytest.fail(message + "; RAGAS_STREAM_REQUIRE_TOOLS=1 turns this skip into a failure")
    pytest.skip(message)


def require_module(name: str, extra: str) -> None:
    """Skip when an optional extra's package is missing — unless RAGAS_STREAM_REQUIRE_TOOLS=1
    (CI, which installs the extras through ``dev``), then fail."""
    if importlib.util.find_spec(name) is not None:
        return
    message = f"{name} is not installed (pip install 'ragas-stream[{extra}]')"
    if os.environ.get("RAGAS_STREAM_REQUIRE_TOOLS") == "1":
        pytest.fail(message + "; RAGAS_STREAM_REQUIRE_TOOLS=1 turns this skip into a failure")
    pytest.skip(message)
