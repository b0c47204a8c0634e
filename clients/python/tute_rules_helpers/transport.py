"""Production defaults for the generated client: a finite timeout, and retries with backoff.

Every operation of the service is a pure computation on the request body: it keeps no state
and changes none, so sending the same request again is always safe, POSTs included. The
transport here retries an attempt that failed to connect, lost its connection before an answer
came, timed out, or was answered 429, 502, 503 or 504 (a proxy or load balancer in front of the
service found no healthy instance, or asked the caller to slow down), waiting an exponentially
growing, randomly jittered delay between attempts, or the answer's ``Retry-After``. The whole
call is capped (``Retry.max_elapsed``): no retry starts, and no attempt runs, past it. Every
attempt of a call carries the same ``X-Request-ID`` (the caller's, or a new one), which the
service echoes and logs.
"""

from __future__ import annotations

import asyncio
import email.utils
import random
import ssl
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime

import httpx

#: Five seconds to connect, ten for each read, write or pool wait: the service answers in
#: milliseconds, so a call that takes longer has met a network or capacity problem.
DEFAULT_TIMEOUT = httpx.Timeout(10.0, connect=5.0)

#: The transport errors an attempt is retried after: no connection, a connection lost before
#: the answer, or no answer in time (the request may or may not have reached the service;
#: either way the answer is the same).
RETRYABLE_ERRORS: tuple[type[httpx.TransportError], ...] = (
    httpx.ConnectError,
    httpx.ReadError,
    httpx.WriteError,
    httpx.RemoteProtocolError,
    httpx.TimeoutException,
)

#: The header that names a call in the service's answer and in its logs.
REQUEST_ID_HEADER = "X-Request-ID"


def new_request_id() -> str:
    """A new request ID: 32 hex digits."""
    return uuid.uuid4().hex


#: The least time, in seconds, a retry must have left of ``Retry.max_elapsed`` to start.
MIN_ATTEMPT = 0.1


@dataclass(frozen=True)
class Retry:
    """How failed attempts are retried.

    ``retries`` is how many times an attempt is made again after the first one (0: never).
    The delay before retry ``n`` (0-based) is a random time between 0 and
    ``min(max_backoff, backoff * 2**n)`` seconds ("full jitter"), or the answer's
    ``Retry-After`` when that is longer (still capped by ``max_backoff``). ``max_elapsed``
    caps the whole call, attempts and waits, in seconds (``None``: no cap): an attempt's
    timeouts are cut to what is left of it, and no retry starts past it, nor with less than
    :data:`MIN_ATTEMPT` left of it after its delay (an attempt that short could only time out,
    where the last answer, a 503 say, tells the caller more).
    """

    retries: int = 3
    backoff: float = 0.2
    max_backoff: float = 5.0
    statuses: frozenset[int] = field(default_factory=lambda: frozenset({429, 502, 503, 504}))
    max_elapsed: float | None = 30.0

    def delay(self, retry_number: int, response: httpx.Response | None = None) -> float:
        ceiling = min(self.max_backoff, self.backoff * 2**retry_number)
        wait = random.uniform(0.0, ceiling)
        if response is not None:
            wait = max(wait, min(self.max_backoff, _retry_after(response)))
        return wait


NO_RETRY = Retry(retries=0)


def _retry_after(response: httpx.Response) -> float:
    """The answer's Retry-After in seconds (a number or an HTTP date), 0 when absent."""
    value = response.headers.get("Retry-After", "").strip()
    if not value:
        return 0.0
    if value.isascii() and value.isdigit():  # str.isdigit alone accepts "²"
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return 0.0
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


class RetryingTransport(httpx.BaseTransport, httpx.AsyncBaseTransport):
    """An httpx transport, sync and async, that retries as ``retry`` says.

    The inner transports (httpx's own) are made on first use, so one instance serves both the
    ``httpx.Client`` and the ``httpx.AsyncClient`` of a generated ``Client``.
    """

    def __init__(self, retry: Retry | None = None, *,
                 verify: ssl.SSLContext | str | bool = True) -> None:
        self.retry = retry if retry is not None else Retry()
        self._verify = verify
        self._sync: httpx.HTTPTransport | None = None
        self._async: httpx.AsyncHTTPTransport | None = None

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if self._sync is None:
            self._sync = httpx.HTTPTransport(verify=self._verify)
        call = _Call(self.retry, request)
        for number in range(self.retry.retries + 1):
            last = number == self.retry.retries
            try:
                response = self._sync.handle_request(call.attempt())
            except RETRYABLE_ERRORS:
                wait = self.retry.delay(number)
                if last or not call.has_time_for(wait):
                    raise
                time.sleep(wait)
                continue
            if last or response.status_code not in self.retry.statuses:
                return response
            wait = self.retry.delay(number, response)
            if not call.has_time_for(wait):
                return response
            response.read()
            response.close()
            time.sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self._async is None:
            self._async = httpx.AsyncHTTPTransport(verify=self._verify)
        call = _Call(self.retry, request)
        for number in range(self.retry.retries + 1):
            last = number == self.retry.retries
            try:
                response = await self._async.handle_async_request(call.attempt())
            except RETRYABLE_ERRORS:
                wait = self.retry.delay(number)
                if last or not call.has_time_for(wait):
                    raise
                await asyncio.sleep(wait)
                continue
            if last or response.status_code not in self.retry.statuses:
                return response
            wait = self.retry.delay(number, response)
            if not call.has_time_for(wait):
                return response
            await response.aread()
            await response.aclose()
            await asyncio.sleep(wait)
        raise AssertionError("unreachable")  # pragma: no cover

    def close(self) -> None:
        if self._sync is not None:
            self._sync.close()

    async def aclose(self) -> None:
        if self._async is not None:
            await self._async.aclose()


class _Call:
    """One call's attempts: its request with an ``X-Request-ID`` (the same for each), and the
    time left of ``retry.max_elapsed``, which cuts each attempt's timeouts."""

    def __init__(self, retry: Retry, request: httpx.Request) -> None:
        if REQUEST_ID_HEADER not in request.headers:
            request.headers[REQUEST_ID_HEADER] = new_request_id()
        self.request = request
        self._timeouts = dict(request.extensions.get("timeout") or {})
        self._deadline = (None if retry.max_elapsed is None
                          else time.monotonic() + retry.max_elapsed)

    def remaining(self) -> float | None:
        return None if self._deadline is None else self._deadline - time.monotonic()

    def has_time_for(self, wait: float) -> bool:
        remaining = self.remaining()
        return remaining is None or wait + MIN_ATTEMPT < remaining

    def attempt(self) -> httpx.Request:
        remaining = self.remaining()
        if remaining is not None:
            left = max(0.001, remaining)
            self.request.extensions["timeout"] = {
                name: left if limit is None else min(limit, left)
                for name, limit in {"connect": None, "read": None, "write": None, "pool": None,
                                    **self._timeouts}.items()
            }
        return self.request
