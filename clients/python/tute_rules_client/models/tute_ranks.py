from enum import StrEnum


class TuteRanks(StrEnum):
    KINGS_KNIGHTS = "kings_knights"
    KINGS_SOTAS = "kings_sotas"

    def __str__(self) -> str:
        return str(self.value)
