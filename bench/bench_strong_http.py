"""The strong level's decision time through the service: ``POST /v1/suggestions`` at the
default effort, one request at a time, against a running server.

    TUTE_USE_MYPYC=1 TUTE_WORKERS=1 scripts/serve.sh &      # the compiled engine, one worker
    .venv/bin/python bench/bench_strong_http.py http://127.0.0.1:8000 [--per 12] [--worker PID]

The requests are the decisions of bench_players.py's ``--strong``: for each ruleset and seat
count, ``--per`` moments of random hands where a seat is to act, sent in the record form
(knowledge built by the service). The elapsed time of each request is measured; with
``--worker`` (the pid of the server's one worker process, Linux) also that process's CPU time
for it (from ``/proc``, in clock ticks of 10 ms), which leaves out the machine's other jobs.
Target (issue 26): at most 100 ms at the 95th percentile, compiled build, one core.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "service"))
from tute import deal_from_seed, find_ruleset
from tute.api.encode import encode
from tute.hand import random_record, replay_legal
from tute.rulesets import named_rulesets

TARGET_P95_MS = 100.0


def bodies(per: int) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for base in named_rulesets():
        for players in base.player_options:
            rules = base if players == base.players else find_ruleset(base.id,
                                                                      {"players": players})
            count = hand = 0
            while count < per and hand < 10 * per:
                seed = 1 + hand
                record = random_record(rules, deal_from_seed(rules, seed), seed)
                cut = len(record.actions) * (hand % 7 + 1) // 8
                state, second = replay_legal(record, cut)
                seat = state.to_act()
                hand += 1
                if second is not None or seat is None:
                    continue
                body: dict[str, Any] = {
                    "ruleset": base.id, "seat": seat, "level": "strong", "seed": hand,
                    "record": {"deal": {"seed": seed},
                               "actions": [encode(a) for a in record.actions[:cut]]}}
                if players != base.players:
                    body["players"] = players
                found.append(body)
                count += 1
    return found


def cpu_ms(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("url")
    parser.add_argument("--per", type=int, default=12, help="decisions a table (default 12)")
    parser.add_argument("--worker", type=int, help="the server's worker pid: its CPU time too")
    args = parser.parse_args()
    elapsed: list[float] = []
    cpu: list[float] = []
    for body in bodies(args.per):
        request = urllib.request.Request(f"{args.url}/v1/suggestions",
                                         data=json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        before = cpu_ms(args.worker) if args.worker else 0.0
        start = time.perf_counter()
        with urllib.request.urlopen(request) as answer:
            json.loads(answer.read())
        elapsed.append((time.perf_counter() - start) * 1000)
        if args.worker:
            cpu.append(cpu_ms(args.worker) - before)
    print(f"{len(elapsed)} requests: elapsed p50 {statistics.median(elapsed):.1f} ms, p95 "
          f"{percentile(elapsed, 0.95):.1f} ms (target p95 <= {TARGET_P95_MS:.0f} ms)")
    if cpu:
        print(f"worker CPU: p50 {statistics.median(cpu):.0f} ms, p95 "
              f"{percentile(cpu, 0.95):.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
