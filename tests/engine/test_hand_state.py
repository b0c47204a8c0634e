"""The public hand state: ``legal_actions()`` and ``apply()`` are one judgement.

At every moment of random legal hands under every named ruleset, the actions that ``apply``
accepts among every canonical action that could be tried (any seat playing any card, singing
any marriage or tute, swapping the 7 or 2 of any suit, bidding, passing, naming trumps) are
exactly ``legal_actions()``: the list and the verdict cannot disagree (design.md: "one code
path for 'list the legal plays' and 'is this play legal'"). ``copy()`` branches without
touching the original, and a hand is over exactly when nothing more is legal.
"""

from __future__ import annotations

import random

import pytest
from tute import (
    DECK,
    Action,
    ActionKind,
    DeclarationKind,
    HandState,
    IllegalAction,
    Ruleset,
    Suit,
    deal_from_seed,
    named_rulesets,
)
from tute.cards import CABALLO, REY, SEVEN, SOTA, TWO, card

from tests.support.examples import seeds


def candidates(state: HandState) -> list[Action]:
    """Every canonical action of any seat, legal or not."""
    rules = state.rules
    seats = range(rules.players)
    found = [Action(s, ActionKind.PLAY, card=c) for s in seats for c in DECK]
    for s in seats:
        found += [Action(s, ActionKind.DECLARE, suit=suit, declaration=DeclarationKind.MARRIAGE)
                  for suit in Suit]
        found += [Action(s, ActionKind.DECLARE, declaration=DeclarationKind.TUTE, rank=rank)
                  for rank in (REY, CABALLO, SOTA)]
        found.append(Action(s, ActionKind.DECLARE, declaration=DeclarationKind.CAPOTE))
        found += [Action(s, ActionKind.SWAP, card=card(rank, suit))
                  for rank in (SEVEN, TWO) for suit in Suit]
        found += [Action(s, ActionKind.NAME_TRUMP, suit=suit) for suit in Suit]
        found.append(Action(s, ActionKind.PASS))
        found += [Action(s, ActionKind.BID, amount=amount)
                  for amount in range(rules.min_bid - 5, 240, 5)]
    return found


def accepted(state: HandState, action: Action) -> bool:
    branch = state.copy()
    try:
        branch.apply(action)
    except IllegalAction:
        return False
    return True


def walk(rules: Ruleset, seed: int, check_every: int) -> int:
    """Play a random legal hand, checking the state every ``check_every`` steps."""
    rng = random.Random(seed)
    state = HandState(rules, deal_from_seed(rules, seed))
    checked = steps = 0
    while True:
        legal = state.legal_actions()
        assert state.is_terminal() == (not legal)
        assert (state.score() is None) != state.is_terminal() or not legal
        if steps % check_every == 0:
            before = [state.view(s) for s in range(rules.players)]
            assert [a for a in candidates(state) if accepted(state, a)] == sorted(
                legal, key=candidates(state).index)
            assert [state.view(s) for s in range(rules.players)] == before  # copies branch
            checked += 1
        if not legal:
            return checked
        state.apply(rng.choice(legal))
        steps += 1


@pytest.mark.parametrize("rules", named_rulesets(), ids=lambda r: r.id)
def test_legal_actions_are_exactly_what_apply_accepts(rules: Ruleset) -> None:
    walked = seeds(12, floor=2)
    checked = sum(walk(rules, seed, check_every=1) for seed in walked)
    assert checked >= len(walked) * 20
