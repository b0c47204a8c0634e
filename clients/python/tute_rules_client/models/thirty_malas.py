from enum import StrEnum


class ThirtyMalas(StrEnum):
    BELOW_30_LOSES = "below_30_loses"
    MIN_CARD_POINTS = "min_card_points"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
