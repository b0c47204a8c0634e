"""gunicorn settings for the Tute rules service, driven by TUTE_* environment variables.

Run it as ``gunicorn -c deploy/gunicorn.conf.py --no-control-socket tute.api.wsgi:app``
(``scripts/serve.sh`` does). Sync workers, one per core by default: the work is pure CPU and
short, so more processes, not threads, is what scales it.

Metrics: prometheus-client's multi-process mode needs a directory shared by the workers, named
by PROMETHEUS_MULTIPROC_DIR before any worker imports the app. When it is unset a private
temporary one is created here (and removed at exit); an existing one is emptied at start, as the
library requires, because samples left by an earlier run would be added to this run's.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any


def _env_int(name: str, default: int, minimum: int = 0) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise SystemExit(f"gunicorn.conf.py: {name} must be an integer, not {raw!r}") from None
    if value < minimum:
        raise SystemExit(f"gunicorn.conf.py: {name} must be at least {minimum}, not {value}")
    return value


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))  # honours CPU pinning (containers, taskset)
    except AttributeError:
        return os.cpu_count() or 1


_OWN_METRICS_DIR = not os.environ.get("PROMETHEUS_MULTIPROC_DIR")
if _OWN_METRICS_DIR:
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="tute-metrics-")
METRICS_DIR = Path(os.environ["PROMETHEUS_MULTIPROC_DIR"])

bind = [os.environ.get("TUTE_BIND", "127.0.0.1:8000")]
workers = _env_int("TUTE_WORKERS", _cores(), minimum=1)
worker_class = "sync"
# a request that takes longer than this is stuck: the worker is killed and replaced
timeout = _env_int("TUTE_TIMEOUT", 30, minimum=1)
# on SIGTERM, workers finish the requests they hold for up to this long, then are killed
graceful_timeout = _env_int("TUTE_GRACEFUL_TIMEOUT", 30)
# sync workers close each connection after one response; no keep-alive to tune
max_requests = _env_int("TUTE_MAX_REQUESTS", 0)
max_requests_jitter = max_requests // 10

loglevel = os.environ.get("TUTE_LOG_LEVEL", "info").lower()
errorlog = "-"
# TUTE_ACCESS_LOG: "-" (stdout, the default), a file path, or "off"
_access = os.environ.get("TUTE_ACCESS_LOG", "-").strip() or "-"
accesslog = None if _access.lower() == "off" else _access
logger_class = "tute.api.accesslog.JsonAccessLogger"

# limits on the request line and headers (the body limit is the app's TUTE_MAX_BODY_BYTES)
limit_request_line = 4094
limit_request_fields = 50
# behind a proxy, trust X-Forwarded-* only from the addresses given here
forwarded_allow_ips = os.environ.get("TUTE_FORWARDED_ALLOW_IPS", "127.0.0.1")
proc_name = "tute-rules"


def on_starting(server: Any) -> None:
    METRICS_DIR.mkdir(parents=True, exist_ok=True)
    for stale in METRICS_DIR.glob("*.db"):
        stale.unlink()


def child_exit(server: Any, worker: Any) -> None:
    # per the prometheus-client docs: drop the dead worker's live gauges
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def on_exit(server: Any) -> None:
    if _OWN_METRICS_DIR:
        shutil.rmtree(METRICS_DIR, ignore_errors=True)
