from enum import StrEnum


class DefendersScore(StrEnum):
    NONE = "none"
    POINTS_TAKEN = "points_taken"

    def __str__(self) -> str:
        return str(self.value)
