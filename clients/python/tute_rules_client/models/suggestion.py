from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_level import PlayerLevel

if TYPE_CHECKING:
    from ..models.action import Action
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.candidate import Candidate


T = TypeVar("T", bound="Suggestion")


@_attrs_define
class Suggestion:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int):
        level (PlayerLevel): How a suggestion is made: `random`, a legal action drawn at random; `basic`, a good club
            player's rules of thumb; `strong`, a search over the deals consistent with what the seat knows, `basic` playing
            each candidate out.
        action (Action):
        candidates (list[Candidate]): strong: every action weighed, best first (empty for the other levels, and when the
            seat has one action only).
        worlds (int): strong: the deals played out.
        playouts (int): strong: the playouts made: worlds times candidates, less the worlds in which a candidate dropped
            as clearly worse was no longer played out.
        cut_short (bool): strong: the deadline ended the search before its effort was spent.
    """

    ruleset: AppliedRuleset
    seat: int
    level: PlayerLevel
    action: Action
    candidates: list[Candidate]
    worlds: int
    playouts: int
    cut_short: bool

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        seat = self.seat

        level = self.level.value

        action = self.action.to_dict()

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        worlds = self.worlds

        playouts = self.playouts

        cut_short = self.cut_short

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "level": level,
                "action": action,
                "candidates": candidates,
                "worlds": worlds,
                "playouts": playouts,
                "cut_short": cut_short,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415
        from ..models.applied_ruleset import AppliedRuleset  # noqa: PLC0415
        from ..models.candidate import Candidate  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        level = PlayerLevel(d.pop("level"))

        action = Action.from_dict(d.pop("action"))

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = Candidate.from_dict(candidates_item_data)

            candidates.append(candidates_item)

        worlds = d.pop("worlds")

        playouts = d.pop("playouts")

        cut_short = d.pop("cut_short")

        suggestion = cls(
            ruleset=ruleset,
            seat=seat,
            level=level,
            action=action,
            candidates=candidates,
            worlds=worlds,
            playouts=playouts,
            cut_short=cut_short,
        )

        return suggestion
