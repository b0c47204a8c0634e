from enum import StrEnum


class Suit(StrEnum):
    B = "B"
    C = "C"
    E = "E"
    O = "O"

    def __str__(self) -> str:
        return str(self.value)
