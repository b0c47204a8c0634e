from enum import StrEnum


class HeadLedSuit(StrEnum):
    ALWAYS = "always"
    WHEN_CAN_WIN = "when_can_win"

    def __str__(self) -> str:
        return str(self.value)
