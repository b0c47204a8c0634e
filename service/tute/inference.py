"""What one seat can conclude about the hidden cards from what it knows.

:func:`infer` answers, for each other seat (and the stock, and a card set aside unseen), the
cards it may hold now, the cards it holds for certain, the cards it cannot hold, each with the
action that proved it and why, and how many cards it holds.

The duties are not written again here. A seat that played ``X`` with ``c`` in its hand would
have broken a duty exactly when the duty sets of the rule components
(:meth:`tute.rules.Duties.sets`, the function legal plays are judged by) leave ``X`` out of the
legal cards of the hand ``{X, c}``: the duties are first-nonempty groups of the hand (follow,
head, trump, overtrump), so a play is legal in a hand exactly when it is legal beside each card
of it (tests/engine/test_inference.py checks that on random hands). Each such ``c`` was not in
the seat's hand at that play, for the code of the duty the play would then break
(MUST_FOLLOW_SUIT, MUST_HEAD, MUST_TRUMP, MUST_OVERTRUMP, ...). A card drawn after that play
may still have reached the hand, so an exclusion stands until the seat draws again.

The other reasons: ``IN_YOUR_HAND`` (the seat's own), ``PLAYED``, ``HELD_BY_OTHER`` (shown by
a marriage, a tute or a swap, or the turn-up taken, and not played since), ``TURN_UP`` (it lies
face up), ``ACCOUNTED_FOR`` (every card of this place is known, or the card is the only one
that can fill another place).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tute.cards import Card
from tute.errors import InvalidInputError, Problem
from tute.knowledge import SeatKnowledge, Slot, Timeline, public_timeline, unknown_cards
from tute.messages import msg
from tute.play import in_stock_phase_of
from tute.rules import REASONS
from tute.values import Duty

IN_YOUR_HAND, PLAYED, HELD_BY_OTHER = "IN_YOUR_HAND", "PLAYED", "HELD_BY_OTHER"
TURN_UP, ACCOUNTED_FOR = "TURN_UP", "ACCOUNTED_FOR"

#: the kinds of place a card may lie in
HAND, STOCK, ASIDE = "hand", "stock", "aside"


@dataclass(frozen=True, slots=True)
class CardExclusion:
    """A card a place cannot hold: ``reason`` (a duty code, or one of the module's reasons),
    the ``action`` that proved it (None: known from the deal), and the ``seat`` that holds it
    when that is known."""

    card: Card
    reason: str
    action: int | None = None
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class PlaceInference:
    """One place: another seat's hand (``seat``), the stock, or the cards set aside."""

    kind: str
    seat: int | None
    count: int
    known: tuple[Card, ...]
    possible: tuple[Card, ...]
    excluded: tuple[CardExclusion, ...]


@dataclass(frozen=True, slots=True)
class Inference:
    seat: int
    places: tuple[PlaceInference, ...]
    #: the cards whose place the seat does not know, not played yet
    unseen: tuple[Card, ...]


@dataclass(slots=True)
class Constraints:
    """The timeline with the duties read into it: for each card and seat, the plays at which
    the seat could not hold the card, in order (action index, duty code)."""

    timeline: Timeline
    absent: dict[tuple[Card, int], list[tuple[int, str]]]
    #: :func:`allowed_slots` of each card asked so far (the check and the count both ask)
    slots_of: dict[Card, tuple[int, ...]] = field(default_factory=dict)


def constraints(knowledge: SeatKnowledge) -> Constraints:
    """The knowledge's timeline and every exclusion its plays prove (see the module's doc)."""
    t = public_timeline(knowledge)
    rules = knowledge.ruleset
    duties = rules.duties
    unknown = unknown_cards(t)
    absent: dict[tuple[Card, int], list[tuple[int, str]]] = {}
    for p in t.plays:
        if not p.trick:
            continue
        duty = duties.in_force(in_stock_phase_of(rules, p.stock_size))
        if duty is Duty.FREE:
            continue
        on_table = {tc.card for tc in p.trick}
        for c in unknown:
            if c is p.card or c in on_table or t.played.get(c, p.index + 1) < p.index:
                continue
            legal, first, first_reasons, other_reasons = duties.sets(
                duty, p.seat, p.card.bit | c.bit, p.trick, p.trump)
            if p.card.bit & legal:
                continue
            code = REASONS[first_reasons if p.card.bit & first else other_reasons][0].code
            absent.setdefault((c, p.seat), []).append((p.index, code))
    return Constraints(t, absent)


def last_absence(cons: Constraints, c: Card, seat: int, before: int | None = None
                 ) -> tuple[int, str] | None:
    """The latest play (before action ``before``) at which ``seat`` could not hold ``c``."""
    plays = cons.absent.get((c, seat))
    if not plays:
        return None
    if before is None:
        return plays[-1]  # the plays are in the order of the actions
    found = None
    for index, code in plays:
        if before is not None and index >= before:
            break
        found = (index, code)
    return found


def allowed_slots(cons: Constraints, c: Card) -> tuple[int, ...]:
    """The indexes of the timeline's slots that may hold ``c`` in the deal."""
    found = cons.slots_of.get(c)
    if found is None:
        found = tuple(_allowed_slots(cons, c))
        cons.slots_of[c] = found
    return found


def _allowed_slots(cons: Constraints, c: Card) -> list[int]:
    t = cons.timeline
    shown = t.shown.get(c)
    if shown is not None:
        seat, at = shown
        before = t.left.get(c)
        absence = last_absence(cons, c, seat, before)
        after = absence[0] if absence else -2
        return [i for i, s in enumerate(t.slots) if s.seat == seat and after < s.arrival <= at]
    allowed = []
    # per seat, the latest play at which it could not hold c (-2: none; a dealt slot is -1)
    latest: dict[int, int] = {}
    for i, s in enumerate(t.slots):
        if s.seat is None:
            allowed.append(i)
            continue
        known = latest.get(s.seat)
        if known is None:
            absence = last_absence(cons, c, s.seat)
            known = latest[s.seat] = absence[0] if absence is not None else -2
        if s.arrival > known:
            allowed.append(i)
    return allowed


def contradiction(cons: Constraints) -> Problem | None:
    """A card that no place of the deal can hold, named at the action that made it so."""
    t = cons.timeline
    for c in unknown_cards(t):
        if allowed_slots(cons, c):
            continue
        shown = t.shown.get(c)
        index = None
        if shown is not None:
            absence = last_absence(cons, c, shown[0], t.left.get(c))
            index = absence[0] if absence and absence[0] >= shown[1] else shown[1]
        return no_deal(t.knowledge, index)
    return None


def no_deal(knowledge: SeatKnowledge, index: int | None) -> Problem:
    """The problem of a knowledge no deal gives, at action ``index`` (None: at the whole)."""
    where = "" if index is None else f"/actions/{index}"
    # Translators: seat is the seat whose knowledge it is; where the JSON pointer of the
    # first action no deal agrees with (empty for the knowledge as a whole).
    return Problem("NO_CONSISTENT_DEAL", where, msg(
        "no deal gives seat {seat} this view: nothing fits {where} with what came before it",
        seat=knowledge.seat, where=where or "/"))


def infer(knowledge: SeatKnowledge) -> Inference:
    """For each other seat, the stock and the cards set aside: what they may hold now (see
    the module's doc). A knowledge that contradicts itself raises :class:`InvalidInputError`
    naming the first contradiction."""
    return inference_of(check_knowledge(knowledge))


def _broken(cons: Constraints) -> Problem | None:
    """Why no deal fits the constraints: a card no place may hold, or cards that together do
    not fit the places they may fill (the exact count of :mod:`tute.worlds` is 0)."""
    from tute.worlds import fits  # the count lives with the worlds, which read this module

    found = contradiction(cons)
    if found is None and not fits(cons):
        found = no_deal(cons.timeline.knowledge, None)
    return found


def first_contradiction(knowledge: SeatKnowledge, found: Problem) -> Problem:
    """The earliest action after which the knowledge already contradicts itself (``found``
    when that is the whole, or when no shorter knowledge does)."""
    low, high = 0, len(knowledge.actions)
    while low < high:
        middle = (low + high) // 2
        if _broken(constraints(knowledge.truncated(middle))) is None:
            low = middle + 1
        else:
            high = middle
    if low == 0 or low > len(knowledge.actions):
        return found
    return no_deal(knowledge, low - 1)


def inference_of(cons: Constraints) -> Inference:
    t = cons.timeline
    k = t.knowledge
    rules = k.ruleset
    own = set(t.own_hand)
    unseen = [c for c in unknown_cards(t) if c not in t.played and c not in t.held
              and c not in own and c is not t.face_up]
    # the places, and the cards each may hold (before counting)
    places: list[tuple[str, int | None, int]] = []
    for s in range(rules.players):
        if s != k.seat and not (rules.dealer_sits_out and s == k.dealer):
            places.append((HAND, s, t.hand_sizes[s]))
    stock_hidden = sum(1 for s in t.slots if s.seat is None and s.stock)
    if rules.stock:
        places.append((STOCK, None, t.stock_left))
    aside = sum(1 for s in t.slots if s.seat is None and not s.stock)
    if aside:
        places.append((ASIDE, None, aside))
    possible: list[set[Card]] = []
    why: list[dict[Card, CardExclusion]] = []
    free: list[int] = []
    for kind, seat, count in places:
        can: set[Card] = set()
        reasons: dict[Card, CardExclusion] = {}
        if kind == HAND and seat is not None:
            held = sum(1 for holder, _ in t.held.values() if holder == seat)
            free.append(count - held)
            for c in unseen:
                absence = last_absence(cons, c, seat)
                if absence is None or _drew_since(t.slots, seat, absence[0]):
                    can.add(c)
                else:
                    reasons[c] = CardExclusion(c, absence[1], absence[0])
        else:
            hidden = stock_hidden if kind == STOCK else aside
            free.append(hidden)
            if hidden:
                can.update(unseen)
            else:
                reasons.update({c: CardExclusion(c, ACCOUNTED_FOR) for c in unseen})
        possible.append(can)
        why.append(reasons)
    certain = _count(possible, free, why)
    answers = []
    for (kind, seat, size), can, reasons, sure in zip(places, possible, why, certain,
                                                      strict=True):
        known = [c for c, (holder, _) in t.held.items() if kind == HAND and holder == seat]
        if kind == STOCK and t.face_up is not None and t.stock_left:
            known.append(t.face_up)
        known_all = sorted({*known, *sure}, key=_index)
        may = sorted({*can, *known_all}, key=_index)
        excluded = [reasons.get(c) or _seen(t, c, seat, kind) for c in rules.deck_cards
                    if c not in can and c not in known_all]
        answers.append(PlaceInference(kind, seat, size, tuple(known_all), tuple(may),
                                      tuple(e for e in excluded if e is not None)))
    return Inference(k.seat, tuple(answers), tuple(sorted(unseen, key=_index)))


def _index(c: Card) -> int:
    return c.index


def _drew_since(slots: list[Slot], seat: int, index: int) -> bool:
    return any(s.seat == seat and s.stock and s.arrival > index for s in slots)


def _seen(t: Timeline, c: Card, seat: int | None, kind: str) -> CardExclusion:
    """Why a card the seat has seen is not in this place."""
    if c in t.played:
        return CardExclusion(c, PLAYED, t.played[c])
    holder = t.held.get(c)
    if holder is not None:
        return CardExclusion(c, HELD_BY_OTHER, None if holder[1] < 0 else holder[1],
                             holder[0])
    if c in t.own_hand:
        return CardExclusion(c, IN_YOUR_HAND)
    if c is t.face_up:
        return CardExclusion(c, TURN_UP)
    return CardExclusion(c, ACCOUNTED_FOR)


def _count(possible: list[set[Card]], free: list[int],
           why: list[dict[Card, CardExclusion]]) -> list[set[Card]]:
    """The counting: a card only one place may hold is there; a place with as many cards it
    may hold as free room holds them all; a place without room holds no other card; a card
    certain in one place is in no other."""
    certain: list[set[Card]] = [set() for _ in possible]
    changed = True
    while changed:
        changed = False
        where: dict[Card, list[int]] = {}
        for p, can in enumerate(possible):
            for c in can:
                where.setdefault(c, []).append(p)
        for c, found in where.items():
            if len(found) == 1 and c not in certain[found[0]]:
                certain[found[0]].add(c)
                changed = True
        for p, can in enumerate(possible):
            open_cards = can - certain[p]
            room = free[p] - len(certain[p])
            if open_cards and len(open_cards) <= room:
                certain[p] |= open_cards
                changed = True
                open_cards = set()
                room = free[p] - len(certain[p])
            if room <= 0 and open_cards:
                for c in sorted(open_cards, key=_index):
                    can.discard(c)
                    why[p][c] = CardExclusion(c, ACCOUNTED_FOR)
                changed = True
            for q, other in enumerate(possible):
                if q == p:
                    continue
                for c in sorted(other & certain[p], key=_index):
                    other.discard(c)
                    why[q][c] = CardExclusion(c, ACCOUNTED_FOR)
                    changed = True
    return certain


def check_knowledge(knowledge: SeatKnowledge) -> Constraints:
    """The constraints of a knowledge that does not contradict itself; else
    :class:`InvalidInputError` naming the first contradiction."""
    cons = constraints(knowledge)
    problem = _broken(cons)
    if problem is not None:
        raise InvalidInputError([first_contradiction(knowledge, problem)])
    return cons


__all__ = ["ACCOUNTED_FOR", "HELD_BY_OTHER", "IN_YOUR_HAND", "PLAYED", "TURN_UP",
           "CardExclusion", "Inference", "PlaceInference", "check_knowledge", "infer"]
