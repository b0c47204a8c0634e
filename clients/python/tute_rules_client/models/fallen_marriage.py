from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suit import Suit

T = TypeVar("T", bound="FallenMarriage")


@_attrs_define
class FallenMarriage:
    """
    Attributes:
        suit (Suit): A suit letter: O oros, C copas, E espadas, B bastos.
        points (int): 40 for the marriage that fixes trumps (the hand's first, while none are fixed), else 20 (40 in
            trumps).
        fixes_trump (None | Suit): The suit it makes trumps from the next trick on (its own, as a declaration's effect
            names it); null when trumps were fixed already.
    """

    suit: Suit
    points: int
    fixes_trump: None | Suit

    def to_dict(self) -> dict[str, Any]:
        suit = self.suit.value

        points = self.points

        fixes_trump: None | str
        if isinstance(self.fixes_trump, Suit):
            fixes_trump = self.fixes_trump.value
        else:
            fixes_trump = self.fixes_trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "suit": suit,
                "points": points,
                "fixes_trump": fixes_trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        suit = Suit(d.pop("suit"))

        points = d.pop("points")

        def _parse_fixes_trump(data: object) -> None | Suit:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                fixes_trump_type_1 = Suit(data)

                return fixes_trump_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Suit, data)

        fixes_trump = _parse_fixes_trump(d.pop("fixes_trump"))

        fallen_marriage = cls(
            suit=suit,
            points=points,
            fixes_trump=fixes_trump,
        )

        return fallen_marriage
