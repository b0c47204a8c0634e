from enum import StrEnum


class AllPass(StrEnum):
    REDEAL = "redeal"

    def __str__(self) -> str:
        return str(self.value)
