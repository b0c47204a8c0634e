from enum import StrEnum


class DeclarationKind(StrEnum):
    CAPOTE = "capote"
    MARRIAGE = "marriage"
    SWAP = "swap"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
