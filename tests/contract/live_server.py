"""The real service under gunicorn for the contract, SDK and browser tests, as
``scripts/serve.sh`` runs it (the committed gunicorn config, sync workers, from the repository),
on a free loopback port and stopped by its process id: ``tests/support/gunicorn_server.py``
does it for them and for the deployment tests alike.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.support.gunicorn_server import (
    BIN,
    ROOT,
    LiveServer,
    free_port,
    gunicorn_server,
)

__all__ = ["BIN", "ROOT", "LiveServer", "free_port", "live_server"]


@contextmanager
def live_server(log_dir: Path, workers: int = 2) -> Iterator[LiveServer]:
    """gunicorn with ``workers`` workers, ready (``/readyz`` answers 200) when this yields; no
    access log (thousands of fuzzing requests would only fill it)."""
    with gunicorn_server(log_dir, workers=workers) as server:
        yield server

