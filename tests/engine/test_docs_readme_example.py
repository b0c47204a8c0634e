"""The README's engine example runs as written (section "The rules engine")."""

from __future__ import annotations

from tests.support.readme import readme_block


def test_the_engine_example_runs() -> None:
    snippet = readme_block("python", "The rules engine")
    namespace: dict[str, object] = {}
    exec(compile(snippet, "README.md (The rules engine)", "exec"), namespace)
    assert [c.code for c in namespace["judgement"].legal] == ["1C"]  # type: ignore[attr-defined]
    assert namespace["state"].is_terminal()  # type: ignore[attr-defined]
