from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bid_kind import BidKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Bid")


@_attrs_define
class Bid:
    """
    Attributes:
        seat (int): Who bids.
        kind (BidKind): A bid of some points, or a pass.
        amount (int | None | Unset): bid: the points; a pass has none.
    """

    seat: int
    kind: BidKind
    amount: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        amount: int | None | Unset
        if isinstance(self.amount, Unset):
            amount = UNSET
        else:
            amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
            }
        )
        if amount is not UNSET:
            field_dict["amount"] = amount

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = BidKind(d.pop("kind"))

        def _parse_amount(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        amount = _parse_amount(d.pop("amount", UNSET))

        bid = cls(
            seat=seat,
            kind=kind,
            amount=amount,
        )

        return bid
