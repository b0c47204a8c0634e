"""The API layer uses flask-smorest, marshmallow, webargs and gunicorn through their public
interfaces: it writes none of their private attributes (issue 23: the layer once kept
flask-smorest's ``_apidoc`` on its views and read marshmallow's ``_hooks`` and ``_validated``).

The check reads the source of ``service/tute/api`` (its syntax tree, not the text, so comments
and docstrings may name what they like):

- no assignment (``obj._name = ...``, augmented or not, ``del obj._name``) to a private
  attribute that one of those libraries defines, on any object;
- no assignment to a private attribute of ``self`` inside a class derived from one of their
  classes (a schema, a field, a blueprint, the parser, a worker): such an object is the
  library's, even where the name is new;
- no ``setattr`` with a private name given literally;
- the three names the issue found are not used at all.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import flask_smorest
import gunicorn
import marshmallow
import pytest
import webargs

ROOT = Path(__file__).resolve().parents[2]
API = ROOT / "service" / "tute" / "api"
LIBRARIES = (flask_smorest, marshmallow, webargs, gunicorn)
LIBRARY_NAMES = tuple(library.__name__ for library in LIBRARIES)
#: what the issue found: flask-smorest's view doc, marshmallow's hooks and a field's method
NAMED_IN_THE_ISSUE = frozenset({"_apidoc", "_hooks", "_validated"})


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


@cache
def library_private_names() -> frozenset[str]:
    """Every private attribute name the libraries' own code assigns or defines (``x._name =``,
    ``_name = ...`` in a class body, ``def _name``)."""
    found: set[str] = set()
    for library in LIBRARIES:
        for path in Path(library.__file__ or "").parent.rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                    found.add(node.attr)
                elif isinstance(node, ast.ClassDef):
                    for item in node.body:
                        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                            found.add(item.name)
                        elif isinstance(item, ast.Assign):
                            found.update(t.id for t in item.targets if isinstance(t, ast.Name))
                        elif isinstance(item, ast.AnnAssign) and isinstance(item.target,
                                                                            ast.Name):
                            found.add(item.target.id)
    return frozenset(name for name in found if _private(name))


def api_modules() -> list[Path]:
    return sorted(API.glob("*.py"))


def _library_classes(module_path: Path) -> frozenset[str]:
    """The classes of an API module that derive from a class of the libraries."""
    module = importlib.import_module(f"tute.api.{module_path.stem}")
    return frozenset(
        name for name, value in vars(module).items()
        if inspect.isclass(value) and value.__module__ == module.__name__
        and any(base.__module__.split(".")[0] in LIBRARY_NAMES for base in value.__mro__[1:]))


def _targets(node: ast.AST) -> Iterator[ast.expr]:
    if isinstance(node, ast.Assign):
        for target in node.targets:
            yield from _unpacked(target)
    elif isinstance(node, ast.AugAssign | ast.AnnAssign):
        yield from _unpacked(node.target)
    elif isinstance(node, ast.Delete):
        for target in node.targets:
            yield from _unpacked(target)


def _unpacked(target: ast.expr) -> Iterator[ast.expr]:
    if isinstance(target, ast.Tuple | ast.List):
        for item in target.elts:
            yield from _unpacked(item)
    else:
        yield target


def writes(path: Path, library_names: frozenset[str]) -> list[str]:
    """What ``path`` writes into the libraries' objects, one line each."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    derived = _library_classes(path)
    found: list[str] = []

    def visit(node: ast.AST, in_library_class: bool) -> None:
        if isinstance(node, ast.ClassDef):
            in_library_class = node.name in derived
        for target in _targets(node):
            if isinstance(target, ast.Attribute) and _private(target.attr):
                owner = target.value
                if target.attr in library_names:
                    found.append(f"{path.name}:{target.lineno}: {ast.unparse(target)} "
                                 "(a private attribute of the libraries)")
                elif (in_library_class and isinstance(owner, ast.Name)
                      and owner.id in ("self", "cls")):
                    found.append(f"{path.name}:{target.lineno}: {ast.unparse(target)} "
                                 "(a private attribute on a library object)")
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "setattr" and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)
                and isinstance(node.args[1].value, str) and _private(node.args[1].value)):
            found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
        for child in ast.iter_child_nodes(node):
            visit(child, in_library_class)

    visit(tree, False)
    return found


def test_the_libraries_define_private_names_to_look_for() -> None:
    names = library_private_names()
    assert {"_apidoc", "_hooks", "_serialize", "_deserialize"} <= names


@pytest.mark.parametrize("path", api_modules(), ids=lambda path: path.name)
def test_no_module_writes_a_private_attribute_of_the_libraries(path: Path) -> None:
    assert writes(path, library_private_names()) == []


@pytest.mark.parametrize("path", api_modules(), ids=lambda path: path.name)
def test_the_names_the_issue_found_are_gone(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    used = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    used |= {node.value for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and node.value in NAMED_IN_THE_ISSUE}
    assert used & NAMED_IN_THE_ISSUE == set()


def test_the_check_finds_what_it_looks_for(tmp_path: Path) -> None:
    """The check itself, on a module that does each forbidden thing."""
    sample = tmp_path / "smorest.py"  # a module name of the API, so that it imports
    sample.write_text(
        "def f(view, schema, field):\n"
        "    view._apidoc = {}\n"
        "    schema._hooks, x = {}, 1\n"
        "    setattr(field, '_validated', None)\n",
        encoding="utf-8")
    found = writes(sample, library_private_names())
    assert len(found) == 3, found


def test_flask_smorest_etag_still_misses_what_the_cached_answers_do() -> None:
    """Why the two ruleset GETs (and the spec documents) keep ``tute.api.caching.conditional``
    rather than ``@blp.etag``: flask-smorest 0.47's ETag compares ``If-None-Match`` strongly
    (RFC 9110 13.1.2 asks for the weak comparison there: ``W/"x"`` matches ``"x"``), and its
    304 carries no ``ETag`` (15.4.5: a 304 sends the ETag a 200 would), both of which the
    service's answers do (tests/api/test_one_source.py, tests/sdk/test_http_caching.py). When a
    version of flask-smorest does both, this test fails: then switch to ``@blp.etag``."""
    from flask import Flask

    app = Flask("etag-probe")
    app.config.update(API_TITLE="probe", API_VERSION="1", OPENAPI_VERSION="3.0.3")
    api = flask_smorest.Api(app)
    blp = flask_smorest.Blueprint("probe", __name__)

    @blp.route("/thing")
    @blp.etag
    @blp.response(200)
    def thing() -> dict[str, int]:
        return {"a": 1}

    api.register_blueprint(blp)
    client = app.test_client()
    tag = client.get("/thing").headers["ETag"]
    weak = client.get("/thing", headers={"If-None-Match": f"W/{tag}"})
    strong = client.get("/thing", headers={"If-None-Match": tag})
    assert strong.status_code == 304
    assert weak.status_code == 200 or "ETag" not in strong.headers
