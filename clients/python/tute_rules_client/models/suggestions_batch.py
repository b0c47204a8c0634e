from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.suggestions_batch_item import SuggestionsBatchItem


T = TypeVar("T", bound="SuggestionsBatch")


@_attrs_define
class SuggestionsBatch:
    """
    Attributes:
        items (list[SuggestionsBatchItem]): One entry per item, in order.
    """

    items: list[SuggestionsBatchItem]

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
        from ..models.suggestions_batch_item import SuggestionsBatchItem  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = SuggestionsBatchItem.from_dict(items_item_data)

            items.append(items_item)

        suggestions_batch = cls(
            items=items,
        )

        return suggestions_batch
