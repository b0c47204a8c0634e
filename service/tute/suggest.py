"""Suggested actions for a seat, from what that seat knows: the three levels of players.

``random`` and ``basic`` are :mod:`tute.players`' choices, made from the seat's view. ``strong``
is determinized search (Perfect Information Monte Carlo): it deals worlds consistent with the
seat's knowledge (:func:`tute.worlds.sample_worlds`, uniform among them) and, in each world,
plays every candidate action and then ``basic`` at every seat to the end of the deal
(:func:`tute.players.play_deal`); the candidate with the best mean outcome for the seat's side
is the suggestion. Each world is played out for every candidate with the same random source
(common random numbers), so the candidates are compared on the same deals: the differences
between their means are much less noisy than the means. ``basic`` is deterministic, so a world
gives each candidate one exact value.

The outcome of a deal for a side is its points minus the best other side's (``score``, as a
points match counts them: a failed contract is negative), plus :data:`WIN_BONUS` when it wins
the deal. Nothing here sees more than the knowledge holds: the worlds are drawn from it with
the seed, so the same knowledge and seed give the same answer whatever the hidden cards are
(unless a deadline cuts the search, which the answer says).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from tute.errors import InvalidInputError, Problem
from tute.hand import Action, HandState
from tute.knowledge import SeatKnowledge
from tute.messages import msg
from tute.players import (
    PlayerLevel,
    choose_basic,
    choose_random,
    must_act,
    play_deal,
    register_knowledge_player,
)
from tute.scoring import HandScore, side_seats
from tute.worlds import sample_worlds, world_state

#: The playouts ``strong`` makes by default (worlds times candidates), and the most it takes.
DEFAULT_EFFORT = 120
MAX_EFFORT = 10_000
#: Worlds drawn at a time.
_WORLDS_PER_ROUND = 8
#: What winning the deal is worth beside its points: winning by one point wins the hand.
WIN_BONUS = 20


@dataclass(frozen=True, slots=True)
class Candidate:
    """An action ``strong`` weighed: its mean outcome for the seat's side over the worlds it
    was played out in (``value``, see the module's doc) and each side's mean points."""

    action: Action
    value: float
    points: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Suggestion:
    action: Action
    level: PlayerLevel
    #: strong: every action weighed, best first (empty for the other levels, and when the seat
    #: had one action only)
    candidates: tuple[Candidate, ...] = ()
    #: strong: the worlds played out, and the playouts made (worlds times candidates)
    worlds: int = 0
    playouts: int = 0
    #: strong: the deadline ended the search before its effort was spent
    cut_short: bool = False


def seat_actions(state: HandState, seat: int) -> list[Action]:
    """The actions ``seat`` may take now, as :meth:`HandState.legal_actions` offers them."""
    return [a for a in state.legal_actions() if a.seat == seat]


def suggest(knowledge: SeatKnowledge, level: PlayerLevel, seed: int, *,
            effort: int = DEFAULT_EFFORT, deadline: float | None = None) -> Suggestion:
    """The action ``level`` suggests for the knowledge's seat, which must be the seat to act.
    ``effort``: the playouts ``strong`` makes (1 to :data:`MAX_EFFORT`); ``deadline``: a
    :func:`time.monotonic` time after which ``strong`` stops and answers from the worlds played
    out so far (one at least). A knowledge that contradicts itself, a seat that is not to act
    or an effort out of its bounds raise :class:`InvalidInputError`."""
    if not (type(effort) is int and 1 <= effort <= MAX_EFFORT):
        # Translators: maximum is the bound, got the value given.
        raise InvalidInputError([Problem("EFFORT_OUT_OF_RANGE", "/effort", msg(
            "effort is 1 to {maximum} playouts, not {got!r}", maximum=MAX_EFFORT, got=effort))])
    rng = random.Random(seed)
    state = world_state(knowledge, sample_worlds(knowledge, 1, random.Random(seed))[0])
    seat = knowledge.seat
    actions = seat_actions(state, seat)
    to_act = state.to_act()
    if to_act != seat or not must_act(actions):
        why = (msg("seat {seat} is not to act now: the hand is over", seat=seat)
               if to_act is None else
               # Translators: seat is the seat asked about, to_act the seat to act now.
               msg("seat {seat} is not to act now: seat {to_act} is", seat=seat,
                   to_act=to_act))
        raise InvalidInputError([Problem("SEAT_NOT_TO_ACT", "/seat", why)])
    if level is PlayerLevel.RANDOM:
        return Suggestion(_taken(choose_random(state.view(seat), actions, rng), actions), level)
    if level is PlayerLevel.BASIC or len(actions) == 1:
        chosen = choose_basic(state.rules, state.view(seat), actions, rng)
        return Suggestion(_taken(chosen, actions), level)
    return _search(knowledge, actions, rng, effort, deadline)


def _taken(chosen: Action | None, actions: Sequence[Action]) -> Action:
    # the seat to act always gets an action from the players; the first is a safe default
    return chosen if chosen is not None else actions[0]


def _search(knowledge: SeatKnowledge, actions: Sequence[Action], rng: random.Random,
            effort: int, deadline: float | None) -> Suggestion:
    seat = knowledge.seat
    wanted = max(1, effort // len(actions))
    values = [0.0] * len(actions)
    points: list[list[float]] = [[] for _ in actions]
    worlds = 0
    cut_short = False
    while worlds < wanted and not cut_short:
        for deal in sample_worlds(knowledge, min(_WORLDS_PER_ROUND, wanted - worlds), rng):
            start = world_state(knowledge, deal)
            playout_seed = rng.getrandbits(64)
            for index, action in enumerate(actions):
                state = start.copy()
                state.apply(action)
                play_out(state, random.Random(playout_seed))
                value, sides = outcome(state, seat)
                values[index] += value
                points[index] = [a + b for a, b in zip(points[index] or [0.0] * len(sides),
                                                       sides, strict=True)]
            worlds += 1
            if deadline is not None and worlds < wanted and time.monotonic() >= deadline:
                cut_short = True
                break
    ranked = sorted(
        (Candidate(action, values[i] / worlds, tuple(p / worlds for p in points[i]))
         for i, action in enumerate(actions)),
        key=lambda c: -c.value)
    return Suggestion(ranked[0].action, PlayerLevel.STRONG, tuple(ranked), worlds,
                      worlds * len(actions), cut_short)


def play_out(state: HandState, rng: random.Random) -> None:
    """Play the deal to its end with ``basic`` at every seat."""
    play_deal(state, [PlayerLevel.BASIC.value] * state.rules.players,
              [rng] * state.rules.players)


def outcome(state: HandState, seat: int) -> tuple[float, tuple[int, ...]]:
    """The finished deal's worth to ``seat``'s side (see the module's doc), and every side's
    points."""
    score = state.score()
    if score is None:  # every seat passed: nobody scores
        return 0.0, tuple(0 for _ in side_seats(state.rules))
    return value_of(score, _side(state, seat)), tuple(s.total for s in score.sides)


def value_of(score: HandScore, side: int) -> float:
    own = score.sides[side].score
    best_other = max(s.score for s in score.sides if s.side != side)
    return own - best_other + (WIN_BONUS if score.winner_side == side else 0)


def _side(state: HandState, seat: int) -> int:
    declarer = state.contract.declarer if state.contract else None
    for index, seats in enumerate(side_seats(state.rules, declarer)):
        if seat in seats:
            return index
    raise ValueError(f"seat {seat} is on no side")


def _strong_player(knowledge: SeatKnowledge, legal: Sequence[Action],
                   rng: random.Random) -> Action | None:
    """``strong`` as a player of :func:`tute.players.play_deal`: the search for the seat to
    act; a seat that is not to act (a partner's marriage, a capote, a claim before another
    seat's lead) is answered by ``basic`` from its view."""
    if must_act(legal):
        return suggest(knowledge, PlayerLevel.STRONG, rng.getrandbits(64)).action
    state = world_state(knowledge, sample_worlds(knowledge, 1, rng)[0])
    return choose_basic(knowledge.ruleset, state.after_draw().view(knowledge.seat), legal, rng)


register_knowledge_player(PlayerLevel.STRONG.value, _strong_player)
