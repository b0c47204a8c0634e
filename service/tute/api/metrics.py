"""Prometheus metrics: RED per route, rule evaluations, build info.

Under gunicorn every worker is a process of its own, so the metrics use prometheus-client's
multi-process mode whenever ``PROMETHEUS_MULTIPROC_DIR`` is set (deploy/gunicorn.conf.py sets it
before any worker imports this module): each worker writes its samples to files in that
directory and ``/metrics`` adds them up, whichever worker answers. Without the variable (tests,
a single process) the default in-process registry is used.
"""

from __future__ import annotations

import os
import platform
import time
from collections.abc import Callable
from importlib import metadata
from typing import Any

from flask import Flask, Response, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)
from prometheus_client.multiprocess import MultiProcessCollector

UNMATCHED_ROUTE = "<unmatched>"

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
    counter = _evaluations.get((operation, ruleset, verdict))
    if counter is None:
        counter = _evaluations[operation, ruleset, verdict] = RULE_EVALUATIONS.labels(
            operation, ruleset, verdict)
    counter.inc()


def _route_label() -> str:
    rule = request.url_rule
    return rule.rule if rule is not None else UNMATCHED_ROUTE


# Labelled children by label values: labels() takes a lock and builds a key on every call.
_durations: dict[tuple[str, str], Any] = {}
_requests: dict[tuple[str, str, int], Any] = {}
_evaluations: dict[tuple[str, str, str], Any] = {}


def observe(response: Response, seconds: float) -> None:
    """Count one answered request by method, route template and status, and its duration."""
    method, route, status = request.method, _route_label(), response.status_code
    duration = _durations.get((method, route))
    if duration is None:
        duration = _durations[method, route] = HTTP_DURATION.labels(method, route)
    duration.observe(seconds)
    counter = _requests.get((method, route, status))
    if counter is None:
        counter = _requests[method, route, status] = HTTP_REQUESTS.labels(
            method, route, str(status))
    counter.inc()


class MeteredFlask(Flask):
    """Flask that times and counts every request it dispatches (RED metrics).

    Timing around ``full_dispatch_request`` covers the hooks, the view and every error handler
    (a 500 included) for the price of one call, where a before/after-request pair cost more
    than the rest of the bookkeeping (bench/README.md, "HTTP").
    """

    def full_dispatch_request(self) -> Response:
        started = time.perf_counter()
        response = super().full_dispatch_request()
        observe(response, time.perf_counter() - started)
        return response

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        # No view or hook here is a coroutine: skip Flask's per-call check for one.
        return func


def metrics_view() -> Response:
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if directory:
        registry = CollectorRegistry()
        MultiProcessCollector(registry, path=directory)  # type: ignore[no-untyped-call]
        body = generate_latest(registry)
    else:
        body = generate_latest(REGISTRY)
    return Response(body, mimetype=None, content_type=CONTENT_TYPE_LATEST)


def init_metrics(app: Flask) -> None:
    """Serve /metrics (a :class:`MeteredFlask` counts the requests)."""
    BUILD_INFO.labels(package_version(), platform.python_version()).set(1)
    app.add_url_rule("/metrics", "metrics", metrics_view, methods=["GET"])
