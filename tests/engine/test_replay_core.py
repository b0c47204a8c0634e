"""The replay's trick winner against the rules' own (issue 15, whole-hand adjudication).

The replay finds each trick's holder as its cards fall, one bit test a card against
``Duties.takeovers`` (the relation ``Duties.winning_index`` folds). These tests hold it to
``winning_index`` on every two-card trick and to ``resolve_trick`` on random tricks of every
named ruleset and trump, and hold every trick record of random hands, legal or broken, to
``resolve_trick`` under the trumps of the moment. That runs of plays answer as single actions is
``test_bitsets.test_runs_of_plays_answer_as_single_actions``.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tute import (
    DECK,
    SUITS,
    ActionKind,
    Ruleset,
    Suit,
    TrickCard,
    deal_from_seed,
    random_record,
    resolve_trick,
)
from tute.hand import HandState, IllegalAction
from tute.rulesets import named_rulesets


def folded_holder(ruleset: Ruleset, trump: Suit | None, trick: tuple[TrickCard, ...]) -> int:
    """The position of the trick's holder, folded as the replay folds it."""
    table = ruleset.duties.takeovers[trump]
    best = 0
    for i, placed in enumerate(trick[1:], 1):
        if placed.card.bit & table[trick[best].card.index]:
            best = i
    return best


@settings(max_examples=800, deadline=None)
@given(st.sampled_from(named_rulesets()), st.sampled_from([*SUITS, None]), st.data())
def test_the_folded_holder_is_the_winning_index(
    ruleset: Ruleset, trump: Suit | None, data: st.DataObject
) -> None:
    n = ruleset.in_play
    cards = data.draw(st.lists(st.sampled_from(DECK), min_size=1, max_size=n, unique=True))
    trick = tuple(TrickCard(i % ruleset.players, c) for i, c in enumerate(cards))
    assert folded_holder(ruleset, trump, trick) == ruleset.duties.winning_index(trick, trump)


@pytest.mark.parametrize("ruleset", named_rulesets(), ids=lambda r: r.id)
def test_the_table_covers_every_trump_and_card(ruleset: Ruleset) -> None:
    """One table per trump (and none), a set per card; the tables equal winning_index's
    reading on every two-card trick (tests/engine/test_derived_tables.py)."""
    assert set(ruleset.duties.takeovers) == {*SUITS, None}
    for trump in (*SUITS, None):
        table = ruleset.duties.takeovers[trump]
        assert len(table) == len(DECK)
        # a card never takes a trick over from itself
        assert not any(table[c.index] & c.bit for c in DECK)


@pytest.mark.parametrize("ruleset", named_rulesets(), ids=lambda r: r.id)
def test_every_trick_record_is_the_trick_resolved(ruleset: Ruleset) -> None:
    """Hands applied one action at a time (a play may come mid-trick, where the replay
    refolds the trick so far), legal or with a card changed: each new trick record says what
    ``resolve_trick`` says of its cards under the trumps of that moment."""
    rng = random.Random(ruleset.id)
    for seed in range(25):
        record = random_record(ruleset, deal_from_seed(ruleset, seed), seed)
        actions = list(record.actions)
        if seed % 2:  # a broken record: one play names another card
            plays = [i for i, a in enumerate(actions) if a.kind is ActionKind.PLAY]
            i = rng.choice(plays)
            actions[i] = dataclasses.replace(actions[i], card=rng.choice(DECK))
        state = HandState(ruleset, record.deal)
        for action in actions:
            trump, before = state.trump, len(state.tricks)
            try:
                state.apply(action)
            except IllegalAction:
                break
            if len(state.tricks) > before:
                made = state.tricks[-1]
                result = resolve_trick(ruleset, trump, made.cards, check=False)
                assert (made.winner_seat, made.winning_card, made.points,
                        made.fallen_marriages) == (result.winner_seat, result.winning_card,
                                                   result.points, result.fallen_marriages)
                assert made.number == before + 1
                assert made.leader == made.cards[0].seat
