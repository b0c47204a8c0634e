"""Faults under load, against gunicorn as the image and scripts/serve.sh run it (two workers,
a free loopback port, stopped by process id): a worker SIGKILLed in the middle of a steady load
and a burst of slow clients; the metrics directory deleted or made unusable; SIGTERM."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from .support import ROOT, free_port, image_command, running_gunicorn, venv_tool
from .traffic import (
    LEGAL_PLAYS,
    get_status,
    slow_clients,
    split_response,
    steady_load,
    wait_for_workers,
    worker_pids,
)

pytestmark = pytest.mark.live


#: the files a worker opens in the metrics directory as it loads the app, in this order
#: (tute.api.metrics.init_metrics): the build-info gauge first, the probes' series last
BOOT_FILES = ("gauge_max_{pid}.db", "histogram_{pid}.db", "counter_{pid}.db")


def delete_directory(path: Path, leave_a_file: bool = False) -> None:
    """Delete ``path`` as an operator would while the workers may write in it again at any
    moment (a plain rmtree can then find it not empty): rename it away, which is atomic, and
    remove the renamed tree. With ``leave_a_file`` a file takes its place, tried until no
    worker has made the directory again in between."""
    for attempt in range(50):
        removed = path.with_name(f"{path.name}.deleted-{attempt}")
        try:
            os.rename(path, removed)
        except FileNotFoundError:
            pass
        else:
            shutil.rmtree(removed)
        if not leave_a_file:
            return
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
        except FileExistsError:
            continue
        os.write(descriptor, b"not a directory\n")
        os.close(descriptor)
        return
    raise AssertionError(f"{path} kept coming back")


def wait_for_booted_workers(master: int, metrics_dir: Path, count: int = 2) -> None:
    """Until ``count`` workers have opened every metric file they open as they load the app.
    (The build-info file alone is not enough: a worker that has made it may still be opening
    the others, and would fail to start if the directory broke then.)"""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        pids = worker_pids(master)
        if len(pids) == count and all((metrics_dir / name.format(pid=pid)).exists()
                                      for pid in pids for name in BOOT_FILES):
            return
        time.sleep(0.1)
    raise AssertionError("the workers did not load the app in time")


def test_chaos_worker_killed_and_slow_clients_under_steady_load(tmp_path: Path) -> None:
    """Only requests in flight at the kill may fail; throughput is back within 2 s."""
    with running_gunicorn(ROOT, tmp_path) as live, steady_load(live.url, clients=4) as load:
        started = time.monotonic()
        time.sleep(2.0)
        victim = min(worker_pids(live.pid))
        killed_at = time.monotonic()
        os.kill(victim, signal.SIGKILL)
        time.sleep(0.5)
        with slow_clients(live.port, count=8, interval_s=0.3):
            time.sleep(2.0)
        time.sleep(1.5)
        ended = time.monotonic()
        assert wait_for_workers(live.pid, 2, excluding={victim}, deadline_s=10)

    failures = load.failures()
    in_flight = [o for o in failures if o.started <= killed_at <= o.ended + 0.05]
    assert failures == in_flight, f"requests failed outside the kill: {failures}"
    assert len(failures) <= load.clients
    before = load.completed_between(started + 0.5, killed_at) / (killed_at - started - 0.5)
    recovered_from = killed_at + 2.0
    after = load.completed_between(recovered_from, ended) / (ended - recovered_from)
    assert before > 10, f"the load itself did not get going ({before:.0f} req/s)"
    # A third of the rate before: the two windows are 1.5 and 2 s on cores shared with the other
    # tests (a clean-clone run measured 0.49 once, 614 against 1,260 req/s, the replacement
    # worker booting in the second window); a server stuck behind its slow clients serves next
    # to nothing, and the dead worker's replacement is checked above.
    assert after >= 0.3 * before, (
        f"{after:.0f} req/s from 2 s after the kill, {before:.0f} req/s before it")


def test_deleted_metrics_directory_is_recreated_when_a_worker_is_replaced(
    tmp_path: Path,
) -> None:
    with running_gunicorn(ROOT, tmp_path) as live, steady_load(live.url, clients=2) as load:
        metrics_dir = Path(live.env["PROMETHEUS_MULTIPROC_DIR"])
        wait_for_booted_workers(live.pid, metrics_dir)
        time.sleep(0.5)
        delete_directory(metrics_dir)
        victim = min(worker_pids(live.pid))
        killed_at = time.monotonic()
        os.kill(victim, signal.SIGKILL)
        wait_for_workers(live.pid, 2, excluding={victim})
        time.sleep(1.0)
        assert metrics_dir.is_dir()
        assert get_status(f"{live.url}/readyz") == 200
        assert get_status(f"{live.url}/metrics") == 200
        load.stopping.set()
    failures = load.failures()
    assert all(o.started <= killed_at <= o.ended + 0.05 for o in failures), failures
    log = live.log.read_text(errors="replace")
    assert "Traceback" not in log
    assert "Worker failed to boot" not in log


def _served_legal_plays(url: str) -> float:
    with urllib.request.urlopen(f"{url}/metrics", timeout=5) as response:
        text = response.read().decode()
    return sum(sample.value for family in text_string_to_metric_families(text)
               for sample in family.samples
               if sample.name == "tute_http_requests_total"
               and sample.labels == {"method": "POST", "route": "/v1/legal-plays",
                                     "status": "200"})


def test_metrics_add_up_after_the_directory_is_deleted_under_load(tmp_path: Path) -> None:
    """Issue 28, item 3: the workers kept writing to the deleted files (400 requests raised
    the counter by 300) while /readyz said 200. Now each worker writes its files again, with
    everything it counted, and the counter is the number of requests served."""
    with running_gunicorn(ROOT, tmp_path) as live:
        metrics_dir = Path(live.env["PROMETHEUS_MULTIPROC_DIR"])
        wait_for_booted_workers(live.pid, metrics_dir)
        with steady_load(live.url, clients=4) as load:
            time.sleep(1.0)
            delete_directory(metrics_dir)
            deleted_at = time.monotonic()
            time.sleep(0.5)
            assert get_status(f"{live.url}/readyz") == 200
            time.sleep(1.0)
            delete_directory(metrics_dir)  # twice: the files written again can go too
            time.sleep(1.0)
        assert load.failures() == []
        served = load.completed_between(0, time.monotonic() + 1)
        assert load.completed_between(deleted_at, time.monotonic()) > 20
        time.sleep(1.2)  # idle workers write theirs again within a turn (1 s)
        assert sorted(p.name for p in metrics_dir.glob("counter_*.db")) == sorted(
            f"counter_{pid}.db" for pid in worker_pids(live.pid))
        assert _served_legal_plays(live.url) == served
        assert get_status(f"{live.url}/readyz") == 200


def test_a_metrics_directory_that_cannot_come_back_makes_readyz_503(tmp_path: Path) -> None:
    with running_gunicorn(ROOT, tmp_path) as live:
        metrics_dir = Path(live.env["PROMETHEUS_MULTIPROC_DIR"])
        wait_for_booted_workers(live.pid, metrics_dir)
        delete_directory(metrics_dir, leave_a_file=True)
        for _ in range(4):  # whichever worker answers
            assert get_status(f"{live.url}/readyz") == 503
        assert get_status(f"{live.url}/livez") == 200
        metrics_dir.unlink()
        time.sleep(1.2)
        for _ in range(4):
            assert get_status(f"{live.url}/readyz") == 200
        log = live.log.read_text(errors="replace")
        assert "Traceback" not in log


def test_unusable_metrics_directory_stops_its_worker_not_the_server(tmp_path: Path) -> None:
    with running_gunicorn(ROOT, tmp_path) as live:
        metrics_dir = Path(live.env["PROMETHEUS_MULTIPROC_DIR"])
        wait_for_booted_workers(live.pid, metrics_dir)
        delete_directory(metrics_dir, leave_a_file=True)  # root can write anywhere: a file
        victim = min(worker_pids(live.pid))
        os.kill(victim, signal.SIGKILL)
        deadline = time.monotonic() + 15
        log = ""
        while "PROMETHEUS_MULTIPROC_DIR" not in log and time.monotonic() < deadline:
            time.sleep(0.2)
            log = live.log.read_text(errors="replace")
        # the master and the other worker keep going; readiness says what is wrong
        assert "Shutting down: Master" not in log
        for _ in range(5):
            assert get_status(f"{live.url}/livez") == 200
        assert get_status(f"{live.url}/readyz") == 503
        lines = [line for line in log.splitlines() if "PROMETHEUS_MULTIPROC_DIR" in line]
        assert lines, log[-2000:]
        assert f"PROMETHEUS_MULTIPROC_DIR={metrics_dir} is not a usable directory" in lines[0]
        assert "Traceback" not in log
        assert "Worker failed to boot" not in log


def test_unusable_metrics_directory_at_start_is_one_line(tmp_path: Path) -> None:
    not_a_dir = tmp_path / "metrics"
    not_a_dir.write_text("a file\n")
    env = {**os.environ, "TUTE_BIND": f"127.0.0.1:{free_port()}", "TUTE_WORKERS": "1",
           "PROMETHEUS_MULTIPROC_DIR": str(not_a_dir)}
    command = image_command()
    result = subprocess.run([venv_tool("gunicorn"), *command[1:]], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode != 0
    output = (result.stdout + result.stderr).strip()
    assert "Traceback" not in output
    last = output.splitlines()[-1]
    assert last.startswith("gunicorn.conf.py: PROMETHEUS_MULTIPROC_DIR="), output
    assert str(not_a_dir) in last


def test_sigterm_refuses_new_connections_and_finishes_requests_in_flight(
    tmp_path: Path,
) -> None:
    with running_gunicorn(ROOT, tmp_path, {"TUTE_LOG_LEVEL": "info"}) as live:
        head = (b"POST /v1/legal-plays HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                b"Content-Type: application/json\r\nContent-Length: "
                + str(len(LEGAL_PLAYS)).encode() + b"\r\n\r\n")
        in_flight = socket.create_connection(("127.0.0.1", live.port), timeout=10)
        in_flight.sendall(head + LEGAL_PLAYS[:10])
        time.sleep(0.3)  # accepted by a worker, the request half sent
        os.kill(live.pid, signal.SIGTERM)
        signalled = time.monotonic()
        # (when an attempt started after the signal, what it got, how long that took)
        attempts: list[tuple[float, str, float]] = []
        while time.monotonic() - signalled < 1.5:
            started = time.monotonic()
            try:
                with socket.create_connection(("127.0.0.1", live.port), timeout=2):
                    outcome = "accepted"
            except ConnectionRefusedError:
                outcome = "refused"
            attempts.append((started - signalled, outcome, time.monotonic() - started))
            time.sleep(0.02)
        # A SYN that came in the few milliseconds the workers took the queue a last time was
        # dropped, and refused at its retry a second later (TCP's first retransmission); apart
        # from those, the socket is closed at once: every attempt from 0.2 s on is refused, none
        # accepted, none waiting for a retry. "At once" is under half a second, well below the
        # second a dropped SYN waits: a refusal on loopback takes microseconds, but in one full
        # run on a loaded machine (2026-12-04) an attempt after 0.2 s failed the earlier 0.2 s
        # bound, the attempts before it refused from 23 ms on (the socket closed by then: the
        # time was this process's own, one of the suite's busy workers).
        later = [attempt for attempt in attempts if attempt[0] >= 0.2]
        assert later, attempts
        wrong = [(at, outcome, took) for at, outcome, took in later
                 if outcome != "refused" or took >= 0.5]
        assert not wrong, (wrong, attempts)
        in_flight.sendall(LEGAL_PLAYS[10:])
        received = b""
        while chunk := in_flight.recv(65536):
            received += chunk
        in_flight.close()
        status, _, body = split_response(received)
        assert status == 200, body
        deadline = time.monotonic() + 10
        log = ""
        while "Shutting down: Master" not in log and time.monotonic() < deadline:
            time.sleep(0.1)
            log = live.log.read_text(errors="replace")
        assert "Shutting down: Master" in log, log[-2000:]
        assert "Traceback" not in log
