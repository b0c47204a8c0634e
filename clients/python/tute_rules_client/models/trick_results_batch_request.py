from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.trick_request import TrickRequest


T = TypeVar("T", bound="TrickResultsBatchRequest")


@_attrs_define
class TrickResultsBatchRequest:
    """
    Attributes:
        items (list[TrickRequest]): 1 to 1000 bodies of the single operation, each answered on its own: an item the
            single operation would refuse gets its problem in its slot of the answer.
    """

    items: list[TrickRequest]

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trick_request import TrickRequest  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = TrickRequest.from_dict(items_item_data)

            items.append(items_item)

        trick_results_batch_request = cls(
            items=items,
        )

        return trick_results_batch_request
