"""Whole-hand adjudications per second, on one core.

Pre-generates random legal hand records (``random_record`` over seeded deals) for tute-dos and
tute-parejas, then times ``adjudicate`` over all of them. A same-run baseline times a plain
loop over the same records that only copies the hands and walks the actions, taking each
played card out of play: the figure to compare between machines is the ratio (adjudication
rate / baseline rate), since absolute speed varies with the machine and its load.

Usage: ``.venv/bin/python bench/bench_hands.py [--hands 2000] [--repeat 5] [--json]``.
The process is pinned to one CPU where the OS allows it; the best of ``--repeat`` runs counts.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

# Run from a checkout without installing: the engine lives in service/.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "service"))

from tute import HandRecord, adjudicate, deal_from_seed, find_ruleset, random_record

RULESETS = ("tute-dos", "tute-parejas")
TARGET = 5000  # hands per second, per ruleset


def records(ruleset_id: str, count: int) -> list[HandRecord]:
    rules = find_ruleset(ruleset_id)
    return [random_record(rules, deal_from_seed(rules, seed), seed) for seed in range(count)]


def baseline(batch: Sequence[HandRecord]) -> None:
    """The least any replay must do: copy the hands and the stock, walk the actions and take
    each played card out of play."""
    for record in batch:
        hands = [list(hand) for hand in record.deal.hands]
        in_play = {card for hand in hands for card in hand} | set(record.deal.stock)
        for action in record.actions:
            if action.kind == "play" and action.card is not None:
                in_play.remove(action.card)


def adjudicate_all(batch: Sequence[HandRecord]) -> None:
    for record in batch:
        result = adjudicate(record)
        if not result.legal:
            raise AssertionError(f"a random record was refused: {result.error}")


def best_time(run: Callable[[Sequence[HandRecord]], None], batch: Sequence[HandRecord],
              repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run(batch)
        best = min(best, time.perf_counter() - start)
    return best


def pin_to_one_core() -> str:
    if hasattr(os, "sched_setaffinity"):
        cpu = min(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cpu})
        return f"pinned to CPU {cpu}"
    return "not pinned (no sched_setaffinity)"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="records per ruleset")
    parser.add_argument("--repeat", type=int, default=5, help="timed runs; the best counts")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)

    pinning = pin_to_one_core()
    figures = []
    for ruleset_id in RULESETS:
        batch = records(ruleset_id, args.hands)
        actions = sum(len(r.actions) for r in batch)
        engine = best_time(adjudicate_all, batch, args.repeat)
        floor = best_time(baseline, batch, args.repeat)
        figures.append({
            "ruleset": ruleset_id,
            "hands": len(batch),
            "actions_per_hand": round(actions / len(batch), 1),
            "hands_per_second": round(len(batch) / engine),
            "baseline_hands_per_second": round(len(batch) / floor),
            # engine rate / baseline rate, as in the rest of bench/README.md
            "vs_baseline": round(floor / engine, 4),
            "meets_target": len(batch) / engine >= TARGET,
        })
    if args.json:
        print(json.dumps({"python": platform.python_version(), "cpu": pinning,
                          "target_hands_per_second": TARGET, "results": figures}, indent=2))
    else:
        print(f"Python {platform.python_version()}, {pinning}, best of {args.repeat}")
        for f in figures:
            print(f"{f['ruleset']:>13}: {f['hands_per_second']:>6} hands/s "
                  f"({f['actions_per_hand']} actions a hand); baseline "
                  f"{f['baseline_hands_per_second']} hands/s (ratio {f['vs_baseline']}); "
                  f"target {TARGET}: "
                  f"{'met' if f['meets_target'] else 'MISSED'}")
    return 0 if all(f["meets_target"] for f in figures) else 1


if __name__ == "__main__":
    raise SystemExit(main())
