from enum import StrEnum


class MarriageSides(StrEnum):
    BOTH = "both"
    DECLARER_ONLY = "declarer_only"

    def __str__(self) -> str:
        return str(self.value)
