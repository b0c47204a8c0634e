"""The message catalogs are complete, current and well formed.

Every message is an English template in a ``msg("...")`` call (tute.messages); Babel extracts
them into service/tute/locales/tute.pot and ``scripts/generate.sh catalogs`` merges them into
one .po file per language. These tests fail when a template is missing from the template file
or from a catalog, is untranslated or fuzzy, when a translation's fields differ from its
template's, and when the compiled .mo files are older than the .po files.
"""

from __future__ import annotations

import ast
import gettext
import string
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po
from tute.api.ruleset_texts import catalog_entries
from tute.messages import DOMAIN, LANGUAGES, LOCALE_DIR

#: the catalogs' sources (.pot, .po) in the repository; the .mo the service reads are where the
#: engine loaded is (LOCALE_DIR: the compiled build has its own, built from the same sources)
SOURCE_LOCALES = Path(__file__).resolve().parents[2] / "service" / "tute" / "locales"

PACKAGE = Path(__import__("tute").__file__).parent
TRANSLATED = LANGUAGES[1:]
KEYWORDS = {"msg": None, "noun": ((1, "c"), 2)}


def _source_messages() -> set[tuple[str | None, str]]:
    found: set[tuple[str | None, str]] = set()
    for _file, _line, message, _comments, context in extract_from_dir(
            PACKAGE, method_map=[("**.py", "python")], keywords=KEYWORDS):
        assert isinstance(message, str)
        found.add((context, message))
    return found


#: the messages of the source and the rules registry's reference texts (ruleset names and
#: descriptions, switch descriptions: tute.api.ruleset_texts, added by generate.sh catalogs)
SOURCE = _source_messages() | set(catalog_entries())


def _catalog(path: Path):  # type: ignore[no-untyped-def]
    with path.open("rb") as file:
        return read_po(file)


def _ids(catalog) -> set[tuple[str | None, str]]:  # type: ignore[no-untyped-def]
    return {(m.context, m.id) for m in catalog if m.id}


def _fields(template: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template)
            if name is not None}


def test_every_msg_call_has_a_literal_template() -> None:
    """Babel extracts only literals: a msg() call with a computed template would never be
    translated."""
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("msg", "noun")):
                literal = all(isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                              for arg in node.args[: 1 if node.func.id == "msg" else 2])
                if not node.args or not literal:
                    offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert not offenders, offenders


def test_there_are_messages_to_translate() -> None:
    assert len(SOURCE) > 100


def test_the_template_file_is_current() -> None:
    """tute.pot holds exactly the source's messages (scripts/generate.sh catalogs)."""
    assert _ids(_catalog(SOURCE_LOCALES / f"{DOMAIN}.pot")) == SOURCE


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated(language: str) -> None:
    catalog = _catalog(SOURCE_LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}.po")
    assert catalog.locale is not None and str(catalog.locale) == language
    missing = SOURCE - _ids(catalog)
    assert not missing, f"not in the {language} catalog (run scripts/generate.sh catalogs)"
    untranslated = [m.id for m in catalog if m.id and (not m.string or m.fuzzy)]
    assert not untranslated, f"{len(untranslated)} messages untranslated or fuzzy in {language}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_translations_keep_their_fields(language: str) -> None:
    """A translation names exactly the fields of its template, so that rendering it never
    fails and never drops a value."""
    catalog = _catalog(SOURCE_LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}.po")
    wrong = {m.id: m.string for m in catalog
             if m.id and m.string and _fields(str(m.id)) != _fields(str(m.string))}
    assert not wrong


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalog_is_current(language: str) -> None:
    """The .mo the service reads says what the .po says (scripts/bootstrap.sh compiles it)."""
    catalog = _catalog(SOURCE_LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}.po")
    with (LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as file:
        compiled = gettext.GNUTranslations(file)
    stale = [m.id for m in catalog if m.id and m.string and not m.fuzzy and (
        compiled.pgettext(m.context, str(m.id)) if m.context else compiled.gettext(str(m.id))
    ) != m.string]
    assert not stale, f"{language}: run scripts/bootstrap.sh to compile the catalogs"


def test_every_contract_word_in_a_sentence_is_a_noun_of_the_catalogs() -> None:
    """A value of an enum marked ``translated_enum`` reads as the language's noun inside a
    sentence, so each of its values must be marked with ``noun(context, value)`` (else every
    language would show the English contract word)."""
    import tute  # noqa: F401  (imports every module that marks an enum)
    from tute.messages import noun_contexts

    marked = noun_contexts()
    assert marked, "the declaration kinds are marked"
    missing = [(context, member.value) for enum, context in marked.items() for member in enum
               if (context, member.value) not in SOURCE]
    assert not missing


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "this marriage scores 20 or 40, not 30"),
    ("es", "la declaración de cante vale 20 o 40, no 30"),
    ("it", "questa dichiarazione di matrimonio vale 20 o 40, non 30"),
    ("pt", "esta declaração de cante vale 20 ou 40, não 30"),
])
def test_a_declaration_kind_reads_as_the_languages_noun(language: str, expected: str) -> None:
    """Inside a sentence the kind is the language's word; in params it stays the contract's."""
    from tute import DeclarationKind
    from tute.messages import json_params, msg, render

    message = msg("this {kind} scores {low} or {high}, not {points}",
                  kind=DeclarationKind.MARRIAGE, low=20, high=40, points=30)
    assert render(message, language) == expected
    assert json_params(message, language)["kind"] == "marriage"
