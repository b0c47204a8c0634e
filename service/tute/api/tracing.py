"""Request IDs and trace context: every request has an ID, answered back and in its log lines.

``X-Request-ID``: a caller's ID (1 to 128 visible characters from ``A-Z a-z 0-9 . _ : / + = -``,
starting with a letter or digit) is kept; a missing or malformed one is replaced by a fresh
random one (32 hex digits). The response carries it in ``X-Request-ID``, and the access log
line and every line the app logs while answering carry it as ``request_id``.

W3C ``traceparent`` (``00-<trace id>-<parent id>-<flags>``): when valid, its trace and parent
IDs are logged with the request (``trace_id``, ``parent_id``), so a log line can be found from a
distributed trace. The service makes no spans of its own; OpenTelemetry's WSGI or Flask
instrumentation can wrap the app where spans are wanted (docs/deployment.md, "Request IDs and
tracing").

The IDs live in the WSGI environ (``tute.request_id``, ``tute.trace_id``, ``tute.parent_id``),
which gunicorn also hands to its access logger.

No hooks of its own: the app's one before-request function (``create_app``'s request checks)
calls :func:`identify` first, before any check can refuse the request, and its one
after-request function (its common headers) calls :func:`answer_id` last.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Mapping

from flask import has_request_context, request
from werkzeug.datastructures import Headers

REQUEST_ID_HEADER = "X-Request-ID"
REQUEST_ID = "tute.request_id"
TRACE_ID = "tute.trace_id"
PARENT_ID = "tute.parent_id"

_VALID_REQUEST_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:/+=-]{0,127}")
# version 00; a trace or parent ID of zeros only is invalid (W3C Trace Context, 3.2.2)
_TRACEPARENT = re.compile(r"00-(?!0{32})([0-9a-f]{32})-(?!0{16})([0-9a-f]{16})-[0-9a-f]{2}")


def identify(environ: dict[str, object]) -> str:
    """Give the request in ``environ`` its ID (and its trace context, when it brings one)."""
    given = environ.get("HTTP_X_REQUEST_ID")
    request_id = (given if isinstance(given, str) and _VALID_REQUEST_ID.fullmatch(given)
                  else os.urandom(16).hex())  # as random as uuid4().hex, a fifth of the cost
    environ[REQUEST_ID] = request_id
    parent = environ.get("HTTP_TRACEPARENT")
    if isinstance(parent, str):
        found = _TRACEPARENT.fullmatch(parent.strip())
        if found is not None:
            environ[TRACE_ID], environ[PARENT_ID] = found[1], found[2]
    return request_id


def answer_id(headers: Headers, environ: Mapping[str, object]) -> None:
    """Answer the ID :func:`identify` gave the request (in ``X-Request-ID``)."""
    request_id = environ.get(REQUEST_ID)
    if isinstance(request_id, str):
        headers[REQUEST_ID_HEADER] = request_id


class RequestContext(logging.Filter):
    """Adds the current request's ``request_id``, ``trace_id`` and ``parent_id`` to a record
    logged while it is answered (nothing outside a request)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if has_request_context():
            environ = request.environ
            for name, key in (("request_id", REQUEST_ID), ("trace_id", TRACE_ID),
                              ("parent_id", PARENT_ID)):
                value = environ.get(key)
                if value is not None:
                    setattr(record, name, value)
        return True


__all__ = ["REQUEST_ID_HEADER", "RequestContext", "answer_id", "identify"]
