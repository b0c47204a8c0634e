from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.declaration import Declaration
    from ..models.effect import Effect


T = TypeVar("T", bound="Offer")


@_attrs_define
class Offer:
    """
    Attributes:
        declaration (Declaration):
        message (str):
        effect (Effect):
    """

    declaration: Declaration
    message: str
    effect: Effect

    def to_dict(self) -> dict[str, Any]:
        declaration = self.declaration.to_dict()

        message = self.message

        effect = self.effect.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "declaration": declaration,
                "message": message,
                "effect": effect,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.declaration import Declaration  # noqa: PLC0415
        from ..models.effect import Effect  # noqa: PLC0415

        d = dict(src_dict)
        declaration = Declaration.from_dict(d.pop("declaration"))

        message = d.pop("message")

        effect = Effect.from_dict(d.pop("effect"))

        offer = cls(
            declaration=declaration,
            message=message,
            effect=effect,
        )

        return offer
