"""The regional additions over HTTP: a hand record with its vueltas, positions inside them, the
three-player auction's shared (half) points, and the problems each names."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient
from tute import HandRecord, deal_from_seed, find_ruleset, format_action, random_record

from tests.api.helpers import problem


def action_json(text: str) -> dict[str, Any]:
    """A notation action as the JSON action of the contract."""
    seat, _, rest = text.partition(":")
    words = rest.split(":")
    if words[0][:1].isdigit():
        return {"seat": int(seat), "kind": "play", "card": words[0]}
    if words[0] == "marriage":
        return {"seat": int(seat), "kind": "declare", "declaration": "marriage",
                "suit": words[1]}
    if words[0] == "tute":
        return {"seat": int(seat), "kind": "declare", "declaration": "tute",
                "rank": int(words[1])}
    if words[0] == "capote":
        return {"seat": int(seat), "kind": "declare", "declaration": "capote"}
    if words[0] == "swap":
        return {"seat": int(seat), "kind": "swap", **({"card": words[1]} if words[1:] else {})}
    return {"seat": int(seat), "kind": words[0]}


def two_deal_record(ruleset_id: str) -> tuple[HandRecord, dict[str, Any]]:
    """A seeded random hand whose first deal leaves nobody at 101, as a request body with a
    seeded vueltas deal and no dealer (the service finds it)."""
    rules = find_ruleset(ruleset_id)
    for seed in range(200):
        record = random_record(rules, deal_from_seed(rules, seed, 1), seed)
        if record.vueltas is not None and record.vueltas.deal.seed is not None:
            body = {"ruleset": ruleset_id, "deal": {"seed": seed, "dealer": 1},
                    "actions": [action_json(format_action(a)) for a in record.actions],
                    "vueltas": {"deal": {"seed": record.vueltas.deal.seed},
                                "actions": [action_json(format_action(a))
                                            for a in record.vueltas.actions]}}
            return record, body
    raise AssertionError("no seed gives the vueltas")


def test_a_record_with_its_vueltas_is_adjudicated(client: FlaskClient) -> None:
    """regional.md 1b.15-16: both deals replayed; the vueltas' seeded deal is dealt by the
    first deal's last trick taker when the body names no dealer."""
    record, body = two_deal_record("guinote")
    response = client.post("/v1/hand-adjudications", json=body)
    assert response.status_code == 200, response.get_json()
    result = response.get_json()
    assert (result["legal"], result["complete"]) == (True, True)
    assert result["score"]["reason"] == "vueltas"
    vueltas = result["vueltas"]
    assert vueltas["dealer"] == result["tricks"][-1]["winner_seat"]
    assert vueltas["score"]["winner_side"] in (0, 1)
    assert vueltas["score"]["carried_totals"] == [s["total"] for s in result["score"]["sides"]]
    assert "vueltas" not in vueltas
    assert result["actions_applied"] == record.action_count
    assert result["next_dealer"] == vueltas["next_dealer"]


def test_a_position_inside_the_vueltas(client: FlaskClient) -> None:
    record, body = two_deal_record("tute-habanero")
    response = client.post("/v1/positions",
                           json={**body, "after_actions": len(record.actions) + 2, "seat": 0})
    assert response.status_code == 200, response.get_json()
    view = response.get_json()
    assert view["deal_number"] == 2 and len(view["carried_totals"]) == 2


def test_vueltas_by_the_wrong_dealer_are_refused(client: FlaskClient) -> None:
    record, body = two_deal_record("guinote")
    assert record.vueltas is not None
    body["vueltas"]["deal"]["dealer"] = (record.vueltas.deal.dealer + 1) % 4
    found = problem(client.post("/v1/hand-adjudications", json=body), 422, "INVALID_INPUT")
    assert [(e["code"], e["field"]) for e in found["errors"]] == [
        ("VUELTAS_DEALER", "/vueltas/deal/dealer")]


def test_vueltas_where_none_are_due(client: FlaskClient) -> None:
    _, body = two_deal_record("guinote")
    body["overrides"] = {"vueltas": "none"}
    found = problem(client.post("/v1/hand-adjudications", json=body), 422, "INVALID_INPUT")
    assert found["errors"][0]["code"] == "VUELTAS_NOT_DUE"


def test_a_shared_bid_scores_half_points(client: FlaskClient) -> None:
    """S3-3 (regional.md 4b.9, 4e): contract 75 failed → each defender +37.5; the hand score's
    match_points go straight into the match operation (S3-4)."""
    rules = find_ruleset("tute-subastado-tres")
    cards = [c.code for c in rules.deck_cards]
    body = {"ruleset": "tute-subastado-tres", "trump": "O",
            "captured": [{"seat": 0, "cards": cards}], "last_trick_winner": 0,
            "contract": {"declarer": 2, "amount": 75}}
    response = client.post("/v1/hand-scores", json=body)
    assert response.status_code == 200, response.get_json()
    score = response.get_json()
    assert score["reason"] == "bid_failed" and score["match_points"] == [37.5, 37.5, 0]
    match = client.post("/v1/match-scores", json={
        "ruleset": "tute-subastado-tres",
        "hands": [{"winner_side": 0, "games": 1, "points": score["match_points"]}] * 2})
    assert match.status_code == 200, match.get_json()
    assert match.get_json()["points_by_side"] == [75, 75, 0]


def test_points_other_than_halves_are_refused(client: FlaskClient) -> None:
    response = client.post("/v1/match-scores", json={
        "ruleset": "tute-subastado-tres",
        "hands": [{"winner_side": 0, "games": 1, "points": [37.25, 0, 0]}]})
    found = problem(response, 422, "INVALID_FIELDS")
    assert [e["field"] for e in found["errors"]] == ["/hands/0/points/0"]
