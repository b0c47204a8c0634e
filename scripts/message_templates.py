"""Write the reference of every message template: docs/message-templates.md.

    .venv/bin/python scripts/message_templates.py                 # rewrite the page
    .venv/bin/python scripts/message_templates.py --out FILE      # write it to FILE instead

Every message the service answers (a violation, an offer, a verdict, an action error, a problem
and each of its errors) names its template by a stable id (``template_id``, a problem's
``detail_template_id``) beside its code. One code may come with several templates whose params
differ, so an app that keeps its own texts keys them by template id. The page lists, for each
template of the catalogs (``service/tute/locales/tute.pot``, extracted from every ``msg()``
call): its id (:func:`tute.messages.template_id`), the codes the source gives it with, its params
with their types (:data:`tute.messages.PARAM_TYPES`), and its text in en, es, it and pt (the
``.po`` files). ``scripts/generate.sh message_templates`` runs the first form;
``tests/test_message_templates.py`` runs the second and compares the file with the committed
page.

The codes are read from the source: the code a ``msg()`` call is given with in the same call
(``Problem("CARD_NOT_IN_DECK", ..., msg(...))``, ``IllegalAction("NOT_YOUR_TURN", msg(...))``),
the key of a table of messages (``{"MUST_FOLLOW_SUIT": msg(...)}``), the other member of a
``(code, message)`` pair, a field error's code for a ``ValidationError``, or, for a message kept
in a name or made by a function, the codes of the calls that name it.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.pofile import read_po
from tute.api.field_messages import FIELD_MESSAGES
from tute.api.problems import (
    API_PROBLEM_MEANINGS,
    FIELD_ERROR_CODES,
    PROBLEM_KINDS,
    field_error_code,
)
from tute.codes import ACTION_ERRORS, INPUT_PROBLEMS, VIOLATION_CODES
from tute.messages import LANGUAGES, PARAM_TYPES, template_id

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "service" / "tute"
LOCALES = PACKAGE / "locales"
DEFAULT_OUT = ROOT / "docs" / "message-templates.md"
GENERATED = ("<!-- Generated from the message catalogs and the source by "
             "scripts/message_templates.py; do not edit: run ./scripts/generate.sh "
             "message_templates -->")
#: Every code a message may come with.
CODES = frozenset({*ACTION_ERRORS, *INPUT_PROBLEMS, *VIOLATION_CODES, *FIELD_ERROR_CODES,
                   *API_PROBLEM_MEANINGS,
                   *(kind.code for kind in PROBLEM_KINDS)})
FIELD = re.compile(r"\{(\w+)[^}]*\}")


def params(template: str) -> list[str]:
    """The names of a template's fields, in the order they first appear."""
    return list(dict.fromkeys(FIELD.findall(template)))


def _codes_of(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> set[str]:
    """The codes ``node`` stands for: a code's literal or its constant's name, or a local
    variable the enclosing function sets to codes (``code = "NOT_YOUR_TURN"``)."""
    if isinstance(node, ast.Constant) and node.value in CODES:
        return {str(node.value)}
    if isinstance(node, ast.IfExp):  # "TRICK_INCOMPLETE" if ... else "TRICK_TOO_LONG"
        return _codes_of(node.body, parents) | _codes_of(node.orelse, parents)
    name = node.attr if isinstance(node, ast.Attribute) else (
        node.id if isinstance(node, ast.Name) else None)
    if name in CODES:
        return {str(name)}
    if not isinstance(node, ast.Name):
        return set()
    function = parents.get(node)
    while function is not None and not isinstance(function, ast.FunctionDef):
        function = parents.get(function)
    if function is None:
        return set()
    return {code for statement in ast.walk(function) if isinstance(statement, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == node.id for t in statement.targets)
            for value in ast.walk(statement.value) for code in _literal_codes(value)}


def _literal_codes(node: ast.AST) -> set[str]:
    if isinstance(node, ast.Constant) and node.value in CODES:
        return {str(node.value)}
    if isinstance(node, ast.Name | ast.Attribute):
        name = node.attr if isinstance(node, ast.Attribute) else node.id
        return {name} if name in CODES else set()
    return set()


def _codes_around(node: ast.AST, parents: dict[ast.AST, ast.AST], template: str) -> set[str]:
    """The codes given with the value at ``node``: in an enclosing call of the same statement
    (a field error's for a ``ValidationError``), in the same tuple, or as the key of a table
    entry."""
    found: set[str] = set()
    child, parent = node, parents.get(node)
    while parent is not None and not isinstance(parent, ast.stmt):
        if (isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name)
                and parent.func.id == "ValidationError"):
            return {field_error_code(template)}
        if isinstance(parent, ast.Call):
            found |= {c for arg in (*parent.args, *(k.value for k in parent.keywords))
                      if arg is not child for c in _codes_of(arg, parents)}
            if found:
                return found
        if isinstance(parent, ast.Tuple) and len(parent.elts) == 2:  # a (code, message) pair
            found |= {c for element in parent.elts
                      if element is not child for c in _codes_of(element, parents)}
            if found:
                return found
        if isinstance(parent, ast.Dict):
            for key, value in zip(parent.keys, parent.values, strict=True):
                if value is child and key is not None:
                    found |= _codes_of(key, parents)
            if found:
                return found
        child, parent = parent, parents.get(parent)
    return found


def source_codes() -> dict[str, set[str]]:
    """Template -> the codes the source gives it with. marshmallow's own templates, which it
    raises where the source cannot show it, have the code every field error made from them
    gets."""
    codes: dict[str, set[str]] = {m.template: {field_error_code(m.template)}
                                  for m in FIELD_MESSAGES}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: parent for parent in ast.walk(tree)
                   for child in ast.iter_child_nodes(parent)}
        named: dict[str, set[str]] = {}  # a name a message is kept in -> its templates
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "msg" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                continue
            template = str(node.args[0].value)
            codes.setdefault(template, set()).update(_codes_around(node, parents, template))
            statement = node
            while not isinstance(statement, ast.stmt):
                statement = parents[statement]
            if isinstance(statement, ast.Return):  # a function that makes the message
                function = parents.get(statement)
                while function is not None and not isinstance(
                        function, ast.FunctionDef | ast.AsyncFunctionDef):
                    function = parents.get(function)
                if function is not None:
                    named.setdefault(function.name, set()).add(template)
            if isinstance(statement, ast.Assign | ast.AnnAssign):
                targets = (statement.targets if isinstance(statement, ast.Assign)
                           else [statement.target])
                for target in targets:
                    if isinstance(target, ast.Name):
                        named.setdefault(target.id, set()).add(template)
        for node in ast.walk(tree):
            if isinstance(node, ast.Name | ast.Attribute) and isinstance(node.ctx, ast.Load):
                name = node.id if isinstance(node, ast.Name) else node.attr
                for template in named.get(name, ()):
                    codes[template].update(_codes_around(node, parents, template))
    return codes


def catalogs() -> tuple[list[str], dict[str, dict[str, str]]]:
    """The templates of tute.pot (without the nouns' contexts), and each language's texts."""
    with (LOCALES / "tute.pot").open("rb") as file:
        templates = [str(m.id) for m in read_po(file) if m.id and not m.context]
    texts: dict[str, dict[str, str]] = {}
    for language in LANGUAGES[1:]:
        with (LOCALES / language / "LC_MESSAGES" / "tute.po").open("rb") as file:
            texts[language] = {str(m.id): str(m.string) for m in read_po(file)
                               if m.id and not m.context}
    return templates, texts


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def rows() -> Iterator[str]:
    templates, texts = catalogs()
    codes = source_codes()
    ordered = sorted(templates, key=lambda t: (sorted(codes.get(t) or {"~"}), t))
    for template in ordered:
        names = params(template)
        typed = "<br>".join(f"`{n}`: {PARAM_TYPES[n]}" for n in names) or "none"
        code = ", ".join(f"`{c}`" for c in sorted(codes.get(template, ()))) or "—"
        text = "<br>".join(
            f"**{language}** {cell(template if language == 'en' else texts[language][template])}"
            for language in LANGUAGES)
        yield f"| `{template_id(template)}` | {code} | {typed} | {text} |"


def page() -> str:
    lines = [
        "# Message templates",
        "",
        GENERATED,
        "",
        "Every message the service answers names its template beside its code: `template_id`",
        "(a problem's `detail` has `detail_template_id`). One code may come with several",
        "templates whose `params` differ, so an app that writes its own texts keys them by",
        "template id and fills in the params ([messages.md](messages.md)). An id is `t` and",
        "10 hex digits of the SHA-256 of the English template: the same in every language,",
        "process and release while the template is the same; a new wording is a new template,",
        "with a new id (its params and translations are reviewed anew).",
        "",
        "Each row: the id; the codes the source gives the template with (`—`: a text without",
        "a code of its own: an offer's or a verdict's words, a part of another message such as",
        "a reason or a list of choices, or a refusal whose code its HTTP status decides; where",
        "a code comes with it, the answer names it beside the `template_id`); the params",
        "with what they hold in JSON (\"text\": a string already in the answer's language);",
        "the text in English, Spanish, Italian and Portuguese.",
        "Problem titles are templates too (each problem type has one title).",
        "",
        "| id | codes | params | text |",
        "|---|---|---|---|",
        *rows(),
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    args.out.write_text(page(), encoding="utf-8")
    print(f"wrote {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
