from enum import StrEnum


class LegalPlaysPhase(StrEnum):
    STOCK = "stock"
    STRICT = "strict"

    def __str__(self) -> str:
        return str(self.value)
