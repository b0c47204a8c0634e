"""The arena (tute.arena): duplicate seatings, the interval arithmetic, a tiny run end to end.

Issue 26, item 6: each deal is played again with the sides (or seats) rotated, so each level
plays each seat; hands won and the point difference come with 95% intervals over the deals.
"""

from __future__ import annotations

import math

import pytest
from tute import deal_from_seed, find_ruleset
from tute.arena import (
    Z95,
    _play_whole_hand,
    format_row,
    main,
    mean_interval,
    outcome_of,
    play_hand,
    play_match,
    run_arena,
    run_matches,
    seatings,
)
from tute.players import PLAYERS, register_player


def test_seatings_rotate_sides_and_seats() -> None:
    assert seatings(find_ruleset("tute-dos"), 1) == [(0,), (1,)]
    assert seatings(find_ruleset("tute-parejas"), 3) == [(0, 2), (1, 3)]
    assert seatings(find_ruleset("tute-tres"), 2) == [(0,), (1,), (2,)]
    assert seatings(find_ruleset("tute-parejas", {"sides": "individual"}), 3) == [
        (0,), (1,), (2,), (3,)]
    # four at the table of arrastrado: the dealer sits out (regional.md 5b.1), A never sits there
    four = find_ruleset("tute-arrastrado-tres", {"players": 4})
    assert seatings(four, 3) == [(0,), (1,), (2,)]
    assert seatings(four, 1) == [(0,), (2,), (3,)]


def test_mean_interval_on_known_data() -> None:
    values = [1.0, 2.0, 3.0, 4.0]
    found = mean_interval(values)
    sd = math.sqrt(((1.5 ** 2) * 2 + (0.5 ** 2) * 2) / 3)  # 1.2910
    assert found.mean == 2.5
    assert found.high - 2.5 == pytest.approx(Z95 * sd / 2)
    assert found.low == pytest.approx(2.5 - Z95 * sd / 2)
    assert found.half_width == pytest.approx(1.2652, abs=1e-4)
    assert mean_interval([0.5]).low == mean_interval([0.5]).high == 0.5
    with pytest.raises(ValueError):
        mean_interval([])


def test_a_hand_keeps_the_deck_points() -> None:
    """Two seats of tute-dos: the totals add up to 130 with the marriages sung (001, 003)."""
    rules = find_ruleset("tute-dos")
    for seed in range(10):
        result = play_hand(rules, deal_from_seed(rules, seed), ["basic", "random"], seed)
        assert sorted(result.won) in ([0.0, 1.0], [0.5, 0.5])
        assert sum(result.points) >= 130 or result.actions < 40  # a tute may end it early


def test_vueltas_are_played_to_a_winner() -> None:
    """Habanero: nobody at 101 after the deal → the vueltas, which always give a winner
    (regional.md 2b.11)."""
    rules = find_ruleset("tute-habanero")
    results = [play_hand(rules, deal_from_seed(rules, s), ["random", "random"], s)
               for s in range(40)]
    assert any(r.vueltas for r in results)
    assert all(sorted(r.won) == [0.0, 1.0] for r in results if r.vueltas)


def test_tiny_run_end_to_end() -> None:
    rules = find_ruleset("tute-tres")
    result = run_arena(rules, "basic", "random", 4, seed=5)
    assert result.deals == 4 and result.hands == 12  # three seatings a deal
    assert result.fair_share == pytest.approx(1 / 3)
    assert 0 <= result.won_a.low <= result.won_a.mean <= result.won_a.high
    again = run_arena(rules, "basic", "random", 4, seed=5)
    assert (again.won_a, again.point_difference) == (result.won_a, result.point_difference)
    assert format_row(result).startswith("| tute-tres | 3 | 4 | 12 |")


def test_same_level_on_both_sides_is_even() -> None:
    """A level against itself: the duplicate seatings make each deal's difference exactly
    zero for a deterministic level."""
    result = run_arena(find_ruleset("tute-dos"), "basic", "basic", 5, seed=2)
    assert result.point_difference.mean == 0 and result.won_a.mean == 0.5


def test_any_registered_level_plays() -> None:
    register_player("first", lambda rules, view, legal, rng: legal[0])
    try:
        result = run_arena(find_ruleset("guinote"), "first", "random", 2, seed=1)
        assert result.hands == 4
    finally:
        del PLAYERS["first"]
    with pytest.raises(KeyError):
        run_arena(find_ruleset("guinote"), "nobody", "random", 1, seed=1)


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--ruleset", "tute-parejas", "--override", "sides=individual", "--deals", "2",
                 "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "| tute-parejas | 4 | 2 | 8 |" in out
    assert main(["--ruleset", "tute-dos", "--deals", "0", "--matches", "2"]) == 0
    out = capsys.readouterr().out
    assert "| tute-dos | 2 | games_to_n | 2 |" in out and "duplicate deals" not in out


def test_matches_are_played_to_a_winner() -> None:
    """rulesets.md, "Results": tute-dos to 5 games (003 "jogo a cinco"), Guiñote by cotos
    (regional.md 1b.18), cabrón by penalty points (3b.9), subastado to 500 points."""
    for rules in (find_ruleset("tute-dos"), find_ruleset("guinote"),
                  find_ruleset("tute-cabron"), find_ruleset("tute-subastado")):
        levels = ["basic"] + ["random"] * (rules.players - 1)
        won = play_match(rules, levels, 4)
        assert sorted(set(won)) == [0.0, 1.0]
        if rules.in_pairs:
            assert won[0] == won[2] and won[1] == won[3]
        else:
            assert won.count(1.0) == 1
        assert won == play_match(rules, levels, 4)


def test_duplicate_matches() -> None:
    share, fair = run_matches(find_ruleset("tute-habanero"), "basic", "random", 3, seed=1)
    assert fair == 0.5 and 0 <= share.mean <= 1


def test_hand_outcomes_for_the_match() -> None:
    rules = find_ruleset("tute-dos")
    deal = deal_from_seed(rules, 3)
    _, score, dealer = _play_whole_hand(rules, deal, ["basic", "basic"], 3)
    assert score is not None and score.winner_side is not None
    assert outcome_of(rules, score).winner_side == score.winner_side
    assert dealer == (deal.dealer + 1) % 2  # next_dealer rotate (Fournier)
    assert outcome_of(rules, None).winner_side is None
    # every seat passed in a points match: a hand that scores nothing (regional.md 4b.3)
    three = find_ruleset("tute-subastado-tres")
    assert outcome_of(three, None).points == (0, 0, 0)
    assert play_match(three, ["basic", "random", "random"], 2).count(1.0) == 1


def test_basic_beats_random_on_a_few_deals() -> None:
    """A smoke test of strength, not the measurement (docs/bots.md has that): on 20 duplicate
    deals of tute-dos and of tute-tres, basic's point difference is above zero with its
    whole interval."""
    for rules in (find_ruleset("tute-dos"), find_ruleset("tute-tres")):
        result = run_arena(rules, "basic", "random", 20, seed=11)
        assert result.point_difference.low > 0
        assert result.won_a.mean > result.won_b.mean
