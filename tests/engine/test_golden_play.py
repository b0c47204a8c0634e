"""Golden vectors for legal plays and trick resolution, read from tests/golden/play/*.txt.

Every expected answer in those files was worked out by hand from rulesets.md and the source
documents, not copied from the engine. The format (one case a line, ``#`` starts a comment):

    ruleset tute-dos
    play trump=B seat=1 hand=12C,11C,4O trick=0:1C => legal=12C,11C excluded=4O:MUST_FOLLOW_SUIT
    trick trump=B cards=1:1C,0:11C => winner=1 card=1C points=14

``play`` keys: trump (a suit letter or ``none``), seat, stock (default 0), turn_up, hand,
trick (``seat:card`` in playing order), with (overrides ``switch:value``, values as in JSON).
Expected: legal (``-`` for none), excluded (``card:CODE+CODE`` in the engine's priority order,
``-`` for none), optionally phase (stock / strict). ``trick`` keys: trump, cards, with; expected:
winner, card, points. Each case is its own test, named by file and line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from tute import (
    PlayPosition,
    Suit,
    TrickCard,
    find_ruleset,
    is_legal,
    judge_plays,
    parse_card,
    resolve_trick,
)
from tute.rulesets import SwitchValue

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "golden" / "play"
RULESETS = ("tute-dos", "tute-parejas", "tute-tres", "tute-subastado", "brisca")


@dataclass(frozen=True)
class Case:
    file: str
    line: int
    ruleset: str
    kind: str  # "play" or "trick"
    given: dict[str, str]
    expected: dict[str, str]

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
        cases.append(Case(path.name, number, ruleset, kind,
                          _fields(given, where), _fields(expected, where)))
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


def _cards(text: str) -> list[str]:
    return [] if text in ("", "-") else text.split(",")


def _trick(text: str) -> tuple[TrickCard, ...]:
    played = (item.split(":") for item in _cards(text))
    return tuple(TrickCard(int(seat), parse_card(code)) for seat, code in played)


def _trump(text: str) -> Suit | None:
    return None if text == "none" else Suit(text)


def _exclusions(text: str) -> dict[str, tuple[str, ...]]:
    found: dict[str, tuple[str, ...]] = {}
    for item in _cards(text):
        code, _, duties = item.partition(":")
        found[code] = tuple(duties.split("+"))
    return found


def _position(case: Case) -> PlayPosition:
    g = case.given
    turn_up = parse_card(g["turn_up"]) if "turn_up" in g else None
    return PlayPosition(
        trump=_trump(g["trump"]),
        seat=int(g["seat"]),
        hand=tuple(parse_card(c) for c in _cards(g["hand"])),
        trick=_trick(g.get("trick", "")),
        stock_size=int(g.get("stock", "0")),
        turn_up=turn_up,
    )


@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "play"], ids=lambda c: c.name)
def test_legal_plays(case: Case) -> None:
    ruleset = find_ruleset(case.ruleset, _overrides(case))
    position = _position(case)
    judgement = judge_plays(ruleset, position)
    got_excluded = {e.card.code: tuple(v.code for v in e.violations) for e in judgement.excluded}
    assert [c.code for c in judgement.legal] == _cards(case.expected["legal"])
    assert got_excluded == _exclusions(case.expected["excluded"])
    if "phase" in case.expected:
        assert judgement.phase == case.expected["phase"]
    # The single code path: is_legal agrees card by card.
    for played in position.hand:
        assert is_legal(ruleset, position, played) == (played.code not in got_excluded)


@pytest.mark.parametrize("case", [c for c in CASES if c.kind == "trick"], ids=lambda c: c.name)
def test_trick_resolution(case: Case) -> None:
    ruleset = find_ruleset(case.ruleset, _overrides(case))
    result = resolve_trick(ruleset, _trump(case.given["trump"]), _trick(case.given["cards"]))
    assert result.winner_seat == int(case.expected["winner"])
    assert result.winning_card.code == case.expected["card"]
    assert result.points == int(case.expected["points"])


def test_every_named_ruleset_has_a_golden_file_and_enough_cases() -> None:
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
        seen.update((name, getattr(ruleset, name)) for name in (
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
