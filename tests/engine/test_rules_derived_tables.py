"""The tables derived from a ruleset and its duties, made with them, and the one judgement a
turn reads its plays from.

``Ruleset.outside_deck`` and ``Duties.not_below`` are fields made when the object is made:
these tests hold the objects' equality, hash, repr, ``dataclasses.replace`` and pickling to
what they were (derived fields take no part in them). ``turn_after`` judges the acting seat's
hand once, for its plays and its judgement: the turn is the one the two judgements made.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest
from tute import (
    DECK,
    HandPhase,
    HandRecord,
    Ruleset,
    deal_from_seed,
    find_ruleset,
    judge_plays,
    named_rulesets,
    parse_position,
    random_record,
    turn_after,
)
from tute.hand import replay_legal
from tute.play import full_hand_after, stock_after
from tute.rules import ALL_CARDS, card_bits

OVERRIDDEN = (
    find_ruleset("tute-parejas", {"head_led_suit": "always", "tie": "draw"}),
    find_ruleset("tute-dos", {"stock_phase_duty": "full"}),
    find_ruleset("brisca", {"players": 4}),
)
RULESETS = (*named_rulesets(), *OVERRIDDEN)


def ids(ruleset: Ruleset) -> str:
    return ruleset.id + ("+" + ",".join(sorted(ruleset.overrides)) if ruleset.overrides else "")


# -- equality, hash, repr, replace and pickling ---------------------------------------------------


@pytest.mark.parametrize("ruleset", RULESETS, ids=ids)
def test_equality_repr_and_hash_read_no_derived_field(ruleset: Ruleset) -> None:
    assert "outside_deck" not in repr(ruleset) and "not_below" not in repr(ruleset.duties)
    again = dataclasses.replace(ruleset)
    assert again == ruleset and repr(again) == repr(ruleset)
    assert again.duties == ruleset.duties and hash(again.duties) == hash(ruleset.duties)
    assert again.duties.not_below == ruleset.duties.not_below
    with pytest.raises(TypeError):  # a ruleset is unhashable (its overrides are a mapping)
        hash(ruleset)


@pytest.mark.parametrize("ruleset", RULESETS, ids=ids)
def test_a_pickled_or_copied_ruleset_is_equal_and_judges_alike(ruleset: Ruleset) -> None:
    position = parse_position(
        "trump=O seat=2 hand=1C,3C,12C,4C,5E,6E,7B,1B,3O,4O trick=0:11C,1:10C")
    made_again: list[Ruleset] = [pickle.loads(pickle.dumps(ruleset)), copy.deepcopy(ruleset)]
    for made in made_again:
        assert made == ruleset and repr(made) == repr(ruleset)
        assert hash(made.duties) == hash(ruleset.duties)
        assert made.outside_deck == ruleset.outside_deck
        assert made.duties.not_below == ruleset.duties.not_below
        if ruleset.players == 4 and not ruleset.dealer_sits_out and ruleset.hand_size == 10:
            assert judge_plays(made, position) == judge_plays(ruleset, position)
    duties = pickle.loads(pickle.dumps(ruleset.duties))
    assert duties == ruleset.duties and hash(duties) == hash(ruleset.duties)
    assert duties.not_below == ruleset.duties.not_below


# -- the stock and the hand after n tricks, the hand as a bit set ---------------------------------


@pytest.mark.parametrize("ruleset", RULESETS, ids=ids)
def test_the_stock_after_draws(ruleset: Ruleset) -> None:
    for draws in range(ruleset.total_tricks + 1):
        expected = max(ruleset.initial_stock_size - ruleset.players * draws, 0)
        assert stock_after(ruleset, draws) == expected
    assert stock_after(ruleset, 0) == ruleset.initial_stock_size
    assert stock_after(ruleset, ruleset.draw_rounds) == 0
    # the cards dealt and drawn add up, trick by trick, while the stock lasts
    for played in range(ruleset.draw_rounds + 1):
        left = stock_after(ruleset, played) + ruleset.in_play * full_hand_after(ruleset, played)
        assert left == ruleset.deck - ruleset.unowned_cards - ruleset.in_play * played


def test_card_bits_is_the_set_of_the_cards() -> None:
    hand = (DECK[0], DECK[13], DECK[39])
    assert card_bits(hand) == 1 | 1 << 13 | 1 << 39
    assert card_bits(hand + hand) == card_bits(hand)  # a set: a card twice is there once
    assert card_bits(()) == 0 and card_bits(DECK) == ALL_CARDS


# -- turn_after judges once -----------------------------------------------------------------------


def turn_as_before(record: HandRecord, seat: int | None) -> dict[str, object]:
    """What ``turn_after`` made with two judgements: the actions, then the acting seat's hand
    judged again (after the pending draw) for ``Turn.judgement``."""
    first, second = replay_legal(record)
    state = second if second is not None else first
    to_act = state.to_act()
    actions = tuple(state.legal_actions())
    drawn = state
    if state.phase is HandPhase.PLAY and state.pending_draw:
        drawn = state.copy()
        drawn.draw()
    viewer = to_act if seat is None else seat
    judgement = None
    if state.phase is HandPhase.PLAY and to_act is not None and viewer == to_act:
        judgement = judge_plays(record.ruleset, drawn.position(to_act), check=False)
    return {"to_act": to_act, "actions": actions, "judgement": judgement,
            "view": None if viewer is None else drawn.view(viewer)}


@pytest.mark.parametrize("ruleset", named_rulesets(), ids=ids)
def test_a_turn_is_the_one_two_judgements_made(ruleset: Ruleset) -> None:
    for seed in range(2):
        record = random_record(ruleset, deal_from_seed(ruleset, seed), seed)
        cuts = [dataclasses.replace(record, actions=record.actions[:n], vueltas=None)
                for n in range(len(record.actions) + 1)]
        if record.vueltas is not None:
            second = record.vueltas
            cuts += [dataclasses.replace(record, vueltas=dataclasses.replace(
                second, actions=second.actions[:n])) for n in range(len(second.actions) + 1)]
        for index, cut in enumerate(cuts):
            for seat in (None, index % ruleset.players):
                turn = turn_after(cut, seat)
                before = turn_as_before(cut, seat)
                got = {"to_act": turn.to_act, "actions": turn.actions,
                       "judgement": turn.judgement, "view": turn.view}
                assert got == before, (seed, index, seat)
                if turn.judgement is not None:
                    plays = [a.card for a in turn.actions
                             if a.kind == "play" and a.seat == turn.to_act]
                    assert list(turn.judgement.legal) == plays
