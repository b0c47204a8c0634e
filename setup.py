"""Build steps for the tute-rules package; its metadata lives in pyproject.toml.

setuptools copies the Python files; each step below adds what a wheel needs beyond them, in
``build_py`` (run for wheels, for installs from an sdist, a git URL or a clone, and for
editable installs):

- the message catalogs: every ``service/tute/locales/<language>/LC_MESSAGES/tute.po`` compiled
  with Babel (a build requirement) into the ``tute.mo`` the service reads; the ``.mo`` files
  are build output, never committed, and the sdist carries the ``.po`` sources (MANIFEST.in);
- the default gunicorn config: ``deploy/gunicorn.conf.py`` copied into the package as
  ``tute/api/gunicorn.conf.py``, which ``tute-rules serve`` runs when TUTE_GUNICORN_CONFIG is
  unset (deploy/gunicorn.conf.py stays the one deployments name);
- with ``TUTE_USE_MYPYC=1`` in the environment, the engine compiled with mypyc (the way black
  and mypy ship themselves): the same typed modules built into C extensions beside their
  sources, and ``tute/_compiled.py``, the digest of the source each was built from, so that a
  stale one is refused at import (``tute._build``). Without it the package is pure Python,
  which is always the fallback.

An editable install reads the source tree: there the catalogs are compiled in place (as
``scripts/bootstrap.sh`` does) and ``tute-rules serve`` finds deploy/gunicorn.conf.py itself.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
ENGINE = Path("service", "tute")
LOCALES = ENGINE / "locales"
GUNICORN_CONFIG = Path("deploy", "gunicorn.conf.py")
#: The engine modules compiled with mypyc. values.py stays pure (the contract reads its enums'
#: docstrings, which compiled classes lose), and so do messages.py and errors.py (exception
#: and gettext plumbing, off the hot path), the _build check and the API.
COMPILED = ("cards", "rules", "rulesets", "play", "declarations", "scoring", "auction", "deal",
            "hand", "match", "turn", "notation", "codes", "players", "knowledge",
            "inference", "worlds", "suggest", "solver")


def use_mypyc() -> bool:
    value = os.environ.get("TUTE_USE_MYPYC", "")
    if value not in ("", "0", "1"):
        raise SystemExit(f"TUTE_USE_MYPYC must be 1 (compile the engine) or 0, not {value!r}")
    return value == "1"


def compile_catalogs(source: Path, target: Path) -> list[str]:
    """Each ``<language>/LC_MESSAGES/*.po`` under ``source`` compiled into the same place
    under ``target``; the files written."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    written = []
    for po_path in sorted(source.glob("*/LC_MESSAGES/*.po")):
        mo_path = target / po_path.relative_to(source).with_suffix(".mo")
        mo_path.parent.mkdir(parents=True, exist_ok=True)
        with po_path.open("rb") as po_file:
            catalog = read_po(po_file, locale=po_path.parent.parent.name)
        with mo_path.open("wb") as mo_file:
            write_mo(mo_file, catalog)
        written.append(str(mo_path))
    if not written:
        raise SystemExit(f"setup.py: no message catalogs (*.po) under {source}")
    return written


class BuildPy(build_py):
    """build_py, then the catalogs, the default gunicorn config and, for a compiled build, the
    record of its sources (see the module's doc)."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            compile_catalogs(HERE / LOCALES, HERE / LOCALES)
            return
        package = Path(self.build_lib, "tute")
        self._extra = compile_catalogs(HERE / LOCALES, package / "locales")
        config = package / "api" / "gunicorn.conf.py"
        shutil.copyfile(HERE / GUNICORN_CONFIG, config)
        self._extra.append(str(config))
        if use_mypyc():
            digests = {name: hashlib.sha256((HERE / ENGINE / f"{name}.py").read_bytes())
                       .hexdigest() for name in COMPILED}
            record = package / "_compiled.py"
            record.write_text(
                '"""Written by setup.py: the sources the compiled engine was built from."""\n\n'
                f"SOURCES = {digests!r}\n", encoding="utf-8")
            self._extra.append(str(record))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        return [*super().get_outputs(include_bytecode), *getattr(self, "_extra", [])]


def ext_modules() -> list[object]:
    if not use_mypyc():
        return []
    from mypyc.build import mypycify

    # One group (cross-module calls stay native calls), written as one C file a module
    # (multi_file): gcc -O3 on a few files of a few thousand lines each takes 0.7 of the CPU
    # time of the one file of all of them, and the build runs them two at a time
    # (build_compiled.sh, ``build -j``). Same speed (bench/README.md, "Build time").
    return mypycify([str(ENGINE / f"{name}.py") for name in COMPILED], opt_level="3",
                    group_name="tute_engine", multi_file=True)


class BuildExt(build_ext):
    """build_ext, compiling the C files of one extension on every core (the compiled engine
    is one extension of about 20 C files, which setuptools would compile one after another;
    ``-j``/``parallel`` only runs separate extensions side by side). Each file is one gcc
    process, started and waited for by a thread."""

    def build_extension(self, ext: object) -> None:
        compile_one = self.compiler.compile
        workers = self.parallel if isinstance(self.parallel, int) and self.parallel > 1 \
            else os.cpu_count() or 1

        def compile_all(sources: list[str], *args: object, **kwargs: object) -> list[str]:
            if workers < 2 or len(sources) < 2:
                return compile_one(sources, *args, **kwargs)
            with ThreadPoolExecutor(workers) as pool:
                done = pool.map(lambda source: compile_one([source], *args, **kwargs), sources)
                return [obj for objects in done for obj in objects]

        self.compiler.compile = compile_all
        try:
            super().build_extension(ext)
        finally:
            self.compiler.compile = compile_one


setup(ext_modules=ext_modules(), cmdclass={"build_py": BuildPy, "build_ext": BuildExt})
