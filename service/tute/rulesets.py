"""Rulesets as data: every rule switch declared once, the named rulesets, a registry.

Each switch is one field of :class:`Ruleset`, declared with :func:`switch`: its type (a
``StrEnum`` of :mod:`tute.values`, ``bool`` or ``int``), allowed values, default, description,
sources and where it applies. :data:`SWITCHES`, override validation, the ruleset detail of the
HTTP API and the contract's ``Overrides`` schema are all read from those declarations.

A :class:`Ruleset` is immutable; making one builds its rule components (:mod:`tute.rules`),
which the operations ask. :meth:`Ruleset.with_overrides` applies client overrides, reporting
every unknown switch, bad value and switch that cannot apply to the game at once.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tute.cards import DECK, Card
from tute.errors import OverrideError, Problem, UnknownRulesetError
from tute.messages import Message, msg
from tute.rules import (
    ALL_CARDS,
    AuctionRule,
    CapoteRule,
    ContractRule,
    DealerRule,
    Duties,
    MarriageRule,
    MatchRule,
    PayoutRule,
    PointsRule,
    SidesRule,
    SwapRule,
    TrumpRule,
    TuteRule,
    WinnerRule,
    card_bits,
)
from tute.values import (
    AllPass,
    AuctionRounds,
    BothOverTarget,
    Capote,
    CapoteDeclarer,
    CardPoints,
    DefendersScore,
    Duty,
    FailedScore,
    FirstLead,
    Group,
    HandWinner,
    HeadLedSuit,
    LoserRule,
    MadeScore,
    MarriageAward,
    MarriageDisclosure,
    MarriageMoment,
    MarriagePair,
    MarriageSides,
    MarriagesPerTrick,
    MarriageWindow,
    MatchKind,
    NextDealer,
    PartnerExemption,
    Payout,
    PointsMatchTie,
    RankOrder,
    Sides,
    SpareCard,
    SwapTiming,
    ThirtyMalas,
    Tie,
    TrumpMethod,
    TrumpWhenVoid,
    TuteAfterMarriage,
    TuteEffect,
    TuteRanks,
    Vueltas,
    VueltasEnd,
)

#: a switch's value: a member of its enum, a number or a truth value (None: double_at off)
SwitchValue = Enum | int | bool | None
#: Why a switch cannot change in a ruleset, or None when it can.
Applicability = Callable[["Ruleset"], Message | None]


class SwitchValueError(ValueError):
    """A value that a switch does not allow; ``message`` says which values it does."""

    def __init__(self, message: Message) -> None:
        self.message = message
        super().__init__(str(message))


@dataclass(frozen=True, slots=True)
class Switch:
    """One rule switch: its type, allowed values, default, meaning, sources and applicability."""

    name: str
    group: Group
    #: the value's type: a StrEnum class, bool or int
    kind: type
    #: the allowed values (empty for an integer range)
    choices: tuple[SwitchValue, ...]
    default: SwitchValue
    description: str
    sources: str
    #: for integer switches with an open range, the inclusive bounds
    int_range: tuple[int, int] | None = None
    #: why the switch cannot change in a given ruleset (None: it can)
    applies: Applicability | None = None
    #: the value that asks nothing of the game (a swap turned off): accepted in every ruleset,
    #: where the switch applies or not (None: every value asks something)
    idle: SwitchValue | None = None

    @property
    def enum(self) -> type[Enum] | None:
        return self.kind if issubclass(self.kind, Enum) else None

    def parse(self, value: object) -> SwitchValue:
        """``value`` as this switch's type; ValueError when it is not an allowed value."""
        if self.int_range is not None:
            low, high = self.int_range
            if type(value) is int and low <= value <= high:
                return value
        elif isinstance(value, str) and self.enum is not None:
            for choice in self.choices:
                if isinstance(choice, Enum) and choice.value == value:
                    return choice
        elif any(type(value) is type(choice) and value == choice for choice in self.choices):
            # bool is an int subclass: types are compared so that true never passes for 1
            return value  # type: ignore[return-value]
        # Translators: {switch} is a rule switch's name; {choices} is "one of <values>" or "an
        # integer from <low> to <high>" (translated apart); {got} is the value given, as JSON
        raise SwitchValueError(msg("{switch} must be {choices}; got {got}", switch=self.name,
                                   choices=self.describe_choices(), got=json_text(value)))

    def accepts(self, value: object) -> bool:
        try:
            self.parse(value)
        except ValueError:
            return False
        return True

    def describe_choices(self) -> Message:
        if self.int_range is not None:
            return msg("an integer from {low} to {high}", low=self.int_range[0],
                       high=self.int_range[1])
        # Translators: {choices} lists the allowed values as JSON, separated by commas
        return msg("one of {choices}", choices=tuple(json_text(c) for c in self.choices))


def json_text(value: object) -> str:
    """A value as JSON would write it, for messages a JSON client reads (a message parameter:
    the same in every language)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Enum):
        value = value.value
    if isinstance(value, str):
        return f'"{value}"'
    return str(value) if isinstance(value, int) else repr(value)


def switch(
    group: Group,
    default: Any,
    description: str,
    sources: str,
    *,
    choices: tuple[SwitchValue, ...] | None = None,
    int_range: tuple[int, int] | None = None,
    applies: Applicability | None = None,
    idle: SwitchValue | None = None,
) -> Any:
    """Declare a switch as a field of :class:`Ruleset` (its type is the field's annotation).

    Enumerated switches take every member of their enum unless ``choices`` names a subset.
    """
    declared = {"group": group, "description": description, "sources": sources,
                "choices": choices, "int_range": int_range, "applies": applies, "idle": idle}
    return field(default=default, metadata={"switch": declared})


# -- where switches apply ------------------------------------------------------------------------


def _needs_stock(rules: Ruleset) -> Message | None:
    return None if rules.stock else msg("the game has no stock")


def _swap_fits(rules: Ruleset) -> Message | None:
    """A swap takes the turn-up while the stock lasts, or the unowned card shown before the
    first lead (swap_timing before_first_lead)."""
    if rules.stock or (rules.trumps.spare_shown
                       and rules.swap_timing is SwapTiming.BEFORE_FIRST_LEAD):
        return None
    if rules.trumps.spare_shown:
        return msg("without a stock the shown card is taken only before the first lead")
    return msg("the game has no stock")


def _needs_pairs(rules: Ruleset) -> Message | None:
    return None if rules.in_pairs else msg("the game is not played in pairs")


def _needs_auction(rules: Ruleset) -> Message | None:
    return None if rules.trumps.by_auction else msg("the game has no auction")


def _needs_rounds(rules: Ruleset) -> Message | None:
    if rules.trumps.by_auction and rules.auction.single:
        return msg("each seat speaks once in a single-round auction")
    return _needs_auction(rules)


def _needs_series(rules: Ruleset) -> Message | None:
    return None if rules.match is MatchKind.SERIES else msg("the match is not a series of games")


def _needs_losers(rules: Ruleset) -> Message | None:
    return None if rules.winner.middle_loses else msg("the hand has a winner, not losers")


def _needs_declared_capote(rules: Ruleset) -> Message | None:
    if rules.capote is not Capote.DECLARED:
        return msg("capote is not declared in this game")
    return None


def _capote_fits(rules: Ruleset) -> Message | None:
    if rules.capote is Capote.DECLARED and not rules.stock:
        return msg("a capote is announced when the stock runs out: the game has no stock")
    return None


def _needs_individual_winner(rules: Ruleset) -> Message | None:
    if rules.sides is not Sides.INDIVIDUAL or rules.hand_winner is not HandWinner.MOST_POINTS:
        return msg("chips are paid between individual seats of a most-points game")
    return None


def _needs_over_100(rules: Ruleset) -> Message | None:
    return None if rules.hand_winner is HandWinner.OVER_100 else msg("the hand is not won at 101")


def _needs_two_sides_over_100(rules: Ruleset) -> Message | None:
    if rules.hand_winner is not HandWinner.OVER_100:
        return msg("the hand is not won at 101")
    if not rules.in_pairs and rules.players != 2:
        return msg("the vueltas are played between two sides")
    return None


def _needs_vueltas(rules: Ruleset) -> Message | None:
    return None if rules.vueltas is Vueltas.CUMULATIVE else msg("the game has no vueltas")


def _needs_points_match(rules: Ruleset) -> Message | None:
    return None if rules.match_rule.by_points else msg("the match is not played to a points target")


def _needs_cotos(rules: Ruleset) -> Message | None:
    return None if rules.match_rule.by_cotos else msg("the match is not played in cotos")


def _needs_penalties(rules: Ruleset) -> Message | None:
    return None if rules.match_rule.by_penalties else msg("the match does not count penalties")


def _hand_winner_fits(rules: Ruleset) -> Message | None:
    if rules.hand_winner is HandWinner.BID and not rules.trumps.by_auction:
        return msg("only an auction game has a bid to make")
    if rules.hand_winner is HandWinner.MIDDLE_LOSES and (rules.players < 3 or rules.in_pairs):
        return msg("a middle score needs three or more individual seats")
    return _match_fits(rules)


def _match_fits(rules: Ruleset) -> Message | None:
    if rules.match_rule.by_penalties and not rules.winner.middle_loses:
        return msg("penalty points count the losers of hand_winner middle_loses")
    return None


def _pairs_need_four(rules: Ruleset) -> Message | None:
    if rules.sides is Sides.PAIRS and rules.players != 4:
        return msg("pairs need four players")
    return None


def _deal_fits(rules: Ruleset) -> Message | None:
    """The deal must leave a stock in stock games, and hold the deck (but the spare card) in
    the others, the spare card fitting the trump method."""
    spare = _spare_fits_trumps(rules)
    if spare is not None:
        return spare
    dealt = rules.players * rules.hand_size
    if rules.stock:
        if dealt >= rules.deck:
            # Translators: {hands} hands of {hand_size} cards each; {deck} is 40 or 36
            return msg("{hands} hands of {hand_size} leave no stock in a {deck}-card deck",
                       hands=rules.players, hand_size=rules.hand_size, deck=rules.deck)
        if rules.deck % rules.players:
            # every card is drawn and played, one a seat a trick
            # Translators: {deck} is 40 or 36; {seats} the number of players
            return msg("a {deck}-card stock game cannot be shared by {seats} seats",
                       deck=rules.deck, seats=rules.players)
        return None
    unowned = rules.trumps.unowned_cards
    dealt = rules.in_play * rules.hand_size
    if rules.deck - dealt != unowned:
        if unowned:
            # Translators: {hands} hands of {hand_size} cards each; {deck} is 40 or 36
            return msg("without a stock {hands} hands of {hand_size} must hold the {deck}-card "
                       "deck but one card", hands=rules.in_play, hand_size=rules.hand_size,
                       deck=rules.deck)
        # Translators: {hands} hands of {hand_size} cards each; {deck} is 40 or 36
        return msg("without a stock {hands} hands of {hand_size} must hold the {deck}-card deck",
                   hands=rules.in_play, hand_size=rules.hand_size, deck=rules.deck)
    return None


def _sitting_out_fits(rules: Ruleset) -> Message | None:
    """The dealer sits out at a table of four individual players without a stock or an
    auction (three-player arrastrado with a fourth at the table: regional.md 5a, 5b.1)."""
    if not rules.dealer_sits_out:
        return None
    if rules.players != 4 or rules.sides is not Sides.INDIVIDUAL:
        return msg("the dealer sits out at a table of four individual players")
    if rules.stock or rules.trumps.by_auction:
        return msg("the dealer sits out of a game without a stock or an auction")
    return None


def _needs_no_stock(rules: Ruleset) -> Message | None:
    return msg("a stock game deals every card it does not stock") if rules.stock else None


def _spare_fits_trumps(rules: Ruleset) -> Message | None:
    """The face-up pinta is what shows trumps (last_card_unowned), and only then; the auction
    winner's spare needs an auction."""
    shown_card = rules.trump_method is TrumpMethod.LAST_CARD_UNOWNED
    if shown_card != rules.trumps.spare_shown:
        return msg("trump_method last_card_unowned and spare_card face_up_pinta go together: "
                   "the face-up spare card is what shows trumps")
    if rules.trumps.spare_to_declarer and not rules.trumps.by_auction:
        return msg("only an auction game has a winner to take the spare card")
    return None


def _trumps_fit_stock(rules: Ruleset) -> Message | None:
    if rules.stock and not rules.trumps.from_stock:
        return msg("a stock game shows trumps with the turn-up")
    if not rules.stock and rules.trumps.from_stock:
        return msg("the game has no stock to turn a card under")
    return None


@dataclass(frozen=True, slots=True)
class Constraint:
    """A rule that ties several switches together: changing any of them may break it."""

    switches: tuple[str, ...]
    reason: Applicability


CONSTRAINTS: tuple[Constraint, ...] = (
    Constraint(("sides", "players"), _pairs_need_four),
    Constraint(("hand_size", "players", "stock", "deck", "trump_method", "spare_card",
                "dealer_sits_out"),
               _deal_fits),
    Constraint(("stock", "trump_method"), _trumps_fit_stock),
    Constraint(("dealer_sits_out", "players", "sides", "stock", "trump_method"),
               _sitting_out_fits),
)


# -- the ruleset ---------------------------------------------------------------------------------

_ORDERS: Mapping[RankOrder, tuple[int, ...]] = {
    RankOrder.TUTE: (1, 3, 12, 11, 10, 7, 6, 5, 4, 2),
    RankOrder.GUINOTE: (1, 3, 12, 10, 11, 7, 6, 5, 4, 2),
}
_POINTS: Mapping[CardPoints, Mapping[int, int]] = {
    CardPoints.TUTE: {1: 11, 3: 10, 12: 4, 11: 3, 10: 2},
    CardPoints.GUINOTE: {1: 11, 3: 10, 12: 4, 10: 3, 11: 2},
}

T, D, X, R, A = Group.TABLE, Group.DUTIES, Group.DECLARATIONS, Group.RESULTS, Group.AUCTION


@dataclass(frozen=True)
class Ruleset:
    """A complete assignment of every switch, with the identity of the named ruleset it came from.

    The switch fields below are the one declaration of each switch; their defaults are the
    reference game's values (tute-dos: rulesets.md, "the default follows the majority of the
    sources"). ``overrides`` records which switches differ from the named ruleset, so a
    response can say exactly which rules were applied.
    """

    id: str
    version: str
    name: str
    description: str
    aliases: tuple[str, ...]
    player_options: tuple[int, ...]

    # -- table and deal
    players: int = switch(T, 2, "Number of seats at the table.", "000, 001", choices=(2, 3, 4))
    sides: Sides = switch(
        T, Sides.INDIVIDUAL, "Who scores together: each seat alone, seats 0+2 against 1+3, or "
        "the declarer against the rest.", "000, 001")
    deck: int = switch(T, 40, "Cards in play: the Spanish 40, or 36 without the 2s.",
                       "000; rulesets.md (3-player auction, cabrón)", choices=(40, 36))
    rank_order: RankOrder = switch(
        T, RankOrder.TUTE, "Order within a suit, high to low. tute: 1,3,12,11,10,7,6,5,4,2; "
        "guinote: sota above caballo (1,3,12,10,11,7,...).", "000, 002, 003; rulesets.md (Guiñote)")
    card_points: CardPoints = switch(
        T, CardPoints.TUTE, "Card points. tute: 1=11, 3=10, 12=4, 11=3, 10=2; guinote: sota 3, "
        "caballo 2.", "000, 002, 003; rulesets.md (Guiñote)")
    hand_size: int = switch(T, 8, "Cards dealt to each seat.", "000, 001, 002",
                            int_range=(1, 20))
    stock: bool = switch(T, True, "Whether undealt cards form a stock drawn from after each "
                         "trick (the winner first, then the others in playing order; with one "
                         "hidden card and the turn-up left, the loser takes the turn-up).",
                         "000, 003", choices=(True, False))
    trump_method: TrumpMethod = switch(
        T, TrumpMethod.TURN_UP, "How trumps are fixed: the card turned under the stock; the "
        "dealer's last card, shown then kept; the 40th card shown and owned by nobody "
        "(3 players); named by the auction winner; the first marriage that falls (cabrón).",
        "000, 001, 002")
    dealer_sits_out: bool = switch(
        T, False, "Four at the table of a three-player game: the dealer sits the hand out "
        "(deals, plays no card, scores and pays nothing); play passes over his seat, and the "
        "deal goes round the four (Fournier's tute for three).", "regional.md 5a, 5b.1 "
        "(nhfournier.es)", choices=(False, True))
    spare_card: SpareCard = switch(
        T, SpareCard.NONE, "Games without a stock, the card the deal leaves over (the 40th with "
        "three seats): none, the deck is dealt whole (the 2s removed for three: cabrón, "
        "subastado); face_up_pinta, shown, it sets trumps and belongs to nobody (trump_method "
        "last_card_unowned; before the first lead the 7 or 2 of trumps may take it: Fournier); "
        "face_down_aside, set aside unseen, nobody's (tute-ia's arrastrado); "
        "auction_winner_may_take, face down, and the auction winner may take it for a discard "
        "of his, before naming trumps, or leave it (Wikipedia's subastado for three).",
        "regional.md 4e, 5a, 5d", applies=_needs_no_stock)

    # -- play duties
    stock_phase_duty: Duty = switch(
        D, Duty.FREE, "Duties while the stock has cards. free: any card; follow_trump_lead: "
        "answer a trump lead with a trump if you have one; follow_and_head_trump_lead: also "
        "beat the trump led if you can; full: the strict duties from the first trick.",
        "000 ('nessun obbligo di rispondere al seme'), 003; rulesets.md (Fournier)",
        applies=_needs_stock)
    strict_phase_duty: Duty = switch(
        D, Duty.FULL, "Duties with no stock, or once it is exhausted. full: follow suit, head, "
        "trump, overtrump; free: none (brisca).", "000, 001, 002, 003",
        choices=(Duty.FULL, Duty.FREE))
    head_led_suit: HeadLedSuit = switch(
        D, HeadLedSuit.WHEN_CAN_WIN, "when_can_win: once a plain-suit lead has been trumped you "
        "only have to follow; always: still play higher in the led suit if you can.", "000, 001")
    must_undertrump: bool = switch(
        D, False, "Void in the led suit and unable to overtrump: false, any card (001); true, "
        "you must still play a trump.", "001", choices=(False, True))
    partner_exemption: PartnerExemption = switch(
        D, PartnerExemption.NONE, "head_and_trump: no duty to head, trump or overtrump while "
        "your partner holds the trick (casual Guiñote).", "rulesets.md (Guiñote)",
        applies=_needs_pairs)
    must_trump_when_void: TrumpWhenVoid = switch(
        D, TrumpWhenVoid.ALWAYS, "Void in the led suit: always trump (and undertrump where "
        "must_undertrump says so), or trump only when a trump of yours would take the trick "
        "(Guiñote tournament).", "000, 001; rulesets.md (Guiñote)")

    # -- declarations
    last_trick_bonus: int = switch(X, 10, "Points for the last trick (diez de últimas).",
                                   "001, 002, 003; 000 (brisca: none)", choices=(10, 0))
    marriages: bool = switch(X, True, "Whether marriages (cantes) score: 20 plain, 40 in "
                             "trumps.", "000, 001, 002, 003", choices=(True, False))
    marriage_pair: MarriagePair = switch(
        X, MarriagePair.KING_KNIGHT, "The pair that makes a marriage: king and knight, or king "
        "and sota (Guiñote).", "000, 003; rulesets.md (Guiñote)")
    marriage_award: MarriageAward = switch(
        X, MarriageAward.DECLARED, "declared: sung by the holder after a won trick; "
        "fallen_in_trick: scored when king and knight of a suit fall in the same trick "
        "(cabrón).", "000, 003; rulesets.md")
    partner_may_declare: bool = switch(
        X, False, "Whether the partner of the trick winner may also declare.", "001",
        choices=(False, True), applies=_needs_pairs)
    trump_first: bool = switch(X, False, "Whether the 40 must be sung before any 20.",
                               "rulesets.md (ext)", choices=(False, True))
    marriage_moment: MarriageMoment = switch(
        X, MarriageMoment.UNTIL_NEXT_LEAD, "until_next_lead: a marriage or tute may be sung "
        "from the won trick, through the draw that follows it, until the next lead (000, 003, "
        "pronosticoreservado); before_draw: only before that draw (Fournier, acanomas).",
        "000, 003; regional.md 1b.9, 1d")
    marriages_per_trick: MarriagesPerTrick = switch(
        X, MarriagesPerTrick.ONE_PER_TRICK, "one_per_trick: one marriage per trick won by the "
        "side; one_per_player: each seat of the side one per trick the side won (001 'ciascun "
        "giocatore'; Guiñote, each partner).", "001; regional.md 1b.9, §6")
    marriage_disclosure: MarriageDisclosure = switch(
        X, MarriageDisclosure.SHOW, "What the other seats learn of a marriage: its suit "
        "(show), or, with hidden_in_strict_phase, the suit of a 20 only while the stock lasts "
        "and of a 40 never (pronosticoreservado: in the arrastre the cards need not be shown). "
        "Only the seats' views change; adjudications show everything.",
        "regional.md 1b.10")
    marriage_sides: MarriageSides = switch(
        X, MarriageSides.BOTH, "Auction games: both sides may sing marriages (proposal for "
        "pairs), or only the declarer's side (3-player subastado: defenders' marriages count "
        "for nothing).", "regional.md 4b.6, 4e (ludoteka, Don Naipe)",
        applies=_needs_auction)
    marriage_window: MarriageWindow = switch(
        X, MarriageWindow.ANY, "any: after any won trick; until_last_draw: no marriage once "
        "the stock is gone; first_final_trick: once the stock is gone, a seat sings only right "
        "after the first trick it (or, with partner_may_declare, its side) wins in the final "
        "phase (as other Tute engines play it; the declaration context then needs "
        "trick_winners).", "rulesets.md (ext); regional.md 2d", applies=_needs_stock)
    tute: bool = switch(X, True, "Whether four kings or four knights may be declared as tute.",
                        "000, 001, 002, 003", choices=(True, False))
    tute_ranks: TuteRanks = switch(
        X, TuteRanks.KINGS_KNIGHTS, "What makes a tute: four kings or four knights; or four "
        "kings or four sotas (Guiñote).", "000, 003; rulesets.md (Guiñote)")
    tute_effect: TuteEffect = switch(
        X, TuteEffect.WIN_HAND, "win_hand: the hand ends and the declarer's side wins it (000, "
        "003); continue_hand: no extra points, the hand is played out (002); win_game: the "
        "declarer's side wins the whole game (002 casinos).", "000, 002, 003")
    tute_after_marriage: TuteAfterMarriage = switch(
        X, TuteAfterMarriage.ALLOWED, "forbidden: no tute once you sang any marriage.", "002")
    swap: bool = switch(X, True, "Whether the 7 of trumps may take a turn-up of 1, 3, 12, 11 "
                        "or 10.", "000, 002, 003", choices=(True, False), applies=_swap_fits,
                        idle=False)
    swap_two: bool = switch(X, False, "Whether the 2 of trumps may take a turn-up of 4, 5, 6 "
                            "or 7 (regional).", "000", choices=(False, True),
                            applies=_swap_fits, idle=False)
    swap_timing: SwapTiming = switch(
        X, SwapTiming.AFTER_TRICK_WIN_BEFORE_DRAW, "When the swap may be made, always while "
        "the stock has cards: after winning a trick before drawing (000); after winning and "
        "drawing, before leading (ext); at any lead of yours, the opening lead included (003); "
        "before_first_lead: before the first lead, also in a game without a stock whose 40th "
        "card is shown and owned by nobody (three-player arrastrado: Fournier).",
        "000, 003; regional.md 5b.2", applies=_swap_fits)
    capote: Capote = switch(
        X, Capote.OFF, "Capote (one side takes every trick): off; automatic, reported with the "
        "score (cabrón); declared, announced once the stock is exhausted, before the first lead "
        "of the final phase: the announcer's side must take every remaining trick, and wins "
        "the hand whatever the points, or loses it at the first trick it loses (Habanero: "
        "Fournier, tute-ia).", "rulesets.md (ext); regional.md 2b.9", applies=_capote_fits)
    capote_declarer: CapoteDeclarer = switch(
        X, CapoteDeclarer.EITHER, "capote declared: either seat may announce it (Fournier), or "
        "only the seat about to lead (tute-ia).", "regional.md 2b.9, 2d",
        applies=_needs_declared_capote)

    # -- results
    hand_winner: HandWinner = switch(
        R, HandWinner.MOST_POINTS, "Who wins the hand: most points (cards, últimas, "
        "marriages); 61 of 120 card points; over 100; the bid made or failed; the middle "
        "score loses.", "000, 001, 002, 003", applies=_hand_winner_fits)
    both_over_target: BothOverTarget = switch(
        R, BothOverTarget.HIGHER_TOTAL, "hand_winner over_100, both sides at 101 or more: the "
        "higher total wins (Fournier, ludoteka), or the side that took the last trick "
        "(pronosticoreservado).", "regional.md 1b.14, 1d", applies=_needs_over_100)
    payout: Payout = switch(
        R, Payout.POINTS_ONLY, "points_only: no chips; fournier_no_plate: chips between the "
        "seats (Fournier's tute for three, without the plate): each marriage collects its value "
        "from each opponent, the winner 100 from each (200 with 101 or more in cards and "
        "últimas), a tute 200 from each; fournier_plate: the same marriages and tute, and a "
        "seat may go to the plate before the first lead (declaration plate: a promise of 101 "
        "in cards and últimas), collecting 200 from each when it makes it and paying 200 to "
        "each when not; nobody going, the winner collects 100 from the lowest opponent only "
        "(from both with 101 or more). The plate's own chips are the table's to keep.",
        "regional.md 5b.7-8, 5c A-3 (nhfournier.es, acanomas)",
        applies=_needs_individual_winner)
    thirty_malas: ThirtyMalas = switch(
        R, ThirtyMalas.OFF, "EXPERIMENTAL, no rulebook states it (regional.md 1d): off; "
        "min_card_points, 101 counts for a side only with 30 card points and últimas (cantes "
        "excluded: an app's rules text); below_30_loses, a side ending under 30 loses at once "
        "(an app's tests, a Castellón column).", "regional.md 1d (miguelartazos/Guinote-Mobile-"
        "APP, elperiodic.com)", applies=_needs_over_100)
    vueltas: Vueltas = switch(
        R, Vueltas.NONE, "hand_winner over_100, no side at 101 after the deal: none, the hand "
        "has no winner; cumulative, a second deal (the vueltas) dealt by the seat that took the "
        "last trick, each side's total carried over and new points added as they are earned "
        "(a trick's card points when it is won, a marriage when sung, últimas at the last "
        "trick); the first side whose running total reaches 101 wins (las40, juegosdecartas, "
        "Fournier; ludoteka for two players).", "regional.md 1b.15-16, 2b.11",
        applies=_needs_two_sides_over_100)
    vueltas_end: VueltasEnd = switch(
        R, VueltasEnd.AUTO, "vueltas cumulative: auto, the vueltas stop as soon as a side "
        "reaches 101 (juegosdecartas); claim, a seat of the side that took the last trick "
        "claims it before the next lead, the count is checked and a false claim loses "
        "(Fournier, ludoteka); unclaimed, the deal is played out and judged on the running "
        "totals.", "regional.md 1d, 2b.12 (G-9)", applies=_needs_vueltas)
    next_dealer: NextDealer = switch(
        R, NextDealer.ROTATE, "Who deals the next hand: rotate, the next seat in playing order "
        "(Fournier); last_trick_winner, the seat that took the last trick (Fortanete, "
        "elpozuelocuenca). The vueltas are dealt by the last trick's taker either way.",
        "regional.md 1b.16-17, 1d, 2a")
    tie: Tie = switch(R, Tie.LAST_TRICK, "A tie goes to the side that took the last trick, or "
                      "is a draw.", "000, 001, 002")
    double_at: int | None = switch(R, None, "A side reaching this many points wins two games "
                                   "(null: never).", "001, 002", choices=(None, 101))
    match: MatchKind = switch(
        R, MatchKind.GAMES_TO_N, "How hands make a match: first to n games; a series of n "
        "games; points to a target; penalty points to a limit, the fewest winning (cabrón); "
        "cotos of coto_partidas games, cotos_to_win cotos winning (Guiñote); points_series, a "
        "series of n hands won by the highest balance of points or chips (arrastrado: "
        "proposal).", "001, 003; rulesets.md; regional.md 3b.9, 5a", applies=_match_fits)
    match_target: int = switch(R, 5, "n of games_to_n, series length (games or points), or "
                               "points target.",
                               "001 (six or eight), 003 ('jogo a cinco')", int_range=(1, 1000))
    series_lead_of_two: bool = switch(R, False, "A series goes on until one side leads by two "
                                      "games.", "001", choices=(False, True),
                                      applies=_needs_series)
    points_match_tie: PointsMatchTie = switch(
        R, PointsMatchTie.PLAY_ON, "match cumulative_points, the highest totals equal at the "
        "target: play on until one leads (ludoteka, for subastado), or the winner of the hand "
        "that reached it wins (as other Tute engines end the match).",
        "regional.md 4b.10, 4d (S4-4)", applies=_needs_points_match)
    coto_partidas: int = switch(
        R, 3, "match cotos: the games (partidas) that win a coto: 3 (abelp, cyberpre, "
        "penyapork); 4 or 5 by region.", "regional.md 1b.18, 1d", int_range=(1, 20),
        applies=_needs_cotos)
    cotos_to_win: int = switch(
        R, 2, "match cotos: the cotos that win the match (usually two out of three).",
        "regional.md 1b.18 (abelp, cyberpre)", int_range=(1, 20), applies=_needs_cotos)
    loser_rule: LoserRule = switch(
        R, LoserRule.NO_TRICKS_OVER_100_MIDDLE_TIES, "hand_winner middle_loses: the order in "
        "which losers are looked for (after a capote): the seats that took no trick; else "
        "those over 100; else every seat strictly between the highest and the lowest total; "
        "else the seats that share a total (ludoteka, Don Naipe; one order is specified).",
        "regional.md 3a, 3b.6-8", applies=_needs_losers)
    capote_singer_loses: bool = switch(
        R, False, "hand_winner middle_loses: a seat that takes every trick makes every other "
        "seat lose (false); true: if it also scored a marriage, it loses alone instead "
        "(Argentine tute cabrero).", "regional.md 3d (es.stringtranslate.com/wiki/Tute_cabrero)",
        choices=(False, True), applies=_needs_losers)
    penalty_limit: int = switch(
        R, 4, "match penalty_points: each loser of a hand takes a penalty point; the match ends "
        "when a seat reaches this many, and the fewest penalties win (4: proposal, the "
        "Argentine cabrero's figure).", "regional.md 3b.9 (ludoteka tute cabrón, "
        "tute.com.ar)", int_range=(1, 100), applies=_needs_penalties)

    # -- auction
    min_bid: int = switch(A, 70, "Lowest opening bid.", "000 (70)", int_range=(1, 230),
                          applies=_needs_auction)
    bid_step: int = switch(A, 5, "Each bid raises the previous one by a multiple of this step.",
                           "000 ('a incrementi di 5 o 10')", choices=(5, 10),
                           applies=_needs_auction)
    auction_rounds: AuctionRounds = switch(
        A, AuctionRounds.UNTIL_ONE_LEFT, "single: each seat speaks once, from the mano to the "
        "dealer, and the highest bid wins (ludoteka, acanomas: 3-player subastado); "
        "until_one_left: the bidding goes round until one bidder is left (000); "
        "until_pair_passes: in pairs, it also ends once both seats of a pair have passed, but "
        "not before every seat has had its first turn (Wikipedia via es.stringtranslate.com; "
        "regional.md S4-1b).", "000; regional.md 4b.2, 4e",
        applies=_needs_auction)
    pass_final: bool = switch(
        A, True, "true: a seat that passes is out of the auction (000: 'Un giocatore che passa "
        "è eliminato dall'offerta'); false: it may bid again at its next turn, and the auction "
        "ends when every other seat has passed since the last bid.", "000; regional.md §6",
        choices=(True, False), applies=_needs_rounds)
    first_lead: FirstLead = switch(
        A, FirstLead.MANO, "Who leads the first trick after the auction: the mano (proposal for "
        "pairs), or the declarer (Don Naipe, 3-player subastado).", "regional.md 4b.4, 4e",
        applies=_needs_auction)
    made_score: MadeScore = switch(
        A, MadeScore.POINTS_TAKEN, "The contract made: the declaring side scores the points it "
        "took (000), or the bid (Don Naipe, three-player subastado).",
        "000; regional.md 4b.9, 4c.5, 4e", applies=_needs_auction)
    failed_score: FailedScore = switch(
        A, FailedScore.MINUS_BID, "The contract failed: minus_bid, the bid is subtracted from "
        "the declaring side (000); defenders_split_bid, the defenders score the bid, two "
        "defending seats sharing it, in half points when it is odd (Don Naipe; the half points "
        "are a proposal).", "000; regional.md 4b.9, 4e (S3-3)", applies=_needs_auction)
    defenders_score: DefendersScore = switch(
        A, DefendersScore.POINTS_TAKEN, "points_taken: the defenders also score the points they "
        "took, made or failed (000); none: they score only a failed bid (Don Naipe).",
        "000; regional.md 4b.9, 4e", applies=_needs_auction)
    all_pass: AllPass = switch(
        A, AllPass.REDEAL, "Every seat passes: the hand ends without play and the next dealer "
        "deals again (proposal: no source read covers it).", "regional.md 4b.3, 4d (S3-1)",
        applies=_needs_auction)

    overrides: Mapping[str, SwitchValue] = field(default_factory=dict)
    #: switch values that follow from the player count (brisca with 4 plays in pairs)
    per_players: Mapping[int, Mapping[str, SwitchValue]] = field(default_factory=dict)

    # Derived: lookup tables indexed by Card.index, and the rule components.
    strength: tuple[int, ...] = field(init=False, repr=False, compare=False)
    points: tuple[int, ...] = field(init=False, repr=False, compare=False)
    deck_cards: tuple[Card, ...] = field(init=False, repr=False, compare=False)
    #: the cards of the Spanish 40 that this game's deck leaves out, as a bit set
    outside_deck: int = field(init=False, repr=False, compare=False)
    sides_rule: SidesRule = field(init=False, repr=False, compare=False)
    points_rule: PointsRule = field(init=False, repr=False, compare=False)
    trumps: TrumpRule = field(init=False, repr=False, compare=False)
    duties: Duties = field(init=False, repr=False, compare=False)
    marriages_rule: MarriageRule = field(init=False, repr=False, compare=False)
    tute_rule: TuteRule = field(init=False, repr=False, compare=False)
    swap_rule: SwapRule = field(init=False, repr=False, compare=False)
    winner: WinnerRule = field(init=False, repr=False, compare=False)
    match_rule: MatchRule = field(init=False, repr=False, compare=False)
    auction: AuctionRule = field(init=False, repr=False, compare=False)
    capote_rule: CapoteRule = field(init=False, repr=False, compare=False)
    payout_rule: PayoutRule = field(init=False, repr=False, compare=False)
    contract_rule: ContractRule = field(init=False, repr=False, compare=False)
    dealer_rule: DealerRule = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        order, values = _ORDERS[self.rank_order], _POINTS[self.card_points]
        deck_cards = tuple(c for c in DECK if self.deck == 40 or c.rank != 2)
        derived: dict[str, object] = {
            "strength": tuple(len(order) - order.index(c.rank) for c in DECK),
            "points": tuple(values.get(c.rank, 0) for c in DECK),
            "deck_cards": deck_cards,
            "outside_deck": ALL_CARDS & ~card_bits(deck_cards),
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)
        # Each component from the switches (and the components made before it, in this order).
        object.__setattr__(self, "sides_rule", SidesRule.from_ruleset(self))
        object.__setattr__(self, "points_rule", PointsRule.from_ruleset(self))
        object.__setattr__(self, "trumps", TrumpRule.from_ruleset(self))
        object.__setattr__(self, "duties", Duties.from_ruleset(self))
        object.__setattr__(self, "marriages_rule", MarriageRule.from_ruleset(self))
        object.__setattr__(self, "tute_rule", TuteRule.from_ruleset(self))
        object.__setattr__(self, "swap_rule", SwapRule.from_ruleset(self))
        object.__setattr__(self, "winner", WinnerRule.from_ruleset(self))
        object.__setattr__(self, "match_rule", MatchRule.from_ruleset(self))
        object.__setattr__(self, "auction", AuctionRule.from_ruleset(self))
        object.__setattr__(self, "capote_rule", CapoteRule.from_ruleset(self))
        object.__setattr__(self, "payout_rule", PayoutRule.from_ruleset(self))
        object.__setattr__(self, "contract_rule", ContractRule.from_ruleset(self))
        object.__setattr__(self, "dealer_rule", DealerRule.from_ruleset(self))

    # -- reading -----------------------------------------------------------------------------

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # Pickled and copied by the fields it is made of, the rule components made again (a
        # compiled frozen dataclass has no slots to restore them through).
        given = {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.init}
        return (_made, (given,))

    def switch_values(self) -> dict[str, SwitchValue]:
        """Every switch and its value, in the order of :data:`SWITCHES`."""
        return {name: getattr(self, name) for name in SWITCHES}

    @property
    def initial_stock_size(self) -> int:
        """Cards left after the deal in a stock game, turn-up included; 0 without a stock."""
        return self.deck - self.players * self.hand_size if self.stock else 0

    @property
    def unowned_cards(self) -> int:
        """Cards that belong to nobody for the whole hand (the 40th card with 3 players)."""
        return 0 if self.stock else self.deck - self.in_play * self.hand_size

    @property
    def in_play(self) -> int:
        """The seats that play a hand: every seat, or all but the dealer (dealer_sits_out)."""
        return self.players - 1 if self.dealer_sits_out else self.players

    def next_seat(self, seat: int, dealer: int) -> int:
        """The seat that plays after ``seat``: the next in playing order, passing over a dealer
        who sits out."""
        following = (seat + 1) % self.players
        if self.dealer_sits_out and following == dealer:
            following = (following + 1) % self.players
        return following

    def seat_after(self, seat: int, steps: int, dealer: int) -> int:
        """The seat ``steps`` turns after ``seat``."""
        if not self.dealer_sits_out:  # every play passes through here: the plain case first
            return (seat + steps) % self.players
        for _ in range(steps):
            seat = self.next_seat(seat, dealer)
        return seat

    @property
    def draw_rounds(self) -> int:
        """How many tricks are followed by a draw (the stock's cards, one a seat a trick)."""
        return self.initial_stock_size // self.players

    @property
    def total_tricks(self) -> int:
        return (self.deck - self.unowned_cards) // self.in_play

    @property
    def in_pairs(self) -> bool:
        return self.sides_rule.pairs

    def side_of(self, seat: int, declarer: int | None = None) -> int:
        """The side a seat scores for (:meth:`tute.rules.SidesRule.side_of`)."""
        return self.sides_rule.side_of(seat, declarer)

    def beats(self, challenger: Card, holder: Card, trump: Any) -> bool:
        """Whether ``challenger``, played after ``holder`` (the card winning so far), takes over."""
        return self.duties.beats(challenger, holder, trump)

    # -- overriding --------------------------------------------------------------------------

    def with_overrides(self, overrides: Mapping[str, object] | None) -> Ruleset:
        """This ruleset with ``overrides`` applied; every bad override is reported together."""
        if not overrides:
            return self
        problems: list[Problem] = []
        changes: dict[str, SwitchValue] = {}
        for name, value in overrides.items():
            pointer = f"/overrides/{name}"
            declared = SWITCHES.get(name)
            if declared is None:
                # Translators: {switch} is the name given; {known} lists every switch name
                problems.append(Problem("UNKNOWN_SWITCH", pointer, msg(
                    "unknown switch {switch!r}; known switches: {known}",
                    switch=name, known=tuple(SWITCHES))))
                continue
            try:
                changes[name] = declared.parse(value)
            except SwitchValueError as error:
                problems.append(Problem("INVALID_SWITCH_VALUE", pointer, error.message))
        requested = dict(changes)
        if "players" in changes:
            players = changes["players"]
            if players not in self.player_options:
                # Translators: {counts} is the player counts the game allows ("2", or "3 or
                # 4"); {got} is the count asked for
                problems.append(Problem("SWITCH_NOT_APPLICABLE", "/overrides/players", msg(
                    "{ruleset} is played by {counts} players, not {got}",
                    ruleset=self.id, counts=_either_of(self.player_options), got=players)))
                del changes["players"], requested["players"]
            else:
                # Values that follow from the player count, unless overridden explicitly too.
                for name, follows in self.per_players.get(int(players or 0), {}).items():
                    changes.setdefault(name, SWITCHES[name].parse(follows))
        if "spare_card" not in changes and not _DEAL_SHAPE.isdisjoint(changes):
            changes["spare_card"] = _spare_that_follows(self, changes)
        # The valid overrides are still checked for sense, so every problem is reported at once.
        merged = {**self.overrides, **requested}
        candidate = dataclasses.replace(self, **changes, overrides=merged)  # type: ignore[arg-type]
        problems += candidate._inapplicable(self, requested)
        if problems:
            raise OverrideError(problems)
        return candidate

    def _inapplicable(self, base: Ruleset, requested: Mapping[str, SwitchValue]) -> list[Problem]:
        """Requested changes that make no sense for the game, given every other switch.

        A switch set to the value the game already has is always accepted (a harmless no-op),
        and so is one set to its idle value (a swap turned off asks nothing of any game, as the
        ruleset's own swap asks nothing where there is nothing to take); one that changes a rule
        which cannot apply here is refused with the reason.
        """
        changed = [n for n, v in requested.items()
                   if v != getattr(base, n) and not _is_idle(SWITCHES[n], v)]
        reasons: dict[str, Message] = {}
        for name in changed:
            applies = SWITCHES[name].applies
            reason = applies(self) if applies is not None else None
            if reason is not None:
                reasons[name] = reason
        for constraint in CONSTRAINTS:
            touched = [n for n in constraint.switches if n in changed and n not in reasons]
            reason = constraint.reason(self) if touched else None
            if reason is not None:
                reasons.update(dict.fromkeys(touched, reason))
        # Translators: {switch} is a rule switch's name, {value} the value asked for (as JSON);
        # {reason} says why the switch cannot change in the game (translated apart)
        return [Problem("SWITCH_NOT_APPLICABLE", f"/overrides/{name}", msg(
                    "{switch} cannot be {value} in {ruleset}: {reason}", switch=name,
                    value=json_text(requested[name]), ruleset=self.id, reason=reason))
                for name, reason in reasons.items()]


def _is_idle(declared: Switch, value: SwitchValue) -> bool:
    idle = declared.idle
    return idle is not None and type(value) is type(idle) and value == idle


def _made(given: Mapping[str, Any]) -> Ruleset:
    """A ruleset from the fields it was made of (unpickling, copying)."""
    return Ruleset(**given)


def _either_of(values: tuple[object, ...]) -> object:
    """``values`` as alternatives, "a or b or c": the value itself when there is one."""
    if len(values) == 1:
        return values[0]
    # Translators: two alternatives, "3 or 4"; {either} may itself be "2 or 3"
    return msg("{either} or {other}", either=_either_of(values[:-1]), other=values[-1])


#: The switches that decide whether a stockless deal leaves a card over.
_DEAL_SHAPE = frozenset({"players", "deck", "hand_size", "stock", "trump_method",
                         "dealer_sits_out"})


def _spare_that_follows(base: Ruleset, changes: Mapping[str, SwitchValue]) -> SpareCard:
    """``spare_card`` when the deal's shape or the trump method changes and it is not given: a
    card left over is the face-up pinta when it shows trumps, else set aside face down (or
    still the auction winner's); no card left over, none."""
    def value(name: str) -> Any:
        return changes.get(name, getattr(base, name))

    in_play = value("players") - (1 if value("dealer_sits_out") else 0)
    left_over = value("deck") - in_play * value("hand_size")
    if value("stock") or left_over != 1:
        return SpareCard.NONE
    if value("trump_method") is TrumpMethod.LAST_CARD_UNOWNED:
        return SpareCard.FACE_UP_PINTA
    if base.spare_card is SpareCard.AUCTION_WINNER_MAY_TAKE:
        return base.spare_card
    return SpareCard.FACE_DOWN_ASIDE


def _declared_switches() -> dict[str, Switch]:
    hints = typing.get_type_hints(Ruleset)
    found: dict[str, Switch] = {}
    for item in dataclasses.fields(Ruleset):
        declared = item.metadata.get("switch")
        if declared is None:
            continue
        kind = hints[item.name]
        if kind == int | None:  # the only optional switch: double_at
            kind = int
        choices = declared["choices"]
        if choices is None and declared["int_range"] is None:
            choices = tuple(kind)  # every member of the switch's enum
        default: SwitchValue = item.default  # every switch has one
        found[item.name] = Switch(
            item.name, declared["group"], kind, choices or (), default,
            declared["description"], declared["sources"], declared["int_range"],
            declared["applies"], declared["idle"])
    return found


#: Every switch, in declaration order.
SWITCHES: Mapping[str, Switch] = _declared_switches()


# -- the named rulesets --------------------------------------------------------------------------

_NAMED: tuple[Ruleset, ...] = (
    Ruleset(
        id="tute-dos", version="1.0.0", name="Tute for two",
        description="Two players, 8 cards each and a stock with a turn-up: free play while the "
                    "stock lasts, strict duties after it; 20/40, tute wins the hand, the 7 of "
                    "trumps takes the turn-up after a won trick.",
        aliases=("tute", "tute-2", "tute-individual"), player_options=(2,),
    ),
    Ruleset(
        id="tute-parejas", version="1.0.0", name="Tute in pairs",
        description="Four players in pairs, all 40 cards dealt, the dealer's last card shows "
                    "trumps; strict duties from the first trick; 20/40 by the trick winner; "
                    "tute wins the hand.",
        aliases=("tute-4", "tute-corriente"), player_options=(4,),
        players=4, sides=Sides.PAIRS, hand_size=10, stock=False,
        trump_method=TrumpMethod.DEALER_LAST_CARD, stock_phase_duty=Duty.FULL, swap=False,
        marriages_per_trick=MarriagesPerTrick.ONE_PER_PLAYER,
        match=MatchKind.SERIES, match_target=6,
    ),
    Ruleset(
        id="tute-tres", version="1.0.0", name="Tute for three",
        description="Three players, 13 cards each, the 40th card shown and owned by nobody sets "
                    "trumps; strict duties from the first trick; the 40 before any 20.",
        aliases=("tute-3",), player_options=(3,),
        players=3, hand_size=13, stock=False, trump_method=TrumpMethod.LAST_CARD_UNOWNED,
        spare_card=SpareCard.FACE_UP_PINTA, stock_phase_duty=Duty.FULL, swap=False,
        trump_first=True,
    ),
    Ruleset(
        id="tute-subastado", version="1.0.0", name="Tute Subastado (auction)",
        description="Four players in pairs, all 40 cards dealt; an auction from 70 decides who "
                    "names trumps; strict duties from the first trick; the bid made or failed.",
        aliases=("subastado", "tute-subasta"), player_options=(4,),
        players=4, sides=Sides.PAIRS, hand_size=10, stock=False,
        trump_method=TrumpMethod.DECLARER_NAMES, stock_phase_duty=Duty.FULL, swap=False,
        trump_first=True, tute=False, hand_winner=HandWinner.BID,
        match=MatchKind.CUMULATIVE_POINTS, match_target=500,
        points_match_tie=PointsMatchTie.LAST_HAND_WINNER,
    ),
    Ruleset(
        id="brisca", version="1.0.0", name="Brisca",
        description="Two players (or four in pairs), 3 cards each and a stock with a turn-up; "
                    "no duties ever, no marriages, no últimas; 61 of 120 wins, 60-60 is a draw.",
        aliases=("briscola",), player_options=(2, 4),
        per_players={2: {"sides": Sides.INDIVIDUAL, "hand_size": 3},
                     4: {"sides": Sides.PAIRS, "hand_size": 3}},
        hand_size=3, strict_phase_duty=Duty.FREE, last_trick_bonus=0,
        marriages=False, tute=False, swap_two=True,
        hand_winner=HandWinner.CARD_THRESHOLD, tie=Tie.DRAW,
    ),
    Ruleset(
        id="tute-habanero", version="1.0.0", name="Tute habanero",
        description="Two players, 8 cards each and a stock with a turn-up: a trump lead must "
                    "be answered with a trump while the stock lasts, strict duties after it; "
                    "20/40 after any won trick, no tute; the 7 and the 2 of trumps take the "
                    "turn-up; capote announced when the stock runs out; 101 wins.",
        aliases=("habanero", "tute-havanian"), player_options=(2,),
        stock_phase_duty=Duty.FOLLOW_TRUMP_LEAD, tute=False, swap_two=True,
        capote=Capote.DECLARED, hand_winner=HandWinner.OVER_100, vueltas=Vueltas.CUMULATIVE,
        match_target=3,
    ),
    Ruleset(
        id="guinote", version="1.0.0", name="Guiñote",
        description="Aragón's game: four in pairs (two play mano a mano), 6 cards each and a "
                    "stock with a turn-up; sota above caballo; free play while the stock "
                    "lasts, then the arrastre: follow, beat, trump only to win, no duty while "
                    "your partner holds the trick; rey and sota sing 20/40 by either partner; "
                    "tute of kings or sotas; 101 wins; cotos.",
        aliases=("guiñote", "guinyot", "guinyote", "tute-aragones"), player_options=(4, 2),
        per_players={4: {"sides": Sides.PAIRS}, 2: {"sides": Sides.INDIVIDUAL}},
        players=4, sides=Sides.PAIRS, rank_order=RankOrder.GUINOTE,
        card_points=CardPoints.GUINOTE, hand_size=6,
        partner_exemption=PartnerExemption.HEAD_AND_TRUMP,
        must_trump_when_void=TrumpWhenVoid.IF_CAN_WIN, marriage_pair=MarriagePair.KING_SOTA,
        partner_may_declare=True, marriages_per_trick=MarriagesPerTrick.ONE_PER_PLAYER,
        marriage_disclosure=MarriageDisclosure.HIDDEN_IN_STRICT_PHASE,
        tute_ranks=TuteRanks.KINGS_SOTAS, hand_winner=HandWinner.OVER_100,
        vueltas=Vueltas.CUMULATIVE, next_dealer=NextDealer.LAST_TRICK_WINNER,
        match=MatchKind.COTOS,
    ),
    Ruleset(
        id="tute-arrastrado-tres", version="1.0.0", name="Tute arrastrado for three",
        description="Three players, 13 cards each; the 40th card, face up and nobody's, shows "
                    "trumps, and before the first lead the 7 (or the 2) of trumps may take it; "
                    "strict duties from the first trick; the 40 before any 20; tute wins; most "
                    "points win, with Fournier's chips.",
        aliases=("arrastrado", "tute-arrastrado"), player_options=(3, 4),
        per_players={3: {"dealer_sits_out": False}, 4: {"dealer_sits_out": True}},
        players=3, hand_size=13, stock=False, trump_method=TrumpMethod.LAST_CARD_UNOWNED,
        spare_card=SpareCard.FACE_UP_PINTA, stock_phase_duty=Duty.FULL, swap_two=True,
        swap_timing=SwapTiming.BEFORE_FIRST_LEAD, trump_first=True,
        payout=Payout.FOURNIER_NO_PLATE, match=MatchKind.POINTS_SERIES, match_target=6,
    ),
    Ruleset(
        id="tute-cabron", version="1.0.0", name="Tute cabrón (pierde en medio)",
        description="Three players with the 2s removed (12 cards each), or four with all 40; "
                    "no trump until a king and knight fall in one trick: that marriage is worth "
                    "40 and fixes trumps, later ones 20; strict duties; each hand names losers "
                    "(no tricks, over 100, the middle scores), who take a penalty point.",
        aliases=("cabron", "tute-cabrón", "pierde-en-medio"), player_options=(3, 4),
        per_players={3: {"deck": 36, "hand_size": 12}, 4: {"deck": 40, "hand_size": 10}},
        players=3, deck=36, hand_size=12, stock=False, trump_method=TrumpMethod.FIRST_MARRIAGE,
        stock_phase_duty=Duty.FULL, swap=False, marriage_award=MarriageAward.FALLEN_IN_TRICK,
        tute=False, capote=Capote.AUTOMATIC, hand_winner=HandWinner.MIDDLE_LOSES,
        match=MatchKind.PENALTY_POINTS,
    ),
    Ruleset(
        id="tute-subastado-tres", version="1.0.0", name="Tute Subastado for three",
        description="Three players with the 2s removed, 12 cards each; one round of bidding "
                    "from 60 in steps of 5; the declarer names trumps, leads and plays alone "
                    "against the other two; only the declarer sings, the 40 first; no tute; "
                    "made, the declarer scores the bid, failed, the defenders share it; to 500.",
        aliases=("subastado-tres", "tute-subastado-3", "subastado-3"), player_options=(3,),
        players=3, sides=Sides.DECLARER_VS_REST, deck=36, hand_size=12, stock=False,
        trump_method=TrumpMethod.DECLARER_NAMES, stock_phase_duty=Duty.FULL, swap=False,
        trump_first=True, tute=False, hand_winner=HandWinner.BID,
        marriage_sides=MarriageSides.DECLARER_ONLY, min_bid=60,
        auction_rounds=AuctionRounds.SINGLE, first_lead=FirstLead.DECLARER,
        made_score=MadeScore.BID, failed_score=FailedScore.DEFENDERS_SPLIT_BID,
        defenders_score=DefendersScore.NONE, match=MatchKind.CUMULATIVE_POINTS,
        match_target=500,
    ),
)

_REGISTRY: dict[str, Ruleset] = {key: r for r in _NAMED for key in (r.id, *r.aliases)}


def ruleset_ids() -> tuple[str, ...]:
    """The ids of every named ruleset, in registry order."""
    return tuple(r.id for r in _NAMED)


def named_rulesets() -> tuple[Ruleset, ...]:
    return _NAMED


def find_ruleset(ruleset_id: object, overrides: Mapping[str, object] | None = None) -> Ruleset:
    """The named ruleset with this id or alias, with ``overrides`` applied.

    Raises :class:`UnknownRulesetError` (listing the known ids) or :class:`OverrideError`.
    A ruleset built with overrides is kept (a bounded cache keyed by the ruleset and the
    overrides with their types), so asking again costs a lookup, not a build.
    """
    if not isinstance(ruleset_id, str) or ruleset_id not in _REGISTRY:
        raise UnknownRulesetError(ruleset_id, ruleset_ids())
    base = _REGISTRY[ruleset_id]
    if not overrides:
        return base
    try:
        # the type is part of the key: true and 1 are equal in Python, not as switch values
        key = tuple(sorted((name, type(value), value) for name, value in overrides.items()))
        hash(key)
    except TypeError:  # an unhashable value (a list, a map): refused by the build anyway
        return base.with_overrides(overrides)
    return _with_overrides(base.id, key)


#: How many rulesets with overrides are kept; the oldest unused go first.
RULESET_CACHE_SIZE = 512


@functools.lru_cache(maxsize=RULESET_CACHE_SIZE)
def _with_overrides(ruleset_id: str, key: tuple[tuple[str, type, object], ...]) -> Ruleset:
    # a refused combination raises, and lru_cache keeps nothing for it
    return _REGISTRY[ruleset_id].with_overrides({name: value for name, _, value in key})
