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
