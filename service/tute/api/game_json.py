"""Request JSON to engine values for the whole-hand operations."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from tute import (
    Action,
    ActionKind,
    Bid,
    BidKind,
    Card,
    Contract,
    Deal,
    DealRecord,
    Declaration,
    DeclarationKind,
    HandOutcome,
    HandRecord,
    Problem,
    Ruleset,
    Suit,
    deal_from_cards,
    deal_from_seed,
    parse_card,
    vueltas_dealer,
)
from tute.api import engine_calls as ec
from tute.api import problems
from tute.api.field_messages import REQUIRED
from tute.api.problems import ProblemError
from tute.messages import msg
from tute.play import seat_problems
from tute.scoring import declared_points_problems


def _card(code: str | None) -> Card | None:
    return None if code is None else parse_card(code)


# -- requests ------------------------------------------------------------------------------------


def declaration_in(item: Mapping[str, Any], seat: int | None = None,
                   after_trick: int | None = None) -> Declaration:
    """A declaration from the body; ``seat`` and ``after_trick`` fill in an asked one."""
    return Declaration(
        seat=item["seat"] if seat is None else seat,
        kind=DeclarationKind(item["kind"]),
        suit=ec.suit(item.get("suit")),
        rank=item.get("rank"),
        card=_card(item.get("card")),
        after_trick=item.get("after_trick", after_trick),
    )


def declarations_made(ruleset: Ruleset, trump: Suit | None,
                      items: Sequence[Mapping[str, Any]]) -> tuple[Declaration, ...]:
    """The declarations made, as a request lists them: each names its seat, and the points
    one sends back (as answers give them) must be what it scores (the engine checks them)."""
    missing = [Problem(problems.FIELD_REQUIRED, f"/declarations/{i}/seat", REQUIRED)
               for i, item in enumerate(items) if item.get("seat") is None]
    if missing:
        raise ProblemError(problems.INVALID_FIELDS, problems.field_errors(len(missing)),
                           errors=missing)
    made = tuple(declaration_in(item) for item in items)
    given = [item.get("points") for item in items]
    wrong = declared_points_problems(ruleset, trump, made, given)
    if wrong:
        raise ProblemError(problems.INVALID_INPUT,
                           msg("{count} declaration(s) with wrong points", count=len(wrong)),
                           errors=wrong)
    return made


def contract_in(item: Mapping[str, Any] | None) -> Contract | None:
    return None if item is None else Contract(item["declarer"], item["amount"])


def bid_in(item: Mapping[str, Any]) -> Bid:
    return Bid(item["seat"], BidKind(item["kind"]), item.get("amount"))


def outcome_in(item: Mapping[str, Any]) -> HandOutcome:
    return HandOutcome(item["winner_side"], item["games"], tuple(item.get("points") or ()),
                       tuple(item.get("loser_sides") or ()))


def captured_in(ruleset: Ruleset, items: Sequence[Mapping[str, Any]]) -> list[list[Card]]:
    """Cards per seat from ``[{seat, cards}]``; each seat at most once, seats left out took
    nothing."""
    per_seat: list[list[Card]] = [[] for _ in range(ruleset.players)]
    found: list[Problem] = []
    seen: dict[int, int] = {}
    for k, item in enumerate(items):
        seat = item["seat"]
        bad_seat = seat_problems(ruleset, f"/captured/{k}/seat", seat)  # the engine's check
        if bad_seat:
            found += bad_seat
        elif seat in seen:
            found.append(Problem("DUPLICATE_SEAT", f"/captured/{k}/seat",
                                 # Translators: {pointer} is a JSON pointer into the request body
                                 msg("seat {seat} is already at {pointer}",
                                     seat=seat, pointer=f"/captured/{seen[seat]}")))
        else:
            seen[seat] = k
            per_seat[seat] = [parse_card(code) for code in item["cards"]]
    if found:
        raise ProblemError(problems.INVALID_INPUT,
                           msg("{count} problem(s) in captured", count=len(found)), errors=found)
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


def deal_in(ruleset: Ruleset, item: Mapping[str, Any], pointer: str = "/deal",
            dealer: int | None = None) -> Deal:
    """The deal of a record, from its seed or its cards (problems point under ``pointer``);
    ``dealer``: a seeded deal's dealer when the item names none (default seat 0)."""
    with ec.impossible_positions(pointer):
        if "seed" in item:
            return deal_from_seed(ruleset, item["seed"], item.get("dealer", dealer))
        return deal_from_cards(
            ruleset, item["dealer"],
            [[parse_card(c) for c in hand] for hand in item["hands"]],
            [parse_card(c) for c in item.get("stock") or ()],
            _card(item.get("turn_up")),
            [parse_card(c) for c in item.get("unowned") or ()],
        )


#: Plain plays by (seat, card code): the bulk of every record, shared rather than rebuilt
#: (an Action is an immutable value; at most 6 seats x 40 cards).
_PLAYS: dict[tuple[int, str], Action] = {}


def action_in(item: Mapping[str, Any]) -> Action:
    if len(item) == 3 and item["kind"] == "play" and item.get("card") is not None:
        key = (item["seat"], item["card"])
        found = _PLAYS.get(key)
        if found is None:
            found = _PLAYS[key] = Action(key[0], ActionKind.PLAY, card=parse_card(key[1]))
        return found
    declared = item.get("declaration")
    return Action(
        seat=item["seat"],
        kind=ActionKind(item["kind"]),
        card=_card(item.get("card")),
        amount=item.get("amount"),
        suit=ec.suit(item.get("suit")),
        declaration=None if declared is None else DeclarationKind(declared),
        rank=item.get("rank"),
    )


def record_in(ruleset: Ruleset, body: Mapping[str, Any]) -> HandRecord:
    """The hand record; a seeded vueltas deal without a dealer is dealt by the seat the rules
    name (the first deal's last trick taker)."""
    record = HandRecord(ruleset, deal_in(ruleset, body["deal"]),
                        tuple(action_in(a) for a in body["actions"]))
    second = body.get("vueltas")
    if second is None:
        return record
    deal = deal_in(ruleset, second["deal"], "/vueltas/deal", vueltas_dealer(record))
    return replace(record, vueltas=DealRecord(deal, tuple(action_in(a)
                                                          for a in second["actions"])))
