from enum import StrEnum


class HandPhase(StrEnum):
    AUCTION = "auction"
    NAMING = "naming"
    OVER = "over"
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
