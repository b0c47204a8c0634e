from enum import StrEnum


class MarriageWindow(StrEnum):
    ANY = "any"
    FIRST_FINAL_TRICK = "first_final_trick"
    UNTIL_LAST_DRAW = "until_last_draw"

    def __str__(self) -> str:
        return str(self.value)
