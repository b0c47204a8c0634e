"""Helpers shared by the API tests."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask.testing import FlaskClient
from prometheus_client.parser import text_string_to_metric_families
from tute.api.schemas import ProblemSchema


def sample(client: FlaskClient, name: str, labels: Mapping[str, str]) -> float:
    """One sample read from /metrics (0 when the series does not exist yet)."""
    text = client.get("/metrics").get_data(as_text=True)
    for family in text_string_to_metric_families(text):
        for found in family.samples:
            if found.name == name and all(found.labels.get(k) == v for k, v in labels.items()):
                return float(found.value)
    return 0.0


def problem(response: Any, status: int, code: str) -> dict[str, Any]:
    """Assert an RFC 9457 problem of this status and code; return its body."""
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json(force=True)
    assert body["status"] == status
    assert body["code"] == code
    assert body["type"].startswith("urn:tute-rules:problem:")
    assert body["title"] and body["detail"]
    # the values put into the detail, beside it (in English a value reads as it is sent)
    assert isinstance(body["detail_params"], dict)
    if response.headers.get("Content-Language") == "en":
        for value in body["detail_params"].values():
            if isinstance(value, int | str):
                assert str(value) in body["detail"], (value, body["detail"])
    # the body matches the published Problem schema exactly (no extra or missing member)
    assert ProblemSchema().validate(body) == {}, body
    return body
