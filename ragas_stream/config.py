"""Configuration: frozen value objects loaded from TOML or YAML, then environment overrides.

Precedence, lowest to highest: defaults → the config file → ``RAGAS_STREAM__SECTION__KEY``
environment variables → command-line flags. Every value is validated on load; a mistake raises
``ConfigError`` whose message names the key, what is wrong and how to fix it (the CLI prints it
and exits 2). Unknown keys are errors, with a did-you-mean hint, so a typo never silently falls
back to a default. Secrets are never stored here: endpoints name the environment variable or
file that holds a key.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
import tomllib
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import yaml

from .judges.cascade import DOUBT, check_doubt
from .pipeline import PipelineConfig

__all__ = [
    "AggregateConfig",
    "Config",
    "ConfigError",
    "DeadLetterConfig",
    "ExportersConfig",
    "JudgeConfig",
    "LabelsConfig",
    "LoggingConfig",
    "MetricsConfig",
    "SamplingConfig",
    "ServerConfig",
    "SourceConfig",
    "apply_overrides",
    "load_config",
    "parse_duration",
]

ENV_PREFIX = "RAGAS_STREAM__"


class ConfigError(ValueError):
    """A configuration mistake, with a message fit to show the user as is."""


@dataclass(frozen=True, slots=True)
class SourceConfig:
    """Where interactions come from: ``tail:PATH`` (or a bare path), ``redis://…``,
    ``nats://…``, ``http://HOST:PORT``. ``state_dir`` holds checkpoints and dead letters.
    ``checkpoint_interval`` bounds how often a checkpoint is written; after a crash, at most
    that much settled work (plus what was in flight) is scored again."""

    spec: str = ""
    state_dir: str = "./ragas-stream-state"
    checkpoint_interval: float = 0.1
    start: Literal["beginning", "end"] = "beginning"
    max_record_bytes: int = 1_000_000


@dataclass(frozen=True, slots=True)
class ForceRule:
    """Force ``action`` (keep or drop) when label ``label`` has one of ``values`` (any value
    when ``values`` is empty)."""

    label: str
    values: tuple[str, ...] = ()
    action: Literal["keep", "drop"] = "keep"


@dataclass(frozen=True, slots=True)
class SamplingConfig:
    """Base ``rate``; per-label ``strata`` rates ({label: {value: rate}}); forced rules; a judge
    budget ``max_per_minute`` (0 = none); ``salt`` to pick a different deterministic sample."""

    rate: float = 0.1
    salt: str = ""
    max_per_minute: float = 0.0
    strata: Mapping[str, Mapping[str, float]] = field(default_factory=dict)
    force: tuple[ForceRule, ...] = ()

    def __post_init__(self) -> None:
        rates = [self.rate, *(r for by_value in self.strata.values() for r in by_value.values())]
        for rate in rates:
            if not 0.0 <= rate <= 1.0:
                raise ValueError(f"sampling rate {rate} is outside [0, 1]")
        if self.max_per_minute < 0:
            raise ValueError("max_per_minute must be >= 0 (0 turns the budget off)")


@dataclass(frozen=True, slots=True)
class JudgeConfig:
    """``kind`` ``local`` (offline, default) or ``openai`` (any OpenAI-compatible endpoint).

    For one endpoint, ``url`` + ``model`` (+ ``api_key_env``) suffice; several endpoints with
    priorities, limits and Azure options go in ``endpoints`` (see the README).
    ``shared_limit_url`` (``redis://…``) makes replicas share ``rpm``/``tpm`` through Redis.
    ``graded`` (local judge): verdicts carry a degree of support, so faithfulness and context
    recall rank answers finely; ``false`` gives the papers' exact ratios of yes/no verdicts.
    ``cascade`` (kind ``openai``): the offline judge answers first; only verifications it is
    unsure of go to the LLM judge (``judges.cascade``). ``cascade_doubt`` is the band of
    verdict degrees ``[low, high]`` (exclusive) it is unsure of: the default ``[0.0, 0.5]``
    passes on every statement it does not find stated; ``[0.15, 0.92]`` trusts its
    contradictions and doubts loosely stated support, for fewer LLM requests and less accuracy.
    ``embedder`` (local judge, for answer relevance): ``hashing`` (built in: word overlap) or
    ``wordllama`` (the ``embeddings`` extra: a static sentence embedding shipped inside its
    PyPI package, which places paraphrases near each other).
    """

    kind: Literal["local", "openai"] = "local"
    url: str = ""
    model: str = ""
    embedding_model: str = ""
    api_key_env: str = ""
    api_key_file: str = ""
    rpm: float = 0.0
    tpm: float = 0.0
    timeout: float = 60.0
    shared_limit_url: str = ""
    shared_limit_key: str = ""
    endpoints: tuple[Mapping[str, Any], ...] = ()
    graded: bool = True
    cascade: bool = False
    cascade_doubt: tuple[float, float] = DOUBT
    embedder: Literal["hashing", "wordllama"] = "hashing"

    def __post_init__(self) -> None:
        check_doubt(self.cascade_doubt, "cascade_doubt")


@dataclass(frozen=True, slots=True)
class MetricsConfig:
    """Which metrics to compute, and their options."""

    names: tuple[str, ...] = ("faithfulness", "answer_relevance", "context_relevance")
    answer_relevance_questions: int = 3
    options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """The metrics/health HTTP port. ``port`` 0 picks a free port (printed at start)."""

    host: str = "0.0.0.0"
    port: int = 9464


@dataclass(frozen=True, slots=True)
class ExportersConfig:
    """Enabled exporters by name, and each one's options (``[exporters.jsonl] path = …``)."""

    enabled: tuple[str, ...] = ("prometheus", "otel")
    options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class LabelsConfig:
    """Interaction label keys allowed onto metrics, and the distinct-value cap per key."""

    keys: tuple[str, ...] = ()
    max_values: int = 50


@dataclass(frozen=True, slots=True)
class AggregateConfig:
    """Rolling windows (seconds) for means and confidence intervals, and drift detection."""

    windows: tuple[float, ...] = (300.0, 3600.0)
    baseline: float = 21600.0
    confidence: float = 0.95
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class DeadLetterConfig:
    """Where rejects are written (JSONL); empty = ``<state_dir>/dead-letter.jsonl``."""

    path: str = ""


@dataclass(frozen=True, slots=True)
class LoggingConfig:
    level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "INFO"


@dataclass(frozen=True, slots=True)
class Config:
    """The whole configuration. ``repr`` is safe to log: it never contains a secret."""

    source: SourceConfig = SourceConfig()
    sampling: SamplingConfig = SamplingConfig()
    judge: JudgeConfig = JudgeConfig()
    metrics: MetricsConfig = MetricsConfig()
    pipeline: PipelineConfig = field(default_factory=PipelineConfig)
    server: ServerConfig = ServerConfig()
    exporters: ExportersConfig = ExportersConfig()
    labels: LabelsConfig = LabelsConfig()
    aggregate: AggregateConfig = AggregateConfig()
    dead_letter: DeadLetterConfig = DeadLetterConfig()
    logging: LoggingConfig = LoggingConfig()

    def dead_letter_path(self) -> Path:
        if self.dead_letter.path:
            return Path(self.dead_letter.path)
        return Path(self.source.state_dir) / "dead-letter.jsonl"


_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$")
_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0, None: 1.0}


def parse_duration(text: str) -> float:
    """``"90"``, ``"90s"``, ``"5m"``, ``"1h"``, ``"250ms"`` → seconds."""
    match = _DURATION.match(text)
    if not match:
        raise ValueError(f"{text!r} is not a duration (examples: 30s, 5m, 1h)")
    return float(match.group(1)) * _UNITS[match.group(2)]


def load_config(
    path: Path | None = None,
    *,
    env: Mapping[str, str] | None = None,
    overrides: Mapping[str, Any] | None = None,
) -> Config:
    """Read ``path`` (TOML by default, YAML for .yaml/.yml), apply ``RAGAS_STREAM__*`` from
    ``env``, then ``overrides`` (dotted keys → values), and validate. Raises ``ConfigError``."""
    data: dict[str, Any] = {}
    if path is not None:
        data = _read_file(path)
    for key, value in sorted((env or {}).items()):
        if key.startswith(ENV_PREFIX):
            dotted = key[len(ENV_PREFIX) :].lower().replace("__", ".")
            _set_dotted(data, dotted, _env_value(value), origin=f"environment variable {key}")
    for dotted, value in (overrides or {}).items():
        _set_dotted(data, dotted, value, origin=f"option {dotted}")
    config: Config = _build(Config, data, "")
    return config


def apply_overrides(config: Config, overrides: Mapping[str, Any]) -> Config:
    """Return ``config`` with dotted-key ``overrides`` applied and validated."""
    data = _to_plain(config)
    for dotted, value in overrides.items():
        _set_dotted(data, dotted, value, origin=f"option {dotted}")
    result: Config = _build(Config, data, "")
    return result


def _read_file(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(f"config file {path} does not exist") from None
    except OSError as exc:
        raise ConfigError(f"cannot read config file {path}: {exc.strerror}") from None
    try:
        if path.suffix.lower() in (".yaml", ".yml"):
            loaded = yaml.safe_load(text) or {}
        else:
            loaded = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, yaml.YAMLError) as exc:
        kind = "YAML" if path.suffix.lower() in (".yaml", ".yml") else "TOML"
        raise ConfigError(f"{path} is not valid {kind}: {exc}") from None
    if not isinstance(loaded, dict):
        raise ConfigError(f"{path} must contain a table/mapping at the top level")
    return loaded


def _env_value(text: str) -> Any:
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        return text


def _set_dotted(data: dict[str, Any], dotted: str, value: Any, *, origin: str) -> None:
    parts = dotted.split(".")
    node = data
    for part in parts[:-1]:
        child = node.setdefault(part, {})
        if not isinstance(child, dict):
            raise ConfigError(f"{origin}: {part!r} is not a section")
        node = child
    node[parts[-1]] = value


def _to_plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _to_plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {k: _to_plain(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_to_plain(v) for v in value]
    return value


def _build(cls: type[Any], data: Any, where: str) -> Any:
    if not isinstance(data, Mapping):
        raise ConfigError(f"{where or 'config'} must be a table/mapping")
    hints = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    if "options" in fields:
        # `[exporters.jsonl] path = …` is sugar for `[exporters.options.jsonl] path = …`.
        data = dict(data)
        options = dict(data.get("options") or {})
        for key in [k for k in data if k not in fields and isinstance(data[k], Mapping)]:
            options[key] = data.pop(key)
        if options:
            data["options"] = options
    unknown = [k for k in data if k not in fields]
    if unknown:
        key = unknown[0]
        close = difflib.get_close_matches(key, fields, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        raise ConfigError(
            f"unknown key {_join(where, key)!r}{hint} (known: {', '.join(sorted(fields))})"
        )
    kwargs = {
        name: _convert(hints[name], value, _join(where, name)) for name, value in data.items()
    }
    try:
        return cls(**kwargs)
    except (ValueError, TypeError) as exc:
        raise ConfigError(f"{where or 'config'}: {exc}") from None


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _convert(hint: Any, value: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if dataclasses.is_dataclass(hint):
        return _build(hint, value, where)  # type: ignore[arg-type]
    if origin is Literal:
        if value not in args:
            allowed = ", ".join(repr(a) for a in args)
            raise ConfigError(f"{where} is {value!r}; expected one of {allowed}")
        return value
    if origin in (typing.Union, types.UnionType):
        return _convert(next(a for a in args if a is not type(None)), value, where)
    if origin is tuple:
        if isinstance(value, str):
            value = [v.strip() for v in value.split(",") if v.strip()]
        if not isinstance(value, list | tuple):
            raise ConfigError(f"{where} must be a list")
        return tuple(_convert(args[0], v, f"{where}[{i}]") for i, v in enumerate(value))
    if origin in (Mapping, dict) or (hint is Any and isinstance(value, Mapping)):
        if not isinstance(value, Mapping):
            raise ConfigError(f"{where} must be a table/mapping")
        inner = args[1] if args else Any
        return {str(k): _convert(inner, v, f"{where}.{k}") for k, v in value.items()}
    if hint is Any:
        return value
    if hint is bool:
        if not isinstance(value, bool):
            raise ConfigError(f"{where} must be true or false, not {value!r}")
        return value
    if hint in (int, float):
        if isinstance(value, str) and hint is float:
            try:
                return parse_duration(value)
            except ValueError:
                raise ConfigError(f"{where} must be a number, not {value!r}") from None
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ConfigError(f"{where} must be a number, not {value!r}")
        if hint is int and not float(value).is_integer():
            raise ConfigError(f"{where} must be a whole number, not {value!r}")
        return hint(value)
    if hint is str:
        if not isinstance(value, str | int | float) or isinstance(value, bool):
            raise ConfigError(f"{where} must be a string, not {value!r}")
        return str(value)
    return value
