from enum import StrEnum


class FirstLead(StrEnum):
    DECLARER = "declarer"
    MANO = "mano"

    def __str__(self) -> str:
        return str(self.value)
