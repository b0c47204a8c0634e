from enum import StrEnum


class Tie(StrEnum):
    DRAW = "draw"
    LAST_TRICK = "last_trick"

    def __str__(self) -> str:
        return str(self.value)
