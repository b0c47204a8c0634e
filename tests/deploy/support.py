"""Paths and small parsers shared by the deployment tests."""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sysconfig
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = ROOT / "Dockerfile"
K8S = ROOT / "deploy" / "k8s"
COMPOSE = ROOT / "deploy" / "compose"


def venv_tool(name: str) -> str:
    """Path of a console script installed beside the running interpreter (the pinned one)."""
    path = Path(sysconfig.get_path("scripts")) / name
    assert path.exists(), f"{name} is not installed in this environment (pip install -e .[dev])"
    return str(path)


def load_yaml(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def k8s_manifests() -> list[Path]:
    """Every YAML file of the kustomize base except the kustomization itself."""
    return sorted(p for p in K8S.glob("*.yaml") if p.name != "kustomization.yaml")


def k8s_object(kind: str) -> dict[str, Any]:
    found = [doc for p in k8s_manifests() if (doc := load_yaml(p)).get("kind") == kind]
    assert len(found) == 1, f"expected one {kind} in deploy/k8s, found {len(found)}"
    return found[0]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def dockerfile_instructions(stage: str | None = None) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs with continuation lines joined; optionally one stage."""
    text = re.sub(r"\\\n", " ", DOCKERFILE.read_text(encoding="utf-8"))
    result: list[tuple[str, str]] = []
    current: str | None = None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        keyword, _, args = line.partition(" ")
        keyword = keyword.upper()
        if keyword == "FROM":
            words = args.split()
            current = words[2] if len(words) >= 3 and words[1].upper() == "AS" else None
        if stage is None or current == stage:
            result.append((keyword, args.strip()))
    return result


def dockerfile_env(stage: str) -> dict[str, str]:
    env: dict[str, str] = {}
    for keyword, args in dockerfile_instructions(stage):
        if keyword == "ENV":
            for item in shlex.split(args):
                name, _, value = item.partition("=")
                env[name] = value
    return env


def dockerfile_args(stage: str) -> dict[str, str]:
    return {
        name: value
        for keyword, args in dockerfile_instructions(stage)
        if keyword == "ARG"
        for name, _, value in [args.partition("=")]
    }


@dataclass(frozen=True)
class LiveService:
    port: int
    env: dict[str, str]
    log: Path
    #: the gunicorn master's process id
    pid: int = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log_tail(self) -> str:
        return self.log.read_text(encoding="utf-8", errors="replace")[-3000:]


def image_command() -> list[str]:
    """The runtime stage's CMD (exec form)."""
    commands = [args for keyword, args in dockerfile_instructions("runtime") if keyword == "CMD"]
    assert len(commands) == 1, "the runtime stage needs exactly one CMD"
    command: list[str] = json.loads(commands[0])
    return command


def http_status(url: str, timeout: float = 2.0) -> int | None:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            status: int = response.status
            return status
    except urllib.error.HTTPError as error:
        return error.code
    except OSError:
        return None


def wait_until_ok(url: str, process: subprocess.Popen[bytes], deadline_s: float) -> bool:
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        if http_status(url) == 200:
            return True
        time.sleep(0.2)
    return False


def stop(process: subprocess.Popen[bytes], grace_s: float = 15.0) -> None:
    """SIGTERM by PID (gunicorn's graceful stop), SIGKILL if it does not end in time."""
    if process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=grace_s)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)


@contextmanager
def running_gunicorn(
    cwd: Path, workdir: Path, extra_env: dict[str, str] | None = None
) -> Iterator[LiveService]:
    """The image's CMD run from ``cwd`` on a free loopback port, stopped by PID on exit.
    ``workdir`` receives the metrics directory and the log."""
    command = image_command()
    assert command[0] == "gunicorn"
    metrics_dir = workdir / "metrics"
    metrics_dir.mkdir()
    port = free_port()
    env = {
        **os.environ,
        "TUTE_BIND": f"127.0.0.1:{port}",
        # Two workers, so the metrics must be aggregated across processes.
        "TUTE_WORKERS": "2",
        "TUTE_GRACEFUL_TIMEOUT": "5",
        "TUTE_LOG_LEVEL": "warning",
        "TUTE_ACCESS_LOG": "off",
        "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir),
        **(extra_env or {}),
    }
    log = workdir / "gunicorn.log"
    with log.open("wb") as sink:
        process = subprocess.Popen(
            [venv_tool("gunicorn"), *command[1:]], cwd=cwd, env=env, stdout=sink, stderr=sink
        )
    service = LiveService(port=port, env=env, log=log, pid=process.pid)
    try:
        if not wait_until_ok(f"{service.url}/readyz", process, deadline_s=30):
            raise AssertionError(f"gunicorn did not become ready:\n{service.log_tail()}")
        yield service
    finally:
        stop(process)


def _dockerignore_patterns() -> list[tuple[str, bool]]:
    """(regex, negated) per .dockerignore line, in order."""
    patterns = []
    for raw in (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines():
        pattern = raw.strip()
        if not pattern or pattern.startswith("#"):
            continue
        negated = pattern.startswith("!")
        pattern = pattern.lstrip("!").rstrip("/")
        regex = re.escape(pattern).replace(r"\*\*/", "(.*/)?").replace(r"\*", "[^/]*")
        patterns.append((regex, negated))
    return patterns


def dockerignore_includes(path: str) -> bool:
    """Docker's rule: the last pattern matching the path or one of its parents decides."""
    parts = path.split("/")
    prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
    included = True
    for regex, negated in _dockerignore_patterns():
        if any(re.fullmatch(regex, prefix) for prefix in prefixes):
            included = negated
    return included


def build_context_files() -> list[str]:
    """Repository paths (POSIX, relative) that .dockerignore lets into the build context."""
    negated = [regex for regex, is_negated in _dockerignore_patterns() if is_negated]
    found = []
    for dirpath, dirnames, filenames in os.walk(ROOT):
        here = Path(dirpath).relative_to(ROOT)
        # Descend only where something may be included: the directory itself, or a
        # re-included ("!") path below it.
        dirnames[:] = [
            name for name in dirnames
            if dockerignore_includes((here / name).as_posix())
            or any(regex.startswith(re.escape((here / name).as_posix()) + "/") for regex in negated)
        ]
        found.extend(
            (here / name).as_posix()
            for name in filenames
            if dockerignore_includes((here / name).as_posix())
        )
    return sorted(found)
