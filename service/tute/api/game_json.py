"""Engine values of the whole-hand operations to JSON, and request JSON to engine values."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tute import (
    Action,
    AuctionState,
    Bid,
    BidVerdict,
    Card,
    Contract,
    Deal,
    Declaration,
    DeclarationEffect,
    DeclarationVerdict,
    HandAdjudication,
    HandOutcome,
    HandRecord,
    HandScore,
    MatchResult,
    Problem,
    Ruleset,
    SeatView,
    Suit,
    TrickCard,
    deal_from_cards,
    deal_from_seed,
    parse_card,
)
from tute.api import engine_calls as ec
from tute.api import problems
from tute.api.problems import ProblemError


def _code(found: Card | None) -> str | None:
    return None if found is None else found.code


def _letter(suit: Suit | None) -> str | None:
    return None if suit is None else suit.value


def _card(code: str | None) -> Card | None:
    return None if code is None else parse_card(code)


# -- requests ------------------------------------------------------------------------------------


def declaration_in(item: Mapping[str, Any], seat: int | None = None,
                   after_trick: int | None = None) -> Declaration:
    """A declaration from the body; ``seat`` and ``after_trick`` fill in an asked one."""
    return Declaration(
        seat=item["seat"] if seat is None else seat,
        kind=item["kind"],
        suit=ec.suit(item.get("suit")),
        rank=item.get("rank"),
        card=_card(item.get("card")),
        after_trick=item.get("after_trick", after_trick),
    )


def contract_in(item: Mapping[str, Any] | None) -> Contract | None:
    return None if item is None else Contract(item["declarer"], item["amount"])


def bid_in(item: Mapping[str, Any]) -> Bid:
    return Bid(item["seat"], item["kind"], item.get("amount"))


def outcome_in(item: Mapping[str, Any]) -> HandOutcome:
    return HandOutcome(item["winner_side"], item["games"], tuple(item.get("points") or ()))


def captured_in(ruleset: Ruleset, items: Sequence[Mapping[str, Any]]) -> list[list[Card]]:
    """Cards per seat from ``[{seat, cards}]``; each seat at most once, seats left out took
    nothing."""
    per_seat: list[list[Card]] = [[] for _ in range(ruleset.players)]
    found: list[Problem] = []
    seen: dict[int, int] = {}
    for k, item in enumerate(items):
        seat = item["seat"]
        if not 0 <= seat < ruleset.players:
            found.append(Problem("SEAT_OUT_OF_RANGE", f"/captured/{k}/seat",
                                 f"seat {seat} is not at a {ruleset.players}-seat table"))
        elif seat in seen:
            found.append(Problem("DUPLICATE_SEAT", f"/captured/{k}/seat",
                                 f"seat {seat} is already at /captured/{seen[seat]}"))
        else:
            seen[seat] = k
            per_seat[seat] = [parse_card(code) for code in item["cards"]]
    if found:
        raise ProblemError(problems.INVALID_INPUT, f"{len(found)} problem(s) in captured",
                           errors=found)
    return per_seat


def captured_pointers(items: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """The engine points at ``/captured/<seat>``; the body lists seats in its own order."""
    return {f"/captured/{item['seat']}": f"/captured/{k}" for k, item in enumerate(items)}


def repoint(error: ProblemError, moves: Mapping[str, str]) -> ProblemError:
    """The same problem with pointers that start with a key of ``moves`` rewritten."""
    moved = []
    for p in error.errors:
        field = p.field
        for old, new in moves.items():
            if field == old or field.startswith(old + "/"):
                field = new + field[len(old):]
                break
        moved.append(Problem(p.code, field, p.message))
    return ProblemError(error.kind, error.detail, errors=moved, extra=error.extra)


def deal_in(ruleset: Ruleset, item: Mapping[str, Any]) -> Deal:
    """The deal of a record, from its seed or its cards (problems point under ``/deal``)."""
    with ec.impossible_positions("/deal"):
        if "seed" in item:
            return deal_from_seed(ruleset, item["seed"], item.get("dealer"))
        return deal_from_cards(
            ruleset, item["dealer"],
            [[parse_card(c) for c in hand] for hand in item["hands"]],
            [parse_card(c) for c in item.get("stock") or ()],
            _card(item.get("turn_up")),
            [parse_card(c) for c in item.get("unowned") or ()],
        )


def action_in(item: Mapping[str, Any]) -> Action:
    return Action(
        seat=item["seat"],
        kind=item["kind"],
        card=_card(item.get("card")),
        amount=item.get("amount"),
        suit=ec.suit(item.get("suit")),
        declaration=item.get("declaration"),
        rank=item.get("rank"),
    )


def record_in(ruleset: Ruleset, body: Mapping[str, Any]) -> HandRecord:
    return HandRecord(ruleset, deal_in(ruleset, body["deal"]),
                      tuple(action_in(a) for a in body["actions"]))


# -- responses -----------------------------------------------------------------------------------


def declaration_out(d: Declaration) -> dict[str, Any]:
    return {"seat": d.seat, "kind": d.kind, "suit": _letter(d.suit), "rank": d.rank,
            "card": _code(d.card), "after_trick": d.after_trick, "points": d.points}


def effect_out(effect: DeclarationEffect | None) -> dict[str, Any] | None:
    if effect is None:
        return None
    return {"points": effect.points, "ends_hand": effect.ends_hand,
            "wins_game": effect.wins_game, "gives": _code(effect.gives),
            "takes": _code(effect.takes), "fixes_trump": _letter(effect.fixes_trump)}


def made(verdict: DeclarationVerdict) -> Declaration:
    """The declaration with the points it scores, as the engine records it once made."""
    d = verdict.declaration
    points = verdict.effect.points if verdict.effect is not None else 0
    return Declaration(d.seat, d.kind, d.suit, d.rank, d.card, d.after_trick, points)


def contract_out(contract: Contract | None) -> dict[str, int] | None:
    return None if contract is None else {"declarer": contract.declarer,
                                          "amount": contract.amount}


def score_out(score: HandScore) -> dict[str, Any]:
    return {
        "sides": [{"side": s.side, "seats": list(s.seats), "card_points": s.card_points,
                   "last_trick_bonus": s.last_trick_bonus, "marriage_points": s.marriage_points,
                   "total": s.total, "tricks": s.tricks, "score": s.score}
                  for s in score.sides],
        "winner_side": score.winner_side,
        "reason": score.reason,
        "games": list(score.games),
        "loser_side": score.loser_side,
        "capote_side": score.capote_side,
        "tute_side": score.tute_side,
        "wins_game": score.wins_game,
        "contract": contract_out(score.contract),
        "contract_made": score.contract_made,
    }


def match_out(result: MatchResult) -> dict[str, Any]:
    return {"games_by_side": list(result.games_by_side),
            "points_by_side": list(result.points_by_side),
            "winner_side": result.winner_side, "complete": result.complete,
            "hands_counted": result.hands_counted}


def bid_out(bid: Bid | None) -> dict[str, Any] | None:
    return None if bid is None else {"seat": bid.seat, "kind": bid.kind, "amount": bid.amount}


def auction_out(state: AuctionState) -> dict[str, Any]:
    return {"complete": state.complete, "to_act": state.to_act,
            "highest": bid_out(state.highest), "min_next_bid": state.min_next_bid,
            "passed": list(state.passed), "winner": state.winner, "contract": state.contract,
            "all_passed": state.all_passed, "max_bid": state.max_bid,
            "bids_counted": state.bids_counted}


def bid_verdict_out(verdict: BidVerdict | None) -> dict[str, Any] | None:
    if verdict is None:
        return None
    return {"legal": verdict.legal, "code": verdict.code, "message": verdict.message,
            "state_after": auction_out(verdict.state_after)}


def deal_out(deal: Deal) -> dict[str, Any]:
    return deal.as_json()


def trick_out(cards: Sequence[TrickCard]) -> list[dict[str, Any]]:
    return [{"seat": t.seat, "card": t.card.code} for t in cards]


def adjudication_out(result: HandAdjudication) -> dict[str, Any]:
    error = result.error
    return {
        "legal": result.legal,
        "complete": result.complete,
        "actions_applied": result.actions_applied,
        "ended_by": result.ended_by,
        "error": None if error is None else {
            "index": error.index, "seat": error.seat, "code": error.code,
            "message": error.message, "expected_seat": error.expected_seat,
            "legal_plays": [c.code for c in error.legal_plays],
            "available_declarations": [declaration_out(d)
                                       for d in error.available_declarations],
            "min_next_bid": error.min_next_bid,
        },
        "score": None if result.score is None else score_out(result.score),
        "tricks": [{"number": t.number, "leader": t.leader, "cards": trick_out(t.cards),
                    "winner_seat": t.winner_seat, "winning_card": t.winning_card.code,
                    "points": t.points} for t in result.tricks],
        "declarations": [declaration_out(d) for d in result.declarations],
        "trump": _letter(result.trump),
        "contract": contract_out(result.contract),
        "bids": [bid_out(b) for b in result.bids],
    }


def view_out(view: SeatView) -> dict[str, Any]:
    return {
        "seat": view.seat,
        "phase": view.phase,
        "stage": view.stage,
        "to_act": view.to_act,
        "hand": [c.code for c in view.hand],
        "hand_sizes": list(view.hand_sizes),
        "trump": _letter(view.trump),
        "turn_up": _code(view.turn_up),
        "stock_size": view.stock_size,
        "trick": trick_out(view.trick),
        "last_trick_winner": view.last_trick_winner,
        "tricks_played": view.tricks_played,
        "declarations": [declaration_out(d) for d in view.declarations],
        "captured": [{"seat": seat, "cards": [c.code for c in cards]}
                     for seat, cards in enumerate(view.captured)],
        "bids": [bid_out(b) for b in view.bids],
        "contract": contract_out(view.contract),
    }
