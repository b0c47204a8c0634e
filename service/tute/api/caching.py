"""Answers made once and sent with a strong ETag and a Cache-Control: the contract
(:mod:`tute.api.openapi`) and the ruleset answers (:mod:`tute.api.ruleset_routes`). A request
whose ``If-None-Match`` names the tag gets a bodiless 304.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

from flask import Response, request

from tute.api import jsonio

#: How long a cache may keep the contract or a ruleset answer without asking again; it then
#: revalidates with ``If-None-Match`` and gets a 304 while nothing changed.
CACHE_CONTROL = "public, max-age=300"


def etag_of(data: bytes) -> str:
    """A strong validator for ``data``: the same bytes give the same tag in every process."""
    return hashlib.sha256(data).hexdigest()[:32]


def conditional(tag: str, answer: Callable[[], Response]) -> Response:
    """``answer()`` with ``tag`` as its ETag and :data:`CACHE_CONTROL`, or a bodiless 304 with
    both when the request's ``If-None-Match`` already names ``tag`` (or is ``*``)."""
    fresh = request.if_none_match.contains_weak(tag)
    response = Response(status=304) if fresh else answer()
    response.set_etag(tag)
    response.headers["Cache-Control"] = CACHE_CONTROL
    return response


class CachedAnswer:
    """Bytes made once (the contract, a ruleset answer), their ETag and media type, answered
    by :func:`conditional`."""

    __slots__ = ("data", "mimetype", "tag")

    def __init__(self, data: bytes, mimetype: str) -> None:
        self.data = data
        self.mimetype = mimetype
        self.tag = etag_of(data)

    @classmethod
    def json(cls, body: Any) -> CachedAnswer:
        """``body`` as the app's provider writes JSON (compact, UTF-8, a final newline)."""
        return cls(jsonio.dumps(body, newline=True), "application/json")

    def response(self) -> Response:
        return conditional(self.tag, lambda: Response(self.data, mimetype=self.mimetype))
