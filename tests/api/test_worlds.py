"""POST /v1/worlds (sampleWorlds): whole deals consistent with one seat's view, reproducible
for a seed; a count past its bound names the bound."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient
from tute.api.knowledge_routes import KNOWLEDGE_EXAMPLE, WORLDS_EXAMPLE

from tests.api.helpers import problem


def sample(client: FlaskClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/v1/worlds", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def test_worlds_replay_to_the_seat_view(client: FlaskClient) -> None:
    """Each world, sent back as the deal of the record, replays legally and shows seat 0 what
    the real deal shows it (POST /v1/positions)."""
    answer = sample(client, {**WORLDS_EXAMPLE, "count": 5})
    assert len(answer["worlds"]) == 5 and answer["seat"] == 0
    record = WORLDS_EXAMPLE["record"]
    asked = {"ruleset": "tute-dos", "after_actions": 3, "seat": 0}
    real = client.post("/v1/positions", json={**asked, **record}).get_json()
    for world in answer["worlds"]:
        deal = {key: world[key] for key in ("dealer", "hands", "stock", "turn_up")}
        seen = client.post("/v1/positions", json={**asked, "deal": deal,
                                                  "actions": record["actions"]})
        assert seen.status_code == 200, seen.get_json()
        assert seen.get_json() == real


def test_a_seed_reproduces_the_worlds(client: FlaskClient) -> None:
    first = sample(client, WORLDS_EXAMPLE)
    assert sample(client, WORLDS_EXAMPLE) == first
    assert sample(client, {**WORLDS_EXAMPLE, "seed": 8}) != first


def test_every_hand_is_full(client: FlaskClient) -> None:
    answer = sample(client, {**KNOWLEDGE_EXAMPLE, "count": 3, "seed": 1})
    for world in answer["worlds"]:
        assert [len(h) for h in world["hands"]] == [10, 10, 10, 10]
        assert world["hands"][0] == KNOWLEDGE_EXAMPLE["knowledge"]["hand"]
        assert all(c[-1] != "E" for c in world["hands"][3] if c != "7B")


def test_count_bound_is_named(client: FlaskClient) -> None:
    for count in (0, 1001):
        found = problem(client.post("/v1/worlds", json={**WORLDS_EXAMPLE, "count": count}),
                        422, "INVALID_FIELDS")
        error = found["errors"][0]
        assert error["field"] == "/count"
        assert error["params"] == {"min": 1, "max": 1000}
