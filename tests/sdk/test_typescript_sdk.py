"""The generated TypeScript SDK: its node tests (clients/typescript/test) run against a live server.

``npm test`` compiles the package with tsc, type-checks the tests and the README example, then
runs the tests with node's built-in runner (through tsx) against the gunicorn started here.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from tests.contract.live_server import ROOT, LiveServer
from tests.support.readme import readme_block

PACKAGE = ROOT / "clients" / "typescript"
EXAMPLE = PACKAGE / "examples" / "quickstart.ts"

# The node tests this run must include (the suite may hold more): the requirements.
EXPECTED_TESTS = (
    "analyzePosition: every reported line scores what it announces",
    "reviewHand: each cost is the analysis' best minus the action's",
    "a seeded hand of tute-dos played through the SDK (seed 2)",
    "a seeded hand of tute-parejas played through the SDK (seed 5)",
    "a seeded hand of guinote played through the SDK (seed 323)",
    "a seeded hand of tute-dos takes one request per action (seed 31)",
    "a seeded hand of tute-parejas takes one request per action (seed 32)",
    "an unknown ruleset is a ProblemError with status 404 and code UNKNOWN_RULESET",
    "an impossible position is a ProblemError with status 422 listing every problem",
    "the README example prints the legal plays and the typed 404",
    "a whole hand with strong players at seats 1 to 3 prints what the README says",
    "a batch of legal plays answers each position as the single operation (207, typed)",
    "a batch of hand adjudications judges each record as the single operation",
    "a batch of trick results resolves each trick as the single operation",
    "a ProblemError's message names the code and every field error",
    "the defaults: a 10 s timeout, 3 retries on 429/502/503/504 with backoff from 200 ms, "
    "30 s a call",
    "a POST whose first two connections are dropped is retried and answered",
    "503 answers are retried until the service answers",
    "when the retries are spent, the connection error reaches the caller",
    "a server that never answers: each attempt's own timer fires under forced collections, "
    "and is retried",
    "the call's cap bounds the retries: an attempt is cut short, no retry starts past it",
    "a 429 is retried after its Retry-After, with the same request ID on every attempt",
    "the client names itself in User-Agent, and every error carries the request ID and the answer",
    "an undocumented 503 problem is a ProblemError, as in the Python SDK",
    "a conditional request's 304 is 'unchanged', not an error",
    "what a later version answers passes through: an unknown enum value, an unknown problem code",
    "an offer comes in the asked language with its params (es)",
    "a ProblemError's message names every field error in Spanish",
    "a language merges with the caller's headers (a plain object, a Headers, a list of pairs)",
)

pytestmark = pytest.mark.live


def test_readme_shows_the_typescript_example_verbatim() -> None:
    assert readme_block("ts") == EXAMPLE.read_text(encoding="utf-8"), (
        "README.md's ts block under 'First answer in five minutes' must be "
        "clients/typescript/examples/quickstart.ts verbatim"
    )


@pytest.mark.timeout(300)
def test_typescript_sdk_tests_pass_against_a_live_server(server: LiveServer) -> None:
    npm = shutil.which("npm")
    assert npm, "npm (Node 20) is needed for the TypeScript SDK tests"
    assert (PACKAGE / "node_modules").is_dir(), "run scripts/bootstrap.sh (npm ci) first"
    run = subprocess.run(
        [npm, "test", "--silent"], cwd=PACKAGE, capture_output=True, text=True, timeout=240,
        env={**os.environ, "TUTE_URL": server.url, "NO_COLOR": "1"},
    )
    output = run.stdout + run.stderr
    assert run.returncode == 0, output[-6000:]
    counts = dict(re.findall(r"^# (pass|fail|cancelled|skipped|todo) (\d+)$", output, re.MULTILINE))
    assert counts == {**counts, "fail": "0", "cancelled": "0", "skipped": "0", "todo": "0"}, output
    passed = set(re.findall(r"^ok \d+ - (.+)$", output, flags=re.MULTILINE))
    for required in EXPECTED_TESTS:
        assert required in passed, f"{required!r} did not pass:\n{output[-3000:]}"
