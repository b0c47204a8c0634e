from enum import StrEnum


class PlayPhase(StrEnum):
    STOCK = "stock"
    STRICT = "strict"

    def __str__(self) -> str:
        return str(self.value)
