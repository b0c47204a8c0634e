from enum import StrEnum


class MarriageAward(StrEnum):
    DECLARED = "declared"
    FALLEN_IN_TRICK = "fallen_in_trick"

    def __str__(self) -> str:
        return str(self.value)
