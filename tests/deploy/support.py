"""Paths and small parsers shared by the deployment tests."""

from __future__ import annotations

import json
import os
import re
import shlex
import sysconfig
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml

# the live tests' gunicorn, loopback ports and waits (re-exported for the tests here)
from tests.support.gunicorn_server import LiveServer as LiveServer
from tests.support.gunicorn_server import free_port as free_port
from tests.support.gunicorn_server import gunicorn_server
from tests.support.gunicorn_server import http_status as http_status
from tests.support.gunicorn_server import stop as stop
from tests.support.gunicorn_server import wait_until_ok as wait_until_ok

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


def k8s_object(kind: str, name: str | None = None) -> dict[str, Any]:
    """The one object of ``kind`` in deploy/k8s (of that name, where there are several)."""
    found = [doc for p in k8s_manifests() if (doc := load_yaml(p)).get("kind") == kind
             and (name is None or doc["metadata"]["name"] == name)]
    assert len(found) == 1, f"expected one {kind} in deploy/k8s, found {len(found)}"
    return found[0]


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


def image_command() -> list[str]:
    """The runtime stage's CMD (exec form)."""
    commands = [args for keyword, args in dockerfile_instructions("runtime") if keyword == "CMD"]
    assert len(commands) == 1, "the runtime stage needs exactly one CMD"
    command: list[str] = json.loads(commands[0])
    return command


@contextmanager
def running_gunicorn(
    cwd: Path, workdir: Path, extra_env: dict[str, str] | None = None
) -> Iterator[LiveServer]:
    """The image's CMD run from ``cwd`` on a free loopback port, stopped by PID on exit.
    ``workdir`` receives the metrics directory and the log (``gunicorn.log``)."""
    command = image_command()
    assert command[0] == "gunicorn"
    metrics_dir = workdir / "metrics"
    metrics_dir.mkdir()
    env = {
        "TUTE_LOG_LEVEL": "warning",
        "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir),
        **(extra_env or {}),
    }
    # Two workers, so the metrics must be aggregated across processes.
    with gunicorn_server(workdir, workers=2, env=env, cwd=cwd, args=command[1:],
                         log_name="gunicorn.log") as service:
        yield service


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
