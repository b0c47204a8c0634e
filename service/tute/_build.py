"""Which build of the engine is loaded, and a refusal to load a stale one.

An installation with ``TUTE_USE_MYPYC=1`` (setup.py) has, beside each compiled module's source,
its C extension, which Python imports in place of the source; ``tute/_compiled.py`` records the
digest of the source it was built from. Python would import an extension built from an older
source without a word, so every compiled module is checked against its source here, before any
is imported. Never compiled itself: it must run before the compiled modules load.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


class StaleBuildError(ImportError):
    """A compiled engine module was built from another source than the one beside it."""


def _extension(name: str) -> Path | None:
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        found = PACKAGE / f"{name}{suffix}"
        if found.exists():
            return found
    return None


def compiled_sources() -> dict[str, str]:
    """The compiled modules and the source digests they were built from (empty: pure)."""
    try:
        from tute._compiled import SOURCES  # type: ignore[import-not-found]
    except ImportError:
        return {}
    sources: dict[str, str] = SOURCES
    return sources


def check_build() -> bool:
    """Whether the compiled engine is the one to load; raise :class:`StaleBuildError` when an
    extension does not match the source beside it (or has no record of its source)."""
    sources = compiled_sources()
    for source in sorted(PACKAGE.glob("*.py")):
        name = source.stem
        extension = _extension(name)
        if extension is None:
            continue
        digest = hashlib.sha256(source.read_bytes()).hexdigest()
        if sources.get(name) != digest:
            raise StaleBuildError(
                f"{extension} was compiled from another {source.name} than the one beside it: "
                f"rebuild the compiled engine (TUTE_USE_MYPYC=1 pip install ., or "
                f"scripts/build_compiled.sh) or delete {extension.name} to use the pure source")
    return bool(sources) and all(_extension(name) is not None for name in sources)


#: True when the engine's compiled modules are the ones loaded (``tute.COMPILED``)
COMPILED = check_build()
