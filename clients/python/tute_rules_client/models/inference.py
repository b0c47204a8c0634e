from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.place_inference import PlaceInference


T = TypeVar("T", bound="Inference")


@_attrs_define
class Inference:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int):
        places (list[PlaceInference]):
        unseen (list[str]): The cards whose place the seat does not know, not played yet.
    """

    ruleset: AppliedRuleset
    seat: int
    places: list[PlaceInference]
    unseen: list[str]

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        seat = self.seat

        places = []
        for places_item_data in self.places:
            places_item = places_item_data.to_dict()
            places.append(places_item)

        unseen = self.unseen

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "places": places,
                "unseen": unseen,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.place_inference import PlaceInference  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        places = []
        _places = d.pop("places")
        for places_item_data in _places:
            places_item = PlaceInference.from_dict(places_item_data)

            places.append(places_item)

        unseen = cast(list[str], d.pop("unseen"))

        inference = cls(
            ruleset=ruleset,
            seat=seat,
            places=places,
            unseen=unseen,
        )

        return inference
