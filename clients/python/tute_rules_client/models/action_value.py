from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.action import Action


T = TypeVar("T", bound="ActionValue")


@_attrs_define
class ActionValue:
    """
    Attributes:
        action (Action):
        points (list[int] | None): The points each side ends the hand with (from its start: cards, últimas, marriages,
            as POST /v1/hand-scores counts them) if every seat plays perfectly after this action, on the reported line; null
            while unsolved.
        lower (int): Proven lower bound on the analysed side's points minus the other sides' after this action.
        upper (int): Proven upper bound on it (equal to `lower` once solved).
        solved (bool):
        line (list[Action]): The reported line, this action first, to the end of the hand (empty while unsolved).
    """

    action: Action
    points: list[int] | None
    lower: int
    upper: int
    solved: bool
    line: list[Action]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.to_dict()

        points: list[int] | None
        if isinstance(self.points, list):
            points = self.points

        else:
            points = self.points

        lower = self.lower

        upper = self.upper

        solved = self.solved

        line = []
        for line_item_data in self.line:
            line_item = line_item_data.to_dict()
            line.append(line_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "points": points,
                "lower": lower,
                "upper": upper,
                "solved": solved,
                "line": line,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415

        d = dict(src_dict)
        action = Action.from_dict(d.pop("action"))

        def _parse_points(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                points_type_0 = cast(list[int], data)

                return points_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        points = _parse_points(d.pop("points"))

        lower = d.pop("lower")

        upper = d.pop("upper")

        solved = d.pop("solved")

        line = []
        _line = d.pop("line")
        for line_item_data in _line:
            line_item = Action.from_dict(line_item_data)

            line.append(line_item)

        action_value = cls(
            action=action,
            points=points,
            lower=lower,
            upper=upper,
            solved=solved,
            line=line,
        )

        return action_value
