from enum import StrEnum


class MarriageWindow(StrEnum):
    ANY = "any"
    UNTIL_LAST_DRAW = "until_last_draw"

    def __str__(self) -> str:
        return str(self.value)
