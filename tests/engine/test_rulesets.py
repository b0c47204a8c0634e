"""Rulesets as data: the registry, every switch, the named rulesets of rulesets.md, overrides."""

from __future__ import annotations

import dataclasses
import re

import pytest
from tute import (
    SWITCHES,
    OverrideError,
    Ruleset,
    Switch,
    UnknownRulesetError,
    find_ruleset,
    named_rulesets,
    ruleset_ids,
)
from tute.values import Duty, Group, PartnerExemption, Sides, TrumpMethod

from tests.support.words import word, words

FIVE = ("tute-dos", "tute-parejas", "tute-tres", "tute-subastado", "brisca")
DUTY_SWITCHES = {
    "stock_phase_duty": ("free", "follow_trump_lead", "follow_and_head_trump_lead", "full"),
    "strict_phase_duty": ("full", "free"),
    "head_led_suit": ("when_can_win", "always"),
    "must_undertrump": (False, True),
    "partner_exemption": ("none", "head_and_trump"),
    "must_trump_when_void": ("always", "if_can_win"),
}


def _codes(err: pytest.ExceptionInfo[OverrideError]) -> set[tuple[str, str]]:
    return {(p.code, p.field) for p in err.value.problems}


# -- the registry ---------------------------------------------------------------------------


def test_the_five_source_rulesets_are_registered_first() -> None:
    """rulesets.md: "The first five are the systems the sources describe and must all work"."""
    assert ruleset_ids()[:5] == FIVE
    assert len(set(ruleset_ids())) == len(ruleset_ids())
    assert tuple(r.id for r in named_rulesets()) == ruleset_ids()


@pytest.mark.parametrize("ruleset", named_rulesets(), ids=lambda r: r.id)
def test_ids_and_aliases_find_the_same_ruleset(ruleset: Ruleset) -> None:
    assert find_ruleset(ruleset.id) is ruleset
    for alias in ruleset.aliases:
        assert find_ruleset(alias) is ruleset


def test_aliases_are_unique_and_never_shadow_an_id() -> None:
    keys = [key for r in named_rulesets() for key in (r.id, *r.aliases)]
    assert len(keys) == len(set(keys))


def test_some_aliases() -> None:
    assert find_ruleset("tute").id == "tute-dos"
    assert find_ruleset("subastado").id == "tute-subastado"
    assert find_ruleset("briscola").id == "brisca"
    assert find_ruleset("tute-4").id == "tute-parejas"
    assert find_ruleset("tute-3").id == "tute-tres"


@pytest.mark.parametrize("bad", ["tute-cinco", "", "TUTE-DOS", " tute-dos", None, 2, ["tute"]])
def test_unknown_ruleset_names_the_input_and_the_known_ids(bad: object) -> None:
    with pytest.raises(UnknownRulesetError) as err:
        find_ruleset(bad)
    assert err.value.ruleset_id == bad
    assert repr(bad) in str(err.value)
    assert set(FIVE) <= set(err.value.known)
    assert isinstance(err.value, LookupError)


@pytest.mark.parametrize("ruleset", named_rulesets(), ids=lambda r: r.id)
def test_every_ruleset_has_a_version_name_and_description(ruleset: Ruleset) -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", ruleset.version)
    assert ruleset.name and ruleset.description
    assert ruleset.players in ruleset.player_options


# -- the switches ---------------------------------------------------------------------------


def test_every_switch_of_rulesets_md_is_defined() -> None:
    for name in (
        "players", "sides", "deck", "rank_order", "card_points", "hand_size", "stock",
        "trump_method", *DUTY_SWITCHES, "last_trick_bonus", "marriages",
        "marriage_award", "partner_may_declare", "trump_first", "marriage_window", "tute",
        "tute_effect", "tute_after_marriage", "swap", "swap_two", "swap_timing", "capote",
        "hand_winner", "tie", "double_at", "match",
    ):
        assert name in SWITCHES, name
    # rulesets.md's `draw` describes one order only (the winner first; 000, 003): with a single
    # value it changes nothing, so it is the fixed behaviour of every stock game, not a switch.
    assert "draw" not in SWITCHES


@pytest.mark.parametrize(("name", "choices"), DUTY_SWITCHES.items())
def test_duty_switch_choices(name: str, choices: tuple[object, ...]) -> None:
    """rulesets.md, "Play duties": every value listed there, and no other."""
    assert words(*SWITCHES[name].choices) == choices
    assert SWITCHES[name].group is Group.DUTIES


@pytest.mark.parametrize("switch", SWITCHES.values(), ids=lambda s: s.name)
def test_every_switch_has_choices_a_description_and_sources(switch: Switch) -> None:
    assert switch.name in SWITCHES
    assert switch.description and switch.sources and switch.group
    assert bool(switch.choices) != (switch.int_range is not None)
    assert switch.describe_choices()


@pytest.mark.parametrize("ruleset", named_rulesets(), ids=lambda r: r.id)
def test_every_ruleset_sets_every_switch_to_an_allowed_value(ruleset: Ruleset) -> None:
    values = ruleset.switch_values()
    assert list(values) == list(SWITCHES)
    for name, value in values.items():
        assert SWITCHES[name].accepts(value), (name, value)
    assert ruleset.overrides == {}


def test_accepts_compares_types() -> None:
    """bool is an int subclass: true must never pass for 1, nor 1 for true."""
    assert not SWITCHES["players"].accepts(True)
    assert not SWITCHES["must_undertrump"].accepts(1)
    assert not SWITCHES["hand_size"].accepts(8.0)
    assert SWITCHES["hand_size"].accepts(8)
    assert SWITCHES["double_at"].accepts(None)


def test_rulesets_are_immutable() -> None:
    ruleset = find_ruleset("tute-dos")
    with pytest.raises(dataclasses.FrozenInstanceError):
        ruleset.players = 3  # type: ignore[misc]


# -- the named rulesets match the table of rulesets.md ------------------------------------------


def test_tute_dos() -> None:
    """000_90306315c2680fee.txt: "distribuisce 8 carte a ciascun giocatore", "le rimanenti 24 carte
    ... come mazzo di riserva"; 003_75e86fcfe8b45947.txt: "num jogo a cinco"; rulesets.md table:
    "stock: free; after: full", "7 swap after a won trick, before drawing"."""
    r = find_ruleset("tute-dos")
    assert words(r.players, r.hand_size, r.stock, r.trump_method) == (2, 8, True, "turn_up")
    assert r.initial_stock_size == 24
    assert words(r.stock_phase_duty, r.strict_phase_duty) == ("free", "full")
    assert words(r.swap, r.swap_timing) == (True, "after_trick_win_before_draw")
    assert words(r.tute_effect, r.hand_winner, r.tie) == ("win_hand", "most_points", "last_trick")
    assert words(r.match, r.match_target) == ("games_to_n", 5)


def test_tute_parejas() -> None:
    """001_d285373a66c51f0b.txt: "ogni giocatore riceve 10 carte"; rulesets.md table: "full from
    trick 1", "no swap"."""
    r = find_ruleset("tute-parejas")
    assert words(r.players, r.sides, r.hand_size, r.stock) == (4, "pairs", 10, False)
    assert r.trump_method is TrumpMethod.DEALER_LAST_CARD
    assert words(r.strict_phase_duty, r.partner_may_declare, r.swap) == ("full", False, False)
    assert words(r.double_at, r.tie, r.last_trick_bonus) == (None, "last_trick", 10)
    assert (r.side_of(0), r.side_of(1), r.side_of(2), r.side_of(3)) == (0, 1, 0, 1)


def test_tute_tres() -> None:
    """000_90306315c2680fee.txt: "Con 3 giocatori, distribuire 13 carte a testa e posizionare la
    carta rimanente a faccia in su"."""
    r = find_ruleset("tute-tres")
    assert words(r.players, r.hand_size, r.stock, r.trump_method) == (3, 13, False,
                                                                 "last_card_unowned")
    assert words(r.unowned_cards, r.initial_stock_size) == (1, 0)
    assert words(r.strict_phase_duty, r.trump_first) == ("full", True)
    assert [r.side_of(s) for s in range(3)] == [0, 1, 2]


def test_tute_subastado() -> None:
    """000_90306315c2680fee.txt: "Il miglior offerente dichiara il seme di briscola", "L'offerta
    minima di apertura è tipicamente di 70 punti"."""
    r = find_ruleset("tute-subastado")
    assert words(r.players, r.sides, r.hand_size, r.trump_method) == (
        4, "pairs", 10, "declarer_names")
    assert words(r.hand_winner, r.min_bid, r.tute, r.strict_phase_duty) == (
        "bid", 70, False, "full")
    assert words(r.match, r.match_target) == ("cumulative_points", 500)


def test_brisca() -> None:
    """000_90306315c2680fee.txt: "i giocatori di Briscola non sono mai obbligati a rispondere al
    seme"; "Nessun Cantar a Briscola"."""
    r = find_ruleset("brisca")
    assert words(r.players, r.hand_size, r.stock, r.initial_stock_size) == (2, 3, True, 34)
    assert words(r.stock_phase_duty, r.strict_phase_duty) == ("free", "free")
    assert words(r.marriages, r.tute, r.last_trick_bonus) == (False, False, 0)
    assert words(r.hand_winner, r.tie) == ("card_threshold", "draw")


def test_brisca_for_four_plays_in_pairs() -> None:
    """rulesets.md: "brisca | 2 (4 in pairs) | 3 each, stock"."""
    r = find_ruleset("brisca", {"players": 4})
    assert words(r.players, r.sides, r.hand_size, r.initial_stock_size) == (4, "pairs", 3, 28)
    assert r.overrides == {"players": 4}
    with pytest.raises(OverrideError) as err:
        find_ruleset("brisca", {"players": 3})
    assert _codes(err) == {("SWITCH_NOT_APPLICABLE", "/overrides/players")}


def test_a_refusal_reads_as_every_field_and_its_message() -> None:
    """An error's text names each field it objects to with that field's English message; it is
    rendered when asked for (a search over rulesets tests thousands of overrides for refusal
    and never reads it), and the error's args are its problems."""
    with pytest.raises(OverrideError) as err:
        find_ruleset("tute-dos", {"stock": 7, "nonsense": 1})
    assert err.value.args == (err.value.problems,)
    assert len(err.value.problems) == 2
    assert "/overrides/stock: stock must be one of true, false; got 7" in str(err.value)
    assert "/overrides/nonsense: unknown switch 'nonsense'" in str(err.value)


# -- overrides ------------------------------------------------------------------------------

# rulesets.md: "Overrides that reproduce the sources' alternatives must be accepted on every
# ruleset". Read with the rule above it ("an override that makes no sense (e.g. a stock phase
# duty in a game without a stock) is a 422"): where a switch cannot apply, it is refused.
SOURCE_ALTERNATIVES: tuple[tuple[str, object], ...] = (
    ("tie", "draw"), ("hand_winner", "card_threshold"), ("tute_effect", "continue_hand"),
    ("tute_effect", "win_game"), ("tute_after_marriage", "forbidden"),
    ("swap_timing", "on_own_lead"), ("swap_two", True), ("partner_may_declare", True),
    ("double_at", 101), ("hand_size", 6), ("stock_phase_duty", "full"),
    ("head_led_suit", "always"), ("must_undertrump", True),
)


def _applies(ruleset: Ruleset, name: str) -> bool:
    if name in ("swap_timing", "swap_two"):
        return ruleset.stock  # "only while the stock has cards"
    if name == "partner_may_declare":
        return ruleset.sides is Sides.PAIRS
    if name == "hand_size":
        return ruleset.players == 2 and ruleset.stock  # "(2-player, Fournier-style)"
    return True


@pytest.mark.parametrize("ruleset_id", FIVE)
@pytest.mark.parametrize(("name", "value"), SOURCE_ALTERNATIVES)
def test_the_sources_alternatives_are_accepted(ruleset_id: str, name: str, value: object) -> None:
    base = find_ruleset(ruleset_id)
    if not _applies(base, name):
        with pytest.raises(OverrideError) as err:
            find_ruleset(ruleset_id, {name: value})
        assert _codes(err) <= {("SWITCH_NOT_APPLICABLE", f"/overrides/{name}")}
        return
    changed = find_ruleset(ruleset_id, {name: value})
    member = SWITCHES[name].parse(value)  # the switch's value for the word JSON sends
    assert getattr(changed, name) == member
    assert changed.overrides == {name: member}
    assert words(changed.id, changed.version) == (base.id, base.version)
    assert find_ruleset(ruleset_id) is base  # the registry entry is untouched


def test_brisca_for_four_accepts_partner_switches() -> None:
    r = find_ruleset("brisca", {"players": 4, "partner_may_declare": True,
                                "partner_exemption": "head_and_trump"})
    assert words(r.partner_may_declare, r.partner_exemption) == (True, "head_and_trump")


def test_a_fournier_two_player_deal_of_six() -> None:
    """rulesets.md: "`hand_size: 6` (2-player, Fournier-style)"; the stock grows to 28."""
    r = find_ruleset("tute-dos", {"hand_size": 6, "stock_phase_duty": "full"})
    assert words(r.hand_size, r.initial_stock_size, r.stock_phase_duty) == (6, 28, "full")


@pytest.mark.parametrize(("name", "values"), DUTY_SWITCHES.items())
def test_every_duty_value_can_be_set_where_it_applies(name: str, values: tuple[object, ...]
                                                      ) -> None:
    ruleset_id = {"stock_phase_duty": "tute-dos", "partner_exemption": "tute-parejas"}.get(
        name, "tute-tres")
    for value in values:
        assert word(getattr(find_ruleset(ruleset_id, {name: value}), name)) == value


def test_unknown_switch() -> None:
    with pytest.raises(OverrideError) as err:
        find_ruleset("tute-dos", {"arrastre": True})
    assert _codes(err) == {("UNKNOWN_SWITCH", "/overrides/arrastre")}
    assert "arrastre" in str(err.value.problems[0].message)


@pytest.mark.parametrize(("name", "value"), [
    ("stock_phase_duty", "arrastre"), ("must_undertrump", 1), ("must_undertrump", "true"),
    ("head_led_suit", None), ("hand_size", 0), ("hand_size", 21), ("hand_size", True),
    ("players", 5), ("double_at", 100), ("tie", "DRAW"), ("partner_exemption", ["none"]),
])
def test_bad_values(name: str, value: object) -> None:
    with pytest.raises(OverrideError) as err:
        find_ruleset("tute-parejas", {name: value})
    assert _codes(err) == {("INVALID_SWITCH_VALUE", f"/overrides/{name}")}
    assert name in str(err.value.problems[0].message)


@pytest.mark.parametrize(("ruleset_id", "overrides", "field"), [
    ("tute-parejas", {"stock_phase_duty": "free"}, "/overrides/stock_phase_duty"),
    ("tute-tres", {"swap": True}, "/overrides/swap"),
    ("tute-subastado", {"marriage_window": "until_last_draw"}, "/overrides/marriage_window"),
    ("tute-dos", {"partner_exemption": "head_and_trump"}, "/overrides/partner_exemption"),
    ("tute-tres", {"partner_may_declare": True}, "/overrides/partner_may_declare"),
    ("tute-dos", {"min_bid": 80}, "/overrides/min_bid"),
    ("tute-dos", {"players": 4}, "/overrides/players"),
    ("tute-dos", {"hand_size": 20}, "/overrides/hand_size"),
    ("tute-parejas", {"hand_size": 8}, "/overrides/hand_size"),
    ("tute-dos", {"series_lead_of_two": True}, "/overrides/series_lead_of_two"),
    ("tute-dos", {"hand_winner": "bid"}, "/overrides/hand_winner"),
    ("tute-parejas", {"stock": True}, "/overrides/stock"),
])
def test_not_applicable(ruleset_id: str, overrides: dict[str, object], field: str) -> None:
    """rulesets.md: "an override that makes no sense (e.g. a stock phase duty in a game without a
    stock) is a 422 with a clear message"."""
    with pytest.raises(OverrideError) as err:
        find_ruleset(ruleset_id, overrides)
    assert {code for code, _ in _codes(err)} == {"SWITCH_NOT_APPLICABLE"}
    assert {f for _, f in _codes(err)} == {field}
    assert all(ruleset_id in str(p.message) for p in err.value.problems)


def test_an_override_equal_to_the_ruleset_value_is_a_harmless_no_op() -> None:
    assert find_ruleset("tute-parejas", {"stock_phase_duty": "full"}).stock_phase_duty is Duty.FULL
    none = find_ruleset("tute-dos", {"partner_exemption": "none"})
    assert none.partner_exemption is PartnerExemption.NONE


def test_every_override_problem_is_reported_together() -> None:
    with pytest.raises(OverrideError) as err:
        find_ruleset("tute-dos", {
            "arrastre": True,                          # unknown
            "head_led_suit": "sometimes",              # bad value
            "must_undertrump": 1,                      # bad value (an int, not a bool)
            "partner_exemption": "head_and_trump",     # not applicable: no pairs
            "players": 3,                              # not applicable: tute-dos is for two
            "min_bid": 75,                             # not applicable: no auction
            "tie": "draw",                             # fine
        })
    assert _codes(err) == {
        ("UNKNOWN_SWITCH", "/overrides/arrastre"),
        ("INVALID_SWITCH_VALUE", "/overrides/head_led_suit"),
        ("INVALID_SWITCH_VALUE", "/overrides/must_undertrump"),
        ("SWITCH_NOT_APPLICABLE", "/overrides/partner_exemption"),
        ("SWITCH_NOT_APPLICABLE", "/overrides/players"),
        ("SWITCH_NOT_APPLICABLE", "/overrides/min_bid"),
    }
    message = str(err.value)
    assert "/overrides/arrastre" in message and "/overrides/min_bid" in message


def test_no_overrides_returns_the_registered_ruleset() -> None:
    base = find_ruleset("brisca")
    assert find_ruleset("brisca", {}) is base
    assert find_ruleset("brisca", None) is base


def test_overrides_accumulate() -> None:
    once = find_ruleset("tute-parejas", {"head_led_suit": "always"})
    twice = once.with_overrides({"must_undertrump": True})
    assert {n: word(v) for n, v in twice.overrides.items()} == {
        "head_led_suit": "always", "must_undertrump": True}
    assert words(twice.head_led_suit, twice.must_undertrump) == ("always", True)


def test_every_switch_has_an_accepted_default_from_the_reference_game() -> None:
    """rulesets.md: "the default follows the majority of the sources"; tute-dos is the game
    all four sources describe, so its values are the defaults."""
    from tute import SWITCHES, find_ruleset

    reference = find_ruleset("tute-dos")
    for name, switch in SWITCHES.items():
        assert switch.accepts(switch.default), name
        assert switch.default == getattr(reference, name), name


def test_a_stock_game_shares_the_whole_deck_evenly() -> None:
    """rulesets.md, "draw": every card is drawn and played, one a seat a trick, so a stock
    game's deck must divide among the seats (40 cards cannot be played out by three)."""
    with pytest.raises(OverrideError) as caught:
        find_ruleset("tute-tres", {"stock": True, "trump_method": "turn_up", "hand_size": 8})
    assert {p.code for p in caught.value.problems} == {"SWITCH_NOT_APPLICABLE"}
    assert any("cannot be shared by 3 seats" in str(p.message)
               for p in caught.value.problems)
    three_36 = find_ruleset("tute-tres", {"stock": True, "trump_method": "turn_up",
                                          "hand_size": 8, "deck": 36})
    assert three_36.initial_stock_size == 12


def test_rulesets_with_overrides_are_built_once() -> None:
    """Asking again for the same ruleset and overrides returns the ruleset already built (its
    cost is a lookup); the key tells true from 1 and follows the ruleset, not the alias."""
    first = find_ruleset("tute-dos", {"tie": "draw", "hand_size": 6})
    assert find_ruleset("tute-dos", {"hand_size": 6, "tie": "draw"}) is first
    assert find_ruleset("tute", {"tie": "draw", "hand_size": 6}) is first
    assert find_ruleset("tute-dos", {"tie": "draw"}) is not first
    with pytest.raises(OverrideError):
        find_ruleset("tute-dos", {"stock": 1})  # 1 is not true
    assert find_ruleset("tute-dos", {"stock": True}).stock is True
    with pytest.raises(OverrideError):
        find_ruleset("tute-dos", {"stock": 1})  # nor after true was asked for
    with pytest.raises(OverrideError):
        find_ruleset("tute-dos", {"tie": ["draw"]})  # unhashable: built, and refused
