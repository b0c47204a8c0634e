"""The engine's example runs as written (docs/engine.md, which the README's "The rules engine"
links)."""

from __future__ import annotations

from tests.support.readme import ENGINE_DOC, README, doc_block


def test_the_engine_example_runs() -> None:
    snippet = doc_block(ENGINE_DOC, "python")
    namespace: dict[str, object] = {}
    exec(compile(snippet, "docs/engine.md", "exec"), namespace)
    assert [c.code for c in namespace["judgement"].legal] == ["1C"]  # type: ignore[attr-defined]
    assert namespace["state"].is_terminal()  # type: ignore[attr-defined]


def test_the_readme_links_the_engine_page() -> None:
    text = README.read_text(encoding="utf-8")
    section = text[text.index("\n## The rules engine\n"):]
    assert "(docs/engine.md)" in section[:section.index("\n## ", 1)]
