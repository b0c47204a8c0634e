"""The review of a recorded hand (tute/review.py): each reviewed action's open cost is the
solver's best difference minus the action's; the seat's view is reproducible by its seed; the
mistakes come largest first. Random legal hands of several rulesets (rulesets.md rows)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tute.deal import deal_from_seed
from tute.errors import InvalidInputError
from tute.hand import Action, ActionKind, random_record, replay_legal
from tute.review import OpenFrom, review_hand
from tute.rulesets import find_ruleset
from tute.solver import analyze


@pytest.mark.parametrize("ruleset_id", ["brisca", "tute-dos", "tute-tres", "tute-cabron"])
def test_open_costs_are_the_solver_differences(ruleset_id: str) -> None:
    rules = find_ruleset(ruleset_id)
    record = random_record(rules, deal_from_seed(rules, 11, 0), 11)
    found = review_hand(record, max_nodes=40_000)
    assert found.actions and found.nodes <= 40_000
    for reviewed in found.actions:
        state = replay_legal(record, reviewed.index)[0]
        assert not state.stock and state.to_act() == reviewed.seat
        assert 0 <= reviewed.cost_lower <= reviewed.cost_upper
        if sum(len(h) for h in state.hands) > 10:
            continue  # the exact analysis of the early positions is too long for a test
        exact = analyze(state, reviewed.seat)
        played = next(a for a in exact.actions if a.action == reviewed.action)
        if reviewed.cost is not None:
            assert reviewed.cost == exact.lower - played.lower
            assert reviewed.best == exact.best
        assert reviewed.cost_lower <= exact.lower - played.lower <= reviewed.cost_upper
    costs = [m.cost_lower for m in found.mistakes]
    assert costs == sorted(costs, reverse=True)
    assert all(m.cost_lower > 0 or (m.expected_cost or 0) > 0 for m in found.mistakes)


def test_the_seat_view_is_reproducible() -> None:
    rules = find_ruleset("brisca")
    record = random_record(rules, deal_from_seed(rules, 4, 0), 4)
    one = review_hand(record, worlds=3, seed=9)
    two = review_hand(record, worlds=3, seed=9)
    assert one == two
    for reviewed in one.actions:
        if reviewed.worlds:
            assert reviewed.expected_cost is not None and reviewed.expected_cost >= 0
            assert reviewed.better is not None


def test_open_from_start_reviews_more() -> None:
    rules = find_ruleset("brisca")
    record = random_record(rules, deal_from_seed(rules, 4, 0), 4)
    late = review_hand(record)
    early = review_hand(record, open_from=OpenFrom.START, max_nodes=20_000)
    assert len(early.actions) > len(late.actions)
    assert early.nodes <= 20_000 + len(early.actions)


def test_bounds_refused() -> None:
    rules = find_ruleset("brisca")
    record = random_record(rules, deal_from_seed(rules, 4, 0), 4)
    for kwargs in ({"worlds": 33}, {"worlds": -1}, {"max_nodes": 0}):
        with pytest.raises(InvalidInputError):
            review_hand(record, **kwargs)  # type: ignore[arg-type]


def test_a_swap_recorded_without_its_card_is_reviewed() -> None:
    """A swap names its card or, left out, the 7 (tute/hand.py's Action): the review finds the
    offered swap it is (brisca seed 2: seat 0 swaps the 7 of trumps for the turn-up)."""
    rules = find_ruleset("brisca")
    record = random_record(rules, deal_from_seed(rules, 2, 0), 2)
    index = next(i for i, a in enumerate(record.actions) if a.kind is ActionKind.SWAP)
    swap = record.actions[index]
    assert swap.card is not None and swap.card.rank == 7
    actions = list(record.actions)
    actions[index] = Action(swap.seat, ActionKind.SWAP)
    bare = replace(record, actions=tuple(actions))
    found = review_hand(bare, open_from=OpenFrom.START, max_nodes=2_000)
    reviewed = next(r for r in found.actions if r.index == index)
    assert reviewed.action == actions[index] and reviewed.options > 1
