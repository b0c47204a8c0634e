"""Service settings, read from ``TUTE_*`` environment variables: the one place that reads and
checks them, for the app (``create_app``) and for gunicorn (``deploy/gunicorn.conf.py`` takes
its bind, workers, timeouts, logging and proxy settings from :func:`load_settings` too).

Every setting has a default that is safe for production; :func:`load_settings` lets a caller
(tests, ``create_app(config)``) override any of them by the same ``TUTE_*`` name. A value that
cannot be understood is a :class:`ConfigError` of one line naming the variable
(docs/configuration.md lists them all).
"""

from __future__ import annotations

import importlib.util
import ipaddress
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass

DEFAULT_MAX_BODY_BYTES = 64 * 1024
#: batch operations (up to 1,000 items) take larger bodies
DEFAULT_MAX_BATCH_BODY_BYTES = 1024 * 1024
DEFAULT_CLIENT_TIMEOUT = 10
DEFAULT_BIND = "127.0.0.1:8000"
DEFAULT_TIMEOUT = 30
DEFAULT_GRACEFUL_TIMEOUT = 30
#: the worker classes TUTE_WORKER_CLASS may name: gunicorn's own (docs/deployment.md) and the
#: service's buffering worker
WORKER_CLASSES = {"buffering": "tute.api.worker.BufferingWorker", "sync": "sync",
                  "gthread": "gthread", "gevent": "gevent"}
DEFAULT_WORKER_CLASS = "buffering"


class ConfigError(ValueError):
    """A ``TUTE_*`` setting that cannot be understood; names the variable."""


@dataclass(frozen=True, slots=True)
class Settings:
    """What the Flask app and gunicorn (deploy/gunicorn.conf.py) need to know."""

    #: requests with a larger body get a 413 problem
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    max_batch_body_bytes: int = DEFAULT_MAX_BATCH_BODY_BYTES
    #: origins allowed to call the API from a browser; empty: CORS off
    cors_origins: tuple[str, ...] = ()
    #: serve /docs (Swagger UI, which loads its scripts from a CDN)
    docs: bool = True
    #: Python logging level of the app's own logger
    log_level: str = "INFO"
    #: seconds a client gets to send a whole request (tute.api.worker); also bounds the reads
    #: and writes of one request's handling
    client_timeout: int = DEFAULT_CLIENT_TIMEOUT
    #: ``host:port`` of a separate /metrics listener (then /metrics is not on the API port)
    metrics_bind: str = ""
    #: the error log's lines: ``text`` (gunicorn's) or ``json`` (one object a line); gunicorn's
    #: logger follows it (tute.api.accesslog)
    log_format: str = "text"
    # -- gunicorn's (deploy/gunicorn.conf.py) --
    #: where to listen: ``host:port`` (``[v6]:port``; port 0: any free one) or ``unix:PATH``
    bind: str = DEFAULT_BIND
    #: worker processes; None: one per CPU core the process may run on
    workers: int | None = None
    #: seconds before a stuck worker is killed and replaced
    timeout: int = DEFAULT_TIMEOUT
    #: seconds workers get to finish their requests after SIGTERM
    graceful_timeout: int = DEFAULT_GRACEFUL_TIMEOUT
    #: recycle a worker after this many requests (0: never)
    max_requests: int = 0
    #: gunicorn's worker class, one of :data:`WORKER_CLASSES`
    worker_class: str = DEFAULT_WORKER_CLASS
    #: threads per worker (the ``gthread`` worker class; 1 for the others)
    threads: int = 1
    #: the access log: ``-`` (stdout), a file, or None (``off``)
    access_log: str | None = "-"
    #: proxies whose X-Forwarded-* headers are trusted: addresses or networks, or ``*``
    forwarded_allow_ips: tuple[str, ...] = ("127.0.0.1",)


def _text(source: Mapping[str, object], name: str) -> str | None:
    value = source.get(name)
    if value is None:
        return None
    return str(value).strip()


def _int(source: Mapping[str, object], name: str, default: int, minimum: int) -> int:
    raw = source.get(name)
    if raw is None or raw == "":
        return default
    if isinstance(raw, bool):
        raise ConfigError(f"{name} must be an integer, not {raw!r}")
    try:
        value = raw if isinstance(raw, int) else int(str(raw).strip())
    except (TypeError, ValueError):
        raise ConfigError(f"{name} must be an integer, not {raw!r}") from None
    if value < minimum:
        raise ConfigError(f"{name} must be at least {minimum}, not {value}")
    return value


_TRUE_WORDS = frozenset({"1", "true", "yes", "on"})
_FALSE_WORDS = frozenset({"0", "false", "no", "off"})


def _bool(source: Mapping[str, object], name: str, default: bool) -> bool:
    raw = source.get(name)
    if raw is None or raw == "":
        return default
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in _TRUE_WORDS:
        return True
    if text in _FALSE_WORDS:
        return False
    raise ConfigError(f"{name} must be true or false, not {raw!r}")


def _origins(source: Mapping[str, object], name: str) -> tuple[str, ...]:
    raw = source.get(name)
    if raw is None:
        return ()
    items = [str(item) for item in raw] if isinstance(raw, list | tuple) else str(raw).split(",")
    return tuple(item.strip() for item in items if item.strip())


# an origin as a browser sends it: scheme, host (a name, an IPv4 address or [an IPv6 one]) and
# an optional port, nothing after them
_ORIGIN = re.compile(r"https?://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?")


def _cors_origins(source: Mapping[str, object]) -> tuple[str, ...]:
    origins = _origins(source, "TUTE_CORS_ORIGINS")
    for origin in origins:
        if origin != "*" and not _ORIGIN.fullmatch(origin):
            raise ConfigError("TUTE_CORS_ORIGINS must be origins such as https://game.example "
                              f"(scheme, host, optional port) separated by commas, or *, not "
                              f"{origin!r}")
    return origins


def parse_bind(name: str, raw: str) -> tuple[str, int]:
    """``host:port`` (``[v6]:port`` for IPv6) as a host and a port number."""
    host, colon, port = raw.strip().rpartition(":")
    host = host.strip("[]")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"{name} must be host:port (e.g. 0.0.0.0:9100), not {raw!r}")
    return host, int(port)


def _bind(source: Mapping[str, object]) -> str:
    raw = _text(source, "TUTE_BIND") or DEFAULT_BIND
    if raw.startswith("unix:") and len(raw) > len("unix:"):
        return raw
    host, colon, port = raw.rpartition(":")
    if not colon or not host.strip("[]") or not port.isdigit() or int(port) > 65535:
        raise ConfigError(f"TUTE_BIND must be host:port (e.g. 0.0.0.0:8000) or unix:PATH, "
                          f"not {raw!r}")
    return raw


def _access_log(source: Mapping[str, object]) -> str | None:
    raw = _text(source, "TUTE_ACCESS_LOG") or "-"
    if raw.lower() == "off":
        return None
    if raw != "-" and not os.path.isdir(os.path.dirname(os.path.abspath(raw))):
        raise ConfigError(f"TUTE_ACCESS_LOG must be -, off or a file in an existing directory, "
                          f"not {raw!r}")
    return raw


def _allowed_proxies(source: Mapping[str, object]) -> tuple[str, ...]:
    raw = _text(source, "TUTE_FORWARDED_ALLOW_IPS")
    items = _origins(source, "TUTE_FORWARDED_ALLOW_IPS") if raw else ("127.0.0.1",)
    for item in items:
        try:
            if item != "*":
                ipaddress.ip_network(item)  # as gunicorn reads them
        except ValueError:
            raise ConfigError("TUTE_FORWARDED_ALLOW_IPS must be addresses or networks separated "
                              f"by commas, or *, not {raw!r}") from None
    return items


def load_settings(overrides: Mapping[str, object] | None = None) -> Settings:
    """Settings from the environment, with ``overrides`` (same ``TUTE_*`` names) on top."""
    source: dict[str, object] = {k: v for k, v in os.environ.items() if k.startswith("TUTE_")}
    source.update(overrides or {})
    level = (_text(source, "TUTE_LOG_LEVEL") or "info").upper()
    if level not in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"):
        raise ConfigError(f"TUTE_LOG_LEVEL must be debug, info, warning, error or critical, "
                          f"not {level.lower()!r}")
    log_format = (_text(source, "TUTE_LOG_FORMAT") or "text").lower()
    if log_format not in ("text", "json"):
        raise ConfigError(f"TUTE_LOG_FORMAT must be text or json, not {log_format!r}")
    return Settings(
        max_body_bytes=_int(source, "TUTE_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES, 1),
        max_batch_body_bytes=_int(source, "TUTE_MAX_BATCH_BODY_BYTES",
                                  DEFAULT_MAX_BATCH_BODY_BYTES, 1),
        cors_origins=_cors_origins(source),
        docs=_bool(source, "TUTE_DOCS", True),
        log_level=level,
        client_timeout=_int(source, "TUTE_CLIENT_TIMEOUT", DEFAULT_CLIENT_TIMEOUT, 1),
        metrics_bind=_metrics_bind(source),
        log_format=log_format,
        bind=_bind(source),
        workers=_int(source, "TUTE_WORKERS", 0, 1) or None,
        timeout=_int(source, "TUTE_TIMEOUT", DEFAULT_TIMEOUT, 1),
        graceful_timeout=_int(source, "TUTE_GRACEFUL_TIMEOUT", DEFAULT_GRACEFUL_TIMEOUT, 0),
        max_requests=_int(source, "TUTE_MAX_REQUESTS", 0, 0),
        worker_class=_worker_class(source),
        threads=_int(source, "TUTE_THREADS", 1, 1),
        access_log=_access_log(source),
        forwarded_allow_ips=_allowed_proxies(source),
    )


def _worker_class(source: Mapping[str, object]) -> str:
    raw = (_text(source, "TUTE_WORKER_CLASS") or DEFAULT_WORKER_CLASS).lower()
    if raw not in WORKER_CLASSES:
        raise ConfigError(f"TUTE_WORKER_CLASS must be {', '.join(sorted(WORKER_CLASSES))}, "
                          f"not {raw!r}")
    if raw == "gevent" and importlib.util.find_spec("gevent") is None:
        raise ConfigError("TUTE_WORKER_CLASS=gevent needs the gevent package (pip install "
                          "gevent), which is not installed")
    return raw


def _metrics_bind(source: Mapping[str, object]) -> str:
    raw = _text(source, "TUTE_METRICS_BIND") or ""
    if raw:
        parse_bind("TUTE_METRICS_BIND", raw)
    return raw
