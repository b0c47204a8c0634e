from enum import StrEnum


class Vueltas(StrEnum):
    CUMULATIVE = "cumulative"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
