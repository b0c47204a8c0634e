"""deploy/build-image.sh picks a working container engine and builds the Dockerfile with it.
Real engines are replaced by recording stand-ins on a PATH that holds nothing else."""

from __future__ import annotations

import os
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from .support import ROOT

SCRIPT = ROOT / "deploy" / "build-image.sh"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"
]


@pytest.fixture
def bin_dir(tmp_path: Path) -> Path:
    """A PATH directory with only the ordinary tools the script uses."""
    path = tmp_path / "bin"
    path.mkdir()
    for tool in ("bash", "sed", "head", "dirname", "env"):
        found = shutil.which(tool)
        assert found, tool
        (path / tool).symlink_to(found)
    return path


def fake_engine(bin_dir: Path, name: str, info_works: bool) -> Path:
    """An engine stand-in that logs its build arguments; `info` says whether a daemon answers."""
    log = bin_dir.parent / f"{name}.log"
    script = bin_dir / name
    script.write_text(
        "#!/usr/bin/env bash\n"
        f'if [ "$1" = info ]; then exit {0 if info_works else 1}; fi\n'
        f'echo "$PWD $*" >> "{log}"\n',
        encoding="utf-8",
    )
    script.chmod(0o755)
    return log


def run_script(bin_dir: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(bin_dir / "bash"), str(SCRIPT), *args],
        env={"PATH": str(bin_dir), "HOME": os.environ.get("HOME", "/"), **env},
        capture_output=True, text=True, timeout=30, check=False,
    )


def test_builds_with_docker_and_the_project_version(bin_dir: Path) -> None:
    log = fake_engine(bin_dir, "docker", info_works=True)
    result = run_script(bin_dir)
    assert result.returncode == 0, result.stderr
    assert log.read_text() == f"{ROOT} build --file Dockerfile --tag tute-rules:{VERSION} .\n"


def test_falls_back_to_podman_when_docker_has_no_engine(bin_dir: Path) -> None:
    docker_log = fake_engine(bin_dir, "docker", info_works=False)
    podman_log = fake_engine(bin_dir, "podman", info_works=True)
    result = run_script(
        bin_dir, "registry.example/tute:1", BUILD_ARGS="--isolation chroot --storage-driver vfs"
    )
    assert result.returncode == 0, result.stderr
    assert not docker_log.exists()
    assert podman_log.read_text() == (
        f"{ROOT} build --isolation chroot --storage-driver vfs --file Dockerfile "
        "--tag registry.example/tute:1 .\n"
    )


def test_fails_clearly_without_an_engine(bin_dir: Path) -> None:
    fake_engine(bin_dir, "docker", info_works=False)
    result = run_script(bin_dir)
    assert result.returncode == 1
    assert "no container engine found" in result.stderr
