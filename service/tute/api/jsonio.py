"""JSON in and out, through orjson: the service's one reader and writer of JSON bodies.

orjson reads and writes several times faster than the standard library, which mattered on
every request (bench/README.md, "HTTP"). Where its choices would change an answer, the
standard library reads the body instead:

- a number of more than 18 digits: orjson reads integers past 64 bits as floats, which would
  turn an out-of-range integer into "not an integer"; ``json`` keeps it exact (and refuses
  one past 4,300 digits);
- an object that names a member twice: orjson keeps the last; this service refuses it (RFC
  8259: names SHOULD be unique; a client that sends two values means one of them). orjson
  cannot say so, so its result is checked: written again, it has as many colons as the body
  unless a member was dropped (a colon is either a member's or inside a string, and strings
  come back unchanged when the body has no ``\\u`` escape; with one, ``json`` reads it);
- a string orjson cannot write (a lone surrogate, which no JSON body can bring in, since
  orjson refuses it on the way in, but a path can): written ``\\u``-escaped by ``json``.

Before any of that, a body nested more than :data:`MAX_DEPTH` arrays or objects deep is
refused (:class:`TooDeep`), the same on every route: no request of the contract nests half as
deep, and past 254 levels orjson can read a value it cannot write again (the check above).

Answers are UTF-8 (``ñ``, not ``\\u00f1``), compact, in the schemas' field order, with a final
newline as Flask writes them.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

import orjson
from flask import Response
from flask.json.provider import JSONProvider

from tute.messages import Message, msg

_OPTIONS = orjson.OPT_NON_STR_KEYS
# A run of 19 digits, found as a run of "9"s once every digit is a "9" and everything else a
# space: two C-speed passes (a regular expression took 9 ns a byte, 0.6 ms on a 64 kB body).
_DIGITS_AS_NINES = bytes(0x39 if 0x30 <= i <= 0x39 else 0x20 for i in range(256))
_LONG_NUMBER = b"9" * 19

#: the deepest nesting of arrays and objects a body may have (a request of the contract nests 9
#: levels at most: a batch of game records)
MAX_DEPTH = 32
# every byte but brackets, quotes and backslashes: deleted to find the nesting
_NOT_STRUCTURE = bytes(sorted(set(range(256)) - set(b'[]{}"\\')))
# an opening bracket as +1, a closing one as -1 (signed bytes), to add up
_STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')


class JsonError(ValueError):
    """A body this service refuses though a JSON parser may take it; ``message`` says why."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


class TooDeep(JsonError):
    """A body nested deeper than :data:`MAX_DEPTH`."""

    def __init__(self) -> None:
        # Translators: {limit} is a number of levels of arrays and objects inside one another
        super().__init__(msg("the body nests arrays or objects more than {limit} deep",
                             limit=MAX_DEPTH))


def nesting_exceeds(data: bytes, limit: int) -> bool:
    """Whether the arrays and objects of ``data`` (brackets outside strings) nest more than
    ``limit`` deep. Counts only, in C-speed passes; a body with no more than ``limit`` opening
    brackets in all (most single requests) takes two ``count`` calls."""
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    kept = data.translate(None, _NOT_STRUCTURE)
    if b"\\" in kept:  # an escape may hide a quote: take the strings out of the body itself
        kept = _STRING.sub(b"", data).translate(None, _NOT_STRUCTURE)
    if b'"' in kept:  # what lies between quotes is inside a string
        kept = b"".join(kept.split(b'"')[::2])
    steps = kept.translate(_STEPS)
    return bool(steps) and max(accumulate(memoryview(steps).cast("b"))) > limit


def _reject_constant(name: str) -> Any:
    # Translators: {name} is NaN, Infinity or -Infinity
    raise JsonError(msg("{name} is not JSON", name=name))


def _unique_members(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        twice = next(name for name, _ in pairs if name in seen or seen.add(name))  # type: ignore[func-returns-value]
        # Translators: {name!r} is a member name of a JSON object, in quotes
        raise JsonError(msg("an object names {name!r} twice", name=twice))
    return found


# One standard decoder for the rare bodies it reads (json.loads with an option builds one a call).
_STANDARD_DECODER = json.JSONDecoder(parse_constant=_reject_constant,
                                     object_pairs_hook=_unique_members)


def loads(data: bytes) -> Any:
    """A body's JSON. Raises ``ValueError`` (``UnicodeDecodeError`` included) for bytes that
    are not JSON, :class:`JsonError` (a ValueError) for a member named twice in an object or a
    constant such as NaN, :class:`TooDeep` (a JsonError) for nesting past :data:`MAX_DEPTH`,
    ``RecursionError`` for nesting the standard library cannot follow (in a body that does not
    close its brackets)."""
    if nesting_exceeds(data, MAX_DEPTH):
        raise TooDeep
    if _LONG_NUMBER not in data.translate(_DIGITS_AS_NINES) and b"\\u" not in data:
        value = orjson.loads(data)
        if orjson.dumps(value).count(b":") == data.count(b":"):  # no member dropped
            return value
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
