"""An explicit null for an optional nullable member means absent (issue 25, item 5).

openapi-generator's Python client sends ``null`` for every unset nullable field, so a body
with such nulls must be answered as the same body without them: ``{"deal": {"seed": 42,
"turn_up": null}}`` is a seeded deal, not "turn_up: not with a seed". Every request schema is
audited here: the optional nullable members of each are listed, each is sent as null in a
body that holds its object, and the answer must be the one without it.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from flask.testing import FlaskClient
from marshmallow import Schema, fields

from tests.api.test_fastload import APP, BODIES

#: The audit: every request schema's optional nullable members (null means absent for each).
OPTIONAL_NULLABLE: dict[str, set[str]] = {
    "PositionSchema": {"turn_up"},
    "PlayRequestSchema": {"turn_up"},
    "DeclarationContextSchema": {"last_trick_winner", "turn_up", "declarer", "trick_winners"},
    "DeclarationQuestionSchema": {"last_trick_winner", "turn_up", "declarer", "trick_winners"},
    "HandScoreRequestSchema": {"contract", "dealer"},
    "DeclarationSchema": {"suit", "rank", "card", "after_trick", "points"},
    "BidSchema": {"amount"},
    "DealInSchema": {"turn_up"},
    "ActionSchema": {"card", "amount", "suit", "declaration", "rank"},
}

DECK_CODES = [f"{r}{s}" for s in "OCEB" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]
PAREJAS_HAND = ["12O", "11O", "1C", "3C", "12C", "1E", "3E", "12E", "1B", "3B"]

#: Bodies that hold the objects the operations' examples leave out (a declaration in a
#: context, a contract in a hand score, a pass, a seeded deal in a record).
EXTRA_BODIES: list[tuple[str, dict[str, Any]]] = [
    ("/v1/hand-adjudications", {"ruleset": "tute-dos", "deal": {"seed": 42}, "actions": [
        {"seat": 1, "kind": "play", "card": "1C"}, {"seat": 0, "kind": "play", "card": "12O"},
        {"seat": 1, "kind": "declare", "declaration": "marriage", "suit": "E"}]}),
    ("/v1/turns", {"ruleset": "tute-subastado", "deal": {"seed": 3}, "actions": [
        {"seat": 1, "kind": "pass"}, {"seat": 2, "kind": "bid", "amount": 70}]}),
    ("/v1/auction-states", {"ruleset": "tute-subastado", "dealer": 3, "bids": [
        {"seat": 0, "kind": "pass"}, {"seat": 1, "kind": "bid", "amount": 70}],
        "next_bid": {"seat": 2, "kind": "pass"}}),
    # before any trick, without a turn-up: no last_trick_winner, no turn_up
    ("/v1/declarations", {"ruleset": "tute-parejas", "trump": "O", "dealer": 3, "seat": 0,
                          "hand": PAREJAS_HAND}),
    ("/v1/declaration-verdicts", {"ruleset": "tute-parejas", "trump": "O", "dealer": 3,
                                  "seat": 0, "hand": PAREJAS_HAND,
                                  "declaration": {"kind": "tute", "rank": 12}}),
    # a swap made: a declaration without a suit
    ("/v1/declarations", {"ruleset": "tute-dos", "trump": "B", "dealer": 1, "seat": 0,
                          "hand": ["1B", "12B", "12C", "11C", "3O", "10O", "5E", "4E"],
                          "last_trick_winner": 0, "tricks_played": 2, "stock_size": 20,
                          "turn_up": "7B", "declarations": [
                              {"seat": 0, "kind": "swap", "card": "7B", "after_trick": 1}]}),
    ("/v1/hand-scores", {"ruleset": "tute-subastado", "trump": "O", "captured": [
        {"seat": 0, "cards": [c for c in DECK_CODES if c.endswith(("O", "C"))]},
        {"seat": 1, "cards": [c for c in DECK_CODES if c.endswith(("E", "B"))]}],
        "last_trick_winner": 0, "contract": {"declarer": 0, "amount": 70}}),
]


def schema_of(field: fields.Field[Any]) -> Schema | None:
    inner = field
    while isinstance(inner, fields.List):
        inner = inner.inner
    return inner.schema if isinstance(inner, fields.Nested) else None


def optional_nullable(schema: Schema) -> set[str]:
    return {field.data_key or name for name, field in schema.load_fields.items()
            if field.allow_none and not field.required}


def request_schemas() -> dict[str, Schema]:
    """Every schema a request body can hold, by class name, from the operations' bodies."""
    found: dict[str, Schema] = {}
    todo = [schema for schema, _ in BODIES.values()]
    while todo:
        schema = todo.pop()
        if type(schema).__name__ in found:
            continue
        found[type(schema).__name__] = schema
        todo += [s for f in schema.load_fields.values() if (s := schema_of(f)) is not None]
    return found


def with_nulls(schema: Schema, body: Any, nulled: set[tuple[str, str]]) -> Any:
    """``body`` with null for every optional nullable member it leaves out, at every depth
    (``nulled`` collects the (schema, member) pairs added)."""
    if isinstance(body, list):
        return [with_nulls(schema, item, nulled) for item in body]
    if not isinstance(body, dict):
        return body
    out = dict(body)
    name = type(schema).__name__
    for key in sorted(optional_nullable(schema)):
        if key not in out:
            out[key] = None
            nulled.add((name, key))
    for key, field in schema.load_fields.items():
        inner = schema_of(field)
        if inner is not None and out.get(key) is not None:
            out[key] = with_nulls(inner, out[key], nulled)
    return out


def test_the_audit_lists_every_optional_nullable_member() -> None:
    found = {name: members for name, schema in request_schemas().items()
             if (members := optional_nullable(schema))}
    assert found == OPTIONAL_NULLABLE


def answer(client: FlaskClient, path: str, body: Any) -> tuple[int, Any]:
    response = client.post(path, data=json.dumps(body), content_type="application/json")
    return response.status_code, response.get_json(force=True)


def cases() -> list[tuple[str, Schema, dict[str, Any]]]:
    paths = {rule.endpoint: rule.rule for rule in APP.url_map.iter_rules()}
    found = [(paths[endpoint], schema, example)
             for endpoint, (schema, example) in sorted(BODIES.items())]
    by_path = {path: schema for path, schema, _ in found}
    found += [(path, by_path[path], body) for path, body in EXTRA_BODIES]
    return found


@pytest.mark.parametrize(("path", "schema", "body"), cases(),
                         ids=[f"{i}-{c[0]}" for i, c in enumerate(cases())])
def test_null_for_an_optional_nullable_member_is_answered_as_absent(
        client: FlaskClient, path: str, schema: Schema, body: dict[str, Any]) -> None:
    nulled: set[tuple[str, str]] = set()
    status, expected = answer(client, path, body)
    assert status in (200, 207), expected
    assert answer(client, path, with_nulls(schema, copy.deepcopy(body), nulled)) == (
        status, expected)


def test_every_member_of_the_audit_is_sent_as_null_by_a_case() -> None:
    nulled: set[tuple[str, str]] = set()
    for _, schema, body in cases():
        with_nulls(schema, copy.deepcopy(body), nulled)
    assert nulled == {(name, key) for name, keys in OPTIONAL_NULLABLE.items() for key in keys}


def test_the_issues_seeded_deal(client: FlaskClient) -> None:
    """The issue's body: a seed with `turn_up: null` is the seeded deal."""
    record = {"ruleset": "tute-dos", "deal": {"seed": 42}, "actions": []}
    nulled = {**record, "deal": {"seed": 42, "turn_up": None}}
    for path in ("/v1/hand-adjudications", "/v1/turns"):
        assert answer(client, path, nulled) == answer(client, path, record)
        assert answer(client, path, nulled)[0] == 200


def test_null_still_refused_where_a_member_is_required_or_not_nullable(
        client: FlaskClient) -> None:
    """Only optional nullable members: a null seed, or a null hand, is still a field error."""
    status, body = answer(client, "/v1/hand-adjudications",
                          {"ruleset": "tute-dos", "deal": {"seed": None}, "actions": []})
    assert (status, body["code"]) == (422, "INVALID_FIELDS")
    assert [(e["code"], e["field"]) for e in body["errors"]] == [("FIELD_NULL", "/deal/seed")]
