from enum import StrEnum


class BidKind(StrEnum):
    BID = "bid"
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
