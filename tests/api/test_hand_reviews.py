"""POST /v1/hand-reviews (reviewHand) and its batch form: each action's cost against the best,
open and from the seat's view; the largest mistakes first."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient
from tute.api.analysis_routes import REVIEW_EXAMPLE

from tests.api.helpers import problem


def review(client: FlaskClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/v1/hand-reviews", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def test_each_reviewed_action_against_the_analysis(client: FlaskClient) -> None:
    """Each reviewed action's open cost is the analysis' best difference minus its own."""
    answer = review(client, REVIEW_EXAMPLE)
    assert answer["solved"] and answer["actions"]
    for reviewed in answer["actions"]:
        position = {**REVIEW_EXAMPLE, "actions": REVIEW_EXAMPLE["actions"][:reviewed["index"]]}
        analysed = client.post("/v1/analyses", json=position).get_json()
        played = next(a for a in analysed["actions"] if a["action"] == reviewed["action"])
        assert reviewed["cost"] == analysed["lower"] - played["lower"]
        assert reviewed["best"] == analysed["best"]
        assert reviewed["options"] == len(analysed["actions"])
        assert reviewed["expected_cost"] is None and reviewed["worlds"] == 0


def test_mistakes_largest_first(client: FlaskClient) -> None:
    answer = review(client, {**REVIEW_EXAMPLE, "open_from": "start", "max_nodes": 100_000,
                             "worlds": 2, "seed": 3})
    costs = [m["cost_lower"] for m in answer["mistakes"]]
    assert costs == sorted(costs, reverse=True)
    assert all(m in answer["actions"] for m in answer["mistakes"])
    for reviewed in answer["actions"]:
        if reviewed["worlds"]:
            assert reviewed["expected_cost"] >= 0 and reviewed["better"] is not None


def test_bounds(client: FlaskClient) -> None:
    body = problem(client.post("/v1/hand-reviews", json={**REVIEW_EXAMPLE, "worlds": 33}),
                   422, "INVALID_FIELDS")
    assert body["errors"][0]["field"] == "/worlds"
    body = problem(client.post("/v1/hand-reviews", json={**REVIEW_EXAMPLE, "max_nodes": 0}),
                   422, "INVALID_FIELDS")
    assert body["errors"][0]["field"] == "/max_nodes"


def test_batch(client: FlaskClient) -> None:
    response = client.post("/v1/batch/hand-reviews", json={"items": [REVIEW_EXAMPLE]})
    assert response.status_code == 207
    assert response.get_json()["items"][0]["result"] == review(client, REVIEW_EXAMPLE)
    response = client.post("/v1/batch/hand-reviews", json={"items": [REVIEW_EXAMPLE] * 3})
    problem(response, 413, "BODY_TOO_LARGE")
