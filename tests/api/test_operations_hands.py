"""The whole-hand operations through the Flask test client: declarations, hand and match
scores, the auction, deals, adjudication of recorded hands and positions.

Rule cases cite their source document (shared/rules/ beside the repository, as named in
rulesets.md).
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from tute import (
    DECK,
    Action,
    adjudicate,
    deal_from_seed,
    find_ruleset,
    random_record,
)

from .helpers import problem

# 003's worked example, bastos trumps, ace turned up: you won the first trick with the 2 of
# copas and, before drawing, hold king and knight of copas and the 7 of trumps.
AFTER_FIRST_TRICK: dict[str, Any] = {
    "ruleset": "tute-dos",
    "trump": "B",
    "dealer": 1,
    "seat": 0,
    "hand": ["7B", "12B", "12C", "11C", "3O", "10O", "5E"],
    "last_trick_winner": 0,
    "tricks_played": 1,
    "stage": "before_draw",
    "stock_size": 24,
    "turn_up": "1B",
}


def post(client: FlaskClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(path, json=body)
    assert response.status_code == 200, response.get_data(as_text=True)
    result: dict[str, Any] = response.get_json()
    return result


def action_json(action: Action) -> dict[str, Any]:
    """An engine action in the request vocabulary (members left out when empty)."""
    found: dict[str, Any] = {"seat": action.seat, "kind": action.kind}
    if action.card is not None:
        found["card"] = action.card.code
    if action.amount is not None:
        found["amount"] = action.amount
    if action.suit is not None:
        found["suit"] = action.suit.value
    if action.declaration is not None:
        found["declaration"] = action.declaration
    if action.rank is not None:
        found["rank"] = action.rank
    return found


# -- declarations --------------------------------------------------------------------------------


def test_after_a_won_trick_the_marriage_and_the_swap_are_offered(client: FlaskClient) -> None:
    # 003: "Cantas rei e cavalo de copas por vinte"; 002: the 7 of trumps takes a turn-up of
    # 1, 3, 12, 11 or 10 (tute-dos swaps after a won trick, before drawing: 000)
    body = post(client, "/v1/declarations", AFTER_FIRST_TRICK)
    assert body["ruleset"]["id"] == "tute-dos"
    offered = {(o["declaration"]["kind"], o["declaration"]["suit"], o["declaration"]["card"]):
               o for o in body["available"]}
    assert set(offered) == {("marriage", "C", None), ("swap", None, "7B")}
    marriage = offered[("marriage", "C", None)]
    assert marriage["declaration"]["points"] == 20
    assert marriage["effect"]["points"] == 20 and not marriage["effect"]["ends_hand"]
    swap = offered[("swap", None, "7B")]["effect"]
    assert (swap["gives"], swap["takes"]) == ("7B", "1B")


def test_nothing_may_be_sung_before_a_trick_is_won(client: FlaskClient) -> None:
    # 003: "Ainda não podes cantar as copas — não ganhaste nenhuma vaza."
    context = {**AFTER_FIRST_TRICK, "hand": [*AFTER_FIRST_TRICK["hand"], "2C"],
               "last_trick_winner": None, "tricks_played": 0, "stage": "before_lead"}
    body = post(client, "/v1/declarations", context)
    assert [o["declaration"]["kind"] for o in body["available"]] == []
    verdict = post(client, "/v1/declaration-verdicts",
                   {**context, "declaration": {"kind": "marriage", "suit": "C"}})
    assert (verdict["legal"], verdict["code"], verdict["effect"]) == (False, "NO_TRICK_WON", None)


def test_the_marriage_in_trumps_is_worth_forty(client: FlaskClient) -> None:
    # 003: "Agora tens rei e cavalo de trunfo, e ganhaste uma vaza. Na tua saída cantas:
    # quarenta pontos, las cuarenta."
    verdict = post(client, "/v1/declaration-verdicts", {
        **AFTER_FIRST_TRICK, "hand": ["1B", "12B", "11B", "12C", "11C", "3O", "10O", "5E"],
        "stage": "before_lead", "stock_size": 22, "turn_up": "7B",
        "declaration": {"kind": "marriage", "suit": "B"}})
    assert verdict["legal"] is True and verdict["code"] is None
    assert verdict["declaration"]["points"] == verdict["effect"]["points"] == 40
    assert verdict["declaration"]["after_trick"] == 1


def test_a_marriage_of_a_suit_already_sung_is_refused(client: FlaskClient) -> None:
    verdict = post(client, "/v1/declaration-verdicts", {
        **AFTER_FIRST_TRICK,
        "declarations": [{"seat": 1, "kind": "marriage", "suit": "C", "after_trick": 0}],
        "declaration": {"kind": "marriage", "suit": "C"}})
    assert (verdict["legal"], verdict["code"]) == (False, "SUIT_ALREADY_DECLARED")


DECLARATION_PATHS = pytest.mark.parametrize(
    ("path", "extra"),
    [("/v1/declarations", {}),
     ("/v1/declaration-verdicts", {"declaration": {"kind": "marriage", "suit": "C"}})],
)


@DECLARATION_PATHS
def test_seats_must_sit_at_the_table(
    client: FlaskClient, path: str, extra: dict[str, Any]
) -> None:
    body = problem(client.post(path, json={**AFTER_FIRST_TRICK, "seat": 3, "dealer": 2, **extra}),
                   422, "IMPOSSIBLE_POSITION")
    assert [(e["field"], e["code"]) for e in body["errors"]] == [
        ("/seat", "SEAT_OUT_OF_RANGE"), ("/dealer", "SEAT_OUT_OF_RANGE")]


@DECLARATION_PATHS
def test_a_moment_that_cannot_occur_is_a_422_listing_every_problem(
    client: FlaskClient, path: str, extra: dict[str, Any]
) -> None:
    # The engine's check (tute.declarations.check_declaration_context), not the API's: the 7 of
    # trumps twice, a stock that never has 25 cards (24 after the deal of tute-dos, then 2 fewer
    # a trick), a turn-up of oros under bastos trumps, a trick played but nobody took it, and a
    # declaration by a seat not at the table, made after a trick still to come.
    impossible = {
        **AFTER_FIRST_TRICK, **extra,
        "hand": ["7B", "7B", "12C", "11C", "3O", "10O", "5E"],
        "stock_size": 25,
        "turn_up": "1O",
        "last_trick_winner": None,
        "declarations": [{"seat": 2, "kind": "marriage", "suit": "O", "after_trick": 3}],
    }
    body = problem(client.post(path, json=impossible), 422, "IMPOSSIBLE_POSITION")
    assert body["detail"] == "6 problem(s) make this state impossible"
    assert [(e["field"], e["code"]) for e in body["errors"]] == [
        ("/hand/1", "DUPLICATE_CARD"),
        ("/stock_size", "STOCK_SIZE_IMPOSSIBLE"),
        ("/trump", "TRUMP_CONTRADICTS_TURN_UP"),
        ("/last_trick_winner", "LAST_TRICK_WINNER_MISMATCH"),
        ("/declarations/0/seat", "SEAT_OUT_OF_RANGE"),
        ("/declarations/0/after_trick", "DECLARATION_AFTER_NOW"),
    ]
    assert all(e["message"] for e in body["errors"])


@DECLARATION_PATHS
def test_the_hand_must_hold_what_the_moment_allows(
    client: FlaskClient, path: str, extra: dict[str, Any]
) -> None:
    # 003: "Quem ganha tira primeiro e quem perde depois, por isso as mãos mantêm-se em oito."
    # While the stock lasts a hand holds 8 cards before each trick, 7 once it has played.
    # The stock (24 at the deal) loses two cards with the first trick's draw.
    for stage, size, allowed, stock in (("before_lead", 7, "8", 22),
                                        ("in_trick", 6, "7 or 8", 22),
                                        ("before_draw", 8, "7", 24)):
        body = problem(client.post(path, json={
            **AFTER_FIRST_TRICK, **extra, "stage": stage, "stock_size": stock,
            "hand": (AFTER_FIRST_TRICK["hand"] + ["2C"])[:size]}),
            422, "IMPOSSIBLE_POSITION")
        assert [(e["field"], e["code"]) for e in body["errors"]] == [
            ("/hand", "HAND_SIZE_IMPOSSIBLE")], stage
        assert f"holds {allowed} cards, not {size}" in body["errors"][0]["message"]


def test_a_possible_moment_is_judged(client: FlaskClient) -> None:
    # the same check passes every state of a seeded hand the positions operation shows
    record = {"ruleset": "tute-dos", "deal": {"seed": 42}, "actions": [
        {"seat": 1, "kind": "play", "card": "1C"}, {"seat": 0, "kind": "play", "card": "12O"}]}
    for draw, stage in ((False, "before_draw"), (True, "before_lead")):
        view = post(client, "/v1/positions", {**record, "after_actions": 2, "seat": 1,
                                               "draw": draw})
        assert view["stage"] == stage
        body = post(client, "/v1/declarations", {
            "ruleset": "tute-dos", "trump": view["trump"], "dealer": 0, "seat": 1,
            "hand": view["hand"], "last_trick_winner": view["last_trick_winner"],
            "tricks_played": view["tricks_played"], "stage": view["stage"],
            "stock_size": view["stock_size"], "turn_up": view["turn_up"]})
        assert body["seat"] == 1


# -- hand scores ---------------------------------------------------------------------------------

# 003's count: "Em vazas tens 68 pontos contra 62 da Ada: os 130 da mão. Com os teus cantos
# chegas a 128; a Ada tem 82 com os seus vinte." Ada took aces, the 3 of oros and two kings
# (62); you took the rest (58) and the last trick (10); you sang 40 and 20, Ada 20.
ADA = ["1O", "1C", "1E", "1B", "3O", "12O", "12C", "2O"]
YOU = [card.code for card in DECK if card.code not in ADA]
FINAL_COUNT = {
    "ruleset": "tute-dos",
    "trump": "B",
    "captured": [{"seat": 0, "cards": YOU}, {"seat": 1, "cards": ADA}],
    "last_trick_winner": 0,
    "declarations": [{"seat": 0, "kind": "marriage", "suit": "B"},
                     {"seat": 1, "kind": "marriage", "suit": "O"},
                     {"seat": 0, "kind": "marriage", "suit": "C"}],
}


def test_the_worked_example_scores_128_to_82(client: FlaskClient) -> None:
    body = post(client, "/v1/hand-scores", FINAL_COUNT)
    you, ada = body["sides"]
    assert (you["card_points"] + you["last_trick_bonus"], ada["card_points"]) == (68, 62)
    assert (you["marriage_points"], ada["marriage_points"]) == (60, 20)
    assert (you["total"], ada["total"]) == (128, 82)
    assert (body["winner_side"], body["reason"], body["games"]) == (0, "most_points", [1, 0])
    assert body["ruleset"]["id"] == "tute-dos"


def test_captured_problems_point_at_the_body_s_own_items(client: FlaskClient) -> None:
    # the body lists seat 1 first: the engine's /captured/1 is the body's /captured/0
    odd = {**FINAL_COUNT, "captured": [{"seat": 1, "cards": ADA[:7]},
                                       {"seat": 0, "cards": YOU + ADA[7:]}]}
    body = problem(client.post("/v1/hand-scores", json=odd), 422, "INVALID_INPUT")
    found = {(e["field"], e["code"]) for e in body["errors"]}
    assert ("/captured/0/cards", "CAPTURED_COUNT_IMPOSSIBLE") in found
    assert ("/captured/1/cards", "CAPTURED_COUNT_IMPOSSIBLE") in found


def test_a_seat_captured_twice_is_refused(client: FlaskClient) -> None:
    twice = {**FINAL_COUNT, "captured": [{"seat": 0, "cards": YOU}, {"seat": 0, "cards": ADA}]}
    body = problem(client.post("/v1/hand-scores", json=twice), 422, "INVALID_INPUT")
    assert [(e["field"], e["code"]) for e in body["errors"]] == [
        ("/captured/1/seat", "DUPLICATE_SEAT")]


def test_the_101_double_override_gives_two_games(client: FlaskClient) -> None:
    # 001/002: a side reaching 101 wins two games (an override: tute-dos leaves it off)
    body = post(client, "/v1/hand-scores", {**FINAL_COUNT, "overrides": {"double_at": 101}})
    assert body["games"] == [2, 0]
    assert body["ruleset"]["overrides"] == {"double_at": 101}


# -- match scores --------------------------------------------------------------------------------


def test_a_match_to_five_games(client: FlaskClient) -> None:
    # 003: "Uma mão a zero, num jogo a cinco" — the first side to five games wins
    hands = [{"winner_side": 0, "games": 1}] * 4 + [{"winner_side": 1, "games": 1}]
    body = post(client, "/v1/match-scores", {"ruleset": "tute-dos", "hands": hands})
    assert (body["games_by_side"], body["complete"], body["winner_side"]) == ([4, 1], False,
                                                                             None)
    body = post(client, "/v1/match-scores", {"ruleset": "tute-dos",
                                            "hands": [*hands, {"winner_side": 0, "games": 1}]})
    assert (body["complete"], body["winner_side"], body["hands_counted"]) == (True, 0, 6)


def test_a_hand_after_the_match_is_decided_is_refused(client: FlaskClient) -> None:
    hands = [{"winner_side": 0, "games": 1}] * 6
    body = problem(client.post("/v1/match-scores", json={"ruleset": "tute-dos", "hands": hands}),
                   422, "INVALID_INPUT")
    assert [(e["field"], e["code"]) for e in body["errors"]] == [
        ("/hands/5", "MATCH_ALREADY_DECIDED")]


# -- the auction ---------------------------------------------------------------------------------

AUCTION = {"ruleset": "tute-subastado", "dealer": 0,
           "bids": [{"seat": 1, "kind": "bid", "amount": 70}, {"seat": 2, "kind": "pass"}]}


def test_the_auction_says_whose_turn_and_the_minimum_next_bid(client: FlaskClient) -> None:
    # 000: "Partendo dal giocatore alla destra del mazziere"; "Le offerte aumentano a
    # incrementi di 5 o 10" (tute-subastado steps by 5)
    body = post(client, "/v1/auction-states", AUCTION)
    state = body["state"]
    assert (state["to_act"], state["min_next_bid"], state["passed"]) == (3, 75, [2])
    assert state["highest"] == {"seat": 1, "kind": "bid", "amount": 70}
    assert body["verdict"] is None


@pytest.mark.parametrize(("next_bid", "legal", "code"), [
    ({"seat": 3, "kind": "bid", "amount": 75}, True, None),
    ({"seat": 3, "kind": "bid", "amount": 72}, False, "BID_NOT_A_STEP"),
    ({"seat": 0, "kind": "bid", "amount": 80}, False, "NOT_YOUR_TURN"),
    ({"seat": 2, "kind": "bid", "amount": 80}, False, "ALREADY_PASSED"),
])
def test_the_verdict_on_the_next_bid(
    client: FlaskClient, next_bid: dict[str, Any], legal: bool, code: str | None
) -> None:
    # 000: "Un giocatore che passa è eliminato dall'offerta"
    verdict = post(client, "/v1/auction-states", {**AUCTION, "next_bid": next_bid})["verdict"]
    assert (verdict["legal"], verdict["code"]) == (legal, code)


def test_the_last_bidder_standing_wins_the_contract(client: FlaskClient) -> None:
    body = post(client, "/v1/auction-states", {**AUCTION, "bids": [
        *AUCTION["bids"], {"seat": 3, "kind": "pass"}, {"seat": 0, "kind": "pass"}]})
    state = body["state"]
    assert (state["complete"], state["winner"], state["contract"], state["to_act"]) == (
        True, 1, 70, None)


def test_an_illegal_bid_in_the_sequence_is_named(client: FlaskClient) -> None:
    # 000: "L'offerta minima di apertura è tipicamente di 70 punti"
    body = problem(client.post("/v1/auction-states", json={
        **AUCTION, "bids": [{"seat": 1, "kind": "bid", "amount": 60}]}), 422, "INVALID_INPUT")
    assert [(e["field"], e["code"]) for e in body["errors"]] == [("/bids/0", "BID_TOO_LOW")]


def test_a_game_without_an_auction_is_refused(client: FlaskClient) -> None:
    body = problem(client.post("/v1/auction-states", json={**AUCTION, "ruleset": "tute-dos"}),
                   422, "INVALID_INPUT")
    assert ("/ruleset", "NO_AUCTION") in {(e["field"], e["code"]) for e in body["errors"]}


# -- deals ---------------------------------------------------------------------------------------


def test_a_seeded_deal_is_the_engine_s_and_reproducible(client: FlaskClient) -> None:
    body = post(client, "/v1/deals", {"ruleset": "tute-dos", "seed": 42})
    expected = deal_from_seed(find_ruleset("tute-dos"), 42).as_json()
    assert {k: v for k, v in body.items() if k != "ruleset"} == expected
    assert [len(hand) for hand in body["hands"]] == [8, 8] and len(body["stock"]) == 24
    # 000/003: the turn-up is the card under the stock, drawn last, and shows trumps
    assert body["turn_up"] == body["stock"][-1] and body["trump"] == body["turn_up"][-1]
    assert post(client, "/v1/deals", {"ruleset": "tute-dos", "seed": 42}) == body
    assert post(client, "/v1/deals", {"ruleset": "tute-dos", "seed": 43})["hands"] != (
        body["hands"])


def test_the_largest_seed_is_accepted_and_the_next_is_not(client: FlaskClient) -> None:
    assert post(client, "/v1/deals", {"ruleset": "brisca", "seed": 2**64 - 1})["seed"] == (
        2**64 - 1)
    body = problem(client.post("/v1/deals", json={"ruleset": "brisca", "seed": 2**64}),
                   422, "INVALID_FIELDS")
    assert [e["field"] for e in body["errors"]] == ["/seed"]


# -- whole hands ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("ruleset", "seed"), [("tute-dos", 7), ("tute-parejas", 11),
                                                ("tute-subastado", 5), ("brisca", 3)])
def test_a_legal_record_is_adjudicated_as_the_engine_does(
    client: FlaskClient, ruleset: str, seed: int
) -> None:
    rules = find_ruleset(ruleset)
    record = random_record(rules, deal_from_seed(rules, seed), seed)
    body = post(client, "/v1/hand-adjudications", {
        "ruleset": ruleset, "deal": {"seed": seed},
        "actions": [action_json(a) for a in record.actions]})
    expected = adjudicate(record)
    assert (body["legal"], body["complete"], body["error"]) == (True, True, None)
    assert body["actions_applied"] == len(record.actions)
    assert body["ended_by"] == expected.ended_by
    assert len(body["tricks"]) == len(expected.tricks)
    if expected.score is not None:
        assert [s["total"] for s in body["score"]["sides"]] == [
            s.total for s in expected.score.sides]
        assert body["score"]["winner_side"] == expected.score.winner_side


def test_the_first_illegal_action_is_named_with_the_legal_plays(client: FlaskClient) -> None:
    rules = find_ruleset("tute-dos")
    record = random_record(rules, deal_from_seed(rules, 7), 7)
    actions = [action_json(a) for a in record.actions]
    # the mano (seat 1) leads a card it does not hold: the dealer's first card
    dealer_card = deal_from_seed(rules, 7).hands[0][0].code
    actions[0] = {"seat": 1, "kind": "play", "card": dealer_card}
    body = post(client, "/v1/hand-adjudications",
                {"ruleset": "tute-dos", "deal": {"seed": 7}, "actions": actions})
    assert (body["legal"], body["complete"], body["score"]) == (False, False, None)
    error = body["error"]
    assert (error["index"], error["seat"], error["code"]) == (0, 1, "CARD_NOT_IN_HAND")
    assert error["expected_seat"] == 1
    assert sorted(error["legal_plays"]) == sorted(
        c.code for c in deal_from_seed(rules, 7).hands[1])


def test_an_explicit_deal_that_misses_a_card_is_a_422_under_deal(client: FlaskClient) -> None:
    deal = deal_from_seed(find_ruleset("tute-dos"), 42).as_json()
    deal["stock"] = deal["stock"][:-1]  # drop the turn-up
    body = problem(client.post("/v1/hand-adjudications", json={
        "ruleset": "tute-dos", "actions": [],
        "deal": {"dealer": 0, "hands": deal["hands"], "stock": deal["stock"]}}),
        422, "INVALID_INPUT")
    found = {(e["field"], e["code"]) for e in body["errors"]}
    assert ("/deal/stock", "WRONG_STOCK_SIZE") in found
    assert ("/deal", "MISSING_CARD") in found


def test_a_deal_is_a_seed_or_cards_not_both(client: FlaskClient) -> None:
    body = problem(client.post("/v1/hand-adjudications", json={
        "ruleset": "tute-dos", "actions": [], "deal": {"seed": 1, "hands": [[], []]}}),
        422, "INVALID_FIELDS")
    assert [e["field"] for e in body["errors"]] == ["/deal/hands"]
    body = problem(client.post("/v1/hand-adjudications", json={
        "ruleset": "tute-dos", "actions": [], "deal": {}}), 422, "INVALID_FIELDS")
    assert sorted(e["field"] for e in body["errors"]) == ["/deal/dealer", "/deal/hands"]


RECORD = {
    "ruleset": "tute-dos",
    "deal": {"seed": 42},
    "actions": [{"seat": 1, "kind": "play", "card": "1C"},
                {"seat": 0, "kind": "play", "card": "12O"},
                {"seat": 1, "kind": "declare", "declaration": "marriage", "suit": "E"}],
}


def test_a_seat_s_view_after_some_actions(client: FlaskClient) -> None:
    # seat 1 took the first trick and sang 20 in espadas; 000/003: the winner draws first
    before = post(client, "/v1/positions", {**RECORD, "after_actions": 3, "seat": 1})
    assert (before["stage"], before["stock_size"], len(before["hand"])) == ("before_draw", 24, 7)
    after = post(client, "/v1/positions", {**RECORD, "after_actions": 3, "seat": 1,
                                           "draw": True})
    assert (after["stage"], after["stock_size"], len(after["hand"])) == ("before_lead", 22, 8)
    assert after["to_act"] == 1 and after["last_trick_winner"] == 1
    assert after["declarations"][0]["points"] == 20
    assert after["captured"] == [{"seat": 0, "cards": []}, {"seat": 1, "cards": ["1C", "12O"]}]
    # a seat sees only its own cards
    other = post(client, "/v1/positions", {**RECORD, "after_actions": 3, "seat": 0})
    assert set(other["hand"]).isdisjoint(after["hand"])


def test_a_view_past_the_record_or_after_an_illegal_action_is_refused(
    client: FlaskClient,
) -> None:
    body = problem(client.post("/v1/positions", json={**RECORD, "after_actions": 4, "seat": 0}),
                   422, "INVALID_INPUT")
    assert [e["code"] for e in body["errors"]] == ["ACTION_INDEX_OUT_OF_RANGE"]
    illegal = {**RECORD, "actions": [*RECORD["actions"], {"seat": 0, "kind": "play",
                                                          "card": "12O"}]}
    body = problem(client.post("/v1/positions", json={**illegal, "after_actions": 4,
                                                      "seat": 0}), 422, "INVALID_INPUT")
    assert [(e["field"], e["code"]) for e in body["errors"]] == [("/actions/3",
                                                                  "ILLEGAL_ACTION")]
