"""The regional additions over HTTP: a hand record with its vueltas, positions inside them, the
three-player auction's shared (half) points, and the problems each names."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from flask.testing import FlaskClient
from tute import (
    Action,
    HandRecord,
    PlayPosition,
    adjudicate,
    deal_from_seed,
    find_ruleset,
    judge_plays,
    position_after,
    random_record,
    ruleset_ids,
)
from tute.api.encode import encode

from tests.api.helpers import problem


def actions_json(actions: Sequence[Action]) -> list[dict[str, Any]]:
    """Engine actions as the contract's JSON actions (the API's own encoder writes them)."""
    return [encode(a) for a in actions]


def two_deal_record(ruleset_id: str) -> tuple[HandRecord, dict[str, Any]]:
    """A seeded random hand whose first deal leaves nobody at 101, as a request body with a
    seeded vueltas deal and no dealer (the service finds it)."""
    rules = find_ruleset(ruleset_id)
    for seed in range(200):
        record = random_record(rules, deal_from_seed(rules, seed, 1), seed)
        if record.vueltas is not None and record.vueltas.deal.seed is not None:
            body = {"ruleset": ruleset_id, "deal": {"seed": seed, "dealer": 1},
                    "actions": actions_json(record.actions),
                    "vueltas": {"deal": {"seed": record.vueltas.deal.seed},
                                "actions": actions_json(record.vueltas.actions)}}
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


TABLES = [(rid, {}) for rid in ruleset_ids()] + [
    ("tute-arrastrado-tres", {"players": 4}),
    ("tute-subastado-tres", {"deck": 40, "hand_size": 13,
                             "spare_card": "auction_winner_may_take"}),
    ("guinote", {"vueltas_end": "claim"}),
]


@pytest.mark.parametrize(("ruleset_id", "overrides"), TABLES,
                         ids=[f"{r}-{i}" for i, (r, _) in enumerate(TABLES)])
def test_every_operation_answers_for_every_ruleset(
    client: FlaskClient, ruleset_id: str, overrides: dict[str, Any]
) -> None:
    """Issue "Regional rulesets", item 1: seeded deals, whole-hand adjudication, positions,
    legal plays, trick results, declarations, hand scores and the match, over HTTP, agree with
    the engine for a seeded random hand of each ruleset."""
    rules = find_ruleset(ruleset_id, overrides)
    base = {"ruleset": ruleset_id, "overrides": overrides}
    dealer = 1 % rules.players
    dealt = client.post("/v1/deals", json={**base, "seed": 9, "dealer": dealer})
    assert dealt.status_code == 200, dealt.get_json()
    deal = deal_from_seed(rules, 9, dealer)
    assert dealt.get_json()["hands"] == [[c.code for c in h] for h in deal.hands]
    record = random_record(rules, deal, 9)
    body = {**base, "deal": {"seed": 9, "dealer": dealer},
            "actions": actions_json(record.actions)}
    if record.vueltas is not None:
        body["vueltas"] = {"deal": {"seed": record.vueltas.deal.seed},
                           "actions": actions_json(record.vueltas.actions)}
    answer = client.post("/v1/hand-adjudications", json=body)
    assert answer.status_code == 200, answer.get_json()
    result, engine = answer.get_json(), adjudicate(record)
    assert (result["legal"], result["complete"]) == (True, True)
    assert result["ended_by"] == engine.ended_by
    if engine.score is None:  # every seat passed: nothing else to ask
        return
    assert result["score"]["match_points"] == list(engine.score.match_points)
    # a position in the middle of the hand, and the operations on it
    middle = len(record.actions) // 2
    viewed = client.post("/v1/positions", json={**body, "after_actions": middle,
                                                "seat": 0, "draw": True})
    assert viewed.status_code == 200, viewed.get_json()
    seat = viewed.get_json()["to_act"]
    if seat is not None and viewed.get_json()["phase"] == "play":
        view = client.post("/v1/positions", json={**body, "after_actions": middle,
                                                  "seat": seat, "draw": True}).get_json()
        position = {**base, "trump": view["trump"], "seat": seat, "hand": view["hand"],
                    "trick": view["trick"], "stock_size": view["stock_size"],
                    "turn_up": view["turn_up"]}
        plays = client.post("/v1/legal-plays", json=position)
        assert plays.status_code == 200, plays.get_json()
        seen = position_after(record, middle, seat, draw=True)
        engine_plays = judge_plays(rules, PlayPosition(seen.trump, seat, seen.hand, seen.trick,
                                                       seen.stock_size, seen.turn_up))
        assert plays.get_json()["legal_plays"] == [c.code for c in engine_plays.legal]
    # the first trick resolved, and the hand scored from its tricks
    first = engine.tricks[0]
    trick = client.post("/v1/trick-results", json={
        **base, "trump": engine.trump.value if engine.trump else None,
        "trick": [{"seat": t.seat, "card": t.card.code} for t in first.cards]})
    if engine.trump is not None or rules.trumps.by_marriage:
        assert trick.status_code == 200, trick.get_json()
        assert trick.get_json()["winner_seat"] == first.winner_seat or (
            rules.trumps.by_marriage)  # cabrón: the trump is fixed later in the hand
    # the hand scored from what each seat took, as the adjudication scored it
    taken: dict[int, list[str]] = {}
    for done in engine.tricks:
        taken.setdefault(done.winner_seat, []).extend(t.card.code for t in done.cards)
    scored = client.post("/v1/hand-scores", json={
        **base, "trump": engine.trump.value if engine.trump else None,
        "captured": [{"seat": seat, "cards": cards} for seat, cards in taken.items()],
        "last_trick_winner": engine.tricks[-1].winner_seat,
        "declarations": [{"seat": d.seat, "kind": d.kind.value,
                          "suit": d.suit.value if d.suit else None, "rank": d.rank,
                          "card": d.card.code if d.card else None,
                          "after_trick": d.after_trick} for d in engine.declarations],
        "contract": ({"declarer": engine.contract.declarer, "amount": engine.contract.amount}
                     if engine.contract else None),
        "dealer": record.deal.dealer})
    assert scored.status_code == 200, scored.get_json()
    assert scored.get_json()["sides"] == result["score"]["sides"]
    assert scored.get_json()["payouts"] == result["score"]["payouts"]
    # the match takes the hand's match_points as they are
    outcome: dict[str, Any] = {"winner_side": result["score"]["winner_side"],
                               "games": max(result["score"]["games"], default=0),
                               "points": result["score"]["match_points"],
                               "loser_sides": result["score"]["loser_sides"]}
    if outcome["winner_side"] is None:
        outcome["games"] = 0
    match = client.post("/v1/match-scores", json={**base, "hands": [outcome]})
    assert match.status_code == 200, match.get_json()


def test_arrastrado_with_the_card_set_aside_takes_swap_false(client: FlaskClient) -> None:
    """regional.md 5d (tute-ia's arrastrado: trumps by the first marriage, the 40th card set
    aside face down) over HTTP: the override to the swap's other value is accepted, as the
    ruleset's own swap: true is (issue 25, item 4); a swap turned on in a game with nothing to
    take is still refused, naming the switch."""
    aside = {"trump_method": "first_marriage", "spare_card": "face_down_aside"}
    for swap in (False, True):
        response = client.post("/v1/deals", json={
            "ruleset": "tute-arrastrado-tres", "seed": 8, "overrides": {**aside, "swap": swap}})
        assert response.status_code == 200, response.get_data(as_text=True)
        assert response.get_json()["ruleset"]["overrides"]["swap"] is swap
    refused = problem(client.post("/v1/deals", json={
        "ruleset": "tute-parejas", "seed": 1, "overrides": {"swap": True}}), 422,
        "INVALID_OVERRIDES")
    assert [(e["code"], e["field"]) for e in refused["errors"]] == [
        ("SWITCH_NOT_APPLICABLE", "/overrides/swap")]
