from enum import StrEnum


class EndedBy(StrEnum):
    ALL_PASSED = "all_passed"
    CAPOTE_LOST = "capote_lost"
    CLAIM = "claim"
    PLAYED_OUT = "played_out"
    TARGET_REACHED = "target_reached"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
