from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.problem_item_code import ProblemItemCode

if TYPE_CHECKING:
    from ..models.message_params import MessageParams


T = TypeVar("T", bound="ProblemItem")


@_attrs_define
class ProblemItem:
    """
    Attributes:
        code (ProblemItemCode): What is wrong at the item's JSON pointer: FIELD_REQUIRED, FIELD_UNKNOWN, FIELD_NULL,
            FIELD_INVALID for a body that breaks the schema, the rules' codes otherwise.

            - `ACTION_INDEX_OUT_OF_RANGE`: a position past the end of the record
            - `ALREADY_PASSED`: bid refused: the seat has passed, and a pass is final
            - `AUCTION_CLOSED`: bid refused: the auction is over
            - `BID_NOT_A_STEP`: bid refused: bids rise in the ruleset's steps
            - `BID_TOO_HIGH`: bid refused: no side can score that many points in a hand
            - `BID_TOO_LOW`: bid refused: the bid does not beat the minimum (the opening bid or the last bid)
            - `CAPTURED_COUNT_IMPOSSIBLE`: a number of captured cards no finished hand can leave
            - `CAPTURED_SEATS`: captured cards are not given per seat
            - `CARD_NOT_IN_DECK`: a card the ruleset's deck does not have (a 2 in a 36-card game)
            - `CARD_SEEN_ELSEWHERE`: a card played or shown by a seat that the seat knows is elsewhere
            - `CONTRACT_REQUIRED`: the ruleset scores a bid: give the declarer and the amount
            - `COUNT_OUT_OF_RANGE`: more worlds asked for than the bound, or fewer than one
            - `DEALER_REQUIRED`: the dealer sits out (dealer_sits_out): name him
            - `DECLARATION_AFTER_NOW`: a declaration said to be made after a trick not yet played
            - `DECLARER_NOT_IN_GAME`: a declarer in a game without an auction
            - `DRAWN_CARDS_MISMATCH`: the cards the seat drew do not match the draws its actions make
            - `DUPLICATE_CARD`: a card that is already somewhere else in the input
            - `DUPLICATE_SEAT`: a seat given twice
            - `EFFORT_OUT_OF_RANGE`: more playouts asked for than the bound, or fewer than one
            - `FIELD_INVALID`: a value of the wrong type or out of its range, pattern or length
            - `FIELD_NULL`: null where a value is required
            - `FIELD_REQUIRED`: a required member is missing
            - `FIELD_UNKNOWN`: a member the schema does not have
            - `HAND_EMPTY`: the acting seat holds no card
            - `HAND_OVER`: the position analysed is the end of the hand: there is nothing to choose
            - `HAND_SIZE_IMPOSSIBLE`: a hand size that cannot occur at this moment of the hand
            - `ILLEGAL_ACTION`: the record is illegal before the position asked for
            - `INVALID_BID`: bid refused: a bid without an amount, or a pass with one
            - `INVALID_HAND_OUTCOME`: a hand outcome the ruleset cannot produce
            - `INVALID_SWITCH_VALUE`: a value the switch does not take
            - `KNOWLEDGE_NOT_SUPPORTED`: a ruleset whose hidden actions a seat's knowledge does not cover (spare_card
            auction_winner_may_take)
            - `LAST_TRICK_WINNER_EMPTY`: the seat said to take the last trick captured nothing
            - `LAST_TRICK_WINNER_MISMATCH`: last_trick_winner is null exactly when no trick has been played
            - `LAST_TRICK_WINNER_REQUIRED`: tricks were taken: name who took the last one
            - `MATCH_ALREADY_DECIDED`: a hand given after the match was decided
            - `MAX_NODES_OUT_OF_RANGE`: more positions asked for than the bound, or fewer than one
            - `MISSING_CARD`: a card of the deck that is nowhere in a deal
            - `MOMENT_MISMATCH`: a question's declaration names another moment than the question's
            - `NOTHING_TO_DECLARE`: the seat whose optional declaration is asked for has none to make
            - `NOT_DECLARABLE`: a declaration the ruleset does not have
            - `NOT_DECLARER`: a marriage of the defenders where only the declarer's side sings
            - `NOT_YOUR_TURN`: bid refused: another seat is to act
            - `NO_AUCTION`: an auction in a game without one
            - `NO_CONSISTENT_DEAL`: no deal gives the seat this view (the first action none agrees with)
            - `NO_TRICK_WON`: a declaration by a seat whose side won no trick
            - `PLAYERS_CONFLICT`: players and overrides.players disagree
            - `POINTS_MISMATCH`: a declaration sent with points it does not score
            - `RULESET_VERSION_MISMATCH`: the ruleset is not at the version the request pins
            - `SEAT_HAS_NO_ACTION`: the seat analysed has no action to take now
            - `SEAT_MISMATCH`: a question's declaration names another seat than the question's
            - `SEAT_NOT_TO_ACT`: the seat whose action is asked for is not the seat to act now
            - `SEAT_OUT_OF_ORDER`: a card of the trick played out of playing order
            - `SEAT_OUT_OF_RANGE`: a seat that is not at the table
            - `SEAT_TO_ACT`: the seat whose optional declaration is asked for is the seat to act now
            - `SEED_OUT_OF_RANGE`: a seed outside 0 <= seed < 2**64
            - `STAGE_IMPOSSIBLE`: a stage that cannot occur with the rest of the context
            - `STOCK_NOT_IN_GAME`: a stock size in a game without a stock
            - `STOCK_SIZE_IMPOSSIBLE`: a stock size the game cannot reach
            - `SUIT_ALREADY_DECLARED`: the marriage of a suit declared twice
            - `SWITCH_NOT_APPLICABLE`: a switch value that cannot apply to this game
            - `TRICKS_PLAYED_IMPOSSIBLE`: more tricks played than a hand has
            - `TRICK_INCOMPLETE`: a trick to resolve needs one card from each seat that plays
            - `TRICK_TOO_LONG`: more cards in the trick than seats that play
            - `TRICK_WINNERS_MISMATCH`: trick_winners does not list one taker per trick played
            - `TRICK_WINNERS_REQUIRED`: the ruleset needs the taker of every trick (trick_winners)
            - `TRUMP_CONTRADICTS_TURN_UP`: the trump suit is not the turn-up's
            - `TRUMP_REQUIRED`: the ruleset fixes trumps before play: name the trump suit
            - `TURN_UP_MISMATCH`: a turn-up that is not the card the deal shows
            - `TURN_UP_NOT_ALLOWED`: a turn-up in a game that shows no card
            - `TURN_UP_NOT_IN_GAME`: a turn-up in a game that turns no card up
            - `TURN_UP_REQUIRED`: the game shows the card that sets trumps: the knowledge must give it
            - `TURN_UP_WITHOUT_STOCK`: a turn-up with an empty stock (it is drawn with the last card)
            - `TUTE_ALREADY_DECLARED`: a hand has at most one tute
            - `UNKNOWN_RULESET`: a ruleset id or alias the service does not know
            - `UNKNOWN_SWITCH`: an override of a switch that does not exist
            - `VUELTAS_DEALER`: the vueltas dealt by the wrong seat
            - `VUELTAS_NOT_DUE`: vueltas where the first deal gives none
            - `WRONG_HAND_COUNT`: not one hand per seat
            - `WRONG_HAND_SIZE`: a hand that does not hold the cards the ruleset deals
            - `WRONG_STOCK_SIZE`: a stock that does not hold the undealt cards
            - `WRONG_UNOWNED_COUNT`: not as many cards belonging to nobody as the ruleset leaves
        field (str): JSON pointer into the request body ('' is the body itself).
        message (str): For people: in the language Accept-Language chose (en, es, it or pt; Content-Language says
            which). Switch on `code`, not on this text.
        params (MessageParams): The values put into a message, by name, for an app that writes its own text: suits as
            letters, cards as codes, seats and points as integers, lists as arrays, a nested message as its text. A code's
            params have the same names in every language; empty when the message has none.
        template_id (str): The stable id of the message's template (one code may have several): docs/message-
            templates.md lists each, with its params and its text in every language. Example: t0123456789.
    """

    code: ProblemItemCode
    field: str
    message: str
    params: MessageParams
    template_id: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        field = self.field

        message = self.message

        params = self.params.to_dict()

        template_id = self.template_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "field": field,
                "message": message,
                "params": params,
                "template_id": template_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.message_params import MessageParams  # noqa: PLC0415

        d = dict(src_dict)
        code = ProblemItemCode(d.pop("code"))

        field = d.pop("field")

        message = d.pop("message")

        params = MessageParams.from_dict(d.pop("params"))

        template_id = d.pop("template_id")

        problem_item = cls(
            code=code,
            field=field,
            message=message,
            params=params,
            template_id=template_id,
        )

        return problem_item
