from enum import IntEnum


class DoubleAt(IntEnum):
    VALUE_101 = 101

    def __str__(self) -> str:
        return str(self.value)
