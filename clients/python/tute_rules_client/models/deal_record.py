from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.action import Action
    from ..models.deal_in import DealIn


T = TypeVar("T", bound="DealRecord")


@_attrs_define
class DealRecord:
    """
    Attributes:
        deal (DealIn):
        actions (list[Action]): Every action of the vueltas, in order.
    """

    deal: DealIn
    actions: list[Action]

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal.to_dict()

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deal": deal,
                "actions": actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415
        from ..models.deal_in import DealIn  # noqa: PLC0415

        d = dict(src_dict)
        deal = DealIn.from_dict(d.pop("deal"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = Action.from_dict(actions_item_data)

            actions.append(actions_item)

        deal_record = cls(
            deal=deal,
            actions=actions,
        )

        return deal_record
