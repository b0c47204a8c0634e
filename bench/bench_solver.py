"""Solver benchmark: nodes searched and time of one open analysis against cards left, for every
named ruleset, and a whole-hand review of tute-dos; percentiles against the analysis issue's
targets, with a baseline measured in the same run.

Run from the repository root (the targets are for the compiled build, one core):

    scripts/build_compiled.sh
    TUTE_ENGINE_BUILD=compiled .venv/bin/python bench/bench_solver.py
    .venv/bin/python bench/bench_solver.py --positions 4 --json      # pure build, fewer
    TUTE_ENGINE_BUILD=compiled .venv/bin/python bench/bench_solver.py --before OLD/lib

``--before`` names a folder holding another build of the package (``tute/``: an older
solver's, built the same way): each cell is measured again by it in a process of its own, right
after this build's measurement, on the same positions (before and after in the same run, under
the same load). ``--left`` keeps only some cells.

Positions are taken from random legal hands (``tute.hand.random_record``: random plays,
marriages declared when allowed with probability 0.7) at the start of a trick with the given
number of cards left in the hands and the stock (a stock game's positions with the stock still
to draw: brisca's); each is analysed once with :func:`tute.solver.analyze` for the seat to
act, ``max_nodes`` the service's bound (200,000): a position it cannot solve is counted
unsolved, with the time it took to say so. The baseline is one search step made by hand in the
same run: a copy of a state, one action applied and the legal actions listed (what the search
does at each node, without its table), in microseconds; ``us/node`` over it says what the
search adds.

Times are the CPU time of the process (``time.process_time``): the search runs on one core,
and on a machine shared with other work the wall clock counts their time too.

Targets (issue "Analysis"): two players once the stock is gone (16 cards at most) p95 <= 10
ms; four players in pairs from the first trick (40 cards) p95 <= 1 s, with five tricks left
(20 cards) p95 <= 10 ms; a whole-hand review of tute-dos, open from the last draw on, p95 <=
2 s.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_build import BUILD  # first: TUTE_ENGINE_BUILD=compiled imports the compiled engine

#: --before's worker: the engine (and solver) to measure instead, put first on sys.path
BEFORE_ENGINE = os.environ.get("BENCH_SOLVER_ENGINE", "")
if BEFORE_ENGINE:
    sys.path.insert(0, BEFORE_ENGINE)
from tute import HandState, Ruleset, deal_from_seed  # noqa: E402
from tute.hand import random_record, replay_legal  # noqa: E402
from tute.review import review_hand  # noqa: E402
from tute.rulesets import named_rulesets  # noqa: E402
from tute.solver import MAX_NODES, analyze  # noqa: E402

#: cards left (hands and stock) measured, by seat count
CARDS_LEFT = {2: (4, 6, 8, 10, 12, 14, 16), 3: (6, 9, 12, 15, 18), 4: (8, 12, 16, 20, 24, 40)}
#: brisca's hands of three: the stock's last draws
BRISCA_LEFT = (4, 6, 8, 10, 12, 14)
TARGETS_MS = {("2 players, stock gone (<= 16 cards)", 2, 16): 10.0,
              ("4 players in pairs, 5 tricks left (20 cards)", 4, 20): 10.0,
              ("4 players in pairs, from the first trick (40 cards)", 4, 40): 1000.0}
TARGET_REVIEW_MS = 2000.0


def positions(rules: Ruleset, left: int, count: int, seed: int) -> list[HandState]:
    """``count`` positions at the start of a trick with ``left`` cards in hands and stock."""
    rng = random.Random(seed)
    found: list[HandState] = []
    tries = 0
    while len(found) < count and tries < 50 * count:
        tries += 1
        deal_seed = rng.getrandbits(32)
        record = random_record(rules, deal_from_seed(rules, deal_seed, 0), deal_seed)
        for k in range(len(record.actions)):
            state = replay_legal(record, k)[0]
            if state.is_terminal() or state.trick:
                continue  # (a draw still pending changes no count: hands and stock)
            cards = sum(len(h) for h in state.hands) + len(state.stock)
            if cards == left and state.to_act() is not None:
                found.append(state)
                break
    return found


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def baseline_us(rules: Ruleset, steps: int = 2000) -> float:
    """One search step by hand: copy, apply one legal action, list the next legal actions."""
    record = random_record(rules, deal_from_seed(rules, 1, 0), 1)
    states = [replay_legal(record, k)[0] for k in range(len(record.actions))]
    states = [s for s in states if not s.is_terminal()]
    started = time.process_time()
    for i in range(steps):
        state = states[i % len(states)]
        nxt = state.copy()
        nxt.apply(state.legal_actions()[0])
        nxt.legal_actions()
    return (time.process_time() - started) / steps * 1e6


def measure(rules: Ruleset, left: int, count: int, max_nodes: int) -> dict[str, object] | None:
    """One cell: ``count`` positions with ``left`` cards, each analysed once."""
    states = positions(rules, left, count, seed=left)
    if not states:
        return None
    base = baseline_us(rules)
    times, nodes, solved = [], [], 0
    for state in states:
        started = time.process_time()
        found = analyze(state, max_nodes=max_nodes)
        times.append((time.process_time() - started) * 1000)
        nodes.append(found.nodes)
        solved += found.solved
    us_node = sum(times) * 1000 / max(1, sum(nodes))
    return {"ruleset": rules.id, "players": rules.players, "cards_left": left,
            "positions": len(states), "solved": solved,
            "nodes_p50": statistics.median(nodes),
            "nodes_p95": percentile([float(n) for n in nodes], 0.95),
            "ms_p50": round(statistics.median(times), 2),
            "ms_p95": round(percentile(times, 0.95), 2),
            "us_per_node": round(us_node, 1), "baseline_us": round(base, 1),
            "node_over_baseline": round(us_node / base, 2)}


def before(path: str, rules: Ruleset, left: int, count: int, max_nodes: int
           ) -> dict[str, object] | None:
    """The same cell measured by the solver at ``path`` (--before), in a process of its own
    started now: the same positions, the same load."""
    env = dict(os.environ, BENCH_SOLVER_ENGINE=path)
    done = subprocess.run(
        [sys.executable, __file__, "--cell", f"{rules.id}:{left}", "--positions", str(count),
         "--max-nodes", str(max_nodes)], env=env, capture_output=True, text=True, check=True)
    found: dict[str, object] | None = json.loads(done.stdout)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=10, help="positions a cell")
    parser.add_argument("--reviews", type=int, default=6, help="tute-dos hands reviewed")
    parser.add_argument("--max-nodes", type=int, default=MAX_NODES)
    parser.add_argument("--rulesets", nargs="*", help="only these (default: every one)")
    parser.add_argument("--left", nargs="*", type=int, help="only these cards left")
    parser.add_argument("--before", help="a folder holding another build of the engine (its "
                        "tute package): each cell measured by it too, right after, to compare")
    parser.add_argument("--cell", help=argparse.SUPPRESS)  # --before's worker: RULESET:LEFT
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.cell:
        ruleset_id, left = args.cell.split(":")
        rules = next(r for r in named_rulesets() if r.id == ruleset_id)
        print(json.dumps(measure(rules, int(left), args.positions, args.max_nodes)))
        return
    rows = []
    for rules in named_rulesets():
        if args.rulesets and rules.id not in args.rulesets:
            continue
        for left in BRISCA_LEFT if rules.id == "brisca" else CARDS_LEFT[rules.players]:
            if args.left and left not in args.left:
                continue
            row = measure(rules, left, args.positions, args.max_nodes)
            if row is None:
                continue
            if args.before:
                row["before"] = before(args.before, rules, left, args.positions,
                                       args.max_nodes)
            rows.append(row)
            if not args.json:
                r = row
                print(f"{r['ruleset']:22} {left:3} cards: {r['solved']}/{r['positions']} "
                      f"solved, nodes p50 {r['nodes_p50']:.0f} p95 {r['nodes_p95']:.0f}, "
                      f"ms p50 {r['ms_p50']} p95 {r['ms_p95']}, {r['us_per_node']} us/node "
                      f"({r['node_over_baseline']}x the step baseline {r['baseline_us']} us)",
                      flush=True)
                b = r.get("before")
                if isinstance(b, dict):
                    print(f"{'':22} before: {b['solved']}/{b['positions']} solved, nodes p50 "
                          f"{b['nodes_p50']:.0f} p95 {b['nodes_p95']:.0f}, ms p50 {b['ms_p50']} "
                          f"p95 {b['ms_p95']}", flush=True)
    reviews = []
    rules = next(r for r in named_rulesets() if r.id == "tute-dos")
    for seed in range(args.reviews):
        record = random_record(rules, deal_from_seed(rules, 100 + seed, 0), 100 + seed)
        started = time.process_time()
        found = review_hand(record, max_nodes=args.max_nodes)
        reviews.append(((time.process_time() - started) * 1000, found.solved, found.nodes))
    review: dict[str, object] = {"hands": 0}
    if reviews:
        times = [t for t, _, _ in reviews]
        review = {"hands": len(reviews), "ms_p50": round(statistics.median(times), 1),
                  "ms_p95": round(percentile(times, 0.95), 1),
                  "solved": sum(s for _, s, _ in reviews), "target_ms_p95": TARGET_REVIEW_MS}
    targets = []
    for (name, players, left), target in TARGETS_MS.items():
        cells = [r for r in rows if r["players"] == players and r["cards_left"] == left
                 and (players != 4 or r["ruleset"] in ("tute-parejas", "tute-subastado",
                                                       "guinote"))]
        for r in cells:
            targets.append({"target": name, "ruleset": r["ruleset"], "ms_p95": r["ms_p95"],
                            "target_ms_p95": target, "solved": f"{r['solved']}/{r['positions']}",
                            "met": r["ms_p95"] <= target and r["solved"] == r["positions"],
                            "before": r.get("before")})
    if args.json:
        print(json.dumps({"build": BUILD, "rows": rows, "review": review, "targets": targets},
                         indent=1))
        return
    print(f"\nbuild {BUILD}")
    if reviews:
        print(f"tute-dos review, open from the last draw: p50 {review['ms_p50']} ms, p95 "
              f"{review['ms_p95']} ms ({review['solved']}/{review['hands']} solved; target "
              f"p95 <= {TARGET_REVIEW_MS:.0f} ms)")
    for t in targets:
        b = t["before"]
        then = (f"; before: p95 {b['ms_p95']} ms, {b['solved']}/{b['positions']} solved"
                if isinstance(b, dict) else "")
        print(f"{t['target']}, {t['ruleset']}: p95 {t['ms_p95']} ms, {t['solved']} solved "
              f"(target {t['target_ms_p95']} ms): {'met' if t['met'] else 'NOT met'}{then}")


if __name__ == "__main__":
    main()
