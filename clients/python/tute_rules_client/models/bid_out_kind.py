from enum import StrEnum


class BidOutKind(StrEnum):
    BID = "bid"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
