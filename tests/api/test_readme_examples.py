"""The documented console examples show the service's real answers.

Every ```console block of README.md and of the pages of docs/ whose command is a curl against
``127.0.0.1:8000`` is one command and its output: the README's first answer, every operation of
docs/http-api.md, the problems of docs/errors.md and the languages of docs/messages.md. The
command is replayed through the app (Flask's test client sends the same bytes gunicorn would)
and its output must be the page's, byte for byte, so the documented JSON cannot drift from the
code. Only the curl forms the pages use are understood; a new form fails loudly here, and so
does a curl block anywhere in them that shows no output.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml
from flask.testing import FlaskClient

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
#: the pages whose console blocks are replayed: the README and every page of docs/
PAGES = [README, *sorted((ROOT / "docs").rglob("*.md"))]
#: where the examples are, and how many each page has at least (a page that loses its
#: examples fails here; an example moved to another page is still replayed there)
EXPECTED = {"README.md": 1, "docs/http-api.md": 15, "docs/errors.md": 4, "docs/messages.md": 2}
BASE = "http://127.0.0.1:8000"


def console_blocks(text: str) -> list[str]:
    """Every ```console block of a Markdown text, without its fences."""
    return re.findall(r"^```console\n(.*?)^```$", text, flags=re.S | re.M)


def console_examples_by_page() -> dict[str, list[tuple[str, str]]]:
    """(command, output) of every curl console block, by page (relative to the root)."""
    found: dict[str, list[tuple[str, str]]] = {}
    for page in PAGES:
        for block in console_blocks(page.read_text(encoding="utf-8")):
            command, _, output = block.partition("\n")
            if not command.startswith("$ curl "):
                continue  # another command (docs/adding-a-ruleset.md runs python)
            assert output.strip(), f"{page.relative_to(ROOT)}: a curl example without its output"
            found.setdefault(str(page.relative_to(ROOT)), []).append(
                (command[2:], output.rstrip("\n")))
    return found


def console_examples() -> list[tuple[str, str]]:
    """(command, output) of every curl console block of the README and the docs pages."""
    return [example for examples in console_examples_by_page().values() for example in examples]


@dataclass
class Curl:
    method: str = "GET"
    path: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    body: str | None = None
    include_headers: bool = False
    head_bytes: int | None = None
    grep: re.Pattern[str] | None = None


def parse(command: str) -> Curl:
    """``curl -s[i] [-X M] [-H 'K: V'] [-d 'json'] URL`` then ``| head -c N; echo`` or
    ``| grep -iE 'regex'``."""
    stages = command.split(" | ")
    words = shlex.split(stages[0])
    assert words[0] == "curl", command
    curl, rest = Curl(), iter(words[1:])
    for word in rest:
        if word in ("-s", "-si"):
            curl.include_headers = word == "-si"
        elif word == "-X":
            curl.method = next(rest)
        elif word == "-H":
            name, _, value = next(rest).partition(": ")
            curl.headers[name] = value
        elif word == "-d":
            curl.body = next(rest)
            curl.method = "POST" if curl.method == "GET" else curl.method
        elif word.startswith(BASE):
            curl.path = word.removeprefix(BASE)
        else:
            raise AssertionError(f"curl option {word!r} is not understood: {command}")
    for stage in stages[1:]:
        if match := re.fullmatch(r"head -c (\d+); echo", stage):
            curl.head_bytes = int(match[1])
        elif match := re.fullmatch(r"grep -iE '(.+)'", stage):
            curl.grep = re.compile(match[1], re.IGNORECASE)
        else:
            raise AssertionError(f"pipeline stage {stage!r} is not understood: {command}")
    return curl


def replay(client: FlaskClient, curl: Curl) -> str:
    response = client.open(curl.path, method=curl.method, headers=curl.headers,
                           data=curl.body)
    body = response.get_data(as_text=True)
    if curl.head_bytes is not None:
        body = response.get_data()[: curl.head_bytes].decode("utf-8", errors="replace")
    lines = body.splitlines()
    if curl.include_headers:
        lines = ([f"HTTP/1.1 {response.status}"]
                 + [f"{name}: {value}" for name, value in response.headers.items()]
                 + [""] + lines)
    if curl.grep is not None:
        lines = [line for line in lines if curl.grep.search(line)]
    return "\n".join(lines)


EXAMPLES = console_examples()


def test_the_examples_are_where_the_pages_say() -> None:
    counts = {page: len(examples) for page, examples in console_examples_by_page().items()}
    assert EXPECTED.keys() <= counts.keys(), counts
    assert all(counts[page] >= least for page, least in EXPECTED.items()), counts


def test_every_operation_has_an_example() -> None:
    paths = {parse(command).path.split("/")[2] for command, _ in EXAMPLES
             if parse(command).path.startswith("/v1/")}
    assert paths >= {"rulesets", "legal-plays", "play-verdicts", "trick-results", "declarations",
                     "declaration-verdicts", "hand-scores", "match-scores", "auction-states",
                     "deals", "hand-adjudications", "positions", "turns"}


def test_each_operation_of_the_readme_table_has_its_example_on_the_api_page() -> None:
    """The README's table links each operation of the contract (the batch forms apart, which
    share their single operation's example) to its example in docs/http-api.md."""
    readme = README.read_text(encoding="utf-8")
    page = (ROOT / "docs" / "http-api.md").read_text(encoding="utf-8")
    linked = re.findall(r"\[`(\w+)`\]\(docs/http-api\.md#(\w+)\)", readme)
    contract = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    operations = {operation["operationId"] for path in contract["paths"].values()
                  for operation in path.values() if isinstance(operation, dict)}
    assert sorted(o for o, _ in linked) == sorted(
        o for o in operations if not o.endswith("Batch")), linked
    for operation, anchor in linked:
        assert anchor == operation.lower()
        assert f"\n### `{operation}`\n" in page, operation


@pytest.mark.parametrize(("command", "output"), EXAMPLES,
                         ids=[f"{i}-{parse(c).path}" for i, (c, _) in enumerate(EXAMPLES)])
def test_a_readme_example_prints_what_the_service_answers(
    client: FlaskClient, command: str, output: str
) -> None:
    assert replay(client, parse(command)) == output, command
