"""The rules reference (docs/rulesets/) is what scripts/rules_reference.py makes from the registry
now, it covers every ruleset and switch, and no document names a file outside the repository."""

from __future__ import annotations

import difflib
import re
import subprocess
import sys
from pathlib import Path

from tute.rulesets import SWITCHES, find_ruleset, named_rulesets

from tests.contract.live_server import ROOT

REFERENCE = ROOT / "docs" / "rulesets"
SCRIPT = ROOT / "scripts" / "rules_reference.py"
FIX = ("run ./scripts/generate.sh rules_reference (or .venv/bin/python "
       "scripts/rules_reference.py) and commit the result")
#: what the repository's documents must never point to: the team's files beside the repository
OUTSIDE = ("../shared", "shared/rules")
#: the team's short names of the rule digests, which readers of the reference cannot open
INTERNAL_NAMES = re.compile(r"\b(?:regional|rulesets)\.md\b")


def _generate(out: Path) -> None:
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True,
                   capture_output=True, cwd=ROOT)


def test_the_committed_reference_matches_a_fresh_generation(tmp_path: Path) -> None:
    _generate(tmp_path)
    fresh = {path.name for path in tmp_path.glob("*.md")}
    committed = {path.name for path in REFERENCE.glob("*.md")}
    stale = [f"missing: docs/rulesets/{name}" for name in sorted(fresh - committed)]
    stale += [f"no longer generated: docs/rulesets/{name}" for name in sorted(committed - fresh)]
    for name in sorted(fresh & committed):
        new = (tmp_path / name).read_text(encoding="utf-8")
        old = (REFERENCE / name).read_text(encoding="utf-8")
        if new != old:
            diff = difflib.unified_diff(old.splitlines(), new.splitlines(), "committed",
                                        "regenerated", lineterm="", n=1)
            stale.append(f"differs: docs/rulesets/{name}\n" + "\n".join(list(diff)[:30]))
    assert not stale, f"the rules reference is stale: {FIX}\n" + "\n".join(stale)


def test_every_ruleset_has_a_page_listing_every_switch_and_the_index_links_them() -> None:
    index = (REFERENCE / "README.md").read_text(encoding="utf-8")
    for ruleset in named_rulesets():
        page = (REFERENCE / f"{ruleset.id}.md").read_text(encoding="utf-8")
        assert f"({ruleset.id}.md)" in index
        assert page.startswith(f"# {ruleset.name} (`{ruleset.id}`)")
        assert "tute-dos" in page.split("## ", 1)[0]  # the base game is stated at the top
        rows = re.findall(r"^\| `([a-z_0-9]+)` \| (.*)$", page, flags=re.MULTILINE)
        assert [name for name, _ in rows] == list(SWITCHES)
        base = find_ruleset("tute-dos").switch_values()
        values = ruleset.switch_values()
        for name, rest in rows:
            assert ("changed" in rest.split(" | ")[0]) == (values[name] != base[name]), name


def test_sources_are_cited_in_words_with_their_rule_numbers() -> None:
    pages = {path.name: path.read_text(encoding="utf-8") for path in REFERENCE.glob("*.md")}
    for name, text in pages.items():
        assert not INTERNAL_NAMES.search(text), name
    guinote = pages["guinote.md"]
    # "regional.md 1b.18, 1d" and "000, 001" keep their numbers
    assert "regional rules 1b.18, 1d" in guinote and "rulebooks 000, 001" in guinote
    assert "## Sources" in pages["README.md"]


def test_no_document_points_outside_the_repository() -> None:
    documents = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    found = [f"{path.relative_to(ROOT)}: {needle}" for path in documents
             for needle in OUTSIDE if needle in path.read_text(encoding="utf-8")]
    assert not found, found
