"""Golden vectors for legal plays and trick resolution, read from tests/golden/play/*.txt.

Every expected answer in those files was worked out by hand from rulesets.md and the source
documents, not copied from the engine. The format (one case a line, ``#`` starts a comment;
tests/golden/README.md):

    ruleset tute-dos
    play trump=B seat=1 hand=12C,11C,4O trick=0:1C => legal=12C,11C excluded=4O:MUST_FOLLOW_SUIT
    trick trump=B cards=1:1C,0:11C => winner=1 card=1C points=14

A ``play`` case gives a position in the notation of docs/notation.md (:func:`tute.parse_position`:
``trump``, ``seat``, ``hand``, ``trick``, ``stock``, ``turn_up``, in any order), plus one field
that is test-file syntax: ``with=`` overrides, ``switch:value`` comma-separated, values as in JSON.
Expected (test-file syntax): legal (a card list, ``-`` for none), excluded (``card:CODE+CODE``
in the engine's priority order, comma-separated, ``-`` for none), optionally phase (stock /
strict). A ``trick`` case gives trump (a suit letter, ``-`` for none), cards (a trick in the
notation) and optionally with; expected: winner, card, points. Each case is its own test, named
by file and line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from tute import (
    PlayPosition,
    Suit,
    find_ruleset,
    format_card_list,
    format_position,
    is_legal,
    judge_plays,
    parse_card_list,
    parse_position,
    parse_trick,
    resolve_trick,
    ruleset_ids,
)
from tute.rulesets import SwitchValue

from tests.support.words import word

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "golden" / "play"
RULESETS = ("tute-dos", "tute-parejas", "tute-tres", "tute-subastado", "brisca", "guinote",
            "tute-habanero", "tute-cabron", "tute-subastado-tres", "tute-arrastrado-tres")


@dataclass(frozen=True)
class Case:
    file: str
    line: int
    ruleset: str
    kind: str  # "play" or "trick"
    given: dict[str, str]
    expected: dict[str, str]
    position: str  # play: the given fields but ``with``, a position in the notation

    @property
    def name(self) -> str:
        return f"{self.file}:{self.line}"


def _fields(text: str, where: str) -> dict[str, str]:
    fields: dict[str, str] = {}
    for token in text.split():
        key, sep, value = token.partition("=")
        if not sep or not key or key in fields:
            raise ValueError(f"{where}: bad or repeated field {token!r}")
        fields[key] = value
    return fields


def _read(path: Path) -> list[Case]:
    cases: list[Case] = []
    ruleset: str | None = None
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        where = f"{path.name}:{number}"
        if not line:
            continue
        kind, _, rest = line.partition(" ")
        if kind == "ruleset":
            ruleset = rest.strip()
            continue
        if kind not in ("play", "trick") or ruleset is None or "=>" not in rest:
            raise ValueError(f"{where}: expected 'ruleset ID' first, then 'play|trick ... => ...'")
        given, expected = rest.split("=>")
        position = " ".join(t for t in given.split() if not t.startswith("with="))
        cases.append(Case(path.name, number, ruleset, kind,
                          _fields(given, where), _fields(expected, where), position))
    return cases


def _all_cases() -> list[Case]:
    return [case for path in sorted(GOLDEN_DIR.glob("*.txt")) for case in _read(path)]


CASES = _all_cases()


def _value(text: str) -> SwitchValue:
    if text in ("true", "false"):
        return text == "true"
    if text == "null":
        return None
    return int(text) if text.lstrip("-").isdigit() else text


def _overrides(case: Case) -> dict[str, SwitchValue]:
    if "with" not in case.given:
        return {}
    pairs = (item.split(":", 1) for item in case.given["with"].split(","))
    return {name: _value(value) for name, value in pairs}


def _trump(text: str) -> Suit | None:
    return None if text == "-" else Suit.parse(text)


def _exclusions(text: str) -> dict[str, tuple[str, ...]]:
    found: dict[str, tuple[str, ...]] = {}
    for item in [] if text == "-" else text.split(","):
        code, _, duties = item.partition(":")
        found[code] = tuple(duties.split("+"))
    return found


def _position(case: Case) -> PlayPosition:
    return parse_position(case.position)


@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "play"], ids=lambda c: c.name)
def test_legal_plays(case: Case) -> None:
    ruleset = find_ruleset(case.ruleset, _overrides(case))
    position = _position(case)
    judgement = judge_plays(ruleset, position)
    got_excluded = {e.card.code: tuple(v.code for v in e.violations) for e in judgement.excluded}
    assert judgement.legal == parse_card_list(case.expected["legal"])
    assert format_card_list(judgement.legal) == case.expected["legal"]
    assert got_excluded == _exclusions(case.expected["excluded"])
    if "phase" in case.expected:
        assert judgement.phase == case.expected["phase"]
    # The single code path: is_legal agrees card by card.
    for played in position.hand:
        assert is_legal(ruleset, position, played) == (played.code not in got_excluded)


@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "trick"], ids=lambda c: c.name)
def test_trick_resolution(case: Case) -> None:
    ruleset = find_ruleset(case.ruleset, _overrides(case))
    result = resolve_trick(ruleset, _trump(case.given["trump"]), parse_trick(case.given["cards"]))
    assert result.winner_seat == int(case.expected["winner"])
    assert result.winning_card.code == case.expected["card"]
    assert result.points == int(case.expected["points"])


@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "play"], ids=lambda c: c.name)
def test_the_position_is_in_the_notation(case: Case) -> None:
    """The given position is the notation's: it formats and parses back to itself."""
    position = _position(case)
    assert parse_position(format_position(position)) == position
    assert set(format_position(position).split()) == set(case.position.split()) - {"stock=0"}


def test_every_named_ruleset_has_a_golden_file_and_enough_cases() -> None:
    assert set(RULESETS) == set(ruleset_ids())
    assert len(CASES) >= 200
    for ruleset_id in RULESETS:
        mine = [c for c in CASES if c.ruleset == ruleset_id]
        assert len(mine) >= 20, ruleset_id
        assert {c.kind for c in mine} == {"play", "trick"}, ruleset_id


def test_every_duty_switch_value_appears_in_some_vector() -> None:
    """The overrides of the duty switches are exercised by the vectors, not only the defaults."""
    seen: set[tuple[str, SwitchValue]] = set()
    for case in CASES:
        ruleset = find_ruleset(case.ruleset, _overrides(case))
        seen.update((name, word(getattr(ruleset, name))) for name in (
            "stock_phase_duty", "strict_phase_duty", "head_led_suit", "must_undertrump",
            "partner_exemption", "must_trump_when_void"))
    expected = {
        ("stock_phase_duty", v)
        for v in ("free", "follow_trump_lead", "follow_and_head_trump_lead", "full")
    } | {("strict_phase_duty", "full"), ("strict_phase_duty", "free"),
         ("head_led_suit", "when_can_win"), ("head_led_suit", "always"),
         ("must_undertrump", False), ("must_undertrump", True),
         ("partner_exemption", "none"), ("partner_exemption", "head_and_trump"),
         ("must_trump_when_void", "always"), ("must_trump_when_void", "if_can_win")}
    assert expected <= seen
