from enum import StrEnum


class MarriagesPerTrick(StrEnum):
    ONE_PER_PLAYER = "one_per_player"
    ONE_PER_TRICK = "one_per_trick"

    def __str__(self) -> str:
        return str(self.value)
