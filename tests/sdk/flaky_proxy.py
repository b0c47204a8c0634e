"""A TCP proxy in front of the live gunicorn that fails the first connections on purpose.

It drops the first ``drop`` connections (reads the request, then closes without an answer, as
a worker that died would), answers the next ``unavailable`` ones ``503`` (as a load balancer
with no healthy instance would), and forwards every later one to ``upstream``. ``silent``
accepts connections and never answers (for timeouts). The SDKs' retries are tested through it.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from urllib.parse import urlsplit

UNAVAILABLE = (b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nRetry-After: 0\r\n"
               b"Connection: close\r\n\r\n")


@dataclass
class FlakyProxy:
    upstream: str
    drop: int = 0
    unavailable: int = 0
    silent: bool = False
    connections: int = 0
    url: str = ""
    _listener: socket.socket | None = None
    _open: list[socket.socket] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def serve(self) -> None:
        assert self._listener is not None
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return  # closed
            with self._lock:
                self.connections += 1
                number = self.connections
                self._open.append(client)
            threading.Thread(target=self._handle, args=(client, number), daemon=True).start()

    def _handle(self, client: socket.socket, number: int) -> None:
        with suppress(OSError):
            if self.silent:
                return  # closed by stop()
            if number <= self.drop:
                client.recv(65536)
                client.close()
                return
            if number <= self.drop + self.unavailable:
                client.recv(65536)
                client.sendall(UNAVAILABLE)
                client.close()
                return
            target = urlsplit(self.upstream)
            upstream = socket.create_connection((target.hostname, target.port or 80))
            with self._lock:
                self._open.append(upstream)
            threading.Thread(target=_pump, args=(upstream, client), daemon=True).start()
            _pump(client, upstream)

    def stop(self) -> None:
        if self._listener is not None:
            with suppress(OSError):  # wakes the accept() under way (Linux)
                self._listener.shutdown(socket.SHUT_RDWR)
            self._listener.close()
        with self._lock:
            for sock in self._open:
                with suppress(OSError):
                    sock.close()


def _pump(source: socket.socket, sink: socket.socket) -> None:
    """Copy ``source`` to ``sink`` until ``source`` ends, then end ``sink``'s writing side."""
    with suppress(OSError):
        while data := source.recv(65536):
            sink.sendall(data)
        sink.shutdown(socket.SHUT_WR)


@contextmanager
def flaky_proxy(upstream: str, *, drop: int = 0, unavailable: int = 0,
                silent: bool = False) -> Iterator[FlakyProxy]:
    proxy = FlakyProxy(upstream, drop=drop, unavailable=unavailable, silent=silent)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    proxy._listener = listener
    proxy.url = f"http://127.0.0.1:{listener.getsockname()[1]}"
    thread = threading.Thread(target=proxy.serve, daemon=True)
    thread.start()
    try:
        yield proxy
    finally:
        proxy.stop()
        thread.join(timeout=5)
