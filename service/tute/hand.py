"""Whole-hand adjudication: replay a recorded hand action by action under a ruleset.

A :class:`HandRecord` is a deal (explicit or from a seed) and the ordered actions: ``bid``,
``pass``, ``name_trump``, ``play``, ``declare`` (marriage or tute) and ``swap``, each with its
seat. :func:`adjudicate` replays it with turn order, the stock draws (winner first; with one
hidden card and the turn-up left, the winner takes the hidden card and the loser the turn-up;
000, 003), the change to the strict phase when the stock runs out, and every declaration window.
The answer is the final score with the trick-by-trick history, or the index of the first illegal
action, its code and what was legal at that point. :func:`position_after` shows what any seat
sees after any number of actions.

Draws are not actions: the trick winner's draw happens just before the first action that needs
it (a lead, or a declaration or swap that is only possible after drawing). A declaration that is
legal before drawing is judged there, so ``swap_timing: after_trick_win_before_draw`` and
``marriage_window: until_last_draw`` see the stock as it was when the trick ended.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from tute.auction import Bid, BidKind, auction_state, judge_bid
from tute.cards import DECK, Card, Suit, TrickCard
from tute.deal import Deal, deal_from_seed
from tute.declarations import (
    BEFORE_DRAW,
    BEFORE_LEAD,
    CAPOTE,
    IN_TRICK,
    MARRIAGE,
    PLATE,
    SWAP,
    TUTE,
    Declaration,
    DeclarationContext,
    DeclarationKind,
    DeclarationVerdict,
    Stage,
    available_declarations,
    could_declare_now,
    judge_declaration,
    swap_takers_now,
    with_points,
)
from tute.errors import InvalidInputError, Problem
from tute.messages import Message, msg
from tute.play import (
    PlayJudgement,
    PlayPosition,
    fallen_in,
    judge_plays,
    legal_bits,
    seat_problems,
    trick_taken,
    violations_in,
)
from tute.rules import FallenMarriage, ScoreReason, card_bits
from tute.rulesets import Ruleset
from tute.scoring import Contract, HandScore, score_hand, score_vueltas
from tute.values import ActionKind as ActionKind  # re-exported: its home before values.py
from tute.values import EndedBy as EndedBy  # re-exported: its home before values.py
from tute.values import HandPhase as HandPhase  # re-exported: its home before values.py

AUCTION: Final = HandPhase.AUCTION
NAMING: Final = HandPhase.NAMING
PLAY: Final = HandPhase.PLAY
OVER: Final = HandPhase.OVER
#: The action kinds as constants: a compiled module reads these directly (ActionKind's
#: own attributes are looked up at run time, values.py being pure Python).
_A_PLAY: Final = ActionKind.PLAY
_A_BID: Final = ActionKind.BID
_A_PASS: Final = ActionKind.PASS
_A_NAME_TRUMP: Final = ActionKind.NAME_TRUMP
_A_TAKE_SPARE: Final = ActionKind.TAKE_SPARE
_A_CLAIM: Final = ActionKind.CLAIM
_A_SWAP: Final = ActionKind.SWAP
_A_DECLARE: Final = ActionKind.DECLARE
_PLAYED_OUT: Final = EndedBy.PLAYED_OUT


@dataclass(frozen=True, slots=True)
class Action:
    """One step of a recorded hand.

    play: ``card``; bid: ``amount``; name_trump: ``suit``; declare: ``declaration``
    (marriage with ``suit``, or tute with ``rank`` 12/11/10); swap: optionally ``card``
    (the 7 or 2 of trumps; the 7 when omitted).
    """

    seat: int
    kind: ActionKind
    card: Card | None = None
    amount: int | None = None
    suit: Suit | None = None
    declaration: DeclarationKind | None = None
    rank: int | None = None

    def __init__(
        self,
        seat: int,
        kind: ActionKind,
        card: Card | None = None,
        amount: int | None = None,
        suit: Suit | None = None,
        declaration: DeclarationKind | None = None,
        rank: int | None = None,
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "declaration", declaration)
        object.__setattr__(self, "rank", rank)


class PushedPlay:
    """What :meth:`HandState.push_play` changed (the fields a play may change, as they were),
    for :meth:`HandState.pop_play`."""

    def __init__(self, seat: int, card: Card | None, index: int, bits: int,
                 tricks: tuple[TrickRecord, ...], declarations: tuple[Declaration, ...],
                 trump: Suit | None, last_trick_winner: int | None, leader: int,
                 phase: HandPhase, ended_by: EndedBy | None, turn_at: int, turn_hand: int,
                 turn_legal: int) -> None:
        self.seat = seat
        self.card = card
        self.index = index
        self.bits = bits
        self.tricks = tricks
        self.declarations = declarations
        self.trump = trump
        self.last_trick_winner = last_trick_winner
        self.leader = leader
        self.phase = phase
        self.ended_by = ended_by
        self.turn_at = turn_at
        self.turn_hand = turn_hand
        self.turn_legal = turn_legal


@dataclass(frozen=True, slots=True)
class DealRecord:
    """A second deal of the same hand: the vueltas (``vueltas`` cumulative)."""

    deal: Deal
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class HandRecord:
    ruleset: Ruleset
    deal: Deal
    actions: tuple[Action, ...]
    #: the vueltas, when the first deal left no side at 101 and they were played
    vueltas: DealRecord | None = None

    @property
    def action_count(self) -> int:
        """Actions in both deals."""
        return len(self.actions) + (len(self.vueltas.actions) if self.vueltas else 0)


@dataclass(frozen=True, slots=True)
class TrickRecord:
    number: int  # 1-based
    leader: int
    cards: tuple[TrickCard, ...]
    winner_seat: int
    winning_card: Card
    points: int
    #: the marriages that fell in it (marriage_award fallen_in_trick), scored by its taker
    fallen_marriages: tuple[FallenMarriage, ...] = ()

    def __init__(
        self,
        number: int,
        leader: int,
        cards: tuple[TrickCard, ...],
        winner_seat: int,
        winning_card: Card,
        points: int,
        fallen_marriages: tuple[FallenMarriage, ...] = (),
    ) -> None:
        object.__setattr__(self, "number", number)
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "winner_seat", winner_seat)
        object.__setattr__(self, "winning_card", winning_card)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "fallen_marriages", fallen_marriages)


@dataclass(frozen=True, slots=True)
class ActionError:
    """The first illegal action: where, why, and what was legal instead.

    ``legal_plays`` are the cards ``expected_seat`` may play; ``available_declarations`` what
    any seat may declare at that moment (each names its seat).
    """

    index: int
    seat: int
    code: str
    message: Message
    expected_seat: int | None
    legal_plays: tuple[Card, ...]
    available_declarations: tuple[Declaration, ...]
    min_next_bid: int | None


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat sees at a moment of the hand (its own cards only)."""

    seat: int
    phase: HandPhase
    stage: Stage
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trump: Suit | None
    turn_up: Card | None
    stock_size: int
    trick: tuple[TrickCard, ...]
    last_trick_winner: int | None
    tricks_played: int
    declarations: tuple[Declaration, ...]
    captured: tuple[tuple[Card, ...], ...]
    bids: tuple[Bid, ...]
    contract: Contract | None
    #: 1, or 2 in the vueltas
    deal_number: int = 1
    #: the vueltas: each side's total carried over from the first deal (empty in a first deal)
    carried_totals: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class HandAdjudication:
    legal: bool
    complete: bool
    actions_applied: int
    #: how the hand ended, or None while unfinished
    ended_by: EndedBy | None
    error: ActionError | None
    score: HandScore | None
    tricks: tuple[TrickRecord, ...]
    declarations: tuple[Declaration, ...]
    trump: Suit | None
    contract: Contract | None
    bids: tuple[Bid, ...]
    dealer: int = 0
    #: once the hand is over: who deals next (the vueltas, when they are due and not given)
    next_dealer: int | None = None
    #: the vueltas deal's own adjudication (its score judged on the carried totals)
    vueltas: HandAdjudication | None = None

    def __init__(
        self,
        legal: bool,
        complete: bool,
        actions_applied: int,
        ended_by: EndedBy | None,
        error: ActionError | None,
        score: HandScore | None,
        tricks: tuple[TrickRecord, ...],
        declarations: tuple[Declaration, ...],
        trump: Suit | None,
        contract: Contract | None,
        bids: tuple[Bid, ...],
        dealer: int = 0,
        next_dealer: int | None = None,
        vueltas: HandAdjudication | None = None,
    ) -> None:
        object.__setattr__(self, "legal", legal)
        object.__setattr__(self, "complete", complete)
        object.__setattr__(self, "actions_applied", actions_applied)
        object.__setattr__(self, "ended_by", ended_by)
        object.__setattr__(self, "error", error)
        object.__setattr__(self, "score", score)
        object.__setattr__(self, "tricks", tricks)
        object.__setattr__(self, "declarations", declarations)
        object.__setattr__(self, "trump", trump)
        object.__setattr__(self, "contract", contract)
        object.__setattr__(self, "bids", bids)
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "next_dealer", next_dealer)
        object.__setattr__(self, "vueltas", vueltas)


class IllegalAction(Exception):
    """An action the hand does not allow now: ``code`` says why (a duty, NOT_YOUR_TURN, ...)."""

    def __init__(self, code: str, message: Message) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


_DECLARED_KINDS: Final = (MARRIAGE, TUTE, CAPOTE, PLATE)  # what a declare action may name

# The refusals and problems without fields, made once.
_HAND_OVER: Final = msg("the hand is over: no more actions")
_SPARE_TAKEN_ONCE: Final = msg("the spare card is taken once, by the auction winner, before naming "
                        "trumps")
_CLAIM_IN_VUELTAS: Final = msg("101 is claimed only in the vueltas, under vueltas_end claim")
_CLAIM_BY_LAST_TRICK: Final = msg("101 is claimed by the side that took the last trick, before the "
                           "next lead")
_TRUMPS_NAMED_ONCE: Final = msg("trumps are named once, by the auction winner, after it")
_NAME_TRUMP_NAMES_SUIT: Final = msg("name_trump names a suit")
# Translators: {kinds} lists the contract's words (marriage, tute, capote, plate): keep them
_DECLARE_NAMES_DECLARATION: Final = msg("declare names a declaration: one of {kinds}",
                                 kinds=tuple(kind.value for kind in _DECLARED_KINDS))
# Translators: "swap" and "declare" are action kinds of the contract (keep them)
_SWAP_IS_NOT_DECLARED: Final = msg(
    "a swap is an action of its own (kind swap), not a declare action")
_NO_VUELTAS_UNFINISHED: Final = msg("no vueltas here: the first deal is not finished")
_NO_VUELTAS_RESULT: Final = msg(
    "no vueltas here: the first deal has a result: the vueltas follow only when no side "
    "reached 101")


class HandState:
    """A hand being played: the deal, then every action applied in order.

    Ask :meth:`legal_actions` what may happen now, :meth:`apply` an action (an illegal one
    raises :class:`IllegalAction` and leaves the state as it was, save a pending draw that the
    action required), :meth:`view` what a seat sees, :meth:`is_terminal` and :meth:`score`.
    Draws are not actions: the trick winner's draw is made just before the first action that
    needs it, or by :meth:`draw`. Mutable like a chess board; :meth:`copy` to branch. Its
    attributes are for reading: it changes through :meth:`apply`, :meth:`draw` and
    :meth:`push_play` / :meth:`pop_play` only (``hands`` and ``hand_bits`` are kept in step by
    them, and a list changed from outside leaves the other stale). The parts that change at
    most once a trick (``tricks``, ``stock``, ``unowned``, ``declarations``, ``bids``,
    ``hidden``) are tuples and a frozenset, replaced when they change, so that a copy shares
    them; :attr:`captured` is read from ``tricks``.
    """

    #: the turn whose legal set is known (see :meth:`_legal_bits`), the hand it was made
    #: for, and the set
    _turn_at: int
    _turn_hand: int
    _turn_legal: int

    def __init__(self, ruleset: Ruleset, deal: Deal, carried: Sequence[int] | None = None,
                 *, copy_of: HandState | None = None) -> None:
        """``carried``: this deal is the vueltas, with each side's first-deal total.
        ``copy_of``: a state of this deal to copy instead of dealing (what :meth:`copy` does:
        its mutable parts copied, its immutable values shared)."""
        self.rules = ruleset
        self.deal = deal
        was = copy_of
        if was is None:
            self.hands = [list(h) for h in deal.hands]
            #: each seat's hand as a bit set (``card_bits(hands[seat])``): an index of
            #: :attr:`hands`, made here and kept in step by the methods that move cards
            self.hand_bits = [card_bits(h) for h in self.hands]
            # The parts that change rarely or only grow are tuples, replaced when they change:
            # a copy shares them (a search copies the state at every node).
            self.stock: tuple[Card, ...] = tuple(deal.stock)
            # The card that shows trumps while it lies on the table: the stock's turn-up, or
            # the card owned by nobody (three players without a stock).
            shown = ruleset.trumps.from_stock or ruleset.trumps.spare_shown
            self.turn_up = deal.turn_up if shown else None
            self.unowned: tuple[Card, ...] = tuple(deal.unowned)
            self.trump = deal.trump
            self.trick: list[TrickCard] = []  # changed at every play: kept a list
            self.tricks: tuple[TrickRecord, ...] = ()
            self.declarations: tuple[Declaration, ...] = ()
            #: declarations whose suit the other seats do not see (marriage_disclosure)
            self.hidden: frozenset[int] = frozenset()
            self.last_trick_winner: int | None = None
            self.pending_draw = False
            self.leader = deal.first_to_act
            self.bids: tuple[Bid, ...] = ()
            self.contract: Contract | None = None
            self.ended_by: EndedBy | None = None
            self.phase = AUCTION if ruleset.trumps.by_auction else PLAY
            self.carried = tuple(carried) if carried is not None else None
            self.claimed_by: int | None = None
            self.spare_taken = False
            self._forget_turn()
            return
        # (list.copy: a slice in C, where list() is the generic sequence protocol)
        self.hands = [h.copy() for h in was.hands]
        self.hand_bits = was.hand_bits.copy()
        self.stock = was.stock
        self.turn_up = was.turn_up
        self.unowned = was.unowned
        self.trump = was.trump
        self.trick = was.trick.copy()
        self.tricks = was.tricks
        self.declarations = was.declarations
        self.hidden = was.hidden
        self.last_trick_winner = was.last_trick_winner
        self.pending_draw = was.pending_draw
        self.leader = was.leader
        self.bids = was.bids
        self.contract = was.contract
        self.ended_by = was.ended_by
        self.phase = was.phase
        self.carried = was.carried
        self.claimed_by = was.claimed_by
        self.spare_taken = was.spare_taken
        # The turn's legal set holds for the copy too: the two are the same position now, and
        # each works out its own next turns (a search lists a position's plays, then copies it
        # to apply one: the play is judged from the set the listing made).
        self._turn_at, self._turn_hand, self._turn_legal = \
            was._turn_at, was._turn_hand, was._turn_legal

    def _forget_turn(self) -> None:
        """No turn's legal plays known yet (see :meth:`_legal_bits`)."""
        self._turn_at = -1
        self._turn_hand = 0
        self._turn_legal = 0

    def copy(self) -> HandState:
        """An independent copy (the mutable parts copied, the immutable values shared)."""
        return HandState(self.rules, self.deal, copy_of=self)

    def push_play(self, action: Action) -> PushedPlay:
        """:meth:`apply` for a play while no draw is pending, answering what it changed, so
        that :meth:`pop_play` puts the state back as it was: a search's step taken back
        instead of a copy made for it (as python-chess pushes and pops moves). Raises
        :class:`IllegalAction` as :meth:`apply` does (the state unchanged), ValueError for any
        other action or moment."""
        if action.kind is not _A_PLAY or self.phase is not PLAY or self.pending_draw:
            raise ValueError("push_play: a play, in the play phase, with no draw pending")
        seat, card = action.seat, action.card
        index = -1  # where the card stands in its hand (found before apply judges the play)
        if type(seat) is int and 0 <= seat < self.rules.players and card is not None:
            index = _place_in(self.hands[seat], card)
        bits: int = self.hand_bits[seat] if index >= 0 else 0
        pushed = PushedPlay(seat, card, index, bits, self.tricks, self.declarations,
                            self.trump, self.last_trick_winner, self.leader, self.phase,
                            self.ended_by, self._turn_at, self._turn_hand, self._turn_legal)
        self.apply(action)  # a play it refuses has changed nothing
        return pushed

    def pop_play(self, pushed: PushedPlay) -> None:
        """Take back the play :meth:`push_play` made, the last one made on this state."""
        if len(self.tricks) != len(pushed.tricks):  # it ended the trick: the trick's cards back
            self.trick.extend(self.tricks[-1].cards[:-1])
        else:
            self.trick.pop()
        self.tricks = pushed.tricks
        self.declarations = pushed.declarations
        self.trump = pushed.trump
        self.last_trick_winner = pushed.last_trick_winner
        self.leader = pushed.leader
        self.pending_draw = False
        self.phase = pushed.phase
        self.ended_by = pushed.ended_by
        card = pushed.card
        if card is not None:
            self.hands[pushed.seat].insert(pushed.index, card)
        self.hand_bits[pushed.seat] = pushed.bits
        self._turn_at, self._turn_hand, self._turn_legal = \
            pushed.turn_at, pushed.turn_hand, pushed.turn_legal

    # -- what is happening now ---------------------------------------------------------------

    @property
    def stage(self) -> Stage:
        if self.trick:
            return IN_TRICK
        return BEFORE_DRAW if self.pending_draw else BEFORE_LEAD

    def to_act(self) -> int | None:
        """The seat whose bid, naming or play is awaited (None once the hand is over)."""
        if self.phase is AUCTION:
            return auction_state(self.rules, self.deal.dealer, self.bids).to_act
        if self.phase is NAMING:
            return self.contract.declarer if self.contract else None
        if self.phase is PLAY:
            return self.rules.seat_after(self.leader, len(self.trick), self.deal.dealer)
        return None

    def is_terminal(self) -> bool:
        return self.phase is OVER

    @property
    def captured(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat has taken, trick after trick: read from :attr:`tricks` (kept
        nowhere else, so a copy has one thing less to copy)."""
        piles: list[list[Card]] = [[] for _ in range(self.rules.players)]
        for trick in self.tricks:
            pile = piles[trick.winner_seat]
            for played in trick.cards:
                pile.append(played.card)
        return tuple([tuple(pile) for pile in piles])

    def position(self, seat: int) -> PlayPosition:
        return PlayPosition(self.trump, seat, tuple(self.hands[seat]), tuple(self.trick),
                            len(self.stock), self.turn_up)

    def declaration_context(self, seat: int) -> DeclarationContext:
        return self._context(seat, tuple(self.hands[seat]), self.stage, len(self.stock),
                             self.turn_up)

    def _context(self, seat: int, hand: tuple[Card, ...], stage: Stage, stock_size: int,
                 turn_up: Card | None) -> DeclarationContext:
        """:meth:`declaration_context` with the seat's hand, the stage and the stock as given
        (those the pending draw leaves, see :meth:`_drawn_card`)."""
        return DeclarationContext(
            self.rules, self.trump, self.deal.dealer, seat, hand,
            last_trick_winner=self.last_trick_winner, tricks_played=len(self.tricks),
            stage=stage, stock_size=stock_size, turn_up=turn_up,
            declarations=self.declarations,
            declarer=self.contract.declarer if self.contract else None,
            trick_winners=tuple([t.winner_seat for t in self.tricks]))

    def after_draw(self) -> HandState:
        """This state as the next play sees it: itself, or while a draw is pending a copy that
        has made it (this state is left as it is)."""
        if not self.pending_draw:
            return self
        drawn = self.copy()
        drawn.draw()
        return drawn

    def _draw_count(self) -> int:
        """How many cards the pending draw takes from the stock (0 when none is pending): one
        a seat while they last, the winner first, then the others in playing order (000, 003);
        the seat ``(winner + k) % players`` draws ``stock[k]``, the last card being the
        turn-up."""
        if not self.pending_draw:
            return 0
        return min(self.rules.players, len(self.stock))

    def _drawer(self) -> int:
        """The seat that draws first (the last trick's winner)."""
        winner = self.last_trick_winner
        return winner if winner is not None else 0

    def _drawn_card(self, seat: int) -> Card | None:
        """The card ``seat`` takes in the pending draw (None when it takes none)."""
        offset = (seat - self._drawer()) % self.rules.players
        return self.stock[offset] if offset < self._draw_count() else None

    def _bits_after_draw(self, seat: int, drawn: Card | None) -> int:
        """``seat``'s :attr:`hand_bits` as the pending draw leaves them, without making it
        (``drawn``: the card it brings the seat, :meth:`_drawn_card`)."""
        bits: int = self.hand_bits[seat]
        return bits if drawn is None else bits | drawn.bit

    def _stock_after_draw(self) -> tuple[int, Card | None]:
        """The stock's size and the turn-up as the pending draw leaves them."""
        count = self._draw_count()
        left = len(self.stock) - count
        return left, self.turn_up if left or not count else None

    def legal_actions(self) -> list[Action]:
        """Every action :meth:`apply` accepts now: the bids, naming or plays of the seat to act,
        and before a lead every declaration or swap any seat may make (before or after the
        pending draw, as :meth:`apply` would judge it)."""
        return self._actions(None, False)[0]

    def judged_actions(self, drawn: HandState | None = None
                       ) -> tuple[list[Action], PlayJudgement | None]:
        """:meth:`legal_actions`, and the judgement its plays are read from: in the play phase,
        every card of the acting seat's hand judged after the pending draw, as :meth:`apply`
        judges a play (None in the other phases and once the hand is over). ``drawn``: this
        state's :meth:`after_draw`, when the caller has it already (else the pending draw is
        read without a copy)."""
        return self._actions(drawn, True)

    def _actions(self, drawn: HandState | None, judged: bool
                 ) -> tuple[list[Action], PlayJudgement | None]:
        """:meth:`judged_actions`; without ``judged`` the plays are read from the legal bit set
        (:func:`~tute.play.legal_bits`, what the judgement is made from) and no judgement is
        made (None)."""
        if self.phase is AUCTION:
            state = auction_state(self.rules, self.deal.dealer, self.bids)
            seat = state.to_act
            if seat is None:
                return [], None
            found = [Action(seat, _A_PASS)]
            if state.min_next_bid is not None:
                found += [Action(seat, _A_BID, amount=amount) for amount in
                          range(state.min_next_bid, state.max_bid + 1, self.rules.auction.step)]
            return found, None
        if self.phase is NAMING:
            seat = self.to_act()
            if seat is None:
                return [], None
            found = [Action(seat, _A_NAME_TRUMP, suit=suit) for suit in Suit]
            if self.rules.trumps.spare_to_declarer and not self.spare_taken:
                found += [Action(seat, _A_TAKE_SPARE, card=c) for c in self.hands[seat]]
            return found, None
        if self.phase is not PLAY:
            return [], None
        # to_act's answer in the play phase, read without its phase tests (every listing)
        seat = self.rules.seat_after(self.leader, len(self.trick), self.deal.dealer)
        # the actions listed before the plays: declarations, swaps, claims (most turns: none)
        before: tuple[Action, ...] = ()
        drawn_card: Card | None = None  # the card the pending draw brings this seat
        if drawn is not None or not self.pending_draw:
            state_drawn = self if drawn is None else drawn
            if not self.trick:
                before = self._declaration_actions(state_drawn._later_offers(False))
            hand, hand_bits = state_drawn.hands[seat], state_drawn.hand_bits[seat]
            stock_size, turn_up = len(state_drawn.stock), state_drawn.turn_up
        else:
            stock_size, turn_up = self._stock_after_draw()
            if not self.trick:
                before = self._declaration_actions(self._later_offers(True))
            drawn_card = self._drawn_card(seat)
            hand, hand_bits = self.hands[seat], self._bits_after_draw(seat, drawn_card)
        if not self.trick and self.carried is not None:
            before = (*before, *[Action(s, _A_CLAIM) for s in self._claimants()])
        plays = _plays_of(seat)
        if judged:
            found = list(before)
            cards = tuple(hand) if drawn_card is None else (*hand, drawn_card)
            judgement = judge_plays(self.rules, PlayPosition(
                self.trump, seat, cards, tuple(self.trick), stock_size, turn_up),
                check=False)
            for c in judgement.legal:
                found.append(plays[c.index])
            return found, judgement
        legal = self._legal_bits(seat, hand_bits, stock_size)
        if legal == hand_bits and not before:
            found = [plays[c.index] for c in hand]  # made at its size, not grown
        else:
            found = list(before)
            for c in hand:
                if c.bit & legal:
                    found.append(plays[c.index])
        if drawn_card is not None and drawn_card.bit & legal:
            found.append(plays[drawn_card.index])  # drawn last: the end of the hand
        return found, None

    def _legal_bits(self, seat: int, hand_bits: int, stock_size: int) -> int:
        """The cards of ``hand_bits`` that ``seat``, to play now, may play
        (:func:`~tute.play.legal_bits`), as the play will be judged: after the pending draw,
        ``hand_bits`` and ``stock_size`` being what it leaves. Worked out once a turn: the
        plays listed and the play applied ask it both (a turn is the trick's number and its
        cards so far, the same hand and the same stock; a copy starts from its original's)."""
        turn = ((len(self.tricks) * 8 + len(self.trick)) * 64 + stock_size) * 8 + seat
        if turn == self._turn_at and hand_bits == self._turn_hand:
            return self._turn_legal
        legal = legal_bits(self.rules, seat, hand_bits, self.trick, self.trump, stock_size)
        self._turn_at, self._turn_hand, self._turn_legal = turn, hand_bits, legal
        return legal

    def _declaration_actions(self, later: tuple[Declaration, ...]) -> tuple[Action, ...]:
        """The declarations and swaps any seat may make now, ``later`` being the offers after
        the pending draw (:meth:`_later_offers`); an empty tuple when there are none."""
        before_draw_swap = self.rules.swap_rule.before_draw
        if self.pending_draw:
            now = self._offers_in(self.stage, False, before_draw_swap)
            if not now and not later:
                return ()  # most leads: no list filtered or made for nothing
            # As apply judges them: a before-draw swap now; a later swap after the draw; any
            # other declaration now, or after the draw if only the drawn card completes it.
            offers = [d for d in now if d.kind is not SWAP or before_draw_swap]
            offers += [d for d in later if (d.kind is SWAP and not before_draw_swap)
                       or (d.kind is not SWAP and d not in offers)]
        elif not later:
            return ()
        else:
            offers = [d for d in later if d.kind is not SWAP or not before_draw_swap]
        return tuple([_as_action(d) for d in offers])

    def _claimants(self) -> list[int]:
        """vueltas_end claim: the seats of the side that took the last trick of the vueltas,
        before the next lead (regional.md 2b.12; G-9)."""
        winner = self.last_trick_winner
        if self.carried is None or not self.rules.winner.vueltas_by_claim or winner is None:
            return []
        side = self.rules.side_of(winner)
        return [s for s in range(self.rules.players) if self.rules.side_of(s) == side]

    def _offers(self) -> tuple[Declaration, ...]:
        """What every seat may declare now (each names its seat)."""
        return self._offers_in(self.stage, False)

    def _later_offers(self, drawn: bool) -> tuple[Declaration, ...]:
        """The offers of the next lead's moment (after the pending draw, with ``drawn``; else
        now): their swaps only where a swap is not made before the draw (a swap of that timing
        is offered before it, :meth:`_declaration_actions`)."""
        return self._offers_in(BEFORE_LEAD if drawn else self.stage, drawn,
                               not self.rules.swap_rule.before_draw)

    def _offers_in(self, stage: Stage, drawn: bool, swaps: bool = True
                   ) -> tuple[Declaration, ...]:
        """:meth:`_offers` at ``stage``, and with ``drawn`` the hands and stock as the pending
        draw leaves them; only the seats whose cards may declare at this moment
        (:func:`~tute.declarations.could_declare_now`, asked of the hand's bit set) are
        asked. Without ``swaps`` no seat is asked for its swap (the caller keeps none)."""
        rules, trump, dealer, winner = self.rules, self.trump, self.deal.dealer, \
            self.last_trick_winner
        tricks = len(self.tricks)
        stock_size, turn_up = (self._stock_after_draw() if drawn
                               else (len(self.stock), self.turn_up))
        made = self.declarations
        found: list[Declaration] | None = None  # made for the first offer (most leads: none)
        # the swap's cards that take the turn-up: the same for every seat
        takers = swap_takers_now(rules, trump, stock_size, turn_up) if swaps else 0
        for s in range(rules.players):
            card = self._drawn_card(s) if drawn else None
            bits: int = self.hand_bits[s]
            if card is not None:
                bits |= card.bit
            if could_declare_now(rules, bits, s, dealer, winner, stage, tricks, takers, made):
                hand = tuple(self.hands[s]) if card is None else (*self.hands[s], card)
                if found is None:
                    found = []
                for v in available_declarations(
                        self._context(s, hand, stage, stock_size, turn_up)):
                    found.append(v.declaration)
        return tuple(found) if found is not None else ()

    # -- applying actions --------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Make ``action``; raise :class:`IllegalAction` when the hand does not allow it."""
        seat = action.seat
        if self.phase is OVER:
            raise IllegalAction("HAND_OVER", _HAND_OVER)
        if not (type(seat) is int and 0 <= seat < self.rules.players):
            for problem in seat_problems(self.rules, "/seat", seat):
                raise IllegalAction(problem.code, problem.message)
        kind = action.kind
        if kind is _A_PLAY and self.phase is PLAY:
            self._play(action)
        elif kind is _A_BID or kind is _A_PASS:
            self._bid(action)
        elif kind is _A_NAME_TRUMP:
            self._name_trump(action)
        elif kind is _A_CLAIM:
            self._claim(action)
        elif kind is _A_TAKE_SPARE:
            self._take_spare(action)
        elif self.phase is not PLAY:
            # Translators: action is the action's kind (bid, play, declare...), phase
            # the hand's phase (auction, naming, play, over), both shown as they are.
            raise IllegalAction("UNEXPECTED_ACTION", msg(
                "no {action} during the {phase} phase", action=kind, phase=self.phase))
        else:
            self._declare(action)

    def _bid(self, action: Action) -> None:
        if self.phase is not AUCTION:
            # Translators: action is the action's kind (bid or pass), shown as it is.
            raise IllegalAction("UNEXPECTED_ACTION",
                                msg("no {action} outside an auction", action=action.kind))
        bid = Bid(action.seat, BidKind(action.kind), action.amount)
        verdict = judge_bid(self.rules, self.deal.dealer, self.bids, bid)
        if not verdict.legal:
            raise IllegalAction(verdict.code or "ILLEGAL_BID", verdict.message)
        self.bids = (*self.bids, bid)
        state = verdict.state_after
        if state.complete:
            if state.all_passed or state.winner is None or state.contract is None:
                self.phase, self.ended_by = OVER, EndedBy.ALL_PASSED
            else:
                self.contract = Contract(state.winner, state.contract)
                self.phase = NAMING

    def _take_spare(self, action: Action) -> None:
        """spare_card auction_winner_may_take: once, after the auction and before naming
        trumps, the declarer takes the face-down spare card and discards one of his own face
        down; the discard is nobody's (regional.md 4e)."""
        declarer = self.contract.declarer if self.contract else None
        if self.phase is not NAMING or not self.rules.trumps.spare_to_declarer or (
                self.spare_taken):
            raise IllegalAction("UNEXPECTED_ACTION", _SPARE_TAKEN_ONCE)
        if action.seat != declarer:
            raise IllegalAction("NOT_YOUR_TURN", msg(
                "the auction winner, seat {seat}, may take the spare card", seat=declarer))
        hand = self.hands[action.seat]
        if action.card is None or action.card not in hand:
            if action.card is None:
                raise IllegalAction("CARD_NOT_IN_HAND", msg(
                    "the discard must be a card of seat {seat}: no card", seat=action.seat))
            raise IllegalAction("CARD_NOT_IN_HAND", msg(
                "the discard must be a card of seat {seat}: {card}", seat=action.seat,
                card=action.card))
        self._take(action.seat, action.card)
        for c in self.unowned:
            self._give(action.seat, c)
        self.unowned = (action.card,)
        self.spare_taken = True

    def _claim(self, action: Action) -> None:
        if self.carried is None or not self.rules.winner.vueltas_by_claim:
            raise IllegalAction("NOT_CLAIMABLE", _CLAIM_IN_VUELTAS)
        if self.phase is not PLAY or self.trick or action.seat not in self._claimants():
            raise IllegalAction("NOT_CLAIMABLE", _CLAIM_BY_LAST_TRICK)
        self.claimed_by = action.seat
        self.phase, self.ended_by = OVER, EndedBy.CLAIM

    def running_totals(self) -> tuple[int, ...]:
        """The vueltas: each side's carried total plus what it has earned in this deal (cards
        when a trick is won, marriages when sung, últimas with the last trick: regional.md
        1b.15). Empty in a first deal."""
        if self.carried is None:
            return ()
        score = self._vueltas_score()
        return tuple(c + s.total for c, s in zip(self.carried, score.sides, strict=True))

    def _vueltas_score(self) -> HandScore:
        return score_vueltas(self.rules, self.trump, self.captured, self.last_trick_winner,
                             self.declarations, self.carried or (),
                             played_out=self.ended_by is EndedBy.PLAYED_OUT,
                             claimed_by=self.claimed_by)

    def _check_target(self) -> None:
        """vueltas_end auto: the vueltas stop as soon as a side's running total reaches 101."""
        if self.carried is None or self.phase is OVER or self.rules.winner.vueltas_by_claim:
            return
        if self._vueltas_score().reason is ScoreReason.OVER_100:
            self.phase, self.ended_by = OVER, EndedBy.TARGET_REACHED

    def _name_trump(self, action: Action) -> None:
        if self.phase is not NAMING:
            code = "TRUMP_ALREADY_NAMED" if self.trump is not None else "UNEXPECTED_ACTION"
            raise IllegalAction(code, _TRUMPS_NAMED_ONCE)
        declarer = self.contract.declarer if self.contract else None
        if action.seat != declarer:
            raise IllegalAction("NOT_YOUR_TURN",
                                msg("the auction winner, seat {seat}, names trumps", seat=declarer))
        if action.suit is None:
            raise IllegalAction("SUIT_REQUIRED", _NAME_TRUMP_NAMES_SUIT)
        self.trump = action.suit
        self.phase = PLAY
        self.leader = self.rules.auction.first_leader(action.seat, self.deal.first_to_act)

    def _play(self, action: Action) -> None:
        """A play: the seat whose turn it is, a card it holds, no duty broken (judged as
        :func:`tute.play.play_violations` judges it: :func:`~tute.play.violations_in`); the
        trick's last card ends it (:func:`tute.play.resolve_trick`)."""
        rules, seat, played = self.rules, action.seat, action.card
        expected = rules.seat_after(self.leader, len(self.trick), self.deal.dealer)
        self.draw()  # a play always comes after the pending draw, legal or not
        if seat != expected:
            # Translators: expected is the seat whose turn it is, seat the one that
            # played.
            raise IllegalAction("NOT_YOUR_TURN", msg(
                "seat {expected} plays now, not seat {seat}", expected=expected, seat=seat))
        if played is None:
            raise IllegalAction("CARD_NOT_IN_HAND", msg(
                "the play of seat {seat} names no card", seat=seat))
        hand_bits: int = self.hand_bits[seat]
        if not hand_bits & played.bit:
            raise IllegalAction("CARD_NOT_IN_HAND", msg(
                "seat {seat} does not hold {card}", seat=seat, card=played))
        stock_size = len(self.stock)
        if not played.bit & self._legal_bits(seat, hand_bits, stock_size):
            # why not: the duties it breaks, read from the same sets
            broken = violations_in(rules, seat, hand_bits, self.trick, self.trump, stock_size,
                                   played)
            # Translators: card is the card played, duty the duty it breaks (a whole
            # sentence).
            raise IllegalAction(broken[0].code, msg(
                "{card}: {duty}", card=played, duty=broken[0].message))
        self._take(seat, played)
        self.trick.append(_trick_cards_of(seat)[played.index])
        if len(self.trick) == rules.in_play:
            self._end_trick()

    def _end_trick(self) -> None:
        """The trick is complete: its taker captures it, and leads next."""
        cards = tuple(self.trick)
        won, points = trick_taken(self.rules, self.trump, cards)  # resolve_trick's answer
        fallen = fallen_in(self.rules, self.trump, cards)
        winner = cards[won].seat
        # (concatenation: mypyc compiles it to one call, an unpacking to a list made a tuple)
        self.tricks = self.tricks + (TrickRecord(  # noqa: RUF005
            len(self.tricks) + 1, self.leader, cards, winner, cards[won].card, points, fallen),)
        self.last_trick_winner = self.leader = winner
        self.trick.clear()
        self.pending_draw = bool(self.stock)
        if not self.stock and not self._cards_held():
            self.phase, self.ended_by = OVER, _PLAYED_OUT
        self._after_trick(fallen, winner)


    def _cards_held(self) -> bool:
        """Whether any seat still holds a card."""
        return any(bits != 0 for bits in self.hand_bits)  # mypyc compiles any() of a generator

    def _after_trick(self, fallen: tuple[FallenMarriage, ...], winner: int) -> None:
        """What only some rulesets do when a trick ends: marriages that fell in it, the end of
        an announced capote, the target of the vueltas."""
        if fallen:
            self._award_fallen_marriages(fallen, winner)
        if self.rules.capote_rule.declared:
            rules = self.rules
            announced = next((d for d in self.declarations if d.kind is CAPOTE), None)
            if announced and rules.side_of(winner) != rules.side_of(announced.seat):
                # the first trick the announcer's side loses ends the hand (regional.md 2b.9)
                self.phase, self.ended_by = OVER, EndedBy.CAPOTE_LOST
        if self.carried is not None:
            self._check_target()

    def _award_fallen_marriages(self, fallen: tuple[FallenMarriage, ...], winner: int) -> None:
        """cabrón: king and knight of one suit falling in the same trick score for its taker;
        the first one fixes trumps when none are (rulesets.md, ``first_marriage``)."""
        for marriage in fallen:
            if marriage.fixes_trump is not None:
                self.trump = marriage.fixes_trump
            self.declarations = (*self.declarations, Declaration(
                winner, MARRIAGE, suit=marriage.suit, after_trick=len(self.tricks),
                points=marriage.points))

    def _give(self, seat: int, card: Card) -> None:
        """``card`` goes to the end of ``seat``'s hand (and into its bit set)."""
        self.hands[seat].append(card)
        held: int = self.hand_bits[seat]  # typed: an augmented list item is a generic operation
        self.hand_bits[seat] = held | card.bit

    def _take(self, seat: int, card: Card) -> None:
        """``card``, which ``seat`` holds, leaves its hand (and its bit set); the others keep
        their order (the card found by identity, :func:`_place_in`)."""
        hand = self.hands[seat]
        place = _place_in(hand, card)
        if place >= 0:
            hand.pop(place)
        held: int = self.hand_bits[seat]
        self.hand_bits[seat] = held & ~card.bit

    def draw(self) -> None:
        """Make the pending draw, if any (:meth:`_draw_count`); the last card drawn is the
        turn-up."""
        if not self.pending_draw:
            return
        count, players, first = self._draw_count(), self.rules.players, self._drawer()
        for offset in range(count):
            self._give((first + offset) % players, self.stock[offset])
        self.stock = self.stock[count:]
        if not self.stock:
            self.turn_up = None
        self.pending_draw = False

    def _declare(self, action: Action) -> None:
        kind = action.declaration
        if action.kind is _A_SWAP:
            kind = SWAP
        elif kind is None or kind not in _DECLARED_KINDS:
            raise IllegalAction("UNEXPECTED_ACTION", _DECLARE_NAMES_DECLARATION if kind is None
                                else _SWAP_IS_NOT_DECLARED)
        request = Declaration(action.seat, kind, suit=action.suit, rank=action.rank,
                              card=action.card, after_trick=len(self.tricks))
        if kind is SWAP and not self.rules.swap_rule.before_draw:
            self.draw()
        verdict = judge_declaration(self.declaration_context(action.seat), request)
        if not verdict.legal and kind is not SWAP and self.pending_draw:
            # Perhaps only the card the draw brings completes it (003: "Tiras primeiro e sai-te
            # a D♣. Agora tens rei e cavalo de trunfo").
            self.draw()
            verdict = judge_declaration(self.declaration_context(action.seat), request)
        if not verdict.legal:
            raise IllegalAction(verdict.code or "NOT_DECLARABLE", verdict.message)
        self._take_effect(verdict)

    def _take_effect(self, verdict: DeclarationVerdict) -> None:
        effect = verdict.effect
        made = with_points(verdict)
        if made.kind is MARRIAGE and self.rules.marriages_rule.hidden(
                made.points, bool(self.stock)):
            self.hidden = self.hidden | {len(self.declarations)}
        self.declarations = (*self.declarations, made)
        if effect is None:
            return
        if effect.gives is not None and effect.takes is not None:
            self._take(made.seat, effect.gives)
            self._give(made.seat, effect.takes)
            if self.stock:
                # the 7 goes under the stock, drawn last (003)
                self.stock = (*self.stock[:-1], effect.gives)
            else:  # the pinta: the given card lies on the table, nobody's (regional.md 5b.2)
                self.unowned = tuple(effect.gives if c is effect.takes else c
                                     for c in self.unowned)
            self.turn_up = effect.gives
        if effect.fixes_trump is not None:
            self.trump = effect.fixes_trump
        if effect.ends_hand:
            self.phase, self.ended_by = OVER, EndedBy.TUTE
        self._check_target()

    # -- reporting ---------------------------------------------------------------------------

    def view(self, seat: int) -> SeatView:
        """What ``seat`` sees now: its own cards, the table, and the public record (without the
        suit of the other seats' hidden marriages)."""
        declarations = tuple(
            replace(d, suit=None) if i in self.hidden and d.seat != seat else d
            for i, d in enumerate(self.declarations))
        return SeatView(seat, self.phase, self.stage, self.to_act(), tuple(self.hands[seat]),
                        tuple(len(h) for h in self.hands), self.trump, self.turn_up,
                        len(self.stock), tuple(self.trick), self.last_trick_winner,
                        len(self.tricks), declarations,
                        self.captured, self.bids, self.contract,
                        1 if self.carried is None else 2, self.carried or ())

    def score(self) -> HandScore | None:
        """The hand's score once it is over (None before, and when every seat passed)."""
        if self.phase is not OVER or self.ended_by is EndedBy.ALL_PASSED:
            return None
        if self.carried is not None:
            return self._vueltas_score()
        # The replay only builds states that can occur: no need to check them again.
        return score_hand(self.rules, self.trump, self.captured, self.last_trick_winner,
                          self.declarations, self.contract, check=False,
                          dealer=self.deal.dealer)

    def action_error(self, index: int, action: Action, illegal: IllegalAction) -> ActionError:
        """``illegal`` reported with what was legal instead at this moment."""
        seat = self.to_act()
        plays: tuple[Card, ...] = ()
        offers: tuple[Declaration, ...] = ()
        min_bid: int | None = None
        if self.phase is PLAY and seat is not None:
            plays = judge_plays(self.rules, self.position(seat), check=False).legal
            # Every seat's, not the acting one's: its seat may be out of range, and a refused
            # declaration is best answered with who may declare what.
            offers = self._offers()
        elif self.phase is AUCTION:
            min_bid = auction_state(self.rules, self.deal.dealer, self.bids).min_next_bid
        return ActionError(index, action.seat, illegal.code, illegal.message, seat, plays,
                           offers, min_bid)


#: Each seat's play actions, by ``Card.index`` (made once: actions are immutable values).
_PLAYS: Final[list[tuple[Action, ...]]] = []


def _place_in(hand: list[Card], card: Card) -> int:
    """Where ``card`` stands in ``hand`` (-1: not there), found by identity: there is one
    object a card (list.index would call Card's compare on every card before it)."""
    for i in range(len(hand)):
        if hand[i] is card:
            return i
    return -1


def _plays_of(seat: int) -> tuple[Action, ...]:
    """The play of each card (by ``Card.index``) by ``seat``, one shared value each."""
    while len(_PLAYS) <= seat:
        _PLAYS.append(tuple(Action(len(_PLAYS), _A_PLAY, card=c) for c in DECK))
    return _PLAYS[seat]


#: Each seat's cards on the table, by ``Card.index`` (made once: immutable values too).
_TRICK_CARDS: Final[list[tuple[TrickCard, ...]]] = []


def _trick_cards_of(seat: int) -> tuple[TrickCard, ...]:
    """``TrickCard(seat, card)`` of each card (by ``Card.index``), one shared value each."""
    while len(_TRICK_CARDS) <= seat:
        _TRICK_CARDS.append(tuple(TrickCard(len(_TRICK_CARDS), c) for c in DECK))
    return _TRICK_CARDS[seat]


def _as_action(d: Declaration) -> Action:
    if d.kind is SWAP:
        return Action(d.seat, _A_SWAP, card=d.card)
    return Action(d.seat, _A_DECLARE, suit=d.suit, declaration=d.kind, rank=d.rank)


def _replay_deal(ruleset: Ruleset, deal: Deal, actions: Sequence[Action],
                 carried: Sequence[int] | None = None
                 ) -> tuple[HandState, ActionError | None, int]:
    state = HandState(ruleset, deal, carried)
    for index, action in enumerate(actions):
        try:
            state.apply(action)
        except IllegalAction as illegal:
            return state, state.action_error(index, action, illegal), index
    return state, None, len(actions)


def vueltas_due(state: HandState) -> bool:
    """Whether this finished first deal is followed by the vueltas (nobody reached 101)."""
    score = state.score() if state.carried is None else None
    return score is not None and score.reason is ScoreReason.VUELTAS


def vueltas_dealer(record: HandRecord) -> int | None:
    """Who deals the vueltas of ``record``'s first deal (None when they are not due)."""
    state, error, _ = _replay_deal(record.ruleset, record.deal, record.actions)
    if error is not None or not vueltas_due(state) or state.last_trick_winner is None:
        return None
    return record.ruleset.dealer_rule.vueltas_dealer(state.last_trick_winner)


def _vueltas_problems(record: HandRecord, first: HandState, error: ActionError | None
                      ) -> list[Problem]:
    """Why ``record.vueltas`` cannot follow its first deal."""
    if record.vueltas is None or error is not None:
        return []
    if not record.ruleset.winner.vueltas:
        message = msg("no vueltas here: {ruleset} has no vueltas (switch vueltas)",
                      ruleset=record.ruleset.id)
    elif not first.is_terminal():
        message = _NO_VUELTAS_UNFINISHED
    elif not vueltas_due(first):
        message = _NO_VUELTAS_RESULT
    else:
        dealer = record.ruleset.dealer_rule.vueltas_dealer(first.last_trick_winner or 0)
        if record.vueltas.deal.dealer != dealer:
            # Translators: expected is the seat that deals the vueltas, got the dealer
            # given.
            return [Problem("VUELTAS_DEALER", "/vueltas/deal/dealer", msg(
                "the vueltas are dealt by seat {expected}, who took the last trick of the "
                "first deal, not by seat {got}", expected=dealer,
                got=record.vueltas.deal.dealer))]
        return []
    return [Problem("VUELTAS_NOT_DUE", "/vueltas", message)]


def _replay(record: HandRecord, limit: int | None
            ) -> tuple[HandState, ActionError | None, int, HandState | None]:
    """Replay the first ``limit`` actions (all by default) of both deals: the first deal's
    state, its error, the actions applied, and the vueltas' state once they are reached."""
    first_actions = record.actions if limit is None else record.actions[:limit]
    first, error, applied = _replay_deal(record.ruleset, record.deal, first_actions)
    vueltas = record.vueltas
    if vueltas is None or (limit is not None and limit < len(record.actions)):
        return first, error, applied, None  # the vueltas are not reached
    problems = _vueltas_problems(record, first, error)
    if problems:
        raise InvalidInputError(problems)
    if error is not None:
        return first, error, applied, None
    rest = vueltas.actions if limit is None else vueltas.actions[:limit - len(record.actions)]
    first_score = first.score()
    carried = tuple(s.total for s in first_score.sides) if first_score else ()
    second, second_error, second_applied = _replay_deal(record.ruleset, vueltas.deal, rest,
                                                        carried)
    return first, second_error, applied + second_applied, second


def _adjudication(state: HandState, error: ActionError | None, applied: int,
                  next_dealer: int | None) -> HandAdjudication:
    score = state.score() if error is None else None
    if score is not None and score.reason is ScoreReason.VUELTAS and state.carried is None:
        # the vueltas are due: their dealer deals next (regional.md 1b.16)
        next_dealer = state.rules.dealer_rule.vueltas_dealer(state.last_trick_winner or 0)
    over = error is None and state.is_terminal()
    return HandAdjudication(
        legal=error is None, complete=over, actions_applied=applied,
        ended_by=state.ended_by if error is None else None, error=error, score=score,
        tricks=tuple(state.tricks), declarations=tuple(state.declarations), trump=state.trump,
        contract=state.contract, bids=tuple(state.bids), dealer=state.deal.dealer,
        next_dealer=next_dealer if over else None)


def adjudicate(record: HandRecord) -> HandAdjudication:
    """Replay the whole record (the vueltas included): the final score, or the first illegal
    action and why. Refuses vueltas that cannot follow the first deal
    (:class:`InvalidInputError`: ``VUELTAS_NOT_DUE``, ``VUELTAS_DEALER``)."""
    first, error, applied, second = _replay(record, None)
    rules = record.ruleset
    if second is None:
        dealer = rules.dealer_rule.next_dealer(record.deal.dealer, rules.players,
                                               first.last_trick_winner)
        return _adjudication(first, error, applied, dealer)
    # the vueltas' error indexes their own actions; applied counts both deals
    next_dealer = rules.dealer_rule.next_dealer(record.deal.dealer, rules.players,
                                                second.last_trick_winner)
    inner = _adjudication(second, error, applied - len(record.actions), next_dealer)
    outer = _adjudication(first, None, len(record.actions), next_dealer)
    return replace(outer, legal=inner.legal, complete=inner.complete, actions_applied=applied,
                   next_dealer=inner.next_dealer, vueltas=inner)


def replay_legal(record: HandRecord, actions: int | None = None
                 ) -> tuple[HandState, HandState | None]:
    """The first deal's state after the first ``actions`` actions (all by default), and the
    vueltas' once they are reached; an illegal action before then raises
    :class:`InvalidInputError` (``ILLEGAL_ACTION`` at that action, with its reason)."""
    first, error, _, second = _replay(record, actions)
    if error is not None:
        where = (f"/vueltas/actions/{error.index}" if second is not None
                 else f"/actions/{error.index}")
        # Translators: where is the JSON pointer of the illegal action
        # (/actions/7), code its refusal code (NOT_YOUR_TURN,
        # MUST_FOLLOW_SUIT...), reason why it was refused.
        raise InvalidInputError([Problem("ILLEGAL_ACTION", where, msg(
            "the record is illegal at {where} ({code}: {reason})", where=where,
            code=error.code, reason=error.message))])
    return first, second


def position_after(
    record: HandRecord, actions: int, seat: int, *, draw: bool = False
) -> SeatView:
    """What ``seat`` sees after the first ``actions`` actions of the record (counted through
    the first deal and on into the vueltas: with the vueltas given, as many actions as the
    first deal has show the vueltas dealt, before their first action).

    Right after a trick of a stock game the draw is still to come (stage ``before_draw``: the
    moment of ``swap_timing: after_trick_win_before_draw``). With ``draw`` it is made first, so
    the seats see the cards they will lead and follow with.
    """
    problems = []
    if not 0 <= actions <= record.action_count:
        # Translators: count is the actions of the record, index the after_actions
        # given.
        problems.append(Problem("ACTION_INDEX_OUT_OF_RANGE", "/after_actions", msg(
            "the record has {count} actions; {index} is out of range",
            count=record.action_count, index=actions)))
    problems += seat_problems(record.ruleset, "/seat", seat)
    if problems:
        raise InvalidInputError(problems)
    first, second = replay_legal(record, actions)
    state = second if second is not None else first
    if draw and state.phase is PLAY:
        state.draw()
    return state.view(seat)


def random_record(
    ruleset: Ruleset, deal: Deal, seed: int, *, declare_probability: float = 0.7
) -> HandRecord:
    """A random legal hand played to its end: each step a random legal play, a declaration or
    swap taken with ``declare_probability`` when one is allowed (a capote one time in ten);
    auctions bid the minimum (or pass, more often once someone has bid); the auction winner
    names a random suit. When the vueltas are due they are dealt from a seed drawn from
    ``seed`` and played too; a claim of 101 is made when it is true, and falsely one time in
    twenty of the chances.

    For tests, benchmarks and bots. Uses Python's ``random`` (reproducible only in CPython).
    """
    rng = random.Random(seed)
    first = _random_deal(HandState(ruleset, deal), rng, declare_probability)
    record = HandRecord(ruleset, deal, first)
    dealer = vueltas_dealer(record)
    if dealer is None:
        return record
    second_deal = deal_from_seed(ruleset, rng.getrandbits(53), dealer)
    carried = _replay(record, None)[0].score()
    state = HandState(ruleset, second_deal,
                      tuple(s.total for s in carried.sides) if carried else ())
    second = _random_deal(state, rng, declare_probability)
    return replace(record, vueltas=DealRecord(second_deal, second))


def _random_deal(state: HandState, rng: random.Random, declare_probability: float
                 ) -> tuple[Action, ...]:
    actions: list[Action] = []
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.phase is AUCTION:
            bids = [a for a in legal if a.kind is _A_BID]
            opening = not state.bids or all(b.kind is BidKind.PASS for b in state.bids)
            action = bids[0] if bids and (opening or rng.random() < 0.3) else legal[0]
        elif state.phase is NAMING:
            action = rng.choice(legal)
        else:
            claims = [a for a in legal if a.kind is _A_CLAIM]
            if claims and (_claim_is_true(state, claims[0].seat) or rng.random() < 0.05):
                action = rng.choice(claims)
                state.apply(action)
                actions.append(action)
                continue
            plays = [a for a in legal if a.kind is _A_PLAY]
            others = [a for a in legal[:len(legal) - len(plays)] if a.kind is not _A_CLAIM]
            if rng.random() >= 0.1:  # a capote or the plate is a bold bet: one time in ten
                others = [a for a in others if a.declaration not in (CAPOTE, PLATE)]
            use_other = others and rng.random() < declare_probability
            action = rng.choice(others) if use_other else rng.choice(plays)
        state.apply(action)
        actions.append(action)
    return tuple(actions)


def _claim_is_true(state: HandState, seat: int) -> bool:
    trial = state.copy()
    trial.apply(Action(seat, _A_CLAIM))
    score = trial.score()
    return score is not None and score.reason is ScoreReason.CLAIM
