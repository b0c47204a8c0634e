"""Tute cabrón ("pierde en medio"): regional.md §3, its rules 3b.1-9 and worked examples C-1..C-4.

Sources (as regional.md cites them): ludoteka, "Tute cabrón"
(https://www.ludoteka.com/clasika/tute-cabron-en.html); Don Naipe, "Tute cabrón para Android"
(donnaipe/donnaipe.github.io, 2015-05-30); tute.com.ar/reglamento.html and
omarelgatto.blogspot.com (the Argentine cabrero: penalty limit 4, capote-singer rule).
Three players P0 (mano), P1, P2; 36 cards unless said otherwise.
"""

from __future__ import annotations

import pytest
from tute import (
    DECK,
    Card,
    Declaration,
    DeclarationKind,
    FallenMarriage,
    HandOutcome,
    HandRecord,
    HandState,
    MatchKind,
    OverrideError,
    Ruleset,
    Suit,
    adjudicate,
    deal_from_cards,
    deal_from_seed,
    find_ruleset,
    judge_plays,
    parse_action,
    parse_position,
    parse_trick,
    random_record,
    resolve_trick,
    score_hand,
    score_match,
)
from tute.scoring import HandScore

from tests.support.piles import captured
from tests.support.records import actions, cards
from tests.support.words import words

CABRON = find_ruleset("tute-cabron")
FOUR = find_ruleset("tute-cabron", {"players": 4})


def legal(position: str, rules: Ruleset = CABRON) -> list[str]:
    return [c.code for c in judge_plays(rules, parse_position(position)).legal]


def test_the_table() -> None:
    """3b.1: three players without the 2s (36 cards, 12 each) or four with all 40 (10 each);
    all dealt, nothing turned, no trump at the start."""
    assert words(CABRON.players, CABRON.deck, CABRON.hand_size, CABRON.stock) == (3, 36, 12, False)
    assert words(FOUR.players, FOUR.deck, FOUR.hand_size) == (4, 40, 10)
    assert find_ruleset("cabron") is CABRON
    for rules in (CABRON, FOUR):
        deal = deal_from_seed(rules, 5)
        assert deal.trump is None and deal.turn_up is None and not deal.stock
        assert sorted(c.index for h in deal.hands for c in h) == sorted(
            c.index for c in rules.deck_cards)
    assert all(c.rank != 2 for c in CABRON.deck_cards) and len(CABRON.deck_cards) == 36


def test_c1_before_trumps() -> None:
    """C-1 (3b.2): P0 leads 3C; P1 must follow and head: {1C}. P2, void in copas and with no
    trump suit yet, may play anything."""
    assert legal("trump=- seat=1 hand=1C,6C,12E trick=0:3C") == ["1C"]
    assert legal("trump=- seat=2 hand=12O,11O,4B trick=0:3C,1:1C") == ["12O", "11O", "4B"]


def test_c2_the_fallen_marriage_fixes_trumps() -> None:
    """C-2 (3b.3-4): 12E and 11E (P1's only espada) fall in a trick P2 takes with 1E: 4 + 3 +
    11 = 18 card points and the marriage, 40, to P2; espadas are trumps from the next trick, so
    a seat void in the led suit must trump; a later marriage that falls is worth 20 to the
    trick's winner, who need not have played either card."""
    deal = deal_from_cards(CABRON, 2, [
        cards("12E,3E,5E,6E,12O,1O,3O,3C,1B,3B,12B,11B"),
        cards("11E,11O,4O,5O,6O,7O,10O,5C,4C,10B,7B,6B"),
        cards("1E,4E,7E,10E,7C,1C,6C,10C,11C,12C,5B,4B"),
    ])
    state = HandState(CABRON, deal)
    for action in actions("0:12E 1:11E 2:1E"):
        state.apply(action)
    assert state.trump is Suit.ESPADAS and state.tricks[0].points == 18
    [first] = state.declarations
    assert (first.seat, first.suit, first.points) == (2, Suit.ESPADAS, 40)
    for action in actions("2:7C 0:3C 1:5C 0:12O 1:11O"):
        state.apply(action)
    position = state.position(2)  # void in oros: trump with any espada
    assert [c.code for c in judge_plays(CABRON, position).legal] == ["4E", "7E", "10E"]
    state.apply(parse_action("2:4E"))
    second = state.declarations[1]
    assert (second.seat, second.suit, second.points) == (2, Suit.OROS, 20)
    # The example's own position: P1 leads 3C, P2 void in copas holds {4E, 5O} -> {4E}.
    assert legal("trump=E seat=2 hand=4E,5O trick=0:1B,1:3C") == ["4E"]


def test_c2_each_trick_names_the_marriage_that_fell_in_it() -> None:
    """C-2 (3b.3-4), trick by trick: the trick of 12E and 11E names its marriage (40, fixing
    espadas as trumps), the next names none, the one of 12O and 11O names a 20; resolving
    those tricks alone says the same, given the trumps of their moment."""
    deal = deal_from_cards(CABRON, 2, [
        cards("12E,3E,5E,6E,12O,1O,3O,3C,1B,3B,12B,11B"),
        cards("11E,11O,4O,5O,6O,7O,10O,5C,4C,10B,7B,6B"),
        cards("1E,4E,7E,10E,7C,1C,6C,10C,11C,12C,5B,4B"),
    ])
    state = HandState(CABRON, deal)
    for action in actions("0:12E 1:11E 2:1E 2:7C 0:3C 1:5C 0:12O 1:11O 2:4E"):
        state.apply(action)
    first, plain, later = state.tricks
    assert first.fallen_marriages == (FallenMarriage(Suit.ESPADAS, 40, Suit.ESPADAS),)
    assert plain.fallen_marriages == ()
    assert (later.winner_seat, later.fallen_marriages) == (
        2, (FallenMarriage(Suit.OROS, 20, None),))
    assert resolve_trick(CABRON, None, first.cards).fallen_marriages == first.fallen_marriages
    assert resolve_trick(CABRON, Suit.ESPADAS, later.cards).fallen_marriages == (
        later.fallen_marriages)
    # the same trick as the deal's first marriage: 40, and it fixes trumps
    assert resolve_trick(CABRON, None, later.cards).fallen_marriages == (
        FallenMarriage(Suit.OROS, 40, Suit.OROS),)
    # declared marriages never fall (tute-dos sings them)
    tute = find_ruleset("tute-dos")
    assert resolve_trick(tute, Suit.OROS, parse_trick("0:12C,1:11C")).fallen_marriages == ()


def test_two_marriages_falling_in_one_trick_of_four() -> None:
    """3b.4 with four players: two marriages may fall in one trick. In suit order, the first
    is worth 40 and fixes trumps (there were none), the other one 20; the taker scores both."""
    trick = parse_trick("0:12O,1:11O,2:12C,3:11C")
    result = resolve_trick(FOUR, None, trick)
    assert result.winner_seat == 0
    assert result.fallen_marriages == (FallenMarriage(Suit.OROS, 40, Suit.OROS),
                                       FallenMarriage(Suit.COPAS, 20, None))
    assert resolve_trick(FOUR, Suit.BASTOS, trick).fallen_marriages == (
        FallenMarriage(Suit.OROS, 20, None), FallenMarriage(Suit.COPAS, 20, None))


def _score(captured: list[list[Card]], last: int, marriages: dict[int, list[Suit]],
           rules: Ruleset = CABRON, trump: Suit | None = Suit.ESPADAS) -> HandScore:
    made = [Declaration(seat, DeclarationKind.MARRIAGE, suit=suit)
            for seat, suits in marriages.items() for suit in suits]
    return score_hand(rules, trump, captured, last, made)


def test_c3a_the_middle_total_loses() -> None:
    """C-3 (a): P0 40 + últimas 10 = 50; P1 45 + 40 = 85; P2 35 + 20 = 55: all took tricks,
    nobody over 100: the middle total, 55, loses (3b.8)."""
    result = _score(captured(CABRON, 40, 45, 35), 0, {1: [Suit.ESPADAS], 2: [Suit.COPAS]})
    assert [s.total for s in result.sides] == [50, 85, 55]
    assert words(result.loser_sides, result.reason, result.winner_side) == (
        (2,), "middle_loses", None)


def test_c3b_over_100_loses_alone() -> None:
    """C-3 (b): P0 30; P1 70 + 10 + 40 = 120; P2 20 → P1, over 100, loses alone (3b.7)."""
    result = _score(captured(CABRON, 30, 70, 20), 1, {1: [Suit.ESPADAS]})
    assert [s.total for s in result.sides] == [30, 120, 20]
    assert words(result.loser_sides, result.reason) == ((1,), "over_100_loses")


def test_c3c_no_trick_loses_alone_whatever_the_totals() -> None:
    """C-3 (c): P2 took no trick; P0 70 + 10 = 80, P1 50 + 40 = 90 → P2 loses alone (3b.6)."""
    piles = captured(CABRON, 70, 50, 0)
    piles[0] += piles[2]
    piles[2] = []
    result = _score(piles, 0, {1: [Suit.ESPADAS]})
    assert [s.total for s in result.sides] == [80, 90, 0]
    assert words(result.loser_sides, result.reason) == ((2,), "no_tricks")


def test_c3d_tied_seats_lose_when_nobody_is_in_the_middle() -> None:
    """C-3 (d): P0 50 + 10 = 60; P1 60; P2 10; no marriage fell → nobody strictly between 10
    and 60 → the tied P0 and P1 lose (3b.8)."""
    result = _score(captured(CABRON, 50, 60, 10), 0, {}, trump=None)
    assert [s.total for s in result.sides] == [60, 60, 10]
    assert words(result.loser_sides, result.reason) == ((0, 1), "shared_score_loses")


def test_c3e_four_players_both_middle_totals_lose() -> None:
    """C-3 (e): four players, totals 95, 60, 45, 20, all with tricks → the 60 and the 45
    lose (3b.8: "4p: normally the 2nd and 3rd"). The example gives totals only (no hand of 40
    cards makes exactly these four with 130 + marriages), so the rule is asked with them."""
    assert FOUR.winner.decide([95, 60, 45, 20], [85, 60, 45, 20 - 10], [3, 2, 3, 2],
                              [0, 0, 0, 0], 0) == (None, "middle_loses", (1, 2))
    # A real four-seat hand: 74, 21 + the first marriage (40, espadas then trumps), 14, 11
    # cards, 10 de últimas to seat 0.
    result = _score(captured(FOUR, 74, 21, 14, 11), 0, {1: [Suit.ESPADAS]}, rules=FOUR)
    assert [s.total for s in result.sides] == [84, 61, 14, 11]
    assert words(result.loser_sides, result.reason) == ((1, 2), "middle_loses")


def test_capote_makes_every_other_seat_lose() -> None:
    """3b.6: a player who took every trick makes all the others lose; with
    capote_singer_loses (regional.md 3d, Argentine cabrero) a capote-maker who scored a
    marriage loses alone instead."""
    everything: list[list[Card]] = [list(CABRON.deck_cards), [], []]
    plain = _score(everything, 0, {})
    assert words(plain.loser_sides, plain.reason, plain.capote_side) == ((1, 2), "capote", 0)
    sung = _score(everything, 0, {0: [Suit.ESPADAS]})
    assert sung.loser_sides == (1, 2)
    singer = find_ruleset("tute-cabron", {"capote_singer_loses": True})
    argentine = _score(everything, 0, {0: [Suit.ESPADAS]}, rules=singer)
    assert words(argentine.loser_sides, argentine.reason) == ((0,), "capote_singer")
    assert _score(everything, 0, {}, rules=singer).loser_sides == (1, 2)


def test_c4_penalty_match() -> None:
    """C-4 (3b.9): limit 4. Penalties P0 3, P1 2, P2 3; deal (a) makes P2 lose → P2 reaches 4
    → the game is over and P1, with the fewest (2), wins."""
    hands = ([HandOutcome.lost_by(0)] * 3 + [HandOutcome.lost_by(1)] * 2
             + [HandOutcome.lost_by(2)] * 3)
    before = score_match(CABRON, hands)
    assert words(before.penalties_by_side, before.complete) == ((3, 2, 3), False)
    after = score_match(CABRON, [*hands, HandOutcome.lost_by(2)])
    assert words(after.penalties_by_side, after.winner_side, after.complete) == ((3, 2, 4), 1, True)
    # A tie for the fewest plays on (proposal): 4, 2, 2.
    tied = score_match(CABRON, [HandOutcome.lost_by(0)] * 4 + [HandOutcome.lost_by(1, 2)] * 2)
    assert words(tied.penalties_by_side, tied.complete) == ((4, 2, 2), False)
    assert CABRON.match is MatchKind.PENALTY_POINTS and CABRON.penalty_limit == 4


def test_penalty_switches_apply_only_where_they_mean_something() -> None:
    with pytest.raises(OverrideError) as caught:
        find_ruleset("tute-dos", {"penalty_limit": 6, "capote_singer_loses": True})
    assert {p.code for p in caught.value.problems} == {"SWITCH_NOT_APPLICABLE"}
    with pytest.raises(OverrideError):
        find_ruleset("tute-dos", {"match": "penalty_points"})
    assert find_ruleset("tute-cabron", {"penalty_limit": 6}).penalty_limit == 6


@pytest.mark.parametrize("rules", [CABRON, FOUR], ids=["three", "four"])
def test_self_play_always_names_a_loser(rules: Ruleset) -> None:
    """Every random legal hand ends with at least one loser and never a winner; the deck is
    conserved and the card points add up to 120 (130 with últimas)."""
    for seed in range(150):
        record: HandRecord = random_record(rules, deal_from_seed(rules, seed), seed)
        result = adjudicate(record)
        assert result.legal and result.complete, result.error
        score = result.score
        assert score is not None and score.winner_side is None and score.loser_sides
        assert sum(s.card_points for s in score.sides) == 120
        assert sum(s.last_trick_bonus for s in score.sides) == 10
        taken = sorted(c.index for t in result.tricks for c in (x.card for x in t.cards))
        assert taken == sorted(c.index for c in DECK if c in rules.deck_cards)
