"""The one encoder of engine values, and the flask-smorest hooks the API relies on."""

from __future__ import annotations

import dataclasses
from enum import StrEnum

import pytest
from tute import (
    DECK,
    Bid,
    BidKind,
    Contract,
    Declaration,
    DeclarationKind,
    Problem,
    Suit,
    TrickCard,
    deal_from_seed,
    find_ruleset,
    parse_card,
    score_hand,
)
from tute.api.encode import encode
from tute.api.smorest import TuteApi, TuteBlueprint, TuteParser
from tute.messages import msg, template_id
from tute.values import Duty


def test_cards_suits_and_enums_become_their_codes() -> None:
    assert encode(parse_card("12B")) == "12B"
    assert encode(Suit.OROS) == "O"
    assert encode(Duty.FULL) == "full" and type(encode(Duty.FULL)) is str
    assert encode(None) is None and encode(True) is True and encode(3) == 3


def test_a_dataclass_is_an_object_of_its_fields_in_declaration_order() -> None:
    found = encode(Declaration(1, DeclarationKind.MARRIAGE, Suit.COPAS, after_trick=2))
    assert list(found) == [f.name for f in dataclasses.fields(Declaration)]
    assert found == {"seat": 1, "kind": "marriage", "suit": "C", "rank": None, "card": None,
                     "after_trick": 2, "points": 0}
    assert encode(TrickCard(0, parse_card("1O"))) == {"seat": 0, "card": "1O"}
    assert encode(Problem("X", "/a", msg("m"))) == {"code": "X", "field": "/a", "message": "m",
                                                    "params": {}, "template_id": template_id("m")}


def test_a_message_is_its_text_in_the_language_and_its_params() -> None:
    """A Message member becomes ``message`` (English outside a request) and ``params``."""
    problem = Problem("X", "/a", msg("{card} or {suit}", card=DECK[0], suit=Suit.COPAS))
    assert encode(problem) == {"code": "X", "field": "/a", "message": "1O or C",
                               "params": {"card": "1O", "suit": "C"},
                               "template_id": problem.message.template_id}


def test_tuples_lists_and_mappings_nest() -> None:
    assert encode((Bid(1, BidKind.BID, 70), [Bid(2, BidKind.PASS)])) == [
        {"seat": 1, "kind": "bid", "amount": 70}, [{"seat": 2, "kind": "pass", "amount": None}]]
    assert encode({"tie": find_ruleset("brisca").tie}) == {"tie": "draw"}


def test_a_whole_engine_answer_is_plain_json() -> None:
    rules = find_ruleset("tute-subastado")
    deal = deal_from_seed(rules, 7)
    score = score_hand(rules, Suit.OROS, [list(deal.hands[0]) + list(deal.hands[1]),
                                          list(deal.hands[2]) + list(deal.hands[3]), [], []],
                       1, (), Contract(0, 70))
    found = encode(score)

    def plain(value: object) -> bool:
        if isinstance(value, dict):
            return all(type(k) is str and plain(v) for k, v in value.items())
        if isinstance(value, list):
            return all(plain(v) for v in value)
        return value is None or type(value) in (bool, int, str)

    assert plain(found) and found["contract"] == {"declarer": 0, "amount": 70}
    assert plain(encode(deal))


def test_a_value_without_a_json_form_is_refused() -> None:
    class Colour(StrEnum):
        RED = "red"

    assert encode(Colour.RED) == "red"
    with pytest.raises(TypeError, match="no JSON form"):
        encode(object())


def test_flask_smorest_is_adapted_through_its_documented_hooks() -> None:
    assert isinstance(TuteBlueprint.ARGUMENTS_PARSER, TuteParser)
    assert TuteApi.DEFAULT_ERROR_RESPONSE_NAME is None
    for kind in (TuteApi, TuteBlueprint):
        private = [name for name in vars(kind) if name.startswith("_") and callable(
            vars(kind)[name]) and not name.startswith("__")]
        assert private == [], f"{kind.__name__} overrides private methods: {private}"


def test_a_shared_exclusion_is_encoded_in_each_language() -> None:
    """Exclusions are shared values whose JSON is kept per language: asking in Spanish after
    English (and back) gives each language's text, never the other's."""
    from tute.api import language
    from tute.play import _EXCLUSIONS

    exclusion = _EXCLUSIONS[1][0]  # MUST_FOLLOW_SUIT for the first card of the deck
    english = encode(exclusion)
    try:
        language.choose("es")
        spanish = encode(exclusion)
    finally:
        language.choose(None)
    assert english["violations"][0]["message"] == (
        "you hold a card of the led suit and must follow it")
    assert spanish["violations"][0]["message"] == (
        "tienes una carta del palo de salida y debes asistir")
    assert encode(exclusion) == english and encode(exclusion) is encode(exclusion)
