"""The service under gunicorn, as deploy/gunicorn.conf.py runs it, with two sync workers.

Checks what only a real multi-process server shows: both workers answer, the metrics read from
/metrics add up across them whichever worker serves the scrape, the access log is JSON, and
SIGTERM shuts everything down gracefully. The server is started on a free loopback port and
stopped by its process id.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from prometheus_client.parser import text_string_to_metric_families

from tests.support.gunicorn_server import LiveServer, gunicorn_server

pytestmark = pytest.mark.live

BODY = json.dumps({
    "ruleset": "tute-dos", "trump": "B", "seat": 0, "hand": ["1B", "12C", "11C", "5E"],
    "trick": [{"seat": 1, "card": "1C"}],
}).encode()
MAX_REQUESTS = 400


@dataclass
class Server:
    live: LiveServer
    access_log: Path
    metrics_dir: Path

    @property
    def url(self) -> str:
        return self.live.url

    @property
    def process(self) -> subprocess.Popen[bytes]:
        return self.live.process

    def log_tail(self) -> str:
        return self.live.log_tail()


def get(url: str, data: bytes | None = None) -> tuple[int, bytes]:
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    base = tmp_path_factory.mktemp("gunicorn")
    metrics_dir = base / "metrics"
    access_log = base / "access.log"
    env = {"TUTE_GRACEFUL_TIMEOUT": "10", "TUTE_ACCESS_LOG": str(access_log),
           "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir)}
    with gunicorn_server(base, workers=2, env=env, log_name="output.log") as live:
        yield Server(live, access_log, metrics_dir)


def access_records(server: Server) -> list[dict[str, Any]]:
    lines = server.access_log.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def scrape(server: Server) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    status, body = get(server.url + "/metrics")
    assert status == 200
    samples = {}
    for family in text_string_to_metric_families(body.decode()):
        for found in family.samples:
            samples[(found.name, tuple(sorted(found.labels.items())))] = found.value
    return samples


def value(samples: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str,
          **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


def test_two_workers_share_consistent_metrics(server: Server) -> None:
    # Concurrent clients keep one worker busy so the other accepts too; stop once both served.
    sent = 0
    with ThreadPoolExecutor(max_workers=4) as pool:
        while sent < MAX_REQUESTS:
            results = list(pool.map(lambda _: get(server.url + "/v1/legal-plays", BODY),
                                    range(20)))
            assert all(status == 200 for status, _ in results), results[:1]
            sent += len(results)
            time.sleep(0.2)  # let gunicorn flush the access log
            served = {r["pid"] for r in access_records(server) if r["path"] == "/v1/legal-plays"}
            if len(served) == 2:
                break
    assert len(served) == 2, f"only worker(s) {served} answered {sent} requests"

    records = [r for r in access_records(server) if r["path"] == "/v1/legal-plays"]
    assert len(records) == sent
    assert all(r["status"] == 200 and r["method"] == "POST" for r in records)

    # Scrape until two different workers have answered /metrics: each must see every request.
    scrapers: set[int] = set()
    for _ in range(50):
        samples = scrape(server)
        route = "/v1/legal-plays"
        assert value(samples, "tute_http_requests_total", method="POST", route=route,
                     status="200") == sent
        assert value(samples, "tute_http_request_duration_seconds_count", method="POST",
                     route=route) == sent
        assert value(samples, "tute_rule_evaluations_total", operation="listLegalPlays",
                     ruleset="tute-dos", verdict="judged") == sent
        time.sleep(0.05)
        scrapers = {r["pid"] for r in access_records(server) if r["path"] == "/metrics"}
        if len(scrapers) == 2:
            break
    assert len(scrapers) == 2, "one worker answered every scrape"
    # the build info is one series, not one per worker
    builds = [k for k in scrape(server) if k[0] == "tute_build_info"]
    assert len(builds) == 1
    # each worker wrote its own sample files into the shared directory
    assert len(list(server.metrics_dir.glob("counter_*.db"))) >= 2


def test_sigterm_stops_master_and_workers(server: Server) -> None:
    assert get(server.url + "/livez")[0] == 200
    time.sleep(0.1)
    pids = {r["pid"] for r in access_records(server)}
    assert pids, "no request was logged"
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(timeout=20) == 0, server.log_tail()
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    assert "Shutting down: Master" in server.log_tail()
