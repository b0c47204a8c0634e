from enum import StrEnum


class AdjudicationTrumpType2Type1(StrEnum):
    B = "B"
    C = "C"
    E = "E"
    O = "O"

    def __str__(self) -> str:
        return str(self.value)
