from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.switch_group import SwitchGroup

T = TypeVar("T", bound="Switch")


@_attrs_define
class Switch:
    """
    Attributes:
        name (str):
        group (SwitchGroup): What part of the game a switch governs.
        value (bool | int | None | str): The ruleset's value.
        allowed_values (list[bool | int | None | str]): The values the switch takes (empty for an integer range).
        minimum (int | None): Integer switches with an open range: the lowest value (else null).
        maximum (int | None): Integer switches with an open range: the highest value (else null).
        description (str):
        sources (str): The source documents of the rule.
    """

    name: str
    group: SwitchGroup
    value: bool | int | None | str
    allowed_values: list[bool | int | None | str]
    minimum: int | None
    maximum: int | None
    description: str
    sources: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        group = self.group.value

        value: bool | int | None | str
        value = self.value

        allowed_values = []
        for allowed_values_item_data in self.allowed_values:
            allowed_values_item: bool | int | None | str
            allowed_values_item = allowed_values_item_data
            allowed_values.append(allowed_values_item)

        minimum: int | None
        minimum = self.minimum

        maximum: int | None
        maximum = self.maximum

        description = self.description

        sources = self.sources

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "group": group,
                "value": value,
                "allowed_values": allowed_values,
                "minimum": minimum,
                "maximum": maximum,
                "description": description,
                "sources": sources,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        group = SwitchGroup(d.pop("group"))

        def _parse_value(data: object) -> bool | int | None | str:
            if data is None:
                return data
            return cast(bool | int | None | str, data)

        value = _parse_value(d.pop("value"))

        allowed_values = []
        _allowed_values = d.pop("allowed_values")
        for allowed_values_item_data in _allowed_values:

            def _parse_allowed_values_item(data: object) -> bool | int | None | str:
                if data is None:
                    return data
                return cast(bool | int | None | str, data)

            allowed_values_item = _parse_allowed_values_item(allowed_values_item_data)

            allowed_values.append(allowed_values_item)

        def _parse_minimum(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        minimum = _parse_minimum(d.pop("minimum"))

        def _parse_maximum(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        maximum = _parse_maximum(d.pop("maximum"))

        description = d.pop("description")

        sources = d.pop("sources")

        switch = cls(
            name=name,
            group=group,
            value=value,
            allowed_values=allowed_values,
            minimum=minimum,
            maximum=maximum,
            description=description,
            sources=sources,
        )

        return switch
