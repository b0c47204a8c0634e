from enum import StrEnum


class NextDealer(StrEnum):
    LAST_TRICK_WINNER = "last_trick_winner"
    ROTATE = "rotate"

    def __str__(self) -> str:
        return str(self.value)
