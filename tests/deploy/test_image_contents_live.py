"""What the image holds runs the service: the build stage's `pip install .` is repeated on a build
context assembled by the .dockerignore rules, and the runtime stage's WORKDIR (only
deploy/gunicorn.conf.py) serves real requests with the installed package, not the source tree.
No container engine is needed: this is the image's content, not the image."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from .support import (
    ROOT,
    LiveServer,
    build_context_files,
    http_status,
    running_gunicorn,
)

pytestmark = pytest.mark.live


@pytest.fixture(scope="module")
def image_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory laid out like the image: site/ (the installed package) and app/ (WORKDIR)."""
    base = tmp_path_factory.mktemp("image")
    context = base / "context"
    for relative in build_context_files():
        target = context / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / relative, target)
    wheels = base / "wheels"
    # Same as the build stage: a regular install of the context (build isolation fetches the
    # pinned build backend from the package index, as `docker build` does).
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(wheels),
         str(context)],
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = wheels.glob("tute_rules-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(base / "site")
    app = base / "app" / "deploy"
    app.mkdir(parents=True)
    shutil.copy2(context / "deploy" / "gunicorn.conf.py", app / "gunicorn.conf.py")
    return base


def test_the_package_holds_every_source_module(image_root: Path) -> None:
    sources = {
        path.relative_to(ROOT / "service").as_posix()
        for path in (ROOT / "service" / "tute").rglob("*")
        if path.suffix == ".py" or path.name == "py.typed"
    }
    installed = {
        path.relative_to(image_root / "site").as_posix()
        for path in (image_root / "site" / "tute").rglob("*")
        if path.is_file()
    }
    assert sources <= installed, sorted(sources - installed)


@pytest.fixture(scope="module")
def image_service(
    image_root: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[LiveServer]:
    # The installed package comes first on the path, ahead of the development checkout.
    env = {"PYTHONPATH": str(image_root / "site")}
    with running_gunicorn(image_root / "app", tmp_path_factory.mktemp("served"), env) as service:
        yield service


def test_the_installed_package_is_the_one_served(
    image_root: Path, image_service: LiveServer
) -> None:
    located = subprocess.run(
        [sys.executable, "-c", "import tute.api.wsgi as m; print(m.__file__)"],
        cwd=image_root / "app", env=image_service.env,
        capture_output=True, text=True, timeout=60, check=True,
    )
    assert Path(located.stdout.strip()).is_relative_to(image_root / "site")


def test_the_image_content_serves_requests(image_service: LiveServer) -> None:
    assert http_status(image_service.url + "/livez") == 200
    assert http_status(image_service.url + "/v1/rulesets") == 200
    assert http_status(image_service.url + "/metrics") == 200
