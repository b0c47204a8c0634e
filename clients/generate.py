"""Regenerate both SDKs from an OpenAPI document (by default the committed ``openapi.yaml``).

    python clients/generate.py                  # rewrite clients/python and clients/typescript
    python clients/generate.py --out DIR        # write the generated files under DIR instead

``scripts/generate.sh`` calls the first form after it regenerates the spec; the staleness test
(tests/sdk/test_generated_fresh.py) calls the second and compares DIR with the committed trees.

Python: openapi-python-client (pinned in pyproject.toml, run from this interpreter's venv) with
``python-client.yaml`` and the templates in ``python-templates/`` (the package metadata: they
take the place of the generator's own of the same name). It replaces its whole output
directory, so it writes to a temporary one and this script copies the result into
``clients/python/``, deleting files it no longer generates and leaving the hand-written ones
(HAND_WRITTEN_PYTHON: the helpers, the examples and the README, which the generator also
writes and this script drops) alone.

TypeScript: openapi-typescript (pinned in clients/typescript/package-lock.json; ``npm ci``
installs it) writes ``src/schema.ts``; the rest of clients/typescript is hand-written.

Both: the repository's LICENSE is copied into each SDK's folder, which its packages ship.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

CLIENTS = Path(__file__).resolve().parent
ROOT = CLIENTS.parent
PYTHON_CONFIG = CLIENTS / "python-client.yaml"
PYTHON_TEMPLATES = CLIENTS / "python-templates"
# Paths under clients/python/ that regeneration keeps as they are: the typed helpers (client
# defaults, errors), the examples and the package's README.
HAND_WRITTEN_PYTHON = ("tute_rules_helpers", "examples", "README.md")
# Caches that tools leave in a tree; never part of the SDK.
IGNORED_NAMES = frozenset({"__pycache__", ".ruff_cache", ".mypy_cache", "build", "dist"})
TS_GENERATED = ("src/schema.ts", "LICENSE")
# the service's license, copied into each SDK so that its packages carry it
LICENSE = ROOT / "LICENSE"
TS_GENERATOR = CLIENTS / "typescript" / "node_modules" / ".bin" / "openapi-typescript"


def _nodes(node: object) -> Iterator[dict[str, object]]:
    """Every mapping in a document, depth first."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _nodes(value)
    elif isinstance(node, list):
        for value in node:
            yield from _nodes(value)


def _python_view(spec: Path, scratch: Path) -> Path:
    """The contract as openapi-python-client reads it, without two rules the service checks
    that the generator would turn into other types: the ``oneOf`` or ``not`` of an object
    schema that has properties of its own (which members come together, such as DealIn's seed
    or cards: the model would become ``Any``), and list items that are a reference with members
    required there (``allOf: [{$ref}, {required}]``, as a list of declarations made requires
    ``seat``: each list would get a model of its own, and an answer's Declaration could not be
    sent back in it)."""
    import yaml  # PyYAML, with the service's dependencies

    document = yaml.safe_load(spec.read_text(encoding="utf-8"))
    # a nullable enum member, `type` and `nullable: true` beside `allOf: [{$ref}]`: without
    # the `type` (which OpenAPI 3.0.3 wants there, for nullable to mean anything), as the
    # generator reads it as `Suit | None` only then (with it, as a `Suit` that is never null)
    for node in _nodes(document):
        if node.get("nullable") is True and "type" in node and len(node.get("allOf", ())) == 1:
            del node["type"]
    for schema in document.get("components", {}).get("schemas", {}).values():
        if isinstance(schema, dict) and "properties" in schema:
            schema.pop("oneOf", None)
            schema.pop("not", None)
            for member in schema["properties"].values():
                items = member.get("items") if isinstance(member, dict) else None
                branches = items.get("allOf") if isinstance(items, dict) else None
                if (isinstance(branches, list) and len(branches) == 2
                        and "$ref" in branches[0] and set(branches[1]) == {"required"}):
                    member["items"] = branches[0]
    view = scratch / "openapi-python.yaml"
    view.write_text(yaml.safe_dump(document, sort_keys=False, allow_unicode=True),
                    encoding="utf-8")
    return view


def generate_python(spec: Path, target: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="tute-sdk-") as scratch:
        output = Path(scratch) / "python"
        spec = _python_view(spec, Path(scratch))
        venv_bin = Path(sys.executable).parent
        # the config's post-hooks run ruff: the pinned one from this venv, whatever PATH says
        env = {**os.environ, "PATH": f"{venv_bin}{os.pathsep}{os.environ.get('PATH', '')}"}
        subprocess.run(
            [str(venv_bin / "openapi-python-client"), "generate", "--path", str(spec),
             "--config", str(PYTHON_CONFIG), "--meta", "pdm", "--output-path", str(output),
             "--custom-template-path", str(PYTHON_TEMPLATES), "--fail-on-warning"],
            check=True, env=env, cwd=scratch,
        )
        shutil.copyfile(LICENSE, output / "LICENSE")
        sync_tree(output, target, keep=HAND_WRITTEN_PYTHON)


def generate_typescript(spec: Path, target: Path) -> None:
    if not TS_GENERATOR.exists():
        raise SystemExit(f"{TS_GENERATOR} is missing: run `npm ci` in clients/typescript "
                         "(scripts/bootstrap.sh does)")
    schema = target / TS_GENERATED[0]
    schema.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(TS_GENERATOR), str(spec), "--output", str(schema)], check=True,
                   cwd=CLIENTS / "typescript")
    shutil.copyfile(LICENSE, target / "LICENSE")


def tree_files(root: Path, keep: tuple[str, ...] = ()) -> set[Path]:
    """Relative paths of the files under ``root``, without caches and the ``keep`` subtrees."""
    found: set[Path] = set()
    if not root.exists():
        return found
    for path in root.rglob("*"):
        relative = path.relative_to(root)
        if any(part in IGNORED_NAMES for part in relative.parts):
            continue
        if relative.parts[0] in keep or not path.is_file():
            continue
        found.add(relative)
    return found


def sync_tree(source: Path, target: Path, keep: tuple[str, ...]) -> None:
    """Make ``target`` hold exactly ``source``'s files, except the ``keep`` subtrees (left as
    they are in ``target``, whatever ``source`` has there)."""
    wanted = tree_files(source, keep)
    for stale in tree_files(target, keep) - wanted:
        (target / stale).unlink()
    for relative in sorted(wanted):
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        if not destination.exists() or not filecmp.cmp(source / relative, destination,
                                                       shallow=False):
            shutil.copyfile(source / relative, destination)
    for directory in sorted(target.rglob("*"), reverse=True):  # prune emptied directories
        if directory.is_dir() and not any(directory.iterdir()):
            directory.rmdir()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spec", type=Path, default=ROOT / "openapi.yaml")
    parser.add_argument("--out", type=Path, default=CLIENTS,
                        help="directory that receives python/ and typescript/ (default: clients)")
    args = parser.parse_args(argv)
    spec = args.spec.resolve()
    out = args.out.resolve()
    generate_python(spec, out / "python")
    generate_typescript(spec, out / "typescript")
    print(f"generated the Python and TypeScript SDKs from {spec.name} into {out}")


if __name__ == "__main__":
    main()
