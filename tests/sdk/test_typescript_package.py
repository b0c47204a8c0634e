"""The TypeScript SDK as a package, as an app installs it.

From a copy of the package's sources (no node_modules, no dist: a fresh checkout):
``npm install <folder>`` in a scratch app builds the package on install (its ``prepare``
script); ``npm pack`` makes a tarball with that ``dist/`` and the README; a second scratch app
installs that tarball. In each app the README's quickstart type-checks under ``tsc --strict``
and runs against a live server. npm runs with ``--prefer-offline``: its cache serves what it
holds.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from tests.contract.live_server import ROOT, LiveServer

from .conftest import QUICKSTART_OUTPUT

PACKAGE = ROOT / "clients" / "typescript"
SOURCES = ("package.json", "package-lock.json", "tsconfig.json", "README.md", "LICENSE", "src",
           "scripts", "examples")
NPM_FLAGS = ("--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error")

pytestmark = pytest.mark.live


def npm(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    found = shutil.which("npm")
    assert found, "npm (Node 20) is needed for the TypeScript SDK tests"
    run = subprocess.run([found, *args], cwd=cwd, capture_output=True, text=True, timeout=300,
                         env={**os.environ, "NO_COLOR": "1"})
    assert run.returncode == 0, f"npm {' '.join(args)}:\n{run.stdout[-3000:]}{run.stderr[-3000:]}"
    return run


def scratch_app(directory: Path) -> Path:
    directory.mkdir()
    (directory / "package.json").write_text(json.dumps(
        {"name": "scratch-app", "private": True, "type": "module"}), encoding="utf-8")
    return directory


def check_quickstart(app: Path, toolchain: Path, server: LiveServer) -> None:
    """The README's quickstart, type-checked as the app's code and run, importing the
    installed package by its name."""
    shutil.copy(PACKAGE / "examples" / "quickstart.ts", app / "quickstart.ts")
    (app / "tsconfig.json").write_text(json.dumps({"compilerOptions": {
        "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext",
        "strict": True, "noEmit": True, "skipLibCheck": False,
        "typeRoots": [str(toolchain / "node_modules" / "@types")], "types": ["node"],
    }, "files": ["quickstart.ts"]}), encoding="utf-8")
    node = shutil.which("node")
    assert node
    tsc = toolchain / "node_modules" / "typescript" / "bin" / "tsc"
    check = subprocess.run([node, str(tsc), "-p", "tsconfig.json"], cwd=app,
                           capture_output=True, text=True, timeout=180)
    assert check.returncode == 0, check.stdout + check.stderr
    loader = toolchain / "node_modules" / "tsx" / "dist" / "loader.mjs"
    run = subprocess.run([node, "--import", loader.as_uri(), "quickstart.ts"], cwd=app,
                         capture_output=True, text=True, timeout=60,
                         env={**os.environ, "TUTE_URL": server.url})
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.splitlines() == QUICKSTART_OUTPUT


@pytest.mark.timeout(600)
def test_npm_install_of_the_folder_and_of_the_packed_tarball(tmp_path: Path,
                                                              server: LiveServer) -> None:
    sdk = tmp_path / "tute-rules-client"
    sdk.mkdir()
    for name in SOURCES:
        source = PACKAGE / name
        if source.is_dir():
            shutil.copytree(source, sdk / name)
        else:
            shutil.copy(source, sdk / name)

    # 1. npm install <folder>: the folder is linked and built by its prepare script
    linked = scratch_app(tmp_path / "app-folder")
    npm("install", *NPM_FLAGS, str(sdk), cwd=linked)
    installed = linked / "node_modules" / "tute-rules-client"
    assert (installed / "dist" / "index.js").is_file()
    assert (installed / "dist" / "index.d.ts").is_file()
    check_quickstart(linked, sdk, server)

    # 2. npm pack: a tarball with the built package and its README, without tests or tools.
    # --ignore-scripts: the folder's dist/ is the one its prepare script has just built for the
    # install above (npm pack would run the same script again: the compiler's longest run here)
    packed = npm("pack", "--json", "--ignore-scripts", "--pack-destination", str(tmp_path),
                 *NPM_FLAGS, cwd=sdk)
    report = json.loads(packed.stdout[packed.stdout.index("["):])[0]
    tarball = tmp_path / report["filename"]
    with tarfile.open(tarball) as archive:
        files = {name.removeprefix("package/") for name in archive.getnames()}
        manifest_file = archive.extractfile("package/package.json")
        assert manifest_file is not None
        manifest = json.load(manifest_file)
    assert {"package.json", "README.md", "LICENSE", "dist/index.js", "dist/index.d.ts",
            "dist/resilience.js", "dist/problems.js", "dist/schema.d.ts"} <= files
    assert not [f for f in files if f.startswith(("test/", "node_modules/", "scripts/"))]
    assert manifest["exports"]["."] == {"types": "./dist/index.d.ts",
                                        "default": "./dist/index.js"}
    assert manifest["types"] == "dist/index.d.ts" and manifest["type"] == "module"
    assert manifest["license"] == "MIT" and "homepage" not in manifest  # none that resolves

    # 3. npm install <tarball>: nothing to build, openapi-fetch comes from the registry
    from_tarball = scratch_app(tmp_path / "app-tarball")
    npm("install", *NPM_FLAGS, str(tarball), cwd=from_tarball)
    installed = from_tarball / "node_modules" / "tute-rules-client"
    assert not installed.is_symlink() and (installed / "dist" / "index.js").is_file()
    assert (from_tarball / "node_modules" / "openapi-fetch").is_dir()
    check_quickstart(from_tarball, sdk, server)


def readme_install_block() -> str:
    """The first ```sh block of the package README's "Install" section."""
    text = (PACKAGE / "README.md").read_text(encoding="utf-8")
    start = text.index("\n## Install\n")
    section = text[start:text.index("\n## ", start + 1)]
    begin = section.index("```sh\n") + len("```sh\n")
    return section[begin:section.index("```\n", begin)]


@pytest.mark.timeout(600)
def test_the_readme_s_fresh_project_steps_run_verbatim(tmp_path: Path,
                                                       server: LiveServer) -> None:
    """The README's install block in an empty directory, with only the checkout's path put in
    (a copy of the package's sources: no node_modules, no dist), ends with the quickstart's
    output."""
    sdk = tmp_path / "checkout" / "clients" / "typescript"
    sdk.mkdir(parents=True)
    for name in SOURCES:
        source = PACKAGE / name
        if source.is_dir():
            shutil.copytree(source, sdk / name)
        else:
            shutil.copy(source, sdk / name)
    block = readme_install_block()
    assert block.startswith("mkdir my-app && cd my-app\n") and "path/to/clients/typescript" in block
    script = "set -euo pipefail\n" + block.replace("path/to/clients/typescript", str(sdk))
    run = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True,
                         timeout=540, env={**os.environ, "TUTE_URL": server.url, "NO_COLOR": "1",
                                           # npm's cache first; the commands stay the README's
                                           "npm_config_prefer_offline": "true",
                                           "npm_config_audit": "false",
                                           "npm_config_fund": "false"})
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert run.stdout.splitlines()[-len(QUICKSTART_OUTPUT):] == QUICKSTART_OUTPUT, run.stdout
    app = tmp_path / "my-app"
    installed = app / "node_modules" / "tute-rules-client"
    assert installed.is_dir() and not installed.is_symlink()
    assert json.loads((app / "package.json").read_text(encoding="utf-8"))["type"] == "module"
