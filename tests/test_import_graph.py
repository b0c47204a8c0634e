"""No import circles in the service package (issue 23, item 4): the graph of what each module
of ``service/tute`` imports, read from its source, imports inside functions included (a
deferred import hides a circle from the interpreter, not from a reader: ``tute.api`` imported
``openapi``, which imported ``tute.api`` inside ``generate_yaml``).

A module that imports a submodule (``from tute.api import jsonio``) depends on the submodule,
not on the package around it (Python imports the package first anyway); one that imports a
name the package itself defines (``from tute.api import create_app``) depends on the package.
Imports under ``if TYPE_CHECKING:`` are for the type checker alone and are left out."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SOURCES = Path(__file__).resolve().parents[1] / "service"

#: Circles inside the engine, known and left to its owners (each module imports the other
#: inside one function): ``tute.messages`` renders cards and suits (``tute.cards`` -> ``tute.
#: errors`` -> ``tute.messages``), and ``tute.inference`` asks ``tute.worlds`` whether any deal
#: fits. A new circle fails this test; so does one of these once it is gone (drop it here).
KNOWN = {
    frozenset({"tute.cards", "tute.errors", "tute.messages"}),
    frozenset({"tute.inference", "tute.worlds"}),
}


def _modules() -> dict[str, Path]:
    found = {}
    for path in SOURCES.rglob("*.py"):
        parts = path.relative_to(SOURCES).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)


def imports_of(name: str, path: Path, modules: set[str]) -> set[str]:
    """The modules of ``modules`` that ``name`` (at ``path``) imports, anywhere in it."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    pending: list[ast.AST] = [ast.parse(path.read_text(encoding="utf-8"))]
    while pending:
        node = pending.pop()
        if _is_type_checking(node):
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            for alias in node.names:
                if f"{base}.{alias.name}" in modules:
                    found.add(f"{base}.{alias.name}")
                elif base in modules:
                    found.add(base)
        pending.extend(ast.iter_child_nodes(node))
    found.discard(name)
    return found


def circles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """The strongly connected parts of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: set[frozenset[str]] = set()

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            part = {stack.pop()}
            while module not in part:
                part.add(stack.pop())
            if len(part) > 1:
                found.add(frozenset(part))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: imports_of(name, path, set(modules)) for name, path in modules.items()}


def test_the_graph_is_read() -> None:
    graph = _graph()
    assert len(graph) > 50
    assert "tute.api.jsonio" in graph["tute.api.openapi"]
    assert "tute.api.ruleset_routes" in graph["tute.api"]
    assert "tute.api" in graph["tute.api.wsgi"]  # from tute.api import create_app


def test_a_deferred_import_of_the_package_is_a_circle() -> None:
    graph = {"tute.api": {"tute.api.openapi"}, "tute.api.openapi": {"tute.api"}}
    assert circles(graph) == {frozenset(graph)}


def test_no_import_circles_but_the_known_ones() -> None:
    found = circles(_graph())
    assert found - KNOWN == set(), sorted(sorted(part) for part in found - KNOWN)
    assert KNOWN - found == set(), "a known circle is gone: take it out of KNOWN"


@pytest.mark.parametrize("layer", ["tute.api"])
def test_nothing_below_the_api_package_imports_it(layer: str) -> None:
    graph = _graph()
    importers = sorted(name for name, imported in graph.items()
                       if layer in imported and name.startswith(layer + ".")
                       and name not in (f"{layer}.wsgi", f"{layer}.__main__"))
    assert importers == [], importers
