"""The service as a package, built the way an integrator builds it: from a fresh clone.

The repository's HEAD (what is committed, nothing else: no compiled catalogs, no build output)
is cloned into a temporary directory, and ``python -m build`` makes its sdist and, from that
sdist, its wheel (setup.py compiles the message catalogs into the build and packages the
default gunicorn config). Each is installed into a fresh virtual environment outside the clone;
its ``tute-rules serve`` is started from an empty directory, and the installed service answers
in en, es, it and pt exactly as this source tree's app does.
"""

from __future__ import annotations

import email
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import urllib.error
import urllib.request
import venv
import zipfile
from pathlib import Path

import pytest
from tute.api import create_app

from tests.support.gunicorn_server import ROOT, gunicorn_server

pytestmark = [pytest.mark.live, pytest.mark.slow]

BUILD_TIMEOUT_S = 600  # build isolation: pip installs setuptools and Babel first
LANGUAGES = ("en", "es", "it", "pt")
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]
# the environment of every command run here: nothing of this tree's own environment
_DROPPED = ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "TUTE_", "PROMETHEUS_")


def _clean_env() -> dict[str, str]:
    return {key: value for key, value in os.environ.items() if not key.startswith(_DROPPED)}


def _run(argv: list[str], cwd: Path) -> str:
    ran = subprocess.run(argv, cwd=cwd, env=_clean_env(), capture_output=True, text=True,
                         timeout=BUILD_TIMEOUT_S)
    assert ran.returncode == 0, f"{argv}:\n{ran.stdout[-3000:]}\n{ran.stderr[-3000:]}"
    return ran.stdout


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The wheel and the sdist of a fresh clone of HEAD."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.fail("the package test clones the repository: it needs git and a git checkout")
    work = tmp_path_factory.mktemp("service-package")
    clone = work / "clone"
    _run(["git", "clone", "--quiet", str(ROOT), str(clone)], cwd=work)
    assert not list(clone.rglob("*.mo")), "a fresh clone has no compiled catalogs"
    out = work / "dist"
    _run([sys.executable, "-m", "build", "--outdir", str(out), str(clone)], cwd=work)
    wheels, sdists = sorted(out.glob("*.whl")), sorted(out.glob("*.tar.gz"))
    assert [w.name for w in wheels] == [f"tute_rules-{VERSION}-py3-none-any.whl"]
    assert [s.name for s in sdists] == [f"tute_rules-{VERSION}.tar.gz"]
    return wheels[0], sdists[0]


def test_the_wheel_carries_compiled_catalogs_the_gunicorn_config_and_the_license(
        dist: tuple[Path, Path]) -> None:
    wheel, _ = dist
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        metadata = email.message_from_bytes(
            archive.read(f"tute_rules-{VERSION}.dist-info/METADATA"))
    for language in LANGUAGES[1:]:
        assert f"tute/locales/{language}/LC_MESSAGES/tute.mo" in names, language
    assert not [name for name in names if name.endswith((".po", ".pot"))]
    assert "tute/api/gunicorn.conf.py" in names
    assert f"tute_rules-{VERSION}.dist-info/licenses/LICENSE" in names
    assert metadata["License-Expression"] == "MIT"
    assert metadata["License-File"] == "LICENSE"
    assert metadata["Author"] == "Tute rules service maintainers"
    classifiers = metadata.get_all("Classifier", [])
    assert {"Framework :: Flask", "Typing :: Typed", "Programming Language :: Python :: 3.11",
            "Topic :: Games/Entertainment"} <= set(classifiers)
    # no project URLs while the project has no public address (none that would not resolve)
    assert metadata.get_all("Project-URL") is None


def test_the_sdist_carries_the_catalog_sources_and_no_build_output(
        dist: tuple[Path, Path]) -> None:
    _, sdist = dist
    top = f"tute_rules-{VERSION}"
    with tarfile.open(sdist) as archive:
        names = set(archive.getnames())
    for name in ("setup.py", "pyproject.toml", "MANIFEST.in", "LICENSE", "README.md",
                 "CHANGELOG.md", "deploy/gunicorn.conf.py", "service/tute/locales/tute.pot",
                 *(f"service/tute/locales/{language}/LC_MESSAGES/tute.po"
                   for language in LANGUAGES[1:])):
        assert f"{top}/{name}" in names, name
    assert not [name for name in names if name.endswith(".mo")]


REQUESTS = ("/v1/rulesets/tute-lunar", "/v1/rulesets/tute-dos")


def _expected() -> dict[tuple[str, str], tuple[int, str | None, bytes]]:
    """What this source tree's app answers to each request in each language."""
    client = create_app({"TUTE_CORS_ORIGINS": ""}).test_client()
    answers = {}
    for path in REQUESTS:
        for language in LANGUAGES:
            response = client.get(path, headers={"Accept-Language": language})
            answers[path, language] = (response.status_code,
                                       response.headers.get("Content-Language"), response.data)
    return answers


@pytest.mark.parametrize("kind", ["wheel", "sdist"])
def test_installed_into_a_fresh_venv_it_serves_in_four_languages(
        kind: str, dist: tuple[Path, Path], tmp_path: Path) -> None:
    package = dist[0] if kind == "wheel" else dist[1]
    env_dir = tmp_path / f"venv-{kind}"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    _run([str(python), "-m", "pip", "install", "--quiet", str(package)], cwd=tmp_path)
    elsewhere = tmp_path / "elsewhere"  # no deploy/ here: the packaged config must serve
    elsewhere.mkdir()
    where = _run([str(python), "-c", "import tute; print(tute.__file__)"], cwd=elsewhere)
    assert Path(where.strip()).is_relative_to(env_dir), where
    contract = _run([str(python), "-m", "tute.api", "openapi"], cwd=elsewhere)
    assert f"version: {VERSION}" in contract

    expected = _expected()
    with gunicorn_server(tmp_path, workers=1, env={"PYTHONPATH": ""}, cwd=elsewhere,
                         args=["serve"],
                         program=env_dir / "bin" / "tute-rules") as server:
        for (path, language), (status, content_language, body) in expected.items():
            request = urllib.request.Request(server.url + path,
                                             headers={"Accept-Language": language})
            try:
                with urllib.request.urlopen(request, timeout=10) as response:
                    got = (response.status, response.headers.get("Content-Language"),
                           response.read())
            except urllib.error.HTTPError as error:
                got = (error.code, error.headers.get("Content-Language"), error.read())
            assert got == (status, content_language, body), (path, language)
        with urllib.request.urlopen(server.url + "/openapi.json", timeout=10) as response:
            served = json.load(response)
    assert served["info"]["version"] == VERSION
    # the answers differ by language: the catalogs were really read
    bodies = {expected["/v1/rulesets/tute-lunar", language][2] for language in LANGUAGES}
    assert len(bodies) == len(LANGUAGES)


def test_serve_runs_the_named_config_else_the_source_tree_s(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from tute.api.__main__ import gunicorn_config

    monkeypatch.delenv("TUTE_GUNICORN_CONFIG", raising=False)
    # an editable install or a source tree has no packaged copy: the repository's config serves
    assert gunicorn_config() == ROOT / "deploy" / "gunicorn.conf.py"
    named = tmp_path / "mine.conf.py"
    named.write_text("workers = 1\n", encoding="utf-8")
    monkeypatch.setenv("TUTE_GUNICORN_CONFIG", str(named))
    assert gunicorn_config() == named
    monkeypatch.setenv("TUTE_GUNICORN_CONFIG", str(tmp_path / "missing.conf.py"))
    assert gunicorn_config() is None
