"""Tute habanero: regional.md §2, its rules 2b.1-13 and worked examples H-1..H-6 (the vueltas
of H-4's second case are not built yet).

Sources (as regional.md cites them): ludoteka, "Havanian tute"
(https://www.ludoteka.com/clasika/havanian-tute.html); Fournier, "Tute para dos jugadores"
(https://www.nhfournier.es/como-jugar/tute/); ElPtoWalter/tute-ia:app.js (announceCapote).
Trumps bastos; P1 (seat 0, the mano) leads, P2 (seat 1) answers.
"""

from __future__ import annotations

import pytest
from tute import (
    Card,
    Declaration,
    DeclarationKind,
    HandOutcome,
    HandState,
    Ruleset,
    Suit,
    adjudicate,
    deal_from_seed,
    find_ruleset,
    judge_declaration,
    judge_plays,
    parse_action,
    parse_actions,
    parse_context,
    parse_position,
    random_record,
    score_hand,
    score_match,
)

from tests.support.piles import captured
from tests.support.words import words

HABANERO = find_ruleset("tute-habanero")
H1_HAND = "1C,12C,11C,7B,3B,5E,2O,10O"



def legal(position: str, rules: Ruleset = HABANERO) -> list[str]:
    return [c.code for c in judge_plays(rules, parse_position(position)).legal]


def test_the_table() -> None:
    """2b.1-2: two players, 8 cards each, 24 in the stock with the turn-up; no tute (2b.6)."""
    assert words(HABANERO.players, HABANERO.hand_size, HABANERO.initial_stock_size) == (2, 8, 24)
    assert not HABANERO.tute_rule.enabled and HABANERO.swap_rule.ranks == (7, 2)
    assert find_ruleset("habanero") is HABANERO


@pytest.mark.parametrize(("duty", "expected"), [
    ("follow_trump_lead", ["7B", "3B"]),
    ("follow_and_head_trump_lead", ["3B"]),
    ("free", H1_HAND.split(",")),
])
def test_h1_the_stock_phase(duty: str, expected: list[str]) -> None:
    """H-1 (2b.3: ludoteka, Fournier): P1 leads 12B; P2 must answer a trump lead with a trump
    (follow_trump_lead), and beat it too under follow_and_head_trump_lead; free play as tute-ia
    and teticio have it."""
    rules = find_ruleset("tute-habanero", {"stock_phase_duty": duty})
    assert legal(f"trump=B seat=1 hand={H1_HAND} trick=0:12B stock=20", rules) == expected


def test_h1_a_plain_lead_carries_no_duty() -> None:
    """H-1: P1 leads a plain card instead (the 3C here: P2 holds the 1C of the example)."""
    assert legal(f"trump=B seat=1 hand={H1_HAND} trick=0:3C stock=20") == H1_HAND.split(",")


def test_h2_the_strict_phase() -> None:
    """H-2 (2b.4): follow and beat if able; void, trump."""
    assert legal("trump=B seat=1 hand=1E,10E,3B,2O trick=0:12E") == ["1E"]
    assert legal("trump=B seat=1 hand=10E,5E,3B trick=0:12E") == ["10E", "5E"]
    assert legal("trump=B seat=1 hand=3B,2B,6C trick=0:1O") == ["3B", "2B"]


@pytest.mark.parametrize(("turn_up", "card", "legal_"), [
    ("3B", "7B", True), ("6B", "2B", True), ("7B", "2B", True), ("2B", "7B", False),
])
def test_h3_exchanges(turn_up: str, card: str, legal_: bool) -> None:
    """H-3 (2b.7): the 7 of trumps takes a valued turn-up, the 2 one without value, after a won
    trick and before drawing; a turn-up 2 cannot be taken."""
    hand = ",".join([card, *(c for c in ("5E", "6E", "4C", "5C", "6C", "4O") if c != card)][:7])
    moment = (f"trump=B dealer=1 seat=0 hand={hand} last=0 tricks=5 stage=before_draw "
              f"stock=16 turn_up={turn_up}")
    swap = Declaration(0, DeclarationKind.SWAP, card=parse_position(
        f"trump=B seat=0 hand={card}").hand[0])
    assert judge_declaration(parse_context(HABANERO, moment), swap).legal is legal_


def _piles(points: int) -> list[list[Card]]:
    """Seat 0 (P1) takes exactly ``points`` card points, seat 1 the rest."""
    return captured(HABANERO, points, rest=1, seats=2)


def _marriages(*made: tuple[int, Suit]) -> list[Declaration]:
    return [Declaration(seat, DeclarationKind.MARRIAGE, suit=suit) for seat, suit in made]


def test_h4_scoring() -> None:
    """H-4 (2b.10): P1 70 + últimas 10 + 40 = 120; P2 50 + 20 = 70 → P1 wins the juego. Below
    101 on both sides nobody wins the deal: the vueltas decide (2b.11; played out in
    tests/engine/rulesets/test_switch_vueltas.py)."""
    won = score_hand(HABANERO, Suit.BASTOS, _piles(70), 0,
                     _marriages((0, Suit.BASTOS), (1, Suit.COPAS)))
    assert [s.total for s in won.sides] == [120, 70]
    assert words(won.winner_side, won.reason) == (0, "over_100")
    short = score_hand(HABANERO, Suit.BASTOS, _piles(58), 1, _marriages((0, Suit.COPAS)))
    assert [s.total for s in short.sides] == [78, 72]
    assert words(short.winner_side, short.reason) == (None, "vueltas")


def test_h5_capote_won_and_lost() -> None:
    """H-5 (2b.9: Fournier; tute-ia announceCapote, resolveTrick): P1 announces capote before
    leading trick 13. He wins all 8 → he wins whatever the points; P2 wins any of them → P2
    wins, and the deal stops at that trick."""
    capote = [Declaration(0, DeclarationKind.CAPOTE, after_trick=12)]
    made = score_hand(HABANERO, Suit.BASTOS, _piles(40), 0, capote)
    assert made.sides[0].total < made.sides[1].total
    assert words(made.winner_side, made.reason, made.capote_side) == (0, "capote", 0)
    lost = score_hand(HABANERO, Suit.BASTOS, _piles(64), 1, capote)
    assert words(lost.winner_side, lost.reason, lost.capote_side) == (1, "capote_lost", None)
    # Cut short at trick 15: 30 cards taken, no 10 de últimas for anyone.
    piles = _piles(64)
    cut = [piles[0][:20], piles[1][:10]]
    early = score_hand(HABANERO, Suit.BASTOS, cut, 1, capote)
    assert words(early.winner_side, early.reason) == (1, "capote_lost")
    assert [s.last_trick_bonus for s in early.sides] == [0, 0]


def test_h5_capote_lost_on_the_last_trick() -> None:
    """H-5 (2b.9: "the deal stops at that trick"): P1 wins tricks 13-19 and P2 the last one,
    trick 20. The capote fails there and the hand ends there, as at any other trick: P2 wins
    the juego and nobody scores the 10 de últimas (68-52, not 68-62)."""
    capote = [Declaration(0, DeclarationKind.CAPOTE, after_trick=12)]
    for rules in (HABANERO, find_ruleset("tute-habanero", {"capote_declarer": "leader"})):
        lost = score_hand(rules, Suit.BASTOS, _piles(68), 1, capote)
        assert words(lost.winner_side, lost.reason, lost.capote_side) == (1, "capote_lost", None)
        assert [s.card_points for s in lost.sides] == [68, 52]
        assert [s.last_trick_bonus for s in lost.sides] == [0, 0]
        assert [s.total for s in lost.sides] == [68, 52]
    # Made, the announcer took the last trick too: his 10 de últimas count.
    made = score_hand(HABANERO, Suit.BASTOS, _piles(68), 0, capote)
    assert [s.last_trick_bonus for s in made.sides] == [10, 0]


def _to_the_final_phase(seed: int) -> HandState:
    """A random hand of habanero played until the stock is gone, before trick 13's lead."""
    record = random_record(HABANERO, deal_from_seed(HABANERO, seed), seed, declare_probability=0)
    state = HandState(HABANERO, record.deal)
    for action in record.actions:
        if len(state.tricks) == 12 and not state.trick:
            break
        state.apply(action)
    state.draw()
    return state


def test_the_capote_window() -> None:
    """2b.9: announced once the stock is exhausted, before the first card of trick 13; by
    either seat (capote_declarer either), or only by the leader (tute-ia)."""
    state = _to_the_final_phase(3)
    assert state.stock == () and len(state.tricks) == 12
    leader = state.to_act()
    assert leader is not None
    for seat in (0, 1):
        verdict = judge_declaration(state.declaration_context(seat),
                                    Declaration(seat, DeclarationKind.CAPOTE, after_trick=12))
        assert verdict.legal, verdict
    only_leader = find_ruleset("tute-habanero", {"capote_declarer": "leader"})
    other = 1 - leader
    context = parse_context(only_leader, f"trump=B dealer=1 seat={other} hand=1O last={leader} "
                                          "tricks=12 stock=0")
    refused = judge_declaration(context, Declaration(other, DeclarationKind.CAPOTE))
    assert words(refused.legal, refused.code) == (False, "NOT_LEADER")
    early = parse_context(HABANERO, "trump=B dealer=1 seat=0 hand=1O,2O,3O,4O,5O,6O,7O,1C "
                                    "last=0 tricks=11 stock=2")
    assert judge_declaration(early, Declaration(0, DeclarationKind.CAPOTE)).code == (
        "WINDOW_CLOSED")


def test_a_lost_capote_ends_the_hand_at_that_trick() -> None:
    for seed in range(40):
        state = _to_the_final_phase(seed)
        announcer = state.to_act()
        assert announcer is not None
        state.apply(parse_action(f"{announcer}:capote"))
        while not state.is_terminal():
            plays = [a for a in state.legal_actions() if a.kind == "play"]
            state.apply(plays[-1])
        score = state.score()
        assert score is not None
        winners = {t.winner_seat for t in state.tricks[12:]}
        if winners == {announcer}:
            assert words(state.ended_by, score.reason, score.winner_side) == (
                "played_out", "capote", announcer)
        else:
            assert state.tricks[-1].winner_seat != announcer
            assert {t.winner_seat for t in state.tricks[12:-1]} <= {announcer}
            assert words(state.ended_by, score.reason, score.winner_side) == (
                "capote_lost", "capote_lost", 1 - announcer)
            # on whichever trick it failed (H-5): no 10 de últimas
            assert [s.last_trick_bonus for s in score.sides] == [0, 0]


def test_h5_a_played_hand_whose_capote_fails_on_the_last_trick() -> None:
    """H-5 played: seat 0 announces capote before trick 13, takes tricks 13-19 and loses
    trick 20. The hand ends there (capote_lost) with every card taken, and nobody scores the
    10 de últimas (2b.9)."""
    state = _to_the_final_phase(7)
    assert state.to_act() == 0
    state.apply(parse_action("0:capote"))
    for action in parse_actions("0:5E 1:2E 0:1E 1:4E 0:12O 1:10O 0:2O 1:11B 0:10B 1:6B 0:7B "
                                "1:5B 0:4B 1:6C 0:4C 1:7C"):
        state.apply(action)
    assert [t.winner_seat for t in state.tricks[12:]] == [0] * 7 + [1]
    score = state.score()
    assert score is not None and state.ended_by == "capote_lost"
    assert words(score.winner_side, score.reason) == (1, "capote_lost")
    assert sum(s.card_points for s in score.sides) == 120
    assert [s.last_trick_bonus for s in score.sides] == [0, 0]
    assert [s.total for s in score.sides] == [
        s.card_points + s.marriage_points for s in score.sides]


def test_h6_the_match_to_three() -> None:
    """H-6 (2b.13, proposal: tute-ia's three): juegos 2-2, the next one decides."""
    level = [HandOutcome.win(0), HandOutcome.win(1), HandOutcome.win(0), HandOutcome.win(1)]
    assert not score_match(HABANERO, level).complete
    assert score_match(HABANERO, [*level, HandOutcome.win(1)]).winner_side == 1


def test_self_play() -> None:
    """Random legal hands (capotes announced at random) replay as legal and complete."""
    for seed in range(150):
        result = adjudicate(random_record(HABANERO, deal_from_seed(HABANERO, seed), seed))
        assert result.legal and result.complete, result.error
        assert result.score is not None
        if result.ended_by == "played_out" and result.score.reason != "capote":
            assert sum(s.card_points for s in result.score.sides) == 120
