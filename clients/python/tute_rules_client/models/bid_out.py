from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bid_kind import BidKind

T = TypeVar("T", bound="BidOut")


@_attrs_define
class BidOut:
    """
    Attributes:
        seat (int):
        kind (BidKind): A bid of some points, or a pass.
        amount (int | None):
    """

    seat: int
    kind: BidKind
    amount: int | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        amount: int | None
        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = BidKind(d.pop("kind"))

        def _parse_amount(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        amount = _parse_amount(d.pop("amount"))

        bid_out = cls(
            seat=seat,
            kind=kind,
            amount=amount,
        )

        return bid_out
