from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ended_by import EndedBy
from ..models.suit import Suit

if TYPE_CHECKING:
    from ..models.action_error import ActionError
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.bid import Bid
    from ..models.contract import Contract
    from ..models.deal_adjudication import DealAdjudication
    from ..models.declaration import Declaration
    from ..models.hand_score import HandScore
    from ..models.trick_record import TrickRecord


T = TypeVar("T", bound="Adjudication")


@_attrs_define
class Adjudication:
    """
    Attributes:
        ruleset (AppliedRuleset):
        legal (bool):
        complete (bool):
        actions_applied (int): Actions applied: at the top level, those of both deals when the vueltas were played; in
            `vueltas`, the vueltas' own.
        ended_by (EndedBy | None):
        error (ActionError | None):
        score (HandScore | None):
        tricks (list[TrickRecord]):
        declarations (list[Declaration]):
        trump (None | Suit):
        contract (Contract | None):
        bids (list[Bid]):
        dealer (int):
        next_dealer (int | None): Once the hand is over: who deals the next hand (switch `next_dealer`); at the top
            level, who deals the vueltas when they are due and not given.
        vueltas (DealAdjudication | None): The vueltas' adjudication (their error indexes their own actions; their score
            is judged on the totals carried over), or null.
    """

    ruleset: AppliedRuleset
    legal: bool
    complete: bool
    actions_applied: int
    ended_by: EndedBy | None
    error: ActionError | None
    score: HandScore | None
    tricks: list[TrickRecord]
    declarations: list[Declaration]
    trump: None | Suit
    contract: Contract | None
    bids: list[Bid]
    dealer: int
    next_dealer: int | None
    vueltas: DealAdjudication | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.action_error import ActionError  # noqa: PLC0415
        from ..models.contract import Contract  # noqa: PLC0415
        from ..models.deal_adjudication import DealAdjudication  # noqa: PLC0415
        from ..models.hand_score import HandScore  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        legal = self.legal

        complete = self.complete

        actions_applied = self.actions_applied

        ended_by: None | str
        if isinstance(self.ended_by, EndedBy):
            ended_by = self.ended_by.value
        else:
            ended_by = self.ended_by

        error: dict[str, Any] | None
        if isinstance(self.error, ActionError):
            error = self.error.to_dict()
        else:
            error = self.error

        score: dict[str, Any] | None
        if isinstance(self.score, HandScore):
            score = self.score.to_dict()
        else:
            score = self.score

        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)

        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = declarations_item_data.to_dict()
            declarations.append(declarations_item)

        trump: None | str
        if isinstance(self.trump, Suit):
            trump = self.trump.value
        else:
            trump = self.trump

        contract: dict[str, Any] | None
        if isinstance(self.contract, Contract):
            contract = self.contract.to_dict()
        else:
            contract = self.contract

        bids = []
        for bids_item_data in self.bids:
            bids_item = bids_item_data.to_dict()
            bids.append(bids_item)

        dealer = self.dealer

        next_dealer: int | None
        next_dealer = self.next_dealer

        vueltas: dict[str, Any] | None
        if isinstance(self.vueltas, DealAdjudication):
            vueltas = self.vueltas.to_dict()
        else:
            vueltas = self.vueltas

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "legal": legal,
                "complete": complete,
                "actions_applied": actions_applied,
                "ended_by": ended_by,
                "error": error,
                "score": score,
                "tricks": tricks,
                "declarations": declarations,
                "trump": trump,
                "contract": contract,
                "bids": bids,
                "dealer": dealer,
                "next_dealer": next_dealer,
                "vueltas": vueltas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_error import ActionError  # noqa: PLC0415
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.bid import Bid  # noqa: PLC0415
        from ..models.contract import Contract  # noqa: PLC0415
        from ..models.deal_adjudication import DealAdjudication  # noqa: PLC0415
        from ..models.declaration import Declaration  # noqa: PLC0415
        from ..models.hand_score import HandScore  # noqa: PLC0415
        from ..models.trick_record import TrickRecord  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        legal = d.pop("legal")

        complete = d.pop("complete")

        actions_applied = d.pop("actions_applied")

        def _parse_ended_by(data: object) -> EndedBy | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_by_type_1 = EndedBy(data)

                return ended_by_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EndedBy | None, data)

        ended_by = _parse_ended_by(d.pop("ended_by"))

        def _parse_error(data: object) -> ActionError | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = ActionError.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ActionError | None, data)

        error = _parse_error(d.pop("error"))

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

        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in _tricks:
            tricks_item = TrickRecord.from_dict(tricks_item_data)

            tricks.append(tricks_item)

        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in _declarations:
            declarations_item = Declaration.from_dict(declarations_item_data)

            declarations.append(declarations_item)

        def _parse_trump(data: object) -> None | Suit:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                trump_type_1 = Suit(data)

                return trump_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Suit, data)

        trump = _parse_trump(d.pop("trump"))

        def _parse_contract(data: object) -> Contract | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                contract_type_0 = Contract.from_dict(data)

                return contract_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Contract | None, data)

        contract = _parse_contract(d.pop("contract"))

        bids = []
        _bids = d.pop("bids")
        for bids_item_data in _bids:
            bids_item = Bid.from_dict(bids_item_data)

            bids.append(bids_item)

        dealer = d.pop("dealer")

        def _parse_next_dealer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_dealer = _parse_next_dealer(d.pop("next_dealer"))

        def _parse_vueltas(data: object) -> DealAdjudication | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                vueltas_type_0 = DealAdjudication.from_dict(data)

                return vueltas_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DealAdjudication | None, data)

        vueltas = _parse_vueltas(d.pop("vueltas"))

        adjudication = cls(
            ruleset=ruleset,
            legal=legal,
            complete=complete,
            actions_applied=actions_applied,
            ended_by=ended_by,
            error=error,
            score=score,
            tricks=tricks,
            declarations=declarations,
            trump=trump,
            contract=contract,
            bids=bids,
            dealer=dealer,
            next_dealer=next_dealer,
            vueltas=vueltas,
        )

        return adjudication
