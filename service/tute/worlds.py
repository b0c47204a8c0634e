"""Worlds consistent with what one seat knows: whole deals, sampled uniformly or enumerated.

A world is a :class:`tute.deal.Deal` (every hand, the stock in order, the turn-up) on which
replaying the knowledge's actions under its ruleset is legal and gives the seat exactly what it
saw. Two worlds are the same when every card lies in the same place (the order of the cards
within another seat's dealt hand is not seen, so worlds list them by card).

How they are made: the inference's constraints say, for each card the seat has not placed,
which unknown places of the deal may hold it (a card dealt to a seat or drawn by it before the
play that excluded it may not; a card a seat played or showed came from its places before that
action). Cards with the same places form a group, places that the same groups may fill form a
column, and the number of ways to deal the groups into the columns is counted exactly (a
dynamic program over the groups, the columns' room as its state; a group's cards split among
its columns in multinomially many ways). Dealing one group after another with the weights of
the count draws uniformly among all the deals the constraints allow; the deal is then replayed
(:func:`world_state`) and kept only if the replay agrees, which makes the kept worlds uniform
over the consistent ones (rejection from a uniform superset). When at most
:data:`ENUMERATE_AT_MOST` deals fit the constraints, they are all listed, replayed, and the
sample drawn from the consistent ones.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from math import factorial

from tute.cards import SUITS, Card
from tute.deal import Deal
from tute.declarations import MARRIAGE
from tute.errors import InvalidInputError, Problem
from tute.hand import ActionKind, HandState, IllegalAction
from tute.inference import Constraints, allowed_slots, check_knowledge, no_deal
from tute.knowledge import SeatKnowledge, unknown_cards
from tute.messages import msg

#: the most worlds :func:`sample_worlds` asks for at once (the HTTP operation's bound)
MAX_WORLDS = 1000
#: below this many deals allowed by the constraints, they are enumerated and replayed
ENUMERATE_AT_MOST = 64
#: deals drawn per world asked, at most, before the knowledge is called inconsistent
ATTEMPTS_PER_WORLD = 200


@dataclass(frozen=True, slots=True)
class _Model:
    """The counting problem. Buckets: another seat's dealt cards (unordered), the cards set
    aside (unordered), each stock card the seat has not seen (one card). Groups: the cards
    that may go to the same buckets, the most constrained first. ``classes[g]``: for each
    bucket, its class among the buckets that the groups from ``g`` on cannot tell apart."""

    constraints: Constraints
    buckets: tuple[tuple[int, ...], ...]  # the timeline's slot indexes of each bucket
    groups: tuple[tuple[Card, ...], ...]
    allowed: tuple[tuple[int, ...], ...]  # per group, its buckets
    classes: tuple[tuple[int, ...], ...]  # per level, each bucket's class
    class_count: tuple[int, ...]
    #: per group: its allowed classes at its level; per level, each class's class one level on
    group_classes: tuple[tuple[int, ...], ...]
    coarser: tuple[tuple[int, ...], ...]
    #: per group, for each of its classes, the group's buckets in it
    group_members: tuple[tuple[tuple[int, ...], ...], ...]


def _model(cons: Constraints) -> _Model:
    t = cons.timeline
    bucket_of: dict[tuple[object, ...], list[int]] = {}
    for i, slot in enumerate(t.slots):
        key: tuple[object, ...] = ("stock", i) if slot.stock else ("dealt", slot.seat)
        bucket_of.setdefault(key, []).append(i)
    buckets = list(bucket_of.values())
    bucket_by_slot = {i: b for b, slots in enumerate(buckets) for i in slots}
    by_places: dict[tuple[int, ...], list[Card]] = {}
    for c in unknown_cards(t):
        places = tuple(sorted({bucket_by_slot[i] for i in allowed_slots(cons, c)}))
        by_places.setdefault(places, []).append(c)
    keys = list(by_places)

    def room(places: tuple[int, ...]) -> int:
        return sum(len(buckets[b]) for b in places)

    # the most constrained groups first; the freest (and largest) last, where its share is
    # forced
    order = sorted(range(len(keys)), key=lambda g: (room(keys[g]), -len(by_places[keys[g]])))
    groups = [tuple(by_places[keys[g]]) for g in order]
    allowed = [keys[g] for g in order]
    # a bucket's class at a level: whether the level's group may fill it, and its class one
    # level on (the last level has one class)
    classes: list[tuple[int, ...]] = [tuple(0 for _ in buckets)]
    counts: list[int] = [1]
    for level in range(len(groups) - 1, -1, -1):
        members = set(allowed[level])
        pattern: dict[tuple[bool, int], int] = {}
        later = classes[0]
        ids = tuple(pattern.setdefault((b in members, later[b]), len(pattern))
                    for b in range(len(buckets)))
        classes.insert(0, ids)
        counts.insert(0, len(pattern))
    group_classes = [tuple(sorted({classes[g][b] for b in allowed[g]}))
                     for g in range(len(groups))]
    coarser = []
    for level in range(len(groups)):
        up = [0] * counts[level]
        for b in range(len(buckets)):
            up[classes[level][b]] = classes[level + 1][b]
        coarser.append(tuple(up))
    inside = tuple(tuple(tuple(b for b in allowed[g] if classes[g][b] == c)
                         for c in group_classes[g]) for g in range(len(groups)))
    return _Model(cons, tuple(tuple(b) for b in buckets), tuple(groups), tuple(allowed),
                  tuple(classes), tuple(counts), tuple(group_classes), tuple(coarser), inside)


def _falling(n: int, k: int) -> int:
    result = 1
    for i in range(k):
        result *= n - i
    return result


class _Counter:
    """The exact count of the deals a model allows, slot by slot (a dealt hand's cards in
    every order), and the weighted choices that deal one uniformly; memoized on the group and
    the room left in each class of buckets the groups still to come can tell apart."""

    def __init__(self, model: _Model) -> None:
        self.model = model
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}
        self.choices: dict[tuple[int, tuple[int, ...]],
                           tuple[list[tuple[tuple[int, ...], int]], int]] = {}

    def rooms(self, level: int, bucket_room: Sequence[int]) -> tuple[int, ...]:
        found = [0] * self.model.class_count[level]
        for b, r in enumerate(bucket_room):
            found[self.model.classes[level][b]] += r
        return tuple(found)

    def total(self) -> int:
        return self.count(0, self.rooms(0, [len(b) for b in self.model.buckets]))

    def count(self, g: int, room: tuple[int, ...]) -> int:
        if g == len(self.model.groups):
            return 1 if not any(room) else 0
        return self.options(g, room)[1]

    def options(self, g: int, room: tuple[int, ...]
                ) -> tuple[list[tuple[tuple[int, ...], int]], int]:
        """Each share of group ``g`` among its classes, with the deals that follow it."""
        key = (g, room)
        found = self.choices.get(key)
        if found is not None:
            return found
        model = self.model
        cards = len(model.groups[g])
        allowed = model.group_classes[g]
        up = model.coarser[g]
        options: list[tuple[tuple[int, ...], int]] = []
        ways = factorial(cards)
        for split in _splits(cards, [room[c] for c in allowed]):
            left = list(room)
            weight = ways
            for c, x in zip(allowed, split, strict=True):
                weight = weight // factorial(x) * _falling(room[c], x)
                left[c] -= x
            nxt = [0] * model.class_count[g + 1]
            for c, r in enumerate(left):
                nxt[up[c]] += r
            rest = self.count(g + 1, tuple(nxt))
            if rest:
                options.append((split, weight * rest))
        answer = (options, sum(w for _, w in options))
        self.choices[key] = answer
        return answer

    def deal(self, rng: random.Random) -> list[tuple[int, list[Card]]]:
        """One deal, uniform among those the model allows: per bucket, its cards."""
        model = self.model
        free: list[int] = [len(b) for b in model.buckets]
        got: list[list[Card]] = [[] for _ in model.buckets]
        room = self.rooms(0, free)
        for g, cards in enumerate(model.groups):
            options, total = self.options(g, room)
            pick = rng.randrange(total)
            split: tuple[int, ...] = ()
            for option, weight in options:
                split = option
                if pick < weight:
                    break
                pick -= weight
            shuffled = list(cards)
            rng.shuffle(shuffled)
            at = 0
            for inside, x in zip(model.group_members[g], split, strict=True):
                if not x:
                    continue
                # x of the class's free places, uniformly
                places = [b for b in inside for _ in range(free[b])]
                for b in rng.sample(places, x):
                    got[b].append(shuffled[at])
                    free[b] -= 1
                    at += 1
            left = list(room)
            for c, x in zip(model.group_classes[g], split, strict=True):
                left[c] -= x
            nxt = [0] * model.class_count[g + 1]
            up = model.coarser[g]
            for c, r in enumerate(left):
                nxt[up[c]] += r
            room = tuple(nxt)
        return list(enumerate(got))


def _splits(total: int, caps: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Every way to share ``total`` among places of room ``caps``."""
    if not caps:
        if total == 0:
            yield ()
        return
    if len(caps) == 1:
        if total <= caps[0]:
            yield (total,)
        return
    rest = sum(caps[1:])
    for x in range(max(0, total - rest), min(caps[0], total) + 1):
        for tail in _splits(total - x, caps[1:]):
            yield (x, *tail)


def _deal_of(model: _Model, placed: Sequence[tuple[int, Sequence[Card]]],
             rng: random.Random | None) -> Deal:
    """The deal with each bucket's cards in its slots (shuffled among them with ``rng``)."""
    t = model.constraints.timeline
    k = t.knowledge
    rules = k.ruleset
    hands: list[list[Card]] = [[] for _ in range(rules.players)]
    hands[k.seat] = list(k.hand)
    stock: list[Card | None] = list(t.stock)
    aside: list[Card] = []
    for j, cards in placed:
        order = list(cards)
        if rng is not None:
            rng.shuffle(order)
        for slot_index, c in zip(model.buckets[j], order, strict=True):
            slot = t.slots[slot_index]
            if slot.stock:
                stock[slot.position] = c
            elif slot.seat is None:
                aside.append(c)
            else:
                hands[slot.seat].append(c)
    for s in range(rules.players):
        if s != k.seat:
            hands[s].sort(key=_index)
    turn_up = k.turn_up
    if rules.trumps.kept_by_dealer and turn_up is not None and k.dealer != k.seat:
        hands[k.dealer].append(turn_up)
    unowned: list[Card] = sorted(aside, key=_index)
    if rules.trumps.spare_shown and turn_up is not None:
        unowned = [turn_up]
    return Deal(None, k.dealer, tuple(tuple(h) for h in hands),
                tuple(c for c in stock if c is not None), turn_up, tuple(unowned),
                turn_up.suit if turn_up is not None else None, (k.dealer + 1) % rules.players)


def _index(c: Card) -> int:
    return c.index


# -- replaying a world ---------------------------------------------------------------------------


def _replayed(knowledge: SeatKnowledge, deal: Deal) -> HandState | None:
    state = HandState(knowledge.ruleset, deal, knowledge.carried)
    return _replay_from(knowledge, state, 0)


def _replay_from(knowledge: SeatKnowledge, state: HandState, start: int) -> HandState | None:
    actions = knowledge.actions
    for i in range(start, len(actions)):
        action = actions[i]
        if action.kind is ActionKind.DECLARE and action.declaration is MARRIAGE and (
                action.suit is None and action.seat != knowledge.seat):
            # a marriage whose suit the seat did not see: any suit that the replay accepts
            # and hides from it
            for suit in SUITS:
                trial = state.copy()
                try:
                    trial.apply(replace(action, suit=suit))
                except IllegalAction:
                    continue
                if len(trial.declarations) - 1 not in trial.hidden:
                    continue
                done = _replay_from(knowledge, trial, i + 1)
                if done is not None:
                    return done
            return None
        try:
            state.apply(action)
        except IllegalAction:
            return None
    return state


def _as_seen(state: HandState, own: Sequence[Card], seat: int) -> HandState:
    """``state`` as the seat sees it: with its pending draw made when the seat knows the card
    that draw gives it (the knowledge lists it in ``drawn``: at the table the draw follows the
    trick at once). The state itself keeps the draw pending, so that what may still be done
    before it (a swap before drawing) stays open."""
    if state.pending_draw and len(own) > len(state.hands[seat]):
        return state.after_draw()
    return state


def _agrees(knowledge: SeatKnowledge, state: HandState, own: Sequence[Card]) -> bool:
    """Whether the replayed state shows the seat what it saw: its hand, and the declarations
    as it saw them (the suits hidden from it)."""
    return sorted(state.hands[knowledge.seat], key=_index) == sorted(own, key=_index)


def _kept(knowledge: SeatKnowledge, own: Sequence[Card], deal: Deal) -> HandState | None:
    """The state after the knowledge's actions replayed on ``deal``, when the replay is legal
    and shows the seat what it saw (else None)."""
    state = _replayed(knowledge, deal)
    if state is None or not _agrees(knowledge, _as_seen(state, own, knowledge.seat), own):
        return None
    return state


def world_state(knowledge: SeatKnowledge, deal: Deal) -> HandState:
    """The state after the knowledge's actions replayed on ``deal``; a deal on which they are
    illegal, or that shows the seat something else, raises :class:`InvalidInputError`
    (NO_CONSISTENT_DEAL at /deal)."""
    t = check_knowledge(knowledge).timeline
    state = (_kept(knowledge, t.own_hand, deal)
             if tuple(deal.hands[knowledge.seat]) == knowledge.hand else None)
    if state is None:
        raise InvalidInputError([Problem("NO_CONSISTENT_DEAL", "/deal", msg(
            "this deal does not give seat {seat} the view it knows", seat=knowledge.seat))])
    return state


# -- the public questions ------------------------------------------------------------------------


def _enumerate(model: _Model, counter: _Counter) -> Iterator[Deal]:
    """Every deal the model allows, once each."""

    def place(g: int, free: list[int], got: list[list[Card]]) -> Iterator[list[list[Card]]]:
        if g == len(model.groups):
            yield got
            return
        cards = model.groups[g]
        allowed = model.allowed[g]
        for split in _splits(len(cards), [free[b] for b in allowed]):
            left = list(free)
            for b, x in zip(allowed, split, strict=True):
                left[b] -= x
            if not counter.count(g + 1, counter.rooms(g + 1, left)):
                continue
            for parts in _partitions(cards, split):
                new = [list(c) for c in got]
                for b, part in zip(allowed, parts, strict=True):
                    new[b] += part
                yield from place(g + 1, left, new)

    for got in place(0, [len(b) for b in model.buckets], [[] for _ in model.buckets]):
        yield _deal_of(model, list(enumerate(got)), None)


def _partitions(cards: Sequence[Card], split: Sequence[int]) -> Iterator[list[list[Card]]]:
    if not split:
        yield []
        return
    for chosen in itertools.combinations(cards, split[0]):
        rest = [c for c in cards if c not in chosen]
        for tail in _partitions(rest, split[1:]):
            yield [list(chosen), *tail]


def _orders(model: _Model) -> int:
    """The orders of the cards within the unordered buckets (dealt hands, the cards set
    aside): the count of deals slot by slot over the count of worlds."""
    product = 1
    for bucket in model.buckets:
        product *= factorial(len(bucket))
    return product


def fits(cons: Constraints) -> bool:
    """Whether some deal satisfies the constraints (the exact count is not 0)."""
    return _Counter(_model(cons)).total() > 0


def constrained_count(knowledge: SeatKnowledge) -> int:
    """How many deals the constraints allow (an upper bound of the consistent worlds: each is
    replayed before it counts as one)."""
    model = _model(check_knowledge(knowledge))
    return _Counter(model).total() // _orders(model)


def enumerate_worlds(knowledge: SeatKnowledge, limit: int = 10_000) -> list[Deal] | None:
    """Every consistent world, when the constraints allow at most ``limit`` deals (None when
    they allow more)."""
    cons = check_knowledge(knowledge)
    model = _model(cons)
    counter = _Counter(model)
    if counter.total() // _orders(model) > limit:
        return None
    own = cons.timeline.own_hand
    return [d for d in _enumerate(model, counter) if _kept(knowledge, own, d) is not None]


def count_worlds(knowledge: SeatKnowledge, limit: int = 10_000) -> int | None:
    """How many consistent worlds there are, when the constraints allow at most ``limit``
    deals (None when they allow more)."""
    worlds = enumerate_worlds(knowledge, limit)
    return None if worlds is None else len(worlds)


def _check_count(count: int) -> None:
    if not (type(count) is int and 1 <= count <= MAX_WORLDS):
        # Translators: got is the value given, maximum the bound.
        raise InvalidInputError([Problem("COUNT_OUT_OF_RANGE", "/count", msg(
            "count is 1 to {maximum} worlds, not {got!r}", maximum=MAX_WORLDS, got=count))])


@dataclass(frozen=True, slots=True)
class World:
    """A consistent world and the state its replay reached (the knowledge's actions applied to
    ``deal``: what :func:`world_state` answers). The state may be shared between the worlds of
    one answer that are the same deal: copy it before applying anything to it."""

    deal: Deal
    state: HandState


class WorldSampler:
    """Draws worlds consistent with one knowledge, as :func:`sample_worlds` does: the
    knowledge is checked, and its constraints counted, once for every draw (a search draws
    worlds round after round); each world comes with the state its checking replay reached,
    so that nobody replays it again."""

    def __init__(self, knowledge: SeatKnowledge) -> None:
        self.knowledge = knowledge
        cons = check_knowledge(knowledge)
        self._model = _model(cons)
        self._counter = _Counter(self._model)
        total = self._counter.total()
        if total == 0:
            raise InvalidInputError([no_deal(knowledge, None)])
        self._own = cons.timeline.own_hand
        self._listed: list[World] | None = None
        if total // _orders(self._model) <= ENUMERATE_AT_MOST:
            listed = []
            for deal in _enumerate(self._model, self._counter):
                state = _kept(knowledge, self._own, deal)
                if state is not None:
                    listed.append(World(deal, state))
            if not listed:
                raise InvalidInputError([no_deal(knowledge, None)])
            self._listed = listed

    def draw(self, count: int, rng: random.Random) -> list[World]:
        """``count`` worlds drawn independently and uniformly among the consistent ones (a
        ``count`` outside 1..:data:`MAX_WORLDS` raises :class:`InvalidInputError` naming the
        bound)."""
        _check_count(count)
        listed = self._listed
        if listed is not None:
            return [listed[rng.randrange(len(listed))] for _ in range(count)]
        found: list[World] = []
        attempts = 0
        while len(found) < count:
            attempts += 1
            if attempts > ATTEMPTS_PER_WORLD * count and not found:
                raise InvalidInputError([no_deal(self.knowledge, None)])
            deal = _deal_of(self._model, self._counter.deal(rng), rng)
            state = _kept(self.knowledge, self._own, deal)
            if state is not None:
                found.append(World(deal, state))
        return found


def sample_worlds(knowledge: SeatKnowledge, count: int, rng: random.Random) -> list[Deal]:
    """``count`` worlds drawn independently and uniformly among the consistent ones (see the
    module's doc). A knowledge that contradicts itself raises :class:`InvalidInputError`
    naming the first contradiction; a ``count`` outside 1..:data:`MAX_WORLDS` names the bound.
    :class:`WorldSampler` draws the same worlds with their replayed states."""
    _check_count(count)
    return [w.deal for w in WorldSampler(knowledge).draw(count, rng)]


__all__ = [
    "ENUMERATE_AT_MOST",
    "MAX_WORLDS",
    "World",
    "WorldSampler",
    "constrained_count",
    "count_worlds",
    "enumerate_worlds",
    "fits",
    "sample_worlds",
    "world_state",
]
