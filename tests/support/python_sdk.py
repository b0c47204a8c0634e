"""The generated Python SDK (clients/python) installed into this venv, as an app installs it.

``scripts/bootstrap.sh`` runs this module (``python -m tests.support.python_sdk``) so that the
install happens once, before any test; ``tests/sdk/conftest.py`` calls :func:`ensure_installed`
too, which does nothing while the installed copy is the tree's (a digest stamp in the venv) and
otherwise installs it under a lock, so that one pytest worker installs while the others wait:
the SDK tests always exercise exactly the committed, regenerated files.
"""

from __future__ import annotations

import fcntl
import hashlib
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYTHON_SDK = ROOT / "clients" / "python"
_SKIPPED = {"__pycache__", ".ruff_cache", ".mypy_cache", "build", "dist"}


def tree_digest(root: Path = PYTHON_SDK) -> str:
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if path.is_file() and not _SKIPPED.intersection(relative.parts):
            digest.update(relative.as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def ensure_installed() -> None:
    stamp = Path(sys.prefix) / f".tute-rules-client-{tree_digest()}"
    if stamp.exists():
        return
    with (Path(sys.prefix) / ".tute-rules-client.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if stamp.exists():  # another process installed it while this one waited
            return
        pip = [sys.executable, "-m", "pip", "--quiet", "--disable-pip-version-check"]
        # same version number, new content: uninstall first so pip does not keep the old files
        subprocess.run([*pip, "uninstall", "--yes", "tute-rules-client"], check=False,
                       capture_output=True)  # a fresh venv has none to uninstall: no warning
        subprocess.run([*pip, "install", str(PYTHON_SDK)], check=True)
        for old in Path(sys.prefix).glob(".tute-rules-client-*"):
            old.unlink()
        stamp.touch()


if __name__ == "__main__":
    ensure_installed()
