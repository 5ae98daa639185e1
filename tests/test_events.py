"""Decoding never raises: every input is an Interaction or a Reject with a reason."""

from __future__ import annotations

import orjson
import pytest

from ragas_stream.events import DecodeLimits, Interaction, Reject, decode_interaction

TRACEPARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"


def _line(**fields: object) -> bytes:
    return orjson.dumps(fields)


def test_paper_field_names_decode() -> None:
    item = decode_interaction(
        _line(question="q?", contexts=["c1", "c2"], answer="a.", ground_truth="r.", id="x1")
    )
    assert isinstance(item, Interaction)
    assert (item.id, item.question, item.contexts, item.answer, item.reference) == (
        "x1",
        "q?",
        ("c1", "c2"),
        "a.",
        "r.",
    )


def test_ragas_library_field_names_decode() -> None:
    item = decode_interaction(
        _line(user_input="q?", retrieved_contexts=["c"], response="a.", reference="r.")
    )
    assert isinstance(item, Interaction)
    assert (item.question, item.contexts, item.answer, item.reference) == ("q?", ("c",), "a.", "r.")


def test_missing_id_is_a_deterministic_content_digest() -> None:
    first = decode_interaction(_line(question="q", answer="a", contexts=["c"]))
    second = decode_interaction(_line(answer="a", contexts=["c"], question="q"))
    other = decode_interaction(_line(question="q", answer="b", contexts=["c"]))
    assert isinstance(first, Interaction) and isinstance(second, Interaction)
    assert isinstance(other, Interaction)
    assert first.id == second.id != other.id


def test_labels_timestamp_and_traceparent() -> None:
    item = decode_interaction(
        _line(
            question="q",
            answer="a",
            labels={"route": "search", "beta": True, "shard": 3},
            timestamp="2026-01-02T03:04:05Z",
            traceparent=TRACEPARENT,
        )
    )
    assert isinstance(item, Interaction)
    assert dict(item.labels) == {"route": "search", "beta": "true", "shard": "3"}
    assert item.timestamp == 1767323045.0
    assert item.trace_id == "4bf92f3577b34da6a3ce929d0e0e4736"
    assert item.span_id == "00f067aa0ba902b7"


def test_millisecond_timestamps_are_normalised() -> None:
    item = decode_interaction(_line(question="q", answer="a", timestamp=1767323045123))
    assert isinstance(item, Interaction)
    assert item.timestamp == pytest.approx(1767323045.123)


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b"{not json", "invalid_json"),
        (b"[1, 2]", "not_an_object"),
        (b'"text"', "not_an_object"),
        (b"\xff\xfe{}", "invalid_utf8"),
        (_line(question="q"), "missing_field"),
        (_line(answer="a"), "missing_field"),
        (_line(question="q", answer=3), "invalid_field"),
        (_line(question="q", answer="a", contexts=[1]), "invalid_field"),
        (_line(question="q", answer="a", labels={"k": {"nested": 1}}), "invalid_field"),
        (_line(question="q", answer="a", traceparent="nope"), "invalid_field"),
        (_line(question="q", answer="a", timestamp="yesterday"), "invalid_field"),
        (_line(question="q", answer="a", id=True), "invalid_field"),
        (_line(question="q", answer="x" * 2_000_000), "too_large"),
    ],
)
def test_bad_input_becomes_a_reject_with_a_reason(raw: bytes, reason: str) -> None:
    item = decode_interaction(raw)
    assert isinstance(item, Reject)
    assert item.reason == reason
    assert item.detail
    assert len(item.preview) <= 512


def test_a_ten_megabyte_answer_is_rejected_not_scored() -> None:
    raw = _line(question="q", answer="word " * 2_000_000)
    item = decode_interaction(raw)
    assert isinstance(item, Reject) and item.reason == "too_large"


def test_field_limit_applies_below_record_limit() -> None:
    limits = DecodeLimits(max_record_bytes=10_000_000, max_field_chars=100)
    item = decode_interaction(_line(question="q", answer="a" * 101), limits=limits)
    assert isinstance(item, Reject) and item.reason == "too_large"
