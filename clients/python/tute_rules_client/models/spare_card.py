from enum import StrEnum


class SpareCard(StrEnum):
    AUCTION_WINNER_MAY_TAKE = "auction_winner_may_take"
    FACE_DOWN_ASIDE = "face_down_aside"
    FACE_UP_PINTA = "face_up_pinta"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
