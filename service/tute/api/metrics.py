"""Prometheus metrics: RED per route, rule evaluations, build info.

Under gunicorn every worker is a process of its own, so the metrics use prometheus-client's
multi-process mode whenever ``PROMETHEUS_MULTIPROC_DIR`` is set (deploy/gunicorn.conf.py sets it
before any worker imports this module): each worker writes its samples to files in that
directory and ``/metrics`` adds them up, whichever worker answers. Without the variable (tests,
a single process) the default in-process registry is used.

Every label takes values from a fixed set, so that no request can add series: the method is one
of the standard methods or ``other``, the route a declared URL rule or ``<unmatched>``, the
ruleset a registry id or ``unknown``, the verdict one the views use or ``other``. With
``TUTE_METRICS_BIND`` set, the gunicorn master serves /metrics on that address
(:func:`start_metrics_server`) and the app does not serve it at all.
"""

from __future__ import annotations

import contextlib
import glob
import mmap
import os
import platform
import tempfile
import threading
import time
from collections.abc import Callable
from importlib import metadata
from typing import Any
from wsgiref.simple_server import WSGIServer

from flask import Flask, Response, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    start_http_server,
)
from prometheus_client import values as prometheus_values
from prometheus_client.multiprocess import MultiProcessCollector

from tute import ruleset_ids
from tute.api import problems
from tute.api.config import load_settings, parse_bind
from tute.api.problems import ProblemError, problem_response
from tute.messages import Message, msg

UNMATCHED_ROUTE = "<unmatched>"
OTHER = "other"
#: the methods counted by name (RFC 9110 and PATCH); gunicorn passes on any token
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "DELETE", "CONNECT", "OPTIONS", "TRACE",
                     "PATCH"})
#: the ruleset label of an evaluation stopped before a ruleset was chosen
UNKNOWN_RULESET = "unknown"
RULESETS = frozenset({*ruleset_ids(), UNKNOWN_RULESET})
#: the verdicts the views record, and the codes of the problems that stop an evaluation
VERDICTS = frozenset({
    "judged", "legal", "illegal", "resolved", "scored", "complete", "in_progress", "evaluated",
    "dealt", "viewed", "to_act", "over", "error",
    # analyzePosition, reviewHand: every value exact, or bounds within the budget
    "solved", "bounded",
    *(kind.code.lower() for kind in problems.PROBLEM_KINDS),
})

HTTP_REQUESTS = Counter(
    "tute_http_requests_total", "HTTP requests answered, by method, route template and status.",
    ["method", "route", "status"],
)
HTTP_DURATION = Histogram(
    "tute_http_request_duration_seconds",
    "Time to answer an HTTP request, by method and route template.",
    ["method", "route"],
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
)
RULE_EVALUATIONS = Counter(
    "tute_rule_evaluations_total",
    "Rule evaluations by the engine, by operation, ruleset and verdict.",
    ["operation", "ruleset", "verdict"],
)
# A constant 1 whose labels carry the versions; "max" keeps one series across workers.
BUILD_INFO = Gauge(
    "tute_build_info", "Build information of the Tute rules service (always 1).",
    ["version", "python"], multiprocess_mode="max",
)


def package_version() -> str:
    try:
        return metadata.version("tute-rules")
    except metadata.PackageNotFoundError:  # running from a source tree that was not installed
        return "0+unknown"


def count_evaluation(operation: str, ruleset: str, verdict: str) -> None:
    # operation names are the code's own; ruleset and verdict are checked against their sets
    if ruleset not in RULESETS:
        ruleset = OTHER
    if verdict not in VERDICTS:
        verdict = OTHER
    counter = _evaluations.get((operation, ruleset, verdict))
    if counter is None:
        try:
            counter = _evaluations[operation, ruleset, verdict] = RULE_EVALUATIONS.labels(
                operation, ruleset, verdict)
        except OSError:  # a new series with the metrics directory gone: /readyz says so
            return
    counter.inc()


# Labelled children by label values: labels() takes a lock and builds a key on every call.
_evaluations: dict[tuple[str, str, str], Any] = {}
#: a request's duration and count children, by its raw method, route template and status
_children: dict[tuple[str, str | None, int], tuple[Any, Any]] = {}


def observe(response: Response, seconds: float) -> None:
    """Count one answered request by method, route template and status, and its duration."""
    req = request._get_current_object()  # type: ignore[attr-defined]  # one proxy lookup
    rule = req.url_rule
    key = (req.method, None if rule is None else rule.rule, response.status_code)
    children = _children.get(key)
    if children is None:
        method, template, status = key
        if method not in METHODS:
            method = OTHER
        route = UNMATCHED_ROUTE if template is None else template
        try:
            duration = HTTP_DURATION.labels(method, route)
            counter = HTTP_REQUESTS.labels(method, route, str(status))
        except OSError:  # a new series with the metrics directory gone: /readyz says so
            return
        if len(_children) < _MAX_CHILD_KEYS:  # made-up methods must not grow it without end
            _children[key] = children = (duration, counter)
        else:
            children = (duration, counter)
    children[0].observe(seconds)
    children[1].inc()


_MAX_CHILD_KEYS = 4096


class MeteredFlask(Flask):
    """Flask that times and counts every request it dispatches (RED metrics).

    Timing around ``full_dispatch_request`` covers the hooks, the view and every error handler
    (a 500 included) for the price of one call, where a before/after-request pair cost more
    than the rest of the bookkeeping (bench/README.md, "HTTP").
    """

    def full_dispatch_request(self) -> Response:
        keep_counting()
        started = time.perf_counter()
        response = super().full_dispatch_request()
        observe(response, time.perf_counter() - started)
        return response

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        # No view or hook here is a coroutine: skip Flask's per-call check for one.
        return func


class WrittenFilesCollector(MultiProcessCollector):
    """prometheus-client's multi-process collector, reading only the metric files that have
    been given their size. A worker creates each file empty and sizes it just after
    (``MmapedDict``), and the collector fails on an empty file (``struct.error``: every scrape
    in that moment a 500; prometheus/client_python#1199): a worker booting, or replaced after
    ``max_requests``, while Prometheus scrapes. An empty file holds no sample yet, so leaving it
    out loses nothing; the next scrape reads it."""

    def __init__(self, registry: CollectorRegistry, path: str) -> None:
        super().__init__(registry, path=path)  # type: ignore[no-untyped-call]
        self.directory = path

    def collect(self) -> Any:
        found = []
        for name in glob.glob(os.path.join(self.directory, "*.db")):
            with contextlib.suppress(OSError):  # gone since: a dead worker's file, cleaned up
                if os.path.getsize(name) > 0:
                    found.append(name)
        return self.merge(found, accumulate=True)  # type: ignore[no-untyped-call]


def registry() -> CollectorRegistry:
    """Where the metrics are read: every worker's files in multi-process mode (as
    prometheus-client's documentation sets it up), else this process's default registry."""
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not directory:
        return REGISTRY
    collected = CollectorRegistry()
    WrittenFilesCollector(collected, path=directory)
    return collected


def exposition() -> bytes:
    """The metrics in the Prometheus text format: every worker's, in multi-process mode."""
    return generate_latest(registry())


def metrics_view() -> Response:
    try:
        body = exposition()
    except ValueError:  # the directory is gone: /readyz says so too
        problem = metrics_dir_message(os.environ.get("PROMETHEUS_MULTIPROC_DIR", ""))
        return problem_response(ProblemError(problems.NOT_READY, problem or msg("no metrics")))
    return Response(body, mimetype=None, content_type=CONTENT_TYPE_LATEST)


def init_metrics(app: Flask) -> None:
    """Serve /metrics unless TUTE_METRICS_BIND moves it to its own port (a
    :class:`MeteredFlask` counts the requests)."""
    BUILD_INFO.labels(package_version(), platform.python_version()).set(1)
    # In multi-process mode a worker opens one file per kind of metric, at its first series,
    # and keeps it open: open them now (with the series the probes use anyway), so that a
    # metrics directory deleted or broken later costs no request of this worker.
    for method_route in (("GET", "/livez"), ("GET", "/readyz")):
        HTTP_DURATION.labels(*method_route)
        HTTP_REQUESTS.labels(*method_route, "200")
    settings = app.extensions.get("tute.settings") or load_settings()
    if not settings.metrics_bind:
        app.add_url_rule("/metrics", "metrics", metrics_view, methods=["GET"])


# -- the metrics directory -----------------------------------------------------------------------

# prometheus-client keeps the files a process writes in a closure of its value class
# (values.MultiProcessValue): their names and the lock it takes around each write.
_value_class: Any = prometheus_values.ValueClass


def _closure(function: Any) -> dict[str, Any]:
    cells = getattr(function, "__closure__", None) or ()
    return {name: cell.cell_contents
            for name, cell in zip(function.__code__.co_freevars, cells, strict=True)}


_MULTIPROCESS = getattr(_value_class, "_multiprocess", False)
_FILES: dict[str, Any] = (_closure(_value_class._MmapedValue__reset)["files"]
                          if _MULTIPROCESS else {})
_WRITE_LOCK: Any = _closure(_value_class.inc)["lock"] if _MULTIPROCESS else threading.Lock()
#: why this process cannot count, while it cannot (GET /readyz answers 503 with it)
_lost: Message | None = None


def keep_counting() -> Message | None:
    """In multi-process mode: every metric file this process writes is still the one in the
    metrics directory; a file removed (the directory deleted, say) is written again at once,
    with every sample this process has counted, so that /metrics keeps adding up to the
    requests served rather than counting into a deleted file. None when the process counts;
    else why not (re-created as soon as it can be: every request and every worker turn asks).
    Three ``fstat`` calls when nothing is wrong."""
    global _lost
    if not _FILES:
        return None
    with _WRITE_LOCK:
        try:
            for found in list(_FILES.values()):
                if found._f is not None and os.fstat(found._f.fileno()).st_nlink == 0:
                    _write_again(found)
        except OSError as error:
            directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR", "")
            # Translators: {reason} is the operating system's error, in English
            _lost = msg("PROMETHEUS_MULTIPROC_DIR={directory} is not a usable directory: "
                        "{reason}", directory=directory,
                        reason=error.strerror or type(error).__name__)
            return _lost
    _lost = None
    return None


def _write_again(found: Any) -> None:
    """One removed metric file (prometheus-client's MmapedDict) written again under its name,
    with what it holds; the process writes to the new file from now on."""
    name: str = found._fname
    os.makedirs(os.path.dirname(name), exist_ok=True)
    content = bytes(found._m[:found._capacity])
    scratch = f"{name}.{os.getpid()}.new"  # not *.db: /metrics never reads a half-written file
    with open(scratch, "wb") as out:
        out.write(content)
    os.replace(scratch, name)
    again = open(name, "a+b")  # noqa: SIM115  # kept open, as prometheus-client keeps its own
    try:
        mapped = mmap.mmap(again.fileno(), found._capacity, access=mmap.ACCESS_WRITE)
    except BaseException:
        again.close()
        raise
    old_map, old_file = found._m, found._f
    found._m, found._f = mapped, again
    old_map.close()
    old_file.close()


def metrics_dir_problem(directory: str) -> str | None:
    """Why ``directory`` cannot hold the workers' metric files (created when missing), in one
    line naming PROMETHEUS_MULTIPROC_DIR; None when it can. English: for the server's log."""
    found = metrics_dir_message(directory)
    return None if found is None else str(found)


def metrics_dir_message(directory: str, *, create: bool = True) -> Message | None:
    """:func:`metrics_dir_problem` as a message, for an answer (GET /metrics, GET /readyz).

    ``create=False`` only looks (GET /readyz): a missing directory is then unusable, not made
    again behind the back of the worker whose metric files went with it; a path that exists is
    judged as with ``create`` (the same words for a file in its place)."""
    try:
        if create or os.path.lexists(directory):
            os.makedirs(directory, exist_ok=True)  # makes nothing where something exists
        with tempfile.TemporaryFile(dir=directory):
            pass
    except OSError as error:
        # the operating system's words, in English
        reason = error.strerror or type(error).__name__
        # Translators: {reason} is the operating system's error, in English
        return msg("PROMETHEUS_MULTIPROC_DIR={directory} is not a usable directory: {reason}",
                   directory=directory, reason=reason)
    return None


# -- /metrics on a port of its own -----------------------------------------------------------------

_metrics_server: WSGIServer | None = None


def start_metrics_server(bind: str) -> None:
    """Serve the metrics on ``bind`` (``host:port``) with prometheus-client's own server
    (``start_http_server``, a thread of this process) in multi-process mode: run by the gunicorn
    master, which never serves requests itself, so a scrape is answered even while every
    worker is busy. Raises OSError when the address cannot be bound."""
    global _metrics_server
    host, port = parse_bind("TUTE_METRICS_BIND", bind)
    _metrics_server, _ = start_http_server(port, host, registry())


def close_metrics_server_copy() -> None:
    """In a forked worker: close the inherited copy of the metrics listening socket (the
    master's thread, which serves it, did not come along)."""
    if _metrics_server is not None:
        _metrics_server.socket.close()
