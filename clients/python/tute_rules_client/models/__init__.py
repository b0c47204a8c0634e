"""Contains all the data models used in inputs/outputs"""

from .applied_ruleset import AppliedRuleset
from .applied_ruleset_overrides import AppliedRulesetOverrides
from .exclusion import Exclusion
from .legal_plays import LegalPlays
from .legal_plays_duty import LegalPlaysDuty
from .legal_plays_phase import LegalPlaysPhase
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
from .switch import Switch
from .switch_group import SwitchGroup
from .trick_card import TrickCard
from .trick_request import TrickRequest
from .trick_request_overrides import TrickRequestOverrides
from .trick_request_trump_type_1 import TrickRequestTrumpType1
from .trick_request_trump_type_2_type_1 import TrickRequestTrumpType2Type1
from .trick_request_trump_type_3_type_1 import TrickRequestTrumpType3Type1
from .trick_result import TrickResult
from .violation import Violation
from .violation_code import ViolationCode

__all__ = (
    "AppliedRuleset",
    "AppliedRulesetOverrides",
    "Exclusion",
    "LegalPlays",
    "LegalPlaysDuty",
    "LegalPlaysPhase",
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
    "Switch",
    "SwitchGroup",
    "TrickCard",
    "TrickRequest",
    "TrickRequestOverrides",
    "TrickRequestTrumpType1",
    "TrickRequestTrumpType2Type1",
    "TrickRequestTrumpType3Type1",
    "TrickResult",
    "Violation",
    "ViolationCode",
)
