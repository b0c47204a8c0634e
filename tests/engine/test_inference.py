"""Inference from one seat's knowledge (issue 26, items 2 and 5): sound over random records of
every ruleset, and tight where a duty forces a conclusion (each duty's test cites its rule)."""

from __future__ import annotations

import random

import pytest
from tute.cards import DECK, Card, TrickCard, parse_card
from tute.deal import deal_from_seed
from tute.errors import InvalidInputError
from tute.hand import Action, ActionKind, HandState, random_record, replay_legal
from tute.inference import PlaceInference, infer
from tute.knowledge import SeatKnowledge
from tute.play import PlayPosition, judge_plays
from tute.rules import card_bits
from tute.rulesets import find_ruleset, named_rulesets
from tute.values import Duty

PLAY = ActionKind.PLAY


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(code) for code in text.split())


def plays(*moves: tuple[int, str]) -> tuple[Action, ...]:
    return tuple(Action(seat, PLAY, card=parse_card(code)) for seat, code in moves)


def place(inference: object, seat: int) -> PlaceInference:
    assert hasattr(inference, "places")
    return next(p for p in inference.places if p.seat == seat and p.kind == "hand")


def reasons(p: PlaceInference) -> dict[str, tuple[str, int | None]]:
    return {e.card.code: (e.reason, e.action) for e in p.excluded}


# Seat 0 deals tute-parejas and holds these (its last card, the ace of oros, shows trumps).
PAREJAS_HAND = cards("1C 3C 12C 11C 10C 7C 6C 5C 4C 1O")


def parejas(*moves: tuple[int, str], **overrides: object) -> SeatKnowledge:
    rules = find_ruleset("tute-parejas", overrides or None)
    return SeatKnowledge(rules, seat=0, dealer=0, hand=PAREJAS_HAND, turn_up=parse_card("1O"),
                         actions=plays(*moves))


def test_void_after_failing_to_follow_and_no_trump_after_failing_to_trump() -> None:
    """rulesets.md "Play duties", full (000, 003): follow the led suit; void, trump. Seat 3
    neither followed espadas nor trumped: it holds no espada and no trump."""
    inference = infer(parejas((1, "4E"), (2, "5E"), (3, "7B")))
    why = reasons(place(inference, 3))
    assert all(why[f"{r}E"] == ("MUST_FOLLOW_SUIT", 2) for r in (1, 2, 3, 6, 7, 10, 11, 12))
    assert all(why[f"{r}O"] == ("MUST_TRUMP", 2) for r in (2, 3, 4, 5, 6, 7, 10, 11, 12))
    assert set(place(inference, 3).possible) == {c for c in DECK if c.suit.value == "B"
                                                 and c.code != "7B"} | {parse_card("2C")}


def test_no_higher_card_after_failing_to_head() -> None:
    """rulesets.md "Play duties", full: if you can, head the led suit (play higher than its
    highest card on the table). Seat 2 answered the 4 of espadas with the 2: it holds no espada
    above the 4 (order 1, 3, 12, 11, 10, 7, 6, 5, 4, 2), and may hold none below it either
    (there is none left)."""
    inference = infer(parejas((1, "4E"), (2, "2E")))
    why = reasons(place(inference, 2))
    for rank in (1, 3, 12, 11, 10, 7, 6, 5):
        assert why[f"{rank}E"] == ("MUST_HEAD", 1)
    assert not any(c.suit.value == "E" for c in place(inference, 2).possible)
    # seat 3 has not played: it may hold every espada
    assert {f"{r}E" for r in (1, 3, 12, 11, 10, 7, 6, 5)} <= {
        c.code for c in place(inference, 3).possible}


def test_no_higher_trump_after_failing_to_overtrump() -> None:
    """rulesets.md "Play duties", full: if a trump is already on the table, overtrump if you
    can. Seat 3, void in espadas, played the 2 of oros over the 4: it holds no trump above the
    4 (and, void, no espada)."""
    inference = infer(parejas((1, "5E"), (2, "4O"), (3, "2O")))
    why = reasons(place(inference, 3))
    for rank in (3, 12, 11, 10, 7, 6, 5):
        assert why[f"{rank}O"] == ("MUST_OVERTRUMP", 2)
    assert why["1E"] == ("MUST_FOLLOW_SUIT", 2)
    # seat 2 trumped: void in espadas, but any trump was legal for it
    why2 = reasons(place(inference, 2))
    assert why2["1E"] == ("MUST_FOLLOW_SUIT", 1)
    assert "12O" not in why2


def test_undertrump_only_under_must_undertrump() -> None:
    """rulesets.md "Play duties": must_undertrump false (001: void and unable to overtrump, any
    card) or true. Seat 3 discarded a basto over a trumped espada lead: with the default it may
    still hold the 2 of oros (which cannot win); with must_undertrump it holds no trump."""
    moves = ((1, "5E"), (2, "4O"), (3, "3B"))
    free = place(infer(parejas(*moves)), 3)
    assert parse_card("2O") in free.possible
    assert reasons(free)["3O"] == ("MUST_TRUMP", 2)
    strict = place(infer(parejas(*moves, must_undertrump=True)), 3)
    assert reasons(strict)["2O"] == ("MUST_UNDERTRUMP", 2)


def test_trump_lead_answered_without_a_trump_in_habanero() -> None:
    """regional.md 2b.3: in the stock phase a trump lead must be answered with a trump if you
    hold one. Seat 0 answered seat 1's trump with a card of oros: it holds no trump, until it
    draws again (2b.2: both draw after each trick)."""
    rules = find_ruleset("tute-habanero")
    hand = cards("3B 4B 5C 6C 7C 1C 3C 12C")
    before = SeatKnowledge(rules, seat=1, dealer=0, hand=hand, turn_up=parse_card("1B"),
                           actions=plays((1, "4B"), (0, "2O")))
    why = reasons(place(infer(before), 0))
    assert why["12B"] == ("MUST_FOLLOW_TRUMP_LEAD", 1)
    assert why["2B"] == ("MUST_FOLLOW_TRUMP_LEAD", 1)
    # seat 1 took the trick: both draw before the next lead
    after = SeatKnowledge(rules, seat=1, dealer=0, hand=hand, turn_up=parse_card("1B"),
                          drawn=cards("11C"), actions=plays((1, "4B"), (0, "2O"), (1, "5C")))
    assert parse_card("12B") in place(infer(after), 0).possible


def test_free_stock_phase_proves_nothing() -> None:
    """tute-dos: free play while the stock lasts (000: "nessun obbligo di rispondere al seme"):
    a card of another suit shows no void."""
    rules = find_ruleset("tute-dos")
    knowledge = SeatKnowledge(rules, seat=1, dealer=0, hand=cards("3B 4B 5C 6C 7C 1C 3C 12C"),
                              turn_up=parse_card("1B"), actions=plays((1, "5C"), (0, "2O")))
    seat0 = place(infer(knowledge), 0)
    assert {e.reason for e in seat0.excluded} <= {"IN_YOUR_HAND", "PLAYED", "TURN_UP"}
    assert seat0.count == 7


def test_shown_cards_are_held_and_the_turn_up_is_seen() -> None:
    """A marriage shows its king and knight (rulesets.md "Declarations"; 003: the cards stay in
    hand): the other seat holds them for certain."""
    rules = find_ruleset("tute-dos")
    hand = cards("3B 4B 5C 6C 7C 1C 3C 12C")
    knowledge = SeatKnowledge(
        rules, seat=1, dealer=0, hand=hand, turn_up=parse_card("1B"),
        actions=(*plays((1, "5C"), (0, "2B")),
                 Action(0, ActionKind.DECLARE, suit=parse_card("1E").suit,
                        declaration=_marriage())))
    inference = infer(knowledge)
    seat0 = place(inference, 0)
    assert {"12E", "11E"} <= {c.code for c in seat0.known}
    stock = next(p for p in inference.places if p.kind == "stock")
    assert parse_card("1B") in stock.known
    assert reasons(stock)["12E"][0] == "HELD_BY_OTHER"


def _marriage() -> object:
    from tute.declarations import MARRIAGE
    return MARRIAGE


def test_contradiction_names_the_first_action() -> None:
    """Issue 26 "Bad input": a view no deal can produce is refused at its first
    contradiction. Seat 3 did not follow espadas at action 2, so it held none (tute-parejas
    deals every card: it draws none); its ace of espadas at action 7 cannot be."""
    knowledge = parejas((1, "4E"), (2, "5E"), (3, "7B"), (0, "1O"),
                        (0, "4C"), (1, "2C"), (2, "2O"), (3, "1E"))
    with pytest.raises(InvalidInputError) as caught:
        infer(knowledge)
    problem = caught.value.problems[0]
    assert (problem.code, problem.field) == ("NO_CONSISTENT_DEAL", "/actions/7")
    infer(knowledge.truncated(7))  # without it, no contradiction


def test_pairwise_duties_decide_legality() -> None:
    """The exclusions rest on this: a play is legal in a hand exactly when it is legal beside
    each card of the hand alone (the duties are first-nonempty groups), for every duty set of
    every ruleset."""
    rng = random.Random(26)
    for rules in named_rulesets():
        duties = rules.duties
        for _ in range(300):
            deck = list(rules.deck_cards)
            rng.shuffle(deck)
            trick_size = rng.randrange(1, rules.in_play)
            table = deck[:trick_size]
            hand = deck[trick_size:trick_size + rng.randrange(1, rules.hand_size + 1)]
            trump = rng.choice(deck).suit if rng.random() < 0.9 else None
            if trump is None and not rules.trumps.by_marriage:
                continue
            seat = trick_size % rules.players
            trick = tuple(TrickCard(i % rules.players, c) for i, c in enumerate(table))
            for duty in (Duty.FULL, Duty.FOLLOW_TRUMP_LEAD, Duty.FOLLOW_AND_HEAD_TRUMP_LEAD):
                legal, *_ = duties.sets(duty, seat, card_bits(hand), trick, trump)
                for played in hand:
                    alone = all(
                        played.bit & duties.sets(duty, seat, played.bit | c.bit, trick, trump)[0]
                        for c in hand if c is not played)
                    assert bool(played.bit & legal) == alone, (rules.id, duty, hand, played)
    assert judge_plays  # the judge reads these same sets (tute.play)
    assert PlayPosition


def _hidden_hands(record: object, seat: int, actions: int) -> tuple[HandState, SeatKnowledge]:
    from tute.hand import HandRecord
    assert isinstance(record, HandRecord)
    first, second = replay_legal(record, actions)
    state = second if second is not None else first
    # the hands as the table holds them: the trick's draws made (000), as the knowledge has it
    return state.after_draw(), SeatKnowledge.from_record(record, seat, actions)


def _every_ruleset() -> list[object]:
    found = []
    for base in named_rulesets():
        for players in base.player_options:
            found.append(base if players == base.players else
                         find_ruleset(base.id, {"players": players}))
    return found


@pytest.mark.parametrize("rules", _every_ruleset(), ids=lambda r: f"{r.id}-{r.players}")
def test_inference_is_sound_over_random_records(rules: object) -> None:
    """Issue 26 item 5: the real hidden hands always satisfy the inference: every card a place
    holds is among those it may hold, every card said known is there, and the counts agree."""
    from tute.rulesets import Ruleset
    assert isinstance(rules, Ruleset)
    checked = 0
    for seed in range(12):
        record = random_record(rules, deal_from_seed(rules, seed, seed % rules.players), seed)
        total = len(record.actions)
        for actions in sorted({0, total // 4, total // 2, 3 * total // 4, total}):
            for seat in range(rules.players):
                state, knowledge = _hidden_hands(record, seat, actions)
                inference = infer(knowledge)
                for p in inference.places:
                    if p.kind == "hand":
                        assert p.seat is not None
                        real = set(state.hands[p.seat])
                    elif p.kind == "stock":
                        real = set(state.stock)
                    else:
                        real = set(state.unowned) - (
                            {state.turn_up} if state.turn_up else set())
                    assert real <= set(p.possible), (seed, actions, seat, p.kind, p.seat)
                    assert set(p.known) <= real, (seed, actions, seat, p.kind, p.seat)
                    assert p.count == len(real) or p.kind == "aside"
                    assert not real & {e.card for e in p.excluded}
                checked += 1
    assert checked > 0


def test_a_contradiction_only_the_counting_shows() -> None:
    """Seats 2 and 3 showed no espada at trick 1 (rulesets.md "Play duties": follow the led
    suit), so the nine espadas left are all seat 1's; when seat 1 plays a copa it has eight
    cards for nine espadas: no deal fits, though each espada alone still may be seat 1's."""
    knowledge = parejas((1, "4E"), (2, "2O"), (3, "3O"), (0, "1O"),
                        (0, "4C"), (1, "2C"))
    with pytest.raises(InvalidInputError) as caught:
        infer(knowledge)
    problem = caught.value.problems[0]
    assert (problem.code, problem.field) == ("NO_CONSISTENT_DEAL", "/actions/5")
    assert {c.code for c in place(infer(knowledge.truncated(5)), 1).known} >= {
        f"{r}E" for r in (1, 2, 3, 5, 6, 7, 10, 11, 12)}
