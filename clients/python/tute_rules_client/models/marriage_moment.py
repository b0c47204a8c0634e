from enum import StrEnum


class MarriageMoment(StrEnum):
    BEFORE_DRAW = "before_draw"
    UNTIL_NEXT_LEAD = "until_next_lead"

    def __str__(self) -> str:
        return str(self.value)
