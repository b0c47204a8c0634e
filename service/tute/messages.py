"""Human-readable messages as templates and parameters, rendered in en, es, it or pt.

Every message the engine gives (a problem, a violation, a verdict, an offer) is a
:class:`Message`: an English template with named fields (``"{points} in {suit}"``) and the
values put into it. ``str(message)`` is the English text; :func:`render` gives it in another
language from the gettext catalogs under ``tute/locales`` (Babel extracts the templates from
every :func:`msg` call, translators fill one ``.po`` file per language, and the build compiles
them: ``scripts/bootstrap.sh`` and the Dockerfile run ``pybabel compile``).

Values are rendered the same way in every language, but for suits and contract words: a
:class:`~tute.Suit` is its letter in English (the notation of the contract) and the language's
own noun elsewhere ("copas", "coppe"); a value of an enum marked with :func:`translated_enum`
(the declaration kinds) is its contract word in English and the language's noun elsewhere
("marriage": "cante", "matrimonio"). Cards stay codes (``12C``) everywhere; nested messages are
rendered in the same language; a tuple is its items joined by commas. In ``params`` (JSON) every
value stays as the contract writes it.
"""

from __future__ import annotations

import gettext
import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from functools import cache
from pathlib import Path
from typing import TypeVar

#: The languages of the catalogs; English is the templates themselves (no catalog).
LANGUAGES: tuple[str, ...] = ("en", "es", "it", "pt")
ENGLISH = "en"
#: The gettext domain of the catalogs (``locales/<language>/LC_MESSAGES/tute.mo``).
DOMAIN = "tute"
LOCALE_DIR = Path(__file__).with_name("locales")
#: The msgctxt of the suit nouns: msgid is the suit letter, msgstr the language's noun.
SUIT_CONTEXT = "suit"


@dataclass(frozen=True, slots=True)
class Message:
    """A message as its English template and the values of its fields.

    ``params`` are (name, value) pairs, so a message is immutable and hashable; a value is a
    string, number, boolean, None, :class:`~tute.Suit`, :class:`~tute.Card`, another
    :class:`Message` or a tuple of these.
    """

    template: str
    params: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return render(self, ENGLISH)

    @property
    def template_id(self) -> str:
        """The stable id of the message's template (:func:`template_id`)."""
        return template_id(self.template)

    def param_dict(self) -> dict[str, object]:
        return dict(self.params)


@cache
def template_id(template: str) -> str:
    """The stable id of an English template: ``t`` and the first 10 hex digits of its SHA-256.
    The same in every language, process and release while the template is the same; a new
    wording is a new template (its translations and its params are reviewed anew), with a new
    id. ``docs/message-templates.md`` lists every one."""
    return "t" + hashlib.sha256(template.encode()).hexdigest()[:10]


def msg(template: str, /, **params: object) -> Message:
    """A message: ``template`` must be a string literal, so that Babel extracts it."""
    return Message(template, tuple(params.items()))


def noun(context: str, text: str, /) -> str:
    """Marks a word for the catalogs under ``msgctxt`` ``context`` (Babel keyword ``noun``)."""
    return text


_EnumType = TypeVar("_EnumType", bound=type[Enum])
#: The enums whose values read as nouns in messages, and the msgctxt of those nouns.
_NOUN_CONTEXTS: dict[type[Enum], str] = {}


def translated_enum(context: str) -> Callable[[_EnumType], _EnumType]:
    """Class decorator: a value of the enum is rendered in a message as the catalog's noun under
    ``msgctxt`` ``context`` for its value (its contract word, which English shows as it is).
    The module that defines the enum marks each value with ``noun(context, "value")``."""
    def mark(enum: _EnumType) -> _EnumType:
        _NOUN_CONTEXTS[enum] = context
        return enum
    return mark


def noun_contexts() -> dict[type[Enum], str]:
    """The enums marked with :func:`translated_enum`, and their nouns' context."""
    return dict(_NOUN_CONTEXTS)


class CatalogMissingError(RuntimeError):
    """A language's compiled catalog is not installed (``pybabel compile`` was not run)."""


@cache
def _catalog(language: str) -> gettext.GNUTranslations:
    path = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    try:
        with path.open("rb") as file:
            return gettext.GNUTranslations(file)
    except FileNotFoundError:
        raise CatalogMissingError(
            f"the {language!r} message catalog is not compiled ({path.name} is missing): "
            f"run scripts/bootstrap.sh, or pybabel compile -d {LOCALE_DIR} -D {DOMAIN}"
        ) from None


def check_catalogs() -> None:
    """Load every catalog now; raise :class:`CatalogMissingError` naming a missing one."""
    for language in LANGUAGES[1:]:
        _catalog(language)


def render(message: Message, language: str = ENGLISH) -> str:
    """``message`` in ``language`` (one of :data:`LANGUAGES`)."""
    if not message.params:
        return _template(message.template, language)
    values = {name: render_value(value, language) for name, value in message.params}
    return _template(message.template, language).format_map(values)


def translate(context: str, text: str, language: str = ENGLISH) -> str:
    """A reference text of the registry (a ruleset's name or description, a switch's
    description), kept in the catalogs under ``msgctxt`` ``context``, in ``language``; English
    is the text itself."""
    if language == ENGLISH:
        return text
    return _catalog(language).pgettext(context, text)


def _template(template: str, language: str) -> str:
    if language == ENGLISH:
        return template
    return _catalog(language).gettext(template)


def render_value(value: object, language: str = ENGLISH) -> object:
    """A parameter as it reads in a message in ``language`` (see the module docstring)."""
    from tute.cards import Card, Suit  # here: tute.cards imports tute.errors, which imports this

    if isinstance(value, Message):
        return render(value, language)
    if isinstance(value, Suit):
        if language == ENGLISH:
            return value.letter
        return _catalog(language).pgettext(SUIT_CONTEXT, value.letter)
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        context = _NOUN_CONTEXTS.get(type(value))
        if context is not None and language != ENGLISH:
            return _catalog(language).pgettext(context, value.value)
        return value.value
    if isinstance(value, tuple | list):
        return ", ".join(str(render_value(item, language)) for item in value)
    return value


def json_value(value: object, language: str = ENGLISH) -> object:
    """A parameter as JSON: suits as letters, cards as codes, enums as their values, nested
    messages rendered in ``language``, tuples as lists."""
    from tute.cards import Card, Suit

    if isinstance(value, Message):
        return render(value, language)
    if isinstance(value, Suit):
        return value.letter
    if isinstance(value, Card):
        return value.code
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [json_value(item, language) for item in value]
    return value


def json_params(message: Message, language: str = ENGLISH) -> dict[str, object]:
    """``message``'s parameters as a JSON object."""
    return {name: json_value(value, language) for name, value in message.params}


#: What each parameter name holds, in JSON (``params``): a name means the same in every
#: template that uses it, so an app reads it one way wherever it comes (the reference of every
#: template, docs/message-templates.md, lists each template's names with these types).
#: "text" is a string already in the answer's language (a nested message).
_INT, _TEXT, _STR = "integer", "text", "string"
PARAM_TYPES: dict[str, str] = {
    "action": "string: an action kind", "after_trick": _INT, "allowed": "string: HTTP methods",
    "amount": "integer: a bid's points", "base": _INT, "before": "integer: a seat",
    "card": "string: a card code", "choices": _TEXT, "code": "string: a code",
    "count": _INT, "counts": "integer, or text: seat counts", "deck": "integer: cards",
    "detail": _TEXT, "directory": "string: a path", "duty": _TEXT,
    "either": "integer, or text", "equal": _INT, "error": _TEXT,
    "expected": "integer: a count or a seat", "fewer": _INT, "fields": _INT,
    "given": "integer: a count or a seat", "got": "the value given: integer, or string",
    "hand_size": _INT, "hands": _INT, "high": _INT, "highest": "integer: a bid", "low": _INT,
    "how": _TEXT, "index": _INT, "kind": "string: a declaration kind (a noun in the text)",
    "kinds": "array of strings: declaration kinds", "king": "string: a card code",
    "known": "array of strings: ids or names", "last": "integer: the highest seat or side",
    "limit": "integer: bytes, or units of work", "listed": _INT, "max": _INT, "maximum": _INT,
    "media_type": _STR, "method": "string: an HTTP method", "min": _INT, "minimum": _INT,
    "more": _INT, "name": _STR, "other": "integer, or text", "outcome": _TEXT,
    "override": _INT, "partner": "string: a card code", "per_trick": _INT,
    "phase": "string: a hand phase", "pinned": "string: a version", "players": _INT,
    "pointer": "string: a JSON pointer", "points": _INT, "rank": "integer: a card rank",
    "ranks": "array of integers: card ranks", "reason": _TEXT,
    "ruleset": "string: a ruleset id", "scores": "array of integers", "seat": "integer: a seat",
    "seats": _INT, "seconds": "number", "seed": "the value given: integer, or string",
    "side": "integer: a side", "size": "integer: bytes", "stage": "string: a stage",
    "status": "integer: an HTTP status", "step": _INT, "suit": "string: a suit letter (a noun "
    "in the text)", "switch": "string: a switch name", "timing": "string: a swap_timing value",
    "to_act": "integer: a seat", "tricks": _INT, "tricks_played": _INT,
    "trump": "string: a suit letter (a noun in the text)", "turn_up": "string: a card code",
    "unknown": _INT, "value": "string: the value given, as JSON", "version": "string: a "
    "version", "weight": _INT, "where": "string: a JSON pointer, or text",
}


# The suit nouns, for the catalogs (English shows the letter).
# (literals: Babel reads the context from the call)
SUIT_NOUNS = (noun("suit", "O"), noun("suit", "C"), noun("suit", "E"), noun("suit", "B"))

__all__ = ["ENGLISH", "LANGUAGES", "PARAM_TYPES", "CatalogMissingError", "Message",
           "check_catalogs",
           "json_params", "json_value", "msg", "noun", "noun_contexts", "render", "render_value",
           "template_id", "translate", "translated_enum"]
