"""The ``Interaction`` record and its decoder.

Decoding never raises: any input becomes either an ``Interaction`` or a ``Reject`` whose
``reason`` is a short, bounded code (safe as a metric label) and whose ``detail`` says what was
wrong in words. Both the Ragas paper's field names and the Ragas library's are accepted.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType
from typing import Any

import orjson

__all__ = [
    "DecodeLimits",
    "Interaction",
    "Reject",
    "decode_interaction",
    "interaction_from_mapping",
]

_TRACEPARENT = re.compile(r"^[0-9a-f]{2}-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$")

# First name wins when several are present.
_QUESTION_KEYS = ("question", "user_input")
_ANSWER_KEYS = ("answer", "response")
_CONTEXT_KEYS = ("contexts", "retrieved_contexts")
_REFERENCE_KEYS = ("ground_truth", "reference", "ground_truths")


@dataclass(frozen=True, slots=True)
class DecodeLimits:
    """Size limits applied while decoding; anything larger is rejected with ``too_large``."""

    max_record_bytes: int = 1_000_000
    max_field_chars: int = 200_000
    max_contexts: int = 64
    max_labels: int = 32
    max_label_chars: int = 256


@dataclass(frozen=True, slots=True)
class Interaction:
    """One question/answer turn of the watched RAG service. Immutable.

    ``id`` is the caller's id, or a deterministic digest of the content when absent, so that
    replays and replicas sample and deduplicate alike. ``timestamp`` is Unix seconds.
    """

    id: str
    question: str
    answer: str
    contexts: tuple[str, ...] = ()
    reference: str | None = None
    timestamp: float = 0.0
    labels: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    traceparent: str | None = None

    @property
    def trace_id(self) -> str | None:
        """The 32-hex trace id of ``traceparent``, if any."""
        if self.traceparent is None:
            return None
        match = _TRACEPARENT.match(self.traceparent)
        return match.group(1) if match else None

    @property
    def span_id(self) -> str | None:
        """The 16-hex parent span id of ``traceparent``, if any."""
        if self.traceparent is None:
            return None
        match = _TRACEPARENT.match(self.traceparent)
        return match.group(2) if match else None


@dataclass(frozen=True, slots=True)
class Reject:
    """Input that could not become an ``Interaction``.

    ``reason`` is one of a fixed set of codes: ``invalid_utf8``, ``invalid_json``,
    ``not_an_object``, ``missing_field``, ``invalid_field``, ``too_large``, and — from broker
    sources — ``too_many_deliveries`` (a poison message redelivered past its limit).
    ``preview`` holds at most the first 512 bytes of the raw input, for the dead-letter sink.
    """

    reason: str
    detail: str
    preview: bytes = b""
    id: str | None = None


def _reject(reason: str, detail: str, raw: bytes = b"", rid: str | None = None) -> Reject:
    return Reject(reason, detail, raw[:512], rid)


def decode_interaction(
    raw: bytes,
    *,
    limits: DecodeLimits = DecodeLimits(),
    now: Callable[[], float] | None = None,
) -> Interaction | Reject:
    """Decode one JSON record (a log line, a queue message). Never raises."""
    if len(raw) > limits.max_record_bytes:
        return _reject(
            "too_large",
            f"record is {len(raw)} bytes; the limit is {limits.max_record_bytes}",
            raw,
        )
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return _reject("invalid_utf8", f"not UTF-8 at byte {exc.start}", raw)
    try:
        obj = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        return _reject("invalid_json", f"not JSON: {exc}", raw)
    if not isinstance(obj, dict):
        return _reject("not_an_object", f"expected a JSON object, got {type(obj).__name__}", raw)
    result = interaction_from_mapping(obj, limits=limits, now=now)
    if isinstance(result, Reject):
        return Reject(result.reason, result.detail, raw[:512], result.id)
    return result


def _pick(obj: Mapping[str, Any], keys: tuple[str, ...]) -> tuple[str | None, Any]:
    for key in keys:
        if key in obj and obj[key] is not None:
            return key, obj[key]
    return None, None


def interaction_from_mapping(
    obj: Mapping[str, Any],
    *,
    limits: DecodeLimits = DecodeLimits(),
    now: Callable[[], float] | None = None,
) -> Interaction | Reject:
    """Build an ``Interaction`` from an already-parsed mapping. Never raises."""
    try:
        return _from_mapping(obj, limits, now)
    except _Invalid as exc:
        rid = obj.get("id") if isinstance(obj.get("id"), str) else None
        return _reject(exc.reason, exc.detail, rid=rid)


class _Invalid(Exception):
    def __init__(self, reason: str, detail: str) -> None:
        self.reason, self.detail = reason, detail


def _text(name: str, value: Any, limits: DecodeLimits) -> str:
    if not isinstance(value, str):
        raise _Invalid("invalid_field", f"{name} must be a string, got {type(value).__name__}")
    if len(value) > limits.max_field_chars:
        raise _Invalid(
            "too_large", f"{name} has {len(value)} characters; limit {limits.max_field_chars}"
        )
    return value


def _from_mapping(
    obj: Mapping[str, Any], limits: DecodeLimits, now: Callable[[], float] | None
) -> Interaction:
    qkey, question = _pick(obj, _QUESTION_KEYS)
    if qkey is None:
        raise _Invalid("missing_field", "no question (expected 'question' or 'user_input')")
    akey, answer = _pick(obj, _ANSWER_KEYS)
    if akey is None:
        raise _Invalid("missing_field", "no answer (expected 'answer' or 'response')")
    question = _text(qkey, question, limits)
    answer = _text(akey, answer, limits)

    ckey, raw_contexts = _pick(obj, _CONTEXT_KEYS)
    contexts: tuple[str, ...] = ()
    if ckey is not None:
        if isinstance(raw_contexts, str):
            raw_contexts = [raw_contexts]
        if not isinstance(raw_contexts, list):
            raise _Invalid("invalid_field", f"{ckey} must be a list of strings")
        if len(raw_contexts) > limits.max_contexts:
            raise _Invalid(
                "too_large", f"{len(raw_contexts)} contexts; limit {limits.max_contexts}"
            )
        contexts = tuple(_text(f"{ckey}[{i}]", c, limits) for i, c in enumerate(raw_contexts))

    rkey, reference = _pick(obj, _REFERENCE_KEYS)
    if rkey is not None:
        if isinstance(reference, list):  # Ragas v0.1 `ground_truths: [str]`
            reference = " ".join(str(r) for r in reference)
        reference = _text(rkey, reference, limits)

    labels = _labels(obj.get("labels"), limits)
    timestamp = _timestamp(obj.get("timestamp"), now)
    traceparent = obj.get("traceparent")
    if traceparent is not None:
        if not isinstance(traceparent, str) or not _TRACEPARENT.match(traceparent.lower()):
            raise _Invalid("invalid_field", "traceparent is not a W3C traceparent")
        traceparent = traceparent.lower()

    rid = obj.get("id")
    if rid is None:
        rid = _content_id(question, answer, contexts)
    elif isinstance(rid, int | str) and not isinstance(rid, bool):
        rid = str(rid)
        if not rid or len(rid) > 256:
            raise _Invalid("invalid_field", "id must be 1 to 256 characters")
    else:
        raise _Invalid("invalid_field", "id must be a string or an integer")

    return Interaction(
        id=rid,
        question=question,
        answer=answer,
        contexts=contexts,
        reference=reference,
        timestamp=timestamp,
        labels=MappingProxyType(labels),
        traceparent=traceparent,
    )


def _labels(raw: Any, limits: DecodeLimits) -> dict[str, str]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise _Invalid("invalid_field", "labels must be a flat object of strings")
    if len(raw) > limits.max_labels:
        raise _Invalid("too_large", f"{len(raw)} labels; limit {limits.max_labels}")
    labels: dict[str, str] = {}
    for key, value in raw.items():
        if isinstance(value, bool):
            text = "true" if value else "false"
        elif isinstance(value, str | int | float):
            text = str(value)
        else:
            raise _Invalid("invalid_field", f"label {key!r} must be a string")
        if len(key) > limits.max_label_chars or len(text) > limits.max_label_chars:
            raise _Invalid("too_large", f"label {key!r} longer than {limits.max_label_chars}")
        labels[str(key)] = text
    return labels


def _timestamp(raw: Any, now: Callable[[], float] | None) -> float:
    if raw is None:
        return now() if now is not None else 0.0
    if isinstance(raw, int | float) and not isinstance(raw, bool):
        value = float(raw)
        if value > 1e12:  # milliseconds
            value /= 1000.0
        if not math.isfinite(value) or value < 0:
            raise _Invalid("invalid_field", "timestamp must be a finite, non-negative number")
        return value
    if isinstance(raw, str):
        try:
            parsed = datetime.fromisoformat(raw.replace("Z", "+00:00"))
        except ValueError:
            raise _Invalid("invalid_field", f"timestamp {raw[:40]!r} is not ISO 8601") from None
        if parsed.tzinfo is None:
            raise _Invalid("invalid_field", "timestamp needs a time zone (e.g. a trailing Z)")
        return parsed.timestamp()
    raise _Invalid("invalid_field", "timestamp must be a number or an ISO 8601 string")


def _content_id(question: str, answer: str, contexts: tuple[str, ...]) -> str:
    digest = hashlib.blake2b(digest_size=16)
    for part in (question, answer, *contexts):
        digest.update(part.encode("utf-8", "surrogatepass"))
        digest.update(b"\x1f")
    return "sha-" + digest.hexdigest()
