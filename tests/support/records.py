"""Compact builders for cards, actions and hand records in tests, in the text notation of
``docs/notation.md`` (:mod:`tute.notation`).

Cards are a card list, ``"1O,3O,12B"``; actions are space-separated, ``"0:2C"`` (a play),
``"0:swap:7B"``, ``"1:marriage:O"``, ``"0:tute:12"``, ``"2:bid:70"``, ``"3:pass"``,
``"2:trump:O"`` (naming trumps).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Collection

from tute import (
    DECK,
    Action,
    ActionKind,
    Card,
    HandRecord,
    PlayPosition,
    judge_plays,
    parse_actions,
    parse_card_list,
    position_after,
)


def cards(text: str) -> tuple[Card, ...]:
    """``"1O,3O,12B"`` -> the cards (:func:`tute.parse_card_list`)."""
    return parse_card_list(text)


def actions(*texts: str) -> tuple[Action, ...]:
    """The actions of every text in turn (each in the notation of :func:`tute.parse_actions`)."""
    return tuple(a for text in texts for a in parse_actions(text))


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
        moves.append(Action(seat, ActionKind.PLAY, card=choice))


def broken(record: HandRecord, rng: random.Random) -> HandRecord:
    """The record with one action changed: another card, another seat, or a swap of two."""
    actions = list(record.actions)
    i = rng.randrange(len(actions))
    action = actions[i]
    change = rng.randrange(3)
    if change == 0 and action.kind is ActionKind.PLAY:
        actions[i] = dataclasses.replace(action, card=rng.choice(DECK))
    elif change == 1:
        actions[i] = dataclasses.replace(action, seat=rng.randrange(-1, 5))
    else:
        j = rng.randrange(len(actions))
        actions[i], actions[j] = actions[j], actions[i]
    return dataclasses.replace(record, actions=tuple(actions), vueltas=None)
