"""The Python SDK's production defaults: a finite timeout; retries with exponential backoff and
jitter after dropped connections and 502/503/504 answers, through a proxy that fails the first
connections on purpose (every operation is a pure computation, so retrying is safe); a
``ProblemError`` whose message names the code and every field error."""

from __future__ import annotations

import asyncio
import time

import httpx
import pytest
from tute_rules_client.api.play import list_legal_plays
from tute_rules_client.api.rulesets import list_rulesets
from tute_rules_client.models import (
    MessageParams,
    Position,
    Problem,
    ProblemCode,
    ProblemItem,
    ProblemType,
    Suit,
    TrickCard,
)
from tute_rules_helpers import (
    DEFAULT_TIMEOUT,
    NO_RETRY,
    ProblemError,
    Retry,
    create_client,
    unwrap,
)

from tests.contract.live_server import LiveServer

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
                            statuses=frozenset({502, 503, 504}))


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


def test_an_attempt_that_exceeds_the_timeout_fails_and_is_not_retried(server: LiveServer) -> None:
    with flaky_proxy(server.url, silent=True) as proxy:
        client = create_client(proxy.url, timeout=0.3, retry=FAST)
        started = time.monotonic()
        with pytest.raises(httpx.TimeoutException):
            list_rulesets.sync_detailed(client=client)
        assert 0.25 <= time.monotonic() - started < 3.0
        assert proxy.connections == 1


def test_a_problem_error_names_the_code_and_every_field_error(server: LiveServer) -> None:
    client = create_client(server.url)
    twice = Position(ruleset="tute-dos", trump=Suit.O, seat=0, hand=["1C", "1C", "3E", "3E"])
    with pytest.raises(ProblemError) as raised:
        unwrap(list_legal_plays.sync_detailed(client=client, body=twice))
    assert str(raised.value) == (
        "422 IMPOSSIBLE_POSITION: 2 problem(s) make this state impossible [/hand/1 "
        "DUPLICATE_CARD: 1C is already at /hand/0; /hand/3 DUPLICATE_CARD: 3E is already at "
        "/hand/2]")
    bare = Problem(type_=ProblemType.ABOUTBLANK, title="Not found", status=404,
                   code=ProblemCode.UNKNOWN_RULESET, detail="no such ruleset",
                   detail_params=MessageParams(), detail_template_id=None, instance="/")
    assert str(ProblemError(bare)) == "404 UNKNOWN_RULESET: no such ruleset"
    root = Problem(type_=ProblemType.ABOUTBLANK, title="Invalid", status=422,
                   code=ProblemCode.INVALID_FIELDS, detail="1 field error(s)",
                   detail_params=MessageParams.from_dict({"count": 1}),
                   detail_template_id="t0123456789", instance="/",
                   errors=[ProblemItem(code="FIELD_INVALID", field="", message="not an object",
                                       params=MessageParams(), template_id="t0123456789")])
    assert str(ProblemError(root)) == (
        "422 INVALID_FIELDS: 1 field error(s) [/ FIELD_INVALID: not an object]")
