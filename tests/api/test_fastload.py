"""Loading and dumping plans (``tute.api.fastload``) answer exactly as marshmallow does.

Each request body is loaded by a plan derived from its marshmallow schema; the plan gives way
to marshmallow on anything it is not sure of. These tests hold every request schema of the
service to that: each has a plan, each documented example loads by its plan, random legal
bodies built by the engine load by their plans, and for bodies broken at random the plan either
gives way or gives marshmallow's own answer, so that the service's answer (a loaded body or
the field errors) is marshmallow's in every case.

Each answer is serialized by its response schema (``@blp.response``), through the schema's dump
plan: every answer schema has one, and on the documented answers and answers changed at random
(any JSON value anywhere, members dropped, engine values in place of their JSON) the plan
gives marshmallow's own dump, or marshmallow's own exception.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError
from tute import DECK, Suit, deal_from_seed, find_ruleset, random_record, ruleset_ids
from tute.api import create_app, fastload
from tute.api.encode import encode
from tute.api.fastload import PlannedSchema
from tute.api.schemas import StrictSchema
from tute.values import Duty

from tests.support.examples import scaled

APP = create_app({"TUTE_CORS_ORIGINS": ""})


def request_bodies() -> dict[str, tuple[Schema, Any]]:
    """Every operation's body schema (the instance its view loads with) and its example."""
    found = {}
    for endpoint, view in APP.view_functions.items():
        arguments = getattr(view, "_apidoc", {}).get("arguments")
        if arguments:
            parameter = arguments["parameters"][0]
            found[endpoint] = (parameter["schema"], parameter["example"])
    return found


BODIES = request_bodies()


def answer_schemas() -> dict[str, tuple[Schema, Any]]:
    """Every operation's success schema (the instance ``@blp.response`` dumps with) and its
    documented example (the schema's dump of the view's answer: a renamed member, such as
    ``legal_plays``, is under its contract name there)."""
    found = {}
    for endpoint, view in APP.view_functions.items():
        responses = getattr(view, "_apidoc", {}).get("response", {}).get("responses", {})
        for status, documented in responses.items():
            for doc in documented:
                if isinstance(doc, dict) and isinstance(doc.get("schema"), Schema):
                    found[f"{endpoint} {status}"] = (doc["schema"], doc.get("example"))
    return found


ANSWERS = answer_schemas()


@contextmanager
def marshmallow_only() -> Iterator[None]:
    """marshmallow alone (after the service's size check of each object), nested schemas
    included (they would use their plans too), loading and dumping."""
    planned, dumped = StrictSchema.load, PlannedSchema.dump
    StrictSchema.load = StrictSchema.load_unplanned  # type: ignore[method-assign]
    PlannedSchema.dump = PlannedSchema.dump_unplanned  # type: ignore[method-assign]
    try:
        yield
    finally:
        StrictSchema.load = planned  # type: ignore[method-assign]
        PlannedSchema.dump = dumped  # type: ignore[method-assign]


def outcome(schema: Schema, body: Any) -> tuple[str, Any]:
    try:
        return "loaded", schema.load(body)
    except ValidationError as error:
        return "refused", error.messages


def reference(schema: Schema, body: Any) -> tuple[str, Any]:
    with marshmallow_only():
        return outcome(schema, body)


def planned(schema: Schema, body: Any) -> tuple[str, Any] | None:
    plan = fastload.schema_plan(schema)
    assert plan is not None
    try:
        return "loaded", plan(copy.deepcopy(body))
    except fastload.Doubt:
        return None


def test_there_are_bodies_to_check() -> None:
    assert len(BODIES) >= 16  # 11 single operations, 5 batches


@pytest.mark.parametrize("endpoint", sorted(BODIES))
def test_every_request_schema_has_a_plan_and_its_example_takes_it(endpoint: str) -> None:
    schema, example = BODIES[endpoint]
    assert fastload.schema_plan(schema) is not None
    assert planned(schema, example) == reference(schema, example)


# -- legal bodies from the engine -----------------------------------------------------------------


def record_body(ruleset_id: str, seed: int) -> dict[str, Any]:
    rules = find_ruleset(ruleset_id)
    record = random_record(rules, deal_from_seed(rules, seed), seed)
    # plain plays as clients write them ({seat, kind, card}); other actions with their nulls
    actions = [{k: v for k, v in encode(a).items() if v is not None or a.kind != "play"}
               for a in record.actions]
    body: dict[str, Any] = {"ruleset": ruleset_id, "deal": {"seed": seed}, "actions": actions}
    if record.vueltas is not None:
        deal = record.vueltas.deal
        if deal.seed is not None:
            second = {"seed": deal.seed, "dealer": deal.dealer}
        else:
            written = encode(deal)
            second = {k: written[k] for k in ("dealer", "hands", "stock", "turn_up", "unowned")}
        body["vueltas"] = {"deal": second,
                           "actions": [encode(a) for a in record.vueltas.actions]}
    return body


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_recorded_hands_load_by_their_plan(ruleset_id: str) -> None:
    schema, _ = BODIES["hands.adjudicateHand"]
    for seed in range(3):
        body = record_body(ruleset_id, seed)
        answer = planned(schema, body)
        assert answer is not None, body
        assert answer == reference(schema, body)


# -- broken bodies -------------------------------------------------------------------------------

codes = [card.code for card in DECK]
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-2, 70), st.sampled_from([2**64, -(2**63) - 1, 10**20]),
    st.sampled_from([0.5, 1.0, -0.0]), st.sampled_from(codes),
    st.sampled_from(["O", "b", "play", "marriage", "tute-dos", "guinote", "", "12b", "x" * 70]),
)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.sampled_from(["seat", "card", "x", "kind"]),
                                             inner, max_size=3), max_leaves=6)


def mutated(data: st.DataObject, value: Any, depth: int = 0) -> Any:
    """``value`` with one change somewhere: a value replaced, a key dropped or added, a list
    item dropped or repeated."""
    children = list(value.keys()) if isinstance(value, dict) else (
        list(range(len(value))) if isinstance(value, list) else [])
    if children and depth < 6 and data.draw(st.booleans()):
        key = data.draw(st.sampled_from(children))
        copied = copy.copy(value)
        copied[key] = mutated(data, value[key], depth + 1)
        return copied
    change = data.draw(st.sampled_from(["replace", "drop", "add"]))
    if change == "drop" and children:
        copied = copy.copy(value)
        del copied[data.draw(st.sampled_from(children))]
        return copied
    if change == "add" and isinstance(value, dict):
        key = data.draw(st.sampled_from(["x", "seat", "card", "kind", "players", "trick"]))
        return {**value, key: data.draw(json_values)}
    if change == "add" and isinstance(value, list) and value:
        return [*value, copy.deepcopy(data.draw(st.sampled_from(value)))]
    return data.draw(json_values)


@settings(max_examples=scaled(600), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_plan_answers_as_marshmallow_or_gives_way(data: st.DataObject) -> None:
    endpoint = data.draw(st.sampled_from(sorted(BODIES)))
    schema, example = BODIES[endpoint]
    body = mutated(data, example)
    expected = reference(schema, body)
    answer = planned(schema, body)
    if answer is not None:
        assert answer == expected
    # and what the service runs (the plan, else marshmallow) gives marshmallow's answer
    assert outcome(schema, body) == expected


# -- answers ---------------------------------------------------------------------------------------


def dumped(schema: Schema, answer: Any) -> tuple[str, Any]:
    try:
        return "dumped", schema.dump(answer)
    except Exception as error:  # marshmallow's own, for a value it cannot serialize
        return "raised", (type(error), str(error))


def test_there_are_answers_to_check() -> None:
    assert len(ANSWERS) >= 28  # 18 single operations, 8 batches, the 2 ruleset GETs


@pytest.mark.parametrize("answer", sorted(ANSWERS))
def test_every_answer_schema_has_a_plan_and_its_example_takes_it(answer: str) -> None:
    schema, example = ANSWERS[answer]
    assert isinstance(schema, PlannedSchema) and schema.dump_plan is not None
    assert example is not None
    with marshmallow_only():
        expected = dumped(schema, example)
    assert expected[0] == "dumped"
    assert schema.dump_plan(copy.deepcopy(example)) == expected[1]


def test_no_schema_of_the_api_declares_a_marshmallow_hook() -> None:
    """The plans follow the fields and ``check_together``; any other hook (pre_load,
    validates, post_dump, ...) would be run by marshmallow alone."""
    seen: set[type] = set()
    todo = [type(schema) for schema, _ in [*BODIES.values(), *ANSWERS.values()]]
    while todo:
        kind = todo.pop()
        if kind in seen:
            continue
        seen.add(kind)
        hooks = [name for name, member in vars(kind).items()
                 if getattr(member, "__marshmallow_hook__", None)]
        if kind is not PlannedSchema:
            assert hooks == [], f"{kind.__name__} declares {hooks}"
        for field in kind().fields.values():
            for inner in (field, getattr(field, "inner", None)):
                nested = getattr(inner, "schema", None)
                if isinstance(nested, Schema):
                    todo.append(type(nested))
    assert len(seen) > 40


engine_values = st.sampled_from([DECK[0], Suit.COPAS, Duty.FULL, (DECK[1], DECK[2]), 2.5,
                                 ("a", None), {"x": 1}])


@settings(max_examples=scaled(600), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_a_dump_plan_answers_as_marshmallow(data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(sorted(ANSWERS)))
    schema, example = ANSWERS[name]
    answer = mutated(data, example)
    if data.draw(st.booleans()):  # an engine value somewhere, as a view could return it
        answer = _with(data, answer, data.draw(engine_values))
    with marshmallow_only():
        expected = dumped(schema, copy.deepcopy(answer))
    assert dumped(schema, answer) == expected


def _with(data: st.DataObject, value: Any, put: Any) -> Any:
    if isinstance(value, dict) and value:
        key = data.draw(st.sampled_from(sorted(value)))
        return {**value, key: _with(data, value[key], put) if data.draw(st.booleans()) else put}
    if isinstance(value, list) and value:
        index = data.draw(st.integers(0, len(value) - 1))
        return [*value[:index], _with(data, value[index], put), *value[index + 1:]]
    return put
