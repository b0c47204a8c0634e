"""The auction of Tute Subastado: whose turn it is, the minimum next bid, who won.

Rules (source 000, "Tute Subastado"; rulesets.md "bidding"):

- Bidding starts with the seat after the dealer (the mano) and goes round in playing order:
  "Partendo dal giocatore alla destra del mazziere, ogni giocatore offre o passa".
- The opening bid is at least ``ruleset.min_bid`` (70: "L'offerta minima di apertura è
  tipicamente di 70 punti") and rises from it in steps of ``ruleset.bid_step``; every later bid
  is the previous highest plus a positive multiple of the step ("Ogni offerta successiva deve
  essere più alta della precedente. Le offerte aumentano a incrementi di 5 o 10").
- A pass is final: "Un giocatore che passa è eliminato dall'offerta". Passed seats are skipped.
- The auction ends when every seat but one has passed after at least one bid (the remaining
  seat, necessarily the highest bidder, wins and names trumps), or when every seat has passed
  without a bid (``all_passed``: no contract, the hand is redealt).
- Cap: no bid may exceed :func:`max_bid`, the most one side can score in a hand: every card
  point (120), the last-trick bonus (10) and, with declared marriages, all four marriages
  (40 + 3 * 20), i.e. 230 in Tute Subastado. A higher bid could never be made.

Verdict codes (stable): ``NOT_YOUR_TURN``, ``BID_TOO_LOW``, ``BID_NOT_A_STEP``,
``BID_TOO_HIGH``, ``ALREADY_PASSED``, ``AUCTION_CLOSED``, ``SEAT_OUT_OF_RANGE`` (no such seat)
and ``INVALID_BID`` (a bid without an amount, or a pass with one).
Naming trumps is not part of the auction: the hand adjudicator handles it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tute.errors import InvalidInputError, Problem
from tute.messages import Message, msg
from tute.play import seat_problems
from tute.rulesets import Ruleset
from tute.values import BidKind as BidKind  # re-exported: its home before values.py

NOT_YOUR_TURN = "NOT_YOUR_TURN"
BID_TOO_LOW = "BID_TOO_LOW"
BID_NOT_A_STEP = "BID_NOT_A_STEP"
BID_TOO_HIGH = "BID_TOO_HIGH"
ALREADY_PASSED = "ALREADY_PASSED"
AUCTION_CLOSED = "AUCTION_CLOSED"
SEAT_OUT_OF_RANGE = "SEAT_OUT_OF_RANGE"
INVALID_BID = "INVALID_BID"





BID, PASS = BidKind.BID, BidKind.PASS


@dataclass(frozen=True, slots=True)
class Bid:
    """One action in the auction: ``kind`` is ``"bid"`` (with an ``amount``) or ``"pass"``."""

    seat: int
    kind: BidKind
    amount: int | None = None

    def __post_init__(self) -> None:
        # JSON and callers may give the plain string; the engine compares members.
        object.__setattr__(self, "kind", BidKind(self.kind))

    @classmethod
    def of(cls, seat: int, amount: int) -> Bid:
        return cls(seat, BID, amount)

    @classmethod
    def pass_(cls, seat: int) -> Bid:
        return cls(seat, PASS, None)


@dataclass(frozen=True, slots=True)
class AuctionState:
    """Where an auction stands after a sequence of bids.

    ``to_act`` is None once ``complete``. ``min_next_bid`` is the lowest bid ``to_act`` may
    make, None when complete or when no bid fits under ``max_bid`` (only a pass is left).
    ``winner`` and ``contract`` are set once someone has won; ``all_passed`` says that every
    seat passed without a bid (no contract: redeal).
    """

    complete: bool
    to_act: int | None
    highest: Bid | None
    min_next_bid: int | None
    passed: tuple[int, ...]
    winner: int | None
    contract: int | None
    all_passed: bool
    max_bid: int
    bids_counted: int


@dataclass(frozen=True, slots=True)
class BidVerdict:
    """The verdict on one more bid. ``code`` is None when legal; ``state_after`` is the state
    with the bid applied, or the unchanged state when the bid is illegal."""

    legal: bool
    code: str | None
    message: Message
    state_after: AuctionState


def max_bid(ruleset: Ruleset) -> int:
    """The highest bid allowed: the most one side can score in a hand (see the module doc)."""
    return ruleset.points_rule.hand_total + ruleset.marriages_rule.max_points()


def opening_state(ruleset: Ruleset, dealer: int) -> AuctionState:
    """The state before any bid; raises :class:`InvalidInputError` for a game without an
    auction or a dealer who is not at the table."""
    problems: list[Problem] = []
    if not ruleset.trumps.by_auction:
        problems.append(Problem("NO_AUCTION", "/ruleset", msg(
            "{ruleset} has no auction: trumps are not bid for", ruleset=ruleset.id)))
    problems += seat_problems(ruleset, "/dealer", dealer)
    if problems:
        raise InvalidInputError(problems)
    return _state(ruleset, (dealer + 1) % ruleset.players, None, (), 0)


def auction_state(ruleset: Ruleset, dealer: int, bids: Sequence[Bid]) -> AuctionState:
    """The state after ``bids``; the first illegal bid raises :class:`InvalidInputError` with
    one problem at ``/bids/<i>`` (later bids depend on it, so only the first is reported)."""
    state = opening_state(ruleset, dealer)
    for index, bid in enumerate(bids):
        code, message, state_after = _apply(ruleset, state, bid)
        if code is not None:
            raise InvalidInputError([Problem(code, f"/bids/{index}", message)])
        state = state_after
    return state


def judge_bid(ruleset: Ruleset, dealer: int, bids: Sequence[Bid], next_bid: Bid) -> BidVerdict:
    """The verdict on ``next_bid`` after the (valid) sequence ``bids``."""
    state = auction_state(ruleset, dealer, bids)
    code, message, state_after = _apply(ruleset, state, next_bid)
    return BidVerdict(code is None, code, message, state_after)


def _state(
    ruleset: Ruleset, to_act: int | None, highest: Bid | None, passed: tuple[int, ...],
    counted: int,
) -> AuctionState:
    cap = max_bid(ruleset)
    complete = ruleset.auction.ended(ruleset.players, highest is not None, passed, counted)
    won = complete and highest is not None
    all_passed = complete and highest is None
    if complete or highest is None:
        floor: int | None = None if complete else ruleset.auction.min_bid
    else:
        floor = _amount(highest) + ruleset.auction.step
    return AuctionState(
        complete=complete,
        to_act=None if complete else to_act,
        highest=highest,
        min_next_bid=floor if floor is not None and floor <= cap else None,
        passed=passed,
        winner=highest.seat if won and highest is not None else None,
        contract=highest.amount if won and highest is not None else None,
        all_passed=all_passed,
        max_bid=cap,
        bids_counted=counted,
    )


def _amount(bid: Bid) -> int:
    assert bid.amount is not None  # a recorded highest bid always has one
    return bid.amount


def _apply(
    ruleset: Ruleset, state: AuctionState, bid: Bid
) -> tuple[str | None, Message, AuctionState]:
    """(code or None, message, state after) for one more bid."""
    refusal = _refusal(ruleset, state, bid)
    if refusal is not None:
        code, message = refusal
        return code, message, state
    rule = ruleset.auction
    if bid.kind == PASS:
        passed = tuple(sorted((*state.passed, bid.seat)))
    else:  # with passes that are not final, a bid opens a new round of passes
        passed = state.passed if rule.skips_passed else ()
    highest = bid if bid.kind == BID else state.highest
    players = ruleset.players
    following = next((s for s in ((bid.seat + k) % players for k in range(1, players + 1))
                      if not (rule.skips_passed and s in passed)), None)
    after = _state(ruleset, following, highest, passed, state.bids_counted + 1)
    if bid.kind == PASS:
        return None, msg("seat {seat} passes", seat=bid.seat), after
    return None, msg("seat {seat} bids {amount}", seat=bid.seat, amount=bid.amount), after


def _refusal(ruleset: Ruleset, state: AuctionState, bid: Bid) -> tuple[str, Message] | None:
    """Why ``bid`` may not be made now, checked in a fixed order: (code, message), or None if
    it may."""
    for problem in seat_problems(ruleset, "/seat", bid.seat):
        return problem.code, problem.message
    if bid.kind == PASS and bid.amount is not None:
        return INVALID_BID, msg("a pass has no amount")
    if bid.kind == BID and type(bid.amount) is not int:
        return INVALID_BID, msg("a bid needs an integer amount")
    if state.complete:
        if state.all_passed:
            outcome = msg("every seat passed: no contract")
        else:
            # Translators: {seat} won the auction with a bid of {amount} points
            outcome = msg("seat {seat} won it with {amount}", seat=state.winner,
                          amount=state.contract)
        # Translators: {outcome} is "every seat passed: no contract" or "seat <n> won it with
        # <amount>" (translated apart)
        return AUCTION_CLOSED, msg("the auction is over: {outcome}", outcome=outcome)
    if bid.seat in state.passed and ruleset.auction.skips_passed:
        return ALREADY_PASSED, msg(
            "seat {seat} has passed and may not act again (a pass is final)", seat=bid.seat)
    if bid.seat != state.to_act:
        # Translators: {to_act} is the seat whose turn it is, {seat} the seat that tried to bid
        return NOT_YOUR_TURN, msg("it is seat {to_act}'s turn, not seat {seat}'s",
                                  to_act=state.to_act, seat=bid.seat)
    if bid.kind == PASS:
        return None
    amount = _amount(bid)
    step = ruleset.auction.step
    low_reason: Message
    if state.highest is None:
        base = low = ruleset.auction.min_bid
        low_reason = msg("the opening bid must be at least {minimum}", minimum=low)
    else:
        base = _amount(state.highest)
        low = base + 1
        low_reason = msg("a bid must be higher than the highest bid, {highest}", highest=base)
    if amount < low:
        # Translators: {reason} is "the opening bid must be at least <n>" or "a bid must be
        # higher than the highest bid, <n>" (translated apart); {amount} is the bid refused
        return BID_TOO_LOW, msg("{reason}; {amount} is too low", reason=low_reason,
                                amount=amount)
    if amount > state.max_bid:
        # Translators: {maximum} is the most one side can score in a hand; {amount} the bid
        return BID_TOO_HIGH, msg("no side can score more than {maximum} in a hand; {amount} "
                                 "is too high", maximum=state.max_bid, amount=amount)
    if (amount - base) % step:
        # Translators: {base} is the opening minimum or the highest bid so far; {amount} the bid
        return BID_NOT_A_STEP, msg(
            "bids rise in steps of {step} from {base}: {amount} is not {base} plus a multiple "
            "of {step}", step=step, base=base, amount=amount)
    return None
