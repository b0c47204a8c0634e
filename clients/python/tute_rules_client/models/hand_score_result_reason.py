from enum import StrEnum


class HandScoreResultReason(StrEnum):
    BID_FAILED = "bid_failed"
    BID_MADE = "bid_made"
    CARD_THRESHOLD = "card_threshold"
    DRAW = "draw"
    LAST_TRICK = "last_trick"
    MIDDLE_LOSES = "middle_loses"
    MOST_POINTS = "most_points"
    NO_WINNER = "no_winner"
    OVER_100 = "over_100"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
