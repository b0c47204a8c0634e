"""POST /v1/inferences (inferHands): what one seat can infer, from its knowledge or from a
full record; a knowledge that contradicts itself is a 422 naming the first contradiction."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient
from tute.api.knowledge_routes import KNOWLEDGE_EXAMPLE, RECORD_FORM_EXAMPLE

from tests.api.helpers import problem

PAREJAS = KNOWLEDGE_EXAMPLE["knowledge"]


def infer(client: FlaskClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/v1/inferences", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def seat_place(answer: dict[str, Any], seat: int) -> dict[str, Any]:
    return next(p for p in answer["places"] if p["kind"] == "hand" and p["seat"] == seat)


def test_the_duties_exclude_cards(client: FlaskClient) -> None:
    """rulesets.md "Play duties" (full): seat 2 answered the 4 of espadas with the 2 (no
    higher espada: MUST_HEAD), seat 3 with a basto (no espada, no trump)."""
    answer = infer(client, KNOWLEDGE_EXAMPLE)
    assert answer["ruleset"]["id"] == "tute-parejas"
    why2 = {e["card"]: e for e in seat_place(answer, 2)["excluded"]}
    assert why2["12E"] == {"card": "12E", "reason": "MUST_HEAD", "action": 1, "seat": None}
    why3 = {e["card"]: e["reason"] for e in seat_place(answer, 3)["excluded"]}
    assert why3["1E"] == "MUST_FOLLOW_SUIT" and why3["12O"] == "MUST_TRUMP"
    assert why3["1C"] == "IN_YOUR_HAND" and why3["7B"] == "PLAYED"
    # every espada left is seat 1's: the counting
    assert {"1E", "3E", "12E"} <= set(seat_place(answer, 1)["known"])
    assert [p["count"] for p in answer["places"]] == [9, 9, 9]


def test_record_form_keeps_to_the_seat(client: FlaskClient) -> None:
    """A record sent whole answers what the seat saw: the marriage sung shows its cards; the
    trick's draws are made (000: they follow the trick at once), so each seat holds 8 again
    and the stock 22."""
    answer = infer(client, RECORD_FORM_EXAMPLE)
    seat1 = seat_place(answer, 1)
    assert {"12E", "11E"} <= set(seat1["known"])
    assert seat1["count"] == 8
    stock = next(p for p in answer["places"] if p["kind"] == "stock")
    assert stock["count"] == 22
    same = infer(client, {**RECORD_FORM_EXAMPLE, "after_actions": 3})
    assert same == answer


def test_same_knowledge_either_form(client: FlaskClient) -> None:
    record = RECORD_FORM_EXAMPLE["record"]
    dealt = client.post("/v1/deals", json={"ruleset": "tute-dos", "seed": 42}).get_json()
    # seat 1 took the trick and drew the stock's first card; seat 0 the second
    form = {"ruleset": "tute-dos", "seat": 0, "knowledge": {
        "dealer": 0, "hand": dealt["hands"][0], "turn_up": dealt["turn_up"],
        "drawn": [dealt["stock"][1]], "actions": record["actions"]}}
    assert infer(client, form) == infer(client, RECORD_FORM_EXAMPLE)


def test_a_card_in_two_places_is_named(client: FlaskClient) -> None:
    body = {**KNOWLEDGE_EXAMPLE, "knowledge": {**PAREJAS, "actions": [
        {"seat": 1, "kind": "play", "card": "4C"}]}}
    found = problem(client.post("/v1/inferences", json=body), 422, "INVALID_INPUT")
    assert found["errors"][0]["code"] == "CARD_SEEN_ELSEWHERE"
    assert found["errors"][0]["field"] == "/knowledge/actions/0/card"


def test_a_view_no_deal_gives_names_the_first_contradiction(client: FlaskClient) -> None:
    """Seat 3 showed it had no espada at action 2; its ace of espadas at action 7 cannot be."""
    moves = [(1, "4E"), (2, "5E"), (3, "7B"), (0, "1O"), (0, "4C"), (1, "2C"), (2, "2O"),
             (3, "1E")]
    body = {**KNOWLEDGE_EXAMPLE, "knowledge": {**PAREJAS, "actions": [
        {"seat": s, "kind": "play", "card": c} for s, c in moves]}}
    found = problem(client.post("/v1/inferences", json=body), 422, "INVALID_INPUT")
    assert (found["errors"][0]["code"], found["errors"][0]["field"]) == (
        "NO_CONSISTENT_DEAL", "/knowledge/actions/7")


def test_an_illegal_record_points_into_it(client: FlaskClient) -> None:
    record = {**RECORD_FORM_EXAMPLE["record"],
              "actions": [{"seat": 0, "kind": "play", "card": "1C"}]}
    found = problem(client.post("/v1/inferences", json={**RECORD_FORM_EXAMPLE,
                                                         "record": record}), 422,
                    "INVALID_INPUT")
    assert found["errors"][0]["code"] == "ILLEGAL_ACTION"
    assert found["errors"][0]["field"] == "/record/actions/0"


def test_one_form_only(client: FlaskClient) -> None:
    both = {**RECORD_FORM_EXAMPLE, "knowledge": PAREJAS}
    problem(client.post("/v1/inferences", json=both), 422, "INVALID_FIELDS")
    neither = {"ruleset": "tute-dos", "seat": 0}
    problem(client.post("/v1/inferences", json=neither), 422, "INVALID_FIELDS")
