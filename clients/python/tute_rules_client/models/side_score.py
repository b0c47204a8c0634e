from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SideScore")


@_attrs_define
class SideScore:
    """
    Attributes:
        side (int):
        seats (list[int]):
        card_points (int):
        last_trick_bonus (int):
        marriage_points (int):
        total (int):
        tricks (int):
        score (int): What the side scores towards a points match: its total, or minus a failed contract.
    """

    side: int
    seats: list[int]
    card_points: int
    last_trick_bonus: int
    marriage_points: int
    total: int
    tricks: int
    score: int

    def to_dict(self) -> dict[str, Any]:
        side = self.side

        seats = self.seats

        card_points = self.card_points

        last_trick_bonus = self.last_trick_bonus

        marriage_points = self.marriage_points

        total = self.total

        tricks = self.tricks

        score = self.score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "side": side,
                "seats": seats,
                "card_points": card_points,
                "last_trick_bonus": last_trick_bonus,
                "marriage_points": marriage_points,
                "total": total,
                "tricks": tricks,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = d.pop("side")

        seats = cast(list[int], d.pop("seats"))

        card_points = d.pop("card_points")

        last_trick_bonus = d.pop("last_trick_bonus")

        marriage_points = d.pop("marriage_points")

        total = d.pop("total")

        tricks = d.pop("tricks")

        score = d.pop("score")

        side_score = cls(
            side=side,
            seats=seats,
            card_points=card_points,
            last_trick_bonus=last_trick_bonus,
            marriage_points=marriage_points,
            total=total,
            tricks=tricks,
            score=score,
        )

        return side_score
