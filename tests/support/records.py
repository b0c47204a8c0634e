"""Compact builders for cards, actions and hand records in tests.

An action is written ``"<seat> <verb> <argument>"``: ``"0 play 2C"``, ``"0 swap 7B"`` (the card
given), ``"1 marriage O"``, ``"0 tute 12"`` (the rank), ``"2 bid 70"``, ``"3 pass"``,
``"2 trump O"`` (naming trumps). Several actions may share one string, separated by commas.
"""

from __future__ import annotations

from collections.abc import Iterable

from tute import Action, Card, Suit, parse_card


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
