"""The SDKs' own READMEs show the examples as they are, the examples run as the READMEs say,
and every published version number agrees (docs/versioning.md: the SDKs carry the service's
version)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import yaml

from tests.contract.live_server import ROOT, LiveServer
from tests.support.readme import readme_block

from .conftest import QUICKSTART_OUTPUT

PYTHON_SDK = ROOT / "clients" / "python"
TYPESCRIPT_SDK = ROOT / "clients" / "typescript"


def fenced(text: str, language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", text, flags=re.MULTILINE | re.DOTALL)


def test_the_python_readme_shows_both_examples_verbatim() -> None:
    blocks = fenced((PYTHON_SDK / "README.md").read_text(encoding="utf-8"), "python")
    for example in ("quickstart.py", "full_hand.py", "strong_seats.py"):
        text = (PYTHON_SDK / "examples" / example).read_text(encoding="utf-8")
        assert text in blocks, f"clients/python/README.md must show examples/{example} verbatim"


def test_the_typescript_readme_shows_the_quickstart_verbatim() -> None:
    blocks = fenced((TYPESCRIPT_SDK / "README.md").read_text(encoding="utf-8"), "ts")
    assert (TYPESCRIPT_SDK / "examples" / "quickstart.ts").read_text(encoding="utf-8") in blocks


@pytest.mark.parametrize("sdk", [PYTHON_SDK, TYPESCRIPT_SDK], ids=["python", "typescript"])
def test_the_readme_shows_what_the_quickstart_prints(sdk: Path) -> None:
    """The quickstart tests compare the printed lines with QUICKSTART_OUTPUT; the README's
    "It prints:" block below the quickstart must say the same."""
    printed = fenced((sdk / "README.md").read_text(encoding="utf-8"), "text")[0]
    assert printed.splitlines() == QUICKSTART_OUTPUT


def test_the_service_readme_shows_what_both_quickstarts_print() -> None:
    """The README's first answer shows the quickstarts' output once, for both."""
    printed = readme_block("text")
    assert printed.splitlines() == QUICKSTART_OUTPUT


@pytest.mark.live
def test_the_whole_hand_example_prints_what_the_readme_says(server: LiveServer) -> None:
    run = subprocess.run(
        [sys.executable, str(PYTHON_SDK / "examples" / "full_hand.py")], capture_output=True,
        text=True, timeout=120, env={**os.environ, "TUTE_URL": server.url}, cwd=ROOT / "clients",
    )
    assert run.returncode == 0, run.stderr
    readme = (PYTHON_SDK / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## A whole hand"):]
    printed = fenced(section, "text")[0]
    assert run.stdout == printed
    assert "legal: True complete: True" in run.stdout


@pytest.mark.live
def test_the_strong_seats_example_prints_what_the_readme_says(server: LiveServer) -> None:
    """Issue 26, item 7: a whole hand in which seats 1 to 3 are strong players, each action
    asked of the service from the record so far."""
    run = subprocess.run(
        [sys.executable, str(PYTHON_SDK / "examples" / "strong_seats.py")], capture_output=True,
        text=True, timeout=300, env={**os.environ, "TUTE_URL": server.url}, cwd=ROOT / "clients",
    )
    assert run.returncode == 0, run.stderr
    readme = (PYTHON_SDK / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Seats filled by players"):]
    assert run.stdout == fenced(section, "text")[0]


def test_every_published_version_is_the_services() -> None:
    service = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contract = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    python_sdk = tomllib.loads((PYTHON_SDK / "pyproject.toml").read_text(encoding="utf-8"))
    typescript_sdk = json.loads((TYPESCRIPT_SDK / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((TYPESCRIPT_SDK / "package-lock.json").read_text(encoding="utf-8"))
    version = service["project"]["version"]
    assert contract["info"]["version"] == version
    assert python_sdk["project"]["version"] == version
    assert typescript_sdk["version"] == version
    assert lock["version"] == version and lock["packages"][""]["version"] == version
    # what each SDK names itself with in User-Agent
    version_ts = (TYPESCRIPT_SDK / "src" / "version.ts").read_text(encoding="utf-8")
    assert f'export const VERSION = "{version}";' in version_ts


def test_the_changelog_and_the_versioning_policy_are_linked_from_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(CHANGELOG.md)" in readme and "(docs/versioning.md)" in readme
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert "\n## [Unreleased]\n" in changelog
    assert (ROOT / "docs" / "versioning.md").is_file()


def test_the_changelog_dates_the_current_version_below_an_empty_unreleased_section() -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"]
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = re.findall(r"^## (.+)$", changelog, flags=re.M)
    assert releases[0] == "[Unreleased]"
    # the releases, newest first, each with its date; the service's version is the newest
    assert releases[1].startswith(f"[{version}] - ")
    assert all(re.fullmatch(r"\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}", r) for r in releases[1:])
