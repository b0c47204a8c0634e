"""Declarations: marriages (cantes, 20/40), tute, and the swap of the 7 (or 2) of trumps.

:func:`judge_declaration` is the one code path: :func:`available_declarations` proposes every
declaration the hand could make and keeps those that the judge allows.

Refusal codes (stable): ``NOT_DECLARABLE`` (the ruleset has no such declaration),
``NO_TRICK_WON`` (the seat, or with ``partner_may_declare`` its side, did not take the trick that
just ended), ``WINDOW_CLOSED`` (not at this moment of the hand), ``PAIR_NOT_HELD``,
``TUTE_NOT_HELD``, ``SWAP_CARD_NOT_HELD``, ``SUIT_ALREADY_DECLARED``, ``ONE_PER_TRICK``,
``TRUMP_MARRIAGE_FIRST``, ``TUTE_AFTER_MARRIAGE``, ``TUTE_ALREADY_DECLARED``,
``TURN_UP_NOT_EXCHANGEABLE``, ``STOCK_EMPTY``, ``TRUMP_NOT_FIXED``, ``NOT_DECLARER``,
``NOT_LEADER``, ``CAPOTE_ALREADY_DECLARED``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from tute.cards import RANK_BITS, REY, SEVEN, SUITS, Card, Suit, card, suit_bits_of
from tute.errors import ImpossiblePositionError, Problem
from tute.messages import Message, msg, noun
from tute.play import (
    card_problems,
    full_hand_after,
    seat_problems,
    stock_after,
    stock_problems,
    turn_up_located,
    turn_up_problems,
)
from tute.rules import card_bits
from tute.rulesets import Ruleset
from tute.values import DeclarationKind as DeclarationKind  # re-exported: its home before values.py
from tute.values import Stage as Stage  # re-exported: its home before values.py

# A kind inside a sentence reads as the language's noun; params keep the contract word.
# (Literals: Babel reads them from the calls.)
# Translators: the declaration kinds as nouns inside sentences ("the declaration of a ...").
_KIND_NOUNS: Final = (noun("declaration", "marriage"), noun("declaration", "tute"),
               noun("declaration", "swap"), noun("declaration", "capote"),
               noun("declaration", "plate"))




MARRIAGE: Final = DeclarationKind.MARRIAGE
TUTE: Final = DeclarationKind.TUTE
SWAP: Final = DeclarationKind.SWAP
CAPOTE: Final = DeclarationKind.CAPOTE
PLATE: Final = DeclarationKind.PLATE
BEFORE_DRAW: Final = Stage.BEFORE_DRAW
BEFORE_LEAD: Final = Stage.BEFORE_LEAD
IN_TRICK: Final = Stage.IN_TRICK


@dataclass(frozen=True, slots=True)
class Declaration:
    """A declaration made (or requested) in this hand.

    marriage: ``suit``; tute: ``rank`` (12 for kings, 11 knights, 10 sotas); swap: ``card``
    (the 7 or 2 of trumps given for the turn-up). ``after_trick`` counts the tricks completed
    when it was made (it tells "one marriage per won trick" apart); ``points`` is filled in by
    the engine.
    """

    seat: int
    kind: DeclarationKind
    suit: Suit | None = None
    rank: int | None = None
    card: Card | None = None
    after_trick: int | None = None
    points: int = 0

    def __init__(
        self,
        seat: int,
        kind: DeclarationKind,
        suit: Suit | None = None,
        rank: int | None = None,
        card: Card | None = None,
        after_trick: int | None = None,
        points: int = 0,
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "after_trick", after_trick)
        object.__setattr__(self, "points", points)

    # Written out too, as the dataclass's would compare and hash (the tuple of the fields, each
    # compared with ==): its own are Python code, and offers are compared at every lead
    def __eq__(self, other: object) -> bool:
        if type(other) is not Declaration:  # as the dataclass's: the same class only
            return NotImplemented
        return (self.seat == other.seat and self.kind == other.kind and self.suit == other.suit
                and self.rank == other.rank and self.card == other.card
                and self.after_trick == other.after_trick and self.points == other.points)

    def __hash__(self) -> int:
        return hash((self.seat, self.kind, self.suit, self.rank, self.card, self.after_trick,
                     self.points))


@dataclass(frozen=True, slots=True)
class DeclarationContext:
    """The moment a seat asks what it may declare.

    ``last_trick_winner`` is the seat that took the trick that just ended (None before the first
    trick); ``stage`` says whether that trick's draw is still to come (``before_draw``), the next
    lead is awaited (``before_lead``) or a card has been led (``in_trick``).
    """

    ruleset: Ruleset
    trump: Suit | None
    dealer: int
    seat: int
    hand: tuple[Card, ...]
    last_trick_winner: int | None = None
    tricks_played: int = 0
    stage: Stage = BEFORE_LEAD
    stock_size: int = 0
    turn_up: Card | None = None
    declarations: tuple[Declaration, ...] = ()
    #: auction games: the auction winner (with ``marriage_sides: declarer_only`` only its side
    #: may sing); None elsewhere
    declarer: int | None = None
    #: who took each trick so far, in order (None: not given). ``marriage_window:
    #: first_final_trick`` needs it once the final phase has begun.
    trick_winners: tuple[int, ...] | None = None

    def __init__(
        self,
        ruleset: Ruleset,
        trump: Suit | None,
        dealer: int,
        seat: int,
        hand: tuple[Card, ...],
        last_trick_winner: int | None = None,
        tricks_played: int = 0,
        stage: Stage = BEFORE_LEAD,
        stock_size: int = 0,
        turn_up: Card | None = None,
        declarations: tuple[Declaration, ...] = (),
        declarer: int | None = None,
        trick_winners: tuple[int, ...] | None = None,
    ) -> None:
        object.__setattr__(self, "ruleset", ruleset)
        object.__setattr__(self, "trump", trump)
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "last_trick_winner", last_trick_winner)
        object.__setattr__(self, "tricks_played", tricks_played)
        object.__setattr__(self, "stage", stage)
        object.__setattr__(self, "stock_size", stock_size)
        object.__setattr__(self, "turn_up", turn_up)
        object.__setattr__(self, "declarations", declarations)
        object.__setattr__(self, "declarer", declarer)
        object.__setattr__(self, "trick_winners", trick_winners)

    @property
    def leader(self) -> int:
        """Who leads the next trick: the last trick's winner, or the mano at the start."""
        return leader_of(self.ruleset, self.dealer, self.last_trick_winner)


def leader_of(rules: Ruleset, dealer: int, last_trick_winner: int | None) -> int:
    """:attr:`DeclarationContext.leader` from its fields."""
    if last_trick_winner is not None:
        return last_trick_winner
    return (dealer + 1) % rules.players


@dataclass(frozen=True, slots=True)
class DeclarationEffect:
    points: int = 0
    ends_hand: bool = False
    wins_game: bool = False
    gives: Card | None = None  # swap: the card that goes under the stock
    takes: Card | None = None  # swap: the turn-up taken into the hand
    fixes_trump: Suit | None = None

    def __init__(
        self,
        points: int = 0,
        ends_hand: bool = False,
        wins_game: bool = False,
        gives: Card | None = None,
        takes: Card | None = None,
        fixes_trump: Suit | None = None,
    ) -> None:
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "ends_hand", ends_hand)
        object.__setattr__(self, "wins_game", wins_game)
        object.__setattr__(self, "gives", gives)
        object.__setattr__(self, "takes", takes)
        object.__setattr__(self, "fixes_trump", fixes_trump)


@dataclass(frozen=True, slots=True)
class DeclarationVerdict:
    declaration: Declaration
    legal: bool
    code: str | None
    message: Message
    effect: DeclarationEffect | None

    def __init__(
        self,
        declaration: Declaration,
        legal: bool,
        code: str | None,
        message: Message,
        effect: DeclarationEffect | None,
    ) -> None:
        object.__setattr__(self, "declaration", declaration)
        object.__setattr__(self, "legal", legal)
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "message", message)
        object.__setattr__(self, "effect", effect)


# The messages without fields (problems, refusals and offers), made once.
_LAST_TRICK_WINNER_MISMATCH: Final = msg("last_trick_winner is null exactly when no trick has been "
                                  "played (tricks_played 0)")
_STAGE_IMPOSSIBLE: Final = msg("before_draw needs a finished trick and cards in the stock")
_TRICK_WINNERS_REQUIRED: Final = msg(
    "marriage_window first_final_trick: give trick_winners, the seat that took each trick so far")
_NO_TRICK_WON_YET: Final = msg("no trick has been won yet in this hand")
_NEXT_TRICK_LED: Final = msg("the next trick has been led: declare before the lead")
_SING_BEFORE_DRAWING: Final = msg("marriage_moment before_draw: sing before drawing from the stock")
_MARRIAGE_NAMES_SUIT: Final = msg("a marriage names its suit")
_TRUMPS_NOT_NAMED: Final = msg("trumps are not named yet")
_NO_MARRIAGE_WITHOUT_STOCK: Final = msg(
    "marriage_window until_last_draw: no marriage once the stock is gone")
_FIRST_FINAL_TRICK_ONLY: Final = msg(
    "marriage_window first_final_trick: once the stock is gone, a marriage is sung only after "
    "the first trick won in the final phase")
_DECLARER_SIDE_ONLY: Final = msg(
    "marriage_sides declarer_only: only the declarer's side sings marriages")
_ONE_PER_PLAYER: Final = msg("one marriage per player per won trick (001: \"ciascun giocatore può "
                      "dichiarare solo un '20' o '40' alla volta\")")
_ONE_PER_SIDE: Final = msg("one marriage per side per won trick (001: \"ciascun giocatore può "
                    "dichiarare solo un '20' o '40' alla volta\")")
_TUTE_ALREADY_DECLARED: Final = msg("a tute has been declared this hand")
_NO_TUTE_AFTER_MARRIAGE: Final = msg(
    "tute_after_marriage forbidden: no tute once you sang a marriage (002: \"si ya has cantado "
    "las veinte ... después no se podrá cantar tute\")")
_CAPOTE_WINDOW: Final = msg(
    "a capote is announced once the stock is exhausted, before the first lead of the final phase")
_CAPOTE_ALREADY_DECLARED: Final = msg("a capote has been announced")
# Translators: the offer of a capote (the announcement that one side takes
# every trick left).
_CAPOTE_OFFER: Final = msg("capote")
_PLATE_WINDOW: Final = msg("one goes to the plate before the first lead")
_PLATE_ALREADY_DECLARED: Final = msg("a player has gone to the plate")
# Translators: the offer of the plate (a player's promise of 101 in cards
# and últimas).
_PLATE_OFFER: Final = msg("to the plate")
_SWAP_NEEDS_STOCK: Final = msg("the swap is made only while the stock has cards")
_TRICK_LED: Final = msg("the trick has been led")
_SWAP_BEFORE_FIRST_LEAD: Final = msg("swap_timing before_first_lead: only before the first lead")
_SWAP_ON_OWN_LEAD: Final = msg("swap_timing on_own_lead: only when you are about to lead")
_SWAP_AFTER_SIDE_WON: Final = msg("the swap follows a trick won by its side")
_SWAP_AFTER_SEAT_WON: Final = msg("the swap follows a trick won by the swapping seat")


def declaration_problems(ctx: DeclarationContext) -> list[Problem]:
    """Every reason why ``ctx`` cannot occur under its ruleset (empty when it can)."""
    rules = ctx.ruleset
    problems = seat_problems(rules, "/seat", ctx.seat)
    problems += seat_problems(rules, "/dealer", ctx.dealer)
    if ctx.last_trick_winner is not None:
        problems += seat_problems(rules, "/last_trick_winner", ctx.last_trick_winner)
    if ctx.declarer is not None:
        problems += seat_problems(rules, "/declarer", ctx.declarer)
        if not rules.trumps.by_auction:
            problems.append(Problem("DECLARER_NOT_IN_GAME", "/declarer", msg(
                "{ruleset} has no auction, so no declarer", ruleset=rules.id)))
    if ctx.trump is None and rules.trumps.fixed_at_deal:
        problems.append(Problem("TRUMP_REQUIRED", "/trump", msg(
            "{ruleset} fixes trumps at the deal: name the trump suit", ruleset=rules.id)))
    problems += card_problems(rules, [("/hand/{}", ctx.hand),
                                      *turn_up_located(rules, ctx.turn_up)])
    problems += stock_problems(rules, ctx.stock_size)
    problems += turn_up_problems(rules, ctx.trump, ctx.turn_up, ctx.stock_size)
    problems += _moment_problems(ctx)
    problems += _trick_winner_problems(ctx)
    for i, made in enumerate(ctx.declarations):
        problems += seat_problems(rules, f"/declarations/{i}/seat", made.seat)
        if made.after_trick is not None and not 0 <= made.after_trick <= ctx.tricks_played:
            problems.append(Problem("DECLARATION_AFTER_NOW", f"/declarations/{i}/after_trick",
                                    # Translators: after_trick is the declaration's field (the
                                    # tricks completed when it was made); tricks_played counts the
                                    # tricks completed now.
                                    msg("made after trick {after_trick}, but only "
                                        "{tricks_played} tricks have been played",
                                        after_trick=made.after_trick,
                                        tricks_played=ctx.tricks_played)))
    return problems


def _moment_problems(ctx: DeclarationContext) -> list[Problem]:
    """Hand size, tricks played, last winner and stage must fit together."""
    rules, size = ctx.ruleset, len(ctx.hand)
    problems: list[Problem] = []
    total_tricks = rules.total_tricks
    if not 0 <= ctx.tricks_played <= total_tricks:
        problems.append(Problem("TRICKS_PLAYED_IMPOSSIBLE", "/tricks_played",
                                # Translators: count is the tricks of a whole hand, tricks_played
                                # the number given.
                                msg("a hand of {ruleset} has {count} tricks; "
                                    "{tricks_played} cannot have been played", ruleset=rules.id,
                                    count=total_tricks, tricks_played=ctx.tricks_played)))
    if (ctx.tricks_played == 0) != (ctx.last_trick_winner is None):
        problems.append(Problem("LAST_TRICK_WINNER_MISMATCH", "/last_trick_winner",
                                _LAST_TRICK_WINNER_MISMATCH))
    if rules.stock and not problems:
        # The stock shrinks by one card a seat after each trick, once its draw is made.
        drawn_tricks = ctx.tricks_played - (1 if ctx.stage == BEFORE_DRAW else 0)
        expected = stock_after(rules, drawn_tricks)
        if ctx.stock_size != expected:
            problems.append(Problem("STOCK_SIZE_IMPOSSIBLE", "/stock_size",
                                    # Translators: stage is the moment's name (before_draw,
                                    # before_lead, in_trick), shown as it is; expected is the
                                    # stock's size then, got the stock_size given.
                                    msg("after {tricks_played} tricks ({stage}) the stock "
                                        "holds {expected} cards, not {got}",
                                        tricks_played=ctx.tricks_played, stage=ctx.stage,
                                        expected=expected, got=ctx.stock_size)))
    draw_pending = ctx.stage == BEFORE_DRAW
    if draw_pending and (not rules.stock or ctx.stock_size == 0 or ctx.tricks_played == 0):
        problems.append(Problem("STAGE_IMPOSSIBLE", "/stage", _STAGE_IMPOSSIBLE))
    if rules.stock and ctx.stock_size > 0:
        # While the stock lasts every hand is full before each trick's play.
        allowed = {BEFORE_LEAD: {rules.hand_size}, BEFORE_DRAW: {rules.hand_size - 1},
                   IN_TRICK: {rules.hand_size, rules.hand_size - 1}}.get(ctx.stage, set())
    elif problems or (rules.dealer_sits_out and ctx.seat == ctx.dealer):
        allowed = set(range(rules.hand_size + 1))  # the moment is wrong already; or no hand
    else:
        # No stock (or no more): a card fewer for every trick, the current one included once
        # the seat has played to it.
        full = full_hand_after(rules, ctx.tricks_played)
        allowed = {full, full - 1} if ctx.stage == IN_TRICK else {full}
    if allowed and size not in allowed:
        problems.append(Problem("HAND_SIZE_IMPOSSIBLE", "/hand",
                                _hand_size_message(rules.id, rules.hand_size, allowed, size)))
    return problems


def _hand_size_message(ruleset: str, hand_size: int, allowed: set[int], size: int) -> Message:
    if len(allowed) > 2:
        # Translators: expected is the most cards a hand holds, got the hand's
        # size.
        return msg("at this moment of {ruleset} a hand holds at most {expected} cards, "
                   "not {got}", ruleset=ruleset, expected=hand_size, got=size)
    if len(allowed) == 2:
        fewer, more = sorted(allowed)
        # Translators: fewer and more are the two sizes a hand may have, got the
        # hand's size.
        return msg("at this moment of {ruleset} a hand holds {fewer} or {more} cards, "
                   "not {got}", ruleset=ruleset, fewer=fewer, more=more, got=size)
    # Translators: expected is the size a hand has, got the hand's size.
    return msg("at this moment of {ruleset} a hand holds {expected} cards, not {got}",
               ruleset=ruleset, expected=min(allowed), got=size)


def _trick_winner_problems(ctx: DeclarationContext) -> list[Problem]:
    """trick_winners must list every trick played, the last one's taker last; it is required
    where the marriage window depends on it."""
    rules, winners = ctx.ruleset, ctx.trick_winners
    if winners is None:
        if rules.marriages_rule.first_final_trick and _in_final_phase(ctx):
            return [Problem("TRICK_WINNERS_REQUIRED", "/trick_winners", _TRICK_WINNERS_REQUIRED)]
        return []
    problems: list[Problem] = []
    for i, seat in enumerate(winners):
        problems += seat_problems(rules, f"/trick_winners/{i}", seat)
    if len(winners) != ctx.tricks_played or (winners and winners[-1] != ctx.last_trick_winner):
        problems.append(Problem("TRICK_WINNERS_MISMATCH", "/trick_winners",
                                # Translators: got is the seats given, separated by commas.
                                msg("trick_winners lists the taker of each of the "
                                    "{tricks_played} tricks played, the last one's "
                                    "(last_trick_winner) last; got [{got}]",
                                    tricks_played=ctx.tricks_played, got=tuple(winners))))
    return problems


def _in_final_phase(ctx: DeclarationContext) -> bool:
    """A stock game whose last trick was played after the stock ran out."""
    rules = ctx.ruleset
    return rules.stock and ctx.stock_size == 0 and ctx.tricks_played > rules.draw_rounds


def check_declaration_context(ctx: DeclarationContext) -> None:
    """Raise :class:`ImpossiblePositionError` listing every problem, if there is any."""
    problems = declaration_problems(ctx)
    if problems:
        raise ImpossiblePositionError(problems)


def _refuse(request: Declaration, code: str, message: Message) -> DeclarationVerdict:
    return DeclarationVerdict(request, legal=False, code=code, message=message, effect=None)


def judge_declaration(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    """May ``ctx.seat`` make ``request`` now? With the verdict, its effect when it may."""
    if request.kind is SWAP:
        return _judge_swap(ctx, request)
    if request.kind is CAPOTE:
        return _judge_capote(ctx, request)
    if request.kind is PLATE:
        return _judge_plate(ctx, request)
    rules = ctx.ruleset
    marriages = rules.marriages_rule
    if request.kind is MARRIAGE and not marriages.declarable:
        if marriages.enabled:
            return _refuse(request, "NOT_DECLARABLE", msg(
                "{ruleset}: marriages score when they fall in a trick, undeclared",
                ruleset=rules.id))
        return _refuse(request, "NOT_DECLARABLE",
                       msg("{ruleset}: the game has no marriages", ruleset=rules.id))
    if request.kind is TUTE and not rules.tute_rule.enabled:
        return _refuse(request, "NOT_DECLARABLE", msg("{ruleset} has no tute", ruleset=rules.id))
    window = _after_won_trick(ctx)
    if window is not None:
        return _refuse(request, *window)
    if request.kind is MARRIAGE:
        return _judge_marriage(ctx, request)
    return _judge_tute(ctx, request)


def _after_won_trick(ctx: DeclarationContext) -> tuple[str, Message] | None:
    """Marriages and tute: right after the declarer (or its side) won a trick, before the
    next lead (000: "solo immediatamente dopo aver vinto una presa, prima di giocare la carta
    successiva"; 003: "depois de ganhares uma vaza e antes de saíres para a seguinte")."""
    closed = _won_trick_window(ctx)
    if closed == _OPEN:
        return None
    if closed != _NOT_ITS_TRICK:
        return _WINDOW_REFUSALS[closed]
    if ctx.ruleset.marriages_rule.partner_may_declare:
        return "NO_TRICK_WON", msg("seat {seat} may declare only after its side won the "
                                   "trick", seat=ctx.seat)
    return "NO_TRICK_WON", msg("seat {seat} may declare only after it won the trick",
                               seat=ctx.seat)


_OPEN: Final = 0
_NOT_WON_YET: Final = 1
_LED: Final = 2
_BEFORE_DRAWING: Final = 3
_NOT_ITS_TRICK: Final = 4
_WINDOW_REFUSALS: Final = {_NOT_WON_YET: ("NO_TRICK_WON", _NO_TRICK_WON_YET),
                    _LED: ("WINDOW_CLOSED", _NEXT_TRICK_LED),
                    _BEFORE_DRAWING: ("WINDOW_CLOSED", _SING_BEFORE_DRAWING)}


def _won_trick_window(ctx: DeclarationContext) -> int:
    """:func:`_after_won_trick` as a number, without the messages (:func:`_won_trick_window_of`
    of the context's moment)."""
    return _won_trick_window_of(ctx.ruleset, ctx.seat, ctx.last_trick_winner, ctx.stage,
                                ctx.tricks_played)


def _won_trick_window_of(rules: Ruleset, seat: int, winner: int | None, stage: Stage,
                         tricks_played: int) -> int:
    """``_OPEN``, or why the won-trick window of ``seat`` is closed (``_NOT_ITS_TRICK``: the
    seat, or its side, did not take the trick), from the moment's fields."""
    if winner is None:
        return _NOT_WON_YET
    if stage is IN_TRICK:
        return _LED
    if rules.marriages_rule.before_draw and stage is BEFORE_LEAD and (
            1 <= tricks_played <= rules.draw_rounds):
        return _BEFORE_DRAWING
    if winner != seat and not (rules.marriages_rule.partner_may_declare
                               and rules.side_of(winner) == rules.side_of(seat)):
        return _NOT_ITS_TRICK
    return _OPEN


def _declared(ctx: DeclarationContext, kind: DeclarationKind) -> list[Declaration]:
    return [d for d in ctx.declarations if d.kind is kind]


def _judge_marriage(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    rules, suit = ctx.ruleset, request.suit
    rule = rules.marriages_rule
    if suit is None:
        return _refuse(request, "PAIR_NOT_HELD", _MARRIAGE_NAMES_SUIT)
    if ctx.trump is None and not rules.trumps.by_marriage:
        return _refuse(request, "TRUMP_NOT_FIXED", _TRUMPS_NOT_NAMED)
    if rule.until_last_draw and rules.stock and ctx.stock_size == 0:
        return _refuse(request, "WINDOW_CLOSED", _NO_MARRIAGE_WITHOUT_STOCK)
    if rule.first_final_trick and ctx.trick_winners is not None and _in_final_phase(ctx):
        final = ctx.trick_winners[rules.draw_rounds:-1]
        if any(rule.qualifies(w, ctx.seat, rules.sides_rule) for w in final):
            return _refuse(request, "WINDOW_CLOSED", _FIRST_FINAL_TRICK_ONLY)
    if not rule.held(ctx.hand, suit):
        king, partner = rule.pair(suit)
        # Translators: king and partner are the two cards of the marriage (card
        # codes).
        return _refuse(request, "PAIR_NOT_HELD",
                       msg("seat {seat} does not hold {king} and {partner}", seat=ctx.seat,
                           king=king, partner=partner))
    # The marriages sung so far, read in one pass: this suit's, the trump suit's, and one by
    # the seat (or its side) after this same trick.
    # The marriages sung so far: the suits' (one a suit), and one by the seat (or its side)
    # after this same trick.
    trump = ctx.trump
    sung = _sung_kings(ctx.declarations)
    sung_this_trick = False
    for d in ctx.declarations:
        if d.kind is MARRIAGE and d.after_trick == ctx.tricks_played and not sung_this_trick:
            sung_this_trick = d.seat == ctx.seat if rule.per_player else (
                rules.side_of(d.seat) == rules.side_of(ctx.seat))
    if sung & suit_bits_of(suit):
        return _refuse(request, "SUIT_ALREADY_DECLARED", _ALREADY_DECLARED[suit.offset])
    if rule.declarer_only and ctx.declarer is not None and (
            not rules.sides_rule.together(ctx.seat, ctx.declarer, ctx.declarer)):
        return _refuse(request, "NOT_DECLARER", _DECLARER_SIDE_ONLY)
    if sung_this_trick:
        return _refuse(request, "ONE_PER_TRICK",
                       _ONE_PER_PLAYER if rule.per_player else _ONE_PER_SIDE)
    if rule.trump_first and trump is not None and suit is not trump and (
        not sung & suit_bits_of(trump) and rule.held(ctx.hand, trump)
    ):
        return _refuse(request, "TRUMP_MARRIAGE_FIRST",
                       msg("trump_first: sing the 40 in {suit} before any 20", suit=trump))
    points = rule.points(suit, trump)
    fixes = suit if trump is None else None
    return DeclarationVerdict(request, legal=True, code=None,
                              message=_marriage_offer(points, suit),
                              effect=DeclarationEffect(points=points, fixes_trump=fixes))


def _sung_kings(declarations: Sequence[Declaration]) -> int:
    """The kings of the suits whose marriage has been declared, as a bit set (as
    :meth:`~tute.rules.MarriageRule.held_kings` gives the held ones): a suit's is sung once."""
    sung = 0
    for d in declarations:
        suit = d.suit
        if d.kind is MARRIAGE and suit is not None:
            sung |= _KING_BITS & suit_bits_of(suit)
    return sung


_KING_BITS: Final = RANK_BITS[REY]


def _marriage_offer(points: int, suit: Suit) -> Message:
    """"20 in C" (:func:`_new_marriage_offer`), each made once (messages are immutable)."""
    key = points * 100 + suit.offset  # ints: an enum member hashes in Python
    found = _MARRIAGE_OFFERS.get(key)
    if found is None:
        found = _MARRIAGE_OFFERS[key] = _new_marriage_offer(points, suit)
    return found


_MARRIAGE_OFFERS: Final[dict[int, Message]] = {}
#: the refusal of a marriage sung before, by its suit's ``offset`` (made once)
_ALREADY_DECLARED: Final[dict[int, Message]] = {
    suit.offset: msg("the marriage in {suit} has already been declared", suit=suit)
    for suit in SUITS}


def _new_marriage_offer(points: int, suit: Suit) -> Message:
    """"20 in C": the usual amounts are words of their own in the players' languages (las
    veinte, le quaranta), so each has its own template; ``points`` is in the params of all."""
    if points == 20:
        # Translators: a marriage of 20 points offered in a suit (Spanish "las veinte en").
        return msg("20 in {suit}", points=points, suit=suit)
    if points == 40:
        # Translators: the marriage in trumps, 40 points (Spanish "las cuarenta en").
        return msg("40 in {suit}", points=points, suit=suit)
    # Translators: a marriage of another value ({points}: a number) offered in a suit.
    return msg("{points} in {suit}", points=points, suit=suit)


def _judge_tute(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    rule = ctx.ruleset.tute_rule
    allowed_ranks = rule.ranks
    if request.rank not in allowed_ranks:
        # Translators: rank and other are the two ranks a tute may be of (12
        # kings, 11 knights, 10 sotas).
        return _refuse(request, "TUTE_NOT_HELD",
                       msg("a tute is four cards of rank {rank} or {other}",
                           rank=allowed_ranks[0], other=allowed_ranks[1]))
    rank = request.rank
    if card_bits(ctx.hand) & RANK_BITS[rank] != RANK_BITS[rank]:
        return _refuse(request, "TUTE_NOT_HELD",
                       msg("seat {seat} does not hold all four cards of rank {rank}",
                           seat=ctx.seat, rank=rank))
    if _declared(ctx, TUTE):
        return _refuse(request, "TUTE_ALREADY_DECLARED", _TUTE_ALREADY_DECLARED)
    if rule.forbidden_after_marriage and any(
        d.seat == ctx.seat for d in _declared(ctx, MARRIAGE)
    ):
        return _refuse(request, "TUTE_AFTER_MARRIAGE", _NO_TUTE_AFTER_MARRIAGE)
    effect = DeclarationEffect(ends_hand=rule.ends_hand, wins_game=rule.wins_game)
    return DeclarationVerdict(request, legal=True, code=None,
                              message=msg("tute of rank {rank}", rank=rank), effect=effect)


def _judge_capote(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    """Habanero (regional.md 2b.9: Fournier; tute-ia announceCapote): once the stock is
    exhausted, before the first card of the final phase, a seat (with ``capote_declarer:
    leader`` only the seat about to lead) announces it will take every remaining trick."""
    rules = ctx.ruleset
    rule = rules.capote_rule
    if not rule.declared:
        return _refuse(request, "NOT_DECLARABLE",
                       msg("{ruleset}: capote is not announced", ruleset=rules.id))
    if not (ctx.stage is BEFORE_LEAD and ctx.stock_size == 0
            and ctx.tricks_played == rules.draw_rounds):
        return _refuse(request, "WINDOW_CLOSED", _CAPOTE_WINDOW)
    if rule.leader_only and ctx.seat != ctx.leader:
        # Translators: seat is the seat about to lead.
        return _refuse(request, "NOT_LEADER",
                       msg("capote_declarer leader: only seat {seat}, about to lead, "
                           "may announce it", seat=ctx.leader))
    if _declared(ctx, CAPOTE):
        return _refuse(request, "CAPOTE_ALREADY_DECLARED", _CAPOTE_ALREADY_DECLARED)
    return DeclarationVerdict(request, True, None, _CAPOTE_OFFER, DeclarationEffect())


def _judge_plate(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    """Fournier's plate (regional.md 5b.8): after looking at his cards, before the first
    lead, a player may "go to the plate", promising 101 in cards and últimas; one a hand."""
    rules = ctx.ruleset
    if not rules.payout_rule.plate:
        return _refuse(request, "NOT_DECLARABLE",
                       msg("{ruleset} is not paid with a plate", ruleset=rules.id))
    if rules.dealer_sits_out and ctx.seat == ctx.dealer:
        return _refuse(request, "SITS_OUT",
                       msg("the dealer, seat {seat}, sits this hand out", seat=ctx.seat))
    if ctx.tricks_played or ctx.stage is IN_TRICK:
        return _refuse(request, "WINDOW_CLOSED", _PLATE_WINDOW)
    if _declared(ctx, PLATE):
        return _refuse(request, "PLATE_ALREADY_DECLARED", _PLATE_ALREADY_DECLARED)
    return DeclarationVerdict(request, True, None, _PLATE_OFFER, DeclarationEffect())


def _judge_swap(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    """The 7 of trumps for a turn-up of 1, 3, 12, 11 or 10 (002, 000); with ``swap_two`` the
    2 for a turn-up of 4-7 (000: "scambiare il 2 di briscola"); only while the stock has cards,
    at the moment ``swap_timing`` names. ``before_first_lead``: the card shown and owned by
    nobody (the *pinta* of three-player arrastrado) before the first lead, stock or not."""
    rules, trump = ctx.ruleset, ctx.trump
    rule = rules.swap_rule
    given = request.card
    rank = given.rank if given is not None else SEVEN
    if not rule.allows_rank(rank):
        # Translators: rank is 7 or 2 (the card of trumps given for the turn-up).
        return _refuse(request, "NOT_DECLARABLE",
                       msg("{ruleset} allows no swap of the {rank} of trumps",
                           ruleset=rules.id, rank=rank))
    turn_up = _turn_up_to_take(rules, ctx.stock_size, ctx.turn_up)
    if turn_up is None or trump is None:
        return _refuse(request, "STOCK_EMPTY", _SWAP_NEEDS_STOCK)
    own = card(rank, trump)
    if given is not None and given != own:
        return _refuse(request, "SWAP_CARD_NOT_HELD",
                       msg("only {card} can be swapped", card=own))
    window = _swap_window(ctx)
    if window is not None:
        return _refuse(request, *window)
    if own not in ctx.hand:
        return _refuse(request, "SWAP_CARD_NOT_HELD",
                       msg("seat {seat} does not hold {card}", seat=ctx.seat, card=own))
    takes = rule.takes(rank)
    if turn_up.rank not in takes:
        # Translators: rank is 7 or 2; ranks lists the turn-up ranks it takes,
        # as "1, 3, 10"; card is the turn-up (a card code).
        return _refuse(request, "TURN_UP_NOT_EXCHANGEABLE", msg(
            "the {rank} of trumps takes a turn-up of rank {ranks}, not {card}",
            rank=own.rank, ranks=tuple(sorted(takes)), card=turn_up))
    return DeclarationVerdict(request, legal=True, code=None,
                              message=_swap_offer(own, turn_up),
                              effect=DeclarationEffect(gives=own, takes=turn_up))


def _turn_up_to_take(rules: Ruleset, stock_size: int, turn_up: Card | None) -> Card | None:
    """The turn-up a swap may take (None when there is none): the stock's while the stock has
    cards, or with ``before_first_lead`` the card shown and owned by nobody (stock or not)."""
    shown = rules.swap_rule.before_first_lead and rules.trumps.spare_shown
    return turn_up if shown or (rules.stock and stock_size > 0) else None


def _swap_offer(own: Card, turn_up: Card) -> Message:
    """The offer of the swap of ``own`` for ``turn_up`` ("7B for 1B"), made once (messages
    are immutable)."""
    key = own.index * 64 + turn_up.index
    found = _SWAP_OFFERS.get(key)
    if found is None:
        # Translators: the offer of a swap, as "7B for 1B": the card given, the
        # turn-up taken.
        found = msg("{card} for {turn_up}", card=own, turn_up=turn_up)
        _SWAP_OFFERS[key] = found
    return found


#: :func:`_swap_offer`'s messages, by the two cards' indexes
_SWAP_OFFERS: Final[dict[int, Message]] = {}


def _swap_window(ctx: DeclarationContext) -> tuple[str, Message] | None:
    """Why the swap's window is closed (its code and message), or None while it is open."""
    closed = _swap_window_of(ctx.ruleset, ctx.seat, ctx.last_trick_winner, ctx.leader,
                             ctx.stage, ctx.tricks_played)
    if closed == _OPEN:
        return None
    if closed == _SWAP_NOT_WON:
        partner_may = ctx.ruleset.marriages_rule.partner_may_declare
        return "NO_TRICK_WON", _SWAP_AFTER_SIDE_WON if partner_may else _SWAP_AFTER_SEAT_WON
    timing = ctx.ruleset.swap_rule.timing
    if closed == _SWAP_BEFORE_DRAWING:
        # Translators: timing is the swap_timing switch value, shown as it is.
        return "WINDOW_CLOSED", msg("swap_timing {timing}: the swap is made before drawing",
                                    timing=timing)
    if closed == _SWAP_AFTER_DRAWING:
        # Translators: timing is the swap_timing switch value, shown as it is.
        return "WINDOW_CLOSED", msg("swap_timing {timing}: the swap is made after drawing, "
                                    "before leading", timing=timing)
    if closed == _SWAP_NOT_FIRST_LEAD:
        return "WINDOW_CLOSED", _SWAP_BEFORE_FIRST_LEAD
    if closed == _SWAP_NOT_OWN_LEAD:
        return "WINDOW_CLOSED", _SWAP_ON_OWN_LEAD
    return "WINDOW_CLOSED", _TRICK_LED


_SWAP_LED: Final = 1
_SWAP_NOT_FIRST_LEAD: Final = 2
_SWAP_NOT_OWN_LEAD: Final = 3
_SWAP_NOT_WON: Final = 4
_SWAP_BEFORE_DRAWING: Final = 5
_SWAP_AFTER_DRAWING: Final = 6


def _swap_window_of(rules: Ruleset, seat: int, winner: int | None, leader: int, stage: Stage,
                    tricks_played: int) -> int:
    """``_OPEN``, or why the swap's window of ``seat`` is closed (a ``_SWAP_*`` number), from
    the moment's fields (``leader``: :attr:`DeclarationContext.leader`)."""
    rule = rules.swap_rule
    if stage is IN_TRICK:
        return _SWAP_LED
    if rule.before_first_lead:  # regional.md 5b.2 (Fournier): "before the first lead"
        return _SWAP_NOT_FIRST_LEAD if stage is not BEFORE_LEAD or tricks_played else _OPEN
    if rule.on_own_lead:  # 003: "podes trocá-lo por essa carta quando te couber sair"
        return _SWAP_NOT_OWN_LEAD if stage is not BEFORE_LEAD or leader != seat else _OPEN
    if winner is None or (winner != seat and not (  # None first: winner is then a native int
            rules.marriages_rule.partner_may_declare
            and rules.side_of(winner) == rules.side_of(seat))):
        # Guiñote (regional.md 1b.12): with partners declaring, either partner's trick qualifies
        return _SWAP_NOT_WON
    wanted = BEFORE_DRAW if rule.before_draw else BEFORE_LEAD
    if stage is not wanted:
        return _SWAP_BEFORE_DRAWING if wanted is BEFORE_DRAW else _SWAP_AFTER_DRAWING
    return _OPEN


def candidate_declarations(ctx: DeclarationContext) -> list[Declaration]:
    """Every declaration the hand's cards could make, before any timing rule."""
    return _candidates(ctx.ruleset, ctx.seat, card_bits(ctx.hand), ctx.trump, ctx.tricks_played)


def could_declare_now(rules: Ruleset, hand_bits: int, seat: int, dealer: int,
                      last_trick_winner: int | None, stage: Stage, tricks_played: int,
                      swap_takers: int, declarations: Sequence[Declaration]) -> bool:
    """Whether :func:`available_declarations` may offer ``seat`` anything at this moment: its
    cards (a bit set) make a candidate whose window is open (the tests and windows it judges
    with, answered without making a context or a candidate: marriages not sung before, a
    swap's card that takes the turn-up there is: ``swap_takers``, :func:`swap_takers_now`,
    the same for every seat of a moment). False means it offers nothing."""
    if rules.capote_rule.declared or rules.payout_rule.plate:
        return True  # their own windows: judged
    if _won_trick_window_of(rules, seat, last_trick_winner, stage, tricks_played) == _OPEN:
        # a marriage not sung before (a suit's is sung once), or a tute
        kings = rules.marriages_rule.held_kings(hand_bits)
        if (kings and kings & ~_sung_kings(declarations)) or rules.tute_rule.held_in(hand_bits):
            return True
    # the swap: a card that takes the turn-up held (one mask, most hands hold none), and its
    # window open
    return bool(hand_bits & swap_takers) and _swap_window_of(
        rules, seat, last_trick_winner, leader_of(rules, dealer, last_trick_winner), stage,
        tricks_played) == _OPEN


def swap_takers_now(rules: Ruleset, trump: Suit | None, stock_size: int, turn_up: Card | None
                    ) -> int:
    """The cards a swap may give at a moment, as a bit set: the trumps of the swap's ranks
    that take the turn-up there is to take (:func:`_turn_up_to_take`, ``SwapRule.takers``);
    0 when no swap can be made (no trump, no turn-up to take)."""
    if trump is None or not rules.swap_rule.rank_bits:
        return 0  # no swap at all: no turn-up looked for
    taken = _turn_up_to_take(rules, stock_size, turn_up)
    return 0 if taken is None else _swap_cards(rules, rules.swap_rule.takers(taken.rank), trump)


def _swap_cards(rules: Ruleset, hand_bits: int, trump: Suit | None) -> int:
    """The trumps of ``hand_bits`` a swap may give (the 7, or the 2 with ``swap_two``)."""
    held = hand_bits & rules.swap_rule.rank_bits  # first: a trump's bits are looked up
    return held & suit_bits_of(trump) if held and trump is not None else 0


def _candidates(rules: Ruleset, seat: int, hand_bits: int, trump: Suit | None, after: int
                ) -> list[Declaration]:
    """:func:`candidate_declarations` from the hand's bit set."""
    found: list[Declaration] = []
    kings = rules.marriages_rule.held_kings(hand_bits)
    if kings:
        for suit in SUITS:
            if kings & suit_bits_of(suit):  # an enum's attribute is looked up at run time
                found.append(Declaration(seat, MARRIAGE, suit=suit, after_trick=after))
    for rank in rules.tute_rule.held_ranks_in(hand_bits):
        found.append(Declaration(seat, TUTE, rank=rank, after_trick=after))
    if rules.capote_rule.declared:
        found.append(Declaration(seat, CAPOTE, after_trick=after))
    if rules.payout_rule.plate:
        found.append(Declaration(seat, PLATE, after_trick=after))
    swaps = _swap_cards(rules, hand_bits, trump)
    if swaps and trump is not None:
        for rank in rules.swap_rule.ranks:
            if swaps & RANK_BITS[rank]:
                found.append(Declaration(seat, SWAP, card=card(rank, trump), after_trick=after))
    return found


def available_declarations(ctx: DeclarationContext) -> list[DeclarationVerdict]:
    """The declarations ``ctx.seat`` may make now, each with its effect."""
    candidates = candidate_declarations(ctx)
    if not candidates:
        return []
    # Marriages and tutes are refused alike while the won-trick window is closed, swaps while
    # theirs is: not judged.
    closed = _won_trick_window(ctx) != _OPEN
    swap_closed = _swap_window_of(ctx.ruleset, ctx.seat, ctx.last_trick_winner, ctx.leader,
                                  ctx.stage, ctx.tricks_played) != _OPEN
    verdicts = [judge_declaration(ctx, d) for d in candidates
                if not (closed and (d.kind is MARRIAGE or d.kind is TUTE))
                and not (swap_closed and d.kind is SWAP)]
    return [v for v in verdicts if v.legal]


def with_points(verdict: DeclarationVerdict) -> Declaration:
    """The declaration as recorded once made: its points filled in."""
    points = verdict.effect.points if verdict.effect else 0
    d = verdict.declaration
    return Declaration(d.seat, d.kind, d.suit, d.rank, d.card, d.after_trick, points)


def points_mismatch(kind: DeclarationKind, scores: tuple[int, ...], given: object) -> Message:
    """The refusal of points a declaration does not score (``POINTS_MISMATCH``)."""
    if len(scores) == 1:
        # Translators: {kind} is a declaration kind, your noun for it (msgctxt "declaration")
        return msg("this {kind} scores {scores}, not {points}",
                   kind=kind, scores=scores[0], points=given)
    # Translators: {kind} is a declaration kind, your noun for it (msgctxt "declaration"): a
    # marriage whose suit is hidden, so it may be either; {low} and {high} the points it may score
    return msg("this {kind} scores {low} or {high}, not {points}",
               kind=kind, low=scores[0], high=scores[1], points=given)


def asked_declaration_problems(
    ctx: DeclarationContext, verdict: DeclarationVerdict, given_seat: int | None,
    given_after_trick: int | None, given_points: int | None,
) -> list[Problem]:
    """A declaration asked about as an answer gave it back (a recorded declaration names its
    seat, moment and points): the seat and the moment, given, must be the question's
    (``SEAT_MISMATCH``, ``MOMENT_MISMATCH``), and the points, given, what an allowed one
    scores (``POINTS_MISMATCH``)."""
    found = []
    if given_seat is not None and given_seat != ctx.seat:
        found.append(Problem("SEAT_MISMATCH", "/declaration/seat",
                             msg("the question is seat {seat}'s, not seat {given}'s",
                                 seat=ctx.seat, given=given_seat)))
    if given_after_trick is not None and given_after_trick != ctx.tricks_played:
        found.append(Problem("MOMENT_MISMATCH", "/declaration/after_trick",
                             msg("the question is after {tricks} tricks, not {given}",
                                 tricks=ctx.tricks_played, given=given_after_trick)))
    points = with_points(verdict).points
    if given_points is not None and verdict.legal and given_points != points:
        found.append(Problem("POINTS_MISMATCH", "/declaration/points",
                             points_mismatch(verdict.declaration.kind, (points,), given_points)))
    return found
