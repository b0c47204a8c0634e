"""A live gunicorn running the real app exactly as the image's CMD does, on a free port."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .support import ROOT, LiveServer, running_gunicorn


@pytest.fixture(scope="package")
def live_service(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    # cwd is the repository root: the image's WORKDIR holds deploy/gunicorn.conf.py at the same
    # relative path.
    with running_gunicorn(ROOT, tmp_path_factory.mktemp("gunicorn")) as service:
        yield service
