"""The pure and the compiled engine side by side, in one run (issue 22's targets).

Runs bench_engine.py and bench_hands.py under each build (``TUTE_ENGINE_BUILD``), alternating
pure and compiled ``--rounds`` times, and prints for each build the best figures: legal plays
against the bit-set reference (measured in the same process), tute-dos and tute-parejas
whole-hand adjudications a second, and tute-dos random playouts through ``HandState`` a second.
The compiled build is made first if needed (scripts/build_compiled.sh).

Usage: ``.venv/bin/python bench/bench_builds.py [--rounds 2] [--hands 1000] [--json]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: issue 22, compiled build: legal plays >= 0.75 of the reference, tute-dos adjudications >=
#: 30,000 a second, random tute-dos playouts >= 40,000 a second
TARGETS = {"legal_vs_reference": 0.75, "tute_dos_hands": 30_000, "tute_dos_playouts": 40_000}


def run(script: str, build: str, *args: str) -> dict[str, object]:
    env = {**os.environ, "TUTE_ENGINE_BUILD": build}
    done = subprocess.run([sys.executable, str(ROOT / "bench" / script), "--json", *args],
                          env=env, capture_output=True, text=True, check=False, cwd=ROOT)
    if done.returncode not in (0, 1):  # 1: a target of the script's own was missed
        raise SystemExit(f"{script} ({build}) failed:\n{done.stderr}")
    found: dict[str, object] = json.loads(done.stdout)
    return found


def figures(build: str, hands: int) -> dict[str, float]:
    engine = run("bench_engine.py", build)
    whole = run("bench_hands.py", build, "--hands", str(hands), "--repeat", "3")
    rates = {r["ruleset"]: r["hands_per_second"] for r in whole["results"]}  # type: ignore[union-attr, index]
    return {
        "legal_vs_reference": float(engine["legal_plays_vs_reference"]),  # type: ignore[arg-type]
        "legal_per_second": float(engine["legal_plays_per_second"]),  # type: ignore[arg-type]
        "tute_dos_hands": float(rates["tute-dos"]),
        "tute_parejas_hands": float(rates["tute-parejas"]),
        "tute_dos_playouts": float(whole["tute_dos_playouts_per_second"]),  # type: ignore[arg-type]
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    subprocess.run([str(ROOT / "scripts" / "build_compiled.sh")], check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL)
    best: dict[str, dict[str, float]] = {"pure": {}, "compiled": {}}
    for _ in range(args.rounds):
        for build in ("pure", "compiled"):
            for name, value in figures(build, args.hands).items():
                best[build][name] = max(best[build].get(name, 0.0), value)
    if args.json:
        print(json.dumps(best, indent=2))
        return 0
    print(f"best of {args.rounds} rounds, pure and compiled alternating")
    print(f"{'measure':<32}{'pure':>12}{'compiled':>12}{'compiled/pure':>15}{'target':>10}")
    for name in best["pure"]:
        pure, compiled = best["pure"][name], best["compiled"][name]
        target = TARGETS.get(name)
        print(f"{name:<32}{pure:>12,.3f}{compiled:>12,.3f}{compiled / pure:>15.2f}"
              f"{'' if target is None else f'{target:>10,}'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
