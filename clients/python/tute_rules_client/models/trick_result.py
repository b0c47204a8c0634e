from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset


T = TypeVar("T", bound="TrickResult")


@_attrs_define
class TrickResult:
    """
    Attributes:
        ruleset (AppliedRuleset):
        winner_seat (int):
        winning_card (str): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas, B bastos).
            Example: 12B.
        points (int): Card points in the trick.
    """

    ruleset: AppliedRuleset
    winner_seat: int
    winning_card: str
    points: int

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        winner_seat = self.winner_seat

        winning_card = self.winning_card

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "winner_seat": winner_seat,
                "winning_card": winning_card,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        winner_seat = d.pop("winner_seat")

        winning_card = d.pop("winning_card")

        points = d.pop("points")

        trick_result = cls(
            ruleset=ruleset,
            winner_seat=winner_seat,
            winning_card=winning_card,
            points=points,
        )

        return trick_result
