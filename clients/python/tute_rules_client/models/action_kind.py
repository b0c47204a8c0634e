from enum import StrEnum


class ActionKind(StrEnum):
    BID = "bid"
    CLAIM = "claim"
    DECLARE = "declare"
    NAME_TRUMP = "name_trump"
    PASS = "pass"
    PLAY = "play"
    SWAP = "swap"
    TAKE_SPARE = "take_spare"

    def __str__(self) -> str:
        return str(self.value)
