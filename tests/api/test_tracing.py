"""Request IDs and trace context (tute.api.tracing), and the log lines that carry them.

In process: every answer carries ``X-Request-ID`` (the caller's when valid, else a fresh one),
problems included; ``traceparent`` is read when valid; a line the app logs while answering
names the request. Live: gunicorn with ``TUTE_LOG_FORMAT=json`` writes every error-log line,
its own included, as one JSON object, and the access line names the request and its trace.
"""

from __future__ import annotations

import json
import logging
import re
import urllib.request
from datetime import timedelta
from pathlib import Path

import pytest
from flask.testing import FlaskClient
from tute.api import create_app
from tute.api.accesslog import JsonFormatter, TextFormatter, access_record
from tute.api.tracing import identify

from tests.support.gunicorn_server import gunicorn_server

BODY = {"ruleset": "tute-dos", "trump": "O", "seat": 0, "hand": ["1O"]}
TRACEPARENT = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"


def test_an_answer_carries_a_fresh_request_id(client: FlaskClient) -> None:
    first = client.post("/v1/legal-plays", json=BODY).headers["X-Request-ID"]
    second = client.post("/v1/legal-plays", json=BODY).headers["X-Request-ID"]
    assert re.fullmatch(r"[0-9a-f]{32}", first) and first != second


def test_a_valid_request_id_is_kept(client: FlaskClient) -> None:
    response = client.post("/v1/legal-plays", json=BODY, headers={"X-Request-ID": "abc-123:x"})
    assert response.headers["X-Request-ID"] == "abc-123:x"


@pytest.mark.parametrize("given", ["", " spaced out", "a" * 129, "ü-id", "-starts-with-dash"])
def test_a_malformed_request_id_is_replaced(client: FlaskClient, given: str) -> None:
    response = client.post("/v1/legal-plays", json=BODY, headers={"X-Request-ID": given})
    assert re.fullmatch(r"[0-9a-f]{32}", response.headers["X-Request-ID"])


def test_problems_carry_the_request_id_too(client: FlaskClient) -> None:
    headers = {"X-Request-ID": "req-42"}
    assert client.get("/v1/nothing", headers=headers).headers["X-Request-ID"] == "req-42"
    refused = client.post("/v1/legal-plays", json={"ruleset": "x"}, headers=headers)
    assert refused.status_code == 422 and refused.headers["X-Request-ID"] == "req-42"
    too_big = client.post("/v1/legal-plays", data=b"x" * 70_000, headers=headers,
                          content_type="application/json")
    assert too_big.status_code == 413 and too_big.headers["X-Request-ID"] == "req-42"


@pytest.mark.parametrize(("header", "found"), [
    (TRACEPARENT, ("4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7")),
    ("00-00000000000000000000000000000000-00f067aa0ba902b7-01", None),  # an all-zero trace
    ("01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", None),  # an unknown version
    ("00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01", None),  # upper case
])
def test_traceparent_is_read_when_valid(header: str, found: tuple[str, str] | None) -> None:
    environ: dict[str, object] = {"HTTP_TRACEPARENT": header}
    identify(environ)
    got = environ.get("tute.trace_id"), environ.get("tute.parent_id")
    assert got == (found or (None, None))


def test_the_access_line_names_the_request_and_its_trace() -> None:
    environ: dict[str, object] = {"HTTP_X_REQUEST_ID": "r-1", "HTTP_TRACEPARENT": TRACEPARENT,
                                  "REQUEST_METHOD": "POST", "PATH_INFO": "/v1/legal-plays"}
    identify(environ)
    record = access_record("200 OK", environ, 10, timedelta(milliseconds=2))
    assert (record["request_id"], record["trace_id"], record["parent_id"]) == (
        "r-1", "4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7")


def test_a_line_logged_while_answering_names_the_request(
        caplog: pytest.LogCaptureFixture) -> None:
    app = create_app({"TUTE_CORS_ORIGINS": ""})  # its own: the test adds a route

    def broken() -> None:
        raise RuntimeError("boom")

    app.add_url_rule("/broken", "broken", broken)
    with caplog.at_level(logging.ERROR, logger="tute.api"):
        response = app.test_client().get("/broken", headers={"X-Request-ID": "req-500"})
    assert response.status_code == 500 and response.headers["X-Request-ID"] == "req-500"
    (record,) = [r for r in caplog.records if r.name == "tute.api"]
    assert getattr(record, "request_id", None) == "req-500"
    text = TextFormatter("%(levelname)s %(message)s").format(record)
    assert text.splitlines()[0].endswith("[request_id=req-500]")
    line = json.loads(JsonFormatter().format(record))
    assert line["request_id"] == "req-500" and "RuntimeError: boom" in line["exception"]


@pytest.mark.live
def test_with_json_logs_every_line_of_gunicorn_is_a_json_object(tmp_path: Path) -> None:
    access = tmp_path / "access.log"
    with gunicorn_server(tmp_path, workers=1, log_name="error.log",
                         env={"TUTE_LOG_FORMAT": "json", "TUTE_ACCESS_LOG": str(access)}) as live:
        request = urllib.request.Request(
            f"{live.url}/v1/legal-plays", data=json.dumps(BODY).encode(),
            headers={"Content-Type": "application/json", "X-Request-ID": "live-1",
                     "traceparent": TRACEPARENT})
        with urllib.request.urlopen(request, timeout=10) as answer:
            assert answer.headers["X-Request-ID"] == "live-1"
    # gunicorn's output (its error log), complete now that it has stopped
    lines = [line for line in live.log.read_text().splitlines() if line.strip()]
    assert len(lines) >= 3  # starting, listening, booting a worker, ... shutting down
    parsed = [json.loads(line) for line in lines]
    assert all({"time", "level", "logger", "message"} <= set(p) for p in parsed)
    assert any("Listening at" in p["message"] for p in parsed)
    (line,) = [json.loads(x) for x in access.read_text().splitlines()
               if '"path": "/v1/legal-plays"' in x]
    assert (line["request_id"], line["trace_id"]) == ("live-1",
                                                      "4bf92f3577b34da6a3ce929d0e0e4736")
