"""The arena: player levels against each other on duplicate deals, per ruleset.

Run ``python -m tute.arena --ruleset tute-dos --deals 500 --a basic --b random --seed 1``
(``--ruleset all`` plays every named ruleset at every seat count it allows).

Each deal is played once per *seating*: level A takes one side (pairs, or two seats) or one
seat (three or more seats each for itself, the declarer-against-the-rest auction included),
level B every other seat, and the deal is played again with A moved on until A has sat at
every side or seat in play. Whole hands are played through :class:`tute.hand.HandState`
(``legal_actions`` and ``apply``), the vueltas included when the first deal leaves nobody at
101. Before each action every seat that is not to act and has declarations to make (a
partner's marriage, a capote, a claim) is asked first, in playing order from the seat to act;
it may decline; then the seat to act chooses among its own actions (see :mod:`tute.players`).

Per deal the arena takes the mean over its seatings of A's share of hands won (a hand won by
A's seat or side counts 1, a draw 1/2, a hand without winner, such as all passing, 1/2) and of
the point difference: A's side total (cards, últimas and marriages, both deals of the vueltas
added) minus the mean of B's seats' side totals. The deals are the independent units: the 95%
intervals are mean ± 1.96 standard errors of those per-deal values (the duplicate seatings of
one deal are paired, so the deal's luck cancels). ``--matches N`` also plays N duplicate
matches as the ruleset's ``match`` counts them (:func:`run_matches`). Players are looked up in
:data:`tute.players.PLAYERS`, so any registered level plays.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from tute import suggest  # noqa: F401  (registers the strong level)
from tute.deal import Deal, deal_from_seed
from tute.hand import DealRecord, HandRecord, HandState
from tute.match import HandOutcome, score_match
from tute.players import KNOWLEDGE_PLAYERS, PLAYERS, play_deal
from tute.rulesets import Ruleset, find_ruleset, named_rulesets
from tute.scoring import HandScore
from tute.values import ScoreReason

#: the normal quantile of a two-sided 95% interval
Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand played to its end: each seat's share of the win (1, 1/2 for a draw or no
    winner, 0) and its side's points (both deals of the vueltas added)."""

    won: tuple[float, ...]
    points: tuple[int, ...]
    actions: int
    vueltas: bool


@dataclass(frozen=True, slots=True)
class Interval:
    mean: float
    low: float
    high: float

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2


@dataclass(frozen=True, slots=True)
class ArenaResult:
    ruleset: str
    players: int
    level_a: str
    level_b: str
    deals: int
    hands: int
    #: A's share of hands won, per deal, with its interval
    won_a: Interval
    #: B's share (mean over B's seats), for comparison
    won_b: Interval
    #: A's points minus B's per hand
    point_difference: Interval
    #: A's fair share of wins: 1 / the sides or seats A rotates over
    fair_share: float
    seconds: float


def mean_interval(values: Sequence[float]) -> Interval:
    """The mean of ``values`` with a normal 95% interval (mean ± 1.96 standard errors; the
    sample standard deviation, n - 1); a single value has an interval of zero width."""
    if not values:
        raise ValueError("no values")
    mean = statistics.fmean(values)
    if len(values) < 2:
        return Interval(mean, mean, mean)
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return Interval(mean, mean - half, mean + half)


def seatings(ruleset: Ruleset, dealer: int) -> list[tuple[int, ...]]:
    """The seat groups level A takes in turn: each side in pairs and with two seats in play,
    else each seat in play (a dealer who sits out plays nothing)."""
    seats = [s for s in range(ruleset.players)
             if not (ruleset.dealer_sits_out and s == dealer)]
    if ruleset.sides_rule.pairs:  # no dealer sits out in pairs
        return list(ruleset.sides_rule.seats())
    return [(s,) for s in seats]


def _seat_results(ruleset: Ruleset, score: HandScore | None, points: list[int],
                  won: list[float]) -> None:
    """Add ``score``'s side totals to ``points`` and set each seat's share of the win."""
    if score is None:  # every seat passed: nobody wins, nobody scores
        for s in range(len(won)):
            won[s] = 0.5
        return
    for index, side in enumerate(score.sides):
        for seat in side.seats:
            points[seat] += side.total
            if score.loser_sides:  # cabrón: the losers are named, every other seat wins
                won[seat] = 0.0 if index in score.loser_sides else 1.0
            elif score.winner_side is None:
                won[seat] = 0.5
            else:
                won[seat] = 1.0 if index == score.winner_side else 0.0


def play_hand(ruleset: Ruleset, deal: Deal, levels: Sequence[str], seed: int) -> HandResult:
    """One whole hand of ``deal`` with ``levels[seat]`` at each seat: the first deal and, when
    it leaves nobody at 101, the vueltas (dealt from ``seed`` by the last trick's taker)."""
    return _play_whole_hand(ruleset, deal, levels, seed)[0]


def _play_whole_hand(ruleset: Ruleset, deal: Deal, levels: Sequence[str], seed: int
                     ) -> tuple[HandResult, HandScore | None, int]:
    """:func:`play_hand`, with the hand's final score and the next hand's dealer."""
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(ruleset.players)]
    state = HandState(ruleset, deal)
    history = play_deal(state, levels, rngs, lambda taken: HandRecord(ruleset, deal, taken))
    actions = len(history)
    score = state.score()
    points = [0] * ruleset.players
    won = [0.0] * ruleset.players
    vueltas = score is not None and score.reason is ScoreReason.VUELTAS
    last = state
    if vueltas and score is not None:
        for side in score.sides:
            for seat in side.seats:
                points[seat] += side.total
        dealer = ruleset.dealer_rule.vueltas_dealer(state.last_trick_winner or 0)
        second_deal = deal_from_seed(ruleset, random.Random(seed).getrandbits(53), dealer)
        last = HandState(ruleset, second_deal, tuple(s.total for s in score.sides))
        first = tuple(history)
        actions += len(play_deal(last, levels, rngs, lambda taken: HandRecord(
            ruleset, deal, first, DealRecord(second_deal, taken))))
        score = last.score()
    _seat_results(ruleset, score, points, won)
    next_dealer = ruleset.dealer_rule.next_dealer(deal.dealer, ruleset.players,
                                                  last.last_trick_winner)
    return HandResult(tuple(won), tuple(points), actions, vueltas), score, next_dealer


#: a match still undecided after this many hands counts as drawn (a series level for long)
MATCH_HAND_LIMIT = 80


def outcome_of(ruleset: Ruleset, score: HandScore | None) -> HandOutcome:
    """What a hand's final score gives the match (:mod:`tute.match`): its losers in a penalty
    match, its points in a points match (kept per seat with the declarer against the rest),
    else its winner and the games won."""
    if score is None:  # every seat passed: nobody scores
        if ruleset.match_rule.counts_points:
            return HandOutcome.scored((0,) * ruleset.sides_rule.match_sides, None)
        return HandOutcome.draw()
    if ruleset.sides_rule.by_contract:
        return HandOutcome.scored(score.match_points, None)
    if score.loser_sides:
        return HandOutcome.lost_by(*score.loser_sides)
    winner = score.winner_side
    if ruleset.match_rule.counts_points:
        return HandOutcome.scored(score.match_points, winner)
    if winner is None:
        return HandOutcome.draw()
    return HandOutcome.win(winner, max(1, score.games[winner]))


def play_match(ruleset: Ruleset, levels: Sequence[str], seed: int) -> tuple[float, ...]:
    """A whole match (``ruleset.match``) with ``levels[seat]`` at each seat, the hands dealt
    from seeds drawn from ``seed`` and the deal passed on as the ruleset says: each seat's
    share of the match won (1, or 1/2 each for a match undecided after
    :data:`MATCH_HAND_LIMIT` hands)."""
    source = random.Random(seed)
    outcomes: list[HandOutcome] = []
    dealer: int | None = None
    for _ in range(MATCH_HAND_LIMIT):
        deal = deal_from_seed(ruleset, source.getrandbits(53), dealer)
        _, score, dealer = _play_whole_hand(ruleset, deal, levels, source.getrandbits(53))
        outcomes.append(outcome_of(ruleset, score))
        result = score_match(ruleset, outcomes)
        if result.complete and result.winner_side is not None:
            side = result.winner_side
            return tuple(1.0 if ruleset.side_of(s) == side else 0.0
                         for s in range(ruleset.players))
    return tuple(0.5 for _ in range(ruleset.players))


def run_matches(ruleset: Ruleset, level_a: str, level_b: str, matches: int, seed: int
                ) -> tuple[Interval, float]:
    """``matches`` duplicate matches, each played once per seating: A's share of matches
    won, per match with its 95% interval, and A's fair share."""
    source = random.Random(seed)
    shares: list[float] = []
    fair = 0.0
    for _ in range(matches):
        match_seed = source.getrandbits(53)
        groups = seatings(ruleset, deal_from_seed(ruleset, match_seed).dealer)
        fair = 1 / len(groups)
        share = 0.0
        for group in groups:
            levels = [level_a if s in group else level_b for s in range(ruleset.players)]
            won = play_match(ruleset, levels, match_seed)
            share += statistics.fmean(won[s] for s in group)
        shares.append(share / len(groups))
    return mean_interval(shares), fair


def run_arena(ruleset: Ruleset, level_a: str, level_b: str, deals: int, seed: int,
              progress: bool = False) -> ArenaResult:
    """``deals`` duplicate deals of ``ruleset``: A against B, each deal once per seating."""
    known = {*PLAYERS, *KNOWLEDGE_PLAYERS}
    for level in (level_a, level_b):
        if level not in known:
            raise KeyError(f"no player level {level!r}; known: {', '.join(sorted(known))}")
    started = time.perf_counter()
    source = random.Random(seed)
    won_a: list[float] = []
    won_b: list[float] = []
    differences: list[float] = []
    hands = 0
    fair = 0.0
    for number in range(deals):
        deal_seed = source.getrandbits(53)
        hand_seed = source.getrandbits(53)
        deal = deal_from_seed(ruleset, deal_seed)
        groups = seatings(ruleset, deal.dealer)
        fair = 1 / len(groups)
        in_play = [s for g in groups for s in g]
        a_share = b_share = difference = 0.0
        for group in groups:
            levels = [level_a if s in group else level_b for s in range(ruleset.players)]
            result = play_hand(ruleset, deal, levels, hand_seed)
            others = [s for s in in_play if s not in group]
            a_share += statistics.fmean(result.won[s] for s in group)
            b_share += statistics.fmean(result.won[s] for s in others)
            difference += (statistics.fmean(result.points[s] for s in group)
                           - statistics.fmean(result.points[s] for s in others))
            hands += 1
        won_a.append(a_share / len(groups))
        won_b.append(b_share / len(groups))
        differences.append(difference / len(groups))
        if progress and (number + 1) % 100 == 0:
            won, diff = mean_interval(won_a), mean_interval(differences)
            print(f"  {ruleset.id}/{ruleset.players}: {number + 1} deals, A's hands won "
                  f"{100 * won.mean:.1f}% ({100 * won.low:.1f} to {100 * won.high:.1f}), A - B "
                  f"points {diff.mean:+.1f} ({diff.low:+.1f} to {diff.high:+.1f})",
                  file=sys.stderr, flush=True)
    return ArenaResult(ruleset.id, ruleset.players, level_a, level_b, deals, hands,
                       mean_interval(won_a), mean_interval(won_b), mean_interval(differences),
                       fair, time.perf_counter() - started)


def _rulesets(name: str, players: int | None) -> list[Ruleset]:
    if name != "all":
        base = find_ruleset(name)
        count = players or base.players
        return [base if count == base.players else find_ruleset(name, {"players": count})]
    found = []
    for base in named_rulesets():
        for count in base.player_options:
            if players is None or players == count:
                found.append(base if count == base.players
                             else find_ruleset(base.id, {"players": count}))
    return found


def format_row(result: ArenaResult) -> str:
    w, d = result.won_a, result.point_difference
    return (f"| {result.ruleset} | {result.players} | {result.deals} | {result.hands} | "
            f"{100 * w.mean:.1f}% ({100 * w.low:.1f} to {100 * w.high:.1f}) | "
            f"{100 * result.won_b.mean:.1f}% | {100 * result.fair_share:.1f}% | "
            f"{d.mean:+.1f} ({d.low:+.1f} to {d.high:+.1f}) |")


HEADER = ("| ruleset | seats | deals | hands | A's hands won (95% CI) | B's | A's fair share | "
          "A - B points a hand (95% CI) |\n|---|---|---|---|---|---|---|---|")


MATCH_HEADER = ("| ruleset | seats | match | matches | A's matches won (95% CI) | A's fair share |"
                "\n|---|---|---|---|---|---|")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tute.arena", description=(
        "Player levels against each other on duplicate deals."))
    parser.add_argument("--ruleset", default="tute-dos", help="a ruleset id, or all")
    parser.add_argument("--players", type=int, default=None, help="seat count")
    parser.add_argument("--override", action="append", default=[], metavar="SWITCH=VALUE",
                        help="a switch override (repeatable), e.g. sides=individual")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--a", dest="level_a", default="basic")
    parser.add_argument("--b", dest="level_b", default="random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--matches", type=int, default=0,
                        help="also play this many duplicate matches (ruleset.match); with "
                             "--deals 0, only the matches")
    parser.add_argument("--progress", action="store_true")
    args = parser.parse_args(argv)
    overrides: dict[str, object] = {}
    for item in args.override:
        name, _, value = item.partition("=")
        overrides[name] = _parse_value(value)
    tables = [ruleset.with_overrides(overrides) if overrides else ruleset
              for ruleset in _rulesets(args.ruleset, args.players)]
    if args.deals > 0:
        print(f"{args.level_a} (A) against {args.level_b} (B), {args.deals} duplicate deals, "
              f"seed {args.seed}{', overrides ' + str(overrides) if overrides else ''}")
        print(HEADER)
        for ruleset in tables:
            result = run_arena(ruleset, args.level_a, args.level_b, args.deals, args.seed,
                               progress=args.progress)
            print(format_row(result), flush=True)
    if args.matches > 0:
        print(f"{args.level_a} (A) against {args.level_b} (B), {args.matches} duplicate "
              f"matches, seed {args.seed}{', overrides ' + str(overrides) if overrides else ''}")
        print(MATCH_HEADER)
        for ruleset in tables:
            won, fair = run_matches(ruleset, args.level_a, args.level_b, args.matches,
                                    args.seed)
            print(f"| {ruleset.id} | {ruleset.players} | {ruleset.match_rule.kind.value} | "
                  f"{args.matches} | {100 * won.mean:.1f}% ({100 * won.low:.1f} to "
                  f"{100 * won.high:.1f}) | {100 * fair:.1f}% |", flush=True)
    return 0


def _parse_value(text: str) -> object:
    if text in ("true", "false"):
        return text == "true"
    if text == "null":
        return None
    try:
        return int(text)
    except ValueError:
        return text


if __name__ == "__main__":
    raise SystemExit(main())
