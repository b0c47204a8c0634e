from enum import StrEnum


class HandWinner(StrEnum):
    BID = "bid"
    CARD_THRESHOLD = "card_threshold"
    MIDDLE_LOSES = "middle_loses"
    MOST_POINTS = "most_points"
    OVER_100 = "over_100"

    def __str__(self) -> str:
        return str(self.value)
