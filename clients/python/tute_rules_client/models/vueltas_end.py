from enum import StrEnum


class VueltasEnd(StrEnum):
    AUTO = "auto"
    CLAIM = "claim"

    def __str__(self) -> str:
        return str(self.value)
