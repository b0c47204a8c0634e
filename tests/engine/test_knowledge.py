"""What one seat knows (issue 26, item 1): built from a record it keeps only what the seat saw,
and a knowledge that contradicts itself is refused at its first contradiction; the leak
property of item 5 (the same knowledge from records that differ only in hidden cards gives the
same inference and, seed for seed, the same worlds)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from tute.cards import Card, parse_card
from tute.deal import deal_from_seed
from tute.declarations import MARRIAGE
from tute.errors import InvalidInputError
from tute.hand import Action, ActionKind, HandRecord, random_record, replay_legal
from tute.inference import infer
from tute.knowledge import KnowledgeReader, SeatKnowledge
from tute.rulesets import Ruleset, find_ruleset, named_rulesets
from tute.worlds import sample_worlds

PLAY = ActionKind.PLAY


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(code) for code in text.split())


def every_ruleset() -> list[Ruleset]:
    return [base if players == base.players else find_ruleset(base.id, {"players": players})
            for base in named_rulesets() for players in base.player_options]


def test_from_record_keeps_what_the_seat_saw() -> None:
    rules = find_ruleset("tute-dos")
    record = random_record(rules, deal_from_seed(rules, 3), 3)
    knowledge = SeatKnowledge.from_record(record, 1, 20)
    assert knowledge.hand == record.deal.hands[1]
    assert knowledge.turn_up is record.deal.turn_up
    assert set(knowledge.drawn) <= set(record.deal.stock)
    assert knowledge.actions == record.actions[:20]
    state, _ = replay_legal(record, 20)
    # every card it drew, in order: what it holds now is what it was dealt and drew, less
    # what it played
    played = {a.card for a in record.actions[:20] if a.seat == 1 and a.kind is PLAY}
    assert sorted(c.index for c in state.hands[1]) == sorted(
        c.index for c in (*knowledge.hand, *knowledge.drawn) if c not in played)


def test_hidden_marriages_lose_their_suit() -> None:
    """regional.md 1b.10 (marriage_disclosure hidden_in_strict_phase): the other seats learn
    nothing of a 20's suit once the stock is gone; a 40 shows its points, so its suit is the
    trump suit; the singer's own knowledge keeps every suit."""
    rules = find_ruleset("guinote", {"players": 2})
    for seed in range(80):
        record = replace(random_record(rules, deal_from_seed(rules, seed), seed), vueltas=None)
        state, _ = replay_legal(record)
        sung = [i for i, a in enumerate(record.actions) if a.declaration is MARRIAGE]
        unseen = 0
        for seat in range(2):
            knowledge = SeatKnowledge.from_record(record, seat)
            for i in sung:
                real = record.actions[i].suit
                seen = knowledge.actions[i].suit
                if record.actions[i].seat == seat or real is state.trump:
                    assert seen is real
                else:
                    assert seen in (None, real)
                    unseen += seen is None
        if unseen:
            return
    pytest.fail("no hidden 20 in 80 hands")


def test_direct_form_equals_the_record_form() -> None:
    rules = find_ruleset("tute-parejas")
    record = random_record(rules, deal_from_seed(rules, 5), 5)
    built = SeatKnowledge.from_record(record, 2, 9)
    direct = SeatKnowledge(rules, seat=2, dealer=record.deal.dealer, hand=record.deal.hands[2],
                           turn_up=record.deal.turn_up, actions=record.actions[:9])
    assert built == direct
    assert infer(built) == infer(direct)


PAREJAS = cards("1C 3C 12C 11C 10C 7C 6C 5C 4C 1O")


def problem_of(knowledge: SeatKnowledge) -> tuple[str, str]:
    with pytest.raises(InvalidInputError) as caught:
        infer(knowledge)
    first = caught.value.problems[0]
    assert knowledge.problems() == [] or knowledge.problems()[0] == first
    return first.code, first.field


def parejas(*moves: tuple[int, str], hand: tuple[Card, ...] = PAREJAS) -> SeatKnowledge:
    return SeatKnowledge(find_ruleset("tute-parejas"), seat=0, dealer=0, hand=hand,
                         turn_up=parse_card("1O"),
                         actions=tuple(Action(s, PLAY, card=parse_card(c)) for s, c in moves))


def test_a_card_in_two_places() -> None:
    """Issue 26 "Bad input": a card in two places is named where it stands the second time."""
    assert problem_of(parejas(hand=cards("1C 3C 12C 11C 10C 7C 6C 5C 1C 1O"))) == (
        "DUPLICATE_CARD", "/hand/8")
    assert problem_of(parejas((1, "4C"))) == ("CARD_SEEN_ELSEWHERE", "/actions/0/card")


def test_a_play_the_rules_forbid() -> None:
    """The seat's own plays are judged on its own known hand (rulesets.md "Play duties":
    follow the led suit); anyone's play out of turn is refused (seat 1 leads: the mano)."""
    assert problem_of(parejas((2, "4E"))) == ("ILLEGAL_ACTION", "/actions/0")
    # seat 0 holds copas and plays its trump on a copas lead
    assert problem_of(parejas((1, "2C"), (2, "4E"), (3, "5E"), (0, "1O"))) == (
        "ILLEGAL_ACTION", "/actions/3")


def test_drawn_cards_must_match_the_draws() -> None:
    rules = find_ruleset("tute-dos")
    hand = cards("3B 4B 5C 6C 7C 1C 3C 12C")
    moves = tuple(Action(s, PLAY, card=parse_card(c)) for s, c in ((1, "5C"), (0, "2O"),
                                                                   (1, "6C")))
    short = SeatKnowledge(rules, 1, 0, hand, turn_up=parse_card("1B"), actions=moves)
    assert problem_of(short) == ("DRAWN_CARDS_MISMATCH", "/drawn")
    long = SeatKnowledge(rules, 1, 0, hand, drawn=cards("2C 4C"), turn_up=parse_card("1B"),
                         actions=moves)
    assert problem_of(long) == ("DRAWN_CARDS_MISMATCH", "/drawn")
    missing = SeatKnowledge(rules, 1, 0, hand, drawn=cards("2C"), actions=moves)
    assert problem_of(missing) == ("TURN_UP_REQUIRED", "/turn_up")


def _other_record(record: HandRecord, seat: int, actions: int, seed: int) -> HandRecord | None:
    """A record with the same actions on another deal that gives ``seat`` the same view."""
    knowledge = SeatKnowledge.from_record(record, seat, actions)
    world = sample_worlds(knowledge, 1, random.Random(seed))[0]
    other = HandRecord(record.ruleset, world, record.actions[:actions])
    try:
        replay_legal(other)
    except InvalidInputError:
        return None  # a hidden marriage of another suit in that world
    return other


@pytest.mark.parametrize("rules", every_ruleset(), ids=lambda r: f"{r.id}-{r.players}")
def test_no_leak(rules: Ruleset) -> None:
    """Issue 26 item 5: records that differ only in the cards the seat has not seen give the
    same knowledge, the same inference and, for the same seed, the same worlds."""
    compared = 0
    for seed in range(6):
        record = random_record(rules, deal_from_seed(rules, seed), seed)
        if record.vueltas is not None:
            continue
        actions = len(record.actions) * (seed + 1) // 7
        for seat in range(rules.players):
            other = _other_record(record, seat, actions, seed)
            if other is None or other.deal.hands == record.deal.hands:
                continue
            mine = SeatKnowledge.from_record(record, seat, actions)
            theirs = SeatKnowledge.from_record(other, seat, actions)
            assert mine == theirs
            assert infer(mine) == infer(theirs)
            assert sample_worlds(mine, 3, random.Random(seed)) == sample_worlds(
                theirs, 3, random.Random(seed))
            compared += 1
    assert compared


@pytest.mark.parametrize("rules", every_ruleset(), ids=lambda r: f"{r.id}-{r.players}")
def test_the_reader_knows_after_each_action_what_the_record_says(rules: Ruleset) -> None:
    """A seat that reads the actions one at a time (KnowledgeReader, as tute.players.play_deal
    keeps each knowledge player's) knows after each one exactly what from_record reads of the
    record up to it: the same public actions, the same draws (the pending one too); the
    vueltas' reader starts from the second deal (KnowledgeReader.of_record)."""
    for seed in range(3):
        record = random_record(rules, deal_from_seed(rules, seed), seed)
        seat = seed % rules.players
        reader = KnowledgeReader(rules, seat, record.deal)
        assert reader.knowledge() == SeatKnowledge.from_record(record, seat, 0)
        for index, action in enumerate(record.actions, start=1):
            reader.read(action)
            if index == len(record.actions) and record.vueltas is not None:
                break  # from_record counts on into the vueltas: the second deal's start
            assert reader.knowledge() == SeatKnowledge.from_record(record, seat, index)
