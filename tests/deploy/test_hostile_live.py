"""Hostile traffic against the service as scripts/serve.sh and the image run it (gunicorn with
deploy/gunicorn.conf.py, two workers), on a free loopback port: made-up methods, paths and
rulesets must not add metric series; broken HTTP framing is a 400 problem with no traceback;
slow clients do not starve anyone; TUTE_METRICS_BIND moves /metrics off the public port."""

from __future__ import annotations

import json
import random
import string
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families
from tute import ruleset_ids
from tute.api.schemas import ProblemSchema

from .support import ROOT, LiveServer, free_port, running_gunicorn
from .traffic import (
    get_status,
    post_legal_plays,
    raw_exchange,
    slow_clients,
    split_response,
)

pytestmark = pytest.mark.live


@pytest.fixture(scope="module")
def service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with running_gunicorn(ROOT, tmp_path_factory.mktemp("hostile"),
                          {"TUTE_LOG_LEVEL": "info"}) as live:
        yield live


def series(url: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    with urllib.request.urlopen(f"{url}/metrics", timeout=5) as response:
        text = response.read().decode()
    return {(sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in text_string_to_metric_families(text)
            for sample in family.samples if sample.name.startswith("tute_")}


METHODS = ("<made-up>", "GET", "POST", "DELETE", "PATCH")
TARGETS = ("<random path>", "/v1/legal-plays", "/v1/rulesets/<random ruleset>",
           "/v1/play-verdicts", "/v1/batch/legal-plays")


def random_request(rng: random.Random, port: int, method: str, target: str) -> None:
    """One request; ``<...>`` parts are made up anew, the body names a made-up ruleset."""
    word = "".join(rng.choices(string.ascii_uppercase, k=rng.randint(3, 20)))
    path = "/" + "/".join("".join(rng.choices(string.ascii_lowercase + "-", k=rng.randint(1, 12)))
                          for _ in range(rng.randint(1, 4)))
    ruleset = "".join(rng.choices(string.ascii_lowercase + "-", k=rng.randint(1, 30)))
    method = method.replace("<made-up>", word)
    target = target.replace("<random path>", path).replace("<random ruleset>", ruleset)
    body = json.dumps({"ruleset": ruleset, "trump": "B", "seat": 0, "hand": ["1B"],
                       "trick": []}).encode()
    head = (f"{method} {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
            f"\r\nContent-Length: {len(body)}\r\n\r\n")
    status, _, _ = split_response(raw_exchange(port, head.encode() + body))
    assert 400 <= status < 500, (method, target, status)


def test_random_methods_paths_and_rulesets_add_no_metric_series(service: LiveServer) -> None:
    rng = random.Random(13)
    for method in METHODS:  # each kind of request once: its series exist from now on
        for target in TARGETS:
            random_request(rng, service.port, method, target)
    series(service.url)  # a scrape is counted too (after it answered): its series now exist
    before = series(service.url)
    for _ in range(200):
        random_request(rng, service.port, rng.choice(METHODS), rng.choice(TARGETS))
    after = series(service.url)
    assert sorted(set(after) - set(before)) == []
    methods = {dict(labels)["method"] for name, labels in after
               if name == "tute_http_requests_total"}
    assert methods == {"GET", "POST", "DELETE", "PATCH", "other"}
    routes = {dict(labels)["route"] for name, labels in after
              if name == "tute_http_requests_total"}
    assert "<unmatched>" in routes
    assert all(route == "<unmatched>" or route.startswith("/") for route in routes)
    assert len(routes) <= 8, routes
    rulesets = {dict(labels)["ruleset"] for name, labels in after
                if name == "tute_rule_evaluations_total"}
    assert rulesets <= {*ruleset_ids(), "unknown", "other"}, rulesets


CHUNKED = (b"POST /v1/legal-plays HTTP/1.1\r\nHost: 127.0.0.1\r\n"
           b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")


@pytest.mark.parametrize(("name", "data", "status"), [
    ("bad chunk size", CHUNKED + b"zz\r\n{}\r\n0\r\n\r\n", 400),
    ("missing chunk terminator", CHUNKED + b"2\r\n{}XX0\r\n\r\n", 400),
    ("bad chunk extension", CHUNKED + b"2;\x01=1\r\n{}\r\n0\r\n\r\n", 400),
    ("bad trailer", CHUNKED + b"2\r\n{}\r\n0\r\nno colon here\r\n\r\n", 400),
    ("bad request line", b"GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("bad header name", b"GET /livez HTTP/1.1\r\nBad Name: x\r\n\r\n", 400),
    ("bad version", b"GET /livez HTTP/7.1\r\nHost: x\r\n\r\n", 400),
    ("request line too long", b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\n\r\n", 414),
    ("TLS ClientHello", bytes.fromhex("16030100c4010000c00303") + bytes(64), 400),
    ("chunked not last", b"POST /v1/legal-plays HTTP/1.1\r\nHost: x\r\n"
                         b"Transfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n", 400),
    ("unknown transfer coding", b"POST /v1/legal-plays HTTP/1.1\r\nHost: x\r\n"
                                b"Transfer-Encoding: tunnel, chunked\r\n\r\n0\r\n\r\n", 501),
    # no chunked last: nothing frames the body (RFC 9112, 6.3: a 400), so the answer comes at
    # once (the worker waited for a blank line that never came, then answered 408 after
    # TUTE_CLIENT_TIMEOUT)
    ("a transfer coding but not chunked", b"POST /v1/legal-plays HTTP/1.1\r\nHost: x\r\n"
                                          b"Transfer-Encoding: gzip\r\n\r\n", 400),
    ("chunked then another, no body", b"POST /v1/legal-plays HTTP/1.1\r\nHost: x\r\n"
                                      b"Transfer-Encoding: chunked\r\n"
                                      b"Transfer-Encoding: gzip\r\n\r\n", 400),
    ("too many header fields", b"GET /livez HTTP/1.1\r\nHost: x\r\n"
                               + b"".join(b"X-%d: a\r\n" % i for i in range(60)) + b"\r\n", 431),
    ("a header field too large", b"GET /livez HTTP/1.1\r\nHost: x\r\nX-A: "
                                 + b"a" * 9000 + b"\r\n\r\n", 431),
])
def test_broken_framing_is_a_problem_not_a_crash(service: LiveServer, name: str, data: bytes,
                                                  status: int) -> None:
    answered, headers, body = split_response(raw_exchange(service.port, data))
    assert answered == status, (name, body)
    assert headers["content-type"] == "application/problem+json"
    # written before any request is read, so no Accept-Language chose: English, and it says so
    assert headers["content-language"] == "en"
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["cache-control"] == "no-store"
    problem = json.loads(body)
    assert problem["status"] == status
    assert problem["code"] == "HTTP_ERROR"
    assert problem["type"] == "about:blank"
    # the contract's Problem whole, instance included ("" when no request line was read)
    assert ProblemSchema().validate(problem) == {}, problem


def test_broken_framing_logs_no_traceback_and_no_5xx(service: LiveServer) -> None:
    """A client's error is one line at INFO (issue 28: an unknown Transfer-Encoding, rightly a
    501, logged a traceback at ERROR, so that any client could fill the log)."""
    raw_exchange(service.port, CHUNKED + b"zz\r\n{}\r\n0\r\n\r\n")
    for _ in range(3):
        status, _, _ = split_response(raw_exchange(
            service.port, b"POST /v1/legal-plays HTTP/1.1\r\nHost: x\r\n"
                          b"Transfer-Encoding: tunnel, chunked\r\n\r\n0\r\n\r\n"))
        assert status == 501
    time.sleep(0.2)
    log = service.log.read_text(errors="replace")
    assert "Traceback" not in log
    assert "[ERROR]" not in log
    server_errors = [labels for (name, labels), value in series(service.url).items()
                     if name == "tute_http_requests_total" and dict(labels)["status"] >= "500"
                     and value]
    assert server_errors == []


@pytest.mark.parametrize(("method", "path", "status"), [
    ("GET", "/livez", 200), ("GET", "/readyz", 200), ("GET", "/metrics", 200),
    ("GET", "/no/such/path", 404), ("DELETE", "/v1/legal-plays", 405),
    ("GET", "/v1/legal-plays", 405), ("HEAD", "/livez", 200),
])
def test_every_answer_is_never_sniffed_and_says_how_to_cache(service: LiveServer, method: str,
                                                              path: str, status: int) -> None:
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    answered, headers, _ = split_response(raw_exchange(service.port, head.encode()))
    assert answered == status
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["cache-control"] == "no-store"


def test_slow_clients_do_not_starve_the_service(service: LiveServer) -> None:
    """8 connections trickle half a request header for 10 s; meanwhile /livez and a legal-plays
    request keep answering within 1 s each."""
    slowest = 0.0
    answered = 0
    with slow_clients(service.port, count=8, interval_s=0.5):
        started = time.monotonic()
        while time.monotonic() - started < 10:
            before = time.monotonic()
            assert get_status(f"{service.url}/livez", timeout=5) == 200
            assert post_legal_plays(service.url, timeout=5) == 200
            slowest = max(slowest, (time.monotonic() - before) / 2)
            answered += 2
            time.sleep(0.2)
    assert answered >= 20
    assert slowest < 1.0, f"a request took {slowest:.2f} s while slow clients were connected"


def test_metrics_bind_serves_metrics_on_their_own_port(tmp_path: Path) -> None:
    """TUTE_METRICS_BIND: prometheus-client's own server (start_http_server) in the master
    serves every worker's samples there, and the API port has no /metrics."""
    metrics_port = free_port()
    with running_gunicorn(ROOT, tmp_path,
                          {"TUTE_METRICS_BIND": f"127.0.0.1:{metrics_port}"}) as live:
        assert post_legal_plays(live.url) == 200
        assert get_status(f"{live.url}/metrics") == 404
        metrics_url = f"http://127.0.0.1:{metrics_port}"
        found = series(metrics_url)
        key = ("tute_http_requests_total",
               (("method", "POST"), ("route", "/v1/legal-plays"), ("status", "200")))
        assert found[key] == 1
        head = b"GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        status, headers, _ = split_response(raw_exchange(metrics_port, head))
        assert status == 200
        assert headers["content-type"].startswith("text/plain")


def test_a_request_gunicorn_refuses_has_its_access_line(tmp_path: Path) -> None:
    """A request whose header gunicorn's parser refuses once it has the request line (two
    Content-Length fields, RFC 9112 6.3) is logged like any answered one: the worker writes
    the access line through the logger's own ``access``, with the request's method, path,
    query, status and User-Agent."""
    log = tmp_path / "access.log"
    with running_gunicorn(ROOT, tmp_path, {"TUTE_ACCESS_LOG": str(log)}) as live:
        data = (b"POST /v1/legal-plays?probe=1 HTTP/1.1\r\nHost: x\r\nUser-Agent: probe/1\r\n"
                b"Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}")
        status, headers, _ = split_response(raw_exchange(live.port, data))
        assert status == 400 and headers["content-type"] == "application/problem+json"
        deadline = time.monotonic() + 5
        lines: list[dict[str, object]] = []
        while not lines and time.monotonic() < deadline:
            time.sleep(0.1)
            lines = [record for line in log.read_text(encoding="utf-8").splitlines()
                     if (record := json.loads(line))["user_agent"] == "probe/1"]
    assert len(lines) == 1, lines
    assert {key: lines[0][key] for key in ("method", "path", "query", "status")} == {
        "method": "POST", "path": "/v1/legal-plays", "query": "probe=1", "status": 400}
