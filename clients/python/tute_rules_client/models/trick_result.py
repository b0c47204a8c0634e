from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.fallen_marriage import FallenMarriage


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
        fallen_marriage (FallenMarriage | None): marriage_award fallen_in_trick (cabrón): the marriage whose king and
            knight fell in this trick, scored by the trick's winner; null when none fell, and always where marriages are
            declared. Two can fall in a trick of four seats: this is the first, `fallen_marriages` has both.
        fallen_marriages (list[FallenMarriage]): Every marriage that fell in the trick, in suit order (the first is
            `fallen_marriage`); empty when none fell.
    """

    ruleset: AppliedRuleset
    winner_seat: int
    winning_card: str
    points: int
    fallen_marriage: FallenMarriage | None
    fallen_marriages: list[FallenMarriage]

    def to_dict(self) -> dict[str, Any]:
        from ..models.fallen_marriage import FallenMarriage  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        winner_seat = self.winner_seat

        winning_card = self.winning_card

        points = self.points

        fallen_marriage: dict[str, Any] | None
        if isinstance(self.fallen_marriage, FallenMarriage):
            fallen_marriage = self.fallen_marriage.to_dict()
        else:
            fallen_marriage = self.fallen_marriage

        fallen_marriages = []
        for fallen_marriages_item_data in self.fallen_marriages:
            fallen_marriages_item = fallen_marriages_item_data.to_dict()
            fallen_marriages.append(fallen_marriages_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "winner_seat": winner_seat,
                "winning_card": winning_card,
                "points": points,
                "fallen_marriage": fallen_marriage,
                "fallen_marriages": fallen_marriages,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.fallen_marriage import FallenMarriage  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        winner_seat = d.pop("winner_seat")

        winning_card = d.pop("winning_card")

        points = d.pop("points")

        def _parse_fallen_marriage(data: object) -> FallenMarriage | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fallen_marriage_type_0 = FallenMarriage.from_dict(data)

                return fallen_marriage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenMarriage | None, data)

        fallen_marriage = _parse_fallen_marriage(d.pop("fallen_marriage"))

        fallen_marriages = []
        _fallen_marriages = d.pop("fallen_marriages")
        for fallen_marriages_item_data in _fallen_marriages:
            fallen_marriages_item = FallenMarriage.from_dict(fallen_marriages_item_data)

            fallen_marriages.append(fallen_marriages_item)

        trick_result = cls(
            ruleset=ruleset,
            winner_seat=winner_seat,
            winning_card=winning_card,
            points=points,
            fallen_marriage=fallen_marriage,
            fallen_marriages=fallen_marriages,
        )

        return trick_result
