"""Trick resolution: the highest trump, else the highest card of the led suit; the points in it."""

from __future__ import annotations

import pytest
from tute import (
    ImpossiblePositionError,
    InvalidInputError,
    Suit,
    find_ruleset,
    parse_trick,
    resolve_trick,
    trick_problems,
)


def _resolve(ruleset_id: str, trump: str | None, text: str, **overrides: object
             ) -> tuple[int, str, int]:
    ruleset = find_ruleset(ruleset_id, overrides)
    result = resolve_trick(ruleset, Suit(trump) if trump else None, parse_trick(text))
    return result.winner_seat, result.winning_card.code, result.points


def test_the_highest_card_of_the_led_suit_wins_without_trumps() -> None:
    """000_90306315c2680fee.txt: "La carta più alta del seme di uscita, se non è stata giocata
    briscola"."""
    assert _resolve("tute-parejas", "O", "0:4E,1:5E,2:1B,3:2E") == (1, "5E", 11)
    assert _resolve("tute-parejas", "O", "2:10B,3:11B,0:12B,1:7B") == (0, "12B", 9)


def test_the_highest_trump_wins() -> None:
    """000_90306315c2680fee.txt: "La carta di briscola più alta giocata, se è stata giocata
    briscola"."""
    assert _resolve("tute-parejas", "O", "0:7C,1:2O,2:3C,3:1O") == (3, "1O", 21)
    assert _resolve("tute-parejas", "O", "3:2C,0:4C,1:3O,2:2O") == (1, "3O", 10)


def test_the_lowest_trump_beats_a_plain_ace() -> None:
    """003_75e86fcfe8b45947.txt: "Ganha o trunfo mais alto, e se não, a carta mais alta do naipe de
    saída"."""
    assert _resolve("tute-dos", "C", "1:1O,0:2C") == (0, "2C", 11)


def test_off_suit_cards_never_win() -> None:
    """001_d285373a66c51f0b.txt: "Il tratto viene vinto dalla carta più alta del colore della carta
    iniziale o dal trionfo più alto se un trionfo è stato giocato"."""
    assert _resolve("tute-tres", "O", "0:2C,1:1E,2:1B") == (0, "2C", 22)


def test_worked_example_tricks() -> None:
    """003_75e86fcfe8b45947.txt: "o teu dois de copas ganha a vaza"; "levas com o 3♦ — doze pontos";
    "a Ada leva-o com o 6♠". You are seat 0 (mano), Ada seat 1; bastos are trumps."""
    assert _resolve("tute-dos", "B", "0:2C,1:4E") == (0, "2C", 0)
    assert _resolve("tute-dos", "B", "1:10O,0:3O") == (0, "3O", 12)
    assert _resolve("tute-dos", "B", "0:5E,1:6E") == (1, "6E", 0)


@pytest.mark.parametrize(("ruleset_id", "trick"), [
    ("tute-parejas", "0:1O,1:3O,2:12O,3:11O"),
    ("tute-parejas", "1:10C,2:7C,3:6C,0:5C"),
    ("tute-tres", "2:4B,0:2B,1:1C"),
    ("brisca", "1:1E,0:3E"),
])
def test_points_are_the_card_points_of_the_trick(ruleset_id: str, trick: str) -> None:
    """003_75e86fcfe8b45947.txt: "Ás 11, três 10, rei 4, cavalo 3, valete 2, e tudo o resto
    nada"."""
    values = {1: 11, 3: 10, 12: 4, 11: 3, 10: 2}
    expected = sum(values.get(t.card.rank, 0) for t in parse_trick(trick))
    assert _resolve(ruleset_id, "O", trick)[2] == expected


def test_points_follow_the_card_points_switch() -> None:
    """rulesets.md: Guiñote "sota 3, caballo 2"."""
    assert _resolve("tute-parejas", "O", "0:10C,1:4C,2:5C,3:6C") == (0, "10C", 2)
    assert _resolve("tute-parejas", "O", "0:10C,1:4C,2:5C,3:6C",
                    card_points="guinote") == (0, "10C", 3)


def test_the_winner_follows_the_rank_order_switch() -> None:
    """rulesets.md: "Guiñote swaps sota and caballo (1,3,12,10,11,…)"."""
    assert _resolve("tute-tres", "B", "0:11O,1:10O,2:4O") == (0, "11O", 5)
    assert _resolve("tute-tres", "B", "0:11O,1:10O,2:4O", rank_order="guinote") == (1, "10O", 5)


def test_four_player_brisca() -> None:
    assert _resolve("brisca", "E", "0:1O,1:7O,2:3O,3:2E", players=4) == (3, "2E", 21)


def test_no_trump_yet() -> None:
    """rulesets.md: `trump` is null "while no trump is fixed (auction before naming, cabrón)";
    then only the led suit counts. tute-dos fixes trumps before play, so it is refused there."""
    with pytest.raises(ImpossiblePositionError) as err:
        _resolve("tute-dos", None, "0:2C,1:1E")
    assert [(p.code, p.field) for p in err.value.problems] == [("TRUMP_REQUIRED", "/trump")]
    ruleset = find_ruleset("tute-dos")
    result = resolve_trick(ruleset, None, parse_trick("0:2C,1:1E"), check=False)
    assert (result.winner_seat, result.winning_card.code) == (0, "2C")


def _problems(ruleset_id: str, text: str, **overrides: object) -> set[tuple[str, str]]:
    ruleset = find_ruleset(ruleset_id, overrides)
    return {(p.code, p.field) for p in trick_problems(ruleset, Suit.OROS, parse_trick(text))}


@pytest.mark.parametrize(("ruleset_id", "trick"), [
    ("tute-parejas", "-"), ("tute-parejas", "0:1C"), ("tute-parejas", "0:1C,1:2C,2:3C"),
    ("tute-dos", "0:1C"), ("tute-tres", "1:1C,2:2C"), ("brisca", "1:3C"),
])
def test_incomplete_tricks_are_refused(ruleset_id: str, trick: str) -> None:
    assert _problems(ruleset_id, trick) == {("TRICK_INCOMPLETE", "/trick")}
    with pytest.raises(ImpossiblePositionError):
        _resolve(ruleset_id, "O", trick)


def test_a_trick_with_too_many_cards() -> None:
    assert _problems("tute-dos", "0:1C,1:2C,0:3C") == {("TRICK_TOO_LONG", "/trick")}
    assert _problems("tute-dos", "0:1C,1:2C,1:3C") == {
        ("TRICK_TOO_LONG", "/trick"), ("SEAT_OUT_OF_ORDER", "/trick/2/seat")}


def test_out_of_order_tricks_are_refused() -> None:
    """rulesets.md: "Seats are numbered `0..n-1` **in playing order**"."""
    assert _problems("tute-parejas", "0:1C,2:2C,1:3C,3:4C") == {
        ("SEAT_OUT_OF_ORDER", "/trick/1/seat"), ("SEAT_OUT_OF_ORDER", "/trick/2/seat"),
        ("SEAT_OUT_OF_ORDER", "/trick/3/seat")}
    assert _problems("tute-dos", "1:1C,1:2C") == {("SEAT_OUT_OF_ORDER", "/trick/1/seat")}
    with pytest.raises(ImpossiblePositionError):
        _resolve("tute-tres", "O", "0:1C,2:2C,1:3C")


def test_every_problem_of_a_trick_is_reported() -> None:
    # Seat 1 after the out-of-range seat 5 is not judged; seat 0 after seat 1 is out of order.
    found = _problems("tute-tres", "0:1C,5:1C,1:2C,0:3C")
    assert found == {
        ("TRICK_TOO_LONG", "/trick"),
        ("DUPLICATE_CARD", "/trick/1/card"),
        ("SEAT_OUT_OF_RANGE", "/trick/1/seat"),
        ("SEAT_OUT_OF_ORDER", "/trick/3/seat"),
    }


def test_a_trick_may_start_at_any_seat_and_wrap() -> None:
    assert _problems("tute-parejas", "2:1C,3:2C,0:3C,1:4C") == set()
    assert _resolve("tute-parejas", "O", "2:4C,3:2C,0:3C,1:1C") == (1, "1C", 21)


def test_a_two_in_the_36_card_deck() -> None:
    assert _problems("tute-tres", "0:1C,1:2C,2:3C", deck=36, hand_size=12,
                     trump_method="declarer_names") == {("CARD_NOT_IN_DECK", "/trick/1/card")}


def test_unchecked_resolution_still_refuses_an_empty_trick() -> None:
    with pytest.raises(InvalidInputError) as err:
        resolve_trick(find_ruleset("tute-dos"), Suit.OROS, (), check=False)
    assert [(p.code, p.field) for p in err.value.problems] == [("TRICK_INCOMPLETE", "/trick")]
