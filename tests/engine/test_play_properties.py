"""Properties of legal plays and tricks over random possible positions (hypothesis).

The generator builds only positions that can occur: a random deal of the ruleset's deck, a
stock size the stock can reach, a hand of the size that phase allows, a partial trick in
playing order ending just before the acting seat, and a turn-up consistent with the trump.
Every one of the five source rulesets is drawn, with random duty overrides where they apply.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from tute import (
    DECK,
    SUITS,
    Card,
    PlayPosition,
    Ruleset,
    TrickCard,
    find_ruleset,
    is_legal,
    judge_plays,
    legal_plays,
    position_problems,
    resolve_trick,
    trick_problems,
    validate_play,
)
from tute.values import TrumpMethod

from tests.support.examples import scaled, share
from tests.support.words import words

FIVE = ("tute-dos", "tute-parejas", "tute-tres", "tute-subastado", "brisca")
SETTINGS = settings(max_examples=share(500), deadline=None)


@dataclass(frozen=True)
class Scenario:
    ruleset: Ruleset
    position: PlayPosition
    rest: tuple[Card, ...]  # cards of the deck that are in none of the places above


@st.composite
def rulesets(draw: st.DrawFn) -> Ruleset:
    ruleset_id = draw(st.sampled_from(FIVE))
    base = find_ruleset(ruleset_id)
    overrides: dict[str, object] = {}
    if len(base.player_options) > 1:
        overrides["players"] = draw(st.sampled_from(base.player_options))
    if base.stock:
        overrides["stock_phase_duty"] = draw(st.sampled_from(
            ("free", "follow_trump_lead", "follow_and_head_trump_lead", "full")))
    overrides["strict_phase_duty"] = draw(st.sampled_from(("full", "free")))
    overrides["head_led_suit"] = draw(st.sampled_from(("when_can_win", "always")))
    overrides["must_undertrump"] = draw(st.booleans())
    overrides["must_trump_when_void"] = draw(st.sampled_from(("always", "if_can_win")))
    overrides["rank_order"] = draw(st.sampled_from(("tute", "guinote")))
    with_pairs = base.in_pairs or overrides.get("players") == 4
    if with_pairs:
        overrides["partner_exemption"] = draw(st.sampled_from(("none", "head_and_trump")))
    # Keep the named ruleset's defaults about half the time.
    kept = {k: v for k, v in overrides.items() if k == "players" or draw(st.booleans())}
    return find_ruleset(ruleset_id, kept)


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    ruleset = draw(rulesets())
    n = ruleset.players
    deck = draw(st.permutations(ruleset.deck_cards))
    if ruleset.stock:
        tricks_drawn = ruleset.initial_stock_size // n
        stock = ruleset.initial_stock_size - n * draw(st.integers(0, tricks_drawn))
    else:
        stock = 0
    hand_size = ruleset.hand_size if stock > 0 else draw(st.integers(1, ruleset.hand_size))
    seat = draw(st.integers(0, n - 1))
    trick_length = draw(st.integers(0, n - 1))
    hand = tuple(deck[:hand_size])
    trick = tuple(TrickCard((seat - trick_length + i) % n, deck[hand_size + i])
                  for i in range(trick_length))
    rest = list(deck[hand_size + trick_length:])

    turn_up: Card | None = None
    show = draw(st.booleans())
    if ruleset.trump_method in (TrumpMethod.TURN_UP, TrumpMethod.LAST_CARD_UNOWNED) and rest:
        # The turn-up lies under the stock (or on the table): in no hand and not on the table.
        candidate = rest[0]
        trump = candidate.suit
        unowned = ruleset.trump_method is TrumpMethod.LAST_CARD_UNOWNED
        if unowned or (show and stock > 0):
            rest.pop(0)  # nobody may play it: the unowned 40th card, or the turn-up in the stock
            turn_up = candidate if show else None
    elif ruleset.trump_method is TrumpMethod.DEALER_LAST_CARD:
        # The dealer keeps it: it may be anywhere, the acting hand and the table included.
        candidate = draw(st.sampled_from(deck))
        trump = candidate.suit
        turn_up = candidate if show else None
    else:
        trump = draw(st.sampled_from(SUITS))
    position = PlayPosition(trump, seat, hand, trick, stock, turn_up)
    return Scenario(ruleset, position, tuple(rest))


@SETTINGS
@given(scenarios())
def test_generated_positions_are_possible(scenario: Scenario) -> None:
    assert position_problems(scenario.ruleset, scenario.position) == []


@SETTINGS
@given(scenarios())
def test_the_judgement_partitions_the_hand_and_is_never_empty(scenario: Scenario) -> None:
    ruleset, position = scenario.ruleset, scenario.position
    judgement = judge_plays(ruleset, position)
    assert judgement.legal, "a non-empty hand always has a legal play"
    excluded = [e.card for e in judgement.excluded]
    assert sorted(c.index for c in (*judgement.legal, *excluded)) == sorted(
        c.index for c in position.hand)
    assert list(judgement.legal) == [c for c in position.hand if c not in excluded]
    assert all(e.violations for e in judgement.excluded)
    assert legal_plays(ruleset, position) == judgement.legal


@SETTINGS
@given(scenarios())
def test_is_legal_agrees_with_the_list(scenario: Scenario) -> None:
    ruleset, position = scenario.ruleset, scenario.position
    legal = judge_plays(ruleset, position).legal
    for played in position.hand:
        assert is_legal(ruleset, position, played) == (played in legal)
        verdict = validate_play(ruleset, position, played)
        assert verdict.legal == (played in legal) == (not verdict.violations)
    for outsider in scenario.rest[:3]:
        assert not is_legal(ruleset, position, outsider)


@SETTINGS
@given(scenarios())
def test_free_duty_makes_every_card_legal(scenario: Scenario) -> None:
    ruleset, position = scenario.ruleset, scenario.position
    free = ruleset.with_overrides({"strict_phase_duty": "free"} if not ruleset.stock else {
        "strict_phase_duty": "free", "stock_phase_duty": "free"})
    assert judge_plays(free, position).legal == position.hand
    judgement = judge_plays(ruleset, position)
    if judgement.duty == "free" or not position.trick:
        assert judgement.legal == position.hand


@SETTINGS
@given(scenarios(), st.randoms(use_true_random=False))
def test_a_trick_played_out_legally_is_won_by_a_card_in_it(
    scenario: Scenario, rng: random.Random
) -> None:
    ruleset, position = scenario.ruleset, scenario.position
    n = ruleset.players
    trick = list(position.trick)
    trick.append(TrickCard(position.seat, rng.choice(judge_plays(ruleset, position).legal)))
    rest = list(scenario.rest)
    while len(trick) < n:
        trick.append(TrickCard((trick[-1].seat + 1) % n, rest.pop()))
    assert trick_problems(ruleset, position.trump, trick) == []
    result = resolve_trick(ruleset, position.trump, trick)
    assert TrickCard(result.winner_seat, result.winning_card) in trick
    assert result.points == sum(ruleset.points[t.card.index] for t in trick)
    trumps = [t for t in trick if t.card.suit is position.trump]
    contenders = trumps or [t for t in trick if t.card.suit is trick[0].card.suit]
    best = max(contenders, key=lambda t: ruleset.strength[t.card.index])
    assert words(result.winner_seat, result.winning_card) == (best.seat, best.card)


@settings(max_examples=scaled(50), deadline=None)
@given(st.sampled_from(FIVE), st.sampled_from(("tute", "guinote")),
       st.sampled_from(("tute", "guinote")))
def test_the_forty_cards_carry_120_points(ruleset_id: str, points: str, order: str) -> None:
    ruleset = find_ruleset(ruleset_id, {"card_points": points, "rank_order": order})
    assert sum(ruleset.points[c.index] for c in DECK) == 120
    assert sorted(ruleset.strength[c.index] for c in DECK if c.suit is SUITS[0]) == list(
        range(1, 11))
