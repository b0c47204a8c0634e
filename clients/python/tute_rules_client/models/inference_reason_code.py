from enum import StrEnum
from typing import Any


class InferenceReasonCode(StrEnum):
    ACCOUNTED_FOR = "ACCOUNTED_FOR"
    CARD_NOT_IN_HAND = "CARD_NOT_IN_HAND"
    HELD_BY_OTHER = "HELD_BY_OTHER"
    IN_YOUR_HAND = "IN_YOUR_HAND"
    MUST_FOLLOW_SUIT = "MUST_FOLLOW_SUIT"
    MUST_FOLLOW_TRUMP_LEAD = "MUST_FOLLOW_TRUMP_LEAD"
    MUST_HEAD = "MUST_HEAD"
    MUST_OVERTRUMP = "MUST_OVERTRUMP"
    MUST_TRUMP = "MUST_TRUMP"
    MUST_UNDERTRUMP = "MUST_UNDERTRUMP"
    PLAYED = "PLAYED"
    TURN_UP = "TURN_UP"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "InferenceReasonCode | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
