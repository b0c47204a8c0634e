"""A plain bit-set reference for legal plays, to measure the engine against (bench_engine.py).

The strict "full" duty only: follow suit; head the best card of the led suit unless a plain
lead has been trumped; void, trump; a trump on the table, overtrump it if you can (otherwise any
card: no undertrump, no partner exemption). A hand is a bit set over card indices (bit ``i`` is
``DECK[i]``; suits are blocks of ten: oros, copas, espadas, bastos); the trick is its card
indices in playing order, the trump a suit number 0-3, ``strength`` a rank for each index (higher
wins). Written the way one would write it first: no tables beyond the suit masks.
"""

from __future__ import annotations

from collections.abc import Sequence

SUIT_MASKS = tuple(0x3FF << (10 * suit) for suit in range(4))


def legal_mask(hand: int, trick: Sequence[int], trump: int | None,
               strength: Sequence[int]) -> int:
    """The cards of ``hand`` that may be played to ``trick``, as a bit set."""
    if not trick:
        return hand
    led = trick[0] // 10
    follow = hand & SUIT_MASKS[led]
    if follow:
        if trump is not None and led != trump and any(i // 10 == trump for i in trick):
            return follow  # trumped: following is enough
        best = max(strength[i] for i in trick if i // 10 == led)
        return stronger(follow, best, strength) or follow
    if trump is None:
        return hand
    trumps = hand & SUIT_MASKS[trump]
    if not trumps:
        return hand
    on_table = [strength[i] for i in trick if i // 10 == trump]
    if not on_table:
        return trumps
    return stronger(trumps, max(on_table), strength) or hand


def stronger(cards: int, best: int, strength: Sequence[int]) -> int:
    """The cards of ``cards`` whose strength beats ``best``."""
    found = 0
    while cards:
        low = cards & -cards
        if strength[low.bit_length() - 1] > best:
            found |= low
        cards ^= low
    return found
