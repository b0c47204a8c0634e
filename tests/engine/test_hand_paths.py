"""The cheaper ways HandState answers, held to the answers they replace (issue 22, speed).

- ``legal_actions`` reads the pending draw without copying the state: its actions and its
  judgement are those of the state after the draw (``judged_actions(after_draw())``);
- only the seats whose cards make some declaration are asked what they may declare:
  ``could_declare`` is true exactly when ``candidate_declarations`` finds one;
- ``copy`` (``HandState(..., copy_of=state)``) is the state it copies, and independent of it.

Over random legal records of every named ruleset and a few overridden ones, at every moment.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tute import (
    HandPhase,
    HandState,
    Ruleset,
    deal_from_seed,
    find_ruleset,
    named_rulesets,
    random_record,
)
from tute.declarations import candidate_declarations, could_declare
from tute.notation import format_state

RULESETS = (
    *named_rulesets(),
    find_ruleset("tute-dos", {"swap_timing": "after_trick_win_before_draw"}),
    find_ruleset("tute-dos", {"marriage_moment": "before_draw"}),
)


def ids(ruleset: Ruleset) -> str:
    return f"{ruleset.id}{'+' if ruleset.overrides else ''}"


def moments(ruleset: Ruleset, seeds: int = 3) -> Iterator[HandState]:
    """Every state of random legal records (the first deal), before each action."""
    for seed in range(seeds):
        record = random_record(ruleset, deal_from_seed(ruleset, seed), seed)
        state = HandState(ruleset, record.deal)
        for action in record.actions:
            yield state
            state = state.copy()
            state.apply(action)
        yield state


@pytest.mark.parametrize("ruleset", RULESETS, ids=ids)
def test_the_pending_draw_is_read_as_after_it(ruleset: Ruleset) -> None:
    pending = 0
    for state in moments(ruleset):
        before = format_state(state)
        assert state.judged_actions() == state.judged_actions(state.after_draw())
        assert format_state(state) == before  # the draw is still pending
        pending += state.phase is HandPhase.PLAY and state.pending_draw
    assert pending or not ruleset.stock


@pytest.mark.parametrize("ruleset", RULESETS, ids=ids)
def test_could_declare_is_whether_there_is_a_candidate(ruleset: Ruleset) -> None:
    for state in moments(ruleset, seeds=2):
        for seat in range(ruleset.players):
            context = state.declaration_context(seat)
            assert could_declare(ruleset, context.hand, context.trump) is bool(
                candidate_declarations(context))


@pytest.mark.parametrize("ruleset", RULESETS, ids=ids)
def test_a_copy_is_the_state_and_apart_from_it(ruleset: Ruleset) -> None:
    for state in moments(ruleset, seeds=1):
        other = state.copy()
        assert format_state(other) == format_state(state)
        assert other.legal_actions() == state.legal_actions()
        before = format_state(state)
        legal = other.legal_actions()
        if legal:
            other.apply(legal[-1])
            assert format_state(state) == before
