"""HTTP throughput of legal plays against a bare Flask JSON echo, both under gunicorn.

Both apps are served the same way in the same run: deploy/gunicorn.conf.py, 2 sync workers,
JSON access log to a file. wrk (Debian's package, installed with apt-get when missing) sends
the same legal-plays body to each in alternating short runs; the figure that matters is the
ratio of the service's requests per second to the echo's (the median of the rounds' ratios).
Target: >= 0.7.

    .venv/bin/python bench/bench_http.py [--rounds 8] [--duration 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = Path(__file__).resolve().parent
BODY = {
    "ruleset": "tute-parejas",
    "trump": "O",
    "seat": 2,
    "hand": ["1C", "2C", "12E", "5O", "7C", "10B", "11E", "3O", "6B", "4C"],
    "trick": [{"seat": 0, "card": "3C"}, {"seat": 1, "card": "4O"}],
}
WRK_SCRIPT = """\
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [[{body}]]
"""


@dataclass(frozen=True)
class Target:
    name: str
    app: str
    path: str


SERVICE = Target("legal plays (tute.api)", "tute.api.wsgi:app", "/v1/legal-plays")
ECHO = Target("bare Flask JSON echo", "echo_app:app", "/echo")


@dataclass(frozen=True)
class Result:
    rps: float
    p50_ms: float
    p99_ms: float
    errors: int


def ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        sys.exit("wrk is missing and cannot be installed here (needs root and apt-get)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = ["apt-get", "install", "-y", "--no-install-recommends", "wrk"]
    if subprocess.run(install, env=env, capture_output=True, check=False).returncode != 0:
        subprocess.run(["apt-get", "update"], env=env, capture_output=True, check=False)
        subprocess.run(install, env=env, capture_output=True, check=True)
    found = shutil.which("wrk")
    if not found:
        sys.exit("apt-get installed no wrk binary")
    return found


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def served(target: Target, workdir: Path) -> Iterator[str]:
    """gunicorn with the committed config and 2 sync workers; yields the URL."""
    port = free_port()
    env = {
        **os.environ,
        "TUTE_BIND": f"127.0.0.1:{port}",
        "TUTE_WORKERS": "2",
        "TUTE_LOG_LEVEL": "warning",
        "TUTE_ACCESS_LOG": str(workdir / f"access-{port}.log"),
        "PROMETHEUS_MULTIPROC_DIR": str(workdir / f"metrics-{port}"),
    }
    command = [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
               "--no-control-socket", "--pythonpath", str(BENCH), target.app]
    log = (workdir / f"gunicorn-{port}.log").open("wb")
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=log)
    url = f"http://127.0.0.1:{port}{target.path}"
    try:
        wait_ready(url, process)
        yield url
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        log.close()


def wait_ready(url: str, process: subprocess.Popen[bytes]) -> None:
    body = json.dumps(BODY).encode()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if process.poll() is not None:
            sys.exit(f"gunicorn exited with {process.returncode}")
        request = urllib.request.Request(url, data=body,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    sys.exit(f"{url} never answered 200")


_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def _ms(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()  # type: ignore[union-attr]
    return float(number) * _UNITS[unit]


def run_wrk(wrk: str, url: str, script: Path, seconds: int, connections: int) -> Result:
    out = subprocess.run(
        [wrk, "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", str(script), url],
        capture_output=True, text=True, check=True,
    ).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    p50 = _ms(re.search(r"\s50%\s+(\S+)", out).group(1))  # type: ignore[union-attr]
    p99 = _ms(re.search(r"\s99%\s+(\S+)", out).group(1))  # type: ignore[union-attr]
    errors = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    return Result(rps, p50, p99, int(errors.group(1)) if errors else 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    wrk = ensure_wrk()
    results: dict[str, list[Result]] = {SERVICE.name: [], ECHO.name: []}
    with tempfile.TemporaryDirectory(prefix="bench-http-") as tmp:
        workdir = Path(tmp)
        script = workdir / "post.lua"
        script.write_text(WRK_SCRIPT.format(body=json.dumps(BODY)), encoding="utf-8")
        # Both servers stay up (an idle one costs nothing); wrk alternates between them in
        # short runs, so that load from elsewhere on the machine hits both alike.
        with served(ECHO, workdir) as echo_url, served(SERVICE, workdir) as service_url:
            urls = {ECHO.name: echo_url, SERVICE.name: service_url}
            for url in urls.values():
                run_wrk(wrk, url, script, 2, args.connections)  # warm-up
            for _ in range(args.rounds):
                for name, url in urls.items():
                    result = run_wrk(wrk, url, script, args.duration, args.connections)
                    if result.errors:
                        sys.exit(f"{name}: {result.errors} non-2xx answers")
                    results[name].append(result)
    report(results, args)


def report(results: dict[str, list[Result]], args: argparse.Namespace) -> None:
    summary = {}
    for name, runs in results.items():
        summary[name] = {
            "rps": statistics.median(r.rps for r in runs),
            "p50_ms": statistics.median(r.p50_ms for r in runs),
            "p99_ms": statistics.median(r.p99_ms for r in runs),
            "rps_runs": [round(r.rps) for r in runs],
        }
    # each round measured both back to back: the median of the rounds' ratios is the figure,
    # their spread says how much the machine's other load moved it
    paired = [round(s.rps / e.rps, 3)
              for s, e in zip(results[SERVICE.name], results[ECHO.name], strict=True)]
    ratio = statistics.median(paired)
    if args.json:
        print(json.dumps({"ratio": round(ratio, 3), "round_ratios": paired, "targets": summary,
                          "rounds": args.rounds, "duration_s": args.duration,
                          "connections": args.connections}))
        return
    print(f"{args.rounds} rounds of {args.duration}s each, wrk -t2 -c{args.connections}, "
          f"gunicorn 2 sync workers (medians)")
    print(f"{'target':<28}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}   runs")
    for name, row in summary.items():
        print(f"{name:<28}{row['rps']:>10.0f}{row['p50_ms']:>10.2f}{row['p99_ms']:>10.2f}   "
              f"{row['rps_runs']}")
    print(f"ratio legal plays / echo: {ratio:.3f} (median of rounds; target >= 0.7)")
    print(f"rounds: {paired}")


if __name__ == "__main__":
    main()
