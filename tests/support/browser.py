"""What the browser tests of ``/docs`` and ``/playground`` share: Debian's Chromium, a listener
for Content-Security-Policy violations, and a route filter that lets a page reach only the
service under test.

Chromium is Debian's package (``scripts/bootstrap.sh`` installs it when missing); Playwright only
drives it (``executable_path``): its own browser download cannot work here.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Request, Route

#: Debian's chromium binary (/usr/bin/chromium is a shell launcher around it)
DEBIAN_CHROMIUM = Path("/usr/lib/chromium/chromium")

#: An init script (``add_init_script``) that collects what the page reports about its
#: Content-Security-Policy into ``window.__cspViolations``, before any page script runs.
CSP_LISTENER = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(event.violatedDirective + " " + event.blockedURI);
});
"""


def chromium_executable() -> str:
    if DEBIAN_CHROMIUM.exists():
        return str(DEBIAN_CHROMIUM)
    found = shutil.which("chromium")
    if found is None:
        pytest.fail("Debian's chromium is not installed: run scripts/bootstrap.sh (it installs "
                    "it with apt-get) or apt-get install chromium")
    return found


def outside_of(origin: str) -> re.Pattern[str]:
    """The URLs that do not start with ``origin``: a pattern Playwright matches in its driver, so
    that only the requests it names are handed to Python (a handler routed for every URL would
    be asked about each of the page's own requests)."""
    return re.compile("^(?!" + re.escape(origin) + ")")


def abort_outside(outside: list[str]) -> Callable[[Route, Request], None]:
    """A route handler for the requests ``outside_of`` matches: each aborted, its URL appended to
    ``outside``."""

    def abort(route: Route, request: Request) -> None:
        outside.append(request.url)
        route.abort("blockedbyclient")

    return abort
