"""CORS as a browser sees it: a page on another origin calls the service in headless Chromium.

The service runs under gunicorn with ``TUTE_CORS_ORIGINS`` naming the page's origin (another
port of 127.0.0.1, served by a small static server here). The page's script sends requests
that need a preflight (``X-Request-ID``, ``Accept-Language``, ``If-None-Match``, a JSON POST)
and reads the headers the service exposes (``X-Request-ID``, ``ETag``, ``Content-Language``);
the same script on an origin the service does not allow is refused by the browser.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from tests.support.browser import chromium_executable
from tests.support.gunicorn_server import LiveServer, free_port, gunicorn_server

pytestmark = pytest.mark.live

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>CORS check</title></head>
<body><script>
async function check(service) {
  const got = {};
  const list = await fetch(service + "/v1/rulesets/tute-lunar", {
    headers: { "X-Request-ID": "page-call-1", "Accept-Language": "es" },
  });
  got.status = list.status;
  got.requestId = list.headers.get("X-Request-ID");
  got.contentLanguage = list.headers.get("Content-Language");
  const ruleset = await fetch(service + "/v1/rulesets/tute-dos");
  got.etag = ruleset.headers.get("ETag");
  const again = await fetch(service + "/v1/rulesets/tute-dos", {
    headers: { "If-None-Match": got.etag }, cache: "no-store",
  });
  got.conditional = again.status;
  const plays = await fetch(service + "/v1/legal-plays", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ruleset: "tute-parejas", trump: "O", seat: 2,
      hand: ["1C", "2C", "12E", "5O"], trick: [{ seat: 0, card: "3C" }, { seat: 1, card: "4O" }] }),
  });
  got.legalPlays = (await plays.json()).legal_plays;
  return got;
}
</script></body></html>
"""


@contextmanager
def page_server() -> Iterator[str]:
    """The page above on http://127.0.0.1:<a free port>/ (an origin other than the service's)."""

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = PAGE.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", free_port()), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, LiveServer]]:
    """An allowed page origin, another page origin, and the service allowing the first."""
    with page_server() as allowed, page_server() as other, gunicorn_server(
            tmp_path_factory.mktemp("cors-browser"), workers=1,
            env={"TUTE_CORS_ORIGINS": allowed}) as server:
        yield allowed, other, server


def _in_chromium(page_url: str, service: str) -> Any:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_executable(),
                                             headless=True)
        try:
            page = browser.new_context(service_workers="block").new_page()
            page.goto(page_url + "/")
            return page.evaluate("""async (service) => {
                try { return await check(service); } catch (error) { return String(error); }
            }""", service)
        finally:
            browser.close()


def test_a_page_on_an_allowed_origin_sends_and_reads_what_it_needs(
        pages: tuple[str, str, LiveServer]) -> None:
    allowed, _, server = pages
    got = _in_chromium(allowed, server.url)
    assert isinstance(got, dict), got
    etag = got.pop("etag")
    assert isinstance(etag, str) and etag.startswith(('"', 'W/"')), etag  # exposed
    assert got == {
        "status": 404,
        "requestId": "page-call-1",  # sent (preflighted) and read back (exposed)
        "contentLanguage": "es",
        "conditional": 304,
        "legalPlays": ["1C", "2C"],
    }, got


def test_a_page_on_another_origin_is_refused_by_the_browser(
        pages: tuple[str, str, LiveServer]) -> None:
    _, other, server = pages
    got = _in_chromium(other, server.url)
    assert got == "TypeError: Failed to fetch", got
