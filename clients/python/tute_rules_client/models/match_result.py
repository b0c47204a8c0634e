from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset


T = TypeVar("T", bound="MatchResult")


@_attrs_define
class MatchResult:
    """
    Attributes:
        ruleset (AppliedRuleset):
        games_by_side (list[int]):
        points_by_side (list[float]):
        penalties_by_side (list[int]): Penalty matches: penalty points.
        cotos_by_side (list[int]): Cotos matches (Guiñote): cotos won.
        coto_games_by_side (list[int]): Cotos matches: games won in the coto being played.
        winner_side (int | None):
        complete (bool):
        hands_counted (int):
    """

    ruleset: AppliedRuleset
    games_by_side: list[int]
    points_by_side: list[float]
    penalties_by_side: list[int]
    cotos_by_side: list[int]
    coto_games_by_side: list[int]
    winner_side: int | None
    complete: bool
    hands_counted: int

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        games_by_side = self.games_by_side

        points_by_side = self.points_by_side

        penalties_by_side = self.penalties_by_side

        cotos_by_side = self.cotos_by_side

        coto_games_by_side = self.coto_games_by_side

        winner_side: int | None
        winner_side = self.winner_side

        complete = self.complete

        hands_counted = self.hands_counted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "games_by_side": games_by_side,
                "points_by_side": points_by_side,
                "penalties_by_side": penalties_by_side,
                "cotos_by_side": cotos_by_side,
                "coto_games_by_side": coto_games_by_side,
                "winner_side": winner_side,
                "complete": complete,
                "hands_counted": hands_counted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        games_by_side = cast(list[int], d.pop("games_by_side"))

        points_by_side = cast(list[float], d.pop("points_by_side"))

        penalties_by_side = cast(list[int], d.pop("penalties_by_side"))

        cotos_by_side = cast(list[int], d.pop("cotos_by_side"))

        coto_games_by_side = cast(list[int], d.pop("coto_games_by_side"))

        def _parse_winner_side(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner_side = _parse_winner_side(d.pop("winner_side"))

        complete = d.pop("complete")

        hands_counted = d.pop("hands_counted")

        match_result = cls(
            ruleset=ruleset,
            games_by_side=games_by_side,
            points_by_side=points_by_side,
            penalties_by_side=penalties_by_side,
            cotos_by_side=cotos_by_side,
            coto_games_by_side=coto_games_by_side,
            winner_side=winner_side,
            complete=complete,
            hands_counted=hands_counted,
        )

        return match_result
