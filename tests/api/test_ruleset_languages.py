"""GET /v1/rulesets and /v1/rulesets/{id} in the reader's language (issue 25, item 7).

Names, descriptions and switch descriptions are answered in en, es, it or pt as
Accept-Language chooses (docs/messages.md: the same negotiation as every message), with
Content-Language, Vary: Accept-Language and an ETag per language; ids, switch names, values
and sources are never translated. The English texts are said once, in tute.rulesets; the
translations live in the catalogs (tute.api.ruleset_texts).
"""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from tute import SWITCHES, named_rulesets, ruleset_ids
from tute.api import ruleset_routes

LANGUAGES = ("en", "es", "it", "pt")
#: what a reader of each language finds in tute-dos's name (the game's words per language)
TUTE_DOS = {"en": "Tute for two", "es": "Tute para dos", "it": "Tute a due",
            "pt": "Tute a dois"}


def get(client: FlaskClient, path: str, language: str | None,
        **headers: str) -> tuple[Any, Any]:
    if language is not None:
        headers["Accept-Language"] = language
    response = client.get(path, headers=headers)
    return response, response.get_json(silent=True)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_list_is_in_the_readers_language(client: FlaskClient, language: str) -> None:
    response, body = get(client, "/v1/rulesets", language)
    assert response.status_code == 200
    assert response.headers["Content-Language"] == language
    assert "Accept-Language" in response.headers["Vary"]
    first = body["rulesets"][0]
    assert (first["id"], first["name"]) == ("tute-dos", TUTE_DOS[language])
    assert [r["id"] for r in body["rulesets"]] == list(ruleset_ids())
    english = {r.id: (r.name, r.description) for r in named_rulesets()}
    for summary in body["rulesets"]:
        if language == "en":
            assert (summary["name"], summary["description"]) == english[summary["id"]]
        else:  # every description is translated (a name may stay: Brisca, Guiñote)
            assert summary["description"] != english[summary["id"]][1]


@pytest.mark.parametrize("ruleset_id", ruleset_ids())
def test_every_switch_description_is_translated(client: FlaskClient, ruleset_id: str) -> None:
    _, english = get(client, f"/v1/rulesets/{ruleset_id}", "en")
    for language in LANGUAGES[1:]:
        response, body = get(client, f"/v1/rulesets/{ruleset_id}", language)
        assert response.headers["Content-Language"] == language
        assert body["description"] != english["description"]
        assert len(body["switches"]) == len(english["switches"]) == len(SWITCHES)
        for theirs, ours in zip(body["switches"], english["switches"], strict=True):
            # only the texts change: names, values, allowed values and sources stay
            assert {k: v for k, v in theirs.items() if k != "description"} == {
                k: v for k, v in ours.items() if k != "description"}
            assert theirs["description"] != ours["description"], (language, theirs["name"])
            assert theirs["name"] in SWITCHES


def test_the_language_is_negotiated_as_for_messages(client: FlaskClient) -> None:
    """es-AR is Spanish; q-values count; no header, `*` or an unknown language is English."""
    for header, language in (("es-AR", "es"), ("it;q=0.8, pt-BR", "pt"), ("*", "en"),
                             ("fr", "en"), (None, "en")):
        response, body = get(client, "/v1/rulesets/tute", header)
        assert response.headers["Content-Language"] == language, header
        assert body["name"] == TUTE_DOS[language]


def test_an_etag_per_language(client: FlaskClient) -> None:
    """Each language's answer has its own ETag: a cache keeps one per language (Vary), and a
    revalidation in the same language is a 304, in another a 200 in that language."""
    tags = {}
    for language in LANGUAGES:
        response, _ = get(client, "/v1/rulesets/tute-cabron", language)
        tags[language] = response.headers["ETag"]
        again, _ = get(client, "/v1/rulesets/tute-cabron", language)
        assert again.headers["ETag"] == tags[language]  # stable
        fresh, _ = get(client, "/v1/rulesets/tute-cabron", language,
                       **{"If-None-Match": tags[language]})
        assert fresh.status_code == 304 and fresh.get_data() == b""
        assert "Accept-Language" in fresh.headers["Vary"]
    assert len(set(tags.values())) == len(LANGUAGES)
    other, body = get(client, "/v1/rulesets/tute-cabron", "it", **{"If-None-Match": tags["es"]})
    assert other.status_code == 200 and other.headers["ETag"] == tags["it"]
    assert body["name"] == "Tute cabrón (perde chi sta in mezzo)"
    listing = {get(client, "/v1/rulesets", language)[0].headers["ETag"]
               for language in LANGUAGES}
    assert len(listing) == len(LANGUAGES)


def test_english_is_the_registrys_own_text() -> None:
    """The English answer is the registry's text as it is, so its ETag did not change."""
    for ruleset in named_rulesets():
        shown = ruleset_routes.show(ruleset.id)
        assert (shown["name"], shown["description"]) == (ruleset.name, ruleset.description)
        assert [s["description"] for s in shown["switches"]] == [
            s.description for s in SWITCHES.values()]
