"""The ``/playground`` page: a browser client of the public API, served by the service itself.

The page (``playground_static/index.html``), its script and its styles are built from
``clients/playground`` (esbuild over the TypeScript SDK, ``scripts/generate.sh``) and committed
here; nothing comes from elsewhere, so the page works with no internet. The script only calls
the public ``/v1`` operations, as any integrator would.

Every response of the blueprint carries a Content-Security-Policy that lets the page load, run
and fetch only what comes from the service, with no inline script or style
(:data:`CONTENT_SECURITY_POLICY`). It is registered with ``/docs``: ``TUTE_DOCS=false`` leaves
both pages out.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Flask, Response, abort, send_from_directory

#: the built page, script and styles (clients/playground/build.mjs writes them)
STATIC_DIR = Path(__file__).with_name("playground_static")
PAGE = "index.html"
#: the files the page loads, under /playground/<name>
ASSETS = frozenset({"playground.js", "playground.css", "favicon.svg"})

#: Only the service itself: the page's script, styles and API calls all come from 'self'.
CONTENT_SECURITY_POLICY = "; ".join((
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
))

blp = Blueprint("playground", __name__)


@blp.after_request
def _security_headers(response: Response) -> Response:
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    return response  # nosniff, as on every answer: create_app's _common_headers


@blp.get("/playground")
def page() -> Response:
    """The playground's page."""
    return send_from_directory(STATIC_DIR, PAGE, mimetype="text/html", max_age=0)


@blp.get("/playground/<filename>")
def asset(filename: str) -> Response:
    """The page's script or styles (revalidated: a new build is seen at once)."""
    if filename not in ASSETS:
        abort(404)
    return send_from_directory(STATIC_DIR, filename, max_age=0)


def init_playground(app: Flask) -> None:
    """Serve ``/playground`` and its files."""
    app.register_blueprint(blp)


__all__ = ["ASSETS", "CONTENT_SECURITY_POLICY", "STATIC_DIR", "init_playground"]
