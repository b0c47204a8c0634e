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

import json
import os
import re
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from tute.api.schemas import ProblemSchema

from .support import ROOT, LiveServer, free_port, running_gunicorn
from .traffic import get_status, post_legal_plays, raw_exchange, slow_clients, split_response

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
        yield from _nginx_in_front(live, workdir)


def _nginx_in_front(live: LiveServer, workdir: Path) -> Iterator[tuple[str, int]]:
    port = free_port()
    conf = workdir / "nginx.conf"
    conf.write_text(local_conf(live.port, port, workdir), encoding="utf-8")
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
        while not _answers(f"{url}/livez"):
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


def _answers(url: str) -> bool:
    try:
        return get_status(url, timeout=1) == 200
    except OSError:  # not listening yet
        return False


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
