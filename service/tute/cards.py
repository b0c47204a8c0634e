"""Suits, ranks and cards of the Spanish deck, and their codes.

A card code is the rank followed by the suit letter: ``1O`` (as de oros), ``12B`` (rey de
bastos), ``10C`` (sota de copas). Codes are **upper case only**: ``12b`` is rejected with a
message that names the upper-case form, so every client writes the same code for the same card
(the API publishes this as a pattern).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Final

from tute.errors import CardCodeError


class Suit(Enum):
    """A palo; the value is its letter in card codes."""

    OROS = "O"
    COPAS = "C"
    ESPADAS = "E"
    BASTOS = "B"

    _value_: str
    #: The suit's cards as a bit set over ``Card.index`` (a block of ten bits; set below).
    bits: int
    #: ``Card.index`` of the suit's first card (its place in :data:`SUITS` times ten; set below).
    offset: int

    @property
    def letter(self) -> str:
        return self._value_

    @classmethod
    def parse(cls, letter: object) -> Suit:
        if not isinstance(letter, str):
            raise CardCodeError(letter, "a suit is one of the letters O, C, E, B")
        try:
            return _SUIT_BY_LETTER[letter]
        except KeyError:
            hint = " (suit letters are upper case)" if letter.upper() in _SUIT_BY_LETTER else ""
            raise CardCodeError(letter, f"a suit is one of the letters O, C, E, B{hint}") from None


SUITS: Final[tuple[Suit, ...]] = (Suit.OROS, Suit.COPAS, Suit.ESPADAS, Suit.BASTOS)
_SUIT_BY_LETTER: Final = {suit.value: suit for suit in SUITS}

#: Every rank of the 40-card Baraja Española (no 8 or 9).
RANKS: Final[tuple[int, ...]] = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)

#: Each suit's cards as a bit set: bit ``Card.index`` stands for a card, ten bits a suit.
SUIT_BITS: Final[tuple[int, ...]] = tuple(((1 << len(RANKS)) - 1) << (s * len(RANKS))
                                   for s in range(len(SUITS)))
for _place, (_suit, _bits) in enumerate(zip(SUITS, SUIT_BITS, strict=True)):
    _suit.bits = _bits  # a plain attribute: read on every duty check, no lookup
    _suit.offset = _place * len(RANKS)

_OROS: Final = Suit.OROS
_COPAS: Final = Suit.COPAS
_ESPADAS: Final = Suit.ESPADAS
_BASTOS: Final = Suit.BASTOS
_OROS_BITS: Final = SUIT_BITS[0]
_COPAS_BITS: Final = SUIT_BITS[1]
_ESPADAS_BITS: Final = SUIT_BITS[2]
_BASTOS_BITS: Final = SUIT_BITS[3]


def suit_bits_of(suit: Suit) -> int:
    """``suit.bits`` (its cards as a bit set, :data:`SUIT_BITS`), found by identity: a compiled
    caller reads an enum member's attribute as a dictionary lookup, where four identity tests
    and a C variable cost a fraction of it."""
    if suit is _OROS:
        return _OROS_BITS
    if suit is _COPAS:
        return _COPAS_BITS
    if suit is _ESPADAS:
        return _ESPADAS_BITS
    return _BASTOS_BITS if suit is _BASTOS else suit.bits


def suit_index_of(suit: Suit) -> int:
    """The suit's place in :data:`SUITS` (``suit.offset // 10``, its block of a bit set), found
    by identity as :func:`suit_bits_of` finds its bits."""
    if suit is _OROS:
        return 0
    if suit is _COPAS:
        return 1
    if suit is _ESPADAS:
        return 2
    return 3 if suit is _BASTOS else suit.offset // 10


SEVEN: Final = 7
TWO: Final = 2
SOTA: Final = 10
CABALLO: Final = 11
REY: Final = 12


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card. Use :func:`parse_card`, :func:`card` or :data:`DECK`; never build new ones.

    There is exactly one object per card, so equality and hashing are identity (the fastest
    comparison Python has: legality checks compare cards in tight loops). ``index`` (0..39) is
    a dense key for per-ruleset lookup tables; ``bit`` (``1 << index``) is the card as a bit set,
    and ``suit_bits`` its suit's (hands, tricks and suits are integer bit sets where legality
    and tricks are decided).
    """

    rank: int
    suit: Suit
    index: int
    bit: int = field(init=False, repr=False)
    suit_bits: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "bit", 1 << self.index)
        object.__setattr__(self, "suit_bits", self.suit.bits)

    def __reduce__(self) -> tuple[object, tuple[str]]:
        # Unpickling and copying return the one object of that card, keeping identity equality.
        return (parse_card, (self.code,))

    @property
    def code(self) -> str:
        # Looked up, not formatted: answers list many cards and this runs for each.
        return _CODES[self.index]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"


#: The 40 cards, suit by suit in the order O, C, E, B, each suit in RANKS order.
DECK: Final[tuple[Card, ...]] = tuple(
    Card(rank, suit, s * len(RANKS) + r)
    for s, suit in enumerate(SUITS)
    for r, rank in enumerate(RANKS)
)
_CODES: Final[tuple[str, ...]] = tuple(f"{c.rank}{c.suit.value}" for c in DECK)
#: For each rank number (0..12), its place in RANKS (-1: not a rank of the deck).
_RANK_PLACE: Final[tuple[int, ...]] = tuple(RANKS.index(r) if r in RANKS else -1 for r in range(13))
#: For each rank number (0..12), its four cards as a bit set (0 for a number that is no rank:
#: 0, 8, 9); tutes, marriages and swaps are read from a hand's bit set with these.
RANK_BITS: Final[tuple[int, ...]] = tuple(
    sum(c.bit for c in DECK if c.rank == rank) for rank in range(REY + 1))
_CARD_BY_CODE: Final = {card.code: card for card in DECK}


def card(rank: int, suit: Suit) -> Card:
    """The card of that rank and suit."""
    place = _RANK_PLACE[rank] if 0 <= rank < len(_RANK_PLACE) else -1
    if place < 0:
        raise CardCodeError(f"{rank}{suit.value}", f"rank {rank} is not in the Spanish deck")
    return DECK[suit.offset + place]


def parse_card(code: object) -> Card:
    """Parse a card code such as ``12B``; raise :class:`CardCodeError` naming the bad input."""
    if not isinstance(code, str):
        raise CardCodeError(code, f"a card code is a string, not {type(code).__name__}")
    found = _CARD_BY_CODE.get(code)
    if found is not None:
        return found
    if not code:
        raise CardCodeError(code, "empty string")
    if code.upper() in _CARD_BY_CODE:
        raise CardCodeError(code, f"card codes are upper case: {code.upper()!r}")
    rank_part, suit_part = code[:-1], code[-1]
    if suit_part not in _SUIT_BY_LETTER:
        raise CardCodeError(code, f"suit {suit_part!r} is not one of O, C, E, B")
    # isascii first: str.isdigit accepts "²", which int() then rejects with a bare ValueError.
    if not (rank_part.isascii() and rank_part.isdigit()) or str(int(rank_part)) != rank_part:
        raise CardCodeError(code, f"rank {rank_part!r} is not a number")
    raise CardCodeError(code, f"rank {rank_part} is not one of 1-7, 10, 11, 12")


def parse_cards(codes: object) -> tuple[Card, ...]:
    """Parse a list of card codes."""
    if not isinstance(codes, list | tuple):
        raise CardCodeError(codes, "expected a list of card codes")
    return tuple(parse_card(code) for code in codes)


@dataclass(frozen=True, slots=True)
class TrickCard:
    """A card on the table and the seat that played it."""

    seat: int
    card: Card

    def __init__(self, seat: int, card: Card) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
