from enum import StrEnum
from typing import Any


class HandScoreReason(StrEnum):
    BID_FAILED = "bid_failed"
    BID_MADE = "bid_made"
    CAPOTE = "capote"
    CAPOTE_LOST = "capote_lost"
    CAPOTE_SINGER = "capote_singer"
    CARD_THRESHOLD = "card_threshold"
    CLAIM = "claim"
    DRAW = "draw"
    FALSE_CLAIM = "false_claim"
    LAST_TRICK = "last_trick"
    MIDDLE_LOSES = "middle_loses"
    MOST_POINTS = "most_points"
    NO_TRICKS = "no_tricks"
    NO_WINNER = "no_winner"
    OVER_100 = "over_100"
    OVER_100_LOSES = "over_100_loses"
    SHARED_SCORE_LOSES = "shared_score_loses"
    THIRTY_MALAS = "thirty_malas"
    TUTE = "tute"
    VUELTAS = "vueltas"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "HandScoreReason | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
