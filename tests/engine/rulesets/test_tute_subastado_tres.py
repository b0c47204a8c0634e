"""tute-subastado-tres and the contract scoring switches (regional.md §4): ``made_score``,
``failed_score``, ``defenders_score``, ``all_pass``, and the half points of a shared bid.
Each test names its worked example and the rule's sources."""

from __future__ import annotations

import pytest
from tute import (
    Contract,
    Declaration,
    DeclarationKind,
    HandOutcome,
    HandState,
    OverrideError,
    Suit,
    adjudicate,
    deal_from_seed,
    find_ruleset,
    parse_actions,
    score_hand,
    score_match,
)
from tute.hand import EndedBy, HandRecord
from tute.rules import ScoreReason
from tute.values import AllPass, Sides

from tests.support.piles import captured
from tests.support.words import words

THREE = find_ruleset("tute-subastado-tres")
PAIRS = find_ruleset("tute-subastado")


def sung(seat: int, suit: Suit) -> Declaration:
    return Declaration(seat, DeclarationKind.MARRIAGE, suit=suit)


def test_the_named_ruleset() -> None:
    """4a/4b.1-7 (ludoteka, acanomas, Don Naipe): 3 players, 36 cards, 12 each, the declarer
    against the other two, a single round from 60 in fives, the declarer leads, only the
    declarer sings, 40 first, no tute; made → the bid, failed → the defenders share it."""
    assert words(THREE.players, THREE.deck, THREE.hand_size, THREE.stock) == (3, 36, 12, False)
    assert THREE.sides is Sides.DECLARER_VS_REST
    assert words(THREE.min_bid, THREE.bid_step, THREE.auction_rounds) == (60, 5, "single")
    assert words(THREE.first_lead, THREE.marriage_sides, THREE.trump_first) == (
        "declarer", "declarer_only", True)
    assert words(THREE.made_score, THREE.failed_score, THREE.defenders_score) == (
        "bid", "defenders_split_bid", "none")
    assert words(THREE.match, THREE.match_target, THREE.tute) == ("cumulative_points", 500, False)
    assert find_ruleset("subastado-tres") is THREE


def test_s3_3_made_and_failed_contracts() -> None:
    """S3-3 (4b.8-9: Don Naipe, ludoteka): contract 70, declarer cards 58 + 40 + últimas 10 =
    108 → made, +70. Contract 80, declarer 50 + 20 = 70 < 80 → failed, each defender +40.
    Contract 75 failed → each defender +37.5 (half points: regional.md 4e, a proposal)."""
    piles = captured(THREE, 58, 62, seats=3, rest=1)
    made = score_hand(THREE, Suit.OROS, piles, 0, [sung(0, Suit.OROS)], Contract(0, 70))
    declarer, defenders = made.sides
    assert (declarer.card_points, declarer.last_trick_bonus, declarer.marriage_points,
            declarer.total) == (58, 10, 40, 108)
    assert (made.reason, made.contract_made, declarer.score, defenders.score) == (
        ScoreReason.BID_MADE, True, 70, 0)
    assert made.match_points == (70, 0, 0)

    piles = captured(THREE, 50, 70, seats=3, rest=1)
    failed = score_hand(THREE, Suit.OROS, piles, 1, [sung(0, Suit.COPAS)], Contract(0, 80))
    assert failed.sides[0].total == 70
    assert (failed.reason, failed.winner_side) == (ScoreReason.BID_FAILED, 1)
    assert (failed.sides[0].score, failed.sides[1].score) == (0, 80)
    assert failed.match_points == (0, 40, 40)

    piles = captured(THREE, 70, 0, 50, rest=0)
    odd = score_hand(THREE, Suit.OROS, piles, 0, [sung(2, Suit.COPAS)], Contract(2, 75))
    assert odd.match_points == (37.5, 37.5, 0)
    assert [type(p) for p in odd.match_points] == [float, float, int]


def test_s3_4_a_points_match_per_seat_with_halves() -> None:
    """S3-4 (4b.10: es.stringtranslate.com, ludoteka): target 500, P2 at 470 makes 70 → 540 →
    P2 wins. The shared halves add up per seat."""
    hands = [HandOutcome.scored((200, 100, 470)), HandOutcome.scored((0, 0, 70), 2)]
    result = score_match(THREE, hands)
    assert words(result.points_by_side, result.winner_side) == ((200, 100, 540), 2)
    halves = [HandOutcome.scored((37.5, 0, 37.5), 0), HandOutcome.scored((37.5, 0, 37.5), 0)]
    assert score_match(THREE, halves).points_by_side == (75, 0, 75)


def test_s4_2_and_s4_3_pairs_score_the_points_taken() -> None:
    """S4-2 / S4-3 (4c.5: 000 "la coppia ... guadagna i punti"; failed, the bid is subtracted;
    the defenders score what they took). Made: contract 85, cards 70 + últimas 10 + 40 = 120
    → +120; defenders 50 + 20 = 70 → +70. Failed: contract 100, 66 + 20 = 86 → -100;
    defenders 54 + últimas 10 + 20 = 84 → +84."""
    piles = captured(PAIRS, 70, 50, seats=4)
    made = score_hand(PAIRS, Suit.OROS, piles, 0,
                      [sung(0, Suit.OROS), sung(1, Suit.COPAS)], Contract(0, 85))
    assert [(s.total, s.score) for s in made.sides] == [(120, 120), (70, 70)]
    assert made.match_points == (120, 70)

    piles = captured(PAIRS, 66, 54, seats=4)
    failed = score_hand(PAIRS, Suit.OROS, piles, 1,
                        [sung(0, Suit.COPAS), sung(1, Suit.ESPADAS)], Contract(0, 100))
    assert [(s.total, s.score) for s in failed.sides] == [(86, -100), (84, 84)]
    assert (failed.reason, failed.match_points) == (ScoreReason.BID_FAILED, (-100, 84))


@pytest.mark.parametrize(("overrides", "made", "failed"), [
    # 000 (the pairs default): points taken / minus the bid / defenders keep theirs
    ({}, (120, 70), (-100, 84)),
    ({"made_score": "bid"}, (85, 70), (-100, 84)),
    ({"failed_score": "defenders_split_bid"}, (120, 70), (0, 184)),
    ({"defenders_score": "none"}, (120, 0), (-100, 0)),
    ({"made_score": "bid", "failed_score": "defenders_split_bid", "defenders_score": "none"},
     (85, 0), (0, 100)),
])
def test_contract_scoring_switches(overrides: dict[str, str], made: tuple[int, int],
                                   failed: tuple[int, int]) -> None:
    """regional.md 4e, §6: made_score bid | points_taken, failed_score defenders_split_bid |
    minus_bid, defenders_score none | points_taken (Don Naipe for three; 000 for pairs). A
    failed bid given to the defenders comes on top of what they took, when they keep it."""
    rules = PAIRS.with_overrides(overrides)
    piles = captured(rules, 70, 50, seats=4)
    hand = score_hand(rules, Suit.OROS, piles, 0,
                      [sung(0, Suit.OROS), sung(1, Suit.COPAS)], Contract(0, 85))
    assert (hand.sides[0].score, hand.sides[1].score) == made
    piles = captured(rules, 66, 54, seats=4)
    hand = score_hand(rules, Suit.OROS, piles, 1,
                      [sung(0, Suit.COPAS), sung(1, Suit.ESPADAS)], Contract(0, 100))
    assert (hand.sides[0].score, hand.sides[1].score) == failed


def test_the_contract_switches_need_an_auction() -> None:
    for name, value in (("made_score", "bid"), ("failed_score", "defenders_split_bid"),
                        ("defenders_score", "none")):
        with pytest.raises(OverrideError) as refused:
            find_ruleset("tute-dos", {name: value})
        assert refused.value.problems[0].code == "SWITCH_NOT_APPLICABLE"
    assert find_ruleset("tute-subastado", {"all_pass": "redeal"}).all_pass is AllPass.REDEAL


def test_s3_1_all_pass_redeals() -> None:
    """S3-1 (4b.3, all_pass redeal: a proposal): every seat passes → the hand ends unplayed,
    with no score; the next dealer deals again."""
    deal = deal_from_seed(THREE, 4, 0)
    record = HandRecord(THREE, deal, tuple(parse_actions("1:pass 2:pass 0:pass")))
    result = adjudicate(record)
    assert (result.complete, result.ended_by, result.score) == (True, EndedBy.ALL_PASSED, None)


def test_a_hand_of_three_played_through() -> None:
    """4b.2-4 (Don Naipe, ludoteka): P1 60, P2 70, P0 pass → P2 declares at 70, names trumps
    and leads the first trick; only P2 may then sing."""
    state = HandState(THREE, deal_from_seed(THREE, 11, 0))
    for action in parse_actions("1:bid:60 2:bid:70 0:pass 2:trump:C"):
        state.apply(action)
    assert state.contract == Contract(2, 70)
    assert state.to_act() == 2
    assert len(state.hands[2]) == 12
