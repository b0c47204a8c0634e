from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.violation_code import ViolationCode

if TYPE_CHECKING:
    from ..models.message_params import MessageParams


T = TypeVar("T", bound="Violation")


@_attrs_define
class Violation:
    """
    Attributes:
        code (ViolationCode): A duty a play breaks.

            - `CARD_NOT_IN_HAND`: the card is not in the acting seat's hand
            - `MUST_FOLLOW_SUIT`: you hold a card of the led suit and must follow it
            - `MUST_FOLLOW_TRUMP_LEAD`: a trump was led and you hold one: you must answer with a trump
            - `MUST_HEAD`: you must play higher than the best card of the led suit on the table
            - `MUST_OVERTRUMP`: you are void in the led suit and must beat the highest trump on the table
            - `MUST_TRUMP`: you are void in the led suit and must play a trump
            - `MUST_UNDERTRUMP`: you are void in the led suit and must play a trump even though it cannot win
        message (str): For people: in the language Accept-Language chose (en, es, it or pt; Content-Language says
            which). Switch on `code`, not on this text.
        params (MessageParams): The values put into a message, by name, for an app that writes its own text: suits as
            letters, cards as codes, seats and points as integers, lists as arrays, a nested message as its text. A code's
            params have the same names in every language; empty when the message has none.
        template_id (str): The stable id of the message's template (one code may have several): docs/message-
            templates.md lists each, with its params and its text in every language. Example: t0123456789.
    """

    code: ViolationCode
    message: str
    params: MessageParams
    template_id: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message

        params = self.params.to_dict()

        template_id = self.template_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "message": message,
                "params": params,
                "template_id": template_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.message_params import MessageParams  # noqa: PLC0415

        d = dict(src_dict)
        code = ViolationCode(d.pop("code"))

        message = d.pop("message")

        params = MessageParams.from_dict(d.pop("params"))

        template_id = d.pop("template_id")

        violation = cls(
            code=code,
            message=message,
            params=params,
            template_id=template_id,
        )

        return violation
