from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.bid import Bid


T = TypeVar("T", bound="AuctionState")


@_attrs_define
class AuctionState:
    """
    Attributes:
        complete (bool):
        to_act (int | None):
        highest (Bid | None):
        min_next_bid (int | None): The lowest bid the seat to act may make (null: only a pass).
        passed (list[int]):
        winner (int | None):
        contract (int | None):
        all_passed (bool): Every seat passed without a bid: no contract, redeal.
        max_bid (int):
        bids_counted (int):
    """

    complete: bool
    to_act: int | None
    highest: Bid | None
    min_next_bid: int | None
    passed: list[int]
    winner: int | None
    contract: int | None
    all_passed: bool
    max_bid: int
    bids_counted: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.bid import Bid  # noqa: PLC0415

        complete = self.complete

        to_act: int | None
        to_act = self.to_act

        highest: dict[str, Any] | None
        if isinstance(self.highest, Bid):
            highest = self.highest.to_dict()
        else:
            highest = self.highest

        min_next_bid: int | None
        min_next_bid = self.min_next_bid

        passed = self.passed

        winner: int | None
        winner = self.winner

        contract: int | None
        contract = self.contract

        all_passed = self.all_passed

        max_bid = self.max_bid

        bids_counted = self.bids_counted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "complete": complete,
                "to_act": to_act,
                "highest": highest,
                "min_next_bid": min_next_bid,
                "passed": passed,
                "winner": winner,
                "contract": contract,
                "all_passed": all_passed,
                "max_bid": max_bid,
                "bids_counted": bids_counted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bid import Bid  # noqa: PLC0415

        d = dict(src_dict)
        complete = d.pop("complete")

        def _parse_to_act(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_act = _parse_to_act(d.pop("to_act"))

        def _parse_highest(data: object) -> Bid | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                highest_type_0 = Bid.from_dict(data)

                return highest_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Bid | None, data)

        highest = _parse_highest(d.pop("highest"))

        def _parse_min_next_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        min_next_bid = _parse_min_next_bid(d.pop("min_next_bid"))

        passed = cast(list[int], d.pop("passed"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_contract(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        contract = _parse_contract(d.pop("contract"))

        all_passed = d.pop("all_passed")

        max_bid = d.pop("max_bid")

        bids_counted = d.pop("bids_counted")

        auction_state = cls(
            complete=complete,
            to_act=to_act,
            highest=highest,
            min_next_bid=min_next_bid,
            passed=passed,
            winner=winner,
            contract=contract,
            all_passed=all_passed,
            max_bid=max_bid,
            bids_counted=bids_counted,
        )

        return auction_state
