"""Every stable code the engine answers with, by family, with what each means.

A client switches on these codes (and translates them), so each family is closed: the HTTP
contract publishes each as an enum built from these tables, and a test reads the engine's
source to prove that no code is raised that is not listed here.

- :data:`VIOLATION_CODES`: duties a play breaks (``PlayVerdict.violations``, exclusions);
- :data:`DECLARATION_REFUSALS`: why a declaration or swap is refused;
- :data:`BID_REFUSALS`: why a bid or pass is refused;
- :data:`ACTION_ERRORS`: why an action of a hand record is illegal (the three families above,
  and the hand's own);
- :data:`INPUT_PROBLEMS`: what makes an input impossible or invalid (problem items).
"""

from __future__ import annotations

from tute.rules import DUTY_MESSAGES

#: Duties a play breaks (rulesets.md "Play duties"); the meanings are the violations' messages.
VIOLATION_CODES: dict[str, str] = {code: message.template
                                   for code, message in DUTY_MESSAGES.items()}

DECLARATION_REFUSALS: dict[str, str] = {
    "NOT_DECLARABLE": "the ruleset has no such declaration (no tute, no capote, no plate, no "
                      "swap), or it is not declared in this game",
    "NO_TRICK_WON": "the seat (or its side) has not just won a trick, which the declaration "
                    "needs",
    "WINDOW_CLOSED": "the moment for it has passed (the next trick was led, the draw was made, "
                     "the stock is gone, the swap's timing)",
    "PAIR_NOT_HELD": "the seat does not hold the king and its partner of the suit named",
    "TRUMP_NOT_FIXED": "trumps are not named yet",
    "SUIT_ALREADY_DECLARED": "the marriage of that suit has been sung already",
    "NOT_DECLARER": "only the declarer's side may sing marriages (marriage_sides declarer_only)",
    "ONE_PER_TRICK": "a marriage was already sung for this trick (marriages_per_trick)",
    "TRUMP_MARRIAGE_FIRST": "the 40 must be sung before any 20 (trump_first)",
    "TUTE_NOT_HELD": "the seat does not hold the four kings (or knights, or sotas) it names",
    "TUTE_ALREADY_DECLARED": "a tute has been declared this hand",
    "TUTE_AFTER_MARRIAGE": "a tute may not follow a marriage sung from the same cards",
    "NOT_LEADER": "a capote is announced by the seat about to lead",
    "CAPOTE_ALREADY_DECLARED": "a capote has been announced this hand",
    "SITS_OUT": "the dealer sits this hand out and declares nothing",
    "PLATE_ALREADY_DECLARED": "a player has already gone to the plate",
    "STOCK_EMPTY": "the swap is made only while the stock has cards",
    "SWAP_CARD_NOT_HELD": "the seat does not hold the card it would swap (the 7, or 2, of trumps)",
    "TURN_UP_NOT_EXCHANGEABLE": "the turn-up cannot be taken with that card (the 2 takes only a "
                                "low turn-up)",
}

BID_REFUSALS: dict[str, str] = {
    "NOT_YOUR_TURN": "another seat is to act",
    "BID_TOO_LOW": "the bid does not beat the minimum (the opening bid or the last bid)",
    "BID_NOT_A_STEP": "bids rise in the ruleset's steps",
    "BID_TOO_HIGH": "no side can score that many points in a hand",
    "ALREADY_PASSED": "the seat has passed, and a pass is final",
    "AUCTION_CLOSED": "the auction is over",
    "SEAT_OUT_OF_RANGE": "no such seat at the table",
    "INVALID_BID": "a bid without an amount, or a pass with one",
}

#: The hand's own reasons, beside the duties, declaration and bid refusals (a code those
#: families define, CARD_NOT_IN_HAND, NOT_YOUR_TURN or SEAT_OUT_OF_RANGE, is described there
#: alone: the hand gives it with that meaning).
_HAND_ERRORS: dict[str, str] = {
    "HAND_OVER": "the hand is over: no more actions",
    "UNEXPECTED_ACTION": "an action of a kind the hand does not take now (a bid outside the "
                         "auction, a second spare card, ...)",
    "NOT_CLAIMABLE": "101 is claimed only in the vueltas, by the side that took the last trick",
    "TRUMP_ALREADY_NAMED": "trumps have been named",
    "SUIT_REQUIRED": "naming trumps names a suit",
    "ILLEGAL_BID": "the bid is refused",
}

ACTION_ERRORS: dict[str, str] = {**VIOLATION_CODES, **DECLARATION_REFUSALS, **BID_REFUSALS,
                                 **_HAND_ERRORS}

INPUT_PROBLEMS: dict[str, str] = {
    # cards and seats
    "CARD_NOT_IN_DECK": "a card the ruleset's deck does not have (a 2 in a 36-card game)",
    "DUPLICATE_CARD": "a card that is already somewhere else in the input",
    "MISSING_CARD": "a card of the deck that is nowhere in a deal",
    "SEAT_OUT_OF_RANGE": "a seat that is not at the table",
    "SEAT_OUT_OF_ORDER": "a card of the trick played out of playing order",
    # positions
    "TRUMP_REQUIRED": "the ruleset fixes trumps before play: name the trump suit",
    "TRUMP_CONTRADICTS_TURN_UP": "the trump suit is not the turn-up's",
    "TRICK_TOO_LONG": "more cards in the trick than seats that play",
    "TRICK_INCOMPLETE": "a trick to resolve needs one card from each seat that plays",
    "HAND_EMPTY": "the acting seat holds no card",
    "HAND_SIZE_IMPOSSIBLE": "a hand size that cannot occur at this moment of the hand",
    "STOCK_NOT_IN_GAME": "a stock size in a game without a stock",
    "STOCK_SIZE_IMPOSSIBLE": "a stock size the game cannot reach",
    "TURN_UP_NOT_IN_GAME": "a turn-up in a game that turns no card up",
    "TURN_UP_WITHOUT_STOCK": "a turn-up with an empty stock (it is drawn with the last card)",
    "TRICKS_PLAYED_IMPOSSIBLE": "more tricks played than a hand has",
    "STAGE_IMPOSSIBLE": "a stage that cannot occur with the rest of the context",
    "LAST_TRICK_WINNER_MISMATCH": "last_trick_winner is null exactly when no trick has been "
                                  "played",
    "TRICK_WINNERS_REQUIRED": "the ruleset needs the taker of every trick (trick_winners)",
    "TRICK_WINNERS_MISMATCH": "trick_winners does not list one taker per trick played",
    "DECLARATION_AFTER_NOW": "a declaration said to be made after a trick not yet played",
    "DECLARER_NOT_IN_GAME": "a declarer in a game without an auction",
    # answers sent back as questions
    "POINTS_MISMATCH": "a declaration sent with points it does not score",
    "SEAT_MISMATCH": "a question's declaration names another seat than the question's",
    "MOMENT_MISMATCH": "a question's declaration names another moment than the question's",
    # deals
    "SEED_OUT_OF_RANGE": "a seed outside 0 <= seed < 2**64",
    "WRONG_HAND_COUNT": "not one hand per seat",
    "WRONG_HAND_SIZE": "a hand that does not hold the cards the ruleset deals",
    "WRONG_STOCK_SIZE": "a stock that does not hold the undealt cards",
    "WRONG_UNOWNED_COUNT": "not as many cards belonging to nobody as the ruleset leaves",
    "TURN_UP_NOT_ALLOWED": "a turn-up in a game that shows no card",
    "TURN_UP_MISMATCH": "a turn-up that is not the card the deal shows",
    # scores and matches
    "CAPTURED_SEATS": "captured cards are not given per seat",
    "CAPTURED_COUNT_IMPOSSIBLE": "a number of captured cards no finished hand can leave",
    "DEALER_REQUIRED": "the dealer sits out (dealer_sits_out): name him",
    "LAST_TRICK_WINNER_REQUIRED": "tricks were taken: name who took the last one",
    "LAST_TRICK_WINNER_EMPTY": "the seat said to take the last trick captured nothing",
    "TUTE_ALREADY_DECLARED": "a hand has at most one tute",
    "SUIT_ALREADY_DECLARED": "the marriage of a suit declared twice",
    "CONTRACT_REQUIRED": "the ruleset scores a bid: give the declarer and the amount",
    "NOT_DECLARABLE": "a declaration the ruleset does not have",
    "NOT_DECLARER": "a marriage of the defenders where only the declarer's side sings",
    "NO_TRICK_WON": "a declaration by a seat whose side won no trick",
    "MATCH_ALREADY_DECIDED": "a hand given after the match was decided",
    "INVALID_HAND_OUTCOME": "a hand outcome the ruleset cannot produce",
    "NO_AUCTION": "an auction in a game without one",
    **{code: f"bid refused: {meaning}" for code, meaning in BID_REFUSALS.items()
       if code != "SEAT_OUT_OF_RANGE"},
    # hand records
    "ILLEGAL_ACTION": "the record is illegal before the position asked for",
    "ACTION_INDEX_OUT_OF_RANGE": "a position past the end of the record",
    "VUELTAS_DEALER": "the vueltas dealt by the wrong seat",
    "VUELTAS_NOT_DUE": "vueltas where the first deal gives none",
    # rulesets
    "UNKNOWN_SWITCH": "an override of a switch that does not exist",
    "INVALID_SWITCH_VALUE": "a value the switch does not take",
    "SWITCH_NOT_APPLICABLE": "a switch value that cannot apply to this game",
    # a seat's knowledge (inference, worlds)
    "TURN_UP_REQUIRED": "the game shows the card that sets trumps: the knowledge must give it",
    "DRAWN_CARDS_MISMATCH": "the cards the seat drew do not match the draws its actions make",
    "CARD_SEEN_ELSEWHERE": "a card played or shown by a seat that the seat knows is elsewhere",
    "NO_CONSISTENT_DEAL": "no deal gives the seat this view (the first action none agrees with)",
    "KNOWLEDGE_NOT_SUPPORTED": "a ruleset whose hidden actions a seat's knowledge does not "
                               "cover (spare_card auction_winner_may_take)",
    "COUNT_OUT_OF_RANGE": "more worlds asked for than the bound, or fewer than one",
    # suggestions
    "SEAT_NOT_TO_ACT": "the seat whose action is asked for is not the seat to act now",
    "SEAT_TO_ACT": "the seat whose optional declaration is asked for is the seat to act now",
    "NOTHING_TO_DECLARE": "the seat whose optional declaration is asked for has none to make",
    "EFFORT_OUT_OF_RANGE": "more playouts asked for than the bound, or fewer than one",
    # analyses and reviews
    "MAX_NODES_OUT_OF_RANGE": "more positions asked for than the bound, or fewer than one",
    "SEAT_HAS_NO_ACTION": "the seat analysed has no action to take now",
    "HAND_OVER": "the position analysed is the end of the hand: there is nothing to choose",
}

#: Why an inference says a place cannot hold a card: the duty a play would have broken (the
#: codes of :data:`VIOLATION_CODES`), or what the seat saw.
INFERENCE_REASONS: dict[str, str] = {
    **VIOLATION_CODES,
    "IN_YOUR_HAND": "the seat holds it",
    "PLAYED": "it has been played",
    "HELD_BY_OTHER": "another seat holds it: shown by a marriage, a tute or a swap, or the "
                     "turn-up it took",
    "TURN_UP": "it lies face up: the turn-up under the stock, or the card of nobody",
    "ACCOUNTED_FOR": "the counting: every card of this place is known, or the card must fill "
                     "another place",
}

__all__ = ["ACTION_ERRORS", "BID_REFUSALS", "DECLARATION_REFUSALS", "INFERENCE_REASONS",
           "INPUT_PROBLEMS", "VIOLATION_CODES"]
