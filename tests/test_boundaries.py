"""Architectural boundaries that the design promises, checked on the source itself."""

from __future__ import annotations

import ast
from pathlib import Path

import ragas_stream

CORE = Path(ragas_stream.__file__).parent


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_core_never_imports_the_exporters_package() -> None:
    offenders = [
        str(path.relative_to(CORE))
        for path in CORE.rglob("*.py")
        if any(n == "exporters" or n.startswith("exporters.") for n in _imports(path))
    ]
    assert offenders == []


def test_async_core_never_calls_time_sleep() -> None:
    offenders = []
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and node.attr == "sleep"
                and isinstance(node.value, ast.Name)
                and node.value.id == "time"
            ):
                offenders.append(f"{path.relative_to(CORE)}:{node.lineno}")
    assert offenders == []


def test_no_bare_asyncio_create_task() -> None:
    offenders = [
        str(path.relative_to(CORE))
        for path in CORE.rglob("*.py")
        if "create_task(" in path.read_text(encoding="utf-8")
    ]
    assert offenders == []
