from enum import StrEnum


class DeclareKind(StrEnum):
    MARRIAGE = "marriage"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
