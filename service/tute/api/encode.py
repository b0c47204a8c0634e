"""Engine values as the contract's JSON, for tools and tests that need one outside a request:
the answer schemas serialize the engine's objects themselves (:mod:`tute.api.derive`)."""

from __future__ import annotations

from typing import Any

from tute.api import game_schemas  # noqa: F401  (registers the deals' and actions' schemas)
from tute.api.derive import SCHEMAS


def encode(value: Any) -> Any:
    """An engine dataclass (an :class:`~tute.Action`, a :class:`~tute.Deal`, ...) as JSON-ready
    data, by its schema; a tuple or list of them as a list."""
    if isinstance(value, tuple | list):
        return [encode(item) for item in value]
    return SCHEMAS[type(value)]().dump(value)


__all__ = ["encode"]
