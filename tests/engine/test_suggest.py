"""Suggestions (issue 26, items 4 and 5): every level answers an action the hand accepts from
the seat to act, in every ruleset and seat count; the answer depends on the seat's knowledge
and the seed only (the leak property); strong weighs every candidate, keeps to its effort and
its deadline; what a suggestion cannot be asked for is refused with its code. Also the
knowledge a seat has after a trick in a stock game: the card its draw gives it (000, 003: the
trick's winner draws first, then the others, before the next lead)."""

from __future__ import annotations

import itertools
import random
import time

import pytest
import tute.suggest
from tute.deal import deal_from_seed
from tute.errors import InvalidInputError
from tute.hand import Action, HandPhase, HandRecord, HandState, random_record, replay_legal
from tute.knowledge import SeatKnowledge
from tute.players import PlayerLevel, play_deal
from tute.rulesets import Ruleset, find_ruleset, named_rulesets
from tute.suggest import MAX_EFFORT, seat_actions, suggest, suggest_declaration
from tute.worlds import sample_worlds, world_state

LEVELS = tuple(PlayerLevel)


def every_ruleset() -> list[Ruleset]:
    return [base if players == base.players else find_ruleset(base.id, {"players": players})
            for base in named_rulesets() for players in base.player_options]


def acting(record: HandRecord, actions: int) -> int | None:
    """The seat to act after the first ``actions`` actions of the first deal, if any."""
    state, second = replay_legal(record, actions)
    if second is not None:
        return None
    return state.to_act()


def positions(rules: Ruleset, count: int) -> list[tuple[HandRecord, int, int]]:
    """(record, actions made, seat to act) at spread-out moments of random first deals."""
    found = []
    for seed in range(count):
        record = random_record(rules, deal_from_seed(rules, seed), seed)
        cut = len(record.actions) * (seed % 5 + 1) // 6
        seat = acting(record, cut)
        if seat is not None:
            found.append((record, cut, seat))
    return found


@pytest.mark.parametrize("rules", every_ruleset(), ids=lambda r: f"{r.id}-{r.players}")
def test_every_level_answers_an_action_the_hand_accepts(rules: Ruleset) -> None:
    for record, cut, seat in positions(rules, 4):
        knowledge = SeatKnowledge.from_record(record, seat, cut)
        real, _ = replay_legal(record, cut)
        accepted = seat_actions(real, seat)
        for level in LEVELS:
            found = suggest(knowledge, level, 7, effort=12)
            assert found.action in accepted, (level, found.action)
            assert found.level is level
            if (level is PlayerLevel.STRONG and len(accepted) > 1
                    and real.phase is not HandPhase.AUCTION):
                assert sorted(map(repr, (c.action for c in found.candidates))) == sorted(
                    map(repr, accepted))
                values = [c.value for c in found.candidates]
                assert values == sorted(values, reverse=True)
                assert found.action == found.candidates[0].action
                assert found.playouts == found.worlds * len(accepted)


def _other_record(record: HandRecord, seat: int, actions: int, seed: int) -> HandRecord | None:
    """The same actions on another deal that shows ``seat`` the same (a sampled world)."""
    knowledge = SeatKnowledge.from_record(record, seat, actions)
    world = sample_worlds(knowledge, 1, random.Random(seed))[0]
    other = HandRecord(record.ruleset, world, record.actions[:actions])
    try:
        replay_legal(other)
    except InvalidInputError:
        return None
    return other


@pytest.mark.parametrize("rules", every_ruleset(), ids=lambda r: f"{r.id}-{r.players}")
def test_no_leak_the_hidden_cards_do_not_change_the_suggestion(rules: Ruleset) -> None:
    """Issue 26 item 5: two records that differ only in the cards the seat has not seen give,
    seed for seed, the same suggestion at every level (strong's estimates included)."""
    compared = 0
    for record, cut, seat in positions(rules, 5):
        other = _other_record(record, seat, cut, cut)
        if other is None or other.deal == record.deal:
            continue
        mine = SeatKnowledge.from_record(record, seat, cut)
        theirs = SeatKnowledge.from_record(other, seat, cut)
        for level in LEVELS:
            assert suggest(mine, level, 3, effort=10) == suggest(theirs, level, 3, effort=10)
        compared += 1
    assert compared


def test_the_seed_makes_strong_reproducible_and_the_effort_is_kept() -> None:
    rules = find_ruleset("tute-dos")
    record, cut, seat = positions(rules, 3)[1]
    knowledge = SeatKnowledge.from_record(record, seat, cut)
    first = suggest(knowledge, PlayerLevel.STRONG, 5, effort=40)
    assert first == suggest(knowledge, PlayerLevel.STRONG, 5, effort=40)
    assert first.playouts <= 40 and not first.cut_short
    assert first.worlds <= 40 // len(first.candidates)


def test_a_clearly_worse_candidate_is_dropped_and_the_search_may_end_early() -> None:
    """strong drops a candidate once its paired difference with the leader is clearly below
    zero (tute.suggest._search): it is played out no more, and the search ends when one is
    left. Every candidate is played out in the first worlds (a position the seat sees whole is
    played out in one: test_a_position_the_seat_sees_whole_is_played_out_in_one_world)."""
    dropped = ended = 0
    for ruleset in ("tute-dos", "tute-parejas", "guinote"):
        for record, cut, seat in positions(find_ruleset(ruleset), 8):
            if tute.suggest.seen_whole(replay_legal(record, cut)[0], seat):
                continue
            knowledge = SeatKnowledge.from_record(record, seat, cut)
            found = suggest(knowledge, PlayerLevel.STRONG, 3, effort=240)
            n = len(found.candidates)
            if n < 2:
                continue
            assert found.action == found.candidates[0].action
            assert 8 * n <= found.playouts <= found.worlds * n and found.worlds <= 240 // n
            if found.playouts < found.worlds * n:
                dropped += 1
            if found.worlds < 240 // n:
                ended += 1  # one candidate left before the effort was spent
    assert dropped and ended


def test_a_deadline_cuts_the_search_and_says_so() -> None:
    rules = find_ruleset("tute-parejas")
    for record, cut, seat in positions(rules, 6):
        knowledge = SeatKnowledge.from_record(record, seat, cut)
        if len(seat_actions(replay_legal(record, cut)[0], seat)) < 2:
            continue
        found = suggest(knowledge, PlayerLevel.STRONG, 1, effort=MAX_EFFORT,
                        deadline=time.monotonic())
        assert found.cut_short and found.worlds == 1
        return
    pytest.fail("no position with two actions")


def problem_of(call: object) -> tuple[str, str]:
    with pytest.raises(InvalidInputError) as raised:
        call()  # type: ignore[operator]
    first = raised.value.problems[0]
    return first.code, first.field


def test_what_cannot_be_suggested_is_refused_with_its_code() -> None:
    rules = find_ruleset("tute-dos")
    record, cut, seat = positions(rules, 3)[0]
    knowledge = SeatKnowledge.from_record(record, 1 - seat, cut)
    assert problem_of(lambda: suggest(knowledge, PlayerLevel.BASIC, 0)) == (
        "SEAT_NOT_TO_ACT", "/seat")
    mine = SeatKnowledge.from_record(record, seat, cut)
    for effort in (0, MAX_EFFORT + 1):
        assert problem_of(lambda e=effort: suggest(mine, PlayerLevel.STRONG, 0, effort=e)) == (
            "EFFORT_OUT_OF_RANGE", "/effort")
    over = SeatKnowledge.from_record(record, 0)
    assert problem_of(lambda: suggest(over, PlayerLevel.RANDOM, 0)) == (
        "SEAT_NOT_TO_ACT", "/seat")


@pytest.mark.parametrize("ruleset", ["tute-dos", "tute-habanero", "guinote"])
def test_after_a_trick_the_seat_knows_the_card_its_draw_gives_it(ruleset: str) -> None:
    """000, 003: the draw follows the trick at once, the winner first. HandState makes it
    when the next action needs it; the seat has it all the same, so its knowledge lists it
    and every sampled world gives it that card."""
    rules = find_ruleset(ruleset)
    checked = 0
    for seed in range(3):
        record = random_record(rules, deal_from_seed(rules, seed), seed)
        for cut in range(1, len(record.actions)):
            state, second = replay_legal(record, cut)
            if second is not None or not state.pending_draw:
                continue
            drawn = state.after_draw()
            for seat in range(rules.players):
                knowledge = SeatKnowledge.from_record(record, seat, cut)
                got = [c for c in drawn.hands[seat] if c not in state.hands[seat]]
                assert knowledge.drawn[len(knowledge.drawn) - len(got):] == tuple(got)
                for world in sample_worlds(knowledge, 2, random.Random(cut)):
                    seen = world_state(knowledge, world).after_draw()
                    assert sorted(c.index for c in seen.hands[seat]) == sorted(
                        c.index for c in drawn.hands[seat])
                checked += 1
            break
    assert checked


def test_strong_plays_whole_hands_in_every_seat() -> None:
    """The knowledge player plays a whole tute-dos hand to its end through play_deal, the
    record so far given to it before each decision."""
    rules = find_ruleset("tute-dos")
    deal = deal_from_seed(rules, 9)
    state = HandState(rules, deal)
    taken = play_deal(state, ["strong", "basic"], [random.Random(1), random.Random(2)],
                      lambda actions: HandRecord(rules, deal, actions))
    assert state.is_terminal() and state.score() is not None
    replayed, _ = replay_legal(HandRecord(rules, deal, tuple(taken)))
    assert replayed.is_terminal()


def optional_moments(rules: Ruleset, count: int) -> list[tuple[HandRecord, int, int]]:
    """(record, actions made, seat) where a seat that is not to act may declare: a partner's
    marriage or swap in Guiñote, the capote in Habanero (the rules give them to that seat)."""
    found = []
    for seed in range(200):
        deal = deal_from_seed(rules, seed)
        record = random_record(rules, deal, seed)
        state = HandState(rules, deal)
        for index, action in enumerate(record.actions):
            to_act = state.to_act()
            others = sorted({a.seat for a in state.legal_actions() if a.seat != to_act})
            if others:
                found.append((record, index, others[0]))
                break
            state.apply(action)
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("ruleset", ["guinote", "tute-habanero"])
def test_a_seat_not_to_act_is_suggested_its_declarations_or_declining(ruleset: str) -> None:
    """suggest_declaration answers a seat that is not to act: one of its declarations or None
    (declining), at every level; strong weighs every declaration and declining, and the same
    knowledge and seed give the same answer. The seat to act is refused (SEAT_TO_ACT)."""
    rules = find_ruleset(ruleset)
    moments = optional_moments(rules, 3)
    assert moments
    for record, cut, seat in moments:
        knowledge = SeatKnowledge.from_record(record, seat, cut)
        real, _ = replay_legal(record, cut)
        offered = seat_actions(real, seat)
        for level in LEVELS:
            found = suggest_declaration(knowledge, level, 5, effort=24)
            assert found.declaration is None or found.declaration in offered
        strong = suggest_declaration(knowledge, PlayerLevel.STRONG, 5, effort=24)
        assert sorted(map(str, (c.action for c in strong.candidates))) == sorted(
            map(str, [*offered, None]))
        assert strong == suggest_declaration(knowledge, PlayerLevel.STRONG, 5, effort=24)
        to_act = real.to_act()
        assert to_act is not None
        acting = SeatKnowledge.from_record(record, to_act, cut)
        assert problem_of(lambda k=acting: suggest_declaration(k, PlayerLevel.BASIC, 1)) == (
            "SEAT_TO_ACT", "/seat")


@pytest.mark.skipif(tute.COMPILED, reason="replaces a function of the pure module")
def test_a_world_in_which_a_candidate_is_not_offered_is_skipped(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Whether a pending draw has been made can hang on another seat's hidden cards (its
    declaration needed the card it drew), and a swap before the draw with it: strong plays
    out only the worlds in which the seat may take every candidate still weighed (the table
    the seat sees), and never applies an action a world refuses. Here every other world
    offers one candidate less."""
    rules = find_ruleset("tute-dos")
    record, cut, seat = next(p for p in positions(rules, 8)
                             if len(seat_actions(replay_legal(p[0], p[1])[0], p[2])) >= 3)
    knowledge = SeatKnowledge.from_record(record, seat, cut)
    real = tute.suggest.seat_actions
    calls = itertools.count()

    def fewer(state: HandState, who: int) -> list[Action]:
        offered = real(state, who)
        return offered if next(calls) % 2 == 0 else offered[:-1]

    monkeypatch.setattr(tute.suggest, "seat_actions", fewer)
    found = suggest(knowledge, PlayerLevel.STRONG, 2, effort=48)
    assert not found.cut_short and found.action in real(replay_legal(record, cut)[0], seat)
    # the worlds used are those that offered every candidate: about half of those drawn
    assert 1 <= found.worlds <= 48 // len(found.candidates)


@pytest.mark.parametrize("ruleset,players", [("tute-dos", 2), ("brisca", 2), ("guinote", 2),
                                             ("tute-habanero", 2)])
def test_a_position_the_seat_sees_whole_is_played_out_in_one_world(ruleset: str,
                                                                    players: int) -> None:
    """Two seats once the stock is gone (000, 003: the last draws empty it and the play goes
    on without it): the other hand is the cards the seat has not seen, the same table in every
    consistent world, so strong plays each candidate out once, and its estimate is exactly
    the outcome of that candidate followed by basic at both seats on the real hand."""
    rules = find_ruleset(ruleset, {"players": players})
    checked = 0
    for seed in range(12):
        deal = deal_from_seed(rules, seed)
        record = random_record(rules, deal, seed)
        state = HandState(rules, deal)
        for cut, action in enumerate(record.actions):
            seat = state.to_act()
            if (not state.stock and not state.pending_draw and seat is not None
                    and len(seat_actions(state, seat)) > 1):
                assert tute.suggest.seen_whole(state, seat)
                knowledge = SeatKnowledge.from_record(record, seat, cut)
                found = suggest(knowledge, PlayerLevel.STRONG, seed, effort=60)
                n = len(seat_actions(state, seat))
                assert (found.worlds, found.playouts, len(found.candidates)) == (1, n, n)
                for candidate in found.candidates:
                    assert candidate.action is not None
                    after = state.copy()
                    after.apply(candidate.action)
                    tute.suggest.play_out(after, random.Random(0))
                    assert candidate.value == tute.suggest.outcome(after, seat)[0]
                checked += 1
                break
            if state.stock and seat is not None:
                assert not tute.suggest.seen_whole(state, seat)
            state.apply(action)
    assert checked


@pytest.mark.parametrize("ruleset", ["tute-subastado", "tute-subastado-tres"])
def test_in_the_auction_strong_bids_as_basic_does(ruleset: str) -> None:
    """The auction (000, "Tute Subastado"; tute.auction): strong's search bid worse than
    basic's estimate of the hand (docs/bots.md), so strong answers a bid or a pass as basic
    does, weighing no candidates; after the auction (naming trumps, the play) it searches."""
    rules = find_ruleset(ruleset)
    bidding = searched = 0
    for seed in range(3):
        deal = deal_from_seed(rules, seed)
        record = random_record(rules, deal, seed)
        state = HandState(rules, deal)
        for cut, action in enumerate(record.actions):
            seat = state.to_act()
            if seat is not None and len(seat_actions(state, seat)) > 1:
                knowledge = SeatKnowledge.from_record(record, seat, cut)
                strong = suggest(knowledge, PlayerLevel.STRONG, seed, effort=12)
                if state.phase is HandPhase.AUCTION:
                    basic = suggest(knowledge, PlayerLevel.BASIC, seed)
                    assert strong.action == basic.action and not strong.candidates
                    bidding += 1
                elif searched < 2:
                    assert strong.candidates and strong.worlds
                    searched += 1
            state.apply(action)
    assert bidding and searched


def test_with_a_contract_decided_the_cards_still_count() -> None:
    """tute-subastado-tres scores the bid, made or failed, whatever the cards (000, "Tute
    Subastado for three"): strong's outcome still counts the side's total over the other's
    (tute.suggest.CONTRACT_TOTALS_WEIGHT), so hands with the same contract and the same result
    are worth more to the side that took more points (without it strong gave cards away once
    its bid was made, docs/bots.md)."""
    rules = find_ruleset("tute-subastado-tres")
    by_result: dict[tuple[int, bool], list[tuple[int, float, float]]] = {}
    for seed in range(60):
        state = HandState(rules, deal_from_seed(rules, seed))
        for action in random_record(rules, state.deal, seed).actions:
            state.apply(action)
        score = state.score()
        if score is None or score.contract is None or score.contract_made is None:
            continue
        declarer = score.sides[0] if score.contract.declarer in score.sides[0].seats else (
            score.sides[1])
        defenders = score.sides[1 - declarer.side]
        margin = declarer.total - defenders.total
        by_result.setdefault((score.contract.amount, score.contract_made), []).append(
            (margin, tute.suggest.value_of(score, declarer.side),
             tute.suggest.value_of(score, defenders.side)))
    compared = 0
    for hands in by_result.values():
        for (m1, d1, o1), (m2, d2, o2) in itertools.combinations(hands, 2):
            if m1 != m2:
                assert (d1 < d2) == (m1 < m2) and (o1 > o2) == (m1 < m2)
                compared += 1
    assert compared


@pytest.mark.parametrize("players", [3, 4])
def test_where_the_hand_names_losers_every_other_side_has_won_it(players: int) -> None:
    """Cabrón names the hand's losers (no tricks, over 100, the middle total: regional.md
    3b.6-8) and no winner, and its match counts penalty points (3b.9): strong's outcome costs
    NAMED_LOSER_COST beside the points for a side named (every other side has won), so it
    plays to stay out of the losers, not for points alone."""
    rules = find_ruleset("tute-cabron", {"players": players})
    seen = set()
    for seed in range(20):
        state = HandState(rules, deal_from_seed(rules, seed))
        for action in random_record(rules, state.deal, seed).actions:
            state.apply(action)
        score = state.score()
        assert score is not None and score.winner_side is None and score.loser_sides
        for side in score.sides:
            best_other = max(s.score for s in score.sides if s is not side)
            value = tute.suggest.value_of(score, side.side)
            lost = side.side in score.loser_sides
            cost = tute.suggest.NAMED_LOSER_COST if lost else 0
            assert value == side.score - best_other - cost
            seen.add(lost)
    assert seen == {True, False}
