from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.violation import Violation


T = TypeVar("T", bound="Exclusion")


@_attrs_define
class Exclusion:
    """
    Attributes:
        card (str): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas, B bastos).
            Example: 12B.
        violations (list[Violation]):
    """

    card: str
    violations: list[Violation]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "violations": violations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.violation import Violation  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        exclusion = cls(
            card=card,
            violations=violations,
        )

        return exclusion
