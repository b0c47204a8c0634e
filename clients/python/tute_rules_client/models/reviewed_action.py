from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.action import Action


T = TypeVar("T", bound="ReviewedAction")


@_attrs_define
class ReviewedAction:
    """
    Attributes:
        index (int): The action's index, counted through the first deal and on into the vueltas.
        seat (int):
        action (Action):
        options (int): The seat's actions then.
        best (list[Action]): Open: the best actions at that point (empty while unsolved).
        cost (int | None): Open: the points of difference the action gave up against the best (0 for a best action);
            null while unsolved.
        cost_lower (int): Proven bounds on it.
        cost_upper (int):
        expected_cost (float | None): The seat's view: the mean cost over the worlds analysed against the action with
            the best mean (two decimals); null without worlds.
        better (Action | None): The seat's view: the action with the best mean over the worlds.
        worlds (int): The worlds solved and counted in `expected_cost`.
    """

    index: int
    seat: int
    action: Action
    options: int
    best: list[Action]
    cost: int | None
    cost_lower: int
    cost_upper: int
    expected_cost: float | None
    better: Action | None
    worlds: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.action import Action  # noqa: PLC0415

        index = self.index

        seat = self.seat

        action = self.action.to_dict()

        options = self.options

        best = []
        for best_item_data in self.best:
            best_item = best_item_data.to_dict()
            best.append(best_item)

        cost: int | None
        cost = self.cost

        cost_lower = self.cost_lower

        cost_upper = self.cost_upper

        expected_cost: float | None
        expected_cost = self.expected_cost

        better: dict[str, Any] | None
        if isinstance(self.better, Action):
            better = self.better.to_dict()
        else:
            better = self.better

        worlds = self.worlds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "seat": seat,
                "action": action,
                "options": options,
                "best": best,
                "cost": cost,
                "cost_lower": cost_lower,
                "cost_upper": cost_upper,
                "expected_cost": expected_cost,
                "better": better,
                "worlds": worlds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        seat = d.pop("seat")

        action = Action.from_dict(d.pop("action"))

        options = d.pop("options")

        best = []
        _best = d.pop("best")
        for best_item_data in _best:
            best_item = Action.from_dict(best_item_data)

            best.append(best_item)

        def _parse_cost(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cost = _parse_cost(d.pop("cost"))

        cost_lower = d.pop("cost_lower")

        cost_upper = d.pop("cost_upper")

        def _parse_expected_cost(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        expected_cost = _parse_expected_cost(d.pop("expected_cost"))

        def _parse_better(data: object) -> Action | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                better_type_0 = Action.from_dict(data)

                return better_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Action | None, data)

        better = _parse_better(d.pop("better"))

        worlds = d.pop("worlds")

        reviewed_action = cls(
            index=index,
            seat=seat,
            action=action,
            options=options,
            best=best,
            cost=cost,
            cost_lower=cost_lower,
            cost_upper=cost_upper,
            expected_cost=expected_cost,
            better=better,
            worlds=worlds,
        )

        return reviewed_action
