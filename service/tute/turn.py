"""One turn of a recorded hand: everything the seat to act needs, from the record so far.

A game client keeps the hand record (deal and actions) and, before each action, asks for the
:class:`Turn`: whose turn it is and in what phase, what that seat sees, every action the hand
accepts now (each one ready to append to the record), the seat's plays with the reason for each
card it may not play, the auction's state with the minimum next bid, and once the hand is over
its score. One question per action, where a client otherwise replayed the record for a view,
then asked for the legal plays and the declarations apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from tute.auction import AuctionState, auction_state
from tute.errors import InvalidInputError
from tute.hand import (
    Action,
    HandPhase,
    HandRecord,
    HandState,
    SeatView,
    TrickRecord,
    replay_legal,
    vueltas_due,
)
from tute.play import PlayJudgement, seat_problems
from tute.scoring import HandScore


@dataclass(frozen=True, slots=True)
class Turn:
    """The moment after the record's last action, for ``view.seat``.

    ``actions`` lists every action the hand accepts now, in the record's own form: the seat to
    act's bids, naming or plays, and before a lead every declaration or swap any seat may make.
    ``judgement`` (play phase, for the seat to act) judges every card of its hand, with a pending
    draw made first, as the play will be judged; ``view`` shows that hand. ``score`` is the
    hand's (the first deal's, when the vueltas are due and not yet dealt: ``vueltas_due``).
    ``last_trick`` is the trick completed last in the deal being played (with the marriages
    that fell in it), None before its first.
    """

    phase: HandPhase
    to_act: int | None
    deal_number: int
    view: SeatView | None
    actions: tuple[Action, ...]
    judgement: PlayJudgement | None
    auction: AuctionState | None
    score: HandScore | None
    vueltas_due: bool
    last_trick: TrickRecord | None = None


def turn_after(record: HandRecord, seat: int | None = None) -> Turn:
    """The turn after every action of ``record``; ``seat`` chooses whose view (by default the
    seat to act; none once the hand is over). Raises :class:`InvalidInputError`
    (``ILLEGAL_ACTION``) when the record is illegal, ``SEAT_OUT_OF_RANGE`` for a bad seat."""
    rules = record.ruleset
    if seat is not None:
        problems = seat_problems(rules, "/seat", seat)
        if problems:
            raise InvalidInputError(problems)
    first, second = replay_legal(record)
    state = second if second is not None else first
    auction = None
    if state.phase is HandPhase.AUCTION:
        auction = auction_state(rules, state.deal.dealer, state.bids)
    to_act = auction.to_act if auction is not None else state.to_act()
    # the acting seat plays from the hand the draw gives it
    drawn = state.after_draw() if state.phase is HandPhase.PLAY else state
    # the plays among the actions are the judgement's legal cards: judged once, for both
    actions, judged = state.judged_actions(drawn)
    viewer = to_act if seat is None else seat
    judgement = judged if viewer == to_act else None
    return Turn(
        phase=state.phase,
        to_act=to_act,
        deal_number=1 if second is None else 2,
        view=None if viewer is None else drawn.view(viewer),
        actions=tuple(actions),
        judgement=judgement,
        auction=auction,
        score=state.score(),
        vueltas_due=second is None and _first_deal_leaves_vueltas(first),
        last_trick=state.tricks[-1] if state.tricks else None,
    )


def _first_deal_leaves_vueltas(state: HandState) -> bool:
    return state.is_terminal() and vueltas_due(state)


__all__ = ["Turn", "turn_after"]
