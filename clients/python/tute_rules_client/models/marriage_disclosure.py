from enum import StrEnum


class MarriageDisclosure(StrEnum):
    HIDDEN_IN_STRICT_PHASE = "hidden_in_strict_phase"
    SHOW = "show"

    def __str__(self) -> str:
        return str(self.value)
