"""The README's engine example runs as written (section "The rules engine")."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_engine_example_runs() -> None:
    section = README.read_text(encoding="utf-8").split("## The rules engine", 1)[1]
    [snippet] = re.findall(r"```python\n(.*?)```", section.split("\n## ", 1)[0], flags=re.S)
    namespace: dict[str, object] = {}
    exec(compile(snippet, "README.md (The rules engine)", "exec"), namespace)
    assert [c.code for c in namespace["judgement"].legal] == ["1C"]  # type: ignore[attr-defined]
    assert namespace["state"].is_terminal()  # type: ignore[attr-defined]
