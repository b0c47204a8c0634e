"""How bodies are read (tute.api.jsonio): orjson where it answers as the standard library
would, the standard library where not; duplicate member names refused."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from tests.api.helpers import problem

POSITION = ('{"ruleset":"tute-dos","trump":"O","seat":0,"hand":["1O","3O","12B","5C","7E",'
            '"10B","11E","2C"]%s}')


@pytest.mark.parametrize("body", [
    b'{"ruleset":"tute-dos","ruleset":"tute-parejas","trump":"O","seat":0,"hand":["1O"]}',
    b'{"ruleset":"tute-dos","trump":"O","seat":0,"hand":["1O"],"trick":[{"seat":1,"card":"3O",'
    b'"seat":1}]}',
    # the second name written with an escape, which the colon count cannot see
    b'{"ruleset":"tute-dos","trump":"O","s\\u0065at":0,"seat":1,"hand":["1O"]}',
], ids=["top-level", "nested", "escaped"])
def test_a_name_given_twice_in_an_object_is_a_400(client: FlaskClient, body: bytes) -> None:
    found = problem(client.post("/v1/legal-plays", data=body, content_type="application/json"),
                    400, "MALFORMED_JSON")
    assert "twice" in found["detail"]


def test_colons_inside_strings_are_not_members(client: FlaskClient) -> None:
    body = (POSITION % ',"overrides":{"tie":"a:b"}').encode()
    found = problem(client.post("/v1/legal-plays", data=body, content_type="application/json"),
                    422, "INVALID_OVERRIDES")
    assert found["errors"][0]["field"] == "/overrides/tie"


def test_whitespace_around_colons_is_json(client: FlaskClient) -> None:
    body = (POSITION % "").replace('"seat":0', '"seat" :\n 0').encode()
    assert client.post("/v1/legal-plays", data=body,
                       content_type="application/json").status_code == 200


@pytest.mark.parametrize("seed", ["18446744073709551616", "123456789012345678901234567890"])
def test_an_integer_past_64_bits_stays_an_integer(client: FlaskClient, seed: str) -> None:
    body = f'{{"ruleset":"tute-dos","seed":{seed}}}'.encode()
    found = problem(client.post("/v1/deals", data=body, content_type="application/json"),
                    422, "INVALID_FIELDS")
    assert found["errors"][0]["field"] == "/seed"
    assert found["errors"][0]["message"].startswith("Must be greater than or equal to 0")


def test_answers_are_utf8_not_escaped(client: FlaskClient) -> None:
    response = client.get("/v1/rulesets/guinote")
    assert response.status_code == 200
    assert "Guiñote".encode() in response.data
    assert b"\\u00f1" not in response.data


def test_a_content_length_of_other_digits_is_no_crash(client: FlaskClient) -> None:
    """str.isdigit accepts "²", which int() refuses: the early size check must not crash on
    a Content-Length that a server passes on as it came (werkzeug then reads no body)."""
    response = client.post("/v1/legal-plays", data=b'{"ruleset": "tute-dos"}',
                           content_type="application/json",
                           environ_overrides={"CONTENT_LENGTH": "²"})
    assert response.status_code == 400
    assert response.get_json()["code"] == "MALFORMED_JSON"
