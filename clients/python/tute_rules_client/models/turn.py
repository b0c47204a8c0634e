from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.hand_phase import HandPhase

if TYPE_CHECKING:
    from ..models.action import Action
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.auction_state import AuctionState
    from ..models.exclusion import Exclusion
    from ..models.hand_score import HandScore
    from ..models.seat_view import SeatView
    from ..models.trick_record import TrickRecord


T = TypeVar("T", bound="Turn")


@_attrs_define
class Turn:
    """
    Attributes:
        ruleset (AppliedRuleset):
        phase (HandPhase): auction: bids are made; naming: the auction winner names trumps; play: cards are played;
            over: the hand has ended.
        to_act (int | None): The seat whose bid, naming or play is awaited; null once the hand is over.
        deal_number (int): 1, or 2 in the vueltas.
        view (None | SeatView): What the seat sees (as POST /v1/positions shows it), with a pending draw made: the hand
            it plays from. Null once the hand is over, unless the request names a seat.
        actions (list[Action]): Every action the hand accepts now, each ready to append to the record: the bids, naming
            or plays of the seat to act and, before a lead, every declaration, swap or claim any seat may make.
        legal_plays (list[str]): The view's seat is to play a card: the cards it may play (else empty).
        excluded (list[Exclusion]): And every other card of its hand, with each duty a play of it would break.
        auction (AuctionState | None): During the auction: its state, with the minimum next bid.
        score (HandScore | None): Once the hand is over: its score (the first deal's, when the vueltas are due).
        vueltas_due (bool): The first deal is over and left no side at 101: the vueltas are to be dealt (send them as
            the record's `vueltas`).
        last_trick (None | TrickRecord): The trick completed last in the deal being played, with the marriage that fell
            in it (cabrón); null before its first trick.
    """

    ruleset: AppliedRuleset
    phase: HandPhase
    to_act: int | None
    deal_number: int
    view: None | SeatView
    actions: list[Action]
    legal_plays: list[str]
    excluded: list[Exclusion]
    auction: AuctionState | None
    score: HandScore | None
    vueltas_due: bool
    last_trick: None | TrickRecord

    def to_dict(self) -> dict[str, Any]:
        from ..models.auction_state import AuctionState  # noqa: PLC0415
        from ..models.hand_score import HandScore  # noqa: PLC0415
        from ..models.seat_view import SeatView  # noqa: PLC0415
        from ..models.trick_record import TrickRecord  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        phase = self.phase.value

        to_act: int | None
        to_act = self.to_act

        deal_number = self.deal_number

        view: dict[str, Any] | None
        if isinstance(self.view, SeatView):
            view = self.view.to_dict()
        else:
            view = self.view

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        legal_plays = self.legal_plays

        excluded = []
        for excluded_item_data in self.excluded:
            excluded_item = excluded_item_data.to_dict()
            excluded.append(excluded_item)

        auction: dict[str, Any] | None
        if isinstance(self.auction, AuctionState):
            auction = self.auction.to_dict()
        else:
            auction = self.auction

        score: dict[str, Any] | None
        if isinstance(self.score, HandScore):
            score = self.score.to_dict()
        else:
            score = self.score

        vueltas_due = self.vueltas_due

        last_trick: dict[str, Any] | None
        if isinstance(self.last_trick, TrickRecord):
            last_trick = self.last_trick.to_dict()
        else:
            last_trick = self.last_trick

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "phase": phase,
                "to_act": to_act,
                "deal_number": deal_number,
                "view": view,
                "actions": actions,
                "legal_plays": legal_plays,
                "excluded": excluded,
                "auction": auction,
                "score": score,
                "vueltas_due": vueltas_due,
                "last_trick": last_trick,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.auction_state import AuctionState  # noqa: PLC0415
        from ..models.exclusion import Exclusion  # noqa: PLC0415
        from ..models.hand_score import HandScore  # noqa: PLC0415
        from ..models.seat_view import SeatView  # noqa: PLC0415
        from ..models.trick_record import TrickRecord  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        phase = HandPhase(d.pop("phase"))

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        deal_number = d.pop("deal_number")

        def _parse_view(data: object) -> None | SeatView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = SeatView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatView, data)

        view = _parse_view(d.pop("view"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = Action.from_dict(actions_item_data)

            actions.append(actions_item)

        legal_plays = cast(list[str], d.pop("legal_plays"))

        excluded = []
        _excluded = d.pop("excluded")
        for excluded_item_data in _excluded:
            excluded_item = Exclusion.from_dict(excluded_item_data)

            excluded.append(excluded_item)

        def _parse_auction(data: object) -> AuctionState | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                auction_type_0 = AuctionState.from_dict(data)

                return auction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AuctionState | None, data)

        auction = _parse_auction(d.pop("auction"))

        def _parse_score(data: object) -> HandScore | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                score_type_0 = HandScore.from_dict(data)

                return score_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HandScore | None, data)

        score = _parse_score(d.pop("score"))

        vueltas_due = d.pop("vueltas_due")

        def _parse_last_trick(data: object) -> None | TrickRecord:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_trick_type_0 = TrickRecord.from_dict(data)

                return last_trick_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TrickRecord, data)

        last_trick = _parse_last_trick(d.pop("last_trick"))

        turn = cls(
            ruleset=ruleset,
            phase=phase,
            to_act=to_act,
            deal_number=deal_number,
            view=view,
            actions=actions,
            legal_plays=legal_plays,
            excluded=excluded,
            auction=auction,
            score=score,
            vueltas_due=vueltas_due,
            last_trick=last_trick,
        )

        return turn
