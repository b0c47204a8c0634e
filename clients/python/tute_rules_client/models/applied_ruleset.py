from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.applied_ruleset_overrides import AppliedRulesetOverrides


T = TypeVar("T", bound="AppliedRuleset")


@_attrs_define
class AppliedRuleset:
    """
    Attributes:
        id (str): Canonical ruleset id.
        version (str):
        overrides (AppliedRulesetOverrides): The overrides applied (switch -> value).
    """

    id: str
    version: str
    overrides: AppliedRulesetOverrides

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
        from ..models.applied_ruleset_overrides import AppliedRulesetOverrides  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        overrides = AppliedRulesetOverrides.from_dict(d.pop("overrides"))

        applied_ruleset = cls(
            id=id,
            version=version,
            overrides=overrides,
        )

        return applied_ruleset
