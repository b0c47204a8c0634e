"""JSON access log lines for gunicorn (``logger_class`` in deploy/gunicorn.conf.py).

One JSON object a line, so a log pipeline needs no parser of its own; values come straight
from the WSGI environ and are escaped by ``json.dumps`` (a quote in a User-Agent cannot break
the line).
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from typing import Any

from gunicorn.glogging import Logger  # type: ignore[import-untyped]


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
        "request_id": environ.get("HTTP_X_REQUEST_ID"),
    }


class JsonAccessLogger(Logger):  # type: ignore[misc]
    """gunicorn's logger with one JSON object per access line."""

    def access(self, resp: Any, req: Any, environ: dict[str, Any],
               request_time: timedelta) -> None:
        if not self.access_log_enabled:
            return
        record = access_record(resp.status, environ, getattr(resp, "sent", None), request_time)
        self.access_log.info(json.dumps(record))
