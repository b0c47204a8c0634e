"""Messages in the caller's language through the Python SDK: ``create_client(url, language=...)``.

The helper sends the language as ``Accept-Language``; the service answers every human-readable
text (offers, violations, problems and their field errors) in it, says which in
``Content-Language``, and puts the values of each text in its ``params`` (a ``MessageParams``:
a mapping, ``to_dict()``), which are the same in every language. The bodies are the documented
examples (tests/api/test_languages.py asks them of the Flask app; here they go through the
generated models and a live gunicorn), the texts that file's GOLDEN ones.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import re

import pytest
from tute_rules_client.api.declarations import list_declarations
from tute_rules_client.api.play import list_legal_plays, validate_play
from tute_rules_client.api.rulesets import get_ruleset
from tute_rules_client.models import (
    DeclarationContext,
    MessageParams,
    PlayRequest,
    Position,
    ProblemCode,
    Suit,
    ViolationCode,
)
from tute_rules_helpers import ProblemError, create_client, unwrap

from tests.api.test_languages import GOLDEN, SAMPLES
from tests.contract.live_server import LiveServer

from .conftest import PYTHON_SDK

pytestmark = pytest.mark.live

OFFER = ("/v1/declarations", "/available/0/message")
VIOLATION = ("/v1/play-verdicts", "/violations/0/message")


def readme_body(path: str) -> str:
    """The body of the documented example of ``path`` (JSON text)."""
    body = next(sample.body for sample in SAMPLES if sample.path == path)
    assert body is not None
    return body


#: the declarations example (docs/http-api.md): seat 0 of tute-dos just won a trick holding 12C
#: and 11C
DECLARATIONS = DeclarationContext.from_dict(json.loads(readme_body("/v1/declarations")))
#: the play-verdict example (docs/http-api.md): seat 2 of tute-parejas plays 5O on a copas lead,
#: holding copas
PLAY = PlayRequest.from_dict(json.loads(readme_body("/v1/play-verdicts")))
#: a hand with two cards twice
TWICE = Position(ruleset="tute-dos", trump=Suit.O, seat=0, hand=["1C", "1C", "3E", "3E"])


@pytest.mark.parametrize("language", ["es", "it", "pt", "en", None])
def test_an_offer_comes_in_the_asked_language_with_its_params(server: LiveServer,
                                                              language: str | None) -> None:
    with create_client(server.url, language=language) as client:
        offers = unwrap(list_declarations.sync_detailed(client=client, body=DECLARATIONS))
    offer = offers.available[0]
    assert offer.message == GOLDEN[OFFER][language or "en"]
    # the values of the text, the same in every language: a mapping of name -> JSON value
    assert isinstance(offer.params, MessageParams)
    assert offer.params.to_dict() == offer.params.additional_properties == {"points": 20,
                                                                           "suit": "C"}
    assert offer.params["points"] == 20 and offer.params["suit"] == Suit.C.value
    assert sorted(offer.params.additional_keys) == ["points", "suit"]


def test_the_answer_says_its_language_and_keeps_the_callers_headers(server: LiveServer) -> None:
    with create_client(server.url, language="es",
                       headers={"X-Request-ID": "sdk-language-1"}) as client:
        response = list_declarations.sync_detailed(client=client, body=DECLARATIONS)
    assert response.status_code == 200
    assert response.headers["Content-Language"] == "es"
    assert "Accept-Language" in response.headers["Vary"]
    assert response.headers["X-Request-ID"] == "sdk-language-1"  # the caller's header went too


def test_a_language_list_with_q_values_and_the_asyncio_twin(server: LiveServer) -> None:
    async def ask() -> tuple[str, str]:
        async with create_client(server.url, language="fr, pt-BR;q=0.9, en;q=0.5") as client:
            response = await list_declarations.asyncio_detailed(client=client, body=DECLARATIONS)
            return response.headers["Content-Language"], unwrap(response).available[0].message

    assert asyncio.run(ask()) == ("pt", GOLDEN[OFFER]["pt"])


def test_a_play_verdicts_violation_in_spanish(server: LiveServer) -> None:
    with create_client(server.url, language="es") as client:
        verdict = unwrap(validate_play.sync_detailed(client=client, body=PLAY))
    assert not verdict.legal
    violation = verdict.violations[0]
    assert violation.code is ViolationCode.MUST_FOLLOW_SUIT
    assert violation.message == GOLDEN[VIOLATION]["es"]  # "... y debes asistir"
    assert violation.params.to_dict() == {}


def test_a_problem_error_names_every_field_error_in_spanish(server: LiveServer) -> None:
    with create_client(server.url, language="es") as client, \
            pytest.raises(ProblemError) as raised:
        unwrap(list_legal_plays.sync_detailed(client=client, body=TWICE))
    error = raised.value
    # the codes and fields are the contract's, whatever the language; the texts are Spanish
    assert (error.status, error.code) == (422, ProblemCode.IMPOSSIBLE_POSITION)
    assert error.problem.title == "Posición imposible"
    assert error.detail == "2 problema(s) hacen imposible este estado"
    assert [(item.field, item.code, item.message, item.params.to_dict())
            for item in error.errors] == [
        ("/hand/1", "DUPLICATE_CARD", "1C ya está en /hand/0",
         {"card": "1C", "where": "/hand/0"}),
        ("/hand/3", "DUPLICATE_CARD", "3E ya está en /hand/2",
         {"card": "3E", "where": "/hand/2"}),
    ]
    assert str(error) == (
        "422 IMPOSSIBLE_POSITION: 2 problema(s) hacen imposible este estado "
        "[/hand/1 DUPLICATE_CARD: 1C ya está en /hand/0; "
        "/hand/3 DUPLICATE_CARD: 3E ya está en /hand/2]")


def test_a_404_in_spanish(server: LiveServer) -> None:
    with create_client(server.url, language="es") as client, \
            pytest.raises(ProblemError) as raised:
        unwrap(get_ruleset.sync_detailed("tute-lunar", client=client))
    assert raised.value.code is ProblemCode.UNKNOWN_RULESET
    assert raised.value.problem.title == GOLDEN["/v1/rulesets/tute-lunar", "/title"]["es"]


def test_the_readme_language_example_prints_what_it_says(server: LiveServer) -> None:
    """clients/python/README.md's "Messages in your language" block runs (``url`` given) and
    prints what its ``# ...`` comments say."""
    readme = (PYTHON_SDK / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("\n## Messages in your language\n"):]
    section = section[:section.find("\n## ", 1)]
    block = re.search(r"^```python\n(.*?)^```$", section, re.MULTILINE | re.DOTALL)
    assert block, "no python block in the README's 'Messages in your language' section"
    code = block.group(1)
    expected = re.findall(r"^print\(.*\)\s+# (.+)$", code, re.MULTILINE)
    assert expected
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(code, "README.md", "exec"), {"url": server.url})
    assert printed.getvalue().splitlines() == expected
