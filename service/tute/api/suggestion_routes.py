"""Suggested actions: POST /v1/suggestions (suggestAction).

The request is that of POST /v1/inferences (the seat's knowledge, or a record and `seat`) with
the level, a seed, an effort and a deadline; the engine answers (:func:`tute.suggest.suggest`).
This layer translates.
"""

from __future__ import annotations

import time
from typing import Any

from marshmallow import fields, validate

from tute.api import engine_calls as ec
from tute.api import knowledge_routes as kr
from tute.api.derive import answer_schema
from tute.api.game_schemas import SEED_MAX, ActionSchema
from tute.api.knowledge_schemas import InferenceRequestSchema
from tute.api.operations import Operation
from tute.api.schemas import (
    BoundedList,
    OneOfText,
    RulesetAnswerSchema,
    StrictInt,
    choice,
)
from tute.api.smorest import TuteBlueprint
from tute.players import PlayerLevel
from tute.suggest import (
    DEFAULT_EFFORT,
    MAX_EFFORT,
    Candidate,
    DeclarationSuggestion,
    Suggestion,
    suggest,
    suggest_declaration,
)

blp = TuteBlueprint(
    "players", __name__, url_prefix="/v1",
    description="Players for empty seats: the action a player of a chosen level takes, from "
                "what its seat knows.")

PLAYER_LEVEL = choice("PlayerLevel", tuple(level.value for level in PlayerLevel),
                      "How a suggestion is made: `random`, a legal action drawn at random; "
                      "`basic`, a good club player's rules of thumb; `strong`, a search over "
                      "the deals consistent with what the seat knows, `basic` playing each "
                      "candidate out.")
#: the longest a strong search may be given, in milliseconds, and what it is given by default:
#: a request's cost stays bounded whatever its effort (a worker is not held for a minute)
MAX_DEADLINE_MS = 5_000
DEFAULT_DEADLINE_MS = 2_000


class SuggestionRequestSchema(InferenceRequestSchema):
    level = OneOfText(PLAYER_LEVEL, required=True)
    seed = StrictInt(validate=validate.Range(0, SEED_MAX), metadata={
        "description": "The random source's seed (default 0): the same request answers the "
                       "same action, unless `deadline_ms` cut the search."})
    effort = StrictInt(validate=validate.Range(1, MAX_EFFORT), metadata={
        "description": f"strong: the most playouts to make (default {DEFAULT_EFFORT}, at "
                       f"most {MAX_EFFORT}): worlds times candidates, less when a candidate "
                       "clearly worse than the best is dropped."})
    deadline_ms = StrictInt(validate=validate.Range(1, MAX_DEADLINE_MS), metadata={
        "description": "strong: stop searching after this many milliseconds and answer from "
                       "the worlds played out so far (`cut_short` says so): 1 to "
                       f"{MAX_DEADLINE_MS}, default {DEFAULT_DEADLINE_MS}, so that no request "
                       "holds the service longer, whatever its effort."})


class Estimate(fields.Float):
    """A mean over a few worlds, to two decimals: it says no more."""

    def _serialize(self, value: Any, attr: Any, obj: Any, **kwargs: Any) -> Any:
        return None if value is None else round(value, 2)


_CANDIDATE: dict[str, fields.Field[Any]] = {
    "value": Estimate(required=True, metadata={
        "description": "The mean outcome for the seat's side over the worlds (two decimals): "
                       "its points minus the best other side's, plus 20 when it wins the deal."}),
    "points": BoundedList(Estimate(), required=True, validate=validate.Length(max=6), metadata={
        "description": "Each side's mean points (two decimals)."})}
CandidateSchema = answer_schema(Candidate, override={
    "action": fields.Nested(ActionSchema, required=True), **_CANDIDATE})
DeclarationCandidateSchema = answer_schema(
    Candidate, name="DeclarationCandidate", override={
        "action": fields.Nested(ActionSchema, required=True, allow_none=True, metadata={
            "description": "The declaration weighed; null: declining for now."}), **_CANDIDATE})
_STRONG = {"worlds": "strong: the deals played out.",
           "cut_short": "strong: the deadline ended the search before its effort was spent."}
SuggestionSchema = answer_schema(
    Suggestion, bases=(RulesetAnswerSchema,), before={"seat": StrictInt(required=True)},
    override={"level": OneOfText(PLAYER_LEVEL, required=True)},
    order=("seat", "level", "action"), max_items=200, describe={
        "action": "The suggested action, ready to append to the record.",
        "candidates": "strong: every action weighed, best first (empty for the other levels, "
                      "and when the seat has one action only).",
        "playouts": "strong: the playouts made: worlds times candidates, less the worlds in "
                    "which a candidate dropped as clearly worse was no longer played out.",
        **_STRONG})
DeclarationSuggestionSchema = answer_schema(
    DeclarationSuggestion, bases=(RulesetAnswerSchema,),
    before={"seat": StrictInt(required=True)},
    override={"level": OneOfText(PLAYER_LEVEL, required=True),
              "candidates": BoundedList(
                  fields.Nested(DeclarationCandidateSchema), required=True,
                  validate=validate.Length(max=200), metadata={
                      "description": "strong: every declaration weighed and declining (action "
                                     "null), best first; empty for the other levels."})},
    order=("seat", "level", "declaration"), describe={
        "declaration": "The declaration to make now, ready to append to the record; null: "
                       "decline for now (the seat is not asked again until something happens "
                       "at the table).",
        "playouts": "strong: the playouts made.", **_STRONG})


# Seat 1 of the record form's example, to lead after its marriage: strong, a small effort.
SUGGESTION_EXAMPLE: dict[str, Any] = {**kr.RECORD_FORM_EXAMPLE, "seat": 1, "level": "strong",
                                      "seed": 1, "effort": 24}
# Guiñote: seat 1 took the first trick; before its lead, its partner seat 3 (not to act) may
# swap the 7 of trumps: strong weighs the swap and declining.
DECLARATION_EXAMPLE: dict[str, Any] = {
    "ruleset": "guinote", "seat": 3, "level": "strong", "seed": 1, "effort": 24,
    "record": {"deal": {"seed": 2}, "actions": [
        {"seat": 1, "kind": "play", "card": "1C"}, {"seat": 2, "kind": "play", "card": "11C"},
        {"seat": 3, "kind": "play", "card": "3C"}, {"seat": 0, "kind": "play", "card": "12C"}]},
}
#: the same seat's basic suggestion: what a batch of suggestions holds
BASIC_EXAMPLE: dict[str, Any] = {**{k: v for k, v in SUGGESTION_EXAMPLE.items() if k != "effort"},
                                  "level": "basic"}


def asks_for_search(item: Any) -> bool:
    """Whether a raw suggestions batch item (before it is loaded) asks for a ``strong``
    search, which a batch does not take (tute.api.batch_routes)."""
    return isinstance(item, dict) and item.get("level") == PlayerLevel.STRONG.value


def suggest_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    return _searched(body, counted, suggest)


def _searched(body: dict[str, Any], counted: ec.Evaluation, search: Any) -> dict[str, Any]:
    """One suggestion operation: the seat's knowledge from the body, and ``search``
    (suggest or suggest_declaration) at the body's level, seed, effort and deadline."""
    ruleset = counted.choose(body)
    knowledge = kr.knowledge_in(ruleset, body)
    deadline = time.monotonic() + body.get("deadline_ms", DEFAULT_DEADLINE_MS) / 1000
    level = PlayerLevel(body["level"])
    with ec.impossible_positions():
        found = kr.moved(lambda: search(knowledge, level, body.get("seed", 0),
                                        effort=body.get("effort", DEFAULT_EFFORT),
                                        deadline=deadline), kr.body_prefix(body))
    counted.verdict = level.value
    return ec.answer(found, ruleset=ruleset, seat=knowledge.seat)


Operation(
    blp, "/suggestions", "suggestAction", suggest_one,
    SuggestionRequestSchema, SUGGESTION_EXAMPLE, SuggestionSchema, "The suggestion.",
    summary="Suggest the action of the seat to act",
    description="The action a player of `level` takes now for `seat`, which must be the seat "
                "to act, from what that seat knows only: the request is that of POST "
                "/v1/inferences (`knowledge`, or a `record` of which only what `seat` saw is "
                "used). `random` and `basic` answer at once; `strong` deals worlds consistent "
                "with the seat's knowledge, plays each of its actions out in every world with "
                "`basic` at every seat, and answers the action with the best mean outcome, "
                "with every candidate and its estimate. `seed` makes the answer reproducible "
                "(the same knowledge and seed give the same action whatever the hidden cards "
                "are), `effort` sets the playouts and `deadline_ms` may cut them "
                "(`cut_short`). " + kr.BAD_KNOWLEDGE + " A seat that is not to act is a 422 "
                "`SEAT_NOT_TO_ACT` (a seat that may declare out of turn asks POST "
                "/v1/declaration-suggestions); an `effort` or `deadline_ms` past its bound a 422 "
                "naming the bound.",
).register()


def suggest_declaration_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    return _searched(body, counted, suggest_declaration)

Operation(
    blp, "/declaration-suggestions", "suggestDeclaration", suggest_declaration_one,
    SuggestionRequestSchema, DECLARATION_EXAMPLE, DeclarationSuggestionSchema, "The suggestion.",
    summary="Suggest whether a seat not to act declares now",
    description="Some rules let a seat that is not the seat to act declare: a partner's "
                "marriage in Guiñote, the capote in Habanero, a claim of 101. This answers, "
                "for such a `seat`, the declaration a player of `level` makes now, or null "
                "when it declines for now (it is asked again once something happens at the "
                "table), from what that seat knows only: the request is that of POST "
                "/v1/suggestions. `strong` weighs declining as one more candidate (action "
                "null). " + kr.BAD_KNOWLEDGE + " The seat to act is a 422 `SEAT_TO_ACT` (POST "
                "/v1/suggestions answers it), a seat with nothing to declare a 422 "
                "`NOTHING_TO_DECLARE`; an `effort` or `deadline_ms` past its bound a 422 "
                "naming the bound.",
).register()
