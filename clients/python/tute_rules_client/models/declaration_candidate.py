from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.action import Action


T = TypeVar("T", bound="DeclarationCandidate")


@_attrs_define
class DeclarationCandidate:
    """
    Attributes:
        action (Action | None): The declaration weighed; null: declining for now.
        value (float): The mean outcome for the seat's side over the worlds (two decimals): its points minus the best
            other side's, plus 20 when it wins the deal.
        points (list[float]): Each side's mean points (two decimals).
    """

    action: Action | None
    value: float
    points: list[float]

    def to_dict(self) -> dict[str, Any]:
        from ..models.action import Action  # noqa: PLC0415

        action: dict[str, Any] | None
        if isinstance(self.action, Action):
            action = self.action.to_dict()
        else:
            action = self.action

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

        def _parse_action(data: object) -> Action | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = Action.from_dict(data)

                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Action | None, data)

        action = _parse_action(d.pop("action"))

        value = d.pop("value")

        points = cast(list[float], d.pop("points"))

        declaration_candidate = cls(
            action=action,
            value=value,
            points=points,
        )

        return declaration_candidate
