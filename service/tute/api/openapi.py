"""The OpenAPI document, generated from the marshmallow schemas by flask-smorest.

``scripts/generate.sh`` writes it to the top-level ``openapi.yaml``
(:func:`tute.api.generate_yaml`, which makes the app first); a test fails when the committed
file differs from what is generated.

The running service serves it at ``/openapi.json`` and ``/openapi.yaml``, each rendered once per
process (the contract does not change while it runs) and sent with an ``ETag`` and a
``Cache-Control``; ``If-None-Match`` gets a 304 (:class:`tute.api.caching.CachedAnswer`, which
the ruleset operations use too).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import yaml
from flask import Flask, Response, current_app

from tute.api import jsonio
from tute.api.caching import CachedAnswer

#: The contract-wide note on retries (``info.x-retries``): what the SDKs rely on to retry.
RETRY_NOTE = (
    "Every operation is a pure computation on its request: the service keeps no state and "
    "changes none, so any request, POSTs included, may be sent again and gets the same "
    "answer. Retrying is safe: clients may retry after a connection error or a 502, 503 or "
    "504 answer, with exponential backoff and jitter (the SDKs in clients/ do, by default)."
)

_TOP_LEVEL_ORDER = ("openapi", "info", "servers", "security", "tags", "paths", "components")


class _Dumper(yaml.SafeDumper):
    """Plain YAML: no anchors and aliases for repeated sub-schemas (some tools reject them)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def _text(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    # multi-line descriptions as literal blocks, readable in a diff
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _text)


def _references(node: Any) -> set[str]:
    """The component schemas ``node`` names (``#/components/schemas/X`` -> X), not followed."""
    if isinstance(node, dict):
        found = set().union(*(_references(v) for v in node.values())) if node else set()
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
            found.add(ref.rsplit("/", 1)[1])
        return found
    if isinstance(node, list):
        return set().union(*(_references(v) for v in node)) if node else set()
    return set()


def _reachable(roots: set[str], schemas: dict[str, Any]) -> set[str]:
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name not in seen and name in schemas:
            seen.add(name)
            todo += _references(schemas[name])
    return seen


#: Enums whose values are the deck's own (the four suits, the three ranks a tute may be of):
#: they do not grow, so they stay closed even in answers.
_CLOSED_ENUMS = frozenset({"Suit", "TuteRank"})


def mark_extensible_enums(spec: dict[str, Any]) -> None:
    """Mark every enum an answer can carry as extensible (Zalando's rule 112,
    ``x-extensible-enum``, beside ``enum``): a minor version may add values to it, and a
    client must keep a value it does not know (docs/versioning.md). ``enum`` stays, listing
    the values of this version, so that generators still type the known ones. An enum only
    requests use stays closed: the service refuses values it does not list; so do the deck's
    own (:data:`_CLOSED_ENUMS`)."""
    schemas = spec.get("components", {}).get("schemas", {})
    responses = [response for path in spec.get("paths", {}).values()
                 for operation in path.values() if isinstance(operation, dict)
                 for response in operation.get("responses", {}).values()]
    responses += list(spec.get("components", {}).get("responses", {}).values())
    for name in sorted(_reachable(_references(responses), schemas)):
        schema = schemas[name]
        if "enum" in schema and name not in _CLOSED_ENUMS:
            schema["x-extensible-enum"] = list(schema["enum"])


def spec_dict(app: Flask) -> dict[str, Any]:
    spec: dict[str, Any] = app.extensions["tute.api"].spec.to_dict()
    mark_extensible_enums(spec)
    ordered = {key: spec[key] for key in _TOP_LEVEL_ORDER if key in spec}
    ordered.update({key: value for key, value in spec.items() if key not in ordered})
    return ordered


def to_yaml(document: dict[str, Any]) -> str:
    return yaml.dump(document, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


# -- served documents, cached ---------------------------------------------------------------------


class _Document:
    """One rendering of the app's contract, made on first use."""

    def __init__(self, render: Callable[[dict[str, Any]], bytes], mimetype: str) -> None:
        self._render = render
        self._mimetype = mimetype
        self._made: CachedAnswer | None = None

    def view(self) -> Response:
        if self._made is None:
            self._made = CachedAnswer(self._render(spec_dict(current_app)), self._mimetype)
        return self._made.response()


def serve_documents(app: Flask, api: Any) -> None:
    """The contract's note on retries (``info.x-retries``), and ``/openapi.json`` and
    ``/openapi.yaml`` rendered once and cached.

    flask-smorest's own ``/openapi.json`` view renders the whole spec on every request (about
    20 ms for 150 kB); its view is replaced here.
    """
    api.spec.options.setdefault("info", {})["x-retries"] = RETRY_NOTE
    json_document = _Document(lambda spec: jsonio.dumps(spec, newline=True), "application/json")
    yaml_document = _Document(lambda spec: to_yaml(spec).encode(), "application/yaml")
    json_endpoint = "api-docs.openapi_json"
    if json_endpoint in app.view_functions:
        app.view_functions[json_endpoint] = json_document.view
    app.add_url_rule("/openapi.yaml", "openapi_yaml", yaml_document.view)
