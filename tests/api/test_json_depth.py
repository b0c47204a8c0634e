"""Deep JSON is a problem, never a 500 (issue 28, item 1): a body nested more than
``jsonio.MAX_DEPTH`` arrays or objects deep is a 400 MALFORMED_JSON naming the limit, checked
before the body is decoded, on every route that reads one; anything shallower is read and
judged by the schema (a 422 for these shapes). Before the limit, 255 to 1,024 levels were a 500:
orjson read what it could not write again."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tute.api import create_app, jsonio

from tests.api.helpers import problem
from tests.support.examples import scaled

LIMIT = jsonio.MAX_DEPTH


def _post_routes() -> list[str]:
    app = create_app({"TUTE_CORS_ORIGINS": ""})
    return sorted(rule.rule for rule in app.url_map.iter_rules()
                  if "POST" in (rule.methods or ()) and "<" not in rule.rule)


ROUTES = _post_routes()
# one app for the property tests (a function-scoped fixture does not mix with @given)
_APP: Flask = create_app({"TUTE_CORS_ORIGINS": "", "TUTE_MAX_BODY_BYTES": 64 * 1024})


def _depth(value: Any) -> int:
    if isinstance(value, list):
        return 1 + max((_depth(item) for item in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(item) for item in value.values()), default=0)
    return 0


def _nested(depth: int, width: int, kinds: list[bool], leaf: str) -> str:
    """``depth`` arrays/objects inside one another (kinds[i]: an object at level i), each with
    ``width - 1`` leaves beside the next level."""
    text = leaf
    for level in reversed(range(depth)):
        siblings = [leaf] * (width - 1)
        if kinds[level % len(kinds)]:
            members = [f'"k{i}":{item}' for i, item in enumerate([*siblings, text])]
            text = "{" + ",".join(members) + "}"
        else:
            text = "[" + ",".join([*siblings, text]) + "]"
    return text


def test_the_routes_that_read_bodies_are_found() -> None:
    assert "/v1/legal-plays" in ROUTES and "/v1/batch/legal-plays" in ROUTES


@pytest.mark.parametrize("route", ROUTES)
def test_the_limit_is_the_same_on_every_route(client: FlaskClient, route: str) -> None:
    at_limit = _nested(LIMIT, 1, [True, False], "1")
    response = client.post(route, data=at_limit, content_type="application/json")
    assert response.status_code == 422, response.get_data(as_text=True)
    for depth in (LIMIT + 1, 255, 1024, 1025):
        found = problem(client.post(route, data=_nested(depth, 1, [False], "1"),
                                    content_type="application/json"), 400, "MALFORMED_JSON")
        assert found["detail_params"] == {"limit": LIMIT}
        assert str(LIMIT) in found["detail"]


@settings(max_examples=scaled(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(depth=st.integers(1, 2000), width=st.integers(1, 8),
       kinds=st.lists(st.booleans(), min_size=1, max_size=4),
       leaf=st.sampled_from(["1", "null", '"["', '"]}"', '"a\\"]"', "[]", "{}", '"\\u005b"']),
       route=st.sampled_from(ROUTES))
def test_any_depth_and_width_is_a_400_or_a_422(depth: int, width: int, kinds: list[bool],
                                               leaf: str, route: str) -> None:
    width = max(1, min(width, 30_000 // (depth * (len(leaf) + 6))))
    body = _nested(depth, width, kinds, leaf)
    real = depth + (leaf in ("[]", "{}"))  # the leaves at the bottom add a level
    response = _APP.test_client().post(route, data=body, content_type="application/json")
    if real > LIMIT:
        found = problem(response, 400, "MALFORMED_JSON")
        assert found["detail_params"] == {"limit": LIMIT}
    else:
        assert response.status_code == 422, response.get_data(as_text=True)


@pytest.mark.parametrize("body", [
    "[" * 2000, "{" * 1500, '{"a":' * 1200, "[" * 1100 + "]" * 1000, "]" * 2000 + "[" * 2000,
    '{"a":"\\u00f1",' + '"b":[' * 1100,
], ids=["open-arrays", "open-objects", "open-members", "unbalanced", "closed-first",
        "escaped-and-open"])
def test_brackets_that_never_close_are_a_400(client: FlaskClient, body: str) -> None:
    problem(client.post("/v1/legal-plays", data=body, content_type="application/json"),
            400, "MALFORMED_JSON")


def test_brackets_inside_strings_do_not_nest(client: FlaskClient) -> None:
    deep_text = "[" * 300 + '\\"' + "{" * 300
    body = ('{"ruleset":"tute-dos","trump":"O","seat":0,"hand":["1O"],'
            f'"overrides":{{"tie":"{deep_text}"}}}}')
    found = problem(client.post("/v1/legal-plays", data=body, content_type="application/json"),
                    422, "INVALID_OVERRIDES")
    assert found["errors"][0]["field"] == "/overrides/tie"


_JSON = st.recursive(
    st.none() | st.integers() | st.text(alphabet='[]{}"\\ab', max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.text(alphabet='[]{}"\\', max_size=3), inner, max_size=3),
    max_leaves=40)


@settings(max_examples=scaled(300), deadline=None)
@given(value=_JSON, limit=st.integers(0, 8), ascii_only=st.booleans())
def test_the_nesting_found_is_the_nesting_of_the_value(value: Any, limit: int,
                                                       ascii_only: bool) -> None:
    data = json.dumps(value, ensure_ascii=ascii_only).encode()
    assert jsonio.nesting_exceeds(data, limit) == (_depth(value) > limit)
