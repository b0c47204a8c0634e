"""Every code the engine (and the HTTP layer) can answer with is in its published family.

The families of :mod:`tute.codes` become the contract's enums (ViolationCode,
DeclarationRefusalCode, BidRefusalCode, ActionErrorCode, ProblemItemCode). These tests read the
source: every code literal at a place that raises or returns a code must be in its family, so a
new code cannot reach a client without its enum value and meaning. Codes passed on from another
family (a refused bid becoming an illegal action) are covered by the family inclusions.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest
import tute
from tute.api.game_schemas import ACTION_ERROR, BID_REFUSAL, DECLARATION_REFUSAL
from tute.api.schemas import PROBLEM_ITEM_CODE, VIOLATION_CODE
from tute.codes import (
    ACTION_ERRORS,
    BID_REFUSALS,
    DECLARATION_REFUSALS,
    INPUT_PROBLEMS,
    VIOLATION_CODES,
)

PACKAGE = Path(tute.__file__).parent
SOURCES = {path: ast.parse(path.read_text(encoding="utf-8"))
           for path in sorted(PACKAGE.rglob("*.py"))}


def constants(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = "TEXT"`` assignments (``NAME: Final = "TEXT"`` too)."""
    found = {}
    for node in tree.body:
        target = (node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1
                  else node.target if isinstance(node, ast.AnnAssign) else None)
        value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
        if (isinstance(target, ast.Name)
                and isinstance(value, ast.Constant) and isinstance(value.value, str)):
            found[target.id] = value.value
    return found


#: every module's constants, and problems.py's FIELD_* reached as ``problems.FIELD_INVALID``
NAMES = {name: value for tree in SOURCES.values() for name, value in constants(tree).items()}


def codes_in(node: ast.expr) -> Iterator[str | None]:
    """The codes an expression can give: literals and constants, through ``x or "C"`` and
    ``"A" if c else "B"``; None for a value only known at run time."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.Name) and node.id in NAMES:
        yield NAMES[node.id]
    elif isinstance(node, ast.Attribute) and node.attr in NAMES:
        yield NAMES[node.attr]
    elif isinstance(node, ast.Attribute) and node.attr == "code":
        yield PASSED_ON  # an existing problem's or verdict's code, moved or passed on
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from (code for code in codes_in(value) if code is not None)
    elif isinstance(node, ast.IfExp):
        yield from codes_in(node.body)
        yield from codes_in(node.orelse)
    else:
        yield None


PASSED_ON = "<passed on>"


def called(name: str, argument: int, module: str | None = None
           ) -> Iterator[tuple[str, int, str | None]]:
    """The codes given as argument ``argument`` of every call of ``name`` in the package (or
    in one module of it)."""
    for path, tree in SOURCES.items():
        if module is not None and path != PACKAGE / module:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and len(node.args) > argument:
                func = node.func
                callee = func.id if isinstance(func, ast.Name) else (
                    func.attr if isinstance(func, ast.Attribute) else None)
                if callee == name and not isinstance(node.args[argument], ast.Starred):
                    for code in codes_in(node.args[argument]):
                        yield path.name, node.lineno, code


def returned_pairs(module: str) -> Iterator[tuple[int, str | None]]:
    """The codes of ``return CODE, message`` in a module (the refusal helpers' form)."""
    for node in ast.walk(SOURCES[PACKAGE / module]):
        if (isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple)
                and len(node.value.elts) == 2):
            first = node.value.elts[0]
            for code in codes_in(first):
                if code is not None and code.isupper():
                    yield node.lineno, code


def test_every_problem_code_is_a_problem_item_code() -> None:
    published = set(PROBLEM_ITEM_CODE.values)
    sites = list(called("Problem", 0))
    assert len(sites) > 50
    for module, line, code in sites:
        if code is None:
            # a refused bid's code (auction.py); a schema error's FIELD_* code (problems.py)
            assert module in ("auction.py", "problems.py"), (module, line)
            continue
        if code != PASSED_ON:
            assert code in published, f"{module}:{line}: {code} is not a ProblemItemCode"


def test_every_illegal_action_code_is_an_action_error_code() -> None:
    sites = list(called("IllegalAction", 0))
    assert len(sites) > 10
    for module, line, code in sites:
        if code is None:
            assert module == "hand.py", (module, line)
            continue
        if code != PASSED_ON:  # a seat problem's, a broken duty's, a refusal's: families below
            assert code in ACTION_ERRORS, f"{module}:{line}: {code} is not an ActionErrorCode"


def test_every_declaration_refusal_is_listed() -> None:
    sites = [(line, code) for _, line, code in called("_refuse", 1, "declarations.py")]
    sites += list(returned_pairs("declarations.py"))
    assert len(sites) > 30
    for line, code in sites:
        assert code in DECLARATION_REFUSALS, f"declarations.py:{line}: {code} is not listed"


def test_every_bid_refusal_is_listed() -> None:
    sites = list(returned_pairs("auction.py"))
    assert len(sites) > 6
    for line, code in sites:
        assert code in BID_REFUSALS, f"auction.py:{line}: {code} is not listed"


def test_every_violation_is_listed() -> None:
    sites = list(called("violation", 0))
    assert sites
    for module, line, code in sites:
        assert code in VIOLATION_CODES, f"{module}:{line}: {code} is not a ViolationCode"


def test_families_passed_on_are_included() -> None:
    """An illegal action takes the code of the duty, declaration or bid it breaks; a refused
    bid in an auction body is a problem with the bid's code."""
    assert set(VIOLATION_CODES) <= set(ACTION_ERRORS)
    assert set(DECLARATION_REFUSALS) <= set(ACTION_ERRORS)
    assert set(BID_REFUSALS) <= set(ACTION_ERRORS)
    assert set(BID_REFUSALS) <= set(PROBLEM_ITEM_CODE.values)
    assert set(INPUT_PROBLEMS) <= set(PROBLEM_ITEM_CODE.values)


@pytest.mark.parametrize(("choice", "family"), [
    (VIOLATION_CODE, VIOLATION_CODES), (DECLARATION_REFUSAL, DECLARATION_REFUSALS),
    (BID_REFUSAL, BID_REFUSALS), (ACTION_ERROR, ACTION_ERRORS)])
def test_each_published_enum_is_its_family_with_every_meaning(choice: object,
                                                              family: dict[str, str]) -> None:
    assert set(choice.values) == set(family)  # type: ignore[attr-defined]
    component = choice.component()  # type: ignore[attr-defined]
    assert component["x-enum-descriptions"] == [family[code] for code in component["enum"]]
    assert all(meaning for meaning in family.values())
