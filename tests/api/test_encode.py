"""Engine values as the contract's JSON: the answer schemas serialize the engine's objects
themselves (one pass), and the flask-smorest hooks the API relies on."""

from __future__ import annotations

import dataclasses

from tute import (
    DECK,
    Bid,
    BidKind,
    Contract,
    Declaration,
    DeclarationKind,
    Suit,
    TrickCard,
    deal_from_seed,
    find_ruleset,
    parse_card,
    score_hand,
)
from tute.api import language
from tute.api.derive import ExclusionSchema, ViolationSchema
from tute.api.encode import encode
from tute.api.schemas import CHOICES, CardCode, MessageParams, MessageText, OneOfText, SuitLetter
from tute.api.smorest import TuteApi, TuteBlueprint, TuteParser
from tute.messages import msg
from tute.play import _EXCLUSIONS
from tute.rules import Violation
from tute.values import Duty


def test_cards_suits_enums_and_messages_become_their_json() -> None:
    assert CardCode().serialize("c", {"c": parse_card("12B")}) == "12B"
    assert SuitLetter().serialize("s", {"s": Suit.OROS}) == "O"
    duty = OneOfText(CHOICES["Duty"])
    assert duty.serialize("d", {"d": Duty.FULL}) == "full"
    assert type(duty.serialize("d", {"d": Duty.FULL})) is str
    message = msg("{card} or {suit}", card=DECK[0], suit=Suit.COPAS)
    assert MessageText().serialize("m", {"m": message}) == "1O or C"
    assert MessageParams().serialize("m", {"m": message}) == {"card": "1O", "suit": "C"}
    # values already in their JSON form stay as they are
    assert CardCode().serialize("c", {"c": "1O"}) == "1O"


def test_a_dataclass_is_an_object_of_its_fields_in_declaration_order() -> None:
    found = encode(Declaration(1, DeclarationKind.MARRIAGE, Suit.COPAS, after_trick=2))
    assert list(found) == [f.name for f in dataclasses.fields(Declaration)]
    assert found == {"seat": 1, "kind": "marriage", "suit": "C", "rank": None, "card": None,
                     "after_trick": 2, "points": 0}
    assert encode(TrickCard(0, parse_card("1O"))) == {"seat": 0, "card": "1O"}
    assert encode((Bid(1, BidKind.BID, 70), Bid(2, BidKind.PASS))) == [
        {"seat": 1, "kind": "bid", "amount": 70}, {"seat": 2, "kind": "pass", "amount": None}]


def test_a_message_member_is_its_text_params_and_template_id() -> None:
    """A Message member named ``message`` becomes ``message`` (English outside a request),
    ``params`` and ``template_id``, all read from it."""
    violation = Violation("MUST_FOLLOW_SUIT", msg("{card} or {suit}", card=DECK[0],
                                                  suit=Suit.COPAS))
    assert ViolationSchema().dump(violation) == {
        "code": "MUST_FOLLOW_SUIT", "message": "1O or C", "params": {"card": "1O", "suit": "C"},
        "template_id": violation.message.template_id}


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


def test_flask_smorest_is_adapted_through_its_documented_hooks() -> None:
    assert isinstance(TuteBlueprint.ARGUMENTS_PARSER, TuteParser)
    assert TuteApi.DEFAULT_ERROR_RESPONSE_NAME is None
    for kind in (TuteApi, TuteBlueprint):
        private = [name for name in vars(kind) if name.startswith("_") and callable(
            vars(kind)[name]) and not name.startswith("__")]
        assert private == [], f"{kind.__name__} overrides private methods: {private}"


def test_a_shared_exclusion_is_dumped_in_each_language() -> None:
    """Exclusions are shared values: asking in Spanish after English (and back) gives each
    language's text, never the other's."""
    exclusion = _EXCLUSIONS[1][0]  # MUST_FOLLOW_SUIT for the first card of the deck
    schema = ExclusionSchema()
    english = schema.dump(exclusion)
    try:
        language.choose("es")
        spanish = schema.dump(exclusion)
    finally:
        language.choose(None)
    assert english["violations"][0]["message"] == (
        "you hold a card of the led suit and must follow it")
    assert spanish["violations"][0]["message"] == (
        "tienes una carta del palo de salida y debes asistir")
    assert schema.dump(exclusion) == english
