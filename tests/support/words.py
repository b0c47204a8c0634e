"""Engine values as the contract words JSON carries: an enum member as its value (switch values
are plain enums, never equal to a string), anything else as it is."""

from __future__ import annotations

from enum import Enum


def word(value: object) -> object:
    return value.value if isinstance(value, Enum) else value


def words(*values: object) -> tuple[object, ...]:
    """``(Duty.FREE, 8)`` -> ``("free", 8)``: to compare a tuple of values with their words."""
    return tuple(word(v) for v in values)
