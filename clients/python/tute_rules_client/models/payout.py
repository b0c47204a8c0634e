from enum import StrEnum


class Payout(StrEnum):
    FOURNIER_NO_PLATE = "fournier_no_plate"
    FOURNIER_PLATE = "fournier_plate"
    POINTS_ONLY = "points_only"

    def __str__(self) -> str:
        return str(self.value)
