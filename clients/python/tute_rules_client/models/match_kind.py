from enum import StrEnum
from typing import Any


class MatchKind(StrEnum):
    COTOS = "cotos"
    CUMULATIVE_POINTS = "cumulative_points"
    GAMES_TO_N = "games_to_n"
    PENALTY_POINTS = "penalty_points"
    POINTS_SERIES = "points_series"
    SERIES = "series"

    def __str__(self) -> str:
        return str(self.value)

    @classmethod
    def _missing_(cls, value: Any) -> "MatchKind | None":
        """A value the contract of this SDK's version does not list, kept as it came."""
        if not isinstance(value, str):
            return None
        member = str.__new__(cls, value)
        member._name_ = value
        member._value_ = value
        return member
