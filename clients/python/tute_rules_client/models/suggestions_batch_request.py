from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.suggestion_request import SuggestionRequest


T = TypeVar("T", bound="SuggestionsBatchRequest")


@_attrs_define
class SuggestionsBatchRequest:
    """
    Attributes:
        items (list[SuggestionRequest]): 1 to 1000 bodies of the single operation, each answered on its own: an item the
            single operation would refuse gets its problem in its slot of the answer.
    """

    items: list[SuggestionRequest]

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
        from ..models.suggestion_request import SuggestionRequest  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = SuggestionRequest.from_dict(items_item_data)

            items.append(items_item)

        suggestions_batch_request = cls(
            items=items,
        )

        return suggestions_batch_request
