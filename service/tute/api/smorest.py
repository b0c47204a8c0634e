"""flask-smorest, adapted to this service's contract.

- :func:`arguments` reads JSON bodies strictly (:func:`load_body`): 415 unless the body is sent
  as JSON, 400 for bytes that are not JSON, 413 over the limit, and 422 with one JSON pointer
  per bad field. flask-smorest documents the body; the reading is done here, without webargs.
- :class:`TuteBlueprint` documents error responses by reference to the problem components,
  instead of flask-smorest's generic error schema.
- :class:`TuteApi` answers every HTTP error with an RFC 9457 problem. flask-smorest's own handler
  drops the ``Allow`` header of a 405; this one keeps it.

flask-smorest ships no type information, so the untyped boundary is confined to this module.
"""

from __future__ import annotations

import copy
import functools
import json
import logging
from collections.abc import Callable, Mapping
from typing import Any, NoReturn, TypeVar, cast

from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Flask, Response, current_app, request
from flask_smorest import Api, Blueprint  # type: ignore[import-untyped]
from marshmallow import Schema, ValidationError
from webargs.core import is_json
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from tute.api import problems
from tute.api.problems import ProblemError, ProblemKind, problem_response
from tute.api.schemas import CHOICES, OVERRIDES, OVERRIDES_COMPONENT, Choice, ProblemSchema

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
                          problems.IMPOSSIBLE_POSITION, problems.INVALID_INPUT)


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not JSON")


# One decoder for every request (json.loads with an option builds a new one each call).
_DECODER = json.JSONDecoder(parse_constant=_reject_constant)


def read_json() -> Any:
    """The request body as JSON, or the problem that stops it."""
    if not is_json(request.mimetype):
        raise ProblemError(problems.UNSUPPORTED_MEDIA_TYPE,
                           f"send the body as application/json, not {request.mimetype or 'none'}")
    data = request.get_data(cache=True)
    limit = current_app.extensions["tute.settings"].max_body_bytes
    if len(data) > limit:  # a chunked body (a declared length is checked before this)
        raise ProblemError(problems.BODY_TOO_LARGE, f"the body exceeds {limit} bytes")
    if not data:
        raise ProblemError(problems.MALFORMED_JSON, "the request body is empty")
    try:
        return _DECODER.decode(data.decode("utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise ProblemError(problems.MALFORMED_JSON,
                           f"the body is not valid JSON: {exc}") from None
    except RecursionError:  # "[[[[..." thousands deep: no request of ours nests like that
        raise ProblemError(problems.MALFORMED_JSON,
                           "the body nests arrays or objects too deeply") from None


def load_body(schema: Schema) -> Any:
    """The request body, loaded by ``schema``; every bad field becomes one 422 error."""
    try:
        return schema.load(read_json())
    except ValidationError as error:
        found = problems.field_problems(error.messages)
        raise ProblemError(problems.INVALID_FIELDS,
                           f"{len(found)} field error(s) in the request body",
                           errors=found) from None


class TuteBlueprint(Blueprint):  # type: ignore[misc]
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

    def _init_spec(self, **kwargs: Any) -> None:
        super()._init_spec(marshmallow_plugin=_TuteMarshmallowPlugin(), **kwargs)

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
            # werkzeug collects the methods in a set: sorted, the header is the same every run
            headers["Allow"] = ", ".join(sorted(error.valid_methods))
        if kind is None:
            kind = ProblemKind(status, "HTTP_ERROR", "", error.name, error.description or "")
        detail = error.description or kind.title
        if kind is problems.METHOD_NOT_ALLOWED:
            detail = f"{request.method} is not allowed here; allowed: {headers.get('Allow', '')}"
        return problem_response(ProblemError(kind, detail, headers=headers))


class _TuteMarshmallowPlugin(MarshmallowPlugin):
    """apispec's plugin, with this contract's conventions in place before any schema is read
    (flask-smorest reads the problem schema while it sets the spec up)."""

    def init_spec(self, spec: Any) -> None:
        super().init_spec(spec)
        for name, choice in CHOICES.items():
            spec.components.schema(name, choice.component())
        spec.components.schema(OVERRIDES, copy.deepcopy(OVERRIDES_COMPONENT))
        converter = self.converter
        if converter is None:  # set by MarshmallowPlugin.init_spec
            raise RuntimeError("apispec's marshmallow plugin has no converter")
        converter.add_attribute_function(_nullable_object)  # type: ignore[no-untyped-call]
        converter.add_attribute_function(_enum_reference)  # type: ignore[no-untyped-call]


_LOOSE_NULL = {"type": "object", "nullable": True}
#: null and nothing else, in OpenAPI 3.0 terms (nullable needs a type beside it)
NULL_ONLY = {"type": "object", "nullable": True, "enum": [None]}


def _nullable_object(converter: Any, field: Any, ret: dict[str, Any], **kwargs: Any) -> Any:
    """A nullable nested object as ``anyOf: [{$ref}, null]``.

    apispec writes ``anyOf: [{type: object, nullable: true}, {$ref}]``, whose first branch
    admits any object at all (and gives SDK generators a second, anonymous model); here the
    second branch admits only null.
    """
    branches = ret.get("anyOf")
    if not (isinstance(branches, list) and len(branches) == 2 and _LOOSE_NULL in branches):
        return {}
    # the reference comes first or last depending on whether the field has a description
    (ref,) = [branch for branch in branches if branch != _LOOSE_NULL]
    if set(ref) != {"$ref"}:
        return {}
    return {"anyOf": [ref, dict(NULL_ONLY)]}


#: The keys that describe a value, which a reference to an enum component replaces.
_ENUM_KEYS = ("type", "enum", "nullable", "format")


def _enum_reference(converter: Any, field: Any, ret: dict[str, Any], **kwargs: Any) -> Any:
    """A field with a published enum (:class:`~tute.api.schemas.Choice`) as a reference to it.

    A nullable one is ``anyOf: [{$ref}, null]``, the null branch typed like the enum (OpenAPI
    3.0 admits null only beside a ``type``): SDK generators then make ``Suit | None``, one enum
    type shared by every field. Any other key (a description) sits beside ``allOf: [{$ref}]``,
    since keys beside a bare ``$ref`` are ignored.
    """
    choice = getattr(field, "choice", None)
    if not isinstance(choice, Choice):
        return {}
    for key in _ENUM_KEYS:
        ret.pop(key, None)
    ref = {"$ref": f"#/components/schemas/{choice.name}"}
    if field.allow_none:
        kind = choice.component()["type"]
        ret["anyOf"] = [ref, {"type": kind, "nullable": True, "enum": [None]}]
    elif ret:
        ret["allOf"] = [ref]
    else:
        ret.update(ref)
    return {}


def _internal_error(error: BaseException) -> Response:
    # The traceback goes to the server log only; the client learns nothing about internals.
    log.error("unhandled error on %s %s", request.method, request.path, exc_info=error)
    return problem_response(ProblemError(problems.INTERNAL_ERROR,
                                         "the service failed to answer; the error is logged"))


# -- typed decorator shims -----------------------------------------------------------------------


def _documented(decorator: Callable[[F], Any], func: F) -> F:
    """Apply a flask-smorest decorator that only documents, without its wrapper.

    Each of them wraps the view in one more call layer just to carry its piece of the doc
    (``_apidoc``); eight such layers a view were a measurable part of a request. The doc is
    kept on the view itself instead.
    """
    wrapped = decorator(func)
    func._apidoc = wrapped._apidoc  # type: ignore[attr-defined]
    return func


def arguments(blp: TuteBlueprint, schema: type[Schema], example: Mapping[str, Any]) -> Callable[
        [F], F]:
    """Document the request body by ``schema`` and hand the view the loaded body.

    One schema instance serves every request: building one copies all its fields, which cost
    more than the rest of the request (bench/README.md, "HTTP").
    """
    instance = schema()
    document = blp.arguments(instance, example=example)

    def decorate(func: F) -> F:
        @functools.wraps(func)
        def view(*args: Any, **kwargs: Any) -> Any:
            return func(load_body(instance), *args, **kwargs)

        return _documented(document, cast(F, view))

    return decorate


def response(blp: TuteBlueprint, schema: type[Schema], example: Mapping[str, Any],
             description: str) -> Callable[[F], F]:
    """Document the 200 answer by its schema; the view returns the JSON-ready dict itself.

    flask-smorest's ``response`` would also dump the dict through the schema, which only copies
    it (the views build exactly the documented shape, and the schemathesis run checks every
    answer against the schema), so the answer is documented as a success alternative instead.
    """
    document = blp.alt_response(200, schema=schema(), example=example,
                                description=description, success=True)
    return lambda func: _documented(document, func)


def problem_responses(blp: TuteBlueprint, *names: str) -> Callable[[F], F]:
    """Document the problem responses of an operation, by component name."""

    def decorate(func: F) -> F:
        for name in names:
            func = _documented(blp.alt_response(RESPONSES[name].status, response=name), func)
        return func

    return decorate


def doc(blp: TuteBlueprint, **info: Any) -> Callable[[F], F]:
    return lambda func: _documented(blp.doc(**info), func)


def route(blp: TuteBlueprint, rule: str, **options: Any) -> Callable[[F], F]:
    return cast(Callable[[F], F], blp.route(rule, **options))
