"""Engine values as JSON: the one generic encoder of the HTTP layer.

:func:`encode` turns what the engine answers into what the contract publishes: a
:class:`~tute.Card` becomes its code (``12B``), a :class:`~tute.Suit` its letter, any other enum
member its value (``"before_draw"``), a dataclass an object of its fields in declaration order,
tuples and lists lists, mappings objects; ``None``, booleans, integers and strings stay as they
are. A :class:`~tute.messages.Message` field named ``message`` becomes three members, ``message``
(rendered in the request's language, :mod:`tute.api.language`), ``params`` (its values) and
``template_id`` (its template's stable id).
The response schemas declare their fields in the engine's order, so an engine object whose
shape is the JSON shape is answered with ``encode(obj)`` and no hand-written builder. Trick
results and records add one member: ``fallen_marriage``, the first of their
``fallen_marriages`` (null when none fell).

It runs on every answer, so it dispatches on the exact class through a table that learns each
class once (a dataclass's field names are read once, not per object).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any

from tute import Card, Exclusion, TrickRecord, TrickResult
from tute.api.language import current as _language
from tute.messages import ENGLISH, Message, json_params, render

Encoder = Callable[[Any], Any]


def _same(value: Any) -> Any:
    return value


def _card(value: Card) -> str:
    return value.code


def _enum(value: Enum) -> Any:
    return value._value_


#: Classes that are their own JSON form (the common case, tested inline before any call).
_PLAIN = frozenset({type(None), bool, int, str, float})


def _sequence(value: tuple[Any, ...] | list[Any]) -> list[Any]:
    return [item if (kind := item.__class__) in _PLAIN else item.code if kind is Card
            else (_ENCODERS.get(kind) or _encoder_for(kind))(item) for item in value]


def _message_text(value: Message) -> str:
    language = _language()
    if language == ENGLISH and not value.params:
        return value.template  # most messages of an answer: a duty's, in English
    return render(value, language)


def _message_params(value: Message) -> dict[str, object]:
    return json_params(value, _language()) if value.params else {}


def message_members(value: Message) -> dict[str, object]:
    """``message`` (in the request's language), ``params`` and ``template_id``, for answers
    built by hand."""
    return {"message": _message_text(value), "params": _message_params(value),
            "template_id": value.template_id}


def _mapping(value: Mapping[str, Any]) -> dict[str, Any]:
    return {key: encode(item) for key, item in value.items()}


def _dataclass(kind: type) -> Encoder:
    """The encoder of one dataclass: its field names read once, each value encoded inline
    when it is its own JSON form or a card, else by its class's encoder; a ``message`` field
    becomes its three members."""
    names = tuple(item.name for item in dataclasses.fields(kind))
    get, find = _ENCODERS.get, _encoder_for

    def encode_dataclass(value: Any) -> dict[str, Any]:
        found: dict[str, Any] = {}
        for name in names:
            item = getattr(value, name)
            if name == "message":
                found["message"] = _message_text(item)
                found["params"] = _message_params(item)
                found["template_id"] = item.template_id
                continue
            cls = item.__class__
            found[name] = (item if cls in _PLAIN else item.code if cls is Card
                           else (get(cls) or find(cls))(item))
        return found

    encode_dataclass.__qualname__ = f"encode_{kind.__qualname__}"
    return encode_dataclass


def _trick(kind: type) -> Encoder:
    """A trick's result or record: its fields, its ``fallen_marriages`` after the first of
    them as ``fallen_marriage`` (null when none fell), the contract's shorthand."""
    fields_of = _dataclass(kind)

    def encode_trick(value: Any) -> Any:
        found = fields_of(value)
        fallen = found.pop("fallen_marriages")
        found["fallen_marriage"] = fallen[0] if fallen else None
        found["fallen_marriages"] = fallen
        return found

    encode_trick.__qualname__ = f"encode_{kind.__qualname__}"
    return encode_trick


#: The encoder of each class met so far (exact classes: subclasses are looked up once each).
_ENCODERS: dict[type, Encoder] = {
    type(None): _same, bool: _same, int: _same, str: _same, float: _same,
    Card: _card, tuple: _sequence, list: _sequence, dict: _mapping, Message: _message_text,
}


def _shared(inner: Encoder) -> Encoder:
    """The encoder of values the engine shares from its tables (every :class:`~tute.Exclusion`
    is one of 320 made at import): each object's JSON made once per language and then found by
    identity. An entry holds its object, so that its id is not reused while it is there; the
    answers are only serialized, never changed, so one dict can serve every answer."""
    caches: dict[str, dict[int, tuple[object, Any]]] = {}

    def encode_shared(value: Any) -> Any:
        language = _language()
        cache = caches.get(language)
        if cache is None:
            cache = caches[language] = {}
        found = cache.get(id(value))
        if found is not None and found[0] is value:
            return found[1]
        encoded = inner(value)
        if len(cache) < _SHARED_LIMIT:
            cache[id(value)] = (value, encoded)
        return encoded

    return encode_shared


_SHARED_LIMIT = 4096
#: Classes whose values are shared from the engine's tables (see :func:`_shared`).
_SHARED: frozenset[type] = frozenset({Exclusion})


def _encoder_for(kind: type) -> Encoder:
    found: Encoder
    if issubclass(kind, Card):
        found = _card
    elif issubclass(kind, Enum):  # Suit (its letter) and every StrEnum of the engine
        found = _enum
    elif dataclasses.is_dataclass(kind):
        found = _shared(_dataclass(kind)) if kind in _SHARED else _dataclass(kind)
    elif issubclass(kind, tuple | list):
        found = _sequence
    elif issubclass(kind, Mapping):
        found = _mapping
    elif issubclass(kind, bool | int | str | float):
        found = _same
    else:
        raise TypeError(f"no JSON form for {kind.__module__}.{kind.__qualname__}")
    _ENCODERS[kind] = found
    return found


_ENCODERS.update({TrickResult: _trick(TrickResult), TrickRecord: _trick(TrickRecord)})


def encode(value: Any) -> Any:
    """``value`` as JSON-ready data (see the module docstring)."""
    encoder = _ENCODERS.get(value.__class__)
    if encoder is None:
        encoder = _encoder_for(value.__class__)
    return encoder(value)


__all__ = ["encode", "message_members"]
