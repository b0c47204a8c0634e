"""Build steps pyproject.toml cannot declare.

``TUTE_USE_MYPYC=1`` in the environment compiles the engine with mypyc (the way black and mypy
ship themselves): the same typed modules, built into C extensions beside their sources. Without
it the package is pure Python, which is always the fallback. ``tute/_compiled.py`` records the
source each extension was built from, so a stale one is refused at import (``tute._build``).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ENGINE = Path("service", "tute")
#: The engine modules compiled with mypyc. values.py stays pure (the contract reads its enums'
#: docstrings, which compiled classes lose), and so do messages.py and errors.py (exception
#: and gettext plumbing, off the hot path), the _build check and the API.
COMPILED = ("cards", "rules", "rulesets", "play", "declarations", "scoring", "auction", "deal",
            "hand", "match", "turn", "notation", "codes")


def use_mypyc() -> bool:
    value = os.environ.get("TUTE_USE_MYPYC", "")
    if value not in ("", "0", "1"):
        raise SystemExit(f"TUTE_USE_MYPYC must be 1 (compile the engine) or 0, not {value!r}")
    return value == "1"


def source_digest(name: str) -> str:
    return hashlib.sha256((ENGINE / f"{name}.py").read_bytes()).hexdigest()


class BuildPy(build_py):
    """Also writes tute/_compiled.py: each compiled module's source digest."""

    def run(self) -> None:
        super().run()
        if use_mypyc():
            digests = {name: source_digest(name) for name in COMPILED}
            target = Path(self.build_lib, "tute", "_compiled.py")
            target.write_text(
                '"""Written by setup.py: the sources the compiled engine was built from."""\n\n'
                f"SOURCES = {digests!r}\n", encoding="utf-8")


def ext_modules() -> list[object]:
    if not use_mypyc():
        return []
    from mypyc.build import mypycify

    return mypycify([str(ENGINE / f"{name}.py") for name in COMPILED], opt_level="3",
                    group_name="tute_engine")


setup(ext_modules=ext_modules(), cmdclass={"build_py": BuildPy})
