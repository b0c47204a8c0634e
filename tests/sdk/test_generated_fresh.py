"""The committed SDKs are exactly what the pinned generators make from the committed spec."""

from __future__ import annotations

import difflib
import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from tests.contract.live_server import ROOT

CLIENTS = ROOT / "clients"
FIX = "run ./scripts/generate.sh (or .venv/bin/python clients/generate.py) and commit the result"


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("clients_generate", CLIENTS / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _first_difference(fresh: Path, committed: Path) -> str:
    diff = difflib.unified_diff(
        committed.read_text(encoding="utf-8").splitlines(),
        fresh.read_text(encoding="utf-8").splitlines(),
        "committed", "regenerated", lineterm="", n=1,
    )
    return "\n".join(list(diff)[:30])


def _compare(fresh: Path, committed: Path) -> list[str]:
    if not committed.exists():
        return [f"missing: {committed}"]
    if fresh.read_bytes() != committed.read_bytes():
        return [f"differs: {committed}\n{_first_difference(fresh, committed)}"]
    return []


def test_committed_sdks_match_a_fresh_generation(tmp_path: Path) -> None:
    generator = _generator()
    subprocess.run(
        [sys.executable, str(CLIENTS / "generate.py"), "--out", str(tmp_path)],
        check=True, capture_output=True,
    )
    fresh_root, committed_root = tmp_path / "python", CLIENTS / "python"
    fresh = generator.tree_files(fresh_root, generator.HAND_WRITTEN_PYTHON)
    committed = generator.tree_files(committed_root, generator.HAND_WRITTEN_PYTHON)
    stale = [f"missing: {committed_root / p}" for p in sorted(fresh - committed)]
    stale += [f"no longer generated: {committed_root / p}" for p in sorted(committed - fresh)]
    for relative in sorted(fresh & committed):
        stale += _compare(fresh_root / relative, committed_root / relative)
    for relative in generator.TS_GENERATED:
        stale += _compare(tmp_path / "typescript" / relative, CLIENTS / "typescript" / relative)
    assert not stale, f"the generated SDKs are stale: {FIX}\n" + "\n".join(stale)

