from enum import StrEnum


class MatchKind(StrEnum):
    CUMULATIVE_POINTS = "cumulative_points"
    GAMES_TO_N = "games_to_n"
    SERIES = "series"

    def __str__(self) -> str:
        return str(self.value)
