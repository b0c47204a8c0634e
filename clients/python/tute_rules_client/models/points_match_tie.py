from enum import StrEnum


class PointsMatchTie(StrEnum):
    LAST_HAND_WINNER = "last_hand_winner"
    PLAY_ON = "play_on"

    def __str__(self) -> str:
        return str(self.value)
