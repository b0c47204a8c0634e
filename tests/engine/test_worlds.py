"""Worlds consistent with one seat's knowledge (issue 26, item 3): each replays legally and
shows the seat what it saw; the sample is uniform over the consistent worlds (against an exact
enumeration of small endgames, and that enumeration against brute force)."""

from __future__ import annotations

import itertools
import math
import os
import random
import subprocess
import sys
from collections import Counter

import pytest
from tute import worlds
from tute.deal import Deal, deal_from_seed
from tute.errors import InvalidInputError
from tute.hand import HandRecord, HandState, IllegalAction, random_record, replay_legal
from tute.knowledge import SeatKnowledge
from tute.rulesets import Ruleset, find_ruleset, named_rulesets
from tute.worlds import (
    MAX_WORLDS,
    WorldSampler,
    constrained_count,
    count_worlds,
    enumerate_worlds,
    sample_worlds,
    world_state,
)

from tests.conftest import COMPILED_LIB


def every_ruleset() -> list[Ruleset]:
    return [base if players == base.players else find_ruleset(base.id, {"players": players})
            for base in named_rulesets() for players in base.player_options]


def key(deal: Deal) -> tuple[object, ...]:
    return (tuple(frozenset(h) for h in deal.hands), deal.stock, frozenset(deal.unowned))


@pytest.mark.parametrize("rules", every_ruleset(), ids=lambda r: f"{r.id}-{r.players}")
def test_sampled_worlds_replay_to_the_same_view(rules: Ruleset) -> None:
    """Replaying the actions on every sampled world is legal and gives the seat exactly its
    view (tute.hand's SeatView: its cards, the table, the public record)."""
    for seed in range(4):
        record = random_record(rules, deal_from_seed(rules, seed, seed % rules.players), seed)
        total = record.action_count
        for actions in (total // 3, 2 * total // 3):
            first, second = replay_legal(record, actions)
            real = second if second is not None else first
            for seat in range(rules.players):
                knowledge = SeatKnowledge.from_record(record, seat, actions)
                for deal in sample_worlds(knowledge, 4, random.Random(seed)):
                    state = world_state(knowledge, deal)
                    assert state.view(seat) == real.view(seat)


@pytest.mark.parametrize("ruleset", ["tute-dos", "tute-parejas", "guinote", "tute-subastado"])
def test_the_sampler_keeps_the_states_its_replay_reached(ruleset: str) -> None:
    """WorldSampler draws what sample_worlds draws for the same seed, each world with the
    state world_state would replay it to (the search uses them without replaying again), and
    its later draws go on from the same random source (one check of the knowledge for a
    whole search)."""
    rules = find_ruleset(ruleset)
    for seed in range(3):
        record = random_record(rules, deal_from_seed(rules, seed), seed)
        actions = len(record.actions) * (seed + 1) // 4
        seat = seed % rules.players
        knowledge = SeatKnowledge.from_record(record, seat, actions)
        sampler = WorldSampler(knowledge)
        drawn = sampler.draw(5, random.Random(seed))
        assert [w.deal for w in drawn] == sample_worlds(knowledge, 5, random.Random(seed))
        rng = random.Random(seed)
        later = sampler.draw(2, rng) + sampler.draw(3, rng)
        assert [w.deal for w in later] == [w.deal for w in drawn]
        for world in drawn:
            replayed = world_state(knowledge, world.deal)
            assert world.state.view(seat) == replayed.view(seat)
            assert world.state.hands == replayed.hands and world.state.stock == replayed.stock
            assert world.state.legal_actions() == replayed.legal_actions()


def test_world_state_refuses_a_deal_that_shows_something_else() -> None:
    rules = find_ruleset("tute-dos")
    record = random_record(rules, deal_from_seed(rules, 1), 1)
    knowledge = SeatKnowledge.from_record(record, 0, 10)
    assert world_state(knowledge, record.deal).view(0) == replay_legal(record, 10)[0].view(0)
    other = deal_from_seed(rules, 2)
    with pytest.raises(InvalidInputError) as caught:
        world_state(knowledge, other)
    assert caught.value.problems[0].code == "NO_CONSISTENT_DEAL"


def test_count_is_bounded() -> None:
    """Issue 26 "Bad input": a count past its bound names the bound."""
    rules = find_ruleset("tute-dos")
    knowledge = SeatKnowledge.from_record(random_record(rules, deal_from_seed(rules, 1), 1), 0, 4)
    for bad in (0, MAX_WORLDS + 1):
        with pytest.raises(InvalidInputError) as caught:
            sample_worlds(knowledge, bad, random.Random(1))
        problem = caught.value.problems[0]
        assert (problem.code, problem.field) == ("COUNT_OUT_OF_RANGE", "/count")
        assert str(MAX_WORLDS) in str(problem.message)


def _endgame(rules: Ruleset, seed: int, left: int, seat: int) -> tuple[HandRecord, int]:
    record = random_record(rules, deal_from_seed(rules, seed), seed, declare_probability=0)
    return record, len(record.actions) - left


def brute_force(knowledge: SeatKnowledge, record: HandRecord, actions: int) -> set[object]:
    """Every deal of the unplayed unseen cards to the seats still holding them (no stock),
    kept when the replay is legal and shows the seat its view."""
    rules = knowledge.ruleset
    real, _ = replay_legal(record, actions)
    played = {a.card for a in record.actions[:actions] if a.card is not None}
    others = [s for s in range(rules.players) if s != knowledge.seat]
    pool = sorted((c for s in others for c in real.hands[s]), key=lambda c: c.index)
    sizes = [len(real.hands[s]) for s in others]
    found = set()
    for perm in itertools.permutations(pool):
        at, hands = 0, list(record.deal.hands)
        for s, size in zip(others, sizes, strict=True):
            mine = [c for c in record.deal.hands[s] if c in played]
            hands[s] = tuple(sorted([*mine, *perm[at:at + size]], key=lambda c: c.index))
            at += size
        deal = Deal(None, record.deal.dealer, tuple(hands), (), record.deal.turn_up,
                    record.deal.unowned, record.deal.trump, record.deal.first_to_act)
        state = HandState(rules, deal)
        try:
            for action in knowledge.actions:
                state.apply(action)
        except IllegalAction:
            continue
        if state.view(knowledge.seat) == real.view(knowledge.seat):
            found.add(key(deal))
    return found


@pytest.mark.parametrize("seed", range(4))
def test_enumeration_against_brute_force(seed: int) -> None:
    """A tute-parejas endgame (every card dealt): the enumerated worlds are exactly the deals
    of the unseen cards that replay to the seat's view."""
    rules = find_ruleset("tute-parejas")
    record, actions = _endgame(rules, seed, 6, 0)
    knowledge = SeatKnowledge.from_record(record, 0, actions)
    listed = enumerate_worlds(knowledge)
    assert listed is not None
    assert {key(d) for d in listed} == brute_force(knowledge, record, actions)
    assert len({key(d) for d in listed}) == len(listed) == count_worlds(knowledge)
    assert constrained_count(knowledge) >= len(listed)


def chi_square(observed: Counter[object], cells: int, draws: int) -> float:
    expected = draws / cells
    return sum((observed.get(i, 0) - expected) ** 2 / expected for i in range(cells))


@pytest.mark.parametrize(("ruleset", "seed", "left"), [
    ("tute-parejas", 0, 7), ("tute-parejas", 3, 8), ("tute-tres", 1, 8),
    ("tute-arrastrado-tres", 2, 8)])
def test_sampling_is_uniform(ruleset: str, seed: int, left: int,
                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The counted sampler (enumeration turned off) against the exact list of worlds: each
    drawn about equally often (chi-square, far tail: a test that fails once in millions)."""
    rules = find_ruleset(ruleset)
    record, actions = _endgame(rules, seed, left, 0)
    knowledge = SeatKnowledge.from_record(record, 1, actions)
    listed = enumerate_worlds(knowledge, limit=400)
    assert listed is not None and len(listed) > 1, "pick a smaller endgame"
    index = {key(d): i for i, d in enumerate(listed)}
    monkeypatch.setattr(worlds, "ENUMERATE_AT_MOST", 0)
    draws = 40 * len(listed)
    seen: Counter[object] = Counter()
    rng = random.Random(seed)
    while sum(seen.values()) < draws:
        for deal in sample_worlds(knowledge, min(MAX_WORLDS, draws), rng):
            seen[index[key(deal)]] += 1
    cells = len(listed)
    assert chi_square(seen, cells, sum(seen.values())) < cells - 1 + 6 * math.sqrt(2 * cells)
    assert set(seen) == set(range(cells))


def blind_world(knowledge: SeatKnowledge, rng: random.Random) -> Deal:
    """The reference sampler: the unseen cards dealt blindly (a uniform shuffle into the
    places the seat does not know), until the replay agrees: uniform by construction."""
    from tute.inference import check_knowledge
    from tute.knowledge import unknown_cards
    t = check_knowledge(knowledge).timeline
    model = worlds._model(check_knowledge(knowledge))
    pool = unknown_cards(t)
    while True:
        rng.shuffle(pool)
        at, placed = 0, []
        for b, bucket in enumerate(model.buckets):
            placed.append((b, pool[at:at + len(bucket)]))
            at += len(bucket)
        deal = worlds._deal_of(model, placed, None)
        if worlds._kept(knowledge, t.own_hand, deal) is not None:
            return deal


@pytest.mark.parametrize(("ruleset", "seed", "actions"), [
    ("tute-habanero", 5, 6), ("tute-dos", 1, 5), ("brisca", 2, 4)])
def test_sampling_with_a_stock_matches_blind_dealing(ruleset: str, seed: int,
                                                     actions: int) -> None:
    """Stock games have too many worlds to list (which slot each card the other seat played
    came from): the counted sampler is compared with blind dealing plus rejection, card by
    card (how often each unseen card is in the other seat's hand now), within 4.5 standard
    errors of the difference."""
    rules = find_ruleset(ruleset)
    record = random_record(rules, deal_from_seed(rules, seed), seed)
    knowledge = SeatKnowledge.from_record(record, 1, actions)
    draws = 500
    rng = random.Random(seed)
    counted = [world_state(knowledge, d) for d in sample_worlds(knowledge, draws, rng)]
    blind = [world_state(knowledge, blind_world(knowledge, rng)) for _ in range(draws)]
    for c in rules.deck_cards:
        a = sum(c in s.hands[0] for s in counted) / draws
        b = sum(c in s.hands[0] for s in blind) / draws
        spread = math.sqrt((a * (1 - a) + b * (1 - b)) / draws) or 1 / draws
        assert abs(a - b) <= 4.5 * spread + 1e-9, (c, a, b)


def build_answers(seeds: int) -> list[str]:
    """The inference and a seeded sample of worlds at a few moments of random records of every
    ruleset, one line each (compared between the two builds below)."""
    from tute.inference import infer
    lines = []
    for rules in every_ruleset():
        for seed in range(seeds):
            record = random_record(rules, deal_from_seed(rules, seed), seed)
            for actions in (len(record.actions) // 3, 2 * len(record.actions) // 3):
                knowledge = SeatKnowledge.from_record(record, seed % rules.players, actions)
                lines.append(repr(infer(knowledge)))
                lines.append(repr(sample_worlds(knowledge, 3, random.Random(seed))))
    return lines


@pytest.mark.skipif(not (COMPILED_LIB / "tute" / "_compiled.py").exists(),
                    reason="no compiled build: scripts/build_compiled.sh makes it")
@pytest.mark.either_build  # it runs both builds itself, whichever one the session loaded
def test_the_compiled_build_infers_and_samples_as_the_pure_one() -> None:
    """tute.knowledge, tute.inference and tute.worlds are compiled with the engine
    (setup.py): the same answers, world for world, from both builds."""
    root = COMPILED_LIB.parents[2]
    code = ("import tests.conftest; from tests.engine.test_worlds import build_answers; "
            "print('\\n'.join(build_answers(3)))")
    outputs = {}
    for build in ("pure", "compiled"):
        env = {**os.environ, "TUTE_ENGINE_BUILD": build, "PYTHONPATH": os.pathsep.join(
            ([str(COMPILED_LIB)] if build == "compiled" else []) + [str(root)])}
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, timeout=600, cwd=root)
        assert done.returncode == 0, done.stderr
        outputs[build] = done.stdout
    assert outputs["pure"] == outputs["compiled"]
    assert outputs["pure"].count("\n") > 50
