"""``spare_card`` (regional.md 4e, 5a, 5d, §6): the card a stockless deal leaves over. Fournier's
face-up pinta; tute-ia's card set aside face down, with trumps fixed by the first declared
marriage (worked example A-4); no spare with 36 cards; the face-down card the auction winner
may take for a discard (Wikipedia's subastado for three)."""

from __future__ import annotations

import pytest
from tute import (
    Declaration,
    DeclarationKind,
    HandState,
    IllegalAction,
    OverrideError,
    Suit,
    deal_from_cards,
    deal_from_seed,
    find_ruleset,
    judge_declaration,
    named_rulesets,
    parse_action,
    parse_actions,
    parse_context,
)
from tute.hand import ActionKind
from tute.values import SpareCard

from tests.support.records import cards
from tests.support.words import words

#: A-4's table: tute-ia's arrastrado (ElPtoWalter/tute-ia:multi.js, mode arrastrado3)
TUTE_IA = find_ruleset("tute-arrastrado-tres", {
    "trump_method": "first_marriage", "marriage_award": "declared",
    "spare_card": "face_down_aside"})
#: 4e: the 40-card subastado for three, whose winner may take the face-down card
SPARE_AUCTION = find_ruleset("tute-subastado-tres", {
    "deck": 40, "hand_size": 13, "spare_card": "auction_winner_may_take"})


def test_the_defaults() -> None:
    """5a (Fournier): arrastrado's 40th card is the face-up pinta; 4a: cabrón and subastado for
    three deal 36 cards whole."""
    assert find_ruleset("tute-arrastrado-tres").spare_card is SpareCard.FACE_UP_PINTA
    assert find_ruleset("tute-tres").spare_card is SpareCard.FACE_UP_PINTA
    assert find_ruleset("tute-cabron").spare_card is SpareCard.NONE
    assert find_ruleset("tute-subastado-tres").spare_card is SpareCard.NONE


def test_a4_the_card_set_aside_is_nobodys_and_unseen() -> None:
    """A-4 (5d: tute-ia): one card set aside face down, no trump at the deal."""
    deal = deal_from_seed(TUTE_IA, 8, 2)
    assert (len(deal.unowned), deal.turn_up, deal.trump) == (1, None, None)
    state = HandState(TUTE_IA, deal)
    assert all(state.view(s).turn_up is None for s in range(3))
    assert sum(len(h) for h in deal.hands) == 39


def test_a4_the_first_declared_marriage_fixes_trumps_and_is_worth_40() -> None:
    """A-4 (5d: tute-ia): no trumps; P1 wins trick 3 and declares 12C + 11C → copas become
    trumps, P1 +40; later P2 declares 12E + 11E → +20."""
    first = parse_context(TUTE_IA, "trump=- dealer=2 seat=1 hand=12C,11C,4O,5B last=1 tricks=3")
    verdict = judge_declaration(first, Declaration(1, DeclarationKind.MARRIAGE, suit=Suit.COPAS))
    assert verdict.legal and verdict.effect is not None
    assert (verdict.effect.points, verdict.effect.fixes_trump) == (40, Suit.COPAS)
    later = parse_context(TUTE_IA, "trump=C dealer=2 seat=2 hand=12E,11E,4O last=2 tricks=5 "
                                   "declared=1:marriage:C@3+40")
    second = judge_declaration(later, Declaration(2, DeclarationKind.MARRIAGE,
                                                  suit=Suit.ESPADAS))
    assert second.legal and second.effect is not None and second.effect.points == 20


def test_no_spare_with_36_cards() -> None:
    """5d: "none (36-card deck)": every card is dealt, 12 each."""
    rules = find_ruleset("tute-arrastrado-tres", {
        "spare_card": "none", "deck": 36, "hand_size": 12, "trump_method": "first_marriage"})
    deal = deal_from_seed(rules, 3, 2)
    assert (deal.unowned, [len(h) for h in deal.hands]) == ((), [12, 12, 12])


@pytest.mark.parametrize(("ruleset", "overrides"), [
    # the face-up pinta is what shows trumps, and nothing else does
    ("tute-arrastrado-tres", {"spare_card": "face_down_aside"}),
    ("tute-arrastrado-tres", {"trump_method": "first_marriage", "spare_card": "face_up_pinta"}),
    # only an auction has a winner to take it
    ("tute-arrastrado-tres", {"spare_card": "auction_winner_may_take",
                              "trump_method": "first_marriage"}),
    # a stock game has no spare card
    ("tute-dos", {"spare_card": "face_down_aside"}),
    # a spare card needs a deal that leaves one over
    ("tute-cabron", {"spare_card": "face_down_aside"}),
])
def test_spare_cards_that_cannot_be(ruleset: str, overrides: dict[str, object]) -> None:
    with pytest.raises(OverrideError) as refused:
        find_ruleset(ruleset, overrides)
    assert {p.code for p in refused.value.problems} == {"SWITCH_NOT_APPLICABLE"}


def test_the_spare_card_follows_the_deal_unless_given() -> None:
    """rulesets.md (arrastrado: "override: the first declared marriage"): changing the trump
    method or the deal's shape alone brings the spare card that fits; given, it is checked."""
    marriage = find_ruleset("tute-arrastrado-tres", {"trump_method": "first_marriage"})
    assert marriage.spare_card is SpareCard.FACE_DOWN_ASIDE
    married = find_ruleset("tute-tres", {"deck": 36, "hand_size": 12,
                                         "trump_method": "first_marriage"})
    assert married.spare_card is SpareCard.NONE
    with pytest.raises(OverrideError):  # nothing left to show trumps
        find_ruleset("tute-tres", {"deck": 36, "hand_size": 12})
    assert find_ruleset("tute-cabron", {"deck": 40, "hand_size": 13}).spare_card is (
        SpareCard.FACE_DOWN_ASIDE)
    kept = SPARE_AUCTION.with_overrides({"min_bid": 70})
    assert kept.spare_card is SpareCard.AUCTION_WINNER_MAY_TAKE


def _auction_won() -> HandState:
    deal = deal_from_cards(SPARE_AUCTION, 0, [
        cards("1O,3O,12O,11O,10O,7O,6O,5O,4O,2O,1C,3C,12C"),
        cards("11C,10C,7C,6C,5C,4C,2C,1E,3E,12E,11E,10E,7E"),
        cards("6E,5E,4E,2E,1B,3B,12B,11B,10B,7B,6B,5B,4B")], unowned=cards("2B"))
    state = HandState(SPARE_AUCTION, deal)
    for action in parse_actions("1:bid:60 2:pass 0:pass"):
        state.apply(action)
    return state


def test_the_auction_winner_may_take_the_spare_for_a_discard() -> None:
    """4e (Wikipedia via es.stringtranslate.com, profilpelajar.com): the auction winner may take
    the face-down card in exchange for a discard, or leave it; then he names trumps."""
    state = _auction_won()
    takes = [a for a in state.legal_actions() if a.kind is ActionKind.TAKE_SPARE]
    assert len(takes) == 13 and {a.seat for a in takes} == {1}
    state.apply(parse_action("1:spare:2C"))
    assert cards("2B")[0] in state.hands[1] and cards("2C")[0] not in state.hands[1]
    assert state.unowned == tuple(cards("2C"))
    assert not [a for a in state.legal_actions() if a.kind is ActionKind.TAKE_SPARE]
    with pytest.raises(IllegalAction):
        state.copy().apply(parse_action("1:spare:4C"))  # once only
    state.apply(parse_action("1:trump:E"))
    assert state.to_act() == 1  # the declarer leads (4b.4)


def test_only_the_auction_winner_takes_it_and_only_before_naming() -> None:
    state = _auction_won()
    with pytest.raises(IllegalAction) as refused:
        state.copy().apply(parse_action("0:spare:1O"))
    assert refused.value.code == "NOT_YOUR_TURN"
    with pytest.raises(IllegalAction) as refused:
        state.copy().apply(parse_action("1:spare:1O"))
    assert refused.value.code == "CARD_NOT_IN_HAND"
    state.apply(parse_action("1:trump:E"))  # leaving it
    with pytest.raises(IllegalAction):
        state.apply(parse_action("1:spare:4C"))
    plain = HandState(find_ruleset("tute-subastado-tres"),
                      deal_from_seed(find_ruleset("tute-subastado-tres"), 2, 0))
    for action in parse_actions("1:bid:60 2:pass 0:pass"):
        plain.apply(action)
    assert not [a for a in plain.legal_actions() if a.kind is ActionKind.TAKE_SPARE]


def test_the_swap_with_the_card_set_aside_face_down() -> None:
    """5d (tute-ia: the 40th card set aside face down, trumps by the first marriage) leaves no
    card to take; arrastrado (5b.2, Fournier) keeps its own swap: true, which takes nothing
    there. Its other value is accepted for the same reason: a swap turned off asks for nothing,
    in every game. Turned on, a swap still needs a card to take (a stock, or the shown 40th)."""
    aside = {"trump_method": "first_marriage", "spare_card": "face_down_aside"}
    for swap in (True, False):
        rules = find_ruleset("tute-arrastrado-tres", {**aside, "swap": swap})
        assert words(rules.swap, rules.spare_card) == (swap, "face_down_aside")
        state = HandState(rules, deal_from_seed(rules, 8, 2))
        assert not [a for a in state.legal_actions() if a.kind is ActionKind.SWAP]
    assert not find_ruleset("tute-arrastrado-tres", {**aside, "swap_two": False}).swap_two
    for named in named_rulesets():
        assert not find_ruleset(named.id, {"swap": False, "swap_two": False}).swap
    with pytest.raises(OverrideError) as refused:  # no stock, nothing shown
        find_ruleset("tute-parejas", {"swap": True})
    assert [p.field for p in refused.value.problems] == ["/overrides/swap"]
