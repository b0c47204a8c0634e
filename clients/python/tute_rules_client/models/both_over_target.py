from enum import StrEnum


class BothOverTarget(StrEnum):
    HIGHER_TOTAL = "higher_total"
    LAST_TRICK = "last_trick"

    def __str__(self) -> str:
        return str(self.value)
