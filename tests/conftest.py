"""Which build of the engine the tests import.

``TUTE_ENGINE_BUILD=compiled`` puts the mypyc-compiled engine that scripts/build_compiled.sh
made (build/compiled/lib) ahead of the sources, so the same tests check the compiled build;
unset (or ``pure``), the tests import the sources. scripts/test.sh runs the engine tests both
ways. tests/engine/test_build.py checks that the build asked for is the one loaded.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings

BUILD = os.environ.get("TUTE_ENGINE_BUILD", "pure")
COMPILED_LIB = Path(__file__).resolve().parents[1] / "build" / "compiled" / "lib"

if BUILD not in ("pure", "compiled"):
    raise SystemExit(f"TUTE_ENGINE_BUILD must be pure or compiled, not {BUILD!r}")
if BUILD == "compiled":
    if not (COMPILED_LIB / "tute" / "_compiled.py").exists():
        raise SystemExit("TUTE_ENGINE_BUILD=compiled: run scripts/build_compiled.sh first")
    sys.path.insert(0, str(COMPILED_LIB))

# The hypothesis profiles: the default one runs every test's own number of examples; "quick"
# (`pytest --hypothesis-profile=quick`, which `scripts/test.sh --quick` passes) runs a tenth of
# them, and tests.support.examples.scaled() scales the counts tests give themselves the same way.
settings.register_profile("quick", max_examples=10)

#: The files whose single tests take longest (measured with tests/support/cputime.py and
#: ``--durations``; tests/README.md, "How long it takes"), longest first. They are collected
#: first, in this order, each file's tests in their own order: pytest-xdist's work stealing
#: hands them to the first worker (its third of the collection, in order), which runs them while
#: the others take short tests from the far end of its queue, and the run ends on short ones,
#: which it shares out, instead of one worker starting an 80-second test when the others have
#: nothing left (tests/README.md, "What keeps it short"). A new slow file joins
#: the list; a file that leaves it (renamed, removed) is only no longer moved.
SLOW_FIRST = (
    "tests/contract/test_live_contract.py",
    "tests/sdk/test_typescript_package.py",
    "tests/sdk/test_typescript_sdk.py",
    "tests/sdk/test_third_party_generators.py",
    "tests/sdk/test_python_sdk.py",
    "tests/test_service_package.py",
    "tests/engine/test_hand_selfplay.py",
    "tests/api/test_playground_browser.py",
    "tests/test_newcomer.py",
    "tests/deploy/test_image_contents_live.py",
    "tests/engine/test_solver.py",
    "tests/api/test_schemathesis.py",
    "tests/deploy/test_graceful_live.py",
    "tests/deploy/test_chaos_live.py",
    "tests/deploy/test_proxy_live.py",
    "tests/api/test_hand_reviews.py",
    "tests/engine/test_suggest.py",
    "tests/engine/test_hand_state.py",
    "tests/engine/test_values.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {path: place for place, path in enumerate(SLOW_FIRST)}
    last = len(SLOW_FIRST)
    order = sorted(range(len(items)),
                   key=lambda i: (rank.get(items[i].nodeid.split("::")[0], last), i))
    items[:] = [items[i] for i in order]
