"""Judge endpoint configuration and the secret it needs, kept apart so neither leaks.

``EndpointConfig`` is a frozen value that never holds a key: it names the environment variable
or the file that does. ``Secret`` wraps a key once it is read; its ``repr`` and ``str`` are
``'***'`` and only ``reveal()`` gives the text, so a key cannot reach a log line by accident.
``redact`` scrubs a key (and anything shaped like a provider key) out of text that came back
from a server before it goes into an error message.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal
from urllib.parse import urlsplit, urlunsplit

__all__ = [
    "DEFAULT_AZURE_API_VERSION",
    "EndpointConfig",
    "EndpointError",
    "Secret",
    "redact",
    "safe_url",
]

DEFAULT_AZURE_API_VERSION = "2024-10-21"
_NAME = re.compile(r"^[A-Za-z0-9_.:-]{1,64}$")
_KEY_SHAPES = re.compile(r"\b(?:sk|rk|pk)-[A-Za-z0-9_*.\-]{6,}")


class EndpointError(ValueError):
    """An endpoint is misconfigured (bad field, missing key). The message never holds a key."""


class Secret:
    """An API key. ``repr``/``str`` show ``'***'``; ``reveal()`` returns the text."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        """The key itself; call only where it goes into a request header."""
        return self._value

    def __repr__(self) -> str:
        return "Secret('***')"

    __str__ = __repr__

    def __bool__(self) -> bool:
        return bool(self._value)


def safe_url(url: str) -> str:
    """``url`` without user info, query or fragment (where keys sometimes hide)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "<unparseable url>"
    host = parts.hostname or ""
    if parts.port is not None:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def redact(text: str, secret: Secret | None = None) -> str:
    """``text`` with ``secret`` and anything shaped like a provider key replaced by ``***``."""
    if secret:
        value = secret.reveal()
        text = text.replace(value, "***")
        # Providers echo keys abbreviated (``sk-abc...xyz``); drop long fragments too.
        if len(value) >= 16:
            text = text.replace(value[:8], "***").replace(value[-8:], "***")
    return _KEY_SHAPES.sub("***", text)


@dataclass(frozen=True, slots=True, repr=False)
class EndpointConfig:
    """One OpenAI-compatible judge endpoint (OpenAI, Azure OpenAI, vLLM, Ollama, LiteLLM).

    ``base_url``: for ``kind="openai"`` the API root including ``/v1`` (``https://api.openai.com
    /v1``, ``http://localhost:11434/v1``); for ``kind="azure"`` the resource endpoint
    (``https://NAME.openai.azure.com``) — ``model`` and ``embedding_model`` are then deployment
    names and ``api_version`` is sent as a query parameter. The key is read from the environment
    variable ``api_key_env`` or the file ``api_key_file`` (first line); neither set means no key
    (local servers). ``rpm``/``tpm``: limits to enforce client-side, ``None`` to discover them
    (headers, then additive-increase/multiplicative-decrease). ``priority``: lower is tried
    first when several endpoints are configured. ``fuse``: answer several questions in one chat
    request. ``structured_output``: ``json_schema`` (``response_format`` with the reply schema),
    ``json_object`` (JSON mode) or ``text`` (JSON asked for in words, parsed from the text).
    ``timeout``: seconds for one HTTP request, always on. ``shared_limit_url``: a
    ``redis://`` URL whose budget every replica with the same ``shared_limit_key`` (default: the
    endpoint's name) shares, so that N sidecars together stay under ``rpm``/``tpm``.
    """

    name: str
    base_url: str
    model: str
    embedding_model: str = ""
    kind: Literal["openai", "azure"] = "openai"
    api_key_env: str = ""
    api_key_file: str = ""
    api_version: str = ""
    rpm: float | None = None
    tpm: float | None = None
    max_concurrency: int = 16
    timeout: float = 60.0
    priority: int = 0
    fuse: bool = True
    structured_output: Literal["json_schema", "json_object", "text"] = "json_schema"
    shared_limit_url: str = ""
    shared_limit_key: str = ""

    def __post_init__(self) -> None:
        if not _NAME.match(self.name):
            raise EndpointError(
                f"endpoint name {self.name!r} must be 1-64 letters, digits or _.:- "
                "(it becomes a metric label)"
            )
        parts = urlsplit(self.base_url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise EndpointError(
                f"endpoint {self.name}: base_url must be an http(s) URL, "
                f"got {safe_url(self.base_url)!r}"
            )
        if parts.username or parts.password or parts.query:
            raise EndpointError(
                f"endpoint {self.name}: put no credentials or query in base_url; "
                "use api_key_env or api_key_file"
            )
        if not self.model and not self.embedding_model:
            raise EndpointError(f"endpoint {self.name}: set model and/or embedding_model")
        if self.kind not in ("openai", "azure"):
            raise EndpointError(f"endpoint {self.name}: kind must be 'openai' or 'azure'")
        if self.structured_output not in ("json_schema", "json_object", "text"):
            raise EndpointError(
                f"endpoint {self.name}: structured_output must be json_schema, json_object or text"
            )
        if self.api_key_env and self.api_key_file:
            raise EndpointError(f"endpoint {self.name}: set api_key_env or api_key_file, not both")
        for label, value in (("rpm", self.rpm), ("tpm", self.tpm)):
            if value is not None and not value > 0:
                raise EndpointError(f"endpoint {self.name}: {label} must be > 0 or unset")
        if self.max_concurrency < 1:
            raise EndpointError(f"endpoint {self.name}: max_concurrency must be >= 1")
        if not self.timeout > 0:
            raise EndpointError(f"endpoint {self.name}: timeout must be > 0 seconds")

    def __repr__(self) -> str:
        key = (
            f"env:{self.api_key_env}"
            if self.api_key_env
            else ("file" if self.api_key_file else "none")
        )
        limits = f"rpm={self.rpm}, tpm={self.tpm}, max_concurrency={self.max_concurrency}"
        return (
            f"EndpointConfig(name={self.name!r}, kind={self.kind!r}, "
            f"base_url={safe_url(self.base_url)!r}, model={self.model!r}, "
            f"embedding_model={self.embedding_model!r}, key={key}, {limits}, "
            f"timeout={self.timeout}, priority={self.priority}, fuse={self.fuse}, "
            f"structured_output={self.structured_output!r}, "
            f"shared_limit={safe_url(self.shared_limit_url) if self.shared_limit_url else None!r})"
        )

    @property
    def provider(self) -> str:
        """The GenAI semantic-convention provider name."""
        return "azure.ai.openai" if self.kind == "azure" else "openai"

    def url(self, operation: str) -> str:
        """The URL of ``operation`` (``chat`` or ``embeddings``) on this endpoint."""
        path = "chat/completions" if operation == "chat" else "embeddings"
        root = self.base_url.rstrip("/")
        if self.kind == "azure":
            deployment = self.model if operation == "chat" else self.embedding_model
            version = self.api_version or DEFAULT_AZURE_API_VERSION
            return f"{root}/openai/deployments/{deployment}/{path}?api-version={version}"
        return f"{root}/{path}"

    def model_for(self, operation: str) -> str:
        """The model (or Azure deployment) used for ``operation``."""
        return self.model if operation == "chat" else self.embedding_model

    def read_secret(self, env: Mapping[str, str]) -> Secret | None:
        """Read the key from ``env`` or the key file; ``None`` when none is configured.

        Raises ``EndpointError`` (naming the variable or file, never a value) when the
        configured source is missing or empty.
        """
        if self.api_key_env:
            value = env.get(self.api_key_env, "").strip()
            if not value:
                raise EndpointError(
                    f"endpoint {self.name}: environment variable {self.api_key_env} is not set"
                )
            return Secret(value)
        if self.api_key_file:
            try:
                lines = Path(self.api_key_file).read_text(encoding="utf-8").splitlines()
            except OSError as exc:
                raise EndpointError(
                    f"endpoint {self.name}: cannot read api_key_file {self.api_key_file}: "
                    f"{exc.strerror or type(exc).__name__}"
                ) from None
            value = lines[0].strip() if lines else ""
            if not value:
                raise EndpointError(
                    f"endpoint {self.name}: api_key_file {self.api_key_file} is empty"
                )
            return Secret(value)
        return None

    def auth_headers(self, secret: Secret | None) -> dict[str, str]:
        """The authentication header for ``secret`` (none without a key)."""
        if not secret:
            return {}
        if self.kind == "azure":
            return {"api-key": secret.reveal()}
        return {"Authorization": "Bearer " + secret.reveal()}
