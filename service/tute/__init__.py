"""The rules of Tute and its relatives, as a pure Python library.

Start with :func:`find_ruleset`, build a :class:`PlayPosition`, then ask :func:`judge_plays`
(every card judged), :func:`legal_plays`, :func:`validate_play` or :func:`resolve_trick`.
Nothing here imports Flask; the HTTP service in :mod:`tute.api` is a thin layer over it.
"""

from tute.cards import DECK, RANKS, SUITS, Card, Suit, card, parse_card, parse_cards
from tute.errors import (
    CardCodeError,
    ImpossiblePositionError,
    InvalidInputError,
    OverrideError,
    Problem,
    TuteError,
    UnknownRulesetError,
)
from tute.play import (
    DUTY_MESSAGES,
    Exclusion,
    PlayJudgement,
    PlayPosition,
    PlayVerdict,
    TrickCard,
    TrickResult,
    Violation,
    check_position,
    is_legal,
    judge_plays,
    legal_plays,
    position_problems,
    resolve_trick,
    trick_problems,
    validate_play,
)
from tute.rulesets import SWITCHES, Ruleset, Switch, find_ruleset, named_rulesets, ruleset_ids

__all__ = [
    "DECK", "DUTY_MESSAGES", "RANKS", "SUITS", "SWITCHES", "Card", "CardCodeError", "Exclusion",
    "ImpossiblePositionError", "InvalidInputError", "OverrideError", "PlayJudgement",
    "PlayPosition", "PlayVerdict", "Problem", "Ruleset", "Suit", "Switch", "TrickCard",
    "TrickResult", "TuteError", "UnknownRulesetError", "Violation", "card", "check_position",
    "find_ruleset", "is_legal", "judge_plays", "legal_plays", "named_rulesets", "parse_card",
    "parse_cards", "position_problems", "resolve_trick", "ruleset_ids", "trick_problems",
    "validate_play",
]
