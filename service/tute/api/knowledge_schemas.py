"""Schemas of what one seat knows, its inference and worlds (POST /v1/inferences, /v1/worlds)."""

from __future__ import annotations

from typing import Any

from marshmallow import ValidationError, fields, validate

from tute.api.derive import answer_schema
from tute.api.field_messages import REQUIRED
from tute.api.game_schemas import (
    DECK_SIZE,
    MAX_ACTIONS,
    SEED_MAX,
    ActionSchema,
    DealInSchema,
    DealRecordSchema,
    DealSchema,
    _seat,
)
from tute.api.schemas import (
    AppliedRulesetSchema,
    BoundedList,
    CardCode,
    OneOfText,
    RulesetAnswerSchema,
    RulesetChoiceSchema,
    StrictInt,
    StrictSchema,
    choice,
    code_choice,
)
from tute.codes import INFERENCE_REASONS
from tute.inference import CardExclusion, Inference, PlaceInference
from tute.messages import msg
from tute.worlds import MAX_WORLDS

INFERENCE_REASON = code_choice(
    "InferenceReasonCode", INFERENCE_REASONS,
    "Why a place cannot hold a card: the duty a play would have broken, or what the seat saw.")
PLACE_KIND = choice("PlaceKind", ("hand", "stock", "aside"),
                    "Where hidden cards lie: another seat's hand, the stock, or the cards set "
                    "aside unseen.")


class SeatKnowledgeSchema(StrictSchema):
    """What one seat knows: its cards, the turn-up, the public actions."""

    dealer = _seat("The dealer.", required=True)
    hand = BoundedList(CardCode(), required=True, validate=validate.Length(max=DECK_SIZE),
                       metadata={"description": "The cards dealt to the seat, in the order "
                                                "received."})
    drawn = BoundedList(CardCode(), validate=validate.Length(max=DECK_SIZE), metadata={
        "description": "Every card the seat drew from the stock, in order (the turn-up too, "
                       "when it drew it last). Default none."})
    turn_up = CardCode(metadata={
        "description": "The card that shows trumps (the stock's last card, the dealer's last "
                       "card, or the card of nobody); absent in games that show none."})
    actions = BoundedList(fields.Nested(ActionSchema), validate=validate.Length(max=MAX_ACTIONS),
                          metadata={"description": "The public actions, in order: another "
                                                   "seat's hidden 20 without its suit."})
    carried = BoundedList(StrictInt(), validate=validate.Length(max=6), metadata={
        "description": "In the vueltas: each side's total carried from the first deal."})


class RecordFormSchema(StrictSchema):
    """A full record (a backend holding the deal): the service keeps to the seat's knowledge."""

    deal = fields.Nested(DealInSchema, required=True)
    actions = BoundedList(fields.Nested(ActionSchema), required=True,
                          validate=validate.Length(max=MAX_ACTIONS))
    vueltas = fields.Nested(DealRecordSchema)


class InferenceRequestSchema(RulesetChoiceSchema):
    seat = _seat("Whose knowledge.", required=True)
    knowledge = fields.Nested(SeatKnowledgeSchema, metadata={
        "description": "What the seat knows (or send `record`)."})
    record = fields.Nested(RecordFormSchema, metadata={
        "description": "A full record, of which only what `seat` saw is used (or send "
                       "`knowledge`)."})
    after_actions = StrictInt(validate=validate.Range(0, 2 * MAX_ACTIONS), metadata={
        "description": "With `record`: how many of its actions have been made (default all), "
                       "counted through the first deal and on into the vueltas."})

    def check_together(self, data: dict[str, Any]) -> None:
        """The knowledge, or a record."""
        if "knowledge" in data and "record" in data:
            raise ValidationError({"record": [msg("not with knowledge: send one of the two")]})
        if "knowledge" not in data and "record" not in data:
            raise ValidationError({"knowledge": [REQUIRED]})
        if "after_actions" in data and "record" not in data:
            raise ValidationError({"after_actions": [msg("only with a record")]})


class WorldsRequestSchema(InferenceRequestSchema):
    count = StrictInt(required=True, validate=validate.Range(1, MAX_WORLDS), metadata={
        "description": f"How many worlds: 1 to {MAX_WORLDS}."})
    seed = StrictInt(validate=validate.Range(0, SEED_MAX), metadata={
        "description": "The sampler's seed (default 0): the same request answers the same "
                       "worlds."})


CardExclusionSchema = answer_schema(
    CardExclusion,
    describe={"action": "The index of the action that proved it (null: known from the deal).",
              "seat": "HELD_BY_OTHER: the seat that holds it."},
    # the engine keeps its codes as strings; the contract publishes them as an enum
    override={"reason": OneOfText(INFERENCE_REASON, required=True)})
PlaceInferenceSchema = answer_schema(
    PlaceInference, max_items=DECK_SIZE,
    describe={"count": "The cards it holds now.",
              "known": "The cards it holds for certain.",
              "possible": "The cards it may hold (the known ones included).",
              "excluded": "Every other card of the deck, with why."},
    override={"kind": OneOfText(PLACE_KIND, required=True, metadata={
        "description": "Another seat's hand, the stock, or the cards set aside unseen."})})
InferenceSchema = answer_schema(
    Inference, name="Inference", bases=(RulesetAnswerSchema,),
    max_items={"places": 8, "unseen": DECK_SIZE},
    describe={"unseen": "The cards whose place the seat does not know, not played yet."})


class SampledWorldsSchema(StrictSchema):
    ruleset = fields.Nested(AppliedRulesetSchema, required=True)
    seat = StrictInt(required=True)
    worlds = BoundedList(fields.Nested(DealSchema), required=True,
                         validate=validate.Length(max=MAX_WORLDS), metadata={
                             "description": "Whole deals on which the actions replay legally "
                                            "and show the seat what it saw, drawn uniformly "
                                            "and independently among all such deals."})
