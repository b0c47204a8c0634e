"""The image's HEALTHCHECK command, run with this interpreter, tells a serving process from a
dead one (the image has no curl; the check is plain Python)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from .support import LiveServer, dockerfile_instructions, free_port

pytestmark = pytest.mark.live


def healthcheck_command() -> list[str]:
    (args,) = [a for keyword, a in dockerfile_instructions("runtime") if keyword == "HEALTHCHECK"]
    match = re.search(r"\bCMD (\[.*\])$", args)
    assert match, args
    command: list[str] = json.loads(match.group(1))
    assert command[0] == "python"
    return [sys.executable, *command[1:]]


def run_check(bind: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        healthcheck_command(), env={"TUTE_BIND": bind},
        capture_output=True, text=True, timeout=30, check=False,
    )


def test_healthcheck_passes_against_the_live_service(live_service: LiveServer) -> None:
    result = run_check(f"0.0.0.0:{live_service.port}")
    assert result.returncode == 0, result.stderr


def test_healthcheck_fails_when_nothing_listens() -> None:
    result = run_check(f"0.0.0.0:{free_port()}")
    assert result.returncode != 0
    assert "Connection refused" in result.stderr
