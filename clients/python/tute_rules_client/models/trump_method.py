from enum import StrEnum


class TrumpMethod(StrEnum):
    DEALER_LAST_CARD = "dealer_last_card"
    DECLARER_NAMES = "declarer_names"
    FIRST_MARRIAGE = "first_marriage"
    LAST_CARD_UNOWNED = "last_card_unowned"
    TURN_UP = "turn_up"

    def __str__(self) -> str:
        return str(self.value)
