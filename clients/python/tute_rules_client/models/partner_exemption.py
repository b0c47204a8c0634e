from enum import StrEnum


class PartnerExemption(StrEnum):
    HEAD_AND_TRUMP = "head_and_trump"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
