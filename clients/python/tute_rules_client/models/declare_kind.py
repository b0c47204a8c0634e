from enum import StrEnum


class DeclareKind(StrEnum):
    CAPOTE = "capote"
    MARRIAGE = "marriage"
    PLATE = "plate"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
