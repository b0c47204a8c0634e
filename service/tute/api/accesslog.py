"""gunicorn's logger for the service (``logger_class`` in deploy/gunicorn.conf.py).

Access lines are JSON, one object a line, so a log pipeline needs no parser of its own; values
come straight from the WSGI environ and are escaped by ``json.dumps`` (a quote in a User-Agent
cannot break the line), the request's ID and trace context included (tute.api.tracing).

The error log (gunicorn's own lines and the app's, which share its handlers) is text by
default, with the request's ID appended to a line logged while a request is answered; with
``TUTE_LOG_FORMAT=json`` every line of it is one JSON object too.
"""

from __future__ import annotations

import json
import logging
import os
from datetime import UTC, datetime, timedelta
from typing import Any

from gunicorn.glogging import Logger  # type: ignore[import-untyped]

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


class JsonAccessLogger(Logger):  # type: ignore[misc]
    """gunicorn's logger with one JSON object per access line, and the error log's lines in
    ``TUTE_LOG_FORMAT`` (text or json)."""

    def setup(self, cfg: Any) -> None:
        super().setup(cfg)
        if os.environ.get("TUTE_LOG_FORMAT", "text").strip().lower() == "json":
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
