"""Start the real service under gunicorn on a free loopback port, and stop it by process id.

Shared by the contract tests and the SDK tests: they check the service from outside the
process, exactly as ``scripts/serve.sh`` runs it (the committed gunicorn config, sync workers).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent  # the venv's console scripts sit beside its interpreter
READY_TIMEOUT_S = 30.0
STOP_TIMEOUT_S = 15.0


@dataclass(frozen=True)
class LiveServer:
    url: str
    pid: int
    log: Path

    def log_tail(self, lines: int = 40) -> str:
        text = self.log.read_text(encoding="utf-8", errors="replace")
        return "\n".join(text.splitlines()[-lines:])


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _ready(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/readyz", timeout=2) as response:
            return bool(response.status == 200)
    except (urllib.error.URLError, OSError):
        return False


@contextmanager
def live_server(log_dir: Path, workers: int = 2) -> Iterator[LiveServer]:
    """gunicorn with ``workers`` workers, ready (``/readyz`` answers 200) when this yields."""
    port = free_port()
    log = log_dir / f"gunicorn-{port}.log"
    env = {
        **os.environ,
        "TUTE_BIND": f"127.0.0.1:{port}",
        "TUTE_WORKERS": str(workers),
        "TUTE_GRACEFUL_TIMEOUT": "5",
        "TUTE_ACCESS_LOG": "off",  # thousands of fuzzing requests would only fill the log
    }
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)  # the config then makes and removes its own
    command = [
        str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py", "--no-control-socket",
        "tute.api.wsgi:app",
    ]
    with log.open("wb") as sink:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=sink, stderr=sink)
    server = LiveServer(url=f"http://127.0.0.1:{port}", pid=process.pid, log=log)
    try:
        deadline = time.monotonic() + READY_TIMEOUT_S
        while not _ready(server.url):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"gunicorn did not become ready:\n{server.log_tail()}")
            time.sleep(0.1)
        yield server
    finally:
        _stop(process)


def _stop(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM to the arbiter by its pid (it stops its workers), SIGKILL if it hangs."""
    if process.poll() is not None:
        return
    os.kill(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=STOP_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=STOP_TIMEOUT_S)
