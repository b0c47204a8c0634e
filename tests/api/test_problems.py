"""Every problem type of the contract: RFC 9457 bodies with stable types and codes."""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient
from tute import ruleset_ids
from tute.api import create_app
from tute.api.problems import HTTP_ERROR, PROBLEM_KINDS
from werkzeug.test import TestResponse

from .helpers import problem

ROOT = Path(__file__).resolve().parents[2]

GOOD = {
    "ruleset": "tute-dos",
    "trump": "B",
    "seat": 0,
    "hand": ["1B", "12C", "11C", "5E"],
    "trick": [{"seat": 1, "card": "1C"}],
}


def fields_of(body: dict[str, object]) -> list[tuple[str, str]]:
    errors = body["errors"]
    assert isinstance(errors, list)
    return [(e["field"], e["code"]) for e in errors]


# -- 400 -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("data", [b'{"ruleset": "tute-dos",', b"\xff\xfe", b"NaN", b"",
                                  b"[" * 60_000, b'{"seat": ' + b"9" * 5000 + b"}"],
                         ids=["truncated", "not-utf8", "nan", "empty", "too-deep", "huge-int"])
def test_a_body_that_is_not_json_is_a_400(client: FlaskClient, data: bytes) -> None:
    response = client.post("/v1/legal-plays", data=data, content_type="application/json")
    body = problem(response, 400, "MALFORMED_JSON")
    assert body["instance"] == "/v1/legal-plays"


# -- 404 -----------------------------------------------------------------------------------------


def test_an_unknown_path_is_a_404_problem(client: FlaskClient) -> None:
    problem(client.get("/v1/nothing-here"), 404, "NOT_FOUND")


def test_an_unknown_ruleset_in_a_body_is_a_422_naming_the_known_ids(client: FlaskClient) -> None:
    # a value no ruleset has: a bad field like any; a 404 is for paths (test_operations_plays)
    body = problem(client.post("/v1/trick-results", json={
        "ruleset": "tute-lunar", "trump": "O", "trick": []}), 422, "INVALID_FIELDS")
    assert body["known_rulesets"] == list(ruleset_ids())
    assert fields_of(body) == [("/ruleset", "UNKNOWN_RULESET")]


# -- 405, 406, 413, 415 --------------------------------------------------------------------------


@pytest.mark.parametrize(("method", "path", "allowed"), [
    ("GET", "/v1/legal-plays", {"POST", "OPTIONS"}),
    ("DELETE", "/v1/trick-results", {"POST", "OPTIONS"}),
    ("POST", "/v1/rulesets", {"GET", "HEAD", "OPTIONS"}),
    ("PUT", "/v1/rulesets/tute-dos", {"GET", "HEAD", "OPTIONS"}),
])
def test_a_wrong_method_is_a_405_with_allow(
    client: FlaskClient, method: str, path: str, allowed: set[str]
) -> None:
    response = client.open(path, method=method)
    problem(response, 405, "METHOD_NOT_ALLOWED")
    # sorted, so that the header does not change with the process's string hashing
    assert response.headers["Allow"] == ", ".join(sorted(allowed))


def test_an_accept_header_without_json_is_a_406(client: FlaskClient) -> None:
    problem(client.get("/v1/rulesets", headers={"Accept": "text/html"}), 406, "NOT_ACCEPTABLE")
    # wildcards and problem+json alone are fine
    assert client.get("/v1/rulesets", headers={"Accept": "*/*"}).status_code == 200
    assert client.get("/v1/rulesets",
                      headers={"Accept": "application/problem+json"}).status_code == 200


def test_a_body_over_the_configured_limit_is_a_413() -> None:
    client = create_app({"TUTE_MAX_BODY_BYTES": 200}).test_client()
    small = client.post("/v1/legal-plays", json=GOOD)
    assert small.status_code == 200
    big = {**GOOD, "ruleset": "x" * 300}
    body = problem(client.post("/v1/legal-plays", json=big), 413, "BODY_TOO_LARGE")
    assert "200" in body["detail"]


def test_a_streamed_body_is_held_to_the_same_limit() -> None:
    # chunked, so there is no Content-Length to refuse early: the limit applies while reading
    # (gunicorn marks such input as terminated; the test client must be told)
    data = json.dumps(GOOD).encode()

    def send(limit: int) -> TestResponse:
        client = create_app({"TUTE_MAX_BODY_BYTES": limit}).test_client()
        return client.post("/v1/legal-plays", data=data, content_type="application/json",
                           headers={"Transfer-Encoding": "chunked"},
                           environ_overrides={"wsgi.input_terminated": True})

    assert send(len(data)).status_code == 200
    problem(send(len(data) - 1), 413, "BODY_TOO_LARGE")


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded"])
def test_a_body_not_sent_as_json_is_a_415(client: FlaskClient, content_type: str) -> None:
    response = client.post("/v1/legal-plays", data='{"ruleset": "tute-dos"}',
                           content_type=content_type)
    body = problem(response, 415, "UNSUPPORTED_MEDIA_TYPE")
    assert content_type in body["detail"]


# -- 422 -----------------------------------------------------------------------------------------


def test_every_bad_field_is_named_with_a_json_pointer(client: FlaskClient) -> None:
    response = client.post("/v1/play-verdicts", json={
        "ruleset": "tute-dos",
        "overrides": {"tie": ["draw"]},
        "trump": "b",
        "seat": True,
        "hand": ["1B", "12c", "8O"],
        "trick": [{"seat": 1.0, "card": "1C"}, {"seat": 0, "card": "1C", "extra": 1}],
        "stock_size": "0",
        "colour": "red",
    })
    body = problem(response, 422, "INVALID_FIELDS")
    assert sorted(fields_of(body)) == sorted([
        ("/overrides/tie", "FIELD_INVALID"),
        ("/trump", "FIELD_INVALID"),
        ("/seat", "FIELD_INVALID"),
        ("/hand/1", "FIELD_INVALID"),
        ("/hand/2", "FIELD_INVALID"),
        ("/trick/0/seat", "FIELD_INVALID"),
        ("/trick/1/extra", "FIELD_UNKNOWN"),
        ("/stock_size", "FIELD_INVALID"),
        ("/colour", "FIELD_UNKNOWN"),
        ("/card", "FIELD_REQUIRED"),
    ])


def test_enum_fields_name_their_values(client: FlaskClient) -> None:
    # The spec publishes each enum once, as a component (Suit, TuteRank, ...); the server still
    # names the field and the values it takes.
    response = client.post("/v1/declaration-verdicts", json={
        "ruleset": "tute-dos", "trump": "X", "dealer": 1, "seat": 0, "hand": ["7B"],
        "stage": None,
        "declarations": [{"seat": 0, "kind": "cante", "suit": "b", "rank": 9}],
        "declaration": {"kind": "marriage", "rank": True},
    })
    body = problem(response, 422, "INVALID_FIELDS")
    assert [(e["field"], e["code"], e["message"]) for e in body["errors"]] == [
        ("/trump", "FIELD_INVALID", "Must be one of: O, C, E, B."),
        ("/stage", "FIELD_NULL", "Field may not be null."),
        ("/declarations/0/kind", "FIELD_INVALID",
         "Must be one of: marriage, tute, swap, capote, plate."),
        ("/declarations/0/suit", "FIELD_INVALID", "Must be one of: O, C, E, B."),
        ("/declarations/0/rank", "FIELD_INVALID", "Must be one of: 10, 11, 12."),
        ("/declaration/rank", "FIELD_INVALID", "Not a valid integer."),
    ]
    response = client.post("/v1/hand-adjudications", json={
        "ruleset": "tute-dos", "deal": {"seed": 1},
        "actions": [{"seat": 0, "kind": "declare", "declaration": "swap"}],
    })
    body = problem(response, 422, "INVALID_FIELDS")
    assert [(e["field"], e["message"]) for e in body["errors"]] == [
        ("/actions/0/declaration", "Must be one of: marriage, tute, capote, plate.")]


def test_a_body_that_is_not_an_object_is_a_422_at_the_root(client: FlaskClient) -> None:
    body = problem(client.post("/v1/legal-plays", json=["1O"]), 422, "INVALID_FIELDS")
    assert [e["field"] for e in body["errors"]] == [""]


def test_a_card_code_with_a_trailing_newline_is_refused(client: FlaskClient) -> None:
    body = problem(client.post("/v1/legal-plays", json={**GOOD, "hand": ["1B\n"]}),
                   422, "INVALID_FIELDS")
    assert fields_of(body) == [("/hand/0", "FIELD_INVALID")]


def test_null_where_a_value_is_required_is_named(client: FlaskClient) -> None:
    body = problem(client.post("/v1/legal-plays", json={**GOOD, "seat": None}),
                   422, "INVALID_FIELDS")
    assert fields_of(body) == [("/seat", "FIELD_NULL")]


def test_an_impossible_position_lists_every_problem(client: FlaskClient) -> None:
    # a card twice, a trick card also in hand, a seat out of turn, a stock size that cannot be
    response = client.post("/v1/legal-plays", json={
        "ruleset": "tute-dos", "trump": "B", "seat": 0,
        "hand": ["1B", "1B", "12C", "11C", "5E", "2O", "3O", "4E"],
        "trick": [{"seat": 0, "card": "12C"}],
        "stock_size": 23, "turn_up": "7B",
    })
    body = problem(response, 422, "IMPOSSIBLE_POSITION")
    found = fields_of(body)
    assert ("/hand/1", "DUPLICATE_CARD") in found
    assert ("/trick/0/card", "DUPLICATE_CARD") in found
    assert ("/trick/0/seat", "SEAT_OUT_OF_ORDER") in found
    assert ("/stock_size", "STOCK_SIZE_IMPOSSIBLE") in found
    assert len(found) == 4


def test_an_incomplete_trick_cannot_be_resolved(client: FlaskClient) -> None:
    body = problem(client.post("/v1/trick-results", json={
        "ruleset": "tute-parejas", "trump": "O", "trick": [{"seat": 0, "card": "3C"}]}),
        422, "IMPOSSIBLE_POSITION")
    assert fields_of(body) == [("/trick", "TRICK_INCOMPLETE")]


def test_bad_overrides_are_all_listed(client: FlaskClient) -> None:
    body = problem(client.post("/v1/legal-plays", json={
        **GOOD, "overrides": {"colour_of_the_table": "green", "tie": "coin_toss"}}),
        422, "INVALID_OVERRIDES")
    assert sorted(fields_of(body)) == [("/overrides/colour_of_the_table", "UNKNOWN_SWITCH"),
                                       ("/overrides/tie", "INVALID_SWITCH_VALUE")]


def test_every_override_the_published_schema_forbids_is_a_422(client: FlaskClient) -> None:
    # The request field is permissive so that the engine's message (naming the allowed values)
    # reaches the client; whatever the published Overrides component forbids is still a 422.
    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    published = schemas["Overrides"]["properties"]

    def allows(node: dict[str, Any], value: object) -> bool:
        if node.get("type") == "integer" and "allOf" not in node:
            return type(value) is int and node["minimum"] <= value <= node["maximum"]
        if node.get("type") == "boolean":
            return type(value) is bool
        (branch,) = node["allOf"]
        enum = schemas[branch["$ref"].rsplit("/", 1)[-1]]["enum"]
        if value is None:
            return node.get("nullable", False) is True
        kind = int if isinstance(enum[0], int) else str
        return type(value) is kind and value in enum

    checked = 0
    for name, node in published.items():
        for value in ("nope", 999_999, -1, True, None, 1.5, ["full"], {"a": 1}):
            if allows(node, value):
                continue
            response = client.post("/v1/legal-plays", json={**GOOD, "overrides": {name: value}})
            assert response.status_code == 422, (name, value)
            body = response.get_json()
            assert body["code"] in ("INVALID_OVERRIDES", "INVALID_FIELDS"), (name, value)
            assert [e["field"] for e in body["errors"]] == [f"/overrides/{name}"], (name, value)
            checked += 1
    assert checked > 200
    unknown = client.post("/v1/legal-plays", json={**GOOD, "overrides": {"draw": "winner_first"}})
    assert fields_of(problem(unknown, 422, "INVALID_OVERRIDES")) == [
        ("/overrides/draw", "UNKNOWN_SWITCH")]


def test_a_value_of_the_enum_outside_the_switch_subset_names_the_allowed_ones(
    client: FlaskClient
) -> None:
    # strict_phase_duty publishes the whole Duty enum and says it takes only full or free
    body = problem(client.post("/v1/legal-plays", json={
        **GOOD, "overrides": {"strict_phase_duty": "follow_trump_lead"}}), 422, "INVALID_OVERRIDES")
    assert fields_of(body) == [("/overrides/strict_phase_duty", "INVALID_SWITCH_VALUE")]
    assert body["errors"][0]["message"] == (
        'strict_phase_duty must be one of "full", "free"; got "follow_trump_lead"')


def test_removed_switch_values_are_refused(client: FlaskClient) -> None:
    """The draw switch is gone (it had one value); capote declared and match cotos are values
    again, with the behaviour of Habanero and Guiñote (CHANGELOG.md)."""
    body = problem(client.post("/v1/legal-plays", json={**GOOD, "overrides": {"draw": "x"}}),
                   422, "INVALID_OVERRIDES")
    assert fields_of(body) == [("/overrides/draw", "UNKNOWN_SWITCH")]
    for name, value in (("capote", "declared"), ("match", "cotos")):
        answer = client.post("/v1/legal-plays", json={**GOOD, "overrides": {name: value}})
        assert answer.status_code == 200, answer.get_json()


def test_an_override_that_makes_no_sense_for_the_game_is_refused(client: FlaskClient) -> None:
    # rulesets.md: "an override that makes no sense (e.g. a stock phase duty in a game without a
    # stock) is a 422 with a clear message"
    body = problem(client.post("/v1/legal-plays", json={
        **GOOD, "ruleset": "tute-parejas", "overrides": {"stock_phase_duty": "free"}}),
        422, "INVALID_OVERRIDES")
    assert fields_of(body) == [("/overrides/stock_phase_duty", "SWITCH_NOT_APPLICABLE")]
    assert "no stock" in body["errors"][0]["message"]


def test_a_seat_count_the_ruleset_does_not_allow_points_at_players(client: FlaskClient) -> None:
    body = problem(client.post("/v1/legal-plays", json={**GOOD, "players": 3}),
                   422, "INVALID_OVERRIDES")
    assert [e["field"] for e in body["errors"]] == ["/players"]


def test_players_given_twice_with_different_values_is_refused(client: FlaskClient) -> None:
    body = problem(client.post("/v1/legal-plays", json={
        **GOOD, "ruleset": "brisca", "players": 4, "overrides": {"players": 2}}),
        422, "INVALID_OVERRIDES")
    assert fields_of(body) == [("/players", "PLAYERS_CONFLICT")]


# -- 500 -----------------------------------------------------------------------------------------


def test_an_internal_error_is_a_500_without_a_traceback(caplog: pytest.LogCaptureFixture) -> None:
    app = create_app()

    def broken() -> str:
        raise RuntimeError("secret internal state 0xdeadbeef")

    app.add_url_rule("/v1/broken", "broken", broken)
    with caplog.at_level(logging.ERROR, logger="tute.api"):
        response = app.test_client().get("/v1/broken")
    body = problem(response, 500, "INTERNAL_ERROR")
    text = response.get_data(as_text=True)
    assert "Traceback" not in text and "0xdeadbeef" not in text and "RuntimeError" not in text
    assert body["type"] == "urn:tute-rules:problem:internal-error"
    # the server log has it all
    assert any(r.exc_info and "0xdeadbeef" in str(r.exc_info[1]) for r in caplog.records)


def test_a_hand_that_contradicts_the_tricks_played_is_impossible(client: FlaskClient) -> None:
    """Four cards at the first trick of tute-parejas, where ten are dealt (rulesets.md, "Table
    and deal": hand_size 10 with four players, no stock; sources 000, 001): the optional
    tricks_played lets the service check the hand's size in a game without a stock."""
    position = {"ruleset": "tute-parejas", "trump": "O", "seat": 0,
                "hand": ["1C", "2C", "12E", "5O"]}
    assert client.post("/v1/legal-plays", json=position).status_code == 200
    body = problem(client.post("/v1/legal-plays", json={**position, "tricks_played": 0}),
                   422, "IMPOSSIBLE_POSITION")
    assert fields_of(body) == [("/hand", "HAND_SIZE_IMPOSSIBLE")]
    assert client.post("/v1/legal-plays",
                       json={**position, "tricks_played": 6}).status_code == 200
    body = problem(client.post("/v1/legal-plays", json={**position, "tricks_played": 10}),
                   422, "IMPOSSIBLE_POSITION")
    assert fields_of(body) == [("/tricks_played", "TRICKS_PLAYED_IMPOSSIBLE")]


def test_tricks_played_checks_the_stock_too(client: FlaskClient) -> None:
    """tute-dos: 8 cards each and 24 in the stock; 2 cards go each trick while it lasts
    (rulesets.md, "Table and deal": draw, winner first; sources 000, 003)."""
    hand = ["1O", "3O", "12B", "5C", "7E", "10B", "11E", "2C"]
    position = {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": hand,
                "stock_size": 20, "turn_up": "4O"}
    assert client.post("/v1/legal-plays",
                       json={**position, "tricks_played": 2}).status_code == 200
    body = problem(client.post("/v1/legal-plays", json={**position, "tricks_played": 3}),
                   422, "IMPOSSIBLE_POSITION")
    assert fields_of(body) == [("/stock_size", "STOCK_SIZE_IMPOSSIBLE")]
    late = {**position, "stock_size": 0, "turn_up": None, "hand": hand[:5], "tricks_played": 15}
    assert client.post("/v1/legal-plays", json=late).status_code == 200


def test_a_pinned_ruleset_version_must_be_the_served_one(client: FlaskClient) -> None:
    """A client that validated its flow against a ruleset version can pin it: a request under
    other rules is refused instead of answered."""
    position = {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": ["1O"]}
    version = client.get("/v1/rulesets/tute-dos").get_json()["version"]
    answer = client.post("/v1/legal-plays", json={**position, "ruleset_version": version})
    assert answer.status_code == 200 and answer.get_json()["ruleset"]["version"] == version
    body = problem(client.post("/v1/legal-plays", json={**position, "ruleset_version": "0.9.0"}),
                   422, "INVALID_FIELDS")
    assert fields_of(body) == [("/ruleset_version", "RULESET_VERSION_MISMATCH")]


def test_post_answers_are_not_stored_and_never_sniffed(client: FlaskClient) -> None:
    position = {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": ["1O"]}
    answer = client.post("/v1/legal-plays", json=position)
    assert answer.headers["Cache-Control"] == "no-store"
    assert answer.headers["X-Content-Type-Options"] == "nosniff"
    refused = client.post("/v1/legal-plays", json={})
    assert refused.headers["Cache-Control"] == "no-store"
    listed = client.get("/v1/rulesets")
    assert listed.headers["Cache-Control"] == "public, max-age=300"
    assert listed.headers["X-Content-Type-Options"] == "nosniff"
    assert client.get("/livez").headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize(("method", "path", "status"), [
    ("GET", "/livez", 200), ("GET", "/readyz", 200), ("GET", "/metrics", 200),
    ("GET", "/no/such/path", 404), ("GET", "/v1/legal-plays", 405), ("HEAD", "/readyz", 200),
    ("GET", "/v1/rulesets/no-such-game", 404),
])
def test_answers_not_for_caching_say_no_store(client: FlaskClient, method: str, path: str,
                                              status: int) -> None:
    """Issue 28: GET 404/405 and the probes and /metrics carried no Cache-Control."""
    answer = client.open(path, method=method)
    assert answer.status_code == status
    assert answer.headers["Cache-Control"] == "no-store"
    assert answer.headers["X-Content-Type-Options"] == "nosniff"


def test_the_detail_carries_its_values_in_every_language(client: FlaskClient) -> None:
    """docs/messages.md: ``detail_params`` is to ``detail`` what ``params`` is to each of
    ``errors``: the same values, as the contract writes them, in every language."""
    broken = {**GOOD, "hand": ["1B", "1B"], "trick": [{"seat": 0, "card": "1C"}]}
    bodies = {language: problem(client.post("/v1/legal-plays", json=broken,
                                            headers={"Accept-Language": language}),
                                422, "IMPOSSIBLE_POSITION")
              for language in ("en", "es", "it", "pt")}
    assert {language: body["detail_params"] for language, body in bodies.items()} == {
        language: {"count": len(bodies["en"]["errors"])} for language in bodies}
    assert len({body["detail"] for body in bodies.values()}) == 4
    lunar = problem(client.get("/v1/rulesets/tute-lunar"), 404, "UNKNOWN_RULESET")
    assert lunar["detail_params"]["ruleset"] == "tute-lunar"


def test_the_workers_own_problems_carry_their_values_too() -> None:
    """Problems written outside the app (tute.api.worker) have the same members."""
    from tute.api.schemas import ProblemSchema
    from tute.api.worker import problem_bytes
    from tute.messages import msg

    detail = msg("the body exceeds {limit} bytes", limit=65536)
    _, _, body = problem_bytes(413, "Content Too Large", detail, "/v1/legal-plays").partition(
        b"\r\n\r\n")
    document = json.loads(body)
    assert document["detail_params"] == {"limit": 65536}
    assert ProblemSchema().validate(document) == {}
    plain = json.loads(problem_bytes(400, "Bad Request", "gunicorn's words", "/").partition(
        b"\r\n\r\n")[2])
    assert plain["detail_params"] == {}
    # before its request line is read, a problem still has the contract's instance: ""
    unread = json.loads(problem_bytes(408, "Request Timeout", "late").partition(b"\r\n\r\n")[2])
    assert unread["instance"] == "" and ProblemSchema().validate(unread) == {}


@pytest.mark.parametrize(("received", "path"), [
    (b"POST /v1/legal-plays?x=1 HTTP/1.1\r\nHost: x\r\n", "/v1/legal-plays"),
    (b"GET / HTTP/1.1\r\n", "/"), (b"GET /livez HTTP/1.1", None), (b"", None),
    (b"GET * HTTP/1.1\r\n", None), (b"GET /a b HTTP/1.1\r\n", None),
    (b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\n", None),
])
def test_the_worker_names_the_path_of_a_request_line_it_has_whole(received: bytes,
                                                                   path: str | None) -> None:
    from tute.api.worker import request_path

    assert request_path(bytearray(received)) == path



def test_every_problem_type_is_a_urn_documented_in_errors_md() -> None:
    """Issue 24, item 3: problem types are stable short codes with documentation a reader can
    find: ``urn:tute-rules:problem:<slug>``, each slug a section of docs/errors.md naming its
    code and status, and no section for a type that does not exist."""
    text = (ROOT / "docs" / "errors.md").read_text(encoding="utf-8")
    documented = {slug: (code, int(status)) for slug, code, status in re.findall(
        r"^### ([a-z-]+)\n\n`([A-Z_]+)`, (\d{3}):", text, re.MULTILINE)}
    kinds = [kind for kind in PROBLEM_KINDS if kind.slug]
    assert documented == {kind.slug: (kind.code, kind.status) for kind in kinds}
    for kind in kinds:
        assert kind.type == "urn:tute-rules:problem:" + kind.slug
        assert kind.code == kind.slug.upper().replace("-", "_")
    assert HTTP_ERROR.type == "about:blank"
