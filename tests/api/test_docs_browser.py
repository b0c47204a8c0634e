"""``/docs`` works with no internet: Swagger UI comes from the service, under a strict CSP.

The live test serves the app with gunicorn on a free loopback port (the contract tests'
``live_server``, stopped by its pid) and opens ``/docs`` in Debian's headless Chromium driven by
Playwright, with every request to anywhere but that server aborted. Every operation of the
served ``/openapi.json`` must render as an operation block, with no Content-Security-Policy
violation, no console error and no page error, and the page must not even try to reach
another host. It saves a screenshot of the rendered page to ``reports/docs-browser/docs.png``
(git-ignored, like the other test reports) for a person or CI to look at.

Chromium is Debian's package, which Playwright only drives (``tests/support/browser.py``, shared
with the playground's browser tests). The quick tests below check the page, its files and the
headers with Flask's test client.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from html.parser import HTMLParser
from typing import Any

import pytest
from flask.testing import FlaskClient
from tute.api import create_app
from tute.api.docs_ui import CONTENT_SECURITY_POLICY, SWAGGER_UI_DIR, SWAGGER_UI_VERSION

from tests.contract.live_server import ROOT, LiveServer, live_server
from tests.support.browser import CSP_LISTENER, abort_outside, chromium_executable, outside_of

SCREENSHOT = ROOT / "reports" / "docs-browser" / "docs.png"
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
#: how long the page may take to show its operations, in milliseconds
RENDER_TIMEOUT_MS = 20_000


class _Page(HTMLParser):
    """The script elements and the URLs a page refers to."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[dict[str, str | None]] = []
        self.inline_script = False
        self.urls: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "script":
            self.scripts.append(found)
            self._in_script = True
        self.urls += [v for k, v in attrs if k in ("src", "href", "data-spec-url") and v]
        if any(k.startswith("on") or k == "style" for k, _ in attrs):
            self.inline_script = True  # inline handlers and styles count as inline code

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script and data.strip():
            self.inline_script = True


@pytest.fixture(scope="module")
def docs_client() -> FlaskClient:
    return create_app({"TUTE_DOCS": "true"}).test_client()


def _parsed(client: FlaskClient) -> _Page:
    response = client.get("/docs")
    assert response.status_code == 200 and response.mimetype == "text/html"
    parsed = _Page()
    parsed.feed(response.get_data(as_text=True))
    return parsed


def test_the_page_has_no_inline_script_and_refers_only_to_the_service(
        docs_client: FlaskClient) -> None:
    parsed = _parsed(docs_client)
    assert parsed.scripts and all(script.get("src") for script in parsed.scripts)
    assert not parsed.inline_script
    assert parsed.urls and all(url.startswith("/") and not url.startswith("//")
                               for url in parsed.urls), parsed.urls
    assert "/openapi.json" in parsed.urls


def test_the_page_and_every_file_it_loads_are_served_with_the_policy(
        docs_client: FlaskClient) -> None:
    paths = ["/docs", *(url for url in _parsed(docs_client).urls if url != "/openapi.json")]
    for path in paths:
        response = docs_client.get(path)
        assert response.status_code == 200, path
        assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY, path
        assert response.headers["X-Content-Type-Options"] == "nosniff", path
    directives = dict(d.split(" ", 1) for d in CONTENT_SECURITY_POLICY.split("; "))
    assert directives["default-src"] == "'self'"
    assert all("'self'" in sources.split() or sources == "'none'"
               for sources in directives.values())
    assert not re.search(r"unsafe|https?:|\*", CONTENT_SECURITY_POLICY)


def test_swagger_ui_is_the_pinned_package_and_its_files_are_versioned(
        docs_client: FlaskClient) -> None:
    assert SWAGGER_UI_VERSION == "5.31.0"  # what swagger-ui-bundle-v2==5.31.0 ships
    url = f"/docs/swagger-ui-{SWAGGER_UI_VERSION}/swagger-ui-bundle.js"
    response = docs_client.get(url)
    assert response.data == (SWAGGER_UI_DIR / "swagger-ui-bundle.js").read_bytes()
    assert response.cache_control.max_age == 365 * 24 * 3600 and response.cache_control.immutable
    # only the files the page uses: another version or another file of the package is a 404
    assert docs_client.get("/docs/swagger-ui-0.0.0/swagger-ui-bundle.js").status_code == 404
    assert docs_client.get(f"/docs/swagger-ui-{SWAGGER_UI_VERSION}/index.html").status_code == 404
    assert docs_client.get("/docs/static/..%2Fdocs_ui.py").status_code == 404


def test_tute_docs_false_turns_the_page_and_its_files_off() -> None:
    client = create_app({"TUTE_DOCS": "false"}).test_client()
    assert client.get("/docs").status_code == 404
    assert client.get("/docs/static/swagger-init.js").status_code == 404
    assert client.get(
        f"/docs/swagger-ui-{SWAGGER_UI_VERSION}/swagger-ui-bundle.js").status_code == 404
    assert client.get("/openapi.json").status_code == 200


# -- in a real browser ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with live_server(tmp_path_factory.mktemp("docs-browser"), workers=1) as live:
        yield live


@contextmanager
def _service_only_browser(server: LiveServer,
                          **context_options: Any) -> Iterator[tuple[Any, list[str]]]:
    """A headless Chromium context that may reach only ``server``, and the list of the other
    URLs it tried (each aborted)."""
    from playwright.sync_api import sync_playwright

    outside: list[str] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_executable(),
                                             headless=True)
        try:
            context = browser.new_context(service_workers="block", **context_options)
            context.route(outside_of(server.url + "/"), abort_outside(outside))
            yield context, outside
        finally:
            browser.close()


@pytest.mark.live
def test_docs_render_every_operation_offline_in_chromium(server: LiveServer) -> None:
    """Every operation of /openapi.json shows on /docs, with nothing loaded from elsewhere.

    The screenshot is saved to reports/docs-browser/docs.png.
    """
    console: list[str] = []
    missing_policy: list[str] = []
    with _service_only_browser(server, viewport={"width": 1280, "height": 2200}) as (
            context, outside):
        context.add_init_script(CSP_LISTENER)
        page = context.new_page()
        page.on("console", lambda message: console.append(f"{message.type}: {message.text}")
                if message.type == "error" or "Content Security Policy" in message.text
                else None)
        page.on("pageerror", lambda error: console.append(f"page error: {error}"))
        page.on("response", lambda response: missing_policy.append(response.url)
                if "/docs" in response.url
                and "content-security-policy" not in response.headers else None)

        page.goto(server.url + "/docs", wait_until="load")
        spec = page.evaluate("fetch('/openapi.json').then((answer) => answer.json())")
        expected = sorted((method.upper(), path) for path, item in spec["paths"].items()
                          for method in item if method in HTTP_METHODS)
        page.wait_for_function(f"document.querySelectorAll('.opblock').length >= "
                               f"{len(expected)}", timeout=RENDER_TIMEOUT_MS)
        rendered = page.eval_on_selector_all(".opblock", """blocks => blocks.map(block => [
            block.querySelector('.opblock-summary-method').textContent.trim(),
            block.querySelector('.opblock-summary-path').getAttribute('data-path')])""")
        title = page.locator(".info .title").inner_text()
        # the Swagger UI that runs in the page says which it is (its versions plugin)
        running = page.evaluate("window.versions && window.versions.swaggerUI.version")
        violations = page.evaluate("window.__cspViolations")
        SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOT))

    assert sorted(tuple(block) for block in rendered) == expected
    assert len(expected) >= 18  # every operation of the contract, none dropped from the spec
    assert title.startswith(spec["info"]["title"])
    assert running == SWAGGER_UI_VERSION
    assert not violations, violations
    assert not console, console
    assert not outside, f"the page tried to reach other hosts: {outside}"
    assert not missing_policy, missing_policy
    assert SCREENSHOT.stat().st_size > 10_000


@pytest.mark.live
@pytest.mark.timeout(90)
def test_try_it_out_asks_the_service_that_served_the_page(server: LiveServer) -> None:
    """The contract's server is relative ("/"), so "Try it out" on /docs sends its request to
    the service the page came from, on whatever host and port it runs (here a free port, not
    the 8000 of scripts/serve.sh), and shows the answer."""
    with _service_only_browser(server) as (context, outside):
        page = context.new_page()
        page.goto(server.url + "/docs", wait_until="load")
        block = page.locator("#operations-rulesets-listRulesets")
        block.locator(".opblock-summary").click(timeout=RENDER_TIMEOUT_MS)
        block.locator(".try-out__btn").click()
        block.locator(".execute").click()
        status = block.locator(".live-responses-table tbody .response-col_status").first
        status.wait_for(timeout=RENDER_TIMEOUT_MS)
        answered = status.inner_text().strip()
        request_url = block.locator(".request-url pre").inner_text().strip()

    assert answered == "200"
    assert request_url == server.url + "/v1/rulesets"
    assert not outside, outside
