from enum import StrEnum


class RankOrder(StrEnum):
    GUINOTE = "guinote"
    TUTE = "tute"

    def __str__(self) -> str:
        return str(self.value)
