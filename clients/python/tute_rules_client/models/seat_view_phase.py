from enum import StrEnum


class SeatViewPhase(StrEnum):
    AUCTION = "auction"
    NAMING = "naming"
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
