"""The replay's tricks against the rules' own (issue 15, whole-hand adjudication): every trick
record of random hands, legal or broken, is what ``resolve_trick`` says of its cards under the
trumps of the moment (the replay ends each trick through ``resolve_trick`` itself).
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from tute import (
    DECK,
    ActionKind,
    Ruleset,
    deal_from_seed,
    random_record,
    resolve_trick,
)
from tute.hand import HandState, IllegalAction
from tute.rulesets import named_rulesets


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
