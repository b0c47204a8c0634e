from enum import StrEnum


class Stage(StrEnum):
    BEFORE_DRAW = "before_draw"
    BEFORE_LEAD = "before_lead"
    IN_TRICK = "in_trick"

    def __str__(self) -> str:
        return str(self.value)
