"""Inference and world sampling: decisions per second, on one core.

Run from the repository root:

    .venv/bin/python bench/bench_worlds.py             # every ruleset, 20 positions each
    .venv/bin/python bench/bench_worlds.py --worlds 100 --json

For each ruleset (each seat count), random legal hands (``tute.hand.random_record``) are cut
at random points and seen from a random seat: the seat's knowledge is built from the record
(not timed), then timed are ``infer`` (the inference a player reads) and ``sample_worlds``
with ``--worlds`` worlds (what the strong player asks per decision, 20 to 100). Printed per
ruleset: the median and 95th percentile of each, the rejections (deals the counted sampler
drew that the replay refused, per world kept) and, as a figure that travels between machines,
the ratio of a sample's time to one replay of the record (``tute.hand.adjudicate``). No timed
assertion anywhere: the issue's targets (inference under 5 ms, a strong decision under 100 ms)
are read from here.
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
from tute import adjudicate, deal_from_seed, find_ruleset, named_rulesets, random_record
from tute.inference import infer
from tute.knowledge import SeatKnowledge
from tute.rulesets import Ruleset
from tute.worlds import sample_worlds


def rulesets() -> list[Ruleset]:
    return [base if players == base.players else find_ruleset(base.id, {"players": players})
            for base in named_rulesets() for players in base.player_options]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(rules: Ruleset, positions: int, worlds: int, seed: int,
            clock: str = "wall") -> dict[str, object]:
    now = time.process_time if clock == "cpu" else time.perf_counter
    rng = random.Random(seed)
    inferring: list[float] = []
    sampling: list[float] = []
    replays: list[float] = []
    for i in range(positions):
        record = random_record(rules, deal_from_seed(rules, rng.getrandbits(32)), seed + i)
        actions = rng.randrange(len(record.actions) + 1)
        seat = rng.randrange(rules.players)
        knowledge = SeatKnowledge.from_record(record, seat, actions)
        start = now()
        infer(knowledge)
        inferring.append(now() - start)
        start = now()
        sample_worlds(knowledge, worlds, random.Random(i))
        sampling.append(now() - start)
        start = now()
        adjudicate(record)
        replays.append(now() - start)
    return {
        "ruleset": f"{rules.id}/{rules.players}",
        "infer_ms_median": 1000 * statistics.median(inferring),
        "infer_ms_p95": 1000 * percentile(inferring, 0.95),
        "worlds_ms_median": 1000 * statistics.median(sampling),
        "worlds_ms_p95": 1000 * percentile(sampling, 0.95),
        "worlds_per_replay": statistics.median(sampling) / statistics.median(replays),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="cpu: the process's CPU time (a shared machine's other work "
                             "left out)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = [measure(r, args.positions, args.worlds, args.seed, args.clock) for r in rulesets()]
    if args.json:
        print(json.dumps({"build": BUILD, "clock": args.clock, "worlds": args.worlds,
                          "rows": rows}))
        return
    print(f"build {BUILD}: {args.positions} positions a ruleset, {args.worlds} worlds each, "
          f"{args.clock} clock")
    print(f"{'ruleset':26} {'infer ms':>9} {'p95':>7} {'worlds ms':>10} {'p95':>7} "
          f"{'x replay':>9}")
    for row in rows:
        print(f"{row['ruleset']:26} {row['infer_ms_median']:9.2f} {row['infer_ms_p95']:7.2f} "
              f"{row['worlds_ms_median']:10.2f} {row['worlds_ms_p95']:7.2f} "
              f"{row['worlds_per_replay']:9.1f}")


if __name__ == "__main__":
    main()
