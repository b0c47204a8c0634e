"""Impossible positions: every problem is found, named by a JSON pointer, and all are reported."""

from __future__ import annotations

import pytest
from tute import (
    ImpossiblePositionError,
    InvalidInputError,
    PlayPosition,
    check_position,
    find_ruleset,
    judge_plays,
    legal_plays,
    parse_card,
    parse_position,
    position_problems,
    validate_play,
)

from tests.support.words import words


def _problems(ruleset_id: str, position: PlayPosition, **overrides: object
              ) -> set[tuple[str, str]]:
    ruleset = find_ruleset(ruleset_id, overrides)
    return {(p.code, p.field) for p in position_problems(ruleset, position)}


EIGHT = "1O,3O,12C,4E,5B,7B,10E,11C"


@pytest.mark.parametrize(("ruleset_id", "position"), [
    ("tute-dos", parse_position(f"trump=O seat=0 hand={EIGHT} stock=24 turn_up=2O")),
    ("tute-dos", parse_position(f"trump=O seat=1 hand={EIGHT} trick=0:6O stock=2")),
    ("tute-dos", parse_position("trump=O seat=1 hand=1O,4C trick=0:6O")),
    ("tute-parejas", parse_position("trump=O seat=1 hand=1O,3O,12C trick=0:6O")),
    ("tute-parejas", parse_position("trump=O seat=0 hand=1O,3O,12C trick=1:6O,2:5O,3:4O "
                                    "turn_up=4O")),
    ("tute-parejas", parse_position("trump=O seat=3 hand=1O trick=0:6O,1:5O,2:4O turn_up=1O")),
    ("tute-tres", parse_position(f"trump=B seat=2 hand={EIGHT},2C,3C,4C,5C,6C "
                                 "trick=0:6O,1:5O turn_up=2B")),
    ("tute-subastado", parse_position("trump=E seat=0 hand=1O trick=1:6O,2:5O,3:4O")),
    ("brisca", parse_position("trump=E seat=1 hand=1O,3O,12C trick=0:6O stock=34 turn_up=2E")),
    ("brisca", parse_position("trump=E seat=0 hand=1O trick=1:6O")),
])
def test_possible_positions_have_no_problems(ruleset_id: str, position: PlayPosition) -> None:
    assert _problems(ruleset_id, position) == set()
    check_position(find_ruleset(ruleset_id), position)


def test_a_card_twice_in_the_hand() -> None:
    position = parse_position("trump=O seat=1 hand=1O,3O,12C,1O trick=0:6O")
    ruleset = find_ruleset("tute-parejas")
    [problem] = position_problems(ruleset, position)
    assert words(problem.code, problem.field) == ("DUPLICATE_CARD", "/hand/3")
    assert "1O" in str(problem.message) and "/hand/0" in str(problem.message)


def test_a_card_in_the_hand_and_on_the_table() -> None:
    position = parse_position("trump=O seat=2 hand=1O,3O,12C trick=0:6O,1:3O")
    assert _problems("tute-parejas", position) == {("DUPLICATE_CARD", "/trick/1/card")}


def test_a_card_twice_on_the_table() -> None:
    position = parse_position("trump=O seat=2 hand=1O trick=0:6O,1:6O")
    assert _problems("tute-parejas", position) == {("DUPLICATE_CARD", "/trick/1/card")}


def test_the_turn_up_in_a_hand_during_the_stock_phase() -> None:
    """000_90306315c2680fee.txt: the turn-up lies "sotto il mazzo di riserva" until the last
    draw."""
    position = parse_position(f"trump=O seat=0 hand={EIGHT} stock=10 turn_up=3O")
    assert _problems("tute-dos", position) == {("DUPLICATE_CARD", "/turn_up")}


def test_the_three_player_turn_up_belongs_to_nobody() -> None:
    """000_90306315c2680fee.txt: "posizionare la carta rimanente a faccia in su sul tavolo"."""
    position = parse_position("trump=B seat=1 hand=1B,3O trick=0:6O turn_up=1B")
    assert _problems("tute-tres", position) == {("DUPLICATE_CARD", "/turn_up")}


def test_the_dealer_keeps_the_dealer_last_card() -> None:
    """001_d285373a66c51f0b.txt: "Quando gli altri giocatori hanno visto la carta, il dealer può
    prendere la carta e giocarla come le altre"."""
    in_hand = parse_position("trump=B seat=1 hand=1B,3O trick=0:6O turn_up=1B")
    on_table = parse_position("trump=B seat=2 hand=3O trick=0:6O,1:1B turn_up=1B")
    assert _problems("tute-parejas", in_hand) == set()
    assert _problems("tute-parejas", on_table) == set()


@pytest.mark.parametrize(("stock", "cards"), [(10, 7), (10, 9), (24, 1), (2, 3)])
def test_a_stock_phase_hand_holds_exactly_hand_size_cards(stock: int, cards: int) -> None:
    """003_75e86fcfe8b45947.txt: "Quem ganha tira primeiro e quem perde depois, por isso as mãos
    mantêm-se em oito"."""
    hand = ["1O", "3O", "12C", "4E", "5B", "7B", "10E", "11C", "2C"][:cards]
    position = parse_position(f"trump=O seat=0 hand={','.join(hand)} stock={stock}")
    assert _problems("tute-dos", position) == {("HAND_SIZE_IMPOSSIBLE", "/hand")}


@pytest.mark.parametrize(("ruleset_id", "cards"), [
    ("tute-dos", 9), ("tute-parejas", 11), ("tute-tres", 14), ("brisca", 4)])
def test_a_hand_larger_than_the_deal(ruleset_id: str, cards: int) -> None:
    """001_d285373a66c51f0b.txt: "ogni giocatore riceve 10 carte"; 000_90306315c2680fee.txt: "13
    carte a testa" (three players)."""
    codes = (EIGHT + ",2C,3C,4C,5C,6C,7C").split(",")[:cards]
    position = parse_position(f"trump=O seat=0 hand={','.join(codes)}")
    assert _problems(ruleset_id, position) == {("HAND_SIZE_IMPOSSIBLE", "/hand")}


def test_an_empty_hand() -> None:
    assert _problems("tute-parejas", parse_position("trump=O seat=0 hand=-")) == {
        ("HAND_EMPTY", "/hand")}


@pytest.mark.parametrize(("ruleset_id", "seat", "trick"), [
    ("tute-dos", 0, "1:6O,0:5O"),
    ("tute-parejas", 0, "1:6O,2:5O,3:4O,0:3O"),
    ("tute-tres", 2, "0:6O,1:5O,2:4O"),
])
def test_a_trick_with_a_card_from_every_seat_already(ruleset_id: str, seat: int, trick: str
                                                     ) -> None:
    position = parse_position(f"trump=O seat={seat} hand=1C trick={trick}")
    assert ("TRICK_TOO_LONG", "/trick") in _problems(ruleset_id, position)


@pytest.mark.parametrize(("seat", "trick", "fields"), [
    (2, "1:6O,0:5O", {"/trick/0/seat", "/trick/1/seat"}),  # backwards
    (3, "0:6O,2:5O", {"/trick/0/seat"}),                   # skips seat 1: seat 1 then 2
    (1, "1:6O", {"/trick/0/seat"}),                        # the acting seat already played
    (0, "2:6O", {"/trick/0/seat"}),                        # seat 3 plays just before 0
    (2, "0:6O,0:5O", {"/trick/1/seat"}),
])
def test_seats_out_of_playing_order(seat: int, trick: str, fields: set[str]) -> None:
    """rulesets.md: "Seats are numbered `0..n-1` **in playing order**"."""
    position = parse_position(f"trump=O seat={seat} hand=1C trick={trick}")
    found = _problems("tute-parejas", position)
    assert found == {("SEAT_OUT_OF_ORDER", f) for f in fields}


def test_seats_out_of_range() -> None:
    assert _problems("tute-parejas", parse_position("trump=O seat=4 hand=1C")) == {
        ("SEAT_OUT_OF_RANGE", "/seat")}
    assert _problems("tute-dos", parse_position("trump=O seat=-1 hand=1C")) == {
        ("SEAT_OUT_OF_RANGE", "/seat")}
    assert _problems("tute-tres", parse_position("trump=O seat=1 hand=1C trick=3:6O")) == {
        ("SEAT_OUT_OF_RANGE", "/trick/0/seat")}


def test_trick_order_is_still_checked_when_the_acting_seat_is_out_of_range() -> None:
    found = _problems("tute-parejas", parse_position("trump=O seat=7 hand=1C trick=0:6O,2:5O"))
    assert found == {("SEAT_OUT_OF_RANGE", "/seat"), ("SEAT_OUT_OF_ORDER", "/trick/1/seat")}


def test_trump_contradicting_the_turn_up() -> None:
    """000_90306315c2680fee.txt: "Il seme di questa carta è il seme di briscola (palo de triunfo)
    per l'intero round"."""
    position = parse_position(f"trump=O seat=0 hand={EIGHT} stock=20 turn_up=6B")
    assert _problems("tute-dos", position) == {("TRUMP_CONTRADICTS_TURN_UP", "/trump")}
    dealer_card = parse_position("trump=O seat=1 hand=1C trick=0:6O turn_up=5B")
    assert _problems("tute-parejas", dealer_card) == {("TRUMP_CONTRADICTS_TURN_UP", "/trump")}


@pytest.mark.parametrize(("ruleset_id", "stock", "overrides"), [
    ("tute-dos", 25, {}),   # more than the 24 left after the deal
    ("tute-dos", 23, {}),   # odd: two cards are drawn after each trick
    ("tute-dos", -2, {}),
    ("tute-dos", 26, {}),
    ("brisca", 36, {}),     # 40 - 2*3 = 34 at most
    ("brisca", 30, {"players": 4}),  # 28, 24, ... with four players
    ("tute-dos", 30, {"hand_size": 6}),  # 28 at most with hands of 6
])
def test_stock_sizes_that_cannot_occur(ruleset_id: str, stock: int,
                                       overrides: dict[str, object]) -> None:
    """000_90306315c2680fee.txt: "Posizionare le rimanenti 24 carte a faccia in giù ... come mazzo
    di riserva"; "entrambi i giocatori pescano una carta dal mazzo di riserva"."""
    hand_size = find_ruleset(ruleset_id, overrides).hand_size
    hand = ",".join(EIGHT.split(",")[:hand_size])
    position = parse_position(f"trump=O seat=0 hand={hand} stock={stock}")
    assert _problems(ruleset_id, position, **overrides) == {
        ("STOCK_SIZE_IMPOSSIBLE", "/stock_size")}


def test_a_stock_in_a_game_without_one() -> None:
    """000_90306315c2680fee.txt: "Non c'è un mazzo di riserva nella partita a 4 giocatori"."""
    assert _problems("tute-parejas", parse_position("trump=O seat=0 hand=1C stock=4")) == {
        ("STOCK_NOT_IN_GAME", "/stock_size")}


def test_a_turn_up_with_an_empty_stock() -> None:
    """000_90306315c2680fee.txt: "il perdente prende la carta di briscola a faccia in su" with the
    last draw."""
    position = parse_position("trump=O seat=1 hand=1C,2C trick=0:6O turn_up=5O")
    assert _problems("tute-dos", position) == {("TURN_UP_WITHOUT_STOCK", "/turn_up")}


def test_a_turn_up_where_trumps_are_named() -> None:
    """000_90306315c2680fee.txt: "Il miglior offerente dichiara il seme di briscola" (no card is
    turned)."""
    position = parse_position("trump=O seat=1 hand=1C trick=0:6O turn_up=5O")
    assert _problems("tute-subastado", position) == {("TURN_UP_NOT_IN_GAME", "/turn_up")}


def test_no_trump() -> None:
    assert _problems("tute-dos", parse_position(f"trump=- seat=0 hand={EIGHT} stock=24")) == {
        ("TRUMP_REQUIRED", "/trump")}


def test_a_two_in_the_36_card_deck() -> None:
    """rulesets.md: "`deck`: 40 cards, or 36 with the 2s removed"."""
    position = parse_position("trump=O seat=1 hand=1C,2O trick=0:2C")
    assert _problems("tute-tres", position, deck=36, hand_size=12,
                     trump_method="declarer_names") == {
        ("CARD_NOT_IN_DECK", "/hand/1"), ("CARD_NOT_IN_DECK", "/trick/0/card")}


def test_several_problems_are_all_reported() -> None:
    position = parse_position("trump=O seat=1 hand=1O,3O,12C,1O,4C trick=1:3O stock=23 "
                              "turn_up=5B")
    found = _problems("tute-dos", position)
    assert found == {
        ("DUPLICATE_CARD", "/hand/3"),           # 1O twice
        ("DUPLICATE_CARD", "/trick/0/card"),     # 3O in hand and on the table
        ("SEAT_OUT_OF_ORDER", "/trick/0/seat"),  # seat 1 cannot have played before itself
        ("HAND_SIZE_IMPOSSIBLE", "/hand"),       # 5 cards while the stock lasts
        ("STOCK_SIZE_IMPOSSIBLE", "/stock_size"),
        ("TRUMP_CONTRADICTS_TURN_UP", "/trump"),
    }


def test_several_problems_in_a_partnership_position() -> None:
    position = parse_position("trump=C seat=5 hand=1O,3O,12C,4E,5B,7B,10E,11C,2C,3C,4C "
                              "trick=0:1O,1:5O,2:6O,3:7O stock=4")
    found = _problems("tute-parejas", position)
    assert found == {
        ("SEAT_OUT_OF_RANGE", "/seat"),
        ("DUPLICATE_CARD", "/trick/0/card"),
        ("TRICK_TOO_LONG", "/trick"),
        ("HAND_SIZE_IMPOSSIBLE", "/hand"),
        ("STOCK_NOT_IN_GAME", "/stock_size"),
    }


def test_the_public_questions_refuse_an_impossible_position_listing_every_problem() -> None:
    ruleset = find_ruleset("tute-dos")
    position = parse_position("trump=O seat=3 hand=1O,1O trick=0:1O stock=5")
    expected = {(p.code, p.field) for p in position_problems(ruleset, position)}
    assert len(expected) >= 4
    for ask in (lambda: judge_plays(ruleset, position), lambda: legal_plays(ruleset, position),
                lambda: validate_play(ruleset, position, parse_card("1O")),
                lambda: check_position(ruleset, position)):
        with pytest.raises(ImpossiblePositionError) as err:
            ask()
        assert {(p.code, p.field) for p in err.value.problems} == expected
        assert isinstance(err.value, InvalidInputError)
        assert "/stock_size" in str(err.value) and "/hand/1" in str(err.value)


def test_the_check_can_be_skipped_for_trusted_callers() -> None:
    ruleset = find_ruleset("tute-parejas")
    position = parse_position("trump=O seat=1 hand=1C,1C,4C,5C,6C,7C,10C,11C,12C,2C,3C "
                              "trick=0:2O")
    judgement = judge_plays(ruleset, position, check=False)
    assert len(judgement.legal) == len(position.hand)
