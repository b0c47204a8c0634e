"""POST /v1/turns: a whole hand played with one request per action.

The client keeps the record; before each action it asks for the turn and appends one of the
offered actions, exactly as the answer gives it (no conversion). The last answer's score is the
adjudication's.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.api.helpers import problem


def play_hand(client: FlaskClient, ruleset: str, seed: int) -> tuple[dict[str, Any], int,
                                                                     dict[str, Any]]:
    """Play a seeded hand by random offered actions: the record, the requests made, the last
    turn."""
    rng = random.Random(seed)
    record: dict[str, Any] = {"ruleset": ruleset, "deal": {"seed": seed}, "actions": []}
    requests = 0
    while True:
        response = client.post("/v1/turns", json=record)
        requests += 1
        assert response.status_code == 200, response.get_json()
        turn = response.get_json()
        if turn["to_act"] is None:
            return record, requests, turn
        assert turn["view"]["seat"] == turn["to_act"]
        plays = [a["card"] for a in turn["actions"]
                 if a["kind"] == "play" and a["seat"] == turn["to_act"]]
        if turn["phase"] == "play":
            assert turn["legal_plays"] == plays
            assert {e["card"] for e in turn["excluded"]}.isdisjoint(plays)
        record["actions"].append(rng.choice(turn["actions"]))


@pytest.mark.parametrize(("ruleset", "seed"), [("tute-dos", 11), ("tute-parejas", 12),
                                               ("tute-subastado", 13), ("brisca", 14)])
def test_a_hand_takes_one_request_per_action(client: FlaskClient, ruleset: str,
                                             seed: int) -> None:
    record, requests, last = play_hand(client, ruleset, seed)
    assert requests == len(record["actions"]) + 1
    assert last["phase"] == "over" and last["actions"] == [] and last["view"] is None
    adjudication = client.post("/v1/hand-adjudications", json=record).get_json()
    assert adjudication["legal"] and adjudication["complete"]
    assert last["score"] == adjudication["score"]


def test_the_auction_shows_its_state_and_minimum_bid(client: FlaskClient) -> None:
    turn = client.post("/v1/turns", json={"ruleset": "tute-subastado", "deal": {"seed": 1},
                                          "actions": []}).get_json()
    assert turn["phase"] == "auction"
    assert turn["auction"]["min_next_bid"] == min(
        a["amount"] for a in turn["actions"] if a["kind"] == "bid")
    assert {"seat": turn["to_act"], "kind": "pass", "card": None, "amount": None, "suit": None,
            "declaration": None, "rank": None} in turn["actions"]
    assert turn["legal_plays"] == [] and turn["score"] is None


def test_another_seat_may_be_shown(client: FlaskClient) -> None:
    body = {"ruleset": "tute-dos", "deal": {"seed": 3}, "actions": [], "seat": 0}
    turn = client.post("/v1/turns", json=body).get_json()
    assert turn["to_act"] == 1 and turn["view"]["seat"] == 0
    assert turn["legal_plays"] == [] and turn["excluded"] == []


def test_an_illegal_record_is_a_422_at_its_first_illegal_action(client: FlaskClient) -> None:
    body = {"ruleset": "tute-dos", "deal": {"seed": 3},
            "actions": [{"seat": 0, "kind": "play", "card": "1O"}]}
    found = problem(client.post("/v1/turns", json=body), 422, "INVALID_INPUT")
    assert [(e["code"], e["field"]) for e in found["errors"]] == [("ILLEGAL_ACTION",
                                                                   "/actions/0")]
