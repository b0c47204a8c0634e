"""The README's console examples ("First answer in five minutes", "HTTP API" and "Errors") show
the service's real answers.

Each ```console block there is one curl command against ``127.0.0.1:8000`` and its output. The
command is replayed through the app (Flask's test client sends the same bytes gunicorn would)
and its output must be the README's, byte for byte, so the documented JSON cannot drift from
the code. Only the curl forms the README uses are understood; a new form fails loudly here.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from flask.testing import FlaskClient

README = Path(__file__).resolve().parents[2] / "README.md"
SECTIONS = ("First answer in five minutes", "HTTP API", "Errors")
BASE = "http://127.0.0.1:8000"


def section(text: str, title: str) -> str:
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


def console_examples() -> list[tuple[str, str]]:
    """(command, output) of every console block of the sections."""
    text = README.read_text(encoding="utf-8")
    found = []
    for title in SECTIONS:
        for block in re.findall(r"```console\n(.*?)```\n", section(text, title), flags=re.S):
            command, _, output = block.partition("\n")
            assert command.startswith("$ "), block
            found.append((command[2:], output.rstrip("\n")))
    return found


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


def test_the_sections_have_an_example_per_operation() -> None:
    paths = {parse(command).path.split("/")[2] for command, _ in EXAMPLES
             if parse(command).path.startswith("/v1/")}
    assert paths >= {"rulesets", "legal-plays", "play-verdicts", "trick-results", "declarations",
                     "declaration-verdicts", "hand-scores", "match-scores", "auction-states",
                     "deals", "hand-adjudications", "positions"}


@pytest.mark.parametrize(("command", "output"), EXAMPLES,
                         ids=[f"{i}-{parse(c).path}" for i, (c, _) in enumerate(EXAMPLES)])
def test_a_readme_example_prints_what_the_service_answers(
    client: FlaskClient, command: str, output: str
) -> None:
    assert replay(client, parse(command)) == output, command
