"""The bit-set engine core against plain, per-card implementations (hypothesis).

The duties, the position check, the trick check and the replay each have a fast path on
integer bit sets (issue 15). These properties hold them to what they replace:

* ``Duties.violations`` / ``Duties.sets`` / ``judge_plays`` give, card by card, what a plain
  per-card reading of the duties gives, for every duty value and every switch that shapes it
  (``head_led_suit``, ``must_undertrump``, ``partner_exemption``, pairs or not, both rank
  orders), on random hands and tricks (possible or not);
* the strict full duty agrees with the reference of ``bench/bitset_reference.py``;
* ``position_problems`` and ``trick_problems`` answer exactly as their detailed checks, on
  random positions and tricks with random defects; ``resolve_trick`` as a plain loop;
* ``adjudicate`` (runs of plays) answers as applying each action alone, on random records of
  every named ruleset, legal or with one action broken;
* the slot builders make the same values as the constructors.
"""

from __future__ import annotations

import dataclasses
import random
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
import tute
from hypothesis import given, settings
from hypothesis import strategies as st
from tute import (
    DECK,
    SUITS,
    Action,
    ActionKind,
    Card,
    PlayPosition,
    Ruleset,
    Suit,
    TrickCard,
    adjudicate,
    deal_from_seed,
    find_ruleset,
    judge_plays,
    position_problems,
    random_record,
    resolve_trick,
    trick_problems,
)
from tute.errors import ImpossiblePositionError
from tute.hand import (
    HandAdjudication,
    HandRecord,
    HandState,
    IllegalAction,
    _adjudication,
)
from tute.play import (
    PlayPhase,
    TrickResult,
    _position_problems,
)
from tute.rules import (
    MUST_FOLLOW_SUIT,
    MUST_FOLLOW_TRUMP_LEAD,
    MUST_HEAD,
    MUST_OVERTRUMP,
    MUST_TRUMP,
    MUST_UNDERTRUMP,
    REASONS,
    Duties,
    Violation,
    violation,
)
from tute.rulesets import named_rulesets
from tute.values import Duty

from tests.support.records import broken

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from bitset_reference import legal_mask

from tests.support.examples import share

SETTINGS = settings(max_examples=share(300), deadline=None)
TUTE_STRENGTH = find_ruleset("tute-dos").strength
GUINOTE_STRENGTH = find_ruleset("tute-dos", {"rank_order": "guinote"}).strength


# -- a plain reading of the duties, card by card ----------------------------------------------


def plain_violations(duties: Duties, duty: Duty, seat: int, hand: Sequence[Card],
                     trick: Sequence[TrickCard], trump: Suit | None
                     ) -> list[tuple[Violation, ...]]:
    """rulesets.md, "Play duties", one card at a time, with nothing shared between cards."""
    strength = duties.strength
    if not trick or duty is Duty.FREE:
        return [() for _ in hand]
    led = trick[0].card.suit

    def best_on_table(suit: Suit) -> int | None:
        found = [strength[t.card.index] for t in trick if t.card.suit is suit]
        return max(found) if found else None

    def holder() -> int:  # the highest trump, else the highest card of the led suit
        best = 0
        for i, t in enumerate(trick):
            top = trick[best].card
            higher = t.card.suit is top.suit and strength[t.card.index] > strength[top.index]
            trumps = t.card.suit is not top.suit and trump is not None and t.card.suit is trump
            if higher or trumps:
                best = i
        return best

    partner_holds = (duties.partner_exemption and duties.pairs
                     and trick[holder()].seat % 2 == seat % 2)
    holds_trump = trump is not None and any(h.suit is trump for h in hand)
    answers: list[tuple[Violation, ...]] = []
    for c in hand:
        answer: tuple[str, ...] = ()
        if duty is not Duty.FULL:
            if trump is not None and led is trump and holds_trump:
                if c.suit is not trump:
                    answer = (MUST_FOLLOW_TRUMP_LEAD,)
                elif duty is Duty.FOLLOW_AND_HEAD_TRUMP_LEAD and not partner_holds:
                    best = best_on_table(trump)
                    assert best is not None
                    can = any(h.suit is trump and strength[h.index] > best for h in hand)
                    if can and strength[c.index] <= best:
                        answer = (MUST_HEAD,)
        elif any(h.suit is led for h in hand):
            if c.suit is not led:
                answer = (MUST_FOLLOW_SUIT,)
            else:
                trumped = trump is not None and led is not trump and any(
                    t.card.suit is trump for t in trick)
                must_head = not partner_holds and (duties.head_always or not trumped)
                best = best_on_table(led)
                assert best is not None
                can = any(h.suit is led and strength[h.index] > best for h in hand)
                if must_head and can and strength[c.index] <= best:
                    answer = (MUST_HEAD,)
        elif trump is not None and not partner_holds and holds_trump:
            best = best_on_table(trump)
            if best is None:
                answer = () if c.suit is trump else (MUST_TRUMP,)
            elif any(h.suit is trump and strength[h.index] > best for h in hand):
                if c.suit is trump:
                    answer = () if strength[c.index] > best else (MUST_OVERTRUMP,)
                else:
                    answer = (MUST_TRUMP, MUST_OVERTRUMP)
            elif duties.must_undertrump and c.suit is not trump:
                answer = (MUST_UNDERTRUMP,)
        answers.append(tuple(violation(code) for code in answer))
    return answers


@st.composite
def any_duties(draw: st.DrawFn) -> Duties:
    """Every field the duty switches set, in every combination (``Duties.from_ruleset`` maps
    the switches onto them)."""
    return Duties(
        stock_phase=draw(st.sampled_from(list(Duty))),
        strict_phase=draw(st.sampled_from([Duty.FULL, Duty.FREE])),
        head_always=draw(st.booleans()), must_undertrump=draw(st.booleans()),
        partner_exemption=draw(st.booleans()),
        strength=draw(st.sampled_from([TUTE_STRENGTH, GUINOTE_STRENGTH])),
        pairs=draw(st.booleans()))


@st.composite
def hands_and_tricks(draw: st.DrawFn, players: int = 4
                     ) -> tuple[int, tuple[Card, ...], tuple[TrickCard, ...], Suit | None]:
    """A seat, a hand and a trick in playing order, all distinct cards, and a trump (or none).
    Hands are drawn often short in one suit, so that every branch of the duties is met."""
    deck = draw(st.permutations(DECK))
    size = draw(st.integers(1, 10))
    length = draw(st.integers(0, players - 1))
    seat = draw(st.integers(0, players - 1))
    if draw(st.booleans()):  # leave the hand void in some suits
        kept = draw(st.sets(st.sampled_from(SUITS), min_size=1, max_size=3))
        pool = [c for c in deck if c.suit in kept]
        rest = [c for c in deck if c.suit not in kept]
        hand = tuple(pool[:size])
        table = rest[:length] if len(rest) >= length else pool[size:size + length]
    else:
        hand, table = tuple(deck[:size]), deck[size:size + length]
    trick = tuple(TrickCard((seat - length + i) % players, c) for i, c in enumerate(table))
    trump = draw(st.sampled_from([*SUITS, None]))
    return seat, hand, trick, trump


@SETTINGS
@given(any_duties(), st.sampled_from(list(Duty)), hands_and_tricks())
def test_duties_answer_as_the_plain_reading(
    duties: Duties, duty: Duty,
    drawn: tuple[int, tuple[Card, ...], tuple[TrickCard, ...], Suit | None],
) -> None:
    seat, hand, trick, trump = drawn
    expected = plain_violations(duties, duty, seat, hand, trick, trump)
    got = duties.violations(duty, seat, hand, trick, trump)
    assert got == expected
    # the very same shared Violation values, and legality read from the same sets
    assert all(v is violation(v.code) for answer in got for v in answer)
    legal, first, first_reasons, other_reasons = duties.sets(
        duty, seat, sum(c.bit for c in hand), trick, trump)
    for c, answer in zip(hand, got, strict=True):
        if c.bit & legal:
            assert answer == ()
        else:
            assert answer == REASONS[first_reasons if c.bit & first else other_reasons] != ()


@st.composite
def duty_rulesets(draw: st.DrawFn) -> Ruleset:
    ruleset_id = draw(st.sampled_from(("tute-dos", "tute-parejas", "tute-tres", "brisca")))
    overrides: dict[str, object] = {
        "head_led_suit": draw(st.sampled_from(("when_can_win", "always"))),
        "must_undertrump": draw(st.booleans()),
        "rank_order": draw(st.sampled_from(("tute", "guinote"))),
        "strict_phase_duty": draw(st.sampled_from(("full", "free"))),
    }
    if ruleset_id == "tute-parejas":
        overrides["partner_exemption"] = draw(st.sampled_from(("none", "head_and_trump")))
    return find_ruleset(ruleset_id, overrides)


@SETTINGS
@given(duty_rulesets(), hands_and_tricks(players=2), st.data())
def test_judge_plays_is_the_plain_reading(
    ruleset: Ruleset,
    drawn: tuple[int, tuple[Card, ...], tuple[TrickCard, ...], Suit | None],
    data: st.DataObject,
) -> None:
    """Unchecked (any hand and trick): legal plays and exclusions, card by card."""
    seat, hand, trick, trump = drawn
    seat %= ruleset.players
    trick = tuple(TrickCard((seat - len(trick) + i) % ruleset.players, t.card)
                  for i, t in enumerate(trick))
    position = PlayPosition(trump, seat, hand, trick)
    judgement = judge_plays(ruleset, position, check=False)
    duty = ruleset.duties.strict_phase
    expected = plain_violations(ruleset.duties, duty, seat, hand, trick, trump)
    assert judgement.legal == tuple(c for c, v in zip(hand, expected, strict=True) if not v)
    assert [(e.card, e.violations) for e in judgement.excluded] == [
        (c, v) for c, v in zip(hand, expected, strict=True) if v]
    assert (judgement.phase, judgement.duty) == (PlayPhase.STRICT, duty)


@SETTINGS
@given(hands_and_tricks(), st.sampled_from(["tute", "guinote"]))
def test_the_full_duty_agrees_with_the_bench_reference(
    drawn: tuple[int, tuple[Card, ...], tuple[TrickCard, ...], Suit | None], order: str
) -> None:
    seat, hand, trick, trump = drawn
    ruleset = find_ruleset("tute-parejas", {"rank_order": order})
    position = PlayPosition(trump, seat, hand, trick)
    engine = sum(c.bit for c in judge_plays(ruleset, position, check=False).legal)
    reference = legal_mask(sum(c.bit for c in hand), tuple(t.card.index for t in trick),
                           None if trump is None else SUITS.index(trump), ruleset.strength)
    assert engine == reference


# -- the checks: fast path and detailed check agree -----------------------------------------


@st.composite
def damaged_positions(draw: st.DrawFn) -> tuple[Ruleset, PlayPosition]:
    """A possible position of a named ruleset, then (most of the time) one defect or more."""
    ruleset = draw(st.sampled_from(named_rulesets()))
    n = ruleset.players
    deck = draw(st.permutations(ruleset.deck_cards))
    stock = 0
    if ruleset.stock:
        stock = ruleset.initial_stock_size - n * draw(
            st.integers(0, ruleset.initial_stock_size // n))
    size = ruleset.hand_size if stock > 0 else draw(st.integers(1, ruleset.hand_size))
    seat = draw(st.integers(0, n - 1))
    length = draw(st.integers(0, ruleset.in_play - 1))
    hand = list(deck[:size])
    trick = [TrickCard((seat - length + i) % n, deck[size + i]) for i in range(length)]
    trump: Suit | None = draw(st.sampled_from([*SUITS, None]))
    turn_up: Card | None = draw(st.sampled_from([None, deck[-1]]))
    seat_value: object = seat
    for defect in draw(st.lists(st.integers(0, 11), max_size=3)):
        if defect == 0 and hand:
            hand.append(hand[0])  # a card twice
        elif defect == 1 and trick:
            hand.append(trick[0].card)  # a card in the hand and on the table
        elif defect == 2:
            hand.append(DECK[1])  # a 2 (outside a 36-card deck), perhaps twice
        elif defect == 3:
            # seats of another type than int are unsupported, and the compiled build refuses
            # them when the position is made (docs/compiled-engine.md)
            seat_value = draw(st.sampled_from([n, -1] if tute.COMPILED else
                                              [n, -1, True, 1.0, "0"]))
        elif defect == 4 and trick:
            trick[0] = TrickCard((seat + 1) % n, trick[0].card)
        elif defect == 5:
            stock = draw(st.integers(-2, 40))
        elif defect == 6:
            hand = hand[:-1] if hand else list(deck[:12])
        elif defect == 7:
            trick.append(TrickCard((seat + 7) % n, deck[-2]))
        elif defect == 8:
            turn_up = deck[-1] if turn_up is None else None
        elif defect == 9 and trick:
            odd = [n + 1] if tute.COMPILED else [True, n + 1, None]
            trick[-1] = TrickCard(draw(st.sampled_from(odd)), trick[-1].card)
        elif defect == 10:
            hand = []
        elif defect == 11:
            trump = None
    position = PlayPosition(trump, seat_value, tuple(hand), tuple(trick), stock,  # type: ignore[arg-type]
                            turn_up)
    return ruleset, position


@settings(max_examples=share(600), deadline=None)
@given(damaged_positions())
def test_position_check_answers_as_the_detailed_check(
    drawn: tuple[Ruleset, PlayPosition],
) -> None:
    ruleset, position = drawn
    try:
        expected = _position_problems(ruleset, position)
    except TypeError:  # a seat of the wrong type breaks the detailed check's arithmetic too
        return
    assert position_problems(ruleset, position) == expected
    if expected:
        with pytest.raises(ImpossiblePositionError) as raised:
            judge_plays(ruleset, position)
        assert list(raised.value.problems) == expected
    else:
        judgement = judge_plays(ruleset, position)
        assert judgement == judge_plays(ruleset, position, check=False)


def plain_winner(ruleset: Ruleset, trump: Suit | None, trick: Sequence[TrickCard]) -> int:
    best = 0
    for i in range(1, len(trick)):
        if ruleset.duties.beats(trick[i].card, trick[best].card, trump):
            best = i
    return best


@settings(max_examples=share(600), deadline=None)
@given(st.sampled_from(named_rulesets()), st.data())
def test_trick_check_and_winner_answer_as_the_plain_ones(
    ruleset: Ruleset, data: st.DataObject
) -> None:
    n = ruleset.players
    cards = data.draw(st.lists(st.sampled_from(DECK), min_size=1, max_size=n + 1))
    leader = data.draw(st.integers(0, n - 1))
    seats = [data.draw(st.sampled_from([(leader + i) % n, (leader + i) % n, n, True]))
             for i in range(len(cards))]
    trick = tuple(TrickCard(s, c) for s, c in zip(seats, cards, strict=True))
    trump = data.draw(st.sampled_from([*SUITS, None]))
    problems = trick_problems(ruleset, trump, trick)
    if problems:
        with pytest.raises(ImpossiblePositionError) as raised:
            resolve_trick(ruleset, trump, trick)
        assert list(raised.value.problems) == problems
        return
    result = resolve_trick(ruleset, trump, trick)
    best = plain_winner(ruleset, trump, trick)
    assert result == TrickResult(trick[best].seat, trick[best].card,
                                 sum(ruleset.points[t.card.index] for t in trick),
                                 ruleset.marriages_rule.fall([t.card for t in trick], trump))
    assert resolve_trick(ruleset, trump, trick, check=False) == result


# -- the replay: runs of plays against one action at a time ---------------------------------


def one_at_a_time(record: HandRecord) -> HandAdjudication:
    """The first deal replayed with HandState.apply, one action at a time."""
    state = HandState(record.ruleset, record.deal)
    for index, action in enumerate(record.actions):
        try:
            state.apply(action)
        except IllegalAction as illegal:
            return _adjudication(state, state.action_error(index, action, illegal), index,
                                 None)
    return _adjudication(state, None, len(record.actions), None)


@pytest.mark.parametrize("ruleset", named_rulesets(), ids=lambda r: r.id)
def test_runs_of_plays_answer_as_single_actions(ruleset: Ruleset) -> None:
    rng = random.Random(ruleset.id)
    for seed in range(12):
        record = random_record(ruleset, deal_from_seed(ruleset, seed), seed)
        record = dataclasses.replace(record, vueltas=None)
        for candidate in (record, broken(record, rng), broken(record, rng)):
            fast, slow = adjudicate(candidate), one_at_a_time(candidate)
            assert dataclasses.replace(fast, next_dealer=None) == dataclasses.replace(
                slow, next_dealer=None)


# -- the slot builders ----------------------------------------------------------------------


def test_cards_and_suits_as_bit_sets() -> None:
    assert [c.bit for c in DECK] == [1 << i for i in range(40)]
    assert sum(s.bits for s in SUITS) == (1 << 40) - 1
    for c in DECK:
        assert c.suit_bits == c.suit.bits and c.bit & c.suit.bits
    assert Action(0, ActionKind.PLAY, card=DECK[0]).card is DECK[0]
