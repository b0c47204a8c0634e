"""The rules registry's reference texts in the reader's language.

``GET /v1/rulesets`` and ``GET /v1/rulesets/{ruleset_id}`` answer each ruleset's name and
description and each switch's description in the language ``Accept-Language`` chooses. The
English texts are said once, in :mod:`tute.rulesets`; the catalogs hold their translations
under three ``msgctxt``: :data:`RULESET_NAME`, :data:`RULESET_DESCRIPTION` and
:data:`SWITCH_DESCRIPTION`. ``scripts/generate.sh catalogs`` adds :func:`catalog_entries` to
the template file beside the messages Babel extracts (:func:`add_to_template_file`), so that a
changed description arrives untranslated in each ``.po`` file, as a changed message does.
"""

from __future__ import annotations

from pathlib import Path

from tute import SWITCHES, Ruleset, named_rulesets
from tute.messages import translate

RULESET_NAME = "ruleset name"
RULESET_DESCRIPTION = "ruleset description"
SWITCH_DESCRIPTION = "switch description"


def catalog_entries() -> list[tuple[str, str]]:
    """Every reference text of the registry, as (msgctxt, English text), without repeats."""
    found: dict[tuple[str, str], None] = {}
    for ruleset in named_rulesets():
        found[RULESET_NAME, ruleset.name] = None
        found[RULESET_DESCRIPTION, ruleset.description] = None
    for switch in SWITCHES.values():
        found[SWITCH_DESCRIPTION, switch.description] = None
    return list(found)


def name(ruleset: Ruleset, language: str) -> str:
    return translate(RULESET_NAME, ruleset.name, language)


def description(ruleset: Ruleset, language: str) -> str:
    return translate(RULESET_DESCRIPTION, ruleset.description, language)


def switch_description(text: str, language: str) -> str:
    return translate(SWITCH_DESCRIPTION, text, language)


def add_to_template_file(path: Path) -> None:
    """Add :func:`catalog_entries` to a template file Babel extracted (written as
    ``pybabel extract --sort-output --add-location=file`` writes it)."""
    from babel.messages.pofile import read_po, write_po  # a build tool: not a runtime need

    with path.open("rb") as file:
        catalog = read_po(file)
    for context, text in catalog_entries():
        catalog.add(text, context=context,
                    auto_comments=["Translators: reference text of the rules registry (" +
                                   context + "), answered by GET /v1/rulesets"])
    with path.open("wb") as file:
        write_po(file, catalog, sort_output=True, include_lineno=False)
