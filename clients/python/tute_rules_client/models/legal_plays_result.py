from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.duty import Duty
from ..models.play_phase import PlayPhase

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.exclusion import Exclusion


T = TypeVar("T", bound="LegalPlaysResult")


@_attrs_define
class LegalPlaysResult:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int):
        legal_plays (list[str]):
        excluded (list[Exclusion]):
        phase (PlayPhase): stock: the stock has cards; strict: no stock, or it is exhausted.
        duty (Duty): The duties of a phase (`stock_phase_duty`, `strict_phase_duty`). `strict_phase_duty` takes only
            full, free.
    """

    ruleset: AppliedRuleset
    seat: int
    legal_plays: list[str]
    excluded: list[Exclusion]
    phase: PlayPhase
    duty: Duty

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        seat = self.seat

        legal_plays = self.legal_plays

        excluded = []
        for excluded_item_data in self.excluded:
            excluded_item = excluded_item_data.to_dict()
            excluded.append(excluded_item)

        phase = self.phase.value

        duty = self.duty.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "legal_plays": legal_plays,
                "excluded": excluded,
                "phase": phase,
                "duty": duty,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.exclusion import Exclusion  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        legal_plays = cast(list[str], d.pop("legal_plays"))

        excluded = []
        _excluded = d.pop("excluded")
        for excluded_item_data in _excluded:
            excluded_item = Exclusion.from_dict(excluded_item_data)

            excluded.append(excluded_item)

        phase = PlayPhase(d.pop("phase"))

        duty = Duty(d.pop("duty"))

        legal_plays_result = cls(
            ruleset=ruleset,
            seat=seat,
            legal_plays=legal_plays,
            excluded=excluded,
            phase=phase,
            duty=duty,
        )

        return legal_plays_result
