"""Request JSON to engine values for the whole-hand operations, and the few answers whose JSON
shape is not the engine object's (everything else is :func:`tute.api.encode.encode`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from tute import (
    Action,
    ActionKind,
    Bid,
    Card,
    Contract,
    Deal,
    DealRecord,
    Declaration,
    DeclarationKind,
    DeclarationVerdict,
    HandAdjudication,
    HandOutcome,
    HandRecord,
    Problem,
    Ruleset,
    SeatView,
    Suit,
    deal_from_cards,
    deal_from_seed,
    parse_card,
    vueltas_dealer,
)
from tute.api import engine_calls as ec
from tute.api import problems
from tute.api.encode import encode, message_members
from tute.api.field_messages import REQUIRED
from tute.api.problems import ProblemError
from tute.declarations import with_points
from tute.messages import Message, msg
from tute.play import seat_problems
from tute.scoring import marriage_values


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


def declarations_made(ruleset: Ruleset, trump: Suit | None,
                      items: Sequence[Mapping[str, Any]]) -> tuple[Declaration, ...]:
    """The declarations made, as a request lists them: each names its seat, and the points
    one sends back (as answers give them) must be what it scores (scoring.marriage_values)."""
    missing = [Problem(problems.FIELD_REQUIRED, f"/declarations/{i}/seat", REQUIRED)
               for i, item in enumerate(items) if item.get("seat") is None]
    if missing:
        raise ProblemError(problems.INVALID_FIELDS, problems.field_errors(len(missing)),
                           errors=missing)
    made = tuple(declaration_in(item) for item in items)
    wrong = [Problem("POINTS_MISMATCH", f"/declarations/{i}/points",
                     _points_mismatch(d.kind, _possible(d, value), item["points"]))
             for i, (item, d, value) in enumerate(zip(items, made,
                                                      marriage_values(ruleset, trump, made),
                                                      strict=True))
             if item.get("points") is not None and item["points"] not in _possible(d, value)]
    if wrong:
        raise ProblemError(problems.INVALID_INPUT,
                           msg("{count} declaration(s) with wrong points", count=len(wrong)),
                           errors=wrong)
    return made


def _points_mismatch(kind: DeclarationKind, scores: tuple[int, ...], given: object) -> Message:
    if len(scores) == 1:
        # Translators: {kind} is a declaration kind, your noun for it (msgctxt "declaration")
        return msg("this {kind} scores {scores}, not {points}",
                   kind=kind, scores=scores[0], points=given)
    # Translators: {kind} is a declaration kind, your noun for it (msgctxt "declaration"): a
    # marriage whose suit is hidden, so it may be either; {low} and {high} the points it may score
    return msg("this {kind} scores {low} or {high}, not {points}",
               kind=kind, low=scores[0], high=scores[1], points=given)


def _possible(made: Declaration, value: int) -> tuple[int, ...]:
    """What a declaration made may score: its value; a marriage whose suit a view hides
    (marriage_disclosure) is a 20 or a 40."""
    if made.kind == "marriage" and made.suit is None:
        return (20, 40)
    return (value,)


def asked_problems(item: Mapping[str, Any], seat: int, tricks_played: int,
                   points: int | None) -> list[Problem]:
    """A question's declaration sent back from an answer: its seat and moment, given, must be
    the question's, and its points (given, of an allowed one: ``points``) what it scores."""
    found = []
    if item.get("seat") is not None and item["seat"] != seat:
        found.append(Problem("SEAT_MISMATCH", "/declaration/seat",
                             msg("the question is seat {seat}'s, not seat {given}'s",
                                 seat=seat, given=item["seat"])))
    if item.get("after_trick") is not None and item["after_trick"] != tricks_played:
        found.append(Problem("MOMENT_MISMATCH", "/declaration/after_trick",
                             msg("the question is after {tricks} tricks, not {given}",
                                 tricks=tricks_played, given=item["after_trick"])))
    given = item.get("points")
    if given is not None and points is not None and given != points:
        found.append(Problem("POINTS_MISMATCH", "/declaration/points",
                             _points_mismatch(DeclarationKind(item["kind"]), (points,),
                                              given)))
    return found


def contract_in(item: Mapping[str, Any] | None) -> Contract | None:
    return None if item is None else Contract(item["declarer"], item["amount"])


def bid_in(item: Mapping[str, Any]) -> Bid:
    return Bid(item["seat"], item["kind"], item.get("amount"))


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


def adjudication_out(result: HandAdjudication) -> dict[str, Any]:
    """The adjudication; its vueltas have no vueltas of their own."""
    encoded: dict[str, Any] = encode(result)
    if encoded["vueltas"] is not None:
        del encoded["vueltas"]["vueltas"]
    return encoded


# -- responses: the adapters where the JSON shape is not the engine object's ------------------
# Everything else is tute.api.encode.encode(engine_object), field for field.


def offer_out(verdict: DeclarationVerdict) -> dict[str, Any]:
    """An allowed declaration (Offer): the verdict without ``legal``/``code`` (it is always
    legal), its declaration with the points it scores once made."""
    return {"declaration": encode(with_points(verdict)), **message_members(verdict.message),
            "effect": encode(verdict.effect)}


def deal_out(deal: Deal) -> dict[str, Any]:
    """The deal: the engine declares ``first_to_act`` last, the contract right after ``dealer``
    (where ``Deal.as_json`` puts it too)."""
    encoded: dict[str, Any] = encode(deal)
    return {"seed": encoded.pop("seed"), "dealer": encoded.pop("dealer"),
            "first_to_act": encoded.pop("first_to_act"), **encoded}


def view_out(view: SeatView) -> dict[str, Any]:
    """A seat's view: the engine's ``captured`` is a tuple of cards per seat, the contract's a
    list of ``{seat, cards}`` (as in requests, where seats may be left out)."""
    encoded: dict[str, Any] = encode(view)
    encoded["captured"] = [{"seat": seat, "cards": cards}
                           for seat, cards in enumerate(encoded["captured"])]
    return encoded
