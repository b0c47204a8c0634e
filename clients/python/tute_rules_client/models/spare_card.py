from enum import StrEnum
from typing import Any


class SpareCard(StrEnum):
    AUCTION_WINNER_MAY_TAKE = "auction_winner_may_take"
    FACE_DOWN_ASIDE = "face_down_aside"
    FACE_UP_PINTA = "face_up_pinta"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "SpareCard | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
