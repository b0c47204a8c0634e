"""The Tute Subastado auction (service/tute/auction.py).

Source 000_90306315c2680fee.txt, "Come Funziona il Tute all'Asta", and rulesets.md ("bidding").
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tute import InvalidInputError, find_ruleset
from tute.auction import (
    ALREADY_PASSED,
    AUCTION_CLOSED,
    BID_NOT_A_STEP,
    BID_TOO_HIGH,
    BID_TOO_LOW,
    INVALID_BID,
    NOT_YOUR_TURN,
    SEAT_OUT_OF_RANGE,
    AuctionState,
    Bid,
    auction_state,
    judge_bid,
    max_bid,
)

from tests.support.examples import scaled
from tests.support.words import words

SUBASTADO = find_ruleset("tute-subastado")
P, B = Bid.pass_, Bid.of


def error_of(bids: list[Bid], dealer: int = 0, ruleset: object = SUBASTADO) -> tuple[str, str]:
    with pytest.raises(InvalidInputError) as caught:
        auction_state(ruleset, dealer, bids)  # type: ignore[arg-type]
    assert len(caught.value.problems) == 1
    problem = caught.value.problems[0]
    return problem.code, problem.field


def test_bidding_starts_with_the_seat_after_the_dealer() -> None:
    # 000: "Partendo dal giocatore alla destra del mazziere, ogni giocatore offre o passa."
    for dealer in range(4):
        state = auction_state(SUBASTADO, dealer, [])
        assert state.to_act == (dealer + 1) % 4
        assert not state.complete and state.highest is None and state.passed == ()
    assert error_of([B(0, 70)], dealer=0) == (NOT_YOUR_TURN, "/bids/0")


def test_turn_goes_round_in_playing_order() -> None:
    state = auction_state(SUBASTADO, 2, [B(3, 70)])
    assert state.to_act == 0
    state = auction_state(SUBASTADO, 2, [B(3, 70), B(0, 75)])
    assert state.to_act == 1
    assert error_of([B(3, 70), B(1, 75)], dealer=2) == (NOT_YOUR_TURN, "/bids/1")


def test_minimum_opening_bid_is_70() -> None:
    # 000: "L'offerta minima di apertura è tipicamente di 70 punti."
    assert auction_state(SUBASTADO, 0, []).min_next_bid == 70
    verdict = judge_bid(SUBASTADO, 0, [], B(1, 65))
    assert words(verdict.legal, verdict.code) == (False, BID_TOO_LOW)
    assert verdict.state_after == auction_state(SUBASTADO, 0, [])  # unchanged
    assert judge_bid(SUBASTADO, 0, [], B(1, 70)).legal
    assert judge_bid(SUBASTADO, 0, [], B(1, 85)).legal
    assert judge_bid(SUBASTADO, 0, [], B(1, 72)).code == BID_NOT_A_STEP


def test_each_bid_exceeds_the_previous_by_a_multiple_of_the_step() -> None:
    # 000: "Ogni offerta successiva deve essere più alta della precedente. Le offerte
    # aumentano a incrementi di 5 o 10, a seconda delle regole regionali."
    bids = [B(1, 70)]
    assert auction_state(SUBASTADO, 0, bids).min_next_bid == 75
    assert judge_bid(SUBASTADO, 0, bids, B(2, 70)).code == BID_TOO_LOW
    assert judge_bid(SUBASTADO, 0, bids, B(2, 60)).code == BID_TOO_LOW
    assert judge_bid(SUBASTADO, 0, bids, B(2, 73)).code == BID_NOT_A_STEP
    assert judge_bid(SUBASTADO, 0, bids, B(2, 75)).legal
    assert judge_bid(SUBASTADO, 0, bids, B(2, 90)).legal

    tens = find_ruleset("tute-subastado", {"bid_step": 10})
    assert auction_state(tens, 0, bids).min_next_bid == 80
    assert judge_bid(tens, 0, bids, B(2, 75)).code == BID_NOT_A_STEP
    assert judge_bid(tens, 0, bids, B(2, 80)).legal
    assert judge_bid(tens, 0, [], B(1, 75)).code == BID_NOT_A_STEP  # 70 + k * 10

    higher = find_ruleset("tute-subastado", {"min_bid": 100})
    assert judge_bid(higher, 0, [], B(1, 95)).code == BID_TOO_LOW
    assert judge_bid(higher, 0, [], B(1, 105)).legal


def test_a_pass_is_final_and_the_seat_is_skipped() -> None:
    # 000: "Un giocatore che passa è eliminato dall'offerta."
    bids = [B(1, 70), P(2), B(3, 75), B(0, 80)]
    state = auction_state(SUBASTADO, 0, bids)
    assert state.passed == (2,)
    assert state.to_act == 1
    after = auction_state(SUBASTADO, 0, [*bids, B(1, 85)])
    assert after.to_act == 3  # seat 2 is skipped
    verdict = judge_bid(SUBASTADO, 0, [*bids, B(1, 85)], B(2, 90))
    assert words(verdict.legal, verdict.code) == (False, ALREADY_PASSED)
    assert error_of([*bids, B(1, 85), B(2, 90)]) == (ALREADY_PASSED, "/bids/5")
    assert error_of([P(1), P(2), P(3), P(1)]) == (ALREADY_PASSED, "/bids/3")


def test_the_last_seat_left_after_a_bid_wins_and_holds_the_contract() -> None:
    # 000: "Il miglior offerente dichiara il seme di briscola e gioca con il partner seduto di
    # fronte a lui."
    state = auction_state(SUBASTADO, 3, [P(0), B(1, 70), B(2, 80), P(3), P(0 + 1)])
    assert state.complete and state.to_act is None
    assert words(state.winner, state.contract) == (2, 80)
    assert state.highest == B(2, 80)
    assert state.passed == (0, 1, 3)
    assert state.min_next_bid is None and not state.all_passed
    # An opening bid followed by three passes wins at once.
    state = auction_state(SUBASTADO, 0, [B(1, 70), P(2), P(3), P(0)])
    assert words(state.complete, state.winner, state.contract) == (True, 1, 70)


def test_all_four_pass_without_a_bid_means_no_contract() -> None:
    # rulesets.md: the auction decides who names trumps; with no bid nobody does (redeal).
    state = auction_state(SUBASTADO, 0, [P(1), P(2), P(3), P(0)])
    assert state.complete and state.all_passed
    assert state.winner is None and state.contract is None and state.to_act is None
    # Three passes are not enough: the last seat (the dealer) may still open.
    state = auction_state(SUBASTADO, 0, [P(1), P(2), P(3)])
    assert not state.complete and state.to_act == 0 and state.min_next_bid == 70
    state = auction_state(SUBASTADO, 0, [P(1), P(2), P(3), B(0, 70)])
    assert words(state.complete, state.winner, state.contract) == (True, 0, 70)


def test_no_bid_after_the_auction_is_over() -> None:
    bids = [B(1, 70), P(2), P(3), P(0)]
    verdict = judge_bid(SUBASTADO, 0, bids, B(1, 75))
    assert words(verdict.legal, verdict.code) == (False, AUCTION_CLOSED)
    assert error_of([*bids, P(1)]) == (AUCTION_CLOSED, "/bids/4")
    assert error_of([P(1), P(2), P(3), P(0), B(1, 70)]) == (AUCTION_CLOSED, "/bids/4")


def test_bids_are_capped_at_the_most_a_side_can_score() -> None:
    # 120 card points + 10 de últimas (001: "diez de últimas") + 40 + 3 x 20 in marriages.
    assert max_bid(SUBASTADO) == 230
    assert max_bid(find_ruleset("tute-subastado", {"marriages": False})) == 130
    assert judge_bid(SUBASTADO, 0, [B(1, 200)], B(2, 235)).code == BID_TOO_HIGH
    state = auction_state(SUBASTADO, 0, [B(1, 200), B(2, 230)])
    assert state.to_act == 3 and state.min_next_bid is None  # only a pass is left
    assert judge_bid(SUBASTADO, 0, [B(1, 200), B(2, 230)], B(3, 235)).code == BID_TOO_HIGH
    assert judge_bid(SUBASTADO, 0, [B(1, 200), B(2, 230)], P(3)).legal


def test_the_first_illegal_bid_is_reported_with_its_index() -> None:
    cases = [
        ([B(1, 70), B(2, 70), B(3, 60)], (BID_TOO_LOW, "/bids/1")),
        ([B(1, 70), B(2, 75), B(3, 77)], (BID_NOT_A_STEP, "/bids/2")),
        ([B(1, 70), B(3, 75)], (NOT_YOUR_TURN, "/bids/1")),
        ([P(1), B(2, 70), B(3, 75), P(0), B(1, 80)], (ALREADY_PASSED, "/bids/4")),
        ([B(1, 240)], (BID_TOO_HIGH, "/bids/0")),
        ([B(1, 70), P(2), P(3), P(0), B(2, 75)], (AUCTION_CLOSED, "/bids/4")),
        ([B(1, 70), Bid(2, "bid", None)], (INVALID_BID, "/bids/1")),
        ([Bid(1, "pass", 70)], (INVALID_BID, "/bids/0")),
        ([B(4, 70)], (SEAT_OUT_OF_RANGE, "/bids/0")),
    ]
    for bids, expected in cases:
        assert error_of(bids) == expected, bids


def test_only_auction_games_and_real_dealers() -> None:
    with pytest.raises(InvalidInputError) as caught:
        auction_state(find_ruleset("tute-parejas"), 0, [])
    assert [(p.code, p.field) for p in caught.value.problems] == [("NO_AUCTION", "/ruleset")]
    with pytest.raises(InvalidInputError) as caught:
        auction_state(SUBASTADO, 4, [])
    assert [(p.code, p.field) for p in caught.value.problems] == [("SEAT_OUT_OF_RANGE", "/dealer")]


def test_the_auction_follows_the_seat_count() -> None:
    # Not a registered ruleset yet: a three-seat auction game (rulesets.md lists
    # tute-subastado-tres: "bid >= 60 in steps of 5"). Two passes after a bid end it.
    three = dataclasses.replace(SUBASTADO, players=3, sides="declarer_vs_rest", deck=36,
                                hand_size=12, min_bid=60)
    state = auction_state(three, 2, [B(0, 60), P(1), B(2, 65), P(0)])
    assert words(state.complete, state.winner, state.contract) == (True, 2, 65)
    assert auction_state(three, 2, [P(0), P(1), P(2)]).all_passed


# -- properties ------------------------------------------------------------------------------

actions = st.lists(st.tuples(st.booleans(), st.integers(0, 4)), max_size=30)


def play_out(dealer: int, choices: list[tuple[bool, int]]) -> list[Bid]:
    """A legal sequence: at each turn pass, or raise by 0..4 steps above the minimum."""
    bids: list[Bid] = []
    state = auction_state(SUBASTADO, dealer, bids)
    for wants_to_pass, extra in choices:
        if state.complete:
            break
        assert state.to_act is not None
        if wants_to_pass or state.min_next_bid is None:
            bid = P(state.to_act)
        else:
            bid = B(state.to_act, min(state.min_next_bid + extra * SUBASTADO.bid_step, 230))
        verdict = judge_bid(SUBASTADO, dealer, bids, bid)
        assert verdict.legal, (bids, bid, verdict)
        bids.append(bid)
        state = verdict.state_after
    return bids


@settings(max_examples=scaled(200), deadline=None)
@given(st.integers(0, 3), actions, st.integers(0, 3), st.integers(60, 240))
def test_a_passed_seat_never_bids_again(
    dealer: int, choices: list[tuple[bool, int]], seat: int, amount: int
) -> None:
    bids = play_out(dealer, choices)
    state = auction_state(SUBASTADO, dealer, bids)
    passed_so_far: set[int] = set()
    for bid in bids:
        assert bid.seat not in passed_so_far
        if bid.kind == "pass":
            passed_so_far.add(bid.seat)
    assert set(state.passed) == passed_so_far
    verdict = judge_bid(SUBASTADO, dealer, bids, B(seat, amount))
    if seat in state.passed and not state.complete:
        assert verdict.code == ALREADY_PASSED
    if verdict.legal:
        assert seat not in state.passed and seat == state.to_act


@settings(max_examples=scaled(200), deadline=None)
@given(st.integers(0, 3), actions)
def test_a_finished_auction_is_won_by_the_highest_bidder(
    dealer: int, choices: list[tuple[bool, int]]
) -> None:
    bids = play_out(dealer, choices)
    state: AuctionState = auction_state(SUBASTADO, dealer, bids)
    amounts = [b.amount for b in bids if b.amount is not None]
    assert amounts == sorted(set(amounts))  # strictly rising
    if state.complete and not state.all_passed:
        assert state.contract == max(amounts)
        assert state.winner is not None and state.winner not in state.passed
        assert len(state.passed) == 3
    if state.all_passed:
        assert amounts == [] and len(bids) == 4
    if not state.complete:
        assert state.to_act is not None and state.to_act not in state.passed


@settings(max_examples=scaled(200), deadline=None)
@given(st.integers(0, 3), actions, st.integers(0, 3), st.one_of(st.none(), st.integers(0, 250)))
def test_judging_a_bid_agrees_with_validating_the_sequence(
    dealer: int, choices: list[tuple[bool, int]], seat: int, amount: int | None
) -> None:
    bids = play_out(dealer, choices)
    candidate = P(seat) if amount is None else B(seat, amount)
    verdict = judge_bid(SUBASTADO, dealer, bids, candidate)
    if verdict.legal:
        assert auction_state(SUBASTADO, dealer, [*bids, candidate]) == verdict.state_after
    else:
        assert error_of([*bids, candidate], dealer) == (verdict.code, f"/bids/{len(bids)}")
