"""Hand scoring (service/tute/scoring.py): points per side, the winner, games, tute, capote, bids.

Each test cites its source document (000/001 Italian, 002 Spanish, 003 Portuguese, beside
rulesets.md) or rulesets.md. Captured piles are written as card codes; the card points in the
expected values are added up by hand in the comments (ace 11, three 10, king 4, knight 3,
sota 2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pytest
from tute import (
    DECK,
    Card,
    Contract,
    Declaration,
    DeclarationKind,
    HandScore,
    InvalidInputError,
    Suit,
    find_ruleset,
    score_hand,
)

from tests.support.records import cards
from tests.support.words import words

OROS, COPAS, ESPADAS, BASTOS = Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS

# 53 card points: three aces (33) and two threes (20); with the sota of oros, 55.
FIFTY_FIVE = "1O,3O,1C,3C,1E,10O"
# 61 card points: the four aces (44), the 3 of oros (10), the king and knight of oros (7).
SIXTY_ONE = "1O,1C,1E,1B,3O,12O,11O,2O"
# 84 card points: the four aces and the four threes.
ACES_AND_THREES = "1O,1C,1E,1B,3O,3C,3E,3B"


def piles(*texts: str, players: int | None = None, unowned: str = "-") -> list[list[Card]]:
    """Captured cards per seat: the given seats, then the last seat takes the rest of the deck."""
    given = [list(cards(text)) for text in texts]
    taken = {c for pile in given for c in pile} | set(cards(unowned))
    rest = [c for c in DECK if c not in taken]
    return [*given, rest]


def marriage(seat: int, suit: Suit) -> Declaration:
    return Declaration(seat, DeclarationKind.MARRIAGE, suit=suit)


def score(
    ruleset_id: str,
    captured: Sequence[Sequence[Card]],
    last: int | None,
    declarations: Sequence[Declaration] = (),
    *,
    overrides: Mapping[str, object] | None = None,
    trump: Suit = BASTOS,
    contract: Contract | None = None,
) -> HandScore:
    return score_hand(find_ruleset(ruleset_id, overrides), trump, captured, last,
                      declarations, contract)


def breakdown(result: HandScore) -> list[tuple[int, int, int, int]]:
    return [(s.card_points, s.last_trick_bonus, s.marriage_points, s.total)
            for s in result.sides]


def problems(error: pytest.ExceptionInfo[InvalidInputError]) -> set[tuple[str, str]]:
    return {(p.code, p.field) for p in error.value.problems}


# -- points and hand_winner: most_points ----------------------------------------------------------


def test_most_points_counts_cards_ultimas_and_marriages() -> None:
    """001: "La coppia che ha vinto l'ultimo tratto riceve 10 punti extra (chiamati "diez de
    últimas" ...). Inoltre, ogni coppia che ha dichiarato qualsiasi "20" o "40" aggiunge questi
    punti alla sua totale. La coppia che ha più punti totali vince"."""
    captured = piles(ACES_AND_THREES)  # seat 0: 84, seat 1: the other 36
    result = score("tute-dos", captured, 1, [marriage(1, BASTOS)])
    assert breakdown(result) == [(84, 0, 0, 84), (36, 10, 40, 86)]
    assert words(result.winner_side, result.reason, result.games) == (1, "most_points", (0, 1))
    assert [s.tricks for s in result.sides] == [4, 16]
    assert [s.score for s in result.sides] == [84, 86]
    assert result.capote_side is None and result.tute_side is None


def test_card_points_and_ultimas_make_130() -> None:
    """003: "Em vazas tens 68 pontos contra 62 da Ada: os 130 da mão"; 002: "El número de puntos
    totales de la baraja es de 120 ... y el de la última mano de 10"."""
    for first in (FIFTY_FIVE, SIXTY_ONE, ACES_AND_THREES, "-"):
        for last in (0, 1):
            captured = piles(first)
            if not captured[last]:
                continue
            result = score("tute-dos", captured, last)
            assert sum(s.card_points + s.last_trick_bonus for s in result.sides) == 130


def test_pairs_add_both_partners() -> None:
    """001: "ciascuna coppia conta i punti che ha ottenuto nei tratti vinti" (tute-parejas:
    seats 0 and 2 against 1 and 3)."""
    # seat 0: 1O 3O 2O 4O (21); seat 2: 1C 3C 2C 4C (21); seat 1: 1E 3E 2E 4E (21).
    captured = piles("1O,3O,2O,4O", "1E,3E,2E,4E", "1C,3C,2C,4C")
    result = score("tute-parejas", captured, 3, [marriage(2, OROS), marriage(3, BASTOS)],
                   trump=BASTOS)
    assert [s.seats for s in result.sides] == [(0, 2), (1, 3)]
    # Side 0: 21 + 21 and seat 2's 20 in oros. Side 1: seat 1 (21) and seat 3, which took the
    # other 120 - 63 = 57 card points, the 10 de últimas and the 40 in bastos.
    assert breakdown(result) == [(42, 0, 20, 62), (78, 10, 40, 128)]
    assert result.winner_side == 1


# -- tie ------------------------------------------------------------------------------------------


def test_tie_goes_to_the_last_trick() -> None:
    """001: "In caso di pareggio, la coppia che ha vinto l'ultimo tratto vince"; 002: "En caso
    de que se produzca un empate, la victoria quedará para el equipo que se haya llevado los
    diez puntos de la última baza"."""
    # seat 0: 55 cards + 10 = 65; seat 1: 65 cards.
    result = score("tute-dos", piles(FIFTY_FIVE), 0)
    assert [s.total for s in result.sides] == [65, 65]
    assert words(result.winner_side, result.reason, result.games) == (0, "last_trick", (1, 0))


def test_tie_draw() -> None:
    """000: "l'esatto 60-60, che si traduce in un pareggio o la vittoria va al giocatore che ha
    preso l'ultima presa, a seconda delle regole regionali"."""
    result = score("tute-dos", piles(FIFTY_FIVE), 0, overrides={"tie": "draw"})
    assert [s.total for s in result.sides] == [65, 65]
    assert words(result.winner_side, result.reason, result.games) == (None, "draw", (0, 0))


# -- hand_winner: card_threshold, over_100, middle_loses, bid -------------------------------------


def test_card_threshold_61_of_120_ignores_marriages() -> None:
    """000: "L'obiettivo primario a Tute è raccogliere 61 o più punti sui 120 disponibili nel
    mazzo"."""
    over = {"hand_winner": "card_threshold"}
    result = score("tute-dos", piles(SIXTY_ONE), 1, [marriage(1, BASTOS)], overrides=over)
    assert breakdown(result) == [(61, 0, 0, 61), (59, 10, 40, 109)]
    assert words(result.winner_side, result.reason) == (0, "card_threshold")


def test_card_threshold_sixty_all() -> None:
    """000: "a parte l'esatto 60-60, che si traduce in un pareggio o la vittoria va al giocatore
    che ha preso l'ultima presa"; brisca (rulesets.md: "60-60 draw")."""
    sixty = "1O,1C,1E,1B,3O,12O,10O,2O"  # 44 + 10 + 4 + 2 = 60
    brisca = score("brisca", piles(sixty), 0, trump=OROS)
    assert [s.card_points for s in brisca.sides] == [60, 60]
    assert words(brisca.winner_side, brisca.reason, brisca.games) == (None, "draw", (0, 0))
    last = score("brisca", piles(sixty), 1, trump=OROS, overrides={"tie": "last_trick"})
    assert words(last.winner_side, last.reason) == (1, "last_trick")


def test_over_100() -> None:
    """rulesets.md: "`over_100` (Habanero, Guiñote)" and "over 100, else another round
    ("vueltas")"."""
    over = {"hand_winner": "over_100"}
    # seat 0: 61 + 40 = 101; seat 1: 59 + 10 = 69
    result = score("tute-dos", piles(SIXTY_ONE), 1, [marriage(0, BASTOS)], overrides=over)
    assert [s.total for s in result.sides] == [101, 69]
    assert words(result.winner_side, result.reason, result.games) == (0, "over_100", (1, 0))
    # seat 0: 61 + 20 = 81; seat 1: 69: nobody over 100, another round.
    none = score("tute-dos", piles(SIXTY_ONE), 1, [marriage(0, COPAS)], overrides=over)
    assert words(none.winner_side, none.reason, none.games) == (None, "no_winner", (0, 0))


def test_middle_loses() -> None:
    """rulesets.md: "`middle_loses` (cabrón)": the seat between the highest and lowest loses."""
    over = {"hand_winner": "middle_loses"}
    # tute-tres: 39 cards are captured; the unowned 40th (here the 2 of oros) is nobody's.
    # Seat 0: 11 + 10 + 11 = 32; seat 1: 11 + 10 + 11 + 10 + 4 + 3 + 4 = 53; seat 2: 35 + 10.
    captured = piles("1O,3O,1C", "1E,3E,1B,3B,12O,11O,12C,4O,5O", unowned="2O")
    assert [len(p) for p in captured] == [3, 9, 27]
    result = score("tute-tres", captured, 2, overrides=over)
    assert [s.total for s in result.sides] == [32, 53, 45]
    assert words(result.winner_side, result.loser_sides, result.reason) == (
        None, (2,), "middle_loses")
    # With two equal totals nobody is strictly in the middle: the seats that share a total
    # lose (regional.md 3b.8: "the players who share a score lose").
    level = piles("1O,3O,1C", "1E,3E,1B", unowned="2O")
    tied = score("tute-tres", level, 2, overrides=over)
    assert [s.total for s in tied.sides] == [32, 32, 66]
    assert words(tied.loser_sides, tied.reason) == ((0, 1), "shared_score_loses")


def test_bid_made_scores_what_the_side_took() -> None:
    """000: "Se la squadra che ha fatto l'offerta raggiunge il proprio obiettivo, segna i punti
    catturati ... La squadra in difesa segna comunque ciò che ha catturato"."""
    # Side 1 (seats 1, 3): seat 1 takes 84, seat 3 the rest but seat 0's and 2's piles.
    captured = piles("2O,4O,5O,6O", ACES_AND_THREES, "2C,4C,5C,6C")
    contract = Contract(declarer=1, amount=100)
    result = score("tute-subastado", captured, 3, [marriage(1, OROS)], trump=OROS,
                   contract=contract)
    assert breakdown(result) == [(0, 0, 0, 0), (120, 10, 40, 170)]
    assert words(result.contract_made, result.winner_side, result.reason) == (True, 1, "bid_made")
    assert [s.score for s in result.sides] == [0, 170]
    assert result.contract == contract


def test_bid_failed_subtracts_the_bid() -> None:
    """000: "Se non lo raggiunge, l'importo dell'offerta viene sottratto dal loro punteggio
    complessivo della partita (una penalità). La squadra in difesa segna comunque ciò che ha
    catturato"."""
    # Side 0 (seats 0, 2) bid 130 and took 84 + 10 de últimas; side 1 took 36.
    captured = piles(ACES_AND_THREES, "2O,4O,5O,6O", "2C,4C,5C,6C")
    result = score("tute-subastado", captured, 0, trump=COPAS,
                   contract=Contract(declarer=2, amount=130))
    assert breakdown(result) == [(84, 10, 0, 94), (36, 0, 0, 36)]
    assert words(result.contract_made, result.winner_side, result.reason) == (
        False, 1, "bid_failed")
    assert [s.score for s in result.sides] == [-130, 36]
    # 94 falls short of 95 by one point.
    short = score("tute-subastado", captured, 0, trump=COPAS,
                  contract=Contract(declarer=2, amount=95))
    assert (short.contract_made, short.sides[0].score) == (False, -95)
    # Reaching the bid exactly makes it: 84 + 4 + 2 card points and the 10 de últimas.
    exact_pile = piles(ACES_AND_THREES + ",12O,10O,2O,4O", "5O,6O,7O,2C", "4C,5C,6C,7C")
    exact = score("tute-subastado", exact_pile, 0, trump=COPAS,
                  contract=Contract(declarer=2, amount=100))
    assert (exact.sides[0].total, exact.contract_made, exact.sides[0].score) == (100, True, 100)


# -- double_at, last_trick_bonus ------------------------------------------------------------------


# Seat 0's two tricks: 30 card points (1O 3O 12O 11O 10O), or 31 (the knight of copas for the
# sota of oros); with the 10 de últimas and a 40 and a 20, 100 or 101.
THIRTY = "1O,3O,12O,11O,10O,2O,4O,5O"
THIRTY_ONE = "1O,3O,12O,11O,11C,2O,4O,5O"


@pytest.mark.parametrize(
    ("double_at", "pile", "total", "games"),
    [(None, THIRTY_ONE, 101, (1, 0)), (101, THIRTY_ONE, 101, (2, 0)),
     (101, THIRTY, 100, (1, 0))],
)
def test_double_at(double_at: int | None, pile: str, total: int, games: tuple[int, int]) -> None:
    """001: "In alcune versioni, se una coppia vince con almeno 101 punti, vince due partite
    invece di una"; 002: "si la pareja supera los cien puntos se le asigna un tanto extra"."""
    captured = piles(pile, "2C,4C,5C,6C", "2E,4E,5E,6E")
    result = score("tute-parejas", captured, 0, [marriage(0, BASTOS), marriage(0, ESPADAS)],
                   overrides={"double_at": double_at})
    assert result.sides[0].total == total
    assert result.sides[1].total == 120 - (total - 70)
    assert words(result.winner_side, result.games) == (0, games)


def test_last_trick_bonus_10_and_0() -> None:
    """003: "120 pontos, mais 10 pela última vaza"; rulesets.md: `last_trick_bonus` 0 for
    brisca ("no últimas")."""
    ten = score("tute-dos", piles(SIXTY_ONE), 1)
    assert [s.last_trick_bonus for s in ten.sides] == [0, 10]
    zero = score("tute-dos", piles(SIXTY_ONE), 1, overrides={"last_trick_bonus": 0})
    assert [s.last_trick_bonus for s in zero.sides] == [0, 0]
    assert [s.total for s in zero.sides] == [61, 59]
    assert find_ruleset("brisca").last_trick_bonus == 0


# -- tute and capote ------------------------------------------------------------------------------

TUTE_OF_KINGS = Declaration(0, DeclarationKind.TUTE, rank=12)


@pytest.mark.parametrize(("effect", "wins_game"), [("win_hand", False), ("win_game", True)])
def test_tute_ends_the_hand_whatever_the_score(effect: str, wins_game: bool) -> None:
    """003: "Ter os quatro reis, ou os quatro cavalos, e cantá-lo ganha a mão de imediato, seja
    qual for a pontuação"; 002: "en algunos casinos y torneos cuando se canta tute se da por
    finalizada la partida"."""
    # Three tricks played: seat 1 took two (21 + 11), then seat 0 one (4 points) and sang.
    captured = [list(cards("5O,12E")), list(cards("1O,3O,1C,2C"))]
    result = score("tute-dos", captured, 0, [marriage(1, OROS), TUTE_OF_KINGS],
                   overrides={"tute_effect": effect}, trump=OROS)
    assert words(result.winner_side, result.reason, result.tute_side) == (0, "tute", 0)
    assert result.games == (1, 0)
    assert result.wins_game is wins_game
    # No 10 de últimas: the hand never reached its last trick.
    assert breakdown(result) == [(4, 0, 0, 4), (32, 0, 40, 72)]


def test_tute_continue_hand_scores_nothing_itself() -> None:
    """002: "No es algo que esté generalizado, lo más normal es finalizar la manga
    independientemente de los cánticos"."""
    over = {"tute_effect": "continue_hand"}
    result = score("tute-dos", piles(FIFTY_FIVE), 1, [TUTE_OF_KINGS], overrides=over)
    assert result.reason == "most_points" and result.tute_side is None
    assert breakdown(result) == [(55, 0, 0, 55), (65, 10, 0, 75)]
    # Played on, the hand must account for every card.
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", [list(cards("5O,12E")), list(cards("1O,3O"))], 1, [TUTE_OF_KINGS],
              overrides=over)
    assert ("CAPTURED_COUNT_IMPOSSIBLE", "/captured") in problems(error)


def test_capote_flag() -> None:
    """rulesets.md: "`capote` *(ext)*: Habanero declares it when the stock runs out; cabrón
    scores it automatically" (capote: one side takes every trick). With `capote: off` (every
    source game) nothing is reported."""
    on = {"capote": "automatic"}
    everything = score("tute-dos", [list(DECK), []], 0, overrides=on)
    assert everything.capote_side == 0
    assert [s.tricks for s in everything.sides] == [20, 0]
    pairs = score("tute-parejas", piles("-", "-", "-"), 3, overrides=on)
    assert pairs.capote_side == 1
    assert score("tute-dos", piles(SIXTY_ONE), 0, overrides=on).capote_side is None
    # Habanero's declared capote counts only when announced (rulesets/test_tute_habanero.py).
    declared = score("tute-dos", [list(DECK), []], 0, overrides={"capote": "declared"})
    assert declared.capote_side is None
    assert score("tute-dos", [list(DECK), []], 0).capote_side is None  # capote: off
    # Capote carries no points of its own: the totals are the plain count.
    assert everything.sides[0].total == 130


# -- input problems -------------------------------------------------------------------------------


def test_duplicate_captured_card() -> None:
    """rulesets.md: 40 distinct cards; design.md: a card in two places is an impossible state."""
    captured = piles(SIXTY_ONE)
    captured[1][0] = captured[0][0]
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", captured, 1)
    assert ("DUPLICATE_CARD", "/captured/1/cards/0") in problems(error)


def test_impossible_counts_are_all_reported() -> None:
    """000: "Nella partita a 2 giocatori, questo significa un totale di 20 prese": a seat
    captures two cards a trick, and a finished hand accounts for all 40."""
    captured = [list(cards("1O,3O,1C")), list(cards("1E,3E,1B,3B,12O"))]
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", captured, 0)
    assert problems(error) == {
        ("CAPTURED_COUNT_IMPOSSIBLE", "/captured/0/cards"),
        ("CAPTURED_COUNT_IMPOSSIBLE", "/captured/1/cards"),
        ("CAPTURED_COUNT_IMPOSSIBLE", "/captured"),
    }


def test_seat_and_winner_problems() -> None:
    """rulesets.md: seats are numbered 0..n-1; the last trick's winner took cards."""
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", [list(DECK)], 0)
    assert ("CAPTURED_SEATS", "/captured") in problems(error)
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", piles(SIXTY_ONE), None)
    assert problems(error) == {("LAST_TRICK_WINNER_REQUIRED", "/last_trick_winner")}
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", [list(DECK), []], 1)
    assert problems(error) == {("LAST_TRICK_WINNER_EMPTY", "/last_trick_winner")}
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", piles(SIXTY_ONE), 2, [marriage(3, OROS)])
    assert problems(error) == {("SEAT_OUT_OF_RANGE", "/last_trick_winner"),
                               ("SEAT_OUT_OF_RANGE", "/declarations/0/seat")}


def test_declaration_problems() -> None:
    """rulesets.md: "a suit once"; 000: "Puoi Cantar solo immediatamente dopo aver vinto una
    presa"; 000: "Nessun Cantar a Briscola"."""
    twice = [marriage(0, OROS), marriage(0, OROS)]
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", piles(SIXTY_ONE), 0, twice)
    assert problems(error) == {("SUIT_ALREADY_DECLARED", "/declarations/1/suit")}
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", [list(DECK), []], 0, [marriage(1, COPAS)])
    assert problems(error) == {("NO_TRICK_WON", "/declarations/0/seat")}
    with pytest.raises(InvalidInputError) as error:
        score("brisca", piles(SIXTY_ONE), 0, [marriage(0, COPAS)], trump=OROS)
    assert problems(error) == {("NOT_DECLARABLE", "/declarations/0/kind")}
    with pytest.raises(InvalidInputError) as error:
        score("tute-dos", piles(SIXTY_ONE), 0,
              [TUTE_OF_KINGS, Declaration(0, DeclarationKind.TUTE, rank=11)],
              overrides={"tute_effect": "continue_hand"})
    assert problems(error) == {("TUTE_ALREADY_DECLARED", "/declarations/1")}


def test_partner_declaring_needs_its_side_to_have_won() -> None:
    """001: "il partner di un giocatore che vince un tratto può anche dichiarare"."""
    captured = piles("1O,3O,1C,3C", "-", "2C,4C,5C,6C")  # seat 1 took nothing, seat 3 did
    with pytest.raises(InvalidInputError) as error:
        score("tute-parejas", captured, 3, [marriage(1, OROS)])
    assert problems(error) == {("NO_TRICK_WON", "/declarations/0/seat")}
    shared = score("tute-parejas", captured, 3, [marriage(1, OROS)],
                   overrides={"partner_may_declare": True})
    assert shared.sides[1].marriage_points == 20


def test_contract_and_deck_problems() -> None:
    """000: the auction's "miglior offerente" plays a contract; rulesets.md: the 36-card deck
    has no 2s."""
    with pytest.raises(InvalidInputError) as error:
        score("tute-subastado", piles("-", "-", "-"), 3, trump=OROS)
    assert problems(error) == {("CONTRACT_REQUIRED", "/contract")}
    with pytest.raises(InvalidInputError) as error:
        score("tute-subastado", piles("-", "-", "-"), 3, trump=OROS,
              contract=Contract(declarer=4, amount=70))
    assert problems(error) == {("SEAT_OUT_OF_RANGE", "/contract/declarer")}
    over = {"deck": 36, "hand_size": 9}
    thirty_six = [c for c in DECK if c.rank != 2]
    captured = [thirty_six[:8], thirty_six[8:16], thirty_six[16:24], thirty_six[24:]]
    captured[0][0] = DECK[1]  # the 2 of oros
    with pytest.raises(InvalidInputError) as error:
        score("tute-subastado", captured, 3, trump=OROS, overrides=over,
              contract=Contract(declarer=0, amount=70))
    assert ("CARD_NOT_IN_DECK", "/captured/0/cards/0") in problems(error)
