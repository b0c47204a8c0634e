"""Suggested actions for a seat, from what that seat knows: the three levels of players.

``random`` and ``basic`` are :mod:`tute.players`' choices, made from the seat's view. ``strong``
is determinized search (Perfect Information Monte Carlo): it deals worlds consistent with the
seat's knowledge (:func:`tute.worlds.sample_worlds`, uniform among them) and, in each world,
plays every candidate action and then ``basic`` at every seat to the end of the deal
(:func:`tute.players.play_deal`); the candidate with the best mean outcome for the seat's side
is the suggestion. Each world is played out for every candidate with the same random source
(common random numbers), so the candidates are compared on the same deals: the differences
between their means are much less noisy than the means. ``basic`` is deterministic, so a world
gives each candidate one exact value. The knowledge is checked once a search
(:class:`tute.worlds.WorldSampler`), each world played on from the state its checking replay
reached; a candidate clearly worse than the leader is dropped, and the search ends when one
is left (:func:`_search`). :func:`suggest_declaration` answers a seat that is not to act but
may declare, declining being one more candidate.

The outcome of a deal for a side is its points minus the best other side's (``score``, as a
points match counts them: a failed contract is negative), plus :data:`WIN_BONUS` when it wins
the deal; where the hand names its losers and no winner (cabrón, whose match counts penalty
points), :data:`NAMED_LOSER_COST` less when named; with a contract, whose score may not
count the cards (the bid made or failed), plus a share of its
total over the other side's (:data:`CONTRACT_TOTALS_WEIGHT`). Nothing here sees more than the
knowledge holds: the worlds are drawn from it with the seed, so the same knowledge and seed
give the same answer whatever the hidden cards are (unless a deadline cuts the search, which
the answer says).
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from tute.errors import InvalidInputError, Problem
from tute.hand import Action, HandPhase, HandState
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
from tute.worlds import WorldSampler

#: The playouts ``strong`` makes by default (worlds times candidates), and the most it takes.
DEFAULT_EFFORT = 120
MAX_EFFORT = 10_000
#: Worlds drawn at a time.
_WORLDS_PER_ROUND = 4
#: Worlds played out before a candidate may be dropped, and how many standard errors below
#: the leader its mean paired difference must be (see :func:`_search`).
_PRUNE_AFTER = 8
_PRUNE_Z = 3.0
#: Worlds drawn, per world wanted, before the search answers from those it could use.
_DRAWS_PER_WORLD = 4
#: What winning the deal is worth beside its points: winning by one point wins the hand.
WIN_BONUS = 20
#: With a contract a side's score is the contract's (in tute-subastado-tres the bid, made or
#: failed, whatever the cards): beside it each point of the side's total over the other's
#: counts this much, so that once the contract is decided the rest of the deal is still played
#: for the cards, the últimas and the marriages (without it ``strong`` stopped singing and
#: gave cards away once its bid was made: 6 points a hand fewer than ``basic``, docs/bots.md).
CONTRACT_TOTALS_WEIGHT = 0.25
#: Where the hand names its losers and no winner (cabrón) the match counts penalty points:
#: being named costs this much beside the points (with :data:`WIN_BONUS` in its place
#: ``strong`` played for points and was named more often than ``basic``, docs/bots.md).
NAMED_LOSER_COST = 100


@dataclass(frozen=True, slots=True)
class Candidate:
    """An action ``strong`` weighed: its mean outcome for the seat's side over the worlds it
    was played out in (``value``, see the module's doc) and each side's mean points."""

    #: None: declining, for a seat that is not to act (:func:`suggest_declaration`)
    action: Action | None
    value: float
    points: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class Suggestion:
    action: Action
    level: PlayerLevel
    #: strong: every action weighed, best first (empty for the other levels, when the seat
    #: had one action only, and in an auction, where strong bids as basic does)
    candidates: tuple[Candidate, ...] = ()
    #: strong: the worlds played out, and the playouts made (each candidate still weighed in
    #: a world is one playout there)
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
    ``effort``: the playouts ``strong`` may make (1 to :data:`MAX_EFFORT`); ``deadline``: a
    :func:`time.monotonic` time after which ``strong`` stops and answers from the worlds played
    out so far (one at least). A knowledge that contradicts itself, a seat that is not to act
    or an effort out of its bounds raise :class:`InvalidInputError`."""
    sampler, state, actions = _position(knowledge, seed, effort)
    seat = knowledge.seat
    to_act = state.to_act()
    if to_act != seat or not must_act(actions):
        why = (msg("seat {seat} is not to act now: the hand is over", seat=seat)
               if to_act is None else
               # Translators: seat is the seat asked about, to_act the seat to act now.
               msg("seat {seat} is not to act now: seat {to_act} is", seat=seat,
                   to_act=to_act))
        raise InvalidInputError([Problem("SEAT_NOT_TO_ACT", "/seat", why)])
    rng = random.Random(seed)
    if level is PlayerLevel.RANDOM:
        return Suggestion(_acted(choose_random(state.view(seat), actions, rng)), level)
    if level is PlayerLevel.BASIC or len(actions) == 1 or state.phase is HandPhase.AUCTION:
        # In an auction strong bids as basic does (its estimate of the hand): the search bid
        # worse. Weighing every bid (one every 5 points, each in a few worlds) it made jump
        # bids that failed; weighing passing and the lowest bid only, it went up a step at a
        # time into contracts it could not make (docs/bots.md, tute-subastado).
        return Suggestion(_acted(choose_basic(state.rules, state.view(seat), actions, rng)),
                          level)
    ranked, worlds, playouts, cut_short = _search(sampler, actions, rng,
                                                  _effort_in(state, seat, actions, effort),
                                                  deadline)
    return Suggestion(_acted(ranked[0].action), PlayerLevel.STRONG, ranked, worlds, playouts,
                      cut_short)


@dataclass(frozen=True, slots=True)
class DeclarationSuggestion:
    """What ``level`` suggests to a seat that is not to act and may declare: one of its
    declarations (``declaration``), or to decline them for now (None); ``candidates`` (strong)
    includes declining, as an action None."""

    declaration: Action | None
    level: PlayerLevel
    candidates: tuple[Candidate, ...] = ()
    worlds: int = 0
    playouts: int = 0
    cut_short: bool = False


def suggest_declaration(knowledge: SeatKnowledge, level: PlayerLevel, seed: int, *,
                        effort: int = DEFAULT_EFFORT,
                        deadline: float | None = None) -> DeclarationSuggestion:
    """Whether the knowledge's seat, which is not the seat to act, makes one of the
    declarations it may make now (a partner's marriage in Guiñote, a capote in Habanero, a
    claim of 101), as :func:`tute.players.play_deal` asks such a seat; ``strong`` weighs
    declining as one more candidate (the deal played on with the seat passed over until
    something happens at the table). The seat to act (:func:`suggest` answers it), or a seat
    with nothing to declare, raise :class:`InvalidInputError`; ``effort`` and ``deadline`` as
    for :func:`suggest`."""
    sampler, state, actions = _position(knowledge, seed, effort)
    seat = knowledge.seat
    to_act = state.to_act()
    if to_act == seat:
        raise InvalidInputError([Problem("SEAT_TO_ACT", "/seat", msg(
            "seat {seat} is to act now: its suggestion is an action, not a declaration",
            seat=seat))])
    if not actions:
        raise InvalidInputError([Problem("NOTHING_TO_DECLARE", "/seat", msg(
            "seat {seat} has nothing to declare now", seat=seat))])
    rng = random.Random(seed)
    if level is PlayerLevel.RANDOM:
        return DeclarationSuggestion(choose_random(state.view(seat), actions, rng), level)
    if level is PlayerLevel.BASIC:
        return DeclarationSuggestion(choose_basic(state.rules, state.view(seat), actions, rng),
                                     level)
    candidates = [*actions, None]
    ranked, worlds, playouts, cut_short = _search(sampler, candidates, rng,
                                                  _effort_in(state, seat, candidates, effort),
                                                  deadline)
    return DeclarationSuggestion(ranked[0].action, PlayerLevel.STRONG, ranked, worlds,
                                 playouts, cut_short)


def _position(knowledge: SeatKnowledge, seed: int, effort: int
              ) -> tuple[WorldSampler, HandState, list[Action]]:
    """The effort checked, the knowledge's sampler, a world's state (whichever: they agree on
    what the seat may do) and the seat's actions in it."""
    if not (type(effort) is int and 1 <= effort <= MAX_EFFORT):
        # Translators: maximum is the bound, got the value given.
        raise InvalidInputError([Problem("EFFORT_OUT_OF_RANGE", "/effort", msg(
            "effort is 1 to {maximum} playouts, not {got!r}", maximum=MAX_EFFORT, got=effort))])
    sampler = WorldSampler(knowledge)
    state = sampler.draw(1, random.Random(seed))[0].state
    return sampler, state, seat_actions(state, knowledge.seat)


def seen_whole(state: HandState, seat: int) -> bool:
    """Whether ``seat`` sees the whole position in ``state``, a world consistent with its
    knowledge: the stock is gone (no draw pending), no card is set aside and one other seat only
    still holds cards, which are then the cards the seat has not seen (with two seats, once the
    stock is gone). What is still to play is then the same in every consistent world."""
    return (not state.stock and not state.pending_draw and not state.deal.unowned
            and sum(1 for other, hand in enumerate(state.hands) if hand and other != seat) == 1)


def _effort_in(state: HandState, seat: int, candidates: Sequence[Action | None],
               effort: int) -> int:
    """The effort to spend: one world's playouts where the seat sees the whole position
    (:func:`seen_whole`): there every world is the same table and ``basic``, drawing nothing
    from its random source, plays every world's playouts alike."""
    return min(effort, len(candidates)) if seen_whole(state, seat) else effort


def _acted(chosen: Action | None) -> Action:
    # the players answer a seat to act (its actions hold one it cannot decline) with one
    if chosen is None:
        raise RuntimeError("a player declined the seat to act")
    return chosen


def _search(sampler: WorldSampler, actions: Sequence[Action | None], rng: random.Random,
            effort: int, deadline: float | None
            ) -> tuple[tuple[Candidate, ...], int, int, bool]:
    """PIMC over the sampler's worlds (the module's doc), :data:`_WORLDS_PER_ROUND` at a time,
    each candidate played out in each world with the same playout seed. After each round from
    :data:`_PRUNE_AFTER` worlds on, a candidate whose paired difference with the leader (its
    outcome minus the leader's, world by world) is below zero by more than :data:`_PRUNE_Z`
    standard errors is dropped: it is played out no more, and the search ends once one
    candidate is left. A candidate None is declining: the deal is played on with the seat
    passed over until something happens at the table. The candidates ranked (see
    :func:`_ranked`), the worlds, the playouts, and whether the deadline cut the search."""
    knowledge = sampler.knowledge
    seat = knowledge.seat
    n = len(actions)
    sides = len(side_seats(knowledge.ruleset))
    wanted = max(1, effort // n)
    # per candidate, its outcome in each world it was played out in (the first ones: a
    # dropped candidate stops)
    values: list[list[float]] = [[] for _ in actions]
    points: list[list[float]] = [[0.0] * sides for _ in actions]
    alive = list(range(n))
    worlds = 0
    playouts = 0
    cut_short = False
    drawn = 0
    while worlds < wanted and not cut_short and len(alive) > 1 and drawn < _DRAWS_PER_WORLD * (
            wanted + _WORLDS_PER_ROUND):
        count = min(_WORLDS_PER_ROUND, wanted - worlds)
        drawn += count
        for world in sampler.draw(count, rng):
            offered = set(seat_actions(world.state, seat))
            if any(actions[i] is not None and actions[i] not in offered for i in alive):
                # a world in which the seat could not take a candidate: not the table it sees
                # (whether a pending draw has been made can hang on another seat's hidden
                # cards, when its declaration needed the card it drew)
                continue
            playout_seed = rng.getrandbits(64)
            for index in alive:
                state = world.state.copy()
                action = actions[index]
                if action is not None:
                    state.apply(action)
                play_out(state, random.Random(playout_seed),
                         () if action is not None else (seat,))
                value, got = outcome(state, seat)
                values[index].append(value)
                totals = points[index]
                for side in range(sides):
                    totals[side] += got[side]
            worlds += 1
            playouts += len(alive)
            if deadline is not None and worlds < wanted and time.monotonic() >= deadline:
                cut_short = True
                break
        if worlds >= _PRUNE_AFTER:
            alive = _survivors(values, alive)
    return _ranked(actions, values, points, alive), worlds, playouts, cut_short


def _survivors(values: Sequence[Sequence[float]], alive: list[int]) -> list[int]:
    """The candidates of ``alive`` not clearly worse than the leader (see :func:`_search`)."""
    count = len(values[alive[0]])
    leader = max(alive, key=lambda i: sum(values[i]))
    best = values[leader]
    kept = []
    for index in alive:
        mine = values[index]
        diffs = [mine[w] - best[w] for w in range(count)]
        mean = sum(diffs) / count
        spread = sum((d - mean) ** 2 for d in diffs) / (count - 1)
        if index == leader or mean + _PRUNE_Z * (spread / count) ** 0.5 >= 0.0:
            kept.append(index)
    return kept


def _ranked(actions: Sequence[Action | None], values: Sequence[Sequence[float]],
            points: Sequence[Sequence[float]], alive: Sequence[int]
            ) -> tuple[Candidate, ...]:
    """The candidates still in the search by their mean outcome, then the dropped ones by
    theirs (each over the worlds it was played out in)."""
    def candidate(index: int) -> Candidate:
        played = len(values[index])
        return Candidate(actions[index], sum(values[index]) / played,
                         tuple(p / played for p in points[index]))

    kept = sorted((candidate(i) for i in alive), key=lambda c: -c.value)
    dropped = sorted((candidate(i) for i in range(len(actions)) if i not in alive),
                     key=lambda c: -c.value)
    return (*kept, *dropped)


def play_out(state: HandState, rng: random.Random, declined: Sequence[int] = ()) -> None:
    """Play the deal to its end with ``basic`` at every seat (``declined``: seats that have
    just declined their declarations, as :func:`tute.players.play_deal` takes them)."""
    play_deal(state, [PlayerLevel.BASIC.value] * state.rules.players,
              [rng] * state.rules.players, declined=declined)


def outcome(state: HandState, seat: int) -> tuple[float, tuple[int, ...]]:
    """The finished deal's worth to ``seat``'s side (see the module's doc), and every side's
    points."""
    score = state.score()
    if score is None:  # every seat passed: nobody scores
        return 0.0, tuple(0 for _ in side_seats(state.rules))
    return value_of(score, _side(state, seat)), tuple(s.total for s in score.sides)


def value_of(score: HandScore, side: int) -> float:
    """The deal's worth to ``side`` (the module's doc); with a contract, plus
    :data:`CONTRACT_TOTALS_WEIGHT` a point of the side's total over the best other side's;
    where the hand names its losers, :data:`NAMED_LOSER_COST` less when named."""
    own = score.sides[side]
    best_other = max((s for s in score.sides if s.side != side), key=lambda s: s.score)
    if score.loser_sides:  # cabrón: the losers are named, the others have all won the hand
        lost = side in score.loser_sides
        return float(own.score - best_other.score - (NAMED_LOSER_COST if lost else 0))
    won = score.winner_side == side
    value = float(own.score - best_other.score + (WIN_BONUS if won else 0))
    if score.contract is not None:
        value += CONTRACT_TOTALS_WEIGHT * (own.total - best_other.total)
    return value


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
    state = WorldSampler(knowledge).draw(1, rng)[0].state
    return choose_basic(knowledge.ruleset, state.after_draw().view(knowledge.seat), legal, rng)


register_knowledge_player(PlayerLevel.STRONG.value, _strong_player)
