"""What the browser tests of ``/docs`` and ``/playground`` share: Debian's Chromium, a listener
for Content-Security-Policy violations, and a route filter that lets a page reach only the
service under test.

Chromium is Debian's package (``scripts/bootstrap.sh`` installs it when missing); Playwright only
drives it (``executable_path``): its own browser download cannot work here.
"""

from __future__ import annotations

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


def only_the_service(origin: str, outside: list[str],
                     on_request: Callable[[Request], None] | None = None
                     ) -> Callable[[Route, Request], None]:
    """A route handler (``context.route("**/*", handler)``) that lets through the requests to
    ``origin`` (each first given to ``on_request``, if any) and aborts every other one, its URL
    appended to ``outside``."""

    def route_request(route: Route, request: Request) -> None:
        if request.url.startswith(origin):
            if on_request is not None:
                on_request(request)
            route.continue_()
        else:
            outside.append(request.url)
            route.abort("blockedbyclient")

    return route_request
