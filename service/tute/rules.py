"""The rule concepts, each a small typed component built from the switch values.

Each component is made by itself, from keywords or from a ruleset's switches
(``Component.from_ruleset(ruleset)``, the one place that reads them), and a
:class:`~tute.rulesets.Ruleset` makes one of each when it is made (``ruleset.sides_rule``,
``ruleset.points_rule``, ``ruleset.trumps``, ``ruleset.duties``, ``ruleset.marriages_rule``,
``ruleset.tute_rule``, ``ruleset.swap_rule``, ``ruleset.winner``, ``ruleset.match_rule``,
``ruleset.auction``, ...). The operations (:mod:`tute.play`, :mod:`tute.declarations`,
:mod:`tute.scoring`, :mod:`tute.match`, :mod:`tute.hand`, :mod:`tute.auction`) ask them and
never read a switch value for themselves, but for the table's shape (``players``, ``deck``,
``hand_size``, ``stock``, ``dealer_sits_out``). Each concept is decided here and nowhere else.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Final

from tute.cards import (
    CABALLO,
    RANK_BITS,
    RANKS,
    REY,
    SEVEN,
    SOTA,
    SUIT_BITS,
    SUITS,
    TWO,
    Card,
    Suit,
    TrickCard,
    card,
    suit_bits_of,
)
from tute.messages import Message, msg
from tute.values import (
    AuctionRounds,
    BothOverTarget,
    Capote,
    CapoteDeclarer,
    DefendersScore,
    Duty,
    FailedScore,
    FirstLead,
    HandWinner,
    HeadLedSuit,
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
    Points,
    PointsMatchTie,
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
from tute.values import ScoreReason as ScoreReason  # re-exported: its home before values.py

if TYPE_CHECKING:
    from tute.rulesets import Ruleset

# -- sides ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SidesRule:
    """Which side each seat scores for (``sides``): the one answer, auction contracts included.

    Each seat alone; in pairs, seats 0+2 (side 0) against 1+3 (side 1); declarer against the
    rest, the contract's declarer (side 0) against every other seat (side 1). Before there is a
    contract every seat of a declarer-against-the-rest table is alone, and a hand scored without
    its contract counts seat 0 as the declarer.
    """

    players: int
    pairs: bool = False
    #: declarer_vs_rest: the sides follow the auction's contract
    by_contract: bool = False

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> SidesRule:
        return cls(players=ruleset.players, pairs=ruleset.sides is Sides.PAIRS,
                   by_contract=ruleset.sides is Sides.DECLARER_VS_REST)

    def side_of(self, seat: int, declarer: int | None = None) -> int:
        """The side ``seat`` scores for: its own seat, 0/1 in pairs, or with a declarer against
        the rest 0 for the declarer and 1 for the others (each seat alone without one)."""
        if self.pairs:
            return seat % 2
        if self.by_contract and declarer is not None:
            return 0 if seat == declarer else 1
        return seat

    def together(self, seat: int, other: int, declarer: int | None = None) -> bool:
        """Whether the two seats score for the same side."""
        return self.side_of(seat, declarer) == self.side_of(other, declarer)

    def seats(self, declarer: int | None = None) -> tuple[tuple[int, ...], ...]:
        """The seats of each side, by side number (seat 0 standing for a declarer not given)."""
        if not self.by_contract:
            declarer = None  # the sides do not depend on it: one cache entry
        elif declarer is None:
            declarer = 0
        return _side_seats(self.players, self.pairs, declarer)

    @property
    def match_sides(self) -> int:
        """Who keeps a match score: the two pairs, or every seat (declarer against the rest
        included: the sides change with each contract)."""
        return 2 if self.pairs else self.players


@cache  # a few table sizes and sides (a declarer out of range makes one entry each)
def _side_seats(players: int, pairs: bool, declarer: int | None) -> tuple[tuple[int, ...], ...]:
    seats = range(players)
    if pairs:
        return (tuple(s for s in seats if s % 2 == 0), tuple(s for s in seats if s % 2 == 1))
    if declarer is not None:
        return ((declarer,), tuple(s for s in seats if s != declarer))
    return tuple((s,) for s in seats)


# -- points --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PointsRule:
    """What the cards and the last trick count (``card_points``, ``last_trick_bonus``)."""

    #: each card's points, by ``Card.index``
    cards: tuple[int, ...]
    #: the diez de últimas
    last_trick: int
    #: the points of the game's whole deck
    deck: int

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> PointsRule:
        points = ruleset.points
        return cls(cards=points, last_trick=ruleset.last_trick_bonus,
                   deck=sum(points[c.index] for c in ruleset.deck_cards))

    @property
    def hand_total(self) -> int:
        """Every point a hand's tricks give: the deck's cards and the last trick."""
        return self.deck + self.last_trick


# -- trumps --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrumpRule:
    """How trumps are fixed (``trump_method``), and what that implies for the table."""

    method: TrumpMethod
    #: the card a stockless deal leaves over (spare_card)
    spare: SpareCard = SpareCard.NONE

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> TrumpRule:
        return cls(method=ruleset.trump_method, spare=ruleset.spare_card)

    @property
    def fixed_at_deal(self) -> bool:
        """A card shows trumps at the deal (turn-up, dealer's last card, unowned card)."""
        return self.method in _SHOWN

    @property
    def by_auction(self) -> bool:
        """The auction winner names trumps."""
        return self.method is TrumpMethod.DECLARER_NAMES

    @property
    def by_marriage(self) -> bool:
        """The first marriage fixes trumps (none at the deal)."""
        return self.method is TrumpMethod.FIRST_MARRIAGE

    @property
    def from_stock(self) -> bool:
        """The turn-up lies under the stock and is drawn last."""
        return self.method is TrumpMethod.TURN_UP

    @property
    def kept_by_dealer(self) -> bool:
        """The card showing trumps is the dealer's, so it may be in a hand or on the table."""
        return self.method is TrumpMethod.DEALER_LAST_CARD

    @property
    def unowned_cards(self) -> int:
        """Cards a game without a stock leaves over, owned by nobody (spare_card)."""
        return 0 if self.spare is SpareCard.NONE else 1

    @property
    def spare_shown(self) -> bool:
        """The spare card lies face up: the pinta (three-player Tute, Fournier)."""
        return self.spare is SpareCard.FACE_UP_PINTA

    @property
    def spare_to_declarer(self) -> bool:
        """The auction winner may take the face-down spare card for a discard (regional.md 4e:
        Wikipedia via es.stringtranslate.com)."""
        return self.spare is SpareCard.AUCTION_WINNER_MAY_TAKE

    def how_named(self) -> Message:
        """How trumps are named when no card shows them (a phrase of a message)."""
        return _NAMED_BY_AUCTION if self.by_auction else _SET_BY_MARRIAGE

    def card_showing(
        self,
        dealer: int,
        hands: Sequence[Sequence[Card]],
        stock: Sequence[Card],
        unowned: Sequence[Card],
    ) -> Card | None:
        """The card that shows trumps in a deal, if the method shows one."""
        if self.method is TrumpMethod.TURN_UP:
            return stock[-1] if stock else None
        if self.method is TrumpMethod.LAST_CARD_UNOWNED:
            return unowned[-1] if unowned else None
        if self.method is TrumpMethod.DEALER_LAST_CARD:
            hand = hands[dealer] if 0 <= dealer < len(hands) else ()
            return hand[-1] if hand else None
        return None

    def where_shown(self) -> Message:
        """The card that shows trumps (a phrase of a message)."""
        return _LAST_OF_STOCK if self.from_stock else _UNOWNED_CARD


# Translators: how trumps are named where no card shows them.
_NAMED_BY_AUCTION: Final = msg("named by the auction winner")
# Translators: how trumps are named where no card shows them.
_SET_BY_MARRIAGE: Final = msg("set by the first marriage")
# Translators: the card that shows trumps ("the turn-up is ...").
_LAST_OF_STOCK: Final = msg("the last card of the stock")
# Translators: the card that shows trumps: the one dealt to nobody.
_UNOWNED_CARD: Final = msg("the unowned card")


_SHOWN: Final = frozenset({TrumpMethod.TURN_UP, TrumpMethod.DEALER_LAST_CARD,
                    TrumpMethod.LAST_CARD_UNOWNED})


# -- duties --------------------------------------------------------------------------------------

MUST_FOLLOW_SUIT: Final = "MUST_FOLLOW_SUIT"
MUST_HEAD: Final = "MUST_HEAD"
MUST_TRUMP: Final = "MUST_TRUMP"
MUST_OVERTRUMP: Final = "MUST_OVERTRUMP"
MUST_UNDERTRUMP: Final = "MUST_UNDERTRUMP"
MUST_FOLLOW_TRUMP_LEAD: Final = "MUST_FOLLOW_TRUMP_LEAD"
CARD_NOT_IN_HAND: Final = "CARD_NOT_IN_HAND"

DUTY_MESSAGES: Final[dict[str, Message]] = {
    MUST_FOLLOW_SUIT: msg("you hold a card of the led suit and must follow it"),
    MUST_HEAD: msg("you must play higher than the best card of the led suit on the table"),
    MUST_TRUMP: msg("you are void in the led suit and must play a trump"),
    MUST_OVERTRUMP: msg(
        "you are void in the led suit and must beat the highest trump on the table"),
    MUST_UNDERTRUMP: msg(
        "you are void in the led suit and must play a trump even though it cannot win"),
    MUST_FOLLOW_TRUMP_LEAD: msg(
        "a trump was led and you hold one: you must answer with a trump"),
    CARD_NOT_IN_HAND: msg("the card is not in the acting seat's hand"),
}


@dataclass(frozen=True, slots=True)
class Violation:
    """A duty that a play breaks."""

    code: str
    message: Message


_VIOLATIONS: Final = {code: Violation(code, message) for code, message in DUTY_MESSAGES.items()}
_NO_VIOLATIONS: Final[tuple[Violation, ...]] = ()


def violation(code: str) -> Violation:
    """The violation of a duty (one shared immutable value per code)."""
    return _VIOLATIONS[code]


#: Every answer the duties give for one card, numbered (``_R_NONE`` ...): ``Duties.sets``
#: names them by number.
REASONS: Final[tuple[tuple[Violation, ...], ...]] = (
    _NO_VIOLATIONS,
    (_VIOLATIONS[MUST_FOLLOW_SUIT],),
    (_VIOLATIONS[MUST_HEAD],),
    (_VIOLATIONS[MUST_TRUMP],),
    (_VIOLATIONS[MUST_OVERTRUMP],),
    (_VIOLATIONS[MUST_TRUMP], _VIOLATIONS[MUST_OVERTRUMP]),
    (_VIOLATIONS[MUST_UNDERTRUMP],),
    (_VIOLATIONS[MUST_FOLLOW_TRUMP_LEAD],),
)
_R_NONE: Final = 0
_R_FOLLOW: Final = 1
_R_HEAD: Final = 2
_R_TRUMP: Final = 3
_R_OVERTRUMP: Final = 4
_R_TRUMP_AND_OVERTRUMP: Final = 5
_R_UNDERTRUMP: Final = 6
_R_FOLLOW_TRUMP_LEAD: Final = 7
assert len(REASONS) == _R_FOLLOW_TRUMP_LEAD + 1  # one number an entry, in order

#: Every card of the deck: the legal set when nothing is excluded.
ALL_CARDS: Final = (1 << 40) - 1
#: ``Duties.sets`` when every card is legal.
FREE_SETS: Final[tuple[int, int, int, int]] = (ALL_CARDS, 0, _R_NONE, _R_NONE)


def card_bits(cards: Iterable[Card]) -> int:
    """The cards as a bit set over ``Card.index`` (bit ``Card.bit`` a card): how the duties
    take a hand."""
    bits = 0
    if isinstance(cards, list):  # a state's hands: the compiled build walks a list directly
        listed: list[Card] = cards  # (typed again: narrowed, it would be a list of Any)
        for c in listed:
            bits |= c.bit
        return bits
    if isinstance(cards, tuple):  # a context's or a position's hand: walked directly too
        held: tuple[Card, ...] = cards
        for c in held:
            bits |= c.bit
        return bits
    for c in cards:
        bits |= c.bit
    return bits


def above_bits(strength: tuple[int, ...]) -> tuple[int, ...]:
    """For each card (by index), the cards of its suit that rank higher: the cards that head it
    (one table per rank order, made once)."""
    found = _ABOVE.get(strength)
    if found is None:
        found = _ABOVE[strength] = tuple(
            sum(1 << j for j in range(s * 10, s * 10 + 10) if strength[j] > strength[i])
            for i in range(40) for s in (i // 10,))
    return found


def not_below_bits(above: tuple[int, ...]) -> tuple[int, ...]:
    """For each card, the cards it does not stop from heading the table: those of its suit that
    head it, and every card of another suit. Over the cards on the table these meet in the
    cards of each suit that head every card of that suit there (one table per rank order)."""
    found = _NOT_BELOW.get(above)
    if found is None:
        found = _NOT_BELOW[above] = tuple(
            higher | (ALL_CARDS & ~SUIT_BITS[i // 10]) for i, higher in enumerate(above))
    return found


_ABOVE: Final[dict[tuple[int, ...], tuple[int, ...]]] = {}
_NOT_BELOW: Final[dict[tuple[int, ...], tuple[int, ...]]] = {}
_FREE: Final = Duty.FREE
_FULL: Final = Duty.FULL
_HEAD_TRUMP_LEAD: Final = Duty.FOLLOW_AND_HEAD_TRUMP_LEAD


@dataclass(frozen=True, slots=True)
class Duties:
    """What a legal play is (rulesets.md, "Play duties").

    ``strength`` ranks each card (by ``Card.index``) within its suit; ``pairs`` says whether
    seats 0+2 and 1+3 are partners (for ``partner_exemption``). ``above`` and ``not_below``
    are derived: for each card, the bit set of the cards of its suit that head it, and that set
    with every card of the other suits (see :func:`not_below_bits`).
    """

    stock_phase: Duty
    strict_phase: Duty
    head_always: bool
    must_undertrump: bool
    partner_exemption: bool
    strength: tuple[int, ...]
    pairs: bool
    above: tuple[int, ...] = field(init=False, repr=False, compare=False)
    not_below: tuple[int, ...] = field(init=False, repr=False, compare=False)
    #: partner_exemption applies: it needs partners
    exempt: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        above = above_bits(self.strength)
        object.__setattr__(self, "above", above)
        object.__setattr__(self, "not_below", not_below_bits(above))
        object.__setattr__(self, "exempt", self.partner_exemption and self.pairs)

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # Pickled and copied by its switches, the derived tables made again (a compiled frozen
        # dataclass has no slots to restore them through).
        return (Duties, (self.stock_phase, self.strict_phase, self.head_always,
                         self.must_undertrump, self.partner_exemption, self.strength, self.pairs))

    def in_force(self, in_stock_phase: bool) -> Duty:
        """The duty that governs play: the stock phase's while the stock has cards."""
        return self.stock_phase if in_stock_phase else self.strict_phase

    def beats(self, challenger: Card, holder: Card, trump: Suit | None) -> bool:
        """Whether ``challenger``, played after ``holder`` (the card winning so far), takes over."""
        if challenger.suit is holder.suit:
            return self.strength[challenger.index] > self.strength[holder.index]
        return trump is not None and challenger.suit is trump

    def winning_index(self, trick: Sequence[TrickCard], trump: Suit | None) -> int:
        """The position in ``trick`` of the card that holds it: the highest trump, else the
        highest card of the led suit. A card takes over when it is in the bit set of the cards
        that head the holder (its suit, higher), or is the first trump."""
        above = self.above
        best = 0
        cards = tuple(trick)  # a tuple is walked natively (the table's own: not copied)
        holder = cards[0].card
        for i in range(len(cards)):
            c = cards[i].card
            if c.bit & above[holder.index] or (c.suit is trump and holder.suit is not trump):
                best, holder = i, c
        return best

    def violations(
        self,
        duty: Duty,
        seat: int,
        hand: Sequence[Card],
        trick: Sequence[TrickCard],
        trump: Suit | None,
    ) -> list[tuple[Violation, ...]]:
        """For each card of ``hand``, the duties a play of it by ``seat`` would break."""
        if not trick or duty is _FREE:
            return [_NO_VIOLATIONS] * len(hand)
        hand_bits = card_bits(hand)
        legal, first, first_reasons, other_reasons = self.sets(duty, seat, hand_bits, trick,
                                                                trump)
        if not hand_bits & ~legal:
            return [_NO_VIOLATIONS] * len(hand)
        first_answer, other_answer = REASONS[first_reasons], REASONS[other_reasons]
        return [_NO_VIOLATIONS if c.bit & legal else
                first_answer if c.bit & first else other_answer for c in hand]

    def sets(
        self,
        duty: Duty,
        seat: int,
        hand_bits: int,
        trick: Sequence[TrickCard],
        trump: Suit | None,
    ) -> tuple[int, int, int, int]:
        """The duties as bit sets over a hand given as a bit set: ``(legal, first,
        first_reasons, other_reasons)``. A card in ``legal`` may be played; any other card of
        the hand breaks ``REASONS[first_reasons]`` when it is in ``first``, else
        ``REASONS[other_reasons]``. Legality and the per-card reasons are both read from these
        sets, so they cannot disagree."""
        if not trick or duty is _FREE:
            return FREE_SETS
        # One pass over the table: the cards of each suit that head every card of that suit on
        # it. A card on the table is not among them, so a suit is on the table exactly when
        # some of its cards are not (``suit.bits & ~heads``).
        not_below = self.not_below
        heads = ALL_CARDS
        cards = tuple(trick)  # walked natively (a tuple given is not copied)
        for t in cards:
            heads &= not_below[t.card.index]
        lead = cards[0].card
        led, led_bits = lead.suit, lead.suit_bits
        trump_bits = 0 if trump is None else suit_bits_of(trump)  # read once
        exempt = self.exempt  # a partner holding the trick may matter

        if duty is not _FULL:  # the stock-phase duties about a trump lead
            if trump is None or led is not trump or not hand_bits & trump_bits:
                return FREE_SETS  # a plain lead carries no duty in the stock phase
            need_head = duty is _HEAD_TRUMP_LEAD and not (
                exempt and self._partner_holds(seat, cards, trump))
            suit_bits, off_suit = trump_bits, _R_FOLLOW_TRUMP_LEAD
        else:  # full: follow, head, trump, overtrump (000, 001, 002, 003)
            partner_holds = exempt and self._partner_holds(seat, cards, trump)
            if not hand_bits & led_bits:  # void in the led suit
                if trump is None or partner_holds:
                    return FREE_SETS
                trumps = hand_bits & trump_bits
                if not trumps:
                    return FREE_SETS
                if not trump_bits & ~heads:  # no trump on the table
                    return trumps, 0, _R_NONE, _R_TRUMP
                over = trumps & heads  # the trumps that beat every trump on the table
                if over:
                    return over, trumps, _R_OVERTRUMP, _R_TRUMP_AND_OVERTRUMP
                if self.must_undertrump:  # no trump of ours can win the trick
                    return trumps, 0, _R_NONE, _R_UNDERTRUMP
                return FREE_SETS
            # a plain lead trumped: following is enough (unless head_led_suit always)
            need_head = not partner_holds and (
                self.head_always or trump is None or led is trump or not trump_bits & ~heads)
            suit_bits, off_suit = led_bits, _R_FOLLOW

        # Follow the suit of ``suit_bits`` (cards off it break ``off_suit``); with
        # ``need_head``, the cards of it that beat every card of it on the table, while there
        # is one, are the legal ones (the others of it break MUST_HEAD).
        in_suit = hand_bits & suit_bits
        if need_head:
            heads &= in_suit
            if heads:
                return heads, in_suit, _R_HEAD, off_suit
        return in_suit, 0, _R_NONE, off_suit

    def _partner_holds(self, seat: int, trick: tuple[TrickCard, ...], trump: Suit | None
                       ) -> bool:
        """With ``partner_exemption: head_and_trump``: does ``seat``'s partner hold the trick?
        (Asked only where ``exempt``, so in pairs: the sides of :class:`SidesRule`, 0+2 and 1+3,
        read here as the seat's parity on the duties' hot path.)"""
        return trick[self.winning_index(trick, trump)].seat % 2 == seat % 2

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> Duties:
        # if_can_win: a trump is compulsory only when one of yours takes the trick, so a trump
        # that cannot win is never compulsory (regional.md 1b.7c).
        return cls(
            stock_phase=ruleset.stock_phase_duty, strict_phase=ruleset.strict_phase_duty,
            head_always=ruleset.head_led_suit is HeadLedSuit.ALWAYS,
            must_undertrump=ruleset.must_undertrump
            and ruleset.must_trump_when_void is TrumpWhenVoid.ALWAYS,
            partner_exemption=ruleset.partner_exemption is PartnerExemption.HEAD_AND_TRUMP,
            strength=ruleset.strength, pairs=ruleset.sides_rule.pairs)


# -- marriages -----------------------------------------------------------------------------------

#: 20 in a plain suit, 40 in trumps (000, 001, 002, 003): the only place these numbers live.
PLAIN_MARRIAGE: Final = 20
TRUMP_MARRIAGE: Final = 40


@dataclass(frozen=True, slots=True)
class FallenMarriage:
    """A marriage that fell in a trick (``marriage_award: fallen_in_trick``), scored by the
    trick's taker: its suit, its points, and the suit it makes trumps from the next trick on
    (its own; None when trumps were fixed already), as a declaration's effect names it."""

    suit: Suit
    points: int
    fixes_trump: Suit | None

    def __init__(self, suit: Suit, points: int, fixes_trump: Suit | None) -> None:
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "fixes_trump", fixes_trump)


_KINGS: Final = RANK_BITS[REY]
_CABALLOS: Final = RANK_BITS[CABALLO]
_SOTAS: Final = RANK_BITS[SOTA]
#: For each rank number (0..12), how far its card's bit sits below the king's of its suit
#: (``Card.index`` counts the ranks of a suit in RANKS order): a partner's card moved by it
#: lands on its king's.
_PAIR_SHIFT: Final[tuple[int, ...]] = tuple(
    RANKS.index(REY) - RANKS.index(r) if r in RANKS else 0 for r in range(REY + 1))


@dataclass(frozen=True, slots=True)
class MarriageRule:
    """Marriages (cantes): which pair, what they score, who may sing them and when."""

    enabled: bool
    partner_rank: int
    declared: bool  # sung from the hand after a won trick; else scored when fallen in a trick
    partner_may_declare: bool
    trump_first: bool
    until_last_draw: bool
    first_sets_trump: bool
    before_draw: bool  # marriage_moment before_draw: the window closes at the draw
    per_player: bool  # marriages_per_trick one_per_player
    declarer_only: bool  # marriage_sides declarer_only
    hidden_without_stock: bool  # marriage_disclosure hidden_in_strict_phase
    #: marriage_window first_final_trick: in the final phase, only at the first trick won
    first_final_trick: bool = False

    @property
    def declarable(self) -> bool:
        return self.enabled and self.declared

    @property
    def fall_in_tricks(self) -> bool:
        return self.enabled and not self.declared

    def pair(self, suit: Suit) -> tuple[Card, Card]:
        """The king and its partner (knight, or sota in Guiñote) of ``suit``."""
        return card(REY, suit), card(self.partner_rank, suit)

    def held(self, hand: Sequence[Card], suit: Suit) -> bool:
        return self.held_in(card_bits(hand), suit)

    def held_in(self, hand_bits: int, suit: Suit) -> bool:
        """:meth:`held`, the hand given as a bit set (:func:`card_bits`)."""
        return bool(self.held_kings(hand_bits) & suit.bits)

    def held_kings(self, hand_bits: int) -> int:
        """The kings of ``hand_bits`` (a bit set, :func:`card_bits`) whose partner is there
        too: one bit for each suit whose marriage the cards hold (none: 0)."""
        return hand_bits & _KINGS & (hand_bits << _PAIR_SHIFT[self.partner_rank])

    def points(self, suit: Suit, trump: Suit | None) -> int:
        """20 in a plain suit, 40 in trumps; the marriage that fixes trumps (no trump yet, under
        ``first_marriage``) is worth 40."""
        if trump is None:
            return TRUMP_MARRIAGE if self.first_sets_trump else PLAIN_MARRIAGE
        return TRUMP_MARRIAGE if suit is trump else PLAIN_MARRIAGE

    def fallen(self, cards: Sequence[Card]) -> list[Suit]:
        """Suits whose king and partner both lie in ``cards`` (a trick), in suit order."""
        kings = self.held_kings(card_bits(cards))
        return [s for s in SUITS if kings & s.bits] if kings else []

    def fall(self, cards: Sequence[Card], trump: Suit | None) -> tuple[FallenMarriage, ...]:
        """The marriages that fall in a trick of ``cards`` played under ``trump``, in suit
        order (none unless marriages fall in tricks): the first of a hand without trumps is
        worth 40 and fixes them under ``first_marriage``; every other one 20, or 40 in trumps
        (regional.md 3b.3-4)."""
        if not self.fall_in_tricks:
            return ()
        fallen: list[FallenMarriage] = []
        for suit in self.fallen(cards):
            fixes = suit if trump is None and self.first_sets_trump else None
            fallen.append(FallenMarriage(suit, self.points(suit, trump), fixes))
            if fixes is not None:
                trump = suit
        return tuple(fallen)

    def max_points(self) -> int:
        """The most marriages can add to one side's hand: the 40 and three 20s."""
        if not self.declarable:
            return 0
        return TRUMP_MARRIAGE + 3 * PLAIN_MARRIAGE

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> MarriageRule:
        window = ruleset.marriage_window
        return cls(
            enabled=ruleset.marriages,
            partner_rank=SOTA if ruleset.marriage_pair is MarriagePair.KING_SOTA else CABALLO,
            declared=ruleset.marriage_award is MarriageAward.DECLARED,
            partner_may_declare=ruleset.partner_may_declare, trump_first=ruleset.trump_first,
            until_last_draw=window is MarriageWindow.UNTIL_LAST_DRAW,
            first_sets_trump=ruleset.trumps.by_marriage,
            before_draw=ruleset.marriage_moment is MarriageMoment.BEFORE_DRAW,
            per_player=ruleset.marriages_per_trick is MarriagesPerTrick.ONE_PER_PLAYER,
            declarer_only=ruleset.marriage_sides is MarriageSides.DECLARER_ONLY,
            hidden_without_stock=(ruleset.marriage_disclosure
                                  is MarriageDisclosure.HIDDEN_IN_STRICT_PHASE),
            first_final_trick=window is MarriageWindow.FIRST_FINAL_TRICK)

    def qualifies(self, winner: int, seat: int, sides: SidesRule) -> bool:
        """Whether a trick taken by ``winner`` lets ``seat`` declare: its own, or with
        ``partner_may_declare`` its side's."""
        return winner == seat or (self.partner_may_declare and sides.together(winner, seat))

    def hidden(self, points: int, stock_has_cards: bool) -> bool:
        """Whether the other seats learn nothing of a marriage's suit (regional.md 1b.10: a 20
        shows its cards only while the stock lasts; a 40 needs no showing)."""
        return self.hidden_without_stock and (
            points == TRUMP_MARRIAGE or not stock_has_cards)


# -- tute ----------------------------------------------------------------------------------------


# Enum members the search asks about at every node, bound once: in the compiled build a member
# named through its class is an attribute lookup on a Python class each time.
_CONTINUE_HAND: Final = TuteEffect.CONTINUE_HAND
_WIN_GAME: Final = TuteEffect.WIN_GAME


@dataclass(frozen=True, slots=True)
class TuteRule:
    """Four kings or four knights (sotas in Guiñote) declared after a won trick."""

    enabled: bool
    ranks: tuple[int, int]
    effect: TuteEffect
    forbidden_after_marriage: bool

    @property
    def ends_hand(self) -> bool:
        return self.effect is not _CONTINUE_HAND

    @property
    def wins_game(self) -> bool:
        return self.effect is _WIN_GAME

    def held_ranks_in(self, hand_bits: int) -> list[int]:
        """The tute ranks whose four cards the hand (a bit set, :func:`card_bits`) holds."""
        first, second = self.ranks  # a fixed pair: read without iterating a tuple
        held: list[int] = []
        if _all_four(hand_bits, first):
            held.append(first)
        if _all_four(hand_bits, second):
            held.append(second)
        return held

    def held_in(self, hand_bits: int) -> bool:
        """Whether the cards (a bit set) hold a tute of either rank."""
        first, second = self.ranks
        return _all_four(hand_bits, first) or _all_four(hand_bits, second)

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> TuteRule:
        kings_sotas = ruleset.tute_ranks is TuteRanks.KINGS_SOTAS
        return cls(enabled=ruleset.tute, ranks=(REY, SOTA) if kings_sotas else (REY, CABALLO),
                   effect=ruleset.tute_effect, forbidden_after_marriage=(
                       ruleset.tute_after_marriage is TuteAfterMarriage.FORBIDDEN))


def _all_four(hand_bits: int, rank: int) -> bool:
    # the tute ranks read from Final ints (a C variable each compiled); RANK_BITS holds them
    # boxed, each read an unboxing of a two-digit Python int
    four = (_KINGS if rank == REY else _CABALLOS if rank == CABALLO
            else _SOTAS if rank == SOTA else RANK_BITS[rank])
    return hand_bits & four == four


# -- the swap ------------------------------------------------------------------------------------

#: turn-up ranks the 7 (or, with swap_two, the 2) of trumps may take (002, 000)
SEVEN_TAKES: Final = frozenset({1, 3, 12, 11, 10})
TWO_TAKES: Final = frozenset({4, 5, 6, 7})
#: the same ranks as masks (bit ``rank``), which a compiled test reads without hashing
_SEVEN_TAKES_RANKS: Final = sum(1 << rank for rank in SEVEN_TAKES)
_TWO_TAKES_RANKS: Final = sum(1 << rank for rank in TWO_TAKES)


@dataclass(frozen=True, slots=True)
class SwapRule:
    """The 7 of trumps for a valued turn-up, the 2 for a low one, and when."""

    seven: bool
    two: bool
    timing: SwapTiming

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> SwapRule:
        return cls(seven=ruleset.swap, two=ruleset.swap_two, timing=ruleset.swap_timing)

    def allows_rank(self, rank: int) -> bool:
        return (rank == SEVEN and self.seven) or (rank == TWO and self.two)

    @property
    def ranks(self) -> tuple[int, ...]:
        if self.seven:
            return (SEVEN, TWO) if self.two else (SEVEN,)
        return (TWO,) if self.two else ()

    @property
    def rank_bits(self) -> int:
        """The cards of :attr:`ranks` in every suit, as a bit set."""
        return (_SEVENS if self.seven else 0) | (_TWOS if self.two else 0)

    @staticmethod
    def takes(rank: int) -> frozenset[int]:
        """The turn-up ranks the card of ``rank`` may take."""
        return SEVEN_TAKES if rank == SEVEN else TWO_TAKES

    def takers(self, turn_up_rank: int) -> int:
        """The cards of :attr:`ranks` in every suit that may take a turn-up of
        ``turn_up_rank`` (:meth:`takes`), as a bit set."""
        taken = 1 << turn_up_rank  # the rank's bit in the masks of :meth:`takes`' ranks
        return (_SEVENS if self.seven and taken & _SEVEN_TAKES_RANKS else 0) | (
            _TWOS if self.two and taken & _TWO_TAKES_RANKS else 0)

    @property
    def before_draw(self) -> bool:
        return self.timing is _BEFORE_DRAW_SWAP

    @property
    def on_own_lead(self) -> bool:
        return self.timing is _ON_OWN_LEAD_SWAP

    @property
    def before_first_lead(self) -> bool:
        return self.timing is _BEFORE_FIRST_LEAD_SWAP


# The members as constants: a compiled module reads these directly (SwapTiming's own
# attributes are looked up at run time, values.py being pure Python).
_BEFORE_DRAW_SWAP: Final = SwapTiming.AFTER_TRICK_WIN_BEFORE_DRAW
_ON_OWN_LEAD_SWAP: Final = SwapTiming.ON_OWN_LEAD
_BEFORE_FIRST_LEAD_SWAP: Final = SwapTiming.BEFORE_FIRST_LEAD
_SEVENS: Final = RANK_BITS[SEVEN]
_TWOS: Final = RANK_BITS[TWO]


# -- capote ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CapoteRule:
    """Capote: one side takes every trick (``capote``, ``capote_declarer``).

    ``automatic`` (cabrón): reported with the score. ``declared`` (Habanero, regional.md 2b.9):
    announced once the stock is exhausted, before the first lead of the final phase; the
    announcer's side must take every remaining trick: it then wins the hand whatever the
    points, and the first trick it loses ends the hand and loses it.
    """

    automatic: bool
    declared: bool
    leader_only: bool

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> CapoteRule:
        return cls(automatic=ruleset.capote is Capote.AUTOMATIC,
                   declared=ruleset.capote is Capote.DECLARED,
                   leader_only=ruleset.capote_declarer is CapoteDeclarer.LEADER)


# -- the hand's winner ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WinnerRule:
    """Who wins a hand (``hand_winner``, ``tie``, ``double_at``), given each side's points."""

    rule: HandWinner
    tie_to_last_trick: bool
    double_at: int | None
    half_card_points: int
    capote_singer_loses: bool = False
    both_over_to_last_trick: bool = False
    thirty_malas: ThirtyMalas = ThirtyMalas.OFF
    #: vueltas cumulative: a hand without a side at 101 is followed by the vueltas
    vueltas: bool = False
    #: vueltas_end claim: the vueltas end on a claim (or played out), not at 101 by themselves
    vueltas_by_claim: bool = False

    @property
    def by_bid(self) -> bool:
        return self.rule is HandWinner.BID

    @property
    def middle_loses(self) -> bool:
        return self.rule is HandWinner.MIDDLE_LOSES

    def decide(
        self,
        totals: Sequence[int],
        card_points: Sequence[int],
        tricks: Sequence[int],
        marriage_points: Sequence[int],
        last_side: int | None,
    ) -> tuple[int | None, ScoreReason, tuple[int, ...]]:
        """(winner side, reason, loser sides) under every rule but the bid's."""
        if self.rule is HandWinner.MIDDLE_LOSES:
            reason, losers = self._losers(totals, tricks, marriage_points)
            return None, reason, losers
        if self.rule is HandWinner.CARD_THRESHOLD:
            winner, reason = self._best(card_points, self.half_card_points + 1, last_side,
                                        ScoreReason.CARD_THRESHOLD)
        elif self.rule is HandWinner.OVER_100:
            if self.thirty_malas is ThirtyMalas.BELOW_30_LOSES and len(totals) == 2 and (
                    min(totals) < 30):
                # experimental (regional.md 1d): a side under 30 loses at once
                return totals.index(max(totals)), ScoreReason.THIRTY_MALAS, ()
            if self.thirty_malas is ThirtyMalas.MIN_CARD_POINTS:
                # experimental (regional.md 1d): 101 counts only with 30 in cards and últimas
                totals = [t if t - m >= 30 else min(t, 100)
                          for t, m in zip(totals, marriage_points, strict=True)]
            over = [side for side, total in enumerate(totals) if total >= 101]
            if len(over) > 1 and self.both_over_to_last_trick and last_side in over:
                # both_over_target last_trick (pronosticoreservado: the side with las diez de
                # últimas wins)
                return last_side, ScoreReason.LAST_TRICK, ()
            winner, reason = self._best(totals, 101, last_side, ScoreReason.OVER_100)
            if reason is ScoreReason.NO_WINNER and self.vueltas:
                reason = ScoreReason.VUELTAS
        else:
            winner, reason = self._best(totals, None, last_side, ScoreReason.MOST_POINTS)
        return winner, reason, ()

    def reaches_target(self, total: int, marriage_points: int) -> bool:
        """hand_winner over_100: whether a side with this running total has won (101, and
        with thirty_malas min_card_points 30 of it from cards and últimas)."""
        if self.thirty_malas is ThirtyMalas.MIN_CARD_POINTS and total - marriage_points < 30:
            return False
        return total >= 101

    def games(self, sides: int, winner: int | None, winner_total: int) -> tuple[int, ...]:
        """Games each side wins: 1 to the winner, 2 when it reached ``double_at``."""
        games = [0] * sides
        if winner is not None:
            double = self.double_at is not None and winner_total >= self.double_at
            games[winner] = 2 if double else 1
        return tuple(games)

    def _best(
        self, values: Sequence[int], threshold: int | None, last_side: int | None,
        reason: ScoreReason,
    ) -> tuple[int | None, ScoreReason]:
        """The side with the highest value (which must reach ``threshold``); ties by ``tie``."""
        top = max(values)
        leaders = [i for i, v in enumerate(values) if v == top]
        if threshold is not None and top < threshold:
            # 60-60 in a 120-point deal is a tie for the threshold too (000: "l'esatto 60-60").
            exact_half = (threshold - 1 == top and len(leaders) > 1
                          and self.rule is HandWinner.CARD_THRESHOLD)
            if not exact_half:
                return None, ScoreReason.NO_WINNER
        if len(leaders) == 1:
            return leaders[0], reason
        if self.tie_to_last_trick and last_side in leaders:
            return last_side, ScoreReason.LAST_TRICK
        return None, ScoreReason.DRAW

    def _losers(
        self, totals: Sequence[int], tricks: Sequence[int], marriage_points: Sequence[int]
    ) -> tuple[ScoreReason, tuple[int, ...]]:
        """Cabrón's losers, in this order (regional.md 3b.6-8): a capote makes every other
        seat lose (or, with ``capote_singer_loses``, a capote-maker who scored a marriage);
        then the seats that took no trick; then the seats over 100; then every seat strictly
        between the highest and the lowest total; else the seats that share a total."""
        seats = range(len(totals))
        empty = tuple(s for s in seats if tricks[s] == 0)
        if len(empty) == len(totals) - 1:
            (maker,) = (s for s in seats if tricks[s])
            if self.capote_singer_loses and marriage_points[maker]:
                return ScoreReason.CAPOTE_SINGER, (maker,)
            return ScoreReason.CAPOTE, empty
        if empty:
            return ScoreReason.NO_TRICKS, empty
        over = tuple(s for s in seats if totals[s] > 100)
        if over:
            return ScoreReason.OVER_100_LOSES, over
        high, low = max(totals), min(totals)
        middle = tuple(s for s in seats if low < totals[s] < high)
        if middle:
            return ScoreReason.MIDDLE_LOSES, middle
        shared = tuple(s for s in seats if list(totals).count(totals[s]) > 1)
        return ScoreReason.SHARED_SCORE_LOSES, shared

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> WinnerRule:
        return cls(
            rule=ruleset.hand_winner, tie_to_last_trick=ruleset.tie is Tie.LAST_TRICK,
            double_at=ruleset.double_at, half_card_points=ruleset.points_rule.deck // 2,
            capote_singer_loses=ruleset.capote_singer_loses,
            both_over_to_last_trick=ruleset.both_over_target is BothOverTarget.LAST_TRICK,
            thirty_malas=ruleset.thirty_malas, vueltas=ruleset.vueltas is Vueltas.CUMULATIVE,
            vueltas_by_claim=ruleset.vueltas_end is VueltasEnd.CLAIM)


# -- payouts -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PayoutRule:
    """Chips paid between individual seats after a hand (``payout``; regional.md 5b.7-8).

    ``fournier_no_plate``: each marriage collects its value (40 or 20) from each opponent; the
    hand's winner collects 100 from each opponent when his cards and últimas (marriages
    excluded) are 100 or less, 200 when 101 or more; a tute collects 200 from each instead.

    ``fournier_plate``: marriages and a tute as before. A seat may "go to the plate" before
    the first lead (promise 101 in cards and últimas): made, it collects 200 from each (and
    takes the plate); failed, it pays 200 to each (and doubles the plate). Nobody going, the
    winner collects 100 from the lowest opponent only (the middle seat pays nothing; both
    when they are level), or 100 from each with 101 or more. The plate itself (100 from each
    player, 20 from each dealer, taken or doubled) is the table's to keep.
    """

    fournier: bool
    plate: bool = False

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> PayoutRule:
        return cls(fournier=ruleset.payout is not Payout.POINTS_ONLY,
                   plate=ruleset.payout is Payout.FOURNIER_PLATE)

    def chips(
        self,
        totals: Sequence[int],
        counted: Sequence[int],
        marriages: Sequence[tuple[int, int]],
        winner: int | None,
        by_tute: bool,
        goer: int | None = None,
        out: int | None = None,
    ) -> tuple[int, ...]:
        """Each seat's net chips (they add up to 0); empty under ``points_only``.
        ``totals``: each seat's points; ``counted``: its cards and últimas."""
        if not self.fournier:
            return ()
        seats = len(totals)
        net = [0] * seats

        def collect(seat: int, amount: int, payers: Sequence[int]) -> None:
            for payer in payers:
                net[payer] -= amount
                net[seat] += amount

        def others(seat: int) -> list[int]:  # the dealer who sits out neither pays nor collects
            return [s for s in range(seats) if s not in (seat, out)]

        for seat, value in marriages:
            collect(seat, value, others(seat))
        if by_tute and winner is not None:
            collect(winner, 200, others(winner))
        made = self.plate_made(counted, goer, winner if by_tute else None)
        if goer is not None and not (by_tute and goer == winner):
            collect(goer, 200 if made else -200, others(goer))
        elif goer is None and winner is not None and not by_tute:
            rich = counted[winner] > 100
            if not self.plate:
                collect(winner, 200 if rich else 100, others(winner))
            else:
                lowest = min(totals[s] for s in others(winner))
                payers = [s for s in others(winner) if rich or totals[s] == lowest]
                collect(winner, 100, payers)
        return tuple(net)

    @staticmethod
    def plate_made(counted: Sequence[int], goer: int | None,
                   tute_seat: int | None) -> bool | None:
        """Whether the seat that went to the plate made 101 in cards and últimas (or ended the
        hand with its own tute; another seat's tute stops it short); None: nobody went."""
        if goer is None:
            return None
        if tute_seat is not None:
            return tute_seat == goer
        return counted[goer] > 100


# -- the match -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MatchRule:
    """How hands make a match (``match``, ``match_target``, ``series_lead_of_two``)."""

    kind: MatchKind
    target: int
    lead_of_two: bool
    penalty_limit: int
    coto_games: int
    cotos_to_win: int
    #: cumulative points, equal highest totals at the target: the last hand's winner wins
    tie_to_last_winner: bool = False

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> MatchRule:
        return cls(kind=ruleset.match, target=ruleset.match_target,
                   lead_of_two=ruleset.series_lead_of_two, penalty_limit=ruleset.penalty_limit,
                   coto_games=ruleset.coto_partidas, cotos_to_win=ruleset.cotos_to_win,
                   tie_to_last_winner=ruleset.points_match_tie is PointsMatchTie.LAST_HAND_WINNER)

    @property
    def by_points(self) -> bool:
        return self.kind is MatchKind.CUMULATIVE_POINTS

    @property
    def counts_points(self) -> bool:
        """Each hand's points (chips, under a payout) add up: to a target, or over a series."""
        return self.kind in (MatchKind.CUMULATIVE_POINTS, MatchKind.POINTS_SERIES)

    @property
    def by_penalties(self) -> bool:
        return self.kind is MatchKind.PENALTY_POINTS

    @property
    def by_cotos(self) -> bool:
        return self.kind is MatchKind.COTOS

    def decided(self, games: Sequence[int], points: Sequence[Points], penalties: Sequence[int],
                cotos: Sequence[int], hands: int, last_winner: int | None = None) -> int | None:
        """The side that has won the match after ``hands`` hands, if any (see tute.match)."""
        if self.kind is MatchKind.COTOS:
            return next((side for side, won in enumerate(cotos) if won >= self.cotos_to_win),
                        None)
        if self.kind is MatchKind.PENALTY_POINTS:
            # Cabrón (regional.md 3b.9): once a seat reaches the limit, the fewest penalties
            # win; a tie for the fewest plays on (proposal).
            if max(penalties) < self.penalty_limit:
                return None
            return _leader([-p for p in penalties], 1)
        if self.kind is MatchKind.GAMES_TO_N:
            return next((side for side, won in enumerate(games) if won >= self.target), None)
        if self.kind is MatchKind.SERIES:
            if hands < self.target:
                return None
            return _leader(games, 2 if self.lead_of_two else 1)
        if self.kind is MatchKind.POINTS_SERIES:
            # arrastrado (regional.md 5a, a proposal): after n hands the highest balance wins;
            # level, play on
            return None if hands < self.target else _leader(points, 1)
        # cumulative points: among the sides at or over the target, a clear leader wins
        if max(points) < self.target:
            return None
        leader = _leader(points, 1)
        if leader is None and self.tie_to_last_winner and last_winner is not None and (
                points[last_winner] == max(points)):
            return last_winner  # points_match_tie last_hand_winner
        return leader


def _leader(totals: Sequence[Points], margin: int) -> int | None:
    """The side ahead of every other by at least ``margin``, if there is one."""
    best = max(totals)
    side = list(totals).index(best)
    runner_up = max((t for i, t in enumerate(totals) if i != side), default=best - margin)
    return side if best - runner_up >= margin else None


# -- the auction ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AuctionRule:
    """How the auction runs (``auction_rounds``, ``pass_final``, ``min_bid``, ``bid_step``), and
    who leads after it (``first_lead``)."""

    rounds: AuctionRounds
    pass_final: bool
    min_bid: int
    step: int
    sides: SidesRule
    #: first_lead declarer: the declarer leads the first trick (else the mano)
    declarer_leads: bool = False

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> AuctionRule:
        return cls(rounds=ruleset.auction_rounds, pass_final=ruleset.pass_final,
                   min_bid=ruleset.min_bid, step=ruleset.bid_step, sides=ruleset.sides_rule,
                   declarer_leads=ruleset.first_lead is FirstLead.DECLARER)

    def first_leader(self, declarer: int, mano: int) -> int:
        """Who leads the first trick once trumps are named: the declarer, or the mano."""
        return declarer if self.declarer_leads else mano

    @property
    def single(self) -> bool:
        return self.rounds is AuctionRounds.SINGLE

    @property
    def skips_passed(self) -> bool:
        """A seat that passed is out of the auction (and is skipped)."""
        return self.pass_final or self.single

    def ended(self, players: int, has_bid: bool, passed: Sequence[int], counted: int) -> bool:
        """Whether the auction is over. ``passed``: the seats out (a final pass), or the seats
        that passed since the last bid (``pass_final: false``)."""
        if self.single:  # each seat speaks once, the dealer last (regional.md 4b.2)
            return counted == players
        if not has_bid:
            return len(passed) == players
        if len(passed) == players - 1:
            return True
        # until_pair_passes: once both seats of a pair have passed (regional.md 4e, S4-1), but
        # never before every seat has had its first turn (S4-1b: the last may raise its partner)
        return (self.rounds is AuctionRounds.UNTIL_PAIR_PASSES and self.sides.pairs
                and counted >= players
                and any(all(s in passed for s in pair) for pair in self.sides.seats()))


@dataclass(frozen=True, slots=True)
class ContractRule:
    """What a contract scores (``made_score``, ``failed_score``, ``defenders_score``).

    000 (pairs): made, the declaring side scores the points it took; failed, the bid is
    subtracted; the defenders score what they took either way. Don Naipe (three players):
    made, the declarer scores the bid; failed, the two defenders share the bid; the defenders
    score nothing else (regional.md 4b.9, S3-3).
    """

    made: MadeScore
    failed: FailedScore
    defenders_take_points: bool

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> ContractRule:
        return cls(made=ruleset.made_score, failed=ruleset.failed_score,
                   defenders_take_points=ruleset.defenders_score is DefendersScore.POINTS_TAKEN)

    def scores(self, made: bool, bid: int, declarer_total: int,
               defenders_total: int) -> tuple[int, int]:
        """(declaring side's score, defending side's score) for this hand."""
        defenders = defenders_total if self.defenders_take_points else 0
        if made:
            return (bid if self.made is MadeScore.BID else declarer_total), defenders
        if self.failed is FailedScore.DEFENDERS_SPLIT_BID:
            return 0, defenders + bid
        return -bid, defenders


# -- the deal ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealerRule:
    """Who deals next (``next_dealer``), and who deals the vueltas (regional.md 1b.16-17)."""

    to_last_trick_winner: bool

    @classmethod
    def from_ruleset(cls, ruleset: Ruleset) -> DealerRule:
        return cls(to_last_trick_winner=ruleset.next_dealer is NextDealer.LAST_TRICK_WINNER)

    def next_dealer(self, dealer: int, players: int, last_trick_winner: int | None) -> int:
        """The next hand's dealer: the next seat in playing order (Fournier), or the seat that
        took the last trick played (Fortanete)."""
        if self.to_last_trick_winner and last_trick_winner is not None:
            return last_trick_winner
        return (dealer + 1) % players

    @staticmethod
    def vueltas_dealer(last_trick_winner: int) -> int:
        """The vueltas are dealt by the seat that took the first deal's last trick (Fournier,
        ludoteka: regional.md 1b.16, 2b.11)."""
        return last_trick_winner
