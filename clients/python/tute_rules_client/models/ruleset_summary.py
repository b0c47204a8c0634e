from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RulesetSummary")


@_attrs_define
class RulesetSummary:
    """
    Attributes:
        id (str):
        version (str):
        name (str):
        description (str):
        aliases (list[str]):
        player_options (list[int]): Seat counts the ruleset allows.
    """

    id: str
    version: str
    name: str
    description: str
    aliases: list[str]
    player_options: list[int]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        name = self.name

        description = self.description

        aliases = self.aliases

        player_options = self.player_options

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "version": version,
                "name": name,
                "description": description,
                "aliases": aliases,
                "player_options": player_options,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        name = d.pop("name")

        description = d.pop("description")

        aliases = cast(list[str], d.pop("aliases"))

        player_options = cast(list[int], d.pop("player_options"))

        ruleset_summary = cls(
            id=id,
            version=version,
            name=name,
            description=description,
            aliases=aliases,
            player_options=player_options,
        )

        return ruleset_summary
