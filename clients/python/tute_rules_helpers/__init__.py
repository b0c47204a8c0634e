"""Hand-written helpers beside the generated ``tute_rules_client`` (regeneration keeps them).

:func:`create_client` makes the generated ``Client`` with the defaults a production caller
expects: a finite timeout (:data:`DEFAULT_TIMEOUT`) and retries with exponential backoff and
jitter after connection errors, timeouts and 429/502/503/504 answers, within 30 s for the
call (:class:`Retry`). Every operation of the service is a pure computation, so retrying any of
them is safe. Each call carries an ``X-Request-ID`` and ``User-Agent:
tute-rules-client-python/<version>``; every error carries the answer and its request ID.

The generated operations return ``Response[Result | Problem]``: a 2xx result or an RFC 9457
problem. :func:`unwrap` turns that into the result, or raises :class:`ProblemError` carrying the
problem's stable ``code`` (its message names the code and every field error), so callers write
``except ProblemError as e: if e.code == ...``::

    from tute_rules_client.api.rulesets import get_ruleset
    from tute_rules_helpers import ProblemError, create_client, unwrap

    try:
        ruleset = unwrap(get_ruleset.sync_detailed("tute-dos", client=create_client(url)))
    except ProblemError as error:
        print(error.status, error.code, error.detail)
"""

from tute_rules_helpers.client import USER_AGENT, create_client, sdk_version
from tute_rules_helpers.problems import (
    ProblemError,
    UnexpectedResponseError,
    etag_of,
    problem_message,
    unwrap,
    unwrap_if_changed,
)
from tute_rules_helpers.transport import (
    DEFAULT_TIMEOUT,
    NO_RETRY,
    REQUEST_ID_HEADER,
    RETRYABLE_ERRORS,
    Retry,
    RetryingTransport,
    new_request_id,
)

__all__ = [
    "DEFAULT_TIMEOUT",
    "NO_RETRY",
    "REQUEST_ID_HEADER",
    "RETRYABLE_ERRORS",
    "ProblemError",
    "Retry",
    "RetryingTransport",
    "USER_AGENT",
    "UnexpectedResponseError",
    "create_client",
    "etag_of",
    "new_request_id",
    "problem_message",
    "sdk_version",
    "unwrap",
    "unwrap_if_changed",
]
