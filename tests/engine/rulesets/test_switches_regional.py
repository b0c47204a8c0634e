"""Switches of the regional rulesets (regional.md §6) that refine the auction and the marriage
window: ``auction_rounds``, ``pass_final``, ``first_lead``, ``marriage_moment``,
``marriages_per_trick``, ``marriage_sides``. Each test names its worked example or rule of
regional.md and that rule's sources.
"""

from __future__ import annotations

import dataclasses

import pytest
from tute import (
    Bid,
    Contract,
    Declaration,
    DeclarationKind,
    HandState,
    InvalidInputError,
    OverrideError,
    Suit,
    auction_state,
    deal_from_seed,
    declaration_problems,
    find_ruleset,
    judge_bid,
    judge_declaration,
    parse_actions,
    parse_context,
    score_hand,
)
from tute.values import Sides

from tests.support.words import words

SUBASTADO = find_ruleset("tute-subastado")
#: A three-seat auction game (regional.md 4a: 36 cards, 12 each, declarer against the rest),
#: built from tute-subastado while the named tute-subastado-tres does not exist yet.
THREE = dataclasses.replace(SUBASTADO, players=3, sides=Sides.DECLARER_VS_REST, deck=36,
                            hand_size=12, player_options=(3,), min_bid=60)


def bids(text: str) -> list[Bid]:
    """``"1:60 2:70 0:pass"`` -> bids."""
    found = []
    for item in text.split():
        seat, what = item.split(":")
        found.append(Bid(int(seat), "pass") if what == "pass" else Bid.of(int(seat), int(what)))
    return found


# -- the auction ----------------------------------------------------------------------------------


def test_s3_1_a_single_round_from_the_mano_to_the_dealer() -> None:
    """S3-1 (4b.2: ludoteka, acanomas, Don Naipe "una ronda de subasta"): dealer P0, mano P1.
    P1 60, P2 70, P0 pass → P2 declares at 70. P2 may not bid 62 (not a multiple of 5) or 60
    (does not exceed 60); 65 is legal. All three pass → redeal."""
    single = THREE.with_overrides({"auction_rounds": "single"})
    done = auction_state(single, 0, bids("1:60 2:70 0:pass"))
    assert words(done.complete, done.winner, done.contract) == (True, 2, 70)
    after_p1 = bids("1:60")
    assert judge_bid(single, 0, after_p1, Bid.of(2, 62)).code == "BID_NOT_A_STEP"
    assert judge_bid(single, 0, after_p1, Bid.of(2, 60)).code == "BID_TOO_LOW"
    assert judge_bid(single, 0, after_p1, Bid.of(2, 65)).legal
    nobody = auction_state(single, 0, bids("1:pass 2:pass 0:pass"))
    assert words(nobody.complete, nobody.all_passed, nobody.winner) == (True, True, None)
    # Each seat speaks once: after P1 60 and P2 pass, the dealer still speaks, and then no one.
    open_ = auction_state(single, 0, bids("1:60 2:pass"))
    assert words(open_.complete, open_.to_act) == (False, 0)
    closed = judge_bid(single, 0, bids("1:60 2:pass 0:65"), Bid.of(1, 70))
    assert closed.code == "AUCTION_CLOSED"
    # With rounds until one bidder is left (000), P1 could raise again.
    assert auction_state(THREE, 0, bids("1:60 2:pass 0:65")).to_act == 1


def test_s4_1_until_one_left_and_until_pair_passes() -> None:
    """S4-1 (4e: 000 for until_one_left; Wikipedia via es.stringtranslate.com for
    until_pair_passes): dealer S3, mano S0. S0 70, S1 75, S2 pass, S3 80, S0 85, S1 pass,
    S3 pass → S0 declares at 85 with S2. Until a pair passes: S0 70, S1 75, S2 pass, S3 80,
    S0 pass → S0 and S2 have both passed → S3 declares at 80."""
    one_left = auction_state(SUBASTADO, 3, bids("0:70 1:75 2:pass 3:80 0:85 1:pass 3:pass"))
    assert words(one_left.winner, one_left.contract) == (0, 85)
    pair = SUBASTADO.with_overrides({"auction_rounds": "until_pair_passes"})
    early = auction_state(pair, 3, bids("0:70 1:75 2:pass 3:80 0:pass"))
    assert words(early.complete, early.winner, early.contract) == (True, 3, 80)
    assert not auction_state(SUBASTADO, 3, bids("0:70 1:75 2:pass 3:80 0:pass")).complete


def test_s4_1b_until_pair_passes_waits_for_every_first_turn() -> None:
    """S4-1b (regional.md 4e; no auction ends before every seat has had its first turn):
    dealer S3, S0 pass, S1 70, S2 pass. S0 and S2 have both passed, but S3 has not spoken: it
    may raise its partner (S3 75 → S3 declares at 75) or pass (S1 declares at 70)."""
    pair = SUBASTADO.with_overrides({"auction_rounds": "until_pair_passes"})
    waiting = auction_state(pair, 3, bids("0:pass 1:70 2:pass"))
    assert words(waiting.complete, waiting.to_act, waiting.winner) == (False, 3, None)
    raised = auction_state(pair, 3, bids("0:pass 1:70 2:pass 3:75"))
    assert words(raised.complete, raised.winner, raised.contract) == (True, 3, 75)
    passed = auction_state(pair, 3, bids("0:pass 1:70 2:pass 3:pass"))
    assert words(passed.complete, passed.winner, passed.contract) == (True, 1, 70)
    # The hand itself offers S3 its turn, and S1 names trumps after S3's pass.
    state = HandState(pair, deal_from_seed(pair, 1, 3))
    for action in parse_actions("0:pass 1:bid:70 2:pass"):
        state.apply(action)
    assert state.to_act() == 3
    assert {(a.seat, a.kind) for a in state.legal_actions()} >= {(3, "bid"), (3, "pass")}
    state.apply(parse_actions("3:pass")[0])
    assert state.to_act() == 1 and state.contract == Contract(1, 70)


def test_pass_final() -> None:
    """000: "Un giocatore che passa è eliminato dall'offerta" (pass_final true); with false a
    seat that passed may bid at its next turn, and the auction ends once every other seat has
    passed since the last bid (regional.md §6)."""
    assert judge_bid(SUBASTADO, 3, bids("0:70 1:pass 2:75 3:pass"),
                     Bid.of(1, 80)).code == "ALREADY_PASSED"
    history = bids("0:70 1:pass 2:75 3:pass 0:pass")
    assert auction_state(SUBASTADO, 3, history).winner == 2  # passes are final: S2 is left
    loose = SUBASTADO.with_overrides({"pass_final": False})
    again = judge_bid(loose, 3, history, Bid.of(1, 80))
    assert again.legal and again.state_after.to_act == 2
    end = auction_state(loose, 3, [*history, Bid.of(1, 80), *bids("2:pass 3:pass 0:pass")])
    assert words(end.complete, end.winner, end.contract) == (True, 1, 80)
    with pytest.raises(OverrideError):  # a single round has no second turn to pass
        SUBASTADO.with_overrides({"auction_rounds": "single", "pass_final": False})


def test_first_lead() -> None:
    """4b.4 (Don Naipe): the declarer leads the first trick; mano is the proposal for pairs
    (regional.md 4e)."""
    for value, leader in (("mano", 0), ("declarer", 2)):
        rules = SUBASTADO.with_overrides({"first_lead": value})
        state = HandState(rules, deal_from_seed(rules, 1, 3))
        for action in parse_actions("0:bid:70 1:pass 2:bid:75 3:pass 0:pass 2:trump:O"):
            state.apply(action)
        assert state.to_act() == leader, value


# -- the marriage window --------------------------------------------------------------------

BEFORE_DRAW = find_ruleset("tute-dos", {"marriage_moment": "before_draw"})
TUTE_DOS = find_ruleset("tute-dos")


def test_g5_marriage_moment() -> None:
    """G-5 (1b.9: pronosticoreservado; 1d: Fournier, acanomas): the seat that won a trick may
    sing with a card the draw brings, before the next lead (until_next_lead); with before_draw
    the window closes at the draw."""
    after_draw = ("trump=B dealer=1 seat=0 hand=12C,11C,3O,10O,5E,2C,4B,6B last=0 tricks=1 "
                  "stage=before_lead stock=22 turn_up=1B")
    sing = Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.COPAS)
    assert judge_declaration(parse_context(TUTE_DOS, after_draw), sing).legal
    refused = judge_declaration(parse_context(BEFORE_DRAW, after_draw), sing)
    assert words(refused.legal, refused.code) == (False, "WINDOW_CLOSED")
    before = ("trump=B dealer=1 seat=0 hand=12C,11C,3O,10O,5E,2C,4B last=0 tricks=1 "
              "stage=before_draw stock=24 turn_up=1B")
    assert judge_declaration(parse_context(BEFORE_DRAW, before), sing).legal
    # Once the stock is gone no draw follows a trick: the window runs to the next lead.
    late = "trump=B dealer=1 seat=0 hand=12C,11C,3O last=0 tricks=17 stock=0"
    assert judge_declaration(parse_context(BEFORE_DRAW, late), sing).legal


def test_marriages_per_trick() -> None:
    """1b.9 (Guiñote: "each of the two partners may sing at most one marriage per trick won by
    the side"; 001: "ciascun giocatore può dichiarare solo un '20' o '40' alla volta") against
    one marriage per trick won (regional.md §6, the default)."""
    pairs = {"partner_may_declare": True}
    moment = ("trump=O dealer=3 seat=2 hand=12O,11O,4E,5E,6E last=2 tricks=3 "
              "declared=0:marriage:B@3+20")
    forty = Declaration(2, DeclarationKind.MARRIAGE, suit=Suit.OROS)
    per_player = find_ruleset("tute-parejas", pairs)  # tute-parejas: one_per_player (001)
    assert judge_declaration(parse_context(per_player, moment), forty).legal
    per_trick = find_ruleset("tute-parejas", {**pairs, "marriages_per_trick": "one_per_trick"})
    verdict = judge_declaration(parse_context(per_trick, moment), forty)
    assert words(verdict.legal, verdict.code) == (False, "ONE_PER_TRICK")
    # The seat itself never sings two on one trick.
    own = "trump=O dealer=3 seat=0 hand=12O,11O,4E,5E last=2 tricks=3 declared=0:marriage:B@3+20"
    again = Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.OROS)
    assert judge_declaration(parse_context(per_player, own), again).code == "ONE_PER_TRICK"


def test_s3_2_only_the_declarer_sings() -> None:
    """S3-2 (4b.6: ludoteka, Don Naipe): P1, a defender, wins a trick holding 12E + 11E → no
    marriage; the declarer may sing. Scored, a defender's marriage cannot be."""
    rules = THREE.with_overrides({"marriage_sides": "declarer_only"})
    defender = "trump=C dealer=0 seat=1 hand=12E,11E,4O last=1 tricks=2 declarer=2"
    sing = Declaration(1, DeclarationKind.MARRIAGE, suit=Suit.ESPADAS)
    verdict = judge_declaration(parse_context(rules, defender), sing)
    assert words(verdict.legal, verdict.code) == (False, "NOT_DECLARER")
    assert judge_declaration(parse_context(THREE, defender), sing).legal  # both sides sing
    declarer = "trump=C dealer=0 seat=2 hand=12E,11E,4O last=2 tricks=2 declarer=2"
    ok = Declaration(2, DeclarationKind.MARRIAGE, suit=Suit.ESPADAS)
    assert judge_declaration(parse_context(rules, declarer), ok).legal
    captured = [list(c) for c in ([], [], [])]
    captured[1] = list(rules.deck_cards)
    with pytest.raises(InvalidInputError) as caught:
        score_hand(rules, Suit.COPAS, captured, 1, [sing], Contract(2, 60))
    assert "NOT_DECLARER" in {p.code for p in caught.value.problems}


def test_the_declarer_only_exists_in_auction_games() -> None:
    with pytest.raises(OverrideError):
        find_ruleset("tute-dos", {"marriage_sides": "declarer_only"})
    moment = "trump=B dealer=1 seat=0 hand=12C,11C last=0 tricks=19 declarer=0"
    assert {p.code for p in declaration_problems(parse_context(TUTE_DOS, moment))} >= {
        "DECLARER_NOT_IN_GAME"}
