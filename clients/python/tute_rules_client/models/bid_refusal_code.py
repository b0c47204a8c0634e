from enum import StrEnum


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
