"""Compact builders for cards, actions and hand records in tests.

An action is written ``"<seat> <verb> <argument>"``: ``"0 play 2C"``, ``"0 swap 7B"`` (the card
given), ``"1 marriage O"``, ``"0 tute 12"`` (the rank), ``"2 bid 70"``, ``"3 pass"``,
``"2 trump O"`` (naming trumps). Several actions may share one string, separated by commas.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from tute import (
    Action,
    Card,
    HandRecord,
    PlayPosition,
    Suit,
    judge_plays,
    parse_card,
    position_after,
)


def cards(text: str) -> tuple[Card, ...]:
    """``"1O 3O 12B"`` -> the cards."""
    return tuple(parse_card(code) for code in text.split())


def action(text: str) -> Action:
    seat_text, verb, *rest = text.split()
    seat = int(seat_text)
    argument = rest[0] if rest else ""
    if verb == "play":
        return Action(seat, "play", card=parse_card(argument))
    if verb == "swap":
        return Action(seat, "swap", card=parse_card(argument) if argument else None)
    if verb == "marriage":
        return Action(seat, "declare", declaration="marriage", suit=Suit.parse(argument))
    if verb == "tute":
        return Action(seat, "declare", declaration="tute", rank=int(argument))
    if verb == "bid":
        return Action(seat, "bid", amount=int(argument))
    if verb == "pass":
        return Action(seat, "pass")
    if verb == "trump":
        return Action(seat, "name_trump", suit=Suit.parse(argument))
    raise ValueError(f"unknown action verb {verb!r} in {text!r}")


def actions(*texts: str | Iterable[str]) -> tuple[Action, ...]:
    """Actions from strings (each may hold several, comma-separated) or iterables of them."""
    found: list[Action] = []
    for text in texts:
        parts = text.split(",") if isinstance(text, str) else list(text)
        found += [action(part.strip()) for part in parts if part.strip()]
    return tuple(found)


def play_on(record: HandRecord, tricks: int, keep: Collection[Card] = ()) -> HandRecord:
    """``record`` extended with plays until ``tricks`` tricks are complete.

    Each seat plays its first legal card, in hand order, that is not in ``keep`` (when it has
    one): a deterministic way to reach a chosen moment of a hand. The record must be legal.
    """
    moves = list(record.actions)
    while True:
        current = HandRecord(record.ruleset, record.deal, tuple(moves))
        view = position_after(current, len(moves), 0)
        if view.tricks_played >= tricks and not view.trick:
            return current
        seat = view.to_act
        if seat is None:
            raise ValueError(f"the hand is over after {view.tricks_played} tricks")
        own = position_after(current, len(moves), seat, draw=True)
        position = PlayPosition(own.trump, seat, own.hand, own.trick, own.stock_size,
                                own.turn_up)
        legal = judge_plays(record.ruleset, position, check=False).legal
        choice = next((c for c in legal if c not in keep), legal[0])
        moves.append(Action(seat, "play", card=choice))
