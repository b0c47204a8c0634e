from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.switch import Switch


T = TypeVar("T", bound="RulesetDetail")


@_attrs_define
class RulesetDetail:
    """
    Attributes:
        id (str):
        version (str):
        name (str):
        description (str):
        aliases (list[str]):
        player_options (list[int]): Seat counts the ruleset allows.
        switches (list[Switch]):
    """

    id: str
    version: str
    name: str
    description: str
    aliases: list[str]
    player_options: list[int]
    switches: list[Switch]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        name = self.name

        description = self.description

        aliases = self.aliases

        player_options = self.player_options

        switches = []
        for switches_item_data in self.switches:
            switches_item = switches_item_data.to_dict()
            switches.append(switches_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "version": version,
                "name": name,
                "description": description,
                "aliases": aliases,
                "player_options": player_options,
                "switches": switches,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.switch import Switch  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        name = d.pop("name")

        description = d.pop("description")

        aliases = cast(list[str], d.pop("aliases"))

        player_options = cast(list[int], d.pop("player_options"))

        switches = []
        _switches = d.pop("switches")
        for switches_item_data in _switches:
            switches_item = Switch.from_dict(switches_item_data)

            switches.append(switches_item)

        ruleset_detail = cls(
            id=id,
            version=version,
            name=name,
            description=description,
            aliases=aliases,
            player_options=player_options,
            switches=switches,
        )

        return ruleset_detail
