"""Analysis: POST /v1/analyses (analyzePosition) and POST /v1/hand-reviews (reviewHand).

The requests are hand records as POST /v1/turns takes them (the deal, from a seed or its
cards, is known: "open" analysis); the engine answers (:func:`tute.solver.analyze`,
:func:`tute.review.review_hand`). This layer translates.
"""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from tute.api import engine_calls as ec
from tute.api import game_json as gj
from tute.api import game_schemas as gs
from tute.api.derive import SCHEMAS, answer_schema
from tute.api.game_schemas import MAX_ACTIONS, SEED_MAX, ActionSchema
from tute.api.operations import Operation
from tute.api.schemas import (
    BoundedList,
    OneOfText,
    RulesetAnswerSchema,
    StrictInt,
    StrictSchema,
    choice,
)
from tute.api.smorest import TuteBlueprint
from tute.hand import replay_legal
from tute.review import (
    DEFAULT_REVIEW_NODES,
    MAX_REVIEW_WORLDS,
    HandReview,
    OpenFrom,
    ReviewedAction,
    review_hand,
)
from tute.solver import DEFAULT_MAX_NODES, MAX_NODES, ActionAnalysis, Analysis, analyze

blp = TuteBlueprint(
    "analysis", __name__, url_prefix="/v1",
    description="Analysis: every action of an open position valued by perfect play, and the "
                "review of a recorded hand.")

_MAX_SIDES = 6

OPEN_FROM = choice("OpenFrom", tuple(o.value for o in OpenFrom),
                   "Which positions a review analyses: `last_draw`, those once the stock is "
                   "gone (every position of a game without a stock); `start`, every position "
                   "(within `max_nodes`).")

PERFECT = ("Perfect play: the analysed seat's side maximises its points minus the points of "
           "every other side together, and every other seat minimises that (with two sides, "
           "each side maximises its points minus the other's). Among lines with the same "
           "difference, the one reported is the one where the analysed side's own total is "
           "highest against opponents that keep it lowest; with more than two sides, where "
           "such lines may share the other sides' points differently, the first of them in "
           "the order the actions are listed, at every step.")


def _points_field(description: str) -> BoundedList:
    return BoundedList(StrictInt(), required=True, allow_none=True,
                       validate=validate.Length(max=_MAX_SIDES),
                       metadata={"description": description})


class AnalysisRequestSchema(gs.HandRecordSchema):
    seat = StrictInt(validate=validate.Range(0, _MAX_SIDES - 1), metadata={
        "description": "The seat whose actions are analysed (default: the seat to act)."})
    max_nodes = StrictInt(validate=validate.Range(1, MAX_NODES), metadata={
        "description": f"The positions the search may expand: 1 to {MAX_NODES}, default "
                       f"{DEFAULT_MAX_NODES}. A position too large for it is answered with "
                       "proven bounds and `solved: false`."})


class ActionValueSchema(StrictSchema):
    action = fields.Nested(ActionSchema, required=True)
    points = _points_field(
        "The points each side ends the hand with (from its start: cards, últimas, "
        "marriages, as POST /v1/hand-scores counts them) if every seat plays perfectly after "
        "this action, on the reported line; null while unsolved.")
    lower = StrictInt(required=True, metadata={
        "description": "Proven lower bound on the analysed side's points minus the other "
                       "sides' after this action."})
    upper = StrictInt(required=True, metadata={
        "description": "Proven upper bound on it (equal to `lower` once solved)."})
    solved = fields.Boolean(required=True)
    line = BoundedList(fields.Nested(ActionSchema), required=True,
                       validate=validate.Length(max=MAX_ACTIONS), metadata={
                           "description": "The reported line, this action first, to the end "
                                          "of the hand (empty while unsolved)."})


SCHEMAS[ActionAnalysis] = ActionValueSchema  # its solved is a property: declared
AnalysisSchema = answer_schema(
    Analysis, bases=(RulesetAnswerSchema,), max_items=MAX_ACTIONS,
    insert={"actions": {"deal_number": StrictInt(required=True, metadata={
        "description": "1, or 2 in the vueltas."})}},
    describe={
        "seat": "The seat analysed.",
        "side": "Its side: the index of `points` it is counted in.",
        "actions": "Every action the seat may take now, in the order POST /v1/turns lists "
                   "them.",
        "best": "The best actions (all of them when several are equally good); empty while "
                "unsolved.",
        "solved": "Every action's value is exact. False: the budget ran out and the bounds are "
                  "what was proven.",
        "lower": "Bounds on the best difference the seat's side can force.",
        "nodes": "The positions expanded."})


class ReviewRequestSchema(gs.HandRecordSchema):
    max_nodes = StrictInt(validate=validate.Range(1, MAX_NODES), metadata={
        "description": f"The positions all the review's analyses may expand together: 1 to "
                       f"{MAX_NODES}, default {DEFAULT_REVIEW_NODES}."})
    open_from = OneOfText(OPEN_FROM, metadata={"description": "Default `last_draw`."})
    worlds = StrictInt(validate=validate.Range(0, MAX_REVIEW_WORLDS), metadata={
        "description": f"The seat's own view: the worlds consistent with what the acting "
                       f"seat knew, analysed for each reviewed action (0 to "
                       f"{MAX_REVIEW_WORLDS}, default 0: the open view only)."})
    seed = StrictInt(validate=validate.Range(0, SEED_MAX), metadata={
        "description": "The seed the worlds are drawn from (default 0)."})


ReviewedActionSchema = answer_schema(ReviewedAction, max_items=MAX_ACTIONS, describe={
    "index": "The action's index, counted through the first deal and on into the vueltas.",
    "options": "The seat's actions then.",
    "best": "Open: the best actions at that point (empty while unsolved).",
    "cost": "Open: the points of difference the action gave up against the best (0 for a best "
            "action); null while unsolved.",
    "cost_lower": "Proven bounds on it.",
    "expected_cost": "The seat's view: the mean cost over the worlds analysed against the "
                     "action with the best mean (two decimals); null without worlds.",
    "better": "The seat's view: the action with the best mean over the worlds.",
    "worlds": "The worlds solved and counted in `expected_cost`."})


ReviewSchema = answer_schema(
    HandReview, name="Review", bases=(RulesetAnswerSchema,), max_items=2 * MAX_ACTIONS,
    describe={"actions": "Every reviewed action, in the record's order.",
              "mistakes": "The reviewed actions proven to cost points open (`cost_lower` above "
                          "0) or on average from the seat's view, the largest first (open, "
                          "then the seat's view).",
              "solved": "Every reviewed action's open cost is exact."})


# A two-player brisca hand dealt from seed 42, played to its end (a swap of the 2 early on).
_BRISCA_42 = (
    (1, "play", "6E"), (0, "play", "7C"), (0, "play", "11E"), (1, "play", "4E"),
    (0, "swap", "2C"), (0, "play", "12O"), (1, "play", "6B"), (0, "play", "1C"),
    (1, "play", "10O"), (0, "play", "10B"), (1, "play", "11C"), (1, "play", "12B"),
    (0, "play", "7B"), (1, "play", "11B"), (0, "play", "1O"), (1, "play", "5C"),
    (0, "play", "4B"), (1, "play", "12E"), (0, "play", "6C"), (0, "play", "3C"),
    (1, "play", "7O"), (0, "play", "6O"), (1, "play", "5E"), (0, "play", "12C"),
    (1, "play", "1B"), (0, "play", "7E"), (1, "play", "1E"), (1, "play", "10C"),
    (0, "play", "2E"), (1, "play", "11O"), (0, "play", "4C"), (0, "play", "3B"),
    (1, "play", "5B"), (0, "play", "4O"), (1, "play", "5O"), (1, "play", "3O"),
    (0, "play", "2C"), (0, "play", "10E"), (1, "play", "3E"), (1, "play", "2O"),
    (0, "play", "2B"))
REVIEW_EXAMPLE: dict[str, Any] = {
    "ruleset": "brisca", "deal": {"seed": 42},
    "actions": [{"seat": seat, "kind": kind, "card": card} for seat, kind, card in _BRISCA_42]}
# Its last six tricks to play (the stock gone): seat 0 to lead.
ANALYSIS_EXAMPLE: dict[str, Any] = {**REVIEW_EXAMPLE,
                                    "actions": REVIEW_EXAMPLE["actions"][:30],
                                    "max_nodes": 20_000}


def analyze_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    record = gj.record_in(ruleset, body)
    with ec.impossible_positions():
        first, second = replay_legal(record)
        state = second if second is not None else first
        found = analyze(state, body.get("seat"),
                        max_nodes=body.get("max_nodes", DEFAULT_MAX_NODES))
    counted.verdict = "solved" if found.solved else "bounded"
    return ec.answer(found, ruleset=ruleset, deal_number=1 if second is None else 2)


def review_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    record = gj.record_in(ruleset, body)
    with ec.impossible_positions():
        found = review_hand(record, max_nodes=body.get("max_nodes", DEFAULT_REVIEW_NODES),
                            open_from=OpenFrom(body.get("open_from", "last_draw")),
                            worlds=body.get("worlds", 0), seed=body.get("seed", 0))
    counted.verdict = "solved" if found.solved else "bounded"
    return ec.answer(found, ruleset=ruleset)


Operation(
    blp, "/analyses", "analyzePosition", analyze_one,
    AnalysisRequestSchema, ANALYSIS_EXAMPLE, AnalysisSchema, "The analysis.",
    summary="Value every action of an open position",
    description="The hand so far, as POST /v1/turns takes it, with every card known: each "
                "hand, the stock's order and the turn-up (open play, as double dummy is in "
                "bridge; clairvoyant on the draws of a stock game). For each action `seat` "
                "(the seat to act by default) may take now: the points each side ends the "
                "hand with if every seat plays perfectly from there, counted as POST "
                "/v1/hand-scores counts them, and the best actions. " + PERFECT + " "
                "Declarations, swaps, capote announcements and bids are actions; a hand a "
                "tute or a lost capote ends early ends the line. `max_nodes` bounds the "
                "search: past it the answer gives the bounds it proved and `solved: false`, "
                "never a guess shown as exact. An illegal record is a 422 (ILLEGAL_ACTION); a "
                "hand that is over a 422 `HAND_OVER`; a seat without an action a 422 "
                "`SEAT_HAS_NO_ACTION`; a `max_nodes` past its bound a 422 naming the bound.",
).register()


Operation(
    blp, "/hand-reviews", "reviewHand", review_one,
    ReviewRequestSchema, REVIEW_EXAMPLE, ReviewSchema, "The review.",
    summary="Review every action of a recorded hand",
    description="For each action of the record whose seat was the seat to act and had a "
                "choice: its cost in points of difference against the best action at that "
                "point, open (every card known: exact where `max_nodes` allows, else proven "
                "bounds), and with `worlds` from the acting seat's own view (the mean over "
                "worlds consistent with what it knew, drawn from `seed`, each analysed "
                "open). The largest mistakes come first in `mistakes`, each with the better "
                "action. `open_from` `last_draw` (the default) reviews the positions once "
                "the stock is gone; `start` every position. " + PERFECT + " An illegal "
                "record is a 422 (ILLEGAL_ACTION); a `max_nodes` or `worlds` past its bound "
                "a 422 naming the bound.",
).register()
