from enum import StrEnum


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
