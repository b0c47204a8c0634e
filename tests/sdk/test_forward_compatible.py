"""The SDKs tolerate what a later minor version of the service may answer (docs/versioning.md):
an enum value they do not know is kept as its string, and a problem with an unknown ``code``
or ``type`` is still a ``ProblemError``. A loopback server answers as such a later service would
(the TypeScript SDK's counterpart is in clients/typescript/test/resilience.test.ts)."""

from __future__ import annotations

import json

from tute_rules_client.api.play import list_legal_plays
from tute_rules_client.api.rulesets import list_rulesets
from tute_rules_client.models import Position, Suit, TrickCard, ViolationCode
from tute_rules_helpers import NO_RETRY, ProblemError, create_client, unwrap

from .test_python_resilience import canned

POSITION = Position(ruleset="tute-parejas", trump=Suit.O, seat=2, hand=["1C", "2C", "12E", "5O"],
                    trick=[TrickCard(seat=0, card="3C"), TrickCard(seat=1, card="4O")])
LATER_ANSWER = {
    "ruleset": {"id": "tute-parejas", "version": "1.0.0", "overrides": {}}, "seat": 2,
    "legal_plays": ["1C", "2C"],
    "excluded": [{"card": "12E", "violations": [
        {"code": "MUST_SING_FIRST", "message": "a duty of a later version", "params": {},
         "template_id": "t0000000000"}]}],
    "phase": "strict", "duty": "full",
}


def test_an_unknown_violation_code_is_kept_as_its_string() -> None:
    headers = {"Content-Type": "application/json"}
    with canned(200, json.dumps(LATER_ANSWER).encode(), headers, method="POST") as (url, _):
        plays = unwrap(list_legal_plays.sync_detailed(client=create_client(url), body=POSITION))
    code = plays.excluded[0].violations[0].code
    assert isinstance(code, ViolationCode) and code == "MUST_SING_FIRST"
    assert plays.to_dict()["excluded"][0]["violations"][0]["code"] == "MUST_SING_FIRST"
    assert ViolationCode("MUST_FOLLOW_SUIT") is ViolationCode.MUST_FOLLOW_SUIT


def test_a_problem_with_an_unknown_code_and_type_is_a_problem_error() -> None:
    problem = {"type": "urn:tute-rules:problem:rate-limited", "title": "Slow down",
               "status": 429, "code": "RATE_LIMITED", "detail": "too many requests",
               "detail_params": {}, "detail_template_id": None, "instance": "/v1/rulesets"}
    headers = {"Content-Type": "application/problem+json"}
    with canned(429, json.dumps(problem).encode(), headers) as (url, _):
        client = create_client(url, retry=NO_RETRY)
        try:
            unwrap(list_rulesets.sync_detailed(client=client))
        except ProblemError as error:
            assert (error.status, error.code) == (429, "RATE_LIMITED")
            assert error.problem.type_ == problem["type"]
        else:
            raise AssertionError("no ProblemError")
