from enum import StrEnum


class EndedBy(StrEnum):
    ALL_PASSED = "all_passed"
    PLAYED_OUT = "played_out"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
