from enum import StrEnum


class DeclareKind(StrEnum):
    CAPOTE = "capote"
    MARRIAGE = "marriage"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
