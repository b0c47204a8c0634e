"""Marshmallow schemas: the single source of truth for request and response bodies.

Strict by construction: unknown fields are refused (``additionalProperties: false``), integers
must be JSON integers (never ``true`` or ``1.0``), suits and phases are enums, card codes match
:data:`CARD_PATTERN`, and every list has a ``maxItems``.
"""

from __future__ import annotations

import copy
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Any

from marshmallow import RAISE, ValidationError, fields, missing, validate

from tute import DECK, SUITS, SWITCHES, Card, PlayPhase, Switch
from tute.api import fastload
from tute.api import field_messages as fm
from tute.api.language import current as _language
from tute.api.problems import (
    API_PROBLEM_MEANINGS,
    FIELD_ERROR_CODES,
    FIELD_ERROR_MEANINGS,
    INVALID_FIELDS,
    MAX_LISTED,
    PROBLEM_KINDS,
    too_many_members,
)
from tute.codes import INPUT_PROBLEMS, VIOLATION_CODES
from tute.messages import ENGLISH, Message, json_params, msg, render
from tute.values import Group

CARD_PATTERN = r"^(1|2|3|4|5|6|7|10|11|12)[OCEB]$"
SUIT_LETTERS = tuple(suit.letter for suit in SUITS)  # O, C, E, B: the engine's Suit
MAX_HAND = 20
MAX_TRICK = 6
MAX_OVERRIDES = 64
MAX_PROBLEMS = MAX_LISTED
SEATS = validate.Range(0, 5)
#: a list field's metadata key: the members each item must have in that list, which its type
#: leaves optional elsewhere (the contract says so with ``allOf``; the API checks them)
ITEMS_REQUIRE = "items_require"

# One JSON scalar: what a switch value (or an override of one) can be.
SCALAR_SCHEMA: dict[str, Any] = {
    "anyOf": [{"type": "string", "nullable": True}, {"type": "integer"}, {"type": "boolean"}],
}


@dataclass(frozen=True, slots=True)
class Choice:
    """An enum published once, as a named component that fields refer to.

    Inline enums would make SDK generators write one enum type per field (and three per
    nullable field), so a value read from one answer could not be sent in another request.
    """

    name: str
    values: tuple[str, ...] | tuple[int, ...]
    description: str
    format: str | None = None
    #: what each value means, in the order of ``values`` (listed in the description and as
    #: ``x-enum-descriptions``, which several SDK generators turn into doc comments)
    meanings: tuple[str, ...] | None = None

    def component(self) -> dict[str, Any]:
        found: dict[str, Any] = {
            "type": "integer" if isinstance(self.values[0], int) else "string",
            "enum": list(self.values),
            "description": self.description,
        }
        if self.format is not None:
            found["format"] = self.format
        if self.meanings is not None:
            found["description"] += "\n\n" + "\n".join(
                f"- `{value}`: {meaning}" for value, meaning in zip(self.values, self.meanings,
                                                                   strict=True))
            found["x-enum-descriptions"] = list(self.meanings)
        return found


#: Every published enum, by component name (tute.api.smorest registers them in the spec).
CHOICES: dict[str, Choice] = {}


def choice(name: str, values: tuple[str, ...] | tuple[int, ...], description: str,
           format: str | None = None) -> Choice:
    """Define (and register) an enum component."""
    if name in CHOICES:
        raise ValueError(f"two enums are called {name}")
    found = CHOICES[name] = Choice(name, values, description, format)
    return found


def code_choice(name: str, meanings: Mapping[str, str], description: str) -> Choice:
    """Define (and register) an enum of codes, each value with its meaning, in code order."""
    if name in CHOICES:
        raise ValueError(f"two enums are called {name}")
    codes = tuple(sorted(meanings))
    found = CHOICES[name] = Choice(name, codes, description,
                                   meanings=tuple(meanings[code] for code in codes))
    return found


def enum_choice(name: str, enum: type[Enum], description: str | None = None,
                members: Iterable[Enum] | None = None) -> Choice:
    """Define the enum component of an engine enum: its members' values (or those of
    ``members``, a subset), described by ``description`` or else the enum's docstring."""
    text = description or enum_text(enum)
    if not text:
        raise ValueError(f"the {name} enum needs a description")
    found = choice(name, tuple(member.value for member in (members or enum)), text)
    if members is None:
        ENUM_CHOICES.setdefault(enum, found)
    return found


#: The component of each engine enum published whole (tute.api.derive reads it).
ENUM_CHOICES: dict[type[Enum], Choice] = {}


def enum_text(enum: type) -> str:
    """An enum's docstring as a description (reStructuredText literals as Markdown)."""
    return " ".join((enum.__doc__ or "").split()).replace("``", "`")


class FullMatch(validate.Validator):
    """A pattern the whole string must match.

    Python's ``$`` also matches before a final newline, so ``re.match`` would let ``"1O\\n"``
    through; ``fullmatch`` does not. The pattern is published as written (apispec reads
    ``regex``), where ECMA ``$`` has no such exception. ``error`` is a Message (marshmallow
    carries it as it is, and the problem renders it in the request's language).
    """

    def __init__(self, pattern: str, error: Message) -> None:
        self.regex = re.compile(pattern)
        self.message = error

    def __call__(self, value: str) -> str:
        if self.regex.fullmatch(value) is None:
            raise ValidationError([self.message])  # a list: marshmallow extends its errors
        return value


class StrictBool(fields.Boolean):
    """A JSON boolean: refuses 0, 1 and strings such as "true"."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if type(value) is not bool:
            raise self.make_error("invalid", input=value)
        return value


class StrictInt(fields.Integer):
    """A JSON integer: refuses booleans, floats and numeric strings."""

    #: a value is a JSON integer as it is sent (tute.api.fastload loads it by its type)
    PLAIN_TYPE = int

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)


class HalfPoints(fields.Number[float]):
    """A JSON number that is whole or a half (3-player contracts shared by two defenders):
    refuses booleans, strings, NaN and other fractions; a whole value is kept an int."""

    num_type = float

    def __init__(self, **kwargs: Any) -> None:
        metadata = {"multipleOf": 0.5, **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def _validated(self, value: Any) -> float:
        if type(value) is int:
            return value
        if type(value) is float and math.isfinite(value) and (value * 2).is_integer():
            return int(value) if value.is_integer() else value
        raise ValidationError([msg("Not a whole number or a whole number and a half.")])

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> float | None:
        return value  # type: ignore[no-any-return]


class BoundedList(fields.List):  # type: ignore[type-arg]
    """marshmallow's List, checking its length before its items.

    marshmallow validates every item and only then the length, so a body of 20,000 empty
    objects where 256 are allowed cost 20,000 item errors (issue "bounded cost"); here a list
    over its ``maxItems`` is one error, whatever it holds. The spec is List's.
    """

    #: tute.api.fastload follows it as a List (its plans check the length first anyway)
    length_first = True

    def _deserialize(self, value: Any, attr: str | None, data: Mapping[str, Any] | None,
                     **kwargs: Any) -> list[Any]:
        if isinstance(value, list):
            for rule in self.validators:
                if isinstance(rule, validate.Length) and rule.max is not None and len(
                        value) > rule.max:
                    rule(value)  # raises its own "Longer than maximum length" error
        return super()._deserialize(value, attr, data, **kwargs)


class OneOfInt(StrictInt):
    """A JSON integer that must be a value of ``choice``; the spec refers to its component."""

    def __init__(self, choice: Choice, **kwargs: Any) -> None:
        self.choice = choice
        super().__init__(validate=validate.OneOf(choice.values), **kwargs)


_CARD_TEXT = ("A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, "
              "E espadas, B bastos).")
# Translators: O, C, E and B are the suit letters of card codes (12B): they stay as they are
_CARD_ERROR = msg("not a card code: rank 1-7, 10, 11 or 12, then O, C, E or B (upper case), "
                  "e.g. 12B")


class DumpedAsJsonForm:
    """A field whose dump is its ``json_form``, the function tute.api.fastload's dump plans
    call directly: one definition for both paths."""

    @staticmethod
    def json_form(value: Any) -> Any:
        return value

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:
        return self.json_form(value)


class CardCode(DumpedAsJsonForm, fields.String):
    """A card code such as ``12B`` (rank, then the upper-case suit letter); dumps a
    :class:`~tute.Card` as its code."""

    #: the values a dump keeps as they are (tute.api.fastload); others go through json_form
    JSON_TYPE = str

    @staticmethod
    def json_form(value: Any) -> Any:
        """What _serialize makes of a value (tute.api.fastload calls it directly)."""
        return value.code if isinstance(value, Card) else value

    def __init__(self, **kwargs: Any) -> None:
        metadata = {"description": _CARD_TEXT, "example": "12B", **kwargs.pop("metadata", {})}
        super().__init__(validate=FullMatch(CARD_PATTERN, error=_CARD_ERROR), metadata=metadata,
                         **kwargs)


CARD_CODES = frozenset(card.code for card in DECK)


def _card_error(value: object) -> Message:
    """What CardCode says of a value that is not a card code (marshmallow's templates as
    Messages: tute.api.field_messages)."""
    if value is None:
        return fm.NULL
    if not isinstance(value, str):
        return fm.NOT_STRING
    return _CARD_ERROR


class CardCodes(fields.Field[list[str]]):
    """A list of card codes, checked in one pass.

    Equivalent to ``BoundedList(CardCode())`` (the spec says so), but without a field call per card:
    a hand is the largest part of most bodies, and per-item field machinery was the largest
    cost of reading one (bench/README.md, "HTTP").
    """

    def __init__(self, *, max_items: int, **kwargs: Any) -> None:
        self.max_items = max_items
        self.too_long = fm.fill(fm.LENGTH_MAX, max=max_items)
        metadata = {
            "type": "array",
            "maxItems": max_items,
            **kwargs.pop("metadata", {}),
            "items": {"type": "string", "pattern": CARD_PATTERN, "description": _CARD_TEXT,
                      "example": "12B"},
        }
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(
        self, value: object, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> list[str]:
        # marshmallow's words as Messages (a list: marshmallow extends its errors)
        if not isinstance(value, list):
            raise ValidationError([fm.NOT_LIST])
        if len(value) > self.max_items:  # as BoundedList: the length before the items
            raise ValidationError([self.too_long])
        bad = {i: [_card_error(code)] for i, code in enumerate(value)
               if not (isinstance(code, str) and code in CARD_CODES)}
        if bad:
            raise ValidationError(bad)
        return value

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:
        return None if value is None else [CardCode.json_form(card) for card in value]


class OneOfText(DumpedAsJsonForm, fields.String):
    """A string that must be a value of ``choice``; the spec refers to its component. Dumps
    an engine enum member (a :class:`~tute.Suit` among them) as its value."""

    JSON_TYPE = str

    def __init__(self, choice: Choice, **kwargs: Any) -> None:
        self.choice = choice
        super().__init__(validate=validate.OneOf(choice.values), **kwargs)

    @staticmethod
    def json_form(value: Any) -> Any:
        return json_value(value)


def json_value(value: Any) -> Any:
    """An engine value as JSON: an enum member its value."""
    return value._value_ if isinstance(value, Enum) else value


SUIT = choice("Suit", SUIT_LETTERS,
              "A suit letter: O oros, C copas, E espadas, B bastos.")


class SuitLetter(OneOfText):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(SUIT, **kwargs)


def _is_scalar(value: object) -> bool:
    # bool is an int: both are fine; floats, lists and objects are not switch values
    return value is None or isinstance(value, str | int)


OVERRIDES = "Overrides"


def _camel(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("_"))


def _switch_enum(switch: Switch) -> Choice:
    """The enum component of an enumerated switch: named after its StrEnum class (shared by
    every switch of that class), or after the switch for a choice of integers.

    SDK generators document a field by its enum's description, so the component carries the
    switch's (the enum's docstring where several switches share it) and names the switches that
    take only some of its values.
    """
    if switch.enum is None:
        values = tuple(v for v in switch.choices if type(v) is int)
        if len(values) != len([v for v in switch.choices if v is not None]):
            raise TypeError(f"{switch.name}: no published form for its values {switch.choices!r}")
        return choice(_camel(switch.name), values, switch.description)
    name = switch.enum.__name__
    if name not in CHOICES:
        users = [s for s in SWITCHES.values() if s.enum is switch.enum]
        text = enum_text(switch.enum) if len(users) > 1 else switch.description
        for user in users:
            if len(user.choices) < len(switch.enum):
                text += f" `{user.name}` takes only {_listed(user.choices)}."
        enum_choice(name, switch.enum, text)
    return CHOICES[name]


def _listed(values: Iterable[object]) -> str:
    return ", ".join(str(v.value if isinstance(v, Enum) else v) for v in values)


def _switch_property(switch: Switch) -> dict[str, Any]:
    """The schema of one switch's value, from its declaration (tute.rulesets.Ruleset)."""
    found: dict[str, Any]
    description = switch.description
    if switch.int_range is not None:
        found = {"type": "integer", "minimum": switch.int_range[0],
                 "maximum": switch.int_range[1]}
    elif switch.kind is bool:
        found = {"type": "boolean"}
    else:
        enum = _switch_enum(switch)
        ref = {"$ref": f"#/components/schemas/{enum.name}"}
        # a nullable one as every nullable enum (tute.api.smorest._enum_reference says why)
        found = {"allOf": [ref]}
        if None in switch.choices:
            found = {"type": enum.component()["type"], "nullable": True, **found}
        if len(enum.values) != len([v for v in switch.choices if v is not None]):
            # A subset of a shared enum (strict_phase_duty: full or free): the property keeps
            # the enum's one type (SDK generators make a type per inline subset), and says which
            # values the engine takes; any other is a 422 INVALID_SWITCH_VALUE.
            description += (f" Takes only {_listed(switch.choices)} (any other value is a 422 "
                            "INVALID_SWITCH_VALUE).")
    return {**found, "description": description}


def overrides_component() -> dict[str, Any]:
    """The ``Overrides`` component: one property per switch of :data:`tute.SWITCHES`."""
    return {
        "type": "object",
        "properties": {name: _switch_property(switch) for name, switch in SWITCHES.items()},
        "additionalProperties": False,
        "description": "Switch name -> value, any subset of the switches (GET "
                       "/v1/rulesets/{ruleset_id} lists them with their values in a ruleset). "
                       "The server answers an unknown switch, a value the switch does not take "
                       "and a switch that cannot apply to the game with a 422 "
                       "INVALID_OVERRIDES problem (UNKNOWN_SWITCH, INVALID_SWITCH_VALUE, "
                       "SWITCH_NOT_APPLICABLE) that names the allowed values.",
    }


#: The component SwitchValues fields refer to (tute.api.smorest registers it in the spec).
OVERRIDES_COMPONENT: dict[str, Any] = overrides_component()


_NOT_SCALAR = msg("must be a string, an integer, a boolean or null")


class SwitchValues(fields.Field[dict[str, Any]]):
    """An object of switch name -> scalar value (string, integer, boolean or null).

    The spec publishes the ``Overrides`` component (every switch with its type); the loading
    checks only the JSON shape, since whether a name is a switch and a value suits it is the
    engine's call (tute.Ruleset.with_overrides), whose 422 names the allowed values.
    """

    def __init__(self, **kwargs: Any) -> None:
        # one published component, so that SDKs make one type for every body's overrides
        metadata = {"allOf": [{"$ref": f"#/components/schemas/{OVERRIDES}"}],
                    **kwargs.pop("metadata", {})}
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(
        self, value: object, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ValidationError([fm.NOT_MAPPING])  # marshmallow's Dict's words
        if len(value) > MAX_OVERRIDES:
            raise ValidationError([msg("at most {count} switches", count=MAX_OVERRIDES)])
        bad = {name: [_NOT_SCALAR] for name, item in value.items() if not _is_scalar(item)}
        if bad:
            raise ValidationError(bad)
        return dict(value)

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return None if value is None else {name: json_value(v) for name, v in value.items()}


class SwitchScalar(fields.Field[Any]):
    """One switch value in a response."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(metadata={**copy.deepcopy(SCALAR_SCHEMA), **kwargs.pop("metadata", {})},
                         **kwargs)

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return json_value(value)


class StrictSchema(fastload.PlannedSchema):
    """Refuses unknown fields; loads and dumps by its plans (:mod:`tute.api.fastload`) where
    the plan can vouch for the body, and by marshmallow otherwise (errors included).

    An explicit ``null`` for an optional nullable member means the member is absent (generated
    clients send ``null`` for every unset nullable field): it is dropped before the body is
    loaded, by the plan and by marshmallow alike (:func:`fastload.null_means_absent`).
    """

    class Meta:
        unknown = RAISE

    @cached_property
    def absent_if_null(self) -> frozenset[str]:
        return fastload.null_means_absent(self)

    def load_unplanned(self, data: Any, *, many: bool | None = None, partial: Any = None,
                       unknown: Any = None) -> Any:
        """marshmallow's load, after the checks of this service's own: the object's size, and
        nulls that mean absent."""
        if isinstance(data, dict):
            if len(data) > len(self.load_fields) + MAX_LISTED:
                # more unknown members than a problem lists, maybe thousands, each an error to
                # build: one error says it at the cost of one (issue "bounded cost")
                raise ValidationError({"_schema": [too_many_members(len(data),
                                                                    len(self.load_fields))]})
            absent_if_null = self.absent_if_null
            if absent_if_null:
                data = {key: value for key, value in data.items()
                        if value is not None or key not in absent_if_null}
        return super().load_unplanned(data, many=many, partial=partial, unknown=unknown)


class SharedSchema(StrictSchema):
    """The schema of values the engine shares from its tables (every :class:`~tute.Exclusion`
    is one of 320 made at import): each value's dump made once per language and then found by
    identity. An entry holds its value, so that its id is not reused while it is there; answers
    are only serialized, never changed, so one dump serves every answer."""

    @cached_property
    def dump_plan(self) -> fastload.Dump | None:
        plan = fastload.schema_dump_plan(self)
        if plan is None:
            return None
        caches: dict[str, dict[int, tuple[object, Any]]] = {}

        def dump_shared(value: Any) -> Any:
            cache = caches.setdefault(_language(), {})
            found = cache.get(id(value))
            if found is not None and found[0] is value:
                return found[1]
            dumped = plan(value)
            if len(cache) < 4096:
                cache[id(value)] = (value, dumped)
            return dumped

        return dump_shared


# -- requests ------------------------------------------------------------------------------------


class RulesetChoiceSchema(StrictSchema):
    ruleset = fields.String(
        required=True, validate=validate.Length(1, 64),
        metadata={"description": "Ruleset id or alias (GET /v1/rulesets lists them).",
                  "example": "tute-dos"})
    overrides = SwitchValues(
        metadata={"description": "Switch name -> value, applied on top of the ruleset "
                                 "(GET /v1/rulesets/{ruleset_id} lists every switch)."})
    players = StrictInt(
        validate=validate.Range(2, 6),
        metadata={"description": "Seat count, where the ruleset allows several (the same as "
                                 "the `players` override)."})
    ruleset_version = fields.String(
        validate=FullMatch(r"^[0-9]{1,4}\.[0-9]{1,4}\.[0-9]{1,4}$",
                           error=msg("a version is MAJOR.MINOR.PATCH, e.g. 1.0.0")),
        metadata={"description": "Optional pin: the ruleset version the caller expects (as "
                                 "answers echo it in `ruleset.version`). When the service's "
                                 "differs, the request is a 422 RULESET_VERSION_MISMATCH "
                                 "instead of an answer under other rules.",
                  "example": "1.0.0"})


class TrickCardSchema(StrictSchema):
    seat = StrictInt(required=True, validate=SEATS, metadata={"description": "Who played it."})
    card = CardCode(required=True)


_SEAT_RANGE = fm.fill(fm.RANGE, min=SEATS.min, max=SEATS.max)
_TRICK_TOO_LONG = fm.fill(fm.LENGTH_MAX, max=MAX_TRICK)


class TrickCards(fields.Field[list[dict[str, Any]]]):
    """A list of TrickCard objects, checked in one pass.

    The same rules as ``BoundedList(Nested(TrickCardSchema))`` (the spec references that
    schema, and a test holds the two to the same answers), without a nested schema load per
    card.
    """

    def __init__(self, **kwargs: Any) -> None:
        metadata = {
            "type": "array",
            "maxItems": MAX_TRICK,
            **kwargs.pop("metadata", {}),
            "items": {"$ref": "#/components/schemas/TrickCard"},
        }
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(
        self, value: object, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> list[dict[str, Any]]:
        # marshmallow's words as Messages, as CardCodes
        if not isinstance(value, list):
            raise ValidationError([fm.NOT_LIST])
        if len(value) > MAX_TRICK:  # as BoundedList: the length before the items
            raise ValidationError([_TRICK_TOO_LONG])
        bad: dict[int, Any] = {}
        for i, item in enumerate(value):
            found = _trick_card_errors(item)
            if found:
                bad[i] = found
        if bad:
            raise ValidationError(bad)
        return value


def _trick_card_errors(item: object) -> dict[str, list[Message]] | list[Message]:
    if item is None:
        return [fm.NULL]
    if not isinstance(item, dict):
        return {"_schema": [fm.INVALID_TYPE]}
    if len(item) > 2 + MAX_LISTED:  # as StrictSchema: too many to list is one error
        return {"_schema": [too_many_members(len(item), 2)]}
    errors: dict[str, list[Message]] = {}
    seat = item.get("seat")
    if "seat" not in item:
        errors["seat"] = [fm.REQUIRED]
    elif type(seat) is not int:  # bool is an int subclass, and not a seat
        errors["seat"] = [fm.NOT_INTEGER if seat is not None else fm.NULL]
    elif not SEATS.min <= seat <= SEATS.max:
        errors["seat"] = [_SEAT_RANGE]
    card = item.get("card")
    if "card" not in item:
        errors["card"] = [fm.REQUIRED]
    elif not (isinstance(card, str) and card in CARD_CODES):
        errors["card"] = [_card_error(card)]
    for extra in item.keys() - {"seat", "card"}:
        errors[extra] = [fm.UNKNOWN]
    return errors


class PositionSchema(RulesetChoiceSchema):
    trump = SuitLetter(
        required=True, allow_none=True,
        metadata={"description": "Trump suit letter; null while no trump is fixed (cabrón)."})
    seat = StrictInt(required=True, validate=SEATS,
                     metadata={"description": "The seat to play, numbered in playing order."})
    hand = CardCodes(max_items=MAX_HAND, required=True,
                     metadata={"description": "The acting seat's cards."})
    trick = TrickCards(
        metadata={"description": "Cards already in the current trick, in playing order."})
    stock_size = StrictInt(
        validate=validate.Range(0, 40),
        metadata={"description": "Stock games: cards not yet drawn, turn-up included; "
                                 "0 (the default) when exhausted or without a stock."})
    turn_up = CardCode(allow_none=True,
                       metadata={"description": "Stock games: the face-up trump card while "
                                                "it is still on the table."})
    tricks_played = StrictInt(
        validate=validate.Range(0, 40),
        metadata={"description": "Optional: the tricks completed before this one. Given, the "
                                 "hand must hold exactly what a seat has left then (and the "
                                 "stock what is left of it), else a 422 "
                                 "HAND_SIZE_IMPOSSIBLE (or STOCK_SIZE_IMPOSSIBLE)."})


class PlayRequestSchema(PositionSchema):
    card = CardCode(required=True, metadata={"description": "The card the seat wants to play."})


class TrickRequestSchema(RulesetChoiceSchema):
    trump = SuitLetter(
        required=True, allow_none=True,
        metadata={"description": "Trump suit letter; null while no trump is fixed (cabrón)."})
    trick = TrickCards(
        required=True,
        metadata={"description": "The complete trick, one card a seat, in playing order."})


# -- responses -----------------------------------------------------------------------------------


class FromSource:
    """A field that reads another member of the object, ``source`` (when given), through
    marshmallow's public ``get_value``: ``attribute`` may not name a member another field reads
    (tute.api.fastload reads ``source`` too)."""

    source: str | None = None

    def __init__(self, *args: Any, source: str | None = None, **kwargs: Any) -> None:
        self.source = source
        super().__init__(*args, **kwargs)

    def get_value(self, obj: Any, attr: str, accessor: Any = None, default: Any = missing) -> Any:
        return super().get_value(obj, self.source or attr, accessor, default)  # type: ignore[misc]


class MessageText(DumpedAsJsonForm, fields.String):
    """A human-readable message, in the answer's Content-Language: dumps a
    :class:`~tute.messages.Message` rendered in the request's language."""

    JSON_TYPE = str

    @staticmethod
    def json_form(value: Any) -> Any:
        if not isinstance(value, Message):
            return value
        language = _language()
        if language == ENGLISH and not value.params:
            return value.template  # most messages of an answer: a duty's, in English
        return render(value, language)


class MessageParams(FromSource, DumpedAsJsonForm, fields.Raw):
    """The values a message was made from: dumps a Message's (in the request's language)."""

    @staticmethod
    def json_form(value: Any) -> Any:
        if not isinstance(value, Message):
            return value
        return json_params(value, _language()) if value.params else {}


class MessageTemplateId(FromSource, DumpedAsJsonForm, fields.String):
    """The stable id of a message's template: dumps a Message's."""

    JSON_TYPE = str

    @staticmethod
    def json_form(value: Any) -> Any:
        return value.template_id if isinstance(value, Message) else value


def message_text() -> MessageText:
    """A human-readable message, in the answer's Content-Language."""
    return MessageText(required=True, metadata={
        "description": "For people: in the language Accept-Language chose (en, es, it or pt; "
                       "Content-Language says which). Switch on `code`, not on this text."})


#: The component every message's ``params`` refers to (tute.api.smorest registers it).
MESSAGE_PARAMS = "MessageParams"
MESSAGE_PARAMS_COMPONENT: dict[str, Any] = {
    "type": "object",
    "additionalProperties": {
        "description": "A string, number, boolean, null, or an array of these."},
    "description": "The values put into a message, by name, for an app that writes its own "
                   "text: suits as letters, cards as codes, seats and points as integers, lists "
                   "as arrays, a nested message as its text. A code's params have the same names "
                   "in every language; empty when the message has none.",
}


def message_params(description: str | None = None, source: str | None = None) -> MessageParams:
    """The values a message was made from, for an app that writes its own text."""
    metadata: dict[str, Any] = {"allOf": [{"$ref": f"#/components/schemas/{MESSAGE_PARAMS}"}]}
    if description is not None:
        metadata["description"] = description
    return MessageParams(required=True, source=source, metadata=metadata)


def message_template_id(description: str | None = None, *, allow_none: bool = False,
                        source: str | None = None) -> MessageTemplateId:
    """The stable id of the message's template, beside its code: one code may come with
    several templates whose params differ; the id names the one used (docs/message-templates.md
    lists every template with its params and texts)."""
    return MessageTemplateId(required=True, allow_none=allow_none, source=source, metadata={
        "description": description or "The stable id of the message's template (one code may "
                                      "have several): docs/message-templates.md lists each, "
                                      "with its params and its text in every language.",
        "pattern": "^t[0-9a-f]{10}$", "example": "t0123456789"})


def message_fields() -> dict[str, fields.Field[Any]]:
    """The three members an engine Message field (``message``) becomes in an answer, all read
    from it: ``message`` (its text), ``params`` and ``template_id``."""
    return {"message": message_text(), "params": message_params(source="message"),
            "template_id": message_template_id(source="message")}


class AppliedRulesetSchema(StrictSchema):
    id = fields.String(required=True, metadata={"description": "Canonical ruleset id."})
    version = fields.String(required=True)
    overrides = SwitchValues(required=True, metadata={
        "description": "The overrides applied (switch -> value)."})


class RulesetAnswerSchema(StrictSchema):
    """The ``ruleset`` an answer echoes, first: as a base listed after the answer's own schema,
    its field comes before theirs (marshmallow collects fields from the bases in reverse
    order), in the answer and in the contract alike."""

    ruleset = fields.Nested(AppliedRulesetSchema, required=True)


VIOLATION_CODE = code_choice("ViolationCode", VIOLATION_CODES, "A duty a play breaks.")


PLAY_PHASE = enum_choice("PlayPhase", PlayPhase)

DUTY_TEXT = "The duty switch value in force (stock_phase_duty or strict_phase_duty)."


class PerSeat(BoundedList):
    """A tuple with an item per seat, as a list of ``{seat, <name>}`` objects (the form requests
    send, where seats may be left out): ``name`` is the item's member."""

    def __init__(self, inner: fields.Field[Any], name: str, **kwargs: Any) -> None:
        self.item_name = name
        super().__init__(inner, **kwargs)

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:
        return None if value is None else super()._serialize(
            [{"seat": seat, self.item_name: item} for seat, item in enumerate(value)], attr, obj)


class FirstOf(FromSource, fields.Nested):
    """The first item of a list attribute, nested (null when the list is empty): a contract's
    shorthand for the common case (the one marriage that fell in a trick)."""

    def _serialize(self, nested_obj: Any, attr: Any, obj: Any,  # type: ignore[override]
                   **kwargs: Any) -> Any:
        if not nested_obj:
            return None
        return super()._serialize(nested_obj[0], attr, obj)  # type: ignore[no-untyped-call]


class RulesetSummarySchema(StrictSchema):
    id = fields.String(required=True)
    version = fields.String(required=True)
    name = fields.String(required=True)
    description = fields.String(required=True)
    aliases = fields.List(fields.String(), required=True, validate=validate.Length(max=16))
    player_options = fields.List(StrictInt(), required=True, validate=validate.Length(max=8),
                                 metadata={"description": "Seat counts the ruleset allows."})


class RulesetListSchema(StrictSchema):
    rulesets = fields.List(fields.Nested(RulesetSummarySchema), required=True,
                           validate=validate.Length(max=64))


SWITCH_GROUP = enum_choice("SwitchGroup", Group)


class SwitchSchema(StrictSchema):
    name = fields.String(required=True)
    group = OneOfText(SWITCH_GROUP, required=True)
    value = SwitchScalar(required=True, metadata={"description": "The ruleset's value."})
    allowed_values = fields.List(
        SwitchScalar(), required=True, validate=validate.Length(max=16),
        metadata={"description": "The values the switch takes (empty for an integer range)."})
    minimum = StrictInt(required=True, allow_none=True, metadata={
        "description": "Integer switches with an open range: the lowest value (else null)."})
    maximum = StrictInt(required=True, allow_none=True, metadata={
        "description": "Integer switches with an open range: the highest value (else null)."})
    description = fields.String(required=True)
    sources = fields.String(required=True,
                            metadata={"description": "The source documents of the rule."})


class RulesetDetailSchema(RulesetSummarySchema):
    switches = fields.List(fields.Nested(SwitchSchema), required=True,
                           validate=validate.Length(max=128))


PROBLEM_ITEM_CODE = code_choice(
    "ProblemItemCode", {**FIELD_ERROR_MEANINGS, **INPUT_PROBLEMS, **API_PROBLEM_MEANINGS},
    "What is wrong at the item's JSON pointer: " + ", ".join(FIELD_ERROR_CODES) + " for a body "
    "that breaks the schema, the rules' codes otherwise.")


class ProblemItemSchema(StrictSchema):
    code = OneOfText(PROBLEM_ITEM_CODE, required=True)
    field = fields.String(required=True, metadata={
        "description": "JSON pointer into the request body ('' is the body itself)."})
    message = message_text()
    params = message_params()
    template_id = message_template_id()


PROBLEM_CODE = code_choice("ProblemCode", {k.code: str(k.title) for k in PROBLEM_KINDS},
                           "The problem's stable code, one per type.")


class ProblemSchema(StrictSchema):
    # a string, not an enum: a later version may add a type, and the URIs would make unreadable
    # member names in generated clients (clients switch on `code`)
    type = fields.String(required=True, metadata={
        "format": "uri", "example": INVALID_FIELDS.type,
        "description": "The problem's type URI (RFC 9457): `urn:tute-rules:problem:` and the "
                       "type's slug, each documented in docs/errors.md (Problem types), or "
                       "`about:blank` for an HTTP error with no meaning beyond its status. "
                       "A name, not a link; `code` names the same type."})
    title = fields.String(required=True)
    status = StrictInt(required=True)
    code = OneOfText(PROBLEM_CODE, required=True)
    detail = message_text()
    detail_params = message_params(
        "The values put into `detail`, as `params` are for each of `errors`.")
    detail_template_id = message_template_id(
        "The stable id of `detail`'s template, as `template_id` is for each of `errors` "
        "(docs/message-templates.md); null for the few problems gunicorn describes itself.",
        allow_none=True)
    instance = fields.String(required=True, metadata={"description": "The request path."})
    errors = fields.List(fields.Nested(ProblemItemSchema),
                         validate=validate.Length(max=MAX_PROBLEMS))
    omitted_errors = StrictInt(metadata={
        "description": f"How many problems `errors` leaves out: it lists the first "
                       f"{MAX_PROBLEMS}. Absent when it lists them all."})
    known_rulesets = fields.List(fields.String(), validate=validate.Length(max=64),
                                 metadata={"description": "UNKNOWN_RULESET: the known ids."})
