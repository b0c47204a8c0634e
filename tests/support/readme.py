"""The code blocks of the README and the docs pages, as the tests that run or compare them read
them."""

from __future__ import annotations

from pathlib import Path

from tests.contract.live_server import ROOT

README = ROOT / "README.md"
#: where the engine's example lives (the README links it)
ENGINE_DOC = ROOT / "docs" / "engine.md"
#: the README's section with the curl, Python and TypeScript quickstarts
FIRST_ANSWER = "First answer in five minutes"


def doc_block(page: Path, language: str, section: str | None = None) -> str:
    """The first ``language`` code block of a page, or of its ``## section``."""
    text = page.read_text(encoding="utf-8")
    body = text
    if section is not None:
        start = text.index(f"\n## {section}\n")
        end = text.find("\n## ", start + 1)
        body = text[start : end if end != -1 else len(text)]
    fence = f"\n```{language}\n"
    where = f"{page.relative_to(ROOT)}" + (f", section {section!r}" if section else "")
    assert fence in body, f"no {language} block in {where}"
    begin = body.index(fence) + len(fence)
    return body[begin : body.index("\n```\n", begin) + 1]


def readme_block(language: str, section: str = FIRST_ANSWER) -> str:
    """The first ``language`` code block of the README's ``## section``."""
    return doc_block(README, language, section)
