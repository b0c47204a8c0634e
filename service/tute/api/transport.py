"""HTTP framing errors that surface inside the app, answered as 400 problems.

gunicorn decodes a chunked body lazily, while the app reads it: a bad chunk size, a missing
chunk terminator, a bad chunk extension or trailer, or a body cut short then raises from the
read, inside the view. Without a handler of their own they would be 500s with a traceback in
the log (and in the 5xx rate); they are the client's error. Errors gunicorn finds before the app
runs are answered by :mod:`tute.api.worker` in the same shape.
"""

from __future__ import annotations

from flask import Flask, Response
from gunicorn.http.errors import NoMoreData, ParseException  # type: ignore[import-untyped]

from tute.api.problems import ProblemError, ProblemKind, problem_response
from tute.messages import msg

#: the problem of a broken request framing: an ``HTTP_ERROR`` (type about:blank) with status 400
BAD_FRAMING = ProblemKind(400, "HTTP_ERROR", "", msg("Bad Request"),
                          "The request is not valid HTTP/1.1 (its body framing is broken).")


def _framing_error(error: Exception) -> Response:
    # gunicorn's own words (English), or the name of its exception
    reason = str(error) or type(error).__name__
    return problem_response(ProblemError(
        # Translators: {reason} is gunicorn's description of the error, in English
        BAD_FRAMING, msg("the request body is not valid HTTP/1.1 framing: {reason}",
                         reason=reason)))


def init_transport_errors(app: Flask) -> None:
    app.register_error_handler(ParseException, _framing_error)
    app.register_error_handler(NoMoreData, _framing_error)
