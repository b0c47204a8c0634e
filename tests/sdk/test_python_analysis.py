"""analyzePosition and reviewHand through the Python SDK against a live server: a brisca hand's
endgame valued, each reported line appended to the record and adjudicated with the points
announced; the review of the whole hand, its costs against the analyses; the batch forms."""

from __future__ import annotations

from tute_rules_client import Client
from tute_rules_client.api.analysis import analyze_position, review_hand
from tute_rules_client.api.batch import analyze_position_batch
from tute_rules_client.api.hands import adjudicate_hand
from tute_rules_client.models import (
    Action,
    ActionKind,
    Adjudication,
    AnalysesBatchRequest,
    Analysis,
    AnalysisRequest,
    DealIn,
    HandRecord,
    Review,
    ReviewRequest,
)
from tute_rules_helpers import unwrap

from tests.contract.live_server import LiveServer

#: a brisca hand dealt from seed 42, played to its end (the service's own example)
PLAYS = [(1, "6E"), (0, "7C"), (0, "11E"), (1, "4E"), (0, "swap 2C"), (0, "12O"), (1, "6B"),
         (0, "1C"), (1, "10O"), (0, "10B"), (1, "11C"), (1, "12B"), (0, "7B"), (1, "11B"),
         (0, "1O"), (1, "5C"), (0, "4B"), (1, "12E"), (0, "6C"), (0, "3C"), (1, "7O"),
         (0, "6O"), (1, "5E"), (0, "12C"), (1, "1B"), (0, "7E"), (1, "1E"), (1, "10C"),
         (0, "2E"), (1, "11O"), (0, "4C"), (0, "3B"), (1, "5B"), (0, "4O"), (1, "5O"),
         (1, "3O"), (0, "2C"), (0, "10E"), (1, "3E"), (1, "2O"), (0, "2B")]


def actions(count: int) -> list[Action]:
    found = []
    for seat, text in PLAYS[:count]:
        kind, _, card = text.rpartition(" ")
        found.append(Action(seat=seat, kind=ActionKind(kind or "play"), card=card))
    return found


def test_every_line_scores_what_is_announced(server: LiveServer) -> None:
    with Client(base_url=server.url) as client:
        analysis = unwrap(analyze_position.sync_detailed(client=client, body=AnalysisRequest(
            ruleset="brisca", deal=DealIn(seed=42), actions=actions(30), max_nodes=20_000)))
        assert isinstance(analysis, Analysis)
        assert analysis.solved and analysis.best
        for valued in analysis.actions:
            assert valued.solved and valued.points is not None
            record = HandRecord(ruleset="brisca", deal=DealIn(seed=42),
                                actions=[*actions(30), *valued.line])
            judged = unwrap(adjudicate_hand.sync_detailed(client=client, body=record))
            assert isinstance(judged, Adjudication) and judged.complete
            assert judged.score is not None
            assert [s.total for s in judged.score.sides] == valued.points
            own = valued.points[analysis.side] - valued.points[1 - analysis.side]
            assert own == valued.lower == valued.upper


def test_the_review_costs_against_the_analyses(server: LiveServer) -> None:
    with Client(base_url=server.url) as client:
        review = unwrap(review_hand.sync_detailed(client=client, body=ReviewRequest(
            ruleset="brisca", deal=DealIn(seed=42), actions=actions(len(PLAYS)), worlds=2)))
        assert isinstance(review, Review) and review.solved
        for reviewed in review.actions:
            analysis = unwrap(analyze_position.sync_detailed(client=client, body=AnalysisRequest(
                ruleset="brisca", deal=DealIn(seed=42), actions=actions(reviewed.index))))
            assert isinstance(analysis, Analysis)
            played = next(a for a in analysis.actions if a.action == reviewed.action)
            assert reviewed.cost == analysis.lower - played.lower
        batch = unwrap(analyze_position_batch.sync_detailed(
            client=client, body=AnalysesBatchRequest(items=[AnalysisRequest(
                ruleset="brisca", deal=DealIn(seed=42), actions=actions(36),
                max_nodes=1_000)])))
        assert batch.items[0].status == 200
