from enum import IntEnum


class TuteRank(IntEnum):
    VALUE_10 = 10
    VALUE_11 = 11
    VALUE_12 = 12

    def __str__(self) -> str:
        return str(self.value)
