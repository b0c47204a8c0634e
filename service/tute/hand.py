"""Whole-hand adjudication: replay a recorded hand action by action under a ruleset.

A :class:`HandRecord` is a deal (explicit or from a seed) and the ordered actions: ``bid``,
``pass``, ``name_trump``, ``play``, ``declare`` (marriage or tute) and ``swap``, each with its
seat. :func:`adjudicate` replays it with turn order, the stock draws (winner first; with one
hidden card and the turn-up left, the winner takes the hidden card and the loser the turn-up;
000, 003), the change to the strict phase when the stock runs out, and every declaration window.
The answer is the final score with the trick-by-trick history, or the index of the first illegal
action, its code and what was legal at that point. :func:`position_after` shows what any seat
sees after any number of actions.

Draws are not actions: the trick winner's draw happens just before the first action that needs
it (a lead, or a declaration or swap that is only possible after drawing). A declaration that is
legal before drawing is judged there, so ``swap_timing: after_trick_win_before_draw`` and
``marriage_window: until_last_draw`` see the stock as it was when the trick ended.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from tute.auction import Bid, auction_state, judge_bid
from tute.cards import Card, Suit
from tute.deal import Deal
from tute.declarations import (
    BEFORE_DRAW,
    BEFORE_LEAD,
    IN_TRICK,
    MARRIAGE,
    SWAP,
    TUTE,
    Declaration,
    DeclarationContext,
    DeclarationVerdict,
    available_declarations,
    judge_declaration,
    marriage_partner_rank,
    marriage_points,
    with_points,
)
from tute.errors import InvalidInputError, Problem
from tute.play import (
    PlayPosition,
    TrickCard,
    duty_in_force,
    judge_plays,
    play_violations,
    resolve_trick,
)
from tute.rulesets import Ruleset
from tute.scoring import Contract, HandScore, score_hand

ACTION_KINDS = ("bid", "pass", "name_trump", "play", "declare", "swap")
AUCTION, NAMING, PLAY, OVER = "auction", "naming", "play", "over"


@dataclass(frozen=True, slots=True)
class Action:
    """One step of a recorded hand.

    play: ``card``; bid: ``amount``; name_trump: ``suit``; declare: ``declaration``
    ("marriage" with ``suit``, or "tute" with ``rank`` 12/11/10); swap: optionally ``card``
    (the 7 or 2 of trumps; the 7 when omitted).
    """

    seat: int
    kind: str
    card: Card | None = None
    amount: int | None = None
    suit: Suit | None = None
    declaration: str | None = None
    rank: int | None = None


@dataclass(frozen=True, slots=True)
class HandRecord:
    ruleset: Ruleset
    deal: Deal
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class TrickRecord:
    number: int  # 1-based
    leader: int
    cards: tuple[TrickCard, ...]
    winner_seat: int
    winning_card: Card
    points: int


@dataclass(frozen=True, slots=True)
class ActionError:
    """The first illegal action: where, why, and what was legal instead.

    ``legal_plays`` are the cards ``expected_seat`` may play; ``available_declarations`` what
    any seat may declare at that moment (each names its seat).
    """

    index: int
    seat: int
    code: str
    message: str
    expected_seat: int | None
    legal_plays: tuple[Card, ...]
    available_declarations: tuple[Declaration, ...]
    min_next_bid: int | None


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat sees at a moment of the hand (its own cards only)."""

    seat: int
    phase: str
    stage: str
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    trump: Suit | None
    turn_up: Card | None
    stock_size: int
    trick: tuple[TrickCard, ...]
    last_trick_winner: int | None
    tricks_played: int
    declarations: tuple[Declaration, ...]
    captured: tuple[tuple[Card, ...], ...]
    bids: tuple[Bid, ...]
    contract: Contract | None


@dataclass(frozen=True, slots=True)
class HandAdjudication:
    legal: bool
    complete: bool
    actions_applied: int
    #: how the hand ended: "played_out", "tute", "all_passed", or None while unfinished
    ended_by: str | None
    error: ActionError | None
    score: HandScore | None
    tricks: tuple[TrickRecord, ...]
    declarations: tuple[Declaration, ...]
    trump: Suit | None
    contract: Contract | None
    bids: tuple[Bid, ...]


#: TrickCard values are immutable, so one object per (seat, card) serves every replay.
_TRICK_CARDS: dict[tuple[int, Card], TrickCard] = {}


def _trick_card(seat: int, played: Card) -> TrickCard:
    found = _TRICK_CARDS.get((seat, played))
    if found is None:
        found = _TRICK_CARDS[(seat, played)] = TrickCard(seat, played)
    return found


class _Illegal(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class _Game:
    """The mutable state of a hand being replayed (internal; callers see frozen results)."""

    def __init__(self, ruleset: Ruleset, deal: Deal) -> None:
        self.rules = ruleset
        self.deal = deal
        self.hands = [list(h) for h in deal.hands]
        self.stock = list(deal.stock)
        self.turn_up = deal.turn_up if ruleset.trump_method == "turn_up" else None
        self.trump = deal.trump
        self.trick: list[TrickCard] = []
        self.tricks: list[TrickRecord] = []
        self.captured: list[list[Card]] = [[] for _ in range(ruleset.players)]
        self.declarations: list[Declaration] = []
        self.last_trick_winner: int | None = None
        self.pending_draw = False
        self.leader = deal.first_to_act
        self.bids: list[Bid] = []
        self.contract: Contract | None = None
        self.ended_by: str | None = None
        self.phase = AUCTION if ruleset.trump_method == "declarer_names" else PLAY
        # Looked up once: the replay loop reads them at every play.
        self.players = ruleset.players
        self.fallen_marriages = ruleset.marriages and ruleset.marriage_award == "fallen_in_trick"

    # -- what is happening now ---------------------------------------------------------------

    @property
    def stage(self) -> str:
        if self.trick:
            return IN_TRICK
        return BEFORE_DRAW if self.pending_draw else BEFORE_LEAD

    def to_act(self) -> int | None:
        if self.phase == AUCTION:
            to_act: int | None = auction_state(self.rules, self.deal.dealer, self.bids).to_act
            return to_act
        if self.phase == NAMING:
            return self.contract.declarer if self.contract else None
        if self.phase == PLAY:
            return (self.leader + len(self.trick)) % self.rules.players
        return None

    def position(self, seat: int) -> PlayPosition:
        return PlayPosition(self.trump, seat, tuple(self.hands[seat]), tuple(self.trick),
                            len(self.stock), self.turn_up)

    def declaration_context(self, seat: int) -> DeclarationContext:
        return DeclarationContext(
            self.rules, self.trump, self.deal.dealer, seat, tuple(self.hands[seat]),
            self.last_trick_winner, len(self.tricks), self.stage, len(self.stock),
            self.turn_up, tuple(self.declarations))

    # -- applying actions --------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        if self.phase == OVER:
            raise _Illegal("HAND_OVER", "the hand is over: no more actions")
        if not 0 <= action.seat < self.rules.players:
            raise _Illegal("SEAT_OUT_OF_RANGE",
                           f"seat {action.seat} is not at a {self.rules.players}-seat table")
        if action.kind == "play" and self.phase == PLAY:  # the common case first
            self._play(action)
        elif action.kind in ("bid", "pass"):
            self._bid(action)
        elif action.kind == "name_trump":
            self._name_trump(action)
        elif action.kind in ("play", "declare", "swap"):
            if self.phase != PLAY:
                raise _Illegal("UNEXPECTED_ACTION",
                               f"no {action.kind} during the {self.phase} phase")
            if action.kind == "play":
                self._play(action)
            else:
                self._declare(action)
        else:
            raise _Illegal("UNEXPECTED_ACTION", f"unknown action kind {action.kind!r}")

    def _bid(self, action: Action) -> None:
        if self.phase != AUCTION:
            raise _Illegal("UNEXPECTED_ACTION", f"no {action.kind} outside an auction")
        bid = Bid(action.seat, action.kind, action.amount)
        verdict = judge_bid(self.rules, self.deal.dealer, self.bids, bid)
        if not verdict.legal:
            raise _Illegal(verdict.code or "ILLEGAL_BID", verdict.message)
        self.bids.append(bid)
        state = verdict.state_after
        if state.complete:
            if state.all_passed or state.winner is None or state.contract is None:
                self.phase, self.ended_by = OVER, "all_passed"
            else:
                self.contract = Contract(state.winner, state.contract)
                self.phase = NAMING

    def _name_trump(self, action: Action) -> None:
        if self.phase != NAMING:
            code = "TRUMP_ALREADY_NAMED" if self.trump is not None else "UNEXPECTED_ACTION"
            raise _Illegal(code, "trumps are named once, by the auction winner, after it")
        declarer = self.contract.declarer if self.contract else None
        if action.seat != declarer:
            raise _Illegal("NOT_YOUR_TURN", f"the auction winner, seat {declarer}, names trumps")
        if action.suit is None:
            raise _Illegal("SUIT_REQUIRED", "name_trump names a suit")
        self.trump = action.suit
        self.phase = PLAY
        self.leader = self.deal.first_to_act

    def _play(self, action: Action) -> None:
        if self.pending_draw:
            self._draw_if_pending()
        trick = self.trick
        expected = (self.leader + len(trick)) % self.players
        if action.seat != expected:
            raise _Illegal("NOT_YOUR_TURN", f"seat {expected} plays now, not seat {action.seat}")
        played = action.card
        hand = self.hands[action.seat]
        if played is None or played not in hand:
            code = "CARD_NOT_IN_HAND"
            what = played.code if played else "no card"
            raise _Illegal(code, f"seat {action.seat} does not hold {what}")
        # A lead, a last card or a phase without duties is always legal (the duties leave at
        # least one card playable): skip building the position.
        rules = self.rules
        if trick and len(hand) > 1 and duty_in_force(rules, len(self.stock)) != "free":
            position = PlayPosition(self.trump, expected, tuple(hand), tuple(trick),
                                    len(self.stock), self.turn_up)
            broken = play_violations(rules, position, played)
            if broken:
                raise _Illegal(broken[0].code, f"{played.code}: {broken[0].message}")
        hand.remove(played)
        trick.append(_trick_card(action.seat, played))
        if len(trick) == self.players:
            self._close_trick()

    def _close_trick(self) -> None:
        result = resolve_trick(self.rules, self.trump, self.trick, check=False)
        cards = tuple(self.trick)
        self.tricks.append(TrickRecord(len(self.tricks) + 1, self.leader, cards,
                                       result.winner_seat, result.winning_card, result.points))
        self.captured[result.winner_seat].extend([t.card for t in cards])
        self.last_trick_winner = result.winner_seat
        self.leader = result.winner_seat
        self.trick = []
        self.pending_draw = bool(self.stock)
        if self.fallen_marriages:
            self._award_fallen_marriages(cards, result.winner_seat)
        if not any(self.hands) and not self.stock:
            self.phase, self.ended_by = OVER, "played_out"

    def _award_fallen_marriages(self, cards: Sequence[TrickCard], winner: int) -> None:
        """cabrón: king and knight of one suit falling in the same trick score for its taker;
        the first one fixes trumps when none are (rulesets.md, ``first_marriage``)."""
        played = {t.card for t in cards}
        partner = marriage_partner_rank(self.rules)
        for card_ in sorted(played, key=lambda c: c.index):
            if card_.rank != 12:
                continue
            suit = card_.suit
            if not any(c.suit is suit and c.rank == partner for c in played):
                continue
            points = marriage_points(self.rules, suit, self.trump)
            if self.trump is None:
                self.trump = suit
            self.declarations.append(Declaration(winner, MARRIAGE, suit=suit,
                                                 after_trick=len(self.tricks), points=points))

    def _draw_if_pending(self) -> None:
        """Winner first, then the others in playing order (000, 003)."""
        if not self.pending_draw:
            return
        winner = self.last_trick_winner if self.last_trick_winner is not None else 0
        for offset in range(self.rules.players):
            if not self.stock:
                break
            self.hands[(winner + offset) % self.rules.players].append(self.stock.pop(0))
        if not self.stock:
            self.turn_up = None
        self.pending_draw = False

    def _declare(self, action: Action) -> None:
        kind = SWAP if action.kind == "swap" else (action.declaration or "")
        if kind not in (MARRIAGE, TUTE, SWAP):
            raise _Illegal("UNEXPECTED_ACTION",
                           "declare names a declaration: \"marriage\" or \"tute\"")
        request = Declaration(action.seat, kind, suit=action.suit, rank=action.rank,
                              card=action.card, after_trick=len(self.tricks))
        before_draw_swap = kind == SWAP and self.rules.swap_timing == (
            "after_trick_win_before_draw")
        if kind == SWAP and not before_draw_swap:
            self._draw_if_pending()
        verdict = judge_declaration(self.declaration_context(action.seat), request)
        if not verdict.legal and kind != SWAP and self.pending_draw:
            # Perhaps only the card the draw brings completes it (003: "Tiras primeiro e sai-te
            # a D♣. Agora tens rei e cavalo de trunfo").
            self._draw_if_pending()
            verdict = judge_declaration(self.declaration_context(action.seat), request)
        if not verdict.legal:
            raise _Illegal(verdict.code or "NOT_DECLARABLE", verdict.message)
        self._take_effect(verdict)

    def _take_effect(self, verdict: DeclarationVerdict) -> None:
        effect = verdict.effect
        made = with_points(verdict)
        self.declarations.append(made)
        if effect is None:
            return
        if effect.gives is not None and effect.takes is not None:
            hand = self.hands[made.seat]
            hand.remove(effect.gives)
            hand.append(effect.takes)
            self.stock[-1] = effect.gives  # the 7 goes under the stock, drawn last (003)
            self.turn_up = effect.gives
        if effect.fixes_trump is not None:
            self.trump = effect.fixes_trump
        if effect.ends_hand:
            self.phase, self.ended_by = OVER, "tute"

    # -- reporting ---------------------------------------------------------------------------

    def error(self, index: int, action: Action, illegal: _Illegal) -> ActionError:
        seat = self.to_act()
        plays: tuple[Card, ...] = ()
        offers: tuple[Declaration, ...] = ()
        min_bid: int | None = None
        if self.phase == PLAY and seat is not None:
            plays = judge_plays(self.rules, self.position(seat), check=False).legal
            # Every seat's, not the acting one's: its seat may be out of range, and a refused
            # declaration is best answered with who may declare what.
            offers = tuple(v.declaration for s in range(self.rules.players)
                           for v in available_declarations(self.declaration_context(s)))
        elif self.phase == AUCTION:
            min_bid = auction_state(self.rules, self.deal.dealer, self.bids).min_next_bid
        return ActionError(index, action.seat, illegal.code, illegal.message, seat, plays,
                           offers, min_bid)

    def view(self, seat: int) -> SeatView:
        return SeatView(seat, self.phase, self.stage, self.to_act(), tuple(self.hands[seat]),
                        tuple(len(h) for h in self.hands), self.trump, self.turn_up,
                        len(self.stock), tuple(self.trick), self.last_trick_winner,
                        len(self.tricks), tuple(self.declarations),
                        tuple(tuple(c) for c in self.captured), tuple(self.bids), self.contract)

    def score(self) -> HandScore | None:
        if self.phase != OVER or self.ended_by == "all_passed":
            return None
        # The replay only builds states that can occur: no need to check them again.
        return score_hand(self.rules, self.trump, self.captured, self.last_trick_winner,
                          self.declarations, self.contract, check=False)


def _replay(record: HandRecord, limit: int | None) -> tuple[_Game, ActionError | None, int]:
    game = _Game(record.ruleset, record.deal)
    actions = record.actions if limit is None else record.actions[:limit]
    for index, action in enumerate(actions):
        try:
            game.apply(action)
        except _Illegal as illegal:
            return game, game.error(index, action, illegal), index
    return game, None, len(actions)


def adjudicate(record: HandRecord) -> HandAdjudication:
    """Replay the whole record: the final score, or the first illegal action and why."""
    game, error, applied = _replay(record, None)
    score = game.score() if error is None else None
    return HandAdjudication(
        legal=error is None, complete=error is None and game.phase == OVER,
        actions_applied=applied, ended_by=game.ended_by if error is None else None,
        error=error, score=score, tricks=tuple(game.tricks),
        declarations=tuple(game.declarations), trump=game.trump, contract=game.contract,
        bids=tuple(game.bids))


def position_after(
    record: HandRecord, actions: int, seat: int, *, draw: bool = False
) -> SeatView:
    """What ``seat`` sees after the first ``actions`` actions of the record.

    Right after a trick of a stock game the draw is still to come (stage ``before_draw``: the
    moment of ``swap_timing: after_trick_win_before_draw``). With ``draw`` it is made first, so
    the seats see the cards they will lead and follow with.
    """
    problems = []
    if not 0 <= actions <= len(record.actions):
        problems.append(Problem("ACTION_INDEX_OUT_OF_RANGE", "/after_actions",
                                f"the record has {len(record.actions)} actions; "
                                f"{actions} is out of range"))
    if not 0 <= seat < record.ruleset.players:
        problems.append(Problem("SEAT_OUT_OF_RANGE", "/seat",
                                f"seat {seat} is not at a {record.ruleset.players}-seat table"))
    if problems:
        raise InvalidInputError(problems)
    game, error, _ = _replay(record, actions)
    if error is not None:
        raise InvalidInputError([Problem(
            "ILLEGAL_ACTION", f"/actions/{error.index}",
            f"the record is illegal at action {error.index} ({error.code}: {error.message})")])
    if draw and game.phase == PLAY:
        game._draw_if_pending()
    return game.view(seat)


def random_record(
    ruleset: Ruleset, deal: Deal, seed: int, *, declare_probability: float = 0.7
) -> HandRecord:
    """A random legal hand played to its end: each step a random legal play, and each available
    declaration taken with ``declare_probability``; auctions bid the minimum or pass.

    For tests, benchmarks and bots. Uses Python's ``random`` (reproducible only in CPython).
    """
    rng = random.Random(seed)
    game = _Game(ruleset, deal)
    actions: list[Action] = []
    suits = [s for s in Suit]
    while game.phase != OVER:
        seat = game.to_act()
        assert seat is not None
        action: Action
        if game.phase == AUCTION:
            state = auction_state(ruleset, deal.dealer, game.bids)
            amount = state.min_next_bid
            if amount is not None and (state.highest is None or rng.random() < 0.3):
                action = Action(seat, "bid", amount=amount)
            else:
                action = Action(seat, "pass")
        elif game.phase == NAMING:
            action = Action(seat, "name_trump", suit=rng.choice(suits))
        else:
            action = _random_play_step(game, seat, rng, declare_probability)
        game.apply(action)
        actions.append(action)
    return HandRecord(ruleset, deal, tuple(actions))


def _random_play_step(
    game: _Game, seat: int, rng: random.Random, declare_probability: float
) -> Action:
    while not game.trick:
        # Any seat of the winning side may declare before the lead (before and after the draw).
        for declarer in range(game.rules.players):
            offers = available_declarations(game.declaration_context(declarer))
            if offers and rng.random() < declare_probability:
                d = rng.choice(offers).declaration
                if d.kind == SWAP:
                    return Action(declarer, "swap", card=d.card)
                return Action(declarer, "declare", suit=d.suit, declaration=d.kind, rank=d.rank)
        if not game.pending_draw:
            break
        game._draw_if_pending()
    legal = judge_plays(game.rules, game.position(seat), check=False).legal
    return Action(seat, "play", card=rng.choice(legal))
