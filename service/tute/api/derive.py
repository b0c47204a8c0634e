"""Answer schemas derived from the engine's result dataclasses: each answer type declared once.

:func:`answer_schema` makes the schema of a dataclass from its fields, in their order, so that a
field added to a result is in the answer and in the contract with no second edit:

- ``int`` a strict integer, ``bool`` a boolean, ``str`` a string, ``float`` a number,
  ``int | float`` points that may be halves (:class:`~tute.api.schemas.HalfPoints`);
- a :class:`~tute.Card` a card code, a :class:`~tute.Suit` a suit letter, any other enum its
  published component by value (the one :func:`~tute.api.schemas.enum_choice` made of it);
- another dataclass its schema, nested (:data:`SCHEMAS`: the derived ones, and the few declared
  by hand because requests take them too);
- ``tuple[X, ...]`` a list of X with ``maxItems`` (``max_items``, for the field or the schema);
- ``X | None`` the same, nullable.

Every member is required: an answer carries each of them, null where there is none. What a
field means (its ``description``) is in the table given beside the derivation (``describe``),
where the engine's comments say it for Python readers; a field whose JSON is not the engine's
value is given whole (``override``); a member the contract names otherwise than the engine is
renamed there (``rename``: the dump reads the engine's name and writes the contract's), and the
members an answer adds before the engine's (the seat asked about) are ``before``.
"""

from __future__ import annotations

import ast
import dataclasses
import sys
import types
import typing
from collections.abc import Mapping
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

from marshmallow import Schema, fields, validate

from tute import Card, Exclusion, Suit
from tute.api.schemas import (
    ENUM_CHOICES,
    BoundedList,
    CardCode,
    ExclusionSchema,
    HalfPoints,
    OneOfText,
    StrictInt,
    StrictSchema,
    SuitLetter,
)

#: The schema of each result dataclass met so far (derived, or declared and registered).
SCHEMAS: dict[type, type[Schema]] = {Exclusion: ExclusionSchema}


def answer_schema(kind: type, *, max_items: int | Mapping[str, int] = 0,
                  describe: Mapping[str, str] | None = None,
                  override: Mapping[str, fields.Field[Any]] | None = None,
                  rename: Mapping[str, str] | None = None,
                  before: Mapping[str, fields.Field[Any]] | None = None,
                  name: str | None = None,
                  bases: tuple[type[StrictSchema], ...] = ()) -> type[StrictSchema]:
    """The schema of the dataclass ``kind`` (see the module docstring), named ``name`` (the
    dataclass's name by default: its contract component) and registered in :data:`SCHEMAS`
    under ``kind`` when it has that name. ``bases`` come before it (their fields first)."""
    hints = field_types(kind)
    texts = dict(describe or {})
    given = dict(override or {})
    renamed = dict(rename or {})
    members: dict[str, Any] = dict(before or {})
    for item in dataclasses.fields(kind):
        if item.name in given:
            members[item.name] = given.pop(item.name)
            continue
        limit = max_items if isinstance(max_items, int) else max_items.get(item.name, 0)
        metadata = {"description": texts.pop(item.name)} if item.name in texts else {}
        options = {"data_key": renamed.pop(item.name)} if item.name in renamed else {}
        members[item.name] = _field(hints[item.name], limit, f"{kind.__name__}.{item.name}",
                                    required=True, metadata=metadata, **options)
    if texts or given or renamed:
        raise TypeError(f"{kind.__name__} has no field {sorted({*texts, *given, *renamed})}")
    title = name or kind.__name__
    # marshmallow puts the bases' fields first
    schema = type(f"{title}Schema", bases or (StrictSchema,), members)
    if name is None:
        SCHEMAS[kind] = schema
    return schema


def field_types(kind: type) -> dict[str, Any]:
    """The types of a dataclass's fields as its source writes them (``tuple[int, ...]``,
    ``int | None``). A class compiled with mypyc keeps only erased types at run time (``tuple``,
    ``type``), so its annotations are read from the source beside the extension (the one it was
    compiled from: tute._build refuses any other) and evaluated in the module's namespace."""
    module = sys.modules[kind.__module__]
    path = Path(module.__file__ or "")
    if path.suffix != ".py":  # the C extension: its source is beside it, under the same name
        written = _annotations(path.parent / f"{kind.__module__.rpartition('.')[2]}.py",
                               kind.__qualname__)
        return typing.get_type_hints(types.SimpleNamespace(__annotations__=written),
                                     globalns=vars(module))
    return typing.get_type_hints(kind)


@cache
def _annotations(source: Path, qualname: str) -> dict[str, str]:
    """The annotations of the class ``qualname`` in ``source``, as written."""
    body: list[ast.stmt] = ast.parse(source.read_text(encoding="utf-8")).body
    for name in qualname.split("."):
        (found,) = [node for node in body if isinstance(node, ast.ClassDef) and node.name == name]
        body = found.body
    return {node.target.id: ast.unparse(node.annotation) for node in body
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)}


def _field(hint: Any, max_items: int, where: str, **options: Any) -> fields.Field[Any]:
    """The field of one type hint."""
    arguments = typing.get_args(hint)
    if isinstance(hint, types.UnionType) and type(None) in arguments:
        (inner,) = [argument for argument in arguments if argument is not type(None)] or [None]
        return _field(inner, max_items, where, allow_none=True, **options)
    if hint == int | float:
        return HalfPoints(**options)
    if typing.get_origin(hint) is tuple and len(arguments) == 2 and arguments[1] is Ellipsis:
        if not max_items:
            raise TypeError(f"{where}: a list needs its max_items")
        return BoundedList(_field(arguments[0], max_items, where),
                           validate=validate.Length(max=max_items), **options)
    if hint is bool:
        return fields.Boolean(**options)
    if hint is int:
        return StrictInt(**options)
    if hint is float:
        return fields.Float(**options)
    if hint is str:
        return fields.String(**options)
    if hint is Card:
        return CardCode(**options)
    if hint is Suit:
        return SuitLetter(**options)
    if isinstance(hint, type) and issubclass(hint, Enum) and hint in ENUM_CHOICES:
        return OneOfText(ENUM_CHOICES[hint], **options)
    if isinstance(hint, type) and hint in SCHEMAS:
        return fields.Nested(SCHEMAS[hint], **options)
    raise TypeError(f"{where}: no field for {hint!r} (derive or register its schema first)")
