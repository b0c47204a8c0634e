"""The two builds of the engine (issue 22): the mypyc-compiled modules and the pure sources.

The build asked for (``TUTE_ENGINE_BUILD``, tests/conftest.py) is the one loaded; an extension
beside a source it was not built from is refused at import with an error that names it; and
the compiled build answers exactly as the pure one on random records of every ruleset, legal
and broken (tests/support/build_answers.py, run under each build in a subprocess).
"""

from __future__ import annotations

import importlib.machinery
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import tute

from tests.conftest import BUILD, COMPILED_LIB

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "service"
SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]
needs_compiled = pytest.mark.skipif(
    not (COMPILED_LIB / "tute" / "_compiled.py").exists(),
    reason="no compiled build: scripts/build_compiled.sh makes it (scripts/test.sh does)")


def import_from(path: Path, code: str = "import tute; print(tute.COMPILED)"
                ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(path)}
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=120, cwd=path)


def test_the_build_asked_for_is_the_one_loaded() -> None:
    assert tute.COMPILED is (BUILD == "compiled")
    loaded = Path(tute.hand.__file__).name  # type: ignore[attr-defined]
    assert loaded.endswith(SUFFIX) is (BUILD == "compiled"), loaded


def test_an_extension_without_a_record_of_its_source_is_refused(tmp_path: Path) -> None:
    shutil.copytree(SOURCES / "tute", tmp_path / "tute",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "_compiled.py", "api"))
    (tmp_path / "tute" / f"play{SUFFIX}").write_bytes(b"")  # left over from another build
    refused = import_from(tmp_path)
    assert refused.returncode != 0
    assert "StaleBuildError" in refused.stderr and f"play{SUFFIX}" in refused.stderr
    assert "rebuild the compiled engine" in refused.stderr


def test_the_pure_sources_alone_load_as_the_pure_build(tmp_path: Path) -> None:
    shutil.copytree(SOURCES / "tute", tmp_path / "tute",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so", "_compiled.py", "api"))
    loaded = import_from(tmp_path)
    assert loaded.returncode == 0, loaded.stderr
    assert loaded.stdout.strip() == "False"


@needs_compiled
@pytest.mark.either_build  # it imports a copy of the compiled build, whichever one is loaded
def test_a_compiled_module_beside_an_edited_source_is_refused(tmp_path: Path) -> None:
    shutil.copytree(COMPILED_LIB, tmp_path / "lib",
                    ignore=shutil.ignore_patterns("__pycache__", "api"))
    assert import_from(tmp_path / "lib").stdout.strip() == "True"
    source = tmp_path / "lib" / "tute" / "play.py"
    source.write_text(source.read_text() + "\n# edited after the build\n")
    refused = import_from(tmp_path / "lib")
    assert refused.returncode != 0
    assert "StaleBuildError" in refused.stderr and "play.py" in refused.stderr


@needs_compiled
@pytest.mark.either_build  # it runs both builds itself, whichever one the session loaded
def test_the_compiled_build_answers_as_the_pure_one() -> None:
    """About 6,000 adjudications (1,000 legal records and twice as many broken copies), 3,000
    turns and position checks, 900 scores, 120 open analyses of endgames, over every named
    ruleset."""
    code = "from tests.support.build_answers import answers; print('\\n'.join(answers(100)))"
    outputs = {}
    for build in ("pure", "compiled"):
        env = {**os.environ, "TUTE_ENGINE_BUILD": build,
               "PYTHONPATH": os.pathsep.join(
                   ([str(COMPILED_LIB)] if build == "compiled" else []) + [str(ROOT)])}
        done = subprocess.run([sys.executable, "-c", "import tests.conftest; " + code],
                              env=env, capture_output=True, text=True, timeout=600, cwd=ROOT)
        assert done.returncode == 0, done.stderr
        outputs[build] = done.stdout.splitlines()
    pure, compiled = outputs["pure"], outputs["compiled"]
    assert len(pure) > 4_000
    for i, (a, b) in enumerate(zip(pure, compiled, strict=True)):
        assert a == b, f"answer {i} differs:\npure:     {a[:400]}\ncompiled: {b[:400]}"


def test_the_service_publishes_the_committed_contract_on_this_build() -> None:
    """The API derives its answer schemas from the engine's dataclasses (tute.api.derive): on
    the compiled build, whose classes keep only erased types at run time, it must read the same
    types from the sources and publish the same contract (the Docker image serves that build)."""
    from tute.api import generate_yaml

    assert generate_yaml() == (ROOT / "openapi.yaml").read_text(encoding="utf-8")
