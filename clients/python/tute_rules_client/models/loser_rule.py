from enum import StrEnum


class LoserRule(StrEnum):
    NO_TRICKS_OVER_100_MIDDLE_TIES = "no_tricks_over_100_middle_ties"

    def __str__(self) -> str:
        return str(self.value)
