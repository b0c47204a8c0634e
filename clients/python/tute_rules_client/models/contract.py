from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Contract")


@_attrs_define
class Contract:
    """
    Attributes:
        declarer (int): The auction winner.
        amount (int): The points its side bid.
    """

    declarer: int
    amount: int

    def to_dict(self) -> dict[str, Any]:
        declarer = self.declarer

        amount = self.amount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "declarer": declarer,
                "amount": amount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        declarer = d.pop("declarer")

        amount = d.pop("amount")

        contract = cls(
            declarer=declarer,
            amount=amount,
        )

        return contract
