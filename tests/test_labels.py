"""Label-cardinality control: the allow-list, the per-key cap, and the overflow count."""

from __future__ import annotations

import threading

import pytest

from ragas_stream.labels import OVERFLOW_VALUE, LabelLimiter


def test_only_allow_listed_keys_pass_in_allow_list_order() -> None:
    limiter = LabelLimiter(["route", "model"])
    out = limiter.bound({"model": "m1", "request_id": "r-123", "route": "search"})
    assert out == ("search", "m1")
    assert limiter.as_dict(out) == {"route": "search", "model": "m1"}
    assert LabelLimiter().bound({"route": "search"}) == ()


def test_values_beyond_the_cap_become_other_and_are_counted_per_key() -> None:
    limiter = LabelLimiter(["route", "model"], max_values=2)
    seen = [limiter.bound({"route": f"r{i}", "model": "m"}) for i in range(5)]
    assert [route for route, _ in seen] == ["r0", "r1", OVERFLOW_VALUE, "other", "other"]
    stats = limiter.statistics()
    assert stats.overflowed == {"route": 3, "model": 0}
    assert stats.distinct == {"route": 2, "model": 1}
    # an admitted value keeps mapping to itself after the cap is reached
    assert limiter.bound({"route": "r1"}) == ("r1", "")


def test_an_absent_or_empty_value_is_empty_and_takes_no_slot() -> None:
    limiter = LabelLimiter(["route"], max_values=1)
    assert limiter.bound({}) == ("",)
    assert limiter.bound({"route": ""}) == ("",)
    assert limiter.bound({"route": "search"}) == ("search",)
    assert limiter.statistics().overflowed == {"route": 0}


def test_a_second_consumer_admits_without_counting_overflow_again() -> None:
    limiter = LabelLimiter(["route"], max_values=1)
    assert limiter.bound({"route": "a"}, record=False) == ("a",)
    assert limiter.bound({"route": "b"}) == ("other",)
    assert limiter.bound({"route": "b"}, record=False) == ("other",)
    assert limiter.statistics().overflowed == {"route": 1}


@pytest.mark.parametrize(
    ("keys", "message"),
    [
        (["user.tier"], "not a valid Prometheus label name"),
        (["1st"], "not a valid Prometheus label name"),
        (["__route"], "not a valid Prometheus label name"),
        (["metric"], "reserved"),
        (["window"], "reserved"),
        (["route", "route"], "listed twice"),
    ],
)
def test_keys_that_cannot_be_metric_labels_are_refused(keys: list[str], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        LabelLimiter(keys)


def test_a_cap_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        LabelLimiter(["route"], max_values=0)


def test_the_cap_holds_under_concurrent_use_from_threads() -> None:
    limiter = LabelLimiter(["route"], max_values=50)
    outputs: list[set[str]] = []

    def worker(n: int) -> None:
        outputs.append({limiter.bound({"route": f"t{n}-{i}"})[0] for i in range(1000)})
        limiter.statistics()

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    emitted = set().union(*outputs) - {OVERFLOW_VALUE}
    stats = limiter.statistics()
    assert len(emitted) == stats.distinct["route"] == 50
    assert stats.overflowed["route"] == 4000 - 50


def test_repr_names_the_policy() -> None:
    assert repr(LabelLimiter(["route"], 5)) == "LabelLimiter(keys=('route',), max_values=5)"
