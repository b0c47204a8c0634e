"""Schemas of the whole-hand operations: declarations, scores, the auction, deals, records.

Same conventions as :mod:`tute.api.schemas`: strict objects, JSON integers, enums, card codes,
``maxItems`` on every list. Optional members that are absent take the engine's defaults.
"""

from __future__ import annotations

from typing import Any, ClassVar

from marshmallow import ValidationError, fields, validate

from tute import (
    SUITS,
    ActionKind,
    BidKind,
    DeclarationKind,
    EndedBy,
    HandPhase,
    ScoreReason,
    Stage,
)
from tute.api.derive import FALLEN_INSERT, FALLEN_TEXT, SCHEMAS, ExclusionSchema, answer_schema
from tute.api.field_messages import REQUIRED
from tute.api.schemas import (
    ITEMS_REQUIRE,
    MAX_HAND,
    SEATS,
    AppliedRulesetSchema,
    BoundedList,
    CardCode,
    CardCodes,
    HalfPoints,
    OneOfInt,
    OneOfText,
    PerSeat,
    RulesetAnswerSchema,
    RulesetChoiceSchema,
    StrictBool,
    StrictInt,
    StrictSchema,
    SuitLetter,
    TrickCardSchema,
    choice,
    code_choice,
    enum_choice,
)
from tute.auction import AuctionState, Bid, BidVerdict
from tute.cards import CABALLO, REY, SOTA, TrickCard
from tute.codes import ACTION_ERRORS, BID_REFUSALS, DECLARATION_REFUSALS
from tute.deal import Deal
from tute.declarations import Declaration, DeclarationEffect, DeclarationVerdict
from tute.hand import Action, ActionError, HandAdjudication, SeatView, TrickRecord
from tute.match import MatchResult
from tute.messages import msg
from tute.scoring import Contract, HandScore, SideScore
from tute.turn import Turn

DECLARATION_REFUSAL = code_choice(
    "DeclarationRefusalCode", DECLARATION_REFUSALS, "Why a declaration or swap is refused.")
BID_REFUSAL = code_choice("BidRefusalCode", BID_REFUSALS, "Why a bid or pass is refused.")
ACTION_ERROR = code_choice(
    "ActionErrorCode", ACTION_ERRORS, "Why an action of a hand record is illegal: a duty the "
    "play breaks, a refused declaration or bid, or the hand's own reason.")
MAX_DECLARATIONS = 16
MAX_OFFERS = 64  # what every seat may declare at one moment
MAX_ACTIONS = 256
MAX_BIDS = 64
#: a match ends long before (a series to 6 games, 3 cotos, 1,000 points at 70 a hand or more);
#: at the limit a body costs about 10 typical requests (bench/README.md, "Worst cases")
MAX_HANDS = 256
MAX_SEATS = 6
DECK_SIZE = 40
SEED_MAX = 2**64 - 1

TRICKS = validate.Range(0, DECK_SIZE)

# The enums, each published once as a named component (see Choice), from the engine's enums.
DECLARATION_KIND = enum_choice(
    "DeclarationKind", DeclarationKind,
    "marriage (20, or 40 in trumps), tute, the swap of the 7 (or 2) of trumps for the "
    "turn-up, capote (announced: Habanero) or plate (going to the plate: payout "
    "fournier_plate).")
DECLARE_KIND = enum_choice(
    "DeclareKind", DeclarationKind,
    "What a `declare` action declares: a marriage, a tute, a capote (announced) or the plate "
    "(going to it: payout fournier_plate); the swap is an action of its own.",
    members=(DeclarationKind.MARRIAGE, DeclarationKind.TUTE, DeclarationKind.CAPOTE,
             DeclarationKind.PLATE))
TUTE_RANK = choice("TuteRank", (SOTA, CABALLO, REY),
                   "The rank of a tute's four cards: 12 kings, 11 knights, 10 sotas.")
STAGE = enum_choice("Stage", Stage,
                    "before_draw: the trick just ended, its draw is still to come; before_lead: "
                    "the next lead is awaited; in_trick: a card has been led.")
HAND_PHASE = enum_choice("HandPhase", HandPhase,
                         "auction: bids are made; naming: the auction winner names trumps; play: "
                         "cards are played; over: the hand has ended.")
BID_KIND = enum_choice("BidKind", BidKind, "A bid of some points, or a pass.")
ACTION_KIND = enum_choice("ActionKind", ActionKind, "What an action of a recorded hand does.")
HAND_SCORE_REASON = enum_choice(
    "HandScoreReason", ScoreReason,
    "Why the hand's winner won (under the ruleset's hand_winner switch), or why none did; "
    "with hand_winner middle_loses (cabrón), why the losers lose: capote, capote_singer, "
    "no_tricks, over_100_loses, middle_loses, shared_score_loses.")
ENDED_BY = enum_choice("EndedBy", EndedBy,
                       "How a hand ended: every card played, a tute declared, or every seat "
                       "passed in the auction.")


def _seat(description: str, **kwargs: Any) -> StrictInt:
    return StrictInt(validate=SEATS, metadata={"description": description}, **kwargs)


def _trump(**kwargs: Any) -> SuitLetter:
    return SuitLetter(allow_none=True, metadata={
        "description": "Trump suit letter; null while no trump is fixed."}, **kwargs)


# -- declarations --------------------------------------------------------------------------------


class DeclarationSchema(StrictSchema):
    """A declaration, one type wherever one goes (request or answer), so that what an answer
    gives can be sent back as it is.

    Made (``declarations`` lists): ``seat`` is required. Asked about (a question's
    ``declaration``): the seat and the moment are the question's; given, they must be those.
    ``points``, which answers always give, is checked when a request sends it.
    """

    seat = _seat("Who declares. Required in a list of declarations made; in a question, the "
                 "question's seat (given, it must be that one).")
    kind = OneOfText(DECLARATION_KIND, required=True)
    suit = SuitLetter(allow_none=True, metadata={"description": "marriage: its suit."})
    rank = OneOfInt(TUTE_RANK, allow_none=True,
                    metadata={"description": "tute: 12 kings, 11 knights, 10 sotas."})
    card = CardCode(allow_none=True, metadata={
        "description": "swap: the 7 or 2 of trumps given (the 7 when absent in a question)."})
    after_trick = StrictInt(allow_none=True, validate=TRICKS, metadata={
        "description": "Tricks completed when it was made (one marriage per won trick); in a "
                       "question, given, the question's tricks_played."})
    points = StrictInt(allow_none=True, validate=validate.Range(0, 1000), metadata={
        "description": "The points it scores (20 or 40 a marriage, 0 the others). Answers give "
                       "it; a request may send it back, and it must be right "
                       "(POINTS_MISMATCH)."})


EffectSchema = SCHEMAS[DeclarationEffect] = answer_schema(
    DeclarationEffect, name="Effect", describe={
    "points": "Points scored (20 or 40).",
    "gives": "swap: the card that goes under the stock.",
    "takes": "swap: the turn-up taken into the hand.",
    "fixes_trump": "The suit this marriage makes trumps (first_marriage)."})


class DeclarationContextSchema(RulesetChoiceSchema):
    trump = _trump(required=True)
    dealer = _seat("The dealer's seat.", required=True)
    seat = _seat("The seat that would declare.", required=True)
    hand = CardCodes(max_items=MAX_HAND, required=True,
                     metadata={"description": "That seat's cards."})
    last_trick_winner = StrictInt(allow_none=True, validate=SEATS, metadata={
        "description": "Who took the trick that just ended (null before the first trick)."})
    tricks_played = StrictInt(validate=TRICKS, metadata={
        "description": "Tricks completed so far (default 0)."})
    stage = OneOfText(STAGE, metadata={
        "description": "before_draw: the trick just ended, its draw is still to come; "
                       "before_lead (the default): the next lead is awaited; in_trick: a card "
                       "has been led."})
    stock_size = StrictInt(validate=validate.Range(0, DECK_SIZE), metadata={
        "description": "Cards not yet drawn, turn-up included (default 0)."})
    turn_up = CardCode(allow_none=True, metadata={
        "description": "The face-up trump card while it is on the table."})
    declarations = BoundedList(fields.Nested(DeclarationSchema),
                               validate=validate.Length(max=MAX_DECLARATIONS),
                               metadata={"description": "Declarations already made this hand.",
                                         ITEMS_REQUIRE: ["seat"]})
    declarer = StrictInt(allow_none=True, validate=SEATS, metadata={
        "description": "Auction games: the auction winner (under marriage_sides declarer_only "
                       "only its side sings); null or absent elsewhere."})
    trick_winners = BoundedList(StrictInt(validate=SEATS), allow_none=True,
                                validate=validate.Length(max=DECK_SIZE), metadata={
                                    "description": "The seat that took each trick so far, in "
                                                   "order (last_trick_winner last). Needed "
                                                   "under marriage_window first_final_trick "
                                                   "once the stock is gone."})


class DeclarationQuestionSchema(DeclarationContextSchema):
    declaration = fields.Nested(DeclarationSchema, required=True)


SCHEMAS[Declaration] = DeclarationSchema  # requests send it too: declared, with its ranges
#: an allowed declaration: the verdict without legal and code (it is legal), its declaration
#: with the points it scores once made
OfferSchema = answer_schema(DeclarationVerdict, name="Offer", omit=("legal", "code"), override={
    "effect": fields.Nested(EffectSchema, required=True)})


class DeclarationsSchema(StrictSchema):
    ruleset = fields.Nested(AppliedRulesetSchema, required=True)
    seat = StrictInt(required=True)
    available = BoundedList(fields.Nested(OfferSchema), required=True,
                            validate=validate.Length(max=MAX_DECLARATIONS))


DeclarationVerdictSchema = answer_schema(
    DeclarationVerdict, bases=(RulesetAnswerSchema,), before={"seat": StrictInt(required=True)},
    order=("seat", "legal", "code", "message", "params", "template_id"),
    override={"code": OneOfText(DECLARATION_REFUSAL, required=True, allow_none=True, metadata={
        "description": "Why it is refused; null when legal."})})


# -- scores --------------------------------------------------------------------------------------


class CapturedSchema(StrictSchema):
    seat = _seat("Who captured them.", required=True)
    cards = CardCodes(max_items=DECK_SIZE, required=True)


class ContractSchema(StrictSchema):
    declarer = _seat("The auction winner.", required=True)
    amount = StrictInt(required=True, validate=validate.Range(0, 1000),
                       metadata={"description": "The points its side bid."})


SCHEMAS[Contract] = ContractSchema  # requests send it too: declared, with its ranges


class HandScoreRequestSchema(RulesetChoiceSchema):
    trump = _trump(required=True)
    captured = BoundedList(fields.Nested(CapturedSchema), required=True,
                           validate=validate.Length(max=MAX_SEATS), metadata={
                               "description": "Cards taken per seat; a seat left out took none."})
    last_trick_winner = StrictInt(required=True, allow_none=True, validate=SEATS, metadata={
        "description": "Who took the last trick (null if no trick was played)."})
    declarations = BoundedList(fields.Nested(DeclarationSchema),
                               validate=validate.Length(max=MAX_DECLARATIONS),
                               metadata={ITEMS_REQUIRE: ["seat"]})
    contract = fields.Nested(ContractSchema, allow_none=True, metadata={
        "description": "Auction games: the declarer and the amount bid."})
    dealer = StrictInt(allow_none=True, validate=SEATS, metadata={
        "description": "dealer_sits_out (four at a three-player table): the dealer, who sits "
                       "the hand out and neither pays nor collects chips; required there."})


SideScoreSchema = answer_schema(SideScore, max_items=MAX_SEATS, describe={
    "score": "What the side scores towards a points match: its total, or minus a failed "
             "contract."})
HandScoreSchema = answer_schema(HandScore, max_items=MAX_SEATS, describe=(_HAND_SCORE := {
    "games": "Games won by each side in this hand.",
    "loser_sides": "hand_winner middle_loses (cabrón): the sides that lose the hand (empty "
                   "otherwise).",
    "payouts": "payout fournier_no_plate (arrastrado): each seat's net chips, adding up to 0; "
               "empty without chips.",
    "match_points": "What each side of a match scores from this hand: send it as the `points` "
                    "of the hand to POST /v1/matches. The sides' `score`, except that with "
                    "`declarer_vs_rest` (three-player auction) the match is kept per seat and "
                    "the two defenders share their side's score, in halves when it is odd.",
    "carried_totals": "The vueltas: each side's total carried over from the first deal; the "
                      "winner is judged on carried + total. Empty for a first deal.",
    "plate_made": "payout fournier_plate: whether the seat that went to the plate made 101 (it "
                  "takes the plate) or not (it doubles it); null when nobody went.",
}))


HandScoreResultSchema = answer_schema(HandScore, max_items=MAX_SEATS, describe=_HAND_SCORE,
                                      name="HandScoreResult", bases=(RulesetAnswerSchema,))


class HandOutcomeSchema(StrictSchema):
    winner_side = StrictInt(required=True, allow_none=True, validate=validate.Range(0, 5),
                            metadata={"description": "null: a draw, or no winner."})
    games = StrictInt(required=True, validate=validate.Range(0, 10),
                      metadata={"description": "Games won: 1, 2 with the 101 double, 0."})
    points = BoundedList(HalfPoints(validate=validate.Range(-10000, 10000)),
                         validate=validate.Length(max=MAX_SEATS),
                         metadata={"description": "Points matches: each side's score (a "
                                                  "hand score's `match_points`), whole or a "
                                                  "half."})
    loser_sides = BoundedList(StrictInt(validate=validate.Range(0, 5)),
                              validate=validate.Length(max=MAX_SEATS), metadata={
                                  "description": "Penalty matches (cabrón): the sides that "
                                                 "lost the hand, a penalty point each."})


class MatchRequestSchema(RulesetChoiceSchema):
    hands = BoundedList(fields.Nested(HandOutcomeSchema), required=True,
                        validate=validate.Length(max=MAX_HANDS),
                        metadata={"description": "The hands played, in order."})


MatchResultSchema = answer_schema(
    MatchResult, max_items=MAX_SEATS, name="MatchResult", bases=(RulesetAnswerSchema,),
    describe={"penalties_by_side": "Penalty matches: penalty points.",
              "cotos_by_side": "Cotos matches (Guiñote): cotos won.",
              "coto_games_by_side": "Cotos matches: games won in the coto being played."})


# -- the auction ---------------------------------------------------------------------------------


class BidSchema(StrictSchema):
    seat = _seat("Who bids.", required=True)
    kind = OneOfText(BID_KIND, required=True)
    amount = StrictInt(allow_none=True, validate=validate.Range(0, 1000),
                       metadata={"description": "bid: the points; a pass has none."})


class AuctionRequestSchema(RulesetChoiceSchema):
    dealer = _seat("The dealer; the seat after it bids first.", required=True)
    bids = BoundedList(fields.Nested(BidSchema), required=True,
                       validate=validate.Length(max=MAX_BIDS),
                       metadata={"description": "The bids so far, in order (all legal)."})
    next_bid = fields.Nested(BidSchema, metadata={"description": "A bid to judge."})


SCHEMAS[Bid] = BidSchema  # requests send it too: declared, with its ranges
AuctionStateSchema = answer_schema(AuctionState, max_items=MAX_SEATS, describe={
    "min_next_bid": "The lowest bid the seat to act may make (null: only a pass).",
    "all_passed": "Every seat passed without a bid: no contract, redeal."})


BidVerdictSchema = answer_schema(BidVerdict, override={"code": OneOfText(
    BID_REFUSAL, required=True, allow_none=True,
    metadata={"description": "Why the bid is refused; null when legal."})})


class AuctionSchema(StrictSchema):
    ruleset = fields.Nested(AppliedRulesetSchema, required=True)
    state = fields.Nested(AuctionStateSchema, required=True)
    verdict = fields.Nested(BidVerdictSchema, required=True, allow_none=True, metadata={
        "description": "The verdict on next_bid (null when none was sent)."})


# -- deals and whole hands -----------------------------------------------------------------------


class DealRequestSchema(RulesetChoiceSchema):
    seed = StrictInt(required=True, validate=validate.Range(0, SEED_MAX), metadata={
        "description": "0 <= seed < 2**64 (above 2**53, JavaScript clients lose precision)."})
    dealer = _seat("The dealer (default 0).")


_DEAL: dict[str, Any] = {
    "max_items": {"hands": (MAX_SEATS, MAX_HAND), "stock": DECK_SIZE, "unowned": DECK_SIZE},
    "describe": {"first_to_act": "The mano.",
                 "hands": "Each seat's hand, in the order dealt.",
                 "stock": "Stock games: the stock in draw order; its last card is the turn-up."},
    "order": ("seed", "dealer", "first_to_act")}  # the mano after the dealer, as Deal.as_json
DealSchema = answer_schema(Deal, **_DEAL)
DealResultSchema = answer_schema(Deal, name="DealResult", bases=(RulesetAnswerSchema,), **_DEAL)


class DealInSchema(StrictSchema):
    """A hand's deal: ``seed`` (with an optional ``dealer``), or the cards themselves."""

    seed = StrictInt(validate=validate.Range(0, SEED_MAX),
                     metadata={"description": "Deal from this seed (as POST /v1/deals)."})
    dealer = _seat("The dealer (default 0 with a seed; required with explicit cards).")
    hands = BoundedList(CardCodes(max_items=MAX_HAND), validate=validate.Length(max=MAX_SEATS),
                        metadata={"description": "Explicit deal: each seat's hand."})
    stock = CardCodes(max_items=DECK_SIZE, metadata={
        "description": "Explicit deal: the stock in draw order, turn-up last."})
    turn_up = CardCode(allow_none=True)
    unowned = CardCodes(max_items=DECK_SIZE)

    # the rule _seed_or_cards checks, in the contract: a seed and none of the cards, or the
    # hands and the dealer and no seed. Written as what is refused (a seed with a card, or
    # neither a seed nor the hands and the dealer) under `not`, which code generators leave
    # aside: a `oneOf` beside the properties made openapi-generator's Python model drop every
    # property (tests/sdk/test_third_party_generators.py)
    OPENAPI_EXTRA: ClassVar[dict[str, Any]] = {"not": {"anyOf": [
        *({"required": ["seed", name]} for name in ("hands", "stock", "turn_up", "unowned")),
        {"not": {"anyOf": [{"required": ["seed"]}, {"required": ["hands", "dealer"]}]}},
    ]}}

    def check_together(self, data: dict[str, Any]) -> None:
        """A seed, or the cards."""
        explicit = [name for name in ("hands", "stock", "turn_up", "unowned") if name in data]
        if "seed" in data and explicit:
            raise ValidationError({name: [msg("not with a seed: give the seed or the cards")]
                                   for name in explicit})
        if "seed" not in data:
            missing = {name: [REQUIRED] for name in ("hands", "dealer") if name not in data}
            if missing:
                raise ValidationError(missing)


class ActionSchema(StrictSchema):
    seat = _seat("Who acts.", required=True)
    kind = OneOfText(ACTION_KIND, required=True)
    card = CardCode(allow_none=True, metadata={
        "description": "play: the card; swap: the 7 or 2 given (the 7 when absent)."})
    amount = StrictInt(allow_none=True, validate=validate.Range(0, 1000),
                       metadata={"description": "bid: the points."})
    suit = SuitLetter(allow_none=True, metadata={
        "description": "name_trump: the suit; declare marriage: its suit."})
    declaration = OneOfText(DECLARE_KIND, allow_none=True,
                            metadata={"description": "declare: marriage, tute or capote."})
    rank = OneOfInt(TUTE_RANK, allow_none=True,
                    metadata={"description": "declare tute: 12, 11 or 10."})


SCHEMAS[Action] = ActionSchema  # requests send it too: declared, with its ranges


class DealRecordSchema(StrictSchema):
    deal = fields.Nested(DealInSchema, required=True, metadata={
        "description": "The vueltas' deal. With a seed and no dealer, it is dealt by the seat "
                       "the rules name: the one that took the first deal's last trick."})
    actions = BoundedList(fields.Nested(ActionSchema), required=True,
                          validate=validate.Length(max=MAX_ACTIONS),
                          metadata={"description": "Every action of the vueltas, in order."})


class HandRecordSchema(RulesetChoiceSchema):
    deal = fields.Nested(DealInSchema, required=True)
    actions = BoundedList(fields.Nested(ActionSchema), required=True,
                          validate=validate.Length(max=MAX_ACTIONS),
                          metadata={"description": "Every action of the hand, in order."})
    vueltas = fields.Nested(DealRecordSchema, metadata={
        "description": "`vueltas: cumulative` (Guiñote, Habanero): the second deal, when the "
                       "first left no side at 101."})


class PositionRequestSchema(HandRecordSchema):
    after_actions = StrictInt(required=True, validate=validate.Range(0, 2 * MAX_ACTIONS),
                              metadata={"description": "How many actions of the record have "
                                                       "been made, counted through the first "
                                                       "deal and on into the vueltas (with the "
                                                       "vueltas given, the first deal's count "
                                                       "shows them dealt)."})
    seat = _seat("Whose view.", required=True)
    draw = StrictBool(metadata={
        "description": "Make a pending draw first (default false: right after a trick of a "
                       "stock game the draw is still to come)."})


SCHEMAS[TrickCard] = TrickCardSchema  # requests send it too
TrickRecordSchema = answer_schema(
    TrickRecord, max_items={"cards": MAX_SEATS, "fallen_marriages": len(SUITS)},
    insert=FALLEN_INSERT, describe=FALLEN_TEXT)
ActionErrorSchema = answer_schema(
    ActionError, max_items={"legal_plays": MAX_HAND, "available_declarations": MAX_OFFERS},
    override={"code": OneOfText(ACTION_ERROR, required=True)},
    describe={"index": "Index of the illegal action.",
              "available_declarations": "What any seat may declare then."})
_ADJUDICATION: dict[str, Any] = {
    "max_items": {"tricks": DECK_SIZE, "declarations": MAX_DECLARATIONS, "bids": MAX_BIDS},
    "describe": {
        "actions_applied": "Actions applied: at the top level, those of both deals when the "
                           "vueltas were played; in `vueltas`, the vueltas' own.",
        "next_dealer": "Once the hand is over: who deals the next hand (switch `next_dealer`); "
                       "at the top level, who deals the vueltas when they are due and not "
                       "given."}}
#: a deal's adjudication: the vueltas' has no vueltas of its own
DealAdjudicationSchema = answer_schema(HandAdjudication, name="DealAdjudication",
                                       omit=("vueltas",), **_ADJUDICATION)
AdjudicationSchema = answer_schema(
    HandAdjudication, name="Adjudication", bases=(RulesetAnswerSchema,), **_ADJUDICATION,
    override={"vueltas": fields.Nested(DealAdjudicationSchema, required=True, allow_none=True,
                                       metadata={
        "description": "The vueltas' adjudication (their error indexes their own actions; "
                       "their score is judged on the totals carried over), or null."})})


SeatViewSchema = answer_schema(
    SeatView, name="SeatView", bases=(RulesetAnswerSchema,),
    max_items={"hand": MAX_HAND, "hand_sizes": MAX_SEATS, "trick": MAX_SEATS,
               "declarations": MAX_DECLARATIONS, "bids": MAX_BIDS, "carried_totals": MAX_SEATS},
    describe={"deal_number": "1, or 2 in the vueltas.",
              "carried_totals": "The vueltas: each side's total carried over from the first "
                                "deal (empty in a first deal)."},
    # the engine's cards per seat, as requests send them: {seat, cards}
    override={"captured": PerSeat(fields.Nested(CapturedSchema), "cards", required=True,
                                  validate=validate.Length(max=MAX_SEATS))})


# -- one turn ------------------------------------------------------------------------------------


class TurnRequestSchema(HandRecordSchema):
    seat = _seat("Whose view (default: the seat to act; none once the hand is over).")


TurnSchema = answer_schema(
    Turn, name="Turn", bases=(RulesetAnswerSchema,), omit=("judgement",),
    max_items={"actions": MAX_ACTIONS},
    override={"view": fields.Nested(SeatViewSchema, required=True, allow_none=True, metadata={
        "description": "What the seat sees (as POST /v1/positions shows it), with a pending "
                       "draw made: the hand it plays from. Null once the hand is over, unless "
                       "the request names a seat."})},
    insert={"judgement": {
        "legal_plays": BoundedList(CardCode(), required=True,
                                   validate=validate.Length(max=MAX_HAND), metadata={
                                       "description": "The view's seat is to play a card: the "
                                                      "cards it may play (else empty)."}),
        "excluded": BoundedList(fields.Nested(ExclusionSchema), required=True,
                                validate=validate.Length(max=MAX_HAND), metadata={
                                    "description": "And every other card of its hand, with "
                                                   "each duty a play of it would break."})}},
    describe={
        "to_act": "The seat whose bid, naming or play is awaited; null once the hand is over.",
        "deal_number": "1, or 2 in the vueltas.",
        "actions": "Every action the hand accepts now, each ready to append to the record: the "
                   "bids, naming or plays of the seat to act and, before a lead, every "
                   "declaration, swap or claim any seat may make.",
        "auction": "During the auction: its state, with the minimum next bid.",
        "score": "Once the hand is over: its score (the first deal's, when the vueltas are "
                 "due).",
        "vueltas_due": "The first deal is over and left no side at 101: the vueltas are to be "
                       "dealt (send them as the record's `vueltas`).",
        "last_trick": "The trick completed last in the deal being played, with the marriage "
                      "that fell in it (cabrón); null before its first trick."})
