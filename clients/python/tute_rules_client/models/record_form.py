from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action import Action
    from ..models.deal_in import DealIn
    from ..models.deal_record import DealRecord


T = TypeVar("T", bound="RecordForm")


@_attrs_define
class RecordForm:
    """
    Attributes:
        deal (DealIn):
        actions (list[Action]):
        vueltas (DealRecord | Unset):
    """

    deal: DealIn
    actions: list[Action]
    vueltas: DealRecord | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        deal = self.deal.to_dict()

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        vueltas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.vueltas, Unset):
            vueltas = self.vueltas.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deal": deal,
                "actions": actions,
            }
        )
        if vueltas is not UNSET:
            field_dict["vueltas"] = vueltas

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415
        from ..models.deal_in import DealIn  # noqa: PLC0415
        from ..models.deal_record import DealRecord  # noqa: PLC0415

        d = dict(src_dict)
        deal = DealIn.from_dict(d.pop("deal"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = Action.from_dict(actions_item_data)

            actions.append(actions_item)

        _vueltas = d.pop("vueltas", UNSET)
        vueltas: DealRecord | Unset
        if isinstance(_vueltas, Unset):
            vueltas = UNSET
        else:
            vueltas = DealRecord.from_dict(_vueltas)

        record_form = cls(
            deal=deal,
            actions=actions,
            vueltas=vueltas,
        )

        return record_form
