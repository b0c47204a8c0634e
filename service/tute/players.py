"""Players for empty seats: choose an action from what one seat knows.

A player is a function of the ruleset, the seat's :class:`~tute.hand.SeatView` and the actions
that seat may take now; it never sees the :class:`~tute.hand.HandState` (the other hands, the
stock's order), so its choice cannot leak what the seat does not know: two states that differ
only in hidden cards give the same choice for the same seed.

- ``view``: what the seat sees, as :func:`tute.turn_after` shows it (``HandState.view(seat)``,
  after the pending draw when there is one: ``HandState.after_draw().view(seat)``). The
  players also accept the view from before a pending draw: the seat's hand is then completed
  with the cards of its legal plays.
- ``legal``: the actions :meth:`tute.hand.HandState.legal_actions` offers that this seat may
  take now: ``[a for a in state.legal_actions() if a.seat == seat]``. Before a lead the list
  of every seat holds its declarations and swaps (a partner's marriage in Guiñote, the
  non-leader's capote in Habanero, a claim of 101), so a seat that is not the one to act may
  be asked too.
- the answer: one of ``legal``; or ``None``, only when the seat is not the one to act (its
  list holds no play, bid, pass or naming): it declines its declarations for now.

Levels (:class:`PlayerLevel`): ``random`` (uniform over the seat's legal actions, declining
counted as one more choice for a seat not to act) and ``basic`` (a good club player's rules of
thumb, docs/bots.md). :func:`choose` dispatches on a level; :data:`PLAYERS` maps level names to
player functions, and :func:`register_player` adds one (the arena plays any registered name).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Final

from tute.auction import BidKind
from tute.cards import SUITS, Card, Suit, TrickCard
from tute.hand import Action, ActionKind, HandPhase, HandRecord, HandState, SeatView
from tute.knowledge import KnowledgeReader, SeatKnowledge
from tute.rulesets import Ruleset
from tute.scoring import side_seats
from tute.values import DeclarationKind


class PlayerLevel(Enum):
    """How strong a player is."""

    #: a legal action drawn at random
    RANDOM = "random"
    #: a good club player's rules of thumb (docs/bots.md)
    BASIC = "basic"
    #: search over the deals consistent with what the seat knows, ``basic`` playing them out
    #: (tute.suggest)
    STRONG = "strong"


#: A player: ruleset, the seat's view, the seat's legal actions and a random source; the
#: action it takes, or None to decline (only when the seat is not the one to act).
Player = Callable[[Ruleset, SeatView, Sequence[Action], random.Random], "Action | None"]

#: A player that decides from everything the seat knows (:class:`tute.knowledge.SeatKnowledge`:
#: the whole public record, which a view summarises), not from its view alone: ``strong``.
KnowledgePlayer = Callable[[SeatKnowledge, Sequence[Action], random.Random], "Action | None"]

#: the action kinds a seat to act must choose among (it cannot decline them)
_COMPULSORY = frozenset({ActionKind.PLAY, ActionKind.BID, ActionKind.PASS,
                         ActionKind.NAME_TRUMP})


def must_act(legal: Sequence[Action]) -> bool:
    """Whether ``legal`` holds an action the seat cannot decline (it is the seat to act)."""
    return any(a.kind in _COMPULSORY for a in legal)


# -- random --------------------------------------------------------------------------------------


def choose_random(view: SeatView, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """A uniformly random action of ``legal``; for a seat that is not to act, declining
    (None) is one more equally likely choice."""
    if not legal:
        return None
    if must_act(legal):
        return legal[rng.randrange(len(legal))]
    pick = rng.randrange(len(legal) + 1)
    return legal[pick] if pick < len(legal) else None


def _random_player(ruleset: Ruleset, view: SeatView, legal: Sequence[Action],
                   rng: random.Random) -> Action | None:
    return choose_random(view, legal, rng)


# -- basic: what the seat knows ------------------------------------------------------------------


class _Knowledge:
    """What the seat knows, gathered once per decision from the view and its legal actions."""

    def __init__(self, ruleset: Ruleset, view: SeatView, legal: Sequence[Action]) -> None:
        self.rules = ruleset
        self.view = view
        self.seat = view.seat
        self.trump = view.trump
        self.strength = ruleset.strength
        self.points = ruleset.points
        hand = list(view.hand)
        for a in legal:  # a view from before a pending draw lacks the card drawn
            if a.kind is ActionKind.PLAY and a.card is not None and a.card not in hand:
                hand.append(a.card)
        self.hand = hand
        seen: set[Card] = set(hand)
        for pile in view.captured:
            seen.update(pile)
        seen.update(t.card for t in view.trick)
        if view.turn_up is not None:
            seen.add(view.turn_up)
        self.unseen = [c for c in ruleset.deck_cards if c not in seen]
        if view.contract is not None or not ruleset.sides_rule.by_contract:
            declarer = view.contract.declarer if view.contract is not None else None
            sides = side_seats(ruleset, declarer)
            mine = next(s for s in sides if self.seat in s)
            self.partners = frozenset(mine)
        else:
            self.partners = frozenset((self.seat,))

    def is_trump(self, c: Card) -> bool:
        return c.suit is self.trump

    def keep_value(self, c: Card) -> float:
        """How much the seat loses by throwing ``c`` away: its points, its strength (a trump's
        much more), and a card of a marriage not yet sung."""
        value = self.points[c.index] * 1.0 + self.strength[c.index] * 0.3
        if self.is_trump(c):
            value += 8.0 + self.strength[c.index]
        if self._in_unsung_marriage(c):
            value += 12.0
        return value

    def _in_unsung_marriage(self, c: Card) -> bool:
        rule = self.rules.marriages_rule
        if not rule.declarable:
            return False
        king, partner = rule.pair(c.suit)
        if c is not king and c is not partner:
            return False
        if king not in self.hand or partner not in self.hand:
            return False
        return not any(d.kind is DeclarationKind.MARRIAGE and d.suit is c.suit
                       for d in self.view.declarations)

    def beaten_by_unseen(self, c: Card) -> bool:
        """Whether a card the seat has not seen would beat ``c`` (a higher card of its suit,
        or for a plain card any trump not yet seen)."""
        s = self.strength[c.index]
        for u in self.unseen:
            if u.suit is c.suit and self.strength[u.index] > s:
                return True
            if self.trump is not None and u.suit is self.trump and c.suit is not self.trump:
                return True
        return False

    def master_in_suit(self, c: Card) -> bool:
        """Whether no unseen card of its suit is higher than ``c``."""
        s = self.strength[c.index]
        return not any(u.suit is c.suit and self.strength[u.index] > s for u in self.unseen)

    def unseen_trumps(self) -> int:
        if self.trump is None:
            return 0
        return sum(1 for u in self.unseen if u.suit is self.trump)


def _trick_holder(rules: Ruleset, trick: Sequence[TrickCard], trump: Suit | None) -> TrickCard:
    holder = trick[0]
    for t in trick[1:]:
        if rules.beats(t.card, holder.card, trump):
            holder = t
    return holder


# -- basic: plays --------------------------------------------------------------------------------


def _lowest(k: _Knowledge, cards: Sequence[Card]) -> Card:
    return min(cards, key=lambda c: (k.keep_value(c), c.index))


def _cheapest_winner(k: _Knowledge, cards: Sequence[Card]) -> Card:
    """The lowest card that wins: a plain card before a trump, the weakest first."""
    return min(cards, key=lambda c: (k.is_trump(c), k.strength[c.index], c.index))


def _follow(k: _Knowledge, cards: Sequence[Card]) -> Card:
    view, rules = k.view, k.rules
    trick = view.trick
    holder = _trick_holder(rules, trick, k.trump)
    after_me = rules.in_play - len(trick) - 1
    trick_points = sum(k.points[t.card.index] for t in trick)
    winners = [c for c in cards if rules.beats(c, holder.card, k.trump)]
    if _aims_low(k):
        losers = [c for c in cards if c not in winners]
        if losers:  # let the trick go, with the card worth most to whoever takes it
            return max(losers, key=lambda c: (k.points[c.index], c.index))
        # made to win: with the strongest card, which would make it win a trick later
        return max(winners, key=lambda c: (k.strength[c.index], c.index))
    if holder.seat in k.partners:
        # the partner holds the trick: help it with points when it is safe, else throw low
        safe = after_me == 0 or k.master_in_suit(holder.card)
        if safe:
            givers = [c for c in cards if not k.is_trump(c) and c not in winners] or [
                c for c in cards if not k.is_trump(c)]
            if givers:
                return max(givers, key=lambda c: (k.points[c.index], -k.keep_value(c),
                                                  -c.index))
        losers = [c for c in cards if c not in winners]
        return _lowest(k, losers or cards)
    if not winners:
        return _lowest(k, cards)
    best = _cheapest_winner(k, winners)
    gain = trick_points + k.points[best.index]
    losers = [c for c in cards if c not in winners]
    if not losers:
        return best  # forced to win: with the lowest card that wins
    if k.is_trump(best):
        # do not waste trumps on empty tricks; a point-less trump takes a card with points
        worth = trick_points >= 10 or (trick_points >= 3 and k.points[best.index] == 0)
        if view.stock_size > 0 and k.strength[best.index] >= 9 and trick_points < 10:
            worth = False  # keep the ace and the 3 of trumps while the stock lasts
    else:
        worth = gain > 0 or after_me == 0
    if after_me > 0 and not k.master_in_suit(best):
        # someone after this seat may take it back: only for a trick worth the risk
        worth = worth and trick_points >= 10
    return best if worth else _lowest(k, losers)


#: Cabrón: a seat this close to the lowest other total still aims to be the lowest.
AIM_LOW_MARGIN: Final = 10


def _aims_low(k: _Knowledge) -> bool:
    """Cabrón names losers, not a winner (regional.md 3b.6-8): no trick loses, over 100
    loses, and so does a total strictly between the highest and the lowest. A seat that has
    taken a trick and is not ahead of the lowest other seat by more than
    :data:`AIM_LOW_MARGIN` plays to stay the lowest: the end it can steer alone (the highest
    depends on how the other seats share the rest, and 100 caps it)."""
    view = k.view
    if not k.rules.winner.middle_loses or not view.captured[k.seat]:
        return False
    totals = [sum(k.points[c.index] for c in pile) for pile in view.captured]
    for d in view.declarations:
        totals[d.seat] += d.points
    others = [t for seat, t in enumerate(totals) if seat != k.seat]
    return totals[k.seat] <= min(others) + AIM_LOW_MARGIN


def _lead(k: _Knowledge, cards: Sequence[Card]) -> Card:
    view = k.view
    trump = k.trump
    if _aims_low(k):  # the card least likely to take the trick
        return min(cards, key=lambda c: (k.strength[c.index], k.points[c.index], c.index))
    in_stock_phase = view.stock_size > 0
    if not in_stock_phase:
        trumps = [c for c in cards if k.is_trump(c)]
        out = k.unseen_trumps()
        if trumps and out:
            top = max(trumps, key=lambda c: k.strength[c.index])
            if k.master_in_suit(top) and len(trumps) >= out:
                return top  # draw the trumps out (arrastrar) while holding the best one
        masters = [c for c in cards if not k.is_trump(c) and k.master_in_suit(c)]
        if masters:
            return max(masters, key=lambda c: (k.points[c.index], k.strength[c.index],
                                               -c.index))
        if trumps and not out:
            plain = [c for c in cards if not k.is_trump(c)]
            if not plain:
                return max(trumps, key=lambda c: k.strength[c.index])
    # a low card of a plain suit: nothing of value for the others to take
    plain = [c for c in cards if trump is None or c.suit is not trump]
    pointless = [c for c in plain if k.points[c.index] == 0]
    return _lowest(k, pointless or plain or cards)


def _choose_play(k: _Knowledge, plays: Sequence[Action]) -> Action:
    cards = [a.card for a in plays if a.card is not None]
    chosen = _follow(k, cards) if k.view.trick else _lead(k, cards)
    return next(a for a in plays if a.card is chosen)


# -- basic: declarations -------------------------------------------------------------------------


def _capote_is_sure(k: _Knowledge) -> bool:
    """Two players, stock gone, this seat to lead: the other hand is exactly the unseen cards.
    A capote is sure when this seat holds enough trumps above the other's best to draw every
    trump of the other, and each of its plain cards tops every card of the other in its suit
    (strict duties: the other must follow, and cannot head)."""
    rules, view = k.rules, k.view
    if rules.in_play != 2 or view.stock_size or view.trick or view.to_act != k.seat:
        return False
    if len(k.unseen) != sum(view.hand_sizes) - len(k.hand):
        return False  # a card is out of sight elsewhere: not a sure count
    strength = k.strength
    for suit in SUITS:
        mine = [strength[c.index] for c in k.hand if c.suit is suit]
        theirs = [strength[c.index] for c in k.unseen if c.suit is suit]
        if not theirs:
            continue
        if suit is k.trump:
            if sum(1 for s in mine if s > max(theirs)) < len(theirs):
                return False
        elif mine and min(mine) < max(theirs):
            return False
    return True


def _running_total(k: _Knowledge) -> int:
    """The seat's side: carried total of the first deal, cards taken and marriages sung."""
    view, rules = k.view, k.rules
    side = rules.side_of(k.seat)
    carried = view.carried_totals[side] if side < len(view.carried_totals) else 0
    cards = sum(k.points[c.index] for s in k.partners for c in view.captured[s])
    sung = sum(d.points for d in view.declarations if d.seat in k.partners)
    bonus = rules.points_rule.last_trick if (not any(view.hand_sizes)
                                       and view.last_trick_winner in k.partners) else 0
    return carried + cards + sung + bonus


def _choose_declaration(k: _Knowledge, offers: Sequence[Action]) -> Action | None:
    """The declaration worth making now: a swap, a winning tute, the 40 before a 20, a true
    claim, a sure capote, the plate with a hand that promises 101; None when none is."""
    rules = k.rules
    swaps = [a for a in offers if a.kind is ActionKind.SWAP]
    if swaps:
        return swaps[0]
    by_kind: dict[DeclarationKind, list[Action]] = {}
    for a in offers:
        if a.kind is ActionKind.DECLARE and a.declaration is not None:
            by_kind.setdefault(a.declaration, []).append(a)
    tutes = by_kind.get(DeclarationKind.TUTE, [])
    if tutes and rules.tute_rule.ends_hand:
        return tutes[0]
    marriages = by_kind.get(DeclarationKind.MARRIAGE, [])
    if marriages:
        return max(marriages, key=lambda a: a.suit is k.trump)  # the 40 first
    claims = [a for a in offers if a.kind is ActionKind.CLAIM]
    if claims and _running_total(k) > 100:
        return claims[0]
    capotes = by_kind.get(DeclarationKind.CAPOTE, [])
    if capotes and _capote_is_sure(k):
        return capotes[0]
    plates = by_kind.get(DeclarationKind.PLATE, [])
    if plates and k.trump is not None and _estimate(k, k.trump, with_marriages=False) >= 115:
        return plates[0]
    return None


# -- basic: auction ------------------------------------------------------------------------------


def _marriage_points(k: _Knowledge, trump: Suit) -> int:
    rule = k.rules.marriages_rule
    if not rule.declarable:
        return 0
    return sum((40 if s is trump else 20) for s in SUITS if rule.held(k.hand, s))


def _estimate(k: _Knowledge, trump: Suit, *, with_marriages: bool = True) -> float:
    """The points this seat's side may expect with ``trump``: its share of the deck's points,
    corrected by this hand's card points and trumps against an average hand, and most of its
    marriages."""
    rules = k.rules
    dealt = [c for c in rules.deck_cards]
    deck_points = sum(k.points[c.index] for c in dealt)
    total = deck_points + rules.points_rule.last_trick
    in_play = rules.in_play
    side_size = 2 if rules.in_pairs else 1
    share = total * side_size / in_play
    hand_size = len(k.hand)
    average_points = deck_points * hand_size / max(1, len(dealt) - rules.unowned_cards)
    my_points = sum(k.points[c.index] for c in k.hand)
    trumps = [c for c in k.hand if c.suit is trump]
    top = sum(1 for c in trumps if k.strength[c.index] >= 9)  # the ace and the 3
    alone = side_size == 1
    weight = 1.2 if alone else 1.0
    estimate = share + weight * (my_points - average_points)
    estimate += 8.0 * (len(trumps) - hand_size / 4) + 4.0 * top
    if with_marriages:
        estimate += 0.75 * _marriage_points(k, trump)
    return estimate


def _suit_score(k: _Knowledge, suit: Suit) -> float:
    cards = [c for c in k.hand if c.suit is suit]
    return (10.0 * len(cards) + sum(k.points[c.index] + k.strength[c.index] for c in cards)
            + 0.5 * _marriage_points_in(k, suit))


def _marriage_points_in(k: _Knowledge, suit: Suit) -> int:
    rule = k.rules.marriages_rule
    return 40 if rule.declarable and rule.held(k.hand, suit) else 0


def _best_trump(k: _Knowledge) -> Suit:
    return max(SUITS, key=lambda s: (_suit_score(k, s), -SUITS.index(s)))


def _choose_bid(k: _Knowledge, legal: Sequence[Action]) -> Action:
    passes = [a for a in legal if a.kind is ActionKind.PASS]
    bids = sorted((a for a in legal if a.kind is ActionKind.BID and a.amount is not None),
                  key=lambda a: a.amount or 0)
    if not bids:
        return passes[0] if passes else legal[0]
    estimate = max(_estimate(k, s) for s in SUITS)
    lowest = bids[0]
    standing = [b for b in k.view.bids if b.kind is BidKind.BID]
    if standing and standing[-1].seat in k.partners and standing[-1].seat != k.seat:
        # the partner holds the auction: raise it only with a clearly better hand
        estimate -= 15.0
    if (lowest.amount or 0) <= estimate or not passes:
        return lowest
    return passes[0]


def _choose_naming(k: _Knowledge, legal: Sequence[Action]) -> Action:
    spares = [a for a in legal if a.kind is ActionKind.TAKE_SPARE]
    trump = _best_trump(k)
    if spares:
        # an unseen card for the weakest card outside the suit to be named: a good exchange
        outside = [a for a in spares if a.card is not None and a.card.suit is not trump]
        pool = outside or spares
        return min(pool, key=lambda a: (k.points[a.card.index] + k.strength[a.card.index]
                                        if a.card is not None else 0))
    return next(a for a in legal if a.kind is ActionKind.NAME_TRUMP and a.suit is trump)


# -- basic ---------------------------------------------------------------------------------------


def choose_basic(ruleset: Ruleset, view: SeatView, legal: Sequence[Action],
                 rng: random.Random) -> Action | None:
    """A club player's rules of thumb (docs/bots.md): bid from an estimate of the hand and
    name the strongest suit; swap the 7 (or the 2), sing the 40 before a 20, a winning tute,
    a sure capote, a true claim; take points when it is cheap, win with the lowest card that
    wins, keep trumps for tricks worth them, throw the lowest card when losing, load the
    partner's trick with points. Deterministic: ``rng`` is not drawn from."""
    if not legal:
        return None
    k = _Knowledge(ruleset, view, legal)
    if view.phase is HandPhase.AUCTION:
        return _choose_bid(k, legal)
    if view.phase is HandPhase.NAMING:
        return _choose_naming(k, legal)
    plays = [a for a in legal if a.kind is ActionKind.PLAY]
    others = [a for a in legal if a.kind is not ActionKind.PLAY]
    if others:
        declared = _choose_declaration(k, others)
        if declared is not None:
            return declared
    if not plays:
        return None if not must_act(legal) else legal[0]
    return _choose_play(k, plays)


# -- registry ------------------------------------------------------------------------------------

#: Player functions by level name; :func:`register_player` adds one.
PLAYERS: dict[str, Player] = {
    PlayerLevel.RANDOM.value: _random_player,
    PlayerLevel.BASIC.value: choose_basic,
}


def register_player(name: str, player: Player) -> None:
    """Make ``player`` known under ``name`` (to :func:`choose` and the arena)."""
    PLAYERS[name] = player


#: Players that decide from the seat's knowledge, by level name (tute.suggest adds
#: ``strong``); :func:`play_deal` gives them the record so far.
KNOWLEDGE_PLAYERS: dict[str, KnowledgePlayer] = {}


def register_knowledge_player(name: str, player: KnowledgePlayer) -> None:
    """Make ``player`` known under ``name`` to :func:`play_deal` and the arena."""
    KNOWLEDGE_PLAYERS[name] = player


def play_deal(state: HandState, levels: Sequence[str], rngs: Sequence[random.Random],
              record: Callable[[tuple[Action, ...]], HandRecord] | None = None, *,
              declined: Sequence[int] = ()) -> list[Action]:
    """Play ``state`` to the end of its deal with ``levels[seat]`` at each seat: the actions
    taken. Before each action every seat that is not to act and has declarations to make (a
    partner's marriage, a capote, a claim) is asked first, in playing order from the seat to
    act, and may decline; then the seat to act chooses among its own actions (a seat to act
    whose one action is the only one anybody has takes it unasked: a player may only answer
    it). A knowledge player (:data:`KNOWLEDGE_PLAYERS`) is given what its seat knows:
    ``record(())`` must be the hand's record up to ``state`` (needed for such a level); the seat
    reads it once, then each action as it is taken (:class:`tute.knowledge.KnowledgeReader`).
    ``declined``: the seats that have declined their declarations at this moment already (they
    are not asked again until something happens at the table)."""
    rules = state.rules
    passed: set[int] = set(declined)
    moment = (len(state.tricks), len(state.trick), len(state.declarations), state.phase)
    taken: list[Action] = []
    readers: dict[int, KnowledgeReader] = {}
    for seat, level in enumerate(levels):
        if level in KNOWLEDGE_PLAYERS:
            if record is None:
                raise ValueError(f"level {level} needs the record of the hand")
            readers[seat] = KnowledgeReader.of_record(record(()), seat)

    def ask(seat: int, offers: Sequence[Action], drawn: HandState) -> Action | None:
        reader = readers.get(seat)
        if reader is not None:
            return KNOWLEDGE_PLAYERS[levels[seat]](reader.knowledge(), offers, rngs[seat])
        return choose(levels[seat], rules, drawn.view(seat), offers, rngs[seat])

    while not state.is_terminal():
        legal = state.legal_actions()
        to_act = state.to_act()
        now = (len(state.tricks), len(state.trick), len(state.declarations), state.phase)
        if now != moment:
            passed.clear()
            moment = now
        if len(legal) == 1 and legal[0].seat == to_act and must_act(legal):
            _take(state, legal[0], taken, readers)  # forced, and nobody else may declare
            continue
        own: dict[int, list[Action]] = {}
        for action in legal:
            own.setdefault(action.seat, []).append(action)
        drawn = state.after_draw() if state.phase is HandPhase.PLAY else state
        chosen = None
        start = to_act if to_act is not None else 0
        for step in range(1, rules.players):
            seat = (start + step) % rules.players
            offers = own.get(seat)
            if not offers or seat in passed or seat == to_act:
                continue
            answer = ask(seat, offers, drawn)
            if answer is None:
                passed.add(seat)
                continue
            chosen = answer
            break
        if chosen is None:
            if to_act is None:
                raise RuntimeError("no seat to act in an unfinished hand")
            offers = own.get(to_act, [])
            chosen = ask(to_act, offers, drawn)
            if chosen is None:
                if must_act(offers):
                    raise RuntimeError(f"level {levels[to_act]} declined to act")
                raise RuntimeError("the seat to act has no action")
        _take(state, chosen, taken, readers)
    return taken


def _take(state: HandState, action: Action, taken: list[Action],
          readers: dict[int, KnowledgeReader]) -> None:
    state.apply(action)
    taken.append(action)
    for reader in readers.values():
        reader.read(action)


def choose(level: PlayerLevel | str, ruleset: Ruleset, view: SeatView,
           legal: Sequence[Action], rng: random.Random) -> Action | None:
    """The action of the player of ``level`` (a :class:`PlayerLevel` or a registered name)."""
    name = level.value if isinstance(level, PlayerLevel) else level
    player = PLAYERS.get(name)
    if player is None:
        raise KeyError(f"no player level {name!r}; known: {', '.join(sorted(PLAYERS))}")
    return player(ruleset, view, legal, rng)


__all__ = ["KNOWLEDGE_PLAYERS", "PLAYERS", "KnowledgePlayer", "Player", "PlayerLevel", "choose",
           "choose_basic", "choose_random", "must_act", "play_deal", "register_knowledge_player",
           "register_player"]
