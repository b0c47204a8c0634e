"""Three-player arrastrado (regional.md §5): `tute-arrastrado-tres`, rules 5b.1-8 and worked
examples A-1, A-2, A-3 and A-5 (A-4, the spare card's other forms: test_switch_spare_card.py); the
plate (`payout: fournier_plate`), the match won on the chip balance (`points_series`) and the
dealer who sits out when four are at the table (`dealer_sits_out`).

Sources (as regional.md cites them): Fournier, "Tute" (https://www.nhfournier.es/como-jugar/tute/);
ElPtoWalter/tute-ia:multi.js (getLegalCards). Trumps oros; P0 is the mano.
"""

from __future__ import annotations

import pytest
from tute import (
    Action,
    ActionKind,
    Card,
    Declaration,
    DeclarationKind,
    HandOutcome,
    HandState,
    IllegalAction,
    ImpossiblePositionError,
    InvalidInputError,
    OverrideError,
    Ruleset,
    Suit,
    deal_from_cards,
    deal_from_seed,
    find_ruleset,
    judge_declaration,
    judge_plays,
    parse_action,
    parse_context,
    parse_position,
    score_hand,
    score_match,
)

from tests.support.piles import captured
from tests.support.records import cards
from tests.support.words import words

ARRASTRADO = find_ruleset("tute-arrastrado-tres")
TRES = find_ruleset("tute-tres")


def legal(position: str, rules: Ruleset = TRES) -> list[str]:
    return [c.code for c in judge_plays(rules, parse_position(position)).legal]


def _deal(pinta: str, seven_holder_hand: str) -> HandState:
    """A deal whose 40th card, shown and nobody's, is ``pinta``; P2 holds the given hand."""
    hand2 = cards(seven_holder_hand)
    pool = [c for c in ARRASTRADO.deck_cards if c not in hand2 and c.code != pinta]
    hands = [pool[:13], pool[13:26], list(hand2)]
    deal = deal_from_cards(ARRASTRADO, 2, hands, unowned=cards(pinta))
    return HandState(ARRASTRADO, deal)


SEVEN_HAND = "7O,1C,3C,12C,11C,10C,7C,6C,5C,4C,2C,1E,3E"
TWO_HAND = "2O,1C,3C,12C,11C,10C,7C,6C,5C,4C,3E,1E,12E"


def test_a1_the_seven_takes_a_valued_pinta_before_the_first_lead() -> None:
    """A-1 (5b.2, Fournier): pinta 3O; P2 holds 7O and exchanges before trick 1: 3O to P2's
    hand, 7O on the table, never played; so 120 card points are in play (110 without)."""
    state = _deal("3O", SEVEN_HAND)
    assert state.turn_up is not None and state.turn_up.code == "3O"
    state.apply(parse_action("2:swap:7O"))
    assert "3O" in [c.code for c in state.hands[2]] and state.turn_up.code == "7O"
    assert [c.code for c in state.unowned] == ["7O"]
    in_play = sum(ARRASTRADO.points[c.index] for h in state.hands for c in h)
    assert in_play == 120
    untouched = _deal("3O", SEVEN_HAND)
    assert sum(ARRASTRADO.points[c.index] for h in untouched.hands for c in h) == 110


@pytest.mark.parametrize(("pinta", "hand", "card", "ok"), [
    ("5O", TWO_HAND, "2O", True),   # a pinta without value: the 2 takes it
    ("2O", SEVEN_HAND, "7O", False),  # the 2 turned: nothing takes it
    ("3O", TWO_HAND, "2O", False),  # the 2 takes only 4-7
])
def test_a1_which_card_takes_which_pinta(pinta: str, hand: str, card: str, ok: bool) -> None:
    """A-1 (5b.2): the 2 of trumps takes a pinta of no value (4-7); a pinta 2O is taken by
    nobody."""
    state = _deal(pinta, hand)
    ask = Declaration(2, DeclarationKind.SWAP, card=cards(card)[0])
    assert judge_declaration(state.declaration_context(2), ask).legal is ok


def test_the_swap_closes_at_the_first_lead() -> None:
    state = _deal("3O", SEVEN_HAND)
    state.apply(parse_action(f"0:{state.hands[0][0].code}"))
    verdict = judge_declaration(state.declaration_context(2),
                                Declaration(2, DeclarationKind.SWAP, card=cards("7O")[0]))
    assert words(verdict.legal, verdict.code) == (False, "WINDOW_CLOSED")
    after_trick = parse_context(ARRASTRADO, "trump=O dealer=2 seat=2 hand=7O,1C last=2 "
                                            "tricks=11 turn_up=3O")
    assert judge_declaration(after_trick, Declaration(2, DeclarationKind.SWAP)).code == (
        "WINDOW_CLOSED")


def test_without_a_stock_the_swap_needs_the_shown_card_and_its_timing() -> None:
    with pytest.raises(OverrideError) as caught:
        find_ruleset("tute-tres", {"swap": True})
    assert "before the first lead" in str(caught.value.problems[0].message)
    with pytest.raises(OverrideError):
        find_ruleset("tute-parejas", {"swap": True, "swap_timing": "before_first_lead"})


def test_a2_legal_plays() -> None:
    """A-2 (5b.3: Fournier; tute-ia getLegalCards): P0 leads 12C, P1 (void) trumps with 2O.
    P2 must follow and need not head a trumped trick ({1C, 5C}; head_led_suit always: {1C});
    void in copas he must overtrump ({4O}); void in copas and oros, anything."""
    assert legal("trump=O seat=2 hand=1C,5C,3O trick=0:12C,1:2O") == ["1C", "5C"]
    always = find_ruleset("tute-tres", {"head_led_suit": "always"})
    assert legal("trump=O seat=2 hand=1C,5C,3O trick=0:12C,1:2O", always) == ["1C"]
    assert legal("trump=O seat=2 hand=4O,1B trick=0:12C,1:2O") == ["4O"]
    assert legal("trump=O seat=2 hand=11B,5E trick=0:12C,1:2O") == ["11B", "5E"]


def test_the_named_ruleset() -> None:
    """5a: three players, 13 each, the 40th card face up and nobody's, the 7 and 2 swaps before
    the first lead, 40 before any 20, tute wins the hand, Fournier's chips without the plate."""
    assert find_ruleset("arrastrado") is ARRASTRADO
    assert words(ARRASTRADO.players, ARRASTRADO.hand_size, ARRASTRADO.unowned_cards) == (3, 13, 1)
    assert ARRASTRADO.swap_rule.ranks == (7, 2) and ARRASTRADO.swap_rule.before_first_lead
    assert ARRASTRADO.trump_first and ARRASTRADO.tute_rule.ends_hand
    same = find_ruleset("tute-tres", {"swap": True, "swap_two": True,
                                      "swap_timing": "before_first_lead",
                                      "payout": "fournier_no_plate"})
    assert same.switch_values() == ARRASTRADO.switch_values() | {"match": same.match,
                                                                  "match_target": 5}
    assert words(ARRASTRADO.match, ARRASTRADO.match_target) == ("points_series", 6)


def test_a3_chips_without_the_plate() -> None:
    """A-3 (5b.7: Fournier; acanomas): P0 62 + últimas 10 + 40 = 112; P1 36 + 20 = 56; P2 22
    → P0 wins. Marriages: P0 +40 from each, P1 +20 from each; P0's cards + últimas = 72 ≤ 100
    → +100 from each. Net P0 +260, P1 -100, P2 -160."""
    sung = [Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.OROS),
            Declaration(1, DeclarationKind.MARRIAGE, suit=Suit.COPAS)]
    result = score_hand(ARRASTRADO, Suit.OROS, captured(ARRASTRADO, 62, 36, 22), 0, sung)
    assert [s.total for s in result.sides] == [112, 56, 22]
    assert words(result.winner_side, result.payouts) == (0, (260, -100, -160))
    assert score_hand(TRES, Suit.OROS, captured(ARRASTRADO, 62, 36, 22), 0, sung).payouts == ()


def test_a5_a_tute_collects_200_from_each() -> None:
    """A-5 (5b.5, 5b.7): P2 holds the four kings, wins trick 5 and declares tute: P2 wins the
    deal and collects 200 from each (no plate)."""
    tute = [Declaration(2, DeclarationKind.TUTE, rank=12, after_trick=5)]
    captured: list[list[Card]] = [[], [], list(cards("1C,2C,3C,4C,5C,6C,7C,10C,11C,1E,2E,3E,"
                                                     "4E,5E,6E"))]
    result = score_hand(ARRASTRADO, Suit.OROS, captured, 2, tute)
    assert words(result.winner_side, result.reason, result.payouts) == (
        2, "tute", (-200, -200, 400))


PLATE = find_ruleset("tute-arrastrado-tres", {"payout": "fournier_plate"})
A3_SUNG = [Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.OROS),
           Declaration(1, DeclarationKind.MARRIAGE, suit=Suit.COPAS)]


def test_a3_with_the_plate_nobody_going() -> None:
    """A-3 (5b.8: Fournier): nobody at the plate, P0 wins below 101 and collects 100 from P2,
    the lowest, only: game part P0 +100, P1 0, P2 -100; the marriages are paid as without the
    plate (P0 +40 from each, P1 +20 from each)."""
    result = score_hand(PLATE, Suit.OROS, captured(PLATE, 62, 36, 22), 0, A3_SUNG)
    assert result.payouts == (80 - 20 + 100, 40 - 40, -40 - 20 - 100)
    assert result.plate_made is None
    # at 101 or more in cards and últimas, 100 from both
    rich = score_hand(PLATE, Suit.OROS, captured(PLATE, 92, 16, 12), 0, A3_SUNG)
    assert rich.payouts == (80 - 20 + 200, 40 - 40 - 100, -40 - 20 - 100)


@pytest.mark.parametrize(("points", "made", "payouts"), [
    ((92, 16, 12), True, (40 + 400, -20 - 200, -20 - 200)),  # 92 + 10 últimas = 102: made
    ((62, 36, 22), False, (40 - 400, -20 + 200, -20 + 200)),  # 72: failed, 200 to each
])
def test_going_to_the_plate(points: tuple[int, int, int], made: bool,
                            payouts: tuple[int, int, int]) -> None:
    """5b.8 (Fournier): a player who goes and makes 101 takes the plate and 200 from each;
    failing, he doubles the plate and pays 200 to each. P0 went; P0 sang 20, P1 nothing."""
    went = [Declaration(0, DeclarationKind.PLATE, after_trick=0),
            Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.COPAS)]
    result = score_hand(PLATE, Suit.OROS, captured(PLATE, *points), 0, went)
    assert words(result.plate_made, result.payouts) == (made, payouts)
    assert sum(result.payouts) == 0


def test_the_plate_is_gone_to_before_the_first_lead() -> None:
    """5b.8: "after looking at their cards players may go to the plate": before the first
    lead, one player a hand; not without the plate."""
    state = HandState(PLATE, _deal("5O", TWO_HAND).deal)
    assert {a.seat for a in state.legal_actions() if a.declaration == "plate"} == {0, 1, 2}
    state.apply(parse_action("1:plate"))
    assert not [a for a in state.legal_actions() if a.declaration == "plate"]
    state.apply(parse_action(f"0:{state.hands[0][0].code}"))
    assert not [a for a in state.legal_actions() if a.declaration == "plate"]
    plain = HandState(ARRASTRADO, _deal("5O", TWO_HAND).deal)
    assert not [a for a in plain.legal_actions() if a.declaration == "plate"]


def test_the_match_is_a_series_won_on_chips() -> None:
    """5a (a proposal): a series of 6 deals, each player dealing twice; the highest chip
    balance wins (a hand score's match_points are its chips); level, play on."""
    hand = score_hand(ARRASTRADO, Suit.OROS, captured(ARRASTRADO, 62, 36, 22), 0, A3_SUNG)
    assert hand.match_points == hand.payouts == (260, -100, -160)
    chips = [HandOutcome.scored(hand.match_points, 0)] * 5
    assert not score_match(ARRASTRADO, chips).complete
    result = score_match(ARRASTRADO, [*chips, HandOutcome.scored((-100, 260, -160), 1)])
    assert words(result.complete, result.winner_side, result.points_by_side) == (
        True, 0, (1200, -240, -960))
    level = [HandOutcome.scored((100, -100, 0), 0), HandOutcome.scored((-100, 100, 0), 1)] * 3
    assert not score_match(ARRASTRADO, level).complete


FOUR = find_ruleset("tute-arrastrado-tres", {"players": 4})


def test_with_four_at_the_table_the_dealer_sits_out() -> None:
    """5b.1 (Fournier: "if four are present the dealer sits the deal out"): 13 cards to each of
    the three others, the 40th card shown; the dealer holds nothing."""
    assert words(FOUR.players, FOUR.in_play, FOUR.dealer_sits_out) == (4, 3, True)
    assert ARRASTRADO.dealer_sits_out is False
    deal = deal_from_seed(FOUR, 5, 1)
    assert [len(h) for h in deal.hands] == [13, 0, 13, 13]
    assert deal.first_to_act == 2 and len(deal.unowned) == 1
    with pytest.raises(OverrideError):  # four playing 13 each do not fit 40 cards
        find_ruleset("tute-arrastrado-tres", {"players": 4, "dealer_sits_out": False})
    with pytest.raises(OverrideError):
        find_ruleset("tute-dos", {"dealer_sits_out": True})


def test_play_passes_over_the_dealer() -> None:
    """5b.1/5b.3: mano (the dealer's next) leads; play goes round the three who play."""
    deal = deal_from_seed(FOUR, 5, 1)
    state = HandState(FOUR, deal)
    seats = []
    for _ in range(3):
        seat = state.to_act()
        assert seat is not None
        seats.append(seat)
        state.apply(next(a for a in state.legal_actions() if a.kind == "play"))
    assert seats == [2, 3, 0] and len(state.tricks) == 1
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action(1, ActionKind.PLAY, card=deal.hands[2][-1]))
    assert refused.value.code == "NOT_YOUR_TURN"


def test_a_position_may_pass_over_one_seat() -> None:
    """A trick of a four-seat table whose dealer sits out skips his seat; skipping two is
    impossible."""
    assert legal("trump=O seat=0 hand=1C,5C,3O trick=2:12C,3:2O", FOUR) == ["1C", "5C"]
    assert legal("trump=O seat=3 hand=1C,5C,3O trick=1:12C,2:2O", FOUR) == ["1C", "5C"]
    with pytest.raises(ImpossiblePositionError) as refused:
        judge_plays(FOUR, parse_position("trump=O seat=3 hand=1C trick=0:12C"))
    assert {p.code for p in refused.value.problems} == {"SEAT_OUT_OF_ORDER"}


def test_the_dealer_pays_and_collects_nothing() -> None:
    """5b.7-8 (Fournier): the chips go between the three who played; the dealer who sat out
    neither pays nor collects (the plate's 20 a deal is the table's to keep)."""
    piles = captured(FOUR, 62, 0, 36, 22, seats=4)
    sung = [Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.OROS),
            Declaration(2, DeclarationKind.MARRIAGE, suit=Suit.COPAS)]
    result = score_hand(FOUR, Suit.OROS, piles, 0, sung, dealer=1)
    assert result.payouts == (260, 0, -100, -160)
    assert result.match_points == result.payouts
    with pytest.raises(InvalidInputError) as refused:
        score_hand(FOUR, Suit.OROS, piles, 0, sung)
    assert {p.code for p in refused.value.problems} == {"DEALER_REQUIRED"}
    plate = FOUR.with_overrides({"payout": "fournier_plate"})
    moment = parse_context(plate, "trump=O dealer=1 seat=1 hand=- turn_up=5O")
    verdict = judge_declaration(moment, Declaration(1, DeclarationKind.PLATE))
    assert words(verdict.legal, verdict.code) == (False, "SITS_OUT")


def test_the_match_keeps_four_balances() -> None:
    """5a: the deal goes round the four; a match on chips keeps a balance for each."""
    hands = [HandOutcome.scored((260, 0, -100, -160), 0)] * 6
    result = score_match(FOUR, hands)
    assert result.points_by_side == (1560, 0, -600, -960) and result.winner_side == 0
