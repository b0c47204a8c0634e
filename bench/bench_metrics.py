"""What the Prometheus metrics cost a request, in process.

The app answers bench_http.py's legal-plays request and a whole-hand adjudication through its
WSGI callable, as gunicorn calls it, with the metrics as served (prometheus-client's
multi-process mode, writing to a temporary directory, as deploy/gunicorn.conf.py sets it up)
and with the three metric calls of a request (the request's duration and count, the rule
evaluation) replaced by functions that do nothing. Runs alternate; each figure is the best of
its runs. The share is (with - without) / with. Target: <= 5% of a request.

    .venv/bin/python bench/bench_metrics.py [--json]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

# multi-process mode is chosen when prometheus_client is imported: before the app is
_METRICS_DIR = tempfile.TemporaryDirectory(prefix="bench-metrics-")
os.environ["PROMETHEUS_MULTIPROC_DIR"] = _METRICS_DIR.name

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "service"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_http import BODY, adjudication_body  # noqa: E402
from tute.api import create_app, engine_calls, metrics  # noqa: E402

TARGET = 0.05
APP = create_app({"TUTE_CORS_ORIGINS": ""})


def environ(path: str, data: bytes) -> dict[str, Any]:
    return {"REQUEST_METHOD": "POST", "PATH_INFO": path, "SERVER_NAME": "bench",
            "SERVER_PORT": "80", "SERVER_PROTOCOL": "HTTP/1.1", "wsgi.url_scheme": "http",
            "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(data)),
            "wsgi.input": io.BytesIO(data), "HTTP_HOST": "bench"}


def per_request(path: str, data: bytes, count: int) -> float:
    started_with: list[str] = []
    begin = time.perf_counter()
    for _ in range(count):
        b"".join(APP(environ(path, data), lambda s, h, e=None: started_with.append(s)))
    elapsed = time.perf_counter() - begin
    if not all(status.startswith("200") for status in started_with):
        sys.exit(f"{path}: not every answer was 200")
    return elapsed / count


def _nothing(*args: Any, **kwargs: Any) -> None:
    return None


class MetricsOff:
    """The request's metric calls replaced by functions that do nothing."""

    def __enter__(self) -> None:
        self.saved = (metrics.observe, engine_calls.count_evaluation)
        metrics.observe = _nothing  # type: ignore[assignment]
        engine_calls.count_evaluation = _nothing  # type: ignore[assignment]

    def __exit__(self, *exc: object) -> None:
        metrics.observe, engine_calls.count_evaluation = self.saved  # type: ignore[assignment]


def measure(path: str, body: dict[str, Any], count: int, rounds: int) -> dict[str, float]:
    data = json.dumps(body).encode()
    per_request(path, data, count // 4)  # warm-up: labels created, files opened
    on, off = [], []
    for _ in range(rounds):
        on.append(per_request(path, data, count))
        with MetricsOff():
            off.append(per_request(path, data, count))
    with_metrics, without = min(on), min(off)
    return {"with_us": with_metrics * 1e6, "without_us": without * 1e6,
            "share": (with_metrics - without) / with_metrics}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = {
        "legal plays": measure("/v1/legal-plays", BODY, 2000, args.rounds),
        "hand adjudications": measure("/v1/hand-adjudications", adjudication_body(), 300,
                                      args.rounds),
    }
    if args.json:
        print(json.dumps(results))
    else:
        print(f"in process, best of {args.rounds} alternating runs each")
        print(f"{'request':<22}{'with metrics':>14}{'without':>10}{'share':>8}")
        for name, row in results.items():
            print(f"{name:<22}{row['with_us']:>11.1f} us{row['without_us']:>7.1f} us"
                  f"{row['share']:>8.1%}")
    worst = max(row["share"] for row in results.values())
    sys.exit(0 if worst <= TARGET else 1)


if __name__ == "__main__":
    main()
