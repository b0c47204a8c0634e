"""The generated Python SDK against a live server: the README example, typing, typed errors."""

from __future__ import annotations

import os
import subprocess
import sys
from enum import Enum
from pathlib import Path

import pytest
import yaml
from tute_rules_client import Client, models
from tute_rules_client.api.play import list_legal_plays
from tute_rules_client.api.rulesets import get_ruleset
from tute_rules_client.models import (
    Duty,
    HeadLedSuit,
    Overrides,
    Position,
    ProblemCode,
    Suit,
    TrickCard,
)
from tute_rules_client.types import UNSET
from tute_rules_helpers import ProblemError, unwrap

from tests.contract.live_server import ROOT, LiveServer
from tests.support.readme import readme_block

from .conftest import QUICKSTART_OUTPUT

EXAMPLE = ROOT / "clients" / "python" / "examples" / "quickstart.py"
FULL_HAND = ROOT / "clients" / "python" / "examples" / "full_hand.py"
STRONG_SEATS = ROOT / "clients" / "python" / "examples" / "strong_seats.py"
TURNS = Path(__file__).with_name("test_python_turns.py")
HANDS = Path(__file__).with_name("test_python_hands.py")

pytestmark = pytest.mark.live


def test_readme_shows_the_python_example_verbatim() -> None:
    assert readme_block("python") == EXAMPLE.read_text(encoding="utf-8"), (
        "README.md's Python block under 'First answer in five minutes' must be "
        "clients/python/examples/quickstart.py verbatim"
    )


def test_readme_python_example_runs(server: LiveServer) -> None:
    run = subprocess.run(
        [sys.executable, str(EXAMPLE)], capture_output=True, text=True, timeout=60,
        env={**os.environ, "TUTE_URL": server.url}, cwd=ROOT / "clients",
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == QUICKSTART_OUTPUT


def test_the_sdk_and_its_users_pass_mypy_strict(tmp_path: Path) -> None:
    # mypy sees the SDK as an app would: the installed, py.typed packages. The generated code
    # itself must pass (a schema once shared its name with one of its fields, and from_dict
    # reused one variable for both), and so must the hand test, which sends back the values the
    # service answered (trump, stage, a declaration's kind, suit, rank) without a cast.
    # (mypy takes packages or files, not both in one run; the runs share one cache, so the
    # later ones read the SDK's and the standard library's types from it instead of checking
    # them again)
    for targets in (["-p", "tute_rules_client", "-p", "tute_rules_helpers"],
                    [str(EXAMPLE), str(HANDS), str(TURNS)], [str(FULL_HAND)],
                    [str(STRONG_SEATS)]):
        run = subprocess.run(
            [sys.executable, "-m", "mypy", "--strict",
             "--cache-dir", str(tmp_path / "mypy-cache"), *targets],
            capture_output=True, text=True, timeout=180, cwd=ROOT,
        )
        assert run.returncode == 0, run.stdout + run.stderr


def test_every_generated_enum_is_one_of_the_spec_enums() -> None:
    # one class per enum component: no per-field copies (PositionTrumpType1, ...)
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    published = {name for name, schema in spec["components"]["schemas"].items()
                 if "enum" in schema}
    generated = {name for name, value in vars(models).items()
                 if isinstance(value, type) and issubclass(value, Enum)}
    assert generated == published


def test_an_unknown_ruleset_reaches_the_caller_as_a_typed_404(server: LiveServer) -> None:
    client = Client(base_url=server.url)
    with pytest.raises(ProblemError) as raised:
        unwrap(get_ruleset.sync_detailed("tute-nonexistent", client=client))
    problem = raised.value
    assert problem.status == 404
    assert problem.code is ProblemCode.UNKNOWN_RULESET
    known = problem.problem.known_rulesets
    assert isinstance(known, list) and "tute-dos" in known


def test_an_impossible_position_reaches_the_caller_as_a_typed_422(server: LiveServer) -> None:
    client = Client(base_url=server.url)
    twice = Position(ruleset="tute-dos", trump=Suit.O, seat=0,
                     hand=["1C", "1C", "3E"])
    with pytest.raises(ProblemError) as raised:
        unwrap(list_legal_plays.sync_detailed(client=client, body=twice))
    problem = raised.value
    assert problem.status == 422
    assert problem.code is ProblemCode.IMPOSSIBLE_POSITION
    assert [(e.code, e.field) for e in problem.errors] == [("DUPLICATE_CARD", "/hand/1")]


def test_overrides_are_typed_both_ways(server: LiveServer) -> None:
    # Overrides has one typed attribute per switch; what the answer echoes is typed the same way
    client = Client(base_url=server.url)
    asked = Overrides(head_led_suit=HeadLedSuit.ALWAYS, strict_phase_duty=Duty.FULL,
                      double_at=None, bid_step=UNSET)
    body = Position(ruleset="tute-parejas", trump=Suit.O, seat=2,
                    hand=["1C", "2C", "12E", "5O"],
                    trick=[TrickCard(seat=0, card="3C"), TrickCard(seat=1, card="4O")],
                    overrides=asked)
    assert body.to_dict()["overrides"] == {"strict_phase_duty": "full",
                                           "head_led_suit": "always", "double_at": None}
    answer = unwrap(list_legal_plays.sync_detailed(client=client, body=body))
    echoed = answer.ruleset.overrides
    assert echoed.head_led_suit is HeadLedSuit.ALWAYS
    assert echoed.strict_phase_duty is Duty.FULL and echoed.double_at is None
    assert answer.duty is Duty.FULL
    assert answer.legal_plays == ["1C"]  # heading the led suit now, though it was trumped


def test_an_override_the_switch_does_not_take_is_a_typed_422(server: LiveServer) -> None:
    client = Client(base_url=server.url)
    body = Position(ruleset="tute-dos", trump=Suit.O, seat=0, hand=["1C"],
                    overrides=Overrides(strict_phase_duty=Duty.FOLLOW_TRUMP_LEAD))
    with pytest.raises(ProblemError) as raised:
        unwrap(list_legal_plays.sync_detailed(client=client, body=body))
    assert raised.value.code is ProblemCode.INVALID_OVERRIDES
    assert [(e.code, e.field) for e in raised.value.errors] == [
        ("INVALID_SWITCH_VALUE", "/overrides/strict_phase_duty")]
