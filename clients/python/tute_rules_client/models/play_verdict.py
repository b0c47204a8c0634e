from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.duty import Duty
from ..models.play_phase import PlayPhase

if TYPE_CHECKING:
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.violation import Violation


T = TypeVar("T", bound="PlayVerdict")


@_attrs_define
class PlayVerdict:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int):
        card (str): A card code: rank (1-7, 10, 11, 12) then suit letter (O oros, C copas, E espadas, B bastos).
            Example: 12B.
        legal (bool):
        violations (list[Violation]):
        legal_plays (list[str]): The legal alternatives.
        phase (PlayPhase): stock: the stock has cards; strict: no stock, or it is exhausted.
        duty (Duty): The duties of a phase (`stock_phase_duty`, `strict_phase_duty`). `strict_phase_duty` takes only
            full, free.
    """

    ruleset: AppliedRuleset
    seat: int
    card: str
    legal: bool
    violations: list[Violation]
    legal_plays: list[str]
    phase: PlayPhase
    duty: Duty

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        seat = self.seat

        card = self.card

        legal = self.legal

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        legal_plays = self.legal_plays

        phase = self.phase.value

        duty = self.duty.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "card": card,
                "legal": legal,
                "violations": violations,
                "legal_plays": legal_plays,
                "phase": phase,
                "duty": duty,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.violation import Violation  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        card = d.pop("card")

        legal = d.pop("legal")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = Violation.from_dict(violations_item_data)

            violations.append(violations_item)

        legal_plays = cast(list[str], d.pop("legal_plays"))

        phase = PlayPhase(d.pop("phase"))

        duty = Duty(d.pop("duty"))

        play_verdict = cls(
            ruleset=ruleset,
            seat=seat,
            card=card,
            legal=legal,
            violations=violations,
            legal_plays=legal_plays,
            phase=phase,
            duty=duty,
        )

        return play_verdict
