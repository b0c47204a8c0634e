from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.inference_reason_code import InferenceReasonCode

T = TypeVar("T", bound="CardExclusion")


@_attrs_define
class CardExclusion:
    """
    Attributes:
        card (str): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas, B bastos).
            Example: 12B.
        reason (InferenceReasonCode): Why a place cannot hold a card: the duty a play would have broken, or what the
            seat saw.

            - `ACCOUNTED_FOR`: the counting: every card of this place is known, or the card must fill another place
            - `CARD_NOT_IN_HAND`: the card is not in the acting seat's hand
            - `HELD_BY_OTHER`: another seat holds it: shown by a marriage, a tute or a swap, or the turn-up it took
            - `IN_YOUR_HAND`: the seat holds it
            - `MUST_FOLLOW_SUIT`: you hold a card of the led suit and must follow it
            - `MUST_FOLLOW_TRUMP_LEAD`: a trump was led and you hold one: you must answer with a trump
            - `MUST_HEAD`: you must play higher than the best card of the led suit on the table
            - `MUST_OVERTRUMP`: you are void in the led suit and must beat the highest trump on the table
            - `MUST_TRUMP`: you are void in the led suit and must play a trump
            - `MUST_UNDERTRUMP`: you are void in the led suit and must play a trump even though it cannot win
            - `PLAYED`: it has been played
            - `TURN_UP`: it lies face up: the turn-up under the stock, or the card of nobody
        action (int | None): The index of the action that proved it (null: known from the deal).
        seat (int | None): HELD_BY_OTHER: the seat that holds it.
    """

    card: str
    reason: InferenceReasonCode
    action: int | None
    seat: int | None

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        reason = self.reason.value

        action: int | None
        action = self.action

        seat: int | None
        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "reason": reason,
                "action": action,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        reason = InferenceReasonCode(d.pop("reason"))

        def _parse_action(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        action = _parse_action(d.pop("action"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        card_exclusion = cls(
            card=card,
            reason=reason,
            action=action,
            seat=seat,
        )

        return card_exclusion
