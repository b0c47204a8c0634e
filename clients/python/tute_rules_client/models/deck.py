from enum import IntEnum


class Deck(IntEnum):
    VALUE_40 = 40
    VALUE_36 = 36

    def __str__(self) -> str:
        return str(self.value)
