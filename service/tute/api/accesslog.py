"""gunicorn's logger for the service (``logger_class`` in deploy/gunicorn.conf.py).

Access lines are JSON, one object a line, so a log pipeline needs no parser of its own; values
come straight from the WSGI environ and are escaped by ``json.dumps`` (a quote in a User-Agent
cannot break the line), the request's ID and trace context included (tute.api.tracing).

The error log (gunicorn's own lines and the app's, which share its handlers) is text by
default, with the request's ID appended to a line logged while a request is answered; with
``TUTE_LOG_FORMAT=json`` every line of it is one JSON object too. The format is the app's
``log_format`` setting (:func:`tute.api.config.load_settings`, which refuses a bad value), read
from the environment the workers will have (gunicorn's ``raw_env`` included). gunicorn makes
this logger first of all, before ``on_starting``: a bad ``TUTE_*`` setting stops the start here,
in one line, as ``on_starting`` would say it.
"""

from __future__ import annotations

import json
import logging
import os
from datetime import UTC, datetime, timedelta
from typing import Any

from gunicorn.glogging import Logger  # type: ignore[import-untyped]

from tute.api.config import ConfigError, Settings, load_settings
from tute.api.tracing import PARENT_ID, REQUEST_ID, TRACE_ID

#: the request context a record may carry (tute.api.tracing.RequestContext)
_CONTEXT = ("request_id", "trace_id", "parent_id")


def access_record(
    status: str | int, environ: dict[str, Any], sent: int | None, request_time: timedelta
) -> dict[str, Any]:
    code = int(str(status).split(None, 1)[0])
    return {
        "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
        "pid": os.getpid(),
        "remote_addr": environ.get("REMOTE_ADDR"),
        "method": environ.get("REQUEST_METHOD"),
        "path": environ.get("PATH_INFO"),
        "query": environ.get("QUERY_STRING") or None,
        "status": code,
        "bytes": sent,
        "duration_ms": round(request_time.total_seconds() * 1000, 3),
        "user_agent": environ.get("HTTP_USER_AGENT"),
        # the app's ID for the request (the caller's X-Request-ID, when valid)
        "request_id": environ.get(REQUEST_ID) or environ.get("HTTP_X_REQUEST_ID"),
        "trace_id": environ.get(TRACE_ID),
        "parent_id": environ.get(PARENT_ID),
    }


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time, level, logger, pid, message, the request context and
    the exception, if any."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(
                timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "pid": record.process,
            "message": record.getMessage(),
        }
        for name in _CONTEXT:
            value = getattr(record, name, None)
            if value is not None:
                line[name] = value
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line)


class TextFormatter(logging.Formatter):
    """gunicorn's text lines, with ``[request_id=...]`` after a message logged while a
    request is answered."""

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        request_id = getattr(record, "request_id", None)
        if request_id is None:
            return text
        first, newline, rest = text.partition("\n")  # before a traceback, if any
        return f"{first} [request_id={request_id}]{newline}{rest}"


def gunicorn_settings(cfg: Any) -> Settings:
    """The app's settings as its workers will read them: the environment, with gunicorn's
    ``raw_env`` (``-e TUTE_...=...``, exported only after the logger is made) on top. Raises
    :class:`~tute.api.config.ConfigError`."""
    return load_settings(getattr(cfg, "env", None) or {})


class JsonAccessLogger(Logger):  # type: ignore[misc]
    """gunicorn's logger with one JSON object per access line, and the error log's lines in
    the ``log_format`` setting (``TUTE_LOG_FORMAT``: text or json)."""

    def __init__(self, cfg: Any) -> None:
        try:
            super().__init__(cfg)  # calls setup
        except ConfigError as error:
            # gunicorn's first step: one line and no traceback, in on_starting's words
            raise SystemExit(f"gunicorn.conf.py: {error}") from None

    def setup(self, cfg: Any) -> None:
        # read before anything changes: on a configuration reload a bad value raises
        # ConfigError, and gunicorn keeps the logger as it was
        settings = gunicorn_settings(cfg)
        super().setup(cfg)
        if settings.log_format == "json":
            formatter: logging.Formatter = JsonFormatter()
        else:
            formatter = TextFormatter(self.error_fmt, self.datefmt)
        for handler in self.error_log.handlers:
            handler.setFormatter(formatter)

    def access(self, resp: Any, req: Any, environ: dict[str, Any],
               request_time: timedelta) -> None:
        if not self.access_log_enabled:
            return
        record = access_record(resp.status, environ, getattr(resp, "sent", None), request_time)
        self.access_log.info(json.dumps(record))
