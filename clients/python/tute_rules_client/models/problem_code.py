from enum import StrEnum
from typing import Any


class ProblemCode(StrEnum):
    BODY_TOO_LARGE = "BODY_TOO_LARGE"
    HTTP_ERROR = "HTTP_ERROR"
    IMPOSSIBLE_POSITION = "IMPOSSIBLE_POSITION"
    INTERNAL_ERROR = "INTERNAL_ERROR"
    INVALID_FIELDS = "INVALID_FIELDS"
    INVALID_INPUT = "INVALID_INPUT"
    INVALID_OVERRIDES = "INVALID_OVERRIDES"
    MALFORMED_JSON = "MALFORMED_JSON"
    METHOD_NOT_ALLOWED = "METHOD_NOT_ALLOWED"
    NOT_ACCEPTABLE = "NOT_ACCEPTABLE"
    NOT_FOUND = "NOT_FOUND"
    NOT_READY = "NOT_READY"
    UNKNOWN_RULESET = "UNKNOWN_RULESET"
    UNSUPPORTED_MEDIA_TYPE = "UNSUPPORTED_MEDIA_TYPE"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "ProblemCode | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
