from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ProblemItem")


@_attrs_define
class ProblemItem:
    """
    Attributes:
        code (str): Stable code: FIELD_REQUIRED, FIELD_UNKNOWN, FIELD_NULL, FIELD_INVALID for schema errors, the
            engine's codes (DUPLICATE_CARD, UNKNOWN_SWITCH, ...) otherwise.
        field (str): JSON pointer into the request body ('' is the body itself).
        message (str):
    """

    code: str
    field: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        field = self.field

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "field": field,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        field = d.pop("field")

        message = d.pop("message")

        problem_item = cls(
            code=code,
            field=field,
            message=message,
        )

        return problem_item
