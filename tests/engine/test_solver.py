"""The open solver (tute/solver.py) against a brute-force minimax, on small endgames of every
named ruleset; its reported lines replayed and scored; the rules it meets (rulesets.md, the
named rulesets' rows; regional.md 2b.9 for the declared capote; source 003 for the tute and the
diez de últimas)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tute.cards import Suit
from tute.deal import deal_from_seed
from tute.declarations import CAPOTE, MARRIAGE, TUTE
from tute.errors import InvalidInputError
from tute.hand import Action, ActionKind, EndedBy, HandState, random_record, replay_legal
from tute.rules import card_bits
from tute.rulesets import find_ruleset, named_rulesets
from tute.scoring import side_seats
from tute.solver import MAX_NODES, Solver, analyze, check_max_nodes, play_line
from tute.values import Sides

from tests.support.examples import share

SCALE = 1 << 12
RULESETS = [r.id for r in named_rulesets()]
#: every named ruleset, and the stock games with hands of three so that endgames with the
#: stock still to draw are small enough for the brute force
VARIANTS = [(r, "") for r in RULESETS] + [
    (r, "short") for r in ("tute-dos", "tute-habanero", "guinote", "brisca")]
#: cards left (hands and stock) at most, so that the brute force stays small
LIMITS = {2: 8, 3: 7, 4: 8}


# -- the brute force: every line, no pruning, no table ---------------------------------------

def team_of(state: HandState, seat: int) -> set[int]:
    """The analysed seat's side (itself alone while a declarer v the rest is not known)."""
    rules = state.rules
    if rules.sides is Sides.DECLARER_VS_REST and state.contract is None:
        return {seat}
    sides = side_seats(rules, state.contract.declarer if state.contract else None)
    return set(next(s for s in sides if seat in s))


def final_value(state: HandState, seat: int) -> int:
    """Difference (the seat's side minus all the others), then the side's own total."""
    score = state.score()
    if score is None:
        return 0
    own = sum(s.total for s in score.sides if seat in s.seats)
    others = sum(s.total for s in score.sides if seat not in s.seats)
    return (own - others) * SCALE + own


def brute(state: HandState, seat: int, stage: int = 0) -> int:
    """The value by exhaustive minimax. The team of the seat to act chooses among its actions;
    when the other team may act too (a capote either seat may announce), the seat to act's team
    is asked first (its actions but plays, or letting the others speak), then the other team
    (its actions, or passing), then the seat to act plays: the solver's documented model."""
    if state.is_terminal():
        return final_value(state, seat)
    team = team_of(state, seat)
    mover_ours = state.to_act() in team
    actions = state.legal_actions()
    mine = [a for a in actions if (a.seat in team) == mover_ours]
    theirs = [a for a in actions if (a.seat in team) != mover_ours]
    ours_to_choose = mover_ours
    if not theirs:
        values = [brute(after(state, a), seat) for a in mine]
    elif stage == 0:
        values = [brute(after(state, a), seat) for a in mine if a.kind is not ActionKind.PLAY]
        values.append(brute(state, seat, 1))
    elif stage == 1:
        ours_to_choose = not mover_ours
        values = [brute(after(state, a), seat) for a in theirs]
        values.append(brute(state, seat, 2))
    else:
        values = [brute(after(state, a), seat) for a in mine if a.kind is ActionKind.PLAY]
    return max(values) if ours_to_choose else min(values)


def brute_line(state: HandState, seat: int, value: int) -> list[Action]:
    """The line of ``value`` taken as the solver reports it where more than two sides may share
    the points of one value differently: at each step the first choice, in the order the state
    lists its actions (letting play go on last), whose value by exhaustive minimax is still
    ``value`` (the stages of :func:`brute`)."""
    line: list[Action] = []
    stage = 0
    while not state.is_terminal():
        team = team_of(state, seat)
        mover_ours = state.to_act() in team
        actions = state.legal_actions()
        mine = [a for a in actions if (a.seat in team) == mover_ours]
        theirs = [a for a in actions if (a.seat in team) != mover_ours]
        choices: list[Action | None]
        if not theirs:
            choices = list(mine)
        elif stage == 0:
            choices = [*(a for a in mine if a.kind is not ActionKind.PLAY), None]
        elif stage == 1:
            choices = [*theirs, None]
        else:
            choices = [a for a in mine if a.kind is ActionKind.PLAY]
        for choice in choices:
            if choice is None:
                if brute(state, seat, stage + 1) == value:
                    stage += 1
                    break
            elif brute(after(state, choice), seat) == value:
                state = after(state, choice)
                line.append(choice)
                stage = 0
                break
        else:
            raise AssertionError("no choice keeps the value")
    return line


def after(state: HandState, action: Action) -> HandState:
    nxt = state.copy()
    nxt.apply(action)
    return nxt


def endgame(variant: tuple[str, str], deal_seed: int, play_seed: int, pick: int,
            declare: float = 0.7) -> HandState | None:
    """A position of a random legal hand with few cards left (the vueltas too); ``declare``:
    how often the random hand declares (seldom leaves marriages to sing in the endgame)."""
    ruleset_id, form = variant
    rules = find_ruleset(ruleset_id, {"hand_size": 3} if form == "short" else None)
    deal = deal_from_seed(rules, deal_seed, deal_seed % rules.players)
    record = random_record(rules, deal, play_seed, declare_probability=declare)
    limit = LIMITS[rules.players]
    small = []
    for k in range(record.action_count + 1):
        first, second = replay_legal(record, k)
        state = second if second is not None else first
        if state.is_terminal():
            continue
        if sum(len(h) for h in state.hands) + len(state.stock) <= limit:
            small.append(k)
    if not small:
        return None
    first, second = replay_legal(record, small[pick % len(small)])
    return second if second is not None else first


def totals_of(state: HandState) -> tuple[int, ...]:
    score = state.score()
    assert score is not None
    return tuple(s.total for s in score.sides)


# The same question on either build: scripts/test.sh asks it of the compiled one, a tenth of the
# pure build's time; the build comparison (test_build.py) holds the pure solver's analyses
# equal to the compiled one's on every ruleset.
@pytest.mark.either_build
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32), st.integers(0, 2**32),
       st.integers(0, 1000), st.sampled_from([0.0, 0.2, 0.7]))
def test_solver_agrees_with_brute_force(variant: tuple[str, str], deal_seed: int,
                                        play_seed: int, pick: int, declare: float) -> None:
    """Every action's value is the exhaustive minimax's, and its reported line, played to the
    end and scored, gives the points announced."""
    state = endgame(variant, deal_seed, play_seed, pick, declare)
    if state is None:
        return
    seat = state.to_act()
    assert seat is not None
    analysis = analyze(state, seat)
    assert analysis.solved
    own = [a for a in state.legal_actions() if a.seat == seat]
    assert [a.action for a in analysis.actions] == own
    values = []
    for analysed in analysis.actions:
        expected = brute(after(state, analysed.action), seat)
        values.append(expected)
        assert analysed.lower == analysed.upper == expected // SCALE
        end = play_line(state, analysed.line)
        assert end.is_terminal()
        assert analysed.line[0] == analysed.action
        assert final_value(end, seat) == expected
        if end.score() is not None:
            assert totals_of(end) == analysed.points
        if len(state.rules.sides_rule.seats()) > 2 and end.score() is not None:
            # the best lines may share the other sides' points differently: the points are
            # those of the first line in the listed order, whatever the search met before
            first = play_line(state, [analysed.action, *brute_line(
                after(state, analysed.action), seat, expected)])
            assert totals_of(first) == analysed.points
    best = max(values)
    assert list(analysis.best) == [a.action for a, v in zip(analysis.actions, values,
                                                                strict=True) if v == best]
    assert analysis.lower == analysis.upper == best // SCALE


@settings(max_examples=share(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32), st.integers(0, 2**32),
       st.integers(0, 1000))
def test_the_answer_does_not_depend_on_what_the_table_met_before(
        variant: tuple[str, str], deal_seed: int, play_seed: int, pick: int) -> None:
    """The actions valued in the other order (the table then meets every position in another
    order, as a review's shared table does): the same points and bounds for each; with more
    than two sides, where the best lines may share the other sides' points differently, the
    same lines too (docs/analysis.md, "Ties")."""
    state = endgame(variant, deal_seed, play_seed, pick)
    if state is None:
        return
    seat = state.to_act()
    assert seat is not None
    own = [a for a in state.legal_actions() if a.seat == seat]
    forward = Solver(state, seat, MAX_NODES).run(own).actions
    backward = Solver(state, seat, MAX_NODES).run(own[::-1]).actions[::-1]
    assert [(a.points, a.lower, a.upper) for a in forward] == \
        [(a.points, a.lower, a.upper) for a in backward]
    if len(state.rules.sides_rule.seats()) > 2:
        assert [a.line for a in forward] == [a.line for a in backward]


@pytest.mark.parametrize("ruleset_id", ["tute-dos", "guinote", "brisca"])
def test_the_cheapest_cards_table_is_each_suit_s_sorted_points(ruleset_id: str) -> None:
    """The quick tricks' table (:meth:`Solver.cashed`): for each suit and set of its cards, the
    points of its k cheapest cards, k from 0 to the set's size (the cards' points of
    rulesets.md: Guiñote's and Brisca's are Tute's)."""
    rules = find_ruleset(ruleset_id)
    state = HandState(rules, deal_from_seed(rules, 1))
    table = Solver(state, 0, MAX_NODES).cheapest
    for suit in range(4):
        for mask in (0, 1, 0b1010000001, 0b1111111111, 0b0110110101):
            held = sorted(rules.points[suit * 10 + i] for i in range(10) if mask >> i & 1)
            assert list(table[suit][mask]) == [sum(held[:k]) for k in range(len(held) + 1)]


@settings(max_examples=share(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32), st.integers(0, 2**32),
       st.integers(0, 1000), st.integers(1, 40))
def test_budget_bounds_hold(variant: tuple[str, str], deal_seed: int, play_seed: int,
                            pick: int, budget: int) -> None:
    """A budget too small for the position answers bounds that hold the exact value; an
    unsolved action has no points; solved is said only when every action is exact."""
    state = endgame(variant, deal_seed, play_seed, pick, 0.2)
    if state is None:
        return
    seat = state.to_act()
    assert seat is not None
    analysis = analyze(state, seat, max_nodes=budget)
    assert analysis.nodes <= budget
    for analysed in analysis.actions:
        exact = brute(after(state, analysed.action), seat) // SCALE
        assert analysed.lower <= exact <= analysed.upper
        if not analysed.solved:
            assert analysed.points is None and analysed.line == ()
    assert analysis.solved == all(a.solved for a in analysis.actions)
    if not analysis.solved:
        assert analysis.best == ()


def states_of(ruleset_id: str, seeds: Sequence[int], *, hand_size: int | None = None,
              declare: float = 0.7) -> list[HandState]:
    """Every position of random hands of the ruleset (with hands of ``hand_size`` if given)."""
    rules = find_ruleset(ruleset_id, {"hand_size": hand_size} if hand_size else None)
    found = []
    for seed in seeds:
        record = random_record(rules, deal_from_seed(rules, seed, 0), seed,
                               declare_probability=declare)
        for k in range(len(record.actions)):
            found.append(replay_legal(record, k)[0])
    return found


def test_last_trick_bonus_counted() -> None:
    """The diez de últimas goes to the last trick's taker (rulesets.md tute-dos; 003): with one
    trick left, the points announced are every card point plus 10 plus the marriages."""
    rules = find_ruleset("tute-dos")
    checked = 0
    for state in states_of("tute-dos", range(6)):
        if state.is_terminal() or sum(len(h) for h in state.hands) != 2 or state.trick:
            continue
        analysis = analyze(state)
        for analysed in analysis.actions:
            end = play_line(state, analysed.line)
            score = end.score()
            assert score is not None and analysed.points is not None
            marriages = sum(s.marriage_points for s in score.sides)
            assert sum(analysed.points) == sum(rules.points) + rules.last_trick_bonus + marriages
            winner = end.last_trick_winner
            assert winner is not None
            assert next(s for s in score.sides if winner in s.seats).last_trick_bonus == 10
            checked += 1
    assert checked


def test_tute_ends_the_line() -> None:
    """tute-dos: a tute (the four kings or knights) wins the hand at once (rulesets.md,
    "tute wins hand"): the solver's line for it is the tute alone, and the hand ends by it."""
    found = 0
    for state in states_of("tute-dos", range(60)):
        if state.is_terminal():
            continue
        tutes = [a for a in state.legal_actions()
                 if a.kind is ActionKind.DECLARE and a.declaration == TUTE]
        if not tutes:
            continue
        analysis = analyze(state, tutes[0].seat, max_nodes=50)
        entry = next(a for a in analysis.actions if a.action == tutes[0])
        assert entry.solved and entry.line == (tutes[0],)
        assert play_line(state, entry.line).ended_by is EndedBy.TUTE
        found += 1
    assert found


def test_declared_capote_lines() -> None:
    """tute-habanero declares capote (rulesets.md; regional.md 2b.9): the hand ends at the first
    trick the announcer's side loses. Each capote line the solver reports ends either with every
    trick to the announcer's side or at the first one it loses; its value is the brute force's."""
    checked = 0
    for state in states_of("tute-habanero", range(20), hand_size=3, declare=0.0):
        if state.is_terminal() or sum(len(h) for h in state.hands) + len(state.stock) > 8:
            continue
        capotes = [a for a in state.legal_actions()
                   if a.kind is ActionKind.DECLARE and a.declaration == CAPOTE]
        for capote in capotes:
            analysis = analyze(state, capote.seat)
            entry = next(a for a in analysis.actions if a.action == capote)
            end = play_line(state, entry.line)
            rules = state.rules
            assert end.ended_by in (EndedBy.PLAYED_OUT, EndedBy.CAPOTE_LOST)
            if end.ended_by is EndedBy.CAPOTE_LOST:
                assert rules.side_of(end.tricks[-1].winner_seat) != rules.side_of(capote.seat)
            assert brute(after(state, capote), capote.seat) // SCALE == entry.lower
            checked += 1
    assert checked


@pytest.mark.parametrize("budget", [0, -1, MAX_NODES + 1])
def test_budget_bounded(budget: int) -> None:
    rules = find_ruleset("tute-dos")
    state = HandState(rules, deal_from_seed(rules, 1, 0))
    with pytest.raises(InvalidInputError) as raised:
        analyze(state, max_nodes=budget)
    assert raised.value.problems[0].code == "MAX_NODES_OUT_OF_RANGE"


@pytest.mark.parametrize("budget", [2.5, True, "10", None])
def test_budget_is_an_integer(budget: object) -> None:
    """(analyze declares an int: the compiled build refuses other types at its boundary; the
    check the API layer and the review call takes any value.)"""
    with pytest.raises(InvalidInputError) as raised:
        check_max_nodes(budget)
    assert raised.value.problems[0].field == "/max_nodes"
    assert check_max_nodes(MAX_NODES) == MAX_NODES


def test_refusals() -> None:
    rules = find_ruleset("tute-dos")
    state = HandState(rules, deal_from_seed(rules, 1, 0))
    idle = 1 - (state.to_act() or 0)
    with pytest.raises(InvalidInputError) as raised:
        analyze(state, idle)
    assert raised.value.problems[0].code == "SEAT_HAS_NO_ACTION"
    record = random_record(rules, deal_from_seed(rules, 1, 0), 1)
    over = replay_legal(record)[0]
    with pytest.raises(InvalidInputError) as raised:
        analyze(over)
    assert raised.value.problems[0].code == "HAND_OVER"


def test_leaves_state_alone() -> None:
    rules = find_ruleset("brisca")
    record = random_record(rules, deal_from_seed(rules, 5, 0), 5)
    state = replay_legal(record, len(record.actions) - 6)[0]
    before = (state.hands, state.stock, state.trick, state.captured)
    before_copy = repr(before)
    analyze(state)
    assert repr((state.hands, state.stock, state.trick, state.captured)) == before_copy


@pytest.mark.parametrize("ruleset_id", ["tute-dos", "tute-parejas", "tute-tres"])
def test_a_shared_table_gives_the_same_answers(ruleset_id: str) -> None:
    """Analyses of one hand that share a table (a review's, same seat) value every action as
    fresh ones do, and a solver for another seat does not take that table."""
    rules = find_ruleset(ruleset_id)
    record = random_record(rules, deal_from_seed(rules, 21, 0), 21)
    states = [replay_legal(record, k)[0] for k in range(len(record.actions))]
    states = [s for s in states if not s.stock and not s.is_terminal()
              and sum(len(h) for h in s.hands) <= 3 * rules.players]
    assert len(states) >= 2
    seat = states[0].to_act()
    assert seat is not None
    earlier: Solver | None = None
    reused = 0
    for state in states:
        if state.to_act() != seat:
            other = Solver(state, state.to_act() or 0, MAX_NODES, earlier)
            assert earlier is None or other.table is not earlier.table
            continue
        own = [a for a in state.legal_actions() if a.seat == seat]
        solver = Solver(state, seat, MAX_NODES, earlier)
        shared = solver.run(own)
        fresh = analyze(state, seat)
        assert shared.solved and fresh.solved
        assert [(a.lower, a.upper, a.value) for a in shared.actions] == [
            (a.lower, a.upper, a.value) for a in fresh.actions]
        assert shared.best == fresh.best
        if earlier is not None:
            assert solver.table is earlier.table
            reused += 1
        earlier = solver
    assert reused


# -- the prunings: each checked where it applies ---------------------------------------------

def small_positions(variant: tuple[str, str], seeds: Sequence[int], declare: float = 0.7
                    ) -> list[HandState]:
    """Every position with few cards left (LIMITS) of random legal hands of ``variant``."""
    ruleset_id, form = variant
    rules = find_ruleset(ruleset_id, {"hand_size": 3} if form == "short" else None)
    found = []
    for seed in seeds:
        deal = deal_from_seed(rules, seed, seed % rules.players)
        record = random_record(rules, deal, seed, declare_probability=declare)
        for k in range(record.action_count + 1):
            first, second = replay_legal(record, k)
            state = second if second is not None else first
            if (not state.is_terminal()
                    and sum(len(h) for h in state.hands) + len(state.stock)
                    <= LIMITS[rules.players]):
                found.append(state)
    return found


def agrees_with_brute_force(state: HandState) -> None:
    """The check of test_solver_agrees_with_brute_force, for one position."""
    seat = state.to_act()
    assert seat is not None
    analysis = analyze(state, seat)
    assert analysis.solved
    for analysed in analysis.actions:
        expected = brute(after(state, analysed.action), seat)
        assert analysed.lower == analysed.upper == expected // SCALE
        end = play_line(state, analysed.line)
        assert analysed.line[0] == analysed.action and end.is_terminal()
        assert final_value(end, seat) == expected


def marriage_pending(state: HandState) -> bool:
    """A suit not sung yet whose king and partner one seat holds (a marriage still to sing)."""
    rules = state.rules
    if not rules.marriages_rule.enabled:
        return False
    sung = {d.suit for d in state.declarations if d.kind is MARRIAGE}
    return any(suit not in sung and rules.marriages_rule.held(hand, suit)
               for hand in state.hands for suit in Suit)


@pytest.mark.parametrize("variant", VARIANTS, ids=[f"{r}-{f}" if f else r for r, f in VARIANTS])
def test_prunings_where_they_apply(variant: tuple[str, str]) -> None:
    """The solver agrees with the brute force on the positions each pruning changes: the seat
    to act holding equivalent cards (searched once: same suit and points, nothing of another
    holder between them, no role in declarations; rulesets.md for the rank order and points of
    each ruleset), a marriage still to sing (the marriages' bounds; rulesets.md, regional.md
    1b.9-1b.10), the stock still to draw (stock games: the draws and the swap, 000, 002), and
    the highest trumps held by one side (the sure points of the bounds), and the quick tricks
    of a lead with the stock gone (the leader's highest cards of each suit, cashed while no
    seat can trump them: rulesets.md, "Play duties"), where the cards' bounds hold the exact
    value too."""
    kinds = {"equivalent": 0, "marriage": 0, "stock": 0, "sure": 0, "quick": 0}
    positions = small_positions(variant, range(20)) + small_positions(variant, range(20, 40),
                                                                      declare=0.0)
    for state in positions:
        probe = Solver(state, state.to_act() or 0, MAX_NODES)
        features = []
        if probe.equivalents(state):
            features.append("equivalent")
        if marriage_pending(state):
            features.append("marriage")
        if state.stock:
            features.append("stock")
        team = probe._team(state)
        hand_bits = [card_bits(h) for h in state.hands]
        if any(probe.sure(state, team, hand_bits)):
            features.append("sure")
        if (state.trump is not None and not state.trick and not state.stock
                and probe.cashed(state.trump, team, state.leader, hand_bits, 0)):
            features.append("quick")
        wanted = [f for f in features if kinds[f] < 6]
        if not wanted:
            continue
        agrees_with_brute_force(state)
        own, others = probe.taken(state)
        lower, upper = probe.static(state, own, others)
        assert lower <= brute(state, probe.seat) <= upper
        for f in wanted:
            kinds[f] += 1
    rules = find_ruleset(variant[0])
    if variant == ("tute-dos", ""):
        assert kinds["quick"]
    assert kinds["equivalent"]
    if rules.marriages_rule.declarable and rules.stock:
        assert kinds["marriage"]
    if rules.stock and variant[1] == "short" and rules.players == 2:
        assert kinds["stock"]


@settings(max_examples=share(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32), st.integers(0, 2**32),
       st.integers(0, 1000), st.sampled_from([0.0, 0.2, 0.7]))
def test_cards_bounds_hold(variant: tuple[str, str], deal_seed: int, play_seed: int,
                           pick: int, declare: float) -> None:
    """The bounds the cards alone give (what each side captured, its sure points, the rest of
    the cards, the últimas and the marriages) hold the exact value of every position."""
    state = endgame(variant, deal_seed, play_seed, pick, declare)
    if state is None:
        return
    seat = state.to_act()
    assert seat is not None
    solver = Solver(state, seat, MAX_NODES)
    own, others = solver.taken(state)
    lower, upper = solver.static(state, own, others)
    assert lower <= brute(state, seat) <= upper


def test_equivalent_root_plays_share_their_value() -> None:
    """A root play equivalent to another gets that play's points and bounds, and its own line
    (the two cards exchanged) replays to them."""
    checked = 0
    for variant in VARIANTS:
        for state in small_positions(variant, range(10)):
            seat = state.to_act()
            probe = Solver(state, seat or 0, MAX_NODES)
            same = probe.equivalents(state)
            if seat is None or not same:
                continue
            analysis = analyze(state, seat)
            by_card = {a.action.card: a for a in analysis.actions
                       if a.action.kind is ActionKind.PLAY}
            for card, kept in same.items():
                assert (card in by_card) == (kept in by_card)  # both may be played, or neither
                if card not in by_card:
                    continue
                one, other = by_card[card], by_card[kept]
                assert (one.points, one.lower, one.upper) == (other.points, other.lower,
                                                               other.upper)
                assert final_value(play_line(state, one.line), seat) == \
                    final_value(play_line(state, other.line), seat)
                checked += 1
    assert checked
