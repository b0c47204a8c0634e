"""POST /v1/suggestions (suggestAction): the action of the seat to act at each level, from its
knowledge or a record; strong's candidates; what cannot be asked for is a 422 naming why."""

from __future__ import annotations

import itertools
import time
from typing import Any

import pytest
from flask.testing import FlaskClient
from tute.api.knowledge_routes import KNOWLEDGE_EXAMPLE
from tute.api.suggestion_routes import DECLARATION_EXAMPLE, SUGGESTION_EXAMPLE

from tests.api.helpers import problem


def suggestion(client: FlaskClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/v1/suggestions", json=body)
    assert response.status_code == 200, response.get_json()
    answer: dict[str, Any] = response.get_json()
    return answer


def accepted(client: FlaskClient, body: dict[str, Any]) -> list[dict[str, Any]]:
    """What /v1/turns says the hand accepts now from the body's seat."""
    record = body["record"]
    turn = client.post("/v1/turns", json={"ruleset": body["ruleset"], **record})
    assert turn.status_code == 200, turn.get_json()
    return [a for a in turn.get_json()["actions"] if a["seat"] == body["seat"]]


def test_every_level_answers_an_action_the_hand_accepts(client: FlaskClient) -> None:
    offered = accepted(client, SUGGESTION_EXAMPLE)
    for level in ("random", "basic", "strong"):
        answer = suggestion(client, {**SUGGESTION_EXAMPLE, "level": level})
        assert answer["level"] == level and answer["seat"] == 1
        assert answer["action"] in offered
        assert answer["ruleset"]["id"] == "tute-dos"


def test_strong_answers_its_candidates_best_first(client: FlaskClient) -> None:
    answer = suggestion(client, SUGGESTION_EXAMPLE)
    candidates = answer["candidates"]
    assert sorted(str(c["action"]) for c in candidates) == sorted(
        str(a) for a in accepted(client, SUGGESTION_EXAMPLE))
    assert candidates[0]["action"] == answer["action"]
    values = [c["value"] for c in candidates]
    assert values == sorted(values, reverse=True)
    assert all(len(c["points"]) == 2 for c in candidates)
    # every candidate is played out in the first worlds; one clearly worse may be dropped
    assert len(candidates) <= answer["playouts"] <= answer["worlds"] * len(candidates) <= 24
    assert answer["cut_short"] is False
    assert suggestion(client, SUGGESTION_EXAMPLE) == answer  # the seed reproduces it


def test_the_knowledge_form_is_answered_too(client: FlaskClient) -> None:
    body = {**KNOWLEDGE_EXAMPLE, "level": "basic"}  # seat 0 plays the trick's fourth card
    answer = suggestion(client, body)
    assert answer["action"]["seat"] == 0 and answer["action"]["kind"] == "play"


def test_a_seat_not_to_act_is_refused(client: FlaskClient) -> None:
    found = problem(client.post("/v1/suggestions", json={**SUGGESTION_EXAMPLE, "seat": 0}),
                    422, "INVALID_INPUT")
    error = found["errors"][0]
    assert error["code"] == "SEAT_NOT_TO_ACT" and error["field"] == "/seat"
    assert error["params"] == {"seat": 0, "to_act": 1}


def test_the_bounds_are_named(client: FlaskClient) -> None:
    for field, value, bounds in (("effort", 0, {"min": 1, "max": 10_000}),
                                 ("deadline_ms", 5_001, {"min": 1, "max": 5_000})):
        found = problem(client.post("/v1/suggestions",
                                    json={**SUGGESTION_EXAMPLE, field: value}),
                        422, "INVALID_FIELDS")
        error = found["errors"][0]
        assert error["field"] == f"/{field}" and error["params"] == bounds
    found = problem(client.post("/v1/suggestions", json={**SUGGESTION_EXAMPLE,
                                                         "level": "grandmaster"}),
                    422, "INVALID_FIELDS")
    assert found["errors"][0]["field"] == "/level"


def test_a_deadline_may_cut_the_search(client: FlaskClient) -> None:
    answer = suggestion(client, {**SUGGESTION_EXAMPLE, "effort": 10_000, "deadline_ms": 1})
    assert answer["cut_short"] is True and answer["worlds"] >= 1


def test_the_default_deadline_bounds_a_request(client: FlaskClient,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A strong search asked for the most effort stops at the default deadline (2 s) and says
    so: no request holds a worker for the minute its effort would take. The clock is a fake
    one that moves half a second each time it is read (the route reads it once to set the
    deadline, the search once after each world), so the deadline, not the machine's speed,
    says how many worlds are played out."""
    ticks = itertools.count()
    monkeypatch.setattr(time, "monotonic", lambda: next(ticks) * 0.5)
    answer = suggestion(client, {**SUGGESTION_EXAMPLE, "effort": 10_000})
    assert answer["cut_short"] is True and answer["worlds"] == 4  # 2 s at 0.5 s a world
    ticks = itertools.count()
    answer = suggestion(client, {**SUGGESTION_EXAMPLE, "effort": 10_000, "deadline_ms": 1_000})
    assert answer["cut_short"] is True and answer["worlds"] == 2


def test_a_seat_not_to_act_is_told_whether_to_declare(client: FlaskClient) -> None:
    """POST /v1/declaration-suggestions: Guiñote's partner of the seat to lead may swap the 7
    of trumps before the lead (a seat not to act: /v1/suggestions refuses it); every level
    answers the swap or null (declining), and strong weighs both."""
    offered = accepted(client, DECLARATION_EXAMPLE)
    assert offered and all(a["kind"] == "swap" for a in offered)
    for level in ("random", "basic", "strong"):
        response = client.post("/v1/declaration-suggestions",
                               json={**DECLARATION_EXAMPLE, "level": level})
        assert response.status_code == 200, response.get_json()
        answer = response.get_json()
        assert answer["seat"] == 3 and answer["level"] == level
        assert answer["declaration"] is None or answer["declaration"] in offered
    answer = client.post("/v1/declaration-suggestions", json=DECLARATION_EXAMPLE).get_json()
    weighed = [c["action"] for c in answer["candidates"]]
    assert sorted(map(str, weighed)) == sorted(map(str, [*offered, None]))
    assert weighed[0] == answer["declaration"]
    refused = problem(client.post("/v1/suggestions", json=DECLARATION_EXAMPLE),
                      422, "INVALID_INPUT")
    assert refused["errors"][0]["code"] == "SEAT_NOT_TO_ACT"


def test_the_seat_to_act_and_a_seat_with_nothing_to_declare_are_refused(
        client: FlaskClient) -> None:
    for seat, code in ((1, "SEAT_TO_ACT"), (0, "NOTHING_TO_DECLARE")):
        found = problem(client.post("/v1/declaration-suggestions",
                                    json={**DECLARATION_EXAMPLE, "seat": seat}),
                        422, "INVALID_INPUT")
        assert found["errors"][0]["code"] == code and found["errors"][0]["field"] == "/seat"
        assert found["errors"][0]["params"] == {"seat": seat}
