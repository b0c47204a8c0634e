"""Declarations (service/tute/declarations.py): marriages, tute and the swap of the 7 (or 2).

Each test names its rule's source: the documents in the rules folder beside rulesets.md
(000 and 001 Italian, 002 Spanish, 003 Portuguese) or rulesets.md itself for *(ext)* rules.
Positions are built directly as a :class:`DeclarationContext`: who took the last trick, what
has been declared, the stock and the turn-up, and the stage of the hand.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tute import (
    Declaration,
    DeclarationContext,
    DeclarationKind,
    DeclarationVerdict,
    Suit,
    available_declarations,
    find_ruleset,
    judge_declaration,
    parse_card,
)
from tute.declarations import BEFORE_DRAW, BEFORE_LEAD, IN_TRICK
from tute.play import stock_after
from tute.values import MarriageWindow, SwapTiming

from tests.support.records import cards

OROS, COPAS, ESPADAS, BASTOS = Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS

# A tute-dos hand (8 cards) with marriages in bastos and copas and the 7 of bastos.
TWO_MARRIAGES = "12B,11B,12C,11C,7B,3O,5E,2C"


def context(
    ruleset_id: str = "tute-dos",
    hand: str = TWO_MARRIAGES,
    *,
    overrides: Mapping[str, object] | None = None,
    seat: int = 0,
    trump: Suit | None = BASTOS,
    dealer: int | None = None,
    last_trick_winner: int | None = 0,
    tricks_played: int = 1,
    stage: str = BEFORE_LEAD,
    stock_size: int | None = None,
    turn_up: str | None = "1B",
    declarations: tuple[Declaration, ...] = (),
) -> DeclarationContext:
    """A moment of a hand; stock games default to a stock after ``tricks_played`` draws."""
    rules = find_ruleset(ruleset_id, overrides)
    if stock_size is None:
        stock_size = stock_after(rules, tricks_played)
    if not rules.stock:
        turn_up = None
    return DeclarationContext(
        rules, trump, rules.players - 1 if dealer is None else dealer, seat, cards(hand),
        last_trick_winner, tricks_played, stage, stock_size,
        parse_card(turn_up) if turn_up else None, declarations)


def marriage(seat: int, suit: Suit, after_trick: int | None = None) -> Declaration:
    return Declaration(seat, DeclarationKind.MARRIAGE, suit=suit, after_trick=after_trick)


def tute(seat: int, rank: int) -> Declaration:
    return Declaration(seat, DeclarationKind.TUTE, rank=rank)


def swap(seat: int, code: str = "7B") -> Declaration:
    return Declaration(seat, DeclarationKind.SWAP, card=parse_card(code))


def refused(ctx: DeclarationContext, request: Declaration) -> str | None:
    verdict = judge_declaration(ctx, request)
    assert verdict.legal == (verdict.code is None)
    assert verdict.legal == (verdict.effect is not None)
    if not verdict.legal:
        # a refusal explains itself: its template filled in
        assert "{" not in str(verdict.message) and verdict.message.template
    return verdict.code


def allowed(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    verdict = judge_declaration(ctx, request)
    assert verdict.legal, (verdict.code, str(verdict.message))
    assert verdict.effect is not None
    return verdict


def offered(ctx: DeclarationContext) -> set[tuple[int, str, str]]:
    """What ``available_declarations`` lists, as (seat, kind, what) triples."""
    found = set()
    for verdict in available_declarations(ctx):
        assert verdict.legal
        d = verdict.declaration
        what = (d.suit.value if d.suit else str(d.rank) if d.rank else
                d.card.code if d.card else "")
        found.add((d.seat, d.kind, what))
    return found


# -- marriages: points and the window after a won trick -------------------------------------------


def test_marriage_scores_20_plain_and_40_in_trumps() -> None:
    """000: "Re + Cavallo di qualsiasi seme non di briscola = 20 punti" and "Re + Cavallo del
    seme di briscola = 40 punti"; the cards stay in hand (003: "Continuam na tua mão")."""
    ctx = context()
    forty = allowed(ctx, marriage(0, BASTOS))
    twenty = allowed(ctx, marriage(0, COPAS))
    assert forty.effect is not None and twenty.effect is not None
    assert (forty.effect.points, twenty.effect.points) == (40, 20)
    for effect in (forty.effect, twenty.effect):
        assert not effect.ends_hand and effect.gives is None and effect.takes is None


def test_no_marriage_before_any_trick_is_won() -> None:
    """003: "Ainda não podes cantar as copas — não ganhaste nenhuma vaza." """
    ctx = context(last_trick_winner=None, tricks_played=0)
    assert refused(ctx, marriage(0, COPAS)) == "NO_TRICK_WON"
    assert refused(ctx, marriage(0, BASTOS)) == "NO_TRICK_WON"
    assert not any(d[1] == "marriage" for d in offered(ctx))


def test_only_the_trick_winner_declares() -> None:
    """000: "Puoi Cantar solo immediatamente dopo aver vinto una presa"."""
    ctx = context(seat=0, last_trick_winner=1)
    assert refused(ctx, marriage(0, COPAS)) == "NO_TRICK_WON"


def test_the_window_closes_when_the_next_trick_is_led() -> None:
    """000: "solo immediatamente dopo aver vinto una presa, prima di giocare la carta
    successiva"; 003: "antes de saíres para a seguinte"."""
    for stage in (BEFORE_DRAW, BEFORE_LEAD):
        allowed(context(stage=stage), marriage(0, COPAS))
    assert refused(context(stage=IN_TRICK), marriage(0, COPAS)) == "WINDOW_CLOSED"


def test_pair_must_be_held() -> None:
    """003: "Rei e cavalo do mesmo naipe ... 20, ou 40 em trunfo": both cards in hand."""
    ctx = context(hand="12B,10B,12C,11O,7B,3O,5E,2C")
    assert refused(ctx, marriage(0, BASTOS)) == "PAIR_NOT_HELD"  # king and sota is no pair
    assert refused(ctx, marriage(0, OROS)) == "PAIR_NOT_HELD"  # knight alone
    no_suit = Declaration(0, DeclarationKind.MARRIAGE)
    assert refused(ctx, no_suit) == "PAIR_NOT_HELD"  # no suit named


def test_a_suit_is_declared_once() -> None:
    """rulesets.md: "a suit once"; 000: "Puoi dichiarare più matrimoni in diverse prese"."""
    earlier = (marriage(0, COPAS, after_trick=1),)
    ctx = context(tricks_played=3, declarations=earlier)
    assert refused(ctx, marriage(0, COPAS)) == "SUIT_ALREADY_DECLARED"
    allowed(ctx, marriage(0, BASTOS))  # another suit after another won trick


def test_one_marriage_per_player_per_won_trick() -> None:
    """001: "ciascun giocatore può dichiarare solo un "20" o "40" alla volta"; 000: "a
    condizione di vincere una presa prima di ogni dichiarazione"."""
    ctx = context(tricks_played=2, declarations=(marriage(0, BASTOS, after_trick=2),))
    assert refused(ctx, marriage(0, COPAS)) == "ONE_PER_TRICK"
    assert not any(d[1] == "marriage" for d in offered(ctx))


def test_marriage_needs_trumps_named() -> None:
    """000 (Tute Subastado): "Il miglior offerente dichiara il seme di briscola": no 20 or 40
    can be valued before trumps are named."""
    ctx = context("tute-subastado", "12B,11B,12C,11C,7B,3O,5E,2C,1O,1E", trump=None)
    assert refused(ctx, marriage(0, COPAS)) == "TRUMP_NOT_FIXED"


def test_marriage_not_declarable_without_marriages() -> None:
    """000: "Nessun Cantar a Briscola: Briscola non ha dichiarazioni di matrimonio"."""
    ctx = context("brisca", "12C,11C,7B")
    assert refused(ctx, marriage(0, COPAS)) == "NOT_DECLARABLE"


def test_available_lists_marriages_with_their_points() -> None:
    """003: "Rei e cavalo do mesmo naipe fazem um cante que vale 20, ou 40 em trunfo"."""
    ctx = context(turn_up="4B")  # a 4 turned up: the 7 cannot take it
    verdicts = available_declarations(ctx)
    points = {v.declaration.suit: v.effect.points for v in verdicts if v.effect}
    assert points == {BASTOS: 40, COPAS: 20}


# -- partner_may_declare --------------------------------------------------------------------------

PAIRS_HAND = "12O,11O,12C,11C,1E,3E,2B,4B,5B,6B"


def test_partner_may_declare_false_only_the_winner() -> None:
    """001 describes the partner's right as a variant ("In alcune versioni, il partner di un
    giocatore che vince un tratto può anche dichiarare"); tute-parejas leaves it off."""
    ctx = context("tute-parejas", PAIRS_HAND, seat=2, last_trick_winner=0)
    assert ctx.ruleset.partner_may_declare is False
    assert refused(ctx, marriage(2, OROS)) == "NO_TRICK_WON"
    assert offered(ctx) == set()


def test_partner_may_declare_true_both_partners_one_each() -> None:
    """001: "il partner di un giocatore che vince un tratto può anche dichiarare. Allora è
    possibile che entrambi i partner dichiari dopo lo stesso tratto, ma ciascun giocatore può
    dichiarare solo un "20" o "40" alla volta"."""
    over = {"partner_may_declare": True}
    winner_sang = (marriage(0, ESPADAS, after_trick=4),)
    partner = context("tute-parejas", PAIRS_HAND, overrides=over, seat=2, last_trick_winner=0,
                      tricks_played=4, declarations=winner_sang)
    assert allowed(partner, marriage(2, OROS)).effect == allowed(partner, marriage(2, COPAS)).effect
    assert offered(partner) == {(2, "marriage", "O"), (2, "marriage", "C")}
    # ... but one each: after its 20 in oros the partner waits for another won trick.
    again = context("tute-parejas", PAIRS_HAND, overrides=over, seat=2, last_trick_winner=0,
                    tricks_played=4, declarations=(*winner_sang, marriage(2, OROS, 4)))
    assert refused(again, marriage(2, COPAS)) == "ONE_PER_TRICK"
    # The opponents of the trick winner never declare.
    opponent = context("tute-parejas", PAIRS_HAND, overrides=over, seat=1, last_trick_winner=0)
    assert refused(opponent, marriage(1, OROS)) == "NO_TRICK_WON"


# -- trump_first ----------------------------------------------------------------------------------


def test_trump_first_false_a_20_may_come_before_the_40() -> None:
    """rulesets.md: `trump_first` (40 before any 20) is an *(ext)* rule of "3-player and
    auction games"; tute-dos leaves it off, so a 20 may be sung while the 40 waits."""
    ctx = context()
    assert ctx.ruleset.trump_first is False
    allowed(ctx, marriage(0, COPAS))


def test_trump_first_true_the_40_comes_first() -> None:
    """rulesets.md: "`trump_first` (40 before any 20; 3-player and auction games *(ext)*)"."""
    hand = "12B,11B,12C,11C,7B,3O,5E,2C,1O,1E,1C,4O,5O"
    ctx = context("tute-tres", hand, last_trick_winner=0)
    assert ctx.ruleset.trump_first is True
    assert refused(ctx, marriage(0, COPAS)) == "TRUMP_MARRIAGE_FIRST"
    allowed(ctx, marriage(0, BASTOS))
    assert offered(ctx) == {(0, "marriage", "B")}
    # Once the 40 is sung, the 20 follows after another won trick.
    later = context("tute-tres", hand, tricks_played=3, declarations=(marriage(0, BASTOS, 1),))
    allowed(later, marriage(0, COPAS))
    # Without the trump pair in hand there is no 40 to wait for.
    no_forty = context("tute-tres", "12B,10B,12C,11C,7B,3O,5E,2C,1O,1E,1C,4O,5O")
    allowed(no_forty, marriage(0, COPAS))


# -- marriage_window ------------------------------------------------------------------------------


def test_marriage_window_any_sings_after_the_stock_is_gone() -> None:
    """000/003 set no end to the cantes: 003's "Cantes ... declarados depois de ganhares uma
    vaza" holds in both phases (rulesets.md: `marriage_window: any`, the default)."""
    ctx = context(tricks_played=14, stock_size=0, turn_up=None)
    assert ctx.ruleset.marriage_window is MarriageWindow.ANY
    allowed(ctx, marriage(0, COPAS))


def test_marriage_window_until_last_draw() -> None:
    """rulesets.md: "`until_last_draw` (no marriage once the stock is gone *(ext)*)"."""
    over = {"marriage_window": "until_last_draw"}
    gone = context(overrides=over, tricks_played=14, stock_size=0, turn_up=None)
    assert refused(gone, marriage(0, COPAS)) == "WINDOW_CLOSED"
    assert offered(gone) == set()
    # The trick before the last draw: the stock still holds a card and the turn-up.
    last_draw = context(overrides=over, tricks_played=12, stock_size=2, stage=BEFORE_DRAW)
    allowed(last_draw, marriage(0, COPAS))


# -- tute -----------------------------------------------------------------------------------------

FOUR_KINGS = "12O,12C,12E,12B,11B,3O,5E,2C"
FOUR_KNIGHTS = "11O,11C,11E,11B,7B,3O,5E,2C"


def test_tute_of_kings_or_knights_after_a_won_trick() -> None:
    """003: "Ter os quatro reis, ou os quatro cavalos, e cantá-lo ganha a mão de imediato";
    000: "La dichiarazione deve essere fatta dopo aver vinto una presa"."""
    kings = allowed(context(hand=FOUR_KINGS), tute(0, 12))
    knights = allowed(context(hand=FOUR_KNIGHTS), tute(0, 11))
    for verdict in (kings, knights):
        assert verdict.effect is not None
        assert verdict.effect.ends_hand and not verdict.effect.wins_game
        assert verdict.effect.points == 0
    assert refused(context(hand=FOUR_KINGS, last_trick_winner=None, tricks_played=0),
                   tute(0, 12)) == "NO_TRICK_WON"
    assert refused(context(hand=FOUR_KINGS, stage=IN_TRICK), tute(0, 12)) == "WINDOW_CLOSED"
    assert (0, "tute", "11") in offered(context(hand=FOUR_KNIGHTS))
    assert (0, "tute", "12") in offered(context(hand=FOUR_KINGS))


def test_tute_must_be_held() -> None:
    """002: "cantar tute, que supone quedarte con los cuatro reyes o los cuatro caballos"."""
    ctx = context(hand="12O,12C,12E,11B,11O,11C,11E,2C")  # three kings, four knights
    assert refused(ctx, tute(0, 12)) == "TUTE_NOT_HELD"
    assert refused(ctx, tute(0, 10)) == "TUTE_NOT_HELD"  # sotas make no tute in Tute
    allowed(ctx, tute(0, 11))


def test_tute_declared_once() -> None:
    """000: a tute holds "tutti e quattro i Re o tutti e quattro i Cavalli"; with the hand
    played on (002), the other rank cannot make a second one."""
    over = {"tute_effect": "continue_hand"}
    ctx = context(hand="12O,12C,12E,12B,11O,11C,11E,11B", overrides=over,
                  declarations=(tute(0, 12),), tricks_played=3)
    assert refused(ctx, tute(0, 11)) == "TUTE_ALREADY_DECLARED"


def test_tute_not_declarable_where_off() -> None:
    """rulesets.md: tute-subastado has "tute off *(provisional)*"; 000: brisca has "Nessuna
    dichiarazione di Tute"."""
    ctx = context("tute-subastado", "12O,12C,12E,12B,1O,1C,1E,2C,3C,4C")
    assert refused(ctx, tute(0, 12)) == "NOT_DECLARABLE"


@pytest.mark.parametrize(
    ("effect", "ends_hand", "wins_game"),
    [("win_hand", True, False), ("continue_hand", False, False), ("win_game", True, True)],
)
def test_tute_effect(effect: str, ends_hand: bool, wins_game: bool) -> None:
    """003: "ganha a mão de imediato" (win_hand); 002: "lo más normal es finalizar la manga
    independientemente de los cánticos" (continue_hand) and "en algunos casinos y torneos
    cuando se canta tute se da por finalizada la partida" (win_game)."""
    verdict = allowed(context(hand=FOUR_KINGS, overrides={"tute_effect": effect}), tute(0, 12))
    assert verdict.effect is not None
    assert (verdict.effect.ends_hand, verdict.effect.wins_game) == (ends_hand, wins_game)
    assert verdict.effect.points == 0


def test_tute_after_marriage_allowed() -> None:
    """rulesets.md: `tute_after_marriage: allowed` is the default (000, 003 set no such
    condition)."""
    ctx = context(hand=FOUR_KINGS, tricks_played=5, declarations=(marriage(0, BASTOS, 2),))
    allowed(ctx, tute(0, 12))


def test_tute_after_marriage_forbidden() -> None:
    """002: "si ya has cantado las veinte (rey y caballo de un palo que no es el de triunfo)
    después no se podrá cantar tute"."""
    over = {"tute_after_marriage": "forbidden"}
    own = context(hand=FOUR_KINGS, overrides=over, tricks_played=5,
                  declarations=(marriage(0, BASTOS, 2),))
    assert refused(own, tute(0, 12)) == "TUTE_AFTER_MARRIAGE"
    assert offered(own) == set()
    # Another seat's marriage does not stop it ("si ya HAS cantado").
    other = context(hand=FOUR_KINGS, overrides=over, tricks_played=5,
                    declarations=(marriage(1, OROS, 2),))
    allowed(other, tute(0, 12))


# -- the swap of the 7 (and of the 2) -------------------------------------------------------------

TIMING_BEFORE_DRAW = {"swap_timing": "after_trick_win_before_draw"}
TIMING_BEFORE_LEAD = {"swap_timing": "after_trick_win_before_lead"}
TIMING_ON_LEAD = {"swap_timing": "on_own_lead"}


@pytest.mark.parametrize("turn_up", ["1B", "3B", "12B", "11B", "10B"])
def test_seven_takes_an_ace_three_or_figure(turn_up: str) -> None:
    """002: "si esta carta es superior a siete, es decir, es un as, tres, rey, caballo o sota
    podrán intercambiarse"; 000: "Prendi la carta di briscola a faccia in su nella tua mano e la
    sostituisci con il tuo 7 di briscola"."""
    hand = TWO_MARRIAGES if turn_up not in ("12B", "11B") else "1O,3C,12C,11C,7B,3O,5E,2C"
    ctx = context(hand=hand, turn_up=turn_up, stage=BEFORE_DRAW)
    verdict = allowed(ctx, swap(0))
    assert verdict.effect is not None
    assert (verdict.effect.gives, verdict.effect.takes) == (parse_card("7B"),
                                                            parse_card(turn_up))
    assert verdict.effect.points == 0 and not verdict.effect.ends_hand
    assert (0, "swap", "7B") in offered(ctx)


@pytest.mark.parametrize("turn_up", ["6B", "5B", "4B", "2B"])
def test_seven_does_not_take_a_low_card(turn_up: str) -> None:
    """002: only a turn-up "superior a siete" is exchanged; 000: "Se la carta indicatrice di
    briscola è essa stessa un 7, lo scambio è inutile"."""
    ctx = context(turn_up=turn_up, stage=BEFORE_DRAW)
    assert refused(ctx, swap(0)) == "TURN_UP_NOT_EXCHANGEABLE"


def test_swap_card_must_be_the_seven_of_trumps_in_hand() -> None:
    """000: "Se hai il 7 del seme di briscola, puoi scambiarlo"."""
    ctx = context(hand="12B,11B,12C,11C,7O,3O,5E,2C", stage=BEFORE_DRAW)
    assert refused(ctx, swap(0)) == "SWAP_CARD_NOT_HELD"  # the 7 of oros is no trump
    assert refused(ctx, swap(0, "7O")) == "SWAP_CARD_NOT_HELD"
    # A swap that names no card means the 7.
    assert refused(context(stage=BEFORE_DRAW), Declaration(0, DeclarationKind.SWAP)) is None


def test_swap_only_while_the_stock_has_cards() -> None:
    """000: "Nella partita a 2 giocatori, c'è un'azione speciale aggiuntiva disponibile durante
    la Fase 1 (mentre il mazzo di riserva è attivo)"."""
    ctx = context(tricks_played=13, stock_size=0, turn_up=None, stage=BEFORE_LEAD,
                  overrides=TIMING_BEFORE_LEAD)
    assert refused(ctx, swap(0)) == "STOCK_EMPTY"
    assert offered(ctx) == {(0, "marriage", "B"), (0, "marriage", "C")}


def test_no_swap_where_the_ruleset_has_none() -> None:
    """rulesets.md: tute-parejas has "no swap" (all 40 cards are dealt: no stock)."""
    ctx = context("tute-parejas", "7B,12B,11B,12C,11C,3O,5E,2C,1O,1E", turn_up=None)
    assert refused(ctx, swap(0)) == "NOT_DECLARABLE"


def test_swap_two_false_the_two_is_not_exchanged() -> None:
    """000: "Alcune varianti regionali consentono anche di scambiare il 2 di briscola"; the
    default tute-dos does not."""
    ctx = context(hand="2B,12C,11C,3O,5E,2C,1O,1E", turn_up="5B", stage=BEFORE_DRAW)
    assert ctx.ruleset.swap_two is False
    assert refused(ctx, swap(0, "2B")) == "NOT_DECLARABLE"
    assert offered(ctx) == {(0, "marriage", "C")}


def test_swap_two_true_the_two_takes_a_four_to_seven() -> None:
    """000: "scambiare il 2 di briscola con la carta indicatrice di briscola invece del 7";
    rulesets.md: "`swap_two` (000 "regional"): the 2 of trumps takes a turn-up of 4-7"."""
    over = {"swap_two": True}
    for turn_up in ("4B", "5B", "6B", "7B"):
        ctx = context(hand="2B,12C,11C,3O,5E,2C,1O,1E", turn_up=turn_up, stage=BEFORE_DRAW,
                      overrides=over)
        verdict = allowed(ctx, swap(0, "2B"))
        assert verdict.effect is not None
        assert (verdict.effect.gives, verdict.effect.takes) == (parse_card("2B"),
                                                                parse_card(turn_up))
        assert (0, "swap", "2B") in offered(ctx)
    high = context(hand="2B,12C,11C,3O,5E,2C,1O,1E", turn_up="1B", stage=BEFORE_DRAW,
                   overrides=over)
    assert refused(high, swap(0, "2B")) == "TURN_UP_NOT_EXCHANGEABLE"


def test_swap_timing_after_trick_win_before_draw() -> None:
    """000: "Puoi scambiare solo dopo aver vinto una presa, prima di pescare dal mazzo di
    riserva"."""
    assert find_ruleset("tute-dos").swap_timing is SwapTiming.AFTER_TRICK_WIN_BEFORE_DRAW
    allowed(context(stage=BEFORE_DRAW, overrides=TIMING_BEFORE_DRAW), swap(0))
    drawn = context(stage=BEFORE_LEAD, overrides=TIMING_BEFORE_DRAW)
    assert refused(drawn, swap(0)) == "WINDOW_CLOSED"
    lost = context(stage=BEFORE_DRAW, last_trick_winner=1, overrides=TIMING_BEFORE_DRAW)
    assert refused(lost, swap(0)) == "NO_TRICK_WON"
    opening = context(last_trick_winner=None, tricks_played=0, overrides=TIMING_BEFORE_DRAW)
    assert refused(opening, swap(0)) == "NO_TRICK_WON"
    assert refused(context(stage=IN_TRICK, overrides=TIMING_BEFORE_DRAW),
                   swap(0)) == "WINDOW_CLOSED"


def test_swap_timing_after_trick_win_before_lead() -> None:
    """rulesets.md: "`after_trick_win_before_lead` (after winning a trick and drawing, before
    you lead *(ext)*)"."""
    allowed(context(stage=BEFORE_LEAD, overrides=TIMING_BEFORE_LEAD), swap(0))
    undrawn = context(stage=BEFORE_DRAW, overrides=TIMING_BEFORE_LEAD)
    assert refused(undrawn, swap(0)) == "WINDOW_CLOSED"
    lost = context(stage=BEFORE_LEAD, last_trick_winner=1, overrides=TIMING_BEFORE_LEAD)
    assert refused(lost, swap(0)) == "NO_TRICK_WON"
    assert refused(context(stage=IN_TRICK, overrides=TIMING_BEFORE_LEAD),
                   swap(0)) == "WINDOW_CLOSED"


def test_swap_timing_on_own_lead() -> None:
    """003: "Se tiveres o sete de trunfo, podes trocá-lo por essa carta quando te couber sair"
    and, in the example, "Na tua saída trocas" at the opening lead, before any trick."""
    # The opening lead: seat 1 deals, so seat 0 (the mano) leads.
    opening = context(overrides=TIMING_ON_LEAD, dealer=1, last_trick_winner=None,
                      tricks_played=0)
    assert opening.leader == 0
    allowed(opening, swap(0))
    assert (0, "swap", "7B") in offered(opening)
    # Not when the other seat leads, nor once the trick is led.
    not_mine = context(overrides=TIMING_ON_LEAD, dealer=0, last_trick_winner=None,
                       tricks_played=0)
    assert refused(not_mine, swap(0)) == "WINDOW_CLOSED"
    assert refused(context(overrides=TIMING_ON_LEAD, stage=IN_TRICK),
                   swap(0)) == "WINDOW_CLOSED"
    # After a won trick: once drawn, at the lead.
    allowed(context(overrides=TIMING_ON_LEAD, stage=BEFORE_LEAD), swap(0))
    assert refused(context(overrides=TIMING_ON_LEAD, stage=BEFORE_DRAW),
                   swap(0)) == "WINDOW_CLOSED"


def test_guinote_pairs_king_and_sota() -> None:
    """rulesets.md: "pair king+knight (Guiñote: king+sota)" and "four kings or four knights
    (Guiñote: kings or sotas)"."""
    over = {"marriage_pair": "king_sota", "tute_ranks": "kings_sotas"}
    pairs = context(hand="12C,10C,12O,11O,10E,10B,4E,5E", overrides=over)
    assert offered(pairs) == {(0, "marriage", "C")}
    assert refused(pairs, marriage(0, OROS)) == "PAIR_NOT_HELD"  # king and knight: no pair
    tutes = context(hand="10O,10C,10E,10B,11O,11C,11E,11B", overrides=over)
    assert offered(tutes) == {(0, "tute", "10")}
    assert refused(tutes, tute(0, 11)) == "TUTE_NOT_HELD"  # four knights make no tute here
    effect = allowed(tutes, tute(0, 10)).effect
    assert effect is not None and effect.ends_hand


# -- a declaration as a value -----------------------------------------------------------------

_FIELDS = ("seat", "kind", "suit", "rank", "card", "after_trick", "points")
_declarations = st.builds(
    Declaration,
    seat=st.integers(0, 3), kind=st.sampled_from(list(DeclarationKind)),
    suit=st.none() | st.sampled_from(list(Suit)), rank=st.none() | st.sampled_from([10, 11, 12]),
    card=st.none() | st.sampled_from([parse_card("7B"), parse_card("2O")]),
    after_trick=st.none() | st.integers(0, 2), points=st.sampled_from([0, 20, 40]))


@given(_declarations, _declarations)
def test_declarations_compare_and_hash_as_the_tuple_of_their_fields(
        a: Declaration, b: Declaration) -> None:
    # Declaration writes out __eq__ and __hash__ for the compiled build (the offers before and
    # after a draw are compared at every lead): they answer as the dataclass's own would
    def fields(d: Declaration) -> tuple[object, ...]:
        return tuple(getattr(d, name) for name in _FIELDS)

    assert (a == b) is (fields(a) == fields(b))
    assert (a != b) is (fields(a) != fields(b))
    assert hash(a) == hash(fields(a))
    twin = Declaration(**{name: getattr(a, name) for name in _FIELDS})
    assert twin == a and hash(twin) == hash(a) and {a, twin} == {a}
    assert a != fields(a) and (a == object()) is False
