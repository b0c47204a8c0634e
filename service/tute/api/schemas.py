"""Marshmallow schemas: the single source of truth for request and response bodies.

Strict by construction: unknown fields are refused (``additionalProperties: false``), integers
must be JSON integers (never ``true`` or ``1.0``), suits and phases are enums, card codes match
:data:`CARD_PATTERN`, and every list has a ``maxItems``.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from typing import Any

from marshmallow import RAISE, Schema, ValidationError, fields, validate

from tute import DUTY_MESSAGES, SWITCHES
from tute.api.problems import FIELD_ERROR_CODES, PROBLEM_KINDS

CARD_PATTERN = r"^(1|2|3|4|5|6|7|10|11|12)[OCEB]$"
SUIT_LETTERS = ("O", "C", "E", "B")
MAX_HAND = 20
MAX_TRICK = 6
MAX_OVERRIDES = 64
MAX_PROBLEMS = 256
SEATS = validate.Range(0, 5)

# One JSON scalar: what a switch value (or an override of one) can be.
SCALAR_SCHEMA: dict[str, Any] = {
    "anyOf": [{"type": "string", "nullable": True}, {"type": "integer"}, {"type": "boolean"}],
}


class FullMatch(validate.Validator):
    """A pattern the whole string must match.

    Python's ``$`` also matches before a final newline, so ``re.match`` would let ``"1O\\n"``
    through; ``fullmatch`` does not. The pattern is published as written (apispec reads
    ``regex``), where ECMA ``$`` has no such exception.
    """

    def __init__(self, pattern: str, error: str) -> None:
        self.regex = re.compile(pattern)
        self.message = error

    def __call__(self, value: str) -> str:
        if self.regex.fullmatch(value) is None:
            raise ValidationError(self.message)
        return value


class StrictInt(fields.Integer):
    """A JSON integer: refuses booleans, floats and numeric strings."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(strict=True, **kwargs)


class CardCode(fields.String):
    """A card code such as ``12B`` (rank, then the upper-case suit letter)."""

    def __init__(self, **kwargs: Any) -> None:
        metadata = {"description": "A card code: rank (1-7, 10, 11, 12) then suit letter "
                                   "(O oros, C copas, E espadas, B bastos).",
                    "example": "12B", **kwargs.pop("metadata", {})}
        super().__init__(
            validate=FullMatch(CARD_PATTERN,
                               error="not a card code: rank 1-7, 10, 11 or 12, then O, C, E "
                                     "or B (upper case), e.g. 12B"),
            metadata=metadata, **kwargs)


class SuitLetter(fields.String):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(validate=validate.OneOf(SUIT_LETTERS), **kwargs)


def _is_scalar(value: object) -> bool:
    # bool is an int: both are fine; floats, lists and objects are not switch values
    return value is None or isinstance(value, str | int)


class SwitchValues(fields.Field[dict[str, Any]]):
    """An object of switch name -> scalar value (string, integer, boolean or null).

    Only the JSON shape is checked here; whether a value suits its switch is the engine's call,
    so its message can name the allowed values.
    """

    def __init__(self, **kwargs: Any) -> None:
        metadata = {
            "type": "object",
            "maxProperties": MAX_OVERRIDES,
            "additionalProperties": copy.deepcopy(SCALAR_SCHEMA),
            **kwargs.pop("metadata", {}),
        }
        super().__init__(metadata=metadata, **kwargs)

    def _deserialize(
        self, value: object, attr: str | None, data: Mapping[str, Any] | None, **kwargs: Any
    ) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise ValidationError("Not a valid mapping type.")
        if len(value) > MAX_OVERRIDES:
            raise ValidationError(f"at most {MAX_OVERRIDES} switches")
        bad = {name: ["must be a string, an integer, a boolean or null"]
               for name, item in value.items() if not _is_scalar(item)}
        if bad:
            raise ValidationError(bad)
        return dict(value)

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return None if value is None else dict(value)


class SwitchScalar(fields.Field[Any]):
    """One switch value in a response."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(metadata={**copy.deepcopy(SCALAR_SCHEMA), **kwargs.pop("metadata", {})},
                         **kwargs)


class StrictSchema(Schema):
    class Meta:
        unknown = RAISE


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


class TrickCardSchema(StrictSchema):
    seat = StrictInt(required=True, validate=SEATS, metadata={"description": "Who played it."})
    card = CardCode(required=True)


class PositionSchema(RulesetChoiceSchema):
    trump = SuitLetter(
        required=True, allow_none=True,
        metadata={"description": "Trump suit letter; null while no trump is fixed (cabrón)."})
    seat = StrictInt(required=True, validate=SEATS,
                     metadata={"description": "The seat to play, numbered in playing order."})
    hand = fields.List(CardCode(), required=True, validate=validate.Length(max=MAX_HAND),
                       metadata={"description": "The acting seat's cards."})
    trick = fields.List(
        fields.Nested(TrickCardSchema), validate=validate.Length(max=MAX_TRICK),
        metadata={"description": "Cards already in the current trick, in playing order."})
    stock_size = StrictInt(
        validate=validate.Range(0, 40),
        metadata={"description": "Stock games: cards not yet drawn, turn-up included; "
                                 "0 (the default) when exhausted or without a stock."})
    turn_up = CardCode(allow_none=True,
                       metadata={"description": "Stock games: the face-up trump card while "
                                                "it is still on the table."})


class PlayRequestSchema(PositionSchema):
    card = CardCode(required=True, metadata={"description": "The card the seat wants to play."})


class TrickRequestSchema(RulesetChoiceSchema):
    trump = SuitLetter(
        required=True, allow_none=True,
        metadata={"description": "Trump suit letter; null while no trump is fixed (cabrón)."})
    trick = fields.List(
        fields.Nested(TrickCardSchema), required=True, validate=validate.Length(max=MAX_TRICK),
        metadata={"description": "The complete trick, one card a seat, in playing order."})


# -- responses -----------------------------------------------------------------------------------


class AppliedRulesetSchema(StrictSchema):
    id = fields.String(required=True, metadata={"description": "Canonical ruleset id."})
    version = fields.String(required=True)
    overrides = SwitchValues(required=True, metadata={
        "description": "The overrides applied (switch -> value)."})


class ViolationSchema(StrictSchema):
    code = fields.String(required=True, validate=validate.OneOf(sorted(DUTY_MESSAGES)))
    message = fields.String(required=True)


class ExclusionSchema(StrictSchema):
    card = CardCode(required=True)
    violations = fields.List(fields.Nested(ViolationSchema), required=True,
                             validate=validate.Length(max=len(DUTY_MESSAGES)))


_DUTIES = sorted({str(v) for name in ("stock_phase_duty", "strict_phase_duty")
                  for v in SWITCHES[name].choices})


class LegalPlaysSchema(StrictSchema):
    ruleset = fields.Nested(AppliedRulesetSchema, required=True)
    seat = StrictInt(required=True)
    legal_plays = fields.List(CardCode(), required=True, validate=validate.Length(max=MAX_HAND))
    excluded = fields.List(fields.Nested(ExclusionSchema), required=True,
                           validate=validate.Length(max=MAX_HAND))
    phase = fields.String(required=True, validate=validate.OneOf(("stock", "strict")),
                          metadata={"description": "stock: the stock has cards; strict: no "
                                                   "stock, or it is exhausted."})
    duty = fields.String(required=True, validate=validate.OneOf(_DUTIES),
                         metadata={"description": "The duty switch value in force."})


class PlayVerdictSchema(StrictSchema):
    ruleset = fields.Nested(AppliedRulesetSchema, required=True)
    seat = StrictInt(required=True)
    card = CardCode(required=True)
    legal = fields.Boolean(required=True)
    violations = fields.List(fields.Nested(ViolationSchema), required=True,
                             validate=validate.Length(max=len(DUTY_MESSAGES)))
    legal_plays = fields.List(CardCode(), required=True, validate=validate.Length(max=MAX_HAND),
                              metadata={"description": "The legal alternatives."})
    phase = fields.String(required=True, validate=validate.OneOf(("stock", "strict")))
    duty = fields.String(required=True, validate=validate.OneOf(_DUTIES))


class TrickResultSchema(StrictSchema):
    ruleset = fields.Nested(AppliedRulesetSchema, required=True)
    winner_seat = StrictInt(required=True)
    winning_card = CardCode(required=True)
    points = StrictInt(required=True, metadata={"description": "Card points in the trick."})


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


class SwitchSchema(StrictSchema):
    name = fields.String(required=True)
    group = fields.String(required=True,
                          validate=validate.OneOf(("table", "duties", "declarations",
                                                   "results", "auction")))
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


class ProblemItemSchema(StrictSchema):
    code = fields.String(required=True, metadata={
        "description": "Stable code: " + ", ".join(FIELD_ERROR_CODES) + " for schema errors, "
                       "the engine's codes (DUPLICATE_CARD, UNKNOWN_SWITCH, ...) otherwise."})
    field = fields.String(required=True, metadata={
        "description": "JSON pointer into the request body ('' is the body itself)."})
    message = fields.String(required=True)


class ProblemSchema(StrictSchema):
    type = fields.String(required=True, validate=validate.OneOf([k.type for k in PROBLEM_KINDS]),
                         metadata={"format": "uri"})
    title = fields.String(required=True)
    status = StrictInt(required=True)
    code = fields.String(required=True,
                         validate=validate.OneOf(sorted({k.code for k in PROBLEM_KINDS})))
    detail = fields.String(required=True)
    instance = fields.String(required=True, metadata={"description": "The request path."})
    errors = fields.List(fields.Nested(ProblemItemSchema),
                         validate=validate.Length(max=MAX_PROBLEMS))
    known_rulesets = fields.List(fields.String(), validate=validate.Length(max=64),
                                 metadata={"description": "UNKNOWN_RULESET: the known ids."})
