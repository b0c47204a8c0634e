from enum import StrEnum


class SwapTiming(StrEnum):
    AFTER_TRICK_WIN_BEFORE_DRAW = "after_trick_win_before_draw"
    AFTER_TRICK_WIN_BEFORE_LEAD = "after_trick_win_before_lead"
    BEFORE_FIRST_LEAD = "before_first_lead"
    ON_OWN_LEAD = "on_own_lead"

    def __str__(self) -> str:
        return str(self.value)
