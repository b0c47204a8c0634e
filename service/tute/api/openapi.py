"""The OpenAPI document, generated from the marshmallow schemas by flask-smorest.

``scripts/generate.sh`` writes it to the top-level ``openapi.yaml``; a test fails when the
committed file differs from what this module generates.
"""

from __future__ import annotations

from typing import Any

import yaml
from flask import Flask

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


def spec_dict(app: Flask) -> dict[str, Any]:
    spec: dict[str, Any] = app.extensions["tute.api"].spec.to_dict()
    ordered = {key: spec[key] for key in _TOP_LEVEL_ORDER if key in spec}
    ordered.update({key: value for key, value in spec.items() if key not in ordered})
    return ordered


def to_yaml(document: dict[str, Any]) -> str:
    return yaml.dump(document, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


def generate_yaml() -> str:
    """The published contract, independent of any TUTE_* setting of this process."""
    from tute.api import create_app

    return to_yaml(spec_dict(create_app({"TUTE_DOCS": False, "TUTE_CORS_ORIGINS": ""})))
