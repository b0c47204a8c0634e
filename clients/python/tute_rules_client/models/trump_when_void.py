from enum import StrEnum


class TrumpWhenVoid(StrEnum):
    ALWAYS = "always"
    IF_CAN_WIN = "if_can_win"

    def __str__(self) -> str:
        return str(self.value)
