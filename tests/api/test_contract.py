"""The committed contract: fresh, lint-clean, and following the conventions of design.md."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from tute.api.openapi import generate_yaml
from tute.api.schemas import CARD_PATTERN

ROOT = Path(__file__).resolve().parents[2]
SPEC_FILE = ROOT / "openapi.yaml"
REDOCLY = ROOT / "tools" / "spec-lint" / "node_modules" / ".bin" / "redocly"
OPERATION_IDS = {
    "listRulesets", "getRuleset", "listLegalPlays", "validatePlay", "resolveTrick",
    "listDeclarations", "judgeDeclaration", "scoreHand", "scoreMatch", "evaluateAuction",
    "dealHand", "adjudicateHand", "getPosition",
}


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(SPEC_FILE.read_text(encoding="utf-8"))
    return loaded


def operations(spec: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if method in ("get", "post", "put", "patch", "delete"):
                yield path, method, operation


def walk(node: object, where: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every schema-like mapping in the document, with its location."""
    if isinstance(node, dict):
        yield where, node
        for key, value in node.items():
            yield from walk(value, f"{where}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from walk(value, f"{where}/{i}")


def test_openapi_yaml_is_fresh() -> None:
    committed = SPEC_FILE.read_text(encoding="utf-8") if SPEC_FILE.exists() else ""
    assert generate_yaml() == committed, (
        "openapi.yaml is stale: the code's contract changed. Run scripts/generate.sh and "
        "commit openapi.yaml.")


def test_the_regeneration_command_writes_the_committed_file(tmp_path: Path) -> None:
    # scripts/generate.sh runs exactly this
    target = tmp_path / "openapi.yaml"
    subprocess.run([sys.executable, "-m", "tute.api", "openapi", "--output", str(target)],
                   cwd=ROOT, check=True, timeout=120)
    assert target.read_text(encoding="utf-8") == SPEC_FILE.read_text(encoding="utf-8")


def test_redocly_lint_finds_no_error() -> None:
    assert REDOCLY.exists(), "@redocly/cli is not installed: run scripts/bootstrap.sh"
    env = {**os.environ, "REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true"}
    result = subprocess.run(
        [str(REDOCLY), "lint", "openapi.yaml", "--format=json"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    start = result.stdout.find("{")
    assert start >= 0, result.stdout + result.stderr
    report = json.loads(result.stdout[start:])
    errors = [p for p in report["problems"] if p.get("severity") == "error"]
    assert report["totals"]["errors"] == 0, json.dumps(errors, indent=1)
    assert report["version"] == "2.77.0"
    assert result.returncode == 0, result.stderr


def test_the_spec_is_openapi_3_0_3_with_every_operation(spec: dict[str, Any]) -> None:
    assert spec["openapi"] == "3.0.3"
    assert {op["operationId"] for _, _, op in operations(spec)} == OPERATION_IDS
    assert all(path.startswith("/v1/") for path in spec["paths"])


def test_every_operation_is_documented_with_examples(spec: dict[str, Any]) -> None:
    for path, method, op in operations(spec):
        where = f"{method.upper()} {path}"
        assert op.get("summary") and op.get("description"), where
        if method == "post":
            assert op["requestBody"]["content"]["application/json"].get("example"), where
        ok = op["responses"]["200"]["content"]["application/json"]
        assert ok.get("example"), where
        for status, response in op["responses"].items():
            if status.startswith(("4", "5")):
                ref = response["$ref"].rsplit("/", 1)[-1]
                content = spec["components"]["responses"][ref]["content"]
                assert list(content) == ["application/problem+json"], where


def test_post_operations_document_every_problem_they_can_answer(spec: dict[str, Any]) -> None:
    for path, method, op in operations(spec):
        if method == "post":
            assert set(op["responses"]) == {"200", "400", "404", "406", "413", "415", "422",
                                            "500"}, path


def test_schemas_are_strict(spec: dict[str, Any]) -> None:
    for name, schema in spec["components"]["schemas"].items():
        assert schema["type"] == "object", name
        assert schema["additionalProperties"] is False, name
    for where, node in walk(spec["components"]["schemas"]):
        if node.get("type") == "array":
            assert "maxItems" in node, where
        if node.get("type") == "object" and "properties" not in node:
            # the free-form switch objects are bounded; the other kind admits only null
            assert "maxProperties" in node or node.get("enum") == [None], where


def test_card_codes_have_the_published_pattern(spec: dict[str, Any]) -> None:
    position = spec["components"]["schemas"]["Position"]["properties"]
    assert position["hand"]["items"]["pattern"] == CARD_PATTERN
    assert position["turn_up"]["pattern"] == CARD_PATTERN
    assert position["trump"]["enum"] == ["O", "C", "E", "B", None]
