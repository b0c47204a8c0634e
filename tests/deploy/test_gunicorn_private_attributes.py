"""Issue 23's target "zero writes to private attributes of gunicorn": no code of the service
(service/) or of its deployment (deploy/) assigns, deletes or setattr()s an attribute of
gunicorn's whose name starts with an underscore. The service drives gunicorn through its
documented settings and server hooks only.

A write counts where gunicorn's objects can be reached: in a module that imports gunicorn, and
in a gunicorn config file (its hooks get the arbiter and the workers). There, ``obj._name = ...``
is a write to someone else's private attribute whatever ``obj`` is, and ``self._name = ...`` is
one inside a class derived from a gunicorn class when gunicorn itself uses ``_name``."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import gunicorn  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = Path(gunicorn.__file__).parent
#: every ``._name`` gunicorn's own source uses on an object (its private attributes)
PRIVATE = frozenset(
    name for source in GUNICORN.rglob("*.py")
    for name in re.findall(r"\.(_[A-Za-z]\w*)", source.read_text(encoding="utf-8"))
    if not name.startswith("__"))


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _uses_gunicorn(path: Path, tree: ast.Module) -> bool:
    if path.name.endswith(".conf.py") or path.parent.name == "deploy":
        return True
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(
                alias.name.split(".")[0] == "gunicorn" for alias in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "gunicorn":
            return True
    return False


def _gunicorn_names(tree: ast.Module) -> set[str]:
    """The local names a module binds to gunicorn's modules and classes."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "gunicorn":
            names.update(alias.asname or alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names
                         if alias.name.split(".")[0] == "gunicorn")
    return names


def _written(node: ast.AST) -> Iterator[ast.Attribute]:
    """The attributes an assignment, deletion or augmented assignment writes."""
    targets: list[ast.expr] = []
    if isinstance(node, ast.Assign):
        targets = list(node.targets)
    elif isinstance(node, ast.AugAssign | ast.AnnAssign):
        targets = [node.target]
    elif isinstance(node, ast.Delete):
        targets = list(node.targets)
    for target in targets:
        for part in ast.walk(target):
            if isinstance(part, ast.Attribute):
                yield part


def private_writes(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    if not _uses_gunicorn(path, tree):
        return []
    from_gunicorn = _gunicorn_names(tree)
    found = []
    for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)] + [tree]:
        derived = isinstance(cls, ast.ClassDef) and any(
            isinstance(base, ast.Name | ast.Attribute)
            and ast.unparse(base).split(".")[0] in from_gunicorn for base in cls.bases)
        for node in ast.walk(cls):
            where = f"{path.name}:{getattr(node, 'lineno', '?')}"
            for attribute in _written(node):
                owner = ast.unparse(attribute.value)
                if not _private(attribute.attr):
                    continue
                if owner not in ("self", "cls") or (derived and attribute.attr in PRIVATE):
                    found.append(f"{where}: {owner}.{attribute.attr}")
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("setattr", "delattr") and len(node.args) >= 2
                    and isinstance(node.args[1], ast.Constant)
                    and isinstance(node.args[1].value, str) and _private(node.args[1].value)):
                found.append(f"{where}: {node.func.id}(..., {node.args[1].value!r})")
    return sorted(set(found))


def sources() -> list[Path]:
    return sorted([*(ROOT / "service").rglob("*.py"), *(ROOT / "deploy").rglob("*.py")])


def test_no_code_writes_a_private_attribute_of_gunicorn() -> None:
    writes = [write for path in sources() for write in private_writes(path)]
    assert writes == []


def test_the_check_finds_such_writes(tmp_path: Path) -> None:
    """The check itself: each kind of write it must catch, in a module importing gunicorn."""
    module = tmp_path / "probe.py"
    module.write_text(
        "from gunicorn.workers.sync import SyncWorker\n"
        "def hook(server):\n"
        "    server._stopping = True\n"
        "    setattr(server, '_last_logged_active_worker_count', 0)\n"
        "class Mine(SyncWorker):\n"
        "    def run(self):\n"
        "        self._accepting = False\n"
        "        self._mine_alone = 1\n"
        "        self.__mangled = 1\n"
        "        self.mine = 1\n", encoding="utf-8")
    assert "_accepting" in PRIVATE and "_mine_alone" not in PRIVATE
    found = [line.split(": ", 1)[1] for line in private_writes(module)]
    assert sorted(found) == sorted([
        "server._stopping", "setattr(..., '_last_logged_active_worker_count')",
        "self._accepting"])
    assert sources(), "no source found"
