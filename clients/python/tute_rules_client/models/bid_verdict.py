from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bid_refusal_code import BidRefusalCode

if TYPE_CHECKING:
    from ..models.auction_state import AuctionState


T = TypeVar("T", bound="BidVerdict")


@_attrs_define
class BidVerdict:
    """
    Attributes:
        legal (bool):
        code (BidRefusalCode | None): Why the bid is refused; null when legal.
        message (str):
        state_after (AuctionState):
    """

    legal: bool
    code: BidRefusalCode | None
    message: str
    state_after: AuctionState

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        code: None | str
        if isinstance(self.code, BidRefusalCode):
            code = self.code.value
        else:
            code = self.code

        message = self.message

        state_after = self.state_after.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "code": code,
                "message": message,
                "state_after": state_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auction_state import AuctionState  # noqa: PLC0415

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_code(data: object) -> BidRefusalCode | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                code_type_0 = BidRefusalCode(data)

                return code_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BidRefusalCode | None, data)

        code = _parse_code(d.pop("code"))

        message = d.pop("message")

        state_after = AuctionState.from_dict(d.pop("state_after"))

        bid_verdict = cls(
            legal=legal,
            code=code,
            message=message,
            state_after=state_after,
        )

        return bid_verdict
