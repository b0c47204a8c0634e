"""Whole-hand operations: declarations, hand and match scores, the auction, deals, records."""

from __future__ import annotations

from typing import Any

from tute import (
    DeclarationContext,
    Stage,
    adjudicate,
    auction_state,
    available_declarations,
    deal_from_seed,
    judge_bid,
    judge_declaration,
    parse_card,
    position_after,
    score_hand,
    score_match,
    turn_after,
)
from tute.api import engine_calls as ec
from tute.api import game_json as gj
from tute.api import game_schemas as gs
from tute.api import problems
from tute.api.operations import Operation
from tute.api.problems import ProblemError
from tute.api.smorest import TuteBlueprint
from tute.declarations import (
    asked_declaration_problems,
    check_declaration_context,
    with_points,
)
from tute.messages import msg

declarations_blp = TuteBlueprint(
    "declarations", __name__, url_prefix="/v1",
    description="Marriages (20/40), tute and the swap of the 7: what may be declared now.")
scoring_blp = TuteBlueprint("scoring", __name__, url_prefix="/v1",
                            description="Scores of a finished hand and of a match.")
auction_blp = TuteBlueprint("auction", __name__, url_prefix="/v1",
                            description="The auction of Tute Subastado.")
hands_blp = TuteBlueprint(
    "hands", __name__, url_prefix="/v1",
    description="Seeded deals, and whole recorded hands: adjudication and positions.")
BLUEPRINTS = (declarations_blp, scoring_blp, auction_blp, hands_blp)

_IMPOSSIBLE_MOMENT = ("A moment that cannot occur (a card twice, a hand size that does not fit "
                      "the stage, a stock size, turn-up, last trick winner or earlier "
                      "declaration that contradicts the rest, a seat not at the table) is a 422 "
                      "listing every problem.")

# -- examples (source 003's worked example: bastos trumps, the ace turned up) ---------------------

# You won the first trick with the 2 of copas; before drawing you hold king and knight of copas
# and the 7 of trumps, with the ace of trumps turned up.
CONTEXT_EXAMPLE: dict[str, Any] = {
    "ruleset": "tute-dos",
    "trump": "B",
    "dealer": 1,
    "seat": 0,
    "hand": ["7B", "12B", "12C", "11C", "3O", "10O", "5E"],
    "last_trick_winner": 0,
    "tricks_played": 1,
    "stage": "before_draw",
    "stock_size": 24,
    "turn_up": "1B",
}
QUESTION_EXAMPLE: dict[str, Any] = {**CONTEXT_EXAMPLE,
                                    "declaration": {"kind": "marriage", "suit": "C"}}
SCORE_EXAMPLE: dict[str, Any] = {
    "ruleset": "tute-parejas",
    "trump": "O",
    "captured": [
        {"seat": 0, "cards": ["1O", "3O", "12O", "11O", "1C", "3C", "12C", "11C", "1E", "3E",
                              "12E", "11E", "1B", "3B", "12B", "11B", "10O", "10C", "10E",
                              "10B"]},
        {"seat": 1, "cards": ["2O", "4O", "5O", "6O", "7O", "2C", "4C", "5C", "6C", "7C", "2E",
                              "4E", "5E", "6E", "7E", "2B", "4B", "5B", "6B", "7B"]},
    ],
    "last_trick_winner": 0,
    "declarations": [{"seat": 0, "kind": "marriage", "suit": "O"}],
}
MATCH_EXAMPLE: dict[str, Any] = {
    "ruleset": "tute-dos",
    "hands": [{"winner_side": 0, "games": 1}, {"winner_side": 1, "games": 1},
              {"winner_side": 0, "games": 1}],
}
AUCTION_EXAMPLE: dict[str, Any] = {
    "ruleset": "tute-subastado",
    "dealer": 0,
    "bids": [{"seat": 1, "kind": "bid", "amount": 70}, {"seat": 2, "kind": "pass"}],
    "next_bid": {"seat": 3, "kind": "bid", "amount": 72},
}
DEAL_EXAMPLE: dict[str, Any] = {"ruleset": "tute-dos", "seed": 42}
# Seed 42, dealer 0: seat 1 leads the ace of copas, seat 0 answers with the 12 of oros, seat 1
# sings 20 in espadas after taking it, then plays a card seat 1 does not hold.
RECORD_EXAMPLE: dict[str, Any] = {
    "ruleset": "tute-dos",
    "deal": {"seed": 42},
    "actions": [
        {"seat": 1, "kind": "play", "card": "1C"},
        {"seat": 0, "kind": "play", "card": "12O"},
        {"seat": 1, "kind": "declare", "declaration": "marriage", "suit": "E"},
        {"seat": 1, "kind": "play", "card": "3O"},
    ],
}
POSITION_EXAMPLE: dict[str, Any] = {**RECORD_EXAMPLE, "actions": RECORD_EXAMPLE["actions"][:3],
                                    "after_actions": 3, "seat": 1, "draw": True}
TURN_EXAMPLE: dict[str, Any] = {**RECORD_EXAMPLE, "actions": RECORD_EXAMPLE["actions"][:3]}


# -- the work, shared by the views and the examples ---------------------------------------------


def context(body: dict[str, Any], counted: ec.Evaluation) -> DeclarationContext:
    """The moment the body describes; a 422 listing every reason it cannot occur (the
    engine's check: seats, cards, hand size, stock, turn-up, tricks, stage, declarations)."""
    ruleset = counted.choose(body)
    turn_up = body.get("turn_up")
    ctx = DeclarationContext(
        ruleset=ruleset,
        trump=ec.suit(body["trump"]),
        dealer=body["dealer"],
        seat=body["seat"],
        hand=tuple(parse_card(c) for c in body["hand"]),
        last_trick_winner=body.get("last_trick_winner"),
        tricks_played=body.get("tricks_played", 0),
        stage=Stage(body.get("stage", "before_lead")),
        stock_size=body.get("stock_size", 0),
        turn_up=None if turn_up is None else parse_card(turn_up),
        declarations=gj.declarations_made(ruleset, ec.suit(body["trump"]),
                                          body.get("declarations") or ()),
        declarer=body.get("declarer"),
        trick_winners=None if body.get("trick_winners") is None else tuple(
            body["trick_winners"]),
    )
    with ec.impossible_positions():
        check_declaration_context(ctx)
    return ctx


def list_declarations(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ctx = context(body, counted)
    offers = available_declarations(ctx)
    counted.verdict = "judged"
    return {
        "ruleset": ctx.ruleset,
        "seat": ctx.seat,
        "available": [ec.answer(v, declaration=with_points(v)) for v in offers],
    }


def judge_one_declaration(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ctx = context(body, counted)
    item = body["declaration"]
    asked = gj.declaration_in(item, seat=ctx.seat, after_trick=ctx.tricks_played)
    verdict = judge_declaration(ctx, asked)
    recorded = with_points(verdict)
    refused = asked_declaration_problems(ctx, verdict, item.get("seat"), item.get("after_trick"),
                                         item.get("points"))
    if refused:
        raise ProblemError(problems.INVALID_INPUT,
                           msg("the declaration is not this question's"), errors=refused)
    counted.verdict = "legal" if verdict.legal else "illegal"
    # the verdict, with the seat first and the declaration as it would be recorded (its points)
    return ec.answer(verdict, ruleset=ctx.ruleset, seat=ctx.seat, declaration=recorded)


def score_one_hand(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    items = body["captured"]
    captured = gj.captured_in(ruleset, items)
    try:
        with ec.impossible_positions():
            score = score_hand(
                ruleset, ec.suit(body["trump"]), captured, body["last_trick_winner"],
                gj.declarations_made(ruleset, ec.suit(body["trump"]),
                                     body.get("declarations") or ()),
                gj.contract_in(body.get("contract")), dealer=body.get("dealer"))
    except ProblemError as error:
        raise gj.repoint(error, gj.captured_pointers(items)) from None
    counted.verdict = "scored"
    return ec.answer(score, ruleset=ruleset)


def score_one_match(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    with ec.impossible_positions():
        result = score_match(ruleset, [gj.outcome_in(h) for h in body["hands"]])
    counted.verdict = "complete" if result.complete else "in_progress"
    return ec.answer(result, ruleset=ruleset)


def evaluate_auction(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    bids = [gj.bid_in(b) for b in body["bids"]]
    with ec.impossible_positions():
        state = auction_state(ruleset, body["dealer"], bids)
        next_bid = body.get("next_bid")
        verdict = None if next_bid is None else judge_bid(ruleset, body["dealer"], bids,
                                                          gj.bid_in(next_bid))
    counted.verdict = ("evaluated" if verdict is None
                       else "legal" if verdict.legal else "illegal")
    return {"ruleset": ruleset, "state": state, "verdict": verdict}


def deal_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    with ec.impossible_positions():
        deal = deal_from_seed(ruleset, body["seed"], body.get("dealer"))
    counted.verdict = "dealt"
    return ec.answer(deal, ruleset=ruleset)


def adjudicate_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    record = gj.record_in(ruleset, body)
    with ec.impossible_positions():
        result = adjudicate(record)
    counted.verdict = "legal" if result.legal else "illegal"
    return ec.answer(result, ruleset=ruleset)


def turn_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    record = gj.record_in(ruleset, body)
    with ec.impossible_positions():
        turn = turn_after(record, body.get("seat"))
    counted.verdict = "over" if turn.to_act is None else "to_act"
    judgement = turn.judgement
    return ec.answer(
        turn, ruleset=ruleset,
        view=None if turn.view is None else ec.answer(turn.view, ruleset=ruleset),
        legal_plays=() if judgement is None else judgement.legal,
        excluded=() if judgement is None else judgement.excluded)


def view_one(body: dict[str, Any], counted: ec.Evaluation) -> dict[str, Any]:
    ruleset = counted.choose(body)
    record = gj.record_in(ruleset, body)
    with ec.impossible_positions():
        view = position_after(record, body["after_actions"], body["seat"],
                              draw=body.get("draw", False))
    counted.verdict = "viewed"
    return ec.answer(view, ruleset=ruleset)


# -- the operations: one row each (tute.api.operations) ------------------------------------------

OPERATIONS = (
    Operation(
        declarations_blp, "/declarations", "listDeclarations", list_declarations,
        gs.DeclarationContextSchema, CONTEXT_EXAMPLE, gs.DeclarationsSchema,
        "The declarations allowed now.",
        summary="List the declarations allowed now",
        description="Every marriage (20, or 40 in trumps), tute and swap of the 7 (or 2) of "
                    "trumps that `seat` may make at this moment of the hand, each with its "
                    "effect: points, whether the hand (or the game) ends, the cards exchanged. "
                    "Declarations come right after a trick won by the seat (or its side), "
                    "before the next lead; the swap when `swap_timing` says. "
                    + _IMPOSSIBLE_MOMENT),
    Operation(
        declarations_blp, "/declaration-verdicts", "judgeDeclaration", judge_one_declaration,
        gs.DeclarationQuestionSchema, QUESTION_EXAMPLE, gs.DeclarationVerdictSchema,
        "The verdict on the declaration.",
        summary="Judge one declaration",
        description="Says whether `seat` may make `declaration` now. A refused declaration is "
                    "a 200 verdict with `legal: false` and a stable `code` (NO_TRICK_WON, "
                    "PAIR_NOT_HELD, WINDOW_CLOSED, SUIT_ALREADY_DECLARED, ONE_PER_TRICK, "
                    "TRUMP_MARRIAGE_FIRST, TURN_UP_NOT_EXCHANGEABLE, ...); an allowed one comes "
                    "with its effect. " + _IMPOSSIBLE_MOMENT),
    Operation(
        scoring_blp, "/hand-scores", "scoreHand", score_one_hand,
        gs.HandScoreRequestSchema, SCORE_EXAMPLE, gs.HandScoreResultSchema, "The hand's score.",
        summary="Score a finished hand",
        description="Card points, 10 de últimas and marriages per side, the hand's winner under "
                    "`hand_winner` (most points, 61 of 120, over 100, the bid, the middle "
                    "score) with the reason, the games won (two at 101 with `double_at`), "
                    "capote, and a tute that ended the hand. Captured cards that cannot add up "
                    "are a 422 listing every problem."),
    Operation(
        scoring_blp, "/match-scores", "scoreMatch", score_one_match,
        gs.MatchRequestSchema, MATCH_EXAMPLE, gs.MatchResultSchema, "The match so far.",
        summary="Score a match",
        description="Adds up the hands of a match under `match`: first to `match_target` "
                    "games, a series (optionally won by two), or points to a target. Says who "
                    "has won once the match is decided; a hand after that is a 422."),
    Operation(
        auction_blp, "/auction-states", "evaluateAuction", evaluate_auction,
        gs.AuctionRequestSchema, AUCTION_EXAMPLE, gs.AuctionSchema,
        "The auction's state, and the verdict on next_bid.",
        summary="Evaluate an auction",
        description="Replays the bids of a Tute Subastado auction: whose turn it is, the "
                    "minimum next bid, who won and for how much. With `next_bid`, the verdict "
                    "on it (200, `legal: false` with BID_TOO_LOW, NOT_YOUR_TURN, ...). An "
                    "illegal bid inside `bids` is a 422 naming it."),
    Operation(
        hands_blp, "/deals", "dealHand", deal_one,
        gs.DealRequestSchema, DEAL_EXAMPLE, gs.DealResultSchema, "The deal.",
        summary="Deal from a seed",
        description="The deal a seed gives under the ruleset: each hand in the order dealt, "
                    "the stock in draw order, the turn-up and trumps. The algorithm "
                    "(SplitMix64, Fisher-Yates, one card at a time from the mano) is "
                    "documented, so any language can reproduce it."),
    Operation(
        hands_blp, "/hand-adjudications", "adjudicateHand", adjudicate_one,
        gs.HandRecordSchema, RECORD_EXAMPLE, gs.AdjudicationSchema, "The adjudication.",
        summary="Adjudicate a whole recorded hand",
        description="Replays a recorded hand (its deal, then every bid, play, declaration and "
                    "swap in order) under the ruleset. A legal record gets its final score and "
                    "the trick-by-trick history; otherwise `legal: false` with the index of the "
                    "first illegal action, why, and what was legal at that point (200 either "
                    "way). A deal that cannot be is a 422 listing every problem."),
    Operation(
        hands_blp, "/positions", "getPosition", view_one,
        gs.PositionRequestSchema, POSITION_EXAMPLE, gs.SeatViewSchema, "The seat's view.",
        summary="Show a seat's view after N actions",
        description="What `seat` sees after the first `after_actions` actions of a record: its "
                    "cards, the trick on the table, the stock, trumps, declarations, captured "
                    "cards, whose turn it is. A record that is illegal before that point is a "
                    "422."),
    Operation(
        hands_blp, "/turns", "getTurn", turn_one,
        gs.TurnRequestSchema, TURN_EXAMPLE, gs.TurnSchema, "The turn.",
        summary="Everything the seat to act needs, in one call",
        description="Given a hand record so far (deal and actions), what comes next: whose "
                    "turn it is and in what phase, that seat's view, every action the hand "
                    "accepts now (each ready to append to the record), the seat's legal plays "
                    "with the duties that exclude its other cards, the auction's state with "
                    "the minimum next bid, the trick completed last (with the marriage that "
                    "fell in it, in tute-cabron), and, once the hand is over, its score. One "
                    "request per action plays a whole hand. A record that is illegal is a 422 "
                    "(ILLEGAL_ACTION)."),
)
VIEWS = {row.operation_id: row.register() for row in OPERATIONS}
