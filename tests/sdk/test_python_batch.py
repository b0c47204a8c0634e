"""The batch operations (/v1/batch/*) through the generated Python SDK against a live server.

A batch answers 207 Multi-Status with one entry per item, in order: the single operation's
answer, or the problem it would have answered, its pointers into the batch body. The tests send
bodies built from the single operations' own requests and answers (a trump, a card, a trick, an
action go back as they came, without a conversion or a cast: this module passes mypy --strict),
and check that each item is answered exactly as the single operation answers it alone.
"""

from __future__ import annotations

import subprocess
import sys
from http import HTTPStatus
from pathlib import Path

import pytest
from tute_rules_client import Client
from tute_rules_client.api.batch import (
    adjudicate_hand_batch,
    list_legal_plays_batch,
    resolve_trick_batch,
)
from tute_rules_client.api.hands import adjudicate_hand, deal_hand, get_position
from tute_rules_client.api.play import list_legal_plays, resolve_trick
from tute_rules_client.models import (
    Action,
    ActionKind,
    Adjudication,
    AdjudicationsBatch,
    AdjudicationsBatchItem,
    AdjudicationsBatchRequest,
    DealIn,
    DealRequest,
    DeclarationKind,
    DeclareKind,
    HandRecord,
    LegalPlaysBatch,
    LegalPlaysBatchItem,
    LegalPlaysBatchRequest,
    LegalPlaysResult,
    Position,
    PositionRequest,
    Problem,
    ProblemCode,
    Suit,
    TrickCard,
    TrickRequest,
    TrickResult,
    TrickResultsBatch,
    TrickResultsBatchItem,
    TrickResultsBatchRequest,
)
from tute_rules_client.types import Unset
from tute_rules_helpers import ProblemError, unwrap

from tests.contract.live_server import ROOT, LiveServer

pytestmark = pytest.mark.live

# service/tute/api/game_routes.py RECORD_EXAMPLE: tute-dos, seed 42, dealer 0. Seat 1 leads the
# ace of copas, seat 0 answers with the 12 of oros, seat 1 sings 20 in espadas after taking it,
# then plays a card it does not hold.
RULESET = "tute-dos"
SEED = 42
EXAMPLE_ACTIONS = [
    Action(seat=1, kind=ActionKind.PLAY, card="1C"),
    Action(seat=0, kind=ActionKind.PLAY, card="12O"),
    Action(seat=1, kind=ActionKind.DECLARE, declaration=DeclareKind.MARRIAGE, suit=Suit.E),
    Action(seat=1, kind=ActionKind.PLAY, card="3O"),
]

# service/tute/api/play_routes.py POSITION_EXAMPLE: seat 2 of tute-parejas, oros trumps, with
# copas led and already trumped by seat 1.
LED_TRICK = [TrickCard(seat=0, card="3C"), TrickCard(seat=1, card="4O")]
PAIRS_POSITION = Position(ruleset="tute-parejas", trump=Suit.O, seat=2,
                          hand=["1C", "2C", "12E", "5O"], trick=LED_TRICK)


BatchItem = LegalPlaysBatchItem | TrickResultsBatchItem | AdjudicationsBatchItem


def problem_of(item: BatchItem) -> Problem:
    """A refused item's problem: it has no result, and the status its problem states."""
    assert isinstance(item.result, Unset), item
    assert isinstance(item.problem, Problem), item
    assert item.problem.status == item.status
    return item.problem


def refusal_of(pending: ProblemError) -> list[tuple[str, str]]:
    return [(e.code, e.field) for e in pending.errors]


def pointers_of(problem: Problem) -> list[tuple[str, str]]:
    assert not isinstance(problem.errors, Unset)
    return [(e.code, e.field) for e in problem.errors]


def seeded_position(client: Client) -> Position:
    """The first lead of tute-dos seed 42 as its mano sees it: only what the service answered."""
    deal = unwrap(deal_hand.sync_detailed(
        client=client, body=DealRequest(ruleset=RULESET, seed=SEED)))
    # a deal's seed is null in the answer to explicit cards, absent (not null) in a request
    assert deal.seed == SEED
    view = unwrap(get_position.sync_detailed(client=client, body=PositionRequest(
        ruleset=RULESET, deal=DealIn(seed=deal.seed), actions=[], after_actions=0,
        seat=deal.first_to_act, draw=True)))
    assert view.hand == deal.hands[deal.first_to_act]
    return Position(ruleset=RULESET, trump=view.trump, seat=view.seat, hand=view.hand,
                    trick=view.trick, stock_size=view.stock_size, turn_up=view.turn_up)


def test_a_batch_of_legal_plays_answers_each_position_as_the_single_operation(
    server: LiveServer,
) -> None:
    client = Client(base_url=server.url, raise_on_unexpected_status=True)
    seeded = seeded_position(client)
    twice = Position(ruleset=RULESET, trump=Suit.O, seat=0, hand=["1C", "1C", "3E"])
    positions = [PAIRS_POSITION, twice, seeded]

    response = list_legal_plays_batch.sync_detailed(
        client=client, body=LegalPlaysBatchRequest(items=positions))
    assert response.status_code == HTTPStatus.MULTI_STATUS
    assert isinstance(response.parsed, LegalPlaysBatch)  # the 207 is parsed, not left as bytes
    batch = unwrap(response)  # a 207 is a result, not a problem
    assert len(batch.items) == len(positions)
    assert all(isinstance(item, LegalPlaysBatchItem) for item in batch.items)
    assert [item.status for item in batch.items] == [200, 422, 200]

    # items 0 and 2: typed results, equal to what POST /v1/legal-plays answers for each body
    for index in (0, 2):
        item = batch.items[index]
        assert isinstance(item.problem, Unset)
        result = item.result
        assert isinstance(result, LegalPlaysResult)
        alone = unwrap(list_legal_plays.sync_detailed(client=client, body=positions[index]))
        assert result == alone
        assert result.to_dict() == alone.to_dict()
        assert result.seat == positions[index].seat
        assert sorted(result.legal_plays + [e.card for e in result.excluded]) == sorted(
            positions[index].hand)
    first = batch.items[0].result
    assert isinstance(first, LegalPlaysResult)
    assert first.legal_plays == ["1C", "2C"]  # follow copas, though the trick is trumped

    # item 1: the 1C twice, refused in its own slot, its pointer into the batch body
    problem = problem_of(batch.items[1])
    assert problem.code is ProblemCode.IMPOSSIBLE_POSITION
    assert pointers_of(problem) == [("DUPLICATE_CARD", "/items/1/hand/1")]
    with pytest.raises(ProblemError) as alone_refused:
        unwrap(list_legal_plays.sync_detailed(client=client, body=twice))
    assert alone_refused.value.status == problem.status
    assert alone_refused.value.code is problem.code
    assert [(code, "/items/1" + field) for code, field in refusal_of(alone_refused.value)] == (
        pointers_of(problem))


def test_a_batch_of_hand_adjudications_judges_each_record_alone(server: LiveServer) -> None:
    client = Client(base_url=server.url, raise_on_unexpected_status=True)
    deal = unwrap(deal_hand.sync_detailed(
        client=client, body=DealRequest(ruleset=RULESET, seed=SEED)))
    assert deal.seed is not None  # null only in the answer to explicit cards
    seeded = DealIn(seed=deal.seed)  # the seed the deal answered goes back as it came
    records = [
        HandRecord(ruleset=RULESET, deal=seeded, actions=EXAMPLE_ACTIONS[:3]),
        HandRecord(ruleset=RULESET, deal=DealIn(seed=-1), actions=EXAMPLE_ACTIONS[:3]),
        HandRecord(ruleset=RULESET, deal=seeded, actions=EXAMPLE_ACTIONS),
    ]

    response = adjudicate_hand_batch.sync_detailed(
        client=client, body=AdjudicationsBatchRequest(items=records))
    assert response.status_code == HTTPStatus.MULTI_STATUS
    assert isinstance(response.parsed, AdjudicationsBatch)
    batch = unwrap(response)
    assert [item.status for item in batch.items] == [200, 422, 200]

    judged: list[Adjudication] = []
    for index in (0, 2):
        result = batch.items[index].result
        assert isinstance(result, Adjudication) and isinstance(batch.items[index].problem, Unset)
        alone = unwrap(adjudicate_hand.sync_detailed(client=client, body=records[index]))
        assert result == alone
        assert result.to_dict() == alone.to_dict()
        judged.append(result)
    legal, refused = judged
    # the first three actions are a legal start: one trick (the ace of copas takes it) and a 20
    assert legal.legal and not legal.complete and legal.error is None
    assert legal.actions_applied == 3 and legal.dealer == deal.dealer
    assert legal.trump == deal.trump
    assert [(t.cards, t.winner_seat, t.winning_card, t.points) for t in legal.tricks] == [
        ([TrickCard(seat=1, card="1C"), TrickCard(seat=0, card="12O")], 1, "1C", 15)]
    assert [(d.seat, d.kind, d.suit, d.points) for d in legal.declarations] == [
        (1, DeclarationKind.MARRIAGE, Suit.E, 20)]
    # the fourth action is refused inside the adjudication (a 200), not as a problem
    assert not refused.legal and refused.actions_applied == 3
    assert refused.error is not None
    assert (refused.error.index, refused.error.seat, refused.error.code) == (
        3, 1, "CARD_NOT_IN_HAND")
    assert refused.tricks == legal.tricks

    problem = problem_of(batch.items[1])
    assert problem.code is ProblemCode.INVALID_FIELDS
    assert pointers_of(problem) == [("FIELD_INVALID", "/items/1/deal/seed")]
    with pytest.raises(ProblemError) as alone_refused:
        unwrap(adjudicate_hand.sync_detailed(client=client, body=records[1]))
    assert alone_refused.value.code is problem.code
    assert [(code, "/items/1" + field) for code, field in refusal_of(alone_refused.value)] == (
        pointers_of(problem))


def test_a_batch_of_trick_results_resolves_each_trick_alone(server: LiveServer) -> None:
    client = Client(base_url=server.url, raise_on_unexpected_status=True)
    # the tricks come from the single operations' answers: the seeded record's first trick as
    # its adjudication recorded it (cards and trump), and seat 2's legal plays completed by seat 3
    adjudication = unwrap(adjudicate_hand.sync_detailed(client=client, body=HandRecord(
        ruleset=RULESET, deal=DealIn(seed=SEED), actions=EXAMPLE_ACTIONS[:3])))
    recorded = adjudication.tricks[0]
    plays = unwrap(list_legal_plays.sync_detailed(client=client, body=PAIRS_POSITION))
    pairs = [
        TrickRequest(ruleset=PAIRS_POSITION.ruleset, trump=PAIRS_POSITION.trump, trick=[
            *LED_TRICK, TrickCard(seat=plays.seat, card=card), TrickCard(seat=3, card="12C")])
        for card in plays.legal_plays
    ]
    incomplete = TrickRequest(ruleset=PAIRS_POSITION.ruleset, trump=PAIRS_POSITION.trump,
                              trick=LED_TRICK)
    requests = [
        TrickRequest(ruleset=RULESET, trump=adjudication.trump, trick=recorded.cards),
        incomplete,
        *pairs,
    ]

    response = resolve_trick_batch.sync_detailed(
        client=client, body=TrickResultsBatchRequest(items=requests))
    assert response.status_code == HTTPStatus.MULTI_STATUS
    assert isinstance(response.parsed, TrickResultsBatch)
    batch = unwrap(response)
    assert [item.status for item in batch.items] == [200, 422, 200, 200]

    results: list[TrickResult] = []
    for index in (0, 2, 3):
        result = batch.items[index].result
        assert isinstance(result, TrickResult) and isinstance(batch.items[index].problem, Unset)
        assert result == unwrap(resolve_trick.sync_detailed(client=client, body=requests[index]))
        results.append(result)
    assert (results[0].winner_seat, results[0].winning_card, results[0].points) == (
        recorded.winner_seat, recorded.winning_card, recorded.points)
    # the 4 of oros (trumps) takes the copas trick whatever seat 2 follows with
    assert [(r.winner_seat, r.winning_card, r.points) for r in results[1:]] == [
        (1, "4O", 25), (1, "4O", 14)]

    problem = problem_of(batch.items[1])
    assert problem.code is ProblemCode.IMPOSSIBLE_POSITION
    assert pointers_of(problem) == [("TRICK_INCOMPLETE", "/items/1/trick")]
    with pytest.raises(ProblemError) as alone_refused:
        unwrap(resolve_trick.sync_detailed(client=client, body=incomplete))
    assert [(code, "/items/1" + field) for code, field in refusal_of(alone_refused.value)] == (
        pointers_of(problem))


def test_this_module_passes_mypy_strict(tmp_path: Path) -> None:
    # the requests above are built from the answers' values without a cast: mypy checks it
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental",
         "--cache-dir", str(tmp_path / "mypy-cache"), str(Path(__file__))],
        capture_output=True, text=True, timeout=180, cwd=ROOT,
    )
    assert run.returncode == 0, run.stdout + run.stderr
