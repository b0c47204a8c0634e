from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player_level import PlayerLevel

if TYPE_CHECKING:
    from ..models.action import Action
    from ..models.applied_ruleset import AppliedRuleset
    from ..models.declaration_candidate import DeclarationCandidate


T = TypeVar("T", bound="DeclarationSuggestion")


@_attrs_define
class DeclarationSuggestion:
    """
    Attributes:
        ruleset (AppliedRuleset):
        seat (int):
        level (PlayerLevel): How a suggestion is made: `random`, a legal action drawn at random; `basic`, a good club
            player's rules of thumb; `strong`, a search over the deals consistent with what the seat knows, `basic` playing
            each candidate out.
        declaration (Action | None): The declaration to make now, ready to append to the record; null: decline for now
            (the seat is not asked again until something happens at the table).
        candidates (list[DeclarationCandidate]): strong: every declaration weighed and declining (action null), best
            first; empty for the other levels.
        worlds (int): strong: the deals played out.
        playouts (int): strong: the playouts made.
        cut_short (bool): strong: the deadline ended the search before its effort was spent.
    """

    ruleset: AppliedRuleset
    seat: int
    level: PlayerLevel
    declaration: Action | None
    candidates: list[DeclarationCandidate]
    worlds: int
    playouts: int
    cut_short: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.action import Action  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        seat = self.seat

        level = self.level.value

        declaration: dict[str, Any] | None
        if isinstance(self.declaration, Action):
            declaration = self.declaration.to_dict()
        else:
            declaration = self.declaration

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
                "declaration": declaration,
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
        from ..models.declaration_candidate import DeclarationCandidate  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = AppliedRuleset.from_dict(d.pop("ruleset"))

        seat = d.pop("seat")

        level = PlayerLevel(d.pop("level"))

        def _parse_declaration(data: object) -> Action | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                declaration_type_0 = Action.from_dict(data)

                return declaration_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Action | None, data)

        declaration = _parse_declaration(d.pop("declaration"))

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = DeclarationCandidate.from_dict(candidates_item_data)

            candidates.append(candidates_item)

        worlds = d.pop("worlds")

        playouts = d.pop("playouts")

        cut_short = d.pop("cut_short")

        declaration_suggestion = cls(
            ruleset=ruleset,
            seat=seat,
            level=level,
            declaration=declaration,
            candidates=candidates,
            worlds=worlds,
            playouts=playouts,
            cut_short=cut_short,
        )

        return declaration_suggestion
