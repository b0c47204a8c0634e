"""RFC 9457 problem details: the one shape of every error response.

Each problem kind has a stable ``type`` URI and an UPPER_SNAKE ``code``; clients switch on either.
The type URIs are URNs, ``urn:tute-rules:problem:`` and the kind's slug (``invalid-fields``), each
documented in docs/errors.md (the scheme is said there); they name, never point. Problems that
concern request fields list each one in ``errors`` as ``{code, field, message, params}``, ``field``
being a JSON pointer into the request body; ``detail_params`` holds the values put into ``detail``.
``title``, ``detail`` and each ``message`` are :class:`~tute.messages.Message` values until the
document is written, in the request's language (:func:`tute.api.language.current`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from flask import Response, request

from tute import Problem
from tute.api import jsonio
from tute.api.field_messages import NULL, REQUIRED, UNKNOWN, field_message
from tute.api.language import current
from tute.messages import Message, json_params, msg, render

PROBLEM_MEDIA_TYPE = "application/problem+json"
#: the type URIs' scheme (docs/errors.md, "Problem types"): this prefix and the kind's slug
TYPE_BASE = "urn:tute-rules:problem:"


@dataclass(frozen=True, slots=True)
class ProblemKind:
    """One kind of problem: its HTTP status, code, type URI and a short title.

    ``title`` is rendered in the request's language (``str(kind.title)`` is its English, the
    description of the code in the contract); ``explanation`` documents the kind in the spec,
    which is English.
    """

    status: int
    code: str
    slug: str
    title: Message
    explanation: str

    @property
    def type(self) -> str:
        # an HTTP error with no meaning beyond its status (RFC 9457 section 4.2.1)
        return TYPE_BASE + self.slug if self.slug else "about:blank"


MALFORMED_JSON = ProblemKind(
    400, "MALFORMED_JSON", "malformed-json", msg("Malformed JSON"),
    "The body is not a JSON document (or is empty), or nests arrays and objects more than 32 "
    "levels deep (on every route, before the body is read).")
NOT_FOUND = ProblemKind(
    404, "NOT_FOUND", "not-found", msg("Not found"), "No resource at this path.")
UNKNOWN_RULESET = ProblemKind(
    404, "UNKNOWN_RULESET", "unknown-ruleset", msg("Unknown ruleset"),
    "The path names no ruleset id or alias of the registry; `known_rulesets` lists the ids. "
    "(In a request body, an unknown ruleset is a 422 INVALID_FIELDS with an UNKNOWN_RULESET "
    "error at `/ruleset`.)")
METHOD_NOT_ALLOWED = ProblemKind(
    405, "METHOD_NOT_ALLOWED", "method-not-allowed", msg("Method not allowed"),
    "The path exists but not with this method; the `Allow` header lists the methods.")
NOT_ACCEPTABLE = ProblemKind(
    406, "NOT_ACCEPTABLE", "not-acceptable", msg("Not acceptable"),
    "The `Accept` header excludes JSON, the only representation offered.")
BODY_TOO_LARGE = ProblemKind(
    413, "BODY_TOO_LARGE", "body-too-large", msg("Request body too large"),
    "The body exceeds the configured limit (TUTE_MAX_BODY_BYTES; batches: "
    "TUTE_MAX_BATCH_BODY_BYTES), or a batch asks for more work than a batch may (the detail "
    "names the limit).")
UNSUPPORTED_MEDIA_TYPE = ProblemKind(
    415, "UNSUPPORTED_MEDIA_TYPE", "unsupported-media-type", msg("Unsupported media type"),
    "Request bodies must be sent as `application/json`.")
INVALID_FIELDS = ProblemKind(
    422, "INVALID_FIELDS", "invalid-fields", msg("Invalid fields"),
    "The body does not match the operation's schema; `errors` names every bad field.")
INVALID_OVERRIDES = ProblemKind(
    422, "INVALID_OVERRIDES", "invalid-overrides", msg("Invalid overrides"),
    "An override names an unknown switch, gives a value the switch does not take, or makes no "
    "sense for the ruleset; `errors` lists every one.")
IMPOSSIBLE_POSITION = ProblemKind(
    422, "IMPOSSIBLE_POSITION", "impossible-position", msg("Impossible position"),
    "The state cannot occur under the ruleset (a card twice, a wrong hand size, a seat out of "
    "turn, ...); `errors` lists every problem found.")
INVALID_INPUT = ProblemKind(
    422, "INVALID_INPUT", "invalid-input", msg("Invalid input"),
    "The input is well formed but breaks the game's rules: a deal that misses a card, captured "
    "cards that cannot add up, a bid out of turn in the sequence, a match hand after the match "
    "was decided, ...; `errors` lists every problem found.")
INTERNAL_ERROR = ProblemKind(
    500, "INTERNAL_ERROR", "internal-error", msg("Internal server error"),
    "The service failed; the error is logged on the server, never returned.")

NOT_READY = ProblemKind(
    503, "NOT_READY", "not-ready", msg("Not ready"),
    "The process cannot serve rules requests yet (GET /readyz), or its metrics directory is "
    "unusable (GET /metrics).")
#: other HTTP client errors (414, 431, ...): ``type`` is about:blank, ``status`` varies
HTTP_ERROR = ProblemKind(
    400, "HTTP_ERROR", "", msg("HTTP error"),
    "Another HTTP client error; see `status` and `title`.")

PROBLEM_KINDS: tuple[ProblemKind, ...] = (
    MALFORMED_JSON, NOT_FOUND, UNKNOWN_RULESET, METHOD_NOT_ALLOWED, NOT_ACCEPTABLE,
    BODY_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, INVALID_FIELDS, INVALID_OVERRIDES,
    IMPOSSIBLE_POSITION, INVALID_INPUT, INTERNAL_ERROR, NOT_READY, HTTP_ERROR,
)

# Codes of single field errors found by the schema (engine problems bring their own codes).
FIELD_REQUIRED = "FIELD_REQUIRED"
FIELD_UNKNOWN = "FIELD_UNKNOWN"
FIELD_NULL = "FIELD_NULL"
FIELD_INVALID = "FIELD_INVALID"
FIELD_ERROR_CODES = (FIELD_REQUIRED, FIELD_UNKNOWN, FIELD_NULL, FIELD_INVALID)
FIELD_ERROR_MEANINGS = {
    FIELD_REQUIRED: "a required member is missing",
    FIELD_UNKNOWN: "a member the schema does not have",
    FIELD_NULL: "null where a value is required",
    FIELD_INVALID: "a value of the wrong type or out of its range, pattern or length",
}
#: the codes of problem items made by the HTTP layer itself
API_PROBLEM_MEANINGS = {
    "UNKNOWN_RULESET": "a ruleset id or alias the service does not know",
    "PLAYERS_CONFLICT": "players and overrides.players disagree",
    "DUPLICATE_SEAT": "a seat given twice",
    "RULESET_VERSION_MISMATCH": "the ruleset is not at the version the request pins",
}


class ProblemError(Exception):
    """Raised anywhere in a request to answer with a problem document."""

    def __init__(
        self,
        kind: ProblemKind,
        detail: Message,
        *,
        errors: Sequence[Problem] = (),
        extra: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(str(detail))
        self.kind = kind
        self.detail = detail
        self.errors = tuple(errors)
        self.extra = dict(extra or {})
        self.headers = dict(headers or {})


#: the most problems one document lists (the published maxItems); ``omitted_errors`` counts
#: the rest
MAX_LISTED = 100


def too_many_members(count: int, fields: int) -> Message:
    """The one error of an object with more unknown members than a problem lists."""
    # Translators: {count} members sent in an object that has {fields} fields; {unknown} is
    # count - fields
    return msg("Too many members: {count}, where this object has {fields} fields: at least "
               "{unknown} unknown members, which are refused",
               count=count, fields=fields, unknown=count - fields)


_TOO_MANY_MEMBERS = too_many_members(1, 0).template

# the field errors that deserve their own code (FIELD_INVALID otherwise)
_MESSAGE_CODES = {
    REQUIRED.template: FIELD_REQUIRED,
    UNKNOWN.template: FIELD_UNKNOWN,
    NULL.template: FIELD_NULL,
    _TOO_MANY_MEMBERS: FIELD_UNKNOWN,
}


def field_errors(count: int) -> Message:
    """The detail of an INVALID_FIELDS problem with ``count`` errors in the request body."""
    return msg("{count} field error(s) in the request body", count=count)


def problem_item(problem: Problem, language: str) -> dict[str, Any]:
    """One item of ``errors``: its message in ``language``, and the values in it."""
    message = problem.message
    return {"code": problem.code, "field": problem.field, "message": render(message, language),
            "params": json_params(message, language), "template_id": message.template_id}


def problem_body(error: ProblemError) -> dict[str, Any]:
    kind = error.kind
    language = current()
    detail = error.detail
    count = len(error.errors)
    omitted = count - MAX_LISTED
    if omitted > 0:
        # Translators: {detail} is the problem's own detail (e.g. "512 field error(s) in the
        # request body"); {listed} of the {count} errors are in the document
        detail = msg("{detail} (the first {listed} of {count} are listed)",
                     detail=detail, listed=MAX_LISTED, count=count)
    body: dict[str, Any] = {
        "type": kind.type,
        "title": render(kind.title, language),
        "status": kind.status,
        "code": kind.code,
        "detail": render(detail, language),
        "detail_params": json_params(detail, language),
        "detail_template_id": detail.template_id,
        "instance": request.path,
    }
    if error.errors:
        body["errors"] = [problem_item(p, language) for p in error.errors[:MAX_LISTED]]
    if omitted > 0:
        body["omitted_errors"] = omitted
    body.update(error.extra)
    return body


def problem_response(error: ProblemError) -> Response:
    body = jsonio.dumps(problem_body(error))
    response = Response(body, status=error.kind.status, mimetype=PROBLEM_MEDIA_TYPE)
    for name, value in error.headers.items():
        response.headers[name] = value
    return response


# -- marshmallow messages as JSON pointers -------------------------------------------------------


def _escape(token: object) -> str:
    # RFC 6901: "~" and "/" inside a reference token are escaped
    return str(token).replace("~", "~0").replace("/", "~1")


def field_problems(messages: object, pointer: str = "") -> list[Problem]:
    """Flatten marshmallow's nested error messages into one Problem per message.

    ``{"trick": {0: {"card": ["..."]}}}`` becomes a problem at ``/trick/0/card``; ``_schema``
    (an error about the object as a whole) stays at the object's own pointer. marshmallow's own
    texts become the Messages they were made from (:mod:`tute.api.field_messages`); the
    service's own errors are Messages already.
    """
    problems: list[Problem] = []
    if isinstance(messages, Mapping):
        for key, value in messages.items():
            child = pointer if key == "_schema" else f"{pointer}/{_escape(key)}"
            problems += field_problems(value, child)
    elif isinstance(messages, Message):
        problems.append(_field_problem(pointer, messages))
    elif isinstance(messages, str):
        problems.append(_field_problem(pointer, field_message(messages)))
    elif isinstance(messages, Iterable):
        for item in messages:
            problems += field_problems(item, pointer)
    else:
        problems.append(_field_problem(pointer, field_message(str(messages))))
    return problems


def field_error_code(template: str) -> str:
    """The code of a field error made from ``template``: its own, or FIELD_INVALID."""
    return _MESSAGE_CODES.get(template, FIELD_INVALID)


def _field_problem(pointer: str, message: Message) -> Problem:
    return Problem(field_error_code(message.template), pointer, message)
