"""flask-smorest, adapted to this service's contract through its documented hooks.

- :class:`TuteParser` is the blueprints' ``ARGUMENTS_PARSER`` (a webargs ``FlaskParser``): it
  reads JSON bodies strictly (415 unless the body is sent as JSON, 400 for bytes that are not
  JSON, 413 over the limit) and answers a body that breaks its schema with a 422 listing one
  JSON pointer per bad field. Views get the loaded body from ``@blp.arguments``.
- :class:`TuteApi` documents errors with the problem schema (``ERROR_SCHEMA``) and adds no
  default error response (``DEFAULT_ERROR_RESPONSE_NAME``); :func:`build_api` gives it the
  marshmallow plugin (``spec_kwargs``), the problem response components
  (``api.spec.components.response``) and the error handlers (``app.register_error_handler``).
  Every HTTP error is an RFC 9457 problem; flask-smorest's own handler drops the ``Allow``
  header of a 405, :meth:`TuteApi.handle_http_exception` keeps it.

flask-smorest ships no type information, so the untyped boundary is confined to this module.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable, Mapping
from typing import Any, NoReturn, TypeVar, cast

from apispec.ext.marshmallow import MarshmallowPlugin, resolver
from apispec.ext.marshmallow.common import resolve_schema_cls
from flask import Flask, Request, Response, request
from flask_smorest import Api, Blueprint  # type: ignore[import-untyped]
from marshmallow import Schema, ValidationError
from webargs.core import is_json
from webargs.flaskparser import FlaskParser
from werkzeug.exceptions import HTTPException, MethodNotAllowed

from tute.api import jsonio, problems
from tute.api.problems import ProblemError, ProblemKind, problem_response
from tute.api.schemas import (
    CHOICES,
    ITEMS_REQUIRE,
    MESSAGE_PARAMS,
    MESSAGE_PARAMS_COMPONENT,
    OVERRIDES,
    OVERRIDES_COMPONENT,
    Choice,
    ProblemSchema,
)
from tute.messages import Message, msg

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

#: werkzeug's own texts (``name`` and ``description``) of the HTTP errors the app meets: routing,
#: the body limit, a request werkzeug cannot read. Copied as messages so that they are
#: translated (the English is werkzeug's, word for word); an error with another text is answered
#: by a message of this module (see :meth:`TuteApi.handle_http_exception`).
_WERKZEUG_TEXTS: Mapping[str, Message] = {str(text): text for text in (
    msg("Bad Request"),
    msg("The browser (or proxy) sent a request that this server could not understand."),
    msg("The requested URL was not found on the server. If you entered the URL manually please "
        "check your spelling and try again."),
    msg("The resource identified by the request is only capable of generating response entities "
        "which have content characteristics not acceptable according to the accept headers sent "
        "in the request."),
    msg("The data value transmitted exceeds the capacity limit."),
    msg("The server does not support the media type transmitted in the request."),
)}


class TuteParser(FlaskParser):
    """webargs' Flask parser with this contract's reading of bodies and its 422."""

    def get_default_request(self) -> Request:
        # the request itself rather than Flask's proxy to it: every attribute read through the
        # proxy costs a context lookup
        return cast(Request, request._get_current_object())  # type: ignore[attr-defined]

    def load_json(self, req: Request, schema: Schema) -> Any:
        """The request body as JSON, or the problem that stops it."""
        if not is_json(req.mimetype):
            raise ProblemError(problems.UNSUPPORTED_MEDIA_TYPE, (
                msg("send the body as application/json, not {media_type}",
                    media_type=req.mimetype) if req.mimetype
                else msg("send the body as application/json; the request names no media type")))
        data = req.get_data(cache=True)
        # the route's limit (batch routes take larger bodies), one byte under the cut
        limit = (req.max_content_length or 1) - 1
        if len(data) > limit:  # a chunked body (a declared length is checked before this)
            raise ProblemError(problems.BODY_TOO_LARGE,
                               msg("the body exceeds {limit} bytes", limit=limit))
        if not data:
            raise ProblemError(problems.MALFORMED_JSON, msg("the request body is empty"))
        try:
            return jsonio.loads(data)
        except jsonio.TooDeep as exc:  # well-formed or not: the limit is the answer
            raise ProblemError(problems.MALFORMED_JSON, exc.message) from None
        except jsonio.JsonError as exc:  # this service's own refusals: messages
            raise ProblemError(problems.MALFORMED_JSON, _not_json(exc.message)) from None
        except (ValueError, UnicodeDecodeError) as exc:
            # the parser's own words (orjson's or the standard library's), in English
            raise ProblemError(problems.MALFORMED_JSON, _not_json(str(exc))) from None
        except RecursionError:  # "[[[[..." thousands deep: no request of ours nests like that
            raise ProblemError(problems.MALFORMED_JSON,
                               msg("the body nests arrays or objects too deeply")) from None

    def handle_error(self, error: ValidationError, req: Request, schema: Schema, *,
                     error_status_code: int | None,
                     error_headers: Mapping[str, str] | None) -> NoReturn:
        """Every bad field of the body becomes one error of a 422 INVALID_FIELDS problem.

        webargs files the messages under the location they come from (``{"json": {...}}``);
        pointers are into the body itself.
        """
        messages = error.messages
        if isinstance(messages, dict) and len(messages) == 1 and "json" in messages:
            messages = messages["json"]
        found = problems.field_problems(messages)
        raise ProblemError(problems.INVALID_FIELDS, problems.field_errors(len(found)),
                           errors=found) from None


def _not_json(reason: Message | str) -> Message:
    # Translators: {reason} says where the JSON breaks; the JSON parser's own words stay English
    return msg("the body is not valid JSON: {reason}", reason=reason)


class TuteBlueprint(Blueprint):  # type: ignore[misc]
    ARGUMENTS_PARSER = TuteParser()


class TuteApi(Api):  # type: ignore[misc]
    # the schema of flask-smorest's own (lazy, unreferenced) error responses
    ERROR_SCHEMA = ProblemSchema
    # operations list their real problem responses instead of a catch-all default
    DEFAULT_ERROR_RESPONSE_NAME = None

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
            kind = ProblemKind(status, "HTTP_ERROR", "",
                               _WERKZEUG_TEXTS.get(error.name, problems.HTTP_ERROR.title),
                               error.description or "")
        description = error.description
        detail: Message
        if kind is problems.METHOD_NOT_ALLOWED:
            # Translators: {method} is an HTTP method (POST); {allowed} lists the allowed ones
            detail = msg("{method} is not allowed here; allowed: {allowed}",
                         method=request.method, allowed=headers.get("Allow", ""))
        elif not description:
            detail = kind.title
        else:
            # werkzeug's text, or (a text of its that is not copied above) one that says the
            # status (its params are detail_params: only what the text says)
            detail = _WERKZEUG_TEXTS.get(description) or msg(
                "the request cannot be answered (HTTP status {status})", status=status)
        return problem_response(ProblemError(kind, detail, headers=headers))


def build_api(app: Flask) -> TuteApi:
    """The Api of ``app``: spec conventions, problem responses and error handlers in place."""
    api = TuteApi(app, spec_kwargs={"marshmallow_plugin": _TuteMarshmallowPlugin()})
    for name, kind in RESPONSES.items():
        description = kind.explanation
        if kind in _INVALID_REQUEST_KINDS:
            description = ("The body breaks the schema or names an unknown ruleset "
                           "(INVALID_FIELDS; UNKNOWN_RULESET at `/ruleset`, with "
                           "`known_rulesets`), an override is refused (INVALID_OVERRIDES) or "
                           "the state is impossible (IMPOSSIBLE_POSITION); `errors` lists "
                           "every problem with a JSON pointer.")
        api.spec.components.response(
            name, {"description": description,
                   "content": {problems.PROBLEM_MEDIA_TYPE: {"schema": ProblemSchema}}},
            lazy=True)
    # flask-smorest has registered handle_http_exception for HTTPException
    app.register_error_handler(ProblemError, problem_response)
    app.register_error_handler(Exception, _internal_error)
    return api


class _TuteMarshmallowPlugin(MarshmallowPlugin):
    """apispec's plugin, with this contract's conventions in place before any schema is read
    (flask-smorest reads the problem schema while it sets the spec up)."""

    def __init__(self) -> None:
        # apispec documents None (inline the schema) though its annotation says str
        super().__init__(schema_name_resolver=_schema_name)  # type: ignore[arg-type]

    def init_spec(self, spec: Any) -> None:
        super().init_spec(spec)
        for name, choice in CHOICES.items():
            spec.components.schema(name, choice.component())
        spec.components.schema(OVERRIDES, copy.deepcopy(OVERRIDES_COMPONENT))
        spec.components.schema(MESSAGE_PARAMS, copy.deepcopy(MESSAGE_PARAMS_COMPONENT))
        spec.components.parameter(ACCEPT_LANGUAGE, "header", copy.deepcopy(_ACCEPT_LANGUAGE))
        converter = self.converter
        if converter is None:  # set by MarshmallowPlugin.init_spec
            raise RuntimeError("apispec's marshmallow plugin has no converter")
        converter.add_attribute_function(_nullable_object)  # type: ignore[no-untyped-call]
        converter.add_attribute_function(_enum_reference)  # type: ignore[no-untyped-call]
        converter.add_attribute_function(_items_require)  # type: ignore[no-untyped-call]

    def schema_helper(self, name: Any, _: Any, schema: Any = None,  # type: ignore[override]
                      **kwargs: Any) -> Any:
        """apispec's schema hook: a schema's ``OPENAPI_EXTRA`` (a rule across its fields, such
        as a ``oneOf``) joins its component."""
        found = super().schema_helper(name, _, schema=schema, **kwargs)  # type: ignore[no-untyped-call]
        extra = getattr(resolve_schema_cls(schema), "OPENAPI_EXTRA", None) if schema else None
        if isinstance(found, dict) and extra:
            found.update(copy.deepcopy(extra))
        return found

    def operation_helper(self, path: Any = None, operations: Any = None, **kwargs: Any) -> None:
        """apispec's operation hook: each operation reads in one order, whatever the order of
        its decorators (``@blp.arguments`` documents a 422 before the other responses): the
        request body first, then the responses by status code."""
        super().operation_helper(path=path, operations=operations, **kwargs)
        for method, operation in (operations or {}).items():
            if isinstance(path, str) and path.startswith("/v1/"):
                # every operation answers messages (a problem at least) in the language asked
                # (apispec turns a component's name into its $ref)
                operation.setdefault("parameters", []).append(ACCEPT_LANGUAGE)
            responses = operation.get("responses")
            if isinstance(responses, dict):
                operation["responses"] = dict(sorted(responses.items(), key=_status_order))
            if "requestBody" in operation:
                operations[method] = {"requestBody": operation.pop("requestBody"), **operation}


ACCEPT_LANGUAGE = "AcceptLanguage"
_ACCEPT_LANGUAGE: dict[str, Any] = {
    "name": "Accept-Language",
    "required": False,
    "schema": {"type": "string"},
    # Swagger UI fills "Try it out" with the example: English, the default, there
    "example": "en",
    "description": "The language of the messages (and of the rulesets' names and "
                   "descriptions): en (the default), es, it or pt, with q-values (RFC 9110); a "
                   "regional tag counts as its language (es-AR is es). Answers with messages "
                   "name it in Content-Language and carry Vary: Accept-Language.",
}


def _schema_name(schema: Any) -> str | None:
    """The component name of a schema; None (inline it) for flask-smorest's own schemas.

    flask-smorest registers a pagination header (lazily: it appears only where an operation
    pages, and none does), but apispec would publish its schema as a component at once.
    """
    found = resolve_schema_cls(schema)
    kind = found[0] if isinstance(found, list) else found
    if kind.__module__.split(".")[0] == "flask_smorest":
        return None
    return resolver(kind)


def _status_order(item: tuple[Any, Any]) -> tuple[int, str]:
    status = str(item[0])
    return (int(status), status) if status.isdigit() else (1000, status)


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


def _items_require(converter: Any, field: Any, ret: dict[str, Any], **kwargs: Any) -> Any:
    """The items of a list whose metadata names :data:`ITEMS_REQUIRE` members: their type with
    those members required there (``allOf``), as the API checks them in that list."""
    required = field.metadata.get(ITEMS_REQUIRE)
    if not required or "items" not in ret:
        return {}
    return {"items": {"allOf": [ret["items"], {"required": list(required)}]}}


#: The keys that describe a value, which a reference to an enum component replaces.
_ENUM_KEYS = ("type", "enum", "nullable", "format")


def _enum_reference(converter: Any, field: Any, ret: dict[str, Any], **kwargs: Any) -> Any:
    """A field with a published enum (:class:`~tute.api.schemas.Choice`) as a reference to it.

    A nullable one is ``allOf: [{$ref}]`` with ``nullable: true`` (and the enum's ``type``)
    beside it: every generator tried makes ``Suit | None`` of it, one enum type shared by every
    field (our SDKs' openapi-python-client and openapi-typescript, and openapi-generator's
    ``python`` and ``typescript-fetch``: tests/sdk/test_third_party_generators.py); the
    ``anyOf`` of the enum and a null-only branch it replaces made ``typescript-fetch`` code that
    does not compile.
    Any other key (a description) sits beside ``allOf: [{$ref}]`` too, since keys beside a bare
    ``$ref`` are ignored.
    """
    choice = getattr(field, "choice", None)
    if not isinstance(choice, Choice):
        return {}
    for key in _ENUM_KEYS:
        ret.pop(key, None)
    ref = {"$ref": f"#/components/schemas/{choice.name}"}
    if field.allow_none:
        # OpenAPI 3.0.3 gives nullable its meaning only beside a type: the enum's own
        ret.update(type=choice.component()["type"], nullable=True, allOf=[ref])
    elif ret:
        ret["allOf"] = [ref]
    else:
        ret.update(ref)
    return {}


def _internal_error(error: BaseException) -> Response:
    # The traceback goes to the server log only; the client learns nothing about internals.
    log.error("unhandled error on %s %s", request.method, request.path, exc_info=error)
    return problem_response(ProblemError(
        problems.INTERNAL_ERROR, msg("the service failed to answer; the error is logged")))


# -- the decorator stack of an operation, flask-smorest's own ------------------------------------


# flask-smorest ships no type information: these give its decorators their types, and do
# nothing else.


def route(blp: TuteBlueprint, rule: str, **options: Any) -> Callable[[F], F]:
    return cast(Callable[[F], F], blp.route(rule, **options))


def doc(blp: TuteBlueprint, **info: Any) -> Callable[[F], F]:
    return cast(Callable[[F], F], blp.doc(**info))


def arguments(blp: TuteBlueprint, schema: Schema, **options: Any) -> Callable[[F], F]:
    return cast(Callable[[F], F], blp.arguments(schema, **options))


def response(blp: TuteBlueprint, status_code: int, schema: Schema | None = None,
             **options: Any) -> Callable[[F], F]:
    return cast(Callable[[F], F], blp.response(status_code, schema, **options))


def alt_response(blp: TuteBlueprint, status_code: int, **options: Any) -> Callable[[F], F]:
    return cast(Callable[[F], F], blp.alt_response(status_code, **options))


def problem_responses(*names: str) -> dict[int, str]:
    """The problem responses of an operation, by component name, as ``@blp.doc`` takes them
    (``responses``: one decorator for all, rather than an ``alt_response`` and its call layer
    each)."""
    return {RESPONSES[name].status: name for name in names}


def operation(blp: TuteBlueprint, rule: str, *, operation_id: str, summary: str,
              description: str, body: type[Schema], example: Mapping[str, Any],
              answer: type[Schema], answer_example: Mapping[str, Any],
              answer_description: str, problems: tuple[str, ...],
              status_code: int = 200) -> Callable[[F], F]:
    """The whole stack of one JSON POST operation, flask-smorest's documented decorators applied
    by one: the route (its endpoint is ``operation_id``), the doc (the problem responses
    by name among it), ``@blp.arguments`` (webargs
    reads the body through :class:`TuteParser` and loads it with one ``body`` instance: the view
    gets it loaded), and ``@blp.response`` (the ``answer``
    schema serializes what the view returns)."""
    stack = (
        route(blp, rule, methods=["POST"], endpoint=operation_id),
        doc(blp, operationId=operation_id, summary=summary, description=description,
            responses=problem_responses(*problems)),
        arguments(blp, body(), example=example),
        response(blp, status_code, answer(), example=answer_example,
                 description=answer_description),
    )

    def decorate(func: F) -> F:
        for decorator in reversed(stack):
            func = decorator(func)
        return func

    return decorate
