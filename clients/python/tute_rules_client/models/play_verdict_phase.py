from enum import StrEnum


class PlayVerdictPhase(StrEnum):
    STOCK = "stock"
    STRICT = "strict"

    def __str__(self) -> str:
        return str(self.value)
