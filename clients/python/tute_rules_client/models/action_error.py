from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.declaration import Declaration


T = TypeVar("T", bound="ActionError")


@_attrs_define
class ActionError:
    """
    Attributes:
        index (int): Index of the illegal action.
        seat (int):
        code (str): NOT_YOUR_TURN, CARD_NOT_IN_HAND, MUST_FOLLOW_SUIT, NO_TRICK_WON, BID_TOO_LOW, HAND_OVER, ...
        message (str):
        expected_seat (int | None):
        legal_plays (list[str]):
        available_declarations (list[Declaration]): What any seat may declare then.
        min_next_bid (int | None):
    """

    index: int
    seat: int
    code: str
    message: str
    expected_seat: int | None
    legal_plays: list[str]
    available_declarations: list[Declaration]
    min_next_bid: int | None

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        seat = self.seat

        code = self.code

        message = self.message

        expected_seat: int | None
        expected_seat = self.expected_seat

        legal_plays = self.legal_plays

        available_declarations = []
        for available_declarations_item_data in self.available_declarations:
            available_declarations_item = available_declarations_item_data.to_dict()
            available_declarations.append(available_declarations_item)

        min_next_bid: int | None
        min_next_bid = self.min_next_bid

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "seat": seat,
                "code": code,
                "message": message,
                "expected_seat": expected_seat,
                "legal_plays": legal_plays,
                "available_declarations": available_declarations,
                "min_next_bid": min_next_bid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.declaration import Declaration  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        seat = d.pop("seat")

        code = d.pop("code")

        message = d.pop("message")

        def _parse_expected_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        expected_seat = _parse_expected_seat(d.pop("expected_seat"))

        legal_plays = cast(list[str], d.pop("legal_plays"))

        available_declarations = []
        _available_declarations = d.pop("available_declarations")
        for available_declarations_item_data in _available_declarations:
            available_declarations_item = Declaration.from_dict(available_declarations_item_data)

            available_declarations.append(available_declarations_item)

        def _parse_min_next_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        min_next_bid = _parse_min_next_bid(d.pop("min_next_bid"))

        action_error = cls(
            index=index,
            seat=seat,
            code=code,
            message=message,
            expected_seat=expected_seat,
            legal_plays=legal_plays,
            available_declarations=available_declarations,
            min_next_bid=min_next_bid,
        )

        return action_error
