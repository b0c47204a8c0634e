from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.reviewed_action import ReviewedAction


T = TypeVar("T", bound="Review")


@_attrs_define
class Review:
    """
    Attributes:
        ruleset (AppliedRuleset):
        actions (list[ReviewedAction]): Every reviewed action, in the record's order.
        mistakes (list[ReviewedAction]): The reviewed actions proven to cost points open (`cost_lower` above 0) or on
            average from the seat's view, the largest first (open, then the seat's view).
        solved (bool): Every reviewed action's open cost is exact.
        nodes (int):
        max_nodes (int):
    """

    ruleset: AppliedRuleset
    actions: list[ReviewedAction]
    mistakes: list[ReviewedAction]
    solved: bool
    nodes: int
    max_nodes: int

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        mistakes = []
        for mistakes_item_data in self.mistakes:
            mistakes_item = mistakes_item_data.to_dict()
            mistakes.append(mistakes_item)

        solved = self.solved

        nodes = self.nodes

        max_nodes = self.max_nodes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "actions": actions,
                "mistakes": mistakes,
                "solved": solved,
                "nodes": nodes,
                "max_nodes": max_nodes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.reviewed_action import ReviewedAction  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = ReviewedAction.from_dict(actions_item_data)

            actions.append(actions_item)

        mistakes = []
        _mistakes = d.pop("mistakes")
        for mistakes_item_data in _mistakes:
            mistakes_item = ReviewedAction.from_dict(mistakes_item_data)

            mistakes.append(mistakes_item)

        solved = d.pop("solved")

        nodes = d.pop("nodes")

        max_nodes = d.pop("max_nodes")

        review = cls(
            ruleset=ruleset,
            actions=actions,
            mistakes=mistakes,
            solved=solved,
            nodes=nodes,
            max_nodes=max_nodes,
        )

        return review
