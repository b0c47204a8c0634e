from enum import StrEnum


class AuctionRounds(StrEnum):
    SINGLE = "single"
    UNTIL_ONE_LEFT = "until_one_left"
    UNTIL_PAIR_PASSES = "until_pair_passes"

    def __str__(self) -> str:
        return str(self.value)
