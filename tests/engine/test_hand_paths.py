"""The cheaper ways HandState answers, held to the answers they replace (issue 22, speed).

- ``legal_actions`` reads the pending draw without copying the state: its actions and its
  judgement are those of the state after the draw (``judged_actions(after_draw())``);
- ``legal_actions`` reads its plays from the legal bit set (``tute.play.legal_bits``), not from
  a judgement: the same actions as ``judged_actions``;
- only the seats that may declare something at that moment are asked what:
  ``could_declare_now`` (a bit-set test of the candidates and their windows) is false only
  where ``available_declarations`` offers nothing, and true wherever it offers something;
- ``copy`` (``HandState(..., copy_of=state)``) is the state it copies, and independent of it;
- ``push_play`` is ``apply`` on the state itself, and ``pop_play`` puts the state back as it was
  (what a search does instead of copying).

Over random legal records of every named ruleset and a few overridden ones, at every moment.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tute import (
    Action,
    ActionKind,
    HandPhase,
    HandState,
    IllegalAction,
    Ruleset,
    deal_from_seed,
    find_ruleset,
    named_rulesets,
    random_record,
)
from tute.declarations import (
    available_declarations,
    candidate_declarations,
    could_declare_now,
    swap_takers_now,
)
from tute.notation import format_state
from tute.rules import card_bits

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
def test_legal_actions_are_the_judged_actions(ruleset: Ruleset) -> None:
    for state in moments(ruleset):
        assert state.legal_actions() == state.judged_actions()[0]


@pytest.mark.parametrize("ruleset", RULESETS, ids=ids)
def test_could_declare_now_is_false_only_where_nothing_is_offered(ruleset: Ruleset) -> None:
    gated = 0
    for state in moments(ruleset, seeds=2):
        for seat in range(ruleset.players):
            context = state.declaration_context(seat)
            takers = swap_takers_now(ruleset, context.trump, context.stock_size,
                                     context.turn_up)
            now = could_declare_now(ruleset, card_bits(context.hand), seat, context.dealer,
                                    context.last_trick_winner, context.stage,
                                    context.tricks_played, takers, context.declarations)
            offered = available_declarations(context)
            assert now or not offered, (format_state(state), seat, offered)
            gated += not now and bool(candidate_declarations(context))
    # the test is not empty: some seats holding a candidate are not asked (all are where a
    # capote or the plate may be announced: their windows are judged)
    always = ruleset.capote_rule.declared or ruleset.payout_rule.plate
    assert gated or always or not (ruleset.marriages_rule.declarable or ruleset.swap_rule.ranks)


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


def fields(state: HandState) -> tuple[object, ...]:
    """Everything a state holds that a play may change, and its notation."""
    return (format_state(state), [list(h) for h in state.hands], list(state.hand_bits),
            list(state.trick), state.tricks, state.declarations, state.trump,
            state.last_trick_winner, state.leader, state.pending_draw, state.phase,
            state.ended_by, state.stock, state.turn_up)


@pytest.mark.parametrize("ruleset", RULESETS, ids=ids)
def test_a_pushed_play_is_the_play_applied_and_popping_it_puts_the_state_back(
        ruleset: Ruleset) -> None:
    pushed = 0
    for state in moments(ruleset, seeds=2):
        if state.phase is not HandPhase.PLAY or state.pending_draw:
            continue
        before = fields(state)
        listed = state.legal_actions()
        for action in listed:
            if action.kind is not ActionKind.PLAY:
                continue
            applied = state.copy()
            applied.apply(action)
            taken = state.push_play(action)
            assert fields(state) == fields(applied)
            assert state.legal_actions() == applied.legal_actions()
            state.pop_play(taken)
            assert fields(state) == before
            assert state.legal_actions() == listed
            pushed += 1
    assert pushed


def test_push_play_refuses_what_is_not_a_play_with_no_draw_pending() -> None:
    """A play it may not make is refused as apply refuses it, the state unchanged; any other
    action, or a draw pending, is a ValueError."""
    ruleset = find_ruleset("tute-dos")
    state = HandState(ruleset, deal_from_seed(ruleset, 3))
    before = fields(state)
    seat = state.to_act()
    assert seat is not None
    other = state.hands[1 - seat][0]
    with pytest.raises(IllegalAction):
        state.push_play(Action(seat, ActionKind.PLAY, card=other))
    assert fields(state) == before
    with pytest.raises(ValueError):
        state.push_play(Action(seat, ActionKind.CLAIM))
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])  # the trick ends: its draw is pending
    assert state.pending_draw
    with pytest.raises(ValueError):
        state.push_play(state.legal_actions()[-1])
