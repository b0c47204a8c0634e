from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.declaration import Declaration
    from ..models.effect import Effect
    from ..models.message_params import MessageParams


T = TypeVar("T", bound="Offer")


@_attrs_define
class Offer:
    """
    Attributes:
        declaration (Declaration):
        message (str): For people: in the language Accept-Language chose (en, es, it or pt; Content-Language says
            which). Switch on `code`, not on this text.
        params (MessageParams): The values put into a message, by name, for an app that writes its own text: suits as
            letters, cards as codes, seats and points as integers, lists as arrays, a nested message as its text. A code's
            params have the same names in every language; empty when the message has none.
        template_id (str): The stable id of the message's template (one code may have several): docs/message-
            templates.md lists each, with its params and its text in every language. Example: t0123456789.
        effect (Effect):
    """

    declaration: Declaration
    message: str
    params: MessageParams
    template_id: str
    effect: Effect

    def to_dict(self) -> dict[str, Any]:
        declaration = self.declaration.to_dict()

        message = self.message

        params = self.params.to_dict()

        template_id = self.template_id

        effect = self.effect.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "declaration": declaration,
                "message": message,
                "params": params,
                "template_id": template_id,
                "effect": effect,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.declaration import Declaration  # noqa: PLC0415
        from ..models.effect import Effect  # noqa: PLC0415
        from ..models.message_params import MessageParams  # noqa: PLC0415

        d = dict(src_dict)
        declaration = Declaration.from_dict(d.pop("declaration"))

        message = d.pop("message")

        params = MessageParams.from_dict(d.pop("params"))

        template_id = d.pop("template_id")

        effect = Effect.from_dict(d.pop("effect"))

        offer = cls(
            declaration=declaration,
            message=message,
            params=params,
            template_id=template_id,
            effect=effect,
        )

        return offer
