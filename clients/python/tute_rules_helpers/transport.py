"""Production defaults for the generated client: a finite timeout, and retries with backoff.

Every operation of the service is a pure computation on the request body: it keeps no state
and changes none, so sending the same request again is always safe, POSTs included. The
transport here retries an attempt that failed to connect, lost its connection before an answer
came, or was answered 502, 503 or 504 (a proxy or load balancer in front of the service found
no healthy instance), waiting an exponentially growing, randomly jittered delay between
attempts (a connect timeout included: no connection was made). It does not retry a read or
write timeout: the time budget of the call is spent.
"""

from __future__ import annotations

import asyncio
import email.utils
import random
import ssl
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime

import httpx

#: Five seconds to connect, ten for each read, write or pool wait: the service answers in
#: milliseconds, so a call that takes longer has met a network or capacity problem.
DEFAULT_TIMEOUT = httpx.Timeout(10.0, connect=5.0)

#: The transport errors an attempt is retried after: no connection, or a connection lost
#: before the answer (the request may or may not have reached the service; either way the
#: answer is the same).
RETRYABLE_ERRORS: tuple[type[httpx.TransportError], ...] = (
    httpx.ConnectError,
    httpx.ConnectTimeout,
    httpx.ReadError,
    httpx.WriteError,
    httpx.RemoteProtocolError,
)


@dataclass(frozen=True)
class Retry:
    """How failed attempts are retried.

    ``retries`` is how many times an attempt is made again after the first one (0: never).
    The delay before retry ``n`` (0-based) is a random time between 0 and
    ``min(max_backoff, backoff * 2**n)`` seconds ("full jitter"), or the answer's
    ``Retry-After`` when that is longer (still capped by ``max_backoff``).
    """

    retries: int = 3
    backoff: float = 0.2
    max_backoff: float = 5.0
    statuses: frozenset[int] = field(default_factory=lambda: frozenset({502, 503, 504}))

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
        retry = self.retry
        for number in range(retry.retries + 1):
            last = number == retry.retries
            try:
                response = self._sync.handle_request(request)
            except RETRYABLE_ERRORS:
                if last:
                    raise
                time.sleep(retry.delay(number))
                continue
            if last or response.status_code not in retry.statuses:
                return response
            response.read()
            response.close()
            time.sleep(retry.delay(number, response))
        raise AssertionError("unreachable")  # pragma: no cover

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if self._async is None:
            self._async = httpx.AsyncHTTPTransport(verify=self._verify)
        retry = self.retry
        for number in range(retry.retries + 1):
            last = number == retry.retries
            try:
                response = await self._async.handle_async_request(request)
            except RETRYABLE_ERRORS:
                if last:
                    raise
                await asyncio.sleep(retry.delay(number))
                continue
            if last or response.status_code not in retry.statuses:
                return response
            await response.aread()
            await response.aclose()
            await asyncio.sleep(retry.delay(number, response))
        raise AssertionError("unreachable")  # pragma: no cover

    def close(self) -> None:
        if self._sync is not None:
            self._sync.close()

    async def aclose(self) -> None:
        if self._async is not None:
            await self._async.aclose()
