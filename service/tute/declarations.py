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

from dataclasses import dataclass
from enum import StrEnum

from tute.cards import SEVEN, SUITS, Card, Suit, card
from tute.errors import ImpossiblePositionError, Problem
from tute.play import (
    card_problems,
    full_hand_after,
    seat_problems,
    stock_problems,
    turn_up_located,
    turn_up_problems,
)
from tute.rules import frozen_builder
from tute.rulesets import Ruleset


class DeclarationKind(StrEnum):
    MARRIAGE = "marriage"
    TUTE = "tute"
    SWAP = "swap"
    CAPOTE = "capote"
    #: payout fournier_plate: "go to the plate", a promise of 101 (regional.md 5b.8)
    PLATE = "plate"


class Stage(StrEnum):
    """The moments of a hand at which a declaration can be asked about."""

    BEFORE_DRAW = "before_draw"
    BEFORE_LEAD = "before_lead"
    IN_TRICK = "in_trick"


MARRIAGE, TUTE, SWAP = DeclarationKind.MARRIAGE, DeclarationKind.TUTE, DeclarationKind.SWAP
CAPOTE = DeclarationKind.CAPOTE
PLATE = DeclarationKind.PLATE
BEFORE_DRAW, BEFORE_LEAD, IN_TRICK = Stage.BEFORE_DRAW, Stage.BEFORE_LEAD, Stage.IN_TRICK


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

    def __post_init__(self) -> None:
        # JSON and callers may give the plain string; the engine compares members.
        object.__setattr__(self, "kind", DeclarationKind(self.kind))


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

    @property
    def leader(self) -> int:
        """Who leads the next trick: the last trick's winner, or the mano at the start."""
        if self.last_trick_winner is not None:
            return self.last_trick_winner
        return (self.dealer + 1) % self.ruleset.players


@dataclass(frozen=True, slots=True)
class DeclarationEffect:
    points: int = 0
    ends_hand: bool = False
    wins_game: bool = False
    gives: Card | None = None  # swap: the card that goes under the stock
    takes: Card | None = None  # swap: the turn-up taken into the hand
    fixes_trump: Suit | None = None


@dataclass(frozen=True, slots=True)
class DeclarationVerdict:
    declaration: Declaration
    legal: bool
    code: str | None
    message: str
    effect: DeclarationEffect | None


#: Built by their slots, as the constructors would build them (tute.rules.frozen_builder);
#: a Declaration whose kind is already a DeclarationKind (what its __post_init__ makes).
_verdict = frozen_builder(DeclarationVerdict)
_effect = frozen_builder(DeclarationEffect)
_declaration = frozen_builder(Declaration, values_as_made=True)


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
            problems.append(Problem("DECLARER_NOT_IN_GAME", "/declarer",
                                    f"{rules.id} has no auction, so no declarer"))
    if ctx.trump is None and rules.trumps.fixed_at_deal:
        problems.append(Problem("TRUMP_REQUIRED", "/trump",
                                f"{rules.id} fixes trumps at the deal: name the trump suit"))
    located = [(f"/hand/{i}", c) for i, c in enumerate(ctx.hand)]
    located += turn_up_located(rules, ctx.turn_up)
    problems += card_problems(rules, located)
    problems += stock_problems(rules, ctx.stock_size)
    problems += turn_up_problems(rules, ctx.trump, ctx.turn_up, ctx.stock_size)
    problems += _moment_problems(ctx)
    problems += _trick_winner_problems(ctx)
    for i, made in enumerate(ctx.declarations):
        problems += seat_problems(rules, f"/declarations/{i}/seat", made.seat)
        if made.after_trick is not None and not 0 <= made.after_trick <= ctx.tricks_played:
            problems.append(Problem("DECLARATION_AFTER_NOW", f"/declarations/{i}/after_trick",
                                    f"made after trick {made.after_trick}, but only "
                                    f"{ctx.tricks_played} tricks have been played"))
    return problems


def _moment_problems(ctx: DeclarationContext) -> list[Problem]:
    """Hand size, tricks played, last winner and stage must fit together."""
    rules, size = ctx.ruleset, len(ctx.hand)
    problems: list[Problem] = []
    total_tricks = rules.total_tricks
    if not 0 <= ctx.tricks_played <= total_tricks:
        problems.append(Problem("TRICKS_PLAYED_IMPOSSIBLE", "/tricks_played",
                                f"a hand of {rules.id} has {total_tricks} tricks; "
                                f"{ctx.tricks_played} cannot have been played"))
    if (ctx.tricks_played == 0) != (ctx.last_trick_winner is None):
        problems.append(Problem("LAST_TRICK_WINNER_MISMATCH", "/last_trick_winner",
                                "last_trick_winner is null exactly when no trick has been "
                                "played (tricks_played 0)"))
    if rules.stock and not problems:
        # The stock shrinks by one card a seat after each trick, once its draw is made.
        drawn_tricks = ctx.tricks_played - (1 if ctx.stage == BEFORE_DRAW else 0)
        expected = max(rules.initial_stock_size - rules.players * drawn_tricks, 0)
        if ctx.stock_size != expected:
            problems.append(Problem("STOCK_SIZE_IMPOSSIBLE", "/stock_size",
                                    f"after {ctx.tricks_played} tricks ({ctx.stage}) the stock "
                                    f"holds {expected} cards, not {ctx.stock_size}"))
    draw_pending = ctx.stage == BEFORE_DRAW
    if draw_pending and (not rules.stock or ctx.stock_size == 0 or ctx.tricks_played == 0):
        problems.append(Problem("STAGE_IMPOSSIBLE", "/stage",
                                "before_draw needs a finished trick and cards in the stock"))
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
        wanted = (f"at most {rules.hand_size}" if len(allowed) > 2
                  else " or ".join(str(n) for n in sorted(allowed)))
        problems.append(Problem("HAND_SIZE_IMPOSSIBLE", "/hand",
                                f"at this moment of {rules.id} a hand holds {wanted} cards, "
                                f"not {size}"))
    return problems


def _trick_winner_problems(ctx: DeclarationContext) -> list[Problem]:
    """trick_winners must list every trick played, the last one's taker last; it is required
    where the marriage window depends on it."""
    rules, winners = ctx.ruleset, ctx.trick_winners
    if winners is None:
        if rules.marriages_rule.first_final_trick and _in_final_phase(ctx):
            return [Problem("TRICK_WINNERS_REQUIRED", "/trick_winners",
                            "marriage_window first_final_trick: give trick_winners, the seat "
                            "that took each trick so far")]
        return []
    problems: list[Problem] = []
    for i, seat in enumerate(winners):
        problems += seat_problems(rules, f"/trick_winners/{i}", seat)
    if len(winners) != ctx.tricks_played or (winners and winners[-1] != ctx.last_trick_winner):
        problems.append(Problem("TRICK_WINNERS_MISMATCH", "/trick_winners",
                                f"trick_winners lists the taker of each of the "
                                f"{ctx.tricks_played} tricks played, the last one's "
                                f"(last_trick_winner) last; got {list(winners)}"))
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


def _refuse(request: Declaration, code: str, message: str) -> DeclarationVerdict:
    return _verdict(request, False, code, message, None)


def judge_declaration(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    """May ``ctx.seat`` make ``request`` now? With the verdict, its effect when it may."""
    if request.kind == SWAP:
        return _judge_swap(ctx, request)
    if request.kind == CAPOTE:
        return _judge_capote(ctx, request)
    if request.kind == PLATE:
        return _judge_plate(ctx, request)
    rules = ctx.ruleset
    marriages = rules.marriages_rule
    if request.kind == MARRIAGE and not marriages.declarable:
        why = ("marriages score when they fall in a trick, undeclared"
               if marriages.enabled else "the game has no marriages")
        return _refuse(request, "NOT_DECLARABLE", f"{rules.id}: {why}")
    if request.kind == TUTE and not rules.tute_rule.enabled:
        return _refuse(request, "NOT_DECLARABLE", f"{rules.id} has no tute")
    window = _after_won_trick(ctx)
    if window is not None:
        return _refuse(request, *window)
    if request.kind == MARRIAGE:
        return _judge_marriage(ctx, request)
    return _judge_tute(ctx, request)


def _after_won_trick(ctx: DeclarationContext) -> tuple[str, str] | None:
    """Marriages and tute: right after the declarer (or its side) won a trick, before the
    next lead (000: "solo immediatamente dopo aver vinto una presa, prima di giocare la carta
    successiva"; 003: "depois de ganhares uma vaza e antes de saíres para a seguinte")."""
    rules, winner = ctx.ruleset, ctx.last_trick_winner
    if winner is None:
        return "NO_TRICK_WON", "no trick has been won yet in this hand"
    if ctx.stage == IN_TRICK:
        return "WINDOW_CLOSED", "the next trick has been led: declare before the lead"
    if rules.marriages_rule.before_draw and ctx.stage == BEFORE_LEAD and (
            1 <= ctx.tricks_played <= rules.draw_rounds):
        return "WINDOW_CLOSED", "marriage_moment before_draw: sing before drawing from the stock"
    partner_may = rules.marriages_rule.partner_may_declare
    same_side = rules.side_of(winner) == rules.side_of(ctx.seat)
    if winner != ctx.seat and not (partner_may and same_side):
        who = "its side" if partner_may else "it"
        return "NO_TRICK_WON", f"seat {ctx.seat} may declare only after {who} won the trick"
    return None


def _declared(ctx: DeclarationContext, kind: DeclarationKind) -> list[Declaration]:
    return [d for d in ctx.declarations if d.kind == kind]


def _judge_marriage(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    rules, suit = ctx.ruleset, request.suit
    rule = rules.marriages_rule
    if suit is None:
        return _refuse(request, "PAIR_NOT_HELD", "a marriage names its suit")
    if ctx.trump is None and not rules.trumps.by_marriage:
        return _refuse(request, "TRUMP_NOT_FIXED", "trumps are not named yet")
    if rule.until_last_draw and rules.stock and ctx.stock_size == 0:
        return _refuse(request, "WINDOW_CLOSED",
                       "marriage_window until_last_draw: no marriage once the stock is gone")
    if rule.first_final_trick and ctx.trick_winners is not None and _in_final_phase(ctx):
        final = ctx.trick_winners[rules.draw_rounds:-1]
        if any(rule.qualifies(w, ctx.seat, rules.side_of) for w in final):
            return _refuse(request, "WINDOW_CLOSED",
                           "marriage_window first_final_trick: once the stock is gone, a "
                           "marriage is sung only after the first trick won in the final phase")
    if not rule.held(ctx.hand, suit):
        king, partner = rule.pair(suit)
        return _refuse(request, "PAIR_NOT_HELD",
                       f"seat {ctx.seat} does not hold {king.code} and {partner.code}")
    marriages = _declared(ctx, MARRIAGE)
    if any(d.suit is suit for d in marriages):
        return _refuse(request, "SUIT_ALREADY_DECLARED",
                       f"the marriage in {suit.value} has already been declared")
    if rule.declarer_only and ctx.declarer is not None and (
            rules.side_of(ctx.seat) != rules.side_of(ctx.declarer)):
        return _refuse(request, "NOT_DECLARER",
                       "marriage_sides declarer_only: only the declarer's side sings marriages")
    same_trick = [d for d in marriages if d.after_trick == ctx.tricks_played]
    if any(d.seat == ctx.seat if rule.per_player
           else rules.side_of(d.seat) == rules.side_of(ctx.seat) for d in same_trick):
        per = "player" if rule.per_player else "side"
        return _refuse(request, "ONE_PER_TRICK",
                       f"one marriage per {per} per won trick (001: \"ciascun giocatore può "
                       "dichiarare solo un '20' o '40' alla volta\")")
    trump = ctx.trump
    if rule.trump_first and trump is not None and suit is not trump and (
        rule.held(ctx.hand, trump) and not any(d.suit is trump for d in marriages)
    ):
        return _refuse(request, "TRUMP_MARRIAGE_FIRST",
                       f"trump_first: sing the 40 in {trump.value} before any 20")
    points = rule.points(suit, trump)
    fixes = suit if trump is None else None
    return _verdict(request, True, None, f"{points} in {suit.value}",
                    _effect(points, False, False, None, None, fixes))


def _judge_tute(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    rule = ctx.ruleset.tute_rule
    allowed_ranks = rule.ranks
    if request.rank not in allowed_ranks:
        names = " or ".join(str(r) for r in allowed_ranks)
        return _refuse(request, "TUTE_NOT_HELD", f"a tute is four cards of rank {names}")
    rank = request.rank
    if any(card(rank, s) not in ctx.hand for s in SUITS):
        return _refuse(request, "TUTE_NOT_HELD",
                       f"seat {ctx.seat} does not hold all four cards of rank {rank}")
    if _declared(ctx, TUTE):
        return _refuse(request, "TUTE_ALREADY_DECLARED", "a tute has been declared this hand")
    if rule.forbidden_after_marriage and any(
        d.seat == ctx.seat for d in _declared(ctx, MARRIAGE)
    ):
        return _refuse(request, "TUTE_AFTER_MARRIAGE",
                       "tute_after_marriage forbidden: no tute once you sang a marriage (002: "
                       "\"si ya has cantado las veinte ... después no se podrá cantar tute\")")
    effect = _effect(0, rule.ends_hand, rule.wins_game, None, None, None)
    return _verdict(request, True, None, f"tute of rank {rank}", effect)


def _judge_capote(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    """Habanero (regional.md 2b.9: Fournier; tute-ia announceCapote): once the stock is
    exhausted, before the first card of the final phase, a seat (with ``capote_declarer:
    leader`` only the seat about to lead) announces it will take every remaining trick."""
    rules = ctx.ruleset
    rule = rules.capote_rule
    if not rule.declared:
        return _refuse(request, "NOT_DECLARABLE", f"{rules.id}: capote is not announced")
    if not (ctx.stage == BEFORE_LEAD and ctx.stock_size == 0
            and ctx.tricks_played == rules.draw_rounds):
        return _refuse(request, "WINDOW_CLOSED",
                       "a capote is announced once the stock is exhausted, before the first "
                       "lead of the final phase")
    if rule.leader_only and ctx.seat != ctx.leader:
        return _refuse(request, "NOT_LEADER",
                       f"capote_declarer leader: only seat {ctx.leader}, about to lead, "
                       f"may announce it")
    if _declared(ctx, CAPOTE):
        return _refuse(request, "CAPOTE_ALREADY_DECLARED", "a capote has been announced")
    return DeclarationVerdict(request, True, None, "capote", DeclarationEffect())


def _judge_plate(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    """Fournier's plate (regional.md 5b.8): after looking at his cards, before the first
    lead, a player may "go to the plate", promising 101 in cards and últimas; one a hand."""
    rules = ctx.ruleset
    if not rules.payout_rule.plate:
        return _refuse(request, "NOT_DECLARABLE", f"{rules.id} is not paid with a plate")
    if rules.dealer_sits_out and ctx.seat == ctx.dealer:
        return _refuse(request, "SITS_OUT", f"the dealer, seat {ctx.seat}, sits this hand out")
    if ctx.tricks_played or ctx.stage == IN_TRICK:
        return _refuse(request, "WINDOW_CLOSED", "one goes to the plate before the first lead")
    if _declared(ctx, PLATE):
        return _refuse(request, "PLATE_ALREADY_DECLARED", "a player has gone to the plate")
    return DeclarationVerdict(request, True, None, "to the plate", DeclarationEffect())


def _judge_swap(ctx: DeclarationContext, request: Declaration) -> DeclarationVerdict:
    """The 7 of trumps for a turn-up of 1, 3, 12, 11 or 10 (002, 000); with ``swap_two`` the
    2 for a turn-up of 4-7 (000: "scambiare il 2 di briscola"); only while the stock has cards,
    at the moment ``swap_timing`` names. ``before_first_lead``: the card shown and owned by
    nobody (the *pinta* of three-player arrastrado) before the first lead, stock or not."""
    rules, trump, turn_up = ctx.ruleset, ctx.trump, ctx.turn_up
    rule = rules.swap_rule
    given = request.card
    rank = given.rank if given is not None else SEVEN
    if not rule.allows_rank(rank):
        return _refuse(request, "NOT_DECLARABLE",
                       f"{rules.id} allows no swap of the {rank} of trumps")
    shown = rule.before_first_lead and rules.trumps.spare_shown
    in_stock = rules.stock and ctx.stock_size > 0
    if turn_up is None or trump is None or not (shown or in_stock):
        return _refuse(request, "STOCK_EMPTY", "the swap is made only while the stock has cards")
    own = card(rank, trump)
    if given is not None and given != own:
        return _refuse(request, "SWAP_CARD_NOT_HELD", f"only {own.code} can be swapped")
    window = _swap_window(ctx)
    if window is not None:
        return _refuse(request, *window)
    if own not in ctx.hand:
        return _refuse(request, "SWAP_CARD_NOT_HELD", f"seat {ctx.seat} does not hold {own.code}")
    takes = rule.takes(rank)
    if turn_up.rank not in takes:
        allowed = ", ".join(str(r) for r in sorted(takes))
        return _refuse(request, "TURN_UP_NOT_EXCHANGEABLE",
                       f"the {rank} of trumps takes a turn-up of rank {allowed}, "
                       f"not {turn_up.code}")
    return _verdict(request, True, None, f"{own.code} for {turn_up.code}",
                    _effect(0, False, False, own, turn_up, None))


def _swap_window(ctx: DeclarationContext) -> tuple[str, str] | None:
    rule = ctx.ruleset.swap_rule
    if ctx.stage == IN_TRICK:
        return "WINDOW_CLOSED", "the trick has been led"
    if rule.before_first_lead:  # regional.md 5b.2 (Fournier): "before the first lead"
        if ctx.stage != BEFORE_LEAD or ctx.tricks_played:
            return "WINDOW_CLOSED", "swap_timing before_first_lead: only before the first lead"
        return None
    if rule.on_own_lead:  # 003: "podes trocá-lo por essa carta quando te couber sair"
        if ctx.stage != BEFORE_LEAD or ctx.leader != ctx.seat:
            return "WINDOW_CLOSED", "swap_timing on_own_lead: only when you are about to lead"
        return None
    rules, winner = ctx.ruleset, ctx.last_trick_winner
    partner_may = rules.marriages_rule.partner_may_declare
    partner_won = winner is not None and rules.side_of(winner) == rules.side_of(ctx.seat)
    if winner != ctx.seat and not (partner_may and partner_won):
        # Guiñote (regional.md 1b.12): with partners declaring, either partner's trick qualifies
        who = "its side" if partner_may else "the swapping seat"
        return "NO_TRICK_WON", f"the swap follows a trick won by {who}"
    wanted = BEFORE_DRAW if rule.before_draw else BEFORE_LEAD
    if ctx.stage != wanted:
        when = "before drawing" if wanted == BEFORE_DRAW else "after drawing, before leading"
        return "WINDOW_CLOSED", f"swap_timing {rule.timing}: the swap is made {when}"
    return None


def candidate_declarations(ctx: DeclarationContext) -> list[Declaration]:
    """Every declaration the hand's cards could make, before any timing rule."""
    rules, seat, after = ctx.ruleset, ctx.seat, ctx.tricks_played
    found: list[Declaration] = []
    for suit in SUITS:
        if rules.marriages_rule.held(ctx.hand, suit):
            found.append(Declaration(seat, MARRIAGE, suit=suit, after_trick=after))
    for rank in rules.tute_rule.held_ranks(ctx.hand):
        found.append(Declaration(seat, TUTE, rank=rank, after_trick=after))
    if rules.capote_rule.declared:
        found.append(Declaration(seat, CAPOTE, after_trick=after))
    if rules.payout_rule.plate:
        found.append(Declaration(seat, PLATE, after_trick=after))
    if ctx.trump is not None:
        for rank in rules.swap_rule.ranks:
            if card(rank, ctx.trump) in ctx.hand:
                found.append(Declaration(seat, SWAP, card=card(rank, ctx.trump),
                                         after_trick=after))
    return found


def available_declarations(ctx: DeclarationContext) -> list[DeclarationVerdict]:
    """The declarations ``ctx.seat`` may make now, each with its effect."""
    verdicts = (judge_declaration(ctx, d) for d in candidate_declarations(ctx))
    return [v for v in verdicts if v.legal]


def with_points(verdict: DeclarationVerdict) -> Declaration:
    """The declaration as recorded once made: its points filled in."""
    points = verdict.effect.points if verdict.effect else 0
    d = verdict.declaration
    return _declaration(d.seat, d.kind, d.suit, d.rank, d.card, d.after_trick, points)
