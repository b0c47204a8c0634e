"""Positions judged per second: single legal-plays requests against batches of 30, one server.

One gunicorn serves the service (bench_http.py's helpers: deploy/gunicorn.conf.py, 2 sync
workers, JSON access log to a file) and a second one the bare Flask echo. wrk sends, in
alternating short runs of each round:

- **single**: ``POST /v1/legal-plays``, one position a request;
- **batch**: ``POST /v1/batch/legal-plays`` with ``{"items": [30 positions]}``
  (the most a batch's work limit, 2,000 units, takes of these positions: README, "How big a
  batch may be");
- the echo answering the single body, and the echo answering the batch body (baselines).

The positions are bench_http.py's shape (tute in pairs, a 10-card hand, two cards on the
table): 30 seeded random ones by default, which the single runs cycle through one a request,
so both judge the same positions; ``--copies`` sends bench_http.py's body, 30 times in the
batch. Positions per second are the single rate and 30 times the batch rate; the figure is the
median of the rounds' ratios batch / single. Target: >= 10.

``--scaling`` measures batch sizes 1, 10 and 30 instead, against single requests, in
the same rounds: 1,000 seeded random positions, sent one a request, or cut into batches of each
size (every request takes the next batch, cycling), so that every run judges the same
positions.

    .venv/bin/python bench/bench_batch.py [--rounds 5] [--duration 3] [--copies] [--json]
    .venv/bin/python bench/bench_batch.py --scaling [--rounds 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_http import BODY, ECHO, SERVICE, Result, ensure_wrk, run_wrk, served

BATCH_PATH = "/v1/batch/legal-plays"
SINGLE_PATH = "/v1/legal-plays"
BATCH_SIZE = 30
TARGET = 10.0
SUITS = "OCEB"
RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)
# wrk's Lua: each request takes the next body of the list (each wrk thread keeps its own place)
CYCLE_SCRIPT = """\
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local bodies = {{
{bodies}
}}
local i = 0
request = function()
  i = i % #bodies + 1
  return wrk.format(nil, nil, nil, bodies[i])
end
"""

SINGLE = "single legal plays"
BATCH = f"batch of {BATCH_SIZE}"
ECHO_SINGLE = "echo, single body"
ECHO_BATCH = "echo, batch body"


def positions(count: int, seed: int = 20261130) -> list[dict[str, Any]]:
    """Random positions of BODY's shape: seat 2 holds 10 cards, seats 0 and 1 have played."""
    rng = random.Random(seed)
    deck = [f"{rank}{suit}" for suit in SUITS for rank in RANKS]
    found = []
    for _ in range(count):
        cards = rng.sample(deck, 12)
        found.append({
            "ruleset": "tute-parejas",
            "trump": rng.choice(SUITS),
            "seat": 2,
            "hand": cards[:10],
            "trick": [{"seat": 0, "card": cards[10]}, {"seat": 1, "card": cards[11]}],
        })
    return found


def lua_script(bodies: list[dict[str, Any]]) -> str:
    texts = [json.dumps(body, separators=(", ", ": ")) for body in bodies]
    if any("]]" in text for text in texts):
        raise ValueError("a body would end a Lua long string")
    return CYCLE_SCRIPT.format(bodies=",\n".join(f"[[{text}]]" for text in texts))


def post(url: str, body: dict[str, Any]) -> tuple[int, Any]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, json.load(response)


def check_batch(single_url: str, batch_url: str, items: list[dict[str, Any]]) -> None:
    """Every item of the batch answered 200, as the single operation answers it."""
    status, answer = post(batch_url, {"items": items})
    if status != 207 or len(answer["items"]) != len(items):
        sys.exit(f"batch answered {status} with {len(answer.get('items', []))} items")
    for index, (item, entry) in enumerate(zip(items, answer["items"], strict=True)):
        single_status, single = post(single_url, item)
        if single_status != 200 or entry != {"status": 200, "result": single}:
            sys.exit(f"item {index}: batch {entry} differs from single {single_status} {single}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--duration", type=int, default=3, help="seconds per wrk run")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--copies", action="store_true",
                        help=f"bench_http.py's body, {BATCH_SIZE} times in the batch")
    parser.add_argument("--scaling", action="store_true",
                        help="batch sizes 1, 10, 30 against single requests")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    wrk = ensure_wrk()
    if args.scaling:
        scaling(wrk, args)
        return
    items = [BODY] * BATCH_SIZE if args.copies else positions(BATCH_SIZE)
    singles = [BODY] if args.copies else items
    batch_body = {"items": items}
    results: dict[str, list[Result]] = {SINGLE: [], BATCH: [], ECHO_SINGLE: [], ECHO_BATCH: []}
    with tempfile.TemporaryDirectory(prefix="bench-batch-") as tmp:
        workdir = Path(tmp)
        single_script = workdir / "single.lua"
        single_script.write_text(lua_script(singles), encoding="utf-8")
        batch_script = workdir / "batch.lua"
        batch_script.write_text(lua_script([batch_body]), encoding="utf-8")
        with served(ECHO, workdir) as echo_base, served(SERVICE, workdir) as base:
            echo_url, single_url, batch_url = (echo_base + ECHO.path, base + SINGLE_PATH,
                                               base + BATCH_PATH)
            check_batch(single_url, batch_url, items)
            runs = {SINGLE: (single_url, single_script), BATCH: (batch_url, batch_script),
                    ECHO_SINGLE: (echo_url, single_script), ECHO_BATCH: (echo_url, batch_script)}
            for url, script in runs.values():
                run_wrk(wrk, url, script, 2, args.connections)  # warm-up
            for _ in range(args.rounds):
                for name, (url, script) in runs.items():
                    result = run_wrk(wrk, url, script, args.duration, args.connections)
                    if result.errors:
                        sys.exit(f"{name}: {result.errors} non-2xx answers")
                    results[name].append(result)
    report(results, args, single_bytes=statistics.mean(len(json.dumps(b)) for b in singles),
           batch_bytes=len(json.dumps(batch_body)))


SIZES = (1, 10, 30)


def scaling(wrk: str, args: argparse.Namespace) -> None:
    """Positions per second at each batch size, against single requests, in the same rounds."""
    pool = positions(max(SIZES))
    results: dict[str, list[Result]] = {}
    per_request: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="bench-batch-") as tmp:
        workdir = Path(tmp)
        with served(SERVICE, workdir) as base:
            runs: dict[str, tuple[str, Path]] = {}
            script = workdir / "single.lua"
            script.write_text(lua_script(pool), encoding="utf-8")
            runs[SINGLE] = (base + SINGLE_PATH, script)
            per_request[SINGLE] = 1
            for size in SIZES:
                batches = [{"items": pool[i:i + size]} for i in range(0, len(pool), size)]
                script = workdir / f"batch-{size}.lua"
                script.write_text(lua_script(batches), encoding="utf-8")
                runs[f"batch of {size}"] = (base + BATCH_PATH, script)
                per_request[f"batch of {size}"] = size
            check_batch(base + SINGLE_PATH, base + BATCH_PATH, pool[:BATCH_SIZE])
            for url, path in runs.values():
                run_wrk(wrk, url, path, 2, args.connections)  # warm-up
            for _ in range(args.rounds):
                for name, (url, path) in runs.items():
                    result = run_wrk(wrk, url, path, args.duration, args.connections)
                    if result.errors:
                        sys.exit(f"{name}: {result.errors} non-2xx answers")
                    results.setdefault(name, []).append(result)
    rows = {}
    for name, found in results.items():
        paired = [round(r.rps * per_request[name] / s.rps, 2)
                  for r, s in zip(found, results[SINGLE], strict=True)]
        rows[name] = {"positions_per_s": statistics.median(r.rps * per_request[name]
                                                           for r in found),
                      "requests_per_s": statistics.median(r.rps for r in found),
                      "p50_ms": statistics.median(r.p50_ms for r in found),
                      "vs_single": statistics.median(paired), "round_ratios": paired}
    if args.json:
        print(json.dumps({"scaling": rows, "rounds": args.rounds, "duration_s": args.duration,
                          "connections": args.connections}))
        return
    print(f"{args.rounds} rounds of {args.duration}s each, wrk -t2 -c{args.connections}, "
          f"gunicorn 2 workers (medians); 1,000 varied positions")
    print(f"{'target':<20}{'req/s':>9}{'positions/s':>13}{'p50 ms':>9}{'x single':>10}   rounds")
    for name, row in rows.items():
        print(f"{name:<20}{row['requests_per_s']:>9.0f}{row['positions_per_s']:>13.0f}"
              f"{row['p50_ms']:>9.2f}{row['vs_single']:>10.2f}   {row['round_ratios']}")


def report(results: dict[str, list[Result]], args: argparse.Namespace, single_bytes: float,
           batch_bytes: int) -> None:
    per_request = {SINGLE: 1, BATCH: BATCH_SIZE, ECHO_SINGLE: 1, ECHO_BATCH: BATCH_SIZE}
    summary = {}
    for name, runs in results.items():
        summary[name] = {
            "rps": statistics.median(r.rps for r in runs),
            "positions_per_s": statistics.median(r.rps * per_request[name] for r in runs),
            "p50_ms": statistics.median(r.p50_ms for r in runs),
            "p99_ms": statistics.median(r.p99_ms for r in runs),
            "rps_runs": [round(r.rps) for r in runs],
        }

    def ratios(top: str, bottom: str, scale: float = 1.0) -> list[float]:
        return [round(t.rps * scale / b.rps, 3)
                for t, b in zip(results[top], results[bottom], strict=True)]

    paired = {
        "batch_vs_single_positions": ratios(BATCH, SINGLE, BATCH_SIZE),
        "batch_vs_echo_batch_requests": ratios(BATCH, ECHO_BATCH),
        "single_vs_echo_single_requests": ratios(SINGLE, ECHO_SINGLE),
    }
    medians = {key: round(statistics.median(values), 3) for key, values in paired.items()}
    positions = ("copies of bench_http.py's body" if args.copies
                 else f"{BATCH_SIZE} varied positions")
    if args.json:
        print(json.dumps({"ratios": medians, "round_ratios": paired, "targets": summary,
                          "positions": positions, "single_body_bytes": round(single_bytes),
                          "batch_body_bytes": batch_bytes, "rounds": args.rounds,
                          "duration_s": args.duration, "connections": args.connections}))
        return
    print(f"{args.rounds} rounds of {args.duration}s each, wrk -t2 -c{args.connections}, "
          f"gunicorn 2 workers (medians); {positions}; bodies {single_bytes:.0f} and "
          f"{batch_bytes} bytes")
    print(f"{'target':<22}{'req/s':>9}{'positions/s':>13}{'p50 ms':>9}{'p99 ms':>9}   runs")
    for name, row in summary.items():
        print(f"{name:<22}{row['rps']:>9.0f}{row['positions_per_s']:>13.0f}"
              f"{row['p50_ms']:>9.2f}{row['p99_ms']:>9.2f}   {row['rps_runs']}")
    verdict = "met" if medians["batch_vs_single_positions"] >= TARGET else "MISSED"
    print(f"positions/s batch / single: {medians['batch_vs_single_positions']:.2f} "
          f"(median of rounds; target >= {TARGET:g}: {verdict}) "
          f"rounds {paired['batch_vs_single_positions']}")
    print(f"requests/s batch / echo of the batch body: "
          f"{medians['batch_vs_echo_batch_requests']:.3f} "
          f"rounds {paired['batch_vs_echo_batch_requests']}")
    print(f"requests/s single / echo of the single body: "
          f"{medians['single_vs_echo_single_requests']:.3f} "
          f"rounds {paired['single_vs_echo_single_requests']}")


if __name__ == "__main__":
    main()
