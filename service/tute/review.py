"""The review of a recorded hand: what each action cost against the best action at that point.

Two views of every reviewed action:

- open (:func:`tute.solver.analyze` on the real deal, every card known): the points of
  difference between the sides (the acting seat's side minus the others) that the action gave
  up against perfect play, exact when the budget allows, else proven bounds on it;
- the seat's own view: worlds consistent with what the acting seat knew then
  (:class:`tute.worlds.WorldSampler`, from a seed), each analysed open; the action the seat
  should have chosen is the one with the best mean over them, and the cost the mean it gave up.
  A world that the budget left unsolved is not counted (``worlds`` says how many were).

An action is reviewed when its seat is the seat to act and had a choice (plays, bids, naming,
and the declarations the seat to act may make instead of playing); a declaration by another seat
is not (declining it is no action to compare with). ``open_from`` ``last_draw`` reviews the
positions once the stock is gone (every position of a game without a stock), ``start`` every
position; ``max_nodes`` is shared by all the analyses of the review.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum

from tute.deal import Deal
from tute.errors import InvalidInputError, Problem
from tute.hand import Action, HandPhase, HandRecord, HandState, replay_legal
from tute.knowledge import SeatKnowledge
from tute.messages import msg
from tute.solver import MAX_NODES, Analysis, Solver, check_max_nodes
from tute.worlds import MAX_WORLDS, WorldSampler

#: The worlds of the seat's view at most, per reviewed action.
MAX_REVIEW_WORLDS = 32
DEFAULT_REVIEW_NODES = 100_000


class OpenFrom(Enum):
    LAST_DRAW = "last_draw"
    START = "start"


@dataclass(frozen=True, slots=True)
class ReviewedAction:
    #: the action's index, counted through the first deal and on into the vueltas
    index: int
    seat: int
    action: Action
    #: the seat's actions at that point
    options: int
    #: open: the best actions (empty unless solved), the cost (None unless solved) and bounds
    best: tuple[Action, ...]
    cost: int | None
    cost_lower: int
    cost_upper: int
    #: the seat's view: the mean cost over the worlds analysed, the action with the best mean
    expected_cost: float | None
    better: Action | None
    worlds: int


@dataclass(frozen=True, slots=True)
class HandReview:
    actions: tuple[ReviewedAction, ...]
    #: the reviewed actions proven to cost something open (the cost, or its lower bound while
    #: unsolved, above 0) or on average from the seat's view, the largest first (open, then
    #: the seat's view)
    mistakes: tuple[ReviewedAction, ...]
    #: every reviewed action's open analysis is exact
    solved: bool
    nodes: int
    max_nodes: int


def _positions(record: HandRecord, open_from: OpenFrom) -> list[tuple[int, HandState, Action]]:
    """The reviewed actions: index, the state before it and the action."""
    found: list[tuple[int, HandState, Action]] = []
    deals: list[tuple[int, Deal, tuple[Action, ...], tuple[int, ...] | None]] = [
        (0, record.deal, record.actions, None)]
    first, _ = replay_legal(record, len(record.actions))
    if record.vueltas is not None:
        score = first.score()
        totals = tuple(s.total for s in score.sides) if score else ()
        deals.append((len(record.actions), record.vueltas.deal, record.vueltas.actions,
                      totals))
    for offset, deal, actions, carried in deals:
        state = HandState(record.ruleset, deal, carried)
        for i, action in enumerate(actions):
            if _reviewed(state, action, open_from):
                found.append((offset + i, state.copy(), action))
            state.apply(action)
    return found


def _reviewed(state: HandState, action: Action, open_from: OpenFrom) -> bool:
    if state.to_act() != action.seat:
        return False
    if open_from is OpenFrom.LAST_DRAW and (state.stock or state.phase is not HandPhase.PLAY):
        return False
    return sum(1 for a in state.legal_actions() if a.seat == action.seat) > 1


def _played(state: HandState, analysis: Analysis, action: Action) -> int:
    """The index in ``analysis.actions`` of the recorded action; one that leaves out what the
    offered action names (a swap without its card: the 7) is the one that leaves the same
    position."""
    for i, a in enumerate(analysis.actions):
        if a.action == action:
            return i
    after = state.copy()
    after.apply(action)
    wanted = _signature(after)
    for i, a in enumerate(analysis.actions):
        other = state.copy()
        other.apply(a.action)
        if _signature(other) == wanted:
            return i
    raise ValueError("the recorded action is not among the seat's actions")


def _signature(state: HandState) -> tuple[object, ...]:
    """What the rest of the hand depends on, as far as telling two actions apart needs."""
    return (tuple(tuple(sorted(c.index for c in h)) for h in state.hands),
            tuple(c.index for c in state.stock),
            state.turn_up.index if state.turn_up is not None else -1,
            tuple((t.seat, t.card.index) for t in state.trick), state.trump, state.phase,
            tuple((d.seat, d.kind, d.suit, d.rank) for d in state.declarations),
            state.contract, tuple(state.bids))


def review_hand(record: HandRecord, *, max_nodes: int = DEFAULT_REVIEW_NODES,
                open_from: OpenFrom = OpenFrom.LAST_DRAW, worlds: int = 0,
                seed: int = 0) -> HandReview:
    """Review every action of the (legal) record (see the module's doc). ``worlds``: how many
    worlds the seat's view analyses per action (0: the open view only). An illegal record, a
    budget or a count out of its bounds raise :class:`InvalidInputError`."""
    check_max_nodes(max_nodes)
    if not (type(worlds) is int and 0 <= worlds <= MAX_REVIEW_WORLDS):
        # Translators: maximum is the bound, got the value given.
        raise InvalidInputError([Problem("COUNT_OUT_OF_RANGE", "/worlds", msg(
            "worlds is 0 to {maximum} per action, not {got!r}", maximum=MAX_REVIEW_WORLDS,
            got=worlds))])
    assert MAX_REVIEW_WORLDS <= MAX_WORLDS
    replay_legal(record)  # an illegal record is refused here
    positions = _positions(record, open_from)
    analyses = max(1, len(positions) * (1 + worlds))
    each = max(1, max_nodes // analyses)
    rng = random.Random(seed)
    nodes = 0
    reviewed: list[ReviewedAction] = []
    #: each seat's last open analysis: the next one of that seat starts from its table
    last: dict[int, Solver] = {}
    for index, state, action in positions:
        solver = Solver(state, action.seat, each, last.get(action.seat))
        last[action.seat] = solver
        own = [a for a in state.legal_actions() if a.seat == action.seat]
        analysis = solver.run(own)
        nodes += analysis.nodes
        spot = _played(state, analysis, action)
        played = analysis.actions[spot]
        top_lower = analysis.lower
        top_upper = analysis.upper
        cost_lower = max(0, top_lower - played.upper)
        cost_upper = max(0, top_upper - played.lower)
        cost = cost_lower if analysis.solved else None
        expected: float | None = None
        better: Action | None = None
        counted = 0
        if worlds:
            knowledge = SeatKnowledge.from_record(record, action.seat, index)
            sums = [0] * len(own)
            # each world with the state its checking replay reached (no second replay)
            for drawn in WorldSampler(knowledge).draw(worlds, rng):
                world = drawn.state
                world_solver = Solver(world, action.seat, each)
                world_own = [a for a in world.legal_actions() if a.seat == action.seat]
                if set(world_own) != set(own):  # the seat's choices are the same in every world
                    continue
                seen = world_solver.run(own)
                nodes += seen.nodes
                if not seen.solved:
                    continue
                counted += 1
                for i, a in enumerate(seen.actions):
                    sums[i] += a.lower
            if counted:
                top = max(range(len(own)), key=lambda i: sums[i])
                better = analysis.actions[top].action
                expected = round((sums[top] - sums[spot]) / counted, 2)
        reviewed.append(ReviewedAction(index, action.seat, action, len(own), analysis.best,
                                       cost, cost_lower, cost_upper, expected, better, counted))
    mistakes = sorted(
        (r for r in reviewed if r.cost_lower > 0 or (r.expected_cost or 0.0) > 0),
        key=lambda r: (-r.cost_lower, -(r.expected_cost or 0.0), r.index))
    return HandReview(tuple(reviewed), tuple(mistakes),
                      all(r.cost is not None for r in reviewed), nodes, max_nodes)


__all__ = ["MAX_NODES", "MAX_REVIEW_WORLDS", "HandReview", "OpenFrom", "ReviewedAction",
           "review_hand"]
