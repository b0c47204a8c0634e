"""A real Prometheus (Debian's package) scrapes a live gunicorn running the real app, and its
query API sees the request counter rise by exactly the number of requests sent."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from .support import (
    COMPOSE,
    LiveServer,
    free_port,
    http_status,
    load_yaml,
    stop,
    wait_until_ok,
)

pytestmark = pytest.mark.live

ROUTE = "/v1/rulesets"
REQUESTS_SENT = 25
POLICY_RC_D = Path("/usr/sbin/policy-rc.d")
RECORDING_RULES = (
    "route:tute_http_requests:rate1m",
    "route:tute_http_request_duration_seconds:p95_5m",
)


def _apt_install_prometheus() -> str | None:
    """Install Debian's prometheus; None on success, else why it failed."""
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        return "not root or no apt-get"
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = [
        "apt-get", "install", "-y", "--no-install-recommends",
        "-o", "DPkg::Lock::Timeout=120", "prometheus",
    ]
    # The package's maintainer scripts must not start a system Prometheus: policy-rc.d exit
    # 101 forbids it. Only a policy we created ourselves is removed afterwards.
    created_policy = False
    if not POLICY_RC_D.exists():
        POLICY_RC_D.write_text("#!/bin/sh\nexit 101\n", encoding="utf-8")
        POLICY_RC_D.chmod(0o755)
        created_policy = True
    try:
        result = subprocess.run(install, env=env, capture_output=True, text=True, timeout=600)
        if result.returncode != 0:
            # Stale or missing package lists: refresh once and retry.
            subprocess.run(
                ["apt-get", "update", "-o", "DPkg::Lock::Timeout=120"],
                env=env, capture_output=True, text=True, timeout=600,
            )
            result = subprocess.run(install, env=env, capture_output=True, text=True, timeout=600)
    finally:
        if created_policy:
            POLICY_RC_D.unlink()
    return None if result.returncode == 0 else (result.stdout + result.stderr)[-1500:]


@pytest.fixture(scope="module")
def prometheus_tools() -> tuple[str, str]:
    """(prometheus, promtool) paths, installing Debian's package where it is missing."""
    if not (shutil.which("prometheus") and shutil.which("promtool")):
        failure = _apt_install_prometheus()
        if failure is not None:
            pytest.skip(f"Prometheus is not installed and apt-get could not install it: {failure}")
    prometheus, promtool = shutil.which("prometheus"), shutil.which("promtool")
    assert prometheus and promtool, "the prometheus package installed no binaries on PATH"
    return prometheus, promtool


def test_promtool_accepts_the_committed_config(prometheus_tools: tuple[str, str]) -> None:
    _, promtool = prometheus_tools
    result = subprocess.run(
        [promtool, "check", "config", str(COMPOSE / "prometheus.yml")],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    # The recording rules file was found and checked too.
    assert "rules.yml" in result.stdout + result.stderr


def live_config(service: LiveServer) -> dict[str, Any]:
    """The committed compose config, pointed at the live gunicorn and scraping every second."""
    config: dict[str, Any] = load_yaml(COMPOSE / "prometheus.yml")
    config["global"].update(scrape_interval="1s", scrape_timeout="1s", evaluation_interval="1s")
    config["rule_files"] = [str(COMPOSE / name) for name in config["rule_files"]]
    (job,) = [job for job in config["scrape_configs"] if job["job_name"] == "tute"]
    job["static_configs"] = [{"targets": [f"127.0.0.1:{service.port}"]}]
    return config


@pytest.fixture
def prometheus(
    prometheus_tools: tuple[str, str], live_service: LiveServer, tmp_path: Path
) -> Iterator[Callable[[str], list[dict[str, Any]]]]:
    """A Prometheus on a free loopback port scraping the live service; yields a query function."""
    binary, promtool = prometheus_tools
    config_file = tmp_path / "prometheus.yml"
    config_file.write_text(yaml.safe_dump(live_config(live_service)), encoding="utf-8")
    check = subprocess.run(
        [promtool, "check", "config", str(config_file)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert check.returncode == 0, check.stdout + check.stderr
    port = free_port()
    log = tmp_path / "prometheus.log"
    with log.open("wb") as sink:
        process = subprocess.Popen(
            [
                binary,
                f"--config.file={config_file}",
                f"--storage.tsdb.path={tmp_path / 'data'}",
                f"--web.listen-address=127.0.0.1:{port}",
                "--log.level=warn",
            ],
            stdout=sink, stderr=sink,
        )
    base = f"http://127.0.0.1:{port}"

    def query(promql: str) -> list[dict[str, Any]]:
        url = f"{base}/api/v1/query?" + urllib.parse.urlencode({"query": promql})
        with urllib.request.urlopen(url, timeout=5) as response:
            body = json.load(response)
        assert body["status"] == "success", body
        result: list[dict[str, Any]] = body["data"]["result"]
        return result

    try:
        if not wait_until_ok(f"{base}/-/ready", process, deadline_s=30):
            pytest.fail("Prometheus did not become ready:\n" + log.read_text(errors="replace"))
        yield query
    finally:
        stop(process)


def scalar(query: Callable[[str], list[dict[str, Any]]], promql: str) -> float | None:
    result = query(promql)
    return float(result[0]["value"][1]) if result else None


def wait_for(
    read: Callable[[], float | None], done: Callable[[float | None], bool], timeout_s: float
) -> float | None:
    deadline = time.monotonic() + timeout_s
    value = read()
    while not done(value) and time.monotonic() < deadline:
        time.sleep(0.25)
        value = read()
    return value


def test_prometheus_counts_every_request(
    live_service: LiveServer, prometheus: Callable[[str], list[dict[str, Any]]]
) -> None:
    query = prometheus
    counter = f'sum(tute_http_requests_total{{route="{ROUTE}"}})'

    up = wait_for(lambda: scalar(query, 'up{job="tute"}'), lambda v: v == 1, timeout_s=20)
    assert up == 1, "Prometheus never scraped the service:\n" + live_service.log_tail()

    # One request creates the labelled series; its scraped value is the baseline.
    assert http_status(live_service.url + ROUTE) == 200
    baseline = wait_for(lambda: scalar(query, counter), lambda v: v is not None, timeout_s=20)
    assert baseline == 1, f"after one request the counter reads {baseline}"
    series = query(f'tute_http_requests_total{{route="{ROUTE}"}}')
    assert [(s["metric"]["method"], s["metric"]["status"]) for s in series] == [("GET", "200")]

    # Separate connections, so both gunicorn workers serve some: the multi-process
    # collector must add them up.
    for _ in range(REQUESTS_SENT):
        assert http_status(live_service.url + ROUTE) == 200
    expected = baseline + REQUESTS_SENT
    seen = wait_for(
        lambda: scalar(query, counter), lambda v: v is not None and v >= expected, timeout_s=20
    )
    assert seen == expected
    # A few more scrapes later it still reads exactly that (nothing double-counted).
    time.sleep(2.5)
    assert scalar(query, counter) == expected

    # The committed recording rules work on the real metric names and labels.
    for rule in RECORDING_RULES:
        promql = f'{rule}{{route="{ROUTE}"}}'
        value = wait_for(
            lambda promql=promql: scalar(query, promql),
            lambda v: v is not None and v > 0,
            timeout_s=10,
        )
        assert value is not None and value > 0, rule
