from enum import IntEnum


class BidStep(IntEnum):
    VALUE_5 = 5
    VALUE_10 = 10

    def __str__(self) -> str:
        return str(self.value)
