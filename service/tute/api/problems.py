"""RFC 9457 problem details: the one shape of every error response.

Each problem kind has a stable ``type`` URI and an UPPER_SNAKE ``code``; clients switch on either.
The type URIs are identifiers, not links: they live under the reserved ``.example`` domain so they
can never clash with a real site. Problems that concern request fields list each one in
``errors`` as ``{code, field, message}``, ``field`` being a JSON pointer into the request body.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from flask import Response, request

from tute import Problem
from tute.api import jsonio
from tute.api.encode import encode

PROBLEM_MEDIA_TYPE = "application/problem+json"
TYPE_BASE = "https://tute-rules.example/problems/"


@dataclass(frozen=True, slots=True)
class ProblemKind:
    """One kind of problem: its HTTP status, code, type URI and a short title."""

    status: int
    code: str
    slug: str
    title: str
    explanation: str

    @property
    def type(self) -> str:
        # an HTTP error with no meaning beyond its status (RFC 9457 section 4.2.1)
        return TYPE_BASE + self.slug if self.slug else "about:blank"


MALFORMED_JSON = ProblemKind(
    400, "MALFORMED_JSON", "malformed-json", "Malformed JSON",
    "The body is not a JSON document (or is empty).")
NOT_FOUND = ProblemKind(
    404, "NOT_FOUND", "not-found", "Not found", "No resource at this path.")
UNKNOWN_RULESET = ProblemKind(
    404, "UNKNOWN_RULESET", "unknown-ruleset", "Unknown ruleset",
    "The path names no ruleset id or alias of the registry; `known_rulesets` lists the ids. "
    "(In a request body, an unknown ruleset is a 422 INVALID_FIELDS with an UNKNOWN_RULESET "
    "error at `/ruleset`.)")
METHOD_NOT_ALLOWED = ProblemKind(
    405, "METHOD_NOT_ALLOWED", "method-not-allowed", "Method not allowed",
    "The path exists but not with this method; the `Allow` header lists the methods.")
NOT_ACCEPTABLE = ProblemKind(
    406, "NOT_ACCEPTABLE", "not-acceptable", "Not acceptable",
    "The `Accept` header excludes JSON, the only representation offered.")
BODY_TOO_LARGE = ProblemKind(
    413, "BODY_TOO_LARGE", "body-too-large", "Request body too large",
    "The body exceeds the configured limit (TUTE_MAX_BODY_BYTES).")
UNSUPPORTED_MEDIA_TYPE = ProblemKind(
    415, "UNSUPPORTED_MEDIA_TYPE", "unsupported-media-type", "Unsupported media type",
    "Request bodies must be sent as `application/json`.")
INVALID_FIELDS = ProblemKind(
    422, "INVALID_FIELDS", "invalid-fields", "Invalid fields",
    "The body does not match the operation's schema; `errors` names every bad field.")
INVALID_OVERRIDES = ProblemKind(
    422, "INVALID_OVERRIDES", "invalid-overrides", "Invalid overrides",
    "An override names an unknown switch, gives a value the switch does not take, or makes no "
    "sense for the ruleset; `errors` lists every one.")
IMPOSSIBLE_POSITION = ProblemKind(
    422, "IMPOSSIBLE_POSITION", "impossible-position", "Impossible position",
    "The state cannot occur under the ruleset (a card twice, a wrong hand size, a seat out of "
    "turn, ...); `errors` lists every problem found.")
INVALID_INPUT = ProblemKind(
    422, "INVALID_INPUT", "invalid-input", "Invalid input",
    "The input is well formed but breaks the game's rules: a deal that misses a card, captured "
    "cards that cannot add up, a bid out of turn in the sequence, a match hand after the match "
    "was decided, ...; `errors` lists every problem found.")
INTERNAL_ERROR = ProblemKind(
    500, "INTERNAL_ERROR", "internal-error", "Internal server error",
    "The service failed; the error is logged on the server, never returned.")

NOT_READY = ProblemKind(
    503, "NOT_READY", "not-ready", "Not ready",
    "The process cannot serve rules requests yet (GET /readyz), or its metrics directory is "
    "unusable (GET /metrics).")
#: other HTTP client errors (414, 431, ...): ``type`` is about:blank, ``status`` varies
HTTP_ERROR = ProblemKind(
    400, "HTTP_ERROR", "", "HTTP error", "Another HTTP client error; see `status` and `title`.")

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
    "POINTS_MISMATCH": "a declaration sent with points it does not score",
    "SEAT_MISMATCH": "a question's declaration names another seat than the question's",
    "MOMENT_MISMATCH": "a question's declaration names another moment than the question's",
}

# marshmallow's default messages for the cases that deserve their own code
_MESSAGE_CODES = {
    "Missing data for required field.": FIELD_REQUIRED,
    "Unknown field.": FIELD_UNKNOWN,
    "Field may not be null.": FIELD_NULL,
}


class ProblemError(Exception):
    """Raised anywhere in a request to answer with a problem document."""

    def __init__(
        self,
        kind: ProblemKind,
        detail: str,
        *,
        errors: Sequence[Problem] = (),
        extra: Mapping[str, Any] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(detail)
        self.kind = kind
        self.detail = detail
        self.errors = tuple(errors)
        self.extra = dict(extra or {})
        self.headers = dict(headers or {})


#: the most problems one document lists (the published maxItems); ``omitted_errors`` counts
#: the rest
MAX_LISTED = 100


def too_many_members(count: int, fields: int) -> str:
    """The one error of an object with more unknown members than a problem lists."""
    return (f"{_TOO_MANY_MEMBERS} {count}, where this object has {fields} fields: at least "
            f"{count - fields} unknown members, which are refused")


_TOO_MANY_MEMBERS = "Too many members:"


def problem_body(error: ProblemError) -> dict[str, Any]:
    kind = error.kind
    detail = error.detail
    omitted = len(error.errors) - MAX_LISTED
    if omitted > 0:
        detail += f" (the first {MAX_LISTED} of {len(error.errors)} are listed)"
    body: dict[str, Any] = {
        "type": kind.type,
        "title": kind.title,
        "status": kind.status,
        "code": kind.code,
        "detail": detail,
        "instance": request.path,
    }
    if error.errors:
        body["errors"] = encode(error.errors[:MAX_LISTED])  # each Problem: code, field, message
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
    (an error about the object as a whole) stays at the object's own pointer.
    """
    problems: list[Problem] = []
    if isinstance(messages, Mapping):
        for key, value in messages.items():
            child = pointer if key == "_schema" else f"{pointer}/{_escape(key)}"
            problems += field_problems(value, child)
    elif isinstance(messages, str):
        code = _MESSAGE_CODES.get(messages) or (
            FIELD_UNKNOWN if messages.startswith(_TOO_MANY_MEMBERS) else FIELD_INVALID)
        problems.append(Problem(code, pointer, messages))
    elif isinstance(messages, Iterable):
        for item in messages:
            problems += field_problems(item, pointer)
    else:
        problems.append(Problem(FIELD_INVALID, pointer, str(messages)))
    return problems
