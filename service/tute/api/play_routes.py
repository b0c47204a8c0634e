"""Operations on a play: legal plays, one play's verdict, a trick's result."""

from __future__ import annotations

from typing import Any

from tute import (
    DUTY_MESSAGES,
    SUITS,
    PlayJudgement,
    PlayVerdict,
    TrickResult,
    judge_plays,
    parse_card,
    resolve_trick,
    validate_play,
)
from tute.api import engine_calls as ec
from tute.api import schemas
from tute.api.derive import FALLEN_INSERT, FALLEN_TEXT, answer_schema
from tute.api.operations import Operation
from tute.api.smorest import TuteBlueprint

blp = TuteBlueprint("play", __name__, url_prefix="/v1",
                    description="Legal plays, play verdicts and trick results.")

# Tute in pairs, oros trumps: seat 0 led the 3 of copas, seat 1 trumped with the 4 of oros.
# Seat 2 holds copas, so it must follow (and need not head a trumped trick).
POSITION_EXAMPLE: dict[str, Any] = {
    "ruleset": "tute-parejas",
    "trump": "O",
    "seat": 2,
    "hand": ["1C", "2C", "12E", "5O"],
    "trick": [{"seat": 0, "card": "3C"}, {"seat": 1, "card": "4O"}],
}
PLAY_EXAMPLE: dict[str, Any] = {**POSITION_EXAMPLE, "card": "5O"}
TRICK_EXAMPLE: dict[str, Any] = {
    "ruleset": "tute-parejas",
    "trump": "O",
    "trick": [{"seat": 0, "card": "3C"}, {"seat": 1, "card": "4O"},
              {"seat": 2, "card": "1C"}, {"seat": 3, "card": "12C"}],
}


#: The legal plays: the seat asked about, then the engine's judgement, whose ``legal`` the
#: contract calls ``legal_plays``.
LegalPlaysResultSchema = answer_schema(
    PlayJudgement, name="LegalPlaysResult", bases=(schemas.RulesetAnswerSchema,),
    before={"seat": schemas.StrictInt(required=True)}, rename={"legal": "legal_plays"},
    max_items=schemas.MAX_HAND, describe={"duty": schemas.DUTY_TEXT})


#: A play's verdict: the seat asked about, the engine's verdict, and its judgement's legal plays,
#: phase and duty (the contract gives them flat).
PlayVerdictSchema = answer_schema(
    PlayVerdict, bases=(schemas.RulesetAnswerSchema,),
    before={"seat": schemas.StrictInt(required=True)},
    flatten={"judgement": {"legal": "legal_plays", "phase": "phase", "duty": "duty"}},
    max_items={"violations": len(DUTY_MESSAGES), "legal_plays": schemas.MAX_HAND},
    describe={"legal_plays": "The legal alternatives.", "duty": schemas.DUTY_TEXT})
TrickResultSchema = answer_schema(
    TrickResult, bases=(schemas.RulesetAnswerSchema,), max_items=len(SUITS),
    insert=FALLEN_INSERT, describe={"points": "Card points in the trick.", **FALLEN_TEXT})


def list_legal_plays(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    with ec.impossible_positions():
        judgement = judge_plays(ruleset, ec.position(body))
    counted.verdict = "judged"
    return ec.answer(judgement, ruleset=ruleset, seat=body["seat"])


def validate_one_play(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    with ec.impossible_positions():
        verdict = validate_play(ruleset, ec.position(body), parse_card(body["card"]))
    counted.verdict = "legal" if verdict.legal else "illegal"
    return ec.answer(verdict, ruleset=ruleset, seat=body["seat"])


def resolve_one_trick(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    with ec.impossible_positions():
        result = resolve_trick(ruleset, ec.suit(body["trump"]), ec.trick(body["trick"]))
    counted.verdict = "resolved"
    return ec.answer(result, ruleset=ruleset)


# -- the operations: one row each (tute.api.operations; the answer examples are the engine's
# real answers, computed when they are registered and never counted) ----------------------------

OPERATIONS = (
    Operation(
        blp, "/legal-plays", "listLegalPlays", list_legal_plays,
        schemas.PositionSchema, POSITION_EXAMPLE, LegalPlaysResultSchema,
        "Every card of the hand judged.",
        summary="List the legal plays",
        description="Judges every card of the acting seat's hand under the ruleset: the cards "
                    "it may play, and for each excluded card every duty a play of it would "
                    "break (MUST_FOLLOW_SUIT, MUST_HEAD, MUST_TRUMP, MUST_OVERTRUMP, ...). An "
                    "impossible state (a card twice, a seat out of turn, a wrong hand size) is "
                    "a 422 listing every problem."),
    Operation(
        blp, "/play-verdicts", "validatePlay", validate_one_play,
        schemas.PlayRequestSchema, PLAY_EXAMPLE, PlayVerdictSchema,
        "The verdict on the play.",
        summary="Judge one play",
        description="Says whether the acting seat may play `card` now. An illegal play is not "
                    "an error: the answer is 200 with `legal: false`, the violated duties, and "
                    "the legal alternatives."),
    Operation(
        blp, "/trick-results", "resolveTrick", resolve_one_trick,
        schemas.TrickRequestSchema, TRICK_EXAMPLE, TrickResultSchema,
        "The trick's winner and points.",
        summary="Resolve a trick",
        description="Who takes a complete trick (one card a seat, in playing order): the "
                    "highest trump, else the highest card of the led suit; the card points in "
                    "it; and, where marriages fall in tricks (tute-cabron), the marriage that "
                    "fell in it, scored by its winner: 40 and fixing trumps from the next trick "
                    "when none are fixed (`trump` null), else 20."),
)
VIEWS = {row.operation_id: row.register() for row in OPERATIONS}
