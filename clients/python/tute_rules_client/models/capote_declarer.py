from enum import StrEnum


class CapoteDeclarer(StrEnum):
    EITHER = "either"
    LEADER = "leader"

    def __str__(self) -> str:
        return str(self.value)
