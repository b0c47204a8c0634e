"""The rules of Tute and its relatives, as a pure Python library.

Start with :func:`find_ruleset`, build a :class:`PlayPosition`, then ask :func:`judge_plays`
(every card judged), :func:`legal_plays`, :func:`validate_play` or :func:`resolve_trick`.
Declarations: :func:`available_declarations`, :func:`judge_declaration`. A finished hand:
:func:`score_hand`; a match: :func:`score_match`; the auction: :func:`auction_state`,
:func:`judge_bid`; deals: :func:`deal_from_seed`, :func:`deal_from_cards`; a whole recorded
hand: :func:`adjudicate`, :func:`position_after`. Nothing here imports Flask; :mod:`tute.api`
is a thin layer over it.
"""

from tute.auction import AuctionState, Bid, BidVerdict, auction_state, judge_bid
from tute.cards import DECK, RANKS, SUITS, Card, Suit, card, parse_card, parse_cards
from tute.deal import Deal, deal_from_cards, deal_from_seed
from tute.declarations import (
    Declaration,
    DeclarationContext,
    DeclarationEffect,
    DeclarationVerdict,
    available_declarations,
    check_declaration_context,
    declaration_problems,
    judge_declaration,
)
from tute.errors import (
    CardCodeError,
    ImpossiblePositionError,
    InvalidInputError,
    OverrideError,
    Problem,
    TuteError,
    UnknownRulesetError,
)
from tute.hand import (
    Action,
    ActionError,
    HandAdjudication,
    HandRecord,
    SeatView,
    TrickRecord,
    adjudicate,
    position_after,
    random_record,
)
from tute.match import HandOutcome, MatchResult, score_match
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
from tute.scoring import Contract, HandScore, SideScore, score_hand

__all__ = [
    "DECK",
    "DUTY_MESSAGES",
    "RANKS",
    "SUITS",
    "SWITCHES",
    "Action",
    "ActionError",
    "AuctionState",
    "Bid",
    "BidVerdict",
    "Card",
    "CardCodeError",
    "Contract",
    "Deal",
    "Declaration",
    "DeclarationContext",
    "DeclarationEffect",
    "DeclarationVerdict",
    "Exclusion",
    "HandAdjudication",
    "HandOutcome",
    "HandRecord",
    "HandScore",
    "ImpossiblePositionError",
    "InvalidInputError",
    "MatchResult",
    "OverrideError",
    "PlayJudgement",
    "PlayPosition",
    "PlayVerdict",
    "Problem",
    "Ruleset",
    "SeatView",
    "SideScore",
    "Suit",
    "Switch",
    "TrickCard",
    "TrickRecord",
    "TrickResult",
    "TuteError",
    "UnknownRulesetError",
    "Violation",
    "adjudicate",
    "auction_state",
    "available_declarations",
    "card",
    "check_declaration_context",
    "check_position",
    "deal_from_cards",
    "deal_from_seed",
    "declaration_problems",
    "find_ruleset",
    "is_legal",
    "judge_bid",
    "judge_declaration",
    "judge_plays",
    "legal_plays",
    "named_rulesets",
    "parse_card",
    "parse_cards",
    "position_after",
    "position_problems",
    "random_record",
    "resolve_trick",
    "ruleset_ids",
    "score_hand",
    "score_match",
    "trick_problems",
    "validate_play",
]
