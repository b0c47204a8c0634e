"""The typed values of the rule switches (one ``Enum`` per enumerated switch), and the other
values the contract publishes (phases, kinds, reasons: ``StrEnum`` s).

A switch value is a plain ``Enum`` member, compared as a member (``rules.hand_winner is
HandWinner.BID``): a member is never equal to a string, so ``mypy --strict`` (strict equality)
flags a comparison with ``"bid"``. Its ``value`` is its contract word; JSON reads and writes
that (``Switch.parse``). This module is never compiled: the contract reads its enums'
docstrings, which mypyc-compiled classes lose.
"""

from __future__ import annotations

from enum import Enum, StrEnum

from tute.messages import translated_enum

#: Points a side scores towards a match: whole numbers, or a half where two defenders share an
#: odd score (regional.md 4e). Not ``float``: the compiled build would make every whole number
#: a float (60.0), and JSON would show it.
Points = int | float


class Group(Enum):
    """What part of the game a switch governs."""

    TABLE = "table"
    DUTIES = "duties"
    DECLARATIONS = "declarations"
    RESULTS = "results"
    AUCTION = "auction"


class Sides(Enum):
    INDIVIDUAL = "individual"
    PAIRS = "pairs"
    DECLARER_VS_REST = "declarer_vs_rest"


class RankOrder(Enum):
    TUTE = "tute"
    GUINOTE = "guinote"


class CardPoints(Enum):
    TUTE = "tute"
    GUINOTE = "guinote"


class TrumpMethod(Enum):
    TURN_UP = "turn_up"
    DEALER_LAST_CARD = "dealer_last_card"
    LAST_CARD_UNOWNED = "last_card_unowned"
    DECLARER_NAMES = "declarer_names"
    FIRST_MARRIAGE = "first_marriage"


class Duty(Enum):
    """The duties of a phase (``stock_phase_duty``, ``strict_phase_duty``)."""

    FREE = "free"
    FOLLOW_TRUMP_LEAD = "follow_trump_lead"
    FOLLOW_AND_HEAD_TRUMP_LEAD = "follow_and_head_trump_lead"
    FULL = "full"


class HeadLedSuit(Enum):
    WHEN_CAN_WIN = "when_can_win"
    ALWAYS = "always"


class PartnerExemption(Enum):
    NONE = "none"
    HEAD_AND_TRUMP = "head_and_trump"


class TrumpWhenVoid(Enum):
    ALWAYS = "always"
    IF_CAN_WIN = "if_can_win"


class MarriagePair(Enum):
    KING_KNIGHT = "king_knight"
    KING_SOTA = "king_sota"


class MarriageAward(Enum):
    DECLARED = "declared"
    FALLEN_IN_TRICK = "fallen_in_trick"


class MarriageWindow(Enum):
    ANY = "any"
    UNTIL_LAST_DRAW = "until_last_draw"
    FIRST_FINAL_TRICK = "first_final_trick"


class TuteRanks(Enum):
    KINGS_KNIGHTS = "kings_knights"
    KINGS_SOTAS = "kings_sotas"


class TuteEffect(Enum):
    WIN_HAND = "win_hand"
    CONTINUE_HAND = "continue_hand"
    WIN_GAME = "win_game"


class TuteAfterMarriage(Enum):
    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"


class SwapTiming(Enum):
    AFTER_TRICK_WIN_BEFORE_DRAW = "after_trick_win_before_draw"
    AFTER_TRICK_WIN_BEFORE_LEAD = "after_trick_win_before_lead"
    ON_OWN_LEAD = "on_own_lead"
    BEFORE_FIRST_LEAD = "before_first_lead"


class Capote(Enum):
    OFF = "off"
    AUTOMATIC = "automatic"
    DECLARED = "declared"


class HandWinner(Enum):
    MOST_POINTS = "most_points"
    CARD_THRESHOLD = "card_threshold"
    OVER_100 = "over_100"
    BID = "bid"
    MIDDLE_LOSES = "middle_loses"


class Tie(Enum):
    LAST_TRICK = "last_trick"
    DRAW = "draw"


class MatchKind(Enum):
    GAMES_TO_N = "games_to_n"
    SERIES = "series"
    CUMULATIVE_POINTS = "cumulative_points"
    PENALTY_POINTS = "penalty_points"
    COTOS = "cotos"
    POINTS_SERIES = "points_series"


class AuctionRounds(Enum):
    SINGLE = "single"
    UNTIL_ONE_LEFT = "until_one_left"
    UNTIL_PAIR_PASSES = "until_pair_passes"


class FirstLead(Enum):
    MANO = "mano"
    DECLARER = "declarer"


class MarriageMoment(Enum):
    UNTIL_NEXT_LEAD = "until_next_lead"
    BEFORE_DRAW = "before_draw"


class MarriagesPerTrick(Enum):
    ONE_PER_TRICK = "one_per_trick"
    ONE_PER_PLAYER = "one_per_player"


class MarriageSides(Enum):
    BOTH = "both"
    DECLARER_ONLY = "declarer_only"


class BothOverTarget(Enum):
    HIGHER_TOTAL = "higher_total"
    LAST_TRICK = "last_trick"


class CapoteDeclarer(Enum):
    EITHER = "either"
    LEADER = "leader"


class PointsMatchTie(Enum):
    PLAY_ON = "play_on"
    LAST_HAND_WINNER = "last_hand_winner"


class ThirtyMalas(Enum):
    OFF = "off"
    MIN_CARD_POINTS = "min_card_points"
    BELOW_30_LOSES = "below_30_loses"


class Payout(Enum):
    POINTS_ONLY = "points_only"
    FOURNIER_NO_PLATE = "fournier_no_plate"
    FOURNIER_PLATE = "fournier_plate"


class MarriageDisclosure(Enum):
    SHOW = "show"
    HIDDEN_IN_STRICT_PHASE = "hidden_in_strict_phase"


class MadeScore(Enum):
    """Auction games, the contract made: what the declarer's side scores."""

    POINTS_TAKEN = "points_taken"
    BID = "bid"


class FailedScore(Enum):
    """Auction games, the contract failed: the bid subtracted from the declarer's side, or
    given to the defenders (shared between them when they are two seats)."""

    MINUS_BID = "minus_bid"
    DEFENDERS_SPLIT_BID = "defenders_split_bid"


class DefendersScore(Enum):
    """Auction games: whether the defenders also score the points they took."""

    POINTS_TAKEN = "points_taken"
    NONE = "none"


class AllPass(Enum):
    REDEAL = "redeal"


class Vueltas(Enum):
    NONE = "none"
    CUMULATIVE = "cumulative"


class VueltasEnd(Enum):
    AUTO = "auto"
    CLAIM = "claim"


class NextDealer(Enum):
    ROTATE = "rotate"
    LAST_TRICK_WINNER = "last_trick_winner"


class SpareCard(Enum):
    """Games without a stock: the card left over by the deal (the 40th of three seats)."""

    NONE = "none"
    FACE_UP_PINTA = "face_up_pinta"
    FACE_DOWN_ASIDE = "face_down_aside"
    AUCTION_WINNER_MAY_TAKE = "auction_winner_may_take"


class LoserRule(Enum):
    """Cabrón: the order in which losers are looked for (regional.md 3b.8); one order is
    specified, so the switch has one value."""

    NO_TRICKS_OVER_100_MIDDLE_TIES = "no_tricks_over_100_middle_ties"


class PlayPhase(StrEnum):
    """stock: the stock has cards; strict: no stock, or it is exhausted."""

    STOCK = "stock"
    STRICT = "strict"


class Stage(StrEnum):
    """The moments of a hand at which a declaration can be asked about."""

    BEFORE_DRAW = "before_draw"
    BEFORE_LEAD = "before_lead"
    IN_TRICK = "in_trick"


class ActionKind(StrEnum):
    BID = "bid"
    PASS = "pass"
    NAME_TRUMP = "name_trump"
    PLAY = "play"
    DECLARE = "declare"
    SWAP = "swap"
    #: vueltas_end claim: a seat claims its side has reached 101 (regional.md 2b.12)
    CLAIM = "claim"
    #: spare_card auction_winner_may_take: the declarer takes the spare card, discarding
    #: ``card`` face down in its place (regional.md 4e)
    TAKE_SPARE = "take_spare"


class HandPhase(StrEnum):
    AUCTION = "auction"
    NAMING = "naming"
    PLAY = "play"
    OVER = "over"


class EndedBy(StrEnum):
    PLAYED_OUT = "played_out"
    TUTE = "tute"
    ALL_PASSED = "all_passed"
    CAPOTE_LOST = "capote_lost"
    #: the vueltas: a side's running total reached 101 (vueltas_end auto)
    TARGET_REACHED = "target_reached"
    #: the vueltas: a seat claimed 101 (vueltas_end claim), truly or not
    CLAIM = "claim"


class BidKind(StrEnum):
    BID = "bid"
    PASS = "pass"


class ScoreReason(StrEnum):
    """Why a hand's winner won, why none did, or why its losers lost (cabrón)."""

    MOST_POINTS = "most_points"
    LAST_TRICK = "last_trick"
    CARD_THRESHOLD = "card_threshold"
    OVER_100 = "over_100"
    BID_MADE = "bid_made"
    BID_FAILED = "bid_failed"
    TUTE = "tute"
    CAPOTE = "capote"
    CAPOTE_LOST = "capote_lost"
    DRAW = "draw"
    NO_WINNER = "no_winner"
    CAPOTE_SINGER = "capote_singer"
    NO_TRICKS = "no_tricks"
    OVER_100_LOSES = "over_100_loses"
    MIDDLE_LOSES = "middle_loses"
    SHARED_SCORE_LOSES = "shared_score_loses"
    THIRTY_MALAS = "thirty_malas"
    #: vueltas cumulative: nobody reached 101, the vueltas follow
    VUELTAS = "vueltas"
    #: vueltas_end claim: a side claimed 101 and had it; or had not, and lost
    CLAIM = "claim"
    FALSE_CLAIM = "false_claim"


@translated_enum("declaration")
class DeclarationKind(StrEnum):
    MARRIAGE = "marriage"
    TUTE = "tute"
    SWAP = "swap"
    CAPOTE = "capote"
    #: payout fournier_plate: "go to the plate", a promise of 101 (regional.md 5b.8)
    PLATE = "plate"
