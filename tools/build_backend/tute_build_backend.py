"""setuptools' build backend, asking for mypy (whose mypyc compiles the engine) as a build
requirement when ``TUTE_USE_MYPYC=1`` (see setup.py). Everything else is setuptools' own."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 (the backend's hooks, unchanged)

#: the mypy that checks the engine compiles it (pinned as in the dev extra)
MYPYC = "mypy==2.4.1"


def _compiler() -> list[str]:
    return [MYPYC] if os.environ.get("TUTE_USE_MYPYC") == "1" else []


def _without_mypyc(hook: Callable[[dict[str, Any] | None], list[str]],
                   config_settings: dict[str, Any] | None) -> list[str]:
    """setuptools runs setup.py to list the build requirements, before they are installed:
    run it as a pure build then (setup.py would import mypyc, not installed yet), and add the
    compiler when TUTE_USE_MYPYC=1."""
    asked = os.environ.pop("TUTE_USE_MYPYC", None)
    try:
        found = hook(config_settings)
    finally:
        if asked is not None:
            os.environ["TUTE_USE_MYPYC"] = asked
    return found + _compiler()


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _without_mypyc(_setuptools.get_requires_for_build_wheel, config_settings)


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    return _without_mypyc(_setuptools.get_requires_for_build_editable, config_settings)
