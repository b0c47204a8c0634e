"""Around the operations: metrics, health, CORS, the served spec and docs, configuration."""

from __future__ import annotations

import json
import os
import platform
import runpy
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient
from tute.api import create_app
from tute.api.accesslog import access_record
from tute.api.config import DEFAULT_MAX_BODY_BYTES, ConfigError, load_settings
from tute.api.metrics import package_version

from tests.conftest import BUILD

from .helpers import problem, sample

ROOT = Path(__file__).resolve().parents[2]
POSITION = {
    "ruleset": "tute-dos", "trump": "B", "seat": 0, "hand": ["1B", "12C", "11C", "5E"],
    "trick": [{"seat": 1, "card": "1C"}],
}

# -- metrics -------------------------------------------------------------------------------------


def test_requests_are_counted_by_route_template_not_raw_path(client: FlaskClient) -> None:
    labels = {"method": "GET", "route": "/v1/rulesets/<ruleset_id>", "status": "200"}
    before = sample(client, "tute_http_requests_total", labels)
    missing = {**labels, "status": "404"}
    before_missing = sample(client, "tute_http_requests_total", missing)
    for ruleset_id in ("tute-dos", "brisca", "tute"):
        assert client.get(f"/v1/rulesets/{ruleset_id}").status_code == 200
    assert client.get("/v1/rulesets/nope").status_code == 404
    assert sample(client, "tute_http_requests_total", labels) == before + 3
    assert sample(client, "tute_http_requests_total", missing) == before_missing + 1
    text = client.get("/metrics").get_data(as_text=True)
    assert 'route="/v1/rulesets/tute-dos"' not in text


def test_request_durations_are_observed(client: FlaskClient) -> None:
    labels = {"method": "POST", "route": "/v1/legal-plays"}
    before = sample(client, "tute_http_request_duration_seconds_count", labels)
    client.post("/v1/legal-plays", json=POSITION)
    assert sample(client, "tute_http_request_duration_seconds_count", labels) == before + 1
    assert sample(client, "tute_http_request_duration_seconds_sum", labels) > 0


def test_unrouted_requests_share_one_label(client: FlaskClient) -> None:
    labels = {"method": "GET", "route": "<unmatched>", "status": "404"}
    before = sample(client, "tute_http_requests_total", labels)
    client.get("/no/such/path/1")
    client.get("/no/such/path/2")
    assert sample(client, "tute_http_requests_total", labels) == before + 2


def test_rule_evaluations_are_counted_by_operation_ruleset_and_verdict(
    client: FlaskClient,
) -> None:
    def count(operation: str, ruleset: str, verdict: str) -> float:
        return sample(client, "tute_rule_evaluations_total",
                      {"operation": operation, "ruleset": ruleset, "verdict": verdict})

    illegal = count("validatePlay", "tute-dos", "illegal")
    legal = count("validatePlay", "tute-dos", "legal")
    impossible = count("listLegalPlays", "tute-dos", "impossible_position")
    unknown = count("resolveTrick", "unknown", "invalid_fields")
    client.post("/v1/play-verdicts", json={**POSITION, "ruleset": "tute", "card": "1B"})
    client.post("/v1/play-verdicts", json={**POSITION, "card": "12C"})
    client.post("/v1/legal-plays", json={**POSITION, "seat": 1})
    client.post("/v1/trick-results", json={"ruleset": "nope", "trump": "O", "trick": []})
    assert count("validatePlay", "tute-dos", "illegal") == illegal + 1
    assert count("validatePlay", "tute-dos", "legal") == legal + 1
    assert count("listLegalPlays", "tute-dos", "impossible_position") == impossible + 1
    assert count("resolveTrick", "unknown", "invalid_fields") == unknown + 1


def test_build_info_names_the_version(client: FlaskClient) -> None:
    assert sample(client, "tute_build_info", {"version": package_version(),
                                              "python": platform.python_version()}) == 1


def test_metrics_are_served_in_prometheus_text_format(client: FlaskClient) -> None:
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.mimetype == "text/plain"
    assert "# TYPE tute_http_requests_total counter" in response.get_data(as_text=True)


# -- health --------------------------------------------------------------------------------------


def test_livez_and_readyz(client: FlaskClient) -> None:
    assert client.get("/livez").get_json() == {"status": "alive"}
    assert client.get("/readyz").get_json() == {"status": "ready", "engine": BUILD}


def test_not_ready_when_the_metrics_directory_is_gone(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path / "removed"))
    body = problem(client.get("/readyz"), 503, "NOT_READY")
    assert "removed" in body["detail"]
    assert client.get("/livez").status_code == 200  # alive all the same


# -- CORS ----------------------------------------------------------------------------------------


def test_cors_is_off_by_default(client: FlaskClient) -> None:
    response = client.get("/v1/rulesets", headers={"Origin": "https://game.example"})
    assert "Access-Control-Allow-Origin" not in response.headers


def test_cors_allows_only_the_configured_origins() -> None:
    client = create_app({"TUTE_CORS_ORIGINS": "https://game.example, https://bot.example"}
                        ).test_client()
    preflight = client.options("/v1/legal-plays", headers={
        "Origin": "https://game.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "Content-Type",
    })
    assert preflight.status_code == 200
    assert preflight.headers["Access-Control-Allow-Origin"] == "https://game.example"
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]
    allowed = client.post("/v1/legal-plays", json=POSITION,
                          headers={"Origin": "https://bot.example"})
    assert allowed.headers["Access-Control-Allow-Origin"] == "https://bot.example"
    other = client.post("/v1/legal-plays", json=POSITION,
                        headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_cors_preflights_allow_the_request_id_and_the_language_and_expose_what_pages_read(
        ) -> None:
    client = create_app({"TUTE_CORS_ORIGINS": "https://game.example"}).test_client()
    preflight = client.options("/v1/rulesets", headers={
        "Origin": "https://game.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "x-request-id, accept-language, if-none-match",
    })
    assert preflight.status_code == 200
    allowed = {h.strip().lower()
               for h in preflight.headers["Access-Control-Allow-Headers"].split(",")}
    assert {"x-request-id", "accept-language", "if-none-match"} <= allowed
    answer = client.get("/v1/rulesets", headers={"Origin": "https://game.example"})
    exposed = {h.strip() for h in answer.headers["Access-Control-Expose-Headers"].split(",")}
    assert exposed == {"X-Request-ID", "ETag", "Content-Language", "Retry-After"}


@pytest.mark.parametrize("origin", [None, "https://game.example", "https://evil.example"])
def test_with_cors_on_every_answer_varies_by_origin(origin: str | None) -> None:
    # the rulesets are public, max-age=300: a shared cache must not give an answer made for
    # one origin (or none) to a page on another
    client = create_app({"TUTE_CORS_ORIGINS": "https://game.example"}).test_client()
    headers = {} if origin is None else {"Origin": origin}
    for answer in (client.get("/v1/rulesets", headers=headers),
                   client.get("/v1/rulesets/tute-lunar", headers=headers),
                   client.post("/v1/legal-plays", json=POSITION, headers=headers)):
        assert "Origin" in answer.vary, (answer.status_code, answer.headers)


# -- the spec and the docs page ------------------------------------------------------------------


def test_the_served_spec_is_the_committed_one(client: FlaskClient) -> None:
    committed = (ROOT / "openapi.yaml").read_text(encoding="utf-8")
    served_yaml = client.get("/openapi.yaml")
    assert served_yaml.mimetype == "application/yaml"
    assert served_yaml.get_data(as_text=True) == committed
    assert client.get("/openapi.json").get_json() == yaml.safe_load(committed)


def test_the_docs_page_loads_swagger_ui_on_the_spec(client: FlaskClient) -> None:
    page = client.get("/docs")
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert "swagger-ui" in html and "/openapi.json" in html


def test_the_docs_page_can_be_turned_off() -> None:
    client = create_app({"TUTE_DOCS": "false"}).test_client()
    assert client.get("/docs").status_code == 404
    assert client.get("/openapi.json").status_code == 200


# -- configuration and logs ----------------------------------------------------------------------


def test_settings_come_from_tute_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TUTE_MAX_BODY_BYTES", "1024")
    monkeypatch.setenv("TUTE_CORS_ORIGINS", "https://a.example,https://b.example")
    monkeypatch.setenv("TUTE_DOCS", "off")
    settings = load_settings()
    assert settings.max_body_bytes == 1024
    assert settings.cors_origins == ("https://a.example", "https://b.example")
    assert settings.docs is False
    # an explicit mapping wins over the environment
    assert load_settings({"TUTE_MAX_BODY_BYTES": 10}).max_body_bytes == 10
    monkeypatch.delenv("TUTE_MAX_BODY_BYTES")
    assert load_settings().max_body_bytes == DEFAULT_MAX_BODY_BYTES


#: a value each variable refuses: every TUTE_* setting, the app's and gunicorn's
BAD_VALUES = [
    ("TUTE_MAX_BODY_BYTES", "lots"), ("TUTE_MAX_BODY_BYTES", "0"),
    ("TUTE_MAX_BATCH_BODY_BYTES", "1.5"), ("TUTE_CLIENT_TIMEOUT", "0"),
    ("TUTE_DOCS", "maybe"), ("TUTE_LOG_LEVEL", "chatty"), ("TUTE_LOG_FORMAT", "xml"),
    ("TUTE_METRICS_BIND", "9100"), ("TUTE_BIND", "localhost"), ("TUTE_BIND", "[::]:99999"),
    ("TUTE_WORKERS", "0"), ("TUTE_WORKERS", "two"), ("TUTE_TIMEOUT", "0"),
    ("TUTE_GRACEFUL_TIMEOUT", "-1"), ("TUTE_MAX_REQUESTS", "many"),
    ("TUTE_FORWARDED_ALLOW_IPS", "10.0.0.1, proxy.example"),
    ("TUTE_CORS_ORIGINS", "game.example"), ("TUTE_CORS_ORIGINS", "https://a.example/app"),
    ("TUTE_ACCESS_LOG", "/no/such/directory/access.log"),
    ("TUTE_WORKER_CLASS", "eventlet"), ("TUTE_THREADS", "0"),
]


@pytest.mark.parametrize(("name", "value"), BAD_VALUES)
def test_a_bad_setting_is_refused_by_name(name: str, value: str) -> None:
    with pytest.raises(ConfigError, match=name) as refused:
        load_settings({name: value})
    said = str(refused.value)
    assert "\n" not in said and (repr(value) in said or f"not {value}" in said), said


def test_the_gevent_worker_class_needs_gevent_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    """gevent is not a dependency: TUTE_WORKER_CLASS=gevent without it is refused at start, in
    one line naming the variable, rather than by a worker that cannot boot."""
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *rest: None if name == "gevent" else real(name, *rest))
    with pytest.raises(ConfigError, match=r"^TUTE_WORKER_CLASS=gevent needs the gevent package"):
        load_settings({"TUTE_WORKER_CLASS": "gevent"})
    assert load_settings({"TUTE_WORKER_CLASS": "sync"}).worker_class == "sync"


def test_gunicorn_s_settings_come_from_the_same_reader(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {"TUTE_BIND": "unix:/run/tute.sock", "TUTE_WORKERS": "3",
                        "TUTE_TIMEOUT": "12", "TUTE_GRACEFUL_TIMEOUT": "0",
                        "TUTE_MAX_REQUESTS": "500", "TUTE_ACCESS_LOG": "OFF",
                        "TUTE_FORWARDED_ALLOW_IPS": "10.0.0.0/8, 192.0.2.7"}.items():
        monkeypatch.setenv(name, value)
    settings = load_settings()
    assert (settings.bind, settings.workers, settings.timeout, settings.graceful_timeout,
            settings.max_requests, settings.access_log, settings.forwarded_allow_ips) == (
        "unix:/run/tute.sock", 3, 12, 0, 500, None, ("10.0.0.0/8", "192.0.2.7"))
    for name in ("TUTE_BIND", "TUTE_WORKERS", "TUTE_ACCESS_LOG", "TUTE_FORWARDED_ALLOW_IPS"):
        monkeypatch.delenv(name)
    defaults = load_settings()
    assert (defaults.bind, defaults.workers, defaults.access_log,
            defaults.forwarded_allow_ips) == ("127.0.0.1:8000", None, "-", ("127.0.0.1",))
    assert load_settings({"TUTE_BIND": "127.0.0.1:0"}).bind == "127.0.0.1:0"  # any free port
    assert load_settings({"TUTE_CORS_ORIGINS": "https://a.example:8443, http://[::1]:3000,"
                                               " http://127.0.0.1"}).cors_origins == (
        "https://a.example:8443", "http://[::1]:3000", "http://127.0.0.1")
    assert load_settings({"TUTE_CORS_ORIGINS": "*"}).cors_origins == ("*",)


def _run_gunicorn_conf(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                       environment: dict[str, str]) -> dict[str, Any]:
    """deploy/gunicorn.conf.py executed as gunicorn executes it, in this environment."""
    for name in [name for name in os.environ if name.startswith("TUTE_")]:
        monkeypatch.delenv(name)
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path))  # no directory of its own
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    return runpy.run_path(str(ROOT / "deploy" / "gunicorn.conf.py"))


@pytest.mark.parametrize(("name", "value"), BAD_VALUES)
def test_gunicorn_conf_refuses_each_bad_setting_in_the_reader_s_one_line(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str, value: str) -> None:
    with pytest.raises(ConfigError) as refused:
        load_settings({name: value})
    with pytest.raises(SystemExit) as stopped:
        _run_gunicorn_conf(monkeypatch, tmp_path, {name: value})
    assert str(stopped.value) == f"gunicorn.conf.py: {refused.value}"


def test_gunicorn_conf_applies_the_settings(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    conf = _run_gunicorn_conf(monkeypatch, tmp_path, {
        "TUTE_BIND": "0.0.0.0:8123", "TUTE_WORKERS": "3", "TUTE_TIMEOUT": "12",
        "TUTE_GRACEFUL_TIMEOUT": "7", "TUTE_MAX_REQUESTS": "500", "TUTE_LOG_LEVEL": " WARNING",
        "TUTE_ACCESS_LOG": "off", "TUTE_FORWARDED_ALLOW_IPS": "10.0.0.0/8,192.0.2.7"})
    assert (conf["bind"], conf["workers"], conf["timeout"], conf["graceful_timeout"],
            conf["max_requests"], conf["max_requests_jitter"], conf["loglevel"],
            conf["accesslog"], conf["forwarded_allow_ips"]) == (
        ["0.0.0.0:8123"], 3, 12, 7, 500, 50, "warning", None, "10.0.0.0/8,192.0.2.7")
    defaults = _run_gunicorn_conf(monkeypatch, tmp_path, {})
    assert (defaults["bind"], defaults["loglevel"], defaults["accesslog"],
            defaults["forwarded_allow_ips"]) == (["127.0.0.1:8000"], "info", "-", "127.0.0.1")
    assert defaults["workers"] >= 1
    # the worker class: the service's buffering worker unless TUTE_WORKER_CLASS names a stock one
    assert (defaults["worker_class"], defaults["threads"]) == (
        "tute.api.worker.BufferingWorker", 1)
    threaded = _run_gunicorn_conf(monkeypatch, tmp_path, {"TUTE_WORKER_CLASS": "GThread",
                                                          "TUTE_THREADS": "4"})
    assert (threaded["worker_class"], threaded["threads"]) == ("gthread", 4)


def test_access_log_lines_are_json_even_with_quotes_in_headers() -> None:
    environ = {"REMOTE_ADDR": "10.0.0.1", "REQUEST_METHOD": "POST", "PATH_INFO": "/v1/legal-plays",
               "QUERY_STRING": "", "HTTP_USER_AGENT": 'bot "quoted" \\ agent',
               "HTTP_X_REQUEST_ID": "abc-123"}
    line = json.dumps(access_record("200 OK", environ, 387, timedelta(microseconds=1500)))
    record = json.loads(line)
    assert record["status"] == 200 and record["bytes"] == 387
    assert record["duration_ms"] == 1.5
    assert record["user_agent"] == 'bot "quoted" \\ agent'
    assert (record["method"], record["path"], record["request_id"]) == (
        "POST", "/v1/legal-plays", "abc-123")


# -- the index at / ------------------------------------------------------------------------------


def test_the_root_is_an_index_linking_the_docs_the_playground_and_the_contract(
        client: FlaskClient) -> None:
    answer = client.get("/")
    assert answer.status_code == 200 and answer.mimetype == "application/json"
    index = answer.get_json()
    assert index["service"] == "tute-rules" and index["version"] == package_version()
    hrefs = [link["href"] for link in index["links"]]
    assert {"/docs", "/playground", "/openapi.json", "/v1/rulesets"} <= set(hrefs)
    for href in hrefs:  # every link answers
        assert client.get(href).status_code in (200, 503), href
    without_docs = create_app({"TUTE_DOCS": False}).test_client().get("/").get_json()
    assert "/docs" not in [link["href"] for link in without_docs["links"]]


def test_swagger_ui_s_try_it_out_asks_in_english() -> None:
    contract = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    assert contract["components"]["parameters"]["AcceptLanguage"]["example"] == "en"
