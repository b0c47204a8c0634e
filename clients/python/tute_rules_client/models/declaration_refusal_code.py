from enum import StrEnum
from typing import Any


class DeclarationRefusalCode(StrEnum):
    CAPOTE_ALREADY_DECLARED = "CAPOTE_ALREADY_DECLARED"
    NOT_DECLARABLE = "NOT_DECLARABLE"
    NOT_DECLARER = "NOT_DECLARER"
    NOT_LEADER = "NOT_LEADER"
    NO_TRICK_WON = "NO_TRICK_WON"
    ONE_PER_TRICK = "ONE_PER_TRICK"
    PAIR_NOT_HELD = "PAIR_NOT_HELD"
    PLATE_ALREADY_DECLARED = "PLATE_ALREADY_DECLARED"
    SITS_OUT = "SITS_OUT"
    STOCK_EMPTY = "STOCK_EMPTY"
    SUIT_ALREADY_DECLARED = "SUIT_ALREADY_DECLARED"
    SWAP_CARD_NOT_HELD = "SWAP_CARD_NOT_HELD"
    TRUMP_MARRIAGE_FIRST = "TRUMP_MARRIAGE_FIRST"
    TRUMP_NOT_FIXED = "TRUMP_NOT_FIXED"
    TURN_UP_NOT_EXCHANGEABLE = "TURN_UP_NOT_EXCHANGEABLE"
    TUTE_AFTER_MARRIAGE = "TUTE_AFTER_MARRIAGE"
    TUTE_ALREADY_DECLARED = "TUTE_ALREADY_DECLARED"
    TUTE_NOT_HELD = "TUTE_NOT_HELD"
    WINDOW_CLOSED = "WINDOW_CLOSED"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "DeclarationRefusalCode | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
