from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.action import Action


T = TypeVar("T", bound="Candidate")


@_attrs_define
class Candidate:
    """
    Attributes:
        action (Action):
        value (float): The mean outcome for the seat's side over the worlds (two decimals): its points minus the best
            other side's, plus 20 when it wins the deal.
        points (list[float]): Each side's mean points (two decimals).
    """

    action: Action
    value: float
    points: list[float]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.to_dict()

        value = self.value

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "value": value,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415

        d = dict(src_dict)
        action = Action.from_dict(d.pop("action"))

        value = d.pop("value")

        points = cast(list[float], d.pop("points"))

        candidate = cls(
            action=action,
            value=value,
            points=points,
        )

        return candidate
