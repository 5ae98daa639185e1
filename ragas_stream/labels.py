"""Bounded metric labels: an allow-list of interaction label keys, a cap on values per key.

A metrics backend dies of cardinality, not of volume: one client that puts a request id in a
label would create a new series per request. ``LabelLimiter`` is the single gate between an
interaction's free-form ``labels`` and anything that becomes a metric label or an aggregation
key. Only allow-listed keys pass; for each key the first ``max_values`` distinct values are
admitted (first come, first served, for the limiter's lifetime) and every later value becomes
``other``, counted per key. The number of label sets that can ever come out is therefore at most
the product over keys of ``max_values + 2`` (the admitted values, ``other``, and absent).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

__all__ = [
    "OVERFLOW_VALUE",
    "RESERVED_LABEL_NAMES",
    "LabelLimiter",
    "LabelStatistics",
]

OVERFLOW_VALUE = "other"
"""The value that replaces a label value once its key has reached the cap."""

RESERVED_LABEL_NAMES = frozenset(
    {"metric", "window", "scope", "direction", "key", "le", "quantile", "job", "instance"}
)
"""Label names our own series use (or Prometheus attaches); a user key may not take them."""

_LABEL_NAME = re.compile(r"^[a-zA-Z_][a-zA-Z0-9_]*$")


@dataclass(frozen=True, slots=True)
class LabelStatistics:
    """A point-in-time copy of a limiter's state.

    ``distinct``: admitted values per key; ``overflowed``: how many label values were replaced
    by ``other``, per key, since the limiter was created (a monotonic count).
    """

    keys: tuple[str, ...]
    max_values: int
    distinct: Mapping[str, int]
    overflowed: Mapping[str, int]


class LabelLimiter:
    """Maps an interaction's labels to a bounded tuple of values, one per allowed key.

    Guarantees: for each key at most ``max_values`` distinct values ever come out, plus
    ``other`` and ``""`` (the key is absent or empty; Prometheus treats an empty label value as
    no label). Keys outside the allow-list are ignored and not counted: nobody asked for them.
    A value, once admitted, maps to itself for the limiter's life, so the same input always
    yields the same output. Thread-safe: ``bound`` runs on the event loop while ``statistics``
    may run in a scrape thread; both hold the lock for a few dictionary operations only.
    """

    def __init__(self, keys: Iterable[str] = (), max_values: int = 50) -> None:
        keys = tuple(keys)
        if max_values < 1:
            raise ValueError(f"max_values must be at least 1, not {max_values}")
        seen: set[str] = set()
        for key in keys:
            if not _LABEL_NAME.match(key) or key.startswith("__"):
                raise ValueError(
                    f"label key {key!r} is not a valid Prometheus label name "
                    "(letters, digits and underscores, not starting with a digit or '__')"
                )
            if key in RESERVED_LABEL_NAMES:
                raise ValueError(
                    f"label key {key!r} is reserved by ragas-stream's own series; "
                    "rename it in the interactions or leave it out of the allow-list"
                )
            if key in seen:
                raise ValueError(f"label key {key!r} is listed twice")
            seen.add(key)
        self._keys = keys
        self._max_values = max_values
        self._admitted: dict[str, set[str]] = {key: set() for key in keys}
        self._overflowed: dict[str, int] = dict.fromkeys(keys, 0)
        self._lock = threading.Lock()

    @property
    def keys(self) -> tuple[str, ...]:
        """The allow-listed keys, in the order their values appear in ``bound``'s tuple."""
        return self._keys

    @property
    def max_values(self) -> int:
        """The cap on distinct values per key."""
        return self._max_values

    def bound(self, labels: Mapping[str, str], *, record: bool = True) -> tuple[str, ...]:
        """The bounded value of every allowed key (``""`` when absent), in ``keys`` order.

        ``record=False`` still admits new values but does not count overflows: a second
        consumer of the same interaction (an exporter sharing the aggregator's limiter) passes
        it so that one overflowing interaction is counted once.
        """
        if not self._keys:
            return ()
        out: list[str] = []
        with self._lock:
            for key in self._keys:
                value = labels.get(key, "")
                if value:
                    admitted = self._admitted[key]
                    if value not in admitted:
                        if len(admitted) < self._max_values:
                            admitted.add(value)
                        else:
                            value = OVERFLOW_VALUE
                            if record:
                                self._overflowed[key] += 1
                out.append(value)
        return tuple(out)

    def as_dict(self, values: tuple[str, ...]) -> dict[str, str]:
        """``bound``'s tuple as a mapping from key to value."""
        return dict(zip(self._keys, values, strict=True))

    def statistics(self) -> LabelStatistics:
        """A consistent copy of the admitted and overflow counts."""
        with self._lock:
            return LabelStatistics(
                keys=self._keys,
                max_values=self._max_values,
                distinct={key: len(values) for key, values in self._admitted.items()},
                overflowed=dict(self._overflowed),
            )

    def __repr__(self) -> str:
        return f"LabelLimiter(keys={self._keys!r}, max_values={self._max_values})"
