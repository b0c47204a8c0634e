"""Traffic for the hostile-traffic tests: a steady load, slow clients, raw HTTP/1.1 bytes and
the gunicorn workers' process ids. Loopback only; every thread and socket is bounded in time."""

from __future__ import annotations

import http.client
import json
import socket
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

LEGAL_PLAYS = json.dumps({
    "ruleset": "tute-dos", "trump": "B", "seat": 0, "hand": ["1B", "12C", "11C", "5E"],
    "trick": [{"seat": 1, "card": "1C"}],
}).encode()


def post_legal_plays(url: str, timeout: float = 5.0) -> int:
    request = urllib.request.Request(f"{url}/v1/legal-plays", data=LEGAL_PLAYS,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        response.read()
        status: int = response.status
        return status


def get_status(url: str, timeout: float = 5.0) -> int:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            response.read()
            status: int = response.status
            return status
    except urllib.error.HTTPError as error:
        return error.code


def raw_exchange(port: int, data: bytes, timeout: float = 5.0) -> bytes:
    """Send ``data`` on a fresh connection and read until the server closes it."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(data)
        received = b""
        while chunk := sock.recv(65536):
            received += chunk
        return received


def split_response(raw: bytes) -> tuple[int, dict[str, str], bytes]:
    """Status, headers (lower-case names) and body of the final response in ``raw`` (any
    ``100 Continue`` before it skipped)."""
    while raw.startswith(b"HTTP/1.1 1"):
        raw = raw.split(b"\r\n\r\n", 1)[1]
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, body


def worker_pids(master: int) -> set[int]:
    path = Path(f"/proc/{master}/task/{master}/children")
    return {int(pid) for pid in path.read_text().split()}


def wait_for_workers(master: int, count: int, excluding: AbstractSet[int] = frozenset(),
                     deadline_s: float = 20.0) -> set[int]:
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        pids = worker_pids(master) - excluding
        if len(pids) >= count:
            return pids
        time.sleep(0.1)
    raise AssertionError(f"gunicorn {master} did not get {count} new worker(s) in time")


@dataclass
class Outcome:
    started: float
    ended: float
    error: str | None


@dataclass
class Load:
    """Clients that each send legal-plays requests back to back, one connection each."""

    url: str
    clients: int = 4
    outcomes: list[Outcome] = field(default_factory=list)
    stopping: threading.Event = field(default_factory=threading.Event)

    def _client(self) -> None:
        while not self.stopping.is_set():
            started = time.monotonic()
            error = None
            try:
                status = post_legal_plays(self.url)
                if status != 200:
                    error = f"status {status}"
            # A worker killed mid-answer can cut the body short (IncompleteRead is no OSError);
            # every failure must be recorded, or the client thread would end unseen.
            except (OSError, urllib.error.URLError, http.client.HTTPException) as failure:
                error = repr(failure)
            self.outcomes.append(Outcome(started, time.monotonic(), error))

    def completed_between(self, start: float, end: float) -> int:
        return sum(1 for o in self.outcomes if o.error is None and start <= o.ended < end)

    def failures(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.error is not None]


@contextmanager
def steady_load(url: str, clients: int = 4) -> Iterator[Load]:
    load = Load(url, clients)
    threads = [threading.Thread(target=load._client, daemon=True) for _ in range(clients)]
    for thread in threads:
        thread.start()
    try:
        yield load
    finally:
        load.stopping.set()
        for thread in threads:
            thread.join(timeout=10)


@contextmanager
def slow_clients(port: int, count: int = 8, interval_s: float = 0.5) -> Iterator[None]:
    """``count`` connections that each send half a request header, then one more byte every
    ``interval_s``, for as long as the block runs."""
    sockets = [socket.create_connection(("127.0.0.1", port), timeout=2) for _ in range(count)]
    stop = threading.Event()
    for sock in sockets:
        sock.sendall(b"POST /v1/legal-plays HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty")

    def trickle() -> None:
        while not stop.wait(interval_s):
            for sock in sockets:
                with suppress(OSError):
                    sock.sendall(b"p")

    thread = threading.Thread(target=trickle, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join(timeout=5)
        for sock in sockets:
            sock.close()
