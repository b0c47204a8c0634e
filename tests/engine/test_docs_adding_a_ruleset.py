"""docs/adding-a-ruleset.md is true: its toy ruleset builds, plays and takes overrides.

The ```python block of the doc that defines ``tute-toy`` is the entry a developer adds to
``_NAMED`` in service/tute/rulesets.py; it is evaluated here in that module's namespace (where
the entry would live), without registering it. The ruleset it builds must have the switch
values of the doc's table (every other switch at its default, as the doc says), play random
legal hands to the end (legal, complete, 130 points with the diez de últimas: 001 "La coppia
che ha vinto l'ultimo tratto riceve 10 punti extra", 003 "os 130 da mão"), and accept and
refuse overrides like a registered ruleset. Every file the doc names must exist (the toy's own
new files: their folder).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import tute.rulesets
from tute import (
    SWITCHES,
    ActionKind,
    Duty,
    EndedBy,
    OverrideError,
    Ruleset,
    ScoreReason,
    adjudicate,
    deal_from_seed,
    named_rulesets,
    random_record,
)

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "adding-a-ruleset.md"
TEXT = DOC.read_text(encoding="utf-8")
TOY_ID = "tute-toy"


def python_blocks(text: str) -> list[str]:
    return re.findall(r"^```python\n(.*?)^```$", text, flags=re.MULTILINE | re.DOTALL)


def toy_block() -> str:
    found = [b for b in python_blocks(TEXT) if f'id="{TOY_ID}"' in b]
    assert len(found) == 1, f"the doc has {len(found)} python blocks defining {TOY_ID}"
    return found[0]


def build_toy() -> Ruleset:
    """The doc's entry, evaluated where it would be pasted: an element of ``_NAMED``."""
    namespace = dict(vars(tute.rulesets))
    entries = eval(compile(toy_block(), str(DOC), "eval"), namespace)
    assert isinstance(entries, tuple) and len(entries) == 1, "one entry, with its comma"
    (toy,) = entries
    assert isinstance(toy, Ruleset)
    return toy


TOY = build_toy()


def stated_values() -> dict[str, object]:
    """The doc's table of the toy's switches: ``| `name` | `json value` |`` rows."""
    rows = re.findall(r"^\| `(\w+)` \| `([^`]+)` \|$", TEXT, flags=re.MULTILINE)
    return {name: SWITCHES[name].parse(json.loads(value)) for name, value in rows}


# -- the ruleset the doc builds ----------------------------------------------------------------


def test_the_snippet_is_a_new_named_ruleset() -> None:
    assert TOY.id == TOY_ID
    assert TOY.version == "1.0.0"
    taken = {key for r in named_rulesets() for key in (r.id, *r.aliases)}
    assert TOY_ID not in taken and not set(TOY.aliases) & taken, "ids and aliases are unique"
    assert TOY.player_options == (2,)
    assert TOY.overrides == {}


def test_its_switches_are_the_ones_the_doc_states() -> None:
    stated = stated_values()
    assert set(stated) <= set(SWITCHES), set(stated) - set(SWITCHES)
    assert {"hand_size", "stock_phase_duty", "swap_two", "match_target"} <= set(stated)
    values = TOY.switch_values()
    for name, value in stated.items():
        assert values[name] == value, name
    # "every switch not in the table keeps its default as well"
    changed = {n for n, v in values.items() if n not in stated and v != SWITCHES[n].default}
    assert not changed, changed


def test_the_doc_says_what_the_table_says() -> None:
    stated = stated_values()
    assert stated["players"] == 2 and "two players" in TEXT.lower()
    assert stated["hand_size"] == 6 and "six cards each" in TEXT
    assert stated["match_target"] == 3 and "three games" in TEXT
    # the snippet sets exactly the switches that differ from their defaults
    block = toy_block()
    for name, value in stated.items():
        differs = value != SWITCHES[name].default
        assert (f"{name}=" in block) == differs, name


def test_the_toy_is_a_consistent_game() -> None:
    """The values pass the checks an override would meet (constraints and applicability)."""
    base = tute.rulesets.find_ruleset("tute-dos")
    moved = {n: v for n, v in TOY.switch_values().items() if v != getattr(base, n)}
    assert base.with_overrides(moved).switch_values() == TOY.switch_values()
    deal = deal_from_seed(TOY, 1)
    assert [len(h) for h in deal.hands] == [6, 6]
    assert len(deal.stock) == 28 and deal.turn_up == deal.stock[-1]


@pytest.mark.parametrize("seed", range(40))
def test_it_plays_random_legal_hands_to_the_end(seed: int) -> None:
    deal = deal_from_seed(TOY, seed, dealer=seed % 2)
    record = random_record(TOY, deal, seed)
    result = adjudicate(record)
    assert result.legal, result.error
    assert result.complete and result.actions_applied == len(record.actions)
    assert result.score is not None
    cards = sum(side.card_points for side in result.score.sides)
    bonus = sum(side.last_trick_bonus for side in result.score.sides)
    if result.ended_by is EndedBy.PLAYED_OUT:
        assert len(result.tricks) == 20
        assert cards + bonus == 130
    else:  # a tute ends the hand (tute_effect: win_hand)
        assert result.ended_by is EndedBy.TUTE and result.score.reason is ScoreReason.TUTE
        assert cards <= 120


def test_the_toy_duty_and_swap_show_in_play() -> None:
    """Across random hands the toy's own rules come up: the 2 of trumps is swapped, and a trump
    lead in the stock phase forces a trump."""
    swapped_two = False
    for seed in range(200):
        record = random_record(TOY, deal_from_seed(TOY, seed), seed, declare_probability=1.0)
        swapped_two |= any(a.kind is ActionKind.SWAP and a.card is not None and a.card.rank == 2
                           for a in record.actions)
        if swapped_two:
            break
    assert swapped_two
    assert TOY.duties.in_force(True) is Duty.FOLLOW_TRUMP_LEAD
    assert TOY.swap_rule.allows_rank(2) and TOY.swap_rule.allows_rank(7)


# -- overrides ---------------------------------------------------------------------------------


def codes(overrides: dict[str, object]) -> set[tuple[str, str]]:
    with pytest.raises(OverrideError) as refused:
        TOY.with_overrides(overrides)
    return {(p.code, p.field) for p in refused.value.problems}


def test_overrides_work_on_the_toy() -> None:
    free = TOY.with_overrides({"stock_phase_duty": "free", "swap_two": False})
    assert free.stock_phase_duty is Duty.FREE and free.swap_two is False
    assert free.overrides == {"stock_phase_duty": Duty.FREE, "swap_two": False}
    assert free.hand_size == 6 and free.match_target == 3
    assert TOY.with_overrides({"hand_size": 8}).hand_size == 8
    assert TOY.with_overrides({"hand_size": 6}).switch_values() == TOY.switch_values()


def test_overrides_that_cannot_apply_are_refused() -> None:
    assert codes({"colour": "red"}) == {("UNKNOWN_SWITCH", "/overrides/colour")}
    assert codes({"match_target": 0}) == {("INVALID_SWITCH_VALUE", "/overrides/match_target")}
    assert codes({"players": 4}) == {("SWITCH_NOT_APPLICABLE", "/overrides/players")}
    assert codes({"partner_may_declare": True}) == {
        ("SWITCH_NOT_APPLICABLE", "/overrides/partner_may_declare")}
    assert codes({"hand_size": 20}) == {("SWITCH_NOT_APPLICABLE", "/overrides/hand_size")}
    assert codes({"min_bid": 80}) == {("SWITCH_NOT_APPLICABLE", "/overrides/min_bid")}


# -- the files the doc names -------------------------------------------------------------------

#: a path (with a folder), or a file name with an extension (README.md, or a module of the
#: engine named alone: play.py)
PATH = re.compile(r"^\.?/?[\w.-]+(?:/[\w.{}<>*-]*)+$|^[\w-]+\.(?:md|py|yaml|sh|json|txt)$")
ENGINE = ROOT / "service" / "tute"


def named_paths() -> list[str]:
    spans = re.findall(r"`([^`\n]+)`", TEXT)
    words = [w for span in spans for w in span.split()]
    return sorted({w for w in words if PATH.match(w) and not w.startswith(("/v1", "http"))})


def test_the_files_the_doc_names_exist() -> None:
    paths = named_paths()
    assert {"service/tute/rulesets.py", "service/tute/values.py", "service/tute/rules.py",
            "tests/engine/test_deal.py", "./scripts/generate.sh", "README.md", "docs/errors.md",
            "openapi.yaml",
            "clients/", "play.py"} <= set(paths), paths
    missing = []
    for path in paths:
        if "*" in path:
            found = list(ROOT.glob(path.removeprefix("./")))
        elif TOY_ID in path:  # a file the doc asks you to create: its folder exists
            found = [p for p in [(ROOT / path).parent] if p.is_dir()]
        else:
            found = [p for p in [ROOT / path, ENGINE / path] if p.exists()]
        if not found:
            missing.append(path)
    assert not missing, missing


def test_the_doc_stands_on_its_own() -> None:
    assert "../shared" not in TEXT and "shared/rules" not in TEXT
