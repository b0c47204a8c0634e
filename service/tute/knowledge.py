"""What one seat knows of a hand: its own cards, the turn-up, and the public actions.

A :class:`SeatKnowledge` is the whole of what a seat can use to reason about the hidden cards
(issue 26, "what one seat knows"): the ruleset, the seat, the dealer, the cards dealt to it and
every card it drew (in order), the card that shows trumps when one is shown, and the public
actions (plays, bids, trumps named, declarations with the cards they show, swaps, capote,
claims). A 20 whose suit the other seats do not learn (``marriage_disclosure``) carries no
suit; nothing of another seat's hand, nor the stock's order, is in it.

:meth:`SeatKnowledge.from_record` keeps, of a full record, only what the seat saw.
:func:`public_timeline` reads the knowledge once, action by action, into what every later
question needs: the positions of the other seats' plays (the trick before each, trumps, the
stock), the draws (who drew which card of the stock, and when), the cards shown, and where the
cards known to the seat lie now. It names the first action that contradicts what the seat
knows (a card in two places, a play out of turn, a duty broken by the seat itself).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from tute.auction import Bid, BidKind, judge_bid
from tute.cards import SUITS, Card, Suit, TrickCard, card
from tute.deal import Deal
from tute.declarations import MARRIAGE, TUTE
from tute.errors import InvalidInputError, Problem
from tute.hand import Action, ActionKind, HandRecord, HandState, replay_legal
from tute.messages import msg
from tute.play import card_problems, play_violations, resolve_trick, seat_problems
from tute.rulesets import Ruleset


@dataclass(frozen=True, slots=True)
class SeatKnowledge:
    """What ``seat`` knows of one deal (see the module's doc).

    ``hand``: the cards dealt to the seat, in the order received; ``drawn``: every card it drew
    from the stock, in order (the turn-up too, when it drew it last); ``turn_up``: the card that
    shows trumps (the stock's last card, the dealer's last card or the unowned card), None in
    games that show none; ``actions``: the public actions, a hidden 20 without its suit
    (a hidden 40 keeps its suit: its points show that it is in trumps) and another seat's
    discard for the spare card without its card; ``carried``: in the
    vueltas, each side's total from the first deal (None in a first deal).
    """

    ruleset: Ruleset
    seat: int
    dealer: int
    hand: tuple[Card, ...]
    drawn: tuple[Card, ...] = ()
    turn_up: Card | None = None
    actions: tuple[Action, ...] = ()
    carried: tuple[int, ...] | None = None

    @classmethod
    def from_record(cls, record: HandRecord, seat: int,
                    actions: int | None = None) -> SeatKnowledge:
        """What ``seat`` knows after the first ``actions`` actions of ``record`` (all by
        default; counted through the first deal and on into the vueltas, as
        :func:`tute.hand.position_after` counts them). An illegal record, or a seat not at the
        table, raises :class:`InvalidInputError`."""
        return KnowledgeReader.of_record(record, seat, actions).knowledge()

    def truncated(self, actions: int) -> SeatKnowledge:
        """This knowledge as it stood after its first ``actions`` actions (the draws made by
        then kept)."""
        kept = self.actions[:actions]
        draws = public_timeline(replace(self, actions=kept), strict_draws=False).own_draws
        return replace(self, actions=kept, drawn=self.drawn[:draws])

    def problems(self) -> list[Problem]:
        """Why this knowledge contradicts itself (empty when no contradiction is seen in it
        alone; :func:`tute.worlds.count_worlds` and :func:`tute.inference.infer` also find the
        contradictions that only the rules of play reveal)."""
        try:
            public_timeline(self)
        except InvalidInputError as error:
            return list(error.problems)
        return []


class KnowledgeReader:
    """What one seat knows, read action by action as a hand goes on: the reading
    :meth:`SeatKnowledge.from_record` makes of a record, kept by a caller that learns the
    actions one at a time (a player at a table), so that each action is read once.
    :meth:`read` takes the next action (legal: it is applied to the reader's own state of the
    deal), :meth:`knowledge` says what the seat knows now."""

    def __init__(self, ruleset: Ruleset, seat: int, deal: Deal,
                 carried: tuple[int, ...] | None = None) -> None:
        self.seat = seat
        self.deal = deal
        self.carried = carried
        self.state = HandState(ruleset, deal, carried)
        self.turn_up = deal.turn_up if _shows_turn_up(ruleset) else None
        self.drawn: list[Card] = []
        self.public: list[Action] = []

    @classmethod
    def of_record(cls, record: HandRecord, seat: int,
                  actions: int | None = None) -> KnowledgeReader:
        """The reader after the first ``actions`` actions of ``record`` (as
        :meth:`SeatKnowledge.from_record` counts them, and with its problems)."""
        ruleset = record.ruleset
        problems = seat_problems(ruleset, "/seat", seat)
        total = record.action_count
        if actions is not None and not (type(actions) is int and 0 <= actions <= total):
            # Translators: count is the actions of the record, index the actions given.
            problems.append(Problem("ACTION_INDEX_OUT_OF_RANGE", "/actions_seen", msg(
                "the record has {count} actions; {index} is out of range", count=total,
                index=actions)))
        if problems:
            raise InvalidInputError(problems)
        _, second = replay_legal(record, actions)
        if second is not None and record.vueltas is not None:
            deal = record.vueltas.deal
            taken = (None if actions is None else actions - len(record.actions))
            steps = record.vueltas.actions[:taken] if taken is not None else (
                record.vueltas.actions)
            carried: tuple[int, ...] | None = second.carried
        else:
            deal = record.deal
            steps = record.actions if actions is None else record.actions[:actions]
            carried = None
        reader = cls(ruleset, seat, deal, carried)
        for action in steps:
            reader.read(action)
        return reader

    def read(self, action: Action) -> None:
        """Take the next action of the deal (it must be legal now)."""
        state, seat = self.state, self.seat
        before = list(state.hands[seat])
        taken_card = state.turn_up if (action.kind is ActionKind.SWAP
                                       and action.seat == seat) else None
        declared = len(state.declarations)
        state.apply(action)
        now = state.hands[seat]
        held = set(before)
        got = [c for c in now if c not in held and c is not taken_card]
        if (action.kind is ActionKind.PLAY and action.seat == seat and action.card is not None
                and action.card not in held):
            got.append(action.card)  # drawn and played at once
        if not (action.kind is ActionKind.TAKE_SPARE and action.seat == seat):
            self.drawn += got
        self.public.append(_public(action, seat, state, declared))

    def knowledge(self) -> SeatKnowledge:
        """What the seat knows now."""
        state, seat = self.state, self.seat
        drawn = list(self.drawn)
        if state.pending_draw:
            # The trick's draw is made before anything else happens at the table: the seat
            # has its card (HandState makes the draw only when an action needs it).
            held = set(state.hands[seat])
            drawn += [c for c in state.after_draw().hands[seat] if c not in held]
        return SeatKnowledge(state.rules, seat, self.deal.dealer, tuple(self.deal.hands[seat]),
                             tuple(drawn), self.turn_up, tuple(self.public), self.carried)


def _shows_turn_up(ruleset: Ruleset) -> bool:
    trumps = ruleset.trumps
    return trumps.from_stock or trumps.kept_by_dealer or trumps.spare_shown


def _public(action: Action, seat: int, state: HandState, declared: int) -> Action:
    """``action`` as ``seat`` saw it: another seat's hidden 20 without its suit, its
    discard for the spare card without the card."""
    if action.seat == seat:
        return action
    if action.kind is ActionKind.TAKE_SPARE:
        return replace(action, card=None)
    if action.kind is ActionKind.DECLARE and action.declaration is MARRIAGE and (
            declared in state.hidden) and action.suit is not state.trump:
        # a hidden 20: its suit unseen (a hidden 40 shows its points, so its suit: trumps)
        return replace(action, suit=None)
    return action


# -- the public timeline -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeenPlay:
    """A play by another seat, with everything public about the moment it was judged."""

    index: int
    seat: int
    card: Card
    trick: tuple[TrickCard, ...]
    trump: Suit | None
    stock_size: int


@dataclass(frozen=True, slots=True)
class Slot:
    """A place of the deal whose card the seat does not know: a card dealt to ``seat``
    (``arrival`` -1), a stock card drawn by ``seat`` (``arrival``: the first action after the
    trick that drew it), a stock card not drawn yet (``seat`` None, ``stock`` True), or a card
    set aside unseen (``seat`` None, ``stock`` False). ``position``: its index in the hand dealt
    or in the stock."""

    seat: int | None
    arrival: int
    stock: bool
    position: int


@dataclass(slots=True)
class Timeline:
    """What :func:`public_timeline` reads from a knowledge (see its doc)."""

    knowledge: SeatKnowledge
    plays: list[SeenPlay] = field(default_factory=list)
    #: another seat's card known held: card -> (seat, first action that showed or played it)
    shown: dict[Card, tuple[int, int]] = field(default_factory=dict)
    #: cards played: card -> action index
    played: dict[Card, int] = field(default_factory=dict)
    #: cards that left the hand they were dealt or drawn to: card -> action (play or swap)
    left: dict[Card, int] = field(default_factory=dict)
    #: the deal's places the seat does not know
    slots: list[Slot] = field(default_factory=list)
    #: the deal's stock as far as the seat knows it (None: unknown to it)
    stock: list[Card | None] = field(default_factory=list)
    #: the cards another seat holds for certain now (shown and not played, the turn-up taken)
    held: dict[Card, tuple[int, int]] = field(default_factory=dict)
    own_hand: list[Card] = field(default_factory=list)
    own_draws: int = 0
    hand_sizes: list[int] = field(default_factory=list)
    stock_left: int = 0
    #: the card showing trumps while it lies face up (under the stock, or nobody's)
    face_up: Card | None = None
    #: the cards the seat knows the place of in the deal: its own, and the turn-up
    fixed: set[Card] = field(default_factory=set)


# The problems without fields, made once.
_SPARE_UNSUPPORTED = msg("a seat's knowledge does not cover spare_card auction_winner_may_take "
                         "(the discard is hidden)")


def public_timeline(knowledge: SeatKnowledge, *, strict_draws: bool = True) -> Timeline:
    """Read ``knowledge`` action by action (see the module's doc); raise
    :class:`InvalidInputError` naming the first contradiction. ``strict_draws``: the drawn
    cards must be exactly the draws the actions make (else only as many as they make are
    read)."""
    k = knowledge
    rules = k.ruleset
    problems = seat_problems(rules, "/seat", k.seat) + seat_problems(rules, "/dealer", k.dealer)
    if problems:
        raise InvalidInputError(problems)
    if rules.trumps.spare_to_declarer:
        raise InvalidInputError([Problem("KNOWLEDGE_NOT_SUPPORTED", "/ruleset",
                                         _SPARE_UNSUPPORTED)])
    t = Timeline(k)
    _start(t)
    _census(t)
    players = rules.players
    trump = k.turn_up.suit if k.turn_up is not None and rules.trumps.fixed_at_deal else None
    auction = rules.trumps.by_auction
    bids: list[Bid] = []
    naming = False
    leader = (k.dealer + 1) % players
    trick: list[TrickCard] = []
    pending: int | None = None  # the winner whose draw is still to be made
    since = 0  # the first action after the trick that makes the draw
    drawn_iter = iter(k.drawn)
    for i, action in enumerate(k.actions):
        where = f"/actions/{i}"
        if not (type(action.seat) is int and 0 <= action.seat < players):
            raise InvalidInputError(seat_problems(rules, f"{where}/seat", action.seat))
        kind = action.kind
        if auction and kind in (ActionKind.BID, ActionKind.PASS):
            verdict = judge_bid(rules, k.dealer, bids, Bid(action.seat, BidKind(kind),
                                                           action.amount))
            if not verdict.legal:
                raise _illegal(where, verdict.code or "ILLEGAL_BID", verdict.message)
            bids.append(Bid(action.seat, BidKind(kind), action.amount))
            state = verdict.state_after
            if state.complete:
                auction = False
                naming = state.winner is not None and state.contract is not None
                if naming and rules.auction.declarer_leads and state.winner is not None:
                    leader = state.winner
            continue
        if kind is ActionKind.NAME_TRUMP:
            if not naming or action.suit is None:
                raise _illegal(where, "UNEXPECTED_ACTION", msg(
                    "trumps are named once, by the auction winner, after it"))
            trump, naming = action.suit, False
            continue
        if kind is ActionKind.PLAY:
            if pending is not None:
                _draw(t, pending, since, drawn_iter, strict_draws)
                pending = None
            trump = _play(t, i, action, leader, trick, trump)
            if len(trick) == rules.in_play:
                result = resolve_trick(rules, trump, trick, check=False)
                for fallen in result.fallen_marriages:
                    if fallen.fixes_trump is not None:
                        trump = fallen.fixes_trump
                leader = result.winner_seat
                trick.clear()
                if t.stock_left:
                    pending, since = leader, i + 1
            continue
        if kind is ActionKind.SWAP:
            if pending is not None and not rules.swap_rule.before_draw:
                _draw(t, pending, since, drawn_iter, strict_draws)
                pending = None
            _swap(t, i, action, trump)
            continue
        if kind is ActionKind.DECLARE:
            if pending is not None and action.seat == k.seat and any(
                    c not in t.own_hand for c in _shown_by(rules, action)):
                _draw(t, pending, since, drawn_iter, strict_draws)  # the draw completes it
                pending = None
            trump = _declare(t, i, action, trump)
    if pending is not None and t.own_draws < len(k.drawn):
        # a declaration that only the drawn card completed made the draw (003)
        _draw(t, pending, since, drawn_iter, strict_draws)
    initial = rules.initial_stock_size
    t.slots += [Slot(None, len(k.actions), True, p)
                for p in range(initial - t.stock_left, initial) if t.stock[p] is None]
    if strict_draws:
        rest = list(drawn_iter)
        if rest:
            # Translators: count is the cards given in drawn, expected the draws the
            # actions make.
            raise InvalidInputError([Problem("DRAWN_CARDS_MISMATCH", "/drawn", msg(
                "the actions make {expected} draw(s) for the seat; drawn lists {count} cards",
                expected=t.own_draws, count=len(k.drawn)))])
    return t


def _illegal(where: str, code: str, reason: object) -> InvalidInputError:
    # Translators: where is the JSON pointer of the illegal action (/actions/7), code its
    # refusal code (NOT_YOUR_TURN, MUST_FOLLOW_SUIT...), reason why it was refused.
    return InvalidInputError([Problem("ILLEGAL_ACTION", where, msg(
        "the record is illegal at {where} ({code}: {reason})", where=where, code=code,
        reason=reason))])


def _start(t: Timeline) -> None:
    """The deal's places: the seat's own, the turn-up's, and the unknown ones."""
    k, rules = t.knowledge, t.knowledge.ruleset
    players, size = rules.players, rules.hand_size
    trumps = rules.trumps
    problems: list[Problem] = []
    sits_out = rules.dealer_sits_out
    expected = 0 if sits_out and k.seat == k.dealer else size
    if len(k.hand) != expected:
        # Translators: expected is the cards dealt to the seat, got the cards given.
        problems.append(Problem("WRONG_HAND_SIZE", "/hand", msg(
            "the seat was dealt {expected} cards; hand lists {got}", expected=expected,
            got=len(k.hand))))
    shown = _shows_turn_up(rules)
    if shown and k.turn_up is None:
        problems.append(Problem("TURN_UP_REQUIRED", "/turn_up", msg(
            "{ruleset} shows the card that sets trumps: give turn_up", ruleset=rules.id)))
    elif not shown and k.turn_up is not None:
        problems.append(Problem("TURN_UP_NOT_IN_GAME", "/turn_up", msg(
            "{ruleset} turns no card up: trumps are {how}", ruleset=rules.id,
            how=trumps.how_named())))
    elif (trumps.kept_by_dealer and k.seat == k.dealer and k.turn_up is not None
          and (not k.hand or k.hand[-1] is not k.turn_up)):
        problems.append(Problem("TURN_UP_MISMATCH", "/turn_up", msg(
            "the turn-up is the dealer's last card: {card} is not the last card of hand",
            card=k.turn_up)))
    if problems:
        raise InvalidInputError(problems)
    t.own_hand = list(k.hand)
    t.fixed = set(k.hand)
    t.hand_sizes = [0 if sits_out and s == k.dealer else size for s in range(players)]
    for s in range(players):
        if s == k.seat or t.hand_sizes[s] == 0:
            continue
        dealt = size
        if trumps.kept_by_dealer and s == k.dealer:
            dealt -= 1  # its last card is the turn-up, seen by all
            if k.turn_up is not None:
                t.held[k.turn_up] = (s, -1)
                t.shown[k.turn_up] = (s, -1)
        t.slots += [Slot(s, -1, False, p) for p in range(dealt)]
    initial = rules.initial_stock_size
    t.stock = [None] * initial
    t.stock_left = initial
    if initial and trumps.from_stock and k.turn_up is not None:
        t.stock[-1] = k.turn_up
        t.face_up = k.turn_up
    if trumps.spare_shown and k.turn_up is not None:
        t.face_up = k.turn_up
    elif rules.unowned_cards:
        t.slots += [Slot(None, -1, False, p) for p in range(rules.unowned_cards)]
    if k.turn_up is not None:
        t.fixed.add(k.turn_up)


def _census(t: Timeline) -> None:
    """The seat's cards and the turn-up: each in the deck, and once."""
    k = t.knowledge
    places: list[tuple[str, Sequence[Card]]] = [("/hand/{}", k.hand)]
    if k.turn_up is not None and not (k.ruleset.trumps.kept_by_dealer and k.seat == k.dealer):
        places.append(("/turn_up", (k.turn_up,)))
    problems = card_problems(k.ruleset, places)
    problems += [p for p in card_problems(k.ruleset, [("/drawn/{}", k.drawn)])
                 if p.code == "CARD_NOT_IN_DECK"]
    if problems:
        raise InvalidInputError(problems[:1])


def _elsewhere(t: Timeline, where: str, c: Card, seat: int) -> InvalidInputError:
    # Translators: where is the JSON pointer of the action's card, seat the seat that
    # played or showed it.
    return InvalidInputError([Problem("CARD_SEEN_ELSEWHERE", where, msg(
        "seat {seat} cannot hold {card}: the seat knows it is elsewhere", seat=seat, card=c))])


def _known_elsewhere(t: Timeline, c: Card, seat: int) -> bool:
    """Whether ``seat`` cannot hold ``c``, from where the seat of the knowledge saw it."""
    if c in t.played:
        return True
    if seat == t.knowledge.seat:
        return c not in t.own_hand
    if c in t.own_hand or c is t.face_up or (c in t.fixed and c not in t.held):
        return True
    holder = t.held.get(c)
    return holder is not None and holder[0] != seat


def _draw(t: Timeline, winner: int, index: int, drawn: Iterator[Card], strict: bool) -> None:
    """The draw after a trick: the winner first, then the others in playing order (000,
    003); the last card is the turn-up (or what the swap put in its place)."""
    k, rules = t.knowledge, t.knowledge.ruleset
    initial = rules.initial_stock_size
    for offset in range(rules.players):
        if not t.stock_left:
            break
        position = initial - t.stock_left
        t.stock_left -= 1
        seat = (winner + offset) % rules.players
        t.hand_sizes[seat] += 1
        last = position == initial - 1 and t.face_up is not None
        if seat == k.seat:
            got = next(drawn, None)
            if got is None:
                if not strict:
                    t.own_draws += 1
                    continue
                # Translators: index is the action before which the seat draws, count the
                # cards given in drawn.
                raise InvalidInputError([Problem("DRAWN_CARDS_MISMATCH", "/drawn", msg(
                    "the seat draws again before action {index}; drawn lists only {count} "
                    "cards", index=index, count=len(k.drawn)))])
            pointer = f"/drawn/{t.own_draws}"
            t.own_draws += 1
            if last:
                if got is not t.face_up:
                    raise InvalidInputError([Problem("DRAWN_CARDS_MISMATCH", pointer, msg(
                        "the seat's last draw is the turn-up, {card}, not {got}",
                        card=t.face_up, got=got))])
            else:
                if got in t.played or got in t.held or got in t.fixed:
                    raise _elsewhere(t, pointer, got, k.seat)
                t.stock[position] = got
                t.fixed.add(got)
            t.own_hand.append(got)
        elif last:
            if t.face_up is not None:
                t.held[t.face_up] = (seat, index)
                t.shown.setdefault(t.face_up, (seat, index))
        else:
            t.slots.append(Slot(seat, index, True, position))
        if last:
            t.face_up = None
    if not t.stock_left:
        t.face_up = None


def _play(t: Timeline, index: int, action: Action, leader: int, trick: list[TrickCard],
          trump: Suit | None) -> Suit | None:
    k, rules = t.knowledge, t.knowledge.ruleset
    where = f"/actions/{index}"
    seat, played = action.seat, action.card
    expected = rules.seat_after(leader, len(trick), k.dealer)
    if seat != expected:
        raise _illegal(where, "NOT_YOUR_TURN", msg(
            "seat {expected} plays now, not seat {seat}", expected=expected, seat=seat))
    if played is None:
        raise _illegal(where, "CARD_NOT_IN_HAND", msg("the play of seat {seat} names no card",
                                                      seat=seat))
    if played.bit & rules.outside_deck:
        raise InvalidInputError(card_problems(rules, [(f"{where}/card", (played,))]))
    if _known_elsewhere(t, played, seat):
        if seat == k.seat:
            raise _illegal(where, "CARD_NOT_IN_HAND", msg(
                "seat {seat} does not hold {card}", seat=seat, card=played))
        raise _elsewhere(t, f"{where}/card", played, seat)
    stock_size = t.stock_left
    if seat == k.seat:
        broken = play_violations(rules, seat, t.own_hand, trick, trump, stock_size, played)
        if broken:
            raise _illegal(where, broken[0].code, msg("{card}: {duty}", card=played,
                                                      duty=broken[0].message))
        t.own_hand.remove(played)
    else:
        t.plays.append(SeenPlay(index, seat, played, tuple(trick), trump, stock_size))
        t.shown.setdefault(played, (seat, index))
        t.held.pop(played, None)
    t.played[played] = index
    t.left.setdefault(played, index)
    t.hand_sizes[seat] -= 1
    trick.append(TrickCard(seat, played))
    return trump


def _show(t: Timeline, index: int, seat: int, cards: Sequence[Card], where: str) -> None:
    """Cards a declaration or swap of ``seat`` shows in its hand."""
    k = t.knowledge
    for c in cards:
        if _known_elsewhere(t, c, seat):
            if seat == k.seat:
                raise _illegal(where, "CARD_NOT_IN_HAND", msg(
                    "seat {seat} does not hold {card}", seat=seat, card=c))
            raise _elsewhere(t, where, c, seat)
        if seat != k.seat:
            t.shown.setdefault(c, (seat, index))
            t.held.setdefault(c, (seat, index))


def _swap(t: Timeline, index: int, action: Action, trump: Suit | None) -> None:
    """The 7 (or 2) of trumps for the card that shows trumps: the swapper takes it, the card
    given lies in its place (under the stock, or nobody's)."""
    k = t.knowledge
    given = action.card
    if given is None and trump is not None:
        given = card(7, trump)
    taken = t.face_up
    if given is None or taken is None:
        return  # nothing to take: the replay refuses it
    _show(t, index, action.seat, (given,), f"/actions/{index}")
    if action.seat == k.seat:
        t.own_hand.remove(given)
        t.own_hand.append(taken)
    else:
        t.held.pop(given, None)
        t.left.setdefault(given, index)
        t.held[taken] = (action.seat, index)
        t.shown.setdefault(taken, (action.seat, index))
    t.face_up = given


def _shown_by(rules: Ruleset, action: Action) -> list[Card]:
    """The cards a declaration shows: a marriage's pair, a tute's four cards."""
    if action.declaration is MARRIAGE and action.suit is not None:
        return list(rules.marriages_rule.pair(action.suit))
    if action.declaration is TUTE and action.rank in rules.tute_rule.ranks:
        return [card(action.rank, s) for s in SUITS]
    return []


def _declare(t: Timeline, index: int, action: Action, trump: Suit | None) -> Suit | None:
    rules = t.knowledge.ruleset
    _show(t, index, action.seat, _shown_by(rules, action), f"/actions/{index}")
    if action.declaration is MARRIAGE and action.suit is not None and trump is None and (
            rules.trumps.by_marriage):
        return action.suit
    return trump


def unknown_cards(t: Timeline) -> list[Card]:
    """The cards of the deck whose place in the deal the seat does not know, by index."""
    return [c for c in t.knowledge.ruleset.deck_cards if c not in t.fixed]
