from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bid_refusal_code import BidRefusalCode

if TYPE_CHECKING:
    from ..models.auction_state import AuctionState
    from ..models.message_params import MessageParams


T = TypeVar("T", bound="BidVerdict")


@_attrs_define
class BidVerdict:
    """
    Attributes:
        legal (bool):
        code (BidRefusalCode | None): Why the bid is refused; null when legal.
        message (str): For people: in the language Accept-Language chose (en, es, it or pt; Content-Language says
            which). Switch on `code`, not on this text.
        params (MessageParams): The values put into a message, by name, for an app that writes its own text: suits as
            letters, cards as codes, seats and points as integers, lists as arrays, a nested message as its text. A code's
            params have the same names in every language; empty when the message has none.
        template_id (str): The stable id of the message's template (one code may have several): docs/message-
            templates.md lists each, with its params and its text in every language. Example: t0123456789.
        state_after (AuctionState):
    """

    legal: bool
    code: BidRefusalCode | None
    message: str
    params: MessageParams
    template_id: str
    state_after: AuctionState

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        code: None | str
        if isinstance(self.code, BidRefusalCode):
            code = self.code.value
        else:
            code = self.code

        message = self.message

        params = self.params.to_dict()

        template_id = self.template_id

        state_after = self.state_after.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "code": code,
                "message": message,
                "params": params,
                "template_id": template_id,
                "state_after": state_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_state import AuctionState  # noqa: PLC0415
        from ..models.message_params import MessageParams  # noqa: PLC0415

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_code(data: object) -> BidRefusalCode | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_1 = BidRefusalCode(data)

                return code_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BidRefusalCode | None, data)

        code = _parse_code(d.pop("code"))

        message = d.pop("message")

        params = MessageParams.from_dict(d.pop("params"))

        template_id = d.pop("template_id")

        state_after = AuctionState.from_dict(d.pop("state_after"))

        bid_verdict = cls(
            legal=legal,
            code=code,
            message=message,
            params=params,
            template_id=template_id,
            state_after=state_after,
        )

        return bid_verdict
