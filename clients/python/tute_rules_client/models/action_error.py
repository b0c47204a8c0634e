from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.action_error_code import ActionErrorCode

if TYPE_CHECKING:
    from ..models.declaration import Declaration
    from ..models.message_params import MessageParams


T = TypeVar("T", bound="ActionError")


@_attrs_define
class ActionError:
    """
    Attributes:
        index (int): Index of the illegal action.
        seat (int):
        code (ActionErrorCode): Why an action of a hand record is illegal: a duty the play breaks, a refused declaration
            or bid, or the hand's own reason.

            - `ALREADY_PASSED`: the seat has passed, and a pass is final
            - `AUCTION_CLOSED`: the auction is over
            - `BID_NOT_A_STEP`: bids rise in the ruleset's steps
            - `BID_TOO_HIGH`: no side can score that many points in a hand
            - `BID_TOO_LOW`: the bid does not beat the minimum (the opening bid or the last bid)
            - `CAPOTE_ALREADY_DECLARED`: a capote has been announced this hand
            - `CARD_NOT_IN_HAND`: the card is not in the acting seat's hand
            - `HAND_OVER`: the hand is over: no more actions
            - `ILLEGAL_BID`: the bid is refused
            - `INVALID_BID`: a bid without an amount, or a pass with one
            - `MUST_FOLLOW_SUIT`: you hold a card of the led suit and must follow it
            - `MUST_FOLLOW_TRUMP_LEAD`: a trump was led and you hold one: you must answer with a trump
            - `MUST_HEAD`: you must play higher than the best card of the led suit on the table
            - `MUST_OVERTRUMP`: you are void in the led suit and must beat the highest trump on the table
            - `MUST_TRUMP`: you are void in the led suit and must play a trump
            - `MUST_UNDERTRUMP`: you are void in the led suit and must play a trump even though it cannot win
            - `NOT_CLAIMABLE`: 101 is claimed only in the vueltas, by the side that took the last trick
            - `NOT_DECLARABLE`: the ruleset has no such declaration (no tute, no capote, no plate, no swap), or it is not
            declared in this game
            - `NOT_DECLARER`: only the declarer's side may sing marriages (marriage_sides declarer_only)
            - `NOT_LEADER`: a capote is announced by the seat about to lead
            - `NOT_YOUR_TURN`: another seat is to act
            - `NO_TRICK_WON`: the seat (or its side) has not just won a trick, which the declaration needs
            - `ONE_PER_TRICK`: a marriage was already sung for this trick (marriages_per_trick)
            - `PAIR_NOT_HELD`: the seat does not hold the king and its partner of the suit named
            - `PLATE_ALREADY_DECLARED`: a player has already gone to the plate
            - `SEAT_OUT_OF_RANGE`: no such seat at the table
            - `SITS_OUT`: the dealer sits this hand out and declares nothing
            - `STOCK_EMPTY`: the swap is made only while the stock has cards
            - `SUIT_ALREADY_DECLARED`: the marriage of that suit has been sung already
            - `SUIT_REQUIRED`: naming trumps names a suit
            - `SWAP_CARD_NOT_HELD`: the seat does not hold the card it would swap (the 7, or 2, of trumps)
            - `TRUMP_ALREADY_NAMED`: trumps have been named
            - `TRUMP_MARRIAGE_FIRST`: the 40 must be sung before any 20 (trump_first)
            - `TRUMP_NOT_FIXED`: trumps are not named yet
            - `TURN_UP_NOT_EXCHANGEABLE`: the turn-up cannot be taken with that card (the 2 takes only a low turn-up)
            - `TUTE_AFTER_MARRIAGE`: a tute may not follow a marriage sung from the same cards
            - `TUTE_ALREADY_DECLARED`: a tute has been declared this hand
            - `TUTE_NOT_HELD`: the seat does not hold the four kings (or knights, or sotas) it names
            - `UNEXPECTED_ACTION`: an action of a kind the hand does not take now (a bid outside the auction, a second spare
            card, ...)
            - `WINDOW_CLOSED`: the moment for it has passed (the next trick was led, the draw was made, the stock is gone,
            the swap's timing)
        message (str): For people: in the language Accept-Language chose (en, es, it or pt; Content-Language says
            which). Switch on `code`, not on this text.
        params (MessageParams): The values put into a message, by name, for an app that writes its own text: suits as
            letters, cards as codes, seats and points as integers, lists as arrays, a nested message as its text. A code's
            params have the same names in every language; empty when the message has none.
        expected_seat (int | None):
        legal_plays (list[str]):
        available_declarations (list[Declaration]): What any seat may declare then.
        min_next_bid (int | None):
    """

    index: int
    seat: int
    code: ActionErrorCode
    message: str
    params: MessageParams
    expected_seat: int | None
    legal_plays: list[str]
    available_declarations: list[Declaration]
    min_next_bid: int | None

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        seat = self.seat

        code = self.code.value

        message = self.message

        params = self.params.to_dict()

        expected_seat: int | None
        expected_seat = self.expected_seat

        legal_plays = self.legal_plays

        available_declarations = []
        for available_declarations_item_data in self.available_declarations:
            available_declarations_item = available_declarations_item_data.to_dict()
            available_declarations.append(available_declarations_item)

        min_next_bid: int | None
        min_next_bid = self.min_next_bid

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "seat": seat,
                "code": code,
                "message": message,
                "params": params,
                "expected_seat": expected_seat,
                "legal_plays": legal_plays,
                "available_declarations": available_declarations,
                "min_next_bid": min_next_bid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.declaration import Declaration  # noqa: PLC0415
        from ..models.message_params import MessageParams  # noqa: PLC0415

        d = dict(src_dict)
        index = d.pop("index")

        seat = d.pop("seat")

        code = ActionErrorCode(d.pop("code"))

        message = d.pop("message")

        params = MessageParams.from_dict(d.pop("params"))

        def _parse_expected_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        expected_seat = _parse_expected_seat(d.pop("expected_seat"))

        legal_plays = cast(list[str], d.pop("legal_plays"))

        available_declarations = []
        _available_declarations = d.pop("available_declarations")
        for available_declarations_item_data in _available_declarations:
            available_declarations_item = Declaration.from_dict(available_declarations_item_data)

            available_declarations.append(available_declarations_item)

        def _parse_min_next_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        min_next_bid = _parse_min_next_bid(d.pop("min_next_bid"))

        action_error = cls(
            index=index,
            seat=seat,
            code=code,
            message=message,
            params=params,
            expected_seat=expected_seat,
            legal_plays=legal_plays,
            available_declarations=available_declarations,
            min_next_bid=min_next_bid,
        )

        return action_error
