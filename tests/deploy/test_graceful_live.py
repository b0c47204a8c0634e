"""Graceful shutdown under load (issue 28, item 2), against gunicorn as the image runs it (two
workers, a free loopback port, stopped by process id). Whatever the worker class: it only
connects, sends and reads, from outside.

On SIGTERM the listeners close at once (new connections refused), every request already
accepted is answered, and the server exits within its bound (docs/deployment.md, "Faults").
Before: with 64 clients that keep connecting the workers never stopped accepting (each queued
connection was answered as it was taken, so the backlog never emptied), were killed at the
graceful timeout, and 66 requests were cut."""

from __future__ import annotations

import os
import signal
import socket
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .support import ROOT, running_gunicorn
from .traffic import LEGAL_PLAYS, split_response

pytestmark = pytest.mark.live

CLIENTS = 64
REQUEST = (b"POST /v1/legal-plays HTTP/1.1\r\nHost: 127.0.0.1\r\n"
           b"Content-Type: application/json\r\nConnection: close\r\nContent-Length: "
           + str(len(LEGAL_PLAYS)).encode() + b"\r\n\r\n" + LEGAL_PLAYS)


@dataclass
class Tally:
    """What the clients saw: answers, refusals, and connections accepted but not answered."""

    answered: list[float] = field(default_factory=list)  # when each connection was made
    refused: list[float] = field(default_factory=list)
    lost: list[tuple[float, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def _client(port: int, tally: Tally, stop: threading.Event) -> None:
    while not stop.is_set():
        try:
            sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        except (ConnectionRefusedError, TimeoutError, OSError):
            with tally.lock:
                tally.refused.append(time.monotonic())
            time.sleep(0.01)
            continue
        connected = time.monotonic()
        received = b""
        try:
            sock.sendall(REQUEST)
            while chunk := sock.recv(65536):
                received += chunk
            status = split_response(received)[0] if received else None
            problem = None if status == 200 else f"status {status}"
        except OSError as error:
            problem = repr(error)
        finally:
            sock.close()
        with tally.lock:
            if problem is None:
                tally.answered.append(connected)
            else:
                tally.lost.append((connected, problem))


def test_sigterm_under_load_loses_no_accepted_request(tmp_path: Path) -> None:
    with running_gunicorn(ROOT, tmp_path, {"TUTE_LOG_LEVEL": "info"}) as live:
        tally, stop = Tally(), threading.Event()
        threads = [threading.Thread(target=_client, args=(live.port, tally, stop), daemon=True)
                   for _ in range(CLIENTS)]
        for thread in threads:
            thread.start()
        time.sleep(2.0)
        before = len(tally.answered)
        os.kill(live.pid, signal.SIGTERM)
        signalled = time.monotonic()
        exited_after = None
        while time.monotonic() - signalled < 35:
            if live.process.poll() is not None:
                exited_after = time.monotonic() - signalled
                break
            time.sleep(0.02)
        time.sleep(0.3)  # the clients see the refusals
        stop.set()
        for thread in threads:
            thread.join(timeout=10)
        log = live.log.read_text(errors="replace")

    assert before > 100, f"the load did not get going ({before} answers in 2 s)"
    assert tally.lost == [], f"{len(tally.lost)} accepted requests lost: {tally.lost[:5]}"
    # the listeners close at once: no connection is made long after the signal
    late = [when - signalled for when in tally.answered if when > signalled]
    assert max(late, default=0.0) < 1.0, f"connections accepted {max(late):.2f} s after SIGTERM"
    assert any(when > signalled for when in tally.refused), "no connection was refused"
    # every worker finished and the master exited, well before the graceful timeout (30 s)
    assert exited_after is not None and exited_after < 5.0, exited_after
    assert "Traceback" not in log
    # the shared listening socket dropped new connections before its queue was last taken
    assert "new connections dropped, the queue taken" in log
    assert "WORKER TIMEOUT" not in log and "SIGKILL" not in log
