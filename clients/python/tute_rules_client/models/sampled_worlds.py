from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.deal import Deal


T = TypeVar("T", bound="SampledWorlds")


@_attrs_define
class SampledWorlds:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int):
        worlds (list[Deal]): Whole deals on which the actions replay legally and show the seat what it saw, drawn
            uniformly and independently among all such deals.
    """

    ruleset: AppliedRuleset
    seat: int
    worlds: list[Deal]

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        seat = self.seat

        worlds = []
        for worlds_item_data in self.worlds:
            worlds_item = worlds_item_data.to_dict()
            worlds.append(worlds_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "worlds": worlds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.deal import Deal  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        worlds = []
        _worlds = d.pop("worlds")
        for worlds_item_data in _worlds:
            worlds_item = Deal.from_dict(worlds_item_data)

            worlds.append(worlds_item)

        sampled_worlds = cls(
            ruleset=ruleset,
            seat=seat,
            worlds=worlds,
        )

        return sampled_worlds
