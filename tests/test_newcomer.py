"""A newcomer's first steps, on a fresh clone: the README's serve command, then its Python
quickstart copied verbatim.

The repository is cloned into a temporary directory (what is committed, nothing else), the
README's serve command starts the service there (setting up its own virtual environment with
the runtime dependencies only), and the first ```python block of the README's "First answer in
five minutes" section runs against it, with the clone's SDK on the path as ``pip install
clients/python`` would put it. The server is stopped by its pid. (The test command itself runs
on a fresh clone in CI; the TypeScript quickstart is run from the packed package by
tests/sdk/test_typescript_package.py.)
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.contract.live_server import ROOT, free_port
from tests.support.readme import README, readme_block

START_TIMEOUT_S = 240  # a fresh virtual environment: pip installs the runtime dependencies


def serve_command() -> str:
    """The README's first command, the one that runs the service."""
    text = README.read_text(encoding="utf-8")
    block = re.search(r"```sh\n(.*?)```\n", text, flags=re.S)
    assert block is not None
    command = block[1].splitlines()[0].split("#")[0].strip()
    assert command == "./scripts/serve.sh", command
    return command


@pytest.mark.live
def test_a_fresh_clone_serves_and_the_python_quickstart_runs(tmp_path: Path) -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.fail("the newcomer test clones the repository: it needs git and a git checkout")
    clone = tmp_path / "repo"
    subprocess.run(["git", "clone", "--quiet", str(ROOT), str(clone)], check=True)
    port = free_port()
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("TUTE_", "VIRTUAL_ENV", "PROMETHEUS_"))}
    env.update({"TUTE_BIND": f"127.0.0.1:{port}", "TUTE_WORKERS": "1",
                "TUTE_GRACEFUL_TIMEOUT": "5", "TUTE_ACCESS_LOG": "off"})
    log = tmp_path / "serve.log"
    with log.open("wb") as sink:
        server = subprocess.Popen([serve_command()], cwd=clone, env=env, stdout=sink,
                                  stderr=sink, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:
        started = time.monotonic()
        while True:
            assert server.poll() is None, log.read_text(errors="replace")[-3000:]
            assert time.monotonic() - started < START_TIMEOUT_S, "serve.sh never got ready"
            try:
                with urllib.request.urlopen(f"{url}/readyz", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                time.sleep(0.5)
        assert not (clone / "clients" / "typescript" / "node_modules").exists()  # no npm
        quickstart = tmp_path / "quickstart.py"
        quickstart.write_text(readme_block("python"), encoding="utf-8")
        ran = subprocess.run(
            [sys.executable, str(quickstart)], capture_output=True, text=True, timeout=60,
            env={**os.environ, "TUTE_URL": url,
                 "PYTHONPATH": str(clone / "clients" / "python")})
        assert ran.returncode == 0, ran.stderr
        assert ran.stdout.startswith("legal:"), ran.stdout
        assert "problem: 404 UNKNOWN_RULESET" in ran.stdout
    finally:
        # serve.sh execs gunicorn in its own session: its pid is the arbiter's
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=20)


def _anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_the_readme_opens_with_contents_whose_links_all_land() -> None:
    text = README.read_text(encoding="utf-8")
    headings = re.findall(r"^#{2,4} (.+)$", text, flags=re.M)
    assert headings[:2] == ["Contents", "First answer in five minutes"], headings[:3]
    anchors = {_anchor(heading) for heading in headings}
    contents = text[text.index("\n## Contents\n"):text.index("\n## First answer")]
    links = re.findall(r"\]\(#([^)]+)\)", contents)
    assert len(links) >= 10
    assert [link for link in links if link not in anchors] == []
