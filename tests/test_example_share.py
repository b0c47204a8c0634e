"""The two builds' sessions share the heaviest engine properties' inputs out between them
(tests/support/examples.py): together they draw every input once, apart they draw different
ones."""

from __future__ import annotations

import pytest

from tests.support.examples import SHARE_VARIABLE, scaled, seeds, session_share, share


def test_unset_the_session_draws_everything(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SHARE_VARIABLE, raising=False)
    assert session_share() == (0, 1)
    assert seeds(500) == range(scaled(500))
    assert share(1200) == scaled(1200)


def test_the_shares_partition_the_seeds(monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[int] = []
    for k in range(3):
        monkeypatch.setenv(SHARE_VARIABLE, f"{k}/3")
        drawn.extend(seeds(150))
    assert sorted(drawn) == list(range(scaled(150)))
    monkeypatch.setenv(SHARE_VARIABLE, "1/2")
    assert share(1200) * 2 >= scaled(1200) and share(1, floor=1) == 1


@pytest.mark.parametrize("text", ["2/2", "1", "a/2", "-1/2", "1/0", "0/2/3"])
def test_a_malformed_share_names_the_variable(text: str) -> None:
    with pytest.raises(ValueError, match=SHARE_VARIABLE):
        session_share(text)
