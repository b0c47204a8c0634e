"""The generated Python SDK against a live server: the README example, typing, typed errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tute_rules_client import Client
from tute_rules_client.api.play import list_legal_plays
from tute_rules_client.api.rulesets import get_ruleset
from tute_rules_client.models import Position, PositionTrumpType1, ProblemCode
from tute_rules_helpers import ProblemError, unwrap

from tests.contract.live_server import ROOT, LiveServer

from .conftest import readme_block

EXAMPLE = ROOT / "clients" / "python" / "examples" / "quickstart.py"

pytestmark = pytest.mark.live


def test_readme_shows_the_python_example_verbatim() -> None:
    assert readme_block("python") == EXAMPLE.read_text(encoding="utf-8"), (
        "README.md's Python block under 'Use it from your app' must be "
        "clients/python/examples/quickstart.py verbatim"
    )


def test_readme_python_example_runs(server: LiveServer) -> None:
    run = subprocess.run(
        [sys.executable, str(EXAMPLE)], capture_output=True, text=True, timeout=60,
        env={**os.environ, "TUTE_URL": server.url}, cwd=ROOT / "clients",
    )
    assert run.returncode == 0, run.stderr
    # 002_14bda97cc2fd8fa7.txt: "si el segundo tiene cartas del palo de salida entonces debe
    # lanzarlas de manera obligatoria" (follow the led suit, even when the trick is already trumped)
    assert run.stdout.splitlines() == [
        "legal: 1C 2C",
        "excluded: 12E MUST_FOLLOW_SUIT",
        "excluded: 5O MUST_FOLLOW_SUIT",
        "problem: 404 UNKNOWN_RULESET",
    ]


def test_example_and_helpers_type_check_against_the_installed_sdk(tmp_path: Path) -> None:
    # mypy sees the SDK as an app would: the installed, py.typed package
    for target in (["-p", "tute_rules_helpers"], [str(EXAMPLE)]):
        run = subprocess.run(
            [sys.executable, "-m", "mypy", "--strict", "--no-incremental", *target],
            capture_output=True, text=True, timeout=120, cwd=tmp_path,
        )
        assert run.returncode == 0, run.stdout + run.stderr


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
    twice = Position(ruleset="tute-dos", trump=PositionTrumpType1.O, seat=0,
                     hand=["1C", "1C", "3E"])
    with pytest.raises(ProblemError) as raised:
        unwrap(list_legal_plays.sync_detailed(client=client, body=twice))
    problem = raised.value
    assert problem.status == 422
    assert problem.code is ProblemCode.IMPOSSIBLE_POSITION
    assert [(e.code, e.field) for e in problem.errors] == [("DUPLICATE_CARD", "/hand/1")]
