"""Source 003's worked example ("Tute: uma partida de exemplo") as a complete tute-dos hand.

003 follows one two-player hand from the deal to the count. It is replayed here through
``adjudicate`` with ``swap_timing: on_own_lead`` (003: "podes trocá-lo por essa carta quando te
couber sair"), and every step of its account is asserted. "Tu" is the mano, seat 0; Ada deals,
seat 1. Suits: ♣ bastos (B, trumps), ♥ copas (C), ♦ oros (O), ♠ espadas (E). Ranks: "A" the ace
(1), "R" the king (12), "D" the dama, which plays the knight (003: "Aqui a dama faz de cavalo",
11), "V" the valete, the sota (10).

003 states only some cards and plays; the rest of the deal (Ada's hand, the stock order) and the
unnarrated tricks were filled in so that every stated fact holds, with Ada's and your choices
plausible for the free first phase and legal throughout.

**A discrepancy in 003, and how it is resolved.** 003 gives your opening hand as "7♣, R♣, R♥,
D♥, 3♦, V♦, 5♠ e 2♥", yet later "a Ada sai com o V♦, e tu levas com o 3♦ — doze pontos": the 12
points are the 3 (10) and that very sota (2), and there is only one V♦. Both cannot be true.
The later trick is kept, because it is narrated in detail and its 12 points are part of the
final count (tricks 68 v 62, totals 128 v 82); the opening hand instead holds the 4♦ (4O), another
oros card worth nothing, in place of V♦. Your hand keeps its shape (two oros, the 3 and a low
one) and every other stated card; the V♦ is Ada's.
"""

from __future__ import annotations

from tute import (
    HandAdjudication,
    HandRecord,
    PlayPosition,
    Suit,
    adjudicate,
    deal_from_cards,
    find_ruleset,
    judge_plays,
    parse_card,
    position_after,
)

from tests.support.records import actions, cards
from tests.support.words import words

RULES = find_ruleset("tute-dos", {"swap_timing": "on_own_lead"})
YOU, ADA = 0, 1

# 003: "Tens 7♣, R♣, R♥, D♥, 3♦, V♦, 5♠ e 2♥" (with 4♦ for V♦, see the module docstring).
YOUR_HAND = cards("7B,12B,12C,11C,3O,4O,5E,2C")
ADA_HAND = cards("1E,10O,4E,11O,10E,12O,6E,6C")
# Draw order; the last card is the turn-up, 003: "vira o A♣, por isso paus são trunfo". The
# first card is the one you draw after the first trick, 003: "Tiras primeiro e sai-te a D♣".
STOCK = cards("11B,12E,5O,5C,4C,2O,3B,10C,7O,6B,5B,7C,2E,1O,11E,3E,7E,3C,4B,10B,1C,2B,6O,1B")
DEAL = deal_from_cards(RULES, dealer=ADA, hands=[YOUR_HAND, ADA_HAND], stock=STOCK)

SWAP = "0:swap:7B"  # 003: "Na tua saída trocas: o A♣ vem para a tua mão"
TRICKS_1_2 = [
    "0:2C 1:4E",  # 003: "Sais com o 2♥ ... A Ada ... deita fora o 4♠"
    "0:marriage:B",  # 003: "Na tua saída cantas: quarenta pontos"
    "0:5E 1:6E",  # 003: "Sais com o 5♠, e a Ada leva-o com o 6♠"
    "1:marriage:O",  # 003: "Na saída dela, canta rei e cavalo de ouros, por vinte"
]
TRICKS_3_TO_12 = [
    "1:5O 0:4O",
    "1:6C 0:5C",
    "1:3B 0:2O",
    "1:10O 0:3O",  # 003: "Umas vazas depois a Ada sai com o V♦, e tu levas com o 3♦"
    "0:marriage:C",  # 003: "Cantas rei e cavalo de copas por vinte"
    "0:6B 1:12E",
    "0:10C 1:1O",
    "0:5B 1:11O",
    "0:2E 1:3E",
    "1:7C 0:11E",
    "1:1E 0:7E",  # trick 12: the last draws, Ada the hidden card, you the 7♣
]
TRICKS_13_TO_20 = [
    "1:1C 0:11C",  # 003: "A Ada sai com o A♥ ... jogas ... a D♥, em vez do R♥"
    "1:12O 0:11B",
    "0:12C 1:3C",
    "1:6O 0:12B",
    "0:7B 1:4B",
    "0:2B 1:10E",
    "0:10B 1:7O",
    "0:1B 1:4C",  # 003: "O teu A♣ ... Ganha a última vaza"
]
ACTIONS = actions(SWAP, *TRICKS_1_2, *TRICKS_3_TO_12, *TRICKS_13_TO_20)
RECORD = HandRecord(RULES, DEAL, ACTIONS)


def after(text: str) -> int:
    """The number of actions up to and including the one written ``text``."""
    return ACTIONS.index(actions(text)[0]) + 1


def replay() -> HandAdjudication:
    result = adjudicate(RECORD)
    assert result.legal and result.error is None
    return result


def test_the_record_is_a_complete_legal_hand() -> None:
    """003 plays the hand to its end: "Ganha a última vaza" after 20 tricks (000: "Nella
    partita a 2 giocatori, questo significa un totale di 20 prese")."""
    result = replay()
    assert result.complete and result.ended_by == "played_out"
    assert result.actions_applied == len(ACTIONS) == 1 + 3 + 40  # swap, marriages, plays
    assert len(result.tricks) == 20
    assert result.trump is Suit.BASTOS
    assert sum(t.points for t in result.tricks) == 120


def test_the_deal() -> None:
    """003: "A Ada dá oito a cada um e vira o A♣, por isso paus são trunfo ... Sai o jogador à
    esquerda de quem deu, e és tu"."""
    assert DEAL.turn_up == parse_card("1B") and DEAL.trump is Suit.BASTOS
    assert DEAL.first_to_act == YOU
    start = position_after(RECORD, 0, YOU)
    assert start.to_act == YOU and start.stock_size == 24
    assert set(start.hand) == set(YOUR_HAND)


def test_seven_swapped_for_the_ace_at_your_first_lead() -> None:
    """003: "Na tua saída trocas: o A♣ vem para a tua mão, e o 7♣ fica por baixo do baralho,
    como última carta a ser tirada" (no trick won yet: the on_own_lead timing)."""
    view = position_after(RECORD, after(SWAP), YOU)
    assert parse_card("1B") in view.hand and parse_card("7B") not in view.hand
    assert view.turn_up == parse_card("7B") and view.stock_size == 24
    assert view.tricks_played == 0
    swap = replay().declarations[0]
    assert words(swap.seat, swap.kind, swap.card) == (YOU, "swap", parse_card("7B"))
    # ... and the 7 is the last card drawn: the loser of trick 12, you, takes it (000: "il
    # perdente prende la carta di briscola a faccia in su").
    before_draw = position_after(RECORD, after("1:1E"), YOU)
    assert before_draw.stock_size == 2 and before_draw.turn_up == parse_card("7B")
    drawn = position_after(RECORD, after("1:1C"), YOU)
    assert drawn.stock_size == 0 and drawn.turn_up is None
    assert parse_card("7B") in drawn.hand


def test_no_marriage_before_a_trick_is_won() -> None:
    """003: "Ainda não podes cantar as copas — não ganhaste nenhuma vaza"."""
    for prefix in ((), actions(SWAP)):
        attempt = HandRecord(RULES, DEAL, (*prefix, *actions("0:marriage:C")))
        result = adjudicate(attempt)
        assert not result.legal and result.error is not None
        assert (result.error.index, result.error.code) == (len(prefix), "NO_TRICK_WON")
        assert result.error.expected_seat == YOU
        # Any card may lead; before the swap, the swap is what may be declared.
        assert set(result.error.legal_plays) == set(position_after(attempt, len(prefix),
                                                                   YOU).hand)
        offers = {(d.seat, d.kind) for d in result.error.available_declarations}
        assert offers == ({(YOU, "swap")} if not prefix else set())


def test_the_two_of_copas_wins_the_first_trick() -> None:
    """003: "Sais com o 2♥, que não vale nada. A Ada guarda as boas e deita fora o 4♠, e o teu
    dois de copas ganha a vaza"."""
    first = replay().tricks[0]
    assert words(first.leader, first.winner_seat, first.points) == (YOU, YOU, 0)
    assert first.winning_card == parse_card("2C")
    assert [t.card for t in first.cards] == [parse_card("2C"), parse_card("4E")]


def test_the_knight_of_trumps_is_drawn_and_the_forty_sung() -> None:
    """003: "Tiras primeiro e sai-te a D♣. Agora tens rei e cavalo de trunfo, e ganhaste uma
    vaza. Na tua saída cantas: quarenta pontos, las cuarenta"."""
    view = position_after(RECORD, after("0:marriage:B"), YOU)
    assert {parse_card("12B"), parse_card("11B")} <= set(view.hand)
    forty = replay().declarations[1]
    assert (forty.seat, forty.kind, forty.suit, forty.points) == (YOU, "marriage",
                                                                  Suit.BASTOS, 40)
    assert forty.after_trick == 1


def test_ada_takes_the_five_and_sings_twenty_in_oros() -> None:
    """003: "Sais com o 5♠, e a Ada leva-o com o 6♠. Na saída dela, canta rei e cavalo de
    ouros, por vinte"."""
    result = replay()
    second = result.tricks[1]
    assert words(second.leader, second.winner_seat) == (YOU, ADA)
    assert second.winning_card == parse_card("6E")
    twenty = result.declarations[2]
    assert (twenty.seat, twenty.suit, twenty.points, twenty.after_trick) == (ADA, Suit.OROS,
                                                                             20, 2)
    assert position_after(RECORD, after("1:marriage:O"), ADA).to_act == ADA


def test_your_three_of_oros_takes_her_sota_for_twelve() -> None:
    """003: "Umas vazas depois a Ada sai com o V♦, e tu levas com o 3♦ — doze pontos, e a
    saída. Cantas rei e cavalo de copas por vinte"."""
    result = replay()
    trick = next(t for t in result.tricks if t.winning_card == parse_card("3O"))
    assert trick.number >= 4  # "Umas vazas depois" the trick Ada took with the 6♠
    assert trick.leader == ADA and trick.cards[0].card == parse_card("10O")
    assert words(trick.winner_seat, trick.points) == (YOU, 12)
    copas = result.declarations[3]
    assert (copas.seat, copas.suit, copas.points, copas.after_trick) == (YOU, Suit.COPAS, 20,
                                                                         trick.number)
    assert position_after(RECORD, after("0:marriage:C"), YOU).to_act == YOU


def test_strict_phase_ada_leads_the_ace_of_copas() -> None:
    """003: "O baralho acaba, e as regras mudam. A Ada sai com o A♥. Tens de assistir, e bater
    se puderes — não podes, por isso jogas a tua copa mais barata, a D♥, em vez do R♥"; and
    "Cantaste sessenta pontos sem jogar nenhuma dessas quatro cartas. Continuam na tua mão"."""
    view = position_after(RECORD, after("1:1C"), YOU)
    assert view.stock_size == 0 and view.tricks_played == 12
    assert [t.card for t in view.trick] == [parse_card("1C")]
    assert set(cards("12B,11B,12C,11C")) <= set(view.hand)
    position = PlayPosition(view.trump, YOU, view.hand, view.trick, view.stock_size,
                            view.turn_up)
    judgement = judge_plays(RULES, position)
    assert judgement.phase == "strict"
    assert set(judgement.legal) == set(cards("12C,11C"))
    # Every other card breaks the duty to follow; neither copas can head the ace.
    assert {e.card for e in judgement.excluded} == set(view.hand) - set(cards("12C,11C"))
    assert {v.code for e in judgement.excluded for v in e.violations} == {"MUST_FOLLOW_SUIT"}
    thirteenth = replay().tricks[12]
    assert words(thirteenth.winner_seat, thirteenth.points) == (ADA, 11 + 3)


def test_your_ace_of_trumps_takes_the_last_trick() -> None:
    """003: "O teu A♣ é o trunfo mais alto, e guarda-lo para o fim. Ganha a última vaza, e os
    dez pontos que vêm com ela"."""
    result = replay()
    last = result.tricks[-1]
    assert words(last.number, last.winner_seat, last.winning_card) == (20, YOU, parse_card("1B"))
    assert all(parse_card("1B") not in {c.card for c in t.cards} for t in result.tricks[:-1])


def test_the_count() -> None:
    """003: "Em vazas tens 68 pontos contra 62 da Ada: os 130 da mão. Com os teus cantos chegas
    a 128; a Ada tem 82 com os seus vinte. A mão é tua"."""
    score = replay().score
    assert score is not None
    you, ada = score.sides
    assert words(you.card_points, you.last_trick_bonus, you.marriage_points) == (58, 10, 60)
    assert words(ada.card_points, ada.last_trick_bonus, ada.marriage_points) == (62, 0, 20)
    assert you.card_points + you.last_trick_bonus == 68
    assert words(you.total, ada.total) == (128, 82)
    assert words(score.winner_side, score.reason, score.games) == (YOU, "most_points", (1, 0))
    # The trick-by-trick history adds up to the same card points.
    tricks = replay().tricks
    assert sum(t.points for t in tricks if t.winner_seat == YOU) == 58
    assert sum(t.points for t in tricks if t.winner_seat == ADA) == 62
