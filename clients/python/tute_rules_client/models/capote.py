from enum import StrEnum


class Capote(StrEnum):
    AUTOMATIC = "automatic"
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
