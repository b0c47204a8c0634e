"""``create_client``: the generated ``Client`` with a finite timeout and retries."""

from __future__ import annotations

import ssl
import tomllib
from importlib import metadata
from pathlib import Path

import httpx
from tute_rules_client import Client

from tute_rules_helpers.transport import DEFAULT_TIMEOUT, Retry, RetryingTransport


def sdk_version() -> str:
    """This SDK's version: the installed package's, or, from a checkout (``clients/python`` on
    the path), its pyproject.toml's."""
    try:
        return metadata.version("tute-rules-client")
    except metadata.PackageNotFoundError:
        pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
        try:
            version: str = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"][
                "version"]
            return version
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "0+unknown"


#: What the client sends as ``User-Agent`` (a caller's ``headers`` may replace it).
USER_AGENT = f"tute-rules-client-python/{sdk_version()}"


def create_client(
    base_url: str,
    *,
    timeout: httpx.Timeout | float | None = DEFAULT_TIMEOUT,
    retry: Retry | None = None,
    headers: dict[str, str] | None = None,
    verify_ssl: ssl.SSLContext | str | bool = True,
    raise_on_unexpected_status: bool = False,
    language: str | None = None,
) -> Client:
    """A client of the service at ``base_url`` for the generated operations (sync and asyncio).

    ``timeout`` bounds each attempt (:data:`DEFAULT_TIMEOUT`: 5 s to connect, 10 s to read; a
    number sets all four limits; ``None`` waits forever). ``retry`` says how failed attempts are
    retried (default ``Retry()``: 3 retries after connection errors, timeouts and
    429/502/503/504 answers, exponential backoff from 0.2 s with full jitter or the answer's
    ``Retry-After``, capped at 5 s, all within 30 s for the call; ``NO_RETRY`` turns them off).
    Retrying is safe: every operation is a pure computation on its request. Each call carries
    an ``X-Request-ID`` (the one in ``headers``, or a new one) and ``User-Agent``
    (:data:`USER_AGENT`).
    ``language`` asks for the messages in a language (sent as ``Accept-Language``: ``"es"``,
    ``"it"``, ``"pt"``, ``"en"`` or a list with q-values); without it they are in English.
    """
    if timeout is not None and not isinstance(timeout, httpx.Timeout):
        timeout = httpx.Timeout(timeout)
    transport = RetryingTransport(retry, verify=verify_ssl)
    all_headers = {"User-Agent": USER_AGENT, **(headers or {})}
    if language is not None:
        all_headers["Accept-Language"] = language
    return Client(
        base_url=base_url,
        timeout=timeout,
        headers=all_headers,
        verify_ssl=verify_ssl,
        raise_on_unexpected_status=raise_on_unexpected_status,
        httpx_args={"transport": transport},
    )
