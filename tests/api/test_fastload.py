"""Loading plans (``tute.api.fastload``) answer exactly as marshmallow does.

Each request body is loaded by a plan derived from its marshmallow schema; the plan gives way
to marshmallow on anything it is not sure of. These tests hold every request schema of the
service to that: each has a plan, each documented example loads by its plan, random legal
bodies built by the engine load by their plans, and for bodies broken at random the plan either
gives way or gives marshmallow's own answer, so that the service's answer (a loaded body or
the field errors) is marshmallow's in every case.
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
from tute import DECK, deal_from_seed, find_ruleset, random_record, ruleset_ids
from tute.api import create_app, fastload
from tute.api.encode import encode
from tute.api.schemas import StrictSchema

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


@contextmanager
def marshmallow_only() -> Iterator[None]:
    """marshmallow alone (after the service's size check of each object), nested schemas
    included (they would use their plans too)."""
    planned = StrictSchema.load
    StrictSchema.load = StrictSchema.load_unplanned  # type: ignore[method-assign]
    try:
        yield
    finally:
        StrictSchema.load = planned  # type: ignore[method-assign]


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
