from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.offer import Offer


T = TypeVar("T", bound="Declarations")


@_attrs_define
class Declarations:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int):
        available (list[Offer]):
    """

    ruleset: AppliedRuleset
    seat: int
    available: list[Offer]

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        seat = self.seat

        available = []
        for available_item_data in self.available:
            available_item = available_item_data.to_dict()
            available.append(available_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "available": available,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.offer import Offer  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        available = []
        _available = d.pop("available")
        for available_item_data in _available:
            available_item = Offer.from_dict(available_item_data)

            available.append(available_item)

        declarations = cls(
            ruleset=ruleset,
            seat=seat,
            available=available,
        )

        return declarations
