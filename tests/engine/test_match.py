"""Match scoring (service/tute/match.py): games to n, series, points to a target.

Sources: 003_75e86fcfe8b45947.txt ("num jogo a cinco"), 001_d285373a66c51f0b.txt (series of six
or eight, lead of two, 101 wins two games), 000_90306315c2680fee.txt (a failed bid is
subtracted), rulesets.md ("match").
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tute import InvalidInputError, find_ruleset
from tute.match import (
    INVALID_HAND_OUTCOME,
    MATCH_ALREADY_DECIDED,
    HandOutcome,
    score_match,
)
from tute.values import PointsMatchTie

from tests.support.examples import scaled
from tests.support.words import words

DOS = find_ruleset("tute-dos")            # games_to_n, 5
PAREJAS = find_ruleset("tute-parejas")    # series of 6
SUBASTADO = find_ruleset("tute-subastado")  # cumulative_points to 500
W, D, S = HandOutcome.win, HandOutcome.draw, HandOutcome.scored


def problems(ruleset: object, outcomes: list[HandOutcome]) -> list[tuple[str, str]]:
    with pytest.raises(InvalidInputError) as caught:
        score_match(ruleset, outcomes)  # type: ignore[arg-type]
    return [(p.code, p.field) for p in caught.value.problems]


def test_named_rulesets_match_kinds() -> None:
    assert words(DOS.match, DOS.match_target) == ("games_to_n", 5)
    assert words(PAREJAS.match, PAREJAS.match_target) == ("series", 6)
    assert words(SUBASTADO.match, SUBASTADO.match_target) == ("cumulative_points", 500)
    tables = (DOS, PAREJAS, SUBASTADO, find_ruleset("tute-tres"))
    assert [r.sides_rule.match_sides for r in tables] == [2, 2, 2, 3]


def test_games_to_five() -> None:
    # 003: "Uma mão a zero, num jogo a cinco."
    hands = [W(0), W(1), W(0), W(0), D(), W(1), W(0)]
    result = score_match(DOS, hands[:6])
    assert not result.complete and result.winner_side is None
    assert result.games_by_side == (3, 2) and result.hands_counted == 6
    result = score_match(DOS, [*hands, W(0)])
    assert result.complete and result.winner_side == 0
    assert result.games_by_side == (5, 2) and result.hands_counted == 8


def test_a_hand_of_101_wins_two_games() -> None:
    # 001: "se una coppia vince con almeno 101 punti, vince due partite invece di una".
    result = score_match(DOS, [W(1, 2), W(0), W(1, 2)])
    assert result.games_by_side == (1, 4) and not result.complete
    result = score_match(DOS, [W(1, 2), W(0), W(1, 2), W(1, 2)])
    assert result.complete and result.winner_side == 1 and result.games_by_side == (1, 6)


def test_hands_after_the_decision_are_refused() -> None:
    hands = [W(0)] * 5 + [W(1), D()]
    assert problems(DOS, hands) == [
        (MATCH_ALREADY_DECIDED, "/hands/5"), (MATCH_ALREADY_DECIDED, "/hands/6")]


def test_series_of_six_is_played_out() -> None:
    # 001: "Solitamente si gioca una serie di partite, ad esempio sei o otto. La coppia che ha
    # vinto più partite vince la partita".
    four_up = [W(0)] * 4
    assert not score_match(PAREJAS, four_up).complete  # the series is played to its end
    result = score_match(PAREJAS, [*four_up, W(1), D()])
    assert result.complete and result.winner_side == 0
    assert result.games_by_side == (4, 1) and result.hands_counted == 6
    assert problems(PAREJAS, [*four_up, W(1), D(), W(1)]) == [
        (MATCH_ALREADY_DECIDED, "/hands/6")]


def test_series_level_after_the_last_hand_goes_on_until_someone_leads() -> None:
    level = [W(0), W(1)] * 3
    result = score_match(PAREJAS, level)
    assert not result.complete and result.games_by_side == (3, 3)
    assert not score_match(PAREJAS, [*level, D()]).complete
    result = score_match(PAREJAS, [*level, D(), W(1)])
    assert result.complete and result.winner_side == 1


def test_series_with_a_lead_of_two() -> None:
    # 001: "Talvolta si accorda che la partita continui fino a quando la coppia vincitrice è
    # avanti della coppia perdente di almeno due partite."
    rules = find_ruleset("tute-parejas", {"series_lead_of_two": True, "match_target": 8})
    hands = [W(0), W(1)] * 3 + [W(0), W(0)]
    result = score_match(rules, hands[:7])
    assert not result.complete
    result = score_match(rules, hands)
    assert result.complete and result.winner_side == 0 and result.games_by_side == (5, 3)
    close = [W(0), W(1)] * 4 + [W(0)]
    assert not score_match(rules, close).complete           # 5-4 after 9 hands
    assert not score_match(rules, [*close, W(1)]).complete  # 5-5
    result = score_match(rules, [*close, W(1), W(1), W(1)])
    assert result.complete and result.winner_side == 1 and result.games_by_side == (5, 7)


def test_series_counts_hands_not_games() -> None:
    # A doubled hand (001, 101) gives two games but is one hand of the series of six.
    rules = find_ruleset("tute-parejas", {"double_at": 101})
    hands = [W(0, 2), W(1), W(1), W(1), W(0, 2)]
    result = score_match(rules, hands)
    assert result.games_by_side == (4, 3) and result.hands_counted == 5
    assert not result.complete  # seven games awarded, but only five hands played
    result = score_match(rules, [*hands, W(1)])
    assert result.games_by_side == (4, 4) and not result.complete
    result = score_match(rules, [*hands, W(1), W(0)])
    assert result.complete and result.winner_side == 0 and result.hands_counted == 7


def test_points_to_500_with_failed_bids_subtracted() -> None:
    # 000: "Se non lo raggiunge, l'importo dell'offerta viene sottratto dal loro punteggio
    # complessivo della partita"; rulesets.md: "cumulative_points to 500".
    hands = [S((-80, 60)), S((150, 20)), S((200, 40))]
    result = score_match(SUBASTADO, hands)
    assert result.points_by_side == (270, 120) and not result.complete
    result = score_match(SUBASTADO, [*hands, S((230, 0))])
    assert result.complete and result.winner_side == 0
    assert result.points_by_side == (500, 120)
    assert problems(SUBASTADO, [*hands, S((230, 0)), S((10, 10))]) == [
        (MATCH_ALREADY_DECIDED, "/hands/4")]


def test_points_match_scores_can_go_negative() -> None:
    result = score_match(SUBASTADO, [S((-100, 40)), S((-90, 30))])
    assert result.points_by_side == (-190, 70) and not result.complete


def test_a_tie_over_the_target_plays_on() -> None:
    result = score_match(SUBASTADO, [S((450, 460)), S((60, 50))])
    assert result.points_by_side == (510, 510)
    assert not result.complete and result.winner_side is None
    result = score_match(SUBASTADO, [S((450, 460)), S((60, 50)), S((0, 30))])
    assert result.complete and result.winner_side == 1
    result = score_match(SUBASTADO, [S((450, 460)), S((70, 50))])
    assert result.complete and result.winner_side == 0  # the higher total of the two


def test_three_individual_seats() -> None:
    tres = find_ruleset("tute-tres")
    result = score_match(tres, [W(2), W(1), W(2), W(2), W(0), W(2), W(2)])
    assert result.complete and result.winner_side == 2 and result.games_by_side == (1, 1, 5)


def test_g10_cotos() -> None:
    """G-10 (regional.md 1b.18: abelp, cyberpre, penyapork): coto_partidas 3, cotos_to_win 2.
    Cotos A 1 - B 0; current coto A 2 - B 2. If A wins the next partida, the coto is A's:
    cotos 2-0 and A wins the match. If B wins it: cotos 1-1, a new coto at 0-0."""
    cotos = find_ruleset("tute-parejas", {"match": "cotos"})
    first_coto = [W(0), W(1), W(0), W(0)]  # A takes the first coto 3-1
    level = [*first_coto, W(0), W(1), W(1), W(0)]  # the second coto at 2-2
    now = score_match(cotos, level)
    assert words(now.cotos_by_side, now.coto_games_by_side, now.complete) == ((1, 0), (2, 2), False)
    a_wins = score_match(cotos, [*level, W(0)])
    assert words(a_wins.cotos_by_side, a_wins.winner_side, a_wins.complete) == ((2, 0), 0, True)
    b_wins = score_match(cotos, [*level, W(1)])
    assert words(b_wins.cotos_by_side, b_wins.coto_games_by_side) == ((1, 1), (0, 0))
    assert not b_wins.complete
    longer = find_ruleset("tute-parejas", {"match": "cotos", "coto_partidas": 4,
                                           "cotos_to_win": 1})
    assert score_match(longer, [W(0)] * 3).complete is False
    assert score_match(longer, [W(0)] * 4).winner_side == 0


def test_every_malformed_hand_is_listed() -> None:
    hands = [
        W(0),
        HandOutcome(2, 1),          # pairs: sides are 0 and 1
        HandOutcome(None, 1),       # a draw gives no games
        HandOutcome(1, -1),
        HandOutcome(0, 0),          # a winner wins at least one game
        HandOutcome(0, 1, (5,)),    # one number per side
    ]
    assert problems(PAREJAS, hands) == [
        (INVALID_HAND_OUTCOME, "/hands/1/winner_side"),
        (INVALID_HAND_OUTCOME, "/hands/2/games"),
        (INVALID_HAND_OUTCOME, "/hands/3/games"),
        (INVALID_HAND_OUTCOME, "/hands/4/games"),
        (INVALID_HAND_OUTCOME, "/hands/5/points"),
    ]
    assert problems(SUBASTADO, [S((10, 20)), W(0)]) == [(INVALID_HAND_OUTCOME, "/hands/1/points")]


def test_no_hands_yet() -> None:
    result = score_match(DOS, [])
    assert result == score_match(DOS, []) and not result.complete
    assert result.games_by_side == (0, 0) and result.hands_counted == 0


# -- properties ------------------------------------------------------------------------------

outcomes = st.lists(st.one_of(st.just(D()), st.builds(W, st.integers(0, 1), st.integers(1, 2))),
                    max_size=30)


@settings(max_examples=scaled(200), deadline=None)
@given(outcomes, st.integers(1, 9))
def test_games_to_n_ends_exactly_when_a_side_reaches_n(hands: list[HandOutcome], n: int) -> None:
    rules = find_ruleset("tute-dos", {"match_target": n})
    games = [0, 0]
    for index, hand in enumerate(hands):
        if hand.winner_side is not None:
            games[hand.winner_side] += hand.games
        if max(games) >= n:
            result = score_match(rules, hands[: index + 1])
            assert result.complete and result.winner_side == games.index(max(games))
            assert result.games_by_side == tuple(games)
            if index + 1 < len(hands):
                found = problems(rules, hands)
                assert found[0] == (MATCH_ALREADY_DECIDED, f"/hands/{index + 1}")
                assert len(found) == len(hands) - index - 1
            return
    result = score_match(rules, hands)
    assert not result.complete and result.games_by_side == tuple(games)


@settings(max_examples=scaled(200), deadline=None)
@given(outcomes, st.integers(1, 8), st.booleans())
def test_a_series_never_ends_before_its_length_nor_level(
    hands: list[HandOutcome], n: int, lead_of_two: bool
) -> None:
    rules = find_ruleset("tute-parejas", {"match_target": n, "series_lead_of_two": lead_of_two})
    for count in range(len(hands) + 1):
        try:
            result = score_match(rules, hands[:count])
        except InvalidInputError:
            break  # decided earlier: checked on the earlier prefix
        if result.complete:
            assert result.hands_counted >= n
            margin = abs(result.games_by_side[0] - result.games_by_side[1])
            assert margin >= (2 if lead_of_two else 1)
            assert result.games_by_side[result.winner_side or 0] == max(result.games_by_side)
        elif count >= n:
            assert abs(result.games_by_side[0] - result.games_by_side[1]) < (
                2 if lead_of_two else 1)


def test_s4_4_the_points_target() -> None:
    """S4-4 (regional.md 4b.10, 4d: ludoteka, es.stringtranslate.com/wiki/Tute_subastado):
    A 460, B 430; A makes 85 with 120 → A 580 ≥ 500 → A wins. Both past 500 on equal totals:
    the declaring side (4d, a proposal: it is the hand's winner, as only a made contract adds
    to its score), points_match_tie last_hand_winner, tute-subastado's default; play_on plays
    further hands (4b.10, ludoteka: "ties played off"), tute-subastado-tres's default."""
    rules = find_ruleset("tute-subastado")
    assert rules.points_match_tie is PointsMatchTie.LAST_HAND_WINNER
    assert find_ruleset("tute-subastado-tres").points_match_tie is PointsMatchTie.PLAY_ON
    before = [HandOutcome.scored((460, 430), 0)]
    assert score_match(rules, [*before, HandOutcome.scored((120, 70), 0)]).winner_side == 0
    level = [HandOutcome.scored((460, 470), 1), HandOutcome.scored((60, 50), 0)]
    result = score_match(rules, level)
    assert words(result.points_by_side, result.winner_side) == ((520, 520), 0)
    play_on = find_ruleset("tute-subastado", {"points_match_tie": "play_on"})
    assert score_match(play_on, level).complete is False
