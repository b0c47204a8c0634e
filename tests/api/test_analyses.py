"""POST /v1/analyses (analyzePosition) and its batch form: every action of an open position
valued by perfect play; the budget's bound; what cannot be analysed is a 422 naming why."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient
from tute.api.analysis_routes import ANALYSIS_EXAMPLE, REVIEW_EXAMPLE
from tute.solver import MAX_NODES

from tests.api.helpers import problem


def analysis(client: FlaskClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/v1/analyses", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def test_every_action_the_turn_offers_is_valued(client: FlaskClient) -> None:
    answer = analysis(client, ANALYSIS_EXAMPLE)
    turn = client.post("/v1/turns", json={k: v for k, v in ANALYSIS_EXAMPLE.items()
                                          if k != "max_nodes"}).get_json()
    assert [a["action"] for a in answer["actions"]] == [
        a for a in turn["actions"] if a["seat"] == turn["to_act"]]
    assert answer["seat"] == turn["to_act"] and answer["solved"]
    best = max(a["lower"] for a in answer["actions"])
    assert answer["lower"] == answer["upper"] == best
    assert answer["best"] == [a["action"] for a in answer["actions"] if a["lower"] == best]
    for valued in answer["actions"]:
        assert valued["solved"] and valued["lower"] == valued["upper"]
        own, other = valued["points"][answer["side"]], valued["points"][1 - answer["side"]]
        assert own - other == valued["lower"]


def test_the_line_scores_what_is_announced(client: FlaskClient) -> None:
    """The reported line, appended to the record and adjudicated, ends the hand with the
    points announced (the hand-scores count: brisca, 120 card points, no últimas)."""
    answer = analysis(client, ANALYSIS_EXAMPLE)
    for valued in answer["actions"]:
        record = {k: v for k, v in ANALYSIS_EXAMPLE.items() if k != "max_nodes"}
        record["actions"] = [*record["actions"], *valued["line"]]
        judged = client.post("/v1/hand-adjudications", json=record).get_json()
        assert judged["legal"] and judged["complete"]
        assert [s["total"] for s in judged["score"]["sides"]] == valued["points"]


def test_a_small_budget_answers_bounds(client: FlaskClient) -> None:
    exact = analysis(client, ANALYSIS_EXAMPLE)
    bounded = analysis(client, {**ANALYSIS_EXAMPLE, "max_nodes": 3})
    assert not bounded["solved"] and bounded["best"] == [] and bounded["nodes"] <= 3
    for small, full in zip(bounded["actions"], exact["actions"], strict=True):
        assert small["lower"] <= full["lower"] <= small["upper"]
        if not small["solved"]:
            assert small["points"] is None and small["line"] == []


def test_max_nodes_is_bounded(client: FlaskClient) -> None:
    body = problem(client.post("/v1/analyses", json={**ANALYSIS_EXAMPLE,
                                                     "max_nodes": MAX_NODES + 1}),
                   422, "INVALID_FIELDS")
    assert body["errors"][0]["field"] == "/max_nodes"
    assert body["errors"][0]["params"]["max"] == MAX_NODES


def test_a_finished_hand_and_an_idle_seat_are_refused(client: FlaskClient) -> None:
    body = problem(client.post("/v1/analyses", json=REVIEW_EXAMPLE), 422, "INVALID_INPUT")
    assert body["errors"][0]["code"] == "HAND_OVER"
    idle = 1 - analysis(client, ANALYSIS_EXAMPLE)["seat"]
    body = problem(client.post("/v1/analyses", json={**ANALYSIS_EXAMPLE, "seat": idle}),
                   422, "INVALID_INPUT")
    assert body["errors"][0]["code"] == "SEAT_HAS_NO_ACTION"
    assert body["errors"][0]["field"] == "/seat"


def test_an_illegal_record_is_refused(client: FlaskClient) -> None:
    bad = {**ANALYSIS_EXAMPLE, "actions": [{"seat": 0, "kind": "play", "card": "1O"}]}
    body = problem(client.post("/v1/analyses", json=bad), 422, "INVALID_INPUT")
    assert body["errors"][0]["code"] == "ILLEGAL_ACTION"


def test_messages_in_spanish(client: FlaskClient) -> None:
    response = client.post("/v1/analyses", json=REVIEW_EXAMPLE,
                           headers={"Accept-Language": "es"})
    body = problem(response, 422, "INVALID_INPUT")
    assert body["errors"][0]["message"] == "la mano ha terminado: no hay más jugadas"


def test_batch(client: FlaskClient) -> None:
    response = client.post("/v1/batch/analyses",
                           json={"items": [ANALYSIS_EXAMPLE, REVIEW_EXAMPLE]})
    assert response.status_code == 207
    items = response.get_json()["items"]
    assert items[0]["status"] == 200 and items[0]["result"] == analysis(client,
                                                                        ANALYSIS_EXAMPLE)
    assert items[1]["status"] == 422
    assert items[1]["problem"]["errors"][0]["code"] == "HAND_OVER"


def test_batch_work_bounds_the_analyses(client: FlaskClient) -> None:
    """An analysis counts its max_nodes: the items of a batch expand 250,000 positions at
    most together (the default 50,000 each: 4 items)."""
    item = {k: v for k, v in ANALYSIS_EXAMPLE.items() if k != "max_nodes"}
    response = client.post("/v1/batch/analyses", json={"items": [item] * 5})
    problem(response, 413, "BODY_TOO_LARGE")
