from enum import IntEnum


class LastTrickBonus(IntEnum):
    VALUE_10 = 10
    VALUE_0 = 0

    def __str__(self) -> str:
        return str(self.value)
