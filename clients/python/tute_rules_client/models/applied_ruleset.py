from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.overrides import Overrides


T = TypeVar("T", bound="AppliedRuleset")


@_attrs_define
class AppliedRuleset:
    """
    Attributes:
        id (str): Canonical ruleset id.
        version (str):
        overrides (Overrides): Switch name -> value, any subset of the switches (GET /v1/rulesets/{ruleset_id} lists
            them with their values in a ruleset). The server answers an unknown switch, a value the switch does not take and
            a switch that cannot apply to the game with a 422 INVALID_OVERRIDES problem (UNKNOWN_SWITCH,
            INVALID_SWITCH_VALUE, SWITCH_NOT_APPLICABLE) that names the allowed values.
    """

    id: str
    version: str
    overrides: Overrides

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        overrides = self.overrides.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "version": version,
                "overrides": overrides,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.overrides import Overrides  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        overrides = Overrides.from_dict(d.pop("overrides"))

        applied_ruleset = cls(
            id=id,
            version=version,
            overrides=overrides,
        )

        return applied_ruleset
