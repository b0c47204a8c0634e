"""Guiñote: regional.md §1, its rules 1b.1-20 and worked examples G-1..G-8 (G-5 and G-10 are
in test_switches_regional.py and tests/engine/test_match.py; G-9, the vueltas, is not built yet).

Sources (as regional.md cites them): las40.es/rules (the arrastre duties, the partner clause,
the exchange); nhfournier.es/como-jugar/guinote (order, points, tute); abelp.net (points, the
101); pronosticoreservado.es/a-contar (the marriage window, both over 101). Trumps oros unless
said; side A = seats 0 and 2, side B = seats 1 and 3.
"""

from __future__ import annotations

import pytest
from tute import (
    Card,
    Declaration,
    DeclarationKind,
    HandRecord,
    HandState,
    Ruleset,
    Suit,
    adjudicate,
    deal_from_seed,
    find_ruleset,
    judge_declaration,
    judge_plays,
    parse_context,
    parse_position,
    position_after,
    random_record,
    score_hand,
)
from tute.values import ThirtyMalas

from tests.support.piles import captured
from tests.support.words import words

GUINOTE = find_ruleset("guinote")
MANO_A_MANO = find_ruleset("guinote", {"players": 2})



def legal(position: str, rules: Ruleset = GUINOTE) -> list[str]:
    return [c.code for c in judge_plays(rules, parse_position(position)).legal]


def test_the_table_order_and_points() -> None:
    """1b.1-3, 1b.20: 40 cards; order 1, 3, 12, 10, 11, 7, ...; points 11/10/4/3/2 (120);
    four in pairs with 6 cards each, 16 in the stock with the turn-up; mano a mano the same
    with 28."""
    assert words(GUINOTE.players, GUINOTE.in_pairs, GUINOTE.hand_size) == (4, True, 6)
    assert GUINOTE.initial_stock_size == 16 and MANO_A_MANO.initial_stock_size == 28
    assert not MANO_A_MANO.in_pairs
    assert sum(GUINOTE.points[c.index] for c in GUINOTE.deck_cards) == 120
    sota, caballo = (parse_position(f"trump=O seat=0 hand={c}").hand[0] for c in ("10C", "11C"))
    assert GUINOTE.points[sota.index] == 3 and GUINOTE.points[caballo.index] == 2
    assert GUINOTE.beats(sota, caballo, Suit.OROS)
    for name in ("guiñote", "guinyot", "tute-aragones"):
        assert find_ruleset(name) is GUINOTE


def test_g1_partner_holds_the_trick() -> None:
    """G-1 (1b.7d, las40): arrastre; seat 1 leads 10E, seat 2 plays 1E. Seat 3 must follow and
    cannot beat: {3E, 4E}. Seat 0, void, with his partner holding the trick: anything; with
    partner_exemption none (Fournier) he must trump: {2O, 7O}."""
    assert legal("trump=O seat=3 hand=3E,4E,12O trick=1:10E,2:1E") == ["3E", "4E"]
    seat0 = "trump=O seat=0 hand=11B,4C,2O,7O trick=1:10E,2:1E,3:4E"
    assert legal(seat0) == ["11B", "4C", "2O", "7O"]
    fournier = find_ruleset("guinote", {"partner_exemption": "none"})
    assert legal(seat0, fournier) == ["2O", "7O"]


def test_g2_trump_only_to_win() -> None:
    """G-2 (1b.7c, las40): seat 1 leads 5C, seat 2 (void) trumps with 3O. Seat 3, void, with
    {4O, 1O, 12B} must beat it: {1O}; with {4O, 2O, 12B} none of his trumps wins, so anything.
    Seat 0 then follows copas without heading: a trump (his partner's) holds the trick."""
    assert legal("trump=O seat=3 hand=4O,1O,12B trick=1:5C,2:3O") == ["1O"]
    assert legal("trump=O seat=3 hand=4O,2O,12B trick=1:5C,2:3O") == ["4O", "2O", "12B"]
    assert legal("trump=O seat=0 hand=6C,1C,5O trick=1:5C,2:3O,3:4O") == ["6C", "1C"]
    # The open-source apps' reading (regional.md 1d): always trump, undertrumping if need be.
    apps = find_ruleset("guinote", {"must_trump_when_void": "always", "must_undertrump": True})
    assert legal("trump=O seat=3 hand=4O,2O,12B trick=1:5C,2:3O", apps) == ["4O", "2O"]


def test_g3_heading_with_the_sota_above_the_caballo() -> None:
    """G-3 (1b.1, 1b.7b): seat 0 leads 12C; seat 1 with {1C, 3C, 7C, 2O} must beat: {1C, 3C}.
    Seat 1 leads 11C; seat 2 with {10C, 7C}: only the sota beats the caballo."""
    assert legal("trump=O seat=1 hand=1C,3C,7C,2O trick=0:12C") == ["1C", "3C"]
    assert legal("trump=O seat=2 hand=10C,7C trick=1:11C") == ["10C"]


def test_g4_free_play_while_the_stock_lasts() -> None:
    """G-4 (1b.6: las40, juegosdecartas): seat 0 leads 3C; seat 1 may play any card."""
    position = "trump=O seat=1 hand=4C,2O,1E,5B,6B,7B trick=0:3C stock=8 turn_up=5O"
    assert legal(position) == ["4C", "2O", "1E", "5B", "6B", "7B"]


def test_g6_the_exchange_after_a_trick_of_the_side() -> None:
    """G-6 (1b.12: hobbyocio, las40): turn-up 1O; seat 3 wins trick 1 and seat 1, his partner,
    holding 7O, takes the 1O before the draw; had side A won, seat 1 could not."""
    swap = Declaration(1, DeclarationKind.SWAP)
    moment = "trump=O dealer=3 seat=1 hand=7O,4C,5E,6B,3C last={} tricks=1 stage=before_draw " \
             "stock=16 turn_up=1O"
    verdict = judge_declaration(parse_context(GUINOTE, moment.format(3)), swap)
    assert verdict.legal and verdict.effect is not None
    assert (verdict.effect.gives, verdict.effect.takes) == tuple(
        parse_position(f"trump=O seat=0 hand={c}").hand[0] for c in ("7O", "1O"))
    refused = judge_declaration(parse_context(GUINOTE, moment.format(0)), swap)
    assert words(refused.legal, refused.code) == (False, "NO_TRICK_WON")


def _piles(points: int) -> list[list[Card]]:
    """Seat 0 (side A) takes exactly ``points`` card points, seat 1 the rest."""
    return captured(GUINOTE, points, rest=1, seats=4)


def _marriages(*made: tuple[int, Suit]) -> list[Declaration]:
    return [Declaration(seat, DeclarationKind.MARRIAGE, suit=suit) for seat, suit in made]


def test_g7_a_deal_decided_at_once() -> None:
    """G-7 (1b.14: abelp, Fournier): A 58 + últimas 10 + 40 + 20 = 128; B 62 → A wins the
    partida ("78 buenas" against "12 buenas": display only)."""
    result = score_hand(GUINOTE, Suit.OROS, _piles(58), 0,
                        _marriages((0, Suit.OROS), (2, Suit.COPAS)))
    assert [s.total for s in result.sides] == [128, 62]
    assert words(result.winner_side, result.reason) == (0, "over_100")


@pytest.mark.parametrize(("rule", "winner"), [("higher_total", 1), ("last_trick", 0)])
def test_g8_both_over_101(rule: str, winner: int) -> None:
    """G-8 (1d: Fournier and ludoteka, higher total; pronosticoreservado, the side with las
    diez de últimas): A 55 + 10 + 40 = 105; B 65 + 20 + 20 + 20 = 125."""
    rules = find_ruleset("guinote", {"both_over_target": rule})
    made = _marriages((0, Suit.OROS), (1, Suit.COPAS), (3, Suit.ESPADAS), (1, Suit.BASTOS))
    result = score_hand(rules, Suit.OROS, _piles(55), 0, made)
    assert [s.total for s in result.sides] == [105, 125]
    assert result.winner_side == winner


def test_nobody_at_101_calls_the_vueltas() -> None:
    """1b.15: without 101 a second deal (the vueltas) decides; the first has no winner."""
    result = score_hand(GUINOTE, Suit.OROS, _piles(60), 1, _marriages((0, Suit.COPAS)))
    assert [s.total for s in result.sides] == [80, 70]
    assert words(result.winner_side, result.reason) == (None, "vueltas")


@pytest.mark.parametrize("rules", [GUINOTE, MANO_A_MANO], ids=["pairs", "mano-a-mano"])
def test_self_play(rules: Ruleset) -> None:
    """Random legal hands replay as legal and complete; 120 card points and 10 de últimas."""
    for seed in range(120):
        result = adjudicate(random_record(rules, deal_from_seed(rules, seed), seed))
        assert result.legal and result.complete, result.error
        score = result.score
        assert score is not None
        if result.ended_by == "played_out":
            assert sum(s.card_points for s in score.sides) == 120
            assert sum(s.last_trick_bonus for s in score.sides) == 10


def test_thirty_malas_is_experimental() -> None:
    """regional.md 1d: no rulebook states the "30 malas"; two readings are switches, off by
    default. min_card_points (an app's rules text): 101 counts only with 30 card points and
    últimas, cantes excluded. below_30_loses (an app's tests; a Castellón column): a side
    ending under 30 loses at once."""
    sung = _marriages((0, Suit.OROS), (0, Suit.COPAS), (2, Suit.ESPADAS), (2, Suit.BASTOS))
    assert GUINOTE.thirty_malas is ThirtyMalas.OFF
    plain = score_hand(GUINOTE, Suit.OROS, _piles(20), 1, sung)
    assert [s.total for s in plain.sides] == [120, 110] and plain.winner_side == 0
    cards_first = find_ruleset("guinote", {"thirty_malas": "min_card_points"})
    assert score_hand(cards_first, Suit.OROS, _piles(20), 1, sung).winner_side == 1
    low = score_hand(GUINOTE, Suit.OROS, _piles(25), 1)
    assert words(low.winner_side, low.reason) == (1, "over_100")
    at_once = find_ruleset("guinote", {"thirty_malas": "below_30_loses"})
    assert (score_hand(at_once, Suit.OROS, _piles(25), 1).reason) == "thirty_malas"


def test_1b10_what_the_other_seats_learn_of_a_marriage() -> None:
    """1b.10 (pronosticoreservado): a 20 sung while the stock lasts names its suit; in the
    arrastre it need not be shown, and a 40 never: the other seats' views carry no suit for
    them, the singer's view does, and the adjudication (the referee's record) shows all.
    With marriage_disclosure show every seat sees every suit."""
    seen = {"shown 20": 0, "hidden 20": 0, "hidden 40": 0}
    show_all = find_ruleset("guinote", {"marriage_disclosure": "show"})
    for seed in range(60):
        record = random_record(GUINOTE, deal_from_seed(GUINOTE, seed), seed)
        state = HandState(GUINOTE, record.deal)
        for action in record.actions:
            before = len(state.declarations)
            state.apply(action)
            if len(state.declarations) == before or state.declarations[-1].kind != "marriage":
                continue
            made = state.declarations[-1]
            # the stock as it was when the marriage was sung (a draw it needed is made first)
            hidden = made.points == 40 or not state.stock
            for seat in range(4):
                suit = state.view(seat).declarations[-1].suit
                assert suit == (made.suit if seat == made.seat or not hidden else None)
            kind = f"{'hidden' if hidden else 'shown'} {made.points}"
            seen[kind] = seen.get(kind, 0) + 1
        assert [d.suit for d in adjudicate(record).declarations] == [
            d.suit for d in state.declarations]
        open_record = HandRecord(show_all, record.deal, record.actions)
        views = [position_after(open_record, len(record.actions), s) for s in range(4)]
        assert all(d.suit is not None for v in views for d in v.declarations
                   if d.kind == "marriage")
    assert all(seen[k] for k in ("shown 20", "hidden 20", "hidden 40")), seen
