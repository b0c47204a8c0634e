"""What one seat knows: POST /v1/inferences (inferHands) and POST /v1/worlds (sampleWorlds).

The request carries the seat's knowledge (`knowledge`) or a full record (`record`, and
`after_actions`) of which the service keeps to what `seat` saw; the engine answers
(:mod:`tute.knowledge`, :mod:`tute.inference`, :mod:`tute.worlds`). This layer translates.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from tute.api import engine_calls as ec
from tute.api import game_json as gj
from tute.api import knowledge_schemas as ks
from tute.api.game_routes import RECORD_EXAMPLE
from tute.api.operations import Operation
from tute.api.problems import ProblemError
from tute.api.smorest import TuteBlueprint
from tute.cards import parse_card
from tute.errors import InvalidInputError, Problem
from tute.hand import HandRecord
from tute.inference import infer
from tute.knowledge import SeatKnowledge
from tute.rulesets import Ruleset
from tute.worlds import MAX_WORLDS, sample_worlds

blp = TuteBlueprint(
    "knowledge", __name__, url_prefix="/v1",
    description="What one seat knows: what it can infer of the hidden cards, and whole deals "
                "consistent with its view (for players that fill an empty seat).")

BAD_KNOWLEDGE = ("A knowledge that contradicts itself (a card in two places, a play the rules "
                  "forbid, a view no deal can produce) is a 422 naming the first "
                  "contradiction.")

# Seed 42, dealer 0 (tute-dos): seat 1 leads the ace of copas, seat 0 answers with the 12 of
# oros, seat 1 sings 20 in espadas after taking it; what seat 0 knows then.
RECORD_FORM_EXAMPLE: dict[str, Any] = {
    "ruleset": "tute-dos", "seat": 0,
    "record": {"deal": RECORD_EXAMPLE["deal"], "actions": RECORD_EXAMPLE["actions"][:3]},
}
KNOWLEDGE_EXAMPLE: dict[str, Any] = {
    "ruleset": "tute-parejas", "seat": 0,
    "knowledge": {
        "dealer": 0,
        "hand": ["1C", "3C", "12C", "11C", "10C", "7C", "6C", "5C", "4C", "1O"],
        "turn_up": "1O",
        "actions": [{"seat": 1, "kind": "play", "card": "4E"},
                    {"seat": 2, "kind": "play", "card": "2E"},
                    {"seat": 3, "kind": "play", "card": "7B"}],
    },
}
WORLDS_EXAMPLE: dict[str, Any] = {**RECORD_FORM_EXAMPLE, "count": 2, "seed": 7}


def knowledge_in(ruleset: Ruleset, body: Mapping[str, Any]) -> SeatKnowledge:
    """The seat's knowledge, from its form or from a record (problems point into the body)."""
    seat = body["seat"]
    form = body.get("knowledge")
    if form is None:
        item = body["record"]
        record: HandRecord = _record(ruleset, item)
        with ec.impossible_positions():
            return moved(lambda: SeatKnowledge.from_record(record, seat,
                                                             body.get("after_actions")),
                          "/record", {"/actions_seen": "/after_actions"})
    turn_up = form.get("turn_up")
    carried = form.get("carried")
    return SeatKnowledge(
        ruleset, seat, form["dealer"], tuple(parse_card(c) for c in form["hand"]),
        tuple(parse_card(c) for c in form.get("drawn") or ()),
        None if turn_up is None else parse_card(turn_up),
        tuple(gj.action_in(a) for a in form.get("actions") or ()),
        None if carried is None else tuple(carried))


def _record(ruleset: Ruleset, item: Mapping[str, Any]) -> HandRecord:
    try:
        return gj.record_in(ruleset, item)
    except ProblemError as error:  # the deal's problems: their pointers under /record
        error.errors = tuple(Problem(p.code, "/record" + p.field, p.message)
                             for p in error.errors)
        raise


T = TypeVar("T")


def moved(work: Callable[[], T], prefix: str, renamed: Mapping[str, str] | None = None) -> T:
    """Run ``work``; an engine problem of the knowledge gets its pointer inside the body:
    ``/seat``, ``/count`` and the renamed ones at the top, the others under ``prefix``."""
    try:
        return work()
    except InvalidInputError as error:
        raise InvalidInputError([_pointer(p, prefix, renamed or {})
                                 for p in error.problems]) from None


def _pointer(problem: Problem, prefix: str, renamed: Mapping[str, str]) -> Problem:
    field = problem.field
    if field in renamed:
        return Problem(problem.code, renamed[field], problem.message)
    if field in ("/seat", "/count", "/ruleset"):
        return problem
    return Problem(problem.code, prefix + field, problem.message)


def body_prefix(body: Mapping[str, Any]) -> str:
    return "/knowledge" if "knowledge" in body else "/record"


def infer_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    knowledge = knowledge_in(ruleset, body)
    with ec.impossible_positions():
        found = moved(lambda: infer(knowledge), body_prefix(body))
    counted.verdict = "evaluated"
    return ec.answer(found, ruleset=ruleset)


def worlds_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    knowledge = knowledge_in(ruleset, body)
    rng = random.Random(body.get("seed", 0))
    with ec.impossible_positions():
        deals = moved(lambda: sample_worlds(knowledge, body["count"], rng), body_prefix(body))
    counted.verdict = "evaluated"
    return {"ruleset": ruleset, "seat": knowledge.seat, "worlds": deals}


Operation(
    blp, "/inferences", "inferHands", infer_one,
    ks.InferenceRequestSchema, KNOWLEDGE_EXAMPLE, ks.InferenceSchema, "The inference.",
    summary="Infer the hidden cards from one seat's knowledge",
    description="For each other seat (and the stock, and cards set aside unseen): the cards "
                "it may hold now, those it holds for certain, how many it holds, and every "
                "card it cannot hold with the action that proved it and why: the duty a play "
                "would have broken (MUST_FOLLOW_SUIT, MUST_HEAD, MUST_TRUMP, MUST_OVERTRUMP, "
                "...: the codes of legal plays), or what the seat saw (played, shown by a "
                "marriage, tute or swap, the turn-up, its own hand). The request carries the "
                "seat's knowledge (`knowledge`: its cards, the turn-up and the public "
                "actions) or a full record (`record`) of which only what `seat` saw is used. "
                + BAD_KNOWLEDGE,
).register()


Operation(
    blp, "/worlds", "sampleWorlds", worlds_one,
    ks.WorldsRequestSchema, WORLDS_EXAMPLE, ks.SampledWorldsSchema, "The worlds.",
    summary="Sample whole deals consistent with a seat's view",
    description="`count` (1 to " + str(MAX_WORLDS) + ") whole deals, each with every hand, "
                "the stock in order and the turn-up, on which replaying the actions is legal "
                "and shows the seat exactly what it saw; drawn uniformly and independently "
                "among all such deals (listed exactly when few remain), reproducibly for a "
                "`seed`. The request is that of POST /v1/inferences. " + BAD_KNOWLEDGE
                + " A `count` past its bound is a 422 naming the bound.",
).register()
