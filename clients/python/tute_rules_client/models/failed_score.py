from enum import StrEnum


class FailedScore(StrEnum):
    DEFENDERS_SPLIT_BID = "defenders_split_bid"
    MINUS_BID = "minus_bid"

    def __str__(self) -> str:
        return str(self.value)
