"""Prints the engine's answers to random records of every ruleset, one line each: run under the
pure and the compiled build (tests/engine/test_build.py), the two outputs must be equal.

    python -m tests.support.build_answers SEEDS     (from the repository root)

For each ruleset and seed: a random legal record (``random_record``), two broken copies of it
(:func:`tests.support.records.broken`), each adjudicated; at a few moments of the legal one,
the turn (``turn_after``: actions, plays judged, the view, the score), the position problems of
each seat's view (impossible positions included, with a card changed), and the hand's score
through ``score_hand`` with the check on; for the first seeds, the open solver's analysis of
the legal record's first position with few cards left (``analyze``: every action's bounds,
points and line, the nodes searched), so that the solver's brute-force property
(tests/engine/test_solver.py) need only run on one build.
"""

from __future__ import annotations

import dataclasses
import random
import sys

from tute import (
    DECK,
    HandRecord,
    PlayPosition,
    adjudicate,
    deal_from_seed,
    named_rulesets,
    position_problems,
    random_record,
    score_hand,
    turn_after,
)
from tute.errors import TuteError
from tute.hand import replay_legal
from tute.solver import analyze

from tests.support.records import broken


def answer(ask: object, *args: object) -> str:
    try:
        return repr(ask(*args))  # type: ignore[operator]
    except TuteError as error:  # refused input is an answer too: the problems, in order
        return f"{type(error).__name__}: {getattr(error, 'problems', error)!r}"


#: the records whose endgame is analysed, a ruleset; the cards left (hands and stock) at most
SOLVED_SEEDS = 12
SOLVED_CARDS = 10


def solved_endgame(record: HandRecord) -> str:
    """The analysis of the first position of the record's first deal with at most
    :data:`SOLVED_CARDS` cards left, as the seat to act sees it."""
    for k in range(record.action_count + 1):
        state = replay_legal(record, k)[0]
        if state.is_terminal():
            break
        if sum(len(h) for h in state.hands) + len(state.stock) <= SOLVED_CARDS:
            return answer(analyze, state)
    return "no endgame"


def answers(seeds: int) -> list[str]:
    lines: list[str] = []
    for ruleset in named_rulesets():
        rng = random.Random(ruleset.id)
        for seed in range(seeds):
            record = random_record(ruleset, deal_from_seed(ruleset, seed), seed)
            lines.append(answer(adjudicate, record))
            if seed < SOLVED_SEEDS:
                lines.append(solved_endgame(record))
            for _ in range(2):
                lines.append(answer(adjudicate, broken(record, rng)))
            for cut in sorted(rng.sample(range(len(record.actions) + 1), 3)):
                part = dataclasses.replace(record, actions=record.actions[:cut], vueltas=None)
                lines.append(answer(turn_after, part))
                view = turn_after(part).view
                if view is not None and view.to_act is not None:
                    hand = list(view.hand)
                    if hand and rng.random() < 0.5:  # an impossible hand, now and then
                        hand[rng.randrange(len(hand))] = rng.choice(DECK)
                    position = PlayPosition(view.trump, view.to_act, tuple(hand), view.trick,
                                            view.stock_size, view.turn_up)
                    lines.append(answer(position_problems, ruleset, position))
            result = adjudicate(dataclasses.replace(record, vueltas=None))
            if result.complete and result.score is not None:
                captured = [[c for t in result.tricks if t.winner_seat == s for c in
                             (x.card for x in t.cards)] for s in range(ruleset.players)]
                last = result.tricks[-1].winner_seat if result.tricks else None
                lines.append(answer(score_hand, ruleset, result.trump, captured, last,
                                    result.declarations, result.contract))
    return lines


if __name__ == "__main__":
    print("\n".join(answers(int(sys.argv[1]))))
