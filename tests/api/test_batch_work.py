"""A batch's work is bounded (issue 28, item 4): 356 long hand records in a 1 MiB body cost
1,159 typical requests. An item counts its operation's base and a weight for each element of
each list in it; a batch over MAX_BATCH_WORK is a 413 naming the limit, before any item is
answered. bench/bench_worst_case.py measures the costliest accepted batch (<= 200 typical
requests)."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from flask.testing import FlaskClient
from tute import deal_from_seed, find_ruleset, random_record
from tute.api import create_app
from tute.api.analysis_routes import ANALYSIS_EXAMPLE, REVIEW_EXAMPLE
from tute.api.batch_routes import MAX_BATCH_WORK, WORK, Work, batch_work
from tute.api.encode import encode
from tute.api.game_routes import CONTEXT_EXAMPLE, RECORD_EXAMPLE
from tute.api.play_routes import PLAY_EXAMPLE, POSITION_EXAMPLE, TRICK_EXAMPLE
from tute.api.suggestion_routes import BASIC_EXAMPLE, SUGGESTION_EXAMPLE

from tests.api.helpers import problem

EXAMPLES: dict[str, dict[str, Any]] = {
    "/v1/batch/legal-plays": POSITION_EXAMPLE, "/v1/batch/play-verdicts": PLAY_EXAMPLE,
    "/v1/batch/trick-results": TRICK_EXAMPLE, "/v1/batch/declarations": CONTEXT_EXAMPLE,
    "/v1/batch/hand-adjudications": RECORD_EXAMPLE,
    "/v1/batch/analyses": ANALYSIS_EXAMPLE, "/v1/batch/hand-reviews": REVIEW_EXAMPLE,
    "/v1/batch/suggestions": BASIC_EXAMPLE,
}


@pytest.fixture
def big_client() -> FlaskClient:
    return create_app({"TUTE_CORS_ORIGINS": ""}).test_client()


def test_every_batch_route_has_its_work() -> None:
    assert set(WORK) == set(EXAMPLES)


def test_an_item_counts_its_base_and_each_list_element() -> None:
    work = Work(10, 3)
    item = {"hand": ["1O", "3O"], "trick": [{"seat": 1, "card": "5C"}], "seat": 0}
    assert batch_work([item], work) == 10 + 3 * 3
    assert batch_work([item, item], work) == 2 * 19
    # nested lists count at every level: 2 hands of 2 cards
    assert batch_work([{"deal": {"hands": [["1O", "3O"], ["5C", "7E"]]}}], work) == 10 + 3 * 6
    assert batch_work([0, "x", None], work) == 30


def test_a_search_counts_its_budget() -> None:
    """An analysis counts a unit for each nodes_per_unit positions of its max_nodes (its
    default when it names none); a max_nodes that is no positive integer counts nothing (the
    item is refused on its own)."""
    work = Work(10, 1, 125, 50_000)
    assert batch_work([{"max_nodes": 1_000}], work) == 10 + 8
    assert batch_work([{}], work) == 10 + 400
    assert batch_work([{"max_nodes": "x"}, {"max_nodes": -5}], work) == 20
    assert batch_work([{"max_nodes": 200_000}], work) <= MAX_BATCH_WORK
def test_a_strong_suggestion_is_a_request_of_its_own(big_client: FlaskClient) -> None:
    """A strong search plays every candidate out to the end of the deal at least once (each
    playout some sixty typical requests): one such item alone would pass a batch's bound, so
    a batch holding one is a 413 naming it, before any item is answered; random and basic
    items are answered."""
    path = "/v1/batch/suggestions"
    items = [BASIC_EXAMPLE, {**BASIC_EXAMPLE, "level": "random"}, SUGGESTION_EXAMPLE]
    found = problem(big_client.post(path, json={"items": items}), 413, "BODY_TOO_LARGE")
    assert found["detail_params"] == {"index": 2}
    assert "POST /v1/suggestions" in found["detail"]
    answered = big_client.post(path, json={"items": items[:2]})
    assert answered.status_code == 207
    assert [i["result"]["level"] for i in answered.get_json()["items"]] == ["basic", "random"]


def test_a_batch_of_basic_suggestions_holds_a_dozen_items(big_client: FlaskClient) -> None:
    most = MAX_BATCH_WORK // batch_work([BASIC_EXAMPLE], WORK["/v1/batch/suggestions"])
    assert most >= 12
    answered = big_client.post("/v1/batch/suggestions", json={"items": [BASIC_EXAMPLE] * most})
    assert answered.status_code == 207
    assert {item["result"]["level"] for item in answered.get_json()["items"]} == {"basic"}


def test_counting_stops_past_the_limit() -> None:
    huge = [{"actions": [{}] * 100_000}]
    assert MAX_BATCH_WORK < batch_work(huge, Work(1, 1)) <= MAX_BATCH_WORK + 100_001


@pytest.mark.parametrize("path", sorted(EXAMPLES))
def test_the_most_work_is_answered_and_one_item_more_is_a_413(big_client: FlaskClient,
                                                              path: str) -> None:
    example, work = EXAMPLES[path], WORK[path]
    most = MAX_BATCH_WORK // batch_work([example], work)
    answered = big_client.post(path, json={"items": [example] * most})
    assert answered.status_code == 207
    assert [item["status"] for item in answered.get_json()["items"]] == [200] * most
    found = problem(big_client.post(path, json={"items": [example] * (most + 1)}),
                    413, "BODY_TOO_LARGE")
    assert found["detail_params"] == {"limit": MAX_BATCH_WORK, "base": work.base,
                                      "weight": work.per_element}
    assert "split it" in found["detail"]


def test_the_issues_batch_of_long_records_is_refused_at_once(big_client: FlaskClient) -> None:
    rules = find_ruleset("tute-habanero")
    record = random_record(rules, deal_from_seed(rules, 3), 3)
    actions = [encode(action) for action in record.actions]
    item = {"ruleset": "tute-habanero", "deal": {"seed": 3}, "actions": actions}
    while len(json.dumps({"items": [item] * 356})) > 1_000_000:  # in 1 MiB, as in the issue
        item["actions"] = item["actions"][:-1]
    assert len(item["actions"]) > 20
    body = {"items": [item] * 356}
    started = time.perf_counter()
    found = problem(big_client.post("/v1/batch/hand-adjudications", json=body),
                    413, "BODY_TOO_LARGE")
    assert found["detail_params"]["limit"] == MAX_BATCH_WORK
    # refused before any item is loaded: far less than one adjudication per item
    assert time.perf_counter() - started < 2.0


def test_the_contract_says_how_much_a_batch_may_ask(big_client: FlaskClient) -> None:
    spec = big_client.get("/openapi.json").get_json()
    for path, work in WORK.items():
        description = spec["paths"][path]["post"]["description"]
        assert f"{MAX_BATCH_WORK} units of work" in description
        assert f"counts {work.base}, and {work.per_element} for each element" in description
        assert "413" in spec["paths"][path]["post"]["responses"]
