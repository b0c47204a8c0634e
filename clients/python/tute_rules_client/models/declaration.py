from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.declaration_kind import DeclarationKind
from ..models.suit import Suit
from ..models.tute_rank import TuteRank

T = TypeVar("T", bound="Declaration")


@_attrs_define
class Declaration:
    """
    Attributes:
        seat (int):
        kind (DeclarationKind): marriage (20, or 40 in trumps), tute, the swap of the 7 (or 2) of trumps for the turn-
            up, capote (announced: Habanero) or plate (going to the plate: payout fournier_plate).
        suit (None | Suit):
        rank (None | TuteRank):
        card (None | str): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas, B bastos).
            Example: 12B.
        after_trick (int | None):
        points (int):
    """

    seat: int
    kind: DeclarationKind
    suit: None | Suit
    rank: None | TuteRank
    card: None | str
    after_trick: int | None
    points: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kind = self.kind.value

        suit: None | str
        if isinstance(self.suit, Suit):
            suit = self.suit.value
        else:
            suit = self.suit

        rank: int | None
        if isinstance(self.rank, TuteRank):
            rank = self.rank.value
        else:
            rank = self.rank

        card: None | str
        card = self.card

        after_trick: int | None
        after_trick = self.after_trick

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kind": kind,
                "suit": suit,
                "rank": rank,
                "card": card,
                "after_trick": after_trick,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        kind = DeclarationKind(d.pop("kind"))

        def _parse_suit(data: object) -> None | Suit:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suit_type_0 = Suit(data)

                return suit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Suit, data)

        suit = _parse_suit(d.pop("suit"))

        def _parse_rank(data: object) -> None | TuteRank:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rank_type_0 = TuteRank(data)

                return rank_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TuteRank, data)

        rank = _parse_rank(d.pop("rank"))

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        def _parse_after_trick(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        after_trick = _parse_after_trick(d.pop("after_trick"))

        points = d.pop("points")

        declaration = cls(
            seat=seat,
            kind=kind,
            suit=suit,
            rank=rank,
            card=card,
            after_trick=after_trick,
            points=points,
        )

        return declaration
