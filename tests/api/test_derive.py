"""Answer schemas derived from the engine's dataclasses (issue 23, item 2: each answer type
declared once): ``tute.api.derive.answer_schema`` makes a dataclass's schema from its fields,
so a field added to a result is in the answer and in the contract with no second edit."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest
from flask.testing import FlaskClient
from marshmallow import fields
from tute import (
    Card,
    HandScore,
    PlayJudgement,
    PlayPhase,
    Ruleset,
    SeatView,
    SideScore,
    Suit,
    parse_card,
)
from tute.api import derive, play_routes
from tute.api import game_schemas as gs
from tute.api.engine_calls import Evaluation
from tute.api.schemas import (
    BoundedList,
    CardCode,
    FirstOf,
    HalfPoints,
    OneOfText,
    StrictInt,
    SuitLetter,
)
from tute.messages import Message, msg, template_id


@dataclass(frozen=True)
class Inner:
    seat: int


@dataclass(frozen=True)
class Result:
    count: int
    winner: int | None
    done: bool
    card: Card
    points: int | float
    phase: PlayPhase
    trump: Suit | None
    inner: Inner
    items: tuple[Inner, ...]


def test_each_type_becomes_its_field() -> None:
    derive.answer_schema(Inner)
    schema = derive.answer_schema(Result, max_items=4,
                                  describe={"count": "How many.", "winner": "Who won."})()
    found = schema.fields
    assert list(found) == [item.name for item in dataclasses.fields(Result)]
    assert all(field.required for field in found.values())
    assert isinstance(found["count"], StrictInt) and not found["count"].allow_none
    assert isinstance(found["winner"], StrictInt) and found["winner"].allow_none
    assert type(found["done"]) is fields.Boolean
    assert isinstance(found["card"], CardCode)
    assert isinstance(found["points"], HalfPoints)
    assert isinstance(found["phase"], OneOfText) and found["phase"].choice.name == "PlayPhase"
    assert isinstance(found["trump"], SuitLetter) and found["trump"].allow_none
    assert isinstance(found["inner"], fields.Nested)
    assert found["inner"].schema.__class__ is derive.SCHEMAS[Inner]
    items = found["items"]
    assert isinstance(items, BoundedList) and items.validators[0].max == 4
    assert found["count"].metadata["description"] == "How many."


def test_a_derived_schema_reads_an_object_by_attribute() -> None:
    """As marshmallow reads any object without ``__getitem__``: the dump plan too."""
    schema = derive.answer_schema(Inner)()
    assert schema.dump(Inner(3)) == schema.dump({"seat": 3}) == {"seat": 3}
    assert schema.dump_plan is not None and schema.dump_plan(Inner(3)) == {"seat": 3}


def test_what_it_cannot_derive_is_an_error() -> None:
    with pytest.raises(TypeError, match="needs its max_items"):
        derive.answer_schema(Result)
    with pytest.raises(TypeError, match="has no field"):
        derive.answer_schema(Inner, describe={"nothing": "x"})
    with pytest.raises(TypeError, match="has no field"):
        derive.answer_schema(Inner, rename={"nothing": "x"})

    @dataclass(frozen=True)
    class Odd:
        value: complex

    with pytest.raises(TypeError, match="no field for"):
        derive.answer_schema(Odd)


@pytest.mark.parametrize(("schema", "kind", "extra"), [
    (gs.SideScoreSchema, SideScore, []),
    (gs.HandScoreSchema, HandScore, []),
    (gs.HandScoreResultSchema, HandScore, ["ruleset"]),
    (gs.SeatViewSchema, SeatView, ["ruleset"]),
    (play_routes.LegalPlaysResultSchema, PlayJudgement, ["ruleset", "seat"]),
])
def test_the_service_answers_follow_their_dataclasses(schema: type, kind: type,
                                                      extra: list[str]) -> None:
    """The answer schemas have the dataclass's fields, in its order, after what the answer
    adds (the ruleset applied, the seat asked about)."""
    assert list(schema().declared_fields) == extra + [f.name for f in dataclasses.fields(kind)]


def test_a_renamed_member_is_written_under_its_contract_name() -> None:
    """PlayJudgement.legal is the contract's legal_plays: renamed once, in the derivation."""
    field = play_routes.LegalPlaysResultSchema().fields["legal"]
    assert field.data_key == "legal_plays"
    dumped = play_routes.LegalPlaysResultSchema().dump(
        {"ruleset": {"id": "x", "version": "1", "overrides": {}}, "seat": 0, "legal": ["1O"],
         "excluded": [], "phase": "strict", "duty": "full"})
    assert list(dumped) == ["ruleset", "seat", "legal_plays", "excluded", "phase", "duty"]


@dataclass(frozen=True)
class Outer:
    card: Card
    judged: Result
    message: Message
    fallen: tuple[Inner, ...]
    hands: tuple[tuple[Card, ...], ...]


def test_flatten_insert_omit_order_and_nested_limits() -> None:
    """The contract's shapes that are not the engine's, said in the derivation: a nested
    object given flat (read through it), a member added before another, one left out, the
    members' order, a list of lists with a limit at each level, and a Message as its text,
    params and template id."""
    derive.answer_schema(Inner)
    derive.answer_schema(Result, max_items=4)
    schema = derive.answer_schema(
        Outer, name="OuterShape", flatten={"judged": {"count": "judged_count"}},
        insert={"fallen": {"first": FirstOf(derive.SCHEMAS[Inner], source="fallen",
                                            required=True, allow_none=True)}},
        omit=("card",), order=("hands",), max_items={"fallen": 4, "hands": (6, 20)})()
    assert list(schema.fields) == ["hands", "judged_count", "message", "params", "template_id",
                                   "first", "fallen"]
    hands = schema.fields["hands"]
    assert isinstance(hands, BoundedList) and hands.validators[0].max == 6
    assert hands.inner.validators[0].max == 20  # type: ignore[attr-defined]
    cards = (parse_card("1O"), parse_card("12B"))
    value = Outer(cards[0], Result(7, None, False, cards[0], 1.5, PlayPhase.STRICT, None,
                                   Inner(1), ()),
                  msg("{card} first", card=cards[1]), (Inner(2), Inner(3)), (cards,))
    expected = {"hands": [["1O", "12B"]], "judged_count": 7, "message": "12B first",
                "params": {"card": "12B"}, "template_id": template_id("{card} first"),
                "first": {"seat": 2}, "fallen": [{"seat": 2}, {"seat": 3}]}
    assert schema.dump_plan is not None and schema.dump_plan(value) == expected
    assert schema.dump_unplanned(value) == expected  # marshmallow's own dump agrees


def test_a_view_answers_the_engine_objects_in_one_pass(client: FlaskClient) -> None:
    """The views answer the engine's values (cards, enums, messages) and the answer schema
    serializes them: nothing is encoded before the dump."""
    answer = client.post("/v1/play-verdicts", json=play_routes.PLAY_EXAMPLE).get_json()
    judgement = play_routes.list_legal_plays(dict(play_routes.POSITION_EXAMPLE),
                                             Evaluation("test"))
    assert isinstance(judgement["legal"][0], Card) and isinstance(judgement["ruleset"], Ruleset)
    assert answer["legal_plays"] == [card.code for card in judgement["legal"]]
    assert list(answer) == ["ruleset", "seat", "card", "legal", "violations", "legal_plays",
                            "phase", "duty"]
