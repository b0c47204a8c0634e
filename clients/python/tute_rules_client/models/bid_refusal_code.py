from enum import StrEnum
from typing import Any


class BidRefusalCode(StrEnum):
    ALREADY_PASSED = "ALREADY_PASSED"
    AUCTION_CLOSED = "AUCTION_CLOSED"
    BID_NOT_A_STEP = "BID_NOT_A_STEP"
    BID_TOO_HIGH = "BID_TOO_HIGH"
    BID_TOO_LOW = "BID_TOO_LOW"
    INVALID_BID = "INVALID_BID"
    NOT_YOUR_TURN = "NOT_YOUR_TURN"
    SEAT_OUT_OF_RANGE = "SEAT_OUT_OF_RANGE"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "BidRefusalCode | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
