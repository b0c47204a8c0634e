"""A live gunicorn running the real app exactly as the image's CMD does, on a free port."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator

import pytest

from .support import ROOT, LiveService, free_port, image_command, stop, venv_tool, wait_until_ok


@pytest.fixture(scope="package")
def live_service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveService]:
    command = image_command()
    assert command[0] == "gunicorn"
    base = tmp_path_factory.mktemp("gunicorn")
    metrics_dir = base / "metrics"
    metrics_dir.mkdir()
    port = free_port()
    env = {
        **os.environ,
        "TUTE_BIND": f"127.0.0.1:{port}",
        # Two workers, so the metrics must be aggregated across processes.
        "TUTE_WORKERS": "2",
        "TUTE_GRACEFUL_TIMEOUT": "5",
        "TUTE_LOG_LEVEL": "warning",
        "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir),
    }
    log = base / "gunicorn.log"
    with log.open("wb") as sink:
        # cwd is the repository root: the image's WORKDIR holds deploy/gunicorn.conf.py at the
        # same relative path.
        process = subprocess.Popen(
            [venv_tool("gunicorn"), *command[1:]], cwd=ROOT, env=env, stdout=sink, stderr=sink
        )
    service = LiveService(port=port, env=env, log=log)
    try:
        if not wait_until_ok(f"{service.url}/readyz", process, deadline_s=30):
            pytest.fail(f"gunicorn did not become ready:\n{service.log_tail()}")
        yield service
    finally:
        stop(process)
