"""Contains all the data models used in inputs/outputs"""

from .action import Action
from .action_error import ActionError
from .action_kind import ActionKind
from .adjudication import Adjudication
from .applied_ruleset import AppliedRuleset
from .auction import Auction
from .auction_request import AuctionRequest
from .auction_state import AuctionState
from .bid import Bid
from .bid_kind import BidKind
from .bid_out import BidOut
from .bid_verdict import BidVerdict
from .captured import Captured
from .contract import Contract
from .contract_out import ContractOut
from .deal_in import DealIn
from .deal_request import DealRequest
from .deal_result import DealResult
from .declaration import Declaration
from .declaration_asked import DeclarationAsked
from .declaration_context import DeclarationContext
from .declaration_kind import DeclarationKind
from .declaration_made import DeclarationMade
from .declaration_question import DeclarationQuestion
from .declaration_verdict import DeclarationVerdict
from .declarations import Declarations
from .declare_kind import DeclareKind
from .duty import Duty
from .effect import Effect
from .ended_by import EndedBy
from .exclusion import Exclusion
from .hand_outcome import HandOutcome
from .hand_phase import HandPhase
from .hand_record import HandRecord
from .hand_score import HandScore
from .hand_score_reason import HandScoreReason
from .hand_score_request import HandScoreRequest
from .hand_score_result import HandScoreResult
from .legal_plays_result import LegalPlaysResult
from .match_request import MatchRequest
from .match_result import MatchResult
from .offer import Offer
from .overrides import Overrides
from .play_phase import PlayPhase
from .play_request import PlayRequest
from .play_verdict import PlayVerdict
from .position import Position
from .position_request import PositionRequest
from .problem import Problem
from .problem_code import ProblemCode
from .problem_item import ProblemItem
from .problem_type import ProblemType
from .ruleset_detail import RulesetDetail
from .ruleset_list import RulesetList
from .ruleset_summary import RulesetSummary
from .seat_cards import SeatCards
from .seat_view import SeatView
from .side_score import SideScore
from .stage import Stage
from .suit import Suit
from .switch import Switch
from .switch_group import SwitchGroup
from .trick_card import TrickCard
from .trick_record import TrickRecord
from .trick_request import TrickRequest
from .trick_result import TrickResult
from .tute_rank import TuteRank
from .violation import Violation
from .violation_code import ViolationCode

__all__ = (
    "Action",
    "ActionError",
    "ActionKind",
    "Adjudication",
    "AppliedRuleset",
    "Auction",
    "AuctionRequest",
    "AuctionState",
    "Bid",
    "BidKind",
    "BidOut",
    "BidVerdict",
    "Captured",
    "Contract",
    "ContractOut",
    "DealIn",
    "DealRequest",
    "DealResult",
    "Declaration",
    "DeclarationAsked",
    "DeclarationContext",
    "DeclarationKind",
    "DeclarationMade",
    "DeclarationQuestion",
    "Declarations",
    "DeclarationVerdict",
    "DeclareKind",
    "Duty",
    "Effect",
    "EndedBy",
    "Exclusion",
    "HandOutcome",
    "HandPhase",
    "HandRecord",
    "HandScore",
    "HandScoreReason",
    "HandScoreRequest",
    "HandScoreResult",
    "LegalPlaysResult",
    "MatchRequest",
    "MatchResult",
    "Offer",
    "Overrides",
    "PlayPhase",
    "PlayRequest",
    "PlayVerdict",
    "Position",
    "PositionRequest",
    "Problem",
    "ProblemCode",
    "ProblemItem",
    "ProblemType",
    "RulesetDetail",
    "RulesetList",
    "RulesetSummary",
    "SeatCards",
    "SeatView",
    "SideScore",
    "Stage",
    "Suit",
    "Switch",
    "SwitchGroup",
    "TrickCard",
    "TrickRecord",
    "TrickRequest",
    "TrickResult",
    "TuteRank",
    "Violation",
    "ViolationCode",
)
