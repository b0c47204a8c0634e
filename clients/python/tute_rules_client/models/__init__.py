"""Contains all the data models used in inputs/outputs"""

from .action import Action
from .action_error import ActionError
from .action_error_code import ActionErrorCode
from .action_kind import ActionKind
from .action_value import ActionValue
from .adjudication import Adjudication
from .adjudications_batch import AdjudicationsBatch
from .adjudications_batch_item import AdjudicationsBatchItem
from .adjudications_batch_request import AdjudicationsBatchRequest
from .all_pass import AllPass
from .analyses_batch import AnalysesBatch
from .analyses_batch_item import AnalysesBatchItem
from .analyses_batch_request import AnalysesBatchRequest
from .analysis import Analysis
from .analysis_request import AnalysisRequest
from .applied_ruleset import AppliedRuleset
from .auction import Auction
from .auction_request import AuctionRequest
from .auction_rounds import AuctionRounds
from .auction_state import AuctionState
from .bid import Bid
from .bid_kind import BidKind
from .bid_refusal_code import BidRefusalCode
from .bid_step import BidStep
from .bid_verdict import BidVerdict
from .both_over_target import BothOverTarget
from .candidate import Candidate
from .capote import Capote
from .capote_declarer import CapoteDeclarer
from .captured import Captured
from .card_exclusion import CardExclusion
from .card_points import CardPoints
from .contract import Contract
from .deal import Deal
from .deal_adjudication import DealAdjudication
from .deal_in import DealIn
from .deal_record import DealRecord
from .deal_request import DealRequest
from .deal_result import DealResult
from .deck import Deck
from .declaration import Declaration
from .declaration_candidate import DeclarationCandidate
from .declaration_context import DeclarationContext
from .declaration_kind import DeclarationKind
from .declaration_question import DeclarationQuestion
from .declaration_refusal_code import DeclarationRefusalCode
from .declaration_suggestion import DeclarationSuggestion
from .declaration_verdict import DeclarationVerdict
from .declarations import Declarations
from .declarations_batch import DeclarationsBatch
from .declarations_batch_item import DeclarationsBatchItem
from .declarations_batch_request import DeclarationsBatchRequest
from .declare_kind import DeclareKind
from .defenders_score import DefendersScore
from .double_at import DoubleAt
from .duty import Duty
from .effect import Effect
from .ended_by import EndedBy
from .exclusion import Exclusion
from .failed_score import FailedScore
from .fallen_marriage import FallenMarriage
from .first_lead import FirstLead
from .hand_outcome import HandOutcome
from .hand_phase import HandPhase
from .hand_record import HandRecord
from .hand_reviews_batch import HandReviewsBatch
from .hand_reviews_batch_item import HandReviewsBatchItem
from .hand_reviews_batch_request import HandReviewsBatchRequest
from .hand_score import HandScore
from .hand_score_reason import HandScoreReason
from .hand_score_request import HandScoreRequest
from .hand_score_result import HandScoreResult
from .hand_winner import HandWinner
from .head_led_suit import HeadLedSuit
from .inference import Inference
from .inference_reason_code import InferenceReasonCode
from .inference_request import InferenceRequest
from .last_trick_bonus import LastTrickBonus
from .legal_plays_batch import LegalPlaysBatch
from .legal_plays_batch_item import LegalPlaysBatchItem
from .legal_plays_batch_request import LegalPlaysBatchRequest
from .legal_plays_result import LegalPlaysResult
from .loser_rule import LoserRule
from .made_score import MadeScore
from .marriage_award import MarriageAward
from .marriage_disclosure import MarriageDisclosure
from .marriage_moment import MarriageMoment
from .marriage_pair import MarriagePair
from .marriage_sides import MarriageSides
from .marriage_window import MarriageWindow
from .marriages_per_trick import MarriagesPerTrick
from .match_kind import MatchKind
from .match_request import MatchRequest
from .match_result import MatchResult
from .message_params import MessageParams
from .next_dealer import NextDealer
from .offer import Offer
from .open_from import OpenFrom
from .overrides import Overrides
from .partner_exemption import PartnerExemption
from .payout import Payout
from .place_inference import PlaceInference
from .place_kind import PlaceKind
from .play_phase import PlayPhase
from .play_request import PlayRequest
from .play_verdict import PlayVerdict
from .play_verdicts_batch import PlayVerdictsBatch
from .play_verdicts_batch_item import PlayVerdictsBatchItem
from .play_verdicts_batch_request import PlayVerdictsBatchRequest
from .player_level import PlayerLevel
from .players import Players
from .points_match_tie import PointsMatchTie
from .position import Position
from .position_request import PositionRequest
from .problem import Problem
from .problem_code import ProblemCode
from .problem_item import ProblemItem
from .problem_item_code import ProblemItemCode
from .rank_order import RankOrder
from .record_form import RecordForm
from .review import Review
from .review_request import ReviewRequest
from .reviewed_action import ReviewedAction
from .ruleset_detail import RulesetDetail
from .ruleset_list import RulesetList
from .ruleset_summary import RulesetSummary
from .sampled_worlds import SampledWorlds
from .seat_knowledge import SeatKnowledge
from .seat_view import SeatView
from .side_score import SideScore
from .sides import Sides
from .spare_card import SpareCard
from .stage import Stage
from .suggestion import Suggestion
from .suggestion_request import SuggestionRequest
from .suggestions_batch import SuggestionsBatch
from .suggestions_batch_item import SuggestionsBatchItem
from .suggestions_batch_request import SuggestionsBatchRequest
from .suit import Suit
from .swap_timing import SwapTiming
from .switch import Switch
from .switch_group import SwitchGroup
from .thirty_malas import ThirtyMalas
from .tie import Tie
from .trick_card import TrickCard
from .trick_record import TrickRecord
from .trick_request import TrickRequest
from .trick_result import TrickResult
from .trick_results_batch import TrickResultsBatch
from .trick_results_batch_item import TrickResultsBatchItem
from .trick_results_batch_request import TrickResultsBatchRequest
from .trump_method import TrumpMethod
from .trump_when_void import TrumpWhenVoid
from .turn import Turn
from .turn_request import TurnRequest
from .tute_after_marriage import TuteAfterMarriage
from .tute_effect import TuteEffect
from .tute_rank import TuteRank
from .tute_ranks import TuteRanks
from .violation import Violation
from .violation_code import ViolationCode
from .vueltas import Vueltas
from .vueltas_end import VueltasEnd
from .worlds_request import WorldsRequest

__all__ = (
    "Action",
    "ActionError",
    "ActionErrorCode",
    "ActionKind",
    "ActionValue",
    "Adjudication",
    "AdjudicationsBatch",
    "AdjudicationsBatchItem",
    "AdjudicationsBatchRequest",
    "AllPass",
    "AnalysesBatch",
    "AnalysesBatchItem",
    "AnalysesBatchRequest",
    "Analysis",
    "AnalysisRequest",
    "AppliedRuleset",
    "Auction",
    "AuctionRequest",
    "AuctionRounds",
    "AuctionState",
    "Bid",
    "BidKind",
    "BidRefusalCode",
    "BidStep",
    "BidVerdict",
    "BothOverTarget",
    "Candidate",
    "Capote",
    "CapoteDeclarer",
    "Captured",
    "CardExclusion",
    "CardPoints",
    "Contract",
    "Deal",
    "DealAdjudication",
    "DealIn",
    "DealRecord",
    "DealRequest",
    "DealResult",
    "Deck",
    "Declaration",
    "DeclarationCandidate",
    "DeclarationContext",
    "DeclarationKind",
    "DeclarationQuestion",
    "DeclarationRefusalCode",
    "Declarations",
    "DeclarationsBatch",
    "DeclarationsBatchItem",
    "DeclarationsBatchRequest",
    "DeclarationSuggestion",
    "DeclarationVerdict",
    "DeclareKind",
    "DefendersScore",
    "DoubleAt",
    "Duty",
    "Effect",
    "EndedBy",
    "Exclusion",
    "FailedScore",
    "FallenMarriage",
    "FirstLead",
    "HandOutcome",
    "HandPhase",
    "HandRecord",
    "HandReviewsBatch",
    "HandReviewsBatchItem",
    "HandReviewsBatchRequest",
    "HandScore",
    "HandScoreReason",
    "HandScoreRequest",
    "HandScoreResult",
    "HandWinner",
    "HeadLedSuit",
    "Inference",
    "InferenceReasonCode",
    "InferenceRequest",
    "LastTrickBonus",
    "LegalPlaysBatch",
    "LegalPlaysBatchItem",
    "LegalPlaysBatchRequest",
    "LegalPlaysResult",
    "LoserRule",
    "MadeScore",
    "MarriageAward",
    "MarriageDisclosure",
    "MarriageMoment",
    "MarriagePair",
    "MarriageSides",
    "MarriagesPerTrick",
    "MarriageWindow",
    "MatchKind",
    "MatchRequest",
    "MatchResult",
    "MessageParams",
    "NextDealer",
    "Offer",
    "OpenFrom",
    "Overrides",
    "PartnerExemption",
    "Payout",
    "PlaceInference",
    "PlaceKind",
    "PlayerLevel",
    "Players",
    "PlayPhase",
    "PlayRequest",
    "PlayVerdict",
    "PlayVerdictsBatch",
    "PlayVerdictsBatchItem",
    "PlayVerdictsBatchRequest",
    "PointsMatchTie",
    "Position",
    "PositionRequest",
    "Problem",
    "ProblemCode",
    "ProblemItem",
    "ProblemItemCode",
    "RankOrder",
    "RecordForm",
    "Review",
    "ReviewedAction",
    "ReviewRequest",
    "RulesetDetail",
    "RulesetList",
    "RulesetSummary",
    "SampledWorlds",
    "SeatKnowledge",
    "SeatView",
    "Sides",
    "SideScore",
    "SpareCard",
    "Stage",
    "Suggestion",
    "SuggestionRequest",
    "SuggestionsBatch",
    "SuggestionsBatchItem",
    "SuggestionsBatchRequest",
    "Suit",
    "SwapTiming",
    "Switch",
    "SwitchGroup",
    "ThirtyMalas",
    "Tie",
    "TrickCard",
    "TrickRecord",
    "TrickRequest",
    "TrickResult",
    "TrickResultsBatch",
    "TrickResultsBatchItem",
    "TrickResultsBatchRequest",
    "TrumpMethod",
    "TrumpWhenVoid",
    "Turn",
    "TurnRequest",
    "TuteAfterMarriage",
    "TuteEffect",
    "TuteRank",
    "TuteRanks",
    "Violation",
    "ViolationCode",
    "Vueltas",
    "VueltasEnd",
    "WorldsRequest",
)
