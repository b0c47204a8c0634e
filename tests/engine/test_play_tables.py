"""The per-ruleset tables of judge_plays (issue 15): a judgement is the ruleset's own, and a
judgement owns its hand.

``test_rules_bitsets.py`` holds the values themselves to a plain per-card reading.
"""

from __future__ import annotations

import pytest
import tute
from tute import PlayJudgement, PlayPosition, find_ruleset, judge_plays, parse_position

RULESET = find_ruleset("tute-parejas")
# rulesets.md, "Play duties" (full duty: follow and head): seat 2 holds copas and must head the
# 11C: 1C, 3C and 12C are legal, the rest excluded
POSITION = parse_position(
    "trump=O seat=2 hand=1C,3C,12C,4C,5E,6E,7B,1B,3O,2O trick=0:11C,1:10C")


def made_at_once(judgement: PlayJudgement) -> PlayJudgement:
    """The same values through the constructor."""
    return PlayJudgement(judgement.legal, judgement.excluded, judgement.phase, judgement.duty)


def test_the_example_excludes_cards() -> None:
    judgement = judge_plays(RULESET, POSITION)
    assert [c.code for c in judgement.legal] == ["1C", "3C", "12C"]
    assert [e.card.code for e in judgement.excluded] == ["4C", "5E", "6E", "7B", "1B", "3O", "2O"]


def test_a_hand_changed_after_the_judgement_does_not_change_it() -> None:
    hand = list(POSITION.hand)
    if tute.COMPILED:  # a list where a tuple is declared is unsupported; compiled, it is refused
        with pytest.raises(TypeError):
            PlayPosition(POSITION.trump, POSITION.seat, hand, POSITION.trick)  # type: ignore[arg-type]
        return
    position = PlayPosition(POSITION.trump, POSITION.seat, hand, POSITION.trick)  # type: ignore[arg-type]
    judgement = judge_plays(RULESET, position)
    hand.reverse()
    hand.pop()
    assert judgement == made_at_once(judge_plays(RULESET, POSITION))

