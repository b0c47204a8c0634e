"""The rule components (tute/rules.py): each built by itself from the ruleset, one answer to
"which side does this seat score for", and no operation reading a switch for itself.

Sources: the sides of rulesets.md ("sides": individual, pairs 0+2 against 1+3, the declarer
against the rest) and regional.md 4b.9, 4e (Don Naipe: the declarer plays alone against the
other two, who share a failed bid); the auction's opening bid and step (000: "L'offerta minima
di apertura è tipicamente di 70 punti", "a incrementi di 5 o 10").
"""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest
from tute import SWITCHES, find_ruleset, named_rulesets
from tute.cards import SOTA, SUITS, card
from tute.rules import AuctionRule, Duties, MarriageRule, SidesRule, card_bits
from tute.rulesets import Ruleset
from tute.scoring import side_seats

ENGINE = Path(__file__).resolve().parents[2] / "service" / "tute"

#: The table's shape, read where it is used (seats, cards, whether there is a stock, whether
#: the dealer sits out): what every other rule is played on, not a rule of its own.
TABLE_SHAPE = frozenset({"players", "deck", "hand_size", "stock", "dealer_sits_out"})
#: The names the engine gives a ruleset (a variable, or an attribute of a state or context).
RULESET_NAMES = frozenset({"ruleset", "rules", "base", "candidate"})


def _every_table() -> list[Ruleset]:
    """Every named ruleset at every player count it allows."""
    return [r if count == r.players else find_ruleset(r.id, {"players": count})
            for r in named_rulesets() for count in r.player_options]


def _switch_reads(path: Path) -> list[tuple[int, str, str | None]]:
    """(line, switch, enclosing function) for every ``<ruleset>.<switch>`` read in a module."""
    reads: list[tuple[int, str, str | None]] = []

    def visit(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Attribute) and child.attr in SWITCHES:
                owner = child.value
                name = owner.id if isinstance(owner, ast.Name) else (
                    owner.attr if isinstance(owner, ast.Attribute) else None)
                if name in RULESET_NAMES:
                    reads.append((child.lineno, child.attr, function))
            visit(child, function)

    visit(ast.parse(path.read_text(encoding="utf-8")), None)
    return reads


def test_no_operation_reads_a_switch() -> None:
    """Only the components' ``from_ruleset`` read switch values (rules.py), besides the
    switches' own declarations (rulesets.py); every operation asks a component, but for the
    table's shape. A regression guard: it reads attribute names, not types."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name in ("rulesets.py", "values.py"):
            continue
        for line, name, function in _switch_reads(path):
            if name in TABLE_SHAPE or (path.name == "rules.py" and function == "from_ruleset"):
                continue
            found.append(f"{path.relative_to(ENGINE)}:{line}: {name} (in {function})")
    assert found == []


def test_the_guard_sees_a_switch_read(tmp_path: Path) -> None:
    """The guard above finds what it looks for (a read in an operation, and one in rules.py
    outside ``from_ruleset``)."""
    module = tmp_path / "op.py"
    module.write_text("def leader(rules, ctx):\n    return rules.first_lead, ctx.ruleset.min_bid\n"
                      "class R:\n    def from_ruleset(ruleset):\n        return ruleset.tie\n")
    assert _switch_reads(module) == [(2, "first_lead", "leader"), (2, "min_bid", "leader"),
                                     (5, "tie", "from_ruleset")]


@pytest.mark.parametrize("ruleset", _every_table(), ids=lambda r: f"{r.id}-{r.players}")
def test_every_component_is_its_from_ruleset(ruleset: Ruleset) -> None:
    """A ruleset's components are what each component builds from it by itself."""
    for item in dataclasses.fields(ruleset):
        component = getattr(ruleset, item.name)
        build = getattr(type(component), "from_ruleset", None)
        if build is not None:
            assert build(ruleset) == component, item.name


@pytest.mark.parametrize("ruleset", _every_table(), ids=lambda r: f"{r.id}-{r.players}")
def test_one_answer_for_the_sides(ruleset: Ruleset) -> None:
    """The seats of each side (scoring) and the side of each seat (declarations, the hand)
    agree, for every contract's declarer; the sides cover every seat once."""
    sides = ruleset.sides_rule
    declarers: list[int | None] = list(range(ruleset.players))
    if not sides.by_contract:
        declarers.append(None)  # no contract: the sides do not depend on one
    for declarer in declarers:
        groups = side_seats(ruleset, declarer)
        assert groups == sides.seats(declarer)
        assert sorted(s for group in groups for s in group) == list(range(ruleset.players))
        for index, group in enumerate(groups):
            for seat in group:
                assert sides.side_of(seat, declarer) == index
                assert ruleset.side_of(seat, declarer) == index
                assert all(sides.together(seat, other, declarer) for other in group)


def test_sides_by_contract() -> None:
    """Declarer against the rest (tute-subastado-tres, regional.md 4e): the declarer is side 0,
    the two defenders side 1 together; before a contract each seat is alone; a hand scored
    without its contract counts seat 0 as the declarer; the match is kept per seat."""
    sides = find_ruleset("tute-subastado-tres").sides_rule
    assert sides == SidesRule(players=3, by_contract=True)
    assert [sides.side_of(s, 2) for s in range(3)] == [1, 1, 0]
    assert sides.seats(2) == ((2,), (0, 1))
    assert [sides.side_of(s) for s in range(3)] == [0, 1, 2]
    assert sides.seats() == ((0,), (1, 2))
    assert sides.match_sides == 3
    pairs = find_ruleset("tute-parejas").sides_rule
    assert pairs.seats(3) == pairs.seats() == ((0, 2), (1, 3))
    assert pairs.match_sides == 2 and pairs.together(1, 3) and not pairs.together(0, 1)


def test_components_by_keyword() -> None:
    """A component is made without a ruleset, by keyword, and from_ruleset maps the switches
    onto its fields (the auction of tute-subastado-tres: from 60, the declarer leads)."""
    auction = AuctionRule.from_ruleset(find_ruleset("tute-subastado-tres"))
    assert auction.min_bid == 60 and auction.step == 5 and auction.declarer_leads
    assert auction.first_leader(declarer=2, mano=1) == 2
    assert not find_ruleset("tute-subastado").auction.declarer_leads
    assert find_ruleset("tute-subastado").auction.first_leader(declarer=2, mano=1) == 1
    guinote = find_ruleset("guinote")
    assert guinote.marriages_rule == dataclasses.replace(
        MarriageRule.from_ruleset(find_ruleset("tute-dos")), partner_rank=SOTA,
        partner_may_declare=True, per_player=True, hidden_without_stock=True)
    duties = Duties(stock_phase=guinote.stock_phase_duty, strict_phase=guinote.strict_phase_duty,
                    head_always=False, must_undertrump=False, partner_exemption=True,
                    strength=guinote.strength, pairs=True)
    assert duties == guinote.duties


@pytest.mark.parametrize("partner", [11, SOTA])
def test_held_kings_is_each_suit_whose_pair_is_held(partner: int) -> None:
    """A marriage is the king and the knight of one suit (000-003), the king and the sota in
    Guiñote (regional.md 1b.8, ``marriage_pair: king_sota``): ``held_kings`` marks the king of
    each suit whose pair the cards hold, read from the hand's bit set, as ``held`` answers
    suit by suit."""
    rule = dataclasses.replace(find_ruleset("tute-dos").marriages_rule, partner_rank=partner)
    for kept in range(1 << 8):  # every subset of the kings and the partners
        pairs = [(card(12, s), card(partner, s)) for s in SUITS]
        hand = [c for i, pair in enumerate(pairs) for j, c in enumerate(pair)
                if kept >> (2 * i + j) & 1]
        bits = card_bits(hand)
        assert rule.held_kings(bits) == sum(card(12, s).bit for s in SUITS if rule.held(hand, s))
        assert rule.held_kings(bits | card(10 if partner == 11 else 11, SUITS[0]).bit) \
            == rule.held_kings(bits)  # the other rank is no partner


def test_a_tute_is_all_four_of_a_rank() -> None:
    """Tute: the four kings or the four knights (000-003; kings or sotas in Guiñote, regional.md
    1b.11)."""
    rule = find_ruleset("tute-dos").tute_rule
    kings = [card(12, s) for s in SUITS]
    knights = [card(11, s) for s in SUITS]
    assert rule.held_ranks_in(card_bits(kings)) == [12] and rule.held_in(card_bits(kings))
    assert rule.held_ranks_in(card_bits(kings + knights)) == [12, 11]
    assert rule.held_ranks_in(card_bits(kings[:3] + knights[:3])) == []
    assert rule.held_in(card_bits(kings[:3] + knights))
    assert not rule.held_in(card_bits(kings[:3] + knights[:3]))
