from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.trick_card import TrickCard


T = TypeVar("T", bound="TrickRecord")


@_attrs_define
class TrickRecord:
    """
    Attributes:
        number (int):
        leader (int):
        cards (list[TrickCard]):
        winner_seat (int):
        winning_card (str): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas, B bastos).
            Example: 12B.
        points (int):
    """

    number: int
    leader: int
    cards: list[TrickCard]
    winner_seat: int
    winning_card: str
    points: int

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        leader = self.leader

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        winner_seat = self.winner_seat

        winning_card = self.winning_card

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "leader": leader,
                "cards": cards,
                "winner_seat": winner_seat,
                "winning_card": winning_card,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trick_card import TrickCard  # noqa: PLC0415

        d = dict(src_dict)
        number = d.pop("number")

        leader = d.pop("leader")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = TrickCard.from_dict(cards_item_data)

            cards.append(cards_item)

        winner_seat = d.pop("winner_seat")

        winning_card = d.pop("winning_card")

        points = d.pop("points")

        trick_record = cls(
            number=number,
            leader=leader,
            cards=cards,
            winner_seat=winner_seat,
            winning_card=winning_card,
            points=points,
        )

        return trick_record
