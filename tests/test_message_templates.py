"""Every message names its template (issue 25, item 6): the id is stable and one per template,
every answer's message carries it, and docs/message-templates.md is what
scripts/message_templates.py makes from the catalogs and the source now."""

from __future__ import annotations

import difflib
import re
import subprocess
import sys
from pathlib import Path

from flask.testing import FlaskClient
from tute.api import create_app
from tute.messages import PARAM_TYPES, msg, template_id

from tests.contract.live_server import ROOT

PAGE = ROOT / "docs" / "message-templates.md"
SCRIPT = ROOT / "scripts" / "message_templates.py"
sys.path.insert(0, str(SCRIPT.parent))
import message_templates  # noqa: E402  (the generator, from scripts/)


def test_the_committed_reference_matches_a_fresh_generation(tmp_path: Path) -> None:
    out = tmp_path / "message-templates.md"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(out)], check=True,
                   capture_output=True, cwd=ROOT)
    new, old = out.read_text(encoding="utf-8"), PAGE.read_text(encoding="utf-8")
    assert new == old, (
        "docs/message-templates.md is stale: run ./scripts/generate.sh message_templates and "
        "commit the result\n" + "".join(difflib.unified_diff(
            old.splitlines(True), new.splitlines(True), "committed", "regenerated", n=0))[:3000])


def test_every_template_is_listed_once_with_a_distinct_id() -> None:
    templates, texts = message_templates.catalogs()
    ids = [template_id(t) for t in templates]
    assert len(set(ids)) == len(ids) == len(templates) > 250
    page = PAGE.read_text(encoding="utf-8")
    listed = re.findall(r"^\| `(t[0-9a-f]{10})` \|", page, flags=re.M)
    assert sorted(listed) == sorted(ids)
    for language, catalog in texts.items():
        assert set(templates) <= catalog.keys(), language


def test_every_param_has_a_type() -> None:
    templates, _ = message_templates.catalogs()
    used = {name for t in templates for name in message_templates.params(t)}
    assert used <= PARAM_TYPES.keys(), used - PARAM_TYPES.keys()
    assert PARAM_TYPES.keys() <= used, PARAM_TYPES.keys() - used  # no stale entry


def test_the_id_is_stable() -> None:
    """The same template gives the same id in every process and language: a digest of the
    English template, not of an object or a run."""
    assert template_id("seat {seat} does not hold {card}") == "t" + __import__(
        "hashlib").sha256(b"seat {seat} does not hold {card}").hexdigest()[:10]
    assert msg("seat {seat} does not hold {card}", seat=1, card="3O").template_id == (
        template_id("seat {seat} does not hold {card}"))


def test_one_code_several_templates_each_named() -> None:
    """docs/messages.md's promise: CARD_NOT_IN_HAND comes with several templates whose params
    differ; the answer names which one, so an app keyed by template id fills in the right
    params. The source reading finds the codes of most templates."""
    codes = message_templates.source_codes()
    not_in_hand = [t for t, c in codes.items() if "CARD_NOT_IN_HAND" in c]
    assert len(not_in_hand) >= 2
    assert len({template_id(t) for t in not_in_hand}) == len(not_in_hand)



def test_the_codes_given_away_from_the_message_are_found() -> None:
    """Issue 25, item 6: a template's code is often given a line or a function away from its
    text. Each way the source pairs them is read: a (code, message) pair returned, a code kept
    in a local variable, a code chosen by a conditional, a message made by a function, a
    ValidationError's field error, marshmallow's own templates."""
    codes = message_templates.source_codes()
    assert codes["it is seat {to_act}'s turn, not seat {seat}'s"] == {"NOT_YOUR_TURN"}
    assert codes["trumps are named once, by the auction winner, after it"] == {
        "TRUMP_ALREADY_NAMED", "UNEXPECTED_ACTION"}
    assert codes["a trick has {expected} cards, one per seat that plays; got {got}"] == {
        "TRICK_INCOMPLETE", "TRICK_TOO_LONG"}
    assert codes["{card} is in no hand, nor in the stock"] == {"MISSING_CARD"}
    assert codes["not with a seed: give the seed or the cards"] == {"FIELD_INVALID"}
    assert codes["Field may not be null."] == {"FIELD_NULL"}
    assert codes["Malformed JSON"] == {"MALFORMED_JSON"}  # a title: its kind's code only

def test_answers_and_problems_carry_the_template_id() -> None:
    client: FlaskClient = create_app({}).test_client()
    record = {"ruleset": "tute-dos", "deal": {"seed": 42}, "actions": [
        {"seat": 1, "kind": "play", "card": "1C"}, {"seat": 0, "kind": "play", "card": "12O"},
        {"seat": 1, "kind": "declare", "declaration": "marriage", "suit": "E"},
        {"seat": 1, "kind": "play", "card": "3O"}]}
    for language in ("en", "es"):
        judged = client.post("/v1/hand-adjudications", json=record,
                             headers={"Accept-Language": language}).get_json()
        error = judged["error"]
        assert error["code"] == "CARD_NOT_IN_HAND"
        assert error["template_id"] == template_id("seat {seat} does not hold {card}")
    bad = client.post("/v1/legal-plays", json={
        "ruleset": "tute-dos", "trump": "B", "seat": 0, "hand": ["1B", "1B", "12C"],
        "trick": [{"seat": 0, "card": "3C"}]}).get_json()
    assert bad["detail_template_id"] == template_id(
        "{count} problem(s) make this state impossible")
    assert [e["template_id"] for e in bad["errors"]] == [
        template_id("{card} is already at {where}"),
        template_id("seat {seat} cannot play card {index} of this trick: seat {expected} "
                    "plays it in playing order")]
    plays = client.post("/v1/legal-plays", json={
        "ruleset": "tute-parejas", "trump": "O", "seat": 2, "hand": ["1C", "2C", "12E", "5O"],
        "trick": [{"seat": 0, "card": "3C"}, {"seat": 1, "card": "4O"}]}).get_json()
    violation = plays["excluded"][0]["violations"][0]
    assert violation["template_id"] == template_id(
        "you hold a card of the led suit and must follow it")
