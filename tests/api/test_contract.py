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
from tute import (
    SWITCHES,
    ActionKind,
    BidKind,
    DeclarationKind,
    EndedBy,
    HandPhase,
    PlayPhase,
    Stage,
)
from tute.api import generate_yaml
from tute.api.schemas import CARD_PATTERN
from tute.values import Duty, Group

ROOT = Path(__file__).resolve().parents[2]
SPEC_FILE = ROOT / "openapi.yaml"
REDOCLY = ROOT / "tools" / "spec-lint" / "node_modules" / ".bin" / "redocly"
OPERATION_IDS = {
    "listRulesets", "getRuleset", "listLegalPlays", "validatePlay", "resolveTrick",
    "listDeclarations", "judgeDeclaration", "scoreHand", "scoreMatch", "evaluateAuction",
    "dealHand", "adjudicateHand", "getPosition", "getTurn",
    "listLegalPlaysBatch", "validatePlayBatch", "resolveTrickBatch", "listDeclarationsBatch",
    "adjudicateHandBatch", "inferHands", "sampleWorlds", "suggestAction",
    "analyzePosition", "reviewHand", "analyzePositionBatch", "reviewHandBatch",
    "suggestActionBatch", "suggestDeclaration",
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


def success_status(path: str) -> str:
    """Batch operations answer 207 Multi-Status; every other operation 200."""
    return "207" if path.startswith("/v1/batch/") else "200"


def test_every_operation_is_documented_with_examples(spec: dict[str, Any]) -> None:
    for path, method, op in operations(spec):
        where = f"{method.upper()} {path}"
        assert op.get("summary") and op.get("description"), where
        if method == "post":
            assert op["requestBody"]["content"]["application/json"].get("example"), where
        ok = op["responses"][success_status(path)]["content"]["application/json"]
        assert ok.get("example"), where
        for status, response in op["responses"].items():
            if status.startswith(("4", "5")):
                ref = response["$ref"].rsplit("/", 1)[-1]
                content = spec["components"]["responses"][ref]["content"]
                assert list(content) == ["application/problem+json"], where


def test_post_operations_document_every_problem_they_can_answer(spec: dict[str, Any]) -> None:
    for path, method, op in operations(spec):
        if method == "post" and path.startswith("/v1/batch/"):
            # an unknown ruleset is one item's problem, inside the 207
            assert set(op["responses"]) == {"207", "400", "406", "413", "415", "422",
                                            "500"}, path
        elif method == "post":
            # an unknown ruleset in a body is a 422 at /ruleset; 404 is for paths only
            assert set(op["responses"]) == {"200", "400", "406", "413", "415", "422",
                                            "500"}, path


def enum_components(spec: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {name: schema for name, schema in spec["components"]["schemas"].items()
            if "enum" in schema}


def test_schemas_are_strict(spec: dict[str, Any]) -> None:
    enums = enum_components(spec)
    for name, schema in spec["components"]["schemas"].items():
        if name in enums:
            assert schema["type"] in ("string", "integer"), name
            assert schema["enum"] and None not in schema["enum"], name
        elif name == "MessageParams":
            # the one open object, answered never read: a message's values, named by its code
            assert schema["type"] == "object" and schema["additionalProperties"], name
        else:
            assert schema["type"] == "object", name
            assert schema["additionalProperties"] is False, name
    for where, node in walk(spec["components"]["schemas"]):
        if node.get("type") == "array":
            assert "maxItems" in node, where
        if node.get("type") == "object" and "properties" not in node and where != "/MessageParams":
            # the null branch of a nullable reference: it admits only null
            assert node.get("enum") == [None], where


def test_card_codes_have_the_published_pattern(spec: dict[str, Any]) -> None:
    position = spec["components"]["schemas"]["Position"]["properties"]
    assert position["hand"]["items"]["pattern"] == CARD_PATTERN
    assert position["turn_up"]["pattern"] == CARD_PATTERN
    assert spec["components"]["schemas"]["Suit"]["enum"] == ["O", "C", "E", "B"]


def reference(node: dict[str, Any]) -> tuple[str, bool]:
    """The component a property refers to, and whether it admits null."""
    if "$ref" in node:
        return node["$ref"].rsplit("/", 1)[-1], False
    (ref,) = node["allOf"]
    return ref["$ref"].rsplit("/", 1)[-1], node.get("nullable", False) is True


def test_every_enum_is_a_named_component(spec: dict[str, Any]) -> None:
    # Inline enums make SDK generators write one enum type per field (three per nullable one):
    # a trump read from one answer would not fit another request without a conversion.
    enums = enum_components(spec)
    assert {"Suit", "TuteRank", "DeclarationKind", "DeclareKind", "Stage", "EndedBy"} <= set(enums)
    for name, schema in spec["components"]["schemas"].items():
        if name in enums:
            continue
        for where, node in walk(schema, name):
            if "enum" in node:  # only the null branch of a nullable object reference
                assert node["enum"] == [None] and node["type"] == "object", where
    # a nullable enum is `allOf: [$ref]` with `nullable: true` beside it, the one form every
    # generator tried compiles (openapi-generator's typescript-fetch did not compile the anyOf
    # of the enum and a null-only branch: tests/sdk/test_third_party_generators.py)
    for where, node in walk(spec["components"]["schemas"]):
        branches = node.get("anyOf") or node.get("oneOf") or node.get("allOf")
        if isinstance(branches, list) and any(
                str(branch.get("$ref", "")).rsplit("/", 1)[-1] in enums for branch in branches):
            assert "allOf" in node and len(branches) == 1, where



def test_the_enums_of_answers_are_published_as_extensible(spec: dict[str, Any]) -> None:
    """Issue 24, item 2 (Zalando rule 112): an enum an answer carries may gain values in a
    minor version, so the contract says so with ``x-extensible-enum`` beside ``enum`` (which
    keeps the values of this version, for generators to type); the deck's own enums stay
    closed (docs/versioning.md)."""
    enums = enum_components(spec)
    for name in ("ViolationCode", "ProblemCode", "ProblemItemCode", "HandPhase", "EndedBy",
                 "Duty", "ActionErrorCode"):
        assert enums[name]["x-extensible-enum"] == enums[name]["enum"], name
    for name in ("Suit", "TuteRank"):
        assert "x-extensible-enum" not in enums[name], name

# Fields an answer gives and a later request takes: the same component, so an SDK user can send
# back what the service answered without converting it.
ROUND_TRIPS = [
    ("SeatView", "trump", ["Position", "PlayRequest", "TrickRequest", "DeclarationContext",
                           "HandScoreRequest"]),
    ("SeatView", "stage", ["DeclarationContext", "DeclarationQuestion"]),
    ("Adjudication", "trump", ["HandScoreRequest"]),
    ("DealResult", "trump", ["Position"]),
    ("Declaration", "suit", ["Action"]),
    ("Declaration", "rank", ["Action"]),
    ("AppliedRuleset", "overrides", ["Position", "DeclarationContext", "HandRecord"]),
]


@pytest.mark.parametrize(("answer", "field", "requests"), ROUND_TRIPS)
def test_answers_and_requests_share_their_types(
    spec: dict[str, Any], answer: str, field: str, requests: list[str]
) -> None:
    schemas = spec["components"]["schemas"]
    given, given_null = reference(schemas[answer]["properties"][field])
    for name in requests:
        taken, taken_null = reference(schemas[name]["properties"][field])
        assert taken == given, f"{name}.{field} is {taken}, {answer}.{field} is {given}"
        assert taken_null or not given_null, f"{name}.{field} refuses the null {answer} gives"


# Objects an answer gives and a later request takes: one component, so that an SDK user sends
# back what the service answered as it is (issue "answers that round-trip").
SAME_OBJECTS = [
    ("SeatView", "declarations", ["DeclarationContext", "HandScoreRequest"]),
    ("Adjudication", "declarations", ["DeclarationContext", "HandScoreRequest"]),
    ("Offer", "declaration", ["DeclarationQuestion"]),
    ("SeatView", "captured", ["HandScoreRequest"]),
    ("SeatView", "contract", ["HandScoreRequest"]),
    ("Adjudication", "contract", ["HandScoreRequest"]),
    ("SeatView", "bids", ["AuctionRequest"]),
    ("AuctionState", "highest", ["AuctionRequest:next_bid"]),
    ("SeatView", "trick", ["Position", "PlayRequest"]),
    ("Turn", "actions", ["HandRecord", "TurnRequest", "PositionRequest"]),
]


def _object_ref(node: dict[str, Any]) -> str:
    """The component an object field (or the items of a list field) refers to."""
    node = node.get("items", node)
    for branch in (node, *node.get("anyOf", []), *node.get("allOf", [])):
        if "$ref" in branch:
            return str(branch["$ref"]).rsplit("/", 1)[-1]
    raise AssertionError(f"no reference in {node}")


@pytest.mark.parametrize(("answer", "field", "requests"), SAME_OBJECTS)
def test_answers_and_requests_share_their_objects(
    spec: dict[str, Any], answer: str, field: str, requests: list[str]
) -> None:
    schemas = spec["components"]["schemas"]
    given = _object_ref(schemas[answer]["properties"][field])
    for name in requests:
        name, _, other = name.partition(":")  # "Schema:field" where the request names it so
        taken = _object_ref(schemas[name]["properties"][other or field])
        assert taken == given, (name, other or field)


def test_only_the_documented_problem_responses_are_published(spec: dict[str, Any]) -> None:
    # flask-smorest's generic error schema, default responses and pagination stay out
    assert set(spec["components"]["responses"]) == {
        "MalformedJson", "UnknownRuleset", "NotAcceptable", "BodyTooLarge",
        "UnsupportedMediaType", "InvalidRequest", "InternalError"}
    assert not {"Error", "PaginationMetadata"} & set(spec["components"]["schemas"])
    assert "headers" not in spec["components"]
    for path, method, op in operations(spec):
        assert "default" not in op["responses"], f"{method} {path}"
        assert list(op["responses"]) == sorted(op["responses"]), f"{method} {path}"


# -- the switches: one declaration (tute.rulesets.Ruleset), one schema -----------------------------


def test_overrides_has_one_property_per_switch(spec: dict[str, Any]) -> None:
    overrides = spec["components"]["schemas"]["Overrides"]
    assert overrides["type"] == "object" and overrides["additionalProperties"] is False
    assert list(overrides["properties"]) == list(SWITCHES)
    for name, switch in SWITCHES.items():
        assert overrides["properties"][name]["description"].startswith(switch.description), name


def test_each_switch_property_takes_the_declared_values(spec: dict[str, Any]) -> None:
    schemas = spec["components"]["schemas"]
    for name, switch in SWITCHES.items():
        node = schemas["Overrides"]["properties"][name]
        if switch.int_range is not None:
            assert (node["type"], node["minimum"], node["maximum"]) == (
                "integer", *switch.int_range), name
        elif switch.kind is bool:
            assert node["type"] == "boolean", name
        else:
            target, nullable = reference(node)
            assert nullable == (None in switch.choices), name
            values = schemas[target]["enum"]
            if switch.enum is not None:
                # named after the StrEnum, with every member; a subset is said in words
                assert target == switch.enum.__name__, name
                assert values == [member.value for member in switch.enum], name
                if len(switch.choices) < len(switch.enum):
                    assert all(str(v.value) in node["description"] for v in switch.choices), name
            else:
                assert values == [v for v in switch.choices if v is not None], name


@pytest.mark.parametrize(("component", "enum"), [
    ("Stage", Stage), ("HandPhase", HandPhase), ("EndedBy", EndedBy),
    ("DeclarationKind", DeclarationKind), ("BidKind", BidKind), ("ActionKind", ActionKind),
    ("PlayPhase", PlayPhase), ("Duty", Duty), ("SwitchGroup", Group),
])
def test_enum_components_are_the_engine_enums(
    spec: dict[str, Any], component: str, enum: type
) -> None:
    assert spec["components"]["schemas"][component]["enum"] == [m.value for m in enum]


def test_the_switch_detail_documents_the_group_enum(spec: dict[str, Any]) -> None:
    group = spec["components"]["schemas"]["Switch"]["properties"]["group"]
    assert reference(group) == ("SwitchGroup", False)
