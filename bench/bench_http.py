"""HTTP throughput of legal plays and of whole-hand adjudications against a bare Flask JSON
echo, all under gunicorn.

The apps are served the same way in the same run: deploy/gunicorn.conf.py, 2 workers,
JSON access log to a file. wrk (Debian's package, installed with apt-get when missing) sends
each operation's body to the service and the same body to the echo, in alternating short runs;
the figures that matter are the ratios of the service's requests per second to the echo's on
the same body (the median of the rounds' ratios). Targets: legal plays >= 0.8, adjudications
>= 0.5.

    .venv/bin/python bench/bench_http.py [--rounds 8] [--duration 5] [--json]

``--in-process`` measures instead what a request costs the app itself: both WSGI apps called
directly in this process (no gunicorn, no sockets, no wrk), CPU time per request, the best of
``--rounds`` batches, service and echo alternating; on a machine shared with other work it
moves much less than the served figures.

    .venv/bin/python bench/bench_http.py --in-process [--rounds 11]
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
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BENCH = Path(__file__).resolve().parent
BODY = {
    "ruleset": "tute-parejas",
    "trump": "O",
    "seat": 2,
    "hand": ["1C", "2C", "12E", "5O", "7C", "10B", "11E", "3O", "6B", "4C"],
    "trick": [{"seat": 0, "card": "3C"}, {"seat": 1, "card": "4O"}],
}
# A tute-dos hand from a seeded deal, played to its end by random legal actions (seed 7: 42
# actions, a marriage among them), as the adjudication body.
RECORD_SEED = 7
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


SERVICE = Target("tute.api", "tute.api.wsgi:app", "")
ECHO = Target("bare Flask JSON echo", "echo_app:app", "/echo")


@dataclass(frozen=True)
class Operation:
    name: str
    path: str
    body: dict[str, Any]
    target: float


def adjudication_body() -> dict[str, Any]:
    """The seeded tute-dos record as a POST /v1/hand-adjudications body (plain plays as
    ``{seat, kind, card}``, as clients send them)."""
    sys.path.insert(0, str(ROOT / "service"))
    from tute import deal_from_seed, find_ruleset, random_record
    from tute.api.encode import encode

    ruleset = find_ruleset("tute-dos")
    record = random_record(ruleset, deal_from_seed(ruleset, RECORD_SEED), RECORD_SEED)
    actions = [{key: value for key, value in encode(action).items() if value is not None}
               for action in record.actions]
    return {"ruleset": "tute-dos", "deal": {"seed": RECORD_SEED}, "actions": actions}


def operations() -> list[Operation]:
    return [Operation("legal plays", "/v1/legal-plays", BODY, 0.8),
            Operation("hand adjudications", "/v1/hand-adjudications", adjudication_body(), 0.5)]


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
def served(target: Target, workdir: Path,
           extra_env: dict[str, str] | None = None) -> Iterator[str]:
    """gunicorn with the committed config and 2 workers (``extra_env`` on top of the
    environment: bench_workers.py's worker classes); yields the URL."""
    port = free_port()
    env = {
        **os.environ,
        "TUTE_BIND": f"127.0.0.1:{port}",
        "TUTE_WORKERS": "2",
        "TUTE_LOG_LEVEL": "warning",
        "TUTE_ACCESS_LOG": str(workdir / f"access-{port}.log"),
        "PROMETHEUS_MULTIPROC_DIR": str(workdir / f"metrics-{port}"),
        **(extra_env or {}),
    }
    command = [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
               "--no-control-socket", "--pythonpath", str(BENCH), target.app]
    log = (workdir / f"gunicorn-{port}.log").open("wb")
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=log)
    url = f"http://127.0.0.1:{port}"
    try:
        wait_ready(url + (target.path or "/v1/legal-plays"), process)
        yield url
    finally:
        stop(process, signal.SIGTERM, 30)
        log.close()


def stop(process: subprocess.Popen[bytes], sig: signal.Signals, timeout: float) -> None:
    """Stop ``process`` by its id with ``sig``, killed if it has not ended in ``timeout`` s."""
    process.send_signal(sig)
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


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


def in_process(chosen: list[Operation], rounds: int, batch: int = 300) -> dict[str, Any]:
    """Microseconds of CPU per request, the best of ``rounds`` batches, for each operation
    and for the echo of its body."""
    import io

    sys.path.insert(0, str(ROOT / "service"))
    sys.path.insert(0, str(BENCH))
    from echo_app import app as echo
    from tute.api import create_app

    service = create_app({"TUTE_CORS_ORIGINS": ""})

    def start(status: str, headers: object, exc_info: object = None) -> None:
        if not status.startswith("200"):
            sys.exit(f"answered {status}")

    def per_request(app: Any, path: str, body: bytes) -> float:
        best = float("inf")
        for _ in range(rounds):
            began = time.process_time()
            for _ in range(batch):
                environ = {"REQUEST_METHOD": "POST", "PATH_INFO": path, "SERVER_NAME": "bench",
                           "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1",
                           "wsgi.url_scheme": "http", "CONTENT_TYPE": "application/json",
                           "CONTENT_LENGTH": str(len(body)), "wsgi.input": io.BytesIO(body)}
                for _chunk in app(environ, start):
                    pass
            best = min(best, (time.process_time() - began) / batch)
        return best * 1e6

    found = {}
    for op in chosen:
        body = json.dumps(op.body).encode()
        service_us = per_request(service, op.path, body)
        echo_us = per_request(echo, ECHO.path, body)
        found[op.name] = {"service_us": round(service_us, 1), "echo_us": round(echo_us, 1),
                          "ratio": round(echo_us / service_us, 3)}
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--duration", type=int, default=5, help="seconds per wrk run")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--in-process", action="store_true",
                        help="call both WSGI apps directly (CPU time per request)")
    args = parser.parse_args()
    if args.in_process:
        found = in_process(operations(), args.rounds if args.rounds != 8 else 11)
        if args.json:
            print(json.dumps({"in_process": found}))
        else:
            for name, row in found.items():
                print(f"{name}: service {row['service_us']:.0f} us, echo {row['echo_us']:.0f} "
                      f"us a request (CPU, best of batches): echo / service {row['ratio']:.3f}")
        return
    wrk = ensure_wrk()
    chosen = operations()
    # per operation: the service's runs and the echo's runs on the same body
    results: dict[str, dict[str, list[Result]]] = {
        op.name: {SERVICE.name: [], ECHO.name: []} for op in chosen}
    with tempfile.TemporaryDirectory(prefix="bench-http-") as tmp:
        workdir = Path(tmp)
        scripts = {}
        for i, op in enumerate(chosen):
            scripts[op.name] = workdir / f"post-{i}.lua"
            scripts[op.name].write_text(WRK_SCRIPT.format(body=json.dumps(op.body)),
                                        encoding="utf-8")
        # Both servers stay up (an idle one costs nothing); wrk alternates between them in
        # short runs, so that load from elsewhere on the machine hits both alike.
        with served(ECHO, workdir) as echo_url, served(SERVICE, workdir) as service_url:
            runs = [(op, name, url + (ECHO.path if name == ECHO.name else op.path))
                    for op in chosen
                    for name, url in ((ECHO.name, echo_url), (SERVICE.name, service_url))]
            for op, _, url in runs:
                run_wrk(wrk, url, scripts[op.name], 2, args.connections)  # warm-up
            for _ in range(args.rounds):
                for op, name, url in runs:
                    result = run_wrk(wrk, url, scripts[op.name], args.duration, args.connections)
                    if result.errors:
                        sys.exit(f"{op.name}, {name}: {result.errors} non-2xx answers")
                    results[op.name][name].append(result)
    report(chosen, results, args)


def report(chosen: list[Operation], results: dict[str, dict[str, list[Result]]],
           args: argparse.Namespace) -> None:
    summary: dict[str, Any] = {}
    for op in chosen:
        rows = {}
        for name, runs in results[op.name].items():
            rows[name] = {
                "rps": statistics.median(r.rps for r in runs),
                "p50_ms": statistics.median(r.p50_ms for r in runs),
                "p99_ms": statistics.median(r.p99_ms for r in runs),
                "rps_runs": [round(r.rps) for r in runs],
            }
        # each round measured both back to back: the median of the rounds' ratios is the
        # figure, their spread says how much the machine's other load moved it
        paired = [round(s.rps / e.rps, 3) for s, e in zip(
            results[op.name][SERVICE.name], results[op.name][ECHO.name], strict=True)]
        summary[op.name] = {"ratio": round(statistics.median(paired), 3),
                            "round_ratios": paired, "target": op.target, "targets": rows,
                            "body_bytes": len(json.dumps(op.body))}
    if args.json:
        print(json.dumps({"operations": summary, "rounds": args.rounds,
                          "duration_s": args.duration, "connections": args.connections}))
        return
    print(f"{args.rounds} rounds of {args.duration}s each, wrk -t2 -c{args.connections}, "
          f"gunicorn 2 workers (medians)")
    for name, found in summary.items():
        print(f"\n{name} ({found['body_bytes']}-byte body)")
        print(f"{'target':<28}{'req/s':>10}{'p50 ms':>10}{'p99 ms':>10}   runs")
        for target, row in found["targets"].items():
            print(f"{target:<28}{row['rps']:>10.0f}{row['p50_ms']:>10.2f}"
                  f"{row['p99_ms']:>10.2f}   {row['rps_runs']}")
        print(f"ratio {name} / echo: {found['ratio']:.3f} (median of rounds; target >= "
              f"{found['target']})")
        print(f"rounds: {found['round_ratios']}")


if __name__ == "__main__":
    main()
