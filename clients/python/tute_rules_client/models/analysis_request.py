from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.action import Action
    from ..models.deal_in import DealIn
    from ..models.deal_record import DealRecord
    from ..models.overrides import Overrides


T = TypeVar("T", bound="AnalysisRequest")


@_attrs_define
class AnalysisRequest:
    """
    Attributes:
        ruleset (str): Ruleset id or alias (GET /v1/rulesets lists them). Example: tute-dos.
        deal (DealIn):
        actions (list[Action]): Every action of the hand, in order.
        overrides (Overrides | Unset): Switch name -> value, any subset of the switches (GET /v1/rulesets/{ruleset_id}
            lists them with their values in a ruleset). The server answers an unknown switch, a value the switch does not
            take and a switch that cannot apply to the game with a 422 INVALID_OVERRIDES problem (UNKNOWN_SWITCH,
            INVALID_SWITCH_VALUE, SWITCH_NOT_APPLICABLE) that names the allowed values.
        players (int | Unset): Seat count, where the ruleset allows several (the same as the `players` override).
        ruleset_version (str | Unset): Optional pin: the ruleset version the caller expects (as answers echo it in
            `ruleset.version`). When the service's differs, the request is a 422 RULESET_VERSION_MISMATCH instead of an
            answer under other rules. Example: 1.0.0.
        vueltas (DealRecord | Unset):
        seat (int | Unset): The seat whose actions are analysed (default: the seat to act).
        max_nodes (int | Unset): The positions the search may expand: 1 to 200000, default 50000. A position too large
            for it is answered with proven bounds and `solved: false`.
    """

    ruleset: str
    deal: DealIn
    actions: list[Action]
    overrides: Overrides | Unset = UNSET
    players: int | Unset = UNSET
    ruleset_version: str | Unset = UNSET
    vueltas: DealRecord | Unset = UNSET
    seat: int | Unset = UNSET
    max_nodes: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        deal = self.deal.to_dict()

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        overrides: dict[str, Any] | Unset = UNSET
        if not isinstance(self.overrides, Unset):
            overrides = self.overrides.to_dict()

        players = self.players

        ruleset_version = self.ruleset_version

        vueltas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.vueltas, Unset):
            vueltas = self.vueltas.to_dict()

        seat = self.seat

        max_nodes = self.max_nodes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "deal": deal,
                "actions": actions,
            }
        )
        if overrides is not UNSET:
            field_dict["overrides"] = overrides
        if players is not UNSET:
            field_dict["players"] = players
        if ruleset_version is not UNSET:
            field_dict["ruleset_version"] = ruleset_version
        if vueltas is not UNSET:
            field_dict["vueltas"] = vueltas
        if seat is not UNSET:
            field_dict["seat"] = seat
        if max_nodes is not UNSET:
            field_dict["max_nodes"] = max_nodes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action import Action  # noqa: PLC0415
        from ..models.deal_in import DealIn  # noqa: PLC0415
        from ..models.deal_record import DealRecord  # noqa: PLC0415
        from ..models.overrides import Overrides  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        deal = DealIn.from_dict(d.pop("deal"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = Action.from_dict(actions_item_data)

            actions.append(actions_item)

        _overrides = d.pop("overrides", UNSET)
        overrides: Overrides | Unset
        if isinstance(_overrides, Unset):
            overrides = UNSET
        else:
            overrides = Overrides.from_dict(_overrides)

        players = d.pop("players", UNSET)

        ruleset_version = d.pop("ruleset_version", UNSET)

        _vueltas = d.pop("vueltas", UNSET)
        vueltas: DealRecord | Unset
        if isinstance(_vueltas, Unset):
            vueltas = UNSET
        else:
            vueltas = DealRecord.from_dict(_vueltas)

        seat = d.pop("seat", UNSET)

        max_nodes = d.pop("max_nodes", UNSET)

        analysis_request = cls(
            ruleset=ruleset,
            deal=deal,
            actions=actions,
            overrides=overrides,
            players=players,
            ruleset_version=ruleset_version,
            vueltas=vueltas,
            seat=seat,
            max_nodes=max_nodes,
        )

        return analysis_request
