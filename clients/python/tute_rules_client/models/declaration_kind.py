from enum import StrEnum


class DeclarationKind(StrEnum):
    CAPOTE = "capote"
    MARRIAGE = "marriage"
    PLATE = "plate"
    SWAP = "swap"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
