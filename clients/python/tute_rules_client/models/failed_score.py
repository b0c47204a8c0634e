from enum import StrEnum
from typing import Any


class FailedScore(StrEnum):
    DEFENDERS_SPLIT_BID = "defenders_split_bid"
    MINUS_BID = "minus_bid"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "FailedScore | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
