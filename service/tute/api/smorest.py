"""flask-smorest, adapted to this service's contract.

- :class:`BodyParser` reads JSON bodies strictly: 415 unless the body is sent as JSON, 400 for
  bytes that are not JSON, and 422 with one JSON pointer per bad field.
- :class:`TuteBlueprint` uses that parser and documents error responses by reference to the
  problem components, instead of flask-smorest's generic error schema.
- :class:`TuteApi` answers every HTTP error with an RFC 9457 problem. flask-smorest's own handler
  drops the ``Allow`` header of a 405; this one keeps it.

flask-smorest ships no type information, so the untyped boundary is confined to this module.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Mapping
from typing import Any, NoReturn, TypeVar, cast

from flask import Flask, Response, current_app, request
from flask_smorest import Api, Blueprint  # type: ignore[import-untyped]
from marshmallow import Schema, ValidationError
from webargs.core import is_json
from webargs.flaskparser import FlaskParser
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from tute.api import problems
from tute.api.problems import ProblemError, ProblemKind, problem_response
from tute.api.schemas import ProblemSchema

F = TypeVar("F", bound=Callable[..., Any])
log = logging.getLogger("tute.api")

_KIND_BY_STATUS: Mapping[int, ProblemKind] = {
    404: problems.NOT_FOUND,
    405: problems.METHOD_NOT_ALLOWED,
    406: problems.NOT_ACCEPTABLE,
    413: problems.BODY_TOO_LARGE,
    415: problems.UNSUPPORTED_MEDIA_TYPE,
}

# Response components, referenced by name from each operation.
RESPONSES: Mapping[str, ProblemKind] = {
    "MalformedJson": problems.MALFORMED_JSON,
    "UnknownRuleset": problems.UNKNOWN_RULESET,
    "NotAcceptable": problems.NOT_ACCEPTABLE,
    "BodyTooLarge": problems.BODY_TOO_LARGE,
    "UnsupportedMediaType": problems.UNSUPPORTED_MEDIA_TYPE,
    "InvalidRequest": problems.INVALID_FIELDS,
    "InternalError": problems.INTERNAL_ERROR,
}
_INVALID_REQUEST_KINDS = (problems.INVALID_FIELDS, problems.INVALID_OVERRIDES,
                          problems.IMPOSSIBLE_POSITION)


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not JSON")


class BodyParser(FlaskParser):
    """webargs' Flask parser with this service's 400/415/422 answers."""

    def _raw_load_json(self, req: Any) -> Any:
        if not is_json(req.mimetype):
            raise ProblemError(problems.UNSUPPORTED_MEDIA_TYPE,
                               f"send the body as application/json, not {req.mimetype or 'none'}")
        data = req.get_data(cache=True)
        limit = current_app.extensions["tute.settings"].max_body_bytes
        if len(data) > limit:  # a chunked body (a declared length is checked before this)
            raise ProblemError(problems.BODY_TOO_LARGE, f"the body exceeds {limit} bytes")
        if not data:
            raise ProblemError(problems.MALFORMED_JSON, "the request body is empty")
        try:
            return json.loads(data.decode("utf-8"), parse_constant=_reject_constant)
        except (ValueError, UnicodeDecodeError) as exc:
            raise ProblemError(problems.MALFORMED_JSON,
                               f"the body is not valid JSON: {exc}") from None

    def handle_error(self, error: ValidationError, req: Any, schema: Schema, *,
                     error_status_code: int | None,
                     error_headers: Mapping[str, str] | None) -> NoReturn:
        messages: Any = error.messages
        # webargs files the messages under the location name ("json"); pointers start at the body
        if isinstance(messages, Mapping) and list(messages) == ["json"]:
            messages = messages["json"]
        found = problems.field_problems(messages)
        raise ProblemError(problems.INVALID_FIELDS,
                           f"{len(found)} field error(s) in the request body", errors=found)


class TuteBlueprint(Blueprint):  # type: ignore[misc]
    ARGUMENTS_PARSER = BodyParser()

    def _prepare_arguments_doc(self, doc: Any, doc_info: Any, **kwargs: Any) -> Any:
        # flask-smorest adds a generic 422 for every body; operations reference ours instead
        arguments = doc_info.get("arguments")
        if arguments:
            arguments.pop("responses", None)
        return super()._prepare_arguments_doc(doc, doc_info, **kwargs)


class TuteApi(Api):  # type: ignore[misc]
    DEFAULT_ERROR_RESPONSE_NAME = None

    def _register_responses(self) -> None:
        for name, kind in RESPONSES.items():
            description = kind.explanation
            content: dict[str, Any] = {"schema": ProblemSchema}
            if kind in _INVALID_REQUEST_KINDS:
                description = ("The body breaks the schema (INVALID_FIELDS), an override is "
                               "refused (INVALID_OVERRIDES) or the state is impossible "
                               "(IMPOSSIBLE_POSITION); `errors` lists every problem with a "
                               "JSON pointer.")
            self.spec.components.response(
                name, {"description": description,
                       "content": {problems.PROBLEM_MEDIA_TYPE: content}}, lazy=True)

    def _register_pagination_header(self) -> None:
        # no operation pages its results: keep flask-smorest's pagination schema out of the spec
        return None

    def _register_error_handlers(self) -> None:
        app: Flask = self._app
        app.register_error_handler(ProblemError, problem_response)
        app.register_error_handler(HTTPException, self.handle_http_exception)
        app.register_error_handler(Exception, _internal_error)

    def handle_http_exception(self, error: HTTPException) -> Response:
        status = error.code or 500
        if status >= 500:
            return _internal_error(error)
        kind = _KIND_BY_STATUS.get(status)
        headers: dict[str, str] = {}
        if isinstance(error, MethodNotAllowed) and error.valid_methods:
            headers["Allow"] = ", ".join(error.valid_methods)
        if kind is None:
            kind = ProblemKind(status, "HTTP_ERROR", "", error.name, error.description or "")
        detail = error.description or kind.title
        if kind is problems.METHOD_NOT_ALLOWED:
            detail = f"{request.method} is not allowed here; allowed: {headers.get('Allow', '')}"
        return problem_response(ProblemError(kind, detail, headers=headers))


def _internal_error(error: BaseException) -> Response:
    # The traceback goes to the server log only; the client learns nothing about internals.
    log.error("unhandled error on %s %s", request.method, request.path, exc_info=error)
    return problem_response(ProblemError(problems.INTERNAL_ERROR,
                                         "the service failed to answer; the error is logged"))


# -- typed decorator shims -----------------------------------------------------------------------


def arguments(blp: TuteBlueprint, schema: type[Schema], example: Mapping[str, Any]) -> Callable[
        [F], F]:
    return cast(Callable[[F], F], blp.arguments(schema, example=example))


def response(blp: TuteBlueprint, schema: type[Schema], example: Mapping[str, Any],
             description: str) -> Callable[[F], F]:
    return cast(Callable[[F], F], blp.response(200, schema, example=example,
                                               description=description))


def problem_responses(blp: TuteBlueprint, *names: str) -> Callable[[F], F]:
    """Document the problem responses of an operation, by component name."""

    def decorate(func: F) -> F:
        for name in names:
            func = cast(F, blp.alt_response(RESPONSES[name].status, response=name)(func))
        return func

    return decorate


def doc(blp: TuteBlueprint, **info: Any) -> Callable[[F], F]:
    return cast(Callable[[F], F], blp.doc(**info))


def route(blp: TuteBlueprint, rule: str, **options: Any) -> Callable[[F], F]:
    return cast(Callable[[F], F], blp.route(rule, **options))
