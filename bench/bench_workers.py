"""HTTP throughput of the service under each gunicorn worker class, in the same run.

Every class serves the service the same way (deploy/gunicorn.conf.py, 2 workers, JSON access
log to a file; bench_http.py's ``served``), selected by TUTE_WORKER_CLASS and TUTE_THREADS. wrk
sends legal-plays requests to each in turn, in short alternating rounds, two ways: as the
proxies in front of the service connect (nginx without upstream keep-alive opens one connection
a request: ``Connection: close``), and with keep-alive (which only gthread and gevent keep). The
figure that matters is each class's requests per second against the baseline class's in the
same round (the median of the rounds' ratios; the decision rule is >= 0.9). gevent is not a
dependency: its class runs where ``pip install gevent`` put it in the venv, and is left out
otherwise.

    .venv/bin/python bench/bench_workers.py [--rounds 4] [--duration 5] [--json]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_http import BODY, SERVICE, WRK_SCRIPT, ensure_wrk, run_wrk, served

#: (label, TUTE_WORKER_CLASS, TUTE_THREADS); the first is the baseline
CLASSES = [("buffering", "buffering", "1"), ("sync", "sync", "1"),
           ("gthread 2", "gthread", "2"), ("gthread 4", "gthread", "4"),
           ("gthread 8", "gthread", "8"), ("gevent", "gevent", "1")]
MODES = {"close": 'wrk.headers["Connection"] = "close"\n', "keep-alive": ""}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--classes", default=",".join(label for label, _, _ in CLASSES),
                        help="comma-separated labels to run (the first is the baseline)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    wanted = args.classes.split(",")
    chosen = [c for label in wanted for c in CLASSES if c[0] == label]
    if importlib.util.find_spec("gevent") is None:  # not a dependency: pip install gevent
        print("gevent is not installed: its class is left out", file=sys.stderr)
        chosen = [c for c in chosen if c[1] != "gevent"]
    wrk = ensure_wrk()
    rps: dict[str, dict[str, list[float]]] = {mode: {c[0]: [] for c in chosen} for mode in MODES}
    with tempfile.TemporaryDirectory(prefix="bench-workers-") as tmp, ExitStack() as stack:
        workdir = Path(tmp)
        scripts = {}
        for mode, extra in MODES.items():
            scripts[mode] = workdir / f"{mode}.lua"
            scripts[mode].write_text(WRK_SCRIPT.format(body=json.dumps(BODY)) + extra,
                                     encoding="utf-8")
        urls = {label: stack.enter_context(served(
                    SERVICE, workdir, {"TUTE_WORKER_CLASS": kind, "TUTE_THREADS": threads}))
                + "/v1/legal-plays" for label, kind, threads in chosen}
        for url in urls.values():
            run_wrk(wrk, url, scripts["close"], 2, args.connections)  # warm-up
        for _ in range(args.rounds):
            for mode in MODES:
                for label, url in urls.items():
                    result = run_wrk(wrk, url, scripts[mode], args.duration, args.connections)
                    if result.errors:
                        sys.exit(f"{label}, {mode}: {result.errors} non-2xx answers")
                    rps[mode][label].append(result.rps)
    baseline = chosen[0][0]
    summary: dict[str, Any] = {}
    for mode, rows in rps.items():
        summary[mode] = {label: {
            "rps": round(statistics.median(runs)),
            "ratio": round(statistics.median(r / b for r, b in zip(runs, rows[baseline],
                                                                    strict=True)), 3),
            "runs": [round(r) for r in runs]} for label, runs in rows.items()}
    if args.json:
        print(json.dumps({"modes": summary, "baseline": baseline, "rounds": args.rounds,
                          "duration_s": args.duration, "connections": args.connections}))
        return
    print(f"{args.rounds} rounds of {args.duration}s, wrk -t2 -c{args.connections}, "
          f"POST /v1/legal-plays, gunicorn 2 workers; ratio: against {baseline}, same round")
    for mode, rows in summary.items():
        print(f"\n{mode}\n{'worker class':<14}{'req/s':>8}{'ratio':>8}   runs")
        for label, row in rows.items():
            print(f"{label:<14}{row['rps']:>8}{row['ratio']:>8.3f}   {row['runs']}")


if __name__ == "__main__":
    main()
