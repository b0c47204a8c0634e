from enum import StrEnum


class Capote(StrEnum):
    AUTOMATIC = "automatic"
    DECLARED = "declared"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
