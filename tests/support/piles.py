"""Captured piles worth chosen card points, for scoring tests."""

from __future__ import annotations

import itertools

from tute import Card, Ruleset


def captured(rules: Ruleset, *points: int, rest: int = 0, seats: int | None = None
             ) -> list[list[Card]]:
    """Piles for ``seats`` seats (default: one per value given): seat ``i`` takes exactly
    ``points[i]`` card points, each pile padded to whole tricks with cards worth nothing, and
    seat ``rest`` also takes every card left over, in whole tricks (a card that cannot make a
    trick, as the 40th of three seats, stays out: it is nobody's)."""
    by_value: dict[int, list[Card]] = {}
    for card in rules.deck_cards:
        by_value.setdefault(rules.points[card.index], []).append(card)
    values = sorted((v for v in by_value if v), reverse=True)
    piles: list[list[Card]] = [[] for _ in range(seats or len(points))]
    for seat, wanted in enumerate(points):
        # the most valuable cards first, so that the later piles still find theirs
        counts = next(c for c in itertools.product(*(range(len(by_value[v]), -1, -1)
                                                      for v in values))
                      if sum(n * v for n, v in zip(c, values, strict=True)) == wanted)
        piles[seat] = [by_value[v].pop() for n, v in zip(counts, values, strict=True)
                       for _ in range(n)]
    blanks = by_value.pop(0)
    for pile in piles:
        while pile and len(pile) % rules.in_play:
            pile.append(blanks.pop())
    left = [c for cards in by_value.values() for c in cards] + blanks
    piles[rest] += left[:len(left) - len(left) % rules.in_play]
    return piles
