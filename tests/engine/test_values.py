"""Switch values are typed, and every value of every switch changes some answer of the engine.

1. **Switch values are plain ``Enum`` members**, never equal to a string: the engine compares
   members (``rules.tie is Tie.DRAW``), and ``mypy --strict`` flags a comparison with a string
   (``x == "draw"``), which would silently stay false.

2. **Every value does something.** For every switch and every pair of its values (integer
   switches: four pairs around their range and default), the test *finds* a witness by itself:
   a deal, a recorded hand, a position along it, a hand score, a match score or an auction
   state whose answer differs between ruleset A (the first value) and ruleset B (the second),
   all other switches being equal. Raising where the other answers counts; messages do not (a
   value that only rewords a message changes no answer). A few pairs are tied to other
   switches by the ruleset's constraints (``stock`` true or false goes with the trump method;
   a 20-card hand needs a game without a stock): no table accepts both values with the rest
   equal, so their witness also moves the tied switches, and says so. See :func:`find_witness`
   for the search; a pair without a witness is an engine bug (the value changes nothing)
   unless the failure message shows that the probes could not reach the situation it governs.
   The search is seeded: a run gives the same witnesses every time (about 30 s of CPU in all
   on the compiled build, where the test command runs it).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

import pytest
from tute import (
    SUITS,
    SWITCHES,
    Bid,
    Card,
    Contract,
    Deal,
    Declaration,
    HandOutcome,
    HandPhase,
    HandState,
    IllegalAction,
    OverrideError,
    Ruleset,
    TuteError,
    adjudicate,
    auction_state,
    available_declarations,
    deal_from_cards,
    deal_from_seed,
    judge_bid,
    judge_plays,
    named_rulesets,
    random_record,
    score_hand,
    score_match,
)
from tute.cards import CABALLO, REY, SOTA, Suit, card
from tute.declarations import MARRIAGE, TUTE
from tute.rulesets import CONSTRAINTS, SwitchValue

from tests.support.examples import quick
from tests.support.words import word

# -- 1. switch values are members, never strings ---------------------------------------------


def test_switch_values_are_plain_enum_members() -> None:
    """A member is never equal to its contract word, so ``mypy --strict`` (strict equality)
    flags ``rules.tie == "draw"``; the ruleset reads the words JSON sends into members."""
    enums = [switch for switch in SWITCHES.values() if switch.enum is not None]
    assert len(enums) > 30
    for switch in enums:
        assert switch.enum is not None and not issubclass(switch.enum, str), switch.name
        for member in switch.choices:
            assert isinstance(member, Enum) and member != member.value, switch.name
            assert switch.parse(member.value) is member
    for ruleset in named_rulesets():
        for counts in ruleset.per_players.values():
            for name, value in counts.items():  # typed like the switches themselves
                assert SWITCHES[name].parse(value) is value or SWITCHES[name].parse(value) == value


MAX_CONTEXTS = 100
PAIR_CPU_S = 10.0
SEED = 20261130

#: The switches tied together by the ruleset's constraints (a deal must fit the deck, pairs need
#: four seats...): the search moves them, to the nearest table where both values are accepted.
#: The switches a table search may move. ``spare_card`` is left out: it follows the deal's
#: shape and trump method unless given (Ruleset.with_overrides), and searching its values too
#: multiplies the tables tried.
CONSTRAINED = tuple(dict.fromkeys(n for c in CONSTRAINTS for n in c.switches
                                  if n != "spare_card"))
#: ``player_options`` says which seat counts a named game is offered for; it is not a switch, so
#: the search widens it to every count the ``players`` switch allows.
ALL_PLAYERS = tuple(int(p) for p in SWITCHES["players"].choices if isinstance(p, int))
BASES = tuple(dataclasses.replace(r, player_options=ALL_PLAYERS) for r in named_rulesets())

Overrides = dict[str, SwitchValue]

_ACCEPTED: dict[tuple[int, tuple[tuple[str, SwitchValue], ...]], bool] = {}


def accepted(base: int, overrides: Overrides) -> bool:
    """Whether the named ruleset ``BASES[base]`` accepts ``overrides``, asked once a process:
    the table searches of the pairs ask the same questions by the ten thousand."""
    key = (base, tuple(sorted(overrides.items(), key=lambda item: item[0])))
    known = _ACCEPTED.get(key)
    if known is None:
        known = _ACCEPTED[key] = build(BASES[base], overrides) is not None
    return known


def domain(name: str) -> tuple[SwitchValue, ...]:
    """Every value of a switch; an integer range of at most 40 values in full."""
    declared = SWITCHES[name]
    if declared.int_range is None:
        return declared.choices
    low, high = declared.int_range
    if high - low <= 40:
        return tuple(range(low, high + 1))
    return tuple(sorted({low, low + 1, int(declared.default or low), (low + high) // 2, high}))


def value_pairs(name: str) -> list[tuple[SwitchValue, SwitchValue]]:
    """Every pair of allowed values; for an integer range (min, default), (default, max),
    (default, default + 1) and (min + 1, middle)."""
    declared = SWITCHES[name]
    if declared.int_range is None:
        return list(itertools.combinations(declared.choices, 2))
    low, high = declared.int_range
    default = int(declared.default if isinstance(declared.default, int) else low)
    pairs = [(low, default), (default, high), (default, default + 1),
             (low + 1, (low + high) // 2)]
    return [(a, b) for a, b in dict.fromkeys(pairs) if a != b]


PAIRS = [(name, a, b) for name in SWITCHES for a, b in value_pairs(name)]
#: the pairs searched: all of them, or every tenth under the quick profile (tests/README.md)
SEARCHED = PAIRS[::10] if quick() else PAIRS


# -- answers: what an operation returns, comparable across rulesets ----------------------------


def norm(value: object) -> object:
    """A comparable form of an engine answer. Messages are left out: a value that only changes
    the wording of a message changes no answer."""
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, Card):
        return value.code
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        if isinstance(value, Ruleset):
            return ("ruleset", value.id)
        return (type(value).__name__, tuple(
            (f.name, norm(getattr(value, f.name))) for f in dataclasses.fields(value)
            if f.name != "message"))
    if isinstance(value, list | tuple):
        return tuple(norm(v) for v in value)
    if isinstance(value, set | frozenset):
        return tuple(sorted((norm(v) for v in value), key=repr))
    if isinstance(value, Mapping):
        return tuple(sorted((str(k), norm(v)) for k, v in value.items()))
    return value


def answer(call: Callable[..., object], *args: Any, **kwargs: Any) -> object:
    """The normalized answer of ``call(*args, **kwargs)``, or what it raised (the exception's
    type and its problems' codes and fields)."""
    try:
        return norm(call(*args, **kwargs))
    except IllegalAction as error:
        return ("raises", "IllegalAction", error.code)
    except (TuteError, ValueError) as error:
        problems = getattr(error, "problems", ())
        return ("raises", type(error).__name__, tuple((p.code, p.field) for p in problems))


def short(value: object, limit: int = 160) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


# -- the rulesets compared ---------------------------------------------------------------------


@dataclass
class Search:
    """The search for a witness of one pair, and what it tried."""

    name: str
    a: SwitchValue
    b: SwitchValue
    rng: random.Random
    deadline: float
    tried: dict[str, int] = field(default_factory=dict)
    contexts: list[str] = field(default_factory=list)
    tied: bool = False
    #: contexts in which the engine crashed (not a witness: reported with a failure)
    crashes: list[str] = field(default_factory=list)
    #: the comparisons made (base and overrides of A and B), each made once
    seen: set[str] = field(default_factory=set)

    def count(self, probe: str, n: int = 1) -> None:
        self.tried[probe] = self.tried.get(probe, 0) + n

    def out_of_time(self) -> bool:
        return time.process_time() > self.deadline

    def nearest_table(self, base: int, wanted: Overrides,
                      fixed: Sequence[Overrides]) -> Overrides | None:
        """The values of the constrained switches closest to ``wanted`` (fewest changes)
        under which every override set of ``fixed`` is accepted; None if there is none."""
        keys = [k for k in CONSTRAINED if all(k not in f for f in fixed)]
        current = [wanted.get(k, getattr(BASES[base], k)) for k in keys]
        for changes in range(min(len(keys), 3) + 1):  # the nearest tables only: bounded cost
            for moved in itertools.combinations(range(len(keys)), changes):
                choices = [[v for v in domain(keys[i]) if v != current[i]] if i in moved
                           else [current[i]] for i in range(len(keys))]
                for values in itertools.product(*choices):
                    table = dict(zip(keys, values, strict=True))
                    if all(accepted(base, {**table, **f}) for f in fixed):
                        return table
        return None


def build(base: Ruleset, overrides: Overrides) -> Ruleset | None:
    try:
        return base.with_overrides(overrides)
    except OverrideError:
        return None


def refused_switches(base: Ruleset, overrides: Overrides) -> set[str]:
    try:
        base.with_overrides(overrides)
    except OverrideError as error:
        return {p.field.removeprefix("/overrides/") for p in error.problems}
    return set()


def random_context(rng: random.Random, skip: str) -> Overrides:
    """Random values for some of the other switches (a seeded draw): each switch of the same
    group as ``skip`` (the switches that interact most) with probability 1/2, any other 1/6."""
    group = SWITCHES[skip].group
    context: Overrides = {}
    for name, declared in SWITCHES.items():
        if name != skip and rng.random() < (0.5 if declared.group is group else 1 / 6):
            context[name] = rng.choice(domain(name))
    return context


def compared_rulesets(search: Search, base: int,
                      context: Overrides) -> tuple[Ruleset, Ruleset, str] | None:
    """Rulesets A and B: ``base`` with ``context`` and the switch at a, then at b.

    The constrained switches move to the nearest table where both values are accepted, and any
    other override of the context that A or B refuses is dropped. With ``search.tied`` (no
    table accepts both values: they are tied to other switches) A and B each get their own
    nearest table, and the label says which other switches differ.
    """
    name, fa, fb = search.name, {search.name: search.a}, {search.name: search.b}
    others = {k: v for k, v in context.items() if k not in CONSTRAINED and k != name}
    # A switch may apply only beside a value of another (coto_partidas needs match: cotos):
    # try the table with the context's other values first.
    table = search.nearest_table(base, context, [{**others, **fa}, {**others, **fb}])
    if table is None and others:
        table = search.nearest_table(base, context, [fa, fb])
    if table is not None:
        tables = (table, table)
    elif search.tied:
        ta = search.nearest_table(base, context, [fa])
        tb = search.nearest_table(base, context, [fb])
        if ta is None or tb is None:
            return None
        tables = (ta, tb)
    else:
        return None
    while True:
        overrides_a = {**tables[0], **others, **fa}
        overrides_b = {**tables[1], **others, **fb}
        refused = (refused_switches(BASES[base], overrides_a)
                   | refused_switches(BASES[base], overrides_b))
        if not refused:
            break
        if not refused <= set(others):
            return None
        for key in refused:
            del others[key]
    key = repr((base, sorted(overrides_a.items()), sorted(overrides_b.items())))
    if key in search.seen:
        return None  # this comparison was made already
    search.seen.add(key)
    a, b = build(BASES[base], overrides_a), build(BASES[base], overrides_b)
    if a is None or b is None:
        return None
    shown = {k: v for k, v in overrides_a.items() if v != getattr(BASES[base], k) and k != name}
    label = f"{BASES[base].id} {shown or ''}".strip()
    if tables[0] != tables[1]:
        moved = {k: (tables[0][k], tables[1][k]) for k in tables[0]
                 if tables[0][k] != tables[1][k]}
        label += f" (tied: also {moved} as A, B)"
    return a, b, label


# -- the probes: each returns a witness (what differs), or None ---------------------------------


def differ(what: str, a: object, b: object) -> str | None:
    return None if a == b else f"{what}: A {short(a)} / B {short(b)}"


def probe_deals(search: Search, a: Ruleset, b: Ruleset) -> str | None:
    for seed, dealer in ((1, None), (2, 1), (3, None), (2**40 + 7, 0)):
        search.count("deals")
        found = differ(f"deal_from_seed(seed={seed}, dealer={dealer})",
                       answer(deal_from_seed, a, seed, dealer),
                       answer(deal_from_seed, b, seed, dealer))
        if found:
            return found
    return None


@dataclass(frozen=True)
class DealCards:
    """The arguments of ``deal_from_cards`` (the turn-up is left for the deal to imply)."""

    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    unowned: tuple[Card, ...]

    def deal(self, rules: Ruleset) -> Deal:
        return deal_from_cards(rules, self.dealer, self.hands, self.stock, None, self.unowned)


def features(rules: Ruleset, trump: Suit | None, rng: random.Random) -> list[Card]:
    """Cards that declarations need: often four cards of a rank (a tute), one or two
    king-and-partner pairs (marriages), often the 7 or the 2 of trumps (the swap)."""
    wanted: list[Card] = []
    if trump is not None and rng.random() < 0.5:
        wanted.append(card(rng.choice((7, 2)), trump))
    if rng.random() < 0.5:
        rank = rng.choice((REY, CABALLO, SOTA))
        wanted += [card(rank, s) for s in SUITS]
    for suit in rng.sample(SUITS, rng.randint(1, 2)):
        wanted += [card(REY, suit), card(rng.choice((CABALLO, SOTA)), suit)]
    return list(dict.fromkeys(c for c in wanted if c in rules.deck_cards))


def give(hand: list[Card], places: Sequence[list[Card]], wanted: Sequence[Card]) -> None:
    """Swap into ``hand`` as many of ``wanted`` as it can hold, from wherever in ``places``
    they lie (cards elsewhere are left alone)."""
    wanted = [c for c in wanted if any(c in p for p in places) or c in hand][: len(hand)]
    for wanted_card in wanted:
        if wanted_card in hand:
            continue
        where = next(p for p in places if wanted_card in p)
        spare = next(i for i, c in enumerate(hand) if c not in wanted)
        where[where.index(wanted_card)], hand[spare] = hand[spare], wanted_card


def rich_deal(rules: Ruleset, seed: int, rng: random.Random) -> DealCards:
    """A seeded deal in which one seat was given the :func:`features` of the suit the deal
    shows as trumps (cards are swapped in from wherever they lay)."""
    dealt = deal_from_seed(rules, seed)
    places = [list(h) for h in dealt.hands] + [list(dealt.stock), list(dealt.unowned)]
    give(places[rng.randrange(rules.players)], places, features(rules, dealt.trump, rng))
    return DealCards(dealt.dealer, tuple(tuple(h) for h in places[: rules.players]),
                     tuple(places[-2]), tuple(places[-1]))


def legal_actions(state: HandState) -> set[object]:
    return set(state.legal_actions())


def compare_replay(search: Search, x: Ruleset, y: Ruleset, deal: Deal, seed: int,
                   how: str) -> str | None:
    """A random legal hand under ``x`` (``random_record``) replayed under ``y``: the legal
    actions at every step of the first deal while the actions stay legal under both, then
    every seat's view and the adjudications of the whole record (the vueltas included)."""
    search.count("records")
    record = random_record(x, deal, seed)
    sx, sy = HandState(x, deal), HandState(y, deal)
    for index, action in enumerate(record.actions):
        search.count("steps")
        found = differ(f"{how} seed {seed}: legal_actions() before action {index}",
                       answer(legal_actions, sx), answer(legal_actions, sy))
        if found:
            return found
        sx.apply(action)
        found = differ(f"{how} seed {seed}: apply(action {index}: {short(action, 90)})",
                       None, answer(sy.apply, action))
        if found:
            return found
    found = differ(f"{how} seed {seed}: every seat's view at the end",
                   [sx.view(s) for s in range(x.players)],
                   [sy.view(s) for s in range(x.players)])
    # the same record, the vueltas included, adjudicated under both
    return found or differ(f"{how} seed {seed}: adjudicate", answer(adjudicate, record),
                           answer(adjudicate, dataclasses.replace(record, ruleset=y)))


def probe_records(search: Search, a: Ruleset, b: Ruleset) -> str | None:
    """Seeded deals and rich deals, alternately; on each a random hand under A replayed under
    B, and one under B replayed under A."""
    rng = search.rng
    for round_ in range(4):
        seed = rng.randrange(1 << 32)
        if round_ % 2:
            how = "rich deal"
            cards = rich_deal(a, seed, rng)
            found = differ(f"deal_from_cards({short(cards, 120)})",
                           answer(cards.deal, a), answer(cards.deal, b))
            deal = cards.deal(a)
        else:
            how = "seeded deal"
            found = differ(f"deal_from_seed(seed={seed})",
                           answer(deal_from_seed, a, seed), answer(deal_from_seed, b, seed))
            deal = deal_from_seed(a, seed)
        if found:
            return found
        try:
            found = (compare_replay(search, a, b, deal, seed, f"record under A, {how}")
                     or compare_replay(search, b, a, deal, seed + 1, f"record under B, {how}"))
        except Exception as error:  # an engine crash is no witness; it is reported
            search.crashes.append(f"{how} seed {seed}: {type(error).__name__}: {error}")
            return None
        if found or search.out_of_time():
            return found
    return None


def probe_positions(search: Search, a: Ruleset, b: Ruleset) -> str | None:
    """Positions met along random hands under A, judged under A and under B: at each lead,
    what every seat may declare (``available_declarations``), its hand often given the
    :func:`features` from the cards still unseen, with sometimes a marriage of its own sung
    earlier; at each play within a trick, ``judge_plays`` for the acting seat, its hand often
    refreshed with unseen cards. Hand sizes, stock and turn-up stay those of the real hand."""
    rng = search.rng
    for _ in range(3):
        seed = rng.randrange(1 << 32)
        try:
            deal = deal_from_seed(a, seed)
            actions = random_record(a, deal, seed).actions
        except Exception as error:  # an engine crash is no witness; it is reported
            search.crashes.append(f"positions seed {seed}: {type(error).__name__}: {error}")
            return None
        state = HandState(a, deal)
        for action in actions:
            if state.phase is HandPhase.PLAY and state.tricks:
                found = (compare_declarations(search, state, a, b) if not state.trick
                         else compare_plays(search, state, a, b))
                if found:
                    return found
            state.apply(action)
    return None


def unseen(state: HandState, seat: int) -> list[list[Card]]:
    """Where the cards the seat cannot see lie: the other hands, the stock but the turn-up."""
    stock = list(state.stock[:-1] if state.turn_up is not None else state.stock)
    return [h for s, h in enumerate(state.hands) if s != seat] + [stock]


def compare_declarations(search: Search, state: HandState, a: Ruleset,
                         b: Ruleset) -> str | None:
    rng = search.rng
    for seat in range(a.players):
        search.count("declaration positions")
        trial = state.copy()
        if rng.random() < 0.7:
            give(trial.hands[seat], unseen(trial, seat), features(a, trial.trump, rng))
        context = trial.declaration_context(seat)
        sung = {d.suit for d in context.declarations if d.kind is MARRIAGE}
        free = [s for s in SUITS if s not in sung]
        if free and rng.random() < 0.4:
            earlier = Declaration(seat, MARRIAGE, suit=rng.choice(free),
                                  after_trick=rng.randrange(len(state.tricks)), points=20)
            context = dataclasses.replace(context, declarations=(*context.declarations, earlier))
        found = differ(f"available_declarations({short(context, 300)})",
                       answer(available_declarations, context),
                       answer(available_declarations, dataclasses.replace(context, ruleset=b)))
        if found:
            return found
    return None


def compare_plays(search: Search, state: HandState, a: Ruleset, b: Ruleset) -> str | None:
    search.count("play positions")
    seat = state.to_act()
    if seat is None:
        return None
    trial = state.copy()
    if search.rng.random() < 0.5:
        pool = unseen(trial, seat)
        fresh = [c for p in pool for c in p]
        search.rng.shuffle(fresh)
        give(trial.hands[seat], pool, fresh[: search.rng.randint(1, len(trial.hands[seat]))])
    position = trial.position(seat)
    return differ(f"judge_plays({short(position, 300)})", answer(judge_plays, a, position),
                  answer(judge_plays, b, position))


def score_inputs(rules: Ruleset, rng: random.Random, by_bid: bool) -> dict[str, object]:
    """Random end-of-hand inputs a hand could produce: the cards in tricks of one card a seat,
    each trick to a random seat (often most or all to one), the last trick's winner, marriages
    (and sometimes a tute) by seats that took a trick; often moved towards a tie."""
    n = rules.players
    cards = list(rules.deck_cards)
    rng.shuffle(cards)
    cards = cards[rules.unowned_cards:] if rules.unowned_cards else cards
    tricks = [cards[i:i + n] for i in range(0, len(cards) - len(cards) % n, n)]
    mode = rng.random()
    favourite = rng.randrange(n)
    owners = [favourite if mode < 0.15 or (mode < 0.4 and rng.random() < 0.8)
              else rng.randrange(n) for _ in tricks]
    trump = rng.choice((*SUITS, None)) if rng.random() < 0.2 else rng.choice(SUITS)
    contract = (Contract(rng.randrange(n), rng.choice(range(60, 160, 5)))
                if by_bid or rng.random() < 0.2 else None)
    declarations: list[Declaration] = []
    takers = sorted(set(owners))
    for suit in SUITS:
        if rng.random() < 0.35:
            declarations.append(Declaration(rng.choice(takers), MARRIAGE, suit=suit))
    if rng.random() < 0.15:
        declarations.append(Declaration(rng.choice(takers), TUTE, rank=rng.choice((12, 11, 10))))
        if rng.random() < 0.5:  # cut short by the tute
            keep = rng.randint(1, len(tricks))
            tricks, owners = tricks[:keep], owners[:keep]

    def inputs() -> dict[str, object]:
        captured: list[list[Card]] = [[] for _ in range(n)]
        for trick, owner in zip(tricks, owners, strict=True):
            captured[owner] += trick
        return {"trump": trump, "captured": captured, "last_trick_winner": owners[-1],
                "declarations": declarations, "contract": contract}

    if rng.random() < 0.5 and len(tricks) > 1:
        def gap() -> int:
            try:
                totals = sorted(s.total for s in score_hand(rules, **inputs()).sides)  # type: ignore[arg-type]
            except TuteError:
                return 1 << 30
            return totals[-1] - totals[-2] if len(totals) > 1 else 0

        best = gap()
        for _ in range(60):
            if best == 0:
                break
            saved = list(tricks), list(owners)
            i = rng.randrange(len(tricks))
            if rng.random() < 0.5:
                j = rng.randrange(len(tricks))
                tricks[i], tricks[j] = tricks[j], tricks[i]
            else:
                owners[i] = rng.randrange(n)
            now = gap()
            if now <= best:
                best = now
            else:
                tricks, owners = saved
    return inputs()


def probe_scores(search: Search, a: Ruleset, b: Ruleset) -> str | None:
    by_bid = a.winner.by_bid or b.winner.by_bid
    for _ in range(40):
        search.count("scores")
        given = score_inputs(a, search.rng, by_bid)
        found = differ(f"score_hand({short(given, 200)})",
                       answer(score_hand, a, **given), answer(score_hand, b, **given))
        if found:
            return found
    return None


def probe_matches(search: Search, a: Ruleset, b: Ruleset) -> str | None:
    rng = search.rng
    sides = a.sides_rule.match_sides
    for _ in range(30):
        search.count("matches")
        outcomes = []
        for _ in range(rng.randint(1, 14)):
            points = tuple(rng.randint(-60, 200) for _ in range(sides))
            if a.match_rule.by_penalties:  # a penalty match counts each hand's losers
                losers = tuple(sorted(rng.sample(range(sides), rng.randint(1, sides - 1))))
                outcomes.append(HandOutcome(None, 0, (), losers))
            elif rng.random() < 0.15:
                outcomes.append(HandOutcome(None, 0, points))
            else:
                outcomes.append(HandOutcome(rng.randrange(sides), rng.choice((1, 1, 2)), points))
        if a.match_rule.by_points and rng.random() < 0.5:
            # a last hand that brings every side to one total at or past the target (a tie)
            totals = [sum(o.points[i] for o in outcomes if o.points) for i in range(sides)]
            level = max(max(totals), a.match_target) + rng.randint(0, 50)
            outcomes.append(HandOutcome(rng.randrange(sides), 1,
                                        tuple(level - t for t in totals)))
        found = differ(f"score_match({short(outcomes, 200)})",
                       answer(score_match, a, outcomes), answer(score_match, b, outcomes))
        if found:
            return found
    return None


def probe_auctions(search: Search, a: Ruleset, b: Ruleset) -> str | None:
    """Random bid sequences (auction games): the state after each prefix, and the verdict on a
    random next bid (often the lowest allowed, sometimes off-step, too low or out of turn)."""
    rng = search.rng
    for _ in range(12):
        dealer = rng.randrange(a.players)
        bids: list[Bid] = []
        for _ in range(12):
            search.count("bids")
            found = differ(f"auction_state(dealer={dealer}, {short(bids, 200)})",
                           answer(auction_state, a, dealer, bids),
                           answer(auction_state, b, dealer, bids))
            if found:
                return found
            try:
                state = auction_state(a, dealer, bids)
            except TuteError:
                return None  # no auction in this game
            if state.complete or state.to_act is None:
                break
            seat = state.to_act if rng.random() < 0.9 else rng.randrange(a.players)
            floor = state.min_next_bid or a.min_bid
            amount = floor + rng.choice((0, 0, 1, 5, 10, 15, -5))
            nxt = Bid.pass_(seat) if rng.random() < 0.3 else Bid.of(seat, amount)
            found = differ(f"judge_bid(dealer={dealer}, {short(bids, 200)}, {nxt})",
                           answer(judge_bid, a, dealer, bids, nxt),
                           answer(judge_bid, b, dealer, bids, nxt))
            if found:
                return found
            if judge_bid(a, dealer, bids, nxt).legal:
                bids.append(nxt)
    return None


PROBES = (probe_deals, probe_matches, probe_auctions, probe_scores, probe_positions,
          probe_records)


def find_witness(name: str, a: SwitchValue, b: SwitchValue) -> tuple[str | None, Search]:
    """Search for an answer that differs between the switch at ``a`` and at ``b``.

    Contexts, in order: each named ruleset with no other override; each named ruleset with
    one other switch of the same group changed alone; then random combinations of the other
    switches' values (a seeded draw; overrides that A or B refuses are dropped). The
    constrained switches (seats, sides, deck, stock, trump method, hand size) move to the
    nearest table where both values are accepted. When no named ruleset has such a table, the
    values are tied to other switches: A and B then each get their nearest table, and a witness
    shows the pair's effect together with theirs (its label says which).

    In each context the probes (:data:`PROBES`) are: seeded deals; random ``score_match``
    outcome lists; random auction bid sequences; random ``score_hand`` inputs; positions met
    along random hands (declarations at each lead, plays within tricks); random self-play
    records (seeded deals, and deals with declaration cards given to one seat) under A
    replayed under B and under B replayed under A, comparing ``legal_actions()`` at every step
    and then the adjudications. The first differing answer is the witness. The search is
    seeded and bounded by :data:`MAX_CONTEXTS` (and :data:`PAIR_CPU_S` of CPU time).
    """
    rng = random.Random(f"{SEED}:{name}:{word(a)}:{word(b)}")  # the seed of the contract words
    search = Search(name, a, b, rng, time.process_time() + PAIR_CPU_S)
    group = SWITCHES[name].group

    def contexts() -> Iterator[tuple[int, Overrides]]:
        named: list[tuple[int, Overrides]] = [(base, {}) for base in range(len(BASES))]
        yield from named
        if not search.contexts:  # no named ruleset accepts both values with the rest equal
            search.tied = True
            yield from named
        singles = [(base, {other: value}) for base in range(len(BASES))
                   for other, declared in SWITCHES.items()
                   if declared.group is group and other != name
                   for value in domain(other) if value != getattr(BASES[base], other)]
        rng.shuffle(singles)
        # The singles under which both values are accepted as they are come first: finding a
        # table for the others costs hundreds of rulesets each.
        direct = [(base, single) for base, single in singles
                  if accepted(base, {**single, name: a})
                  and accepted(base, {**single, name: b})]
        yield from direct
        yield from (item for item in singles if item not in direct)
        while True:
            yield rng.randrange(len(BASES)), random_context(rng, name)

    for base, context in contexts():
        if search.out_of_time() or len(search.contexts) >= MAX_CONTEXTS:
            break
        compared = compared_rulesets(search, base, context)
        if compared is None:
            continue
        rule_a, rule_b, label = compared
        search.contexts.append(label)
        for probe in PROBES:
            found = probe(search, rule_a, rule_b)
            if found:
                return f"{label}: {found}", search
            if search.out_of_time():
                break
    return None, search


# The witness search asks the rules' data a question whose answer is the same on either build
# (test_build.py holds the builds' answers equal): scripts/test.sh runs it once, on the
# compiled build, where it takes a fifth of the pure build's time.
@pytest.mark.either_build
@pytest.mark.parametrize(("name", "a", "b"), SEARCHED,
                         ids=[f"{n}:{word(a)}-{word(b)}" for n, a, b in SEARCHED])
def test_every_switch_value_changes_some_answer(name: str, a: SwitchValue,
                                                b: SwitchValue) -> None:
    witness, search = find_witness(name, a, b)
    shown = search.contexts[:6] + (["..."] if len(search.contexts) > 6 else [])
    crashes = f"; engine crashes: {search.crashes[:3]}" if search.crashes else ""
    assert witness is not None, (
        f"{name}: {a!r} and {b!r} gave the same answer to everything tried: "
        f"{len(search.contexts)} contexts ({'; '.join(shown) or 'none'}"
        f"{'; values tied to other switches' if search.tied else ''}), probes {search.tried}"
        f"{crashes}")
