from enum import StrEnum


class DeclarationAskedKind(StrEnum):
    MARRIAGE = "marriage"
    SWAP = "swap"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
