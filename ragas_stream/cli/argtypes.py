"""Argument types shared by the subcommands: numbers with their range checked by argparse."""

from __future__ import annotations

import argparse

__all__ = ["fraction", "non_negative", "positive"]


def positive(text: str) -> float:
    """A number > 0."""
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{text} is not > 0")
    return value


def non_negative(text: str) -> float:
    """A number >= 0."""
    value = float(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} is negative")
    return value


def fraction(text: str) -> float:
    """A number in [0, 1]."""
    value = float(text)
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"{text} is not in [0, 1]")
    return value
