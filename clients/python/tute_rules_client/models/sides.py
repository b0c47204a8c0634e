from enum import StrEnum


class Sides(StrEnum):
    DECLARER_VS_REST = "declarer_vs_rest"
    INDIVIDUAL = "individual"
    PAIRS = "pairs"

    def __str__(self) -> str:
        return str(self.value)
