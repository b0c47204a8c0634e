"""Cards and their codes (rulesets.md, "Card codes used everywhere"), order and points."""

from __future__ import annotations

import copy
import pickle

import pytest
from tute import (
    DECK,
    RANKS,
    SUITS,
    CardCodeError,
    Suit,
    card,
    find_ruleset,
    parse_card,
    parse_cards,
)
from tute.cards import suit_index_of

ALL_CODES = [f"{rank}{letter}" for letter in "OCEB" for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]


def test_the_deck_is_the_forty_card_baraja() -> None:
    """000_90306315c2680fee.txt: "Si noti che i numeri 8 e 9 non esistono nella Baraja Española"."""
    assert len(DECK) == 40
    assert RANKS == (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
    assert [s.value for s in SUITS] == ["O", "C", "E", "B"]
    assert sorted(c.code for c in DECK) == sorted(ALL_CODES)
    assert [c.index for c in DECK] == list(range(40))


@pytest.mark.parametrize("code", ALL_CODES)
def test_every_code_parses_and_formats_back(code: str) -> None:
    """rulesets.md: "rank then suit letter, e.g. `1O` (as de oros), `12B` (rey de bastos)"."""
    parsed = parse_card(code)
    assert parsed.code == code
    assert str(parsed) == code
    assert repr(parsed) == f"Card({code})"
    assert parsed is DECK[parsed.index]
    assert parsed is card(parsed.rank, parsed.suit)
    assert parsed.suit is Suit(code[-1])
    assert parsed.rank == int(code[:-1])


def test_named_examples() -> None:
    """rulesets.md: "`1O` (as de oros), `12B` (rey de bastos), `10C` (sota de copas)"."""
    assert (parse_card("1O").rank, parse_card("1O").suit) == (1, Suit.OROS)
    assert (parse_card("12B").rank, parse_card("12B").suit) == (12, Suit.BASTOS)
    assert (parse_card("10C").rank, parse_card("10C").suit) == (10, Suit.COPAS)
    assert parse_card("7E").suit is Suit.ESPADAS


@pytest.mark.parametrize(
    ("code", "says"),
    [
        ("13O", "13"),
        ("8C", "8"),
        ("9E", "9"),
        ("0B", "0"),
        ("1X", "'X'"),
        ("", "empty"),
        ("O", "''"),
        ("12", "'2'"),
        ("01O", "'01'"),
        ("+1O", "'+1'"),
        (" 1O", "' 1'"),
        ("1O ", "' '"),
        ("²O", "'²'"),
        ("\u0661O", "'\u0661'"),  # ARABIC-INDIC DIGIT ONE
        ("1OO", "'1O'"),
        ("10", "'0'"),
    ],
)
def test_bad_codes_are_rejected_naming_the_input(code: str, says: str) -> None:
    with pytest.raises(CardCodeError) as err:
        parse_card(code)
    assert err.value.value == code
    assert repr(code) in str(err.value)
    assert says in err.value.reason


@pytest.mark.parametrize("code", ["12b", "1o", "10c", "7e"])
def test_lower_case_is_rejected_and_the_error_names_the_upper_case_code(code: str) -> None:
    """Codes are upper case only, so every client writes the same code for the same card."""
    with pytest.raises(CardCodeError) as err:
        parse_card(code)
    assert err.value.value == code
    assert repr(code.upper()) in str(err.value)
    assert "upper case" in err.value.reason


@pytest.mark.parametrize("value", [12, 1.0, None, b"1O", ["1O"], ("1O",), {"card": "1O"}, True])
def test_non_strings_are_rejected_naming_the_input(value: object) -> None:
    with pytest.raises(CardCodeError) as err:
        parse_card(value)
    assert err.value.value is value
    assert repr(value) in str(err.value)
    assert type(value).__name__ in err.value.reason


def test_card_code_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="13O"):
        parse_card("13O")


def test_suit_letters() -> None:
    assert [Suit.parse(letter) for letter in "OCEB"] == list(SUITS)
    assert Suit.BASTOS.letter == "B"
    with pytest.raises(CardCodeError, match="upper case"):
        Suit.parse("o")
    with pytest.raises(CardCodeError, match="'X'"):
        Suit.parse("X")
    with pytest.raises(CardCodeError):
        Suit.parse(1)


def test_card_constructor_rejects_ranks_outside_the_deck() -> None:
    with pytest.raises(CardCodeError, match="8O"):
        card(8, Suit.OROS)


def test_parse_cards() -> None:
    assert parse_cards(["1O", "12B"]) == (parse_card("1O"), parse_card("12B"))
    assert parse_cards(()) == ()
    with pytest.raises(CardCodeError) as err:
        parse_cards(["1O", "8B"])
    assert err.value.value == "8B"
    with pytest.raises(CardCodeError):
        parse_cards("1O")


def test_cards_are_single_values_that_survive_copy_and_pickle() -> None:
    ace = parse_card("1O")
    assert copy.copy(ace) is ace
    assert copy.deepcopy(ace) is ace
    assert pickle.loads(pickle.dumps(ace)) is ace
    assert len({parse_card(c) for c in ALL_CODES + ALL_CODES}) == 40


# -- order and points -----------------------------------------------------------------------


def _order(ruleset_id: str, **overrides: object) -> list[int]:
    ruleset = find_ruleset(ruleset_id, overrides)
    oros = [c for c in DECK if c.suit is Suit.OROS]
    return [c.rank for c in sorted(oros, key=lambda c: -ruleset.strength[c.index])]


def _points(ruleset_id: str, **overrides: object) -> dict[int, int]:
    ruleset = find_ruleset(ruleset_id, overrides)
    return {c.rank: ruleset.points[c.index] for c in DECK if c.suit is Suit.COPAS}


def test_tute_order() -> None:
    """000_90306315c2680fee.txt: "Asso, Tre, Re, Cavallo, Fante, 7, 6, 5, 4, 2";
    003_75e86fcfe8b45947.txt: "Ás, três, rei, cavalo, valete, sete, seis, cinco, quatro, dois"."""
    assert _order("tute-dos") == [1, 3, 12, 11, 10, 7, 6, 5, 4, 2]
    assert _order("brisca") == [1, 3, 12, 11, 10, 7, 6, 5, 4, 2]


def test_tute_points() -> None:
    """003_75e86fcfe8b45947.txt: "Ás 11, três 10, rei 4, cavalo 3, valete 2, e tudo o resto nada";
    002_14bda97cc2fd8fa7.txt: "As (Once puntos)", "Tres (Diez puntos)"."""
    assert _points("tute-parejas") == {1: 11, 3: 10, 12: 4, 11: 3, 10: 2,
                                       7: 0, 6: 0, 5: 0, 4: 0, 2: 0}


@pytest.mark.parametrize("ruleset_id", ["tute-dos", "tute-parejas", "tute-tres",
                                        "tute-subastado", "brisca"])
@pytest.mark.parametrize("points", ["tute", "guinote"])
def test_the_forty_cards_carry_120_points(ruleset_id: str, points: str) -> None:
    """002_14bda97cc2fd8fa7.txt: "El número de puntos totales de la baraja es de 120"."""
    ruleset = find_ruleset(ruleset_id, {"card_points": points})
    assert sum(ruleset.points[c.index] for c in DECK) == 120
    assert sum(ruleset.points[c.index] for c in DECK) == 120


def test_guinote_order_and_points() -> None:
    """rulesets.md: "Guiñote swaps sota and caballo (1,3,12,10,11,… and sota 3, caballo 2)"."""
    assert _order("tute-parejas", rank_order="guinote") == [1, 3, 12, 10, 11, 7, 6, 5, 4, 2]
    assert _points("tute-parejas", card_points="guinote") == {
        1: 11, 3: 10, 12: 4, 10: 3, 11: 2, 7: 0, 6: 0, 5: 0, 4: 0, 2: 0}


def test_order_and_points_are_separate_switches() -> None:
    mixed = find_ruleset("tute-dos", {"rank_order": "guinote"})
    sota, caballo = parse_card("10B"), parse_card("11B")
    assert mixed.strength[sota.index] > mixed.strength[caballo.index]
    assert (mixed.points[sota.index], mixed.points[caballo.index]) == (2, 3)
    plain = find_ruleset("tute-dos")
    assert plain.strength[sota.index] < plain.strength[caballo.index]


def test_the_36_card_deck_drops_the_twos() -> None:
    """rulesets.md: "`deck`: 40 cards, or 36 with the 2s removed"."""
    ruleset = find_ruleset("tute-tres", {"deck": 36, "hand_size": 12,
                                         "trump_method": "declarer_names"})
    assert len(ruleset.deck_cards) == 36
    assert all(c.rank != 2 for c in ruleset.deck_cards)
    assert sum(ruleset.points[c.index] for c in ruleset.deck_cards) == 120


def test_suit_index_of_is_the_suits_place_and_block() -> None:
    """``suit_index_of`` (the solver's bit-set blocks) is each suit's place in SUITS and
    ``offset // 10``: oros, copas, espadas, bastos."""
    for index, suit in enumerate(SUITS):
        assert suit_index_of(suit) == index == suit.offset // 10
