"""``GET /``: a small JSON index for whoever opens the service's address: what it is, its
version, and links to the interactive docs, the playground, the contract and the operations.

The docs and the playground are linked only when they are served (``TUTE_DOCS``). The index is
not an operation of the contract (as ``/livez``, ``/readyz`` and ``/metrics`` are not).
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, jsonify


def index_document(version: str, docs: bool) -> dict[str, Any]:
    """The index's content: the service, its version and its links (path → what it is)."""
    links = {}
    if docs:
        links["/docs"] = "interactive API documentation (Swagger UI)"
        links["/playground"] = "a hand played in the browser against this service"
    links.update({
        "/openapi.json": "the contract (OpenAPI 3.0.3), also as /openapi.yaml",
        "/v1/rulesets": "the rulesets this service adjudicates",
        "/livez": "liveness",
        "/readyz": "readiness",
    })
    return {
        "service": "tute-rules",
        "description": "Reference rules service for Tute and its relatives",
        "version": version,
        "links": [{"href": href, "title": title} for href, title in links.items()],
    }


def init_index(app: Flask, *, docs: bool) -> None:
    """Serve the index at ``/``."""
    document = index_document(str(app.config["API_VERSION"]), docs)

    def index() -> Response:
        return jsonify(document)

    app.add_url_rule("/", "index", index, methods=["GET"])


__all__ = ["index_document", "init_index"]
