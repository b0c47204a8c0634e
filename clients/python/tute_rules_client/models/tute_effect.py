from enum import StrEnum


class TuteEffect(StrEnum):
    CONTINUE_HAND = "continue_hand"
    WIN_GAME = "win_game"
    WIN_HAND = "win_hand"

    def __str__(self) -> str:
        return str(self.value)
