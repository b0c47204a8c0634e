"""The README's code blocks, as the tests that run or compare them read them."""

from __future__ import annotations

from tests.contract.live_server import ROOT

README = ROOT / "README.md"


def readme_block(language: str, section: str = "Use it from your app") -> str:
    """The first ``language`` code block of the README's ``## section``."""
    text = README.read_text(encoding="utf-8")
    start = text.index(f"\n## {section}\n")
    end = text.find("\n## ", start + 1)
    body = text[start : end if end != -1 else len(text)]
    fence = f"\n```{language}\n"
    assert fence in body, f"no {language} block in the README's section {section!r}"
    begin = body.index(fence) + len(fence)
    return body[begin : body.index("\n```\n", begin) + 1]
