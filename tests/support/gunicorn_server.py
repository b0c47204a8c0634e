"""The real service under gunicorn for a test: a free loopback port, ready when it is yielded,
stopped by its process id (never by name).

The one helper behind every test that checks the service from outside the process: the contract,
SDK and browser tests (through ``tests/contract/live_server.py``: the committed gunicorn config
run from the repository, as ``scripts/serve.sh`` runs it) and the deployment tests (through
``tests/deploy/support.py``: the image's CMD, its own metrics directory, from another working
directory when they need one). gunicorn's output goes to a log in the directory given.
"""

from __future__ import annotations

import fcntl
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent  # the venv's console scripts sit beside its interpreter
#: gunicorn's arguments as scripts/serve.sh and the image's CMD give them (run from ROOT)
SERVE_ARGS = ("-c", "deploy/gunicorn.conf.py", "--no-control-socket", "tute.api.wsgi:app")
READY_TIMEOUT_S = 30.0
STOP_TIMEOUT_S = 15.0


@dataclass(frozen=True)
class LiveServer:
    port: int
    #: the gunicorn arbiter's process id
    pid: int
    #: the whole environment gunicorn runs with
    env: dict[str, str]
    log: Path
    #: the arbiter itself, for a test of how it stops (the helper stops it by its pid anyway)
    process: subprocess.Popen[bytes] = field(compare=False, repr=False)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log_tail(self, lines: int = 40) -> str:
        text = self.log.read_text(encoding="utf-8", errors="replace")
        return "\n".join(text.splitlines()[-lines:])


#: Ports are taken below the kernel's ephemeral range, which it hands to outgoing connections and
#: to every ``bind(("127.0.0.1", 0))``: a port found free there could be taken by a client socket
#: (or another process's free port) before the server binds it.
_PORTS_FROM, _PORTS_TO = 20000, 32767
#: A port is claimed by an exclusive lock on a file named after it, held until this process
#: ends: the pytest workers (and the two builds' runs) of one machine never hand out the same
#: port, nor the same one twice in one process (a server's port and its metrics').
_CLAIMS = Path(tempfile.gettempdir()) / "tute-test-ports"
_HANDED_OUT: dict[int, int] = {}  # port -> the descriptor holding its lock


def _ephemeral_range() -> tuple[int, int]:
    try:
        low, high = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()
        return int(low), int(high)
    except (OSError, ValueError):
        return 32768, 60999


def _bindable(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port() -> int:
    """A free loopback port, outside the ephemeral range, that no other process using this helper
    holds and that this process never handed out before."""
    low, high = _ephemeral_range()
    candidates = [p for p in range(_PORTS_FROM, _PORTS_TO + 1) if not low <= p <= high]
    _CLAIMS.mkdir(mode=0o777, exist_ok=True)
    rng = random.Random()
    for _ in range(2000):
        port = rng.choice(candidates)
        if port in _HANDED_OUT:
            continue
        descriptor = os.open(_CLAIMS / f"{port}.lock", os.O_RDWR | os.O_CREAT, 0o666)
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(descriptor)  # another process holds it
            continue
        if _bindable(port):
            _HANDED_OUT[port] = descriptor
            return port
        fcntl.flock(descriptor, fcntl.LOCK_UN)
        os.close(descriptor)
    raise RuntimeError(f"no free loopback port in {_PORTS_FROM}-{_PORTS_TO}")


def http_status(url: str, timeout: float = 2.0) -> int | None:
    """The status a GET of ``url`` answers, or None when nothing answers."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            status: int = response.status
            return status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return None


def wait_until_ok(url: str, process: subprocess.Popen[bytes], deadline_s: float,
                  interval_s: float = 0.1) -> bool:
    """Whether ``url`` answers 200 within ``deadline_s`` (False as soon as ``process`` ends)."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        if http_status(url) == 200:
            return True
        time.sleep(interval_s)
    return False


def stop(process: subprocess.Popen[bytes], grace_s: float = STOP_TIMEOUT_S) -> None:
    """SIGTERM by its pid (gunicorn's arbiter then stops its workers), SIGKILL if it does not
    end within ``grace_s``."""
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=grace_s)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=STOP_TIMEOUT_S)


@contextmanager
def gunicorn_server(
    log_dir: Path,
    *,
    workers: int = 2,
    env: Mapping[str, str] | None = None,
    cwd: Path = ROOT,
    args: Sequence[str] = SERVE_ARGS,
    log_name: str | None = None,
    program: Path | None = None,
) -> Iterator[LiveServer]:
    """gunicorn ``args`` run from ``cwd`` with ``workers`` workers on a free 127.0.0.1 port,
    ready (``/readyz`` answers 200) when this yields, stopped by its pid on exit.

    The environment is this process's, with a graceful timeout of 5 s and no access log (each
    overridable in ``env``, which is applied last), and without an inherited
    ``PROMETHEUS_MULTIPROC_DIR`` (the config then makes and removes its own) unless ``env``
    gives one. Its output goes to ``log_dir``/``log_name`` (default ``gunicorn-<port>.log``).
    ``program`` runs instead of this venv's gunicorn (one that execs gunicorn, as another
    venv's ``tute-rules serve``: its pid is then the arbiter's).
    """
    gunicorn = program or BIN / "gunicorn"
    if not gunicorn.exists():
        raise RuntimeError(f"{gunicorn} is missing: run scripts/bootstrap.sh")
    port = free_port()
    environment = {key: value for key, value in os.environ.items()
                   if key != "PROMETHEUS_MULTIPROC_DIR"}
    environment.update({
        "TUTE_BIND": f"127.0.0.1:{port}",
        "TUTE_WORKERS": str(workers),
        "TUTE_GRACEFUL_TIMEOUT": "5",
        "TUTE_ACCESS_LOG": "off",
        **(env or {}),
    })
    log = log_dir / (log_name or f"gunicorn-{port}.log")
    with log.open("wb") as sink:
        process = subprocess.Popen([str(gunicorn), *args], cwd=cwd, env=environment,
                                   stdout=sink, stderr=sink)
    server = LiveServer(port=port, pid=process.pid, env=environment, log=log, process=process)
    try:
        if not wait_until_ok(f"{server.url}/readyz", process, READY_TIMEOUT_S):
            raise RuntimeError(f"gunicorn did not become ready:\n{server.log_tail()}")
        yield server
    finally:
        stop(process)
