"""Write the rules reference: one Markdown page per named ruleset, and an index, from the registry.

    .venv/bin/python scripts/rules_reference.py               # rewrite docs/rulesets/
    .venv/bin/python scripts/rules_reference.py --out DIR     # write the pages under DIR instead

Everything comes from :mod:`tute.rulesets`: the named rulesets (id, name, description, aliases,
version, seat counts, the values that follow from the seat count) and :data:`SWITCHES` (each
switch's group, allowed values, default, meaning, sources and where it applies).
``scripts/generate.sh rules_reference`` runs the first form; ``tests/test_rules_reference.py``
runs the second and compares DIR with the committed pages.

The base game is ``tute-dos``: every switch's default is its value there (the reading most of
the four source rulebooks share), so a page marks the values that differ from it. The switches'
``sources`` cite the rulebooks by the team's short names; the pages cite them in words
(:func:`cite`), keeping every rule number, and the index explains how to read them.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Mapping
from enum import Enum
from pathlib import Path

from tute.rulesets import SWITCHES, Ruleset, Switch, SwitchValue, find_ruleset, named_rulesets
from tute.values import Group

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "docs" / "rulesets"
INDEX = "README.md"
BASE_ID = "tute-dos"
GENERATED = ("<!-- Generated from the rules registry (tute.rulesets) by "
             "scripts/rules_reference.py; do not edit: run ./scripts/generate.sh rules_reference "
             "-->")
GROUP_TITLES: Mapping[Group, str] = {
    Group.TABLE: "Table and deal",
    Group.DUTIES: "Play duties",
    Group.DECLARATIONS: "Declarations",
    Group.RESULTS: "Results and match",
    Group.AUCTION: "Auction",
}

# -- citations -----------------------------------------------------------------------------------

#: the four rulebooks of the base game, cited by number: "000", "000, 003"
_RULEBOOKS = re.compile(r"\b00[0-3](?:, 00[0-3]\b)*\b")
_NAMES = (("regional.md", "regional rules"), ("rulesets.md", "Tute family rules"))


def cite(text: str) -> str:
    """``text`` with the sources cited in words a reader can follow (see the index's Sources).

    "000, 001" becomes "rulebooks 000, 001"; the short names of the two rule digests become
    "Tute family rules" and "regional rules", their section and rule numbers kept.
    """
    def rulebooks(found: re.Match[str]) -> str:
        numbers = found.group(0)
        return ("rulebooks " if "," in numbers else "rulebook ") + numbers

    text = _RULEBOOKS.sub(rulebooks, text)
    for short, words in _NAMES:
        text = text.replace(short, words)
    return text


SOURCES_LEGEND = """\
## Sources

The sources column cites the published rulebooks each rule comes from, with their rule numbers:

- **rulebook 000** … **003**: the four rulebooks of the base game: 000 and 001 in Italian, 002
  in Spanish, 003 in Portuguese (003 has a worked example of a whole hand). Where they disagree
  the disagreement is a switch, and the default follows most of them. A quotation in brackets
  is the rulebook's own wording.
- **Tute family rules**: the rules of the family read from those four rulebooks and, where they
  are silent, from published Spanish rulebooks (Fournier-style reglamentos, Ludoteka, pagat),
  marked *(ext)*; a name in brackets (Guiñote, Fournier, cabrón) is the game or rulebook the rule
  is taken from.
- **regional rules** *N*: the published rulebooks of the regional games, by section: 1 Guiñote,
  2 Habanero, 3 Tute cabrón, 4 Tute Subastado (for three, and in pairs), 5 Tute arrastrado for
  three, §6 the switches these games added. Within a section *a* is the switch table, *b* the
  rules (numbered: 1b.9 is rule 9 of Guiñote's rules), *c* worked examples and *d* (in 4, *e*)
  the disputed points. The sites and rulebooks in brackets (nhfournier.es, ludoteka, Don Naipe,
  acanomas…) are where a rule was read; a tag such as S4-4 or G-9 names the disputed question
  the value settles. *Proposal* marks a value no source fixes.
"""

# -- values --------------------------------------------------------------------------------------


def show(value: SwitchValue) -> str:
    """A switch value as a client sends it in ``overrides`` (JSON), in code style."""
    if value is None:
        text = "null"
    elif isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, Enum):
        text = str(value.value)
    else:
        text = str(value)
    return f"`{text}`"


def allowed(switch: Switch) -> str:
    if switch.int_range is not None:
        low, high = switch.int_range
        return f"an integer from {low} to {high}"
    return ", ".join(show(choice) for choice in switch.choices)


def cell(text: str) -> str:
    """Text for a Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


def differs(ruleset: Ruleset, base: Ruleset) -> list[str]:
    values, base_values = ruleset.switch_values(), base.switch_values()
    return [name for name in SWITCHES if values[name] != base_values[name]]


# -- pages ---------------------------------------------------------------------------------------


def ruleset_page(ruleset: Ruleset, base: Ruleset) -> str:
    values, base_values = ruleset.switch_values(), base.switch_values()
    changed = differs(ruleset, base)
    aliases = ", ".join(f"`{alias}`" for alias in ruleset.aliases) or "none"
    players = " or ".join(str(count) for count in ruleset.player_options)
    lines = [
        f"# {ruleset.name} (`{ruleset.id}`)",
        "",
        GENERATED,
        "",
        ruleset.description,
        "",
        "| | |",
        "|---|---|",
        f"| id | `{ruleset.id}` |",
        f"| version | {ruleset.version} |",
        f"| aliases | {aliases} |",
        f"| players | {players} |",
        "",
    ]
    if ruleset.id == base.id:
        lines += [
            f"**This is the base game.** Every switch's value here is its default, the reading "
            f"most of the four source rulebooks share; the other rulesets' pages mark the "
            f"values that differ from `{base.id}`.",
        ]
    else:
        lines += [
            f"**Base game: `{base.id}` ({base.name}).** Every switch's default is its value in "
            f"`{base.id}`; the {len(changed)} values of this ruleset that differ from it are "
            f"marked **changed**, with the base game's value.",
        ]
        if changed:
            lines += ["", "Changed here: " + ", ".join(
                f"`{name}` {show(values[name])}" for name in changed) + "."]
    lines += [
        "",
        f"A request names this ruleset by `\"ruleset\": \"{ruleset.id}\"` (or an alias) and may "
        "send any allowed value of a switch in `overrides`. An override that cannot apply to "
        "this game (marked *Does not apply here* below, or one that breaks the deal) is "
        "refused with the reason. The sources are cited as [Sources](README.md#sources) "
        "explains.",
        "",
    ]
    if ruleset.per_players:
        lines += ["## Seat counts", "",
                  "The values that follow from `players` (an override of `players` brings "
                  "them, unless they are overridden too):", ""]
        for count, follows in sorted(ruleset.per_players.items()):
            items = ", ".join(f"`{name}` {show(SWITCHES[name].parse(value))}"
                              for name, value in follows.items())
            lines.append(f"- {count} players: {items}")
        lines.append("")
    for group, title in GROUP_TITLES.items():
        names = [name for name, switch in SWITCHES.items() if switch.group is group]
        if not names:
            continue
        lines += [f"## {title}", "",
                  "| switch | value | allowed values | meaning | sources |",
                  "|---|---|---|---|---|"]
        for name in names:
            switch = SWITCHES[name]
            value = show(values[name])
            if name in changed:
                value = f"**{value} changed** (base: {show(base_values[name])})"
            meaning = cite(switch.description)
            reason = switch.applies(ruleset) if switch.applies is not None else None
            if reason is not None:
                meaning += f" *Does not apply here: {reason}.*"
            if name == "players":  # an override of players is checked against the seat counts
                meaning += f" *{ruleset.id} is played by {players}.*"
            lines.append(f"| `{name}` | {value} | {cell(allowed(switch))} | {cell(meaning)} | "
                         f"{cell(cite(switch.sources))} |")
        lines.append("")
    return "\n".join(lines)


def index_page(rulesets: tuple[Ruleset, ...], base: Ruleset) -> str:
    lines = [
        "# Rules reference",
        "",
        GENERATED,
        "",
        "One page per named ruleset, with every rule switch: its value in that ruleset, the "
        "values it can take, what it means and the rulebooks it comes from. The pages are "
        "generated from the service's rules registry, so they say exactly what the service "
        "does; `GET /v1/rulesets/{ruleset_id}` answers the same data.",
        "",
        f"**The base game is `{base.id}` ({base.name}).** Every switch's default is its value "
        f"there, the reading most of the four source rulebooks share, and each page marks the "
        f"values that differ from it.",
        "",
        "## Rulesets",
        "",
        "| ruleset | name | aliases | players | version | values changed from the base game |",
        "|---|---|---|---|---|---|",
    ]
    for ruleset in rulesets:
        aliases = ", ".join(f"`{alias}`" for alias in ruleset.aliases)
        players = " or ".join(str(count) for count in ruleset.player_options)
        count = "the base game" if ruleset.id == base.id else str(len(differs(ruleset, base)))
        lines.append(f"| [`{ruleset.id}`]({ruleset.id}.md) | {cell(ruleset.name)} | {aliases} | "
                     f"{players} | {ruleset.version} | {count} |")
    lines += [
        "",
        "## Switches",
        "",
        "Every switch, its allowed values, its value in the base game and the rulesets that "
        "set it otherwise (each ruleset's page has its meaning and sources).",
        "",
        f"| switch | group | allowed values | `{base.id}` | set otherwise in |",
        "|---|---|---|---|---|",
    ]
    base_values = base.switch_values()
    for name, switch in SWITCHES.items():
        others = ", ".join(f"[`{r.id}`]({r.id}.md) {show(r.switch_values()[name])}"
                           for r in rulesets if r.switch_values()[name] != base_values[name])
        lines.append(f"| `{name}` | {switch.group.value} | {cell(allowed(switch))} | "
                     f"{show(base_values[name])} | {others or '—'} |")
    lines += ["", SOURCES_LEGEND]
    return "\n".join(lines)


def pages() -> dict[str, str]:
    """File name -> text of every page of the reference."""
    rulesets = named_rulesets()
    base = find_ruleset(BASE_ID)
    found = {f"{ruleset.id}.md": ruleset_page(ruleset, base) for ruleset in rulesets}
    found[INDEX] = index_page(rulesets, base)
    return {name: text.rstrip("\n") + "\n" for name, text in found.items()}


def write(out: Path) -> list[Path]:
    """Write the pages under ``out``, removing the Markdown pages it no longer generates."""
    out.mkdir(parents=True, exist_ok=True)
    generated = pages()
    for stale in out.glob("*.md"):
        if stale.name not in generated:
            stale.unlink()
    written = []
    for name, text in generated.items():
        path = out / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="directory of the pages (default: docs/rulesets)")
    args = parser.parse_args(argv)
    written = write(args.out)
    print(f"wrote {len(written)} pages to {os.path.relpath(args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
