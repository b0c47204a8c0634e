"""One request per action: whole seeded hands played through the Python SDK's getTurn.

The test is a client app that keeps the hand record. Before each action it asks for the turn
and appends one of the actions the answer offers, exactly as the answer gives it (an ``Action``
of the answer is an ``Action`` of the request: no conversion, which mypy --strict checks, see
test_python_sdk.py). Every HTTP request the SDK sends is counted: a whole hand must take at most
one request per action plus two. The last turn's score must be the adjudication's.
"""

from __future__ import annotations

import random

import httpx
import pytest
from tute_rules_client import Client
from tute_rules_client.api.hands import adjudicate_hand, get_turn
from tute_rules_client.models import (
    ActionKind,
    Adjudication,
    DealIn,
    HandPhase,
    HandRecord,
    Turn,
    TurnRequest,
)
from tute_rules_helpers import unwrap

from tests.contract.live_server import LiveServer


def counted_client(url: str, sent: list[httpx.Request]) -> Client:
    """The generated client, every request it sends recorded."""
    return Client(base_url=url, httpx_args={"event_hooks": {"request": [sent.append]}})


def play(client: Client, ruleset: str, seed: int) -> tuple[TurnRequest, Turn]:
    """A seeded hand played to its end by random offered actions: the record and the last
    turn."""
    rng = random.Random(seed)
    record = TurnRequest(ruleset=ruleset, deal=DealIn(seed=seed), actions=[])
    turn = unwrap(get_turn.sync_detailed(client=client, body=record))
    while turn.to_act is not None:
        if turn.phase == HandPhase.PLAY:
            plays = [a.card for a in turn.actions if a.kind == ActionKind.PLAY]
            assert plays == turn.legal_plays
        record.actions.append(rng.choice(turn.actions))  # the answer's Action, as it is
        turn = unwrap(get_turn.sync_detailed(client=client, body=record))
    return record, turn


@pytest.mark.parametrize(("ruleset", "seed"), [("tute-dos", 21), ("tute-parejas", 22)])
def test_a_whole_hand_takes_one_request_per_action(server: LiveServer, ruleset: str,
                                                   seed: int) -> None:
    sent: list[httpx.Request] = []
    with counted_client(server.url, sent) as client:
        record, last = play(client, ruleset, seed)
        requests = len(sent)
        assert requests <= len(record.actions) + 2, (requests, len(record.actions))
        assert last.phase == HandPhase.OVER and last.actions == []
        assert all(request.url.path == "/v1/turns" for request in sent)
        # the record the turns built, adjudicated: the same score
        adjudication = unwrap(adjudicate_hand.sync_detailed(
            client=client, body=HandRecord(ruleset=record.ruleset, deal=record.deal,
                                           actions=record.actions)))
    assert isinstance(adjudication, Adjudication)
    assert adjudication.legal and adjudication.complete
    assert last.score is not None and adjudication.score is not None
    assert last.score.to_dict() == adjudication.score.to_dict()
