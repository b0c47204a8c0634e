"""Every operation through the Flask test client: the answers are the engine's, renamed to the
one vocabulary of design.md, and every response names the ruleset id and version applied.

Rule cases cite their source document (shared/rules/ beside the repository, as named in
rulesets.md).
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from flask.testing import FlaskClient
from tute import SWITCHES, find_ruleset, named_rulesets, ruleset_ids
from tute.messages import template_id

from .helpers import problem

# The worked example of source 003, strict phase: bastos (clubs) are trumps, Ada (seat 1, the
# dealer) leads the ace of copas (hearts) and you (seat 0) hold king and knight of copas.
STRICT_PHASE = {
    "ruleset": "tute-dos",
    "trump": "B",
    "seat": 0,
    "hand": ["1B", "12C", "11C", "5E"],
    "trick": [{"seat": 1, "card": "1C"}],
    "stock_size": 0,
}
# Tute in pairs, oros trumps: copas led, then trumped; seat 2 holds two copas.
PAIRS_TRUMPED = {
    "ruleset": "tute-parejas",
    "trump": "O",
    "seat": 2,
    "hand": ["1C", "2C", "12E", "5O"],
    "trick": [{"seat": 0, "card": "3C"}, {"seat": 1, "card": "4O"}],
}


def post(client: FlaskClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(path, json=body)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    result: dict[str, Any] = response.get_json()
    return result


# -- rulesets ------------------------------------------------------------------------------------


def test_list_rulesets_names_every_registered_ruleset(client: FlaskClient) -> None:
    body = client.get("/v1/rulesets").get_json()
    assert [r["id"] for r in body["rulesets"]] == list(ruleset_ids())
    for shown, ruleset in zip(body["rulesets"], named_rulesets(), strict=True):
        assert shown["version"] == ruleset.version
        assert shown["aliases"] == list(ruleset.aliases)
        assert shown["player_options"] == list(ruleset.player_options)


def contract_word(value: object) -> object:
    """A switch value as JSON shows it: an enum member as its value."""
    return value.value if isinstance(value, Enum) else value


def test_get_ruleset_shows_every_switch_with_its_value_choices_and_sources(
    client: FlaskClient,
) -> None:
    body = client.get("/v1/rulesets/tute-parejas").get_json()
    ruleset = find_ruleset("tute-parejas")
    assert (body["id"], body["version"]) == (ruleset.id, ruleset.version)
    switches = {s["name"]: s for s in body["switches"]}
    assert list(switches) == list(SWITCHES)
    for name, value in ruleset.switch_values().items():
        shown, switch = switches[name], SWITCHES[name]
        assert shown["value"] == contract_word(value)
        assert shown["allowed_values"] == [contract_word(c) for c in switch.choices]
        assert shown["description"] == switch.description
        assert shown["sources"] == switch.sources
        assert shown["group"] == switch.group.value
    assert (switches["hand_size"]["minimum"], switches["hand_size"]["maximum"]) == (1, 20)
    assert (switches["tie"]["minimum"], switches["tie"]["maximum"]) == (None, None)
    # 001: the 101 double is a switch; tute-parejas leaves it off (JSON null)
    assert switches["double_at"]["value"] is None
    assert switches["double_at"]["allowed_values"] == [None, 101]


def test_get_ruleset_by_alias_answers_with_the_canonical_id(client: FlaskClient) -> None:
    body = client.get("/v1/rulesets/tute").get_json()
    assert body["id"] == "tute-dos"
    assert "tute" in body["aliases"]


def test_get_unknown_ruleset_is_a_404_listing_the_known_ids(client: FlaskClient) -> None:
    body = problem(client.get("/v1/rulesets/tute-marciano"), 404, "UNKNOWN_RULESET")
    assert body["known_rulesets"] == list(ruleset_ids())
    assert "tute-marciano" in body["detail"]


# -- legal plays ---------------------------------------------------------------------------------


FOLLOW = template_id("you hold a card of the led suit and must follow it")


def test_strict_phase_must_follow_but_need_not_head_what_cannot_be_beaten(
    client: FlaskClient,
) -> None:
    # 003: "A Ada sai com o A♥. Tens de assistir, e bater se puderes — não podes, por isso
    # jogas a tua copa mais barata" — either copa is legal, nothing else is.
    body = post(client, "/v1/legal-plays", STRICT_PHASE)
    assert body["ruleset"] == {"id": "tute-dos", "version": "1.0.0", "overrides": {}}
    assert body["seat"] == 0
    assert body["legal_plays"] == ["12C", "11C"]
    assert body["excluded"] == [
        {"card": "1B", "violations": [{"code": "MUST_FOLLOW_SUIT",
                                       "message": "you hold a card of the led suit and must "
                                                  "follow it", "params": {},
                                       "template_id": FOLLOW}]},
        {"card": "5E", "violations": [{"code": "MUST_FOLLOW_SUIT",
                                       "message": "you hold a card of the led suit and must "
                                                  "follow it", "params": {},
                                       "template_id": FOLLOW}]},
    ]
    assert (body["phase"], body["duty"]) == ("strict", "full")


def test_stock_phase_of_tute_for_two_is_free(client: FlaskClient) -> None:
    # 000: "Finché il mazzo di riserva è attivo (solo per 2 giocatori): nessun obbligo di
    # rispondere al seme" — any card of the hand may be played.
    hand = ["1B", "12C", "11C", "5E", "2O", "3O", "4E", "6B"]
    body = post(client, "/v1/legal-plays", {
        "ruleset": "tute-dos", "trump": "B", "seat": 0, "hand": hand,
        "trick": [{"seat": 1, "card": "1C"}], "stock_size": 22, "turn_up": "7B",
    })
    assert body["legal_plays"] == hand
    assert body["excluded"] == []
    assert (body["phase"], body["duty"]) == ("stock", "free")


def test_overrides_change_the_rules_and_are_echoed(client: FlaskClient) -> None:
    # rulesets.md, head_led_suit: "always (000 read literally: still play higher in the led
    # suit)" — even after the trick was trumped, 2C no longer passes; 1C heads the 3C.
    body = post(client, "/v1/legal-plays", {**PAIRS_TRUMPED,
                                            "overrides": {"head_led_suit": "always"}})
    assert body["ruleset"]["overrides"] == {"head_led_suit": "always"}
    assert body["legal_plays"] == ["1C"]
    assert body["excluded"][0]["card"] == "2C"
    assert [v["code"] for v in body["excluded"][0]["violations"]] == ["MUST_HEAD"]
    # without the override the trumped trick only asks to follow
    plain = post(client, "/v1/legal-plays", PAIRS_TRUMPED)
    assert plain["legal_plays"] == ["1C", "2C"]
    assert plain["ruleset"]["overrides"] == {}


def test_players_chooses_the_seat_count(client: FlaskClient) -> None:
    # rulesets.md: brisca is "2 (4 in pairs)"; with 4 seats, seat 3 may act
    body = post(client, "/v1/legal-plays", {
        "ruleset": "brisca", "players": 4, "trump": "E", "seat": 3, "hand": ["1C", "2E", "3O"],
        "trick": [{"seat": 0, "card": "4C"}, {"seat": 1, "card": "5C"}, {"seat": 2, "card": "6C"}],
        "stock_size": 28, "turn_up": "7E",
    })
    assert body["ruleset"]["overrides"]["players"] == 4
    assert body["legal_plays"] == ["1C", "2E", "3O"]


def test_an_alias_is_answered_with_the_canonical_id(client: FlaskClient) -> None:
    body = post(client, "/v1/legal-plays", {**STRICT_PHASE, "ruleset": "tute-2"})
    assert body["ruleset"]["id"] == "tute-dos"


# -- play verdicts -------------------------------------------------------------------------------


def test_an_illegal_play_is_a_200_verdict_with_violations_and_alternatives(
    client: FlaskClient,
) -> None:
    # 003: you must follow the led copa; the ace of trumps may not be played here
    response = client.post("/v1/play-verdicts", json={**STRICT_PHASE, "card": "1B"})
    assert response.status_code == 200
    body = response.get_json()
    assert body["legal"] is False
    assert body["card"] == "1B"
    assert [v["code"] for v in body["violations"]] == ["MUST_FOLLOW_SUIT"]
    assert body["legal_plays"] == ["12C", "11C"]
    assert body["ruleset"]["id"] == "tute-dos"


def test_a_legal_play_has_no_violations(client: FlaskClient) -> None:
    # 003: "jogas a tua copa mais barata, a D♥" — the knight of copas is legal
    body = post(client, "/v1/play-verdicts", {**STRICT_PHASE, "card": "11C"})
    assert (body["legal"], body["violations"]) == (True, [])
    assert (body["phase"], body["duty"]) == ("strict", "full")


def test_a_card_not_in_hand_is_an_illegal_play(client: FlaskClient) -> None:
    body = post(client, "/v1/play-verdicts", {**STRICT_PHASE, "card": "3C"})
    assert body["legal"] is False
    assert [v["code"] for v in body["violations"]] == ["CARD_NOT_IN_HAND"]


def test_must_trump_when_void_in_the_led_suit(client: FlaskClient) -> None:
    # 001/rulesets.md "full": "if void, trump" — no copas in hand, a trump is held
    body = post(client, "/v1/play-verdicts", {
        **STRICT_PHASE, "hand": ["1B", "5E", "6E"], "card": "5E"})
    assert body["legal"] is False
    assert [v["code"] for v in body["violations"]] == ["MUST_TRUMP"]
    assert body["legal_plays"] == ["1B"]


# -- trick results -------------------------------------------------------------------------------


def test_a_trump_takes_the_trick_with_all_its_points(client: FlaskClient) -> None:
    # rulesets.md points: 3 = 10, 1 = 11, 12 = 4, 4 = 0; the only trump (4O) wins
    body = post(client, "/v1/trick-results", {
        "ruleset": "tute-parejas", "trump": "O",
        "trick": [{"seat": 0, "card": "3C"}, {"seat": 1, "card": "4O"},
                  {"seat": 2, "card": "1C"}, {"seat": 3, "card": "12C"}],
    })
    assert body == {
        "ruleset": {"id": "tute-parejas", "version": "1.0.0", "overrides": {}},
        "winner_seat": 1, "winning_card": "4O", "points": 25,
        "fallen_marriage": None, "fallen_marriages": [],
    }


def test_without_trumps_the_highest_card_of_the_led_suit_wins(client: FlaskClient) -> None:
    # rulesets.md order: 1, 3, 12, 11, 10, 7, ... — the 3 beats the king; a higher rank of
    # another suit (1E) does not count
    body = post(client, "/v1/trick-results", {
        "ruleset": "tute-dos", "trump": "B",
        "trick": [{"seat": 1, "card": "12C"}, {"seat": 0, "card": "3C"}],
    })
    assert (body["winner_seat"], body["winning_card"], body["points"]) == (0, "3C", 14)


def test_guinote_ranks_the_sota_above_the_caballo(client: FlaskClient) -> None:
    # rulesets.md: "Guiñote swaps sota and caballo (1,3,12,10,11,...)" — as an override here
    body = post(client, "/v1/trick-results", {
        "ruleset": "tute-dos", "trump": "B",
        "overrides": {"rank_order": "guinote", "card_points": "guinote"},
        "trick": [{"seat": 0, "card": "11C"}, {"seat": 1, "card": "10C"}],
    })
    assert (body["winner_seat"], body["winning_card"], body["points"]) == (1, "10C", 5)
