"""A body within the size limit cannot make the service do unbounded work or answer at length.

Lists are measured before their items are looked at, an object with more unknown members than
a problem lists is one error, and a problem lists at most 100 errors and counts the rest
(``omitted_errors``). bench/bench_worst_case.py measures what the worst bodies cost.
"""

from __future__ import annotations

from flask.testing import FlaskClient
from tute.api.problems import MAX_LISTED
from tute.messages import template_id

from tests.api.helpers import problem


def test_a_list_over_its_limit_is_one_error_whatever_it_holds(client: FlaskClient) -> None:
    # the body of the issue: 21,828 empty actions where 256 are allowed
    body = {"ruleset": "tute-dos", "deal": {"seed": 1}, "actions": [{}] * 21_000}
    found = problem(client.post("/v1/hand-adjudications", json=body), 422, "INVALID_FIELDS")
    assert found["errors"] == [{"code": "FIELD_INVALID", "field": "/actions",
                                "message": "Longer than maximum length 256.",
                                "params": {"max": 256},
                                "template_id": template_id("Longer than maximum length {max}.")}]


def test_a_hand_over_its_limit_is_measured_before_its_cards(client: FlaskClient) -> None:
    body = {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": [0] * 5000}
    found = problem(client.post("/v1/legal-plays", json=body), 422, "INVALID_FIELDS")
    assert [(e["field"], e["message"]) for e in found["errors"]] == [
        ("/hand", "Longer than maximum length 20.")]


def test_a_problem_lists_100_errors_and_counts_the_rest(client: FlaskClient) -> None:
    # 256 actions, each with a seat that is not a number and no kind: 512 errors
    body = {"ruleset": "tute-dos", "deal": {"seed": 1}, "actions": [{"seat": "x"}] * 256}
    found = problem(client.post("/v1/hand-adjudications", json=body), 422, "INVALID_FIELDS")
    assert len(found["errors"]) == MAX_LISTED == 100
    assert found["omitted_errors"] == 512 - 100
    assert found["detail"] == (
        "512 field error(s) in the request body (the first 100 of 512 are listed)")
    assert found["errors"][:2] == [
        {"code": "FIELD_INVALID", "field": "/actions/0/seat", "message": "Not a valid integer.",
         "params": {}, "template_id": template_id("Not a valid integer.")},
        {"code": "FIELD_REQUIRED", "field": "/actions/0/kind",
         "message": "Missing data for required field.", "params": {},
         "template_id": template_id("Missing data for required field.")}]


def test_a_problem_with_few_errors_counts_none_omitted(client: FlaskClient) -> None:
    body = {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": ["1O"], "colour": "red"}
    found = problem(client.post("/v1/legal-plays", json=body), 422, "INVALID_FIELDS")
    assert "omitted_errors" not in found
    assert found["errors"] == [{"code": "FIELD_UNKNOWN", "field": "/colour",
                                "message": "Unknown field.", "params": {},
                                "template_id": template_id("Unknown field.")}]


def test_thousands_of_unknown_members_are_one_error(client: FlaskClient) -> None:
    body: dict[str, object] = {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": ["1O"]}
    body.update({f"x{i}": 0 for i in range(5000)})
    found = problem(client.post("/v1/legal-plays", json=body), 422, "INVALID_FIELDS")
    (error,) = found["errors"]
    assert (error["code"], error["field"]) == ("FIELD_UNKNOWN", "")
    assert error["message"] == ("Too many members: 5004, where this object has 11 fields: at "
                                "least 4993 unknown members, which are refused")
    assert error["params"] == {"count": 5004, "fields": 11, "unknown": 4993}


def test_a_nested_object_with_thousands_of_members_is_one_error(client: FlaskClient) -> None:
    deal: dict[str, object] = {"seed": 1}
    deal.update({f"x{i}": 0 for i in range(3000)})
    body = {"ruleset": "tute-dos", "deal": deal, "actions": []}
    found = problem(client.post("/v1/hand-adjudications", json=body), 422, "INVALID_FIELDS")
    assert [(e["code"], e["field"]) for e in found["errors"]] == [("FIELD_UNKNOWN", "/deal")]
