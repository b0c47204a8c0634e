from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="HandOutcome")


@_attrs_define
class HandOutcome:
    """
    Attributes:
        winner_side (int | None): null: a draw, or no winner.
        games (int): Games won: 1, 2 with the 101 double, 0.
        points (list[float] | Unset): Points matches: each side's score (a hand score's `match_points`), whole or a
            half.
        loser_sides (list[int] | Unset): Penalty matches (cabrón): the sides that lost the hand, a penalty point each.
    """

    winner_side: int | None
    games: int
    points: list[float] | Unset = UNSET
    loser_sides: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        winner_side: int | None
        winner_side = self.winner_side

        games = self.games

        points: list[float] | Unset = UNSET
        if not isinstance(self.points, Unset):
            points = self.points

        loser_sides: list[int] | Unset = UNSET
        if not isinstance(self.loser_sides, Unset):
            loser_sides = self.loser_sides

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner_side": winner_side,
                "games": games,
            }
        )
        if points is not UNSET:
            field_dict["points"] = points
        if loser_sides is not UNSET:
            field_dict["loser_sides"] = loser_sides

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_winner_side(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner_side = _parse_winner_side(d.pop("winner_side"))

        games = d.pop("games")

        points = cast(list[float], d.pop("points", UNSET))

        loser_sides = cast(list[int], d.pop("loser_sides", UNSET))

        hand_outcome = cls(
            winner_side=winner_side,
            games=games,
            points=points,
            loser_sides=loser_sides,
        )

        return hand_outcome
