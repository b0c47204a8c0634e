"""Tute cabrón over HTTP: a trick that drops a marriage says so (issue 25, item 2).

regional.md 3b.3-4 (ludoteka, "Tute cabrón"; Don Naipe): a marriage exists only when the king
and the knight of a suit fall in the same trick; its winner scores it; the first of the deal is
worth 40 and makes its suit trumps from the next trick on, every later one 20. Worked example
C-2: P0 leads 12E, P1 plays 11E, P2 takes with 1E: 18 card points and the 40 to P2.
"""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

C2_DEAL = {"dealer": 2, "hands": [
    ["12E", "3E", "5E", "6E", "12O", "1O", "3O", "3C", "1B", "3B", "12B", "11B"],
    ["11E", "11O", "4O", "5O", "6O", "7O", "10O", "5C", "4C", "10B", "7B", "6B"],
    ["1E", "4E", "7E", "10E", "7C", "1C", "6C", "10C", "11C", "12C", "5B", "4B"],
]}
C2_PLAYS = "0:12E 1:11E 2:1E 2:7C 0:3C 1:5C 0:12O 1:11O 2:4E"
FORTY_E = {"suit": "E", "points": 40, "fixes_trump": "E"}
TWENTY_O = {"suit": "O", "points": 20, "fixes_trump": None}


def plays(text: str) -> list[dict[str, Any]]:
    return [{"seat": int(seat), "kind": "play", "card": card}
            for seat, card in (item.split(":") for item in text.split())]


def trick(text: str) -> list[dict[str, Any]]:
    return [{"seat": a["seat"], "card": a["card"]} for a in plays(text)]


def post(client: FlaskClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(path, json=body)
    assert response.status_code in (200, 207), response.get_data(as_text=True)
    found: dict[str, Any] = response.get_json()
    return found


def test_c2_the_trick_result_names_the_fallen_marriage(client: FlaskClient) -> None:
    """C-2: no trumps yet, the 40 falls to P2 and fixes espadas; under espadas the 12O and 11O
    falling together are a 20; a trick without one names none."""
    first = post(client, "/v1/trick-results", {
        "ruleset": "tute-cabron", "trump": None, "trick": trick("0:12E 1:11E 2:1E")})
    assert (first["winner_seat"], first["points"]) == (2, 18)
    assert first["fallen_marriage"] == FORTY_E and first["fallen_marriages"] == [FORTY_E]
    later = post(client, "/v1/trick-results", {
        "ruleset": "tute-cabron", "trump": "E", "trick": trick("0:12O 1:11O 2:4E")})
    assert (later["winner_seat"], later["fallen_marriage"]) == (2, TWENTY_O)
    none = post(client, "/v1/trick-results", {
        "ruleset": "tute-cabron", "trump": "E", "trick": trick("2:7C 0:3C 1:5C")})
    assert (none["fallen_marriage"], none["fallen_marriages"]) == (None, [])


def test_declared_marriages_never_fall(client: FlaskClient) -> None:
    """rulesets.md: marriage_award declared (every game but cabrón) sings marriages from the
    hand; a king and knight in one trick are only cards."""
    body = post(client, "/v1/trick-results", {
        "ruleset": "tute-tres", "trump": "O", "trick": trick("0:12C 1:11C 2:1B")})
    assert (body["fallen_marriage"], body["fallen_marriages"]) == (None, [])


def test_two_marriages_in_one_trick_of_four(client: FlaskClient) -> None:
    """3b.4 at four seats: both fall to the winner; the first (suit order) is the 40 that fixes
    trumps, the other a 20."""
    body = post(client, "/v1/trick-results", {
        "ruleset": "tute-cabron", "players": 4, "trump": None,
        "trick": trick("0:12O 1:11O 2:12C 3:11C")})
    assert body["fallen_marriage"] == {"suit": "O", "points": 40, "fixes_trump": "O"}
    assert body["fallen_marriages"] == [body["fallen_marriage"],
                                        {"suit": "C", "points": 20, "fixes_trump": None}]


def test_the_batch_answers_each_trick_with_its_marriage(client: FlaskClient) -> None:
    body = post(client, "/v1/batch/trick-results", {"items": [
        {"ruleset": "tute-cabron", "trump": None, "trick": trick("0:12E 1:11E 2:1E")},
        {"ruleset": "tute-cabron", "trump": "E", "trick": trick("2:7C 0:3C 1:5C")},
    ]})
    results = [item["result"] for item in body["items"]]
    assert [r["fallen_marriage"] for r in results] == [FORTY_E, None]


def test_adjudicated_tricks_and_turns_name_their_marriages(client: FlaskClient) -> None:
    """C-2 played as a record: each trick record names its marriage; the turn after each
    trick names it in `last_trick`, so a client resolving tricks one at a time learns that
    trumps are fixed."""
    record = {"ruleset": "tute-cabron", "deal": C2_DEAL, "actions": plays(C2_PLAYS)}
    judged = post(client, "/v1/hand-adjudications", record)
    assert [t["fallen_marriage"] for t in judged["tricks"]] == [FORTY_E, None, TWENTY_O]
    assert [t["fallen_marriages"] for t in judged["tricks"]] == [[FORTY_E], [], [TWENTY_O]]
    assert judged["trump"] == "E"
    start = post(client, "/v1/turns", {**record, "actions": []})
    assert start["last_trick"] is None
    after_first = post(client, "/v1/turns", {**record, "actions": plays(C2_PLAYS)[:3]})
    assert after_first["last_trick"]["number"] == 1
    assert after_first["last_trick"]["fallen_marriage"] == FORTY_E
    assert after_first["view"]["trump"] == "E"
    mid_trick = post(client, "/v1/turns", {**record, "actions": plays(C2_PLAYS)[:4]})
    assert mid_trick["last_trick"]["fallen_marriage"] == FORTY_E  # still trick 1, the last
    after_third = post(client, "/v1/turns", {**record, "actions": plays(C2_PLAYS)})
    assert (after_third["last_trick"]["number"], after_third["last_trick"]["fallen_marriage"]) == (
        3, TWENTY_O)
