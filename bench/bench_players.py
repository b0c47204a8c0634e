"""Players benchmark: the time one decision of each level takes, per ruleset, on one core.

Run from the repository root:

    .venv/bin/python bench/bench_players.py                 # 40 hands a table, every ruleset
    .venv/bin/python bench/bench_players.py --hands 10 --json
    TUTE_ENGINE_BUILD=compiled .venv/bin/python bench/bench_players.py

The decisions are collected first (not timed): whole hands of every named ruleset at every
seat count, ``basic`` against ``random``, and at each step the view and the legal actions of
every seat that has actions, as the arena asks them. Then each decision is timed alone
(``time.perf_counter_ns`` around one call) for each level, and the percentiles are reported.
What is timed is the player's own work, not ``legal_actions`` nor the view, which the caller
has already (the strong level's playouts call ``basic`` on states they build themselves).
Target (issue 26): ``basic`` at most 2 ms at the 95th percentile.

``strong`` decides from the seat's knowledge, so it is timed apart (``--strong N``, 0 to
leave it out): N decisions of the seat to act a table, at moments spread over random hands,
each one call of :func:`tute.suggest.suggest` at the default effort (knowledge built before
timing). Target: at most 100 ms at the 95th percentile, compiled build, one core;
``--clock cpu`` times strong by the process's CPU time, which leaves out a shared machine's
other jobs (the elapsed time under load is several times longer).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_build import BUILD  # first: TUTE_ENGINE_BUILD=compiled imports the compiled engine
from tute import Action, HandPhase, HandState, Ruleset, SeatView, deal_from_seed, find_ruleset
from tute.hand import random_record, replay_legal
from tute.knowledge import SeatKnowledge
from tute.players import PlayerLevel, choose
from tute.rulesets import named_rulesets
from tute.suggest import suggest

TARGET_BASIC_P95_MS = 2.0
TARGET_STRONG_P95_MS = 100.0
#: the levels that decide from the view alone
VIEW_LEVELS = (PlayerLevel.RANDOM, PlayerLevel.BASIC)

Decision = tuple[Ruleset, SeatView, list[Action]]


def tables() -> list[Ruleset]:
    found = []
    for base in named_rulesets():
        for players in base.player_options:
            found.append(base if players == base.players
                         else find_ruleset(base.id, {"players": players}))
    return found


def decisions(rules: Ruleset, hands: int, seed: int) -> list[Decision]:
    found: list[Decision] = []
    rng = random.Random(seed)
    for hand in range(hands):
        state = HandState(rules, deal_from_seed(rules, rng.getrandbits(53)))
        while not state.is_terminal():
            legal = state.legal_actions()
            drawn = state.after_draw() if state.phase is HandPhase.PLAY else state
            for seat in sorted({a.seat for a in legal}):
                found.append((rules, drawn.view(seat), [a for a in legal if a.seat == seat]))
            to_act = state.to_act()
            assert to_act is not None
            level = PlayerLevel.BASIC if (hand + to_act) % 2 else PlayerLevel.RANDOM
            action = choose(level, rules, drawn.view(to_act),
                            [a for a in legal if a.seat == to_act], rng)
            assert action is not None
            state.apply(action)
    return found


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def time_level(level: PlayerLevel, found: list[Decision]) -> list[float]:
    """Milliseconds of each decision."""
    rng = random.Random(0)
    times = []
    for rules, view, legal in found:
        start = time.perf_counter_ns()
        choose(level, rules, view, legal, rng)
        times.append((time.perf_counter_ns() - start) / 1e6)
    return times


def strong_knowledges(rules: Ruleset, count: int, seed: int) -> list[SeatKnowledge]:
    """``count`` knowledges of the seat to act, at spread-out moments of random hands."""
    found: list[SeatKnowledge] = []
    hand = 0
    while len(found) < count and hand < 10 * count:
        record = random_record(rules, deal_from_seed(rules, seed + hand), seed + hand)
        cut = len(record.actions) * (hand % 7 + 1) // 8
        state, second = replay_legal(record, cut)
        seat = state.to_act()
        if second is None and seat is not None:
            found.append(SeatKnowledge.from_record(record, seat, cut))
        hand += 1
    return found


def time_strong(found: list[SeatKnowledge], clock: str = "wall") -> list[float]:
    """Milliseconds of each decision: elapsed (``wall``) or this process's CPU time
    (``cpu``: what one quiet core would take, on a machine whose other jobs share it)."""
    now = time.process_time_ns if clock == "cpu" else time.perf_counter_ns
    times = []
    for index, knowledge in enumerate(found):
        start = now()
        suggest(knowledge, PlayerLevel.STRONG, index)
        times.append((now() - start) / 1e6)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=40, help="hands a table (default 40)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--strong", type=int, default=10,
                        help="strong decisions a table (default 10; 0 leaves strong out)")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="strong: elapsed time, or the process's CPU time (a shared "
                             "machine's load left out)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    every: dict[str, list[float]] = {level.value: [] for level in VIEW_LEVELS}
    for rules in tables():
        found = decisions(rules, args.hands, args.seed)
        row: dict[str, object] = {"ruleset": rules.id, "players": rules.players,
                                  "decisions": len(found)}
        for level in VIEW_LEVELS:
            times = time_level(level, found)
            every[level.value] += times
            row[level.value] = {"p50_ms": round(statistics.median(times), 4),
                                "p95_ms": round(percentile(times, 0.95), 4),
                                "max_ms": round(max(times), 4)}
        if args.strong:
            times = time_strong(strong_knowledges(rules, args.strong, args.seed), args.clock)
            every.setdefault("strong", []).extend(times)
            row["strong"] = {"p50_ms": round(statistics.median(times), 2),
                             "p95_ms": round(percentile(times, 0.95), 2),
                             "max_ms": round(max(times), 2)}
        rows.append(row)
    overall = {level: {"p50_ms": round(statistics.median(t), 4),
                       "p95_ms": round(percentile(t, 0.95), 4),
                       "p99_ms": round(percentile(t, 0.99), 4)} for level, t in every.items()}
    result = {"build": BUILD, "clock": args.clock, "hands_per_table": args.hands, "tables": rows,
              "overall": overall, "target_basic_p95_ms": TARGET_BASIC_P95_MS,
              "basic_meets_target": overall["basic"]["p95_ms"] <= TARGET_BASIC_P95_MS}
    if "strong" in overall:
        result["target_strong_p95_ms"] = TARGET_STRONG_P95_MS
        result["strong_meets_target"] = overall["strong"]["p95_ms"] <= TARGET_STRONG_P95_MS
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"build {BUILD}, {args.hands} hands a table; milliseconds a decision (strong: "
          f"{args.clock} clock)")
    print("| ruleset | seats | decisions | basic p50 | basic p95 | random p95 | strong p50 | "
          "strong p95 |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        basic, rand = row["basic"], row["random"]
        strong = row.get("strong", {"p50_ms": float("nan"), "p95_ms": float("nan")})
        assert isinstance(basic, dict) and isinstance(rand, dict) and isinstance(strong, dict)
        print(f"| {row['ruleset']} | {row['players']} | {row['decisions']} | "
              f"{basic['p50_ms']:.3f} | {basic['p95_ms']:.3f} | {rand['p95_ms']:.3f} | "
              f"{strong['p50_ms']:.1f} | {strong['p95_ms']:.1f} |")
    b = overall["basic"]
    print(f"all: basic p50 {b['p50_ms']:.3f} ms, p95 {b['p95_ms']:.3f} ms, p99 "
          f"{b['p99_ms']:.3f} ms (target p95 <= {TARGET_BASIC_P95_MS} ms: "
          f"{'met' if result['basic_meets_target'] else 'NOT met'})")
    if "strong" in overall:
        t = overall["strong"]
        print(f"all: strong p50 {t['p50_ms']:.1f} ms, p95 {t['p95_ms']:.1f} ms (target p95 <= "
              f"{TARGET_STRONG_P95_MS:.0f} ms: "
              f"{'met' if result['strong_meets_target'] else 'NOT met'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
