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

    .venv/bin/python bench/bench_workers.py [--rounds 4] [--duration 5] [--proxy] [--json]

With ``--proxy`` every class is reached through deploy/compose/nginx.conf (Debian's nginx, as
tests/deploy/test_proxy_live.py runs it), as compose has it (nginx opens a connection a request
to the service) and with ``keepalive 16`` added to its upstream.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_http import (
    BODY,
    ROOT,
    SERVICE,
    WRK_SCRIPT,
    ensure_wrk,
    free_port,
    run_wrk,
    served,
    stop,
)

#: (label, TUTE_WORKER_CLASS, TUTE_THREADS); the first is the baseline
CLASSES = [("buffering", "buffering", "1"), ("sync", "sync", "1"),
           ("gthread 2", "gthread", "2"), ("gthread 4", "gthread", "4"),
           ("gthread 8", "gthread", "8"), ("gevent", "gevent", "1")]
MODES = {"close": 'wrk.headers["Connection"] = "close"\n', "keep-alive": ""}
#: --proxy: wrk keeps its connections to nginx alive; nginx connects to the service as
#: deploy/compose/nginx.conf does (a connection a request), or keeps 16 connections alive
PROXY_MODES = {"nginx": False, "nginx, upstream keep-alive": True}
NGINX_CONF = ROOT / "deploy" / "compose" / "nginx.conf"


@contextmanager
def proxied(service_url: str, workdir: Path, keepalive: bool) -> Iterator[str]:
    """deploy/compose/nginx.conf (Debian's nginx) in front of ``service_url``, on loopback and
    private paths as tests/deploy/test_proxy_live.py runs it; stopped by its pid."""
    port = free_port()
    here = workdir / f"nginx-{port}"
    here.mkdir()
    upstream = f"server 127.0.0.1:{service_url.rsplit(':', 1)[1]};"
    text = NGINX_CONF.read_text(encoding="utf-8")
    for pattern, value in [("server tute:8000;", upstream + (" keepalive 16;" if keepalive
                                                              else "")),
                           ("listen 8080;", f"listen 127.0.0.1:{port};"),
                           ("pid /tmp/nginx.pid;", f"pid {here}/nginx.pid;"),
                           ("/tmp/nginx-", f"{here}/nginx-"),
                           ("access_log /dev/stdout;", f"access_log {here}/access.log;")]:
        if pattern not in text:
            sys.exit(f"{NGINX_CONF} no longer has {pattern!r}")
        text = text.replace(pattern, value)
    if os.geteuid() == 0:  # nginx's workers would run as nobody, who cannot use the paths
        text = "user root;\n" + text
    (here / "nginx.conf").write_text(text, encoding="utf-8")
    nginx = shutil.which("nginx") or "/usr/sbin/nginx"
    log = (here / "nginx.log").open("wb")
    process = subprocess.Popen([nginx, "-c", str(here / "nginx.conf"), "-p", str(here), "-g",
                                "daemon off;"], stdout=log, stderr=log)
    try:
        deadline = time.monotonic() + 15
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    sys.exit(f"nginx did not start: {(here / 'nginx.log').read_text()}")
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        stop(process, signal.SIGQUIT, 10)  # SIGQUIT: nginx's graceful stop
        log.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--classes", default=",".join(label for label, _, _ in CLASSES),
                        help="comma-separated labels to run (the first is the baseline)")
    parser.add_argument("--proxy", action="store_true",
                        help="through deploy/compose/nginx.conf, with and without upstream "
                             "keep-alive")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    modes = list(PROXY_MODES if args.proxy else MODES)
    wanted = args.classes.split(",")
    chosen = [c for label in wanted for c in CLASSES if c[0] == label]
    if importlib.util.find_spec("gevent") is None:  # not a dependency: pip install gevent
        print("gevent is not installed: its class is left out", file=sys.stderr)
        chosen = [c for c in chosen if c[1] != "gevent"]
    wrk = ensure_wrk()
    rps: dict[str, dict[str, list[float]]] = {mode: {c[0]: [] for c in chosen} for mode in modes}
    with tempfile.TemporaryDirectory(prefix="bench-workers-") as tmp, ExitStack() as stack:
        workdir = Path(tmp)
        scripts = {}
        for mode, extra in MODES.items():
            scripts[mode] = workdir / f"{mode}.lua"
            scripts[mode].write_text(WRK_SCRIPT.format(body=json.dumps(BODY)) + extra,
                                     encoding="utf-8")
        services = {label: stack.enter_context(served(
                        SERVICE, workdir, {"TUTE_WORKER_CLASS": kind, "TUTE_THREADS": threads}))
                    for label, kind, threads in chosen}
        # (mode, label) -> the URL wrk sends to, and the wrk script it sends
        urls = {(mode, label): (stack.enter_context(proxied(url, workdir, PROXY_MODES[mode]))
                                if args.proxy else url) + "/v1/legal-plays"
                for mode in modes for label, url in services.items()}
        script = {mode: scripts["keep-alive" if args.proxy else mode] for mode in modes}
        for (mode, _), url in urls.items():
            run_wrk(wrk, url, script[mode], 2, args.connections)  # warm-up
        for _ in range(args.rounds):
            for mode in modes:
                for label in services:
                    result = run_wrk(wrk, urls[mode, label], script[mode], args.duration,
                                     args.connections)
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
