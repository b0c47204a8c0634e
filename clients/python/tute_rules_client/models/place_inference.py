from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.place_kind import PlaceKind

if TYPE_CHECKING:
    from ..models.card_exclusion import CardExclusion


T = TypeVar("T", bound="PlaceInference")


@_attrs_define
class PlaceInference:
    """
    Attributes:
        kind (PlaceKind): Where hidden cards lie: another seat's hand, the stock, or the cards set aside unseen.
        seat (int | None):
        count (int): The cards it holds now.
        known (list[str]): The cards it holds for certain.
        possible (list[str]): The cards it may hold (the known ones included).
        excluded (list[CardExclusion]): Every other card of the deck, with why.
    """

    kind: PlaceKind
    seat: int | None
    count: int
    known: list[str]
    possible: list[str]
    excluded: list[CardExclusion]

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat: int | None
        seat = self.seat

        count = self.count

        known = self.known

        possible = self.possible

        excluded = []
        for excluded_item_data in self.excluded:
            excluded_item = excluded_item_data.to_dict()
            excluded.append(excluded_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "count": count,
                "known": known,
                "possible": possible,
                "excluded": excluded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_exclusion import CardExclusion  # noqa: PLC0415

        d = dict(src_dict)
        kind = PlaceKind(d.pop("kind"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        count = d.pop("count")

        known = cast(list[str], d.pop("known"))

        possible = cast(list[str], d.pop("possible"))

        excluded = []
        _excluded = d.pop("excluded")
        for excluded_item_data in _excluded:
            excluded_item = CardExclusion.from_dict(excluded_item_data)

            excluded.append(excluded_item)

        place_inference = cls(
            kind=kind,
            seat=seat,
            count=count,
            known=known,
            possible=possible,
            excluded=excluded,
        )

        return place_inference
