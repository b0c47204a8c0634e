"""Batch operations (/v1/batch/*): each item answered as the single operation answers it, or
refused in its own slot; the batch itself refused only when it is not a batch."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from tute.api import create_app, game_routes, play_routes, suggestion_routes
from tute.messages import template_id

from tests.api.helpers import problem, sample

#: (batch path, single path, a good body, a body the single operation refuses with 422)
OPERATIONS = [
    ("/v1/batch/legal-plays", "/v1/legal-plays", play_routes.POSITION_EXAMPLE,
     {**play_routes.POSITION_EXAMPLE, "hand": ["1C", "1C"]}),
    ("/v1/batch/play-verdicts", "/v1/play-verdicts", play_routes.PLAY_EXAMPLE,
     {**play_routes.PLAY_EXAMPLE, "hand": ["5O", "5O"]}),
    ("/v1/batch/trick-results", "/v1/trick-results", play_routes.TRICK_EXAMPLE,
     {**play_routes.TRICK_EXAMPLE, "trick": play_routes.TRICK_EXAMPLE["trick"][:2]}),
    ("/v1/batch/declarations", "/v1/declarations", game_routes.CONTEXT_EXAMPLE,
     {**game_routes.CONTEXT_EXAMPLE, "seat": 9}),
    ("/v1/batch/hand-adjudications", "/v1/hand-adjudications", game_routes.RECORD_EXAMPLE,
     {**game_routes.RECORD_EXAMPLE, "deal": {"seed": -1}}),
    ("/v1/batch/suggestions", "/v1/suggestions", suggestion_routes.BASIC_EXAMPLE,
     {**suggestion_routes.BASIC_EXAMPLE, "seat": 0}),
]


@pytest.mark.parametrize(("batch", "single", "good", "bad"), OPERATIONS,
                         ids=[op[0].rsplit("/", 1)[-1] for op in OPERATIONS])
def test_each_item_is_answered_as_the_single_operation_answers_it(
    client: FlaskClient, batch: str, single: str, good: dict[str, Any], bad: dict[str, Any]
) -> None:
    unknown = {**good, "ruleset": "tute-lunar"}
    response = client.post(batch, json={"items": [good, bad, unknown, good]})
    assert response.status_code == 207, response.get_json()
    items = response.get_json()["items"]
    alone = client.post(single, json=good)
    assert [i["status"] for i in items] == [200, 422, 422, 200]
    assert items[0]["result"] == items[3]["result"] == alone.get_json()
    refused = client.post(single, json=bad).get_json()
    assert items[1]["problem"]["code"] == refused["code"]
    assert [e["field"] for e in items[1]["problem"]["errors"]] == [
        "/items/1" + e["field"] for e in refused["errors"]]
    assert items[2]["problem"]["code"] == "INVALID_FIELDS"
    assert items[2]["problem"]["errors"][0]["code"] == "UNKNOWN_RULESET"
    assert "problem" not in items[0] and "result" not in items[1]


def test_an_item_that_is_not_an_object(client: FlaskClient) -> None:
    items = client.post("/v1/batch/legal-plays", json={"items": [5, {}]}).get_json()["items"]
    assert items[0]["problem"]["errors"] == [
        {"code": "FIELD_INVALID", "field": "/items/0", "message": "Not a valid object.",
         "params": {}, "template_id": template_id("Not a valid object.")}]
    assert {e["field"] for e in items[1]["problem"]["errors"]} == {
        "/items/1/ruleset", "/items/1/trump", "/items/1/seat", "/items/1/hand"}


def test_the_batch_itself_must_hold_1_to_1000_items(client: FlaskClient) -> None:
    for items in ([], [play_routes.POSITION_EXAMPLE] * 1001):
        found = problem(client.post("/v1/batch/legal-plays", json={"items": items}), 422,
                        "INVALID_FIELDS")
        assert [e["field"] for e in found["errors"]] == ["/items"]
    problem(client.post("/v1/batch/legal-plays", json={"items": "all"}), 422, "INVALID_FIELDS")
    problem(client.post("/v1/batch/legal-plays", json={}), 422, "INVALID_FIELDS")


def test_batches_take_larger_bodies() -> None:
    """The single routes keep TUTE_MAX_BODY_BYTES; the batch routes have their own limit."""
    app: Flask = create_app({"TUTE_CORS_ORIGINS": "", "TUTE_MAX_BODY_BYTES": 4096,
                             "TUTE_MAX_BATCH_BODY_BYTES": 400_000})
    client = app.test_client()
    # a few items, in a large body (the work of a batch has its own limit: test_batch_work.py)
    big = json.dumps({"items": [play_routes.POSITION_EXAMPLE] * 50}) + " " * 150_000
    assert len(big) > 100_000
    assert client.post("/v1/batch/legal-plays", data=big,
                       content_type="application/json").status_code == 207
    problem(client.post("/v1/legal-plays",
                        data=json.dumps(play_routes.POSITION_EXAMPLE) + " " * 5000,
                        content_type="application/json"), 413, "BODY_TOO_LARGE")
    found = problem(client.post("/v1/batch/legal-plays", data=big + " " * 300_000,
                                content_type="application/json"), 413, "BODY_TOO_LARGE")
    assert found["detail_params"]["limit"] == 400_000


def test_every_item_is_counted(client: FlaskClient) -> None:
    labels = {"operation": "listLegalPlays", "ruleset": "tute-parejas", "verdict": "judged"}
    before = sample(client, "tute_rule_evaluations_total", labels)
    client.post("/v1/batch/legal-plays", json={"items": [play_routes.POSITION_EXAMPLE] * 7})
    assert sample(client, "tute_rule_evaluations_total", labels) == before + 7
