from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.violation_code import ViolationCode

T = TypeVar("T", bound="Violation")


@_attrs_define
class Violation:
    """
    Attributes:
        code (ViolationCode): A duty a play breaks.
        message (str):
    """

    code: ViolationCode
    message: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = ViolationCode(d.pop("code"))

        message = d.pop("message")

        violation = cls(
            code=code,
            message=message,
        )

        return violation
