"""The Python SDK as a package: ``python -m build`` makes a wheel and an sdist that ``twine
check --strict`` passes, with the service's README for the SDK, complete metadata and both
packages; the wheel, installed on its own, runs the quickstart against a live server."""

from __future__ import annotations

import email
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
import yaml

from tests.contract.live_server import ROOT, LiveServer

from .conftest import QUICKSTART_OUTPUT

PYTHON_SDK = ROOT / "clients" / "python"
_SKIPPED = shutil.ignore_patterns("__pycache__", ".ruff_cache", ".mypy_cache", "build", "dist",
                                  ".pdm-build")

pytestmark = pytest.mark.live


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The wheel and the sdist, built from a copy of clients/python (the build backend leaves
    its scratch files beside the project), without build isolation: pdm-backend is a pinned
    dev dependency, so no download is needed."""
    work = tmp_path_factory.mktemp("python-sdk-build")
    source = work / "python"
    shutil.copytree(PYTHON_SDK, source, ignore=_SKIPPED)
    out = work / "dist"
    run = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(source)],
        capture_output=True, text=True, timeout=300,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    wheels, sdists = sorted(out.glob("*.whl")), sorted(out.glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, sorted(out.iterdir())
    return wheels[0], sdists[0]


def test_twine_check_strict_passes(built: tuple[Path, Path]) -> None:
    run = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", *map(str, built)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.count("PASSED") == 2, run.stdout


def test_the_wheel_has_both_packages_and_complete_metadata(built: tuple[Path, Path]) -> None:
    wheel, _ = built
    version = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))["info"][
        "version"]
    assert wheel.name == f"tute_rules_client-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        metadata = email.message_from_string(archive.read(metadata_name).decode("utf-8"))
    for module in ("tute_rules_client/__init__.py", "tute_rules_client/py.typed",
                   "tute_rules_client/api/play/list_legal_plays.py",
                   "tute_rules_helpers/__init__.py", "tute_rules_helpers/py.typed",
                   "tute_rules_helpers/client.py", "tute_rules_helpers/transport.py"):
        assert module in names, module
    assert metadata["Name"] == "tute-rules-client" and metadata["Version"] == version
    assert metadata["License-Expression"] == "MIT"
    assert metadata["Author"] == "Tute rules service maintainers"
    assert metadata["Requires-Python"] == ">=3.11"
    # no project URLs while the project has no public address (none that would not resolve)
    assert metadata.get_all("Project-URL") is None
    assert metadata["License-File"] == "LICENSE"
    assert f"tute_rules_client-{version}.dist-info/licenses/LICENSE" in names
    with zipfile.ZipFile(wheel) as archive:
        shipped = archive.read(f"tute_rules_client-{version}.dist-info/licenses/LICENSE")
    assert shipped == (ROOT / "LICENSE").read_bytes()
    assert "Typing :: Typed" in metadata.get_all("Classifier", [])
    requires = metadata.get_all("Requires-Dist", [])
    assert any(r.startswith("httpx") for r in requires) and any(r.startswith("attrs")
                                                                 for r in requires)
    assert metadata["Description-Content-Type"] == "text/markdown"
    description = metadata.get_payload()
    assert isinstance(description, str)
    assert description == (PYTHON_SDK / "README.md").read_text(encoding="utf-8")


def test_the_sdist_has_the_readme_and_the_examples(built: tuple[Path, Path]) -> None:
    _, sdist = built
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {"README.md", "LICENSE", "pyproject.toml", "examples/quickstart.py",
            "examples/full_hand.py",
            "tute_rules_helpers/client.py", "tute_rules_client/client.py"} <= names


def test_the_installed_wheel_runs_the_quickstart(built: tuple[Path, Path], tmp_path: Path,
                                                 server: LiveServer) -> None:
    wheel, _ = built
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--disable-pip-version-check", "--target", str(target), str(wheel)],
                   check=True, timeout=120)
    example = tmp_path / "quickstart.py"
    example.write_text("import tute_rules_client, tute_rules_helpers\n"
                       "print(tute_rules_client.__file__)\nprint(tute_rules_helpers.__file__)\n"
                       + (PYTHON_SDK / "examples" / "quickstart.py").read_text(encoding="utf-8"),
                       encoding="utf-8")
    # the wheel's copy comes first on the path (httpx and attrs come from this venv)
    run = subprocess.run([sys.executable, str(example)], capture_output=True, text=True,
                         timeout=60, cwd=tmp_path,
                         env={**os.environ, "PYTHONPATH": str(target), "TUTE_URL": server.url})
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert all(line.startswith(str(target)) for line in lines[:2]), lines[:2]
    assert lines[2:] == QUICKSTART_OUTPUT
