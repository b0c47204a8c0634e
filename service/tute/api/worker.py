"""The gunicorn worker of the service: sync request handling behind a buffering front.

``worker_class`` in deploy/gunicorn.conf.py (the default of ``TUTE_WORKER_CLASS``). Why not
gunicorn's own workers (measured side by side: bench/bench_workers.py and docs/deployment.md,
"Why not a stock worker class"):

- ``sync`` gives the whole process to one connection from ``accept`` to ``close``: a client
  that sends half a request header, a TLS ClientHello or a body one byte a second holds a worker
  for as long as it likes, and a handful of such connections stop the service.
- ``gthread`` waits for a connection's first bytes off the pool, then reads the rest of the
  request in a thread: slow clients hold a thread each, so as many trickling connections as
  threads starve it; threads also stop gunicorn's ``timeout`` from catching a stuck request.
- ``gevent`` holds slow clients cheaply, but bounds no request in time either.
- None of them refuses new connections at once on SIGTERM (each stopped with 63 or 64 accepted
  connections reset under 64 reconnecting clients) or answers HTTP errors as problems.

The work is short and pure CPU, so one request at a time per process is still the right model
(as with ``sync``). This worker keeps it and adds what a buffering proxy does in front of a sync
server: every connection is read without blocking, in one ``selectors`` loop, until its whole
request (header and a ``Content-Length`` body up to the app's body limit; a chunked body up to
its last chunk) is in memory, or its ``TUTE_CLIENT_TIMEOUT`` runs out (then 408). Only a
complete request reaches the app. A slow client costs a socket and its bytes so far, never the
process; the heartbeat is sent between requests, so ``TUTE_TIMEOUT`` still catches a stuck one.

It also answers the HTTP errors gunicorn finds itself (bad request line, headers, chunked
framing) as ``application/problem+json`` instead of gunicorn's HTML page, and on SIGTERM it
drops new connections at the shared listening socket (a socket filter, when the whole server
stops), takes what is queued on the listen backlog without answering it yet and closes its
listening sockets at once, so that new connections are refused while the requests already
accepted are answered: within ``TUTE_CLIENT_TIMEOUT`` plus the time to answer, capped by
``graceful_timeout``.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import json
import os
import re
import selectors
import socket
import struct
import time
from collections import deque
from collections.abc import Iterator
from datetime import timedelta
from types import SimpleNamespace
from typing import Any

from gunicorn.http import Request, RequestParser  # type: ignore[import-untyped]
from gunicorn.http import errors as http_errors
from gunicorn.workers.sync import SyncWorker  # type: ignore[import-untyped]

from tute.api.config import load_settings
from tute.api.metrics import keep_counting, metrics_dir_problem
from tute.api.problems import HTTP_ERROR, PROBLEM_MEDIA_TYPE
from tute.messages import ENGLISH, Message, json_params, msg, render

#: bytes one worker may hold for requests still arriving; beyond it a new request gets a 503
BUFFER_BUDGET = 32 * 1024 * 1024
#: how long a closed response waits for the client's unread bytes before the socket is dropped
LINGER_S = 2.0

_LISTENER = object()
_WAKEUP = object()

#: Linux's setsockopt option for a classic BPF socket filter
_SO_ATTACH_FILTER = 26
#: A socket filter for a listening TCP socket that drops every SYN without ACK (a new
#: connection) and lets the rest through (the ACK that completes a handshake already under way,
#: data on connections already made). It sees the TCP header from offset 0: byte 13 holds the
#: flags, SYN 0x02 and ACK 0x10.
_NEW_CONNECTIONS_DROPPED = (
    (0x30, 0, 0, 13),          # A = the flags byte
    (0x54, 0, 0, 0x12),        # A &= SYN | ACK
    (0x15, 0, 1, 0x02),        # SYN alone? next, else skip one
    (0x06, 0, 0, 0),           # drop
    (0x06, 0, 0, 0xFFFFFFFF),  # keep the whole packet
)
#: how long the last handshakes under way get to complete once new connections are dropped
#: (a loopback or LAN round trip is well under it; the proxy in front is that near)
HANDSHAKE_GRACE_S = 0.01
_CONTENT_LENGTH = re.compile(rb"\r\ncontent-length:[ \t]*([0-9]{1,15})[ \t]*\r\n")
_TRANSFER_CODING = re.compile(rb"\r\ntransfer-encoding:([^\r]*)")
_EXPECT_CONTINUE = re.compile(rb"\r\nexpect:[ \t]*100-continue[ \t]*\r\n")
# a request line holds visible ASCII and spaces only; anything else (a TLS ClientHello, ...)
# is not HTTP/1.x and is refused without waiting for a line end that may never come
_NOT_A_REQUEST_LINE = re.compile(rb"[^\x20-\x7e\r\n]")
# the longest request line gunicorn reads (its limit_request_line, 4094) and its line end
_MAX_LINE = 4096 + 2

# (exception class, status, reason) for the errors gunicorn's parser raises; the first match
# wins, and a ParseException not listed is a 400. A 500 is the server's fault (logged with its
# traceback); every other status here, 501 for a transfer coding nobody implements included,
# is the client's (one line at INFO: a client must not be able to fill the log)
_STATUSES: tuple[tuple[type[BaseException], int, str], ...] = (
    (http_errors.InvalidResponseHeader, 500, "Internal Server Error"),
    (http_errors.InvalidResponseHeaderName, 500, "Internal Server Error"),
    (http_errors.ConfigurationProblem, 500, "Internal Server Error"),
    (http_errors.LimitRequestLine, 414, "URI Too Long"),
    (http_errors.LimitRequestHeaders, 431, "Request Header Fields Too Large"),
    (http_errors.ExpectationFailed, 417, "Expectation Failed"),
    (http_errors.UnsupportedTransferCoding, 501, "Not Implemented"),
    (http_errors.ForbiddenProxyRequest, 403, "Forbidden"),
    (http_errors.ParseException, 400, "Bad Request"),
)


def error_status(error: BaseException) -> tuple[int, str]:
    """The status and reason phrase that answer ``error`` (500 for anything not a client's)."""
    for kind, status, reason in _STATUSES:
        if isinstance(error, kind):
            return status, reason
    return 500, "Internal Server Error"


def request_path(data: bytes | bytearray) -> str | None:
    """The path of a request line already received whole (without its query), else None."""
    line, found, _ = bytes(data[:_MAX_LINE]).partition(b"\r\n")
    parts = line.split(b" ")
    if not found or len(parts) != 3 or not parts[1].startswith(b"/"):
        return None
    return parts[1].partition(b"?")[0].decode("latin-1")


def problem_bytes(status: int, reason: str, detail: Message | str,
                  path: str | None = None) -> bytes:
    """A complete HTTP/1.1 response carrying an ``HTTP_ERROR`` problem document.

    In English, always: these answers are written here, outside Flask, for requests the app
    never sees (not yet complete, or refused by gunicorn's parser), so no request has chosen a
    language (tute.api.language reads Accept-Language for the app). The detail is a message all
    the same, so that its text is in the catalogs with the app's; a str ``detail`` is gunicorn's
    own description of the error. ``reason`` is the status line's reason phrase (the title).
    """
    text, params, template = ((render(detail, ENGLISH), json_params(detail, ENGLISH),
                               detail.template_id)
                              if isinstance(detail, Message) else (detail, {}, None))
    document: dict[str, Any] = {"type": HTTP_ERROR.type, "title": reason, "status": status,
                                "code": HTTP_ERROR.code, "detail": text, "detail_params": params,
                                "detail_template_id": template}
    # the contract's Problem always has an instance: "" when the request line was not read
    document["instance"] = path or ""
    body = json.dumps(document, separators=(",", ":")).encode()
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\n"
            f"Content-Type: {PROBLEM_MEDIA_TYPE}\r\nContent-Language: {ENGLISH}\r\n"
            "X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n"
            f"Content-Length: {len(body)}\r\n\r\n")
    return head.encode("latin-1") + body


class _BoundAddress:
    """What the request handling asks of a listening socket, kept past its close at SIGTERM."""

    __slots__ = ("address",)

    def __init__(self, address: Any) -> None:
        self.address = address

    def getsockname(self) -> Any:
        return self.address


def _received(first: bytes, sock: socket.socket) -> Iterator[bytes]:
    """A request's bytes already received, then its socket's: the source gunicorn's
    ``RequestParser`` reads (an iterable of bytes, as it takes a socket), so that nothing of
    the parser's own state is touched."""
    yield first
    while chunk := sock.recv(65536):
        yield chunk


class _NotHttp(Exception):
    """The bytes received cannot start an HTTP/1.x request."""


class _Conn:
    """A connection whose request is still arriving (or whose close is lingering)."""

    __slots__ = (
        "addr",
        "chunked",
        "data",
        "deadline",
        "header_end",
        "lingering",
        "listener",
        "needed",
        "sock",
    )

    def __init__(self, sock: socket.socket, addr: Any, listener: Any, deadline: float) -> None:
        self.sock = sock
        self.addr = addr
        self.listener = listener
        self.data = bytearray()
        self.deadline = deadline
        self.header_end = -1  # offset of the blank line ending the header, once seen
        self.needed = 0  # total bytes of a request with a Content-Length body
        self.chunked = False
        self.lingering = False


class BufferingWorker(SyncWorker):  # type: ignore[misc]
    """Sync request handling; requests are read without blocking until complete."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        settings = load_settings()
        self.client_timeout = float(settings.client_timeout)
        # the largest body the app takes, plus the byte that tells it the body was too long
        self.max_body = max(settings.max_body_bytes, settings.max_batch_body_bytes) + 1
        self.max_header = (self.cfg.limit_request_line + 4
                           + self.cfg.limit_request_fields
                           * (self.cfg.limit_request_field_size + 4))
        self.max_connections = max(1, self.cfg.worker_connections)
        self.selector: selectors.BaseSelector = selectors.DefaultSelector()
        self.open: dict[int, _Conn] = {}
        self.deadlines: deque[tuple[float, _Conn]] = deque()
        self.buffered = 0
        self.accepting = False
        self.addresses: dict[Any, _BoundAddress] = {}

    def load_wsgi(self) -> None:
        """Load the app; a metrics directory that vanished or broke meanwhile is re-created, or
        ends this worker with one line (gunicorn would stop the server on a boot error)."""
        try:
            super().load_wsgi()
        except OSError as error:
            directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR", "")
            if not directory or not str(error.filename or "").startswith(directory):
                raise
            problem = metrics_dir_problem(directory)
            if problem is None:
                super().load_wsgi()  # re-created: once more
                return
            self.log.error("Worker %s cannot start: %s", self.pid, problem)
            time.sleep(1)  # the master replaces this worker: at most one attempt a second
            raise SystemExit(1) from None

    # -- the loop ------------------------------------------------------------------------------

    def run(self) -> None:
        for listener in self.sockets:
            listener.setblocking(False)
            self.addresses[listener] = _BoundAddress(listener.getsockname())
        self.selector.register(self.PIPE[0], selectors.EVENT_READ, _WAKEUP)
        self._accept_from_listeners(True)
        while self.alive:
            self.notify()
            keep_counting()  # an idle worker's metric files come back too, not at its next request
            self._turn(self.timeout or 0.5)
            if not self.is_parent_alive():
                return
        # Stopping: the listeners close at once, and what is open is answered. That takes
        # TUTE_CLIENT_TIMEOUT at most for a request still arriving (then its 408), plus the
        # time to answer it (TUTE_TIMEOUT at most), within graceful_timeout in any case.
        self._stop_listening()
        stop_by = time.monotonic() + self.cfg.graceful_timeout
        while self.open and time.monotonic() < stop_by:
            self.notify()
            self._turn(0.5)
        for conn in list(self.open.values()):
            self._close(conn)

    def _turn(self, timeout: float) -> None:
        if self.deadlines:
            timeout = min(timeout, max(0.0, self.deadlines[0][0] - time.monotonic()))
        try:
            events = self.selector.select(min(timeout, 1.0))
        except InterruptedError:
            events = []
        for key, _ in events:
            tag = key.data
            if tag is _LISTENER:
                if self.alive:  # once told to stop, _stop_listening takes what is queued
                    self._accept(key.fileobj)
            elif tag is _WAKEUP:
                with contextlib.suppress(BlockingIOError):
                    os.read(self.PIPE[0], 512)
            elif tag.lingering:
                self._drain(tag)
            else:
                self._receive(tag)
        self._expire()

    def _accept_from_listeners(self, enabled: bool) -> None:
        if enabled == self.accepting:
            return
        for listener in self.sockets:
            if enabled:
                self.selector.register(listener, selectors.EVENT_READ, _LISTENER)
            else:
                self.selector.unregister(listener)
        self.accepting = enabled

    def _accept(self, listener: Any) -> None:
        try:
            sock, addr = listener.accept()
        except OSError as error:
            if error.errno not in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                raise
            return
        self._adopt(sock, addr, listener)

    def _adopt(self, sock: socket.socket, addr: Any, listener: Any, serve: bool = True) -> None:
        sock.setblocking(False)  # accepted sockets are not inherited by children (PEP 446)
        conn = _Conn(sock, addr, self.addresses[listener], time.monotonic() + self.client_timeout)
        self.open[sock.fileno()] = conn
        self.deadlines.append((conn.deadline, conn))
        if self.alive and len(self.open) >= self.max_connections:
            self._accept_from_listeners(False)
        # a prompt client has usually sent its request by now: no poll round for it
        if not serve or not self._receive(conn, registered=False):
            self.selector.register(sock, selectors.EVENT_READ, conn)

    def _stop_listening(self) -> None:
        """Take what is already queued on the listening sockets, then close them: from now on
        a new connection is refused (not left in a backlog nobody accepts from).

        The queue is taken without answering anything (each accept is a few microseconds), so
        that it empties however fast clients connect: answering each connection as it was
        accepted let clients that reconnect at once keep the backlog full for good (64 of
        them kept a worker accepting until the graceful timeout killed it). The taking stops
        at the backlog's size in any case; what it took is answered in the graceful loop."""
        self._accept_from_listeners(False)
        most = max(1, self.cfg.backlog)
        dropping = self._server_is_stopping() and all(
            _drop_new_connections(listener) for listener in self.sockets)
        for listener in self.sockets:
            self._take_queue(listener, most)
        if dropping:
            # no SYN gets in any more: what completes a handshake begun before comes in now
            time.sleep(HANDSHAKE_GRACE_S)
            self.log.info("Worker %s stops: new connections dropped, the queue taken",
                          self.pid)
        for listener in self.sockets:
            if dropping:
                self._take_queue(listener, most)
            listener.close()
        # connections that have sent nothing are not requests in flight: give them a second
        soon = time.monotonic() + 1.0
        for conn in self.open.values():
            if not conn.data and not conn.lingering:
                conn.deadline = min(conn.deadline, soon)
        self.deadlines = deque(sorted(((c.deadline, c) for c in self.open.values()),
                                      key=lambda item: item[0]))

    def _take_queue(self, listener: Any, most: int) -> None:
        for _ in range(most):
            try:
                sock, addr = listener.accept()
            except OSError:
                return
            self._adopt(sock, addr, listener, serve=False)

    def _server_is_stopping(self) -> bool:
        """Whether the whole server stops (the master has closed its listening sockets, as
        gunicorn's arbiter does before it tells the workers to stop), not this worker alone
        (``TUTE_MAX_REQUESTS``, a reload): only then may the shared sockets drop new
        connections. Read from /proc; False where that cannot be read."""
        try:
            held = {os.readlink(f"/proc/{self.ppid}/fd/{fd}")
                    for fd in os.listdir(f"/proc/{self.ppid}/fd")}
            return not any(f"socket:[{os.fstat(listener.fileno()).st_ino}]" in held
                           for listener in self.sockets)
        except OSError:
            return False

    # -- reading a request ---------------------------------------------------------------------

    def _receive(self, conn: _Conn, registered: bool = True) -> bool:
        """Read what the client has sent; serve the request once complete. True when the
        connection is done with (served, refused or closed)."""
        try:
            chunk = conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return False
        except OSError:
            chunk = b""
        if not chunk:  # the client went away before its request was complete
            self._close(conn, registered)
            return True
        conn.data += chunk
        self.buffered += len(chunk)
        try:
            complete = self._complete(conn, len(chunk))
        except _NotHttp:
            self._refuse(conn, 400, "Bad Request", msg("this is not an HTTP/1.x request"),
                         registered)
            return True
        if complete is None:
            if self.buffered > BUFFER_BUDGET:
                self._refuse(conn, 503, "Service Unavailable",
                             msg("too many requests are arriving at once; retry"), registered)
                return True
            return False
        if registered:
            self.selector.unregister(conn.sock)
        self._serve(conn, complete)
        return True

    def _complete(self, conn: _Conn, added: int) -> bool | None:
        """None while the request is still arriving; else whether it arrived whole (False: it
        is handed over as it is, for the parser to judge or the app to refuse). Raises
        _NotHttp when the bytes cannot be the start of a request."""
        data = conn.data
        if conn.header_end < 0:
            end = data.find(b"\r\n\r\n", max(0, len(data) - added - 3))
            if end < 0:
                line_end = data.find(b"\r\n")
                first_line = data if line_end < 0 else data[:line_end]
                if _NOT_A_REQUEST_LINE.search(first_line):
                    raise _NotHttp
                return False if len(data) > self.max_header else None
            conn.header_end = end + 4
            header = bytes(data[:conn.header_end]).lower()
            if b"\r\ntransfer-encoding:" in header:
                codings = _TRANSFER_CODING.findall(header)[-1].split(b",")
                if codings[-1].strip() != b"chunked":
                    return False  # no body framing to wait for: the parser answers 400 or 501
                conn.chunked = True
            elif b"\r\ncontent-length:" in header:
                found = _CONTENT_LENGTH.search(header)
                if found is None or int(found.group(1)) > self.max_body:
                    return False  # malformed (the parser answers) or over the limit (the app)
                conn.needed = conn.header_end + int(found.group(1))
            if (conn.chunked or conn.needed > len(data)) and _EXPECT_CONTINUE.search(header):
                self._send_quietly(conn.sock, b"HTTP/1.1 100 Continue\r\n\r\n")
        if conn.chunked:
            if len(data) - conn.header_end > self.max_body:
                return False
            # the last chunk and the (possibly empty) trailer end in a blank line
            return True if data.endswith(b"\r\n\r\n") and len(data) > conn.header_end else None
        return True if len(data) >= conn.needed else None

    def _expire(self) -> None:
        now = time.monotonic()
        while self.deadlines and self.deadlines[0][0] <= now:
            deadline, conn = self.deadlines.popleft()
            if self.open.get(conn.sock.fileno()) is not conn:
                continue  # served or closed already
            if deadline < conn.deadline:
                continue  # an older entry of a connection given a new deadline
            if conn.lingering or not conn.data:
                self._close(conn)
            else:
                self._refuse(conn, 408, "Request Timeout",
                             # Translators: {seconds} is a number of seconds (TUTE_CLIENT_TIMEOUT)
                             msg("the request did not arrive within {seconds} s",
                                 seconds=f"{self.client_timeout:g}"))

    # -- answering -----------------------------------------------------------------------------

    def _serve(self, conn: _Conn, complete: bool) -> None:
        self._forget(conn)
        sock = conn.sock
        sock.setblocking(True)
        # bounds any read the request still needs, and the writes of the response
        sock.settimeout(self.client_timeout)
        request = None
        try:
            # gunicorn's HTTP/1.x parser reads what arrived, then the socket (a chunked body)
            request = next(RequestParser(self.cfg, _received(bytes(conn.data), sock),
                                         conn.addr))
            self.handle_request(conn.listener, request, sock, conn.addr)
        except (StopIteration, http_errors.NoMoreData) as error:
            self.log.debug("Closing connection: %r", error)
        except TimeoutError:
            self.log.debug("Client too slow; closing its connection")
        except OSError as error:
            if error.errno in (errno.EPIPE, errno.ECONNRESET, errno.ENOTCONN):
                self.log.debug("Client went away: %s", error)
            else:
                self.log.exception("Socket error processing request.")
        except Exception as error:
            self.handle_error(request, sock, conn.addr, error)
        self._finish(conn, complete)

    def _refuse(self, conn: _Conn, status: int, reason: str, detail: Message,
                registered: bool = True) -> None:
        self.log.info("Refused a request from %s: %s %s", self._peer(conn.addr), status, detail)
        self._send_quietly(conn.sock, problem_bytes(status, reason, detail,
                                                    request_path(conn.data)))
        if registered:
            self.selector.unregister(conn.sock)
        self._forget(conn)
        self._finish(conn, complete=False)

    def _finish(self, conn: _Conn, complete: bool) -> None:
        """Close after the response. When the client may still be sending (a body nobody
        read), shut the write side and drop its bytes for a while, so that the close does not
        reset the connection before the client has read the answer."""
        sock = conn.sock
        try:
            sock.setblocking(False)
            if complete and not sock.recv(1, socket.MSG_PEEK):
                sock.close()
                return
        except (BlockingIOError, InterruptedError):
            if complete:
                sock.close()
                return
        except OSError:
            sock.close()
            return
        try:
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            sock.close()
            return
        conn.lingering = True
        conn.data = bytearray()
        conn.deadline = time.monotonic() + LINGER_S
        self.open[sock.fileno()] = conn
        self.deadlines.append((conn.deadline, conn))
        self.selector.register(sock, selectors.EVENT_READ, conn)

    def _drain(self, conn: _Conn) -> None:
        try:
            if conn.sock.recv(65536):
                return
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            pass
        self._close(conn)

    def _forget(self, conn: _Conn) -> None:
        self.buffered -= len(conn.data)
        self.open.pop(conn.sock.fileno(), None)
        if self.alive and not self.accepting and len(self.open) < self.max_connections:
            self._accept_from_listeners(True)

    def _close(self, conn: _Conn, registered: bool = True) -> None:
        if registered:
            with contextlib.suppress(KeyError, ValueError):
                self.selector.unregister(conn.sock)
        self._forget(conn)
        conn.sock.close()

    @staticmethod
    def _send_quietly(sock: socket.socket, data: bytes) -> None:
        with contextlib.suppress(OSError):
            sock.send(data)

    @staticmethod
    def _peer(addr: Any) -> str:
        return str(addr[0]) if isinstance(addr, tuple) and addr else "?"

    # -- errors gunicorn finds -----------------------------------------------------------------

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        """An HTTP error found outside the app: a problem document, not an HTML page; a
        client's error is logged in one line, only a server error with its traceback."""
        status, reason = error_status(exc)
        detail: Message | str
        if status == 500:
            self.log.exception("Error handling request")
            detail = msg("the service failed; the error is logged")
        else:
            self.log.info("Invalid request from %s: %s %s", self._peer(addr), status, exc)
            detail = str(exc) or reason
        if req is None and isinstance(getattr(exc, "req", None), Request):
            req = exc.req  # type: ignore[attr-defined]
        path = getattr(req, "path", None)
        answer = problem_bytes(status, reason, detail, path)
        if req is not None:  # the access line, through the logger's access(resp, req, ...)
            environ = {"REQUEST_METHOD": req.method, "PATH_INFO": req.path,
                       "QUERY_STRING": req.query, "REMOTE_ADDR": self._peer(addr)}
            environ.update((f"HTTP_{name.upper().replace('-', '_')}", value)
                           for name, value in req.headers)
            # what a logger reads of a response: its status line and the bytes sent
            refusal = SimpleNamespace(status=f"{status} {reason}", sent=len(answer),
                                      response_length=len(answer), headers=[])
            self.log.access(refusal, req, environ, timedelta(0))
        self._send_quietly(client, answer)


def _drop_new_connections(listener: Any) -> bool:
    """Attach :data:`_NEW_CONNECTIONS_DROPPED` to a listening TCP socket (on Linux), so that the
    queue can be emptied before the socket closes: a connection that completed its handshake
    between the last accept and the close would be reset by the close, while a SYN dropped now
    is sent again by its client a second later and refused then. False where it cannot be."""
    if listener.family not in (socket.AF_INET, socket.AF_INET6):
        return False
    program = b"".join(struct.pack("HBBI", *step) for step in _NEW_CONNECTIONS_DROPPED)
    code = ctypes.create_string_buffer(program, len(program))
    fprog = struct.pack("HL", len(_NEW_CONNECTIONS_DROPPED), ctypes.addressof(code))
    try:
        listener.setsockopt(socket.SOL_SOCKET, _SO_ATTACH_FILTER, fprog)
    except OSError:
        return False
    return True

