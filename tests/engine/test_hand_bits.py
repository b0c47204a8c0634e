"""``HandState.hand_bits``: each seat's hand as a bit set, an index the state keeps in step.

The plays, the duties and the declarations' census read a seat's hand from ``hand_bits``
instead of remaking the set from ``hands``. It is made at the deal and changed only where a
card moves (a play, a draw, a swap of the 7 or 2, the spare card taken by the auction winner),
so at every moment of random legal hands, under every named ruleset and the tables that move
cards in other ways, it must be the bit set of each hand, in the state and in its copies, and
the draw that a state is asked about before it is made (``legal_actions`` while a draw is
pending) must list the plays of the state that has made it.
"""

from __future__ import annotations

import pytest
from tute import (
    Action,
    HandState,
    deal_from_seed,
    find_ruleset,
    random_record,
    ruleset_ids,
)
from tute.rules import card_bits

from tests.support.examples import scaled

HANDS = scaled(40)

#: tables where cards move otherwise: the spare card taken by the auction winner, the pinta
#: swapped before the first lead, the 2 of trumps swapped
TABLES: list[tuple[str, dict[str, object]]] = [(r, {}) for r in ruleset_ids()] + [
    ("tute-subastado-tres", {"deck": 40, "hand_size": 13,
                             "spare_card": "auction_winner_may_take"}),
    ("guinote", {"players": 2, "thirty_malas": "min_card_points"}),
    ("tute-dos", {"swap_two": True}),
]


def _plays(state: HandState) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind == "play"]


def _bits_of(state: HandState) -> list[int]:
    return [card_bits(hand) for hand in state.hands]


@pytest.mark.parametrize(("ruleset_id", "overrides"), TABLES,
                         ids=[f"{r}-{i}" for i, (r, _) in enumerate(TABLES)])
def test_hand_bits_follow_the_hands(ruleset_id: str, overrides: dict[str, object]) -> None:
    rules = find_ruleset(ruleset_id, overrides)
    moved = 0
    for seed in range(HANDS):
        deal = deal_from_seed(rules, seed, seed % rules.players)
        record = random_record(rules, deal, seed)
        state = HandState(rules, deal)
        assert state.hand_bits == _bits_of(state)
        for action in record.actions:
            if state.pending_draw:
                # the plays asked before the draw are those after it (the declarations differ:
                # some are made before drawing)
                assert _plays(state) == _plays(state.after_draw())
            state.apply(action)
            assert state.hand_bits == _bits_of(state)
            branch = state.copy()
            branch.draw()
            assert branch.hand_bits == _bits_of(branch)
            assert state.hand_bits == _bits_of(state)  # the copy's draw left it alone
            moved += action.kind in ("swap", "take_spare")
    if ruleset_id == "tute-subastado-tres" and overrides:
        assert moved  # the spare card was taken in some hands
