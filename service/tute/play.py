"""Legal plays and tricks.

One code path decides legality: :func:`judge_plays` gives, for every card in the acting hand,
the duties a play of it would break (none for a legal card). :func:`legal_plays`,
:func:`is_legal` and :func:`validate_play` all read that one answer, so "list the legal cards"
and "is this card legal" can never disagree.

Duty codes (stable; clients may switch on them):

``MUST_FOLLOW_SUIT``        you hold the led suit and played another
``MUST_HEAD``               you could play higher than the best card of the led suit (or, on a
                            trump lead, than the best trump) and did not
``MUST_TRUMP``              void in the led suit, holding a trump, and played none
``MUST_OVERTRUMP``          void in the led suit, a trump on the table that a trump of yours beats
``MUST_UNDERTRUMP``         (``must_undertrump``) void and unable to overtrump, you still hold a
                            trump and played none
``MUST_FOLLOW_TRUMP_LEAD``  stock phase ``follow_trump_lead``: a trump was led, you hold one
``CARD_NOT_IN_HAND``        (validation only) the card is not in the acting hand
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from tute.cards import DECK, Card, Suit, TrickCard
from tute.errors import ImpossiblePositionError, InvalidInputError, Problem
from tute.messages import msg
from tute.rules import (
    CARD_NOT_IN_HAND,
    REASONS,
    FallenMarriage,
    Violation,
    card_bits,
    violation,
)
from tute.rulesets import Ruleset
from tute.values import Duty
from tute.values import PlayPhase as PlayPhase  # re-exported: its home before values.py


@dataclass(frozen=True, slots=True)
class PlayPosition:
    """What the acting seat sees when it is its turn to play a card.

    ``stock_size`` counts the cards not yet drawn, turn-up included (0: exhausted or no stock).
    ``trump`` is ``None`` only while no trump is fixed (cabrón before the first marriage).
    ``tricks_played``, when given, counts the tricks completed before this one: the hand must
    then hold exactly the cards a seat has left at that moment (and the stock what is left of it).
    """

    trump: Suit | None
    seat: int
    hand: tuple[Card, ...]
    trick: tuple[TrickCard, ...] = ()
    stock_size: int = 0
    turn_up: Card | None = None
    tricks_played: int | None = None

    def __init__(
        self,
        trump: Suit | None,
        seat: int,
        hand: tuple[Card, ...],
        trick: tuple[TrickCard, ...] = (),
        stock_size: int = 0,
        turn_up: Card | None = None,
        tricks_played: int | None = None,
    ) -> None:
        object.__setattr__(self, "trump", trump)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "trick", trick)
        object.__setattr__(self, "stock_size", stock_size)
        object.__setattr__(self, "turn_up", turn_up)
        object.__setattr__(self, "tricks_played", tricks_played)


@dataclass(frozen=True, slots=True)
class Exclusion:
    """A card of the hand that may not be played, and every duty a play of it would break."""

    card: Card
    violations: tuple[Violation, ...]


_STOCK: Final = PlayPhase.STOCK
_STRICT: Final = PlayPhase.STRICT

#: One shared Exclusion value per card and answer (they are immutable): for each entry of
#: ``tute.rules.REASONS``, the card's Exclusion by ``Card.index``.
_EXCLUSIONS: Final[tuple[tuple[Exclusion, ...], ...]] = tuple(
    tuple(Exclusion(c, reasons) for c in DECK) for reasons in REASONS)


@dataclass(frozen=True, slots=True)
class PlayJudgement:
    """Every card of the hand judged: the legal plays in hand order, and the excluded cards."""

    legal: tuple[Card, ...]
    excluded: tuple[Exclusion, ...]
    phase: PlayPhase
    duty: Duty  # the duty switch value in force

    def __init__(
        self,
        legal: tuple[Card, ...],
        excluded: tuple[Exclusion, ...],
        phase: PlayPhase,
        duty: Duty,
    ) -> None:
        object.__setattr__(self, "legal", legal)
        object.__setattr__(self, "excluded", excluded)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "duty", duty)


@dataclass(frozen=True, slots=True)
class PlayVerdict:
    card: Card
    legal: bool
    violations: tuple[Violation, ...]
    judgement: PlayJudgement


@dataclass(frozen=True, slots=True)
class TrickResult:
    winner_seat: int
    winning_card: Card
    points: int
    #: the marriages that fell in it (marriage_award fallen_in_trick), scored by its taker
    fallen_marriages: tuple[FallenMarriage, ...] = ()

    def __init__(
        self,
        winner_seat: int,
        winning_card: Card,
        points: int,
        fallen_marriages: tuple[FallenMarriage, ...] = (),
    ) -> None:
        object.__setattr__(self, "winner_seat", winner_seat)
        object.__setattr__(self, "winning_card", winning_card)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "fallen_marriages", fallen_marriages)


# The problems without fields, made once.
_HAND_EMPTY: Final = msg("the acting seat must hold a card")
_TURN_UP_WITHOUT_STOCK: Final = msg("the turn-up is drawn with the last card of the stock: with "
                             "stock_size 0 there is none")
_TRICK_EMPTY: Final = msg("the trick is empty")


# -- impossible positions ------------------------------------------------------------------------


#: Cards of an input and where they are: a JSON pointer with ``{}`` for each card's index
#: (``"/hand/{}"``), or the pointer of the one card (``"/turn_up"``).
CardPlaces = Sequence[tuple[str, Sequence[Card]]]


def card_problems(ruleset: Ruleset, places: CardPlaces) -> list[Problem]:
    """Cards outside the ruleset's deck, and cards that stand in two places (the card census
    of every input: positions, contexts, captured piles and deals). The census is a bit set
    (a card twice leaves fewer bits than cards); each card's pointer is written only when it
    finds something."""
    bits = count = 0
    for _, cards in places:
        count += len(cards)
        for card in cards:
            bits |= card.bit
    if bits.bit_count() == count and not bits & ruleset.outside_deck:
        return []  # every card once, and in the deck
    located = [(pointer.format(i), c) for pointer, cards in places for i, c in enumerate(cards)]
    problems: list[Problem] = []
    first_place: dict[Card, str] = {}
    for pointer, card in located:
        if card.bit & ruleset.outside_deck:
            # Translators: count is the cards of the deck (36: the Spanish 40 without
            # the 2s).
            problems.append(Problem("CARD_NOT_IN_DECK", pointer, msg(
                "{card} is not in the {count}-card deck (no 2s)", card=card,
                count=ruleset.deck)))
        seen = first_place.get(card)
        if seen is None:
            first_place[card] = pointer
        else:
            # Translators: where is the JSON pointer of the card's first place
            # (/hand/2).
            problems.append(Problem("DUPLICATE_CARD", pointer, msg(
                "{card} is already at {where}", card=card, where=seen)))
    return problems


def seat_problems(ruleset: Ruleset, pointer: str, seat: object) -> list[Problem]:
    """A seat (acting seat, dealer, trick seat, declarer...) that is not at the table."""
    if type(seat) is int and 0 <= seat < ruleset.players:
        return []
    # Translators: seat is the value given (shown as Python writes it: 4, '1',
    # None); count is the seats at the table, last the highest seat number.
    return [Problem("SEAT_OUT_OF_RANGE", pointer, msg(
        "seat {seat!r} is not at a {count}-seat table (seats 0..{last})", seat=seat,
        count=ruleset.players, last=ruleset.players - 1))]


def turn_up_located(ruleset: Ruleset, turn_up: Card | None) -> list[tuple[str, Sequence[Card]]]:
    """The turn-up as a card of the census, unless the dealer keeps it (it may be in a hand)."""
    if turn_up is None or ruleset.trumps.kept_by_dealer:
        return []
    return [("/turn_up", (turn_up,))]


def _trick_order_problems(
    ruleset: Ruleset, trick: Sequence[TrickCard], next_seat: int | None
) -> list[Problem]:
    """Seats must follow playing order; with ``next_seat``, the trick must end just before it.
    With ``dealer_sits_out`` the order may pass over one seat (the dealer's, which a position
    does not name)."""
    problems: list[Problem] = []
    n = ruleset.players
    if ruleset.dealer_sits_out:
        return problems + _order_past_one_seat(ruleset, trick, next_seat)
    for i, played in enumerate(trick):
        if not (type(played.seat) is int and 0 <= played.seat < n):
            problems += seat_problems(ruleset, f"/trick/{i}/seat", played.seat)
            continue
        if next_seat is not None:
            expected = (next_seat - len(trick) + i) % n
        elif i > 0 and 0 <= trick[i - 1].seat < n:
            expected = (trick[i - 1].seat + 1) % n
        else:
            continue  # the first card, or one after an out-of-range seat (reported already)
        if played.seat != expected:
            # Translators: index counts the cards of the trick from 1; expected is the
            # seat whose turn it is.
            problems.append(Problem("SEAT_OUT_OF_ORDER", f"/trick/{i}/seat", msg(
                "seat {seat} cannot play card {index} of this trick: seat {expected} plays it "
                "in playing order", seat=played.seat, index=i + 1, expected=expected)))
    return problems


def _order_past_one_seat(
    ruleset: Ruleset, trick: Sequence[TrickCard], next_seat: int | None
) -> list[Problem]:
    """Playing order at a table whose dealer sits out: each seat follows the one before, or
    the one after it when the seat between is the dealer's (one seat is passed over at most)."""
    problems: list[Problem] = []
    seats = [(f"/trick/{i}/seat", t.seat) for i, t in enumerate(trick)]
    for pointer, seat in seats:
        problems += seat_problems(ruleset, pointer, seat)
    if problems:
        return problems
    if next_seat is not None:
        seats.append(("/seat", next_seat))
    passed_over = 0
    for (_, before), (pointer, seat) in itertools.pairwise(seats):
        step = (seat - before) % ruleset.players
        if step == 2 and not passed_over:
            passed_over = 1
        elif step != 1:
            # Translators: before is the seat that played the card before.
            problems.append(Problem("SEAT_OUT_OF_ORDER", pointer, msg(
                "seat {seat} cannot play after seat {before}: play goes round the table, "
                "passing over only the dealer who sits out", seat=seat, before=before)))
    return problems


def trump_problems(ruleset: Ruleset, trump: Suit | None) -> list[Problem]:
    if trump is None and not ruleset.trumps.by_marriage:
        return [Problem("TRUMP_REQUIRED", "/trump", msg(
            "{ruleset} fixes trumps before play: name the trump suit", ruleset=ruleset.id))]
    return []


def position_problems(ruleset: Ruleset, position: PlayPosition) -> list[Problem]:
    """Every reason why ``position`` cannot occur under ``ruleset`` (empty when it can)."""
    problems = _position_problems(ruleset, position)
    if position.tricks_played is not None:
        problems += _tricks_played_problems(ruleset, position)
    return problems


def full_hand_after(ruleset: Ruleset, tricks_played: int) -> int:
    """The cards a seat holds before its play in trick ``tricks_played + 1``: the whole hand
    while the stock refills it (a stock game draws after each of its first
    ``initial_stock_size / players`` tricks), one card fewer for each trick after that."""
    refilled = ruleset.draw_rounds
    return ruleset.hand_size - max(tricks_played - refilled, 0)


def stock_after(ruleset: Ruleset, draws: int) -> int:
    """The cards left in the stock, turn-up included, once ``draws`` draws are made (one after
    each of the first tricks): ``players`` cards a draw, until it runs out; 0 without a stock."""
    return max(ruleset.initial_stock_size - ruleset.players * draws, 0)


def _tricks_played_problems(ruleset: Ruleset, position: PlayPosition) -> list[Problem]:
    """With ``tricks_played`` given: the hand and the stock must be what that many tricks
    leave."""
    played = position.tricks_played
    if played is None:
        return []
    total = ruleset.total_tricks
    if not (type(played) is int and 0 <= played < total):
        # Translators: count is the tricks of a whole hand, last one fewer;
        # tricks_played is the value given.
        return [Problem("TRICKS_PLAYED_IMPOSSIBLE", "/tricks_played", msg(
            "a hand of {ruleset} has {count} tricks: before a play of one of them, 0 to {last} "
            "are complete, not {tricks_played}", ruleset=ruleset.id, count=total,
            last=total - 1, tricks_played=played))]
    problems: list[Problem] = []
    expected = full_hand_after(ruleset, played)
    if len(position.hand) != expected:
        # Translators: expected is the cards the seat holds then, got the hand's
        # size.
        problems.append(Problem("HAND_SIZE_IMPOSSIBLE", "/hand", msg(
            "after {tricks_played} tricks of {ruleset} the seat to play holds {expected} "
            "cards, not {got}", tricks_played=played, ruleset=ruleset.id, expected=expected,
            got=len(position.hand))))
    if ruleset.stock:
        stock = stock_after(ruleset, played)
        if position.stock_size != stock:
            # Translators: expected is the stock's size then, got the stock_size
            # given.
            problems.append(Problem("STOCK_SIZE_IMPOSSIBLE", "/stock_size", msg(
                "after {tricks_played} tricks the stock holds {expected} cards, not {got}",
                tricks_played=played, expected=stock, got=position.stock_size)))
    return problems


def _position_problems(ruleset: Ruleset, position: PlayPosition) -> list[Problem]:
    """The detailed check of :func:`position_problems`, problem by problem."""
    hand, trick, stock = position.hand, position.trick, position.stock_size
    problems = seat_problems(ruleset, "/seat", position.seat)  # a new list: added to below
    bad_seat = bool(problems)
    problems += trump_problems(ruleset, position.trump)

    problems += card_problems(ruleset, [("/hand/{}", hand),
                                        ("/trick/{}/card", [t.card for t in trick]),
                                        *turn_up_located(ruleset, position.turn_up)])

    if len(trick) > ruleset.in_play - 1:
        # Translators: seats is the seats that play a trick, count the cards
        # given.
        problems.append(Problem("TRICK_TOO_LONG", "/trick", msg(
            "a trick of {seats} seats already has {count} cards before this play",
            seats=ruleset.in_play, count=len(trick))))
    else:
        # With the acting seat out of range, the trick can still be checked for its own order.
        next_seat = None if bad_seat else position.seat
        problems += _trick_order_problems(ruleset, trick, next_seat)

    if not hand:
        problems.append(Problem("HAND_EMPTY", "/hand", _HAND_EMPTY))
    if in_stock_phase_of(ruleset, stock) and len(hand) != ruleset.hand_size:
        # Translators: expected is the cards of a full hand, got the hand's size.
        problems.append(Problem("HAND_SIZE_IMPOSSIBLE", "/hand", msg(
            "while the stock lasts every hand holds {expected} cards before its play, "
            "not {got}", expected=ruleset.hand_size, got=len(hand))))
    elif len(hand) > ruleset.hand_size:
        # Translators: expected is the cards dealt to a hand, got the hand's size.
        problems.append(Problem("HAND_SIZE_IMPOSSIBLE", "/hand", msg(
            "{ruleset} deals {expected} cards a hand; this one holds {got}",
            ruleset=ruleset.id, expected=ruleset.hand_size, got=len(hand))))

    problems += stock_problems(ruleset, stock)
    problems += turn_up_problems(ruleset, position.trump, position.turn_up, stock)
    return problems


def stock_problems(ruleset: Ruleset, stock: int) -> list[Problem]:
    """A stock size the ruleset cannot reach (it starts full and shrinks a trick at a time)."""
    if not ruleset.stock:
        if stock == 0:
            return []
        return [Problem("STOCK_NOT_IN_GAME", "/stock_size", msg(
            "{ruleset} has no stock: stock_size must be 0", ruleset=ruleset.id))]
    initial = ruleset.initial_stock_size
    if 0 <= stock <= initial and (initial - stock) % ruleset.players == 0:
        return []
    # Translators: count is the stock's first size, players the cards it loses
    # a trick, got the stock_size given.
    return [Problem("STOCK_SIZE_IMPOSSIBLE", "/stock_size", msg(
        "the stock starts at {count} cards and shrinks by {players} a trick; {got} cannot "
        "occur", count=initial, players=ruleset.players, got=stock))]


def turn_up_problems(
    ruleset: Ruleset, trump: Suit | None, turn_up: Card | None, stock_size: int
) -> list[Problem]:
    """A turn-up the game does not have, or one that contradicts the trump suit."""
    if turn_up is None:
        return []
    problems: list[Problem] = []
    if not ruleset.trumps.fixed_at_deal:
        # Translators: how is how trumps are named instead ("set by the first
        # marriage").
        problems.append(Problem("TURN_UP_NOT_IN_GAME", "/turn_up", msg(
            "{ruleset} turns no card up: trumps are {how}", ruleset=ruleset.id,
            how=ruleset.trumps.how_named())))
        return problems
    if ruleset.trumps.from_stock and stock_size == 0:
        problems.append(Problem("TURN_UP_WITHOUT_STOCK", "/turn_up", _TURN_UP_WITHOUT_STOCK))
    if trump is not None and turn_up.suit is not trump:
        # Translators: suit is the turn-up's suit, trump the trump suit given.
        problems.append(Problem("TRUMP_CONTRADICTS_TURN_UP", "/trump", msg(
            "the turn-up {card} makes {suit} trumps, not {trump}", card=turn_up,
            suit=turn_up.suit, trump=trump)))
    return problems


def check_position(ruleset: Ruleset, position: PlayPosition) -> None:
    """Raise :class:`ImpossiblePositionError` listing every problem, if there is any."""
    problems = position_problems(ruleset, position)
    if problems:
        raise ImpossiblePositionError(problems)


# -- the duties ----------------------------------------------------------------------------------


def judge_plays(ruleset: Ruleset, position: PlayPosition, *, check: bool = True) -> PlayJudgement:
    """Judge every card of the acting hand: the single source of truth for legality.

    With ``check`` (the default) an impossible position raises
    :class:`~tute.errors.ImpossiblePositionError` listing every problem.
    """
    if check:
        check_position(ruleset, position)
    hand = tuple(position.hand)
    hand_bits = card_bits(hand)
    duty, (legal_bits, first, first_reasons, other_reasons) = _duty_sets(
        ruleset, position.stock_size, position.seat, hand_bits, position.trick, position.trump)
    phase = _STOCK if in_stock_phase_of(ruleset, position.stock_size) else _STRICT
    if not hand_bits & ~legal_bits:
        return PlayJudgement(hand, (), phase, duty)
    firsts, others = _EXCLUSIONS[first_reasons], _EXCLUSIONS[other_reasons]
    legal: list[Card] = []
    excluded: list[Exclusion] = []
    for c in hand:
        if c.bit & legal_bits:
            legal.append(c)
        else:
            excluded.append(firsts[c.index] if c.bit & first else others[c.index])
    return PlayJudgement(tuple(legal), tuple(excluded), phase, duty)


def legal_bits(ruleset: Ruleset, seat: int, hand_bits: int, trick: Sequence[TrickCard],
               trump: Suit | None, stock_size: int) -> int:
    """The cards of a hand given as a bit set (:func:`~tute.rules.card_bits`) that ``seat``
    may play: the legal plays of :func:`judge_plays` as a bit set, without the position check
    (a replay's positions can occur by construction)."""
    return _duty_sets(ruleset, stock_size, seat, hand_bits, trick, trump)[1][0] & hand_bits


def play_violations(ruleset: Ruleset, seat: int, hand: Sequence[Card],
                    trick: Sequence[TrickCard], trump: Suit | None, stock_size: int,
                    card: Card) -> tuple[Violation, ...]:
    """The duties that ``seat`` breaks by playing ``card`` (of ``hand``): what
    :func:`judge_plays` answers for that card, without the position check (a replay's
    positions can occur by construction)."""
    return violations_in(ruleset, seat, card_bits(hand), trick, trump, stock_size, card)


def violations_in(ruleset: Ruleset, seat: int, hand_bits: int, trick: Sequence[TrickCard],
                  trump: Suit | None, stock_size: int, card: Card) -> tuple[Violation, ...]:
    """:func:`play_violations`, the hand given as a bit set (:func:`~tute.rules.card_bits`)."""
    _, (legal, first, first_reasons, other_reasons) = _duty_sets(
        ruleset, stock_size, seat, hand_bits, trick, trump)
    if card.bit & legal:
        return ()
    return REASONS[first_reasons if card.bit & first else other_reasons]


def _duty_sets(ruleset: Ruleset, stock_size: int, seat: int, hand_bits: int,
               trick: Sequence[TrickCard], trump: Suit | None
               ) -> tuple[Duty, tuple[int, int, int, int]]:
    """The duty in force and the duties' sets over a hand given as a bit set
    (:meth:`~tute.rules.Duties.sets`): what :func:`judge_plays`, :func:`legal_bits` and
    :func:`play_violations` read their answers from."""
    duties = ruleset.duties
    duty = duties.in_force(in_stock_phase_of(ruleset, stock_size))
    return duty, duties.sets(duty, seat, hand_bits, trick, trump)


def in_stock_phase_of(ruleset: Ruleset, stock_size: int) -> bool:
    """Whether play is in the stock phase: a stock game whose stock still has cards."""
    return ruleset.stock and stock_size > 0


# -- the public questions ------------------------------------------------------------------------


def legal_plays(ruleset: Ruleset, position: PlayPosition) -> tuple[Card, ...]:
    """The cards the acting seat may play, in hand order."""
    return judge_plays(ruleset, position).legal


def validate_play(ruleset: Ruleset, position: PlayPosition, card: Card) -> PlayVerdict:
    """The verdict on playing ``card``: legal or not, the duties broken, and the alternatives."""
    judgement = judge_plays(ruleset, position)
    if card not in position.hand:
        return PlayVerdict(card, False, (violation(CARD_NOT_IN_HAND),), judgement)
    for exclusion in judgement.excluded:
        if exclusion.card == card:
            return PlayVerdict(card, False, exclusion.violations, judgement)
    return PlayVerdict(card, True, (), judgement)


def is_legal(ruleset: Ruleset, position: PlayPosition, card: Card) -> bool:
    return validate_play(ruleset, position, card).legal


def trick_problems(
    ruleset: Ruleset, trump: Suit | None, trick: Sequence[TrickCard]
) -> list[Problem]:
    """Why ``trick`` is not a complete trick that could occur under ``ruleset``."""
    problems = trump_problems(ruleset, trump)
    if len(trick) != ruleset.in_play:
        # Translators: expected is the cards of a trick, got the cards given.
        problems.append(Problem("TRICK_INCOMPLETE" if len(trick) < ruleset.in_play
                                else "TRICK_TOO_LONG", "/trick", msg(
                                    "a trick has {expected} cards, one per seat that plays; "
                                    "got {got}", expected=ruleset.in_play, got=len(trick))))
    problems += card_problems(ruleset, [("/trick/{}/card", [t.card for t in trick])])
    problems += _trick_order_problems(ruleset, trick, None)
    return problems


def resolve_trick(
    ruleset: Ruleset, trump: Suit | None, trick: Sequence[TrickCard], *, check: bool = True
) -> TrickResult:
    """Who takes a complete trick: the highest trump, else the highest card of the led suit."""
    if check:
        problems = trick_problems(ruleset, trump, trick)
        if problems:
            raise ImpossiblePositionError(problems)
    elif not trick:
        raise InvalidInputError([Problem("TRICK_INCOMPLETE", "/trick", _TRICK_EMPTY)])
    cards = tuple(trick)  # a tuple is walked natively (a tuple given is not copied)
    won, points = trick_taken(ruleset, trump, cards)
    return TrickResult(cards[won].seat, cards[won].card, points,
                       fallen_in(ruleset, trump, cards))


def trick_taken(ruleset: Ruleset, trump: Suit | None, cards: tuple[TrickCard, ...]
                ) -> tuple[int, int]:
    """:func:`resolve_trick` of a complete trick that can occur, as two numbers: the index in
    ``cards`` of the card that takes it, and the points in it (a replay's tricks need no value
    made for them)."""
    points = 0
    for t in cards:
        points += ruleset.points[t.card.index]
    return ruleset.duties.winning_index(cards, trump), points


def fallen_in(ruleset: Ruleset, trump: Suit | None, cards: tuple[TrickCard, ...]
              ) -> tuple[FallenMarriage, ...]:
    """The marriages that fall in the trick (:meth:`~tute.rules.MarriageRule.fall`; none
    unless they fall in tricks)."""
    marriages = ruleset.marriages_rule
    return marriages.fall([t.card for t in cards], trump) if marriages.fall_in_tricks else ()
