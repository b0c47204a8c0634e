"""The compose set-up's proxy, run: deploy/compose/nginx.conf in front of gunicorn, on loopback.

There is no container engine here, so the proxy of compose.yaml runs as Debian's nginx
(``scripts/bootstrap.sh`` installs it) from the committed configuration, with only what compose
would provide put in place: the upstream (``tute:8000``, the service's compose name) becomes
the live gunicorn's loopback address, the published port a free loopback port, and the
temporary paths a private directory. Through it: the API answers; errors nginx answers itself
are problem documents; `/metrics` is not served; 8 clients trickling half a header for 10 s do
not slow `/livez` or a legal-plays request past 1 s. nginx and gunicorn are stopped by pid.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import re
import resource
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from tute.api.schemas import ProblemSchema

from .support import ROOT, free_port, running_gunicorn
from .traffic import (
    LEGAL_PLAYS,
    get_status,
    post_legal_plays,
    raw_exchange,
    slow_clients,
    split_response,
)

pytestmark = pytest.mark.live

CONF = ROOT / "deploy" / "compose" / "nginx.conf"


def nginx_binary() -> str:
    found = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists()
                                      else None)
    if found is None:
        pytest.fail("nginx is missing: scripts/bootstrap.sh installs Debian's nginx")
    return found


def local_conf(upstream_port: int, port: int, workdir: Path) -> str:
    """compose's nginx.conf with loopback addresses and private paths."""
    text = CONF.read_text(encoding="utf-8")
    replacements = [
        (r"server tute:8000;", f"server 127.0.0.1:{upstream_port};"),
        (r"listen 8080;", f"listen 127.0.0.1:{port};"),
        (r"pid /tmp/nginx\.pid;", f"pid {workdir}/nginx.pid;"),
        (r"/tmp/nginx-", f"{workdir}/nginx-"),
        (r"access_log /dev/stdout;", f"access_log {workdir}/access.log;"),
    ]
    for pattern, value in replacements:
        text, count = re.subn(pattern, value, text)
        assert count >= 1, f"nginx.conf no longer has {pattern!r}"
    if os.geteuid() == 0:  # nginx's workers would run as nobody, who cannot use workdir
        text = "user root;\n" + text
    return text


@pytest.fixture(scope="module")
def proxy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    workdir = tmp_path_factory.mktemp("proxy")
    with running_gunicorn(ROOT, workdir, {"TUTE_FORWARDED_ALLOW_IPS": "127.0.0.1"}) as live:
        yield from _nginx_in_front(live.port, workdir)


def _nginx_in_front(upstream_port: int, workdir: Path) -> Iterator[tuple[str, int]]:
    port = free_port()
    conf = workdir / "nginx.conf"
    conf.write_text(local_conf(upstream_port, port, workdir), encoding="utf-8")
    binary = nginx_binary()
    check = subprocess.run([binary, "-t", "-c", str(conf), "-p", str(workdir)],
                           capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    log = (workdir / "nginx.log").open("wb")
    process = subprocess.Popen([binary, "-c", str(conf), "-p", str(workdir), "-g",
                                "daemon off;"], stdout=log, stderr=log)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 15
        while not _listening(port):
            assert process.poll() is None, (workdir / "nginx.log").read_text()
            assert time.monotonic() < deadline, "nginx never answered /livez"
            time.sleep(0.1)
        yield url, port
    finally:
        process.send_signal(signal.SIGQUIT)  # nginx's graceful stop, by its pid
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
        log.close()


def _listening(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:  # not listening yet
        return False


def test_a_service_that_does_not_answer_is_a_502_problem(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """nginx in front of an address where nothing listens: its 502 is a problem that says 502
    (502, 503 and 504 shared one page, whose body said 503)."""
    nothing = free_port()  # claimed for this process, never listened on
    proxied = _nginx_in_front(nothing, tmp_path_factory.mktemp("proxy-alone"))
    _, port = next(proxied)
    try:
        status, headers, body = split_response(raw_exchange(
            port, b"GET /v1/rulesets HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))
    finally:
        proxied.close()  # nginx stopped by its pid
    assert status == 502, body
    assert headers.get("content-type", "").startswith("application/problem+json")
    assert headers.get("x-content-type-options") == "nosniff"
    assert headers.get("cache-control") == "no-store"
    found = json.loads(body)
    assert (found["status"], found["title"], found["instance"]) == (
        502, "Bad Gateway", "/v1/rulesets")
    assert ProblemSchema().validate(found) == {}, found


def test_the_api_answers_through_the_proxy(proxy: tuple[str, int]) -> None:
    url, _ = proxy
    assert post_legal_plays(url) == 200
    with urllib.request.urlopen(f"{url}/v1/rulesets", timeout=5) as answer:
        assert answer.status == 200 and answer.headers["ETag"]


def test_metrics_are_not_served_by_the_proxy(proxy: tuple[str, int]) -> None:
    url, _ = proxy
    assert get_status(f"{url}/metrics") == 404


def test_errors_the_proxy_answers_itself_are_problems(proxy: tuple[str, int]) -> None:
    url, port = proxy
    status, headers, body = split_response(raw_exchange(port, b"GARBAGE\r\n\r\n"))
    assert status == 400
    assert headers.get("content-type", "").startswith("application/problem+json")
    garbage = json.loads(body)
    assert garbage["code"] == "HTTP_ERROR"
    assert ProblemSchema().validate(garbage) == {}, garbage  # the contract's Problem, exactly
    request = urllib.request.Request(f"{url}/v1/batch/legal-plays", data=b"x" * (1024 * 1024 + 10),
                                     headers={"Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 413
    too_large = json.loads(refused.value.read())
    assert too_large["code"] == "BODY_TOO_LARGE"
    assert too_large["instance"] == "/v1/batch/legal-plays"
    assert ProblemSchema().validate(too_large) == {}, too_large


def test_slow_clients_at_the_proxy_do_not_starve_the_service(proxy: tuple[str, int]) -> None:
    """compose's answer to slow clients: nginx holds them; meanwhile /livez and a legal-plays
    request keep answering within 1 s each."""
    url, port = proxy
    slowest, answered = 0.0, 0
    with slow_clients(port, count=8, interval_s=0.5):
        started = time.monotonic()
        while time.monotonic() - started < 10:
            before = time.monotonic()
            assert get_status(f"{url}/livez", timeout=5) == 200
            assert post_legal_plays(url, timeout=5) == 200
            slowest = max(slowest, (time.monotonic() - before) / 2)
            answered += 2
            time.sleep(0.2)
    assert answered >= 20
    assert slowest < 1.0, f"a request took {slowest:.2f} s while slow clients were connected"


# -- issue 28, items 4 and 5: every page nginx writes is a problem; nobody can trickle it ------

CLOSE = b"Connection: close\r\n\r\n"
LONG_HEADER = b"X-Long: " + b"a" * 9000 + b"\r\n"


@pytest.mark.parametrize(("name", "data", "status"), [
    ("not HTTP", b"GARBAGE\r\n\r\n", 400),
    ("an internal page asked for", b"GET /_problem/400 HTTP/1.1\r\nHost: x\r\n" + CLOSE, 404),
    ("metrics", b"GET /metrics HTTP/1.1\r\nHost: x\r\n" + CLOSE, 404),
    ("TRACE", b"TRACE / HTTP/1.1\r\nHost: x\r\n\r\n", 405),
    ("request line too long", b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
    ("header too large", b"GET /livez HTTP/1.1\r\nHost: x\r\n" + LONG_HEADER + b"\r\n", 431),
    ("unknown transfer coding", b"POST /v1/legal-plays HTTP/1.1\r\nHost: x\r\n"
                                b"Transfer-Encoding: gzip\r\n\r\n", 501),
    ("HTTP/2.0 on the plain port", b"GET /livez HTTP/2.0\r\nHost: x\r\n\r\n", 505),
    ("HTTP/3.1", b"GET /livez HTTP/3.1\r\nHost: x\r\n\r\n", 505),
])
def test_every_error_the_proxy_writes_is_a_problem(proxy: tuple[str, int], name: str,
                                                    data: bytes, status: int) -> None:
    _, port = proxy
    answered, headers, body = split_response(raw_exchange(port, data))
    assert answered == status, (name, body[:300])
    assert headers.get("content-type", "").startswith("application/problem+json"), name
    assert headers.get("x-content-type-options") == "nosniff", name
    assert headers.get("cache-control") == "no-store", name
    found = json.loads(body)
    assert found["status"] == status, name
    assert ProblemSchema().validate(found) == {}, found


def test_batches_are_rate_limited_per_address(proxy: tuple[str, int]) -> None:
    url, port = proxy
    body = json.dumps({"items": [json.loads(LEGAL_PLAYS)]}).encode()
    head = (f"POST /v1/batch/legal-plays HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
            f"\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode()
    statuses = [split_response(raw_exchange(port, head + body)) for _ in range(30)]
    codes = [status for status, _, _ in statuses]
    assert codes.count(207) >= 10 and 429 in codes, codes
    _, headers, refused = next(answer for answer in statuses if answer[0] == 429)
    assert headers["content-type"].startswith("application/problem+json")
    assert headers["retry-after"] == "1"
    assert ProblemSchema().validate(json.loads(refused)) == {}
    # the single routes are not limited so
    assert all(post_legal_plays(url) == 200 for _ in range(30))
    time.sleep(2.5)  # the batch budget comes back


#: trickling sockets: the issue's 8,500 when this process may open them
TRICKLERS = 8500


def _probe(port: int, source: str) -> float:
    """Seconds for /livez and a legal-plays request, from another loopback address."""
    started = time.monotonic()
    for method, path, body in (("GET", "/livez", None), ("POST", "/v1/legal-plays",
                                                         LEGAL_PLAYS)):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5,
                                                source_address=(source, 0))
        try:
            connection.request(method, path, body=body,
                               headers={"Content-Type": "application/json"})
            answer = connection.getresponse()
            answer.read()
            assert answer.status == 200, (path, answer.status)
        finally:
            connection.close()
    return time.monotonic() - started


def test_thousands_of_trickling_sockets_neither_stop_the_proxy_nor_last(
        proxy: tuple[str, int]) -> None:
    """The issue's attack: sockets that send a byte a second never timed out (the body timeout
    is per read) and filled nginx's connections; 0 of 56 probes answered for 30 s. Now the
    header is bounded whole (10 s), the body whole by the service's worker (10 s after it
    reaches it), and one address holds 64 requests at most: probes from another address keep
    answering, and every trickling socket is answered or closed within the bounds."""
    _, port = proxy
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    count = min(TRICKLERS, soft - 500)
    assert count >= 2000, f"only {soft} open files allowed"
    header_tricklers = _open(port, count, "127.0.0.1",
                             b"POST /v1/legal-plays HTTP/1.1\r\nHost: x\r\nContent-Ty")
    body_head = (b"POST /v1/legal-plays HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                 b"\r\nContent-Length: 5000\r\n\r\n{")
    body_tricklers = _open(port, 150, "127.0.0.3", body_head)
    everyone = header_tricklers + body_tricklers
    answers: dict[socket.socket, bytes] = {sock: b"" for sock in everyone}
    closed_at: dict[socket.socket, float] = {}
    started = time.monotonic()
    probes: list[float] = []
    try:
        while len(closed_at) < len(everyone) and time.monotonic() - started < 30:
            for sock in everyone:
                if sock in closed_at:
                    continue
                with contextlib.suppress(OSError):
                    sock.send(b" " if sock in body_tricklers else b"p")
                try:
                    while chunk := sock.recv(65536):
                        answers[sock] += chunk
                    closed_at[sock] = time.monotonic() - started
                except BlockingIOError:
                    if _complete(answers[sock]):  # answered (nginx may read on: discarded)
                        closed_at[sock] = time.monotonic() - started
                except OSError:
                    closed_at[sock] = time.monotonic() - started
            if time.monotonic() - started < 12:
                probes.append(_probe(port, "127.0.0.2"))
            time.sleep(max(0.0, 1.0 - (time.monotonic() - started) % 1.0))
    finally:
        for sock in everyone:
            sock.close()
    assert len(probes) >= 8 and max(probes) < 2.0, probes
    left = [sock for sock in everyone if sock not in closed_at]
    assert not left, (f"{len(left)} unanswered and open; bodies among them: "
                      f"{len(set(left) & set(body_tricklers))}")
    # headers: cut at 10 s (nginx answers nothing to a request it never read)
    assert max(closed_at[sock] for sock in header_tricklers) < 14
    # bodies: one address holds 64, the others are a 429 at once; the held ones a 408 problem
    statuses = [split_response(answers[sock])[0] for sock in body_tricklers]
    assert statuses.count(429) >= 150 - 64 and statuses.count(408) >= 1, statuses
    assert set(statuses) <= {408, 429}, statuses
    timed_out = next(split_response(answers[sock])[2] for sock in body_tricklers
                     if split_response(answers[sock])[0] == 408)
    found = json.loads(timed_out)  # the worker's own 408, passed on by nginx
    assert found["instance"] == "/v1/legal-plays" and ProblemSchema().validate(found) == {}
    assert max(closed_at[sock] for sock in body_tricklers) < 25


def _complete(received: bytes) -> bool:
    head, found, body = received.partition(b"\r\n\r\n")
    length = re.search(rb"\r\ncontent-length: *(\d+)", head, re.IGNORECASE)
    return bool(found) and length is not None and len(body) >= int(length.group(1))


def _open(port: int, count: int, source: str, first: bytes) -> list[socket.socket]:
    opened = []
    for _ in range(count):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind((source, 0))
        sock.settimeout(5)
        sock.connect(("127.0.0.1", port))
        sock.sendall(first)
        sock.setblocking(False)
        opened.append(sock)
    return opened
