"""The HTTP service: a thin Flask layer over the rules engine.

:func:`create_app` builds the WSGI app; ``tute.api.wsgi:app`` is the one gunicorn serves. The
layer holds no rules: marshmallow validates the JSON, :mod:`tute.api.engine_calls` turns it into
engine values and engine errors into RFC 9457 problems.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping

from flask import Flask, Response, current_app, request
from flask_cors import CORS

from tute.api import (
    analysis_routes,
    batch_routes,
    game_routes,
    health,
    jsonio,
    knowledge_routes,
    language,
    metrics,
    openapi,
    play_routes,
    problems,
    ruleset_routes,
    suggestion_routes,
    tracing,
    transport,
)
from tute.api.config import Settings, load_settings
from tute.api.index import init_index
from tute.api.problems import ProblemError
from tute.api.schemas import TrickCardSchema
from tute.api.smorest import build_api
from tute.messages import check_catalogs, msg

API_TITLE = "Tute rules service"
_ACCEPTED = ("application/json", problems.PROBLEM_MEDIA_TYPE)
_API_BLUEPRINTS = frozenset({play_routes.blp.name, ruleset_routes.blp.name,
                            batch_routes.blp.name, knowledge_routes.blp.name,
                            suggestion_routes.blp.name, analysis_routes.blp.name,
                            *(blueprint.name for blueprint in game_routes.BLUEPRINTS)})

API_DESCRIPTION = """\
The rules of Tute and its relatives (Tute Subastado, Habanero, Guiñote, Brisca) as a stateless
service: the client sends the state, the service says which cards may be played, whether a
play is legal and who takes a trick.

Every request body names a ruleset (`ruleset`, an id or alias) and may override any of its
switches (`overrides`); every response echoes the ruleset id, version and overrides applied.
Card codes are rank then suit letter (`1O`, `12B`, `10C`); seats are numbered in playing order.
An explicit `null` for an optional nullable member of a request means the member is absent.

An illegal play is a verdict (200, `legal: false`), not an error. Errors are RFC 9457
`application/problem+json` documents with a stable `type` URI and `code`; problems about the
request list every bad field in `errors` with a JSON pointer.
"""


def create_app(config: Mapping[str, object] | None = None) -> Flask:
    """Build the app. ``config`` overrides ``TUTE_*`` environment settings by the same names."""
    settings = load_settings(config)
    check_catalogs()  # a missing compiled catalog stops the start, not a request in Italian
    app = metrics.MeteredFlask("tute.api")
    app.config.update(
        # one byte over the limit, so that a streamed (chunked) body that reaches it can be told
        # from one that ends exactly there: werkzeug truncates at the limit without an error
        MAX_CONTENT_LENGTH=max(settings.max_body_bytes, settings.max_batch_body_bytes) + 1,
        API_TITLE=API_TITLE,
        API_VERSION=metrics.package_version(),
        OPENAPI_VERSION="3.0.3",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        API_SPEC_OPTIONS=spec_options(),
    )
    if settings.docs:
        # Swagger UI from the service itself (no CDN), under a Content-Security-Policy; imported
        # here so that a service with the docs off never loads it
        from tute.api.docs_ui import init_docs
        from tute.api.playground import init_playground

        init_docs(app)
        init_playground(app)
    init_index(app, docs=settings.docs)
    app.json = jsonio.OrjsonProvider(app)
    app.extensions["tute.settings"] = settings
    _configure_logging(settings)

    metrics.init_metrics(app)
    # one function each way (tracing's work included: every hook call costs a request)
    app.before_request(_request_checks(settings))
    app.after_request(_common_headers)
    app.teardown_request(_english_again)

    api = build_api(app)
    api.register_blueprint(ruleset_routes.blp)
    # The one-pass TrickCards field references this component by name (no Nested field
    # registers it); registered here, where the first body using it would have put it.
    api.spec.components.schema("TrickCard", schema=TrickCardSchema)
    api.register_blueprint(play_routes.blp)
    for blueprint in game_routes.BLUEPRINTS:
        api.register_blueprint(blueprint)
    api.register_blueprint(batch_routes.blp)
    api.register_blueprint(knowledge_routes.blp)
    api.register_blueprint(suggestion_routes.blp)
    api.register_blueprint(analysis_routes.blp)
    openapi.serve_documents(app, api)  # /openapi.json and /openapi.yaml, cached
    app.extensions["tute.api"] = api

    health.init_health(app)
    transport.init_transport_errors(app)
    if settings.cors_origins:
        _enable_cors(app, settings.cors_origins)
    return app


#: what a browser page on an allowed origin may send beyond the safelisted headers, and what it
#: may read of an answer beyond the safelisted ones
CORS_ALLOW_HEADERS = ("Content-Type", "Accept-Language", "X-Request-ID", "If-None-Match",
                      "traceparent")
CORS_EXPOSE_HEADERS = ("X-Request-ID", "ETag", "Content-Language", "Retry-After")


def _enable_cors(app: Flask, origins: tuple[str, ...]) -> None:
    """CORS for /v1 and the spec, for ``origins`` only. Every answer says ``Vary: Origin``,
    those without an ``Origin`` or for another origin too: the rulesets are ``public,
    max-age=300``, and a shared cache must not hand an answer made for one origin (or for none)
    to a page on another."""
    CORS(app, resources={r"/v1/*": {}, r"/openapi.*": {}},
         origins=list(origins), methods=["GET", "POST", "OPTIONS"],
         allow_headers=list(CORS_ALLOW_HEADERS), expose_headers=list(CORS_EXPOSE_HEADERS),
         max_age=600)
    app.config["TUTE_VARY_ORIGIN"] = True  # _common_headers says Vary: Origin on every answer


def _configure_logging(settings: Settings) -> None:
    """The app's lines go where gunicorn's go (its error log), at the configured level, each
    logged while a request is answered with that request's ID (tracing.RequestContext: on the
    handlers, so that the app's child loggers' lines have it too)."""
    log = logging.getLogger("tute.api")
    log.setLevel(settings.log_level)
    gunicorn_log = logging.getLogger("gunicorn.error")
    if not log.handlers and gunicorn_log.handlers:
        for handler in gunicorn_log.handlers:
            log.addHandler(handler)
        log.propagate = False
    for target in (*log.handlers, log):
        if not any(isinstance(f, tracing.RequestContext) for f in target.filters):
            target.addFilter(tracing.RequestContext())


def _common_headers(response: Response) -> Response:
    """Every answer: no content sniffing, and a Cache-Control: the GET answers that may be
    cached set their own (with an ETag); every other answer (a POST's, computed for its body,
    a problem, a probe, /metrics) is ``no-store``. Answers with messages (every POST's and every
    problem) say their language, and that it follows Accept-Language. Last, the request's ID
    (tracing.answer_id)."""
    headers = response.headers
    headers["X-Content-Type-Options"] = "nosniff"
    post = request.method == "POST"
    if "Cache-Control" not in headers:
        headers["Cache-Control"] = "no-store"
    if post or response.mimetype == problems.PROBLEM_MEDIA_TYPE:
        headers["Content-Language"] = language.current()
        # the header itself: werkzeug's response.vary parses and rewrites it (3 us an answer)
        vary = headers.get("Vary")
        if not vary:
            headers["Vary"] = "Accept-Language"
        elif "accept-language" not in vary.lower():
            headers["Vary"] = f"{vary}, Accept-Language"
    if current_app.config.get("TUTE_VARY_ORIGIN"):
        response.vary.add("Origin")
    tracing.answer_id(headers, request.environ)
    return response


def _english_again(_error: BaseException | None) -> None:
    """The next request (or code outside one) starts from English."""
    language.choose(None)


def _request_checks(settings: Settings) -> Callable[[], None]:
    single_limit, batch_limit = settings.max_body_bytes, settings.max_batch_body_bytes
    batch = batch_routes.blp.name

    def check_request() -> None:
        """Identify the request (tracing.identify: before any check can refuse it); choose
        the answer's language; refuse early what no operation can answer: a body over the
        limit, no JSON accepted."""
        environ = request.environ
        tracing.identify(environ)
        language.choose(environ.get("HTTP_ACCEPT_LANGUAGE"))
        limit = batch_limit if request.blueprint == batch else single_limit
        # a streamed body is cut one byte past its route's limit (see MAX_CONTENT_LENGTH)
        request.max_content_length = limit + 1
        # read the header itself: werkzeug's content_length builds a header view per request
        declared = environ.get("CONTENT_LENGTH")
        if declared and declared.isascii() and declared.isdigit() and int(declared) > limit:
            raise ProblemError(problems.BODY_TOO_LARGE,
                               msg("the body has {size} bytes; the limit is {limit}",
                                   size=int(declared), limit=limit))
        if ("HTTP_ACCEPT" in environ and request.blueprint in _API_BLUEPRINTS
                and request.accept_mimetypes.best_match(_ACCEPTED) is None):
            raise ProblemError(problems.NOT_ACCEPTABLE,
                               msg("this operation answers application/json (errors: "
                                   "application/problem+json); the Accept header allows "
                                   "neither"))

    return check_request


def spec_options() -> dict[str, object]:
    return {
        "info": {
            "description": API_DESCRIPTION,
            "license": {"name": "MIT", "url": "https://opensource.org/licenses/MIT"},
        },
        # relative: /docs "Try it out" asks the service that served the page, wherever it runs
        "servers": [{"url": "/", "description": "the service that serves this document "
                                               "(scripts/serve.sh: http://127.0.0.1:8000)"}],
        # no authentication: the service holds no data; it runs behind the caller's platform
        "security": [],
    }


def generate_yaml() -> str:
    """The published contract (``openapi.yaml``), independent of any TUTE_* setting of this
    process. Here, beside :func:`create_app`, rather than in :mod:`tute.api.openapi`, which the
    app imports: nothing below the package imports the package (tests/test_import_graph.py)."""
    return openapi.to_yaml(openapi.spec_dict(create_app({"TUTE_DOCS": False,
                                                         "TUTE_CORS_ORIGINS": ""})))


__all__ = ["create_app", "generate_yaml"]
