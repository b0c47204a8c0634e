"""JSON in and out, through orjson: the service's one reader and writer of JSON bodies.

orjson reads and writes several times faster than the standard library, which mattered on
every request (bench/README.md, "HTTP"). Two of its choices differ from ``json`` where it
would change an answer, so the standard library takes over there:

- a number of more than 18 digits: orjson reads integers past 64 bits as floats, which would
  turn an out-of-range integer into "not an integer"; ``json`` keeps it exact (and refuses
  one past 4,300 digits);
- a string orjson cannot write (a lone surrogate, which no JSON body can bring in, since
  orjson refuses it on the way in, but a path can): written ``\\u``-escaped by ``json``.

Answers are UTF-8 (``ñ``, not ``\\u00f1``), compact, in the schemas' field order, with a final
newline as Flask writes them.
"""

from __future__ import annotations

import json
from typing import Any

import orjson
from flask import Response
from flask.json.provider import JSONProvider

_OPTIONS = orjson.OPT_NON_STR_KEYS
# A run of 19 digits, found as a run of "9"s once every digit is a "9" and everything else a
# space: two C-speed passes (a regular expression took 9 ns a byte, 0.6 ms on a 64 kB body).
_DIGITS_AS_NINES = bytes(0x39 if 0x30 <= i <= 0x39 else 0x20 for i in range(256))
_LONG_NUMBER = b"9" * 19


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


# One standard decoder for the rare bodies it reads (json.loads with an option builds one a call).
_STANDARD_DECODER = json.JSONDecoder(parse_constant=_reject_constant)


def loads(data: bytes) -> Any:
    """A body's JSON. Raises ``ValueError`` (``UnicodeDecodeError`` included) for bytes that
    are not JSON, ``RecursionError`` for nesting the standard library cannot follow."""
    if _LONG_NUMBER not in data.translate(_DIGITS_AS_NINES):
        return orjson.loads(data)
    return _STANDARD_DECODER.decode(data.decode("utf-8"))


def dumps(value: Any, *, newline: bool = False, indent: bool = False) -> bytes:
    """``value`` as compact JSON (``indent``: two spaces), UTF-8."""
    option = _OPTIONS
    if newline:
        option |= orjson.OPT_APPEND_NEWLINE
    if indent:
        option |= orjson.OPT_INDENT_2
    try:
        return orjson.dumps(value, option=option)
    except orjson.JSONEncodeError:
        text = json.dumps(value, separators=None if indent else (",", ":"),
                          indent=2 if indent else None)
        return (text + "\n" if newline else text).encode()


class OrjsonProvider(JSONProvider):
    """Flask's JSON provider on :func:`dumps` and :func:`loads`."""

    mimetype = "application/json"

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return dumps(obj, indent=bool(kwargs.get("indent"))).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return loads(s.encode() if isinstance(s, str) else s)

    def response(self, *args: Any, **kwargs: Any) -> Response:
        obj = self._prepare_response_obj(args, kwargs)
        return Response(dumps(obj, newline=True, indent=self._app.debug),
                        mimetype=self.mimetype)
