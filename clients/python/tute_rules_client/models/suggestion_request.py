from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_level import PlayerLevel
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.overrides import Overrides
    from ..models.record_form import RecordForm
    from ..models.seat_knowledge import SeatKnowledge


T = TypeVar("T", bound="SuggestionRequest")


@_attrs_define
class SuggestionRequest:
    """
    Attributes:
        ruleset (str): Ruleset id or alias (GET /v1/rulesets lists them). Example: tute-dos.
        seat (int): Whose knowledge.
        level (PlayerLevel): How a suggestion is made: `random`, a legal action drawn at random; `basic`, a good club
            player's rules of thumb; `strong`, a search over the deals consistent with what the seat knows, `basic` playing
            each candidate out.
        overrides (Overrides | Unset): Switch name -> value, any subset of the switches (GET /v1/rulesets/{ruleset_id}
            lists them with their values in a ruleset). The server answers an unknown switch, a value the switch does not
            take and a switch that cannot apply to the game with a 422 INVALID_OVERRIDES problem (UNKNOWN_SWITCH,
            INVALID_SWITCH_VALUE, SWITCH_NOT_APPLICABLE) that names the allowed values.
        players (int | Unset): Seat count, where the ruleset allows several (the same as the `players` override).
        ruleset_version (str | Unset): Optional pin: the ruleset version the caller expects (as answers echo it in
            `ruleset.version`). When the service's differs, the request is a 422 RULESET_VERSION_MISMATCH instead of an
            answer under other rules. Example: 1.0.0.
        knowledge (SeatKnowledge | Unset):
        record (RecordForm | Unset):
        after_actions (int | Unset): With `record`: how many of its actions have been made (default all), counted
            through the first deal and on into the vueltas.
        seed (int | Unset): The random source's seed (default 0): the same request answers the same action, unless
            `deadline_ms` cut the search.
        effort (int | Unset): strong: the most playouts to make (default 120, at most 10000): worlds times candidates,
            less when a candidate clearly worse than the best is dropped.
        deadline_ms (int | Unset): strong: stop searching after this many milliseconds and answer from the worlds played
            out so far (`cut_short` says so): 1 to 5000, default 2000, so that no request holds the service longer, whatever
            its effort.
    """

    ruleset: str
    seat: int
    level: PlayerLevel
    overrides: Overrides | Unset = UNSET
    players: int | Unset = UNSET
    ruleset_version: str | Unset = UNSET
    knowledge: SeatKnowledge | Unset = UNSET
    record: RecordForm | Unset = UNSET
    after_actions: int | Unset = UNSET
    seed: int | Unset = UNSET
    effort: int | Unset = UNSET
    deadline_ms: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        seat = self.seat

        level = self.level.value

        overrides: dict[str, Any] | Unset = UNSET
        if not isinstance(self.overrides, Unset):
            overrides = self.overrides.to_dict()

        players = self.players

        ruleset_version = self.ruleset_version

        knowledge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.knowledge, Unset):
            knowledge = self.knowledge.to_dict()

        record: dict[str, Any] | Unset = UNSET
        if not isinstance(self.record, Unset):
            record = self.record.to_dict()

        after_actions = self.after_actions

        seed = self.seed

        effort = self.effort

        deadline_ms = self.deadline_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "seat": seat,
                "level": level,
            }
        )
        if overrides is not UNSET:
            field_dict["overrides"] = overrides
        if players is not UNSET:
            field_dict["players"] = players
        if ruleset_version is not UNSET:
            field_dict["ruleset_version"] = ruleset_version
        if knowledge is not UNSET:
            field_dict["knowledge"] = knowledge
        if record is not UNSET:
            field_dict["record"] = record
        if after_actions is not UNSET:
            field_dict["after_actions"] = after_actions
        if seed is not UNSET:
            field_dict["seed"] = seed
        if effort is not UNSET:
            field_dict["effort"] = effort
        if deadline_ms is not UNSET:
            field_dict["deadline_ms"] = deadline_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.overrides import Overrides  # noqa: PLC0415
        from ..models.record_form import RecordForm  # noqa: PLC0415
        from ..models.seat_knowledge import SeatKnowledge  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        seat = d.pop("seat")

        level = PlayerLevel(d.pop("level"))

        _overrides = d.pop("overrides", UNSET)
        overrides: Overrides | Unset
        if isinstance(_overrides, Unset):
            overrides = UNSET
        else:
            overrides = Overrides.from_dict(_overrides)

        players = d.pop("players", UNSET)

        ruleset_version = d.pop("ruleset_version", UNSET)

        _knowledge = d.pop("knowledge", UNSET)
        knowledge: SeatKnowledge | Unset
        if isinstance(_knowledge, Unset):
            knowledge = UNSET
        else:
            knowledge = SeatKnowledge.from_dict(_knowledge)

        _record = d.pop("record", UNSET)
        record: RecordForm | Unset
        if isinstance(_record, Unset):
            record = UNSET
        else:
            record = RecordForm.from_dict(_record)

        after_actions = d.pop("after_actions", UNSET)

        seed = d.pop("seed", UNSET)

        effort = d.pop("effort", UNSET)

        deadline_ms = d.pop("deadline_ms", UNSET)

        suggestion_request = cls(
            ruleset=ruleset,
            seat=seat,
            level=level,
            overrides=overrides,
            players=players,
            ruleset_version=ruleset_version,
            knowledge=knowledge,
            record=record,
            after_actions=after_actions,
            seed=seed,
            effort=effort,
            deadline_ms=deadline_ms,
        )

        return suggestion_request
