from enum import StrEnum
from typing import Any


class TrumpMethod(StrEnum):
    DEALER_LAST_CARD = "dealer_last_card"
    DECLARER_NAMES = "declarer_names"
    FIRST_MARRIAGE = "first_marriage"
    LAST_CARD_UNOWNED = "last_card_unowned"
    TURN_UP = "turn_up"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "TrumpMethod | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
