"""Service settings, read from ``TUTE_*`` environment variables.

Every setting has a default that is safe for production; :func:`load_settings` lets a caller
(tests, ``create_app(config)``) override any of them by the same ``TUTE_*`` name.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

DEFAULT_MAX_BODY_BYTES = 64 * 1024
#: batch operations (up to 1,000 items) take larger bodies
DEFAULT_MAX_BATCH_BODY_BYTES = 1024 * 1024
DEFAULT_CLIENT_TIMEOUT = 10


class ConfigError(ValueError):
    """A ``TUTE_*`` setting that cannot be understood; names the variable."""


@dataclass(frozen=True, slots=True)
class Settings:
    """What the Flask app needs to know (gunicorn's own settings live in gunicorn.conf.py)."""

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


def parse_bind(name: str, raw: str) -> tuple[str, int]:
    """``host:port`` (``[v6]:port`` for IPv6) as a host and a port number."""
    host, colon, port = raw.strip().rpartition(":")
    host = host.strip("[]")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ConfigError(f"{name} must be host:port (e.g. 0.0.0.0:9100), not {raw!r}")
    return host, int(port)


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
        cors_origins=_origins(source, "TUTE_CORS_ORIGINS"),
        docs=_bool(source, "TUTE_DOCS", True),
        log_level=level,
        client_timeout=_int(source, "TUTE_CLIENT_TIMEOUT", DEFAULT_CLIENT_TIMEOUT, 1),
        metrics_bind=_metrics_bind(source),
        log_format=log_format,
    )


def _metrics_bind(source: Mapping[str, object]) -> str:
    raw = _text(source, "TUTE_METRICS_BIND") or ""
    if raw:
        parse_bind("TUTE_METRICS_BIND", raw)
    return raw
