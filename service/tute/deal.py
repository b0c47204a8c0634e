"""Deals: reproducible deals from a seed, and validation of an explicit deal.

The seeded deal is specified bit for bit so that any language can reproduce it (the same text,
with pseudocode and a worked example, is in ``docs/deal-algorithm.md``):

1. **Generator: SplitMix64.** The state is a 64-bit unsigned integer, initialised to the seed
   (``0 <= seed < 2**64``). Each output, all arithmetic modulo ``2**64``::

       state = state + 0x9E3779B97F4A7C15
       z = state
       z = (z XOR (z >> 30)) * 0xBF58476D1CE4E5B9
       z = (z XOR (z >> 27)) * 0x94D049BB133111EB
       output  z XOR (z >> 31)

2. **Bounded draw** ``below(n)`` for ``1 <= n <= 2**64``, uniform over ``0..n-1``: let
   ``limit = 2**64 - (2**64 mod n)``; take outputs until one, ``x``, has ``x < limit`` (outputs
   ``>= limit`` are rejected and discarded); return ``x mod n``. With a deck of 40 cards a
   rejection has probability below ``2**-58`` per draw, but it is part of the algorithm.

3. **Shuffle: Fisher-Yates, from the top index down.** Start from the ruleset's deck in the
   canonical order (``Ruleset.deck_cards``: suits O, C, E, B, each in ranks 1-7, 10, 11, 12;
   the 36-card deck leaves the 2s out). For ``i`` from ``len - 1`` down to ``1``: ``j =
   below(i + 1)``; swap the cards at ``i`` and ``j``.

4. **Dealing: one card at a time, from the front of the shuffled list.** Card ``k`` (from 0) of
   the first ``players * hand_size`` goes to seat ``(dealer + 1 + k) mod players``: the mano
   (the seat after the dealer) gets the first card and the dealer the last one (source 001:
   "tutte le carte vengono distribuite, una alla volta, inizialmente al giocatore a destra del
   dealer"). A hand lists its cards in the order received.

5. **The rest.** Stock games: the remaining cards are the stock in draw order (the first is
   drawn first) and the last of them is the turn-up, face up under the stock. ``trump_method``
   ``last_card_unowned``: the one remaining card is shown and belongs to nobody.
   ``dealer_last_card``: the last card dealt (the dealer's) shows trumps and stays in hand.
   ``declarer_names`` / ``first_marriage``: no card shows trumps.

The dealer defaults to seat 0 when not given (a fixed default, independent of the generator, so
a seed alone names one deal and the mano is seat 1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tute.cards import Card, Suit
from tute.errors import InvalidInputError, Problem
from tute.messages import Message, msg
from tute.play import card_problems, seat_problems
from tute.rulesets import Ruleset

SEED_LIMIT = 1 << 64
_MASK64 = SEED_LIMIT - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
DEFAULT_DEALER = 0


class SplitMix64:
    """The deal generator (see the module docstring). Mutable: one instance per deal."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        if not 0 <= seed < SEED_LIMIT:
            raise ValueError(f"a SplitMix64 seed is 0 <= seed < 2**64, not {seed}")
        self.state = seed

    def next(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + _GAMMA) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``0..bound-1``, rejecting the biased top of the output range."""
        if not 1 <= bound <= SEED_LIMIT:
            raise ValueError(f"bound must be 1..2**64, not {bound}")
        limit = SEED_LIMIT - SEED_LIMIT % bound
        while True:
            value = self.next()
            if value < limit:
                return value % bound


def shuffled_deck(ruleset: Ruleset, seed: int) -> tuple[Card, ...]:
    """The ruleset's deck after the seeded Fisher-Yates shuffle, top (first dealt) first."""
    rng = SplitMix64(seed)
    cards = list(ruleset.deck_cards)
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return tuple(cards)


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards of one hand before any play.

    ``hands`` is indexed by seat, each hand in the order its cards were dealt. ``stock`` is in
    draw order; in turn-up games its last card is the turn-up. ``turn_up`` is the card that
    shows trumps, wherever it lies (the stock's last card, the dealer's last card, or the
    unowned card); ``unowned`` holds the cards that belong to nobody. ``first_to_act`` is the
    mano, the seat after the dealer: it bids first in an auction and leads the first trick.
    """

    seed: int | None
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    turn_up: Card | None
    unowned: tuple[Card, ...]
    trump: Suit | None
    first_to_act: int

    def as_json(self) -> dict[str, object]:
        """The deal in the request/response vocabulary (card codes, suit letters)."""
        return {
            "seed": self.seed,
            "dealer": self.dealer,
            "first_to_act": self.first_to_act,
            "hands": [[c.code for c in hand] for hand in self.hands],
            "stock": [c.code for c in self.stock],
            "turn_up": self.turn_up.code if self.turn_up else None,
            "unowned": [c.code for c in self.unowned],
            "trump": self.trump.letter if self.trump else None,
        }


def deal_from_seed(ruleset: Ruleset, seed: int, dealer: int | None = None) -> Deal:
    """The deal the documented algorithm gives for ``seed``; ``dealer`` defaults to seat 0."""
    problems: list[Problem] = []
    if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
        # Translators: keep "{seed!r}" as it is: the value given, as Python writes it
        problems.append(Problem("SEED_OUT_OF_RANGE", "/seed", msg(
            "the seed must be an integer 0 <= seed < 2**64, not {seed!r}", seed=seed)))
    seat = DEFAULT_DEALER if dealer is None else dealer
    problems += seat_problems(ruleset, "/dealer", seat)
    if problems:
        raise InvalidInputError(problems)

    cards = shuffled_deck(ruleset, seed)
    players = ruleset.players
    # one card at a time from the mano, round the seats that play (a dealer who sits out
    # gets none)
    order = [ruleset.seat_after(seat, i + 1, seat) for i in range(ruleset.in_play)]
    dealt = ruleset.in_play * ruleset.hand_size
    hands: list[list[Card]] = [[] for _ in range(players)]
    for k in range(dealt):
        hands[order[k % len(order)]].append(cards[k])
    rest = cards[dealt:]
    stock = rest if ruleset.stock else ()
    unowned = () if ruleset.stock else rest
    shown = ruleset.trumps.card_showing(seat, hands, stock, unowned)
    return Deal(
        seed=seed,
        dealer=seat,
        hands=tuple(tuple(hand) for hand in hands),
        stock=stock,
        turn_up=shown,
        unowned=unowned,
        trump=shown.suit if shown is not None else None,
        first_to_act=(seat + 1) % players,
    )


def deal_from_cards(
    ruleset: Ruleset,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card] = (),
    turn_up: Card | None = None,
    unowned: Sequence[Card] = (),
) -> Deal:
    """Validate an explicit deal and return it; raise :class:`InvalidInputError` listing every
    problem (pointers ``/dealer``, ``/hands/1/3``, ``/stock/5``, ``/unowned/0``, ``/turn_up``).

    ``turn_up`` may be left out when the deal implies it: the stock's last card (turn-up games),
    the unowned card (``last_card_unowned``) or the last card listed in the dealer's hand
    (``dealer_last_card``). When given it must be that card (for ``dealer_last_card``: any card
    of the dealer's hand). Games whose trumps are named or set by a marriage have no turn-up.
    """
    problems = seat_problems(ruleset, "/dealer", dealer)
    problems += _shape_problems(ruleset, dealer, hands, stock, unowned)
    problems += _census_problems(ruleset, hands, stock, unowned, turn_up)
    shown, turn_up_problems = _turn_up_check(ruleset, dealer, hands, stock, unowned, turn_up)
    problems += turn_up_problems
    if problems:
        raise InvalidInputError(problems)
    return Deal(
        seed=None,
        dealer=dealer,
        hands=tuple(tuple(hand) for hand in hands),
        stock=tuple(stock),
        turn_up=shown,
        unowned=tuple(unowned),
        trump=shown.suit if shown is not None else None,
        first_to_act=(dealer + 1) % ruleset.players,
    )


def _shape_problems(
    ruleset: Ruleset,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card],
    unowned: Sequence[Card],
) -> list[Problem]:
    problems: list[Problem] = []
    if len(hands) != ruleset.players:
        problems.append(Problem("WRONG_HAND_COUNT", "/hands", msg(
            "{ruleset} deals {expected} hands, not {got}",
            ruleset=ruleset.id, expected=ruleset.players, got=len(hands))))
    for seat, hand in enumerate(hands):
        if ruleset.dealer_sits_out and seat == dealer:
            if hand:
                problems.append(Problem("WRONG_HAND_SIZE", f"/hands/{seat}", msg(
                    "the dealer, seat {seat}, sits out: his hand is empty, not {count} cards",
                    seat=seat, count=len(hand))))
        elif len(hand) != ruleset.hand_size:
            # Translators: {expected} is the ruleset's hand size, {got} the cards in hand {seat}
            problems.append(Problem("WRONG_HAND_SIZE", f"/hands/{seat}", msg(
                "each hand holds {expected} cards; hand {seat} holds {got}",
                expected=ruleset.hand_size, seat=seat, got=len(hand))))
    if len(stock) != ruleset.initial_stock_size:
        # Translators: {count} is the cards a stock holds after the deal
        expected = (msg("{count} cards, turn-up included", count=ruleset.initial_stock_size)
                    if ruleset.stock else msg("no cards: the game has no stock"))
        # Translators: {expected} is "<n> cards, turn-up included" or "no cards: the game has
        # no stock" (translated apart); {got} is the number of stock cards given
        problems.append(Problem("WRONG_STOCK_SIZE", "/stock", msg(
            "the stock holds {expected}; got {got}", expected=expected, got=len(stock))))
    if len(unowned) != ruleset.unowned_cards:
        # Translators: {expected} cards belong to nobody; {got} is how many the deal gave
        problems.append(Problem("WRONG_UNOWNED_COUNT", "/unowned", msg(
            "{expected} card(s) belong to nobody in {ruleset}; got {got}",
            expected=ruleset.unowned_cards, ruleset=ruleset.id, got=len(unowned))))
    return problems


def _census_problems(
    ruleset: Ruleset,
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card],
    unowned: Sequence[Card],
    turn_up: Card | None,
) -> list[Problem]:
    """Cards outside the deck, cards in two places, and deck cards in no place."""
    places: list[tuple[str, Sequence[Card]]] = [
        (f"/hands/{seat}/{{}}", hand) for seat, hand in enumerate(hands)]
    places += [("/stock/{}", stock), ("/unowned/{}", unowned)]
    problems = card_problems(ruleset, places)
    if turn_up is not None:
        problems += [p for p in card_problems(ruleset, [("/turn_up", (turn_up,))])
                     if p.code == "CARD_NOT_IN_DECK"]
    placed = {c for _, cards in places for c in cards}
    problems += [Problem("MISSING_CARD", "", _missing(ruleset, card))
                 for card in ruleset.deck_cards if card not in placed]
    return problems


def _missing(ruleset: Ruleset, card: Card) -> Message:
    """Why ``card`` is missing: it is in no place the game has (a stock game has no unowned
    card)."""
    if ruleset.stock:
        return msg("{card} is in no hand, nor in the stock", card=card)
    if ruleset.unowned_cards:
        return msg("{card} is in no hand, nor unowned", card=card)
    return msg("{card} is in no hand", card=card)


def _turn_up_check(
    ruleset: Ruleset,
    dealer: int,
    hands: Sequence[Sequence[Card]],
    stock: Sequence[Card],
    unowned: Sequence[Card],
    turn_up: Card | None,
) -> tuple[Card | None, list[Problem]]:
    """The card showing trumps, and why a given ``turn_up`` contradicts the trump method."""
    trumps = ruleset.trumps
    expected = trumps.card_showing(dealer, hands, stock, unowned)
    if turn_up is None:
        return expected, []
    if not trumps.fixed_at_deal:
        # Translators: {how} is "named by the auction winner" or "set by the first marriage"
        return None, [Problem("TURN_UP_NOT_ALLOWED", "/turn_up", msg(
            "no card shows trumps in {ruleset}: trumps are {how}",
            ruleset=ruleset.id, how=trumps.how_named()))]
    if trumps.kept_by_dealer:
        # An out-of-range dealer is reported at /dealer; there is no hand to check then.
        known_dealer = type(dealer) is int and 0 <= dealer < len(hands)
        if known_dealer and turn_up not in hands[dealer]:
            return None, [Problem("TURN_UP_MISMATCH", "/turn_up", msg(
                "the turn-up is the dealer's last card: {card} is not in the hand of seat "
                "{seat}", card=turn_up, seat=dealer))]
        return turn_up, []
    if expected is not None and turn_up != expected:
        # Translators: {where} is "the last card of the stock" or "the unowned card"; {expected}
        # is the card lying there and {got} the card given as the turn-up
        return None, [Problem("TURN_UP_MISMATCH", "/turn_up", msg(
            "the turn-up is {where}, {expected}, not {got}",
            where=trumps.where_shown(), expected=expected, got=turn_up))]
    return turn_up, []
