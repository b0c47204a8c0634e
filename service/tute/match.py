"""Scoring a match from the outcomes of its hands.

A match has ``sides``: 2 when the game is played in pairs (seats 0+2 against 1+3), otherwise
one per seat (``ruleset.players``; with ``declarer_vs_rest`` the declarer changes from hand to
hand, so a match is kept per seat). Each hand gives a :class:`HandOutcome`. ``ruleset.match``
decides how they add up (rulesets.md, "Results"):

- ``games_to_n``: the first side to win ``match_target`` games wins (003: "num jogo a cinco").
- ``series``: a series of ``match_target`` hands; the side with most games wins (001:
  "Solitamente si gioca una serie di partite, ad esempio sei o otto. La coppia che ha vinto più
  partite vince"). The length counts hands played, draws included; a doubled hand (101) counts
  once but gives two games. If the leader is not ahead after the last hand, play goes on hand by
  hand until it is (the source is silent on ties; this choice never ends a series level). With
  ``series_lead_of_two`` the series goes on until the leader is two games ahead (001:
  "Talvolta si accorda che la partita continui fino a quando la coppia vincitrice è avanti della
  coppia perdente di almeno due partite").
- ``penalty_points`` (cabrón): each loser of a hand takes a penalty point; once a side reaches
  ``penalty_limit`` the side with the fewest penalties wins; a tie for the fewest plays on
  (regional.md 3b.9, the tie rule a proposal).
- ``cotos`` (Guiñote): a coto is won by the first side to win ``coto_partidas`` games; the
  match by the first to win ``cotos_to_win`` cotos (regional.md 1b.18, example G-10).
- ``points_series`` (arrastrado, regional.md 5a: a proposal): a series of ``match_target``
  hands; the highest balance of points (the chips of ``payout``, as a hand score's
  ``match_points`` gives them) wins; level after the last hand, play goes on hand by hand.
- ``cumulative_points``: the first side whose running total reaches ``match_target`` wins
  (rulesets.md: "to 500"); totals may go negative (a failed contract is subtracted, 000). If
  several sides reach it in the same hand the highest total wins; equal highest totals play on,
  or with ``points_match_tie: last_hand_winner`` the winner of that hand wins.

A hand given after the match is decided is an error (``MATCH_ALREADY_DECIDED`` at
``/hands/<i>``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from tute.errors import InvalidInputError, Problem
from tute.messages import msg
from tute.rulesets import Ruleset
from tute.values import Points

MATCH_ALREADY_DECIDED = "MATCH_ALREADY_DECIDED"
INVALID_HAND_OUTCOME = "INVALID_HAND_OUTCOME"


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """What one hand contributes to the match.

    ``winner_side`` (None for a draw or a hand without a winner) wins ``games`` games: 1, or 2
    when ``double_at`` applies; a hand without a winner has ``games`` 0. ``points`` is the score
    of each side for a points match (may be negative); empty when the match counts games only.
    """

    winner_side: int | None
    games: int
    points: tuple[Points, ...] = ()
    #: a penalty match (cabrón): the sides that lost the hand, one penalty point each
    loser_sides: tuple[int, ...] = ()

    @classmethod
    def lost_by(cls, *sides: int) -> HandOutcome:
        """A hand of a penalty match: its losers."""
        return cls(None, 0, (), tuple(sides))

    @classmethod
    def win(cls, side: int, games: int = 1) -> HandOutcome:
        return cls(side, games)

    @classmethod
    def draw(cls) -> HandOutcome:
        return cls(None, 0)

    @classmethod
    def scored(cls, points: Sequence[Points], winner_side: int | None = None,
               games: int | None = None) -> HandOutcome:
        """A hand of a points match; ``games`` defaults to 1 for a winner and 0 without one."""
        won = games if games is not None else (0 if winner_side is None else 1)
        return cls(winner_side, won, tuple(points))


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The match so far: games and points per side, and the winner once ``complete``."""

    games_by_side: tuple[int, ...]
    #: whole numbers, or halves where a 3-player contract was shared (regional.md 4e)
    points_by_side: tuple[Points, ...]
    penalties_by_side: tuple[int, ...]
    #: match cotos: cotos won, and the games won in the coto being played
    cotos_by_side: tuple[int, ...]
    coto_games_by_side: tuple[int, ...]
    winner_side: int | None
    complete: bool
    hands_counted: int


def score_match(ruleset: Ruleset, outcomes: Sequence[HandOutcome]) -> MatchResult:
    """Add up ``outcomes`` under ``ruleset.match``; raise :class:`InvalidInputError` listing
    every malformed hand, or every hand that comes after the match was decided."""
    sides = ruleset.sides_rule.match_sides
    problems = [p for i, outcome in enumerate(outcomes)
                for p in _outcome_problems(ruleset, sides, i, outcome)]
    if problems:
        raise InvalidInputError(problems)

    rule = ruleset.match_rule
    games = [0] * sides
    points: list[Points] = [0] * sides
    penalties = [0] * sides
    cotos = [0] * sides
    coto_games = [0] * sides
    result = MatchResult(tuple(games), tuple(points), tuple(penalties), tuple(cotos),
                         tuple(coto_games), None, False, 0)
    for index, outcome in enumerate(outcomes):
        if result.complete:
            # Translators: /hands/{index} is the JSON pointer to the hand that decided the
            # match (keep it as it is)
            problems.append(Problem(MATCH_ALREADY_DECIDED, f"/hands/{index}", msg(
                "side {side} had already won the match with /hands/{index}; no further hand "
                "counts", side=result.winner_side, index=result.hands_counted - 1)))
            continue
        if outcome.winner_side is not None:
            games[outcome.winner_side] += outcome.games
            coto_games[outcome.winner_side] += outcome.games
            if rule.by_cotos and coto_games[outcome.winner_side] >= rule.coto_games:
                cotos[outcome.winner_side] += 1  # the coto is won: a new one starts at 0-0
                coto_games = [0] * sides
        for side, scored in enumerate(outcome.points):
            points[side] = _whole_if_whole(points[side] + scored)
        for side in outcome.loser_sides:
            penalties[side] += 1
        winner = rule.decided(games, points, penalties, cotos, index + 1, outcome.winner_side)
        result = MatchResult(tuple(games), tuple(points), tuple(penalties), tuple(cotos),
                             tuple(coto_games if rule.by_cotos else [0] * sides), winner,
                             winner is not None, index + 1)
    if problems:
        raise InvalidInputError(problems)
    return result


def _outcome_problems(
    ruleset: Ruleset, sides: int, index: int, outcome: HandOutcome
) -> list[Problem]:
    pointer = f"/hands/{index}"
    problems: list[Problem] = []
    winner = outcome.winner_side
    if winner is not None and (type(winner) is not int or not 0 <= winner < sides):
        # Translators: {last} is the highest side number; {got} the value given
        problems.append(Problem(INVALID_HAND_OUTCOME, f"{pointer}/winner_side", msg(
            "a side is 0..{last}, not {got!r}", last=sides - 1, got=winner)))
    if type(outcome.games) is not int or outcome.games < 0:
        # Translators: the first "games" is the name of the field (keep it as it is)
        problems.append(Problem(INVALID_HAND_OUTCOME, f"{pointer}/games", msg(
            "games is a whole number of games, not {got!r}", got=outcome.games)))
    elif winner is None and outcome.games != 0:
        problems.append(Problem(INVALID_HAND_OUTCOME, f"{pointer}/games",
                                msg("a hand without a winner gives no games")))
    elif winner is not None and outcome.games == 0 and not ruleset.match_rule.counts_points:
        problems.append(Problem(INVALID_HAND_OUTCOME, f"{pointer}/games",
                                msg("the winner of a hand wins at least one game")))
    if ruleset.match_rule.counts_points and not outcome.points:
        # Translators: {count} is the number of sides
        problems.append(Problem(INVALID_HAND_OUTCOME, f"{pointer}/points", msg(
            "a points match needs each side's score ({count} numbers)", count=sides)))
    elif outcome.points and (len(outcome.points) != sides
                             or not all(map(_is_half_points, outcome.points))):
        # Translators: "points" is the name of the field; {count} is the number of sides
        problems.append(Problem(INVALID_HAND_OUTCOME, f"{pointer}/points", msg(
            "points lists one number per side ({count}), each whole or a whole and a half",
            count=sides)))
    losers = outcome.loser_sides
    if ruleset.match_rule.by_penalties and not losers:
        problems.append(Problem(INVALID_HAND_OUTCOME, f"{pointer}/loser_sides", msg(
            "a penalty match needs the hand's losers (at least one side)")))
    elif any(type(s) is not int or not 0 <= s < sides for s in losers) or len(
            set(losers)) != len(losers):
        # Translators: "loser_sides" is the name of the field; {last} the highest side number
        problems.append(Problem(INVALID_HAND_OUTCOME, f"{pointer}/loser_sides", msg(
            "loser_sides lists distinct sides 0..{last}", last=sides - 1)))
    return problems


def _is_half_points(value: object) -> bool:
    """A whole number, or a half (a shared 3-player contract: regional.md 4e)."""
    if type(value) is int:
        return True
    return type(value) is float and math.isfinite(value) and (value * 2).is_integer()


def _whole_if_whole(value: Points) -> Points:
    return int(value) if isinstance(value, float) and value.is_integer() else value
