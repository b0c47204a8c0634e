"""The language of an answer's messages, chosen from the request's ``Accept-Language``.

The service speaks the languages of :data:`tute.messages.LANGUAGES`. ``Accept-Language`` is read
with its q-values (RFC 9110 section 12.5.4): a regional tag falls back to its language
(``es-AR`` is ``es``), ``*`` and a header that names none of them get English, and so does a
request without the header. Answers that carry messages say which language they chose in
``Content-Language`` and ``Vary: Accept-Language``.
"""

from __future__ import annotations

from contextvars import ContextVar
from functools import lru_cache

from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from tute.messages import ENGLISH, LANGUAGES

#: The language of the request being answered (English outside a request).
_current: ContextVar[str] = ContextVar("tute_language", default=ENGLISH)


@lru_cache(maxsize=256)  # clients send a few headers again and again; bounded for the rest
def negotiate(header: str | None) -> str:
    """The best of :data:`LANGUAGES` for an ``Accept-Language`` header value.

    Ranges are taken by quality, highest first (the header's order among equals); a range
    matches by its primary subtag, so ``es-AR, en;q=0.5`` is Spanish (werkzeug's best_match
    would prefer the exact ``en``). ``*`` is English."""
    if not header:
        return ENGLISH
    ranges = parse_accept_header(header, LanguageAccept)
    # werkzeug puts "*" last whatever its quality; sorted() keeps the order among equals
    for value, quality in sorted(ranges, key=lambda item: -item[1]):
        if quality <= 0:
            continue
        primary = value.split("-", 1)[0].split("_", 1)[0].lower()
        if primary in LANGUAGES:
            return primary
        if primary == "*":
            return ENGLISH
    return ENGLISH


#: The language chosen for the request being answered: the context variable's own getter (the
#: message fields ask it for every message of an answer).
current = _current.get


def choose(header: str | None) -> str:
    """Chooses the language of the request being answered from its header; returns it."""
    language = negotiate(header)
    _current.set(language)
    return language


__all__ = ["choose", "current", "negotiate"]
