from enum import StrEnum
from typing import Any


class Duty(StrEnum):
    FOLLOW_AND_HEAD_TRUMP_LEAD = "follow_and_head_trump_lead"
    FOLLOW_TRUMP_LEAD = "follow_trump_lead"
    FREE = "free"
    FULL = "full"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "Duty | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
