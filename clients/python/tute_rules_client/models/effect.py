from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.suit import Suit

T = TypeVar("T", bound="Effect")


@_attrs_define
class Effect:
    """
    Attributes:
        points (int): Points scored (20 or 40).
        ends_hand (bool):
        wins_game (bool):
        gives (None | str): swap: the card that goes under the stock. Example: 12B.
        takes (None | str): swap: the turn-up taken into the hand. Example: 12B.
        fixes_trump (None | Suit): The suit this marriage makes trumps (first_marriage).
    """

    points: int
    ends_hand: bool
    wins_game: bool
    gives: None | str
    takes: None | str
    fixes_trump: None | Suit

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        ends_hand = self.ends_hand

        wins_game = self.wins_game

        gives: None | str
        gives = self.gives

        takes: None | str
        takes = self.takes

        fixes_trump: None | str
        if isinstance(self.fixes_trump, Suit):
            fixes_trump = self.fixes_trump.value
        else:
            fixes_trump = self.fixes_trump

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "points": points,
                "ends_hand": ends_hand,
                "wins_game": wins_game,
                "gives": gives,
                "takes": takes,
                "fixes_trump": fixes_trump,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        points = d.pop("points")

        ends_hand = d.pop("ends_hand")

        wins_game = d.pop("wins_game")

        def _parse_gives(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        gives = _parse_gives(d.pop("gives"))

        def _parse_takes(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        takes = _parse_takes(d.pop("takes"))

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

        effect = cls(
            points=points,
            ends_hand=ends_hand,
            wins_game=wins_game,
            gives=gives,
            takes=takes,
            fixes_trump=fixes_trump,
        )

        return effect
