"""The vueltas (regional.md 1b.15-17, 2b.11-12, §6): ``vueltas``, ``vueltas_end`` and
``next_dealer``. Each test names its worked example and the rule's sources."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from tute import (
    Declaration,
    DeclarationKind,
    InvalidInputError,
    OverrideError,
    Ruleset,
    Suit,
    adjudicate,
    deal_from_cards,
    deal_from_seed,
    find_ruleset,
    parse_actions,
    parse_card,
    parse_cards,
    position_after,
    score_hand,
)
from tute.deal import Deal
from tute.hand import (
    DealRecord,
    EndedBy,
    HandRecord,
    HandState,
    IllegalAction,
    random_record,
    vueltas_dealer,
)
from tute.rules import ScoreReason
from tute.values import NextDealer

from tests.support.piles import captured
from tests.support.words import words

GUINOTE = find_ruleset("guinote")
HABANERO = find_ruleset("tute-habanero")


def deal_with(rules: Ruleset, dealer: int, wanted: Sequence[str], turn_up: str) -> Deal:
    """A deal whose hands start with the cards of ``wanted`` (seat by seat, comma-separated),
    the rest of the deck filled in order, ``turn_up`` under the stock."""
    shown = parse_card(turn_up)
    hands = [list(parse_cards(cards.split(","))) if cards else [] for cards in wanted]
    taken = {c for hand in hands for c in hand} | {shown}
    rest = [c for c in rules.deck_cards if c not in taken]
    for hand in hands:
        while len(hand) < rules.hand_size:
            hand.append(rest.pop(0))
    return deal_from_cards(rules, dealer, hands, [*rest, shown])


def play(state: HandState, text: str) -> None:
    for action in parse_actions(text):
        state.apply(action)


# -- G-9 and H-4: the running totals -------------------------------------------------------------

#: G-9's vueltas: dealt by seat 3 (side B), who took the first deal's last trick. Trick 1: B
#: wins 4C, 1C, 3C, 12C (25); trick 2: A's seat 2 wins 4E, 1E, 5E, 10E (14 in Guiñote).
G9_DEAL = ("4C,10E", "1C,4E", "3C,1E,12B,10B", "12C,5E")
G9_TRICKS = "0:4C 1:1C 2:3C 3:12C 1:4E 2:1E 3:5E 0:10E"


def test_g9_first_deal_without_101_calls_the_vueltas() -> None:
    """G-9 (1b.15: juegosdecartas, las40, Fournier): A cards 60 + 20 = 80; B cards 60 +
    últimas 10 = 70 → nobody at 101 → vueltas, dealt by the B player who took the last trick
    (1b.16, Fournier). With vueltas none the hand simply has no winner."""
    piles = captured(GUINOTE, 60, 60, seats=4)
    sang = [Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.COPAS)]
    first = score_hand(GUINOTE, Suit.OROS, piles, 1, sang)
    assert [s.total for s in first.sides] == [80, 70]
    assert (first.winner_side, first.reason) == (None, ScoreReason.VUELTAS)
    plain = score_hand(GUINOTE.with_overrides({"vueltas": "none"}), Suit.OROS, piles, 1, sang)
    assert plain.reason is ScoreReason.NO_WINNER


def test_g9_the_vueltas_stop_at_101() -> None:
    """G-9 (1b.15, vueltas_end auto: juegosdecartas): running A 80, B 70. Trick 1 B +25 → 95;
    trick 2 A +14 → 94; a player of A sings 20 → 114 ≥ 101 → A wins the partida there."""
    state = HandState(GUINOTE, deal_with(GUINOTE, 3, G9_DEAL, "2O"), carried=(80, 70))
    play(state, G9_TRICKS)
    assert state.running_totals() == (94, 95)
    assert not state.is_terminal()
    play(state, "2:marriage:B")
    assert state.is_terminal() and state.ended_by is EndedBy.TARGET_REACHED
    score = state.score()
    assert score is not None
    assert words(score.winner_side, score.reason, score.games) == (0, ScoreReason.OVER_100, (1, 0))
    assert score.carried_totals == (80, 70)
    assert [s.total for s in score.sides] == [34, 25]  # this deal's own points


def test_g9_a_false_claim_loses() -> None:
    """G-9 with vueltas_end claim (1d: Fournier's claim from memory, a false claim losing):
    had A claimed at 94, before the 20, B wins the partida; claimed after the 20, A wins."""
    claim = GUINOTE.with_overrides({"vueltas_end": "claim"})
    early = HandState(claim, deal_with(claim, 3, G9_DEAL, "2O"), carried=(80, 70))
    play(early, G9_TRICKS + " 0:claim")
    score = early.score()
    assert early.ended_by is EndedBy.CLAIM and score is not None
    assert (score.winner_side, score.reason) == (1, ScoreReason.FALSE_CLAIM)
    late = HandState(claim, deal_with(claim, 3, G9_DEAL, "2O"), carried=(80, 70))
    play(late, G9_TRICKS + " 2:marriage:B")
    assert not late.is_terminal()  # under claim, 114 alone does not stop the deal
    play(late, "2:claim")
    score = late.score()
    assert score is not None and (score.winner_side, score.reason) == (0, ScoreReason.CLAIM)


def test_a_claim_belongs_to_the_side_that_took_the_last_trick() -> None:
    """2b.12 (ludoteka, Fournier): "the trick winner may announce 101", before the next lead;
    never in a first deal, nor without the claim form."""
    claim = GUINOTE.with_overrides({"vueltas_end": "claim"})
    state = HandState(claim, deal_with(claim, 3, G9_DEAL, "2O"), carried=(80, 70))
    play(state, "0:4C 1:1C 2:3C 3:12C")
    for seat, code in ((0, "NOT_CLAIMABLE"), (2, "NOT_CLAIMABLE")):
        with pytest.raises(IllegalAction) as refused:
            state.copy().apply(parse_actions(f"{seat}:claim")[0])
        assert refused.value.code == code
    assert {a.seat for a in state.legal_actions() if a.kind == "claim"} == {1, 3}
    first = HandState(claim, deal_from_seed(claim, 1, 3))
    with pytest.raises(IllegalAction):
        first.apply(parse_actions("0:claim")[0])
    auto = HandState(GUINOTE, deal_with(GUINOTE, 3, G9_DEAL, "2O"), carried=(80, 70))
    play(auto, "0:4C 1:1C 2:3C 3:12C")
    assert not [a for a in auto.legal_actions() if a.kind == "claim"]


def test_h4_vueltas_of_two_players() -> None:
    """H-4 (2b.11: ludoteka, Fournier, naipes-casino): P1 cards 58 + 20 = 78; P2 62 + últimas
    10 = 72 → vueltas dealt by P2; P2 wins vueltas trick 1 with 21 → 93, trick 2 with 14 →
    107 → P2 wins."""
    piles = captured(HABANERO, 58, 62)
    first = score_hand(HABANERO, Suit.BASTOS, piles, 1,
                       [Declaration(0, DeclarationKind.MARRIAGE, suit=Suit.COPAS)])
    assert ([s.total for s in first.sides], first.reason) == ([78, 72], ScoreReason.VUELTAS)
    state = HandState(HABANERO, deal_with(HABANERO, 1, ("3C,11E", "1C,1E"), "5B"),
                      carried=(78, 72))
    play(state, "0:3C 1:1C")
    assert state.running_totals() == (78, 93)
    play(state, "1:1E 0:11E")
    score = state.score()
    assert state.ended_by is EndedBy.TARGET_REACHED and score is not None
    assert (score.winner_side, state.running_totals()) == (1, (78, 107))


# -- whole records of two deals ------------------------------------------------------------------


def two_deal_record(rules: Ruleset) -> HandRecord:
    """A random hand of ``rules`` whose first deal left nobody at 101."""
    for seed in range(200):
        record = random_record(rules, deal_from_seed(rules, seed, 3 % rules.players), seed)
        if record.vueltas is not None:
            return record
    raise AssertionError("no seed gives the vueltas")


@pytest.mark.parametrize("rules", [GUINOTE, HABANERO, GUINOTE.with_overrides({"players": 2}),
                                   GUINOTE.with_overrides({"vueltas_end": "claim"})],
                         ids=["guinote", "habanero", "guinote-2", "guinote-claim"])
def test_a_record_of_both_deals_is_adjudicated(rules: Ruleset) -> None:
    """1b.15 / 2b.11: the adjudication replays both deals, says who won and where; the
    vueltas' dealer must be the first deal's last trick taker (1b.16)."""
    record = two_deal_record(rules)
    assert record.vueltas is not None
    result = adjudicate(record)
    assert result.legal and result.complete
    assert result.score is not None and result.score.reason is ScoreReason.VUELTAS
    vueltas = result.vueltas
    assert vueltas is not None and vueltas.score is not None
    assert vueltas.score.winner_side is not None
    assert vueltas.score.carried_totals == tuple(s.total for s in result.score.sides)
    assert vueltas.dealer == result.tricks[-1].winner_seat == vueltas_dealer(record)
    assert result.actions_applied == record.action_count
    # The first deal alone: complete, with the vueltas still to deal.
    alone = adjudicate(HandRecord(rules, record.deal, record.actions))
    assert words(alone.complete, alone.vueltas, alone.next_dealer) == (True, None, vueltas.dealer)
    # Positions run on into the second deal.
    inside = position_after(record, len(record.actions) + 1, 0)
    assert words(inside.deal_number, inside.carried_totals) == (2, vueltas.score.carried_totals)
    opening = position_after(record, len(record.actions), 0)
    assert words(opening.deal_number, opening.tricks_played) == (2, 0)
    assert opening.hand == record.vueltas.deal.hands[0]
    alone_end = position_after(HandRecord(rules, record.deal, record.actions),
                               len(record.actions), 0)
    assert words(alone_end.deal_number, alone_end.phase) == (1, "over")


def test_vueltas_dealt_by_the_wrong_seat_or_not_due_are_refused() -> None:
    record = two_deal_record(GUINOTE)
    assert record.vueltas is not None
    wrong = (record.vueltas.deal.dealer + 1) % 4
    moved = DealRecord(deal_from_seed(GUINOTE, 5, wrong), record.vueltas.actions)
    with pytest.raises(InvalidInputError) as refused:
        adjudicate(HandRecord(GUINOTE, record.deal, record.actions, moved))
    assert [p.code for p in refused.value.problems] == ["VUELTAS_DEALER"]
    unfinished = HandRecord(GUINOTE, record.deal, record.actions[:-1], record.vueltas)
    with pytest.raises(InvalidInputError) as refused:
        adjudicate(unfinished)
    assert [p.field for p in refused.value.problems] == ["/vueltas"]
    none = GUINOTE.with_overrides({"vueltas": "none"})
    with pytest.raises(InvalidInputError) as refused:
        adjudicate(HandRecord(none, record.deal, record.actions, record.vueltas))
    assert refused.value.problems[0].code == "VUELTAS_NOT_DUE"


def test_an_illegal_action_in_the_vueltas_is_indexed_there() -> None:
    record = two_deal_record(GUINOTE)
    assert record.vueltas is not None
    broken = DealRecord(record.vueltas.deal, record.vueltas.actions[1:])  # the lead is missing
    result = adjudicate(HandRecord(GUINOTE, record.deal, record.actions, broken))
    assert not result.legal
    assert result.vueltas is not None and result.vueltas.error is not None
    assert result.vueltas.error.index == 0
    assert result.actions_applied == len(record.actions)


# -- next_dealer ---------------------------------------------------------------------------------


def test_next_dealer() -> None:
    """1b.17 (Fortanete, elpozuelocuenca: the taker of las diez últimas deals next) against
    Fournier's rotation (1d; regional.md 2a for Habanero's juegos)."""
    rules = find_ruleset("tute-dos")
    record = random_record(rules, deal_from_seed(rules, 3, 1), 3)
    result = adjudicate(record)
    assert result.next_dealer == 0  # rotate: the seat after dealer 1
    taker = find_ruleset("tute-dos", {"next_dealer": "last_trick_winner"})
    again = adjudicate(HandRecord(taker, record.deal, record.actions))
    assert again.next_dealer == again.tricks[-1].winner_seat
    assert GUINOTE.next_dealer is NextDealer.LAST_TRICK_WINNER
    assert HABANERO.next_dealer is NextDealer.ROTATE


def test_the_vueltas_switches_need_two_sides_at_101() -> None:
    for rules, overrides in (("tute-dos", {"vueltas": "cumulative"}),
                             ("tute-dos", {"vueltas_end": "claim"}),
                             ("tute-tres", {"hand_winner": "over_100", "vueltas": "cumulative"})):
        with pytest.raises(OverrideError) as refused:
            find_ruleset(rules, overrides)
        assert "SWITCH_NOT_APPLICABLE" in {p.code for p in refused.value.problems}
    assert find_ruleset("tute-dos", {"hand_winner": "over_100", "vueltas": "cumulative"})


