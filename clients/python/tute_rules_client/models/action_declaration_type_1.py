from enum import StrEnum


class ActionDeclarationType1(StrEnum):
    MARRIAGE = "marriage"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
