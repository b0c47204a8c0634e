from enum import StrEnum


class MatchKind(StrEnum):
    COTOS = "cotos"
    CUMULATIVE_POINTS = "cumulative_points"
    GAMES_TO_N = "games_to_n"
    PENALTY_POINTS = "penalty_points"
    POINTS_SERIES = "points_series"
    SERIES = "series"

    def __str__(self) -> str:
        return str(self.value)
