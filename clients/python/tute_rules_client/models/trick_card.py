from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TrickCard")


@_attrs_define
class TrickCard:
    """
    Attributes:
        seat (int): Who played it.
        card (str): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas, B bastos).
            Example: 12B.
    """

    seat: int
    card: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        trick_card = cls(
            seat=seat,
            card=card,
        )

        return trick_card
