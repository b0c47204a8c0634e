"""gunicorn settings for the Tute rules service, driven by TUTE_* environment variables.

Run it as ``gunicorn -c deploy/gunicorn.conf.py --no-control-socket tute.api.wsgi:app``
(``scripts/serve.sh`` does). One worker process per core by default, each answering one request
at a time: the work is pure CPU and short, so more processes, not threads, is what scales it.

The worker is ``tute.api.worker.BufferingWorker``: gunicorn's sync request handling behind a
non-blocking front that reads each connection until its whole request is in (or
TUTE_CLIENT_TIMEOUT passes), as a buffering proxy would. TUTE_WORKER_CLASS may name one of
gunicorn's own instead (sync, gthread with TUTE_THREADS threads, gevent); measured against it
(docs/deployment.md, "Why not a stock worker class"), none keeps the slow-client, hostile-input
and graceful-stop tests green, so they are for use behind a buffering proxy only.

Metrics: prometheus-client's multi-process mode needs a directory shared by the workers, named
by PROMETHEUS_MULTIPROC_DIR before any worker imports the app. When it is unset a private
temporary one is created here (and removed at exit); an existing one is emptied at start, as the
library requires, because samples left by an earlier run would be added to this run's. Each
worker re-creates it when it is missing (someone deleted it) before it loads the app; a worker
that cannot use it exits with one line naming PROMETHEUS_MULTIPROC_DIR, and the others keep
serving (gunicorn would stop the whole server on a worker's boot error). At start, an unusable
directory or a bad TUTE_* value stops gunicorn with one line, not a traceback: the values are
read and checked by the app's settings module (tute.api.config), the same reader for both.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))  # honours CPU pinning (containers, taskset)
    except AttributeError:
        return os.cpu_count() or 1


_OWN_METRICS_DIR = not os.environ.get("PROMETHEUS_MULTIPROC_DIR")
if _OWN_METRICS_DIR:
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="tute-metrics-")
METRICS_DIR = Path(os.environ["PROMETHEUS_MULTIPROC_DIR"])
_MASTER_PID = os.getpid()


def _remove_own_metrics_dir() -> None:
    # by the master only (a worker exits while the others still write there)
    if _OWN_METRICS_DIR and os.getpid() == _MASTER_PID:
        shutil.rmtree(METRICS_DIR, ignore_errors=True)


# also when the start is refused before on_exit can run (a bad TUTE_* setting stops gunicorn as
# it makes its logger, before on_starting)
atexit.register(_remove_own_metrics_dir)

# Every TUTE_* setting, read and checked once by the app's own settings module (imported only
# now: prometheus-client reads PROMETHEUS_MULTIPROC_DIR when it is first imported)
from tute.api.config import WORKER_CLASSES, ConfigError, load_settings  # noqa: E402

try:
    SETTINGS = load_settings()
except ConfigError as error:
    raise SystemExit(f"gunicorn.conf.py: {error}") from None

bind = [SETTINGS.bind]
workers = SETTINGS.workers or _cores()
worker_class = WORKER_CLASSES[SETTINGS.worker_class]
threads = SETTINGS.threads
# connections one worker holds at once (requests still arriving included); beyond it the rest
# wait in the listen backlog
worker_connections = 1000
# a request that takes longer than this is stuck: the worker is killed and replaced
timeout = SETTINGS.timeout
# on SIGTERM, workers finish the requests they hold for up to this long, then are killed
graceful_timeout = SETTINGS.graceful_timeout
# each connection is closed after one response (as with sync workers); no keep-alive to tune
max_requests = SETTINGS.max_requests
max_requests_jitter = max_requests // 10

loglevel = SETTINGS.log_level.lower()
errorlog = "-"
# TUTE_ACCESS_LOG: "-" (stdout, the default), a file path, or "off" (None)
accesslog = SETTINGS.access_log
logger_class = "tute.api.accesslog.JsonAccessLogger"

# limits on the request line and headers (the body limit is the app's TUTE_MAX_BODY_BYTES)
limit_request_line = 4094
limit_request_fields = 50
# behind a proxy, trust X-Forwarded-* only from the addresses given here
forwarded_allow_ips = ",".join(SETTINGS.forwarded_allow_ips)
proc_name = "tute-rules"


def on_starting(server: Any) -> None:
    from tute.api.metrics import metrics_dir_problem, start_metrics_server

    try:
        # the environment as the workers will have it, gunicorn's -e (raw_env) on top; the
        # service's logger (tute.api.accesslog) has refused a bad value already, this guards a
        # start with another logger_class
        settings = load_settings(getattr(server.cfg, "env", None) or {})
    except ConfigError as error:
        raise SystemExit(f"gunicorn.conf.py: {error}") from None
    problem = metrics_dir_problem(str(METRICS_DIR))
    if problem is None:
        try:
            for stale in METRICS_DIR.glob("*.db"):
                stale.unlink()
        except OSError as error:
            problem = (f"PROMETHEUS_MULTIPROC_DIR={METRICS_DIR} cannot be emptied: "
                       f"{error.strerror}")
    if problem is not None:
        raise SystemExit(f"gunicorn.conf.py: {problem}")
    if settings.metrics_bind:
        try:
            start_metrics_server(settings.metrics_bind)
        except OSError as error:
            raise SystemExit(f"gunicorn.conf.py: TUTE_METRICS_BIND={settings.metrics_bind} "
                             f"cannot be served: {error.strerror}") from None


def post_fork(server: Any, worker: Any) -> None:
    from tute.api.metrics import close_metrics_server_copy, metrics_dir_problem

    close_metrics_server_copy()
    problem = metrics_dir_problem(str(METRICS_DIR))  # re-created here when it was deleted
    if problem is not None:
        server.log.error("Worker %s cannot start: %s", worker.pid, problem)
        time.sleep(1)  # the master replaces this worker: at most one attempt a second
        # not gunicorn's boot-error code, which would stop the whole server
        raise SystemExit(1)


def child_exit(server: Any, worker: Any) -> None:
    # per the prometheus-client docs: drop the dead worker's live gauges
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def on_exit(server: Any) -> None:
    _remove_own_metrics_dir()
