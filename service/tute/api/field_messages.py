"""marshmallow's field errors as :class:`~tute.messages.Message` values, so they are translated.

marshmallow writes its errors in English, from templates such as ``"Must be one of:
{choices}."``, and hands them over as finished strings. Each template the service's request
schemas can produce is copied here as a :func:`~tute.messages.msg` literal (so Babel puts it in
the catalogs); :func:`field_message` finds the template a string was made from (an exact text,
or a pattern compiled from the template: ``{min}`` matches a number) and gives it back as a
Message with the values it was filled with (``{"min": 0, "max": 5}``), rendered in the request's
language like any other message.

The service's own field errors (a card code, a version pin, a half point, an override value)
are Messages where they are raised (:mod:`tute.api.schemas`); marshmallow carries them as they
are, and the problem takes a Message as it is (:func:`tute.api.problems.field_problems`). The
service's fields that answer in marshmallow's words (the one-pass ``CardCodes`` and
``TrickCards``, ``SwitchValues``) raise these templates as Messages too, filled by
:func:`fill`: nothing of theirs is read back. Only marshmallow's own texts come here as strings.

A string no template explains (a marshmallow upgrade that rewords a message, a validator added
without its template here) is not passed through untranslated: it becomes "Invalid value."
with the text in its ``detail`` parameter, and a warning is logged. tests/api/
test_field_messages.py breaks bodies of every request schema and checks that never happens.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable

from tute.messages import Message, msg

log = logging.getLogger("tute.api")

# -- marshmallow's templates (marshmallow.fields, marshmallow.schema, marshmallow.validate) ---

REQUIRED = msg("Missing data for required field.")
NULL = msg("Field may not be null.")
UNKNOWN = msg("Unknown field.")
#: a schema's value is not an object
INVALID_TYPE = msg("Invalid input type.")
INVALID_VALUE = msg("Invalid value.")
NOT_STRING = msg("Not a valid string.")
NOT_INTEGER = msg("Not a valid integer.")
NOT_BOOLEAN = msg("Not a valid boolean.")
NOT_LIST = msg("Not a valid list.")
NOT_MAPPING = msg("Not a valid mapping type.")
# Translators: {choices} is the list of the values allowed, separated by commas (codes such as
# O, C, E, B or marriage, tute, swap: they stay as they are).
ONE_OF = msg("Must be one of: {choices}.")
RANGE = msg("Must be greater than or equal to {min} and less than or equal to {max}.")
RANGE_MIN = msg("Must be greater than or equal to {min}.")
RANGE_MAX = msg("Must be less than or equal to {max}.")
# Translators: the number of items of a list
LENGTH = msg("Length must be between {min} and {max}.")
# Translators: the number of items of a list
LENGTH_MIN = msg("Shorter than minimum length {min}.")
# Translators: the number of items of a list
LENGTH_MAX = msg("Longer than maximum length {max}.")
# Translators: the number of items of a list
LENGTH_EQUAL = msg("Length must be {equal}.")

#: Every template :func:`field_message` recognizes.
FIELD_MESSAGES: tuple[Message, ...] = (
    REQUIRED, NULL, UNKNOWN, INVALID_TYPE, INVALID_VALUE, NOT_STRING, NOT_INTEGER, NOT_BOOLEAN,
    NOT_LIST, NOT_MAPPING, ONE_OF, RANGE, RANGE_MIN, RANGE_MAX, LENGTH, LENGTH_MIN, LENGTH_MAX,
    LENGTH_EQUAL,
)

# -- matching ------------------------------------------------------------------------------------

_FIELD = re.compile(r"\{(\w+)\}")
_NUMBER = r"-?[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?"
#: the fields that hold a number (marshmallow formats the validator's bound with str())
_NUMBER_FIELDS = frozenset({"min", "max", "equal"})


def fill(template: Message, /, **params: object) -> Message:
    """``template`` (one of the above) with its values, as :func:`known_field_message` reads
    them from marshmallow's text: the same Message, for a field of the service that says
    marshmallow's words without writing them out (e.g. ``fill(LENGTH_MAX, max=20)``)."""
    names = _FIELD.findall(template.template)
    if set(names) != set(params):
        raise ValueError(f"{template.template!r} takes {names}, not {sorted(params)}")
    return Message(template.template, tuple((name, params[name]) for name in names))


def _number(text: str) -> object:
    try:
        return int(text)
    except ValueError:
        return float(text)


def _choices(text: str) -> object:
    # OneOf writes its choices joined by ", "; as a tuple they render the same way and give a
    # JSON array in params (integers as integers: the tute ranks)
    return tuple(int(item) if re.fullmatch(r"-?[0-9]+", item) else item
                 for item in text.split(", "))


_CONVERTERS: dict[str, Callable[[str], object]] = {
    **dict.fromkeys(_NUMBER_FIELDS, _number), "choices": _choices}


def _pattern(template: str) -> re.Pattern[str]:
    parts = _FIELD.split(template)  # literal, name, literal, name, ..., literal
    return re.compile("".join(
        re.escape(part) if i % 2 == 0
        else f"(?P<{part}>{_NUMBER if part in _NUMBER_FIELDS else '.*'})"
        for i, part in enumerate(parts)), re.DOTALL)


_EXACT: dict[str, Message] = {
    m.template: m for m in FIELD_MESSAGES if not _FIELD.search(m.template)}
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (_pattern(m.template), m.template) for m in FIELD_MESSAGES if _FIELD.search(m.template))


def known_field_message(text: str) -> Message | None:
    """The Message a marshmallow error text was made from, or None when no template fits."""
    found = _EXACT.get(text)
    if found is not None:
        return found
    for pattern, template in _PATTERNS:
        match = pattern.fullmatch(text)
        if match is not None:
            return Message(template, tuple(
                (name, _CONVERTERS.get(name, str)(value))
                for name, value in match.groupdict().items()))
    return None


def field_message(text: str) -> Message:
    """A marshmallow error text as a Message; "Invalid value." (the text in ``detail``) when
    no template fits, so that the answer is still in the request's language."""
    found = known_field_message(text)
    if found is None:
        log.warning("a field error with no message template: %r", text)
        return msg("Invalid value.", detail=text)
    return found


__all__ = ["FIELD_MESSAGES", "field_message", "fill", "known_field_message"]
