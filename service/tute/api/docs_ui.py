"""The ``/docs`` page: Swagger UI served by the service itself, so it works with no internet.

Nothing the page needs comes from elsewhere: Swagger UI's script, styles and icons are the files
of the pinned ``swagger-ui-bundle-v2`` package (Swagger UI 5, the files of npm's
``swagger-ui-dist`` of the same version; its module is ``swagger_ui_bundle`` and its
``vendor/swagger-ui-<version>`` folder is served under ``/docs/swagger-ui-<version>/``), and the
page and the script that starts Swagger UI on ``/openapi.json`` are this package's
(``docs_static/``). The page has no inline script.

Every response of the blueprint, the page and its files alike, carries a Content-Security-Policy
that lets the page load, run and fetch only what comes from the service
(:data:`CONTENT_SECURITY_POLICY`). ``TUTE_DOCS=false`` leaves the blueprint out, so ``/docs``
and its files are 404s.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Flask, Response, abort, current_app, send_from_directory, url_for
from markupsafe import escape
from swagger_ui_bundle import swagger_ui_path  # type: ignore[import-untyped]

#: Swagger UI's files, as the pinned package (swagger-ui-bundle-v2) installs them
SWAGGER_UI_DIR = Path(str(swagger_ui_path))
SWAGGER_UI_VERSION = SWAGGER_UI_DIR.name.removeprefix("swagger-ui-")
#: this package's files of the page
STATIC_DIR = Path(__file__).with_name("docs_static")

#: The Swagger UI files the page uses (and the source maps a browser's developer tools ask for).
SWAGGER_UI_FILES = frozenset({
    "swagger-ui-bundle.js", "swagger-ui-bundle.js.map", "swagger-ui.css", "swagger-ui.css.map",
    "favicon-16x16.png", "favicon-32x32.png",
})
_STATIC_FILES = frozenset({"swagger-init.js", "docs.css"})

#: Only the service itself: scripts, styles, the spec, images and fonts all come from 'self'.
#: The one addition is ``data:`` images: swagger-ui.css draws some of its icons (the arrows of
#: the select boxes among them) as data: URIs, which a browser then loads as images. Swagger UI
#: needs no inline script or style: React sets style attributes through the DOM, which the
#: policy does not govern (the browser test checks that no directive is violated).
CONTENT_SECURITY_POLICY = "; ".join((
    "default-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
))
#: the versioned files never change under their URL
_YEAR = 365 * 24 * 3600

_PAGE = """\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="icon" type="image/png" sizes="32x32" href="{favicon32}">
<link rel="icon" type="image/png" sizes="16x16" href="{favicon16}">
<link rel="stylesheet" href="{swagger_css}">
<link rel="stylesheet" href="{page_css}">
</head>
<body>
<div id="swagger-ui" data-spec-url="{spec_url}"></div>
<script src="{bundle_js}"></script>
<script src="{init_js}"></script>
</body>
</html>
"""

blp = Blueprint("docs", __name__)


@blp.after_request
def _security_headers(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    return response  # nosniff, as on every answer: create_app's _common_headers


@blp.get("/docs")
def page() -> Response:
    """Swagger UI on the service's own spec."""
    def asset(name: str) -> str:
        return url_for("docs.swagger_ui_file", version=SWAGGER_UI_VERSION, filename=name)

    html = _PAGE.format(
        title=escape(current_app.config.get("API_TITLE", "API")),
        favicon32=escape(asset("favicon-32x32.png")),
        favicon16=escape(asset("favicon-16x16.png")),
        swagger_css=escape(asset("swagger-ui.css")),
        bundle_js=escape(asset("swagger-ui-bundle.js")),
        page_css=escape(url_for("docs.static_file", filename="docs.css")),
        init_js=escape(url_for("docs.static_file", filename="swagger-init.js")),
        spec_url=escape(url_for("api-docs.openapi_json")),
    )
    return Response(html, mimetype="text/html")


@blp.get("/docs/swagger-ui-<version>/<filename>")
def swagger_ui_file(version: str, filename: str) -> Response:
    """A file of the pinned Swagger UI; its URL names the version, so it is cached for good."""
    if version != SWAGGER_UI_VERSION or filename not in SWAGGER_UI_FILES:
        abort(404)
    response = send_from_directory(SWAGGER_UI_DIR, filename, max_age=_YEAR)
    response.cache_control.immutable = True
    return response


@blp.get("/docs/static/<filename>")
def static_file(filename: str) -> Response:
    if filename not in _STATIC_FILES:
        abort(404)
    return send_from_directory(STATIC_DIR, filename)


def init_docs(app: Flask) -> None:
    """Serve ``/docs`` and its files (the spec's own route is flask-smorest's)."""
    app.register_blueprint(blp)


__all__ = ["CONTENT_SECURITY_POLICY", "SWAGGER_UI_VERSION", "init_docs"]
