"""The README is a way in, and every relative link of the documentation lands.

The README stays short (the reference lives in docs/, which it links): at most 25 KB. Every
relative link (and image) of README.md, CHANGELOG.md, the pages of docs/ and the other READMEs
names a file or folder of the repository, and a link to a heading of a Markdown page
(``page.md#anchor``, or ``#anchor`` in the same page) names a heading that page has, with
GitHub's anchors. Links inside code blocks and code spans are not links.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from pathlib import Path

import pytest

from tests.contract.live_server import ROOT

README = ROOT / "README.md"
README_MAX_BYTES = 25 * 1024

PAGES = sorted({README, ROOT / "CHANGELOG.md", *(ROOT / "docs").rglob("*.md"),
                ROOT / "clients" / "python" / "README.md",
                ROOT / "clients" / "typescript" / "README.md",
                ROOT / "bench" / "README.md", ROOT / "tests" / "golden" / "README.md"})

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", flags=re.S | re.M)
CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)", flags=re.S)
#: an inline link or image: [text](target) or [text](target "title")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$", flags=re.M)


def prose(text: str) -> str:
    """The text without its fenced blocks and code spans (which hold no links)."""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading's text: the rendered text in lower case, punctuation
    dropped (letters, digits, ``_`` and ``-`` kept), each space a hyphen."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link's text
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").strip().lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LNM")
    return kept.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every anchor of a page's headings; a repeated heading gets -1, -2, ... as on GitHub."""
    seen: Counter[str] = Counter()
    found = set()
    for heading in HEADING.findall(FENCE.sub("", page.read_text(encoding="utf-8"))):
        base = anchor(heading)
        found.add(base if seen[base] == 0 else f"{base}-{seen[base]}")
        seen[base] += 1
    return found


def relative_links(page: Path) -> list[str]:
    return [target for target in LINK.findall(prose(page.read_text(encoding="utf-8")))
            if not re.match(r"^[a-z][a-z0-9+.-]*:", target, flags=re.I)]


def broken(page: Path, target: str) -> str | None:
    """Why ``target`` (a link of ``page``) does not land, or None."""
    path, _, fragment = target.partition("#")
    if path.startswith("/"):
        return "an absolute path: link relative to the page"
    where = (page.parent / path).resolve() if path else page
    if not where.exists():
        return "no such file"
    if ROOT.resolve() not in where.parents and where != ROOT.resolve():
        return "outside the repository"
    if fragment and where.suffix == ".md" and fragment not in anchors(where):
        return f"{where.relative_to(ROOT.resolve())} has no heading #{fragment}"
    return None


def test_the_readme_is_at_most_25_kb() -> None:
    size = len(README.read_bytes())
    assert size <= README_MAX_BYTES, (
        f"README.md is {size} bytes, over {README_MAX_BYTES}: move reference text into docs/")


def test_the_anchors_are_githubs() -> None:
    assert anchor("First answer in five minutes") == "first-answer-in-five-minutes"
    assert anchor("### `listLegalPlays`".lstrip("# ")) == "listlegalplays"
    assert anchor("Tute cabrón (pierde en medio)") == "tute-cabrón-pierde-en-medio"
    assert anchor("[Sources](x.md): the rulebooks") == "sources-the-rulebooks"


def test_the_link_finder_skips_code() -> None:
    text = "see [a](a.md) and `[b](b.md)`\n\n```md\n[c](c.md)\n```\n![d](d.png \"D\")\n"
    assert LINK.findall(prose(text)) == ["a.md", "d.png"]


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_every_relative_link_lands(page: Path) -> None:
    assert page.is_file(), page
    problems = [f"{target}: {why}" for target in relative_links(page)
                if (why := broken(page, target)) is not None]
    assert not problems, f"{page.relative_to(ROOT)}: " + "; ".join(problems)


def test_the_readme_links_every_page_of_docs() -> None:
    """A page of docs/ that nothing leads to is not part of the way in (the rules reference's
    pages are reached from its index)."""
    linked = {(README.parent / target.partition("#")[0]).resolve()
              for target in relative_links(README)}
    pages = {page.resolve() for page in (ROOT / "docs").glob("*.md")}
    assert sorted(p.name for p in pages - linked) == []
    assert (ROOT / "docs" / "rulesets").resolve() in linked
