"""What an answer gives, a request takes as it is: declarations (their points checked), captured
piles, contracts, bids, tricks and actions go from one answer into the next request unchanged."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.api.helpers import problem

# tute-dos, seed 42 (dealer 0): seat 1 takes the first trick and sings the 20 in espadas
RECORD: dict[str, Any] = {
    "ruleset": "tute-dos", "deal": {"seed": 42},
    "actions": [{"seat": 1, "kind": "play", "card": "1C"},
                {"seat": 0, "kind": "play", "card": "12O"},
                {"seat": 1, "kind": "declare", "declaration": "marriage", "suit": "E"}],
}


def view_after(client: FlaskClient, record: dict[str, Any], seat: int) -> dict[str, Any]:
    body = {**record, "after_actions": len(record["actions"]), "seat": seat}
    answer = client.post("/v1/positions", json=body)
    assert answer.status_code == 200, answer.get_json()
    view: dict[str, Any] = answer.get_json()
    return view


def context_of(view: dict[str, Any], dealer: int = 0) -> dict[str, Any]:
    """A declaration context made of a view's own members, as they come."""
    return {"ruleset": view["ruleset"]["id"], "dealer": dealer, "seat": view["seat"],
            **{key: view[key] for key in ("trump", "hand", "last_trick_winner",
                                          "tricks_played", "stage", "stock_size", "turn_up",
                                          "declarations")}}


def test_a_views_declarations_go_into_a_declaration_context(client: FlaskClient) -> None:
    view = view_after(client, RECORD, 1)
    assert view["declarations"][0]["points"] == 20  # as answers give them: with their points
    answer = client.post("/v1/declarations", json=context_of(view))
    assert answer.status_code == 200, answer.get_json()


def test_an_offered_declaration_is_asked_about_as_it_comes(client: FlaskClient) -> None:
    record = {**RECORD, "actions": RECORD["actions"][:2]}  # before the 20 is sung
    context = context_of(view_after(client, record, 1))
    offers = client.post("/v1/declarations", json=context).get_json()["available"]
    offered = next(o["declaration"] for o in offers if o["declaration"]["kind"] == "marriage")
    verdict = client.post("/v1/declaration-verdicts",
                          json={**context, "declaration": offered}).get_json()
    assert verdict["legal"] is True and verdict["declaration"] == offered


def test_a_finished_hand_is_scored_from_its_answers(client: FlaskClient) -> None:
    record = client.post("/v1/turns", json=RECORD).get_json()
    full = dict(RECORD, actions=list(RECORD["actions"]))
    turn = record
    while turn["to_act"] is not None:
        full["actions"].append(next(a for a in turn["actions"] if a["kind"] == "play"))
        turn = client.post("/v1/turns", json=full).get_json()
    adjudication = client.post("/v1/hand-adjudications", json=full).get_json()
    view = view_after(client, full, 0)
    body = {"ruleset": "tute-dos", "trump": adjudication["trump"],
            "captured": view["captured"], "last_trick_winner": view["last_trick_winner"],
            "declarations": adjudication["declarations"], "contract": adjudication["contract"]}
    score = client.post("/v1/hand-scores", json=body)
    assert score.status_code == 200, score.get_json()
    answer = score.get_json()
    assert {k: v for k, v in answer.items() if k != "ruleset"} == adjudication["score"]


def test_an_auctions_bids_and_highest_bid_go_back_in(client: FlaskClient) -> None:
    start = {"ruleset": "tute-subastado", "dealer": 3, "bids": []}
    first = client.post("/v1/auction-states", json={**start, "next_bid": {
        "seat": 0, "kind": "bid", "amount": 70}}).get_json()
    highest = first["verdict"]["state_after"]["highest"]
    later = client.post("/v1/auction-states", json={**start, "bids": [highest]})
    assert later.status_code == 200, later.get_json()
    assert later.get_json()["state"]["highest"] == highest


def test_points_sent_back_are_checked(client: FlaskClient) -> None:
    view = view_after(client, RECORD, 1)
    context = context_of(view)
    context["declarations"] = [{**view["declarations"][0], "points": 40}]
    found = problem(client.post("/v1/declarations", json=context), 422, "INVALID_INPUT")
    assert [(e["code"], e["field"]) for e in found["errors"]] == [
        ("POINTS_MISMATCH", "/declarations/0/points")]


def test_a_declaration_made_names_its_seat(client: FlaskClient) -> None:
    context = context_of(view_after(client, RECORD, 1))
    context["declarations"] = [{"kind": "marriage", "suit": "E", "after_trick": 1}]
    found = problem(client.post("/v1/declarations", json=context), 422, "INVALID_FIELDS")
    assert [(e["code"], e["field"]) for e in found["errors"]] == [
        ("FIELD_REQUIRED", "/declarations/0/seat")]


def test_a_questions_declaration_is_the_questions(client: FlaskClient) -> None:
    record = {**RECORD, "actions": RECORD["actions"][:2]}
    context = context_of(view_after(client, record, 1))
    asked = {"seat": 0, "kind": "marriage", "suit": "E", "after_trick": 0}
    found = problem(client.post("/v1/declaration-verdicts",
                                json={**context, "declaration": asked}), 422, "INVALID_INPUT")
    assert [(e["code"], e["field"]) for e in found["errors"]] == [
        ("SEAT_MISMATCH", "/declaration/seat"), ("MOMENT_MISMATCH", "/declaration/after_trick")]


def test_points_sent_back_with_a_question_are_checked(client: FlaskClient) -> None:
    record = {**RECORD, "actions": RECORD["actions"][:2]}
    context = context_of(view_after(client, record, 1))
    asked = {"kind": "marriage", "suit": "E", "points": 40}  # a plain suit: the 20
    found = problem(client.post("/v1/declaration-verdicts",
                                json={**context, "declaration": asked}), 422, "INVALID_INPUT")
    assert [(e["code"], e["field"]) for e in found["errors"]] == [
        ("POINTS_MISMATCH", "/declaration/points")]
