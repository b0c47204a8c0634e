"""Every field error of a request body is a known message template, so it is translated.

marshmallow writes its errors as finished English strings; tute.api.field_messages maps each
back to the template it was made from (a msg literal, in the catalogs). A text no template
explains would still be answered ("Invalid value.", the text in ``detail``), but in English
only: these tests hold every field error the request schemas give to a known template, by
reading the schemas' fields and validators, and by breaking bodies of every request schema
at random (the strategies of test_fastload).
"""

from __future__ import annotations

import copy
import logging
import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, fields, validate
from tute.api import field_messages as fm
from tute.api.batch_routes import BatchItems
from tute.api.problems import (
    FIELD_INVALID,
    FIELD_NULL,
    FIELD_REQUIRED,
    FIELD_UNKNOWN,
    field_problems,
)
from tute.api.schemas import SEATS
from tute.messages import Message, msg

from tests.support.examples import scaled

from .test_fastload import BODIES, json_values, marshmallow_only, mutated

SCHEMAS = [schema for schema, _ in BODIES.values()]


def known(text: str) -> Message:
    found = fm.known_field_message(text)
    assert found is not None, f"no template for {text!r}"
    return found


# -- the table -----------------------------------------------------------------------------------


def test_marshmallows_templates_are_copied_word_for_word() -> None:
    """The table holds marshmallow's own templates (a marshmallow upgrade that rewords one
    fails here, not in a client's language)."""
    templates = {m.template for m in fm.FIELD_MESSAGES}
    field_messages = fields.Field.default_error_messages
    expected = {
        field_messages["required"], field_messages["null"], field_messages["validator_failed"],
        *Schema._default_error_messages.values(),
        fields.String.default_error_messages["invalid"],
        fields.Integer.default_error_messages["invalid"],
        fields.Boolean.default_error_messages["invalid"],
        fields.List.default_error_messages["invalid"],
        fields.Mapping.default_error_messages["invalid"],
        validate.OneOf.default_message,
        validate.Range(0, 1).message_all, validate.Range(0).message_min,
        validate.Range(max=1).message_max,
        validate.Length.message_all, validate.Length.message_min, validate.Length.message_max,
        validate.Length.message_equal,
    }
    assert expected == templates


@pytest.mark.parametrize("message", fm.FIELD_MESSAGES, ids=lambda m: m.template)
def test_each_template_reads_back_as_itself(message: Message) -> None:
    samples: dict[str, object] = {"min": 0, "max": 40, "equal": 3, "choices": ("O", "C", "E", "B")}
    names = [name for name in samples if "{" + name + "}" in message.template]
    filled = Message(message.template, tuple((name, samples[name]) for name in names))
    assert known(str(filled)) == filled


@pytest.mark.parametrize(("text", "params"), [
    ("Must be greater than or equal to 0 and less than or equal to 18446744073709551615.",
     {"min": 0, "max": 2**64 - 1}),
    ("Must be greater than or equal to -10000 and less than or equal to 10000.",
     {"min": -10000, "max": 10000}),
    ("Must be greater than or equal to 0.",
     {"min": 0}),
    ("Length must be between 1 and 1000.", {"min": 1, "max": 1000}),
    ("Longer than maximum length 256.", {"max": 256}),
    ("Must be one of: 10, 11, 12.", {"choices": (10, 11, 12)}),
    ("Must be one of: marriage, tute, swap, capote, plate.",
     {"choices": ("marriage", "tute", "swap", "capote", "plate")}),
])
def test_values_are_read_from_the_text(text: str, params: dict[str, object]) -> None:
    found = known(text)
    assert found.param_dict() == params
    assert str(found) == text


def test_a_text_no_template_explains_is_an_invalid_value_with_the_text(
        caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="tute.api"):
        found = fm.field_message("Not a valid colour.")
    assert found == msg("Invalid value.", detail="Not a valid colour.")
    assert str(found) == "Invalid value."
    assert "Not a valid colour." in caplog.text
    # a text close to a template is not taken for it
    assert fm.known_field_message("Must be greater than or equal to x.") is None
    assert fm.known_field_message("Not a valid integer") is None


def test_field_problems_keep_their_codes() -> None:
    found = field_problems({
        "a": ["Missing data for required field."], "b": ["Unknown field."],
        "c": ["Field may not be null."], "d": {0: ["Not a valid integer."]},
        "e": [msg("not with a seed: give the seed or the cards")],
    })
    assert [(p.code, p.field, p.message) for p in found] == [
        (FIELD_REQUIRED, "/a", fm.REQUIRED), (FIELD_UNKNOWN, "/b", fm.UNKNOWN),
        (FIELD_NULL, "/c", fm.NULL), (FIELD_INVALID, "/d/0", fm.NOT_INTEGER),
        (FIELD_INVALID, "/e", msg("not with a seed: give the seed or the cards"))]


# -- what the request schemas can say ---------------------------------------------------------


def schema_fields(schema: Schema, seen: set[int] | None = None) -> Iterator[fields.Field[Any]]:
    """Every field of a schema, of its nested schemas and of its lists' items."""
    seen = set() if seen is None else seen
    if id(type(schema)) in seen:
        return
    seen.add(id(type(schema)))
    stack: list[fields.Field[Any]] = list(schema.load_fields.values())
    while stack:
        field = stack.pop()
        yield field
        if isinstance(field, fields.Nested):
            yield from schema_fields(field.schema, seen)
        inner = getattr(field, "inner", None)
        if isinstance(field, BatchItems):
            inner = None  # its items are loaded by the single operation's schema
        if isinstance(inner, fields.Field):
            stack.append(inner)


def validator_texts(rule: object) -> list[str]:
    """The errors a validator gives, for values on each side of it."""
    if isinstance(rule, validate.Range):
        values = [v + d for v in (rule.min, rule.max) if v is not None for d in (-1, 1)]
    elif isinstance(rule, validate.Length):
        sizes = [v + d for v in (rule.min, rule.max, rule.equal) if v is not None
                 for d in (-1, 1) if v + d >= 0]
        values = [[0] * size for size in sizes]
    elif isinstance(rule, validate.OneOf):
        values = [object()]
    else:
        return []
    texts = []
    for value in values:
        try:
            rule(value)
        except ValidationError as error:
            texts += [m for m in error.messages if isinstance(m, str)]
    return texts


def test_every_field_and_validator_of_the_request_schemas_says_a_known_template() -> None:
    texts: set[str] = set()
    classes: set[str] = set()
    for schema in SCHEMAS:
        texts.update(schema.error_messages.values())
        for field in schema_fields(schema):
            classes.add(type(field).__name__)
            texts.update(t for t in field.error_messages.values() if isinstance(t, str))
            for rule in field.validators:
                texts.update(validator_texts(rule))
    # the custom fields are all there (else this reads less than the service)
    assert {"StrictInt", "BoundedList", "CardCode", "CardCodes", "OneOfText", "OneOfInt",
            "SuitLetter", "SwitchValues", "TrickCards", "HalfPoints", "StrictBool",
            "Nested", "String"} <= classes
    # error_messages also holds the texts of keys these fields never use (a String's utf-8
    # error, a Number's too_large): the ones they can use must be known
    unused = {"Not a valid utf-8 string.", "Not a valid number.", "Number too large.",
              "Special numeric values (nan or infinity) are not permitted.", "Invalid type."}
    for text in sorted(texts - unused):
        known(text)
    assert f"Must be greater than or equal to {SEATS.min} and less than or equal to " \
           f"{SEATS.max}." in texts


# -- broken bodies -------------------------------------------------------------------------------


def leaves(messages: Any) -> Iterator[Any]:
    if isinstance(messages, dict):
        for value in messages.values():
            yield from leaves(value)
    elif isinstance(messages, list):
        for value in messages:
            yield from leaves(value)
    else:
        yield messages


#: every member name of the request bodies, so that a broken body also sets members its example
#: leaves out (overrides, ruleset_version, points, ...)
NAMES = sorted({name for schema in SCHEMAS for field in schema_fields(schema)
                if (name := field.data_key or field.name)})


def member_set(data: st.DataObject, value: Any) -> Any:
    """``value`` with one member of one of its objects set to any JSON value."""
    objects = []
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            objects.append(node)
            stack += node.values()
        elif isinstance(node, list):
            stack += node
    if not objects:
        return value
    target = data.draw(st.sampled_from(objects))
    target[data.draw(st.sampled_from(NAMES))] = data.draw(
        st.one_of(json_values, st.floats(allow_nan=False), st.dictionaries(
            st.sampled_from(NAMES), json_values, max_size=2)))
    return value


def errors_of(schema: Schema, body: Any) -> Any:
    try:
        schema.load(body)
    except ValidationError as error:
        return error.messages
    return None


@settings(max_examples=scaled(800), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_every_field_error_of_a_broken_body_is_a_known_template(data: st.DataObject) -> None:
    endpoint = data.draw(st.sampled_from(sorted(BODIES)))
    schema, body = BODIES[endpoint]
    for _ in range(data.draw(st.integers(1, 3))):
        body = mutated(data, body)
    if data.draw(st.booleans()):
        body = member_set(data, copy.deepcopy(body))
    with marshmallow_only():  # the errors are marshmallow's (a plan only gives way)
        messages = errors_of(schema, body)
    if messages is None:
        return
    for leaf in leaves(messages):
        if isinstance(leaf, str):
            known(leaf)
        else:
            assert isinstance(leaf, Message), leaf
    for problem in field_problems(messages):
        assert "detail" not in problem.message.param_dict(), problem


# -- the service's own field errors, through the app ----------------------------------------------

POSITION = {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": ["1O"]}


@pytest.mark.parametrize(("path", "body", "field", "message", "params"), [
    ("/v1/legal-plays", {**POSITION, "overrides": []}, "/overrides",
     "Not a valid mapping type.", {}),
    ("/v1/legal-plays", {**POSITION, "overrides": {f"s{i}": 1 for i in range(65)}},
     "/overrides", "at most 64 switches", {"count": 64}),
    ("/v1/legal-plays", {**POSITION, "overrides": {"tie": [1]}}, "/overrides/tie",
     "must be a string, an integer, a boolean or null", {}),
    ("/v1/legal-plays", {**POSITION, "ruleset_version": "1.0"}, "/ruleset_version",
     "a version is MAJOR.MINOR.PATCH, e.g. 1.0.0", {}),
    ("/v1/legal-plays", {**POSITION, "hand": ["1o"]}, "/hand/0",
     "not a card code: rank 1-7, 10, 11 or 12, then O, C, E or B (upper case), e.g. 12B", {}),
    ("/v1/legal-plays", {**POSITION, "trump": "X"}, "/trump",
     "Must be one of: O, C, E, B.", {"choices": ["O", "C", "E", "B"]}),
    ("/v1/legal-plays", {**POSITION, "seat": 6}, "/seat",
     "Must be greater than or equal to 0 and less than or equal to 5.", {"min": 0, "max": 5}),
    ("/v1/match-scores", {"ruleset": "tute-dos", "hands": [
        {"winner_side": 0, "games": 1, "points": [0.25]}]}, "/hands/0/points/0",
     "Not a whole number or a whole number and a half.", {}),
    ("/v1/hand-adjudications", {"ruleset": "tute-dos", "deal": {"seed": 1, "stock": []},
                                "actions": []}, "/deal/stock",
     "not with a seed: give the seed or the cards", {}),
])
def test_field_errors_are_answered_with_their_params(
        client: Any, path: str, body: dict[str, Any], field: str, message: str,
        params: dict[str, Any]) -> None:
    response = client.post(path, json=body)
    assert response.status_code == 422, response.get_data(as_text=True)
    items = [e for e in response.get_json()["errors"] if e["field"] == field]
    assert items == [{"code": FIELD_INVALID, "field": field, "message": message,
                      "params": params, "template_id": items[0]["template_id"]}]
    assert re.fullmatch(r"t[0-9a-f]{10}", items[0]["template_id"])


def test_a_problem_is_written_in_the_requests_language(
        client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """title, detail and every message are rendered in the language Accept-Language chose."""
    from tute.api import problems
    from tute.messages import render

    def tagged(message: Message, language: str = "en") -> str:
        return f"[{language}] {render(message, 'en')}"

    monkeypatch.setattr(problems, "render", tagged)
    response = client.post("/v1/legal-plays", json={**POSITION, "seat": 9, "colour": "red"},
                           headers={"Accept-Language": "es"})
    body = response.get_json()
    assert body["title"] == "[es] Invalid fields"
    assert body["detail"] == "[es] 2 field error(s) in the request body"
    assert [(e["message"], e["params"]) for e in body["errors"]] == [
        ("[es] Must be greater than or equal to 0 and less than or equal to 5.",
         {"min": 0, "max": 5}),
        ("[es] Unknown field.", {})]
