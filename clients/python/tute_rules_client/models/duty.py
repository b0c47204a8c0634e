from enum import StrEnum


class Duty(StrEnum):
    FOLLOW_AND_HEAD_TRUMP_LEAD = "follow_and_head_trump_lead"
    FOLLOW_TRUMP_LEAD = "follow_trump_lead"
    FREE = "free"
    FULL = "full"

    def __str__(self) -> str:
        return str(self.value)
