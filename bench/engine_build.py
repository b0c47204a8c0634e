"""Which build of the engine a benchmark imports: ``TUTE_ENGINE_BUILD=compiled`` puts the
mypyc-compiled engine of scripts/build_compiled.sh (build/compiled/lib) first, else the pure
sources (service/) are imported from the checkout without installing them."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = os.environ.get("TUTE_ENGINE_BUILD", "pure")


def use_build() -> str:
    """Put the chosen build first on ``sys.path`` (done on import); its name."""
    if BUILD not in ("pure", "compiled"):
        raise SystemExit(f"TUTE_ENGINE_BUILD must be pure or compiled, not {BUILD!r}")
    where = ROOT / "build" / "compiled" / "lib" if BUILD == "compiled" else ROOT / "service"
    if BUILD == "compiled" and not (where / "tute" / "_compiled.py").exists():
        raise SystemExit("TUTE_ENGINE_BUILD=compiled: run scripts/build_compiled.sh first")
    sys.path.insert(0, str(where))
    return BUILD


use_build()
