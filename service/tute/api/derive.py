"""Answer schemas derived from the engine's result dataclasses: each answer type declared once.

:func:`answer_schema` makes the schema of a dataclass from its fields, in their order, so that a
field added to a result is in the answer and in the contract with no second edit:

- ``int`` a strict integer, ``bool`` a boolean, ``str`` a string, ``float`` a number,
  ``int | float`` points that may be halves (:class:`~tute.api.schemas.HalfPoints`);
- a :class:`~tute.Card` a card code, a :class:`~tute.Suit` a suit letter, any other enum its
  published component by value (the one :func:`~tute.api.schemas.enum_choice` made of it);
- another dataclass its schema, nested (:data:`SCHEMAS`: the derived ones, and the few declared
  by hand because requests take them too);
- ``tuple[X, ...]`` a list of X with ``maxItems`` (``max_items``, for the field or the schema;
  a tuple of them for a list of lists, outer first);
- ``X | None`` the same, nullable;
- a :class:`~tute.messages.Message` its text, and one named ``message`` three members read from
  it: ``message``, ``params`` and ``template_id`` (:func:`~tute.api.schemas.message_fields`).

The fields dump the engine's values themselves (a card as its code, an enum as its value, a
message in the request's language), so a view answers the engine's object and the schema
serializes it in one pass.

Every member is required: an answer carries each of them, null where there is none. What a
field means (its ``description``) is in the table given beside the derivation (``describe``),
where the engine's comments say it for Python readers; a field whose JSON is not the engine's
value is given whole (``override``); a member the contract names otherwise than the engine is
renamed there (``rename``: the dump reads the engine's name and writes the contract's). The
members an answer adds before the engine's (the seat asked about) are ``before``; those it adds
before one of the engine's (a shorthand for it) ``insert``, by that field's name; those it
leaves out ``omit``; the contract's order where it is not the engine's ``order`` (the members
named first, the others after them). A nested dataclass whose members the contract gives flat
is ``flatten``: its field -> the chosen members of it, each by its engine name -> its contract
name (read as ``field.member``).
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

from tute import DUTY_MESSAGES, Card, Exclusion, FallenMarriage, Suit, Violation
from tute.api.schemas import (
    ENUM_CHOICES,
    VIOLATION_CODE,
    BoundedList,
    CardCode,
    FirstOf,
    HalfPoints,
    MessageText,
    OneOfText,
    SharedSchema,
    StrictInt,
    StrictSchema,
    SuitLetter,
    message_fields,
)
from tute.messages import Message

#: The schema of each result dataclass met so far (derived, or declared and registered).
SCHEMAS: dict[type, type[Schema]] = {}


Limit = int | tuple[int, ...]


def answer_schema(kind: type, *, max_items: Limit | Mapping[str, Limit] = 0,
                  describe: Mapping[str, str] | None = None,
                  override: Mapping[str, fields.Field[Any]] | None = None,
                  rename: Mapping[str, str] | None = None,
                  before: Mapping[str, fields.Field[Any]] | None = None,
                  insert: Mapping[str, Mapping[str, fields.Field[Any]]] | None = None,
                  flatten: Mapping[str, Mapping[str, str]] | None = None,
                  omit: tuple[str, ...] = (),
                  order: tuple[str, ...] = (),
                  name: str | None = None,
                  bases: tuple[type[StrictSchema], ...] = ()) -> type[StrictSchema]:
    """The schema of the dataclass ``kind`` (see the module docstring), named ``name`` (the
    dataclass's name by default: its contract component) and registered in :data:`SCHEMAS`
    under ``kind`` when it has that name. ``bases`` come before it (their fields first)."""
    hints = field_types(kind)
    texts = dict(describe or {})
    given = dict(override or {})
    renamed = dict(rename or {})
    added = dict(insert or {})
    flat = dict(flatten or {})
    members: dict[str, Any] = dict(before or {})
    for item in dataclasses.fields(kind):
        members.update(added.pop(item.name, {}))
        if item.name in omit:
            continue
        if item.name in given:
            members[item.name] = given.pop(item.name)
            continue
        hint = hints[item.name]
        if item.name in flat:
            inner = field_types(hint)
            for member, contract in flat.pop(item.name).items():
                members[contract] = _member(inner[member], contract, max_items, texts,
                                            f"{hint.__name__}.{member}",
                                            attribute=f"{item.name}.{member}")
            continue
        if hint is Message and item.name == "message":
            members.update(message_fields())
            continue
        options = {"data_key": renamed.pop(item.name)} if item.name in renamed else {}
        members[item.name] = _member(hint, item.name, max_items, texts,
                                     f"{kind.__name__}.{item.name}", **options)
    if texts or given or renamed or added or flat:
        raise TypeError(f"{kind.__name__} has no field "
                        f"{sorted({*texts, *given, *renamed, *added, *flat})}")
    if order:  # the contract's order of the members, where it is not the engine's
        members = {member: members.pop(member) for member in order} | members
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


def _member(hint: Any, name: str, max_items: Limit | Mapping[str, Limit], texts: dict[str, str],
            where: str, **options: Any) -> fields.Field[Any]:
    """The required field of one member (its description taken from ``texts``)."""
    limit = max_items.get(name, 0) if isinstance(max_items, Mapping) else max_items
    metadata = {"description": texts.pop(name)} if name in texts else {}
    return _field(hint, limit, where, required=True, metadata=metadata, **options)


@cache
def _annotations(source: Path, qualname: str) -> dict[str, str]:
    """The annotations of the class ``qualname`` in ``source``, as written."""
    body: list[ast.stmt] = ast.parse(source.read_text(encoding="utf-8")).body
    for name in qualname.split("."):
        (found,) = [node for node in body if isinstance(node, ast.ClassDef) and node.name == name]
        body = found.body
    return {node.target.id: ast.unparse(node.annotation) for node in body
            if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)}


def _field(hint: Any, max_items: Limit, where: str, **options: Any) -> fields.Field[Any]:
    """The field of one type hint (``max_items``: a list's, or a list of lists' at each
    level)."""
    arguments = typing.get_args(hint)
    if isinstance(hint, types.UnionType) and type(None) in arguments:
        (inner,) = [argument for argument in arguments if argument is not type(None)] or [None]
        return _field(inner, max_items, where, allow_none=True, **options)
    if hint == int | float:
        return HalfPoints(**options)
    if typing.get_origin(hint) is tuple and len(arguments) == 2 and arguments[1] is Ellipsis:
        limit, inner = (max_items[0], max_items[1:] or max_items[0]) if isinstance(
            max_items, tuple) else (max_items, max_items)
        if not limit:
            raise TypeError(f"{where}: a list needs its max_items")
        return BoundedList(_field(arguments[0], inner, where),
                           validate=validate.Length(max=limit), **options)
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
    if hint is Message:
        return MessageText(**options)
    if isinstance(hint, type) and issubclass(hint, Enum) and hint in ENUM_CHOICES:
        return OneOfText(ENUM_CHOICES[hint], **options)
    if isinstance(hint, type) and hint in SCHEMAS:
        return fields.Nested(SCHEMAS[hint], **options)
    raise TypeError(f"{where}: no field for {hint!r} (derive or register its schema first)")


# -- the answer types nested in several answers -------------------------------------------------

ViolationSchema = answer_schema(Violation, override={
    "code": OneOfText(VIOLATION_CODE, required=True)})
ExclusionSchema = answer_schema(Exclusion, max_items=len(DUTY_MESSAGES), bases=(SharedSchema,))
FallenMarriageSchema = answer_schema(FallenMarriage, describe={
    "points": "40 for the marriage that fixes trumps (the hand's first, while none are fixed), "
              "else 20 (40 in trumps).",
    "fixes_trump": "The suit it makes trumps from the next trick on (its own, as a "
                   "declaration's effect names it); null when trumps were fixed already."})
#: a trick's result and record: ``fallen_marriage`` before the engine's ``fallen_marriages``
FALLEN_INSERT = {"fallen_marriages": {"fallen_marriage": FirstOf(
        FallenMarriageSchema, source="fallen_marriages", required=True, allow_none=True,
        metadata={"description": "marriage_award fallen_in_trick (cabrón): the marriage whose "
                                 "king and knight fell in this trick, scored by the trick's "
                                 "winner; null when none fell, and always where marriages are "
                                 "declared. Two can fall in a trick of four seats: this is the "
                                 "first, `fallen_marriages` has both."})}}
FALLEN_TEXT = {"fallen_marriages": "Every marriage that fell in the trick, in suit order (the "
                                   "first is `fallen_marriage`); empty when none fell."}
