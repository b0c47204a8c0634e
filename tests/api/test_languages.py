"""Messages in English, Spanish, Italian and Portuguese, chosen by Accept-Language.

The samples are the documented examples (README.md and docs/, as
tests/api/test_readme_examples.py finds them: one or more of every message family: violations,
offers, declaration and bid verdicts, an action error, field errors, an impossible position, a
404), each asked for in every language: the answer is the same but for its human-readable
texts, which are the catalog's, in the language that Content-Language names; ``params`` never
change.
"""

from __future__ import annotations

from typing import Any

import orjson
import pytest
from flask.testing import FlaskClient
from tute import Suit
from tute.messages import LANGUAGES, msg, render

from tests.api.test_readme_examples import console_examples, parse

TEXTS = ("message", "title", "detail")
#: the documented examples that answer messages (a problem or a POST), by path
SAMPLES = [parse(command) for command, _ in console_examples()
           if not parse(command).include_headers and parse(command).head_bytes is None
           and (parse(command).method == "POST" or "tute-lunar" in parse(command).path)]


def ask(client: FlaskClient, path: str, body: str | None, language: str | None,
        method: str = "POST") -> tuple[int, dict[str, str], Any]:
    headers = {"Content-Type": "application/json"}
    if language is not None:
        headers["Accept-Language"] = language
    response = client.open(path, method=method, headers=headers, data=body)
    return response.status_code, dict(response.headers), orjson.loads(response.data)


def texts(document: Any, where: str = "") -> dict[str, str]:
    """Every human-readable text of an answer, by its JSON pointer."""
    found: dict[str, str] = {}
    if isinstance(document, dict):
        for key, value in document.items():
            if key in TEXTS and isinstance(value, str):
                found[f"{where}/{key}"] = value
            else:
                found.update(texts(value, f"{where}/{key}"))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found.update(texts(value, f"{where}/{index}"))
    return found


def without_texts(document: Any) -> Any:
    if isinstance(document, dict):
        return {key: "" if key in TEXTS else without_texts(value)
                for key, value in document.items()}
    if isinstance(document, list):
        return [without_texts(value) for value in document]
    return document


def test_the_samples_cover_every_message_family() -> None:
    paths = {sample.path for sample in SAMPLES}
    assert {"/v1/legal-plays", "/v1/play-verdicts", "/v1/declarations",
            "/v1/declaration-verdicts", "/v1/auction-states", "/v1/hand-adjudications",
            "/v1/rulesets/tute-lunar"} <= paths


@pytest.mark.parametrize("language", LANGUAGES[1:])
@pytest.mark.parametrize("sample", SAMPLES, ids=[f"{i}-{s.path}" for i, s in enumerate(SAMPLES)])
def test_an_answer_differs_in_its_texts_only(client: FlaskClient, sample: Any,
                                             language: str) -> None:
    status, _, english = ask(client, sample.path, sample.body, None, sample.method)
    status_there, headers, answer = ask(client, sample.path, sample.body, language,
                                        sample.method)
    assert status_there == status
    assert headers["Content-Language"] == language
    assert "Accept-Language" in headers["Vary"]
    # the same codes, fields and params; only the texts are translated
    assert without_texts(answer) == without_texts(english)
    english_texts, translated = texts(english), texts(answer)
    assert english_texts.keys() == translated.keys()
    if translated:  # (a deal or a score has no message)
        assert any(translated[key] != english_texts[key] for key in translated), translated


def test_english_is_the_default_and_says_so(client: FlaskClient) -> None:
    sample = next(s for s in SAMPLES if s.path == "/v1/declarations")
    _, headers, default = ask(client, sample.path, sample.body, None)
    _, _, english = ask(client, sample.path, sample.body, "en")
    assert headers["Content-Language"] == "en" and "Accept-Language" in headers["Vary"]
    assert default == english
    assert default["available"][0]["message"] == "20 in C"


@pytest.mark.parametrize(("header", "language"), [
    ("es", "es"), ("it", "it"), ("pt", "pt"), ("en", "en"),
    ("es-AR", "es"), ("pt-BR,pt;q=0.9,en;q=0.8", "pt"), ("es-AR, en;q=0.5", "es"),
    ("fr, it;q=0.8, es;q=0.5", "it"), ("en;q=0.1, pt;q=0.9", "pt"), ("es;q=0, it", "it"),
    ("de", "en"), ("*", "en"), ("de, *;q=0.5, it;q=0.4", "en"), ("ES", "es"), ("", "en"),
    ("es;q=nonsense", "en"),
])
def test_accept_language_is_read_with_its_q_values(client: FlaskClient, header: str,
                                                   language: str) -> None:
    """RFC 9110 12.5.4: ranges by quality, a regional tag by its language, q=0 refuses."""
    sample = next(s for s in SAMPLES if s.path == "/v1/declarations")
    _, headers, _ = ask(client, sample.path, sample.body, header)
    assert headers["Content-Language"] == language


def test_a_problem_is_in_the_language_too(client: FlaskClient) -> None:
    status, headers, english = ask(client, "/v1/rulesets/tute-lunar", None, None, "GET")
    _, _, spanish = ask(client, "/v1/rulesets/tute-lunar", None, "es", "GET")
    assert status == 404 and headers["Content-Language"] == "en"
    assert spanish["code"] == english["code"] == "UNKNOWN_RULESET"
    assert spanish["title"] != english["title"] and spanish["detail"] != english["detail"]
    assert spanish["known_rulesets"] == english["known_rulesets"]


def test_answers_without_messages_say_no_language(client: FlaskClient) -> None:
    """The contract is the same for everyone (and cached by its ETag): no Content-Language,
    no Vary on Accept-Language. (The rulesets answer in the reader's language:
    tests/api/test_ruleset_languages.py.)"""
    response = client.get("/openapi.json", headers={"Accept-Language": "es"})
    assert response.status_code == 200
    assert "Content-Language" not in response.headers
    assert "Accept-Language" not in response.headers.get("Vary", "")


@pytest.mark.parametrize("language", LANGUAGES)
def test_suits_are_the_languages_nouns(language: str) -> None:
    """English keeps the contract's letters; the others say the suit."""
    nouns = [render(msg("{suit}", suit=suit), language) for suit in Suit]
    if language == "en":
        assert nouns == ["O", "C", "E", "B"]
    else:
        assert all(len(noun) > 1 for noun in nouns) and len(set(nouns)) == 4


#: One text of each family in each language, as the catalogs say it in the game's own words
#: (Spanish 002: asistir, las veinte, baza, puja; Italian 000: le venti, presa, rispondere al
#: seme, posto; Portuguese 003: servir, vaza, cante, licitar).
GOLDEN = {
    ("/v1/play-verdicts", "/violations/0/message"): {
        "en": "you hold a card of the led suit and must follow it",
        "es": "tienes una carta del palo de salida y debes asistir",
        "it": "hai una carta del seme di uscita e devi rispondere al seme",
        "pt": "tens uma carta do naipe de saída e tens de servir"},
    ("/v1/declarations", "/available/0/message"): {
        "en": "20 in C", "es": "las veinte en copas", "it": "le venti a coppe",
        "pt": "cante de 20 em copas"},
    ("/v1/declaration-verdicts", "/message"): {
        "en": "no trick has been won yet in this hand",
        "es": "aún no se ha ganado ninguna baza en esta mano",
        "it": "in questa mano non è stata ancora vinta nessuna presa",
        "pt": "ainda não se ganhou nenhuma vaza nesta mão"},
    ("/v1/auction-states", "/verdict/message"): {
        "en": "seat 3 bids 75", "es": "el asiento 3 puja 75", "it": "il posto 3 offre 75",
        "pt": "o lugar 3 licita 75"},
    ("/v1/hand-adjudications", "/error/message"): {
        "en": "seat 1 does not hold 3O", "es": "el asiento 1 no tiene 3O",
        "it": "il posto 1 non ha in mano 3O", "pt": "o lugar 1 não tem 3O"},
    ("/v1/rulesets/tute-lunar", "/title"): {
        "en": "Unknown ruleset", "es": "Modalidad desconocida",
        "it": "Regolamento sconosciuto", "pt": "Conjunto de regras desconhecido"},
}


def _at(document: Any, pointer: str) -> Any:
    for token in pointer.strip("/").split("/"):
        document = document[int(token)] if isinstance(document, list) else document[token]
    return document


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("path", "pointer"), list(GOLDEN))
def test_a_text_of_each_family_in_each_language(client: FlaskClient, path: str, pointer: str,
                                                language: str) -> None:
    sample = next(s for s in SAMPLES if s.path == path)
    _, _, answer = ask(client, sample.path, sample.body, language, sample.method)
    assert _at(answer, pointer) == GOLDEN[path, pointer][language]


def test_params_name_the_values_of_the_message(client: FlaskClient) -> None:
    """An app can write its own text from the code and the params."""
    sample = next(s for s in SAMPLES if s.path == "/v1/declarations")
    _, _, answer = ask(client, sample.path, sample.body, "it")
    assert answer["available"][0]["params"] == {"points": 20, "suit": "C"}
    sample = next(s for s in SAMPLES if s.path == "/v1/hand-adjudications")
    _, _, answer = ask(client, sample.path, sample.body, "pt")
    assert (answer["error"]["code"], answer["error"]["params"]) == (
        "CARD_NOT_IN_HAND", {"seat": 1, "card": "3O"})
