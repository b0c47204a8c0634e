"""Each rule of the HTTP layer said in one place: the log format, the metrics directory's check,
the request's hooks, the cached answers, the one-pass fields' errors and the action codes.

- gunicorn's logger follows the app's ``log_format`` setting (tute.api.config), so a bad
  ``TUTE_LOG_FORMAT`` is refused once, in the config's words;
- ``/readyz`` judges the metrics directory by ``metrics_dir_message``, as the workers and
  ``/metrics`` do;
- the request ID is given and answered by the app's one before- and one after-request function;
- the contract and the ruleset answers share one cached, conditional answer;
- ``CardCodes`` and ``TrickCards`` raise Messages (no text to read back), answered as
  marshmallow's own texts are;
- each action code is described once, in its family.
"""

from __future__ import annotations

import logging
import os
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from gunicorn.config import Config  # type: ignore[import-untyped]
from tute.api import create_app, game_routes, play_routes, problems, ruleset_routes
from tute.api import field_messages as fm
from tute.api.accesslog import JsonAccessLogger, JsonFormatter, TextFormatter
from tute.api.caching import CachedAnswer, etag_of
from tute.api.config import ConfigError, load_settings
from tute.api.metrics import metrics_dir_message, metrics_dir_problem
from tute.codes import ACTION_ERRORS, BID_REFUSALS, DECLARATION_REFUSALS, VIOLATION_CODES
from tute.messages import render

from tests.conftest import BUILD
from tests.contract.live_server import BIN, ROOT

from .helpers import problem

# -- the log format: the app's setting -----------------------------------------------------------


@pytest.fixture
def gunicorn_loggers() -> Iterator[None]:
    """gunicorn's loggers as they were (a JsonAccessLogger sets their handlers)."""
    saved = {name: (list(log.handlers), log.propagate, log.level)
             for name in ("gunicorn.error", "gunicorn.access")
             for log in [logging.getLogger(name)]}
    yield
    for name, (handlers, propagate, level) in saved.items():
        log = logging.getLogger(name)
        for handler in list(log.handlers):
            if handler not in handlers:
                log.removeHandler(handler)
                handler.close()
        log.propagate, log.level = propagate, level


def gunicorn_config(*raw_env: str) -> Any:
    cfg = Config()
    cfg.set("errorlog", "-")
    if raw_env:
        cfg.set("raw_env", list(raw_env))
    return cfg


def error_formatters(logger: JsonAccessLogger) -> set[type[logging.Formatter]]:
    return {type(handler.formatter) for handler in logger.error_log.handlers
            if handler.formatter is not None}


@pytest.mark.usefixtures("gunicorn_loggers")
@pytest.mark.parametrize(("environment", "raw_env", "formatter"), [
    (None, (), TextFormatter),
    ("json", (), JsonFormatter),
    (" JSON ", (), JsonFormatter),  # as the settings read it
    # gunicorn's -e is the workers' environment too: the logger reads it as they will
    (None, ("TUTE_LOG_FORMAT=json",), JsonFormatter),
    ("json", ("TUTE_LOG_FORMAT=text",), TextFormatter),
])
def test_the_error_log_follows_the_log_format_setting(
        monkeypatch: pytest.MonkeyPatch, environment: str | None, raw_env: tuple[str, ...],
        formatter: type[logging.Formatter]) -> None:
    if environment is None:
        monkeypatch.delenv("TUTE_LOG_FORMAT", raising=False)
    else:
        monkeypatch.setenv("TUTE_LOG_FORMAT", environment)
    logger = JsonAccessLogger(gunicorn_config(*raw_env))
    assert error_formatters(logger) == {formatter}


@pytest.mark.usefixtures("gunicorn_loggers")
@pytest.mark.parametrize("raw_env", [(), ("TUTE_LOG_FORMAT=xml",)])
def test_a_bad_log_format_is_refused_in_the_settings_words(
        monkeypatch: pytest.MonkeyPatch, raw_env: tuple[str, ...]) -> None:
    if raw_env:
        monkeypatch.delenv("TUTE_LOG_FORMAT", raising=False)
    else:
        monkeypatch.setenv("TUTE_LOG_FORMAT", "xml")
    with pytest.raises(ConfigError) as refused:
        load_settings(dict(item.split("=", 1) for item in raw_env))
    with pytest.raises(SystemExit) as stopped:
        JsonAccessLogger(gunicorn_config(*raw_env))
    assert str(stopped.value) == f"gunicorn.conf.py: {refused.value}"
    assert str(refused.value) == "TUTE_LOG_FORMAT must be text or json, not 'xml'"


@pytest.mark.usefixtures("gunicorn_loggers")
def test_a_reload_with_a_bad_log_format_keeps_the_logger(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On SIGHUP gunicorn sets its logger up again and keeps the old one when that raises an
    Exception (a SystemExit would stop the master)."""
    monkeypatch.setenv("TUTE_LOG_FORMAT", "json")
    logger = JsonAccessLogger(gunicorn_config())
    handlers = list(logger.error_log.handlers)
    with pytest.raises(ConfigError, match="TUTE_LOG_FORMAT"):
        logger.setup(gunicorn_config("TUTE_LOG_FORMAT=xml"))
    assert logger.error_log.handlers == handlers
    assert error_formatters(logger) == {JsonFormatter}


@pytest.mark.live
def test_gunicorn_refuses_a_bad_log_format_in_one_line(tmp_path: Path) -> None:
    # TMPDIR: where the config makes its own metrics directory, which a refused start removes
    env = {**os.environ, "TUTE_LOG_FORMAT": "xml", "TUTE_WORKERS": "1",
           "TUTE_BIND": "127.0.0.1:0", "TMPDIR": str(tmp_path)}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    result = subprocess.run(
        [str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py", "--no-control-socket",
         "tute.api.wsgi:app"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
        check=False)
    assert result.returncode != 0
    lines = (result.stdout + result.stderr).strip().splitlines()
    assert lines == ["gunicorn.conf.py: TUTE_LOG_FORMAT must be text or json, not 'xml'"]
    assert list(tmp_path.iterdir()) == []


# -- /readyz: the metrics directory by metrics_dir_message ----------------------------------------


def _refusing_directory(tmp_path: Path) -> str:
    """A directory where no file can be made, though it is one (and may look writable)."""
    if os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        return str(locked)
    # root writes wherever the mode bits say no; sysfs refuses new files even to root, while
    # os.access calls it writable (the old check of /readyz said ready)
    try:
        with tempfile.TemporaryFile(dir="/sys"):
            pass
    except OSError:
        return "/sys"
    pytest.skip("no directory here refuses files to this user")


@pytest.mark.parametrize("kind", ["missing", "a file", "refusing files"])
def test_readyz_and_the_metrics_check_agree(
        client: FlaskClient, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, kind: str) -> None:
    if kind == "missing":
        directory = str(tmp_path / "gone")
    elif kind == "a file":
        (tmp_path / "file").write_text("not a directory\n")
        directory = str(tmp_path / "file")
    else:
        directory = _refusing_directory(tmp_path)
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", directory)
    body = problem(client.get("/readyz"), 503, "NOT_READY")
    shared = metrics_dir_message(directory, create=False)
    assert shared is not None
    assert body["detail"] == render(shared) == str(shared)
    assert body["detail"].startswith(f"PROMETHEUS_MULTIPROC_DIR={directory} is not a usable")
    if kind == "missing":
        assert not os.path.exists(directory)  # a probe only looks
    else:
        # what a worker logs when it cannot start, word for word
        assert metrics_dir_problem(directory) == body["detail"]


def test_readyz_is_ready_where_the_metrics_check_passes(
        client: FlaskClient, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    directory = str(tmp_path / "metrics")
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", directory)
    assert client.get("/readyz").status_code == 503
    assert metrics_dir_problem(directory) is None  # a worker re-creates it
    assert client.get("/readyz").get_json() == {"status": "ready", "engine": BUILD}


# -- the request's hooks: one each way ------------------------------------------------------------


@pytest.mark.parametrize("cors", ["", "https://game.example"])
def test_one_before_and_one_after_request_function_of_the_app(cors: str) -> None:
    app = create_app({"TUTE_CORS_ORIGINS": cors})
    assert len(app.before_request_funcs[None]) == 1
    # flask-cors adds its own, which runs first
    assert len(app.after_request_funcs[None]) == (2 if cors else 1)


@pytest.mark.parametrize(("method", "path", "body", "headers", "status"), [
    ("POST", "/v1/legal-plays", {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": ["1O"]},
     {}, 200),
    ("POST", "/v1/legal-plays", {"ruleset": "x"}, {}, 422),
    ("POST", "/v1/legal-plays", {}, {"Accept": "text/html"}, 406),  # refused by the checks
    ("GET", "/v1/rulesets", None, {"Origin": "https://game.example"}, 200),
    ("GET", "/v1/nothing", None, {}, 404),
    ("GET", "/readyz", None, {}, 200),
])
def test_the_request_id_is_the_last_header_of_every_answer(
        method: str, path: str, body: Any, headers: dict[str, str], status: int) -> None:
    client = create_app({"TUTE_CORS_ORIGINS": "https://game.example"}).test_client()
    response = client.open(path, method=method, json=body,
                           headers={**headers, "X-Request-ID": "one-source",
                                    "Accept-Language": "es"})
    assert response.status_code == status
    assert list(response.headers)[-1] == ("X-Request-ID", "one-source")


# -- the operations' decorator stack: applied once, from a table ---------------------------------


@pytest.mark.parametrize("module", [game_routes, play_routes], ids=lambda m: m.__name__)
def test_every_operation_of_the_module_is_a_row_of_its_table(module: Any) -> None:
    """Issue 23, item 4: the same five decorators and wrapper were written out on every view
    (65 repeated runs in game_routes.py); each operation is now a row registered by
    tute.api.operations, whose view counts its evaluation and calls the row's handler."""
    app = create_app({"TUTE_CORS_ORIGINS": ""})
    names = {blp.name for blp in getattr(module, "BLUEPRINTS", (getattr(module, "blp", None),))}
    endpoints = {rule.endpoint for rule in app.url_map.iter_rules()
                 if rule.endpoint.partition(".")[0] in names}
    rows = {f"{row.blp.name}.{row.operation_id}" for row in module.OPERATIONS}
    assert endpoints == rows and len(rows) == len(module.OPERATIONS)
    assert set(module.VIEWS) == {row.operation_id for row in module.OPERATIONS}
    for row in module.OPERATIONS:
        doc = app.view_functions[f"{row.blp.name}.{row.operation_id}"]._apidoc
        assert doc["manual_doc"]["operationId"] == row.operation_id
        assert set(doc["manual_doc"]["responses"]) >= {400, 413, 415, 422}
        assert set(doc["response"]["responses"]) == {200}


# -- cached answers: one implementation -----------------------------------------------------------


def test_a_cached_answer_is_conditional(app: Flask) -> None:
    answer = CachedAnswer(b"some bytes\n", "application/yaml")
    assert answer.tag == etag_of(b"some bytes\n")
    with app.test_request_context("/"):
        full = answer.response()
    assert (full.status_code, full.get_data(), full.mimetype) == (
        200, b"some bytes\n", "application/yaml")
    assert full.headers["ETag"] == f'"{answer.tag}"'
    assert full.headers["Cache-Control"] == "public, max-age=300"
    for given in (f'"{answer.tag}"', f'W/"{answer.tag}"', "*", f'"other", "{answer.tag}"'):
        with app.test_request_context("/", headers={"If-None-Match": given}):
            fresh = answer.response()
        assert (fresh.status_code, fresh.get_data()) == (304, b"")
        assert fresh.headers["ETag"] == full.headers["ETag"]
        assert fresh.headers["Cache-Control"] == "public, max-age=300"
    with app.test_request_context("/", headers={"If-None-Match": '"other"'}):
        assert answer.response().status_code == 200


def test_the_contract_and_the_rulesets_share_the_cached_answer(client: FlaskClient) -> None:
    for path, mimetype in (("/openapi.json", "application/json"),
                           ("/openapi.yaml", "application/yaml"),
                           ("/v1/rulesets", "application/json"),
                           ("/v1/rulesets/tute", "application/json")):
        first = client.get(path)
        assert first.status_code == 200 and first.mimetype == mimetype
        assert first.headers["ETag"] == f'"{etag_of(first.get_data())}"'
        again = client.get(path, headers={"If-None-Match": first.headers["ETag"]})
        assert again.status_code == 304 and again.get_data() == b""
    assert all(isinstance(cached, CachedAnswer) for cached in (
        *ruleset_routes._LISTS.values(), *ruleset_routes._DETAILS.values()))
    assert set(ruleset_routes._DETAILS) >= {("tute-dos", "en")}  # "tute" is an alias


# -- the one-pass fields' errors: Messages, answered as marshmallow's texts --------------------


def test_fill_gives_the_message_a_text_reads_back_as() -> None:
    assert fm.fill(fm.LENGTH_MAX, max=20) == fm.known_field_message(
        "Longer than maximum length 20.")
    assert fm.fill(fm.RANGE, max=5, min=0) == fm.known_field_message(
        "Must be greater than or equal to 0 and less than or equal to 5.")
    with pytest.raises(ValueError, match="max"):
        fm.fill(fm.LENGTH_MAX, maximum=20)


POSITION = {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": ["1O"]}


@pytest.mark.parametrize(("body", "errors"), [
    ({**POSITION, "hand": "1O"},
     [("FIELD_INVALID", "/hand", "Not a valid list.", {})]),
    ({**POSITION, "hand": ["1O"] * 21},
     [("FIELD_INVALID", "/hand", "Longer than maximum length 20.", {"max": 20})]),
    ({**POSITION, "hand": [None, 1, "1o"]},
     [("FIELD_NULL", "/hand/0", "Field may not be null.", {}),
      ("FIELD_INVALID", "/hand/1", "Not a valid string.", {}),
      ("FIELD_INVALID", "/hand/2", "not a card code: rank 1-7, 10, 11 or 12, then O, C, E or B "
                                   "(upper case), e.g. 12B", {})]),
    ({**POSITION, "trick": {}},
     [("FIELD_INVALID", "/trick", "Not a valid list.", {})]),
    ({**POSITION, "trick": [{"seat": 0, "card": "1C"}] * 7},
     [("FIELD_INVALID", "/trick", "Longer than maximum length 6.", {"max": 6})]),
    ({**POSITION, "trick": [None, [], {"seat": 6, "card": None}, {"seat": "1", "x": 1}]},
     [("FIELD_NULL", "/trick/0", "Field may not be null.", {}),
      ("FIELD_INVALID", "/trick/1", "Invalid input type.", {}),
      ("FIELD_INVALID", "/trick/2/seat",
       "Must be greater than or equal to 0 and less than or equal to 5.", {"min": 0, "max": 5}),
      ("FIELD_NULL", "/trick/2/card", "Field may not be null.", {}),
      ("FIELD_INVALID", "/trick/3/seat", "Not a valid integer.", {}),
      ("FIELD_REQUIRED", "/trick/3/card", "Missing data for required field.", {}),
      ("FIELD_UNKNOWN", "/trick/3/x", "Unknown field.", {})]),
    ({**POSITION, "overrides": []},
     [("FIELD_INVALID", "/overrides", "Not a valid mapping type.", {})]),
])
def test_the_one_pass_fields_errors_need_no_text_read_back(
        client: FlaskClient, monkeypatch: pytest.MonkeyPatch, body: dict[str, Any],
        errors: list[tuple[str, str, str, dict[str, Any]]]) -> None:
    def no_text(text: str) -> None:
        raise AssertionError(f"read back from a text: {text!r}")

    monkeypatch.setattr(problems, "field_message", no_text)
    answer = problem(client.post("/v1/legal-plays", json=body), 422, "INVALID_FIELDS")
    assert [(e["code"], e["field"], e["message"], e["params"]) for e in answer["errors"]] == errors
    spanish = client.post("/v1/legal-plays", json=body, headers={"Accept-Language": "es"})
    assert [e["params"] for e in spanish.get_json()["errors"]] == [e[3] for e in errors]
    assert spanish.headers["Content-Language"] == "es"



def test_batch_items_that_are_not_a_list_need_no_text_read_back(
        client: FlaskClient, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_text(text: str) -> None:
        raise AssertionError(f"read back from a text: {text!r}")

    monkeypatch.setattr(problems, "field_message", no_text)
    for language, words in (("en", "Not a valid list."), ("es", "No es una lista válida.")):
        answer = problem(client.post("/v1/batch/legal-plays", json={"items": "all"},
                                     headers={"Accept-Language": language}),
                         422, "INVALID_FIELDS")
        assert [(e["code"], e["field"], e["message"], e["params"])
                for e in answer["errors"]] == [("FIELD_INVALID", "/items", words, {})]

# -- action codes: each described once -------------------------------------------------------------


def test_each_action_code_is_described_once_in_its_family() -> None:
    from tute.codes import _HAND_ERRORS

    families = {**VIOLATION_CODES, **DECLARATION_REFUSALS, **BID_REFUSALS}
    assert set(_HAND_ERRORS).isdisjoint(families)
    assert list(ACTION_ERRORS.items()) == list({**families, **_HAND_ERRORS}.items())
    # the codes the hand gives with another family's meaning are still action errors
    for code in ("CARD_NOT_IN_HAND", "NOT_YOUR_TURN", "SEAT_OUT_OF_RANGE"):
        assert ACTION_ERRORS[code] == families[code]
