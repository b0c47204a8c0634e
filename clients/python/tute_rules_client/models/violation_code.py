from enum import StrEnum


class ViolationCode(StrEnum):
    CARD_NOT_IN_HAND = "CARD_NOT_IN_HAND"
    MUST_FOLLOW_SUIT = "MUST_FOLLOW_SUIT"
    MUST_FOLLOW_TRUMP_LEAD = "MUST_FOLLOW_TRUMP_LEAD"
    MUST_HEAD = "MUST_HEAD"
    MUST_OVERTRUMP = "MUST_OVERTRUMP"
    MUST_TRUMP = "MUST_TRUMP"
    MUST_UNDERTRUMP = "MUST_UNDERTRUMP"

    def __str__(self) -> str:
        return str(self.value)
