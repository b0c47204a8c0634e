"""Contains all the data models used in inputs/outputs"""

from .action import Action
from .action_declaration_type_1 import ActionDeclarationType1
from .action_declaration_type_2_type_1 import ActionDeclarationType2Type1
from .action_declaration_type_3_type_1 import ActionDeclarationType3Type1
from .action_error import ActionError
from .action_kind import ActionKind
from .action_rank_type_1 import ActionRankType1
from .action_rank_type_2_type_1 import ActionRankType2Type1
from .action_rank_type_3_type_1 import ActionRankType3Type1
from .action_suit_type_1 import ActionSuitType1
from .action_suit_type_2_type_1 import ActionSuitType2Type1
from .action_suit_type_3_type_1 import ActionSuitType3Type1
from .adjudication import Adjudication
from .adjudication_ended_by_type_1 import AdjudicationEndedByType1
from .adjudication_ended_by_type_2_type_1 import AdjudicationEndedByType2Type1
from .adjudication_ended_by_type_3_type_1 import AdjudicationEndedByType3Type1
from .adjudication_trump_type_1 import AdjudicationTrumpType1
from .adjudication_trump_type_2_type_1 import AdjudicationTrumpType2Type1
from .adjudication_trump_type_3_type_1 import AdjudicationTrumpType3Type1
from .applied_ruleset import AppliedRuleset
from .applied_ruleset_overrides import AppliedRulesetOverrides
from .auction import Auction
from .auction_request import AuctionRequest
from .auction_request_overrides import AuctionRequestOverrides
from .auction_state import AuctionState
from .bid import Bid
from .bid_kind import BidKind
from .bid_out import BidOut
from .bid_out_kind import BidOutKind
from .bid_verdict import BidVerdict
from .captured import Captured
from .contract import Contract
from .contract_out import ContractOut
from .deal_in import DealIn
from .deal_request import DealRequest
from .deal_request_overrides import DealRequestOverrides
from .deal_result import DealResult
from .deal_result_trump_type_1 import DealResultTrumpType1
from .deal_result_trump_type_2_type_1 import DealResultTrumpType2Type1
from .deal_result_trump_type_3_type_1 import DealResultTrumpType3Type1
from .declaration import Declaration
from .declaration_asked import DeclarationAsked
from .declaration_asked_kind import DeclarationAskedKind
from .declaration_asked_rank_type_1 import DeclarationAskedRankType1
from .declaration_asked_rank_type_2_type_1 import DeclarationAskedRankType2Type1
from .declaration_asked_rank_type_3_type_1 import DeclarationAskedRankType3Type1
from .declaration_asked_suit_type_1 import DeclarationAskedSuitType1
from .declaration_asked_suit_type_2_type_1 import DeclarationAskedSuitType2Type1
from .declaration_asked_suit_type_3_type_1 import DeclarationAskedSuitType3Type1
from .declaration_context import DeclarationContext
from .declaration_context_overrides import DeclarationContextOverrides
from .declaration_context_stage import DeclarationContextStage
from .declaration_context_trump_type_1 import DeclarationContextTrumpType1
from .declaration_context_trump_type_2_type_1 import DeclarationContextTrumpType2Type1
from .declaration_context_trump_type_3_type_1 import DeclarationContextTrumpType3Type1
from .declaration_kind import DeclarationKind
from .declaration_made import DeclarationMade
from .declaration_made_kind import DeclarationMadeKind
from .declaration_made_rank_type_1 import DeclarationMadeRankType1
from .declaration_made_rank_type_2_type_1 import DeclarationMadeRankType2Type1
from .declaration_made_rank_type_3_type_1 import DeclarationMadeRankType3Type1
from .declaration_made_suit_type_1 import DeclarationMadeSuitType1
from .declaration_made_suit_type_2_type_1 import DeclarationMadeSuitType2Type1
from .declaration_made_suit_type_3_type_1 import DeclarationMadeSuitType3Type1
from .declaration_question import DeclarationQuestion
from .declaration_question_overrides import DeclarationQuestionOverrides
from .declaration_question_stage import DeclarationQuestionStage
from .declaration_question_trump_type_1 import DeclarationQuestionTrumpType1
from .declaration_question_trump_type_2_type_1 import DeclarationQuestionTrumpType2Type1
from .declaration_question_trump_type_3_type_1 import DeclarationQuestionTrumpType3Type1
from .declaration_suit_type_1 import DeclarationSuitType1
from .declaration_suit_type_2_type_1 import DeclarationSuitType2Type1
from .declaration_suit_type_3_type_1 import DeclarationSuitType3Type1
from .declaration_verdict import DeclarationVerdict
from .declarations import Declarations
from .effect import Effect
from .effect_fixes_trump_type_1 import EffectFixesTrumpType1
from .effect_fixes_trump_type_2_type_1 import EffectFixesTrumpType2Type1
from .effect_fixes_trump_type_3_type_1 import EffectFixesTrumpType3Type1
from .exclusion import Exclusion
from .hand_outcome import HandOutcome
from .hand_record import HandRecord
from .hand_record_overrides import HandRecordOverrides
from .hand_score import HandScore
from .hand_score_reason import HandScoreReason
from .hand_score_request import HandScoreRequest
from .hand_score_request_overrides import HandScoreRequestOverrides
from .hand_score_request_trump_type_1 import HandScoreRequestTrumpType1
from .hand_score_request_trump_type_2_type_1 import HandScoreRequestTrumpType2Type1
from .hand_score_request_trump_type_3_type_1 import HandScoreRequestTrumpType3Type1
from .hand_score_result import HandScoreResult
from .hand_score_result_reason import HandScoreResultReason
from .legal_plays import LegalPlays
from .legal_plays_duty import LegalPlaysDuty
from .legal_plays_phase import LegalPlaysPhase
from .match_request import MatchRequest
from .match_request_overrides import MatchRequestOverrides
from .match_result import MatchResult
from .offer import Offer
from .play_request import PlayRequest
from .play_request_overrides import PlayRequestOverrides
from .play_request_trump_type_1 import PlayRequestTrumpType1
from .play_request_trump_type_2_type_1 import PlayRequestTrumpType2Type1
from .play_request_trump_type_3_type_1 import PlayRequestTrumpType3Type1
from .play_verdict import PlayVerdict
from .play_verdict_duty import PlayVerdictDuty
from .play_verdict_phase import PlayVerdictPhase
from .position import Position
from .position_overrides import PositionOverrides
from .position_request import PositionRequest
from .position_request_overrides import PositionRequestOverrides
from .position_trump_type_1 import PositionTrumpType1
from .position_trump_type_2_type_1 import PositionTrumpType2Type1
from .position_trump_type_3_type_1 import PositionTrumpType3Type1
from .problem import Problem
from .problem_code import ProblemCode
from .problem_item import ProblemItem
from .problem_type import ProblemType
from .ruleset_detail import RulesetDetail
from .ruleset_list import RulesetList
from .ruleset_summary import RulesetSummary
from .seat_cards import SeatCards
from .seat_view import SeatView
from .seat_view_phase import SeatViewPhase
from .seat_view_stage import SeatViewStage
from .seat_view_trump_type_1 import SeatViewTrumpType1
from .seat_view_trump_type_2_type_1 import SeatViewTrumpType2Type1
from .seat_view_trump_type_3_type_1 import SeatViewTrumpType3Type1
from .side_score import SideScore
from .switch import Switch
from .switch_group import SwitchGroup
from .trick_card import TrickCard
from .trick_record import TrickRecord
from .trick_request import TrickRequest
from .trick_request_overrides import TrickRequestOverrides
from .trick_request_trump_type_1 import TrickRequestTrumpType1
from .trick_request_trump_type_2_type_1 import TrickRequestTrumpType2Type1
from .trick_request_trump_type_3_type_1 import TrickRequestTrumpType3Type1
from .trick_result import TrickResult
from .violation import Violation
from .violation_code import ViolationCode

__all__ = (
    "Action",
    "ActionDeclarationType1",
    "ActionDeclarationType2Type1",
    "ActionDeclarationType3Type1",
    "ActionError",
    "ActionKind",
    "ActionRankType1",
    "ActionRankType2Type1",
    "ActionRankType3Type1",
    "ActionSuitType1",
    "ActionSuitType2Type1",
    "ActionSuitType3Type1",
    "Adjudication",
    "AdjudicationEndedByType1",
    "AdjudicationEndedByType2Type1",
    "AdjudicationEndedByType3Type1",
    "AdjudicationTrumpType1",
    "AdjudicationTrumpType2Type1",
    "AdjudicationTrumpType3Type1",
    "AppliedRuleset",
    "AppliedRulesetOverrides",
    "Auction",
    "AuctionRequest",
    "AuctionRequestOverrides",
    "AuctionState",
    "Bid",
    "BidKind",
    "BidOut",
    "BidOutKind",
    "BidVerdict",
    "Captured",
    "Contract",
    "ContractOut",
    "DealIn",
    "DealRequest",
    "DealRequestOverrides",
    "DealResult",
    "DealResultTrumpType1",
    "DealResultTrumpType2Type1",
    "DealResultTrumpType3Type1",
    "Declaration",
    "DeclarationAsked",
    "DeclarationAskedKind",
    "DeclarationAskedRankType1",
    "DeclarationAskedRankType2Type1",
    "DeclarationAskedRankType3Type1",
    "DeclarationAskedSuitType1",
    "DeclarationAskedSuitType2Type1",
    "DeclarationAskedSuitType3Type1",
    "DeclarationContext",
    "DeclarationContextOverrides",
    "DeclarationContextStage",
    "DeclarationContextTrumpType1",
    "DeclarationContextTrumpType2Type1",
    "DeclarationContextTrumpType3Type1",
    "DeclarationKind",
    "DeclarationMade",
    "DeclarationMadeKind",
    "DeclarationMadeRankType1",
    "DeclarationMadeRankType2Type1",
    "DeclarationMadeRankType3Type1",
    "DeclarationMadeSuitType1",
    "DeclarationMadeSuitType2Type1",
    "DeclarationMadeSuitType3Type1",
    "DeclarationQuestion",
    "DeclarationQuestionOverrides",
    "DeclarationQuestionStage",
    "DeclarationQuestionTrumpType1",
    "DeclarationQuestionTrumpType2Type1",
    "DeclarationQuestionTrumpType3Type1",
    "Declarations",
    "DeclarationSuitType1",
    "DeclarationSuitType2Type1",
    "DeclarationSuitType3Type1",
    "DeclarationVerdict",
    "Effect",
    "EffectFixesTrumpType1",
    "EffectFixesTrumpType2Type1",
    "EffectFixesTrumpType3Type1",
    "Exclusion",
    "HandOutcome",
    "HandRecord",
    "HandRecordOverrides",
    "HandScore",
    "HandScoreReason",
    "HandScoreRequest",
    "HandScoreRequestOverrides",
    "HandScoreRequestTrumpType1",
    "HandScoreRequestTrumpType2Type1",
    "HandScoreRequestTrumpType3Type1",
    "HandScoreResult",
    "HandScoreResultReason",
    "LegalPlays",
    "LegalPlaysDuty",
    "LegalPlaysPhase",
    "MatchRequest",
    "MatchRequestOverrides",
    "MatchResult",
    "Offer",
    "PlayRequest",
    "PlayRequestOverrides",
    "PlayRequestTrumpType1",
    "PlayRequestTrumpType2Type1",
    "PlayRequestTrumpType3Type1",
    "PlayVerdict",
    "PlayVerdictDuty",
    "PlayVerdictPhase",
    "Position",
    "PositionOverrides",
    "PositionRequest",
    "PositionRequestOverrides",
    "PositionTrumpType1",
    "PositionTrumpType2Type1",
    "PositionTrumpType3Type1",
    "Problem",
    "ProblemCode",
    "ProblemItem",
    "ProblemType",
    "RulesetDetail",
    "RulesetList",
    "RulesetSummary",
    "SeatCards",
    "SeatView",
    "SeatViewPhase",
    "SeatViewStage",
    "SeatViewTrumpType1",
    "SeatViewTrumpType2Type1",
    "SeatViewTrumpType3Type1",
    "SideScore",
    "Switch",
    "SwitchGroup",
    "TrickCard",
    "TrickRecord",
    "TrickRequest",
    "TrickRequestOverrides",
    "TrickRequestTrumpType1",
    "TrickRequestTrumpType2Type1",
    "TrickRequestTrumpType3Type1",
    "TrickResult",
    "Violation",
    "ViolationCode",
)
