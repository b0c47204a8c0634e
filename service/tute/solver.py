"""Exact analysis of an open position: minimax with alpha-beta over :class:`~tute.hand.HandState`.

"Open" means every card is known: every hand, the stock's order and the turn-up (double dummy,
as bridge calls it; clairvoyant on the draws of a stock game). The value of a line is the points
each side ends the hand with, counted from the start of the hand exactly as the scoring does
(:meth:`HandState.score`: card points, diez de últimas, marriages; a hand that a tute or a lost
capote ends early ends the line there, as the rules say).

Perfect play. The analysis is made for one seat (the seat to act, by default): its side
maximises its points minus the points of every other side together; every other seat plays to
minimise that (with two sides, each side maximises its points minus the other's; with more,
each seat is analysed against all the others together, the "paranoid" reading of a game of
several sides). Declarations, swaps, capote announcements, bids and claims are actions like the
plays. Where seats of both teams may act at once (tute-habanero's capote, which either seat may
announce before a lead, the leader first), the seat to act's team is asked first whether it
declares, then the other team, then the seat to act plays.

Ties. Several lines may give the same difference while their totals differ (a marriage adds to
one side only). The search orders lines by the difference first and, among equal differences, by
the analysed side's own total: its opponents choose, among the lines that keep the difference,
the one that gives it least. The reported points are those of that line, and the reported line
is a line that reaches them. With more than two sides those fix the others' sum, not how they
share it: the line reported is then the first in the order the actions are listed
(:meth:`Solver.line`), so that the points do not depend on what the table met before.

The algorithm. Fail-soft alpha-beta written on intervals: every search answers bounds
``lower <= value <= upper`` that are always sound; a transposition table keyed on a compact key
of everything the rest of the hand depends on (each seat's cards as a bit set, the stock, the
trick, what each seat captured in points and cards, the declarations, the turn, the phase...)
keeps the tightest bounds proven for each position and its best action, tried first (then
declarations, then the plays by card points). ``max_nodes`` bounds the positions expanded;
once it is spent, every position not yet expanded answers the bounds its cards allow (what each
side holds already, and at most everything still in play: the cards, the últimas, 40 for each
marriage sung or still possible), so an unsolved answer gives proven bounds, never a guess
presented as exact. The same bounds cut the search where they alone decide against its window;
besides what each side captured, they count the points each side is sure to take: the highest
trumps held by one side, and at a lead once the stock is gone the leader's quick tricks
(:meth:`Solver.cashed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, cast

from tute.cards import RANK_BITS, SUIT_BITS, SUITS, Card, Suit, suit_index_of
from tute.declarations import MARRIAGE, Declaration
from tute.errors import InvalidInputError, Problem
from tute.hand import Action, ActionKind, HandPhase, HandState
from tute.messages import msg
from tute.rules import PLAIN_MARRIAGE, TRUMP_MARRIAGE
from tute.rulesets import Ruleset
from tute.scoring import Contract, marriage_values, side_seats
from tute.values import Duty

#: the enum members the search compares with at every position, read once (a compiled
#: module reads a Final name directly, not through the enum class's attribute lookup)
_PLAY: Final = ActionKind.PLAY
_PLAYING: Final = HandPhase.PLAY
_AUCTION: Final = HandPhase.AUCTION
_NAMING: Final = HandPhase.NAMING
_FULL_DUTY: Final = Duty.FULL

#: ``max_nodes`` by default, and the most an analysis may spend.
DEFAULT_MAX_NODES = 50_000
MAX_NODES = 200_000
#: A side's total is below this: the search's key is ``difference * _SCALE + own total``.
_SCALE: Final = 1 << 12
_INF: Final = 1 << 40
#: codes of :meth:`Solver.layout` packed to one int (13 bits each, under a leading 1: 53 bits)
_PACKED: Final = 4


def _phase_code(phase: HandPhase) -> int:
    """The phase as a number (two bits of the table's key)."""
    return 0 if phase is _PLAYING else 1 if phase is _AUCTION else 2 if phase is _NAMING else 3


@dataclass(frozen=True, slots=True)
class ActionAnalysis:
    """One action of the analysed seat: the points each side ends the hand with if every seat
    plays perfectly after it (None while unsolved), and the proven bounds on the analysed
    side's points minus the others' (``lower == upper`` when solved)."""

    action: Action
    points: tuple[int, ...] | None
    lower: int
    upper: int
    #: the line reported for it, this action first, to the end of the hand (empty if unsolved)
    line: tuple[Action, ...]
    #: the search's value (the difference, then the side's own total; see the module's doc)
    #: when solved, else its lower bound
    value: int = 0

    @property
    def solved(self) -> bool:
        return self.lower == self.upper and self.points is not None

    @property
    def difference(self) -> int | None:
        """The analysed side's points minus the others' on the reported line, once solved."""
        return self.lower if self.solved else None


@dataclass(frozen=True, slots=True)
class Analysis:
    seat: int
    #: the side (index into the score's sides) whose points minus the others' is maximised
    side: int
    actions: tuple[ActionAnalysis, ...]
    #: the best actions: all of them when several are equally good (empty unless solved)
    best: tuple[Action, ...]
    solved: bool
    #: bounds on the best difference the analysed side can force
    lower: int
    upper: int
    nodes: int
    max_nodes: int


def _bad_budget(max_nodes: object) -> InvalidInputError:
    # Translators: maximum is the bound, got the value given.
    return InvalidInputError([Problem("MAX_NODES_OUT_OF_RANGE", "/max_nodes", msg(
        "max_nodes is 1 to {maximum} positions, not {got!r}", maximum=MAX_NODES,
        got=max_nodes))])


def check_max_nodes(max_nodes: object) -> int:
    """``max_nodes`` when it is an integer from 1 to :data:`MAX_NODES`; else
    :class:`InvalidInputError` (``MAX_NODES_OUT_OF_RANGE``)."""
    if not (type(max_nodes) is int and 1 <= max_nodes <= MAX_NODES):
        raise _bad_budget(max_nodes)
    return max_nodes


def analyze(state: HandState, seat: int | None = None, *,
            max_nodes: int = DEFAULT_MAX_NODES) -> Analysis:
    """Every action ``seat`` (the seat to act by default) may take now, valued by perfect play
    from there (see the module's doc). The state is left as it is. A hand that is over, a seat
    without an action or a budget out of its bounds raise :class:`InvalidInputError`."""
    check_max_nodes(max_nodes)
    if state.is_terminal():
        raise InvalidInputError([Problem("HAND_OVER", "/actions", msg(
            "the hand is over: no more actions"))])
    if seat is None:
        seat = state.to_act()
        if seat is None:  # not over, so somebody acts: defensive only
            raise InvalidInputError([Problem("HAND_OVER", "/actions", msg(
                "the hand is over: no more actions"))])
    own = [a for a in state.legal_actions() if a.seat == seat]
    if not own:
        # Translators: seat is the seat asked about.
        raise InvalidInputError([Problem("SEAT_HAS_NO_ACTION", "/seat", msg(
            "seat {seat} has no action to take now", seat=seat))])
    return Solver(state, seat, max_nodes).run(own)


class Solver:
    """One analysis: the analysed seat, the budget and the transposition table."""

    def __init__(self, root: HandState, seat: int, max_nodes: int,
                 shared: Solver | None = None) -> None:
        self.root = root
        self.rules = root.rules
        self.seat = seat
        self.max_nodes = max_nodes
        self.nodes = 0
        #: key -> (lower, upper: bounds on what the rest of the hand adds to the value, see
        #: :meth:`past`; whether a best action is known, that action: None is the other
        #: team's letting play go on)
        self.table: dict[tuple[object, ...], tuple[int, int, bool, Action | None]] = {}
        self.points = self.rules.points
        #: each suit's index and its king and partner as a bit set
        self.pairs: list[tuple[int, int]] = []
        for suit in Suit:
            king, partner = self.rules.marriages_rule.pair(suit)
            self.pairs.append((suit_index_of(suit), king.bit | partner.bit))
        self.key_winners = self.rules.marriages_rule.first_final_trick
        #: more than two sides: the reported lines are the first in the listed order (:meth:`line`)
        self.listed_lines = len(self.rules.sides_rule.seats()) > 2
        #: each suit's cards of the deck, strongest first (the engine's rank order)
        self.suit_orders = _orders(self.rules)
        #: for each suit, the card points of each set of its cards (ten bits of a hand's bits)
        self.suit_points = _suit_points(self.rules)
        #: for each suit and set of its cards (its ten bits), the points of its k cheapest
        #: cards for each k from 0 to the set's size
        self.cheapest = _cheapest_points(self.rules)
        #: for each suit, the cards of each set of its cards (by its ten bits), strongest first
        self.suit_masks = _suit_masks(self.rules)
        #: for each card, the cards of its suit that head it (the duties' own table): two
        #: cards of a suit have between them the cards that head one and not the other
        self.above = self.rules.duties.above
        #: cards never treated as equivalent to another: the kings and partners while the game
        #: has marriages, the tute's ranks while it has tutes, the cards the swap gives
        special = self.rules.swap_rule.rank_bits
        if self.rules.marriages_rule.enabled:
            for _, pair_bits in self.pairs:
                special |= pair_bits
        if self.rules.tute_rule.enabled:
            for rank in self.rules.tute_rule.ranks:
                special |= RANK_BITS[rank]
        self.special = special
        self.declaration_values: dict[tuple[object, ...], int] = {}
        #: id of a state's declarations tuple -> the tuple and its declarations' ids
        self.declaration_tuples: dict[int, tuple[tuple[Declaration, ...], tuple[int, ...]]] = {}
        #: id of a state's declarations tuple -> the tuple, trumps and team it was asked with
        #: and :meth:`sung_bounds`' answer
        self.sung_tuples: dict[int, tuple[tuple[Declaration, ...], Suit | None, int,
                                          tuple[int, int, int, int, int]]] = {}
        #: the team of the analysed seat (bit set) by declarer (-1: no contract)
        self.teams: dict[int, int] = {}
        #: the contract (None: no contract) :meth:`_team` last answered for, and its answer
        #: (-1: none yet)
        self.last_contract: Contract | None = None
        self.last_team = -1
        #: history heuristic: how often each play (seat * 64 + card) cut a search off
        self.history: dict[int, int] = {}
        self.etc = True
        #: key of a finished position -> its value less the cards' points captured (:meth:`final`)
        self.finals: dict[tuple[object, ...], int] = {}
        if shared is not None and shared.seat == seat and shared.rules == self.rules:
            # another analysis of the same hand for the same seat (a review's): what it
            # proved holds here too (the key is the whole position, the values the seat's)
            self.table = shared.table
            self.history = shared.history
            self.declaration_values = shared.declaration_values
            self.declaration_tuples = shared.declaration_tuples
            self.sung_tuples = shared.sung_tuples
            self.teams = shared.teams
            self.finals = shared.finals

    # -- the analysed side -----------------------------------------------------------------------

    def _sides(self, state: HandState) -> tuple[tuple[int, ...], ...] | None:
        """The sides, or None while they are not known (declarer v the rest before the
        auction ends)."""
        rules = self.rules
        if rules.sides_rule.by_contract and state.contract is None:
            return None
        return side_seats(rules, state.contract.declarer if state.contract else None)

    def _team(self, state: HandState) -> int:
        """The seats on the analysed seat's side, as a bit set (itself alone while the sides
        are not known)."""
        contract = state.contract
        if self.last_team >= 0 and contract is self.last_contract:
            return self.last_team  # asked again and again of one contract (or of none)
        declarer = contract.declarer if contract is not None else -1
        found = self.teams.get(declarer)
        if found is None:
            sides = self._sides(state)
            found = 1 << self.seat
            if sides is not None:
                for members in sides:
                    if self.seat in members:
                        found = 0
                        for s in members:
                            found |= 1 << s
            self.teams[declarer] = found
        self.last_contract, self.last_team = contract, found
        return found

    def side_of_seat(self, state: HandState) -> int:
        sides = side_seats(self.rules, state.contract.declarer if state.contract else None)
        for index, members in enumerate(sides):
            if self.seat in members:
                return index
        return 0

    def value_of(self, totals: Sequence[int], sides: Sequence[Sequence[int]]) -> int:
        """The search's value of a finished line: difference first, then own total."""
        own = 0
        others = 0
        for members, total in zip(sides, totals, strict=True):
            if self.seat in members:
                own += total
            else:
                others += total
        return (own - others) * _SCALE + own

    def terminal(self, state: HandState) -> tuple[int, tuple[int, ...]]:
        score = state.score()
        if score is None:  # every seat passed: nobody scores
            count = len(side_seats(self.rules))
            return 0, tuple(0 for _ in range(count))
        totals = tuple(s.total for s in score.sides)
        return self.value_of(totals, [s.seats for s in score.sides]), totals

    def final(self, state: HandState, own_taken: int, others_taken: int) -> int:
        """The value of a finished line (:meth:`terminal`), its part after the cards captured
        (:meth:`past`) kept by the position's key: the hand's end is met again and again, by
        lines that differ only in what each side captured, and the key holds everything that
        part depends on, as it does for the table's entries (``own_taken`` -1: not known)."""
        if own_taken < 0:
            return self.terminal(state)[0]
        key = self.key(state, 0)
        past = self.past(state, own_taken, others_taken)
        rest = self.finals.get(key)
        if rest is None:
            rest = self.terminal(state)[0] - past
            self.finals[key] = rest
        return rest + past

    def taken(self, state: HandState) -> tuple[int, int]:
        """The card points the analysed side and the others have captured."""
        points = self.points
        team = self._team(state)
        own = 0
        others = 0
        for s in range(self.rules.players):
            taken = 0
            for c in state.captured[s]:
                taken += points[c.index]
            if team >> s & 1:
                own += taken
            else:
                others += taken
        return own, others

    def static(self, state: HandState, own_lo: int, others_lo: int) -> tuple[int, int]:
        """Bounds on the value from the cards alone, ``own_lo`` and ``others_lo`` being what
        each side captured (:meth:`taken`). Each side keeps that and what it takes whatever
        anybody plays (:meth:`sure`), and may get at most the rest of the cards and the
        últimas; the marriages as :meth:`marriage_bounds` bounds them."""
        points = self.points
        team = self._team(state)
        hand_bits = state.hand_bits
        held = 0
        for bits in hand_bits:
            held |= bits
        rest = 0
        for suit, by_mask in enumerate(self.suit_points):
            rest += by_mask[held >> 10 * suit & 1023]
        elsewhere = 0
        for c in state.stock:
            rest += points[c.index]
            elsewhere |= c.bit
        for c in state.unowned:
            rest += points[c.index]
            elsewhere |= c.bit
        for t in state.trick:
            rest += points[t.card.index]
        extra = rest + self.rules.points_rule.last_trick
        own_sure, others_sure = self.sure(state, team, hand_bits)
        own_m_lo, own_m_hi, others_m_lo, others_m_hi = self.marriage_bounds(
            state, team, hand_bits, elsewhere)
        own_min = own_lo + own_sure + own_m_lo
        own_max = own_lo + extra - others_sure + own_m_hi
        others_min = others_lo + others_sure + others_m_lo
        others_max = others_lo + extra - own_sure + others_m_hi
        return ((own_min - others_max) * _SCALE + own_min,
                (own_max - others_min) * _SCALE + own_max)

    def marriage_bounds(self, state: HandState, team: int, hand_bits: list[int],
                        elsewhere: int) -> tuple[int, int, int, int]:
        """What the marriages add to the analysed side and to the others at least and at most.
        A marriage sung scores for its seat's side: its value once trumps are known (the
        scoring's own :func:`~tute.scoring.marriage_values`), 20 to 40 before. A suit not
        sung may still score its value (40 while trumps are not known): where marriages fall
        in tricks, for either side while neither card is captured; where they are sung, for
        the side of the seat that holds its king or partner while the other is in that hand
        or in the stock (or owned by nobody), for either side when both are in the stock,
        never when one is on the table or the two are in two hands (cards move between hands
        only by the naming phase's spare card: either side then)."""
        rule = self.rules.marriages_rule
        if not rule.enabled:
            return 0, 0, 0, 0
        trump = state.trump
        own_lo, own_hi, others_lo, others_hi, sung = self.sung_bounds(
            state.declarations, trump, team)
        moving = state.phase is not _PLAYING or rule.fall_in_tricks
        held = 0
        for bits in hand_bits:
            held |= bits
        live = held | elsewhere
        if rule.fall_in_tricks:
            for t in state.trick:
                live |= t.card.bit  # the trick on the table may be where it falls
        for suit, pair_bits in self.pairs:
            if sung >> suit & 1 or live & pair_bits != pair_bits:
                continue  # sung, or a card of it captured (or on the table, when sung)
            most = TRUMP_MARRIAGE if trump is None else rule.points(SUITS[suit], trump)
            ours = theirs = moving or held & pair_bits == 0
            if not ours:
                for s, bits in enumerate(hand_bits):
                    if bits & pair_bits:
                        if bits & pair_bits != pair_bits and held & pair_bits & ~bits:
                            break  # in two hands: no marriage
                        if team >> s & 1:
                            ours = True
                        else:
                            theirs = True
                        break
            if ours:
                own_hi += most
            if theirs:
                others_hi += most
        return own_lo, own_hi, others_lo, others_hi

    def sung_bounds(self, made: tuple[Declaration, ...], trump: Suit | None, team: int
                    ) -> tuple[int, int, int, int, int]:
        """:meth:`marriage_bounds`' part for the marriages sung (``made``): what they add to
        the analysed side (least, most) and to the others, and their suits as bits (by
        :func:`~tute.cards.suit_index_of`). Worked out once per declarations tuple object (a
        state's copies share it), trumps and team."""
        if not made:
            return 0, 0, 0, 0, 0
        found = self.sung_tuples.get(id(made))
        if found is not None and found[0] is made and found[1] is trump and found[2] == team:
            return found[3]
        own_lo = own_hi = others_lo = others_hi = 0
        sung = 0
        values: list[int] = []
        if trump is not None:
            values = marriage_values(self.rules, trump, made)
        for i, d in enumerate(made):
            if d.kind is not MARRIAGE:
                continue
            if d.suit is not None:
                sung |= 1 << suit_index_of(d.suit)
            lo, hi = PLAIN_MARRIAGE, TRUMP_MARRIAGE
            if values and d.suit is not None:
                lo = hi = values[i]
            if team >> d.seat & 1:
                own_lo += lo
                own_hi += hi
            else:
                others_lo += lo
                others_hi += hi
        bounds = (own_lo, own_hi, others_lo, others_hi, sung)
        self.sung_tuples[id(made)] = (made, trump, team, bounds)  # (keeps the tuple, so its id)
        return bounds

    def sure(self, state: HandState, team: int, hand_bits: list[int]) -> tuple[int, int]:
        """Card points each side (the analysed one, the others) takes whatever anybody plays:
        the highest trumps still in play, while one side holds them (in hand or on the
        table) without a card of the stock or owned by nobody among them. The highest trump
        in play takes the trick it falls in, and so does the next while only its own side's
        cards are above it. Counted only where every card is played out: in the play phase,
        no capote to announce or announced, no tute that ends the hand, not in the
        vueltas (which a total of 101 may stop)."""
        trump = state.trump
        rules = self.rules
        if (trump is None or state.phase is not _PLAYING or state.carried is not None
                or rules.capote_rule.declared):
            return 0, 0
        if rules.tute_rule.enabled and rules.tute_rule.ends_hand:
            if state.stock:
                return 0, 0
            for bits in hand_bits:
                if rules.tute_rule.held_in(bits):
                    return 0, 0
        ours = 0
        theirs = 0
        for s, bits in enumerate(hand_bits):
            if team >> s & 1:
                ours |= bits
            else:
                theirs |= bits
        for t in state.trick:
            if team >> t.seat & 1:
                ours |= t.card.bit
            else:
                theirs |= t.card.bit
        blocked = 0
        for c in state.stock:
            blocked |= c.bit
        for c in state.unowned:
            blocked |= c.bit
        if state.turn_up is not None:
            blocked |= state.turn_up.bit
        points = self.points
        side = -1
        taken = 0
        for c in self.suit_orders[suit_index_of(trump)]:
            bit = c.bit
            if blocked & bit:
                break
            holder = 0 if ours & bit else 1 if theirs & bit else -1
            if holder < 0:
                continue  # captured already
            if side >= 0 and holder != side:
                break
            side = holder
            taken += points[c.index]
        own_sure = taken if side == 0 else 0
        others_sure = taken if side == 1 else 0
        leader = state.leader
        mover = state.to_act()
        if (not state.trick and not state.stock and not state.pending_draw
                and rules.duties.strict_phase is _FULL_DUTY and mover is not None
                and mover == leader):
            cashed = self.cashed(trump, team, leader, hand_bits, blocked)
            if team >> leader & 1:
                own_sure += cashed
            else:
                others_sure += cashed
        return own_sure, others_sure

    def cashed(self, trump: Suit, team: int, leader: int, hand_bits: list[int],
               blocked: int) -> int:
        """Card points the leader's side takes, at a lead with the stock gone and every duty
        in force (follow, head, trump) for the rest of the hand, beyond the highest trumps
        (:meth:`sure`), by leading first its highest cards of each suit (the quick tricks of
        bridge solvers). A card of the leader's that is the highest of its suit still in play
        takes the trick whenever nobody trumps it: every other seat follows while it holds the
        suit (and cannot head it), and a seat void in it trumps only if it holds a trump (a
        partner, where the duties exempt it while its partner holds the trick, never has to).

        So the leader leads its run of highest trumps (a seat that holds no more trumps than
        that has none left after it), then its run of highest cards of each plain suit, of as
        many rounds as every seat still holding a trump that may have to trump holds cards of
        that suit; it wins every round and keeps the lead. Such a seat never discards (it
        follows the trumps, and holds enough of each plain suit), so what it held of a suit
        stays held; a seat without trumps may discard, to the same side. Those tricks hold
        the leader's cards of the plain suits (its trumps are :meth:`sure`'s already) and, of
        each other seat, as many of its cheapest cards of each suit as it holds up to that
        suit's rounds (a partner's trumps left out: they may be :meth:`sure`'s)."""
        points = self.points
        trump_index = suit_index_of(trump)
        mine = hand_bits[leader]
        side = team >> leader & 1
        exempt = self.rules.duties.exempt
        live = blocked
        for bits in hand_bits:
            live |= bits
        trumps_run = 0  # the leader's highest trumps: every other seat's trumps, at most, fall
        for c in self.suit_orders[trump_index]:
            if mine & c.bit:
                trumps_run += 1
            elif live & c.bit:
                break
        trumping = 0  # the other seats that still hold a trump after them, and may have to trump
        for s, bits in enumerate(hand_bits):
            if (s != leader and _SUIT_COUNTS[bits >> 10 * trump_index & 1023] > trumps_run
                    and not (exempt and team >> s & 1 == side)):
                trumping |= 1 << s
        total = 0
        for suit in range(4):
            order = self.suit_orders[suit]
            run = 0
            for c in order:
                bit = c.bit
                if mine & bit:
                    run += 1
                elif live & bit:
                    break
            if not run:
                continue
            suit_bits = SUIT_BITS[suit]
            if suit != trump_index:
                for s, bits in enumerate(hand_bits):
                    if trumping >> s & 1:
                        run = min(run, _SUIT_COUNTS[bits >> 10 * suit & 1023])
                if not run:
                    continue
                led = 0
                for c in order:
                    if led == run:
                        break
                    if mine & c.bit:
                        total += points[c.index]
                        led += 1
            for s, bits in enumerate(hand_bits):
                if s == leader or not bits & suit_bits:
                    continue
                if suit == trump_index and team >> s & 1 == side:
                    continue
                cheapest = self.cheapest[suit][bits >> 10 * suit & 1023]
                total += cheapest[min(run, len(cheapest) - 1)]
        return total

    # -- the key -------------------------------------------------------------------------------

    def past(self, state: HandState, own: int, others: int) -> int:
        """The value of what is already captured (``own`` and ``others``: the cards' points,
        :meth:`taken`), as :meth:`value_of` counts it. A line's value is this plus what the
        rest of the hand adds (the totals add the cards' points, the últimas and the
        marriages), so the table keeps the bounds of what is to come and positions that
        differ only in what was captured share an entry. In the vueltas the hand may stop
        when a total reaches 101, so the past decides the future: 0 there, and the key holds
        what each seat captured."""
        if state.carried is not None:
            return 0
        return (own - others) * _SCALE + own

    def key(self, state: HandState, stage: int) -> tuple[object, ...]:
        """What the rest of the hand depends on (what was captured only in the vueltas, see
        :meth:`past`)."""
        points = self.points
        taken: tuple[int, ...] = ()
        if state.carried is not None:
            piles = []
            for pile in state.captured:
                total = 0
                for c in pile:
                    total += points[c.index]
                piles.append(total * 64 + len(pile))
            taken = tuple(piles)
        winners: tuple[int, ...] = ()
        if self.key_winners:
            winners = tuple([t.winner_seat for t in state.tricks])
        bids: tuple[object, ...] = ()
        if state.phase is _AUCTION:
            bids = tuple([(b.seat, b.kind, b.amount) for b in state.bids])
        contract = state.contract
        # the small fields packed in one int, each in bits of its own (one hash, not ten);
        # None is 0, a card, suit or seat its number plus 1
        turn_up, trump = state.turn_up, state.trump
        winner, claimed = state.last_trick_winner, state.claimed_by
        scalars = turn_up.index + 1 if turn_up is not None else 0
        scalars = scalars << 3 | (suit_index_of(trump) + 1 if trump is not None else 0)
        scalars = scalars << 3 | state.leader
        scalars = scalars << 3 | (winner + 1 if winner is not None else 0)
        scalars = scalars << 1 | state.pending_draw
        scalars = scalars << 2 | _phase_code(state.phase)
        scalars = scalars << 6 | len(state.tricks)
        scalars = scalars << 3 | (claimed + 1 if claimed is not None else 0)
        scalars = scalars << 1 | state.spare_taken
        scalars = scalars << 2 | stage
        return (
            self.layout(state), taken, scalars,
            self.declaration_ids_of(state.declarations), bids,
            (contract.declarer, contract.amount) if contract is not None else None, winners,
        )

    def layout(self, state: HandState) -> tuple[int, ...]:
        """Where the cards still in play are, up to the cards' names: for each suit, its cards
        not yet captured in the engine's rank order, each given as its holder (a hand, its place
        in the trick, in the stock or among the cards owned by nobody) and its card points; a
        card with a role in declarations (:attr:`special`) by its own name too. Two positions with
        the same layout play alike (a card's rank among the cards still in play, its points and
        its suit decide every trick, duty and score), so they share the table's entries
        (partition search, as bridge solvers do). A number a card, a zero after each suit, four
        numbers to an int."""
        hand_bits = state.hand_bits
        live = 0
        # each card's hand as the bits of its seat number: by_seat_k holds the cards of the
        # seats whose number has bit k (the hands are disjoint; at most six seats)
        by_seat_0 = by_seat_1 = by_seat_2 = 0
        for s, bits in enumerate(hand_bits):
            live |= bits
            if s & 1:
                by_seat_0 |= bits
            if s & 2:
                by_seat_1 |= bits
            if s & 4:
                by_seat_2 |= bits
        players = self.rules.players
        # the cards off the hands (the trick, the stock, the cards owned by nobody: few, or
        # none once the stock is gone) by their holder's code
        elsewhere: dict[int, int] = {}
        off_hands = 0
        for j, t in enumerate(state.trick):
            elsewhere[t.card.index] = players + 1 + j
            off_hands |= t.card.bit
        for j, c in enumerate(state.stock):
            elsewhere[c.index] = 10 + j
            off_hands |= c.bit
        for j, c in enumerate(state.unowned):
            elsewhere[c.index] = 50 + j
            off_hands |= c.bit
        points = self.points
        special = self.special
        # the codes packed by _PACKED to an int (a leading 1 marks where each int starts): a
        # few ints to make and hash instead of one for each card
        codes: list[int] = []
        packed = 1
        fields = 0
        in_play = live | off_hands
        for suit, by_mask in enumerate(self.suit_masks):
            for c in by_mask[in_play >> 10 * suit & 1023]:
                bit = c.bit
                if live & bit:
                    h = (1 + (1 if by_seat_0 & bit else 0) + (2 if by_seat_1 & bit else 0)
                         + (4 if by_seat_2 & bit else 0))
                else:
                    h = elsewhere[c.index]
                code = 1 << 12 | c.index << 6 | h if special & bit else h << 4 | points[c.index]
                packed = packed << 13 | code
                fields += 1
                if fields == _PACKED:
                    codes.append(packed)
                    packed, fields = 1, 0
            packed <<= 13  # a zero after each suit
            fields += 1
            if fields == _PACKED:
                codes.append(packed)
                packed, fields = 1, 0
        codes.append(packed)
        return tuple(codes)

    def declaration_ids_of(self, made: tuple[Declaration, ...]) -> tuple[int, ...]:
        """:meth:`declaration_id` of each declaration made, worked out once per tuple object
        (a state's copies share it until a declaration is added)."""
        if not made:
            return ()
        found = self.declaration_tuples.get(id(made))
        if found is not None and found[0] is made:
            return found[1]
        ids = tuple([self.declaration_id(d) for d in made])
        self.declaration_tuples[id(made)] = (made, ids)  # (keeps the tuple, so its id)
        return ids

    def declaration_id(self, made: Declaration) -> int:
        """A small number for each distinct declaration (its every field)."""
        value = (made.seat, made.kind.value, made.suit.value if made.suit else "", made.rank,
                 made.card.index if made.card is not None else -1, made.after_trick,
                 made.points)
        return self.declaration_values.setdefault(value, len(self.declaration_values))

    # -- the search ----------------------------------------------------------------------------

    def children(self, state: HandState, stage: int
                 ) -> tuple[list[Action | None], bool]:
        """The choices at ``state`` in ``stage`` and whether the analysed team makes them.

        Usually the seat to act's team chooses among its actions (stage 0). When a seat of the
        other team may also act now (a capote either side may announce before the lead), the
        seat to act's team is asked first (stage 0: its actions other than plays, or ``None``:
        it lets the others speak), then the other team (stage 1: its actions, or ``None``),
        then the seat to act's team plays (stage 2: its plays)."""
        actions = state.legal_actions()
        team = self._team(state)
        mover = state.to_act()
        mover_ours = mover is not None and bool(team >> mover & 1)
        side = 1 if mover_ours else 0
        for a in actions:
            if (team >> a.seat & 1) != side:
                break
        else:  # most positions: every action is the mover's team's (the list is made afresh)
            return (self.ordered(self.distinct(state, cast("list[Action | None]", actions)),
                                 state), mover_ours)
        mine: list[Action | None] = []
        theirs: list[Action | None] = []
        for a in actions:
            if bool(team >> a.seat & 1) == mover_ours:
                mine.append(a)
            else:
                theirs.append(a)
        if not theirs:
            return self.ordered(self.distinct(state, mine), state), mover_ours
        if stage == 0:
            speak: list[Action | None] = [a for a in mine
                                          if a is not None and a.kind is not _PLAY]
            speak.append(None)
            return self.ordered(speak, state), mover_ours
        if stage == 1:
            theirs.append(None)
            return self.ordered(theirs, state), not mover_ours
        plays: list[Action | None] = [a for a in mine
                                      if a is not None and a.kind is _PLAY]
        return self.ordered(self.distinct(state, plays), state), mover_ours

    def equivalents(self, state: HandState) -> dict[Card, Card]:
        """The seat to act's cards that play exactly as another of its cards (each mapped to
        that one): same suit, same card points, no card of another holder (another hand, the
        stock, the turn-up, the cards owned by nobody, the trick) between them in the rank
        order, and neither with a role in declarations (:attr:`special`). Swapping the two
        everywhere in the rest of the hand changes no legality, no trick and no score, so
        one of them needs searching. Empty while a draw is pending."""
        found: dict[Card, Card] = {}
        seat = state.to_act()
        if seat is None or state.pending_draw or state.phase is not _PLAYING:
            return found
        if len(state.hands[seat]) < 2:
            return found
        others = 0
        for s, hand in enumerate(state.hands):
            if s != seat:
                for c in hand:
                    others |= c.bit
        for c in state.stock:
            others |= c.bit
        for c in state.unowned:
            others |= c.bit
        for t in state.trick:
            others |= t.card.bit
        if state.turn_up is not None:
            others |= state.turn_up.bit
        points = self.points
        special = self.special
        above = self.above
        kept: list[Card] = []
        for c in state.hands[seat]:
            if special & c.bit:
                continue
            for k in kept:
                # the cards ranked between k and c: those heading one of them but not the other
                if (k.suit is c.suit and points[k.index] == points[c.index]
                        and not (above[k.index] ^ above[c.index]) & others & ~(k.bit | c.bit)):
                    found[c] = k
                    break
            else:
                kept.append(c)
        return found

    def distinct(self, state: HandState, choices: list[Action | None]
                 ) -> list[Action | None]:
        """``choices`` without the plays of a card equivalent to another one played
        (:meth:`equivalents`)."""
        if len(choices) < 2:
            return choices
        same = self.equivalents(state)
        if not same:
            return choices
        return [a for a in choices
                if a is None or a.kind is not _PLAY or a.card not in same]

    def ordered(self, choices: list[Action | None], state: HandState
                ) -> list[Action | None]:
        """Move ordering: declarations and swaps first, then the plays, then the other team's
        letting play go on. A play that follows is first judged against the card holding the
        trick (the engine's :meth:`~tute.rules.Duties.beats`): when an opponent holds it, the
        plays that take it over (the cheapest first), then the others (fewest points first);
        when a partner holds it, the plays that leave it to the partner (most points first),
        then the others. Within that, and for leads, the plays that cut searches off most
        often (the history heuristic), then by card points, highest first."""
        if len(choices) < 2:
            return choices
        duties = self.rules.duties
        trump = state.trump
        trick = state.trick
        holder: Card | None = None
        partner_holds = False
        if trick:
            held = trick[duties.winning_index(trick, trump)]
            holder = held.card
            mover = state.to_act()
            team = self._team(state)
            partner_holds = mover is not None and (team >> held.seat & 1) == (team >> mover & 1)
        if len(choices) == 2:  # most often: two ranks compared, no list of them sorted
            first, second = choices[0], choices[1]
            if (self.rank(second, trump, holder, partner_holds)
                    < self.rank(first, trump, holder, partner_holds)):
                return [second, first]
            return [first, second]
        ranked: list[tuple[int, int, Action | None]] = []
        for i, choice in enumerate(choices):
            ranked.append((self.rank(choice, trump, holder, partner_holds), i, choice))
        ranked.sort()  # (the places differ: the actions themselves are never compared)
        return [c for _, _, c in ranked]

    def rank(self, choice: Action | None, trump: Suit | None, holder: Card | None,
             partner_holds: bool) -> int:
        """A choice's place in :meth:`ordered` (lowest first), ``holder`` being the card that
        holds the trick (None at a lead) and ``partner_holds`` whether the mover's partner
        played it."""
        if choice is None:
            return 1 << 60
        c = choice.card
        if choice.kind is not _PLAY or c is None:
            return 0
        value = self.points[c.index]
        rank = (1 << 48) - self.history.get(choice.seat * 64 + c.index, 0) * 64 - value
        if holder is not None:
            # groups, first tried first: 0 take the trick from an opponent (cheapest first),
            # 1 leave it to the partner (most points first), 2 take it from the partner, 3
            # leave it to an opponent (fewest points first)
            if self.rules.duties.beats(c, holder, trump):
                group = 128 + 32 if partner_holds else self.rules.strength[c.index]
            else:
                group = 64 + 32 - value if partner_holds else 192 + value
            rank += group << 50
        return rank

    def cut_by(self, choice: Action | None, state: HandState) -> None:
        """A play that cut a search off: tried earlier next time (deeper cuts count more)."""
        if choice is None or choice.kind is not _PLAY or choice.card is None:
            return
        left = 0
        for hand in state.hands:
            left += len(hand)
        key = choice.seat * 64 + choice.card.index
        self.history[key] = self.history.get(key, 0) + left * left * left

    def search(self, state: HandState, stage: int, alpha: int, beta: int,
               own_taken: int = -1, others_taken: int = 0,
               known_key: tuple[object, ...] | None = None) -> tuple[int, int]:
        """Sound bounds on ``state``'s value; exact unless the value is outside
        ``(alpha, beta)`` (then the bound on that side holds) or the budget ran out.
        ``own_taken``, ``others_taken``: :meth:`taken`, when the caller knows it (-1: not)."""
        if state.is_terminal():
            value = self.final(state, own_taken, others_taken)
            return value, value
        # A position with one choice (a seat following with one card it may play) is passed
        # through without a table entry (counted as expanded all the same: the budget bounds
        # the work). Within a trick its choices are listed first (the table is seldom asked
        # there); at a lead, after the table.
        ready = False
        choices: list[Action | None] = []
        maximising = False
        if (state.trick or self.last_card(state)) and self.nodes < self.max_nodes:
            choices, maximising = self.children(state, stage)
            if len(choices) == 1:
                self.nodes += 1
                return self.child(state, stage, choices[0], alpha, beta, own_taken,
                                  others_taken)
            ready = True
        key = known_key if known_key is not None else self.key(state, stage)
        entry = self.table.get(key)
        known_lo, known_hi = -_INF, _INF
        has_best, best = False, None
        if own_taken < 0:
            own_taken, others_taken = self.taken(state)
        past = self.past(state, own_taken, others_taken)
        if entry is not None:
            known_lo, known_hi, has_best, best = entry
            known_lo += past
            known_hi += past
            if known_lo == known_hi or known_lo >= beta or known_hi <= alpha:
                return known_lo, known_hi
            alpha = max(alpha, known_lo)
            beta = min(beta, known_hi)
        bound_lo, bound_hi = self.static(state, own_taken, others_taken)
        if self.nodes >= self.max_nodes or bound_hi <= alpha or bound_lo >= beta:
            # the budget is spent, or the cards alone decide against this window
            return max(bound_lo, known_lo), min(bound_hi, known_hi)
        if not ready:
            choices, maximising = self.children(state, stage)
        self.nodes += 1
        if len(choices) == 1:
            return self.child(state, stage, choices[0], alpha, beta, own_taken, others_taken)
        if has_best:
            _first(choices, best)
        last = len(choices) - 1
        found_any, found = False, None
        prepared: list[tuple[HandState, int, int, tuple[object, ...]] | None] = []
        if (self.etc and state.phase is _PLAYING and own_taken >= 0
                and len(state.trick) == self.rules.players - 1):
            # enhanced transposition cutoffs: a child the table already proves good enough
            for choice in choices:
                if choice is None:
                    prepared.append(None)
                    continue
                after, own_after, others_after = self.after(state, choice, own_taken,
                                                            others_taken)
                child_key = self.key(after, 0)
                prepared.append((after, own_after, others_after, child_key))
                seen = self.table.get(child_key)
                if seen is None or after.is_terminal():
                    continue
                shift = self.past(after, own_after, others_after)
                if maximising and seen[0] + shift >= beta:
                    lo, hi = max(seen[0] + shift, known_lo), min(bound_hi, known_hi)
                    self.table[key] = (lo - past, hi - past, True, choice)
                    return lo, hi
                if not maximising and seen[1] + shift <= alpha:
                    lo, hi = max(bound_lo, known_lo), min(seen[1] + shift, known_hi)
                    self.table[key] = (lo - past, hi - past, True, choice)
                    return lo, hi
        if maximising:
            lo, hi = -_INF, -_INF
            for index, choice in enumerate(choices):
                ready_child = prepared[index] if prepared else None
                if ready_child is not None:
                    clo, chi = self.search(ready_child[0], 0, max(alpha, lo), beta,
                                           ready_child[1], ready_child[2], ready_child[3])
                else:
                    clo, chi = self.child(state, stage, choice, max(alpha, lo), beta,
                                          own_taken, others_taken)
                if clo > lo or not found_any:
                    lo, found_any, found = max(lo, clo), True, choice
                hi = max(hi, chi)
                if lo >= beta:
                    self.cut_by(choice, state)
                    if index != last:
                        hi = max(hi, bound_hi)
                    break
        else:
            lo, hi = _INF, _INF
            for index, choice in enumerate(choices):
                ready_child = prepared[index] if prepared else None
                if ready_child is not None:
                    clo, chi = self.search(ready_child[0], 0, alpha, min(beta, hi),
                                           ready_child[1], ready_child[2], ready_child[3])
                else:
                    clo, chi = self.child(state, stage, choice, alpha, min(beta, hi),
                                          own_taken, others_taken)
                if chi < hi or not found_any:
                    hi, found_any, found = min(hi, chi), True, choice
                lo = min(lo, clo)
                if hi <= alpha:
                    self.cut_by(choice, state)
                    if index != last:
                        lo = min(lo, bound_lo)
                    break
        lo, hi = max(lo, known_lo), min(hi, known_hi)
        self.table[key] = ((lo - past, hi - past, True, found) if found_any
                           else (lo - past, hi - past, has_best, best))
        return lo, hi

    def last_card(self, state: HandState) -> bool:
        """Whether the seat to act leads its last card in a game of two (its choices listed
        before the table: usually that play alone, passed through; with more seats a hit in
        the table there saves more forced plays than the lookup costs)."""
        if self.rules.players != 2:
            return False
        mover = state.to_act()
        return mover is not None and len(state.hands[mover]) <= 1

    def child(self, state: HandState, stage: int, choice: Action | None, alpha: int,
              beta: int, own_taken: int = -1, others_taken: int = 0) -> tuple[int, int]:
        """The value after ``choice`` (``None``: the next stage of the same position); the
        points taken carried over (a trick's points to its taker's side) in the play phase."""
        if choice is None:
            return self.search(state, stage + 1, alpha, beta, own_taken, others_taken)
        if choice.kind is _PLAY and state.phase is _PLAYING and not state.pending_draw:
            # played on the state itself and taken back after it: no copy made and freed
            tricks = len(state.tricks)
            pushed = state.push_play(choice)
            try:
                own_taken, others_taken = self.carried(state, tricks, own_taken, others_taken)
                return self.search(state, 0, alpha, beta, own_taken, others_taken)
            finally:
                state.pop_play(pushed)
        after, own_taken, others_taken = self.after(state, choice, own_taken, others_taken)
        return self.search(after, 0, alpha, beta, own_taken, others_taken)

    def after(self, state: HandState, choice: Action, own_taken: int, others_taken: int
              ) -> tuple[HandState, int, int]:
        """``state`` after ``choice``, and the points taken carried over (-1: not known)."""
        after = state.copy()
        after.apply(choice)
        if own_taken < 0 or state.phase is not _PLAYING:
            return after, -1, 0
        own_taken, others_taken = self.carried(after, len(state.tricks), own_taken,
                                               others_taken)
        return after, own_taken, others_taken

    def carried(self, after: HandState, tricks: int, own_taken: int, others_taken: int
                ) -> tuple[int, int]:
        """The points each side has taken after a play (``after``: the state it left,
        ``tricks``: the tricks played before it), from what they had taken before it (-1: not
        known, and still not)."""
        if own_taken >= 0 and len(after.tricks) != tricks:
            record = after.tricks[-1]
            if self._team(after) >> record.winner_seat & 1:
                own_taken += record.points
            else:
                others_taken += record.points
        return own_taken, others_taken

    def exact(self, state: HandState, guess: int | None) -> tuple[int, int]:
        """``state``'s value by zero-window searches (MTD(f)): each asks whether the value
        reaches a test value, from ``guess`` (the previous action's value) on, the table
        keeping what each proved, until the bounds meet or the budget is spent. Without a
        guess, one search with the whole window."""
        if guess is None:
            return self.search(state, 0, -_INF, _INF)
        lo, hi = -_INF, _INF
        test = guess
        while lo < hi:
            beta = test if test > lo else lo + 1
            before = self.nodes
            clo, chi = self.search(state, 0, beta - 1, beta)
            lo, hi = max(lo, clo), min(hi, chi)
            if self.nodes == before and self.nodes >= self.max_nodes:
                break  # nothing more can be proved within the budget
            test = clo if clo >= beta else chi
        return lo, hi

    # -- the answer ----------------------------------------------------------------------------

    def value(self, action: Action, guess: int | None) -> ActionAnalysis:
        """``action`` valued from the root, with its line when solved."""
        after = self.root.copy()
        after.apply(action)
        lo, hi = self.exact(after, guess)
        return self.reported(action, after, lo, hi)

    def valued(self, action: Action, value: int) -> ActionAnalysis:
        """``action``, whose exact value is known (an equivalent card's), with its line."""
        after = self.root.copy()
        after.apply(action)
        return self.reported(action, after, value, value)

    def reported(self, action: Action, after: HandState, lo: int, hi: int) -> ActionAnalysis:
        """The analysis of ``action`` (``after``: the root after it) with the bounds ``lo``,
        ``hi`` on its value, and its line when they meet."""
        points: tuple[int, ...] | None = None
        line: tuple[Action, ...] = ()
        if lo == hi:
            reached = self.line(after, lo)
            if reached is not None:
                line = (action, *reached[0])
                points = reached[1]
        return ActionAnalysis(action, points, _difference(lo), _difference(hi), line, lo)

    def line(self, state: HandState, value: int) -> tuple[list[Action], tuple[int, ...]] | None:
        """A line from ``state`` (whose exact value is ``value``) to the end of the hand that
        reaches it, and the totals it ends with; None if the budget cannot prove one. With two
        sides every such line ends with the same totals (the value is the difference and the
        side's own total), and the table's best move is tried first. With more than two, lines
        of one value may share the other sides' points differently: each step then takes the
        first choice that keeps the value in the order the engine lists the actions (letting
        play go on last), so that the points reported are the position's own, whatever the
        table met before (:attr:`listed_lines`)."""
        actions: list[Action] = []
        stage = 0
        while not state.is_terminal():
            choices, maximising = self.children(state, stage)
            if self.listed_lines:
                choices = _in_listed_order(choices, state.legal_actions())
            else:
                entry = self.table.get(self.key(state, stage))
                if entry is not None and entry[2]:
                    _first(choices, entry[3])  # the move the search found best: tried first
            for choice in choices:
                # no choice is better for its chooser than the value: one side to test
                if maximising:
                    keeps = self.child(state, stage, choice, value - 1, value)[0] >= value
                else:
                    keeps = self.child(state, stage, choice, value, value + 1)[1] <= value
                if keeps:
                    break
            else:
                return None
            if choice is None:
                stage += 1
                continue
            state = state.copy()
            state.apply(choice)
            actions.append(choice)
            stage = 0
        final, totals = self.terminal(state)
        return (actions, totals) if final == value else None

    def run(self, own: Sequence[Action]) -> Analysis:
        """Every action of ``own`` valued; a play of a card equivalent to another
        (:meth:`equivalents`) takes that card's value, and its line with the two cards
        exchanged (with more than two sides its own line: :meth:`line`)."""
        same: dict[Card, Card] = {}
        if self.root.to_act() == self.seat:
            same = self.equivalents(self.root)
        by_card: dict[Card, ActionAnalysis] = {}
        analysed: dict[int, ActionAnalysis] = {}
        guess: int | None = None
        for index, action in enumerate(own):
            if action.kind is _PLAY and action.card in same:
                continue
            result = self.value(action, guess)
            if result.solved:
                guess = result.value
            analysed[index] = result
            if action.kind is _PLAY and action.card is not None:
                by_card[action.card] = result
        for index, action in enumerate(own):
            if index not in analysed and action.card is not None:
                model = by_card.get(same[action.card])
                if model is None:
                    analysed[index] = self.value(action, guess)
                elif self.listed_lines and model.solved:
                    # the same value, but its own first line (exchanging the two cards in
                    # the model's may share the other sides' points otherwise)
                    analysed[index] = self.valued(action, model.value)
                else:
                    analysed[index] = _exchanged(model, action)
        found = [analysed[index] for index in range(len(own))]
        values = [a.value for a in found]
        solved = all(a.solved for a in found)
        best: tuple[Action, ...] = ()
        if solved:
            top = max(values)
            best = tuple(a.action for a, v in zip(found, values, strict=True) if v == top)
        return Analysis(self.seat, self.side_of_seat(self.root), tuple(found), best, solved,
                        max(a.lower for a in found), max(a.upper for a in found), self.nodes,
                        self.max_nodes)


#: :func:`_orders` by the ruleset's rank order and deck (made once: every analysis needs them)
_ORDERS: Final[dict[tuple[object, ...], list[list[Card]]]] = {}


def _orders(rules: Ruleset) -> list[list[Card]]:
    """Each suit's cards of the deck, strongest first (the engine's rank order)."""
    strength = rules.strength
    key: tuple[object, ...] = (strength, rules.outside_deck)
    found = _ORDERS.get(key)
    if found is None:
        found = _ORDERS[key] = [
            sorted((c for c in rules.deck_cards if c.suit is suit),
                   key=lambda c: -strength[c.index]) for suit in Suit]
    return found


#: :func:`_suit_points` by the cards' points (made once: every analysis needs them)
_SUIT_POINTS: Final[dict[tuple[int, ...], list[list[int]]]] = {}


def _suit_points(rules: Ruleset) -> list[list[int]]:
    """For each suit, the card points of each set of its cards, by the set's ten bits (a
    suit's block of a hand's bit set, :data:`~tute.cards.SUIT_BITS`)."""
    points = tuple(rules.points)
    found = _SUIT_POINTS.get(points)
    if found is None:
        found = []
        for suit in range(len(SUITS)):
            by_mask = [0] * 1024
            for mask in range(1, 1024):
                low = mask & -mask
                by_mask[mask] = by_mask[mask ^ low] + points[suit * 10 + low.bit_length() - 1]
            found.append(by_mask)
        _SUIT_POINTS[points] = found
    return found


#: how many cards each set of a suit's cards holds, by the set's ten bits (``int.bit_count``
#: is a method call in the compiled build)
_SUIT_COUNTS: Final[list[int]] = [bin(mask).count("1") for mask in range(1024)]

#: :func:`_cheapest_points` by the cards' points (made once: every analysis needs them)
_CHEAPEST: Final[dict[tuple[int, ...], list[list[tuple[int, ...]]]]] = {}


def _cheapest_points(rules: Ruleset) -> list[list[tuple[int, ...]]]:
    """For each suit, for each set of its cards by the set's ten bits (as :func:`_suit_points`),
    the card points of its k cheapest cards for k from 0 to the set's size."""
    points = tuple(rules.points)
    found = _CHEAPEST.get(points)
    if found is None:
        found = []
        for suit in range(len(SUITS)):
            # the suit's ten places, cheapest first: a set's cards are visited in that order
            cheapest_first = sorted(range(10), key=lambda i: points[suit * 10 + i])
            by_mask: list[tuple[int, ...]] = []
            for mask in range(1024):
                sums = [0]
                for i in cheapest_first:
                    if mask >> i & 1:
                        sums.append(sums[-1] + points[suit * 10 + i])
                by_mask.append(tuple(sums))
            found.append(by_mask)
        _CHEAPEST[points] = found
    return found


#: :func:`_suit_masks` by the ruleset's rank order and deck, as :data:`_ORDERS`
_SUIT_MASKS: Final[dict[tuple[object, ...], list[list[tuple[Card, ...]]]]] = {}


def _suit_masks(rules: Ruleset) -> list[list[tuple[Card, ...]]]:
    """For each suit, the cards of each set of its cards in the engine's rank order
    (:func:`_orders`), by the set's ten bits: the cards still in play visited without the
    cards captured."""
    key: tuple[object, ...] = (rules.strength, rules.outside_deck)
    found = _SUIT_MASKS.get(key)
    if found is None:
        found = []
        for suit, order in enumerate(_orders(rules)):
            shift = 10 * suit
            found.append([tuple([c for c in order if mask >> (c.index - shift) & 1])
                          for mask in range(1024)])
        _SUIT_MASKS[key] = found
    return found


def _first(choices: list[Action | None], best: Action | None) -> None:
    """``best`` moved to the front of ``choices`` when it is one of them (a play found by its
    seat and card, without comparing every field)."""
    for i, choice in enumerate(choices):
        if choice is best:
            found = i
            break
        if choice is None or best is None:
            continue
        if choice.kind is _PLAY:
            if best.kind is _PLAY and choice.card is best.card and choice.seat == best.seat:
                found = i
                break
        elif choice == best:
            found = i
            break
    else:
        return
    if found:
        choices.insert(0, choices.pop(found))


def _in_listed_order(choices: list[Action | None], listed: list[Action]
                     ) -> list[Action | None]:
    """``choices`` in the order of ``listed`` (the state's legal actions), None last."""
    place: dict[Action, int] = {a: i for i, a in enumerate(listed)}
    last = len(listed)
    return sorted(choices, key=lambda c: last if c is None else place[c])


def _exchanged(model: ActionAnalysis, action: Action) -> ActionAnalysis:
    """``model``, the analysis of a play, for ``action``: the play of a card equivalent to it,
    the two cards exchanged in its line."""
    one = model.action.card
    other = action.card
    line: list[Action] = []
    for step in model.line:
        if step.kind is _PLAY and (step.card is one or step.card is other):
            step = Action(step.seat, _PLAY, card=other if step.card is one else one)
        line.append(step)
    if line:
        line[0] = action
    return ActionAnalysis(action, model.points, model.lower, model.upper, tuple(line),
                          model.value)


def _difference(value: int) -> int:
    """The difference part of a search value (``own`` is 0 to ``_SCALE - 1``)."""
    if value >= _INF or value <= -_INF:
        return value
    return value // _SCALE


def play_line(state: HandState, line: Sequence[Action]) -> HandState:
    """A copy of ``state`` with ``line`` applied (for checking a reported line)."""
    after = state.copy()
    for action in line:
        after.apply(action)
    return after


