"""Engine benchmark: legal-play computations and trick resolutions per second, on one core.

Run from the repository root:

    .venv/bin/python bench/bench_engine.py            # defaults: 20,000 positions, best of 5
    .venv/bin/python bench/bench_engine.py --json     # one JSON object, for scripts

Legal plays: random 10-card hands in the strict phase of tute-parejas (a random trump and a
random partial trick of 0-3 cards in playing order), each judged with ``judge_plays`` with the
impossible-position check on, as the HTTP service calls it. Tricks: random complete 4-card
tricks resolved with ``resolve_trick`` (check on). Rulesets: ``find_ruleset`` with two
overrides, as a request with overrides asks for it, against the same lookup without. The
baseline, measured in the same run over the same hands, is ``sorted()`` of each hand by card
index: a figure for "what one Python call per hand costs on this machine", so the engine's
rate is also given as a ratio that travels between machines better than the absolute number.

Reference: ``bitset_reference.legal_mask`` (a plain bit-set implementation of the strict full
duty, in this directory) over the same positions, each given as it needs it, made beforehand
as the engine's ``PlayPosition`` is: the hand as a bit set, the trick's card indices, the trump
suit's number. Before timing, every position's legal plays are checked to agree with it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
# The paths above make the engine (and the reference beside this script) importable from a
# plain checkout, without installing it.
from bitset_reference import legal_mask
from engine_build import BUILD  # first: TUTE_ENGINE_BUILD=compiled imports the compiled engine
from tute import (
    DECK,
    SUITS,
    Card,
    PlayPosition,
    Suit,
    TrickCard,
    find_ruleset,
    judge_plays,
    resolve_trick,
)

# the reference's inputs for one position: hand bits, trick card indices, trump suit number
Prepared = tuple[int, tuple[int, ...], int | None]

TARGET_LEGAL_PER_SECOND = 50_000
TARGET_VS_REFERENCE = 0.5  # issue 15: legal-play computations >= 0.5 x the bit-set reference


def _positions(count: int, seed: int) -> list[PlayPosition]:
    rng = random.Random(seed)
    positions = []
    for _ in range(count):
        deck = list(DECK)
        rng.shuffle(deck)
        seat = rng.randrange(4)
        length = rng.randrange(4)
        trick = tuple(TrickCard((seat - length + i) % 4, deck[10 + i]) for i in range(length))
        positions.append(PlayPosition(rng.choice(SUITS), seat, tuple(deck[:10]), trick))
    return positions


def _tricks(count: int, seed: int) -> list[tuple[Suit, tuple[TrickCard, ...]]]:
    rng = random.Random(seed + 1)
    tricks = []
    for _ in range(count):
        cards = rng.sample(DECK, 4)
        leader = rng.randrange(4)
        trick = tuple(TrickCard((leader + i) % 4, card) for i, card in enumerate(cards))
        tricks.append((rng.choice(SUITS), trick))
    return tricks


def _prepared(positions: Sequence[PlayPosition]) -> list[Prepared]:
    """The positions as the reference takes them (its own conversion, made before timing)."""
    return [(sum(1 << c.index for c in p.hand), tuple(t.card.index for t in p.trick),
             None if p.trump is None else SUITS.index(p.trump)) for p in positions]


def _check_agreement(ruleset_id: str, positions: Sequence[PlayPosition],
                     prepared: Sequence[Prepared]) -> None:
    """The engine and the reference must give the same legal plays for every position."""
    ruleset = find_ruleset(ruleset_id)
    for position, (hand, trick, trump) in zip(positions, prepared, strict=True):
        engine = sum(1 << c.index for c in judge_plays(ruleset, position).legal)
        if engine != legal_mask(hand, trick, trump, ruleset.strength):
            raise AssertionError(f"engine and reference disagree on {position}")


def _best_rate(work: Callable[[], int], repeat: int) -> float:
    """Operations per second of the fastest of ``repeat`` runs (the least disturbed one)."""
    best = float("inf")
    operations = 0
    for _ in range(repeat):
        start = time.perf_counter()
        operations = work()
        best = min(best, time.perf_counter() - start)
    return operations / best


def measure(count: int, repeat: int, seed: int) -> dict[str, float]:
    ruleset = find_ruleset("tute-parejas")
    positions = _positions(count, seed)
    tricks = _tricks(count, seed)
    hands = [p.hand for p in positions]
    prepared = _prepared(positions)
    strength = ruleset.strength
    _check_agreement("tute-parejas", positions, prepared)

    def legal() -> int:
        for position in positions:
            judge_plays(ruleset, position)
        return len(positions)

    def reference() -> int:
        for hand, trick, trump in prepared:
            legal_mask(hand, trick, trump, strength)
        return len(prepared)

    def resolve() -> int:
        for trump, trick in tricks:
            resolve_trick(ruleset, trump, trick)
        return len(tricks)

    def baseline() -> int:
        for hand in hands:
            sorted(hand, key=_index)
        return len(hands)

    def plain_lookups() -> int:
        for _ in range(count):
            find_ruleset("tute-parejas")
        return count

    def override_lookups() -> int:
        for _ in range(count):
            find_ruleset("tute-parejas", {"head_led_suit": "always", "tie": "draw"})
        return count

    legal()  # warm up caches and the interpreter's specialisation
    reference()
    base_rate = _best_rate(baseline, repeat)
    # the engine and the reference alternate, run by run, so both see the same machine
    legal_rate = reference_rate = 0.0
    for _ in range(repeat):
        legal_rate = max(legal_rate, _best_rate(legal, 1))
        reference_rate = max(reference_rate, _best_rate(reference, 1))
    trick_rate = _best_rate(resolve, repeat)
    plain_rate = _best_rate(plain_lookups, repeat)
    override_rate = _best_rate(override_lookups, repeat)
    return {
        "ruleset_lookups_per_second": plain_rate,
        "ruleset_lookups_with_two_overrides_per_second": override_rate,
        "two_overrides_vs_none": override_rate / plain_rate,
        "two_overrides_vs_baseline": override_rate / base_rate,
        "legal_plays_per_second": legal_rate,
        "reference_legal_masks_per_second": reference_rate,
        "legal_plays_vs_reference": legal_rate / reference_rate,
        "trick_resolutions_per_second": trick_rate,
        "baseline_sorted_hands_per_second": base_rate,
        "legal_plays_vs_baseline": legal_rate / base_rate,
        "trick_resolutions_vs_baseline": trick_rate / base_rate,
        "positions": count,
        "repeat": repeat,
    }


def _index(card: Card) -> int:
    return card.index


def _pin_to_one_core() -> str:
    """Run on one core, so the figure does not depend on the scheduler moving us around."""
    if hasattr(os, "sched_setaffinity"):
        core = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {core})
        return f"pinned to core {core}"
    return "not pinned (no sched_setaffinity here)"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--positions", type=int, default=20_000, help="positions per run")
    parser.add_argument("--repeat", type=int, default=5, help="runs; the fastest counts")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)

    pinned = _pin_to_one_core()
    figures = measure(args.positions, args.repeat, args.seed)
    figures["meets_target"] = figures["legal_plays_per_second"] >= TARGET_LEGAL_PER_SECOND
    figures["meets_reference_target"] = (
        figures["legal_plays_vs_reference"] >= TARGET_VS_REFERENCE)
    if args.json:
        print(json.dumps({**figures, "python": sys.version.split()[0], "cpu": pinned,
                          "build": BUILD}))
        return 0
    print(f"engine build: {BUILD}")
    print(f"Python {sys.version.split()[0]}, {pinned}, {args.positions} positions, "
          f"best of {args.repeat}")
    print(f"legal plays (judge_plays, check on): {figures['legal_plays_per_second']:>10,.0f}/s"
          f"  = {figures['legal_plays_vs_baseline']:.3f} x baseline"
          f"  (target {TARGET_LEGAL_PER_SECOND:,}/s: "
          f"{'met' if figures['meets_target'] else 'MISSED'})")
    print(f"bit-set reference (legal_mask):      "
          f"{figures['reference_legal_masks_per_second']:>10,.0f}/s"
          f"  engine / reference = {figures['legal_plays_vs_reference']:.3f}"
          f"  (target {TARGET_VS_REFERENCE}: "
          f"{'met' if figures['meets_reference_target'] else 'MISSED'})")
    print(f"trick resolutions (check on):        "
          f"{figures['trick_resolutions_per_second']:>10,.0f}/s"
          f"  = {figures['trick_resolutions_vs_baseline']:.3f} x baseline")
    print(f"find_ruleset, two overrides:         "
          f"{figures['ruleset_lookups_with_two_overrides_per_second']:>10,.0f}/s"
          f"  = {figures['two_overrides_vs_baseline']:.3f} x baseline"
          f"  ({figures['two_overrides_vs_none']:.3f} x a lookup without overrides)")
    print(f"baseline (sorted() of each hand):    "
          f"{figures['baseline_sorted_hands_per_second']:>10,.0f}/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
