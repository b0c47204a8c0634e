from enum import StrEnum


class MadeScore(StrEnum):
    BID = "bid"
    POINTS_TAKEN = "points_taken"

    def __str__(self) -> str:
        return str(self.value)
