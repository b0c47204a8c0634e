"""The Python SDK's production defaults: a finite timeout; retries with exponential backoff and
jitter after dropped connections, timeouts and 429/502/503/504 answers, within a cap on the
whole call, through a proxy that fails the first connections on purpose (every operation is a
pure computation, so retrying is safe); a request ID and a User-Agent on every call; a
``ProblemError`` whose message names the code and every field error, and which carries the
answer and its request ID, for a problem of any status."""

from __future__ import annotations

import asyncio
import json
import threading
import time
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest
from tute_rules_client.api.play import list_legal_plays
from tute_rules_client.api.rulesets import get_ruleset, list_rulesets
from tute_rules_client.models import (
    MessageParams,
    Position,
    Problem,
    ProblemCode,
    ProblemItem,
    Suit,
    TrickCard,
)
from tute_rules_helpers import (
    DEFAULT_TIMEOUT,
    NO_RETRY,
    USER_AGENT,
    ProblemError,
    Retry,
    RetryingTransport,
    UnexpectedResponseError,
    create_client,
    sdk_version,
    unwrap,
)

from tests.contract.live_server import ROOT, LiveServer

from .flaky_proxy import flaky_proxy

pytestmark = pytest.mark.live

FAST = Retry(backoff=0.01, max_backoff=0.05)
POSITION = Position(ruleset="tute-parejas", trump=Suit.O, seat=2, hand=["1C", "2C", "12E", "5O"],
                    trick=[TrickCard(seat=0, card="3C"), TrickCard(seat=1, card="4O")])


def test_the_default_client_has_a_finite_timeout_and_retries() -> None:
    client = create_client("http://127.0.0.1:8000")
    timeout = client.get_httpx_client().timeout
    assert (timeout.connect, timeout.read, timeout.write, timeout.pool) == (5.0, 10.0, 10.0, 10.0)
    assert timeout == DEFAULT_TIMEOUT
    assert client.get_async_httpx_client().timeout == DEFAULT_TIMEOUT
    assert create_client("http://x", timeout=2).get_httpx_client().timeout == httpx.Timeout(2.0)
    assert Retry() == Retry(retries=3, backoff=0.2, max_backoff=5.0,
                            statuses=frozenset({429, 502, 503, 504}), max_elapsed=30.0)


def test_backoff_grows_exponentially_with_full_jitter_and_honours_retry_after() -> None:
    retry = Retry()
    for number in range(8):
        ceiling = min(5.0, 0.2 * 2**number)
        delays = [retry.delay(number) for _ in range(200)]
        assert all(0.0 <= d <= ceiling for d in delays)
        assert len(set(delays)) > 1  # jittered
    later = httpx.Response(503, headers={"Retry-After": "2"})
    assert retry.delay(0, later) == 2.0
    assert retry.delay(0, httpx.Response(503, headers={"Retry-After": "600"})) == 5.0
    # str.isdigit accepts "²", which float() refuses: no Retry-After, not a crash
    # (as raw bytes: they come off the wire so; httpx will not encode "²" from a str)
    superscript = httpx.Response(503, headers=[(b"Retry-After", "²".encode())])
    assert 0.0 <= retry.delay(0, superscript) <= 0.2


def test_a_post_whose_first_connections_are_dropped_is_retried(server: LiveServer) -> None:
    with flaky_proxy(server.url, drop=2) as proxy:
        client = create_client(proxy.url, retry=FAST)
        plays = unwrap(list_legal_plays.sync_detailed(client=client, body=POSITION))
        assert plays.legal_plays == ["1C", "2C"]
        assert proxy.connections == 3


def test_503_answers_are_retried_until_the_service_answers(server: LiveServer) -> None:
    with flaky_proxy(server.url, unavailable=2) as proxy:
        client = create_client(proxy.url, retry=FAST)
        answer = unwrap(list_rulesets.sync_detailed(client=client))
        assert "tute-dos" in [r.id for r in answer.rulesets]
        assert proxy.connections == 3


def test_asyncio_calls_retry_too(server: LiveServer) -> None:
    async def call(url: str) -> list[str]:
        async with create_client(url, retry=FAST) as client:
            answer = await list_legal_plays.asyncio_detailed(client=client, body=POSITION)
            return unwrap(answer).legal_plays

    with flaky_proxy(server.url, drop=1, unavailable=1) as proxy:
        assert asyncio.run(call(proxy.url)) == ["1C", "2C"]
        assert proxy.connections == 3


def test_when_the_retries_are_spent_the_error_reaches_the_caller(server: LiveServer) -> None:
    with flaky_proxy(server.url, drop=100) as proxy:
        client = create_client(proxy.url, retry=Retry(retries=2, backoff=0.01))
        with pytest.raises(httpx.TransportError):
            list_rulesets.sync_detailed(client=client)
        assert proxy.connections == 3
        with pytest.raises(httpx.TransportError):
            list_rulesets.sync_detailed(client=create_client(proxy.url, retry=NO_RETRY))
        assert proxy.connections == 4
    with flaky_proxy(server.url, unavailable=100) as proxy:
        client = create_client(proxy.url, retry=Retry(retries=2, backoff=0.01))
        assert list_rulesets.sync_detailed(client=client).status_code == 503
        assert proxy.connections == 3


def test_a_timed_out_attempt_is_retried(server: LiveServer) -> None:
    with flaky_proxy(server.url, silent=True) as proxy:
        client = create_client(proxy.url, timeout=0.3, retry=Retry(retries=1, backoff=0.01))
        started = time.monotonic()
        with pytest.raises(httpx.TimeoutException):
            list_rulesets.sync_detailed(client=client)
        assert 0.55 <= time.monotonic() - started < 0.9 + 1.0
        assert proxy.connections == 2


def test_the_call_s_cap_cuts_the_last_attempt_and_stops_the_retries(server: LiveServer) -> None:
    with flaky_proxy(server.url, silent=True) as proxy:
        capped = Retry(retries=10, backoff=0.01, max_backoff=0.01, max_elapsed=0.7)
        client = create_client(proxy.url, timeout=0.5, retry=capped)
        started = time.monotonic()
        with pytest.raises(httpx.TimeoutException):
            list_rulesets.sync_detailed(client=client)
        assert 0.65 <= time.monotonic() - started < 1.5  # 0.5 s, then the 0.2 s left
        assert proxy.connections == 2
    with flaky_proxy(server.url, unavailable=100) as proxy:
        client = create_client(proxy.url, retry=Retry(retries=50, backoff=0.05, max_backoff=0.05,
                                                      max_elapsed=0.4))
        started = time.monotonic()
        assert list_rulesets.sync_detailed(client=client).status_code == 503
        assert time.monotonic() - started < 1.0 and 1 < proxy.connections < 50


def test_no_retry_starts_without_min_attempt_left_after_its_delay() -> None:
    """A retry that would have less than MIN_ATTEMPT of the call's cap left after its delay
    does not start: the call answers what it has (a 503) instead of an attempt cut so short
    that it can only time out (as under load it did, where the test above wanted the 503)."""
    from tute_rules_helpers.transport import MIN_ATTEMPT, _Call

    call = _Call(Retry(max_elapsed=0.5), httpx.Request("GET", "http://127.0.0.1/"))
    assert call.has_time_for(0.1)
    assert not call.has_time_for(0.5 - MIN_ATTEMPT / 2)  # under the cap, but too little left
    assert _Call(Retry(max_elapsed=None), httpx.Request("GET", "http://127.0.0.1/")
                 ).has_time_for(1e9)


@contextmanager
def canned(status: int, body: bytes, headers: dict[str, str], method: str = "GET"
           ) -> Iterator[tuple[str, list[dict[str, str]]]]:
    """A loopback server that answers every ``method`` request ``status`` with ``body`` and
    ``headers``, and records each request's headers."""
    seen: list[dict[str, str]] = []

    class Handler(BaseHTTPRequestHandler):
        def answer(self) -> None:
            seen.append(dict(self.headers.items()))
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self.send_response(status)
            for name, value in {**headers, "Content-Length": str(len(body))}.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:  # quiet
            pass

    setattr(Handler, f"do_{method}", Handler.answer)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", seen
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


def test_a_429_is_retried_after_its_retry_after_with_one_request_id() -> None:
    with canned(429, b"", {"Retry-After": "1"}) as (url, seen):
        client = create_client(url, retry=Retry(retries=1, max_backoff=2.0))
        started = time.monotonic()
        assert list_rulesets.sync_detailed(client=client).status_code == 429
        assert time.monotonic() - started >= 0.95
    ids = [headers["X-Request-ID"] for headers in seen]
    assert len(ids) == 2 and ids[0] == ids[1] and len(ids[0]) == 32
    int(ids[0], 16)  # hex digits
    assert RetryingTransport().retry.statuses >= {429, 503}


def test_the_client_names_itself_and_errors_carry_the_request_id(server: LiveServer) -> None:
    sdk = tomllib.loads((ROOT / "clients" / "python" / "pyproject.toml").read_text("utf-8"))
    assert sdk_version() == sdk["project"]["version"]
    assert USER_AGENT.split("/") == ["tute-rules-client-python", sdk_version()]
    with canned(404, b"{}", {"Content-Type": "application/json"}) as (url, seen):
        list_rulesets.sync_detailed(client=create_client(url))
    assert seen[0]["User-Agent"] == USER_AGENT
    client = create_client(server.url, headers={"X-Request-ID": "my-call-1"})
    with pytest.raises(ProblemError) as raised:
        unwrap(get_ruleset.sync_detailed("tute-lunar", client=client))
    assert raised.value.request_id == "my-call-1"
    assert raised.value.response is not None and raised.value.response.status_code == 404
    with pytest.raises(ProblemError) as raised:
        unwrap(get_ruleset.sync_detailed("tute-lunar", client=create_client(server.url)))
    assert len(raised.value.request_id or "") == 32


def test_an_undocumented_503_problem_is_a_problem_error_as_in_typescript() -> None:
    problem = {"type": "urn:tute-rules:problem:not-ready", "title": "Not ready",
               "status": 503, "code": "NOT_READY", "detail": "down for maintenance",
               "detail_params": {}, "detail_template_id": None, "instance": "/v1/rulesets"}
    headers = {"Content-Type": "application/problem+json", "X-Request-ID": "abc123"}
    with canned(503, json.dumps(problem).encode(), headers) as (url, _):
        client = create_client(url, retry=NO_RETRY)
        with pytest.raises(ProblemError) as raised:
            unwrap(list_rulesets.sync_detailed(client=client))
    assert (raised.value.status, raised.value.code) == (503, ProblemCode.NOT_READY)
    assert raised.value.request_id == "abc123"
    with canned(503, b"<html>busy</html>", {"Content-Type": "text/html"}) as (url, _):
        client = create_client(url, retry=NO_RETRY)
        with pytest.raises(UnexpectedResponseError) as unexpected:
            unwrap(list_rulesets.sync_detailed(client=client))
    assert unexpected.value.status == 503 and unexpected.value.response is not None


def test_a_problem_error_names_the_code_and_every_field_error(server: LiveServer) -> None:
    client = create_client(server.url)
    twice = Position(ruleset="tute-dos", trump=Suit.O, seat=0, hand=["1C", "1C", "3E", "3E"])
    with pytest.raises(ProblemError) as raised:
        unwrap(list_legal_plays.sync_detailed(client=client, body=twice))
    assert str(raised.value) == (
        "422 IMPOSSIBLE_POSITION: 2 problem(s) make this state impossible [/hand/1 "
        "DUPLICATE_CARD: 1C is already at /hand/0; /hand/3 DUPLICATE_CARD: 3E is already at "
        "/hand/2]")
    bare = Problem(type_="about:blank", title="Not found", status=404,
                   code=ProblemCode.UNKNOWN_RULESET, detail="no such ruleset",
                   detail_params=MessageParams(), detail_template_id=None, instance="/")
    assert str(ProblemError(bare)) == "404 UNKNOWN_RULESET: no such ruleset"
    root = Problem(type_="about:blank", title="Invalid", status=422,
                   code=ProblemCode.INVALID_FIELDS, detail="1 field error(s)",
                   detail_params=MessageParams.from_dict({"count": 1}),
                   detail_template_id="t0123456789", instance="/",
                   errors=[ProblemItem(code="FIELD_INVALID", field="", message="not an object",
                                       params=MessageParams(), template_id="t0123456789")])
    assert str(ProblemError(root)) == (
        "422 INVALID_FIELDS: 1 field error(s) [/ FIELD_INVALID: not an object]")
