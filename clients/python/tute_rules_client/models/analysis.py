from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.action import Action
    from ..models.action_value import ActionValue
    from ..models.applied_ruleset import AppliedRuleset


T = TypeVar("T", bound="Analysis")


@_attrs_define
class Analysis:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int): The seat analysed.
        side (int): Its side: the index of `points` it is counted in.
        deal_number (int): 1, or 2 in the vueltas.
        actions (list[ActionValue]): Every action the seat may take now, in the order POST /v1/turns lists them.
        best (list[Action]): The best actions (all of them when several are equally good); empty while unsolved.
        solved (bool): Every action's value is exact. False: the budget ran out and the bounds are what was proven.
        lower (int): Bounds on the best difference the seat's side can force.
        upper (int):
        nodes (int): The positions expanded.
        max_nodes (int):
    """

    ruleset: AppliedRuleset
    seat: int
    side: int
    deal_number: int
    actions: list[ActionValue]
    best: list[Action]
    solved: bool
    lower: int
    upper: int
    nodes: int
    max_nodes: int

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        seat = self.seat

        side = self.side

        deal_number = self.deal_number

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        best = []
        for best_item_data in self.best:
            best_item = best_item_data.to_dict()
            best.append(best_item)

        solved = self.solved

        lower = self.lower

        upper = self.upper

        nodes = self.nodes

        max_nodes = self.max_nodes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "side": side,
                "deal_number": deal_number,
                "actions": actions,
                "best": best,
                "solved": solved,
                "lower": lower,
                "upper": upper,
                "nodes": nodes,
                "max_nodes": max_nodes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415
        from ..models.action_value import ActionValue  # noqa: PLC0415
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        side = d.pop("side")

        deal_number = d.pop("deal_number")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = ActionValue.from_dict(actions_item_data)

            actions.append(actions_item)

        best = []
        _best = d.pop("best")
        for best_item_data in _best:
            best_item = Action.from_dict(best_item_data)

            best.append(best_item)

        solved = d.pop("solved")

        lower = d.pop("lower")

        upper = d.pop("upper")

        nodes = d.pop("nodes")

        max_nodes = d.pop("max_nodes")

        analysis = cls(
            ruleset=ruleset,
            seat=seat,
            side=side,
            deal_number=deal_number,
            actions=actions,
            best=best,
            solved=solved,
            lower=lower,
            upper=upper,
            nodes=nodes,
            max_nodes=max_nodes,
        )

        return analysis
