from enum import StrEnum
from typing import Any


class MarriageWindow(StrEnum):
    ANY = "any"
    FIRST_FINAL_TRICK = "first_final_trick"
    UNTIL_LAST_DRAW = "until_last_draw"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "MarriageWindow | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
