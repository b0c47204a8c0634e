from enum import StrEnum


class TuteAfterMarriage(StrEnum):
    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"

    def __str__(self) -> str:
        return str(self.value)
