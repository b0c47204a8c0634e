"""The SDK tests talk to a live gunicorn through the installed Python SDK, as an app would.

``pip install clients/python`` runs here, before the test modules import the SDK, whenever the
committed tree differs from what was installed last (a digest stamp in the venv), so the tests
always exercise exactly the committed, regenerated files.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.contract.live_server import ROOT, LiveServer, live_server

PYTHON_SDK = ROOT / "clients" / "python"
_SKIPPED = {"__pycache__", ".ruff_cache", ".mypy_cache", "build", "dist"}

#: What each SDK's quickstart (clients/python/examples/quickstart.py,
#: clients/typescript/examples/quickstart.ts) prints against a live server, line by line.
#: 002_14bda97cc2fd8fa7.txt: "si el segundo tiene cartas del palo de salida entonces debe
#: lanzarlas de manera obligatoria" (follow the led suit, even when the trick is already trumped)
QUICKSTART_OUTPUT = [
    "legal: 1C 2C",
    "excluded: 12E MUST_FOLLOW_SUIT",
    "excluded: 5O MUST_FOLLOW_SUIT",
    "problem: 404 UNKNOWN_RULESET",
]


def _tree_digest(root: Path) -> str:
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if path.is_file() and not _SKIPPED.intersection(relative.parts):
            digest.update(relative.as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def ensure_python_sdk_installed() -> None:
    stamp = Path(sys.prefix) / f".tute-rules-client-{_tree_digest(PYTHON_SDK)}"
    if stamp.exists():
        return
    pip = [sys.executable, "-m", "pip", "--quiet", "--disable-pip-version-check"]
    # same version number, new content: uninstall first so pip does not keep the old files
    subprocess.run([*pip, "uninstall", "--yes", "tute-rules-client"], check=False)
    subprocess.run([*pip, "install", str(PYTHON_SDK)], check=True)
    for old in Path(sys.prefix).glob(".tute-rules-client-*"):
        old.unlink()
    stamp.touch()


ensure_python_sdk_installed()


@pytest.fixture(scope="package")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with live_server(tmp_path_factory.mktemp("sdk-server"), workers=2) as running:
        yield running
