from enum import StrEnum


class MarriagePair(StrEnum):
    KING_KNIGHT = "king_knight"
    KING_SOTA = "king_sota"

    def __str__(self) -> str:
        return str(self.value)
