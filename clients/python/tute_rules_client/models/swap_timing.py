from enum import StrEnum
from typing import Any


class SwapTiming(StrEnum):
    AFTER_TRICK_WIN_BEFORE_DRAW = "after_trick_win_before_draw"
    AFTER_TRICK_WIN_BEFORE_LEAD = "after_trick_win_before_lead"
    BEFORE_FIRST_LEAD = "before_first_lead"
    ON_OWN_LEAD = "on_own_lead"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "SwapTiming | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
