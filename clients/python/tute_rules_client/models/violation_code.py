from enum import StrEnum
from typing import Any


class ViolationCode(StrEnum):
    CARD_NOT_IN_HAND = "CARD_NOT_IN_HAND"
    MUST_FOLLOW_SUIT = "MUST_FOLLOW_SUIT"
    MUST_FOLLOW_TRUMP_LEAD = "MUST_FOLLOW_TRUMP_LEAD"
    MUST_HEAD = "MUST_HEAD"
    MUST_OVERTRUMP = "MUST_OVERTRUMP"
    MUST_TRUMP = "MUST_TRUMP"
    MUST_UNDERTRUMP = "MUST_UNDERTRUMP"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "ViolationCode | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
