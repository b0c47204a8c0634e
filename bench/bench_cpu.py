"""Issue 22's three compiled-build figures in CPU time, for trees compared in one run.

The machine these benchmarks run on is shared, so wall-clock rates move by 2x between runs of
the same code. This script counts CPU time (``time.process_time``, the process pinned to one
core) instead, and can compare builds: each ``--lib`` is a folder to import the engine from
(``service`` for the pure sources, ``build/compiled/lib`` for the compiled build, or those of
another tree), measured in its own process, the folders alternating ``--rounds`` times; the
best figure of each counts.

- ``legal_vs_reference``: ``judge_plays`` (check on) against ``bitset_reference.legal_mask``
  over the same 20,000 tute-parejas positions, alternating in the same process (bench_engine);
- ``tute_dos_hands``: whole tute-dos records adjudicated a second (bench_hands);
- ``tute_dos_playouts``: random tute-dos playouts through ``HandState`` a second (bench_hands).

Usage: ``.venv/bin/python bench/bench_cpu.py [--lib FOLDER ...] [--rounds 3] [--hands 150]``
(default: ``--lib service --lib build/compiled/lib``, after scripts/build_compiled.sh).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _cpu_rate(work: Callable[[], int], repeat: int) -> float:
    best = float("inf")
    done = 0
    for _ in range(repeat):
        start = time.process_time()
        done = work()
        best = min(best, time.process_time() - start)
    return done / best


def measure(hands: int, repeat: int) -> dict[str, object]:
    """The figures of the engine found first on sys.path (run in a child process)."""
    sys.path.insert(1, str(ROOT / "bench"))
    import tute
    from bench_engine import _positions, _prepared
    from bench_hands import adjudicate_all, playouts, records
    from bitset_reference import legal_mask
    from tute import deal_from_seed, find_ruleset, judge_plays

    parejas = find_ruleset("tute-parejas")
    positions = _positions(20_000, 0)
    prepared = _prepared(positions)
    strength = parejas.strength

    def legal() -> int:
        for position in positions:
            judge_plays(parejas, position)
        return len(positions)

    def reference() -> int:
        for hand, trick, trump in prepared:
            legal_mask(hand, trick, trump, strength)
        return len(prepared)

    dos = find_ruleset("tute-dos")
    batch = records("tute-dos", hands)
    deals = [deal_from_seed(dos, seed) for seed in range(hands)]

    def adjudications() -> int:
        adjudicate_all(batch)
        return len(batch)

    def playing() -> int:
        playouts(deals)
        return len(deals)

    legal()
    reference()
    legal_rate = reference_rate = 0.0
    for _ in range(repeat):
        legal_rate = max(legal_rate, _cpu_rate(legal, 1))
        reference_rate = max(reference_rate, _cpu_rate(reference, 1))
    return {"compiled": tute.COMPILED,
            "legal_vs_reference": legal_rate / reference_rate,
            "tute_dos_hands": _cpu_rate(adjudications, repeat),
            "tute_dos_playouts": _cpu_rate(playing, repeat)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", action="append", help="a folder to import tute from")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--hands", type=int, default=150)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        if hasattr(os, "sched_setaffinity"):
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        print(json.dumps(measure(args.hands, args.repeat)))
        return 0
    libs = args.lib or ["service", "build/compiled/lib"]
    best: dict[str, dict[str, object]] = {lib: {} for lib in libs}
    for _ in range(args.rounds):
        for lib in libs:
            env = {**os.environ, "PYTHONPATH": str((ROOT / lib).resolve())}
            done = subprocess.run(
                [sys.executable, __file__, "--child", "--hands", str(args.hands),
                 "--repeat", str(args.repeat)], env=env, capture_output=True, text=True,
                check=False, cwd=ROOT)
            if done.returncode:
                raise SystemExit(f"{lib}: {done.stderr}")
            for name, value in json.loads(done.stdout).items():
                old = best[lib].get(name)
                best[lib][name] = value if not isinstance(value, float) or old is None \
                    else max(value, old)  # type: ignore[call-overload]
    print(f"CPU time, best of {args.rounds} rounds, folders alternating")
    print(f"{'folder':<40}{'compiled':>9}{'legal/ref':>11}{'dos hands/s':>13}{'playouts/s':>12}")
    for lib, row in best.items():
        print(f"{lib:<40}{row['compiled']!s:>9}{row['legal_vs_reference']:>11.3f}"
              f"{row['tute_dos_hands']:>13,.0f}{row['tute_dos_playouts']:>12,.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
